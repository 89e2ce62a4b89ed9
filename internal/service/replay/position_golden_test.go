package replay

import (
	"bytes"
	"flag"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/simulate"
)

var update = flag.Bool("update", false, "rewrite testdata/position_histories.golden from what Print writes")

// histories builds position histories as Position assembles them, from Vault logs encoded
// with the Vault's ABI and decoded as Position decodes them (decodeEvent): the figures the
// chain reads would add (the market's name, the expiry and open-interest context, the
// replays' status and gas) are set by hand.
type histories struct {
	t     *testing.T
	block uint64
	n     byte
}

var (
	owner      = common.HexToAddress("0x70997970C51812dc3A010C7d01b50e0d17dc79C8")
	keeperAddr = common.HexToAddress("0x90F79bf6EB2c4f870365E785982E1f101E93b906")
	referrer   = common.HexToAddress("0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC")
	stranger   = common.HexToAddress("0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65")
	vaultAt    = common.HexToAddress("0x5FbDB2315678afecb367f032d93F642f64180aa3")
)

// usdOf is a USD amount or price written as an exact decimal, negative with a leading "-".
func usdOf(text string) *big.Int {
	if text != "" && text[0] == '-' {
		return new(big.Int).Neg(fixedpoint.MustParse(text[1:], platform.PriceDecimals))
	}
	return fixedpoint.MustParse(text, platform.PriceDecimals)
}

// log is the Vault's log of event name with values by argument name, as the chain writes it.
func (h *histories) log(pos int64, name string, values map[string]any) types.Log {
	h.t.Helper()
	ev, ok := vaultABI.Events[name]
	require.True(h.t, ok, name)
	values["posId"] = big.NewInt(pos)
	topics := []common.Hash{ev.ID}
	var data []any
	for _, in := range ev.Inputs {
		v, ok := values[in.Name]
		require.True(h.t, ok, "%s has no %s", name, in.Name)
		if !in.Indexed {
			data = append(data, v)
			continue
		}
		switch x := v.(type) {
		case *big.Int:
			topics = append(topics, common.BigToHash(x))
		case common.Address:
			topics = append(topics, common.BytesToHash(x.Bytes()))
		case [32]byte:
			topics = append(topics, common.Hash(x))
		default:
			h.t.Fatalf("indexed %s of %s: %T", in.Name, name, v)
		}
	}
	packed, err := ev.Inputs.NonIndexed().Pack(data...)
	require.NoError(h.t, err, name)
	return types.Log{Address: vaultAt, Topics: topics, Data: packed, BlockNumber: h.block}
}

// tx is a transaction of the history: from calling method, its logs, its replay's figures.
func (h *histories) tx(r *PositionResult, from common.Address, method string, gas uint64, logs ...types.Log) *PositionTx {
	h.t.Helper()
	h.n++
	tx := &PositionTx{Hash: common.BytesToHash([]byte{0xab, h.n}), Block: h.block, From: from, Method: method,
		Replay: &Result{ChainStatus: 1, ForkStatus: 1, ChainGasUsed: gas, ForkGasUsed: gas}}
	for i, l := range logs {
		l.TxHash, l.Index, l.BlockNumber = tx.Hash, uint(i), h.block
		e, err := decodeEvent(l)
		require.NoError(h.t, err)
		tx.Events = append(tx.Events, e)
		if e.Name == "OrderCreated" && r.Order == nil {
			order := e
			r.Order = &order
		}
	}
	h.block += 3
	r.Txs = append(r.Txs, tx)
	return tx
}

// finish sets the owner and each transaction's role as Position does, and the sizes closed.
func (h *histories) finish(r *PositionResult) *PositionResult {
	if r.Order != nil {
		r.Owner, _ = r.Order.Args.Address("account")
	} else {
		r.Owner = owner
	}
	for _, tx := range r.Txs {
		tx.Role = role(tx, r.Owner)
	}
	r.closedSizes()
	return r
}

func (h *histories) result(id int64, market string) *PositionResult {
	return &PositionResult{ID: big.NewInt(id), ChainID: 31337, Vault: vaultAt, Market: market}
}

// marketLong: a market long with a referrer and a client order id, filled; take-profit and
// stop-loss set, a decrease refused at its price guard, the take-profit fired with fees
// settled, then a close of the whole position run by the keeper; one replay differs and
// reverts.
func (h *histories) marketLong() *PositionResult {
	r := h.result(7, "BTC/USD")
	h.tx(r, owner, "newPositionOrder", 412_345,
		h.log(7, "OrderCreated", map[string]any{"account": owner, "tokenId": big.NewInt(1), "isLong": true, "orderType": platform.OrderMarket,
			"params": []*big.Int{usdOf("90000"), big.NewInt(500), usdOf("100"), usdOf("1000")}, "refer": referrer}),
		h.log(7, "ClientOrderTagged", map[string]any{"account": owner, "idHash": [32]byte{0x12, 0x34, 0xfe}}))
	h.tx(r, keeperAddr, "execute", 198_765,
		h.log(7, "PositionIncreased", map[string]any{"account": owner, "price": usdOf("89999.5"), "size": usdOf("1000"), "collateral": usdOf("99.2"), "fee": usdOf("0.8")}),
		h.log(7, "ReferralPaid", map[string]any{"refer": referrer, "amount": usdOf("0.08")}),
		h.log(7, "RefundCredited", map[string]any{"account": owner, "amount": big.NewInt(123_456_789_000)}))
	h.tx(r, owner, "setTriggers", 88_001,
		h.log(7, "TriggerSet", map[string]any{"isTP": true, "price": usdOf("100000"), "amountPercent": big.NewInt(50_000)}),
		h.log(7, "TriggerSet", map[string]any{"isTP": false, "price": usdOf("85000.125"), "amountPercent": big.NewInt(100_000)}))
	h.tx(r, owner, "decreasePosition", 61_000,
		h.log(7, "DecreaseRequested", map[string]any{"sizeDelta": usdOf("200"), "allowedPrice": usdOf("95000")}))
	h.tx(r, keeperAddr, "execute", 70_500,
		h.log(7, "DecreaseCanceled", map[string]any{"price": usdOf("94000"), "allowedPrice": usdOf("95000"), "reason": "price below allowed"}),
		h.log(7, "RefundCredited", map[string]any{"account": owner, "amount": big.NewInt(42)}))
	fired := h.tx(r, keeperAddr, "execute", 250_000,
		h.log(7, "FeesSettled", map[string]any{"borrowFee": usdOf("0.5"), "fundingFee": usdOf("-0.25")}),
		h.log(7, "TriggerExecuted", map[string]any{"isTP": true, "price": usdOf("100000"), "sizeDelta": usdOf("500")}),
		h.log(7, "PositionDecreased", map[string]any{"account": owner, "price": usdOf("100000"), "sizeDelta": usdOf("500"),
			"realisedPnl": usdOf("55.5"), "fee": usdOf("0.4"), "payout": usdOf("104.85")}))
	fired.Differences = []string{"gas used: 250,000 on chain, 249,000 in the replay"}
	fired.Replay.ForkGasUsed = 249_000
	h.tx(r, owner, "decreasePosition", 60_000,
		h.log(7, "DecreaseRequested", map[string]any{"sizeDelta": platform.CloseAll, "allowedPrice": new(big.Int)}))
	h.tx(r, keeperAddr, "execute", 180_000,
		h.log(7, "FeesSettled", map[string]any{"borrowFee": usdOf("0.125"), "fundingFee": usdOf("0.0625")}),
		h.log(7, "PositionDecreased", map[string]any{"account": owner, "price": usdOf("88000"), "sizeDelta": usdOf("500"),
			"realisedPnl": usdOf("-11.111111111111111111111111111111"), "fee": usdOf("0.4"), "payout": usdOf("38.2")}),
		h.log(7, "PositionClosed", map[string]any{"account": owner}))
	reverted := h.tx(r, stranger, "", 30_000)
	reverted.Replay.ChainStatus, reverted.Replay.ForkStatus = 0, 0
	reverted.Replay.Revert = &simulate.Revert{Message: "PositionNotFound(7)"}
	return h.finish(r)
}

// liquidatedShort: a market short on a pair without a name, liquidated.
func (h *histories) liquidatedShort() *PositionResult {
	r := h.result(8, "")
	h.tx(r, owner, "newPositionOrder", 400_000,
		h.log(8, "OrderCreated", map[string]any{"account": owner, "tokenId": big.NewInt(2), "isLong": false, "orderType": platform.OrderMarket,
			"params": []*big.Int{usdOf("3400"), big.NewInt(1000), usdOf("100"), usdOf("2000")}, "refer": common.Address{}}))
	h.tx(r, keeperAddr, "execute", 190_000,
		h.log(8, "PositionIncreased", map[string]any{"account": owner, "price": usdOf("3412.25"), "size": usdOf("2000"), "collateral": usdOf("98.4"), "fee": usdOf("1.6")}))
	h.tx(r, keeperAddr, "liquidatePositions", 150_000,
		h.log(8, "FeesSettled", map[string]any{"borrowFee": usdOf("0.01"), "fundingFee": new(big.Int)}),
		h.log(8, "PositionLiquidated", map[string]any{"account": owner, "liquidator": keeperAddr, "price": usdOf("3580.5"),
			"netValue": usdOf("-3.25"), "maintenanceMargin": usdOf("20"), "fee": usdOf("5"), "toOwner": new(big.Int)}))
	return h.finish(r)
}

// cancelled: orders of every type the keeper or the owner cancelled, for each reason.
func (h *histories) cancelled() []*PositionResult {
	order := func(id int64, t uint8, long bool, params []*big.Int) *PositionResult {
		r := h.result(id, "ETH/USD")
		h.tx(r, owner, "newPositionOrder", 300_000,
			h.log(id, "OrderCreated", map[string]any{"account": owner, "tokenId": big.NewInt(2), "isLong": long, "orderType": t,
				"params": params, "refer": common.Address{}}))
		return r
	}
	cancel := func(r *PositionResult, from common.Address, method, reason, price string, context map[string]*big.Int) *PositionResult {
		tx := h.tx(r, from, method, 90_000, h.log(r.ID.Int64(), "OrderCanceled", map[string]any{"reason": reason, "price": usdOf(price)}))
		tx.Events[0].Context = context
		return h.finish(r)
	}
	four := func(a, b, c, d string) []*big.Int { return []*big.Int{usdOf(a), usdOf(b), usdOf(c), usdOf(d)} }
	slip := []*big.Int{usdOf("3300"), big.NewInt(250), usdOf("50"), usdOf("500")}
	return []*PositionResult{
		cancel(order(10, platform.OrderMarket, false, slip), keeperAddr, "execute", "slippage", "3250.75", nil),
		cancel(order(11, platform.OrderMarket, true, slip), keeperAddr, "execute", "expired", "3412.25",
			map[string]*big.Int{"ttl": big.NewInt(300), "createdAt": big.NewInt(1_700_000_000), "canceledAt": big.NewInt(1_700_000_420)}),
		cancel(order(12, platform.OrderMarket, true, slip), keeperAddr, "execute", "expired", "3412.25", map[string]*big.Int{}),
		cancel(order(13, platform.OrderLimit, true, four("3000", "0", "50", "500")), keeperAddr, "execute", "open interest cap", "2999",
			map[string]*big.Int{"cap": usdOf("1000000"), "openInterest": usdOf("999800")}),
		cancel(order(14, platform.OrderLimit, false, four("3600", "0", "50", "500")), keeperAddr, "execute", "open interest cap", "3601", map[string]*big.Int{}),
		cancel(order(15, platform.OrderStop, true, four("0", "3500", "50", "500")), keeperAddr, "execute", "market disabled", "3500", nil),
		cancel(order(16, platform.OrderStopLimit, false, four("3300", "3350", "50", "500")), owner, "cancelPendingOrder", "canceled by owner", "0", nil),
		cancel(order(17, platform.OrderTrailStop, true, four("0", "0", "50", "500")), keeperAddr, "execute", "a reason of a later Vault", "3400", nil),
		cancel(order(18, platform.OrderMarket, true, []*big.Int{usdOf("3300"), big.NewInt(250), usdOf("50")}), owner, "cancelPendingOrder", "canceled by owner", "0", nil),
	}
}

// withoutOrder: a history searched from past the order's creation: no OrderCreated, a
// cancellation for slippage explained without the order's terms, a fill of another pair.
func (h *histories) withoutOrder() []*PositionResult {
	r := h.result(20, "")
	h.tx(r, keeperAddr, "execute", 90_000, h.log(20, "OrderCanceled", map[string]any{"reason": "slippage", "price": usdOf("3250.75")}))
	s := h.result(21, "")
	h.tx(s, keeperAddr, "execute", 90_000, h.log(21, "OrderCanceled", map[string]any{"reason": "canceled by owner", "price": new(big.Int)}))
	return []*PositionResult{h.finish(r), h.finish(s)}
}

// TestPositionPrintGolden pins the complete text Print writes for position histories that
// hold every event of a position, each cancellation reason, every order type, and a history
// without its order: testdata/position_histories.golden, byte for byte (go test -run
// TestPositionPrintGolden -update rewrites it).
func TestPositionPrintGolden(t *testing.T) {
	h := &histories{t: t, block: 100}
	results := []*PositionResult{h.marketLong(), h.liquidatedShort()}
	results = append(results, h.cancelled()...)
	results = append(results, h.withoutOrder()...)
	var out bytes.Buffer
	for i, r := range results {
		if i > 0 {
			fmt.Fprintln(&out, "\n----------------------------------------------------------------")
		}
		r.Print(&out)
	}
	path := filepath.Join("testdata", "position_histories.golden")
	if *update {
		require.NoError(t, os.MkdirAll("testdata", 0o755))
		require.NoError(t, os.WriteFile(path, out.Bytes(), 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "go test -run TestPositionPrintGolden -update writes it")
	require.Equal(t, string(want), out.String())
}
