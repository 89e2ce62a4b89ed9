package simulate

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/stretchr/testify/require"
)

// A chain that goes back (anvil's evm_revert, a reorganisation) reports a head lower than the
// headers the tracker kept from before: the new head is kept, and the headers dropped to stay
// within keptHeaders are those remembered longest ago. (Dropping the lowest dropped the new
// head at once, and every simulation after an e2e group's evm_revert failed with "no header".)
func TestHeadersKeptAcrossAChainThatGoesBack(t *testing.T) {
	h := &Heads{}
	hash := func(branch, n uint64) common.Hash { return common.BigToHash(new(big.Int).SetUint64(branch<<32 | n)) }
	for n := uint64(56); n < 56+2*keptHeaders; n++ { // a branch that went far
		h.remember(header{Number: hexutil.Uint64(n), Hash: hash(1, n), Timestamp: hexutil.Uint64(1000 + n)})
	}
	require.Len(t, h.headers, keptHeaders)
	back := hash(2, 56) // reverted to block 55, then block 56 again, with another hash
	h.remember(header{Number: 56, Hash: back, Timestamp: 2000})
	_, ok := h.known(back)
	require.True(t, ok, "the new head is kept though it is lower than every kept header")
	require.Len(t, h.headers, keptHeaders)
	_, ok = h.known(hash(1, 56+keptHeaders))
	require.False(t, ok, "the header remembered longest ago went")
	_, ok = h.known(hash(1, 56+2*keptHeaders-1))
	require.True(t, ok, "the latest of the old branch is still kept")
}
