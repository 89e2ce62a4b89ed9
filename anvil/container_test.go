package anvil_test

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"
	"github.com/testcontainers/testcontainers-go"

	"github.com/tradeprep/tradeprep/anvil"
)

func TestRunAndFork(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	if !anvil.DockerAvailable(ctx) && !anvil.DockerRequired() {
		t.Skip("no Docker daemon; the e2e suite covers the process fallback")
	}
	img, err := anvil.ResolveImage(ctx, false)
	require.NoError(t, err)
	base, err := anvil.Run(ctx, img, anvil.WithChainID(4242), anvil.WithAccounts(3))
	testcontainers.CleanupContainer(t, base)
	require.NoError(t, err)
	client, err := ethclient.DialContext(ctx, base.RPCURL())
	require.NoError(t, err)
	id, err := client.ChainID(ctx)
	require.NoError(t, err)
	require.Equal(t, uint64(4242), id.Uint64())
	require.Contains(t, base.RPCURL(), "http://127.0.0.1:")

	// mine a few blocks, then fork the base at block 2
	require.NoError(t, client.Client().CallContext(ctx, nil, "anvil_mine", "0x5"))
	fork, err := anvil.Run(ctx, img, anvil.WithForkURL(base.RPCURL()), anvil.WithForkBlockNumber(2))
	testcontainers.CleanupContainer(t, fork)
	require.NoError(t, err)
	fc, err := ethclient.DialContext(ctx, fork.RPCURL())
	require.NoError(t, err)
	n, err := fc.BlockNumber(ctx)
	require.NoError(t, err)
	require.Equal(t, uint64(2), n)
	fid, err := fc.ChainID(ctx)
	require.NoError(t, err)
	require.Equal(t, uint64(4242), fid.Uint64())
}

func TestProcessFallback(t *testing.T) {
	if os.Getenv("CI") == "true" {
		t.Skip("CI exercises the container path only")
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	c, err := anvil.RunProcess(ctx, anvil.WithChainID(4343))
	require.NoError(t, err)
	defer c.Close(ctx)
	require.True(t, c.IsProcess())
	client, err := ethclient.DialContext(ctx, c.RPCURL())
	require.NoError(t, err)
	id, err := client.ChainID(ctx)
	require.NoError(t, err)
	require.Equal(t, uint64(4343), id.Uint64())
}
