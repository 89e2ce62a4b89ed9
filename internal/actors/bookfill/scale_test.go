package bookfill_test

import (
	"context"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/actors/bookfill"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/actors/keeper"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
)

// TestBookAtScale is a measurement run on demand, until the bench's "keeper at scale" section
// takes it over: $TRADEPREP_BOOK_ORDERS parked orders, a fifth as many open positions and a tenth
// with triggers, then a keeper's first round with a book (it builds the book), a round after a
// push that makes nothing due, and the same round without a book, each with its reads and time.
//
//	TRADEPREP_BOOK_ORDERS=5000 TRADEPREP_TEST_NODE=anvil go test -run TestBookAtScale -v ./internal/actors/bookfill/
func TestBookAtScale(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("TRADEPREP_BOOK_ORDERS"))
	if n == 0 {
		t.Skip("a measurement: set TRADEPREP_BOOK_ORDERS")
	}
	ctx, env := embedded.ForTest(t, embedded.Options{Accounts: 1}, 20*time.Minute)
	d := env.Manifest.Destination
	ks, err := sender.New(ctx, env.Dest.Client(), env.KeeperAccount.Key, platform.ErrorDecoder())
	require.NoError(t, err)
	push := func(ctx context.Context) error { _, err := env.PushAgain(ctx); return err }
	began := time.Now()
	book, err := bookfill.Fill(ctx, env.Owner, ks, d, push, bookfill.Config{Market: 2, Accounts: 4, Orders: n, Positions: n / 5, Triggers: n / 10})
	require.NoError(t, err)
	t.Logf("filled %d orders, %d positions, %d trigger pairs: %d transactions in %s", len(book.Orders), len(book.Positions), book.Triggered, book.Transactions, time.Since(began).Round(time.Millisecond))
	s2, err := sender.New(ctx, env.Dest.Client(), env.KeeperAccount.Key, platform.ErrorDecoder())
	require.NoError(t, err)
	booked := keeper.New(s2, d.Vault, d.Reader)
	booked.UseBook(env.Dest.Client(), keeper.BookConfig{ScanEvery: -1})
	start := time.Now()
	res, err := booked.Round(ctx)
	require.NoError(t, err)
	t.Logf("booked first round (build): %s, %d reads, %d ids, book %d", time.Since(start).Round(time.Millisecond), res.Read.Calls, res.Read.Ids, res.BookSize)
	_, err = env.PushAgain(ctx)
	require.NoError(t, err)
	start = time.Now()
	res, err = booked.Round(ctx)
	require.NoError(t, err)
	t.Logf("booked round: %s, %d reads, %d ids, %d candidates", time.Since(start).Round(time.Millisecond), res.Read.Calls, res.Read.Ids, res.Candidates)
	scan := keeper.New(s2, d.Vault, d.Reader)
	start = time.Now()
	res, err = scan.Round(ctx)
	require.NoError(t, err)
	t.Logf("scan round: %s, %d reads, %d ids", time.Since(start).Round(time.Millisecond), res.Read.Calls, res.Read.Ids)
}
