package app

import (
	"github.com/prometheus/client_golang/prometheus"

	"github.com/tradeprep/tradeprep/internal/follower"
)

// indexMetrics are the event index's series: how far the follower has read, the head it saw,
// what it recorded, the reorgs it rewound and the steps that failed.
type indexMetrics struct {
	block, head               prometheus.Gauge
	events, removed, failures prometheus.Counter
}

func newIndexMetrics(reg prometheus.Registerer) *indexMetrics {
	gauge := func(name, help string) prometheus.Gauge {
		return prometheus.NewGauge(prometheus.GaugeOpts{Namespace: "tradeprep", Subsystem: "event_index", Name: name, Help: help})
	}
	counter := func(name, help string) prometheus.Counter {
		return prometheus.NewCounter(prometheus.CounterOpts{Namespace: "tradeprep", Subsystem: "event_index", Name: name, Help: help})
	}
	m := &indexMetrics{
		block:    gauge("block", "The last block the event index has read (0 until its first range)."),
		head:     gauge("head", "The destination chain's head the event index's follower last saw: head - block - confirmations is how far it trails."),
		events:   counter("events_total", "Events the follower recorded."),
		removed:  counter("removed_total", "Events a reorg deeper than the confirmations took back (each recorded as removed, with a notice)."),
		failures: counter("failures_total", "Follower steps that failed (the node or the database did not answer); each is tried again an interval later."),
	}
	reg.MustRegister(m.block, m.head, m.events, m.removed, m.failures)
	return m
}

func (m *indexMetrics) step(r follower.Result) {
	if r.Head > 0 {
		m.head.Set(float64(r.Head))
	}
	if r.To > 0 {
		m.block.Set(float64(r.To))
	}
	m.events.Add(float64(len(r.Recorded)))
	m.removed.Add(float64(len(r.Removed)))
}
