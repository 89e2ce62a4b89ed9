package trade

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform/problem"
	"github.com/tradeprep/tradeprep/internal/service/prepare"
	"github.com/tradeprep/tradeprep/simulate"
)

// StepPositionMargin is the batch step of a margin change (Vault.addCollateral or
// Vault.removeCollateral).
const StepPositionMargin = "positionMargin"

// OutcomeMarginChanged: margin moved into or out of an open position when the transaction is
// mined, without a keeper.
const OutcomeMarginChanged OutcomeStatus = "marginChanged"

// MarginSettlementGas is the gas headroom of every margin change beyond the estimate's buffer.
// Both calls settle their market's funding and borrow indices unless the market was settled
// earlier in the same second, so their gas depends on whether another transaction of the
// market comes first in the block they land in, which no simulation can know (nor when the
// sender signs). The worst case, a market's first settlement after its first fill (indices from
// 0), costs 124,574 gas more for addCollateral and 104,583 more for removeCollateral, measured
// with cold storage by the forge test test_SettlementGasWithinTheServicesHeadroom, which fails
// when it outgrows this.
const MarginSettlementGas = 150_000

// Actions of a PositionMargin.
const (
	MarginAdd    = "add"
	MarginRemove = "remove"
)

// PositionMargin is a validated request to move Amount (USD, platform.PriceDecimals) from the
// margin wallet into the collateral of the open position PosID (Action MarginAdd), or back
// (MarginRemove).
type PositionMargin struct {
	PosID  *big.Int
	Action string
	Amount *big.Int
	User   common.Address // zero: simulate as the owner
	Batch  Batching
}

// MarginBounds is what the Vault allows on the position in the block the transaction lands in,
// read before it in the same simulation (Reader.getMarginBounds): USD amounts at
// platform.PriceDecimals, leverage at LeverageDecimals.
type MarginBounds struct {
	Collateral        *big.Int // after the accrued fees are settled, as both calls settle them first
	FeeDebt           *big.Int // after that settlement: an addition pays it first
	MaxAdd            *big.Int // the most an addition takes: the fee debt, then collateral up to the size (1x)
	MaxRemove         *big.Int // the most a removal gives back now (0 on a stale price)
	MinCollateral     *big.Int
	MaxLeverage       *big.Int
	LeastCollateral   *big.Int // the least collateral the maximum leverage allows at this size
	MaintenanceMargin *big.Int
	NetValue          *big.Int
	PriceFresh        bool
	// Limit names the bound that sets MaxRemove: "minimum collateral", "maximum leverage",
	// "maintenance margin" or "stale price".
	Limit string
}

// MarginChange is a prepared margin change.
type MarginChange struct {
	Tx        prepare.Tx
	Prepared  *prepare.Prepared
	Execution string
	// Outcome: the call's own effect in the block it lands in, with the position's collateral,
	// leverage and liquidation price after it, and the margin wallet before and after
	Outcome *Outcome
	Effects []prepare.Effect
	// Bounds: nil when the simulation did not answer them
	Bounds *MarginBounds
}

var marginLimits = map[uint8]string{1: "minimum collateral", 2: "maximum leverage", 3: "maintenance margin", 4: "stale price"}

// PositionMargin prepares Vault.addCollateral or Vault.removeCollateral in one round trip: the
// position read with the simulation, which runs the call between the Reader's margin bounds and
// the position's figures, in one block.
func (s *Service) PositionMargin(ctx context.Context, o PositionMargin) (*MarginChange, error) {
	call := prepare.Tx{To: s.dest.Vault, Data: vaultABI.PackAddCollateral(o.PosID, o.Amount), Value: new(big.Int), ExtraGas: MarginSettlementGas}
	if o.Action == MarginRemove {
		call.Data = vaultABI.PackRemoveCollateral(o.PosID, o.Amount)
	}
	follow := func(from common.Address, tx prepare.Tx) simulate.Sim {
		sim := s.follow(from, tx)
		bounds := simulate.Call{From: from, To: s.dest.Reader, Data: readerABI.PackGetMarginBounds(o.PosID)}
		figures := simulate.Call{From: from, To: s.dest.Reader, Data: readerABI.PackGetPositionFigures(o.PosID)}
		first := &sim.Blocks[0]
		first.Calls = append(append([]simulate.Call{bounds, figures}, first.Calls...), figures)
		return sim
	}
	tx, p, info, simErr, err := s.onPosition(ctx, o.PosID, o.User, func(at simulate.At, from common.Address, read simulate.Read) (prepare.Tx, *prepare.Prepared, error) {
		tx, err := s.batchOne(o.Batch, from, StepPositionMargin, call)
		if err != nil {
			return tx, nil, err
		}
		p, err := prepare.PreflightWith(ctx, s.chain, at, from, tx, []simulate.Sim{follow(from, tx)}, read)
		return tx, p, err
	})
	if err != nil {
		return nil, err
	}
	if err := checkOwner(o.PosID, o.User, info.Position.Owner); err != nil {
		return nil, err
	}
	if info.Position.Size == nil || info.Position.Size.Sign() == 0 {
		state := "closed"
		switch info.Order.Status {
		case platform.StatusPending:
			state = "a pending order, not an open position: its margin is set by the order (cancel it with POST /api/cancelorder and place another)"
		case platform.StatusCanceled:
			state = "a canceled order"
		}
		return nil, problem.New(problem.Conflict, "positionId", "position %s is %s", o.PosID, state)
	}
	if err := o.Batch.Check(p, info.Position.Owner); err != nil {
		return nil, err
	}
	before, figuresBefore, figuresAfter := marginReads(p)
	if simErr != nil {
		return nil, marginRefusal(simErr, o, before)
	}
	f := decodeFollow(p)
	out := &Outcome{}
	if f.start(out) {
		out.Status, out.Block, out.Timestamp = OutcomeMarginChanged, f.txBlock, f.txTime
		out.PositionID = o.PosID
		out.MarginAfter = orZero(f.marginAfter)
		if a := figuresAfter; a != nil {
			out.Size, out.Collateral, out.Leverage, out.LiquidationPrice = a.Size, a.Collateral, a.Leverage, a.LiquidationPrice
			out.FeeDebt = a.FeeDebt
		}
		if b := figuresBefore; b != nil {
			out.Fees = &OutcomeFees{Borrow: orZero(b.BorrowFee), Funding: orZero(b.FundingFee), Execution: new(big.Int)}
		}
		out.Reason = marginReason(o, figuresBefore, figuresAfter)
	}
	verb := "moves %s USD from the sender's margin wallet into position %s's collateral (its fee debt, if any, paid first)"
	if o.Action == MarginRemove {
		verb = "moves %s USD of position %s's collateral back to the sender's margin wallet"
	}
	return &MarginChange{Tx: tx, Prepared: p, Outcome: out, Effects: s.effects(f, info.Position.Owner), Bounds: before,
		Execution: fmt.Sprintf("The Vault settles the position's accrued borrow and funding fees and "+verb+
			" when this transaction is mined, without a keeper; the position's size, entry price, take-profit / stop-loss and any pending close stay as they are.",
			usd(o.Amount), o.PosID)}, nil
}

// marginReads are the Reader's margin bounds and the position's figures before the call, and
// its figures after it, as the simulation's first block answered them (each nil when it did
// not); it takes the two reads before the call off the block, so that decodeFollow reads the
// margin wallet, the transaction and the margin wallet again.
func marginReads(p *prepare.Prepared) (bounds *MarginBounds, before, after *reader.ReaderPositionFigures) {
	if p == nil || len(p.Sims) != 1 || p.SimErrs[0] != nil || len(p.Sims[0].Blocks) == 0 || len(p.Sims[0].Blocks[0].Calls) < 6 {
		return nil, nil, nil
	}
	calls := p.Sims[0].Blocks[0].Calls
	if c := calls[0]; c.Success {
		if b, err := readerABI.UnpackGetMarginBounds(c.ReturnData); err == nil {
			bounds = &MarginBounds{Collateral: b.Collateral, FeeDebt: b.FeeDebt, MaxAdd: b.MaxAdd, MaxRemove: b.MaxRemove,
				MinCollateral: b.MinCollateral, MaxLeverage: b.MaxLeverage, LeastCollateral: b.LeastCollateral,
				MaintenanceMargin: b.MaintenanceMargin, NetValue: b.NetValue, PriceFresh: b.PriceFresh, Limit: marginLimits[b.Limit]}
		}
	}
	figures := func(c simulate.SimCall) *reader.ReaderPositionFigures {
		if !c.Success {
			return nil
		}
		f, err := readerABI.UnpackGetPositionFigures(c.ReturnData)
		if err != nil {
			return nil
		}
		return &f
	}
	before, after = figures(calls[1]), figures(calls[len(calls)-1])
	p.Sims[0].Blocks[0].Calls = calls[2 : len(calls)-1]
	return bounds, before, after
}

// marginReason says in words what the change does to the position.
func marginReason(o PositionMargin, before, after *reader.ReaderPositionFigures) string {
	what := "added to"
	if o.Action == MarginRemove {
		what = "removed from"
	}
	s := fmt.Sprintf("%s USD %s the collateral when this transaction is mined, without a keeper", usd(o.Amount), what)
	if before != nil && after != nil {
		s += fmt.Sprintf(": collateral %s → %s USD, leverage %sx → %sx, liquidation price %s → %s",
			usd(before.Collateral), usd(after.Collateral), leverageText(before.Leverage), leverageText(after.Leverage),
			displayPrice(before.LiquidationPrice), displayPrice(after.LiquidationPrice))
	}
	return s
}

func leverageText(v *big.Int) string {
	if v == nil || v.BitLen() > 128 {
		return "∞"
	}
	return fixedpoint.FormatSignificant(v, LeverageDecimals, 4)
}

// marginRefusal turns the Vault's refusal of a removal or addition beyond a bound into a problem
// that says the bound in words and the most the call may move now (MarginBounds read before the
// call in the same block); any other error is returned as it is.
func marginRefusal(err error, o PositionMargin, b *MarginBounds) error {
	var prob *problem.Error
	if !errors.As(err, &prob) || prob.Revert == nil || b == nil {
		return err
	}
	amount := usd(o.Amount)
	var msg string
	switch name := prob.Revert.Name; {
	case o.Action == MarginRemove && name == "CollateralBelowMinimum":
		msg = fmt.Sprintf("removing %s USD would leave %s USD of collateral, below the market's minimum of %s USD",
			amount, usd(new(big.Int).Sub(b.Collateral, o.Amount)), usd(b.MinCollateral))
	case o.Action == MarginRemove && name == "LeverageTooHigh":
		msg = fmt.Sprintf("removing %s USD would take the leverage above the market's maximum of %sx (the position needs at least %s USD of collateral)",
			amount, leverageText(b.MaxLeverage), usd(b.LeastCollateral))
	case o.Action == MarginRemove && name == "WouldBeLiquidatable":
		msg = fmt.Sprintf("removing %s USD would leave the position liquidatable at the oracle price: its net value of %s USD must stay at or above the maintenance margin of %s USD",
			amount, usd(b.NetValue), usd(b.MaintenanceMargin))
	case o.Action == MarginRemove && name == "AmountOutOfRange":
		msg = fmt.Sprintf("removing %s USD is more than the position's collateral of %s USD (after its accrued fees are settled)", amount, usd(b.Collateral))
	case o.Action == MarginRemove && (name == "StalePrice" || name == "PriceNotAvailable"):
		msg = "the oracle price is stale or missing: a removal is checked against a fresh price with the Vault's liquidation rule, " +
			"so it can pass only after the next price push"
	case o.Action == MarginAdd && name == "LeverageTooLow":
		msg = fmt.Sprintf("adding %s USD would take the collateral above the position's size (leverage below 1x)", amount)
	default:
		return err
	}
	most := b.MaxRemove
	if o.Action == MarginAdd {
		most = b.MaxAdd
		msg += fmt.Sprintf("; at most %s USD can be added now", usd(most))
	} else {
		msg += fmt.Sprintf("; at most %s USD can be removed now (bound: %s)", usd(most), b.Limit)
	}
	prob.Message = msg
	prob.Field = "amount"
	prob.Details.MaxAmount = most
	return prob
}
