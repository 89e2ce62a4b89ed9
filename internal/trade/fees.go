package trade

import (
	"context"
	"errors"
	"strconv"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"golang.org/x/sync/singleflight"

	"github.com/tradeprep/tradeprep/contracts/bindings/settings"
	"github.com/tradeprep/tradeprep/internal/flight"
	"github.com/tradeprep/tradeprep/internal/problem"
	"github.com/tradeprep/tradeprep/simulate"
)

// feeCache keeps the Vault's execution fees for a while (read again ahead of time, in the
// background, once half of it has passed). A refresh is one read shared by every
// request that needs it, on a context of its own, and no lock is held while the node is asked:
// a request waits for the read only until its own deadline. A simulation that reverts with
// InvalidExecutionFee reads the fees again at its own block (readAt).
type feeCache struct {
	sim      *simulate.Simulator
	settings common.Address
	ttl      time.Duration
	timeout  time.Duration // of one shared read
	now      func() time.Time
	group    singleflight.Group

	mu   sync.Mutex
	fees Fees
	at   time.Time // when the read of fees was sent
	gen  uint64    // counts stores: a refresh that started before another store keeps its answer to itself
}

func (f *feeCache) get(ctx context.Context) (Fees, error) {
	f.mu.Lock()
	fees, at, gen := f.fees, f.at, f.gen
	f.mu.Unlock()
	refresh := func(ctx context.Context) (Fees, error) {
		return f.shared(ctx, "latest@"+strconv.FormatUint(gen, 10), func(ctx context.Context) (Fees, error) {
			sent := f.now()
			fees, err := f.read(ctx, nil)
			if err == nil {
				f.store(fees, sent, &gen)
			}
			return fees, err
		})
	}
	age := f.now().Sub(at)
	switch {
	case fees.MarketOrder == nil || age >= f.ttl:
		return refresh(ctx)
	case age >= f.ttl/2:
		// Refresh ahead: past half their life the fees are read again in the background (one
		// read, shared), so that under steady traffic no request waits for a read of its own
		// and every request stays one round trip.
		go func() { _, _ = refresh(context.Background()) }()
	}
	return fees, nil
}

// readAt reads the fees at block `at` (the block of a simulation that found them changed) and
// keeps them; concurrent readers of the same block share the read.
func (f *feeCache) readAt(ctx context.Context, at simulate.Head) (Fees, error) {
	return f.shared(ctx, "at@"+at.Hash.Hex(), func(ctx context.Context) (Fees, error) {
		sent := f.now()
		fees, err := f.read(ctx, &at)
		if err == nil {
			f.store(fees, sent, nil)
		}
		return fees, err
	})
}

func (f *feeCache) shared(ctx context.Context, key string, read func(context.Context) (Fees, error)) (Fees, error) {
	fees, err := flight.Shared(ctx, &f.group, key, f.timeout, read)
	var known *problem.Error
	if err != nil && !errors.As(err, &known) {
		return Fees{}, problem.UpstreamFailure("read execution fees", err)
	}
	return fees, err
}

// store keeps fees read at `sent`; with gen, only if nothing was stored since generation gen.
func (f *feeCache) store(fees Fees, sent time.Time, gen *uint64) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if gen != nil && *gen != f.gen {
		return
	}
	f.fees, f.at = fees, sent
	f.gen++
}

// read reads the fees on the latest block, or at *at.
func (f *feeCache) read(ctx context.Context, at *simulate.Head) (Fees, error) {
	st := settings.NewSettings()
	addr := f.settings
	reads := []simulate.Read{{To: addr, Data: st.PackMarketOrderFee()}, {To: addr, Data: st.PackTriggerOrderFee()}}
	var (
		res []simulate.ReadResult
		err error
	)
	if at == nil {
		res, err = f.sim.Reads(ctx, reads...)
	} else {
		res, err = f.sim.ReadsAt(ctx, *at, reads...)
	}
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
