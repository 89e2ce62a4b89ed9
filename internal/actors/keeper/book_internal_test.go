package keeper

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
)

func usdOf(text string) *big.Int { return fixedpoint.MustParse(text, platform.PriceDecimals) }

// entry is a book entry of market 1 with every price zero but those set.
func entry(id int64, long bool) reader.ReaderBookEntry {
	z := func() *big.Int { return new(big.Int) }
	return reader.ReaderBookEntry{PosId: big.NewInt(id), TokenId: big.NewInt(1), IsLong: long, LimitPrice: z(), StopPrice: z(),
		ExpiresAt: z(), LiquidationPrice: z(), TakeProfit: z(), StopLoss: z()}
}

// The candidates a price makes, rule by rule, as the Vault's own checks would find them due,
// erring only towards asking the chain: every id here on the due side is a candidate, and none
// on the other is.
func TestCandidates(t *testing.T) {
	pending := func(id int64, long bool, typ uint8, limit, stop string) reader.ReaderBookEntry {
		e := entry(id, long)
		e.Pending, e.OrderType = true, typ
		if limit != "" {
			e.LimitPrice = usdOf(limit)
		}
		if stop != "" {
			e.StopPrice = usdOf(stop)
		}
		return e
	}
	open := func(id int64, long bool, liq, tp, sl string) reader.ReaderBookEntry {
		e := entry(id, long)
		e.Open, e.LiquidationPrice = true, usdOf(liq)
		if tp != "" {
			e.TakeProfit = usdOf(tp)
		}
		if sl != "" {
			e.StopLoss = usdOf(sl)
		}
		return e
	}
	expiring := pending(15, true, orderLimit, "90", "")
	expiring.ExpiresAt = big.NewInt(1_000)
	decreasing := open(16, true, "50", "", "")
	decreasing.DecreasePending = true
	entries := []reader.ReaderBookEntry{
		pending(1, true, orderMarket, "", ""),          // a market order: always
		pending(2, true, orderLimit, "101", ""),        // long limit at or above the price: due
		pending(3, true, orderLimit, "99", ""),         // long limit below: not
		pending(4, false, orderLimit, "99", ""),        // short limit at or below: due
		pending(5, true, orderStop, "", "99"),          // long stop at or below the price: due
		pending(6, true, orderStop, "", "101"),         // not
		pending(7, false, orderStop, "", "101"),        // short stop at or above: due
		pending(8, true, orderStopLimit, "90", "101"),  // neither its stop nor its limit: not
		pending(9, true, orderStopLimit, "101", "120"), // its limit (its stop may have fired): due
		open(10, true, "50", "100", ""),                // long take-profit reached: due
		open(11, true, "50", "", "100"),                // long stop-loss reached: due
		open(12, false, "150", "", "101"),              // short stop-loss not reached: not
		open(13, true, "96", "", ""),                   // long within 5% of its liquidation price: liq
		open(14, false, "104", "", ""),                 // short within 5%: liq
		expiring,                                       // past its good-til-time: due
		decreasing,                                     // a pending decrease: due
		open(17, true, "0", "", ""),                    // a long liquidatable at no price: not
		open(18, false, "0", "", ""),                   // a short liquidatable at every price: liq
		open(19, true, "90", "", ""),                   // a long more than 5% above: not
		open(20, false, "110", "", ""),                 // a short more than 5% below: not
	}
	b := &book{cfg: BookConfig{}.withDefaults(), entries: map[string]reader.ReaderBookEntry{}, readAt: map[string]uint64{}}
	for _, e := range entries {
		b.put(e)
	}
	ids := func(xs []*big.Int) []int64 {
		out := make([]int64, 0, len(xs))
		for _, x := range xs {
			out = append(out, x.Int64())
		}
		return out
	}
	price := map[uint64]market{1: {price: usdOf("100"), enabled: true}}
	exec, liq := b.candidates(price, 1_000)
	require.Equal(t, []int64{1, 2, 4, 5, 7, 9, 10, 11, 15, 16}, ids(exec))
	require.Equal(t, []int64{13, 14, 18}, ids(liq))

	// before the good-til-time, the limit below the price is not due
	exec, _ = b.candidates(price, 999)
	require.NotContains(t, ids(exec), int64(15))

	// a disabled market: every pending order is due (the Vault cancels them), nothing else new
	exec, _ = b.candidates(map[uint64]market{1: {price: usdOf("100"), enabled: false}}, 999)
	require.Equal(t, []int64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 15, 16}, ids(exec))

	// no price: only what time makes due (an expiry, a decrease's lifetime)
	exec, liq = b.candidates(map[uint64]market{}, 1_000)
	require.Equal(t, []int64{15, 16}, ids(exec))
	require.Empty(t, liq)

	// an entry read again as neither pending nor open leaves the book
	gone := entry(2, true)
	b.put(gone)
	exec, _ = b.candidates(price, 999)
	require.NotContains(t, ids(exec), int64(2))
	require.Len(t, b.entries, len(entries)-1)

	// the rotation: at most Refresh open positions, those read longest ago first, none of those
	// skipped (read this round for an event)
	b.rounds, b.cfg.Refresh = 5, 8
	b.put(open(10, true, "50", "100", "")) // read again in round 5
	stale := b.stale(map[string]*big.Int{"11": big.NewInt(11)})
	require.Equal(t, []int64{12, 13, 14, 16, 17, 18, 19, 20}, ids(stale))
}
