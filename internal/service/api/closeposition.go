package api

import (
	"context"
	"net/http"

	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/service/ledger"
	"github.com/tradeprep/tradeprep/internal/service/trade"
)

type closePositionRequest struct {
	ClientOrderID          clientOrderIDField `json:"clientOrderId"`
	PositionID             idField            `json:"positionId"`
	SizeDelta              usdField           `json:"sizeDelta"`
	AllowedPrice           priceField         `json:"allowedPrice"`
	TakeProfit             priceField         `json:"takeProfit"`
	StopLoss               priceField         `json:"stopLoss"`
	TakeProfitClosePercent bpsField           `json:"takeProfitClosePercent"`
	StopLossClosePercent   bpsField           `json:"stopLossClosePercent"`
	UserAddress            addressField       `json:"userAddress"`
	Batch                  batchModeField     `json:"batch"`
	ReplaceDelegation      boolField          `json:"replaceDelegation"`
}

type closePositionResponse struct {
	tradeAnswer
	Action     string `json:"action"`
	PositionID string `json:"positionId"`
	SizeDelta  string `json:"sizeDelta,omitempty"`
	ValidUntil uint64 `json:"validUntil,omitempty"`
}

func (r *closePositionRequest) validate() (trade.CloseOrder, *Error) {
	var o trade.CloseOrder
	var apiErr *Error
	if o.PosID, apiErr = r.PositionID.decode("positionId"); apiErr != nil {
		return o, apiErr
	}
	if o.SizeDelta, apiErr = r.SizeDelta.decode("sizeDelta"); apiErr != nil {
		return o, apiErr
	}
	if o.AllowedPrice, apiErr = r.AllowedPrice.decode("allowedPrice"); apiErr != nil {
		return o, apiErr
	}
	if o.TakeProfit, apiErr = parseTrigger("takeProfit", r.TakeProfit, "takeProfitClosePercent", r.TakeProfitClosePercent); apiErr != nil {
		return o, apiErr
	}
	if o.StopLoss, apiErr = parseTrigger("stopLoss", r.StopLoss, "stopLossClosePercent", r.StopLossClosePercent); apiErr != nil {
		return o, apiErr
	}
	if (o.TakeProfit != nil || o.StopLoss != nil) && (o.SizeDelta != nil || o.AllowedPrice != nil) {
		field := "sizeDelta"
		if o.SizeDelta == nil {
			field = "allowedPrice"
		}
		return o, invalid(field, "a request either closes (sizeDelta, allowedPrice) or modifies take-profit / stop-loss, not both")
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

func (s *Server) closePosition(c echo.Context) error {
	var req closePositionRequest
	o, err := decodeValid(c, &req, (*closePositionRequest).validate)
	if err != nil {
		return err
	}
	body := req
	body.ClientOrderID = clientOrderIDField{}
	var cl *trade.Closing
	a, t, err := s.prepareTrade(c, o.ClientOrderID, opClosePosition, body, o.Batch.Mode, func(ctx context.Context) (preparedTrade, error) {
		var err error
		if cl, err = s.trade.Close(ctx, o); err != nil {
			return preparedTrade{}, err
		}
		return preparedTrade{Tx: cl.Tx, Prepared: cl.Prepared, Execution: cl.Execution, Outcome: cl.Outcome, Effects: cl.Effects}, nil
	})
	if err != nil {
		return err
	}
	resp := closePositionResponse{tradeAnswer: a, Action: cl.Action, PositionID: o.PosID.String(), ValidUntil: cl.ValidUntil}
	if cl.SizeDelta != nil {
		resp.SizeDelta = usdText(cl.SizeDelta)
	}
	if cl.Action == trade.ActionClose || cl.Action == trade.ActionPartialClose {
		s.recordPrediction(c, ledger.OperationClose, t.Prepared.Transaction.From, t.Tx.To, t.Tx.Data, t.Outcome, o.PosID)
	}
	return c.JSON(http.StatusOK, resp)
}
