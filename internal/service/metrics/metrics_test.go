package metrics_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/service/metrics"
)

var _ metrics.Registered = (*metrics.Prometheus)(nil)

// series gathers the registry as "name{label=value,...} value" lines.
func series(t *testing.T, p *metrics.Prometheus) map[string]float64 {
	t.Helper()
	families, err := p.Registry().Gather()
	require.NoError(t, err)
	out := map[string]float64{}
	for _, f := range families {
		for _, m := range f.GetMetric() {
			labels := make([]string, 0, len(m.GetLabel()))
			for _, l := range m.GetLabel() {
				labels = append(labels, l.GetName()+"="+l.GetValue())
			}
			key := f.GetName() + "{" + strings.Join(labels, ",") + "}"
			switch {
			case m.GetCounter() != nil:
				out[key] = m.GetCounter().GetValue()
			case m.GetHistogram() != nil:
				out[key] = float64(m.GetHistogram().GetSampleCount())
			case m.GetGauge() != nil:
				out[key] = m.GetGauge().GetValue()
			}
		}
	}
	return out
}

func TestSeries(t *testing.T) {
	p := metrics.New()
	p.RecordRPC("1", "eth_call", metrics.RPCOK, 30*time.Millisecond)
	p.RecordRPC("1", "eth_call", metrics.RPCReverted, 20*time.Millisecond)
	p.RecordSimulation("1", metrics.SimReverted, "LeverageTooHigh", false)
	p.RecordSimulation("1", metrics.SimSuccess, "", true)
	p.RecordSimulation("1", metrics.SimSuccess, "", true)
	p.RecordMarketCache(true)
	p.RecordMarketCache(true)
	p.RecordMarketCache(false)
	p.RecordFailover("1", 1)
	p.RecordFailover("1", 1)
	p.RecordNodeUp("1", 1, false)
	p.RecordNodeUp("1", 2, true)
	p.RecordRateLimited("1", 1, true)
	p.RecordRateLimited("1", 1, true)
	p.RecordRateLimited("1", 1, false)
	p.RecordMaxBatch("1", 2, 3)

	s := series(t, p)
	for key, want := range map[string]float64{
		"tradeprep_rpc_calls_total{chain=1,method=eth_call,result=ok}":                                      1,
		"tradeprep_rpc_calls_total{chain=1,method=eth_call,result=reverted}":                                1,
		"tradeprep_rpc_call_duration_seconds{chain=1,method=eth_call}":                                      2,
		"tradeprep_simulations_total{chain=1,outcome=reverted,revert=LeverageTooHigh,state_override=false}": 1,
		"tradeprep_simulations_total{chain=1,outcome=success,revert=,state_override=true}":                  2,
		"tradeprep_market_cache_requests_total{result=hit}":                                                 2,
		"tradeprep_market_cache_requests_total{result=miss}":                                                1,
		"tradeprep_rpc_failovers_total{chain=1,node=1}":                                                     2,
		"tradeprep_rpc_node_up{chain=1,node=2}":                                                             1,
		"tradeprep_rpc_rate_limits_total{chain=1,node=1}":                                                   2,
		"tradeprep_rpc_node_max_batch{chain=1,node=2}":                                                      3,
	} {
		require.Equal(t, want, s[key], key)
	}
	require.Contains(t, s, "tradeprep_rpc_node_up{chain=1,node=1}")
	require.Zero(t, s["tradeprep_rpc_node_up{chain=1,node=1}"])
	require.Contains(t, s, "tradeprep_rpc_node_rate_limited{chain=1,node=1}")
	require.Zero(t, s["tradeprep_rpc_node_rate_limited{chain=1,node=1}"], "answering again")
	require.Contains(t, s, "go_goroutines{}")
	require.Contains(t, s, "process_start_time_seconds{}")
}
