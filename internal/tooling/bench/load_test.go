package bench

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func msec(n int) time.Duration { return time.Duration(n) * time.Millisecond }

// TestPercentile: nearest rank, ceil(p/100 * n), on known inputs.
func TestPercentile(t *testing.T) {
	hundred := make([]time.Duration, 100)
	for i := range hundred {
		hundred[i] = msec(i + 1)
	}
	require.Equal(t, msec(50), percentile(hundred, 50))
	require.Equal(t, msec(99), percentile(hundred, 99))
	require.Equal(t, msec(100), percentile(hundred, 100))
	require.Equal(t, msec(1), percentile(hundred, 0), "rank is at least 1")

	three := []time.Duration{msec(1), msec(2), msec(3)}
	require.Equal(t, msec(2), percentile(three, 50)) // ceil(1.5) = 2
	require.Equal(t, msec(3), percentile(three, 99)) // ceil(2.97) = 3

	one := []time.Duration{msec(7)}
	require.Equal(t, msec(7), percentile(one, 50))
	require.Equal(t, msec(7), percentile(one, 99))

	twoHundred := make([]time.Duration, 200)
	for i := range twoHundred {
		twoHundred[i] = msec(i + 1)
	}
	require.Equal(t, msec(198), percentile(twoHundred, 99)) // the two slowest of 200 are above p99
	require.Equal(t, msec(100), percentile(twoHundred, 50))
}

func TestMedian(t *testing.T) {
	require.Zero(t, median(nil))
	require.Equal(t, 2.0, median([]float64{3, 1, 2}))
	require.Equal(t, 2.5, median([]float64{4, 1, 3, 2}))
	in := []float64{3, 1, 2}
	median(in)
	require.Equal(t, []float64{3, 1, 2}, in, "median must not sort its input")
}

// TestDrive: closed-loop workers for the duration; every request counted once, by status;
// an unexpected status or an error is a failure; percentiles and throughput come from the
// requests answered.
func TestDrive(t *testing.T) {
	var mu sync.Mutex
	workers := map[int]bool{}
	calls, errs := 0, 0
	do := func(ctx context.Context, w, i int) (int, error) {
		time.Sleep(2 * time.Millisecond)
		mu.Lock()
		defer mu.Unlock()
		workers[w] = true
		calls++
		switch i % 5 {
		case 3:
			return http.StatusInternalServerError, nil
		case 4:
			errs++
			return http.StatusOK, errors.New("short read")
		}
		return http.StatusOK, nil
	}
	const clients = 3
	d := 200 * time.Millisecond
	s := Drive(context.Background(), clients, d, do, http.StatusOK)

	require.Equal(t, clients, s.Clients)
	require.Equal(t, calls, s.Requests, "every request is counted once")
	require.Greater(t, s.Requests, clients*10)
	require.Equal(t, map[int]bool{0: true, 1: true, 2: true}, workers, "worker ids are 0..clients-1")
	total := 0
	for _, n := range s.Statuses {
		total += n
	}
	require.Equal(t, s.Requests, total)
	// a status not in ok (500) fails, and so does an error even with status 200
	require.Positive(t, s.Statuses[http.StatusInternalServerError])
	require.Positive(t, errs)
	require.Equal(t, s.Statuses[http.StatusInternalServerError]+errs, s.Failures)
	require.NotEmpty(t, s.FirstFailure)
	require.GreaterOrEqual(t, s.Elapsed, d)
	require.GreaterOrEqual(t, s.P50, 2*time.Millisecond, "latency includes the request's own time")
	require.GreaterOrEqual(t, s.P99, s.P50)
	require.InDelta(t, float64(s.Requests)/s.Elapsed.Seconds(), s.Throughput, 1e-9)
}

// TestDriveStopsOnCancel: a cancelled context ends the run long before its duration.
func TestDriveStopsOnCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(50*time.Millisecond, cancel)
	began := time.Now()
	s := Drive(ctx, 2, time.Minute, func(context.Context, int, int) (int, error) {
		time.Sleep(time.Millisecond)
		return http.StatusOK, nil
	}, http.StatusOK)
	require.Less(t, time.Since(began), 10*time.Second)
	require.Positive(t, s.Requests)
	require.Zero(t, s.Failures)
}

// TestHTTPDo: the load generator's request sends the method, body and content type asked and
// reads the whole answer; a transport error is status 0.
func TestHTTPDo(t *testing.T) {
	type got struct{ method, ctype, body string }
	seen := make(chan got, 4)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		seen <- got{r.Method, r.Header.Get("Content-Type"), string(b)}
		w.WriteHeader(http.StatusTeapot)
		_, _ = w.Write(make([]byte, 1<<16))
	}))
	defer srv.Close()
	client := newHTTPClient(5 * time.Second)

	post := httpDo(client, http.MethodPost, srv.URL, func(w, i int) []byte { return []byte{byte('a' + w), byte('0' + i)} }, "application/json")
	status, err := post(context.Background(), 1, 2)
	require.NoError(t, err)
	require.Equal(t, http.StatusTeapot, status)
	require.Equal(t, got{http.MethodPost, "application/json", "b2"}, <-seen)

	get := httpDo(client, http.MethodGet, srv.URL, nil, "")
	status, err = get(context.Background(), 0, 0)
	require.NoError(t, err)
	require.Equal(t, http.StatusTeapot, status)
	require.Equal(t, got{http.MethodGet, "", ""}, <-seen)

	srv.Close()
	status, err = get(context.Background(), 0, 0)
	require.Error(t, err)
	require.Zero(t, status)
}

func TestSampleCPUPerRequest(t *testing.T) {
	s := Sample{Requests: 4, CPU: map[string]time.Duration{"service": msec(8)}}
	require.Equal(t, msec(2), s.CPUPerRequest("service"))
	require.Zero(t, s.CPUPerRequest("anvil"))
	require.Zero(t, Sample{}.CPUPerRequest("service"), "no requests: no division by zero")
}
