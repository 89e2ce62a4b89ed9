package embedded

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"os"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/tradeprep/tradeprep/anvil"
	"github.com/tradeprep/tradeprep/internal/chain/devchain"
)

// Node is the kind of node an embedded platform runs on.
type Node string

const (
	// NodeGeth: go-ethereum in process (internal/chain/devchain), sealing a block per transaction or
	// every BlockPeriod. The default.
	NodeGeth Node = "geth"
	// NodeAnvil: Foundry's anvil, in a container of the local anvil image when a Docker daemon
	// answers, else (not under CI=true) as a local process (anvil.Launch), mining a
	// block per transaction or every BlockPeriod.
	NodeAnvil Node = "anvil"
)

// NodeEnv is the environment variable that chooses the node when Options.Node is empty: the
// same behaviour tests run on geth (unset, or "geth") and on anvil ("anvil"; `make
// go-test-anvil`).
const NodeEnv = "TRADEPREP_TEST_NODE"

// NodeOf is the node n asks for: n itself, or $TRADEPREP_TEST_NODE when n is empty (geth when
// that is unset too).
func NodeOf(n Node) (Node, error) {
	if n == "" {
		n = Node(os.Getenv(NodeEnv))
	}
	switch n {
	case "", NodeGeth:
		return NodeGeth, nil
	case NodeAnvil:
		return NodeAnvil, nil
	}
	return "", fmt.Errorf("embedded: unknown node %q (from Options.Node or $%s): want %q or %q", n, NodeEnv, NodeGeth, NodeAnvil)
}

// Chain is one chain of an embedded platform, on either node.
type Chain interface {
	RPC() *rpc.Client
	Client() *ethclient.Client
	// HTTPURL is the node's JSON-RPC endpoint on loopback ("" when it has none: a geth chain
	// started without DestHTTP/SourceHTTP).
	HTTPURL() string
	ChainID() *big.Int
	// Commit seals a block now, with whatever transactions are pending, and returns its hash.
	Commit() common.Hash
	// AdjustTime seals an empty block whose timestamp is the head's plus d (whole seconds, at
	// least one).
	AdjustTime(d time.Duration) error
	// Jump is AdjustTime returning the head it sealed on and the block it sealed.
	Jump(d time.Duration) (parent, head *types.Header, err error)
	// SealSecondApart makes every later block's timestamp its parent's plus one second, whatever
	// the wall clock, for a test that compares a prediction with what later blocks do: a
	// platform's fees grow with the seconds between blocks, and a loaded machine must not
	// change them.
	SealSecondApart() error
	// Reorg replaces the last depth blocks with a new branch at least as long (geth: depth+1
	// blocks sealed on the block below them, holding the dropped transactions that are still
	// valid; anvil: anvil_reorg, depth new blocks without them).
	Reorg(depth uint64) error
	Close() error
}

var _ Chain = (*devchain.Chain)(nil)

// anvilChain is a Chain on anvil.
type anvilChain struct {
	node    *anvil.Container
	rpc     *rpc.Client
	client  *ethclient.Client
	chainID *big.Int
}

var _ Chain = (*anvilChain)(nil)

// startAnvil launches anvil for chain id, funded as alloc says (anvil_setBalance; anvil's own dev
// accounts keep theirs), mining a block per transaction or every period; from the state file
// (anvil.WithState) when state is not "".
func startAnvil(ctx context.Context, id uint64, alloc map[common.Address]*big.Int, period time.Duration, state string, args []string) (c *anvilChain, err error) {
	opts := []anvil.Option{anvil.WithChainID(id)}
	if len(args) > 0 {
		opts = append(opts, anvil.WithArgs(args...))
	}
	if period > 0 {
		opts = append(opts, anvil.WithBlockTime(period))
	}
	if state != "" {
		opts = append(opts, anvil.WithState(state))
	}
	node, err := launchAnvil(ctx, opts)
	if err != nil {
		if node != nil {
			_ = node.Close(context.WithoutCancel(ctx))
		}
		return nil, fmt.Errorf("anvil: %w", err)
	}
	c = &anvilChain{node: node, chainID: new(big.Int).SetUint64(id)}
	defer func() {
		if err != nil {
			err = errors.Join(err, c.Close())
		}
	}()
	if c.rpc, err = rpc.DialContext(ctx, node.RPCURL()); err != nil {
		return c, err
	}
	c.client = ethclient.NewClient(c.rpc)
	for addr, bal := range alloc {
		if err := c.rpc.CallContext(ctx, nil, "anvil_setBalance", addr, (*hexutil.Big)(bal)); err != nil {
			return c, fmt.Errorf("anvil_setBalance: %w", err)
		}
	}
	return c, nil
}

func (c *anvilChain) RPC() *rpc.Client          { return c.rpc }
func (c *anvilChain) Client() *ethclient.Client { return c.client }
func (c *anvilChain) HTTPURL() string           { return c.node.RPCURL() }
func (c *anvilChain) ChainID() *big.Int         { return new(big.Int).Set(c.chainID) }

// Commit mines a block (evm_mine) and returns the new head's hash, the zero hash on failure.
func (c *anvilChain) Commit() common.Hash {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := c.rpc.CallContext(ctx, nil, "evm_mine"); err != nil {
		return common.Hash{}
	}
	h, err := c.client.HeaderByNumber(ctx, nil)
	if err != nil {
		return common.Hash{}
	}
	return h.Hash()
}

func (c *anvilChain) AdjustTime(d time.Duration) error {
	_, _, err := c.Jump(d)
	return err
}

// Jump mines a block at the head's timestamp plus d (evm_setNextBlockTimestamp, then evm_mine);
// anvil's clock goes on from there, as after evm_increaseTime.
func (c *anvilChain) Jump(d time.Duration) (parent, head *types.Header, err error) {
	if d < 0 {
		return nil, nil, fmt.Errorf("anvil: cannot move time backwards (%v)", d)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if parent, err = c.client.HeaderByNumber(ctx, nil); err != nil {
		return nil, nil, err
	}
	secs := max(uint64(d/time.Second), 1)
	if err := c.rpc.CallContext(ctx, nil, "evm_setNextBlockTimestamp", hexutil.Uint64(parent.Time+secs)); err != nil {
		return nil, nil, fmt.Errorf("evm_setNextBlockTimestamp: %w", err)
	}
	if err := c.rpc.CallContext(ctx, nil, "evm_mine"); err != nil {
		return nil, nil, fmt.Errorf("evm_mine: %w", err)
	}
	if head, err = c.client.HeaderByNumber(ctx, nil); err != nil {
		return nil, nil, err
	}
	if head.ParentHash != parent.Hash() {
		return nil, nil, errors.New("anvil: another block was mined during the jump")
	}
	return parent, head, nil
}

// SealSecondApart sets anvil's block timestamp interval to one second
// (anvil_setBlockTimestampInterval): later blocks, and the pending block, are their parent's
// time plus one, whatever the wall clock.
func (c *anvilChain) SealSecondApart() error {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := c.rpc.CallContext(ctx, nil, "anvil_setBlockTimestampInterval", 1); err != nil {
		return fmt.Errorf("anvil_setBlockTimestampInterval: %w", err)
	}
	return nil
}

// Reorg replaces the last depth blocks with depth new ones (anvil_reorg); the dropped blocks'
// transactions are not replayed.
func (c *anvilChain) Reorg(depth uint64) error {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := c.rpc.CallContext(ctx, nil, "anvil_reorg", depth, []any{}); err != nil {
		return fmt.Errorf("anvil_reorg: %w", err)
	}
	return nil
}

func (c *anvilChain) Close() error {
	if c.rpc != nil {
		c.rpc.Close()
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	return c.node.Close(ctx)
}

// launchAnvil runs anvil as anvil.Launch{NoPull: true} does: in a container of an image already
// in the local Docker daemon's store ($ANVIL_IMAGE, else the image `make anvil-image` builds),
// never pulling one (tests reach no registry; testcontainers' reaper must be off); without such
// an image or a daemon, as a local process, which CI=true forbids (anvil.DockerRequired).
func launchAnvil(ctx context.Context, opts []anvil.Option) (*anvil.Container, error) {
	c, err := anvil.Launch{NoPull: true}.Start(ctx, anvil.Customizers(opts...)...)
	if errors.Is(err, anvil.ErrImageMissing) {
		err = fmt.Errorf("%w (build it with `make anvil-image`)", err)
	}
	return c, err
}
