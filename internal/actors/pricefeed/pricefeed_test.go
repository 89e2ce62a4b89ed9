package pricefeed_test

import (
	"math/big"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/actors/pricefeed"
)

// Back-to-back pushes of every market's price land on chain. The second push's gas is
// estimated while the head is the block of the first, where each pair's updatedAt already
// equals that block's timestamp (rewriting it costs almost nothing), but it executes a block
// later, where every updatedAt changes: the gas limit must cover that (the sender estimates in
// the context of the next block; UpdateGas covers nodes that do not allow it), or `make run`'s
// feed fails at execution.
func TestBackToBackPushesLandOnChain(t *testing.T) {
	ctx, env := embedded.ForTest(t, embedded.Options{Accounts: 1}, 2*time.Minute)
	feed := pricefeed.New(env.Owner, env.Manifest.Destination.Oracle)
	prices := map[uint64]*big.Int{}
	for _, m := range env.Manifest.Destination.Markets {
		p, _, err := feed.Latest(ctx, m.ID)
		require.NoError(t, err)
		prices[m.ID] = p
	}
	require.GreaterOrEqual(t, len(prices), 10)
	for round := 0; round < 5; round++ {
		for id, p := range prices {
			prices[id] = new(big.Int).Add(p, big.NewInt(1)) // every price moves, as in Walk
		}
		require.NoError(t, feed.Push(ctx, prices), "round %d", round)
		for id, p := range prices {
			got, _, err := feed.Latest(ctx, id)
			require.NoError(t, err)
			require.Equal(t, p, got)
		}
	}
}
