package simulate_test

import (
	"context"
	"sync"
	"sync/atomic"

	"github.com/ethereum/go-ethereum/rpc"

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
