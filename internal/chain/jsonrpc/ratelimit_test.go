package jsonrpc

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// RateLimitRetry waits out a 429 for the time its Retry-After asks and sends the same body
// again; it gives the 429 back after Tries; it stops waiting when the request's context ends.
func TestRateLimitRetry(t *testing.T) {
	var n, refuse atomic.Int64
	var mu sync.Mutex
	var bodies []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		mu.Lock()
		bodies = append(bodies, string(b))
		mu.Unlock()
		if n.Add(1) <= refuse.Load() {
			w.Header().Set("Retry-After", "1")
			http.Error(w, "too many requests", http.StatusTooManyRequests)
			return
		}
		_, _ = w.Write([]byte(`{"jsonrpc":"2.0","id":1,"result":"0x1"}`))
	}))
	defer srv.Close()
	c := &http.Client{Transport: &RateLimitRetry{Tries: 3}}
	post := func(ctx context.Context) (*http.Response, error) {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, srv.URL, strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}`))
		require.NoError(t, err)
		return c.Do(req)
	}

	refuse.Store(2)
	began := time.Now()
	res, err := post(context.Background())
	require.NoError(t, err)
	res.Body.Close()
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.GreaterOrEqual(t, time.Since(began), 2*time.Second, "waited the asked second twice")
	mu.Lock()
	require.Equal(t, []string{bodies[0], bodies[0], bodies[0]}, bodies, "the same body each time")
	mu.Unlock()

	n.Store(0)
	refuse.Store(10)
	res, err = post(context.Background())
	require.NoError(t, err)
	res.Body.Close()
	require.Equal(t, http.StatusTooManyRequests, res.StatusCode, "given back after 3 tries")
	require.Equal(t, int64(3), n.Load())

	n.Store(0)
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	_, err = post(ctx)
	require.ErrorIs(t, err, context.DeadlineExceeded, "no wait past the caller's deadline")
	require.Equal(t, int64(1), n.Load())
}
