// Package actor runs one of the platform's actors (the keeper, the relayer, the price feed) as a
// long-lived process on a deployed chain: it connects to the nodes the manifest names and checks
// them before anything is sent, runs the actor's rounds until it is told to stop, lets the round
// under way finish within a grace period, and serves /healthz and /metrics.
package actor

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"net"
	"net/http"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/tradeprep/tradeprep/internal/chain/cli"
)

// Chain is a connected node of one chain.
type Chain struct {
	Flag   string // the setting that named it, for messages
	URL    string
	Client *ethclient.Client
	ID     uint64
}

// Connect dials a node and asks its chain id, asking again while the node cannot be reached for
// up to wait. Errors name the setting and the node without its path and query.
func Connect(ctx context.Context, rawURL, flagName string, timeout, wait time.Duration) (*Chain, error) {
	return cli.Waiting(ctx, wait, func() (*Chain, error) {
		rc, err := cli.Dial(ctx, rawURL, timeout)
		if err != nil {
			return nil, fmt.Errorf("cannot reach the node at %s (%s): %w", cli.NodeName(rawURL), flagName, cli.UnwrapURL(err))
		}
		c := ethclient.NewClient(rc)
		cctx, cancel := context.WithTimeout(ctx, timeout)
		defer cancel()
		id, err := c.ChainID(cctx)
		if err != nil {
			c.Close()
			return nil, fmt.Errorf("cannot reach the node at %s (%s): %w", cli.NodeName(rawURL), flagName, cli.UnwrapURL(err))
		}
		return &Chain{Flag: flagName, URL: rawURL, Client: c, ID: id.Uint64()}, nil
	})
}

// Expect fails unless the node is of chain want, the chain the manifest (named by
// manifestFlag) describes.
func (c *Chain) Expect(want uint64, what string) error {
	if c.ID != want {
		return fmt.Errorf("%s is chain %d, but %s is on chain %d: a manifest of another chain, or the wrong node", c.Flag, c.ID, what, want)
	}
	return nil
}

// CheckCode fails unless every named address holds code on the chain: a manifest of another
// deployment (or of a chain that was reset) names addresses that hold none.
func (c *Chain) CheckCode(ctx context.Context, manifestFlag string, contracts map[string]common.Address) error {
	var errs []error
	for name, a := range contracts {
		code, err := c.Client.CodeAt(ctx, a, nil)
		if err != nil {
			return fmt.Errorf("read the code of the %s at %s (%s): %w", name, a.Hex(), c.Flag, cli.UnwrapURL(err))
		}
		if len(code) == 0 {
			errs = append(errs, fmt.Errorf("the %s %s has no code on chain %d", name, a.Hex(), c.ID))
		}
	}
	if len(errs) > 0 {
		return fmt.Errorf("%s does not describe the platform on the node of %s (another deployment, or a chain that was reset): %w",
			manifestFlag, c.Flag, errors.Join(errs...))
	}
	return nil
}

// Status is what an actor reports at /healthz and /metrics.
type Status struct {
	name  string
	every time.Duration
	now   func() time.Time

	mu      sync.Mutex
	lastOK  time.Time
	lastErr string
	errAt   time.Time

	registry  *prometheus.Registry
	rounds    *prometheus.CounterVec
	lastRound prometheus.Gauge
	balance   *prometheus.GaugeVec
}

// NewStatus returns the status of an actor (name: keeper, relayer, pricefeed) whose rounds run
// every interval. Its registry holds the process's and Go's collectors and the actor's own.
func NewStatus(name string, every time.Duration) *Status {
	r := prometheus.NewRegistry()
	r.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	s := &Status{name: name, every: every, now: time.Now, registry: r,
		rounds: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "tradeprep_actor_rounds_total",
			Help: "Rounds the actor ran, by result (ok, error)."}, []string{"actor", "result"}),
		lastRound: prometheus.NewGauge(prometheus.GaugeOpts{Name: "tradeprep_actor_last_success_timestamp_seconds",
			Help: "Unix time of the end of the actor's last round that succeeded.", ConstLabels: prometheus.Labels{"actor": name}}),
		balance: prometheus.NewGaugeVec(prometheus.GaugeOpts{Name: "tradeprep_actor_balance_wei",
			Help: "Native balance of the actor's account on each chain it sends to, read after each round."}, []string{"actor", "chain_id", "account"}),
	}
	r.MustRegister(s.rounds, s.lastRound, s.balance)
	s.rounds.WithLabelValues(name, "ok")
	s.rounds.WithLabelValues(name, "error")
	return s
}

// Registry is where the actor registers its own metrics.
func (s *Status) Registry() *prometheus.Registry { return s.registry }

// Round records the end of a round.
func (s *Status) Round(err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err != nil {
		s.rounds.WithLabelValues(s.name, "error").Inc()
		s.lastErr, s.errAt = err.Error(), s.now()
		return
	}
	s.rounds.WithLabelValues(s.name, "ok").Inc()
	s.lastOK = s.now()
	s.lastRound.Set(float64(s.lastOK.UnixMilli()) / 1000)
}

// Balance records the actor's balance on a chain.
func (s *Status) Balance(chainID uint64, account common.Address, wei *big.Int) {
	f, _ := new(big.Float).SetInt(wei).Float64()
	s.balance.WithLabelValues(s.name, fmt.Sprint(chainID), account.Hex()).Set(f)
}

// Health is the body of /healthz.
type Health struct {
	Status      string     `json:"status"` // ok, starting, failing
	Actor       string     `json:"actor"`
	LastSuccess *time.Time `json:"lastSuccess,omitempty"`
	LastError   string     `json:"lastError,omitempty"`
	LastErrorAt *time.Time `json:"lastErrorAt,omitempty"`
}

// StaleAfter is how long after its last successful round an actor is reported failing: three
// intervals, and at least a minute, so that one failed round (a node's hiccup) is not.
func (s *Status) StaleAfter() time.Duration { return max(3*s.every, time.Minute) }

// Health says whether a round succeeded lately: ok when the last success is within StaleAfter,
// starting before any round ended well (and no longer than StaleAfter after the start), failing
// otherwise.
func (s *Status) Health(started time.Time) (Health, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	h := Health{Actor: s.name, LastError: s.lastErr}
	if !s.errAt.IsZero() {
		at := s.errAt.UTC()
		h.LastErrorAt = &at
	}
	now := s.now()
	switch {
	case !s.lastOK.IsZero() && now.Sub(s.lastOK) <= s.StaleAfter():
		at := s.lastOK.UTC()
		h.Status, h.LastSuccess = "ok", &at
		return h, true
	case s.lastOK.IsZero() && now.Sub(started) <= s.StaleAfter():
		h.Status = "starting"
		return h, false
	default:
		if !s.lastOK.IsZero() {
			at := s.lastOK.UTC()
			h.LastSuccess = &at
		}
		h.Status = "failing"
		return h, false
	}
}

// Handler serves GET /healthz (200 when ok, else 503, with Health as JSON) and GET /metrics.
func (s *Status) Handler() http.Handler {
	started := s.now()
	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		h, ok := s.Health(started)
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Cache-Control", "no-store")
		if !ok {
			w.WriteHeader(http.StatusServiceUnavailable)
		}
		_ = json.NewEncoder(w).Encode(h)
	})
	mux.Handle("GET /metrics", promhttp.HandlerFor(s.registry, promhttp.HandlerOpts{}))
	return mux
}

// Serve serves the status on ln until ctx ends.
func (s *Status) Serve(ctx context.Context, ln net.Listener) error {
	srv := &http.Server{Handler: s.Handler(), ReadHeaderTimeout: 5 * time.Second, ReadTimeout: 10 * time.Second,
		WriteTimeout: 10 * time.Second, MaxHeaderBytes: 8 << 10}
	done := make(chan struct{})
	go func() {
		defer close(done)
		<-ctx.Done()
		sctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		_ = srv.Shutdown(sctx)
	}()
	err := srv.Serve(ln)
	<-done
	if errors.Is(err, http.ErrServerClosed) {
		return nil
	}
	return err
}

// Loop runs round at once and then every interval until ctx ends. A round under way when ctx
// ends runs on for up to grace (a transaction it sent is waited for) and is then cancelled; no
// round starts after ctx ends. Each round's result goes to status; a failed round does not
// stop the loop (an actor outlives a node's hiccup), and onError (may be nil) hears of it.
func Loop(ctx context.Context, every, grace time.Duration, status *Status, round func(context.Context) error, onError func(error)) {
	// rounds run under a context that outlives ctx by grace
	roundCtx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	defer cancel()
	go func() {
		select {
		case <-ctx.Done():
		case <-roundCtx.Done():
			return
		}
		t := time.NewTimer(grace)
		defer t.Stop()
		select {
		case <-t.C:
			cancel()
		case <-roundCtx.Done():
		}
	}()
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		err := round(roundCtx)
		status.Round(err)
		if err != nil && onError != nil {
			onError(err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		if ctx.Err() != nil { // both ready: stopping wins
			return
		}
	}
}
