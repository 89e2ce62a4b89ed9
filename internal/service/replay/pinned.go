package replay

import (
	"context"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/tradeprep/tradeprep/simulate"
)

// asOriginal is the destination client a replayed request is served through: the fork at the
// block asked for its state, except for the two answers that are the node's own rather than the
// block's, which come from the original node, as they did when the service answered:
//
//   - eth_maxPriorityFeePerGas: a node's suggestion (anvil never suggests below 1 gwei; geth
//     suggests from recent tips, down to its miner's gas price, 1 wei on the embedded chain).
//     The original node is asked now: no node can be asked what it suggested at a past block.
//   - eth_estimateGas: each node searches for the gas limit its own way (geth stops within
//     1.5% of the lowest limit that succeeds, anvil elsewhere), so anvil's estimate of the same
//     call at the same block differs. The original node is asked at the block asked, by hash
//     (the fork's block has the original's hash), with the same state override.
//
// Everything else (the head, the block, balances, calls, reads) is the fork's: the fork does
// not mine (--no-mining), so its latest block stays the block asked.
type asOriginal struct {
	fork, original simulate.BatchCaller
	block          common.Hash
}

// fromOriginal reports whether the original node answers method.
func fromOriginal(method string) bool {
	return method == "eth_maxPriorityFeePerGas" || method == "eth_estimateGas"
}

// BatchCallContext implements simulate.BatchCaller: one batch to each node, the answers in
// the caller's elements.
func (a *asOriginal) BatchCallContext(ctx context.Context, b []rpc.BatchElem) error {
	var forkIdx, origIdx []int
	var forkBatch, origBatch []rpc.BatchElem
	for i, e := range b {
		if !fromOriginal(e.Method) {
			forkIdx, forkBatch = append(forkIdx, i), append(forkBatch, e)
			continue
		}
		if e.Method == "eth_estimateGas" {
			e.Args = a.atBlock(e.Args)
		}
		origIdx, origBatch = append(origIdx, i), append(origBatch, e)
	}
	var forkErr, origErr error
	if len(forkBatch) > 0 {
		forkErr = a.fork.BatchCallContext(ctx, forkBatch)
	}
	if len(origBatch) > 0 {
		if origErr = a.original.BatchCallContext(ctx, origBatch); origErr != nil {
			origErr = fmt.Errorf("original node: %w", origErr)
		}
	}
	for j, i := range forkIdx {
		b[i].Error = forkBatch[j].Error
	}
	for j, i := range origIdx {
		b[i].Error = origBatch[j].Error
	}
	return errors.Join(forkErr, origErr)
}

// atBlock makes eth_estimateGas arguments name the replayed block by hash: a block given as a
// tag ("latest", "pending") or not at all means the fork's latest, which is that block.
func (a *asOriginal) atBlock(args []any) []any {
	out := append([]any(nil), args...)
	pin := map[string]any{"blockHash": a.block}
	switch {
	case len(out) == 1:
		out = append(out, pin)
	case len(out) >= 2:
		if _, tag := out[1].(string); tag || out[1] == nil {
			out[1] = pin
		}
	}
	return out
}
