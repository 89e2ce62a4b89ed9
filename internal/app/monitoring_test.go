package app

import (
	"context"
	"flag"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/tooling/apitest"
	"github.com/tradeprep/tradeprep/internal/tooling/loopback"
	"github.com/tradeprep/tradeprep/internal/tooling/seriesfile"
)

var updateSeries = flag.Bool("update-series", false, "rewrite deploy/monitoring/series.txt from what the service exposes (make generate-monitoring)")

// seriesFile lists the tradeprep_* series families the service exposes on /metrics, one
// "name type" line each; tools/monitoringcheck checks every metric name of the alert rules and
// the dashboard in deploy/monitoring against it.
const seriesFile = repoRoot + "/deploy/monitoring/series.txt"

// The committed series list is what the binary's Run really exposes: it serves nodes that fail
// (the destination's first node answers every request 429, the source chain's first is dead) and
// a capped batch, with the event index on, answers a market list, an order (a simulation) and a
// referral read, and then /metrics must hold exactly the families of seriesFile. Vectors appear
// on /metrics once they have a series, so a family this traffic does not reach (the prediction
// ledger's, which needs the keeper to fill an order) is missing from the list, and an alert on it
// fails the check rather than passing unchecked.
func TestMonitoringSeriesAreExposed(t *testing.T) {
	env, manifest := chainsOverHTTP(t)
	limiting := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Retry-After", "1")
		http.Error(w, "too many requests", http.StatusTooManyRequests)
	}))
	defer limiting.Close()
	dead := "http://" + loopback.Addr(t)
	s := launch(t, []string{"--rpc-url", limiting.URL + "," + env.Dest.HTTPURL(), "--manifest", manifest, "--rpc-timeout", "2s",
		"--rpc-max-batch", "50", "--source-rpc", fmt.Sprintf("%[1]d=%[2]s,%[1]d=%[3]s", embedded.SourceChainID, dead, env.Source.HTTPURL())}, nil)
	defer func() { require.NoError(t, s.stop(t)) }()

	want := map[string]string{}
	if !*updateSeries {
		want = readSeriesFile(t)
	}
	ctx := context.Background()
	c := apitest.NewClient(t, s.base)
	user := env.Accounts[0].Address.Hex()
	var got map[string]string
	rounds := 0
	deadline := time.Now().Add(30 * time.Second)
	for {
		markets, err := c.MarketsWithResponse(ctx, &client.MarketsParams{})
		require.NoError(t, err)
		require.Equal(t, http.StatusOK, markets.StatusCode(), string(markets.Body))
		order, err := c.NewPositionWithResponse(ctx, client.NewPositionRequest{Pair: 1, IsLong: true, OrderType: client.NewPositionRequestOrderTypeMarket,
			Margin: ptr("100"), Size: ptr("1000"), MaxAcceptablePrice: ptr("100000"), SlippagePercent: ptr("100"), UserAddress: user})
		require.NoError(t, err)
		require.Equal(t, http.StatusOK, order.StatusCode(), string(order.Body))
		ref, err := c.ReferralsWithResponse(ctx, client.ReferralsRequest{Action: client.ReferralsRequestActionGetCodeInfo, Code: "abc"})
		require.NoError(t, err)
		require.Equal(t, http.StatusOK, ref.StatusCode(), string(ref.Body))

		m, err := c.MetricsWithResponse(ctx)
		require.NoError(t, err)
		require.Equal(t, http.StatusOK, m.StatusCode())
		got = exposedFamilies(t, string(m.Body))
		// a family of the list can appear a moment later (a node's state, the follower's step);
		// rewriting the list, a few rounds of traffic come first
		rounds++
		if (*updateSeries && rounds >= 5) || (!*updateSeries && hasAll(got, want)) || time.Now().After(deadline) {
			break
		}
		time.Sleep(200 * time.Millisecond)
	}
	if *updateSeries {
		writeSeriesFile(t, got)
		return
	}
	require.Equal(t, want, got, "the service's series changed: run `make generate-monitoring`, then check deploy/monitoring's alerts and dashboard")
}

func hasAll(got, want map[string]string) bool {
	for name := range want {
		if _, ok := got[name]; !ok {
			return false
		}
	}
	return true
}

func exposedFamilies(t *testing.T, text string) map[string]string {
	t.Helper()
	out := seriesfile.Families(text)
	require.NotEmpty(t, out, "no tradeprep_ family on /metrics")
	return out
}

func readSeriesFile(t *testing.T) map[string]string {
	t.Helper()
	out, err := seriesfile.Read(seriesFile)
	require.NoError(t, err, "run `make generate-monitoring`")
	return out
}

func writeSeriesFile(t *testing.T, families map[string]string) {
	t.Helper()
	require.NoError(t, os.MkdirAll(repoRoot+"/deploy/monitoring", 0o755))
	require.NoError(t, seriesfile.Write(seriesFile,
		"# The tradeprep_* series families the service exposes on /metrics: name and type.\n"+
			"# Written by `make generate-monitoring` (TestMonitoringSeriesAreExposed in internal/app, which\n"+
			"# fails when this list is stale); tools/monitoringcheck checks the alerts and the dashboard\n"+
			"# against it. Do not edit by hand.\n", families))
}
