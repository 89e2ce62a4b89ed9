package simulate

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
)

// BatchCaller sends several JSON-RPC calls in one round trip; *rpc.Client implements it.
type BatchCaller interface {
	BatchCallContext(ctx context.Context, b []rpc.BatchElem) error
}

// Call is a transaction to simulate: who sends what to which contract.
type Call struct {
	From  common.Address
	To    common.Address
	Data  []byte
	Value *big.Int
}

// Read is an extra read-only call answered in the same round trip as the simulation.
type Read struct {
	To   common.Address
	Data []byte
}

// OverrideAccount replaces parts of an account's state for one simulation (the third
// parameter of eth_call and eth_estimateGas on geth and anvil).
type OverrideAccount struct {
	Balance   *hexutil.Big                `json:"balance,omitempty"`
	Code      hexutil.Bytes               `json:"code,omitempty"`
	StateDiff map[common.Hash]common.Hash `json:"stateDiff,omitempty"`
}

// StateOverride maps accounts to their overrides.
type StateOverride map[common.Address]OverrideAccount

// ReadResult is the answer to one Read.
type ReadResult struct {
	Data   []byte
	Revert *Revert // the read reverted
	Err    error   // any failure, Revert included
}

// Report is what a simulation found: where, the call's outcome, and the extra reads.
type Report struct {
	BlockNumber uint64
	BlockHash   common.Hash
	BaseFee     *big.Int
	Timestamp   uint64

	CallReport

	SenderBalance *big.Int // native balance of Call.From
	TipCap        *big.Int // eth_maxPriorityFeePerGas
	Reads         []ReadResult
}

// Simulator runs pre-flight simulations through one JSON-RPC batch per request.
type Simulator struct {
	rpc     BatchCaller
	decoder *ErrorDecoder
}

// NewSimulator returns a simulator on rpc that names reverts with decoder (may be nil).
func NewSimulator(rpc BatchCaller, decoder *ErrorDecoder) (*Simulator, error) {
	if rpc == nil {
		return nil, errors.New("simulate: rpc client is required")
	}
	return &Simulator{rpc: rpc, decoder: decoder}, nil
}

// Decoder returns the simulator's error decoder.
func (s *Simulator) Decoder() *ErrorDecoder { return s.decoder }

type callArgs struct {
	From  common.Address  `json:"from"`
	To    *common.Address `json:"to"`
	Input hexutil.Bytes   `json:"input"`
	Value *hexutil.Big    `json:"value,omitempty"`
}

func args(c Call) callArgs {
	a := callArgs{From: c.From, To: &c.To, Input: c.Data}
	if c.Value != nil && c.Value.Sign() > 0 {
		a.Value = (*hexutil.Big)(c.Value)
	}
	return a
}

type header struct {
	Number    hexutil.Uint64 `json:"number"`
	Hash      common.Hash    `json:"hash"`
	BaseFee   *hexutil.Big   `json:"baseFeePerGas"`
	Timestamp hexutil.Uint64 `json:"timestamp"`
}

// Run simulates call as its sender on the latest block, estimates its gas, and answers the
// extra reads, all in one JSON-RPC batch (a Plan of one call): the latest header,
// eth_getBalance of the sender, eth_maxPriorityFeePerGas, eth_call, eth_estimateGas and one
// eth_call per read. override (may be nil) applies to the simulation and the estimate, not to
// the reads. The error is non-nil only when the node could not be asked (transport,
// time-out); reverts are reported.
func (s *Simulator) Run(ctx context.Context, call Call, override StateOverride, reads ...Read) (*Report, error) {
	pr, err := s.RunPlan(ctx, Plan{Sender: call.From, Calls: []Call{call}, Override: override, Reads: reads})
	if err != nil {
		return nil, err
	}
	return pr.Report(0), nil
}

// Report is the plan's answer for call i, with the plan's reads, as Run answers it.
func (pr *PlanReport) Report(i int) *Report {
	return &Report{
		BlockNumber: pr.BlockNumber, BlockHash: pr.BlockHash, BaseFee: pr.BaseFee, Timestamp: pr.Timestamp,
		CallReport:    pr.Calls[i],
		SenderBalance: pr.SenderBalance, TipCap: pr.TipCap, Reads: pr.Reads,
	}
}

// Estimate runs eth_estimateGas alone, with an optional state override; used when the plain
// estimate reverted because the sender lacks funds, so that the caller still learns the gas.
func (s *Simulator) Estimate(ctx context.Context, call Call, override StateOverride) (uint64, *Revert, error) {
	var gas hexutil.Uint64
	params := []any{args(call), "latest"}
	if len(override) > 0 {
		params = append(params, override)
	}
	batch := []rpc.BatchElem{{Method: "eth_estimateGas", Args: params, Result: &gas}}
	if err := s.rpc.BatchCallContext(ctx, batch); err != nil {
		return 0, nil, fmt.Errorf("estimate batch: %w", err)
	}
	if err := batch[0].Error; err != nil {
		if rv, ok := s.revert(err); ok {
			return 0, rv, nil
		}
		return 0, nil, fmt.Errorf("eth_estimateGas: %w", err)
	}
	return uint64(gas), nil, nil
}

// Reads answers read-only calls in one batch on the latest block.
func (s *Simulator) Reads(ctx context.Context, reads ...Read) ([]ReadResult, error) {
	return s.reads(ctx, "latest", reads)
}

// ReadsAt answers read-only calls in one batch on the given block.
func (s *Simulator) ReadsAt(ctx context.Context, block uint64, reads ...Read) ([]ReadResult, error) {
	return s.reads(ctx, hexutil.EncodeUint64(block), reads)
}

// ReadsAtHash answers read-only calls in one batch on the block with the given hash (EIP-1898),
// so that a reorganised or reverted chain cannot answer from another block of that height.
func (s *Simulator) ReadsAtHash(ctx context.Context, hash common.Hash, reads ...Read) ([]ReadResult, error) {
	return s.reads(ctx, map[string]any{"blockHash": hash, "requireCanonical": false}, reads)
}

// RPC is the client the simulator sends its batches through.
func (s *Simulator) RPC() BatchCaller { return s.rpc }

func (s *Simulator) reads(ctx context.Context, block any, reads []Read) ([]ReadResult, error) {
	out := make([]hexutil.Bytes, len(reads))
	batch := make([]rpc.BatchElem, len(reads))
	for i, r := range reads {
		batch[i] = rpc.BatchElem{Method: "eth_call", Args: []any{callArgs{To: &r.To, Input: r.Data}, block}, Result: &out[i]}
	}
	if err := s.rpc.BatchCallContext(ctx, batch); err != nil {
		return nil, fmt.Errorf("read batch: %w", err)
	}
	res := make([]ReadResult, len(reads))
	for i := range batch {
		if batch[i].Error != nil {
			rv, ok := s.revert(batch[i].Error)
			if !ok {
				return nil, fmt.Errorf("read %d: %w", i, batch[i].Error)
			}
			res[i] = ReadResult{Revert: rv, Err: batch[i].Error}
			continue
		}
		res[i] = ReadResult{Data: out[i]}
	}
	return res, nil
}

// revert decodes a call error into a Revert when the node says the call reverted.
func (s *Simulator) revert(err error) (*Revert, bool) {
	if data, ok := ethclient.RevertErrorData(err); ok {
		return s.decoder.Decode(data), true
	}
	var rpcErr rpc.Error
	if errors.As(err, &rpcErr) && rpcErr.ErrorCode() == 3 || isRevertMessage(err) {
		return s.decoder.Decode(nil), true
	}
	return nil, false
}

func isInsufficientFunds(err error) bool {
	return strings.Contains(err.Error(), "insufficient funds") || strings.Contains(err.Error(), "insufficient balance")
}

func isRevertMessage(err error) bool {
	return strings.HasPrefix(err.Error(), "execution reverted")
}

func firstTransportError(elems []rpc.BatchElem) error {
	for _, e := range elems {
		if e.Error != nil {
			return fmt.Errorf("%s: %w", e.Method, e.Error)
		}
	}
	return nil
}
