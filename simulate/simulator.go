package simulate

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"time"

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
	Code      *Code                       `json:"code,omitempty"`
	StateDiff map[common.Hash]common.Hash `json:"stateDiff,omitempty"`
}

// Code is an override's code with its JSON text made once, when the override is built: the
// keeper probe's code (about 10 KB) goes into every simulation of a keeper round, and
// hex-encoding it again for each request was a tenth of the bytes the service allocated. The
// text is hexutil.Bytes's: a quoted, lower-case 0x-prefixed hex string.
type Code struct{ text []byte }

// NewCode is code as an override's code.
func NewCode(code []byte) *Code {
	text := make([]byte, 0, len(code)*2+4)
	text = append(text, `"0x`...)
	text = hex.AppendEncode(text, code)
	return &Code{text: append(text, '"')}
}

// MarshalJSON is the text made by NewCode.
func (c *Code) MarshalJSON() ([]byte, error) { return c.text, nil }

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
	Context     BlockContext // the block the calls ran in: the one after the head

	CallReport

	SenderBalance *big.Int // native balance of Call.From
	SenderCode    []byte   // the sender's code, when the plan asked for it (Plan.Account)
	SenderNonce   uint64   // the sender's pending nonce, when the plan asked for it
	TipCap        *big.Int // eth_maxPriorityFeePerGas
	Reads         []ReadResult
	Sims          []SimReport // the plan's sims (PlanReport.Report), in their order
	SimErrs       []error     // SimErrs[i]: the node refused Sims[i]
}

// Simulator runs the simulations of a request, each through one JSON-RPC batch pinned to one
// block (RunPlan).
type Simulator struct {
	rpc     BatchCaller
	decoder *ErrorDecoder
	heads   *Heads
	maxAge  time.Duration

	interval    time.Duration // configured block interval; 0: read from the node (see BlockContext)
	feeMarket   FeeMarket
	headContext bool // simulate in the head's own context, without block overrides
}

// Option configures a Simulator.
type Option func(*Simulator)

// WithHeads makes the simulator pin its simulations with h, a tracker of the same chain shared
// with other readers of it (default: a tracker of its own).
func WithHeads(h *Heads) Option { return func(s *Simulator) { s.heads = h } }

// WithMaxAge sets how long a simulation may keep its pinned block once a newer one is known to
// exist: when the pinned block was last seen as the latest d or longer ago, the plan runs again
// at the newer block (RunPlan). 0, the default: always.
func WithMaxAge(d time.Duration) Option { return func(s *Simulator) { s.maxAge = d } }

// WithBlockInterval sets the interval of a chain that seals a block every d (whole seconds, at
// least one): the next block's timestamp is the pinned head's + d (or, when by the node's clock
// the head is older than that, the first multiple of d after it at or after the clock), and the
// later blocks of an eth_simulateV1 are d apart. Default: read from the node, see BlockContext.
func WithBlockInterval(d time.Duration) Option { return func(s *Simulator) { s.interval = d } }

// WithFeeMarket sets the chain's EIP-1559 parameters for the next block's base fee (default:
// Ethereum's, elasticity 2 and denominator 8).
func WithFeeMarket(m FeeMarket) Option { return func(s *Simulator) { s.feeMarket = m } }

// WithHeadContext makes the simulator run calls, estimates and bundles in the head's own block
// context, without block overrides, for nodes that do not take them as eth_call's and
// eth_estimateGas's fourth parameter. The report's Context is still the next block's.
func WithHeadContext() Option { return func(s *Simulator) { s.headContext = true } }

// NewSimulator returns a simulator on rpc that names reverts with decoder (may be nil).
func NewSimulator(rpc BatchCaller, decoder *ErrorDecoder, opts ...Option) (*Simulator, error) {
	if rpc == nil {
		return nil, errors.New("simulate: rpc client is required")
	}
	s := &Simulator{rpc: rpc, decoder: decoder, feeMarket: Ethereum}
	for _, o := range opts {
		o(s)
	}
	if s.maxAge < 0 {
		return nil, errors.New("simulate: negative max-age")
	}
	if s.interval < 0 || s.interval > 0 && s.interval < time.Second {
		return nil, errors.New("simulate: the block interval is whole seconds, at least one")
	}
	if s.feeMarket.Elasticity == 0 || s.feeMarket.Denominator == 0 {
		return nil, errors.New("simulate: fee market parameters must be positive")
	}
	if s.heads == nil {
		h, err := NewHeads(rpc, nil, 0)
		if err != nil {
			return nil, err
		}
		s.heads = h
	}
	return s, nil
}

// Heads is the simulator's head tracker.
func (s *Simulator) Heads() *Heads { return s.heads }

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
	Number     hexutil.Uint64 `json:"number"`
	Hash       common.Hash    `json:"hash"`
	ParentHash common.Hash    `json:"parentHash"`
	BaseFee    *hexutil.Big   `json:"baseFeePerGas"`
	Timestamp  hexutil.Uint64 `json:"timestamp"`
	GasUsed    hexutil.Uint64 `json:"gasUsed"`
	GasLimit   hexutil.Uint64 `json:"gasLimit"`
}

// Run simulates call as its sender, estimates its gas, and answers the extra reads, all in one
// JSON-RPC batch at one block, `at` (a Plan of one call, see RunPlan): the block's header, the
// latest and the pending block's, eth_getBalance of the sender, eth_maxPriorityFeePerGas,
// eth_call, eth_estimateGas and one eth_call per read. override (may be nil) applies to the
// simulation and the estimate, not to the reads. The error is non-nil only when the node could
// not be asked (transport, time-out); reverts are reported.
func (s *Simulator) Run(ctx context.Context, at At, call Call, override StateOverride, reads ...Read) (*Report, error) {
	pr, err := s.RunPlan(ctx, at, Plan{Sender: call.From, Calls: []Call{call}, Override: override, Reads: reads})
	if err != nil {
		return nil, err
	}
	return pr.Report(0), nil
}

// Head is the block the simulation ran at.
func (r *Report) Head() Head { return Head{Number: r.BlockNumber, Hash: r.BlockHash} }

// Report is the plan's answer for call i, with the plan's reads and sims: what Run answers for
// a plan of one call.
func (pr *PlanReport) Report(i int) *Report {
	return &Report{
		BlockNumber: pr.BlockNumber, BlockHash: pr.BlockHash, BaseFee: pr.BaseFee, Timestamp: pr.Timestamp, Context: pr.Context,
		CallReport:    pr.Calls[i],
		SenderBalance: pr.SenderBalance, SenderCode: pr.SenderCode, SenderNonce: pr.SenderNonce, TipCap: pr.TipCap, Reads: pr.Reads, Sims: pr.Sims, SimErrs: pr.SimErrs,
	}
}

// Reads answers read-only calls in one batch. At Latest() they are asked on the node's latest
// block, not pinned, and the head tracker learns which block that was: for what no simulation
// depends on in the same request (cached fees, a position's owner, GET endpoints of one read).
// At AtHead(h) they are asked at h by its hash (EIP-1898), so that a reorganised or reverted
// chain cannot answer from another block of that height; a node that cannot answer there gives
// a *BlockUnavailableError.
func (s *Simulator) Reads(ctx context.Context, at At, reads ...Read) ([]ReadResult, error) {
	return s.reads(ctx, at, reads)
}

// RPC is the client the simulator sends its batches through.
func (s *Simulator) RPC() BatchCaller { return s.rpc }

// reads answers reads at `at` (see Reads).
func (s *Simulator) reads(ctx context.Context, at At, reads []Read) ([]ReadResult, error) {
	pin, isPinned := at.Head()
	var (
		b       batch
		block   any = "latest"
		q           = pinned{s: s, pin: pin}
		observe     = !isPinned
	)
	if observe {
		// the latest block, and the pending one for the next block's context
		s.heads.inPassing(&b)
	} else {
		block = q.at()
		// the block's header first: a node that does not have the block answers null, the same
		// on every node, whatever it says to the calls at it
		add(&b, func(hdr header, err error) error {
			switch {
			case err != nil && isBlockUnavailable(err):
				return q.unavailable(err)
			case err != nil:
				return &NodeError{Method: "eth_getBlockByHash", Err: err}
			case hdr.Hash != pin.Hash:
				return q.unavailable(errors.New("eth_getBlockByHash: no such block"))
			}
			return nil
		}, "eth_getBlockByHash", pin.Hash, false)
	}
	res := make([]ReadResult, len(reads))
	for i, r := range reads {
		add(&b, func(data hexutil.Bytes, err error) error {
			if err == nil {
				res[i] = ReadResult{Data: data}
				return nil
			}
			rv, ok := s.revert(err)
			if !ok && !observe && isBlockUnavailable(err) {
				return q.unavailable(err)
			}
			if !ok {
				return fmt.Errorf("read %d: %w", i, &NodeError{Method: "eth_call", Err: err})
			}
			res[i] = ReadResult{Revert: rv, Err: err}
			return nil
		}, "eth_call", callArgs{To: &r.To, Input: r.Data}, block)
	}
	if err := b.send(ctx, s.rpc, s.heads.now, "read batch"); err != nil {
		return nil, err
	}
	return res, nil
}

// revert decodes a call error into a Revert when the node says the call reverted: JSON-RPC
// error code 3 (geth and anvil alike), its data the revert data. No message is read: nodes word
// the same answer differently.
func (s *Simulator) revert(err error) (*Revert, bool) {
	if data, ok := ethclient.RevertErrorData(err); ok {
		return s.decoder.Decode(data), true
	}
	if code, ok := errorCode(err); ok && code == revertCode {
		return s.decoder.Decode(nil), true
	}
	return nil, false
}
