package sender_test

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/e2e/anvil"
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
	c, err := anvil.RunProcess(ctx, anvil.WithArgs(args...))
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
