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
	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
)

// stableOf is the account's balance of the destination's stable token (its own units).
func (h *harness) stableOf(t *testing.T, a common.Address) *big.Int {
	t.Helper()
	tok := testtoken.NewTestToken()
	to := h.env.Manifest.Destination.Stable.Address
	out, err := h.env.Dest.Client().CallContract(h.ctx, ethereum.CallMsg{To: &to, Data: tok.PackBalanceOf(a)}, nil)
	require.NoError(t, err)
	b, err := tok.UnpackBalanceOf(out)
	require.NoError(t, err)
	return b
}

// refundsOf is what the Vault holds for the account to claim (wei).
func (h *harness) refundsOf(t *testing.T, a common.Address) *big.Int {
	t.Helper()
	v := vault.NewVault()
	to := h.env.Manifest.Destination.Vault
	out, err := h.env.Dest.Client().CallContract(h.ctx, ethereum.CallMsg{To: &to, Data: v.PackNativeRefunds(a)}, nil)
	require.NoError(t, err)
	r, err := v.UnpackNativeRefunds(out)
	require.NoError(t, err)
	return r
}

// effectOf is the delta of asset for account in effects ("" when there is none).
func effectOf(effects client.Effects, account, asset string) string {
	for _, e := range effects {
		if e.Account == account && e.Asset == asset {
			return string(e.Delta)
		}
	}
	return ""
}

// POST /api/withdraw prepares Vault.withdraw of the stable token: the answer says what leaves
// the margin wallet and arrives in the wallet, exactly, and the transaction, signed and sent as
// returned, does just that. More than the margin wallet holds is insufficientBalance with what
// is missing (the transaction still returned); bad input is a 400 naming the field, and nothing
// changes on chain. Every answer matches the OpenAPI document (strict).
func TestWithdraw(t *testing.T) {
	h := newHarnessWithin(t, 2, 4*time.Minute)
	f := &oaFixture{t: t, ctx: h.ctx, env: h.env, srv: h.api, url: h.url, spec: newOASpec(t), feed: h.feed}
	owner := h.env.Accounts[0]
	a := owner.Address.Hex()
	stable := h.env.Manifest.Destination.Stable
	marginBefore, walletBefore := h.marginOf(t, owner.Address), h.stableOf(t, owner.Address)
	require.Positive(t, marginBefore.Sign(), "the demo account's margin wallet is funded")

	cases := []struct {
		name        string
		body        any
		code, field string
		says        string
	}{
		{"userAddress missing", rawJSON{"amount": "1"}, CodeMissingField, "userAddress", "required"},
		{"userAddress zero", rawJSON{"userAddress": common.Address{}.Hex(), "amount": "1"}, CodeInvalidField, "userAddress", "zero address"},
		{"userAddress malformed", rawJSON{"userAddress": "0x1234", "amount": "1"}, CodeInvalidField, "userAddress", ""},
		{"amount missing", rawJSON{"userAddress": a}, CodeMissingField, "amount", stable.Symbol},
		{"amount zero", rawJSON{"userAddress": a, "amount": "0"}, CodeInvalidField, "amount", "greater than zero"},
		{"amount negative", rawJSON{"userAddress": a, "amount": "-1"}, CodeInvalidField, "amount", "negative"},
		{"amount too precise", rawJSON{"userAddress": a, "amount": "1.0000001"}, CodeInvalidField, "amount", "fractional digits"},
		{"amount beyond the Vault's 256 bits", rawJSON{"userAddress": a, "amount": "1" + strings.Repeat("0", 60)}, CodeInvalidField, "amount", "at most"},
		{"amount a boolean", rawJSON{"userAddress": a, "amount": true}, CodeInvalidField, "amount", ""},
		{"unknown field (a typo of amount)", rawJSON{"userAddress": a, "ammount": "1"}, CodeUnknownField, "ammount", ""},
		{"token field: only the stable token is withdrawn", rawJSON{"userAddress": a, "amount": "1", "token": stable.Address.Hex()}, CodeUnknownField, "token", ""},
		{"replaceDelegation without batch", rawJSON{"userAddress": a, "amount": "1", "replaceDelegation": true}, CodeInvalidField, "replaceDelegation", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			x := f.call(t, http.MethodPost, "/api/withdraw", c.body, http.StatusBadRequest)
			e := requireError(t, response{Status: x.status, Body: x.body}, http.StatusBadRequest, c.code, c.field)
			require.Contains(t, e.Error, c.says)
		})
	}

	c := f.client(t)
	res, err := c.WithdrawWithResponse(h.ctx, client.WithdrawRequest{UserAddress: a, Amount: "250.5"})
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, res.StatusCode(), string(res.Body))
	m := res.JSON200
	require.False(t, m.InsufficientBalance)
	require.Nil(t, m.Error)
	require.Equal(t, stable.Address.Hex(), m.Token)
	require.Equal(t, "250.5", m.Amount)
	require.Equal(t, "250500000", m.AmountUnits, "in the token's 6 decimals")
	require.Equal(t, a, m.Transaction.From)
	require.Equal(t, "0", m.Transaction.Value)
	require.True(t, m.Simulation.Success)
	require.Contains(t, m.Execution, "without a keeper")
	o := m.Outcome
	require.Equal(t, client.OutcomeStatusWithdrawn, o.Status)
	require.Equal(t, fixedpoint.Format(marginBefore, platform.PriceDecimals), *o.MarginBefore)
	after := new(big.Int).Sub(marginBefore, usd("250.5"))
	require.Equal(t, fixedpoint.Format(after, platform.PriceDecimals), *o.MarginAfter)
	require.Equal(t, "250.5", effectOf(m.Effects, a, stable.Symbol), "the wallet gets the tokens: %+v", m.Effects)
	require.Equal(t, "-250.5", effectOf(m.Effects, a, "margin wallet (USD)"), "%+v", m.Effects)

	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), owner.Key, m.Transaction).Status)
	require.Equal(t, after, h.marginOf(t, owner.Address), "the margin wallet paid exactly the amount")
	require.Equal(t, new(big.Int).Add(walletBefore, big.NewInt(250_500_000)), h.stableOf(t, owner.Address), "the wallet got exactly the amount")

	// more than the margin wallet holds: insufficientBalance with what is there and missing,
	// the transaction still returned (gas estimated with the margin lent)
	more := new(big.Int).Add(after, usd("1"))
	tokens := fixedpoint.Format(new(big.Int).Div(more, new(big.Int).Exp(big.NewInt(10), big.NewInt(24), nil)), 6)
	res, err = c.WithdrawWithResponse(h.ctx, client.WithdrawRequest{UserAddress: a, Amount: tokens})
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, res.StatusCode(), string(res.Body))
	m = res.JSON200
	require.True(t, m.InsufficientBalance)
	require.NotNil(t, m.Error)
	require.Contains(t, *m.Error, "margin wallet holds "+fixedpoint.Format(after, platform.PriceDecimals)+" USD but this withdrawal takes")
	require.Contains(t, *m.Error, "deposit at least 1 USD more")
	require.Equal(t, client.OutcomeStatusReverts, m.Outcome.Status)
	require.True(t, m.Simulation.StateOverride)
	require.NotEmpty(t, m.Transaction.Gas)
	require.Equal(t, after, h.marginOf(t, owner.Address), "nothing was sent")

	// as one call of a batch (EIP-5792's wallet_sendCalls)
	x := f.call(t, http.MethodPost, "/api/withdraw", rawJSON{"userAddress": a, "amount": "1", "batch": "calls"}, http.StatusOK)
	batched := oaDecode[client.WithdrawResponse](t, x)
	require.NotNil(t, batched.Calls)
	require.NotNil(t, batched.Batch)
	require.Len(t, batched.Batch.Steps, 1)
	require.Equal(t, "withdraw", string(batched.Batch.Steps[0].Name))
}

// POST /api/claimrefunds prepares Vault.claimRefunds: with nothing refunded it is a 422 with the
// Vault's NothingToClaim revert; once a cancelled order's take-profit refunded its execution
// fee, the answer says how much (exact, in wei) and the transaction, signed and sent as
// returned, empties what the Vault held.
func TestClaimRefunds(t *testing.T) {
	h := newHarnessWithin(t, 2, 4*time.Minute)
	f := &oaFixture{t: t, ctx: h.ctx, env: h.env, srv: h.api, url: h.url, spec: newOASpec(t), feed: h.feed}
	owner := h.env.Accounts[0]
	a := owner.Address.Hex()
	c := f.client(t)

	for _, bad := range []struct {
		body        any
		code, field string
	}{
		{rawJSON{}, CodeMissingField, "userAddress"},
		{rawJSON{"userAddress": common.Address{}.Hex()}, CodeInvalidField, "userAddress"},
		{rawJSON{"userAddress": a, "amount": "1"}, CodeUnknownField, "amount"},
	} {
		x := f.call(t, http.MethodPost, "/api/claimrefunds", bad.body, http.StatusBadRequest)
		requireError(t, response{Status: x.status, Body: x.body}, http.StatusBadRequest, bad.code, bad.field)
	}

	// nothing to claim: the Vault's own revert, as every revert is answered
	require.Zero(t, h.refundsOf(t, owner.Address).Sign())
	x := f.call(t, http.MethodPost, "/api/claimrefunds", rawJSON{"userAddress": a}, http.StatusUnprocessableEntity)
	e := requireError(t, response{Status: x.status, Body: x.body}, http.StatusUnprocessableEntity, "SIMULATION_REVERTED", "")
	require.NotNil(t, e.Revert)
	require.Equal(t, "NothingToClaim", *e.Revert.Name)

	// a limit order with a take-profit, cancelled: the take-profit's execution fee is refunded
	opened, err := c.NewPositionWithResponse(h.ctx, client.NewPositionRequest{Pair: 2, IsLong: true, OrderType: client.NewPositionRequestOrderTypeLimit,
		LimitPrice: ptr("3300"), Margin: ptr("100"), Size: ptr("1000"), TakeProfit: ptr("4000"), TakeProfitClosePercent: ptr[client.BasisPoints]("10000"), UserAddress: a})
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, opened.StatusCode(), string(opened.Body))
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), owner.Key, opened.JSON200.Transaction).Status)
	cancel, err := c.CancelOrderWithResponse(h.ctx, client.CancelOrderRequest{PositionID: h.lastPosID(t).String()})
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, cancel.StatusCode(), string(cancel.Body))
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), owner.Key, cancel.JSON200.Transaction).Status)
	held := h.refundsOf(t, owner.Address)
	require.Positive(t, held.Sign(), "the take-profit's execution fee is the owner's to claim")

	res, err := c.ClaimRefundsWithResponse(h.ctx, client.ClaimRefundsRequest{UserAddress: a})
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, res.StatusCode(), string(res.Body))
	m := res.JSON200
	require.False(t, m.InsufficientBalance)
	require.Equal(t, "ETH", m.Token)
	require.Equal(t, held.String(), m.AmountUnits, "what the Vault holds, read in the same simulation")
	require.Equal(t, fixedpoint.Format(held, 18), m.Amount)
	require.Equal(t, client.OutcomeStatusWithdrawn, m.Outcome.Status)
	require.Contains(t, *m.Outcome.Reason, held.String()+" wei")
	require.Equal(t, fixedpoint.Format(held, 18), effectOf(m.Effects, a, "ETH"), "%+v", m.Effects)

	before, err := h.env.Dest.Client().BalanceAt(h.ctx, owner.Address, nil)
	require.NoError(t, err)
	r := h.sendPrepared(h.env.Dest.Client(), owner.Key, m.Transaction)
	require.Equal(t, uint64(1), r.Status)
	now, err := h.env.Dest.Client().BalanceAt(h.ctx, owner.Address, nil)
	require.NoError(t, err)
	gas := new(big.Int).Mul(new(big.Int).SetUint64(r.GasUsed), r.EffectiveGasPrice)
	require.Equal(t, new(big.Int).Sub(new(big.Int).Add(before, held), gas), now, "the refunds arrived, exactly, less the gas")
	require.Zero(t, h.refundsOf(t, owner.Address).Sign())
}
