package api

import (
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
	h.serve(t, Options{FeeCacheTTL: time.Hour}) // only a fee change refreshes the cached fees
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
