// Package simulate runs prepared transactions on a chain before anyone signs them, and says in
// plain terms what would happen: whether the call succeeds, how much gas it needs, and, when it
// reverts, the contract's custom error with its arguments.
//
// Each request costs one JSON-RPC batch, pinned to one block by hash (RunPlan, at the block an
// At names: the latest, Latest, or a given one, AtHead), and runs in the context of the block
// after it, the one the node says it will seal next (BlockContext): its number, its timestamp by
// the node's clock or interval, and its base fee, computed from what the earlier batches saw of
// the node's latest and pending blocks, so that it costs no round trip of its own.
package simulate
