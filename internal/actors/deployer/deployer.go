// Package deployer deploys the whole platform to any chain through one signing key: the
// destination chain (vault, oracle, settings, referrals, reader, deposit receiver, stablecoin,
// markets, seeded pool, and the EIP-7702 batch executor) and source chains (deposit router and test tokens), and writes the
// deployment manifest the service reads. verify.go bounds a deployment's gas (CheckFunds) and
// checks each contract's code (VerifyCode). The embedded chain, the e2e suite and
// `tradeprep deploy` use it.
package deployer

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/tradeprep/tradeprep/contracts/bindings/batchexecutor"
	"github.com/tradeprep/tradeprep/contracts/bindings/depositreceiver"
	"github.com/tradeprep/tradeprep/contracts/bindings/depositrouter"
	"github.com/tradeprep/tradeprep/contracts/bindings/oracle"
	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/contracts/bindings/referralregistry"
	"github.com/tradeprep/tradeprep/contracts/bindings/settings"
	"github.com/tradeprep/tradeprep/contracts/bindings/testtethertoken"
	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/contracts/bindings/vaultkeeper"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
)

// DestinationConfig configures the destination chain's deployment. Zero values take the
// defaults of DefaultDestinationConfig.
type DestinationConfig struct {
	Markets         []MarketSpec
	Keeper          common.Address // allowed to execute orders; zero: the deployer
	Feeder          common.Address // allowed to push prices; the deployer always is
	Relayer         common.Address // allowed to deliver deposits; zero: the deployer
	PoolLiquidity   string         // USDC seeded into the pool
	ReceiverFloat   string         // USDC the deposit receiver converts from
	MarketOrderFee  *big.Int       // wei, market orders and decreases
	TriggerOrderFee *big.Int       // wei, limit / stop orders and each TP/SL
	ReferrerShare   uint64         // 1e5 = 100%
	TraderDiscount  uint64         // 1e5 = 100%
	OracleMaxAge    time.Duration
	BridgeFee       uint64 // 1e5 = 100%
	// LiquidationFee is paid to a liquidator out of what is left of a liquidated position, a
	// fraction of its size (1e5 = 100%); 0: DefaultLiquidationFee.
	LiquidationFee uint64
	// AfterDeploy, when set, is called after each contract is created (its receipt in hand);
	// an error stops the deployment. `tradeprep deploy` verifies and prints each contract.
	AfterDeploy AfterDeploy
}

// DefaultLiquidationFee is 0.1% of the liquidated size.
const DefaultLiquidationFee = 100

// DefaultMaintenanceMargin is the maintenance margin of a MarketSpec that sets none: 0.5% of
// the size, the Settings contract's own default.
const DefaultMaintenanceMargin = 500

// DefaultDestinationConfig returns the defaults: twelve markets, a 10M USDC pool, 1M USDC of
// bridge float, execution fees of 0.0001 / 0.00015 ETH, 10% of fees to referrers, 5% trader
// discount, prices stale after an hour, 0.1% bridge fee, 0.1% liquidation fee.
func DefaultDestinationConfig() DestinationConfig {
	return DestinationConfig{
		Markets:         DefaultMarkets(),
		PoolLiquidity:   "10000000",
		ReceiverFloat:   "1000000",
		MarketOrderFee:  big.NewInt(100_000_000_000_000),
		TriggerOrderFee: big.NewInt(150_000_000_000_000),
		ReferrerShare:   10_000,
		TraderDiscount:  5_000,
		OracleMaxAge:    time.Hour,
		BridgeFee:       100,
		LiquidationFee:  DefaultLiquidationFee,
	}
}

func (c *DestinationConfig) fillDefaults() {
	d := DefaultDestinationConfig()
	if c.Markets == nil {
		c.Markets = d.Markets
	}
	if c.PoolLiquidity == "" {
		c.PoolLiquidity = d.PoolLiquidity
	}
	if c.ReceiverFloat == "" {
		c.ReceiverFloat = d.ReceiverFloat
	}
	if c.MarketOrderFee == nil {
		c.MarketOrderFee = d.MarketOrderFee
	}
	if c.TriggerOrderFee == nil {
		c.TriggerOrderFee = d.TriggerOrderFee
	}
	if c.OracleMaxAge == 0 {
		c.OracleMaxAge = d.OracleMaxAge
	}
	if c.LiquidationFee == 0 {
		c.LiquidationFee = d.LiquidationFee
	}
}

// StableDecimals of the destination stablecoin (USDC).
const StableDecimals = 6

// DeployDestination deploys and configures the platform on s's chain and returns its manifest
// part. s becomes the owner of every contract and a price feeder. The batch executor (an
// EIP-7702 account's ERC-7821 executor: no owner, no constructor arguments, nothing to
// configure) is deployed last, after every other transaction: the contracts before it keep the
// addresses they had before it existed (each is the deployer's address and nonce).
func DeployDestination(ctx context.Context, s *sender.Sender, cfg DestinationConfig) (*deployment.Destination, error) {
	cfg.fillDefaults()
	owner := s.Address()
	if cfg.Keeper == (common.Address{}) {
		cfg.Keeper = owner
	}
	if cfg.Relayer == (common.Address{}) {
		cfg.Relayer = owner
	}
	pool, err := fixedpoint.Parse(cfg.PoolLiquidity, StableDecimals)
	if err != nil {
		return nil, fmt.Errorf("pool liquidity: %w", err)
	}
	float, err := fixedpoint.Parse(cfg.ReceiverFloat, StableDecimals)
	if err != nil {
		return nil, fmt.Errorf("receiver float: %w", err)
	}
	head, err := s.Backend().HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("head: %w", err)
	}
	d := &deployment.Destination{ChainID: s.ChainID().Uint64(), DeployBlock: head.Number.Uint64()}
	b := &batch{ctx: ctx, s: s, after: cfg.AfterDeploy}

	usdc := testtoken.NewTestToken()
	d.Stable = deployment.Token{Symbol: "USDC", Decimals: StableDecimals, Stable: true}
	d.Stable.Address = b.deploy(&testtoken.TestTokenMetaData, usdc.PackConstructor("USD Coin", "USDC", StableDecimals, owner))
	st := settings.NewSettings()
	d.Settings = b.deploy(&settings.SettingsMetaData, st.PackConstructor(owner))
	or := oracle.NewOracle()
	d.Oracle = b.deploy(&oracle.OracleMetaData, or.PackConstructor(owner, big.NewInt(int64(cfg.OracleMaxAge/time.Second))))
	d.ReferralRegistry = b.deploy(&referralregistry.ReferralRegistryMetaData, nil)
	// the Vault's keeper half (execute, liquidations), run by the Vault through delegatecall on
	// its storage: deployed first with the same contracts, which the Vault checks
	keeperLogic := b.deploy(&vaultkeeper.VaultKeeperMetaData,
		vaultkeeper.NewVaultKeeper().PackConstructor(owner, d.Stable.Address, d.Settings, d.Oracle, d.ReferralRegistry))
	v := vault.NewVault()
	d.Vault = b.deploy(&vault.VaultMetaData, v.PackConstructor(owner, d.Stable.Address, d.Settings, d.Oracle, d.ReferralRegistry, keeperLogic))
	d.Reader = b.deploy(&reader.ReaderMetaData, reader.NewReader().PackConstructor(d.Vault))
	rc := depositreceiver.NewDepositReceiver()
	d.DepositReceiver = b.deploy(&depositreceiver.DepositReceiverMetaData,
		rc.PackConstructor(owner, d.Vault, d.Oracle, new(big.Int).SetUint64(cfg.BridgeFee)))
	if b.err != nil {
		return nil, b.err
	}

	ids := make([]*big.Int, 0, len(cfg.Markets))
	prices := make([]*big.Int, 0, len(cfg.Markets))
	for _, m := range cfg.Markets {
		params, price, err := m.contractParams()
		if err != nil {
			return nil, fmt.Errorf("market %d %s: %w", m.ID, m.Name, err)
		}
		b.call(d.Settings, st.PackSetMarket(new(big.Int).SetUint64(m.ID), params))
		b.call(d.Settings, st.PackSetMaintenanceMargin(new(big.Int).SetUint64(m.ID), new(big.Int).SetUint64(m.maintenanceMargin())))
		ids = append(ids, new(big.Int).SetUint64(m.ID))
		prices = append(prices, price)
		d.Markets = append(d.Markets, deployment.Market{ID: m.ID, Name: m.Name})
	}
	b.call(d.Settings, st.PackSetExecutionFees(cfg.MarketOrderFee, cfg.TriggerOrderFee))
	b.call(d.Settings, st.PackSetReferralTerms(new(big.Int).SetUint64(cfg.ReferrerShare), new(big.Int).SetUint64(cfg.TraderDiscount)))
	b.call(d.Settings, st.PackSetLiquidationFee(new(big.Int).SetUint64(cfg.LiquidationFee)))
	b.call(d.Settings, st.PackSetKeeper(cfg.Keeper, true))
	b.call(d.Oracle, or.PackSetFeeder(owner, true))
	if cfg.Feeder != (common.Address{}) && cfg.Feeder != owner {
		b.call(d.Oracle, or.PackSetFeeder(cfg.Feeder, true))
	}
	b.call(d.Oracle, or.PackSetPrices(ids, prices))
	b.call(d.Stable.Address, usdc.PackMint(owner, new(big.Int).Add(pool, float)))
	b.call(d.Stable.Address, usdc.PackApprove(d.Vault, pool))
	b.call(d.Vault, v.PackAddLiquidity(pool))
	b.call(d.Stable.Address, usdc.PackTransfer(d.DepositReceiver, float))
	b.call(d.DepositReceiver, rc.PackSetRelayer(cfg.Relayer, true))
	d.BatchExecutor = b.deploy(&batchexecutor.BatchExecutorMetaData, nil)
	if b.err != nil {
		return nil, b.err
	}
	return d, nil
}

func (m MarketSpec) contractParams() (settings.ISettingsMarket, *big.Int, error) {
	var errs []error
	usd := func(field, text string) *big.Int {
		v, err := fixedpoint.Parse(text, platform.PriceDecimals)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s %q: %w", field, text, err))
		}
		return v
	}
	rate := func(field, text string) *big.Int {
		v, err := fixedpoint.Parse(text, platform.RateDecimals)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s %q: %w", field, text, err))
		}
		return v
	}
	p := settings.ISettingsMarket{
		Name:                 m.Name,
		Enabled:              true,
		LongFee:              new(big.Int).SetUint64(m.LongFee),
		ShortFee:             new(big.Int).SetUint64(m.ShortFee),
		MaxLongOpenInterest:  usd("maxLongOI", m.MaxLongOI),
		MaxShortOpenInterest: usd("maxShortOI", m.MaxShortOI),
		FundingFactor:        rate("fundingFactor", m.FundingFactor),
		BorrowFactor:         rate("borrowFactor", m.BorrowFactor),
		MinCollateral:        usd("minCollateral", m.MinCollateral),
		MaxLeverage:          new(big.Int).SetUint64(m.MaxLeverage * platform.BasisPointsDivisor),
	}
	price := usd("price", m.Price)
	return p, price, errors.Join(errs...)
}

// SourceTokens are the test tokens deployed on every source chain: a USDC-like and a
// USDT-like stablecoin (6 decimals; USDT refuses non-zero to non-zero approvals) and an
// 18-decimal WETH priced by the ETH/USD market.
var SourceTokens = []deployment.Token{
	{Symbol: "USDC", Decimals: 6, Stable: true},
	{Symbol: "USDT", Decimals: 6, Stable: true, ZeroResetApproval: true},
	{Symbol: "WETH", Decimals: 18, PriceID: 2},
}

// DeploySource deploys a deposit router and the test tokens on s's chain, bridging to
// destChainID; relayer (zero: the deployer) may refund deposits through the router.
func DeploySource(ctx context.Context, s *sender.Sender, destChainID uint64, relayer common.Address) (*deployment.SourceChain, error) {
	return DeploySourceWith(ctx, s, destChainID, SourceConfig{Relayer: relayer})
}

// SourceConfig configures a source chain's deployment.
type SourceConfig struct {
	Relayer     common.Address // may refund deposits through the router; zero: the deployer
	AfterDeploy AfterDeploy    // as DestinationConfig.AfterDeploy
}

// DeploySourceWith is DeploySource with a SourceConfig.
func DeploySourceWith(ctx context.Context, s *sender.Sender, destChainID uint64, cfg SourceConfig) (*deployment.SourceChain, error) {
	relayer := cfg.Relayer
	head, err := s.Backend().HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("head: %w", err)
	}
	src := &deployment.SourceChain{ChainID: s.ChainID().Uint64(), DeployBlock: head.Number.Uint64()}
	if src.ChainID == destChainID {
		return nil, fmt.Errorf("source chain id %d equals the destination's", src.ChainID)
	}
	owner := s.Address()
	b := &batch{ctx: ctx, s: s, after: cfg.AfterDeploy}
	rt := depositrouter.NewDepositRouter()
	src.Router = b.deploy(&depositrouter.DepositRouterMetaData, rt.PackConstructor(owner, new(big.Int).SetUint64(destChainID)))
	if relayer == (common.Address{}) {
		relayer = owner
	}
	b.call(src.Router, rt.PackSetRelayer(relayer, true))
	for _, t := range SourceTokens {
		if t.ZeroResetApproval {
			t.Address = b.deploy(&testtethertoken.TestTetherTokenMetaData, testtethertoken.NewTestTetherToken().PackConstructor(owner))
		} else {
			name := map[string]string{"USDC": "USD Coin", "WETH": "Wrapped Ether"}[t.Symbol]
			t.Address = b.deploy(&testtoken.TestTokenMetaData, testtoken.NewTestToken().PackConstructor(name, t.Symbol, t.Decimals, owner))
		}
		b.call(src.Router, rt.PackSetTokenSupport(t.Address, true))
		src.Tokens = append(src.Tokens, t)
	}
	// last, as on the destination: the router and the tokens keep their addresses
	src.BatchExecutor = b.deploy(&batchexecutor.BatchExecutorMetaData, nil)
	if b.err != nil {
		return nil, b.err
	}
	return src, nil
}

// ConnectSource registers the source chain's tokens with the destination's deposit receiver.
// s must own the receiver.
func ConnectSource(ctx context.Context, s *sender.Sender, dest *deployment.Destination, src *deployment.SourceChain) error {
	b := &batch{ctx: ctx, s: s}
	rc := depositreceiver.NewDepositReceiver()
	for _, t := range src.Tokens {
		b.call(dest.DepositReceiver, rc.PackSetRoute(new(big.Int).SetUint64(src.ChainID), t.Address,
			depositreceiver.IDepositReceiverRoute{
				Supported:    true,
				Decimals:     t.Decimals,
				IsStable:     t.Stable,
				PriceTokenId: new(big.Int).SetUint64(t.PriceID),
			}))
	}
	return b.err
}

// MintTokens mints amount (in the token's units) of a test token to each account. s must own
// the token.
func MintTokens(ctx context.Context, s *sender.Sender, token common.Address, amount *big.Int, accounts ...common.Address) error {
	b := &batch{ctx: ctx, s: s}
	tt := testtoken.NewTestToken()
	for _, a := range accounts {
		b.call(token, tt.PackMint(a, amount))
	}
	return b.err
}

// FundMargin mints amount of the stablecoin to s and deposits it into each account's margin
// wallet through Vault.deposit. s must own the stablecoin.
func FundMargin(ctx context.Context, s *sender.Sender, dest *deployment.Destination, amount *big.Int, accounts ...common.Address) error {
	b := &batch{ctx: ctx, s: s}
	tt := testtoken.NewTestToken()
	v := vault.NewVault()
	total := new(big.Int).Mul(amount, big.NewInt(int64(len(accounts))))
	b.call(dest.Stable.Address, tt.PackMint(s.Address(), total))
	b.call(dest.Stable.Address, tt.PackApprove(dest.Vault, total))
	for _, a := range accounts {
		b.call(dest.Vault, v.PackDeposit(a, dest.Stable.Address, amount))
	}
	return b.err
}

// FundNative sends amount wei to each account.
func FundNative(ctx context.Context, s *sender.Sender, amount *big.Int, accounts ...common.Address) error {
	for _, a := range accounts {
		if _, err := s.Transfer(ctx, a, amount); err != nil {
			return fmt.Errorf("fund %s: %w", a, err)
		}
	}
	return nil
}

// batch sends transactions one after another and keeps the first error, so that a deployment
// reads as a list of steps.
type batch struct {
	ctx   context.Context
	s     *sender.Sender
	after AfterDeploy
	err   error
}

func (b *batch) deploy(meta *bind.MetaData, ctorArgs []byte) common.Address {
	if b.err != nil {
		return common.Address{}
	}
	code := append(common.FromHex(meta.Bin), ctorArgs...)
	receipt, err := b.s.Send(b.ctx, nil, code, nil)
	if err != nil {
		b.err = fmt.Errorf("deploy %s from %s on chain %s: %w", meta.ID, b.s.Address(), b.s.ChainID(), err)
		return common.Address{}
	}
	if b.after != nil {
		d := Deployed{Name: meta.ID, Address: receipt.ContractAddress, Receipt: receipt, InitCode: code, From: b.s.Address()}
		if err := b.after(b.ctx, d); err != nil {
			b.err = fmt.Errorf("%s at %s on chain %s: %w", meta.ID, receipt.ContractAddress, b.s.ChainID(), err)
			return common.Address{}
		}
	}
	return receipt.ContractAddress
}

func (b *batch) call(to common.Address, data []byte) *types.Receipt {
	if b.err != nil {
		return nil
	}
	receipt, err := b.s.Send(b.ctx, &to, data, nil)
	if err != nil {
		b.err = fmt.Errorf("call %s selector %x from %s on chain %s: %w", to, data[:4], b.s.Address(), b.s.ChainID(), err)
	}
	return receipt
}

// Accounts are the trading accounts a Platform deployment funds: margin (stablecoin units) in
// each margin wallet on the destination, and TokensEach whole tokens of every source token.
type Accounts struct {
	Addresses  []common.Address
	Margin     *big.Int
	TokensEach int64
}

// Platform deploys the destination platform through owner and a source chain's router and
// tokens through srcOwner, connects the two, and funds accounts: the whole platform of the e2e
// suite and the benchmark, on any pair of chains where the owners hold ether.
func Platform(ctx context.Context, owner, srcOwner *sender.Sender, cfg DestinationConfig, accounts Accounts) (*deployment.Manifest, error) {
	dest, err := DeployDestination(ctx, owner, cfg)
	if err != nil {
		return nil, fmt.Errorf("deploy destination: %w", err)
	}
	src, err := DeploySource(ctx, srcOwner, dest.ChainID, cfg.Relayer)
	if err != nil {
		return nil, fmt.Errorf("deploy source: %w", err)
	}
	if err := ConnectSource(ctx, owner, dest, src); err != nil {
		return nil, fmt.Errorf("connect source: %w", err)
	}
	if len(accounts.Addresses) > 0 && accounts.Margin != nil && accounts.Margin.Sign() > 0 {
		if err := FundMargin(ctx, owner, dest, accounts.Margin, accounts.Addresses...); err != nil {
			return nil, fmt.Errorf("fund margin: %w", err)
		}
	}
	if len(accounts.Addresses) > 0 && accounts.TokensEach > 0 {
		for _, t := range src.Tokens {
			amount := new(big.Int).Mul(big.NewInt(accounts.TokensEach), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(t.Decimals)), nil))
			if err := MintTokens(ctx, srcOwner, t.Address, amount, accounts.Addresses...); err != nil {
				return nil, fmt.Errorf("mint %s: %w", t.Symbol, err)
			}
		}
	}
	return &deployment.Manifest{Version: deployment.Version, Destination: *dest, Sources: []deployment.SourceChain{*src}}, nil
}

// Contracts are the contracts DeployDestination and DeploySource create, as the Go bindings
// hold them (their creation bytecode in Bin): what a saved deployment depends on (the embedded
// platform's state fixtures hash it).
func Contracts() []*bind.MetaData {
	return []*bind.MetaData{
		&testtoken.TestTokenMetaData, &settings.SettingsMetaData, &oracle.OracleMetaData,
		&referralregistry.ReferralRegistryMetaData, &vaultkeeper.VaultKeeperMetaData, &vault.VaultMetaData,
		&reader.ReaderMetaData, &depositreceiver.DepositReceiverMetaData, &batchexecutor.BatchExecutorMetaData,
		&depositrouter.DepositRouterMetaData, &testtethertoken.TestTetherTokenMetaData,
	}
}
