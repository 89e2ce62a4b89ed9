package app

import (
	"context"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/index/follower"
)

// The index's lag as /readyz measures it, on a real chain and index: none while the follower
// has read the chain; once nobody follows and the chain moves on (an index whose writer is gone),
// the lag grows with the chain's time and is beyond the bound past it; the follower reading
// again brings it back. The gauge follows each measure.
func TestIndexLagTellsWhenNobodyFollows(t *testing.T) {
	ctx, env := embedded.ForTest(t, embedded.Options{Accounts: 1}, 3*time.Minute)
	index, err := eventdb.Open(ctx, "")
	require.NoError(t, err)
	t.Cleanup(func() { _ = index.Close() })
	d := env.Manifest.Destination
	f := follower.New(follower.Config{ChainID: d.ChainID, Vault: d.Vault, From: d.DeployBlock}, env.Dest.RPC(), index)
	l, err := index.Lead(ctx, 10*time.Millisecond)
	require.NoError(t, err)
	defer l.Release()
	follow := func() {
		t.Helper()
		for range 100 {
			res, err := f.Step(ctx, l)
			require.NoError(t, err)
			if res.CaughtUp {
				return
			}
		}
		t.Fatal("the follower did not catch up")
	}
	gauge := prometheus.NewGauge(prometheus.GaugeOpts{Name: "lag"})
	reg := prometheus.NewRegistry()
	reg.MustRegister(gauge)
	lag := indexLag(index, env.Dest.RPC(), d.ChainID, 2*time.Minute, gauge)
	measure := func() (time.Duration, bool) {
		t.Helper()
		l, beyond, err := lag(context.Background())
		require.NoError(t, err)
		families, err := reg.Gather()
		require.NoError(t, err)
		require.Equal(t, l.Seconds(), families[0].GetMetric()[0].GetGauge().GetValue())
		return l, beyond
	}

	follow()
	got, beyond := measure()
	require.Zero(t, got)
	require.False(t, beyond)

	require.NoError(t, env.Dest.AdjustTime(90*time.Second)) // the chain moves on, nobody follows
	got, beyond = measure()
	require.GreaterOrEqual(t, got, 90*time.Second)
	require.False(t, beyond, "within the bound")
	require.NoError(t, env.Dest.AdjustTime(60*time.Second))
	got, beyond = measure()
	require.GreaterOrEqual(t, got, 150*time.Second)
	require.True(t, beyond, "beyond the bound: not ready")

	follow()
	got, beyond = measure()
	require.Zero(t, got)
	require.False(t, beyond, "read again: ready")
}
