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
	"os"
	"strconv"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core"
	"github.com/ethereum/go-ethereum/core/rawdb"
	"github.com/ethereum/go-ethereum/core/types"
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

// testHookBeforeNodeStart, if set, runs right before node.Start (tests use
// it to make the start fail late).
var testHookBeforeNodeStart func()

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
}

// Chain is a running in-process development chain.
type Chain struct {
	node    *node.Node
	eth     *eth.Ethereum
	beacon  *catalyst.SimulatedBeacon
	rpc     *rpc.Client
	client  *ethclient.Client
	chainID *big.Int
	httpURL string

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
	if cfg.ChainID == 0 {
		return nil, errors.New("devchain: ChainID must be non-zero")
	}
	if cfg.BlockPeriod < 0 {
		return nil, fmt.Errorf("devchain: negative BlockPeriod %v", cfg.BlockPeriod)
	}
	gasLimit := cfg.GasLimit
	if gasLimit == 0 {
		gasLimit = DefaultGasLimit
	}
	if gasLimit < params.MinGasLimit {
		return nil, fmt.Errorf("devchain: GasLimit %d below minimum %d", gasLimit, params.MinGasLimit)
	}
	httpHost, httpPort, err := parseHTTPAddr(cfg.HTTPAddr)
	if err != nil {
		return nil, err
	}
	// Fail fast if a fixed port is taken: once eth.New has run, a failing
	// node.Start cannot stop the eth service cleanly (it was never started),
	// so everything that can be checked up front is checked here.
	if httpHost != "" && httpPort != 0 {
		ln, err := net.Listen("tcp", net.JoinHostPort(httpHost, strconv.Itoa(httpPort)))
		if err != nil {
			return nil, fmt.Errorf("devchain: HTTP endpoint: %w", err)
		}
		ln.Close()
	}
	genesis, err := makeGenesis(cfg.ChainID, gasLimit, cfg.Alloc)
	if err != nil {
		return nil, err
	}

	stack, err := node.New(nodeConfig(httpHost, httpPort))
	if err != nil {
		return nil, fmt.Errorf("devchain: create node: %w", err)
	}
	ethConf := ethConfig(genesis, cfg.ChainID, gasLimit)
	backend, err := eth.New(stack, ethConf)
	if err != nil {
		stack.Close()
		return nil, fmt.Errorf("devchain: create eth service: %w", err)
	}
	// eth.New registers the eth, net, txpool, debug, admin and miner
	// namespaces. The log filter API and the tracing API (debug_trace*) are
	// registered by cmd/geth separately, so do the same here.
	filterSystem := filters.NewFilterSystem(backend.APIBackend, filters.Config{
		LogCacheSize:  ethConf.FilterLogCacheSize,
		LogQueryLimit: ethConf.LogQueryLimit,
		RangeLimit:    ethConf.RangeLimit,
	})
	stack.RegisterAPIs([]rpc.API{{
		Namespace: "eth",
		Service:   filters.NewFilterAPI(filterSystem),
	}})
	stack.RegisterAPIs(tracers.APIs(backend.APIBackend))

	if testHookBeforeNodeStart != nil {
		testHookBeforeNodeStart()
	}
	if err := stack.Start(); err != nil {
		// node.Start already released the node's own resources. The eth
		// service was either stopped by node.Start (if it had started) or
		// never started; stop what eth.New spawned in the latter case.
		stopUnstartedEth(backend)
		stack.Close()
		return nil, fmt.Errorf("devchain: start node: %w", err)
	}
	// The beacon is driven manually (period 0, Start never called): Chain
	// runs its own sealing loops so that manual Commit/AdjustTime calls can
	// be serialised with automatic sealing.
	beacon, err := catalyst.NewSimulatedBeacon(0, common.Address{}, backend)
	if err != nil {
		stack.Close()
		return nil, fmt.Errorf("devchain: create simulated beacon: %w", err)
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
	if httpHost != "" {
		c.httpURL = stack.HTTPEndpoint()
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
	if d < 0 {
		return fmt.Errorf("devchain: cannot move time backwards (%v)", d)
	}
	c.sealMu.Lock()
	defer c.sealMu.Unlock()
	if c.closed {
		return errors.New("devchain: chain is closed")
	}
	return c.beacon.AdjustTime(d)
}

// Close stops block production and shuts the node down. It is safe to call
// more than once; later calls return the result of the first.
func (c *Chain) Close() error {
	c.closeOnce.Do(func() {
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
		c.beacon.Commit()
		head := c.eth.BlockChain().CurrentBlock()
		c.sealMu.Unlock()

		if err := pool.Sync(); err != nil {
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

// parseHTTPAddr validates HTTPAddr and splits it. An empty address yields an
// empty host (HTTP disabled).
func parseHTTPAddr(addr string) (host string, port int, err error) {
	if addr == "" {
		return "", 0, nil
	}
	host, portStr, err := net.SplitHostPort(addr)
	if err != nil {
		return "", 0, fmt.Errorf("devchain: invalid HTTPAddr %q: %w", addr, err)
	}
	port, err = strconv.Atoi(portStr)
	if err != nil || port < 0 || port > 65535 {
		return "", 0, fmt.Errorf("devchain: invalid HTTPAddr %q: bad port", addr)
	}
	if host == "localhost" {
		host = "127.0.0.1"
	}
	if ip := net.ParseIP(host); ip == nil || !ip.IsLoopback() {
		return "", 0, fmt.Errorf("devchain: HTTPAddr %q must use a loopback host (127.0.0.1, ::1 or localhost)", addr)
	}
	return host, port, nil
}

// makeGenesis builds a genesis with the dev-mode fork rules (every fork up to
// the latest go-ethereum dev mode supports active at genesis) and chain id
// replaced, and the system contracts those forks need pre-deployed.
func makeGenesis(chainID, gasLimit uint64, balances map[common.Address]*big.Int) (*core.Genesis, error) {
	chainConfig := *params.AllDevChainProtocolChanges
	chainConfig.ChainID = new(big.Int).SetUint64(chainID)

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
// footprint besides the optional loopback HTTP endpoint.
func nodeConfig(httpHost string, httpPort int) *node.Config {
	conf := node.DefaultConfig
	conf.Name = "devchain"
	conf.DataDir = "" // in-memory databases, ephemeral node key
	// Without a data directory node.New would create (and on Close remove)
	// an ephemeral keystore directory. No keystore backend is ever added, so
	// point it at an existing absolute directory instead: nothing is created
	// and nothing is written there.
	conf.KeyStoreDir = os.TempDir()
	conf.IPCPath = ""
	conf.P2P = p2p.Config{
		NoDiscovery: true,
		NoDial:      true,
		MaxPeers:    0,
		ListenAddr:  "",
	}
	conf.HTTPHost = httpHost
	conf.HTTPPort = httpPort
	conf.HTTPModules = httpModules
	conf.HTTPVirtualHosts = []string{"*"}
	conf.WSHost = ""
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

	// Let eth_call / eth_estimateGas use up to a full block, and do not cap
	// the fee of submitted transactions.
	conf.RPCGasCap = max(conf.RPCGasCap, gasLimit)
	conf.RPCTxFeeCap = 0
	return &conf
}

// stopUnstartedEth stops the background work eth.New starts before the
// service itself is started (transaction pool loops, blockchain).
func stopUnstartedEth(backend *eth.Ethereum) {
	backend.TxPool().Close()
	backend.BlockChain().Stop()
	backend.Engine().Close()
}
