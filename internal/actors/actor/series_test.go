package actor_test

import (
	"flag"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
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
	got := map[string]string{}
	for line := range strings.Lines(body) {
		f := strings.Fields(line)
		if len(f) == 4 && f[0] == "#" && f[1] == "TYPE" && strings.HasPrefix(f[2], "tradeprep_") {
			got[f[2]] = f[3]
		}
	}
	require.NotEmpty(t, got, "no tradeprep_ family on the keeper's /metrics")
	if *updateSeries {
		var b strings.Builder
		b.WriteString("# The tradeprep_* series families a keeper (tradeprep keeper) exposes on /metrics: name and type.\n" +
			"# Written by `make generate-monitoring` (TestKeeperCommandsSplitMarkets in internal/actors/actor,\n" +
			"# which fails when this list is stale); tools/monitoringcheck checks the alerts against it and\n" +
			"# series.txt. Do not edit by hand.\n")
		names := make([]string, 0, len(got))
		for n := range got {
			names = append(names, n)
		}
		slices.Sort(names)
		for _, n := range names {
			b.WriteString(n + " " + got[n] + "\n")
		}
		require.NoError(t, os.WriteFile(keeperSeriesFile, []byte(b.String()), 0o644))
		return
	}
	raw, err := os.ReadFile(keeperSeriesFile)
	require.NoError(t, err, "run `make generate-monitoring`")
	want := map[string]string{}
	for line := range strings.Lines(string(raw)) {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, typ, ok := strings.Cut(line, " ")
		require.True(t, ok, "%s: want `name type`, got %q", keeperSeriesFile, line)
		want[name] = typ
	}
	require.Equal(t, want, got, "the keeper's series changed: run `make generate-monitoring`, then check deploy/monitoring's alerts")
}
