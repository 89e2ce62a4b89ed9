package client

import (
	"bufio"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"mime"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// GET /api/events with Accept: text/event-stream is a Server-Sent Events stream, which the
// generated client cannot express (it would read the whole body before returning). StreamEvents
// is the hand-written reader of it: one request through the generated GetEvents (so the
// client's HTTP doer and request editors apply), the SSE parsed as the WHATWG HTML standard
// says, each event's data decoded into the generated AccountEvent, and a new request with
// Last-Event-ID whenever the stream ends, so that the handler sees every event of the account
// after `after` exactly once, in order.

// Stream defaults.
const (
	// DefaultStreamRetry is the wait before a reconnection until the service sends its own
	// (the `retry:` field; tradeprep sends 1 s).
	DefaultStreamRetry = time.Second
	// DefaultStreamMaxBackoff caps the wait after consecutive failures.
	DefaultStreamMaxBackoff = 30 * time.Second
	// DefaultStreamIdleTimeout is how long a connection may stay silent (no event, no heartbeat
	// comment) before it is taken for dead and replaced: four of the service's default 15 s
	// heartbeats.
	DefaultStreamIdleTimeout = time.Minute
	// minStreamRetry floors the service's `retry:` so that a service that ends every stream at
	// once (a draining replica) cannot make the client spin.
	minStreamRetry = 100 * time.Millisecond
	// maxSSELine bounds one line of the stream: an AccountEvent is well under a kilobyte.
	maxSSELine = 1 << 20
)

// ErrStreamEnded is the cause handed to StreamOptions.Reconnect when the service ended the
// stream cleanly (it drains, or restarts): the client reconnects after the retry time.
var ErrStreamEnded = errors.New("the service ended the event stream")

// ErrStreamProtocol is wrapped by the errors StreamEvents returns for a stream it cannot trust:
// an id that is not a decimal integer, data that is not an AccountEvent or whose id differs from
// the event's, a 2xx answer that is not text/event-stream, a line longer than 1 MiB. None is
// retried: a new connection to the same service would send the same.
var ErrStreamProtocol = errors.New("event stream: protocol error")

// StreamError is an answer other than 200 to the stream's request: its status, its Retry-After
// (0 when it sent none) and the one error body (zero when the body was not one). A 4xx is
// returned by StreamEvents at once, never retried: the request itself is wrong (400 for a bad
// address or a Last-Event-ID the service never sent, 429 TOO_MANY_STREAMS when this client holds
// as many streams as it may; waiting RetryAfter and calling again is the caller's choice). A 5xx
// (503 NO_EVENT_INDEX, the index not answering, 503 BUSY from a replica holding as many streams
// as it may) is retried, at Retry-After at the soonest; it reaches the caller only through
// StreamOptions.Reconnect.
type StreamError struct {
	StatusCode int
	RetryAfter time.Duration
	Body       Error
}

func (e *StreamError) Error() string {
	if e.Body.Code != "" {
		return fmt.Sprintf("event stream: %d %s: %s", e.StatusCode, e.Body.Code, e.Body.Error)
	}
	return fmt.Sprintf("event stream: %d %s", e.StatusCode, http.StatusText(e.StatusCode))
}

// EventGapError is returned when an event's id is past the next one expected: the service
// skipped events, which its ids promise never to do, so the stream cannot be resumed exactly.
// (An id at or below the last one handled is a repeat and is skipped, not an error.)
type EventGapError struct {
	Want, Got uint64
}

func (e *EventGapError) Error() string {
	return fmt.Sprintf("event stream: event %d after %d: events %d to %d are missing", e.Got, e.Want-1, e.Want, e.Got-1)
}

// StreamOptions tune StreamEvents; nil or the zero value is the defaults.
type StreamOptions struct {
	// MaxBackoff caps the wait between reconnections after failures (DefaultStreamMaxBackoff).
	MaxBackoff time.Duration
	// IdleTimeout: a connection silent for this long is dropped and replaced
	// (DefaultStreamIdleTimeout); negative: never. Keep it above the service's heartbeat.
	IdleTimeout time.Duration
	// Reconnect, when set, is called before each reconnection with why the last connection
	// ended (ErrStreamEnded, a *StreamError for a 5xx, or the transport's error) and how long
	// the client will wait; an error it returns ends StreamEvents with that error. For logging,
	// or to give up after some failures.
	Reconnect func(cause error, wait time.Duration) error
}

// StreamEvents follows the account's events after the id `after` (0: from the first) over GET
// /api/events as Server-Sent Events and calls handler with each, in order, exactly once: the
// ids are 1, 2, 3, ... with no gap, and each is checked to be the one after the last handled.
// When the service ends the stream (it drains) or the connection drops, StreamEvents waits
// (the service's `retry:` after a clean end; after failures that doubled up to MaxBackoff, with
// jitter, and never less than a 5xx's Retry-After) and reconnects with Last-Event-ID set to the
// last event handled, to the same base URL (behind a load balancer, any replica).
//
// It returns only with an error: the context's when ctx ends, the handler's own error (as
// returned, unwrapped) when it returns one, a *StreamError for a 4xx, an *EventGapError, an
// ErrStreamProtocol error, or the error of StreamOptions.Reconnect. The handler runs on the
// reading goroutine: while it works, the stream waits.
//
// The client's HTTP doer must not time out whole requests (an http.Client with Timeout set
// cuts the stream, which then reconnects, every Timeout).
func (c *Client) StreamEvents(ctx context.Context, address string, after uint64, handler func(AccountEvent) error, opts *StreamOptions) error {
	return streamEvents(ctx, c, address, after, handler, opts)
}

// StreamEvents is Client.StreamEvents through the client's ClientInterface.
func (c *ClientWithResponses) StreamEvents(ctx context.Context, address string, after uint64, handler func(AccountEvent) error, opts *StreamOptions) error {
	return streamEvents(ctx, c.ClientInterface, address, after, handler, opts)
}

func streamEvents(ctx context.Context, c ClientInterface, address string, after uint64, handler func(AccountEvent) error, opts *StreamOptions) error {
	var o StreamOptions
	if opts != nil {
		o = *opts
	}
	if o.MaxBackoff <= 0 {
		o.MaxBackoff = DefaultStreamMaxBackoff
	}
	if o.IdleTimeout == 0 {
		o.IdleTimeout = DefaultStreamIdleTimeout
	}
	s := &eventStream{c: c, address: address, last: after, handler: handler, opts: o, retry: DefaultStreamRetry}
	failures := 0
	for {
		end := s.connect(ctx)
		if end.fatal != nil {
			return end.fatal
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		if end.opened {
			failures = 0 // a connection that was answered 200 starts the count again
		}
		wait := s.retry
		if !errors.Is(end.cause, ErrStreamEnded) {
			failures++
			wait = backoff(s.retry, failures, o.MaxBackoff)
		}
		wait = max(wait, end.retryAfter)
		if o.Reconnect != nil {
			if err := o.Reconnect(end.cause, wait); err != nil {
				return err
			}
		}
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return ctx.Err()
		case <-t.C:
		}
	}
}

// backoff is the wait after the n-th consecutive failure: retry doubled n-1 times, capped,
// then drawn from its upper half so that clients cut off together do not return together.
func backoff(retry time.Duration, n int, limit time.Duration) time.Duration {
	d := retry
	for i := 1; i < n && d < limit; i++ {
		d *= 2
	}
	d = min(d, limit)
	return d/2 + rand.N(d/2+1)
}

// eventStream is one StreamEvents call: what survives its connections.
type eventStream struct {
	c       ClientInterface
	address string
	last    uint64 // the id of the last event handled (or `after`): the next Last-Event-ID
	handler func(AccountEvent) error
	opts    StreamOptions
	retry   time.Duration // the reconnection time, as the service last set it
}

// connEnd is how a connection ended: fatal ends StreamEvents; otherwise cause says why it
// should be replaced, opened whether it had been answered 200, retryAfter the least wait.
type connEnd struct {
	fatal      error
	cause      error
	opened     bool
	retryAfter time.Duration
}

var errIdle = errors.New("event stream: no event and no heartbeat within the idle time-out")

func (s *eventStream) connect(ctx context.Context) connEnd {
	connCtx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	params := &GetEventsParams{Address: s.address}
	if s.last > 0 {
		id := strconv.FormatUint(s.last, 10)
		params.LastEventID = &id
	}
	res, err := s.c.GetEvents(connCtx, params, func(_ context.Context, req *http.Request) error {
		req.Header.Set("Accept", "text/event-stream")
		req.Header.Set("Cache-Control", "no-cache")
		return nil
	})
	if err != nil {
		// net/http's errors are *url.Error, and worth another try; anything else is a request
		// that could not be built (a bad server URL, a request editor's refusal)
		if ue := (*url.Error)(nil); !errors.As(err, &ue) {
			return connEnd{fatal: err}
		}
		return connEnd{cause: err}
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		e := &StreamError{StatusCode: res.StatusCode, RetryAfter: retryAfter(res.Header.Get("Retry-After"))}
		body, _ := io.ReadAll(io.LimitReader(res.Body, 64<<10))
		_ = json.Unmarshal(body, &e.Body) // a body that is not the error body leaves it zero
		if res.StatusCode >= 400 && res.StatusCode < 500 {
			return connEnd{fatal: e}
		}
		if res.StatusCode >= 500 {
			return connEnd{cause: e, retryAfter: e.RetryAfter}
		}
		return connEnd{fatal: fmt.Errorf("%w: status %d", ErrStreamProtocol, res.StatusCode)}
	}
	if mt, _, _ := mime.ParseMediaType(res.Header.Get("Content-Type")); mt != "text/event-stream" {
		return connEnd{fatal: fmt.Errorf("%w: a 200 of Content-Type %q, not text/event-stream", ErrStreamProtocol, res.Header.Get("Content-Type"))}
	}

	var idle *time.Timer
	if s.opts.IdleTimeout > 0 {
		idle = time.AfterFunc(s.opts.IdleTimeout, func() { cancel(errIdle) })
		defer idle.Stop()
	}
	p := newSSEParser(res.Body)
	for {
		ev, err := p.next(func() {
			if idle != nil {
				idle.Reset(s.opts.IdleTimeout)
			}
		})
		if p.retry >= 0 {
			s.retry = max(p.retry, minStreamRetry)
		}
		if err != nil {
			switch {
			case ctx.Err() != nil:
				return connEnd{fatal: ctx.Err(), opened: true}
			case errors.Is(err, ErrStreamProtocol):
				return connEnd{fatal: err, opened: true}
			case errors.Is(err, io.EOF):
				return connEnd{cause: ErrStreamEnded, opened: true}
			case context.Cause(connCtx) == errIdle:
				return connEnd{cause: errIdle, opened: true}
			}
			return connEnd{cause: err, opened: true}
		}
		if err := s.deliver(ev); err != nil {
			return connEnd{fatal: err, opened: true}
		}
	}
}

// deliver checks one event's id against the last handled and hands it to the handler: the
// next id is handled, a repeat skipped, anything else an error.
func (s *eventStream) deliver(ev sseEvent) error {
	if !ev.hasID || !isDigits(ev.id) {
		return fmt.Errorf("%w: event id %q is not a decimal integer", ErrStreamProtocol, ev.id)
	}
	id, err := strconv.ParseUint(ev.id, 10, 64)
	if err != nil {
		return fmt.Errorf("%w: event id %q: %v", ErrStreamProtocol, ev.id, err)
	}
	switch {
	case id <= s.last:
		return nil // a repeat: handled already
	case id != s.last+1:
		return &EventGapError{Want: s.last + 1, Got: id}
	}
	var e AccountEvent
	if err := json.Unmarshal([]byte(ev.data), &e); err != nil {
		return fmt.Errorf("%w: event %d: data is not an AccountEvent: %v", ErrStreamProtocol, id, err)
	}
	if e.ID != ev.id {
		return fmt.Errorf("%w: event %d carries data of event %q", ErrStreamProtocol, id, e.ID)
	}
	if err := s.handler(e); err != nil {
		return err
	}
	s.last = id
	return nil
}

func isDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// retryAfter reads a Retry-After header: seconds or an HTTP date; 0 when absent or unreadable.
func retryAfter(v string) time.Duration {
	if v == "" {
		return 0
	}
	if n, err := strconv.ParseUint(v, 10, 32); err == nil {
		return time.Duration(n) * time.Second
	}
	if t, err := http.ParseTime(v); err == nil {
		return max(time.Until(t), 0)
	}
	return 0
}

// sseEvent is one dispatched event: its data (the data lines joined by LF), its type and the
// stream's last event id when it was dispatched; hasID says whether the event set that id
// itself (tradeprep's events all do: one without is refused, never taken for a repeat).
type sseEvent struct {
	id, kind, data string
	hasID          bool
}

// sseParser reads Server-Sent Events as the WHATWG HTML standard's "interpreting an event
// stream" says: lines end in CRLF, LF or CR; a leading BOM is dropped; a line starting with a
// colon is a comment; a field's value loses one leading space; data lines accumulate; an empty
// line dispatches the event if it has data; an id with a NUL is ignored; retry takes only
// digits; an unknown field is ignored; an event cut off by the end of the stream is dropped.
type sseParser struct {
	r      *bufio.Reader
	line   []byte
	skipLF bool // the last line ended in CR: an LF next is its end, not an empty line
	bom    bool // the BOM has been looked for
	lastID string
	// retry is the reconnection time the last `retry:` field set; -1 until one does.
	retry time.Duration
}

func newSSEParser(r io.Reader) *sseParser {
	return &sseParser{r: bufio.NewReader(r), retry: -1}
}

// next returns the next dispatched event; seen is called after every line (events and
// comments alike prove the connection alive). At the end of the stream it returns io.EOF when
// the stream ended between lines, else the reader's error.
func (p *sseParser) next(seen func()) (sseEvent, error) {
	var data strings.Builder
	var kind string
	hasData, ownID := false, false
	for {
		line, err := p.readLine()
		if err != nil {
			return sseEvent{}, err
		}
		seen()
		if line == "" {
			if !hasData {
				kind, ownID = "", false
				continue
			}
			return sseEvent{id: p.lastID, hasID: ownID, kind: cmp.Or(kind, "message"), data: strings.TrimSuffix(data.String(), "\n")}, nil
		}
		if line[0] == ':' {
			continue // a comment: the service's heartbeat
		}
		field, value, found := strings.Cut(line, ":")
		if found {
			value = strings.TrimPrefix(value, " ")
		}
		switch field {
		case "event":
			kind = value
		case "data":
			data.WriteString(value)
			data.WriteByte('\n')
			hasData = true
		case "id":
			if !strings.ContainsRune(value, 0) {
				p.lastID, ownID = value, true
			}
		case "retry":
			if isDigits(value) {
				if ms, err := strconv.ParseInt(value, 10, 64); err == nil && ms <= int64(time.Hour/time.Millisecond) {
					p.retry = time.Duration(ms) * time.Millisecond
				}
			}
		}
	}
}

// readLine returns the next line without its end. A line cut off by the end of the stream is
// not a line: the error is returned instead (io.EOF only when nothing of a line was read).
func (p *sseParser) readLine() (string, error) {
	p.line = p.line[:0]
	for {
		b, err := p.r.ReadByte()
		if err != nil {
			if err == io.EOF && len(p.line) > 0 {
				err = io.ErrUnexpectedEOF
			}
			return "", err
		}
		if p.skipLF {
			p.skipLF = false
			if b == '\n' {
				continue
			}
		}
		switch b {
		case '\n':
			return p.text()
		case '\r':
			p.skipLF = true
			return p.text()
		}
		if len(p.line) >= maxSSELine {
			return "", fmt.Errorf("%w: a line longer than %d bytes", ErrStreamProtocol, maxSSELine)
		}
		p.line = append(p.line, b)
	}
}

func (p *sseParser) text() (string, error) {
	line := p.line
	if !p.bom {
		p.bom = true
		line = []byte(strings.TrimPrefix(string(line), "\uFEFF"))
	}
	return string(line), nil
}
