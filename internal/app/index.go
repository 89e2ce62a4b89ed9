package app

import (
	"context"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/index/follower"
	"github.com/tradeprep/tradeprep/simulate"
)

// indexMetrics are the event index's series: how far the follower has read, the head it saw,
// what it recorded, the reorgs it rewound, the steps that failed, and whether this replica is
// the index's writer.
type indexMetrics struct {
	block, head, logRange     *prometheus.GaugeVec // by chain_id
	writer, lag               prometheus.Gauge
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
		block: prometheus.NewGaugeVec(prometheus.GaugeOpts{Namespace: "tradeprep", Subsystem: "event_index", Name: "block",
			Help: "The last block of the chain (chain_id: the destination, or a source chain's deposits) the event index has read."}, []string{"chain_id"}),
		head: prometheus.NewGaugeVec(prometheus.GaugeOpts{Namespace: "tradeprep", Subsystem: "event_index", Name: "head",
			Help: "The chain's head the event index's follower last saw: head - block - confirmations is how far it trails."}, []string{"chain_id"}),
		logRange: prometheus.NewGaugeVec(prometheus.GaugeOpts{Namespace: "tradeprep", Subsystem: "event_index", Name: "log_range_blocks",
			Help: "The most blocks the follower's next eth_getLogs on the chain asks for: its page (1,000), halved each time a node refused a range (a provider's cap on blocks or results), doubled back after 16 answered in a row."}, []string{"chain_id"}),
		events:   counter("events_total", "Events the follower recorded."),
		removed:  counter("removed_total", "Events a reorg deeper than the confirmations took back (each recorded as removed, with a notice)."),
		failures: counter("failures_total", "Follower steps that failed (the node or the database did not answer); each is tried again an interval later."),
		lag: gauge("lag_seconds", "How far the event index trails the destination chain's head, in the chain's time, as the last /readyz "+
			"probe measured it (the index is shared: every replica measures the same lag)."),
		writer: gauge("writer", "1 while this replica holds the event index's lease (the one writer of a shared PostgreSQL index; always 1 on SQLite once the follower runs), 0 otherwise."),
	}
	reg.MustRegister(m.block, m.head, m.logRange, m.writer, m.lag, m.events, m.removed, m.failures)
	return m
}

func (m *indexMetrics) step(r follower.Result) {
	chain := strconv.FormatUint(r.ChainID, 10)
	if r.Head > 0 {
		m.head.WithLabelValues(chain).Set(float64(r.Head))
	}
	if r.To > 0 {
		m.block.WithLabelValues(chain).Set(float64(r.To))
	}
	if r.Page > 0 {
		m.logRange.WithLabelValues(chain).Set(float64(r.Page))
	}
	m.events.Add(float64(len(r.Recorded)))
	m.removed.Add(float64(len(r.Removed)))
}

// lease is follower.Config.OnLease: the writer gauge follows the lease.
func (m *indexMetrics) lease(held bool) {
	if held {
		m.writer.Set(1)
	} else {
		m.writer.Set(0)
	}
}

// catchUp tells whether this replica, holding the index's lease, is still reading the chains up
// to their confirmed heads since it took it (api.Services.IndexCatchingUp): a replica started on
// a fresh database serves before its follower has recorded the events a client saw elsewhere.
// Before it first holds the lease it counts as catching up for startGrace (its follower may not
// have started yet); after that, a replica that has not taken the lease reads what another one
// writes, and does not.
type catchUp struct {
	mu      sync.Mutex
	chains  int
	leading bool
	led     bool            // has held the lease since it started
	caught  map[uint64]bool // chains read to their confirmed head since the lease was taken
	until   time.Time       // end of the start's grace
}

const startGrace = 30 * time.Second

func newCatchUp(chains int) *catchUp {
	return &catchUp{chains: chains, caught: map[uint64]bool{}, until: time.Now().Add(startGrace)}
}

func (c *catchUp) lease(held bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.leading, c.caught = held, map[uint64]bool{}
	c.led = c.led || held
}

func (c *catchUp) step(r follower.Result) {
	if !r.CaughtUp {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.leading {
		c.caught[r.ChainID] = true
	}
}

func (c *catchUp) catchingUp() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.led {
		return time.Now().Before(c.until)
	}
	return c.leading && len(c.caught) < c.chains
}

// indexLag is api.Services.IndexLag: the destination chain's head (one eth_getBlockByNumber
// through the node list) against the last block the index recorded, in the chain's time; beyond
// max when it trails by more. An index that recorded nothing yet does not trail (the follower
// is reading from the deployment; streams say so with their own catch-up rule). Each lag read
// is set on the gauge.
func indexLag(index *eventdb.DB, node simulate.BatchCaller, chainID uint64, max time.Duration, gauge prometheus.Gauge) func(context.Context) (time.Duration, bool, error) {
	return func(ctx context.Context) (time.Duration, bool, error) {
		cursor, err := index.Cursor(ctx, chainID)
		if err != nil || cursor == nil {
			return 0, false, err
		}
		var head struct {
			Time hexutil.Uint64 `json:"timestamp"`
		}
		call := []rpc.BatchElem{{Method: "eth_getBlockByNumber", Args: []any{"latest", false}, Result: &head}}
		if err := node.BatchCallContext(ctx, call); err != nil {
			return 0, false, err
		}
		if call[0].Error != nil {
			return 0, false, call[0].Error
		}
		var lag time.Duration
		if uint64(head.Time) > cursor.Time {
			lag = time.Duration(uint64(head.Time)-cursor.Time) * time.Second
		}
		gauge.Set(lag.Seconds())
		return lag, lag > max, nil
	}
}

// NoWriterGrace is how long no replica may hold the event index's lease before /readyz says
// that nobody writes it: longer than a writer's handover to another replica (its lease is
// checked every second and taken again within followEvery), far shorter than the time the
// lag would take to pass indexMaxLag.
const NoWriterGrace = 15 * time.Second

// indexWriter is api.Services.IndexWriter: whether any replica holds the index's lease now
// (eventdb.DB.WriterHeld, one query), how long none has as far as this replica has seen (since
// its start when it never saw one), and whether that is beyond grace.
func indexWriter(index *eventdb.DB, grace time.Duration) func(context.Context) (bool, time.Duration, bool, error) {
	var seen atomic.Int64
	seen.Store(time.Now().UnixNano())
	return func(ctx context.Context) (bool, time.Duration, bool, error) {
		held, err := index.WriterHeld(ctx)
		if err != nil {
			return false, 0, false, err
		}
		now := time.Now()
		if held {
			seen.Store(now.UnixNano())
			return true, 0, false, nil
		}
		absent := now.Sub(time.Unix(0, seen.Load()))
		return false, absent, absent > grace, nil
	}
}
