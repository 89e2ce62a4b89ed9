package keeperscale_test

import (
	"context"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/tooling/keeperscale"
)

// The measurement does what it says, on geth and on anvil: with a book of 20, then 60 parked
// orders and open positions, twice at each size, a push 3% down makes the 5 orders just below
// the price fillable and the 5 positions at 40x liquidatable, and the keeper's next round fills
// and liquidates exactly those, its reads counted and their gas estimated (on anvil, which
// keeps no past state here, after the round is undone; then the round is done again).
func TestKeeperAtScaleMeasures(t *testing.T) {
	ctx, env := start(t, 5*time.Minute)
	rows, err := keeperscale.Run(ctx, env, keeperscale.Config{Sizes: []int{20, 60}, Due: 5, Accounts: 2, Rounds: 2, Log: testWriter{t}})
	require.NoError(t, err)
	require.Len(t, rows, 2)
	for i, r := range rows {
		require.Equal(t, 2, r.Rounds)
		require.Equal(t, 5, r.Executed)
		require.Equal(t, 5, r.Liquidated)
		require.Positive(t, r.ReadCalls)
		require.Positive(t, r.ReadGas)
		require.Positive(t, r.Sending, "the round's transactions took time")
		require.Positive(t, r.Own, "and so did the keeper")
		require.GreaterOrEqual(t, r.BookIDs, r.Orders+r.Positions, "row %d: the parked book, and what the due ids left (their positions)", i)
	}
}

// TestKeeperAtScale is the measurement on demand, at the sizes of $TRADEPREP_KEEPER_SCALE
// (comma-separated, increasing): each row's round time and read gas, and their ratios to the
// first row's.
//
//	TRADEPREP_KEEPER_SCALE=1000,100000 TRADEPREP_TEST_NODE=anvil go test -run 'TestKeeperAtScale$' -v -timeout 3h ./internal/tooling/keeperscale/
func TestKeeperAtScale(t *testing.T) {
	spec := os.Getenv("TRADEPREP_KEEPER_SCALE")
	if spec == "" {
		t.Skip("a measurement: set TRADEPREP_KEEPER_SCALE")
	}
	var sizes []int
	for _, s := range strings.Split(spec, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		require.NoError(t, err)
		sizes = append(sizes, n)
	}
	ctx, env := start(t, 3*time.Hour)
	rows, err := keeperscale.Run(ctx, env, keeperscale.Config{Sizes: sizes, Log: testWriter{t}})
	require.NoError(t, err)
	for _, r := range rows {
		t.Logf("book %d orders + %d positions (keeper's book %d): round %s (x%.2f; its own %s, x%.2f), %d reads about %d ids, read gas %d (x%.2f), %d transactions; filled in %s",
			r.Orders, r.Positions, r.BookIDs, r.Round.Round(time.Millisecond), r.Round.Seconds()/rows[0].Round.Seconds(),
			r.Own.Round(time.Millisecond), r.Own.Seconds()/rows[0].Own.Seconds(),
			r.ReadCalls, r.ReadIDs, r.ReadGas, float64(r.ReadGas)/float64(rows[0].ReadGas), r.Transactions, r.Fill.Round(time.Second))
	}
}

// start is the measurement's platform on the node of $TRADEPREP_TEST_NODE, stopped at the
// test's end.
func start(t *testing.T, timeout time.Duration) (context.Context, *keeperscale.Platform) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	t.Cleanup(cancel)
	p, err := keeperscale.Start(ctx, "")
	require.NoError(t, err)
	t.Cleanup(func() { require.NoError(t, p.Close()) })
	return ctx, p
}

type testWriter struct{ t *testing.T }

func (w testWriter) Write(p []byte) (int, error) {
	w.t.Log(strings.TrimRight(string(p), "\n"))
	return len(p), nil
}
