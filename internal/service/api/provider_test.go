package api

import (
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/chain/jsonrpc"
	"github.com/tradeprep/tradeprep/internal/chain/nodes"
	"github.com/tradeprep/tradeprep/internal/tooling/apitest"
	"github.com/tradeprep/tradeprep/internal/tooling/rpcproxy"
)

// providerEnv is the fault environment with the service on node lists of hosted providers'
// emulators (rpcproxy.Provider, on loopback) in front of the embedded chains' endpoints, each
// reached through the service's own client (internal/chain/jsonrpc), as `serve` reaches an HTTP node.
type providerEnv struct {
	*faultEnv
	dest []*rpcproxy.Provider // the destination chain's nodes, in order
	src  *rpcproxy.Provider
}

// startProviderEnv starts it with destNodes emulators for the destination chain and one for the
// source chain; set configures each emulator before the first request; requestTimeout, when
// positive, replaces the fault tests' short one.
func startProviderEnv(t *testing.T, destNodes int, requestTimeout time.Duration, set func(p *rpcproxy.Provider)) *providerEnv {
	t.Helper()
	pe := &providerEnv{}
	pe.faultEnv = startFaultEnv(t, 2, func(fe *faultEnv, o *serverOptions) {
		node := func(target string) (*rpcproxy.Provider, nodes.Node) {
			p := &rpcproxy.Provider{Target: target, Client: &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 64}}}
			set(p)
			srv := httptest.NewServer(p)
			hc := &http.Client{Timeout: 2 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
			c := jsonrpc.New(srv.URL, hc)
			fe.closers = append(fe.closers, srv.Close, c.Close, p.Client.CloseIdleConnections)
			return p, nodes.Node{Host: nodes.HostOf(srv.URL), Client: c}
		}
		if requestTimeout > 0 {
			o.RequestTimeout = requestTimeout
		}
		o.Nodes = map[uint64][]nodes.Node{}
		dest := fe.env.Manifest.Destination.ChainID
		for range destNodes {
			p, n := node(fe.env.Dest.HTTPURL())
			pe.dest = append(pe.dest, p)
			o.Nodes[dest] = append(o.Nodes[dest], n)
		}
		p, n := node(fe.env.Source.HTTPURL())
		pe.src = p
		o.Nodes[embedded.SourceChainID] = []nodes.Node{n}
	})
	if requestTimeout > 0 { // the test's client waits longer than the service may take
		pe.client = &http.Client{Timeout: requestTimeout + 5*time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
		pe.closers = append(pe.closers, pe.client.CloseIdleConnections)
	}
	t.Cleanup(pe.close)
	return pe
}

// A provider that caps a batch at 3 calls and refuses a longer one (HTTP 413, one JSON-RPC
// error object, an error per call): every endpoint answers as it does without the cap, the
// prepared newposition and closeposition the same bytes as the service on the chain directly at
// the same block, with the batches sent in parts of at most 3 calls.
func TestProviderBatchCap(t *testing.T) {
	for _, refusal := range []rpcproxy.Refusal{rpcproxy.RefuseHTTP413, rpcproxy.RefuseObject, rpcproxy.RefusePerElement} {
		t.Run([]string{"http413", "object", "per-element"}[refusal], func(t *testing.T) {
			pe := startProviderEnv(t, 1, 0, func(p *rpcproxy.Provider) {
				p.MaxBatch.Store(3)
				p.Refusal.Store(int64(refusal))
			})
			positionID := pe.direct.openFilled(t, pe.env.Accounts[0], true)
			direct := &faultEnv{t: t, ctx: pe.ctx, api: httptest.NewServer(pe.direct.api), client: pe.client}
			defer direct.api.Close()
			// the direct service saw anvil seal in one second (openFilled's blocks); the capped one
			// must too, or the two predict the fill a second apart
			apitest.ShowSealingInOneSecond(t, pe.ctx, pe.env, func() {
				for _, q := range pe.requests(positionID) {
					if q.name == "newposition" {
						r, _ := pe.do(q)
						q.ok(t, r)
						w, _ := direct.do(q)
						q.ok(t, w)
					}
				}
			})
			for round := range 2 { // the first learns the cap, the second uses it
				for _, q := range pe.requests(positionID) {
					if q.name != "newposition" && q.name != "closeposition" {
						r, _ := pe.do(q)
						q.ok(t, r)
						continue
					}
					requireSameAnswerInOneSecond(t, func() (want, got []byte) {
						r, _ := pe.do(q)
						q.ok(t, r)
						w, _ := direct.do(q)
						q.ok(t, w)
						return w.Body, r.Body
					}, "round %d: %s as without the cap", round, q.name)
				}
				r, _ := pe.do(marketsRequest("markets", nil, nil))
				require.Equal(t, http.StatusOK, r.Status, string(r.Body))
			}
			for _, p := range append(pe.dest, pe.src) {
				c := p.Counts()
				require.LessOrEqual(t, c.Longest, 3, "nothing longer than the cap was answered")
				t.Logf("provider: %d requests, %d refused, %d forwarded, longest %d", c.Requests, c.Refused, c.Forwarded, c.Longest)
			}
			require.Positive(t, pe.dest[0].Counts().Refused, "the service's batches are longer than 3: the cap was met")
		})
	}
}

// loadResult counts the statuses of concurrent newpositions.
type loadResult struct {
	mu       sync.Mutex
	statuses map[int]int
	codes    map[string]int // the error bodies' codes
	bodies   []string
}

// load sends n newpositions, workers at a time, and counts their statuses.
func (pe *providerEnv) load(t *testing.T, n, workers int) *loadResult {
	res := &loadResult{statuses: map[int]int{}, codes: map[string]int{}}
	q := faultNewPosition("newposition", marketRequest(pe.env.Accounts[0].Address), nil)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for next.Add(1) <= int64(n) {
				r, _ := pe.do(q)
				res.mu.Lock()
				res.statuses[r.Status]++
				if r.Status != http.StatusOK {
					var e struct{ Code string }
					_ = json.Unmarshal(r.Body, &e)
					res.codes[e.Code]++
				}
				if r.Status != http.StatusOK && len(res.bodies) < 3 {
					res.bodies = append(res.bodies, string(r.Body))
				}
				res.mu.Unlock()
			}
		})
	}
	wg.Wait()
	return res
}

// A provider that answers every second request HTTP 429 with Retry-After: 1, or JSON-RPC
// -32005: requests one after another, with one node the service waits the asked second within
// the request's deadline and asks again, and with two such nodes a limited node's batch goes to
// the other: every request is answered, no 5xx. Under concurrent load (8 at a time, one node)
// the provider answers at most about half of each burst per second: no request gets
// UPSTREAM_ERROR (a rate limit is not a failed node); those that cannot be answered before their
// deadline get 503 UPSTREAM_RATE_LIMITED with Retry-After.
func TestProviderRateLimitedEverySecondRequest(t *testing.T) {
	if raceEnabled {
		t.Skip("a load measurement: not under the race detector")
	}
	const sequential = 30 // each limited request waits a second: 100 one after another would take a minute
	for _, limit := range []rpcproxy.Limit{rpcproxy.LimitHTTP429, rpcproxy.LimitRPC} {
		for _, count := range []int{1, 2} {
			name := []string{"http429", "rpc-32005"}[limit] + []string{"", "/one-node", "/two-nodes"}[count]
			t.Run(name, func(t *testing.T) {
				// each case has a platform and providers of its own, and spends its time in the
				// seconds its provider asks it to wait: the four wait side by side
				t.Parallel()
				// the service's default request time-out: a request of this test sends about two
				// batches, every second of them refused for a second, and the 3 s of the fault
				// tests leave no room for a third wait when a background read takes a turn
				pe := startProviderEnv(t, count, 15*time.Second, func(p *rpcproxy.Provider) {
					p.LimitEvery.Store(2)
					p.Limit.Store(int64(limit))
					p.SetRetryAfter("1")
				})
				run := func(requests, workers int) *loadResult {
					before := pe.limited()
					began := time.Now()
					res := pe.load(t, requests, workers)
					t.Logf("%s: %d newpositions, %d at a time, in %v: statuses %v; %d provider requests rate-limited",
						name, requests, workers, time.Since(began).Round(time.Millisecond), res.statuses, pe.limited()-before)
					require.Positive(t, pe.limited()-before)
					require.Zero(t, res.codes[CodeUpstream], "no UPSTREAM_ERROR: %v", res.bodies)
					return res
				}
				res := run(sequential, 1)
				require.Equal(t, sequential, res.statuses[http.StatusOK], "no 5xx: %v %v", res.statuses, res.bodies)
				if count == 1 && limit == rpcproxy.LimitHTTP429 {
					res := run(100, 8)
					for status := range res.statuses {
						require.Contains(t, []int{http.StatusOK, http.StatusServiceUnavailable}, status, "%v", res.bodies)
					}
				}
			})
		}
	}
}

// limited is the requests the destination's providers rate-limited so far.
func (pe *providerEnv) limited() int64 {
	var n int64
	for _, p := range pe.dest {
		n += p.Counts().Limited
	}
	return n
}

// A provider that always answers 429: the caller gets 503 UPSTREAM_RATE_LIMITED with
// Retry-After, not UPSTREAM_ERROR, within the request's deadline; the node is not called down.
func TestProviderAlwaysRateLimited(t *testing.T) {
	for _, after := range []string{"1", "10"} {
		t.Run("retry-after-"+after, func(t *testing.T) {
			pe := startProviderEnv(t, 1, 0, func(p *rpcproxy.Provider) {
				p.LimitEvery.Store(1)
				p.SetRetryAfter(after)
			})
			q := faultNewPosition("newposition", marketRequest(pe.env.Accounts[0].Address), nil)
			for range 2 {
				r, took := pe.do(q)
				requireError(t, r, http.StatusServiceUnavailable, CodeUpstreamRateLimited, "")
				require.NotEmpty(t, r.Header.Get("Retry-After"), string(r.Body))
				require.Less(t, took, faultRequestTimeout+500*time.Millisecond)
				t.Logf("Retry-After %s: %d in %v, Retry-After %s: %s", after, r.Status, took.Round(time.Millisecond), r.Header.Get("Retry-After"), r.Body)
			}
		})
	}
}

// readyzNodes is /readyz's list of the destination chain's nodes.
func (pe *providerEnv) readyzNodes(t *testing.T) []NodeState {
	t.Helper()
	res, err := pe.client.Get(pe.api.URL + "/readyz")
	require.NoError(t, err)
	defer res.Body.Close()
	var body struct {
		Chains []ChainReadiness `json:"chains"`
	}
	require.NoError(t, json.NewDecoder(res.Body).Decode(&body))
	for _, c := range body.Chains {
		if c.Role == "destination" {
			return c.Nodes
		}
	}
	t.Fatal("no destination chain in /readyz")
	return nil
}

// A provider without eth_simulateV1 ahead of a node with it (the list's order): predictions
// need the method, so once the service has learnt that node 1 lacks it (from its refusal of a
// request's simulation, or from a /readyz probe) every newposition's simulation goes to node 2
// and the answer is the one of the service on the chain directly, at the same block; node 1 is
// asked eth_simulateV1 once. /readyz shows each node's support.
func TestProviderWithoutSimulate(t *testing.T) {
	t.Run("learnt-from-a-request", func(t *testing.T) {
		pe := startProviderEnv(t, 2, 0, func(p *rpcproxy.Provider) {})
		pe.dest[0].SetMissing(nodes.SimulateMethod)
		q := faultNewPosition("newposition", marketRequest(pe.env.Accounts[0].Address), nil)
		direct := &faultEnv{t: t, ctx: pe.ctx, api: httptest.NewServer(pe.direct.api), client: pe.client}
		defer direct.api.Close()
		asked := time.Now()
		want, _ := direct.do(q)
		require.Equal(t, http.StatusOK, want.Status, string(want.Body))

		// the first: node 1 answers the batch, and its refusal is the prediction's (honestly unknown)
		first, _ := pe.do(q)
		require.Equal(t, http.StatusOK, first.Status, string(first.Body))
		var got struct {
			Outcome struct {
				Status string `json:"status"`
			} `json:"outcome"`
		}
		require.NoError(t, json.Unmarshal(first.Body, &got))
		require.Equal(t, "unknown", got.Outcome.Status, string(first.Body))
		for range 3 {
			r, _ := pe.do(q)
			require.Equal(t, http.StatusOK, r.Status, string(r.Body))
			requireSameAnswer(t, want.Body, r.Body, time.Since(asked), "node 2 simulates it, as the chain directly")
		}
		require.Equal(t, int64(1), pe.dest[0].Counts().CallsRefused, "node 1 was asked eth_simulateV1 once")
		ns := pe.readyzNodes(t)
		require.Len(t, ns, 2)
		require.Equal(t, "no", ns[0].Simulate)
		require.True(t, ns[0].Ready, "a node without the method is not down: %+v", ns[0])
		require.Equal(t, "yes", ns[1].Simulate)
	})
	t.Run("probed-by-readyz", func(t *testing.T) {
		pe := startProviderEnv(t, 2, 0, func(p *rpcproxy.Provider) {})
		pe.dest[0].SetMissing(nodes.SimulateMethod)
		ns := pe.readyzNodes(t)
		require.Equal(t, []string{"no", "yes"}, []string{ns[0].Simulate, ns[1].Simulate})
		q := faultNewPosition("newposition", marketRequest(pe.env.Accounts[0].Address), nil)
		direct := &faultEnv{t: t, ctx: pe.ctx, api: httptest.NewServer(pe.direct.api), client: pe.client}
		defer direct.api.Close()
		asked := time.Now()
		want, _ := direct.do(q)
		r, _ := pe.do(q)
		requireSameAnswer(t, want.Body, r.Body, time.Since(asked), "the first request already goes to node 2")
		require.Equal(t, int64(1), pe.dest[0].Counts().CallsRefused, "asked once, by the probe")
	})
}

// requireSameAnswer fails unless the two JSON answers are the same, but for the timestamps of
// the simulated next block ("timestamp", wherever it is): anvil seals it at the wall clock's
// second, so two answers at the same head asked a moment apart may be seconds apart there.
// Those must be at the same places and no further apart than the wall clock's seconds could
// move between the requests (apart: from the first's start to the second's end), on a loaded
// machine too.
func requireSameAnswer(t *testing.T, want, got []byte, apart time.Duration, msgAndArgs ...any) {
	t.Helper()
	w, wt := withoutTimestamps(t, want)
	g, gt := withoutTimestamps(t, got)
	require.Equal(t, w, g, msgAndArgs...)
	require.Equal(t, len(wt), len(gt), "timestamps at the same places: %v, %v", wt, gt)
	slack := math.Floor(apart.Seconds()) + 1
	for path, at := range wt {
		other, ok := gt[path]
		require.True(t, ok, "no timestamp at %s: %v", path, gt)
		require.LessOrEqual(t, math.Abs(at-other), slack, "%s: %v and %v, more than %v s apart (the requests took %v)", path, at, other, slack, apart)
	}
}

// requireSameAnswerInOneSecond asks the pair of answers again until both simulated their next
// block at the same second, then requires them equal to the digit. An open position's close
// accrues borrow and funding by the second: two answers a second boundary apart rightly differ
// in every figure (a loaded machine's requests do cross one), and only a pair at one timestamp
// shows whether the two ways of asking differ.
func requireSameAnswerInOneSecond(t *testing.T, ask func() (want, got []byte), msgAndArgs ...any) {
	t.Helper()
	const tries = 6
	for try := 1; ; try++ {
		want, got := ask()
		w, wt := withoutTimestamps(t, want)
		g, gt := withoutTimestamps(t, got)
		require.NotEmpty(t, wt, "the answer carries its simulated block's timestamp: %s", want)
		if maps.Equal(wt, gt) {
			require.Equal(t, w, g, msgAndArgs...)
			return
		}
		require.Less(t, try, tries, "%d pairs of answers at different seconds (last %v and %v)", tries, wt, gt)
	}
}

// withoutTimestamps is the JSON answer without its "timestamp" members, and those by their path.
func withoutTimestamps(t *testing.T, answer []byte) (any, map[string]float64) {
	t.Helper()
	var v any
	require.NoError(t, json.Unmarshal(answer, &v), string(answer))
	at := map[string]float64{}
	dropTimestamps(v, "", at)
	return v, at
}

// dropTimestamps removes every numeric "timestamp" member of v, recording it by its path.
func dropTimestamps(v any, path string, into map[string]float64) {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			if n, ok := e.(float64); ok && k == "timestamp" {
				into[path+"."+k] = n
				delete(x, k)
				continue
			}
			dropTimestamps(e, path+"."+k, into)
		}
	case []any:
		for i, e := range x {
			dropTimestamps(e, fmt.Sprintf("%s[%d]", path, i), into)
		}
	}
}
