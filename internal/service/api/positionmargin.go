package api

import (
	"context"
	"math/big"
	"net/http"

	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/service/trade"
)

// positionMarginRequest is POST /api/positionmargin's body: move amount (USD) into ("add") or
// out of ("remove") the collateral of the open position positionId.
type positionMarginRequest struct {
	PositionID        idField        `json:"positionId"`
	Action            stringField    `json:"action"`
	Amount            usdField       `json:"amount"`
	UserAddress       addressField   `json:"userAddress"`
	Batch             batchModeField `json:"batch"`
	ReplaceDelegation boolField      `json:"replaceDelegation"`
}

// maxMarginAmount is the Vault's bound of every USD amount a user sets (MAX_USD: one trillion
// USD, platform.PriceDecimals).
var maxMarginAmount = new(big.Int).Mul(big.NewInt(1e12), new(big.Int).Exp(big.NewInt(10), big.NewInt(platform.PriceDecimals), nil))

// positionMarginResponse is the prepared call with what it moves and the bounds of a margin
// change on the position in the block the call lands in.
type positionMarginResponse struct {
	tradeAnswer
	PositionID string        `json:"positionId"`
	Action     string        `json:"action"`
	Amount     string        `json:"amount"` // USD, exact
	Bounds     *marginBounds `json:"bounds,omitempty"`
}

// marginBounds is trade.MarginBounds on the wire: USD amounts exact, leverage in x.
type marginBounds struct {
	Collateral        string `json:"collateral"`
	FeeDebt           string `json:"feeDebt"`
	MaxAdd            string `json:"maxAdd"`
	MaxRemove         string `json:"maxRemove"`
	RemoveLimit       string `json:"removeLimit"`
	MinCollateral     string `json:"minCollateral"`
	MaxLeverage       string `json:"maxLeverage"`
	LeastCollateral   string `json:"leastCollateral"`
	MaintenanceMargin string `json:"maintenanceMargin"`
	NetValue          string `json:"netValue"`
	PriceFresh        bool   `json:"priceFresh"`
}

func (r *positionMarginRequest) validate() (trade.PositionMargin, *Error) {
	var o trade.PositionMargin
	var apiErr *Error
	if o.PosID, apiErr = r.PositionID.decode("positionId"); apiErr != nil {
		return o, apiErr
	}
	if r.Action.absent() {
		return o, missing("action", "action is required: \"add\" (margin wallet to collateral) or \"remove\" (collateral to margin wallet)")
	}
	if o.Action, apiErr = r.Action.decode("action"); apiErr != nil {
		return o, apiErr
	}
	if o.Action != trade.MarginAdd && o.Action != trade.MarginRemove {
		return o, invalid("action", "action must be \"add\" or \"remove\"")
	}
	if r.Amount.absent() {
		return o, missing("amount", "amount is required: the USD to move, above zero")
	}
	if o.Amount, apiErr = r.Amount.decode("amount"); apiErr != nil {
		return o, apiErr
	}
	if o.Amount.Cmp(maxMarginAmount) > 0 {
		return o, invalid("amount", "amount must be at most %s USD (the Vault's bound of every amount)", usdText(maxMarginAmount))
	}
	if o.User, apiErr = r.UserAddress.decode("userAddress"); apiErr != nil {
		return o, apiErr
	}
	o.Batch, apiErr = parseBatching(r.Batch, r.ReplaceDelegation)
	return o, apiErr
}

// positionMargin prepares Vault.addCollateral or Vault.removeCollateral in one round trip.
func (s *Server) positionMargin(c echo.Context) error {
	var req positionMarginRequest
	o, err := decodeValid(c, &req, (*positionMarginRequest).validate)
	if err != nil {
		return err
	}
	var bounds *trade.MarginBounds
	a, _, err := s.prepareTrade(c, "", "", nil, o.Batch.Mode, func(ctx context.Context) (preparedTrade, error) {
		m, err := s.trade.PositionMargin(ctx, o)
		if err != nil {
			return preparedTrade{}, err
		}
		bounds = m.Bounds
		return preparedTrade{Tx: m.Tx, Prepared: m.Prepared, Execution: m.Execution, Outcome: m.Outcome, Effects: m.Effects}, nil
	})
	if err != nil {
		return err
	}
	resp := positionMarginResponse{tradeAnswer: a, PositionID: o.PosID.String(), Action: o.Action, Amount: usdText(o.Amount)}
	if b := bounds; b != nil {
		resp.Bounds = &marginBounds{Collateral: usdText(b.Collateral), FeeDebt: usdText(b.FeeDebt), MaxAdd: usdText(b.MaxAdd),
			MaxRemove: usdText(b.MaxRemove), RemoveLimit: b.Limit, MinCollateral: usdText(b.MinCollateral),
			MaxLeverage: tradeLeverage(b.MaxLeverage), LeastCollateral: usdText(b.LeastCollateral),
			MaintenanceMargin: usdText(b.MaintenanceMargin), NetValue: usdText(b.NetValue), PriceFresh: b.PriceFresh}
	}
	return c.JSON(http.StatusOK, resp)
}
