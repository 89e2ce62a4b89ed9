package keeper_test

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient/gethclient"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/oracle"
	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/contracts/bindings/settings"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
)

func usd(text string) *big.Int { return fixedpoint.MustParse(text, platform.PriceDecimals) }

// The keeper's discovery is paged: with a page of 3 work-list entries and 7 limit orders that are
// not due ahead of a market order, it reads page after page and still finds the market order,
// executes exactly it, and leaves the limit orders pending.
func TestDuePagesThroughTheWorkList(t *testing.T) {
	ctx, env := embedded.ForTest(t, embedded.Options{Accounts: 1}, 2*time.Minute)
	d := env.Manifest.Destination
	trader, err := env.SenderFor(ctx, env.Accounts[0])
	require.NoError(t, err)
	v, st := vault.NewVault(), settings.NewSettings()
	out, err := trader.Call(ctx, d.Settings, st.PackTriggerOrderFee())
	require.NoError(t, err)
	triggerFee, err := st.UnpackTriggerOrderFee(out)
	require.NoError(t, err)
	out, err = trader.Call(ctx, d.Settings, st.PackMarketOrderFee())
	require.NoError(t, err)
	marketFee, err := st.UnpackMarketOrderFee(out)
	require.NoError(t, err)

	for i := 0; i < 7; i++ { // ETH/USD is deployed at 3412.25: a long limit at 3000 is not due
		params := []*big.Int{usd("3000"), new(big.Int), usd("100"), usd("1000")}
		_, err := trader.Send(ctx, &d.Vault, v.PackNewPositionOrder(big.NewInt(2), true, platform.OrderLimit, params, common.Address{}), triggerFee)
		require.NoError(t, err)
	}
	params := []*big.Int{usd("3500"), big.NewInt(1000), usd("100"), usd("1000")}
	_, err = trader.Send(ctx, &d.Vault, v.PackNewPositionOrder(big.NewInt(2), true, platform.OrderMarket, params, common.Address{}), marketFee)
	require.NoError(t, err)
	out, err = trader.Call(ctx, d.Vault, v.PackLastPosId())
	require.NoError(t, err)
	market, err := v.UnpackLastPosId(out)
	require.NoError(t, err)

	env.Keeper.SetScanPage(3)
	due, err := env.Keeper.Due(ctx)
	require.NoError(t, err)
	require.Empty(t, due, "nothing is due before a price is pushed after the order")
	_, err = env.PushAgain(ctx) // the feed's next round
	require.NoError(t, err)
	due, err = env.Keeper.Due(ctx)
	require.NoError(t, err)
	require.Equal(t, []*big.Int{market}, due, "found on the third page")

	res, err := env.Keeper.Round(ctx)
	require.NoError(t, err)
	require.Empty(t, res.Skipped)
	require.NotNil(t, res.Receipt)
	require.Equal(t, []*types.Receipt{res.Receipt}, res.Receipts, "one execution, one receipt")
	require.Equal(t, []*big.Int{market}, res.Executed)
	require.Empty(t, res.Liquidated)
	out, err = trader.Call(ctx, d.Vault, v.PackAccountPositionIdsPage(trader.Address(), big.NewInt(0), big.NewInt(100)))
	require.NoError(t, err)
	ids, err := v.UnpackAccountPositionIdsPage(out)
	require.NoError(t, err)
	require.Len(t, ids.Ids, 8, "7 pending limit orders and the filled position")
	due, err = env.Keeper.Due(ctx)
	require.NoError(t, err)
	require.Empty(t, due)
}

// One keeper round liquidates a 20x ETH long once the oracle price is pushed below the Reader's
// liquidation price, and every amount is what the rule says: the net value (collateral + PnL -
// accrued borrow and funding fees - closing fee) is below the maintenance margin (1% of the size
// on ETH/USD), the keeper's margin wallet gets the liquidation fee (0.1% of the size, at most
// the net value), the owner's gets the rest of the net value, the pool the loss and the fees,
// the fee reserve the closing fee.
func TestRoundLiquidates(t *testing.T) {
	ctx, env := embedded.ForTest(t, embedded.Options{Accounts: 1}, 2*time.Minute)
	d := env.Manifest.Destination
	trader, err := env.SenderFor(ctx, env.Accounts[0])
	require.NoError(t, err)
	v, rd, st, or := vault.NewVault(), reader.NewReader(), settings.NewSettings(), oracle.NewOracle()
	call := func(to common.Address, data []byte, block *big.Int, time uint64) []byte {
		t.Helper()
		out, err := gethclient.New(env.Dest.RPC()).CallContractWithBlockOverrides(ctx,
			ethereum.CallMsg{To: &to, Data: data}, block, nil, ethereum.BlockOverrides{Time: time})
		require.NoError(t, err)
		return out
	}
	now := func(to common.Address, data []byte) []byte { return call(to, data, nil, 0) }
	margin := func(a common.Address, block *big.Int) *big.Int {
		return must(v.UnpackMarginBalance(call(d.Vault, v.PackMarginBalance(a), block, 0)))
	}
	marketFee := must(st.UnpackMarketOrderFee(now(d.Settings, st.PackMarketOrderFee())))

	// a 20x long: collateral 100, size 2,000 at 3,412.25
	eth := big.NewInt(2)
	params := []*big.Int{usd("3500"), big.NewInt(1000), usd("100"), usd("2000")}
	_, err = trader.Send(ctx, &d.Vault, v.PackNewPositionOrder(eth, true, platform.OrderMarket, params, common.Address{}), marketFee)
	require.NoError(t, err)
	posID := must(v.UnpackLastPosId(now(d.Vault, v.PackLastPosId())))
	res, err := env.KeeperRound(ctx)
	require.NoError(t, err)
	require.Equal(t, []*big.Int{posID}, res.Executed)
	require.Empty(t, res.Liquidated, "a fresh 20x position is healthy")

	fig := must(rd.UnpackGetPositionFigures(now(d.Reader, rd.PackGetPositionFigures(posID))))
	require.Equal(t, usd("20"), fig.MaintenanceMargin, "1% of 2,000")
	require.False(t, fig.Liquidatable)
	liq := fig.LiquidationPrice
	require.Positive(t, liq.Sign())
	require.Negative(t, liq.Cmp(fig.AveragePrice))

	// a minute passes, so that borrow fees accrue on every node: anvil seals blocks in the same
	// second back to back, geth a second apart
	require.NoError(t, env.Dest.AdjustTime(time.Minute))
	// 0.1% below the liquidation price (a minute of fees moves it up by far less)
	price := new(big.Int).Sub(liq, new(big.Int).Div(liq, big.NewInt(1000)))
	_, err = env.Owner.Send(ctx, &d.Oracle, or.PackSetPrices([]*big.Int{eth}, []*big.Int{price}), nil)
	require.NoError(t, err)
	due, err := env.Keeper.Liquidatable(ctx)
	require.NoError(t, err)
	require.Equal(t, []*big.Int{posID}, due)

	res, err = env.KeeperRound(ctx)
	require.NoError(t, err)
	require.Empty(t, res.Executed)
	require.Empty(t, res.Skipped)
	require.Equal(t, []*big.Int{posID}, res.Liquidated)
	require.Len(t, res.Liquidations, 1)
	ev := res.Liquidations[0]
	receipt := res.Receipt
	require.Equal(t, receipt.TxHash, ev.Raw.TxHash)

	// the figures the Vault settled at: the Reader's, on the state before the liquidation's
	// block, at that block's time (the block holds the liquidation alone)
	block := receipt.BlockNumber
	before := new(big.Int).Sub(block, big.NewInt(1))
	header, err := env.Dest.Client().HeaderByNumber(ctx, block)
	require.NoError(t, err)
	require.Len(t, must(env.Dest.Client().BlockByNumber(ctx, block)).Transactions(), 1)
	f := must(rd.UnpackGetPositionFigures(call(d.Reader, rd.PackGetPositionFigures(posID), before, header.Time)))
	require.True(t, f.Liquidatable)
	require.Equal(t, price, f.MarkPrice)

	// the rule, by hand: PnL = -size x (entry - price) / entry, rounded toward zero
	size, collateral, entry := f.Size, f.Collateral, f.AveragePrice
	loss := new(big.Int).Div(new(big.Int).Mul(size, new(big.Int).Sub(entry, price)), entry)
	require.Equal(t, new(big.Int).Neg(loss), f.Pnl)
	require.Positive(t, f.BorrowFee.Sign(), "borrow fees accrued")
	closing := new(big.Int).Div(new(big.Int).Mul(size, big.NewInt(80)), big.NewInt(100_000)) // 0.08%
	require.Equal(t, closing, f.ClosingFee)
	net := new(big.Int).Sub(collateral, loss)
	net.Sub(net, f.BorrowFee).Sub(net, f.FundingFee).Sub(net, closing)
	require.Equal(t, net, f.NetValue)
	mmRate := must(st.UnpackMaintenanceMargin(now(d.Settings, st.PackMaintenanceMargin(eth))))
	require.Equal(t, uint64(1000), mmRate.Uint64())
	require.Negative(t, net.Cmp(f.MaintenanceMargin), "net value below maintenance margin")
	require.Positive(t, net.Sign(), "and above zero: the owner gets something")
	feeRate := must(st.UnpackLiquidationFee(now(d.Settings, st.PackLiquidationFee())))
	fee := new(big.Int).Div(new(big.Int).Mul(size, feeRate), big.NewInt(100_000))
	if fee.Cmp(net) > 0 {
		fee.Set(net)
	}
	toOwner := new(big.Int).Sub(net, fee)

	// the event says so
	require.Equal(t, posID, ev.PosId)
	require.Equal(t, trader.Address(), ev.Account)
	require.Equal(t, env.KeeperAccount.Address, ev.Liquidator)
	require.Equal(t, price, ev.Price)
	require.Equal(t, net, ev.NetValue)
	require.Equal(t, f.MaintenanceMargin, ev.MaintenanceMargin)
	require.Equal(t, fee, ev.Fee)
	require.Equal(t, toOwner, ev.ToOwner)
	require.Equal(t, common.BigToHash(posID), ev.Raw.Topics[1], "posId is the first indexed topic")

	// and the books: owner, keeper, pool, fee reserve
	delta := func(data []byte, unpack func([]byte) (*big.Int, error), to common.Address) *big.Int {
		a := must(unpack(call(to, data, before, 0)))
		b := must(unpack(call(to, data, block, 0)))
		return new(big.Int).Sub(b, a)
	}
	require.Equal(t, toOwner, new(big.Int).Sub(margin(trader.Address(), block), margin(trader.Address(), before)), "owner")
	require.Equal(t, fee, new(big.Int).Sub(margin(env.KeeperAccount.Address, block), margin(env.KeeperAccount.Address, before)), "keeper")
	poolGain := new(big.Int).Add(loss, f.BorrowFee)
	poolGain.Add(poolGain, f.FundingFee)
	require.Equal(t, poolGain, delta(v.PackPoolAmount(), v.UnpackPoolAmount, d.Vault), "pool: the loss and the fees")
	require.Equal(t, closing, delta(v.PackFeeReserve(), v.UnpackFeeReserve, d.Vault), "fee reserve: the closing fee")

	// the position is gone and nothing is left to liquidate
	require.Zero(t, must(v.UnpackGetPosition(now(d.Vault, v.PackGetPosition(posID)))).Size.Sign())
	require.Empty(t, must(v.UnpackAccountPositionIdsPage(now(d.Vault, v.PackAccountPositionIdsPage(trader.Address(), big.NewInt(0), big.NewInt(100))))).Ids)
	due, err = env.Keeper.Liquidatable(ctx)
	require.NoError(t, err)
	require.Empty(t, due)
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
