package api

import (
	"math/big"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/contracts/bindings/settings"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/platform"
)

// openFilled opens a 2505 USD long (250.5 collateral) on ETH/USD at 3412.25 through the API
// and lets the keeper fill it; it returns the position id.
func (h *harness) openFilled(t *testing.T, acct embedded.Account, isLong bool) *big.Int {
	t.Helper()
	h.setPrice(2, "3412.25")
	price := "3420"
	if !isLong {
		price = "3400"
	}
	m := ok[client.NewPositionResponse](t, h.typed(h.c.NewPositionWithResponse(h.ctx, client.NewPositionRequest{Pair: 2, IsLong: isLong,
		OrderType: client.NewPositionRequestOrderTypeMarket, Margin: ptr("250.5"), Size: ptr("2505"),
		MaxAcceptablePrice: ptr(price), SlippagePercent: ptr("50"), UserAddress: acct.Address.Hex()})))
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, m.Transaction).Status)
	id := h.lastPosID(t)
	require.Equal(t, 1, h.keeper())
	require.Equal(t, platform.StatusFilled, h.positionInfo(t, id).Order.Status)
	return id
}

func TestClosePositionPartialThenFull(t *testing.T) {
	h := newHarness(t, 1)
	acct := h.env.Accounts[0]
	id := h.openFilled(t, acct, true)

	m := h.closePosition(t, client.ClosePositionRequest{PositionID: id.String(), SizeDelta: ptr("1002"), AllowedPrice: ptr("3500")})
	require.Equal(t, client.ClosePositionResponseActionPartialClose, m.Action)
	require.Equal(t, h.env.Manifest.Destination.Vault.Hex(), m.VaultAddress)
	require.Equal(t, acct.Address.Hex(), m.Transaction.From, "simulated as the owner when no userAddress is sent")
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, m.Transaction).Status)
	require.Equal(t, 1, h.keeper())
	pos := h.positionInfo(t, id).Position
	require.Equal(t, usd("1503"), pos.Size)
	// collateral shrinks in proportion (250.5 x 1503/2505 = 150.3) after the borrow and funding
	// fees accrued over the few seconds the position was open are settled from it
	require.LessOrEqual(t, pos.Collateral.Cmp(usd("150.3")), 0)
	require.Greater(t, pos.Collateral.Cmp(usd("150.29")), 0)

	m = h.closePosition(t, client.ClosePositionRequest{PositionID: id.String(), UserAddress: ptr(acct.Address.Hex())})
	require.Equal(t, client.ClosePositionResponseActionClose, m.Action)
	require.Equal(t, ptr("1503"), m.SizeDelta)
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, m.Transaction).Status)
	require.Equal(t, 1, h.keeper())
	require.Zero(t, h.positionInfo(t, id).Position.Size.Sign())

	// a closed position can be neither closed nor modified
	requireError(t, h.typed(h.c.ClosePositionWithResponse(h.ctx, client.ClosePositionRequest{PositionID: id.String()})), http.StatusConflict, CodeConflict, "positionId")
}

func TestClosePositionModifyTPSL(t *testing.T) {
	h := newHarness(t, 1)
	acct := h.env.Accounts[0]
	id := h.openFilled(t, acct, false)
	m := h.closePosition(t, client.ClosePositionRequest{PositionID: id.String(), TakeProfit: ptr("3100.5"), TakeProfitClosePercent: ptr("2500"),
		StopLoss: ptr("3600"), StopLossClosePercent: ptr("10000")})
	require.Equal(t, client.ClosePositionResponseActionModifyTpsl, m.Action)
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, m.Transaction).Status)
	info := h.positionInfo(t, id)
	require.Equal(t, usd("3100.5"), info.TakeProfit.Price)
	require.Equal(t, big.NewInt(25_000), info.TakeProfit.AmountPercent)
	require.Equal(t, usd("3600"), info.StopLoss.Price)
	require.Equal(t, big.NewInt(100_000), info.StopLoss.AmountPercent)
	require.Equal(t, usd("2505"), info.Position.Size, "modifying triggers does not close anything")

	// the take-profit fires for a quarter of the short when the price falls to it
	h.setPrice(2, "3100")
	require.Equal(t, 1, h.keeper())
	require.Equal(t, usd("1878.75"), h.positionInfo(t, id).Position.Size)
}

// allowedPrice is the maximum price for longs; the guard holds both when the request is
// prepared (the simulation reverts) and when the keeper executes (the decrease is canceled).
func TestClosePositionAllowedPriceGuard(t *testing.T) {
	h := newHarness(t, 1)
	acct := h.env.Accounts[0]
	id := h.openFilled(t, acct, true)

	r := h.typed(h.c.ClosePositionWithResponse(h.ctx, client.ClosePositionRequest{PositionID: id.String(), AllowedPrice: ptr("3400")}))
	e := requireError(t, r, http.StatusUnprocessableEntity, CodeReverted, "")
	require.NotNil(t, e.Revert)
	require.Equal(t, ptr("PriceBeyondAllowed"), e.Revert.Name)

	m := h.closePosition(t, client.ClosePositionRequest{PositionID: id.String(), AllowedPrice: ptr("3420")})
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, m.Transaction).Status)
	h.setPrice(2, "3430") // beyond the allowed maximum before the keeper runs
	require.Equal(t, 1, h.keeper())
	info := h.positionInfo(t, id)
	require.Equal(t, usd("2505"), info.Position.Size, "the decrease failed at execution")
	require.False(t, info.Decrease.Pending)
}

func TestClosePositionErrors(t *testing.T) {
	h := newHarness(t, 2)
	owner, other := h.env.Accounts[0], h.env.Accounts[1]
	id := h.openFilled(t, owner, true).String()
	cases := []errorRow{
		{"positionId missing", rawJSON{"sizeDelta": "1"}, 400, CodeMissingField, "positionId"},
		{"positionId not a number", rawJSON{"positionId": "abc"}, 400, CodeInvalidField, "positionId"},
		{"positionId zero", rawJSON{"positionId": "0"}, 400, CodeInvalidField, "positionId"},
		{"userAddress zero", rawJSON{"positionId": id, "userAddress": "0x0000000000000000000000000000000000000000"}, 400, CodeInvalidField, "userAddress"},
		{"position not found", rawJSON{"positionId": "999"}, 404, CodeNotFound, "positionId"},
		{"sizeDelta above the size", rawJSON{"positionId": id, "sizeDelta": "2505.01"}, 400, CodeInvalidField, "sizeDelta"},
		{"sizeDelta zero", rawJSON{"positionId": id, "sizeDelta": 0}, 400, CodeInvalidField, "sizeDelta"},
		{"not the owner", rawJSON{"positionId": id, "userAddress": other.Address.Hex()}, 403, "NOT_OWNER", "userAddress"},
		{"close and modify at once", rawJSON{"positionId": id, "sizeDelta": "1", "takeProfit": "4000", "takeProfitClosePercent": 10000}, 400, CodeInvalidField, "sizeDelta"},
		{"takeProfit without percent", rawJSON{"positionId": id, "takeProfit": "4000"}, 400, CodeMissingField, "takeProfitClosePercent"},
		{"unknown field", rawJSON{"positionId": id, "size": "1"}, 400, CodeUnknownField, "size"},
		{"take-profit below a long's entry", rawJSON{"positionId": id, "takeProfit": "3000", "takeProfitClosePercent": 10000}, 422, CodeReverted, ""},
	}
	h.requireErrorRows(t, "/api/closeposition", cases)
}

// closePosition prepares the close through the typed client and requires a 200.
func (h *harness) closePosition(t *testing.T, req client.ClosePositionRequest) client.ClosePositionResponse {
	t.Helper()
	return ok[client.ClosePositionResponse](t, h.typed(h.c.ClosePositionWithResponse(h.ctx, req)))
}

// setMarketOrderFee has the platform's owner change the market order execution fee on chain
// (the trigger order fee stays).
func (h *harness) setMarketOrderFee(t *testing.T, fee *big.Int) {
	t.Helper()
	st := settings.NewSettings()
	addr := h.env.Manifest.Destination.Settings
	out, err := h.env.Owner.Call(h.ctx, addr, st.PackTriggerOrderFee())
	require.NoError(t, err)
	trigger, err := st.UnpackTriggerOrderFee(out)
	require.NoError(t, err)
	_, err = h.env.Owner.Send(h.ctx, &addr, st.PackSetExecutionFees(fee, trigger), nil)
	require.NoError(t, err)
}

// The execution fee changed since the service cached it: newposition and closeposition read
// the fees again at the simulated block and run once more with them, and answer with a
// transaction that pays the new fee and goes through. (internal/service/trade tests the same with a
// stale cached owner.)
func TestPreparedAfterFeeChange(t *testing.T) {
	h := newHarness(t, 1)
	h.serve(t, serverOptions{FeeCacheTTL: time.Hour}) // only a fee change refreshes the cached fees
	acct := h.env.Accounts[0]
	id := h.openFilled(t, acct, true) // caches the fees

	fee := big.NewInt(1_234_567_890_123)
	h.setMarketOrderFee(t, fee)
	opened := ok[client.NewPositionResponse](t, h.typed(h.c.NewPositionWithResponse(h.ctx, marketRequest(acct.Address))))
	require.Equal(t, fee.String(), opened.Transaction.Value)
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, opened.Transaction).Status)

	fee = big.NewInt(2_345_678_901_234)
	h.setMarketOrderFee(t, fee)
	m := h.closePosition(t, client.ClosePositionRequest{PositionID: id.String(), SizeDelta: ptr("10")})
	require.Equal(t, fee.String(), m.Transaction.Value, "with the fee the chain asks now")
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, m.Transaction).Status)
}

// closeAllAmount is how the Vault's close-all sizeDelta (2^256-1) would read as a USD amount:
// it must never appear in an answer.
const closeAllAmount = "115792089237316195423570985008687907853269984665"

// A close of the whole position is the Vault's close-all sizeDelta on chain; the answers show it
// as the whole position and never as an amount: GET /api/positions shows the queued close with
// wholePosition and the position's size; GET /api/positions/{id} shows each DecreaseRequested of
// the whole position with wholePosition, and with sizeDelta the size it closed once the history
// shows the decrease that ran it (none for one the keeper dropped). A partial close keeps its
// own sizeDelta.
func TestWholePositionCloseShowsTheSizeClosed(t *testing.T) {
	h := newHarness(t, 1)
	acct := h.env.Accounts[0]
	id := h.openFilled(t, acct, true)
	requests := func(r response) []client.PositionEvent {
		t.Helper()
		require.NotContains(t, string(r.Body), closeAllAmount, "the close-all value shown as an amount")
		var out []client.PositionEvent
		for _, e := range ok[client.PositionLife](t, r).History {
			if e.Type == "DecreaseRequested" {
				out = append(out, e)
			}
		}
		return out
	}
	life := func() response {
		t.Helper()
		return h.typed(h.c.PositionLifeWithResponse(h.ctx, id.String(), &client.PositionLifeParams{}))
	}
	closeAll := func(allowed string) {
		t.Helper()
		req := client.ClosePositionRequest{PositionID: id.String()}
		if allowed != "" {
			req.AllowedPrice = &allowed
		}
		m := h.closePosition(t, req)
		require.Equal(t, client.ClosePositionResponseActionClose, m.Action)
		require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, m.Transaction).Status)
	}

	// a partial close: its own size
	m := h.closePosition(t, client.ClosePositionRequest{PositionID: id.String(), SizeDelta: ptr("1002")})
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, m.Transaction).Status)
	require.Equal(t, 1, h.keeper())

	// a close of the whole position, queued: the position's size now
	closeAll("3500")
	page := h.typed(h.c.PositionsWithResponse(h.ctx, &client.PositionsParams{Address: acct.Address.Hex()}))
	require.NotContains(t, string(page.Body), closeAllAmount)
	positions := ok[client.PositionsResponse](t, page).Positions
	require.Len(t, positions, 1)
	require.NotNil(t, positions[0].PendingDecrease)
	pd := *positions[0].PendingDecrease
	require.Equal(t, "1503", pd.SizeDelta)
	require.Equal(t, ptr(true), pd.WholePosition)
	require.Equal(t, ptr("3500"), pd.AllowedPrice)
	require.Equal(t, ptr("3500"), pd.AllowedPriceExact)
	reqs := requests(life())
	require.Len(t, reqs, 2)
	require.Equal(t, ptr("1002"), reqs[0].Fields.SizeDelta)
	require.Nil(t, reqs[0].Fields.WholePosition, "a partial close")
	require.Equal(t, ptr(true), reqs[1].Fields.WholePosition)
	require.Nil(t, reqs[1].Fields.SizeDelta, "not run yet")
	require.Equal(t, ptr("3500"), reqs[1].Fields.AllowedPrice)

	// the price moves beyond the allowed maximum: the keeper drops the close, nothing is closed
	h.setPrice(2, "3600")
	require.Equal(t, 1, h.keeper())
	require.False(t, h.positionInfo(t, id).Decrease.Pending)
	reqs = requests(life())
	require.Len(t, reqs, 2)
	require.Equal(t, ptr(true), reqs[1].Fields.WholePosition)
	require.Nil(t, reqs[1].Fields.SizeDelta, "dropped: it closed nothing")

	// closed for real: the request shows the size its run closed, the PositionDecreased's
	h.setPrice(2, "3412.25")
	closeAll("")
	require.Equal(t, 1, h.keeper())
	require.Zero(t, h.positionInfo(t, id).Position.Size.Sign())
	r := life()
	pl := ok[client.PositionLife](t, r)
	require.Equal(t, "closed", string(pl.Status))
	reqs = requests(r)
	require.Len(t, reqs, 3)
	require.Equal(t, ptr("1002"), reqs[0].Fields.SizeDelta)
	require.Nil(t, reqs[1].Fields.SizeDelta)
	var want client.PositionEvent
	want.Fields.PosID, want.Fields.SizeDelta, want.Fields.WholePosition, want.Fields.AllowedPrice = ptr(id.String()), ptr("1503"), ptr(true), ptr("0")
	require.Equal(t, want.Fields, reqs[2].Fields)
	var closed []string
	for _, e := range pl.History {
		if e.Type == "PositionDecreased" {
			require.NotNil(t, e.Fields.SizeDelta)
			closed = append(closed, *e.Fields.SizeDelta)
		}
	}
	require.Equal(t, []string{"1002", "1503"}, closed, "the sizes the two runs closed")
}
