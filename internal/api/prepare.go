package api

import (
	"context"
	"fmt"
	"math/big"
	"net/http"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/tradeprep/tradeprep/internal/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/trade"
	"github.com/tradeprep/tradeprep/simulate"
)

// GasBufferPercent is the margin added to the execution part of eth_estimateGas for the gas
// limit of a prepared transaction: gas limit = estimate + 10% x (estimate - intrinsic gas).
// Intrinsic gas (21000 plus calldata) cannot change between simulation and inclusion, so it
// gets no margin; this keeps the limit within 1.25x of the gas used even for transactions
// whose storage refunds make gas used much lower than gas needed.
const GasBufferPercent = 10

// gasLimit applies GasBufferPercent to the execution part of an estimate.
func gasLimit(estimate uint64, data []byte) uint64 {
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

// Transaction is a prepared EIP-1559 transaction, ready to sign. Wei amounts and gas are
// decimal strings.
type Transaction struct {
	ChainID              uint64        `json:"chainId"`
	From                 string        `json:"from"` // EIP-55 checksummed
	To                   string        `json:"to"`
	Data                 hexutil.Bytes `json:"data"`
	Value                string        `json:"value"`
	Gas                  string        `json:"gas"`
	MaxFeePerGas         string        `json:"maxFeePerGas"`
	MaxPriorityFeePerGas string        `json:"maxPriorityFeePerGas"`
	Type                 string        `json:"type"`
}

// Simulation says where and how the transaction was simulated.
type Simulation struct {
	BlockNumber      uint64           `json:"blockNumber"`
	BlockHash        common.Hash      `json:"blockHash"`
	Success          bool             `json:"success"`
	GasEstimate      uint64           `json:"gasEstimate"`
	GasBufferPercent int              `json:"gasBufferPercent"`
	StateOverride    bool             `json:"stateOverride"`
	Revert           *simulate.Revert `json:"revert,omitempty"`
}

// prepared is the outcome of a pre-flight.
type prepared struct {
	Transaction         Transaction
	Simulation          Simulation
	RequiredGasFee      *big.Int
	InsufficientBalance bool
	Shortfalls          []string
	Report              *simulate.Report
}

// chain is one chain the service prepares transactions for.
type chain struct {
	id    uint64
	sim   *simulate.Simulator
	limit *simulationLimit // shared by all chains; nil: unbounded
}

// preflight simulates tx from `from` on ch and prices it, answering reads in the same batch, at
// block `at` (nil: the chain's latest, pinned for the request; see simulate.Simulator.RunPlan).
// When the sender's margin wallet or native balance is short, it says so and still estimates
// the gas under a state override that lends the sender what is missing. Any other revert is
// an error (422) carrying the decoded revert.
func preflight(ctx context.Context, ch chain, at *simulate.Head, from common.Address, tx trade.Tx, reads ...simulate.Read) (*prepared, error) {
	release, err := ch.limit.acquire(ctx)
	if err != nil {
		return nil, err
	}
	defer release()
	call := simulate.Call{From: from, To: tx.To, Data: tx.Data, Value: tx.Value}
	var rep *simulate.Report
	if at == nil {
		rep, err = ch.sim.Run(ctx, call, nil, reads...)
	} else {
		rep, err = ch.sim.RunAt(ctx, *at, call, nil, reads...)
	}
	if err != nil {
		return nil, upstream("simulation", err)
	}
	return settle(ctx, ch, from, tx, rep, reads...)
}

// prepareWithFees pre-flights the transaction build makes with the cached execution fees, as
// preflight does (at nil: a newly pinned block). When the vault says the fees changed
// (InvalidExecutionFee), it reads them again at the simulated block and runs once more there
// with them, so that every simulation of the request sees one block. The transaction returned
// is the one simulated last; p is nil only when nothing was simulated (err says why).
func (s *Server) prepareWithFees(ctx context.Context, at *simulate.Head, from common.Address, build func(trade.Fees) (trade.Tx, error), reads ...simulate.Read) (trade.Tx, *prepared, error) {
	fees, err := s.fees.get(ctx)
	if err != nil {
		return trade.Tx{}, nil, err
	}
	tx, err := build(fees)
	if err != nil {
		return trade.Tx{}, nil, err
	}
	p, err := preflight(ctx, s.destChain, at, from, tx, reads...)
	if p == nil || !isFeeChange(err) {
		return tx, p, err
	}
	block := p.Report.Head()
	if fees, err = s.fees.readAt(ctx, block); err != nil {
		return tx, nil, err
	}
	if tx, err = build(fees); err != nil {
		return tx, nil, err
	}
	p, err = preflight(ctx, s.destChain, &block, from, tx, reads...)
	return tx, p, err
}

// settle finishes a pre-flight from the report of tx's first simulation (without override),
// which may have come from a larger plan: the rounds with what is missing lent (which re-run
// reads with the simulation, at the first one's block), then the price. The caller holds a
// simulation slot.
func settle(ctx context.Context, ch chain, from common.Address, tx trade.Tx, rep *simulate.Report, reads ...simulate.Read) (*prepared, error) {
	call := simulate.Call{From: from, To: tx.To, Data: tx.Data, Value: tx.Value}
	p := &prepared{Report: rep}
	// When the sender cannot pay, the simulation is run again with what is missing lent to it
	// (native balance, margin wallet), so that it still shows what else would happen and how
	// much gas the transaction needs. A margin shortfall can only show once the native one is
	// lent, hence up to two rounds; both only ever happen for an insufficient balance.
	override := simulate.StateOverride{}
	balance, insufficientFunds := rep.SenderBalance, rep.InsufficientFunds
	for round := 0; round < 2; round++ {
		lent := false
		if rv := rep.Revert; rv != nil && rv.Name == "InsufficientMarginBalance" {
			if _, done := override[tx.To]; !done {
				required, _ := new(big.Int).SetString(argOr(rv, "required", "0"), 10)
				available, _ := new(big.Int).SetString(argOr(rv, "available", "0"), 10)
				p.InsufficientBalance = true
				p.Shortfalls = append(p.Shortfalls, fmt.Sprintf(
					"margin wallet holds %s USD but this order needs %s USD (collateral plus opening fee): deposit at least %s USD more",
					fixedpoint.Format(available, platform.PriceDecimals), fixedpoint.Format(required, platform.PriceDecimals),
					fixedpoint.Format(new(big.Int).Sub(required, available), platform.PriceDecimals)))
				lendMargin(override, tx.To, from, required)
				lent = true
			}
		}
		if rep.InsufficientFunds {
			p.InsufficientBalance = true
		}
		if _, done := override[from]; !done && (lent || rep.InsufficientFunds) {
			override[from] = simulate.OverrideAccount{Balance: (*hexutil.Big)(new(big.Int).Lsh(big.NewInt(1), 128))}
			lent = true
		}
		if !lent {
			break
		}
		again, err := ch.sim.RunAt(ctx, rep.Head(), call, override, reads...)
		if err != nil {
			return nil, upstream("simulation", err)
		}
		again.SenderBalance, again.InsufficientFunds = balance, insufficientFunds
		p.Simulation.StateOverride = true
		rep = again
		p.Report = again
		if again.Revert == nil || again.Revert.Name != "InsufficientMarginBalance" {
			break
		}
		rep.InsufficientFunds = false // already lent; look only at the margin now
	}
	// on a revert p still carries the report (and its reads) for callers that check them first
	if rep.Revert != nil {
		return p, reverted(rep.Revert)
	}
	if rep.GasEstimate == 0 {
		if rep.EstimateRevert != nil {
			return p, reverted(rep.EstimateRevert)
		}
		return p, &Error{Status: http.StatusBadGateway, Code: CodeUpstream, Message: "the node did not estimate the gas of the transaction"}
	}

	limit := gasLimit(rep.GasEstimate, tx.Data)
	maxFee := new(big.Int).Add(new(big.Int).Mul(rep.BaseFee, big.NewInt(2)), rep.TipCap)
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
		ChainID: ch.id, From: from.Hex(), To: tx.To.Hex(), Data: tx.Data, Value: value.String(),
		Gas: fmt.Sprint(limit), MaxFeePerGas: maxFee.String(), MaxPriorityFeePerGas: rep.TipCap.String(), Type: "0x2",
	}
	p.Simulation.BlockNumber = rep.BlockNumber
	p.Simulation.BlockHash = rep.BlockHash
	p.Simulation.Success = rep.Success
	p.Simulation.GasEstimate = rep.GasEstimate
	p.Simulation.GasBufferPercent = GasBufferPercent
	return p, nil
}

// lendMargin overrides the vault's storage so that `from` holds `amount` in its margin wallet
// (and totalMargin cannot underflow when it is debited).
func lendMargin(o simulate.StateOverride, vaultAddr, from common.Address, amount *big.Int) {
	o[vaultAddr] = simulate.OverrideAccount{StateDiff: map[common.Hash]common.Hash{
		trade.MarginBalanceSlot(from): common.BigToHash(amount),
		trade.TotalMarginSlot():       common.BigToHash(new(big.Int).Lsh(big.NewInt(1), 200)),
	}}
}

func argOr(rv *simulate.Revert, name, def string) string {
	if v, ok := rv.Arg(name); ok {
		return v
	}
	return def
}
