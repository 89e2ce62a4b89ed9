package api

import (
	"context"
	"net/http"
	"os"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/internal/tooling/apitest"
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

	hc := &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	t.Cleanup(hc.CloseIdleConnections)
	api, err := client.NewClientWithResponses(h.url, client.WithHTTPClient(hc))
	require.NoError(t, err)
	// each request has its own deadline (hc's), not ctx's: one in flight when the time is up
	// completes and is counted
	type request struct {
		path string
		send func() (any, error)
	}
	mix := []request{
		{"/api/newposition", func() (any, error) { return api.NewPositionWithResponse(h.ctx, marketRequest(acct.Address)) }},
		{"/api/markets", func() (any, error) { return api.MarketsWithResponse(h.ctx, &client.MarketsParams{}) }},
		{"/api/referrals", func() (any, error) {
			return api.ReferralsWithResponse(h.ctx, client.ReferralsRequest{Action: client.ReferralsRequestActionGetCodeInfo, Code: "load-test"})
		}},
		{"/api/closeposition", func() (any, error) {
			return api.ClosePositionWithResponse(h.ctx, client.ClosePositionRequest{PositionID: id.String()})
		}},
	}

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
				res, err := q.send()
				if err != nil {
					transportErrs.Add(1)
					continue
				}
				ans := apitest.AnswerOf(res)
				total.Add(1)
				mu.Lock()
				byStatus[ans.Status]++
				if ans.Status >= 500 {
					failed5xx.Add(1)
					if firstBad == "" {
						firstBad = q.path + ": " + string(ans.Body)
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
