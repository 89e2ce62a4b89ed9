package flight

import (
	"context"
	"time"
)

// Every runs fn every interval until ctx ends. An error goes to onError (which may be nil)
// unless ctx has ended, and does not stop the loop: the platform's actors (keeper, relayer)
// must outlive a node's hiccup.
func Every(ctx context.Context, interval time.Duration, fn func(context.Context) error, onError func(error)) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if err := fn(ctx); err != nil && onError != nil && ctx.Err() == nil {
				onError(err)
			}
		}
	}
}
