package reliability

import (
	"fmt"
	"io"
	"maps"
	"math"
	"os"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/tooling/hostinfo"
	"github.com/tradeprep/tradeprep/internal/tooling/scorecard"
)

// Result is what a session measured.
type Result struct {
	Config                       Config
	Features                     features
	Started, Finished            time.Time
	AnvilVersion, HAProxyVersion string
	Commit, Machine, LoadAverage string
	ServeArgs                    string
	HAProxyEnv                   []string
	Mix                          []string
	Phases                       []Phase
	Stops                        []Stop
	Restart                      *NodeRestart
	restartAt                    time.Duration
	Floods                       []Flood
	Identity                     *IdentityRun
	Replicas                     []ReplicaEnd
	Index                        *IndexKill // phase (e)
	Outage                       *PGOutage  // phase (f)
	Storm                        *Storm     // phase (g)
	PostgresVersion              string
	Errors                       []string // the harness's own problems, besides a missed target
}

// Check is one target of the issue, met or missed.
type Check = scorecard.Check

// nodeWindowTarget is how long after the node is back failures may still be sent.
const nodeWindowTarget = 5 * time.Second

// heapBound is the most the replica's heap in use may grow while the identity run passes
// (each reading just after a garbage collection). echo's memory store, which kept every
// identity for three minutes, grew it by 18 MiB under 100,000 identities on this machine.
const heapBound = 16 << 20

func (r *Result) phase(name string) *Phase {
	for i := range r.Phases {
		if r.Phases[i].Name == name {
			return &r.Phases[i]
		}
	}
	return nil
}

func (r *Result) stop(signal string) *Stop {
	for i := range r.Stops {
		if r.Stops[i].Signal == signal {
			return &r.Stops[i]
		}
	}
	return nil
}

// Checks lists the targets with what the session measured; a phase that did not run is a
// missed target.
func (r *Result) Checks() []Check {
	var out []Check
	failures := func(what, want, name string) {
		c := Check{What: what, Want: want, Got: "did not run"}
		if p := r.phase(name); p != nil {
			c.Got = fmt.Sprintf("%d of %d requests failed", p.Stats.Failures, p.Stats.Sent)
			if p.Stats.Failures > 0 {
				c.Got += " (first: " + p.Stats.First + ")"
			}
			c.Met = p.Stats.Failures == 0 && p.Stats.Sent > 0
		}
		out = append(out, c)
	}
	dead := "dead first node in every replica's lists"
	if !r.Features.nodeLists {
		dead = "NOT TESTED: this binary takes one node per chain, so the replicas had no dead first node"
	}
	failures("baseline: "+dead, "0 client-visible failures", "baseline")
	if !r.Features.nodeLists {
		out[len(out)-1].Met = false
	}
	failures("(a) SIGTERM to a replica under load (drain, behind HAProxy)", "0 client-visible failures", "a")
	c := Check{What: "(a) the drained replica: /readyz 503 at once, out of HAProxy before it stopped accepting, exit status 0",
		Want: "/readyz not 200 within 1 s; out of HAProxy before connections are refused; exit 0", Got: "did not run"}
	if st := r.stop("SIGTERM"); st != nil {
		c.Got = fmt.Sprintf("/readyz %s after %s; out of HAProxy after %s; refused connections after %s; exited %d after %s",
			st.ReadyzSeen, dur(st.NotReady), dur(st.OutOfLB), dur(st.Refused), st.ExitCode, dur(st.Exited))
		c.Met = st.NotReady >= 0 && st.NotReady <= time.Second && (st.Refused < 0 || st.OutOfLB < st.Refused) && st.ExitCode == 0
	}
	out = append(out, c)
	failures("(b) SIGKILL of a replica under load (HAProxy retries and redispatches)", "0 client-visible failures", "b")
	c = Check{What: "(c) node stopped and restarted under load", Want: fmt.Sprintf("no failed request sent later than %s after the node is back", nodeWindowTarget), Got: "did not run"}
	if nr := r.Restart; nr != nil {
		c.Got = fmt.Sprintf("node down %s; %d failed requests sent while it was down, %d after it was back", dur(nr.Down), nr.FailuresBefore, nr.FailuresAfter)
		if nr.FailuresAfter > 0 {
			c.Got += fmt.Sprintf(", the last %s after", dur(nr.Window))
		}
		c.Met = nr.FailuresAfter == 0 || nr.Window <= nodeWindowTarget
	}
	out = append(out, c)
	for _, f := range r.Floods {
		got := fmt.Sprintf("%s in %s; allowance %d", statusText(f.Statuses), dur(f.Elapsed), f.Allowance)
		if !math.IsNaN(f.IdentitiesΔ) {
			got += fmt.Sprintf("; new identities %.0f", f.IdentitiesΔ)
		}
		out = append(out, Check{What: fmt.Sprintf("(d) flood via %s, %s, %d requests", f.Via, f.Name, f.Requests), Want: f.Expect, Got: got, Met: f.Met})
	}
	if len(r.Floods) == 0 {
		out = append(out, Check{What: "(d) flood past the limit", Want: "429 as without the header", Got: "did not run"})
	}
	failures("(d) the load's own clients while one client floods", "0 client-visible failures (no 429)", "d")
	if id := r.Identity; id != nil {
		c := Check{What: fmt.Sprintf("(d) the limiter's memory under %d distinct identities (one replica)", id.Identities),
			Want: fmt.Sprintf("table at most rateLimitClients (%d); heap in use grows by less than %d MiB", r.Config.LimitClients, heapBound>>20)}
		growth := id.HeapAfter - id.HeapBefore
		c.Got = fmt.Sprintf("heap in use %s before, %s after (%+.1f MiB)", mib(id.HeapBefore), mib(id.HeapAfter), growth/(1<<20))
		c.Met = growth < heapBound
		if id.HasClients {
			c.Got = fmt.Sprintf("table %.0f identities before, %.0f after; evictions +%.0f; ", id.ClientsBefore, id.ClientsAfter, id.EvictionsAfter-id.EvictionsBefore) + c.Got
			c.Met = c.Met && id.ClientsAfter <= float64(r.Config.LimitClients)
		} else {
			c.Got = "NOT MEASURED: the binary has no tradeprep_ratelimit_clients; " + c.Got
			c.Met = false
		}
		out = append(out, c)
	}
	out = append(out, r.indexChecks()...)
	out = append(out, r.outageChecks()...)
	return append(out, r.stormChecks()...)
}

// Met reports whether every target was met and the harness had no problem.
func (r *Result) Met() bool {
	return scorecard.AllMet(r.Checks()) && len(r.Errors) == 0
}

func dur(d time.Duration) string {
	switch {
	case d < 0:
		return "never"
	case d < 10*time.Millisecond:
		return d.Round(100 * time.Microsecond).String()
	case d < time.Minute:
		return d.Round(time.Millisecond).String()
	}
	return d.Round(time.Second).String()
}

func mib(b float64) string { return fmt.Sprintf("%.1f MiB", b/(1<<20)) }

func statusText(m map[int]int) string {
	codes := make([]int, 0, len(m))
	for c := range m {
		codes = append(codes, c)
	}
	slices.Sort(codes)
	parts := make([]string, 0, len(codes))
	for _, c := range codes {
		name := fmt.Sprint(c)
		if c == 0 {
			name = "no answer"
		}
		parts = append(parts, fmt.Sprintf("%s: %d", name, m[c]))
	}
	return strings.Join(parts, ", ")
}

// WriteMarkdown writes RELIABILITY.md.
func (r *Result) WriteMarkdown(w io.Writer, command string) {
	p := func(format string, args ...any) { fmt.Fprintf(w, format+"\n", args...) }
	p("# Reliability")
	p("")
	p("Written by `%s` (`cmd/tradeprep-reliability`, `internal/tooling/reliability`) on %s, in %s. Every figure below", command,
		r.Started.UTC().Format("2006-01-02 15:04 MST"), dur(r.Finished.Sub(r.Started)))
	p("is what the load's clients saw through HAProxy, unless it says otherwise.")
	p("")
	p("- Machine: %s; load average at the start %s (the machine is shared: other work ran beside this session).", r.Machine, r.LoadAverage)
	p("- Commit: %s. %s; %s; Go %s.", r.Commit, r.HAProxyVersion, r.AnvilVersion, strings.TrimPrefix(runtime.Version(), "go"))
	missing := r.Features.missing()
	if len(missing) > 0 {
		p("- **The binary lacked** %s: the session ran without them and the targets that need them say so.", strings.Join(missing, ", "))
	}
	p("")
	p("## What ran")
	p("")
	p("- anvil (destination chain %d, and a source chain %d) as local processes on loopback; the platform deployed", destChainID, sourceChainID)
	p("  on both with `tradeprep deploy`; five users funded (margin and source tokens); user 1 holds an open position")
	p("  (prepared by the service, signed, sent, filled by a keeper round) and a pending limit order. The destination")
	p("  mines a block every second from then on.")
	p("- Three replicas, each `%s`", r.ServeArgs)
	if r.Features.nodeLists {
		p("  (the first node of each list is a loopback port where nothing listens: every replica's first node is dead from the start).")
	}
	if r.Features.eventIndex {
		p("- One PostgreSQL server (%s; `internal/tooling/pgtest`'s `Launch`: a fresh cluster from Debian's binaries in a temporary", r.PostgresVersion)
		p("  directory, on loopback, fsync off) holds the event index the three replicas share (`--database-url`, `--confirmations %d`):", confirmations)
		p("  each replica's follower waits for the lease (a session advisory lock on a connection of its own); exactly one writes.")
	}
	p("- HAProxy with `deploy/haproxy.cfg` as it is in the repository, its addresses from the environment (`%s`):", strings.Join(r.HAProxyEnv, " "))
	p("  health check `GET /readyz` every 500 ms (out after 2 failures, in after 2 successes), `retries 3`, `option redispatch 1`,")
	p("  `retry-on conn-failure empty-response response-timeout 502 503 504`, `option http-buffer-request`; it replaces")
	p("  `X-Forwarded-For` with the client's address and connects to the replicas from %s, their only trusted proxy.", proxyIP)
	p("- Load: %d clients, each from a loopback address of its own (127.0.1.1 and up), each sending at most %g requests per", r.Config.Clients, r.Config.ClientRate)
	p("  second, in turn: %s. A client-visible failure is any answer but 200, or no answer.", strings.Join(r.Mix, ", "))
	p("  The replicas limit each client to %g requests per second with a burst of %d; the load stays below that.", r.Config.RateLimit, r.Config.RateBurst)
	p("")
	p("## Targets")
	p("")
	scorecard.WriteTable(p, r.Checks())
	for _, e := range r.Errors {
		p("")
		p("Harness problem: %s", e)
	}
	p("")
	p("## Phases")
	p("")
	p("| Phase | What happened | Took | Requests sent | Answered by status | Client-visible failures | p50 | p99 | HAProxy retries / redispatches | Replica 3's node failovers |")
	p("|---|---|---|---|---|---|---|---|---|---|")
	for _, ph := range r.Phases {
		p("| %s | %s | %s | %d | %s | %d | %s | %s | %d / %d | %s |", ph.Name, ph.Title, dur(ph.Took), ph.Stats.Sent, statusText(ph.Stats.Statuses),
			ph.Stats.Failures, dur(ph.Stats.P50), dur(ph.Stats.P99), ph.Retries, ph.Redispatches, num(ph.Failovers, !math.IsNaN(ph.Failovers)))
	}
	p("")
	p("Latencies are the clients' (through HAProxy), of every request of the phase, whatever its answer. Failovers: the")
	p("batches replica 3 (not restarted before phase e; when it is the writer killed there, e's figure is not measured) moved from one node of a list to the next during the phase")
	p("(`tradeprep_rpc_failovers_total`); once a replica knows its first node is down it skips it without a failover, and")
	p("while no node of a list is up (phase c) every batch tries each node in order, a failover each.")
	for _, st := range r.Stops {
		p("")
		phase := "a"
		if st.Signal == "SIGKILL" {
			phase = "b"
		}
		p("### (%s) %s to replica %d", phase, st.Signal, st.Replica)
		p("")
		p("Timed from the signal: its `/readyz` stopped answering 200 after %s (answer %s); HAProxy marked it DOWN after %s;", dur(st.NotReady), readyz(st.ReadyzSeen), dur(st.OutOfLB))
		p("it refused connections after %s; it exited after %s with status %d; started again on the same address, HAProxy", dur(st.Refused), dur(st.Exited), st.ExitCode)
		p("had it UP again %s after the signal. HAProxy's counters on its row meanwhile: %d connection errors, %d response errors,", dur(st.BackInLB), st.LB.ConnErrors, st.LB.Errors)
		p("%d retries, %d redispatches.", st.LB.Retries, st.LB.Redispatch)
		if st.Signal == "SIGTERM" {
			if r.Features.drain {
				p("The replica ran with `--drain-period %s` and `--shutdown-timeout 10s`: it answers `/readyz` 503 at once, serves on for the", r.Config.DrainPeriod)
				p("drain period (HAProxy stops sending it requests within about a second), then stops accepting and finishes what is in flight.")
			} else {
				p("This binary has no drain period: on SIGTERM it stops accepting at once and finishes what is in flight; HAProxy's")
				p("retries carried the requests that met the closed port.")
			}
		} else {
			p("Just before the signal %d newposition requests were sent at once through HAProxy (on top of the load, counted", st.Burst)
			p("in phase b's figures); HAProxy had %d requests on replica %d when it was killed. Requests in flight on it got no", st.InFlight, st.Replica)
			p("answer from it; HAProxy sent them again to another replica (`empty-response`, `conn-failure`, with `option")
			p("redispatch 1`), so what the clients saw is phase b's row above.")
		}
	}
	if nr := r.Restart; nr != nil {
		p("")
		p("### (c) The node stopped and restarted")
		p("")
		p("anvil got SIGTERM and dumped its state in %s (block %d); it stayed down for %s in all and came back on the same", dur(nr.StoppedAfter), nr.BlockBefore, dur(nr.Down))
		p("port from its state (`--load-state`, block %d, a block every second). While it was down every replica's `/readyz`", nr.BlockAfter)
		p("answered 503 and HAProxy had no replica to send to; %d requests sent then failed. Every replica was UP in HAProxy", nr.FailuresBefore)
		p("%s after the node was back. **Window: %d requests sent after the node was back failed", dur(nr.AllUpAfter), nr.FailuresAfter)
		if nr.FailuresAfter > 0 {
			p("the last one sent %s after it was back**; none later. Their answers: %s (HAProxy answers 503 while no replica", dur(nr.Window), statusText(nr.StatusesAfter))
			p("is UP).")
		} else {
			p("(none)**.")
		}
	}
	if len(r.Floods) > 0 {
		p("")
		p("### (d) One client floods `GET /api/markets`")
		p("")
		p("Each run: %d requests from one loopback address, %d at a time. The allowance is what the limit lets through in the", r.Config.FloodRequests, floodConcurrency)
		p("run's time: replicas reached × (burst + rate × seconds). Through HAProxy a client reaches all three replicas, each")
		p("with its own bucket for it. New identities: `tradeprep_ratelimit_clients` after the run minus before, summed over")
		p("the replicas it reached (the load's clients are already in the table).")
		p("")
		p("| Via | From | Headers | Answered | Took | Allowance | New identities | Expected | |")
		p("|---|---|---|---|---|---|---|---|---|")
		for _, f := range r.Floods {
			ids := "not measured"
			if !math.IsNaN(f.IdentitiesΔ) {
				ids = fmt.Sprintf("%.0f", f.IdentitiesΔ)
			}
			p("| %s | %s | %s | %s | %s | %d | %s | %s | %s |", f.Via, f.From, orNone(f.Header), statusText(f.Statuses), dur(f.Elapsed), f.Allowance, ids, f.Expect, scorecard.Mark(f.Met))
		}
	}
	if id := r.Identity; id != nil {
		p("")
		p("The limiter's memory: %d requests to replica 3 from %s (its trusted proxy), each with another client's address in", id.Identities, proxyIP)
		p("`X-Forwarded-For` (198.18.0.0/15), %d at a time, in %s (%s): as many clients as a proxy in front of that many", 32, dur(id.Elapsed), statusText(id.Statuses))
		p("users would bring. Table: %s identities before, %s after (`--rate-limit-clients %d`), evictions %s → %s.", num(id.ClientsBefore, id.HasClients), num(id.ClientsAfter, id.HasClients),
			r.Config.LimitClients, num(id.EvictionsBefore, id.HasEviction), num(id.EvictionsAfter, id.HasEviction))
		p("Heap in use %s → %s, each read just after a garbage collection; resident memory %s → %s (the load ran on beside it).",
			mib(id.HeapBefore), mib(id.HeapAfter), mib(id.RSSBefore), mib(id.RSSAfter))
	}
	r.writeIndexPhase(p)
	r.writeOutagePhase(p)
	r.writeStormPhase(p)
	if len(r.Replicas) > 0 {
		p("")
		p("## Replicas at the end")
		p("")
		p("| Replica | Counters since | Failovers (`tradeprep_rpc_failovers_total`) | Nodes up (`tradeprep_rpc_node_up`) | Limiter table | Draining | Index writer | Index block |")
		p("|---|---|---|---|---|---|---|---|")
		for _, e := range r.Replicas {
			since := "the start"
			if e.Restarted != "" {
				since = "its restart in phase " + e.Restarted
			}
			p("| %d | %s | %s | %s | %.0f | %.0f | %s | %s |", e.Replica, since, seriesText(e.Failovers), seriesText(e.NodeUp), e.Clients, e.Draining,
				num(e.Writer, e.HasWriter), num(e.IndexBlock, e.HasWriter))
		}
		if r.Features.eventIndex {
			p("")
			p("Index writer and block: `tradeprep_event_index_writer` and `tradeprep_event_index_block`; only the writer's follower")
			p("reads the chain, so a replica that has not held the lease since its start shows block 0.")
		}
	}
	p("")
	p("## Reproduce")
	p("")
	p("```sh")
	p("make reliability          # installs haproxy (apt) when missing, builds bin/tradeprep, writes RELIABILITY.md")
	p("# or by hand:")
	p("go build -o bin/tradeprep ./cmd/tradeprep && go build -o bin/tradeprep-reliability ./cmd/tradeprep-reliability")
	p("bin/tradeprep-reliability -service bin/tradeprep -haproxy-config deploy/haproxy.cfg -out RELIABILITY.md")
	p("```")
	p("")
	p("`bin/tradeprep-reliability -h` lists the knobs (clients, rates, phase lengths, flood size, identities). The session's")
	p("logs (each replica, anvil, HAProxy, the deployment) stay in the directory it prints when run with `-keep`. It needs")
	p("HAProxy and PostgreSQL's server binaries (Debian's `haproxy` and `postgresql-15`; `TRADEPREP_PG_BIN` names another).")
}

func readyz(s string) string {
	if s == "" || s == "0" {
		return "none: the connection was refused"
	}
	return s
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

func num(v float64, ok bool) string {
	if !ok {
		return "not measured"
	}
	return fmt.Sprintf("%.0f", v)
}

func seriesText(ss []series) string {
	if len(ss) == 0 {
		return "none"
	}
	parts := make([]string, 0, len(ss))
	for _, s := range ss {
		parts = append(parts, fmt.Sprintf("chain %s node %s: %.0f", s.labels["chain"], s.labels["node"], s.value))
	}
	slices.Sort(parts)
	return strings.Join(parts, "; ")
}

func (f features) missing() []string {
	var out []string
	for _, m := range []struct {
		have bool
		name string
	}{{f.nodeLists, "node lists (--rpc-url a,b)"}, {f.drain, "--drain-period"}, {f.trustedProxies, "--trusted-proxies"},
		{f.limitClients, "--rate-limit-clients"}, {f.apiKeys, "--api-keys-file"}, {f.eventIndex, "--database-url and --confirmations"}} {
		if !m.have {
			out = append(out, m.name)
		}
	}
	return out
}

// Describe fills in the machine, the commit and the load average.
func (r *Result) Describe() {
	r.Commit, r.Machine = hostinfo.GitCommit(), hostinfo.Machine(false)
	if raw, err := os.ReadFile("/proc/loadavg"); err == nil {
		f := strings.Fields(string(raw))
		if len(f) >= 3 {
			r.LoadAverage = strings.Join(f[:3], " ")
		}
	}
}

// indexChecks are phase (e)'s targets.
func (r *Result) indexChecks() []Check {
	takeover := Check{What: "(e) SIGKILL of the event index's writer (the replica whose `tradeprep_event_index_writer` is 1) under load",
		Want: fmt.Sprintf("another replica reports `tradeprep_event_index_writer` 1 within %s", writerTarget), Got: "did not run"}
	load := Check{What: "(e) the load's clients and the traders while the writer is killed", Want: "0 client-visible failures", Got: "did not run"}
	events := Check{What: "(e) each trading account's events (JSON pages via HAProxy) against the Vault's logs of its positions (`eth_getLogs` from anvil)",
		Want: "ids 1..N, no gap, no repeat; each log exactly once, none missing, none extra; events recorded after the kill", Got: "did not run"}
	trades := Check{What: "(e) `GET /api/trades` of each account against its fill events", Want: "the same ids and transactions", Got: "did not run"}
	streams := Check{What: "(e) SSE clients connected through HAProxy before the kill, reconnecting with `Last-Event-ID` when a stream ends",
		Want: "every event of the account exactly once, in order", Got: "did not run"}
	out := []Check{takeover, load, events, trades, streams}
	ik := r.Index
	if ik == nil {
		return out
	}
	if ik.Err != "" && ik.Writer == 0 {
		for i := range out {
			out[i].Got = "NOT TESTED: " + ik.Err
		}
		return out
	}
	if ik.Writer != 0 {
		out[0].Got = fmt.Sprintf("replica %d killed (writer gauges before: %s); ", ik.Writer, gauges(ik.GaugesBefore))
		if ik.Takeover >= 0 {
			out[0].Got += fmt.Sprintf("replica %d reported 1 after %s", ik.NewWriter, dur(ik.Takeover))
		} else {
			out[0].Got += "no replica reported 1"
		}
		out[0].Met = ik.Takeover >= 0 && ik.Takeover <= writerTarget && ik.NewWriter != ik.Writer
	}
	if p := r.phase("e"); p != nil {
		out[1].Got = fmt.Sprintf("%d of %d requests failed (the traders': %d of %d)", p.Stats.Failures, p.Stats.Sent, ik.TraderFailures, ik.TraderRequests)
		if p.Stats.Failures > 0 {
			out[1].Got += " (first: " + p.Stats.First + ")"
		}
		out[1].Met = p.Stats.Failures == 0 && p.Stats.Sent > 0
	}
	if ik.Err != "" {
		for i := 2; i < len(out); i++ {
			out[i].Got = "could not check: " + ik.Err
		}
		return out
	}
	out[2].Got, out[3].Got, out[2].Met, out[3].Met = accountsText(ik.Accounts, "after the kill")
	out[4].Got, out[4].Met = streamsText(ik.Streams)
	return out
}

func gauges(g []float64) string {
	parts := make([]string, len(g))
	for i, v := range g {
		parts[i] = fmt.Sprintf("%d: %s", i+1, num(v, v >= 0))
	}
	return strings.Join(parts, ", ")
}

// writeIndexPhase is phase (e)'s section.
func (r *Result) writeIndexPhase(p func(string, ...any)) {
	ik := r.Index
	if ik == nil {
		return
	}
	p("")
	p("### (e) SIGKILL to the event index's writer")
	p("")
	if ik.Writer == 0 {
		p("Not run: %s.", ik.Err)
		return
	}
	p("Users 2 and 3 traded through HAProxy during the whole phase, each from a loopback address of its own: a market order")
	p("(`POST /api/newposition`), and every third transaction a partial close (`GET /api/positions`, `POST /api/closeposition`")
	p("of 1000 USD of an open position), each prepared by the service, signed with the user's key and sent to anvil; their")
	p("requests are counted with the load's. A keeper pushed the next prices and executed every order due each second.")
	p("They sent %d orders and %d closes; the keeper executed %d orders (%d rounds failed); %d transactions could not be sent.",
		ik.Orders, ik.Closes, ik.Filled, ik.KeeperErrors, len(ik.TxErrors))
	if len(ik.TxErrors) > 0 {
		p("The first: %s.", ik.TxErrors[0])
	}
	p("Before anything else %d SSE clients connected through HAProxy (`Accept: text/event-stream`, %d per trader, each from", len(ik.Streams), streamsPerAccount)
	p("its own address), each reading its account's events from the first; when a stream ended it connected again with")
	p("`Last-Event-ID` set to the last id it had, as an EventSource does. They stayed connected until the checks after the")
	p("load, through phases (f) and (g): their reconnects include those of (f)'s outage.")
	p("")
	p("After %s of trading the replicas' `tradeprep_event_index_writer` read %s: replica %d held the lease, with", dur(tradeBeforeKill), gauges(ik.GaugesBefore), ik.Writer)
	p("`tradeprep_event_index_events_total` %.0f (the events it recorded since its start). It got SIGKILL at block %d (it exited after %s); its PostgreSQL session died with it and", ik.EventsAtKill, ik.BlockAtKill, dur(ik.Exited))
	if ik.Takeover >= 0 {
		p("the lock with the session: **replica %d reported writer 1 after %s** (the followers try the lock every", ik.NewWriter, dur(ik.Takeover))
		p("`--follow-interval`, 1 s). The killed replica was started again on its address 3 s after it was out of HAProxy, UP again")
	} else {
		p("**no other replica reported writer 1**. The killed replica was started again on its address, UP again")
	}
	p("%s after the signal; trading went on for %s more; the writer gauges then read %s.", dur(ik.BackInLB), dur(tradeAfterRestart), gauges(ik.GaugesAfter))
	p("")
	p("After the load stopped, the index had read past block %d (the phase's last transaction) %s later, at block %d.", ik.LastTxBlock, dur(ik.CatchUp), ik.IndexBlock)
	p("Then, for users 1 (the setup's positions), 2 and 3: every page of `GET /api/events?address=&after=&limit=%d` through", eventsPage)
	p("HAProxy (ids must run 1..N with no gap and no repeat, N the page's `last`); the Vault's logs of the position events from")
	p("its deployment block to block %d straight from anvil (`eth_getLogs`), each assigned to the account that the events of", ik.IndexBlock)
	p("its position name; the set of (transaction, log index) of the account's live events must be those logs, each once;")
	p("and every page of `GET /api/trades` must be its fill events (`PositionIncreased`, `PositionDecreased`,")
	p("`PositionLiquidated`), by id and transaction. Each SSE client must have received its account's ids 1..N exactly once,")
	p("in order (waited for up to 20 s, then 1 s more for a late repeat).")
	p("")
	p("| Account | Events (pages) | After the kill | Removed | Vault logs | Missing / extra / twice | Ids | Fills / trades | |")
	p("|---|---|---|---|---|---|---|---|---|")
	writeAccountRows(p, ik.Accounts)
	p("")
	writeStreamRows(p, ik.Streams)
	p("")
	p("The prediction ledger (table `prediction_results` of the shared index, read when its runner had compared every")
	p("recorded event): each `newposition` and `closeposition` prepared during the run, its predicted figures against what")
	p("the keeper did. Here the keeper runs on an interval, seconds after the prepared simulation: borrow and funding fees")
	p("accrue over those seconds (so they, and the payout that includes them, differ from the prediction), and other traders'")
	p("fills and the price feed can move the state between. Where nothing moved, time included, every prediction is exact")
	p("(the accuracy test, whose keeper fills in the simulated second).")
	p("")
	if ik.LedgerErr != "" {
		p("Not read: %s.", ik.LedgerErr)
		return
	}
	p("| Field | Compared | Exact | |")
	p("|---|---|---|---|")
	fields := slices.Sorted(maps.Keys(ik.Ledger))
	var all eventdb.VerdictTally
	for _, f := range fields {
		t := ik.Ledger[f]
		all.Compared += t.Compared
		all.Exact += t.Exact
		p("| %s | %d | %d | %s |", f, t.Compared, t.Exact, percent(t.Exact, t.Compared))
	}
	p("| all | %d | %d | %s |", all.Compared, all.Exact, percent(all.Exact, all.Compared))
}

func percent(n, of uint64) string {
	if of == 0 {
		return ""
	}
	return fmt.Sprintf("%.1f%%", 100*float64(n)/float64(of))
}
