package app

import (
	"context"
	"log/slog"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/service/ledger"
)

// predictionRetention: a prediction, or a client order id, whose call never landed is deleted
// after this.
const predictionRetention = 24 * time.Hour

// ledgerRunner compares the recorded predictions with what happened after each step of the
// follower (so only on the replica that writes the index), and counts the verdicts.
type ledgerRunner struct {
	l          ledger.Ledger
	log        *slog.Logger
	fields     *prometheus.CounterVec
	errorBP    *prometheus.HistogramVec
	failures   prometheus.Counter
	lastPruned time.Time
}

func newLedgerRunner(reg prometheus.Registerer, db *eventdb.DB, log *slog.Logger) *ledgerRunner {
	r := &ledgerRunner{
		l:   ledger.Ledger{DB: db},
		log: log,
		fields: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: "tradeprep", Subsystem: "prediction", Name: "fields_total",
			Help: "Predicted figures compared with what the keeper then did, by field and result (exact or inexact), counted by the replica that compared them."}, []string{"field", "result"}),
		errorBP: prometheus.NewHistogramVec(prometheus.HistogramOpts{Namespace: "tradeprep", Subsystem: "prediction", Name: "error_bp",
			Help:    "The error of an inexact predicted amount or price, in basis points of the actual value.",
			Buckets: []float64{0.01, 0.1, 1, 10, 100, 1000}}, []string{"field"}),
		failures: prometheus.NewCounter(prometheus.CounterOpts{Namespace: "tradeprep", Subsystem: "prediction", Name: "failures_total",
			Help: "Ledger steps that failed (the database did not answer); the next follower step tries again."}),
	}
	reg.MustRegister(r.fields, r.errorBP, r.failures)
	return r
}

// catchUp compares every event recorded so far (a bounded number of pages), and once an hour
// deletes the predictions of calls that never landed.
func (r *ledgerRunner) catchUp(ctx context.Context) {
	for range 20 {
		verdicts, done, err := r.l.Step(ctx)
		if err != nil {
			r.failures.Inc()
			if ctx.Err() == nil {
				r.log.Warn("prediction ledger: step failed", "err", err.Error())
			}
			return
		}
		for _, v := range verdicts {
			result := "inexact"
			if v.Exact {
				result = "exact"
			}
			r.fields.WithLabelValues(v.Field, result).Inc()
			if bp, err := strconv.ParseFloat(v.ErrorBP, 64); err == nil && !v.Exact {
				r.errorBP.WithLabelValues(v.Field).Observe(bp)
			}
		}
		if done {
			break
		}
	}
	if time.Since(r.lastPruned) >= time.Hour {
		r.lastPruned = time.Now()
		before := uint64(time.Now().Add(-predictionRetention).Unix())
		if _, err := r.l.DB.PrunePredictions(ctx, before); err != nil && ctx.Err() == nil {
			r.log.Warn("prediction ledger: prune failed", "err", err.Error())
		}
		if _, err := r.l.DB.PruneClientOrders(ctx, before); err != nil && ctx.Err() == nil {
			r.log.Warn("client order ids: prune failed", "err", err.Error())
		}
	}
}
