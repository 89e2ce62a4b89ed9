package api

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/tradeprep/tradeprep/internal/service/prepare"
	"github.com/tradeprep/tradeprep/internal/service/trade"
)

// Batches: a preparation asked with "batch" answers the calls of the operation as one unit:
// "calls" for a wallet's EIP-5792 wallet_sendCalls, "eip7702" as one type-4 transaction of a
// plain account that delegates to the platform's batch executor.

// sendCallsVersion is the version of EIP-5792's wallet_sendCalls parameters answered in calls.
const sendCallsVersion = "2.0.0"

// parseBatching reads "batch" and "replaceDelegation".
func parseBatching(batch batchModeField, replace boolField) (trade.Batching, *Error) {
	var b trade.Batching
	var apiErr *Error
	if b.Mode, apiErr = batch.decode("batch"); apiErr != nil {
		return b, apiErr
	}
	if b.ReplaceDelegation, apiErr = replace.decode("replaceDelegation"); apiErr != nil {
		return trade.Batching{Mode: b.Mode}, apiErr
	}
	if b.ReplaceDelegation && b.Mode != trade.BatchEIP7702 {
		return trade.Batching{Mode: b.Mode}, invalid("replaceDelegation", "replaceDelegation applies to \"batch\": \"eip7702\" only")
	}
	return b, nil
}

// Batch is how the calls of a batched preparation are sent: the calls in order, the account's
// delegation as the simulation found it and, for an EIP-7702 batch that must delegate first, the
// authorization to sign with the transaction.
type Batch struct {
	Mode     string      `json:"mode"`
	Executor string      `json:"executor"`
	Steps    []BatchStep `json:"steps"`
	// Delegate is the contract the account delegates to now (EIP-7702), absent when none.
	Delegate string `json:"delegate,omitempty"`
	// AccountIsContract: the account has code of its own (a smart account).
	AccountIsContract bool `json:"accountIsContract"`
	// Authorization to sign (EIP-7702; null when the transaction needs none).
	Authorization *Authorization `json:"authorization"`
}

// BatchStep is one call of a batch; value in wei, decimal.
type BatchStep struct {
	Name  string        `json:"name"`
	To    string        `json:"to"`
	Data  hexutil.Bytes `json:"data"`
	Value string        `json:"value"`
}

// Authorization is an EIP-7702 authorization to sign: the executor's address, the chain and the
// account's nonce it is valid at (the transaction's own nonce plus one).
type Authorization struct {
	Address string `json:"address"`
	ChainID uint64 `json:"chainId"`
	Nonce   uint64 `json:"nonce"`
}

// SendCalls is the parameter of EIP-5792's wallet_sendCalls for the batch: chain id and values
// in hex, atomic.
type SendCalls struct {
	Version        string       `json:"version"`
	ChainID        string       `json:"chainId"`
	From           string       `json:"from"`
	AtomicRequired bool         `json:"atomicRequired"`
	Calls          []WalletCall `json:"calls"`
}

// WalletCall is one call of wallet_sendCalls.
type WalletCall struct {
	To    string        `json:"to"`
	Data  hexutil.Bytes `json:"data"`
	Value string        `json:"value"`
}

// batchOf is the wire form of tx's batch and the delegation p found, and the wallet_sendCalls
// parameters of a "calls" batch; nils without a batch.
func batchOf(mode trade.BatchMode, tx prepare.Tx, p *prepare.Prepared) (*Batch, *SendCalls) {
	b := tx.Batch
	if b == nil || mode == trade.NoBatch {
		return nil, nil
	}
	out := &Batch{Mode: string(mode), Executor: b.Executor.Hex(), Steps: make([]BatchStep, len(b.Steps))}
	calls := make([]WalletCall, len(b.Steps))
	for i, s := range b.Steps {
		v := s.Tx.Value
		if v == nil {
			v = new(big.Int)
		}
		out.Steps[i] = BatchStep{Name: s.Name, To: s.Tx.To.Hex(), Data: s.Tx.Data, Value: v.String()}
		calls[i] = WalletCall{To: s.Tx.To.Hex(), Data: s.Tx.Data, Value: hexutil.EncodeBig(v)}
	}
	if d := p.Delegation; d != nil {
		if d.Current != (common.Address{}) {
			out.Delegate = d.Current.Hex()
		}
		out.AccountIsContract = d.Contract
		if a := d.Authorization; a != nil && mode == trade.BatchEIP7702 {
			out.Authorization = &Authorization{Address: a.Address.Hex(), ChainID: a.ChainID, Nonce: a.Nonce}
		}
	}
	if mode != trade.BatchCalls {
		return out, nil
	}
	return out, &SendCalls{Version: sendCallsVersion, ChainID: hexutil.EncodeUint64(p.Transaction.ChainID),
		From: p.Transaction.From.Hex(), AtomicRequired: true, Calls: calls}
}
