package api

import (
	"encoding/json"
	"net/http"

	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/ledger"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/trade"
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
	Calldata            string        `json:"calldata"`
	VaultAddress        string        `json:"vaultAddress"`
	RequiredGasFee      string        `json:"requiredGasFee"`
	InsufficientBalance bool          `json:"insufficientBalance"`
	Error               string        `json:"error,omitempty"`
	Action              string        `json:"action"`
	PositionID          string        `json:"positionId"`
	SizeDelta           string        `json:"sizeDelta,omitempty"`
	Transaction         Transaction   `json:"transaction"`
	Simulation          Simulation    `json:"simulation"`
	Execution           string        `json:"execution"`
	Outcome             *tradeOutcome `json:"outcome"`
	Effects             []Effect      `json:"effects"`
	ValidUntil          uint64        `json:"validUntil,omitempty"`
	Batch               *Batch        `json:"batch,omitempty"`
	Calls               *SendCalls    `json:"calls,omitempty"`
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
	o.Batch, apiErr = parseBatching(r.Batch, r.ReplaceDelegation)
	return o, apiErr
}

func (s *Server) closePosition(c echo.Context) error {
	var req closePositionRequest
	if err := decodeJSON(c, &req); err != nil {
		return err
	}
	o, apiErr := req.validate()
	if apiErr != nil {
		return apiErr
	}
	cid, apiErr := parseClientOrderID(req.ClientOrderID)
	if apiErr != nil {
		return apiErr
	}
	if err := s.needClientOrders(c, cid); err != nil {
		return err
	}
	cl, err := s.trade.Close(c.Request().Context(), o)
	if err != nil {
		return err
	}
	p := cl.Prepared
	body := req
	body.ClientOrderID = nil
	if err := s.recordClientOrder(c, cid, opClosePosition, p.Transaction.From, cl.Tx.To, cl.Tx.Data, body); err != nil {
		return err
	}
	resp := closePositionResponse{
		Calldata: hexData(cl.Tx.Data), VaultAddress: s.dest.Vault.Hex(), RequiredGasFee: p.RequiredGasFee.String(),
		InsufficientBalance: p.InsufficientBalance, Error: p.Error(), Action: cl.Action, PositionID: o.PosID.String(),
		Transaction: transactionOf(p.Transaction), Simulation: simulationOf(p.Simulation), Execution: cl.Execution, Outcome: outcomeOf(cl.Outcome), Effects: effectsOf(cl.Effects),
		ValidUntil: cl.ValidUntil,
	}
	resp.Batch, resp.Calls = batchOf(o.Batch.Mode, cl.Tx, p)
	if cl.SizeDelta != nil {
		resp.SizeDelta = usdText(cl.SizeDelta)
	}
	if cl.Action == trade.ActionClose || cl.Action == trade.ActionPartialClose {
		s.recordPrediction(c, ledger.OperationClose, p.Transaction.From, cl.Tx.To, cl.Tx.Data, cl.Outcome, o.PosID)
	}
	return c.JSON(http.StatusOK, resp)
}
