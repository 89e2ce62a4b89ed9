package simulate_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/devchain"
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

	rep, err := sim.RunPlan(ctx, simulate.Plan{
		Sender:  owner,
		Calls:   []simulate.Call{approve, tooMuch},
		Reads:   []simulate.Read{{To: token, Data: tt.PackBalanceOf(owner)}, {To: token, Data: tt.PackAllowance(owner, spender)}},
		Bundles: [][]simulate.Call{{approve, pull}, {pull}},
	})
	require.NoError(t, err)
	require.Equal(t, int64(1), counted.n.Load(), "one round trip for the whole plan")

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

	// Run is a plan of one call
	one, err := sim.Run(ctx, tooMuch, nil)
	require.NoError(t, err)
	require.Equal(t, "ERC20InsufficientBalance", one.Revert.Name)
	require.Equal(t, int64(2), counted.n.Load())
}

func mustBalance(t *testing.T, ctx context.Context, chain *devchain.Chain, a common.Address) *big.Int {
	t.Helper()
	b, err := chain.Client().BalanceAt(ctx, a, nil)
	require.NoError(t, err)
	return b
}
