package api

import (
	"context"
	"encoding/json"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/simulate"
)

func TestMarketsEnvelopeAndFigures(t *testing.T) {
	h := newHarness(t, 1)
	acct := h.env.Accounts[0]
	h.openFilled(t, acct, true) // 2505 USD long on ETH/USD

	r := h.markets()
	require.Equal(t, 200, r.Status, string(r.Body))
	var env marketsAnswer
	require.NoError(t, json.Unmarshal(r.Body, &env))
	require.True(t, env.Success)
	require.Equal(t, 12, env.MarketsCount)
	require.Len(t, env.Markets, 12)
	require.InDelta(t, h.api.now().UnixMilli(), env.Timestamp, 60_000)
	require.Nil(t, env.Account)

	eth := env.Markets[1]
	require.Equal(t, "2", eth.AssetID)
	require.Equal(t, "ETH/USD", eth.Pair)
	require.Equal(t, "3412.25", eth.Price)
	require.Equal(t, json.Number("2505"), eth.LongOpenInterest)
	require.Equal(t, json.Number("0"), eth.ShortOpenInterest)
	require.Equal(t, json.Number("3000000"), eth.MaxLongOpenInterest)
	require.Equal(t, json.Number("0.0008"), eth.LongTradingFee)
	require.Equal(t, json.Number("100"), eth.LongShortRatio.LongPercentage)
	require.Equal(t, json.Number("0"), eth.LongShortRatio.ShortPercentage)
	require.Equal(t, json.Number("2997495"), eth.AvailableLiquidity.Long)
	// all longs: funding is the full factor, 0.0001 per hour, paid by longs
	require.Equal(t, json.Number("0.0001"), eth.FundingRate)
	// utilization: 2505 of a 10,000,000 USD pool, in percent, rounded down to 4 decimals
	require.Equal(t, json.Number("0.025"), eth.Utilization)
	// the borrow rate of longs: 0.00005/h x 2505/10,000,000
	require.Equal(t, json.Number("0.000000012525"), eth.BorrowRateForLong)
	require.True(t, eth.PriceFresh)

	// the raw JSON keeps numbers as numbers and the price as text
	var raw map[string]any
	require.NoError(t, json.Unmarshal(r.Body, &raw))
	m0 := raw["markets"].([]any)[1].(map[string]any)
	require.IsType(t, "", m0["price"])
	require.IsType(t, float64(0), m0["fundingRate"])

	r = h.get("/api/markets?address=" + strings.ToLower(acct.Address.Hex()))
	require.Equal(t, 200, r.Status, string(r.Body))
	require.NoError(t, json.Unmarshal(r.Body, &env))
	require.NotNil(t, env.Account)
	require.Equal(t, acct.Address.Hex(), env.Account.Address, "EIP-55, whatever the case of the query")
	require.Equal(t, []string{"1"}, env.Account.PositionIDs)
	require.Equal(t, "99747.496", env.Account.MarginBalance) // 100,000 - 250.5 - 2.004 fee

	requireError(t, h.get("/api/markets?address=0x12"), 400, CodeInvalidField, "address")
	requireError(t, h.get("/api/markets?address=0x0000000000000000000000000000000000000000"), 400, CodeInvalidField, "address")
	// one answer style for queries: a parameter given twice or one the route does not take is
	// refused, naming it, on every route
	e := requireError(t, h.get("/api/markets?address="+acct.Address.Hex()+"&address=0x0000000000000000000000000000000000000001"), 400, CodeDuplicateField, "address")
	require.Contains(t, e.Error, "given 2 times")
	e = requireError(t, h.get("/api/userbalances?adress="+acct.Address.Hex()), 400, CodeUnknownField, "adress")
	require.Equal(t, ptr("address"), e.DidYouMean)
	requireError(t, h.get("/api/positions?address="+acct.Address.Hex()+"&page=5"), 400, CodeUnknownField, "page")
	requireError(t, h.post("/api/newposition?dryRun=1", marketBody(acct.Address)), 400, CodeUnknownField, "dryRun")
}

// countingRPC forwards to the real client and counts reader calls; it is not a mock.
type countingRPC struct {
	simulate.BatchCaller
	readerCalls atomic.Int64
	readerHex   string
}

func (c *countingRPC) BatchCallContext(ctx context.Context, b []rpc.BatchElem) error {
	for _, el := range b {
		if el.Method == "eth_call" && strings.Contains(strings.ToLower(jsonOf(el.Args)), c.readerHex) {
			c.readerCalls.Add(1)
		}
	}
	return c.BatchCaller.BatchCallContext(ctx, b)
}

func jsonOf(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// Concurrent requests at one block share one Reader call; a new block brings one more.
func TestMarketsOneReaderCallPerBlock(t *testing.T) {
	h := newHarness(t, 1)
	counting := &countingRPC{BatchCaller: h.env.Dest.RPC(), readerHex: strings.ToLower(h.env.Manifest.Destination.Reader.Hex())}
	h.serve(t, serverOptions{DestinationRPC: counting})

	var wg sync.WaitGroup
	for i := 0; i < 32; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := h.markets()
			if r.Status != 200 {
				t.Errorf("status %d", r.Status)
			}
		}()
	}
	wg.Wait()
	require.Equal(t, int64(1), counting.readerCalls.Load())

	h.setPrice(1, "98000") // a new block
	r := h.markets()
	require.Equal(t, 200, r.Status)
	require.Equal(t, int64(2), counting.readerCalls.Load())
	require.Contains(t, string(r.Body), `"price":"98000"`)
}

// With MarketsMaxAge the latest block is asked of the node at most once per MarketsMaxAge:
// a new block shows once that much time has passed, not before.
func TestMarketsMaxAge(t *testing.T) {
	h := newHarness(t, 1)
	var mu sync.Mutex
	now := time.Now()
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	h.serve(t, serverOptions{MarketsMaxAge: time.Second, Now: clock})
	block := func() uint64 {
		r := h.markets()
		require.Equal(t, 200, r.Status, string(r.Body))
		var env marketsAnswer
		require.NoError(t, json.Unmarshal(r.Body, &env))
		return env.BlockNumber
	}
	first := block()
	h.setPrice(1, "98000") // a new block
	require.Equal(t, first, block(), "within MarketsMaxAge the head seen last is trusted")
	mu.Lock()
	now = now.Add(time.Second)
	mu.Unlock()
	require.Greater(t, block(), first, "after MarketsMaxAge the node is asked again")
	require.Contains(t, string(h.markets().Body), `"price":"98000"`)
}
