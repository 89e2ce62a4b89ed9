package apitest

import (
	"context"
	"crypto/ecdsa"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/internal/sender"
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
	require.NoError(t, c.SendTransaction(ctx, signed))
	r, err := sender.WaitMined(ctx, c, signed.Hash(), 10*time.Millisecond)
	require.NoError(t, err)
	return r
}

// SignAndSend is Send, requiring the transaction to succeed.
func SignAndSend(t testing.TB, ctx context.Context, c *ethclient.Client, key *ecdsa.PrivateKey, tx client.Transaction) *types.Receipt {
	t.Helper()
	r := Send(t, ctx, c, key, tx)
	require.Equal(t, types.ReceiptStatusSuccessful, r.Status, "the prepared transaction %s", r.TxHash)
	return r
}
