// Package embedded runs the whole platform in-process: a destination and a source geth dev
// chain, the platform deployed on both by the deployer, funded demo accounts, and the keeper
// and relayer ready to run. `tradeprep` uses it when no chain is configured; integration tests
// use it as their chain.
package embedded

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tradeprep/tradeprep/internal/actors/deployer"
	"github.com/tradeprep/tradeprep/internal/actors/keeper"
	"github.com/tradeprep/tradeprep/internal/actors/pricefeed"
	"github.com/tradeprep/tradeprep/internal/actors/relayer"
	"github.com/tradeprep/tradeprep/internal/chain/devchain"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
)

// Chain ids of the embedded chains: private ids, never a production chain's.
const (
	DestinationChainID uint64 = 900161
	SourceChainID      uint64 = 900001
)

// Options of an embedded platform.
type Options struct {
	Accounts    int                         // demo accounts, default 4
	BlockPeriod time.Duration               // 0: a block per transaction
	DestHTTP    string                      // e.g. "127.0.0.1:0"; "" for no HTTP endpoint
	SourceHTTP  string                      // likewise for the source chain
	Destination *deployer.DestinationConfig // nil: defaults
	// Margin (USDC) deposited into each demo account's margin wallet; default "100000".
	Margin string
	// RelayerConfirmations: source blocks that must follow a deposit before the relayer
	// delivers it. 0 (the default) suits the in-process chains, which never reorg.
	RelayerConfirmations uint64
	// Node runs both chains on geth (in process) or anvil; "" reads $TRADEPREP_TEST_NODE
	// (NodeEnv), geth when it is unset.
	Node Node
	// FixtureDir is where the platform on anvil keeps its state fixtures (fixture.go): the
	// first Start with given options deploys and saves the chains there, the next ones load
	// them in a second. "" reads $TRADEPREP_FIXTURE_DIR (FixtureDirEnv), else .cache/fixtures
	// in the repository above the working directory, else none; "off" (here or in the variable):
	// none. A directory that
	// is given must exist.
	FixtureDir string
	// AnvilArgs are added to anvil's command line (Node anvil), e.g. --prune-history for a
	// chain of many blocks.
	AnvilArgs []string
}

// Account is a demo account with its key.
type Account struct {
	Key     *ecdsa.PrivateKey
	Address common.Address
}

// Env is a running embedded platform.
type Env struct {
	Dest, Source     Chain
	Node             Node // what the chains run on
	Manifest         *deployment.Manifest
	Owner            *sender.Sender // owns the destination contracts, feeds prices
	SourceOwner      *sender.Sender // owns the source router and tokens
	Keeper           *keeper.Keeper
	Relayer          *relayer.Relayer
	Accounts         []Account
	KeeperAccount    Account
	RelayerAccount   Account
	ownerKey, srcKey *ecdsa.PrivateKey
}

// DemoKey is the deterministic key of a named role ("owner", "keeper", "account-0", ...), so
// that the embedded chain prints the same accounts on every start. Never use these keys on a
// real chain.
func DemoKey(role string) *ecdsa.PrivateKey {
	key, err := crypto.ToECDSA(crypto.Keccak256([]byte("tradeprep embedded demo key: " + role)))
	if err != nil {
		panic(err)
	}
	return key
}

func account(role string) Account {
	k := DemoKey(role)
	return Account{Key: k, Address: crypto.PubkeyToAddress(k.PublicKey)}
}

// Start starts both chains, deploys the platform and funds the demo accounts.
func Start(ctx context.Context, opts Options) (env *Env, err error) {
	if opts.Accounts <= 0 {
		opts.Accounts = 4
	}
	if opts.Margin == "" {
		opts.Margin = "100000"
	}
	margin, err := fixedpoint.Parse(opts.Margin, deployer.StableDecimals)
	if err != nil {
		return nil, fmt.Errorf("margin: %w", err)
	}
	owner, srcOwner := account("owner"), account("source-owner")
	keeperAcc, relayerAcc := account("keeper"), account("relayer")
	accounts := make([]Account, opts.Accounts)
	for i := range accounts {
		accounts[i] = account(fmt.Sprintf("account-%d", i))
	}

	env = &Env{Accounts: accounts, KeeperAccount: keeperAcc, RelayerAccount: relayerAcc, ownerKey: owner.Key, srcKey: srcOwner.Key}
	defer func() {
		if err != nil {
			err = errors.Join(err, env.Close())
			env = nil
		}
	}()
	if env.Node, err = NodeOf(opts.Node); err != nil {
		return env, err
	}
	cfg := env.destinationConfig(opts)
	fx, withFixture, err := fixtureFor(env.Node, opts, cfg)
	if err != nil {
		return env, err
	}
	key := buildKey(env.Node, opts, cfg)
	kept, rebuild := lookupBuild(key)
	loaded := withFixture && fx.fresh()
	if loaded {
		err = fx.load(ctx, env, opts)
	} else {
		err = env.startChains(ctx, opts, owner, srcOwner, kept)
	}
	if err != nil {
		return env, err
	}
	decoder := platform.ErrorDecoder()
	if env.Owner, err = sender.New(ctx, env.Dest.Client(), owner.Key, decoder); err != nil {
		return env, err
	}
	if env.SourceOwner, err = sender.New(ctx, env.Source.Client(), srcOwner.Key, decoder); err != nil {
		return env, err
	}
	switch {
	case loaded: // the anvil state fixture holds the deployment
	case rebuild: // the geth chains sealed the kept deployment again
		if env.Manifest, err = kept.manifestOf(); err != nil {
			return env, err
		}
	default:
		if err := env.deployAndFund(ctx, cfg, margin); err != nil {
			return env, err
		}
		if err := env.keepBuild(key); err != nil {
			return env, err
		}
		if withFixture {
			if err := fx.save(ctx, env); err != nil {
				return env, err
			}
		}
	}
	return env, env.startActors(ctx, &env.Manifest.Destination, &env.Manifest.Sources[0], opts)
}

// destinationConfig is the destination's deployment as opts ask, with env's keeper and
// relayer.
func (env *Env) destinationConfig(opts Options) deployer.DestinationConfig {
	cfg := deployer.DefaultDestinationConfig()
	if opts.Destination != nil {
		cfg = *opts.Destination
	}
	cfg.Keeper, cfg.Relayer = env.KeeperAccount.Address, env.RelayerAccount.Address
	return cfg
}

// deployAndFund deploys the platform (deploy) and funds the demo accounts (fund).
func (env *Env) deployAndFund(ctx context.Context, cfg deployer.DestinationConfig, margin *big.Int) error {
	dest, src, err := env.deploy(ctx, cfg)
	if err != nil {
		return err
	}
	return env.fund(ctx, dest, src, margin)
}

// startChains starts both chains on env.Node, with the owners, the keeper, the relayer and the
// demo accounts funded in their genesis; on geth with kept, each chain seals kept's blocks
// first.
func (env *Env) startChains(ctx context.Context, opts Options, owner, srcOwner Account, kept *built) (err error) {
	rich := new(big.Int).Mul(big.NewInt(1_000_000), big.NewInt(1e18))
	demo := new(big.Int).Mul(big.NewInt(100), big.NewInt(1e18))
	destAlloc := map[common.Address]*big.Int{owner.Address: rich, env.KeeperAccount.Address: demo, env.RelayerAccount.Address: demo}
	// the relayer refunds deposits on the source chain: it needs gas there
	srcAlloc := map[common.Address]*big.Int{srcOwner.Address: rich, env.RelayerAccount.Address: rich}
	for _, a := range env.Accounts {
		destAlloc[a.Address] = demo
		srcAlloc[a.Address] = demo
	}
	start := func(id uint64, alloc map[common.Address]*big.Int, httpAddr string, replay []types.Transactions) (Chain, error) {
		if env.Node == NodeAnvil {
			c, err := startAnvil(ctx, id, alloc, opts.BlockPeriod, "", opts.AnvilArgs)
			if err != nil {
				return nil, err
			}
			return c, nil
		}
		c, err := devchain.Start(ctx, devchain.Config{ChainID: id, Alloc: alloc, BlockPeriod: opts.BlockPeriod, HTTPAddr: httpAddr, Replay: replay})
		if err != nil {
			return nil, err
		}
		return c, nil
	}
	var destBlocks, srcBlocks []types.Transactions
	if kept != nil {
		destBlocks, srcBlocks = kept.dest, kept.source
	}
	if env.Dest, err = start(DestinationChainID, destAlloc, opts.DestHTTP, destBlocks); err != nil {
		return fmt.Errorf("destination chain: %w", err)
	}
	if env.Source, err = start(SourceChainID, srcAlloc, opts.SourceHTTP, srcBlocks); err != nil {
		return fmt.Errorf("source chain: %w", err)
	}
	return nil
}

// deploy deploys the destination's contracts (cfg) and the source
// chain's, connects them and sets env.Manifest.
func (env *Env) deploy(ctx context.Context, cfg deployer.DestinationConfig) (*deployment.Destination, *deployment.SourceChain, error) {
	dest, err := deployer.DeployDestination(ctx, env.Owner, cfg)
	if err != nil {
		return nil, nil, fmt.Errorf("deploy destination: %w", err)
	}
	src, err := deployer.DeploySource(ctx, env.SourceOwner, DestinationChainID, env.RelayerAccount.Address)
	if err != nil {
		return nil, nil, fmt.Errorf("deploy source: %w", err)
	}
	if err := deployer.ConnectSource(ctx, env.Owner, dest, src); err != nil {
		return nil, nil, fmt.Errorf("connect source: %w", err)
	}
	env.Manifest = &deployment.Manifest{Version: deployment.Version, Destination: *dest, Sources: []deployment.SourceChain{*src}}
	return dest, src, nil
}

// fund deposits margin into each demo account's margin wallet and mints it the source chain's
// tokens (50,000 of a stable coin, 20 of another).
func (env *Env) fund(ctx context.Context, dest *deployment.Destination, src *deployment.SourceChain, margin *big.Int) error {
	addrs := make([]common.Address, len(env.Accounts))
	for i, a := range env.Accounts {
		addrs[i] = a.Address
	}
	if err := deployer.FundMargin(ctx, env.Owner, dest, margin, addrs...); err != nil {
		return fmt.Errorf("fund margin: %w", err)
	}
	for _, t := range src.Tokens {
		amount := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(t.Decimals)), nil)
		if t.Stable {
			amount.Mul(amount, big.NewInt(50_000))
		} else {
			amount.Mul(amount, big.NewInt(20))
		}
		if err := deployer.MintTokens(ctx, env.SourceOwner, t.Address, amount, addrs...); err != nil {
			return fmt.Errorf("mint %s: %w", t.Symbol, err)
		}
	}
	return nil
}

// startActors builds the keeper and the relayer (not running: their Run is the caller's).
func (env *Env) startActors(ctx context.Context, dest *deployment.Destination, src *deployment.SourceChain, opts Options) error {
	decoder := platform.ErrorDecoder()
	keeperSender, err := sender.New(ctx, env.Dest.Client(), env.KeeperAccount.Key, decoder)
	if err != nil {
		return err
	}
	env.Keeper = keeper.New(keeperSender, dest.Vault, dest.Reader)
	env.Keeper.UseBook(env.Dest.Client(), keeper.BookConfig{})
	relaySender, err := sender.New(ctx, env.Dest.Client(), env.RelayerAccount.Key, decoder)
	if err != nil {
		return err
	}
	relaySource, err := sender.New(ctx, env.Source.Client(), env.RelayerAccount.Key, decoder)
	if err != nil {
		return err
	}
	env.Relayer = relayer.New(env.Source.Client(), src.ChainID, src.Router, src.DeployBlock, relaySender, dest.DepositReceiver,
		relayer.Options{Confirmations: opts.RelayerConfirmations, RetryInterval: 5 * time.Second, Refunder: relaySource})
	return nil
}

// PushAgain is the price feed's next round at unchanged prices: every market's last price
// pushed again by the owner (pricefeed.Feed.Again; stale prices stay stale). The Vault acts on a
// request only at a price pushed after it, so a chain whose prices stand still needs this
// before a keeper round can fill what was asked since the last push.
func (e *Env) PushAgain(ctx context.Context) (*types.Receipt, error) {
	return pricefeed.New(e.Owner, e.Manifest.Destination.Oracle).Again(ctx, e.Manifest.Destination.MarketIDs())
}

// RunKeeper is the feed's next round (PushAgain), then keeper rounds until nothing is due
// (keeper.Keeper.RunUntilIdle): what a live feed and keeper do for requests made since the last
// push.
func (e *Env) RunKeeper(ctx context.Context, maxRounds int) (int, error) {
	if _, err := e.PushAgain(ctx); err != nil {
		return 0, err
	}
	return e.Keeper.RunUntilIdle(ctx, maxRounds)
}

// KeeperRound is the feed's next round (PushAgain), then one keeper round.
func (e *Env) KeeperRound(ctx context.Context) (keeper.Result, error) {
	if _, err := e.PushAgain(ctx); err != nil {
		return keeper.Result{}, err
	}
	return e.Keeper.Round(ctx)
}

// Close stops both chains.
func (e *Env) Close() error {
	var errs []error
	if e.Source != nil {
		errs = append(errs, e.Source.Close())
	}
	if e.Dest != nil {
		errs = append(errs, e.Dest.Close())
	}
	return errors.Join(errs...)
}

// SenderFor returns a sender on the destination chain for a demo account.
func (e *Env) SenderFor(ctx context.Context, a Account) (*sender.Sender, error) {
	return sender.New(ctx, e.Dest.Client(), a.Key, platform.ErrorDecoder())
}

// SourceSenderFor returns a sender on the source chain for a demo account.
func (e *Env) SourceSenderFor(ctx context.Context, a Account) (*sender.Sender, error) {
	return sender.New(ctx, e.Source.Client(), a.Key, platform.ErrorDecoder())
}

// ShowSealingInOneSecond makes sure, on anvil, that a service has seen the chain seal a block
// in its parent's second, as anvil's automine does: it mines two blocks, the second in the
// first's second (evm_setNextBlockTimestamp), and calls ask (which has the service prepare
// something) after each. A service that has not seen it takes the chain to seal at least a
// second after the parent, as geth does, and under load the pending blocks it is shown may never
// teach it otherwise. On geth, which never seals two blocks in one second, it does nothing.
func (e *Env) ShowSealingInOneSecond(ctx context.Context, ask func() error) error {
	if e.Node != NodeAnvil {
		return nil
	}
	rc := e.Dest.RPC()
	if err := rc.CallContext(ctx, nil, "evm_mine"); err != nil {
		return err
	}
	if err := ask(); err != nil {
		return err
	}
	var head struct {
		Time hexutil.Uint64 `json:"timestamp"`
	}
	if err := rc.CallContext(ctx, &head, "eth_getBlockByNumber", "latest", false); err != nil {
		return err
	}
	if err := rc.CallContext(ctx, nil, "evm_setNextBlockTimestamp", head.Time); err != nil {
		return err
	}
	if err := rc.CallContext(ctx, nil, "evm_mine"); err != nil {
		return err
	}
	return ask()
}
