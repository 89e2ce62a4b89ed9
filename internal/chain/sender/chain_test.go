package sender_test

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/anvil"
	"github.com/tradeprep/tradeprep/internal/chain/flight"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
)

// The tests run on real chains: anvil (a local process on loopback, from the repository's npm
// toolchain) where the test must control mining, the pool or the fork rules, and the
// in-process geth dev chain otherwise.

func testCtx(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(t.Context(), 90*time.Second)
	t.Cleanup(cancel)
	return ctx
}

type account struct {
	key  *ecdsa.PrivateKey
	addr common.Address
}

func newAccount(t *testing.T) account {
	t.Helper()
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	return account{key: key, addr: crypto.PubkeyToAddress(key.PublicKey)}
}

func ether(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1e18)) }

// anvilChain is a running anvil and clients to it.
type anvilChain struct {
	client *ethclient.Client
	rpc    *rpc.Client
}

// startAnvil runs anvil with args (e.g. "--no-mining") until the test ends.
func startAnvil(t *testing.T, args ...string) *anvilChain {
	t.Helper()
	ctx := testCtx(t)
	c, err := anvil.RunProcess(ctx, anvil.Customizers(anvil.WithArgs(args...))...)
	require.NoError(t, err)
	t.Cleanup(func() { _ = c.Close(context.Background()) })
	rc, err := rpc.DialContext(ctx, c.RPCURL())
	require.NoError(t, err)
	t.Cleanup(rc.Close)
	return &anvilChain{client: ethclient.NewClient(rc), rpc: rc}
}

func (c *anvilChain) call(t *testing.T, method string, args ...any) {
	t.Helper()
	require.NoError(t, c.rpc.CallContext(testCtx(t), nil, method, args...), method)
}

// fund gives a 1000 ether.
func (c *anvilChain) fund(t *testing.T, a common.Address) {
	c.call(t, "anvil_setBalance", a, (*hexutil.Big)(ether(1000)))
}

// fundedSender is a new account with 1000 ether and a sender for it, configured with cfg.
func (c *anvilChain) fundedSender(t *testing.T, cfg sender.Config) (account, *sender.Sender) {
	t.Helper()
	from := newAccount(t)
	c.fund(t, from.addr)
	s, err := sender.NewWithConfig(testCtx(t), c.client, from.key, nil, cfg)
	require.NoError(t, err)
	return from, s
}

func (c *anvilChain) mine(t *testing.T) { c.call(t, "evm_mine") }

// mineEvery mines a block every d until stop is called, calling before (if not nil) before
// each block.
func (c *anvilChain) mineEvery(t *testing.T, d time.Duration, before func(ctx context.Context) error) (stop func()) {
	ctx, cancel := context.WithCancel(testCtx(t))
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		flight.Every(ctx, d, func(ctx context.Context) error {
			if before != nil {
				if err := before(ctx); err != nil {
					return fmt.Errorf("before mining: %w", err)
				}
			}
			if err := c.rpc.CallContext(ctx, nil, "evm_mine"); err != nil {
				return fmt.Errorf("evm_mine: %w", err)
			}
			return nil
		}, func(err error) {
			t.Error(err)
			cancel() // the first error stops the mining
		})
	}()
	var once sync.Once
	stop = func() { once.Do(func() { cancel(); wg.Wait() }) }
	t.Cleanup(stop)
	return stop
}

// pooled is the transaction the pool holds at nonce from `from`, or nil.
func (c *anvilChain) pooled(t *testing.T, from common.Address, nonce uint64) *types.Transaction {
	t.Helper()
	var content map[string]map[string]map[string]*types.Transaction
	require.NoError(t, c.rpc.CallContext(testCtx(t), &content, "txpool_content"))
	for _, section := range content {
		for addr, txs := range section {
			if strings.EqualFold(addr, from.Hex()) {
				if tx, ok := txs[big.NewInt(0).SetUint64(nonce).String()]; ok {
					return tx
				}
			}
		}
	}
	return nil
}

// waitPooled waits until the pool holds a transaction at nonce from `from` that ok accepts
// (any, if ok is nil).
func (c *anvilChain) waitPooled(t *testing.T, from common.Address, nonce uint64, ok func(*types.Transaction) bool) *types.Transaction {
	t.Helper()
	var found *types.Transaction
	require.Eventually(t, func() bool {
		found = c.pooled(t, from, nonce)
		return found != nil && (ok == nil || ok(found))
	}, 20*time.Second, 20*time.Millisecond, "pool transaction at nonce %d", nonce)
	return found
}

// countingBackend passes every call to the chain and counts the pending-nonce reads.
type countingBackend struct {
	*ethclient.Client
	pendingNonceReads atomic.Int64
}

func (b *countingBackend) PendingNonceAt(ctx context.Context, a common.Address) (uint64, error) {
	b.pendingNonceReads.Add(1)
	return b.Client.PendingNonceAt(ctx, a)
}

// result of a send run in the background.
type result struct {
	receipt *types.Receipt
	err     error
}

func inBackground(send func() (*types.Receipt, error)) <-chan result {
	done := make(chan result, 1)
	go func() {
		r, err := send()
		done <- result{r, err}
	}()
	return done
}

// await is the result of a background send, which must come within 30 seconds.
func await(t *testing.T, done <-chan result) result {
	t.Helper()
	select {
	case r := <-done:
		return r
	case <-time.After(30 * time.Second):
		t.Fatal("the send did not return within 30s")
		return result{}
	}
}

// txOf is the mined transaction of a receipt, read from its block: by hash, anvil answers
// from its pool first, and a version sent again as its block was sealed can sit there (pending,
// its nonce taken) until the next block prunes it.
func txOf(t *testing.T, c *ethclient.Client, r *types.Receipt) *types.Transaction {
	t.Helper()
	tx, err := c.TransactionInBlock(testCtx(t), r.BlockHash, r.TransactionIndex)
	require.NoError(t, err)
	require.Equal(t, r.TxHash, tx.Hash())
	return tx
}

// requireBumped checks that replacement raises both fees of first by at least 10%, as geth's
// pool requires of a replacement.
func requireBumped(t *testing.T, first, replacement *types.Transaction) {
	t.Helper()
	require.Equal(t, first.Nonce(), replacement.Nonce(), "same nonce")
	require.NotEqual(t, first.Hash(), replacement.Hash())
	for _, f := range []struct {
		name       string
		old, bumpd *big.Int
	}{{"tip", first.GasTipCap(), replacement.GasTipCap()}, {"fee cap", first.GasFeeCap(), replacement.GasFeeCap()}} {
		least := new(big.Int).Mul(f.old, big.NewInt(110))
		require.True(t, new(big.Int).Mul(f.bumpd, big.NewInt(100)).Cmp(least) >= 0 && f.bumpd.Cmp(f.old) > 0,
			"%s %s is not 10%% over %s", f.name, f.bumpd, f.old)
	}
}
