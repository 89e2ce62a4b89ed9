package indexscale

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/index/follower"
	"github.com/tradeprep/tradeprep/internal/service/ledger"
	"github.com/tradeprep/tradeprep/simulate"
)

// PostgresSettings are those of the PostgreSQL server the measurement runs on
// (pgtest.Launch): a server sized for the index it holds, as a production one is (the pages of
// a million events' index in its shared buffers), and durable (fsync on, which a throwaway test
// server turns off), so that the write rate is a production server's.
var PostgresSettings = []string{"shared_buffers=1GB", "fsync=on", "full_page_writes=on"}

// Database is one kind of database measured.
type Database struct {
	Name string // "SQLite", "PostgreSQL"
	// URL makes an empty database for an index of the given number of events and answers its
	// URL (eventdb.Open's): a file, a database on a server
	URL func(ctx context.Context, events int) (string, error)
}

// Env is where the measurement runs: a chain with the platform deployed, and how to start the
// service on it with an index.
type Env struct {
	RPC     simulate.BatchCaller // the chain's node
	ChainID uint64
	// Mine makes n more blocks on the chain (the blocks History writes its events in)
	Mine func(ctx context.Context, n int) error
	// Serve starts the service on the chain with the index at the URL and answers its base
	// URL once it is ready, and the function that stops it
	Serve func(ctx context.Context, databaseURL string) (base string, stop func(), err error)
}

// Config says what to measure.
type Config struct {
	Sizes     []int // events in the index, increasing; each a multiple of EventsPerPosition
	Accounts  int   // the accounts the events are spread over (default 10)
	Rounds    int   // timed requests per read and size (default 201)
	Databases []Database
	Log       io.Writer
}

// Size is one index measured: what History wrote and how big the database grew.
type Size struct {
	Events      int
	ProbeEvents uint64        // the probe account's events: its history, which the reads page
	Fill        time.Duration // History's time: the index's write path
	Bytes       int64         // the database's size after the fill
}

// WriteRate is the events the index's write path recorded a second.
func (s Size) WriteRate() float64 { return float64(s.Events) / s.Fill.Seconds() }

// Result is one database's measurement: the sizes, and each read's times at each size.
type Result struct {
	Database string
	Sizes    []Size
	Reads    []Timing // Samples[i] are at Sizes[i]
}

func (c *Config) defaults() {
	if c.Accounts == 0 {
		c.Accounts = defaultAccounts
	}
	if c.Rounds == 0 {
		// a read takes 1 to 10 ms: with 41 rounds the median of the same service timed twice
		// (an A/A run) differed by up to 15%, with 201 by up to 5%
		c.Rounds = 201
	}
}

// CheckSizes says what is wrong with sizes, before anything is written: each a multiple of
// EventsPerPosition and at most MaxEvents, increasing, each leaving the probe account (one of
// accounts, 0: the default) more than a page of trades, so that the deepest page is not the first.
func CheckSizes(sizes []int, accounts int) error {
	if accounts == 0 {
		accounts = defaultAccounts
	}
	for i, n := range sizes {
		switch {
		case n <= 0 || n%EventsPerPosition != 0 || n > MaxEvents:
			return fmt.Errorf("indexscale: %d events: a positive multiple of %d, at most %d", n, EventsPerPosition, MaxEvents)
		case i > 0 && n <= sizes[i-1]:
			return fmt.Errorf("indexscale: sizes must increase: %d after %d", n, sizes[i-1])
		case n/EventsPerPosition/accounts*TradesPerPosition <= Page:
			return fmt.Errorf("indexscale: %d events over %d accounts leave each account no more than a page (%d) of trades: "+
				"at least %d events", n, accounts, Page, (Page/TradesPerPosition+1)*accounts*EventsPerPosition)
		}
	}
	return nil
}

const defaultAccounts = 10

// Run measures each database at each size: it fills an index of each size, starts the service
// on each, and times the reads on all of them in turn.
func Run(ctx context.Context, env Env, cfg Config) ([]Result, error) {
	cfg.defaults()
	if err := CheckSizes(cfg.Sizes, cfg.Accounts); err != nil {
		return nil, err
	}
	var out []Result
	for _, db := range cfg.Databases {
		r, err := measure(ctx, env, cfg, db)
		if err != nil {
			return out, fmt.Errorf("indexscale: %s: %w", db.Name, err)
		}
		out = append(out, r)
	}
	return out, nil
}

func measure(ctx context.Context, env Env, cfg Config, db Database) (Result, error) {
	res := Result{Database: db.Name}
	var urls []string
	var reads [][]Read
	for _, n := range cfg.Sizes {
		url, err := db.URL(ctx, n)
		if err != nil {
			return res, err
		}
		f, size, err := fill(ctx, env, cfg, url, n)
		if err != nil {
			return res, err
		}
		if cfg.Log != nil {
			fmt.Fprintf(cfg.Log, "indexscale: %s, %d events written in %s (%.0f a second), %d bytes\n", db.Name, n, f.Took.Round(time.Millisecond),
				size.WriteRate(), size.Bytes)
		}
		res.Sizes = append(res.Sizes, size)
		urls = append(urls, url)
		reads = append(reads, Reads(f))
	}
	var bases []string
	for _, url := range urls {
		base, stop, err := env.Serve(ctx, url)
		if err != nil {
			return res, err
		}
		defer stop()
		bases = append(bases, base)
	}
	hc := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 4}}
	defer hc.CloseIdleConnections()
	var err error
	res.Reads, err = Time(ctx, hc, bases, reads, cfg.Rounds)
	return res, err
}

// fill writes an index of n events at url, in blocks it has the chain make.
func fill(ctx context.Context, env Env, cfg Config, url string, n int) (*Filled, Size, error) {
	d, err := eventdb.Open(ctx, url)
	if err != nil {
		return nil, Size{}, err
	}
	defer d.Close()
	var h hexutil.Uint64
	ask := []rpc.BatchElem{{Method: "eth_blockNumber", Result: &h}}
	if err := env.RPC.BatchCallContext(ctx, ask); err != nil || ask[0].Error != nil {
		return nil, Size{}, errors.Join(err, ask[0].Error)
	}
	head := uint64(h)
	k := BlocksFor(n)
	if err := env.Mine(ctx, k); err != nil {
		return nil, Size{}, err
	}
	blocks, err := Blocks(ctx, env.RPC, head+1, head+uint64(k))
	if err != nil {
		return nil, Size{}, err
	}
	f, err := History(ctx, d, env.ChainID, blocks, n, cfg.Accounts, cfg.Log)
	if err != nil {
		return nil, Size{}, err
	}
	compared, err := compareAll(ctx, d)
	if err != nil {
		return nil, Size{}, err
	}
	if cfg.Log != nil {
		fmt.Fprintf(cfg.Log, "indexscale: the prediction ledger compared the %d events in %s\n", n, compared.Round(time.Millisecond))
	}
	if err := d.Settle(ctx); err != nil { // PostgreSQL's autovacuum would have, over the months the index grew
		return nil, Size{}, err
	}
	bytes, err := d.Size(ctx)
	if err != nil {
		return nil, Size{}, err
	}
	return f, Size{Events: n, ProbeEvents: f.ProbeEvents, Fill: f.Took, Bytes: bytes}, nil
}

// compareAll has the prediction ledger compare every event of d, as the replica that recorded
// them did after each of its steps: a service started on the filled index would otherwise
// spend its first minutes comparing a million events, page after page, beside the reads timed.
func compareAll(ctx context.Context, d *eventdb.DB) (time.Duration, error) {
	began := time.Now()
	for {
		_, done, err := ledger.Ledger{DB: d}.Step(ctx)
		if err != nil {
			return 0, fmt.Errorf("the prediction ledger: %w", err)
		}
		if done {
			return time.Since(began), nil
		}
	}
}

// CatchUp is a follower's catch-up with a chain, into an empty index.
type CatchUp struct {
	Database string
	Blocks   uint64 // read
	Events   int    // recorded
	Took     time.Duration
	Steps    int
}

// BlockRate and EventRate are the blocks read and the events recorded a second.
func (c CatchUp) BlockRate() float64 { return float64(c.Blocks) / c.Took.Seconds() }
func (c CatchUp) EventRate() float64 { return float64(c.Events) / c.Took.Seconds() }

// Follow has a follower of cfg (From: the first block) read the chain from cfg.From to its head
// into the empty index at url, as a service started on a chain with history does, and answers
// how fast it went.
func Follow(ctx context.Context, node simulate.BatchCaller, cfg follower.Config, name, url string) (CatchUp, error) {
	d, err := eventdb.Open(ctx, url)
	if err != nil {
		return CatchUp{}, err
	}
	defer d.Close()
	if cur, err := d.Cursor(ctx, cfg.ChainID); err != nil || cur != nil {
		return CatchUp{}, errors.Join(err, fmt.Errorf("indexscale: the index at %s is not empty", name))
	}
	l, err := d.Lead(ctx, 100*time.Millisecond)
	if err != nil {
		return CatchUp{}, err
	}
	defer l.Release()
	f := follower.New(cfg, node, d)
	out := CatchUp{Database: name}
	began := time.Now()
	for {
		r, err := f.Step(ctx, l)
		if err != nil {
			return out, err
		}
		out.Steps++
		out.Events += len(r.Recorded)
		if r.To >= r.From && r.To > 0 {
			out.Blocks += r.To - r.From + 1
		}
		if r.CaughtUp {
			out.Took = time.Since(began)
			return out, nil
		}
	}
}
