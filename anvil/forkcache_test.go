package anvil

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"
	"github.com/testcontainers/testcontainers-go"
)

// TestForkCacheBadInput: a fork cache without a fork, without a pinned block, whose parent is
// missing, that is a file or that cannot be written is refused with the directory named; a
// missing directory whose parent exists is created.
func TestForkCacheBadInput(t *testing.T) {
	root := t.TempDir()
	fork := []Option{WithForkURL("http://127.0.0.1:1"), WithForkBlockNumber(3)}
	refuse := func(want string, opts ...Option) {
		t.Helper()
		_, _, err := resolve(Customizers(opts...))
		require.ErrorContains(t, err, want)
	}
	dir := filepath.Join(root, "cache")
	refuse("fork cache "+dir+": WithForkCache needs WithForkURL", WithForkCache(dir))
	refuse("fork cache "+dir+": WithForkCache needs WithForkBlockNumber: a fork at the chain's head (latest)",
		WithForkURL("http://127.0.0.1:1"), WithForkCache(dir))
	deep := filepath.Join(root, "no-such-parent", "cache")
	refuse("fork cache "+deep+" does not exist, nor does its parent directory "+filepath.Dir(deep), append(fork, WithForkCache(deep))...)
	file := filepath.Join(root, "a-file")
	require.NoError(t, os.WriteFile(file, nil, 0o644))
	refuse("fork cache "+file+" is not a directory", append(fork, WithForkCache(file))...)

	// the directory itself is created; a relative one becomes absolute
	t.Chdir(root)
	s, _, err := resolve(Customizers(append(fork, WithForkCache("cache"))...))
	require.NoError(t, err)
	require.Equal(t, dir, s.forkCache)
	st, err := os.Stat(dir)
	require.NoError(t, err)
	require.True(t, st.IsDir())
	left, err := os.ReadDir(dir)
	require.NoError(t, err)
	require.Empty(t, left, "the write check leaves nothing behind")

	if os.Geteuid() == 0 {
		t.Log("running as root, which writes to any directory: the read-only case is not checked here")
		return
	}
	ro := filepath.Join(root, "read-only")
	require.NoError(t, os.Mkdir(ro, 0o555))
	refuse("fork cache "+ro+" is not writable", append(fork, WithForkCache(ro))...)
}

// TestForkCacheFrontFile: an answers file of another block, or one that is not JSON, is refused
// with its path; the answers kept for one upstream URL are not another's, and the file does not
// spell the URL.
func TestForkCacheFrontFile(t *testing.T) {
	dir := t.TempDir()
	const up = "http://127.0.0.1:1/key-123"
	file := forkCacheFile(dir, up, 7)
	require.NotContains(t, file, "key-123")
	require.NoError(t, os.WriteFile(file, []byte(`{"Block":8,"Answers":{}}`), 0o644))
	_, err := startForkFront(up, dir, 7, false)
	require.ErrorContains(t, err, "fork cache file "+file+" is of block 8, not 7")
	require.NoError(t, os.WriteFile(file, []byte(`not json`), 0o644))
	_, err = startForkFront(up, dir, 7, false)
	require.ErrorContains(t, err, "fork cache file "+file+" is unreadable")

	require.NoError(t, os.Remove(file))
	f, err := startForkFront(up, dir, 7, false)
	require.NoError(t, err)
	calls, _ := parseCalls([]byte(`{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}`))
	f.keep(calls, []byte(`{"jsonrpc":"2.0","id":1,"result":"0x1092"}`), false)
	require.NoError(t, f.close())
	again, err := startForkFront(up, dir, 7, false)
	require.NoError(t, err)
	out, ok := again.fromCache(calls, false)
	require.True(t, ok, "the same upstream reads its answer back")
	require.JSONEq(t, `{"jsonrpc":"2.0","id":1,"result":"0x1092"}`, string(out))
	require.NoError(t, again.close())
	other, err := startForkFront("http://127.0.0.1:2/", dir, 7, false)
	require.NoError(t, err)
	_, ok = other.fromCache(calls, false)
	require.False(t, ok, "another upstream does not read it")
	require.NoError(t, other.close())

	// two forks of one cache that stop together each write a whole file, and nothing else stays
	one, err := startForkFront(up, dir, 7, false)
	require.NoError(t, err)
	two, err := startForkFront(up, dir, 7, false)
	require.NoError(t, err)
	one.keep(calls, []byte(`{"jsonrpc":"2.0","id":1,"result":"0x1093"}`), false)
	two.keep(calls, []byte(`{"jsonrpc":"2.0","id":1,"result":"0x1094"}`), false)
	errs := make(chan error, 2)
	go func() { errs <- one.close() }()
	go func() { errs <- two.close() }()
	require.NoError(t, <-errs)
	require.NoError(t, <-errs)
	names, err := filepath.Glob(filepath.Join(dir, "*"))
	require.NoError(t, err)
	require.ElementsMatch(t, []string{file}, names)
}

// TestForkCacheLogFilterKey: a log filter's addresses and alternative topics in another order
// (or case) are the same call; another range or topic position is not.
func TestForkCacheLogFilterKey(t *testing.T) {
	key := func(params string) string {
		calls, _ := parseCalls([]byte(`{"jsonrpc":"2.0","id":1,"method":"eth_getLogs","params":` + params + `}`))
		require.Len(t, calls, 1)
		return calls[0].key()
	}
	a := key(`[{"fromBlock":"0x0","toBlock":"0x29","address":["0xAA","0xbb"],"topics":[["0x02","0x01"],null,"0x03"]}]`)
	require.Equal(t, a, key(`[{"topics":[["0x01","0x02"],null,"0x03"],"address":["0xbb","0xaa"],"toBlock":"0x29","fromBlock":"0x0"}]`))
	require.NotEqual(t, a, key(`[{"fromBlock":"0x0","toBlock":"0x2a","address":["0xaa","0xbb"],"topics":[["0x01","0x02"],null,"0x03"]}]`))
	require.NotEqual(t, a, key(`[{"fromBlock":"0x0","toBlock":"0x29","address":["0xaa","0xbb"],"topics":[null,["0x01","0x02"],"0x03"]}]`))
}

// countingProxy forwards JSON-RPC to target after delay, counting the requests.
type countingProxy struct {
	*httptest.Server
	requests atomic.Int64
	mu       sync.Mutex
	bodies   []string // what was sent, for the failure message
}

// sent is the bodies of the requests from the n-th on.
func (p *countingProxy) sent(from int64) []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]string(nil), p.bodies[from:]...)
}

func newCountingProxy(t *testing.T, target string, delay time.Duration) *countingProxy {
	t.Helper()
	p := &countingProxy{}
	p.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(r.Body)
		if err != nil {
			return
		}
		p.mu.Lock()
		p.bodies = append(p.bodies, string(body))
		p.requests.Add(1)
		p.mu.Unlock()
		time.Sleep(delay)
		res, err := http.Post(target, "application/json", bytes.NewReader(body))
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		defer res.Body.Close()
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(res.StatusCode)
		_, _ = io.Copy(w, res.Body)
	}))
	t.Cleanup(p.Close)
	return p
}

// The chain the offline tests fork: a contract whose code returns its storage slot 0, an
// account with a balance, and blocks above them.
var (
	cacheReader  = common.HexToAddress("0x00000000000000000000000000000000000c0de0")
	cacheHolder  = common.HexToAddress("0x00000000000000000000000000000000000a11ce")
	readerCode   = hexutil.MustDecode("0x60005460005260206000f3") // mstore(0, sload(0)); return(0, 32)
	cacheSlot0   = common.HexToHash("0x2a")
	cachedChain  = uint64(4246)
	cachedAtBase = uint64(6)
)

func cacheBase(t *testing.T) *Container {
	t.Helper()
	ctx := testCtx(t)
	base, err := RunProcess(ctx, Customizers(WithChainID(cachedChain), WithAccounts(1))...)
	require.NoError(t, err)
	t.Cleanup(func() { _ = base.Close(context.Background()) })
	rpc := dial(t, base.RPCURL()).Client()
	require.NoError(t, rpc.CallContext(ctx, nil, "anvil_mine", "0x3"))
	require.NoError(t, rpc.CallContext(ctx, nil, "anvil_setCode", cacheReader, hexutil.Bytes(readerCode)))
	require.NoError(t, rpc.CallContext(ctx, nil, "anvil_setStorageAt", cacheReader, common.Hash{}, cacheSlot0))
	require.NoError(t, rpc.CallContext(ctx, nil, "anvil_setBalance", cacheHolder, "0x1234"))
	require.NoError(t, rpc.CallContext(ctx, nil, "anvil_mine", "0x3"))
	return base
}

// cachedWorkload reads state the fork must fetch, calls the contract, sends a transaction that
// runs it, and checks every answer.
func cachedWorkload(t *testing.T, rpcURL string) {
	t.Helper()
	ctx := testCtx(t)
	c := dial(t, rpcURL)
	n, err := c.BlockNumber(ctx)
	require.NoError(t, err)
	require.Equal(t, cachedAtBase, n)
	id, err := c.ChainID(ctx)
	require.NoError(t, err)
	require.Equal(t, cachedChain, id.Uint64())
	bal, err := c.BalanceAt(ctx, cacheHolder, nil)
	require.NoError(t, err)
	require.Equal(t, int64(0x1234), bal.Int64())
	code, err := c.CodeAt(ctx, cacheReader, nil)
	require.NoError(t, err)
	require.Equal(t, readerCode, code)
	slot, err := c.StorageAt(ctx, cacheReader, common.Hash{}, nil)
	require.NoError(t, err)
	require.Equal(t, cacheSlot0.Bytes(), slot)
	out, err := c.CallContract(ctx, ethereum.CallMsg{To: &cacheReader}, nil)
	require.NoError(t, err)
	require.Equal(t, cacheSlot0.Bytes(), out)
	head, err := c.HeaderByNumber(ctx, big.NewInt(int64(cachedAtBase)))
	require.NoError(t, err)
	require.Equal(t, cachedAtBase, head.Number.Uint64())

	// a transaction from a key of the test's own, funded on the fork, that runs the contract
	key, err := crypto.ToECDSA(crypto.Keccak256([]byte("fork cache test")))
	require.NoError(t, err)
	from := crypto.PubkeyToAddress(key.PublicKey)
	require.NoError(t, c.Client().CallContext(ctx, nil, "anvil_setBalance", from, "0xde0b6b3a7640000"))
	nonce, err := c.PendingNonceAt(ctx, from)
	require.NoError(t, err)
	tip, err := c.SuggestGasTipCap(ctx)
	require.NoError(t, err)
	tx, err := types.SignNewTx(key, types.LatestSignerForChainID(id), &types.DynamicFeeTx{
		ChainID: id, Nonce: nonce, GasTipCap: tip, GasFeeCap: new(big.Int).Add(head.BaseFee, new(big.Int).Mul(tip, big.NewInt(2))),
		Gas: 100_000, To: &cacheReader, Value: big.NewInt(1)})
	require.NoError(t, err)
	require.NoError(t, c.SendTransaction(ctx, tx))
	var receipt *types.Receipt
	require.Eventually(t, func() bool {
		receipt, err = c.TransactionReceipt(ctx, tx.Hash())
		return err == nil
	}, 30*time.Second, 20*time.Millisecond)
	require.Equal(t, types.ReceiptStatusSuccessful, receipt.Status)
	after, err := c.BalanceAt(ctx, cacheReader, nil)
	require.NoError(t, err)
	require.Equal(t, int64(1), after.Int64())
}

// launcher starts anvil one way or the other (a local process, a container).
type launcher func(ctx context.Context, opts ...Option) (*Container, error)

// stopper stops what a launcher started.
type stopper func(ctx context.Context, c *Container) error

// forkCacheOffline forks a node behind a proxy with 20 ms of latency that counts requests, runs
// the workload, stops, and forks again with the same cache: the second run sends nothing
// upstream; a third passes with the proxy and the node stopped.
func forkCacheOffline(t *testing.T, launch launcher, stop stopper) {
	base := cacheBase(t)
	proxy := newCountingProxy(t, base.RPCURL(), 20*time.Millisecond)
	dir := filepath.Join(t.TempDir(), "fork-cache")
	run := func(upstream string) time.Duration {
		ctx := testCtx(t)
		began := time.Now()
		fork, err := launch(ctx, WithForkURL(upstream), WithForkBlockNumber(cachedAtBase), WithForkCache(dir))
		require.NoError(t, err)
		cachedWorkload(t, fork.RPCURL())
		require.NoError(t, stop(ctx, fork))
		return time.Since(began)
	}

	first := run(proxy.URL)
	sent := proxy.requests.Load()
	require.Positive(t, sent, "the first run reads the upstream")
	_, err := os.Stat(filepath.Join(dir, "4246", "6", "storage.json"))
	require.NoError(t, err, "anvil wrote its RPC cache into the fork cache when it stopped")
	_, err = os.Stat(forkCacheFile(dir, proxy.URL, cachedAtBase))
	require.NoError(t, err, "the answers file is written")

	second := run(proxy.URL)
	require.Equal(t, sent, proxy.requests.Load(), "the second run sent requests upstream: %q", proxy.sent(sent))

	proxy.Close()
	require.NoError(t, base.Close(context.Background()))
	third := run(proxy.URL)
	t.Logf("fork of a node behind 20 ms of latency, start + workload + stop: first run %v (%d requests upstream), second %v (0), upstream stopped %v",
		first.Round(time.Millisecond), sent, second.Round(time.Millisecond), third.Round(time.Millisecond))
}

// TestForkCacheOfflineProcess: forkCacheOffline with anvil as a local process.
func TestForkCacheOfflineProcess(t *testing.T) {
	forkCacheOffline(t, func(ctx context.Context, opts ...Option) (*Container, error) {
		return RunProcess(ctx, Customizers(opts...)...)
	}, func(ctx context.Context, c *Container) error { return c.Close(ctx) })
}

// TestForkCacheOfflineContainer: forkCacheOffline with anvil in a container, the cache mounted,
// stopped as testcontainers.CleanupContainer stops it.
func TestForkCacheOfflineContainer(t *testing.T) {
	ctx := testCtx(t)
	if !DockerAvailable(ctx) {
		require.False(t, DockerRequired(), "no Docker daemon and Docker is required")
		t.Skip("no Docker daemon")
	}
	img, err := ResolveImage(ctx, false)
	require.NoError(t, err)
	forkCacheOffline(t, func(ctx context.Context, opts ...Option) (*Container, error) {
		c, err := Run(ctx, img, Customizers(opts...)...)
		if err != nil && c != nil {
			testcontainers.CleanupContainer(t, c)
		}
		return c, err
	}, func(_ context.Context, c *Container) error {
		// as testcontainers.CleanupContainer stops it: the cache is written all the same
		return testcontainers.TerminateContainer(c)
	})
}

// TestFixedAt: what the fork cache keeps is what cannot change while the pinned block stands:
// state read at a block number up to it (anvil reads the EIP-2935 history slots of every block
// the fork mines that way, and accounts it meets), never state at a later block or a tag.
func TestFixedAt(t *testing.T) {
	call := func(method, params string) rpcCall {
		return rpcCall{Method: method, Params: json.RawMessage(params)}
	}
	const pinned = 0x2f
	kept := []rpcCall{
		call("eth_getStorageAt", `["0x0000f90827f1c53a10cb7a02335b175320002935","0xfe","0x2c"]`),
		call("eth_getStorageAt", `["0x0000f90827f1c53a10cb7a02335b175320002935","0xfe","0x2f"]`),
		call("eth_getBalance", `["0xcf7ed3acca5a467e9e704c703e8d87f634fb0fc9","0x2f"]`),
		call("eth_getTransactionCount", `["0xcf7ed3acca5a467e9e704c703e8d87f634fb0fc9","0x1"]`),
		call("eth_getCode", `["0xcf7ed3acca5a467e9e704c703e8d87f634fb0fc9","0x2f"]`),
		call("eth_getAccountInfo", `["0xcf7ed3acca5a467e9e704c703e8d87f634fb0fc9","0x2f"]`),
	}
	for _, c := range kept {
		require.True(t, fixedAt(c, json.RawMessage(`"0x1"`), pinned), "%s %s", c.Method, c.Params)
	}
	notKept := []rpcCall{
		call("eth_getStorageAt", `["0x0000f90827f1c53a10cb7a02335b175320002935","0xfe","0x30"]`),
		call("eth_getStorageAt", `["0x0000f90827f1c53a10cb7a02335b175320002935","0xfe","latest"]`),
		call("eth_getStorageAt", `["0x0000f90827f1c53a10cb7a02335b175320002935","0xfe"]`),
		call("eth_getBalance", `["0xcf7ed3acca5a467e9e704c703e8d87f634fb0fc9","pending"]`),
		call("eth_getCode", `["0xcf7ed3acca5a467e9e704c703e8d87f634fb0fc9",{"blockHash":"0x01"}]`),
		call("eth_getAccountInfo", `["0xcf7ed3acca5a467e9e704c703e8d87f634fb0fc9","0x30"]`),
	}
	for _, c := range notKept {
		require.False(t, fixedAt(c, json.RawMessage(`"0x1"`), pinned), "%s %s", c.Method, c.Params)
	}
}

// TestForkOffline: an offline front never asks the upstream; it answers what the cache holds,
// a hash it has not seen as absent, an account's info from its cached balance, nonce and code,
// and refuses anything else by name. Offline needs a warm cache, and a cache at all.
func TestForkOffline(t *testing.T) {
	dir := t.TempDir()
	const up = "http://127.0.0.1:1" // nothing listens: a request there would fail the test
	_, err := startForkFront(up, dir, 7, true)
	require.ErrorContains(t, err, "offline fork: the fork cache has no answers file")
	s := settings{offline: true}
	require.ErrorContains(t, s.checkForkCache(), "WithForkOffline needs WithForkCache")

	warm, err := startForkFront(up, dir, 7, false)
	require.NoError(t, err)
	for _, kv := range [][2]string{
		{`{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}`, `"0x1092"`},
		{`{"jsonrpc":"2.0","id":2,"method":"eth_getBalance","params":["0xaa","0x7"]}`, `"0x10"`},
		{`{"jsonrpc":"2.0","id":3,"method":"eth_getTransactionCount","params":["0xaa","0x7"]}`, `"0x2"`},
		{`{"jsonrpc":"2.0","id":4,"method":"eth_getCode","params":["0xaa","0x7"]}`, `"0x"`},
	} {
		calls, _ := parseCalls([]byte(kv[0]))
		warm.keep(calls, []byte(`{"jsonrpc":"2.0","id":`+string(calls[0].ID)+`,"result":`+kv[1]+`}`), false)
	}
	require.NoError(t, warm.close())

	f, err := startForkFront(up, dir, 7, true)
	require.NoError(t, err)
	defer f.close()
	ask := func(body string) string {
		res, err := http.Post(f.url, "application/json", strings.NewReader(body))
		require.NoError(t, err)
		defer res.Body.Close()
		out, err := io.ReadAll(res.Body)
		require.NoError(t, err)
		return string(out)
	}
	require.JSONEq(t, `{"jsonrpc":"2.0","id":9,"result":"0x1092"}`, ask(`{"jsonrpc":"2.0","id":9,"method":"eth_chainId","params":[]}`))
	require.JSONEq(t, `[{"jsonrpc":"2.0","id":1,"result":null},{"jsonrpc":"2.0","id":2,"result":{"balance":"0x10","nonce":"0x2","code":"0x"}}]`,
		ask(`[{"jsonrpc":"2.0","id":1,"method":"eth_getTransactionReceipt","params":["0xabc"]},{"jsonrpc":"2.0","id":2,"method":"eth_getAccountInfo","params":["0xaa","0x7"]}]`))
	// and the other way: the three calls from an account's info
	require.NoError(t, f.close())
	warm, err = startForkFront(up, dir, 7, false)
	require.NoError(t, err)
	calls, _ := parseCalls([]byte(`{"jsonrpc":"2.0","id":1,"method":"eth_getAccountInfo","params":["0xbb","0x7"]}`))
	warm.keep(calls, []byte(`{"jsonrpc":"2.0","id":1,"result":{"balance":"0x5","nonce":"0x1","code":"0x6001"}}`), false)
	require.NoError(t, warm.close())
	f, err = startForkFront(up, dir, 7, true)
	require.NoError(t, err)
	defer f.close()
	require.JSONEq(t, `[{"jsonrpc":"2.0","id":1,"result":"0x5"},{"jsonrpc":"2.0","id":2,"result":"0x1"},{"jsonrpc":"2.0","id":3,"result":"0x6001"}]`,
		ask(`[{"jsonrpc":"2.0","id":1,"method":"eth_getBalance","params":["0xbb","0x7"]},{"jsonrpc":"2.0","id":2,"method":"eth_getTransactionCount","params":["0xbb","0x7"]},{"jsonrpc":"2.0","id":3,"method":"eth_getCode","params":["0xbb","0x7"]}]`))
	refused := ask(`{"jsonrpc":"2.0","id":5,"method":"eth_getStorageAt","params":["0xaa","0x1","0x7"]}`)
	require.Contains(t, refused, `"error"`)
	require.Contains(t, refused, `anvil offline fork cache: eth_getStorageAt [\"0xaa\",\"0x1\",\"0x7\"] is not in the cache of block 7`)
	require.Zero(t, f.Forwarded(), "nothing sent upstream")
}
