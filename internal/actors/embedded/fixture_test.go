package embedded

import (
	"context"
	"math/big"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/anvil"
	"github.com/tradeprep/tradeprep/contracts/bindings/settings"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/actors/deployer"
	"github.com/tradeprep/tradeprep/internal/platform"
)

// startAnvilEnv is Start on anvil with the fixtures in dir, closed with the test, and how long
// Start took.
func startAnvilEnv(t *testing.T, ctx context.Context, dir string) (*Env, time.Duration) {
	t.Helper()
	began := time.Now()
	env, err := Start(ctx, Options{Accounts: 2, Node: NodeAnvil, FixtureDir: dir})
	took := time.Since(began)
	require.NoError(t, err)
	t.Cleanup(func() { require.NoError(t, env.Close()) })
	return env, took
}

// chainView is what a test of the platform reads of a chain right after Start.
type chainView struct {
	head uint64
	logs int
}

func viewOf(t *testing.T, ctx context.Context, c Chain) chainView {
	t.Helper()
	head, err := c.Client().BlockNumber(ctx)
	require.NoError(t, err)
	logs, err := c.Client().FilterLogs(ctx, ethereum.FilterQuery{FromBlock: big.NewInt(0), ToBlock: new(big.Int).SetUint64(head)})
	require.NoError(t, err)
	return chainView{head: head, logs: len(logs)}
}

// TestStateFixture: the first Start on anvil deploys and saves a fixture, the next loads it: the
// same manifest, heads, events of deployment and funding, balances and working actors (a
// market order filled by the keeper), in less time.
func TestStateFixture(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	dir := t.TempDir()
	// a fixture of other contracts made long ago is pruned when this one is saved; another file is not
	old := filepath.Join(dir, "platform-0123456789abcdef.dest.json")
	other := filepath.Join(dir, "notes.txt")
	for _, p := range []string{old, other} {
		require.NoError(t, os.WriteFile(p, []byte("{}"), 0o644))
		require.NoError(t, os.Chtimes(p, time.Now().Add(-5*time.Hour), time.Now().Add(-5*time.Hour)))
	}
	made, tookMade := startAnvilEnv(t, ctx, dir)
	require.NoFileExists(t, old)
	require.FileExists(t, other)
	require.NoError(t, os.Remove(other))
	files, err := filepath.Glob(filepath.Join(dir, "platform-*"))
	require.NoError(t, err)
	require.Len(t, files, 4, "dest and source states, manifest and key: %v", files)
	loaded, tookLoaded := startAnvilEnv(t, ctx, dir)
	t.Logf("Start on anvil: %v deploying and saving the fixture, %v loading it", tookMade, tookLoaded)

	require.Equal(t, made.Manifest, loaded.Manifest)
	require.Equal(t, viewOf(t, ctx, made.Dest), viewOf(t, ctx, loaded.Dest))
	require.Equal(t, viewOf(t, ctx, made.Source), viewOf(t, ctx, loaded.Source))
	require.NotZero(t, viewOf(t, ctx, loaded.Dest).logs)
	src := loaded.Manifest.Sources[0]
	deployed, err := loaded.Source.Client().TransactionReceipt(ctx, findCreation(t, ctx, loaded.Source, src.Router, src.DeployBlock))
	require.NoError(t, err, "the router's deployment receipt, after the relayer's DeployBlock")
	require.Greater(t, deployed.BlockNumber.Uint64(), src.DeployBlock)

	// the demo accounts' margin, and a market order the keeper fills, on the loaded platform
	trader, err := loaded.SenderFor(ctx, loaded.Accounts[0])
	require.NoError(t, err)
	v, st, d := vault.NewVault(), settings.NewSettings(), loaded.Manifest.Destination
	require.Equal(t, usd("100000"), call(t, ctx, trader, d.Vault, v.PackMarginBalance(trader.Address()), v.UnpackMarginBalance))
	fee := call(t, ctx, trader, d.Settings, st.PackMarketOrderFee(), st.UnpackMarketOrderFee)
	params := []*big.Int{usd("97250.5"), big.NewInt(1000), usd("1000"), usd("10000")}
	_, err = trader.Send(ctx, &d.Vault, v.PackNewPositionOrder(big.NewInt(1), true, platform.OrderMarket, params, common.Address{}), fee)
	require.NoError(t, err)
	n, err := loaded.RunKeeper(ctx, 3)
	require.NoError(t, err)
	require.Equal(t, 1, n)
}

// findCreation is the hash of the transaction after block from that created addr.
func findCreation(t *testing.T, ctx context.Context, c Chain, addr common.Address, from uint64) common.Hash {
	t.Helper()
	head, err := c.Client().BlockNumber(ctx)
	require.NoError(t, err)
	for n := from + 1; n <= head; n++ {
		b, err := c.Client().BlockByNumber(ctx, new(big.Int).SetUint64(n))
		require.NoError(t, err)
		for _, tx := range b.Transactions() {
			r, err := c.Client().TransactionReceipt(ctx, tx.Hash())
			require.NoError(t, err)
			if r.ContractAddress == addr {
				return tx.Hash()
			}
		}
	}
	t.Fatalf("no creation of %s after block %d", addr, from)
	return common.Hash{}
}

// TestStateFixtureBadInput: a fixture directory that is missing or a file, a state file from
// other contracts, a state file that is not one, and a key of another fixture are errors naming
// the file or the setting, never a silent deployment.
func TestStateFixtureBadInput(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	missing := filepath.Join(t.TempDir(), "nope")
	_, err := Start(ctx, Options{Node: NodeAnvil, FixtureDir: missing})
	require.ErrorContains(t, err, missing)
	require.ErrorContains(t, err, "Options.FixtureDir")
	t.Setenv(FixtureDirEnv, filepath.Join(t.TempDir(), "file"))
	require.NoError(t, os.WriteFile(os.Getenv(FixtureDirEnv), nil, 0o644))
	_, err = Start(ctx, Options{Node: NodeAnvil})
	require.ErrorContains(t, err, os.Getenv(FixtureDirEnv))
	require.ErrorContains(t, err, "$"+FixtureDirEnv)

	dir := t.TempDir()
	env, _ := startAnvilEnv(t, ctx, dir)
	cfg := env.destinationConfig(Options{})
	fx, ok, err := fixtureFor(NodeAnvil, Options{Accounts: 2, Margin: "100000", FixtureDir: dir}, cfg)
	require.NoError(t, err)
	require.True(t, ok)
	require.True(t, fx.fresh())
	good, err := os.ReadFile(fx.dest())
	require.NoError(t, err)

	// a state of other contracts: a plain anvil's
	plain, err := launchAnvil(ctx, []anvil.Option{anvil.WithChainID(DestinationChainID)})
	require.NoError(t, err)
	defer plain.Close(ctx)
	require.NoError(t, plain.DumpState(ctx, fx.dest()))
	_, err = Start(ctx, Options{Accounts: 2, Node: NodeAnvil, FixtureDir: dir})
	require.ErrorContains(t, err, fx.dest())
	require.ErrorContains(t, err, "made for other contracts")

	// not a state at all
	require.NoError(t, os.WriteFile(fx.dest(), []byte("not a state"), 0o644))
	_, err = Start(ctx, Options{Accounts: 2, Node: NodeAnvil, FixtureDir: dir})
	require.ErrorContains(t, err, fx.dest())
	require.ErrorContains(t, err, "not an anvil state")

	// the key of another fixture
	require.NoError(t, os.WriteFile(fx.dest(), good, 0o644))
	require.NoError(t, os.WriteFile(fx.key(), []byte("platform-0123456789abcdef\n"), 0o644))
	_, err = Start(ctx, Options{Accounts: 2, Node: NodeAnvil, FixtureDir: dir})
	require.ErrorContains(t, err, fx.key())
	require.ErrorContains(t, err, "made for other contracts or options")
}

// TestFixtureHash: other contracts, chain-shaping options or a deployment hook give another
// fixture or none; where the fixtures live does not change the hash.
func TestFixtureHash(t *testing.T) {
	dir := t.TempDir()
	cfg := deployer.DefaultDestinationConfig()
	base := Options{Accounts: 4, Margin: "100000", FixtureDir: dir}
	fx, ok, err := fixtureFor(NodeAnvil, base, cfg)
	require.NoError(t, err)
	require.True(t, ok)
	require.Equal(t, dir, fx.dir)
	other := base
	other.Accounts = 5
	require.NotEqual(t, fixtureHash(base, cfg), fixtureHash(other, cfg))
	cfg2 := cfg
	cfg2.PoolLiquidity = "1"
	require.NotEqual(t, fixtureHash(base, cfg), fixtureHash(base, cfg2))
	cfg2 = cfg
	cfg2.MarketOrderFee = big.NewInt(1)
	require.NotEqual(t, fixtureHash(base, cfg), fixtureHash(base, cfg2))
	elsewhere := base
	elsewhere.FixtureDir = t.TempDir()
	require.Equal(t, fixtureHash(base, cfg), fixtureHash(elsewhere, cfg))

	// the contracts: one byte of one contract's bytecode
	meta := deployer.Contracts()[0]
	was := meta.Bin
	before := fixtureHash(base, cfg)
	meta.Bin = was[:len(was)-2] + "00"
	if meta.Bin == was {
		meta.Bin = was[:len(was)-2] + "01"
	}
	changed := fixtureHash(base, cfg)
	meta.Bin = was
	require.NotEqual(t, before, changed)

	_, ok, err = fixtureFor(NodeGeth, base, cfg)
	require.NoError(t, err)
	require.False(t, ok, "geth takes no fixture")
	hooked := cfg
	hooked.AfterDeploy = func(context.Context, deployer.Deployed) error { return nil }
	_, ok, err = fixtureFor(NodeAnvil, base, hooked)
	require.NoError(t, err)
	require.False(t, ok, "a deployment hook must see each contract created")
	off := base
	off.FixtureDir = "off"
	_, ok, err = fixtureFor(NodeAnvil, off, cfg)
	require.NoError(t, err)
	require.False(t, ok)
}
