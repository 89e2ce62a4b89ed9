package bookfill_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/actors/bookfill"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
)

// A fill makes the book it was asked for, on geth and on anvil: 100 parked limit orders and 50
// open positions over 3 accounts, 20 of the positions with a take-profit and a stop-loss; the
// Reader's work list holds exactly them, and a keeper with a book finds nothing due at the price
// that stands. What cannot be filled is refused before anything is sent: bad counts, an unknown
// market, more open interest than the market has room for, more execution fees than the owner
// holds.
func TestFillMakesTheBookAsked(t *testing.T) {
	ctx, env := embedded.ForTest(t, embedded.Options{Accounts: 1}, 4*time.Minute)
	d := env.Manifest.Destination
	keeperSender, err := sender.New(ctx, env.Dest.Client(), env.KeeperAccount.Key, platform.ErrorDecoder())
	require.NoError(t, err)
	push := func(ctx context.Context) error { _, err := env.PushAgain(ctx); return err }

	nonce := func() uint64 {
		n, err := env.Dest.Client().NonceAt(ctx, env.Owner.Address(), nil)
		require.NoError(t, err)
		return n
	}
	before := nonce()
	for _, c := range []struct {
		name string
		cfg  bookfill.Config
		says string
	}{
		{"no account", bookfill.Config{Market: 2, Orders: 1}, "accounts 0"},
		{"more than the bound", bookfill.Config{Market: 2, Accounts: 1, Orders: bookfill.MaxIDs, Positions: 1}, "at most 1000000"},
		{"more triggers than positions", bookfill.Config{Market: 2, Accounts: 1, Positions: 1, Triggers: 2}, "one pair per position"},
		{"too many per transaction", bookfill.Config{Market: 2, Accounts: 1, Orders: 1, PerTx: bookfill.MaxPerTx + 1}, "per transaction"},
		{"an unknown market", bookfill.Config{Market: 99, Accounts: 1, Orders: 1}, "not one of the platform's"},
		{"more open interest than the market holds", bookfill.Config{Market: 2, Accounts: 1, Positions: 999_999}, "open interest"},
		{"orders over the market's leverage", bookfill.Config{Market: 2, Accounts: 1, Orders: 1, OrderLeverage: 10_000}, "leverage 10000: market 2 allows at most"},
		{"orders at no leverage", bookfill.Config{Market: 2, Accounts: 1, Orders: 1, OrderLeverage: -1}, "of the orders -1: at least 1"},
	} {
		_, err := bookfill.Fill(ctx, env.Owner, keeperSender, d, push, c.cfg)
		require.ErrorContains(t, err, c.says, c.name)
	}
	require.Equal(t, before, nonce(), "nothing was sent")

	began := time.Now()
	book, err := bookfill.Fill(ctx, env.Owner, keeperSender, d, push,
		bookfill.Config{Market: 2, Accounts: 3, Orders: 100, Positions: 50, Triggers: 20})
	require.NoError(t, err)
	t.Logf("100 orders, 50 positions, 20 trigger pairs over 3 accounts: %d transactions in %s", book.Transactions, time.Since(began).Round(time.Millisecond))
	require.Len(t, book.Accounts, 3)
	require.Len(t, book.Orders, 100)
	require.Len(t, book.Positions, 50)
	require.Equal(t, 20, book.Triggered)

	v, rd := vault.NewVault(), reader.NewReader()
	out, err := env.Owner.Call(ctx, d.Vault, v.PackActiveIdsPage(new(big.Int), big.NewInt(1_000)))
	require.NoError(t, err)
	page, err := v.UnpackActiveIdsPage(out)
	require.NoError(t, err)
	require.Equal(t, int64(150), page.Total.Int64())
	out, err = env.Owner.Call(ctx, d.Reader, rd.PackGetBookEntries(append(append([]*big.Int{}, book.Orders...), book.Positions...)))
	require.NoError(t, err)
	entries, err := rd.UnpackGetBookEntries(out)
	require.NoError(t, err)
	triggered := 0
	for i, e := range entries {
		if i < 100 {
			require.True(t, e.Pending, "order %s", e.PosId)
			require.Equal(t, platform.OrderLimit, e.OrderType)
			continue
		}
		require.True(t, e.Open, "position %s", e.PosId)
		if e.TakeProfit.Sign() > 0 && e.StopLoss.Sign() > 0 {
			triggered++
		}
	}
	require.Equal(t, 20, triggered)

	res, err := env.KeeperRound(ctx)
	require.NoError(t, err)
	require.Equal(t, 150, res.BookSize)
	require.Zero(t, res.Candidates, "nothing near the price that stands")
	require.Empty(t, res.Executed)
	require.Empty(t, res.Liquidated)
}

// Positions beyond one push's worth (200 market orders) are filled as they go, a push and the
// keeper's executions after each 200 placed, so that none outlives the market order lifetime
// while the rest are placed: 420 positions over 2 accounts take 3 pushes, and all are open.
func TestFillPushesAsItGoes(t *testing.T) {
	ctx, env := embedded.ForTest(t, embedded.Options{Accounts: 1}, 4*time.Minute)
	d := env.Manifest.Destination
	keeperSender, err := sender.New(ctx, env.Dest.Client(), env.KeeperAccount.Key, platform.ErrorDecoder())
	require.NoError(t, err)
	pushes := 0
	push := func(ctx context.Context) error { pushes++; _, err := env.PushAgain(ctx); return err }
	book, err := bookfill.Fill(ctx, env.Owner, keeperSender, d, push, bookfill.Config{Market: 2, Accounts: 2, Positions: 420})
	require.NoError(t, err)
	require.Len(t, book.Positions, 420)
	require.Equal(t, 3, pushes)
	v := vault.NewVault()
	out, err := env.Owner.Call(ctx, d.Vault, v.PackActiveIdsPage(new(big.Int), big.NewInt(1_000)))
	require.NoError(t, err)
	page, err := v.UnpackActiveIdsPage(out)
	require.NoError(t, err)
	require.Equal(t, int64(420), page.Total.Int64(), "every market order filled: open positions, none left pending or cancelled")
}
