package sender_test

import (
	"context"
	"errors"
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"
	"golang.org/x/sync/errgroup"

	"github.com/tradeprep/tradeprep/internal/chain/devchain"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
)

// Concurrent sends from one sender land with consecutive nonces, no gap and no nonce twice,
// and the nonce is read from the chain once: the pool of the geth dev chain seals several of
// them in each block.
func TestConcurrentSendsTakeConsecutiveNonces(t *testing.T) {
	ctx := testCtx(t)
	from := newAccount(t)
	chain, err := devchain.Start(ctx, devchain.Config{
		ChainID:     1337,
		Alloc:       map[common.Address]*big.Int{from.addr: ether(1000)},
		BlockPeriod: 100 * time.Millisecond,
	})
	require.NoError(t, err)
	t.Cleanup(func() { require.NoError(t, chain.Close()) })
	backend := &countingBackend{Client: chain.Client()}
	s, err := sender.New(ctx, backend, from.key, nil)
	require.NoError(t, err)

	const goroutines, each = 16, 4
	receipts := make([]*types.Receipt, goroutines*each)
	var g errgroup.Group
	for i := range goroutines {
		g.Go(func() error {
			for j := range each {
				k := i*each + j
				r, err := s.Transfer(ctx, common.BigToAddress(big.NewInt(int64(0x1000+k))), big.NewInt(1))
				if err != nil {
					return err
				}
				receipts[k] = r
			}
			return nil
		})
	}
	require.NoError(t, g.Wait())

	var nonces []uint64
	blocks := map[uint64]bool{}
	for _, r := range receipts {
		require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
		nonces = append(nonces, txOf(t, chain.Client(), r).Nonce())
		blocks[r.BlockNumber.Uint64()] = true
	}
	slices.Sort(nonces)
	want := make([]uint64, goroutines*each)
	for i := range want {
		want[i] = uint64(i)
	}
	require.Equal(t, want, nonces, "one transaction for each nonce from 0, none missing")
	mined, err := chain.Client().NonceAt(ctx, from.addr, nil)
	require.NoError(t, err)
	require.Equal(t, uint64(goroutines*each), mined)
	require.EqualValues(t, 1, backend.pendingNonceReads.Load(), "the nonce is read from the chain once, then counted locally")
	require.Less(t, len(blocks), len(receipts), "several transactions share a block")
}

// A nonce that another process sending from the same key used makes the sender read the
// nonce again and sign the next free one, whether the other transaction was mined already or
// waits in the pool; it does not replace the other process's pending transaction.
func TestResyncsNonceTakenByAnotherProcess(t *testing.T) {
	t.Run("mined", func(t *testing.T) {
		ctx := testCtx(t)
		c := startAnvil(t)
		from := newAccount(t)
		c.fund(t, from.addr)
		backend := &countingBackend{Client: c.client}
		s, err := sender.New(ctx, backend, from.key, nil)
		require.NoError(t, err)
		to := common.HexToAddress("0x1234")
		_, err = s.Transfer(ctx, to, big.NewInt(1)) // nonce 0; counts on from 1
		require.NoError(t, err)

		other, err := sender.New(ctx, c.client, from.key, nil)
		require.NoError(t, err)
		for range 2 { // nonces 1 and 2
			_, err = other.Transfer(ctx, to, big.NewInt(2))
			require.NoError(t, err)
		}

		r, err := s.Transfer(ctx, to, big.NewInt(3))
		require.NoError(t, err)
		require.Equal(t, uint64(3), txOf(t, c.client, r).Nonce())
		require.EqualValues(t, 2, backend.pendingNonceReads.Load(), "read at the first send and once after \"nonce too low\"")
	})

	t.Run("pending", func(t *testing.T) {
		ctx := testCtx(t)
		c := startAnvil(t)
		from, s := c.fundedSender(t, sender.Config{})
		to := common.HexToAddress("0x1234")
		_, err := s.Transfer(ctx, to, big.NewInt(1)) // nonce 0; counts on from 1
		require.NoError(t, err)

		c.call(t, "evm_setAutomine", false)
		// another process's transaction at nonce 1, pending, with fees ours will not beat
		otherTx := types.MustSignNewTx(from.key, types.LatestSignerForChainID(s.ChainID()), &types.DynamicFeeTx{
			ChainID: s.ChainID(), Nonce: 1, GasTipCap: big.NewInt(50e9), GasFeeCap: big.NewInt(100e9),
			Gas: 21_000, To: &to, Value: big.NewInt(2),
		})
		require.NoError(t, c.client.SendTransaction(ctx, otherTx))

		done := inBackground(func() (*types.Receipt, error) { return s.Transfer(ctx, to, big.NewInt(3)) })
		ours := c.waitPooled(t, from.addr, 2, nil)
		require.Equal(t, otherTx.Hash(), c.pooled(t, from.addr, 1).Hash(), "the other process's transaction stays in the pool")
		c.mine(t)
		res := await(t, done)
		require.NoError(t, res.err)
		require.Equal(t, ours.Hash(), res.receipt.TxHash)
		otherReceipt, err := c.client.TransactionReceipt(ctx, otherTx.Hash())
		require.NoError(t, err)
		require.Equal(t, types.ReceiptStatusSuccessful, otherReceipt.Status)
	})
}

// A send the pool refuses leaves its nonce unused: the next send signs the same nonce rather
// than the one after it, which would wait behind the gap for ever.
func TestFailedSendLeavesNoGap(t *testing.T) {
	ctx := testCtx(t)
	c := startAnvil(t)
	_, s := c.fundedSender(t, sender.Config{})
	to := common.HexToAddress("0x1234")

	// the estimate passes; the pool refuses a gas limit over the block's
	_, err := s.SendWithExtraGas(ctx, &to, nil, big.NewInt(1), 1<<40)
	require.Error(t, err)
	var txErr *sender.TxError
	require.False(t, errors.As(err, &txErr), "failed at the send, not at the estimate: %v", err)

	// with a gap, the transaction would wait in the pool for ever
	gapCtx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	r, err := s.Transfer(gapCtx, to, big.NewInt(1))
	require.NoError(t, err)
	require.Equal(t, uint64(0), txOf(t, c.client, r).Nonce())
}

// A pending transaction that another process replaced at the same nonce is reported as such
// once the nonce is mined, and the sender sends on from the chain's nonce.
func TestNonceTakenWhileWaiting(t *testing.T) {
	ctx := testCtx(t)
	c := startAnvil(t, "--no-mining")
	from, s := c.fundedSender(t, sender.Config{})
	to := common.HexToAddress("0x1234")

	done := inBackground(func() (*types.Receipt, error) { return s.Transfer(ctx, to, big.NewInt(1)) })
	ours := c.waitPooled(t, from.addr, 0, nil)
	theirs := types.MustSignNewTx(from.key, types.LatestSignerForChainID(s.ChainID()), &types.DynamicFeeTx{
		ChainID: s.ChainID(), Nonce: 0,
		GasTipCap: new(big.Int).Mul(ours.GasTipCap(), big.NewInt(2)), GasFeeCap: new(big.Int).Mul(ours.GasFeeCap(), big.NewInt(2)),
		Gas: 21_000, To: &to, Value: big.NewInt(2),
	})
	require.NoError(t, c.client.SendTransaction(ctx, theirs))
	c.mine(t)

	res := await(t, done)
	var taken *sender.NonceTakenError
	require.ErrorAs(t, res.err, &taken)
	require.Equal(t, uint64(0), taken.Nonce)
	require.Equal(t, []common.Hash{ours.Hash()}, taken.Sent)

	c.call(t, "evm_setAutomine", true)
	r, err := s.Transfer(ctx, to, big.NewInt(3))
	require.NoError(t, err)
	require.Equal(t, uint64(1), txOf(t, c.client, r).Nonce())
}

// lagging is a hostile backend whose transaction index never catches up: every receipt asked by
// hash is not found yet, as on a loaded geth that indexes in the background.
type lagging struct {
	*ethclient.Client
}

func (lagging) TransactionReceipt(context.Context, common.Hash) (*types.Receipt, error) {
	return nil, ethereum.NotFound
}

// A node whose transaction index trails its blocks: the account's nonce shows the transaction
// mined, its receipt by hash never comes. The sender finds the transaction in the block that
// took the nonce and returns its receipt from the block's receipts, instead of reporting the
// nonce taken by another transaction; the next send goes on at the next nonce.
func TestReceiptFromTheBlockWhenTheIndexLags(t *testing.T) {
	ctx := testCtx(t)
	from := newAccount(t)
	geth, err := devchain.Start(ctx, devchain.Config{ChainID: 1337, Alloc: map[common.Address]*big.Int{from.addr: ether(1000)}})
	require.NoError(t, err)
	t.Cleanup(func() { require.NoError(t, geth.Close()) })
	anvil := startAnvil(t)
	anvil.fund(t, from.addr)
	for name, client := range map[string]*ethclient.Client{"geth": geth.Client(), "anvil": anvil.client} {
		t.Run(name, func(t *testing.T) {
			s, err := sender.NewWithConfig(ctx, lagging{client}, from.key, nil, sender.Config{})
			require.NoError(t, err)
			to := common.HexToAddress("0x1234")
			for nonce := range uint64(2) {
				r, err := s.Transfer(ctx, to, big.NewInt(1))
				require.NoError(t, err)
				require.Equal(t, uint64(1), r.Status)
				tx, _, err := client.TransactionByHash(ctx, r.TxHash)
				require.NoError(t, err)
				require.Equal(t, nonce, tx.Nonce())
			}
		})
	}
}
