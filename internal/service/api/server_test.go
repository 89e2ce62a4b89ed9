package api

import (
	"context"
	"log/slog"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/chain/nodes"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/service/backend"
	"github.com/tradeprep/tradeprep/internal/service/limit"
	"github.com/tradeprep/tradeprep/internal/service/metrics"
	"github.com/tradeprep/tradeprep/internal/service/trade"
	"github.com/tradeprep/tradeprep/simulate"
)

// serverOptions are what a test sets of the server it serves: the chains and their use
// (backend.Options) and the HTTP settings (Options) in one.
type serverOptions struct {
	IndexCatchingUp func() bool // Services.IndexCatchingUp
	// the chains and their use
	Manifest                 *deployment.Manifest
	DestinationRPC           simulate.BatchCaller
	SourceRPC                map[uint64]simulate.BatchCaller
	Nodes                    map[uint64][]nodes.Node
	RPCTimeout               time.Duration
	FeeCacheTTL              time.Duration
	MarketsMaxAge            time.Duration
	HeadMaxAge               time.Duration
	MaxConcurrentSimulations int
	HistoryBounds            trade.HistoryBounds

	// both
	Logger         *slog.Logger
	RequestTimeout time.Duration
	Now            func() time.Time
	Metrics        metrics.Recorder

	// HTTP
	BodyLimit      string
	Limiter        *limit.Limiter
	TrustedProxies limit.Proxies
	Draining       func() bool
	CORSOrigins    []string
	Routes         func(*echo.Echo)

	// the event index and its streams
	Events              EventLog
	History             TradeHistory
	Index               backend.Index // the services' index (backend.Options.Index): positions' histories, deposits' deliveries, client order ids and predictions
	StreamPoll          time.Duration
	StreamHeartbeat     time.Duration
	MaxStreamsPerClient int
	MaxStreams          int
}

// buildServer builds a server as the binary does: the services on the chains
// (backend.New), then the HTTP server that serves them (New).
func buildServer(o serverOptions) (*Server, error) {
	b, err := backend.New(backend.Options{
		Manifest: o.Manifest, DestinationRPC: o.DestinationRPC, SourceRPC: o.SourceRPC, Nodes: o.Nodes, Index: o.Index,
		Logger: o.Logger, Metrics: o.Metrics, Now: o.Now, RequestTimeout: o.RequestTimeout, RPCTimeout: o.RPCTimeout,
		FeeCacheTTL: o.FeeCacheTTL, MarketsMaxAge: o.MarketsMaxAge, HeadMaxAge: o.HeadMaxAge,
		MaxConcurrentSimulations: o.MaxConcurrentSimulations, HistoryBounds: o.HistoryBounds,
	})
	if err != nil {
		return nil, err
	}
	opts := Options{Logger: o.Logger, BodyLimit: o.BodyLimit, RequestTimeout: o.RequestTimeout, Now: o.Now,
		Limiter: o.Limiter, TrustedProxies: o.TrustedProxies, Draining: o.Draining, CORSOrigins: o.CORSOrigins, Routes: o.Routes,
		StreamPoll: o.StreamPoll, StreamHeartbeat: o.StreamHeartbeat, MaxStreamsPerClient: o.MaxStreamsPerClient, MaxStreams: o.MaxStreams}
	if o.Metrics != nil {
		opts.Metrics = o.Metrics
	}
	return New(Services{Manifest: b.Manifest, Trade: b.Trade, Deposit: b.Deposit, Referral: b.Referral, Market: b.Market,
		Ready: backendReadiness{b.Ready}, Events: o.Events, IndexCatchingUp: o.IndexCatchingUp, History: o.History, Orders: b.Orders}, opts)
}

// backendReadiness is the backend's readiness in the API's terms, as the binary adapts it
// (internal/app).
type backendReadiness struct{ r *backend.Readiness }

func (r backendReadiness) Check(ctx context.Context) ([]ChainReadiness, bool) {
	states, ready := r.r.Check(ctx)
	out := make([]ChainReadiness, len(states))
	for i, c := range states {
		out[i] = ChainReadiness{ChainID: c.ChainID, Role: c.Role, Ready: c.Ready, Error: c.Error, Nodes: make([]NodeState, len(c.Nodes))}
		for j, n := range c.Nodes {
			out[i].Nodes[j] = NodeState(n)
		}
	}
	return out, ready
}
