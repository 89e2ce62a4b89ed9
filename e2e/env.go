// Package e2e is tradeprep's end-to-end suite: anvil in testcontainers-go, the platform
// deployed on a base chain, a fork of it at a pinned block, the service started in-process
// through app.Run against the fork, and the prepared transactions signed and executed for real.
package e2e

import (
	"context"
	"crypto/ecdsa"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/tradeprep/tradeprep/anvil"
	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/contracts/bindings/depositreceiver"
	"github.com/tradeprep/tradeprep/contracts/bindings/oracle"
	"github.com/tradeprep/tradeprep/contracts/bindings/settings"
	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/actors/deployer"
	"github.com/tradeprep/tradeprep/internal/actors/keeper"
	"github.com/tradeprep/tradeprep/internal/actors/pricefeed"
	"github.com/tradeprep/tradeprep/internal/actors/relayer"
	"github.com/tradeprep/tradeprep/internal/app"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
)

// Chain ids of the e2e chains.
const (
	DestChainID   = platform.SessionDestChainID
	SourceChainID = platform.SessionSourceChainID
)

// RelayerConfirmations is what the suite's relayer waits for on the source chain.
const RelayerConfirmations = 2

// Key returns the deterministic key of a role; the suite funds these with anvil_setBalance,
// so it needs none of anvil's own dev keys and works the same on a fork of any chain.
func Key(role string) *ecdsa.PrivateKey {
	k, err := crypto.ToECDSA(crypto.Keccak256([]byte("tradeprep e2e key: " + role)))
	if err != nil {
		panic(err)
	}
	return k
}

// Addr is the address of Key(role).
func Addr(role string) common.Address { return crypto.PubkeyToAddress(Key(role).PublicKey) }

// Setup is what the suite's workers share: the base chain with the platform deployed and the
// source chain with its router (or, with FORK_URL, your chain's manifest), the block the forks
// are pinned at, and two pools of anvil instances (anvil.NewPool): forks of the base at that
// block, and forks of the source chain at its head when it was read, one of each per worker.
type Setup struct {
	Base, Source *anvil.Container // nil with FORK_URL
	ForkBlock    uint64
	Manifest     *deployment.Manifest
	ManifestPath string
	Log          io.Writer
	Forks        *anvil.Pool // forks of the base at ForkBlock
	SourceForks  *anvil.Pool // forks of the source chain; nil without one
	foreign      bool        // FORK_URL: the contracts' owners are not the suite's keys
	closers      []func(context.Context) error
}

// Env is one worker's environment: a fork of the base and one of the source chain (members of
// the Setup's pools), the service running against them, and the keeper, feed and relayer
// sending from the suite's keys.
type Env struct {
	*Setup
	Fork, SourceFork *anvil.Container // SourceFork: nil without a source chain
	Dest, Src        *ethclient.Client
	Owner            *sender.Sender // feeder and owner on the fork
	Keeper           *keeper.Keeper
	Relayer          *relayer.Relayer
	Feed             *pricefeed.Feed
	ServiceURL       string
	closers          []func(context.Context) error
	// senders are those sending on the fork (owner, keeper, relayer): Revert makes each read its
	// nonce again.
	senders []*sender.Sender
}

// Close stops the service and closes the clients; the forks are the pools'.
func (e *Env) Close(ctx context.Context) error { return closeAll(ctx, e.closers) }

// Close stops the pools and the chains.
func (s *Setup) Close(ctx context.Context) error { return closeAll(ctx, s.closers) }

// closeAll runs closers from the last to the first.
func closeAll(ctx context.Context, closers []func(context.Context) error) error {
	var errs []error
	for i := len(closers) - 1; i >= 0; i-- {
		errs = append(errs, closers[i](ctx))
	}
	return errors.Join(errs...)
}

// SetBalance gives an account ether on an anvil.
func SetBalance(ctx context.Context, c *ethclient.Client, a common.Address, eth int64) error {
	wei := new(big.Int).Mul(big.NewInt(eth), big.NewInt(1e18))
	return c.Client().CallContext(ctx, nil, "anvil_setBalance", a, hexutil.EncodeBig(wei))
}

// Users are the trading accounts of the suite.
var Users = []string{"user-0", "user-1", "user-2", "user-3", "user-4", "user-5", "user-6", "user-7"}

// StartSetup builds what the workers share, with pools of size forks. With FORK_URL set (and
// FORK_MANIFEST, the deployment manifest of that chain) it forks that chain instead of deploying
// a base; FORK_BLOCK pins the block, FORK_SOURCE_URL names the source chain to fork for
// cross-chain deposits. FORK_OFFLINE (any value) runs a cached fork with nothing sent to
// FORK_URL (anvil.WithForkOffline). FORK_CACHE is a directory whose subdirectory keeps the
// fork's cache when FORK_URL and FORK_BLOCK are set (forkCache): the next run reads what the
// forks read from it, not from FORK_URL (the pool merges what each of its forks read).
func StartSetup(ctx context.Context, log io.Writer, size int) (setup *Setup, err error) {
	st := &Setup{Log: log}
	defer func() {
		if err != nil {
			_ = st.Close(context.Background())
		}
	}()
	launch := anvil.Launch{Warn: log}
	start := func(opts ...anvil.Option) (*anvil.Container, error) {
		c, err := launch.Start(ctx, anvil.Customizers(opts...)...)
		if c != nil {
			st.closers = append(st.closers, c.Close)
		}
		return c, err
	}

	forkURL := os.Getenv("FORK_URL")
	st.foreign = forkURL != ""
	var baseURL, srcURL string
	if forkURL == "" {
		if st.Base, err = start(anvil.WithChainID(DestChainID)); err != nil {
			return nil, fmt.Errorf("base anvil: %w", err)
		}
		if st.Source, err = start(anvil.WithChainID(SourceChainID)); err != nil {
			return nil, fmt.Errorf("source anvil: %w", err)
		}
		baseURL, srcURL = st.Base.RPCURL(), st.Source.RPCURL()
		if st.Manifest, err = deployBase(ctx, baseURL, srcURL); err != nil {
			return nil, err
		}
	} else {
		if st.Manifest, err = deployment.Load(os.Getenv("FORK_MANIFEST")); err != nil {
			return nil, fmt.Errorf("FORK_URL needs FORK_MANIFEST: %w", err)
		}
		baseURL, srcURL = forkURL, os.Getenv("FORK_SOURCE_URL")
	}

	pinned := os.Getenv("FORK_BLOCK")
	if forkURL != "" && pinned != "" {
		// a block given is not asked for: with a warm fork cache the suite reads nothing upstream
		if _, err := fmt.Sscan(pinned, &st.ForkBlock); err != nil {
			return nil, fmt.Errorf("FORK_BLOCK=%q: %w", pinned, err)
		}
	} else if st.ForkBlock, err = headOf(ctx, baseURL); err != nil {
		return nil, err
	}
	forkOpts, err := forkOptions(log, baseURL, forkURL, pinned, st.ForkBlock)
	if err != nil {
		return nil, err
	}
	if err := st.startPools(ctx, launch, size, forkOpts, srcURL); err != nil {
		return nil, err
	}

	dir, err := os.MkdirTemp("", "tradeprep-e2e-")
	if err != nil {
		return nil, err
	}
	st.closers = append(st.closers, func(context.Context) error { return os.RemoveAll(dir) })
	st.ManifestPath = filepath.Join(dir, "manifest.json")
	if err := st.Manifest.Save(st.ManifestPath); err != nil {
		return nil, err
	}
	return st, nil
}

// startPools starts the pools of forks: of the base with forkOpts, and of the source chain at
// srcURL ("": none) pinned at its head, so that every worker's source fork is the same chain.
func (s *Setup) startPools(ctx context.Context, launch anvil.Launch, size int, forkOpts []anvil.Option, srcURL string) error {
	var err error
	if s.Forks, err = anvil.NewPool(ctx, size, launch, forkOpts...); err != nil {
		return fmt.Errorf("forks of the base: %w", err)
	}
	s.closers = append(s.closers, s.Forks.Close)
	if srcURL == "" {
		return nil
	}
	head, err := headOf(ctx, srcURL)
	if err != nil {
		return fmt.Errorf("source chain: %w", err)
	}
	if s.SourceForks, err = anvil.NewPool(ctx, size, launch, anvil.WithForkURL(srcURL), anvil.WithForkBlockNumber(head)); err != nil {
		return fmt.Errorf("forks of the source chain: %w", err)
	}
	s.closers = append(s.closers, s.SourceForks.Close)
	return nil
}

// NewEnv makes a worker's environment on fork, a member of s.Forks, and srcFork, one of
// s.SourceForks (nil without a source chain): it mines one block on the fork, gives the suite's
// keys ether (and, on a fork of your chain, the roles and their margin), and starts the service.
func (s *Setup) NewEnv(ctx context.Context, fork, srcFork *anvil.Container) (env *Env, err error) {
	env = &Env{Setup: s, Fork: fork, SourceFork: srcFork}
	defer func() {
		if err != nil {
			_ = env.Close(context.Background())
			env = nil
		}
	}()
	if env.Dest, err = ethclient.DialContext(ctx, fork.RPCURL()); err != nil {
		return env, err
	}
	env.closers = append(env.closers, func(context.Context) error { env.Dest.Close(); return nil })
	// One block on the fork before anything else: anvil answers every read at a block up to
	// the fork's own (its head, until a block is mined) from the node, past its cache, so a
	// suite whose snapshots start there would ask the node on every call of every run.
	if err := env.Dest.Client().CallContext(ctx, nil, "evm_mine"); err != nil {
		return env, fmt.Errorf("fork anvil: evm_mine: %w", err)
	}
	srcURL := ""
	if srcFork != nil {
		srcURL = srcFork.RPCURL()
		if env.Src, err = ethclient.DialContext(ctx, srcURL); err != nil {
			return env, err
		}
		env.closers = append(env.closers, func(context.Context) error { env.Src.Close(); return nil })
	}
	if err := env.prepareRoles(ctx, s.foreign); err != nil {
		return env, err
	}
	if s.foreign {
		if err := env.fundUsers(ctx); err != nil {
			return env, fmt.Errorf("fund the suite's accounts on the fork: %w", err)
		}
	}
	return env, env.startService(ctx, srcURL)
}

// headOf is the number of the chain's latest block.
func headOf(ctx context.Context, url string) (uint64, error) {
	c, err := ethclient.DialContext(ctx, url)
	if err != nil {
		return 0, err
	}
	defer c.Close()
	return c.BlockNumber(ctx)
}

// forkOptions are the options of the suite's fork of baseURL at block: cached (forkCache) and
// offline (FORK_OFFLINE) when asked.
func forkOptions(log io.Writer, baseURL, forkURL, pinned string, block uint64) ([]anvil.Option, error) {
	opts := []anvil.Option{anvil.WithForkURL(baseURL), anvil.WithForkBlockNumber(block)}
	cache, err := forkCache(log, forkURL, pinned)
	if err != nil {
		return nil, err
	}
	if cache != "" {
		opts = append(opts, anvil.WithForkCache(cache))
	}
	if os.Getenv("FORK_OFFLINE") != "" {
		if cache == "" {
			return nil, errors.New("FORK_OFFLINE needs a cached fork: FORK_URL, FORK_BLOCK and FORK_CACHE")
		}
		// nothing is sent to FORK_URL: see anvil.WithForkOffline
		opts = append(opts, anvil.WithForkOffline())
	}
	return opts, nil
}

// forkCache is the directory of the fork's cache (anvil.WithForkCache) below $FORK_CACHE, or ""
// when the fork is not cached, which it says on log. Only a fork of FORK_URL pinned by
// FORK_BLOCK is: the suite's own base chain is deployed afresh every run, so that its block N
// holds another state each time, and a fork at the head reads another block every run. The
// directory is named after a hash of FORK_URL (the forks of one node share it; the URL, which
// may hold a provider's key, is not written down). A relative FORK_CACHE is refused: go test
// runs in the package's directory, not where it was typed (make e2e makes it absolute).
func forkCache(log io.Writer, forkURL, pinned string) (string, error) {
	root := os.Getenv("FORK_CACHE")
	switch {
	case root == "":
		return "", nil
	case !filepath.IsAbs(root):
		return "", fmt.Errorf("FORK_CACHE=%q is a relative path, which go test would read from the package's directory: give an absolute one (make e2e makes it absolute)", root)
	case forkURL == "":
		fmt.Fprintf(log, "FORK_CACHE=%s not used: the suite forks the base chain it deployed this run (FORK_URL is not set), whose state differs every run\n", root)
		return "", nil
	case pinned == "":
		fmt.Fprintf(log, "FORK_CACHE=%s not used: FORK_BLOCK is not set, and a fork at the head of FORK_URL reads another block every run\n", root)
		return "", nil
	}
	sum := sha256.Sum256([]byte(forkURL))
	dir := filepath.Join(root, "fork-"+hex.EncodeToString(sum[:8]))
	fmt.Fprintf(log, "fork cache of FORK_URL at block %s: %s\n", pinned, dir)
	return dir, nil
}

// deployBase deploys the platform on the base chain and the router on the source chain.
func deployBase(ctx context.Context, baseURL, srcURL string) (*deployment.Manifest, error) {
	base, err := ethclient.DialContext(ctx, baseURL)
	if err != nil {
		return nil, err
	}
	defer base.Close()
	src, err := ethclient.DialContext(ctx, srcURL)
	if err != nil {
		return nil, err
	}
	defer src.Close()
	for _, c := range []*ethclient.Client{base, src} {
		for _, role := range append([]string{"owner", "keeper", "relayer"}, Users...) {
			if err := SetBalance(ctx, c, Addr(role), 1000); err != nil {
				return nil, fmt.Errorf("fund %s: %w", role, err)
			}
		}
	}
	owner, err := sender.New(ctx, base, Key("owner"), platform.ErrorDecoder())
	if err != nil {
		return nil, err
	}
	srcOwner, err := sender.New(ctx, src, Key("owner"), platform.ErrorDecoder())
	if err != nil {
		return nil, err
	}
	cfg := deployer.DefaultDestinationConfig()
	cfg.Keeper, cfg.Relayer = Addr("keeper"), Addr("relayer")
	// a small cap on one pair so that the suite can hit it on purpose
	cfg.Markets[5].MaxLongOI = "20000" // DOGE/USD
	users := make([]common.Address, len(Users))
	for i, u := range Users {
		users[i] = Addr(u)
	}
	return deployer.Platform(ctx, owner, srcOwner, cfg, deployer.Accounts{
		Addresses: users, Margin: UserMargin, TokensEach: UserTokensEach,
	})
}

// What each of the suite's trading accounts starts with: margin in its margin wallet on the
// destination, and whole tokens of every source token.
var (
	UserMargin     = fixedpoint.MustParse("100000", 6)
	UserTokensEach = int64(10_000)
)

// fundUsers gives the suite's trading accounts on a fork of a foreign chain what deployBase
// gives them on a chain of its own: UserMargin in each margin wallet (the stablecoin dealt to
// the suite's owner key by its balance slot, approved and deposited with Vault.deposit), and
// UserTokensEach of every source token in each wallet on the source fork. No token of the
// deployment needs to be mintable: anvil.Deal writes the balance.
func (e *Env) fundUsers(ctx context.Context) error {
	d := e.Manifest.Destination
	total := new(big.Int).Mul(UserMargin, big.NewInt(int64(len(Users))))
	if err := GiveTokens(ctx, e.Dest, d.Stable.Address, Addr("owner"), total); err != nil {
		return err
	}
	v := vault.NewVault()
	if _, err := e.Owner.Send(ctx, &d.Stable.Address, testtoken.NewTestToken().PackApprove(d.Vault, total), nil); err != nil {
		return fmt.Errorf("approve the vault: %w", err)
	}
	for _, u := range Users {
		if _, err := e.Owner.Send(ctx, &d.Vault, v.PackDeposit(Addr(u), d.Stable.Address, UserMargin), nil); err != nil {
			return fmt.Errorf("deposit margin for %s: %w", u, err)
		}
	}
	if e.Src == nil || len(e.Manifest.Sources) == 0 {
		return nil
	}
	for _, t := range e.Manifest.Sources[0].Tokens {
		each := new(big.Int).Mul(big.NewInt(UserTokensEach), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(t.Decimals)), nil))
		for _, u := range Users {
			if err := GiveTokens(ctx, e.Src, t.Address, Addr(u), each); err != nil {
				return err
			}
		}
	}
	return nil
}

// GiveTokens adds amount to account's balance of any ERC-20 on an anvil (a fork of any chain),
// the platform's own or not, mintable or not: anvil.Deal writes its balance plus amount into
// the token's balance mapping, found by its slot; the total supply is left alone. The suite
// funds its accounts on a fork of your chain with it, and the "any ERC-20 by its balance slot"
// group gives a token the platform did not deploy.
func GiveTokens(ctx context.Context, c *ethclient.Client, token, account common.Address, amount *big.Int) error {
	have, err := tokenBalance(ctx, c, token, account)
	if err != nil {
		return err
	}
	_, _, err = anvil.Deal(ctx, c.Client(), token, account, new(big.Int).Add(have, amount))
	return err
}

// tokenBalance is account's balance of an ERC-20 (read with the test token's ABI: ERC-20's).
func tokenBalance(ctx context.Context, c *ethclient.Client, token, account common.Address) (*big.Int, error) {
	tt := testtoken.NewTestToken()
	out, err := c.CallContract(ctx, ethereum.CallMsg{To: &token, Data: tt.PackBalanceOf(account)}, nil)
	if err != nil {
		return nil, fmt.Errorf("balanceOf(%s) of %s: %w", account, token, err)
	}
	return tt.UnpackBalanceOf(out)
}

// prepareRoles gives the suite's keys ether and, on a fork of a foreign chain, the keeper,
// feeder and relayer roles through the contracts' owners, impersonated.
func (e *Env) prepareRoles(ctx context.Context, foreign bool) error {
	d := e.Manifest.Destination
	for _, c := range []*ethclient.Client{e.Dest, e.Src} {
		if c == nil {
			continue
		}
		for _, role := range append([]string{"owner", "keeper", "relayer"}, Users...) {
			if err := SetBalance(ctx, c, Addr(role), 1000); err != nil {
				return err
			}
		}
	}
	if foreign {
		st, or, rc := settings.NewSettings(), oracle.NewOracle(), depositreceiver.NewDepositReceiver()
		calls := []struct {
			to   common.Address
			own  []byte
			data []byte
		}{
			{d.Settings, st.PackOwner(), st.PackSetKeeper(Addr("keeper"), true)},
			{d.Oracle, or.PackOwner(), or.PackSetFeeder(Addr("owner"), true)},
			{d.DepositReceiver, rc.PackOwner(), rc.PackSetRelayer(Addr("relayer"), true)},
		}
		for _, c := range calls {
			if err := impersonate(ctx, e.Dest, c.to, c.own, c.data); err != nil {
				return err
			}
		}
	}
	if err := e.RenewSenders(ctx); err != nil {
		return err
	}
	decoder := platform.ErrorDecoder()
	if e.Src != nil && len(e.Manifest.Sources) > 0 {
		rs, err := sender.New(ctx, e.Dest, Key("relayer"), decoder)
		if err != nil {
			return err
		}
		e.senders = append(e.senders, rs)
		src := e.Manifest.Sources[0]
		head, err := e.Src.BlockNumber(ctx)
		if err != nil {
			return err
		}
		from := src.DeployBlock
		if from == 0 || from > head {
			from = head
		}
		refunder, err := sender.New(ctx, e.Src, Key("relayer"), decoder)
		if err != nil {
			return err
		}
		// a deposit is credited once RelayerConfirmations blocks follow it, as on a public chain
		e.Relayer = relayer.New(e.Src, src.ChainID, src.Router, from, rs, d.DepositReceiver,
			relayer.Options{Confirmations: RelayerConfirmations, Refunder: refunder})
	}
	return nil
}

// RenewSenders makes the fork's owner (and feeder) and keeper senders afresh, each reading its
// nonce from the chain at its first send.
func (e *Env) RenewSenders(ctx context.Context) error {
	d := e.Manifest.Destination
	decoder := platform.ErrorDecoder()
	owner, err := sender.New(ctx, e.Dest, Key("owner"), decoder)
	if err != nil {
		return err
	}
	ks, err := sender.New(ctx, e.Dest, Key("keeper"), decoder)
	if err != nil {
		return err
	}
	e.Owner, e.Keeper, e.Feed = owner, keeper.New(ks, d.Vault, d.Reader), pricefeed.New(owner, d.Oracle)
	e.senders = append(e.senders, owner, ks)
	return nil
}

// impersonate sends data to `to` as the contract's owner (read with ownerCall).
func impersonate(ctx context.Context, c *ethclient.Client, to common.Address, ownerCall, data []byte) error {
	out, err := c.CallContract(ctx, callMsg(to, ownerCall), nil)
	if err != nil || len(out) < 32 {
		return fmt.Errorf("owner of %s: %v", to, err)
	}
	owner := common.BytesToAddress(out[12:32])
	if err := c.Client().CallContext(ctx, nil, "anvil_impersonateAccount", owner); err != nil {
		return err
	}
	if err := SetBalance(ctx, c, owner, 10); err != nil {
		return err
	}
	var hash common.Hash
	tx := struct {
		From common.Address `json:"from"`
		To   common.Address `json:"to"`
		Data hexutil.Bytes  `json:"data"`
	}{owner, to, data}
	if err := c.Client().CallContext(ctx, &hash, "eth_sendTransaction", tx); err != nil {
		return fmt.Errorf("impersonated call to %s: %w", to, err)
	}
	receipt, err := sender.WaitMined(ctx, c, hash, 20*time.Millisecond)
	if err != nil {
		return err
	}
	if receipt.Status != 1 {
		return fmt.Errorf("impersonated call to %s reverted", to)
	}
	return nil
}

// startService runs the real binary's app.Run in-process against the fork.
func (e *Env) startService(ctx context.Context, srcURL string) error {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	addr := ln.Addr().String()
	ln.Close()
	args := []string{"serve", "--listen", addr, "--rpc-url", e.Fork.RPCURL(), "--manifest", e.ManifestPath, "--log-level", "warn"}
	if srcURL != "" && len(e.Manifest.Sources) > 0 {
		args = append(args, "--source-rpc", fmt.Sprintf("%d=%s", e.Manifest.Sources[0].ChainID, srcURL))
	}
	svcCtx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- app.Run(svcCtx, args, func(string) string { return "" }, io.Discard, e.Log) }()
	e.closers = append(e.closers, func(context.Context) error {
		cancel()
		return <-done
	})
	e.ServiceURL = "http://" + addr
	c, err := client.NewClientWithResponses(e.ServiceURL)
	if err != nil {
		return err
	}
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		if res, err := c.HealthzWithResponse(ctx); err == nil && res.StatusCode() == 200 {
			return nil
		}
		select {
		case err := <-done:
			return fmt.Errorf("service exited: %v", err)
		case <-time.After(50 * time.Millisecond):
		}
	}
	return errors.New("service not healthy within 30s")
}

// Snapshot takes an anvil snapshot of the fork; Revert goes back to it.
func (e *Env) Snapshot(ctx context.Context) (string, error) {
	var id string
	err := e.Dest.Client().CallContext(ctx, &id, "evm_snapshot")
	return id, err
}

// Revert restores a snapshot, empties the fork's pool and makes the fork's senders read their
// nonces again. Without that, a sender would sign its next transaction with the nonce after
// the reverted ones: anvil queues it behind the gap, the sender replaces it with a no-op and
// sends again, and the no-op, left queued, runs (and costs its gas) whenever a later group's
// transactions reach its nonce.
func (e *Env) Revert(ctx context.Context, id string) error {
	var ok bool
	if err := e.Dest.Client().CallContext(ctx, &ok, "evm_revert", id); err != nil {
		return err
	}
	if !ok {
		return fmt.Errorf("evm_revert %s refused", id)
	}
	if err := e.Dest.Client().CallContext(ctx, nil, "anvil_dropAllTransactions"); err != nil {
		return fmt.Errorf("empty the pool after evm_revert: %w", err)
	}
	for _, s := range e.senders {
		s.ForgetNonce()
	}
	return e.awaitIndexOn(ctx)
}

// awaitIndexOn waits until the service's event index has stepped on the fork as Revert left it:
// its follower has seen the reverted head (tradeprep_event_index_head), so it has compared the
// block at its cursor with the chain's and rewound past the blocks the revert took back. A revert
// is a reorg deeper than any confirmations; until that step, the index still holds the reverted
// blocks' events, and a position id the next group reuses would show them.
func (e *Env) awaitIndexOn(ctx context.Context) error {
	head, err := e.Dest.BlockNumber(ctx)
	if err != nil {
		return err
	}
	series := fmt.Sprintf(`tradeprep_event_index_head{chain_id="%d"} `, e.Manifest.Destination.ChainID)
	deadline := time.Now().Add(30 * time.Second)
	var last string
	for {
		if v, err := scrapeSeries(ctx, e.ServiceURL+"/metrics", series); err == nil && v <= float64(head) {
			return nil
		} else if err != nil {
			last = err.Error()
		} else {
			last = fmt.Sprintf("the index last saw head %v", v)
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("the service's event index did not step on the reverted head %d in 30s (%s)", head, last)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// scrapeSeries reads the value of one series (its name and labels, then a space) from a
// Prometheus text exposition.
func scrapeSeries(ctx context.Context, url, series string) (float64, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return 0, err
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, err
	}
	defer res.Body.Close()
	body, err := io.ReadAll(io.LimitReader(res.Body, 4<<20))
	if err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(body), "\n") {
		if v, ok := strings.CutPrefix(line, series); ok {
			return strconv.ParseFloat(strings.TrimSpace(v), 64)
		}
	}
	return 0, fmt.Errorf("no %q in %s", strings.TrimSpace(series), url)
}

func callMsg(to common.Address, data []byte) ethereum.CallMsg {
	return ethereum.CallMsg{To: &to, Data: data}
}
