package bench

import (
	"context"
	"encoding/json"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/anvilnode"
)

func testCtx(t *testing.T) context.Context {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	t.Cleanup(cancel)
	return ctx
}

// startAnvil runs anvil as a local process with chain id 4321 until the test ends.
func startAnvil(t *testing.T) *anvilnode.Container {
	t.Helper()
	c, err := anvilnode.RunProcess(testCtx(t), anvilnode.Customizers(anvilnode.WithChainID(4321), anvilnode.WithAccounts(1))...)
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
	port, err := anvilnode.FreePort()
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
