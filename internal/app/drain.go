package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

type secondSignalKey struct{}

// WithSecondSignal gives Run a channel that is closed (or sent to) when the signal that ended
// ctx comes again: it cuts the drain period short. main passes it; without it a drain always
// lasts drainPeriod.
func WithSecondSignal(ctx context.Context, again <-chan struct{}) context.Context {
	return context.WithValue(ctx, secondSignalKey{}, again)
}

func secondSignal(ctx context.Context) <-chan struct{} {
	again, _ := ctx.Value(secondSignalKey{}).(<-chan struct{})
	return again // nil: never
}

// drain is a replica's way out of a load balancer's rotation without failing a request: once
// its context ends (SIGTERM), /readyz answers 503 at once while every request is still served
// normally, each response closing its connection so that the client's next request goes
// through the load balancer again (to another replica once the health check has taken this one
// out); after drainPeriod the listener closes (a new connection is refused at the TCP level)
// and the requests in flight get shutdownTimeout to finish.
type drain struct {
	draining atomic.Bool
}

// handler serves h, closing each connection after its response while draining.
func (d *drain) handler(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if d.draining.Load() {
			w.Header().Set("Connection", "close")
		}
		h.ServeHTTP(w, r)
	})
}

// gauge is tradeprep_draining: 1 while draining.
func (d *drain) gauge() prometheus.Collector {
	return prometheus.NewGaugeFunc(prometheus.GaugeOpts{Namespace: "tradeprep", Name: "draining",
		Help: "1 while the service drains (from SIGTERM until it stops accepting connections): /readyz answers 503."},
		func() float64 {
			if d.draining.Load() {
				return 1
			}
			return 0
		})
}

// stop drains srv for period (less when a second signal comes) and shuts it down, giving the
// requests in flight timeout to finish; past it, they are cut and stop says so.
func (d *drain) stop(ctx context.Context, srv *http.Server, period, timeout time.Duration, log *slog.Logger) error {
	d.draining.Store(true)
	if period > 0 {
		log.Info("draining: /readyz answers 503, requests are still served", "period", period.String(), "shutdown_timeout", timeout.String())
		t := time.NewTimer(period)
		select {
		case <-t.C:
		case <-secondSignal(ctx):
			t.Stop()
			log.Info("second signal: drain cut short")
		}
	}
	// Stop accepting connections and let the requests in flight finish, for at most the
	// shutdown time-out; then cut what is left.
	log.Info("shutting down", "timeout", timeout.String())
	shutdownCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), timeout)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		return errors.Join(fmt.Errorf("shutdown: requests still in flight after %v: %w", timeout, err), srv.Close())
	}
	return nil
}
