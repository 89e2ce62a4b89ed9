package api

import (
	"context"
	"encoding/json"
	"net/http"

	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/service/trade"
)

type cancelOrderRequest struct {
	PositionID        json.RawMessage `json:"positionId"`
	UserAddress       json.RawMessage `json:"userAddress"`
	ClientOrderID     json.RawMessage `json:"clientOrderId"`
	Batch             json.RawMessage `json:"batch"`
	ReplaceDelegation json.RawMessage `json:"replaceDelegation"`
}

type cancelOrderResponse struct {
	tradeAnswer
	PositionID string `json:"positionId"`
}

func (r *cancelOrderRequest) validate() (trade.CancelOrder, *Error) {
	var o trade.CancelOrder
	id, apiErr := parsePositionID(r.PositionID)
	if apiErr != nil {
		return o, apiErr
	}
	o.PosID = id
	if o.User, apiErr = parseOptionalAddress("userAddress", r.UserAddress); apiErr != nil {
		return o, apiErr
	}
	if o.Batch, apiErr = parseBatching(r.Batch, r.ReplaceDelegation); apiErr != nil {
		return o, apiErr
	}
	o.ClientOrderID, apiErr = parseClientOrderID(r.ClientOrderID)
	return o, apiErr
}

func (s *Server) cancelOrder(c echo.Context) error {
	var req cancelOrderRequest
	o, err := decodeValid(c, &req, (*cancelOrderRequest).validate)
	if err != nil {
		return err
	}
	body := req
	body.ClientOrderID = nil
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
