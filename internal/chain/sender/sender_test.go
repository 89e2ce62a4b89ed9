package sender_test

import (
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/chain/sender"
)

// A chain before London has no base fee: sending is a *NoBaseFeeError that says so, not a
// panic, and nothing is sent.
func TestChainWithoutBaseFee(t *testing.T) {
	ctx := testCtx(t)
	c := startAnvil(t, "--hardfork", "berlin")
	from := newAccount(t)
	c.fund(t, from.addr)
	head, err := c.client.HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	require.Nil(t, head.BaseFee, "berlin has no base fee")
	s, err := sender.New(ctx, c.client, from.key, nil)
	require.NoError(t, err)

	_, err = s.Transfer(ctx, common.HexToAddress("0x1234"), big.NewInt(1))
	var nb *sender.NoBaseFeeError
	require.True(t, errors.As(err, &nb), "%v", err)
	require.Contains(t, err.Error(), "no EIP-1559 base fee")
	n, err := c.client.PendingNonceAt(ctx, from.addr)
	require.NoError(t, err)
	require.Zero(t, n, "nothing sent")
}
