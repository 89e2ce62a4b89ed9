package actor_test

import (
	"flag"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/tooling/seriesfile"
)

var updateSeries = flag.Bool("update-series", false, "rewrite deploy/monitoring/keeper-series.txt from what a keeper exposes (make generate-monitoring)")

// keeperSeriesFile lists the tradeprep_* series families a keeper exposes on /metrics, one "name
// type" line each: tools/monitoringcheck checks the keeper's alerts against it, as it checks the
// service's against series.txt.
const keeperSeriesFile = "../../../deploy/monitoring/keeper-series.txt"

// checkKeeperSeries requires the families of the keeper k's /metrics (after a round that did
// something) to be those of keeperSeriesFile, or rewrites the file with -update-series.
func checkKeeperSeries(t *testing.T, k *running) {
	t.Helper()
	_, body := k.get(t, "/metrics")
	got := seriesfile.Families(body)
	require.NotEmpty(t, got, "no tradeprep_ family on the keeper's /metrics")
	if *updateSeries {
		require.NoError(t, seriesfile.Write(keeperSeriesFile,
			"# The tradeprep_* series families a keeper (tradeprep keeper) exposes on /metrics: name and type.\n"+
				"# Written by `make generate-monitoring` (TestKeeperCommandsSplitMarkets in internal/actors/actor,\n"+
				"# which fails when this list is stale); tools/monitoringcheck checks the alerts against it and\n"+
				"# series.txt. Do not edit by hand.\n", got))
		return
	}
	want, err := seriesfile.Read(keeperSeriesFile)
	require.NoError(t, err, "run `make generate-monitoring`")
	require.Equal(t, want, got, "the keeper's series changed: run `make generate-monitoring`, then check deploy/monitoring's alerts")
}
