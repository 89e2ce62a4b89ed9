package reliability

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// floodConcurrency is the connections of one flooding client.
const floodConcurrency = 16

// benchmarkIP is the i-th address of 198.18.0.0/15 (RFC 2544's benchmarking range: no real
// client has one); the floods write them into X-Forwarded-For, never connect to them.
func benchmarkIP(i int) string {
	i %= 1 << 17
	return fmt.Sprintf("198.%d.%d.%d", 18+(i>>16), (i>>8)&0xff, i&0xff)
}

// flood is phase (d): one client past its limit through HAProxy and at a replica directly,
// plainly and rotating X-Forwarded-For / X-Real-IP, then the limiter's table under many
// identities.
func (s *session) flood(ctx context.Context) error {
	r3 := s.replicas[2]
	type run struct {
		name, via, from, header string
		base                    string
		replicas                int
		headers                 func(i int) http.Header
		rate                    float64
		burst                   int
		expect                  string
		check                   func(f *Flood) bool
	}
	rotate := func(i int) http.Header {
		return http.Header{"X-Forwarded-For": {benchmarkIP(i)}, "X-Real-Ip": {benchmarkIP(i + 7)}}
	}
	limited := func(f *Flood) bool {
		return f.Statuses[http.StatusOK] <= f.Allowance && f.Statuses[http.StatusTooManyRequests] > 0 &&
			f.Statuses[http.StatusOK]+f.Statuses[http.StatusTooManyRequests] == f.Requests && f.IdentitiesΔ <= float64(f.Replicas)
	}
	rate, burst := s.cfg.RateLimit, s.cfg.RateBurst
	runs := []run{
		{name: "plain", via: "HAProxy", from: "127.0.0.66", base: s.lbURL, replicas: 3, rate: rate, burst: burst,
			expect: "429 past the limit: 200s at most the allowance", check: limited},
		{name: "rotating X-Forwarded-For and X-Real-IP", via: "HAProxy", from: "127.0.0.67", header: "X-Forwarded-For, X-Real-IP: another address each request",
			base: s.lbURL, replicas: 3, headers: rotate, rate: rate, burst: burst,
			expect: "as plain: 200s at most the allowance, no new identities", check: limited},
		{name: "plain", via: "replica 3 directly", from: "127.0.0.68", base: r3.url(), replicas: 1, rate: rate, burst: burst,
			expect: "429 past the limit", check: limited},
		{name: "rotating X-Forwarded-For and X-Real-IP (untrusted peer)", via: "replica 3 directly", from: "127.0.0.69",
			header: "X-Forwarded-For, X-Real-IP: another address each request", base: r3.url(), replicas: 1, headers: rotate, rate: rate, burst: burst,
			expect: "as plain: the peer is not a trusted proxy, the headers are ignored", check: limited},
	}
	if s.features.apiKeys {
		runs = append(runs,
			run{name: "with a known API key (200/s, burst 200)", via: "HAProxy", from: "127.0.0.70", header: "X-API-Key: the key of the keys file",
				base: s.lbURL, replicas: 3, headers: func(int) http.Header { return http.Header{"X-Api-Key": {floodKey}} }, rate: 200, burst: 200,
				expect: "the key's own limit: 200s at most its allowance, more than plain", check: func(f *Flood) bool {
					plain := s.res.Floods[0].Statuses[http.StatusOK]
					return f.Statuses[http.StatusOK] <= f.Allowance && f.Statuses[http.StatusOK] > plain &&
						f.Statuses[http.StatusOK]+f.Statuses[http.StatusTooManyRequests] == f.Requests
				}},
			run{name: "with an unknown API key", via: "HAProxy", from: "127.0.0.71", header: "X-API-Key: not in the keys file",
				base: s.lbURL, replicas: 3, headers: func(int) http.Header { return http.Header{"X-Api-Key": {"not-a-key"}} }, rate: rate, burst: burst,
				expect: "401 for every request", check: func(f *Flood) bool { return f.Statuses[http.StatusUnauthorized] == f.Requests }},
		)
	}
	for _, rn := range runs {
		f := &Flood{Name: rn.name, Via: rn.via, From: rn.from, Header: rn.header, Requests: s.cfg.FloodRequests, Replicas: rn.replicas, Expect: rn.expect}
		targets := s.replicas
		if rn.replicas == 1 {
			targets = s.replicas[2:]
		}
		before := s.identities(ctx, targets)
		f.Statuses, f.Elapsed = burstOf(ctx, httpClient(rn.from, floodConcurrency, 30*time.Second), rn.base+"/api/markets", f.Requests, floodConcurrency, rn.headers)
		f.IdentitiesΔ = s.identities(ctx, targets) - before
		f.Allowance = rn.replicas * (rn.burst + int(math.Ceil(rn.rate*f.Elapsed.Seconds())))
		f.Met = rn.check(f)
		if !s.features.limitClients {
			// without the identity metric nothing says how many identities the run made
			f.IdentitiesΔ = math.NaN()
			f.Met = rn.check(&Flood{Statuses: f.Statuses, Requests: f.Requests, Allowance: f.Allowance, Replicas: f.Replicas})
		}
		s.res.Floods = append(s.res.Floods, *f)
		s.logf("flood %s via %s: %v in %s (allowance %d)", f.Name, f.Via, f.Statuses, f.Elapsed.Round(time.Millisecond), f.Allowance)
	}
	return s.identityRun(ctx, r3)
}

// identities is the limiter's table size summed over the replicas (NaN when the service has no
// such metric).
func (s *session) identities(ctx context.Context, rs []*replica) float64 {
	total := 0.0
	for _, r := range rs {
		m, err := scrape(ctx, s.probe, r.url()+"/metrics")
		if err != nil {
			return math.NaN()
		}
		v, ok := m.sum("tradeprep_ratelimit_clients", nil)
		if !ok {
			return math.NaN()
		}
		total += v
	}
	return total
}

// burstOf sends n GETs of url from c over conc connections as fast as they go and counts the
// statuses (0: no answer).
func burstOf(ctx context.Context, c *http.Client, url string, n, conc int, headers func(i int) http.Header) (map[int]int, time.Duration) {
	var next atomic.Int64
	var mu sync.Mutex
	statuses := map[int]int{}
	var wg sync.WaitGroup
	t0 := time.Now()
	for range conc {
		wg.Add(1)
		go func() {
			defer wg.Done()
			local := map[int]int{}
			for {
				i := int(next.Add(1)) - 1
				if i >= n || ctx.Err() != nil {
					break
				}
				var h http.Header
				if headers != nil {
					h = headers(i)
				}
				status, _ := do(ctx, c, http.MethodGet, url, nil, h)
				local[status]++
			}
			mu.Lock()
			for k, v := range local {
				statuses[k] += v
			}
			mu.Unlock()
		}()
	}
	wg.Wait()
	c.CloseIdleConnections()
	return statuses, time.Since(t0)
}

// identityRun sends Identities requests to r from the trusted proxy's address, each naming
// another client in X-Forwarded-For (as HAProxy does for that many clients), and reads the
// limiter's table and the replica's memory before and after. The requests carry a query
// parameter the route does not take: the limiter counts them (it runs first) and the answer
// is a cheap 400, so the run measures the table, not the markets encoder.
func (s *session) identityRun(ctx context.Context, r *replica) error {
	if s.cfg.Identities <= 0 {
		return nil
	}
	id := &IdentityRun{Identities: s.cfg.Identities}
	// heap in use counts garbage not yet collected too: each reading waits for a collection
	// that ended after it was asked for (the load keeps the replica collecting), for at most 5 s
	read := func() (clients, evictions, heap, rss float64, err error) {
		asked := float64(time.Now().UnixNano()) / 1e9
		var m metricSet
		for deadline := time.Now().Add(5 * time.Second); ; {
			if m, err = scrape(ctx, s.probe, r.url()+"/metrics"); err != nil {
				return
			}
			if last, ok := m.sum("go_memstats_last_gc_time_seconds", nil); !ok || last >= asked || time.Now().After(deadline) {
				break
			}
			if err = sleep(ctx, 50*time.Millisecond); err != nil {
				return
			}
		}
		clients, id.HasClients = m.sum("tradeprep_ratelimit_clients", nil)
		evictions, id.HasEviction = m.sum("tradeprep_ratelimit_evictions_total", nil)
		heap, _ = m.sum("go_memstats_heap_inuse_bytes", nil)
		rss, _ = m.sum("process_resident_memory_bytes", nil)
		return
	}
	var err error
	if id.ClientsBefore, id.EvictionsBefore, id.HeapBefore, id.RSSBefore, err = read(); err != nil {
		return err
	}
	s.logf("identities: %d distinct X-Forwarded-For from the trusted proxy address to replica %d", id.Identities, r.n)
	// the first 2,000 addresses of the range were the floods'; these start after them
	id.Statuses, id.Elapsed = burstOf(ctx, httpClient(proxyIP, 32, 30*time.Second), r.url()+"/api/markets?limiterProbe=1", id.Identities, 32,
		func(i int) http.Header { return http.Header{"X-Forwarded-For": {benchmarkIP(i + 2000)}} })
	if id.ClientsAfter, id.EvictionsAfter, id.HeapAfter, id.RSSAfter, err = read(); err != nil {
		return err
	}
	s.res.Identity = id
	return nil
}

// rpc calls method on a node and returns the raw result.
func (s *session) rpc(ctx context.Context, url, method string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url,
		strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"`+method+`","params":[]}`))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/json")
	res, err := s.probe.Do(req)
	if err != nil {
		return "", err
	}
	defer res.Body.Close()
	var out struct {
		Result json.RawMessage `json:"result"`
		Error  *struct {
			Message string `json:"message"`
		} `json:"error"`
	}
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil {
		return "", err
	}
	if out.Error != nil {
		return "", fmt.Errorf("%s: %s", method, out.Error.Message)
	}
	return string(out.Result), nil
}

func trimQuotes(s string) string { return strings.Trim(s, `"`) }
