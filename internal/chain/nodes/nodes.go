// Package nodes sends a chain's JSON-RPC batches to the first healthy node of a list, in order
// of preference, and moves a batch on to the next node when one fails at the transport level.
//
// A batch fails over only when the node gave no answer: it could not be reached, answered an
// HTTP error status (5xx, 429, 401...) or anything not JSON-RPC, left calls of the batch
// unanswered, or did not answer within the per-attempt time-out. An answer, a JSON-RPC error object included (a revert, "out
// of gas", a rate-limit error in JSON-RPC form), is the chain's word and is returned as it is,
// never asked of another node.
//
// A hosted provider also refuses batches it finds too long or too many (limits.go): a batch
// refused as too long (HTTP 413 or 400, or JSON-RPC -32600 as one error object or per call)
// is sent again in parts, in parallel, and the longest part the node answered is remembered as
// its cap (Node.MaxBatch sets one from the start); a rate limit (HTTP 429, JSON-RPC -32005 of
// EIP-1474) rests the node for the time it asked (Retry-After), without marking it down, and
// the batch goes to the next node, or waits for the first node to be asked again when that is
// within the caller's deadline, else fails with a *RateLimitedError.
//
// A node that failed is marked down and skipped while another node is up; while the list is in
// use, a node that is not up is probed in the background (eth_chainId and eth_blockNumber in one
// batch), at most every ProbeInterval, started after a batch; Check probes every node at once.
// A node that answers is used again, in its place in the order. A node's answers count only once it has answered the manifest's chain id (in
// a probe, or asked in the same round trip as its first batch): the answers of a node of another
// chain are never used. When no node is up, batches still try every node of the
// right chain in order rather than failing fast.
package nodes

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/tradeprep/tradeprep/internal/platform/problem"
	"github.com/tradeprep/tradeprep/simulate"
)

// Node is one node of a chain.
type Node struct {
	// Host names the node in reports and logs: host[:port], never the URL (its path or query
	// often hold an API key). May be empty.
	Host   string
	Client simulate.BatchCaller
	// MaxBatch, when positive, is the most calls the node takes in one batch (a provider's
	// cap): longer batches are sent in parts, in parallel. 0: none known until the node
	// refuses a batch as too long.
	MaxBatch int
}

// HostOf is the host[:port] of a node URL, for Node.Host; "" when it has none.
func HostOf(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil {
		return ""
	}
	return u.Host
}

// Recorder records what the list does: a batch moved from a node to the next (node is the
// failed node's 1-based index in the list) and each node's state after every check.
type Recorder interface {
	RecordFailover(chain string, node int)
	RecordNodeUp(chain string, node int, up bool)
}

// Defaults of Options.
const (
	DefaultProbeInterval = 2 * time.Second
	DefaultProbeTimeout  = 2 * time.Second
	// DefaultCheckTTL: Checks within this long of the last one share its answer, so that an
	// endpoint anyone can ask (/readyz) cannot multiply the load on the nodes.
	DefaultCheckTTL = time.Second
	// DefaultRest is how long a rate-limited node that named no time is left alone;
	// DefaultMaxRest bounds the time a node may ask for.
	DefaultRest    = time.Second
	DefaultMaxRest = time.Minute
)

// Options configure a List.
type Options struct {
	// ChainID is the chain every node must serve (the manifest's). Required.
	ChainID uint64
	// Timeout bounds each attempt on one node (the service's rpcTimeout); 0: only the
	// caller's context bounds it. A node that does not answer within it is failed over.
	Timeout time.Duration
	// ProbeInterval is how often a node that is not up is probed while the list is in use;
	// ProbeTimeout bounds one probe; CheckTTL is how long a Check's answer is shared.
	ProbeInterval, ProbeTimeout, CheckTTL time.Duration
	// Metrics, optional, records failovers and node states under the chain id (decimal).
	Metrics Recorder
	// Log, optional, gets a line when a node goes down (warn, with the cause, the URL taken out)
	// and when it is up again (info), when it is rate-limited (warn) and when its batch cap is
	// learnt (info).
	Log *slog.Logger
	// MaxRest bounds how long a rate-limited node rests, whatever it asked (DefaultMaxRest);
	// Rest is how long it rests when it named no time (DefaultRest).
	MaxRest, Rest time.Duration
	// CapabilityTTL is how long a node's learnt support of SimulateMethod is trusted before a
	// probe asks again (DefaultCapabilityTTL).
	CapabilityTTL time.Duration
}

// status of a node.
type status int32

const (
	unchecked  status = iota // not asked yet
	up                       // answered its last batch or probe
	down                     // its last batch or probe got no answer
	wrongChain               // answered another chain id than the manifest's: never used
)

type node struct {
	index  int // 1-based
	host   string
	client simulate.BatchCaller

	state    atomic.Int32 // a status
	verified atomic.Bool  // answered the manifest's chain id, and no other since
	probing  atomic.Bool  // a background probe is running

	maxBatch  atomic.Int64 // the most calls of one batch it takes, configured or learnt; 0: no cap known
	restUntil atomic.Int64 // rate-limited: not asked before this (Unix nanoseconds); 0: never was
	limited   atomic.Bool  // rate-limited since it last answered

	simSupport atomic.Int32 // a Support of SimulateMethod (capabilities.go)
	simLearnt  atomic.Int64 // when simSupport was last learnt (Unix nanoseconds); 0: never

	mu        sync.Mutex
	problem   string    // what is wrong, in words fit for a public body; "" when up
	checked   time.Time // when the state was last set
	learnt    time.Time // when the batch or probe that set it began
	nextProbe time.Time
}

func (n *node) status() status { return status(n.state.Load()) }

// List is a simulate.BatchCaller over a chain's nodes, in order of preference.
type List struct {
	o     Options
	chain string
	nodes []*node

	failovers atomic.Int64

	checkMu   sync.Mutex // held during a Check: concurrent Checks wait for its answer
	lastCheck time.Time
}

// New returns the list of nodes, in order of preference. Nothing is asked of them until the
// first batch or Check.
func New(o Options, nodes ...Node) (*List, error) {
	if o.ChainID == 0 {
		return nil, errors.New("nodes: a chain id is required")
	}
	if len(nodes) == 0 {
		return nil, fmt.Errorf("nodes: chain %d needs at least one node", o.ChainID)
	}
	if o.ProbeInterval <= 0 {
		o.ProbeInterval = DefaultProbeInterval
	}
	if o.ProbeTimeout <= 0 {
		o.ProbeTimeout = DefaultProbeTimeout
	}
	if o.CheckTTL <= 0 {
		o.CheckTTL = DefaultCheckTTL
	}
	if o.Rest <= 0 {
		o.Rest = DefaultRest
	}
	if o.MaxRest <= 0 {
		o.MaxRest = DefaultMaxRest
	}
	if o.CapabilityTTL <= 0 {
		o.CapabilityTTL = DefaultCapabilityTTL
	}
	l := &List{o: o, chain: fmt.Sprint(o.ChainID)}
	for i, n := range nodes {
		if n.Client == nil {
			return nil, fmt.Errorf("nodes: chain %d: node %d has no client", o.ChainID, i+1)
		}
		if n.MaxBatch < 0 {
			return nil, fmt.Errorf("nodes: chain %d: node %d: negative batch cap", o.ChainID, i+1)
		}
		nd := &node{index: i + 1, host: n.Host, client: n.Client}
		nd.maxBatch.Store(int64(n.MaxBatch))
		l.nodes = append(l.nodes, nd)
		if n.MaxBatch > 0 {
			l.recordMaxBatch(nd, n.MaxBatch)
		}
	}
	return l, nil
}

// ChainID is the chain the list serves.
func (l *List) ChainID() uint64 { return l.o.ChainID }

// Failovers counts the batches moved from a node to the next.
func (l *List) Failovers() int64 { return l.failovers.Load() }

// BatchCallContext implements simulate.BatchCaller: the batch goes to the first node that is
// up, and on a transport failure or a rate limit to the next; when none is up, to each node in
// order. A node resting after a rate limit is skipped; when every node that could answer is
// resting, the batch waits for the first to be free again if that is before the caller's
// deadline (with time left for the round trip), else fails with a *RateLimitedError.
func (l *List) BatchCallContext(ctx context.Context, b []rpc.BatchElem) error {
	defer l.probeDue(ctx) // after the batch: its outcome is the freshest news of the nodes it tried
	var (
		errs []error
		last *node
	)
	needSim := needsSimulate(b)
	for round := 0; ; round++ {
		order := l.order(needSim)
		if len(order) == 0 {
			return &NodeError{err: fmt.Errorf("no node serves chain %d: every node answered another chain id", l.o.ChainID)}
		}
		var wake time.Time // the earliest end of a rest of the nodes skipped or rate-limited
		for _, n := range order {
			if until := n.resting(time.Now()); !until.IsZero() {
				wake = earliest(wake, until)
				continue
			}
			if last != nil {
				if last != n {
					l.failovers.Add(1)
					if l.o.Metrics != nil {
						l.o.Metrics.RecordFailover(l.chain, last.index)
					}
				}
				for j := range b { // a fresh answer from the next node
					b[j].Error = nil
				}
			}
			last = n
			err := l.attempt(ctx, n, b)
			if err == nil {
				return nil
			}
			errs = append(errs, err)
			if ctx.Err() != nil { // the caller gave up: no other node will be heard
				return errors.Join(errs...)
			}
			if until := n.resting(time.Now()); !until.IsZero() {
				wake = earliest(wake, until)
			}
		}
		if wake.IsZero() {
			return errors.Join(errs...)
		}
		wait := time.Until(wake)
		if !l.mayWait(ctx, wake, round) {
			return &RateLimitedError{RetryAfter: max(wait, 0), err: errors.Join(errs...)}
		}
		timer := time.NewTimer(wait)
		select {
		case <-timer.C:
		case <-ctx.Done():
			timer.Stop()
			return errors.Join(append(errs, ctx.Err())...)
		}
	}
}

// minAttempt is the time a batch needs left before its deadline to be worth waiting for a
// rate-limited node: a round trip.
const minAttempt = 200 * time.Millisecond

// maxRounds bounds the waits for rate-limited nodes of a batch whose context has no deadline.
const maxRounds = 3

// mayWait reports whether a batch may wait until wake for a rate-limited node: before the
// caller's deadline with a round trip's time to spare, or, without a deadline, for a few rounds.
func (l *List) mayWait(ctx context.Context, wake time.Time, round int) bool {
	if deadline, ok := ctx.Deadline(); ok {
		return wake.Add(minAttempt).Before(deadline)
	}
	return round < maxRounds
}

func earliest(a, b time.Time) time.Time {
	if a.IsZero() || b.Before(a) {
		return b
	}
	return a
}

// order is the nodes a batch tries: those up, then those down or not checked yet, each in the
// list's order; never one of another chain. For a batch that asks SimulateMethod (needSim),
// the nodes known to lack it come last, in the same order among themselves: their refusal is
// the answer only when no other node gives one.
func (l *List) order(needSim bool) []*node {
	order := make([]*node, 0, len(l.nodes))
	var rest, lacking []*node
	for _, n := range l.nodes {
		st := n.status() // read once: a node changing meanwhile is tried once
		if st == wrongChain {
			continue
		}
		if needSim && n.simulate() == Unsupported {
			lacking = append(lacking, n)
			continue
		}
		if st == up {
			order = append(order, n)
		} else {
			rest = append(rest, n)
		}
	}
	order = append(order, rest...)
	if len(lacking) > 0 {
		var answering, other []*node
		for _, n := range lacking {
			if n.status() == up {
				answering = append(answering, n)
			} else {
				other = append(other, n)
			}
		}
		order = append(append(order, answering...), other...)
	}
	return order
}

// attempt sends the batch to one node. A node that has not answered the manifest's chain id yet
// is asked it in the same round trip, ahead of the batch, whose answer counts only when the
// chain id is right (the service only reads: a batch run on another chain changes nothing).
func (l *List) attempt(ctx context.Context, n *node, b []rpc.BatchElem) error {
	began := time.Now()
	actx, cancel := l.withTimeout(ctx, l.o.Timeout)
	defer cancel()
	var id hexutil.Uint64
	sent := b
	verify := !n.verified.Load()
	if verify {
		sent = append([]rpc.BatchElem{{Method: "eth_chainId", Result: &id}}, b...)
	}
	err := l.send(actx, n, sent)
	if verify {
		copy(b, sent[1:])
	}
	if limited, asked, named := rateLimit(err, sent); limited {
		ne := &NodeError{Node: n.index, Host: n.host, err: &limitError{cause: err}}
		l.rest(n, asked, named, ne)
		return ne
	}
	if err == nil {
		for i := range sent {
			if errors.Is(sent[i].Error, rpc.ErrMissingBatchResponse) {
				err = errUnanswered
				break
			}
		}
	}
	if err != nil {
		ne := &NodeError{Node: n.index, Host: n.host, err: err}
		if ctx.Err() == nil { // the node's failure, not the caller leaving
			l.set(n, began, down, describe(err, l.o.Timeout), ne)
		}
		return ne
	}
	if verify {
		if err := sent[0].Error; err != nil {
			ne := &NodeError{Node: n.index, Host: n.host, err: err}
			l.set(n, began, down, "the node answered eth_chainId with an error", ne)
			return ne
		}
		if uint64(id) != l.o.ChainID {
			problem := fmt.Sprintf("the node serves chain %d, the manifest says %d", uint64(id), l.o.ChainID)
			ne := &NodeError{Node: n.index, Host: n.host, err: errors.New(problem)}
			l.set(n, began, wrongChain, problem, ne)
			return ne
		}
	}
	if n.status() != up {
		l.set(n, began, up, "", nil)
	}
	l.answered(n)
	l.learnSupport(n, b)
	return nil
}

var errUnanswered = errors.New("the node's answer left calls of the batch unanswered")

func (l *List) withTimeout(ctx context.Context, d time.Duration) (context.Context, context.CancelFunc) {
	if d <= 0 {
		return context.WithCancel(ctx)
	}
	return context.WithTimeout(ctx, d)
}

// probe asks the node its chain id and latest block and records the outcome; nil when the node
// serves the manifest's chain.
func (l *List) probe(ctx context.Context, n *node) error {
	began := time.Now()
	timeout := l.o.ProbeTimeout
	if l.o.Timeout > 0 {
		timeout = min(timeout, l.o.Timeout)
	}
	pctx, cancel := l.withTimeout(ctx, timeout)
	defer cancel()
	var id, head hexutil.Uint64
	batch := []rpc.BatchElem{{Method: "eth_chainId", Result: &id}, {Method: "eth_blockNumber", Result: &head}}
	var simulated json.RawMessage
	if n.simulateDue(began, l.o.CapabilityTTL) { // what it serves, asked in the same round trip
		batch = append(batch, simulateProbe(&simulated))
	}
	err := l.send(pctx, n, batch)
	if limited, asked, named := rateLimit(err, batch); limited {
		ne := &NodeError{Node: n.index, Host: n.host, err: &limitError{cause: err}}
		l.rest(n, asked, named, ne)
		return ne
	}
	var problem string
	next := down
	switch {
	case err != nil:
		problem = describe(err, timeout)
	case batch[0].Error != nil || batch[1].Error != nil:
		err = errors.Join(batch[0].Error, batch[1].Error)
		if errors.Is(err, rpc.ErrMissingBatchResponse) {
			problem = describe(errUnanswered, timeout)
		} else {
			problem = "the node answered eth_chainId or eth_blockNumber with an error"
		}
	case uint64(id) != l.o.ChainID:
		problem = fmt.Sprintf("the node serves chain %d, the manifest says %d", uint64(id), l.o.ChainID)
		err, next = errors.New(problem), wrongChain
	default:
		l.set(n, began, up, "", nil)
		l.answered(n)
		l.learnSupport(n, batch)
		return nil
	}
	ne := &NodeError{Node: n.index, Host: n.host, err: err}
	if ctx.Err() == nil || next == wrongChain {
		l.set(n, began, next, problem, ne)
	}
	return ne
}

// describe says what went wrong with a node in words fit for a public body: never its URL.
func describe(err error, timeout time.Duration) string {
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return fmt.Sprintf("the node did not answer within %v", timeout)
	case errors.Is(err, errUnanswered):
		return "the node's answer left calls unanswered"
	}
	if code, ok := codeOf(err); ok {
		return fmt.Sprintf("the node refused the batch with JSON-RPC error %d", code)
	}
	var httpErr rpc.HTTPError
	if errors.As(err, &httpErr) {
		return fmt.Sprintf("the node answered HTTP %d", httpErr.StatusCode)
	}
	return "the node could not be reached"
}

// set records a node's new state, learnt by a batch or probe that began at began, unless an
// outcome learnt later is recorded already (a slow probe must not undo a newer failure); a
// change to or from up is logged.
func (l *List) set(n *node, began time.Time, s status, problem string, cause error) {
	now := time.Now()
	n.mu.Lock()
	if n.learnt.After(began) {
		n.mu.Unlock()
		return
	}
	n.learnt = began
	was := n.status()
	n.state.Store(int32(s))
	switch s {
	case up:
		n.verified.Store(true)
	case wrongChain:
		n.verified.Store(false)
	}
	n.problem, n.checked = problem, now
	if s != up {
		n.nextProbe = now.Add(l.o.ProbeInterval)
	}
	n.mu.Unlock()
	if l.o.Metrics != nil {
		l.o.Metrics.RecordNodeUp(l.chain, n.index, s == up)
	}
	if l.o.Log == nil || was == s {
		return
	}
	attrs := []any{"chain", l.o.ChainID, "node", n.index, "host", n.host}
	switch {
	case s == up && was != unchecked:
		l.o.Log.Info("rpc node up", attrs...)
	case s != up && (was == up || was == unchecked):
		l.o.Log.Warn("rpc node down", append(attrs, "err", cause.Error())...)
	}
}

// probeDue starts a background probe of every node not up whose probe is due, when there is a
// node to skip it for (a list of one node tries it with every batch anyway).
func (l *List) probeDue(ctx context.Context) {
	if len(l.nodes) < 2 {
		return
	}
	now := time.Now()
	for _, n := range l.nodes {
		if n.status() == up {
			continue
		}
		n.mu.Lock()
		due := !now.Before(n.nextProbe)
		n.mu.Unlock()
		if !due || !n.probing.CompareAndSwap(false, true) {
			continue
		}
		// on a context of its own: the batch that started it must not cut it short
		pctx := context.WithoutCancel(ctx)
		go func() {
			defer n.probing.Store(false)
			_ = l.probe(pctx, n)
		}()
	}
}

// State is one node's state, as /readyz shows it (internal/service/api writes it).
type State struct {
	Node        int // 1-based index in the list
	Host        string
	Ready       bool
	Error       string
	LastChecked time.Time // zero: never checked
	// RateLimitedUntil, when after now, is when the node, rate-limited, is asked again.
	RateLimitedUntil time.Time
	// MaxBatch is the most calls of one batch the node takes, configured or learnt; 0: no cap known.
	MaxBatch int
	// Simulate is whether the node serves SimulateMethod, as last learnt: a Support's text
	// (yes, no or unknown).
	Simulate string
}

// States is each node's state as last seen, without asking the nodes.
func (l *List) States() []State {
	out := make([]State, len(l.nodes))
	for i, n := range l.nodes {
		n.mu.Lock()
		out[i] = State{Node: n.index, Host: n.host, Ready: n.status() == up, Error: n.problem, LastChecked: n.checked,
			MaxBatch: int(n.maxBatch.Load()), Simulate: n.simulate().String()}
		n.mu.Unlock()
		if until := n.resting(time.Now()); !until.IsZero() {
			out[i].RateLimitedUntil = until
		}
		if n.status() == unchecked {
			out[i].Error = "not checked yet"
		}
	}
	return out
}

// Check probes every node at once, but those resting after a rate limit, and returns their states; within CheckTTL of the last Check
// it returns the states without asking again. The probes run on their own deadline: the asker
// leaving does not cut them short for the others waiting.
func (l *List) Check(ctx context.Context) []State {
	l.checkMu.Lock()
	defer l.checkMu.Unlock()
	if l.lastCheck.IsZero() || time.Since(l.lastCheck) >= l.o.CheckTTL {
		pctx := context.WithoutCancel(ctx)
		var wg sync.WaitGroup
		now := time.Now()
		for _, n := range l.nodes {
			if !n.resting(now).IsZero() { // rate-limited: asking again now would only extend its rest
				continue
			}
			wg.Go(func() { _ = l.probe(pctx, n) })
		}
		wg.Wait()
		l.lastCheck = time.Now()
	}
	return l.States()
}

// Ready reports whether any node of the states is ready.
func Ready(states []State) bool {
	for _, s := range states {
		if s.Ready {
			return true
		}
	}
	return false
}

// NodeError is a node's failure: which node, and the cause, whose text never holds the node's
// URL (net/http names it, and it may hold an API key). errors.Is and As see the cause.
type NodeError struct {
	Node int    // 1-based index; 0 when no node was asked
	Host string // may be empty
	err  error
}

func (e *NodeError) Error() string {
	text := Redacted(e.err)
	if e.Node == 0 {
		return text
	}
	if e.Host == "" {
		return fmt.Sprintf("node %d: %s", e.Node, text)
	}
	return fmt.Sprintf("node %d (%s): %s", e.Node, e.Host, text)
}

func (e *NodeError) Unwrap() error { return e.err }

// URLRedacted says that the error's text is without the node's URL (problem.Redacted).
func (e *NodeError) URLRedacted() {}

// Redacted is the error's text without the URL a failed HTTP request names: a node's URL may
// hold an API key. The text of an error that went through a List (a NodeError, alone or joined
// with others) is already without it, and is kept whole (problem.Redacted).
func Redacted(err error) string { return problem.Redacted(err) }
