package sender_test

import (
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/devchain"
	"github.com/tradeprep/tradeprep/internal/sender"
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
	first, err := s.Send(ctx, &stamper, nil, nil)
	require.NoError(t, err)
	onHead, err := c.EstimateGas(ctx, ethereum.CallMsg{From: from.addr, To: &stamper})
	require.NoError(t, err)

	second, err := s.Send(ctx, &stamper, nil, nil)
	require.NoError(t, err)
	// in a later block than the first (the next one, unless the dev chain sealed an empty block
	// in between, as it may on a loaded machine): every write changes its slot there
	require.Greater(t, second.BlockNumber.Uint64(), first.BlockNumber.Uint64())
	tx := txOf(t, c, second)
	require.Less(t, second.GasUsed, tx.Gas())
	require.Greater(t, second.GasUsed, onHead+onHead*sender.GasBufferPercent/100,
		"the estimate on the head, with its buffer, is short of what the call uses in the next block")
	t.Logf("estimate on the head %d, gas limit %d, used %d", onHead, tx.Gas(), second.GasUsed)

	plain, err := sender.New(ctx, plainBackend{c}, from.key, nil)
	require.NoError(t, err)
	third, err := plain.Send(ctx, &stamper, nil, nil)
	var txErr *sender.TxError
	require.True(t, errors.As(err, &txErr), "%v", err)
	require.Equal(t, "execution", txErr.Stage)
	require.ErrorContains(t, err, "out of gas")
	require.Greater(t, third.BlockNumber.Uint64(), second.BlockNumber.Uint64())
	require.Equal(t, types.ReceiptStatusFailed, third.Status)
	require.Equal(t, txOf(t, c, third).Gas(), third.GasUsed, "out of gas")
}
