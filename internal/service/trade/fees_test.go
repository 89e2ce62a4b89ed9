package trade

import (
	"context"
	"math/big"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/settings"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/simulate"
)

// countingCaller forwards to the real client and counts the batches (round trips) sent.
type countingCaller struct {
	simulate.BatchCaller
	n atomic.Int64
}

func (c *countingCaller) BatchCallContext(ctx context.Context, b []rpc.BatchElem) error {
	c.n.Add(1)
	return c.BatchCaller.BatchCallContext(ctx, b)
}

// The fees are read again once per expiry, and only then: younger than the TTL they come from
// the cache; once a TTL old, 64 requests at once get the fees in hand without waiting while one
// read (for all of them) runs behind them, and the next request sees what it read; after two
// TTLs without traffic a request waits for the read and gets the new fees; a request already
// gone starts no read. On a fake clock, against the embedded chain.
func TestFeesAreReadOncePerExpiry(t *testing.T) {
	const ttl = 10 * time.Second
	f := newFixture(t, 1, ttl)
	reads := &countingCaller{BatchCaller: f.env.Dest.RPC()}
	sim, err := simulate.NewSimulator(reads, platform.ErrorDecoder())
	require.NoError(t, err)
	f.svc.fees.sim = sim
	var (
		mu  sync.Mutex
		now = time.Unix(1_000_000, 0)
	)
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	advance := func(d time.Duration) { mu.Lock(); defer mu.Unlock(); now = now.Add(d) }
	f.svc.fees.now = clock
	ctx := context.Background()
	first, err := f.svc.Fees(ctx)
	require.NoError(t, err)
	require.Equal(t, int64(1), reads.n.Load(), "no fees yet: one read")

	setFee := func(market *big.Int) {
		t.Helper()
		st := settings.NewSettings()
		_, err := f.env.Owner.Send(f.ctx, &f.env.Manifest.Destination.Settings, st.PackSetExecutionFees(market, first.TriggerOrder), nil)
		require.NoError(t, err)
	}
	// many concurrent requests; every answer is want or, when ok is given, one it accepts
	concurrently := func(n int, want *big.Int, ok *big.Int) {
		t.Helper()
		var wg sync.WaitGroup
		start := make(chan struct{})
		got := make([]Fees, n)
		errs := make([]error, n)
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				got[i], errs[i] = f.svc.Fees(ctx)
			}()
		}
		close(start)
		wg.Wait()
		for i := range n {
			require.NoError(t, errs[i])
			if got[i].MarketOrder.Cmp(want) != 0 {
				require.NotNil(t, ok, "request %d: %s, want %s", i, got[i].MarketOrder, want)
				require.Zero(t, got[i].MarketOrder.Cmp(ok), "request %d: %s, want %s or %s", i, got[i].MarketOrder, want, ok)
			}
		}
	}

	changed := new(big.Int).Add(first.MarketOrder, big.NewInt(1))
	setFee(changed)
	advance(ttl - time.Second) // young: the cache, no read (the old cache read them again past half the TTL)
	concurrently(64, first.MarketOrder, nil)
	require.Equal(t, int64(1), reads.n.Load(), "no read before the fees are a TTL old")

	advance(time.Second) // a TTL old: the fees in hand at once (or the new ones, once read), and one read
	concurrently(64, first.MarketOrder, changed)
	require.Eventually(t, func() bool {
		got, err := f.svc.Fees(ctx)
		return err == nil && got.MarketOrder.Cmp(changed) == 0
	}, 5*time.Second, 10*time.Millisecond, "the read behind them stores the new fees")
	require.Equal(t, int64(2), reads.n.Load(), "one read for 64 requests and more")
	concurrently(64, changed, nil)
	require.Equal(t, int64(2), reads.n.Load(), "fresh again: no read")

	// two TTLs without traffic: the request waits for the read and gets the new fees
	again := new(big.Int).Add(changed, big.NewInt(1))
	setFee(again)
	advance(2 * ttl)
	concurrently(64, again, nil)
	require.Equal(t, int64(3), reads.n.Load(), "one read, waited for by all")

	advance(2 * ttl)
	gone, cancel := context.WithCancel(ctx)
	cancel()
	_, err = f.svc.Fees(gone)
	require.ErrorIs(t, err, context.Canceled)
	require.Equal(t, int64(3), reads.n.Load(), "a request already gone starts no read")
}
