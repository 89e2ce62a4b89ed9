package prepare

import (
	"math/big"

	"github.com/tradeprep/tradeprep/simulate"
)

// BlockContext is the block a transaction was simulated in, the one after the head its
// simulation is pinned to (Simulation.BlockNumber): the earliest it can land in. Every call,
// estimate and bundle of the simulation ran on the head's state with these block fields.
type BlockContext struct {
	BlockNumber uint64   // the head's + 1
	Timestamp   uint64   // when the node will seal it (simulate.BlockContext)
	BaseFee     *big.Int // wei per gas: EIP-1559 from the head; never nil
}

// ContextOf is a simulation's block context as a Simulation reports it.
func ContextOf(c simulate.BlockContext) BlockContext {
	fee := c.BaseFee
	if fee == nil {
		fee = new(big.Int)
	}
	return BlockContext{BlockNumber: c.Number, Timestamp: c.Timestamp, BaseFee: new(big.Int).Set(fee)}
}
