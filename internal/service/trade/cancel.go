package trade

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/problem"
	"github.com/tradeprep/tradeprep/internal/service/prepare"
	"github.com/tradeprep/tradeprep/simulate"
)

// CancelPending builds Vault.cancelPendingOrder: no value (the order's execution fee comes
// back, nothing is paid).
func CancelPending(vaultAddr common.Address, posID *big.Int) prepare.Tx {
	return prepare.Tx{To: vaultAddr, Data: vaultABI.PackCancelPendingOrder(posID), Value: new(big.Int)}
}

// CancelOrder is a validated request to cancel a pending (not yet filled) order.
type CancelOrder struct {
	PosID *big.Int
	User  common.Address // zero: simulate as the owner
	Batch Batching
	// ClientOrderID ("": none) is carried by the Vault call (Tagged).
	ClientOrderID string
}

// Cancellation is a prepared cancel of a pending order.
type Cancellation struct {
	Tx       prepare.Tx
	Prepared *prepare.Prepared
	// what the Vault gives back when the cancel is mined, as the order is at the simulated
	// block: Margin (collateral plus opening fee, USD 1e30) to the margin wallet, ExecutionFee
	// (wei) to the sender
	Margin       *big.Int
	ExecutionFee *big.Int
	Execution    string
	// Outcome: the order cancelled in the block the transaction lands in, with the margin
	// wallet before and after (from the same simulation)
	Outcome *Outcome
	Effects []prepare.Effect
}

// Cancel prepares the cancel of a pending order. As Close, it reads the position in the same
// batch as the simulation and answers from what it is at the simulated block: an unknown id is
// NotFound, a userAddress other than the owner Forbidden (NOT_OWNER, with the owner), anything
// but a pending order (an open or closed position, a canceled order) a Conflict saying what it
// is. Only the sender must be known first: User, or the owner (cached once read).
func (s *Service) Cancel(ctx context.Context, o CancelOrder) (*Cancellation, error) {
	call := Tagged(CancelPending(s.dest.Vault, o.PosID), o.ClientOrderID)
	tx, p, info, f, err := s.onOrder(ctx, o.PosID, o.User, o.Batch, StepCancel, call, func(info reader.ReaderPositionInfo) error {
		return checkCancel(o, info)
	})
	if err != nil {
		return nil, err
	}
	c := &Cancellation{Tx: tx, Prepared: p, ExecutionFee: orZero(info.Order.ExecutionFee),
		Margin: new(big.Int).Add(orZero(info.Order.Collateral), orZero(info.Order.Fee)), Outcome: cancelOutcome(o.PosID, f),
		Effects: s.effects(f, info.Position.Owner)}
	c.Execution = fmt.Sprintf("The order is canceled when this transaction is mined, without a keeper: its collateral and opening fee "+
		"(%s USD) return to the margin wallet and its execution fee (%s wei) is sent back to the sender; the execution fees of its "+
		"take-profit / stop-loss, if any, are credited to the owner to withdraw with Vault.claimRefunds.", usd(c.Margin), c.ExecutionFee)
	return c, nil
}

// checkCancel turns the position's state into the cancel's problem, if any.
func checkCancel(o CancelOrder, info reader.ReaderPositionInfo) error {
	pos := info.Position
	if err := checkOwner(o.PosID, o.User, pos.Owner); err != nil {
		return err
	}
	switch {
	case info.Order.Status == platform.StatusPending:
		return nil
	case pos.Size != nil && pos.Size.Sign() > 0:
		return problem.New(problem.Conflict, "positionId",
			"position %s is an open position, not a pending order: close it with POST /api/closeposition", o.PosID)
	case info.Order.Status == platform.StatusCanceled:
		return problem.New(problem.Conflict, "positionId", "position %s is an order that was already canceled", o.PosID)
	default:
		return problem.New(problem.Conflict, "positionId", "position %s is closed: there is no pending order to cancel", o.PosID)
	}
}

// onOrder prepares the owner's call on a pending order (a cancel, an edit), batched as batch
// asks under the step's name, and simulated with what follows it, reading the order in the same
// batch (onPosition); check turns the order's state into the call's problem, if any. A
// revert is the call's problem, the last look's refusal (OrderExecutable) a 409 with its
// Retry-After.
func (s *Service) onOrder(ctx context.Context, posID *big.Int, user common.Address, batch Batching, step string, call prepare.Tx,
	check func(reader.ReaderPositionInfo) error) (prepare.Tx, *prepare.Prepared, reader.ReaderPositionInfo, followed, error) {
	tx, p, info, simErr, err := s.onPosition(ctx, posID, user, func(at simulate.At, from common.Address, read simulate.Read) (prepare.Tx, *prepare.Prepared, error) {
		tx, err := s.batchOne(batch, from, step, call)
		if err != nil {
			return tx, nil, err
		}
		p, err := prepare.PreflightWith(ctx, s.chain, at, from, tx, []simulate.Sim{s.follow(from, tx)}, read)
		return tx, p, err
	})
	if err == nil {
		err = check(info)
	}
	if err == nil {
		err = batch.Check(p, info.Position.Owner)
	}
	if err == nil && simErr != nil {
		err = noLastLook(simErr, posID)
	}
	if err != nil {
		return tx, nil, info, followed{}, err
	}
	return tx, p, info, decodeFollow(p), nil
}
