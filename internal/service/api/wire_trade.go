package api

import (
	"encoding/json"
	"math/big"
	"strconv"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform/problem"
	"github.com/tradeprep/tradeprep/internal/service/history"
	"github.com/tradeprep/tradeprep/internal/service/trade"
)

// The wire forms of internal/service/trade's answers: USD amounts as exact decimals, prices at the
// display precision (platform.PriceDisplayDigits) each with its exact value in ...Exact,
// leverage as a decimal ("10" for 10x), percentages in basis points (10000 = 100%). A figure
// the domain leaves nil is absent (omitempty) or "0" where the field is always present.

// tradeOutcome is trade.Outcome on the wire: what the transaction and the keeper's execution that
// follows it do, from one simulation.
type tradeOutcome struct {
	Status           string       `json:"status"`
	Reason           string       `json:"reason,omitempty"`
	AssumesFunded    bool         `json:"assumesFunded,omitempty"`
	ContractReason   string       `json:"contractReason,omitempty"`
	Revert           *Revert      `json:"revert,omitempty"`
	Block            uint64       `json:"block,omitempty"`
	Timestamp        uint64       `json:"timestamp,omitempty"`
	PositionID       string       `json:"positionId,omitempty"`
	OraclePrice      string       `json:"oraclePrice,omitempty"`
	OraclePriceExact string       `json:"oraclePriceExact,omitempty"`
	Trigger          string       `json:"trigger,omitempty"`
	tradeFill                     // embedded: its fields are the tradeOutcome's
	IfFilled         *tradeFill   `json:"ifFilled,omitempty"`
	PriceBasis       string       `json:"priceBasis,omitempty"`
	Bounds           *priceBounds `json:"priceBounds,omitempty"`
	SizeDelta        string       `json:"sizeDelta,omitempty"`
	PnL              string       `json:"pnl,omitempty"`
	Payout           string       `json:"payout,omitempty"`
	RemainingSize    string       `json:"remainingSize,omitempty"`
	FeeDebt          string       `json:"feeDebt,omitempty"`
	Triggers         []triggerSet `json:"triggers,omitempty"`
	// Forecast (opens): the liquidation price of the position the fill makes as time passes.
	Forecast *liquidationForecast `json:"forecast,omitempty"`
}

// tradeFill is trade.Fill on the wire.
type tradeFill struct {
	Price                 string       `json:"price,omitempty"`
	PriceExact            string       `json:"priceExact,omitempty"`
	Size                  string       `json:"size,omitempty"`
	Collateral            string       `json:"collateral,omitempty"`
	Leverage              string       `json:"leverage,omitempty"`
	LiquidationPrice      string       `json:"liquidationPrice,omitempty"`
	LiquidationPriceExact string       `json:"liquidationPriceExact,omitempty"`
	Fees                  *outcomeFees `json:"fees,omitempty"`
	MarginBefore          string       `json:"marginBefore,omitempty"`
	MarginAfter           string       `json:"marginAfter,omitempty"`
}

// outcomeFees is trade.OutcomeFees on the wire: USD, but execution in wei.
type outcomeFees struct {
	Opening   string `json:"opening,omitempty"`
	Closing   string `json:"closing,omitempty"`
	Borrow    string `json:"borrow,omitempty"`
	Funding   string `json:"funding,omitempty"`
	Execution string `json:"execution"`
}

// triggerSet is trade.TriggerSet on the wire.
type triggerSet struct {
	Kind         string `json:"kind"`
	Price        string `json:"price"`
	PriceExact   string `json:"priceExact"`
	ClosePercent string `json:"closePercent"`
}

// priceBounds is trade.PriceBounds on the wire.
type priceBounds struct {
	Summary  string    `json:"summary"`
	Min      string    `json:"min,omitempty"`
	MinExact string    `json:"minExact,omitempty"`
	AtMin    *boundRun `json:"atMin,omitempty"`
	BelowMin *boundRun `json:"belowMin,omitempty"`
	Max      string    `json:"max,omitempty"`
	MaxExact string    `json:"maxExact,omitempty"`
	AtMax    *boundRun `json:"atMax,omitempty"`
	AboveMax *boundRun `json:"aboveMax,omitempty"`
}

// boundRun is trade.BoundRun on the wire.
type boundRun struct {
	Price      string `json:"price"`
	PriceExact string `json:"priceExact"`
	Status     string `json:"status"`
	Reason     string `json:"reason,omitempty"`
}

// positionView is trade.PositionView on the wire (GET /api/positions).
type positionView struct {
	PositionID            string        `json:"positionId"`
	Pair                  uint64        `json:"pair"`
	IsLong                bool          `json:"isLong"`
	Status                string        `json:"status"`
	OrderType             string        `json:"orderType"`
	Size                  string        `json:"size"`
	Collateral            string        `json:"collateral"`
	AveragePrice          string        `json:"averagePrice,omitempty"`
	AveragePriceExact     string        `json:"averagePriceExact,omitempty"`
	LimitPrice            string        `json:"limitPrice,omitempty"`
	LimitPriceExact       string        `json:"limitPriceExact,omitempty"`
	StopMarketPrice       string        `json:"stopMarketPrice,omitempty"`
	StopMarketPriceExact  string        `json:"stopMarketPriceExact,omitempty"`
	MarkPrice             string        `json:"markPrice,omitempty"`
	MarkPriceExact        string        `json:"markPriceExact,omitempty"`
	Leverage              string        `json:"leverage,omitempty"`
	PnL                   string        `json:"pnl,omitempty"`
	NetValue              string        `json:"netValue,omitempty"`
	LiquidationPrice      string        `json:"liquidationPrice,omitempty"`
	LiquidationPriceExact string        `json:"liquidationPriceExact,omitempty"`
	MaintenanceMargin     string        `json:"maintenanceMargin,omitempty"`
	AccruedFees           *accruedFees  `json:"accruedFees,omitempty"`
	FeeDebt               string        `json:"feeDebt,omitempty"`
	ClosingFee            string        `json:"closingFee,omitempty"`
	Liquidatable          *bool         `json:"liquidatable,omitempty"`
	PriceFresh            *bool         `json:"priceFresh,omitempty"`
	Trigger               string        `json:"trigger,omitempty"`
	TakeProfit            *triggerView  `json:"takeProfit,omitempty"`
	StopLoss              *triggerView  `json:"stopLoss,omitempty"`
	PendingDecrease       *decreaseView `json:"pendingDecrease,omitempty"`
	Refer                 string        `json:"refer,omitempty"`
	// an ended one's (status closed, cancelled or liquidated, from the event index)
	Reason      string       `json:"reason,omitempty"`
	EndedBlock  uint64       `json:"endedBlock,omitempty"`
	EndedTxHash *common.Hash `json:"endedTxHash,omitempty"`
	EndedAt     uint64       `json:"endedAt,omitempty"`
}

// endedView is history.Ended on the wire: the order's figures, and where and why it ended.
func endedView(p history.Ended) positionView {
	pair, _ := strconv.ParseUint(p.Pair, 10, 64) // recorded from the order's tokenId
	v := positionView{PositionID: p.PositionID, Pair: pair, Status: p.Status, OrderType: p.OrderType, Size: p.Size, Collateral: p.Collateral,
		Reason: p.Reason, EndedBlock: p.Block, EndedTxHash: &p.TxHash, EndedAt: p.Timestamp}
	if p.IsLong != nil {
		v.IsLong = *p.IsLong
	}
	return v
}

// accruedFees is trade.AccruedFees on the wire.
type accruedFees struct {
	Borrow  string `json:"borrow"`
	Funding string `json:"funding"`
}

// triggerView is trade.TriggerView on the wire; closePercent is a JSON number.
type triggerView struct {
	Price        string      `json:"price"`
	PriceExact   string      `json:"priceExact"`
	ClosePercent json.Number `json:"closePercent"`
}

// decreaseView is trade.DecreaseView on the wire.
type decreaseView struct {
	SizeDelta         string `json:"sizeDelta"`
	WholePosition     bool   `json:"wholePosition,omitempty"`
	AllowedPrice      string `json:"allowedPrice,omitempty"`
	AllowedPriceExact string `json:"allowedPriceExact,omitempty"`
}

// tradeUSD is a USD amount as a decimal, "" when v is nil (an omitted field).
func tradeUSD(v *big.Int) string {
	if v == nil {
		return ""
	}
	return usdText(v)
}

// tradePrice is a price at the display precision and exact; both "" when v is nil.
func tradePrice(v *big.Int) (display, exact string) {
	if v == nil {
		return "", ""
	}
	return fixedpoint.FormatSignificant(v, platform.PriceDecimals, platform.PriceDisplayDigits), usdText(v)
}

// tradeLeverage is a leverage as a decimal ("10" for 10x), "" when v is nil.
func tradeLeverage(v *big.Int) string {
	if v == nil {
		return ""
	}
	return fixedpoint.Format(v, trade.LeverageDecimals)
}

// tradePercent is a percentage in basis points as a decimal.
func tradePercent(v *big.Int) string { return fixedpoint.Format(v, trade.PercentDecimals) }

// tradeBig is v in decimal, "" when v is nil.
func tradeBig(v *big.Int) string {
	if v == nil {
		return ""
	}
	return v.String()
}

// outcomeOf is the wire form of o; nil when o is nil.
func outcomeOf(o *trade.Outcome) *tradeOutcome {
	if o == nil {
		return nil
	}
	out := &tradeOutcome{Status: string(o.Status), Reason: o.Reason, AssumesFunded: o.AssumesFunded, ContractReason: o.ContractReason,
		Block: o.Block, Timestamp: o.Timestamp, PositionID: tradeBig(o.PositionID), Trigger: o.Trigger, tradeFill: tradeFillOf(o.Fill),
		PriceBasis: o.PriceBasis, Bounds: priceBoundsOf(o.Bounds), SizeDelta: tradeUSD(o.SizeDelta), PnL: tradeUSD(o.PnL),
		Payout: tradeUSD(o.Payout), RemainingSize: tradeUSD(o.RemainingSize), FeeDebt: tradeUSD(o.FeeDebt), Forecast: forecastOf(o.Forecast)}
	if o.Revert != nil {
		out.Revert = revertOf(problem.Revert(o.Revert))
	}
	out.OraclePrice, out.OraclePriceExact = tradePrice(o.OraclePrice)
	if o.IfFilled != nil {
		f := tradeFillOf(*o.IfFilled)
		out.IfFilled = &f
	}
	for _, t := range o.Triggers {
		w := triggerSet{Kind: string(t.Kind), ClosePercent: tradePercent(t.ClosePercent)}
		w.Price, w.PriceExact = tradePrice(t.Price)
		out.Triggers = append(out.Triggers, w)
	}
	return out
}

func tradeFillOf(f trade.Fill) tradeFill {
	out := tradeFill{Size: tradeUSD(f.Size), Collateral: tradeUSD(f.Collateral), Leverage: tradeLeverage(f.Leverage),
		MarginBefore: tradeUSD(f.MarginBefore), MarginAfter: tradeUSD(f.MarginAfter)}
	out.Price, out.PriceExact = tradePrice(f.Price)
	out.LiquidationPrice, out.LiquidationPriceExact = tradePrice(f.LiquidationPrice)
	if fe := f.Fees; fe != nil {
		out.Fees = &outcomeFees{Opening: tradeUSD(fe.Opening), Closing: tradeUSD(fe.Closing), Borrow: tradeUSD(fe.Borrow),
			Funding: tradeUSD(fe.Funding), Execution: fe.Execution.String()}
	}
	return out
}

func priceBoundsOf(b *trade.PriceBounds) *priceBounds {
	if b == nil {
		return nil
	}
	out := &priceBounds{Summary: b.Summary, AtMin: boundRunOf(b.AtMin), BelowMin: boundRunOf(b.BelowMin),
		AtMax: boundRunOf(b.AtMax), AboveMax: boundRunOf(b.AboveMax)}
	out.Min, out.MinExact = tradePrice(b.Min)
	out.Max, out.MaxExact = tradePrice(b.Max)
	return out
}

func boundRunOf(r *trade.BoundRun) *boundRun {
	if r == nil {
		return nil
	}
	out := &boundRun{Status: string(r.Status), Reason: r.Reason}
	out.Price, out.PriceExact = tradePrice(tradeZero(r.Price))
	return out
}

// positionViewsOf is the wire form of views; never nil.
func positionViewsOf(views []trade.PositionView) []positionView {
	out := make([]positionView, len(views))
	for i, v := range views {
		out[i] = positionViewOf(v)
	}
	return out
}

func positionViewOf(v trade.PositionView) positionView {
	out := positionView{PositionID: v.PositionID.String(), Pair: v.Pair, IsLong: v.IsLong, Status: string(v.Status),
		OrderType: string(v.OrderType), Size: usdText(v.Size), Collateral: usdText(v.Collateral), Leverage: tradeLeverage(v.Leverage),
		PnL: tradeUSD(v.PnL), NetValue: tradeUSD(v.NetValue), MaintenanceMargin: tradeUSD(v.MaintenanceMargin), FeeDebt: tradeUSD(v.FeeDebt),
		ClosingFee: tradeUSD(v.ClosingFee), Liquidatable: v.Liquidatable, PriceFresh: v.PriceFresh, Trigger: v.Trigger,
		TakeProfit: triggerViewOf(v.TakeProfit), StopLoss: triggerViewOf(v.StopLoss)}
	out.AveragePrice, out.AveragePriceExact = tradePrice(v.AveragePrice)
	out.LimitPrice, out.LimitPriceExact = tradePrice(v.LimitPrice)
	out.StopMarketPrice, out.StopMarketPriceExact = tradePrice(v.StopMarketPrice)
	out.MarkPrice, out.MarkPriceExact = tradePrice(v.MarkPrice)
	out.LiquidationPrice, out.LiquidationPriceExact = tradePrice(v.LiquidationPrice)
	if a := v.AccruedFees; a != nil {
		out.AccruedFees = &accruedFees{Borrow: usdText(a.Borrow), Funding: usdText(a.Funding)}
	}
	if d := v.PendingDecrease; d != nil {
		out.PendingDecrease = &decreaseView{SizeDelta: usdText(d.SizeDelta), WholePosition: d.WholePosition}
		out.PendingDecrease.AllowedPrice, out.PendingDecrease.AllowedPriceExact = tradePrice(d.AllowedPrice)
	}
	if v.Refer != (common.Address{}) {
		out.Refer = v.Refer.Hex()
	}
	return out
}

func triggerViewOf(t *trade.TriggerView) *triggerView {
	if t == nil {
		return nil
	}
	out := &triggerView{ClosePercent: json.Number(tradePercent(t.ClosePercent))}
	out.Price, out.PriceExact = tradePrice(tradeZero(t.Price))
	return out
}

func tradeZero(v *big.Int) *big.Int {
	if v == nil {
		return new(big.Int)
	}
	return v
}

// liquidationForecast is trade.LiquidationForecast on the wire.
type liquidationForecast struct {
	From                  uint64          `json:"from"`
	MarkPrice             string          `json:"markPrice"`
	MarkPriceExact        string          `json:"markPriceExact"`
	LiquidationPrice      string          `json:"liquidationPrice"`
	LiquidationPriceExact string          `json:"liquidationPriceExact"`
	Points                []forecastPoint `json:"points"`
	ReachesMarkPriceIn    *uint64         `json:"reachesMarkPriceIn"`
}

type forecastPoint struct {
	After                 uint64 `json:"after"`
	Timestamp             uint64 `json:"timestamp"`
	LiquidationPrice      string `json:"liquidationPrice"`
	LiquidationPriceExact string `json:"liquidationPriceExact"`
	Liquidatable          bool   `json:"liquidatable"`
}

func forecastOf(f *trade.LiquidationForecast) *liquidationForecast {
	if f == nil {
		return nil
	}
	out := &liquidationForecast{From: f.From, Points: make([]forecastPoint, len(f.Points)), ReachesMarkPriceIn: f.ReachesMarkPriceIn}
	out.MarkPrice, out.MarkPriceExact = tradePrice(f.MarkPrice)
	out.LiquidationPrice, out.LiquidationPriceExact = tradePrice(f.LiquidationPrice)
	for i, p := range f.Points {
		out.Points[i] = forecastPoint{After: p.After, Timestamp: p.Timestamp, Liquidatable: p.Liquidatable}
		out.Points[i].LiquidationPrice, out.Points[i].LiquidationPriceExact = tradePrice(p.LiquidationPrice)
	}
	return out
}
