package api

import (
	"math/big"
	"strconv"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform/problem"
	"github.com/tradeprep/tradeprep/internal/service/prepare"
)

// Transaction is a prepared EIP-1559 transaction on the wire (prepare.Transaction): wei
// amounts and gas as decimal strings, the addresses EIP-55, the type in hex ("0x2").
type Transaction struct {
	ChainID              uint64        `json:"chainId"`
	From                 string        `json:"from"`
	To                   string        `json:"to"`
	Data                 hexutil.Bytes `json:"data"`
	Value                string        `json:"value"`
	Gas                  string        `json:"gas"`
	MaxFeePerGas         string        `json:"maxFeePerGas"`
	MaxPriorityFeePerGas string        `json:"maxPriorityFeePerGas"`
	Type                 string        `json:"type"`
	// Nonce the transaction must be sent with (a type-4 transaction's authorization is signed
	// over the next one); absent: the sender's next.
	Nonce *uint64 `json:"nonce,omitempty"`
}

// Simulation is where and how a transaction was simulated, on the wire (prepare.Simulation);
// its revert written as the error body's (Revert, the same shape as simulate.Revert's JSON).
type Simulation struct {
	BlockNumber      uint64       `json:"blockNumber"`
	BlockHash        common.Hash  `json:"blockHash"`
	Success          bool         `json:"success"`
	GasEstimate      uint64       `json:"gasEstimate"`
	GasBufferPercent int          `json:"gasBufferPercent"`
	StateOverride    bool         `json:"stateOverride"`
	Revert           *Revert      `json:"revert,omitempty"`
	WithOverride     *OverrideRun `json:"withOverride,omitempty"`
	Context          BlockContext `json:"context"`
}

// OverrideRun is the simulation run again with what the sender is missing lent to it
// (prepare.OverrideRun).
type OverrideRun struct {
	Success     bool   `json:"success"`
	GasEstimate uint64 `json:"gasEstimate"`
}

// BlockContext is the block a transaction was simulated in (prepare.BlockContext); the base
// fee in wei per gas, decimal.
type BlockContext struct {
	BlockNumber uint64 `json:"blockNumber"`
	Timestamp   uint64 `json:"timestamp"`
	BaseFee     string `json:"baseFee"`
}

// Effect is one balance change on the wire (prepare.Effect): the delta an exact signed decimal
// in the asset's units ("-1000", "0.5").
type Effect struct {
	Account string `json:"account"`
	Asset   string `json:"asset"`
	Token   string `json:"token,omitempty"`
	Delta   string `json:"delta"`
	// DeltaUnits is Delta in the asset's base units: wei for ETH, the token's base units, 10^-30
	// USD for the margin wallet (the Vault's own figure).
	DeltaUnits string `json:"deltaUnits"`
}

// transactionOf is the wire form of a prepared transaction.
func transactionOf(t prepare.Transaction) Transaction {
	return Transaction{ChainID: t.ChainID, From: t.From.Hex(), To: t.To.Hex(), Data: t.Data, Value: decimalOrZero(t.Value),
		Gas: strconv.FormatUint(t.Gas, 10), MaxFeePerGas: decimalOrZero(t.MaxFeePerGas),
		MaxPriorityFeePerGas: decimalOrZero(t.MaxPriorityFeePerGas), Type: hexutil.EncodeUint64(uint64(t.Type)), Nonce: t.Nonce}
}

// transactionPtrOf is transactionOf of a transaction that may be absent (nil).
func transactionPtrOf(t *prepare.Transaction) *Transaction {
	if t == nil {
		return nil
	}
	out := transactionOf(*t)
	return &out
}

// simulationOf is the wire form of a simulation.
func simulationOf(s prepare.Simulation) Simulation {
	out := Simulation{BlockNumber: s.BlockNumber, BlockHash: s.BlockHash, Success: s.Success, GasEstimate: s.GasEstimate,
		GasBufferPercent: s.GasBufferPercent, StateOverride: s.StateOverride, Revert: revertOf(&problem.Error{Revert: s.Revert}), Context: blockContextOf(s.Context)}
	if w := s.WithOverride; w != nil {
		out.WithOverride = &OverrideRun{Success: w.Success, GasEstimate: w.GasEstimate}
	}
	return out
}

// blockContextOf is the wire form of a block context; a nil base fee is 0.
func blockContextOf(c prepare.BlockContext) BlockContext {
	return BlockContext{BlockNumber: c.BlockNumber, Timestamp: c.Timestamp, BaseFee: decimalOrZero(c.BaseFee)}
}

// effectsOf is the wire form of a list of effects: nil stays nil (null), empty stays empty ([]).
func effectsOf(es []prepare.Effect) []Effect {
	if es == nil {
		return nil
	}
	out := make([]Effect, len(es))
	for i, e := range es {
		out[i] = Effect{Account: e.Account, Asset: e.Asset, Token: e.Token, Delta: fixedpoint.Format(e.Delta, e.Decimals),
			DeltaUnits: e.Delta.String()}
	}
	return out
}

// decimalOrZero is v in decimal, "0" when v is nil.
func decimalOrZero(v *big.Int) string {
	if v == nil {
		return "0"
	}
	return v.String()
}
