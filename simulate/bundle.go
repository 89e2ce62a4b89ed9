package simulate

import (
	"context"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
)

// BundleResult is the outcome of one call of a bundle.
type BundleResult struct {
	Success    bool
	GasUsed    uint64  // gas the call used, as a transaction in the simulated block
	ReturnData []byte  // output, or revert data when the call reverted
	Revert     *Revert // the call reverted, decoded
	Err        string  // the call failed without reverting (out of gas, invalid opcode, ...)
}

// Failure describes why the call failed, or "" when it succeeded.
func (r BundleResult) Failure() string {
	switch {
	case r.Success:
		return ""
	case r.Revert != nil:
		return r.Revert.Message
	case r.Err != "":
		return r.Err
	}
	return "the call failed"
}

// Sim is a sequence of simulated blocks on top of the pinned head, asked through one
// eth_simulateV1 request: block 0 is the context block (the head's number + 1, see
// BlockContext), block i comes i block intervals after it. Each block's calls run one after
// another on the state the previous calls and blocks left. Validation is off: nonces, fees and
// native balances for gas are not checked, and a call may come from an account with code.
type Sim struct {
	Blocks []SimBlock
	// TraceTransfers: native transfers (value of calls and of internal calls) are reported as
	// ERC-20 Transfer logs of the address NativeTransferAddress.
	TraceTransfers bool
}

// SimBlock is one block of a Sim.
type SimBlock struct {
	Override StateOverride // applied at the start of the block (may be nil)
	Calls    []Call
	// Delay, when not 0, is how many seconds after the block before it in the sim the block
	// runs (the first: after the time it would run at, the next block's), instead of the
	// chain's interval: a block in an hour, a day or a week, where what accrues with time (fees,
	// interest) has accrued. Its number still follows its parent's. Under WithHeadContext (no
	// block overrides) it is ignored: SimBlockReport.Timestamp says when each block ran.
	Delay uint64
}

// NativeTransferAddress is the address eth_simulateV1 reports native transfers from when
// traceTransfers is on, as Transfer(from, to, value) logs (ERC-7528's address for ETH).
var NativeTransferAddress = common.HexToAddress("0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE")

// Log is a log a simulated call emitted.
type Log struct {
	Address common.Address `json:"address"`
	Topics  []common.Hash  `json:"topics"`
	Data    hexutil.Bytes  `json:"data"`
}

// SimCall is the outcome of one call of a Sim.
type SimCall struct {
	BundleResult
	Logs []Log
}

// SimBlockReport is one simulated block: its number and timestamp, and its calls.
type SimBlockReport struct {
	Number    uint64
	Timestamp uint64
	Calls     []SimCall
}

// SimReport answers a Sim, block by block.
type SimReport struct {
	Blocks []SimBlockReport
}

type simCall struct {
	Status     hexutil.Uint64 `json:"status"`
	GasUsed    hexutil.Uint64 `json:"gasUsed"`
	ReturnData hexutil.Bytes  `json:"returnData"`
	Logs       []Log          `json:"logs"`
	Error      *struct {
		Message string `json:"message"`
		Code    int    `json:"code"`
		Data    string `json:"data"`
	} `json:"error"`
}

type simBlockResult struct {
	Number    hexutil.Uint64 `json:"number"`
	Timestamp hexutil.Uint64 `json:"timestamp"`
	Calls     []simCall      `json:"calls"`
}

// revertCode is the JSON-RPC error code of a reverted call (the execution-apis spec's, as in
// eth_call). Nodes answer eth_simulateV1 differently: anvil 1.7.1 reports every failed call as
// -3200 "execution failed", older geth and reth a revert as -32000; see callResult.
const revertCode = 3

// Bundle runs calls one after another, each on the state the previous ones left, in one
// simulated block on top of block `at` (pinned as RunPlan pins it), through one
// eth_simulateV1 request. Validation is off: nonces, fees and native balances are not checked,
// so a sender that cannot pay gas still learns what its calls would do. A call that fails does
// not stop the ones after it. The error is non-nil only when the node could not be asked or
// refused the request (a node without eth_simulateV1, a malformed call); failed calls are
// reported in their results.
func (s *Simulator) Bundle(ctx context.Context, at At, calls []Call) ([]BundleResult, error) {
	if len(calls) == 0 {
		return nil, errors.New("simulate: empty bundle")
	}
	pr, err := s.RunPlan(ctx, at, Plan{Bundles: [][]Call{calls}})
	if err != nil {
		return nil, err
	}
	return pr.Bundles[0], pr.BundleErrs[0]
}

// bundleSim is a bundle as a Sim of one block.
func bundleSim(calls []Call) Sim { return Sim{Blocks: []SimBlock{{Calls: calls}}} }

type simBlockArgs struct {
	BlockOverrides *blockOverrides `json:"blockOverrides,omitempty"`
	StateOverrides StateOverride   `json:"stateOverrides,omitempty"`
	Calls          []callArgs      `json:"calls"`
}

// simulateArgs is the first parameter of eth_simulateV1 for sim, its blocks in the context
// next gives them (ctx nil: the node's defaults, the head's number + 1 and its timestamp + 12 s
// on geth, a base fee of 0, and so on for the blocks after it).
func simulateArgs(sim Sim, next *BlockContext) map[string]any {
	blocks := make([]simBlockArgs, len(sim.Blocks))
	var prev uint64 // the timestamp of the block before
	for i, b := range sim.Blocks {
		argsList := make([]callArgs, len(b.Calls))
		for j, c := range b.Calls {
			argsList[j] = args(c)
		}
		blocks[i] = simBlockArgs{StateOverrides: b.Override, Calls: argsList}
		if next != nil {
			at := next.after(uint64(i))
			switch {
			case b.Delay != 0 && i == 0:
				at.Timestamp += b.Delay
			case b.Delay != 0:
				at.Timestamp = prev + b.Delay
			case i > 0:
				at.Timestamp = prev + next.Interval
			}
			prev = at.Timestamp
			blocks[i].BlockOverrides = overridesFor(at)
		}
	}
	out := map[string]any{"blockStateCalls": blocks, "validation": false}
	if sim.TraceTransfers {
		out["traceTransfers"] = true
	}
	return out
}

// after is the context of the block i blocks after c: i intervals later, at the same base fee.
func (c BlockContext) after(i uint64) BlockContext {
	if i == 0 {
		return c
	}
	return BlockContext{Number: c.Number + i, Timestamp: c.Timestamp + i*c.Interval, BaseFee: c.BaseFee, Interval: c.Interval}
}

// simResults decodes eth_simulateV1's answer for sim.
func (s *Simulator) simResults(blocks []simBlockResult, sim Sim) (SimReport, error) {
	if len(blocks) != len(sim.Blocks) {
		return SimReport{}, fmt.Errorf("eth_simulateV1: %d blocks in the answer, want %d", len(blocks), len(sim.Blocks))
	}
	rep := SimReport{Blocks: make([]SimBlockReport, len(blocks))}
	for i, b := range blocks {
		if len(b.Calls) != len(sim.Blocks[i].Calls) {
			return SimReport{}, fmt.Errorf("eth_simulateV1: %d calls in block %d of the answer, want %d", len(b.Calls), i, len(sim.Blocks[i].Calls))
		}
		br := SimBlockReport{Number: uint64(b.Number), Timestamp: uint64(b.Timestamp), Calls: make([]SimCall, len(b.Calls))}
		for j, c := range b.Calls {
			br.Calls[j] = SimCall{BundleResult: s.callResult(c), Logs: c.Logs}
		}
		rep.Blocks[i] = br
	}
	return rep, nil
}

func (s *Simulator) callResult(c simCall) BundleResult {
	r := BundleResult{Success: c.Status == 1, GasUsed: uint64(c.GasUsed), ReturnData: c.ReturnData}
	if r.Success {
		return r
	}
	data := []byte(c.ReturnData)
	if c.Error != nil && c.Error.Data != "" {
		if d, err := hexutil.Decode(c.Error.Data); err == nil {
			data = d
		}
	}
	switch {
	// A revert: the revert code, whatever the data; or a failure with data under any code, since
	// only REVERT fails with return data (a halt, out of gas or an invalid opcode, returns none).
	case c.Error != nil && c.Error.Code == revertCode, len(data) > 0:
		r.Revert = s.decoder.Decode(data)
	case c.Error != nil:
		r.Err = c.Error.Message
	default:
		r.Err = "the call failed"
	}
	return r
}

// bundleResults is a one-block Sim's answer as a bundle's.
func bundleResults(rep SimReport) []BundleResult {
	out := make([]BundleResult, len(rep.Blocks[0].Calls))
	for i, c := range rep.Blocks[0].Calls {
		out[i] = c.BundleResult
	}
	return out
}
