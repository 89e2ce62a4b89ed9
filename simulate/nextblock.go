package simulate

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
)

// BlockContext is the block a simulation runs in: not the head, where a transaction never
// lands, but the one after it, the earliest a transaction prepared now can be mined in. Every
// eth_call, eth_estimateGas and eth_simulateV1 of a plan runs on the head's state under block
// overrides with these figures, so that a contract reading block.timestamp, block.number or
// block.basefee sees the block it will run in. A contract that stores block.timestamp, as the
// Oracle stores each pair's updatedAt, finds the slot already equal to it when it ran in the
// head block and writes nothing new there (2,200 gas cold instead of 5,000): estimated on the
// head it gets too little gas for the next block.
//
// The figures are what the node says it will seal next, as far as the batches the service sends
// anyway have told the head tracker: besides the latest block, each asks for the node's pending
// block (eth_getBlockByNumber "pending", the block it would seal now, on top of its head). The
// context is computed before the batch it goes into is sent, so it rests on what the earlier
// batches saw; it costs no round trip.
//
// Timestamp, by how the chain seals its blocks:
//
//   - Configured with WithBlockInterval, or seen to seal at a regular interval D of 2 s or more
//     (the last 4 intervals between consecutive headers the tracker kept each within a second of
//     one D, and adding up to 4 D within a second, as geth's period and anvil's --block-time
//     seal): the head's timestamp + D; when by the node's clock the head is older than that (the
//     chain missed a slot), the first multiple of D after the head at or after the node's clock.
//   - Otherwise, a node that serves a pending block seals on demand (geth's dev mode, anvil's
//     automine) or irregularly, at its own clock and never before its parent: the later of the
//     node's clock and the head's timestamp + the chain's least step (1 s, geth; 0 once the
//     chain was seen to seal a block in its parent's second, anvil). After an idle spell that is
//     the node's clock, not head + 1; after a time jump on anvil (evm_increaseTime), anvil's
//     clock with its offset; after one on geth, whose clock keeps no offset, head + 1.
//   - A node that serves no pending block (null or an error) tells nothing of its clock: the
//     head's timestamp + the median of the intervals between the consecutive headers the tracker
//     kept below the head (up to 16, the lower median, at least 1 s; DefaultBlockInterval while
//     it keeps no two), which one idle spell or one time jump does not move as it moves an
//     average. That is an estimate from the chain's past, not the node's word.
//
// The node's clock is the local clock plus an offset in whole seconds, taken from the pending
// blocks the batches saw: a pending block's timestamp is the node's clock when it built it,
// unless the node raised it to its parent's + 1 (geth seals at least a second after the parent),
// so such a timestamp only bounds the clock from above, except on a chain seen to seal blocks in
// their parent's second (anvil, which raises nothing); the same pending block seen again tells
// nothing new (geth keeps the one it built for 2 s). Until a pending block shows otherwise, the
// node's clock is taken to be the local one.
//
// BaseFee is EIP-1559 from the head's base fee, gas used and gas limit (WithFeeMarket): a
// figure of the pinned block alone, as every answer of a plan is, where the pending block is
// named by no hash and may come from another node behind a load balancer. It is the base fee of
// geth's and anvil's pending block on top of the head, but for two blocks of anvil's, which seal
// with the base fee anvil's fee market holds: the first after genesis (at genesis's), and the
// first after evm_revert (at the one before the revert). A head without baseFeePerGas gives a
// *NoBaseFeeError, never a context without a base fee (RunPlan still answers a plan that
// simulates nothing, reads only).
type BlockContext struct {
	Number    uint64   // the head's number + 1
	Timestamp uint64   // when the node will seal it (see above)
	BaseFee   *big.Int // its base fee (see above)
	// Interval is the time between each later block of an eth_simulateV1 (a Sim) and the one
	// before it, in seconds: the configured or regular interval; on a chain sealing on demand,
	// blocks sealed back to back, its least step (1 s on geth, whose eth_simulateV1 requires
	// increasing timestamps; 0 on anvil, which seals blocks in their parent's second and
	// simulates them so); without a pending block, the median interval (at least 1 s).
	Interval uint64
}

// DefaultBlockInterval is the block interval assumed, for the next block's timestamp, when the
// node serves no pending block and the tracker keeps no two consecutive headers below the pinned
// head to measure it with.
const DefaultBlockInterval = time.Second

// keptHeaders bounds the headers the tracker keeps (those of the latest blocks the node reported,
// in the batches the service sends anyway) to compute the context of the blocks simulations pin.
const keptHeaders = 64

const (
	regularRun = 4  // the intervals of consecutive headers that must agree on a regular interval
	medianRun  = 16 // the intervals of consecutive headers the fallback takes the median of
)

// FeeMarket is a chain's EIP-1559 parameters: the base fee moves by at most 1/Denominator per
// block, towards a target of gas limit / Elasticity.
type FeeMarket struct {
	Elasticity  uint64
	Denominator uint64
}

// Ethereum is the fee market of Ethereum since London (EIP-1559), geth's dev chain and anvil's.
var Ethereum = FeeMarket{Elasticity: 2, Denominator: 8}

// NextBaseFee is the base fee of the block after a parent with the given base fee, gas used and
// gas limit (EIP-1559, as go-ethereum's eip1559.CalcBaseFee computes it after London).
func (m FeeMarket) NextBaseFee(parentBaseFee *big.Int, gasUsed, gasLimit uint64) *big.Int {
	if parentBaseFee == nil {
		return nil
	}
	target := gasLimit / m.Elasticity
	fee := new(big.Int).Set(parentBaseFee)
	switch {
	case gasUsed == target || target == 0:
		return fee
	case gasUsed > target:
		delta := new(big.Int).Mul(parentBaseFee, new(big.Int).SetUint64(gasUsed-target))
		delta.Div(delta, new(big.Int).SetUint64(target))
		delta.Div(delta, new(big.Int).SetUint64(m.Denominator))
		if delta.Sign() == 0 {
			delta.SetUint64(1)
		}
		return fee.Add(fee, delta)
	default:
		delta := new(big.Int).Mul(parentBaseFee, new(big.Int).SetUint64(target-gasUsed))
		delta.Div(delta, new(big.Int).SetUint64(target))
		delta.Div(delta, new(big.Int).SetUint64(m.Denominator))
		fee.Sub(fee, delta)
		if fee.Sign() < 0 {
			fee.SetUint64(0)
		}
		return fee
	}
}

// NoBaseFeeError says the node gave the header of the block a simulation is pinned to without a
// baseFeePerGas: the chain does not price gas by EIP-1559 (a chain before London, or another fee
// market), so there is no next base fee to simulate with and no fee cap to derive from it.
type NoBaseFeeError struct {
	Block Head
}

func (e *NoBaseFeeError) Error() string {
	return fmt.Sprintf("the node's header of block %s has no baseFeePerGas: the chain does not price gas by EIP-1559", e.Block)
}

// blockHeader is what the tracker keeps of a block to compute its successor's context.
type blockHeader struct {
	number, time, gasUsed, gasLimit uint64
	parent                          common.Hash
	baseFee                         *big.Int
	seen                            uint64 // when it was remembered, in the tracker's own count
}

func headerOf(h header) blockHeader {
	b := blockHeader{number: uint64(h.Number), time: uint64(h.Timestamp), gasUsed: uint64(h.GasUsed), gasLimit: uint64(h.GasLimit),
		parent: h.ParentHash}
	if h.BaseFee != nil {
		b.baseFee = h.BaseFee.ToInt()
	}
	return b
}

// remember keeps a header the node gave, up to keptHeaders of them (the lowest numbers go
// first), and notes a block sealed in its parent's second. The caller holds h.mu.
func (h *Heads) remember(hdr header) {
	if hdr.Hash == (common.Hash{}) {
		return
	}
	if h.headers == nil {
		h.headers = make(map[common.Hash]blockHeader)
	}
	h.seen++
	b := headerOf(hdr)
	b.seen = h.seen
	h.headers[hdr.Hash] = b
	if p, ok := h.headers[b.parent]; ok && p.number+1 == b.number && p.time == b.time {
		h.clock.equalTimes = true
	}
	for _, k := range h.headers {
		if k.parent == hdr.Hash && k.number == b.number+1 && k.time == b.time {
			h.clock.equalTimes = true
		}
	}
	// Forget the header remembered longest ago, not the lowest: on a chain that goes back (a
	// reorganisation, anvil's evm_revert) the new head can be lower than every kept header.
	for len(h.headers) > keptHeaders {
		var old common.Hash
		first := true
		for hash, k := range h.headers {
			if first || k.seen < h.headers[old].seen {
				old, first = hash, false
			}
		}
		delete(h.headers, old)
	}
}

// known returns the kept header of block `at`.
func (h *Heads) known(at common.Hash) (blockHeader, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	self, ok := h.headers[at]
	return self, ok
}

// pendingBlock is what the tracker reads of the node's pending block.
type pendingBlock struct {
	Number     hexutil.Uint64 `json:"number"`
	Hash       *common.Hash   `json:"hash"` // null on geth; anvil names its pending block
	ParentHash common.Hash    `json:"parentHash"`
	Timestamp  hexutil.Uint64 `json:"timestamp"`
}

// nodeClock is what the tracker learnt of the node's clock and of how it seals, from the pending
// blocks the batches saw (see BlockContext).
type nodeClock struct {
	asked      bool  // the node was asked for its pending block
	served     bool  // and its last answer was a block (not null, not an error)
	offset     int64 // the node's clock - the local clock, in whole seconds
	equalTimes bool  // the chain seals blocks in their parent's second (anvil)
	last       struct {
		parent  common.Hash
		time    uint64
		clamped bool
	} // the pending block the offset was last updated from
}

// pendingAnswer is the node's answer to "pending" in a batch: its block or its error answer,
// both of which samplePending reads.
type pendingAnswer struct {
	block *pendingBlock
	err   error
}

// askPending adds the question of the node's pending block to b; the answer is in the result
// once b is sent.
func askPending(b *batch) *pendingAnswer {
	var p pendingAnswer
	add(b, func(blk *pendingBlock, err error) error { p.block, p.err = blk, err; return nil }, "eth_getBlockByNumber", "pending", false)
	return &p
}

// samplePending records the node's answer to a pending-block element of a batch sent at sent and
// answered at recv. The caller holds h.mu, and has remembered the batch's latest header (the
// pending block's parent, as a rule) first.
func (h *Heads) samplePending(p *pendingBlock, err error, sent, recv time.Time) {
	c := &h.clock
	c.asked = true
	if err != nil || p == nil || p.ParentHash == (common.Hash{}) {
		c.served = false
		return
	}
	if _, sealed := h.headers[derefHash(p.Hash)]; sealed {
		// a node that answers "pending" with a block it sealed (its latest, as some do) serves
		// no pending block of its own
		c.served = false
		return
	}
	c.served = true
	parent, ok := h.headers[p.ParentHash]
	if !ok || parent.number+1 != uint64(p.Number) {
		return // on top of a block the tracker does not keep: nothing to compare it with
	}
	t := uint64(p.Timestamp)
	if t == parent.time {
		c.equalTimes = true
	}
	if c.last.parent == p.ParentHash && c.last.time == t {
		return // the same pending block again (geth keeps the one it built for 2 s): no news of the clock
	}
	// The node read its clock between sent and recv (its pending block is answered early in the
	// batch): floor(local) + offset = t for some local instant in between.
	lo, hi := int64(t)-recv.Unix(), int64(t)-sent.Unix()
	clamped := t == parent.time+1 && !c.equalTimes
	switch {
	case clamped:
		// raised to the parent's + 1, or the clock itself: the clock is at most that
		c.offset = min(c.offset, hi)
	case lo <= c.offset && c.offset <= hi:
		// what the tracker knew
	case c.offset > hi && !c.last.clamped && c.last.parent == p.ParentHash && t > c.last.time:
		// a newer pending block on the same parent, yet behind the clock seen before: built a
		// moment before this batch asked (for another client), it understates the clock
	default:
		c.offset = hi
	}
	c.last.parent, c.last.time, c.last.clamped = p.ParentHash, t, clamped
}

func derefHash(h *common.Hash) common.Hash {
	if h == nil {
		return common.Hash{}
	}
	return *h
}

// fetchHeader asks the node for the header of `at` when the tracker does not keep it (a block
// the caller named, not one the tracker gave), and for its pending block: one more round trip.
// It is not on the path of a request in steady state: the head a simulation pins comes from the
// tracker, which keeps the headers of the latest blocks the node reported.
func (h *Heads) fetchHeader(ctx context.Context, at Head) error {
	var (
		b    batch
		self header
	)
	add(&b, func(hdr header, err error) error {
		switch {
		case err != nil && isBlockUnavailable(err):
			return &BlockUnavailableError{Block: at, Err: err}
		case err != nil:
			return fmt.Errorf("header for the next block's context: %w", err)
		case hdr.Hash != at.Hash || uint64(hdr.Number) != at.Number:
			return &BlockUnavailableError{Block: at, Err: errors.New("eth_getBlockByHash: no such block")}
		}
		self = hdr
		return nil
	}, "eth_getBlockByHash", at.Hash, false)
	pending := askPending(&b)
	if err := b.send(ctx, h.rpc, h.now, "header for the next block's context"); err != nil {
		return err
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	h.remember(self)
	h.samplePending(pending.block, pending.err, b.sent, b.recv)
	return nil
}

// chainView is what the tracker knows, now, for the context of the block after one it keeps.
type chainView struct {
	clock     nodeClock
	now       time.Time
	intervals []uint64 // between consecutive kept headers down from the block, the latest first
}

// view is the chain as the tracker sees it below block `at`.
func (h *Heads) view(at common.Hash) chainView {
	h.mu.Lock()
	defer h.mu.Unlock()
	v := chainView{clock: h.clock, now: h.now()}
	b, ok := h.headers[at]
	for ok && len(v.intervals) < medianRun {
		p, okp := h.headers[b.parent]
		if !okp || p.number+1 != b.number {
			break
		}
		var d uint64
		if b.time > p.time {
			d = b.time - p.time
		}
		v.intervals = append(v.intervals, d)
		b = p
	}
	return v
}

// regular is the chain's interval when the last regularRun intervals say it seals at one of 2 s
// or more: each within a second of their median, adding up to regularRun times it within a
// second (a sealing timer whose phase sits near a second boundary gives 2, 3, 1, 2).
func regular(intervals []uint64) (uint64, bool) {
	if len(intervals) < regularRun {
		return 0, false
	}
	last := slices.Clone(intervals[:regularRun])
	slices.Sort(last)
	d := last[(regularRun-1)/2]
	var sum uint64
	for _, x := range last {
		if x+1 < d || x > d+1 {
			return 0, false
		}
		sum += x
	}
	return d, d >= 2 && sum+1 >= regularRun*d && sum <= regularRun*d+1
}

// median is the lower median of intervals, at least 1 s; DefaultBlockInterval when there is none.
func median(intervals []uint64) uint64 {
	if len(intervals) == 0 {
		return max(uint64(DefaultBlockInterval/time.Second), 1)
	}
	s := slices.Clone(intervals)
	slices.Sort(s)
	return max(s[(len(s)-1)/2], 1)
}

// slot is the timestamp of the next block of a chain that seals every d seconds after a head
// at t: t + d, or the first t + k d at or after the node's clock when it is later.
func slot(t, d uint64, clock int64) uint64 {
	next := t + d
	if clock > int64(next) {
		next = t + (uint64(clock)-t+d-1)/d*d
	}
	return next
}

// nextBlock is the context of the block after pin (see BlockContext). When pin's header has no
// base fee, it is returned without one, with a *NoBaseFeeError.
func (s *Simulator) nextBlock(ctx context.Context, pin Head) (BlockContext, error) {
	self, ok := s.heads.known(pin.Hash)
	if !ok {
		if err := s.heads.fetchHeader(ctx, pin); err != nil {
			return BlockContext{}, err
		}
		if self, ok = s.heads.known(pin.Hash); !ok {
			return BlockContext{}, &BlockUnavailableError{Block: pin, Err: errors.New("no header")}
		}
	}
	next := BlockContext{Number: pin.Number + 1, BaseFee: s.feeMarket.NextBaseFee(self.baseFee, self.gasUsed, self.gasLimit)}
	v := s.heads.view(pin.Hash)
	clock := v.now.Unix() + v.clock.offset
	served := v.clock.asked && v.clock.served
	d, isRegular := regular(v.intervals)
	switch {
	case s.interval > 0 && !served:
		next.Interval = uint64(s.interval / time.Second)
		next.Timestamp = self.time + next.Interval
	case s.interval > 0:
		next.Interval = uint64(s.interval / time.Second)
		next.Timestamp = slot(self.time, next.Interval, clock)
	case !served:
		next.Interval = median(v.intervals)
		next.Timestamp = self.time + next.Interval
	case isRegular:
		next.Interval = d
		next.Timestamp = slot(self.time, d, clock)
	default:
		step := uint64(1)
		if v.clock.equalTimes {
			step = 0
		}
		next.Interval = step
		next.Timestamp = self.time + step
		if clock > int64(next.Timestamp) {
			next.Timestamp = uint64(clock)
		}
	}
	if self.baseFee == nil {
		return next, &NoBaseFeeError{Block: pin}
	}
	return next, nil
}

// blockOverrides is the block-overrides parameter of eth_call, eth_estimateGas (the fourth, after
// the state overrides) and of an eth_simulateV1 block, on geth and anvil.
type blockOverrides struct {
	Number  *hexutil.Big   `json:"number"`
	Time    hexutil.Uint64 `json:"time"`
	BaseFee *hexutil.Big   `json:"baseFeePerGas,omitempty"`
}

func overridesFor(c BlockContext) *blockOverrides {
	return &blockOverrides{Number: (*hexutil.Big)(new(big.Int).SetUint64(c.Number)), Time: hexutil.Uint64(c.Timestamp),
		BaseFee: (*hexutil.Big)(c.BaseFee)}
}
