package e2e

import (
	"encoding/json"
	"fmt"
	"math/big"
	"sort"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
)

// The answers of POST /api/newposition and /api/closeposition as the suite reads them: its own
// field names (the OpenAPI schemas Outcome, Fill, OutcomeFees, Effects), so that a renamed
// field reads as "" here and fails the comparison instead of decoding into the service's type.

type feesJSON struct {
	Opening   string `json:"opening"`
	Closing   string `json:"closing"`
	Borrow    string `json:"borrow"`
	Funding   string `json:"funding"`
	Execution string `json:"execution"`
}

type fillJSON struct {
	Price                 string    `json:"price"`
	PriceExact            string    `json:"priceExact"`
	Size                  string    `json:"size"`
	Collateral            string    `json:"collateral"`
	Leverage              string    `json:"leverage"`
	LiquidationPrice      string    `json:"liquidationPrice"`
	LiquidationPriceExact string    `json:"liquidationPriceExact"`
	Fees                  *feesJSON `json:"fees"`
	MarginBefore          string    `json:"marginBefore"`
	MarginAfter           string    `json:"marginAfter"`
}

type revertArgJSON struct {
	Name    string `json:"name"`
	Type    string `json:"type"`
	Value   string `json:"value"`
	Display string `json:"display"`
}

type revertJSON struct {
	Kind    string          `json:"kind"`
	Name    string          `json:"name"`
	Message string          `json:"message"`
	Args    []revertArgJSON `json:"args"`
}

type outcomeJSON struct {
	Status         string      `json:"status"`
	Reason         string      `json:"reason"`
	ContractReason string      `json:"contractReason"`
	Revert         *revertJSON `json:"revert"`
	Block          uint64      `json:"block"`
	Timestamp      uint64      `json:"timestamp"`
	PositionID     string      `json:"positionId"`
	OraclePrice    string      `json:"oraclePrice"`
	Trigger        string      `json:"trigger"`
	fillJSON
	IfFilled      *fillJSON `json:"ifFilled"`
	SizeDelta     string    `json:"sizeDelta"`
	PnL           string    `json:"pnl"`
	Payout        string    `json:"payout"`
	RemainingSize string    `json:"remainingSize"`
}

type effectJSON struct {
	Account string `json:"account"`
	Asset   string `json:"asset"`
	Token   string `json:"token"`
	Delta   string `json:"delta"`
}

type preparedJSON struct {
	InsufficientBalance bool   `json:"insufficientBalance"`
	Error               string `json:"error"`
	Transaction         struct {
		From  string `json:"from"`
		Value string `json:"value"`
	} `json:"transaction"`
	Simulation struct {
		BlockNumber uint64      `json:"blockNumber"`
		Success     bool        `json:"success"`
		Revert      *revertJSON `json:"revert"`
		Context     struct {
			BlockNumber uint64 `json:"blockNumber"`
			Timestamp   uint64 `json:"timestamp"`
		} `json:"context"`
	} `json:"simulation"`
	Outcome *outcomeJSON `json:"outcome"`
	Effects []effectJSON `json:"effects"`
}

// effect is the delta of account's asset in effects ("" and false when there is no such row).
func (p preparedJSON) effect(account, asset string) (string, bool) {
	for _, e := range p.Effects {
		if e.Account == account && e.Asset == asset {
			return e.Delta, true
		}
	}
	return "", false
}

// prepareOutcome takes what the typed client answered, requires a 200 and an outcome, and
// returns the answer as execute takes it, as the suite's types, and as the raw body.
func (s *suite) prepareOutcome(res any, err error) (prepared, preparedJSON, []byte) {
	s.t.Helper()
	resp := s.prepare(res, err)
	var p preparedJSON
	require.NoError(s.t, json.Unmarshal(resp.Body, &p), string(resp.Body))
	require.NotNil(s.t, p.Outcome, "no outcome in %s", resp.Body)
	return resp, p, resp.Body
}

// market is a market order on pair for role, long, with margin and size.
func market(pair int, role, margin, size, maxPrice, slippage string) client.NewPositionRequest {
	return client.NewPositionRequest{Pair: pair, IsLong: true, OrderType: client.NewPositionRequestOrderTypeMarket, Margin: ptr(margin),
		Size: ptr(size), MaxAcceptablePrice: ptr(maxPrice), SlippagePercent: ptr(slippage), UserAddress: Addr(role).Hex()}
}

// amount reads an exact signed decimal of the API at the given scale (no floats).
func amount(t *testing.T, text string, decimals int32) *big.Int {
	t.Helper()
	neg := strings.HasPrefix(text, "-")
	v, err := fixedpoint.Parse(strings.TrimPrefix(text, "-"), decimals)
	require.NoError(t, err, "%q", text)
	if neg {
		v.Neg(v)
	}
	return v
}

func (s *suite) marginOf(a common.Address) *big.Int {
	s.t.Helper()
	v := vault.NewVault()
	m, err := v.UnpackMarginBalance(s.call(s.env.Manifest.Destination.Vault, v.PackMarginBalance(a)))
	require.NoError(s.t, err)
	return m
}

func (s *suite) ethOf(a common.Address) *big.Int {
	s.t.Helper()
	b, err := s.env.Dest.BalanceAt(s.ctx, a, nil)
	require.NoError(s.t, err)
	return b
}

// figuresAt is Reader.getPositionFigures(id) on the state after block (its own block context).
func (s *suite) figuresAt(id *big.Int, block *big.Int) reader.ReaderPositionFigures {
	s.t.Helper()
	r := reader.NewReader()
	out, err := s.env.Dest.CallContract(s.ctx, callMsg(s.env.Manifest.Destination.Reader, r.PackGetPositionFigures(id)), block)
	require.NoError(s.t, err)
	f, err := r.UnpackGetPositionFigures(out)
	require.NoError(s.t, err)
	return f
}

// vaultEvent is the only position event named name that the receipt's Vault logs hold.
func (s *suite) vaultEvent(r *types.Receipt, name string) map[string]any {
	s.t.Helper()
	var found []map[string]any
	for _, l := range r.Logs {
		if l.Address != s.env.Manifest.Destination.Vault {
			continue
		}
		ev, args, err := platform.DecodePositionEvent(*l)
		if err == nil && ev.Name == name {
			found = append(found, args)
		}
	}
	require.Len(s.t, found, 1, "%s events in transaction %s", name, r.TxHash.Hex())
	return found[0]
}

func bigArg(t *testing.T, args map[string]any, name string) *big.Int {
	t.Helper()
	v, ok := args[name].(*big.Int)
	require.True(t, ok, "event argument %s: %v", name, args[name])
	return v
}

// priceUpdates counts the Oracle's PriceUpdated events of pair in blocks from..to: the oracle
// price moves only through them.
func (s *suite) priceUpdates(pair uint64, from, to uint64) int {
	s.t.Helper()
	logs, err := s.env.Dest.FilterLogs(s.ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(to),
		Addresses: []common.Address{s.env.Manifest.Destination.Oracle},
		Topics: [][]common.Hash{{crypto.Keccak256Hash([]byte("PriceUpdated(uint256,uint256,uint256)"))},
			{common.BigToHash(new(big.Int).SetUint64(pair))}},
	})
	require.NoError(s.t, err)
	return len(logs)
}

// nextTimestamp makes anvil mine its next block at ts.
func (s *suite) nextTimestamp(ts uint64) {
	s.t.Helper()
	require.NoError(s.t, s.env.Dest.Client().CallContext(s.ctx, nil, "evm_setNextBlockTimestamp", hexutil.EncodeUint64(ts)))
}

func (s *suite) header(n *big.Int) *types.Header {
	s.t.Helper()
	h, err := s.env.Dest.HeaderByNumber(s.ctx, n)
	require.NoError(s.t, err)
	return h
}

// outcomes: the `outcome` and `effects` of POST /api/newposition and /api/closeposition (issue
// 14) against what the chain does once the transaction is signed and sent exactly as returned
// and the keeper runs: a market order filled, its full close, a market order cancelled for
// slippage, a far limit order queued (and then filled at its limit price), an order larger than
// the margin wallet. The suite alone pushes prices (the service runs against the fork with no
// feed of its own), and each case checks that no price of its pair was pushed between the
// preparation and the keeper's round.
func (s *suite) outcomes(t *testing.T) {
	user := Users[6]
	s.price(2, "3412.25")
	s.outcomeTooLarge(t, user)
	id := s.outcomeMarketFill(t, user)
	s.outcomeFullClose(t, user, id)
	s.outcomeSlippage(t, user)
	s.outcomeQueuedLimit(t, user)
	s.outcomeFrontRun(t, user)
}

// outcomeFrontRun: a trader who knows the next oracle push (3412.25 on chain, 3480.5 next: +2%)
// orders a long with room for it, as the review's attacker did. The outcome says the fill price
// is not known yet (priceBasis) and gives the bound (3412.25 with 3% slippage); sent as returned,
// the keeper's round before the push does nothing, and after it the order fills at the pushed
// price, not at the one on chain when it was made. Closed again at the next push.
func (s *suite) outcomeFrontRun(t *testing.T, user string) {
	a := Addr(user)
	s.price(2, "3412.25")
	resp, p, raw := s.prepareOutcome(s.open(market(2, user, "300", "3000", "3412.25", "300")))
	require.True(t, p.Simulation.Success, "%s", raw)
	require.Equal(t, "filled", p.Outcome.Status, "%s", raw)
	out := as[client.NewPositionResponse](t, raw).Outcome
	require.NotNil(t, out.PriceBasis, "%s", raw)
	require.NotEmpty(t, *out.PriceBasis, "%s", raw)
	require.NotNil(t, out.PriceBounds, "%s", raw)
	bounds := *out.PriceBounds
	require.Equal(t, ptr("3514.6175"), bounds.MaxExact, "3412.25 x 1.03: %s", raw)
	require.NotNil(t, bounds.AtMax, "%s", raw)
	require.NotNil(t, bounds.AboveMax, "%s", raw)
	require.Equal(t, "filled", string(bounds.AtMax.Status), "%s", raw)
	require.Equal(t, "cancelled", string(bounds.AboveMax.Status), "%s", raw)
	require.Equal(t, ptr("slippage"), bounds.AboveMax.Reason, "%s", raw)

	s.execute("open market long ahead of a known push", user, resp, "transaction")
	id := s.lastPosID()
	require.Empty(t, s.roundNoPush().Executed, "the keeper filled the order at the price pushed before it")
	require.Equal(t, platform.StatusPending, s.position(id).Order.Status)
	s.price(2, "3480.5")
	res := s.roundNoPush()
	require.Equal(t, []string{id.String()}, ids(res.Executed))
	require.Equal(t, "3480.5", fixedpoint.Format(s.position(id).Position.AveragePrice, 30), "filled at the push after the order")

	closing, cp, raw := s.prepareOutcome(s.closePos(client.ClosePositionRequest{PositionID: id.String(), UserAddress: ptr(a.Hex())}))
	require.True(t, cp.Simulation.Success, "%s", raw)
	s.execute("close the front-run long", user, closing, "transaction")
	require.Empty(t, s.roundNoPush().Executed, "the close ran at the price pushed before it")
	s.price(2, "3412.25")
	require.Equal(t, []string{id.String()}, ids(s.roundNoPush().Executed))
	require.Zero(t, s.position(id).Position.Size.Sign(), "closed at the push after the request")
	s.add(record{Name: "front-run long waits for the push after it", Simulated: "filled at the current price pushed again; max " + fmt.Sprint(*bounds.Max),
		Outcome: "chain: nothing before the push; filled at 3480.5 after it; closed at 3412.25 after the next"})
}

// outcomeTooLarge: an order larger than the margin wallet answers 200 with simulation.success
// false, insufficientBalance true and outcome.status reverts (InsufficientMarginBalance), and
// every USD argument of every decoded revert in the answer has its display in USD; no raw fixed
// point integer shows anywhere in the answer but in the arguments' value fields and hex data.
func (s *suite) outcomeTooLarge(t *testing.T, user string) {
	a := Addr(user)
	s.price(1, "97250.5")
	margin := s.marginOf(a)
	_, p, raw := s.prepareOutcome(s.open(market(1, user, "150000", "300000", "97250.5", "100")))
	require.False(t, p.Simulation.Success, "simulation.success: %s", raw)
	require.True(t, p.InsufficientBalance, "insufficientBalance: %s", raw)
	o := p.Outcome
	require.Equal(t, "reverts", o.Status, "%s", raw)
	require.NotNil(t, o.Revert, "%s", raw)
	require.Equal(t, "InsufficientMarginBalance", o.Revert.Name, "%s", raw)
	require.Empty(t, p.Effects, "a transaction that reverts has no effects")

	// the two decoded reverts this answer must carry, and their USD arguments
	require.NotNil(t, p.Simulation.Revert, "simulation.revert: %s", raw)
	required := new(big.Int).Add(usd("150000"), usd("240")) // collateral + 0.08% opening fee on 300000
	for where, rv := range map[string]*revertJSON{"outcome.revert": o.Revert, "simulation.revert": p.Simulation.Revert} {
		require.Equal(t, "InsufficientMarginBalance", rv.Name, where)
		args := map[string]revertArgJSON{}
		for _, arg := range rv.Args {
			args[arg.Name] = arg
		}
		require.Equal(t, a.Hex(), args["account"].Value, where)
		for name, want := range map[string]*big.Int{"required": required, "available": margin} {
			arg, ok := args[name]
			require.True(t, ok, "%s: no argument %s in %+v", where, name, rv.Args)
			require.Equal(t, want.String(), arg.Value, "%s.%s raw value", where, name)
			require.Equal(t, fixedpoint.Format(want, platform.PriceDecimals)+" USD", arg.Display, "%s.%s display", where, name)
			require.Contains(t, rv.Message, name+"="+arg.Display, "%s message", where)
		}
	}

	// every revert anywhere in the answer: each integer argument has a display, and no raw
	// integer of an argument shows in any text but its own value field (and hex data)
	var body any
	require.NoError(t, json.Unmarshal(raw, &body))
	var rawValues []string
	reverts := 0
	walkJSON(body, "", func(key string, m map[string]any) {
		if _, ok := m["kind"]; !ok || m["message"] == nil || m["data"] == nil {
			return
		}
		reverts++
		args, _ := m["args"].([]any)
		for _, x := range args {
			arg := x.(map[string]any)
			typ := fmt.Sprint(arg["type"])
			if !strings.HasPrefix(typ, "uint") && !strings.HasPrefix(typ, "int") {
				continue
			}
			require.NotEmpty(t, arg["display"], "%s: argument %v (%s) shown only as raw %v", key, arg["name"], typ, arg["value"])
			rawValues = append(rawValues, fmt.Sprint(arg["value"]))
		}
	})
	require.GreaterOrEqual(t, reverts, 2, "decoded reverts in the answer")
	walkStrings(body, "", func(path, text string) {
		for _, v := range rawValues {
			require.NotContains(t, text, v, "%s shows the raw fixed point %s: %q", path, v, text)
		}
	})
	s.add(record{Name: "outcome: order larger than the margin wallet", Simulated: "reverts: " + o.Revert.Message, Outcome: "not sent (200, insufficientBalance)"})
}

// walkJSON calls f on every object of v, with the key it is under.
func walkJSON(v any, key string, f func(key string, m map[string]any)) {
	switch x := v.(type) {
	case map[string]any:
		f(key, x)
		for k, e := range x {
			walkJSON(e, key+"."+k, f)
		}
	case []any:
		for i, e := range x {
			walkJSON(e, fmt.Sprintf("%s[%d]", key, i), f)
		}
	}
}

// walkStrings calls f on every string of v that is text: not hex data, calldata, nor the raw
// value of a decoded revert's argument.
func walkStrings(v any, path string, f func(path, text string)) {
	switch x := v.(type) {
	case map[string]any:
		_, isArg := x["type"]
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if k == "data" || k == "calldata" || (isArg && k == "value") {
				continue
			}
			walkStrings(x[k], path+"."+k, f)
		}
	case []any:
		for i, e := range x {
			walkStrings(e, fmt.Sprintf("%s[%d]", path, i), f)
		}
	case string:
		f(path, x)
	}
}

// outcomeMarketFill: a 10x market long that fills. Its outcome (filled, size, collateral,
// leverage, liquidation price, marginBefore - marginAfter = collateral + opening fee) and its
// effects against the chain once sent as returned and filled by the keeper, with no price
// pushed in between: the position by outcome.positionId, its fill price, the Reader's figures
// at the fill, the keeper's PositionIncreased, the margin wallet, the ETH balances.
func (s *suite) outcomeMarketFill(t *testing.T, user string) *big.Int {
	a := Addr(user)
	resp, p, raw := s.prepareOutcome(s.open(market(2, user, "300", "3000", "3420", "50")))
	o := p.Outcome
	require.True(t, p.Simulation.Success, "%s", raw)
	require.False(t, p.InsufficientBalance)
	require.Equal(t, "filled", o.Status, "%s", raw)
	require.Equal(t, "3412.25", o.Price, "fill price: the oracle price")
	require.Equal(t, o.Price, o.OraclePrice)
	require.Equal(t, "3000", o.Size)
	require.Equal(t, "300", o.Collateral)
	require.Equal(t, "10", o.Leverage)
	require.NotEmpty(t, o.LiquidationPrice, "%s", raw)
	liq := amount(t, o.LiquidationPrice, platform.PriceDecimals)
	require.Negative(t, liq.Cmp(usd("3412.25")), "liquidation price %s of a long not below its entry", o.LiquidationPrice)
	require.Positive(t, liq.Cmp(usd("3071.025")), "liquidation price %s not within 10x of the entry", o.LiquidationPrice)
	require.Equal(t, p.Simulation.Context.BlockNumber+2, o.Block, "the keeper runs in the block after the feed's round, which follows the transaction's")
	require.Equal(t, p.Simulation.BlockNumber+1, p.Simulation.Context.BlockNumber)
	require.NotNil(t, o.Fees, "%s", raw)
	require.Equal(t, p.Transaction.Value, o.Fees.Execution, "execution fee: the transaction's value")

	// 2. marginBefore - marginAfter = collateral + opening fee, to the unit
	before, after := amount(t, o.MarginBefore, platform.PriceDecimals), amount(t, o.MarginAfter, platform.PriceDecimals)
	coll, opening := amount(t, o.Collateral, platform.PriceDecimals), amount(t, o.Fees.Opening, platform.PriceDecimals)
	spent := new(big.Int).Add(coll, opening)
	require.Equal(t, spent.String(), new(big.Int).Sub(before, after).String(),
		"marginBefore %s - marginAfter %s != collateral %s + opening fee %s", o.MarginBefore, o.MarginAfter, o.Collateral, o.Fees.Opening)
	chainBefore := s.marginOf(a)
	require.Equal(t, chainBefore.String(), before.String(), "marginBefore %s, margin wallet on chain %s", o.MarginBefore, fixedpoint.Format(chainBefore, 30))

	// 7. effects: the margin wallet -(collateral + opening fee), ETH -(value); nothing else of the user's
	value := dec(t, p.Transaction.Value)
	require.Positive(t, value.Sign())
	marginDelta, ok := p.effect(a.Hex(), "margin wallet (USD)")
	require.True(t, ok, "no margin wallet effect for %s in %+v", a.Hex(), p.Effects)
	require.Equal(t, new(big.Int).Neg(spent).String(), amount(t, marginDelta, platform.PriceDecimals).String(),
		"margin wallet effect %s != -(collateral %s + opening fee %s)", marginDelta, o.Collateral, o.Fees.Opening)
	ethDelta, ok := p.effect(a.Hex(), "ETH")
	require.True(t, ok, "no ETH effect for %s in %+v", a.Hex(), p.Effects)
	require.Equal(t, new(big.Int).Neg(value).String(), amount(t, ethDelta, 18).String(),
		"ETH effect %s != -(transaction.value %s wei)", ethDelta, value)
	keeperDelta, ok := p.effect("keeper", "ETH")
	require.True(t, ok, "no keeper ETH effect in %+v", p.Effects)
	require.Equal(t, value.String(), amount(t, keeperDelta, 18).String(), "the execution fee goes to the keeper")
	var userAssets []string
	for _, e := range p.Effects {
		if e.Account == a.Hex() {
			userAssets = append(userAssets, e.Asset)
		}
	}
	require.ElementsMatch(t, []string{"ETH", "margin wallet (USD)"}, userAssets, "the user's effects: %+v", p.Effects)

	// sent exactly as returned; filled by the keeper in the block after
	oracleBefore, updatedBefore, err := s.env.Feed.Latest(s.ctx, 2)
	require.NoError(t, err)
	ethBefore, keeperEthBefore := s.ethOf(a), s.ethOf(Addr("keeper"))
	order := s.execute("open market long (outcome: filled)", user, resp, "transaction")
	require.Equal(t, p.Simulation.Context.BlockNumber, order.BlockNumber.Uint64(), "the order landed in the block it was simulated in")
	ethAfter := s.ethOf(a)
	gas := new(big.Int).Mul(new(big.Int).SetUint64(order.GasUsed), order.EffectiveGasPrice)
	require.Equal(t, new(big.Int).Add(value, gas).String(), new(big.Int).Sub(ethBefore, ethAfter).String(),
		"ETH left the user: the value plus gas (gas is not an effect)")
	id, ok := new(big.Int).SetString(o.PositionID, 10)
	require.True(t, ok, "positionId %q", o.PositionID)
	require.Equal(t, id.String(), s.lastPosID().String(), "outcome.positionId is the id the order got")

	res := s.round()
	require.Equal(t, []string{id.String()}, ids(res.Executed))
	require.NotNil(t, res.Receipt)
	fillBlock := res.Receipt.BlockNumber
	require.Equal(t, o.Block, fillBlock.Uint64(), "the keeper filled it in the block the outcome simulated")
	require.Equal(t, 1, s.priceUpdates(2, p.Simulation.BlockNumber+1, fillBlock.Uint64()),
		"one ETH/USD push between the preparation and the fill: the feed's round after the order, at the same price")
	oracleAt, updatedAt, err := s.env.Feed.Latest(s.ctx, 2)
	require.NoError(t, err)
	require.Equal(t, oracleBefore.String(), oracleAt.String(), "pushed again unchanged")
	require.GreaterOrEqual(t, updatedAt, updatedBefore,
		"pushed again after the order (anvil may mine it in the same second: the Vault counts the oracle's rounds, not seconds)")
	keeperGas := new(big.Int).Mul(new(big.Int).SetUint64(res.Receipt.GasUsed), res.Receipt.EffectiveGasPrice)
	require.Equal(t, new(big.Int).Sub(value, keeperGas).String(), new(big.Int).Sub(s.ethOf(Addr("keeper")), keeperEthBefore).String(),
		"the keeper earned the execution fee (less its gas)")

	// 1. the position on chain, by outcome.positionId
	info := s.position(id)
	require.Equal(t, platform.StatusFilled, info.Order.Status)
	require.Equal(t, a, info.Position.Owner)
	require.Equal(t, o.Size, fixedpoint.Format(info.Position.Size, 30), "size: outcome vs chain")
	require.Equal(t, o.Collateral, fixedpoint.Format(info.Position.Collateral, 30), "collateral: outcome vs chain")
	require.Equal(t, o.PriceExact, fixedpoint.Format(info.Position.AveragePrice, 30), "fill price: outcome vs the position's averagePrice")
	requireDisplayed(t, o.Price, o.PriceExact)
	fig := s.figuresAt(id, fillBlock)
	require.Equal(t, o.Leverage, fixedpoint.Format(fig.Leverage, 5), "leverage: outcome vs Reader at the fill block")
	require.Equal(t, o.LiquidationPriceExact, fixedpoint.Format(fig.LiquidationPrice, 30), "liquidation price: outcome vs Reader at the fill block")
	requireDisplayed(t, o.LiquidationPrice, o.LiquidationPriceExact)
	inc := s.vaultEvent(res.Receipt, "PositionIncreased")
	require.Equal(t, o.Fees.Opening, fixedpoint.Format(bigArg(t, inc, "fee"), 30), "opening fee: outcome vs the keeper's PositionIncreased")
	require.Equal(t, o.PriceExact, fixedpoint.Format(bigArg(t, inc, "price"), 30))

	// 2. the margin wallet after the fill
	chainAfter := s.marginOf(a)
	require.Equal(t, after.String(), chainAfter.String(), "marginAfter %s, margin wallet on chain after the fill %s", o.MarginAfter, fixedpoint.Format(chainAfter, 30))
	fillTime := s.header(fillBlock).Time
	s.add(record{Name: "keeper fills the market long (outcome)", Simulated: fmt.Sprintf("filled %s @ %s, liq. %s, margin %s -> %s",
		o.Size, o.Price, o.LiquidationPrice, o.MarginBefore, o.MarginAfter),
		Outcome: fmt.Sprintf("chain: %s @ %s, liq. %s, margin %s (block %d, time %+d s vs simulated)", fixedpoint.Format(info.Position.Size, 30),
			fixedpoint.Format(info.Position.AveragePrice, 30), fixedpoint.Format(fig.LiquidationPrice, 30), fixedpoint.Format(chainAfter, 30),
			fillBlock, int64(fillTime)-int64(o.Timestamp))})
	return id
}

// closeLanding is what a close did on chain: the margin wallet's change, and the blocks its
// transaction and the keeper's round were mined in.
type closeLanding struct {
	grew              *big.Int
	after             *big.Int
	txBlock, keeperAt *types.Header
	keeper            *types.Receipt
}

// landClose sends the prepared close as returned and runs the keeper; with pin, anvil mines the
// two blocks at the timestamps the simulation used (simulation.context.timestamp, then
// outcome.timestamp): borrow and funding fees accrue by the second.
func (s *suite) landClose(name, user string, id *big.Int, resp prepared, p preparedJSON, pin bool) closeLanding {
	s.t.Helper()
	a := Addr(user)
	before := s.marginOf(a)
	require.Equal(s.t, p.Outcome.MarginBefore, fixedpoint.Format(before, 30), "marginBefore vs the margin wallet on chain")
	if pin {
		s.nextTimestamp(p.Simulation.Context.Timestamp)
	}
	tx := s.execute(name, user, resp, "transaction")
	require.Equal(s.t, p.Simulation.Context.BlockNumber, tx.BlockNumber.Uint64(), "%s: landed in the block it was simulated in", name)
	require.True(s.t, s.position(id).Decrease.Pending)
	// the feed's round after the request (the Vault closes only at a price pushed after it), then
	// the keeper's, each in its own block as the simulation ran them
	if pin {
		// the feed's block between the transaction's and the keeper's, one simulated step after
		// the transaction's (0 s on anvil, which seals back to back in one second)
		step := (p.Outcome.Timestamp - p.Simulation.Context.Timestamp) / 2
		s.nextTimestamp(p.Simulation.Context.Timestamp + step)
	}
	s.pushAgain()
	if pin {
		s.nextTimestamp(p.Outcome.Timestamp)
	}
	res := s.roundNoPush()
	require.Equal(s.t, []string{id.String()}, ids(res.Executed))
	require.NotNil(s.t, res.Receipt)
	require.Equal(s.t, p.Outcome.Block, res.Receipt.BlockNumber.Uint64(), "%s: the keeper closed it in the block the outcome simulated", name)
	require.Equal(s.t, 1, s.priceUpdates(2, p.Simulation.BlockNumber+1, res.Receipt.BlockNumber.Uint64()),
		"one ETH/USD push between the preparation and the close: the feed's round after it, at the same price")
	after := s.marginOf(a)
	return closeLanding{grew: new(big.Int).Sub(after, before), after: after, txBlock: s.header(tx.BlockNumber),
		keeperAt: s.header(res.Receipt.BlockNumber), keeper: res.Receipt}
}

// outcomeFullClose: the full close of the filled market long. Its outcome is filled with
// remainingSize 0; sent as returned and executed by the keeper, the margin wallet grows by
// exactly outcome.payout. Borrow and funding fees accrue by the second, so the exact check runs
// with anvil mining the two blocks at the simulated timestamps; the same close landing at
// anvil's own wall-clock timestamps is measured first (on a snapshot, reverted) and reported.
func (s *suite) outcomeFullClose(t *testing.T, user string, id *big.Int) {
	resp, p, raw := s.prepareOutcome(s.closePos(client.ClosePositionRequest{PositionID: id.String()}))
	o := p.Outcome
	require.Equal(t, "filled", o.Status, "%s", raw)
	require.Equal(t, "0", o.RemainingSize, "%s", raw)
	require.Equal(t, id.String(), o.PositionID)
	require.Equal(t, "3000", o.SizeDelta)
	require.Equal(t, "3412.25", o.Price, "closed at the oracle price, which did not move")
	require.Equal(t, "0", o.PnL, "closed at the entry price")
	require.NotNil(t, o.Fees, "%s", raw)
	require.Equal(t, p.Simulation.Context.BlockNumber+2, o.Block)
	// anvil seals back to back in the same second: the keeper's block is at the context's second
	// or later, never before
	require.GreaterOrEqual(t, o.Timestamp, p.Simulation.Context.Timestamp)
	payout := amount(t, o.Payout, platform.PriceDecimals)
	require.Positive(t, payout.Sign(), "payout %s", o.Payout)
	require.Equal(t, payout.String(), new(big.Int).Sub(amount(t, o.MarginAfter, 30), amount(t, o.MarginBefore, 30)).String(),
		"payout %s != marginAfter %s - marginBefore %s", o.Payout, o.MarginAfter, o.MarginBefore)
	// payout = collateral + pnl - closing - borrow - funding
	net := new(big.Int).Add(usd("300"), amount(t, o.PnL, 30))
	for _, fee := range []string{o.Fees.Closing, o.Fees.Borrow, o.Fees.Funding} {
		net.Sub(net, amount(t, fee, 30))
	}
	require.Equal(t, net.String(), payout.String(), "payout %s != 300 + pnl %s - closing %s - borrow %s - funding %s",
		o.Payout, o.PnL, o.Fees.Closing, o.Fees.Borrow, o.Fees.Funding)

	// at anvil's own timestamps (measured, then reverted)
	snap := s.snapshotOn(s.env.Dest)
	free := s.landClose("full close (outcome, wall-clock timing; reverted)", user, id, resp, p, false)
	s.revertOn(s.env.Dest, snap)
	diff := new(big.Int).Sub(free.grew, payout)
	s.add(record{Name: "keeper closes at wall-clock time (reverted)", Simulated: "payout " + o.Payout,
		Outcome: fmt.Sprintf("margin +%s (diff %s; tx %+d s, keeper %+d s vs simulated)", fixedpoint.Format(free.grew, 30),
			fixedpoint.Format(diff, 30), int64(free.txBlock.Time)-int64(p.Simulation.Context.Timestamp), int64(free.keeperAt.Time)-int64(o.Timestamp))})
	t.Logf("full close at wall-clock timestamps: margin wallet +%s, outcome.payout %s (difference %s); tx block time %d (simulated %d), keeper block time %d (simulated %d)",
		fixedpoint.Format(free.grew, 30), o.Payout, fixedpoint.Format(diff, 30), free.txBlock.Time, p.Simulation.Context.Timestamp, free.keeperAt.Time, o.Timestamp)

	// at the simulated timestamps: exact
	l := s.landClose("full close (outcome: filled)", user, id, resp, p, true)
	require.Equal(t, p.Simulation.Context.Timestamp, l.txBlock.Time)
	require.Equal(t, o.Timestamp, l.keeperAt.Time)
	require.Equal(t, payout.String(), l.grew.String(), "the margin wallet grew by %s, outcome.payout %s", fixedpoint.Format(l.grew, 30), o.Payout)
	require.Equal(t, o.MarginAfter, fixedpoint.Format(l.after, 30), "marginAfter vs the margin wallet on chain")
	require.Zero(t, s.position(id).Position.Size.Sign(), "the position is closed")
	decr := s.vaultEvent(l.keeper, "PositionDecreased")
	require.Equal(t, o.Payout, fixedpoint.Format(bigArg(t, decr, "payout"), 30), "payout: outcome vs PositionDecreased")
	require.Equal(t, o.Fees.Closing, fixedpoint.Format(bigArg(t, decr, "fee"), 30), "closing fee: outcome vs PositionDecreased")
	require.Equal(t, o.PnL, fixedpoint.Format(bigArg(t, decr, "realisedPnl"), 30))
	require.Equal(t, o.SizeDelta, fixedpoint.Format(bigArg(t, decr, "sizeDelta"), 30))
	require.Equal(t, o.Price, fixedpoint.Format(bigArg(t, decr, "price"), 30))
	if o.Fees.Borrow == "0" && o.Fees.Funding == "0" {
		// nothing accrued since the position's fees were last settled (anvil seals back to back
		// in one second): the Vault emits no FeesSettled
		for _, lg := range l.keeper.Logs {
			ev, _, err := platform.DecodePositionEvent(*lg)
			require.False(t, err == nil && ev.Name == "FeesSettled", "no fees settled, as the outcome said")
		}
		require.Equal(t, "0", o.Fees.Borrow)
		require.Equal(t, "0", o.Fees.Funding)
	} else {
		fs := s.vaultEvent(l.keeper, "FeesSettled")
		require.Equal(t, o.Fees.Borrow, fixedpoint.Format(bigArg(t, fs, "borrowFee"), 30), "borrow fee: outcome vs FeesSettled")
		require.Equal(t, o.Fees.Funding, fixedpoint.Format(bigArg(t, fs, "fundingFee"), 30), "funding fee: outcome vs FeesSettled")
	}
	s.add(record{Name: "keeper closes at the simulated time", Simulated: fmt.Sprintf("payout %s (closing %s, borrow %s, funding %s)",
		o.Payout, o.Fees.Closing, o.Fees.Borrow, o.Fees.Funding), Outcome: "margin +" + fixedpoint.Format(l.grew, 30)})
}

// outcomeSlippage: a market long whose acceptable price (3400 with 0.1% slippage: 3403.4) is
// already below the oracle price 3412.25 is cancelled for slippage, in words naming both
// prices; sent anyway, the keeper cancels it on chain and the margin wallet is as before.
func (s *suite) outcomeSlippage(t *testing.T, user string) {
	a := Addr(user)
	resp, p, raw := s.prepareOutcome(s.open(market(2, user, "300", "3000", "3400", "10")))
	o := p.Outcome
	require.True(t, p.Simulation.Success, "the order itself is accepted: %s", raw)
	require.Equal(t, "cancelled", o.Status, "%s", raw)
	require.Equal(t, "slippage", o.ContractReason, "%s", raw)
	require.Contains(t, o.Reason, "slippage")
	require.Contains(t, o.Reason, "3412.25", "the oracle price")
	require.Contains(t, o.Reason, "3403.4", "the highest price the order accepts")
	require.Equal(t, "3412.25", o.OraclePrice)
	require.Equal(t, o.MarginBefore, o.MarginAfter, "margin and opening fee refunded")
	_, ok := p.effect(a.Hex(), "margin wallet (USD)")
	require.False(t, ok, "no margin wallet effect for a cancelled order: %+v", p.Effects)

	order := s.execute("open market long beyond its acceptable price (outcome: cancelled)", user, resp, "transaction")
	id, ok := new(big.Int).SetString(o.PositionID, 10)
	require.True(t, ok, "positionId %q", o.PositionID)
	require.Equal(t, id.String(), s.lastPosID().String())
	require.Equal(t, platform.StatusPending, s.position(id).Order.Status)
	res := s.round()
	require.Equal(t, []string{id.String()}, ids(res.Executed))
	require.NotNil(t, res.Receipt)
	require.Equal(t, o.Block, res.Receipt.BlockNumber.Uint64())
	require.Equal(t, 1, s.priceUpdates(2, p.Simulation.BlockNumber+1, res.Receipt.BlockNumber.Uint64()), "only the feed's round, at the same price")
	require.Equal(t, platform.StatusCanceled, s.position(id).Order.Status, "the keeper cancelled it")
	c := s.vaultEvent(res.Receipt, "OrderCanceled")
	require.Equal(t, "slippage", c["reason"], "the keeper's OrderCanceled")
	require.Equal(t, o.OraclePrice, fixedpoint.Format(bigArg(t, c, "price"), 30))
	require.Equal(t, o.MarginAfter, fixedpoint.Format(s.marginOf(a), 30), "marginAfter vs the margin wallet after the cancel")
	s.add(record{Name: "keeper on the market long beyond its price (outcome)", Simulated: "cancelled (" + o.ContractReason + ")",
		Outcome: fmt.Sprintf("chain: OrderCanceled(%v) in block %d after order in %d", c["reason"], res.Receipt.BlockNumber, order.BlockNumber)})
}

// outcomeQueuedLimit: a long limit order at 3000 with the oracle at 3412.25 is queued, with its
// trigger and the figures of a fill at 3000 (ifFilled). Sent, the keeper leaves it; once the
// price is 3000 the keeper fills it with exactly those figures.
func (s *suite) outcomeQueuedLimit(t *testing.T, user string) {
	a := Addr(user)
	resp, p, raw := s.prepareOutcome(s.open(client.NewPositionRequest{Pair: 2, IsLong: true, OrderType: client.NewPositionRequestOrderTypeLimit,
		LimitPrice: ptr("3000"), Margin: ptr("300"), Size: ptr("3000"), UserAddress: a.Hex()}))
	o := p.Outcome
	require.True(t, p.Simulation.Success, "%s", raw)
	require.Equal(t, "queued", o.Status, "%s", raw)
	require.NotEmpty(t, o.Trigger, "%s", raw)
	require.Contains(t, o.Trigger, "3000", "the trigger names the limit price")
	f := o.IfFilled
	require.NotNil(t, f, "no ifFilled: %s", raw)
	require.Equal(t, "3000", f.Price, "ifFilled at the limit price")
	require.Equal(t, "3000", f.Size)
	require.Equal(t, "300", f.Collateral)
	require.Equal(t, "10", f.Leverage)
	require.NotEmpty(t, f.LiquidationPrice)
	liq := amount(t, f.LiquidationPrice, platform.PriceDecimals)
	require.Negative(t, liq.Cmp(usd("3000")), "ifFilled.liquidationPrice %s not below the limit price", f.LiquidationPrice)
	require.Positive(t, liq.Cmp(usd("2700")), "ifFilled.liquidationPrice %s not within 10x of 3000", f.LiquidationPrice)
	require.NotNil(t, f.Fees)
	spent := new(big.Int).Add(amount(t, f.Collateral, 30), amount(t, f.Fees.Opening, 30))
	require.Equal(t, spent.String(), new(big.Int).Sub(amount(t, o.MarginBefore, 30), amount(t, o.MarginAfter, 30)).String(),
		"the order escrows collateral + opening fee: marginBefore %s, marginAfter %s", o.MarginBefore, o.MarginAfter)
	require.Equal(t, o.MarginAfter, f.MarginAfter, "a fill moves escrow, not the margin wallet")

	s.execute("open limit long at 3000 (outcome: queued)", user, resp, "transaction")
	id, ok := new(big.Int).SetString(o.PositionID, 10)
	require.True(t, ok, "positionId %q", o.PositionID)
	require.Equal(t, id.String(), s.lastPosID().String())
	require.Empty(t, s.round().Executed, "the keeper filled the limit order above its price")
	require.Equal(t, platform.StatusPending, s.position(id).Order.Status)
	require.Equal(t, o.MarginAfter, fixedpoint.Format(s.marginOf(a), 30), "marginAfter vs the margin wallet with the order queued")

	s.price(2, "3000")
	res := s.round()
	require.Equal(t, []string{id.String()}, ids(res.Executed))
	require.NotNil(t, res.Receipt)
	info := s.position(id)
	require.Equal(t, platform.StatusFilled, info.Order.Status)
	require.Equal(t, f.PriceExact, fixedpoint.Format(info.Position.AveragePrice, 30), "ifFilled.price vs the fill")
	require.Equal(t, f.Size, fixedpoint.Format(info.Position.Size, 30))
	require.Equal(t, f.Collateral, fixedpoint.Format(info.Position.Collateral, 30))
	fig := s.figuresAt(id, res.Receipt.BlockNumber)
	require.Equal(t, f.Leverage, fixedpoint.Format(fig.Leverage, 5), "ifFilled.leverage vs Reader at the fill block")
	require.Equal(t, f.LiquidationPriceExact, fixedpoint.Format(fig.LiquidationPrice, 30), "ifFilled.liquidationPrice vs Reader at the fill block")
	requireDisplayed(t, f.LiquidationPrice, f.LiquidationPriceExact)
	inc := s.vaultEvent(res.Receipt, "PositionIncreased")
	require.Equal(t, f.Fees.Opening, fixedpoint.Format(bigArg(t, inc, "fee"), 30), "ifFilled opening fee vs PositionIncreased")
	require.Equal(t, f.MarginAfter, fixedpoint.Format(s.marginOf(a), 30), "ifFilled.marginAfter vs the margin wallet after the fill")
	s.add(record{Name: "keeper fills the limit long at 3000 (outcome)", Simulated: fmt.Sprintf("queued; if filled: %s @ %s, liq. %s",
		f.Size, f.Price, f.LiquidationPrice), Outcome: fmt.Sprintf("chain: %s @ %s, liq. %s", fixedpoint.Format(info.Position.Size, 30),
		fixedpoint.Format(info.Position.AveragePrice, 30), fixedpoint.Format(fig.LiquidationPrice, 30))})
}

// requireDisplayed checks a price shown at the display precision against its exact value: the
// exact value rounded to platform.PriceDisplayDigits significant digits, half away from zero.
func requireDisplayed(t *testing.T, display, exact string) {
	t.Helper()
	require.NotEmpty(t, exact, "no exact value beside %s", display)
	v := amount(t, exact, platform.PriceDecimals)
	require.Equal(t, fixedpoint.FormatSignificant(v, platform.PriceDecimals, platform.PriceDisplayDigits), display, "display of %s", exact)
}
