package api

import (
	"context"
	"fmt"
	"math"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/labstack/echo/v4"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/tradeprep/tradeprep/internal/service/history"
	"github.com/tradeprep/tradeprep/internal/service/limit"
)

// GET /api/events?address=&after=&limit= is an account's events as the event index recorded
// them (the Vault's events of its positions, once confirmed), each with the account's sequence
// number as its id: 1, 2, 3, ..., never repeated, never skipped. A reorg deeper than the
// confirmations does not take an event back: it marks it removed and adds a "removed" event
// that names it, with the next id.
//
// Asked with Accept: text/event-stream it is a Server-Sent Events stream: every event after
// `after` (or after the Last-Event-ID header, which wins: an EventSource sends it when it
// reconnects), then each new one as the index records it, a comment line as a heartbeat when
// nothing happens, until the client leaves or the service drains (the client then reconnects,
// to any replica, with its Last-Event-ID, and misses nothing). Otherwise it is one JSON page
// of at most limit events.
//
// Choices: an id past the account's last event (from the future) is a 400, not an empty wait;
// a client (keyed as the rate limiter keys it: its address through the trusted proxies, an IPv6
// address by its /64) may hold at most Options.MaxStreamsPerClient streams (429
// TOO_MANY_STREAMS past it: the client's own doing, which it should not retry blindly); the
// replica at most Options.MaxStreams in all (503 BUSY past it, with Retry-After, as when every
// simulation slot is taken: the replica is at capacity, and a client reconnects later or to
// another replica).

// EventLog is the event index the API reads (internal/index/eventdb.DB, read as history.Event).
type EventLog interface {
	Events(ctx context.Context, account common.Address, after uint64, limit int) ([]history.Event, error)
	LastAccountSeq(ctx context.Context, account common.Address) (uint64, error)
	history.Orders // for a cancel's sentence: the order's prices
	// Cursor is the last block the index recorded of the chain (nil before the first): what a
	// read's minBlock waits for.
	Cursor(ctx context.Context, chainID uint64) (*history.Block, error)
}

// Event stream defaults.
const (
	DefaultEventsLimit         = 100
	DefaultStreamPoll          = 500 * time.Millisecond
	DefaultStreamHeartbeat     = 15 * time.Second
	DefaultMaxStreamsPerClient = 4
	DefaultMaxStreams          = 256
)

// Which cap refused a stream: the label of tradeprep_event_streams_refused_total.
const (
	capClient  = "client"
	capReplica = "replica"
)

// streams counts the open event streams: in all, and per client, keyed as the rate limiter keys
// it (limit.ClientKeyOf of the client address through the trusted proxies: an IPv4 address, an IPv6
// /64), so that the addresses of one /64 are one client here as they are there.
type streams struct {
	mu        sync.Mutex
	open      map[limit.ClientKey]int
	total     int
	perClient int // streams one client may hold
	max       int // streams the replica may hold, all clients together
	refused   *prometheus.CounterVec
}

func newStreams(perClient, max int) *streams {
	s := &streams{open: map[limit.ClientKey]int{}, perClient: perClient, max: max,
		refused: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: "tradeprep", Subsystem: "event_streams", Name: "refused_total",
			Help: "Event streams refused, by the cap that refused them: client (429 TOO_MANY_STREAMS) or replica (503 BUSY).",
		}, []string{"cap"})}
	s.refused.WithLabelValues(capClient)
	s.refused.WithLabelValues(capReplica)
	return s
}

// take opens a stream of the client, or says which cap refuses it ("" when none does): the
// client's first, since a client at its own cap is refused whatever the replica holds.
func (s *streams) take(client limit.ClientKey) (refusedBy string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case s.open[client] >= s.perClient:
		refusedBy = capClient
	case s.total >= s.max:
		refusedBy = capReplica
	default:
		s.open[client]++
		s.total++
		return ""
	}
	s.refused.WithLabelValues(refusedBy).Inc()
	return refusedBy
}

func (s *streams) give(client limit.ClientKey) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.total--
	if s.open[client]--; s.open[client] <= 0 {
		delete(s.open, client)
	}
}

// count is the number of open streams.
func (s *streams) count() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.total
}

// collectors are the streams' series: tradeprep_event_streams_open and
// tradeprep_event_streams_refused_total{cap}.
func (s *streams) collectors() []prometheus.Collector {
	return []prometheus.Collector{
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Namespace: "tradeprep", Subsystem: "event_streams", Name: "open",
			Help: "Event streams (GET /api/events as Server-Sent Events) open on this replica.",
		}, func() float64 { return float64(s.count()) }),
		s.refused,
	}
}

func wantsStream(c echo.Context) bool {
	return strings.Contains(c.Request().Header.Get(echo.HeaderAccept), "text/event-stream")
}

func (s *Server) eventsHandler(c echo.Context) error {
	account, err := s.accountQuery(c)
	if err != nil {
		return err
	}
	after, err := uintQuery(c, "after", 0, math.MaxInt64, 0)
	if err != nil {
		return err
	}
	field := "after"
	if id := c.Request().Header.Get("Last-Event-ID"); id != "" {
		v, perr := strconv.ParseUint(id, 10, 64)
		if perr != nil || !isDecimalDigits(id) || v > math.MaxInt64 {
			return invalid("Last-Event-ID", "Last-Event-ID must be an event id this stream sent (a decimal integer)")
		}
		after, field = v, "Last-Event-ID"
	}
	minBlock, err := minBlockQuery(c)
	if err != nil {
		return err
	}
	if s.events == nil { // after the parameters: bad input is a 400 whatever the service runs with
		return noEventIndex(c)
	}
	if err := s.indexReached(c, minBlock); err != nil {
		return err
	}
	ctx := c.Request().Context()
	last, err := s.events.LastAccountSeq(ctx, account)
	if err != nil {
		return indexDown(c, err)
	}
	if after > last {
		if s.catchingUp != nil && s.catchingUp() {
			c.Response().Header().Set("Retry-After", "1")
			return &Error{Status: http.StatusServiceUnavailable, Code: CodeUpstream,
				Message: fmt.Sprintf("%s is %d but the event index, catching up with the chain, has recorded %d events of this account so far; try again shortly", field, after, last)}
		}
		return invalid(field, "%s is %d but the account's last event is %d: an id this service never sent", field, after, last)
	}
	if !wantsStream(c) {
		limit, err := uintQuery(c, "limit", 1, history.MaxPage, DefaultEventsLimit)
		if err != nil {
			return err
		}
		evs, err := s.events.Events(ctx, account, after, int(limit))
		if err != nil {
			return indexDown(c, err)
		}
		words, err := history.Describe(ctx, s.events, evs)
		if err != nil {
			return indexDown(c, err)
		}
		page := eventPage{Address: account.Hex(), Events: make([]streamEvent, 0, len(evs)), Last: strconv.FormatUint(last, 10)}
		for i, e := range evs {
			page.Events = append(page.Events, streamEventOf(e, words[i]))
		}
		return c.JSON(http.StatusOK, page)
	}
	if _, ok := c.QueryParams()["limit"]; ok {
		return invalid("limit", "limit pages the JSON answer; a stream sends every event")
	}
	client := limit.ClientKeyOf(clientAddr(c))
	switch s.streams.take(client) {
	case capClient:
		c.Response().Header().Set("Retry-After", "5")
		return &Error{Status: http.StatusTooManyRequests, Code: CodeTooManyStreams,
			Message: fmt.Sprintf("a client (an IPv4 address, an IPv6 /64) may hold at most %d event streams", s.streams.perClient)}
	case capReplica:
		c.Response().Header().Set("Retry-After", "5")
		return &Error{Status: http.StatusServiceUnavailable, Code: CodeBusy,
			Message: fmt.Sprintf("this replica serves as many event streams as it may (%d); try again shortly", s.streams.max)}
	}
	defer s.streams.give(client)
	return s.stream(c, account, after)
}

// stream writes the account's events after the id, then new ones, until the client leaves or
// the service drains.
func (s *Server) stream(c echo.Context, account common.Address, after uint64) error {
	w := c.Response()
	// the server's write time-out bounds a response, and a stream is one long response
	_ = http.NewResponseController(w.Writer).SetWriteDeadline(time.Time{})
	w.Header().Set(echo.HeaderContentType, "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	if _, err := fmt.Fprint(w, "retry: 1000\n\n"); err != nil {
		return nil
	}
	w.Flush()
	ctx := c.Request().Context()
	lastWrite := time.Now()
	var wake chan struct{} // nil without the replica's reader: then the stream reads every poll
	if s.hub != nil {
		var cancel func()
		wake, cancel = s.hub.subscribe(account) // before the first read: nothing after it is missed
		defer cancel()
	}
	for read := true; ; {
		if read {
			wrote, more, done := s.streamRead(ctx, w, account, &after)
			if done {
				return nil
			}
			if wrote {
				lastWrite = time.Now()
			}
			if more {
				continue // a whole page: read on at once
			}
			read = false
		}
		if time.Since(lastWrite) >= s.streamHeartbeat {
			if _, err := fmt.Fprint(w, ": heartbeat\n\n"); err != nil {
				return nil
			}
			w.Flush()
			lastWrite = time.Now()
		}
		if s.draining != nil && s.draining() {
			return nil
		}
		select {
		case <-ctx.Done():
			return nil
		case <-wake:
			read = true
		case <-time.After(s.streamPoll):
			read = wake == nil
		}
	}
}

// streamRead writes the account's events after *after (moving it on) and flushes them: wrote
// when there were any, more when a whole page came (read again at once), done when the stream
// must end (the client left, or the index did not answer: the client reconnects with its
// Last-Event-ID).
func (s *Server) streamRead(ctx context.Context, w *echo.Response, account common.Address, after *uint64) (wrote, more, done bool) {
	evs, err := s.events.Events(ctx, account, *after, history.MaxPage)
	var words []string
	if err == nil {
		words, err = history.Describe(ctx, s.events, evs)
	}
	if err != nil {
		if ctx.Err() == nil {
			s.log.Warn("event stream: the index did not answer", "err", err.Error())
		}
		return false, false, true
	}
	for i, e := range evs {
		if err := writeEvent(w, e, words[i]); err != nil {
			return false, false, true
		}
		*after = e.AccountSeq
	}
	if len(evs) > 0 {
		w.Flush()
	}
	return len(evs) > 0, len(evs) == history.MaxPage, false
}

func writeEvent(w *echo.Response, e history.Event, words string) error {
	data, err := encodeJSON(streamEventOf(e, words))
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "id: %d\nevent: %s\ndata: %s\n\n", e.AccountSeq, e.Kind, data)
	return err
}

// noEventIndex is the answer of the event index's routes on a service that runs without one.
func noEventIndex(c echo.Context) error {
	c.Response().Header().Set("Retry-After", "60")
	return &Error{Status: http.StatusServiceUnavailable, Code: CodeNoEventIndex, Message: "this service runs without an event index"}
}

// indexDown is the answer when the event index does not answer: 503, try again shortly.
func indexDown(c echo.Context, err error) error {
	if c.Request().Context().Err() != nil {
		return err
	}
	c.Response().Header().Set("Retry-After", "5")
	return &Error{Status: http.StatusServiceUnavailable, Code: CodeUpstream, Message: "the event index did not answer; try again shortly"}
}
