package flight

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"
)

// An error is reported and the loop goes on; the loop ends with its context, and an error of
// the round that ctx's end cut short is not reported.
func TestEveryOutlivesErrorsAndStopsWithItsContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var rounds, reported atomic.Int32
	done := make(chan struct{})
	go func() {
		defer close(done)
		Every(ctx, time.Millisecond, func(ctx context.Context) error {
			if rounds.Add(1) == 3 {
				cancel()
				// A tick arrives while this round still runs: Every must not start
				// a fourth round for it after its context ended.
				time.Sleep(5 * time.Millisecond)
				return ctx.Err()
			}
			return errors.New("node hiccup")
		}, func(error) { reported.Add(1) })
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("Every did not return after its context ended")
	}
	if rounds.Load() != 3 || reported.Load() != 2 {
		t.Fatalf("rounds %d, reported %d; want 3 rounds, 2 errors reported", rounds.Load(), reported.Load())
	}
}
