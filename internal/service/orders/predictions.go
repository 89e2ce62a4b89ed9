package orders

import (
	"context"
	"encoding/json"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/service/ledger"
	"github.com/tradeprep/tradeprep/internal/service/trade"
)

// PredictionTimeout bounds the recording of a prediction: the caller does not wait longer.
const PredictionTimeout = 2 * time.Second

// Predicted is a call the service prepared and what the trade service predicts it does: the
// operation (ledger.OperationOpen or ledger.OperationClose), the account that sends it, the
// call, the simulated outcome and the position (a close's; an open's predicted id).
type Predicted struct {
	Operation  string
	Account    common.Address
	To         common.Address
	Data       []byte
	Outcome    *trade.Outcome
	PositionID *big.Int
}

// RecordPrediction records, for the ledger to compare with what the keeper then does, the
// outcome a prepared open or close predicts: a fill or a keeper's cancel; nothing for an order
// that waits for its trigger, a revert or an unknown. It runs on even when ctx is cancelled,
// for at most PredictionTimeout: a ledger that does not answer costs the caller nothing but the
// time-out, and its error is only to be logged.
func (s *Service) RecordPrediction(ctx context.Context, p Predicted) error {
	o := p.Outcome
	if o == nil || (o.Status != trade.OutcomeFilled && o.Status != trade.OutcomeCancelled) {
		return nil
	}
	text, err := json.Marshal(figuresOf(p.Operation, o))
	if err != nil {
		return err
	}
	id := ""
	if p.PositionID != nil {
		id = p.PositionID.String()
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), PredictionTimeout)
	defer cancel()
	return s.index.RecordPrediction(ctx, eventdb.Prediction{CallHash: eventdb.CallHash(p.To, p.Data), Account: p.Account, Operation: p.Operation,
		PositionID: id, PreparedAt: uint64(s.now().Unix()), Block: o.Block, Figures: string(text)})
}

// figuresOf are the outcome's figures by the ledger's field names, USD as exact decimal text.
func figuresOf(operation string, o *trade.Outcome) map[string]string {
	figures := map[string]string{ledger.FieldStatus: string(o.Status)}
	put := func(field string, v *big.Int) {
		if v != nil {
			figures[field] = fixedpoint.Format(v, platform.PriceDecimals)
		}
	}
	if o.Status != trade.OutcomeFilled {
		return figures
	}
	put(ledger.FieldPrice, o.Price)
	if operation == ledger.OperationOpen {
		put(ledger.FieldSize, o.Size)
		put(ledger.FieldCollateral, o.Collateral)
	} else {
		put(ledger.FieldSize, o.SizeDelta)
		put(ledger.FieldPnL, o.PnL)
		put(ledger.FieldPayout, o.Payout)
	}
	if f := o.Fees; f != nil {
		if operation == ledger.OperationOpen {
			put(ledger.FieldOpeningFee, f.Opening)
		} else {
			put(ledger.FieldClosingFee, f.Closing)
			put(ledger.FieldBorrowFee, f.Borrow)
			put(ledger.FieldFundingFee, f.Funding)
		}
	}
	return figures
}
