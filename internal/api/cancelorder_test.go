package api

import (
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/platform"
)

// marginOf is the account's margin wallet (USD 1e30) as the chain has it now.
func (h *harness) marginOf(t *testing.T, a common.Address) *big.Int {
	t.Helper()
	v := vault.NewVault()
	to := h.env.Manifest.Destination.Vault
	out, err := h.env.Dest.Client().CallContract(h.ctx, ethereum.CallMsg{To: &to, Data: v.PackMarginBalance(a)}, nil)
	require.NoError(t, err)
	m, err := v.UnpackMarginBalance(out)
	require.NoError(t, err)
	return m
}

// POST /api/cancelorder prepares Vault.cancelPendingOrder for a pending limit order; the
// transaction, signed and sent exactly as returned, cancels it on chain and the margin comes
// back. Every answer, the refusals included, matches the OpenAPI document (strict).
func TestCancelOrder(t *testing.T) {
	h := newHarnessWithin(t, 2, 4*time.Minute)
	f := &oaFixture{t: t, ctx: h.ctx, env: h.env, srv: h.api, url: h.srv.URL, spec: newOASpec(t), feed: h.feed}
	owner, other := h.env.Accounts[0], h.env.Accounts[1]
	open := h.openFilled(t, owner, true).String() // the price is 3412.25
	marginBefore := h.marginOf(t, owner.Address)
	r := h.post("/api/newposition", map[string]any{"pair": 2, "isLong": true, "orderType": "limit", "limitPrice": "3300", "margin": "100",
		"size": "1000", "userAddress": owner.Address.Hex()})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), owner.Key, r.json(t)).Status)
	pendingID := h.lastPosID(t)
	require.Equal(t, platform.StatusPending, h.positionInfo(t, pendingID).Order.Status)
	id := pendingID.String()
	require.Equal(t, 1, new(big.Int).Sub(marginBefore, h.marginOf(t, owner.Address)).Cmp(usd("100")), "collateral plus opening fee taken")

	cases := []struct {
		name   string
		body   any
		status int
		code   string
		field  string
		says   string
	}{
		{"positionId missing", map[string]any{"userAddress": owner.Address.Hex()}, 400, CodeMissingField, "positionId", ""},
		{"positionId not a number", map[string]any{"positionId": "abc"}, 400, CodeInvalidField, "positionId", ""},
		{"positionId zero", map[string]any{"positionId": 0}, 400, CodeInvalidField, "positionId", ""},
		{"positionId negative", map[string]any{"positionId": "-1"}, 400, CodeInvalidField, "positionId", ""},
		{"positionId fractional", map[string]any{"positionId": "1.5"}, 400, CodeInvalidField, "positionId", ""},
		{"positionId above 256 bits", map[string]any{"positionId": "1" + strings.Repeat("0", 78)}, 400, CodeInvalidField, "positionId", ""},
		{"userAddress malformed", map[string]any{"positionId": id, "userAddress": "0x1234"}, 400, CodeInvalidField, "userAddress", ""},
		{"unknown field", map[string]any{"positionId": id, "sizeDelta": "1"}, 400, CodeUnknownField, "sizeDelta", ""},
		{"not JSON", `{"positionId":`, 400, "", "", ""},
		{"unknown id", map[string]any{"positionId": "999"}, 404, CodeNotFound, "positionId", "not found"},
		{"unknown id, user given", map[string]any{"positionId": "999", "userAddress": owner.Address.Hex()}, 404, CodeNotFound, "positionId", "not found"},
		{"not the owner", map[string]any{"positionId": id, "userAddress": other.Address.Hex()}, 403, "NOT_OWNER", "userAddress", "not the owner"},
		{"an open position", map[string]any{"positionId": open}, 409, CodeConflict, "positionId", "POST /api/closeposition"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			x := f.call(t, http.MethodPost, "/api/cancelorder", c.body, c.status)
			if c.code == "" {
				return
			}
			e := requireError(t, response{Status: x.status, Body: x.body}, c.status, c.code, c.field)
			require.Contains(t, e["error"], c.says)
			if c.code == "NOT_OWNER" {
				require.Equal(t, owner.Address.Hex(), e["owner"])
			}
		})
	}
	require.Equal(t, platform.StatusPending, h.positionInfo(t, pendingID).Order.Status, "the refusals changed nothing")

	m := f.post(t, "/api/cancelorder", map[string]any{"positionId": id}, http.StatusOK)
	require.Equal(t, id, m["positionId"])
	require.Equal(t, h.env.Manifest.Destination.Vault.Hex(), m["vaultAddress"])
	require.Equal(t, false, m["insufficientBalance"])
	require.NotContains(t, m, "error")
	tx := m["transaction"].(map[string]any)
	require.Equal(t, owner.Address.Hex(), tx["from"], "simulated as the owner when no userAddress is sent")
	require.Equal(t, "0", tx["value"])
	require.Equal(t, m["calldata"], tx["data"])
	gas, _ := new(big.Int).SetString(tx["gas"].(string), 10)
	maxFee, _ := new(big.Int).SetString(tx["maxFeePerGas"].(string), 10)
	require.Equal(t, new(big.Int).Mul(gas, maxFee).String(), m["requiredGasFee"], "no value: gas limit x maxFeePerGas")
	require.Contains(t, m["execution"], "without a keeper")
	require.Equal(t, true, m["simulation"].(map[string]any)["success"])
	same := f.post(t, "/api/cancelorder", map[string]any{"positionId": pendingID, "userAddress": owner.Address.Hex()}, http.StatusOK)
	require.Equal(t, m["calldata"], same["calldata"], "a JSON number and the owner's address give the same call")

	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), owner.Key, m).Status)
	require.Equal(t, platform.StatusCanceled, h.positionInfo(t, pendingID).Order.Status)
	require.Zero(t, h.keeper(), "nothing was left for the keeper")
	require.Equal(t, marginBefore, h.marginOf(t, owner.Address), "collateral and opening fee are back, exactly")
	e := f.post(t, "/api/cancelorder", map[string]any{"positionId": id}, http.StatusConflict)
	require.Contains(t, e["error"], "already canceled")
}
