// Package flight runs work on others' behalf: one piece of work for every concurrent caller
// that asks for it (Shared), and work repeated on a ticker until its context ends (Every).
package flight

import (
	"context"
	"time"

	"golang.org/x/sync/singleflight"
)

// Shared runs fn once for all concurrent callers of key and returns its result, or ctx's error
// as soon as ctx ends, whichever comes first. fn runs on a context of its own (the first
// caller's values, none of its cancellation, its own timeout), so one caller that gives up
// (a client that disconnects, a short deadline) never fails the others, and none waits past
// its own deadline.
func Shared[T any](ctx context.Context, g *singleflight.Group, key string, timeout time.Duration, fn func(context.Context) (T, error)) (T, error) {
	var zero T
	if err := ctx.Err(); err != nil { // a caller already gone starts nothing
		return zero, err
	}
	ch := g.DoChan(key, func() (any, error) {
		fctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), timeout)
		defer cancel()
		return fn(fctx)
	})
	select {
	case r := <-ch:
		if r.Err != nil {
			return zero, r.Err
		}
		return r.Val.(T), nil
	case <-ctx.Done():
		return zero, ctx.Err()
	}
}
