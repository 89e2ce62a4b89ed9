package simulate_test

import (
	"context"
	"encoding/json"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/chain/devchain"
	"github.com/tradeprep/tradeprep/simulate"
)

// A plan answers, in one round trip, several calls (each simulated and estimated), reads and
// bundles, element by element in order: a reverting call, a read of state no call changed, and a
// bundle whose second call sees the first's state.
func TestRunPlanAnswersEverythingInOneRoundTrip(t *testing.T) {
	tc := startTokenChain(t, 900778, "simulate plan test owner")
	ctx, chain, owner, token, tt := tc.ctx, tc.chain, tc.owner, tc.token, tc.tt
	spender := common.HexToAddress("0x00000000000000000000000000000000005e11e7")

	counted := &counting{BatchCaller: chain.RPC()}
	sim, err := simulate.NewSimulator(counted, tc.decoder)
	require.NoError(t, err)
	approve := simulate.Call{From: owner, To: token, Data: tt.PackApprove(spender, big.NewInt(400))}
	pull := simulate.Call{From: spender, To: token, Data: tt.PackTransferFrom(owner, spender, big.NewInt(400))}
	tooMuch := simulate.Call{From: owner, To: token, Data: tt.PackTransfer(spender, big.NewInt(5000))}

	rep, err := sim.RunPlan(ctx, simulate.Latest(), simulate.Plan{
		Sender:  owner,
		Calls:   []simulate.Call{approve, tooMuch},
		Reads:   []simulate.Read{{To: token, Data: tt.PackBalanceOf(owner)}, {To: token, Data: tt.PackAllowance(owner, spender)}},
		Bundles: [][]simulate.Call{{approve, pull}, {pull}},
	})
	require.NoError(t, err)
	require.Equal(t, int64(2), counted.n.Load(), "the head (a new simulator knows none), then one round trip for the whole plan")
	requirePinned(t, counted.lastBatch(), rep.Head())

	head, err := chain.Client().HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	require.Equal(t, head.Number.Uint64(), rep.BlockNumber)
	require.Equal(t, head.Hash(), rep.BlockHash)
	require.Equal(t, 0, rep.SenderBalance.Cmp(mustBalance(t, ctx, chain, owner)))

	require.Len(t, rep.Calls, 2)
	require.True(t, rep.Calls[0].Success)
	require.Greater(t, rep.Calls[0].GasEstimate, uint64(21_000))
	require.False(t, rep.Calls[1].Success)
	require.Equal(t, "ERC20InsufficientBalance", rep.Calls[1].Revert.Name)
	require.Equal(t, "ERC20InsufficientBalance", rep.Calls[1].EstimateRevert.Name)
	require.Zero(t, rep.Calls[1].GasEstimate)

	balance, err := tt.UnpackBalanceOf(rep.Reads[0].Data)
	require.NoError(t, err)
	require.Equal(t, int64(1000), balance.Int64())
	allowance, err := tt.UnpackAllowance(rep.Reads[1].Data)
	require.NoError(t, err)
	require.Zero(t, allowance.Sign(), "reads see the chain, not the calls")

	require.Len(t, rep.Bundles, 2)
	require.NoError(t, rep.BundleErrs[0])
	require.True(t, rep.Bundles[0][0].Success && rep.Bundles[0][1].Success, "the pull sees the approval")
	require.NoError(t, rep.BundleErrs[1])
	require.False(t, rep.Bundles[1][0].Success, "without the approval the pull fails")
	require.Equal(t, "ERC20InsufficientAllowance", rep.Bundles[1][0].Revert.Name)

	// Run is a plan of one call; the head is known now: one round trip
	one, err := sim.Run(ctx, simulate.Latest(), tooMuch, nil)
	require.NoError(t, err)
	require.Equal(t, "ERC20InsufficientBalance", one.Revert.Name)
	require.Equal(t, int64(3), counted.n.Load())
	require.Equal(t, rep.Head(), one.Head())
}

// requirePinned checks that every element of a simulation batch that reads state names block
// `at` by its hash (EIP-1898), that the header asked is at's, and that the only other elements
// are the node's latest block (asked in passing, to notice a newer one), its pending block's
// header (for the next block's context) and its priority fee suggestion (no block parameter).
func requirePinned(t *testing.T, batch []rpc.BatchElem, at simulate.Head) {
	t.Helper()
	require.NotEmpty(t, batch)
	byHash := map[string]any{"blockHash": at.Hash.Hex()}
	for i, el := range batch {
		var args []any
		require.NoError(t, json.Unmarshal([]byte(jsonOf(t, el.Args)), &args), "element %d", i)
		switch el.Method {
		case "eth_getBlockByHash":
			require.Equal(t, at.Hash.Hex(), args[0], "element %d", i)
		case "eth_getBlockByNumber":
			require.Contains(t, [][]any{{"latest", false}, {"pending", false}}, args,
				"element %d: only the latest and the pending block are asked by number (headers, no state)", i)
		case "eth_maxPriorityFeePerGas":
			require.Empty(t, args)
		case "eth_getBalance", "eth_call", "eth_estimateGas", "eth_simulateV1":
			require.GreaterOrEqual(t, len(args), 2, "element %d: %s without a block", i, el.Method)
			require.Equal(t, byHash, args[1], "element %d: %s", i, el.Method)
		default:
			t.Fatalf("element %d: unexpected %s in a simulation batch", i, el.Method)
		}
	}
}

func jsonOf(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return string(b)
}

// A transaction mined after the simulator last saw the head: the batch pinned to the old head
// sees the newer block and the plan runs again there (2 round trips), so the answer shows the
// transaction. With a max-age the answer at the old block stands (1 round trip), and after the
// max-age it moves on.
func TestRunPlanMovesToANewerBlock(t *testing.T) {
	tc := startTokenChain(t, 900779, "simulate newer block owner")
	ctx, owner, token, tt := tc.ctx, tc.owner, tc.token, tc.tt
	other := common.HexToAddress("0x00000000000000000000000000000000000a11ce")
	balanceRead := simulate.Read{To: token, Data: tt.PackBalanceOf(other)}
	balanceOf := func(rep *simulate.PlanReport) int64 {
		t.Helper()
		require.NoError(t, rep.Reads[0].Err)
		b, err := tt.UnpackBalanceOf(rep.Reads[0].Data)
		require.NoError(t, err)
		return b.Int64()
	}
	plan := simulate.Plan{Sender: owner, Calls: []simulate.Call{{From: owner, To: token, Data: tt.PackTransfer(other, big.NewInt(1))}},
		Reads: []simulate.Read{balanceRead}}

	var mu sync.Mutex
	now := time.Now()
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	for _, maxAge := range []time.Duration{0, time.Minute} {
		counted := &counting{BatchCaller: tc.chain.RPC()}
		heads, err := simulate.NewHeads(counted, clock, 0)
		require.NoError(t, err)
		sim, err := simulate.NewSimulator(counted, tc.decoder, simulate.WithHeads(heads), simulate.WithMaxAge(maxAge))
		require.NoError(t, err)
		first, err := sim.RunPlan(ctx, simulate.Latest(), plan)
		require.NoError(t, err)
		before := balanceOf(first)

		_, err = tc.sender.Send(ctx, &token, tt.PackTransfer(other, big.NewInt(7)), nil)
		require.NoError(t, err)
		head, err := tc.chain.Client().HeaderByNumber(ctx, nil)
		require.NoError(t, err)

		n := counted.n.Load()
		rep, err := sim.RunPlan(ctx, simulate.Latest(), plan)
		require.NoError(t, err)
		if maxAge == 0 {
			require.Equal(t, int64(2), counted.n.Load()-n, "the pinned block, then the newer one")
			require.Equal(t, head.Hash(), rep.BlockHash)
			require.Equal(t, before+7, balanceOf(rep), "the answer shows the transaction mined just before")
			requirePinned(t, counted.lastBatch(), rep.Head())
			continue
		}
		require.Equal(t, int64(1), counted.n.Load()-n, "within the max-age the pinned block stands")
		require.Equal(t, first.Head(), rep.Head())
		require.Equal(t, before, balanceOf(rep))
		mu.Lock()
		now = now.Add(maxAge)
		mu.Unlock()
		n = counted.n.Load()
		rep, err = sim.RunPlan(ctx, simulate.Latest(), plan)
		require.NoError(t, err)
		require.Equal(t, int64(2), counted.n.Load()-n, "after the max-age: again at the newer block")
		require.Equal(t, head.Hash(), rep.BlockHash)
		require.Equal(t, before+7, balanceOf(rep))
	}
}

// A node that does not know the pinned block (here: the tracker follows another chain, as a
// load balancer's other node would answer) makes the plan ask for the head and run once more;
// when that fails too, the error says so (a *BlockUnavailableError), never an answer from
// another block. A plan at a given block (AtHead) never moves.
func TestRunPlanUnknownBlock(t *testing.T) {
	tc := startTokenChain(t, 900780, "simulate unknown block owner")
	other := startTokenChain(t, 900781, "simulate unknown block other chain")
	ctx := tc.ctx
	counted := &counting{BatchCaller: tc.chain.RPC()}
	elsewhere, err := simulate.NewHeads(other.chain.RPC(), nil, 0)
	require.NoError(t, err)
	sim, err := simulate.NewSimulator(counted, tc.decoder, simulate.WithHeads(elsewhere))
	require.NoError(t, err)
	plan := simulate.Plan{Sender: tc.owner, Calls: []simulate.Call{{From: tc.owner, To: tc.token, Data: tc.tt.PackTransfer(other.owner, big.NewInt(1))}},
		Reads: []simulate.Read{{To: tc.token, Data: tc.tt.PackBalanceOf(tc.owner)}}, Bundles: [][]simulate.Call{{{From: tc.owner, To: tc.token}}}}

	_, err = sim.RunPlan(ctx, simulate.Latest(), plan)
	var unavailable *simulate.BlockUnavailableError
	require.ErrorAs(t, err, &unavailable)
	// the block named is the other chain's (its head when the plan ran: the chain may have
	// sealed another block since, so look it up by hash rather than compare with the head now),
	// one this node does not have
	otherHead, err := other.chain.Client().HeaderByHash(ctx, unavailable.Block.Hash)
	require.NoError(t, err, "the block named is one of the other chain's")
	require.Equal(t, unavailable.Block.Number, otherHead.Number.Uint64())
	_, err = tc.chain.Client().HeaderByHash(ctx, unavailable.Block.Hash)
	require.Error(t, err, "and unknown to the node asked")
	require.Equal(t, int64(2), counted.n.Load(), "the pinned block, then once more at a fresh head")

	own, err := simulate.NewSimulator(tc.chain.RPC(), tc.decoder)
	require.NoError(t, err)
	_, err = own.RunPlan(ctx, simulate.AtHead(simulate.Head{Number: otherHead.Number.Uint64(), Hash: otherHead.Hash()}), plan)
	require.ErrorAs(t, err, &unavailable)
	_, err = own.Reads(ctx, simulate.AtHead(simulate.Head{Number: otherHead.Number.Uint64(), Hash: otherHead.Hash()}), plan.Reads...)
	require.ErrorAs(t, err, &unavailable)
}

func mustBalance(t *testing.T, ctx context.Context, chain *devchain.Chain, a common.Address) *big.Int {
	t.Helper()
	b, err := chain.Client().BalanceAt(ctx, a, nil)
	require.NoError(t, err)
	return b
}
