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
	// Account asks for the sender's code at the block and its pending nonce (the nonce its next
	// transaction takes, pending ones counted): what an EIP-7702 authorization is signed over.
	Account bool
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
	// SenderCode and SenderNonce answer Plan.Account: the sender's code at the block (nil for a
	// plain account) and its pending nonce.
	SenderCode  []byte
	SenderNonce uint64

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

// RunPlan asks the plan of the chain in one JSON-RPC batch, every question at one block. The
// batch names that block by hash (EIP-1898) in every state-dependent element, so a batch that a
// load balancer splits between nodes can mix no blocks, and it asks for the node's latest block
// in passing, and for its pending block's header (the next block's context of later batches:
// see BlockContext).
//
// AtHead(h) asks at h and nowhere else: a node that cannot answer there gives a
// *BlockUnavailableError. Latest() asks at the latest block the simulator's head tracker knows
// (asked of the node first only when it knows none, or saw none for a while), then, at most once:
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
func (s *Simulator) RunPlan(ctx context.Context, at At, p Plan) (*PlanReport, error) {
	if err := p.check(); err != nil {
		return nil, err
	}
	if h, ok := at.Head(); ok {
		rep, _, err := s.runAt(ctx, p, h)
		return rep, err
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

// runAt asks the plan at pin in one batch: the block's header, the node's latest and pending
// blocks, the sender's balance, the priority fee, then each call's eth_call and eth_estimateGas,
// the reads, the bundles and the sims, each element with what to make of its answer. newer is the node's latest block when it is another
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
	rep = newPlanReport(p, pin, next)
	q := pinned{s: s, pin: pin}
	var b batch
	q.header(&b, rep)
	// for the context of the next batches (this one's was computed from the earlier ones)
	latest := s.heads.inPassing(&b)
	q.balance(&b, rep, p.Sender)
	if p.Account {
		q.account(&b, rep, p.Sender)
	}
	q.tip(&b, rep)
	override, lent := lend(p.Override, p.Sender)
	var blockOv *blockOverrides
	ctxOf := &next // the context of eth_simulateV1's blocks; nil: the node's
	if s.headContext {
		ctxOf = nil
	} else {
		blockOv = overridesFor(next)
	}
	for i, c := range p.Calls {
		funded := func() bool { // the sender can pay the call's value without the lent balance
			return !lent || c.From != p.Sender || c.Value == nil || c.Value.Cmp(rep.SenderBalance) <= 0
		}
		q.call(&b, &rep.Calls[i], callParams(c, q.at(), override, blockOv), funded)
	}
	for i, r := range p.Reads {
		q.read(&b, &rep.Reads[i], p.Sender, r)
	}
	for i, calls := range p.Bundles {
		q.sim(&b, bundleSim(calls), ctxOf, func(res SimReport, err error) {
			if rep.BundleErrs[i] = err; err == nil {
				rep.Bundles[i] = bundleResults(res)
			}
		})
	}
	for i, sim := range p.Sims {
		q.sim(&b, lendFirst(sim, p.Sender), ctxOf, func(res SimReport, err error) { rep.Sims[i], rep.SimErrs[i] = res, err })
	}
	err = b.send(ctx, s.rpc, s.heads.now, "simulation batch")
	if latest.Hash != (common.Hash{}) && latest.Hash != pin.Hash && latest.Number >= pin.Number {
		newer = latest
	}
	if err != nil {
		return nil, newer, err
	}
	return rep, newer, nil
}

// newPlanReport is the report of p at pin, before the batch's answers fill it in.
func newPlanReport(p Plan, pin Head, next BlockContext) *PlanReport {
	return &PlanReport{
		BlockNumber: pin.Number, BlockHash: pin.Hash, Context: next,
		BaseFee: new(big.Int), SenderBalance: new(big.Int), TipCap: new(big.Int),
		Calls:   make([]CallReport, len(p.Calls)),
		Reads:   make([]ReadResult, len(p.Reads)),
		Bundles: make([][]BundleResult, len(p.Bundles)), BundleErrs: make([]error, len(p.Bundles)),
		Sims: make([]SimReport, len(p.Sims)), SimErrs: make([]error, len(p.Sims)),
	}
}

// lendFirst is sim with the sender's balance lent in its first block, as in the calls:
// eth_simulateV1 without validation charges no gas, but a call's value still needs the balance.
// sim itself is not changed.
func lendFirst(sim Sim, sender common.Address) Sim {
	first := sim.Blocks[0]
	first.Override, _ = lend(first.Override, sender)
	sim.Blocks = append([]SimBlock{first}, sim.Blocks[1:]...)
	return sim
}

// pinned adds the elements of a batch pinned to one block, each with what to make of its answer.
// A node that cannot answer at the block fails the batch with a *BlockUnavailableError.
type pinned struct {
	s   *Simulator
	pin Head
}

// at is the block parameter of the elements.
func (q pinned) at() map[string]any { return blockAt(q.pin) }

func (q pinned) unavailable(err error) error { return &BlockUnavailableError{Block: q.pin, Err: err} }

// stateErr is the batch's error for a read of the pinned block's state (method) that failed:
// the block the node no longer has, or the node's error answer.
func (q pinned) stateErr(method string, err error) error {
	if isBlockUnavailable(err) {
		return q.unavailable(err)
	}
	return fmt.Errorf("%s: %w", method, err)
}

// failed sorts the error answer of a call or an estimate at the pinned block: the call's revert
// (no error), the block the node no longer has, or, when nodeFault, a NodeError naming method.
// Any other error answer is neither a revert nor a failure of the batch: nil, nil.
func (q pinned) failed(method string, err error, nodeFault bool) (*Revert, error) {
	rv, ok := q.s.revert(err)
	switch {
	case ok:
		return rv, nil
	case isBlockUnavailable(err):
		return nil, q.unavailable(err)
	case nodeFault:
		return nil, &NodeError{Method: method, Err: err}
	}
	return nil, nil
}

// header asks for the block's header: a node that does not have the block answers null, the
// same on every node, whatever it says to the calls at it.
func (q pinned) header(b *batch, rep *PlanReport) {
	add(b, func(head header, err error) error {
		switch {
		case err != nil && isBlockUnavailable(err):
			return q.unavailable(err)
		case err != nil:
			return fmt.Errorf("block %s: %w", q.pin, err)
		case head.Hash == (common.Hash{}):
			return q.unavailable(errors.New("eth_getBlockByHash: no such block"))
		case head.Hash != q.pin.Hash || uint64(head.Number) != q.pin.Number:
			return fmt.Errorf("block %s: the node answered block %d (%s)", q.pin, uint64(head.Number), head.Hash.Hex())
		}
		rep.Timestamp = uint64(head.Timestamp)
		if head.BaseFee != nil {
			rep.BaseFee = head.BaseFee.ToInt()
		}
		return nil
	}, "eth_getBlockByHash", q.pin.Hash, false)
}

// balance asks for the sender's native balance.
func (q pinned) balance(b *batch, rep *PlanReport, sender common.Address) {
	add(b, func(balance hexutil.Big, err error) error {
		if err != nil {
			return q.stateErr("eth_getBalance", err)
		}
		rep.SenderBalance = balance.ToInt()
		return nil
	}, "eth_getBalance", sender, q.at())
}

// account asks for the sender's code at the block and its pending nonce. The nonce is the
// node's pending count, not the block's: a transaction the sender has in the pool already takes
// the block's, and an authorization signed over that would be skipped as stale.
func (q pinned) account(b *batch, rep *PlanReport, sender common.Address) {
	add(b, func(code hexutil.Bytes, err error) error {
		if err != nil {
			return q.stateErr("eth_getCode", err)
		}
		if len(code) > 0 {
			rep.SenderCode = code
		}
		return nil
	}, "eth_getCode", sender, q.at())
	add(b, func(nonce hexutil.Uint64, err error) error {
		if err != nil {
			return fmt.Errorf("eth_getTransactionCount: %w", err)
		}
		rep.SenderNonce = uint64(nonce)
		return nil
	}, "eth_getTransactionCount", sender, "pending")
}

// tip asks for the node's suggested priority fee: not a property of a block (the base fee comes
// from the context).
func (q pinned) tip(b *batch, rep *PlanReport) {
	add(b, func(tip hexutil.Big, err error) error {
		if err != nil {
			return fmt.Errorf("eth_maxPriorityFeePerGas: %w", err)
		}
		rep.TipCap = tip.ToInt()
		return nil
	}, "eth_maxPriorityFeePerGas")
}

// call simulates (eth_call) and estimates (eth_estimateGas) one call with params into cr; funded
// says, once the batch is answered, whether the sender can pay its value as the chain stands.
func (q pinned) call(b *batch, cr *CallReport, params []any, funded func() bool) {
	add(b, func(ret hexutil.Bytes, err error) error {
		cr.InsufficientFunds = !funded()
		if err == nil {
			cr.Success, cr.ReturnData = true, ret
			return nil
		}
		cr.Revert, err = q.failed("eth_call", err, true)
		return err
	}, "eth_call", params...)
	add(b, func(gas hexutil.Uint64, err error) error {
		if err == nil {
			cr.GasEstimate = uint64(gas)
			return nil
		}
		// an estimate that fails, not by a revert, where the call succeeded is the node's
		// fault; where the call failed, the estimate's failure tells nothing more
		cr.EstimateRevert, err = q.failed("eth_estimateGas", err, cr.Success)
		return err
	}, "eth_estimateGas", params...)
}

// callParams are the parameters of a call's eth_call and eth_estimateGas at block `at`: the
// state override (may be empty) and the next block's overrides (nil: the head's context).
func callParams(c Call, at any, override StateOverride, blockOv *blockOverrides) []any {
	params := []any{args(c), at}
	switch {
	case blockOv != nil && len(override) > 0:
		params = append(params, override, blockOv)
	case blockOv != nil:
		params = append(params, nil, blockOv)
	case len(override) > 0:
		params = append(params, override)
	}
	return params
}

// read answers one read-only call as `from`, into rr; a revert or another failure of the call
// is its result, not the batch's.
func (q pinned) read(b *batch, rr *ReadResult, from common.Address, r Read) {
	add(b, func(data hexutil.Bytes, err error) error {
		if err == nil {
			*rr = ReadResult{Data: data}
			return nil
		}
		rv, ok := q.s.revert(err)
		if !ok && isBlockUnavailable(err) {
			return q.unavailable(err)
		}
		*rr = ReadResult{Revert: rv, Err: err}
		return nil
	}, "eth_call", callArgs{From: from, To: &r.To, Input: r.Data}, q.at())
}

// sim runs one eth_simulateV1 in the context ctxOf (nil: the node's) and hands its report, or
// why the node refused it, to done.
func (q pinned) sim(b *batch, sim Sim, ctxOf *BlockContext, done func(SimReport, error)) {
	add(b, func(blocks []simBlockResult, err error) error {
		var res SimReport
		switch {
		case err != nil && isBlockUnavailable(err):
			return q.unavailable(err)
		case err != nil:
			err = fmt.Errorf("eth_simulateV1: %w", err)
		default:
			res, err = q.s.simResults(blocks, sim)
		}
		done(res, err)
		return nil
	}, "eth_simulateV1", simulateArgs(sim, ctxOf), q.at())
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
