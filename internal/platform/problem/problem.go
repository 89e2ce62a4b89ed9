// Package problem is the error the domain packages answer with: what kind of problem it is
// (the request asks for something that does not exist, the chain says it would revert, the
// node did not answer, ...), in words fit for the caller, with the field it concerns and the
// decoded revert. It knows nothing of HTTP: internal/service/api maps each Kind to a status.
package problem

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/tradeprep/tradeprep/simulate"
)

// Kind is what went wrong, from the caller's point of view.
type Kind int

// Kinds of problem.
const (
	Invalid     Kind = iota + 1 // a value of the request is wrong
	Unsupported                 // the request is well formed but asks for what is not offered (a chain, a token)
	NotFound                    // what the request names does not exist
	Forbidden                   // the caller may not do this (not the owner)
	Conflict                    // the state of the chain does not allow it now (a closed position, a claimed code)
	Reverted                    // the simulation says the transaction would revert
	Upstream                    // the node failed or answered with an error
	Timeout                     // the node did not answer in time
	Busy                        // every simulation slot stayed taken until the request's deadline
	RateLimited                 // every node's provider rate-limited the service until past the request's deadline
)

// Error is a problem with a request. Code, when set, is a stable machine code that replaces
// the kind's default one; Cause is for the log, never for the caller.
type Error struct {
	Kind    Kind
	Code    string
	Field   string
	Message string
	Revert  *simulate.Revert
	Details Details
	// RetryAfter, when set, is how long the caller should wait before asking again: the state
	// that refuses the request now is expected to change by then (the API's Retry-After).
	RetryAfter time.Duration
	Cause      error
}

func (e *Error) Error() string { return e.Message }
func (e *Error) Unwrap() error { return e.Cause }

// New is an Error of kind k with a formatted message.
func New(k Kind, field, format string, args ...any) *Error {
	return &Error{Kind: k, Field: field, Message: fmt.Sprintf(format, args...)}
}

// Revert is the problem of a simulation that reverts, carrying the decoded revert.
func Revert(rv *simulate.Revert) *Error {
	return &Error{Kind: Reverted, Revert: rv, Message: "the transaction would revert: " + rv.Message}
}

// UpstreamFailure wraps a failure to talk to a node while doing `what`: RateLimited when every
// node was rate-limited (an error with a method RateLimitedFor, as internal/chain/nodes'), with the
// wait as RetryAfter; Timeout when it timed out, Upstream otherwise; a block the node could not answer at, or whose header has no base fee,
// is named in the details.
func UpstreamFailure(what string, err error) *Error {
	var known *Error
	if errors.As(err, &known) {
		return known
	}
	var limited interface{ RateLimitedFor() time.Duration }
	if errors.As(err, &limited) {
		return &Error{Kind: RateLimited, Cause: err, RetryAfter: limited.RateLimitedFor(),
			Message: what + ": every node of the chain is rate-limited by its provider until after the request's deadline; try again after Retry-After"}
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return &Error{Kind: Timeout, Message: what + ": the node did not answer in time", Cause: err}
	}
	var unavailable *simulate.BlockUnavailableError
	if errors.As(err, &unavailable) {
		return &Error{Kind: Upstream, Cause: err, Details: Details{BlockNumber: &unavailable.Block.Number},
			Message: fmt.Sprintf("%s: the node could not answer at block %d, the latest it had reported, even after a fresh look at the chain: "+
				"the nodes behind this RPC URL disagree (some lag behind, or the chain reorganised); try again", what, unavailable.Block.Number)}
	}
	var node *simulate.NodeError
	if errors.As(err, &node) {
		// the node answered, with an error no classification applies to: name its answer
		details := &NodeAnswer{Method: node.Method}
		msg := fmt.Sprintf("%s: the node answered %s with an error", what, node.Method)
		if code, ok := node.Code(); ok {
			details.Code = &code
			msg = fmt.Sprintf("%s: the node answered %s with JSON-RPC error %d", what, node.Method, code)
		}
		if text := node.Err.Error(); text != "" {
			if len(text) > 200 {
				text = text[:200] + "…"
			}
			details.Message = text
			msg += ": " + text
		}
		return &Error{Kind: Upstream, Message: msg, Cause: err, Details: Details{Node: details}}
	}
	var noFee *simulate.NoBaseFeeError
	if errors.As(err, &noFee) {
		return &Error{Kind: Upstream, Cause: err, Details: Details{BlockNumber: &noFee.Block.Number},
			Message: fmt.Sprintf("%s: %v; the service prepares EIP-1559 transactions only", what, noFee)}
	}
	return &Error{Kind: Upstream, Message: what + ": the node could not be reached or answered with an error", Cause: err}
}

// Is reports whether err is a problem of one of the kinds.
func Is(err error, kinds ...Kind) bool {
	var e *Error
	if !errors.As(err, &e) {
		return false
	}
	for _, k := range kinds {
		if e.Kind == k {
			return true
		}
	}
	return false
}

// RevertName is the name of the revert err carries, "" when it carries none.
func RevertName(err error) string {
	var e *Error
	if errors.As(err, &e) && e.Revert != nil {
		return e.Revert.Name
	}
	return ""
}
