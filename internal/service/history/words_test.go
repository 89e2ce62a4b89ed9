package history

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/tooling/pgtest"
)

// Every kind of event gets its sentence, with the recorded figures as they are.
func TestDescribe(t *testing.T) {
	order := `{"tokenId":"2","isLong":false,"orderType":"stop-limit","size":"100","collateral":"10","limitPrice":"3300","stopPrice":"3350"}`
	cases := []struct{ kind, payload, want string }{
		{"OrderCreated", order, "stop-limit order for a short of 100 USD with 10 USD collateral on pair 2, limit price 3300 once the price reaches the stop price 3350"},
		{"OrderCanceled", `{"reason":"open interest cap","price":"3349.5"}`, "order cancelled: open interest cap: filling the order at the oracle price 3349.5 would have exceeded the market's open interest cap"},
		{"PositionIncreased", `{"price":"3300","size":"100","collateral":"10","fee":"0.1"}`, "filled at 3300: size 100 USD, collateral 10 USD, opening fee 0.1 USD"},
		{"PositionDecreased", `{"price":"3200","sizeDelta":"50","realisedPnl":"1.5","fee":"0.05","payout":"6.45"}`, "50 USD closed at 3200: realised PnL 1.5 USD, closing fee 0.05 USD, 6.45 USD paid to the margin wallet"},
		{"PositionClosed", `{}`, "closed"},
		{"DecreaseRequested", `{"wholePosition":true,"allowedPrice":"3400"}`, "close of the whole position requested, allowed price 3400"},
		{"DecreaseRequested", `{"sizeDelta":"20","allowedPrice":"3400"}`, "close of 20 USD requested, allowed price 3400"},
		{"DecreaseCanceled", `{"reason":"price","price":"3500","allowedPrice":"3400"}`, "requested close cancelled (price): price 3500, allowed price 3400"},
		{"TriggerSet", `{"isTP":true,"price":"3000","amountPercent":"5000"}`, "take-profit set at 3000 for 5000 basis points of the position"},
		{"TriggerSet", `{"isTP":false,"price":"0","amountPercent":"0"}`, "stop-loss removed"},
		{"TriggerExecuted", `{"isTP":false,"price":"3500","sizeDelta":"100"}`, "stop-loss triggered at 3500: 100 USD closed"},
		{"FeesSettled", `{"borrowFee":"0.01","fundingFee":"-0.02"}`, "fees settled: borrow 0.01 USD, funding -0.02 USD"},
		{"ReferralPaid", `{"amount":"0.01","refer":"0x00000000000000000000000000000000000000Aa"}`, "referral share of 0.01 USD paid to 0x00000000000000000000000000000000000000Aa"},
		{"RefundCredited", `{"amount":"1000"}`, "execution fee refund of 1000 wei credited"},
		{"ClientOrderTagged", `{"idHash":"0x7dd9dc2b7846d3b622addd3186f8cb83654d63a91a576642a6c74258a9e504f7"}`,
			"the owner's call carried a client order id (keccak256 0x7dd9dc2b…)"},
		{"PositionLiquidated", `{"price":"3900","netValue":"0.5","maintenanceMargin":"1","fee":"0.2","toOwner":"0.3"}`,
			"liquidated at 3900: net value 0.5 USD below the maintenance margin 1 USD; liquidation fee 0.2 USD, 0.3 USD to the owner's margin wallet"},
	}
	pgtest.OnEachOpen(t, eventdb.Open, func(t *testing.T, ctx context.Context, db *eventdb.DB) {
		evs := []eventdb.Event{{Kind: "OrderCreated", PositionID: "9", Payload: order}, {Kind: "OrderCanceled", PositionID: "8", Payload: cases[1].payload}}
		for _, c := range cases {
			evs = append(evs, eventdb.Event{Kind: c.kind, PositionID: "9", Payload: c.payload})
		}
		record(t, ctx, db, evs)
		recorded, err := db.Events(ctx, alice, 0, 0)
		require.NoError(t, err)
		recorded = append(recorded, eventdb.Event{Kind: eventdb.KindRemoved, Removes: 4, Payload: `{}`})
		got, err := Describe(ctx, db, recorded)
		require.NoError(t, err)
		require.Equal(t, "position 8: "+cases[1].want, got[1], "without its order recorded, a cancel still says its rule and price")
		for i, c := range cases {
			require.Equal(t, "position 9: "+c.want, got[i+2], c.kind)
		}
		require.Equal(t, "event 4 was taken back: a reorganisation of the chain dropped its block", got[len(got)-1])
	})
}
