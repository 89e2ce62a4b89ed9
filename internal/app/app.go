// Package app is the tradeprep binary behind main: configuration, wiring and serving.
package app

import (
	"cmp"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"net"
	"net/http"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/tradeprep/tradeprep/internal/actors/actor"
	"github.com/tradeprep/tradeprep/internal/actors/devnet"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/actors/pricefeed"
	"github.com/tradeprep/tradeprep/internal/chain/nodes"
	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/index/follower"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/service/api"
	"github.com/tradeprep/tradeprep/internal/service/backend"
	"github.com/tradeprep/tradeprep/internal/service/limit"
	"github.com/tradeprep/tradeprep/internal/service/metrics"
	"github.com/tradeprep/tradeprep/simulate"
)

const usage = `tradeprep prepares and pre-flights trading transactions.

Usage:
  tradeprep [serve] [flags]
  tradeprep deploy -h
  tradeprep devnet [--listen ADDR] [--manifest-out FILE] [flags]
  tradeprep replay -h
  tradeprep keeper -h       fills orders, triggers and liquidations on a deployed chain
  tradeprep relayer -h      delivers cross-chain deposits of a deployed platform
  tradeprep pricefeed -h    pushes prices from Chainlink aggregators or JSON endpoints
  tradeprep bookfill -h     fills a test deployment with a big book, for a load test
  tradeprep healthcheck [--url BASE_URL]    (asks BASE_URL/readyz; -h for more)

With no --rpc-url, serve starts an embedded platform (two in-process geth dev chains with the
contracts deployed, funded demo accounts, keeper, relayer, moving prices), writes its manifest
(--manifest-out, default ./` + DefaultRunManifest + `) and serves on it.

devnet starts the same platform, deterministic: the same accounts and addresses on every start,
fixed prices, a keeper that runs only when asked; and serves the API with the dev controls
POST /dev/prices, /dev/keeper, /dev/time and /dev/fund, which exist only there. Its defaults:
listen 127.0.0.1:8080, chains on 127.0.0.1:8545 and 127.0.0.1:8546.

Each setting comes from the first of: its flag, its environment variable (in brackets), the
configuration file given by --config or TRADEPREP_CONFIG (YAML or JSON, with the file keys in
brackets), its default. Everything is checked before anything starts.

Flags:
`

func newLogger(level slog.Level, w io.Writer) *slog.Logger {
	return slog.New(slog.NewJSONHandler(w, &slog.HandlerOptions{Level: level}))
}

// dial is go-ethereum's client of the node at url: over HTTP(S) through rpcHTTPClient, over a
// websocket with the access's headers on its handshake (and the system's CAs).
func dial(ctx context.Context, url string, timeout time.Duration, access nodeAccess) (*rpc.Client, error) {
	opts := []rpc.ClientOption{rpc.WithHTTPClient(rpcHTTPClient(timeout, url, access))}
	if access.header != nil {
		opts = append(opts, rpc.WithHeaders(access.header))
	}
	return rpc.DialOptions(ctx, url, opts...)
}

// commands are the binary's commands besides serve and devnet.
var commands = map[string]func(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error{
	"replay": func(ctx context.Context, args []string, _ func(string) string, stdout, stderr io.Writer) error {
		return runReplay(ctx, args, stdout, stderr)
	},
	"deploy":    runDeploy,
	"keeper":    actor.RunKeeper,
	"relayer":   actor.RunRelayer,
	"pricefeed": actor.RunPricefeed,
	"bookfill":  actor.RunBookfill,
	"healthcheck": func(ctx context.Context, args []string, _ func(string) string, stdout, stderr io.Writer) error {
		return runHealthcheck(ctx, args, stdout, stderr)
	},
}

// Run is the whole binary: it parses args (and the environment through getenv), wires what
// they ask for (wire), starts it and serves until ctx ends, then stops it. main only calls it.
func Run(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	if len(args) > 0 {
		if cmd, ok := commands[args[0]]; ok {
			err := cmd(ctx, args[1:], getenv, stdout, stderr)
			if errors.Is(err, flag.ErrHelp) {
				return nil
			}
			return err
		}
	}
	cfg, err := parseConfig(args, getenv, stderr)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	a, err := wire(ctx, cfg, stdout, stderr)
	if err != nil {
		return err
	}
	return a.run(ctx)
}

// app is the wired binary: its services in the order they start, the API server last.
type app struct {
	cfg      *config
	log      *slog.Logger
	stdout   io.Writer
	recorder *metrics.Prometheus
	stopping *drain

	chains backend.Options // the services' chains, filled by the mode's wiring function
	opts   api.Options
	// printReady is what to print once listening: the chains, accounts and examples at addr
	printReady func(addr net.Addr)

	// parts are the services in the order they start: what the wiring opened (closed on
	// Stop), then the profiler, the loops and the API server (wireServer adds those)
	parts  lifecycle
	loops  []Service // the keeper, the relayer, the price feed, the index's follower
	server *apiServer
}

// wire builds the binary cfg asks for: the chains of its mode (wireDevnet, wireEmbedded or
// wireRemote), the services on them, the event index if configured, and the API server on its
// listener. Nothing serves before run; what it opened is closed when it fails.
func wire(ctx context.Context, cfg *config, stdout, stderr io.Writer) (*app, error) {
	a := newApp(cfg, stdout, stderr)
	err := a.wireChains(ctx)
	var services api.Services
	if err == nil {
		services, err = a.wireServices(ctx)
	}
	if err == nil {
		err = a.wireServer(services)
	}
	if err != nil {
		_ = a.parts.Stop(ctx) // closers only: their errors were never the binary's
		return nil, err
	}
	return a, nil
}

// newApp is the part of the wiring every mode shares: the logger, the rate limiter, the
// metrics and the options of the services and of the API.
func newApp(cfg *config, stdout, stderr io.Writer) *app {
	log := newLogger(cfg.logLevel, stderr)
	stopping := new(drain)
	limiter := limit.New(limit.Config{Rate: cfg.rateLimit, Burst: cfg.rateBurst, Clients: cfg.rateClients, Keys: cfg.apiKeys})
	recorder := metrics.New()
	recorder.Registry().MustRegister(limiter.Collector(), stopping.gauge())
	return &app{cfg: cfg, log: log, stdout: stdout, recorder: recorder, stopping: stopping,
		chains: backend.Options{
			Logger:                   log,
			RequestTimeout:           cfg.reqTimeout,
			RPCTimeout:               cfg.rpcTimeout,
			MaxConcurrentSimulations: cfg.maxSimulations,
			MarketsMaxAge:            cfg.marketsMaxAge,
			HeadMaxAge:               cfg.headMaxAge,
			Metrics:                  recorder,
		},
		opts: api.Options{
			Logger:         log,
			RequestTimeout: cfg.reqTimeout,
			BodyLimit:      cfg.bodyLimit,
			Limiter:        limiter,
			TrustedProxies: cfg.trustedProxies,
			Draining:       stopping.draining.Load,
			CORSOrigins:    cfg.corsOrigins,
			Metrics:        recorder,

			MaxStreamsPerClient: cfg.streamsPerIP,
			MaxStreams:          cfg.maxStreams,
		},
	}
}

// wireChains wires the chains of cfg's mode: the devnet, the embedded platform (no --rpc-url)
// or the configured nodes.
func (a *app) wireChains(ctx context.Context) error {
	switch {
	case a.cfg.devnet:
		return a.wireDevnet(ctx)
	case len(a.cfg.rpcURLs) == 0:
		return a.wireEmbedded(ctx)
	default:
		a.wireRemote(ctx)
		return nil
	}
}

// onErr logs a background loop's errors as warnings about what.
func (a *app) onErr(what string) func(error) {
	return func(err error) { a.log.Warn(what, "err", err.Error()) }
}

// wireDevnet starts the deterministic platform of `tradeprep devnet` and serves on it with
// its dev controls. No price feed and no keeper loop: prices move on POST /dev/prices, orders
// fill on POST /dev/keeper; deposits are relayed as on the embedded platform.
func (a *app) wireDevnet(ctx context.Context) error {
	cfg := a.cfg
	where := "in-process geth chains"
	if cfg.devnetNode == embedded.NodeAnvil {
		where = "anvil chains"
	}
	fmt.Fprintf(a.stdout, "tradeprep devnet: starting the deterministic platform (%s)...\n", where)
	dn, err := devnet.Start(ctx, devnet.Options{DestHTTP: cfg.chainListen, SourceHTTP: cfg.sourceListen, RelayerConfirmations: cfg.relayerConfs,
		Node: cfg.devnetNode})
	if err != nil {
		return fmt.Errorf("devnet (chains on %s and %s; see --chain-listen, --source-chain-listen): %w", cfg.chainListen, cfg.sourceListen, err)
	}
	a.parts.closeOnStop(dn.Close)
	useEmbedded(&a.chains, dn.Env)
	a.opts.Routes = dn.Routes
	manifestOut, err := writeManifest(a.stdout, dn.Env.Manifest, cfg)
	if err != nil {
		return err
	}
	prices, err := dn.Prices(ctx)
	if err != nil {
		return fmt.Errorf("devnet: read the prices: %w", err)
	}
	a.loops = append(a.loops, newRoutine(func(ctx context.Context) { dn.Env.Relayer.Run(ctx, cfg.keeperEvery, a.onErr("relayer")) }))
	a.printReady = func(addr net.Addr) { printDevnetReady(a.stdout, dn.Env, prices, manifestOut, cfg.keeperEvery, addr) }
	return nil
}

// wireEmbedded starts the embedded platform (two in-process geth chains, the contracts
// deployed) with its keeper, relayer and moving prices, and serves on it.
func (a *app) wireEmbedded(ctx context.Context) error {
	cfg := a.cfg
	fmt.Fprintln(a.stdout, "tradeprep: no --rpc-url configured: starting the embedded platform (in-process geth chains)...")
	env, err := embedded.Start(ctx, embedded.Options{DestHTTP: cmp.Or(cfg.chainListen, "127.0.0.1:0"), SourceHTTP: cmp.Or(cfg.sourceListen, "127.0.0.1:0"), RelayerConfirmations: cfg.relayerConfs, Node: embedded.NodeGeth})
	if err != nil {
		return fmt.Errorf("embedded platform: %w", err)
	}
	a.parts.closeOnStop(env.Close)
	useEmbedded(&a.chains, env)
	manifestOut, err := writeManifest(a.stdout, env.Manifest, cfg)
	if err != nil {
		return err
	}
	feed := pricefeed.New(env.Owner, env.Manifest.Destination.Oracle)
	ids := make([]uint64, 0, len(env.Manifest.Destination.Markets))
	for _, m := range env.Manifest.Destination.Markets {
		ids = append(ids, m.ID)
	}
	a.loops = append(a.loops,
		newRoutine(func(ctx context.Context) { env.Keeper.Run(ctx, cfg.keeperEvery, a.onErr("keeper")) }),
		newRoutine(func(ctx context.Context) { env.Relayer.Run(ctx, cfg.keeperEvery, a.onErr("relayer")) }),
		newRoutine(func(ctx context.Context) { feed.Walk(ctx, 5*cfg.keeperEvery, ids, 15, 1, a.onErr("price feed")) }),
	)
	a.printReady = func(addr net.Addr) { printEmbedded(a.stdout, env, manifestOut, baseURL(addr)) }
	return nil
}

// wireRemote has the services read the configured nodes (--rpc-url, --source-rpc-url) of the
// deployment in the manifest.
func (a *app) wireRemote(ctx context.Context) {
	cfg := a.cfg
	a.chains.Manifest, a.chains.Nodes = cfg.manifest, map[uint64][]nodes.Node{}
	urls := map[uint64][]string{cfg.manifest.Destination.ChainID: cfg.rpcURLs}
	maps.Copy(urls, cfg.sourceRPCs)
	for id, urls := range urls {
		for _, u := range urls {
			c := dialNode(ctx, u, cfg.rpcTimeout, nodeAccess{header: cfg.rpcHeaders.of(u), roots: cfg.rpcRoots})
			a.parts.closeOnStop(func() error { c.Close(); return nil })
			a.chains.Nodes[id] = append(a.chains.Nodes[id], nodes.Node{Host: nodes.HostOf(u), Client: c, MaxBatch: cfg.maxBatch.of(u)})
		}
	}
}

// wireServices builds the domain services on the chains and, when configured, has them read
// and record through the event index.
func (a *app) wireServices(ctx context.Context) (api.Services, error) {
	var index *eventdb.DB
	if a.cfg.eventIndex {
		var err error
		if index, err = a.openIndex(ctx); err != nil {
			return api.Services{}, err
		}
		a.chains.Index = index
	}
	b, err := backend.New(a.chains)
	if err != nil {
		return api.Services{}, err
	}
	services := servicesOf(b)
	if index != nil {
		a.followIndex(b, index, &services)
	}
	return services, nil
}

// openIndex opens the event index (databaseUrl), closed on Stop.
func (a *app) openIndex(ctx context.Context) (*eventdb.DB, error) {
	index, err := eventdb.Open(ctx, a.cfg.databaseURL)
	if err != nil {
		return nil, fmt.Errorf("the event index (databaseUrl): %w", err)
	}
	a.parts.closeOnStop(index.Close)
	index.SetMaxConns(a.cfg.databaseMaxConns)
	a.recorder.Registry().MustRegister(metrics.DBPool(index.Stats))
	return index, nil
}

// followIndex adds the index's follower (the destination's Vault and DepositReceiver, and each
// source chain's DepositRouter, under the index's one lease) with the ledger's catch-up, and
// has the services read and record through the index.
func (a *app) followIndex(b *backend.Backend, index *eventdb.DB, services *api.Services) {
	cfg, manifest := a.cfg, a.chains.Manifest
	dest := manifest.Destination
	m, warn := newIndexMetrics(a.recorder.Registry()), a.onErr("event index")
	caught := newCatchUp(1 + len(manifest.Sources))
	onLease := func(held bool) { m.lease(held); caught.lease(held) }
	fols := []*follower.Follower{follower.New(follower.Config{ChainID: dest.ChainID, Vault: dest.Vault, Deposits: manifest,
		From: dest.DeployBlock, Confirmations: cfg.confirmations, OnLease: onLease}, b.DestRPC, index)}
	for _, src := range manifest.Sources {
		fols = append(fols, follower.New(follower.Config{ChainID: src.ChainID, Deposits: manifest, From: src.DeployBlock,
			Confirmations: cfg.confirmations}, b.SourceRPC[src.ChainID], index))
	}
	led := newLedgerRunner(a.recorder.Registry(), index, a.log)
	a.loops = append(a.loops, newRoutine(func(ctx context.Context) {
		// Run retries a database or node that does not answer for as long as ctx lives; it
		// answers only ctx's end, or a misconfiguration (nothing to follow), logged here
		err := follower.Run(ctx, fols, cfg.followEvery, func(r follower.Result) { m.step(r); caught.step(r); led.catchUp(ctx) }, func(err error) { m.failures.Inc(); warn(err) })
		if ctx.Err() == nil {
			a.log.Error("the event index's follower stopped", "err", err.Error())
		}
	}))
	useIndex(services, b, index)
	services.IndexCatchingUp = caught.catchingUp
	services.IndexLag = indexLag(index, b.DestRPC, dest.ChainID, cfg.indexMaxLag, m.lag)
	services.IndexWriter = indexWriter(index, NoWriterGrace)
}

// wireServer builds the API on the services and its server on the listener (--listen), and,
// when configured, the profiler beside it; the server is the last service to start and the
// first to stop.
func (a *app) wireServer(services api.Services) error {
	handler, err := api.New(services, a.opts)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", a.cfg.listen)
	if err != nil {
		return err
	}
	a.server = &apiServer{app: a, ln: ln, srv: &http.Server{
		Handler:           a.stopping.handler(handler),
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       10 * time.Second,
		WriteTimeout:      a.cfg.reqTimeout + 5*time.Second,
		IdleTimeout:       60 * time.Second,
		MaxHeaderBytes:    16 << 10,
	}}
	if a.cfg.pprofListen != "" {
		a.parts.add(&profiler{addr: a.cfg.pprofListen, stdout: a.stdout})
	}
	a.parts.add(a.loops...)
	a.parts.add(a.server)
	return nil
}

// run starts the services and serves until ctx ends (then drains and stops them all) or the
// server fails (then stops the others and returns its error).
func (a *app) run(ctx context.Context) error {
	if err := a.parts.Start(ctx); err != nil {
		return err
	}
	select {
	case err := <-a.server.served:
		a.server.failed = true
		stopErr := a.parts.Stop(ctx)
		if errors.Is(err, http.ErrServerClosed) {
			return stopErr
		}
		return err
	case <-ctx.Done():
		return a.parts.Stop(ctx)
	}
}

// apiServer is the API's HTTP server on its listener, as a service: Start serves and says
// where, Stop drains it (drain.stop) and shuts it down.
type apiServer struct {
	*app
	srv    *http.Server
	ln     net.Listener
	served chan error // Serve's end
	failed bool       // Serve ended before Stop
}

func (s *apiServer) Start(context.Context) error {
	s.served = make(chan error, 1)
	go func() { s.served <- s.srv.Serve(s.ln) }()
	if s.printReady != nil {
		s.printReady(s.ln.Addr())
	}
	fmt.Fprintf(s.stdout, "tradeprep: serving on http://%s\n", s.ln.Addr())
	s.log.Info("serving", "addr", s.ln.Addr().String(), "version", api.Version)
	return nil
}

func (s *apiServer) Stop(ctx context.Context) error {
	switch {
	case s.served == nil: // never started
		_ = s.ln.Close()
		return nil
	case s.failed:
		return nil
	}
	return s.stopping.stop(ctx, s.srv, s.cfg.drainPeriod, s.cfg.shutdownTimeout, s.log)
}

// writeManifest writes the embedded platform's (or the devnet's) manifest where cfg says and
// returns where it went ("": nowhere). A manifestOut given that cannot be written is an error;
// the default, in a working directory that may not be writable (a container), only a warning.
func writeManifest(stdout io.Writer, m *deployment.Manifest, cfg *config) (string, error) {
	if cfg.manifestOut == "" {
		return "", nil
	}
	if err := m.Save(cfg.manifestOut); err != nil {
		if cfg.manifestOutSet {
			return "", fmt.Errorf("write the embedded platform's manifest (manifestOut): %w", err)
		}
		fmt.Fprintf(stdout, "tradeprep: the embedded platform's manifest was not written (%v); serving without it\n", err)
		return "", nil
	}
	return cfg.manifestOut, nil
}

// NewServer builds the services on the chains and the API server that serves them, as the
// binary serves it (the tests of other packages build theirs with it too).
func NewServer(chains backend.Options, opts api.Options, index *eventdb.DB) (*api.Server, error) {
	if index != nil {
		chains.Index = index
	}
	b, err := backend.New(chains)
	if err != nil {
		return nil, err
	}
	services := servicesOf(b)
	if index != nil {
		useIndex(&services, b, index)
	}
	return api.New(services, opts)
}

// useIndex has the API read the event index (the backend's services were built on it): the
// events, trades and ended positions it answers.
func useIndex(services *api.Services, b *backend.Backend, index *eventdb.DB) {
	services.Events, services.History = index, b.History
}

// useEmbedded points the services at the embedded platform's chains.
func useEmbedded(opts *backend.Options, env *embedded.Env) {
	opts.Manifest = env.Manifest
	opts.DestinationRPC = env.Dest.RPC()
	opts.SourceRPC = map[uint64]simulate.BatchCaller{embedded.SourceChainID: env.Source.RPC()}
}

// printEmbedded prints the embedded chains, the demo accounts and example requests.
func printEmbedded(w io.Writer, env *embedded.Env, manifestOut, base string) {
	d := env.Manifest.Destination
	fmt.Fprintf(w, "\nEmbedded platform ready. Destination chain %d at %s, source chain %d at %s\n",
		d.ChainID, env.Dest.HTTPURL(), env.Manifest.Sources[0].ChainID, env.Source.HTTPURL())
	fmt.Fprintf(w, "Vault %s  Reader %s  ReferralRegistry %s\n", d.Vault.Hex(), d.Reader.Hex(), d.ReferralRegistry.Hex())
	if manifestOut != "" {
		fmt.Fprintf(w, "Manifest of these chains written to %s, e.g. for\n  tradeprep replay --rpc %s --manifest %s --position 1\n",
			manifestOut, env.Dest.HTTPURL(), manifestOut)
	}
	fmt.Fprintln(w, "Demo accounts (100 ETH on both chains, 100,000 USD margin, source-chain USDC/USDT/WETH); DEMO KEYS, never use them elsewhere:")
	for _, a := range env.Accounts {
		fmt.Fprintf(w, "  %s  key 0x%x\n", a.Address.Hex(), crypto.FromECDSA(a.Key))
	}
	user := env.Accounts[0].Address.Hex()
	src := env.Manifest.Sources[0]
	fmt.Fprintf(w, `
Try:
  curl -s %[1]s/api/markets
  curl -s -X POST %[1]s/api/newposition -H 'Content-Type: application/json' \
    -d '{"pair":1,"isLong":true,"orderType":"market","margin":"100","size":"1000","maxAcceptablePrice":"100000","slippagePercent":100,"takeProfit":"110000","takeProfitClosePercent":10000,"userAddress":"%[2]s"}'
  curl -s -X POST %[1]s/api/referrals -H 'Content-Type: application/json' -d '{"action":"getCodeInfo","code":"welcome"}'
  curl -s -X POST %[1]s/api/crosschaindeposit -H 'Content-Type: application/json' \
    -d '{"userAddress":"%[2]s","fromChainId":%[3]d,"amount":"1000000000","tokenAddress":"%[4]s"}'
`, base, user, src.ChainID, src.Tokens[0].Address.Hex())
}

// servicesOf is what b serves, as the API takes it: the manifest, the domain services and the
// chains' readiness in the API's terms.
func servicesOf(b *backend.Backend) api.Services {
	return api.Services{Manifest: b.Manifest, Trade: b.Trade, Deposit: b.Deposit, Referral: b.Referral, Market: b.Market, Orders: b.Orders,
		Ready: readiness{b.Ready}}
}

// readiness is the backend's readiness in the API's terms (/readyz).
type readiness struct{ r *backend.Readiness }

func (r readiness) Check(ctx context.Context) ([]api.ChainReadiness, bool) {
	states, ready := r.r.Check(ctx)
	out := make([]api.ChainReadiness, len(states))
	for i, c := range states {
		out[i] = api.ChainReadiness{ChainID: c.ChainID, Role: c.Role, Ready: c.Ready, Error: c.Error, Nodes: make([]api.NodeState, len(c.Nodes))}
		for j, n := range c.Nodes {
			out[i].Nodes[j] = api.NodeState(n) // the same fields: the compiler keeps them so
		}
	}
	return out, ready
}
