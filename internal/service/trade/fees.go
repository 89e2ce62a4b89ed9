package trade

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"golang.org/x/sync/singleflight"

	"github.com/tradeprep/tradeprep/contracts/bindings/settings"
	"github.com/tradeprep/tradeprep/internal/chain/flight"
	"github.com/tradeprep/tradeprep/internal/platform/problem"
	"github.com/tradeprep/tradeprep/simulate"
)

// feeCache keeps the Vault's execution fees and reads them again at most once per ttl: a read
// of the latest fees is started only when the fees in hand were read ttl ago or more (or there
// are none), and only if no such read is in flight, both decided under the mutex, so that
// however many requests find the fees expired at once and however long the node takes to
// answer, they share one read. The read runs in the background, on a context of its own (the
// values of the request that started it, its own time-out), and no lock is held while the node
// is asked. Meanwhile requests go on with the fees in hand, up to 2×ttl old: under steady traffic
// no request waits for a fee read, and every request stays one round trip. A request that has
// no fees, or only older ones, waits for the read, but only until its own deadline. A read that
// fails keeps nothing, and the next request that finds the fees expired starts another.
//
// Fees older than ttl are never a wrong answer: the Vault demands the exact fee, so a
// simulation with fees that changed meanwhile reverts with InvalidExecutionFee, and the request
// reads them again at its own block (readAt); what that read keeps starts a new ttl.
type feeCache struct {
	sim      *simulate.Simulator
	settings common.Address
	ttl      time.Duration
	timeout  time.Duration // of one shared read
	now      func() time.Time
	group    singleflight.Group // readAt's reads, by block

	mu      sync.Mutex
	fees    Fees
	at      time.Time   // when the read of fees was sent
	gen     uint64      // counts stores: a read that started before another store keeps its answer to itself
	reading *feeRefresh // the read of the latest fees in flight, if any
}

// feeRefresh is one read of the latest fees; done is closed when fees and err are set.
type feeRefresh struct {
	done chan struct{}
	fees Fees
	err  error
}

func (f *feeCache) get(ctx context.Context) (Fees, error) {
	f.mu.Lock()
	fees, age := f.fees, f.now().Sub(f.at)
	if fees.MarketOrder != nil && age < f.ttl {
		f.mu.Unlock()
		return fees, nil
	}
	r := f.reading
	if r == nil && ctx.Err() == nil { // a caller already gone starts nothing
		r = &feeRefresh{done: make(chan struct{})}
		f.reading = r
		go f.refresh(context.WithoutCancel(ctx), r, f.gen)
	}
	f.mu.Unlock()
	if fees.MarketOrder != nil && age < 2*f.ttl {
		return fees, nil // until the read lands, the fees in hand
	}
	if r == nil {
		return Fees{}, f.failed(ctx.Err())
	}
	select {
	case <-r.done:
		return r.fees, r.err
	case <-ctx.Done():
		return Fees{}, f.failed(ctx.Err())
	}
}

// refresh is the one read of the latest fees r stands for, started at generation gen.
func (f *feeCache) refresh(ctx context.Context, r *feeRefresh, gen uint64) {
	ctx, cancel := context.WithTimeout(ctx, f.timeout)
	defer cancel()
	sent := f.now()
	fees, err := f.read(ctx, simulate.Latest())
	f.mu.Lock()
	if err == nil {
		f.storeLocked(fees, sent, &gen)
	}
	f.reading = nil
	f.mu.Unlock()
	r.fees, r.err = fees, f.failed(err)
	close(r.done)
}

// readAt reads the fees at block `at` (the block of a simulation that found them changed) and
// keeps them; concurrent readers of the same block share the read.
func (f *feeCache) readAt(ctx context.Context, at simulate.Head) (Fees, error) {
	return f.shared(ctx, "at@"+at.Hash.Hex(), func(ctx context.Context) (Fees, error) {
		sent := f.now()
		fees, err := f.read(ctx, simulate.AtHead(at))
		if err == nil {
			f.store(fees, sent)
		}
		return fees, err
	})
}

func (f *feeCache) shared(ctx context.Context, key string, read func(context.Context) (Fees, error)) (Fees, error) {
	fees, err := flight.Shared(ctx, &f.group, key, f.timeout, read)
	return fees, f.failed(err)
}

// failed is err as a problem: an upstream failure unless it is one already.
func (f *feeCache) failed(err error) error {
	var known *problem.Error
	if err != nil && !errors.As(err, &known) {
		return problem.UpstreamFailure("read execution fees", err)
	}
	return err
}

// store keeps fees read at `sent`.
func (f *feeCache) store(fees Fees, sent time.Time) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.storeLocked(fees, sent, nil)
}

// storeLocked keeps fees read at `sent`; with gen, only if nothing was stored since generation
// gen. f.mu is held.
func (f *feeCache) storeLocked(fees Fees, sent time.Time, gen *uint64) {
	if gen != nil && *gen != f.gen {
		return
	}
	f.fees, f.at = fees, sent
	f.gen++
}

// read reads the fees at `at`.
func (f *feeCache) read(ctx context.Context, at simulate.At) (Fees, error) {
	st := settings.NewSettings()
	addr := f.settings
	reads := []simulate.Read{{To: addr, Data: st.PackMarketOrderFee()}, {To: addr, Data: st.PackTriggerOrderFee()}}
	res, err := f.sim.Reads(ctx, at, reads...)
	if err != nil {
		return Fees{}, problem.UpstreamFailure("read execution fees", err)
	}
	for _, r := range res {
		if r.Err != nil {
			return Fees{}, problem.UpstreamFailure("read execution fees", r.Err)
		}
	}
	market, err1 := st.UnpackMarketOrderFee(res[0].Data)
	trigger, err2 := st.UnpackTriggerOrderFee(res[1].Data)
	if err := errors.Join(err1, err2); err != nil {
		return Fees{}, problem.UpstreamFailure("decode execution fees", err)
	}
	return Fees{MarketOrder: market, TriggerOrder: trigger}, nil
}

// ownerCache remembers position owners (immutable once a position exists), bounded: when full
// it starts over, which costs one read per position again, never a wrong answer.
type ownerCache struct {
	mu  sync.Mutex
	max int
	m   map[string]common.Address
}

func newOwnerCache(max int) *ownerCache {
	return &ownerCache{max: max, m: make(map[string]common.Address)}
}

func (c *ownerCache) get(k string) (common.Address, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	v, ok := c.m[k]
	return v, ok
}

func (c *ownerCache) put(k string, v common.Address) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.m) >= c.max {
		c.m = make(map[string]common.Address)
	}
	c.m[k] = v
}
