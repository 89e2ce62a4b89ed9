package api

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"

	"github.com/ethereum/go-ethereum/common"
	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/internal/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/trade"
	"github.com/tradeprep/tradeprep/simulate"
)

type closePositionRequest struct {
	PositionID             json.RawMessage `json:"positionId"`
	SizeDelta              json.RawMessage `json:"sizeDelta"`
	AllowedPrice           json.RawMessage `json:"allowedPrice"`
	TakeProfit             json.RawMessage `json:"takeProfit"`
	StopLoss               json.RawMessage `json:"stopLoss"`
	TakeProfitClosePercent json.RawMessage `json:"takeProfitClosePercent"`
	StopLossClosePercent   json.RawMessage `json:"stopLossClosePercent"`
	UserAddress            json.RawMessage `json:"userAddress"`
}

type closePositionResponse struct {
	Calldata            string      `json:"calldata"`
	VaultAddress        string      `json:"vaultAddress"`
	RequiredGasFee      string      `json:"requiredGasFee"`
	InsufficientBalance bool        `json:"insufficientBalance"`
	Error               string      `json:"error,omitempty"`
	Action              string      `json:"action"`
	PositionID          string      `json:"positionId"`
	SizeDelta           string      `json:"sizeDelta,omitempty"`
	Transaction         Transaction `json:"transaction"`
	Simulation          Simulation  `json:"simulation"`
	Execution           string      `json:"execution"`
}

// Actions of POST /api/closeposition.
const (
	actionClose        = "close"
	actionPartialClose = "partial-close"
	actionModifyTPSL   = "modify-tpsl"
)

type closeOrder struct {
	posID        *big.Int
	sizeDelta    *big.Int // nil: the whole position
	allowedPrice *big.Int
	tp, sl       *trade.Trigger
	user         common.Address // zero: simulate as the owner
}

func (r *closePositionRequest) validate() (closeOrder, *Error) {
	var o closeOrder
	if absent(r.PositionID) {
		return o, missing("positionId", "positionId is required")
	}
	id, apiErr := parseAmount("positionId", r.PositionID, 0, true)
	if apiErr != nil {
		return o, invalid("positionId", "positionId must be a positive integer")
	}
	o.posID = id
	if !absent(r.SizeDelta) {
		if o.sizeDelta, apiErr = parseAmount("sizeDelta", r.SizeDelta, platform.PriceDecimals, true); apiErr != nil {
			return o, apiErr
		}
	}
	if !absent(r.AllowedPrice) {
		if o.allowedPrice, apiErr = parseAmount("allowedPrice", r.AllowedPrice, platform.PriceDecimals, true); apiErr != nil {
			return o, apiErr
		}
	}
	if o.tp, apiErr = parseTrigger("takeProfit", r.TakeProfit, "takeProfitClosePercent", r.TakeProfitClosePercent); apiErr != nil {
		return o, apiErr
	}
	if o.sl, apiErr = parseTrigger("stopLoss", r.StopLoss, "stopLossClosePercent", r.StopLossClosePercent); apiErr != nil {
		return o, apiErr
	}
	if (o.tp != nil || o.sl != nil) && (o.sizeDelta != nil || o.allowedPrice != nil) {
		field := "sizeDelta"
		if o.sizeDelta == nil {
			field = "allowedPrice"
		}
		return o, invalid(field, "a request either closes (sizeDelta, allowedPrice) or modifies take-profit / stop-loss, not both")
	}
	if !absent(r.UserAddress) {
		s, apiErr := parseString("userAddress", r.UserAddress)
		if apiErr != nil {
			return o, apiErr
		}
		if o.user, apiErr = parseAddress("userAddress", s); apiErr != nil {
			return o, apiErr
		}
	}
	return o, nil
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
	ctx := c.Request().Context()
	info, err := s.positionInfo(ctx, o.posID)
	if err != nil {
		return err
	}
	pos := info.Position
	if pos.Owner == (common.Address{}) {
		return &Error{Status: http.StatusNotFound, Code: CodeNotFound, Field: "positionId", Message: fmt.Sprintf("position %s not found", o.posID)}
	}
	from := pos.Owner
	if o.user != (common.Address{}) {
		if o.user != pos.Owner {
			return &Error{Status: http.StatusForbidden, Code: "NOT_OWNER", Field: "userAddress",
				Message: fmt.Sprintf("userAddress is not the owner of position %s", o.posID), Details: map[string]any{"owner": pos.Owner.Hex()}}
		}
		from = o.user
	}
	open := pos.Size.Sign() > 0
	pendingOrder := info.Order.Status == platform.StatusPending
	fees, err := s.fees.get(ctx)
	if err != nil {
		return err
	}
	resp := closePositionResponse{VaultAddress: s.dest.Vault.Hex(), PositionID: o.posID.String()}
	build := func(fees trade.Fees) (trade.Tx, error) {
		if o.tp != nil || o.sl != nil {
			resp.Action = actionModifyTPSL
			return trade.SetTriggers(s.dest.Vault, o.posID, o.tp, o.sl, fees)
		}
		size := o.sizeDelta
		resp.Action = actionPartialClose
		if size == nil || size.Cmp(pos.Size) == 0 {
			size, resp.Action = pos.Size, actionClose
		}
		resp.SizeDelta = fixedpoint.Format(size, platform.PriceDecimals)
		return trade.Decrease(s.dest.Vault, o.posID, size, o.allowedPrice, fees), nil
	}
	isModify := o.tp != nil || o.sl != nil
	switch {
	case !open && !(isModify && pendingOrder):
		state := "closed"
		if pendingOrder {
			state = "a pending order, not an open position; only its take-profit / stop-loss can be changed"
		} else if info.Order.Status == platform.StatusCanceled {
			state = "a canceled order"
		}
		return &Error{Status: http.StatusConflict, Code: CodeConflict, Field: "positionId", Message: fmt.Sprintf("position %s is %s", o.posID, state)}
	case o.sizeDelta != nil && o.sizeDelta.Cmp(pos.Size) > 0:
		return &Error{Status: http.StatusBadRequest, Code: CodeInvalidField, Field: "sizeDelta",
			Message: fmt.Sprintf("sizeDelta %s exceeds the position size %s", fixedpoint.Format(o.sizeDelta, platform.PriceDecimals), fixedpoint.Format(pos.Size, platform.PriceDecimals)),
			Details: map[string]any{"positionSize": fixedpoint.Format(pos.Size, platform.PriceDecimals)}}
	}
	tx, err := build(fees)
	if err != nil {
		return invalid("takeProfit", "%v", err)
	}
	p, err := preflight(ctx, s.destChain, from, tx)
	if isFeeChange(err) {
		s.fees.invalidate()
		if fees, err = s.fees.get(ctx); err != nil {
			return err
		}
		tx, _ = build(fees)
		p, err = preflight(ctx, s.destChain, from, tx)
	}
	if err != nil {
		return err
	}
	resp.Calldata = hexData(tx.Data)
	resp.RequiredGasFee = p.RequiredGasFee.String()
	resp.InsufficientBalance = p.InsufficientBalance
	resp.Error = joinShortfalls(p.Shortfalls)
	resp.Transaction = p.Transaction
	resp.Simulation = p.Simulation
	if resp.Action == actionModifyTPSL {
		resp.Execution = "Take-profit / stop-loss orders replace the existing ones when this transaction is mined; a keeper executes them when the price crosses."
	} else {
		resp.Execution = "The decrease is queued when this transaction is mined and executed by a keeper at the oracle price; if the price is then beyond allowedPrice (maximum for longs, minimum for shorts) the keeper cancels it and the position stays as it is."
	}
	return c.JSON(http.StatusOK, resp)
}

func (s *Server) positionInfo(ctx context.Context, posID *big.Int) (reader.ReaderPositionInfo, error) {
	r := reader.NewReader()
	res, err := s.destChain.sim.Reads(ctx, simulate.Read{To: s.dest.Reader, Data: r.PackGetPositionInfo(posID)})
	if err != nil {
		return reader.ReaderPositionInfo{}, upstream("read position", err)
	}
	if res[0].Err != nil {
		return reader.ReaderPositionInfo{}, upstream("read position", res[0].Err)
	}
	info, err := r.UnpackGetPositionInfo(res[0].Data)
	if err != nil {
		return info, upstream("decode position", err)
	}
	return info, nil
}
