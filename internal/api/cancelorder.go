package api

import (
	"encoding/json"
	"net/http"

	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/trade"
)

type cancelOrderRequest struct {
	PositionID        json.RawMessage `json:"positionId"`
	UserAddress       json.RawMessage `json:"userAddress"`
	ClientOrderID     json.RawMessage `json:"clientOrderId"`
	Batch             json.RawMessage `json:"batch"`
	ReplaceDelegation json.RawMessage `json:"replaceDelegation"`
}

type cancelOrderResponse struct {
	Calldata            string        `json:"calldata"`
	VaultAddress        string        `json:"vaultAddress"`
	RequiredGasFee      string        `json:"requiredGasFee"`
	InsufficientBalance bool          `json:"insufficientBalance"`
	Error               string        `json:"error,omitempty"`
	PositionID          string        `json:"positionId"`
	Transaction         Transaction   `json:"transaction"`
	Simulation          Simulation    `json:"simulation"`
	Execution           string        `json:"execution"`
	Outcome             *tradeOutcome `json:"outcome"`
	Effects             []Effect      `json:"effects"`
	Batch               *Batch        `json:"batch,omitempty"`
	Calls               *SendCalls    `json:"calls,omitempty"`
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
	o.Batch, apiErr = parseBatching(r.Batch, r.ReplaceDelegation)
	return o, apiErr
}

func (s *Server) cancelOrder(c echo.Context) error {
	var req cancelOrderRequest
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
	cn, err := s.trade.Cancel(c.Request().Context(), o)
	if err != nil {
		return err
	}
	p := cn.Prepared
	body := req
	body.ClientOrderID = nil
	if err := s.recordClientOrder(c, cid, opCancelOrder, p.Transaction.From, cn.Tx.To, cn.Tx.Data, body); err != nil {
		return err
	}
	resp := cancelOrderResponse{
		Calldata: hexData(cn.Tx.Data), VaultAddress: s.dest.Vault.Hex(), RequiredGasFee: p.RequiredGasFee.String(),
		InsufficientBalance: p.InsufficientBalance, Error: p.Error(), PositionID: o.PosID.String(),
		Transaction: transactionOf(p.Transaction), Simulation: simulationOf(p.Simulation), Execution: cn.Execution, Outcome: outcomeOf(cn.Outcome), Effects: effectsOf(cn.Effects),
	}
	resp.Batch, resp.Calls = batchOf(o.Batch.Mode, cn.Tx, p)
	return c.JSON(http.StatusOK, resp)
}
