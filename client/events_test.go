package client_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
)

// streamLog is the stream's HTTP doer: a real http.Client without a time-out (a stream is
// one long response), remembering each request's Last-Event-ID and the status it got.
type streamLog struct {
	mu   sync.Mutex
	reqs []streamReq
}

type streamReq struct {
	lastEventID string
	status      int // 0: no answer
}

func (l *streamLog) Do(req *http.Request) (*http.Response, error) {
	res, err := http.DefaultClient.Do(req)
	r := streamReq{lastEventID: req.Header.Get("Last-Event-ID")}
	if err == nil {
		r.status = res.StatusCode
	}
	l.mu.Lock()
	l.reqs = append(l.reqs, r)
	l.mu.Unlock()
	return res, err
}

func (l *streamLog) requests() []streamReq {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]streamReq(nil), l.reqs...)
}

// answered is the Last-Event-ID of each request answered 200, in order.
func (l *streamLog) answered() []string {
	var ids []string
	for _, r := range l.requests() {
		if r.status == http.StatusOK {
			ids = append(ids, r.lastEventID)
		}
	}
	return ids
}

// reconnects records what StreamOptions.Reconnect was told.
type reconnects struct {
	mu     sync.Mutex
	causes []error
	waits  []time.Duration
}

func (r *reconnects) record(cause error, wait time.Duration) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.causes, r.waits = append(r.causes, cause), append(r.waits, wait)
	return nil
}

func (r *reconnects) get() ([]error, []time.Duration) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]error(nil), r.causes...), append([]time.Duration(nil), r.waits...)
}

func sseData(id int) string {
	return fmt.Sprintf(`{"id":"%d","kind":"OrderCreated","chainId":1,"blockNumber":%d,"blockHash":"0x%064x","timestamp":0,"txHash":"0x%064x","logIndex":0,"removed":false,"fields":{}}`, id, id, id, id)
}

func sseEvent(id int) string {
	return fmt.Sprintf("id: %d\nevent: OrderCreated\ndata: %s\n\n", id, sseData(id))
}

// StreamEvents' reconnection rules against a loopback server that speaks SSE text written
// here, one script per connection (the parser's and the client's edge cases, which the real
// service does not produce on demand; the real service is TestStreamEventsAgainstDevnet's):
// the service's retry honoured after a clean end, a repeat skipped, a 503's Retry-After
// waited, a connection cut in the middle of an event and a silent one replaced, each time with
// the Last-Event-ID of the last event handled, and a gap refused.
func TestStreamEventsReconnects(t *testing.T) {
	var conns atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Accept") != "text/event-stream" || r.URL.Query().Get("address") != "0xabc" {
			http.Error(w, "not a stream request", http.StatusTeapot)
			return
		}
		n := conns.Add(1)
		if n == 2 {
			w.Header().Set("Retry-After", "1")
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusServiceUnavailable)
			_, _ = io.WriteString(w, `{"error":"the event index did not answer; try again shortly","code":"UPSTREAM_ERROR"}`)
			return
		}
		w.Header().Set("Content-Type", "text/event-stream; charset=utf-8")
		w.WriteHeader(http.StatusOK)
		switch n {
		case 1: // two events and a repeat of the second, then a clean end
			_, _ = io.WriteString(w, "retry: 150\n\n"+sseEvent(1)+sseEvent(2)+sseEvent(2))
		case 3: // one event, then cut in the middle of the next
			_, _ = io.WriteString(w, sseEvent(3)+"id: 4\ndata: {\"id\":")
			w.(http.Flusher).Flush()
			panic(http.ErrAbortHandler)
		case 4: // two events (the first as multi-line data), then silence
			_, _ = io.WriteString(w, "id: 4\ndata: "+strings.Replace(sseData(4), ",", ",\ndata: ", 1)+"\n\n: heartbeat\n\n"+sseEvent(5))
			w.(http.Flusher).Flush()
			<-r.Context().Done()
		default: // a gap
			_, _ = io.WriteString(w, sseEvent(7))
		}
	}))
	defer srv.Close()

	log := &streamLog{}
	c, err := client.NewClientWithResponses(srv.URL, client.WithHTTPClient(log))
	require.NoError(t, err)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var got []string
	var rec reconnects
	err = c.StreamEvents(ctx, "0xabc", 0, func(e client.AccountEvent) error {
		got = append(got, e.ID)
		return nil
	}, &client.StreamOptions{IdleTimeout: 300 * time.Millisecond, Reconnect: rec.record})

	var gap *client.EventGapError
	require.ErrorAs(t, err, &gap)
	require.Equal(t, client.EventGapError{Want: 6, Got: 7}, *gap)
	require.Equal(t, []string{"1", "2", "3", "4", "5"}, got, "each event once, in order")
	require.Equal(t, []streamReq{{"", 200}, {"2", 503}, {"2", 200}, {"3", 200}, {"5", 200}}, log.requests(),
		"each reconnection resumes after the last event handled")

	causes, waits := rec.get()
	require.Len(t, causes, 4)
	require.ErrorIs(t, causes[0], client.ErrStreamEnded)
	require.Equal(t, 150*time.Millisecond, waits[0], "the service's retry, after a clean end")
	var unavailable *client.StreamError
	require.ErrorAs(t, causes[1], &unavailable)
	require.Equal(t, http.StatusServiceUnavailable, unavailable.StatusCode)
	require.Equal(t, client.ErrorCodeUPSTREAMERROR, unavailable.Body.Code)
	require.Equal(t, time.Second, waits[1], "the 503's Retry-After, over the backoff")
	require.ErrorIs(t, causes[2], io.ErrUnexpectedEOF, "cut in the middle of an event")
	require.NotErrorIs(t, causes[2], client.ErrStreamEnded)
	require.Contains(t, causes[3].Error(), "idle time-out")
	for _, w := range waits[2:] {
		require.GreaterOrEqual(t, w, 75*time.Millisecond, "half the retry at the least")
		require.LessOrEqual(t, w, 150*time.Millisecond, "a failure after an answered connection waits the retry")
	}
}

// What ends StreamEvents at once: a 4xx (no retry), data that is not an AccountEvent, a 2xx
// that is not a stream, the handler's error, the context.
func TestStreamEventsStops(t *testing.T) {
	var script atomic.Value
	var conns atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		conns.Add(1)
		script.Load().(func(http.ResponseWriter, *http.Request))(w, r)
	}))
	defer srv.Close()
	c, err := client.NewClientWithResponses(srv.URL)
	require.NoError(t, err)
	stream := func(s func(http.ResponseWriter, *http.Request), handler func(client.AccountEvent) error, timeout time.Duration) error {
		script.Store(s)
		conns.Store(0)
		ctx, cancel := context.WithTimeout(context.Background(), timeout)
		defer cancel()
		return c.StreamEvents(ctx, "0xabc", 3, handler, &client.StreamOptions{Reconnect: func(cause error, _ time.Duration) error {
			return fmt.Errorf("reconnect after %w", cause)
		}})
	}
	sse := func(body string) func(http.ResponseWriter, *http.Request) {
		return func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Type", "text/event-stream")
			_, _ = io.WriteString(w, body)
		}
	}
	keep := func(client.AccountEvent) error { return nil }

	err = stream(func(w http.ResponseWriter, r *http.Request) {
		require.Equal(t, "3", r.Header.Get("Last-Event-ID"), "after is sent as the Last-Event-ID")
		w.Header().Set("Retry-After", "5")
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusTooManyRequests)
		_, _ = io.WriteString(w, `{"error":"a client may hold at most 4 event streams","code":"TOO_MANY_STREAMS"}`)
	}, keep, 10*time.Second)
	var refused *client.StreamError
	require.ErrorAs(t, err, &refused)
	require.Equal(t, client.StreamError{StatusCode: 429, RetryAfter: 5 * time.Second,
		Body: client.Error{Error: "a client may hold at most 4 event streams", Code: client.ErrorCodeTOOMANYSTREAMS}}, *refused)
	require.Equal(t, int32(1), conns.Load(), "a 4xx is not retried")

	err = stream(sse(sseEvent(4)+"id: 5\ndata: {\"id\":\"6\"}\n\n"), keep, 10*time.Second)
	require.ErrorIs(t, err, client.ErrStreamProtocol)
	require.ErrorContains(t, err, `event 5 carries data of event "6"`)
	err = stream(sse("id: five\ndata: {}\n\n"), keep, 10*time.Second)
	require.ErrorIs(t, err, client.ErrStreamProtocol)
	err = stream(sse("data: "+sseData(4)+"\n\n"), keep, 10*time.Second)
	require.ErrorContains(t, err, "is not a decimal integer", "an event without an id")
	err = stream(func(w http.ResponseWriter, _ *http.Request) { _, _ = io.WriteString(w, `{"events":[]}`) }, keep, 10*time.Second)
	require.ErrorIs(t, err, client.ErrStreamProtocol, "a JSON page is not a stream")
	require.Equal(t, int32(1), conns.Load())

	stop := errors.New("enough")
	var seen []string
	err = stream(sse(sseEvent(4)+sseEvent(5)+sseEvent(6)), func(e client.AccountEvent) error {
		seen = append(seen, e.ID)
		if e.ID == "5" {
			return stop
		}
		return nil
	}, 10*time.Second)
	require.Equal(t, stop, err, "the handler's error, as returned")
	require.Equal(t, []string{"4", "5"}, seen)

	err = stream(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		w.WriteHeader(200)
		w.(http.Flusher).Flush()
		<-r.Context().Done()
	}, keep, 300*time.Millisecond)
	require.ErrorIs(t, err, context.DeadlineExceeded)

	// the Reconnect hook's error ends it: here at the first clean end
	err = stream(sse(sseEvent(4)), keep, 10*time.Second)
	require.ErrorIs(t, err, client.ErrStreamEnded)
	require.ErrorContains(t, err, "reconnect after")
	require.Equal(t, int32(1), conns.Load())
}
