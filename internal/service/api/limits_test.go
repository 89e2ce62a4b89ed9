package api

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/service/limit"
	"github.com/tradeprep/tradeprep/internal/tooling/apitest"
	"github.com/tradeprep/tradeprep/simulate"
)

// serve puts a new API built with opts in front of the harness's platform, in place of its own.
func (h *harness) serve(t *testing.T, opts serverOptions) {
	t.Helper()
	h.api = newServer(t, h.env, opts)
	h.url, h.c = apitest.Serve(t, h.api)
}

func TestRateLimitAnswers429WithRetryAfter(t *testing.T) {
	h := newHarness(t, 1)
	h.serve(t, serverOptions{Limiter: limit.New(limit.Config{Rate: 2, Burst: 3})})
	var limited response
	for i := 0; i < 10; i++ {
		r := h.markets()
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
	require.Equal(t, 200, h.healthz().Status)
}

// Numbers in answers are plain decimal text: a tiny rate is written 0.000000005, not 5e-09
// (fmt's %g, which the 429 message used).
func TestRateLimitMessageInPlainNotation(t *testing.T) {
	h := newHarness(t, 1)
	h.serve(t, serverOptions{Limiter: limit.New(limit.Config{Rate: 0.000000005, Burst: 1})})
	require.Equal(t, 200, h.markets().Status)
	r := h.markets()
	requireError(t, r, http.StatusTooManyRequests, CodeRateLimited, "")
	require.Contains(t, string(r.Body), "rate limit of 0.000000005 requests per second exceeded")
	require.NotContains(t, string(r.Body), "e-0")
}

// getWith GETs /openapi.json or /healthz through the typed client with the headers given.
func (h *harness) getWith(path string, header map[string]string) response {
	h.t.Helper()
	edit := func(_ context.Context, r *http.Request) error {
		for k, v := range header {
			r.Header.Set(k, v)
		}
		return nil
	}
	switch path {
	case "/openapi.json":
		return h.typed(h.c.OpenAPIDocumentWithResponse(h.ctx, edit))
	case "/healthz":
		return h.typed(h.c.HealthzWithResponse(h.ctx, edit))
	}
	h.t.Fatalf("getWith: no operation for %s", path)
	return response{}
}

// frozen is a limiter clock that does not move: what a client is allowed is its burst, exactly.
func frozen() time.Time { return time.Unix(1_700_000_000, 0) }

// The limiter keys on the TCP peer (here loopback): X-Forwarded-For and X-Real-IP, rotated on
// every request, buy an untrusted peer nothing, exactly as many answers as without them.
// From a trusted proxy they name the client: the right-most address that is not a trusted
// proxy, whatever a client wrote to the left of it.
func TestClientIdentity(t *testing.T) {
	h := newHarness(t, 1)
	const burst, requests = 5, 300
	var log apitest.LogBuffer
	serve := func(trusted string) *limit.Limiter {
		proxies, err := limit.ParseProxies(trusted)
		require.NoError(t, err)
		l := limit.New(limit.Config{Rate: 1, Burst: burst, Now: frozen})
		h.serve(t, serverOptions{TrustedProxies: proxies, Logger: slog.New(slog.NewJSONHandler(&log, nil)), Limiter: l})
		return l
	}
	answered := func(header func(i int) map[string]string) (ok int) {
		for i := range requests {
			r := h.getWith("/openapi.json", header(i))
			switch r.Status {
			case http.StatusOK:
				ok++
			case http.StatusTooManyRequests:
				requireError(t, r, http.StatusTooManyRequests, CodeRateLimited, "")
			default:
				t.Fatalf("status %d: %s", r.Status, r.Body)
			}
		}
		return ok
	}
	rotating := func(i int) map[string]string {
		return map[string]string{"X-Forwarded-For": fmt.Sprintf("198.51.%d.%d", i/250, i%250+1), "X-Real-IP": fmt.Sprintf("203.0.%d.%d", i/250, i%250+1)}
	}

	serve("")
	require.Equal(t, burst, answered(func(int) map[string]string { return nil }), "no header")
	l := serve("")
	require.Equal(t, burst, answered(rotating), "rotating X-Forwarded-For and X-Real-IP from an untrusted peer")
	require.Equal(t, 1, l.Clients().Len(), "one identity: the peer")

	// behind a trusted proxy (loopback here) each forwarded address is a client of its own
	l = serve("127.0.0.0/8")
	require.Equal(t, requests, answered(rotating), "distinct clients, each within its burst")
	require.Equal(t, requests, l.Clients().Len())
	// a client that writes its own X-Forwarded-For: the proxy appends the address it saw, and
	// that is the client, however the left part rotates
	serve("127.0.0.0/8, 10.0.0.0/8")
	spoofing := func(i int) map[string]string {
		return map[string]string{"X-Forwarded-For": fmt.Sprintf("198.51.100.%d, 192.0.2.77, 10.1.2.3", i%250+1)}
	}
	require.Equal(t, burst, answered(spoofing))
	require.Contains(t, log.String(), `"client":"192.0.2.77"`, "the access log names the same client")
	require.NotContains(t, log.String(), `"client":"198.51.100.`)
}

// A request with a configured API key is limited per key at the key's rate, not per address;
// an unknown key is refused with 401; the access log names the key, never shows it.
func TestAPIKeys(t *testing.T) {
	h := newHarness(t, 1)
	var log apitest.LogBuffer
	const secret = "partner-secret-0123456789"
	h.serve(t, serverOptions{Logger: slog.New(slog.NewJSONHandler(&log, nil)), Limiter: limit.New(limit.Config{
		Rate: 1, Burst: 2, Now: frozen,
		Keys: []limit.APIKey{{Name: "partner", Secret: secret, Rate: 100, Burst: 20}},
	})})
	count := func(header map[string]string, n int) (ok int) {
		for range n {
			if h.getWith("/openapi.json", header).Status == http.StatusOK {
				ok++
			}
		}
		return ok
	}
	require.Equal(t, 2, count(nil, 10), "without a key: the address's burst")
	require.Equal(t, 20, count(map[string]string{"X-API-Key": secret}, 25), "with the key: its own burst, though the address is spent")

	r := h.getWith("/openapi.json", map[string]string{"X-API-Key": "partner-secret-0123456780"})
	body := requireError(t, r, http.StatusUnauthorized, CodeUnknownAPIKey, "")
	require.NotContains(t, string(r.Body), "partner-secret")
	require.NotNil(t, body.RequestID)
	require.NotEmpty(t, *body.RequestID)
	require.Equal(t, 200, h.getWith("/healthz", map[string]string{"X-API-Key": "nope"}).Status, "probes are not limited")

	require.Contains(t, log.String(), `"api_key":"partner"`)
	require.NotContains(t, log.String(), "partner-secret")
}

func TestCORS(t *testing.T) {
	h := newHarness(t, 1)
	h.serve(t, serverOptions{CORSOrigins: []string{"https://app.example"}})
	// a preflight, which the typed client never sends
	preflight := func(origin string) response {
		return h.do(http.MethodOptions, "/api/newposition", "", nil,
			"Origin", origin, "Access-Control-Request-Method", "POST", "Access-Control-Request-Headers", "content-type")
	}
	require.Equal(t, "https://app.example", preflight("https://app.example").Header.Get("Access-Control-Allow-Origin"))
	require.Empty(t, preflight("https://evil.example").Header.Get("Access-Control-Allow-Origin"))
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
	h.serve(t, serverOptions{DestinationRPC: slowRPC{BatchCaller: h.env.Dest.RPC(), delay: 10 * time.Second}, RPCTimeout: 200 * time.Millisecond})
	began := time.Now()
	r := h.newPosition(marketRequest(h.env.Accounts[0].Address))
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
	h.serve(t, serverOptions{DestinationRPC: g, MaxConcurrentSimulations: 1, RequestTimeout: time.Second})
	body := marketRequest(h.env.Accounts[0].Address)
	require.Equal(t, 200, h.newPosition(body).Status) // warms the fee cache

	g.closed.Store(true)
	held := make(chan int, 1)
	go func() {
		res, err := h.c.NewPositionWithResponse(h.ctx, body) // not h.newPosition: no require off the test's goroutine
		if err != nil {
			held <- 0
			return
		}
		held <- res.StatusCode()
	}()
	<-g.entered // the first request holds the only slot, inside its simulation
	r := h.newPosition(body)
	requireError(t, r, http.StatusServiceUnavailable, CodeBusy, "")
	g.closed.Store(false)
	close(g.open)
	<-held
	require.Equal(t, 200, h.newPosition(body).Status)
}
