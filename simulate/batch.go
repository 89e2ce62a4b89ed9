package simulate

import (
	"context"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/rpc"
)

// batch is one JSON-RPC batch whose elements each carry what to do with their answer, so that
// nothing reads an answer back by its position in the batch.
type batch struct {
	entries []entry
	// when the batch was sent and answered, by the clock given to send
	sent, recv time.Time
}

// entry is one element of a batch and its result handler.
type entry struct {
	elem rpc.BatchElem
	done func(err error) error // err: the node's error answer to elem (nil: elem.Result holds the answer)
}

// add appends the call method(args...) to b. Once b is answered, onResult gets the result,
// decoded as a T, and the node's error answer to the call (nil when it answered a result); what
// onResult returns is the batch's error if no element before it failed (see send).
func add[T any](b *batch, onResult func(res T, err error) error, method string, args ...any) {
	res := new(T)
	b.entries = append(b.entries, entry{
		elem: rpc.BatchElem{Method: method, Args: args, Result: res},
		done: func(err error) error { return onResult(*res, err) },
	})
}

// send sends b through c in one round trip, then hands each element's answer to its handler, in
// b's order. Every handler runs; the error is the first one a handler returned. A batch that
// could not be sent at all (transport, time-out) runs no handler: its error is the transport's,
// prefixed with what.
func (b *batch) send(ctx context.Context, c BatchCaller, now func() time.Time, what string) error {
	elems := make([]rpc.BatchElem, len(b.entries))
	for i, e := range b.entries {
		elems[i] = e.elem
	}
	b.sent = now()
	if err := c.BatchCallContext(ctx, elems); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	b.recv = now()
	var first error
	for i, e := range b.entries {
		if err := e.done(elems[i].Error); err != nil && first == nil {
			first = err
		}
	}
	return first
}
