// Package keeper executes what is due on the Vault at the oracle price: queued market orders,
// limit and stop orders whose price crossed, take-profit / stop-loss triggers and decreases;
// then it liquidates the positions whose net value fell below their maintenance margin.
// It asks the Reader which positions are due (and which are liquidatable) and sends them to
// Vault.execute (Vault.liquidatePositions) in batches.
package keeper

import (
	"context"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/chain/flight"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
)

// DefaultBatch is the most ids executed in one transaction.
const DefaultBatch = 50

// ScanPage is how many entries of the Vault's work list one Reader.executableIds call scans: the
// cost of one read is bounded by it, whatever the number of orders waiting (about 25k gas per
// entry, so a page stays far below a node's eth_call gas cap).
const ScanPage = 200

// MaxDuePerRound bounds the ids one round collects; what is left is found by the next round.
const MaxDuePerRound = 1000

// AccrualGas is the gas added per executed id on top of the estimate: a market's first
// accrual in a block writes its funding and two borrow indices (3 x 22,100 gas). The sender
// estimates in the context of the block after the head, where the accrual is seen; this covers
// nodes that refuse the block overrides and estimate on the head, where the accrual is skipped
// when the keeper's last execution accrued the market in the head block (an execution
// estimated at 215,563 gas there used 307,839 in the next block).
const AccrualGas = 70_000

// Keeper executes due work. It is safe for concurrent use; rounds do not overlap.
type Keeper struct {
	s      *sender.Sender
	vault  common.Address
	reader common.Address
	batch  int
	scan   int
	vabi   *vault.Vault
	rabi   *reader.Reader
	book   *book // nil: every round reads the whole work list (Due, Liquidatable)
	record bool  // keep each read's calldata in Result.Read.Data
	mu     sync.Mutex
}

// UseBook has the keeper keep a book of the work list (see book) and read only the ids the new
// prices and the time may make due, following the Vault's events through logs; every
// cfg.ScanEvery rounds it also reads the whole list, as without a book, and reports in
// Result.ScanMissed what the book missed. Call it before the first round.
func (k *Keeper) UseBook(logs LogSource, cfg BookConfig) {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.book = newBook(logs, cfg)
}

// New returns a keeper that sends from s, which must be a keeper in the platform's settings.
func New(s *sender.Sender, vaultAddr, readerAddr common.Address) *Keeper {
	return &Keeper{s: s, vault: vaultAddr, reader: readerAddr, batch: DefaultBatch, scan: ScanPage, vabi: vault.NewVault(), rabi: reader.NewReader()}
}

// SetScanPage sets how many work-list entries one Reader read scans (default ScanPage).
func (k *Keeper) SetScanPage(n int) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if n > 0 {
		k.scan = n
	}
}

// Due returns the ids on which Vault.execute would act now: it reads the Reader's due list page
// after page (each page a bounded scan of the work list) before anything is executed, so that
// executions do not reshuffle the list under the cursor. One order whose check reverts is
// skipped by the Reader, never fails the read.
func (k *Keeper) Due(ctx context.Context) ([]*big.Int, error) {
	return k.due(ctx, &ReadStats{})
}

func (k *Keeper) due(ctx context.Context, read *ReadStats) ([]*big.Int, error) {
	return k.pages(ctx, read, "executable", k.rabi.PackExecutableIds, func(out []byte) (idPage, error) {
		page, err := k.rabi.UnpackExecutableIds(out)
		return idPage{page.Ids, page.Next}, err
	})
}

// Liquidatable returns the ids Vault.liquidatePositions would liquidate now, read from
// Reader.liquidatableIds page after page like Due (each check in try/catch in the Reader, so one
// position whose check reverts cannot stall the keeper), at most MaxDuePerRound.
func (k *Keeper) Liquidatable(ctx context.Context) ([]*big.Int, error) {
	return k.liquidatable(ctx, &ReadStats{})
}

func (k *Keeper) liquidatable(ctx context.Context, read *ReadStats) ([]*big.Int, error) {
	return k.pages(ctx, read, "liquidatable", k.rabi.PackLiquidatableIds, func(out []byte) (idPage, error) {
		page, err := k.rabi.UnpackLiquidatableIds(out)
		return idPage{page.Ids, page.Next}, err
	})
}

// idPage is one page of one of the Reader's id lists: its ids and the cursor of the next page
// (0 at the end).
type idPage struct {
	Ids  []*big.Int
	Next *big.Int
}

// pages reads one of the Reader's id lists page after page, from the start until its end or
// MaxDuePerRound ids.
func (k *Keeper) pages(ctx context.Context, read *ReadStats, what string, pack func(cursor, scan, max *big.Int) []byte,
	unpack func([]byte) (idPage, error)) ([]*big.Int, error) {
	var ids []*big.Int
	cursor := new(big.Int)
	scan := big.NewInt(int64(k.scan))
	for {
		// a page counts its bound: the last page may scan fewer
		out, err := k.call(ctx, pack(cursor, scan, scan), k.scan, read)
		if err != nil {
			return nil, fmt.Errorf("%s ids from %s: %w", what, cursor, err)
		}
		page, err := unpack(out)
		if err != nil {
			return nil, fmt.Errorf("decode %s ids: %w", what, err)
		}
		ids = append(ids, page.Ids...)
		if page.Next.Sign() == 0 || len(ids) >= MaxDuePerRound {
			break
		}
		cursor = page.Next
	}
	if len(ids) > MaxDuePerRound {
		ids = ids[:MaxDuePerRound]
	}
	return ids, nil
}

// Skipped is an id whose execution (or liquidation) reverted on its own; the rest of its batch
// ran without it.
type Skipped struct {
	ID  *big.Int
	Err error
}

// Result is what one round did.
type Result struct {
	// Executed are the ids sent in a Vault.execute that succeeded.
	Executed []*big.Int
	// Liquidated are the ids of the PositionLiquidated events of the round's liquidations: a
	// position that was no longer liquidatable when its batch ran is not among them.
	Liquidated []*big.Int
	// Liquidations are those events, with the figures the Vault settled at.
	Liquidations []*vault.VaultPositionLiquidated
	// Skipped are the ids whose execution or liquidation reverted alone.
	Skipped []Skipped
	// Receipt is the receipt of the round's last transaction (nil when it sent none).
	Receipt *types.Receipt
	// Receipts are the receipts of every transaction of the round that succeeded, in the order
	// sent (Receipt is the last of them): their Vault events say what each id became (filled,
	// cancelled with its reason, decreased, closed).
	Receipts []*types.Receipt
	// Read is what the round read of the work list before acting.
	Read ReadStats
	// Sending is the time the round spent in its transactions, from sending each to its
	// receipt: the node's time to take and seal them (and the sender's waits), not the
	// keeper's own work, which is the rest of the round.
	Sending time.Duration
	// With a book (UseBook): its size after the round's reads, the candidates the prices and the
	// time made (executions and liquidations), whether the round also read the whole list
	// (Scanned), and the ids that read found due that the book had not made candidates
	// (ScanMissed: a book that follows the chain misses none).
	BookSize, Candidates int
	Scanned              bool
	ScanMissed           []*big.Int
	// LogRange is the blocks the book's next eth_getLogs asks for, and LogNarrowed how many times
	// a provider's refusal narrowed it since the keeper started.
	LogRange, LogNarrowed uint64
}

// ReadStats counts a round's reads of the work list: the eth_calls to the Reader, and the ids
// they were about (entries read or checked; a page of the whole list counts its bound).
type ReadStats struct {
	Calls, Ids int
	// Data is the calldata of each read to the Reader, in order, when the keeper records its
	// reads (RecordReads): their gas is what eth_estimateGas of each says on the block the round
	// read (ReadGas).
	Data [][]byte
}

// RecordReads has every round keep the calldata of its reads in Result.Read.Data, for a
// measurement of their gas (ReadGas).
func (k *Keeper) RecordReads(on bool) {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.record = on
}

// call is one read of the Reader with data, about ids ids, counted in read.
func (k *Keeper) call(ctx context.Context, data []byte, ids int, read *ReadStats) ([]byte, error) {
	out, err := k.s.Call(ctx, k.reader, data)
	if err != nil {
		return nil, err
	}
	read.Calls++
	read.Ids += ids
	if k.record {
		read.Data = append(read.Data, data)
	}
	return out, nil
}

// ReadGas is the gas of the reads of data (Result.Read.Data) to the Reader at, each as
// eth_estimateGas gives it on the state after block (the head when nil): what the round's
// eth_calls cost the node, in the gas a node's eth_call cap counts.
func ReadGas(ctx context.Context, c GasEstimator, readerAddr common.Address, data [][]byte, block *big.Int) (uint64, error) {
	var total uint64
	for i, d := range data {
		gas, err := c.EstimateGasAtBlock(ctx, ethereum.CallMsg{To: &readerAddr, Data: d}, block)
		if err != nil {
			return total, fmt.Errorf("read %d of %d: %w", i+1, len(data), err)
		}
		total += gas
	}
	return total, nil
}

// GasEstimator estimates a call's gas at a block (an ethclient.Client is one).
type GasEstimator interface {
	EstimateGasAtBlock(ctx context.Context, msg ethereum.CallMsg, block *big.Int) (uint64, error)
}

// RunOnce runs one round (see Round) and returns the ids it acted on, executed then
// liquidated, and the receipt of the last transaction (nil when nothing was due).
func (k *Keeper) RunOnce(ctx context.Context) ([]*big.Int, *types.Receipt, error) {
	r, err := k.Round(ctx)
	return append(r.Executed, r.Liquidated...), r.Receipt, err
}

// Round executes everything due now, then liquidates every position that is liquidatable,
// each in batches of at most DefaultBatch ids. A batch that reverts is retried one id at a
// time, so one bad id never holds back the others; the ids that still revert are reported in
// Skipped.
//
// Executions come first: a user's own stop-loss or decrease, due at the same oracle price,
// settles the position as its owner asked (without the liquidation fee), and the pool's
// outcome at that price is the same either way. The liquidatable ids are read after the
// executions, so a position its stop-loss closed is not sent to liquidation, and one a partial
// trigger left below its maintenance margin is.
func (k *Keeper) Round(ctx context.Context) (Result, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.book != nil {
		return k.bookRound(ctx)
	}
	var res Result
	ids, err := k.due(ctx, &res.Read)
	if err != nil {
		return res, err
	}
	res.Executed, err = k.batches(ctx, ids, k.vabi.PackExecute, &res)
	if err != nil {
		return res, err
	}
	ids, err = k.liquidatable(ctx, &res.Read)
	if err != nil {
		return res, err
	}
	_, err = k.batches(ctx, ids, k.vabi.PackLiquidatePositions, &res)
	return res, err
}

// batches sends ids in batches of k.batch through pack, falling back to one id at a time when a
// batch reverts. It returns the ids of the transactions that succeeded and records receipts,
// liquidations and skipped ids in res.
func (k *Keeper) batches(ctx context.Context, ids []*big.Int, pack func([]*big.Int) []byte, res *Result) (done []*big.Int, err error) {
	send := func(batch []*big.Int) error {
		began := time.Now()
		r, err := k.send(ctx, pack(batch), len(batch))
		res.Sending += time.Since(began)
		if err != nil {
			return err
		}
		done, res.Receipt, res.Receipts = append(done, batch...), r, append(res.Receipts, r)
		k.recordLiquidations(r, res)
		return nil
	}
	for start := 0; start < len(ids); start += k.batch {
		batch := ids[start:min(start+k.batch, len(ids))]
		err := send(batch)
		if err == nil {
			continue
		}
		if ctx.Err() != nil {
			return done, fmt.Errorf("send %v: %w", batch, err)
		}
		if len(batch) == 1 {
			res.Skipped = append(res.Skipped, Skipped{ID: batch[0], Err: err})
			continue
		}
		for _, id := range batch {
			if err := send([]*big.Int{id}); err != nil {
				if ctx.Err() != nil {
					return done, err
				}
				res.Skipped = append(res.Skipped, Skipped{ID: id, Err: err})
			}
		}
	}
	return done, nil
}

// recordLiquidations adds the Vault's PositionLiquidated events of r to res.
func (k *Keeper) recordLiquidations(r *types.Receipt, res *Result) {
	for _, l := range r.Logs {
		if l.Address != k.vault {
			continue
		}
		if ev, err := k.vabi.UnpackPositionLiquidatedEvent(l); err == nil {
			res.Liquidated = append(res.Liquidated, ev.PosId)
			res.Liquidations = append(res.Liquidations, ev)
		}
	}
}

func (k *Keeper) send(ctx context.Context, data []byte, n int) (*types.Receipt, error) {
	// the execution or liquidation may be the first of its block to accrue a market's funding
	// and borrow indices (three storage writes), which an estimate on the head does not see:
	// leave room for that per id
	return k.s.SendWithExtraGas(ctx, &k.vault, data, nil, AccrualGas*uint64(n))
}

// RunUntilIdle runs rounds until nothing is due or liquidatable, at most maxRounds: a round
// can leave work due at the same prices (more ids due than MaxDuePerRound; an order the round
// filled whose take-profit or stop-loss that price already crosses, which the Vault checks only
// in a later execute). A stop-limit order is not such work: the round whose price reaches its
// stop fills it when that price is within its limit, and otherwise only triggers the stop, after
// which nothing is due until a price within the limit comes. It returns the number of ids acted
// on: executed plus liquidated.
func (k *Keeper) RunUntilIdle(ctx context.Context, maxRounds int) (int, error) {
	total := 0
	for i := 0; i < maxRounds; i++ {
		ids, _, err := k.RunOnce(ctx)
		if err != nil {
			return total, err
		}
		if len(ids) == 0 {
			return total, nil
		}
		total += len(ids)
	}
	return total, nil
}

// Run executes rounds every interval until ctx ends. Errors go to onError (may be nil) and do
// not stop the loop: a keeper must outlive a node's hiccup.
func (k *Keeper) Run(ctx context.Context, interval time.Duration, onError func(error)) {
	flight.Every(ctx, interval, func(ctx context.Context) error {
		_, err := k.RunUntilIdle(ctx, 4)
		return err
	}, onError)
}
