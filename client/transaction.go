package client

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
)

// Unsigned returns the prepared transaction exactly as the service returned it (chain, call,
// value, gas limit and fee caps) with the sender's nonce, as go-ethereum's EIP-1559
// transaction, ready to sign with types.SignTx and types.LatestSignerForChainID. It refuses
// anything that is not a well-formed dynamic-fee transaction rather than guess.
func (t Transaction) Unsigned(nonce uint64) (*types.Transaction, error) {
	if t.Type != TransactionTypeN0X2 {
		return nil, fmt.Errorf("transaction type %q: only 0x2 (EIP-1559) is prepared", t.Type)
	}
	if t.ChainID <= 0 {
		return nil, fmt.Errorf("transaction chainId %d: not a chain id", t.ChainID)
	}
	if !common.IsHexAddress(t.To) || !strings.HasPrefix(t.To, "0x") {
		return nil, fmt.Errorf("transaction to %q: not an address", t.To)
	}
	data, err := hexutil.Decode(t.Data)
	if err != nil {
		return nil, fmt.Errorf("transaction data: %w", err)
	}
	fields := map[string]string{"value": t.Value, "gas": t.Gas, "maxFeePerGas": t.MaxFeePerGas, "maxPriorityFeePerGas": t.MaxPriorityFeePerGas}
	n := map[string]*big.Int{}
	for name, text := range fields {
		v, err := wei(text)
		if err != nil {
			return nil, fmt.Errorf("transaction %s: %w", name, err)
		}
		n[name] = v
	}
	if !n["gas"].IsUint64() {
		return nil, fmt.Errorf("transaction gas %s: above 2^64-1", t.Gas)
	}
	to := common.HexToAddress(t.To)
	return types.NewTx(&types.DynamicFeeTx{
		ChainID:   big.NewInt(int64(t.ChainID)),
		Nonce:     nonce,
		GasTipCap: n["maxPriorityFeePerGas"],
		GasFeeCap: n["maxFeePerGas"],
		Gas:       n["gas"].Uint64(),
		To:        &to,
		Value:     n["value"],
		Data:      data,
	}), nil
}

// wei parses a non-negative decimal integer (the Wei schema), at most 78 digits (2^256).
func wei(text string) (*big.Int, error) {
	if text == "" || len(text) > 78 || strings.TrimLeft(text, "0123456789") != "" {
		return nil, fmt.Errorf("%q is not a decimal integer", text)
	}
	v, _ := new(big.Int).SetString(text, 10)
	if v.BitLen() > 256 {
		return nil, fmt.Errorf("%s is above 2^256-1", text)
	}
	return v, nil
}
