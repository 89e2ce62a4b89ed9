package prepare

import (
	"math/big"

	"github.com/tradeprep/tradeprep/simulate"
)

// BlockContext is the block a transaction was simulated in, the one after the head its
// simulation is pinned to (Simulation.BlockNumber): the earliest it can land in. Every call,
// estimate and bundle of the simulation ran on the head's state with these block fields.
type BlockContext struct {
	BlockNumber uint64 `json:"blockNumber"` // the head's + 1
	Timestamp   uint64 `json:"timestamp"`   // when the node will seal it (simulate.BlockContext)
	BaseFee     string `json:"baseFee"`     // wei per gas, decimal: EIP-1559 from the head
}

// ContextOf is the wire form of a simulation's block context.
func ContextOf(c simulate.BlockContext) BlockContext {
	fee := c.BaseFee
	if fee == nil {
		fee = new(big.Int)
	}
	return BlockContext{BlockNumber: c.Number, Timestamp: c.Timestamp, BaseFee: fee.String()}
}
