package sender_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/chain/sender"
)

// pendingTransfer starts anvil without mining and, in the background, a transfer of 1 wei from
// a funded sender that resubmits after resubmitAfter; it returns once the pool holds the
// transfer's first version, with the channel of the transfer's result.
func pendingTransfer(t *testing.T, resubmitAfter time.Duration) (c *anvilChain, from account, done <-chan result, first *types.Transaction) {
	t.Helper()
	c = startAnvil(t, "--no-mining")
	from, s := c.fundedSender(t, sender.Config{ResubmitAfter: resubmitAfter})
	ctx := testCtx(t)
	done = inBackground(func() (*types.Receipt, error) { return s.Transfer(ctx, common.HexToAddress("0x1234"), big.NewInt(1)) })
	return c, from, done, c.waitPooled(t, from.addr, 0, nil)
}

// A transaction that stays in the pool unmined is replaced at the same nonce with both fees
// raised by at least 10%; the pool takes the replacement, and its receipt is returned.
func TestReplacesTransactionLeftInPool(t *testing.T) {
	ctx := testCtx(t)
	c, from, done, first := pendingTransfer(t, time.Second)
	c.waitPooled(t, from.addr, 0, func(tx *types.Transaction) bool { return tx.Hash() != first.Hash() })
	c.mine(t)

	res := await(t, done)
	require.NoError(t, res.err)
	requireBumped(t, first, txOf(t, c.client, res.receipt))
	_, err := c.client.TransactionReceipt(ctx, first.Hash())
	require.ErrorIs(t, err, ethereum.NotFound)
}

// A transaction whose fee cap the base fee outgrew (anvil drops it from the pool at the next
// block; geth would keep it, unminable) is replaced with fees priced from the new base fee.
func TestReplacesTransactionUnderBaseFee(t *testing.T) {
	ctx := testCtx(t)
	c, _, done, first := pendingTransfer(t, 500*time.Millisecond)
	high := new(big.Int).Mul(first.GasFeeCap(), big.NewInt(4))
	stop := c.mineEvery(t, 100*time.Millisecond, func(ctx context.Context) error {
		return c.rpc.CallContext(ctx, nil, "anvil_setNextBlockBaseFeePerGas", (*hexutil.Big)(high))
	})
	res := await(t, done)
	stop()

	require.NoError(t, res.err)
	replacement := txOf(t, c.client, res.receipt)
	requireBumped(t, first, replacement)
	block, err := c.client.HeaderByNumber(ctx, res.receipt.BlockNumber)
	require.NoError(t, err)
	require.Equal(t, high, block.BaseFee, "mined under a base fee over the first version's fee cap")
}

// A transaction dropped from the pool is sent again, re-signed with bumped fees.
func TestResendsDroppedTransaction(t *testing.T) {
	c, from, done, first := pendingTransfer(t, 500*time.Millisecond)
	c.call(t, "anvil_dropTransaction", first.Hash())
	require.Nil(t, c.pooled(t, from.addr, 0))
	stop := c.mineEvery(t, 100*time.Millisecond, nil)
	res := await(t, done)
	stop()

	require.NoError(t, res.err)
	requireBumped(t, first, txOf(t, c.client, res.receipt))
}

// Replacements never price the fee cap over the ceiling, and the one that would have to is a
// *FeeCeilingError naming the ceiling.
func TestReplacementStopsAtCeiling(t *testing.T) {
	ctx := testCtx(t)
	c := startAnvil(t, "--no-mining") // no block: the base fee stays, nothing is mined
	from := newAccount(t)
	c.fund(t, from.addr)
	head, err := c.client.HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	tip, err := c.client.SuggestGasTipCap(ctx)
	require.NoError(t, err)
	firstCap := new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2)))
	// room for two replacements (+10%, +21%), not for a third (+33.1%)
	ceiling := new(big.Int).Div(new(big.Int).Mul(firstCap, big.NewInt(130)), big.NewInt(100))
	s, err := sender.NewWithConfig(ctx, c.client, from.key, nil, sender.Config{ResubmitAfter: 300 * time.Millisecond, MaxFeeCap: ceiling})
	require.NoError(t, err)

	sendCtx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	_, err = s.Transfer(sendCtx, common.HexToAddress("0x1234"), big.NewInt(1))
	var ce *sender.FeeCeilingError
	require.ErrorAs(t, err, &ce)
	require.Contains(t, err.Error(), "ceiling")
	require.Equal(t, ceiling, ce.Ceiling)
	require.Equal(t, uint64(0), ce.Nonce)
	require.Len(t, ce.Sent, 3, "the first version and two replacements")
	require.Positive(t, ce.Needed.Cmp(ceiling))

	last := c.pooled(t, from.addr, 0)
	require.NotNil(t, last)
	require.Equal(t, ce.Sent[2], last.Hash(), "the last replacement holds the nonce in the pool")
	require.LessOrEqual(t, last.GasFeeCap().Cmp(ceiling), 0, "fee cap %s over the ceiling %s", last.GasFeeCap(), ceiling)
	require.Positive(t, last.GasFeeCap().Cmp(firstCap))
}

// A reorg that removes this sender's own transactions leaves its local nonce above the chain's:
// the next transaction is queued behind a gap and no fee bump can get it mined. The sender
// finds the gap a second after sending, replaces the queued copy with a no-op (so that it can
// never run late, when the account's nonces reach it again), reads the nonce from the chain
// and sends the call again: the send succeeds, and the call runs exactly once.
func TestNonceGapAfterReorgIsRecovered(t *testing.T) {
	ctx := testCtx(t)
	c := startAnvil(t)
	from, s := c.fundedSender(t, sender.Config{}) // default resubmission: 36 s
	to := common.HexToAddress("0x1234")
	for i := 0; i < 2; i++ {
		_, err := s.Transfer(ctx, to, big.NewInt(1))
		require.NoError(t, err)
	}
	c.call(t, "anvil_reorg", 2, []any{}) // both transfers (nonces 0 and 1) are gone
	n, err := c.client.PendingNonceAt(ctx, from.addr)
	require.NoError(t, err)
	require.Equal(t, uint64(0), n)

	start := time.Now()
	r, err := s.Transfer(ctx, to, big.NewInt(1)) // signed at nonce 2 first: behind the gap
	require.NoError(t, err)
	require.Less(t, time.Since(start), 10*time.Second, "found well before the first resubmission")
	require.Equal(t, uint64(0), txOf(t, c.client, r).Nonce(), "sent again at the chain's nonce")

	// the account's nonces reach 2 again: the no-op runs there, not the stale transfer
	for i := 0; i < 3; i++ {
		_, err := s.Transfer(ctx, to, big.NewInt(1))
		require.NoError(t, err)
	}
	bal, err := c.client.BalanceAt(ctx, to, nil)
	require.NoError(t, err)
	require.Equal(t, int64(4), bal.Int64(), "4 transfers sent after the reorg, each ran once")
	n, err = c.client.NonceAt(ctx, from.addr, nil)
	require.NoError(t, err)
	require.Equal(t, uint64(5), n, "4 transfers and the no-op at nonce 2")
}
