package api

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
)

// A client order id ties a prepared call to the position it makes once it lands: an open, a
// close and a cancel each found by their ids, with the position's status. The same id with the
// same body may be prepared again; with another body it is a 409 and the first stays; another
// account's id is not found; malformed ids are 400s; without an index, a 503.
func TestClientOrderIDs(t *testing.T) {
	h := newHarness(t, 2)
	db := h.withEventIndex(t, serverOptions{})
	acct, other := h.env.Accounts[0], h.env.Accounts[1]
	find := func(id, address string) response {
		return h.get("/api/orders/" + id + "?address=" + address)
	}
	order := func(id string) client.ClientOrder {
		t.Helper()
		h.caughtUp(t, db)
		return ok[client.ClientOrder](t, h.typed(h.c.GetClientOrderWithResponse(h.ctx, id, &client.GetClientOrderParams{Address: acct.Address.Hex()})))
	}

	h.setPrice(2, "3412.25")
	req := client.NewPositionRequest{Pair: 2, IsLong: true, OrderType: client.NewPositionRequestOrderTypeMarket, Margin: ptr("250.5"), Size: ptr("2505"),
		MaxAcceptablePrice: ptr("3420"), SlippagePercent: ptr("50"), UserAddress: acct.Address.Hex(), ClientOrderID: ptr("bot-7:open.1")}
	first := ok[client.NewPositionResponse](t, h.typed(h.c.NewPositionWithResponse(h.ctx, req)))
	again := ok[client.NewPositionResponse](t, h.typed(h.c.NewPositionWithResponse(h.ctx, req)))
	require.Equal(t, first.Calldata, again.Calldata, "the same body again: answered as before")
	changed := req
	changed.Size = ptr("2506")
	requireError(t, h.typed(h.c.NewPositionWithResponse(h.ctx, changed)), http.StatusConflict, CodeClientOrderIDReused, "clientOrderId")
	o := order("bot-7:open.1")
	require.Equal(t, client.ClientOrderStatusPrepared, o.Status)
	require.Equal(t, client.ClientOrderOperationNewposition, o.Operation)
	require.Len(t, o.Calls, 1)
	require.Nil(t, o.PositionID)

	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, first.Transaction).Status)
	id := h.lastPosID(t)
	require.Equal(t, 1, h.keeper())
	o = order("bot-7:open.1")
	require.Equal(t, client.ClientOrderStatusLanded, o.Status)
	require.Equal(t, id.String(), *o.PositionID)
	require.Equal(t, client.ClientOrderPositionStatusOpen, *o.PositionStatus)
	requireError(t, find("bot-7:open.1", other.Address.Hex()), http.StatusNotFound, CodeNotFound, "clientOrderId")

	// the same id for another account is that account's own
	theirs := req
	theirs.UserAddress = other.Address.Hex()
	theirs.Size = ptr("2000")
	ok[client.NewPositionResponse](t, h.typed(h.c.NewPositionWithResponse(h.ctx, theirs)))

	m := h.closePosition(t, client.ClosePositionRequest{PositionID: id.String(), AllowedPrice: ptr("3500"), ClientOrderID: ptr("bot-7:close.1")})
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, m.Transaction).Status)
	require.Equal(t, 1, h.keeper())
	c := order("bot-7:close.1")
	require.Equal(t, client.ClientOrderOperationCloseposition, c.Operation)
	require.Equal(t, client.ClientOrderStatusLanded, c.Status)
	require.Equal(t, id.String(), *c.PositionID)
	require.Equal(t, client.ClientOrderPositionStatusClosed, *c.PositionStatus)

	// a limit order far from the price, cancelled by its owner under an id
	limit := ok[client.NewPositionResponse](t, h.typed(h.c.NewPositionWithResponse(h.ctx, client.NewPositionRequest{Pair: 2, IsLong: true,
		OrderType: client.NewPositionRequestOrderTypeLimit, Margin: ptr("250.5"), Size: ptr("2505"), LimitPrice: ptr("3000"), UserAddress: acct.Address.Hex()})))
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, limit.Transaction).Status)
	pending := h.lastPosID(t)
	// a take-profit set on the pending order under an id: a closeposition that lands as TriggerSet
	tpsl := h.closePosition(t, client.ClosePositionRequest{PositionID: pending.String(), TakeProfit: ptr("3600"), TakeProfitClosePercent: ptr("10000"),
		ClientOrderID: ptr("bot-7:tpsl.1")})
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, tpsl.Transaction).Status)
	set := order("bot-7:tpsl.1")
	require.Equal(t, client.ClientOrderStatusLanded, set.Status)
	require.Equal(t, pending.String(), *set.PositionID)
	require.Equal(t, client.ClientOrderPositionStatusPending, *set.PositionStatus)
	// an id names one operation: a cancel under the open's id is a 409
	requireError(t, h.typed(h.c.CancelOrderWithResponse(h.ctx, client.CancelOrderRequest{PositionID: pending.String(), ClientOrderID: ptr("bot-7:open.1")})),
		http.StatusConflict, CodeClientOrderIDReused, "clientOrderId")
	cn := ok[client.CancelOrderResponse](t, h.typed(h.c.CancelOrderWithResponse(h.ctx, client.CancelOrderRequest{PositionID: pending.String(), ClientOrderID: ptr("bot-7:cancel.1")})))
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, cn.Transaction).Status)
	x := order("bot-7:cancel.1")
	require.Equal(t, client.ClientOrderStatusLanded, x.Status)
	require.Equal(t, pending.String(), *x.PositionID)
	require.Equal(t, client.ClientOrderPositionStatusCancelled, *x.PositionStatus)

	addr := acct.Address.Hex()
	for _, bad := range []string{`""`, `"` + strings.Repeat("a", 65) + `"`, `"a b"`, `"caf\u00e9"`, `"a/b"`, `7`, `null`, `{}`} {
		body := `{"pair":2,"isLong":true,"orderType":"market","margin":"250.5","size":"2505","maxAcceptablePrice":"3420","slippagePercent":"50","userAddress":"` + addr + `","clientOrderId":` + bad + `}`
		r := h.do(http.MethodPost, "/api/newposition", "application/json", []byte(body))
		if bad == `null` {
			require.Equal(t, http.StatusOK, r.Status, "null: no id, as absent")
			continue
		}
		requireError(t, r, http.StatusBadRequest, CodeInvalidField, "clientOrderId")
	}
	requireError(t, find(strings.Repeat("a", 65), addr), http.StatusBadRequest, CodeInvalidField, "clientOrderId")
	requireError(t, find("a%20b", addr), http.StatusBadRequest, CodeInvalidField, "clientOrderId")
	requireError(t, find("never-given", addr), http.StatusNotFound, CodeNotFound, "clientOrderId")
	requireError(t, h.get("/api/orders/bot-7:open.1"), http.StatusBadRequest, CodeMissingField, "address")
	requireError(t, h.get("/api/orders/bot-7:open.1?address="+addr+"&x=1"), http.StatusBadRequest, CodeUnknownField, "x")

	h.serve(t, serverOptions{})
	requireError(t, h.typed(h.c.NewPositionWithResponse(h.ctx, req)), http.StatusServiceUnavailable, CodeNoEventIndex, "")
	requireError(t, find("bot-7:open.1", addr), http.StatusServiceUnavailable, CodeNoEventIndex, "")
}
