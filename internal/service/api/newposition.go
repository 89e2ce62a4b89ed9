package api

import (
	"context"
	"math/big"
	"net/http"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/service/ledger"
	"github.com/tradeprep/tradeprep/internal/service/trade"
)

// newPositionRequest is the body of POST /api/newposition. Each field is of a type that decodes
// and checks itself (fields.go); numbers are parsed exactly (JSON numbers or decimal strings).
type newPositionRequest struct {
	ClientOrderID          clientOrderIDField `json:"clientOrderId"`
	Pair                   pairField          `json:"pair"`
	IsLong                 boolField          `json:"isLong"`
	OrderType              stringField        `json:"orderType"`
	Margin                 usdField           `json:"margin"`
	Size                   usdField           `json:"size"`
	MaxAcceptablePrice     priceField         `json:"maxAcceptablePrice"`
	SlippagePercent        slippageField      `json:"slippagePercent"`
	LimitPrice             priceField         `json:"limitPrice"`
	StopMarketPrice        priceField         `json:"stopMarketPrice"`
	TakeProfit             priceField         `json:"takeProfit"`
	StopLoss               priceField         `json:"stopLoss"`
	TakeProfitClosePercent bpsField           `json:"takeProfitClosePercent"`
	StopLossClosePercent   bpsField           `json:"stopLossClosePercent"`
	UserAddress            addressField       `json:"userAddress"`
	Refer                  addressField       `json:"refer"`
	Referrer               addressField       `json:"referrer"`
	SkipBalanceCheck       boolField          `json:"skipBalanceCheck"`
	Batch                  batchModeField     `json:"batch"`
	Deposit                tokenAmountField   `json:"deposit"`
	ReplaceDelegation      boolField          `json:"replaceDelegation"`
	ExpiresAt              expiryField        `json:"expiresAt"`
}

// requiredFor lists the fields each order type needs. A limit order needs limitPrice and, since it
// opens a position, margin and size too.
var requiredFor = map[trade.OrderType][]string{
	trade.Market:     {"maxAcceptablePrice", "slippagePercent", "margin", "size"},
	trade.Limit:      {"limitPrice", "margin", "size"},
	trade.StopMarket: {"stopMarketPrice", "margin", "size"},
	trade.StopLimit:  {"limitPrice", "stopMarketPrice", "margin", "size"},
}

// validate turns the request into an order; it returns the first problem found. stableDecimals
// are those of the token a deposit is in.
func (r *newPositionRequest) validate(stableDecimals uint8) (trade.OpenOrder, common.Address, *Error) {
	o, user, apiErr := r.validateOrder()
	if apiErr != nil || r.Deposit.absent() {
		return o, user, apiErr
	}
	if o.Batch.Mode == trade.NoBatch {
		return o, user, invalid("deposit", "deposit is moved into the margin wallet in the same batch as the order: it needs \"batch\": \"calls\" or \"eip7702\"")
	}
	o.Deposit, apiErr = r.Deposit.decode("deposit", stableDecimals)
	return o, user, apiErr
}

// validateOrder turns the request, all but its deposit, into an order.
func (r *newPositionRequest) validateOrder() (trade.OpenOrder, common.Address, *Error) {
	var o trade.OpenOrder
	var apiErr *Error
	if o.Pair, apiErr = r.Pair.decode("pair"); apiErr != nil {
		return o, common.Address{}, apiErr
	}
	if o.IsLong, apiErr = r.IsLong.required("isLong", "isLong is required: true for a long, false for a short"); apiErr != nil {
		return o, common.Address{}, apiErr
	}
	if o.Type, apiErr = r.orderType(); apiErr != nil {
		return o, common.Address{}, apiErr
	}
	if apiErr = r.prices(&o); apiErr != nil {
		return o, common.Address{}, apiErr
	}
	if o.TakeProfit, apiErr = parseTrigger("takeProfit", r.TakeProfit, "takeProfitClosePercent", r.TakeProfitClosePercent); apiErr != nil {
		return o, common.Address{}, apiErr
	}
	if o.StopLoss, apiErr = parseTrigger("stopLoss", r.StopLoss, "stopLossClosePercent", r.StopLossClosePercent); apiErr != nil {
		return o, common.Address{}, apiErr
	}
	user, apiErr := r.UserAddress.required("userAddress", "userAddress is required: the simulation runs as that sender")
	if apiErr != nil {
		return o, common.Address{}, apiErr
	}
	if o.Refer, apiErr = parseRefer(r.Refer, r.Referrer); apiErr != nil {
		return o, common.Address{}, apiErr
	}
	if _, apiErr = r.SkipBalanceCheck.decode("skipBalanceCheck"); apiErr != nil {
		return o, common.Address{}, apiErr
	}
	if o.Batch, apiErr = parseBatching(r.Batch, r.ReplaceDelegation); apiErr != nil {
		return o, common.Address{}, apiErr
	}
	if o.ClientOrderID, apiErr = r.ClientOrderID.decode("clientOrderId"); apiErr != nil {
		return o, common.Address{}, apiErr
	}
	if o.ExpiresAt, apiErr = r.ExpiresAt.decode("expiresAt"); apiErr != nil {
		return o, common.Address{}, apiErr
	}
	if o.ExpiresAt != 0 && o.Type == trade.Market {
		return o, common.Address{}, invalid("expiresAt", "expiresAt (good-til-time) is for limit, stop-market and stop-limit orders: "+
			"a market order expires on its own after the market order lifetime")
	}
	return o, user, nil
}

// orderType reads the order type and checks that the fields it needs are given and that no
// other price or amount field is.
func (r *newPositionRequest) orderType() (trade.OrderType, *Error) {
	if r.OrderType.absent() {
		return "", missing("orderType", "orderType is required: market, limit, stop-market or stop-limit")
	}
	text, apiErr := r.OrderType.decode("orderType")
	if apiErr != nil {
		return "", apiErr
	}
	t := trade.OrderType(text)
	required, ok := requiredFor[t]
	if !ok {
		return t, invalid("orderType", "orderType must be one of market, limit, stop-market, stop-limit")
	}
	fields := map[string]rawField{
		"margin": r.Margin.rawField, "size": r.Size.rawField, "maxAcceptablePrice": r.MaxAcceptablePrice.rawField,
		"slippagePercent": r.SlippagePercent.rawField, "limitPrice": r.LimitPrice.rawField, "stopMarketPrice": r.StopMarketPrice.rawField,
	}
	for _, name := range required {
		if fields[name].absent() {
			return t, missing(name, "%s is required for %s orders (they need %s)", name, t, strings.Join(required, ", "))
		}
	}
	for _, name := range []string{"margin", "size", "maxAcceptablePrice", "slippagePercent", "limitPrice", "stopMarketPrice"} {
		if !fields[name].absent() && !contains(required, name) {
			return t, invalid(name, "%s does not apply to %s orders", name, t)
		}
	}
	return t, nil
}

// prices reads the order's amounts, prices and slippage (those its type allows are given).
func (r *newPositionRequest) prices(o *trade.OpenOrder) *Error {
	var apiErr *Error
	for _, f := range []struct {
		dst   **big.Int
		name  string
		field func(string) (*big.Int, *Error)
	}{
		{&o.Collateral, "margin", r.Margin.decode}, {&o.Size, "size", r.Size.decode},
		{&o.AcceptablePrice, "maxAcceptablePrice", r.MaxAcceptablePrice.decode},
		{&o.LimitPrice, "limitPrice", r.LimitPrice.decode}, {&o.StopPrice, "stopMarketPrice", r.StopMarketPrice.decode},
		{&o.Slippage, "slippagePercent", r.SlippagePercent.decode},
	} {
		if *f.dst, apiErr = f.field(f.name); apiErr != nil {
			return apiErr
		}
	}
	return nil
}

// parseTrigger reads a take-profit or stop-loss price and its close percentage; one without
// the other is an error.
func parseTrigger(priceName string, price priceField, pctName string, pct bpsField) (*trade.Trigger, *Error) {
	if price.absent() && pct.absent() {
		return nil, nil
	}
	if pct.absent() {
		return nil, missing(pctName, "%s is required when %s is set", pctName, priceName)
	}
	if price.absent() {
		return nil, missing(priceName, "%s is set but %s is not", pctName, priceName)
	}
	p, apiErr := price.decode(priceName)
	if apiErr != nil {
		return nil, apiErr
	}
	bps, apiErr := pct.decode(pctName)
	if apiErr != nil {
		return nil, apiErr
	}
	return &trade.Trigger{Price: p, Percent: bps}, nil
}

// parseRefer reads the referral address from `refer` (the Vault's `_refer`) or `referrer` (as web
// clients send it); both at once must agree. Default: the zero address.
func parseRefer(refer, referrer addressField) (common.Address, *Error) {
	var out common.Address
	var set bool
	for _, f := range []struct {
		name  string
		field addressField
	}{{"refer", refer}, {"referrer", referrer}} {
		if f.field.absent() {
			continue
		}
		a, apiErr := f.field.decode(f.name)
		if apiErr != nil {
			return out, apiErr
		}
		if set && a != out {
			return out, invalid(f.name, "refer and referrer disagree")
		}
		out, set = a, true
	}
	return out, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func (s *Server) newPosition(c echo.Context) error {
	var req newPositionRequest
	if err := decodeJSON(c, &req); err != nil {
		return err
	}
	order, user, apiErr := req.validate(s.dest.Stable.Decimals)
	if apiErr != nil {
		return apiErr
	}
	if apiErr := expiryBound("expiresAt", order.ExpiresAt, s.now()); apiErr != nil {
		return apiErr
	}
	body := req
	body.ClientOrderID = clientOrderIDField{}
	a, t, err := s.prepareTrade(c, order.ClientOrderID, opNewPosition, body, order.Batch.Mode, func(ctx context.Context) (preparedTrade, error) {
		o, err := s.trade.Open(ctx, order, user)
		if err != nil {
			return preparedTrade{}, err
		}
		return preparedTrade{Tx: o.Tx, Prepared: o.Prepared, Execution: trade.ExecutionNote(order.Type), Outcome: o.Outcome, Effects: o.Effects}, nil
	})
	if err != nil {
		return err
	}
	if t.Outcome != nil {
		s.recordPrediction(c, ledger.OperationOpen, user, t.Tx.To, t.Tx.Data, t.Outcome, t.Outcome.PositionID)
	}
	return c.JSON(http.StatusOK, a) // the 200 body of POST /api/newposition
}
