package sender

import (
	"context"
	"fmt"
	"math/big"
)

// NoBaseFeeError is a chain whose head has no EIP-1559 base fee (before London). The sender
// signs only EIP-1559 transactions, whose fee cap is priced from the base fee.
type NoBaseFeeError struct {
	ChainID *big.Int
	Block   uint64
}

func (e *NoBaseFeeError) Error() string {
	return fmt.Sprintf("chain %s has no EIP-1559 base fee (block %d has none: the chain is before London); the sender signs only EIP-1559 transactions", e.ChainID, e.Block)
}

// market is the fee market at the head.
type market struct{ tip, baseFee *big.Int }

// fees of an EIP-1559 transaction.
type fees struct{ tip, feeCap *big.Int }

// fees the market asks for a transaction: the suggested tip and room for the base fee to
// double.
func (m market) fees() fees {
	return fees{tip: m.tip, feeCap: new(big.Int).Add(m.tip, new(big.Int).Mul(m.baseFee, big.NewInt(2)))}
}

func (s *Sender) market(ctx context.Context) (market, error) {
	head, err := s.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return market{}, fmt.Errorf("latest header: %w", err)
	}
	if head.BaseFee == nil {
		return market{}, &NoBaseFeeError{ChainID: s.ChainID(), Block: head.Number.Uint64()}
	}
	tip, err := s.backend.SuggestGasTipCap(ctx)
	if err != nil {
		return market{}, fmt.Errorf("suggest tip: %w", err)
	}
	return market{tip: tip, baseFee: head.BaseFee}, nil
}
