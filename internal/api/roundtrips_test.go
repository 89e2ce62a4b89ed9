package api

import (
	"context"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/embedded"
	"github.com/tradeprep/tradeprep/simulate"
)

// RoundTrips forwards to the real client and counts JSON-RPC round trips (batches). Exported
// for the api_test package's tests.
type RoundTrips struct {
	simulate.BatchCaller
	N atomic.Int64
}

func (r *RoundTrips) BatchCallContext(ctx context.Context, b []rpc.BatchElem) error {
	r.N.Add(1)
	return r.BatchCaller.BatchCallContext(ctx, b)
}

// In steady state (execution fees cached, the position's owner known) newposition,
// closeposition and claimCode each cost one JSON-RPC round trip.
func TestOneRoundTripPerRequest(t *testing.T) {
	h := newHarness(t, 2)
	dest := &RoundTrips{BatchCaller: h.env.Dest.RPC()}
	src := &RoundTrips{BatchCaller: h.env.Source.RPC()}
	s, err := New(Options{Manifest: h.env.Manifest, DestinationRPC: dest,
		SourceRPC: map[uint64]simulate.BatchCaller{embedded.SourceChainID: src}})
	require.NoError(t, err)
	srv := httptest.NewServer(s)
	defer srv.Close()
	h.srv = srv
	acct := h.env.Accounts[0]

	count := func(f func()) int64 {
		before := dest.N.Load()
		f()
		return dest.N.Load() - before
	}
	// warm the execution-fee cache
	require.Equal(t, 200, h.post("/api/newposition", marketBody(acct.Address)).Status)
	require.Equal(t, int64(1), count(func() {
		require.Equal(t, 200, h.post("/api/newposition", marketBody(acct.Address)).Status)
	}), "newposition")

	id := h.openFilled(t, acct, true).String()
	// the first close of a position without userAddress reads its owner once
	require.Equal(t, int64(2), count(func() {
		require.Equal(t, 200, h.post("/api/closeposition", map[string]any{"positionId": id}).Status)
	}))
	require.Equal(t, int64(1), count(func() {
		require.Equal(t, 200, h.post("/api/closeposition", map[string]any{"positionId": id, "sizeDelta": "10"}).Status)
	}), "closeposition")
	require.Equal(t, int64(1), count(func() {
		require.Equal(t, 200, h.post("/api/closeposition", map[string]any{"positionId": id, "userAddress": acct.Address.Hex()}).Status)
	}), "closeposition with userAddress")
	require.Equal(t, int64(1), count(func() {
		require.Equal(t, 200, h.post("/api/referrals", map[string]any{"action": "claimCode", "code": "rt-1", "userAddress": acct.Address.Hex()}).Status)
	}), "claimCode")
}
