package api

import (
	"context"
	"encoding/json"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/simulate"
)

// RoundTrips forwards to the real client, counts JSON-RPC round trips (batches) and keeps the
// last batch it sent. Exported for the api_test package's tests.
type RoundTrips struct {
	simulate.BatchCaller
	N    atomic.Int64
	mu   sync.Mutex
	last []rpc.BatchElem
}

func (r *RoundTrips) BatchCallContext(ctx context.Context, b []rpc.BatchElem) error {
	r.N.Add(1)
	r.mu.Lock()
	r.last = append([]rpc.BatchElem(nil), b...)
	r.mu.Unlock()
	return r.BatchCaller.BatchCallContext(ctx, b)
}

// Last is the last batch sent.
func (r *RoundTrips) Last() []rpc.BatchElem {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.last
}

// requirePinned checks a prepared request's simulation batch: every element that reads state
// names the block of the answer's simulation by its hash (EIP-1898), the header asked is that
// block's, and the only other elements are the node's latest block (asked in passing, to
// notice a newer one), its pending block's header (for the next block's context) and its
// priority fee suggestion (no block parameter).
func requirePinned(t *testing.T, batch []rpc.BatchElem, r response) {
	t.Helper()
	var answer struct {
		Simulation Simulation `json:"simulation"`
	}
	require.NoError(t, json.Unmarshal(r.Body, &answer))
	hash := answer.Simulation.BlockHash.Hex()
	require.NotEqual(t, common.Hash{}.Hex(), hash)
	byHash := map[string]any{"blockHash": hash}
	var states int
	for i, el := range batch {
		raw, err := json.Marshal(el.Args)
		require.NoError(t, err)
		var args []any
		require.NoError(t, json.Unmarshal(raw, &args))
		switch el.Method {
		case "eth_getBlockByHash":
			require.Equal(t, []any{hash, false}, args, "element %d", i)
		case "eth_getBlockByNumber":
			require.Contains(t, [][]any{{"latest", false}, {"pending", false}}, args,
				"element %d: only the latest and the pending block are asked by number (headers, no state)", i)
		case "eth_maxPriorityFeePerGas":
			require.Empty(t, args, "element %d", i)
		case "eth_getBalance", "eth_call", "eth_estimateGas", "eth_simulateV1":
			require.GreaterOrEqual(t, len(args), 2, "element %d: %s without a block", i, el.Method)
			require.Equal(t, byHash, args[1], "element %d: %s", i, el.Method)
			states++
		default:
			t.Fatalf("element %d: unexpected %s in a simulation batch", i, el.Method)
		}
	}
	require.GreaterOrEqual(t, states, 3, "balance, call and estimate at least")
}

// In steady state (execution fees cached, the position's owner known) newposition,
// closeposition and claimCode each cost one JSON-RPC round trip.
func TestOneRoundTripPerRequest(t *testing.T) {
	h := newHarness(t, 2)
	dest := &RoundTrips{BatchCaller: h.env.Dest.RPC()}
	src := &RoundTrips{BatchCaller: h.env.Source.RPC()}
	h.serve(t, serverOptions{DestinationRPC: dest, SourceRPC: map[uint64]simulate.BatchCaller{embedded.SourceChainID: src}})
	acct := h.env.Accounts[0]

	// post sends a request that must succeed and returns the round trips it cost; its last
	// batch, the simulation, must name one block
	post := func(send func() (any, error)) int64 {
		t.Helper()
		before := dest.N.Load()
		r := h.typed(send())
		require.Equal(t, 200, r.Status, string(r.Body))
		requirePinned(t, dest.Last(), r)
		return dest.N.Load() - before
	}
	open := func() (any, error) { return h.c.NewPositionWithResponse(h.ctx, marketRequest(acct.Address)) }
	closing := func(r client.ClosePositionRequest) func() (any, error) {
		return func() (any, error) { return h.c.ClosePositionWithResponse(h.ctx, r) }
	}
	// warm the execution-fee cache (which also shows the service the head)
	post(open)
	require.Equal(t, int64(1), post(open), "newposition")

	id := h.openFilled(t, acct, true).String()
	// the first close of a position without userAddress reads its owner once (and sees the
	// blocks mined since, in the same round trip)
	require.Equal(t, int64(2), post(closing(client.ClosePositionRequest{PositionID: id})))
	require.Equal(t, int64(1), post(closing(client.ClosePositionRequest{PositionID: id, SizeDelta: ptr("10")})), "closeposition")
	require.Equal(t, int64(1), post(closing(client.ClosePositionRequest{PositionID: id, UserAddress: ptr(acct.Address.Hex())})), "closeposition with userAddress")
	require.Equal(t, int64(1), post(func() (any, error) {
		return h.c.ReferralsWithResponse(h.ctx, client.ReferralsRequest{Action: client.ReferralsRequestActionClaimCode, Code: "rt-1",
			UserAddress: ptr(acct.Address.Hex())})
	}), "claimCode")

	// the reads: a page of positions costs one round trip, and asked again at the same block it is
	// answered from the page kept for that block hash (its round trip only asks for the latest
	// block, no eth_call); the balances read two slots, in one round trip
	get := func(send func() (any, error)) (int64, []rpc.BatchElem) {
		t.Helper()
		before := dest.N.Load()
		r := h.typed(send())
		require.Equal(t, 200, r.Status, string(r.Body))
		return dest.N.Load() - before, dest.Last()
	}
	page := func(limit *int) func() (any, error) {
		return func() (any, error) {
			return h.c.PositionsWithResponse(h.ctx, &client.PositionsParams{Address: acct.Address.Hex(), Limit: limit})
		}
	}
	n, batch := get(page(nil))
	require.Equal(t, int64(1), n, "positions")
	require.Equal(t, 1, countMethod(batch, "eth_call"), "one Reader call: the page")
	n, batch = get(page(nil))
	require.Equal(t, int64(1), n, "positions again, same block")
	require.Zero(t, countMethod(batch, "eth_call"), "answered from the page kept for the block")
	n, _ = get(page(ptr(5)))
	require.Equal(t, int64(1), n, "another page")
	n, batch = get(func() (any, error) {
		return h.c.UserBalancesWithResponse(h.ctx, &client.UserBalancesParams{Address: acct.Address.Hex()})
	})
	require.Equal(t, int64(1), n, "userbalances")
	require.Equal(t, 2, countMethod(batch, "eth_call"), "margin and refunds, no id list")

	// a block mined since the service last saw the head: the batch pinned to the old head sees
	// it, and the simulation runs once more there, so that it shows what was just mined
	h.setPrice(1, "98000")
	require.Equal(t, int64(2), post(open), "newposition after a new block")
	require.Equal(t, int64(1), post(open), "and then one again")
}

func countMethod(batch []rpc.BatchElem, method string) int {
	n := 0
	for _, el := range batch {
		if el.Method == method {
			n++
		}
	}
	return n
}
