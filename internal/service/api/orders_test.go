package api

import (
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/platform"
)

// A client order id ties a prepared call to the position it makes once it lands: an open, a
// close and a cancel each found by their ids, with the position's status. Before it lands the
// same id may be prepared with any body (each recorded, none reserving the id); once it landed,
// the same body again is answered and another body or operation is a 409; another account's id
// is not found; malformed ids are 400s; without an index, a 503.
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
	other1 := ok[client.NewPositionResponse](t, h.typed(h.c.NewPositionWithResponse(h.ctx, changed)))
	require.NotEqual(t, first.Calldata, other1.Calldata, "before it lands an id reserves nothing: another body is prepared too")
	o := order("bot-7:open.1")
	require.Equal(t, client.ClientOrderStatusPrepared, o.Status)
	require.Nil(t, o.Operation)
	require.Len(t, o.Prepared, 2)
	require.Equal(t, client.ClientOrderPrepareOperationNewposition, o.Prepared[0].Operation)
	require.Nil(t, o.PositionID)
	require.True(t, strings.HasSuffix(first.Calldata, strings.TrimPrefix(tagOf("bot-7:open.1"), "0x")), "the call carries the id")

	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, first.Transaction).Status)
	id := h.lastPosID(t)
	require.Equal(t, 1, h.keeper())
	o = order("bot-7:open.1")
	require.Equal(t, client.ClientOrderStatusLanded, o.Status)
	require.Equal(t, client.ClientOrderOperationNewposition, *o.Operation)
	require.Equal(t, id.String(), *o.PositionID)
	require.Equal(t, client.ClientOrderPositionStatusOpen, *o.PositionStatus)
	require.True(t, slices.ContainsFunc(o.Prepared, func(p client.ClientOrderPrepare) bool { return p.Call == *o.Call }),
		"the landed call is one prepared under the id")
	// landed: the same body again is answered, another is a 409
	ok[client.NewPositionResponse](t, h.typed(h.c.NewPositionWithResponse(h.ctx, req)))
	requireError(t, h.typed(h.c.NewPositionWithResponse(h.ctx, changed)), http.StatusConflict, CodeClientOrderIDReused, "clientOrderId")
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
	require.Equal(t, client.ClientOrderOperationCloseposition, *c.Operation)
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
	require.Equal(t, client.ClientOrderOperationCloseposition, *set.Operation)
	require.Equal(t, client.ClientOrderPositionStatusPending, *set.PositionStatus)
	// an id that landed names one operation: a cancel under the open's id is a 409
	requireError(t, h.typed(h.c.CancelOrderWithResponse(h.ctx, client.CancelOrderRequest{PositionID: pending.String(), ClientOrderID: ptr("bot-7:open.1")})),
		http.StatusConflict, CodeClientOrderIDReused, "clientOrderId")
	cn := ok[client.CancelOrderResponse](t, h.typed(h.c.CancelOrderWithResponse(h.ctx, client.CancelOrderRequest{PositionID: pending.String(), ClientOrderID: ptr("bot-7:cancel.1")})))
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, cn.Transaction).Status)
	x := order("bot-7:cancel.1")
	require.Equal(t, client.ClientOrderStatusLanded, x.Status)
	require.Equal(t, pending.String(), *x.PositionID)
	require.Equal(t, client.ClientOrderOperationCancelorder, *x.Operation)
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

// tagOf is the trailer a Vault call carrying the client order id ends with, as hex.
func tagOf(id string) string {
	return hexutil.Encode(platform.TagClientOrder(nil, id))
}

// clientOrderSetup is a harness with the event index, its victim (Accounts[0]) and a third
// party (Accounts[1]), and a market long of the victim's with the id.
func clientOrderSetup(t *testing.T) (h *harness, db *eventdb.DB, order func(id string) client.NewPositionRequest, get func(id string) client.ClientOrder) {
	h = newHarness(t, 2)
	db = h.withEventIndex(t, serverOptions{})
	h.setPrice(2, "3412.25")
	victim := h.env.Accounts[0].Address.Hex()
	order = func(id string) client.NewPositionRequest {
		return client.NewPositionRequest{Pair: 2, IsLong: true, OrderType: client.NewPositionRequestOrderTypeMarket, Margin: ptr("250.5"), Size: ptr("2505"),
			MaxAcceptablePrice: ptr("3420"), SlippagePercent: ptr("50"), UserAddress: victim, ClientOrderID: ptr(id)}
	}
	get = func(id string) client.ClientOrder {
		t.Helper()
		h.caughtUp(t, db)
		return ok[client.ClientOrder](t, h.typed(h.c.GetClientOrderWithResponse(h.ctx, id, &client.GetClientOrderParams{Address: victim})))
	}
	return h, db, order, get
}

// Squatting (issue 40): a third party prepares another body with the victim's address and the id
// the victim's bot uses next, and sends an order of its own with that id; the victim's own
// prepare with the id is still answered, the victim sends it, and the id lands with the victim's
// position. The third party's order is tagged for the third party only.
func TestClientOrderIDSquatting(t *testing.T) {
	h, _, order, get := clientOrderSetup(t)
	victim, attacker := h.env.Accounts[0], h.env.Accounts[1]

	squat := order("bot:next")
	squat.Size, squat.Margin = ptr("1000"), ptr("100")
	ok[client.NewPositionResponse](t, h.typed(h.c.NewPositionWithResponse(h.ctx, squat)))
	// and the attacker's own order carrying the victim's id, sent
	theirs := order("bot:next")
	theirs.UserAddress = attacker.Address.Hex()
	sent := ok[client.NewPositionResponse](t, h.typed(h.c.NewPositionWithResponse(h.ctx, theirs)))
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), attacker.Key, sent.Transaction).Status)
	theirID := h.lastPosID(t)
	squatted := get("bot:next")
	require.Equal(t, client.ClientOrderStatusPrepared, squatted.Status, "the attacker's transaction is not the victim's")
	require.Len(t, squatted.Prepared, 1)

	mine := ok[client.NewPositionResponse](t, h.typed(h.c.NewPositionWithResponse(h.ctx, order("bot:next"))))
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), victim.Key, mine.Transaction).Status)
	id := h.lastPosID(t)
	require.NotEqual(t, theirID, id)
	got := get("bot:next")
	require.Equal(t, client.ClientOrderStatusLanded, got.Status)
	require.Equal(t, id.String(), *got.PositionID)
	require.Equal(t, client.ClientOrderOperationNewposition, *got.Operation)
	require.Equal(t, client.ClientOrderPositionStatusPending, *got.PositionStatus)
	require.Len(t, got.Prepared, 2, "both prepares are shown")
	require.Equal(t, 2, h.keeper())
	require.Equal(t, client.ClientOrderPositionStatusOpen, *get("bot:next").PositionStatus)
	// the attacker's transaction landed the id for the attacker only
	r := ok[client.ClientOrder](t, h.typed(h.c.GetClientOrderWithResponse(h.ctx, "bot:next", &client.GetClientOrderParams{Address: attacker.Address.Hex()})))
	require.Equal(t, client.ClientOrderStatusLanded, r.Status)
	require.Equal(t, theirID.String(), *r.PositionID)
}

// Never sent, never landed (issue 40): an order lands under one id; the same body prepared with
// a fresh id makes the same Vault call but for its trailer, and the fresh id, never sent, reads
// as prepared, never as landed. After the first id landed, another body under it is a 409, the
// same body is answered.
func TestClientOrderIDNeverSentNeverLands(t *testing.T) {
	h, _, order, get := clientOrderSetup(t)
	victim := h.env.Accounts[0]
	first := ok[client.NewPositionResponse](t, h.typed(h.c.NewPositionWithResponse(h.ctx, order("bot:x"))))
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), victim.Key, first.Transaction).Status)
	require.Equal(t, client.ClientOrderStatusLanded, get("bot:x").Status)

	fresh := ok[client.NewPositionResponse](t, h.typed(h.c.NewPositionWithResponse(h.ctx, order("bot:y"))))
	require.Equal(t, strings.TrimSuffix(first.Calldata, strings.TrimPrefix(tagOf("bot:x"), "0x")),
		strings.TrimSuffix(fresh.Calldata, strings.TrimPrefix(tagOf("bot:y"), "0x")), "the same order, another id")
	y := get("bot:y")
	require.Equal(t, client.ClientOrderStatusPrepared, y.Status)
	require.Nil(t, y.PositionID)
	require.Nil(t, y.TxHash)
	require.Equal(t, 1, h.keeper())
	require.Equal(t, client.ClientOrderStatusPrepared, get("bot:y").Status, "still not landed once the order it matches is filled")

	// (c) after bot:x landed: another body under it is a 409, the same one answered
	other := order("bot:x")
	other.Size = ptr("2600")
	e := requireError(t, h.typed(h.c.NewPositionWithResponse(h.ctx, other)), http.StatusConflict, CodeClientOrderIDReused, "clientOrderId")
	require.Contains(t, e.Error, "has landed")
	ok[client.NewPositionResponse](t, h.typed(h.c.NewPositionWithResponse(h.ctx, order("bot:x"))))
	requireError(t, h.typed(h.c.ClosePositionWithResponse(h.ctx, client.ClosePositionRequest{PositionID: *get("bot:x").PositionID, ClientOrderID: ptr("bot:x")})),
		http.StatusConflict, CodeClientOrderIDReused, "clientOrderId")
}

// The first of two transactions the account sends with one id is where the id landed; the second
// body prepared again is then a 409, the first answered.
func TestClientOrderIDFirstTransactionWins(t *testing.T) {
	h, _, order, get := clientOrderSetup(t)
	victim := h.env.Accounts[0]
	a := order("bot:z")
	b := order("bot:z")
	b.Size = ptr("2000")
	ta := ok[client.NewPositionResponse](t, h.typed(h.c.NewPositionWithResponse(h.ctx, a)))
	tb := ok[client.NewPositionResponse](t, h.typed(h.c.NewPositionWithResponse(h.ctx, b)))
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), victim.Key, ta.Transaction).Status)
	firstID := h.lastPosID(t)
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), victim.Key, tb.Transaction).Status)
	require.NotEqual(t, firstID, h.lastPosID(t))
	got := get("bot:z")
	require.Equal(t, client.ClientOrderStatusLanded, got.Status)
	require.Equal(t, firstID.String(), *got.PositionID, "the first transaction wins")
	requireError(t, h.typed(h.c.NewPositionWithResponse(h.ctx, b)), http.StatusConflict, CodeClientOrderIDReused, "clientOrderId")
	ok[client.NewPositionResponse](t, h.typed(h.c.NewPositionWithResponse(h.ctx, a)))
}
