package api

import (
	"context"
	"net/http"

	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/service/trade"
)

// POST /api/editorder edits a pending limit, stop-market or stop-limit order in place
// (Vault.editOrder): the request states the whole order as it is to be (its prices as
// newposition names them, margin, size, and expiresAt, absent for none); it keeps its id, its
// take-profit / stop-loss and its place. No last look: 409 ORDER_EXECUTABLE once the pushed
// price lets the keeper act on it, as for a cancel.

type editOrderRequest struct {
	PositionID        idField        `json:"positionId"`
	UserAddress       addressField   `json:"userAddress"`
	LimitPrice        priceField     `json:"limitPrice"`
	StopMarketPrice   priceField     `json:"stopMarketPrice"`
	Margin            usdField       `json:"margin"`
	Size              usdField       `json:"size"`
	ExpiresAt         expiryField    `json:"expiresAt"`
	Batch             batchModeField `json:"batch"`
	ReplaceDelegation boolField      `json:"replaceDelegation"`
}

type editOrderResponse struct {
	tradeAnswer
	PositionID string `json:"positionId"`
}

func (r *editOrderRequest) validate() (trade.EditOrder, *Error) {
	var o trade.EditOrder
	var apiErr *Error
	if o.PosID, apiErr = r.PositionID.decode("positionId"); apiErr != nil {
		return o, apiErr
	}
	if o.User, apiErr = r.UserAddress.decode("userAddress"); apiErr != nil {
		return o, apiErr
	}
	if o.LimitPrice, apiErr = r.LimitPrice.decode("limitPrice"); apiErr != nil {
		return o, apiErr
	}
	if o.StopPrice, apiErr = r.StopMarketPrice.decode("stopMarketPrice"); apiErr != nil {
		return o, apiErr
	}
	if r.Margin.absent() {
		return o, missing("margin", "margin is required: the edit states the whole order")
	}
	if o.Collateral, apiErr = r.Margin.decode("margin"); apiErr != nil {
		return o, apiErr
	}
	if r.Size.absent() {
		return o, missing("size", "size is required: the edit states the whole order")
	}
	if o.Size, apiErr = r.Size.decode("size"); apiErr != nil {
		return o, apiErr
	}
	if o.ExpiresAt, apiErr = r.ExpiresAt.decode("expiresAt"); apiErr != nil {
		return o, apiErr
	}
	o.Batch, apiErr = parseBatching(r.Batch, r.ReplaceDelegation)
	return o, apiErr
}

func (s *Server) editOrder(c echo.Context) error {
	var req editOrderRequest
	o, err := decodeValid(c, &req, (*editOrderRequest).validate)
	if err != nil {
		return err
	}
	if apiErr := expiryBound("expiresAt", o.ExpiresAt, s.now()); apiErr != nil {
		return apiErr
	}
	a, _, err := s.prepareTrade(c, "", opCancelOrder, nil, o.Batch.Mode, func(ctx context.Context) (preparedTrade, error) {
		e, err := s.trade.Edit(ctx, o)
		if err != nil {
			return preparedTrade{}, err
		}
		return preparedTrade{Tx: e.Tx, Prepared: e.Prepared, Execution: e.Execution, Outcome: e.Outcome, Effects: e.Effects}, nil
	})
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, editOrderResponse{tradeAnswer: a, PositionID: o.PosID.String()})
}
