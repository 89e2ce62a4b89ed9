package sender

import (
	"context"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"
)

// nonceAttempts bounds how often publish reads the nonce again because the one it signed was
// taken. Each attempt signs a nonce above the one found taken, so a pool whose pending nonce
// lags cannot make it loop.
const nonceAttempts = 5

// publish signs unsigned with the next nonce and sends it. A nonce the chain or the pool
// already holds (a refusal the chain explains as mined or held: refusalOf) was taken by another
// process sending from the same key: publish reads the pending nonce again and signs the next
// free one. Any other failure leaves the nonce unused, and the next send reads it from the
// chain instead of counting on, so that a failed send leaves no gap.
func (s *Sender) publish(ctx context.Context, unsigned *types.DynamicFeeTx) (*types.Transaction, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var floor uint64 // every nonce below it is known to be taken
	for attempt := 1; ; attempt++ {
		if !s.nonceKnown {
			n, err := s.backend.PendingNonceAt(ctx, s.from)
			if err != nil {
				return nil, fmt.Errorf("pending nonce: %w", err)
			}
			s.nonce, s.nonceKnown = max(n, floor), true
		}
		unsigned.Nonce = s.nonce
		tx, err := types.SignNewTx(s.key, s.signer, unsigned)
		if err != nil {
			return nil, fmt.Errorf("sign: %w", err)
		}
		err = s.backend.SendTransaction(ctx, tx)
		why := refusedOther
		if err != nil {
			why = s.refusalOf(ctx, tx, err)
		}
		switch {
		case err == nil || why == refusedKnown: // the node holds these very bytes
			s.nonce++
			return tx, nil
		case (why == refusedMined || why == refusedHeld) && attempt < nonceAttempts:
			floor, s.nonceKnown = tx.Nonce()+1, false
		default:
			s.nonceKnown = false
			return nil, fmt.Errorf("send transaction (nonce %d): %w", tx.Nonce(), err)
		}
	}
}

// ForgetNonce makes the next send read the nonce from the chain: after the chain's state was
// reset under the sender (an anvil snapshot reverted), the nonce it counted on is no longer the
// account's, and a transaction signed with it would wait in the pool behind a gap.
func (s *Sender) ForgetNonce() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.nonceKnown = false
}

// refusal is what a node's refusal of a transaction means. It is read from the chain (is the
// transaction known, is its nonce mined or held by a pending one), never from the error's
// message, whose wording differs between nodes and their releases; the refusal only says that
// the node answered.
type refusal int

const (
	refusedOther refusal = iota // the node did not answer, or none of the below: the error stands
	refusedKnown                // the node has this very transaction, pending or mined
	refusedMined                // a transaction at its nonce was mined
	refusedHeld                 // a pending transaction holds its nonce (its fees were not beaten)
)

// refusalOf asks the chain what the node's refusal err of tx means: a few reads, only ever
// after a refused send.
func (s *Sender) refusalOf(ctx context.Context, tx *types.Transaction, err error) refusal {
	var answered rpc.Error
	if !errors.As(err, &answered) || ctx.Err() != nil {
		return refusedOther
	}
	if _, _, e := s.backend.TransactionByHash(ctx, tx.Hash()); e == nil {
		return refusedKnown
	}
	if n, e := s.backend.NonceAt(ctx, s.from, nil); e == nil && n > tx.Nonce() {
		return refusedMined
	}
	if n, e := s.backend.PendingNonceAt(ctx, s.from); e == nil && n > tx.Nonce() {
		return refusedHeld
	}
	return refusedOther
}
