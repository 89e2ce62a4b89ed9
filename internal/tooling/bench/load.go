package bench

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"slices"
	"sync"
	"time"
)

// Sample is the outcome of one closed-loop run: `clients` workers each send a request, wait
// for its whole answer, and send the next, for the run's duration.
type Sample struct {
	Clients      int
	Requests     int           // answered, whatever the status
	Failures     int           // transport errors and unexpected statuses
	Elapsed      time.Duration // from the first request to the last answer
	P50, P99     time.Duration // nearest-rank percentiles of the answered requests
	Throughput   float64       // answered requests per second
	Statuses     map[int]int   // HTTP status counts (0: transport error); empty for JSON-RPC runs
	FirstFailure string
	// RoundTrips is the number of HTTP requests the delaying proxies forwarded to the nodes
	// during the run (latency-injected runs only), FeeReads those of them that only read the
	// execution fees (the service's fee cache refreshing)
	RoundTrips int
	FeeReads   int
	// CPU is the CPU time each process of the session used during the run, by role (anvil,
	// service, static, bench: this process, which is the load generator and the direct client)
	CPU map[string]time.Duration
}

// CPUPerRequest is the CPU time role used per answered request, or 0.
func (s Sample) CPUPerRequest(role string) time.Duration {
	if s.Requests == 0 {
		return 0
	}
	return s.CPU[role] / time.Duration(s.Requests)
}

// Do is one request of a load run: it returns the HTTP status (a direct JSON-RPC call that
// succeeded returns 200, one that failed 0) and an error when the request failed.
type Do func(ctx context.Context, worker, i int) (status int, err error)

// Drive drives do from `clients` goroutines for d and measures every request. A request counts
// as a failure when it returns an error or a status not in ok.
func Drive(ctx context.Context, clients int, d time.Duration, do Do, ok ...int) Sample {
	var (
		mu       sync.Mutex
		all      []time.Duration
		statuses = map[int]int{}
		failures int
		first    string
		wg       sync.WaitGroup
	)
	okSet := map[int]bool{}
	for _, s := range ok {
		okSet[s] = true
	}
	began := time.Now()
	deadline := began.Add(d)
	for w := 0; w < clients; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			lat := make([]time.Duration, 0, 4096)
			local := map[int]int{}
			fails, firstFail := 0, ""
			for i := 0; time.Now().Before(deadline) && ctx.Err() == nil; i++ {
				t0 := time.Now()
				status, err := do(ctx, w, i)
				lat = append(lat, time.Since(t0))
				local[status]++
				if err != nil || !okSet[status] {
					fails++
					if firstFail == "" {
						firstFail = fmt.Sprintf("status %d: %v", status, err)
					}
				}
			}
			mu.Lock()
			all = append(all, lat...)
			for k, v := range local {
				statuses[k] += v
			}
			failures += fails
			if first == "" {
				first = firstFail
			}
			mu.Unlock()
		}(w)
	}
	wg.Wait()
	elapsed := time.Since(began)
	slices.Sort(all)
	s := Sample{Clients: clients, Requests: len(all), Failures: failures, Elapsed: elapsed, Statuses: statuses, FirstFailure: first}
	if len(all) > 0 {
		s.P50 = percentile(all, 50)
		s.P99 = percentile(all, 99)
		s.Throughput = float64(len(all)) / elapsed.Seconds()
	}
	return s
}

// percentile is the nearest-rank percentile of sorted durations.
func percentile(sorted []time.Duration, p int) time.Duration {
	rank := (p*len(sorted) + 99) / 100 // ceil(p/100 * n)
	if rank < 1 {
		rank = 1
	}
	return sorted[rank-1]
}

// httpDo returns a Do that sends method path body to base with client and reads the whole
// answer.
func httpDo(client *http.Client, method, url string, body func(worker, i int) []byte, contentType string) Do {
	return func(ctx context.Context, w, i int) (int, error) {
		var rd io.Reader
		if body != nil {
			rd = bytes.NewReader(body(w, i))
		}
		req, err := http.NewRequestWithContext(ctx, method, url, rd)
		if err != nil {
			return 0, err
		}
		if body != nil {
			req.Header.Set("Content-Type", contentType)
		}
		res, err := client.Do(req)
		if err != nil {
			return 0, err
		}
		_, err = io.Copy(io.Discard, res.Body)
		res.Body.Close()
		return res.StatusCode, err
	}
}

// newHTTPClient is the load generator's client: keep-alive connections for every worker.
func newHTTPClient(timeout time.Duration) *http.Client {
	tr := http.DefaultTransport.(*http.Transport).Clone()
	tr.MaxIdleConns, tr.MaxIdleConnsPerHost = 512, 512
	tr.Proxy = nil // loopback only
	return &http.Client{Timeout: timeout, Transport: tr}
}

// median of values (the mean of the middle two for an even count).
func median(v []float64) float64 {
	if len(v) == 0 {
		return 0
	}
	s := slices.Clone(v)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}
