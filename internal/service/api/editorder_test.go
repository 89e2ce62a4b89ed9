package api

import (
	"math/big"
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/internal/platform"
)

// A limit order edited in place keeps its id and gets what the answer predicted, the margin
// wallet moving by exactly the predicted amount; an order the pushed price already fills cannot
// be edited (no last look); a good-til-time order, once past its time, is cancelled by the
// keeper with its collateral and fee refunded; and the bad inputs are 4xx naming the field.
func TestEditOrderAndGoodTilTime(t *testing.T) {
	h := newHarness(t, 2)
	owner, other := h.env.Accounts[0], h.env.Accounts[1]
	h.setPrice(2, "3412.25")
	head, err := h.env.Dest.Client().HeaderByNumber(h.ctx, nil)
	require.NoError(t, err)
	expiry := strconv.FormatUint(head.Time+3_600, 10)
	limit := ok[client.NewPositionResponse](t, h.typed(h.c.NewPositionWithResponse(h.ctx, client.NewPositionRequest{Pair: 2, IsLong: true,
		OrderType: client.NewPositionRequestOrderTypeLimit, LimitPrice: ptr("3300"), Margin: ptr("100"), Size: ptr("1000"),
		UserAddress: owner.Address.Hex(), ExpiresAt: ptr(expiry)})))
	require.Equal(t, "queued", string(limit.Outcome.Status))
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), owner.Key, limit.Transaction).Status)
	id := h.lastPosID(t)

	// edited in place: a new price, twice the size and margin, good for a day
	before := h.marginOf(t, owner.Address)
	dayExpiry := strconv.FormatUint(head.Time+86_400, 10)
	req := client.EditOrderRequest{PositionID: id.String(), LimitPrice: ptr("3350"), Margin: "200", Size: "2000", ExpiresAt: ptr(dayExpiry)}
	ed := ok[client.EditOrderResponse](t, h.typed(h.c.EditOrderWithResponse(h.ctx, req)))
	require.Equal(t, "edited", string(ed.Outcome.Status))
	require.Equal(t, "2000", *ed.Outcome.Size)
	require.Equal(t, "200", *ed.Outcome.Collateral)
	require.Equal(t, usdText(before), *ed.Outcome.MarginBefore)
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), owner.Key, ed.Transaction).Status)
	info := h.positionInfo(t, id)
	require.Equal(t, platform.StatusPending, info.Order.Status)
	require.Equal(t, 0, info.Order.LimitPrice.Cmp(usd("3350")))
	require.Equal(t, 0, info.Order.Size.Cmp(usd("2000")))
	require.Equal(t, *ed.Outcome.MarginAfter, usdText(h.marginOf(t, owner.Address)), "the margin wallet moved as predicted")
	require.Equal(t, id, h.lastPosID(t), "the same order: no new id")

	// bad input and refusals
	body := func(extra map[string]any) rawJSON {
		b := rawJSON{"positionId": id.String(), "limitPrice": "3350", "margin": "200", "size": "2000"}
		for k, v := range extra {
			if v == nil {
				delete(b, k)
				continue
			}
			b[k] = v
		}
		return b
	}
	now := time.Now().Unix()
	h.requireErrorRows(t, "/api/editorder", []errorRow{
		{"margin missing", body(map[string]any{"margin": nil}), 400, CodeMissingField, "margin"},
		{"size missing", body(map[string]any{"size": nil}), 400, CodeMissingField, "size"},
		{"limitPrice missing for a limit order", body(map[string]any{"limitPrice": nil}), 400, CodeMissingField, "limitPrice"},
		{"a stop price on a limit order", body(map[string]any{"stopMarketPrice": "3000"}), 400, CodeInvalidField, "stopMarketPrice"},
		{"expiry in the past", body(map[string]any{"expiresAt": now - 10}), 400, CodeInvalidField, "expiresAt"},
		{"expiry beyond a year", body(map[string]any{"expiresAt": now + 366*86_400}), 400, CodeInvalidField, "expiresAt"},
		{"expiry not a number", body(map[string]any{"expiresAt": "soon"}), 400, CodeInvalidField, "expiresAt"},
		{"unknown field", body(map[string]any{"price": "1"}), 400, CodeUnknownField, "price"},
		{"not the owner", body(map[string]any{"userAddress": other.Address.Hex()}), 403, "NOT_OWNER", "userAddress"},
		{"unknown id", body(map[string]any{"positionId": "999"}), 404, CodeNotFound, "positionId"},
	})
	market := h.openFilled(t, owner, true)
	requireError(t, h.post("/api/editorder", body(map[string]any{"positionId": market.String()})), http.StatusConflict, CodeConflict, "positionId")
	requireError(t, h.newPosition(client.NewPositionRequest{Pair: 2, IsLong: true, OrderType: client.NewPositionRequestOrderTypeMarket,
		MaxAcceptablePrice: ptr("3420"), SlippagePercent: ptr("50"), Margin: ptr("100"), Size: ptr("1000"), UserAddress: owner.Address.Hex(),
		ExpiresAt: ptr(expiry)}), http.StatusBadRequest, CodeInvalidField, "expiresAt")

	// no last look: the pushed price fills the order; the owner cannot edit it away
	h.setPrice(2, "3340")
	r := h.post("/api/editorder", body(map[string]any{"limitPrice": "3000"}))
	requireError(t, r, http.StatusConflict, "ORDER_EXECUTABLE", "positionId")
	require.NotEmpty(t, r.Header.Get("Retry-After"))
	h.setPrice(2, "3412.25")

	// good-til-time: a day and a second later the keeper cancels it, refunding margin and fee
	marginBefore := h.marginOf(t, owner.Address)
	h.jumpTo(t, head.Time+86_401)
	h.setPrice(2, "3412.25")
	require.GreaterOrEqual(t, h.keeper(), 1)
	require.Equal(t, platform.StatusCanceled, h.positionInfo(t, id).Order.Status, "expired")
	refund := new(big.Int).Add(info.Order.Collateral, info.Order.Fee)
	require.Equal(t, 0, new(big.Int).Sub(h.marginOf(t, owner.Address), marginBefore).Cmp(refund), "collateral and fee back")
	life := ok[client.PositionLife](t, h.get("/api/positions/"+id.String()))
	require.Equal(t, "cancelled", string(life.Status))
	require.Contains(t, *life.Reason, "expired")
}
