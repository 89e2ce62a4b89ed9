// Package devchain runs an in-process, in-memory go-ethereum development chain
// and exposes a real JSON-RPC client (*rpc.Client) to it.
//
// Unlike go-ethereum's ethclient/simulated backend, the chain is reachable
// through a genuine *rpc.Client obtained from node.Attach, so everything the
// JSON-RPC layer offers works: batching, eth_call/eth_estimateGas state
// overrides, eth_simulateV1, the debug_trace* family and the txpool namespace.
// Optionally the same APIs are served over HTTP on a loopback address.
//
// The node is assembled like the simulated backend does it: node.New with no
// data directory (in-memory database, no p2p, no IPC), eth.New with the
// go-ethereum dev-mode fork rules (every fork active from genesis), and a
// catalyst.SimulatedBeacon acting as consensus client to seal blocks.
package devchain

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"math/big"
	"net"
	"net/http"
	"os"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core"
	"github.com/ethereum/go-ethereum/core/rawdb"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/eth"
	"github.com/ethereum/go-ethereum/eth/catalyst"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/eth/filters"
	"github.com/ethereum/go-ethereum/eth/tracers"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/log"
	"github.com/ethereum/go-ethereum/node"
	"github.com/ethereum/go-ethereum/p2p"
	"github.com/ethereum/go-ethereum/params"
	"github.com/ethereum/go-ethereum/rpc"

	// Register the native tracers (callTracer, prestateTracer, 4byteTracer,
	// ...) with the directory debug_trace* looks tracers up in.
	_ "github.com/ethereum/go-ethereum/eth/tracers/native"
)

// DefaultGasLimit is the block gas limit used when Config.GasLimit is zero.
const DefaultGasLimit uint64 = 60_000_000

// httpShutdownTimeout bounds how long Close waits for in-flight HTTP requests.
const httpShutdownTimeout = 10 * time.Second

// httpModules are the RPC namespaces exposed over the HTTP endpoint.
var httpModules = []string{"eth", "net", "web3", "debug", "txpool"}

// Config configures a development chain.
type Config struct {
	// ChainID is the EIP-155 chain id (also used as network id). Required,
	// must be non-zero.
	ChainID uint64

	// Alloc holds the genesis balances in wei. Nil balances count as zero.
	Alloc map[common.Address]*big.Int

	// BlockPeriod selects the sealing mode. Zero means on-demand: a block is
	// sealed as soon as a transaction enters the pool. A positive period seals
	// a block (possibly empty) every BlockPeriod. Block timestamps have
	// one-second resolution and strictly increase, so periods below one second
	// make block time run ahead of wall-clock time.
	BlockPeriod time.Duration

	// HTTPAddr is the listen address of the HTTP JSON-RPC endpoint. Empty
	// disables HTTP. The host must be a loopback address ("127.0.0.1",
	// "::1" or "localhost"); port 0 picks a free port (see Chain.HTTPURL).
	HTTPAddr string

	// GasLimit is the block gas limit. Zero means DefaultGasLimit.
	GasLimit uint64

	// Replay are blocks of signed transactions sealed first, one block per entry and in
	// order, before the chain serves anything: a chain that another Start built up with
	// these same transactions (Transactions) is built again without a node round trip per
	// transaction. Each block must hold every transaction of its entry and each must succeed,
	// or Start fails. Block timestamps are the sealing's own, as for any block.
	Replay []types.Transactions
}

// Chain is a running in-process development chain.
type Chain struct {
	node    *node.Node
	eth     *eth.Ethereum
	beacon  *catalyst.SimulatedBeacon
	rpc     *rpc.Client
	client  *ethclient.Client
	chainID *big.Int

	httpServer *http.Server // nil without HTTP
	httpRPC    *rpc.Server
	httpURL    string

	// sealMu serialises all block production. The simulated beacon keeps
	// unsynchronised forkchoice state, so Commit, AdjustTime and the
	// background sealing loops must never run sealBlock concurrently.
	sealMu sync.Mutex
	closed bool // guarded by sealMu

	quit      chan struct{}
	wg        sync.WaitGroup
	closeOnce sync.Once
	closeErr  error
}

// Start assembles and starts a development chain. ctx bounds only the
// start-up; the chain runs until Close is called. On error, everything
// started so far is torn down again.
func Start(ctx context.Context, cfg Config) (*Chain, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	gasLimit, httpAddr, err := checkConfig(cfg)
	if err != nil {
		return nil, err
	}
	genesis, err := makeGenesis(cfg.ChainID, gasLimit, cfg.Alloc)
	if err != nil {
		return nil, err
	}
	// Bind the HTTP listener before building anything else. The node's own
	// HTTP server would bind inside node.Start, after eth.New, and a failure
	// there cannot be unwound cleanly: eth.Stop deadlocks on a service that
	// was never started, and stopping its blockchain after the node closed
	// the database ends in log.Crit (os.Exit).
	var listener net.Listener
	if httpAddr != "" {
		if listener, err = net.Listen("tcp", httpAddr); err != nil {
			return nil, fmt.Errorf("devchain: HTTP endpoint: %w", err)
		}
	}
	fail := func(stack *node.Node, err error) (*Chain, error) {
		if listener != nil {
			listener.Close()
		}
		if stack != nil {
			stack.Close()
		}
		return nil, err
	}

	nodeConf := nodeConfig()
	stack, backend, extraAPIs, err := newNode(nodeConf, genesis, cfg.ChainID, gasLimit)
	if err != nil {
		return fail(stack, err)
	}

	// With HTTP, IPC, WS and p2p listening all disabled, node.Start only
	// fails on programming errors (e.g. an API without methods).
	if err := stack.Start(); err != nil {
		return fail(stack, fmt.Errorf("devchain: start node: %w", err))
	}
	if err := replay(backend, cfg.Replay); err != nil {
		return fail(stack, err)
	}
	// The beacon is driven manually (period 0, Start never called): Chain
	// runs its own sealing loops so that manual Commit/AdjustTime calls are
	// serialised with automatic sealing.
	beacon, err := catalyst.NewSimulatedBeacon(0, common.Address{}, backend)
	if err != nil {
		return fail(stack, fmt.Errorf("devchain: create simulated beacon: %w", err))
	}
	rpcClient := stack.Attach()
	c := &Chain{
		node:    stack,
		eth:     backend,
		beacon:  beacon,
		rpc:     rpcClient,
		client:  ethclient.NewClient(rpcClient),
		chainID: new(big.Int).SetUint64(cfg.ChainID),
		quit:    make(chan struct{}),
	}
	if listener != nil {
		apis := append(backend.APIs(), extraAPIs...)
		apis = append(apis, rpc.API{Namespace: "web3", Service: &web3API{stack}})
		if err := c.serveHTTP(listener, apis, nodeConf); err != nil {
			rpcClient.Close()
			return fail(stack, err)
		}
	}
	if cfg.BlockPeriod == 0 {
		c.startOnDemandSealing()
	} else {
		c.startPeriodicSealing(cfg.BlockPeriod)
	}
	if err := ctx.Err(); err != nil {
		c.Close()
		return nil, err
	}
	return c, nil
}

// checkConfig checks cfg and returns its gas limit (DefaultGasLimit when
// unset) and its HTTP listen address.
func checkConfig(cfg Config) (gasLimit uint64, httpAddr string, err error) {
	if cfg.ChainID == 0 {
		return 0, "", errors.New("devchain: ChainID must be non-zero")
	}
	if cfg.BlockPeriod < 0 {
		return 0, "", fmt.Errorf("devchain: negative BlockPeriod %v", cfg.BlockPeriod)
	}
	gasLimit = cfg.GasLimit
	if gasLimit == 0 {
		gasLimit = DefaultGasLimit
	}
	if gasLimit < params.MinGasLimit {
		return 0, "", fmt.Errorf("devchain: GasLimit %d below minimum %d", gasLimit, params.MinGasLimit)
	}
	httpAddr, err = parseHTTPAddr(cfg.HTTPAddr)
	if err != nil {
		return 0, "", err
	}
	return gasLimit, httpAddr, nil
}

// newNode creates the node and its eth service on genesis, with the
// log-filter and tracing APIs registered (returned as extraAPIs). On error the
// node, if created, is returned for the caller to close.
func newNode(nodeConf *node.Config, genesis *core.Genesis, chainID, gasLimit uint64) (stack *node.Node, backend *eth.Ethereum, extraAPIs []rpc.API, err error) {
	stack, err = node.New(nodeConf)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("devchain: create node: %w", err)
	}
	ethConf := ethConfig(genesis, chainID, gasLimit)
	backend, err = eth.New(stack, ethConf)
	if err != nil {
		return stack, nil, nil, fmt.Errorf("devchain: create eth service: %w", err)
	}
	// eth.New registers the eth, net, txpool, debug, admin and miner
	// namespaces. cmd/geth registers the log-filter API and the tracing API
	// (debug_trace*) separately, so do the same here.
	filterSystem := filters.NewFilterSystem(backend.APIBackend, filters.Config{
		LogCacheSize:  ethConf.FilterLogCacheSize,
		LogQueryLimit: ethConf.LogQueryLimit,
		RangeLimit:    ethConf.RangeLimit,
	})
	extraAPIs = append([]rpc.API{{
		Namespace: "eth",
		Service:   filters.NewFilterAPI(filterSystem),
	}}, tracers.APIs(backend.APIBackend)...)
	stack.RegisterAPIs(extraAPIs)
	return stack, backend, extraAPIs, nil
}

// serveHTTP serves the httpModules namespaces of apis on listener, the way
// the node's own HTTP endpoint would (same handler stack, limits and
// timeouts), with any Host header accepted and no CORS headers.
func (c *Chain) serveHTTP(listener net.Listener, apis []rpc.API, conf *node.Config) error {
	srv := rpc.NewServer()
	srv.SetBatchLimits(conf.BatchRequestLimit, conf.BatchResponseMaxSize)
	srv.SetHTTPBodyLimit(conf.HTTPBodyLimit)
	for _, api := range apis {
		if !slices.Contains(httpModules, api.Namespace) {
			continue
		}
		if err := srv.RegisterName(api.Namespace, api.Service); err != nil {
			srv.Stop()
			return fmt.Errorf("devchain: register %s API: %w", api.Namespace, err)
		}
	}
	timeouts := rpc.DefaultHTTPTimeouts
	httpSrv := &http.Server{
		Handler:           node.NewHTTPHandlerStack(srv, nil, []string{"*"}, nil, false),
		ReadTimeout:       timeouts.ReadTimeout,
		ReadHeaderTimeout: timeouts.ReadHeaderTimeout,
		WriteTimeout:      timeouts.WriteTimeout,
		IdleTimeout:       timeouts.IdleTimeout,
	}
	c.httpRPC = srv
	c.httpServer = httpSrv
	c.httpURL = "http://" + listener.Addr().String()
	c.wg.Add(1)
	go func() {
		defer c.wg.Done()
		httpSrv.Serve(listener) // returns when Close shuts the server down
	}()
	return nil
}

// web3API serves the web3 namespace over HTTP (the node's own web3 service
// is not exported).
type web3API struct{ stack *node.Node }

// ClientVersion returns the node name, e.g. "devchain/v1.17.10-stable/...".
func (w *web3API) ClientVersion() string { return w.stack.Server().Name }

// Sha3 returns the Keccak-256 hash of the input.
func (w *web3API) Sha3(input hexutil.Bytes) hexutil.Bytes { return crypto.Keccak256(input) }

// RPC returns the in-process JSON-RPC client. It is owned by the Chain and
// closed by Close; do not close it yourself.
func (c *Chain) RPC() *rpc.Client { return c.rpc }

// Client returns an ethclient over RPC(). It is owned by the Chain.
func (c *Chain) Client() *ethclient.Client { return c.client }

// HTTPURL returns the HTTP JSON-RPC endpoint ("http://127.0.0.1:PORT") with
// the actual port, or "" when HTTP is disabled.
func (c *Chain) HTTPURL() string { return c.httpURL }

// ChainID returns a copy of the chain id.
func (c *Chain) ChainID() *big.Int { return new(big.Int).Set(c.chainID) }

// Commit seals a block now, including whatever executable transactions are
// in the pool, and returns the hash of the resulting head block. After Close
// it returns the zero hash.
func (c *Chain) Commit() common.Hash {
	c.sealMu.Lock()
	defer c.sealMu.Unlock()
	if c.closed {
		return common.Hash{}
	}
	return c.beacon.Commit()
}

// AdjustTime seals a new empty block whose timestamp is the head block's
// timestamp plus d (rounded down to whole seconds, at least one second).
// Later blocks keep strictly increasing timestamps from there. It fails if
// transactions are pending in the pool.
func (c *Chain) AdjustTime(d time.Duration) error {
	_, _, err := c.Jump(d)
	return err
}

// ErrPending is the error of Jump (and AdjustTime) while transactions are
// pending in the pool: the sealer mines them first, so trying again a moment
// later succeeds.
var ErrPending = errors.New("devchain: transactions are pending in the pool")

// Jump is AdjustTime returning the head it sealed on and the block it sealed,
// exactly: no other block can be sealed between the two. The sealed block's
// timestamp is the parent's plus d in whole seconds. Blocks sealed afterwards
// are one second apart (timestamps must increase) until wall-clock time
// catches up with the chain's: the chain does not keep an offset to the wall
// clock.
func (c *Chain) Jump(d time.Duration) (parent, head *types.Header, err error) {
	if d < 0 {
		return nil, nil, fmt.Errorf("devchain: cannot move time backwards (%v)", d)
	}
	c.sealMu.Lock()
	defer c.sealMu.Unlock()
	if c.closed {
		return nil, nil, errors.New("devchain: chain is closed")
	}
	// the pool resets to a new head in the background: until it has, the transactions of the
	// last sealed block still count as pending there, and AdjustTime would refuse
	if err := c.syncPool(); err != nil {
		return nil, nil, err
	}
	parent = c.eth.BlockChain().CurrentHeader()
	if err := c.beacon.AdjustTime(d); err != nil {
		if pending, _ := c.eth.TxPool().Stats(); pending > 0 {
			return nil, nil, fmt.Errorf("%w: %v", ErrPending, err)
		}
		return nil, nil, err
	}
	head = c.eth.BlockChain().CurrentHeader()
	if head.Hash() == parent.Hash() {
		return nil, nil, errors.New("devchain: no block was sealed")
	}
	return parent, head, nil
}

// SealSecondApart moves the chain's time a day ahead of the wall clock (Jump): blocks sealed
// afterwards are then their parent's time plus one second, whatever the wall clock, until it
// catches up a day later.
func (c *Chain) SealSecondApart() error {
	_, _, err := c.Jump(24 * time.Hour)
	return err
}

// Reorg replaces the chain's last depth blocks with a branch of depth+1 new blocks sealed on
// the block below them (the simulated beacon's Fork): a reorg, for a test of what follows the
// chain. The dropped blocks' transactions go back to the pool, and the first new block holds
// those still valid. It fails while transactions are pending.
func (c *Chain) Reorg(depth uint64) error {
	c.sealMu.Lock()
	defer c.sealMu.Unlock()
	if c.closed {
		return errors.New("devchain: chain is closed")
	}
	head := c.eth.BlockChain().CurrentHeader()
	if depth == 0 || depth >= head.Number.Uint64() {
		return fmt.Errorf("devchain: cannot reorg %d blocks of a chain at block %d", depth, head.Number)
	}
	ancestor := c.eth.BlockChain().GetHeaderByNumber(head.Number.Uint64() - depth)
	if err := c.beacon.Fork(ancestor.Hash()); err != nil {
		return fmt.Errorf("devchain: reorg: %w", err)
	}
	for range depth + 1 {
		c.beacon.Commit()
	}
	return nil
}

// Close stops block production and the HTTP endpoint and shuts the node
// down. It is safe to call more than once; later calls return the result of
// the first.
func (c *Chain) Close() error {
	c.closeOnce.Do(func() {
		if c.httpServer != nil {
			// Let in-flight HTTP requests finish before the node goes away
			// (calls and traces are bounded by their own EVM timeouts), but
			// do not wait forever.
			ctx, cancel := context.WithTimeout(context.Background(), httpShutdownTimeout)
			if err := c.httpServer.Shutdown(ctx); err != nil {
				c.httpServer.Close()
			}
			cancel()
			c.httpRPC.Stop()
		}
		close(c.quit)
		c.wg.Wait()

		c.sealMu.Lock()
		c.closed = true
		c.sealMu.Unlock()

		c.rpc.Close()
		c.closeErr = errors.Join(c.beacon.Stop(), c.node.Close())
	})
	return c.closeErr
}

// startOnDemandSealing seals a block whenever transactions enter the pool.
//
// This mirrors catalyst's simulatedBeaconAPI.loop (what `geth --dev` uses
// with period 0), but serialises sealing through sealMu. The event receiver
// must never block: the pool's reorg loop delivers the events, and sealing
// waits for that same loop (TxPool.Sync), so receiving and sealing live in
// separate goroutines connected by a one-slot wake-up channel.
func (c *Chain) startOnDemandSealing() {
	var (
		newTxs = make(chan core.NewTxsEvent, 16)
		sub    = c.eth.TxPool().SubscribeTransactions(newTxs, true)
		wake   = make(chan struct{}, 1)
	)
	c.wg.Add(2)
	go func() {
		defer c.wg.Done()
		defer sub.Unsubscribe()
		for {
			select {
			case <-c.quit:
				return
			case <-sub.Err():
				return
			case <-newTxs:
				select {
				case wake <- struct{}{}:
				default:
				}
			}
		}
	}()
	go func() {
		defer c.wg.Done()
		for {
			select {
			case <-c.quit:
				return
			case <-wake:
				c.sealPending()
			}
		}
	}()
}

// sealPending seals blocks until the pool has no executable transactions
// left, or until a sealed block includes none of them (for example because
// their tip is below the miner's minimum); the next pool event retries.
func (c *Chain) sealPending() {
	pool := c.eth.TxPool()
	for {
		select {
		case <-c.quit:
			return
		default:
		}
		c.sealMu.Lock()
		if c.closed {
			c.sealMu.Unlock()
			return
		}
		// A wake-up may come for transactions the loop below already sealed (a second one
		// entered the pool while the first was being sealed, and was sealed in the next round):
		// sealing then would add an empty block, a second no one asked for, and a prediction
		// made for the next block would then run a block later than it said.
		if executable, _ := pool.Stats(); executable == 0 {
			c.sealMu.Unlock()
			return
		}
		c.beacon.Commit()
		head := c.eth.BlockChain().CurrentBlock()
		// Sync waits for the pool to catch up with the new head. It runs under sealMu, as the
		// beacon's own Sync inside Commit does: geth's pool answers only the last of two Syncs
		// that overlap (the second replaces the first's waiter), and a Sync of the sealer's
		// beside a Commit's left that Commit waiting forever while it held sealMu (a test's
		// Commit hung for 16 minutes under the race detector on a loaded machine).
		err := c.syncPool()
		c.sealMu.Unlock()
		switch {
		case errors.Is(err, errPoolBehind):
			continue // seal again rather than leave what is pending unsealed
		case err != nil:
			return
		}
		if executable, _ := pool.Stats(); executable == 0 {
			return
		}
		if block := c.eth.BlockChain().GetBlock(head.Hash(), head.Number.Uint64()); block == nil || len(block.Transactions()) == 0 {
			return
		}
	}
}

// poolSyncWait bounds how long the sealer waits for the pool to catch up with a new head.
const poolSyncWait = 5 * time.Second

// errPoolBehind is syncPool's error when the pool did not catch up within poolSyncWait.
var errPoolBehind = errors.New("devchain: the transaction pool did not catch up with the head")

// syncPool waits until the pool has caught up with the chain's head, at most poolSyncWait. Its
// callers hold sealMu: no two Syncs may overlap (see sealPending).
func (c *Chain) syncPool() error {
	synced := make(chan error, 1)
	go func() { synced <- c.eth.TxPool().Sync() }()
	select {
	case err := <-synced:
		return err
	case <-c.quit:
		return errors.New("devchain: chain is closed")
	case <-time.After(poolSyncWait):
		return errPoolBehind
	}
}

// startPeriodicSealing seals a block every period.
func (c *Chain) startPeriodicSealing(period time.Duration) {
	c.wg.Add(1)
	go func() {
		defer c.wg.Done()
		ticker := time.NewTicker(period)
		defer ticker.Stop()
		for {
			select {
			case <-c.quit:
				return
			case <-ticker.C:
				c.Commit()
			}
		}
	}()
}

// parseHTTPAddr validates HTTPAddr and returns the address to listen on, or
// "" when HTTP is disabled.
func parseHTTPAddr(addr string) (string, error) {
	if addr == "" {
		return "", nil
	}
	host, portStr, err := net.SplitHostPort(addr)
	if err != nil {
		return "", fmt.Errorf("devchain: invalid HTTPAddr %q: %w", addr, err)
	}
	port, err := strconv.Atoi(portStr)
	if err != nil || port < 0 || port > 65535 {
		return "", fmt.Errorf("devchain: invalid HTTPAddr %q: bad port", addr)
	}
	if host == "localhost" {
		host = "127.0.0.1"
	}
	if ip := net.ParseIP(host); ip == nil || !ip.IsLoopback() {
		return "", fmt.Errorf("devchain: HTTPAddr %q must use a loopback host (127.0.0.1, ::1 or localhost)", addr)
	}
	return net.JoinHostPort(host, strconv.Itoa(port)), nil
}

// makeGenesis builds a genesis with the dev-mode fork rules up to Osaka active at
// genesis, and chain id
// replaced, and the system contracts those forks need pre-deployed.
func makeGenesis(chainID, gasLimit uint64, balances map[common.Address]*big.Int) (*core.Genesis, error) {
	chainConfig := *params.AllDevChainProtocolChanges
	chainConfig.ChainID = new(big.Int).SetUint64(chainID)
	// Bogota (not yet on any public network) reprices state growth: a storage write there costs
	// several times what it costs on mainnet, Arbitrum or anvil. Stop at Osaka so that gas
	// figures match the chains this service fronts.
	chainConfig.BogotaTime = nil

	alloc := core.SystemContractAllocs()
	userAlloc := make(types.GenesisAlloc, len(balances))
	for addr, bal := range balances {
		if bal == nil {
			bal = new(big.Int)
		}
		if bal.Sign() < 0 {
			return nil, fmt.Errorf("devchain: negative genesis balance for %s", addr)
		}
		userAlloc[addr] = types.Account{Balance: new(big.Int).Set(bal)}
	}
	maps.Copy(alloc, userAlloc)

	return &core.Genesis{
		Config:     &chainConfig,
		GasLimit:   gasLimit,
		BaseFee:    big.NewInt(params.InitialBaseFee),
		Difficulty: big.NewInt(0),
		Alloc:      alloc,
	}, nil
}

// nodeConfig returns a node configuration without any disk or network
// footprint: no data directory (in-memory databases, ephemeral node key), no
// p2p listening or discovery, no IPC, HTTP or WebSocket endpoints.
func nodeConfig() *node.Config {
	conf := node.DefaultConfig
	conf.Name = "devchain"
	conf.DataDir = ""
	// Without a data directory node.New would create (and on Close remove)
	// an ephemeral keystore directory. No keystore backend is ever added, so
	// point it at an existing absolute directory instead: nothing is created
	// and nothing is written there.
	conf.KeyStoreDir = os.TempDir()
	conf.IPCPath = ""
	conf.HTTPHost = "" // HTTP is served by Chain itself, see serveHTTP
	conf.WSHost = ""
	conf.P2P = p2p.Config{
		NoDiscovery: true,
		NoDial:      true,
		MaxPeers:    0,
		ListenAddr:  "",
	}
	conf.Logger = log.NewLogger(log.DiscardHandler())
	return &conf
}

// ethConfig returns the eth service configuration for a dev chain.
func ethConfig(genesis *core.Genesis, chainID, gasLimit uint64) *ethconfig.Config {
	conf := ethconfig.Defaults
	conf.Genesis = genesis
	conf.NetworkId = chainID
	conf.SyncMode = ethconfig.FullSync

	// Archive mode (hash scheme, no pruning) keeps the state of every block,
	// so historical queries and debug_traceTransaction keep working for old
	// blocks. Dev chains are small, so the memory cost is negligible, and
	// caches can be modest.
	conf.StateScheme = rawdb.HashScheme
	conf.NoPruning = true
	conf.DatabaseCache = 16
	conf.TrieCleanCache = 64
	conf.TrieDirtyCache = 0
	conf.SnapshotCache = 32

	// Keep the block gas limit at the configured value (the miner moves the
	// gas limit towards GasCeil) and accept any tip, as `geth --dev` does.
	conf.Miner.GasCeil = gasLimit
	conf.Miner.GasPrice = big.NewInt(1)

	// No local-transaction journal and no blob pool directory: nothing on disk.
	conf.TxPool.NoLocals = true
	conf.TxPool.Journal = ""
	conf.BlobPool.Datadir = ""

	// No log index: eth_getLogs reads the blocks themselves. geth's index (core/filtermaps)
	// is built beside block insertion, and a range that ends at the head could be asked of it
	// before it holds the block after: "failed to retrieve log value pointer after last block
	// 102: ... of block 103: not found", seen by the relayer under load (rehearsal 12). A dev
	// chain is small; reading its blocks is quick and always agrees with the chain.
	conf.LogNoHistory = true

	// Let eth_call / eth_estimateGas use up to a full block, and do not cap
	// the fee of submitted transactions.
	conf.RPCGasCap = max(conf.RPCGasCap, gasLimit)
	conf.RPCTxFeeCap = 0
	return &conf
}

// replay builds a block of each entry of blocks (Config.Replay) on the head, timestamped as
// the sealer would have (the wall clock's second, then a second apart while blocks come faster
// than that), and inserts them, validated, into the chain. Any transaction that fails, or a
// block the chain refuses, fails the replay.
func replay(backend *eth.Ethereum, blocks []types.Transactions) (err error) {
	if len(blocks) == 0 {
		return nil
	}
	bc := backend.BlockChain()
	parent := bc.GetBlockByHash(bc.CurrentBlock().Hash())
	first := max(uint64(time.Now().Unix()), parent.Time()+1)
	defer func() {
		if r := recover(); r != nil { // core.BlockGen panics on a transaction that fails
			err = fmt.Errorf("devchain: replay: %v", r)
		}
	}()
	built, receipts := core.GenerateChain(bc.Config(), parent, backend.Engine(), backend.ChainDb(), len(blocks), func(i int, b *core.BlockGen) {
		b.OffsetTime(int64(first+uint64(i)) - int64(b.Timestamp()))
		for _, tx := range blocks[i] {
			b.AddTxWithChain(bc, tx)
		}
	})
	for i, rs := range receipts {
		for _, r := range rs {
			if r.Status != types.ReceiptStatusSuccessful {
				return fmt.Errorf("devchain: replay block %d: transaction %s failed", i+1, r.TxHash)
			}
		}
	}
	if n, err := bc.InsertChain(built); err != nil {
		return fmt.Errorf("devchain: replay: block %d refused: %w", n+1, err)
	}
	return nil
}

// Transactions are the transactions of the canonical blocks 1 to the head, a block per entry:
// what Config.Replay takes to build this chain again.
func (c *Chain) Transactions() []types.Transactions {
	bc := c.eth.BlockChain()
	head := bc.CurrentBlock().Number.Uint64()
	out := make([]types.Transactions, 0, head)
	for n := uint64(1); n <= head; n++ {
		out = append(out, bc.GetBlockByNumber(n).Transactions())
	}
	return out
}
