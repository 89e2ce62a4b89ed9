package platform

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
)

func TestCloseAllIsTheVaultsConstant(t *testing.T) {
	require.Equal(t, "115792089237316195423570985008687907853269984665640564039457584007913129639935", CloseAll.String())
	require.True(t, IsCloseAll(new(big.Int).Set(CloseAll)))
	require.False(t, IsCloseAll(new(big.Int).Sub(CloseAll, big.NewInt(1))))
	require.False(t, IsCloseAll(nil))
	_, ok := vault.NewVault().GetABI().Methods["CLOSE_ALL"]
	require.True(t, ok, "the Vault declares CLOSE_ALL")
}

// DecreaseRuns pairs a decrease request with the decrease its keeper run made, in the order the
// Vault emits them: a pending decrease runs before the id's triggers in one execute, a
// trigger's TriggerExecuted comes before its PositionDecreased, and a position that ends before
// the request runs takes the request with it.
func TestDecreaseRuns(t *testing.T) {
	tx := func(n byte) common.Hash { return common.Hash{n} }
	for name, c := range map[string]struct {
		events []EventRef
		want   map[int]int
	}{
		"run by the next execute": {[]EventRef{
			{"DecreaseRequested", tx(1)},
			{"FeesSettled", tx(2)}, {"PositionDecreased", tx(2)}, {"RefundCredited", tx(2)}, {"PositionClosed", tx(2)},
		}, map[int]int{0: 2}},
		"run before the trigger of the same execute": {[]EventRef{
			{"DecreaseRequested", tx(1)},
			{"PositionDecreased", tx(2)}, {"TriggerExecuted", tx(2)}, {"PositionDecreased", tx(2)},
		}, map[int]int{0: 1}},
		"a partial trigger first, the request later": {[]EventRef{
			{"DecreaseRequested", tx(1)},
			{"TriggerExecuted", tx(2)}, {"FeesSettled", tx(2)}, {"PositionDecreased", tx(2)},
			{"PositionDecreased", tx(3)}, {"PositionClosed", tx(3)},
		}, map[int]int{0: 4}},
		"a trigger closes the position first": {[]EventRef{
			{"DecreaseRequested", tx(1)},
			{"TriggerExecuted", tx(2)}, {"PositionDecreased", tx(2)}, {"RefundCredited", tx(2)}, {"PositionClosed", tx(2)},
		}, map[int]int{}},
		"dropped, then asked again and run": {[]EventRef{
			{"DecreaseRequested", tx(1)}, {"DecreaseCanceled", tx(2)},
			{"DecreaseRequested", tx(3)}, {"PositionDecreased", tx(4)}, {"PositionClosed", tx(4)},
		}, map[int]int{2: 3}},
		"liquidated while pending": {[]EventRef{
			{"DecreaseRequested", tx(1)}, {"RefundCredited", tx(2)}, {"PositionLiquidated", tx(2)},
		}, map[int]int{}},
		"still pending": {[]EventRef{
			{"PositionIncreased", tx(1)}, {"DecreaseRequested", tx(2)},
		}, map[int]int{}},
		"two partial closes": {[]EventRef{
			{"DecreaseRequested", tx(1)}, {"PositionDecreased", tx(2)},
			{"DecreaseRequested", tx(3)}, {"PositionDecreased", tx(4)},
		}, map[int]int{0: 1, 2: 3}},
	} {
		require.Equal(t, c.want, DecreaseRuns(c.events), name)
	}
}
