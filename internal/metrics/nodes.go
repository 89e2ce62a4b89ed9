package metrics

import (
	"strconv"

	"github.com/prometheus/client_golang/prometheus"
)

// nodeSeries are the series of the chains' node lists (internal/nodes).
type nodeSeries struct {
	failovers *prometheus.CounterVec
	up        *prometheus.GaugeVec
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
	}
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
