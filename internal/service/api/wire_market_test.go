package api

import (
	"encoding/json"
	"math/big"
	"strings"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/service/market"
)

// The markets answer is spliced from parts encoded once per snapshot; it is byte for byte what
// encoding/json writes for marketsAnswer, with and without account, stale or not.
func TestMarketsBodyIsWhatEncodingJSONWrites(t *testing.T) {
	h := newHarness(t, 1)
	for _, account := range []common.Address{{}, h.env.Accounts[0].Address} {
		snap, _, _, err := h.api.markets.Get(h.ctx, account)
		require.NoError(t, err)
		require.NotEmpty(t, snap.Markets())
		require.Equal(t, account != (common.Address{}), snap.Account() != nil)
		for _, stale := range []bool{false, true} {
			want, err := encodeJSON(marketsAnswer{Success: true, Timestamp: 1_700_000_000_123, MarketsCount: len(snap.Markets()),
				Markets: marketViewsOf(snap.Markets()), BlockNumber: snap.Block(), Stale: stale, Account: accountViewOf(snap.Account())})
			require.NoError(t, err)
			got, err := marketsBody(snap, 1_700_000_000_123, stale)
			require.NoError(t, err)
			require.Equal(t, string(want)+"\n", string(got))
			got, err = marketsBody(snap, 1, stale)
			require.NoError(t, err)
			var back marketsAnswer
			require.NoError(t, json.Unmarshal(got, &back))
			require.Equal(t, len(snap.Markets()), back.MarketsCount)
			require.Equal(t, int64(1), back.Timestamp)
			require.Equal(t, stale, back.Stale)
		}
	}
}

// The answer of a snapshot is encoded once, however many requests it answers, concurrent or
// not, stale or not: one encoding per Reader read (per block and account), none per request.
func TestMarketsEncodedOncePerSnapshot(t *testing.T) {
	h := newHarness(t, 1)
	counting := &countingRPC{BatchCaller: h.env.Dest.RPC(), readerHex: strings.ToLower(h.env.Manifest.Destination.Reader.Hex())}
	h.serve(t, serverOptions{DestinationRPC: counting})
	before := marketsEncoded.Load()
	encodes := func() int64 { return marketsEncoded.Load() - before }
	flood := func(path string) {
		var wg sync.WaitGroup
		for range 32 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if r := h.get(path); r.Status != 200 {
					t.Errorf("%s: status %d", path, r.Status)
				}
			}()
		}
		wg.Wait()
	}
	flood("/api/markets")
	require.Equal(t, int64(1), counting.readerCalls.Load())
	require.Equal(t, int64(1), encodes(), "32 requests at one block: one encoding")
	flood("/api/markets")
	require.Equal(t, int64(1), encodes(), "and none for the next 32")
	flood("/api/markets?address=" + h.env.Accounts[0].Address.Hex())
	require.Equal(t, int64(2), counting.readerCalls.Load())
	require.Equal(t, int64(2), encodes(), "the account's snapshot: one more")

	h.setPrice(1, "98000") // a new block
	flood("/api/markets")
	require.Equal(t, int64(3), counting.readerCalls.Load())
	require.Equal(t, int64(3), encodes(), "a new block: one more")
	require.Contains(t, string(h.markets().Body), `"price":"98000"`)
	require.Equal(t, int64(3), encodes())
}

// The domain's exact values are written as exact decimals of their fixed point; percentages
// at 4 decimals, the long/short sides as the domain rounded them (internal/service/market's
// TestFiguresAreExactValues reads these same figures).
func TestMarketViewFormatsExactDecimals(t *testing.T) {
	e30 := func(s string) *big.Int { v, _ := new(big.Int).SetString(s, 10); return v }
	m := market.Market{
		AssetID: big.NewInt(2), Pair: "ETH/USD", Price: e30("3412250000000000000000000000000000"),
		FundingRate: big.NewInt(12_500_000_000_000), BorrowRateForLong: big.NewInt(1), BorrowRateForShort: big.NewInt(0),
		LongOpenInterest: e30("1000000000000000000000000000000000"), ShortOpenInterest: e30("2000000000000000000000000000000000"),
		MaxLongOpenInterest: e30("5000000000000000000000000000000000000"), MaxShortOpenInterest: e30("5000000000000000000000000000000000000"),
		LongTradingFee: big.NewInt(80), ShortTradingFee: big.NewInt(80), Utilization: big.NewInt(428_571),
		LongShortRatio:     market.LongShortRatio{LongPercentage: big.NewInt(333_333), ShortPercentage: big.NewInt(666_667)},
		AvailableLiquidity: market.LiquidityBySide{Long: big.NewInt(0), Short: big.NewInt(0)},
		PriceUpdatedAt:     1_700_000_000, PriceFresh: true, MaxLeverage: big.NewInt(10_000_000), MinCollateral: e30("10000000000000000000000000000000"),
	}
	got := marketViewOf(&m)
	require.Equal(t, "2", got.AssetID)
	require.Equal(t, "ETH/USD", got.Pair)
	require.Equal(t, "3412.25", got.Price)
	require.Equal(t, "3412.25", got.PriceExact)
	require.Equal(t, json.Number("0.0000125"), got.FundingRate)
	require.Equal(t, json.Number("0.000000000000000001"), got.BorrowRateForLong)
	require.Equal(t, json.Number("0"), got.BorrowRateForShort)
	require.Equal(t, json.Number("1000"), got.LongOpenInterest)
	require.Equal(t, json.Number("2000"), got.ShortOpenInterest)
	require.Equal(t, json.Number("5000000"), got.MaxLongOpenInterest)
	require.Equal(t, json.Number("0.0008"), got.LongTradingFee)
	require.Equal(t, json.Number("100"), got.MaxLeverage)
	require.Equal(t, json.Number("10"), got.MinCollateral)
	require.Equal(t, json.Number("42.8571"), got.Utilization, "3000 of 7000, rounded down")
	require.Equal(t, json.Number("33.3333"), got.LongShortRatio.LongPercentage)
	require.Equal(t, json.Number("66.6667"), got.LongShortRatio.ShortPercentage, "100 minus the long side")
	require.Equal(t, json.Number("0"), got.AvailableLiquidity.Long)
	require.Equal(t, uint64(1_700_000_000), got.PriceUpdatedAt)
	require.True(t, got.PriceFresh)

	// the display price keeps platform.PriceDisplayDigits significant digits, the exact one all
	m.Price = fixedpoint.MustParse("3412.123456789", platform.PriceDecimals)
	got = marketViewOf(&m)
	require.Equal(t, "3412.123457", got.Price)
	require.Equal(t, "3412.123456789", got.PriceExact)

	zero := new(big.Int)
	empty := marketViewOf(&market.Market{AssetID: big.NewInt(1), Price: zero, FundingRate: zero, BorrowRateForLong: zero,
		BorrowRateForShort: zero, LongOpenInterest: zero, ShortOpenInterest: zero, MaxLongOpenInterest: zero,
		MaxShortOpenInterest: zero, LongTradingFee: zero, ShortTradingFee: zero, Utilization: zero,
		LongShortRatio:     market.LongShortRatio{LongPercentage: zero, ShortPercentage: zero},
		AvailableLiquidity: market.LiquidityBySide{Long: zero, Short: zero}, MaxLeverage: zero, MinCollateral: zero})
	require.Equal(t, json.Number("0"), empty.Utilization, "no pool: 0")
	require.Equal(t, json.Number("0"), empty.LongShortRatio.ShortPercentage)
	require.Equal(t, "0", empty.Price)
}

// An account is written with its EIP-55 address, its margin in USD, its referral code in hex
// only when it has one (omitted otherwise), the discount as a decimal and the ids as strings,
// an empty list as [] (never null).
func TestAccountViewOf(t *testing.T) {
	require.Nil(t, accountViewOf(nil))
	addr := common.HexToAddress("0x52908400098527886e0f7030069857d2e4169ee7")
	a := &market.Account{Address: addr, MarginBalance: fixedpoint.MustParse("99747.496", platform.PriceDecimals),
		FeeDiscount: new(big.Int), PositionCount: 0}
	b, err := encodeJSON(accountViewOf(a))
	require.NoError(t, err)
	require.Equal(t, `{"address":"0x52908400098527886E0F7030069857D2E4169EE7","marginBalance":"99747.496","feeDiscount":0,"positionIds":[],"positionCount":0}`, string(b))

	a.ReferralCode = [32]byte{0: 0xab, 31: 0x01}
	a.FeeDiscount = big.NewInt(5000) // 5%
	a.PositionIDs = []*big.Int{big.NewInt(1), new(big.Int).Lsh(big.NewInt(1), 70)}
	a.PositionCount = 250
	b, err = encodeJSON(accountViewOf(a))
	require.NoError(t, err)
	require.Equal(t, `{"address":"0x52908400098527886E0F7030069857D2E4169EE7","marginBalance":"99747.496",`+
		`"referralCode":"0xab00000000000000000000000000000000000000000000000000000000000001","feeDiscount":0.05,`+
		`"positionIds":["1","1180591620717411303424"],"positionCount":250}`, string(b))
}
