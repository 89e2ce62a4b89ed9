package nodes_test

import (
	"context"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/chain/devchain"
	"github.com/tradeprep/tradeprep/internal/chain/nodes"
	"github.com/tradeprep/tradeprep/internal/tooling/loopback"
	"github.com/tradeprep/tradeprep/internal/tooling/rpcproxy"
	"github.com/tradeprep/tradeprep/simulate"
)

const chainID = 777

// startChain starts an in-process geth chain serving JSON-RPC over HTTP on loopback.
func startChain(t *testing.T, id uint64) *devchain.Chain {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	c, err := devchain.Start(ctx, devchain.Config{ChainID: id, HTTPAddr: "127.0.0.1:0"})
	require.NoError(t, err)
	t.Cleanup(func() { _ = c.Close() })
	return c
}

// dial is the service's kind of client of a node: go-ethereum's over HTTP.
func dial(t *testing.T, url string) *rpc.Client {
	t.Helper()
	tr := &http.Transport{}
	c, err := rpc.DialOptions(context.Background(), url, rpc.WithHTTPClient(&http.Client{Transport: tr}))
	require.NoError(t, err)
	t.Cleanup(func() { c.Close(); tr.CloseIdleConnections() })
	return c
}

// hangingURL is a loopback server that accepts connections and never answers.
func hangingURL(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	var mu sync.Mutex
	var conns []net.Conn
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			conns = append(conns, c)
			mu.Unlock()
		}
	}()
	t.Cleanup(func() {
		_ = ln.Close()
		mu.Lock()
		defer mu.Unlock()
		for _, c := range conns {
			_ = c.Close()
		}
	})
	return "http://" + ln.Addr().String()
}

// proxy is a real HTTP proxy on a fixed loopback port in front of a node: it can stop
// listening (the node died: connections are refused), listen again on the same port, or answer
// an HTTP status instead of forwarding.
type proxy struct {
	t      *testing.T
	addr   string
	target string
	status atomic.Int32 // 0: forward; else answer this status
	mu     sync.Mutex
	srv    *http.Server
}

func newProxy(t *testing.T, target string) *proxy {
	p := &proxy{t: t, addr: "127.0.0.1:0", target: target}
	p.start()
	t.Cleanup(p.stop)
	return p
}

func (p *proxy) url() string { return "http://" + p.addr }

func (p *proxy) start() {
	p.t.Helper()
	ln, err := net.Listen("tcp", p.addr)
	require.NoError(p.t, err)
	p.addr = ln.Addr().String()
	srv := &http.Server{Handler: http.HandlerFunc(p.serve)}
	p.mu.Lock()
	p.srv = srv
	p.mu.Unlock()
	go func() { _ = srv.Serve(ln) }()
}

func (p *proxy) stop() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.srv != nil {
		_ = p.srv.Close()
		p.srv = nil
	}
}

func (p *proxy) serve(w http.ResponseWriter, r *http.Request) {
	if s := p.status.Load(); s != 0 {
		http.Error(w, "node unavailable", int(s))
		return
	}
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return
	}
	rpcproxy.Forward(w, r, nil, p.target, body)
}

// counted forwards to a real client and counts the batches the list sent it, apart from its
// probes (eth_chainId and eth_blockNumber alone).
type counted struct {
	simulate.BatchCaller
	batches, probes atomic.Int64
}

func (c *counted) BatchCallContext(ctx context.Context, b []rpc.BatchElem) error {
	if nodes.IsProbe(b) {
		c.probes.Add(1)
	} else {
		c.batches.Add(1)
	}
	return c.BatchCaller.BatchCallContext(ctx, b)
}

// recorder keeps what the list records.
type recorder struct {
	mu        sync.Mutex
	failovers map[int]int
	up        map[int]bool
	caps      map[int]int
	limited   int
}

func newRecorder() *recorder {
	return &recorder{failovers: map[int]int{}, up: map[int]bool{}, caps: map[int]int{}}
}

func (r *recorder) RecordRateLimited(chain string, node int, limited bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if limited {
		r.limited++
	}
}

func (r *recorder) RecordMaxBatch(chain string, node int, max int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.caps[node] = max
}

func (r *recorder) maxBatch(node int) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.caps[node]
}

func (r *recorder) limitedCount() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.limited
}

func (r *recorder) RecordFailover(chain string, node int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if chain == "777" {
		r.failovers[node]++
	}
}

func (r *recorder) RecordNodeUp(chain string, node int, up bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if chain == "777" {
		r.up[node] = up
	}
}

func (r *recorder) snapshot() (map[int]int, map[int]bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	f, u := map[int]int{}, map[int]bool{}
	for k, v := range r.failovers {
		f[k] = v
	}
	for k, v := range r.up {
		u[k] = v
	}
	return f, u
}

// blockNumber asks the list for the latest block (by eth_getBlockByNumber: a batch unlike the
// probes) and the chain id, which must be the manifest's.
func blockNumber(t *testing.T, l *nodes.List) uint64 {
	t.Helper()
	var head struct{ Number hexutil.Uint64 }
	var id hexutil.Uint64
	b := []rpc.BatchElem{{Method: "eth_getBlockByNumber", Args: []any{"latest", false}, Result: &head}, {Method: "eth_chainId", Result: &id}}
	require.NoError(t, l.BatchCallContext(context.Background(), b))
	require.NoError(t, b[0].Error)
	require.NoError(t, b[1].Error)
	require.Equal(t, uint64(chainID), uint64(id), "an answer of the manifest's chain")
	return uint64(head.Number)
}

func newList(t *testing.T, o nodes.Options, ns ...nodes.Node) *nodes.List {
	t.Helper()
	o.ChainID = chainID
	l, err := nodes.New(o, ns...)
	require.NoError(t, err)
	return l
}

// A first node dead from the start costs the first batch one refused connection; every batch
// is answered, later ones by the second node directly.
func TestFirstNodeDeadFromStart(t *testing.T) {
	chain := startChain(t, chainID)
	dead := loopback.DeadURL(t)
	first := &counted{BatchCaller: dial(t, dead)}
	second := &counted{BatchCaller: dial(t, chain.HTTPURL())}
	rec := newRecorder()
	l := newList(t, nodes.Options{Timeout: time.Second, Metrics: rec},
		nodes.Node{Host: nodes.HostOf(dead), Client: first}, nodes.Node{Host: nodes.HostOf(chain.HTTPURL()), Client: second})

	for range 20 {
		blockNumber(t, l)
	}
	require.Equal(t, int64(1), l.Failovers())
	require.Equal(t, int64(1), first.batches.Load(), "the dead node refused the first batch, then was skipped")
	require.Equal(t, int64(20), second.batches.Load())
	f, up := rec.snapshot()
	require.Equal(t, map[int]int{1: 1}, f, "one failover, counted on node 1")
	require.Equal(t, map[int]bool{1: false, 2: true}, up)

	states := l.States()
	require.Len(t, states, 2)
	require.Equal(t, nodes.State{Node: 1, Host: nodes.HostOf(dead), Error: "the node could not be reached", Simulate: "unknown"}, withoutTime(states[0]))
	require.Equal(t, nodes.State{Node: 2, Host: nodes.HostOf(chain.HTTPURL()), Ready: true, Simulate: "unknown"}, withoutTime(states[1]),
		"it was asked no eth_simulateV1 yet")
	require.False(t, states[0].LastChecked.IsZero())
	require.NotContains(t, states[0].Host, "http")
}

func withoutTime(s nodes.State) nodes.State {
	s.LastChecked = time.Time{}
	return s
}

// A node that dies while in use: the very next batch is answered by the next node; once the
// node listens again, the background probe brings it back and batches go to it first again.
func TestNodeDiesAndRecovers(t *testing.T) {
	chain := startChain(t, chainID)
	p := newProxy(t, chain.HTTPURL())
	first := &counted{BatchCaller: dial(t, p.url())}
	second := &counted{BatchCaller: dial(t, chain.HTTPURL())}
	l := newList(t, nodes.Options{Timeout: time.Second, ProbeInterval: 100 * time.Millisecond},
		nodes.Node{Client: first}, nodes.Node{Client: second})

	blockNumber(t, l)
	require.Equal(t, int64(1), first.batches.Load())
	require.Zero(t, second.batches.Load(), "the second node gets no batch while the first answers (it may be probed)")

	p.stop()
	for range 5 {
		blockNumber(t, l) // never an error
	}
	require.Equal(t, int64(1), l.Failovers(), "one failover: the node is skipped once down")
	require.Equal(t, int64(5), second.batches.Load())
	require.False(t, l.States()[0].Ready)

	p.start() // the node is back, on the same port
	deadline := time.Now().Add(5 * time.Second)
	for !l.States()[0].Ready {
		require.True(t, time.Now().Before(deadline), "node 1 was not probed back within 5 s")
		blockNumber(t, l) // the list is in use: probes are due every 100 ms
		time.Sleep(20 * time.Millisecond)
	}
	before1, before2 := first.batches.Load(), second.batches.Load()
	for range 3 {
		blockNumber(t, l)
	}
	require.Equal(t, before1+3, first.batches.Load(), "the first node is used again")
	require.Equal(t, before2, second.batches.Load())
	require.Positive(t, first.probes.Load())
}

// A node that accepts connections and never answers is failed over after the per-attempt
// time-out, within the same batch.
func TestHangingNodeFailsOverAfterTimeout(t *testing.T) {
	chain := startChain(t, chainID)
	const timeout = 300 * time.Millisecond
	l := newList(t, nodes.Options{Timeout: timeout},
		nodes.Node{Client: dial(t, hangingURL(t))}, nodes.Node{Client: dial(t, chain.HTTPURL())})

	began := time.Now()
	blockNumber(t, l)
	took := time.Since(began)
	require.GreaterOrEqual(t, took, timeout)
	require.Less(t, took, timeout+2*time.Second)
	require.Equal(t, "the node did not answer within 300ms", l.States()[0].Error)

	began = time.Now()
	blockNumber(t, l)
	require.Less(t, time.Since(began), timeout, "the hanging node is skipped now")
}

// HTTP 503 is a transport failure: the batch goes to the next node, and the node is down. 429
// moves the batch on too, but the node is rate-limited, not down: it rests, still ready.
func TestHTTPErrorStatusFailsOver(t *testing.T) {
	chain := startChain(t, chainID)
	for _, status := range []int{http.StatusServiceUnavailable, http.StatusTooManyRequests} {
		p := newProxy(t, chain.HTTPURL())
		l := newList(t, nodes.Options{Timeout: time.Second}, nodes.Node{Client: dial(t, p.url())}, nodes.Node{Client: dial(t, chain.HTTPURL())})
		blockNumber(t, l) // node 1 verified and up
		p.status.Store(int32(status))
		blockNumber(t, l)
		require.Equal(t, int64(1), l.Failovers(), "status %d", status)
		st := l.States()[0]
		if status == http.StatusTooManyRequests {
			require.True(t, st.Ready, "a rate-limited node is not down")
			require.Empty(t, st.Error)
			require.True(t, st.RateLimitedUntil.After(time.Now()), "resting")
			continue
		}
		require.Equal(t, fmt.Sprintf("the node answered HTTP %d", status), st.Error)
	}
}

// A revert is the chain's answer: it is returned from the first node and never sent to the
// second.
func TestRevertIsNotRetried(t *testing.T) {
	chain := startChain(t, chainID)
	first := &counted{BatchCaller: dial(t, chain.HTTPURL())}
	second := &counted{BatchCaller: dial(t, chain.HTTPURL())}
	l := newList(t, nodes.Options{Timeout: time.Second}, nodes.Node{Client: first}, nodes.Node{Client: second})
	sim, err := simulate.NewSimulator(l, nil)
	require.NoError(t, err)
	// code that always reverts: PUSH1 0 PUSH1 0 REVERT
	target := common.HexToAddress("0x00000000000000000000000000000000000bad00")
	for range 3 {
		rep, err := sim.Run(context.Background(), simulate.Latest(), simulate.Call{From: common.HexToAddress("0x1"), To: target}, simulate.StateOverride{
			target: {Code: simulate.NewCode([]byte{0x60, 0x00, 0x60, 0x00, 0xfd})},
		})
		require.NoError(t, err)
		require.False(t, rep.Success)
		require.NotNil(t, rep.Revert)
	}
	require.Positive(t, first.batches.Load())
	require.Zero(t, second.batches.Load(), "the second node was never sent a batch")
	require.Zero(t, l.Failovers())
	require.True(t, l.States()[0].Ready)
}

// A node that serves another chain is never used, whatever its place in the list: its chain id
// comes with the answer to the first batch it is sent, which is then discarded, and it is sent
// none after that (it is still probed, in case it is fixed).
func TestWrongChainNodeIsNeverUsed(t *testing.T) {
	right := startChain(t, chainID)
	wrong := startChain(t, chainID+1)
	other := &counted{BatchCaller: dial(t, wrong.HTTPURL())}
	l := newList(t, nodes.Options{Timeout: time.Second, ProbeInterval: 50 * time.Millisecond},
		nodes.Node{Client: other}, nodes.Node{Client: dial(t, right.HTTPURL())})
	for range 10 {
		blockNumber(t, l)                 // asks eth_chainId too: 777 every time
		time.Sleep(20 * time.Millisecond) // probes of node 1 fall due meanwhile
	}
	require.LessOrEqual(t, other.batches.Load(), int64(1))
	require.Greater(t, other.probes.Load(), int64(1), "it is probed again in the background")
	states := l.Check(context.Background())
	require.Equal(t, "the node serves chain 778, the manifest says 777", states[0].Error)
	require.False(t, states[0].Ready)
	require.True(t, states[1].Ready)

	// alone, it fails every batch with a clear error
	only := newList(t, nodes.Options{Timeout: time.Second}, nodes.Node{Client: dial(t, wrong.HTTPURL())})
	var id hexutil.Uint64
	b := []rpc.BatchElem{{Method: "eth_chainId", Result: &id}}
	require.ErrorContains(t, only.BatchCallContext(context.Background(), b), "node 1: the node serves chain 778, the manifest says 777")
	require.ErrorContains(t, only.BatchCallContext(context.Background(), b), "no node serves chain 777")
}

// With every node down, a batch still tries each in order (nothing fails fast), and is answered
// as soon as one is back.
func TestAllDownStillTriedInOrder(t *testing.T) {
	chain := startChain(t, chainID)
	p1, p2 := newProxy(t, chain.HTTPURL()), newProxy(t, chain.HTTPURL())
	first, second := &counted{BatchCaller: dial(t, p1.url())}, &counted{BatchCaller: dial(t, p2.url())}
	l := newList(t, nodes.Options{Timeout: time.Second, ProbeInterval: time.Hour}, nodes.Node{Client: first}, nodes.Node{Client: second})
	require.True(t, nodes.Ready(l.Check(context.Background())[1:]))

	p1.stop()
	p2.stop()
	b := []rpc.BatchElem{{Method: "eth_blockNumber", Result: new(hexutil.Uint64)}}
	err := l.BatchCallContext(context.Background(), b)
	require.ErrorContains(t, err, "node 1: ")
	require.ErrorContains(t, err, "node 2: ")
	require.NotContains(t, err.Error(), "http://", "no URL in the error")

	p2.start()
	blockNumber(t, l) // no probe is due (an hour): the batch itself finds node 2
	require.True(t, l.States()[1].Ready)
	require.False(t, l.States()[0].Ready)
}

// A caller that gives up does not mark the node down: that is not the node's failure.
func TestCallerCancelDoesNotMarkDown(t *testing.T) {
	chain := startChain(t, chainID)
	l := newList(t, nodes.Options{Timeout: time.Second}, nodes.Node{Client: dial(t, chain.HTTPURL())}, nodes.Node{Client: dial(t, chain.HTTPURL())})
	blockNumber(t, l)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	b := []rpc.BatchElem{{Method: "eth_blockNumber", Result: new(hexutil.Uint64)}}
	require.ErrorIs(t, l.BatchCallContext(ctx, b), context.Canceled)
	require.True(t, l.States()[0].Ready)
	require.Zero(t, l.Failovers())
}

// Check probes every node and reports each; Ready says whether one is ready.
func TestCheck(t *testing.T) {
	chain := startChain(t, chainID)
	dead := loopback.DeadURL(t)
	l := newList(t, nodes.Options{Timeout: time.Second},
		nodes.Node{Host: nodes.HostOf(dead), Client: dial(t, dead)}, nodes.Node{Host: nodes.HostOf(chain.HTTPURL()), Client: dial(t, chain.HTTPURL())})
	require.Equal(t, "not checked yet", l.States()[0].Error)
	states := l.Check(context.Background())
	require.True(t, nodes.Ready(states))
	require.False(t, states[0].Ready)
	require.Equal(t, "the node could not be reached", states[0].Error)
	require.True(t, states[1].Ready)
	require.WithinDuration(t, time.Now(), states[1].LastChecked, 5*time.Second)
	require.False(t, nodes.Ready(states[:1]))
	require.Equal(t, big.NewInt(chainID).Uint64(), l.ChainID())
}

// The errors of a batch name each node and what went wrong, never a node's URL (net/http puts
// it in its errors, and it may hold an API key).
func TestErrorsWithoutURL(t *testing.T) {
	dead1, dead2 := loopback.DeadURL(t)+"/v2/secret-key", loopback.DeadURL(t)+"/?key=secret-key"
	l := newList(t, nodes.Options{Timeout: time.Second},
		nodes.Node{Host: nodes.HostOf(dead1), Client: dial(t, dead1)}, nodes.Node{Host: nodes.HostOf(dead2), Client: dial(t, dead2)})
	err := l.BatchCallContext(context.Background(), []rpc.BatchElem{{Method: "eth_blockNumber", Result: new(hexutil.Uint64)}})
	require.Error(t, err)
	for _, text := range []string{err.Error(), nodes.Redacted(err), nodes.Redacted(fmt.Errorf("simulation: %w", err))} {
		require.NotContains(t, text, "secret-key")
		require.Contains(t, text, "node 1 ("+nodes.HostOf(dead1)+"): ")
		require.Contains(t, text, "node 2 ("+nodes.HostOf(dead2)+"): ")
		require.Contains(t, text, "connection refused")
	}
	require.Equal(t, "", nodes.HostOf("://"))
}
