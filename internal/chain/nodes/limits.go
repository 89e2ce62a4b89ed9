package nodes

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/rpc"

	"github.com/tradeprep/tradeprep/internal/chain/jsonrpc"
)

// A hosted provider's limits, told apart by HTTP status and JSON-RPC code, never by wording:
//
//   - a batch too long: HTTP 413 (or 400: the service's batches are well formed, so a 400 to a
//     batch of several calls is taken for its length), or JSON-RPC -32600 (invalid request),
//     as one error object in place of the array, in an HTTP error's body, or as the answer to
//     calls of the batch (geth's BatchRequestLimit answers the first call so and leaves the
//     others unanswered). The batch is sent again in parts of half its length, in parallel,
//     down to one call; the longest part answered becomes the node's cap. A refusal of one
//     call alone is no cap: it is the node's failure, as before.
//   - a rate limit: HTTP 429, or JSON-RPC -32005 (EIP-1474 "limit exceeded") in the same three
//     forms. The node rests for the time its Retry-After asked (Options.Rest when it named
//     none, at most Options.MaxRest), neither down nor the chain's word.
const (
	codeInvalidRequest = -32600 // JSON-RPC 2.0: the request is not a valid request
	codeLimitExceeded  = -32005 // EIP-1474: request exceeds defined limit
)

// LimitRecorder, when Options.Metrics implements it too, records the providers' limits: a node
// rate-limited (limited true: one more time, and resting) or answering again (false), and a
// node's batch cap, configured or learnt.
type LimitRecorder interface {
	RecordRateLimited(chain string, node int, limited bool)
	RecordMaxBatch(chain string, node int, max int)
}

// RateLimitedError is a batch no node answered because each that could was rate-limited by its
// provider, and the first to be free again is not before the caller's deadline. RetryAfter is
// how long until then.
type RateLimitedError struct {
	RetryAfter time.Duration
	err        error // each node's failure, may be nil
}

func (e *RateLimitedError) Error() string {
	text := fmt.Sprintf("every node is rate-limited by its provider for %v more", e.RetryAfter.Round(time.Millisecond))
	if e.err != nil {
		text += ": " + Redacted(e.err)
	}
	return text
}

func (e *RateLimitedError) Unwrap() error { return e.err }

// RateLimitedFor is RetryAfter (problem.UpstreamFailure reads it).
func (e *RateLimitedError) RateLimitedFor() time.Duration { return e.RetryAfter }

// URLRedacted says that the error's text is without the nodes' URLs.
func (e *RateLimitedError) URLRedacted() {}

// limitError is one node's rate limit.
type limitError struct{ cause error }

func (e *limitError) Error() string {
	if e.cause == nil {
		return "rate-limited: JSON-RPC error -32005 (limit exceeded)"
	}
	return "rate-limited: " + describe(e.cause, 0)
}

func (e *limitError) Unwrap() error { return e.cause }

// send sends b to n, in parts of at most the node's batch cap, in parallel, and learns the cap
// when the node refuses b as too long (see the package's comment).
func (l *List) send(ctx context.Context, n *node, b []rpc.BatchElem) error {
	var lr learning
	err := l.sendParts(ctx, n, b, int(n.maxBatch.Load()), &lr)
	if max, ok := lr.learnt(); ok {
		for {
			cur := n.maxBatch.Load()
			if cur > 0 && cur <= int64(max) {
				break
			}
			if n.maxBatch.CompareAndSwap(cur, int64(max)) {
				l.recordMaxBatch(n, max)
				if l.o.Log != nil {
					l.o.Log.Info("rpc node caps batches", "chain", l.o.ChainID, "node", n.index, "host", n.host, "max_batch", max)
				}
				break
			}
		}
	}
	return err
}

// learning is what the parts of one batch taught: the shortest refused as too long and the
// longest answered.
type learning struct {
	mu       sync.Mutex
	refused  int
	answered int
}

func (lr *learning) note(length int, tooLong bool) {
	lr.mu.Lock()
	defer lr.mu.Unlock()
	switch {
	case tooLong && (lr.refused == 0 || length < lr.refused):
		lr.refused = length
	case !tooLong && length > lr.answered:
		lr.answered = length
	}
}

// learnt is the cap the batch showed: the longest part answered when it is shorter than every
// part refused (else a refusal was about something else than length).
func (lr *learning) learnt() (int, bool) {
	lr.mu.Lock()
	defer lr.mu.Unlock()
	return lr.answered, lr.refused > 0 && lr.answered > 0 && lr.answered < lr.refused
}

// sendParts sends b as one batch when it is at most size calls long (size 0: any), else in
// parts of at most size calls, in parallel, each into its own elements of b: the answers are
// in b's order, as one batch's. A batch refused as too long is sent again in halves.
func (l *List) sendParts(ctx context.Context, n *node, b []rpc.BatchElem, size int, lr *learning) error {
	if size <= 0 || len(b) <= size {
		err := n.client.BatchCallContext(ctx, b)
		if len(b) > 1 && tooLong(err, b) {
			lr.note(len(b), true)
			for i := range b {
				b[i].Error = nil
			}
			return l.sendParts(ctx, n, b, (len(b)+1)/2, lr)
		}
		if err == nil && answeredAll(b) {
			lr.note(len(b), false)
		}
		return err
	}
	parts := (len(b) + size - 1) / size
	per := (len(b) + parts - 1) / parts // parts of even length
	errs := make([]error, parts)
	var wg sync.WaitGroup
	for i := range parts {
		lo, hi := i*per, min(len(b), (i+1)*per)
		if lo >= hi {
			continue
		}
		wg.Go(func() { errs[i] = l.sendParts(ctx, n, b[lo:hi], size, lr) })
	}
	wg.Wait()
	return errors.Join(errs...)
}

func answeredAll(b []rpc.BatchElem) bool {
	for i := range b {
		if errors.Is(b[i].Error, rpc.ErrMissingBatchResponse) {
			return false
		}
	}
	return true
}

// tooLong reports whether the node refused a batch of several calls for its length.
func tooLong(err error, b []rpc.BatchElem) bool {
	if err != nil {
		var he rpc.HTTPError
		if errors.As(err, &he) {
			if e := jsonrpc.ErrorOf(he.Body); e != nil { // a JSON-RPC error in the body: its code says
				return e.Code == codeInvalidRequest
			}
			return he.StatusCode == http.StatusRequestEntityTooLarge || he.StatusCode == http.StatusBadRequest
		}
		code, ok := codeOf(err)
		return ok && code == codeInvalidRequest
	}
	for i := range b {
		if code, ok := codeOf(b[i].Error); ok && code == codeInvalidRequest {
			return true
		}
	}
	return false
}

// rateLimit reports whether the node's answer to b (err: the batch's failure) is a rate limit,
// and the wait it asked for (named: it named one). An eth_getLogs answered -32005 alone is not:
// that is how some providers (Infura) refuse a query of too many results, the caller's to narrow
// (the follower halves its range), not a reason to rest the node.
func rateLimit(err error, b []rpc.BatchElem) (limited bool, asked time.Duration, named bool) {
	var hint interface{ RetryAfterHint() time.Duration }
	if errors.As(err, &hint) {
		asked, named = hint.RetryAfterHint(), true
	}
	if err != nil {
		var he rpc.HTTPError
		if errors.As(err, &he) {
			if he.StatusCode == http.StatusTooManyRequests {
				return true, asked, named
			}
			e := jsonrpc.ErrorOf(he.Body)
			return e != nil && e.Code == codeLimitExceeded, asked, named
		}
		code, ok := codeOf(err)
		return ok && code == codeLimitExceeded, asked, named
	}
	for i := range b {
		if code, ok := codeOf(b[i].Error); ok && code == codeLimitExceeded && b[i].Method != "eth_getLogs" {
			return true, 0, false
		}
	}
	return false, 0, false
}

// codeOf is the JSON-RPC code of err (a node's error answer, or a batch refused with one
// error object).
func codeOf(err error) (int, bool) {
	var re rpc.Error
	if err != nil && errors.As(err, &re) {
		return re.ErrorCode(), true
	}
	return 0, false
}

// rest leaves n alone for the time it asked (named: it named one; bounded), logs the limit at
// warn when the node was not resting already, and records it.
func (l *List) rest(n *node, asked time.Duration, named bool, cause error) {
	d := l.o.Rest
	if named {
		d = max(asked, minRest)
	}
	d = min(d, l.o.MaxRest)
	now := time.Now()
	until := now.Add(d).UnixNano()
	wasResting := !n.resting(now).IsZero()
	for {
		cur := n.restUntil.Load()
		if cur >= until || n.restUntil.CompareAndSwap(cur, until) {
			break
		}
	}
	n.limited.Store(true)
	n.mu.Lock()
	if n.nextProbe.Before(time.Unix(0, until)) {
		n.nextProbe = time.Unix(0, until)
	}
	n.mu.Unlock()
	if r, ok := l.o.Metrics.(LimitRecorder); ok {
		r.RecordRateLimited(l.chain, n.index, true)
	}
	if l.o.Log != nil && !wasResting {
		l.o.Log.Warn("rpc node rate-limited", "chain", l.o.ChainID, "node", n.index, "host", n.host, "rest", d, "err", cause.Error())
	}
}

// minRest is the shortest rest of a node that asked for less (Retry-After: 0).
const minRest = 100 * time.Millisecond

// resting is when n may be asked again, zero when it may be now.
func (n *node) resting(now time.Time) time.Time {
	until := n.restUntil.Load()
	if until == 0 || now.UnixNano() >= until {
		return time.Time{}
	}
	return time.Unix(0, until)
}

// answered records that n answered after it was rate-limited.
func (l *List) answered(n *node) {
	if n.limited.Swap(false) {
		if r, ok := l.o.Metrics.(LimitRecorder); ok {
			r.RecordRateLimited(l.chain, n.index, false)
		}
	}
}

func (l *List) recordMaxBatch(n *node, max int) {
	if r, ok := l.o.Metrics.(LimitRecorder); ok {
		r.RecordMaxBatch(l.chain, n.index, max)
	}
}
