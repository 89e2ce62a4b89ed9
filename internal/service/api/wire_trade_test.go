package api

import (
	"encoding/json"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/service/trade"
	"github.com/tradeprep/tradeprep/simulate"
)

// wireGolden are the JSON bodies internal/service/trade's own json-tagged types wrote for the values
// TestTradeWireIsUnchanged builds (captured from them before the wire types moved into
// internal/service/api): every field of an outcome and of a position view, the omitted ones, the number
// formats (display and exact prices, leverage, percentages, negative amounts).
var wireGolden = map[string]string{
	"full":    `{"status":"filled","reason":"why","assumesFunded":true,"contractReason":"slippage","revert":{"kind":"custom","name":"X","signature":"X(uint256)","args":[{"name":"a","type":"uint256","value":"1","display":"1 USD"}],"message":"m","data":"0x0102"},"block":7,"timestamp":8,"positionId":"42","oraclePrice":"3412.123457","oraclePriceExact":"3412.123456789012345","trigger":"when","price":"3412.25","priceExact":"3412.25","size":"2505","collateral":"250.5","leverage":"10","liquidationPrice":"3100.123457","liquidationPriceExact":"3100.123456789123","fees":{"opening":"1.5","borrow":"0","funding":"-0.25","execution":"300000000000000"},"marginBefore":"1000","marginAfter":"0","ifFilled":{"price":"3000","priceExact":"3000","size":"1000","collateral":"100","leverage":"12.34567","fees":{"opening":"0.5","execution":"0"},"marginBefore":"5","marginAfter":"4.5"},"priceBasis":"The keeper acts on this request only at an oracle price pushed after the transaction is mined, so the fill price is not known yet: the figures are at the current oracle price, pushed again after the transaction in the simulation; priceBounds gives the prices at which the keeper fills and what it does beyond them. Once that price is pushed and lets the keeper act, the order is the keeper's: it can no longer be cancelled (409 ORDER_EXECUTABLE) unless the price moves out of its range before the keeper's round, and a due take-profit / stop-loss cannot be replaced (409 TRIGGER_DUE).","priceBounds":{"summary":"sum","max":"3437.1","maxExact":"3437.1","atMax":{"price":"3437.1","priceExact":"3437.1","status":"filled"},"aboveMax":{"price":"3437.1","priceExact":"3437.100000000000000000000000000001","status":"cancelled","reason":"slippage"}},"sizeDelta":"2505","pnl":"-12.345","payout":"238.155","remainingSize":"0","feeDebt":"0","triggers":[{"kind":"takeProfit","price":"4000.987654","priceExact":"4000.987654321987","closePercent":"5000"},{"kind":"stopLoss","price":"0","priceExact":"0","closePercent":"0"}]}`,
	"reverts": `{"status":"reverts","priceBounds":{"summary":"s2","min":"2970","minExact":"2970","atMin":{"price":"2970","priceExact":"2970","status":"filled"},"belowMin":{"price":"2970","priceExact":"2969.999999999999999999999999999999","status":"unknown","reason":"failed"}}}`,
	"unknown": `{"status":"unknown","reason":"no sim","fees":{"execution":"0"}}`,
	"open":    `{"positionId":"5","pair":2,"isLong":true,"status":"open","orderType":"market","size":"2505","collateral":"250.5","averagePrice":"3412.25","averagePriceExact":"3412.25","markPrice":"3500","markPriceExact":"3500.0000000001234","leverage":"10","pnl":"64.4183","netValue":"300.1","liquidationPrice":"3100.123457","liquidationPriceExact":"3100.123456789123","maintenanceMargin":"25.05","accruedFees":{"borrow":"0.01","funding":"-0.02"},"feeDebt":"0","closingFee":"2.5","liquidatable":false,"priceFresh":true,"takeProfit":{"price":"4000.5","priceExact":"4000.5","closePercent":10000},"pendingDecrease":{"sizeDelta":"2505","wholePosition":true,"allowedPrice":"3300.333333","allowedPriceExact":"3300.33333333333"},"refer":"0x00000000000000000000000000000000000000bb"}`,
	"pending": `{"positionId":"6","pair":3,"isLong":false,"status":"pending","orderType":"stop-limit","size":"500","collateral":"100","limitPrice":"3300","limitPriceExact":"3300","stopMarketPrice":"3250.123457","stopMarketPriceExact":"3250.123456789123456","trigger":"filled when","stopLoss":{"price":"3000","priceExact":"3000","closePercent":5000},"pendingDecrease":{"sizeDelta":"1"}}`,
	"bare":    `{"positionId":"7","pair":0,"isLong":false,"status":"pending","orderType":"","size":"0","collateral":"0"}`,
}

// tv is a USD amount or price in the contracts' fixed point, from its decimal text.
func tv(s string) *big.Int {
	if s[0] == '-' {
		return new(big.Int).Neg(fixedpoint.MustParse(s[1:], platform.PriceDecimals))
	}
	return fixedpoint.MustParse(s, platform.PriceDecimals)
}

// The wire forms of trade.Outcome and trade.PositionView write, byte for byte, what the domain
// types wrote when they carried the JSON tags themselves.
func TestTradeWireIsUnchanged(t *testing.T) {
	liquidatable, fresh := false, true
	full := &trade.Outcome{Status: trade.OutcomeFilled, Reason: "why", AssumesFunded: true, ContractReason: "slippage",
		Revert: &simulate.Revert{Kind: "custom", Name: "X", Signature: "X(uint256)", Args: []simulate.RevertArg{{Name: "a", Type: "uint256", Value: "1", Display: "1 USD"}},
			Message: "m", Data: hexutil.Bytes{1, 2}},
		Block: 7, Timestamp: 8, PositionID: big.NewInt(42), OraclePrice: tv("3412.123456789012345"), Trigger: "when", PriceBasis: trade.PriceBasisNote,
		SizeDelta: tv("2505"), PnL: tv("-12.345"), Payout: tv("238.155"), RemainingSize: new(big.Int), FeeDebt: new(big.Int),
		Fill: trade.Fill{Price: tv("3412.25"), Size: tv("2505"), Collateral: tv("250.5"), Leverage: big.NewInt(1_000_000),
			LiquidationPrice: tv("3100.123456789123"), MarginBefore: tv("1000"), MarginAfter: new(big.Int),
			Fees: &trade.OutcomeFees{Opening: tv("1.5"), Borrow: new(big.Int), Funding: tv("-0.25"), Execution: big.NewInt(300_000_000_000_000)}},
		IfFilled: &trade.Fill{Price: tv("3000"), Size: tv("1000"), Collateral: tv("100"), Leverage: big.NewInt(1_234_567),
			Fees: &trade.OutcomeFees{Opening: tv("0.5"), Execution: new(big.Int)}, MarginBefore: tv("5"), MarginAfter: tv("4.5")},
		Bounds: &trade.PriceBounds{Summary: "sum", Max: tv("3437.1"), AtMax: &trade.BoundRun{Price: tv("3437.1"), Status: trade.OutcomeFilled},
			AboveMax: &trade.BoundRun{Price: tv("3437.100000000000000000000000000001"), Status: trade.OutcomeCancelled, Reason: "slippage"}},
		Triggers: []trade.TriggerSet{{Kind: trade.TakeProfit, Price: tv("4000.987654321987"), ClosePercent: big.NewInt(50_000)},
			{Kind: trade.StopLoss, Price: new(big.Int), ClosePercent: new(big.Int)}},
	}
	reverts := &trade.Outcome{Status: trade.OutcomeReverts, Bounds: &trade.PriceBounds{Summary: "s2", Min: tv("2970"),
		AtMin:    &trade.BoundRun{Price: tv("2970"), Status: trade.OutcomeFilled},
		BelowMin: &trade.BoundRun{Price: tv("2969.999999999999999999999999999999"), Status: trade.OutcomeUnknown, Reason: "failed"}}}
	unknown := &trade.Outcome{Status: trade.OutcomeUnknown, Reason: "no sim", Fill: trade.Fill{Fees: &trade.OutcomeFees{Execution: new(big.Int)}}}
	open := trade.PositionView{PositionID: big.NewInt(5), Pair: 2, IsLong: true, Status: trade.StatusOpen, OrderType: trade.Market,
		Size: tv("2505"), Collateral: tv("250.5"), AveragePrice: tv("3412.25"), MarkPrice: tv("3500.0000000001234"), Leverage: big.NewInt(1_000_000),
		PnL: tv("64.4183"), NetValue: tv("300.1"), LiquidationPrice: tv("3100.123456789123"), MaintenanceMargin: tv("25.05"),
		AccruedFees: &trade.AccruedFees{Borrow: tv("0.01"), Funding: tv("-0.02")}, FeeDebt: new(big.Int), ClosingFee: tv("2.5"),
		Liquidatable: &liquidatable, PriceFresh: &fresh, Refer: common.HexToAddress("0x00000000000000000000000000000000000000bb"),
		TakeProfit:      &trade.TriggerView{Price: tv("4000.5"), ClosePercent: big.NewInt(100_000)},
		PendingDecrease: &trade.DecreaseView{SizeDelta: tv("2505"), WholePosition: true, AllowedPrice: tv("3300.33333333333")}}
	pending := trade.PositionView{PositionID: big.NewInt(6), Pair: 3, Status: trade.StatusPending, OrderType: trade.StopLimit,
		Size: tv("500"), Collateral: tv("100"), LimitPrice: tv("3300"), StopMarketPrice: tv("3250.123456789123456"), Trigger: "filled when",
		StopLoss: &trade.TriggerView{Price: tv("3000"), ClosePercent: big.NewInt(50_000)}, PendingDecrease: &trade.DecreaseView{SizeDelta: tv("1")}}
	bare := trade.PositionView{PositionID: big.NewInt(7), Status: trade.StatusPending, Size: new(big.Int), Collateral: new(big.Int)}

	for name, v := range map[string]any{
		"full": outcomeOf(full), "reverts": outcomeOf(reverts), "unknown": outcomeOf(unknown),
		"open": positionViewOf(open), "pending": positionViewOf(pending), "bare": positionViewOf(bare),
	} {
		out, err := json.Marshal(v)
		require.NoError(t, err)
		require.Equal(t, wireGolden[name], string(out), name)
	}
	require.Nil(t, outcomeOf(nil))
	views, err := json.Marshal(positionViewsOf([]trade.PositionView{}))
	require.NoError(t, err)
	require.Equal(t, "[]", string(views), "an empty page lists no positions, not null")
}
