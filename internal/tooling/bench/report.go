package bench

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"sort"
	"strings"
	"time"

	"github.com/tradeprep/tradeprep/anvil"
	"github.com/tradeprep/tradeprep/internal/tooling/hostinfo"
	"github.com/tradeprep/tradeprep/internal/tooling/scorecard"
)

// Targets of issue D, as ratios of the service to its baseline in the same session.
const (
	TargetP50        = 1.15 // service p50 / direct p50, at most
	TargetP50One     = 1.10 // newposition's p50 at one client / direct p50, at most
	TargetCPU        = 1.00 // service CPU per request / the direct client's, at 16 and 64 clients, at most
	TargetP99        = 1.30 // service p99 / direct p99, at most
	TargetThroughput = 0.85 // service / direct throughput at 64 clients, at least
	TargetMarkets    = 0.50 // markets / static handler throughput, at least
	TargetPeakRSS    = 150 << 20

	// with Config.NodeDelay per node round trip (latency.go), newposition's p50 against
	TargetDelayedBatch      = 1.05 // (a) one raw round trip of its batch: at most
	TargetDelayedSequential = 0.50 // (b) the integrator's sequential calls: at most (2x faster)
)

// Ratios of a cell: the median over rounds of service/baseline, each round's pair measured
// back to back.
type Ratios struct{ P50, P99, Throughput float64 }

func (c Cell) Ratios() Ratios {
	var p50, p99, tp []float64
	for i := range c.Service {
		s, b := c.Service[i], c.Baseline[i]
		if b.P50 > 0 && b.P99 > 0 && b.Throughput > 0 {
			p50 = append(p50, float64(s.P50)/float64(b.P50))
			p99 = append(p99, float64(s.P99)/float64(b.P99))
			tp = append(tp, s.Throughput/b.Throughput)
		}
	}
	return Ratios{P50: median(p50), P99: median(p99), Throughput: median(tp)}
}

// CPURatio is the median over rounds of the service's CPU per answered request over the direct
// client's. The direct client's is this process's CPU in the direct runs, where it runs nothing
// but the direct client's goroutines: no HTTP server or client, no load generator of its own.
func (c Cell) CPURatio() float64 {
	var v []float64
	for i := range c.Service {
		s, b := c.Service[i].CPUPerRequest("service"), c.Baseline[i].CPUPerRequest("bench")
		if s > 0 && b > 0 {
			v = append(v, float64(s)/float64(b))
		}
	}
	return median(v)
}

// cpuPer is role's CPU time per answered request, the median over samples.
func cpuPer(samples []Sample, role string) float64 {
	return medianOf(samples, func(s Sample) float64 { return float64(s.CPUPerRequest(role)) })
}

func medianOf(samples []Sample, f func(Sample) float64) float64 {
	v := make([]float64, len(samples))
	for i, s := range samples {
		v[i] = f(s)
	}
	return median(v)
}

func ms(d float64) string { return fmt.Sprintf("%.2f ms", d/float64(time.Millisecond)) }

// Check is one target and whether the session met it.
type Check = scorecard.Check

func check(what, got, want string, met bool) Check {
	return Check{What: what, Got: got, Want: want, Met: met}
}

// Checks evaluates every target.
func (r *Result) Checks() []Check {
	var out []Check
	for _, c := range r.Cells {
		q := c.Ratios()
		p50 := TargetP50
		if c.Endpoint == "newposition" && c.Clients == 1 {
			p50 = TargetP50One
		}
		out = append(out,
			check(fmt.Sprintf("%s p50 at %s", c.Endpoint, clientsText(c.Clients)), fmt.Sprintf("%.3fx", q.P50), fmt.Sprintf("<= %.2fx", p50), q.P50 <= p50),
			check(fmt.Sprintf("%s p99 at %s", c.Endpoint, clientsText(c.Clients)), fmt.Sprintf("%.3fx", q.P99), fmt.Sprintf("<= %.2fx", TargetP99), q.P99 <= TargetP99))
		if c.Clients >= 16 {
			cpu := c.CPURatio()
			out = append(out, check(fmt.Sprintf("%s CPU per request at %s, against the direct client's", c.Endpoint, clientsText(c.Clients)),
				fmt.Sprintf("%.3fx", cpu), fmt.Sprintf("<= %.2fx", TargetCPU), cpu > 0 && cpu <= TargetCPU))
		}
		if c.Clients == 64 {
			out = append(out, check(fmt.Sprintf("%s throughput at 64 clients", c.Endpoint), fmt.Sprintf("%.3fx", q.Throughput),
				fmt.Sprintf(">= %.2fx", TargetThroughput), q.Throughput >= TargetThroughput))
		}
	}
	for _, c := range r.Markets {
		q := c.Ratios()
		out = append(out, check(fmt.Sprintf("markets throughput at %s", clientsText(c.Clients)), fmt.Sprintf("%.3fx", q.Throughput),
			fmt.Sprintf(">= %.2fx", TargetMarkets), q.Throughput >= TargetMarkets))
	}
	for _, c := range r.targetCells() {
		a, b := c.VsBatch(), c.VsSequential()
		where := fmt.Sprintf("newposition p50 at %s, %s per node round trip", clientsText(c.Clients), r.Config.NodeDelay)
		faster := ""
		if b.P50 > 0 {
			faster = fmt.Sprintf(" (%.1fx faster)", 1/b.P50)
		}
		out = append(out,
			check(where+", against one raw round trip (a)", fmt.Sprintf("%.3fx", a.P50), fmt.Sprintf("<= %.2fx", TargetDelayedBatch),
				a.P50 > 0 && a.P50 <= TargetDelayedBatch),
			check(where+", against sequential calls (b)", fmt.Sprintf("%.3fx%s", b.P50, faster),
				fmt.Sprintf("<= %.2fx (%.0fx faster)", TargetDelayedSequential, 1/TargetDelayedSequential), b.P50 > 0 && b.P50 <= TargetDelayedSequential))
	}
	if len(r.Latency) > 0 {
		var got []string
		ok := true
		for _, c := range r.Latency {
			s, fees := serviceRoundTrips(c.Service)
			a, _ := roundTrips(c.Batch)
			b, _ := roundTrips(c.Sequential)
			where := clientsText(c.Clients)
			if c.SharedCores && len(r.NodeCPUs) > 0 {
				where += ", cores shared"
			}
			got = append(got, fmt.Sprintf("%s: %.2f (+%d fee reads), %.2f, %.2f", where, s, fees, a, b))
			ok = ok && serviceRoundTripsAllOK(c.Service) && exactRoundTrips(c.Batch, 1) && exactRoundTrips(c.Sequential, len(r.LatencySequential))
		}
		out = append(out, check("round trips per request with "+r.Config.NodeDelay.String()+" each: service, (a), (b)", strings.Join(got, "; "),
			fmt.Sprintf("1 (+1 fee read per %s at most), 1, %d", feeCacheTTL, len(r.LatencySequential)), ok && len(r.LatencySequential) > 0))
	}
	out = append(out, r.keeperScaleChecks()...)
	out = append(out, r.indexScaleChecks()...)
	for _, rt := range r.RoundTrips {
		out = append(out, check("round trips: "+rt.Request,
			fmt.Sprintf("%.2f destination, %.2f source", float64(rt.Dest)/float64(rt.Requests), float64(rt.Source)/float64(rt.Requests)),
			rt.Want, rt.OK))
	}
	co := r.Coalescing
	out = append(out, check("markets: Reader calls per new block",
		fmt.Sprintf("%d for %d blocks x %d concurrent GETs", co.ReaderCalls, co.Blocks, co.ConcurrentPerBurst), "1 per block",
		co.Blocks > 0 && co.ReaderCalls == co.Blocks))
	out = append(out, check("mixed load: failed or unexpected answers", fmt.Sprintf("%d of %d (5xx: %d)", r.Load.Failures, r.Load.Requests, count5xx(r.Load)),
		"0", r.Load.Requests > 0 && r.Load.Failures == 0))
	out = append(out, check("service peak RSS (VmHWM)", fmt.Sprintf("%.1f MB", float64(r.PeakRSS)/(1<<20)), "<= 150 MB",
		r.PeakRSS > 0 && r.PeakRSS <= TargetPeakRSS))
	return out
}

func count5xx(s Sample) int {
	n := 0
	for code, c := range s.Statuses {
		if code >= 500 {
			n += c
		}
	}
	return n
}

// Met reports whether every target was met.
func (r *Result) Met() bool { return scorecard.AllMet(r.Checks()) }

// WriteMarkdown writes BENCHMARKS.md.
func (r *Result) WriteMarkdown(w io.Writer, command string) {
	p := func(format string, args ...any) { fmt.Fprintf(w, format+"\n", args...) }
	p("# Benchmarks")
	p("")
	p("Written by `%s` (cmd/tradeprep-bench, internal/tooling/bench). Do not edit by hand: run it again.", command)
	p("")
	p("| | |")
	p("|---|---|")
	p("| date | %s |", r.Started.UTC().Format(time.RFC3339))
	commit := r.Commit
	if commit == "" {
		commit = hostinfo.GitCommit()
	}
	p("| commit | %s |", commit)
	p("| machine | %s |", hostinfo.Machine(true))
	p("| Go | %s |", runtime.Version())
	p("| anvil | %s |", r.AnvilVersion)
	latency := ""
	if len(r.Latency) > 0 {
		latency = fmt.Sprintf("; newposition with %s per node round trip at %s", r.Config.NodeDelay, clientList(r.targetCells()))
	}
	p("| session | %d rounds of %s per cell, interleaved with the baseline%s; mixed load %d clients for %s; took %s |",
		r.Config.Rounds, r.Config.Duration, latency, r.Config.LoadClients, r.Config.LoadDuration, r.Finished.Sub(r.Started).Round(time.Second))
	p("")
	p("Method: the service is the real binary (`tradeprep serve`, rate limit off, info logging to a file) on anvil, a local")
	p("process. The baseline of newposition and closeposition is a direct client (go-ethereum's `rpc.Client`) that sends")
	p("the very JSON-RPC batch the service sent for the same request (captured by the counting proxy) and decodes every")
	p("result. The baseline of markets is a plain `net/http` handler in another process that writes the bytes the")
	p("service answered. Each cell is %d rounds; a round runs the service and the baseline back to back for %s each", r.Config.Rounds, r.Config.Duration)
	p("(alternating which goes first), with closed-loop clients that send the next request when the answer is read.")
	p("Latencies are client-side, nearest-rank percentiles over all requests of a run; the figures are medians over the")
	p("rounds, and each ratio is the median of the rounds' service/baseline ratios. Round trips are counted by a proxy")
	p("between the service and each chain, over %d requests after one warm-up request. The service runs without the event", firstRequests(r))
	p("index (`--event-index=false`) here: its follower asks the chain on its own schedule, about once a second, not per request.")
	p("")
	p("## Targets")
	p("")
	scorecard.WriteTable(p, r.Checks())
	if gaps := r.Gaps(); len(gaps) > 0 {
		p("")
		p("## Gaps and their causes")
		p("")
		for _, g := range gaps {
			p("- %s", g)
		}
	}
	p("")
	p("## newposition and closeposition next to the direct client")
	p("")
	p("| endpoint | clients | p50 service | p50 direct | ratio | p99 service | p99 direct | ratio | req/s service | req/s direct | ratio |")
	p("|---|---|---|---|---|---|---|---|---|---|---|")
	for _, c := range r.Cells {
		r.cellRow(w, c)
	}
	p("")
	p("CPU time per answered request, from /proc/<pid>/stat over each run (medians over rounds; `bench` is the load")
	p("generator, and in the direct runs also the direct client). When the cores are saturated, throughput goes as the")
	p("inverse of the total, so the last column is the throughput ratio the CPU accounting alone predicts.")
	p("")
	p("| endpoint | clients | service run: anvil | service | bench | total | direct run: anvil | bench | total | predicted ratio |")
	p("|---|---|---|---|---|---|---|---|---|---|")
	for _, c := range r.Cells {
		cpuRow(w, c)
	}
	p("")
	p("The service's CPU per answered request against the direct client's: the whole service (HTTP, validation,")
	p("calldata, its JSON-RPC client, the outcome, the answer) against go-ethereum's client doing the node work alone")
	p("(this process in the direct runs, which runs nothing else: no HTTP server or client, no load generator).")
	p("Medians of the rounds' ratios; the target is %.2fx at 16 and 64 clients.", TargetCPU)
	p("")
	p("| endpoint | clients | service | direct client | ratio |")
	p("|---|---|---|---|---|")
	for _, c := range r.Cells {
		p("| %s | %d | %.0f µs | %.0f µs | %.3f |", c.Endpoint, c.Clients, cpuPer(c.Service, "service")/float64(time.Microsecond),
			cpuPer(c.Baseline, "bench")/float64(time.Microsecond), c.CPURatio())
	}
	p("")
	p("A loopback HTTP round trip on this machine (one client, GET of an empty answer from a static handler) takes")
	p("%s at p50 and %s at p99. The service is one such hop more than the direct client, so at one client", ms(float64(r.Hop.P50)), ms(float64(r.Hop.P99)))
	p("its p50 ratio cannot be below (direct p50 + hop p50) / direct p50:")
	for _, c := range r.Cells {
		if c.Clients != 1 {
			continue
		}
		d := medianOf(c.Baseline, func(s Sample) float64 { return float64(s.P50) })
		if d > 0 {
			p("%s %.3fx,", c.Endpoint, (d+float64(r.Hop.P50))/d)
		}
	}
	p("before the service does any work of its own.")
	p("")
	if len(r.Latency) > 0 {
		r.writeLatency(w)
	}
	r.writeProfiles(w)
	p("## markets from the per-block cache next to a handler writing the same %d bytes", r.MarketsBytes)
	p("")
	p("| clients | p50 service | p50 static | ratio | p99 service | p99 static | ratio | req/s service | req/s static | ratio |")
	p("|---|---|---|---|---|---|---|---|---|---|")
	for _, c := range r.Markets {
		q := c.Ratios()
		p("| %d | %s | %s | %.3f | %s | %s | %.3f | %.0f | %.0f | %.3f |", c.Clients,
			ms(medianOf(c.Service, func(s Sample) float64 { return float64(s.P50) })), ms(medianOf(c.Baseline, func(s Sample) float64 { return float64(s.P50) })), q.P50,
			ms(medianOf(c.Service, func(s Sample) float64 { return float64(s.P99) })), ms(medianOf(c.Baseline, func(s Sample) float64 { return float64(s.P99) })), q.P99,
			medianOf(c.Service, func(s Sample) float64 { return s.Throughput }), medianOf(c.Baseline, func(s Sample) float64 { return s.Throughput }), q.Throughput)
	}
	p("")
	p("CPU time per answered request, as above; in the static runs `bench` also counts the static handler's process.")
	p("")
	p("| endpoint | clients | service run: anvil | service | bench | total | static run: anvil | bench + static | total | predicted ratio |")
	p("|---|---|---|---|---|---|---|---|---|---|")
	for _, c := range r.Markets {
		cpuRow(w, c, "static")
	}
	co := r.Coalescing
	p("")
	p("Cache: %d new blocks (evm_mine), each followed by %d concurrent GETs: %d Reader calls in all. Then %d sequential GETs",
		co.Blocks, co.ConcurrentPerBurst, co.ReaderCalls, co.SequentialGets)
	p("on the same block: %d Reader calls.", co.SequentialReads)
	p("")
	p("## JSON-RPC round trips per request")
	p("")
	p("| request | requests | destination | source | want | batch (last) |")
	p("|---|---|---|---|---|---|")
	for _, rt := range r.RoundTrips {
		p("| %s | %d | %d | %d | %s per request | %s |", rt.Request, rt.Requests, rt.Dest, rt.Source, rt.Want, rt.Batch)
	}
	p("")
	p("## Mixed load and memory")
	p("")
	p("%d clients for %s against the service on anvil, each client cycling through: %s.", r.Config.LoadClients, r.Config.LoadDuration, strings.Join(r.LoadMix, ", "))
	p("")
	p("| requests | req/s | p50 | p99 | statuses | failures | RSS after | peak RSS (VmHWM, whole session) |")
	p("|---|---|---|---|---|---|---|---|")
	p("| %d | %.0f | %s | %s | %s | %d | %.1f MB | %.1f MB |", r.Load.Requests, r.Load.Throughput, ms(float64(r.Load.P50)), ms(float64(r.Load.P99)),
		statuses(r.Load), r.Load.Failures, float64(r.RSSAfterLoad)/(1<<20), float64(r.PeakRSS)/(1<<20))
	if a := r.Accuracy; a != nil {
		p("")
		p("## Prediction accuracy")
		p("")
		p("Random requests (market, limit, stop-market, stop-limit with and without take-profit / stop-loss, long and short; partial and full closes; cancellations) sent to the service on the embedded platform on anvil, each transaction signed as returned and sent, then the price feed's next round and one keeper round; `outcome` compared field by field with the keeper's events, the margin wallet and the Reader after it (`internal/tooling/accuracy`; the same run is `TestPredictionsAreExact` on geth and on anvil in `make test`). Conditions: `still` (nothing moves), `moved` (the price moves before the keeper's round: the status must be the one `priceBounds` give), `idle` (1-3 s without blocks before the request), `jump` (the chain's time an hour or a day ahead, prices pushed again), `stale` (the same without fresh prices).")
		p("")
		_, _ = io.WriteString(w, a.Markdown())
	}
	r.writeKeeperScale(w)
	r.writeIndexScale(w)
	if len(r.Errors) > 0 {
		p("")
		p("## Failures")
		p("")
		for _, e := range r.Errors {
			p("- %s", e)
		}
	}
}

func (r *Result) cellRow(w io.Writer, c Cell) {
	q := c.Ratios()
	f := func(s []Sample, g func(Sample) float64) float64 { return medianOf(s, g) }
	p50 := func(s Sample) float64 { return float64(s.P50) }
	p99 := func(s Sample) float64 { return float64(s.P99) }
	tp := func(s Sample) float64 { return s.Throughput }
	fmt.Fprintf(w, "| %s | %d | %s | %s | %.3f | %s | %s | %.3f | %.0f | %.0f | %.3f |\n", c.Endpoint, c.Clients,
		ms(f(c.Service, p50)), ms(f(c.Baseline, p50)), q.P50, ms(f(c.Service, p99)), ms(f(c.Baseline, p99)), q.P99,
		f(c.Service, tp), f(c.Baseline, tp), q.Throughput)
}

// cpuRow is one line of the CPU table; extra are the baseline's processes besides anvil and
// this one (the static handler).
func cpuRow(w io.Writer, c Cell, extra ...string) {
	us := func(d float64) string { return fmt.Sprintf("%.0f µs", d/float64(time.Microsecond)) }
	st, bt := c.cpuTotals(extra...)
	ba := cpuPer(c.Baseline, "anvil")
	pred := 0.0
	if st > 0 {
		pred = bt / st
	}
	fmt.Fprintf(w, "| %s | %d | %s | %s | %s | %s | %s | %s | %s | %.3f |\n", c.Endpoint, c.Clients,
		us(cpuPer(c.Service, "anvil")), us(cpuPer(c.Service, "service")), us(cpuPer(c.Service, "bench")), us(st), us(ba), us(bt-ba), us(bt), pred)
}

// cpuTotals are the CPU time per request of the service path (anvil, service, load generator)
// and of the baseline path (anvil, this process and any baseline process), medians over rounds.
func (c Cell) cpuTotals(roles ...string) (service, baseline float64) {
	service = cpuPer(c.Service, "anvil") + cpuPer(c.Service, "service") + cpuPer(c.Service, "bench")
	baseline = cpuPer(c.Baseline, "anvil") + cpuPer(c.Baseline, "bench")
	for _, role := range roles {
		baseline += cpuPer(c.Baseline, role)
	}
	return service, baseline
}

// Gaps explains each missed latency or throughput target with what this session measured.
func (r *Result) Gaps() []string {
	var out []string
	us := func(d float64) string { return fmt.Sprintf("%.0f µs", d/float64(time.Microsecond)) }
	for _, c := range r.Cells {
		q := c.Ratios()
		var missed []string
		if q.P50 > TargetP50 {
			missed = append(missed, fmt.Sprintf("p50 %.3fx", q.P50))
		}
		if q.P99 > TargetP99 {
			missed = append(missed, fmt.Sprintf("p99 %.3fx", q.P99))
		}
		if c.Clients == 64 && q.Throughput < TargetThroughput {
			missed = append(missed, fmt.Sprintf("throughput %.3fx", q.Throughput))
		}
		if len(missed) == 0 {
			continue
		}
		svcCPU := medianOf(c.Service, func(s Sample) float64 { return float64(s.CPUPerRequest("service")) })
		st, bt := c.cpuTotals()
		what := fmt.Sprintf("**%s at %s** (%s):", c.Endpoint, clientsText(c.Clients), strings.Join(missed, ", "))
		if c.Clients == 1 {
			d := medianOf(c.Baseline, func(s Sample) float64 { return float64(s.P50) })
			floor := (d + float64(r.Hop.P50)) / d
			out = append(out, fmt.Sprintf("%s one client waits for the whole chain of work. The service is one loopback HTTP round "+
				"trip more than the direct client (%s at p50 on this machine, a floor of %.3fx against the direct client's %s), and it "+
				"used %s of CPU per request (HTTP, decoding and validation, calldata, go-ethereum's JSON-RPC client, the answer; "+
				"at one client this includes the Go scheduler's idle spinning).", what, ms(float64(r.Hop.P50)), floor, ms(d), us(svcCPU)))
			continue
		}
		out = append(out, fmt.Sprintf("%s the %s cores are saturated. A request through the service cost %s of CPU in all "+
			"(anvil, the service's %s, the load generator) against %s for the direct client's path, so the cores can answer "+
			"%.3fx as many: the measured throughput ratio is %.3fx. With closed-loop clients, latency is clients / throughput, "+
			"so p50 and p99 grow by about the inverse.", what, cpus(), us(st), us(svcCPU), us(bt), bt/st, q.Throughput))
	}
	return append(out, r.latencyGaps()...)
}

// latencyGaps explains each missed target of the latency-injected comparison.
func (r *Result) latencyGaps() []string {
	var out []string
	us := func(d float64) string { return fmt.Sprintf("%.0f µs", d/float64(time.Microsecond)) }
	p50 := func(s Sample) float64 { return float64(s.P50) }
	d := r.Config.NodeDelay
	for _, c := range r.targetCells() {
		a, b := c.VsBatch(), c.VsSequential()
		svc, raw, seq := medianOf(c.Service, p50), medianOf(c.Batch, p50), medianOf(c.Sequential, p50)
		where := fmt.Sprintf("newposition at %s, %s per node round trip", clientsText(c.Clients), d)
		if a.P50 > TargetDelayedBatch {
			svcCPU := medianOf(c.Service, func(s Sample) float64 { return float64(s.CPUPerRequest("service")) })
			what := fmt.Sprintf("**%s, against one raw round trip (a)** (p50 %.3fx): the service answered %s later than (a) at p50 (%s against %s), "+
				"with the same one round trip of %s.", where, a.P50, ms(svc-raw), ms(svc), ms(raw), d)
			if c.Clients == 1 {
				out = append(out, fmt.Sprintf("%s The extra is the loopback HTTP hop to the service (%s at p50 on this machine) and the "+
					"service's own work (%s of CPU per request).", what, ms(float64(r.Hop.P50)), us(svcCPU)))
			} else {
				st, at := Cell{Service: c.Service, Baseline: c.Batch}.cpuTotals()
				gap := fmt.Sprintf("%s The %d clients also wait for the %s cores: a request through the service cost %s of CPU "+
					"in all (anvil, the service's %s, the load generator and the proxy) against %s for (a)'s path, and the measured "+
					"throughput ratio is %.3fx.", what, c.Clients, cpus(), us(st), us(svcCPU), us(at), a.Throughput)
				if len(c.Forwarder) > 0 {
					gap += fmt.Sprintf(" The forwarder (c), which in the service's place only sends the same batch through the same client "+
						"and writes the same answer, measured %.3fx against (a): that much is the extra HTTP hop and process on these cores, "+
						"before any work of the service's own (%s of CPU per request for the forwarder); the service measured %.3fx against (c).",
						c.ForwarderVsBatch().P50, us(cpuPer(c.Forwarder, "forwarder")), c.VsForwarder().P50)
				}
				out = append(out, gap)
			}
		}
		if b.P50 > TargetDelayedSequential {
			rt, _ := roundTrips(c.Sequential)
			out = append(out, fmt.Sprintf("**%s, against sequential calls (b)** (p50 %.3fx): the service answered in %s at p50 "+
				"against %s for (b)'s %.0f round trips of %s each.", where, b.P50, ms(svc), ms(seq), rt, d))
		}
	}
	return out
}

// writeLatency is the section of the latency-injected comparison.
func (r *Result) writeLatency(w io.Writer) {
	p := func(format string, args ...any) { fmt.Fprintf(w, format+"\n", args...) }
	d := r.Config.NodeDelay
	p("## newposition with %s per node round trip", d)
	p("")
	p("The node made remote: a proxy on loopback, in the benchmark's process, holds every HTTP request to anvil for %s", d)
	p("before it forwards it (requests are held concurrently, each for %s), and counts them. A second `tradeprep serve`", d)
	p("reaches both chains only through such proxies. Four ways to get what POST /api/newposition answers go through the")
	p("same proxy, interleaved in rounds as above (%d rounds of %s each, the order rotating each round):", r.Config.Rounds, r.Config.Duration)
	p("")
	p("- **service**: POST /api/newposition (market, long) to that service.")
	p("- **(a) one raw round trip**: go-ethereum's `rpc.Client` sends the batch that service sent for the same request")
	p("  (captured by the proxy: [%s]) and decodes every result.", strings.Join(r.LatencyBatch, ", "))
	p("- **(b) sequential calls**: what an integrator without tradeprep sends for the same transaction with viem's")
	p("  `simulateContract` + `estimateGas` + `getBalance` + `estimateFeesPerGas` over viem's default http transport (no")
	p("  batching), each awaited before the next; sent from Go by the same `rpc.Client`, every result decoded. Four")
	p("  actions, %d round trips: viem's `estimateFeesPerGas` reads the latest block (for the base fee) and only then", len(r.LatencySequential))
	p("  asks for the tip. The transaction is the one the service simulated and answered: same user, contract and")
	p("  calldata.")
	p("")
	calls := r.LatencyCalls
	if len(calls) != len(r.LatencySequential) {
		calls = r.LatencySequential
	}
	for i, c := range calls {
		p("  %d. `%s` (%s)", i+1, c, viemAction(r.LatencySequential[i]))
	}
	p("")
	p("  (b) leaves out the integrator's own work (calldata, checks), so it is a lower bound of its time. An integrator")
	p("  that sends the four actions at once (`Promise.all`) waits for two round trips instead of five (the tip still")
	p("  waits for the block); that is not measured here.")
	p("- **(c) forwarder**: the floor of any service in front of the node. A process in the service's place")
	p("  (`tradeprep-bench forward`) that, for each POST, sends the batch the service sent through the service's own")
	p("  JSON-RPC client (internal/chain/jsonrpc, the same keep-alive connections), reads every result and writes the bytes the")
	p("  service answered: no validation, calldata or outcome. (c) against (a) is the price of the extra HTTP hop and")
	p("  process; the service against (c) is the price of its own work.")
	p("")
	if len(r.NodeCPUs) > 0 {
		p("The node has CPUs of its own here, as a node on another machine would: both anvils run on CPU %s, and the", cpuList(r.NodeCPUs))
		p("rest (this benchmark's process with its load generator, delaying proxies and direct client, the service, the")
		p("forwarder) on CPU %s, every thread of each process placed by `sched_setaffinity` for this section only. The", cpuList(r.RestCPUs))
		p("targets judge these cells. The rows marked \"cores shared\" are the largest cell run again with every process on")
		p("every CPU, as in the sections above: there the service's own CPU and the node's compete for the same cores,")
		p("which no deployment with a remote node has; they are shown for comparison and judged by no target.")
		p("")
	}
	p("| clients | | round trips per request | p50 | p99 | req/s |")
	p("|---|---|---|---|---|---|")
	feeReads, serviceRuns := 0, 0
	for _, c := range r.Latency {
		for _, m := range []struct {
			name    string
			samples []Sample
		}{{"service", c.Service}, {"(a) one raw round trip", c.Batch}, {"(b) sequential calls", c.Sequential}, {"(c) forwarder", c.Forwarder}} {
			if len(m.samples) == 0 {
				continue
			}
			rt, requests := roundTrips(m.samples)
			trips := fmt.Sprintf("%.2f", rt)
			if m.name == "service" {
				perRequest, fees := serviceRoundTrips(m.samples)
				trips = fmt.Sprintf("%.2f + %d fee reads in %d requests", perRequest, fees, requests)
				feeReads += fees
				serviceRuns += len(m.samples)
			}
			p("| %s | %s | %s | %s | %s | %.0f |", r.cellLabel(c), m.name, trips,
				ms(medianOf(m.samples, func(s Sample) float64 { return float64(s.P50) })),
				ms(medianOf(m.samples, func(s Sample) float64 { return float64(s.P99) })),
				medianOf(m.samples, func(s Sample) float64 { return s.Throughput }))
		}
	}
	p("")
	p("The service's round trips beyond one per request are reads of the Vault's execution fees alone (eth_calls to")
	p("Settings): it reads them again at most once per %s, when the request that finds them that old starts one read", feeCacheTTL)
	p("in the background, shared by every request until it lands; meanwhile requests go on with the fees in hand, so")
	p("none waits for it. %d such reads in %d runs of the service of %s each.", feeReads, serviceRuns, r.Config.Duration)
	p("")
	p("Ratios of the service to each baseline (medians of the rounds' ratios; below 1 the service is faster, and for")
	p("throughput above 1 it answers more):")
	p("")
	p("| clients | against | p50 ratio | p99 ratio | throughput ratio |")
	p("|---|---|---|---|---|")
	for _, c := range r.Latency {
		a, b := c.VsBatch(), c.VsSequential()
		l := r.cellLabel(c)
		p("| %s | (a) one raw round trip | %.3f | %.3f | %.3f |", l, a.P50, a.P99, a.Throughput)
		p("| %s | (b) sequential calls | %.3f | %.3f | %.3f |", l, b.P50, b.P99, b.Throughput)
		if len(c.Forwarder) > 0 {
			f, h := c.VsForwarder(), c.ForwarderVsBatch()
			p("| %s | (c) forwarder | %.3f | %.3f | %.3f |", l, f.P50, f.P99, f.Throughput)
			p("| %s | (c) forwarder against (a): the hop alone | %.3f | %.3f | %.3f |", l, h.P50, h.P99, h.Throughput)
		}
	}
	p("")
	p("Each round's p50, rounds in the order they ran (within a round the four ways run one after another, the order")
	p("rotating each round); a ratio above is the median of the rounds' ratios, each taken within its round:")
	p("")
	p("| clients | round | service | (a) | (c) | service / (a) | service / (c) |")
	p("|---|---|---|---|---|---|---|")
	for _, c := range r.Latency {
		for i := range min(len(c.Service), len(c.Batch)) {
			svc, a := float64(c.Service[i].P50), float64(c.Batch[i].P50)
			fwd, vsFwd := "", ""
			if i < len(c.Forwarder) && c.Forwarder[i].P50 > 0 {
				fwd, vsFwd = ms(float64(c.Forwarder[i].P50)), fmt.Sprintf("%.3f", svc/float64(c.Forwarder[i].P50))
			}
			vsA := ""
			if a > 0 {
				vsA = fmt.Sprintf("%.3f", svc/a)
			}
			p("| %s | %d | %s | %s | %s | %s | %s |", r.cellLabel(c), i+1, ms(svc), ms(a), fwd, vsA, vsFwd)
		}
	}
	p("")
	p("CPU time per answered request, as above (`bench` is the load generator, the delaying proxies and, in the (a) and")
	p("(b) runs, the direct client):")
	p("")
	p("| clients | service run: anvil | service | bench | total | (a) run: anvil | bench | total | (b) run: anvil | bench | total | (c) run: anvil | forwarder | bench | total |")
	p("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
	for _, c := range r.Latency {
		us := func(d float64) string { return fmt.Sprintf("%.0f µs", d/float64(time.Microsecond)) }
		st, at := Cell{Service: c.Service, Baseline: c.Batch}.cpuTotals()
		_, bt := Cell{Baseline: c.Sequential}.cpuTotals()
		_, ct := Cell{Baseline: c.Forwarder}.cpuTotals("forwarder")
		p("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |", r.cellLabel(c),
			us(cpuPer(c.Service, "anvil")), us(cpuPer(c.Service, "service")), us(cpuPer(c.Service, "bench")), us(st),
			us(cpuPer(c.Batch, "anvil")), us(cpuPer(c.Batch, "bench")), us(at),
			us(cpuPer(c.Sequential, "anvil")), us(cpuPer(c.Sequential, "bench")), us(bt),
			us(cpuPer(c.Forwarder, "anvil")), us(cpuPer(c.Forwarder, "forwarder")), us(cpuPer(c.Forwarder, "bench")), us(ct))
	}
	p("")
}

// viemAction is the viem action a call of (b) stands for.
func viemAction(method string) string {
	switch method {
	case "eth_call":
		return "`simulateContract`"
	case "eth_estimateGas":
		return "`estimateGas`"
	case "eth_getBalance":
		return "`getBalance`"
	case "eth_getBlockByNumber":
		return "`estimateFeesPerGas`: the base fee"
	case "eth_maxPriorityFeePerGas":
		return "`estimateFeesPerGas`: the tip, once the block is in"
	}
	return "?"
}

// targetCells are the latency cells the targets judge: all of them, but for the comparison
// cell with shared cores when the node had CPUs of its own.
func (r *Result) targetCells() []LatencyCell {
	var out []LatencyCell
	for _, c := range r.Latency {
		if !c.SharedCores || len(r.NodeCPUs) == 0 {
			out = append(out, c)
		}
	}
	return out
}

// cellLabel is c's clients column: the number of clients, and "cores shared" for the
// comparison cell.
func (r *Result) cellLabel(c LatencyCell) string {
	if c.SharedCores && len(r.NodeCPUs) > 0 {
		return fmt.Sprintf("%d, cores shared", c.Clients)
	}
	return fmt.Sprint(c.Clients)
}

func clientList(cells []LatencyCell) string {
	parts := make([]string, len(cells))
	for i, c := range cells {
		parts[i] = fmt.Sprint(c.Clients)
	}
	return strings.Join(parts, " and ") + " clients"
}

func clientsText(n int) string {
	if n == 1 {
		return "1 client"
	}
	return fmt.Sprintf("%d clients", n)
}

func cpus() string { return fmt.Sprint(runtime.NumCPU()) }

func firstRequests(r *Result) int {
	if len(r.RoundTrips) > 0 {
		return r.RoundTrips[0].Requests
	}
	return 0
}

func statuses(s Sample) string {
	codes := make([]int, 0, len(s.Statuses))
	for c := range s.Statuses {
		codes = append(codes, c)
	}
	sort.Ints(codes)
	var parts []string
	for _, c := range codes {
		parts = append(parts, fmt.Sprintf("%d: %d", c, s.Statuses[c]))
	}
	return strings.Join(parts, ", ")
}

func anvilVersion() string {
	found, err := anvil.Locate()
	if err != nil {
		return "unknown"
	}
	v, err := anvil.Version(context.Background(), found.Path)
	if err != nil {
		return "unknown"
	}
	return "anvil Version: " + v
}

// procStatusFile reads a "Key: N kB" line of a /proc file as bytes.
var procStatusFile = hostinfo.ProcBytes

// writeProfiles writes where the service spends its CPU and what it allocates, per profiled
// endpoint.
func (r *Result) writeProfiles(w io.Writer) {
	if len(r.Profiles) == 0 {
		return
	}
	p := func(format string, args ...any) { fmt.Fprintf(w, format+"\n", args...) }
	p("## Where the service spends its CPU")
	p("")
	p("The service's own CPU profile (Go's profiler, `tradeprep serve --pprof-listen`) over one run of %d clients per", ProfileClients)
	p("endpoint, and the bytes it allocated over the same run. A consumer's share is that of the samples with one of its")
	p("functions on the stack: the shares overlap (a JSON decode inside the RPC client counts for both). The top functions")
	p("are where the CPU is spent itself (flat). The profiles are written beside the report for `go tool pprof`.")
	for _, pr := range r.Profiles {
		p("")
		perReq := "-"
		if pr.Requests > 0 {
			perReq = fmt.Sprintf("%.0f µs CPU and %.1f KB allocated per request", float64(pr.CPU.Microseconds())/float64(pr.Requests), float64(pr.AllocBytes)/1024/float64(pr.Requests))
		}
		p("### %s at %s: %d requests, %s", pr.Endpoint, clientsText(pr.Clients), pr.Requests, perReq)
		p("")
		p("| consumer | CPU | allocated |")
		p("|---|---|---|")
		alloc := map[string]float64{}
		for _, a := range pr.AllocGroups {
			alloc[a.Name] = a.Percent
		}
		for _, g := range pr.Groups {
			p("| %s | %.1f%% | %.1f%% |", g.Name, g.Percent, alloc[g.Name])
		}
		p("")
		p("| top functions (flat CPU) | |")
		p("|---|---|")
		for _, t := range pr.Top {
			p("| `%s` | %.1f%% |", t.Name, t.Percent)
		}
	}
	p("")
}
