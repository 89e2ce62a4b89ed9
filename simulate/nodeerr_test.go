package simulate_test

import (
	"context"
	"errors"
	"math/big"
	"os"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/anvil"
	"github.com/tradeprep/tradeprep/internal/chain/devchain"
	"github.com/tradeprep/tradeprep/simulate"
)

// quirkNode is a node the answers of which are compared: geth in process and an anvil process.
type quirkNode struct {
	name string
	rpc  *rpc.Client
}

// quirkNodes starts geth (internal/chain/devchain) and anvil. Without an anvil binary the anvil case
// is skipped, except under CI=true, where it fails.
func quirkNodes(t *testing.T) []quirkNode {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	t.Cleanup(cancel)
	geth, err := devchain.Start(ctx, devchain.Config{ChainID: 900790})
	require.NoError(t, err)
	t.Cleanup(func() { _ = geth.Close() })
	nodes := []quirkNode{{"geth", geth.RPC()}}
	if _, err := anvil.Locate(); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("no anvil binary (make toolchain): %v", err)
		}
		t.Logf("anvil skipped: no anvil binary (make toolchain): %v", err)
		return nodes
	}
	node, err := anvil.RunProcess(ctx, anvil.Customizers(anvil.WithChainID(900791))...)
	require.NoError(t, err)
	t.Cleanup(func() { _ = node.Close(context.Background()) })
	c, err := rpc.DialContext(ctx, node.RPCURL())
	require.NoError(t, err)
	t.Cleanup(c.Close)
	return append(nodes, quirkNode{"anvil", c})
}

// Code placed by state override: REVERT with 0xdeadbeef as data, and REVERT without data.
var (
	revertWithData = hexutil.MustDecode("0x63deadbeef60e01b60005260046000fd")
	revertEmpty    = hexutil.MustDecode("0x60006000fd")
)

// A sender without ETH calls with a value: geth refuses with -32000 "insufficient funds ...",
// anvil with -32003 "Insufficient funds ..." (asserted here, so that a node that changes its
// answer shows up). The simulator never asks that question: it lends the sender its balance and
// compares the balance it read with the value, so both nodes give the same report.
func TestShortSenderReportIsTheSameOnEveryNode(t *testing.T) {
	poor := common.HexToAddress("0x00000000000000000000000000000000000b0b03")
	target := common.HexToAddress("0x00000000000000000000000000000000000c0de1")
	value := big.NewInt(1e15)
	wantCode := map[string]int{"geth": -32000, "anvil": -32003}
	for _, n := range quirkNodes(t) {
		t.Run(n.name, func(t *testing.T) {
			ctx := context.Background()
			var out hexutil.Bytes
			err := n.rpc.CallContext(ctx, &out, "eth_call", map[string]any{"from": poor, "to": target, "value": (*hexutil.Big)(value)}, "latest")
			var re rpc.Error
			require.True(t, errors.As(err, &re), "the node refuses the call: %v", err)
			require.Equal(t, wantCode[n.name], re.ErrorCode(), "the node's own code for a sender that cannot pay: %v", err)

			sim, err := simulate.NewSimulator(n.rpc, nil)
			require.NoError(t, err)
			rep, err := sim.Run(ctx, simulate.Latest(), simulate.Call{From: poor, To: target, Value: value}, nil)
			require.NoError(t, err)
			require.True(t, rep.InsufficientFunds)
			require.True(t, rep.Success, "lent its balance, the call runs")
			require.NotZero(t, rep.GasEstimate)
			require.Equal(t, 0, rep.SenderBalance.Sign())

			rep, err = sim.Run(ctx, simulate.Latest(), simulate.Call{From: poor, To: target}, nil)
			require.NoError(t, err)
			require.False(t, rep.InsufficientFunds, "no value, nothing to pay before gas")
		})
	}
}

// A revert, with data and without, is code 3 on both nodes, decoded from the error's data.
func TestRevertIsTheSameOnEveryNode(t *testing.T) {
	from := common.HexToAddress("0x00000000000000000000000000000000000b0b04")
	target := common.HexToAddress("0x00000000000000000000000000000000000c0de2")
	for _, n := range quirkNodes(t) {
		t.Run(n.name, func(t *testing.T) {
			sim, err := simulate.NewSimulator(n.rpc, simulate.NewErrorDecoder())
			require.NoError(t, err)
			for _, c := range []struct {
				code []byte
				data string
				kind string
			}{{revertWithData, "0xdeadbeef", simulate.RevertRaw}, {revertEmpty, "0x", simulate.RevertEmpty}} {
				rep, err := sim.Run(context.Background(), simulate.Latest(), simulate.Call{From: from, To: target},
					simulate.StateOverride{target: {Code: simulate.NewCode(c.code)}})
				require.NoError(t, err)
				require.False(t, rep.Success)
				require.NotNil(t, rep.Revert)
				require.Equal(t, c.data, rep.Revert.Data.String())
				require.Equal(t, c.kind, rep.Revert.Kind)
			}
		})
	}
}

// A block the node does not have is a BlockUnavailableError on both nodes (geth answers a call at
// an unknown hash with a generic -32000, anvil with -32001): decided by the block's header.
func TestUnknownBlockIsTheSameOnEveryNode(t *testing.T) {
	target := common.HexToAddress("0x00000000000000000000000000000000000c0de3")
	for _, n := range quirkNodes(t) {
		t.Run(n.name, func(t *testing.T) {
			sim, err := simulate.NewSimulator(n.rpc, nil)
			require.NoError(t, err)
			unknown := simulate.Head{Number: 7, Hash: common.BytesToHash(crypto.Keccak256([]byte("no such block")))}
			_, err = sim.Reads(context.Background(), simulate.AtHead(unknown), simulate.Read{To: target})
			var unavailable *simulate.BlockUnavailableError
			require.ErrorAs(t, err, &unavailable)
			_, err = sim.RunPlan(context.Background(), simulate.AtHead(unknown), simulate.Plan{Sender: target, Calls: []simulate.Call{{From: target, To: target}}})
			require.ErrorAs(t, err, &unavailable)
		})
	}
}
