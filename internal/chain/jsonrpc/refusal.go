package jsonrpc

import (
	stdjson "encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/rpc"
)

// A node may refuse a batch as a whole rather than answer its calls: a hosted provider caps the
// calls of a batch, or the requests of a key per second. It says so by an HTTP status (413, 429,
// with a Retry-After header or not), or by one JSON-RPC error object in place of the array of
// answers. The client keeps what a caller needs to tell these apart by code, never by wording:
// the status and the Retry-After header (HTTPError), the error object's code (RefusedError).

// HTTPError is a non-2xx answer that named a Retry-After: go-ethereum's rpc.HTTPError, which
// errors.As finds through it, and the wait the node asked for. An answer without the header is
// a plain rpc.HTTPError, as go-ethereum's client returns it.
type HTTPError struct {
	rpc.HTTPError
	// RetryAfter is the header's wait (seconds, or an HTTP date from now); 0 when the header
	// named a time already past.
	RetryAfter time.Duration
}

// Unwrap is the rpc.HTTPError.
func (e *HTTPError) Unwrap() error { return e.HTTPError }

// RetryAfterHint is how long the node asked to be left alone (internal/chain/nodes).
func (e *HTTPError) RetryAfterHint() time.Duration { return e.RetryAfter }

// statusError is the error of a non-2xx answer with the Retry-After header value retryAfter.
func statusError(e rpc.HTTPError, retryAfter string) error {
	if d, ok := ParseRetryAfter(retryAfter, time.Now()); ok {
		return &HTTPError{HTTPError: e, RetryAfter: d}
	}
	return e
}

// ParseRetryAfter reads a Retry-After header (RFC 9110 10.2.3): whole seconds, or an HTTP date
// (its distance from now, 0 when past). ok is false for an empty or malformed value.
func ParseRetryAfter(v string, now time.Time) (d time.Duration, ok bool) {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0, false
	}
	if secs, err := strconv.ParseUint(v, 10, 32); err == nil {
		return time.Duration(secs) * time.Second, true
	}
	at, err := http.ParseTime(v)
	if err != nil {
		return 0, false
	}
	return max(0, at.Sub(now)), true
}

// RefusedError is a batch answered with one JSON-RPC error object instead of an array: the
// node refused the batch as a whole (a provider's cap on its calls, a rate limit, ...).
// ErrorCode is the object's code.
type RefusedError struct {
	Err *Error
}

func (e *RefusedError) Error() string {
	return fmt.Sprintf("the node refused the batch: JSON-RPC error %d", e.Err.Code)
}

// ErrorCode is the JSON-RPC code of the refusal (rpc.Error).
func (e *RefusedError) ErrorCode() int { return e.Err.Code }

var _ rpc.Error = (*RefusedError)(nil)

// ErrorOf is the error object of body when body is one JSON-RPC message (an object, not an
// array) with an error member that has a code; nil otherwise. For an answer that is not a
// batch answer, an HTTP error's body included.
func ErrorOf(body []byte) *Error {
	var m struct {
		Error *struct {
			Code    *int   `json:"code"`
			Message string `json:"message"`
			Data    any    `json:"data"`
		} `json:"error"`
	}
	if stdjson.Unmarshal(body, &m) != nil || m.Error == nil || m.Error.Code == nil {
		return nil
	}
	return &Error{Code: *m.Error.Code, Message: m.Error.Message, Data: m.Error.Data}
}
