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

// AccrualGas is the gas added per executed id on top of the estimate: a market's first
// accrual writes its funding and two borrow indices (3 x 22,100 gas).
const AccrualGas = 70_000

// Keeper executes due work. It is safe for concurrent use; rounds do not overlap.
type Keeper struct {
	s      *sender.Sender
	vault  common.Address
	reader common.Address
	batch  int
	vabi   *vault.Vault
	rabi   *reader.Reader
	mu     sync.Mutex
}

// New returns a keeper that sends from s, which must be a keeper in the platform's settings.
func New(s *sender.Sender, vaultAddr, readerAddr common.Address) *Keeper {
	return &Keeper{s: s, vault: vaultAddr, reader: readerAddr, batch: DefaultBatch, vabi: vault.NewVault(), rabi: reader.NewReader()}
}

// Due returns the ids on which Vault.execute would act now.
func (k *Keeper) Due(ctx context.Context) ([]*big.Int, error) {
	out, err := k.s.Call(ctx, k.reader, k.rabi.PackExecutableIds(big.NewInt(int64(k.batch))))
	if err != nil {
		return nil, fmt.Errorf("executable ids: %w", err)
	}
	return k.rabi.UnpackExecutableIds(out)
}

// RunOnce executes one round: everything due now, in one transaction. It returns the ids it
// executed and the receipt (nil when nothing was due).
func (k *Keeper) RunOnce(ctx context.Context) ([]*big.Int, *types.Receipt, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	ids, err := k.Due(ctx)
	if err != nil || len(ids) == 0 {
		return nil, nil, err
	}
	// the estimate is made on the latest block; the execution lands a block later and may be
	// the first to accrue a market's funding and borrow indices there (three storage writes):
	// leave room for that per id
	receipt, err := k.s.SendWithExtraGas(ctx, &k.vault, k.vabi.PackExecute(ids), nil, AccrualGas*uint64(len(ids)))
	if err != nil {
		return nil, receipt, fmt.Errorf("execute %v: %w", ids, err)
	}
	return ids, receipt, nil
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
