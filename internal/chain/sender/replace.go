package sender

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"
)

// gapCheckAfter is how long a transaction may go unmined before the sender asks whether it is
// stuck behind a nonce gap, once, ahead of the first resubmission.
const gapCheckAfter = time.Second

// receiptGrace is how long a mined nonce may go without a receipt for any of our versions
// before it counts as taken by another transaction: geth indexes transactions in the
// background, so a receipt can trail the state that shows its nonce used.
const receiptGrace = 2 * time.Second

// NonceTakenError is a nonce the chain mined with a transaction this sender did not sign
// (another process sending from the same key): none of our versions will be mined.
type NonceTakenError struct {
	From  common.Address
	Nonce uint64
	Sent  []common.Hash
}

func (e *NonceTakenError) Error() string {
	return fmt.Sprintf("nonce %d of %s was used by a transaction this sender did not sign; none of its %d versions was mined", e.Nonce, e.From, len(e.Sent))
}

// NonceGapError is a transaction that can never be mined as signed: the nonces below it are
// neither mined nor pending any more (a reorg removed this sender's earlier transactions, or the
// pool evicted them), so the account's pending nonce stays below it. The next send reads the
// nonce from the chain again; the caller decides whether to send the call again.
type NonceGapError struct {
	From    common.Address
	Nonce   uint64
	Pending uint64 // the account's pending nonce when the gap was found
	Sent    []common.Hash
	last    fees // of the last version sent: a cancellation must beat them
}

func (e *NonceGapError) Error() string {
	return fmt.Sprintf("nonce %d of %s cannot be mined: the account's pending nonce is %d (its earlier transactions were dropped, e.g. by a reorg); %d versions sent",
		e.Nonce, e.From, e.Pending, len(e.Sent))
}

// waitReplacing waits until the nonce of tx is mined and returns the receipt of the version
// that was. While the nonce stays unmined for Config.ResubmitAfter after the last version was
// sent, it signs the same call at the same nonce with bumped fees and sends that too; any of
// the versions may be the one mined. It polls the account's nonce at the head rather than each
// version's receipt, so that the cost of a poll does not grow with the versions.
func (s *Sender) waitReplacing(ctx context.Context, tx *types.Transaction, ceiling *big.Int) (*types.Receipt, *types.Transaction, error) {
	w := &replacing{
		tx:       tx,
		nonce:    tx.Nonce(),
		sent:     []*types.Transaction{tx},
		priced:   fees{tip: tx.GasTipCap(), feeCap: tx.GasFeeCap()},
		lastSent: time.Now(),
	}
	t := time.NewTicker(s.cfg.PollInterval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			err := fmt.Errorf("wait for nonce %d (%d versions, last %s) to be mined: %w", w.nonce, len(w.sent), w.sent[len(w.sent)-1].Hash(), ctx.Err())
			if w.pollErr != nil {
				err = fmt.Errorf("%w (last poll error: %v)", err, w.pollErr)
			}
			return nil, nil, err
		case <-t.C:
		}
		next, err := s.backend.NonceAt(ctx, s.from, nil)
		if err != nil {
			w.pollErr = err // the node may answer at the next poll
			continue
		}
		if next > w.nonce {
			if receipt, mined, err := s.minedVersion(ctx, w); mined != nil || err != nil {
				return receipt, mined, err
			}
			continue
		}
		resubmit := time.Since(w.lastSent) >= s.cfg.ResubmitAfter
		if !resubmit && (w.gapChecked || time.Since(w.lastSent) < gapCheckAfter) {
			continue
		}
		// not mined a while after sending, and before any bump: a replacement cannot help a
		// nonce above the pool's pending one
		w.gapChecked = true
		if pending, err := s.backend.PendingNonceAt(ctx, s.from); err == nil && pending < w.nonce {
			return nil, nil, &NonceGapError{From: s.from, Nonce: w.nonce, Pending: pending, Sent: w.hashes(), last: w.priced}
		}
		if !resubmit {
			continue
		}
		if err := s.replace(ctx, w, ceiling); err != nil {
			return nil, nil, err
		}
	}
}

// replacing is the state of waitReplacing: the nonce's versions sent and how they were priced.
type replacing struct {
	tx         *types.Transaction // the first version: its call is signed again
	nonce      uint64
	sent       []*types.Transaction // every version that may be in the pool, oldest first
	priced     fees                 // a replacement must beat these
	lastSent   time.Time
	gapChecked bool
	takenSince time.Time // since when no version's receipt is there though the nonce is taken
	sendErr    error
	pollErr    error
}

func (w *replacing) hashes() []common.Hash {
	h := make([]common.Hash, len(w.sent))
	for i, v := range w.sent {
		h[i] = v.Hash()
	}
	return h
}

// minedVersion is waitReplacing's step once the account's nonce has passed w's: the receipt
// of the version mined and that version (asked newest first); none yet (nil, nil, nil); or,
// when no version's receipt has come for receiptGrace, a NonceTakenError.
func (s *Sender) minedVersion(ctx context.Context, w *replacing) (*types.Receipt, *types.Transaction, error) {
	definite := true // every version's receipt is definitely not there (yet)
	for i := len(w.sent) - 1; i >= 0; i-- {
		receipt, err := s.backend.TransactionReceipt(ctx, w.sent[i].Hash())
		if err == nil {
			return receipt, w.sent[i], nil
		}
		if !notFoundYet(err) {
			definite, w.pollErr = false, err
		}
	}
	if !definite {
		w.takenSince = time.Time{}
	} else if w.takenSince.IsZero() {
		w.takenSince = time.Now()
	} else if time.Since(w.takenSince) > receiptGrace {
		// the index may trail the blocks: ask them before calling the nonce taken
		if receipt, tx, _ := s.minedInBlocks(ctx, w); tx != nil {
			return receipt, tx, nil
		}
		return nil, nil, &NonceTakenError{From: s.from, Nonce: w.nonce, Sent: w.hashes()}
	}
	return nil, nil, nil
}

// BlockReader reads blocks and their receipts by number, not through the node's transaction
// index (an ethclient.Client is one). A Backend that is one lets the sender tell a receipt the
// index has not caught up with from a nonce another transaction took.
type BlockReader interface {
	BlockByNumber(ctx context.Context, number *big.Int) (*types.Block, error)
	BlockReceipts(ctx context.Context, blockNrOrHash rpc.BlockNumberOrHash) ([]*types.Receipt, error)
}

// minedWindow is how many blocks below the head minedInBlocks looks for the one that took a
// nonce: the wait began a few blocks ago.
const minedWindow = 4096

// minedInBlocks finds, in the chain's blocks rather than its transaction index (which geth fills
// in the background and a loaded node fills seconds late), the transaction that took w's nonce:
// the block where the account's nonce passed it (a binary search of eth_getTransactionCount),
// then the account's transaction in it. When it is one of w's versions, its receipt from the
// block's receipts and the version (decided); when it is another, decided with no receipt (the
// nonce was taken). Undecided (a backend that cannot read blocks, a failed read, a nonce taken
// before the window) leaves it to the caller.
func (s *Sender) minedInBlocks(ctx context.Context, w *replacing) (*types.Receipt, *types.Transaction, bool) {
	blocks, ok := s.backend.(BlockReader)
	if !ok {
		return nil, nil, false
	}
	head, err := s.backend.BlockNumber(ctx)
	if err != nil {
		return nil, nil, false
	}
	passed := func(n uint64) (bool, error) {
		nonce, err := s.backend.NonceAt(ctx, s.from, new(big.Int).SetUint64(n))
		return nonce > w.nonce, err
	}
	lo := head - min(head, minedWindow) // the nonce is not passed at lo
	if p, err := passed(lo); err != nil || p {
		return nil, nil, false
	}
	hi := head // passed at hi
	for hi-lo > 1 {
		mid := lo + (hi-lo)/2
		p, err := passed(mid)
		if err != nil {
			return nil, nil, false
		}
		if p {
			hi = mid
		} else {
			lo = mid
		}
	}
	block, err := blocks.BlockByNumber(ctx, new(big.Int).SetUint64(hi))
	if err != nil {
		return nil, nil, false
	}
	for i, tx := range block.Transactions() {
		if tx.Nonce() != w.nonce {
			continue
		}
		if from, err := types.Sender(s.signer, tx); err != nil || from != s.from {
			continue
		}
		for _, v := range w.sent {
			if v.Hash() != tx.Hash() {
				continue
			}
			receipts, err := blocks.BlockReceipts(ctx, rpc.BlockNumberOrHashWithHash(block.Hash(), true))
			if err != nil || i >= len(receipts) || receipts[i].TxHash != tx.Hash() {
				return nil, nil, false
			}
			return receipts[i], v, true
		}
		return nil, nil, true // another transaction of the account took the nonce
	}
	return nil, nil, false
}

// replace signs w's call at its nonce with fees bumped over w.priced (up to ceiling) and sends
// it, recording the version in w; it fails only when it cannot sign or the fees would pass
// the ceiling (a FeeCeilingError), a send that fails being retried at the next resubmission.
func (s *Sender) replace(ctx context.Context, w *replacing, ceiling *big.Int) error {
	w.lastSent = time.Now()
	m, err := s.market(ctx)
	if err != nil {
		w.sendErr = err
		return nil
	}
	f, err := replacementFees(w.priced, m, s.cfg.BumpPercent, ceiling)
	if err != nil {
		var ce *FeeCeilingError
		if errors.As(err, &ce) {
			ce.Nonce, ce.Sent, ce.SendErr = w.nonce, w.hashes(), w.sendErr
		}
		return err
	}
	tx := w.tx
	replacement, err := types.SignNewTx(s.key, s.signer, &types.DynamicFeeTx{
		ChainID:    s.chainID,
		Nonce:      w.nonce,
		GasTipCap:  f.tip,
		GasFeeCap:  f.feeCap,
		Gas:        tx.Gas(),
		To:         tx.To(),
		Value:      tx.Value(),
		Data:       tx.Data(),
		AccessList: tx.AccessList(),
	})
	if err != nil {
		return fmt.Errorf("sign replacement of nonce %d: %w", w.nonce, err)
	}
	err = s.backend.SendTransaction(ctx, replacement)
	why := refusedOther
	if err != nil {
		why = s.refusalOf(ctx, replacement, err)
	}
	switch {
	case err == nil || why == refusedKnown:
		w.sent, w.priced, w.sendErr = append(w.sent, replacement), f, nil
	case why == refusedMined:
		// mined meanwhile: the next poll finds which version, or that none was
	case why == refusedHeld:
		// a pending version still holds the nonce: the pool wants more than this, price
		// the next replacement above it
		w.priced, w.sendErr = f, err
	default:
		// it may have reached the pool all the same
		w.sent, w.priced, w.sendErr = append(w.sent, replacement), f, err
	}
	return nil
}

// notFoundYet: a receipt lookup found nothing. While its indexer catches up, geth answers
// code -32000 with the data "transaction indexing is in progress" (ethapi.TxIndexingError):
// as good as not found yet.
func notFoundYet(err error) bool {
	if errors.Is(err, ethereum.NotFound) {
		return true
	}
	var re rpc.Error
	var de rpc.DataError
	return errors.As(err, &re) && re.ErrorCode() == -32000 && errors.As(err, &de) && de.ErrorData() == txIndexingData
}

// txIndexingData is the data of geth's "indexing in progress" error.
const txIndexingData = "transaction indexing is in progress"

// cancelGapped replaces the versions of a gapped transaction, queued in the pool at gap.Nonce,
// with a no-op (0 to itself) whose fees beat them: when the account's nonces reach gap.Nonce
// again, the no-op runs there instead of a stale copy of the call, which is sent again at a
// fresh nonce. A failure to cancel is returned (the caller then does not send the call again).
func (s *Sender) cancelGapped(ctx context.Context, gap *NonceGapError) error {
	cancel, err := types.SignNewTx(s.key, s.signer, &types.DynamicFeeTx{
		ChainID: s.chainID, Nonce: gap.Nonce,
		GasTipCap: bumped(gap.last.tip, s.cfg.BumpPercent), GasFeeCap: bumped(gap.last.feeCap, s.cfg.BumpPercent),
		Gas: 21_000, To: &s.from, Value: new(big.Int),
	})
	if err != nil {
		return fmt.Errorf("sign cancellation of nonce %d: %w", gap.Nonce, err)
	}
	if err := s.backend.SendTransaction(ctx, cancel); err != nil {
		if why := s.refusalOf(ctx, cancel, err); why != refusedKnown && why != refusedMined {
			return fmt.Errorf("cancel gapped nonce %d: %w", gap.Nonce, err)
		}
	}
	return nil
}
