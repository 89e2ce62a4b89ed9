package sender

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
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

// FeeCeilingError is a transaction that needs a fee cap over the ceiling (Config.MaxFeeCap,
// Config.FeeLimitMultiplier): its last replacement went unmined, and the next would have to go
// over it; or, with Sent empty, the base fee is over it already and nothing was sent.
type FeeCeilingError struct {
	Nonce   uint64
	Sent    []common.Hash // every version sent, oldest first
	Needed  *big.Int      // the least fee cap the next version needs, in wei
	Ceiling *big.Int      // in wei
	SendErr error         // the last failed send of a replacement, if any
}

func (e *FeeCeilingError) Error() string {
	if len(e.Sent) == 0 {
		return fmt.Sprintf("fee cap ceiling reached: the base fee needs a fee cap of %s wei, over the ceiling of %s wei; nothing sent", e.Needed, e.Ceiling)
	}
	msg := fmt.Sprintf("fee cap ceiling reached: nonce %d is not mined after %d versions, and a replacement needs a fee cap of at least %s wei, over the ceiling of %s wei; the versions sent (last %s) may still be mined",
		e.Nonce, len(e.Sent), e.Needed, e.Ceiling, e.Sent[len(e.Sent)-1])
	if e.SendErr != nil {
		msg += "; last send error: " + e.SendErr.Error()
	}
	return msg
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

// FeeCap is the fee cap, in wei, a transaction sent now would first be signed with: the
// suggested tip plus twice the head's base fee, under the ceiling of Config. A node accepts a
// transaction only from an account that holds its gas limit times this, plus its value.
func (s *Sender) FeeCap(ctx context.Context) (*big.Int, error) {
	m, err := s.market(ctx)
	if err != nil {
		return nil, err
	}
	f := m.fees()
	f, err = clampFirst(f, m.baseFee, s.ceiling(f.feeCap))
	if err != nil {
		return nil, err
	}
	return f.feeCap, nil
}

// ceiling of the fee cap of every version of a transaction first priced at feeCap.
func (s *Sender) ceiling(feeCap *big.Int) *big.Int {
	c := new(big.Int).Mul(feeCap, new(big.Int).SetUint64(s.cfg.FeeLimitMultiplier))
	if s.cfg.MaxFeeCap != nil && s.cfg.MaxFeeCap.Cmp(c) < 0 {
		c.Set(s.cfg.MaxFeeCap)
	}
	return c
}

// clampFirst brings the fees of a first version under the ceiling, as long as the fee cap still
// covers the base fee.
func clampFirst(f fees, baseFee, ceiling *big.Int) (fees, error) {
	if f.feeCap.Cmp(ceiling) <= 0 {
		return f, nil
	}
	if ceiling.Cmp(baseFee) < 0 {
		return fees{}, &FeeCeilingError{Needed: new(big.Int).Set(baseFee), Ceiling: ceiling}
	}
	return fees{tip: bigMin(f.tip, ceiling), feeCap: new(big.Int).Set(ceiling)}, nil
}

// replacementFees prices the version that replaces one priced old: both the tip and the fee
// cap raised by at least bumpPercent and by at least 1 wei (geth's pool wants both strictly
// higher and by its price bump), or to what the market asks if that is more, with the fee cap
// clamped to the ceiling. A *FeeCeilingError says the ceiling leaves no valid replacement.
func replacementFees(old fees, m market, bumpPercent uint64, ceiling *big.Int) (fees, error) {
	minTip, minCap := bumped(old.tip, bumpPercent), bumped(old.feeCap, bumpPercent)
	tip := bigMax(minTip, m.tip)
	feeCap := bigMax(minCap, new(big.Int).Add(tip, new(big.Int).Mul(m.baseFee, big.NewInt(2))))
	feeCap = bigMin(feeCap, ceiling)
	tip = bigMin(tip, feeCap)
	if feeCap.Cmp(minCap) < 0 || tip.Cmp(minTip) < 0 {
		return fees{}, &FeeCeilingError{Needed: minCap, Ceiling: new(big.Int).Set(ceiling)}
	}
	return fees{tip: tip, feeCap: feeCap}, nil
}

// bumped is x raised by percent, rounded up, and by at least 1.
func bumped(x *big.Int, percent uint64) *big.Int {
	b := new(big.Int).Mul(x, new(big.Int).SetUint64(100+percent))
	b.Add(b, big.NewInt(99)).Div(b, big.NewInt(100))
	return bigMax(b, new(big.Int).Add(x, big.NewInt(1)))
}

func bigMax(a, b *big.Int) *big.Int {
	if a.Cmp(b) >= 0 {
		return new(big.Int).Set(a)
	}
	return new(big.Int).Set(b)
}

func bigMin(a, b *big.Int) *big.Int {
	if a.Cmp(b) <= 0 {
		return new(big.Int).Set(a)
	}
	return new(big.Int).Set(b)
}
