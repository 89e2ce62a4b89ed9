package client

import (
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/holiman/uint256"
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

// UnsignedSetCode returns a batch's type-4 transaction (EIP-7702) exactly as the service
// returned it, with the nonce it gave and the signed authorizations (Authorization.Sign) in its
// authorization list. It refuses any other type, a transaction without its nonce and an empty
// list: such a transaction would delegate nothing.
func (t Transaction) UnsignedSetCode(auths ...types.SetCodeAuthorization) (*types.Transaction, error) {
	if t.Type != TransactionTypeN0X4 {
		return nil, fmt.Errorf("transaction type %q: only 0x4 (EIP-7702) carries authorizations", t.Type)
	}
	if t.Nonce == nil {
		return nil, fmt.Errorf("a type-4 transaction is prepared with its nonce; this one has none")
	}
	if len(auths) == 0 {
		return nil, fmt.Errorf("a type-4 transaction needs at least one authorization")
	}
	t.Type = TransactionTypeN0X2
	inner, err := t.Unsigned(uint64(*t.Nonce))
	if err != nil {
		return nil, err
	}
	return types.NewTx(&types.SetCodeTx{
		ChainID:   uint256.MustFromBig(inner.ChainId()),
		Nonce:     inner.Nonce(),
		GasTipCap: uint256.MustFromBig(inner.GasTipCap()),
		GasFeeCap: uint256.MustFromBig(inner.GasFeeCap()),
		Gas:       inner.Gas(),
		To:        *inner.To(),
		Value:     uint256.MustFromBig(inner.Value()),
		Data:      inner.Data(),
		AuthList:  auths,
	}), nil
}

// Sign signs the authorization with the account's key (EIP-7702), for UnsignedSetCode.
func (a Authorization) Sign(key *ecdsa.PrivateKey) (types.SetCodeAuthorization, error) {
	if !common.IsHexAddress(a.Address) || a.ChainID <= 0 || a.Nonce < 0 {
		return types.SetCodeAuthorization{}, fmt.Errorf("authorization %+v: not an address, chain id or nonce", a)
	}
	return types.SignSetCode(key, types.SetCodeAuthorization{
		ChainID: *uint256.NewInt(uint64(a.ChainID)), Address: common.HexToAddress(a.Address), Nonce: uint64(a.Nonce),
	})
}
