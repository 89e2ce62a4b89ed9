package actor_test

import (
	"context"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/depositreceiver"
	"github.com/tradeprep/tradeprep/contracts/bindings/depositrouter"
	"github.com/tradeprep/tradeprep/contracts/bindings/oracle"
	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/contracts/bindings/settings"
	"github.com/tradeprep/tradeprep/contracts/bindings/testaggregator"
	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/actors/actor"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/tooling/apitest"
)

type command func(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error

// running is an actor command started by the test.
type running struct {
	base           string // http://host:port of its /healthz and /metrics
	stdout, stderr *apitest.LogBuffer
	done           chan error
	stop           context.CancelFunc
}

var statusLine = regexp.MustCompile(`health and metrics on (http://\S+)`)

func envOf(vars map[string]string) func(string) string {
	return func(k string) string { return vars[k] }
}

func keyHex(a embedded.Account) string { return hexutil.Encode(crypto.FromECDSA(a.Key)) }

// launch starts cmd and waits until it serves its status (or fails the test with its output).
func launch(t *testing.T, ctx context.Context, cmd command, args []string, vars map[string]string) *running {
	t.Helper()
	rctx, stop := context.WithCancel(ctx)
	r := &running{stdout: &apitest.LogBuffer{}, stderr: &apitest.LogBuffer{}, done: make(chan error, 1), stop: stop}
	go func() { r.done <- cmd(rctx, args, envOf(vars), r.stdout, r.stderr) }()
	t.Cleanup(func() {
		stop()
		<-r.done
	})
	deadline := time.After(time.Minute)
	for {
		if m := statusLine.FindStringSubmatch(r.stdout.String()); m != nil {
			r.base = m[1]
			return r
		}
		select {
		case err := <-r.done:
			r.done <- err
			t.Fatalf("the command ended before it served: %v\nstdout: %s\nstderr: %s", err, r.stdout, r.stderr)
		case <-deadline:
			t.Fatalf("the command did not start in a minute\nstdout: %s\nstderr: %s", r.stdout, r.stderr)
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// halt stops the command the way SIGTERM does and returns its error.
func (r *running) halt(t *testing.T) error {
	t.Helper()
	r.stop()
	select {
	case err := <-r.done:
		r.done <- err
		return err
	case <-time.After(time.Minute):
		t.Fatal("the command did not stop within a minute of its context ending")
		return nil
	}
}

func (r *running) get(t *testing.T, path string) (int, string) {
	t.Helper()
	res, err := http.Get(r.base + path)
	require.NoError(t, err)
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	return res.StatusCode, string(body)
}

// metric is the value of one series of /metrics (0 when absent).
func (r *running) metric(t *testing.T, series string) float64 {
	t.Helper()
	_, body := r.get(t, "/metrics")
	for _, line := range strings.Split(body, "\n") {
		if v, ok := strings.CutPrefix(line, series+" "); ok {
			var f float64
			_, err := fmt.Sscan(v, &f)
			require.NoError(t, err)
			return f
		}
	}
	return 0
}

func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(45 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("not within 45 s: %s", what)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func call[T any](t *testing.T, ctx context.Context, s *sender.Sender, to common.Address, data []byte, unpack func([]byte) (T, error)) T {
	t.Helper()
	v, err := sender.Read(ctx, s, to, data, unpack)
	require.NoError(t, err)
	return v
}

// platformForTest is the embedded platform with JSON-RPC on loopback and its manifest in a file.
func platformForTest(t *testing.T) (context.Context, *embedded.Env, string) {
	t.Helper()
	ctx, env := embedded.ForTest(t, embedded.Options{DestHTTP: "127.0.0.1:0", SourceHTTP: "127.0.0.1:0"}, 4*time.Minute)
	path := filepath.Join(t.TempDir(), "manifest.json")
	require.NoError(t, env.Manifest.Save(path))
	return ctx, env, path
}

// The keeper command fills a market order at the first price pushed after it, reports it at
// /metrics, is healthy at /healthz, and stops cleanly when told to.
func TestKeeperCommandFillsOrders(t *testing.T) {
	ctx, env, manifest := platformForTest(t)
	d := env.Manifest.Destination
	k := launch(t, ctx, actor.RunKeeper, []string{"--rpc-url", env.Dest.HTTPURL(), "--manifest", manifest, "--listen", "127.0.0.1:0", "--every", "100ms"},
		map[string]string{actor.KeeperKeyEnv: keyHex(env.KeeperAccount)})

	trader, err := env.SenderFor(ctx, env.Accounts[0])
	require.NoError(t, err)
	st, v, or := settings.NewSettings(), vault.NewVault(), oracle.NewOracle()
	fee := call(t, ctx, trader, d.Settings, st.PackMarketOrderFee(), st.UnpackMarketOrderFee)
	price := call(t, ctx, trader, d.Oracle, or.PackLatestPrice(big.NewInt(1)), or.UnpackLatestPrice).Price
	usd := func(s string) *big.Int { return fixedpoint.MustParse(s, platform.PriceDecimals) }
	receipt, err := trader.Send(ctx, &d.Vault, v.PackNewPositionOrder(big.NewInt(1), true, platform.OrderMarket,
		[]*big.Int{price, big.NewInt(1000), usd("100"), usd("1000")}, common.Address{}), fee)
	require.NoError(t, err)
	var posID *big.Int
	for _, l := range receipt.Logs {
		if ev, err := v.UnpackOrderCreatedEvent(l); err == nil {
			posID = ev.PosId
		}
	}
	require.NotNil(t, posID)
	_, err = env.PushAgain(ctx) // the feed's next round: the order fills at a price pushed after it
	require.NoError(t, err)
	eventually(t, "the keeper command fills the order", func() bool {
		return call(t, ctx, trader, d.Vault, v.PackGetOrder(posID), v.UnpackGetOrder).Status == platform.StatusFilled
	})
	eventually(t, "the fill is counted", func() bool { return k.metric(t, `tradeprep_keeper_ids_total{what="executed"}`) >= 1 })
	code, body := k.get(t, "/healthz")
	require.Equal(t, http.StatusOK, code, body)
	require.Contains(t, body, `"status":"ok"`)
	require.Positive(t, k.metric(t, `tradeprep_actor_rounds_total{actor="keeper",result="ok"}`))
	require.NoError(t, k.halt(t))
	require.Contains(t, k.stdout.String(), "tradeprep keeper: stopped")
	require.NotContains(t, k.stdout.String()+k.stderr.String(), strings.TrimPrefix(keyHex(env.KeeperAccount), "0x"), "the key is never printed")
}

// documentedBlock is the first ```sh block under heading in docs/operations.md, by line.
func documentedBlock(t *testing.T, heading string) []string {
	t.Helper()
	page, err := os.ReadFile("../../../docs/operations.md")
	require.NoError(t, err)
	_, section, found := strings.Cut(string(page), "\n"+heading+"\n")
	require.True(t, found, "docs/operations.md: no %s", heading)
	_, block, found := strings.Cut(section, "```sh\n")
	require.True(t, found, "docs/operations.md, %s: no ```sh block", heading)
	block, _, _ = strings.Cut(block, "```")
	return strings.Split(strings.TrimSpace(block), "\n")
}

// documentedCommand reads a line of a documented block that runs `tradeprep <cmd>` into its
// arguments, as written but for its placeholders: the manifest, the node ("$RPC"), the files
// of files, and the status port (the test's own: tests may run at once).
func documentedCommand(t *testing.T, line, cmd, manifest, rpc string, files map[string]string) []string {
	t.Helper()
	words := strings.Fields(line)
	require.Greater(t, len(words), 2, line)
	require.Equal(t, []string{"tradeprep", cmd}, words[:2], line)
	args := words[2:]
	for i, w := range args {
		switch {
		case w == "manifest.json":
			args[i] = manifest
		case w == `"$RPC"`:
			args[i] = rpc
		case files[w] != "":
			args[i] = files[w]
		case i > 0 && args[i-1] == "--listen":
			args[i] = "127.0.0.1:0"
		}
	}
	return args
}

// Two keeper commands split the markets, each with its own key, as docs/operations.md runs
// them: one serves BTC/USD and ETH/USD, the other every other market. An ETH/USD market order
// and a SOL/USD one are each filled by the keeper of its market; /metrics says which markets
// each serves (0 for the others'), and summed over the two every market is served once; the
// keeper's series families are those of deploy/monitoring/keeper-series.txt.
func TestKeeperCommandsSplitMarkets(t *testing.T) {
	ctx, env, manifest := platformForTest(t)
	d := env.Manifest.Destination
	st, v, or := settings.NewSettings(), vault.NewVault(), oracle.NewOracle()
	_, err := env.Owner.Send(ctx, &d.Settings, st.PackSetKeeper(env.Accounts[1].Address, true), nil)
	require.NoError(t, err)
	dir := t.TempDir()
	keys := map[string]string{}
	for name, a := range map[string]embedded.Account{"keeper-a.key": env.KeeperAccount, "keeper-b.key": env.Accounts[1]} {
		keys[name] = filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(keys[name], []byte(keyHex(a)), 0o600))
	}
	lines := documentedBlock(t, "## More than one keeper")
	require.Len(t, lines, 2)
	kA := launch(t, ctx, actor.RunKeeper, documentedCommand(t, lines[0], "keeper", manifest, env.Dest.HTTPURL(), keys), nil)
	kB := launch(t, ctx, actor.RunKeeper, documentedCommand(t, lines[1], "keeper", manifest, env.Dest.HTTPURL(), keys), nil)
	serves := func(k *running, m deployment.Market) float64 {
		return k.metric(t, fmt.Sprintf(`tradeprep_keeper_serves{market=%q,market_id="%d"}`, m.Name, m.ID))
	}
	for _, m := range d.Markets {
		require.Equal(t, 1.0, serves(kA, m)+serves(kB, m), "%s is served by one keeper", m.Name)
	}
	require.Equal(t, 1.0, serves(kA, deployment.Market{ID: 2, Name: "ETH/USD"}))
	require.Equal(t, 1.0, serves(kB, deployment.Market{ID: 3, Name: "SOL/USD"}))
	for _, k := range []*running{kA, kB} {
		_, body := k.get(t, "/metrics")
		for _, m := range d.Markets {
			// each keeper has a series of every market, 0 for the others': a market no keeper
			// serves sums to 0 (the TradeprepMarketUnserved alert), not to nothing
			require.Contains(t, body, fmt.Sprintf("tradeprep_keeper_serves{market=%q,market_id=\"%d\"} ", m.Name, m.ID))
		}
	}

	trader, err := env.SenderFor(ctx, env.Accounts[0])
	require.NoError(t, err)
	fee := call(t, ctx, trader, d.Settings, st.PackMarketOrderFee(), st.UnpackMarketOrderFee)
	usd := func(s string) *big.Int { return fixedpoint.MustParse(s, platform.PriceDecimals) }
	var ids []*big.Int
	for _, market := range []int64{2, 3} {
		price := call(t, ctx, trader, d.Oracle, or.PackLatestPrice(big.NewInt(market)), or.UnpackLatestPrice).Price
		_, err := trader.Send(ctx, &d.Vault, v.PackNewPositionOrder(big.NewInt(market), true, platform.OrderMarket,
			[]*big.Int{price, big.NewInt(1000), usd("100"), usd("1000")}, common.Address{}), fee)
		require.NoError(t, err)
		ids = append(ids, call(t, ctx, trader, d.Vault, v.PackLastPosId(), v.UnpackLastPosId))
	}
	_, err = env.PushAgain(ctx)
	require.NoError(t, err)
	for _, id := range ids {
		eventually(t, "the keepers fill the order "+id.String(), func() bool {
			return call(t, ctx, trader, d.Vault, v.PackGetOrder(id), v.UnpackGetOrder).Status == platform.StatusFilled
		})
	}
	for _, k := range []*running{kA, kB} {
		eventually(t, "each keeper counts the one fill of its market", func() bool {
			return k.metric(t, `tradeprep_keeper_ids_total{what="executed"}`) == 1
		})
	}
	require.Contains(t, kA.stdout.String()+kA.stderr.String(), "markets=BTC/USD,ETH/USD")
	checkKeeperSeries(t, kA)
}

// docs/operations.md's bookfill, as written but for its placeholders (the keys of its export
// line, the node, the manifest), fills the embedded platform with the book it asks for: the
// Reader's book holds that many pending orders and open positions, and the summary says so.
func TestBookfillCommandAsDocumented(t *testing.T) {
	ctx, env, manifest := platformForTest(t)
	lines := documentedBlock(t, "### A big book for a load test")
	require.Len(t, lines, 2)
	vars := map[string]string{}
	exports, found := strings.CutPrefix(lines[0], "export ")
	require.True(t, found, lines[0])
	keys := map[string]string{actor.BookfillKeyEnv: keyHex(embedded.Account{Key: embedded.DemoKey("owner")}), actor.KeeperKeyEnv: keyHex(env.KeeperAccount)}
	for _, kv := range strings.Fields(exports) {
		name, value, _ := strings.Cut(kv, "=")
		require.Equal(t, "0x...", value, "a key placeholder")
		require.NotEmpty(t, keys[name], "a key of the bookfill: %s", name)
		vars[name] = keys[name]
	}
	args := documentedCommand(t, lines[1], "bookfill", manifest, env.Dest.HTTPURL(), nil)
	count := func(flag string) int {
		i := slices.Index(args, flag)
		require.Positive(t, i, "%s in %v", flag, args)
		n, err := strconv.Atoi(args[i+1])
		require.NoError(t, err)
		return n
	}
	orders, positions := count("--orders"), count("--positions")

	r := reader.NewReader()
	before := len(bookOf(t, ctx, env, r))
	var stdout, stderr apitest.LogBuffer
	require.NoError(t, actor.RunBookfill(ctx, args, envOf(vars), &stdout, &stderr), "%s%s", &stdout, &stderr)
	t.Log(stdout.String())
	require.Contains(t, stdout.String(), fmt.Sprintf("tradeprep bookfill: %d pending orders and %d open positions (%d with a take-profit and a stop-loss) on market 2 over %d accounts",
		orders, positions, count("--triggers"), count("--accounts")))
	entries := bookOf(t, ctx, env, r)
	require.Len(t, entries, before+orders+positions)
	pending, open := 0, 0
	for _, e := range entries {
		if e.Pending {
			pending++
		}
		if e.Open {
			open++
		}
	}
	require.GreaterOrEqual(t, pending, orders)
	require.GreaterOrEqual(t, open, positions)
	require.NotContains(t, stdout.String()+stderr.String(), strings.TrimPrefix(vars[actor.BookfillKeyEnv], "0x"), "the key is never printed")
}

// bookOf is the Reader's whole book of pending orders and open positions.
func bookOf(t *testing.T, ctx context.Context, env *embedded.Env, r *reader.Reader) []reader.ReaderBookEntry {
	t.Helper()
	var all []reader.ReaderBookEntry
	cursor := new(big.Int)
	for {
		page := call(t, ctx, env.Owner, env.Manifest.Destination.Reader, r.PackGetBookPage(cursor, big.NewInt(200)), r.UnpackGetBookPage)
		all = append(all, page.Entries...)
		if page.Next.Sign() == 0 {
			return all
		}
		cursor = page.Next
	}
}

// The relayer command delivers a deposit made on the source chain to the receiver.
func TestRelayerCommandDeliversDeposits(t *testing.T) {
	ctx, env, manifest := platformForTest(t)
	src := env.Manifest.Sources[0]
	// the nodes and the manifest from the environment, as in deploy/k8s: no node URL on the
	// command line
	r := launch(t, ctx, actor.RunRelayer, []string{"--listen", "127.0.0.1:0", "--every", "100ms", "--confirmations", "0"},
		map[string]string{actor.RelayerKeyEnv: keyHex(env.RelayerAccount), actor.RPCURLEnv: env.Dest.HTTPURL(), actor.ManifestEnv: manifest,
			actor.SourceRPCsEnv: fmt.Sprintf("%d=%s", src.ChainID, env.Source.HTTPURL())})

	user, err := env.SourceSenderFor(ctx, env.Accounts[1])
	require.NoError(t, err)
	var usdc deployment.Token
	for _, tok := range src.Tokens {
		if tok.Symbol == "USDC" {
			usdc = tok
		}
	}
	tt, rt, rc := testtoken.NewTestToken(), depositrouter.NewDepositRouter(), depositreceiver.NewDepositReceiver()
	_, err = user.Send(ctx, &usdc.Address, tt.PackApprove(src.Router, big.NewInt(100_000_000)), nil)
	require.NoError(t, err)
	receipt, err := user.Send(ctx, &src.Router, rt.PackBridgeDeposit(usdc.Address, big.NewInt(100_000_000), env.Accounts[1].Address), nil)
	require.NoError(t, err)
	var nonce *big.Int
	for _, l := range receipt.Logs {
		if ev, err := rt.UnpackDepositInitiatedEvent(l); err == nil {
			nonce = ev.Nonce
		}
	}
	require.NotNil(t, nonce)
	id := platform.DepositMessageID(src.ChainID, src.Router, nonce)
	eventually(t, "the relayer command credits the deposit", func() bool {
		return call(t, ctx, env.Owner, env.Manifest.Destination.DepositReceiver, rc.PackGetDelivery(id), rc.UnpackGetDelivery).Status == 1
	})
	series := fmt.Sprintf(`tradeprep_relayer_delivered_total{source_chain_id="%d"}`, src.ChainID)
	eventually(t, "the delivery is counted", func() bool { return r.metric(t, series) == 1 })
	code, _ := r.get(t, "/healthz")
	require.Equal(t, http.StatusOK, code)
	require.NoError(t, r.halt(t))
}

// priceSource is a JSON endpoint whose answer the test sets.
type priceSource struct {
	body  atomic.Value
	reads atomic.Int64
}

func (p *priceSource) set(body string) { p.body.Store(body) }

func (p *priceSource) ServeHTTP(w http.ResponseWriter, _ *http.Request) {
	p.reads.Add(1)
	fmt.Fprint(w, p.body.Load().(string))
}

// The price feed command under its rule, on a Chainlink-compatible aggregator of another chain
// and a JSON endpoint: prices that did not move are not pushed; a move of the deviation is; a
// jump over the bound is held until confirmed; a price outside the bounds is never pushed,
// whatever the confirmations; and prices that stand still are pushed again at the heartbeat,
// so that the Oracle stays fresh as chain time passes.
func TestPricefeedCommandPushesUnderItsRule(t *testing.T) {
	ctx, env, manifest := platformForTest(t)
	d := env.Manifest.Destination
	or := oracle.NewOracle()
	latest := func(id int64) (*big.Int, uint64) {
		r := call(t, ctx, env.Owner, d.Oracle, or.PackLatestPrice(big.NewInt(id)), or.UnpackLatestPrice)
		return r.Price, r.UpdatedAt.Uint64()
	}
	btc, btcAt := latest(1)
	eth, _ := latest(2)
	require.Equal(t, "BTC/USD", d.Markets[0].Name)
	require.Equal(t, "ETH/USD", d.Markets[1].Name)

	// a BTC aggregator with 8 decimals on the source chain, answering the Oracle's price
	agg := testaggregator.NewTestAggregator()
	rcpt, err := env.SourceOwner.Send(ctx, nil, append(common.FromHex(testaggregator.TestAggregatorMetaData.Bin),
		agg.PackConstructor(8, "BTC / USD", env.SourceOwner.Address())...), nil)
	require.NoError(t, err)
	aggAddr := rcpt.ContractAddress
	e22 := new(big.Int).Exp(big.NewInt(10), big.NewInt(22), nil)
	setBTC := func(p *big.Int) {
		_, err := env.SourceOwner.Send(ctx, &aggAddr, agg.PackSetAnswer(new(big.Int).Quo(p, e22), big.NewInt(0)), nil)
		require.NoError(t, err)
	}
	require.Zero(t, new(big.Int).Mod(btc, e22).Sign(), "the BTC price has at most 8 decimals")
	setBTC(btc)

	ethSource := &priceSource{}
	ethSource.set(fmt.Sprintf(`{"ethereum":{"usd":"%s"}}`, fixedpoint.Format(eth, 30)))
	srv := httptest.NewServer(ethSource)
	defer srv.Close()

	sources := fmt.Sprintf(`{"markets": [
		{"market": "BTC/USD", "min": "1000", "max": "1000000",
		 "chainlink": {"rpcUrlEnv": "BTC_FEED_RPC_URL", "aggregator": %q, "chainId": %d, "maxAge": "2h"}},
		{"market": "ETH/USD", "min": "100", "max": "100000", "json": {"url": %q, "path": "ethereum.usd"}}
	]}`, aggAddr.Hex(), env.Manifest.Sources[0].ChainID, srv.URL+"/eth")
	sourcesPath := filepath.Join(t.TempDir(), "sources.json")
	require.NoError(t, os.WriteFile(sourcesPath, []byte(sources), 0o600))

	feeder := keyHex(embedded.Account{Key: embedded.DemoKey("owner")})
	f := launch(t, ctx, actor.RunPricefeed, []string{"--rpc-url", env.Dest.HTTPURL(), "--manifest", manifest, "--listen", "127.0.0.1:0",
		"--every", "100ms", "--sources", sourcesPath, "--heartbeat", "10m", "--deviation-bps", "50", "--max-jump-bps", "1000", "--confirmations", "3"},
		// the aggregator's node from the environment (rpcUrlEnv), as a provider's URL with its key would come
		map[string]string{actor.FeederKeyEnv: feeder, "BTC_FEED_RPC_URL": env.Source.HTTPURL()})
	rounds := func() float64 { return f.metric(t, `tradeprep_actor_rounds_total{actor="pricefeed",result="ok"}`) }
	waitRounds := func(n float64) {
		start := rounds()
		eventually(t, fmt.Sprintf("%v more rounds", n), func() bool { return rounds() >= start+n })
	}

	// 1. nothing moved: nothing pushed
	waitRounds(3)
	_, at := latest(1)
	require.Equal(t, btcAt, at, "a price that did not move is not pushed before the heartbeat")

	// 2. ETH moves 1% (over the 0.5% deviation): pushed
	eth101 := new(big.Int).Quo(new(big.Int).Mul(eth, big.NewInt(101)), big.NewInt(100))
	ethSource.set(fmt.Sprintf(`{"ethereum":{"usd":%s}}`, fixedpoint.Format(eth101, 30)))
	eventually(t, "the ETH move is pushed", func() bool { p, _ := latest(2); return p.Cmp(eth101) == 0 })
	eventually(t, "the push is counted", func() bool {
		return f.metric(t, `tradeprep_pricefeed_pushed_total{market="ETH/USD",reason="deviation"}`) == 1
	})

	// 3. BTC jumps 20% on the aggregator: held until three readings agree, then pushed
	btc120 := new(big.Int).Quo(new(big.Int).Mul(btc, big.NewInt(120)), big.NewInt(100))
	setBTC(btc120)
	eventually(t, "the BTC jump is pushed once confirmed", func() bool { p, _ := latest(1); return p.Cmp(btc120) == 0 })
	eventually(t, "the confirmed push is counted", func() bool {
		return f.metric(t, `tradeprep_pricefeed_pushed_total{market="BTC/USD",reason="confirmed"}`) == 1
	})
	require.Equal(t, float64(2), f.metric(t, `tradeprep_pricefeed_held_total{market="BTC/USD",reason="jump_unconfirmed"}`),
		"held at the first two readings, pushed at the third")

	// 4. ETH answers a price under its min, reading after reading: never pushed
	ethSource.set(`{"ethereum":{"usd":"99.99"}}`)
	eventually(t, "readings out of bounds are held", func() bool {
		return f.metric(t, `tradeprep_pricefeed_held_total{market="ETH/USD",reason="out_of_bounds"}`) >= 6
	})
	p, _ := latest(2)
	require.Equal(t, eth101, p, "a price outside the bounds is never pushed")

	// 5. the source fails: the round fails, nothing is pushed for ETH, the status says so
	ethSource.set(`{"ethereum":{"usd":"many"}}`)
	eventually(t, "source errors are counted", func() bool { return f.metric(t, `tradeprep_pricefeed_source_errors_total{market="ETH/USD"}`) >= 3 })
	_, body := f.get(t, "/healthz")
	require.Contains(t, body, "not a decimal number", "the last error is reported")
	ethSource.set(fmt.Sprintf(`{"ethereum":{"usd":%s}}`, fixedpoint.Format(eth101, 30)))

	// 6. an hour of chain time in steps of 6 minutes: the heartbeat (10 minutes) keeps every
	// priced market fresh, though no price moved
	for range 10 {
		require.NoError(t, env.Dest.AdjustTime(6*time.Minute))
		waitRounds(2)
		head, err := env.Dest.Client().HeaderByNumber(ctx, nil)
		require.NoError(t, err)
		for _, id := range []int64{1, 2} {
			_, at := latest(id)
			require.LessOrEqual(t, head.Time, at+uint64((10*time.Minute+6*time.Minute)/time.Second), "market %d is fresh", id)
			_, err := env.Owner.Call(ctx, d.Oracle, or.PackGetPrice(big.NewInt(id)))
			require.NoError(t, err, "getPrice (which reverts on a stale price) answers for market %d", id)
		}
	}
	require.GreaterOrEqual(t, f.metric(t, `tradeprep_pricefeed_pushed_total{market="BTC/USD",reason="heartbeat"}`), float64(5))
	require.NoError(t, f.halt(t))
}

// Every kind of bad input stops a command before anything is sent, with an error naming the
// setting, and never with the key in its text.
func TestActorCommandsRefuseBadInput(t *testing.T) {
	ctx, env, manifest := platformForTest(t)
	d := env.Manifest.Destination
	dir := t.TempDir()
	keeperKey := keyHex(env.KeeperAccount)
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, []byte(text), 0o600))
		return p
	}
	otherChain := *env.Manifest
	otherChain.Destination.ChainID = 1
	otherChainPath := filepath.Join(dir, "other-chain.json")
	require.NoError(t, otherChain.Save(otherChainPath))
	otherDeploy := *env.Manifest
	otherDeploy.Destination.Vault = common.HexToAddress("0x00000000000000000000000000000000000bad01")
	otherDeployPath := filepath.Join(dir, "other-deploy.json")
	require.NoError(t, otherDeploy.Save(otherDeployPath))

	// an account made a keeper that holds no coin for gas
	poor, err := crypto.GenerateKey()
	require.NoError(t, err)
	st := settings.NewSettings()
	_, err = env.Owner.Send(ctx, &d.Settings, st.PackSetKeeper(crypto.PubkeyToAddress(poor.PublicKey), true), nil)
	require.NoError(t, err)

	sourceDown := "http://127.0.0.1:1/prices"
	nonsense := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { fmt.Fprint(w, `{"p":"cheap"}`) }))
	defer nonsense.Close()
	sourcesOf := func(market, min, max, url string) string {
		return write(fmt.Sprintf("sources-%d.json", time.Now().UnixNano()),
			fmt.Sprintf(`{"markets":[{"market":%q,"min":%q,"max":%q,"json":{"url":%q,"path":"p"}}]}`, market, min, max, url))
	}
	good := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { fmt.Fprint(w, `{"p":"97250.5"}`) }))
	defer good.Close()

	base := func(m string) []string {
		return []string{"--rpc-url", env.Dest.HTTPURL(), "--manifest", m, "--listen", "127.0.0.1:0"}
	}
	keeperEnv := map[string]string{actor.KeeperKeyEnv: keeperKey}
	feederEnv := map[string]string{actor.FeederKeyEnv: keyHex(embedded.Account{Key: embedded.DemoKey("owner")})}
	srcArg := fmt.Sprintf("%d=%s", env.Manifest.Sources[0].ChainID, env.Source.HTTPURL())
	fillArgs := func(market string, more ...string) []string {
		return append([]string{"--rpc-url", env.Dest.HTTPURL(), "--manifest", manifest, "--market", market}, more...)
	}
	fillerEnv := map[string]string{actor.BookfillKeyEnv: feederEnv[actor.FeederKeyEnv], actor.KeeperKeyEnv: keeperKey}
	cases := []struct {
		name string
		cmd  command
		args []string
		env  map[string]string
		want string
	}{
		{"no key", actor.RunKeeper, base(manifest), nil, "no key: set TRADEPREP_KEEPER_KEY or pass --key-file"},
		{"malformed key", actor.RunKeeper, base(manifest), map[string]string{actor.KeeperKeyEnv: keeperKey[:40]}, "the key (from TRADEPREP_KEEPER_KEY) is not a private key"},
		{"key file missing", actor.RunKeeper, append(base(manifest), "--key-file", filepath.Join(dir, "absent")), nil, "the key file (--key-file)"},
		{"key file too big", actor.RunKeeper, append(base(manifest), "--key-file", write("big.key", strings.Repeat(keeperKey+"\n", 20))), nil, "is over 1024 bytes"},
		{"missing manifest", actor.RunKeeper, []string{"--rpc-url", env.Dest.HTTPURL()}, keeperEnv, "--manifest is required"},
		{"bad rpc url", actor.RunKeeper, []string{"--rpc-url", "ftp://x", "--manifest", manifest}, keeperEnv, "--rpc-url: want an http, https, ws or wss URL"},
		{"manifest of another chain", actor.RunKeeper, base(otherChainPath), keeperEnv, "but the manifest's destination (--manifest " + otherChainPath + ") is on chain 1"},
		{"manifest of another deployment", actor.RunKeeper, base(otherDeployPath), keeperEnv, "has no code on chain"},
		{"node down", actor.RunKeeper, []string{"--rpc-url", "http://127.0.0.1:1/secret-key", "--manifest", manifest}, keeperEnv, "cannot reach the node at http://127.0.0.1:1/… (--rpc-url)"},
		{"not a keeper", actor.RunKeeper, base(manifest), map[string]string{actor.KeeperKeyEnv: keyHex(env.Accounts[1])}, "is not a keeper of Settings"},
		{"no gas", actor.RunKeeper, base(manifest), map[string]string{actor.KeeperKeyEnv: hexutil.Encode(crypto.FromECDSA(poor))}, "has no native coin on chain"},
		{"bad listen", actor.RunKeeper, []string{"--rpc-url", env.Dest.HTTPURL(), "--manifest", manifest, "--listen", "nowhere"}, keeperEnv, `--listen "nowhere": want host:port`},
		{"bad max fee", actor.RunKeeper, append(base(manifest), "--max-fee-gwei", "-1"), keeperEnv, `--max-fee-gwei "-1"`},
		{"stray argument", actor.RunKeeper, append(base(manifest), keeperKey), nil, "1 unexpected argument(s)"},
		{"keeper of an unknown market", actor.RunKeeper, append(base(manifest), "--markets", "ETH/USD,FOO/USD"), keeperEnv, `--markets: "FOO/USD" is no market of the manifest; its markets: 1 (BTC/USD), 2 (ETH/USD)`},
		{"keeper of a market twice", actor.RunKeeper, append(base(manifest), "--markets", "2,eth/usd"), keeperEnv, "--markets: ETH/USD named twice"},
		{"bookfill of an unknown market", actor.RunBookfill, fillArgs("FOO/USD", "--orders", "10"), fillerEnv, `--market: "FOO/USD" is no market of the manifest`},
		{"bookfill beyond the open interest", actor.RunBookfill, fillArgs("ETH/USD", "--positions", "900000"), fillerEnv, "positions of 20 USD need that much open interest; the market has room for"},
		{"bookfill beyond its bound", actor.RunBookfill, fillArgs("ETH/USD", "--orders", "1000001"), fillerEnv, "orders and positions 1000001: at most 1000000"},
		{"bookfill triggers without positions", actor.RunBookfill, fillArgs("ETH/USD", "--triggers", "5"), fillerEnv, "triggers 5: at most one pair per position (0)"},
		{"bookfill by an account that cannot mint", actor.RunBookfill, fillArgs("ETH/USD", "--orders", "10"), map[string]string{actor.BookfillKeyEnv: keyHex(env.Accounts[1]), actor.KeeperKeyEnv: keeperKey}, "does not own the stable token"},
		{"bookfill with a keeper that is none", actor.RunBookfill, fillArgs("ETH/USD", "--orders", "10"), map[string]string{actor.BookfillKeyEnv: feederEnv[actor.FeederKeyEnv], actor.KeeperKeyEnv: keyHex(env.Accounts[1])}, "is not a keeper of Settings"},
		{"relayer without the source node", actor.RunRelayer, base(manifest), map[string]string{actor.RelayerKeyEnv: keyHex(env.RelayerAccount)}, "--source-rpc (or TRADEPREP_SOURCE_RPCS) has no node for source chain"},
		{"node down, named by its environment variable", actor.RunKeeper, []string{"--manifest", manifest, "--listen", "127.0.0.1:0"}, map[string]string{actor.KeeperKeyEnv: keeperKey, actor.RPCURLEnv: "http://127.0.0.1:1/secret-key"}, "cannot reach the node at http://127.0.0.1:1/… (TRADEPREP_RPC_URL)"},
		{"node URL from the environment", actor.RunKeeper, []string{"--manifest", manifest}, map[string]string{actor.KeeperKeyEnv: keeperKey, actor.RPCURLEnv: "ftp://x"}, "TRADEPREP_RPC_URL: want an http, https, ws or wss URL"},
		{"relayer with a chain not in the manifest", actor.RunRelayer, append(base(manifest), "--source-rpc", srcArg+",5="+env.Source.HTTPURL()), map[string]string{actor.RelayerKeyEnv: keyHex(env.RelayerAccount)}, "names chain 5, which is not a source chain"},
		{"relayer's source node on the wrong chain", actor.RunRelayer, append(base(manifest), "--source-rpc", fmt.Sprintf("%d=%s", env.Manifest.Sources[0].ChainID, env.Dest.HTTPURL())), map[string]string{actor.RelayerKeyEnv: keyHex(env.RelayerAccount)}, "is on chain"},
		{"relayer not allowed", actor.RunRelayer, append(base(manifest), "--source-rpc", srcArg), map[string]string{actor.RelayerKeyEnv: keeperKey}, "is not a relayer of the DepositReceiver"},
		{"pricefeed without sources", actor.RunPricefeed, base(manifest), feederEnv, "--sources is required"},
		{"pricefeed source down", actor.RunPricefeed, append(base(manifest), "--sources", sourcesOf("BTC/USD", "1000", "1000000", sourceDown)), feederEnv, "markets[0] (BTC/USD): the first reading failed, nothing sent"},
		{"pricefeed source nonsense", actor.RunPricefeed, append(base(manifest), "--sources", sourcesOf("BTC/USD", "1000", "1000000", nonsense.URL)), feederEnv, "not a decimal number"},
		{"pricefeed price out of bounds", actor.RunPricefeed, append(base(manifest), "--sources", sourcesOf("BTC/USD", "1", "2", good.URL)), feederEnv, "the source answers 97250.5, outside min 1 and max 2: nothing sent"},
		{"pricefeed unknown market", actor.RunPricefeed, append(base(manifest), "--sources", sourcesOf("FOO/USD", "1", "2", good.URL)), feederEnv, "no market of that name in the manifest"},
		{"pricefeed bounds upside down", actor.RunPricefeed, append(base(manifest), "--sources", sourcesOf("BTC/USD", "2000", "1000", good.URL)), feederEnv, "min 2000 is above max 1000"},
		{"pricefeed chainlink without a node", actor.RunPricefeed, append(base(manifest), "--sources", write("cl-none.json", `{"markets":[{"market":"BTC/USD","min":"1000","max":"1000000","chainlink":{"aggregator":"0x0000000000000000000000000000000000000001"}}]}`)), feederEnv, "chainlink: give exactly one of rpcUrl and rpcUrlEnv"},
		{"pricefeed chainlink with both nodes", actor.RunPricefeed, append(base(manifest), "--sources", write("cl-both.json", `{"markets":[{"market":"BTC/USD","min":"1000","max":"1000000","chainlink":{"rpcUrl":"http://127.0.0.1:1","rpcUrlEnv":"FEED_RPC","aggregator":"0x0000000000000000000000000000000000000001"}}]}`)), feederEnv, "chainlink: give exactly one of rpcUrl and rpcUrlEnv"},
		{"pricefeed chainlink node variable unset", actor.RunPricefeed, append(base(manifest), "--sources", write("cl-unset.json", `{"markets":[{"market":"BTC/USD","min":"1000","max":"1000000","chainlink":{"rpcUrlEnv":"NO_SUCH_FEED_RPC","aggregator":"0x0000000000000000000000000000000000000001"}}]}`)), feederEnv, "chainlink.rpcUrlEnv: the environment variable NO_SUCH_FEED_RPC is not set"},
		{"pricefeed chainlink node variable not a URL", actor.RunPricefeed, append(base(manifest), "--sources", write("cl-bad.json", `{"markets":[{"market":"BTC/USD","min":"1000","max":"1000000","chainlink":{"rpcUrlEnv":"FEED_RPC","aggregator":"0x0000000000000000000000000000000000000001"}}]}`)), map[string]string{actor.FeederKeyEnv: feederEnv[actor.FeederKeyEnv], "FEED_RPC": "tcp://x"}, "chainlink.rpcUrlEnv: FEED_RPC:"},
		{"pricefeed typo in the sources", actor.RunPricefeed, append(base(manifest), "--sources", write("typo.json", `{"markets":[{"marekt":"BTC/USD"}]}`)), feederEnv, `unknown field "marekt"`},
		{"pricefeed heartbeat over the max age", actor.RunPricefeed, append(base(manifest), "--sources", sourcesOf("BTC/USD", "1000", "1000000", good.URL), "--heartbeat", "2h"), feederEnv, "is not below the Oracle's maxAge 1h0m0s"},
		{"pricefeed rule", actor.RunPricefeed, append(base(manifest), "--sources", sourcesOf("BTC/USD", "1000", "1000000", good.URL), "--confirmations", "1"), feederEnv, "confirmations 1: want at least 2"},
		{"pricefeed not a feeder", actor.RunPricefeed, append(base(manifest), "--sources", sourcesOf("BTC/USD", "1000", "1000000", good.URL)), map[string]string{actor.FeederKeyEnv: keeperKey}, "is not a feeder of the Oracle"},
	}
	nonce := func(key string) uint64 {
		k, err := crypto.HexToECDSA(strings.TrimPrefix(key, "0x"))
		require.NoError(t, err)
		n, err := env.Dest.Client().PendingNonceAt(ctx, crypto.PubkeyToAddress(k.PublicKey))
		require.NoError(t, err)
		return n
	}
	keys := []string{keeperKey, keyHex(env.RelayerAccount), feederEnv[actor.FeederKeyEnv]}
	before := make([]uint64, len(keys))
	for i, k := range keys {
		before[i] = nonce(k)
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var stdout, stderr apitest.LogBuffer
			cctx, cancel := context.WithTimeout(ctx, time.Minute)
			defer cancel()
			err := c.cmd(cctx, c.args, envOf(c.env), &stdout, &stderr)
			require.Error(t, err)
			require.Contains(t, err.Error(), c.want)
			for _, k := range keys {
				require.NotContains(t, err.Error()+stdout.String()+stderr.String(), strings.TrimPrefix(k, "0x")[:16], "no key in the output")
			}
			require.NotContains(t, err.Error(), "secret-key", "no node URL path in the output")
		})
	}
	for i, k := range keys {
		require.Equal(t, before[i], nonce(k), "no transaction sent by %s", k[:6])
	}
}
