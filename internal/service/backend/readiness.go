package backend

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"sync"

	"github.com/tradeprep/tradeprep/internal/chain/nodes"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
)

// NodeState is one node's state as its chain's list last saw it.
type NodeState = nodes.State

// ChainState is one chain's state: ready when one of its nodes is.
type ChainState struct {
	ChainID uint64
	Role    string // destination or source
	Ready   bool
	Error   string // why it is not ready
	Nodes   []NodeState
}

type readinessTarget struct {
	role  string
	nodes *nodes.List
}

// Readiness asks every chain's nodes for their chain id (nodes.List.Check) and logs changes.
type Readiness struct {
	targets []readinessTarget
	log     *slog.Logger

	mu      sync.Mutex
	checked bool
	ready   bool
}

func newReadiness(m *deployment.Manifest, lists map[uint64]*nodes.List, log *slog.Logger) *Readiness {
	r := &Readiness{log: log}
	r.targets = append(r.targets, readinessTarget{role: "destination", nodes: lists[m.Destination.ChainID]})
	for _, src := range m.Sources {
		r.targets = append(r.targets, readinessTarget{role: "source", nodes: lists[src.ChainID]})
	}
	return r
}

// Check returns each chain's state, the destination first, and whether all are ready.
func (r *Readiness) Check(ctx context.Context) ([]ChainState, bool) {
	chains := make([]ChainState, len(r.targets))
	var wg sync.WaitGroup
	for i, t := range r.targets {
		wg.Go(func() {
			states := t.nodes.Check(ctx)
			c := ChainState{ChainID: t.nodes.ChainID(), Role: t.role, Ready: nodes.Ready(states), Nodes: states}
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
func (r *Readiness) logChange(chains []ChainState, ready bool) {
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
