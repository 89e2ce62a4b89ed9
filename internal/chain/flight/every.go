package flight

import (
	"context"
	"time"
)

// Every runs fn every interval until ctx ends; no round starts after ctx ended. An error goes
// to onError (which may be nil) unless ctx has ended, and does not stop the loop: the
// platform's actors (keeper, relayer) must outlive a node's hiccup.
func Every(ctx context.Context, interval time.Duration, fn func(context.Context) error, onError func(error)) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			// select picks at random among ready cases: a tick that arrived while fn ran
			// must not start another round after ctx ended.
			if ctx.Err() != nil {
				return
			}
			if err := fn(ctx); err != nil && onError != nil && ctx.Err() == nil {
				onError(err)
			}
		}
	}
}
