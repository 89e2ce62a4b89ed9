package api

import (
	"crypto/ecdsa"
	"math/big"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/service/prepare"
	"github.com/tradeprep/tradeprep/internal/service/trade"
)

// POST /api/positionmargin prepares Vault.addCollateral and Vault.removeCollateral on an open
// position: the answer's collateral, leverage and margin wallet after the change are what the
// chain holds once the transaction, signed and sent as returned, is mined; a removal beyond the
// Vault's bound is a 422 saying the bound in words with the most it may take (and one within
// it passes); more than the margin wallet holds is insufficientBalance; bad input a 400 naming
// the field, another account's position a 403, an unknown one a 404, a pending order a 409, and
// nothing changes on chain. Every answer matches the OpenAPI document (strict).
func TestPositionMargin(t *testing.T) {
	h := newHarnessWithin(t, 2, 4*time.Minute)
	f := &oaFixture{t: t, ctx: h.ctx, env: h.env, srv: h.api, url: h.url, spec: newOASpec(t), feed: h.feed}
	owner, other := h.env.Accounts[0], h.env.Accounts[1]
	id := h.openFilled(t, owner, true)
	pid := id.String()

	cases := []struct {
		name        string
		body        any
		code, field string
		says        string
	}{
		{"positionId missing", rawJSON{"action": "add", "amount": "1"}, CodeMissingField, "positionId", "required"},
		{"positionId zero", rawJSON{"positionId": "0", "action": "add", "amount": "1"}, CodeInvalidField, "positionId", "positive integer"},
		{"positionId negative", rawJSON{"positionId": "-1", "action": "add", "amount": "1"}, CodeInvalidField, "positionId", ""},
		{"action missing", rawJSON{"positionId": pid, "amount": "1"}, CodeMissingField, "action", "add"},
		{"action unknown", rawJSON{"positionId": pid, "action": "grow", "amount": "1"}, CodeInvalidField, "action", `"add" or "remove"`},
		{"action case", rawJSON{"positionId": pid, "action": "Add", "amount": "1"}, CodeInvalidField, "action", ""},
		{"action a number", rawJSON{"positionId": pid, "action": 1, "amount": "1"}, CodeInvalidField, "action", ""},
		{"amount missing", rawJSON{"positionId": pid, "action": "add"}, CodeMissingField, "amount", "required"},
		{"amount zero", rawJSON{"positionId": pid, "action": "add", "amount": "0"}, CodeInvalidField, "amount", "greater than zero"},
		{"amount signed: a minus sign never turns an addition into a removal", rawJSON{"positionId": pid, "action": "add", "amount": "-5"}, CodeInvalidField, "amount", "negative"},
		{"amount too precise", rawJSON{"positionId": pid, "action": "add", "amount": "1." + strings.Repeat("0", 30) + "1"}, CodeInvalidField, "amount", "fractional digits"},
		{"amount beyond the Vault's bound", rawJSON{"positionId": pid, "action": "add", "amount": "1000000000000.000000000000000000000000000001"}, CodeInvalidField, "amount", "at most 1000000000000 USD"},
		{"unknown field (a typo of amount)", rawJSON{"positionId": pid, "action": "add", "ammount": "1"}, CodeUnknownField, "ammount", ""},
		{"userAddress zero", rawJSON{"positionId": pid, "action": "add", "amount": "1", "userAddress": common.Address{}.Hex()}, CodeInvalidField, "userAddress", "zero address"},
		{"replaceDelegation without batch", rawJSON{"positionId": pid, "action": "add", "amount": "1", "replaceDelegation": true}, CodeInvalidField, "replaceDelegation", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			x := f.call(t, http.MethodPost, "/api/positionmargin", c.body, http.StatusBadRequest)
			e := requireError(t, response{Status: x.status, Body: x.body}, http.StatusBadRequest, c.code, c.field)
			require.Contains(t, e.Error, c.says)
		})
	}
	collateral := h.positionInfo(t, id).Position.Collateral

	// another account's position, an unknown one, a pending order
	x := f.call(t, http.MethodPost, "/api/positionmargin", rawJSON{"positionId": pid, "action": "remove", "amount": "1", "userAddress": other.Address.Hex()}, http.StatusForbidden)
	requireError(t, response{Status: x.status, Body: x.body}, http.StatusForbidden, "NOT_OWNER", "userAddress")
	x = f.call(t, http.MethodPost, "/api/positionmargin", rawJSON{"positionId": "999999", "action": "add", "amount": "1"}, http.StatusNotFound)
	requireError(t, response{Status: x.status, Body: x.body}, http.StatusNotFound, "NOT_FOUND", "positionId")
	parked := ok[client.NewPositionResponse](t, h.typed(h.c.NewPositionWithResponse(h.ctx, client.NewPositionRequest{Pair: 2, IsLong: true,
		OrderType: client.NewPositionRequestOrderTypeLimit, LimitPrice: ptr("1000"), Margin: ptr("20"), Size: ptr("200"), UserAddress: owner.Address.Hex()})))
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), owner.Key, parked.Transaction).Status)
	x = f.call(t, http.MethodPost, "/api/positionmargin", rawJSON{"positionId": h.lastPosID(t).String(), "action": "add", "amount": "1"}, http.StatusConflict)
	e := requireError(t, response{Status: x.status, Body: x.body}, http.StatusConflict, "CONFLICT", "positionId")
	require.Contains(t, e.Error, "pending order")
	require.Equal(t, collateral, h.positionInfo(t, id).Position.Collateral, "nothing changed on chain")

	// add 100 USD: the answer's figures are the chain's once it is mined in the simulated second
	var margin *big.Int
	m := minedAsSimulated(t, h, owner.Key, func() client.PositionMarginResponse {
		margin = h.marginOf(t, owner.Address)
		x := f.call(t, http.MethodPost, "/api/positionmargin", rawJSON{"positionId": pid, "action": "add", "amount": "100"}, http.StatusOK)
		m := oaDecode[client.PositionMarginResponse](t, x)
		require.False(t, m.InsufficientBalance)
		require.Equal(t, owner.Address.Hex(), m.Transaction.From, "simulated as the owner when no userAddress is sent")
		require.Equal(t, "100", string(m.Amount))
		require.Equal(t, client.PositionMarginResponseActionAdd, m.Action)
		require.NotNil(t, m.Bounds)
		require.Contains(t, m.Execution, "without a keeper")
		o := m.Outcome
		require.Equal(t, client.OutcomeStatusMarginChanged, o.Status)
		require.Equal(t, fixedpoint.Format(margin, platform.PriceDecimals), *o.MarginBefore)
		require.Equal(t, fixedpoint.Format(new(big.Int).Sub(margin, usd("100")), platform.PriceDecimals), *o.MarginAfter)
		settled := usd(string(m.Bounds.Collateral))
		require.Equal(t, usdText(new(big.Int).Add(settled, usd("100"))), string(*o.Collateral), "the settled collateral plus the amount")
		require.Equal(t, "-100", effectOf(m.Effects, owner.Address.Hex(), "margin wallet (USD)"), "%+v", m.Effects)
		// the limit holds the settlement the mined block may do that the simulated one skipped
		// (another change of the market earlier in the same second spares it; forge measures it)
		gas, err := strconv.ParseUint(string(m.Transaction.Gas), 10, 64)
		require.NoError(t, err)
		require.Equal(t, prepare.GasLimit(uint64(m.Simulation.GasEstimate), common.FromHex(string(m.Calldata)))+trade.MarginSettlementGas, gas)
		return m
	})
	o := m.Outcome
	pos := h.positionInfo(t, id).Position
	require.Equal(t, string(*o.Collateral), usdText(pos.Collateral), "the predicted collateral is the chain's")
	require.Equal(t, string(*o.Leverage), fixedpoint.Format(new(big.Int).Div(new(big.Int).Mul(pos.Size, big.NewInt(100000)), pos.Collateral), trade.LeverageDecimals))
	require.Equal(t, new(big.Int).Sub(margin, usd("100")), h.marginOf(t, owner.Address), "the margin wallet paid exactly the amount")

	// remove one unit more than the bound: refused with the bound in words and the most it may take
	x = f.call(t, http.MethodPost, "/api/positionmargin", rawJSON{"positionId": pid, "action": "remove", "amount": "1"}, http.StatusOK)
	b := oaDecode[client.PositionMarginResponse](t, x).Bounds
	require.NotNil(t, b)
	require.True(t, b.PriceFresh)
	require.Positive(t, usd(string(b.MaxRemove)).Sign())
	beyond := new(big.Int).Add(usd(string(b.MaxRemove)), big.NewInt(1))
	x = f.call(t, http.MethodPost, "/api/positionmargin", rawJSON{"positionId": pid, "action": "remove", "amount": usdText(beyond)}, http.StatusUnprocessableEntity)
	e = requireError(t, response{Status: x.status, Body: x.body}, http.StatusUnprocessableEntity, "SIMULATION_REVERTED", "amount")
	require.NotNil(t, e.Revert)
	require.Contains(t, e.Error, "at most")
	require.Contains(t, e.Error, string(b.RemoveLimit))
	require.NotNil(t, e.MaxAmount)
	require.LessOrEqual(t, usd(string(*e.MaxAmount)).Cmp(beyond), 0)

	// remove 50 USD: within the bound, the margin wallet gets it back
	m = minedAsSimulated(t, h, owner.Key, func() client.PositionMarginResponse {
		margin = h.marginOf(t, owner.Address)
		x := f.call(t, http.MethodPost, "/api/positionmargin", rawJSON{"positionId": pid, "action": "remove", "amount": "50", "userAddress": owner.Address.Hex()}, http.StatusOK)
		m := oaDecode[client.PositionMarginResponse](t, x)
		require.Equal(t, client.OutcomeStatusMarginChanged, m.Outcome.Status)
		require.Contains(t, *m.Outcome.Reason, "removed from the collateral")
		return m
	})
	require.Equal(t, new(big.Int).Add(margin, usd("50")), h.marginOf(t, owner.Address), "the margin wallet got exactly the amount")
	require.Equal(t, string(*m.Outcome.Collateral), usdText(h.positionInfo(t, id).Position.Collateral), "the predicted collateral is the chain's")

	// more than the margin wallet holds: insufficientBalance with what is missing (the wallet
	// first emptied down to about 10 USD through POST /api/withdraw)
	scale := new(big.Int).Exp(big.NewInt(10), big.NewInt(platform.PriceDecimals-int64(h.env.Manifest.Destination.Stable.Decimals)), nil)
	tokens := new(big.Int).Div(new(big.Int).Sub(h.marginOf(t, owner.Address), usd("10")), scale)
	w := ok[client.WithdrawResponse](t, h.typed(h.c.WithdrawWithResponse(h.ctx, client.WithdrawRequest{UserAddress: owner.Address.Hex(),
		Amount: fixedpoint.Format(tokens, int32(h.env.Manifest.Destination.Stable.Decimals))})))
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), owner.Key, w.Transaction).Status)
	left := h.marginOf(t, owner.Address)
	x = f.call(t, http.MethodPost, "/api/positionmargin", rawJSON{"positionId": pid, "action": "add", "amount": "100"}, http.StatusOK)
	m = oaDecode[client.PositionMarginResponse](t, x)
	require.True(t, m.InsufficientBalance)
	require.NotNil(t, m.Error)
	require.Contains(t, *m.Error, "margin wallet holds "+usdText(left)+" USD but this margin addition takes 100 USD")
	require.Contains(t, *m.Error, "deposit at least "+usdText(new(big.Int).Sub(usd("100"), left))+" USD more")
	require.Equal(t, client.OutcomeStatusReverts, m.Outcome.Status)
	require.True(t, m.Simulation.StateOverride)

	// as one call of a batch
	x = f.call(t, http.MethodPost, "/api/positionmargin", rawJSON{"positionId": pid, "action": "add", "amount": "1", "batch": "calls"}, http.StatusOK)
	batched := oaDecode[client.PositionMarginResponse](t, x)
	require.NotNil(t, batched.Batch)
	require.Len(t, batched.Batch.Steps, 1)
	require.Equal(t, "positionMargin", string(batched.Batch.Steps[0].Name))
}

// minedAsSimulated prepares a margin change (ask) and sends it as its owner (key), again
// until the chain mines it in the second it was simulated in, 4 times at most, and returns the
// answer of the one that was. The collateral settles borrow and funding by the second: a block
// sealed a second later than simulated (the clock turned between the answer and the send, as
// under load) rightly holds a little less, and its figures are not the ones predicted for the
// simulated block (rehearsal 26: 350.5 predicted, 350.499930407951357785 mined a second later).
func minedAsSimulated(t *testing.T, h *harness, key *ecdsa.PrivateKey, ask func() client.PositionMarginResponse) client.PositionMarginResponse {
	t.Helper()
	for try := 1; ; try++ {
		m := ask()
		rc := h.sendPrepared(h.env.Dest.Client(), key, m.Transaction)
		require.Equal(t, uint64(1), rc.Status)
		head, err := h.env.Dest.Client().HeaderByHash(h.ctx, rc.BlockHash)
		require.NoError(t, err)
		if head.Time == uint64(m.Simulation.Context.Timestamp) {
			return m
		}
		require.Less(t, try, 4, "mined in the simulated second in none of 4 tries")
		t.Logf("try %d: mined at %d, simulated at %d: the figures differ by that second's fees; again", try, head.Time, m.Simulation.Context.Timestamp)
	}
}
