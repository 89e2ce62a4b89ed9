package api

import (
	"math/big"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
)

// The liquidation forecast is the chain's own future: an open's outcome forecasts the position
// its fill makes, GET /api/positions/{id} the open position; each point, a day later say, is
// exactly the liquidation price the Reader gives once the chain really is at that point's time
// at the same price (a block sealed at that very second). A long that pays borrow and funding
// fees sees its liquidation price rise, and the forecast says when it reaches today's price.
func TestLiquidationForecast(t *testing.T) {
	h := newHarness(t, 1)
	acct := h.env.Accounts[0]
	h.setPrice(2, "3412.25")
	open := ok[client.NewPositionResponse](t, h.typed(h.c.NewPositionWithResponse(h.ctx, client.NewPositionRequest{Pair: 2, IsLong: true,
		OrderType: client.NewPositionRequestOrderTypeMarket, Margin: ptr("250.5"), Size: ptr("2505"),
		MaxAcceptablePrice: ptr("3420"), SlippagePercent: ptr("50"), UserAddress: acct.Address.Hex()})))
	require.Equal(t, "filled", string(open.Outcome.Status))
	predicted := open.Outcome.Forecast
	require.NotNil(t, predicted, "an open's outcome forecasts its position")
	requireForecastShape(t, predicted)
	require.Equal(t, *open.Outcome.LiquidationPriceExact, predicted.LiquidationPriceExact, "it starts from the fill")
	require.Equal(t, *open.Outcome.Timestamp, predicted.From)

	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, open.Transaction).Status)
	id := h.lastPosID(t)
	require.Equal(t, 1, h.keeper())
	filled, err := h.env.Dest.Client().HeaderByNumber(h.ctx, nil)
	require.NoError(t, err)

	life := ok[client.PositionLife](t, h.get("/api/positions/"+id.String()))
	fc := life.Forecast
	require.NotNil(t, fc, "an open position has a forecast")
	requireForecastShape(t, fc)
	require.GreaterOrEqual(t, uint64(fc.From), filled.Time, "from the next block (anvil may seal it in the same second)")

	// a day after the read's first block, really: the Reader then says what the forecast said
	day := fc.Points[1]
	require.Equal(t, 86_400, day.After)
	h.jumpTo(t, uint64(day.Timestamp))
	require.Equal(t, day.LiquidationPriceExact, usdText(h.figures(t, id).LiquidationPrice), "the forecast at +1 day is the chain's a day later")

	// the open's forecast, from its fill: a day after the real fill (same state, same rates)
	// the chain is further on now; a second position opened now and jumped to its own +1 day
	// checks the outcome's forecast the same way, once a fresh price is pushed
	h.setPrice(2, "3412.25")
	again := ok[client.NewPositionResponse](t, h.typed(h.c.NewPositionWithResponse(h.ctx, client.NewPositionRequest{Pair: 2, IsLong: true,
		OrderType: client.NewPositionRequestOrderTypeMarket, Margin: ptr("250.5"), Size: ptr("2505"),
		MaxAcceptablePrice: ptr("3420"), SlippagePercent: ptr("50"), UserAddress: acct.Address.Hex()})))
	require.NotNil(t, again.Outcome.Forecast)
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, again.Transaction).Status)
	second := h.lastPosID(t)
	require.Equal(t, 1, h.keeper())
	fill, err := h.env.Dest.Client().HeaderByNumber(h.ctx, nil)
	require.NoError(t, err)
	if uint64(again.Outcome.Forecast.From) == fill.Time {
		h.jumpTo(t, uint64(again.Outcome.Forecast.Points[0].Timestamp))
		require.Equal(t, again.Outcome.Forecast.Points[0].LiquidationPriceExact, usdText(h.figures(t, second).LiquidationPrice),
			"the open's forecast at +1 hour is the chain's an hour after the fill")
	} else {
		t.Logf("the keeper filled at %d, the simulation at %d: the open's forecast starts elsewhere", fill.Time, again.Outcome.Forecast.From)
	}

	// a pending order has none
	limit := ok[client.NewPositionResponse](t, h.typed(h.c.NewPositionWithResponse(h.ctx, client.NewPositionRequest{Pair: 2, IsLong: true,
		OrderType: client.NewPositionRequestOrderTypeLimit, Margin: ptr("250.5"), Size: ptr("2505"), LimitPrice: ptr("3000"), UserAddress: acct.Address.Hex()})))
	require.NotNil(t, limit.Outcome.IfFilled)
	require.NotNil(t, limit.Outcome.Forecast, "a queued order forecasts its fill at the trigger")
	require.Equal(t, "3000", limit.Outcome.Forecast.MarkPriceExact)
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, limit.Transaction).Status)
	pending := h.lastPosID(t)
	require.Nil(t, ok[client.PositionLife](t, h.get("/api/positions/"+pending.String())).Forecast)
}

// requireForecastShape checks the points' times and that a long paying fees moves its
// liquidation price up with time, and the time until it reaches the mark price against them.
func requireForecastShape(t *testing.T, fc *client.LiquidationForecast) {
	t.Helper()
	require.Len(t, fc.Points, 4)
	prev := usd(fc.LiquidationPriceExact)
	for i, want := range []int{3_600, 86_400, 7 * 86_400, 30 * 86_400} {
		p := fc.Points[i]
		require.Equal(t, want, p.After)
		require.Equal(t, fc.From+want, p.Timestamp)
		liq := usd(p.LiquidationPriceExact)
		require.Positive(t, liq.Cmp(prev), "a long's liquidation price rises as fees accrue (point %d)", i)
		prev = liq
	}
	mark := usd(fc.MarkPriceExact)
	if fc.ReachesMarkPriceIn == nil {
		require.Negative(t, prev.Cmp(mark), "not within 30 days: the last point is below the mark price")
		return
	}
	in := *fc.ReachesMarkPriceIn
	for _, p := range fc.Points {
		require.Equal(t, p.After >= in, usd(p.LiquidationPriceExact).Cmp(mark) >= 0, "the crossing at %d s and the point at %d s", in, p.After)
	}
}

// jumpTo seals a block at exactly timestamp ts.
func (h *harness) jumpTo(t *testing.T, ts uint64) {
	t.Helper()
	head, err := h.env.Dest.Client().HeaderByNumber(h.ctx, nil)
	require.NoError(t, err)
	require.Greater(t, ts, head.Time)
	_, sealed, err := h.env.Dest.Jump(time.Duration(ts-head.Time) * time.Second)
	require.NoError(t, err)
	require.Equal(t, ts, sealed.Time)
}

// figures is Reader.getPositionFigures of posID at the head.
func (h *harness) figures(t *testing.T, posID *big.Int) reader.ReaderPositionFigures {
	t.Helper()
	r := reader.NewReader()
	out, err := h.env.Owner.Call(h.ctx, h.env.Manifest.Destination.Reader, r.PackGetPositionFigures(posID))
	require.NoError(t, err)
	f, err := r.UnpackGetPositionFigures(out)
	require.NoError(t, err)
	return f
}
