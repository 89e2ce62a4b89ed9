package apitest

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
)

// Send signs a prepared transaction with key exactly as the service returned it
// (client.Transaction.Unsigned, at the sender's pending nonce), sends it on c and waits for its
// receipt, whatever its status.
func Send(t testing.TB, ctx context.Context, c *ethclient.Client, key *ecdsa.PrivateKey, tx client.Transaction) *types.Receipt {
	t.Helper()
	nonce, err := c.PendingNonceAt(ctx, common.HexToAddress(tx.From))
	require.NoError(t, err)
	unsigned, err := tx.Unsigned(nonce)
	require.NoError(t, err)
	signed, err := types.SignTx(unsigned, types.LatestSignerForChainID(unsigned.ChainId()), key)
	require.NoError(t, err)
	require.NoError(t, sendWhileTheNodeCatchesUp(ctx, c, signed))
	r, err := sender.WaitMined(ctx, c, signed.Hash(), 10*time.Millisecond)
	require.NoError(t, err)
	return r
}

// sendWhileTheNodeCatchesUp sends tx, again for up to two seconds while the node refuses it
// with a JSON-RPC error: geth's transaction pool moves to a new head a moment after the node
// reports it, so a transaction paid by a transfer mined just before can be refused against
// the block before ("insufficient funds ... balance 0", seen under the race detector). A
// transaction the node keeps refusing still fails the test, with the node's last answer.
func sendWhileTheNodeCatchesUp(ctx context.Context, c *ethclient.Client, tx *types.Transaction) error {
	deadline := time.Now().Add(2 * time.Second)
	for {
		err := c.SendTransaction(ctx, tx)
		var refused rpc.Error
		if err == nil || !errors.As(err, &refused) || time.Now().After(deadline) {
			return err
		}
		select {
		case <-ctx.Done():
			return err
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// SignAndSend is Send, requiring the transaction to succeed.
func SignAndSend(t testing.TB, ctx context.Context, c *ethclient.Client, key *ecdsa.PrivateKey, tx client.Transaction) *types.Receipt {
	t.Helper()
	r := Send(t, ctx, c, key, tx)
	require.Equal(t, types.ReceiptStatusSuccessful, r.Status, "the prepared transaction %s", r.TxHash)
	return r
}
