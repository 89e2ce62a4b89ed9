package nodes_test

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/chain/nodes"
	"github.com/tradeprep/tradeprep/internal/tooling/rpcproxy"
)

// simRecorder keeps the capabilities a list records.
type simRecorder struct {
	*recorder
	mu       sync.Mutex
	simulate map[int]bool
}

func (r *simRecorder) RecordNodeSimulate(_ string, node int, supported bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.simulate[node] = supported
}

// simulateBatch is a batch that asks eth_simulateV1 (an empty block on the latest) and the head.
func simulateBatch() []rpc.BatchElem {
	var out json.RawMessage
	var head string
	return []rpc.BatchElem{
		{Method: nodes.SimulateMethod, Args: []any{map[string]any{"blockStateCalls": []any{map[string]any{"calls": []any{}}}}, "latest"}, Result: &out},
		{Method: "eth_blockNumber", Result: &head},
	}
}

// A provider without eth_simulateV1 ahead of a node with it: a Check learns each node's
// support (JSON-RPC -32601: no; an answer: yes) and records it; a batch that asks the method
// then goes to node 2, other batches still to node 1; the support is asked again once it is
// CapabilityTTL old, so a provider that adds the method is used for it again.
func TestSimulateSupportIsProbedRoutedAndRefreshed(t *testing.T) {
	chain := startChain(t, chainID)
	prov := &rpcproxy.Provider{Target: chain.HTTPURL()}
	prov.SetMissing(nodes.SimulateMethod)
	srv := httptest.NewServer(prov)
	t.Cleanup(srv.Close)
	first := &counted{BatchCaller: dial(t, srv.URL)}
	second := &counted{BatchCaller: dial(t, chain.HTTPURL())}
	rec := &simRecorder{recorder: newRecorder(), simulate: map[int]bool{}}
	l := newList(t, nodes.Options{Timeout: time.Second, CheckTTL: time.Millisecond, CapabilityTTL: 2 * time.Second, Metrics: rec},
		nodes.Node{Client: first}, nodes.Node{Client: second})

	states := l.Check(context.Background())
	require.Equal(t, []string{"no", "yes"}, []string{states[0].Simulate, states[1].Simulate})
	require.True(t, states[0].Ready, "a node without the method is up")
	require.Equal(t, map[int]bool{1: false, 2: true}, rec.simulate)

	b := simulateBatch()
	require.NoError(t, l.BatchCallContext(context.Background(), b))
	require.NoError(t, b[0].Error, "answered by node 2")
	require.Zero(t, first.batches.Load())
	require.Equal(t, int64(1), second.batches.Load())
	blockNumber(t, l)
	require.Equal(t, int64(1), first.batches.Load(), "a batch without it goes to node 1, the preferred")

	// within the TTL the probes do not ask again; after it, they do
	refused := prov.Counts().CallsRefused
	prov.SetMissing() // the provider adds the method
	time.Sleep(5 * time.Millisecond)
	states = l.Check(context.Background())
	require.Equal(t, "no", states[0].Simulate)
	require.Equal(t, refused, prov.Counts().CallsRefused)
	time.Sleep(2100 * time.Millisecond)
	states = l.Check(context.Background())
	require.Equal(t, "yes", states[0].Simulate, "asked again after the TTL")
	require.Equal(t, map[int]bool{1: true, 2: true}, rec.simulate)
	b = simulateBatch()
	require.NoError(t, l.BatchCallContext(context.Background(), b))
	require.Equal(t, int64(2), first.batches.Load(), "node 1 simulates again")
	require.Equal(t, int64(1), second.batches.Load())
}

// Alone, a node without the method still answers: the caller gets its refusal as the call's
// error (the chain's word), not a failure of the node.
func TestSimulateRefusalOfTheOnlyNodeIsTheAnswer(t *testing.T) {
	chain := startChain(t, chainID)
	prov := &rpcproxy.Provider{Target: chain.HTTPURL()}
	prov.SetMissing(nodes.SimulateMethod)
	srv := httptest.NewServer(prov)
	t.Cleanup(srv.Close)
	l := newList(t, nodes.Options{Timeout: time.Second}, nodes.Node{Client: dial(t, srv.URL)})
	for range 2 {
		b := simulateBatch()
		require.NoError(t, l.BatchCallContext(context.Background(), b))
		var re rpc.Error
		require.ErrorAs(t, b[0].Error, &re)
		require.Equal(t, -32601, re.ErrorCode())
		require.NoError(t, b[1].Error)
	}
	require.Equal(t, "no", l.States()[0].Simulate)
	require.True(t, l.States()[0].Ready)
}
