package embedded

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/depositreceiver"
	"github.com/tradeprep/tradeprep/contracts/bindings/depositrouter"
	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/contracts/bindings/settings"
	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/actors/pricefeed"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
)

func startEnv(t *testing.T) (context.Context, *Env) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	env, err := Start(ctx, Options{Accounts: 2})
	require.NoError(t, err)
	t.Cleanup(func() { require.NoError(t, env.Close()) })
	return ctx, env
}

// startEnvAs is startEnv and the sender of the platform's account i.
func startEnvAs(t *testing.T, i int) (context.Context, *Env, *sender.Sender) {
	t.Helper()
	ctx, env := startEnv(t)
	s, err := env.SenderFor(ctx, env.Accounts[i])
	require.NoError(t, err)
	return ctx, env, s
}

func usd(text string) *big.Int { return fixedpoint.MustParse(text, platform.PriceDecimals) }

func call[T any](t *testing.T, ctx context.Context, s *sender.Sender, to common.Address, data []byte, unpack func([]byte) (T, error)) T {
	t.Helper()
	v, err := sender.Read(ctx, s, to, data, unpack)
	require.NoError(t, err)
	return v
}

// The acceptance path of issue A: deploy with the deployer to an in-process geth chain, open a
// market position through the Vault with a real signed transaction, let the keeper fill it,
// and read it back through the Reader.
func TestMarketOrderFilledByKeeperAndReadBack(t *testing.T) {
	ctx, env, trader := startEnvAs(t, 0)
	d := env.Manifest.Destination
	v, r, st := vault.NewVault(), reader.NewReader(), settings.NewSettings()

	fee := call(t, ctx, trader, d.Settings, st.PackMarketOrderFee(), st.UnpackMarketOrderFee)
	marginBefore := call(t, ctx, trader, d.Vault, v.PackMarginBalance(trader.Address()), v.UnpackMarginBalance)
	require.Equal(t, usd("100000"), marginBefore)

	price := usd("97250.5") // BTC/USD as deployed
	collateral, size := usd("1000"), usd("10000")
	params := []*big.Int{price, big.NewInt(1000) /* 1% */, collateral, size}
	receipt, err := trader.Send(ctx, &d.Vault, v.PackNewPositionOrder(big.NewInt(1), true, platform.OrderMarket, params, common.Address{}), fee)
	require.NoError(t, err)
	require.Equal(t, uint64(1), receipt.Status)
	posID := call(t, ctx, trader, d.Vault, v.PackLastPosId(), v.UnpackLastPosId)

	// queued, not filled: a mined order is not a trade until the keeper runs
	pending := call(t, ctx, trader, d.Reader, r.PackGetPositionInfo(posID), r.UnpackGetPositionInfo)
	require.Equal(t, platform.StatusPending, pending.Order.Status)
	require.Zero(t, pending.Position.Size.Sign())

	n, err := env.RunKeeper(ctx, 3)
	require.NoError(t, err)
	require.Equal(t, 1, n)

	acct := call(t, ctx, trader, d.Reader, r.PackGetAccountPage(trader.Address(), big.NewInt(0), big.NewInt(25)), r.UnpackGetAccountPage)
	require.Len(t, acct.Positions, 1)
	p := acct.Positions[0]
	require.Equal(t, posID, p.PosId)
	require.Equal(t, platform.StatusFilled, p.Order.Status)
	require.Equal(t, trader.Address(), p.Position.Owner)
	require.Equal(t, uint64(1), p.Position.TokenId.Uint64())
	require.True(t, p.Position.IsLong)
	require.Equal(t, size, p.Position.Size)
	require.Equal(t, collateral, p.Position.Collateral)
	require.Equal(t, price, p.Position.AveragePrice)
	openingFee := usd("8") // 0.08% of 10,000
	require.Equal(t, new(big.Int).Sub(marginBefore, new(big.Int).Add(collateral, openingFee)), acct.MarginBalance)

	markets := call(t, ctx, trader, d.Reader, r.PackGetMarkets(common.Address{}), r.UnpackGetMarkets)
	require.Len(t, markets.Markets, 12)
	require.Equal(t, "BTC/USD", markets.Markets[0].Name)
	require.Equal(t, size, markets.Markets[0].LongOpenInterest)
}

func TestLimitOrderWaitsForPriceThenFills(t *testing.T) {
	ctx, env, trader := startEnvAs(t, 1)
	d := env.Manifest.Destination
	v, st := vault.NewVault(), settings.NewSettings()
	fee := call(t, ctx, trader, d.Settings, st.PackTriggerOrderFee(), st.UnpackTriggerOrderFee)

	limit := usd("3300") // ETH/USD is deployed at 3412.25
	params := []*big.Int{limit, big.NewInt(0), usd("500"), usd("5000")}
	_, err := trader.Send(ctx, &d.Vault, v.PackNewPositionOrder(big.NewInt(2), true, platform.OrderLimit, params, common.Address{}), fee)
	require.NoError(t, err)

	due, err := env.Keeper.Due(ctx)
	require.NoError(t, err)
	require.Empty(t, due, "a long limit below the price is not due")

	feed := pricefeed.New(env.Owner, d.Oracle)
	require.NoError(t, feed.Push(ctx, map[uint64]*big.Int{2: usd("3299.5")}))
	n, err := env.RunKeeper(ctx, 3)
	require.NoError(t, err)
	require.Equal(t, 1, n)
	posID := call(t, ctx, trader, d.Vault, v.PackLastPosId(), v.UnpackLastPosId)
	pos := call(t, ctx, trader, d.Vault, v.PackGetPosition(posID), v.UnpackGetPosition)
	require.Equal(t, usd("3299.5"), pos.AveragePrice)
	require.Equal(t, usd("5000"), pos.Size)
}

func TestRevertIsDecodedToCustomError(t *testing.T) {
	ctx, env, trader := startEnvAs(t, 0)
	d := env.Manifest.Destination
	v, st := vault.NewVault(), settings.NewSettings()
	fee := call(t, ctx, trader, d.Settings, st.PackMarketOrderFee(), st.UnpackMarketOrderFee)
	// 200,000 USD collateral from a 100,000 USD margin wallet
	params := []*big.Int{usd("97250.5"), big.NewInt(1000), usd("200000"), usd("400000")}
	_, err := trader.Send(ctx, &d.Vault, v.PackNewPositionOrder(big.NewInt(1), true, platform.OrderMarket, params, common.Address{}), fee)
	var txErr *sender.TxError
	require.True(t, errors.As(err, &txErr), "got %v", err)
	require.NotNil(t, txErr.Revert)
	require.Equal(t, "InsufficientMarginBalance", txErr.Revert.Name)
	avail, _ := txErr.Revert.Arg("available")
	require.Equal(t, usd("100000").String(), avail)
}

func TestCrossChainDepositIsRelayedAndCredited(t *testing.T) {
	ctx, env := startEnv(t)
	d := env.Manifest.Destination
	src := env.Manifest.Sources[0]
	user := env.Accounts[0]
	onSource, err := env.SourceSenderFor(ctx, user)
	require.NoError(t, err)
	onDest, err := env.SenderFor(ctx, user)
	require.NoError(t, err)
	tok, rt, rc, v := testtoken.NewTestToken(), depositrouter.NewDepositRouter(), depositreceiver.NewDepositReceiver(), vault.NewVault()

	usdc := src.Tokens[0]
	require.Equal(t, "USDC", usdc.Symbol)
	amount := big.NewInt(1_000_000_000) // 1,000 USDC
	// without approval the router cannot pull the tokens
	_, err = onSource.Send(ctx, &src.Router, rt.PackBridgeDeposit(usdc.Address, amount, user.Address), nil)
	require.Error(t, err)
	_, err = onSource.Send(ctx, &usdc.Address, tok.PackApprove(src.Router, amount), nil)
	require.NoError(t, err)
	_, err = onSource.Send(ctx, &src.Router, rt.PackBridgeDeposit(usdc.Address, amount, user.Address), nil)
	require.NoError(t, err)

	before := call(t, ctx, onDest, d.Vault, v.PackMarginBalance(user.Address), v.UnpackMarginBalance)
	delivered, err := env.Relayer.RunOnce(ctx)
	require.NoError(t, err)
	require.Equal(t, []uint64{0}, delivered)
	after := call(t, ctx, onDest, d.Vault, v.PackMarginBalance(user.Address), v.UnpackMarginBalance)
	// 1,000 USDC less the 0.1% bridge fee
	require.Equal(t, usd("999"), new(big.Int).Sub(after, before))
	status := call(t, ctx, onDest, d.DepositReceiver, rc.PackGetDelivery(platform.DepositMessageID(src.ChainID, src.Router, big.NewInt(0))), rc.UnpackGetDelivery)
	require.Equal(t, uint8(1), status.Status)

	again, err := env.Relayer.RunOnce(ctx)
	require.NoError(t, err)
	require.Empty(t, again, "a message is delivered once")
}

// A second Start with the same options on geth is built from the first one's transactions
// (replay.go) and is the same platform: the same manifest, head, margin balances and token
// balances, with fresh prices (its blocks are sealed now). Other options deploy afresh.
func TestStartAgainIsTheSamePlatform(t *testing.T) {
	if n, _ := NodeOf(""); n != NodeGeth {
		t.Skip("the replay is geth's; anvil deploys each time")
	}
	opts := Options{Accounts: 3, Margin: "1234.5"}
	start := func(opts Options) (context.Context, *Env) {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		t.Cleanup(cancel)
		env, err := Start(ctx, opts)
		require.NoError(t, err)
		t.Cleanup(func() { require.NoError(t, env.Close()) })
		return ctx, env
	}
	ctx, first := start(opts)
	_, again := start(opts)
	cfg := first.destinationConfig(opts)
	_, ok := lookupBuild(buildKey(NodeGeth, opts, cfg))
	require.True(t, ok, "the first Start kept its build")
	require.Equal(t, first.Manifest, again.Manifest)
	for _, pair := range [][2]Chain{{first.Dest, again.Dest}, {first.Source, again.Source}} {
		a, err := pair[0].Client().BlockNumber(ctx)
		require.NoError(t, err)
		b, err := pair[1].Client().BlockNumber(ctx)
		require.NoError(t, err)
		require.Equal(t, a, b, "the same head")
	}
	d, src := first.Manifest.Destination, first.Manifest.Sources[0]
	v, tt := vault.NewVault(), testtoken.NewTestToken()
	for i, acc := range first.Accounts {
		require.Equal(t, acc, again.Accounts[i])
		for _, env := range []*Env{first, again} {
			s, err := env.SenderFor(ctx, acc)
			require.NoError(t, err)
			require.Equal(t, usd("1234.5"), call(t, ctx, s, d.Vault, v.PackMarginBalance(acc.Address), v.UnpackMarginBalance))
			ss, err := env.SourceSenderFor(ctx, acc)
			require.NoError(t, err)
			for _, tok := range src.Tokens {
				require.Positive(t, call(t, ctx, ss, tok.Address, tt.PackBalanceOf(acc.Address), tt.UnpackBalanceOf).Sign(), "%s of %s", tok.Symbol, acc.Address)
			}
		}
	}
	// the replayed chain trades: a market order, filled by the keeper
	trader, err := again.SenderFor(ctx, again.Accounts[0])
	require.NoError(t, err)
	fee := call(t, ctx, trader, d.Settings, settings.NewSettings().PackMarketOrderFee(), settings.NewSettings().UnpackMarketOrderFee)
	params := []*big.Int{usd("97250.5"), big.NewInt(1000), usd("100"), usd("1000")}
	receipt, err := trader.Send(ctx, &d.Vault, v.PackNewPositionOrder(big.NewInt(1), true, platform.OrderMarket, params, common.Address{}), fee)
	require.NoError(t, err)
	require.Equal(t, uint64(1), receipt.Status)
	filled, err := again.RunKeeper(ctx, 3)
	require.NoError(t, err)
	require.Equal(t, 1, filled)

	other := Options{Accounts: 2, Margin: "1234.5"}
	require.NotEqual(t, buildKey(NodeGeth, opts, cfg), buildKey(NodeGeth, other, cfg))
	require.Empty(t, buildKey(NodeAnvil, opts, cfg), "anvil is never replayed")
	require.Empty(t, buildKey(NodeGeth, Options{BlockPeriod: time.Second}, cfg), "nor a chain sealing on a period")
}
