package nodes_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/chain/jsonrpc"
	"github.com/tradeprep/tradeprep/internal/chain/nodes"
	"github.com/tradeprep/tradeprep/internal/tooling/rpcproxy"
)

// provider is a hosted provider's emulator on loopback in front of url, and the service's own
// client of it (internal/chain/jsonrpc, which reads Retry-After and a single error object).
func provider(t *testing.T, url string) (*rpcproxy.Provider, *jsonrpc.Client) {
	t.Helper()
	p := &rpcproxy.Provider{Target: url, Client: &http.Client{Transport: &http.Transport{}}}
	srv := httptest.NewServer(p)
	c := jsonrpc.New(srv.URL, &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 16}})
	t.Cleanup(func() { c.Close(); srv.Close() })
	return p, c
}

// pinnedReads is a batch of 8 calls, all at the block hash: its header, its number's header,
// balances and codes of accounts, as a simulation batch names its block in every call.
func pinnedReads(hash common.Hash) []rpc.BatchElem {
	at := map[string]any{"blockHash": hash}
	b := []rpc.BatchElem{{Method: "eth_getBlockByHash", Args: []any{hash, false}, Result: new(json.RawMessage)}}
	for i := range 7 {
		a := common.BigToAddress(common.Big1).Hex()
		method := "eth_getBalance"
		if i%2 == 1 {
			method = "eth_getCode"
		}
		if i > 0 {
			a = common.HexToAddress("0x00000000000000000000000000000000000000" + string(rune('a'+i)) + "0").Hex()
		}
		b = append(b, rpc.BatchElem{Method: method, Args: []any{a, at}, Result: new(json.RawMessage)})
	}
	return b
}

func results(t *testing.T, b []rpc.BatchElem) []string {
	t.Helper()
	out := make([]string, len(b))
	for i, el := range b {
		require.NoError(t, el.Error, "element %d (%s)", i, el.Method)
		out[i] = string(*el.Result.(*json.RawMessage))
	}
	return out
}

// A provider that caps a batch at 3 calls, refusing a longer one as HTTP 413, as one JSON-RPC
// error object or with an error per call: the batch of 8 is answered as without the cap, the
// same answers in the same order, sent in parts of at most 3; the cap learnt is remembered and
// the next batch is sent in parts at once, without a refusal.
func TestBatchCapLearntFromRefusal(t *testing.T) {
	chain := startChain(t, chainID)
	hash := chain.Commit()
	want := pinnedReads(hash)
	require.NoError(t, chain.RPC().BatchCallContext(context.Background(), want))
	for _, refusal := range []rpcproxy.Refusal{rpcproxy.RefuseHTTP413, rpcproxy.RefuseObject, rpcproxy.RefusePerElement} {
		p, c := provider(t, chain.HTTPURL())
		p.MaxBatch.Store(3)
		p.Refusal.Store(int64(refusal))
		rec := newRecorder()
		l := newList(t, nodes.Options{Timeout: 5 * time.Second, Metrics: rec}, nodes.Node{Client: c})
		for round := range 3 {
			got := pinnedReads(hash)
			before := p.Counts()
			require.NoError(t, l.BatchCallContext(context.Background(), got), "refusal %d round %d", refusal, round)
			require.Equal(t, results(t, want), results(t, got), "refusal %d round %d", refusal, round)
			after := p.Counts()
			require.LessOrEqual(t, after.Longest, 3, "refusal %d", refusal)
			if round > 0 {
				require.Equal(t, before.Refused, after.Refused, "refusal %d round %d: the cap is remembered", refusal, round)
				require.Equal(t, int64(3), after.Requests-before.Requests, "refusal %d round %d: 8 calls in parts of 3, 3, 2", refusal, round)
			}
		}
		st := l.States()[0]
		require.True(t, st.Ready)
		// the first batch, 9 calls with the chain id asked ahead: 9, 5 and 4 refused, 3 and 2 answered
		require.Equal(t, 3, st.MaxBatch, "refusal %d", refusal)
		require.Equal(t, 3, rec.maxBatch(1))
		require.Zero(t, l.Failovers())
	}
}

// A cap set in the configuration is used from the first batch: nothing is refused, and a batch
// within the cap is one round trip.
func TestConfiguredBatchCap(t *testing.T) {
	chain := startChain(t, chainID)
	hash := chain.Commit()
	want := pinnedReads(hash)
	require.NoError(t, chain.RPC().BatchCallContext(context.Background(), want))
	p, c := provider(t, chain.HTTPURL())
	p.MaxBatch.Store(3)
	l := newList(t, nodes.Options{Timeout: 5 * time.Second}, nodes.Node{Client: c, MaxBatch: 3})
	got := pinnedReads(hash)
	require.NoError(t, l.BatchCallContext(context.Background(), got))
	require.Equal(t, results(t, want), results(t, got))
	require.Zero(t, p.Counts().Refused)
	require.Equal(t, 3, p.Counts().Longest)
	before := p.Counts().Requests
	two := pinnedReads(hash)[:3]
	require.NoError(t, l.BatchCallContext(context.Background(), two))
	require.Equal(t, int64(1), p.Counts().Requests-before, "within the cap: one round trip")
	require.Equal(t, 3, l.States()[0].MaxBatch)
}

// A provider that answers every second request 429 (Retry-After: 1) or JSON-RPC -32005: one
// node, every batch is answered within its deadline, after the node's rest; the node is never
// down. Two such nodes: every batch is answered, the limited one's batch by the other.
func TestRateLimitedEverySecondRequest(t *testing.T) {
	chain := startChain(t, chainID)
	for _, limit := range []rpcproxy.Limit{rpcproxy.LimitHTTP429, rpcproxy.LimitRPC} {
		for _, count := range []int{1, 2} {
			var ns []nodes.Node
			var ps []*rpcproxy.Provider
			for range count {
				p, c := provider(t, chain.HTTPURL())
				p.LimitEvery.Store(2)
				p.Limit.Store(int64(limit))
				p.SetRetryAfter("1")
				ps = append(ps, p)
				ns = append(ns, nodes.Node{Client: c})
			}
			rec := newRecorder()
			l := newList(t, nodes.Options{Timeout: 2 * time.Second, Metrics: rec}, ns...)
			began := time.Now()
			for i := range 6 {
				ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
				var head struct{ Number string }
				b := []rpc.BatchElem{{Method: "eth_getBlockByNumber", Args: []any{"latest", false}, Result: &head}}
				err := l.BatchCallContext(ctx, b)
				cancel()
				require.NoError(t, err, "limit %d, %d nodes, batch %d", limit, count, i)
				require.NoError(t, b[0].Error, "limit %d, %d nodes, batch %d", limit, count, i)
			}
			var limited int64
			for _, p := range ps {
				limited += p.Counts().Limited
			}
			require.Positive(t, limited, "limit %d, %d nodes", limit, count)
			for _, st := range l.States() {
				require.Empty(t, st.Error, "limit %d, %d nodes: never down", limit, count)
			}
			require.Positive(t, rec.limitedCount(), "recorded")
			t.Logf("limit %d, %d nodes: 6 batches in %v, %d requests limited", limit, count, time.Since(began).Round(time.Millisecond), limited)
		}
	}
}

// A provider that always answers 429: the batch fails at once with a *RateLimitedError naming
// the wait, rather than waiting past its deadline or calling the node down.
func TestAlwaysRateLimited(t *testing.T) {
	chain := startChain(t, chainID)
	p, c := provider(t, chain.HTTPURL())
	p.LimitEvery.Store(1)
	p.SetRetryAfter("5")
	l := newList(t, nodes.Options{Timeout: time.Second}, nodes.Node{Client: c})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	began := time.Now()
	err := l.BatchCallContext(ctx, []rpc.BatchElem{{Method: "eth_chainId", Result: new(string)}})
	var rl *nodes.RateLimitedError
	require.True(t, errors.As(err, &rl), "%v", err)
	require.InDelta(t, 5, rl.RetryAfter.Seconds(), 0.5)
	require.Less(t, time.Since(began), time.Second, "no wait that cannot end before the deadline")
	require.Equal(t, int64(1), p.Counts().Requests)
	// resting: the next batch does not ask the node at all
	err = l.BatchCallContext(ctx, []rpc.BatchElem{{Method: "eth_chainId", Result: new(string)}})
	require.True(t, errors.As(err, &rl), "%v", err)
	require.Equal(t, int64(1), p.Counts().Requests)
	require.NotContains(t, err.Error(), "127.0.0.1", "never the node's URL")
	require.NotContains(t, l.States()[0].Error, "429", "rate-limited, not down")
	require.True(t, l.States()[0].RateLimitedUntil.After(time.Now()))
}
