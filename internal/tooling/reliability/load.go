package reliability

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"net/http"
	"slices"
	"sync"
	"time"
)

// request is one kind of request of the mixed load.
type request struct {
	name, method, path string
	body               []byte
}

// sample is one request the load sent, as its client saw it.
type sample struct {
	at      time.Duration // when it was sent, from the start of the session
	phase   string
	name    string
	status  int // 0: no HTTP answer
	latency time.Duration
	err     string // transport error, or the body of an unexpected status (cut)
}

func (s sample) failed() bool { return s.status != http.StatusOK }

// recorder keeps every sample of the load, labelled with the phase it was sent in.
type recorder struct {
	start   time.Time
	mu      sync.Mutex
	phase   string
	samples []sample
}

func newRecorder() *recorder { return &recorder{start: time.Now(), phase: "setup"} }

func (r *recorder) setPhase(p string) {
	r.mu.Lock()
	r.phase = p
	r.mu.Unlock()
}

func (r *recorder) currentPhase() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.phase
}

func (r *recorder) since() time.Duration { return time.Since(r.start) }

func (r *recorder) add(s sample) {
	r.mu.Lock()
	r.samples = append(r.samples, s)
	r.mu.Unlock()
}

// of returns the samples of a phase.
func (r *recorder) of(phase string) []sample {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []sample
	for _, s := range r.samples {
		if s.phase == phase {
			out = append(out, s)
		}
	}
	return out
}

// httpClient is a client whose connections leave from the loopback address ip, so that the
// service (and HAProxy) see it as a client of its own.
func httpClient(ip string, conns int, timeout time.Duration) *http.Client {
	d := &net.Dialer{Timeout: 5 * time.Second}
	if ip != "" {
		d.LocalAddr = &net.TCPAddr{IP: net.ParseIP(ip)}
	}
	return &http.Client{Timeout: timeout, Transport: &http.Transport{
		Proxy: nil, DialContext: d.DialContext, MaxIdleConns: conns, MaxIdleConnsPerHost: conns,
		IdleConnTimeout: 30 * time.Second,
	}}
}

// do sends one request and reads the whole answer; it returns the status (0 on a transport
// error) and, for an answer other than 200, the start of its body.
func do(ctx context.Context, c *http.Client, method, url string, body []byte, header http.Header) (int, string) {
	raw, status, problem := fetchBody(ctx, c, method, url, body, header)
	if problem != "" || status == http.StatusOK {
		return status, problem
	}
	if len(raw) > 200 {
		raw = raw[:200]
	}
	return status, string(bytes.TrimSpace(raw))
}

// runLoad drives the mix from clients goroutines, client i from loopback address ips[i], each
// sending at most one request per every, until ctx ends. Every request is recorded.
func runLoad(ctx context.Context, rec *recorder, base string, mix []request, ips []string, every time.Duration) {
	var wg sync.WaitGroup
	for i, ip := range ips {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c := httpClient(ip, 4, 30*time.Second)
			defer c.CloseIdleConnections()
			for n := i; ctx.Err() == nil; n++ {
				m := mix[n%len(mix)]
				t0 := time.Now()
				s := sample{at: rec.since(), phase: rec.currentPhase(), name: m.name}
				// a request in flight when the load stops is still counted: it runs on its own
				// context, so stopping the load does not make failures of its own
				rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
				s.status, s.err = do(rctx, c, m.method, base+m.path, m.body, nil)
				cancel()
				s.latency = time.Since(t0)
				rec.add(s)
				if wait := every - time.Since(t0); wait > 0 {
					select {
					case <-ctx.Done():
					case <-time.After(wait):
					}
				}
			}
		}()
	}
	wg.Wait()
}

// phaseStats is what the report says of a phase's load.
type phaseStats struct {
	Sent     int
	Statuses map[int]int // 0: no HTTP answer
	Failures int
	P50, P99 time.Duration
	First    string // the first failure
	// FirstFailure and LastFailure are when failures began and ended, from the session start
	FirstFailure, LastFailure time.Duration
}

func stats(samples []sample) phaseStats {
	st := phaseStats{Sent: len(samples), Statuses: map[int]int{}}
	lat := make([]time.Duration, 0, len(samples))
	for _, s := range samples {
		st.Statuses[s.status]++
		lat = append(lat, s.latency)
		if s.failed() {
			if st.Failures == 0 {
				st.First = fmt.Sprintf("%s: status %d %s", s.name, s.status, s.err)
				st.FirstFailure = s.at
			}
			st.Failures++
			st.LastFailure = max(st.LastFailure, s.at)
		}
	}
	slices.Sort(lat)
	st.P50, st.P99 = percentile(lat, 50), percentile(lat, 99)
	return st
}

// percentile is the nearest-rank percentile of sorted durations (0 for none).
func percentile(sorted []time.Duration, p int) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	rank := max((p*len(sorted)+99)/100, 1)
	return sorted[rank-1]
}
