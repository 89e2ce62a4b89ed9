package anvil_test

import (
	"context"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/anvil"
)

// TestPoolState: a pool started from one state file (anvil.WithState), on local processes and
// on containers: every instance holds the saved chain, and a transaction on one is not on the
// other.
func TestPoolState(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	file, s := savedChain(ctx, t)

	run := func(t *testing.T, l anvil.Launch) {
		pool, err := anvil.NewPool(ctx, 2, l, anvil.WithChainID(4545), anvil.WithState(file))
		require.NoError(t, err)
		defer func() { require.NoError(t, pool.Close(context.Background())) }()
		members := pool.Members()
		for _, c := range members {
			checkLoaded(ctx, t, c.RPCURL(), s)
		}
		a, err := ethclient.DialContext(ctx, members[0].RPCURL())
		require.NoError(t, err)
		defer a.Close()
		b, err := ethclient.DialContext(ctx, members[1].RPCURL())
		require.NoError(t, err)
		defer b.Close()
		var accounts []common.Address
		require.NoError(t, a.Client().CallContext(ctx, &accounts, "eth_accounts"))
		to := common.HexToAddress("0xb0b")
		var h common.Hash
		require.NoError(t, a.Client().CallContext(ctx, &h, "eth_sendTransaction", map[string]any{
			"from": accounts[0], "to": to, "value": hexutil.Uint64(9)}))
		waitReceipt(ctx, t, a, h)
		got, err := a.BalanceAt(ctx, to, nil)
		require.NoError(t, err)
		require.Equal(t, int64(9), got.Int64())
		got, err = b.BalanceAt(ctx, to, nil)
		require.NoError(t, err)
		require.Zero(t, got.Sign(), "the other instance has the transfer")
	}
	t.Run("process", func(t *testing.T) { run(t, anvil.Launch{ProcessOnly: true}) })
	t.Run("container", func(t *testing.T) {
		if !anvil.DockerAvailable(ctx) {
			require.False(t, anvil.DockerRequired(), "no Docker daemon and Docker is required")
			t.Skip("no Docker daemon")
		}
		run(t, anvil.Launch{NoPull: true})
	})
}
