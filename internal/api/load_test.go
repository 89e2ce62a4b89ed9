package api

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// 64 clients for a bounded time (TRADEPREP_LOAD_SECONDS, default 5, at most 60) send a mix of
// newposition, markets, referrals getCodeInfo and closeposition to a server without rate
// limit: never an answer >= 500.
func TestLoad64Clients(t *testing.T) {
	seconds := 5
	if v := os.Getenv("TRADEPREP_LOAD_SECONDS"); v != "" {
		n, err := strconv.Atoi(v)
		require.NoError(t, err, "TRADEPREP_LOAD_SECONDS")
		seconds = min(max(n, 1), 60)
	}
	h := newHarness(t, 1)
	acct := h.env.Accounts[0]
	id := h.openFilled(t, acct, true)
	h.serve(t, serverOptions{})

	type request struct {
		method, path string
		body         []byte
	}
	enc := func(v any) []byte {
		b, err := json.Marshal(v)
		require.NoError(t, err)
		return b
	}
	mix := []request{
		{http.MethodPost, "/api/newposition", enc(marketBody(acct.Address))},
		{http.MethodGet, "/api/markets", nil},
		{http.MethodPost, "/api/referrals", enc(map[string]any{"action": "getCodeInfo", "code": "load-test"})},
		{http.MethodPost, "/api/closeposition", enc(map[string]any{"positionId": id.String()})},
	}
	client := &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	t.Cleanup(client.CloseIdleConnections)

	const clients = 64
	ctx, cancel := context.WithTimeout(h.ctx, time.Duration(seconds)*time.Second)
	defer cancel()
	var total, failed5xx, transportErrs atomic.Int64
	var mu sync.Mutex
	byStatus := map[int]int{}
	firstBad := ""
	var wg sync.WaitGroup
	began := time.Now()
	for c := 0; c < clients; c++ {
		wg.Add(1)
		go func(c int) {
			defer wg.Done()
			for i := c; ctx.Err() == nil; i++ { // ends with ctx, after seconds
				q := mix[i%len(mix)]
				// each request has its own deadline, not ctx's: one in flight when the time is up
				// completes and is counted
				req, err := http.NewRequest(q.method, h.srv.URL+q.path, bytes.NewReader(q.body))
				if err != nil {
					transportErrs.Add(1)
					return
				}
				if q.body != nil {
					req.Header.Set("Content-Type", "application/json")
				}
				res, err := client.Do(req)
				if err != nil {
					transportErrs.Add(1)
					continue
				}
				body, _ := io.ReadAll(res.Body)
				res.Body.Close()
				total.Add(1)
				mu.Lock()
				byStatus[res.StatusCode]++
				if res.StatusCode >= 500 {
					failed5xx.Add(1)
					if firstBad == "" {
						firstBad = q.path + ": " + string(body)
					}
				}
				mu.Unlock()
			}
		}(c)
	}
	wg.Wait()
	elapsed := time.Since(began)
	t.Logf("%d clients, %v: %d requests, %.0f requests/s, statuses %v, %d >= 500, %d transport errors",
		clients, elapsed.Round(time.Millisecond), total.Load(), float64(total.Load())/elapsed.Seconds(), byStatus, failed5xx.Load(), transportErrs.Load())
	require.Zero(t, failed5xx.Load(), firstBad)
	require.Zero(t, transportErrs.Load())
	require.Positive(t, total.Load())
	require.Equal(t, int(total.Load()), byStatus[http.StatusOK], "every request of the mix succeeds: %v", byStatus)
}
