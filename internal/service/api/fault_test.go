package api

import (
	"bytes"
	"context"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/actors/pricefeed"
	"github.com/tradeprep/tradeprep/internal/chain/nodes"
	"github.com/tradeprep/tradeprep/internal/tooling/apitest"
	"github.com/tradeprep/tradeprep/internal/tooling/rpcproxy"
	"github.com/tradeprep/tradeprep/simulate"
)

// faultMode is what a faultProxy does with the next JSON-RPC request.
type faultMode int32

const (
	modePass      faultMode = iota // forward to the node
	modeDown                       // hijack the connection and close it: a node that went away
	modeSlow                       // wait longer than the per-RPC deadline before forwarding
	modeGarbage                    // 200 with a body that is not JSON
	modeWrongJSON                  // 200 with valid JSON that answers none of the batch's ids
)

func (m faultMode) String() string {
	return [...]string{"pass", "down", "slow", "garbage", "wrong-json"}[m]
}

// faultProxy is a real HTTP JSON-RPC proxy on 127.0.0.1 in front of a real node's endpoint.
type faultProxy struct {
	srv    *httptest.Server
	target string
	client *http.Client
	delay  time.Duration
	mode   atomic.Int32
	hits   atomic.Int64
}

func newFaultProxy(target string, delay time.Duration) *faultProxy {
	p := &faultProxy{target: target, delay: delay,
		client: &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 64}}}
	p.srv = httptest.NewServer(http.HandlerFunc(p.serve))
	return p
}

func (p *faultProxy) set(m faultMode) { p.mode.Store(int32(m)) }

func (p *faultProxy) close() {
	p.srv.Close()
	p.client.CloseIdleConnections()
}

func (p *faultProxy) serve(w http.ResponseWriter, r *http.Request) {
	p.hits.Add(1)
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return
	}
	switch faultMode(p.mode.Load()) {
	case modeDown:
		if conn, _, err := http.NewResponseController(w).Hijack(); err == nil {
			_ = conn.Close()
			return
		}
		http.Error(w, "node down", http.StatusBadGateway)
		return
	case modeSlow:
		timer := time.NewTimer(p.delay)
		defer timer.Stop()
		select {
		case <-timer.C:
		case <-r.Context().Done(): // the client gave up: so do we
			return
		}
	case modeGarbage:
		w.Header().Set("Content-Type", "application/json")
		_, _ = io.WriteString(w, "<html><body>502 Bad Gateway</body></html>")
		return
	case modeWrongJSON:
		w.Header().Set("Content-Type", "application/json")
		if bytes.HasPrefix(bytes.TrimSpace(body), []byte("[")) {
			_, _ = io.WriteString(w, `[{"jsonrpc":"2.0","id":424242,"result":"0x"}]`)
		} else {
			_, _ = io.WriteString(w, `{"jsonrpc":"2.0","id":424242,"result":"0x"}`)
		}
		return
	}
	rpcproxy.Forward(w, r, p.client, p.target, body)
}

// batchCounter counts the batches sent to the client it wraps, apart from the node list's
// probes (eth_chainId and eth_blockNumber alone), which it counts in probes when given.
type batchCounter struct {
	simulate.BatchCaller
	n, probes *atomic.Int64
}

func (c batchCounter) BatchCallContext(ctx context.Context, b []rpc.BatchElem) error {
	if nodes.IsProbe(b) {
		if c.probes != nil {
			c.probes.Add(1)
		}
	} else {
		c.n.Add(1)
	}
	return c.BatchCaller.BatchCallContext(ctx, b)
}

const (
	// long enough for a request's one round trip on a loaded machine (raceSlack times that
	// under the race detector), well short of the slow proxy's faultSlowDelay
	faultRPCTimeout     = raceSlack * time.Second
	faultRequestTimeout = raceSlack * 3 * time.Second
	faultSlowDelay      = raceSlack * 2 * time.Second
)

// faultEnv is the embedded platform with HTTP endpoints, a fault proxy in front of each
// chain's endpoint, and the service dialled through the proxies. direct is the service on
// the in-process clients, for setting up state.
type faultEnv struct {
	t         *testing.T
	ctx       context.Context
	env       *embedded.Env
	direct    *harness
	dest, src *faultProxy
	api       *httptest.Server
	client    *http.Client
	closers   []func()
}

// startFaultEnv starts everything; configure may change the service's options (its
// DestinationRPC and SourceRPC are the proxied clients). close stops it all, in order.
func startFaultEnv(t *testing.T, accounts int, configure func(fe *faultEnv, o *serverOptions)) *faultEnv {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	fe := &faultEnv{t: t, ctx: ctx, closers: []func(){cancel}}
	env, err := embedded.Start(ctx, embedded.Options{DestHTTP: "127.0.0.1:0", SourceHTTP: "127.0.0.1:0", Accounts: accounts})
	require.NoError(t, err)
	fe.env = env
	fe.closers = append(fe.closers, func() { _ = env.Close() })
	fe.dest = newFaultProxy(env.Dest.HTTPURL(), faultSlowDelay)
	fe.src = newFaultProxy(env.Source.HTTPURL(), faultSlowDelay)
	fe.closers = append(fe.closers, fe.dest.close, fe.src.close)

	direct := newServer(t, env, serverOptions{})
	directSrv := httptest.NewServer(direct) // closed by fe.close, before a leak check
	fe.closers = append(fe.closers, directSrv.Close)
	fe.direct = &harness{t: t, ctx: ctx, env: env, url: directSrv.URL, c: apitest.NewClient(t, directSrv.URL), api: direct,
		feed: pricefeed.New(env.Owner, env.Manifest.Destination.Oracle)}

	opts := serverOptions{Manifest: env.Manifest, DestinationRPC: fe.dial(fe.dest.srv.URL),
		SourceRPC:  map[uint64]simulate.BatchCaller{embedded.SourceChainID: fe.dial(fe.src.srv.URL)},
		RPCTimeout: faultRPCTimeout, RequestTimeout: faultRequestTimeout}
	if configure != nil {
		configure(fe, &opts)
	}
	fe.api = httptest.NewServer(newServer(t, env, opts))
	fe.client = &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	fe.closers = append(fe.closers, fe.api.Close, fe.client.CloseIdleConnections)
	return fe
}

// dial returns a service client of url over HTTP, closed with the environment.
func (fe *faultEnv) dial(url string) *rpc.Client {
	fe.t.Helper()
	return fe.dialWithin(url, faultSlowDelay)
}

// dialWithin is dial with the HTTP client's time-out.
func (fe *faultEnv) dialWithin(url string, timeout time.Duration) *rpc.Client {
	fe.t.Helper()
	hc := &http.Client{Timeout: timeout, Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	c, err := rpc.DialOptions(fe.ctx, url, rpc.WithHTTPClient(hc))
	require.NoError(fe.t, err)
	fe.closers = append(fe.closers, func() { c.Close(); hc.CloseIdleConnections() })
	return c
}

func (fe *faultEnv) close() {
	// in reverse order of start: the service, its clients, the proxies, the chains
	for i := len(fe.closers) - 1; i >= 0; i-- {
		fe.closers[i]()
	}
}

// do sends one request to the service under test (fe.api, through fe.client) with the typed
// client and times it.
func (fe *faultEnv) do(q faultRequest) (response, time.Duration) {
	fe.t.Helper()
	c := apitest.NewClient(fe.t, fe.api.URL, client.WithHTTPClient(fe.client))
	h := &harness{t: fe.t}
	began := time.Now()
	r := h.typed(q.send(fe.ctx, c))
	return r, time.Since(began)
}

// faultRequest is one request of the fault matrix.
type faultRequest struct {
	name  string
	send  func(ctx context.Context, c *client.ClientWithResponses) (any, error)
	chain string // "dest" or "source": the proxy whose fault it must report
	ok    func(t *testing.T, r response)
}

// faultNewPosition is the fault matrix's request of req.
func faultNewPosition(name string, req client.NewPositionRequest, ok func(t *testing.T, r response)) faultRequest {
	return faultRequest{name, func(ctx context.Context, c *client.ClientWithResponses) (any, error) {
		return c.NewPositionWithResponse(ctx, req)
	}, "dest", ok}
}

// marketsRequest is GET /api/markets, for address when it is not nil.
func marketsRequest(name string, address *string, ok func(t *testing.T, r response)) faultRequest {
	return faultRequest{name, func(ctx context.Context, c *client.ClientWithResponses) (any, error) {
		return c.MarketsWithResponse(ctx, &client.MarketsParams{Address: address})
	}, "dest", ok}
}

func (fe *faultEnv) requests(positionID *big.Int) []faultRequest {
	user := fe.env.Accounts[0].Address
	var usdc string
	for _, tok := range fe.env.Manifest.Sources[0].Tokens {
		if tok.Symbol == "USDC" {
			usdc = tok.Address.Hex()
		}
	}
	require.NotEmpty(fe.t, usdc)
	ok200 := func(t *testing.T, r response) { require.Equal(t, http.StatusOK, r.Status, string(r.Body)) }
	reqs := []faultRequest{
		faultNewPosition("newposition", marketRequest(user), ok200),
		{"referrals getCodeInfo", func(ctx context.Context, c *client.ClientWithResponses) (any, error) {
			return c.ReferralsWithResponse(ctx, client.ReferralsRequest{Action: client.ReferralsRequestActionGetCodeInfo, Code: "fault-test"})
		}, "dest", ok200},
		{"crosschaindeposit", func(ctx context.Context, c *client.ClientWithResponses) (any, error) {
			return c.CrossChainDepositWithResponse(ctx, client.CrossChainDepositRequest{UserAddress: user.Hex(),
				FromChainID: int(embedded.SourceChainID), Amount: "1000000", TokenAddress: usdc})
		}, "source", ok200},
	}
	if positionID != nil {
		reqs = append(reqs, faultRequest{"closeposition", func(ctx context.Context, c *client.ClientWithResponses) (any, error) {
			return c.ClosePositionWithResponse(ctx, client.ClosePositionRequest{PositionID: positionID.String()})
		}, "dest", ok200})
	}
	return reqs
}

// unreadMarkets is GET /api/markets for an account never asked about: nothing cached to
// answer from when the node fails.
func unreadMarkets(n int64) faultRequest {
	addr := common.BigToAddress(big.NewInt(0xfa170000 + n)).Hex()
	return marketsRequest("markets (never read)", &addr, func(t *testing.T, r response) {
		require.Equal(t, false, ok[client.MarketsResponse](t, r).Stale)
	})
}

// requireRevert checks a 422 SIMULATION_REVERTED with the custom error name.
func requireRevert(t *testing.T, r response, name string) {
	t.Helper()
	e := requireError(t, r, http.StatusUnprocessableEntity, CodeReverted, "")
	require.NotNil(t, e.Revert, string(r.Body))
	require.Equal(t, ptr(name), e.Revert.Name)
}

// requireUpstreamError checks a fault's answer: 503 UPSTREAM_ERROR with Retry-After or 504
// UPSTREAM_TIMEOUT with the error body, never a 500 nor a 502, within the per-RPC deadline plus a
// second.
func requireUpstreamError(t *testing.T, mode faultMode, r response, took time.Duration) {
	t.Helper()
	require.Contains(t, []int{http.StatusServiceUnavailable, http.StatusGatewayTimeout}, r.Status, string(r.Body))
	m := decode[client.Error](t, r)
	require.NotEmpty(t, m.Error, string(r.Body))
	if mode == modeSlow {
		require.Equal(t, http.StatusGatewayTimeout, r.Status, string(r.Body))
		require.Equal(t, CodeUpstreamTimeout, string(m.Code), string(r.Body))
	} else {
		require.Equal(t, http.StatusServiceUnavailable, r.Status, string(r.Body))
		require.Equal(t, CodeUpstream, string(m.Code), string(r.Body))
		require.Equal(t, strconv.Itoa(UpstreamRetryAfter), r.Header.Get("Retry-After"), string(r.Body))
	}
	require.Less(t, took, faultRPCTimeout+raceSlack*time.Second, "answered within the RPC deadline")
}

// awaitRecovery polls every 50 ms until the request succeeds and returns how long it took.
func (fe *faultEnv) awaitRecovery(t *testing.T, q faultRequest) time.Duration {
	t.Helper()
	began := time.Now()
	for {
		r, _ := fe.do(q)
		require.Less(t, r.Status, 500, "%s while recovering: %s", q.name, r.Body)
		if r.Status == http.StatusOK {
			if q.ok != nil {
				q.ok(t, r)
			}
			return time.Since(began)
		}
		require.Less(t, time.Since(began), raceSlack*time.Second, "%s did not recover within %d s: %d %s", q.name, raceSlack, r.Status, r.Body)
		time.Sleep(50 * time.Millisecond)
	}
}

// Every endpoint through a node that is down, slow or answers garbage: 503 (with Retry-After) or 504 with the error
// body within the RPC deadline, markets from the last block's cache, and success again as
// soon as the node is back.
func TestFaultProxyModes(t *testing.T) {
	fe := startFaultEnv(t, 2, nil)
	t.Cleanup(fe.close)
	acct := fe.env.Accounts[0]
	positionID := fe.direct.openFilled(t, acct, true)
	reqs := fe.requests(positionID)

	// everything works through the proxies, and the markets are read once
	for _, q := range reqs {
		r, _ := fe.do(q)
		q.ok(t, r)
	}
	markets := marketsRequest("markets (cached)", nil, nil)
	r, _ := fe.do(markets)
	first := ok[client.MarketsResponse](t, r)
	require.Equal(t, false, first.Stale)
	block := first.BlockNumber

	for _, mode := range []faultMode{modeDown, modeSlow, modeGarbage, modeWrongJSON} {
		t.Run(mode.String(), func(t *testing.T) {
			// the source chain alone in fault: the deposit reports it
			fe.src.set(mode)
			for _, q := range reqs {
				if q.chain == "source" {
					srcHits := fe.src.hits.Load()
					r, took := fe.do(q)
					requireUpstreamError(t, mode, r, took)
					require.Greater(t, fe.src.hits.Load(), srcHits, "the source proxy saw the deposit")
					t.Logf("%-10s %-22s %d %-16s %v (source chain only)", mode, q.name, r.Status, decode[client.Error](t, r).Code, took.Round(time.Millisecond))
				}
			}
			fe.dest.set(mode)
			destHits := fe.dest.hits.Load()
			var worst time.Duration
			reqs := append(reqs, unreadMarkets(int64(mode)))
			for _, q := range reqs {
				r, took := fe.do(q)
				requireUpstreamError(t, mode, r, took)
				worst = max(worst, took)
				t.Logf("%-10s %-22s %d %-16s %v", mode, q.name, r.Status, decode[client.Error](t, r).Code, took.Round(time.Millisecond))
			}
			require.Greater(t, fe.dest.hits.Load(), destHits, "the destination proxy saw the requests")

			// markets read before the fault: the last block's figures, marked stale
			r, took := fe.do(markets)
			m := ok[client.MarketsResponse](t, r)
			require.Equal(t, true, m.Stale)
			require.Equal(t, block, m.BlockNumber)
			require.NotEmpty(t, r.Header.Get("Warning"))
			require.Less(t, took, faultRPCTimeout+raceSlack*time.Second)
			t.Logf("%-10s %-22s %d stale             %v", mode, "markets (cached)", r.Status, took.Round(time.Millisecond))

			fe.dest.set(modePass)
			fe.src.set(modePass)
			var slowest time.Duration
			for _, q := range append(reqs, marketsRequest("markets (cached)", nil, func(t *testing.T, r response) {
				require.Equal(t, false, ok[client.MarketsResponse](t, r).Stale)
			})) {
				slowest = max(slowest, fe.awaitRecovery(t, q))
			}
			t.Logf("%-10s slowest fault answer %v, slowest recovery %v", mode, worst.Round(time.Millisecond), slowest.Round(time.Millisecond))
		})
	}
}

// With the first node down, every request is answered by the second: the first is tried once,
// then skipped (probed in the background meanwhile), and /readyz says so node by node; a revert
// from the second node is final. With the first node up, its revert is final: the second node is
// never sent a batch.
func TestFailoverOnFirstNodeDown(t *testing.T) {
	var primaryDown, fallbackDown, primaryUp, primaryUpProbes, fallbackUp atomic.Int64
	var upProxy *faultProxy
	var upSrv *httptest.Server
	// No node of this test hangs (the first is down: its connections close at once), so the
	// node's time-out only has to outlast a simulation on a loaded machine (the race job):
	// the fault env's 300 ms did not, and a slow answer of the second node became a 504.
	const rpcTimeout = faultRequestTimeout / 2
	fe := startFaultEnv(t, 1, func(fe *faultEnv, o *serverOptions) {
		o.RPCTimeout = rpcTimeout
		o.Nodes = map[uint64][]nodes.Node{embedded.DestinationChainID: {
			{Host: "first.invalid:8545", Client: batchCounter{fe.dial(fe.dest.srv.URL), &primaryDown, nil}},
			{Host: "second.invalid:8545", Client: batchCounter{fe.env.Dest.RPC(), &fallbackDown, nil}},
		}}
		// a second service whose primary is up, through its own proxy in pass mode
		upProxy = newFaultProxy(fe.env.Dest.HTTPURL(), raceSlack*time.Second)
		fe.closers = append(fe.closers, upProxy.close)
		up := newServer(t, fe.env, serverOptions{
			Nodes: map[uint64][]nodes.Node{embedded.DestinationChainID: {
				{Client: batchCounter{fe.dial(upProxy.srv.URL), &primaryUp, &primaryUpProbes}},
				{Client: batchCounter{fe.env.Dest.RPC(), &fallbackUp, nil}},
			}},
			SourceRPC: o.SourceRPC, RPCTimeout: rpcTimeout})
		upSrv = httptest.NewServer(up)
		fe.closers = append(fe.closers, upSrv.Close)
	})
	t.Cleanup(fe.close)
	fe.dest.set(modeDown)
	user := fe.env.Accounts[0].Address

	for _, q := range fe.requests(nil) {
		if q.chain != "dest" {
			continue
		}
		f0 := fallbackDown.Load()
		r, took := fe.do(q)
		q.ok(t, r)
		require.Positive(t, fallbackDown.Load()-f0, q.name)
		require.Less(t, took, faultRequestTimeout, q.name)
	}
	// a revert with the first node down comes from the second
	tooHigh := marketRequest(user)
	tooHigh.Margin, tooHigh.Size = ptr("10"), ptr("1000")
	r, _ := fe.do(faultNewPosition("newposition 100x", tooHigh, nil))
	requireRevert(t, r, "LeverageTooHigh")
	require.Equal(t, int64(1), primaryDown.Load(), "the first node was sent one batch, which failed; then it was skipped")

	status, b := readyzOf(t, fe.api)
	require.Equal(t, http.StatusOK, status, "ready: the chain has a ready node")
	dest := withoutTimes(b.Chains)[0]
	require.True(t, dest.Ready)
	require.Equal(t, []NodeState{
		{Node: 1, Host: "first.invalid:8545", Error: "the node could not be reached", Simulate: "unknown"},
		{Node: 2, Host: "second.invalid:8545", Ready: true, Simulate: "yes"}, // the /readyz probe asked it
	}, dest.Nodes)

	// the first node up: its revert is final, the second is never sent a batch
	fe.api = upSrv
	r, _ = fe.do(faultNewPosition("newposition", marketRequest(user), nil))
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	r, _ = fe.do(faultNewPosition("newposition 100x", tooHigh, nil))
	requireRevert(t, r, "LeverageTooHigh")
	require.Positive(t, primaryUp.Load())
	require.Zero(t, fallbackUp.Load(), "a revert is never retried on the second node")
	require.Equal(t, upProxy.hits.Load(), primaryUp.Load()+primaryUpProbes.Load(), "every batch of the first node reached it")
	t.Logf("first node down: %d batches to the second, %d requests reached the first; first node up: %d batches (%d probes) to the first, %d to the second",
		fallbackDown.Load(), fe.dest.hits.Load(), primaryUp.Load(), primaryUpProbes.Load(), fallbackUp.Load())
}

// The service with its chains, proxies and clients, through every fault mode, leaves no
// goroutine behind once closed.
func TestFaultNoGoroutineLeak(t *testing.T) {
	// Ignored: the goroutines running before the test, and the one below. goleak's own retries (about
	// 2 s) are extended to 6 s because a closed goleveldb database (geth's in-memory databases
	// of each chain) keeps its mpoolDrain goroutine up to 1 s after Close, then ends; on a
	// loaded machine that can outlast goleak's default.
	opts := []goleak.Option{
		goleak.IgnoreCurrent(),
		// geth's process-wide transaction sender cache (core.SenderCacher, a sync.OnceValue):
		// its runtime.NumCPU() workers start with the first blockchain of the process, for the
		// life of the process, by design. When this test runs first, they start in it.
		goleak.IgnoreTopFunction("github.com/ethereum/go-ethereum/core.(*txSenderCacher).cache"),
	}
	defer func() {
		for deadline := time.Now().Add(4 * time.Second); goleak.Find(opts...) != nil && time.Now().Before(deadline); {
			time.Sleep(100 * time.Millisecond)
		}
		goleak.VerifyNone(t, opts...)
	}()
	fe := startFaultEnv(t, 2, nil)
	defer fe.close()
	reqs := fe.requests(nil)
	r, _ := fe.do(marketsRequest("markets", nil, nil))
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	for _, mode := range []faultMode{modeDown, modeSlow, modeGarbage, modeWrongJSON, modePass} {
		fe.dest.set(mode)
		fe.src.set(mode)
		for _, q := range append(reqs, unreadMarkets(int64(mode))) {
			r, took := fe.do(q)
			if mode == modePass {
				q.ok(t, r)
			} else {
				requireUpstreamError(t, mode, r, took)
			}
		}
	}
}
