package simulate

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"
)

// BlockContext is the block a simulation runs in: not the head, where a transaction never
// lands, but the one after it, the earliest a transaction prepared now can be mined in. Every
// eth_call, eth_estimateGas and eth_simulateV1 of a plan runs on the head's state under block
// overrides with these figures, so that a contract reading block.timestamp, block.number or
// block.basefee sees the block it will run in. A contract that stores block.timestamp, as the
// Oracle stores each pair's updatedAt, finds the slot already equal to it when it ran in the
// head block and writes nothing new there (2,200 gas cold instead of 5,000): estimated on the
// head it gets too little gas for the next block.
type BlockContext struct {
	Number    uint64   // the head's number + 1
	Timestamp uint64   // the head's timestamp + the chain's block interval (see Simulator)
	BaseFee   *big.Int // the next block's base fee by EIP-1559 from the head; nil before London
	Interval  uint64   // the block interval it was computed with, in seconds
}

// DefaultBlockInterval is the block interval assumed while the tracker keeps no header below
// the pinned head to measure it with: for the first simulations of a fresh tracker, until it has
// seen the chain move on.
const DefaultBlockInterval = time.Second

// keptHeaders bounds the headers the tracker keeps (those of the latest blocks the node reported,
// in the batches the service sends anyway) to measure the interval and to compute the context
// of the blocks simulations pin.
const keptHeaders = 64

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

// blockHeader is what the tracker keeps of a block to compute its successor's context.
type blockHeader struct {
	number, time, gasUsed, gasLimit uint64
	baseFee                         *big.Int
	seen                            uint64 // when it was remembered, in the tracker's own count
}

func headerOf(h header) blockHeader {
	b := blockHeader{number: uint64(h.Number), time: uint64(h.Timestamp), gasUsed: uint64(h.GasUsed), gasLimit: uint64(h.GasLimit)}
	if h.BaseFee != nil {
		b.baseFee = h.BaseFee.ToInt()
	}
	return b
}

// remember keeps a header the node gave, up to keptHeaders of them (the lowest numbers go
// first). The caller holds h.mu.
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

// known returns the kept header of block `at`, and the lowest kept header below it (ok false:
// none).
func (h *Heads) known(at common.Hash) (self blockHeader, haveSelf bool, below blockHeader, haveBelow bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	self, haveSelf = h.headers[at]
	if !haveSelf {
		return
	}
	for _, b := range h.headers {
		if b.number < self.number && (!haveBelow || b.number < below.number) {
			below, haveBelow = b, true
		}
	}
	return
}

// Interval is the chain's block interval as measured from the headers the tracker kept: the
// time between the lowest kept block below `at` and `at`, over the blocks between them, rounded
// to whole seconds and at least one (timestamps are whole seconds, and geth requires each
// block's to exceed its parent's). ok is false when the tracker keeps no such pair.
func (h *Heads) interval(at common.Hash) (time.Duration, bool) {
	self, ok, below, okBelow := h.known(at)
	if !ok || !okBelow {
		return 0, false
	}
	return spanInterval(below, self), true
}

func spanInterval(low, high blockHeader) time.Duration {
	n := high.number - low.number
	var dt uint64
	if high.time > low.time {
		dt = high.time - low.time
	}
	secs := (dt + n/2) / n
	return time.Duration(max(secs, 1)) * time.Second
}

// fetchHeader asks the node for the header of `at` when the tracker does not keep it (a block
// the caller named, not one the tracker gave): one more round trip. It is not on the path of a
// request in steady state: the head a simulation pins comes from the tracker, which keeps the
// headers of the latest blocks the node reported.
func (h *Heads) fetchHeader(ctx context.Context, at Head) error {
	var self header
	batch := []rpc.BatchElem{{Method: "eth_getBlockByHash", Args: []any{at.Hash, false}, Result: &self}}
	if err := h.rpc.BatchCallContext(ctx, batch); err != nil {
		return fmt.Errorf("header for the next block's context: %w", err)
	}
	if err := batch[0].Error; err != nil {
		if isBlockUnavailable(err) {
			return &BlockUnavailableError{Block: at, Err: err}
		}
		return fmt.Errorf("header for the next block's context: %w", err)
	}
	if self.Hash != at.Hash || uint64(self.Number) != at.Number {
		return &BlockUnavailableError{Block: at, Err: errors.New("eth_getBlockByHash: no such block")}
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	h.remember(self)
	return nil
}

// nextBlock is the context of the block after pin: its number + 1, its timestamp + the block
// interval (configured, else measured, else DefaultBlockInterval; at least 1 s), and its base
// fee by EIP-1559.
func (s *Simulator) nextBlock(ctx context.Context, pin Head) (BlockContext, error) {
	self, haveSelf, _, _ := s.heads.known(pin.Hash)
	if !haveSelf {
		if err := s.heads.fetchHeader(ctx, pin); err != nil {
			return BlockContext{}, err
		}
		if self, haveSelf, _, _ = s.heads.known(pin.Hash); !haveSelf {
			return BlockContext{}, &BlockUnavailableError{Block: pin, Err: errors.New("no header")}
		}
	}
	interval := s.interval
	if interval == 0 {
		var ok bool
		if interval, ok = s.heads.interval(pin.Hash); !ok {
			interval = DefaultBlockInterval
		}
	}
	secs := max(uint64(interval/time.Second), 1)
	return BlockContext{
		Number:    pin.Number + 1,
		Timestamp: self.time + secs,
		BaseFee:   s.feeMarket.NextBaseFee(self.baseFee, self.gasUsed, self.gasLimit),
		Interval:  secs,
	}, nil
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
