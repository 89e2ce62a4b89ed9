// Package api is tradeprep's HTTP layer: it decodes and validates requests, has the domain
// build the call, runs the pre-flight simulation and writes the answer or the one error body.
package api

import (
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"

	"github.com/tradeprep/tradeprep/internal/deployment"
	"github.com/tradeprep/tradeprep/internal/deposit"
	"github.com/tradeprep/tradeprep/internal/limit"
	"github.com/tradeprep/tradeprep/internal/market"
	"github.com/tradeprep/tradeprep/internal/nodes"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/prepare"
	"github.com/tradeprep/tradeprep/internal/referral"
	"github.com/tradeprep/tradeprep/internal/trade"
	"github.com/tradeprep/tradeprep/simulate"
)

// Version of the API, sent in the X-API-Version header and in the OpenAPI document.
const Version = "0.1.0"

// Options are the Server's dependencies. Manifest and the destination's nodes (DestinationRPC
// or Nodes) are required; each source chain in the manifest needs an entry in SourceRPC or
// Nodes to serve its deposits.
type Options struct {
	Manifest       *deployment.Manifest
	DestinationRPC simulate.BatchCaller
	SourceRPC      map[uint64]simulate.BatchCaller
	Logger         *slog.Logger
	BodyLimit      string        // default "64K"
	RequestTimeout time.Duration // default 15s
	FeeCacheTTL    time.Duration // execution fees are re-read after this (one read per expiry, in the background), default 10s
	Now            func() time.Time
	// MarketsMaxAge is how long GET /api/markets may trust the latest block it saw before it
	// asks the node again (concurrent askers share one call); 0: ask on every request. The
	// answer's blockNumber says which block it is.
	MarketsMaxAge time.Duration
	// HeadMaxAge is how old the block a simulation runs at may be. Every simulation of a
	// request runs at one block, the latest the service has seen on that chain, and its batch
	// asks the node for its latest block in passing; when that is newer and the simulated block
	// was last seen as the latest HeadMaxAge or longer ago, the simulation runs once more at the
	// newer block (one more round trip). 0, the default: always, so that an answer shows a
	// transaction mined just before the request.
	HeadMaxAge time.Duration

	// Metrics records RPC calls, simulations and market cache use; nil: NoopMetrics. A
	// PrometheusMetricer also gets the HTTP series and GET /metrics.
	Metrics Metricer
	// Limiter limits requests per client address or API key (X-API-Key): over it 429 with
	// Retry-After, an unknown key 401; nil: no limits. Probes and metrics are exempt.
	Limiter *limit.Limiter
	// TrustedProxies: only their X-Forwarded-For / X-Real-IP name the client (limits, access log).
	TrustedProxies limit.Proxies
	// Draining, when it says true, has /readyz answer 503 DRAINING: the service is stopping.
	Draining func() bool
	// MaxConcurrentSimulations bounds the simulations in flight (0: unbounded); a request
	// waits for a slot until its deadline, then gets 503 BUSY.
	MaxConcurrentSimulations int
	// CORSOrigins are the origins allowed by CORS; empty: CORS off.
	CORSOrigins []string
	// RPCTimeout bounds each JSON-RPC round trip on one node (default 10s), within the
	// request's time-out; a node that does not answer within it is failed over.
	RPCTimeout time.Duration
	// Nodes lists each chain's nodes by chain id, in order of preference (internal/nodes:
	// transport failures move a batch to the next node, never a revert). A chain it names
	// ignores DestinationRPC, FallbackRPC and SourceRPC.
	Nodes map[uint64][]nodes.Node
	// FallbackRPC is a second client of the destination chain, optional: a list of two nodes
	// with DestinationRPC. Deprecated: use Nodes.
	FallbackRPC simulate.BatchCaller
	// HistoryBounds bound the eth_getLogs of GET /api/positions/{positionId} (zero: the defaults).
	HistoryBounds trade.HistoryBounds
	// Routes, when set, registers more routes on the server's Echo (tradeprep devnet's /dev/*).
	Routes func(*echo.Echo)
}

// Server serves the API.
type Server struct {
	echo      *echo.Echo
	log       *slog.Logger
	manifest  *deployment.Manifest
	dest      deployment.Destination
	destChain prepare.Chain
	sources   map[uint64]prepare.Chain
	now       func() time.Time
	trade     *trade.Service
	deposits  *deposit.Service
	codes     *referral.Service
	markets   *market.Cache
	readiness *readiness
	metrics   Metricer
	draining  func() bool
	scrape    echo.HandlerFunc // GET /metrics; nil without a PrometheusMetricer
}

// New checks the options and returns the server.
func New(opts Options) (*Server, error) {
	if opts.Manifest == nil {
		return nil, errors.New("api: a deployment manifest is required")
	}
	if err := opts.Manifest.Check(); err != nil {
		return nil, err
	}
	if opts.DestinationRPC == nil && opts.Nodes[opts.Manifest.Destination.ChainID] == nil {
		return nil, errors.New("api: a destination RPC client is required")
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.NewJSONHandler(io.Discard, nil))
	}
	if opts.BodyLimit == "" {
		opts.BodyLimit = "64K"
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
		return nil, errors.New("api: negative max-age")
	}
	if opts.Metrics == nil {
		opts.Metrics = NoopMetrics{}
	}
	lists, err := nodeLists(opts)
	if err != nil {
		return nil, err
	}
	decoder := platform.ErrorDecoder()
	opts.DestinationRPC, opts.SourceRPC = observeChains(opts, lists, decoder)
	// one head tracker per chain, shared by its simulations, markets and fee reads; shared
	// work (asking the head, a markets read, a fee refresh) runs for at most a request's time
	simulator := func(rpc simulate.BatchCaller) (*simulate.Simulator, error) {
		heads, err := simulate.NewHeads(rpc, opts.Now, opts.RequestTimeout)
		if err != nil {
			return nil, err
		}
		return simulate.NewSimulator(rpc, decoder, simulate.WithHeads(heads), simulate.WithMaxAge(opts.HeadMaxAge))
	}
	destSim, err := simulator(opts.DestinationRPC)
	if err != nil {
		return nil, err
	}
	s := &Server{
		log:       opts.Logger,
		manifest:  opts.Manifest,
		dest:      opts.Manifest.Destination,
		destChain: prepare.Chain{ID: opts.Manifest.Destination.ChainID, Sim: destSim, Limit: prepare.NewLimit(opts.MaxConcurrentSimulations)},
		sources:   map[uint64]prepare.Chain{},
		now:       opts.Now,
		metrics:   opts.Metrics,
		draining:  opts.Draining,
	}
	for _, src := range opts.Manifest.Sources {
		sim, err := simulator(opts.SourceRPC[src.ChainID])
		if err != nil {
			return nil, err
		}
		s.sources[src.ChainID] = prepare.Chain{ID: src.ChainID, Sim: sim, Limit: s.destChain.Limit}
	}
	s.trade = trade.NewService(trade.Config{Destination: s.dest, Chain: s.destChain, FeeTTL: opts.FeeCacheTTL, Timeout: opts.RequestTimeout, Now: opts.Now,
		History: opts.HistoryBounds})
	s.deposits = &deposit.Service{Manifest: s.manifest, Dest: s.destChain, Sources: s.sources}
	s.codes = &referral.Service{Registry: s.dest.ReferralRegistry, Chain: s.destChain}
	s.markets = market.NewCache(destSim, s.dest.Reader, s.dest.Vault, opts.MarketsMaxAge, opts.RequestTimeout)

	e := echo.New()
	e.HideBanner, e.HidePort = true, true
	e.HTTPErrorHandler = errorHandler(s.log)
	e.IPExtractor = opts.TrustedProxies.ExtractIP
	e.JSONSerializer = jsonSerializer{}
	// every response names the API version, those of earlier middleware (413, 429) included
	e.Pre(func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			c.Response().Header().Set("X-API-Version", Version)
			return next(c)
		}
	})
	e.Use(middleware.RequestID())
	if err := s.observe(e, opts.Metrics); err != nil {
		return nil, err
	}
	e.Use(middleware.RecoverWithConfig(middleware.RecoverConfig{DisableStackAll: true, LogErrorFunc: func(c echo.Context, err error, stack []byte) error {
		s.log.Error("panic", "err", err.Error(), "stack", string(stack))
		return err
	}}))
	if len(opts.CORSOrigins) > 0 {
		e.Use(cors(opts.CORSOrigins))
	}
	if opts.Limiter != nil {
		e.Use(clientLimits(opts.Limiter))
	}
	e.Use(middleware.BodyLimit(opts.BodyLimit))
	e.Use(middleware.ContextTimeoutWithConfig(middleware.ContextTimeoutConfig{Timeout: opts.RequestTimeout}))
	s.readiness = s.newReadiness(lists)
	s.echo = e
	s.routes()
	if opts.Routes != nil {
		opts.Routes(e)
	}
	return s, nil
}

// ServeHTTP makes the server an http.Handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.echo.ServeHTTP(w, r) }

// jsonSerializer writes JSON without HTML escaping, so that "&" in a URL stays "&".
type jsonSerializer struct{}

func (jsonSerializer) Serialize(c echo.Context, i any, indent string) error {
	enc := json.NewEncoder(c.Response())
	enc.SetEscapeHTML(false)
	if indent != "" {
		enc.SetIndent("", indent)
	}
	return enc.Encode(i)
}

func (jsonSerializer) Deserialize(c echo.Context, i any) error {
	return echo.NewHTTPError(http.StatusInternalServerError, "use decodeJSON")
}

func hexData(b []byte) string { return hexutil.Encode(b) }
