// Package keeperscale measures the keeper at scale: how a round after a push that makes a few
// orders fillable and a few positions liquidatable costs, in time and in the gas of its reads,
// as the book it keeps grows. The book is filled with bookfill (parked limit orders at half the
// price, open positions at 2x); before each measurement Due limit orders just below the price and
// Due positions at 40x are added, and the push takes the price 3% down: the round must fill and
// liquidate exactly those, whatever the size of the book around them.
package keeperscale

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/tradeprep/tradeprep/anvil"
	"github.com/tradeprep/tradeprep/contracts/bindings/oracle"
	"github.com/tradeprep/tradeprep/internal/actors/bookfill"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/actors/keeper"
	"github.com/tradeprep/tradeprep/internal/actors/pricefeed"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
)

// Platform is the embedded platform a measurement runs on.
type Platform struct {
	*embedded.Env
	// History: the node answers for the state of a past block (geth; anvil keeps none here), and
	// a round's reads are estimated at the block they read. Without it the round is undone
	// (evm_snapshot, evm_revert) to estimate them, then done again.
	History  bool
	upstream *anvil.Container
}

// Start starts the platform on node ("": $TRADEPREP_TEST_NODE). On anvil its chains fork an
// empty anvil of their own on loopback and keep no past states (--prune-history): anvil 1.7.1
// recomputes the whole state root of a chain of its own at every block and copies the whole
// state for each block it keeps, so that a block of a book of 100,000 orders and positions took
// seconds to seal, and the round's time was the node's; a fork's root is not computed, and
// what the platform deploys on the fork is the fork's own (never read from the empty chain).
func Start(ctx context.Context, node embedded.Node) (*Platform, error) {
	node, err := embedded.NodeOf(node)
	if err != nil {
		return nil, err
	}
	opts := embedded.Options{Node: node, Accounts: 1, FixtureDir: "off"}
	p := &Platform{History: true}
	if node == embedded.NodeAnvil {
		up, err := anvil.Launch{NoPull: true}.Start(ctx)
		if err != nil {
			return nil, fmt.Errorf("keeperscale: the empty chain the platform forks: %w", err)
		}
		p.upstream, p.History = up, false
		opts.AnvilArgs = []string{"--fork-url", up.RPCURL(), "--prune-history"}
	}
	env, err := embedded.Start(ctx, opts)
	if err != nil {
		return nil, errors.Join(err, p.Close())
	}
	p.Env = env
	return p, nil
}

// Close stops the platform and the chain it forks.
func (p *Platform) Close() error {
	var errs []error
	if p.Env != nil {
		errs = append(errs, p.Env.Close())
	}
	if p.upstream != nil {
		errs = append(errs, p.upstream.Close(context.Background()))
	}
	return errors.Join(errs...)
}

// Config says what to measure.
type Config struct {
	// Sizes are the books measured, in increasing order: at size n the book holds n parked
	// orders and n open positions (besides the Due ones each measurement adds).
	Sizes []int
	// Due is how many orders the push makes fillable, and how many positions it makes
	// liquidatable. Default 50.
	Due int
	// Rounds is how many rounds each size measures, each after due ids and a push of its own;
	// each figure is their median. Default 5.
	Rounds int
	// Market is the market of every order. Default 2 (ETH/USD of the default deployment).
	Market uint64
	// Accounts the book is spread over. Default 4.
	Accounts int
	// Log, when set, gets a line per step.
	Log io.Writer
}

// Row is one size's measurement: of each figure, the median of its Rounds.
type Row struct {
	Orders, Positions    int           // the parked book around the due ids
	BookIDs              int           // the keeper's book after the round
	Fill                 time.Duration // the time the fill to this size took
	Rounds               int           // the rounds measured, each after a push of its own
	Executed, Liquidated int           // what each round did: Due each
	Round                time.Duration // the measured round, the push excluded
	Sending              time.Duration // of it, in its transactions (sent to receipt: the node's)
	Own                  time.Duration // the rest: the keeper's own work (its reads and choices)
	Transactions         int           // the round's transactions
	ReadCalls, ReadIDs   int           // its reads of the Reader
	ReadGas              uint64        // their gas, each estimated on the state the round read
}

// median is the row of samples (one size's rounds): each figure's median.
func median(row Row, samples []Row) Row {
	mid := func(get func(Row) int64) int64 {
		v := make([]int64, len(samples))
		for i, s := range samples {
			v[i] = get(s)
		}
		slices.Sort(v)
		return v[len(v)/2]
	}
	last := samples[len(samples)-1]
	row.Rounds, row.BookIDs, row.Executed, row.Liquidated = len(samples), last.BookIDs, last.Executed, last.Liquidated
	row.Round = time.Duration(mid(func(r Row) int64 { return int64(r.Round) }))
	row.Sending = time.Duration(mid(func(r Row) int64 { return int64(r.Sending) }))
	row.Own = time.Duration(mid(func(r Row) int64 { return int64(r.Round - r.Sending) }))
	row.Transactions = int(mid(func(r Row) int64 { return int64(r.Transactions) }))
	row.ReadCalls = int(mid(func(r Row) int64 { return int64(r.ReadCalls) }))
	row.ReadIDs = int(mid(func(r Row) int64 { return int64(r.ReadIDs) }))
	row.ReadGas = uint64(mid(func(r Row) int64 { return int64(r.ReadGas) }))
	return row
}

func (c *Config) defaults() {
	if c.Due == 0 {
		c.Due = 50
	}
	if c.Rounds == 0 {
		c.Rounds = 5
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
func Run(ctx context.Context, p *Platform, cfg Config) ([]Row, error) {
	cfg.defaults()
	env := p.Env
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
		samples := make([]Row, 0, cfg.Rounds)
		for range cfg.Rounds {
			var sample Row
			if err := measure(ctx, p, k, ks, feed, price, cfg, &sample); err != nil {
				return rows, err
			}
			samples = append(samples, sample)
		}
		row = median(row, samples)
		logf("round (median of %d): %s (%s in its %d transactions), %d reads about %d ids, %d gas; %d executed, %d liquidated", row.Rounds, row.Round.Round(time.Millisecond),
			row.Sending.Round(time.Millisecond), row.Transactions, row.ReadCalls, row.ReadIDs, row.ReadGas, row.Executed, row.Liquidated)
		rows = append(rows, row)
	}
	return rows, nil
}

// measure adds the due ids at price, has the keeper's book follow them, pushes the price 3% down
// and times the round after it; then it pushes price back. Without the node's history the round
// is undone to estimate its reads' gas on the state they read, then done again (untimed).
func measure(ctx context.Context, p *Platform, k *keeper.Keeper, ks *sender.Sender, feed *pricefeed.Feed, price *big.Int, cfg Config, row *Row) error {
	env := p.Env
	d := env.Manifest.Destination
	push := func(ctx context.Context) error { _, err := env.PushAgain(ctx); return err }
	if _, err := bookfill.Fill(ctx, env.Owner, ks, d, push, bookfill.Config{Market: cfg.Market, Accounts: 1,
		Orders: cfg.Due, Positions: cfg.Due, LimitBP: 9_900, Leverage: 40, OrderLeverage: 2}); err != nil {
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
	var snapshot hexutil.Big
	if !p.History {
		if err := env.Dest.RPC().CallContext(ctx, &snapshot, "evm_snapshot"); err != nil {
			return fmt.Errorf("keeperscale: evm_snapshot: %w", err)
		}
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
	if err := dueDone(res, cfg.Due, "the round after the push"); err != nil {
		return err
	}
	at := new(big.Int).SetUint64(head)
	if !p.History {
		if err := undo(ctx, env, ks, &snapshot); err != nil {
			return err
		}
		at = nil // the head is the block the round read again
	}
	if row.ReadGas, err = keeper.ReadGas(ctx, env.Dest.Client(), d.Reader, res.Read.Data, at); err != nil {
		return fmt.Errorf("keeperscale: the reads' gas: %w", err)
	}
	if !p.History {
		// the round again, on the book the keeper builds anew (the chain went below what it read)
		again, err := k.Round(ctx)
		if err != nil {
			return err
		}
		if err := dueDone(again, cfg.Due, "the round done again after its gas was estimated"); err != nil {
			return err
		}
	}
	_, err = feed.Set(ctx, map[uint64]*big.Int{cfg.Market: price})
	return err
}

// dueDone fails unless res executed and liquidated due ids each, and skipped none.
func dueDone(res keeper.Result, due int, what string) error {
	if len(res.Executed) != due || len(res.Liquidated) != due || len(res.Skipped) > 0 {
		return fmt.Errorf("keeperscale: %s executed %d and liquidated %d (skipped %d): want %d of each",
			what, len(res.Executed), len(res.Liquidated), len(res.Skipped), due)
	}
	return nil
}

// undo reverts the chain to snapshot, and has the keeper's sender read its nonce again.
func undo(ctx context.Context, env *embedded.Env, ks *sender.Sender, snapshot *hexutil.Big) error {
	var reverted bool
	if err := env.Dest.RPC().CallContext(ctx, &reverted, "evm_revert", snapshot); err != nil {
		return fmt.Errorf("keeperscale: evm_revert: %w", err)
	}
	if !reverted {
		return fmt.Errorf("keeperscale: evm_revert of snapshot %s: not reverted", (*big.Int)(snapshot))
	}
	ks.ForgetNonce()
	return nil
}
