package market

import (
	"context"
	"math/big"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/simulate"
)

func newCache(t *testing.T) (*Cache, *embedded.Env, context.Context) {
	t.Helper()
	ctx, env := embedded.ForTest(t, embedded.Options{Accounts: 1}, 2*time.Minute)
	heads, err := simulate.NewHeads(env.Dest.RPC(), time.Now, 10*time.Second)
	require.NoError(t, err)
	sim, err := simulate.NewSimulator(env.Dest.RPC(), platform.ErrorDecoder(), simulate.WithHeads(heads))
	require.NoError(t, err)
	return New(Config{Sim: sim, Reader: env.Manifest.Destination.Reader, Vault: env.Manifest.Destination.Vault, Timeout: 10 * time.Second}), env, ctx
}

// A snapshot holds the figures of the block it was read at, and an account's part only when
// one is asked about: its address, margin and position ids as the contracts hold them.
func TestSnapshotOfBlockAndAccount(t *testing.T) {
	c, env, ctx := newCache(t)
	for _, account := range []common.Address{{}, env.Accounts[0].Address} {
		snap, _, err := c.fresh(ctx, account, nil)
		require.NoError(t, err)
		require.Equal(t, snap.block, snap.Block())
		require.Positive(t, snap.Block())
		require.NotEqual(t, common.Hash{}, snap.hash)
		require.Len(t, snap.Markets(), 12)
		require.Same(t, &snap.markets[0], &snap.Markets()[0])
		eth := snap.Markets()[1]
		require.Equal(t, big.NewInt(2), eth.AssetID)
		require.Equal(t, "ETH/USD", eth.Pair)
		require.Equal(t, fixedpoint.MustParse("3412.25", platform.PriceDecimals), eth.Price)
		if account == (common.Address{}) {
			require.Nil(t, snap.Account())
			continue
		}
		a := snap.Account()
		require.NotNil(t, a)
		require.Equal(t, account, a.Address)
		require.Equal(t, fixedpoint.MustParse("100000", platform.PriceDecimals), a.MarginBalance, "the demo margin, in USD at 1e30")
		require.Equal(t, [32]byte{}, a.ReferralCode, "no code")
		require.Equal(t, new(big.Int), a.FeeDiscount, "no code, no discount")
		require.Empty(t, a.PositionIDs)
		require.Zero(t, a.PositionCount)
	}
}

// Memo builds once per snapshot however many ask at once; every asker gets what that one build
// returned, and another snapshot builds its own.
func TestMemoBuildsOncePerSnapshot(t *testing.T) {
	var builds atomic.Int64
	build := func(s *Snapshot) any {
		builds.Add(1)
		time.Sleep(10 * time.Millisecond) // the others wait, they do not build
		return &s.block
	}
	snap := &Snapshot{block: 7}
	var wg sync.WaitGroup
	got := make([]any, 32)
	for i := range got {
		wg.Add(1)
		go func() { defer wg.Done(); got[i] = snap.Memo(build) }()
	}
	wg.Wait()
	require.Equal(t, int64(1), builds.Load())
	for _, g := range got {
		require.Same(t, &snap.block, g)
	}
	require.Same(t, &snap.block, snap.Memo(func(*Snapshot) any { panic("built twice") }), "the first build wins")
	other := &Snapshot{block: 8}
	require.Same(t, &other.block, other.Memo(build))
	require.Equal(t, int64(2), builds.Load())
}

// A second ask at the same block is answered from the cache (hit), and a new block is read.
func TestOneReadPerBlock(t *testing.T) {
	c, env, ctx := newCache(t)
	first, stale, hit, err := c.Get(ctx, common.Address{})
	require.NoError(t, err)
	require.False(t, stale)
	require.False(t, hit, "nothing was cached")
	again, _, hit, err := c.Get(ctx, common.Address{})
	require.NoError(t, err)
	require.True(t, hit)
	require.Same(t, first, again)
	env.Dest.Commit()
	next, _, hit, err := c.Get(ctx, common.Address{})
	require.NoError(t, err)
	require.False(t, hit, "a new block is read")
	require.Greater(t, next.block, first.block)
}

// A flood of new addresses evicts the per-account snapshots used least recently, not all of
// them: an account asked about throughout keeps its snapshot, as do the markets without an
// account.
func TestAccountsLRU(t *testing.T) {
	m, env, ctx := newCache(t)
	recent := env.Accounts[0].Address
	for _, a := range []common.Address{{}, recent} {
		_, _, _, err := m.Get(ctx, a)
		require.NoError(t, err)
	}
	kept, all := m.lookup(recent), m.lookup(common.Address{})
	require.NotNil(t, kept)
	require.NotNil(t, all)
	idle := common.HexToAddress("0x0000000000000000000000000000000000001d1e")
	m.keep(idle, &Snapshot{block: kept.block, hash: kept.hash})
	for i := range 10 * maxAccounts {
		a := common.BigToAddress(big.NewInt(int64(0xf100d000 + i)))
		m.keep(a, &Snapshot{block: kept.block, hash: kept.hash})
		if i%100 == 0 {
			require.Same(t, kept, m.lookup(recent), "the account asked about is still cached after %d new addresses", i)
		}
	}
	require.Same(t, kept, m.lookup(recent))
	require.Same(t, all, m.lookup(common.Address{}), "the markets without an account are not evicted")
	require.Nil(t, m.lookup(idle), "the account not asked about since was evicted")
	m.mu.Lock()
	require.Equal(t, maxAccounts, m.accounts.Len(), "bounded")
	m.mu.Unlock()
	_, _, hit, err := m.Get(ctx, recent)
	require.NoError(t, err)
	require.True(t, hit, "and it answers from the cache")
}

// The figures are the contract's exact values; percentages are exact values at PercentDecimals
// rounded down, and the two sides of the long/short ratio add up to exactly 100%
// (internal/service/api's TestMarketViewFormatsExactDecimals writes these same figures as decimals).
func TestFiguresAreExactValues(t *testing.T) {
	m := marketInfoForTest()
	got := toMarket(m, e30("7000000000000000000000000000000000"))
	require.Equal(t, big.NewInt(2), got.AssetID)
	require.Equal(t, "ETH/USD", got.Pair)
	require.Equal(t, e30("3412250000000000000000000000000000"), got.Price)
	require.Equal(t, big.NewInt(12_500_000_000_000), got.FundingRate)
	require.Equal(t, big.NewInt(1), got.BorrowRateForLong)
	require.Equal(t, big.NewInt(0), got.BorrowRateForShort)
	require.Equal(t, e30("1000000000000000000000000000000000"), got.LongOpenInterest)
	require.Equal(t, e30("2000000000000000000000000000000000"), got.ShortOpenInterest)
	require.Equal(t, e30("5000000000000000000000000000000000000"), got.MaxLongOpenInterest)
	require.Equal(t, e30("5000000000000000000000000000000000000"), got.MaxShortOpenInterest)
	require.Equal(t, big.NewInt(80), got.LongTradingFee)
	require.Equal(t, big.NewInt(80), got.ShortTradingFee)
	require.Equal(t, big.NewInt(10_000_000), got.MaxLeverage)
	require.Equal(t, e30("10000000000000000000000000000000"), got.MinCollateral)
	require.Equal(t, big.NewInt(428_571), got.Utilization, "3000 of 7000 = 42.8571%, rounded down")
	require.Equal(t, big.NewInt(333_333), got.LongShortRatio.LongPercentage, "33.3333%")
	require.Equal(t, big.NewInt(666_667), got.LongShortRatio.ShortPercentage, "100% minus the long side: 66.6667%")
	require.Equal(t, big.NewInt(0), got.AvailableLiquidity.Long)
	require.Equal(t, big.NewInt(0), got.AvailableLiquidity.Short)
	require.Equal(t, uint64(1_700_000_000), got.PriceUpdatedAt)
	require.True(t, got.PriceFresh)
	empty := toMarket(reader.ReaderMarketInfo{TokenId: big.NewInt(1), Price: new(big.Int), FundingRate: new(big.Int), BorrowRateLong: new(big.Int),
		BorrowRateShort: new(big.Int), LongOpenInterest: new(big.Int), ShortOpenInterest: new(big.Int), MaxLongOpenInterest: new(big.Int),
		MaxShortOpenInterest: new(big.Int), LongFee: new(big.Int), ShortFee: new(big.Int), AvailableLiquidityLong: new(big.Int),
		AvailableLiquidityShort: new(big.Int), PriceUpdatedAt: new(big.Int), MaxLeverage: new(big.Int), MinCollateral: new(big.Int)}, new(big.Int))
	require.Equal(t, new(big.Int), empty.Utilization, "no pool: 0, not a division by zero")
	require.Equal(t, new(big.Int), empty.LongShortRatio.LongPercentage, "no open interest: 0")
	require.Equal(t, new(big.Int), empty.LongShortRatio.ShortPercentage)
}

func e30(s string) *big.Int { v, _ := new(big.Int).SetString(s, 10); return v }

// marketInfoForTest is an ETH/USD market as the Reader returns it: 1000 USD long, 2000 short.
func marketInfoForTest() reader.ReaderMarketInfo {
	return reader.ReaderMarketInfo{
		TokenId: big.NewInt(2), Name: "ETH/USD", Price: e30("3412250000000000000000000000000000"),
		FundingRate: big.NewInt(12_500_000_000_000), BorrowRateLong: big.NewInt(1), BorrowRateShort: big.NewInt(0),
		LongOpenInterest: e30("1000000000000000000000000000000000"), ShortOpenInterest: e30("2000000000000000000000000000000000"),
		MaxLongOpenInterest: e30("5000000000000000000000000000000000000"), MaxShortOpenInterest: e30("5000000000000000000000000000000000000"),
		LongFee: big.NewInt(80), ShortFee: big.NewInt(80), AvailableLiquidityLong: big.NewInt(0), AvailableLiquidityShort: big.NewInt(0),
		PriceUpdatedAt: big.NewInt(1_700_000_000), PriceFresh: true, MaxLeverage: big.NewInt(10_000_000), MinCollateral: e30("10000000000000000000000000000000"),
	}
}
