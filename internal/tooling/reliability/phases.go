package reliability

import (
	"context"
	"errors"
	"fmt"
	"math"
	"net/http"
	"strconv"
	"sync"
	"syscall"
	"time"

	"github.com/tradeprep/tradeprep/anvil"
)

// Phase is one phase of the load, as the load's clients saw it.
type Phase struct {
	Name, Title string
	Stats       phaseStats
	Began       time.Duration // from the session start
	Took        time.Duration
	// HAProxy's retries and redispatches during the phase (its backend counters)
	Retries, Redispatches int
	// Failovers is tradeprep_rpc_failovers_total of replica 3 (never restarted) during the
	// phase, all chains and nodes (NaN: no such metric)
	Failovers float64
}

// Stop is what happened to a replica that was stopped (SIGTERM) or killed (SIGKILL), timed
// from the signal.
type Stop struct {
	Replica    int
	Signal     string
	NotReady   time.Duration // /readyz stopped answering 200 (-1: never seen)
	Refused    time.Duration // connections were refused (-1: never seen)
	OutOfLB    time.Duration // HAProxy marked it DOWN
	Exited     time.Duration
	ExitCode   int
	BackInLB   time.Duration // after the restart: HAProxy marked it UP again, from the signal
	ReadyzSeen string        // the status /readyz answered while it drained
	// HAProxy's counters on its row, from the signal until it was back
	LB serverStat
	// InFlight is HAProxy's count of requests on it just before the signal (SIGKILL: while a
	// burst of Burst concurrent newposition requests was under way, on top of the load)
	InFlight, Burst int
}

// NodeRestart is phase (c): the destination node stopped (SIGTERM: anvil dumps its state) and
// started again from that state on the same port.
type NodeRestart struct {
	StoppedAfter   time.Duration // SIGTERM to exit (the state dump)
	Down           time.Duration // exit to listening again
	AllUpAfter     time.Duration // from listening again to every replica UP in HAProxy
	FailuresBefore int           // failed requests sent before the node was back
	FailuresAfter  int           // failed requests sent after it was back
	StatusesAfter  map[int]int   // their statuses (0: no answer)
	Window         time.Duration // from the node back to the last failed request sent (0: none after)
	BlockBefore    uint64
	BlockAfter     uint64
}

// Flood is one run of phase (d): one client sends Requests requests to one endpoint as fast
// as Concurrency connections allow.
type Flood struct {
	Name        string
	Via         string // "HAProxy" or "replica 3 directly"
	From        string // the client's loopback address
	Header      string // what it rotates, if anything
	Requests    int
	Statuses    map[int]int
	Elapsed     time.Duration
	Allowance   int // what the limit allows in Elapsed: replicas x (burst + rate x seconds)
	Replicas    int
	IdentitiesΔ float64 // tradeprep_ratelimit_clients after - before, summed over the replicas it reached
	Expect      string  // what the run should show
	Met         bool
}

// IdentityRun is the limiter's memory under many distinct identities: requests from the
// trusted proxy's address, each naming another client in X-Forwarded-For, to one replica.
type IdentityRun struct {
	Identities              int
	Statuses                map[int]int
	Elapsed                 time.Duration
	ClientsBefore           float64 // tradeprep_ratelimit_clients
	ClientsAfter            float64
	EvictionsBefore         float64
	EvictionsAfter          float64
	HeapBefore, HeapAfter   float64 // go_memstats_heap_inuse_bytes
	RSSBefore, RSSAfter     float64 // process_resident_memory_bytes
	HasClients, HasEviction bool
}

// ReplicaEnd is a replica's metrics at the end of the session.
type ReplicaEnd struct {
	Replica   int
	Restarted string // the phase it was restarted in, if any
	Failovers []series
	NodeUp    []series
	Clients   float64
	Draining  float64
	Evictions float64
	// the event index: tradeprep_event_index_writer and _block
	Writer, IndexBlock float64
	HasWriter          bool
}

// phases runs the load through every phase.
func (s *session) phases(ctx context.Context) error {
	s.rec = newRecorder()
	loadCtx, stopLoad := context.WithCancel(ctx)
	defer stopLoad()
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		runLoad(loadCtx, s.rec, s.lbURL, s.mix(), loopbackIPs(s.cfg.Clients), time.Duration(float64(time.Second)/s.cfg.ClientRate))
	}()
	s.res.Mix = nil
	for _, m := range s.mix() {
		s.res.Mix = append(s.res.Mix, m.name)
	}
	var errs []error
	run := func(name, title string, f func(context.Context) error) {
		if len(errs) > 0 {
			return
		}
		s.logf("phase %s: %s", name, title)
		before, _ := s.haproxyStats(ctx)
		failovers := s.failovers(ctx, s.replicas[2])
		began := s.rec.since()
		s.rec.setPhase(name)
		err := f(ctx)
		after, _ := s.haproxyStats(ctx)
		p := Phase{Name: name, Title: title, Began: began, Took: s.rec.since() - began, Failovers: s.failovers(ctx, s.replicas[2]) - failovers}
		if s.restartedIn[3] == name { // its counters started again: not comparable
			p.Failovers = math.NaN()
		}
		p.Retries = after["BACKEND"].Retries - before["BACKEND"].Retries
		p.Redispatches = after["BACKEND"].Redispatch - before["BACKEND"].Redispatch
		s.res.Phases = append(s.res.Phases, p)
		if err != nil {
			errs = append(errs, fmt.Errorf("phase %s: %w", name, err))
		}
	}
	run("baseline", "steady load, every replica's first node dead", func(ctx context.Context) error { return sleep(ctx, s.cfg.Baseline) })
	run("a", "SIGTERM to replica 1 under load (drain), then started again", func(ctx context.Context) error {
		return s.stopReplica(ctx, s.replicas[0], syscall.SIGTERM)
	})
	run("b", "SIGKILL to replica 2 under load, then started again", func(ctx context.Context) error {
		return s.stopReplica(ctx, s.replicas[1], syscall.SIGKILL)
	})
	run("c", "the node stopped and started again with its state", s.restartNode)
	run("d", "one client floods GET /api/markets past its limit", s.flood)
	run("e", "SIGKILL to the event index's writer under load while traders' orders are filled, then started again", s.killWriter)
	run("f", fmt.Sprintf("PostgreSQL stopped for %s under load while traders' orders are filled, then started again", s.cfg.PGDown), s.pgOutage)
	run("g", fmt.Sprintf("%d event streams from %d clients held open for %s under load", s.cfg.StormClients*s.cfg.StormStreams, s.cfg.StormClients, s.cfg.StormHold), s.streamStorm)
	s.rec.setPhase("end")
	stopLoad()
	wg.Wait()
	s.checkIndex(ctx)
	for i := range s.res.Phases {
		p := &s.res.Phases[i]
		p.Stats = stats(s.rec.of(p.Name))
	}
	if s.res.Restart != nil {
		s.nodeWindow()
	}
	s.replicaMetrics(ctx)
	return errors.Join(errs...)
}

// stopReplica signals r under load, watches it leave HAProxy and exit, and starts it again.
func (s *session) stopReplica(ctx context.Context, r *replica, sig syscall.Signal) error {
	st := Stop{Replica: r.n, Signal: map[syscall.Signal]string{syscall.SIGTERM: "SIGTERM", syscall.SIGKILL: "SIGKILL"}[sig],
		NotReady: -1, Refused: -1}
	// watch the replica directly: when /readyz stops answering 200, and when it refuses
	// connections
	watchCtx, stopWatch := context.WithCancel(ctx)
	watched := make(chan struct{})
	t0 := time.Now()
	go func() {
		defer close(watched)
		c := httpClient("", 1, time.Second)
		for watchCtx.Err() == nil {
			status, _ := do(watchCtx, c, http.MethodGet, r.url()+"/readyz", nil, nil)
			el := time.Since(t0)
			if status != http.StatusOK && st.NotReady < 0 {
				st.NotReady, st.ReadyzSeen = el, strconv.Itoa(status)
			}
			if status == 0 && st.Refused < 0 && watchCtx.Err() == nil {
				st.Refused = el
				return
			}
			time.Sleep(20 * time.Millisecond)
		}
	}()
	name := fmt.Sprintf("replica%d", r.n)
	var burst sync.WaitGroup
	if sig == syscall.SIGKILL {
		// requests in flight on the replica when it dies: a burst of prepares through HAProxy,
		// recorded with the load's, and the signal once they have reached the replicas
		st.Burst = killBurst
		s.burst(ctx, &burst, killBurst)
		time.Sleep(20 * time.Millisecond)
	}
	before, _ := s.haproxyStats(ctx)
	st.InFlight = before[name].Current
	if err := r.signal(sig); err != nil {
		stopWatch()
		return err
	}
	if _, err := s.waitServer(ctx, r, "DOWN", 15*time.Second); err != nil {
		stopWatch()
		return err
	}
	st.OutOfLB = time.Since(t0)
	burst.Wait()
	code, err := r.wait(s.cfg.DrainPeriod + 15*time.Second)
	if err != nil {
		stopWatch()
		r.kill()
		return err
	}
	st.Exited, st.ExitCode = r.exited.Sub(t0), code
	<-watched
	stopWatch()
	// started again as an orchestrator would, on the same address
	if err := s.startReplica(ctx, r); err != nil {
		return err
	}
	if _, err := s.waitServer(ctx, r, "UP", 15*time.Second); err != nil {
		return err
	}
	st.BackInLB = time.Since(t0)
	s.restartedIn[r.n] = map[syscall.Signal]string{syscall.SIGTERM: "a", syscall.SIGKILL: "b"}[sig]
	if after, err := s.haproxyStats(ctx); err == nil && before != nil {
		a, b := after[name], before[name]
		st.LB = serverStat{ConnErrors: a.ConnErrors - b.ConnErrors, Errors: a.Errors - b.Errors, Retries: a.Retries - b.Retries, Redispatch: a.Redispatch - b.Redispatch}
	}
	s.res.Stops = append(s.res.Stops, st)
	return sleep(ctx, 2*time.Second)
}

// killBurst is the concurrent requests sent just before the SIGKILL.
const killBurst = 48

// burst sends n newposition requests at once through HAProxy, each client from its own
// loopback address under 127.0.2.0/24, and records them as the load's.
func (s *session) burst(ctx context.Context, wg *sync.WaitGroup, n int) {
	m := s.mix()[1] // newposition market
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c := httpClient(fmt.Sprintf("127.0.2.%d", i+1), 1, 30*time.Second)
			defer c.CloseIdleConnections()
			t0 := time.Now()
			smp := sample{at: s.rec.since(), phase: s.rec.currentPhase(), name: "burst: " + m.name}
			smp.status, smp.err = do(ctx, c, m.method, s.lbURL+m.path, m.body, nil)
			smp.latency = time.Since(t0)
			s.rec.add(smp)
		}()
	}
}

// restartNode stops the destination node (SIGTERM: it dumps its state), keeps it down for
// NodeDown, and starts it again from the state on the same port with a block every second.
func (s *session) restartNode(ctx context.Context) error {
	nr := &NodeRestart{}
	s.res.Restart = nr
	nr.BlockBefore, _ = s.blockNumber(ctx)
	t0 := time.Now()
	// SIGTERM, on which anvil dumps its state and exits (killed if it has not within 30 s: its
	// state is then the one dumped before, and the checks after the restart find the gap)
	if err := s.dest.Close(ctx); err != nil {
		return fmt.Errorf("anvil did not stop: %w", err)
	}
	nr.StoppedAfter = time.Since(t0)
	stopped := time.Now()
	if err := sleep(ctx, s.cfg.NodeDown); err != nil {
		return err
	}
	opts := append(s.destOpts[:len(s.destOpts):len(s.destOpts)], anvil.WithState(s.statePath), anvil.WithBlockTime(time.Second))
	var err error
	if s.dest, err = (anvil.Launch{ProcessOnly: true}).Start(ctx, anvil.Customizers(opts...)...); err != nil {
		return fmt.Errorf("anvil (destination) from its state: %w", err)
	}
	nr.Down = time.Since(stopped)
	s.res.restartAt = s.rec.since()
	back := time.Now()
	nr.BlockAfter, _ = s.blockNumber(ctx)
	for _, r := range s.replicas {
		if _, err := s.waitServer(ctx, r, "UP", 30*time.Second); err != nil {
			return err
		}
	}
	nr.AllUpAfter = time.Since(back)
	return sleep(ctx, s.cfg.AfterRestart-time.Since(back))
}

// nodeWindow counts phase (c)'s failures before and after the node was back.
func (s *session) nodeWindow() {
	nr := s.res.Restart
	for _, smp := range s.rec.of("c") {
		if !smp.failed() {
			continue
		}
		if smp.at < s.res.restartAt {
			nr.FailuresBefore++
			continue
		}
		nr.FailuresAfter++
		if nr.StatusesAfter == nil {
			nr.StatusesAfter = map[int]int{}
		}
		nr.StatusesAfter[smp.status]++
		nr.Window = max(nr.Window, smp.at-s.res.restartAt)
	}
}

func (s *session) blockNumber(ctx context.Context) (uint64, error) {
	raw, err := s.rpc(ctx, fmt.Sprintf("http://127.0.0.1:%d", s.destPort), "eth_blockNumber")
	if err != nil {
		return 0, err
	}
	return strconv.ParseUint(trimQuotes(raw), 0, 64)
}

// failovers is r's tradeprep_rpc_failovers_total over every chain and node (NaN when unknown).
func (s *session) failovers(ctx context.Context, r *replica) float64 {
	m, err := scrape(ctx, s.probe, r.url()+"/metrics")
	if err != nil {
		return math.NaN()
	}
	v, ok := m.sum("tradeprep_rpc_failovers_total", nil)
	if !ok && !s.features.nodeLists {
		return math.NaN()
	}
	return v // a counter not yet written is 0
}

// replicaMetrics reads each replica's metrics at the end.
func (s *session) replicaMetrics(ctx context.Context) {
	for _, r := range s.replicas {
		m, err := scrape(ctx, s.probe, r.url()+"/metrics")
		if err != nil {
			s.res.Errors = append(s.res.Errors, fmt.Sprintf("replica %d metrics: %v", r.n, err))
			continue
		}
		e := ReplicaEnd{Replica: r.n, Failovers: m.by("tradeprep_rpc_failovers_total"), NodeUp: m.by("tradeprep_rpc_node_up")}
		e.Clients, _ = m.sum("tradeprep_ratelimit_clients", nil)
		e.Draining, _ = m.sum("tradeprep_draining", nil)
		e.Evictions, _ = m.sum("tradeprep_ratelimit_evictions_total", nil)
		e.Restarted = s.restartedIn[r.n]
		e.Writer, e.HasWriter = m.sum("tradeprep_event_index_writer", nil)
		e.IndexBlock, _ = m.sum("tradeprep_event_index_block", s.destChain())
		s.res.Replicas = append(s.res.Replicas, e)
	}
}
