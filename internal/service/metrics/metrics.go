// Package metrics records tradeprep's own series into Prometheus: it implements the API's
// Recorder (Registered) with a registry of its own, which GET /metrics serves. record.go
// defines what is recorded and wraps a chain's RPC client to record its calls.
//
// Series (every label bounded; see Recorder):
//
//	tradeprep_rpc_calls_total{chain, method, result}          calls of JSON-RPC batches; result ok, reverted, error or transport
//	tradeprep_rpc_call_duration_seconds{chain, method}        round-trip time of the batch each call was in
//	tradeprep_simulations_total{chain, outcome, revert, state_override}
//	                                                          pre-flight simulations; outcome success, reverted, insufficient_balance or error
//	tradeprep_market_cache_requests_total{result}             markets requests answered from the cache (hit) or not (miss)
//	tradeprep_rpc_failovers_total{chain, node}                batches moved on from this node (1-based index) to the next
//	tradeprep_rpc_node_up{chain, node}                        1 while the node is up, else 0
//	tradeprep_rpc_rate_limits_total{chain, node}              rate limits the node's provider answered (429, -32005)
//	tradeprep_rpc_node_rate_limited{chain, node}              1 from a rate limit until the node answers again, else 0
//	tradeprep_rpc_node_max_batch{chain, node}                 the node's batch cap, configured or learnt
//
// plus the Go runtime and process collectors; the API adds tradeprep_http_* per route and status.
package metrics

import (
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
)

const namespace = "tradeprep"

// Prometheus records into its own registry.
type Prometheus struct {
	registry    *prometheus.Registry
	rpcCalls    *prometheus.CounterVec
	rpcDuration *prometheus.HistogramVec
	simulations *prometheus.CounterVec
	marketCache *prometheus.CounterVec
	nodes       nodeSeries
}

// New returns a Prometheus recorder with a fresh registry holding its series and the Go
// runtime and process collectors.
func New() *Prometheus {
	p := &Prometheus{
		registry: prometheus.NewRegistry(),
		rpcCalls: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: namespace, Subsystem: "rpc", Name: "calls_total",
			Help: "JSON-RPC calls sent to the chains' nodes, by chain, method and result (ok, reverted, error, transport).",
		}, []string{"chain", "method", "result"}),
		rpcDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Namespace: namespace, Subsystem: "rpc", Name: "call_duration_seconds",
			Help:    "Round-trip time of the JSON-RPC batch each call was sent in, by chain and method.",
			Buckets: []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30},
		}, []string{"chain", "method"}),
		simulations: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: namespace, Name: "simulations_total",
			Help: "Pre-flight simulations (one per simulated call; a deposit simulates each call it may need), by chain, outcome (success, reverted, insufficient_balance, error), " +
				"revert name (known custom errors, Error, Panic or other) and whether a state override lent the sender funds.",
		}, []string{"chain", "outcome", "revert", "state_override"}),
		marketCache: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: namespace, Subsystem: "market_cache", Name: "requests_total",
			Help: "Markets requests answered from the per-block cache (hit) or by a Reader call (miss).",
		}, []string{"result"}),
		nodes: newNodeSeries(),
	}
	p.registry.MustRegister(p.nodes.failovers, p.nodes.up, p.nodes.rateLimits, p.nodes.rateLimited, p.nodes.maxBatch, p.nodes.simulate)
	p.registry.MustRegister(
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		p.rpcCalls, p.rpcDuration, p.simulations, p.marketCache,
	)
	return p
}

// Registry is where the series are; the API adds its HTTP series and serves it on /metrics.
func (p *Prometheus) Registry() *prometheus.Registry { return p.registry }

// RecordRPC counts one call of a batch and observes the batch's round-trip time.
func (p *Prometheus) RecordRPC(chain, method, result string, d time.Duration) {
	p.rpcCalls.WithLabelValues(chain, method, result).Inc()
	p.rpcDuration.WithLabelValues(chain, method).Observe(d.Seconds())
}

// RecordSimulation counts one simulation.
func (p *Prometheus) RecordSimulation(chain, outcome, revert string, stateOverride bool) {
	p.simulations.WithLabelValues(chain, outcome, revert, strconv.FormatBool(stateOverride)).Inc()
}

// RecordMarketCache counts one markets request.
func (p *Prometheus) RecordMarketCache(hit bool) {
	result := "miss"
	if hit {
		result = "hit"
	}
	p.marketCache.WithLabelValues(result).Inc()
}
