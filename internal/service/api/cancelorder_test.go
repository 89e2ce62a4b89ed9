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

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
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
	f := &oaFixture{t: t, ctx: h.ctx, env: h.env, srv: h.api, url: h.url, spec: newOASpec(t), feed: h.feed}
	owner, other := h.env.Accounts[0], h.env.Accounts[1]
	open := h.openFilled(t, owner, true).String() // the price is 3412.25
	marginBefore := h.marginOf(t, owner.Address)
	c := f.client(t)
	opened, err := c.NewPositionWithResponse(h.ctx, client.NewPositionRequest{Pair: 2, IsLong: true, OrderType: client.NewPositionRequestOrderTypeLimit,
		LimitPrice: ptr("3300"), Margin: ptr("100"), Size: ptr("1000"), UserAddress: owner.Address.Hex()})
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, opened.StatusCode(), string(opened.Body))
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), owner.Key, opened.JSON200.Transaction).Status)
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
		{"positionId missing", rawJSON{"userAddress": owner.Address.Hex()}, 400, CodeMissingField, "positionId", ""},
		{"positionId not a number", rawJSON{"positionId": "abc"}, 400, CodeInvalidField, "positionId", ""},
		{"positionId zero", rawJSON{"positionId": 0}, 400, CodeInvalidField, "positionId", ""},
		{"positionId negative", rawJSON{"positionId": "-1"}, 400, CodeInvalidField, "positionId", ""},
		{"positionId fractional", rawJSON{"positionId": "1.5"}, 400, CodeInvalidField, "positionId", ""},
		{"positionId above 256 bits", rawJSON{"positionId": "1" + strings.Repeat("0", 78)}, 400, CodeInvalidField, "positionId", ""},
		{"userAddress malformed", rawJSON{"positionId": id, "userAddress": "0x1234"}, 400, CodeInvalidField, "userAddress", ""},
		{"unknown field", rawJSON{"positionId": id, "sizeDelta": "1"}, 400, CodeUnknownField, "sizeDelta", ""},
		{"not JSON", `{"positionId":`, 400, "", "", ""},
		{"unknown id", rawJSON{"positionId": "999"}, 404, CodeNotFound, "positionId", "not found"},
		{"unknown id, user given", rawJSON{"positionId": "999", "userAddress": owner.Address.Hex()}, 404, CodeNotFound, "positionId", "not found"},
		{"not the owner", rawJSON{"positionId": id, "userAddress": other.Address.Hex()}, 403, "NOT_OWNER", "userAddress", "not the owner"},
		{"an open position", rawJSON{"positionId": open}, 409, CodeConflict, "positionId", "POST /api/closeposition"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			x := f.call(t, http.MethodPost, "/api/cancelorder", c.body, c.status)
			if c.code == "" {
				return
			}
			e := requireError(t, response{Status: x.status, Body: x.body}, c.status, c.code, c.field)
			require.Contains(t, e.Error, c.says)
			if c.code == "NOT_OWNER" {
				require.NotNil(t, e.Owner)
				require.Equal(t, owner.Address.Hex(), *e.Owner)
			}
		})
	}
	require.Equal(t, platform.StatusPending, h.positionInfo(t, pendingID).Order.Status, "the refusals changed nothing")

	res, err := c.CancelOrderWithResponse(h.ctx, client.CancelOrderRequest{PositionID: id})
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, res.StatusCode(), string(res.Body))
	m := res.JSON200
	require.Equal(t, id, m.PositionID)
	require.Equal(t, h.env.Manifest.Destination.Vault.Hex(), m.VaultAddress)
	require.Equal(t, false, m.InsufficientBalance)
	require.Nil(t, m.Error)
	tx := m.Transaction
	require.Equal(t, owner.Address.Hex(), tx.From, "simulated as the owner when no userAddress is sent")
	require.Equal(t, "0", tx.Value)
	require.Equal(t, m.Calldata, tx.Data)
	gas, _ := new(big.Int).SetString(tx.Gas, 10)
	maxFee, _ := new(big.Int).SetString(tx.MaxFeePerGas, 10)
	require.Equal(t, new(big.Int).Mul(gas, maxFee).String(), m.RequiredGasFee, "no value: gas limit x maxFeePerGas")
	require.Contains(t, m.Execution, "without a keeper")
	require.Equal(t, true, m.Simulation.Success)
	// a JSON number, which the typed client (decimal strings) does not send
	same := oaDecode[client.CancelOrderResponse](t, f.call(t, http.MethodPost, "/api/cancelorder", rawJSON{"positionId": pendingID, "userAddress": owner.Address.Hex()}, http.StatusOK))
	require.Equal(t, m.Calldata, same.Calldata, "a JSON number and the owner's address give the same call")

	// the outcome: cancelled by its owner in the block the transaction lands in, the margin
	// wallet before and after from the same simulation
	o := m.Outcome
	require.Equal(t, client.OutcomeStatusCancelled, o.Status)
	require.Equal(t, "canceled by owner", *o.ContractReason)
	require.Equal(t, id, *o.PositionID)
	require.EqualValues(t, m.Simulation.Context.BlockNumber, *o.Block)
	pendingMargin := h.marginOf(t, owner.Address)
	require.Equal(t, fixedpoint.Format(pendingMargin, platform.PriceDecimals), *o.MarginBefore)
	require.Equal(t, fixedpoint.Format(marginBefore, platform.PriceDecimals), *o.MarginAfter)
	require.Contains(t, *o.Reason, fixedpoint.Format(new(big.Int).Sub(marginBefore, pendingMargin), platform.PriceDecimals)+
		" USD (collateral and opening fee) return to the margin wallet")

	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), owner.Key, m.Transaction).Status)
	require.Equal(t, platform.StatusCanceled, h.positionInfo(t, pendingID).Order.Status)
	require.Zero(t, h.keeper(), "nothing was left for the keeper")
	require.Equal(t, marginBefore, h.marginOf(t, owner.Address), "collateral and opening fee are back, exactly, as the outcome said")
	res, err = c.CancelOrderWithResponse(h.ctx, client.CancelOrderRequest{PositionID: id})
	require.NoError(t, err)
	require.Equal(t, http.StatusConflict, res.StatusCode(), string(res.Body))
	e := decode[client.Error](t, response{Body: res.Body})
	require.Contains(t, e.Error, "already canceled")
}
