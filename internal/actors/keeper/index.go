package keeper

import (
	"container/heap"
	"math"
	"math/big"
	"slices"

	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
)

// The book's index finds the candidates of a round without visiting every entry: each entry is
// filed under the prices at which it may become due, per market, in buckets of the logarithm of
// the price (bucketRatio apart), on one of two sides: "below" (due once the price is at or below
// the level: a long limit, a short stop, a long's stop-loss, a long near its liquidation price)
// and "above" (the mirror). A round visits only the buckets on the due side of each market's
// price, one bucket beyond for the rounding of the logarithm, and checks each id found with the
// exact rules (orderDue, triggerDue, nearLiquidation): the index only narrows. What no price
// decides is filed apart: market orders and pending decreases (always candidates), a short whose
// liquidation price is 0 (always near it), expiries (a heap by time), and each market's pending
// orders (all candidates while the market is disabled).

// bucketRatio is the ratio of two neighbouring buckets' prices: 1 + 1/1024.
var bucketLog = math.Log1p(1.0 / 1024)

// bucket is the bucket of a price (1e30 = 1 USD); price > 0.
func bucket(price *big.Int) int64 {
	f, _ := new(big.Float).SetInt(price).Float64()
	return int64(math.Floor(math.Log(f) / bucketLog))
}

// levels are one side of a market: the buckets in use, in increasing order, and the ids filed
// in each.
type levels struct {
	keys []int64
	ids  map[int64]map[string]struct{}
}

func (l *levels) add(key int64, id string) {
	if l.ids == nil {
		l.ids = map[int64]map[string]struct{}{}
	}
	set, ok := l.ids[key]
	if !ok {
		set = map[string]struct{}{}
		l.ids[key] = set
		i, _ := slices.BinarySearch(l.keys, key)
		l.keys = slices.Insert(l.keys, i, key)
	}
	set[id] = struct{}{}
}

func (l *levels) remove(key int64, id string) {
	set := l.ids[key]
	delete(set, id)
	if len(set) == 0 && set != nil {
		delete(l.ids, key)
		if i, found := slices.BinarySearch(l.keys, key); found {
			l.keys = slices.Delete(l.keys, i, i+1)
		}
	}
}

// from visits the ids of the buckets at or above key (up: true) or at or below it.
func (l *levels) from(key int64, up bool, visit func(id string)) {
	i, _ := slices.BinarySearch(l.keys, key)
	if up {
		for _, k := range l.keys[i:] {
			for id := range l.ids[k] {
				visit(id)
			}
		}
		return
	}
	if i < len(l.keys) && l.keys[i] == key {
		i++
	}
	for _, k := range l.keys[:i] {
		for id := range l.ids[k] {
			visit(id)
		}
	}
}

// marketIndex is one market's part of the index.
type marketIndex struct {
	below, above levels
	pending      map[string]struct{}
}

// slot is where an id is filed, to take it out again.
type slot struct {
	market uint64
	side   int8 // sideBelow, sideAbove, sideAlways, sidePending
	key    int64
}

const (
	sideBelow int8 = iota
	sideAbove
	sideAlways
	sidePending
)

// expiry is a pending order's expiry in the heap.
type expiry struct {
	at uint64
	id string
}

type expiries []expiry

func (h expiries) Len() int           { return len(h) }
func (h expiries) Less(i, j int) bool { return h[i].at < h[j].at }
func (h expiries) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *expiries) Push(x any)        { *h = append(*h, x.(expiry)) }
func (h *expiries) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// index is the book's index (see above).
type index struct {
	markets  map[uint64]*marketIndex
	always   map[string]struct{}
	filed    map[string][]slot
	expiries expiries
	bandBP   int64
}

func newIndex(bandBP int64) *index {
	return &index{markets: map[uint64]*marketIndex{}, always: map[string]struct{}{}, filed: map[string][]slot{}, bandBP: bandBP}
}

func (x *index) market(id uint64) *marketIndex {
	m, ok := x.markets[id]
	if !ok {
		m = &marketIndex{pending: map[string]struct{}{}}
		x.markets[id] = m
	}
	return m
}

// file files e (pending or open) under its levels.
func (x *index) file(e reader.ReaderBookEntry) {
	id, market := e.PosId.String(), e.TokenId.Uint64()
	m := x.market(market)
	var slots []slot
	at := func(side int8, price *big.Int) {
		if price == nil || price.Sign() <= 0 {
			return
		}
		k := bucket(price)
		if side == sideBelow {
			m.below.add(k, id)
		} else {
			m.above.add(k, id)
		}
		slots = append(slots, slot{market, side, k})
	}
	always := func() {
		x.always[id] = struct{}{}
		slots = append(slots, slot{market, sideAlways, 0})
	}
	// a long is due below a level that is the short's above
	down, up := sideBelow, sideAbove
	if !e.IsLong {
		down, up = sideAbove, sideBelow
	}
	switch {
	case e.Pending:
		m.pending[id] = struct{}{}
		slots = append(slots, slot{market, sidePending, 0})
		if e.ExpiresAt.Sign() > 0 && e.ExpiresAt.IsUint64() {
			heap.Push(&x.expiries, expiry{e.ExpiresAt.Uint64(), id})
		}
		switch e.OrderType {
		case orderMarket:
			always()
		case orderLimit:
			at(down, e.LimitPrice)
		case orderStop:
			at(up, e.StopPrice)
		default:
			at(up, e.StopPrice)
			at(down, e.LimitPrice)
		}
	case e.Open:
		if e.DecreasePending {
			always()
		}
		at(up, e.TakeProfit)
		at(down, e.StopLoss)
		switch l := e.LiquidationPrice; {
		case l.Sign() == 0 && !e.IsLong:
			always()
		case l.Sign() > 0 && e.IsLong:
			at(sideBelow, new(big.Int).Div(new(big.Int).Mul(l, big.NewInt(10_000+x.bandBP)), big.NewInt(10_000)))
		case l.Sign() > 0:
			at(sideAbove, new(big.Int).Div(new(big.Int).Mul(l, big.NewInt(max(10_000-x.bandBP, 0))), big.NewInt(10_000)))
		}
	}
	x.filed[id] = slots
}

// unfile takes id out of the index (its expiry leaves the heap when it comes up).
func (x *index) unfile(id string) {
	for _, s := range x.filed[id] {
		m := x.markets[s.market]
		switch s.side {
		case sideBelow:
			m.below.remove(s.key, id)
		case sideAbove:
			m.above.remove(s.key, id)
		case sideAlways:
			delete(x.always, id)
		case sidePending:
			delete(m.pending, id)
		}
	}
	delete(x.filed, id)
}

// near are the ids the prices and the time may make due: a superset of the candidates, which
// the exact rules then decide. An expiry that came up stays in the heap while its order is in
// the book (alive tells), for the next rounds.
func (x *index) near(markets map[uint64]market, now uint64, alive func(id string, expiresAt uint64) bool) map[string]struct{} {
	out := map[string]struct{}{}
	add := func(id string) { out[id] = struct{}{} }
	for id := range x.always {
		add(id)
	}
	for id, m := range x.markets {
		mk, ok := markets[id]
		if !ok || mk.price == nil || mk.price.Sign() <= 0 {
			continue
		}
		if !mk.enabled {
			for pid := range m.pending {
				add(pid)
			}
		}
		k := bucket(mk.price)
		m.below.from(k-1, true, add)  // levels at or above the price: due below them
		m.above.from(k+1, false, add) // levels at or below it: due above them
	}
	var keep []expiry
	for len(x.expiries) > 0 && x.expiries[0].at <= now {
		e := heap.Pop(&x.expiries).(expiry)
		if alive(e.id, e.at) {
			add(e.id)
			keep = append(keep, e)
		}
	}
	for _, e := range keep {
		heap.Push(&x.expiries, e)
	}
	return out
}
