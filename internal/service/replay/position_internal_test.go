package replay

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"
)

// TestDifferences: a replay that matched has no differences; status, gas and the position's
// events (count, topics, data) are each reported when they differ, and logs of other
// positions or contracts are ignored.
func TestDifferences(t *testing.T) {
	vaultAddr, other := common.HexToAddress("0x01"), common.HexToAddress("0x02")
	pos := common.BigToHash(big.NewInt(7))
	canceled := vaultABI.Events["OrderCanceled"].ID
	log := func(addr common.Address, posTopic common.Hash, data byte) *types.Log {
		return &types.Log{Address: addr, Topics: []common.Hash{canceled, posTopic}, Data: []byte{data}}
	}
	mine := log(vaultAddr, pos, 1)
	same := &Result{ChainStatus: 1, ForkStatus: 1, ChainGasUsed: 100_000, ForkGasUsed: 100_000,
		ChainLogs: []*types.Log{mine, log(other, pos, 9)}, ForkLogs: []*types.Log{mine, log(vaultAddr, common.BigToHash(big.NewInt(8)), 9)}}
	require.Empty(t, differences(same, vaultAddr, pos))

	diff := &Result{ChainStatus: 1, ForkStatus: 0, ChainGasUsed: 100_000, ForkGasUsed: 21_000,
		ChainLogs: []*types.Log{mine}, ForkLogs: nil}
	require.Equal(t, []string{"status: success on chain, reverted in the replay", "gas used: 100,000 on chain, 21,000 in the replay",
		"events of the position: 1 on chain, 0 in the replay"}, differences(diff, vaultAddr, pos))

	data := &Result{ChainStatus: 1, ForkStatus: 1, ChainLogs: []*types.Log{mine}, ForkLogs: []*types.Log{log(vaultAddr, pos, 2)}}
	require.Equal(t, []string{"event 1 of the position (OrderCanceled) differs in the replay"}, differences(data, vaultAddr, pos))
}

// TestBound: the slippage bound as the Vault computes it, rounded down.
func TestBound(t *testing.T) {
	require.Equal(t, "90450", bound(big.NewInt(90000), big.NewInt(500), true).String())
	require.Equal(t, "89550", bound(big.NewInt(90000), big.NewInt(500), false).String())
	require.Equal(t, "100", bound(big.NewInt(99), big.NewInt(1999), true).String(), "99 x 1.01999 = 100.98 rounds down")
}
