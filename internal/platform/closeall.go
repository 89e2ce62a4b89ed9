package platform

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
)

// CloseAll is the Vault's sizeDelta that closes a whole position, whatever its size is when
// the keeper executes the decrease (Vault.CLOSE_ALL, 2^256-1). It is a marker, never an
// amount: shown as a USD amount it would read 115792089237316195423570985008687907853269984665.64…
var CloseAll = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))

// IsCloseAll reports whether a decrease's sizeDelta is CloseAll.
func IsCloseAll(sizeDelta *big.Int) bool { return sizeDelta != nil && sizeDelta.Cmp(CloseAll) == 0 }

// EventRef is one event of a position's history as DecreaseRuns reads it: the event's name and
// its transaction.
type EventRef struct {
	Name string
	Tx   common.Hash
}

// DecreaseRuns pairs each DecreaseRequested of a position's history (its events oldest first)
// with the PositionDecreased that ran it, by index. The Vault's execute runs an id's pending
// decrease before its take-profit and stop-loss, and a trigger's TriggerExecuted comes before
// its own PositionDecreased: the decrease that ran a request is the first later
// PositionDecreased with no TriggerExecuted before it in its transaction. A request that the
// Vault dropped (DecreaseCanceled), that ended with the position before it ran (a trigger's
// PositionClosed, or PositionLiquidated: the Vault removes the pending decrease and refunds its
// fee), or that is still pending (or runs past the events given) is not in the answer.
func DecreaseRuns(events []EventRef) map[int]int {
	runs := map[int]int{}
	pending := -1
	triggered := map[common.Hash]bool{} // transactions with a TriggerExecuted so far
	for i, e := range events {
		switch e.Name {
		case "TriggerExecuted":
			triggered[e.Tx] = true
		case "DecreaseRequested":
			pending = i
		case "PositionDecreased":
			if pending >= 0 && !triggered[e.Tx] {
				runs[pending] = i
				pending = -1
			}
		case "DecreaseCanceled", "PositionClosed", "PositionLiquidated":
			pending = -1
		}
	}
	return runs
}
