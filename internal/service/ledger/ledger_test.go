package ledger

import (
	"context"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/tooling/pgtest"
)

var (
	alice     = common.HexToAddress("0x00000000000000000000000000000000000a11ce")
	mallory   = common.HexToAddress("0x000000000000000000000000000000000000bad1")
	openCall  = common.Hash{0x0c, 1}
	closeCall = common.Hash{0x0c, 2}
)

// record appends the events, one block each, each in its own transaction but where two share a
// tx byte (the keeper's round: a decrease and the fees settled with it).
func record(t *testing.T, ctx context.Context, db *eventdb.DB, evs []eventdb.Event, txOf []byte) []eventdb.Event {
	t.Helper()
	l, err := db.Lead(ctx, 50*time.Millisecond)
	require.NoError(t, err)
	defer l.Release()
	cur, err := db.Cursor(ctx, 1)
	require.NoError(t, err)
	first, parent := uint64(1), common.Hash{}
	if cur != nil {
		first, parent = cur.Number+1, cur.Hash
	}
	var blocks []eventdb.Block
	for i := range evs {
		b := eventdb.Block{Number: first + uint64(i), Hash: common.Hash{0xbb, byte(first + uint64(i))}, Parent: parent, Time: 1_700_000_000}
		parent = b.Hash
		blocks = append(blocks, b)
		evs[i].ChainID, evs[i].Block, evs[i].BlockHash, evs[i].BlockTime, evs[i].TxHash = 1, b.Number, b.Hash, b.Time, common.Hash{0xee, txOf[i]}
		if evs[i].Account == (common.Address{}) {
			evs[i].Account = alice
		}
		evs[i].PositionID = "7"
	}
	out, err := l.Append(ctx, 1, blocks, evs)
	require.NoError(t, err)
	return out
}

func byField(vs []eventdb.Verdict) map[string]eventdb.Verdict {
	out := map[string]eventdb.Verdict{}
	for _, v := range vs {
		out[v.Field] = v
	}
	return out
}

// The ledger ties a fill to the order's call and a close to its request's, compares every
// predicted figure (exact, or the error in basis points of the actual value), skips what no
// prediction of the account covers (a trigger's close, an owner's cancel, another account's
// call), and never writes a verdict twice.
func TestStep(t *testing.T) {
	pgtest.OnEachOpen(t, eventdb.Open, func(t *testing.T, ctx context.Context, db *eventdb.DB) {
		require.NoError(t, db.RecordPrediction(ctx, eventdb.Prediction{CallHash: openCall, Account: alice, Operation: OperationOpen, PositionID: "7",
			Figures: `{"status":"filled","price":"100","size":"1000","collateral":"100","openingFee":"1"}`}))
		require.NoError(t, db.RecordPrediction(ctx, eventdb.Prediction{CallHash: closeCall, Account: alice, Operation: OperationClose, PositionID: "7",
			Figures: `{"status":"filled","price":"101","size":"500","pnl":"5","closingFee":"0.5","borrowFee":"0.01","fundingFee":"0","payout":"54.49"}`}))
		record(t, ctx, db, []eventdb.Event{
			{Kind: "OrderCreated", Payload: `{}`, CallHash: openCall},
			{Kind: "PositionIncreased", Payload: `{"price":"100.5","size":"1000","collateral":"100.0","fee":"1"}`},
			{Kind: "DecreaseRequested", Payload: `{}`, CallHash: closeCall},
			{Kind: "FeesSettled", Payload: `{"borrowFee":"0.01","fundingFee":"0"}`},
			{Kind: "PositionDecreased", Payload: `{"price":"101","sizeDelta":"500","realisedPnl":"5","fee":"0.5","payout":"54.49"}`},
			{Kind: "TriggerExecuted", Payload: `{}`},
			{Kind: "PositionDecreased", Payload: `{"price":"90","sizeDelta":"500","realisedPnl":"-5","fee":"0.5","payout":"44"}`},
		}, []byte{1, 2, 3, 4, 4, 5, 5})
		l := Ledger{DB: db}
		got, done, err := l.Step(ctx)
		require.NoError(t, err)
		require.True(t, done)
		require.Len(t, got, 5+8, "the open's five figures and the close's eight; nothing for the trigger's close")
		open := byField(got[:5])
		require.True(t, open[FieldSize].Exact)
		require.True(t, open[FieldCollateral].Exact, "100 and 100.0 are one number")
		require.False(t, open[FieldPrice].Exact)
		require.Equal(t, "49.75", open[FieldPrice].ErrorBP, "0.5 off 100.5: 49.75 basis points")
		for field, v := range byField(got[5:]) {
			require.True(t, v.Exact, field)
		}

		// an owner's cancel, and the same call landed by another account, are nobody's prediction
		record(t, ctx, db, []eventdb.Event{
			{Kind: "OrderCanceled", Payload: `{"reason":"canceled by owner","price":"0"}`},
			{Kind: "OrderCreated", Payload: `{}`, CallHash: openCall, Account: mallory},
			{Kind: "PositionIncreased", Payload: `{"price":"100","size":"1000","collateral":"100","fee":"1"}`, Account: mallory},
		}, []byte{6, 7, 8})
		got, done, err = l.Step(ctx)
		require.NoError(t, err)
		require.True(t, done)
		require.Empty(t, got)

		all, err := db.VerdictsOf(ctx, "7")
		require.NoError(t, err)
		require.Len(t, all, 13)
		byCall, err := db.VerdictsOfCalls(ctx, []common.Hash{closeCall})
		require.NoError(t, err)
		require.Len(t, byCall, 8)
		totals, err := db.VerdictTotals(ctx)
		require.NoError(t, err)
		require.Equal(t, eventdb.VerdictTally{Compared: 2, Exact: 1}, totals[FieldPrice], "the open's price off, the close's exact")
		require.Equal(t, eventdb.VerdictTally{Compared: 2, Exact: 2}, totals[FieldStatus])
		// compared again (a replica that took over): nothing new is written
		again, err := db.RecordVerdicts(ctx, all, 1)
		require.NoError(t, err)
		require.Empty(t, again)
		cursor, err := db.LedgerCursor(ctx)
		require.NoError(t, err)
		require.Equal(t, uint64(10), cursor, "the cursor never moves back")
	})
}

func TestVerdict(t *testing.T) {
	e := eventdb.Event{Seq: 1, PositionID: "1"}
	for _, c := range []struct {
		field, predicted, actual string
		exact                    bool
		bp                       string
	}{
		{FieldStatus, "filled", "filled", true, ""},
		{FieldStatus, "filled", "cancelled", false, ""},
		{FieldPrice, "3412.25", "3412.25", true, "0.00"},
		{FieldFundingFee, "0", "0", true, "0.00"},
		{FieldFundingFee, "0.1", "0", false, ""},
		{FieldPnL, "-9", "-10", false, "1000.00"},
		{FieldPrice, "abc", "1", false, ""},
	} {
		v := verdict(common.Hash{}, e, c.field, c.predicted, c.actual)
		require.Equal(t, c.exact, v.Exact, "%+v", c)
		require.Equal(t, c.bp, v.ErrorBP, "%+v", c)
	}
}
