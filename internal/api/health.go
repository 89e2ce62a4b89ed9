package api

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"sync"

	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/nodes"
	"github.com/tradeprep/tradeprep/simulate"
)

// The codes of /readyz's 503 body: a chain is not ready; the service is stopping.
const CodeNotReady, CodeDraining = "NOT_READY", "DRAINING"

// ChainReadiness is one chain's state in /readyz: ready when one of its nodes is.
type ChainReadiness struct {
	ChainID uint64        `json:"chainId"`
	Role    string        `json:"role"` // destination or source
	Ready   bool          `json:"ready"`
	Error   string        `json:"error,omitempty"`
	Nodes   []nodes.State `json:"nodes"`
}

// nodeLists builds each chain's node list (the destination's and each source's, by chain id)
// from Options.Nodes, else from DestinationRPC (and FallbackRPC) and SourceRPC.
func nodeLists(opts Options) (map[uint64]*nodes.List, error) {
	lists := map[uint64]*nodes.List{}
	add := func(id uint64, clients ...simulate.BatchCaller) error {
		ns, ok := opts.Nodes[id]
		if !ok {
			for _, c := range clients {
				if c != nil {
					ns = append(ns, nodes.Node{Client: c})
				}
			}
		}
		l, err := nodes.New(nodes.Options{ChainID: id, Timeout: opts.RPCTimeout, Metrics: opts.Metrics, Log: opts.Logger}, ns...)
		lists[id] = l
		return err
	}
	if err := add(opts.Manifest.Destination.ChainID, opts.DestinationRPC, opts.FallbackRPC); err != nil {
		return nil, err
	}
	for _, src := range opts.Manifest.Sources {
		if err := add(src.ChainID, opts.SourceRPC[src.ChainID]); err != nil {
			return nil, fmt.Errorf("api: no RPC client for source chain %d: %w", src.ChainID, err)
		}
	}
	return lists, nil
}

type readinessTarget struct {
	role  string
	nodes *nodes.List
}

// readiness asks every chain's nodes for their chain id (nodes.List.Check) and logs changes.
type readiness struct {
	targets []readinessTarget
	log     *slog.Logger

	mu      sync.Mutex
	checked bool
	ready   bool
}

func (s *Server) newReadiness(lists map[uint64]*nodes.List) *readiness {
	r := &readiness{log: s.log}
	r.targets = append(r.targets, readinessTarget{role: "destination", nodes: lists[s.dest.ChainID]})
	for _, src := range s.manifest.Sources {
		r.targets = append(r.targets, readinessTarget{role: "source", nodes: lists[src.ChainID]})
	}
	return r
}

// check returns each chain's state and whether all are ready.
func (r *readiness) check(ctx context.Context) ([]ChainReadiness, bool) {
	chains := make([]ChainReadiness, len(r.targets))
	var wg sync.WaitGroup
	for i, t := range r.targets {
		wg.Go(func() {
			states := t.nodes.Check(ctx)
			c := ChainReadiness{ChainID: t.nodes.ChainID(), Role: t.role, Ready: nodes.Ready(states), Nodes: states}
			if !c.Ready {
				var problems []string
				for _, n := range states {
					problems = append(problems, fmt.Sprintf("node %d: %s", n.Node, n.Error))
				}
				c.Error = "no node is ready: " + strings.Join(problems, "; ")
				if len(states) == 1 {
					c.Error = states[0].Error
				}
			}
			chains[i] = c
		})
	}
	wg.Wait()
	ready := true
	for _, c := range chains {
		ready = ready && c.Ready
	}
	r.logChange(chains, ready)
	return chains, ready
}

// logChange logs when readiness changes: a warning with the causes when a chain stops being
// ready (or is not at the first check), info when all are ready again.
func (r *readiness) logChange(chains []ChainReadiness, ready bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	switch {
	case !ready && (!r.checked || r.ready):
		attrs := []any{}
		for _, c := range chains {
			if !c.Ready {
				attrs = append(attrs, fmt.Sprintf("chain_%d", c.ChainID), c.Error)
			}
		}
		r.log.Warn("not ready", attrs...)
	case ready && r.checked && !r.ready:
		r.log.Info("ready again")
	}
	r.checked, r.ready = true, ready
}

// readyz answers 200 when every chain of the manifest has a ready node, else 503 with each
// chain's state. (/healthz only says that the process serves.)
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
