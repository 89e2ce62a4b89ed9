package api

import (
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/actors/deployer"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/service/prepare"
)

func marketBody(user common.Address) map[string]any {
	return map[string]any{
		"pair": 1, "isLong": true, "orderType": "market", "margin": "100", "size": "1000",
		"maxAcceptablePrice": "100000", "slippagePercent": 100, "userAddress": user.Hex(),
	}
}

// marketRequest is marketBody for the typed client.
func marketRequest(user common.Address) client.NewPositionRequest {
	return client.NewPositionRequest{Pair: 1, IsLong: true, OrderType: client.NewPositionRequestOrderTypeMarket,
		Margin: ptr("100"), Size: ptr("1000"), MaxAcceptablePrice: ptr("100000"), SlippagePercent: ptr("100"), UserAddress: user.Hex()}
}

// newPosition sends req through the typed client.
func (h *harness) newPosition(req client.NewPositionRequest) response {
	h.t.Helper()
	return h.typed(h.c.NewPositionWithResponse(h.ctx, req))
}

func with(body map[string]any, kv ...any) map[string]any {
	out := map[string]any{}
	for k, v := range body {
		out[k] = v
	}
	for i := 0; i < len(kv); i += 2 {
		if kv[i+1] == nil {
			delete(out, kv[i].(string))
			continue
		}
		out[kv[i].(string)] = kv[i+1]
	}
	return out
}

// Every row of newposition's error table, at the HTTP level.
func TestNewPositionErrorTable(t *testing.T) {
	h := newHarness(t, 1)
	user := h.env.Accounts[0].Address
	base := marketBody(user)
	cases := []errorRow{
		// pair outside 1 to 100: 400 with an error message
		{"pair 0", with(base, "pair", 0), 400, CodeInvalidField, "pair"},
		{"pair 101", with(base, "pair", 101), 400, CodeInvalidField, "pair"},
		{"pair negative", with(base, "pair", -3), 400, CodeInvalidField, "pair"},
		{"pair fractional", with(base, "pair", 1.5), 400, CodeInvalidField, "pair"},
		{"pair text", with(base, "pair", "BTC"), 400, CodeInvalidField, "pair"},
		{"pair missing", with(base, "pair", nil), 400, CodeMissingField, "pair"},
		// isLong invalid or missing
		{"isLong missing", with(base, "isLong", nil), 400, CodeMissingField, "isLong"},
		{"isLong string", with(base, "isLong", "true"), 400, CodeInvalidField, "isLong"},
		{"isLong number", with(base, "isLong", 1), 400, CodeInvalidField, "isLong"},
		// orderType invalid
		{"orderType unknown", with(base, "orderType", "trailing-stop"), 400, CodeInvalidField, "orderType"},
		{"orderType case", with(base, "orderType", "Market"), 400, CodeInvalidField, "orderType"},
		{"orderType missing", with(base, "orderType", nil), 400, CodeMissingField, "orderType"},
		// parameters required for the order type missing
		{"market without maxAcceptablePrice", with(base, "maxAcceptablePrice", nil), 400, CodeMissingField, "maxAcceptablePrice"},
		{"market without slippagePercent", with(base, "slippagePercent", nil), 400, CodeMissingField, "slippagePercent"},
		{"market without margin", with(base, "margin", nil), 400, CodeMissingField, "margin"},
		{"market without size", with(base, "size", nil), 400, CodeMissingField, "size"},
		{"limit without limitPrice", with(base, "orderType", "limit", "maxAcceptablePrice", nil, "slippagePercent", nil), 400, CodeMissingField, "limitPrice"},
		{"stop-market without stopMarketPrice", with(base, "orderType", "stop-market", "maxAcceptablePrice", nil, "slippagePercent", nil), 400, CodeMissingField, "stopMarketPrice"},
		{"stop-limit without stopMarketPrice", with(base, "orderType", "stop-limit", "maxAcceptablePrice", nil, "slippagePercent", nil, "limitPrice", "90000"), 400, CodeMissingField, "stopMarketPrice"},
		{"stop-limit without limitPrice", with(base, "orderType", "stop-limit", "maxAcceptablePrice", nil, "slippagePercent", nil, "stopMarketPrice", "90000"), 400, CodeMissingField, "limitPrice"},
		// take profit or stop loss without its close percentage
		{"takeProfit without percent", with(base, "takeProfit", "110000"), 400, CodeMissingField, "takeProfitClosePercent"},
		{"stopLoss without percent", with(base, "stopLoss", "90000"), 400, CodeMissingField, "stopLossClosePercent"},
		{"percent without stopLoss", with(base, "stopLossClosePercent", 10000), 400, CodeMissingField, "stopLoss"},
		// our stricter checks
		{"unknown field (typo of stopLoss)", with(base, "stopLos", "90000", "stopLossClosePercent", 10000), 400, CodeUnknownField, "stopLos"},
		{"field not for the order type", with(base, "limitPrice", "90000"), 400, CodeInvalidField, "limitPrice"},
		{"percent above 100%", with(base, "takeProfit", "110000", "takeProfitClosePercent", 10001), 400, CodeInvalidField, "takeProfitClosePercent"},
		{"slippage 100%", with(base, "slippagePercent", 10000), 400, CodeInvalidField, "slippagePercent"},
		{"margin negative", with(base, "margin", "-5"), 400, CodeInvalidField, "margin"},
		{"margin zero", with(base, "margin", 0), 400, CodeInvalidField, "margin"},
		{"margin beyond 30 decimals", with(base, "margin", "1.0000000000000000000000000000001"), 400, CodeInvalidField, "margin"},
		{"size huge exponent", with(base, "size", "1e999999"), 400, CodeInvalidField, "size"},
		{"size not a number", with(base, "size", "ten"), 400, CodeInvalidField, "size"},
		{"margin with spaces around", with(base, "margin", " 100"), 400, CodeInvalidField, "margin"},
		{"size with a trailing newline", with(base, "size", "1000\n"), 400, CodeInvalidField, "size"},
		{"userAddress missing", with(base, "userAddress", nil), 400, CodeMissingField, "userAddress"},
		{"userAddress bad checksum", with(base, "userAddress", badChecksum(user)), 400, CodeInvalidField, "userAddress"},
		{"userAddress short", with(base, "userAddress", "0x1234"), 400, CodeInvalidField, "userAddress"},
		{"userAddress zero", with(base, "userAddress", "0x0000000000000000000000000000000000000000"), 400, CodeInvalidField, "userAddress"},
		{"refer invalid", with(base, "refer", "nope"), 400, CodeInvalidField, "refer"},
		{"refer and referrer disagree", with(base, "refer", common.HexToAddress("0x01").Hex(), "referrer", common.HexToAddress("0x02").Hex()), 400, CodeInvalidField, "referrer"},
		{"not JSON", "{pair:1", 400, CodeInvalidRequest, ""},
		{"array body", "[1,2]", 400, CodeInvalidRequest, ""},
		{"two objects", `{"pair":1}{"pair":2}`, 400, CodeInvalidRequest, ""},
		// strict JSON: what encoding/json would take silently
		{"key matching only without case (StopLoss)", with(base, "StopLoss", "90000", "stopLossClosePercent", 10000), 400, CodeUnknownField, "StopLoss"},
		{"key in another case (USERADDRESS)", with(base, "userAddress", nil, "USERADDRESS", user.Hex()), 400, CodeUnknownField, "USERADDRESS"},
		{"duplicate key", `{"margin":"1",` + strings.TrimPrefix(string(mustJSON(t, base)), "{"), 400, CodeDuplicateField, "margin"},
		{"trailing data", string(mustJSON(t, base)) + ` x`, 400, CodeInvalidRequest, ""},
		{"empty body", "", 400, CodeInvalidRequest, ""},
	}
	h.requireErrorRows(t, "/api/newposition", cases)
	t.Run("wrong content type", func(t *testing.T) {
		r := h.do(http.MethodPost, "/api/newposition", "text/plain", []byte(`{}`))
		requireError(t, r, http.StatusUnsupportedMediaType, CodeUnsupportedMedia, "")
	})
	t.Run("body over the limit", func(t *testing.T) {
		big := `{"pair":1,"x":"` + strings.Repeat("a", 70<<10) + `"}`
		requireError(t, h.post("/api/newposition", big), http.StatusRequestEntityTooLarge, CodeBodyTooLarge, "")
	})
	t.Run("an unknown field names the field meant", func(t *testing.T) {
		e := requireError(t, h.post("/api/newposition", with(base, "orderType", "stop-market", "maxAcceptablePrice", nil, "slippagePercent", nil, "stopPrice", "90000")),
			400, CodeUnknownField, "stopPrice")
		require.Equal(t, ptr("stopMarketPrice"), e.DidYouMean)
		require.Contains(t, e.Error, `did you mean "stopMarketPrice"`)
		e = requireError(t, h.post("/api/newposition", with(base, "StopLoss", "90000", "stopLossClosePercent", 10000)), 400, CodeUnknownField, "StopLoss")
		require.Equal(t, ptr("stopLoss"), e.DidYouMean)
	})
	t.Run("a missing field's message lists the order type's fields in words", func(t *testing.T) {
		e := requireError(t, h.post("/api/newposition", with(base, "size", nil)), 400, CodeMissingField, "size")
		require.Equal(t, "size is required for market orders (they need maxAcceptablePrice, slippagePercent, margin, size)", e.Error)
	})
	t.Run("every error names the request", func(t *testing.T) {
		req := marketRequest(user)
		req.Pair = 0
		r := h.newPosition(req)
		e := requireError(t, r, 400, CodeInvalidField, "pair")
		require.NotNil(t, e.RequestID)
		require.NotEmpty(t, *e.RequestID)
		require.Equal(t, r.Header.Get("X-Request-Id"), *e.RequestID)
	})
}

// Server-side errors: when the node is gone the answer is a 5xx with the error body, never a hang
// or a panic.
func TestNewPositionNodeDownIsServerError(t *testing.T) {
	h := newHarness(t, 1)
	require.NoError(t, h.env.Close())
	r := h.newPosition(marketRequest(h.env.Accounts[0].Address))
	require.GreaterOrEqual(t, r.Status, 500, string(r.Body))
	require.Contains(t, []string{CodeUpstream, CodeUpstreamTimeout}, string(decode[client.Error](t, r).Code))
}

func TestNewPositionRevertReachesCaller(t *testing.T) {
	h := newHarness(t, 1)
	// 100x on BTC, whose maximum is 50x
	req := marketRequest(h.env.Accounts[0].Address)
	req.Margin, req.Size = ptr("10"), ptr("1000")
	m := requireError(t, h.newPosition(req), http.StatusUnprocessableEntity, CodeReverted, "")
	require.NotNil(t, m.Revert)
	rv := *m.Revert
	require.Equal(t, ptr("LeverageTooHigh"), rv.Name)
	require.Equal(t, client.RevertKind("custom"), rv.Kind)
	require.Equal(t, ptr("LeverageTooHigh(uint256,uint256)"), rv.Signature)
	require.Contains(t, m.Error, "LeverageTooHigh(leverage=100x, maxLeverage=50x)")
	require.Equal(t, "LeverageTooHigh(leverage=100x, maxLeverage=50x)", rv.Message)
	require.NotNil(t, rv.Args)
	args := *rv.Args
	require.Equal(t, client.RevertArg{Name: "leverage", Type: "uint256", Value: "10000000", Display: ptr("100x")}, args[0])
	require.Equal(t, client.RevertArg{Name: "maxLeverage", Type: "uint256", Value: "5000000", Display: ptr("50x")}, args[1])
}

// insufficientBalance is true exactly when the margin wallet cannot cover collateral plus
// the opening fee: 100,000 USD covers 99,920 collateral + 80 fee (0.08% of 100,000), and
// one unit more of collateral is short. Gas is estimated either way.
func TestInsufficientBalanceIsExact(t *testing.T) {
	h := newHarness(t, 1)
	user := h.env.Accounts[0].Address
	req := marketRequest(user)
	req.Margin, req.Size = ptr("99920"), ptr("100000")
	m := ok[client.NewPositionResponse](t, h.newPosition(req))
	require.Equal(t, false, m.InsufficientBalance)
	require.Nil(t, m.Error)
	require.Equal(t, false, m.Simulation.StateOverride)

	req.Margin = ptr("99920.000000000000000000000000000001")
	m = ok[client.NewPositionResponse](t, h.newPosition(req))
	require.Equal(t, true, m.InsufficientBalance)
	require.NotNil(t, m.Error)
	require.Contains(t, *m.Error, "margin wallet holds 100000 USD but this order needs 100000.000000000000000000000000000001 USD")
	sim := m.Simulation
	require.Equal(t, true, sim.StateOverride)
	require.Equal(t, false, sim.Success, "short by one unit: it fails as returned")
	require.NotNil(t, sim.WithOverride)
	require.Equal(t, true, sim.WithOverride.Success)
	require.Greater(t, sim.WithOverride.GasEstimate, 100_000)
	require.NotEqual(t, "0", m.RequiredGasFee)
}

// A 150,000 USD order on a 100,000 USD margin wallet: 200 with the transaction to sign once the
// wallet is funded, but never an answer that reads as success: simulation.success is false, the
// Vault's revert is there decoded, and the run with the margin lent is reported apart. Signed
// and sent as returned, the transaction does revert on chain, as the simulation said.
func TestShortMarginSimulationSaysItFails(t *testing.T) {
	h := newHarness(t, 1)
	acct := h.env.Accounts[0] // 100,000 USD of margin
	req := marketRequest(acct.Address)
	req.Margin, req.Size = ptr("150000"), ptr("300000")
	m := ok[client.NewPositionResponse](t, h.newPosition(req))
	require.Equal(t, true, m.InsufficientBalance)
	require.NotNil(t, m.Error)
	require.Contains(t, *m.Error, "margin wallet holds 100000 USD but this order needs 150240 USD")
	sim := m.Simulation
	require.Equal(t, false, sim.Success)
	require.Equal(t, true, sim.StateOverride)
	require.NotNil(t, sim.Revert)
	rv := *sim.Revert
	require.Equal(t, ptr("InsufficientMarginBalance"), rv.Name)
	require.NotNil(t, rv.Args)
	args := map[string]string{}
	for _, a := range *rv.Args {
		args[a.Name] = a.Value
	}
	require.Equal(t, acct.Address.Hex(), args["account"])
	require.Equal(t, usd("150240").String(), args["required"], "collateral plus the 0.08% opening fee")
	require.Equal(t, usd("100000").String(), args["available"])
	// the message reads in USD, not in the contract's fixed point
	require.Equal(t, "InsufficientMarginBalance(account="+acct.Address.Hex()+", required=150240 USD, available=100000 USD)", rv.Message)
	require.NotRegexp(t, `0{30}`, rv.Message)
	over := sim.WithOverride
	require.NotNil(t, over)
	require.Equal(t, true, over.Success)
	estimate := uint64(over.GasEstimate)
	require.Greater(t, estimate, uint64(100_000))
	tx := m.Transaction
	data, err := hexutil.Decode(tx.Data)
	require.NoError(t, err)
	require.Equal(t, fmt.Sprint(prepare.GasLimit(estimate, data)), tx.Gas, "priced from the run under the override")

	receipt := h.sendPrepared(h.env.Dest.Client(), acct.Key, m.Transaction)
	require.Equal(t, uint64(0), receipt.Status, "the chain agrees with simulation.success")
}

// A sender with margin but no ETH for the execution fee and gas is flagged too.
func TestInsufficientNativeBalance(t *testing.T) {
	h := newHarness(t, 1)
	poor := common.HexToAddress("0x00000000000000000000000000000000000b0b01")
	require.NoError(t, deployer.FundMargin(h.ctx, h.env.Owner, &h.env.Manifest.Destination, big.NewInt(1_000_000_000), poor))
	m := ok[client.NewPositionResponse](t, h.newPosition(marketRequest(poor)))
	require.Equal(t, true, m.InsufficientBalance)
	require.NotNil(t, m.Error)
	require.Contains(t, *m.Error, "native balance is 0 wei")
	tx := m.Transaction
	required, _ := new(big.Int).SetString(m.RequiredGasFee, 10)
	value, _ := new(big.Int).SetString(tx.Value, 10)
	gas, _ := new(big.Int).SetString(tx.Gas, 10)
	maxFee, _ := new(big.Int).SetString(tx.MaxFeePerGas, 10)
	// requiredGasFee = value + gas limit x maxFeePerGas, exactly
	require.Equal(t, new(big.Int).Add(value, new(big.Int).Mul(gas, maxFee)), required)
}

// Each order type, with and without take-profit / stop-loss: the prepared transaction, signed
// by a demo key and sent as returned, succeeds; the keeper fills the order once its price
// condition holds; the position on chain matches the request.
func TestNewPositionEachOrderTypeExecutes(t *testing.T) {
	h := newHarness(t, 8)
	type tc struct {
		orderType    client.NewPositionRequestOrderType
		isLong       bool
		fields       client.NewPositionRequest // the order type's own fields
		moveTo       string                    // price that makes the order fillable ("" = fillable now)
		fillPrice    string
		withTriggers bool
	}
	// ETH/USD is deployed at 3412.25
	cases := []tc{
		{"market", true, client.NewPositionRequest{MaxAcceptablePrice: ptr("3420"), SlippagePercent: ptr("50")}, "", "3412.25", false},
		{"market", false, client.NewPositionRequest{MaxAcceptablePrice: ptr("3400"), SlippagePercent: ptr("50")}, "", "3412.25", true},
		{"limit", true, client.NewPositionRequest{LimitPrice: ptr("3300")}, "3299", "3299", false},
		{"limit", false, client.NewPositionRequest{LimitPrice: ptr("3500")}, "3501", "3501", true},
		{"stop-market", true, client.NewPositionRequest{StopMarketPrice: ptr("3450")}, "3455", "3455", true},
		{"stop-market", false, client.NewPositionRequest{StopMarketPrice: ptr("3350")}, "3345", "3345", false},
		{"stop-limit", true, client.NewPositionRequest{StopMarketPrice: ptr("3450"), LimitPrice: ptr("3460")}, "3455", "3455", true},
		{"stop-limit", false, client.NewPositionRequest{StopMarketPrice: ptr("3350"), LimitPrice: ptr("3340")}, "3345", "3345", false},
	}
	for i, c := range cases {
		name := fmt.Sprintf("%s long=%v tpsl=%v", c.orderType, c.isLong, c.withTriggers)
		t.Run(name, func(t *testing.T) {
			h.setPrice(2, "3412.25")
			acct := h.env.Accounts[i]
			body := c.fields
			body.Pair, body.IsLong, body.OrderType, body.Margin, body.Size, body.UserAddress = 2, c.isLong, c.orderType, ptr("250.5"), ptr("2505"), acct.Address.Hex()
			tp, sl := "3900", "3000"
			if !c.isLong {
				tp, sl = "3000", "3900"
			}
			if c.withTriggers {
				body.TakeProfit, body.TakeProfitClosePercent = ptr(tp), ptr("5000")
				body.StopLoss, body.StopLossClosePercent = ptr(sl), ptr("10000")
			}
			m := ok[client.NewPositionResponse](t, h.newPosition(body))
			require.Equal(t, false, m.InsufficientBalance)
			require.Equal(t, h.env.Manifest.Destination.Vault.Hex(), m.VaultAddress)
			require.Equal(t, m.Calldata, m.Transaction.Data)
			receipt := h.sendPrepared(h.env.Dest.Client(), acct.Key, m.Transaction)
			require.Equal(t, uint64(1), receipt.Status)
			gasLimit, _ := new(big.Int).SetString(m.Transaction.Gas, 10)
			require.LessOrEqual(t, receipt.GasUsed, gasLimit.Uint64())

			posID := h.lastPosID(t)
			if c.moveTo != "" {
				require.Zero(t, h.keeper(), "nothing is due before the price moves")
				h.setPrice(2, c.moveTo)
			}
			// one keeper round fills every type; a stop-limit in the round whose price reaches
			// its stop, that price being within its limit too
			executed, filled := h.round()
			require.Equal(t, []*big.Int{posID}, executed)
			require.Equal(t, []*big.Int{posID}, filled)
			info := h.positionInfo(t, posID)
			require.Equal(t, platform.StatusFilled, info.Order.Status)
			require.Equal(t, acct.Address, info.Position.Owner)
			require.Equal(t, c.isLong, info.Position.IsLong)
			require.Equal(t, usd("2505"), info.Position.Size)
			require.Equal(t, usd("250.5"), info.Position.Collateral)
			require.Equal(t, usd(c.fillPrice), info.Position.AveragePrice)
			if c.withTriggers {
				require.True(t, info.TakeProfit.Active)
				require.Equal(t, usd(tp), info.TakeProfit.Price)
				require.Equal(t, big.NewInt(50_000), info.TakeProfit.AmountPercent) // 5000 bps = 50%
				require.True(t, info.StopLoss.Active)
				require.Equal(t, usd(sl), info.StopLoss.Price)
				require.Equal(t, big.NewInt(100_000), info.StopLoss.AmountPercent)
			} else {
				require.False(t, info.TakeProfit.Active)
				require.False(t, info.StopLoss.Active)
			}
		})
	}
}

// A stop-limit whose stop the price reaches within its limit fills in that keeper round
// (TestNewPositionEachOrderTypeExecutes). When the price gaps past the limit, that round only
// triggers the stop (the Vault emits no event for it, and pays the keeper half the execution
// fee): further rounds at that price do nothing, and the round that sees a price back within the
// limit fills it.
func TestStopLimitGapTriggersThenFillsWithinTheLimit(t *testing.T) {
	h := newHarness(t, 1)
	acct := h.env.Accounts[0]
	h.setPrice(2, "3412.25")
	m := ok[client.NewPositionResponse](t, h.newPosition(client.NewPositionRequest{Pair: 2, IsLong: true,
		OrderType: client.NewPositionRequestOrderTypeStopLimit, StopMarketPrice: ptr("3450"), LimitPrice: ptr("3460"),
		Margin: ptr("250.5"), Size: ptr("2505"), UserAddress: acct.Address.Hex()}))
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, m.Transaction).Status)
	id := h.lastPosID(t)
	require.Equal(t, ptr("triggered when the oracle price is at or above the stop price 3450; filled when it is at or below the limit price 3460, "+
		"in the same keeper round when one price is both, else at a later price within the limit"),
		h.pending(t, acct.Address)[0].Trigger)

	executed, _ := h.round()
	require.Empty(t, executed, "the stop is not reached")

	h.setPrice(2, "3470") // through the stop and past the limit
	executed, filled := h.round()
	require.Equal(t, []*big.Int{id}, executed, "the stop triggers")
	require.Empty(t, filled)
	info := h.positionInfo(t, id)
	require.True(t, info.Order.StopTriggered)
	require.Equal(t, platform.StatusPending, info.Order.Status)
	require.Equal(t, ptr("its stop price 3450 triggered; filled when the oracle price is at or below the limit price 3460"),
		h.pending(t, acct.Address)[0].Trigger)
	executed, _ = h.round()
	require.Empty(t, executed, "nothing is due while the price stays past the limit")

	h.setPrice(2, "3455")
	executed, filled = h.round()
	require.Equal(t, []*big.Int{id}, executed)
	require.Equal(t, []*big.Int{id}, filled)
	require.Equal(t, usd("3455"), h.positionInfo(t, id).Position.AveragePrice)
}

// pending is the account's pending orders, as GET /api/positions?status=pending lists them.
func (h *harness) pending(t *testing.T, a common.Address) []client.Position {
	t.Helper()
	status := client.PositionsParamsStatus("pending")
	return ok[client.PositionsResponse](t, h.typed(h.c.PositionsWithResponse(h.ctx, &client.PositionsParams{Address: a.Hex(), Status: &status}))).Positions
}

func (h *harness) positionInfo(t *testing.T, posID *big.Int) reader.ReaderPositionInfo {
	t.Helper()
	r := reader.NewReader()
	out, err := h.env.Owner.Call(h.ctx, h.env.Manifest.Destination.Reader, r.PackGetPositionInfo(posID))
	require.NoError(t, err)
	info, err := r.UnpackGetPositionInfo(out)
	require.NoError(t, err)
	return info
}

func (h *harness) lastPosID(t *testing.T) *big.Int {
	t.Helper()
	v := vault.NewVault()
	s, err := sender.New(h.ctx, h.env.Dest.Client(), h.env.Accounts[0].Key, nil)
	require.NoError(t, err)
	out, err := s.Call(h.ctx, h.env.Manifest.Destination.Vault, v.PackLastPosId())
	require.NoError(t, err)
	id, err := v.UnpackLastPosId(out)
	require.NoError(t, err)
	return id
}

// badChecksum flips the case of the first letter of a checksummed address.
func badChecksum(a common.Address) string {
	b := []byte(a.Hex())
	for i := 2; i < len(b); i++ {
		switch {
		case b[i] >= 'a' && b[i] <= 'f':
			b[i] -= 'a' - 'A'
			return string(b)
		case b[i] >= 'A' && b[i] <= 'F':
			b[i] += 'a' - 'A'
			return string(b)
		}
	}
	panic("address without letters")
}

// A sender with neither ETH nor margin learns both, with the gas still estimated.
func TestInsufficientNativeAndMargin(t *testing.T) {
	h := newHarness(t, 1)
	empty := common.HexToAddress("0x00000000000000000000000000000000000b0b02")
	m := ok[client.NewPositionResponse](t, h.newPosition(marketRequest(empty)))
	require.Equal(t, true, m.InsufficientBalance)
	require.NotNil(t, m.Error)
	require.Contains(t, *m.Error, "margin wallet holds 0 USD but this order needs 100.8 USD")
	require.Contains(t, *m.Error, "native balance is 0 wei")
	sim := m.Simulation
	require.Equal(t, true, sim.StateOverride)
	require.Equal(t, false, sim.Success)
	require.NotNil(t, sim.WithOverride)
	require.Greater(t, sim.WithOverride.GasEstimate, 100_000)
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return b
}
