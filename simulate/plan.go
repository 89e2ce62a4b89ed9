package simulate

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"
)

// Plan is everything a request needs to know from one chain, asked in one JSON-RPC batch on
// the latest block: the block header, the sender's native balance, the priority fee, each
// call simulated (eth_call) and estimated (eth_estimateGas), read-only calls, and bundles of
// calls run one after another (eth_simulateV1).
//
// A request whose next step depends on the chain's state (a deposit that needs an approval
// first, or not) lists every call it may need, so that it still costs one round trip; the
// extra calls cost the node a little work, not the caller a round trip.
type Plan struct {
	Sender   common.Address // whose native balance is read (the sender of the calls)
	Calls    []Call         // simulated and estimated
	Override StateOverride  // applies to Calls only (may be nil)
	Reads    []Read         // answered as Sender, without Override
	Bundles  [][]Call       // each through its own eth_simulateV1
}

// CallReport is what the simulation and estimate of one call found.
type CallReport struct {
	Success    bool    // eth_call succeeded
	ReturnData []byte  // eth_call output
	Revert     *Revert // eth_call revert, decoded

	GasEstimate    uint64  // eth_estimateGas; 0 when it failed
	EstimateRevert *Revert // why eth_estimateGas failed, when it reverted

	// InsufficientFunds: the node refused the call or the estimate because the sender cannot
	// pay its value (and gas); run again with a balance override to see the rest.
	InsufficientFunds bool
}

// PlanReport answers a Plan, element by element in the Plan's order.
type PlanReport struct {
	BlockNumber   uint64
	BlockHash     common.Hash
	BaseFee       *big.Int
	Timestamp     uint64
	SenderBalance *big.Int // native balance of Plan.Sender
	TipCap        *big.Int // eth_maxPriorityFeePerGas

	Calls   []CallReport
	Reads   []ReadResult
	Bundles [][]BundleResult
	// BundleErrs[i] is non-nil when the node refused bundle i (no eth_simulateV1, a malformed
	// call); the rest of the plan is still answered.
	BundleErrs []error
}

// RunPlan asks the plan of the chain in one JSON-RPC batch. The error is non-nil only when the
// node could not be asked (transport, time-out) or failed a call for another reason than a
// revert or missing funds; reverts are reported.
func (s *Simulator) RunPlan(ctx context.Context, p Plan) (*PlanReport, error) {
	var (
		head    header
		balance hexutil.Big
		tip     hexutil.Big
		rets    = make([]hexutil.Bytes, len(p.Calls))
		gases   = make([]hexutil.Uint64, len(p.Calls))
		reads   = make([]hexutil.Bytes, len(p.Reads))
		blocks  = make([][]simBlockResult, len(p.Bundles))
	)
	batch := make([]rpc.BatchElem, 0, 3+2*len(p.Calls)+len(p.Reads)+len(p.Bundles))
	batch = append(batch,
		rpc.BatchElem{Method: "eth_getBlockByNumber", Args: []any{"latest", false}, Result: &head},
		rpc.BatchElem{Method: "eth_getBalance", Args: []any{p.Sender, "latest"}, Result: &balance},
		rpc.BatchElem{Method: "eth_maxPriorityFeePerGas", Result: &tip},
	)
	const callsAt = 3
	for i, c := range p.Calls {
		params := []any{args(c), "latest"}
		if len(p.Override) > 0 {
			params = append(params, p.Override)
		}
		batch = append(batch,
			rpc.BatchElem{Method: "eth_call", Args: params, Result: &rets[i]},
			rpc.BatchElem{Method: "eth_estimateGas", Args: params, Result: &gases[i]})
	}
	readsAt := len(batch)
	for i, r := range p.Reads {
		batch = append(batch, rpc.BatchElem{
			Method: "eth_call",
			Args:   []any{callArgs{From: p.Sender, To: &r.To, Input: r.Data}, "latest"},
			Result: &reads[i],
		})
	}
	bundlesAt := len(batch)
	for i, calls := range p.Bundles {
		if len(calls) == 0 {
			return nil, errors.New("simulate: empty bundle")
		}
		batch = append(batch, rpc.BatchElem{Method: "eth_simulateV1", Args: []any{simulateArgs(calls), "latest"}, Result: &blocks[i]})
	}
	if err := s.rpc.BatchCallContext(ctx, batch); err != nil {
		return nil, fmt.Errorf("simulation batch: %w", err)
	}
	if err := batch[0].Error; err != nil {
		return nil, fmt.Errorf("latest block: %w", err)
	}
	if err := firstTransportError(batch[1:3]); err != nil {
		return nil, err
	}
	rep := &PlanReport{
		BlockNumber:   uint64(head.Number),
		BlockHash:     head.Hash,
		Timestamp:     uint64(head.Timestamp),
		BaseFee:       new(big.Int),
		SenderBalance: balance.ToInt(),
		TipCap:        tip.ToInt(),
		Calls:         make([]CallReport, len(p.Calls)),
		Reads:         make([]ReadResult, len(p.Reads)),
		Bundles:       make([][]BundleResult, len(p.Bundles)),
		BundleErrs:    make([]error, len(p.Bundles)),
	}
	if head.BaseFee != nil {
		rep.BaseFee = head.BaseFee.ToInt()
	}
	for i := range p.Calls {
		cr := &rep.Calls[i]
		if err := batch[callsAt+2*i].Error; err != nil {
			rv, ok := s.revert(err)
			switch {
			case ok:
				cr.Revert = rv
			case isInsufficientFunds(err):
				cr.InsufficientFunds = true
			default:
				return nil, fmt.Errorf("eth_call: %w", err)
			}
		} else {
			cr.Success = true
			cr.ReturnData = rets[i]
		}
		if err := batch[callsAt+2*i+1].Error; err != nil {
			rv, ok := s.revert(err)
			switch {
			case ok:
				cr.EstimateRevert = rv
			case isInsufficientFunds(err):
				cr.InsufficientFunds = true
			case cr.Success:
				return nil, fmt.Errorf("eth_estimateGas: %w", err)
			}
		} else {
			cr.GasEstimate = uint64(gases[i])
		}
	}
	for i := range p.Reads {
		el := batch[readsAt+i]
		if el.Error != nil {
			rv, _ := s.revert(el.Error)
			rep.Reads[i] = ReadResult{Revert: rv, Err: el.Error}
			continue
		}
		rep.Reads[i] = ReadResult{Data: reads[i]}
	}
	for i, calls := range p.Bundles {
		if err := batch[bundlesAt+i].Error; err != nil {
			rep.BundleErrs[i] = fmt.Errorf("eth_simulateV1: %w", err)
			continue
		}
		rep.Bundles[i], rep.BundleErrs[i] = s.bundleResults(blocks[i], len(calls))
	}
	return rep, nil
}
