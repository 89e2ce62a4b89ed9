package app

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"
)

// recorded is a service that writes its name and what happened to it into log.
type recorded struct {
	name     string
	log      *[]string
	startErr error
}

func (r recorded) Start(context.Context) error {
	*r.log = append(*r.log, "start "+r.name)
	return r.startErr
}

func (r recorded) Stop(context.Context) error {
	*r.log = append(*r.log, "stop "+r.name)
	return nil
}

func TestLifecycleOrder(t *testing.T) {
	var log []string
	var l lifecycle
	l.closeOnStop(func() error { log = append(log, "close chain"); return errors.New("not Stop's") })
	l.add(recorded{"loop", &log, nil}, recorded{"server", &log, nil})
	if err := l.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	if err := l.Stop(context.Background()); err != nil {
		t.Fatalf("Stop: %v (a closer's error is not Stop's)", err)
	}
	want := []string{"start loop", "start server", "stop server", "stop loop", "close chain"}
	if !slices.Equal(log, want) {
		t.Fatalf("log = %q, want %q", log, want)
	}
}

func TestLifecycleStartFailureStopsEverything(t *testing.T) {
	var log []string
	var l lifecycle
	l.closeOnStop(func() error { log = append(log, "close chain"); return nil })
	failed := errors.New("cannot listen")
	l.add(recorded{"profiler", &log, failed}, recorded{"server", &log, nil})
	if err := l.Start(context.Background()); err != failed {
		t.Fatalf("Start = %v, want %v itself", err, failed)
	}
	// Stop is safe on what never started: the lifecycle stops every part
	want := []string{"start profiler", "stop server", "stop profiler", "close chain"}
	if !slices.Equal(log, want) {
		t.Fatalf("log = %q, want %q", log, want)
	}
}

func TestRoutine(t *testing.T) {
	ended := make(chan struct{})
	r := newRoutine(func(ctx context.Context) { <-ctx.Done(); close(ended) })
	if err := r.Stop(context.Background()); err != nil { // never started: nothing to stop
		t.Fatal(err)
	}
	if err := r.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	if err := r.Stop(context.Background()); err != nil {
		t.Fatal(err)
	}
	select {
	case <-ended: // Stop returned after the loop did
	default:
		t.Fatal("Stop returned before the loop ended")
	}

	// the context given to Start ends it too, as the old background goroutines ended with Run's
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	r = newRoutine(func(ctx context.Context) { <-ctx.Done(); close(done) })
	if err := r.Start(ctx); err != nil {
		t.Fatal(err)
	}
	cancel()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("the loop did not end with Start's context")
	}
	_ = r.Stop(context.Background())
}
