package api

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
)

// cancelorder with clientOrderId and userAddress, without positionId, cancels the order the
// account placed under that id, whoever else placed an order under the same id: the other
// account's order stays. An id prepared but not landed is a 409 with Retry-After, one that
// landed with a take-profit change a 409, an unknown one a 404; userAddress is required; the
// cancel signed and sent cancels that order on chain. Beside positionId, clientOrderId still
// tags the cancel itself, with a Deprecation header.
func TestCancelByClientOrderID(t *testing.T) {
	h := newHarness(t, 2)
	db := h.withEventIndex(t, serverOptions{})
	acct, other := h.env.Accounts[0], h.env.Accounts[1]
	h.setPrice(2, "3412.25")
	limitOrder := func(user, id string) client.NewPositionRequest {
		return client.NewPositionRequest{Pair: 2, IsLong: true, OrderType: client.NewPositionRequestOrderTypeLimit, Margin: ptr("250.5"),
			Size: ptr("2505"), LimitPrice: ptr("3000"), UserAddress: user, ClientOrderID: ptr(id)}
	}
	cancelByID := func(user, id string) response {
		return h.post("/api/cancelorder", map[string]any{"clientOrderId": id, "userAddress": user})
	}

	// both accounts place a limit order far from the price under the same id
	mine := ok[client.NewPositionResponse](t, h.typed(h.c.NewPositionWithResponse(h.ctx, limitOrder(acct.Address.Hex(), "desk:limit.1"))))
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, mine.Transaction).Status)
	myOrder := h.lastPosID(t)
	theirs := ok[client.NewPositionResponse](t, h.typed(h.c.NewPositionWithResponse(h.ctx, limitOrder(other.Address.Hex(), "desk:limit.1"))))
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), other.Key, theirs.Transaction).Status)
	theirOrder := h.lastPosID(t)
	require.NotEqual(t, myOrder, theirOrder)

	// prepared, not sent: not landed yet
	ok[client.NewPositionResponse](t, h.typed(h.c.NewPositionWithResponse(h.ctx, limitOrder(acct.Address.Hex(), "desk:limit.2"))))
	h.caughtUp(t, db)
	r := cancelByID(acct.Address.Hex(), "desk:limit.2")
	requireError(t, r, http.StatusConflict, CodeClientOrderNotLanded, "clientOrderId")
	require.Equal(t, "2", r.Header.Get("Retry-After"))
	requireError(t, cancelByID(acct.Address.Hex(), "never-given"), http.StatusNotFound, CodeNotFound, "clientOrderId")
	requireError(t, h.post("/api/cancelorder", map[string]any{"clientOrderId": "desk:limit.1"}), http.StatusBadRequest, CodeMissingField, "userAddress")
	requireError(t, h.post("/api/cancelorder", map[string]any{"userAddress": acct.Address.Hex()}), http.StatusBadRequest, CodeMissingField, "positionId")

	// a take-profit set on the order under an id: that id names no order
	tpsl := h.closePosition(t, client.ClosePositionRequest{PositionID: myOrder.String(), TakeProfit: ptr("3600"), TakeProfitClosePercent: ptr("10000"),
		ClientOrderID: ptr("desk:tp.1")})
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, tpsl.Transaction).Status)
	h.caughtUp(t, db)
	requireError(t, cancelByID(acct.Address.Hex(), "desk:tp.1"), http.StatusConflict, CodeConflict, "clientOrderId")

	// by id: the account's own order, never the other's
	cn := ok[client.CancelOrderResponse](t, cancelByID(acct.Address.Hex(), "desk:limit.1"))
	require.Equal(t, myOrder.String(), cn.PositionID)
	require.Equal(t, "desk:limit.1", *cn.ClientOrderID)
	require.Equal(t, myOrder.String(), ok[client.CancelOrderResponse](t, h.typed(h.c.CancelOrderWithResponse(h.ctx,
		client.CancelOrderRequest{ClientOrderID: ptr("desk:limit.1"), UserAddress: ptr(acct.Address.Hex())}))).PositionID, "the typed client, too")
	require.Equal(t, theirOrder.String(), ok[client.CancelOrderResponse](t, cancelByID(other.Address.Hex(), "desk:limit.1")).PositionID)
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, cn.Transaction).Status)
	require.Empty(t, h.pending(t, acct.Address), "my order is gone")
	require.Len(t, h.pending(t, other.Address), 1, "theirs stays")
	require.Equal(t, theirOrder.String(), h.pending(t, other.Address)[0].PositionID)
	// cancelled: a cancel by its id again is the chain's refusal of a cancelled order
	h.caughtUp(t, db)
	requireError(t, cancelByID(acct.Address.Hex(), "desk:limit.1"), http.StatusConflict, CodeConflict, "")

	// the old form: positionId with clientOrderId tags the cancel, deprecated
	old := h.post("/api/cancelorder", map[string]any{"positionId": theirOrder.String(), "clientOrderId": "desk:cancel.9"})
	require.Equal(t, http.StatusOK, old.Status, string(old.Body))
	require.Equal(t, "true", old.Header.Get("Deprecation"))
	require.Empty(t, h.post("/api/cancelorder", map[string]any{"positionId": theirOrder.String()}).Header.Get("Deprecation"))

	h.serve(t, serverOptions{})
	requireError(t, cancelByID(acct.Address.Hex(), "desk:limit.1"), http.StatusServiceUnavailable, CodeNoEventIndex, "")
}

// Every read takes minBlock: at or below the block it stands at, the answer; past it, a 409
// BLOCK_NOT_REACHED with Retry-After and the block; more than MaxBlocksAhead past it, a 400;
// 0, negative, text, a float: 400. A position asked for with a minBlock past the node's head is
// a 409, never the 404 of a position the node has not seen yet.
func TestReadsWaitForMinBlock(t *testing.T) {
	h := newHarness(t, 1)
	db := h.withEventIndex(t, serverOptions{})
	acct := h.env.Accounts[0]
	id := h.openFilled(t, acct, true)
	h.caughtUp(t, db)
	head, err := h.env.Dest.Client().BlockNumber(h.ctx)
	require.NoError(t, err)
	addr := acct.Address.Hex()
	reads := []string{
		"/api/markets?address=" + addr, "/api/positions?address=" + addr, "/api/positions?status=closed&address=" + addr,
		"/api/positions/" + id.String(), "/api/userbalances?address=" + addr, "/api/events?address=" + addr,
		"/api/trades?address=" + addr, "/api/orders/none?address=" + addr,
	}
	for _, path := range reads {
		sep := "?"
		if strings.Contains(path, "?") {
			sep = "&"
		}
		at := func(b uint64) string { return fmt.Sprintf("%s%sminBlock=%d", path, sep, b) }
		t.Run(path, func(t *testing.T) {
			r := h.get(at(head))
			require.Contains(t, []int{http.StatusOK, http.StatusNotFound}, r.Status, string(r.Body))
			r = h.get(at(head + 3))
			e := requireError(t, r, http.StatusConflict, CodeBlockNotReached, "minBlock")
			require.Equal(t, "1", r.Header.Get("Retry-After"))
			require.NotNil(t, e.BlockNumber)
			require.Equal(t, int(head), *e.BlockNumber)
			r = h.get(at(head + 50))
			requireError(t, r, http.StatusConflict, CodeBlockNotReached, "minBlock")
			require.Equal(t, "5", r.Header.Get("Retry-After"))
			requireError(t, h.get(at(head+MaxBlocksAhead+1)), http.StatusBadRequest, CodeInvalidField, "minBlock")
			for _, bad := range []string{"0", "-1", "1.5", "x", "", "9223372036854775808"} {
				requireError(t, h.get(path+sep+"minBlock="+bad), http.StatusBadRequest, CodeInvalidField, "minBlock")
			}
		})
	}
	requireError(t, h.get(fmt.Sprintf("/api/positions/%d?minBlock=%d", id.Uint64()+100, head+2)), http.StatusConflict, CodeBlockNotReached, "minBlock")
	requireError(t, h.get(fmt.Sprintf("/api/positions/%d?minBlock=%d", id.Uint64()+100, head)), http.StatusNotFound, CodeNotFound, "positionId")
	life := ok[client.PositionLife](t, h.get(fmt.Sprintf("/api/positions/%s?minBlock=%d", id, head)))
	require.GreaterOrEqual(t, uint64(life.BlockNumber), head)
}
