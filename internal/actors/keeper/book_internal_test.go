package keeper

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
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
	b := newBook(nil, BookConfig{})
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
	// the next round goes on where this one stopped: every open position comes up in turn
	next := b.stale(nil)
	require.Equal(t, []int64{10, 11}, ids(next)[:2])
	var opened []int64
	for _, e := range b.entries {
		if e.Open {
			opened = append(opened, e.PosId.Int64())
		}
	}
	require.Subset(t, append(ids(stale), ids(next)...), opened)
}

// bigBook is a book of n parked long limit orders at 1,500 and n open longs liquidated at 1,700,
// all read in round 1, at a price of 3,000.
func bigBook(n int) (*book, map[uint64]market) {
	b := newBook(nil, BookConfig{})
	b.rounds = 1
	for i := range n {
		o := entry(int64(2*i+1), true)
		o.Pending, o.OrderType, o.LimitPrice = true, orderLimit, usdOf("1500")
		b.put(o)
		p := entry(int64(2*i+2), true)
		p.Open, p.LiquidationPrice = true, usdOf("1700")
		b.put(p)
	}
	b.rounds = 2
	return b, map[uint64]market{1: {price: usdOf("3000"), enabled: true}}
}

// The CPU a round spends in the book itself (candidates, the least recently read positions), by
// book size: go test -run '^$' -bench BenchmarkBookRoundCPU ./internal/actors/keeper/
func BenchmarkBookRoundCPU(b *testing.B) {
	for _, n := range []int{1_000, 100_000} {
		bk, markets := bigBook(n)
		b.Run(fmt.Sprintf("candidates/%d", n), func(b *testing.B) {
			for range b.N {
				exec, liq := bk.candidates(markets, 1)
				if len(exec)+len(liq) != 0 {
					b.Fatal("nothing is due")
				}
			}
		})
		b.Run(fmt.Sprintf("stale/%d", n), func(b *testing.B) {
			for range b.N {
				if len(bk.stale(nil)) != BookRefresh {
					b.Fatal("want Refresh positions")
				}
			}
		})
	}
}

// The index finds what a scan of every entry finds, for random books, prices and times: orders
// of every type on both sides, with and without expiries, positions with triggers, pending
// decreases and liquidation prices (0 too), some read again with new prices, some closed, on
// three markets, one disabled or unpriced at random. Prices are drawn close to the levels, where
// the logarithm's buckets round.
func TestIndexFindsWhatAScanFinds(t *testing.T) {
	rng := rand.New(rand.NewPCG(45, 2026))
	level := func() *big.Int { // 95.000 to 105.000, to the cent's hundredth
		return new(big.Int).Mul(big.NewInt(950_000+rng.Int64N(100_001)), new(big.Int).Exp(big.NewInt(10), big.NewInt(26), nil))
	}
	maybe := func() *big.Int {
		if rng.IntN(3) == 0 {
			return new(big.Int)
		}
		return level()
	}
	random := func(id int64) reader.ReaderBookEntry {
		e := entry(id, rng.IntN(2) == 0)
		e.TokenId = big.NewInt(1 + rng.Int64N(3))
		if rng.IntN(2) == 0 {
			e.Pending, e.OrderType = true, uint8(rng.IntN(4))
			e.LimitPrice, e.StopPrice = level(), level()
			if rng.IntN(3) == 0 {
				e.ExpiresAt = big.NewInt(900 + rng.Int64N(200))
			}
		} else {
			e.Open, e.TakeProfit, e.StopLoss, e.LiquidationPrice = true, maybe(), maybe(), maybe()
			e.DecreasePending = rng.IntN(10) == 0
		}
		return e
	}
	scan := func(b *book, markets map[uint64]market, now uint64) (exec, liq []int64) {
		exec, liq = []int64{}, []int64{}
		for _, e := range b.entries {
			m, priced := markets[e.TokenId.Uint64()]
			priced = priced && m.price != nil && m.price.Sign() > 0
			if e.Pending && orderDue(e, m, priced, now) || e.Open && (e.DecreasePending || priced && triggerDue(e, m.price)) {
				exec = append(exec, e.PosId.Int64())
			}
			if e.Open && priced && nearLiquidation(e, m.price, b.cfg.BandBP) {
				liq = append(liq, e.PosId.Int64())
			}
		}
		slices.Sort(exec)
		slices.Sort(liq)
		return exec, liq
	}
	asInts := func(xs []*big.Int) []int64 {
		out := []int64{}
		for _, x := range xs {
			out = append(out, x.Int64())
		}
		return out
	}
	for trial := range 200 {
		b := newBook(nil, BookConfig{})
		for id := range int64(60) {
			b.put(random(id + 1))
		}
		for range 30 { // read again: new prices, or gone
			id := 1 + rng.Int64N(60)
			if rng.IntN(4) == 0 {
				b.put(entry(id, true))
			} else {
				b.put(random(id))
			}
		}
		markets := map[uint64]market{}
		for m := range uint64(3) {
			switch rng.IntN(6) {
			case 0: // unpriced
			case 1:
				markets[m+1] = market{price: level(), enabled: false}
			default:
				markets[m+1] = market{price: level(), enabled: true}
			}
		}
		now := uint64(900 + rng.IntN(200))
		exec, liq := b.candidates(markets, now)
		wantExec, wantLiq := scan(b, markets, now)
		require.Equal(t, wantExec, append([]int64{}, asInts(exec)...), "trial %d: executions", trial)
		require.Equal(t, wantLiq, append([]int64{}, asInts(liq)...), "trial %d: liquidations", trial)
	}
}
