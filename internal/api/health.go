package api

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/simulate"
)

// The codes of /readyz's 503 body: a chain is not ready; the service is stopping.
const CodeNotReady, CodeDraining = "NOT_READY", "DRAINING"

const (
	// readinessTimeout bounds each chain's eth_chainId in a readiness check.
	readinessTimeout = 2 * time.Second
	// readinessTTL: checks within this long of the last one share its answer, so that /readyz,
	// which anyone can ask, cannot multiply the load on the nodes.
	readinessTTL = time.Second
)

// ChainReadiness is one chain's state in /readyz.
type ChainReadiness struct {
	ChainID uint64 `json:"chainId"`
	Role    string `json:"role"` // destination or source
	Ready   bool   `json:"ready"`
	Error   string `json:"error,omitempty"`
}

type readinessTarget struct {
	chainID uint64
	role    string
	rpc     simulate.BatchCaller
}

// readiness asks every configured chain for its chain id and compares it with the manifest's.
type readiness struct {
	targets []readinessTarget
	log     *slog.Logger

	mu      sync.Mutex // held during a check: concurrent probes wait for its answer
	checked time.Time
	chains  []ChainReadiness
	ready   bool
}

func (s *Server) newReadiness() *readiness {
	r := &readiness{log: s.log}
	r.targets = append(r.targets, readinessTarget{chainID: s.dest.ChainID, role: "destination", rpc: s.destChain.Sim.RPC()})
	for _, src := range s.manifest.Sources {
		r.targets = append(r.targets, readinessTarget{chainID: src.ChainID, role: "source", rpc: s.sources[src.ChainID].Sim.RPC()})
	}
	return r
}

// check returns each chain's state and whether all are ready, from the last check when it is
// younger than readinessTTL.
func (r *readiness) check(ctx context.Context) ([]ChainReadiness, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if !r.checked.IsZero() && time.Since(r.checked) < readinessTTL {
		return r.chains, r.ready
	}
	// The answer is shared with the probes waiting on the lock: the asker leaving must not
	// cut the check short.
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), readinessTimeout)
	defer cancel()
	chains := make([]ChainReadiness, len(r.targets))
	causes := make([]error, len(r.targets))
	var wg sync.WaitGroup
	for i, t := range r.targets {
		wg.Go(func() {
			chains[i] = ChainReadiness{ChainID: t.chainID, Role: t.role}
			chains[i].Error, causes[i] = chainIDProblem(ctx, t)
			chains[i].Ready = chains[i].Error == ""
		})
	}
	wg.Wait()
	ready := true
	for _, c := range chains {
		ready = ready && c.Ready
	}
	r.logChange(chains, causes, ready)
	r.checked, r.chains, r.ready = time.Now(), chains, ready
	return chains, ready
}

// chainIDProblem asks the chain's node for its chain id. It returns what is wrong in words fit
// for the public /readyz body (never the node's URL, which may hold an API key) and the cause,
// for the log; "" when the chain is ready.
func chainIDProblem(ctx context.Context, t readinessTarget) (string, error) {
	var id hexutil.Uint64
	batch := []rpc.BatchElem{{Method: "eth_chainId", Result: &id}}
	err := t.rpc.BatchCallContext(ctx, batch)
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return fmt.Sprintf("the node did not answer eth_chainId within %v", readinessTimeout), err
	case err != nil:
		return "the node could not be reached", err
	case batch[0].Error != nil:
		return "the node answered eth_chainId with an error", batch[0].Error
	case uint64(id) != t.chainID:
		msg := fmt.Sprintf("the node serves chain %d, the manifest says %d", uint64(id), t.chainID)
		return msg, errors.New(msg)
	}
	return "", nil
}

// logChange logs when readiness changes: a warning with the causes when a chain stops being
// ready (or is not at the first check), info when all are ready again.
func (r *readiness) logChange(chains []ChainReadiness, causes []error, ready bool) {
	first := r.checked.IsZero()
	switch {
	case !ready && (first || r.ready):
		attrs := []any{}
		for i, c := range chains {
			if !c.Ready {
				attrs = append(attrs, fmt.Sprintf("chain_%d", c.ChainID), withoutURL(causes[i]))
			}
		}
		r.log.Warn("not ready", attrs...)
	case ready && !first && !r.ready:
		r.log.Info("ready again")
	}
}

// readyz answers 200 when every chain of the manifest is ready, else 503 with each chain's
// state. (/healthz only says that the process serves.)
func (s *Server) readyz(c echo.Context) error {
	if s.draining != nil && s.draining() { // stopping: out of the load balancer's rotation at once
		return c.JSON(http.StatusServiceUnavailable, map[string]any{"status": "draining", "code": CodeDraining,
			"error": "draining: the service is stopping", "requestId": c.Response().Header().Get(echo.HeaderXRequestID)})
	}
	chains, ready := s.readiness.check(c.Request().Context())
	if ready {
		return c.JSON(http.StatusOK, map[string]any{"status": "ready", "chains": chains})
	}
	var problems []string
	for _, ch := range chains {
		if !ch.Ready {
			problems = append(problems, fmt.Sprintf("chain %d (%s): %s", ch.ChainID, ch.Role, ch.Error))
		}
	}
	// The one error body, written here rather than by the error handler: a failing probe is
	// not worth an error line every few seconds (logChange logs the change once).
	body := map[string]any{
		"status": "not ready", "chains": chains, "code": CodeNotReady,
		"error": "not ready: " + strings.Join(problems, "; "),
	}
	if id := c.Response().Header().Get(echo.HeaderXRequestID); id != "" {
		body["requestId"] = id
	}
	return c.JSON(http.StatusServiceUnavailable, body)
}

// withoutURL is the error's text without the URL a failed HTTP request names: a node's URL may
// hold an API key.
func withoutURL(err error) string {
	var urlErr *url.Error
	if errors.As(err, &urlErr) {
		return urlErr.Op + ": " + urlErr.Err.Error()
	}
	return err.Error()
}
