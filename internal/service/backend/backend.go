// Package backend wires the service to its chains: from the infrastructure options (the
// manifest, each chain's nodes, time-outs and cache ages) it builds each chain's node list,
// records their calls, makes one simulator per chain and constructs the domain services the
// HTTP layer (internal/service/api) serves, with the readiness check of /readyz. It knows nothing of
// HTTP.
package backend

import (
	"errors"
	"fmt"
	"io"
	"log/slog"
	"strconv"
	"time"

	"github.com/tradeprep/tradeprep/internal/chain/nodes"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/service/deposit"
	"github.com/tradeprep/tradeprep/internal/service/history"
	"github.com/tradeprep/tradeprep/internal/service/market"
	"github.com/tradeprep/tradeprep/internal/service/metrics"
	"github.com/tradeprep/tradeprep/internal/service/orders"
	"github.com/tradeprep/tradeprep/internal/service/prepare"
	"github.com/tradeprep/tradeprep/internal/service/referral"
	"github.com/tradeprep/tradeprep/internal/service/trade"
	"github.com/tradeprep/tradeprep/simulate"
)

// Options are the chains and how to use them. Manifest and the destination's nodes
// (DestinationRPC or Nodes) are required; each source chain in the manifest needs an entry in
// SourceRPC or Nodes to serve its deposits.
type Options struct {
	Manifest       *deployment.Manifest
	DestinationRPC simulate.BatchCaller
	SourceRPC      map[uint64]simulate.BatchCaller
	// Nodes lists each chain's nodes by chain id, in order of preference (internal/chain/nodes:
	// transport failures move a batch to the next node, never a revert). A chain it names
	// ignores DestinationRPC and SourceRPC.
	Nodes map[uint64][]nodes.Node
	// Index, when not nil, is the event index (internal/index/eventdb.DB): the positions'
	// histories and the deposits' deliveries are read from it, the orders service
	// (Backend.Orders) records client order ids and predictions in it, and the history
	// (Backend.History) reads an account's trades and ended positions from it.
	Index Index

	Logger *slog.Logger
	// Metrics records RPC calls, simulations, failovers and node states; nil: metrics.Noop.
	Metrics metrics.Recorder
	Now     func() time.Time
	// RequestTimeout bounds the work shared by requests (asking the head, a markets read, a
	// fee refresh), default 15s: the API's request time-out.
	RequestTimeout time.Duration
	// RPCTimeout bounds each JSON-RPC round trip on one node (default 10s), within the
	// request's time-out; a node that does not answer within it is failed over.
	RPCTimeout  time.Duration
	FeeCacheTTL time.Duration // execution fees are re-read after this (one read per expiry, in the background), default 10s
	// MarketsMaxAge is how long the markets may trust the latest block they saw before they
	// ask the node again (concurrent askers share one call); 0: ask on every request.
	MarketsMaxAge time.Duration
	// HeadMaxAge is how old the block a simulation runs at may be. Every simulation of a
	// request runs at one block, the latest the service has seen on that chain, and its batch
	// asks the node for its latest block in passing; when that is newer and the simulated block
	// was last seen as the latest HeadMaxAge or longer ago, the simulation runs once more at the
	// newer block (one more round trip). 0, the default: always, so that an answer shows a
	// transaction mined just before the request.
	HeadMaxAge time.Duration
	// MaxConcurrentSimulations bounds the simulations in flight (0: unbounded); a request
	// waits for a slot until its deadline, then gets problem.Busy.
	MaxConcurrentSimulations int
	// HistoryBounds bound the eth_getLogs of a position's history (zero: the defaults).
	HistoryBounds trade.HistoryBounds
}

// Index is the event index as the services read and write it (internal/index/eventdb.DB).
type Index interface {
	trade.Index
	deposit.Index
	orders.Index
	history.Index
}

// Backend is what the API serves: the domain services on the chains, and their readiness.
type Backend struct {
	Manifest *deployment.Manifest
	Trade    *trade.Service
	Deposit  *deposit.Service
	Referral *referral.Service
	Market   *market.Cache
	Orders   *orders.Service // nil without Options.Index
	History  *history.Reader // nil without Options.Index
	Ready    *Readiness
	// DestRPC is the destination chain's node list (failover, metrics), for what follows the
	// chain beside the services (the event index).
	DestRPC simulate.BatchCaller
	// SourceRPC are the source chains' node lists, by chain id, for the same.
	SourceRPC map[uint64]simulate.BatchCaller
}

// New checks the options and builds the backend.
func New(opts Options) (*Backend, error) {
	if opts.Manifest == nil {
		return nil, errors.New("backend: a deployment manifest is required")
	}
	if err := opts.Manifest.Check(); err != nil {
		return nil, err
	}
	if opts.DestinationRPC == nil && opts.Nodes[opts.Manifest.Destination.ChainID] == nil {
		return nil, errors.New("backend: a destination RPC client is required")
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.NewJSONHandler(io.Discard, nil))
	}
	if opts.RequestTimeout == 0 {
		opts.RequestTimeout = 15 * time.Second
	}
	if opts.FeeCacheTTL == 0 {
		opts.FeeCacheTTL = 10 * time.Second
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.RPCTimeout == 0 {
		opts.RPCTimeout = 10 * time.Second
	}
	if opts.HeadMaxAge < 0 || opts.MarketsMaxAge < 0 {
		return nil, errors.New("backend: negative max-age")
	}
	if opts.Metrics == nil {
		opts.Metrics = metrics.Noop{}
	}
	lists, err := nodeLists(opts)
	if err != nil {
		return nil, err
	}
	decoder := platform.ErrorDecoder()
	destRPC, sourceRPC := observeChains(opts, lists, decoder)
	// one head tracker per chain, shared by its simulations, markets and fee reads; shared
	// work (asking the head, a markets read, a fee refresh) runs for at most a request's time
	simulator := func(rpc simulate.BatchCaller) (*simulate.Simulator, error) {
		heads, err := simulate.NewHeads(rpc, opts.Now, opts.RequestTimeout)
		if err != nil {
			return nil, err
		}
		return simulate.NewSimulator(rpc, decoder, simulate.WithHeads(heads), simulate.WithMaxAge(opts.HeadMaxAge))
	}
	destSim, err := simulator(destRPC)
	if err != nil {
		return nil, err
	}
	dest := opts.Manifest.Destination
	destChain := prepare.Chain{ID: dest.ChainID, Sim: destSim, Limit: prepare.NewLimit(opts.MaxConcurrentSimulations)}
	sources := map[uint64]prepare.Chain{}
	for _, src := range opts.Manifest.Sources {
		sim, err := simulator(sourceRPC[src.ChainID])
		if err != nil {
			return nil, err
		}
		sources[src.ChainID] = prepare.Chain{ID: src.ChainID, Sim: sim, Limit: destChain.Limit}
	}
	b := &Backend{
		Manifest: opts.Manifest,
		Trade: trade.New(trade.Config{Destination: dest, Chain: destChain, FeeTTL: opts.FeeCacheTTL, Timeout: opts.RequestTimeout, Now: opts.Now,
			History: opts.HistoryBounds, Index: opts.Index}),
		Deposit:   deposit.New(deposit.Config{Manifest: opts.Manifest, Dest: destChain, Sources: sources, Index: opts.Index}),
		Referral:  referral.New(referral.Config{Registry: dest.ReferralRegistry, Chain: destChain}),
		Market:    market.New(market.Config{Sim: destSim, Reader: dest.Reader, Vault: dest.Vault, MaxAge: opts.MarketsMaxAge, Timeout: opts.RequestTimeout}),
		Ready:     newReadiness(opts.Manifest, lists, opts.Logger),
		DestRPC:   destRPC,
		SourceRPC: sourceRPC,
	}
	if opts.Index != nil {
		b.Orders = orders.New(orders.Config{Index: opts.Index, Now: opts.Now})
		b.History = history.New(history.Config{Index: opts.Index, ChainID: dest.ChainID})
	}
	return b, nil
}

// nodeLists builds each chain's node list (the destination's and each source's, by chain id)
// from Options.Nodes, else from DestinationRPC and SourceRPC.
func nodeLists(opts Options) (map[uint64]*nodes.List, error) {
	lists := map[uint64]*nodes.List{}
	add := func(id uint64, client simulate.BatchCaller) error {
		ns, ok := opts.Nodes[id]
		if !ok && client != nil {
			ns = []nodes.Node{{Client: client}}
		}
		l, err := nodes.New(nodes.Options{ChainID: id, Timeout: opts.RPCTimeout, Metrics: opts.Metrics, Log: opts.Logger}, ns...)
		lists[id] = l
		return err
	}
	if err := add(opts.Manifest.Destination.ChainID, opts.DestinationRPC); err != nil {
		return nil, err
	}
	for _, src := range opts.Manifest.Sources {
		if err := add(src.ChainID, opts.SourceRPC[src.ChainID]); err != nil {
			return nil, fmt.Errorf("api: no RPC client for source chain %d: %w", src.ChainID, err)
		}
	}
	return lists, nil
}

// observeChains wraps the chains' node lists so that their calls are recorded.
func observeChains(opts Options, lists map[uint64]*nodes.List, decoder *simulate.ErrorDecoder) (simulate.BatchCaller, map[uint64]simulate.BatchCaller) {
	sources := make(map[uint64]simulate.BatchCaller, len(lists))
	for id, l := range lists {
		sources[id] = metrics.ObserveRPC(l, strconv.FormatUint(id, 10), opts.Metrics, decoder)
	}
	dest := sources[opts.Manifest.Destination.ChainID]
	delete(sources, opts.Manifest.Destination.ChainID)
	return dest, sources
}
