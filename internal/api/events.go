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

	"github.com/tradeprep/tradeprep/internal/eventdb"
	"github.com/tradeprep/tradeprep/internal/history"
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
// a client may hold at most Options.MaxStreamsPerClient streams (429 TOO_MANY_STREAMS past it).

// EventLog is the event index the API reads (internal/eventdb.DB).
type EventLog interface {
	Events(ctx context.Context, account common.Address, after uint64, limit int) ([]eventdb.Event, error)
	LastAccountSeq(ctx context.Context, account common.Address) (uint64, error)
	history.Orders // for a cancel's sentence: the order's prices
}

// Event stream defaults.
const (
	DefaultEventsLimit         = 100
	DefaultStreamPoll          = 500 * time.Millisecond
	DefaultStreamHeartbeat     = 15 * time.Second
	DefaultMaxStreamsPerClient = 4
	// CodeTooManyStreams: the client holds as many event streams as it may.
	CodeTooManyStreams = "TOO_MANY_STREAMS"
	// CodeNoEventIndex: the service runs without an event index.
	CodeNoEventIndex = "NO_EVENT_INDEX"
)

// streams counts the open event streams of each client.
type streams struct {
	mu   sync.Mutex
	open map[string]int
	max  int
}

func (s *streams) take(client string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.open[client] >= s.max {
		return false
	}
	s.open[client]++
	return true
}

func (s *streams) give(client string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.open[client]--; s.open[client] <= 0 {
		delete(s.open, client)
	}
}

func wantsStream(c echo.Context) bool {
	return strings.Contains(c.Request().Header.Get(echo.HeaderAccept), "text/event-stream")
}

func (s *Server) eventsHandler(c echo.Context) error {
	if s.events == nil {
		return noEventIndex(c)
	}
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
		limit, err := uintQuery(c, "limit", 1, eventdb.MaxPage, DefaultEventsLimit)
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
	client := c.RealIP()
	if !s.streams.take(client) {
		c.Response().Header().Set("Retry-After", "5")
		return &Error{Status: http.StatusTooManyRequests, Code: CodeTooManyStreams,
			Message: fmt.Sprintf("a client may hold at most %d event streams", s.streams.max)}
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
	for {
		evs, err := s.events.Events(ctx, account, after, eventdb.MaxPage)
		var words []string
		if err == nil {
			words, err = history.Describe(ctx, s.events, evs)
		}
		if err != nil {
			if ctx.Err() == nil {
				s.log.Warn("event stream: the index did not answer", "err", err.Error())
			}
			return nil // the client reconnects with its Last-Event-ID
		}
		for i, e := range evs {
			if err := writeEvent(w, e, words[i]); err != nil {
				return nil
			}
			after = e.AccountSeq
		}
		if len(evs) > 0 {
			w.Flush()
			lastWrite = time.Now()
			if len(evs) == eventdb.MaxPage {
				continue
			}
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
		case <-time.After(s.streamPoll):
		}
	}
}

func writeEvent(w *echo.Response, e eventdb.Event, words string) error {
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
