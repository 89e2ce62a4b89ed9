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
)

// Orders edited in place (Vault.editOrder): a pending limit, stop-market or stop-limit order
// gets new prices, collateral, size and good-til-time, keeping its id, its take-profit /
// stop-loss and its place; the margin wallet pays or gets back the difference in collateral and
// opening fee. No last look: an order the keeper may already act on at the pushed price cannot
// be edited (409 ORDER_EXECUTABLE), and the edited order fills only at a later push.

// OutcomeEdited is the outcome of an edit: the order waits with its new terms.
const OutcomeEdited OutcomeStatus = "edited"

// StepEdit is the step name of an edit in a batch.
const StepEdit = "edit"

// EditOrder is a validated request to edit a pending order: the whole order as it is to be
// (a price the order type does not use is nil).
type EditOrder struct {
	PosID      *big.Int
	LimitPrice *big.Int // limit, stop-limit
	StopPrice  *big.Int // stop-market, stop-limit (a triggered stop-limit: the stop it had)
	Collateral *big.Int
	Size       *big.Int
	ExpiresAt  uint64 // 0: no good-til-time
	User       common.Address
	Batch      Batching
}

// EditPending builds Vault.editOrder: no value.
func EditPending(vaultAddr common.Address, o EditOrder) prepare.Tx {
	params := []*big.Int{orZero(o.LimitPrice), orZero(o.StopPrice), orZero(o.Collateral), orZero(o.Size), new(big.Int).SetUint64(o.ExpiresAt)}
	return prepare.Tx{To: vaultAddr, Data: vaultABI.PackEditOrder(o.PosID, params), Value: new(big.Int)}
}

// Edition is a prepared edit.
type Edition struct {
	Tx        prepare.Tx
	Prepared  *prepare.Prepared
	Execution string
	Outcome   *Outcome
	Effects   []prepare.Effect
}

// Edit prepares the edit of a pending order, reading the order in the same batch as the
// simulation (as Cancel): an unknown id is NotFound, another sender than the owner Forbidden,
// anything but a pending limit, stop or stop-limit order a Conflict; a price the order's type
// does not take, or one it needs and the request lacks, Invalid naming it.
func (s *Service) Edit(ctx context.Context, o EditOrder) (*Edition, error) {
	tx, p, info, f, err := s.onOrder(ctx, o.PosID, o.User, o.Batch, StepEdit, EditPending(s.dest.Vault, o), func(info reader.ReaderPositionInfo) error {
		return checkEdit(o, info)
	})
	if err != nil {
		return nil, err
	}
	e := &Edition{Tx: tx, Prepared: p, Outcome: editOutcome(o.PosID, f), Effects: s.effects(f, info.Position.Owner)}
	e.Execution = "The order is edited in place when this transaction is mined, without a keeper: it keeps its id, its take-profit / stop-loss " +
		"and its place; the margin wallet pays or gets back the difference in collateral and opening fee; the keeper fills it only at an " +
		"oracle price pushed after the edit."
	return e, nil
}

// checkEdit turns the order's state and type into the edit's problem, if any.
func checkEdit(o EditOrder, info reader.ReaderPositionInfo) error {
	if err := checkOwner(o.PosID, o.User, info.Position.Owner); err != nil {
		return err
	}
	if info.Order.Status != platform.StatusPending {
		if err := checkCancel(CancelOrder{PosID: o.PosID, User: o.User}, info); err != nil {
			return problem.New(problem.Conflict, "positionId", "%s: only a pending order can be edited", err.Error())
		}
	}
	t := info.Order.OrderType
	switch {
	case t == platform.OrderMarket:
		return problem.New(problem.Conflict, "positionId", "position %s is a market order: only limit, stop-market and stop-limit orders are edited "+
			"(a market order fills or expires on its own; cancel it once expired)", o.PosID)
	case t == platform.OrderLimit && o.StopPrice != nil:
		return problem.New(problem.Invalid, "stopMarketPrice", "position %s is a limit order: it takes no stopMarketPrice", o.PosID)
	case t == platform.OrderStop && o.LimitPrice != nil:
		return problem.New(problem.Invalid, "limitPrice", "position %s is a stop-market order: it takes no limitPrice", o.PosID)
	case t != platform.OrderStop && o.LimitPrice == nil:
		return missingField("limitPrice", "limitPrice is required: position %s is a %s order", o.PosID, platform.OrderTypeNames[t])
	case t != platform.OrderLimit && o.StopPrice == nil:
		return missingField("stopMarketPrice", "stopMarketPrice is required: position %s is a %s order (a triggered stop-limit keeps the stop it had)",
			o.PosID, platform.OrderTypeNames[t])
	}
	return nil
}

// editOutcome is the order as the edit leaves it, with the margin wallet before and after.
func editOutcome(posID *big.Int, f followed) *Outcome {
	out := &Outcome{}
	if !f.start(out) {
		return out
	}
	out.Status, out.PositionID = OutcomeEdited, posID
	out.Block, out.Timestamp = f.txBlock, f.txTime
	out.MarginAfter = orZero(f.marginAfter)
	for _, e := range f.txEvents {
		if e.name == platform.KindOrderEdited {
			out.Collateral, out.Size = e.big("collateral"), e.big("size")
			out.Fees = &OutcomeFees{Opening: e.big("fee"), Execution: new(big.Int)}
		}
	}
	moved := new(big.Int).Sub(out.MarginAfter, out.MarginBefore)
	out.Reason = fmt.Sprintf("edited by its owner in the block this transaction lands in; the margin wallet moves by %s USD "+
		"(the difference in collateral and opening fee); the order waits for a price pushed after the edit", usd(moved))
	return out
}

// missingField is an Invalid problem with the API's MISSING_FIELD code.
func missingField(field, format string, args ...any) error {
	e := problem.New(problem.Invalid, field, format, args...)
	e.Code = "MISSING_FIELD"
	return e
}
