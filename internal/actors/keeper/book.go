package keeper

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/internal/platform"
)

// BookConfig tunes the keeper's book (Keeper.UseBook). The zero value takes the defaults.
type BookConfig struct {
	// Page is how many ids one read of the book takes (Reader.getBookPage when the book is built,
	// Reader.getBookEntries when ids are read again, Reader.executableOf and liquidatableOf when
	// candidates are confirmed): each read's gas is bounded by it (an open position's entry
	// computes its figures, tens of thousands of gas; a node's eth_call gas cap is commonly
	// 50 million). Default BookPage.
	Page int
	// LogRange is the most blocks one eth_getLogs asks for (providers cap the range). Default
	// BookLogRange.
	LogRange uint64
	// Overlap is how many blocks below the last one read each round reads again, so that an event
	// of a block a shallow reorg replaced is seen in its new block. Default BookOverlap.
	Overlap uint64
	// Refresh is how many open positions a round reads again, the least recently read first: their
	// liquidation price moves as borrow and funding fees accrue, with no event. Default
	// BookRefresh.
	Refresh int
	// Band is how close to its liquidation price (a fraction of it, 1e4 = 100%) a position's
	// price must come for the round to ask the Reader whether it is liquidatable. Default
	// BookBandBP.
	BandBP int64
	// ScanEvery is how many rounds apart the keeper also reads the whole work list the old way
	// (Reader.executableIds and liquidatableIds, page by page), the safety net that finds what the
	// book missed (a reorg deeper than Overlap, a missed log): counted in Result.ScanMissed, and
	// acted on. 0: the default, BookScanEvery; a negative value: never.
	ScanEvery int
	// Markets are the markets (token ids) this keeper serves; empty: all. Keepers that split the
	// markets between them, each with its own key, each keep the book of their own markets only
	// and leave the others' ids alone, the safety scan's too: a market no keeper serves is never
	// filled, and one two keepers serve has them race (the Vault acts once; the loser's batch
	// reverts and is retried one id at a time).
	Markets []uint64
}

// Defaults of BookConfig.
const (
	BookPage      = 100
	BookLogRange  = 2_000
	BookOverlap   = 12
	BookRefresh   = 64
	BookBandBP    = 500 // 5%
	BookScanEvery = 300
)

func (c BookConfig) withDefaults() BookConfig {
	if c.Page <= 0 {
		c.Page = BookPage
	}
	if c.LogRange == 0 {
		c.LogRange = BookLogRange
	}
	if c.Overlap == 0 {
		c.Overlap = BookOverlap
	}
	if c.Refresh <= 0 {
		c.Refresh = BookRefresh
	}
	if c.BandBP <= 0 {
		c.BandBP = BookBandBP
	}
	if c.ScanEvery == 0 {
		c.ScanEvery = BookScanEvery
	}
	return c
}

// growAfter is how many full log ranges in a row must be answered before a narrowed range is
// doubled back towards LogRange (the relayer's and the event index's rule).
const growAfter = 16

// LogSource is what the book follows the Vault's events with (an ethclient.Client is one).
type LogSource interface {
	ethereum.LogFilterer
	ethereum.BlockNumberReader
}

// book is the keeper's in-memory view of the Vault's work list: each pending order with its
// prices and expiry, each open position with its take-profit, stop-loss, pending decrease and
// liquidation price, built once from the Reader's pages and kept current from the Vault's
// position events (an event of an id has the Reader read that id again). A round asks the chain
// only about the ids the new prices and the time may make due (candidates), and the Vault's own
// checks decide: the book never acts on its own word.
type book struct {
	cfg     BookConfig
	logs    LogSource
	serves  map[uint64]bool // the markets of cfg.Markets; nil: all
	foreign map[string]bool // pending or open ids of the markets of other keepers, as last read
	built   bool
	next    uint64                            // the first block whose logs are not read yet
	entries map[string]reader.ReaderBookEntry // by id (decimal)
	readAt  map[string]uint64                 // the round each open position was last read in
	idx     *index                            // the entries by the prices that may make them due
	// rotation is the open positions in the order they were read, the least recently first, for
	// Refresh to read again: each read appends a turn; a turn an id's later read superseded, or
	// of an id no longer open, is dropped when it comes up
	rotation []turn
	again    map[string]*big.Int // ids the next round reads again (what a scan found the book missed)
	rounds   uint64
	// span is the blocks one eth_getLogs asks for: LogRange, halved at each refusal of a range of
	// more than one block (a provider's cap) and doubled back after growAfter full ranges in a row
	span, wins, narrowed uint64
}

// market is what a round knows of one market: its last pushed price, and whether it trades.
type market struct {
	price   *big.Int
	enabled bool
}

// build reads the whole work list from the Reader, page by page, and notes the block it stood at:
// the events from that block on are applied on top (reading an id again is harmless).
func (k *Keeper) build(ctx context.Context, b *book, read *ReadStats) error {
	head, err := b.logs.BlockNumber(ctx)
	if err != nil {
		return fmt.Errorf("book: head: %w", err)
	}
	b.reset()
	cursor := new(big.Int)
	for {
		out, err := k.call(ctx, k.rabi.PackGetBookPage(cursor, big.NewInt(int64(b.cfg.Page))), b.cfg.Page, read)
		if err != nil {
			return fmt.Errorf("book page from %s: %w", cursor, err)
		}
		page, err := k.rabi.UnpackGetBookPage(out)
		if err != nil {
			return fmt.Errorf("decode book page: %w", err)
		}
		for _, e := range page.Entries {
			b.put(e)
		}
		if page.Next.Sign() == 0 {
			break
		}
		cursor = page.Next
	}
	b.built, b.next = true, head+1
	return nil
}

// reset empties the book.
func (b *book) reset() {
	b.entries, b.readAt, b.foreign = map[string]reader.ReaderBookEntry{}, map[string]uint64{}, map[string]bool{}
	b.idx, b.rotation = newIndex(b.cfg.BandBP), nil
}

// newBook is an empty book that cfg tunes.
func newBook(logs LogSource, cfg BookConfig) *book {
	b := &book{cfg: cfg.withDefaults(), logs: logs}
	b.reset()
	if len(cfg.Markets) > 0 {
		b.serves = map[uint64]bool{}
		for _, m := range cfg.Markets {
			b.serves[m] = true
		}
	}
	return b
}

// ours tells whether the book serves market.
func (b *book) ours(market *big.Int) bool {
	return b.serves == nil || market.IsUint64() && b.serves[market.Uint64()]
}

func (b *book) put(e reader.ReaderBookEntry) {
	id := e.PosId.String()
	delete(b.foreign, id)
	b.idx.unfile(id)
	if (e.Pending || e.Open) && !b.ours(e.TokenId) {
		b.foreign[id] = true
		delete(b.entries, id)
		delete(b.readAt, id)
		return
	}
	if !e.Pending && !e.Open {
		delete(b.entries, id)
		delete(b.readAt, id)
		return
	}
	if prev, had := b.readAt[id]; e.Open && (!had || prev != b.rounds) {
		b.rotation = append(b.rotation, turn{id, b.rounds})
	}
	b.entries[id] = e
	b.readAt[id] = b.rounds
	b.idx.file(e)
}

// turn is an open position's place in the rotation: its id and the round it was read in.
type turn struct {
	id string
	at uint64
}

// follow reads the Vault's position events from the first block not read (less Overlap) to the
// head, in ranges of LogRange blocks, and returns the ids they name.
func (b *book) follow(ctx context.Context, vaultAddr common.Address) (map[string]*big.Int, error) {
	head, err := b.logs.BlockNumber(ctx)
	if err != nil {
		return nil, fmt.Errorf("book: head: %w", err)
	}
	from := b.next
	if from > b.cfg.Overlap {
		from -= b.cfg.Overlap
	}
	events := platform.PositionEvents()
	topics := make([]common.Hash, 0, len(events))
	for id := range events {
		topics = append(topics, id)
	}
	ids := map[string]*big.Int{}
	if b.span == 0 {
		b.span = b.cfg.LogRange
	}
	for start := from; start <= head; {
		end := min(start+b.span-1, head)
		logs, err := b.logs.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(start), ToBlock: new(big.Int).SetUint64(end),
			Addresses: []common.Address{vaultAddr}, Topics: [][]common.Hash{topics}})
		var answered rpc.Error
		if err != nil && end > start && errors.As(err, &answered) {
			// a provider's cap on the range (its error code varies): a narrower one, at once
			b.span, b.wins, b.narrowed = max(1, (end-start+1)/2), 0, b.narrowed+1
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("book: the Vault's logs of blocks %d-%d: %w", start, end, err)
		}
		for _, l := range logs {
			if len(l.Topics) > 1 {
				// another keeper's id too: a reorg may have given its id to an order of ours
				id := new(big.Int).SetBytes(l.Topics[1].Bytes())
				ids[id.String()] = id
			}
		}
		if b.span < b.cfg.LogRange && end-start+1 == b.span {
			if b.wins++; b.wins >= growAfter {
				b.span, b.wins = min(2*b.span, b.cfg.LogRange), 0
			}
		}
		start = end + 1
	}
	if head+1 > b.next {
		b.next = head + 1
	}
	return ids, nil
}

// stale are the open positions read longest ago, at most Refresh, those read this round left out:
// the front of the rotation, each turn moved to its back (reading the id again appends a newer
// one). Its cost is Refresh and the superseded turns it drops, not the size of the book.
func (b *book) stale(skip map[string]*big.Int) []*big.Int {
	out := make([]*big.Int, 0, b.cfg.Refresh)
	for seen, valid := 0, len(b.rotation); len(out) < b.cfg.Refresh && seen < valid && len(b.rotation) > 0; {
		t := b.rotation[0]
		b.rotation = b.rotation[1:]
		e, ok := b.entries[t.id]
		if !ok || !e.Open || b.readAt[t.id] != t.at {
			valid--
			continue
		}
		seen++
		b.rotation = append(b.rotation, t)
		if _, read := skip[t.id]; !read {
			out = append(out, e.PosId)
		}
	}
	return out
}

// candidates are the ids the prices and the time may make due, each list in id order: exec for
// Vault.execute (pending orders, take-profits, stop-losses, decreases), liq for
// Vault.liquidatePositions. A market without a price is left out but for expiries; a disabled
// market's pending orders are all candidates (the Vault cancels them).
func (b *book) candidates(markets map[uint64]market, now uint64) (exec, liq []*big.Int) {
	alive := func(id string, expiresAt uint64) bool {
		e, ok := b.entries[id]
		return ok && e.Pending && e.ExpiresAt.IsUint64() && e.ExpiresAt.Uint64() == expiresAt
	}
	for id := range b.idx.near(markets, now, alive) {
		e, ok := b.entries[id]
		if !ok {
			continue
		}
		m, priced := markets[e.TokenId.Uint64()]
		priced = priced && m.price != nil && m.price.Sign() > 0
		switch {
		case e.Pending:
			if orderDue(e, m, priced, now) {
				exec = append(exec, e.PosId)
			}
		case e.Open:
			if e.DecreasePending || priced && triggerDue(e, m.price) {
				exec = append(exec, e.PosId)
			}
			if priced && nearLiquidation(e, m.price, b.cfg.BandBP) {
				liq = append(liq, e.PosId)
			}
		}
	}
	byID := func(x, y *big.Int) int { return x.Cmp(y) }
	slices.SortFunc(exec, byID)
	slices.SortFunc(liq, byID)
	return exec, liq
}

// Order types of IVault.OrderType.
const (
	orderMarket uint8 = iota
	orderLimit
	orderStop
	orderStopLimit
)

func orderDue(e reader.ReaderBookEntry, m market, priced bool, now uint64) bool {
	if e.ExpiresAt.Sign() > 0 && e.ExpiresAt.Cmp(new(big.Int).SetUint64(now)) <= 0 {
		return true
	}
	if !priced {
		return false
	}
	if !m.enabled || e.OrderType == orderMarket {
		return true
	}
	p := m.price
	crossesLimit := e.IsLong && p.Cmp(e.LimitPrice) <= 0 || !e.IsLong && p.Cmp(e.LimitPrice) >= 0
	crossesStop := e.IsLong && p.Cmp(e.StopPrice) >= 0 || !e.IsLong && p.Cmp(e.StopPrice) <= 0
	switch e.OrderType {
	case orderLimit:
		return crossesLimit
	case orderStop:
		return crossesStop
	default:
		// a stop-limit's stop may have been triggered already (no event says so): either price
		return crossesStop || crossesLimit
	}
}

// triggerDue: a take-profit a long's price reached from below (a short's from above), or a
// stop-loss the other way.
func triggerDue(e reader.ReaderBookEntry, p *big.Int) bool {
	if e.TakeProfit.Sign() > 0 && (e.IsLong && p.Cmp(e.TakeProfit) >= 0 || !e.IsLong && p.Cmp(e.TakeProfit) <= 0) {
		return true
	}
	return e.StopLoss.Sign() > 0 && (e.IsLong && p.Cmp(e.StopLoss) <= 0 || !e.IsLong && p.Cmp(e.StopLoss) >= 0)
}

// nearLiquidation: the price within band (basis points of 1e4) of the position's liquidation
// price, or past it. A long whose liquidation price is 0 is liquidatable at no price (until fees
// move it, which the rotation reads); a short's 0 means at every price.
func nearLiquidation(e reader.ReaderBookEntry, p *big.Int, bandBP int64) bool {
	l := e.LiquidationPrice
	if l.Sign() == 0 {
		return !e.IsLong
	}
	if e.IsLong {
		// p <= l * (1 + band)
		return new(big.Int).Mul(p, big.NewInt(10_000)).Cmp(new(big.Int).Mul(l, big.NewInt(10_000+bandBP))) <= 0
	}
	// p >= l * (1 - band)
	return new(big.Int).Mul(p, big.NewInt(10_000)).Cmp(new(big.Int).Mul(l, big.NewInt(max(10_000-bandBP, 0)))) >= 0
}

// bookRound is Round with a book: the book built (first round) and brought up to the head's
// events, the ids those events name and the Refresh open positions read longest ago read again,
// the markets' prices read, then only the candidates they make confirmed by the Reader
// (executableOf; after the executions, liquidatableOf) and acted on, in the order and batches
// of a round without a book. Every ScanEvery rounds the whole list is read too, and what it
// finds due that the book did not make a candidate is acted on and reported (ScanMissed).
func (k *Keeper) bookRound(ctx context.Context) (Result, error) {
	var res Result
	b := k.book
	b.rounds++
	named, err := k.current(ctx, b, &res.Read)
	if err != nil {
		return res, err
	}
	for key, id := range b.again {
		named[key] = id
	}
	b.again = nil
	again := make([]*big.Int, 0, len(named))
	for _, id := range named {
		again = append(again, id)
	}
	slices.SortFunc(again, func(x, y *big.Int) int { return x.Cmp(y) })
	if err := k.reread(ctx, append(again, b.stale(named)...), &res.Read); err != nil {
		return res, err
	}
	markets, now, err := k.markets(ctx, &res.Read)
	if err != nil {
		return res, err
	}
	exec, liq := b.candidates(markets, now)
	res.BookSize, res.Candidates, res.LogRange, res.LogNarrowed = len(b.entries), len(exec)+len(liq), b.span, b.narrowed
	res.Scanned = b.cfg.ScanEvery > 0 && b.rounds%uint64(b.cfg.ScanEvery) == 0
	due, err := k.confirm(ctx, exec, k.rabi.PackExecutableOf, k.rabi.UnpackExecutableOf, &res.Read)
	if err != nil {
		return res, err
	}
	if res.Scanned {
		all, err := k.due(ctx, &res.Read)
		if err == nil {
			all, err = k.ourIDs(ctx, all, &res.Read)
		}
		if err != nil {
			return res, err
		}
		due = k.missed(&res, exec, due, all)
	}
	if res.Executed, err = k.batches(ctx, due[:min(len(due), MaxDuePerRound)], k.vabi.PackExecute, &res); err != nil {
		return res, err
	}
	liquidate, err := k.confirm(ctx, liq, k.rabi.PackLiquidatableOf, k.rabi.UnpackLiquidatableOf, &res.Read)
	if err != nil {
		return res, err
	}
	if res.Scanned {
		all, err := k.liquidatable(ctx, &res.Read)
		if err == nil {
			all, err = k.ourIDs(ctx, all, &res.Read)
		}
		if err != nil {
			return res, err
		}
		liquidate = k.missed(&res, liq, liquidate, all)
	}
	_, err = k.batches(ctx, liquidate[:min(len(liquidate), MaxDuePerRound)], k.vabi.PackLiquidatePositions, &res)
	return res, err
}

// current builds the book on the first round, and again when the chain's head went below the
// blocks already read (a reorg deeper than Overlap, a node reset to a snapshot); otherwise it
// follows the events since the last round and returns the ids they name.
func (k *Keeper) current(ctx context.Context, b *book, read *ReadStats) (map[string]*big.Int, error) {
	if b.built {
		head, err := b.logs.BlockNumber(ctx)
		if err != nil {
			return nil, fmt.Errorf("book: head: %w", err)
		}
		if head+1 < b.next {
			b.built = false
		}
	}
	if !b.built {
		if err := k.build(ctx, b, read); err != nil {
			return nil, err
		}
	}
	return b.follow(ctx, k.vault)
}

// ourIDs are the ids of the markets the book serves among ids (the whole list's read): those
// the book knows are of other keepers' markets are left out, and those it does not know at all
// are read first (a book that missed an id does not know its market either).
func (k *Keeper) ourIDs(ctx context.Context, ids []*big.Int, read *ReadStats) ([]*big.Int, error) {
	b := k.book
	if b.serves == nil {
		return ids, nil
	}
	var unknown []*big.Int
	for _, id := range ids {
		key := id.String()
		if _, known := b.entries[key]; !known && !b.foreign[key] {
			unknown = append(unknown, id)
		}
	}
	if err := k.reread(ctx, unknown, read); err != nil {
		return nil, err
	}
	out := ids[:0:0]
	for _, id := range ids {
		if !b.foreign[id.String()] {
			out = append(out, id)
		}
	}
	return out, nil
}

// missed adds to due the ids of all (the whole list's read) that are not among the candidates,
// recording them in res.ScanMissed, and has the next round read them again.
func (k *Keeper) missed(res *Result, candidates, due, all []*big.Int) []*big.Int {
	seen := map[string]bool{}
	for _, id := range candidates {
		seen[id.String()] = true
	}
	for _, id := range all {
		if !seen[id.String()] {
			res.ScanMissed = append(res.ScanMissed, id)
			due = append(due, id)
			if k.book.again == nil {
				k.book.again = map[string]*big.Int{}
			}
			k.book.again[id.String()] = id
		}
	}
	return due
}

// reread reads the entries of ids again, Page at a time, and puts them in the book (dropping
// those no longer pending or open).
func (k *Keeper) reread(ctx context.Context, ids []*big.Int, read *ReadStats) error {
	entries, err := readPaged(ctx, k, ids, "book entries", k.rabi.PackGetBookEntries, k.rabi.UnpackGetBookEntries, read)
	for _, e := range entries {
		k.book.put(e)
	}
	return err
}

// markets reads every market's last pushed price and whether it trades, and the block's time.
func (k *Keeper) markets(ctx context.Context, read *ReadStats) (map[uint64]market, uint64, error) {
	out, err := k.call(ctx, k.rabi.PackGetMarkets(common.Address{}), 0, read)
	if err != nil {
		return nil, 0, fmt.Errorf("markets: %w", err)
	}
	got, err := k.rabi.UnpackGetMarkets(out)
	if err != nil {
		return nil, 0, fmt.Errorf("decode markets: %w", err)
	}
	ms := make(map[uint64]market, len(got.Markets))
	for _, m := range got.Markets {
		ms[m.TokenId.Uint64()] = market{price: m.Price, enabled: m.Enabled}
	}
	return ms, got.Summary.Timestamp.Uint64(), nil
}

// confirm asks the Reader which of ids are due (executableOf or liquidatableOf), Page at a time.
func (k *Keeper) confirm(ctx context.Context, ids []*big.Int, pack func([]*big.Int) []byte, unpack func([]byte) ([]*big.Int, error),
	read *ReadStats) ([]*big.Int, error) {
	return readPaged(ctx, k, ids, "confirm candidates", pack, unpack, read)
}

// readPaged sends one Reader read of ids Page at a time and gathers what the reads answered,
// counting them in read.
func readPaged[T any](ctx context.Context, k *Keeper, ids []*big.Int, what string, pack func([]*big.Int) []byte,
	unpack func([]byte) ([]T, error), read *ReadStats) ([]T, error) {
	var got []T
	for start := 0; start < len(ids); start += k.book.cfg.Page {
		chunk := ids[start:min(start+k.book.cfg.Page, len(ids))]
		out, err := k.call(ctx, pack(chunk), len(chunk), read)
		if err != nil {
			return got, fmt.Errorf("%s: %w", what, err)
		}
		page, err := unpack(out)
		if err != nil {
			return got, fmt.Errorf("decode %s: %w", what, err)
		}
		got = append(got, page...)
	}
	return got, nil
}
