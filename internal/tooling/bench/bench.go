// Package bench is tradeprep's benchmark (`make bench`): the service, built as the real
// binary, in front of anvil, next to a direct JSON-RPC client that sends the very batches the
// service sends, and the markets endpoint next to a plain handler that writes the same bytes.
// Everything runs in one process tree on one machine, and the targets are ratios between
// runs interleaved in the same session, so that they hold on a noisy machine.
package bench

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/tradeprep/tradeprep/anvil"
	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
	"github.com/tradeprep/tradeprep/internal/actors/deployer"
	"github.com/tradeprep/tradeprep/internal/actors/keeper"
	"github.com/tradeprep/tradeprep/internal/actors/pricefeed"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/tooling/accuracy"
	"github.com/tradeprep/tradeprep/internal/tooling/hostinfo"
	"github.com/tradeprep/tradeprep/internal/tooling/indexscale"
	"github.com/tradeprep/tradeprep/internal/tooling/keeperscale"
	"github.com/tradeprep/tradeprep/internal/tooling/loopback"
)

// Config is one benchmark session.
type Config struct {
	ServiceBin   string        // the tradeprep binary
	SelfBin      string        // this benchmark's binary, run as `static` for the markets baseline
	Rounds       int           // interleaved runs per cell; medians are reported
	Duration     time.Duration // one run
	Clients      []int         // concurrent clients of the latency cells
	LoadDuration time.Duration // mixed load at 64 clients
	LoadClients  int
	WorkDir      string   // logs and the manifest
	Endpoints    []string // of newposition, closeposition, markets, latency; nil: all
	// NodeDelay is what the delaying proxy adds to every node round trip in the
	// latency-injected comparison (latency.go); 0 leaves it out
	NodeDelay      time.Duration
	LatencyClients []int // concurrent clients of the latency-injected comparison
	// NodeCores is how that comparison places the processes on the CPUs: NodeCoresOwn (""
	// too) or NodeCoresShared
	NodeCores   string
	ServiceArgs []string // added to `tradeprep serve ...`
	// Profile: take the service's CPU and allocation profiles per endpoint (ProfileClients
	// clients, one run) through its --pprof-listen, and keep them in ProfileDir ("": not kept).
	Profile    bool
	ProfileDir string
	ServiceEnv []string // added to the service's environment
	// AccuracySteps: random requests of the prediction-accuracy run (accuracy.go); 0 leaves it out
	AccuracySteps int
	// KeeperScale: the book sizes of the keeper-at-scale run (keeperscale.go), increasing; nil
	// leaves it out
	KeeperScale []int
	// CatchUp: after the keeper-at-scale run, a follower reads its chain into an empty index in
	// SQLite and in PostgreSQL (indexscale.go)
	CatchUp bool
	// IndexScale: the event counts of the index-at-scale run (indexscale.go), increasing; nil
	// leaves it out
	IndexScale []int
	Log        io.Writer
}

// Cell is one (endpoint, clients) comparison: Rounds runs of the service and of the baseline.
type Cell struct {
	Endpoint string
	Clients  int
	Service  []Sample
	Baseline []Sample
}

// RoundTrip is a counted request: JSON-RPC round trips per chain over Requests requests.
type RoundTrip struct {
	Request  string
	Requests int
	Dest     int
	Source   int
	Want     string // "1 on the destination", "1 per chain", ...
	OK       bool
	Batch    string // methods of one of its batches
}

// Result is what a session measured.
type Result struct {
	Config     Config
	Started    time.Time
	Finished   time.Time
	RoundTrips []RoundTrip
	Coalescing Coalescing
	Cells      []Cell        // newposition and closeposition vs direct client
	Markets    []Cell        // markets vs static handler
	Latency    []LatencyCell // newposition with NodeDelay per node round trip, vs (a) and (b)
	// NodeCPUs and RestCPUs are the CPUs of the node and of the rest in the latency-injected
	// comparison when it placed them apart (NodeCoresOwn); nil when every process shared them
	NodeCPUs, RestCPUs []int
	// LatencyBatch is the methods of the batch (a) sends; LatencySequential the methods (b)
	// sends, one request each, and LatencyCalls those calls with their parameters
	LatencyBatch      []string
	LatencySequential []string
	LatencyCalls      []string
	Load              Sample // mixed load on the service
	LoadMix           []string
	PeakRSS           int64 // service VmHWM at the end, bytes
	RSSAfterLoad      int64 // service VmRSS right after the mixed load
	MarketsBytes      int
	Hop               Sample // one client, GET of an empty answer from the static handler: a loopback HTTP round trip
	AnvilVersion      string
	Commit            string   // git commit of the tree when the session started; empty: asked when the report is written
	Errors            []string // correctness failures (not target misses)
	// Accuracy: predicted outcomes against what the chain then did (nil: not measured)
	Accuracy *accuracy.Report
	// Profiles: the service's profiles per endpoint (Config.Profile)
	Profiles []Profile
	// KeeperScale: the keeper's round after a push at each book size (Config.KeeperScale)
	KeeperScale     []keeperscale.Row
	KeeperScaleTook time.Duration
	// IndexScale: the reads of the event index at each size (Config.IndexScale), per database;
	// CatchUp: the follower's catch-up with the keeper-at-scale chain (Config.CatchUp)
	IndexScale     []indexscale.Result
	IndexScaleTook time.Duration
	CatchUp        []indexscale.CatchUp
}

// Coalescing is the markets cache check: concurrent GETs right after a new block.
type Coalescing struct {
	Blocks             int
	ConcurrentPerBurst int
	ReaderCalls        int // eth_call to the Reader during the bursts
	SequentialGets     int // GETs on an unchanged block afterwards
	SequentialReads    int // Reader calls they caused
}

func (r *Result) fail(format string, args ...any) {
	r.Errors = append(r.Errors, fmt.Sprintf(format, args...))
}

func key(role string) *ecdsa.PrivateKey {
	k, err := crypto.ToECDSA(crypto.Keccak256([]byte("tradeprep bench key: " + role)))
	if err != nil {
		panic(err)
	}
	return k
}

func addr(role string) common.Address { return crypto.PubkeyToAddress(key(role).PublicKey) }

// env is the running benchmark platform.
type env struct {
	cfg          Config
	dest, src    *anvil.Container
	destC, srcC  *ethclient.Client
	manifest     *deployment.Manifest
	manifestPath string
	keeper       *keeper.Keeper
	feed         *pricefeed.Feed // the deployer's: it pushes the prices again before the keeper fills
	http         *http.Client
	pids         map[string]int // processes whose CPU time each run records, by role
	pprofListen  string         // the next service started serves its profiler there ("": none)
}

// Run runs a whole session.
func Run(ctx context.Context, cfg Config) (*Result, error) {
	// the tree as it is now: the report rewrites BENCHMARKS.md, which is no change to what ran
	res := &Result{Config: cfg, Started: time.Now(), Commit: hostinfo.GitCommit()}
	e := &env{cfg: cfg, http: newHTTPClient(30 * time.Second), pids: map[string]int{"bench": 0}}
	defer e.close()
	if err := e.start(ctx); err != nil {
		return nil, err
	}
	res.AnvilVersion = anvilVersion()

	// 1. Round trips, counted by proxies between the service and the chains.
	batches, posID, err := e.countRoundTrips(ctx, res)
	if err != nil {
		return nil, err
	}

	// 2. Latency and throughput: the service straight on anvil, next to a direct client.
	svc, pprofURL, err := e.profiledService(ctx, "service.log", e.dest.RPCURL(), e.src.RPCURL())
	if err != nil {
		return nil, err
	}
	defer svc.Stop()
	e.pids["service"] = svc.Pid()
	direct, err := rpc.DialOptions(ctx, e.dest.RPCURL(), rpc.WithHTTPClient(newHTTPClient(30*time.Second)))
	if err != nil {
		return nil, err
	}
	defer direct.Close()
	bodies := map[string][]byte{
		"newposition":   e.newPositionBody(0),
		"closeposition": mustJSON(closeRequest(posID)),
	}
	for _, ep := range []string{"newposition", "closeposition"} {
		if !cfg.wants(ep) {
			continue
		}
		calls, err := ParseBatch(batches[ep])
		if err != nil {
			return nil, fmt.Errorf("%s batch: %w", ep, err)
		}
		serviceDo := httpDo(e.http, http.MethodPost, svc.URL+"/api/"+ep, constBody(bodies[ep]), "application/json")
		directDo := rpcDo(direct, calls)
		for _, n := range cfg.Clients {
			cell := e.compare(ctx, res, ep, n, serviceDo, directDo)
			res.Cells = append(res.Cells, cell)
		}
		if cfg.Profile {
			fmt.Fprintf(e.cfg.Log, "bench: %s profiled at %s\n", ep, clientsText(ProfileClients))
			p, err := e.profileRun(ctx, ep, ep, pprofURL, serviceDo)
			if err != nil {
				return nil, fmt.Errorf("profile %s: %w", ep, err)
			}
			res.Profiles = append(res.Profiles, p)
		}
	}

	// 2b. The node made remote: NodeDelay per round trip, newposition next to one raw round
	// trip (a) and to the integrator's sequential calls (b).
	if cfg.wants("latency") && cfg.NodeDelay > 0 && len(cfg.LatencyClients) > 0 {
		if err := e.latency(ctx, res); err != nil {
			return nil, err
		}
	}

	// The floor of any extra HTTP hop: one client's GET of an empty answer from the static
	// handler.
	if err := e.hop(ctx, res); err != nil {
		return nil, err
	}

	// 3. Markets from the cache next to a handler that writes the same bytes.
	if cfg.wants("markets") {
		if err := e.markets(ctx, res, svc); err != nil {
			return nil, err
		}
	}

	// 5. Prediction accuracy: random requests executed for real, outcome against the chain.
	if cfg.AccuracySteps > 0 {
		if err := e.measureAccuracy(ctx, res); err != nil {
			return nil, err
		}
	}

	// 6. The keeper at scale, on a platform of its own.
	if len(cfg.KeeperScale) > 0 {
		e.measureKeeperScale(ctx, res)
	}

	// 7. The event index at scale, on this platform's chain.
	if len(cfg.IndexScale) > 0 {
		e.measureIndexScale(ctx, res)
	}

	// 4. Mixed load at 64 clients: no unexpected status, peak memory.
	e.mixedLoad(ctx, res, svc.URL, posID)
	if rss, err := svc.RSS(); err == nil {
		res.RSSAfterLoad = rss
	}
	if res.PeakRSS, err = svc.PeakRSS(); err != nil {
		res.fail("peak RSS: %v", err)
	}
	res.Finished = time.Now()
	return res, nil
}

func (e *env) close() {
	if e.destC != nil {
		e.destC.Close()
	}
	if e.srcC != nil {
		e.srcC.Close()
	}
	_ = e.src.Close(context.Background())
	_ = e.dest.Close(context.Background())
}

func (c Config) wants(endpoint string) bool {
	return len(c.Endpoints) == 0 || slices.Contains(c.Endpoints, endpoint)
}

// startStatic starts this benchmark's binary as `static`, answering GET path with body,
// which it first writes to the file name in the work directory; logName is its log there.
func (e *env) startStatic(ctx context.Context, name string, body []byte, path, logName string) (*Process, error) {
	file := filepath.Join(e.cfg.WorkDir, name)
	if err := os.WriteFile(file, body, 0o644); err != nil {
		return nil, err
	}
	return StartProcess(ctx, e.cfg.SelfBin, []string{"static", "-listen", "{addr}", "-file", file, "-path", path}, nil,
		filepath.Join(e.cfg.WorkDir, logName), "/healthz")
}

// hop measures a bare loopback HTTP round trip: one client, GET of an empty answer from the
// static handler.
func (e *env) hop(ctx context.Context, res *Result) error {
	static, err := e.startStatic(ctx, "empty", nil, "/empty", "static-hop.log")
	if err != nil {
		return err
	}
	defer static.Stop()
	res.Hop = Drive(ctx, 1, e.cfg.Duration, httpDo(e.http, http.MethodGet, static.URL+"/empty", nil, ""), http.StatusOK)
	if res.Hop.Failures > 0 {
		res.fail("loopback hop: %d failures (%s)", res.Hop.Failures, res.Hop.FirstFailure)
	}
	return nil
}

// markets compares GET /api/markets with a static handler writing the same bytes, and
// measures a bare loopback HTTP round trip.
func (e *env) markets(ctx context.Context, res *Result, svc *Process) error {
	markets, err := e.ask(svc.URL, marketsCall(ctx, nil), nil)
	if err != nil {
		return err
	}
	res.MarketsBytes = len(markets)
	static, err := e.startStatic(ctx, "markets.json", markets, "/api/markets", "static.log")
	if err != nil {
		return err
	}
	defer static.Stop()
	e.pids["static"] = static.Pid()
	defer delete(e.pids, "static")
	for _, n := range e.cfg.Clients {
		cell := e.compare(ctx, res, "markets", n,
			httpDo(e.http, http.MethodGet, svc.URL+"/api/markets", nil, ""),
			httpDo(e.http, http.MethodGet, static.URL+"/api/markets", nil, ""))
		res.Markets = append(res.Markets, cell)
	}
	_ = static.Stop()

	return nil
}

// start runs the two anvils and deploys the platform with funded accounts.
func (e *env) start(ctx context.Context) (err error) {
	fmt.Fprintln(e.cfg.Log, "bench: starting anvil (destination and source) and deploying the platform")
	launch := anvil.Launch{ProcessOnly: true} // a local process, whose pid the profile follows
	if e.dest, err = launch.Start(ctx, anvil.Customizers(anvil.WithChainID(platform.SessionDestChainID))...); err != nil {
		return fmt.Errorf("destination anvil: %w", err)
	}
	e.pids["anvil"] = e.dest.Pid()
	if e.src, err = launch.Start(ctx, anvil.Customizers(anvil.WithChainID(platform.SessionSourceChainID))...); err != nil {
		return fmt.Errorf("source anvil: %w", err)
	}
	if e.destC, err = ethclient.DialContext(ctx, e.dest.RPCURL()); err != nil {
		return err
	}
	if e.srcC, err = ethclient.DialContext(ctx, e.src.RPCURL()); err != nil {
		return err
	}
	roles := []string{"owner", "keeper", "user-0", "user-1", "user-2"}
	for _, c := range []*ethclient.Client{e.destC, e.srcC} {
		for _, role := range roles {
			wei := new(big.Int).Mul(big.NewInt(1000), big.NewInt(1e18))
			if err := c.Client().CallContext(ctx, nil, "anvil_setBalance", addr(role), hexutil.EncodeBig(wei)); err != nil {
				return fmt.Errorf("fund %s: %w", role, err)
			}
		}
	}
	decoder := platform.ErrorDecoder()
	owner, err := sender.New(ctx, e.destC, key("owner"), decoder)
	if err != nil {
		return err
	}
	srcOwner, err := sender.New(ctx, e.srcC, key("owner"), decoder)
	if err != nil {
		return err
	}
	dcfg := deployer.DefaultDestinationConfig()
	dcfg.Keeper = addr("keeper")
	e.manifest, err = deployer.Platform(ctx, owner, srcOwner, dcfg, deployer.Accounts{
		Addresses:  []common.Address{addr("user-0"), addr("user-1"), addr("user-2")},
		Margin:     fixedpoint.MustParse("1000000", deployer.StableDecimals),
		TokensEach: 10_000,
	})
	if err != nil {
		return err
	}
	// user-1 also holds the destination's stable token: what a batch's deposit moves
	if err := deployer.MintTokens(ctx, owner, e.manifest.Destination.Stable.Address, fixedpoint.MustParse("10000", int32(e.manifest.Destination.Stable.Decimals)), addr("user-1")); err != nil {
		return err
	}
	e.manifestPath = filepath.Join(e.cfg.WorkDir, "manifest.json")
	if err := e.manifest.Save(e.manifestPath); err != nil {
		return err
	}
	ks, err := sender.New(ctx, e.destC, key("keeper"), decoder)
	if err != nil {
		return err
	}
	e.keeper = keeper.New(ks, e.manifest.Destination.Vault, e.manifest.Destination.Reader)
	e.feed = pricefeed.New(owner, e.manifest.Destination.Oracle)
	return nil
}

// profiledService starts a service that, when the session profiles (Config.Profile), serves its
// profiler at the URL it returns.
func (e *env) profiledService(ctx context.Context, logName, destURL, srcURL string) (*Process, string, error) {
	var pprofURL string
	if e.cfg.Profile {
		addr, err := loopback.FreeAddr()
		if err != nil {
			return nil, "", err
		}
		e.pprofListen, pprofURL = addr, "http://"+addr+"/debug/pprof"
	}
	svc, err := e.service(ctx, logName, destURL, srcURL)
	e.pprofListen = ""
	return svc, pprofURL, err
}

// service starts the tradeprep binary on the given chain URLs, without rate limit, and without
// a drain period on SIGTERM (no load balancer to leave).
//
// It runs without the event index (--event-index=false): the index's follower asks the chain
// on its own schedule (about once a second), and every figure here is per request, counted by
// proxies between the service and the chains while the baselines run beside it.
func (e *env) service(ctx context.Context, logName, destURL, srcURL string) (*Process, error) {
	args := []string{"serve", "--listen", "{addr}", "--rpc-url", destURL, "--manifest", e.manifestPath,
		"--source-rpc", fmt.Sprintf("%d=%s", platform.SessionSourceChainID, srcURL), "--rate-limit", "0", "--drain-period", "0s", "--log-level", "info",
		"--event-index=false"}
	if e.pprofListen != "" {
		args = append(args, "--pprof-listen", e.pprofListen)
	}
	return StartProcess(ctx, e.cfg.ServiceBin, append(args, e.cfg.ServiceArgs...), e.cfg.ServiceEnv, filepath.Join(e.cfg.WorkDir, logName), "/readyz")
}

// The requests of the benchmark, as the typed client's request types. The load drivers send
// them encoded once (newPositionBody, ...), so that what is timed is the service and not the
// encoding; the setup sends them with the typed client (ask).

func newPositionRequest(user int) client.NewPositionRequest {
	return client.NewPositionRequest{Pair: 1, IsLong: true, OrderType: client.NewPositionRequestOrderTypeMarket, Margin: ptr("100"),
		Size: ptr("1000"), MaxAcceptablePrice: ptr("1000000"), SlippagePercent: ptr("100"), UserAddress: addr(fmt.Sprintf("user-%d", user)).Hex()}
}

func (e *env) newPositionBody(user int) []byte { return mustJSON(newPositionRequest(user)) }

func closeRequest(posID string) client.ClosePositionRequest {
	return client.ClosePositionRequest{PositionID: posID, SizeDelta: ptr("10")}
}

func (e *env) depositRequest(user int, symbol, amount string) client.CrossChainDepositRequest {
	src := e.manifest.Sources[0]
	var token common.Address
	for _, t := range src.Tokens {
		if t.Symbol == symbol {
			token = t.Address
		}
	}
	return client.CrossChainDepositRequest{UserAddress: addr(fmt.Sprintf("user-%d", user)).Hex(), FromChainID: int(src.ChainID),
		Amount: amount, TokenAddress: token.Hex()}
}

func (e *env) depositBody(user int, symbol, amount string) []byte {
	return mustJSON(e.depositRequest(user, symbol, amount))
}

func ptr[T any](v T) *T { return &v }

// call is one request of the typed client; it answers a *client.<Operation>Result.
type call func(c *client.ClientWithResponses) (any, error)

func newPositionCall(ctx context.Context, r client.NewPositionRequest) call {
	return func(c *client.ClientWithResponses) (any, error) { return c.NewPositionWithResponse(ctx, r) }
}

func closeCall(ctx context.Context, r client.ClosePositionRequest) call {
	return func(c *client.ClientWithResponses) (any, error) { return c.ClosePositionWithResponse(ctx, r) }
}

func referralsCall(ctx context.Context, r client.ReferralsRequest) call {
	return func(c *client.ClientWithResponses) (any, error) { return c.ReferralsWithResponse(ctx, r) }
}

func depositCall(ctx context.Context, r client.CrossChainDepositRequest) call {
	return func(c *client.ClientWithResponses) (any, error) { return c.CrossChainDepositWithResponse(ctx, r) }
}

func marketsCall(ctx context.Context, address *string) call {
	return func(c *client.ClientWithResponses) (any, error) {
		return c.MarketsWithResponse(ctx, &client.MarketsParams{Address: address})
	}
}

func (e *env) token(symbol string) common.Address {
	for _, t := range e.manifest.Sources[0].Tokens {
		if t.Symbol == symbol {
			return t.Address
		}
	}
	return common.Address{}
}

// ask sends one request with the typed client of the service at url (over the bench's HTTP
// client), requires a 200 and decodes its body into out (may be nil); it returns the body.
func (e *env) ask(url string, send call, out any) ([]byte, error) {
	c, err := client.NewClientWithResponses(url, client.WithHTTPClient(e.http))
	if err != nil {
		return nil, err
	}
	res, err := send(c)
	if err != nil {
		return nil, err
	}
	v := reflect.ValueOf(res).Elem()
	hr := v.FieldByName("HTTPResponse").Interface().(*http.Response)
	raw := v.FieldByName("Body").Bytes()
	if hr.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%s %s: %d %s", hr.Request.Method, hr.Request.URL, hr.StatusCode, raw)
	}
	if out != nil {
		return raw, json.Unmarshal(raw, out)
	}
	return raw, nil
}

// countRoundTrips runs the service behind counting proxies: it opens the position the close
// benchmark uses, counts the round trips of each prepared request in steady state, checks the
// markets cache, and returns the batches the service sent for newposition and closeposition.
func (e *env) countRoundTrips(ctx context.Context, res *Result) (map[string][]byte, string, error) {
	fmt.Fprintln(e.cfg.Log, "bench: counting round trips through proxies")
	destProxy, err := StartProxy(e.dest.RPCURL())
	if err != nil {
		return nil, "", err
	}
	defer destProxy.Close()
	srcProxy, err := StartProxy(e.src.RPCURL())
	if err != nil {
		return nil, "", err
	}
	defer srcProxy.Close()
	svc, err := e.service(ctx, "service-counted.log", destProxy.URL(), srcProxy.URL())
	if err != nil {
		return nil, "", err
	}
	defer svc.Stop()
	base := svc.URL

	// the position closeposition works on: prepared by the service, sent as user-0, filled
	var prepared struct {
		Transaction struct {
			To    common.Address `json:"to"`
			Data  hexutil.Bytes  `json:"data"`
			Value string         `json:"value"`
		} `json:"transaction"`
	}
	if _, err := e.ask(base, newPositionCall(ctx, newPositionRequest(0)), &prepared); err != nil {
		return nil, "", err
	}
	user0, err := sender.New(ctx, e.destC, key("user-0"), platform.ErrorDecoder())
	if err != nil {
		return nil, "", err
	}
	value, _ := new(big.Int).SetString(prepared.Transaction.Value, 10)
	if _, err := user0.Send(ctx, &prepared.Transaction.To, prepared.Transaction.Data, value); err != nil {
		return nil, "", fmt.Errorf("send the prepared position: %w", err)
	}
	// the Vault fills only at a price pushed after the order: the feed's next round first
	if _, err := e.feed.Again(ctx, e.manifest.Destination.MarketIDs()); err != nil {
		return nil, "", fmt.Errorf("push the prices again: %w", err)
	}
	if n, err := e.keeper.RunUntilIdle(ctx, 4); err != nil || n != 1 {
		return nil, "", fmt.Errorf("keeper filled %d orders: %v", n, err)
	}
	var account struct {
		Account struct {
			PositionIDs []string `json:"positionIds"`
		} `json:"account"`
	}
	// markets may trail the head by --markets-max-age (250ms by default), and the head the
	// newposition above saw counts as seen: ask until the fill shows
	for deadline := time.Now().Add(2 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		raw, err := e.ask(base, marketsCall(ctx, ptr(addr("user-0").Hex())), nil)
		if err != nil {
			return nil, "", err
		}
		err = json.Unmarshal(raw, &account)
		if err == nil && len(account.Account.PositionIDs) == 1 {
			break
		}
		if time.Now().After(deadline) {
			return nil, "", fmt.Errorf("user-0's positions: %s (%v)", raw, err)
		}
	}
	posID := account.Account.PositionIDs[0]

	const n = 10
	batches := map[string][]byte{}
	count := func(name, want string, wantDest, wantSrc int, send func(i int) call, path string, check func(i int, raw []byte) error) {
		// one warm-up request: the first close of a position reads its owner once, the first
		// newposition reads the execution fees once
		_, _ = e.ask(base, send(-1), nil)
		destProxy.Reset()
		srcProxy.Reset()
		for i := 0; i < n; i++ {
			out, err := e.ask(base, send(i), nil)
			if err != nil {
				res.fail("%s: %v", name, err)
				return
			}
			if check != nil {
				if err := check(i, out); err != nil {
					res.fail("%s: %v", name, err)
				}
			}
		}
		d, s := destProxy.Bodies(), srcProxy.Bodies()
		rt := RoundTrip{Request: name, Requests: n, Dest: len(d), Source: len(s), Want: want,
			OK: len(d) == wantDest*n && len(s) == wantSrc*n}
		all := append(append([][]byte{}, s...), d...)
		if len(all) > 0 {
			rt.Batch = methodList(all[len(all)-1:])
			if len(s) > 0 && len(d) > 0 {
				rt.Batch = "source " + methodList(s[len(s)-1:]) + "; destination " + methodList(d[len(d)-1:])
			}
		}
		if !rt.OK {
			res.fail("%s: %d round trips on the destination and %d on the source for %d requests, want %d and %d each",
				name, len(d), len(s), n, wantDest, wantSrc)
		}
		if len(d) > 0 {
			batches[path] = d[len(d)-1]
		}
		res.RoundTrips = append(res.RoundTrips, rt)
	}
	count("newposition (market, long)", "1", 1, 0, func(int) call { return newPositionCall(ctx, newPositionRequest(0)) }, "newposition", nil)
	batched := func(int) call {
		r := newPositionRequest(1)
		r.Batch, r.Deposit = ptr(client.BatchModeEip7702), ptr("150")
		return newPositionCall(ctx, r)
	}
	count("newposition (market, EIP-7702 batch: approve, depositSelf, order)", "1", 1, 0, batched, "newposition-batch", func(_ int, raw []byte) error {
		var b struct {
			Batch struct {
				Steps         []struct{ Name string } `json:"steps"`
				Authorization *struct{ Nonce uint64 } `json:"authorization"`
			} `json:"batch"`
			Outcome struct{ Status string } `json:"outcome"`
		}
		if err := json.Unmarshal(raw, &b); err != nil {
			return err
		}
		if len(b.Batch.Steps) != 3 || b.Batch.Authorization == nil || b.Outcome.Status != "filled" {
			return fmt.Errorf("a batch of 3 calls with its authorization and a fill, got %s", raw)
		}
		return nil
	})
	count("closeposition (partial, positionId only)", "1", 1, 0, func(int) call { return closeCall(ctx, closeRequest(posID)) }, "closeposition", nil)
	count("referrals claimCode", "1", 1, 0, func(i int) call {
		return referralsCall(ctx, client.ReferralsRequest{Action: client.ReferralsRequestActionClaimCode, Code: fmt.Sprintf("bench-%d", i+1),
			UserAddress: ptr(addr("user-2").Hex())})
	}, "referrals", nil)
	needs := func(approval bool, steps int) func(int, []byte) error {
		return func(_ int, raw []byte) error {
			var d struct {
				NeedsApproval bool     `json:"needsApproval"`
				ApprovalSteps []string `json:"approvalSteps"`
			}
			if err := json.Unmarshal(raw, &d); err != nil {
				return err
			}
			if d.NeedsApproval != approval || len(d.ApprovalSteps) != steps {
				return fmt.Errorf("needsApproval %v with %d steps, want %v with %d: %s", d.NeedsApproval, len(d.ApprovalSteps), approval, steps, raw)
			}
			return nil
		}
	}
	count("crosschaindeposit USDC, approval first", "1 per chain", 1, 1,
		func(int) call { return depositCall(ctx, e.depositRequest(1, "USDC", "1000000")) }, "crosschaindeposit", needs(true, 1))
	user1, err := sender.New(ctx, e.srcC, key("user-1"), platform.ErrorDecoder())
	if err != nil {
		return nil, "", err
	}
	tok := testtoken.NewTestToken()
	router := e.manifest.Sources[0].Router
	usdc, usdt := e.token("USDC"), e.token("USDT")
	if _, err := user1.Send(ctx, &usdc, tok.PackApprove(router, big.NewInt(1_000_000)), nil); err != nil {
		return nil, "", err
	}
	count("crosschaindeposit USDC, ready", "1 per chain", 1, 1,
		func(int) call { return depositCall(ctx, e.depositRequest(1, "USDC", "1000000")) }, "crosschaindeposit", needs(false, 0))
	if _, err := user1.Send(ctx, &usdt, tok.PackApprove(router, big.NewInt(5)), nil); err != nil {
		return nil, "", err
	}
	count("crosschaindeposit USDT, allowance reset first", "1 per chain", 1, 1,
		func(int) call { return depositCall(ctx, e.depositRequest(1, "USDT", "2500000")) }, "crosschaindeposit", needs(true, 2))

	// markets: a new block, then concurrent GETs: one Reader call for all of them
	const blocks, burst = 5, 64
	destProxy.Reset()
	c := &res.Coalescing
	c.Blocks, c.ConcurrentPerBurst = blocks, burst
	for b := 0; b < blocks; b++ {
		if err := e.destC.Client().CallContext(ctx, nil, "evm_mine"); err != nil {
			return nil, "", err
		}
		// the service trusts the head it saw for --markets-max-age (250ms by default)
		time.Sleep(time.Second)
		var wg sync.WaitGroup
		var mu sync.Mutex
		for i := 0; i < burst; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if _, err := e.ask(base, marketsCall(ctx, nil), nil); err != nil {
					mu.Lock()
					res.fail("markets burst: %v", err)
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
	}
	c.ReaderCalls = CallsTo(destProxy.Bodies(), e.manifest.Destination.Reader)
	if c.ReaderCalls != blocks {
		res.fail("markets: %d Reader calls for %d blocks of %d concurrent GETs, want one per block", c.ReaderCalls, blocks, burst)
	}
	destProxy.Reset()
	c.SequentialGets = 20
	for i := 0; i < c.SequentialGets; i++ {
		if _, err := e.ask(base, marketsCall(ctx, nil), nil); err != nil {
			res.fail("markets: %v", err)
		}
	}
	c.SequentialReads = CallsTo(destProxy.Bodies(), e.manifest.Destination.Reader)
	if c.SequentialReads != 0 {
		res.fail("markets: %d Reader calls for %d GETs on an unchanged block, want 0", c.SequentialReads, c.SequentialGets)
	}
	for _, ep := range []string{"newposition", "closeposition"} {
		if batches[ep] == nil {
			return nil, "", fmt.Errorf("no %s batch captured", ep)
		}
	}
	return batches, posID, svc.Stop()
}

// compare runs Rounds interleaved runs of the service and of the baseline (alternating which
// goes first), after a warm-up of each.
func (e *env) compare(ctx context.Context, res *Result, endpoint string, clients int, service, baseline Do) Cell {
	fmt.Fprintf(e.cfg.Log, "bench: %s at %s\n", endpoint, clientsText(clients))
	cell := Cell{Endpoint: endpoint, Clients: clients}
	warm := min(e.cfg.Duration/2, time.Second)
	Drive(ctx, clients, warm, service, http.StatusOK)
	Drive(ctx, clients, warm, baseline, http.StatusOK)
	for r := 0; r < e.cfg.Rounds; r++ {
		var s, b Sample
		if r%2 == 0 {
			s = e.drive(ctx, clients, service)
			b = e.drive(ctx, clients, baseline)
		} else {
			b = e.drive(ctx, clients, baseline)
			s = e.drive(ctx, clients, service)
		}
		for name, x := range map[string]Sample{"service": s, "baseline": b} {
			if x.Failures > 0 || x.Requests == 0 {
				res.fail("%s at %s, %s: %d failures in %d requests (%s)", endpoint, clientsText(clients), name, x.Failures, x.Requests, x.FirstFailure)
			}
		}
		cell.Service = append(cell.Service, s)
		cell.Baseline = append(cell.Baseline, b)
	}
	return cell
}

// drive is one run of a cell, with the CPU time of every process of the session.
func (e *env) drive(ctx context.Context, clients int, do Do) Sample {
	before := map[string]time.Duration{}
	for role, pid := range e.pids {
		before[role], _ = CPUTime(pid)
	}
	s := Drive(ctx, clients, e.cfg.Duration, do, http.StatusOK)
	s.CPU = map[string]time.Duration{}
	for role, pid := range e.pids {
		if t, err := CPUTime(pid); err == nil {
			s.CPU[role] = t - before[role]
		}
	}
	return s
}

// mixedLoad sends 64 clients' worth of a mix of every endpoint for LoadDuration.
func (e *env) mixedLoad(ctx context.Context, res *Result, url, posID string) {
	fmt.Fprintf(e.cfg.Log, "bench: mixed load, %d clients for %s\n", e.cfg.LoadClients, e.cfg.LoadDuration)
	type req struct {
		name, method, path string
		body               []byte
	}
	mix := []req{
		{"newposition", http.MethodPost, "/api/newposition", e.newPositionBody(0)},
		{"markets", http.MethodGet, "/api/markets", nil},
		{"closeposition", http.MethodPost, "/api/closeposition", mustJSON(closeRequest(posID))},
		{"referrals getCodeInfo", http.MethodPost, "/api/referrals", mustJSON(client.ReferralsRequest{Action: client.ReferralsRequestActionGetCodeInfo,
			Code: "bench-load"})},
		{"crosschaindeposit", http.MethodPost, "/api/crosschaindeposit", e.depositBody(1, "USDC", "1000000")},
		{"markets?address", http.MethodGet, "/api/markets?address=" + addr("user-0").Hex(), nil},
	}
	for _, m := range mix {
		res.LoadMix = append(res.LoadMix, m.name)
	}
	dos := make([]Do, len(mix))
	for i, m := range mix {
		var body func(int, int) []byte
		if m.body != nil {
			body = constBody(m.body)
		}
		dos[i] = httpDo(e.http, m.method, url+m.path, body, "application/json")
	}
	res.Load = Drive(ctx, e.cfg.LoadClients, e.cfg.LoadDuration, func(ctx context.Context, w, i int) (int, error) {
		return dos[(w+i)%len(dos)](ctx, w, i)
	}, http.StatusOK)
	if res.Load.Failures > 0 {
		res.fail("mixed load: %d of %d requests failed (%s)", res.Load.Failures, res.Load.Requests, res.Load.FirstFailure)
	}
}

// batchCaller is a JSON-RPC client that sends batches: go-ethereum's, or internal/chain/jsonrpc's.
type batchCaller interface {
	BatchCallContext(ctx context.Context, b []rpc.BatchElem) error
}

// rpcDo is the direct client (go-ethereum's) or the forwarder's (internal/chain/jsonrpc): it sends the
// service's batch, call for call, and decodes every result.
func rpcDo(c batchCaller, calls []Call) Do {
	return func(ctx context.Context, _, _ int) (int, error) {
		batch := make([]rpc.BatchElem, len(calls))
		for i, call := range calls {
			args := make([]any, len(call.Params))
			for j, p := range call.Params {
				args[j] = p
			}
			batch[i] = rpc.BatchElem{Method: call.Method, Args: args, Result: new(json.RawMessage)}
		}
		if err := c.BatchCallContext(ctx, batch); err != nil {
			return 0, err
		}
		for _, el := range batch {
			if el.Error != nil {
				return 0, fmt.Errorf("%s: %w", el.Method, el.Error)
			}
		}
		return http.StatusOK, nil
	}
}

func constBody(b []byte) func(int, int) []byte { return func(int, int) []byte { return b } }

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

// ErrTargets is returned by Check when a target is missed.
var ErrTargets = errors.New("bench: targets missed")
