package api

import (
	"context"
	"encoding/json"
	"net/http"

	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/service/ledger"
	"github.com/tradeprep/tradeprep/internal/service/trade"
)

type closePositionRequest struct {
	ClientOrderID          json.RawMessage `json:"clientOrderId"`
	PositionID             json.RawMessage `json:"positionId"`
	SizeDelta              json.RawMessage `json:"sizeDelta"`
	AllowedPrice           json.RawMessage `json:"allowedPrice"`
	TakeProfit             json.RawMessage `json:"takeProfit"`
	StopLoss               json.RawMessage `json:"stopLoss"`
	TakeProfitClosePercent json.RawMessage `json:"takeProfitClosePercent"`
	StopLossClosePercent   json.RawMessage `json:"stopLossClosePercent"`
	UserAddress            json.RawMessage `json:"userAddress"`
	Batch                  json.RawMessage `json:"batch"`
	ReplaceDelegation      json.RawMessage `json:"replaceDelegation"`
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
	id, apiErr := parsePositionID(r.PositionID)
	if apiErr != nil {
		return o, apiErr
	}
	o.PosID = id
	if !absent(r.SizeDelta) {
		if o.SizeDelta, apiErr = parseAmount("sizeDelta", r.SizeDelta, platform.PriceDecimals, true); apiErr != nil {
			return o, apiErr
		}
	}
	if !absent(r.AllowedPrice) {
		if o.AllowedPrice, apiErr = parseAmount("allowedPrice", r.AllowedPrice, platform.PriceDecimals, true); apiErr != nil {
			return o, apiErr
		}
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
	if o.User, apiErr = parseOptionalAddress("userAddress", r.UserAddress); apiErr != nil {
		return o, apiErr
	}
	if o.Batch, apiErr = parseBatching(r.Batch, r.ReplaceDelegation); apiErr != nil {
		return o, apiErr
	}
	o.ClientOrderID, apiErr = parseClientOrderID(r.ClientOrderID)
	return o, apiErr
}

func (s *Server) closePosition(c echo.Context) error {
	var req closePositionRequest
	o, err := decodeValid(c, &req, (*closePositionRequest).validate)
	if err != nil {
		return err
	}
	body := req
	body.ClientOrderID = nil
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
