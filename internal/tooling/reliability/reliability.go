// Package reliability is `make reliability`: on one machine, three tradeprep replicas (the real
// binary, each with a dead first node in its lists) behind HAProxy (deploy/haproxy.cfg), in
// front of anvil with the platform deployed by `tradeprep deploy`, under mixed load while a
// replica is drained (SIGTERM), another is killed (SIGKILL), the node is stopped and restarted,
// one client floods an endpoint past its limit, plainly and with rotating X-Forwarded-For, and
// the replica that writes the shared PostgreSQL event index is killed (SIGKILL) while traders'
// orders are filled (index.go), PostgreSQL itself is stopped for a while and started again
// (outage.go), and 240 event streams are held open at once (storm.go).
// Every request the load sends is recorded as its client saw it; the report (RELIABILITY.md)
// gives each phase's figures and each target met or missed.
package reliability

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/tradeprep/tradeprep/anvil"
	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/internal/actors/deployer"
	"github.com/tradeprep/tradeprep/internal/actors/keeper"
	"github.com/tradeprep/tradeprep/internal/actors/pricefeed"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/tooling/loopback"
	"github.com/tradeprep/tradeprep/internal/tooling/pgtest"
)

// Chain ids of the session's anvils: those of every two-chain session of the project.
const (
	destChainID   = platform.SessionDestChainID
	sourceChainID = platform.SessionSourceChainID
)

// anvil's well-known development keys (mnemonic "test test ... junk"): account 0 deploys and
// is the keeper, accounts 1 to 5 trade (4 and 5 in phases f and g only).
var anvilKeys = []string{
	"ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
	"59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
	"5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",
	"7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6",
	"47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a",
	"8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba",
}

// Loopback addresses of the session: HAProxy connects to the replicas from proxyIP (their only
// trusted proxy); each load client has an address of its own under 127.0.1.0/24; the flooding
// clients and the identity run use the others.
const proxyIP = "127.0.0.2"

// Config is one session.
type Config struct {
	ServiceBin    string // the tradeprep binary
	HAProxyBin    string
	HAProxyConfig string        // deploy/haproxy.cfg
	WorkDir       string        // logs, the manifest, anvil's state
	Clients       int           // load clients
	ClientRate    float64       // requests per second each load client sends at most
	Baseline      time.Duration // the baseline phase
	AfterRestart  time.Duration // how long the node-restart phase goes on after the node is back
	NodeDown      time.Duration // how long the node stays stopped
	DrainPeriod   time.Duration // the replicas' --drain-period
	RateLimit     float64       // the replicas' --rate-limit
	RateBurst     int
	LimitClients  int           // the replicas' --rate-limit-clients
	FloodRequests int           // requests of each flood
	Identities    int           // distinct identities sent through the trusted proxy address
	PGDown        time.Duration // phase (f): how long PostgreSQL stays stopped
	StormClients  int           // phase (g): clients, each holding StormStreams streams
	StormStreams  int
	StormHold     time.Duration // phase (g): how long the streams are held
	Log           io.Writer
}

// DefaultConfig is `make reliability`'s session.
func DefaultConfig() Config {
	return Config{HAProxyBin: "haproxy", HAProxyConfig: "deploy/haproxy.cfg", Clients: 12, ClientRate: 8,
		Baseline: 10 * time.Second, AfterRestart: 10 * time.Second, NodeDown: 2 * time.Second, DrainPeriod: 5 * time.Second,
		RateLimit: 50, RateBurst: 100, LimitClients: 10000, FloodRequests: 1500, Identities: 100000,
		PGDown: 25 * time.Second, StormClients: 60, StormStreams: 4, StormHold: 20 * time.Second, Log: os.Stderr}
}

// features are the settings the service binary has (read from `serve -h`), so that the
// harness also runs against a binary without some of them and says what was missing.
type features struct {
	nodeLists, drain, trustedProxies, limitClients, apiKeys, eventIndex bool
}

func detect(bin string) (features, error) {
	out, _ := exec.Command(bin, "serve", "-h").CombinedOutput()
	help := string(out)
	if !strings.Contains(help, "\n  -rpc-url ") {
		return features{}, fmt.Errorf("%s serve -h: no -rpc-url flag in %q", bin, lastLines(help, 3))
	}
	return featuresOf(help), nil
}

// featuresOf reads the settings out of the flags' help.
func featuresOf(help string) features {
	return features{
		// a binary whose --rpc-url (the flag's own help, after the usage text) names a
		// comma-separated list takes one
		nodeLists:      strings.Contains(strings.ToLower(between(help, "\n  -rpc-url ", "\n  -")), "comma"),
		drain:          strings.Contains(help, "\n  -drain-period "),
		trustedProxies: strings.Contains(help, "\n  -trusted-proxies "),
		limitClients:   strings.Contains(help, "\n  -rate-limit-clients "),
		apiKeys:        strings.Contains(help, "\n  -api-keys-file "),
		eventIndex:     strings.Contains(help, "\n  -database-url ") && strings.Contains(help, "\n  -confirmations "),
	}
}

// between is the text of s from the first from to the next to after it.
func between(s, from, to string) string {
	i := strings.Index(s, from)
	if i < 0 {
		return ""
	}
	s = s[i+len(from):]
	if j := strings.Index(s, to); j >= 0 {
		return s[:j]
	}
	return s
}

// session is the running system.
type session struct {
	cfg      Config
	features features
	res      *Result
	rec      *recorder
	probe    *http.Client // the harness's own requests (from 127.0.0.1)

	destPort, srcPort int
	deadDest, deadSrc int
	dest, src         *anvil.Container // local anvil processes (anvil.Launch{ProcessOnly: true})
	destOpts          []anvil.Option   // how dest started: it starts again so, from its state
	anvilLogs         []*os.File
	statePath         string
	manifest          *deployment.Manifest
	manifestPath      string
	keysPath          string
	replicas          []*replica
	haproxy           *proc
	lbURL, statsURL   string
	users             []common.Address
	positionOpen      string
	positionPending   string
	pg                *pgtest.Server // the replicas' shared event index
	pgStop            func()
	restartedIn       map[int]string // replica → the phase it was last started again in
	index             *indexPhase    // phase (e), for the checks after the load
}

// replica is one tradeprep serve process on a fixed port.
type replica struct {
	*proc
	n    int
	addr string
}

func (r *replica) url() string { return "http://" + r.addr }

// Run runs the whole session and returns what it measured. An error means the harness
// itself broke (a process did not start, the setup failed); missed targets are in the Result.
func Run(ctx context.Context, cfg Config) (*Result, error) {
	s := &session{cfg: cfg, res: &Result{Config: cfg, Started: time.Now()}, probe: httpClient("", 16, 30*time.Second),
		restartedIn: map[int]string{}}
	s.res.Describe()
	var err error
	if s.features, err = detect(cfg.ServiceBin); err != nil {
		return nil, err
	}
	s.res.Features = s.features
	defer s.close()
	if err := s.setup(ctx); err != nil {
		return s.res, fmt.Errorf("setup: %w", err)
	}
	if err := s.phases(ctx); err != nil {
		return s.res, err
	}
	s.res.Finished = time.Now()
	return s.res, nil
}

func (s *session) logf(format string, args ...any) {
	fmt.Fprintf(s.cfg.Log, "reliability: "+format+"\n", args...)
}

func (s *session) close() {
	if s.haproxy != nil {
		s.haproxy.stop(5 * time.Second)
	}
	for _, r := range s.replicas {
		r.stop(20 * time.Second)
	}
	for _, c := range []*anvil.Container{s.dest, s.src} {
		if c != nil {
			_ = c.Close(context.Background())
		}
	}
	for _, f := range s.anvilLogs {
		_ = f.Close()
	}
	if s.pgStop != nil {
		s.pgStop()
	}
}

func (s *session) setup(ctx context.Context) error {
	found, err := anvil.Locate()
	if err != nil {
		return fmt.Errorf("anvil: %w", err)
	}
	if v, err := anvil.Version(ctx, found.Path); err == nil {
		s.res.AnvilVersion = "anvil " + v
	}
	if v, err := exec.Command(s.cfg.HAProxyBin, "-v").Output(); err == nil {
		s.res.HAProxyVersion = strings.TrimSpace(strings.SplitN(string(v), "\n", 2)[0])
	} else {
		return fmt.Errorf("%s -v: %w (make reliability installs Debian's haproxy)", s.cfg.HAProxyBin, err)
	}
	ports := make([]int, 0, 10)
	for range 10 {
		p, err := loopback.FreePort()
		if err != nil {
			return err
		}
		ports = append(ports, p)
	}
	s.destPort, s.srcPort, s.deadDest, s.deadSrc = ports[0], ports[1], ports[2], ports[3]
	s.statePath = filepath.Join(s.cfg.WorkDir, "dest-state.json")
	// the destination dumps its state when it stops (SIGTERM) and loads it when it starts again;
	// each anvil has a home of its own, removed when it stops (the anvil package's processes)
	logs := make([]anvil.Option, 2)
	for i, name := range []string{"anvil-dest.log", "anvil-source.log"} {
		f, err := os.OpenFile(filepath.Join(s.cfg.WorkDir, name), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
		if err != nil {
			return err
		}
		s.anvilLogs = append(s.anvilLogs, f)
		logs[i] = anvil.WithLog(f)
	}
	s.destOpts = []anvil.Option{anvil.WithPort(s.destPort), anvil.WithChainID(destChainID),
		anvil.WithArgs("--dump-state", s.statePath, "--preserve-historical-states"), logs[0]}
	launch := anvil.Launch{ProcessOnly: true}
	if s.dest, err = launch.Start(ctx, anvil.Customizers(s.destOpts...)...); err != nil {
		return fmt.Errorf("anvil (destination): %w", err)
	}
	if s.src, err = launch.Start(ctx, anvil.Customizers(anvil.WithPort(s.srcPort), anvil.WithChainID(sourceChainID), logs[1])...); err != nil {
		return fmt.Errorf("anvil (source): %w", err)
	}
	s.logf("anvil on 127.0.0.1:%d (destination) and :%d (source); dead nodes at :%d and :%d", s.destPort, s.srcPort, s.deadDest, s.deadSrc)

	if err := s.deploy(ctx); err != nil {
		return err
	}
	destURL, srcURL := fmt.Sprintf("http://127.0.0.1:%d", s.destPort), fmt.Sprintf("http://127.0.0.1:%d", s.srcPort)
	destC, err := ethclient.DialContext(ctx, destURL)
	if err != nil {
		return err
	}
	defer destC.Close()
	srcC, err := ethclient.DialContext(ctx, srcURL)
	if err != nil {
		return err
	}
	defer srcC.Close()
	keys := make([]*ecdsa.PrivateKey, len(anvilKeys))
	for i, k := range anvilKeys {
		if keys[i], err = crypto.HexToECDSA(k); err != nil {
			return err
		}
	}
	for _, k := range keys[1:] {
		s.users = append(s.users, crypto.PubkeyToAddress(k.PublicKey))
	}
	owner, err := sender.New(ctx, destC, keys[0], platform.ErrorDecoder())
	if err != nil {
		return err
	}
	srcOwner, err := sender.New(ctx, srcC, keys[0], platform.ErrorDecoder())
	if err != nil {
		return err
	}
	// 100,000 USD of margin for each user, and 10,000 of each source token
	if err := deployer.FundMargin(ctx, owner, &s.manifest.Destination, big.NewInt(100_000_000_000), s.users...); err != nil {
		return fmt.Errorf("fund margin: %w", err)
	}
	for _, t := range s.manifest.Sources[0].Tokens {
		amount := new(big.Int).Mul(big.NewInt(10_000), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(t.Decimals)), nil))
		if err := deployer.MintTokens(ctx, srcOwner, t.Address, amount, s.users...); err != nil {
			return fmt.Errorf("mint %s: %w", t.Symbol, err)
		}
	}

	if s.features.eventIndex {
		// one PostgreSQL server for the three replicas' event index
		if s.pg, s.pgStop, err = pgtest.Launch(); err != nil {
			return fmt.Errorf("the event index's PostgreSQL: %w", err)
		}
		s.res.PostgresVersion = s.pg.Version()
		s.logf("PostgreSQL (%s) on %s", s.res.PostgresVersion, s.pg.URL())
	}
	if s.features.apiKeys {
		s.keysPath = filepath.Join(s.cfg.WorkDir, "api-keys.txt")
		keys := "# name key rate burst\nflood-key " + floodKey + " 200 200\n"
		if err := os.WriteFile(s.keysPath, []byte(keys), 0o600); err != nil {
			return err
		}
	}
	for i := range 3 {
		r := &replica{n: i + 1, addr: fmt.Sprintf("127.0.0.1:%d", ports[4+i])}
		r.proc = &proc{name: fmt.Sprintf("replica %d", r.n), bin: s.cfg.ServiceBin, args: s.serveArgs(r.addr),
			logPath: filepath.Join(s.cfg.WorkDir, fmt.Sprintf("replica%d.log", r.n))}
		s.replicas = append(s.replicas, r)
		if err := s.startReplica(ctx, r); err != nil {
			return err
		}
	}
	s.res.ServeArgs = strings.Join(s.replicas[0].args, " ")
	s.logf("replicas on %s, %s, %s", s.replicas[0].addr, s.replicas[1].addr, s.replicas[2].addr)

	lb, stats := fmt.Sprintf("127.0.0.1:%d", ports[7]), fmt.Sprintf("127.0.0.1:%d", ports[8])
	s.lbURL, s.statsURL = "http://"+lb, "http://"+stats
	s.haproxy = &proc{name: "haproxy", bin: s.cfg.HAProxyBin, args: []string{"-f", s.cfg.HAProxyConfig, "-db"},
		logPath: filepath.Join(s.cfg.WorkDir, "haproxy.log"),
		env: []string{"TRADEPREP_HAPROXY_BIND=" + lb, "TRADEPREP_HAPROXY_STATS=" + stats, "TRADEPREP_HAPROXY_SOURCE=" + proxyIP,
			"TRADEPREP_REPLICA_1=" + s.replicas[0].addr, "TRADEPREP_REPLICA_2=" + s.replicas[1].addr, "TRADEPREP_REPLICA_3=" + s.replicas[2].addr}}
	s.res.HAProxyEnv = s.haproxy.env
	if err := s.haproxy.start(ctx, ""); err != nil {
		return err
	}
	for _, r := range s.replicas {
		if _, err := s.waitServer(ctx, r, "UP", 20*time.Second); err != nil {
			return err
		}
	}
	s.logf("HAProxy on %s (statistics on %s)", lb, stats)

	if err := s.openPositions(ctx, destC, owner, keys[1]); err != nil {
		return err
	}
	// from now on a block every second, as on a live chain
	if err := destC.Client().CallContext(ctx, nil, "evm_setIntervalMining", 1); err != nil {
		return fmt.Errorf("evm_setIntervalMining: %w", err)
	}
	return nil
}

// floodKey is the API key of the flood's keyed run (written to the replicas' keys file).
const floodKey = "reliability-flood-key-0123456789abcdef"

func (s *session) serveArgs(addr string) []string {
	dest := fmt.Sprintf("http://127.0.0.1:%d", s.destPort)
	src := fmt.Sprintf("%d=http://127.0.0.1:%d", sourceChainID, s.srcPort)
	if s.features.nodeLists {
		dest = fmt.Sprintf("http://127.0.0.1:%d,%s", s.deadDest, dest)
		src = fmt.Sprintf("%d=http://127.0.0.1:%d,%s", sourceChainID, s.deadSrc, src)
	}
	args := []string{"serve", "--listen", addr, "--rpc-url", dest, "--source-rpc", src, "--manifest", s.manifestPath,
		"--rate-limit", strconv.FormatFloat(s.cfg.RateLimit, 'f', -1, 64), "--rate-burst", strconv.Itoa(s.cfg.RateBurst),
		"--shutdown-timeout", "10s", "--log-level", "info"}
	if s.features.drain {
		args = append(args, "--drain-period", s.cfg.DrainPeriod.String())
	}
	if s.features.trustedProxies {
		args = append(args, "--trusted-proxies", proxyIP)
	}
	if s.features.limitClients {
		args = append(args, "--rate-limit-clients", strconv.Itoa(s.cfg.LimitClients))
	}
	if s.features.apiKeys {
		args = append(args, "--api-keys-file", s.keysPath)
	}
	if s.features.eventIndex {
		args = append(args, "--database-url", s.pg.URL(), "--confirmations", strconv.Itoa(confirmations),
			"--max-streams-per-client", strconv.Itoa(streamsPerClientCap), "--max-streams", strconv.Itoa(streamsPerReplicaCap),
			"--database-max-conns", strconv.Itoa(databaseMaxConns))
	}
	return args
}

// The replicas' caps on event streams (per client, per replica) and on their PostgreSQL pool,
// set on their command line: phase (g)'s storm stays within the first and tests the others.
const (
	streamsPerClientCap  = 4
	streamsPerReplicaCap = 256
	databaseMaxConns     = 10
)

func (s *session) startReplica(ctx context.Context, r *replica) error {
	if err := r.start(ctx, ""); err != nil {
		return err
	}
	if err := waitHTTP(ctx, s.probe, r.url()+"/readyz", http.StatusOK, 60*time.Second); err != nil {
		return fmt.Errorf("replica %d: %w; see %s", r.n, err, r.logPath)
	}
	return nil
}

func (s *session) deploy(ctx context.Context) error {
	s.manifestPath = filepath.Join(s.cfg.WorkDir, "manifest.json")
	cmd := exec.CommandContext(ctx, s.cfg.ServiceBin, "deploy", "--rpc-url", fmt.Sprintf("http://127.0.0.1:%d", s.destPort),
		"--source-rpc-url", fmt.Sprintf("http://127.0.0.1:%d", s.srcPort), "--out", s.manifestPath)
	cmd.Env = append(os.Environ(), "TRADEPREP_DEPLOYER_KEY=0x"+anvilKeys[0])
	out, err := cmd.CombinedOutput()
	_ = os.WriteFile(filepath.Join(s.cfg.WorkDir, "deploy.log"), out, 0o644)
	if err != nil {
		return fmt.Errorf("tradeprep deploy: %w: %s", err, lastLines(string(out), 5))
	}
	s.manifest, err = deployment.Load(s.manifestPath)
	if err != nil {
		return err
	}
	if len(s.manifest.Sources) != 1 {
		return fmt.Errorf("manifest: %d source chains, want 1", len(s.manifest.Sources))
	}
	s.logf("platform deployed with tradeprep deploy: Vault %s", s.manifest.Destination.Vault.Hex())
	return nil
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, " | ")
}

// openPositions gives user 1 an open position (for closeposition) and a pending limit order
// (for cancelorder): prepared through HAProxy, signed and sent with the user's key, and the
// market order filled by a keeper round.
func (s *session) openPositions(ctx context.Context, destC *ethclient.Client, owner *sender.Sender, userKey *ecdsa.PrivateKey) error {
	user, err := sender.New(ctx, destC, userKey, platform.ErrorDecoder())
	if err != nil {
		return err
	}
	u := s.users[0].Hex()
	api, err := client.NewClientWithResponses(s.lbURL, client.WithHTTPClient(s.probe))
	if err != nil {
		return err
	}
	for _, body := range []client.NewPositionRequest{
		{Pair: 2, IsLong: true, OrderType: client.NewPositionRequestOrderTypeMarket, Margin: ptr("300"), Size: ptr("3000"),
			MaxAcceptablePrice: ptr("1000000"), SlippagePercent: ptr("100"), UserAddress: u},
		{Pair: 2, IsLong: true, OrderType: client.NewPositionRequestOrderTypeLimit, LimitPrice: ptr("1000"), Margin: ptr("300"),
			Size: ptr("3000"), UserAddress: u},
	} {
		res, err := api.NewPositionWithResponse(ctx, body)
		if err != nil {
			return err
		}
		if res.JSON200 == nil {
			return fmt.Errorf("POST /api/newposition: %d %s", res.StatusCode(), res.Body)
		}
		tx := res.JSON200.Transaction
		value, ok := new(big.Int).SetString(tx.Value, 10)
		if !ok {
			return fmt.Errorf("newposition: value %q", tx.Value)
		}
		data, err := hexutil.Decode(tx.Data)
		if err != nil {
			return fmt.Errorf("newposition: data: %w", err)
		}
		to := common.HexToAddress(tx.To)
		if _, err := user.Send(ctx, &to, data, value); err != nil {
			return fmt.Errorf("send the prepared %s order: %w", body.OrderType, err)
		}
	}
	// the Vault fills only at a price pushed after the order: the feed's next round first
	if _, err := pricefeed.New(owner, s.manifest.Destination.Oracle).Again(ctx, s.manifest.Destination.MarketIDs()); err != nil {
		return fmt.Errorf("push the prices again: %w", err)
	}
	k := keeper.New(owner, s.manifest.Destination.Vault, s.manifest.Destination.Reader)
	if n, err := k.RunUntilIdle(ctx, 4); err != nil || n != 1 {
		return fmt.Errorf("keeper filled %d orders, want 1: %v", n, err)
	}
	positions, err := api.PositionsWithResponse(ctx, &client.PositionsParams{Address: u})
	if err != nil {
		return err
	}
	raw := positions.Body
	if positions.JSON200 == nil {
		return fmt.Errorf("GET /api/positions: %d %s", positions.StatusCode(), raw)
	}
	for _, p := range positions.JSON200.Positions {
		switch p.Status {
		case "open":
			s.positionOpen = p.PositionID
		case "pending":
			s.positionPending = p.PositionID
		}
	}
	if s.positionOpen == "" || s.positionPending == "" {
		return fmt.Errorf("want an open and a pending position of %s: %s", u, raw)
	}
	s.logf("user %s: position %s open, order %s pending", u, s.positionOpen, s.positionPending)
	return nil
}

func ptr[T any](v T) *T { return &v }

// mix is the load: markets and every prepare endpoint, each order type.
func (s *session) mix() []request {
	u := s.users[0].Hex()
	src := s.manifest.Sources[0]
	var usdc common.Address
	for _, t := range src.Tokens {
		if t.Symbol == "USDC" {
			usdc = t.Address
		}
	}
	// The load sends each body encoded once (the typed client's request types, as it would
	// encode them), through its own driver: it times every request and counts the transport
	// failures of a drained or killed replica.
	post := func(name, path string, body any) request {
		raw, err := json.Marshal(body)
		if err != nil {
			panic(err)
		}
		return request{name: name, method: http.MethodPost, path: path, body: raw}
	}
	open := func(r client.NewPositionRequest) client.NewPositionRequest {
		r.Pair, r.IsLong, r.Margin, r.Size, r.UserAddress = 2, true, ptr("300"), ptr("3000"), u
		return r
	}
	short := func(r client.NewPositionRequest) client.NewPositionRequest {
		r.IsLong = false
		return r
	}
	return []request{
		{name: "markets", method: http.MethodGet, path: "/api/markets"},
		post("newposition market", "/api/newposition", open(client.NewPositionRequest{OrderType: client.NewPositionRequestOrderTypeMarket,
			MaxAcceptablePrice: ptr("1000000"), SlippagePercent: ptr("100")})),
		{name: "markets?address", method: http.MethodGet, path: "/api/markets?address=" + u},
		post("newposition limit +TP/SL", "/api/newposition", open(client.NewPositionRequest{OrderType: client.NewPositionRequestOrderTypeLimit,
			LimitPrice: ptr("3300"), TakeProfit: ptr("4000"), TakeProfitClosePercent: ptr("5000"), StopLoss: ptr("2800"), StopLossClosePercent: ptr("10000")})),
		post("closeposition", "/api/closeposition", client.ClosePositionRequest{PositionID: s.positionOpen, SizeDelta: ptr("100"), UserAddress: &u}),
		post("newposition stop-market", "/api/newposition", open(client.NewPositionRequest{OrderType: client.NewPositionRequestOrderTypeStopMarket,
			StopMarketPrice: ptr("3450")})),
		post("cancelorder", "/api/cancelorder", client.CancelOrderRequest{PositionID: s.positionPending, UserAddress: &u}),
		post("newposition stop-limit", "/api/newposition", open(client.NewPositionRequest{OrderType: client.NewPositionRequestOrderTypeStopLimit,
			StopMarketPrice: ptr("3450"), LimitPrice: ptr("3460")})),
		post("crosschaindeposit", "/api/crosschaindeposit", client.CrossChainDepositRequest{UserAddress: u, FromChainID: int(src.ChainID),
			Amount: "1000000", TokenAddress: usdc.Hex()}),
		post("referrals claimCode", "/api/referrals", client.ReferralsRequest{Action: client.ReferralsRequestActionClaimCode, Code: "reliability",
			UserAddress: &u}),
		post("newposition market short", "/api/newposition", short(open(client.NewPositionRequest{OrderType: client.NewPositionRequestOrderTypeMarket,
			MaxAcceptablePrice: ptr("1"), SlippagePercent: ptr("100")}))),
		{name: "positions", method: http.MethodGet, path: "/api/positions?address=" + u},
		{name: "userbalances", method: http.MethodGet, path: "/api/userbalances?address=" + u},
	}
}

// haproxyStats reads HAProxy's view of the replicas.
func (s *session) haproxyStats(ctx context.Context) (map[string]serverStat, error) {
	raw, err := get(ctx, s.probe, s.statsURL+"/stats;csv")
	if err != nil {
		return nil, err
	}
	return parseHAProxyCSV(raw, "replicas")
}

// waitServer waits until HAProxy reports the replica's state beginning with want (UP, DOWN)
// and returns how long that took.
func (s *session) waitServer(ctx context.Context, r *replica, want string, d time.Duration) (time.Duration, error) {
	t0 := time.Now()
	name := fmt.Sprintf("replica%d", r.n)
	last := ""
	for time.Since(t0) < d {
		st, err := s.haproxyStats(ctx)
		if err == nil {
			last = st[name].Status
			if strings.HasPrefix(last, want) && !strings.Contains(last, "/") { // "UP 1/2" is still going down
				return time.Since(t0), nil
			}
		} else {
			last = err.Error()
		}
		select {
		case <-ctx.Done():
			return 0, ctx.Err()
		case <-time.After(25 * time.Millisecond):
		}
	}
	return 0, fmt.Errorf("HAProxy: %s not %s within %s (last %q)", name, want, d, last)
}

// sleep waits d or until ctx ends.
func sleep(ctx context.Context, d time.Duration) error {
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-time.After(d):
		return nil
	}
}

// loopbackIPs are the load clients' addresses: 127.0.1.1, 127.0.1.2, ...
func loopbackIPs(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("127.0.1.%d", i+1)
	}
	return out
}
