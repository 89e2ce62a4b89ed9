package simulate_test

import (
	"context"
	"math/big"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/devchain"
	"github.com/tradeprep/tradeprep/simulate"
)

// counting forwards to a real client, counts the batches and keeps the last one it sent.
type counting struct {
	simulate.BatchCaller
	n    atomic.Int64
	mu   sync.Mutex
	last []rpc.BatchElem
}

func (c *counting) BatchCallContext(ctx context.Context, b []rpc.BatchElem) error {
	c.n.Add(1)
	c.mu.Lock()
	c.last = append([]rpc.BatchElem(nil), b...)
	c.mu.Unlock()
	return c.BatchCaller.BatchCallContext(ctx, b)
}

func (c *counting) lastBatch() []rpc.BatchElem {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.last
}

func TestFallbackOnTransportErrorOnly(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	chain, err := devchain.Start(ctx, devchain.Config{ChainID: 777})
	require.NoError(t, err)
	defer chain.Close()

	dead, err := rpc.DialContext(ctx, "http://127.0.0.1:1") // nothing listens on port 1
	require.NoError(t, err)
	defer dead.Close()
	live := &counting{BatchCaller: chain.RPC()}
	f, err := simulate.NewFallback(dead, live)
	require.NoError(t, err)

	var id hexutil.Big
	batch := []rpc.BatchElem{{Method: "eth_chainId", Result: &id}}
	require.NoError(t, f.BatchCallContext(ctx, batch))
	require.NoError(t, batch[0].Error)
	require.Equal(t, big.NewInt(777), id.ToInt())
	require.Equal(t, int64(1), f.Failovers())

	// a revert is an answer: the primary (live now) answers it and no failover happens
	primary := &counting{BatchCaller: chain.RPC()}
	second := &counting{BatchCaller: chain.RPC()}
	f, err = simulate.NewFallback(primary, second)
	require.NoError(t, err)
	sim, err := simulate.NewSimulator(f, nil)
	require.NoError(t, err)
	// code that always reverts: PUSH1 0 PUSH1 0 REVERT
	target := common.HexToAddress("0x00000000000000000000000000000000000bad00")
	rep, err := sim.Run(ctx, simulate.Call{From: common.HexToAddress("0x1"), To: target}, simulate.StateOverride{
		target: {Code: hexutil.Bytes{0x60, 0x00, 0x60, 0x00, 0xfd}},
	})
	require.NoError(t, err)
	require.False(t, rep.Success)
	require.NotNil(t, rep.Revert)
	require.Equal(t, int64(2), primary.n.Load(), "the head (a new simulator knows none), then the simulation")
	require.Equal(t, int64(0), second.n.Load())
	require.Equal(t, int64(0), f.Failovers())
}
