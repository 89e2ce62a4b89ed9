package api

import (
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/problem"
)

// keeperNoPush is one keeper round at the prices on chain, without the feed's next round: the
// keeper acting on what the last push made due.
func (h *harness) keeperNoPush(t *testing.T) int {
	t.Helper()
	res, err := h.env.Keeper.Round(h.ctx)
	require.NoError(t, err)
	return len(res.Executed)
}

// requireLastLook checks a refusal of the no-last-look rule: 409 with the code, Retry-After and
// the price the keeper acts at.
func requireLastLook(t *testing.T, r response, code, field, price string) {
	t.Helper()
	e := requireError(t, r, http.StatusConflict, code, field)
	require.Equal(t, "5", r.Header.Get("Retry-After"), string(r.Body))
	require.NotNil(t, e.Revert, string(r.Body))
	require.Contains(t, e.Error, price, string(r.Body))
	require.Contains(t, string(r.Body), `"oraclePrice":"`+price+`"`)
}

// No last look, tried through the API alone as a trader who watches the chain would: prepare,
// sign and send an order; the feed pushes the next round, which makes the order fillable; the
// trader, who now knows the fill price and sees the market moving against them, asks to cancel
// before the keeper acts. Before the rule the cancel was prepared, sent and mined, and the
// margin came back in full (a free option on the pool). Now the cancel is refused with a 409
// before anything is signed, a cancel prepared before the push and sent now reverts on chain,
// and the keeper fills at the published price. The same for a take-profit that is due at the
// published price: moving it away is refused and the keeper closes at that price.
func TestNoLastLook(t *testing.T) {
	h := newHarnessWithin(t, 1, 4*time.Minute)
	owner := h.env.Accounts[0]
	c := h.c
	h.setPrice(2, "3412.25")

	// a market long, and its cancel prepared before the push (allowed then: nothing is public)
	m := ok[client.NewPositionResponse](t, h.typed(c.NewPositionWithResponse(h.ctx, client.NewPositionRequest{Pair: 2, IsLong: true,
		OrderType: client.NewPositionRequestOrderTypeMarket, Margin: ptr("250.5"), Size: ptr("2505"),
		MaxAcceptablePrice: ptr("3420"), SlippagePercent: ptr("50"), UserAddress: owner.Address.Hex()})))
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), owner.Key, m.Transaction).Status)
	id := h.lastPosID(t)
	early := ok[client.CancelOrderResponse](t, h.typed(c.CancelOrderWithResponse(h.ctx, client.CancelOrderRequest{PositionID: id.String()})))
	marginPending := h.marginOf(t, owner.Address)

	h.setPrice(2, "3412.25") // the next round: the fill price is public, the keeper has not acted
	requireLastLook(t, h.typed(c.CancelOrderWithResponse(h.ctx, client.CancelOrderRequest{PositionID: id.String()})),
		problem.CodeOrderExecutable, "positionId", "3412.25")
	// the cancel prepared before the push, signed and sent now: the Vault refuses it
	require.Equal(t, uint64(0), h.sendPrepared(h.env.Dest.Client(), owner.Key, early.Transaction).Status, "the chain refuses the late cancel")
	require.Equal(t, marginPending, h.marginOf(t, owner.Address), "nothing came back")
	require.Equal(t, 1, h.keeperNoPush(t))
	info := h.positionInfo(t, id)
	require.Equal(t, platform.StatusFilled, info.Order.Status)
	require.Equal(t, usd("3412.25"), info.Position.AveragePrice, "filled at the published price")

	// a take-profit at 3450, then the push that makes it due; moving it to 3600 is refused
	tp := h.closePosition(t, client.ClosePositionRequest{PositionID: id.String(), TakeProfit: ptr("3450"), TakeProfitClosePercent: ptr("10000")})
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), owner.Key, tp.Transaction).Status)
	h.setPrice(2, "3455")
	requireLastLook(t, h.typed(c.ClosePositionWithResponse(h.ctx, client.ClosePositionRequest{PositionID: id.String(),
		TakeProfit: ptr("3600"), TakeProfitClosePercent: ptr("10000")})), problem.CodeTriggerDue, "takeProfit", "3455")
	// the stop-loss, which is not due, can still be set
	sl := h.closePosition(t, client.ClosePositionRequest{PositionID: id.String(), StopLoss: ptr("3300"), StopLossClosePercent: ptr("10000")})
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), owner.Key, sl.Transaction).Status)
	require.Equal(t, 1, h.keeperNoPush(t))
	require.Zero(t, h.positionInfo(t, id).Position.Size.Sign(), "the take-profit fired at the published price")

	// a short limit order at 3420 that the push to 3425 makes fillable: refused; once the price
	// moves back below the limit before any keeper round, the owner may cancel it again
	h.setPrice(2, "3412.25")
	l := ok[client.NewPositionResponse](t, h.typed(c.NewPositionWithResponse(h.ctx, client.NewPositionRequest{Pair: 2, IsLong: false,
		OrderType: client.NewPositionRequestOrderTypeLimit, LimitPrice: ptr("3420"), Margin: ptr("100"), Size: ptr("1000"),
		UserAddress: owner.Address.Hex()})))
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), owner.Key, l.Transaction).Status)
	lid := h.lastPosID(t)
	h.setPrice(2, "3425")
	requireLastLook(t, h.typed(c.CancelOrderWithResponse(h.ctx, client.CancelOrderRequest{PositionID: lid.String()})),
		problem.CodeOrderExecutable, "positionId", "3425")
	h.setPrice(2, "3412.25")
	back := ok[client.CancelOrderResponse](t, h.typed(c.CancelOrderWithResponse(h.ctx, client.CancelOrderRequest{PositionID: lid.String()})))
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), owner.Key, back.Transaction).Status)
	require.Equal(t, platform.StatusCanceled, h.positionInfo(t, lid).Order.Status)
}
