package sender_test

import (
	"context"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/chain/devchain"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
)

// stampSlots is the number of storage slots the stamper contract writes block.timestamp to.
const stampSlots = 20

// stamperCode is the init code of a contract that, on any call, stores block.timestamp in slots
// 0 to stampSlots-1, as the Oracle stores each pair's updatedAt. Called again in the block of its
// last call, each write leaves its slot as it is (2,200 gas cold); in a later block each changes
// it (5,000 gas).
func stamperCode() []byte {
	var runtime []byte
	for i := range stampSlots {
		runtime = append(runtime, 0x42, 0x60, byte(i), 0x55) // TIMESTAMP PUSH1 i SSTORE
	}
	runtime = append(runtime, 0x00) // STOP
	// PUSH1 len DUP1 PUSH1 11 PUSH1 0 CODECOPY PUSH1 0 RETURN, then the runtime code
	return append([]byte{0x60, byte(len(runtime)), 0x80, 0x60, 11, 0x60, 0, 0x39, 0x60, 0, 0xf3}, runtime...)
}

// plainBackend hides the ethclient's JSON-RPC client from the sender: the sender cannot pass block
// overrides and estimates in the context of the head, as it did before.
type plainBackend struct{ sender.Backend }

// Back-to-back calls of a contract that stores block.timestamp land on the geth dev chain: the
// second is estimated in the context of the block after the head (the first call's block), where
// all its writes change their slots. The same second call estimated on the head itself, where
// they change nothing, runs out of gas at execution.
func TestEstimatesForTheNextBlock(t *testing.T) {
	ctx := testCtx(t)
	from := newAccount(t)
	chain, err := devchain.Start(ctx, devchain.Config{ChainID: 1337, Alloc: map[common.Address]*big.Int{from.addr: ether(1000)}})
	require.NoError(t, err)
	t.Cleanup(func() { require.NoError(t, chain.Close()) })
	c := chain.Client()

	s, err := sender.New(ctx, c, from.key, nil)
	require.NoError(t, err)
	deployed, err := s.Send(ctx, nil, stamperCode(), nil)
	require.NoError(t, err)
	stamper := deployed.ContractAddress
	// On a loaded machine the dev chain may seal an empty block between two calls; the estimate
	// on the head then runs where the writes change their slots too, and proves nothing. The
	// blocks of the calls must be consecutive for a round to count; a few rounds are allowed.
	for round := 1; round <= 5; round++ {
		if estimateRound(t, ctx, c, from, stamper) {
			return
		}
		t.Logf("round %d: an empty block came between the calls; again", round)
	}
	t.Fatal("an empty block came between the calls in every round")
}

// estimateRound runs three calls of the stamper back to back, the third through a sender that
// estimates on the head, and checks them; false when their blocks were not consecutive.
func estimateRound(t *testing.T, ctx context.Context, c *ethclient.Client, from account, stamper common.Address) bool {
	t.Helper()
	s, err := sender.New(ctx, c, from.key, nil)
	require.NoError(t, err)
	first, err := s.Send(ctx, &stamper, nil, nil)
	require.NoError(t, err)
	onHead, err := c.EstimateGas(ctx, ethereum.CallMsg{From: from.addr, To: &stamper})
	require.NoError(t, err)
	second, err := s.Send(ctx, &stamper, nil, nil)
	require.NoError(t, err)
	if second.BlockNumber.Uint64() != first.BlockNumber.Uint64()+1 {
		return false
	}
	// in the block after the first's: every write changes its slot there
	tx := txOf(t, c, second)
	require.Less(t, second.GasUsed, tx.Gas())
	require.Greater(t, second.GasUsed, onHead+onHead*sender.GasBufferPercent/100,
		"the estimate on the head, with its buffer, is short of what the call uses in the next block")
	t.Logf("estimate on the head %d, gas limit %d, used %d", onHead, tx.Gas(), second.GasUsed)

	plain, err := sender.New(ctx, plainBackend{c}, from.key, nil)
	require.NoError(t, err)
	third, err := plain.Send(ctx, &stamper, nil, nil)
	if third != nil && third.BlockNumber.Uint64() != second.BlockNumber.Uint64()+1 {
		return false
	}
	var txErr *sender.TxError
	require.True(t, errors.As(err, &txErr), "%v", err)
	require.Equal(t, "execution", txErr.Stage)
	require.ErrorContains(t, err, "out of gas")
	require.Equal(t, types.ReceiptStatusFailed, third.Status)
	require.Equal(t, txOf(t, c, third).Gas(), third.GasUsed, "out of gas")
	return true
}
