package anvil_test

import (
	"context"
	"math/big"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"
	"github.com/testcontainers/testcontainers-go"

	"github.com/tradeprep/tradeprep/anvil"
)

// logOnCreate is init code that emits one empty log (LOG0) and deploys a contract whose code
// is 0x2a: PUSH1 0x2a PUSH1 0 MSTORE8 PUSH1 0 PUSH1 0 LOG0 PUSH1 1 PUSH1 0 RETURN.
const logOnCreate = "0x602a60005360006000a060016000f3"

// saved is what TestStateRoundTrip sent to the chain it saved.
type saved struct {
	create, transfer common.Hash
	contract         common.Address
	head             uint64
	headHash         common.Hash
}

// fillChain sends a contract creation that logs and a transfer of 7 wei to 0x..beef from anvil's
// first dev account, each in a block of its own, and waits for both receipts.
// savedChain is a chain of chain id 4545 filled by fillChain and saved with DumpState: the
// state file and what the chain held.
func savedChain(ctx context.Context, t *testing.T) (string, saved) {
	t.Helper()
	file := filepath.Join(t.TempDir(), "state.json")
	src, err := anvil.Launch{Warn: os.Stderr}.Start(ctx, anvil.Customizers(anvil.WithChainID(4545))...)
	testcontainers.CleanupContainer(t, src)
	require.NoError(t, err)
	s := fillChain(ctx, t, src.RPCURL())
	require.NoError(t, src.DumpState(ctx, file))
	return file, s
}

func fillChain(ctx context.Context, t *testing.T, rpcURL string) saved {
	t.Helper()
	client, err := ethclient.DialContext(ctx, rpcURL)
	require.NoError(t, err)
	defer client.Close()
	var accounts []common.Address
	require.NoError(t, client.Client().CallContext(ctx, &accounts, "eth_accounts"))
	var s saved
	require.NoError(t, client.Client().CallContext(ctx, &s.create, "eth_sendTransaction", map[string]any{
		"from": accounts[0], "data": logOnCreate, "gas": hexutil.Uint64(100_000)}))
	r1 := waitReceipt(ctx, t, client, s.create)
	s.contract = r1.ContractAddress
	require.NoError(t, client.Client().CallContext(ctx, &s.transfer, "eth_sendTransaction", map[string]any{
		"from": accounts[0], "to": common.HexToAddress("0xbeef"), "value": hexutil.Uint64(7)}))
	r2 := waitReceipt(ctx, t, client, s.transfer)
	require.Equal(t, r1.BlockNumber.Uint64()+1, r2.BlockNumber.Uint64())
	head, err := client.HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	s.head, s.headHash = head.Number.Uint64(), head.Hash()
	return s
}

func waitReceipt(ctx context.Context, t *testing.T, client *ethclient.Client, h common.Hash) *types.Receipt {
	t.Helper()
	for {
		r, err := client.TransactionReceipt(ctx, h)
		if err == nil {
			return r
		}
		require.ErrorIs(t, err, ethereum.NotFound)
		select {
		case <-ctx.Done():
			t.Fatalf("no receipt of %s: %v", h, ctx.Err())
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// checkLoaded checks that the anvil at rpcURL holds what fillChain saved: the head, the
// receipts and their logs, the contract's code, and the states at earlier blocks.
func checkLoaded(ctx context.Context, t *testing.T, rpcURL string, s saved) {
	t.Helper()
	client, err := ethclient.DialContext(ctx, rpcURL)
	require.NoError(t, err)
	defer client.Close()
	id, err := client.ChainID(ctx)
	require.NoError(t, err)
	require.Equal(t, uint64(4545), id.Uint64())
	head, err := client.HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	require.Equal(t, s.head, head.Number.Uint64(), "the head's number is kept")
	require.Equal(t, s.headHash, head.Hash(), "the head's hash is kept")
	r, err := client.TransactionReceipt(ctx, s.create)
	require.NoError(t, err, "the deployment's receipt is kept")
	require.Len(t, r.Logs, 1)
	logs, err := client.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: big.NewInt(0)})
	require.NoError(t, err)
	require.Len(t, logs, 1, "eth_getLogs from block 0 finds the deployment's log")
	require.Equal(t, s.contract, logs[0].Address)
	code, err := client.CodeAt(ctx, s.contract, nil)
	require.NoError(t, err)
	require.Equal(t, []byte{0x2a}, code)
	// the state at the block before the transfer, and at the transfer's
	before, err := client.BalanceAt(ctx, common.HexToAddress("0xbeef"), new(big.Int).SetUint64(s.head-1))
	require.NoError(t, err)
	require.Zero(t, before.Sign())
	after, err := client.BalanceAt(ctx, common.HexToAddress("0xbeef"), new(big.Int).SetUint64(s.head))
	require.NoError(t, err)
	require.Equal(t, int64(7), after.Int64())
	// and the chain goes on from there
	require.NoError(t, client.Client().CallContext(ctx, nil, "evm_mine"))
	next, err := client.HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	require.Equal(t, s.head+1, next.Number.Uint64())
	require.Equal(t, s.headHash, next.ParentHash)
}

// TestStateRoundTrip: a chain saved with DumpState and loaded with WithState, in a local process
// and in a container, holds its blocks, receipts, logs, code and earlier states.
func TestStateRoundTrip(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	file, s := savedChain(ctx, t)
	require.NoError(t, anvil.CheckStateFile(file))

	t.Run("container", func(t *testing.T) {
		if !anvil.DockerAvailable(ctx) {
			if anvil.DockerRequired() {
				t.Fatal(anvil.ErrDockerRequired)
			}
			t.Skip("no Docker daemon")
		}
		img, err := anvil.ResolveImage(ctx, false)
		require.NoError(t, err)
		c, err := anvil.Run(ctx, img, anvil.WithChainID(4545), anvil.WithState(file))
		testcontainers.CleanupContainer(t, c)
		require.NoError(t, err)
		checkLoaded(ctx, t, c.RPCURL(), s)
	})
	t.Run("process", func(t *testing.T) {
		if os.Getenv("CI") == "true" {
			t.Skip("CI runs anvil in containers only")
		}
		c, err := anvil.RunProcess(ctx, anvil.WithChainID(4545), anvil.WithState(file))
		require.NoError(t, err)
		defer c.Close(ctx)
		checkLoaded(ctx, t, c.RPCURL(), s)
	})
}

// TestStateBadInput: a state file that is missing, a directory, not an anvil state, or
// unreadable is refused before anvil starts, with an error naming it, by both launchers.
func TestStateBadInput(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	dir := t.TempDir()
	notState := filepath.Join(dir, "manifest.json")
	require.NoError(t, os.WriteFile(notState, []byte(`{"version": 1, "destination": {}}`), 0o644))
	garbage := filepath.Join(dir, "garbage.json")
	require.NoError(t, os.WriteFile(garbage, []byte("\x1f\x8b not json"), 0o644))
	cases := map[string]struct{ file, want string }{
		"missing":   {filepath.Join(dir, "nope.json"), "no such file"},
		"directory": {dir, "not a regular file"},
		"not state": {notState, `no "accounts"`},
		"garbage":   {garbage, "not an anvil state"},
	}
	if os.Geteuid() != 0 { // root reads a file of mode 000
		unreadable := filepath.Join(dir, "unreadable.json")
		require.NoError(t, os.WriteFile(unreadable, []byte(`{"accounts": {}}`), 0o000))
		cases["unreadable"] = struct{ file, want string }{unreadable, "permission denied"}
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			err := anvil.CheckStateFile(c.file)
			require.ErrorContains(t, err, c.file)
			require.ErrorContains(t, err, c.want)
			_, err = anvil.RunProcess(ctx, anvil.WithState(c.file))
			require.ErrorContains(t, err, c.file)
			_, err = anvil.Run(ctx, "no-such-image-is-ever-pulled:0", anvil.WithState(c.file))
			require.ErrorContains(t, err, c.file, "Run refuses before it asks Docker for the image")
		})
	}
}
