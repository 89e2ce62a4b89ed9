// Package history reads an account's trades from the event index (internal/index/eventdb): every fill
// of its positions, newest first, with the figures the Vault's events carry, exact as they
// are, in pages whose size is bounded and whose reads are index lookups (never a log scan).
package history

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/platform"
)

// Trade kinds.
const (
	KindOpen         = "open"
	KindPartialClose = "partialClose"
	KindClose        = "close"
	KindLiquidation  = "liquidation"
)

// Page bounds.
const (
	DefaultLimit = 50
	MaxLimit     = 100
)

// Fees are a trade's fees, USD as exact decimal text; "" where the trade has none of the kind.
type Fees struct {
	Opening     string // an open's
	Closing     string // a decrease's
	Borrow      string // settled with the trade (FeesSettled in its transaction)
	Funding     string // likewise; negative when the position received funding
	Liquidation string // the liquidator's fee
}

// Trade is one fill of a position: an open (PositionIncreased), a partial close or a close
// (PositionDecreased; a close when PositionClosed follows in its transaction), or a
// liquidation (PositionLiquidated). Amounts and prices are USD as exact decimal text.
type Trade struct {
	ID          uint64 // the account's event id of the fill: the cursor of the next page
	Kind        string
	PositionID  string
	Pair        string // the market's id, from the position's order ("" if it is not recorded)
	IsLong      *bool  // likewise
	Price       string
	Size        string // opened or closed ("" for a liquidation)
	Collateral  string // an open's
	RealizedPnL string // a decrease's
	NetValue    string // a liquidation's, at its price
	Payout      string // what went to the owner's margin wallet (decrease, liquidation)
	Fees        Fees
	TxHash      common.Hash
	Block       uint64
	Timestamp   uint64
}

// Page is one page of trades, newest first; Next is the cursor of the next (0: none).
type Page struct {
	Trades []Trade
	Next   uint64
}

var fills = []string{string(platform.KindPositionIncreased), string(platform.KindPositionDecreased), string(platform.KindPositionLiquidated)}

// Index is the event index as the history reads it (internal/index/eventdb.DB).
type Index interface {
	Newest(ctx context.Context, account common.Address, kinds []string, before uint64, limit int) ([]eventdb.Event, error)
	InTransactions(ctx context.Context, account common.Address, txs []common.Hash, kinds []string) ([]eventdb.Event, error)
	OfPositions(ctx context.Context, positions []string, kind string) ([]eventdb.Event, error)
	Cursor(ctx context.Context, chainID uint64) (*eventdb.Block, error)
	CountLive(ctx context.Context, account common.Address, kind string) (uint64, error)
}

// Config is what a Reader reads: the index, and the chain it follows.
type Config struct {
	Index   Index
	ChainID uint64 // the chain the index follows: its cursor is the block an answer is as of
}

// Reader reads trades and ended positions from the event index of one chain.
type Reader struct {
	db      Index
	chainID uint64
}

// New is the reader of cfg's index.
func New(cfg Config) *Reader {
	return &Reader{db: cfg.Index, chainID: cfg.ChainID}
}

// Trades is the account's page of trades before the cursor (0: from the newest), at most limit
// (DefaultLimit when 0, MaxLimit at most). It asks the index three questions, whatever the
// account's history: the fills, the events of their transactions, the positions' orders.
func (r *Reader) Trades(ctx context.Context, account common.Address, cursor uint64, limit int) (Page, error) {
	db := r.db
	if limit <= 0 {
		limit = DefaultLimit
	}
	limit = min(limit, MaxLimit)
	evs, err := db.Newest(ctx, account, fills, cursor, limit+1)
	if err != nil {
		return Page{}, err
	}
	var page Page
	if len(evs) > limit {
		evs = evs[:limit]
		page.Next = evs[limit-1].AccountSeq
	}
	if len(evs) == 0 {
		return page, nil
	}
	var txs []common.Hash
	var positions []string
	seenTx, seenPos := map[common.Hash]bool{}, map[string]bool{}
	for _, e := range evs {
		if !seenTx[e.TxHash] {
			seenTx[e.TxHash] = true
			txs = append(txs, e.TxHash)
		}
		if !seenPos[e.PositionID] {
			seenPos[e.PositionID] = true
			positions = append(positions, e.PositionID)
		}
	}
	related, err := db.InTransactions(ctx, account, txs, []string{string(platform.KindFeesSettled), string(platform.KindPositionClosed)})
	if err != nil {
		return Page{}, err
	}
	orders, err := db.OfPositions(ctx, positions, string(platform.KindOrderCreated))
	if err != nil {
		return Page{}, err
	}
	type key struct {
		tx  common.Hash
		pos string
	}
	settled, closed := map[key]platform.Args{}, map[key]bool{}
	for _, e := range related {
		k := key{e.TxHash, e.PositionID}
		switch platform.EventKind(e.Kind) {
		case platform.KindFeesSettled:
			f, err := decode(e)
			if err != nil {
				return Page{}, err
			}
			settled[k] = f
		case platform.KindPositionClosed:
			closed[k] = true
		}
	}
	order := map[string]platform.Args{}
	for _, e := range orders {
		f, err := decode(e)
		if err != nil {
			return Page{}, err
		}
		order[e.PositionID] = f
	}
	for _, e := range evs {
		f, err := decode(e)
		if err != nil {
			return Page{}, err
		}
		t := Trade{ID: e.AccountSeq, PositionID: e.PositionID, Price: f.Text("price"), TxHash: e.TxHash, Block: e.Block, Timestamp: e.BlockTime}
		switch platform.EventKind(e.Kind) {
		case platform.KindPositionIncreased:
			t.Kind, t.Size, t.Collateral, t.Fees.Opening = KindOpen, f.Text("size"), f.Text("collateral"), f.Text("fee")
		case platform.KindPositionDecreased:
			t.Kind = KindPartialClose
			if closed[key{e.TxHash, e.PositionID}] {
				t.Kind = KindClose
			}
			t.Size, t.RealizedPnL, t.Fees.Closing, t.Payout = f.Text("sizeDelta"), f.Text("realisedPnl"), f.Text("fee"), f.Text("payout")
		case platform.KindPositionLiquidated:
			t.Kind, t.NetValue, t.Fees.Liquidation, t.Payout = KindLiquidation, f.Text("netValue"), f.Text("fee"), f.Text("toOwner")
		}
		if s, ok := settled[key{e.TxHash, e.PositionID}]; ok {
			t.Fees.Borrow, t.Fees.Funding = s.Text("borrowFee"), s.Text("fundingFee")
		}
		if o, ok := order[e.PositionID]; ok {
			t.Pair = o.Text("tokenId")
			if long, ok := o.Bool("isLong"); ok {
				t.IsLong = &long
			}
		}
		page.Trades = append(page.Trades, t)
	}
	return page, nil
}

// Ended is a position the index saw end: closed, cancelled or liquidated. Its order's figures
// are the ones its OrderCreated carried (empty when that is not recorded).
type Ended struct {
	ID         uint64 // the account's event id of the end: the cursor of the next page
	PositionID string
	Status     string
	Pair       string
	IsLong     *bool
	OrderType  string
	Size       string // the order's, USD
	Collateral string // likewise
	Reason     string // cancelled: why, in words, with the prices
	TxHash     common.Hash
	Block      uint64
	Timestamp  uint64
}

// EndedPage is one page of ended positions, newest first; Next is the cursor of the next page
// (0: none). Total counts the account's positions of the status; Block is the last block the
// index had recorded (nil before its first).
type EndedPage struct {
	Positions []Ended
	Next      uint64
	Total     uint64
	Block     *eventdb.Block
}

// IsEnded tells whether status is one Ended lists.
func IsEnded(status string) bool {
	_, ok := platform.EndingOf(platform.PositionStatus(status))
	return ok
}

// Ended is the account's page of positions that ended with the status (closed, cancelled or
// liquidated), newest first, before the cursor (0: from the newest), at most limit
// (DefaultLimit when 0, MaxLimit at most): four index reads, whatever the account's history.
func (r *Reader) Ended(ctx context.Context, account common.Address, status string, cursor uint64, limit int) (EndedPage, error) {
	ending, ok := platform.EndingOf(platform.PositionStatus(status))
	kind := string(ending)
	if !ok {
		return EndedPage{}, fmt.Errorf("history: %q is not a status a position ends with", status)
	}
	if limit <= 0 {
		limit = DefaultLimit
	}
	limit = min(limit, MaxLimit)
	var page EndedPage
	var err error
	// the cursor first: every event counted and listed is at or below it
	if page.Block, err = r.db.Cursor(ctx, r.chainID); err != nil {
		return EndedPage{}, err
	}
	if page.Total, err = r.db.CountLive(ctx, account, kind); err != nil {
		return EndedPage{}, err
	}
	evs, err := r.db.Newest(ctx, account, []string{kind}, cursor, limit+1)
	if err != nil {
		return EndedPage{}, err
	}
	if len(evs) > limit {
		evs = evs[:limit]
		page.Next = evs[limit-1].AccountSeq
	}
	positions := make([]string, len(evs))
	for i, e := range evs {
		positions[i] = e.PositionID
	}
	orders, err := r.db.OfPositions(ctx, positions, string(platform.KindOrderCreated))
	if err != nil {
		return EndedPage{}, err
	}
	order := map[string]platform.Args{}
	for _, e := range orders {
		if order[e.PositionID], err = decode(e); err != nil {
			return EndedPage{}, err
		}
	}
	for _, e := range evs {
		end := Ended{ID: e.AccountSeq, PositionID: e.PositionID, Status: status, TxHash: e.TxHash, Block: e.Block, Timestamp: e.BlockTime}
		o, known := order[e.PositionID]
		if known {
			end.Pair, end.OrderType, end.Size, end.Collateral = o.Text("tokenId"), o.Text("orderType"), o.Text("size"), o.Text("collateral")
			if long, ok := o.Bool("isLong"); ok {
				end.IsLong = &long
			}
		}
		if ending == platform.KindOrderCanceled {
			f, err := decode(e)
			if err != nil {
				return EndedPage{}, err
			}
			end.Reason = platform.CancelReason(o, f)
		}
		page.Positions = append(page.Positions, end)
	}
	return page, nil
}

// decode is a recorded event's figures (its payload, platform.DecodeArgs).
func decode(e eventdb.Event) (platform.Args, error) {
	f, err := platform.DecodeArgs(platform.EventKind(e.Kind), e.Payload)
	if err != nil {
		return nil, fmt.Errorf("history: the payload of event %d: %w", e.Seq, err)
	}
	return f, nil
}
