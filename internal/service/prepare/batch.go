package prepare

import (
	"fmt"
	"math/big"
	"strconv"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/tradeprep/tradeprep/contracts/bindings/batchexecutor"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/problem"
	"github.com/tradeprep/tradeprep/simulate"
)

// Batches: the calls of one trade sent as one transaction. The account delegates (EIP-7702) to
// the platform's batch executor, whose execute(mode, calls) runs the calls in order, all or
// none, only for the account itself (msg.sender == address(this)); the transaction is the
// account's call to itself. A wallet that sends batches its own way (EIP-5792 wallet_sendCalls)
// takes the same calls; they are simulated the same way.

// ExecutionModeBatch is ERC-7821's mode of a plain batch that reverts as a whole when a call fails.
var ExecutionModeBatch = [32]byte{0x01}

// AuthorizationGas is the intrinsic gas of one EIP-7702 authorization (PER_EMPTY_ACCOUNT_COST).
// The chain refunds 12,500 of it when the account exists, which the gas limit does not count
// on: the limit covers the authorization as charged.
const AuthorizationGas = 25_000

// Designator is the code of an account that delegates to delegate (EIP-7702: 0xef0100 ‖
// delegate), and DelegateOf the account a designator delegates to: go-ethereum's.
var (
	Designator = types.AddressToDelegation
	DelegateOf = types.ParseDelegation
)

// BatchMode says how the calls of one operation are to be sent.
type BatchMode string

// Batch modes of a preparation.
const (
	// NoBatch: one transaction per call, as without batches.
	NoBatch BatchMode = ""
	// BatchCalls: the calls for a wallet that sends them atomically its own way (EIP-5792
	// wallet_sendCalls); simulated as the account running them through the batch executor.
	BatchCalls BatchMode = "calls"
	// BatchEIP7702: one type-4 transaction of a plain account that delegates to the batch
	// executor (the authorization included while it does not yet).
	BatchEIP7702 BatchMode = "eip7702"
)

// Batching is how a request wants its calls sent.
type Batching struct {
	Mode BatchMode
	// ReplaceDelegation allows an EIP-7702 batch for an account that delegates to another
	// contract now: the authorization then replaces that delegation. Without it such an account
	// gets a Conflict naming its delegate.
	ReplaceDelegation bool
}

// Wrap is the transaction of steps for account as b asks, through executor: the only step's own
// without a batch, the account's call to itself with one.
func (b Batching) Wrap(account, executor common.Address, steps ...Step) (Tx, error) {
	if b.Mode == NoBatch {
		if len(steps) != 1 {
			return Tx{}, problem.New(problem.Invalid, "batch", "this request makes %d calls: it needs a batch (\"batch\": \"calls\" or \"eip7702\")", len(steps))
		}
		return steps[0].Tx, nil
	}
	if executor == (common.Address{}) {
		return Tx{}, problem.New(problem.Unsupported, "batch", "this chain has no batch executor in this deployment: batches are not available")
	}
	batch := &Batch{Account: account, Executor: executor, Steps: steps, Authorize: b.Mode == BatchEIP7702}
	return batch.Tx()
}

// Check is the problem of an EIP-7702 batch that p found the account cannot or should not send
// (Delegation.Check); none for other modes.
func (b Batching) Check(p *Prepared, account common.Address) error {
	if b.Mode != BatchEIP7702 || p == nil {
		return nil
	}
	return p.Delegation.Check(account, b.ReplaceDelegation)
}

// Step is one call of a batch, named in the answer and in its errors ("approve", "depositSelf",
// "order").
type Step struct {
	Name string
	Tx   Tx
}

// Batch is calls an account makes as one transaction through the batch executor.
type Batch struct {
	Account  common.Address
	Executor common.Address
	Steps    []Step
	// Authorize: the transaction delegates the account to the executor itself (EIP-7702, type
	// 4) when the account does not delegate to it yet; its gas limit then counts the
	// authorization. Otherwise the account's wallet runs the calls its own way (EIP-5792).
	Authorize bool
}

var (
	executorABI = batchexecutor.NewBatchExecutor()
	callsArgs   = func() abi.Arguments {
		t, err := abi.NewType("tuple[]", "", []abi.ArgumentMarshaling{
			{Name: "to", Type: "address"}, {Name: "value", Type: "uint256"}, {Name: "data", Type: "bytes"},
		})
		if err != nil {
			panic(err)
		}
		return abi.Arguments{{Type: t}}
	}()
)

// call is one element of the executor's executionData (ERC-7821's Call).
type call struct {
	To    common.Address `abi:"to"`
	Value *big.Int       `abi:"value"`
	Data  []byte         `abi:"data"`
}

// Tx is the account's call to itself: execute(ExecutionModeBatch, abi.encode(calls)), its value the sum
// of the calls' values. Simulated, it runs with the account delegating to the executor (a state
// override: the delegation may be made only by the transaction itself).
func (b *Batch) Tx() (Tx, error) {
	calls := make([]call, len(b.Steps))
	value := new(big.Int)
	for i, s := range b.Steps {
		v := s.Tx.Value
		if v == nil {
			v = new(big.Int)
		}
		calls[i] = call{To: s.Tx.To, Value: v, Data: s.Tx.Data}
		value.Add(value, v)
	}
	data, err := callsArgs.Pack(calls)
	if err != nil {
		return Tx{}, fmt.Errorf("encode the batch: %w", err)
	}
	return Tx{To: b.Account, Data: executorABI.PackExecute(ExecutionModeBatch, data), Value: value, Batch: b}, nil
}

// Override is the state a simulation of the batch runs on: the account delegating to the
// executor.
func (b *Batch) Override() simulate.StateOverride {
	return simulate.StateOverride{b.Account: {Code: simulate.NewCode(Designator(b.Executor))}}
}

// failed is the step a batch's revert names (the executor's CallFailed(index, reason)) and that
// step's own revert, decoded; ok false when rv is not a CallFailed of one of b's steps.
func (b *Batch) failed(rv *simulate.Revert) (index int, inner *simulate.Revert, ok bool) {
	if b == nil || rv == nil || rv.Name != "CallFailed" {
		return 0, nil, false
	}
	idx, _ := rv.Arg("index")
	reason, _ := rv.Arg("reason")
	i, err := strconv.Atoi(idx)
	if err != nil || i < 0 || i >= len(b.Steps) {
		return 0, nil, false
	}
	data, err := hexutil.Decode(reason)
	if err != nil {
		data = nil
	}
	return i, platform.ErrorDecoder().Decode(data), true
}

// Revert is the problem of a batch that reverts: the step that failed, named with its index,
// and its own decoded revert; a revert of the batch as a whole (not a step's) as it is.
func (b *Batch) Revert(rv *simulate.Revert) *problem.Error {
	i, inner, ok := b.failed(rv)
	if !ok {
		return problem.Revert(rv)
	}
	s := b.Steps[i]
	e := &problem.Error{Kind: problem.Reverted, Revert: inner,
		Message: fmt.Sprintf("the batch would revert at call %d of %d (%s, to %s): %s", i, len(b.Steps), s.Name, s.Tx.To.Hex(), inner.Message)}
	return e.With(problem.Details{Call: &problem.BatchCall{Index: i, Name: s.Name, To: s.Tx.To}})
}

// Delegation is what an EIP-7702 batch needs of the account, from its code and pending nonce
// read in the simulation's batch.
type Delegation struct {
	// Current is the account's delegate now (zero: none); Contract, that the account is a
	// contract, which cannot delegate.
	Current  common.Address
	Contract bool
	// Authorization is the one the transaction must carry (nil: the account already delegates
	// to the executor). Nonce is the transaction's own: the account's pending nonce; the
	// authorization's is the next one, since the sender's nonce is raised before the chain
	// applies its authorizations.
	Authorization *Authorization
	Nonce         uint64
}

// Authorization is an EIP-7702 authorization to sign: delegate to Address on ChainID, valid at
// the account's nonce Nonce.
type Authorization struct {
	ChainID uint64
	Address common.Address
	Nonce   uint64
}

// delegationOf reads what the account's code says, as rep found it (its plan asked for the
// account, as PreflightWith does for a batch).
func (b *Batch) delegationOf(rep *simulate.Report, chainID uint64) *Delegation {
	d := &Delegation{Nonce: rep.SenderNonce}
	current, delegated := DelegateOf(rep.SenderCode)
	switch {
	case delegated:
		d.Current = current
	case len(rep.SenderCode) > 0:
		d.Contract = true
	}
	if current != b.Executor {
		d.Authorization = &Authorization{ChainID: chainID, Address: b.Executor, Nonce: rep.SenderNonce + 1}
	}
	return d
}

// Check is the problem of an EIP-7702 batch the account cannot or should not send as prepared:
// a contract account cannot delegate, and one that delegates elsewhere is not re-delegated
// unless replace says so (replacing a delegation can strand what the account's setup there
// holds).
func (d *Delegation) Check(account common.Address, replace bool) error {
	switch {
	case d == nil:
		return nil
	case d.Contract:
		e := problem.New(problem.Conflict, "batch", "%s is a contract account: EIP-7702 delegates plain accounts only; send the calls through the account's wallet (\"batch\": \"calls\")", account.Hex())
		e.Code = problem.CodeAccountIsContract
		return e
	case d.Current != (common.Address{}) && d.Authorization != nil && !replace:
		e := problem.New(problem.Conflict, "batch", "%s delegates to %s now: an authorization to the batch executor would replace that delegation, and whatever the account's setup there holds; send \"replaceDelegation\": true to prepare it anyway, or send the calls through the account's wallet (\"batch\": \"calls\")", account.Hex(), d.Current.Hex())
		e.Code = problem.CodeDelegatedElsewhere
		return e.With(problem.Details{Delegation: &problem.Delegation{Delegate: d.Current, Executor: d.Authorization.Address}})
	}
	return nil
}
