package api

import (
	"context"
	"encoding/json"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/service/ledger"
	"github.com/tradeprep/tradeprep/internal/service/trade"
)

// PredictionLedger records what a prepared open or close predicts, under the call it prepares,
// for the ledger to compare with what the keeper then does (internal/index/eventdb.DB).
type PredictionLedger interface {
	RecordPrediction(ctx context.Context, p eventdb.Prediction) error
}

// predictionTimeout bounds the recording of a prediction: the answer does not wait longer.
const predictionTimeout = 2 * time.Second

// recordPrediction records the outcome an open or close predicts (a fill or a keeper's cancel;
// nothing for an order that waits for its trigger, a revert or an unknown). A ledger that does
// not answer costs the caller nothing but the time-out: the answer is the chain's either way.
func (s *Server) recordPrediction(c echo.Context, operation string, account common.Address, to common.Address, data []byte, o *trade.Outcome, positionID *big.Int) {
	if s.ledger == nil || o == nil || (o.Status != trade.OutcomeFilled && o.Status != trade.OutcomeCancelled) {
		return
	}
	figures := map[string]string{ledger.FieldStatus: string(o.Status)}
	put := func(field string, v *big.Int) {
		if v != nil {
			figures[field] = usdText(v)
		}
	}
	if o.Status == trade.OutcomeFilled {
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
	}
	text, err := json.Marshal(figures)
	if err != nil {
		return
	}
	id := ""
	if positionID != nil {
		id = positionID.String()
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(c.Request().Context()), predictionTimeout)
	defer cancel()
	err = s.ledger.RecordPrediction(ctx, eventdb.Prediction{CallHash: eventdb.CallHash(to, data), Account: account, Operation: operation,
		PositionID: id, PreparedAt: uint64(s.now().Unix()), Block: o.Block, Figures: string(text)})
	if err != nil {
		s.log.Warn("prediction ledger: not recorded", "err", err.Error())
	}
}
