package api

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/internal/tooling/apitest"
)

// slowEnv is the embedded platform behind a fault proxy (fault_test.go) that, in modeSlow,
// answers every JSON-RPC request after `delay`, with the service dialled through it and
// per-RPC time-outs longer than the delay: a slow node, not a dead one.
type slowEnv struct {
	*faultEnv
	delay time.Duration
}

func startSlowEnv(t *testing.T, delay time.Duration, configure func(o *serverOptions)) *slowEnv {
	t.Helper()
	fe := startFaultEnv(t, 1, func(fe *faultEnv, o *serverOptions) {
		fe.dest.delay = delay // nothing was sent through it yet
		o.RPCTimeout, o.RequestTimeout = 10*time.Second, 15*time.Second
		// the HTTP client's time-out follows: a batch that takes more than faultSlowDelay on a
		// loaded machine is slow, not lost (rehearsals 26 and 28: 504s on anvil under load)
		o.DestinationRPC = fe.dialWithin(fe.dest.srv.URL, o.RPCTimeout)
		if configure != nil {
			configure(o)
		}
	})
	t.Cleanup(fe.close)
	return &slowEnv{faultEnv: fe, delay: delay}
}

// serve puts s behind a new test server whose handler reports how long each request took on
// the server's side (the client may have given up long before).
func (se *slowEnv) serve(t *testing.T, s *Server) (url string, took <-chan time.Duration) {
	t.Helper()
	ch := make(chan time.Duration, 16)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		began := time.Now()
		s.ServeHTTP(w, r)
		ch <- time.Since(began)
	}))
	t.Cleanup(srv.Close)
	return srv.URL, ch
}

// request sends one request with the typed client of url, with its own client time-out (0:
// none), and returns its status.
func request(ctx context.Context, url string, send func(ctx context.Context, c *client.ClientWithResponses) (any, error), timeout time.Duration) (int, error) {
	if timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	c, err := client.NewClientWithResponses(url)
	if err != nil {
		return 0, err
	}
	res, err := send(ctx, c)
	if err != nil {
		return 0, err
	}
	return apitest.AnswerOf(res).Status, nil
}

// marketsFor and newPositionFor are the requests these tests send.
func marketsFor(a common.Address) func(ctx context.Context, c *client.ClientWithResponses) (any, error) {
	return func(ctx context.Context, c *client.ClientWithResponses) (any, error) {
		return c.MarketsWithResponse(ctx, &client.MarketsParams{Address: ptr(a.Hex())})
	}
}

func newPositionFor(user common.Address) func(ctx context.Context, c *client.ClientWithResponses) (any, error) {
	return func(ctx context.Context, c *client.ClientWithResponses) (any, error) {
		return c.NewPositionWithResponse(ctx, marketRequest(user))
	}
}

// waitHits waits until the proxy has seen at least n requests.
func waitHits(t *testing.T, p *faultProxy, n int64) {
	t.Helper()
	require.Eventually(t, func() bool { return p.hits.Load() >= n }, 10*time.Second, 5*time.Millisecond)
}

// The first caller of shared work cancels: the second, waiting on the same work, still gets
// the answer, and the work was done once. For the markets cache (both the head it asks and
// the Reader read) and for the execution fees.
func TestSharedWorkOutlivesItsFirstCaller(t *testing.T) {
	se := startSlowEnv(t, 1500*time.Millisecond, func(o *serverOptions) { o.MarketsMaxAge = time.Minute })
	se.dest.set(modeSlow)
	s := se.faultEnv.api.Config.Handler.(*Server)
	url := se.faultEnv.api.URL

	// firstCancels starts the first caller, lets a second join its work, cancels the first, and
	// returns the second's status and the proxy requests both caused.
	firstCancels := func(first func(ctx context.Context) error, second func() (int, error), wantHits int64) int {
		t.Helper()
		hits := se.dest.hits.Load()
		ctx, cancel := context.WithCancel(se.ctx)
		firstErr := make(chan error, 1)
		go func() { firstErr <- first(ctx) }()
		waitHits(t, se.dest, hits+1) // the first caller's work is at the node
		type result struct {
			status int
			err    error
		}
		secondDone := make(chan result, 1)
		go func() {
			status, err := second()
			secondDone <- result{status, err}
		}()
		time.Sleep(300 * time.Millisecond) // the second is waiting on the same work
		cancel()
		require.Error(t, <-firstErr, "the first caller gave up")
		r := <-secondDone
		require.NoError(t, r.err)
		require.Equal(t, wantHits, se.dest.hits.Load()-hits, "the work was shared, not done again")
		return r.status
	}
	marketsOf := func(a common.Address) func(ctx context.Context) error {
		return func(ctx context.Context) error {
			_, err := request(ctx, url, marketsFor(a), 0)
			return err
		}
	}
	second := func(a common.Address) func() (int, error) {
		return func() (int, error) {
			return request(se.ctx, url, marketsFor(a), 0)
		}
	}
	// nothing known: the head is asked (shared), then the account's markets read (shared)
	x := common.HexToAddress("0x00000000000000000000000000000000000c0de1")
	require.Equal(t, http.StatusOK, firstCancels(marketsOf(x), second(x), 2), "the head was asked for the first caller")
	// the head is known now (MarketsMaxAge): only the markets read, started by the first caller
	y := common.HexToAddress("0x00000000000000000000000000000000000c0de2")
	require.Equal(t, http.StatusOK, firstCancels(marketsOf(y), second(y), 1), "the markets read was started by the first caller")

	// the execution fees: one read, started by a caller that gives up; a newposition waiting on
	// it gets its fees from it, then simulates (one more proxy request)
	user := se.env.Accounts[0].Address
	fees := func(ctx context.Context) error {
		_, err := s.trade.Fees(ctx)
		return err
	}
	status := firstCancels(fees, func() (int, error) {
		return request(se.ctx, url, newPositionFor(user), 0)
	}, 2)
	require.Equal(t, http.StatusOK, status)
}

// A prepare request with a short deadline is not held behind a slow refresh of the execution
// fees started by someone else: it stops at its own deadline (the old cache held a lock across
// the read), and requests after the refresh use what it read.
func TestShortDeadlineNotBlockedBySlowFeeRefresh(t *testing.T) {
	const delay = 1800 * time.Millisecond // under the 2 s of the dialled clients
	se := startSlowEnv(t, delay, nil)
	s := newServer(t, se.env, serverOptions{DestinationRPC: se.dial(se.dest.srv.URL), RPCTimeout: 10 * time.Second, RequestTimeout: 15 * time.Second})
	url, took := se.serve(t, s)
	user := se.env.Accounts[0].Address
	se.dest.set(modeSlow)

	refreshed := make(chan error, 1)
	go func() { // a refresh with all the time it needs: a slow node
		_, err := s.trade.Fees(se.ctx)
		refreshed <- err
	}()
	waitHits(t, se.dest, 1)
	began := time.Now()
	_, err := request(se.ctx, url, newPositionFor(user), 300*time.Millisecond)
	require.ErrorIs(t, err, context.DeadlineExceeded, "the client gave up after 300 ms")
	server := <-took
	t.Logf("the request's deadline passed after 300 ms; the server was done with it after %v (the refresh takes %v)", server.Round(time.Millisecond), delay)
	require.Less(t, server, time.Second, "the server stopped at the request's deadline, not at the end of the refresh")
	require.Less(t, time.Since(began), delay/2)

	require.NoError(t, <-refreshed)
	se.dest.set(modePass)
	hits := se.dest.hits.Load()
	status, err := request(se.ctx, url, newPositionFor(user), 0)
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, status)
	<-took
	require.Equal(t, int64(1), se.dest.hits.Load()-hits, "the fees came from the refresh: one round trip, the simulation")
}
