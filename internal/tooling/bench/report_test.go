package bench

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

const us = time.Microsecond

// sample is a run with the given p50, p99 (µs) and throughput.
func sample(p50, p99 int, tp float64) Sample {
	return Sample{Requests: 1000, P50: time.Duration(p50) * us, P99: time.Duration(p99) * us, Throughput: tp}
}

// passing is a session that meets every target.
func passing() *Result {
	withCPU := func(s Sample, role string, perRequest time.Duration) Sample {
		s.CPU = map[string]time.Duration{role: perRequest * time.Duration(s.Requests)}
		return s
	}
	return &Result{
		Cells: []Cell{
			{Endpoint: "newposition", Clients: 1, Service: []Sample{sample(1100, 1200, 900)}, Baseline: []Sample{sample(1000, 1000, 1000)}},
			{Endpoint: "newposition", Clients: 64, Service: []Sample{withCPU(sample(1100, 1200, 900), "service", 600*us)},
				Baseline: []Sample{withCPU(sample(1000, 1000, 1000), "bench", 700*us)}},
		},
		Markets:    []Cell{{Endpoint: "markets", Clients: 64, Service: []Sample{sample(10, 10, 600)}, Baseline: []Sample{sample(5, 5, 1000)}}},
		RoundTrips: []RoundTrip{{Request: "newposition", Requests: 10, Dest: 10, Want: "1", OK: true}},
		Coalescing: Coalescing{Blocks: 5, ConcurrentPerBurst: 64, ReaderCalls: 5},
		Load:       Sample{Requests: 100, Statuses: map[int]int{200: 100}},
		PeakRSS:    100 << 20,
	}
}

// requireReport writes r's report and requires each of want in it, and one row of the targets
// table per check.
func requireReport(t *testing.T, r *Result, want ...string) {
	t.Helper()
	var b bytes.Buffer
	r.WriteMarkdown(&b, "make bench")
	md := b.String()
	for _, w := range want {
		require.Contains(t, md, w)
	}
	require.Equal(t, len(r.Checks()), strings.Count(md, " | met |")+strings.Count(md, " | **missed** |"), "one table row per check")
}

// missedChecks is what each of r's missed checks is about, in the order of r.Checks().
func missedChecks(r *Result) []string {
	var missed []string
	for _, c := range r.Checks() {
		if !c.Met {
			missed = append(missed, c.What)
		}
	}
	return missed
}

func checkNamed(t *testing.T, r *Result, what string) Check {
	t.Helper()
	for _, c := range r.Checks() {
		if c.What == what {
			return c
		}
	}
	t.Fatalf("no check %q in %+v", what, r.Checks())
	return Check{}
}

// TestRatios: each round's service/baseline ratio, then the median over rounds; a round whose
// baseline measured nothing is left out rather than dividing by zero.
func TestRatios(t *testing.T) {
	c := Cell{
		Service:  []Sample{sample(2000, 4000, 500), sample(3000, 3000, 800), sample(10000, 10000, 1)},
		Baseline: []Sample{sample(1000, 1000, 1000), sample(1000, 2000, 1000), sample(0, 0, 0)},
	}
	q := c.Ratios()
	require.InDelta(t, 2.5, q.P50, 1e-12)
	require.InDelta(t, 2.75, q.P99, 1e-12) // median of 4 and 1.5
	require.InDelta(t, 0.65, q.Throughput, 1e-12)

	three := Cell{
		Service:  []Sample{sample(1100, 1, 9), sample(1500, 1, 9), sample(1200, 1, 9)},
		Baseline: []Sample{sample(1000, 1, 10), sample(1000, 1, 10), sample(1000, 1, 10)},
	}
	require.InDelta(t, 1.2, three.Ratios().P50, 1e-12, "the median round, not the mean")
	require.Equal(t, Ratios{}, Cell{}.Ratios())
}

// TestChecks: a session that meets every target is Met; each target, missed alone, makes
// exactly its check fail (and the bounds are inclusive).
func TestChecks(t *testing.T) {
	r := passing()
	require.True(t, r.Met(), "%+v", r.Checks())
	require.Len(t, r.Checks(), 11, "p50+p99 per cell, CPU and throughput at 64 clients, markets, round trips, cache, load, RSS")

	for _, c := range []struct {
		name   string
		change func(*Result)
		check  string // the one check that fails; "" when none does
	}{
		{"p50 at one client at the bound", func(r *Result) { r.Cells[0].Service[0].P50 = 1100 * us }, ""},
		{"p50 at one client over", func(r *Result) { r.Cells[0].Service[0].P50 = 1110 * us }, "newposition p50 at 1 client"},
		{"p50 at 64 clients at the bound", func(r *Result) { r.Cells[1].Service[0].P50 = 1150 * us }, ""},
		{"p50 at 64 clients over", func(r *Result) { r.Cells[1].Service[0].P50 = 1160 * us }, "newposition p50 at 64 clients"},
		{"CPU at the bound", func(r *Result) { r.Cells[1].Service[0].CPU["service"] = 700 * us * 1000 }, ""},
		{"CPU over", func(r *Result) { r.Cells[1].Service[0].CPU["service"] = 710 * us * 1000 }, "newposition CPU per request at 64 clients, against the direct client's"},
		{"p99 at the bound", func(r *Result) { r.Cells[1].Service[0].P99 = 1300 * us }, ""},
		{"p99 over", func(r *Result) { r.Cells[1].Service[0].P99 = 1310 * us }, "newposition p99 at 64 clients"},
		{"throughput at 1 client is no target", func(r *Result) { r.Cells[0].Service[0].Throughput = 1 }, ""},
		{"throughput at 64 clients", func(r *Result) { r.Cells[1].Service[0].Throughput = 840 }, "newposition throughput at 64 clients"},
		{"markets at the bound", func(r *Result) { r.Markets[0].Service[0].Throughput = 500 }, ""},
		{"markets", func(r *Result) { r.Markets[0].Service[0].Throughput = 490 }, "markets throughput at 64 clients"},
		{"round trips", func(r *Result) { r.RoundTrips[0].OK = false }, "round trips: newposition"},
		{"one Reader call too many", func(r *Result) { r.Coalescing.ReaderCalls = 6 }, "markets: Reader calls per new block"},
		{"no blocks measured", func(r *Result) { r.Coalescing.Blocks, r.Coalescing.ReaderCalls = 0, 0 }, "markets: Reader calls per new block"},
		{"a failed request under load", func(r *Result) { r.Load.Failures = 1 }, "mixed load: failed or unexpected answers"},
		{"no load measured", func(r *Result) { r.Load.Requests = 0 }, "mixed load: failed or unexpected answers"},
		{"RSS at the bound", func(r *Result) { r.PeakRSS = TargetPeakRSS }, ""},
		{"RSS over", func(r *Result) { r.PeakRSS = TargetPeakRSS + 1 }, "service peak RSS (VmHWM)"},
		{"RSS not measured", func(r *Result) { r.PeakRSS = 0 }, "service peak RSS (VmHWM)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := passing()
			c.change(r)
			failed := missedChecks(r)
			if c.check == "" {
				require.Empty(t, failed)
				require.True(t, r.Met())
				return
			}
			require.Equal(t, []string{c.check}, failed)
			require.False(t, r.Met())
		})
	}

	r = passing()
	r.Load = Sample{Requests: 10, Failures: 3, Statuses: map[int]int{200: 7, 500: 2, 502: 1}}
	require.Equal(t, "3 of 10 (5xx: 3)", checkNamed(t, r, "mixed load: failed or unexpected answers").Got)
	r.RoundTrips[0] = RoundTrip{Request: "deposit", Requests: 4, Dest: 4, Source: 6, Want: "1 per chain"}
	require.Equal(t, "1.00 destination, 1.50 source", checkNamed(t, r, "round trips: deposit").Got)
}

// TestCPURatio: the service's CPU per request over the direct client's (this process's in the
// direct runs), the median of the rounds' ratios, checked at 16 and 64 clients only.
func TestCPURatio(t *testing.T) {
	r := passing()
	c := checkNamed(t, r, "newposition CPU per request at 64 clients, against the direct client's")
	require.True(t, c.Met)
	require.Equal(t, "0.857x", c.Got)
	r.Cells[1].Service[0].CPU["service"] = 800 * us * 1000
	require.False(t, checkNamed(t, r, "newposition CPU per request at 64 clients, against the direct client's").Met)
	r.Cells[1].Baseline[0].CPU = nil // nothing measured is not a pass
	require.False(t, checkNamed(t, r, "newposition CPU per request at 64 clients, against the direct client's").Met)
	for _, c := range r.Checks() {
		require.NotContains(t, c.What, "CPU per request at 1 client")
	}
}

// TestGaps: a missed target is explained with this session's figures: at one client the floor
// an extra loopback hop sets, under load what the CPU accounting predicts.
func TestGaps(t *testing.T) {
	r := passing()
	require.Empty(t, r.Gaps())

	r.Hop = Sample{P50: 100 * us}
	r.Cells[0].Service[0].P50 = 1300 * us
	cpu := func(anvil, service, bench int) map[string]time.Duration {
		return map[string]time.Duration{"anvil": time.Duration(anvil) * us * 1000, "service": time.Duration(service) * us * 1000, "bench": time.Duration(bench) * us * 1000}
	}
	// per request: service path 100+200+100 µs, direct path 100+100 µs
	r.Cells[1].Service[0].CPU = cpu(100, 200, 100)
	r.Cells[1].Baseline[0].CPU = cpu(100, 0, 100)
	r.Cells[1].Service[0].Throughput = 500
	gaps := r.Gaps()
	require.Len(t, gaps, 2)
	require.Contains(t, gaps[0], "**newposition at 1 client** (p50 1.300x)")
	require.Contains(t, gaps[0], "a floor of 1.100x", "(1 ms + 0.1 ms hop) / 1 ms")
	require.Contains(t, gaps[1], "**newposition at 64 clients** (throughput 0.500x)")
	require.Contains(t, gaps[1], "cost 400 µs of CPU in all")
	require.Contains(t, gaps[1], "against 200 µs for the direct client's path, so the cores can answer 0.500x as many")
}

// TestWriteMarkdown: the report lists every target with its verdict, the gaps and the
// correctness failures.
func TestWriteMarkdown(t *testing.T) {
	r := passing()
	r.Config = Config{Rounds: 3, Duration: time.Second, LoadClients: 64, LoadDuration: 2 * time.Second}
	r.Started = time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC)
	r.Finished = r.Started.Add(90 * time.Second)
	r.Cells[0].Service[0].P50 = 1200 * us
	r.Errors = []string{"markets burst: boom"}
	requireReport(t, r,
		"# Benchmarks",
		"Written by `make bench`",
		"| date | 2025-01-02T03:04:05Z |",
		"| newposition p50 at 1 client | 1.200x | <= 1.10x | **missed** |",
		"| newposition p99 at 1 client | 1.200x | <= 1.30x | met |",
		"| markets throughput at 64 clients | 0.600x | >= 0.50x | met |",
		"## Gaps and their causes",
		"## Failures",
		"- markets burst: boom",
	)
}

// latencySession is passing() with a latency-injected comparison at 1 and 16 clients that
// meets its targets: the service 1.05x one raw round trip and 0.22x the sequential calls.
func latencySession() *Result {
	r := passing()
	r.Config.NodeDelay = 20 * time.Millisecond
	r.Hop = Sample{P50: 200 * us}
	r.LatencyBatch = []string{"eth_getBlockByHash", "eth_getBlockByNumber", "eth_getBalance", "eth_maxPriorityFeePerGas", "eth_call", "eth_estimateGas"}
	r.LatencySequential = []string{"eth_call", "eth_estimateGas", "eth_getBalance", "eth_getBlockByNumber", "eth_maxPriorityFeePerGas"}
	trips := func(s Sample, n int) Sample { s.RoundTrips, s.Elapsed = n*s.Requests, 3*time.Second; return s }
	for _, n := range []int{1, 16} {
		r.Latency = append(r.Latency, LatencyCell{Clients: n,
			Service:    []Sample{trips(sample(21000, 25000, 45), 1)},
			Batch:      []Sample{trips(sample(20000, 24000, 48), 1)},
			Sequential: []Sample{trips(sample(100000, 110000, 9), 5)},
			Forwarder:  []Sample{trips(sample(20500, 24500, 47), 1)},
		})
	}
	return r
}

// TestLatencyChecks: the two latency targets per client count and the round trips of the
// delayed runs, each failing alone; bounds are inclusive; a comparison that measured nothing
// does not pass.
func TestLatencyChecks(t *testing.T) {
	r := latencySession()
	require.True(t, r.Met(), "%+v", r.Checks())
	require.Len(t, r.Checks(), 11+2*2+1)
	require.Equal(t, "1.050x", checkNamed(t, r, "newposition p50 at 1 client, 20ms per node round trip, against one raw round trip (a)").Got)
	require.Equal(t, "0.210x (4.8x faster)", checkNamed(t, r, "newposition p50 at 16 clients, 20ms per node round trip, against sequential calls (b)").Got)
	require.Equal(t, "1 client: 1.00 (+0 fee reads), 1.00, 5.00; 16 clients: 1.00 (+0 fee reads), 1.00, 5.00",
		checkNamed(t, r, "round trips per request with 20ms each: service, (a), (b)").Got)
	r.Latency[0].Service[0].RoundTrips++
	r.Latency[0].Service[0].FeeReads++
	require.True(t, r.Met(), "one fee read in a 3s run: the fee cache (10s) expired once")
	require.Equal(t, "1 client: 1.00 (+1 fee reads), 1.00, 5.00; 16 clients: 1.00 (+0 fee reads), 1.00, 5.00",
		checkNamed(t, r, "round trips per request with 20ms each: service, (a), (b)").Got)

	for _, c := range []struct {
		name   string
		change func(*Result)
		checks []string
	}{
		{"(a) at the bound", func(r *Result) { r.Latency[0].Service[0].P50 = 21000 * us }, nil},
		{"(a) over", func(r *Result) { r.Latency[0].Service[0].P50 = 21100 * us },
			[]string{"newposition p50 at 1 client, 20ms per node round trip, against one raw round trip (a)"}},
		{"(b) at the bound", func(r *Result) { r.Latency[1].Sequential[0].P50 = 42000 * us }, nil},
		{"(b) over", func(r *Result) { r.Latency[1].Sequential[0].P50 = 41900 * us },
			[]string{"newposition p50 at 16 clients, 20ms per node round trip, against sequential calls (b)"}},
		{"a service request that took two round trips", func(r *Result) { r.Latency[1].Service[0].RoundTrips++ },
			[]string{"round trips per request with 20ms each: service, (a), (b)"}},
		{"two fee reads in a 3s run", func(r *Result) { r.Latency[1].Service[0].RoundTrips += 2; r.Latency[1].Service[0].FeeReads += 2 },
			[]string{"round trips per request with 20ms each: service, (a), (b)"}},
		{"(b) batched", func(r *Result) { r.Latency[0].Sequential[0].RoundTrips = r.Latency[0].Sequential[0].Requests },
			[]string{"round trips per request with 20ms each: service, (a), (b)"}},
		{"nothing measured", func(r *Result) { r.Latency[0] = LatencyCell{Clients: 1} }, []string{
			"newposition p50 at 1 client, 20ms per node round trip, against one raw round trip (a)",
			"newposition p50 at 1 client, 20ms per node round trip, against sequential calls (b)",
			"round trips per request with 20ms each: service, (a), (b)"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := latencySession()
			c.change(r)
			failed := missedChecks(r)
			require.Equal(t, c.checks, failed)
		})
	}
}

// TestLatencyGapsAndReport: a missed latency target is explained with the session's figures,
// and the report has the section with (b)'s calls named and every mode's row.
func TestLatencyGapsAndReport(t *testing.T) {
	r := latencySession()
	require.Empty(t, r.Gaps())
	r.Latency[0].Service[0].P50 = 23000 * us
	r.Latency[0].Service[0].CPU = map[string]time.Duration{"service": 1000 * 900 * us}
	r.Latency[1].Service[0].P50 = 60000 * us
	gaps := r.Gaps()
	require.Len(t, gaps, 3)
	require.Contains(t, gaps[0], "**newposition at 1 client, 20ms per node round trip, against one raw round trip (a)** (p50 1.150x)")
	require.Contains(t, gaps[0], "answered 3.00 ms later than (a) at p50 (23.00 ms against 20.00 ms)")
	require.Contains(t, gaps[0], "(0.20 ms at p50 on this machine) and the service's own work (900 µs of CPU per request)")
	require.Contains(t, gaps[1], "**newposition at 16 clients, 20ms per node round trip, against one raw round trip (a)** (p50 3.000x)")
	require.Contains(t, gaps[1], "The 16 clients also wait for the")
	require.Contains(t, gaps[1], "The forwarder (c), which in the service's place only sends the same batch through the same client "+
		"and writes the same answer, measured 1.025x against (a)")
	require.Contains(t, gaps[1], "the service measured 2.927x against (c)")
	require.Contains(t, gaps[2], "**newposition at 16 clients, 20ms per node round trip, against sequential calls (b)** (p50 0.600x)")
	require.Contains(t, gaps[2], "against 100.00 ms for (b)'s 5 round trips of 20ms each")

	r = latencySession()
	r.Config.Rounds, r.Config.Duration = 5, 3*time.Second
	requireReport(t, r,
		"newposition with 20ms per node round trip at 1 and 16 clients",
		"## newposition with 20ms per node round trip",
		"(captured by the proxy: [eth_getBlockByHash, eth_getBlockByNumber, eth_getBalance, eth_maxPriorityFeePerGas, eth_call, eth_estimateGas])",
		"  1. `eth_call` (`simulateContract`)",
		"  5. `eth_maxPriorityFeePerGas` (`estimateFeesPerGas`: the tip, once the block is in)",
		"Four\n  actions, 5 round trips",
		"| 1 | service | 1.00 + 0 fee reads in 1000 requests | 21.00 ms | 25.00 ms | 45 |",
		"| 1 | (a) one raw round trip | 1.00 | 20.00 ms | 24.00 ms | 48 |",
		"| 16 | (b) sequential calls | 5.00 | 100.00 ms | 110.00 ms | 9 |",
		"| 16 | (b) sequential calls | 0.210 | 0.227 | 5.000 |",
		"| 16 | (c) forwarder | 1.00 | 20.50 ms | 24.50 ms | 47 |",
		"| 16 | (c) forwarder against (a): the hop alone | 1.025 | 1.021 | 0.979 |",
		"| newposition p50 at 1 client, 20ms per node round trip, against one raw round trip (a) | 1.050x | <= 1.05x | met |",
		"| newposition p50 at 1 client, 20ms per node round trip, against sequential calls (b) | 0.210x (4.8x faster) | <= 0.50x (2x faster) | met |",
	)
}

// TestLatencyWithTheNodeOnItsOwnCores: when the node had CPUs of its own, the comparison cell
// run on shared CPUs is reported, marked, and judged by no target; without the placement every
// cell is judged.
func TestLatencyWithTheNodeOnItsOwnCores(t *testing.T) {
	r := latencySession()
	r.NodeCPUs, r.RestCPUs = []int{0}, []int{1}
	shared := r.Latency[1]
	shared.SharedCores = true
	shared.Service = []Sample{shared.Service[0]}
	shared.Service[0].P50 = 30000 * us // 1.5x (a): missed, were it judged
	r.Latency = append(r.Latency, shared)
	require.True(t, r.Met(), "%+v", r.Checks())
	require.Len(t, r.Checks(), 11+2*2+1, "the comparison cell adds no target")
	require.Empty(t, r.Gaps())
	require.Equal(t, "1 client: 1.00 (+0 fee reads), 1.00, 5.00; 16 clients: 1.00 (+0 fee reads), 1.00, 5.00; "+
		"16 clients, cores shared: 1.00 (+0 fee reads), 1.00, 5.00",
		checkNamed(t, r, "round trips per request with 20ms each: service, (a), (b)").Got, "its round trips are still counted")

	r.Config.Rounds, r.Config.Duration = 5, 3*time.Second
	requireReport(t, r,
		"newposition with 20ms per node round trip at 1 and 16 clients",
		"both anvils run on CPU 0, and the",
		"forwarder) on CPU 1, every thread",
		"| 16, cores shared | service | 1.00 + 0 fee reads in 1000 requests | 30.00 ms | 25.00 ms | 45 |",
		"| 16, cores shared | (a) one raw round trip | 1.500 |",
		"| 16 | (a) one raw round trip | 1.050 |",
	)

	// the same cell judged when every process shared the CPUs
	r.NodeCPUs, r.RestCPUs = nil, nil
	var missed []string
	for _, c := range r.Checks() {
		if !c.Met {
			missed = append(missed, c.What+": "+c.Got)
		}
	}
	require.Equal(t, []string{"newposition p50 at 16 clients, 20ms per node round trip, against one raw round trip (a): 1.500x"}, missed)
}
