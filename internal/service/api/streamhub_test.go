package api

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/service/history"
)

// countedIndex is the real event index, with its reads counted: how often the streams asked it
// for an account's events, and how often the replica's reader asked for the new events.
type countedIndex struct {
	*eventdb.DB
	accountReads, newReads atomic.Int64
}

func (c *countedIndex) Events(ctx context.Context, a common.Address, after uint64, limit int) ([]eventdb.Event, error) {
	c.accountReads.Add(1)
	return c.DB.Events(ctx, a, after, limit)
}

func (c *countedIndex) AllEvents(ctx context.Context, after uint64, limit int) ([]eventdb.Event, error) {
	c.newReads.Add(1)
	return c.DB.AllEvents(ctx, after, limit)
}

// The streams of a replica share one reader of the index: 20 open streams, idle for a second at
// a 20 ms poll, ask the index nothing more for their accounts (before, each asked every poll:
// about 1,000 reads), while the one reader asks for new events once a poll; an order that lands
// reaches every stream, each then reading its account once.
func TestStreamsShareOneReader(t *testing.T) {
	h := newHarness(t, 1)
	db := h.withEventIndex(t, serverOptions{})
	h.caughtUp(t, db)
	idx := &countedIndex{DB: db}
	h.serve(t, serverOptions{Events: idx, History: history.New(history.Config{Index: db, ChainID: h.env.Manifest.Destination.ChainID}),
		StreamPoll: 20 * time.Millisecond, StreamHeartbeat: 300 * time.Millisecond, MaxStreamsPerClient: 32})
	a := h.env.Accounts[0]
	var streams []*sse
	for range 20 {
		streams = append(streams, h.openStream(t, "address="+a.Address.Hex(), ""))
	}
	time.Sleep(200 * time.Millisecond) // every stream has made its first read
	before, newBefore := idx.accountReads.Load(), idx.newReads.Load()
	time.Sleep(time.Second)
	require.LessOrEqual(t, idx.accountReads.Load()-before, int64(0), "idle streams read nothing for their account")
	polls := idx.newReads.Load() - newBefore
	require.Greater(t, polls, int64(10), "the one reader polls")
	require.Less(t, polls, int64(100), "once a poll, whatever the number of streams")

	h.openFilled(t, a, true) // an order, filled: OrderCreated, PositionIncreased, ...
	for _, s := range streams {
		got := s.next(1)
		require.Equal(t, "OrderCreated", got[0].kind)
	}
	require.LessOrEqual(t, idx.accountReads.Load()-before, int64(20*4), "a few reads per stream, when woken")
}
