package api

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
)

// Readiness says each chain's state and whether every chain is ready; the binary adapts
// internal/service/backend's readiness to it.
type Readiness interface {
	Check(ctx context.Context) ([]ChainReadiness, bool)
}

// ChainReadiness is one chain's state in /readyz: ready when one of its nodes is.
type ChainReadiness struct {
	ChainID uint64      `json:"chainId"`
	Role    string      `json:"role"` // destination or source
	Ready   bool        `json:"ready"`
	Error   string      `json:"error,omitempty"`
	Nodes   []NodeState `json:"nodes"`
}

// NodeState is one node's state in /readyz, as its chain's list last saw it.
type NodeState struct {
	Node        int       `json:"node"` // 1-based index in the list
	Host        string    `json:"host,omitempty"`
	Ready       bool      `json:"ready"`
	Error       string    `json:"error,omitempty"`
	LastChecked time.Time `json:"lastChecked,omitzero"`
	// RateLimitedUntil: the node's provider rate-limited the service; it is asked again then.
	RateLimitedUntil time.Time `json:"rateLimitedUntil,omitzero"`
	// MaxBatch: the most calls of one batch the node takes (configured, or learnt from its refusal).
	MaxBatch int `json:"maxBatch,omitempty"`
	// Simulate: whether the node serves eth_simulateV1, as last learnt: yes, no or unknown.
	Simulate string `json:"simulate"`
}

// readyz answers 200 when every chain of the manifest has a ready node, else 503 with each
// chain's state. (/healthz only says that the process serves.)
func (s *Server) readyz(c echo.Context) error {
	if s.draining != nil && s.draining() { // stopping: out of the load balancer's rotation at once
		return c.JSON(http.StatusServiceUnavailable, map[string]any{"status": "draining", "code": CodeDraining,
			"error": "draining: the service is stopping", "requestId": c.Response().Header().Get(echo.HeaderXRequestID)})
	}
	chains, ready := s.readiness.Check(c.Request().Context())
	index := s.indexReadiness(c.Request().Context())
	if index != nil && !index.Ready {
		ready = false
	}
	if ready {
		out := map[string]any{"status": "ready", "chains": chains}
		if index != nil {
			out["eventIndex"] = index
		}
		return c.JSON(http.StatusOK, out)
	}
	var problems []string
	for _, ch := range chains {
		if !ch.Ready {
			problems = append(problems, fmt.Sprintf("chain %d (%s): %s", ch.ChainID, ch.Role, ch.Error))
		}
	}
	if index != nil && !index.Ready {
		problems = append(problems, "event index: "+index.Error)
	}
	// The one error body, written here rather than by the error handler: a failing probe is
	// not worth an error line every few seconds (logChange logs the change once).
	body := map[string]any{
		"status": "not ready", "chains": chains, "code": CodeNotReady,
		"error": "not ready: " + strings.Join(problems, "; "),
	}
	if index != nil {
		body["eventIndex"] = index
	}
	if id := c.Response().Header().Get(echo.HeaderXRequestID); id != "" {
		body["requestId"] = id
	}
	return c.JSON(http.StatusServiceUnavailable, body)
}

// IndexReadiness is the event index's state in /readyz.
type IndexReadiness struct {
	Ready bool   `json:"ready"`
	Error string `json:"error,omitempty"`
	// LagSeconds is how far the index trails the destination chain's head, in the chain's
	// time (absent when the service does not measure it, or could not read the head).
	LagSeconds *uint64 `json:"lagSeconds,omitempty"`
	// Writer: whether any replica holds the index's lease (writes it) now (absent when the
	// service does not ask).
	Writer *bool `json:"writer,omitempty"`
}

// indexPingTimeout bounds /readyz's look at the event index's database.
const indexPingTimeout = time.Second

// indexReadiness pings the event index's database, when the service has one that can be
// pinged (nil otherwise): a replica whose database does not answer is not ready, so that a
// load balancer sends its clients to one whose database does.
func (s *Server) indexReadiness(ctx context.Context) *IndexReadiness {
	p, ok := s.events.(interface{ Ping(context.Context) error })
	if s.events == nil || !ok {
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, indexPingTimeout)
	defer cancel()
	if err := p.Ping(ctx); err != nil {
		return &IndexReadiness{Error: "the database does not answer"} // its cause (host, user) is for the log, not a probe
	}
	out := &IndexReadiness{Ready: true}
	if s.writer != nil {
		held, absent, beyond, err := s.writer(ctx)
		if err != nil {
			return &IndexReadiness{Error: "the database does not answer"}
		}
		out.Writer = &held
		if beyond {
			out.Ready = false
			out.Error = fmt.Sprintf("no replica has written the index for %ds: none holds its lease (every replica lost its database, "+
				"or none runs a follower)", int64(absent/time.Second))
		}
	}
	if s.indexLag == nil {
		return out
	}
	lag, beyond, err := s.indexLag(ctx)
	if err != nil {
		return out // the chain's head could not be read: the chains' own readiness says why
	}
	secs := uint64(lag / time.Second)
	out.LagSeconds = &secs
	if beyond {
		out.Ready = false
		out.Error = strings.TrimPrefix(out.Error+"; "+fmt.Sprintf("the index trails the chain by %ds, beyond its bound: no replica is writing it (its database or node "+
			"does not answer), or the writer cannot keep up", secs), "; ")
	}
	return out
}
