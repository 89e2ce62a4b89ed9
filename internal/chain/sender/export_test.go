package sender

import (
	"context"

	"github.com/ethereum/go-ethereum/core/types"
)

// RefusalOf is refusalOf by name: "other", "known", "mined" or "held".
func (s *Sender) RefusalOf(ctx context.Context, tx *types.Transaction, err error) string {
	return [...]string{"other", "known", "mined", "held"}[s.refusalOf(ctx, tx, err)]
}

var NotFoundYet = notFoundYet
