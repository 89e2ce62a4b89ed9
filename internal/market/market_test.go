package market

import (
	"context"
	"encoding/json"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/internal/embedded"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/simulate"
)

func newCache(t *testing.T) (*Cache, *embedded.Env, context.Context) {
	t.Helper()
	ctx, env := embedded.ForTest(t, embedded.Options{Accounts: 1}, 2*time.Minute)
	heads, err := simulate.NewHeads(env.Dest.RPC(), time.Now, 10*time.Second)
	require.NoError(t, err)
	sim, err := simulate.NewSimulator(env.Dest.RPC(), platform.ErrorDecoder(), simulate.WithHeads(heads))
	require.NoError(t, err)
	return NewCache(sim, env.Manifest.Destination.Reader, env.Manifest.Destination.Vault, 0, 10*time.Second), env, ctx
}

// The markets answer is spliced from parts encoded once per block; it is byte for byte what
// encoding/json writes for Response, with and without account, stale or not.
func TestResponseIsWhatEncodingJSONWrites(t *testing.T) {
	c, env, ctx := newCache(t)
	for _, account := range []common.Address{{}, env.Accounts[0].Address} {
		snap, _, err := c.fresh(ctx, account, nil)
		require.NoError(t, err)
		require.NotEmpty(t, snap.markets)
		for _, stale := range []bool{false, true} {
			want, err := encodeJSON(Response{Success: true, Timestamp: 1_700_000_000_123, MarketsCount: len(snap.markets),
				Markets: snap.markets, BlockNumber: snap.block, Stale: stale, Account: snap.account})
			require.NoError(t, err)
			require.Equal(t, string(want)+"\n", string(snap.Response(1_700_000_000_123, stale)))
			var back Response
			require.NoError(t, json.Unmarshal(snap.Response(1, stale), &back))
			require.Equal(t, len(snap.markets), back.MarketsCount)
		}
	}
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

// The figures are exact decimals of the contract's fixed point; percentages round down to 4
// decimals and the two sides of the long/short ratio add up to exactly 100.
func TestFiguresAreExactDecimals(t *testing.T) {
	e30 := func(s string) *big.Int { v, _ := new(big.Int).SetString(s, 10); return v }
	m := reader.ReaderMarketInfo{
		TokenId: big.NewInt(2), Name: "ETH/USD", Price: e30("3412250000000000000000000000000000"),
		FundingRate: big.NewInt(12_500_000_000_000), BorrowRateLong: big.NewInt(1), BorrowRateShort: big.NewInt(0),
		LongOpenInterest: e30("1000000000000000000000000000000000"), ShortOpenInterest: e30("2000000000000000000000000000000000"),
		MaxLongOpenInterest: e30("5000000000000000000000000000000000000"), MaxShortOpenInterest: e30("5000000000000000000000000000000000000"),
		LongFee: big.NewInt(80), ShortFee: big.NewInt(80), AvailableLiquidityLong: big.NewInt(0), AvailableLiquidityShort: big.NewInt(0),
		PriceUpdatedAt: big.NewInt(1_700_000_000), PriceFresh: true, MaxLeverage: big.NewInt(10_000_000), MinCollateral: e30("10000000000000000000000000000000"),
	}
	got := toMarket(m, e30("7000000000000000000000000000000000"))
	require.Equal(t, "3412.25", got.Price)
	require.Equal(t, json.Number("0.0000125"), got.FundingRate)
	require.Equal(t, json.Number("0.000000000000000001"), got.BorrowRateForLong)
	require.Equal(t, json.Number("0.0008"), got.LongTradingFee)
	require.Equal(t, json.Number("100"), got.MaxLeverage)
	require.Equal(t, json.Number("42.8571"), got.Utilization, "3000 of 7000, rounded down")
	require.Equal(t, json.Number("33.3333"), got.LongShortRatio.LongPercentage)
	require.Equal(t, json.Number("66.6667"), got.LongShortRatio.ShortPercentage, "100 minus the long side")
	empty := toMarket(reader.ReaderMarketInfo{TokenId: big.NewInt(1), Price: new(big.Int), FundingRate: new(big.Int), BorrowRateLong: new(big.Int),
		BorrowRateShort: new(big.Int), LongOpenInterest: new(big.Int), ShortOpenInterest: new(big.Int), MaxLongOpenInterest: new(big.Int),
		MaxShortOpenInterest: new(big.Int), LongFee: new(big.Int), ShortFee: new(big.Int), AvailableLiquidityLong: new(big.Int),
		AvailableLiquidityShort: new(big.Int), PriceUpdatedAt: new(big.Int), MaxLeverage: new(big.Int), MinCollateral: new(big.Int)}, new(big.Int))
	require.Equal(t, json.Number("0"), empty.Utilization, "no pool: 0, not a division by zero")
	require.Equal(t, json.Number("0"), empty.LongShortRatio.ShortPercentage)
}
