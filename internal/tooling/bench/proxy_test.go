package bench

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	neturl "net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/anvil"
	"github.com/tradeprep/tradeprep/internal/tooling/loopback"
)

func testCtx(t *testing.T) context.Context {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	t.Cleanup(cancel)
	return ctx
}

// startAnvil runs anvil as a local process with chain id 4321 until the test ends.
func startAnvil(t *testing.T) *anvil.Container {
	t.Helper()
	c, err := anvil.RunProcess(testCtx(t), anvil.Customizers(anvil.WithChainID(4321), anvil.WithAccounts(1))...)
	require.NoError(t, err)
	t.Cleanup(func() { _ = c.Close(context.Background()) })
	return c
}

func callArgs(to common.Address) map[string]any {
	return map[string]any{"to": to, "input": hexutil.Bytes{0x12, 0x34, 0x56, 0x78}}
}

// TestProxyCountsRoundTrips: every HTTP request through the proxy is one round trip, whatever
// it carries (a batch of five calls or a single call); the answers are the node's; CallsTo
// counts the eth_calls to one address across bodies; Reset forgets; all of it holds under
// concurrent clients.
func TestProxyCountsRoundTrips(t *testing.T) {
	ctx := testCtx(t)
	node := startAnvil(t)
	p, err := StartProxy(node.RPCURL())
	require.NoError(t, err)
	t.Cleanup(func() { _ = p.Close() })
	c, err := rpc.DialContext(ctx, p.URL())
	require.NoError(t, err)
	t.Cleanup(c.Close)
	reader, other := common.HexToAddress("0x00000000000000000000000000000000000000aa"), common.HexToAddress("0x00000000000000000000000000000000000000bb")

	var id, block hexutil.Uint64
	var out1, out2, out3 hexutil.Bytes
	batch := []rpc.BatchElem{
		{Method: "eth_chainId", Result: &id},
		{Method: "eth_blockNumber", Result: &block},
		{Method: "eth_call", Args: []any{callArgs(reader), "latest"}, Result: &out1},
		{Method: "eth_call", Args: []any{callArgs(other), "latest"}, Result: &out2},
		{Method: "eth_call", Args: []any{callArgs(reader), "latest"}, Result: &out3},
	}
	require.NoError(t, c.BatchCallContext(ctx, batch))
	for _, el := range batch {
		require.NoError(t, el.Error, el.Method)
	}
	require.Equal(t, hexutil.Uint64(4321), id, "the answer is the node's")
	var single hexutil.Uint64
	require.NoError(t, c.CallContext(ctx, &single, "eth_chainId"))
	require.Equal(t, hexutil.Uint64(4321), single)

	bodies := p.Bodies()
	require.Len(t, bodies, 2, "one batch and one call are two round trips")
	calls, err := ParseBatch(bodies[0])
	require.NoError(t, err)
	require.Len(t, calls, 5)
	require.Equal(t, []string{"eth_chainId", "eth_blockNumber", "eth_call", "eth_call", "eth_call"}, Methods(bodies[0]))
	require.Equal(t, []string{"eth_chainId"}, Methods(bodies[1]))
	require.Equal(t, 2, CallsTo(bodies, reader))
	require.Equal(t, 1, CallsTo(bodies, other))
	require.Zero(t, CallsTo(bodies, common.Address{}))
	require.Equal(t, "[eth_chainId, eth_blockNumber, eth_call, eth_call, eth_call] [eth_chainId]", methodList(bodies))
	var tag string
	require.NoError(t, json.Unmarshal(calls[2].Params[1], &tag))
	require.Equal(t, "latest", tag, "params are kept as sent")

	bodies[0] = nil
	require.NotNil(t, p.Bodies()[0], "Bodies returns a copy")
	p.Reset()
	require.Empty(t, p.Bodies())

	// concurrent clients: every request counted once
	const workers, each = 8, 10
	var wg sync.WaitGroup
	errs := make(chan error, workers*each)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < each; i++ {
				var n hexutil.Uint64
				errs <- c.CallContext(ctx, &n, "eth_blockNumber")
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		require.NoError(t, err)
	}
	require.Len(t, p.Bodies(), workers*each)
}

// TestProxyNodeDown: a node that does not answer is a failed request for the client, and still
// a round trip the service attempted.
func TestProxyNodeDown(t *testing.T) {
	ctx := testCtx(t)
	port, err := loopback.FreePort()
	require.NoError(t, err)
	p, err := StartProxy("http://127.0.0.1:" + strconv.Itoa(port))
	require.NoError(t, err)
	t.Cleanup(func() { _ = p.Close() })
	c, err := rpc.DialContext(ctx, p.URL())
	require.NoError(t, err)
	t.Cleanup(c.Close)
	var n hexutil.Uint64
	require.Error(t, c.CallContext(ctx, &n, "eth_blockNumber"))
	require.Len(t, p.Bodies(), 1)
}

func TestParseBatch(t *testing.T) {
	calls, err := ParseBatch([]byte(`  {"jsonrpc":"2.0","id":1,"method":"eth_call","params":[{"to":"0x00000000000000000000000000000000000000aa"},"latest"]}`))
	require.NoError(t, err)
	require.Len(t, calls, 1)
	require.Equal(t, "eth_call", calls[0].Method)
	require.Len(t, calls[0].Params, 2)
	_, err = ParseBatch([]byte(`[{"method":`))
	require.Error(t, err)
	require.Empty(t, Methods([]byte("not json")))
	// an eth_call without params, or with a target that is not an address, counts for nobody
	require.Zero(t, CallsTo([][]byte{[]byte(`[{"method":"eth_call","params":[]},{"method":"eth_call","params":[{"to":7}]}]`)}, common.Address{}))
}

// TestRPCDoReplaysBatch: the direct client sends a captured batch to the node and fails, naming
// the method, when any element fails.
func TestRPCDoReplaysBatch(t *testing.T) {
	ctx := testCtx(t)
	node := startAnvil(t)
	c, err := rpc.DialContext(ctx, node.RPCURL())
	require.NoError(t, err)
	t.Cleanup(c.Close)

	calls, err := ParseBatch([]byte(`[{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]},` +
		`{"jsonrpc":"2.0","id":2,"method":"eth_getBalance","params":["0x00000000000000000000000000000000000000aa","latest"]}]`))
	require.NoError(t, err)
	status, err := rpcDo(c, calls)(ctx, 0, 0)
	require.NoError(t, err)
	require.Equal(t, 200, status)

	bad := append(calls, Call{Method: "eth_noSuchMethod"})
	status, err = rpcDo(c, bad)(ctx, 0, 0)
	require.Error(t, err)
	require.Contains(t, err.Error(), "eth_noSuchMethod")
	require.Zero(t, status)
}

// TestDelayedProxy: the delaying proxy holds every request for its delay before the node sees
// it (a lower bound on each request's time, measured where the node receives it), answers
// with the node's answer, counts each request once, holds concurrent requests side by side
// rather than one after another, lets a client that gives up go, and listens on loopback only.
func TestDelayedProxy(t *testing.T) {
	const delay = 150 * time.Millisecond
	var mu sync.Mutex
	var arrivals []time.Time
	node := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		arrivals = append(arrivals, time.Now())
		mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"jsonrpc":"2.0","id":1,"result":"0x10e1"}`))
	}))
	t.Cleanup(node.Close)
	_, err := StartDelayedProxy(node.URL, -time.Second)
	require.Error(t, err)

	p, err := StartDelayedProxy(node.URL, delay)
	require.NoError(t, err)
	t.Cleanup(func() { _ = p.Close() })
	require.Equal(t, delay, p.Delay())
	u, err := neturl.Parse(p.URL())
	require.NoError(t, err)
	require.Equal(t, "127.0.0.1", u.Hostname(), "loopback only")

	post := func(ctx context.Context) (string, error) {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, p.URL(), strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}`))
		if err != nil {
			return "", err
		}
		req.Header.Set("Content-Type", "application/json")
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			return "", err
		}
		defer res.Body.Close()
		b, err := io.ReadAll(res.Body)
		return string(b), err
	}

	// one request: the node sees it no sooner than delay after it was sent
	sent := time.Now()
	body, err := post(context.Background())
	require.NoError(t, err)
	require.Contains(t, body, `"0x10e1"`, "the node's answer")
	mu.Lock()
	require.Len(t, arrivals, 1)
	require.GreaterOrEqual(t, arrivals[0].Sub(sent), delay, "held for the delay before it was forwarded")
	mu.Unlock()
	require.Equal(t, 1, p.Count())

	// concurrent requests are each held for the delay, side by side: one after another, 8 of
	// them would take 8 x delay
	const clients = 8
	p.Reset()
	mu.Lock()
	arrivals = nil
	mu.Unlock()
	start := time.Now()
	var wg sync.WaitGroup
	errs := make(chan error, clients)
	for i := 0; i < clients; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := post(context.Background())
			errs <- err
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	close(errs)
	for err := range errs {
		require.NoError(t, err)
	}
	require.Equal(t, clients, p.Count())
	mu.Lock()
	require.Len(t, arrivals, clients)
	for _, at := range arrivals {
		require.GreaterOrEqual(t, at.Sub(start), delay)
	}
	mu.Unlock()
	require.Less(t, elapsed, clients*delay, "the proxy held the requests one after another")

	// a client that gives up while its request is held is let go, and the node never sees it
	slow, err := StartDelayedProxy(node.URL, time.Minute)
	require.NoError(t, err)
	t.Cleanup(func() { _ = slow.Close() })
	p = slow
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	_, err = post(ctx)
	require.Error(t, err)
	require.Equal(t, 1, slow.Count(), "counted: the service attempted it")
	mu.Lock()
	require.Len(t, arrivals, clients, "not forwarded")
	mu.Unlock()
}

// TestDelayedRoundTrips: through a delaying proxy, the direct client's batch is one round trip
// and one delay; the integrator's calls are five round trips, one after another, in viem's
// order, and take at least five delays.
func TestDelayedRoundTrips(t *testing.T) {
	const delay = 100 * time.Millisecond
	ctx := testCtx(t)
	node := startAnvil(t)
	p, err := StartDelayedProxy(node.RPCURL(), delay)
	require.NoError(t, err)
	t.Cleanup(func() { _ = p.Close() })
	c, err := rpc.DialContext(ctx, p.URL())
	require.NoError(t, err)
	t.Cleanup(c.Close)

	var accounts []common.Address
	require.NoError(t, c.CallContext(ctx, &accounts, "eth_accounts"))
	require.NotEmpty(t, accounts)
	from := accounts[0]
	to := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	batch, err := ParseBatch(mustJSON([]map[string]any{
		{"jsonrpc": "2.0", "id": 1, "method": "eth_getBlockByNumber", "params": []any{"latest", false}},
		{"jsonrpc": "2.0", "id": 2, "method": "eth_getBalance", "params": []any{from, "latest"}},
		{"jsonrpc": "2.0", "id": 3, "method": "eth_maxPriorityFeePerGas", "params": []any{}},
		{"jsonrpc": "2.0", "id": 4, "method": "eth_call", "params": []any{map[string]any{"from": from, "to": to, "input": "0x12345678"}, "latest"}},
		{"jsonrpc": "2.0", "id": 5, "method": "eth_estimateGas", "params": []any{map[string]any{"from": from, "to": to, "input": "0x12345678"}, "latest"}},
	}))
	require.NoError(t, err)
	seq, err := IntegratorCalls(batch)
	require.NoError(t, err)

	p.Reset()
	start := time.Now()
	status, err := rpcDo(c, batch)(ctx, 0, 0)
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, status)
	require.GreaterOrEqual(t, time.Since(start), delay)
	require.Equal(t, 1, p.Count(), "the batch is one round trip")

	p.Reset()
	start = time.Now()
	status, err = seqDo(c, seq)(ctx, 0, 0)
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, status)
	require.GreaterOrEqual(t, time.Since(start), 5*delay, "five round trips, one after another")
	bodies := p.Bodies()
	require.Len(t, bodies, 5)
	var methods []string
	for _, b := range bodies {
		methods = append(methods, Methods(b)...)
	}
	require.Equal(t, []string{"eth_call", "eth_estimateGas", "eth_getBalance", "eth_getBlockByNumber", "eth_maxPriorityFeePerGas"}, methods)

	// a failing call fails the request, naming the method
	bad := append(slices.Clone(seq), Call{Method: "eth_noSuchMethod"})
	_, err = seqDo(c, bad)(ctx, 0, 0)
	require.ErrorContains(t, err, "eth_noSuchMethod")
}

// TestIntegratorCalls: (b) takes the transaction of the service's first eth_call (its sender,
// target, calldata and value, none of the service's block pin or overrides) and sends what
// viem's four actions send for it.
func TestIntegratorCalls(t *testing.T) {
	batch, err := ParseBatch([]byte(`[
		{"jsonrpc":"2.0","id":1,"method":"eth_getBlockByHash","params":["0x01",false]},
		{"jsonrpc":"2.0","id":2,"method":"eth_getBalance","params":["0x00000000000000000000000000000000000000f1",{"blockHash":"0x01"}]},
		{"jsonrpc":"2.0","id":3,"method":"eth_call","params":[{"from":"0x00000000000000000000000000000000000000f1","to":"0x00000000000000000000000000000000000000aa","input":"0xabcdef","value":"0x5"},{"blockHash":"0x01"},{"0xaa":{"balance":"0x1"}}]},
		{"jsonrpc":"2.0","id":4,"method":"eth_estimateGas","params":[{"from":"0x00000000000000000000000000000000000000f1","to":"0x00000000000000000000000000000000000000aa","input":"0xabcdef","value":"0x5"},{"blockHash":"0x01"}]},
		{"jsonrpc":"2.0","id":5,"method":"eth_call","params":[{"to":"0x00000000000000000000000000000000000000bb","input":"0x01"},{"blockHash":"0x01"}]}
	]`))
	require.NoError(t, err)
	seq, err := IntegratorCalls(batch)
	require.NoError(t, err)
	tx := `{"data":"0xabcdef","from":"0x00000000000000000000000000000000000000f1","to":"0x00000000000000000000000000000000000000aa","value":"0x5"}`
	want := []struct{ method, params string }{
		{"eth_call", `[` + tx + `,"latest"]`},
		{"eth_estimateGas", `[` + tx + `]`},
		{"eth_getBalance", `["0x00000000000000000000000000000000000000f1","latest"]`},
		{"eth_getBlockByNumber", `["latest",false]`},
		{"eth_maxPriorityFeePerGas", `[]`},
	}
	require.Len(t, seq, len(want))
	for i, w := range want {
		require.Equal(t, w.method, seq[i].Method)
		require.JSONEq(t, w.params, string(mustJSON(seq[i].Params)), w.method)
	}

	require.Equal(t, `eth_call [{"data":"<3 bytes>","from":"0x00000000000000000000000000000000000000f1","to":"0x00000000000000000000000000000000000000aa","value":"0x5"}, "latest"]`,
		describeCall(seq[0]), "calldata as its length in the report")
	require.Equal(t, "eth_maxPriorityFeePerGas []", describeCall(seq[4]))

	_, err = IntegratorCalls([]Call{{Method: "eth_getBalance"}})
	require.ErrorContains(t, err, "no eth_call")
	_, err = IntegratorCalls([]Call{{Method: "eth_call", Params: []json.RawMessage{json.RawMessage(`{"input":"0x01"}`)}}})
	require.Error(t, err, "no sender or target")
}
