package trade

import (
	"context"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/settings"
)

// Past half their life the fees are served from the cache while one background read refreshes
// them: no request waits for a read of its own, and the next one sees the new fees; past their
// whole life a request reads them itself.
func TestFeesAreRefreshedAheadOfExpiry(t *testing.T) {
	f := newFixture(t, 1, 10*time.Second)
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

	// the fee changes on chain
	changed := new(big.Int).Add(first.MarketOrder, big.NewInt(1))
	st := settings.NewSettings()
	_, err = f.env.Owner.Send(f.ctx, &f.env.Manifest.Destination.Settings, st.PackSetExecutionFees(changed, first.TriggerOrder), nil)
	require.NoError(t, err)

	advance(4 * time.Second) // young: the cache, no read
	got, err := f.svc.Fees(ctx)
	require.NoError(t, err)
	require.Equal(t, first.MarketOrder, got.MarketOrder)

	advance(2 * time.Second) // past half: still the cached fees at once, and a read behind them
	got, err = f.svc.Fees(ctx)
	require.NoError(t, err)
	require.Equal(t, first.MarketOrder, got.MarketOrder, "served from the cache while it refreshes")
	require.Eventually(t, func() bool {
		got, err := f.svc.Fees(ctx)
		return err == nil && got.MarketOrder.Cmp(changed) == 0
	}, 5*time.Second, 10*time.Millisecond, "the background read stores the new fees")
}
