package api

import (
	"encoding/json"
	"math/big"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/settings"
	"github.com/tradeprep/tradeprep/internal/embedded"
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
	r := h.post("/api/newposition", map[string]any{"pair": 2, "isLong": isLong, "orderType": "market", "margin": "250.5", "size": "2505",
		"maxAcceptablePrice": price, "slippagePercent": 50, "userAddress": acct.Address.Hex()})
	require.Equal(t, 200, r.Status, string(r.Body))
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, r.json(t)).Status)
	id := h.lastPosID(t)
	require.Equal(t, 1, h.keeper())
	require.Equal(t, platform.StatusFilled, h.positionInfo(t, id).Order.Status)
	return id
}

func TestClosePositionPartialThenFull(t *testing.T) {
	h := newHarness(t, 1)
	acct := h.env.Accounts[0]
	id := h.openFilled(t, acct, true)

	r := h.post("/api/closeposition", map[string]any{"positionId": id.String(), "sizeDelta": "1002", "allowedPrice": "3500"})
	require.Equal(t, 200, r.Status, string(r.Body))
	m := r.json(t)
	require.Equal(t, "partial-close", m["action"])
	require.Equal(t, h.env.Manifest.Destination.Vault.Hex(), m["vaultAddress"])
	require.Equal(t, acct.Address.Hex(), m["transaction"].(map[string]any)["from"], "simulated as the owner when no userAddress is sent")
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, m).Status)
	require.Equal(t, 1, h.keeper())
	pos := h.positionInfo(t, id).Position
	require.Equal(t, usd("1503"), pos.Size)
	// collateral shrinks in proportion (250.5 x 1503/2505 = 150.3) after the borrow and funding
	// fees accrued over the few seconds the position was open are settled from it
	require.LessOrEqual(t, pos.Collateral.Cmp(usd("150.3")), 0)
	require.Greater(t, pos.Collateral.Cmp(usd("150.29")), 0)

	r = h.post("/api/closeposition", map[string]any{"positionId": id.String(), "userAddress": acct.Address.Hex()})
	require.Equal(t, 200, r.Status, string(r.Body))
	m = r.json(t)
	require.Equal(t, "close", m["action"])
	require.Equal(t, "1503", m["sizeDelta"])
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, m).Status)
	require.Equal(t, 1, h.keeper())
	require.Zero(t, h.positionInfo(t, id).Position.Size.Sign())

	// a closed position can be neither closed nor modified
	requireError(t, h.post("/api/closeposition", map[string]any{"positionId": id.String()}), http.StatusConflict, CodeConflict, "positionId")
}

func TestClosePositionModifyTPSL(t *testing.T) {
	h := newHarness(t, 1)
	acct := h.env.Accounts[0]
	id := h.openFilled(t, acct, false)
	r := h.post("/api/closeposition", map[string]any{"positionId": id.String(), "takeProfit": "3100.5", "takeProfitClosePercent": 2500,
		"stopLoss": "3600", "stopLossClosePercent": 10000})
	require.Equal(t, 200, r.Status, string(r.Body))
	m := r.json(t)
	require.Equal(t, "modify-tpsl", m["action"])
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, m).Status)
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

// SPEC: allowedPrice is the maximum price for longs; the guard holds both when the request is
// prepared (the simulation reverts) and when the keeper executes (the decrease is canceled).
func TestClosePositionAllowedPriceGuard(t *testing.T) {
	h := newHarness(t, 1)
	acct := h.env.Accounts[0]
	id := h.openFilled(t, acct, true)

	r := h.post("/api/closeposition", map[string]any{"positionId": id.String(), "allowedPrice": "3400"})
	m := requireError(t, r, http.StatusUnprocessableEntity, CodeReverted, "")
	require.Equal(t, "PriceBeyondAllowed", m["revert"].(map[string]any)["name"])

	r = h.post("/api/closeposition", map[string]any{"positionId": id.String(), "allowedPrice": "3420"})
	require.Equal(t, 200, r.Status, string(r.Body))
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, r.json(t)).Status)
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
	cases := []struct {
		name   string
		body   any
		status int
		code   string
		field  string
	}{
		{"positionId missing", map[string]any{"sizeDelta": "1"}, 400, CodeMissingField, "positionId"},
		{"positionId not a number", map[string]any{"positionId": "abc"}, 400, CodeInvalidField, "positionId"},
		{"positionId zero", map[string]any{"positionId": "0"}, 400, CodeInvalidField, "positionId"},
		{"userAddress zero", map[string]any{"positionId": id, "userAddress": "0x0000000000000000000000000000000000000000"}, 400, CodeInvalidField, "userAddress"},
		{"position not found", map[string]any{"positionId": "999"}, 404, CodeNotFound, "positionId"},
		{"sizeDelta above the size", map[string]any{"positionId": id, "sizeDelta": "2505.01"}, 400, CodeInvalidField, "sizeDelta"},
		{"sizeDelta zero", map[string]any{"positionId": id, "sizeDelta": 0}, 400, CodeInvalidField, "sizeDelta"},
		{"not the owner", map[string]any{"positionId": id, "userAddress": other.Address.Hex()}, 403, "NOT_OWNER", "userAddress"},
		{"close and modify at once", map[string]any{"positionId": id, "sizeDelta": "1", "takeProfit": "4000", "takeProfitClosePercent": 10000}, 400, CodeInvalidField, "sizeDelta"},
		{"takeProfit without percent", map[string]any{"positionId": id, "takeProfit": "4000"}, 400, CodeMissingField, "takeProfitClosePercent"},
		{"unknown field", map[string]any{"positionId": id, "size": "1"}, 400, CodeUnknownField, "size"},
		{"take-profit below a long's entry", map[string]any{"positionId": id, "takeProfit": "3000", "takeProfitClosePercent": 10000}, 422, CodeReverted, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			requireError(t, h.post("/api/closeposition", c.body), c.status, c.code, c.field)
		})
	}
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
// transaction that pays the new fee and goes through. (internal/trade tests the same with a
// stale cached owner.)
func TestPreparedAfterFeeChange(t *testing.T) {
	h := newHarness(t, 1)
	h.serve(t, serverOptions{FeeCacheTTL: time.Hour}) // only a fee change refreshes the cached fees
	acct := h.env.Accounts[0]
	id := h.openFilled(t, acct, true) // caches the fees

	fee := big.NewInt(1_234_567_890_123)
	h.setMarketOrderFee(t, fee)
	r := h.post("/api/newposition", marketBody(acct.Address))
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.Equal(t, fee.String(), r.json(t)["transaction"].(map[string]any)["value"])
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, r.json(t)).Status)

	fee = big.NewInt(2_345_678_901_234)
	h.setMarketOrderFee(t, fee)
	r = h.post("/api/closeposition", map[string]any{"positionId": id.String(), "sizeDelta": "10"})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	m := r.json(t)
	require.Equal(t, fee.String(), m["transaction"].(map[string]any)["value"], "with the fee the chain asks now")
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, m).Status)
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
	path := "/api/positions/" + id.String()
	requests := func(body []byte) []map[string]any {
		t.Helper()
		require.NotContains(t, string(body), closeAllAmount, "the close-all value shown as an amount")
		var life struct {
			History []struct {
				Type   string
				Fields map[string]any
			}
		}
		require.NoError(t, json.Unmarshal(body, &life))
		var out []map[string]any
		for _, e := range life.History {
			if e.Type == "DecreaseRequested" {
				out = append(out, e.Fields)
			}
		}
		return out
	}
	closeAll := func(allowed string) {
		t.Helper()
		body := map[string]any{"positionId": id.String()}
		if allowed != "" {
			body["allowedPrice"] = allowed
		}
		r := h.post("/api/closeposition", body)
		require.Equal(t, 200, r.Status, string(r.Body))
		require.Equal(t, "close", r.json(t)["action"])
		require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, r.json(t)).Status)
	}

	// a partial close: its own size
	r := h.post("/api/closeposition", map[string]any{"positionId": id.String(), "sizeDelta": "1002"})
	require.Equal(t, 200, r.Status, string(r.Body))
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, r.json(t)).Status)
	require.Equal(t, 1, h.keeper())

	// a close of the whole position, queued: the position's size now
	closeAll("3500")
	page := h.get("/api/positions?address=" + acct.Address.Hex())
	require.Equal(t, 200, page.Status, string(page.Body))
	require.NotContains(t, string(page.Body), closeAllAmount)
	positions := page.json(t)["positions"].([]any)
	require.Len(t, positions, 1)
	require.Equal(t, map[string]any{"sizeDelta": "1503", "wholePosition": true, "allowedPrice": "3500", "allowedPriceExact": "3500"},
		positions[0].(map[string]any)["pendingDecrease"])
	life := h.get(path)
	require.Equal(t, 200, life.Status, string(life.Body))
	reqs := requests(life.Body)
	require.Len(t, reqs, 2)
	require.Equal(t, "1002", reqs[0]["sizeDelta"])
	require.NotContains(t, reqs[0], "wholePosition", "a partial close")
	require.Equal(t, true, reqs[1]["wholePosition"])
	require.NotContains(t, reqs[1], "sizeDelta", "not run yet")
	require.Equal(t, "3500", reqs[1]["allowedPrice"])

	// the price moves beyond the allowed maximum: the keeper drops the close, nothing is closed
	h.setPrice(2, "3600")
	require.Equal(t, 1, h.keeper())
	require.False(t, h.positionInfo(t, id).Decrease.Pending)
	reqs = requests(h.get(path).Body)
	require.Len(t, reqs, 2)
	require.Equal(t, true, reqs[1]["wholePosition"])
	require.NotContains(t, reqs[1], "sizeDelta", "dropped: it closed nothing")

	// closed for real: the request shows the size its run closed, the PositionDecreased's
	h.setPrice(2, "3412.25")
	closeAll("")
	require.Equal(t, 1, h.keeper())
	require.Zero(t, h.positionInfo(t, id).Position.Size.Sign())
	life = h.get(path)
	require.Equal(t, 200, life.Status, string(life.Body))
	require.Equal(t, "closed", life.json(t)["status"])
	reqs = requests(life.Body)
	require.Len(t, reqs, 3)
	require.Equal(t, "1002", reqs[0]["sizeDelta"])
	require.NotContains(t, reqs[1], "sizeDelta")
	require.Equal(t, map[string]any{"posId": id.String(), "sizeDelta": "1503", "wholePosition": true, "allowedPrice": "0"}, reqs[2])
	var closed []any
	for _, e := range life.json(t)["history"].([]any) {
		if ev := e.(map[string]any); ev["type"] == "PositionDecreased" {
			closed = append(closed, ev["fields"].(map[string]any)["sizeDelta"])
		}
	}
	require.Equal(t, []any{"1002", "1503"}, closed, "the sizes the two runs closed")
}
