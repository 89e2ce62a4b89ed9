package api

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/embedded"
	"github.com/tradeprep/tradeprep/simulate"
)

func (h *harness) serve(t *testing.T, opts Options) {
	t.Helper()
	opts.Manifest = h.env.Manifest
	if opts.DestinationRPC == nil {
		opts.DestinationRPC = h.env.Dest.RPC()
	}
	opts.SourceRPC = map[uint64]simulate.BatchCaller{embedded.SourceChainID: h.env.Source.RPC()}
	s, err := New(opts)
	require.NoError(t, err)
	srv := httptest.NewServer(s)
	t.Cleanup(srv.Close)
	h.srv, h.api = srv, s
}

func TestRateLimitAnswers429WithRetryAfter(t *testing.T) {
	h := newHarness(t, 1)
	h.serve(t, Options{RateLimit: 2, RateBurst: 3})
	var limited response
	for i := 0; i < 10; i++ {
		r := h.get("/api/markets")
		if r.Status == http.StatusTooManyRequests {
			limited = r
			break
		}
		require.Equal(t, 200, r.Status)
	}
	require.Equal(t, http.StatusTooManyRequests, limited.Status, "no 429 within 10 requests at 2/s burst 3")
	requireError(t, limited, http.StatusTooManyRequests, CodeRateLimited, "")
	secs, err := strconv.Atoi(limited.Header.Get("Retry-After"))
	require.NoError(t, err)
	require.GreaterOrEqual(t, secs, 1)
	require.Equal(t, Version, limited.Header.Get("X-API-Version"))
	// probes are never limited
	require.Equal(t, 200, h.get("/healthz").Status)
}

func TestCORS(t *testing.T) {
	h := newHarness(t, 1)
	h.serve(t, Options{CORSOrigins: []string{"https://app.example"}})
	req, err := http.NewRequest(http.MethodOptions, h.srv.URL+"/api/newposition", nil)
	require.NoError(t, err)
	req.Header.Set("Origin", "https://app.example")
	req.Header.Set("Access-Control-Request-Method", "POST")
	req.Header.Set("Access-Control-Request-Headers", "content-type")
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	res.Body.Close()
	require.Equal(t, "https://app.example", res.Header.Get("Access-Control-Allow-Origin"))

	req.Header.Set("Origin", "https://evil.example")
	res, err = http.DefaultClient.Do(req)
	require.NoError(t, err)
	res.Body.Close()
	require.Empty(t, res.Header.Get("Access-Control-Allow-Origin"))
}

// slowRPC delays every batch: a node slower than the per-RPC deadline.
type slowRPC struct {
	simulate.BatchCaller
	delay time.Duration
}

func (s slowRPC) BatchCallContext(ctx context.Context, b []rpc.BatchElem) error {
	select {
	case <-time.After(s.delay):
	case <-ctx.Done():
		return ctx.Err()
	}
	return s.BatchCaller.BatchCallContext(ctx, b)
}

func TestPerRPCTimeoutIs504(t *testing.T) {
	h := newHarness(t, 1)
	h.serve(t, Options{DestinationRPC: slowRPC{BatchCaller: h.env.Dest.RPC(), delay: 10 * time.Second}, RPCTimeout: 200 * time.Millisecond})
	began := time.Now()
	r := h.post("/api/newposition", marketBody(h.env.Accounts[0].Address))
	requireError(t, r, http.StatusGatewayTimeout, CodeUpstreamTimeout, "")
	require.Less(t, time.Since(began), 5*time.Second, "answered at the RPC deadline, not after the node's 10 s delay")
}

// gatedRPC holds every batch while closed, past its context's deadline (like a node that
// ignores the client's time-outs), so that a test can keep a simulation slot taken.
type gatedRPC struct {
	simulate.BatchCaller
	closed  atomic.Bool
	entered chan struct{}
	open    chan struct{}
}

func (g *gatedRPC) BatchCallContext(ctx context.Context, b []rpc.BatchElem) error {
	if g.closed.Load() {
		select {
		case g.entered <- struct{}{}:
		default:
		}
		<-g.open
	}
	return g.BatchCaller.BatchCallContext(ctx, b)
}

// With one simulation slot held by a request in flight, the next request waits for it until
// its deadline and gets 503 BUSY; once the slot is free, requests succeed again.
func TestSimulationLimitAnswers503WhenSaturated(t *testing.T) {
	h := newHarness(t, 1)
	g := &gatedRPC{BatchCaller: h.env.Dest.RPC(), entered: make(chan struct{}, 1), open: make(chan struct{})}
	h.serve(t, Options{DestinationRPC: g, MaxConcurrentSimulations: 1, RequestTimeout: time.Second})
	body := marketBody(h.env.Accounts[0].Address)
	require.Equal(t, 200, h.post("/api/newposition", body).Status) // warms the fee cache

	g.closed.Store(true)
	held := make(chan int, 1)
	go func() { held <- h.post("/api/newposition", body).Status }()
	<-g.entered // the first request holds the only slot, inside its simulation
	r := h.post("/api/newposition", body)
	requireError(t, r, http.StatusServiceUnavailable, CodeBusy, "")
	g.closed.Store(false)
	close(g.open)
	<-held
	require.Equal(t, 200, h.post("/api/newposition", body).Status)
}
