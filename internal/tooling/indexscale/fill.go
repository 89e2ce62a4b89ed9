// Package indexscale measures the event index at scale: how the reads the API answers from it
// (the first and the deepest page of an account's trades and events, a stream's resume, a client
// order's landing) cost as the index grows from thousands of events to a million, in SQLite and
// in PostgreSQL; how big the database grows per million events; and how fast the follower
// catches up with a chain.
//
// A chain with a million of the platform's events would take hours to make (a transaction each
// for an order, a fill, a close), so the index is filled the way the follower fills it, through
// its own write path (eventdb.Lease.Append), with the events a position's life makes (History):
// an order tagged with a client order id, its fill, a partial close, a close, each with its fee
// settlement, under many accounts, in blocks whose headers are a real chain's. A service started
// on that database, on that chain, follows on from the last of those blocks as it would from
// any cursor, and answers from the million events as from its own.
package indexscale

import (
	"context"
	"fmt"
	"io"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/simulate"
)

// EventsPerPosition is how many events History writes for each position: OrderCreated and
// ClientOrderTagged (the order), PositionIncreased and FeesSettled (its fill), PositionDecreased
// and FeesSettled (a partial close), PositionDecreased and PositionClosed (the close); three of
// them are trades.
const EventsPerPosition = 8

// TradesPerPosition is how many of a position's events are trades (GET /api/trades).
const TradesPerPosition = 3

// EventsPerBlock is how many events History puts in one block.
const EventsPerBlock = 200

// MaxEvents bounds History: ten million events.
const MaxEvents = 10_000_000

// PositionBase is the first position id History uses, far above any the chain's Vault gives.
const PositionBase = 1_000_000_000

// Filled is what History wrote, and what the reads of the measurement ask about.
type Filled struct {
	Events   int              // written
	Accounts []common.Address // the events' accounts, in turn; Accounts[0] is the probe
	Took     time.Duration
	Last     eventdb.Block // the last block written: the index's cursor
	// The probe account's history: its last event id (account_seq), the trades cursor whose
	// page holds its oldest Page fills, and its oldest client order id.
	ProbeEvents uint64
	DeepCursor  uint64
	DeepOrder   string
}

// Page is the page size of the measured reads.
const Page = 100

// Blocks reads the headers of blocks from to to of the chain (in batches of 100).
func Blocks(ctx context.Context, c simulate.BatchCaller, from, to uint64) ([]eventdb.Block, error) {
	type header struct {
		Number     hexutil.Uint64 `json:"number"`
		Hash       common.Hash    `json:"hash"`
		ParentHash common.Hash    `json:"parentHash"`
		Time       hexutil.Uint64 `json:"timestamp"`
	}
	var out []eventdb.Block
	for first := from; first <= to; first += 100 {
		last := min(to, first+99)
		hs := make([]*header, last-first+1)
		batch := make([]rpc.BatchElem, len(hs))
		for i := range hs {
			batch[i] = rpc.BatchElem{Method: "eth_getBlockByNumber", Args: []any{hexutil.EncodeUint64(first + uint64(i)), false}, Result: &hs[i]}
		}
		if err := c.BatchCallContext(ctx, batch); err != nil {
			return nil, fmt.Errorf("indexscale: headers %d to %d: %w", first, last, err)
		}
		for i, el := range batch {
			if el.Error != nil || hs[i] == nil {
				return nil, fmt.Errorf("indexscale: header %d: %v", first+uint64(i), el.Error)
			}
			h := hs[i]
			out = append(out, eventdb.Block{Number: uint64(h.Number), Hash: h.Hash, Parent: h.ParentHash, Time: uint64(h.Time)})
		}
	}
	return out, nil
}

// BlocksFor is how many blocks History needs for n events.
func BlocksFor(n int) int { return (n + EventsPerBlock - 1) / EventsPerBlock }

// Account is the i-th account of History's events.
func Account(i int) common.Address {
	return common.BytesToAddress(crypto.Keccak256([]byte(fmt.Sprintf("tradeprep indexscale account %d", i)))[12:])
}

// ClientOrderID is the client order id History tags position p's order with.
func ClientOrderID(p uint64) string { return fmt.Sprintf("scale-%d", p) }

// History writes n events (a multiple of EventsPerPosition, at most MaxEvents) of positions
// spread over accounts accounts in turn into db for chain chainID, in the blocks given
// (BlocksFor(n) of them, consecutive, the first the child of the index's cursor or the index
// empty for the chain), through the follower's write path, a batch of blocks at a time.
func History(ctx context.Context, db *eventdb.DB, chainID uint64, blocks []eventdb.Block, n, accounts int, log io.Writer) (*Filled, error) {
	switch {
	case n <= 0 || n%EventsPerPosition != 0 || n > MaxEvents:
		return nil, fmt.Errorf("indexscale: %d events: a positive multiple of %d, at most %d", n, EventsPerPosition, MaxEvents)
	case accounts <= 0 || accounts > n/EventsPerPosition:
		return nil, fmt.Errorf("indexscale: %d accounts for %d positions: at least 1, at most one a position", accounts, n/EventsPerPosition)
	case len(blocks) != BlocksFor(n):
		return nil, fmt.Errorf("indexscale: %d events take %d blocks, not %d", n, BlocksFor(n), len(blocks))
	}
	l, err := db.Lead(ctx, 100*time.Millisecond)
	if err != nil {
		return nil, err
	}
	defer l.Release()
	f := &Filled{}
	for i := range accounts {
		f.Accounts = append(f.Accounts, Account(i))
	}
	began := time.Now()
	gen := generator{chainID: chainID, accounts: f.Accounts}
	var probeFills []uint64
	const blocksPerAppend = 25 // 5,000 events: about what a follower's page of a busy chain holds
	for first := 0; first < len(blocks); first += blocksPerAppend {
		batch := blocks[first:min(len(blocks), first+blocksPerAppend)]
		var evs []eventdb.Event
		for _, b := range batch {
			for range min(EventsPerBlock, n-f.Events-len(evs)) {
				evs = append(evs, gen.next(b))
			}
		}
		recorded, err := l.Append(ctx, chainID, batch, evs)
		if err != nil {
			return nil, err
		}
		for _, e := range recorded {
			if e.Account == f.Accounts[0] {
				f.ProbeEvents = e.AccountSeq
				if isTrade(e.Kind) {
					probeFills = append(probeFills, e.AccountSeq)
				}
			}
		}
		f.Events += len(evs)
		f.Last = batch[len(batch)-1]
		if log != nil && (f.Events%100_000 < len(evs) || f.Events == n) {
			fmt.Fprintf(log, "indexscale: %d of %d events written (%.0f a second)\n", f.Events, n, float64(f.Events)/time.Since(began).Seconds())
		}
	}
	f.Took = time.Since(began)
	// the page before cursor c holds the fills with smaller ids: the oldest Page are before the
	// (Page+1)-th oldest
	if len(probeFills) > Page {
		f.DeepCursor = probeFills[Page]
	}
	f.DeepOrder = ClientOrderID(PositionBase)
	return f, nil
}

func isTrade(kind string) bool {
	switch platform.EventKind(kind) {
	case platform.KindPositionIncreased, platform.KindPositionDecreased, platform.KindPositionLiquidated:
		return true
	}
	return false
}

// generator makes the events of positions' lives, EventsPerPosition a position, in order.
type generator struct {
	chainID  uint64
	accounts []common.Address
	made     uint64 // events so far
}

// the events of one position, by its transactions: the order (the user's), the fill, the
// partial close and the close (the keeper's); two events each
var life = [EventsPerPosition]struct {
	kind    platform.EventKind
	payload string
}{
	{platform.KindOrderCreated, `{"tokenId":"2","isLong":true,"orderType":"market","size":"2505","collateral":"250.5","acceptablePrice":"3420","slippage":"50"}`},
	{platform.KindClientOrderTagged, ``},
	{platform.KindPositionIncreased, `{"price":"3401.25","size":"2505","collateral":"250.5","fee":"2.505"}`},
	{platform.KindFeesSettled, `{"borrowFee":"0","fundingFee":"0"}`},
	{platform.KindPositionDecreased, `{"price":"3455","sizeDelta":"1000","realisedPnl":"15.8","fee":"1","payout":"114.8"}`},
	{platform.KindFeesSettled, `{"borrowFee":"0.0412","fundingFee":"-0.0103"}`},
	{platform.KindPositionDecreased, `{"price":"3470.5","sizeDelta":"1505","realisedPnl":"30.76","fee":"1.505","payout":"180.2"}`},
	{platform.KindPositionClosed, `{}`},
}

func (g *generator) next(b eventdb.Block) eventdb.Event {
	step := g.made % EventsPerPosition
	p := g.made / EventsPerPosition
	g.made++
	pos := PositionBase + p
	account := g.accounts[p%uint64(len(g.accounts))]
	tx := crypto.Keccak256Hash(big.NewInt(int64(pos)).Bytes(), []byte{byte(step / 2)})
	e := eventdb.Event{ChainID: g.chainID, Block: b.Number, BlockHash: b.Hash, BlockTime: b.Time, TxHash: tx, LogIndex: step % 2,
		Account: account, Kind: string(life[step].kind), PositionID: fmt.Sprint(pos), Payload: life[step].payload}
	if step < 2 { // the user's call: the follower records it (follower.CallKinds)
		e.CallHash = crypto.Keccak256Hash(tx.Bytes(), []byte("call"))
	}
	if life[step].kind == platform.KindClientOrderTagged {
		id := platform.ClientOrderIDHash(ClientOrderID(pos))
		e.ClientOrderHash = id
		e.Payload = fmt.Sprintf(`{"idHash":"%s"}`, id.Hex())
	}
	return e
}
