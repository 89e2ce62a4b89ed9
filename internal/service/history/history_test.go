package history

import (
	"context"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/tooling/pgtest"
)

var alice = common.HexToAddress("0x00000000000000000000000000000000000a11ce")

// record appends one block per event to the index, each event in its own transaction.
func record(t *testing.T, ctx context.Context, db *eventdb.DB, evs []eventdb.Event) {
	t.Helper()
	l, err := db.Lead(ctx, 50*time.Millisecond)
	require.NoError(t, err)
	defer l.Release()
	var blocks []eventdb.Block
	parent := common.Hash{}
	for i := range evs {
		b := eventdb.Block{Number: uint64(i + 1), Hash: common.Hash{0xbb, byte(i + 1)}, Parent: parent, Time: 1_700_000_000 + uint64(i)}
		parent = b.Hash
		blocks = append(blocks, b)
		evs[i].ChainID, evs[i].Block, evs[i].BlockHash, evs[i].BlockTime = 1, b.Number, b.Hash, b.Time
		evs[i].TxHash, evs[i].Account = common.Hash{0xee, byte(i + 1)}, alice
	}
	_, err = l.Append(ctx, 1, blocks, evs)
	require.NoError(t, err)
}

// Ended lists the positions that ended with the status asked, newest first, with their order's
// figures and a cancel's reason in words; the cursor pages them without a repeat; the total
// counts them all; the page is as of the index's cursor.
func TestEnded(t *testing.T) {
	pgtest.OnEachOpen(t, eventdb.Open, func(t *testing.T, ctx context.Context, db *eventdb.DB) {
		order := `{"tokenId":"2","isLong":true,"orderType":"market","size":"2505","collateral":"250.5","acceptablePrice":"3420","slippage":"50"}`
		record(t, ctx, db, []eventdb.Event{
			{Kind: "OrderCreated", PositionID: "1", Payload: order},
			{Kind: "OrderCanceled", PositionID: "1", Payload: `{"reason":"slippage","price":"3600"}`},
			{Kind: "OrderCreated", PositionID: "2", Payload: order},
			{Kind: "PositionClosed", PositionID: "2", Payload: `{}`},
			{Kind: "OrderCreated", PositionID: "3", Payload: order},
			{Kind: "PositionClosed", PositionID: "3", Payload: `{}`},
			{Kind: "OrderCanceled", PositionID: "4", Payload: `{"reason":"expired","price":"3500"}`}, // its order not recorded
		})
		r := New(Config{Index: db, ChainID: 1})
		page, err := r.Ended(ctx, alice, "closed", 0, 0)
		require.NoError(t, err)
		require.Equal(t, uint64(2), page.Total)
		require.Equal(t, uint64(7), page.Block.Number)
		require.Len(t, page.Positions, 2)
		require.Equal(t, "3", page.Positions[0].PositionID, "newest first")
		p := page.Positions[0]
		require.Equal(t, Ended{ID: 6, PositionID: "3", Status: "closed", Pair: "2", IsLong: p.IsLong, OrderType: "market", Size: "2505", Collateral: "250.5",
			TxHash: common.Hash{0xee, 6}, Block: 6, Timestamp: 1_700_000_005}, p)
		require.True(t, *p.IsLong)

		first, err := r.Ended(ctx, alice, "closed", 0, 1)
		require.NoError(t, err)
		require.Equal(t, uint64(6), first.Next)
		second, err := r.Ended(ctx, alice, "closed", first.Next, 1)
		require.NoError(t, err)
		require.Equal(t, "2", second.Positions[0].PositionID)
		require.Zero(t, second.Next)

		c, err := r.Ended(ctx, alice, "cancelled", 0, 0)
		require.NoError(t, err)
		require.Len(t, c.Positions, 2)
		require.Equal(t, "expired: the market order was not filled within its time to live; the keeper cancelled it at the oracle price 3500", c.Positions[0].Reason)
		require.Empty(t, c.Positions[0].Pair, "no order recorded: no order figures")
		require.Equal(t, "slippage: the keeper cancelled the market order because the oracle price 3600 was beyond the acceptable price 3420 "+
			"with its slippage of 50 basis points", c.Positions[1].Reason)

		none, err := r.Ended(ctx, common.Address{0xaa}, "liquidated", 0, 0)
		require.NoError(t, err)
		require.Empty(t, none.Positions)
		require.Zero(t, none.Total)
		_, err = r.Ended(ctx, alice, "open", 0, 0)
		require.Error(t, err)
	})
}
