package api

import (
	"context"
	"net/http"

	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/service/trade"
)

type cancelOrderRequest struct {
	PositionID        idField            `json:"positionId"`
	UserAddress       addressField       `json:"userAddress"`
	ClientOrderID     clientOrderIDField `json:"clientOrderId"`
	Batch             batchModeField     `json:"batch"`
	ReplaceDelegation boolField          `json:"replaceDelegation"`
}

type cancelOrderResponse struct {
	tradeAnswer
	PositionID string `json:"positionId"`
}

func (r *cancelOrderRequest) validate() (trade.CancelOrder, *Error) {
	var o trade.CancelOrder
	var apiErr *Error
	if o.PosID, apiErr = r.PositionID.decode("positionId"); apiErr != nil {
		return o, apiErr
	}
	if o.User, apiErr = r.UserAddress.decode("userAddress"); apiErr != nil {
		return o, apiErr
	}
	if o.Batch, apiErr = parseBatching(r.Batch, r.ReplaceDelegation); apiErr != nil {
		return o, apiErr
	}
	o.ClientOrderID, apiErr = r.ClientOrderID.decode("clientOrderId")
	return o, apiErr
}

func (s *Server) cancelOrder(c echo.Context) error {
	var req cancelOrderRequest
	o, err := decodeValid(c, &req, (*cancelOrderRequest).validate)
	if err != nil {
		return err
	}
	body := req
	body.ClientOrderID = clientOrderIDField{}
	a, _, err := s.prepareTrade(c, o.ClientOrderID, opCancelOrder, body, o.Batch.Mode, func(ctx context.Context) (preparedTrade, error) {
		cn, err := s.trade.Cancel(ctx, o)
		if err != nil {
			return preparedTrade{}, err
		}
		return preparedTrade{Tx: cn.Tx, Prepared: cn.Prepared, Execution: cn.Execution, Outcome: cn.Outcome, Effects: cn.Effects}, nil
	})
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, cancelOrderResponse{tradeAnswer: a, PositionID: o.PosID.String()})
}
