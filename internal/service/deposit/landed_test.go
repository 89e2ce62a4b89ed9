package deposit

import (
	"context"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/index/eventdb"
)

// A status names, from the event index, the destination transaction of its own status (the
// delivery for delivered, the failure for failed, the refund request for refundRequested) and
// the source chain's refund; another deposit's events, removed ones and an index that does not
// answer name nothing.
func TestStatusNamesTheLandedTransactions(t *testing.T) {
	ctx := context.Background()
	db, err := eventdb.Open(ctx, "sqlite:"+t.TempDir()+"/events.db")
	require.NoError(t, err)
	defer db.Close()
	l, err := db.Lead(ctx, 0)
	require.NoError(t, err)
	const src, dest = 10, 20
	id, other := common.Hash{0x1d}.Hex(), common.Hash{0x0e}.Hex()
	who := common.Address{0xaa}
	ev := func(chain, block uint64, kind, deposit string) eventdb.Event {
		return eventdb.Event{ChainID: chain, Block: block, BlockHash: common.Hash{byte(chain), byte(block)}, BlockTime: 1000 + block,
			TxHash: common.Hash{0x7, byte(chain), byte(block)}, Account: who, Kind: kind, DepositID: deposit, Payload: "{}"}
	}
	block := func(chain, n uint64) eventdb.Block {
		return eventdb.Block{Number: n, Hash: common.Hash{byte(chain), byte(n)}, Parent: common.Hash{byte(chain), byte(n - 1)}, Time: 1000 + n}
	}
	_, err = l.Append(ctx, dest, []eventdb.Block{block(dest, 1), block(dest, 2), block(dest, 3)}, []eventdb.Event{
		ev(dest, 1, "MessageReceived", id), ev(dest, 1, "DepositFailed", id), ev(dest, 2, "RefundRequested", id), ev(dest, 3, "DepositDelivered", other)})
	require.NoError(t, err)
	_, err = l.Append(ctx, src, []eventdb.Block{block(src, 5)}, []eventdb.Event{ev(src, 5, "DepositRefunded", id)})
	require.NoError(t, err)

	s := New(Config{Index: db})
	status := func(state string, deposit string) *Status {
		st := &Status{Status: state, MessageID: common.HexToHash(deposit), FromChainID: src, DestinationChainID: dest}
		s.landed(ctx, st)
		return st
	}
	st := status(StatusRefundRequested, id)
	require.Equal(t, &Landed{Event: "RefundRequested", TxHash: common.Hash{0x7, dest, 2}, BlockNumber: 2, Timestamp: 1002}, st.Destination)
	require.Equal(t, &Landed{Event: "DepositRefunded", TxHash: common.Hash{0x7, src, 5}, BlockNumber: 5, Timestamp: 1005}, st.Refund)
	st = status(StatusFailed, id)
	require.Equal(t, "DepositFailed", st.Destination.Event)
	st = status(StatusDelivered, id)
	require.Nil(t, st.Destination, "this deposit was never delivered: another's delivery is not its own")
	st = status(StatusPending, other)
	require.Nil(t, st.Destination)

	// a reorg that removes the refund request's block
	_, err = l.Rewind(ctx, dest, 1)
	require.NoError(t, err)
	require.Nil(t, status(StatusRefundRequested, id).Destination, "a removed event names nothing")
	l.Release()
	require.NoError(t, db.Close())
	st = status(StatusFailed, id)
	require.Nil(t, st.Destination, "an index that does not answer: the status stands without it")
}
