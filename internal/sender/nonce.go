package sender

import (
	"context"
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum/core/types"
)

// nonceAttempts bounds how often publish reads the nonce again because the one it signed was
// taken. Each attempt signs a nonce above the one found taken, so a pool whose pending nonce
// lags cannot make it loop.
const nonceAttempts = 5

// publish signs unsigned with the next nonce and sends it. A nonce the chain or the pool
// already holds ("nonce too low", "replacement transaction underpriced") was taken by another
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
		switch {
		case err == nil || isKnown(err): // "known": the pool holds these very bytes
			s.nonce++
			return tx, nil
		case isNonceTaken(err) && attempt < nonceAttempts:
			floor, s.nonceKnown = tx.Nonce()+1, false
		default:
			s.nonceKnown = false
			return nil, fmt.Errorf("send transaction (nonce %d): %w", tx.Nonce(), err)
		}
	}
}

// forgetNonce makes the next send read the nonce from the chain.
func (s *Sender) forgetNonce() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.nonceKnown = false
}

// Pool errors come back as JSON-RPC messages; geth's and anvil's wordings are matched.

// isKnown: the pool already holds this exact transaction.
func isKnown(err error) bool {
	return containsAny(err, "already known", "already imported", "known transaction")
}

// isNonceTaken: the nonce was mined, or a pending transaction holds it with fees the new
// one does not beat by the pool's price bump.
func isNonceTaken(err error) bool {
	return isNonceTooLow(err) || containsAny(err, "replacement transaction underpriced")
}

func isNonceTooLow(err error) bool { return containsAny(err, "nonce too low") }

func containsAny(err error, subs ...string) bool {
	msg := strings.ToLower(err.Error())
	for _, sub := range subs {
		if strings.Contains(msg, sub) {
			return true
		}
	}
	return false
}
