package trade

import (
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/oracle"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/service/prepare"
)

// known is v, which the answer must tell (not nil).
func known(t *testing.T, v *big.Int) *big.Int {
	t.Helper()
	require.NotNil(t, v)
	return v
}

// The figures as the API writes them (internal/service/api formats them alike): a USD amount or an exact
// price (usdT), a price at the display precision (priceT), a leverage (levT), a percentage in
// basis points (pctT); "" for nil, a figure the answer leaves out.
func usdT(v *big.Int) string {
	if v == nil {
		return ""
	}
	return usd(v)
}

func priceT(v *big.Int) string {
	if v == nil {
		return ""
	}
	return displayPrice(v)
}

func levT(v *big.Int) string {
	if v == nil {
		return ""
	}
	return fixedpoint.Format(v, LeverageDecimals)
}

func pctT(v *big.Int) string {
	if v == nil {
		return ""
	}
	return fixedpoint.Format(v, PercentDecimals)
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
	require.Equal(t, "3412.25", priceT(out.Price))
	require.Equal(t, "2505", usdT(out.Size))
	require.Equal(t, "250.5", usdT(out.Collateral))
	require.Equal(t, "10", levT(out.Leverage))
	require.NotNil(t, out.LiquidationPrice)
	require.Equal(t, o.Prepared.Simulation.Context.BlockNumber+2, out.Block, "the keeper runs after the feed's round that follows the transaction")
	spent := new(big.Int).Sub(known(t, out.MarginBefore), known(t, out.MarginAfter))
	require.Equal(t, usd(new(big.Int).Add(known(t, out.Collateral), known(t, out.Fees.Opening))), usd(spent), "marginBefore - marginAfter = collateral + opening fee")
	require.Equal(t, o.Tx.Value.String(), known(t, out.Fees.Execution).String())
	require.Equal(t, "-"+fixedpoint.Format(spent, platform.PriceDecimals), effectOf(o.Effects, acct.Address.Hex(), MarginAsset))
	require.Equal(t, "-"+fixedpoint.Format(o.Tx.Value, 18), effectOf(o.Effects, acct.Address.Hex(), "ETH"), "the execution fee leaves the sender")
	require.Equal(t, fixedpoint.Format(o.Tx.Value, 18), effectOf(o.Effects, "keeper", "ETH"), "and goes to the keeper")

	before, err := f.svc.Balances(f.ctx, acct.Address)
	require.NoError(t, err)
	require.Equal(t, usdT(out.MarginBefore), usd(before.MarginBalance))
	require.Equal(t, uint64(1), f.send(acct.Key, o.Prepared).Status)
	n, err := f.env.RunKeeper(f.ctx, 4)
	require.NoError(t, err)
	require.Equal(t, 1, n)

	id := known(t, out.PositionID)
	pos := f.positionInfo(id).Position
	require.Equal(t, acct.Address, pos.Owner)
	require.Equal(t, usdT(out.Size), usd(pos.Size))
	require.Equal(t, usdT(out.Collateral), usd(pos.Collateral))
	require.Equal(t, priceT(out.Price), usd(pos.AveragePrice))
	after, err := f.svc.Balances(f.ctx, acct.Address)
	require.NoError(t, err)
	require.Equal(t, usdT(out.MarginAfter), usd(after.MarginBalance))
	views, err := f.positions(acct.Address, "open")
	require.NoError(t, err)
	require.Len(t, views, 1)
	require.Equal(t, levT(out.Leverage), levT(views[0].Leverage))
	// prices: at the display precision, each with its exact value, the chain's to the last digit
	require.Equal(t, usdT(out.LiquidationPrice), usdT(views[0].LiquidationPrice), "the outcome's liquidation price is the position's")
	liq := known(t, views[0].LiquidationPrice)
	require.Equal(t, fixedpoint.FormatSignificant(liq, platform.PriceDecimals, platform.PriceDisplayDigits), priceT(views[0].LiquidationPrice))
	require.Equal(t, priceT(out.LiquidationPrice), priceT(views[0].LiquidationPrice))
	display := priceT(out.LiquidationPrice)
	require.LessOrEqual(t, len(strings.SplitN(display+".", ".", 2)[0])+len(strings.SplitN(display+".", ".", 3)[1]), platform.PriceDisplayDigits,
		"liquidation price %s has more than %d significant digits", display, platform.PriceDisplayDigits)
	require.Greater(t, len(usdT(out.LiquidationPrice)), len(display), "a 10x long's liquidation price is not a round number: the display rounds it")
	require.Equal(t, "3412.25", priceT(views[0].AveragePrice))
	require.Equal(t, "3412.25", usdT(views[0].AveragePrice))

	// closing it: the outcome's payout is what the margin wallet gets when the keeper closes it
	c, err := f.svc.Close(f.ctx, CloseOrder{PosID: id})
	require.NoError(t, err)
	co := c.Outcome
	require.Equal(t, OutcomeFilled, co.Status, co.Reason)
	require.Equal(t, "0", usdT(co.RemainingSize))
	require.Equal(t, "2505", usdT(co.SizeDelta))
	require.Equal(t, "3412.25", priceT(co.Price))
	require.Equal(t, "0", usdT(co.PnL), "closed at the entry price")
	require.Equal(t, usd(new(big.Int).Sub(known(t, co.MarginAfter), known(t, co.MarginBefore))), usd(known(t, co.Payout)))
	require.Equal(t, uint64(1), f.send(acct.Key, c.Prepared).Status)
	_, err = f.env.RunKeeper(f.ctx, 4)
	require.NoError(t, err)
	closed, err := f.svc.Balances(f.ctx, acct.Address)
	require.NoError(t, err)
	require.Equal(t, usd(new(big.Int).Add(after.MarginBalance, known(t, co.Payout))), usd(closed.MarginBalance), "the payout reaches the margin wallet")
	require.Equal(t, usdT(co.MarginAfter), usd(closed.MarginBalance))
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
	require.Equal(t, usd(known(t, out.MarginBefore)), usd(known(t, out.MarginAfter)), "margin and fee refunded")
	require.Empty(t, effectOf(cancelled.Effects, acct.Address.Hex(), MarginAsset))
	require.Equal(t, uint64(1), f.send(acct.Key, cancelled.Prepared).Status)
	_, err := f.env.RunKeeper(f.ctx, 4)
	require.NoError(t, err)
	id := known(t, out.PositionID)
	require.Equal(t, platform.StatusCanceled, f.positionInfo(id).Order.Status, "the keeper cancelled it")

	limit := order
	limit.Type, limit.LimitPrice = Limit, usdOf("3000")
	out = open(limit).Outcome
	require.Equal(t, OutcomeQueued, out.Status, out.Reason)
	require.Contains(t, out.Trigger, "at or below the limit price 3000")
	require.NotNil(t, out.IfFilled)
	require.Equal(t, "3000", priceT(out.IfFilled.Price))
	require.Equal(t, "1000", usdT(out.IfFilled.Size))
	require.Equal(t, "10", levT(out.IfFilled.Leverage))
	require.Equal(t, usdT(out.MarginAfter), usdT(out.IfFilled.MarginAfter), "a fill moves escrow, not the margin wallet")

	stop := order
	stop.Type, stop.StopPrice = StopMarket, usdOf("3000")
	out = open(stop).Outcome
	require.Equal(t, OutcomeFilled, out.Status, out.Reason)
	require.Contains(t, out.Reason, "at once")
	require.Equal(t, "3412.25", priceT(out.Price))

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
	require.Equal(t, "1505", usdT(c.Outcome.RemainingSize))
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
	require.Len(t, c.Outcome.Triggers, 1)
	set := c.Outcome.Triggers[0]
	require.Equal(t, []string{"takeProfit", "4000", "4000", "5000"},
		[]string{string(set.Kind), priceT(set.Price), usdT(set.Price), pctT(set.ClosePercent)}, "kind, price, priceExact, closePercent")
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
	require.Nil(t, b.Min, "a market long has no lower bound")
	require.Equal(t, "3437.1", usdT(b.Max), "3420 * 1.005")
	require.Equal(t, OutcomeFilled, b.AtMax.Status, "the keeper fills at the bound")
	require.Equal(t, OutcomeCancelled, b.AboveMax.Status, "and cancels one unit above it")
	require.Equal(t, "slippage", b.AboveMax.Reason)
	require.Equal(t, "3437.100000000000000000000000000001", usdT(b.AboveMax.Price))
	require.Contains(t, b.Summary, "3437.1")

	// sent as returned: a keeper round before the next push does nothing
	require.Equal(t, uint64(1), f.send(acct.Key, o.Prepared).Status)
	n, err := f.env.Keeper.RunUntilIdle(f.ctx, 4)
	require.NoError(t, err)
	require.Zero(t, n, "the keeper cannot fill at the price pushed before the order")
	id := known(t, out.PositionID)
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
	require.Equal(t, "3440", usdT(cb.Max))
	require.Equal(t, OutcomeFilled, cb.AtMax.Status)
	require.Equal(t, OutcomeCancelled, cb.AboveMax.Status)
	require.Equal(t, "price beyond allowed", cb.AboveMax.Reason)
	require.Nil(t, cb.Min)

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
		belowMin, aboveMax OutcomeStatus // status beyond
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
			require.Equal(t, tc.min, usdT(b.Min))
			require.Equal(t, tc.max, usdT(b.Max))
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
