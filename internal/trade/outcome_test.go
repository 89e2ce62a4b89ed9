package trade

import (
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/oracle"
	"github.com/tradeprep/tradeprep/internal/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/prepare"
)

func dec(t *testing.T, s string) *big.Int {
	t.Helper()
	v, err := fixedpoint.Parse(s, platform.PriceDecimals)
	require.NoError(t, err, "%q", s)
	return v
}

func effectOf(effects []prepare.Effect, account, asset string) string {
	for _, e := range effects {
		if e.Account == account && e.Asset == asset {
			return fixedpoint.Format(e.Delta, e.Decimals)
		}
	}
	return ""
}

// A market order's outcome is what the keeper then does on the chain: the transaction signed
// and sent as returned, and a keeper round run, leave a position with the outcome's id, size,
// collateral and fill price (the oracle price did not move), and the margin wallet at
// marginAfter; marginBefore - marginAfter = collateral + opening fee exactly, as the effects
// say. The position's figures from GET /api/positions' Reader call agree on the leverage.
func TestMarketOrderOutcomeIsTheFill(t *testing.T) {
	f := newFixture(t, 1, 10*time.Second)
	acct := f.env.Accounts[0]
	// the close's payout carries the borrow fee of the seconds the position was open: the blocks
	// are sealed a second apart, as predicted, however long this machine takes between them
	require.NoError(t, f.env.Dest.SealSecondApart())
	f.pushPrice(2, "3412.25")
	o, err := f.svc.Open(f.ctx, OpenOrder{Pair: 2, IsLong: true, Type: Market, Collateral: usdOf("250.5"), Size: usdOf("2505"),
		AcceptablePrice: usdOf("3420"), Slippage: big.NewInt(500)}, acct.Address)
	require.NoError(t, err)
	out := o.Outcome
	require.Equal(t, OutcomeFilled, out.Status, out.Reason)
	require.Equal(t, "3412.25", out.Price)
	require.Equal(t, "2505", out.Size)
	require.Equal(t, "250.5", out.Collateral)
	require.Equal(t, "10", out.Leverage)
	require.NotEmpty(t, out.LiquidationPrice)
	require.Equal(t, o.Prepared.Simulation.Context.BlockNumber+2, out.Block, "the keeper runs after the feed's round that follows the transaction")
	spent := new(big.Int).Sub(dec(t, out.MarginBefore), dec(t, out.MarginAfter))
	require.Equal(t, new(big.Int).Add(dec(t, out.Collateral), dec(t, out.Fees.Opening)), spent, "marginBefore - marginAfter = collateral + opening fee")
	require.Equal(t, o.Tx.Value.String(), out.Fees.Execution)
	require.Equal(t, "-"+fixedpoint.Format(spent, platform.PriceDecimals), effectOf(o.Effects, acct.Address.Hex(), MarginAsset))
	require.Equal(t, "-"+fixedpoint.Format(o.Tx.Value, 18), effectOf(o.Effects, acct.Address.Hex(), "ETH"), "the execution fee leaves the sender")
	require.Equal(t, fixedpoint.Format(o.Tx.Value, 18), effectOf(o.Effects, "keeper", "ETH"), "and goes to the keeper")

	before, err := f.svc.Balances(f.ctx, acct.Address)
	require.NoError(t, err)
	require.Equal(t, out.MarginBefore, usd(before.MarginBalance))
	require.Equal(t, uint64(1), f.send(acct.Key, o.Prepared).Status)
	n, err := f.env.RunKeeper(f.ctx, 4)
	require.NoError(t, err)
	require.Equal(t, 1, n)

	id, ok := new(big.Int).SetString(out.PositionID, 10)
	require.True(t, ok)
	pos := f.positionInfo(id).Position
	require.Equal(t, acct.Address, pos.Owner)
	require.Equal(t, out.Size, usd(pos.Size))
	require.Equal(t, out.Collateral, usd(pos.Collateral))
	require.Equal(t, out.Price, usd(pos.AveragePrice))
	after, err := f.svc.Balances(f.ctx, acct.Address)
	require.NoError(t, err)
	require.Equal(t, out.MarginAfter, usd(after.MarginBalance))
	views, err := f.positions(acct.Address, "open")
	require.NoError(t, err)
	require.Len(t, views, 1)
	require.Equal(t, out.Leverage, views[0].Leverage)
	// prices: at the display precision, each with its exact value, the chain's to the last digit
	require.Equal(t, out.LiquidationPriceExact, views[0].LiquidationPriceExact, "the outcome's liquidation price is the position's")
	liq := dec(t, views[0].LiquidationPriceExact)
	require.Equal(t, fixedpoint.FormatSignificant(liq, platform.PriceDecimals, platform.PriceDisplayDigits), views[0].LiquidationPrice)
	require.Equal(t, out.LiquidationPrice, views[0].LiquidationPrice)
	require.LessOrEqual(t, len(strings.SplitN(out.LiquidationPrice+".", ".", 2)[0])+len(strings.SplitN(out.LiquidationPrice+".", ".", 3)[1]), platform.PriceDisplayDigits,
		"liquidation price %s has more than %d significant digits", out.LiquidationPrice, platform.PriceDisplayDigits)
	require.Greater(t, len(out.LiquidationPriceExact), len(out.LiquidationPrice), "a 10x long's liquidation price is not a round number: the display rounds it")
	require.Equal(t, "3412.25", views[0].AveragePrice)
	require.Equal(t, "3412.25", views[0].AveragePriceExact)

	// closing it: the outcome's payout is what the margin wallet gets when the keeper closes it
	c, err := f.svc.Close(f.ctx, CloseOrder{PosID: id})
	require.NoError(t, err)
	co := c.Outcome
	require.Equal(t, OutcomeFilled, co.Status, co.Reason)
	require.Equal(t, "0", co.RemainingSize)
	require.Equal(t, "2505", co.SizeDelta)
	require.Equal(t, "3412.25", co.Price)
	require.Equal(t, "0", co.PnL, "closed at the entry price")
	require.Equal(t, new(big.Int).Sub(dec(t, co.MarginAfter), dec(t, co.MarginBefore)), dec(t, co.Payout))
	require.Equal(t, uint64(1), f.send(acct.Key, c.Prepared).Status)
	_, err = f.env.RunKeeper(f.ctx, 4)
	require.NoError(t, err)
	closed, err := f.svc.Balances(f.ctx, acct.Address)
	require.NoError(t, err)
	require.Equal(t, new(big.Int).Add(after.MarginBalance, dec(t, co.Payout)), closed.MarginBalance, "the payout reaches the margin wallet")
	require.Equal(t, co.MarginAfter, usd(closed.MarginBalance))
	require.Zero(t, f.positionInfo(id).Position.Size.Sign())
}

// The outcome says before the user pays what the keeper will refuse or wait for: a market order
// whose acceptable price is beyond the oracle price is cancelled for slippage (naming both
// prices), and the keeper does cancel it; a far limit order is queued with its trigger and the
// figures of a fill at its limit price; a stop already crossed fills at once; an order larger
// than the margin wallet reverts, with simulation.success false.
func TestOutcomeSaysCancelQueueAndRevertBeforeSigning(t *testing.T) {
	f := newFixture(t, 1, 10*time.Second)
	acct := f.env.Accounts[0]
	f.pushPrice(2, "3412.25")
	open := func(o OpenOrder) *Opening {
		t.Helper()
		op, err := f.svc.Open(f.ctx, o, acct.Address)
		require.NoError(t, err)
		return op
	}
	order := OpenOrder{Pair: 2, IsLong: true, Type: Market, Collateral: usdOf("100"), Size: usdOf("1000"),
		AcceptablePrice: usdOf("3000"), Slippage: big.NewInt(100)}

	cancelled := open(order)
	out := cancelled.Outcome
	require.Equal(t, OutcomeCancelled, out.Status)
	require.Equal(t, "slippage", out.ContractReason)
	require.Contains(t, out.Reason, "slippage")
	require.Contains(t, out.Reason, "3412.25", "the oracle price")
	require.Contains(t, out.Reason, "3003", "the worst price the order accepts")
	require.Contains(t, out.Reason, "3000", "maxAcceptablePrice")
	require.Equal(t, out.MarginBefore, out.MarginAfter, "margin and fee refunded")
	require.Empty(t, effectOf(cancelled.Effects, acct.Address.Hex(), MarginAsset))
	require.Equal(t, uint64(1), f.send(acct.Key, cancelled.Prepared).Status)
	_, err := f.env.RunKeeper(f.ctx, 4)
	require.NoError(t, err)
	id, _ := new(big.Int).SetString(out.PositionID, 10)
	require.Equal(t, platform.StatusCanceled, f.positionInfo(id).Order.Status, "the keeper cancelled it")

	limit := order
	limit.Type, limit.LimitPrice = Limit, usdOf("3000")
	out = open(limit).Outcome
	require.Equal(t, OutcomeQueued, out.Status, out.Reason)
	require.Contains(t, out.Trigger, "at or below the limit price 3000")
	require.NotNil(t, out.IfFilled)
	require.Equal(t, "3000", out.IfFilled.Price)
	require.Equal(t, "1000", out.IfFilled.Size)
	require.Equal(t, "10", out.IfFilled.Leverage)
	require.Equal(t, out.MarginAfter, out.IfFilled.MarginAfter, "a fill moves escrow, not the margin wallet")

	stop := order
	stop.Type, stop.StopPrice = StopMarket, usdOf("3000")
	out = open(stop).Outcome
	require.Equal(t, OutcomeFilled, out.Status, out.Reason)
	require.Contains(t, out.Reason, "at once")
	require.Equal(t, "3412.25", out.Price)

	big := order
	big.AcceptablePrice, big.Collateral, big.Size = usdOf("3420"), usdOf("150000"), usdOf("300000")
	op := open(big)
	require.True(t, op.Prepared.InsufficientBalance)
	require.False(t, op.Prepared.Simulation.Success)
	require.Equal(t, OutcomeReverts, op.Outcome.Status)
	require.Equal(t, "InsufficientMarginBalance", op.Outcome.Revert.Name)
	require.Empty(t, op.Effects)
}

// A take-profit / stop-loss change says which triggers it sets. (A close whose allowedPrice the
// oracle price is already beyond is refused by the Vault when it is placed, PriceBeyondAllowed:
// the keeper can cancel a close only after the price moved.)
func TestCloseOutcomeNamesTheTriggersSet(t *testing.T) {
	f := newFixture(t, 1, 10*time.Second)
	acct := f.env.Accounts[0]
	id := f.openFilled(acct)
	_, err := f.svc.Close(f.ctx, CloseOrder{PosID: id, AllowedPrice: usdOf("3000")})
	require.ErrorContains(t, err, "PriceBeyondAllowed")

	// a decrease with an allowed price is valid while the oracle price is fresh: validUntil is
	// the last push of the pair + the oracle's maxAge, as the chain has them
	c, err := f.svc.Close(f.ctx, CloseOrder{PosID: id, SizeDelta: usdOf("1000"), AllowedPrice: usdOf("5000")})
	require.NoError(t, err)
	require.Equal(t, OutcomeFilled, c.Outcome.Status, c.Outcome.Reason)
	require.Equal(t, "1505", c.Outcome.RemainingSize)
	o := oracle.NewOracle()
	out, err := f.env.Owner.Call(f.ctx, f.env.Manifest.Destination.Oracle, o.PackLatestPrice(big.NewInt(2)))
	require.NoError(t, err)
	latest, err := o.UnpackLatestPrice(out)
	require.NoError(t, err)
	out, err = f.env.Owner.Call(f.ctx, f.env.Manifest.Destination.Oracle, o.PackMaxAge())
	require.NoError(t, err)
	maxAge, err := o.UnpackMaxAge(out)
	require.NoError(t, err)
	require.Equal(t, new(big.Int).Add(latest.UpdatedAt, maxAge).Uint64(), c.ValidUntil)
	full, err := f.svc.Close(f.ctx, CloseOrder{PosID: id})
	require.NoError(t, err)
	require.Zero(t, full.ValidUntil, "without an allowed price the oracle is not read when it is placed")

	c, err = f.svc.Close(f.ctx, CloseOrder{PosID: id, TakeProfit: &Trigger{Price: usdOf("4000"), Percent: big.NewInt(50_000)}})
	require.NoError(t, err)
	require.Equal(t, OutcomeSet, c.Outcome.Status)
	require.Equal(t, []TriggerSet{{Kind: "takeProfit", Price: "4000", PriceExact: "4000", ClosePercent: "5000"}}, c.Outcome.Triggers)
}

// The keeper acts on a request only at a price pushed after it, so an outcome cannot know the
// fill price: it says so (priceBasis) and gives the bounds, each tried by the keeper in the same
// simulation. A market long fills up to maxAcceptablePrice with slippage and is cancelled (slippage)
// one unit above; a long close with allowedPrice runs up to it and is cancelled above. On the
// chain, the order sent as returned is not filled by a keeper round before the next push, and is
// filled at the price of that push.
func TestOutcomeBoundsAndTheFillAfterThePush(t *testing.T) {
	f := newFixture(t, 1, 10*time.Second)
	acct := f.env.Accounts[0]
	f.pushPrice(2, "3412.25")
	o, err := f.svc.Open(f.ctx, OpenOrder{Pair: 2, IsLong: true, Type: Market, Collateral: usdOf("100"), Size: usdOf("1000"),
		AcceptablePrice: usdOf("3420"), Slippage: big.NewInt(500)}, acct.Address) // 0.5%
	require.NoError(t, err)
	out := o.Outcome
	require.Equal(t, OutcomeFilled, out.Status, out.Reason)
	require.Equal(t, PriceBasisNote, out.PriceBasis)
	b := out.Bounds
	require.NotNil(t, b)
	require.Empty(t, b.Min, "a market long has no lower bound")
	require.Equal(t, "3437.1", b.MaxExact, "3420 * 1.005")
	require.Equal(t, OutcomeFilled, b.AtMax.Status, "the keeper fills at the bound")
	require.Equal(t, OutcomeCancelled, b.AboveMax.Status, "and cancels one unit above it")
	require.Equal(t, "slippage", b.AboveMax.Reason)
	require.Equal(t, "3437.100000000000000000000000000001", b.AboveMax.PriceExact)
	require.Contains(t, b.Summary, "3437.1")

	// sent as returned: a keeper round before the next push does nothing
	require.Equal(t, uint64(1), f.send(acct.Key, o.Prepared).Status)
	n, err := f.env.Keeper.RunUntilIdle(f.ctx, 4)
	require.NoError(t, err)
	require.Zero(t, n, "the keeper cannot fill at the price pushed before the order")
	id, ok := new(big.Int).SetString(out.PositionID, 10)
	require.True(t, ok)
	require.Equal(t, platform.StatusPending, f.positionInfo(id).Order.Status)
	// the next push (2% up, as a trader who knew it would have hoped to profit from) fills it there
	f.pushPrice(2, "3430")
	n, err = f.env.Keeper.RunUntilIdle(f.ctx, 4)
	require.NoError(t, err)
	require.Equal(t, 1, n)
	require.Equal(t, "3430", usd(f.positionInfo(id).Position.AveragePrice), "filled at the price pushed after the order")

	// a long close with allowedPrice 3440: runs at 3440, cancelled at 3440 + 1e-30
	c, err := f.svc.Close(f.ctx, CloseOrder{PosID: id, AllowedPrice: usdOf("3440")})
	require.NoError(t, err)
	require.Equal(t, OutcomeFilled, c.Outcome.Status, c.Outcome.Reason)
	cb := c.Outcome.Bounds
	require.NotNil(t, cb)
	require.Equal(t, "3440", cb.MaxExact)
	require.Equal(t, OutcomeFilled, cb.AtMax.Status)
	require.Equal(t, OutcomeCancelled, cb.AboveMax.Status)
	require.Equal(t, "price beyond allowed", cb.AboveMax.Reason)
	require.Empty(t, cb.Min)

	// the close, sent: not run before the next push, run at it
	require.Equal(t, uint64(1), f.send(acct.Key, c.Prepared).Status)
	n, err = f.env.Keeper.RunUntilIdle(f.ctx, 4)
	require.NoError(t, err)
	require.Zero(t, n, "the close does not run at the price pushed before it")
	f.pushPrice(2, "3425")
	_, err = f.env.Keeper.RunUntilIdle(f.ctx, 4)
	require.NoError(t, err)
	require.Zero(t, f.positionInfo(id).Position.Size.Sign(), "closed at the push after the request")
}

// Bounds of every order type and side, from the Vault's rule, each tried in the simulation.
func TestOutcomeBoundsByOrderType(t *testing.T) {
	f := newFixture(t, 1, 10*time.Second)
	acct := f.env.Accounts[0]
	f.pushPrice(2, "3000")
	base := OpenOrder{Pair: 2, Collateral: usdOf("100"), Size: usdOf("1000")}
	cases := []struct {
		name               string
		o                  func(OpenOrder) OpenOrder
		min, max           string
		belowMin, aboveMax string // status beyond
		belowWhy, aboveWhy string
	}{
		{"market short", func(o OpenOrder) OpenOrder {
			o.Type, o.AcceptablePrice, o.Slippage = Market, usdOf("3000"), big.NewInt(1000)
			return o
		}, "2970", "", OutcomeCancelled, "", "slippage", ""},
		{"limit long", func(o OpenOrder) OpenOrder {
			o.IsLong, o.Type, o.LimitPrice = true, Limit, usdOf("2900")
			return o
		}, "", "2900", "", OutcomeQueued, "", waitLimit},
		{"stop-market short", func(o OpenOrder) OpenOrder {
			o.Type, o.StopPrice = StopMarket, usdOf("2950")
			return o
		}, "", "2950", "", OutcomeQueued, "", waitStop},
		{"stop-limit long", func(o OpenOrder) OpenOrder {
			o.IsLong, o.Type, o.StopPrice, o.LimitPrice = true, StopLimit, usdOf("3100"), usdOf("3150")
			return o
		}, "3100", "3150", OutcomeQueued, OutcomeQueued, waitStop, waitStopTriggered},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			op, err := f.svc.Open(f.ctx, tc.o(base), acct.Address)
			require.NoError(t, err)
			b := op.Outcome.Bounds
			require.NotNil(t, b, op.Outcome.Reason)
			require.Equal(t, tc.min, b.MinExact)
			require.Equal(t, tc.max, b.MaxExact)
			if tc.min != "" {
				require.Equal(t, OutcomeFilled, b.AtMin.Status)
				require.Equal(t, tc.belowMin, b.BelowMin.Status)
				require.Equal(t, tc.belowWhy, b.BelowMin.Reason)
			}
			if tc.max != "" {
				require.Equal(t, OutcomeFilled, b.AtMax.Status)
				require.Equal(t, tc.aboveMax, b.AboveMax.Status)
				require.Equal(t, tc.aboveWhy, b.AboveMax.Reason)
			}
		})
	}
}
