// Package prepare turns one call into a transaction ready to sign, checked on the chain first:
// it simulates the call as its sender (eth_call and eth_estimateGas in one batch, at one
// block), says when the sender cannot pay (native balance, margin wallet) and still prices
// the transaction by lending what is missing under a state override, then sets its gas
// limit and fees. Every operation of the domain packages ends here.
package prepare

import (
	"bytes"
	"context"
	"fmt"
	"maps"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"golang.org/x/sync/semaphore"

	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform/problem"
	"github.com/tradeprep/tradeprep/simulate"
)

// Tx is an unsigned call: {To, Data, Value}.
type Tx struct {
	To    common.Address
	Data  []byte
	Value *big.Int
	// Batch, when set, is the calls this transaction (the account's call to itself) runs
	// through the batch executor: see Batch.Tx.
	Batch *Batch
	// ExtraGas is added to the gas limit beyond the estimate's buffer: work the mined block may
	// do that the simulated one may skip (a margin change's settlement of its market, which
	// another transaction earlier in the same second spares). A batch adds its steps'.
	ExtraGas uint64
}

// extraGas is the ExtraGas of t and of its batch's steps.
func (t Tx) extraGas() uint64 {
	g := t.ExtraGas
	if t.Batch != nil {
		for _, s := range t.Batch.Steps {
			g += s.Tx.ExtraGas
		}
	}
	return g
}

// override is the state every simulation of t runs on (nil: the chain's own).
func (t Tx) override() simulate.StateOverride {
	if t.Batch == nil {
		return nil
	}
	return t.Batch.Override()
}

// SimOverride is the state override the first block of a simulation that runs t must carry
// (nil: none): a batch's delegation.
func (t Tx) SimOverride() simulate.StateOverride { return t.override() }

// Chain is one chain the service prepares transactions for.
type Chain struct {
	ID    uint64
	Sim   *simulate.Simulator
	Limit *Limit // shared by all chains; nil: unbounded
}

// Limit bounds the simulations in flight across all requests; a request waits for a slot
// until its own deadline, then gets a Busy problem.
type Limit struct{ sem *semaphore.Weighted }

// NewLimit allows n simulations at once; n <= 0: no limit (nil).
func NewLimit(n int) *Limit {
	if n <= 0 {
		return nil
	}
	return &Limit{sem: semaphore.NewWeighted(int64(n))}
}

// Acquire takes a slot; call the function it returns to give it back.
func (l *Limit) Acquire(ctx context.Context) (func(), error) {
	if l == nil {
		return func() {}, nil
	}
	if err := l.sem.Acquire(ctx, 1); err != nil {
		return nil, &problem.Error{Kind: problem.Busy, Message: "too many simulations in flight; retry shortly",
			Details: problem.Details{RetryAfterSeconds: &retryAfterOne}}
	}
	return func() { l.sem.Release(1) }, nil
}

// GasBufferPercent is the margin added to the execution part of eth_estimateGas for the gas
// limit of a prepared transaction: gas limit = estimate + 10% x (estimate - intrinsic gas).
// Intrinsic gas (21000 plus calldata) cannot change between simulation and inclusion, so it
// gets no margin; this keeps the limit within 1.25x of the gas used, and for a transaction whose
// storage refunds (EIP-3529) make gas used lower than the least limit it runs with (a cancel that
// clears an order: used 99,962, needs 127,133), within 1.25x of that least limit; the e2e suite
// checks both on anvil.
const GasBufferPercent = 10

// GasLimit applies GasBufferPercent to the execution part of an estimate.
func GasLimit(estimate uint64, data []byte) uint64 {
	intrinsic := uint64(21000)
	for _, b := range data {
		if b == 0 {
			intrinsic += 4
		} else {
			intrinsic += 16
		}
	}
	if estimate <= intrinsic {
		return estimate
	}
	return estimate + (estimate-intrinsic)*GasBufferPercent/100
}

// Transaction is a prepared EIP-1559 transaction, ready to sign: wei amounts exact, gas a
// number of units.
type Transaction struct {
	ChainID              uint64
	From                 common.Address
	To                   common.Address
	Data                 []byte
	Value                *big.Int // wei
	Gas                  uint64   // the gas limit
	MaxFeePerGas         *big.Int // wei per gas
	MaxPriorityFeePerGas *big.Int // wei per gas
	Type                 uint8    // types.DynamicFeeTxType, or types.SetCodeTxType with an authorization
	// Nonce is the nonce the transaction must be sent with, when that matters (a type-4
	// transaction whose authorization is signed over the next one); nil: the sender's next.
	Nonce *uint64
}

// Simulation says where and how the transaction was simulated. Success, GasEstimate and Revert
// are those of the transaction as returned, on the current state: when the sender is short,
// the call fails there (Success false, the decoded revert), and the run with what is missing
// lent to it, which the gas limit comes from, is WithOverride.
type Simulation struct {
	BlockNumber      uint64
	BlockHash        common.Hash
	Success          bool
	GasEstimate      uint64
	GasBufferPercent int
	StateOverride    bool
	Revert           *simulate.Revert
	WithOverride     *OverrideRun
	Context          BlockContext // the block simulated: the one after BlockNumber
}

// OverrideRun is the outcome of the simulation run again under a state override that lends
// the sender what it is missing: what the transaction would do once the sender is funded.
type OverrideRun struct {
	Success     bool
	GasEstimate uint64
}

// Prepared is the outcome of a pre-flight.
type Prepared struct {
	Transaction         Transaction
	Simulation          Simulation
	RequiredGasFee      *big.Int
	InsufficientBalance bool
	Shortfalls          []string
	Report              *simulate.Report
	// Sims answers the sims asked with the transaction (PreflightWith): what follows it on the
	// current state, with nothing lent to the sender.
	Sims    []simulate.SimReport
	SimErrs []error
	// Delegation is what a batch needs of its account (nil: not a batch).
	Delegation *Delegation
}

// Error is the shortfalls in one sentence, "" when there are none.
func (p *Prepared) Error() string { return JoinShortfalls(p.Shortfalls) }

// JoinShortfalls writes shortfalls as one text.
func JoinShortfalls(s []string) string { return strings.Join(s, "; ") }

// marginShortfall says what a margin wallet holding available (USD) lacks for the Vault call
// data, which needs required.
func marginShortfall(data []byte, required, available *big.Int) string {
	what := "this order needs %s USD (collateral plus opening fee)"
	switch {
	case bytes.HasPrefix(data, withdrawSelector):
		what = "this withdrawal takes %s USD"
	case bytes.HasPrefix(data, addCollateralSelector):
		what = "this margin addition takes %s USD"
	}
	return fmt.Sprintf("margin wallet holds %s USD but "+what+": deposit at least %s USD more",
		fixedpoint.Format(available, platform.PriceDecimals), fixedpoint.Format(required, platform.PriceDecimals),
		fixedpoint.Format(new(big.Int).Sub(required, available), platform.PriceDecimals))
}

// withdrawSelector is Vault.withdraw(address,uint256)'s, addCollateralSelector
// Vault.addCollateral(uint256,uint256)'s.
var (
	withdrawSelector      = crypto.Keccak256([]byte("withdraw(address,uint256)"))[:4]
	addCollateralSelector = crypto.Keccak256([]byte("addCollateral(uint256,uint256)"))[:4]
)

// Preflight simulates tx from `from` on ch and prices it, answering reads in the same batch, at
// block `at` (simulate.Latest(): the chain's latest, pinned for the request; see
// simulate.Simulator.RunPlan).
// When the sender's margin wallet or native balance is short, it says so and still estimates
// the gas under a state override that lends the sender what is missing. Any other revert is
// a Reverted problem carrying the decoded revert; on a revert the Prepared is still returned,
// with the report and its reads, for callers that check them first.
func Preflight(ctx context.Context, ch Chain, at simulate.At, from common.Address, tx Tx, reads ...simulate.Read) (*Prepared, error) {
	return PreflightWith(ctx, ch, at, from, tx, nil, reads...)
}

// PreflightWith is Preflight with sims asked in the same batch (simulate.Plan's Sims), on
// the current state: what follows the transaction in the blocks after it. Their answers are in
// the Prepared's Sims, also when the transaction reverts.
func PreflightWith(ctx context.Context, ch Chain, at simulate.At, from common.Address, tx Tx, sims []simulate.Sim, reads ...simulate.Read) (*Prepared, error) {
	release, err := ch.Limit.Acquire(ctx)
	if err != nil {
		return nil, err
	}
	defer release()
	call := simulate.Call{From: from, To: tx.To, Data: tx.Data, Value: tx.Value}
	plan := simulate.Plan{Sender: from, Calls: []simulate.Call{call}, Override: tx.override(), Reads: reads, Sims: sims, Account: tx.Batch != nil}
	pr, err := ch.Sim.RunPlan(ctx, at, plan)
	if err != nil {
		return nil, problem.UpstreamFailure("simulation", err)
	}
	return Settle(ctx, ch, from, tx, pr.Report(0), reads...)
}

// Settle finishes a pre-flight from the report of tx's first simulation (the sender's native
// balance lent, nothing else), which may have come from a larger plan: the run with the margin
// lent when the Vault says the margin wallet is short (which re-runs reads with the simulation,
// at the first one's block), then the price. The caller holds a simulation slot.
func Settle(ctx context.Context, ch Chain, from common.Address, tx Tx, rep *simulate.Report, reads ...simulate.Read) (*Prepared, error) {
	call := simulate.Call{From: from, To: tx.To, Data: tx.Data, Value: tx.Value}
	p := &Prepared{Report: rep, Sims: rep.Sims, SimErrs: rep.SimErrs}
	first := rep // the transaction as returned, on the current state
	// Every simulation lends the sender its native balance (simulate.LentBalance), so the first
	// run already shows what the transaction does once the sender can pay its value; when it
	// cannot now (InsufficientFunds, from the balance read in the same batch), the transaction
	// as returned fails on the current state and that run is the one with what is missing lent.
	nativeShort := rep.InsufficientFunds
	if nativeShort {
		p.InsufficientBalance = true
		p.Simulation.StateOverride = true
	}
	// A margin shortfall is the Vault's own revert (in a batch, that of the step that calls the
	// Vault): the simulation runs again, at the same block, with the margin lent too, to show
	// what else would happen and how much gas the transaction needs. Only a short sender costs
	// this second round trip.
	vault, rv, vaultData := tx.To, rep.Revert, tx.Data
	if i, inner, ok := tx.Batch.failed(rv); ok {
		vault, rv, vaultData = tx.Batch.Steps[i].Tx.To, inner, tx.Batch.Steps[i].Tx.Data
	}
	if tx.Batch != nil {
		p.Delegation = tx.Batch.delegationOf(rep, ch.ID)
	}
	if rv != nil && rv.Name == "InsufficientMarginBalance" {
		required, _ := new(big.Int).SetString(argOr(rv, "required", "0"), 10)
		available, _ := new(big.Int).SetString(argOr(rv, "available", "0"), 10)
		p.InsufficientBalance = true
		p.Shortfalls = append(p.Shortfalls, marginShortfall(vaultData, required, available))
		override := simulate.StateOverride{}
		maps.Copy(override, tx.override())
		lendMargin(override, vault, from, required)
		again, err := ch.Sim.Run(ctx, simulate.AtHead(rep.Head()), call, override, reads...)
		if err != nil {
			return nil, problem.UpstreamFailure("simulation", err)
		}
		again.InsufficientFunds = nativeShort
		p.Simulation.StateOverride = true
		rep = again
		p.Report = again
	}
	if rep.Revert != nil {
		return p, tx.revert(rep.Revert)
	}
	if rep.GasEstimate == 0 {
		if rep.EstimateRevert != nil {
			return p, tx.revert(rep.EstimateRevert)
		}
		return p, &problem.Error{Kind: problem.Upstream, Message: "the node did not estimate the gas of the transaction"}
	}

	limit := GasLimit(rep.GasEstimate, tx.Data) + tx.extraGas()
	txType := uint8(types.DynamicFeeTxType)
	var nonce *uint64
	if d := p.Delegation; d != nil {
		nonce = &d.Nonce
		if tx.Batch.Authorize && d.Authorization != nil {
			limit += AuthorizationGas
			txType = types.SetCodeTxType
		}
	}
	maxFee := MaxFee(rep)
	value := tx.Value
	if value == nil {
		value = new(big.Int)
	}
	required := new(big.Int).Add(value, new(big.Int).Mul(new(big.Int).SetUint64(limit), maxFee))
	p.RequiredGasFee = required
	if rep.SenderBalance.Cmp(required) < 0 {
		p.InsufficientBalance = true
		p.Shortfalls = append(p.Shortfalls, fmt.Sprintf(
			"native balance is %s wei but this transaction needs up to %s wei (execution fee %s wei plus gas): fund the sender with at least %s wei more",
			rep.SenderBalance, required, value, new(big.Int).Sub(required, rep.SenderBalance)))
	}
	p.Transaction = Transaction{
		ChainID: ch.ID, From: from, To: tx.To, Data: tx.Data, Value: new(big.Int).Set(value),
		Gas: limit, MaxFeePerGas: maxFee, MaxPriorityFeePerGas: new(big.Int).Set(rep.TipCap), Type: txType, Nonce: nonce,
	}
	p.Simulation = Simulation{BlockNumber: rep.BlockNumber, BlockHash: rep.BlockHash, Success: first.Success && !nativeShort,
		GasEstimate: first.GasEstimate, GasBufferPercent: GasBufferPercent, StateOverride: p.Simulation.StateOverride}
	if nativeShort {
		p.Simulation.GasEstimate = 0 // a node refuses to run or estimate it as it stands
	}
	if p.Simulation.StateOverride {
		// The transaction as returned fails until the sender is funded: say so, with its revert,
		// and report the run that lends what is missing (where the gas limit comes from) apart.
		p.Simulation.Revert = first.Revert
		if p.Simulation.Revert == nil {
			p.Simulation.Revert = first.EstimateRevert
		}
		p.Simulation.WithOverride = &OverrideRun{Success: rep.Success, GasEstimate: rep.GasEstimate}
	}
	p.Simulation.Context = ContextOf(rep.Context)
	return p, nil
}

// MaxFee is the fee cap of a transaction simulated in rep's context: twice the base fee of the
// block it was simulated in (the next block's, by EIP-1559; a chain without one fails the
// simulation with a simulate.NoBaseFeeError), plus the priority fee. Twice the base fee covers
// six full blocks in a row (1.125^6 < 2) before the transaction lands.
func MaxFee(rep *simulate.Report) *big.Int {
	return new(big.Int).Add(new(big.Int).Mul(rep.Context.BaseFee, big.NewInt(2)), rep.TipCap)
}

// lendMargin overrides the vault's storage so that `from` holds `amount` in its margin wallet
// (and totalMargin cannot underflow when it is debited).
func lendMargin(o simulate.StateOverride, vaultAddr, from common.Address, amount *big.Int) {
	o[vaultAddr] = simulate.OverrideAccount{StateDiff: map[common.Hash]common.Hash{
		platform.MarginBalanceSlot(from): common.BigToHash(amount),
		platform.TotalMarginSlot():       common.BigToHash(new(big.Int).Lsh(big.NewInt(1), 200)),
	}}
}

// revert is the problem of tx reverting with rv: a batch's names the call that failed.
func (t Tx) revert(rv *simulate.Revert) *problem.Error {
	if t.Batch != nil {
		return t.Batch.Revert(rv)
	}
	return problem.Revert(rv)
}

func argOr(rv *simulate.Revert, name, def string) string {
	if v, ok := rv.Arg(name); ok {
		return v
	}
	return def
}

// Unsigned is the transaction to sign with the sender's next nonce: exactly the prepared
// recipient, data, value, gas limit and fee caps.
func (t Transaction) Unsigned(nonce uint64) (*types.DynamicFeeTx, error) {
	if t.Value == nil || t.MaxFeePerGas == nil || t.MaxPriorityFeePerGas == nil || t.Gas == 0 {
		return nil, fmt.Errorf("prepared transaction: value, gas or fee caps missing")
	}
	to := t.To
	return &types.DynamicFeeTx{ChainID: new(big.Int).SetUint64(t.ChainID), Nonce: nonce, To: &to, Data: t.Data,
		Value: new(big.Int).Set(t.Value), Gas: t.Gas, GasFeeCap: new(big.Int).Set(t.MaxFeePerGas), GasTipCap: new(big.Int).Set(t.MaxPriorityFeePerGas)}, nil
}

// retryAfterOne is the wait, in seconds, a busy answer asks for.
var retryAfterOne = 1
