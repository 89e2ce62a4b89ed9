package simulate

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"
)

// Plan is everything a request needs to know from one chain, asked in one JSON-RPC batch at
// one block (see RunPlan): the block header, the sender's native balance, the priority fee, each
// call simulated (eth_call) and estimated (eth_estimateGas), read-only calls, and bundles of
// calls run one after another (eth_simulateV1).
//
// A request whose next step depends on the chain's state (a deposit that needs an approval
// first, or not) lists every call it may need, so that it still costs one round trip; the
// extra calls cost the node a little work, not the caller a round trip.
type Plan struct {
	Sender   common.Address // whose native balance is read (the sender of the calls), and lent (LentBalance)
	Calls    []Call         // simulated and estimated
	Override StateOverride  // applies to Calls only (may be nil); the sender's balance set here is not lent
	Reads    []Read         // answered as Sender, without Override
	Bundles  [][]Call       // each through its own eth_simulateV1, as one block
	Sims     []Sim          // each through its own eth_simulateV1
}

// CallReport is what the simulation and estimate of one call found.
type CallReport struct {
	Success    bool    // eth_call succeeded
	ReturnData []byte  // eth_call output
	Revert     *Revert // eth_call revert, decoded

	GasEstimate    uint64  // eth_estimateGas; 0 when it failed
	EstimateRevert *Revert // why eth_estimateGas failed, when it reverted

	// InsufficientFunds: the sender's native balance at the block is below the call's value, so
	// that a node would refuse the call as it stands. The call and its estimate ran with the
	// sender's balance lent (see Plan), and show what it does once the sender is funded.
	InsufficientFunds bool
}

// LentBalance is the native balance a plan's sender holds in its calls, its estimates and the
// first block of its sims (a state override), unless the plan's own override sets it: 2^128 wei,
// more than any call can carry. A node refuses a call whose sender cannot pay its value, and
// says so in its own words and error code (geth -32000, anvil -32003); lent the balance, every
// node answers with what the call does, and whether the sender can pay comes from the balance
// read in the same batch, the same way on every node.
var LentBalance = new(big.Int).Lsh(big.NewInt(1), 128)

// PlanReport answers a Plan, element by element in the Plan's order.
type PlanReport struct {
	BlockNumber   uint64
	BlockHash     common.Hash
	BaseFee       *big.Int
	Timestamp     uint64
	Context       BlockContext // the block calls, estimates and bundles ran in: the one after the head
	SenderBalance *big.Int     // native balance of Plan.Sender
	TipCap        *big.Int     // eth_maxPriorityFeePerGas

	Calls   []CallReport
	Reads   []ReadResult
	Bundles [][]BundleResult
	// BundleErrs[i] is non-nil when the node refused bundle i (no eth_simulateV1, a malformed
	// call); the rest of the plan is still answered.
	BundleErrs []error
	// Sims[i] answers Plan.Sims[i]; SimErrs[i] is non-nil when the node refused it.
	Sims    []SimReport
	SimErrs []error
}

// pinIdle: a head nobody has seen as the latest block for this long is asked of the node again
// before a simulation is pinned to it. After a quiet spell the chain has likely moved on (the
// batch would only show it and run again), and a node keeps the state of recent blocks only.
const pinIdle = 30 * time.Second

// RunPlan asks the plan of the chain in one JSON-RPC batch, every question at one block: the
// latest block the simulator's head tracker knows (asked of the node first only when it knows
// none, or saw none for a while). The batch names that block by hash (EIP-1898) in every
// state-dependent element, so a batch that a load balancer splits between nodes can mix no
// blocks, and it asks for the node's latest block in passing, and for its pending block's header
// (the next block's context of later batches: see BlockContext). Then, at most once:
//
//   - when the node cannot answer at the block (a lagging node, a block reorganised away), the
//     tracker asks for the head and the plan runs again there; a second failure is a
//     *BlockUnavailableError;
//   - when the node's latest block is newer and the pinned one was last seen as the latest the
//     simulator's max-age or longer ago (max-age 0: always), the plan runs again at the newer
//     block, so that an answer reflects a transaction mined just before; when not every node
//     knows the newer block yet, the answer at the pinned block stands.
//
// The report names the block it was answered at. The error is non-nil only when the node could
// not be asked (transport, time-out) or failed a call for another reason than a revert or
// missing funds; reverts are reported.
func (s *Simulator) RunPlan(ctx context.Context, p Plan) (*PlanReport, error) {
	if err := p.check(); err != nil {
		return nil, err
	}
	pin, seenAt, err := s.heads.Latest(ctx, max(pinIdle, s.maxAge))
	if err != nil {
		return nil, err
	}
	rep, newer, err := s.runAt(ctx, p, pin)
	var unavailable *BlockUnavailableError
	switch {
	case errors.As(err, &unavailable):
		if pin, _, err = s.heads.Ask(ctx); err != nil {
			return nil, err
		}
		rep, _, err = s.runAt(ctx, p, pin)
		return rep, err
	case err != nil:
		return nil, err
	case newer != nil && s.heads.now().Sub(seenAt) >= s.maxAge:
		again, _, err := s.runAt(ctx, p, *newer)
		if errors.As(err, &unavailable) {
			return rep, nil
		}
		return again, err
	}
	return rep, nil
}

// RunPlanAt asks the plan at one given block, as RunPlan does but without moving to another:
// the follow-up simulations of a request run at the block of its first. A node that cannot
// answer there gives a *BlockUnavailableError.
func (s *Simulator) RunPlanAt(ctx context.Context, p Plan, at Head) (*PlanReport, error) {
	if err := p.check(); err != nil {
		return nil, err
	}
	rep, _, err := s.runAt(ctx, p, at)
	return rep, err
}

func (p Plan) check() error {
	for _, calls := range p.Bundles {
		if len(calls) == 0 {
			return errors.New("simulate: empty bundle")
		}
	}
	for _, sim := range p.Sims {
		if len(sim.Blocks) == 0 {
			return errors.New("simulate: a simulation without blocks")
		}
	}
	return nil
}

// Head is the block the plan was answered at.
func (pr *PlanReport) Head() Head { return Head{Number: pr.BlockNumber, Hash: pr.BlockHash} }

// runAt asks the plan at pin in one batch. newer is the node's latest block when it is another
// block than pin, at pin's height or above (nil otherwise); the head tracker is told about it.
func (s *Simulator) runAt(ctx context.Context, p Plan, pin Head) (rep *PlanReport, newer *Head, err error) {
	next, err := s.nextBlock(ctx, pin)
	var noFee *NoBaseFeeError
	if errors.As(err, &noFee) && len(p.Calls) == 0 && len(p.Bundles) == 0 && len(p.Sims) == 0 {
		err = nil // nothing runs in the context: the reads stand without a base fee
	}
	if err != nil {
		return nil, nil, err
	}
	var blockOv *blockOverrides
	ctxOf := &next // the context of eth_simulateV1's blocks; nil: the node's
	if !s.headContext {
		blockOv = overridesFor(next)
	} else {
		ctxOf = nil
	}
	sims := make([]Sim, 0, len(p.Bundles)+len(p.Sims))
	for _, calls := range p.Bundles {
		sims = append(sims, bundleSim(calls))
	}
	for _, sim := range p.Sims {
		// the sender lent its balance in the first block, as in the calls: eth_simulateV1 without
		// validation charges no gas, but a call's value still needs the balance
		first := sim.Blocks[0]
		first.Override, _ = lend(first.Override, p.Sender)
		sim.Blocks = append([]SimBlock{first}, sim.Blocks[1:]...)
		sims = append(sims, sim)
	}
	override, lent := lend(p.Override, p.Sender)
	var (
		head, latest header
		pending      *pendingBlock
		balance      hexutil.Big
		tip          hexutil.Big
		rets         = make([]hexutil.Bytes, len(p.Calls))
		gases        = make([]hexutil.Uint64, len(p.Calls))
		reads        = make([]hexutil.Bytes, len(p.Reads))
		blocks       = make([][]simBlockResult, len(sims))
		at           = blockAt(pin)
	)
	// the elements before the calls, in this order
	const (
		headAt = iota
		latestAt
		pendingAt
		balanceAt
		tipAt
		callsAt
	)
	batch := make([]rpc.BatchElem, 0, callsAt+2*len(p.Calls)+len(p.Reads)+len(sims))
	batch = append(batch,
		rpc.BatchElem{Method: "eth_getBlockByHash", Args: []any{pin.Hash, false}, Result: &head},
		latestHeader(&latest),
		// for the context of the next batches (this one's was computed from the earlier ones)
		pendingHeader(&pending),
		rpc.BatchElem{Method: "eth_getBalance", Args: []any{p.Sender, at}, Result: &balance},
		// the node's suggestion, not a property of a block: the base fee comes from the context
		rpc.BatchElem{Method: "eth_maxPriorityFeePerGas", Result: &tip},
	)
	for i, c := range p.Calls {
		params := []any{args(c), at}
		switch {
		case blockOv != nil && len(override) > 0:
			params = append(params, override, blockOv)
		case blockOv != nil:
			params = append(params, nil, blockOv)
		case len(override) > 0:
			params = append(params, override)
		}
		batch = append(batch,
			rpc.BatchElem{Method: "eth_call", Args: params, Result: &rets[i]},
			rpc.BatchElem{Method: "eth_estimateGas", Args: params, Result: &gases[i]})
	}
	readsAt := len(batch)
	for i, r := range p.Reads {
		batch = append(batch, rpc.BatchElem{
			Method: "eth_call",
			Args:   []any{callArgs{From: p.Sender, To: &r.To, Input: r.Data}, at},
			Result: &reads[i],
		})
	}
	simsAt := len(batch)
	for i, sim := range sims {
		batch = append(batch, rpc.BatchElem{Method: "eth_simulateV1", Args: []any{simulateArgs(sim, ctxOf), at}, Result: &blocks[i]})
	}
	sent := s.heads.now()
	if err := s.rpc.BatchCallContext(ctx, batch); err != nil {
		return nil, nil, fmt.Errorf("simulation batch: %w", err)
	}
	// what the node calls its latest and pending blocks, whatever becomes of the rest
	s.heads.observe(latest, batch[latestAt].Error, pending, batch[pendingAt].Error, sent, s.heads.now())
	if batch[latestAt].Error == nil && latest.Hash != (common.Hash{}) {
		l := Head{Number: uint64(latest.Number), Hash: latest.Hash}
		if l.Hash != pin.Hash && l.Number >= pin.Number {
			newer = &l
		}
	}
	unavailable := func(err error) (*PlanReport, *Head, error) {
		return nil, newer, &BlockUnavailableError{Block: pin, Err: err}
	}
	if err := batch[headAt].Error; err != nil {
		if isBlockUnavailable(err) {
			return unavailable(err)
		}
		return nil, nil, fmt.Errorf("block %s: %w", pin, err)
	}
	if head.Hash == (common.Hash{}) {
		return unavailable(errors.New("eth_getBlockByHash: no such block"))
	}
	if head.Hash != pin.Hash || uint64(head.Number) != pin.Number {
		return nil, nil, fmt.Errorf("block %s: the node answered block %d (%s)", pin, uint64(head.Number), head.Hash.Hex())
	}
	if err := batch[balanceAt].Error; err != nil {
		if isBlockUnavailable(err) {
			return unavailable(err)
		}
		return nil, nil, fmt.Errorf("eth_getBalance: %w", err)
	}
	if err := batch[tipAt].Error; err != nil {
		return nil, nil, fmt.Errorf("eth_maxPriorityFeePerGas: %w", err)
	}
	rep = &PlanReport{
		BlockNumber:   pin.Number,
		BlockHash:     pin.Hash,
		Timestamp:     uint64(head.Timestamp),
		Context:       next,
		BaseFee:       new(big.Int),
		SenderBalance: balance.ToInt(),
		TipCap:        tip.ToInt(),
		Calls:         make([]CallReport, len(p.Calls)),
		Reads:         make([]ReadResult, len(p.Reads)),
		Bundles:       make([][]BundleResult, len(p.Bundles)),
		BundleErrs:    make([]error, len(p.Bundles)),
		Sims:          make([]SimReport, len(p.Sims)),
		SimErrs:       make([]error, len(p.Sims)),
	}
	if head.BaseFee != nil {
		rep.BaseFee = head.BaseFee.ToInt()
	}
	for i, c := range p.Calls {
		cr := &rep.Calls[i]
		cr.InsufficientFunds = lent && c.From == p.Sender && c.Value != nil && c.Value.Cmp(rep.SenderBalance) > 0
		if err := batch[callsAt+2*i].Error; err != nil {
			rv, ok := s.revert(err)
			switch {
			case ok:
				cr.Revert = rv
			case isBlockUnavailable(err):
				return unavailable(err)
			default:
				return nil, nil, &NodeError{Method: "eth_call", Err: err}
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
			case isBlockUnavailable(err):
				return unavailable(err)
			case cr.Success:
				return nil, nil, &NodeError{Method: "eth_estimateGas", Err: err}
			}
		} else {
			cr.GasEstimate = uint64(gases[i])
		}
	}
	for i := range p.Reads {
		el := batch[readsAt+i]
		if el.Error != nil {
			rv, ok := s.revert(el.Error)
			if !ok && isBlockUnavailable(el.Error) {
				return unavailable(el.Error)
			}
			rep.Reads[i] = ReadResult{Revert: rv, Err: el.Error}
			continue
		}
		rep.Reads[i] = ReadResult{Data: reads[i]}
	}
	for i, sim := range sims {
		var (
			res SimReport
			err = batch[simsAt+i].Error
		)
		if err != nil {
			if isBlockUnavailable(err) {
				return unavailable(err)
			}
			err = fmt.Errorf("eth_simulateV1: %w", err)
		} else {
			res, err = s.simResults(blocks[i], sim)
		}
		if i < len(p.Bundles) {
			if rep.BundleErrs[i] = err; err == nil {
				rep.Bundles[i] = bundleResults(res)
			}
			continue
		}
		rep.Sims[i-len(p.Bundles)], rep.SimErrs[i-len(p.Bundles)] = res, err
	}
	return rep, newer, nil
}

// lend is o with sender's native balance set to LentBalance, unless o sets it or sender is the
// zero address (a plan without a sender); o itself is not changed. lent says whether it did.
func lend(o StateOverride, sender common.Address) (_ StateOverride, lent bool) {
	if sender == (common.Address{}) {
		return o, false
	}
	if a, ok := o[sender]; ok && a.Balance != nil {
		return o, false
	}
	out := make(StateOverride, len(o)+1)
	maps.Copy(out, o)
	a := out[sender]
	a.Balance = (*hexutil.Big)(new(big.Int).Set(LentBalance))
	out[sender] = a
	return out, true
}
