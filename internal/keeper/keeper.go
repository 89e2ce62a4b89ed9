// Package keeper executes what is due on the Vault at the oracle price: queued market orders,
// limit and stop orders whose price crossed, take-profit / stop-loss triggers and decreases.
// It asks the Reader which positions are due and sends one Vault.execute for all of them.
package keeper

import (
	"context"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/sender"
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
	mu     sync.Mutex
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
	var due []*big.Int
	cursor := new(big.Int)
	scan := big.NewInt(int64(k.scan))
	for {
		out, err := k.s.Call(ctx, k.reader, k.rabi.PackExecutableIds(cursor, scan, scan))
		if err != nil {
			return nil, fmt.Errorf("executable ids from %s: %w", cursor, err)
		}
		page, err := k.rabi.UnpackExecutableIds(out)
		if err != nil {
			return nil, fmt.Errorf("decode executable ids: %w", err)
		}
		due = append(due, page.Ids...)
		if page.Next.Sign() == 0 || len(due) >= MaxDuePerRound {
			break
		}
		cursor = page.Next
	}
	if len(due) > MaxDuePerRound {
		due = due[:MaxDuePerRound]
	}
	return due, nil
}

// Skipped is an id whose execution reverted on its own; the rest of its batch ran without it.
type Skipped struct {
	ID  *big.Int
	Err error
}

// RunOnce executes one round: everything due now, in batches of at most DefaultBatch ids. A batch
// whose execution reverts is retried one id at a time, so one bad id never holds back the others;
// the ids that still revert are returned in skipped. It returns the ids it executed and the
// receipt of the last transaction (nil when nothing was due).
func (k *Keeper) RunOnce(ctx context.Context) ([]*big.Int, *types.Receipt, error) {
	done, receipt, _, err := k.Round(ctx)
	return done, receipt, err
}

// Round is RunOnce that also reports the ids skipped because their execution reverted alone.
func (k *Keeper) Round(ctx context.Context) (done []*big.Int, receipt *types.Receipt, skipped []Skipped, err error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	ids, err := k.Due(ctx)
	if err != nil || len(ids) == 0 {
		return nil, nil, nil, err
	}
	for start := 0; start < len(ids); start += k.batch {
		batch := ids[start:min(start+k.batch, len(ids))]
		r, err := k.execute(ctx, batch)
		if err == nil {
			done, receipt = append(done, batch...), r
			continue
		}
		if ctx.Err() != nil {
			return done, receipt, skipped, fmt.Errorf("execute %v: %w", batch, err)
		}
		if len(batch) == 1 {
			skipped = append(skipped, Skipped{ID: batch[0], Err: err})
			continue
		}
		for _, id := range batch {
			r, err := k.execute(ctx, []*big.Int{id})
			if err != nil {
				if ctx.Err() != nil {
					return done, receipt, skipped, err
				}
				skipped = append(skipped, Skipped{ID: id, Err: err})
				continue
			}
			done, receipt = append(done, id), r
		}
	}
	return done, receipt, skipped, nil
}

func (k *Keeper) execute(ctx context.Context, ids []*big.Int) (*types.Receipt, error) {
	// the execution may be the first of its block to accrue a market's funding and borrow
	// indices (three storage writes), which an estimate on the head does not see: leave room
	// for that per id
	return k.s.SendWithExtraGas(ctx, &k.vault, k.vabi.PackExecute(ids), nil, AccrualGas*uint64(len(ids)))
}

// RunUntilIdle runs rounds until nothing is due (a stop-limit order may take two: one to
// trigger its stop, one to fill), at most maxRounds. It returns the number of ids executed.
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
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if _, err := k.RunUntilIdle(ctx, 4); err != nil && onError != nil && ctx.Err() == nil {
				onError(err)
			}
		}
	}
}
