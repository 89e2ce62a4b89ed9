package reliability

import (
	"bufio"
	"bytes"
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tradeprep/tradeprep/internal/index/eventdb"
)

func TestParseMetricsSumsSeriesByLabels(t *testing.T) {
	text := `# HELP tradeprep_rpc_failovers_total Batches moved to the next node.
# TYPE tradeprep_rpc_failovers_total counter
tradeprep_rpc_failovers_total{chain="412346",node="1"} 17
tradeprep_rpc_failovers_total{chain="421337",node="1"} 3
tradeprep_rpc_node_up{chain="412346",node="1"} 0
tradeprep_rpc_node_up{chain="412346",node="2"} 1
tradeprep_ratelimit_clients 9999
go_memstats_heap_inuse_bytes 1.2345e+07
tradeprep_http_request_duration_seconds_bucket{code="200",method="GET",url="/api/markets",le="+Inf"} 5
`
	m := metricSet(parseMetrics(text))
	if v, ok := m.sum("tradeprep_rpc_failovers_total", nil); !ok || v != 20 {
		t.Errorf("failovers: %v %v, want 20", v, ok)
	}
	if v, _ := m.sum("tradeprep_rpc_failovers_total", map[string]string{"chain": "412346"}); v != 17 {
		t.Errorf("destination failovers: %v, want 17", v)
	}
	if v, _ := m.sum("go_memstats_heap_inuse_bytes", nil); v != 12345000 {
		t.Errorf("heap: %v", v)
	}
	if v, _ := m.sum("tradeprep_http_request_duration_seconds_bucket", map[string]string{"le": "+Inf", "url": "/api/markets"}); v != 5 {
		t.Errorf("bucket: %v", v)
	}
	if _, ok := m.sum("tradeprep_draining", nil); ok {
		t.Error("a metric that is not there was found")
	}
	if got := len(m.by("tradeprep_rpc_node_up")); got != 2 {
		t.Errorf("node_up: %d series", got)
	}
}

// The CSV was written by HAProxy 2.6.12 (Debian 12) with deploy/haproxy.cfg and no replica
// listening: every server DOWN.
func TestParseHAProxyCSVOfHAProxy26(t *testing.T) {
	raw, err := os.ReadFile("testdata/haproxy-2.6-stats.csv")
	if err != nil {
		t.Fatal(err)
	}
	st, err := parseHAProxyCSV(string(raw), "replicas")
	if err != nil {
		t.Fatal(err)
	}
	if len(st) != 4 {
		t.Fatalf("%d rows of the backend, want 3 servers and BACKEND: %v", len(st), st)
	}
	for _, name := range []string{"replica1", "replica2", "replica3", "BACKEND"} {
		if st[name].Status != "DOWN" {
			t.Errorf("%s: status %q, want DOWN", name, st[name].Status)
		}
	}
	// the counters are read from their own columns
	counted := "# pxname,svname,eresp,wretr,wredis,status,hrsp_5xx,econ,scur\nreplicas,BACKEND,4,7,5,UP,2,3,6\nother,BACKEND,9,9,9,UP,9,9,9\n"
	st, err = parseHAProxyCSV(counted, "replicas")
	if err != nil {
		t.Fatal(err)
	}
	if b := st["BACKEND"]; b.Retries != 7 || b.Redispatch != 5 || b.Errors != 4 || b.Responses5x != 2 || b.ConnErrors != 3 || b.Current != 6 || len(st) != 1 {
		t.Errorf("counters: %+v (%d rows)", b, len(st))
	}
	if _, err := parseHAProxyCSV("# pxname,svname\n", "replicas"); err == nil {
		t.Error("a CSV without the counters' columns was accepted")
	}
}

// The load's clients leave from the loopback addresses they are given (each is a client of
// its own for the limiter), and every request is recorded in the phase it was sent in, with
// its status: answers other than 200 and missing answers are failures.
func TestLoadRecordsEachRequestAsItsClientSawIt(t *testing.T) {
	var mu sync.Mutex
	peers := map[string]int{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		host, _, _ := net.SplitHostPort(r.RemoteAddr)
		mu.Lock()
		peers[host]++
		mu.Unlock()
		switch r.URL.Path {
		case "/busy":
			http.Error(w, `{"code":"BUSY"}`, http.StatusServiceUnavailable)
		case "/hangup":
			hj, _ := w.(http.Hijacker)
			c, _, _ := hj.Hijack()
			c.Close()
		default:
			w.WriteHeader(http.StatusOK)
		}
	}))
	defer srv.Close()
	rec := newRecorder()
	rec.setPhase("one")
	ctx, cancel := context.WithCancel(context.Background())
	mix := []request{{name: "ok", method: http.MethodGet, path: "/ok"}, {name: "busy", method: http.MethodPost, path: "/busy", body: []byte(`{}`)},
		{name: "hangup", method: http.MethodPost, path: "/hangup", body: []byte(`{}`)}}
	done := make(chan struct{})
	go func() { runLoad(ctx, rec, srv.URL, mix, loopbackIPs(3), 10*time.Millisecond); close(done) }()
	time.Sleep(500 * time.Millisecond)
	rec.setPhase("two")
	time.Sleep(500 * time.Millisecond)
	cancel()
	<-done

	for _, ip := range []string{"127.0.1.1", "127.0.1.2", "127.0.1.3"} {
		if peers[ip] == 0 {
			t.Errorf("no request from %s: %v", ip, peers)
		}
	}
	if len(peers) != 3 {
		t.Errorf("peers %v, want the three clients' addresses only", peers)
	}
	for _, phase := range []string{"one", "two"} {
		st := stats(rec.of(phase))
		if st.Sent < 6 {
			t.Fatalf("phase %s: %d requests", phase, st.Sent)
		}
		if st.Statuses[200]+st.Statuses[503]+st.Statuses[0] != st.Sent || st.Statuses[200] == 0 || st.Statuses[503] == 0 || st.Statuses[0] == 0 {
			t.Errorf("phase %s: statuses %v of %d", phase, st.Statuses, st.Sent)
		}
		if st.Failures != st.Statuses[503]+st.Statuses[0] {
			t.Errorf("phase %s: %d failures, statuses %v", phase, st.Failures, st.Statuses)
		}
		if st.FirstFailure > st.LastFailure || st.P50 > st.P99 || st.P99 == 0 {
			t.Errorf("phase %s: %+v", phase, st)
		}
	}
	if n := len(rec.of("one")) + len(rec.of("two")); n != len(rec.samples) {
		t.Errorf("%d samples, %d in the phases", len(rec.samples), n)
	}
}

func TestPercentileIsNearestRank(t *testing.T) {
	var d []time.Duration
	for i := 1; i <= 200; i++ {
		d = append(d, time.Duration(i)*time.Millisecond)
	}
	if p := percentile(d, 50); p != 100*time.Millisecond {
		t.Errorf("p50 %s", p)
	}
	if p := percentile(d, 99); p != 198*time.Millisecond {
		t.Errorf("p99 %s", p)
	}
	if percentile(nil, 99) != 0 || percentile(d[:1], 99) != time.Millisecond {
		t.Error("edge cases")
	}
}

func TestBenchmarkIPsAreDistinctAndInTheBenchmarkingRange(t *testing.T) {
	_, block, _ := net.ParseCIDR("198.18.0.0/15")
	seen := map[string]bool{}
	for i := range 1 << 17 {
		ip := benchmarkIP(i)
		if seen[ip] || !block.Contains(net.ParseIP(ip)) {
			t.Fatalf("%d: %s repeated or outside 198.18.0.0/15", i, ip)
		}
		seen[ip] = true
	}
}

// deploy/haproxy.cfg holds what the issue asks of it, and HAProxy accepts it.
func TestHAProxyConfig(t *testing.T) {
	raw, err := os.ReadFile("../../../deploy/haproxy.cfg")
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	sc := bufio.NewScanner(bytes.NewReader(raw))
	for sc.Scan() {
		if l := strings.TrimSpace(sc.Text()); l != "" && !strings.HasPrefix(l, "#") {
			lines = append(lines, strings.Join(strings.Fields(l), " "))
		}
	}
	has := func(prefix string) string {
		for _, l := range lines {
			if strings.HasPrefix(l, prefix) {
				return l
			}
		}
		t.Errorf("deploy/haproxy.cfg: no %q", prefix)
		return ""
	}
	has("option httpchk GET /readyz")
	has("http-check expect status 200")
	has("retries 3")
	has("option redispatch 1")
	has("option http-buffer-request") // L7 retries of POSTs need the whole body buffered
	has("http-request set-header X-Forwarded-For %[src]")
	has("http-request del-header X-Real-IP")
	has("source ")
	// HAProxy's own 503 (no replica in rotation) in the service's error shape, with Retry-After
	if e := has("http-error status 503 "); !strings.Contains(e, "hdr Retry-After ") || !strings.Contains(e, `\"code\":\"NOT_READY\"`) {
		t.Errorf("http-error 503 without Retry-After or the NOT_READY code: %s", e)
	}
	retryOn := strings.Fields(has("retry-on "))
	for _, want := range []string{"conn-failure", "empty-response", "response-timeout", "502", "503", "504"} {
		if !strings.Contains(" "+strings.Join(retryOn, " ")+" ", " "+want+" ") {
			t.Errorf("retry-on %v lacks %s", retryOn, want)
		}
	}
	for _, never := range []string{"500", "429", "junk-response", "all-retryable-errors"} {
		if strings.Contains(" "+strings.Join(retryOn, " ")+" ", " "+never+" ") {
			t.Errorf("retry-on %v retries %s", retryOn, never)
		}
	}
	// a draining replica leaves HAProxy well within the default drainPeriod (5s): fall x inter
	var inter time.Duration
	var fall int
	fields := strings.Fields(has("default-server "))
	for i := 0; i+1 < len(fields); i++ {
		switch fields[i] {
		case "inter":
			inter, _ = time.ParseDuration(fields[i+1])
		case "fall":
			fall, _ = strconv.Atoi(fields[i+1])
		}
	}
	if inter <= 0 || fall <= 0 || time.Duration(fall)*inter > 2*time.Second {
		t.Errorf("inter %s x fall %d: a draining replica must be out within 2 s", inter, fall)
	}
	// timeout server above the service's requestTimeout (15 s): HAProxy never cuts its answer
	if ts := strings.Fields(has("timeout server ")); len(ts) == 3 {
		if d, err := time.ParseDuration(ts[2]); err != nil || d <= 15*time.Second {
			t.Errorf("timeout server %s, want above 15s", ts[2])
		}
	}
	if _, err := exec.LookPath("haproxy"); err != nil {
		t.Log("haproxy not installed: the configuration's syntax is checked by make reliability only")
		return
	}
	if out, err := exec.Command("haproxy", "-c", "-f", "../../../deploy/haproxy.cfg").CombinedOutput(); err != nil {
		t.Errorf("haproxy -c: %v: %s", err, out)
	}
}

// The report names HAProxy and SIGKILL with their phases, and a missed target says so.
func TestReportSaysWhatWasMissed(t *testing.T) {
	r := &Result{Config: DefaultConfig(), Features: features{nodeLists: true, drain: true, trustedProxies: true, limitClients: true, apiKeys: true},
		Started: time.Now(), Finished: time.Now().Add(time.Minute)}
	ok := phaseStats{Sent: 100, Statuses: map[int]int{200: 100}}
	r.Phases = []Phase{{Name: "baseline", Stats: ok}, {Name: "a", Stats: ok},
		{Name: "b", Stats: phaseStats{Sent: 100, Statuses: map[int]int{200: 99, 0: 1}, Failures: 1, First: "closeposition: status 0 EOF"}},
		{Name: "c", Stats: ok}, {Name: "d", Stats: ok}}
	r.Stops = []Stop{{Replica: 1, Signal: "SIGTERM", NotReady: 5 * time.Millisecond, Refused: 5 * time.Second, OutOfLB: time.Second, Exited: 6 * time.Second},
		{Replica: 2, Signal: "SIGKILL", NotReady: time.Millisecond, Refused: time.Millisecond, OutOfLB: 700 * time.Millisecond, ExitCode: -1}}
	r.Restart = &NodeRestart{Down: 2 * time.Second, FailuresAfter: 3, Window: 6 * time.Second}
	checks := r.Checks()
	missed := map[string]bool{}
	for _, c := range checks {
		if !c.Met {
			missed[c.What[:3]] = true
		}
	}
	if !missed["(b)"] || !missed["(c)"] || missed["bas"] || missed["(a)"] {
		t.Errorf("missed %v, want (b) (one failure) and (c) (a 6 s window) and not (a) or the baseline: %+v", missed, checks)
	}
	if r.Met() {
		t.Error("Met with targets missed")
	}
	var buf bytes.Buffer
	r.WriteMarkdown(&buf, "make reliability")
	md := buf.String()
	for _, want := range []string{"HAProxy", "### (b) SIGKILL to replica 2", "### (a) SIGTERM to replica 1", "**missed**", "| b |", "make reliability"} {
		if !strings.Contains(md, want) {
			t.Errorf("report lacks %q", want)
		}
	}
}

func TestFeaturesFromTheFlagsHelp(t *testing.T) {
	usage := "With no --rpc-url, serve starts an embedded platform (comma, drain-period)\n\nFlags:\n"
	single := usage + "  -rate-limit string\n    \trequests per second\n  -rpc-url string\n    \tdestination chain JSON-RPC URL; empty: embedded chain\n  -shutdown-timeout string\n    \ton SIGTERM\n"
	if f := featuresOf(single); f != (features{}) {
		t.Errorf("one node, no drain: %+v", f)
	}
	all := usage + "  -api-keys-file string\n    \tkeys\n  -drain-period string\n    \tdrain\n  -rate-limit-clients string\n    \ttable\n" +
		"  -rpc-url string\n    \tdestination chain JSON-RPC URLs, comma-separated (in the file also a list)\n  -trusted-proxies string\n    \tproxies\n"
	if f := featuresOf(all); f != (features{nodeLists: true, drain: true, trustedProxies: true, limitClients: true, apiKeys: true}) {
		t.Errorf("all: %+v", f)
	}
}

// The sequence check finds a gap, a repeat, disorder and a short or long sequence.
func TestCheckSequence(t *testing.T) {
	for _, c := range []struct {
		ids  []uint64
		want uint64
		ok   bool
	}{
		{[]uint64{1, 2, 3}, 3, true},
		{nil, 0, true},
		{[]uint64{1, 3, 4}, 4, false},    // a gap
		{[]uint64{1, 2, 2, 3}, 3, false}, // a repeat
		{[]uint64{2, 1, 3}, 3, false},    // out of order
		{[]uint64{1, 2}, 3, false},       // short
		{[]uint64{1, 2, 3}, 2, false},    // more than the account has
		{[]uint64{1, 2, 3, 1}, 3, false}, // a stream that started again from the first
	} {
		if got := checkSequence(c.ids, c.want); (got == "") != c.ok {
			t.Errorf("checkSequence(%v, %d) = %q, want ok %v", c.ids, c.want, got, c.ok)
		}
	}
}

// diffKeys tells the chain's logs missing from the index, the index's events the chain lacks
// and events recorded twice; diffTrades, trades that are not the fills.
func TestDiffKeysAndTrades(t *testing.T) {
	missing, extra, twice := diffKeys([]string{"a/0", "a/1", "a/1", "c/0"}, []string{"a/0", "a/1", "b/0"})
	if strings.Join(missing, ",") != "b/0" || strings.Join(extra, ",") != "c/0" || strings.Join(twice, ",") != "a/1" {
		t.Errorf("missing %v, extra %v, twice %v", missing, extra, twice)
	}
	missing, extra, twice = diffKeys([]string{"a/1", "a/0"}, []string{"a/0", "a/1"})
	if len(missing)+len(extra)+len(twice) != 0 {
		t.Errorf("the same logs in another order: %v %v %v", missing, extra, twice)
	}
	fills := map[string]string{"2": "0xaa", "5": "0xbb"}
	if d := diffTrades(fills, map[string]string{"5": "0xbb", "2": "0xaa"}); d != "" {
		t.Errorf("the same trades: %q", d)
	}
	for _, trades := range []map[string]string{
		{"2": "0xaa"},                         // a fill without its trade
		{"2": "0xaa", "5": "0xcc"},            // another transaction
		{"2": "0xaa", "5": "0xbb", "7": "0x"}, // a trade that is no fill
	} {
		if diffTrades(fills, trades) == "" {
			t.Errorf("trades %v taken for the fills %v", trades, fills)
		}
	}
}

// The SSE client reads the ids of the events of a stream (comments and other fields aside)
// and answers the last, the Last-Event-ID of its next connection.
func TestSSEClientReadsIDs(t *testing.T) {
	c := &sseClient{}
	stream := ": heartbeat\n\nid: 1\nevent: OrderCreated\ndata: {\"id\":\"1\"}\n\nid: 2\nevent: PositionIncreased\ndata: {}\n\nid: 3\nevent: x\n"
	if last := c.read(strings.NewReader(stream), 0); last != 2 {
		t.Errorf("last %d, want 2 (the third event is cut off)", last)
	}
	if got := c.received(); len(got) != 2 || got[0] != 1 || got[1] != 2 {
		t.Errorf("ids %v", got)
	}
}

// Phase (e)'s section carries the prediction ledger's totals by field, and all of them.
func TestReportHasTheLedger(t *testing.T) {
	r := &Result{Config: DefaultConfig(), Started: time.Now(), Finished: time.Now().Add(time.Minute),
		Index: &IndexKill{Writer: 2, NewWriter: 1, Ledger: map[string]eventdb.VerdictTally{
			"price": {Compared: 40, Exact: 31}, "status": {Compared: 50, Exact: 50},
		}}}
	var buf bytes.Buffer
	r.WriteMarkdown(&buf, "make reliability")
	md := buf.String()
	for _, want := range []string{"prediction ledger", "| price | 40 | 31 | 77.5% |", "| status | 50 | 50 | 100.0% |", "| all | 90 | 81 | 90.0% |"} {
		if !strings.Contains(md, want) {
			t.Errorf("report lacks %q", want)
		}
	}
	r.Index.Ledger, r.Index.LedgerErr = nil, "connection refused"
	buf.Reset()
	r.WriteMarkdown(&buf, "make reliability")
	if !strings.Contains(buf.String(), "Not read: connection refused.") {
		t.Error("report does not say why the ledger was not read")
	}
}

// Phases (f) and (g) have their rows in the Targets table: met when the figures say so, missed
// when a replica said ready while PostgreSQL was down or a stream missed an event, and each has
// its section.
func TestReportHasTheOutageAndTheStorm(t *testing.T) {
	cfg := DefaultConfig()
	account := "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65"
	r := &Result{Config: cfg, Started: time.Now(), Finished: time.Now().Add(time.Minute),
		Outage: &PGOutage{Down: 25 * time.Second, BlockAtStop: 100, HeadAtBack: 126, CursorAtBack: 98, Target: 124, CatchUp: 3 * time.Second,
			GaugesAfter: []float64{0, 1, 0},
			Readyz: []ReadyzWatch{{Replica: 1, During: map[int]int{503: 120}, NotReady: 40 * time.Millisecond, Ready: time.Second, LagMax: 27},
				{Replica: 2, During: map[int]int{503: 119}, NotReady: 50 * time.Millisecond, Ready: time.Second, LagMax: -1}},
			During: map[int]int{503: 2400}, HAProxy503: 2390, Service503: 10,
			Probes: []OutageProbe{{Via: "HAProxy", Path: "/api/markets", Status: 503, Code: bodyText([]byte("<html><body><h1>503 Service Unavailable</h1>\nNo server is available to handle this request.\n</body></html>"))},
				{Via: "replica 3 directly", Path: "/api/markets", Status: 200},
				{Via: "replica 3 directly", Path: "/api/trades?address=" + account, Status: 503, Code: "UPSTREAM", RetryAfter: "5"}},
			Accounts: []AccountCheck{{Account: account, Events: 30, Pages: 2, Logs: 30, AfterKill: 12}},
			Streams:  []StreamCheck{{Account: account, From: "127.0.4.5", Received: 30, Want: 30, Reconnects: 40}}},
		Storm: &Storm{Clients: 2, PerClient: 2, Opened: 4, MaxConnections: 100, Samples: 80, PeakClients: 31, PeakAll: 37,
			Before: map[string]uint64{account: 30}, After: map[string]uint64{account: 40}, Reads: map[int]int{200: 1500},
			Streams: []StormStream{{From: "127.0.5.1", Account: account, Received: 10, Want: 10, Opened: 1},
				{From: "127.0.5.1", Account: account, Received: 10, Want: 10, Opened: 1},
				{From: "127.0.5.2", Account: account, Received: 10, Want: 10, Opened: 1},
				{From: "127.0.5.2", Account: account, Received: 10, Want: 10, Opened: 1}}},
	}
	r.Config.StormClients, r.Config.StormStreams = 2, 2
	met := func() map[string]bool {
		out := map[string]bool{}
		for _, c := range r.Checks() {
			if strings.HasPrefix(c.What, "(f)") || strings.HasPrefix(c.What, "(g)") {
				out[c.What] = c.Met
			}
		}
		return out
	}
	got := met()
	if len(got) != 10 {
		t.Fatalf("%d rows of (f) and (g), want 10: %v", len(got), got)
	}
	for what, ok := range got {
		if !ok {
			t.Errorf("missed: %s", what)
		}
	}
	r.Outage.Readyz[1].During[200] = 3
	r.Outage.During[502] = 1
	r.Outage.Probes[2].RetryAfter = "" // a replica's 503 without Retry-After
	r.Storm.Streams[3].Received, r.Storm.Streams[3].Problem = 9, "after id 30: 9 ids, want 10"
	r.Storm.LogRefusals, r.Storm.Reads[503] = 2, 5
	missed := 0
	for what, ok := range met() {
		if !ok {
			missed++
		} else if strings.Contains(what, "readyz") || strings.Contains(what, "outage, through") || strings.Contains(what, "while PostgreSQL was down") ||
			strings.HasPrefix(what, "(g)") {
			t.Errorf("met: %s", what)
		}
	}
	if missed != 6 {
		t.Errorf("%d rows missed, want 6 (readyz, the clients, the probes and the three of (g))", missed)
	}
	var buf bytes.Buffer
	r.WriteMarkdown(&buf, "make reliability")
	md := buf.String()
	for _, want := range []string{"### (f) PostgreSQL stopped under load", "### (g) A storm of event streams", "| 2 | 200: 3, 503: 119 |",
		"HAProxy's own (no replica UP) 2390", "**3 of 4 did**", "127.0.5.2",
		"| replica 3 directly | `GET /api/trades` | 503 | UPSTREAM | none | **missed** |",
		"| HAProxy | `GET /api/markets` | 503 | 503 Service Unavailable No server is available to handle this request. | none | met |"} {
		if !strings.Contains(md, want) {
			t.Errorf("report lacks %q", want)
		}
	}
}

// HAProxy's own 503, as deploy/haproxy.cfg answers it or as HAProxy's default page, is told
// apart from a replica's 503.
func TestHAProxyOwn503(t *testing.T) {
	raw, err := os.ReadFile("../../../deploy/haproxy.cfg")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(string(raw), "\n") {
		if l = strings.TrimSpace(l); strings.HasPrefix(l, "http-error status 503 ") {
			body := strings.ReplaceAll(l[strings.Index(l, `string "`)+len(`string "`):len(l)-1], `\"`, `"`)
			if !haproxyOwn503(body) {
				t.Errorf("the configured answer is not told apart: %s", body)
			}
		}
	}
	if !haproxyOwn503("<html><body><h1>503 Service Unavailable</h1>\nNo server is available to handle this request.\n</body></html>") {
		t.Error("HAProxy's default page is not told apart")
	}
	if haproxyOwn503(`{"code":"UPSTREAM_ERROR","error":"the event index does not answer","requestId":"x"}`) {
		t.Error("a replica's 503 taken for HAProxy's")
	}
}
