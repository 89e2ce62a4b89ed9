package app

import (
	"context"
	"errors"
	"fmt"
	"io"
)

// Service is a part of the running binary with a lifecycle, as op-service's cliapp.Lifecycle
// has it: Start sets it going and returns (an error when it cannot start), Stop ends it and
// returns once it has ended. Stop is safe on a service that never started. There is no
// Stopped: the one part that can end on its own is the API server, whose end Run watches.
type Service interface {
	Start(ctx context.Context) error
	Stop(ctx context.Context) error
}

// lifecycle is the binary's services in the order they were wired: Start starts them in that
// order, Stop stops them in the reverse one (the API server first, the chains and the database
// last). A wiring function adds what it opens as it opens it, so that Stop also undoes a wiring
// that failed half-way.
type lifecycle struct {
	services []Service
}

func (l *lifecycle) add(s ...Service) { l.services = append(l.services, s...) }

// closeOnStop adds close, called on Stop: a resource opened while wiring (a chain, a node's
// client, the database). Its error is not Stop's: the binary is on its way out.
func (l *lifecycle) closeOnStop(close func() error) { l.add(closer(close)) }

// Start starts the services in order; on the first that fails it stops those before it and
// returns its error.
func (l *lifecycle) Start(ctx context.Context) error {
	for _, s := range l.services {
		if err := s.Start(ctx); err != nil {
			if stopErr := l.Stop(ctx); stopErr != nil {
				return errors.Join(err, stopErr)
			}
			return err
		}
	}
	return nil
}

// Stop stops every service, the last added first, and returns their errors (the one error
// itself when only one failed).
func (l *lifecycle) Stop(ctx context.Context) error {
	var errs []error
	for i := len(l.services) - 1; i >= 0; i-- {
		if err := l.services[i].Stop(ctx); err != nil {
			errs = append(errs, err)
		}
	}
	if len(errs) == 1 {
		return errs[0]
	}
	return errors.Join(errs...)
}

// closer is a resource as a service: nothing to start, closed on Stop.
type closer func() error

func (c closer) Start(context.Context) error { return nil }

func (c closer) Stop(context.Context) error {
	_ = c()
	return nil
}

// routine is a loop as a service (the keeper, the relayer, the price feed, the index's
// follower): run goes from Start until Stop, or Start's context, ends it; Stop waits for it.
type routine struct {
	run    func(context.Context)
	cancel context.CancelFunc
	done   chan struct{}
}

func newRoutine(run func(context.Context)) *routine { return &routine{run: run} }

func (r *routine) Start(ctx context.Context) error {
	ctx, r.cancel = context.WithCancel(ctx)
	r.done = make(chan struct{})
	go func() {
		defer close(r.done)
		r.run(ctx)
	}()
	return nil
}

func (r *routine) Stop(context.Context) error {
	if r.cancel == nil {
		return nil
	}
	r.cancel()
	<-r.done
	return nil
}

// profiler is Go's profiler served on addr (serveProfiler) as a service.
type profiler struct {
	addr   string
	stdout io.Writer
	stop   func()
}

func (p *profiler) Start(context.Context) (err error) {
	p.stop, err = serveProfiler(p.addr, p.stdout)
	if err != nil {
		return fmt.Errorf("pprof-listen: %w", err)
	}
	return nil
}

func (p *profiler) Stop(context.Context) error {
	if p.stop != nil {
		p.stop()
	}
	return nil
}
