package actor

import (
	"context"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
)

// callAt runs a read of contract on c at the head.
func callAt(ctx context.Context, c *Chain, contract common.Address, data []byte) ([]byte, error) {
	return c.Client.CallContract(ctx, ethereum.CallMsg{To: &contract, Data: data}, nil)
}
