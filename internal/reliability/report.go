package reliability

import (
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/tradeprep/tradeprep/internal/hostinfo"
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
	Errors                       []string // the harness's own problems, besides a missed target
}

// Check is one target of the issue, met or missed.
type Check struct {
	What, Want, Got string
	Met             bool
}

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
	return out
}

// Met reports whether every target was met and the harness had no problem.
func (r *Result) Met() bool {
	for _, c := range r.Checks() {
		if !c.Met {
			return false
		}
	}
	return len(r.Errors) == 0
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
	p("Written by `%s` (`cmd/tradeprep-reliability`, `internal/reliability`) on %s, in %s. Every figure below", command,
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
	p("  on both with `tradeprep deploy`; three users funded (margin and source tokens); user 1 holds an open position")
	p("  (prepared by the service, signed, sent, filled by a keeper round) and a pending limit order. The destination")
	p("  mines a block every second from then on.")
	p("- Three replicas, each `%s`", r.ServeArgs)
	if r.Features.nodeLists {
		p("  (the first node of each list is a loopback port where nothing listens: every replica's first node is dead from the start).")
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
	p("| Target | Want | Got | |")
	p("|---|---|---|---|")
	for _, c := range r.Checks() {
		mark := "met"
		if !c.Met {
			mark = "**MISSED**"
		}
		p("| %s | %s | %s | %s |", c.What, c.Want, c.Got, mark)
	}
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
	p("batches replica 3 (never restarted) moved from one node of a list to the next during the phase")
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
			mark := "met"
			if !f.Met {
				mark = "**MISSED**"
			}
			ids := "not measured"
			if !math.IsNaN(f.IdentitiesΔ) {
				ids = fmt.Sprintf("%.0f", f.IdentitiesΔ)
			}
			p("| %s | %s | %s | %s | %s | %d | %s | %s | %s |", f.Via, f.From, orNone(f.Header), statusText(f.Statuses), dur(f.Elapsed), f.Allowance, ids, f.Expect, mark)
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
	if len(r.Replicas) > 0 {
		p("")
		p("## Replicas at the end")
		p("")
		p("| Replica | Counters since | Failovers (`tradeprep_rpc_failovers_total`) | Nodes up (`tradeprep_rpc_node_up`) | Limiter table | Draining |")
		p("|---|---|---|---|---|---|")
		for _, e := range r.Replicas {
			since := "the start"
			if e.Restarted != "" {
				since = "its restart in phase " + e.Restarted
			}
			p("| %d | %s | %s | %s | %.0f | %.0f |", e.Replica, since, seriesText(e.Failovers), seriesText(e.NodeUp), e.Clients, e.Draining)
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
	p("logs (each replica, anvil, HAProxy, the deployment) stay in the directory it prints when run with `-keep`.")
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
		{f.limitClients, "--rate-limit-clients"}, {f.apiKeys, "--api-keys-file"}} {
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
