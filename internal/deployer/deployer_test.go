package deployer_test

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/depositreceiver"
	"github.com/tradeprep/tradeprep/contracts/bindings/depositrouter"
	"github.com/tradeprep/tradeprep/contracts/bindings/oracle"
	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/contracts/bindings/settings"
	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/chain"
	"github.com/tradeprep/tradeprep/internal/deployer"
	"github.com/tradeprep/tradeprep/internal/deployment"
	"github.com/tradeprep/tradeprep/internal/devchain"
	"github.com/tradeprep/tradeprep/internal/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/sender"
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
	decoder := chain.ErrorDecoder()
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
		"reader": d.Reader, "depositReceiver": d.DepositReceiver, "stable": d.Stable.Address}
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
	s, err := sender.New(ctx, dest.Client(), poorKey, chain.ErrorDecoder())
	require.NoError(t, err)
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
	s, err := sender.New(ctx, c.Client(), ownerKey, chain.ErrorDecoder())
	require.NoError(t, err)

	// a source chain that is the destination itself
	_, err = deployer.DeploySource(ctx, s, destChainID, common.Address{})
	require.ErrorContains(t, err, "equals the destination's")

	cfg := deployer.DefaultDestinationConfig()
	cfg.PoolLiquidity = "ten million"
	_, err = deployer.DeployDestination(ctx, s, cfg)
	require.ErrorContains(t, err, "pool liquidity")

	cfg = deployer.DefaultDestinationConfig()
	cfg.Markets = []deployer.MarketSpec{cfg.Markets[0], cfg.Markets[1]}
	cfg.Markets[1].Price = "3412.25.1"
	_, err = deployer.DeployDestination(ctx, s, cfg)
	require.ErrorContains(t, err, "market 2 ETH/USD")
	require.ErrorContains(t, err, "price")

	// a market the contracts refuse: the error carries the decoded custom error
	cfg = deployer.DefaultDestinationConfig()
	cfg.Markets = []deployer.MarketSpec{cfg.Markets[0]}
	cfg.Markets[0].MaxLeverage = 500
	_, err = deployer.DeployDestination(ctx, s, cfg)
	require.ErrorContains(t, err, "InvalidMarket")
	require.ErrorContains(t, err, "leverage")

	// a maintenance margin that a 50x position would open below: refused by Settings
	cfg = deployer.DefaultDestinationConfig()
	cfg.Markets = []deployer.MarketSpec{cfg.Markets[0]}
	cfg.Markets[0].MaintenanceMargin = 1950
	_, err = deployer.DeployDestination(ctx, s, cfg)
	require.ErrorContains(t, err, "InvalidSetting")
	require.ErrorContains(t, err, "maintenanceMargin")
}
