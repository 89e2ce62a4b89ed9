package simulate_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
	"github.com/tradeprep/tradeprep/internal/chain/devchain"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/simulate"
)

// tokenChain is a dev chain with a test token whose owner holds 1000 units and ether.
type tokenChain struct {
	ctx     context.Context
	chain   *devchain.Chain
	owner   common.Address
	token   common.Address
	tt      *testtoken.TestToken
	decoder *simulate.ErrorDecoder
	sender  *sender.Sender
}

func startTokenChain(t *testing.T, chainID uint64, label string) *tokenChain {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	t.Cleanup(cancel)
	key, err := crypto.ToECDSA(crypto.Keccak256([]byte(label)))
	require.NoError(t, err)
	owner := crypto.PubkeyToAddress(key.PublicKey)
	chain, err := devchain.Start(ctx, devchain.Config{ChainID: chainID, Alloc: map[common.Address]*big.Int{owner: big.NewInt(1e18)}})
	require.NoError(t, err)
	t.Cleanup(func() { require.NoError(t, chain.Close()) })

	parsed, err := testtoken.TestTokenMetaData.ParseABI()
	require.NoError(t, err)
	decoder := simulate.NewErrorDecoder(parsed)
	s, err := sender.New(ctx, chain.Client(), key, decoder)
	require.NoError(t, err)
	tt := testtoken.NewTestToken()
	receipt, err := s.Send(ctx, nil, append(common.FromHex(testtoken.TestTokenMetaData.Bin), tt.PackConstructor("T", "T", 6, owner)...), nil)
	require.NoError(t, err)
	token := receipt.ContractAddress
	_, err = s.Send(ctx, &token, tt.PackMint(owner, big.NewInt(1000)), nil)
	require.NoError(t, err)
	return &tokenChain{ctx: ctx, chain: chain, owner: owner, token: token, tt: tt, decoder: decoder, sender: s}
}

// The calls of a bundle see each other's state: transferFrom succeeds after approve in the
// same bundle, fails with the decoded ERC-20 error without it, and nothing is committed.
func TestBundleRunsCallsOnEachOthersState(t *testing.T) {
	tc := startTokenChain(t, 900777, "simulate bundle test owner")
	ctx, owner, token, tt, s := tc.ctx, tc.owner, tc.token, tc.tt, tc.sender
	spender := common.HexToAddress("0x00000000000000000000000000000000005e11e7") // holds no ether

	sim, err := simulate.NewSimulator(tc.chain.RPC(), tc.decoder)
	require.NoError(t, err)
	approve := simulate.Call{From: owner, To: token, Data: tt.PackApprove(spender, big.NewInt(400))}
	pull := simulate.Call{From: spender, To: token, Data: tt.PackTransferFrom(owner, spender, big.NewInt(400))}

	res, err := sim.Bundle(ctx, simulate.Latest(), []simulate.Call{approve, pull})
	require.NoError(t, err)
	require.Len(t, res, 2)
	for _, r := range res {
		require.True(t, r.Success, r.Failure())
		require.Greater(t, r.GasUsed, uint64(21_000))
		require.Empty(t, r.Failure())
	}
	ok, err := tt.UnpackTransferFrom(res[1].ReturnData)
	require.NoError(t, err)
	require.True(t, ok)

	res, err = sim.Bundle(ctx, simulate.Latest(), []simulate.Call{pull})
	require.NoError(t, err)
	require.False(t, res[0].Success)
	require.NotNil(t, res[0].Revert)
	require.Equal(t, "ERC20InsufficientAllowance", res[0].Revert.Name)
	needed, _ := res[0].Revert.Arg("needed")
	require.Equal(t, "400", needed)
	require.Equal(t, res[0].Revert.Message, res[0].Failure())

	// a failed call does not stop the next one
	res, err = sim.Bundle(ctx, simulate.Latest(), []simulate.Call{pull, approve, pull})
	require.NoError(t, err)
	require.Equal(t, []bool{false, true, true}, []bool{res[0].Success, res[1].Success, res[2].Success})

	// nothing was committed
	out, err := s.Call(ctx, token, tt.PackAllowance(owner, spender))
	require.NoError(t, err)
	allowance, err := tt.UnpackAllowance(out)
	require.NoError(t, err)
	require.Zero(t, allowance.Sign())

	_, err = sim.Bundle(ctx, simulate.Latest(), nil)
	require.Error(t, err)
}
