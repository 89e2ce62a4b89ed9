// Package keeperscale measures the keeper at scale: how a round after a push that makes a few
// orders fillable and a few positions liquidatable costs, in time and in the gas of its reads,
// as the book it keeps grows. The book is filled with bookfill (parked limit orders at half the
// price, open positions at 2x); before each measurement Due limit orders just below the price and
// Due positions at 40x are added, and the push takes the price 3% down: the round must fill and
// liquidate exactly those, whatever the size of the book around them.
package keeperscale

import (
	"context"
	"fmt"
	"io"
	"math/big"
	"time"

	"github.com/tradeprep/tradeprep/contracts/bindings/oracle"
	"github.com/tradeprep/tradeprep/internal/actors/bookfill"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/actors/keeper"
	"github.com/tradeprep/tradeprep/internal/actors/pricefeed"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
)

// AnvilArgs are what the measurement's anvil runs with: it keeps the states of the last 256
// blocks only, not of every block (a book of 12,000 ids took 7 GiB with them, and its blocks
// were slower to seal as it grew).
var AnvilArgs = []string{"--prune-history", "256"}

// Config says what to measure.
type Config struct {
	// Sizes are the books measured, in increasing order: at size n the book holds n parked
	// orders and n open positions (besides the Due ones each measurement adds).
	Sizes []int
	// Due is how many orders the push makes fillable, and how many positions it makes
	// liquidatable. Default 50.
	Due int
	// Market is the market of every order. Default 2 (ETH/USD of the default deployment).
	Market uint64
	// Accounts the book is spread over. Default 4.
	Accounts int
	// Log, when set, gets a line per step.
	Log io.Writer
}

// Own is the round's time less its transactions': the keeper's own work (its reads and choices).
func (r Row) Own() time.Duration { return r.Round - r.Sending }

// Row is one measurement.
type Row struct {
	Orders, Positions    int           // the parked book around the due ids
	BookIDs              int           // the keeper's book after the round
	Fill                 time.Duration // the time the fill to this size took
	Executed, Liquidated int           // what the round did: Due each
	Round                time.Duration // the measured round, the push excluded
	Sending              time.Duration // of it, in its transactions (sent to receipt: the node's)
	Transactions         int           // the round's transactions
	ReadCalls, ReadIDs   int           // its reads of the Reader
	ReadGas              uint64        // their gas, each estimated at the block the round read
}

func (c *Config) defaults() {
	if c.Due == 0 {
		c.Due = 50
	}
	if c.Market == 0 {
		c.Market = 2
	}
	if c.Accounts == 0 {
		c.Accounts = 4
	}
}

// Run measures cfg.Sizes on env, one after another (the book grows from one size to the next).
// It fails when a round does not fill and liquidate exactly the due ids.
func Run(ctx context.Context, env *embedded.Env, cfg Config) ([]Row, error) {
	cfg.defaults()
	d := env.Manifest.Destination
	ks, err := sender.New(ctx, env.Dest.Client(), env.KeeperAccount.Key, platform.ErrorDecoder())
	if err != nil {
		return nil, err
	}
	k := keeper.New(ks, d.Vault, d.Reader)
	k.UseBook(env.Dest.Client(), keeper.BookConfig{ScanEvery: -1})
	k.RecordReads(true)
	feed := pricefeed.New(env.Owner, d.Oracle)
	or := oracle.NewOracle()
	out, err := env.Owner.Call(ctx, d.Oracle, or.PackLatestPrice(new(big.Int).SetUint64(cfg.Market)))
	if err != nil {
		return nil, err
	}
	latest, err := or.UnpackLatestPrice(out)
	if err != nil {
		return nil, err
	}
	price := latest.Price
	push := func(ctx context.Context) error { _, err := env.PushAgain(ctx); return err }
	logf := func(format string, args ...any) {
		if cfg.Log != nil {
			fmt.Fprintf(cfg.Log, "keeperscale: "+format+"\n", args...)
		}
	}
	var rows []Row
	have := 0
	for _, n := range cfg.Sizes {
		if n < have {
			return rows, fmt.Errorf("keeperscale: sizes %v: in increasing order", cfg.Sizes)
		}
		began, last := time.Now(), time.Now()
		progress := func(done, total int) {
			if time.Since(last) >= 30*time.Second {
				last = time.Now()
				logf("filling to %d: %d of %d placed in %s", n, done, total, time.Since(began).Round(time.Second))
			}
		}
		if n > have {
			if _, err := bookfill.Fill(ctx, env.Owner, ks, d, push, bookfill.Config{Market: cfg.Market, Accounts: cfg.Accounts,
				Orders: n - have, Positions: n - have, Progress: progress}); err != nil {
				return rows, err
			}
		}
		have = n
		row := Row{Orders: n, Positions: n, Fill: time.Since(began)}
		logf("book of %d orders and %d positions filled in %s", n, n, row.Fill.Round(time.Second))
		if err := measure(ctx, env, k, ks, feed, price, cfg, &row); err != nil {
			return rows, err
		}
		logf("round: %s (%s in its %d transactions), %d reads about %d ids, %d gas; %d executed, %d liquidated", row.Round.Round(time.Millisecond),
			row.Sending.Round(time.Millisecond), row.Transactions, row.ReadCalls, row.ReadIDs, row.ReadGas, row.Executed, row.Liquidated)
		rows = append(rows, row)
	}
	return rows, nil
}

// measure adds the due ids at price, has the keeper's book follow them, pushes the price 3% down
// and times the round after it; then it pushes price back.
func measure(ctx context.Context, env *embedded.Env, k *keeper.Keeper, ks *sender.Sender, feed *pricefeed.Feed, price *big.Int, cfg Config, row *Row) error {
	d := env.Manifest.Destination
	push := func(ctx context.Context) error { _, err := env.PushAgain(ctx); return err }
	if _, err := bookfill.Fill(ctx, env.Owner, ks, d, push, bookfill.Config{Market: cfg.Market, Accounts: 1,
		Orders: cfg.Due, Positions: cfg.Due, LimitBP: 9_900, Leverage: 40}); err != nil {
		return fmt.Errorf("keeperscale: the due ids: %w", err)
	}
	if res, err := k.Round(ctx); err != nil { // builds the book the first time, follows it after
		return err
	} else if len(res.Executed)+len(res.Liquidated) > 0 {
		return fmt.Errorf("keeperscale: %d executed and %d liquidated before the push", len(res.Executed), len(res.Liquidated))
	}
	down := new(big.Int).Div(new(big.Int).Mul(price, big.NewInt(97)), big.NewInt(100))
	if _, err := feed.Set(ctx, map[uint64]*big.Int{cfg.Market: down}); err != nil {
		return err
	}
	head, err := env.Dest.Client().BlockNumber(ctx)
	if err != nil {
		return err
	}
	began := time.Now()
	res, err := k.Round(ctx)
	row.Round = time.Since(began)
	if err != nil {
		return err
	}
	row.Sending = res.Sending
	row.Executed, row.Liquidated, row.BookIDs, row.Transactions = len(res.Executed), len(res.Liquidated), res.BookSize, len(res.Receipts)
	row.ReadCalls, row.ReadIDs = res.Read.Calls, res.Read.Ids
	if row.ReadGas, err = keeper.ReadGas(ctx, env.Dest.Client(), d.Reader, res.Read.Data, new(big.Int).SetUint64(head)); err != nil {
		return fmt.Errorf("keeperscale: the reads' gas: %w", err)
	}
	if row.Executed != cfg.Due || row.Liquidated != cfg.Due || len(res.Skipped) > 0 {
		return fmt.Errorf("keeperscale: the round after the push executed %d and liquidated %d (skipped %d): want %d of each",
			row.Executed, row.Liquidated, len(res.Skipped), cfg.Due)
	}
	_, err = feed.Set(ctx, map[uint64]*big.Int{cfg.Market: price})
	return err
}
