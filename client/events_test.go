package client_test

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/app"
	"github.com/tradeprep/tradeprep/internal/tooling/apitest"
	"github.com/tradeprep/tradeprep/internal/tooling/loopback"
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

// replica is `tradeprep serve` run in-process against a devnet's chains, as one more replica
// of the API would be: its own event index (an in-memory SQLite its follower fills from the
// chain, every event under the same id as on any other replica), no drain period.
type replica struct {
	cancel   context.CancelFunc
	done     chan error
	out, log apitest.LogBuffer
	once     sync.Once
}

// startReplica serves a replica on listen until stop or the end of the test.
func startReplica(t *testing.T, d *devnet, listen string) *replica {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	r := &replica{cancel: cancel, done: make(chan error, 1)}
	args := []string{"serve", "--listen", listen, "--rpc-url", d.dest, "--manifest", d.manifestPath,
		"--source-rpc", fmt.Sprintf("%d=%s", embedded.SourceChainID, d.source),
		"--confirmations", "0", "--follow-interval", "100ms", "--drain-period", "0s", "--log-level", "warn"}
	go func() { r.done <- app.Run(ctx, args, func(string) string { return "" }, &r.out, &r.log) }()
	t.Cleanup(func() { r.stop(t) })
	deadline := time.Now().Add(60 * time.Second)
	for !strings.Contains(r.out.String(), "tradeprep: serving on http://"+listen) {
		select {
		case err := <-r.done:
			r.done <- err
			t.Fatalf("the replica on %s ended early: %v\n%s\n%s", listen, err, r.out.String(), r.log.String())
		case <-time.After(50 * time.Millisecond):
		}
		require.True(t, time.Now().Before(deadline), "the replica is not serving within 60s:\n%s", r.log.String())
	}
	return r
}

// stop stops the replica as SIGTERM would and requires a clean stop.
func (r *replica) stop(t *testing.T) {
	t.Helper()
	r.once.Do(func() {
		r.cancel()
		select {
		case err := <-r.done:
			require.NoError(t, err, r.log.String())
		case <-time.After(30 * time.Second):
			t.Error("the replica did not stop within 30s")
		}
	})
}

// devnetTrader opens and closes positions of demo account 0 on a devnet, through its API.
type devnetTrader struct {
	t    *testing.T
	ctx  context.Context
	c    *client.ClientWithResponses
	dest *ethclient.Client
	key  *ecdsa.PrivateKey
	user string
}

// send signs and sends a prepared transaction, then runs a keeper round that must have done
// what want says to the position.
func (tr *devnetTrader) send(prepared client.Transaction, id string, want func(*client.DevKeeperResponse) []string) {
	tr.t.Helper()
	signAndSend(tr.t, tr.ctx, tr.dest, tr.key, prepared)
	round, err := tr.c.DevRunKeeperWithResponse(tr.ctx, client.DevRunKeeperJSONRequestBody{})
	require.NoError(tr.t, err)
	require.NotNil(tr.t, round.JSON200, string(round.Body))
	require.Equal(tr.t, []string{id}, want(round.JSON200))
}

// open sends a market long and has the keeper fill it: OrderCreated, then PositionIncreased
// with the events the fill's transaction adds.
func (tr *devnetTrader) open() string {
	tr.t.Helper()
	res, err := tr.c.NewPositionWithResponse(tr.ctx, client.NewPositionRequest{Pair: 1, IsLong: true,
		OrderType: client.NewPositionRequestOrderTypeMarket, Margin: ptr("100"), Size: ptr("1000"),
		MaxAcceptablePrice: ptr("98000"), SlippagePercent: ptr("100"), UserAddress: tr.user})
	require.NoError(tr.t, err)
	require.NotNil(tr.t, res.JSON200, string(res.Body))
	id := *res.JSON200.Outcome.PositionID
	tr.send(res.JSON200.Transaction, id, func(r *client.DevKeeperResponse) []string { return r.Filled })
	return id
}

// close closes the position in full.
func (tr *devnetTrader) close(id string) {
	tr.t.Helper()
	res, err := tr.c.ClosePositionWithResponse(tr.ctx, client.ClosePositionRequest{PositionID: id, UserAddress: &tr.user})
	require.NoError(tr.t, err)
	require.NotNil(tr.t, res.JSON200, string(res.Body))
	tr.send(res.JSON200.Transaction, id, func(r *client.DevKeeperResponse) []string { return r.Closed })
}

// indexed waits until the devnet's own event index holds n events of kind (the follower reads
// whole blocks in order: every event before them is in too) and returns all its events.
func (tr *devnetTrader) indexed(kind string, n int) []client.AccountEvent {
	tr.t.Helper()
	var all []client.AccountEvent
	require.Eventually(tr.t, func() bool {
		res, err := tr.c.GetEventsWithResponse(tr.ctx, &client.GetEventsParams{Address: tr.user, Limit: ptr(1000)})
		if err != nil || res.JSON200 == nil {
			return false
		}
		all = res.JSON200.Events
		k := 0
		for _, e := range all {
			if e.Kind == kind {
				k++
			}
		}
		return k == n
	}, 30*time.Second, 100*time.Millisecond, "the devnet's index records %d %s", n, kind)
	return all
}

// StreamEvents against the real service: a replica of the API (`tradeprep serve` on a
// devnet's chains) streams an account's events as the devnet's trades make them; the replica
// stops (the service ends the stream) and, while none serves, another trade is made; a new
// replica starts on the same address and the stream resumes with Last-Event-ID: the handler
// gets every event exactly once and in order, the same as the JSON pages, live again after the
// restart. Then the service's 4xx: a Last-Event-ID from the future (400) and a fifth stream of
// one client (429 TOO_MANY_STREAMS), each returned at once, never retried.
func TestStreamEventsAgainstDevnet(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	d := startDevnet(t)
	c, err := client.NewClientWithResponses(d.api)
	require.NoError(t, err)
	dest, err := ethclient.DialContext(ctx, d.dest)
	require.NoError(t, err)
	defer dest.Close()
	key := embedded.DemoKey("account-0")
	tr := &devnetTrader{t: t, ctx: ctx, c: c, dest: dest, key: key, user: crypto.PubkeyToAddress(key.PublicKey).Hex()}

	listen := loopback.Addr(t)
	first := startReplica(t, d, listen)
	log := &streamLog{}
	rc, err := client.NewClientWithResponses("http://"+listen, client.WithHTTPClient(log))
	require.NoError(t, err)
	var rec reconnects
	events := make(chan client.AccountEvent, 1000)
	streamCtx, stopStream := context.WithCancel(ctx)
	defer stopStream()
	streamErr := make(chan error, 1)
	go func() {
		streamErr <- rc.StreamEvents(streamCtx, tr.user, 0, func(e client.AccountEvent) error {
			events <- e
			return nil
		}, &client.StreamOptions{MaxBackoff: time.Second, Reconnect: rec.record})
	}()
	take := func(n int) []client.AccountEvent {
		t.Helper()
		var got []client.AccountEvent
		for len(got) < n {
			select {
			case e := <-events:
				got = append(got, e)
			case err := <-streamErr:
				t.Fatalf("StreamEvents returned %v after %d events of %d", err, len(got), n)
			case <-time.After(30 * time.Second):
				t.Fatalf("the stream handed %d events of %d", len(got), n)
			}
		}
		return got
	}

	// a trade while the first replica streams
	position := tr.open()
	all := tr.indexed("PositionIncreased", 1)
	require.Equal(t, all, take(len(all)), "the stream's events are the page's, in order")
	n1 := len(all)

	// the replica stops: it ends the stream, and while none serves the account trades again
	first.stop(t)
	require.Eventually(t, func() bool {
		causes, _ := rec.get()
		return len(causes) > 0
	}, 10*time.Second, 20*time.Millisecond, "the client sees the stream end")
	second := tr.open()
	all = tr.indexed("PositionIncreased", 2)
	n2 := len(all)
	require.Greater(t, n2, n1)
	require.Empty(t, events, "nothing streams while no replica serves")

	// a new replica on the same address: the client resumes after the last event it had
	startReplica(t, d, listen)
	require.Equal(t, all[n1:], take(n2-n1), "exactly the events made while no replica served")
	// and the stream is live again
	tr.close(position)
	tr.close(second)
	all = tr.indexed("PositionDecreased", 2)
	n3 := len(all)
	require.Equal(t, all[n2:], take(n3-n2))
	select {
	case e := <-events:
		t.Fatalf("an event past the account's last: %+v", e)
	case <-time.After(1500 * time.Millisecond): // three of the service's polls
	}

	require.Equal(t, []string{"", strconv.Itoa(n1)}, log.answered(),
		"one stream from the start, one resumed after the last event of the first")
	for _, r := range log.requests()[1:] {
		require.Equal(t, strconv.Itoa(n1), r.lastEventID, "every reconnection asks for the events after %d", n1)
	}
	causes, waits := rec.get()
	require.ErrorIs(t, causes[0], client.ErrStreamEnded, "the stopping replica ended the stream")
	require.Equal(t, time.Second, waits[0], "the service's retry: 1000")
	for _, cause := range causes[1:] {
		require.NotErrorIs(t, cause, client.ErrStreamEnded, "then no replica answered")
	}
	require.Len(t, causes, len(log.requests())-1, "each request but the first was a reconnection")

	// a Last-Event-ID past the account's last event: 400, returned at once
	before := len(log.requests())
	err = rc.StreamEvents(ctx, tr.user, uint64(n3+5), func(client.AccountEvent) error { return nil }, nil)
	var refused *client.StreamError
	require.ErrorAs(t, err, &refused)
	require.Equal(t, http.StatusBadRequest, refused.StatusCode)
	require.Equal(t, client.ErrorCodeINVALIDFIELD, refused.Body.Code)
	require.Equal(t, "Last-Event-ID", *refused.Body.Field)
	require.Len(t, log.requests(), before+1, "a 4xx is not retried")

	// four streams of one client are the most: the main one and three more, then a fifth
	holders, release := context.WithCancel(ctx)
	held := make(chan error, 3)
	for range 3 {
		go func() {
			held <- rc.StreamEvents(holders, tr.user, uint64(n3), func(client.AccountEvent) error { return nil }, nil)
		}()
	}
	require.Eventually(t, func() bool { return len(log.answered()) == 5 }, 10*time.Second, 20*time.Millisecond)
	before = len(log.requests())
	err = rc.StreamEvents(ctx, tr.user, 0, func(client.AccountEvent) error { return nil }, nil)
	require.ErrorAs(t, err, &refused)
	require.Equal(t, http.StatusTooManyRequests, refused.StatusCode)
	require.Equal(t, client.ErrorCodeTOOMANYSTREAMS, refused.Body.Code)
	require.Equal(t, 5*time.Second, refused.RetryAfter)
	require.Len(t, log.requests(), before+1, "a 429 is not retried")
	release()
	for range 3 {
		require.ErrorIs(t, <-held, context.Canceled)
	}

	stopStream()
	require.ErrorIs(t, <-streamErr, context.Canceled)
}
