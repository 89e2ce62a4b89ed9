package anvil

import (
	"context"
	"errors"
	"maps"
	"math/big"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"
)

// TestPoolSizeBadInput: the size from ANVIL_POOL_SIZE's value is the CPUs when unset and the
// number given otherwise; a value that is not a whole number of at least 1 is an error naming
// the setting, and so is a pool of 0 or fewer instances, or of several sharing one port.
func TestPoolSizeBadInput(t *testing.T) {
	require.GreaterOrEqual(t, PoolSize(), 1)
	n, err := PoolSizeFrom("")
	require.NoError(t, err)
	require.Equal(t, PoolSize(), n)
	n, err = PoolSizeFrom("3")
	require.NoError(t, err)
	require.Equal(t, 3, n)
	for value, want := range map[string]string{
		"0":    `ANVIL_POOL_SIZE=0: a pool needs at least 1 instance`,
		"-2":   `ANVIL_POOL_SIZE=-2: a pool needs at least 1 instance`,
		"four": `ANVIL_POOL_SIZE="four" is not a whole number of anvil instances`,
		"2.5":  `ANVIL_POOL_SIZE="2.5" is not a whole number`,
	} {
		_, err := PoolSizeFrom(value)
		require.ErrorContains(t, err, want, value)
	}
	ctx := testCtx(t)
	for _, size := range []int{0, -1} {
		p, err := NewPool(ctx, size, Launch{ProcessOnly: true}, WithChainID(4801))
		require.Nil(t, p)
		require.ErrorContains(t, err, "the size must be at least 1 (ANVIL_POOL_SIZE")
	}
	p, err := NewPool(ctx, 2, Launch{ProcessOnly: true}, WithPort(18545))
	require.Nil(t, p)
	require.ErrorContains(t, err, "cannot share WithPort(18545)")
	// a bad fork cache is refused before anything starts, naming the directory
	missing := filepath.Join(t.TempDir(), "no-parent", "cache")
	p, err = NewPool(ctx, 2, Launch{ProcessOnly: true}, WithForkURL("http://127.0.0.1:1"), WithForkBlockNumber(3), WithForkCache(missing))
	require.Nil(t, p)
	require.ErrorContains(t, err, "fork cache "+missing+" does not exist")
	dir := t.TempDir()
	p, err = NewPool(ctx, 2, Launch{ProcessOnly: true}, WithForkURL("http://127.0.0.1:1"), WithForkBlockNumber(3), WithForkCache(dir), WithForkOffline())
	require.Nil(t, p)
	require.ErrorContains(t, err, "offline pool: the fork cache has no answers file "+forkCacheFile(dir, "http://127.0.0.1:1", 3))
}

// poolLaunches are the two ways the pool tests start anvil: local processes, and containers
// (skipped without a Docker daemon unless Docker is required).
func poolLaunches(t *testing.T, run func(t *testing.T, l Launch, container bool)) {
	t.Run("process", func(t *testing.T) { run(t, Launch{ProcessOnly: true}, false) })
	t.Run("container", func(t *testing.T) {
		if !DockerAvailable(testCtx(t)) {
			require.False(t, DockerRequired(), "no Docker daemon and Docker is required")
			t.Skip("no Docker daemon")
		}
		run(t, Launch{NoPull: true}, true)
	})
}

// TestPool: a pool of two forks of one chain at one block: two distinct instances; a
// transaction on one is not seen on the other; Acquire waits while both are taken and returns
// the one released, gives up when its context ends, and fails once the pool is closed; Close
// stops both, taken or not.
func TestPool(t *testing.T) {
	poolLaunches(t, func(t *testing.T, l Launch, container bool) {
		ctx := testCtx(t)
		base := cacheBase(t)
		pool, err := NewPool(ctx, 2, l, WithForkURL(base.RPCURL()), WithForkBlockNumber(cachedAtBase))
		require.NoError(t, err)
		t.Cleanup(func() { _ = pool.Close(context.Background()) })
		require.Equal(t, 2, pool.Size())
		a, err := pool.Acquire(ctx)
		require.NoError(t, err)
		b, err := pool.Acquire(ctx)
		require.NoError(t, err)
		require.NotEqual(t, a.RPCURL(), b.RPCURL())
		for _, c := range []*Container{a, b} {
			require.Equal(t, !container, c.IsProcess())
		}
		independent(t, a, b)

		// both taken: Acquire waits, and gives up when its context ends
		short, cancel := context.WithTimeout(ctx, 200*time.Millisecond)
		defer cancel()
		_, err = pool.Acquire(short)
		require.ErrorIs(t, err, context.DeadlineExceeded)
		cancelled, cancelNow := context.WithCancel(ctx)
		got := make(chan error, 1)
		go func() {
			_, err := pool.Acquire(cancelled)
			got <- err
		}()
		cancelNow()
		require.ErrorIs(t, <-got, context.Canceled)

		waiting := make(chan *Container, 1)
		go func() {
			c, err := pool.Acquire(ctx)
			if err != nil {
				c = nil
			}
			waiting <- c
		}()
		select {
		case c := <-waiting:
			t.Fatalf("Acquire returned %v while both instances were taken", c)
		case <-time.After(300 * time.Millisecond):
		}
		require.NoError(t, pool.Release(b))
		select {
		case c := <-waiting:
			require.Same(t, b, c, "the waiting Acquire gets the instance released")
		case <-time.After(30 * time.Second):
			t.Fatal("Acquire did not return after a Release")
		}
		require.NoError(t, pool.Release(b))
		require.ErrorContains(t, pool.Release(b), "did not hand out (or already released)")
		other := &Container{}
		require.Error(t, pool.Release(other))

		// Close stops both, the one still taken included
		require.NoError(t, pool.Close(ctx))
		_, err = pool.Acquire(ctx)
		require.ErrorIs(t, err, ErrPoolClosed)
		for _, c := range pool.Members() {
			_, err := dialOnce(ctx, c.RPCURL())
			require.Error(t, err, "%s still answers after Close", c.RPCURL())
		}
	})
}

// independent sends a transaction on a and checks that b does not see it.
func independent(t *testing.T, a, b *Container) {
	t.Helper()
	ctx := testCtx(t)
	ca, cb := dial(t, a.RPCURL()), dial(t, b.RPCURL())
	key, err := crypto.ToECDSA(crypto.Keccak256([]byte("pool test")))
	require.NoError(t, err)
	from := crypto.PubkeyToAddress(key.PublicKey)
	to := common.HexToAddress("0x00000000000000000000000000000000000b0b00")
	for _, c := range []*Container{a, b} {
		require.NoError(t, dial(t, c.RPCURL()).Client().CallContext(ctx, nil, "anvil_setBalance", from, "0xde0b6b3a7640000"))
	}
	id, err := ca.ChainID(ctx)
	require.NoError(t, err)
	head, err := ca.HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	tx, err := types.SignNewTx(key, types.LatestSignerForChainID(id), &types.DynamicFeeTx{ChainID: id, Nonce: 0,
		GasTipCap: big.NewInt(1), GasFeeCap: new(big.Int).Mul(head.BaseFee, big.NewInt(3)), Gas: 21_000, To: &to, Value: big.NewInt(7)})
	require.NoError(t, err)
	require.NoError(t, ca.SendTransaction(ctx, tx))
	require.Eventually(t, func() bool {
		r, err := ca.TransactionReceipt(ctx, tx.Hash())
		return err == nil && r.Status == types.ReceiptStatusSuccessful
	}, 30*time.Second, 20*time.Millisecond)
	got, err := ca.BalanceAt(ctx, to, nil)
	require.NoError(t, err)
	require.Equal(t, int64(7), got.Int64())
	got, err = cb.BalanceAt(ctx, to, nil)
	require.NoError(t, err)
	require.Zero(t, got.Sign(), "the other instance saw the transaction")
	nonce, err := cb.NonceAt(ctx, from, nil)
	require.NoError(t, err)
	require.Zero(t, nonce)
	_, err = cb.TransactionReceipt(ctx, tx.Hash())
	require.Error(t, err, "the other instance has the receipt")
}

// dialOnce asks an anvil for its block number with a short time-out.
func dialOnce(ctx context.Context, rpcURL string) (uint64, error) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	c, err := ethclient.DialContext(ctx, rpcURL)
	if err != nil {
		return 0, err
	}
	defer c.Close()
	return c.BlockNumber(ctx)
}

// TestPoolForkCache: two instances of one cached fork, each reading an account the other does
// not, stop together: the cache keeps what both read (neither writes over the other), so a
// second pool sends no request upstream when each instance reads both accounts, and a third
// reads them with the node stopped.
func TestPoolForkCache(t *testing.T) {
	poolLaunches(t, func(t *testing.T, l Launch, _ bool) {
		base := cacheBase(t)
		holders := []common.Address{common.HexToAddress("0x00000000000000000000000000000000000a0001"), common.HexToAddress("0x00000000000000000000000000000000000a0002")}
		// the holders' balances are set at the base's head, the pinned block, where the forks read them
		baseRPC := dial(t, base.RPCURL()).Client()
		for i, h := range holders {
			require.NoError(t, baseRPC.CallContext(testCtx(t), nil, "anvil_setBalance", h, "0x"+strings.Repeat("1", i+3)))
		}
		proxy := newCountingProxy(t, base.RPCURL(), 20*time.Millisecond)
		dir := filepath.Join(t.TempDir(), "fork-cache")
		run := func(both bool, extra ...Option) {
			ctx := testCtx(t)
			pool, err := NewPool(ctx, 2, l, append([]Option{WithForkURL(proxy.URL), WithForkBlockNumber(cachedAtBase), WithForkCache(dir)}, extra...)...)
			require.NoError(t, err)
			var wg sync.WaitGroup
			errs := make(chan error, 2)
			for i, c := range pool.Members() {
				wg.Add(1)
				go func() {
					defer wg.Done()
					read := holders[i : i+1]
					if both {
						read = holders
					}
					errs <- readBalances(ctx, c.RPCURL(), read)
				}()
			}
			wg.Wait()
			close(errs)
			for err := range errs {
				require.NoError(t, err)
			}
			require.NoError(t, pool.Close(ctx))
		}
		run(false)
		sent := proxy.requests.Load()
		require.Positive(t, sent)
		stores, err := filepath.Glob(filepath.Join(dir, "*", "6", "storage.json"))
		require.NoError(t, err)
		require.Len(t, stores, 1)
		kept, err := readAnvilCache(stores[0])
		require.NoError(t, err)
		for _, h := range holders {
			require.True(t, hasAccount(kept, h), "the cache lacks %s, read by one instance: %v", h, slices.Collect(maps.Keys(kept.Accounts)))
		}
		left, err := filepath.Glob(filepath.Join(dir, ".tradeprep-*"))
		require.NoError(t, err)
		require.Empty(t, left, "the merge leaves no temporary file")

		run(true)
		require.Equal(t, sent, proxy.requests.Load(), "the second pool sent requests upstream: %q", proxy.sent(sent))
		proxy.Close()
		require.NoError(t, base.Close(context.Background()))
		run(true, WithForkOffline())
	})
}

// readBalances checks each holder's balance on an anvil (the fork's, set by the test).
func readBalances(ctx context.Context, rpcURL string, holders []common.Address) error {
	c, err := ethclient.DialContext(ctx, rpcURL)
	if err != nil {
		return err
	}
	defer c.Close()
	for _, h := range holders {
		bal, err := c.BalanceAt(ctx, h, nil)
		if err != nil {
			return err
		}
		if bal.Sign() == 0 {
			return errors.New("balance of " + h.Hex() + " read as 0")
		}
	}
	return nil
}

// hasAccount reports whether anvil's RPC cache holds an account (its keys' case aside).
func hasAccount(c *anvilCache, a common.Address) bool {
	for k := range c.Accounts {
		if strings.EqualFold(k, a.Hex()) {
			return true
		}
	}
	return false
}
