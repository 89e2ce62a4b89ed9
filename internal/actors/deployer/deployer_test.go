package deployer_test

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/holiman/uint256"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/batchexecutor"
	"github.com/tradeprep/tradeprep/contracts/bindings/depositreceiver"
	"github.com/tradeprep/tradeprep/contracts/bindings/depositrouter"
	"github.com/tradeprep/tradeprep/contracts/bindings/oracle"
	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/contracts/bindings/settings"
	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/actors/deployer"
	"github.com/tradeprep/tradeprep/internal/chain/devchain"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
)

const (
	destChainID   uint64 = 900_001
	sourceChainID uint64 = 900_002
)

func testCtx(t *testing.T) context.Context {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	return ctx
}

func newKey(t *testing.T) (*ecdsa.PrivateKey, common.Address) {
	t.Helper()
	k, err := crypto.GenerateKey()
	require.NoError(t, err)
	return k, crypto.PubkeyToAddress(k.PublicKey)
}

// senderOn is a sender of key's transactions on the chain of client, decoding the platform's
// errors.
func senderOn(t *testing.T, ctx context.Context, client sender.Backend, key *ecdsa.PrivateKey) *sender.Sender {
	t.Helper()
	s, err := sender.New(ctx, client, key, platform.ErrorDecoder())
	require.NoError(t, err)
	return s
}

func ether(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1e18)) }

// startChain is an in-process geth chain where funded hold 1000 ether each.
func startChain(t *testing.T, id uint64, funded ...common.Address) *devchain.Chain {
	t.Helper()
	alloc := map[common.Address]*big.Int{}
	for _, a := range funded {
		alloc[a] = ether(1000)
	}
	c, err := devchain.Start(testCtx(t), devchain.Config{ChainID: id, Alloc: alloc})
	require.NoError(t, err)
	t.Cleanup(func() { require.NoError(t, c.Close()) })
	return c
}

// call runs a read-only call on the latest block.
func call(t *testing.T, c *ethclient.Client, to common.Address, data []byte) []byte {
	t.Helper()
	out, err := c.CallContract(testCtx(t), ethereum.CallMsg{To: &to, Data: data}, nil)
	require.NoError(t, err, "call %s %x", to, data[:4])
	return out
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

func usd(text string) *big.Int  { return fixedpoint.MustParse(text, platform.PriceDecimals) }
func rate(text string) *big.Int { return fixedpoint.MustParse(text, platform.RateDecimals) }

// TestPlatform deploys the whole platform on two real chains and reads every setting back from
// the contracts: what the manifest says exists, and what DestinationConfig and markets.go say
// is configured.
func TestPlatform(t *testing.T) {
	ctx := testCtx(t)
	ownerKey, owner := newKey(t)
	srcOwnerKey, srcOwner := newKey(t)
	_, keeperAddr := newKey(t)
	_, feeder := newKey(t)
	_, relayerAddr := newKey(t)
	_, user0 := newKey(t)
	_, user1 := newKey(t)
	_, stranger := newKey(t)
	dest := startChain(t, destChainID, owner)
	src := startChain(t, sourceChainID, srcOwner)
	decoder := platform.ErrorDecoder()
	ownerS, err := sender.New(ctx, dest.Client(), ownerKey, decoder)
	require.NoError(t, err)
	ss, err := sender.New(ctx, src.Client(), srcOwnerKey, decoder)
	require.NoError(t, err)

	cfg := deployer.DefaultDestinationConfig()
	cfg.Keeper, cfg.Feeder, cfg.Relayer = keeperAddr, feeder, relayerAddr
	// markets.go's twelve, and one whose every figure differs from the others, so that a
	// swapped field (long for short, funding for borrow) cannot go unseen
	specs := append(deployer.DefaultMarkets(), deployer.MarketSpec{ID: 42, Name: "TEST/USD", Price: "0.000123", LongFee: 11, ShortFee: 33,
		MaxLongOI: "123.456", MaxShortOI: "654321", FundingFactor: "0.00003", BorrowFactor: "0.00007", MinCollateral: "12.5", MaxLeverage: 7, MaintenanceMargin: 777})
	cfg.Markets = specs
	cfg.LiquidationFee = 250
	margin := fixedpoint.MustParse("2500.5", deployer.StableDecimals)
	m, err := deployer.Platform(ctx, ownerS, ss, cfg, deployer.Accounts{Addresses: []common.Address{user0, user1}, Margin: margin, TokensEach: 7})
	require.NoError(t, err)

	// the manifest: complete, consistent, and what Load would accept
	require.NoError(t, m.Check())
	require.Equal(t, deployment.Version, m.Version)
	d := m.Destination
	require.Equal(t, destChainID, d.ChainID)
	require.Len(t, m.Sources, 1)
	s := m.Sources[0]
	require.Equal(t, sourceChainID, s.ChainID)
	require.Equal(t, deployment.Token{Address: d.Stable.Address, Symbol: "USDC", Decimals: deployer.StableDecimals, Stable: true}, d.Stable)

	// every address has code, and no two entries share one
	destAddrs := map[string]common.Address{"vault": d.Vault, "oracle": d.Oracle, "settings": d.Settings, "referralRegistry": d.ReferralRegistry,
		"reader": d.Reader, "depositReceiver": d.DepositReceiver, "stable": d.Stable.Address, "batchExecutor": d.BatchExecutor}
	srcAddrs := map[string]common.Address{"router": s.Router}
	require.Len(t, s.Tokens, len(deployer.SourceTokens))
	for i, tok := range s.Tokens {
		want := deployer.SourceTokens[i]
		want.Address = tok.Address
		require.Equal(t, want, tok, "source token %d", i)
		srcAddrs[tok.Symbol] = tok.Address
	}
	for chainName, set := range map[string]struct {
		c     *ethclient.Client
		addrs map[string]common.Address
	}{"destination": {dest.Client(), destAddrs}, "source": {src.Client(), srcAddrs}} {
		seen := map[common.Address]string{}
		for name, a := range set.addrs {
			code, err := set.c.CodeAt(ctx, a, nil)
			require.NoError(t, err)
			require.NotEmpty(t, code, "%s %s at %s has no code", chainName, name, a)
			require.NotContains(t, seen, a, "%s and %s share %s", name, seen[a], a)
			seen[a] = name
		}
	}
	for _, part := range []struct {
		c     *ethclient.Client
		block uint64
	}{{dest.Client(), d.DeployBlock}, {src.Client(), s.DeployBlock}} {
		head, err := part.c.BlockNumber(ctx)
		require.NoError(t, err)
		require.Less(t, part.block, head, "deployBlock is the head before the deployment")
	}

	require.NoError(t, deployer.VerifyBatchExecutor(ctx, dest.Client(), d), "the executor's runtime code at batchExecutor")

	// markets, as markets.go says: through the Reader (what the service reads) and Settings
	dc := dest.Client()
	rd, st := reader.NewReader(), settings.NewSettings()
	require.Len(t, d.Markets, len(specs))
	out := must(rd.UnpackGetMarkets(call(t, dc, d.Reader, rd.PackGetMarkets(user0))))
	require.Len(t, out.Markets, len(specs))
	ids := must(st.UnpackMarketIds(call(t, dc, d.Settings, st.PackMarketIds())))
	require.Len(t, ids, len(specs))
	for i, spec := range specs {
		require.Equal(t, deployment.Market{ID: spec.ID, Name: spec.Name}, d.Markets[i])
		require.Equal(t, spec.ID, ids[i].Uint64())
		info := out.Markets[i]
		require.Equal(t, spec.ID, info.TokenId.Uint64(), spec.Name)
		require.Equal(t, spec.Name, info.Name)
		require.True(t, info.Enabled, spec.Name)
		require.Equal(t, usd(spec.Price), info.Price, "%s price", spec.Name)
		require.True(t, info.PriceFresh, "%s price fresh", spec.Name)
		require.Equal(t, spec.LongFee, info.LongFee.Uint64(), "%s long fee", spec.Name)
		require.Equal(t, spec.ShortFee, info.ShortFee.Uint64(), "%s short fee", spec.Name)
		require.Equal(t, usd(spec.MaxLongOI), info.MaxLongOpenInterest, "%s max long OI", spec.Name)
		require.Equal(t, usd(spec.MaxShortOI), info.MaxShortOpenInterest, "%s max short OI", spec.Name)
		require.Equal(t, usd(spec.MinCollateral), info.MinCollateral, "%s min collateral", spec.Name)
		require.Equal(t, spec.MaxLeverage*platform.BasisPointsDivisor, info.MaxLeverage.Uint64(), "%s max leverage", spec.Name)
		mk := must(st.UnpackMarket(call(t, dc, d.Settings, st.PackMarket(new(big.Int).SetUint64(spec.ID)))))
		require.Equal(t, rate(spec.FundingFactor), mk.FundingFactor, "%s funding factor", spec.Name)
		require.Equal(t, rate(spec.BorrowFactor), mk.BorrowFactor, "%s borrow factor", spec.Name)
		wantMM := map[bool]uint64{true: 1000, false: 500}[spec.MaxLeverage < 100] // markets.go: crypto 1%, forex and gold 0.5%
		if spec.ID == 42 {
			wantMM = 777
		}
		mm := must(st.UnpackMaintenanceMargin(call(t, dc, d.Settings, st.PackMaintenanceMargin(new(big.Int).SetUint64(spec.ID)))))
		require.Equal(t, wantMM, mm.Uint64(), "%s maintenance margin", spec.Name)
	}
	require.Equal(t, uint64(250), must(st.UnpackLiquidationFee(call(t, dc, d.Settings, st.PackLiquidationFee()))).Uint64(), "liquidation fee")

	// fees, referral terms, roles, pool, float, margin
	sum := out.Summary
	require.Equal(t, cfg.MarketOrderFee, sum.MarketOrderFee)
	require.Equal(t, cfg.TriggerOrderFee, sum.TriggerOrderFee)
	require.Equal(t, cfg.TraderDiscount, must(st.UnpackTraderDiscount(call(t, dc, d.Settings, st.PackTraderDiscount()))).Uint64())
	require.Equal(t, cfg.ReferrerShare, must(st.UnpackReferrerShare(call(t, dc, d.Settings, st.PackReferrerShare()))).Uint64())
	for a, want := range map[common.Address]bool{keeperAddr: true, stranger: false} {
		require.Equal(t, want, must(st.UnpackIsKeeper(call(t, dc, d.Settings, st.PackIsKeeper(a)))), "keeper %s", a)
	}
	or := oracle.NewOracle()
	for a, want := range map[common.Address]bool{owner: true, feeder: true, stranger: false} {
		require.Equal(t, want, must(or.UnpackIsFeeder(call(t, dc, d.Oracle, or.PackIsFeeder(a)))), "feeder %s", a)
	}
	v := vault.NewVault()
	scale := must(v.UnpackStableScale(call(t, dc, d.Vault, v.PackStableScale())))
	pool := fixedpoint.MustParse(cfg.PoolLiquidity, deployer.StableDecimals)
	require.Equal(t, new(big.Int).Mul(pool, scale), sum.PoolAmount, "pool")
	tt := testtoken.NewTestToken()
	float := fixedpoint.MustParse(cfg.ReceiverFloat, deployer.StableDecimals)
	require.Equal(t, float, must(tt.UnpackBalanceOf(call(t, dc, d.Stable.Address, tt.PackBalanceOf(d.DepositReceiver)))), "receiver float")
	for _, u := range []common.Address{user0, user1} {
		require.Equal(t, new(big.Int).Mul(margin, scale), must(v.UnpackMarginBalance(call(t, dc, d.Vault, v.PackMarginBalance(u)))), "margin of %s", u)
	}

	// the bridge: receiver routes on the destination, router on the source
	rc := depositreceiver.NewDepositReceiver()
	require.Equal(t, cfg.BridgeFee, must(rc.UnpackBridgeFee(call(t, dc, d.DepositReceiver, rc.PackBridgeFee()))).Uint64())
	for a, want := range map[common.Address]bool{relayerAddr: true, stranger: false} {
		require.Equal(t, want, must(rc.UnpackIsRelayer(call(t, dc, d.DepositReceiver, rc.PackIsRelayer(a)))), "receiver relayer %s", a)
	}
	sc := src.Client()
	rt := depositrouter.NewDepositRouter()
	require.Equal(t, destChainID, must(rt.UnpackDestinationChainId(call(t, sc, s.Router, rt.PackDestinationChainId()))).Uint64())
	for a, want := range map[common.Address]bool{relayerAddr: true, stranger: false} {
		require.Equal(t, want, must(rt.UnpackIsRelayer(call(t, sc, s.Router, rt.PackIsRelayer(a)))), "router relayer %s", a)
	}
	for _, tok := range s.Tokens {
		route := must(rc.UnpackGetRoute(call(t, dc, d.DepositReceiver, rc.PackGetRoute(new(big.Int).SetUint64(sourceChainID), tok.Address))))
		require.True(t, route.Supported, "route of %s", tok.Symbol)
		require.Equal(t, tok.Decimals, route.Decimals, "route of %s", tok.Symbol)
		require.Equal(t, tok.Stable, route.IsStable, "route of %s", tok.Symbol)
		require.Equal(t, tok.PriceID, route.PriceTokenId.Uint64(), "route of %s", tok.Symbol)
		require.True(t, must(rt.UnpackSupportedTokens(call(t, sc, s.Router, rt.PackSupportedTokens(tok.Address)))), "router supports %s", tok.Symbol)
		require.Equal(t, tok.Decimals, must(tt.UnpackDecimals(call(t, sc, tok.Address, tt.PackDecimals()))), tok.Symbol)
		require.Equal(t, tok.Symbol, must(tt.UnpackSymbol(call(t, sc, tok.Address, tt.PackSymbol()))))
		each := new(big.Int).Mul(big.NewInt(7), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(tok.Decimals)), nil))
		for _, u := range []common.Address{user0, user1} {
			require.Equal(t, each, must(tt.UnpackBalanceOf(call(t, sc, tok.Address, tt.PackBalanceOf(u)))), "%s of %s", tok.Symbol, u)
		}
	}
	// a route the deployer did not set stays unsupported
	route := must(rc.UnpackGetRoute(call(t, dc, d.DepositReceiver, rc.PackGetRoute(new(big.Int).SetUint64(sourceChainID+1), s.Tokens[0].Address))))
	require.False(t, route.Supported)
}

// TestDeployWithoutFunds: a deployer key without ether fails at its first transaction with an
// error that says so, and deploys nothing.
func TestDeployWithoutFunds(t *testing.T) {
	ctx := testCtx(t)
	_, rich := newKey(t)
	poorKey, poor := newKey(t)
	dest := startChain(t, destChainID, rich)
	s := senderOn(t, ctx, dest.Client(), poorKey)
	before, err := dest.Client().BlockNumber(ctx)
	require.NoError(t, err)

	d, err := deployer.DeployDestination(ctx, s, deployer.DefaultDestinationConfig())
	require.Error(t, err)
	require.Nil(t, d)
	msg := err.Error()
	require.True(t, strings.Contains(msg, "insufficient funds"), "error does not say the key lacks funds: %s", msg)
	require.Contains(t, msg, poor.Hex(), "error does not name the account")
	require.Contains(t, msg, "deploy TestToken", "error does not name the step")
	require.Contains(t, msg, "chain 900001", "error does not name the chain")

	after, err := dest.Client().BlockNumber(ctx)
	require.NoError(t, err)
	require.Equal(t, before, after, "nothing may be mined")
	nonce, err := dest.Client().NonceAt(ctx, poor, nil)
	require.NoError(t, err)
	require.Zero(t, nonce)

	m, err := deployer.Platform(ctx, s, s, deployer.DefaultDestinationConfig(), deployer.Accounts{})
	require.Error(t, err)
	require.Nil(t, m)
	require.Contains(t, err.Error(), "deploy destination")
	require.Contains(t, err.Error(), "insufficient funds")
}

// TestDeployConfigErrors: configurations that cannot be right are refused, naming what is
// wrong.
func TestDeployConfigErrors(t *testing.T) {
	ctx := testCtx(t)
	ownerKey, owner := newKey(t)
	c := startChain(t, destChainID, owner)
	s := senderOn(t, ctx, c.Client(), ownerKey)

	// a source chain that is the destination itself
	_, err := deployer.DeploySource(ctx, s, destChainID, common.Address{})
	require.ErrorContains(t, err, "equals the destination's")

	for _, c := range []struct {
		name   string
		change func(cfg *deployer.DestinationConfig)
		says   []string
	}{
		{"pool liquidity not a number", func(cfg *deployer.DestinationConfig) { cfg.PoolLiquidity = "ten million" }, []string{"pool liquidity"}},
		{"a price not a number", func(cfg *deployer.DestinationConfig) {
			cfg.Markets = []deployer.MarketSpec{cfg.Markets[0], cfg.Markets[1]}
			cfg.Markets[1].Price = "3412.25.1"
		}, []string{"market 2 ETH/USD", "price"}},
		// a market the contracts refuse: the error carries the decoded custom error
		{"leverage the contracts refuse", func(cfg *deployer.DestinationConfig) {
			cfg.Markets = []deployer.MarketSpec{cfg.Markets[0]}
			cfg.Markets[0].MaxLeverage = 500
		}, []string{"InvalidMarket", "leverage"}},
		// a maintenance margin that a 50x position would open below: refused by Settings
		{"a maintenance margin a 50x position opens below", func(cfg *deployer.DestinationConfig) {
			cfg.Markets = []deployer.MarketSpec{cfg.Markets[0]}
			cfg.Markets[0].MaintenanceMargin = 1950
		}, []string{"InvalidSetting", "maintenanceMargin"}},
	} {
		cfg := deployer.DefaultDestinationConfig()
		c.change(&cfg)
		_, err = deployer.DeployDestination(ctx, s, cfg)
		for _, want := range c.says {
			require.ErrorContains(t, err, want, c.name)
		}
	}
}

// gasUsed is the gas of every transaction mined after block from (the deployer's alone on
// these chains), and the most one of them used.
func gasUsed(t *testing.T, c *ethclient.Client, from uint64) (total, most uint64) {
	t.Helper()
	head, err := c.BlockNumber(testCtx(t))
	require.NoError(t, err)
	for n := from + 1; n <= head; n++ {
		b, err := c.BlockByNumber(testCtx(t), new(big.Int).SetUint64(n))
		require.NoError(t, err)
		for _, tx := range b.Transactions() {
			r, err := c.TransactionReceipt(testCtx(t), tx.Hash())
			require.NoError(t, err)
			total += r.GasUsed
			most = max(most, r.GasUsed)
		}
	}
	return total, most
}

// TestGasBounds measures the gas a deployment uses, destination (with 1 and with 12 markets),
// its connection to a source chain and the source chain's own, and checks the bounds the funds
// check of `tradeprep deploy` relies on: at least what was used plus room for the gas limit of
// the costliest transaction (its estimate plus the sender's buffer), at most 10% over that.
// Each contract's code is verified on the way (AfterDeploy, VerifyCode).
func TestGasBounds(t *testing.T) {
	ctx := testCtx(t)
	ownerKey, owner := newKey(t)
	dest := startChain(t, destChainID, owner)
	src := startChain(t, sourceChainID, owner)
	ds := senderOn(t, ctx, dest.Client(), ownerKey)
	ss := senderOn(t, ctx, src.Client(), ownerKey)
	var verified []string
	after := func(client *ethclient.Client) deployer.AfterDeploy {
		return func(ctx context.Context, d deployer.Deployed) error {
			check, err := deployer.VerifyCode(ctx, client, d)
			if err != nil {
				return err
			}
			require.True(t, check.Compared, "%s: %v", d.Name, check.NotCompared)
			require.Positive(t, check.Size)
			verified = append(verified, d.Name)
			if d.Name == "BatchExecutor" {
				t.Logf("BatchExecutor: %d gas to deploy, %d bytes of code", d.Receipt.GasUsed, check.Size)
			}
			return nil
		}
	}
	room := func(most uint64) uint64 { return most * sender.GasBufferPercent / 100 }
	within := func(what string, bound, used, most uint64) {
		t.Logf("%s: used %d gas (most in one transaction %d), bound %d", what, used, most, bound)
		require.GreaterOrEqual(t, bound, used+room(most), "%s: bound below what was used", what)
		require.LessOrEqual(t, bound, (used+room(most))*110/100, "%s: bound more than 10%% over what was used", what)
	}

	head := func(c *devchain.Chain) uint64 {
		n, err := c.Client().BlockNumber(ctx)
		require.NoError(t, err)
		return n
	}
	cfg := deployer.DefaultDestinationConfig()
	cfg.Markets = cfg.Markets[:1]
	cfg.AfterDeploy = after(dest.Client())
	start := head(dest)
	d1, err := deployer.DeployDestination(ctx, ds, cfg)
	require.NoError(t, err)
	used1, most1 := gasUsed(t, dest.Client(), start)
	require.Equal(t, []string{"TestToken", "Settings", "Oracle", "ReferralRegistry", "VaultKeeper", "Vault", "Reader", "DepositReceiver", "BatchExecutor"}, verified)
	// the contracts before the executor are where they were before it existed (the deployer's
	// nonces 0 to 7: the keeper logic at 4), and the executor is the deployer's last transaction
	for n, a := range []common.Address{d1.Stable.Address, d1.Settings, d1.Oracle, d1.ReferralRegistry, {}, d1.Vault, d1.Reader, d1.DepositReceiver} {
		if a != (common.Address{}) {
			require.Equal(t, crypto.CreateAddress(owner, uint64(n)), a, "nonce %d", n)
		}
	}
	nonce, err := dest.Client().NonceAt(ctx, owner, nil)
	require.NoError(t, err)
	require.Equal(t, crypto.CreateAddress(owner, nonce-1), d1.BatchExecutor, "deployed last")

	cfg = deployer.DefaultDestinationConfig()
	cfg.AfterDeploy = after(dest.Client())
	start = head(dest)
	d, err := deployer.DeployDestination(ctx, ds, cfg)
	require.NoError(t, err)
	used12, most12 := gasUsed(t, dest.Client(), start)
	within("destination, 1 market", deployer.DestinationGas(1, 0), used1, most1)
	within("destination, 12 markets", deployer.DestinationGas(12, 0), used12, most12)

	start = head(src)
	s, err := deployer.DeploySourceWith(ctx, ss, destChainID, deployer.SourceConfig{AfterDeploy: after(src.Client())})
	require.NoError(t, err)
	usedSrc, mostSrc := gasUsed(t, src.Client(), start)
	within("source", deployer.SourceGas, usedSrc, mostSrc)
	require.Equal(t, []string{"DepositRouter", "TestToken", "TestTetherToken", "TestToken", "BatchExecutor"}, verified[len(verified)-5:])
	srcNonce, err := src.Client().NonceAt(ctx, ss.Address(), nil)
	require.NoError(t, err)
	require.Equal(t, crypto.CreateAddress(ss.Address(), srcNonce-1), s.BatchExecutor, "deployed last on the source chain too")

	start = head(dest)
	require.NoError(t, deployer.ConnectSource(ctx, ds, d, s))
	usedConn, _ := gasUsed(t, dest.Client(), start)
	within("destination, 12 markets, 1 source", deployer.DestinationGas(12, 1), used12+usedConn, most12)
}

// TestVerifyCode: an AfterDeploy error stops the deployment there, naming the contract; and
// VerifyCode refuses an address without code and code that is not its init code's.
func TestVerifyCode(t *testing.T) {
	ctx := testCtx(t)
	ownerKey, owner := newKey(t)
	c := startChain(t, destChainID, owner)
	s := senderOn(t, ctx, c.Client(), ownerKey)
	var seen []deployer.Deployed
	cfg := deployer.DefaultDestinationConfig()
	cfg.AfterDeploy = func(ctx context.Context, d deployer.Deployed) error {
		seen = append(seen, d)
		if len(seen) == 2 {
			return errors.New("stop here")
		}
		return nil
	}
	_, err := deployer.DeployDestination(ctx, s, cfg)
	require.ErrorContains(t, err, fmt.Sprintf("Settings at %s on chain %d: stop here", seen[1].Address, destChainID))
	require.Len(t, seen, 2)
	nonce, err := c.Client().NonceAt(ctx, owner, nil)
	require.NoError(t, err)
	require.Equal(t, uint64(2), nonce, "nothing may be sent after the hook's error")

	for _, d := range seen {
		check, err := deployer.VerifyCode(ctx, c.Client(), d)
		require.NoError(t, err)
		require.True(t, check.Compared)
	}
	swapped := seen[0]
	swapped.InitCode = seen[1].InitCode
	_, err = deployer.VerifyCode(ctx, c.Client(), swapped)
	require.ErrorContains(t, err, "is not the runtime code of its init code")
	nowhere := seen[0]
	nowhere.Address = stranger(t)
	_, err = deployer.VerifyCode(ctx, c.Client(), nowhere)
	require.ErrorContains(t, err, "no code at "+nowhere.Address.Hex())
}

func stranger(t *testing.T) common.Address { _, a := newKey(t); return a }

// TestCheckFunds: the funds check names the account, what it has and what the gas costs at the
// fee cap the sender would sign with; an account with enough passes.
func TestCheckFunds(t *testing.T) {
	ctx := testCtx(t)
	richKey, rich := newKey(t)
	poorKey, poor := newKey(t)
	c := startChain(t, destChainID, rich)
	gas := deployer.DestinationGas(12, 1)

	rs := senderOn(t, ctx, c.Client(), richKey)
	need, err := deployer.CheckFunds(ctx, rs, c.Client(), gas)
	require.NoError(t, err)
	feeCap, err := rs.FeeCap(ctx)
	require.NoError(t, err)
	require.Equal(t, new(big.Int).Mul(new(big.Int).SetUint64(gas), feeCap), need)

	ps := senderOn(t, ctx, c.Client(), poorKey)
	_, err = deployer.CheckFunds(ctx, ps, c.Client(), gas)
	var short *deployer.InsufficientFundsError
	require.ErrorAs(t, err, &short)
	require.Equal(t, poor, short.Account)
	require.Zero(t, short.Have.Sign())
	require.Equal(t, need, short.Need)
	require.Equal(t, destChainID, short.ChainID)
	require.Contains(t, err.Error(), fmt.Sprintf("the deployer %s has 0 of the native coin (0 wei) on chain %d; the deployment needs %s (%s wei): %d gas at a fee cap of %s wei per gas",
		poor.Hex(), destChainID, fixedpoint.Format(need, 18), need, gas, feeCap))
}

// batchCall is BatchExecutor.Call: (to, value, data), ERC-7821's order.
type batchCall struct {
	To    common.Address
	Value *big.Int
	Data  []byte
}

// batchData is abi.encode(Call[]), the executionData of BatchExecutor.execute.
func batchData(t *testing.T, calls ...batchCall) []byte {
	t.Helper()
	typ, err := abi.NewType("tuple[]", "", []abi.ArgumentMarshaling{{Name: "to", Type: "address"}, {Name: "value", Type: "uint256"}, {Name: "data", Type: "bytes"}})
	require.NoError(t, err)
	data, err := abi.Arguments{{Type: typ}}.Pack(calls)
	require.NoError(t, err)
	return data
}

// TestBatchExecutorOnChain: the deployed executor on a real chain (geth, Prague): a fresh EOA
// holding USDC and ETH signs one EIP-7702 transaction to itself, its authorization for the
// executor attached, that approves the Vault, deposits into its margin wallet and places a
// market order with TP/SL. The same signed transaction cannot be sent again (its nonce is
// spent); another account's transaction to the trader is refused (Unauthorized); a failing
// batch is refused at the estimate with CallFailed naming the call. VerifyBatchExecutor
// accepts the deployment, a manifest without an executor, and refuses other code or none.
func TestBatchExecutorOnChain(t *testing.T) {
	ctx := testCtx(t)
	ownerKey, owner := newKey(t)
	traderKey, trader := newKey(t)
	c := startChain(t, destChainID, owner, trader)
	client := c.Client()
	ownerS := senderOn(t, ctx, client, ownerKey)
	cfg := deployer.DefaultDestinationConfig()
	cfg.Markets = cfg.Markets[:1]
	d, err := deployer.DeployDestination(ctx, ownerS, cfg)
	require.NoError(t, err)
	require.NoError(t, deployer.VerifyBatchExecutor(ctx, client, *d))
	deposit := fixedpoint.MustParse("1000", deployer.StableDecimals)
	require.NoError(t, deployer.MintTokens(ctx, ownerS, d.Stable.Address, deposit, trader))

	code, err := client.CodeAt(ctx, trader, nil)
	require.NoError(t, err)
	require.Empty(t, code, "a plain EOA")
	market := cfg.Markets[0]
	price := usd(market.Price)
	tt, v, be := testtoken.NewTestToken(), vault.NewVault(), batchexecutor.NewBatchExecutor()
	fees := new(big.Int).Add(cfg.MarketOrderFee, new(big.Int).Mul(big.NewInt(2), cfg.TriggerOrderFee))
	pct := big.NewInt(platform.BasisPointsDivisor)
	tp, sl := new(big.Int).Mul(price, big.NewInt(2)), new(big.Int).Div(price, big.NewInt(2))
	order := v.PackNewPositionOrderWithTPSL(new(big.Int).SetUint64(market.ID), true, platform.OrderMarket,
		[]*big.Int{price, big.NewInt(1000), usd("500"), usd("5000")}, common.Address{},
		[]bool{true, false}, []*big.Int{tp, sl}, []*big.Int{pct, pct})
	mode := [32]byte{0x01}
	trade := be.PackExecute(mode, batchData(t,
		batchCall{d.Stable.Address, new(big.Int), tt.PackApprove(d.Vault, deposit)},
		batchCall{d.Vault, new(big.Int), v.PackDepositSelf(d.Stable.Address, deposit)},
		batchCall{d.Vault, fees, order},
	))

	// one transaction, signed once: the authorization (at the nonce after the transaction's own,
	// as the trader sends it) and the call to itself
	nonce, err := client.NonceAt(ctx, trader, nil)
	require.NoError(t, err)
	chainID := uint256.NewInt(destChainID)
	auth, err := types.SignSetCode(traderKey, types.SetCodeAuthorization{ChainID: *chainID, Address: d.BatchExecutor, Nonce: nonce + 1})
	require.NoError(t, err)
	head, err := client.HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	tip := uint256.NewInt(1_000_000_000)
	feeCap := new(uint256.Int).Add(new(uint256.Int).Mul(uint256.MustFromBig(head.BaseFee), uint256.NewInt(2)), tip)
	tx, err := types.SignNewTx(traderKey, types.LatestSignerForChainID(new(big.Int).SetUint64(destChainID)), &types.SetCodeTx{
		ChainID: chainID, Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: 2_000_000,
		To: trader, Value: new(uint256.Int), Data: trade, AuthList: []types.SetCodeAuthorization{auth},
	})
	require.NoError(t, err)
	require.NoError(t, client.SendTransaction(ctx, tx))
	receipt, err := sender.WaitMined(ctx, client, tx.Hash(), 50*time.Millisecond)
	require.NoError(t, err)
	require.Equal(t, types.ReceiptStatusSuccessful, receipt.Status)
	t.Logf("one EIP-7702 transaction (authorization, approve, depositSelf, market order with TP/SL): %d gas", receipt.GasUsed)

	code, err = client.CodeAt(ctx, trader, nil)
	require.NoError(t, err)
	require.Equal(t, types.AddressToDelegation(d.BatchExecutor), code, "delegated to the executor")
	require.Zero(t, must(tt.UnpackBalanceOf(call(t, client, d.Stable.Address, tt.PackBalanceOf(trader)))).Sign(), "deposited")
	require.Zero(t, must(tt.UnpackAllowance(call(t, client, d.Stable.Address, tt.PackAllowance(trader, d.Vault)))).Sign())
	scale := must(v.UnpackStableScale(call(t, client, d.Vault, v.PackStableScale())))
	openFee := new(big.Int).Div(new(big.Int).Mul(usd("5000"), new(big.Int).SetUint64(market.LongFee)), pct)
	margin := new(big.Int).Sub(new(big.Int).Mul(deposit, scale), new(big.Int).Add(usd("500"), openFee))
	require.Equal(t, margin, must(v.UnpackMarginBalance(call(t, client, d.Vault, v.PackMarginBalance(trader)))))
	posID := must(v.UnpackLastPosId(call(t, client, d.Vault, v.PackLastPosId())))
	require.Equal(t, int64(1), posID.Int64())
	o := must(v.UnpackGetOrder(call(t, client, d.Vault, v.PackGetOrder(posID))))
	require.Equal(t, platform.StatusPending, o.Status)
	require.Equal(t, usd("5000"), o.Size)
	triggers := must(v.UnpackGetTriggers(call(t, client, d.Vault, v.PackGetTriggers(posID))))
	require.True(t, triggers.TakeProfit.Active)
	require.True(t, triggers.StopLoss.Active)

	// the same signed transaction again: its nonce is spent
	err = client.SendTransaction(ctx, tx)
	require.Error(t, err)
	require.Contains(t, err.Error(), "nonce too low")

	// another account's transaction to the trader: refused, with the executor's error decoded
	_, err = ownerS.Send(ctx, &trader, be.PackExecute(mode, batchData(t,
		batchCall{d.Stable.Address, new(big.Int), tt.PackApprove(owner, deposit)})), nil)
	var txErr *sender.TxError
	require.ErrorAs(t, err, &txErr)
	require.NotNil(t, txErr.Revert)
	require.Equal(t, "Unauthorized", txErr.Revert.Name)

	// the trader's next batch, a plain transaction now that it delegates: the second call fails,
	// the estimate names it
	ts := senderOn(t, ctx, client, traderKey)
	_, err = ts.Send(ctx, &trader, be.PackExecute(mode, batchData(t,
		batchCall{d.Vault, new(big.Int), v.PackCancelPendingOrder(posID)},
		batchCall{d.Vault, new(big.Int), v.PackCancelPendingOrder(posID)})), nil)
	require.ErrorAs(t, err, &txErr)
	require.Equal(t, "CallFailed", txErr.Revert.Name)
	index, _ := txErr.Revert.Arg("index")
	require.Equal(t, "1", index)
	require.Contains(t, txErr.Revert.Message, "CallFailed(index=1, reason=0x")
	reason, _ := txErr.Revert.Arg("reason")
	require.Equal(t, "OrderNotPending(posId=1)", platform.ErrorDecoder().Decode(common.FromHex(reason)).Message)
	// and a batch that runs: the order cancelled, its execution fee back in the account's ETH
	before, err := client.BalanceAt(ctx, trader, nil)
	require.NoError(t, err)
	r, err := ts.Send(ctx, &trader, be.PackExecute(mode, batchData(t, batchCall{d.Vault, new(big.Int), v.PackCancelPendingOrder(posID)})), nil)
	require.NoError(t, err)
	after, err := client.BalanceAt(ctx, trader, nil)
	require.NoError(t, err)
	spent := new(big.Int).Mul(new(big.Int).SetUint64(r.GasUsed), r.EffectiveGasPrice)
	require.Equal(t, new(big.Int).Sub(new(big.Int).Add(before, cfg.MarketOrderFee), spent), after, "the execution fee came back")

	// VerifyBatchExecutor: other code at the address, no code, no executor at all
	other := *d
	other.BatchExecutor = d.Vault
	require.ErrorContains(t, deployer.VerifyBatchExecutor(ctx, client, other), "is not BatchExecutor's")
	other.BatchExecutor = stranger(t)
	require.ErrorContains(t, deployer.VerifyBatchExecutor(ctx, client, other), "has no code on chain 900001")
	other.BatchExecutor = trader // a delegated account holds the designator, not the executor
	require.ErrorContains(t, deployer.VerifyBatchExecutor(ctx, client, other), "is not BatchExecutor's")
	other.BatchExecutor = common.Address{}
	require.NoError(t, deployer.VerifyBatchExecutor(ctx, client, other), "a manifest from before the executor")
}
