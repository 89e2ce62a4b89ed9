package api

import (
	"context"
	"encoding/json"
	"math/big"
	"net/http"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/service/ledger"
	"github.com/tradeprep/tradeprep/internal/service/trade"
)

// newPositionRequest is the body of POST /api/newposition. Numbers are kept raw so that they
// are parsed exactly (JSON numbers or decimal strings).
type newPositionRequest struct {
	ClientOrderID          json.RawMessage `json:"clientOrderId"`
	Pair                   json.RawMessage `json:"pair"`
	IsLong                 json.RawMessage `json:"isLong"`
	OrderType              json.RawMessage `json:"orderType"`
	Margin                 json.RawMessage `json:"margin"`
	Size                   json.RawMessage `json:"size"`
	MaxAcceptablePrice     json.RawMessage `json:"maxAcceptablePrice"`
	SlippagePercent        json.RawMessage `json:"slippagePercent"`
	LimitPrice             json.RawMessage `json:"limitPrice"`
	StopMarketPrice        json.RawMessage `json:"stopMarketPrice"`
	TakeProfit             json.RawMessage `json:"takeProfit"`
	StopLoss               json.RawMessage `json:"stopLoss"`
	TakeProfitClosePercent json.RawMessage `json:"takeProfitClosePercent"`
	StopLossClosePercent   json.RawMessage `json:"stopLossClosePercent"`
	UserAddress            json.RawMessage `json:"userAddress"`
	Refer                  json.RawMessage `json:"refer"`
	Referrer               json.RawMessage `json:"referrer"`
	SkipBalanceCheck       json.RawMessage `json:"skipBalanceCheck"`
	Batch                  json.RawMessage `json:"batch"`
	Deposit                json.RawMessage `json:"deposit"`
	ReplaceDelegation      json.RawMessage `json:"replaceDelegation"`
}

const maxPair = 100

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
	if apiErr != nil || absent(r.Deposit) {
		return o, user, apiErr
	}
	if o.Batch.Mode == trade.NoBatch {
		return o, user, invalid("deposit", "deposit is moved into the margin wallet in the same batch as the order: it needs \"batch\": \"calls\" or \"eip7702\"")
	}
	o.Deposit, apiErr = parseAmount("deposit", r.Deposit, int32(stableDecimals), true)
	return o, user, apiErr
}

// validateOrder turns the request, all but its deposit, into an order.
func (r *newPositionRequest) validateOrder() (trade.OpenOrder, common.Address, *Error) {
	var o trade.OpenOrder
	if absent(r.Pair) {
		return o, common.Address{}, missing("pair", "pair is required: a trading pair id from 1 to 100")
	}
	pair, apiErr := parseAmount("pair", r.Pair, 0, false)
	if apiErr != nil || pair.Sign() == 0 || pair.Cmp(big.NewInt(maxPair)) > 0 {
		return o, common.Address{}, invalid("pair", "pair must be an integer from 1 to 100")
	}
	o.Pair = pair.Uint64()
	if absent(r.IsLong) {
		return o, common.Address{}, missing("isLong", "isLong is required: true for a long, false for a short")
	}
	if o.IsLong, apiErr = parseBool("isLong", r.IsLong); apiErr != nil {
		return o, common.Address{}, apiErr
	}
	if absent(r.OrderType) {
		return o, common.Address{}, missing("orderType", "orderType is required: market, limit, stop-market or stop-limit")
	}
	ot, apiErr := parseString("orderType", r.OrderType)
	if apiErr != nil {
		return o, common.Address{}, apiErr
	}
	o.Type = trade.OrderType(ot)
	required, ok := requiredFor[o.Type]
	if !ok {
		return o, common.Address{}, invalid("orderType", "orderType must be one of market, limit, stop-market, stop-limit")
	}

	fields := map[string]json.RawMessage{
		"margin": r.Margin, "size": r.Size, "maxAcceptablePrice": r.MaxAcceptablePrice,
		"slippagePercent": r.SlippagePercent, "limitPrice": r.LimitPrice, "stopMarketPrice": r.StopMarketPrice,
	}
	for _, name := range required {
		if absent(fields[name]) {
			return o, common.Address{}, missing(name, "%s is required for %s orders (they need %s)", name, o.Type, strings.Join(required, ", "))
		}
	}
	for name, raw := range fields {
		if !absent(raw) && !contains(required, name) {
			return o, common.Address{}, invalid(name, "%s does not apply to %s orders", name, o.Type)
		}
	}
	usd := func(name string, raw json.RawMessage) *big.Int {
		if apiErr != nil || absent(raw) {
			return nil
		}
		var v *big.Int
		v, apiErr = parseAmount(name, raw, platform.PriceDecimals, true)
		return v
	}
	o.Collateral = usd("margin", r.Margin)
	o.Size = usd("size", r.Size)
	o.AcceptablePrice = usd("maxAcceptablePrice", r.MaxAcceptablePrice)
	o.LimitPrice = usd("limitPrice", r.LimitPrice)
	o.StopPrice = usd("stopMarketPrice", r.StopMarketPrice)
	if apiErr != nil {
		return o, common.Address{}, apiErr
	}
	if !absent(r.SlippagePercent) {
		// basis points with at most one decimal (12.5 bps = 125 in contract units)
		slip, e := parseAmount("slippagePercent", r.SlippagePercent, 1, false)
		if e != nil {
			return o, common.Address{}, e
		}
		if slip.Cmp(big.NewInt(platform.BasisPointsDivisor)) >= 0 {
			return o, common.Address{}, invalid("slippagePercent", "slippagePercent is in basis points and must be below 10000 (100%%)")
		}
		o.Slippage = slip
	}
	if o.TakeProfit, apiErr = parseTrigger("takeProfit", r.TakeProfit, "takeProfitClosePercent", r.TakeProfitClosePercent); apiErr != nil {
		return o, common.Address{}, apiErr
	}
	if o.StopLoss, apiErr = parseTrigger("stopLoss", r.StopLoss, "stopLossClosePercent", r.StopLossClosePercent); apiErr != nil {
		return o, common.Address{}, apiErr
	}

	if absent(r.UserAddress) {
		return o, common.Address{}, missing("userAddress", "userAddress is required: the simulation runs as that sender")
	}
	userText, apiErr := parseString("userAddress", r.UserAddress)
	if apiErr != nil {
		return o, common.Address{}, apiErr
	}
	user, apiErr := parseAddress("userAddress", userText)
	if apiErr != nil {
		return o, common.Address{}, apiErr
	}
	if o.Refer, apiErr = parseRefer(r.Refer, r.Referrer); apiErr != nil {
		return o, common.Address{}, apiErr
	}
	if !absent(r.SkipBalanceCheck) {
		if _, apiErr = parseBool("skipBalanceCheck", r.SkipBalanceCheck); apiErr != nil {
			return o, common.Address{}, apiErr
		}
	}
	if o.Batch, apiErr = parseBatching(r.Batch, r.ReplaceDelegation); apiErr != nil {
		return o, common.Address{}, apiErr
	}
	if o.ClientOrderID, apiErr = parseClientOrderID(r.ClientOrderID); apiErr != nil {
		return o, common.Address{}, apiErr
	}
	return o, user, nil
}

// parseTrigger reads a take-profit or stop-loss price and its close percentage; one without
// the other is an error.
func parseTrigger(priceField string, price json.RawMessage, pctField string, pct json.RawMessage) (*trade.Trigger, *Error) {
	if absent(price) && absent(pct) {
		return nil, nil
	}
	if absent(pct) {
		return nil, missing(pctField, "%s is required when %s is set", pctField, priceField)
	}
	if absent(price) {
		return nil, missing(priceField, "%s is set but %s is not", pctField, priceField)
	}
	p, apiErr := parseAmount(priceField, price, platform.PriceDecimals, true)
	if apiErr != nil {
		return nil, apiErr
	}
	bps, apiErr := parseAmount(pctField, pct, 1, true)
	if apiErr != nil {
		return nil, apiErr
	}
	if bps.Cmp(big.NewInt(platform.BasisPointsDivisor)) > 0 {
		return nil, invalid(pctField, "%s is in basis points and must be at most 10000 (100%%)", pctField)
	}
	return &trade.Trigger{Price: p, Percent: bps}, nil
}

// parseRefer reads the referral address from `refer` (the Vault's `_refer`) or `referrer` (as web
// clients send it); both at once must agree. Default: the zero address.
func parseRefer(refer, referrer json.RawMessage) (common.Address, *Error) {
	var out common.Address
	var set bool
	for _, f := range []struct {
		name string
		raw  json.RawMessage
	}{{"refer", refer}, {"referrer", referrer}} {
		if absent(f.raw) {
			continue
		}
		s, apiErr := parseString(f.name, f.raw)
		if apiErr != nil {
			return out, apiErr
		}
		a, apiErr := parseAddress(f.name, s)
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
	body := req
	body.ClientOrderID = nil
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
