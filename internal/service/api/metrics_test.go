package api

import (
	"encoding/json"
	"fmt"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/service/metrics"
	"github.com/tradeprep/tradeprep/internal/tooling/apitest"
)

// With a Prometheus Metricer the server exports the HTTP series per route and status, every
// JSON-RPC call, each simulation's outcome and the market cache's hits and misses; the access
// log has a line per request with its id.
func TestMetricsAndAccessLog(t *testing.T) {
	ctx, env := embedded.ForTest(t, embedded.Options{Accounts: 1}, 3*time.Minute)
	log := &apitest.LogBuffer{}
	h := &harness{t: t, ctx: ctx, env: env}
	h.serve(t, serverOptions{
		Metrics: metrics.New(),
		Logger:  slog.New(slog.NewJSONHandler(log, &slog.HandlerOptions{Level: slog.LevelDebug})),
	})

	require.Equal(t, 200, h.markets().Status) // miss
	require.Equal(t, 200, h.markets().Status) // hit: same block
	user := env.Accounts[0].Address
	require.Equal(t, 200, h.newPosition(marketRequest(user)).Status, "success")
	tooHigh := marketRequest(user)
	tooHigh.Margin, tooHigh.Size = ptr("10"), ptr("1000")
	r := h.newPosition(tooHigh)
	require.Equal(t, 422, r.Status, "LeverageTooHigh")
	// More margin than the wallet holds (100,000 USD).
	short := marketRequest(user)
	short.Margin, short.Size = ptr("150000"), ptr("150000")
	r = h.newPosition(short)
	require.Equal(t, 200, r.Status, string(r.Body))
	require.Equal(t, true, decode[client.NewPositionResponse](t, r).InsufficientBalance)
	require.Equal(t, 404, h.get("/no/such/route").Status)
	require.Equal(t, 405, h.do("BREW", "/api/markets", "", nil).Status)

	scrape := h.metrics()
	require.Equal(t, 200, scrape.Status)
	text := string(scrape.Body)
	dest := fmt.Sprint(embedded.DestinationChainID)
	for _, want := range []string{
		`tradeprep_http_requests_total{code="200",host="",method="GET",url="/api/markets"} 2`,
		`tradeprep_http_requests_total{code="200",host="",method="POST",url="/api/newposition"} 2`,
		`tradeprep_http_requests_total{code="422",host="",method="POST",url="/api/newposition"} 1`,
		`tradeprep_http_requests_total{code="404",host="",method="GET",url=""} 1`,
		`tradeprep_http_requests_total{code="405",host="",method="OTHER",url="/api/markets"} 1`,
		`tradeprep_http_request_duration_seconds_bucket{code="200",host="",method="GET",url="/api/markets",le=`,
		`tradeprep_market_cache_requests_total{result="hit"} 1`,
		`tradeprep_market_cache_requests_total{result="miss"} 1`,
		`tradeprep_rpc_calls_total{chain="` + dest + `",method="eth_estimateGas",result="ok"}`,
		`tradeprep_rpc_calls_total{chain="` + dest + `",method="eth_call",result="reverted"}`,
		`tradeprep_rpc_call_duration_seconds_bucket{chain="` + dest + `",method="eth_getBlockByNumber",le=`,
		`tradeprep_simulations_total{chain="` + dest + `",outcome="success",revert="",state_override="false"}`,
		`tradeprep_simulations_total{chain="` + dest + `",outcome="reverted",revert="LeverageTooHigh",state_override="false"} 1`,
		`tradeprep_simulations_total{chain="` + dest + `",outcome="insufficient_balance",revert="InsufficientMarginBalance",state_override="false"} 1`,
		`tradeprep_simulations_total{chain="` + dest + `",outcome="success",revert="",state_override="true"} 1`, // the re-run that lends the margin
	} {
		require.Contains(t, text, want)
	}
	require.NotContains(t, text, "/no/such/route", "a path no route matched is no label")

	// One access line per request: info for success, debug for client errors, with the id the
	// response carries.
	r = h.newPosition(marketRequest(user))
	line := accessLine(t, log, r.Header.Get("X-Request-Id"))
	require.Equal(t, "INFO", line["level"])
	require.Equal(t, "/api/newposition", line["route"])
	require.Equal(t, "POST", line["method"])
	require.Equal(t, float64(200), line["status"])
	pair0 := marketRequest(user)
	pair0.Pair = 0
	r = h.newPosition(pair0)
	line = accessLine(t, log, r.Header.Get("X-Request-Id"))
	require.Equal(t, "DEBUG", line["level"])
	require.Equal(t, float64(400), line["status"])
	line = accessLine(t, log, h.metrics().Header.Get("X-Request-Id"))
	require.Equal(t, "DEBUG", line["level"], "probes and scrapes are debug")
}

func accessLine(t *testing.T, log *apitest.LogBuffer, requestID string) map[string]any {
	t.Helper()
	require.NotEmpty(t, requestID)
	for _, l := range strings.Split(log.String(), "\n") {
		if !strings.Contains(l, `"msg":"request"`) || !strings.Contains(l, requestID) {
			continue
		}
		var m map[string]any
		require.NoError(t, json.Unmarshal([]byte(l), &m), l)
		require.Contains(t, m, "latency_ms")
		return m
	}
	t.Fatalf("no access line with request id %s in\n%s", requestID, log.String())
	return nil
}

// Without Metrics nothing is exported and nothing needs Prometheus.
func TestNoMetricsNoEndpoint(t *testing.T) {
	h := newHarness(t, 1)
	require.Equal(t, 404, h.metrics().Status)
	require.Equal(t, 200, h.markets().Status)
}
