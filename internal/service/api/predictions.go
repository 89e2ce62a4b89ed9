package api

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/service/orders"
	"github.com/tradeprep/tradeprep/internal/service/trade"
)

// recordPrediction has the orders service record, for the prediction ledger, the outcome an
// open or close (operation: ledger.OperationOpen, ledger.OperationClose) predicts. A ledger that
// does not answer costs the caller nothing but the service's time-out: the answer is the
// chain's either way, and the failure is logged.
func (s *Server) recordPrediction(c echo.Context, operation string, account common.Address, to common.Address, data []byte, o *trade.Outcome, positionID *big.Int) {
	if s.orders == nil {
		return
	}
	err := s.orders.RecordPrediction(c.Request().Context(), orders.Predicted{Operation: operation, Account: account, To: to, Data: data,
		Outcome: o, PositionID: positionID})
	if err != nil {
		s.log.Warn("prediction ledger: not recorded", "err", err.Error())
	}
}
