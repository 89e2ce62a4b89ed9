package seriesfile

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestFamiliesReadsTypeLinesOfTradeprepOnly(t *testing.T) {
	got := Families(`# HELP tradeprep_a_total A.
# TYPE tradeprep_a_total counter
tradeprep_a_total 3
# TYPE go_goroutines gauge
# TYPE tradeprep_b histogram
# TYPE tradeprep_c
tradeprep_b_bucket{le="1"} 0
`)
	require.Equal(t, map[string]string{"tradeprep_a_total": "counter", "tradeprep_b": "histogram"}, got)
}

func TestWriteThenReadRoundTrips(t *testing.T) {
	path := filepath.Join(t.TempDir(), "series.txt")
	want := map[string]string{"tradeprep_z": "gauge", "tradeprep_a_total": "counter"}
	require.NoError(t, Write(path, "# a list\n", want))
	raw, err := os.ReadFile(path)
	require.NoError(t, err)
	require.Equal(t, "# a list\ntradeprep_a_total counter\ntradeprep_z gauge\n", string(raw))
	got, err := Read(path)
	require.NoError(t, err)
	require.Equal(t, want, got)
}

func TestReadRefusesALineThatIsNotNameAndType(t *testing.T) {
	for _, line := range []string{"tradeprep_a", "tradeprep_a counter extra", " counter"} {
		path := filepath.Join(t.TempDir(), "series.txt")
		require.NoError(t, os.WriteFile(path, []byte("# ok\ntradeprep_b gauge\n"+line+"\n"), 0o644))
		_, err := Read(path)
		require.ErrorContains(t, err, ":3: want `name type`", "line %q", line)
	}
}
