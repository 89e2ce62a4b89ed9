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

// closePosition needs one JSON-RPC round trip in steady state: the position is read in the
// same batch as the simulation. Only the sender must be known first: userAddress, or the
// position's owner, which never changes and is cached after the first read.
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
	from := o.user
	if from == (common.Address{}) {
		owner, err := s.positionOwner(ctx, o.posID)
		if err != nil {
			return err
		}
		from = owner
	}
	resp := closePositionResponse{VaultAddress: s.dest.Vault.Hex(), PositionID: o.posID.String()}
	build := func(fees trade.Fees) (trade.Tx, error) {
		switch {
		case o.tp != nil || o.sl != nil:
			resp.Action = actionModifyTPSL
			tx, err := trade.SetTriggers(s.dest.Vault, o.posID, o.tp, o.sl, fees)
			if err != nil {
				return tx, invalid("takeProfit", "%v", err)
			}
			return tx, nil
		case o.sizeDelta == nil:
			resp.Action = actionClose
			return trade.Decrease(s.dest.Vault, o.posID, trade.CloseAll, o.allowedPrice, fees), nil
		default:
			resp.Action = actionPartialClose
			return trade.Decrease(s.dest.Vault, o.posID, o.sizeDelta, o.allowedPrice, fees), nil
		}
	}
	r := reader.NewReader()
	read := simulate.Read{To: s.dest.Reader, Data: r.PackGetPositionInfo(o.posID)}
	tx, p, simErr := s.prepareWithFees(ctx, nil, from, build, read)
	if p == nil {
		return simErr
	}
	// what the position is decides before what the simulation says
	info, err := positionOf(r, p)
	if err != nil {
		return err
	}
	if owner := info.Position.Owner; o.user == (common.Address{}) && owner != (common.Address{}) && owner != from {
		// the cached owner is stale (a reorganised chain, or a reverted anvil, reused the id):
		// simulate again as the owner the chain reports now, at the same block, with the same
		// handling of changed fees
		s.owners.put(o.posID.String(), owner)
		from = owner
		block := p.Report.Head()
		if tx, p, simErr = s.prepareWithFees(ctx, &block, from, build, read); p == nil {
			return simErr
		}
		if info, err = positionOf(r, p); err != nil {
			return err
		}
	}
	if apiErr := s.checkPosition(o, info, resp.Action); apiErr != nil {
		return apiErr
	}
	if simErr != nil {
		return simErr
	}
	switch resp.Action {
	case actionClose:
		resp.SizeDelta = fixedpoint.Format(info.Position.Size, platform.PriceDecimals)
	case actionPartialClose:
		resp.SizeDelta = fixedpoint.Format(o.sizeDelta, platform.PriceDecimals)
		if o.sizeDelta.Cmp(info.Position.Size) == 0 {
			resp.Action = actionClose // the whole size, as it is now
		}
	}
	resp.Calldata = hexData(tx.Data)
	resp.RequiredGasFee = p.RequiredGasFee.String()
	resp.InsufficientBalance = p.InsufficientBalance
	resp.Error = joinShortfalls(p.Shortfalls)
	resp.Transaction = p.Transaction
	resp.Simulation = p.Simulation
	switch resp.Action {
	case actionModifyTPSL:
		resp.Execution = "Take-profit / stop-loss orders replace the existing ones when this transaction is mined; a keeper executes them when the price crosses."
	case actionClose:
		resp.Execution = "The close is queued when this transaction is mined and executed by a keeper at the oracle price; it closes the whole position as it is then (sizeDelta in the calldata is the close-all value 2^256-1). If the price is then beyond allowedPrice (maximum for longs, minimum for shorts) the keeper cancels it and the position stays as it is."
	default:
		resp.Execution = "The decrease is queued when this transaction is mined and executed by a keeper at the oracle price; if the price is then beyond allowedPrice (maximum for longs, minimum for shorts) the keeper cancels it and the position stays as it is."
	}
	return c.JSON(http.StatusOK, resp)
}

// checkPosition turns the position's state into the request's error, if any.
func (s *Server) checkPosition(o closeOrder, info reader.ReaderPositionInfo, action string) *Error {
	pos := info.Position
	if pos.Owner == (common.Address{}) {
		return &Error{Status: http.StatusNotFound, Code: CodeNotFound, Field: "positionId", Message: fmt.Sprintf("position %s not found", o.posID)}
	}
	if o.user != (common.Address{}) && o.user != pos.Owner {
		return &Error{Status: http.StatusForbidden, Code: "NOT_OWNER", Field: "userAddress",
			Message: fmt.Sprintf("userAddress is not the owner of position %s", o.posID), Details: map[string]any{"owner": pos.Owner.Hex()}}
	}
	open := pos.Size.Sign() > 0
	pendingOrder := info.Order.Status == platform.StatusPending
	if !open && !(action == actionModifyTPSL && pendingOrder) {
		state := "closed"
		if pendingOrder {
			state = "a pending order, not an open position; only its take-profit / stop-loss can be changed"
		} else if info.Order.Status == platform.StatusCanceled {
			state = "a canceled order"
		}
		return &Error{Status: http.StatusConflict, Code: CodeConflict, Field: "positionId", Message: fmt.Sprintf("position %s is %s", o.posID, state)}
	}
	if o.sizeDelta != nil && o.sizeDelta.Cmp(pos.Size) > 0 {
		return &Error{Status: http.StatusBadRequest, Code: CodeInvalidField, Field: "sizeDelta",
			Message: fmt.Sprintf("sizeDelta %s exceeds the position size %s", fixedpoint.Format(o.sizeDelta, platform.PriceDecimals), fixedpoint.Format(pos.Size, platform.PriceDecimals)),
			Details: map[string]any{"positionSize": fixedpoint.Format(pos.Size, platform.PriceDecimals)}}
	}
	return nil
}

// positionOf is the position as the read in the simulation's batch found it, at the simulated
// block.
func positionOf(r *reader.Reader, p *prepared) (reader.ReaderPositionInfo, error) {
	reads := p.Report.Reads
	if len(reads) != 1 || reads[0].Err != nil {
		return reader.ReaderPositionInfo{}, upstream("read position", firstReadErr(reads))
	}
	info, err := r.UnpackGetPositionInfo(reads[0].Data)
	if err != nil {
		return info, upstream("decode position", err)
	}
	return info, nil
}

func firstReadErr(reads []simulate.ReadResult) error {
	for _, r := range reads {
		if r.Err != nil {
			return r.Err
		}
	}
	return fmt.Errorf("position read missing from the batch")
}

// positionOwner returns the owner of a position: from the cache, or read once (an owner never
// changes). A position that does not exist is a 404.
func (s *Server) positionOwner(ctx context.Context, posID *big.Int) (common.Address, error) {
	key := posID.String()
	if v, ok := s.owners.get(key); ok {
		return v, nil
	}
	info, err := s.positionInfo(ctx, posID)
	if err != nil {
		return common.Address{}, err
	}
	if info.Position.Owner == (common.Address{}) {
		return common.Address{}, &Error{Status: http.StatusNotFound, Code: CodeNotFound, Field: "positionId", Message: fmt.Sprintf("position %s not found", posID)}
	}
	s.owners.put(key, info.Position.Owner)
	return info.Position.Owner, nil
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
