package orders

import (
	"context"
	"crypto/sha256"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/service/ledger"
	"github.com/tradeprep/tradeprep/internal/service/trade"
)

// index is an event index on a SQLite file, with the writer's lease to append to it.
func index(t *testing.T) (*eventdb.DB, *eventdb.Lease) {
	t.Helper()
	db, err := eventdb.Open(context.Background(), "sqlite:"+t.TempDir()+"/events.db")
	require.NoError(t, err)
	t.Cleanup(func() { _ = db.Close() })
	l, err := db.Lead(context.Background(), 0)
	require.NoError(t, err)
	t.Cleanup(l.Release)
	return db, l
}

// An id is prepared under (recorded, shown), lands with the account's transaction (its
// operation and its position's status shown), is prepared again for the same order (accepted,
// not recorded twice) and refused for another body; its position's status follows the index.
func TestClientOrderLifecycle(t *testing.T) {
	ctx := context.Background()
	db, lease := index(t)
	now := time.Unix(1_700_000_000, 0)
	s := New(Config{Index: db, Now: func() time.Time { return now }})
	who, vault := common.Address{0xaa}, common.Address{0x5a}
	data := []byte{0x01, 0x02}
	call := eventdb.CallHash(vault, data)

	cl := NewClaim("alpha", NewPosition, []byte(`{"size":"1000"}`))
	require.Equal(t, platform.ClientOrderIDHash("alpha"), cl.IDHash)
	require.Equal(t, common.Hash(sha256.Sum256([]byte("newposition\n{\"size\":\"1000\"}"))), cl.BodyHash)
	require.NotEqual(t, cl.BodyHash, NewClaim("alpha", ClosePosition, []byte(`{"size":"1000"}`)).BodyHash, "the operation is hashed with the body")
	require.True(t, ValidID("a.b_c:d-9"))
	require.False(t, ValidID(""))
	require.False(t, ValidID("with space"))

	o, err := s.Find(ctx, who, "alpha")
	require.NoError(t, err)
	require.Nil(t, o, "nothing prepared, nothing landed")

	require.NoError(t, s.Prepared(ctx, cl, who, vault, data))
	o, err = s.Find(ctx, who, "alpha")
	require.NoError(t, err)
	require.Equal(t, &Order{ID: "alpha", Account: who, Status: StatusPrepared,
		Prepared: []Prepare{{Operation: NewPosition, PreparedAt: uint64(now.Unix()), Call: call}}}, o)

	// the account's transaction carrying the id lands: the order it created names the operation
	tx := common.Hash{0x77}
	ev := func(block, logIndex uint64, kind string) eventdb.Event {
		return eventdb.Event{ChainID: 1, Block: block, BlockHash: common.Hash{byte(block)}, BlockTime: 1000 + block, TxHash: common.Hash{0x77, byte(block)},
			LogIndex: logIndex, Account: who, Kind: kind, PositionID: "7", Payload: "{}"}
	}
	block := func(n uint64) eventdb.Block {
		return eventdb.Block{Number: n, Hash: common.Hash{byte(n)}, Parent: common.Hash{byte(n - 1)}, Time: 1000 + n}
	}
	created, tagged := ev(1, 0, "OrderCreated"), ev(1, 1, eventdb.KindClientOrderTagged)
	created.TxHash, tagged.TxHash = tx, tx
	created.CallHash, tagged.CallHash, tagged.ClientOrderHash = call, call, cl.IDHash
	_, err = lease.Append(ctx, 1, []eventdb.Block{block(1)}, []eventdb.Event{created, tagged})
	require.NoError(t, err)
	o, err = s.Find(ctx, who, "alpha")
	require.NoError(t, err)
	require.Equal(t, StatusLanded, o.Status)
	require.Len(t, o.Prepared, 1)
	require.Equal(t, &Landed{Operation: NewPosition, PositionID: "7", TxHash: tx, Block: 1, Call: &call, PositionStatus: PositionPending}, o.Landed)

	// the same order prepared again is answered, and not recorded twice
	now = now.Add(time.Minute)
	require.NoError(t, s.Prepared(ctx, cl, who, vault, data))
	o, err = s.Find(ctx, who, "alpha")
	require.NoError(t, err)
	require.Len(t, o.Prepared, 1)

	// another body under the landed id is refused, naming where it landed
	err = s.Prepared(ctx, NewClaim("alpha", NewPosition, []byte(`{"size":"2000"}`)), who, vault, data)
	var reused *ReusedError
	require.True(t, errors.As(err, &reused), "%v", err)
	require.Equal(t, ReusedError{ID: "alpha", Account: who, TxHash: tx, PositionID: "7"}, *reused)
	require.Equal(t, "clientOrderId alpha has landed for "+who.Hex()+" (transaction "+tx.Hex()+", position 7) and this request is not the one that landed: use a new id", err.Error())
	// another account's id of the same name is its own
	require.NoError(t, s.Prepared(ctx, cl, common.Address{0xbb}, vault, data))

	// the position fills, then closes
	_, err = lease.Append(ctx, 1, []eventdb.Block{block(2)}, []eventdb.Event{ev(2, 0, "PositionIncreased")})
	require.NoError(t, err)
	o, err = s.Find(ctx, who, "alpha")
	require.NoError(t, err)
	require.Equal(t, PositionOpen, o.Landed.PositionStatus)
	_, err = lease.Append(ctx, 1, []eventdb.Block{block(3)}, []eventdb.Event{ev(3, 0, "PositionDecreased"), ev(3, 1, "PositionClosed")})
	require.NoError(t, err)
	o, err = s.Find(ctx, who, "alpha")
	require.NoError(t, err)
	require.Equal(t, PositionClosed, o.Landed.PositionStatus)
}

// A fill or a keeper's cancel is recorded under the call with its figures as exact decimal
// text, even when the caller has gone; an order that waits for its trigger is not.
func TestRecordPrediction(t *testing.T) {
	db, _ := index(t)
	now := time.Unix(1_700_000_000, 0)
	s := New(Config{Index: db, Now: func() time.Time { return now }})
	who, vault := common.Address{0xaa}, common.Address{0x5a}
	usd := func(v int64) *big.Int {
		return new(big.Int).Mul(big.NewInt(v), new(big.Int).Exp(big.NewInt(10), big.NewInt(platform.PriceDecimals-1), nil))
	}
	gone, cancel := context.WithCancel(context.Background())
	cancel()

	open := &trade.Outcome{Status: trade.OutcomeFilled, Block: 42, Fill: trade.Fill{Price: usd(975), Size: usd(10000), Collateral: usd(1000),
		Fees: &trade.OutcomeFees{Opening: usd(5)}}}
	require.NoError(t, s.RecordPrediction(gone, Predicted{Operation: ledger.OperationOpen, Account: who, To: vault, Data: []byte{1},
		Outcome: open, PositionID: big.NewInt(7)}))
	queued := &trade.Outcome{Status: trade.OutcomeQueued, Block: 42}
	require.NoError(t, s.RecordPrediction(context.Background(), Predicted{Operation: ledger.OperationOpen, Account: who, To: vault, Data: []byte{2},
		Outcome: queued}))
	closed := &trade.Outcome{Status: trade.OutcomeCancelled, Block: 43}
	require.NoError(t, s.RecordPrediction(context.Background(), Predicted{Operation: ledger.OperationClose, Account: who, To: vault, Data: []byte{3},
		Outcome: closed, PositionID: big.NewInt(8)}))

	calls := []common.Hash{eventdb.CallHash(vault, []byte{1}), eventdb.CallHash(vault, []byte{2}), eventdb.CallHash(vault, []byte{3})}
	got, err := db.Predictions(context.Background(), calls)
	require.NoError(t, err)
	require.Len(t, got, 2, "the queued order predicts nothing to compare")
	require.Equal(t, eventdb.Prediction{CallHash: calls[0], Account: who, Operation: "open", PositionID: "7", PreparedAt: uint64(now.Unix()), Block: 42,
		Figures: `{"collateral":"100","openingFee":"0.5","price":"97.5","size":"1000","status":"filled"}`}, got[eventdb.PredictionKey{Call: calls[0], Account: who}])
	require.Equal(t, `{"status":"cancelled"}`, got[eventdb.PredictionKey{Call: calls[2], Account: who}].Figures)
}
