package metrics

import (
	"strconv"

	"github.com/prometheus/client_golang/prometheus"
)

// nodeSeries are the series of the chains' node lists (internal/chain/nodes).
type nodeSeries struct {
	failovers   *prometheus.CounterVec
	up          *prometheus.GaugeVec
	rateLimits  *prometheus.CounterVec
	rateLimited *prometheus.GaugeVec
	maxBatch    *prometheus.GaugeVec
	simulate    *prometheus.GaugeVec
}

func newNodeSeries() nodeSeries {
	return nodeSeries{
		failovers: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: namespace, Subsystem: "rpc", Name: "failovers_total",
			Help: "JSON-RPC batches moved on to the next node of a chain's list because this node failed at the transport level (unreachable, HTTP error, time-out, unanswered calls), by chain and node (1-based index in the list).",
		}, []string{"chain", "node"}),
		up: prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Namespace: namespace, Subsystem: "rpc", Name: "node_up",
			Help: "1 when the node answered its last batch or probe with the manifest's chain id, else 0; by chain and node (1-based index in the list).",
		}, []string{"chain", "node"}),
		rateLimits: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: namespace, Subsystem: "rpc", Name: "rate_limits_total",
			Help: "Rate limits a node's provider answered (HTTP 429 or JSON-RPC -32005), each resting the node for the time it asked; by chain and node (1-based index in the list).",
		}, []string{"chain", "node"}),
		rateLimited: prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Namespace: namespace, Subsystem: "rpc", Name: "node_rate_limited",
			Help: "1 while the node's provider rate-limits the service (from its last rate limit until it answers again), else 0; by chain and node (1-based index in the list).",
		}, []string{"chain", "node"}),
		maxBatch: prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Namespace: namespace, Subsystem: "rpc", Name: "node_max_batch",
			Help: "The most calls of one JSON-RPC batch the node takes, configured (rpcMaxBatch) or learnt from its refusal of a longer batch; absent when none is known. By chain and node (1-based index in the list).",
		}, []string{"chain", "node"}),
		simulate: prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Namespace: namespace, Subsystem: "rpc", Name: "node_simulate",
			Help: "1 when the node serves eth_simulateV1 (the service's predictions need it), 0 when it answered that it has no such method; absent until learnt. Batches that ask it go to the nodes that serve it first. By chain and node (1-based index in the list).",
		}, []string{"chain", "node"}),
	}
}

// RecordRateLimited counts a rate limit of the node and sets it rate-limited (limited true),
// or sets it answering again (false).
func (p *Prometheus) RecordRateLimited(chain string, node int, limited bool) {
	n := strconv.Itoa(node)
	if limited {
		p.nodes.rateLimits.WithLabelValues(chain, n).Inc()
		p.nodes.rateLimited.WithLabelValues(chain, n).Set(1)
		return
	}
	p.nodes.rateLimited.WithLabelValues(chain, n).Set(0)
}

// RecordMaxBatch sets the node's batch cap.
func (p *Prometheus) RecordMaxBatch(chain string, node int, max int) {
	p.nodes.maxBatch.WithLabelValues(chain, strconv.Itoa(node)).Set(float64(max))
}

// RecordNodeSimulate sets whether the node serves eth_simulateV1.
func (p *Prometheus) RecordNodeSimulate(chain string, node int, supported bool) {
	v := 0.0
	if supported {
		v = 1
	}
	p.nodes.simulate.WithLabelValues(chain, strconv.Itoa(node)).Set(v)
}

// RecordFailover counts one batch moved from the node (its 1-based index) to the next.
func (p *Prometheus) RecordFailover(chain string, node int) {
	p.nodes.failovers.WithLabelValues(chain, strconv.Itoa(node)).Inc()
}

// RecordNodeUp sets whether the node (its 1-based index) is up.
func (p *Prometheus) RecordNodeUp(chain string, node int, up bool) {
	v := 0.0
	if up {
		v = 1
	}
	p.nodes.up.WithLabelValues(chain, strconv.Itoa(node)).Set(v)
}
