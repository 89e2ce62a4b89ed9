package indexscale_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/index/follower"
	"github.com/tradeprep/tradeprep/internal/service/api"
	"github.com/tradeprep/tradeprep/internal/service/backend"
	"github.com/tradeprep/tradeprep/internal/tooling/indexscale"
	"github.com/tradeprep/tradeprep/internal/tooling/pgtest"
	"github.com/tradeprep/tradeprep/simulate"
)

// The measurement does what it says, in SQLite and in PostgreSQL, on geth and on anvil: an index
// of 1,600 and one of 8,000 events written through the index's write path in blocks of the real
// chain, the service started on each follows on from the last of those blocks (no rewind: the
// blocks are the chain's), and every read answers what the index holds: a whole page of the
// probe account's newest and oldest trades, of its first and newest events, a stream resumed
// 100 events before its end, its oldest client order landed with its position's status.
func TestIndexAtScaleMeasures(t *testing.T) {
	ctx, env := embedded.ForTest(t, embedded.Options{Accounts: 1}, 5*time.Minute)
	dir := t.TempDir()
	dbs := databases(t, dir, pgtest.Start(t))
	sizes := []int{1600, 8000}
	results, err := indexscale.Run(ctx, scaleEnv(t, env), indexscale.Config{Sizes: sizes, Accounts: 4, Rounds: 3, Databases: dbs, Log: testWriter{t}})
	require.NoError(t, err)
	require.Len(t, results, 2)
	for _, r := range results {
		require.Len(t, r.Sizes, 2)
		for i, s := range r.Sizes {
			require.Equal(t, sizes[i], s.Events)
			require.Equal(t, uint64(sizes[i]/4), s.ProbeEvents, "%s: a quarter of the events are the probe's", r.Database)
			require.Positive(t, s.Bytes)
			require.Positive(t, s.WriteRate())
		}
		require.Greater(t, r.Sizes[1].Bytes, r.Sizes[0].Bytes, "%s: five times the events take more room", r.Database)
		require.Len(t, r.Reads, 6)
		for _, read := range r.Reads {
			for i := range sizes {
				require.Len(t, read.Samples[i], 3, "%s %s", r.Database, read.Read)
				require.Positive(t, read.Median(i))
			}
		}
	}
	// nothing of what was written was rewound when the services followed on
	for _, n := range sizes {
		d, err := eventdb.Open(ctx, "sqlite:"+filepath.Join(dir, fmt.Sprintf("index-%d.db", n)))
		require.NoError(t, err)
		last, err := d.LastAccountSeq(ctx, indexscale.Account(0))
		require.NoError(t, err)
		require.Equal(t, uint64(n/4), last, "no removal notice after the probe's events")
		require.NoError(t, d.Close())
	}
}

// databases are the measured databases: SQLite files in dir (index-N.db), databases on pg.
func databases(t *testing.T, dir string, pg *pgtest.Server) []indexscale.Database {
	return []indexscale.Database{
		{Name: "SQLite", URL: func(_ context.Context, n int) (string, error) {
			return "sqlite:" + filepath.Join(dir, fmt.Sprintf("index-%d.db", n)), nil
		}},
		{Name: "PostgreSQL", URL: func(_ context.Context, n int) (string, error) {
			return pg.NewDatabase(t, fmt.Sprintf("index_%d", n)), nil
		}},
	}
}

// scaleEnv is the measurement's environment on the embedded platform: blocks made by sealing
// them, the service built in the process as the binary builds it, its follower caught up with
// the chain before it answers (it must follow on from the filled index's cursor, never rewind).
func scaleEnv(t *testing.T, env *embedded.Env) indexscale.Env {
	d := env.Manifest.Destination
	return indexscale.Env{
		RPC: env.Dest.RPC(), ChainID: d.ChainID,
		Mine: func(_ context.Context, n int) error {
			for range n {
				env.Dest.Commit()
			}
			return nil
		},
		Serve: func(ctx context.Context, url string) (string, func(), error) {
			index, err := eventdb.Open(ctx, url)
			if err != nil {
				return "", nil, err
			}
			f := follower.New(follower.Config{ChainID: d.ChainID, Vault: d.Vault, From: d.DeployBlock}, env.Dest.RPC(), index)
			l, err := index.Lead(ctx, 10*time.Millisecond)
			if err != nil {
				return "", nil, err
			}
			for caughtUp := false; !caughtUp; {
				r, err := f.Step(ctx, l)
				if err != nil {
					return "", nil, err
				}
				if len(r.Removed) > 0 {
					return "", nil, fmt.Errorf("the follower rewound the filled index: %d removal notices", len(r.Removed))
				}
				caughtUp = r.CaughtUp
			}
			l.Release()
			b, err := backend.New(backend.Options{Manifest: env.Manifest, DestinationRPC: env.Dest.RPC(),
				SourceRPC: map[uint64]simulate.BatchCaller{embedded.SourceChainID: env.Source.RPC()}, Index: index})
			if err != nil {
				return "", nil, err
			}
			srv, err := api.New(api.Services{Manifest: b.Manifest, Trade: b.Trade, Deposit: b.Deposit, Referral: b.Referral, Market: b.Market,
				Ready: ready{}, Events: index, History: b.History, Orders: b.Orders}, api.Options{})
			if err != nil {
				return "", nil, err
			}
			hs := httptest.NewServer(srv)
			return hs.URL, func() { hs.Close(); _ = index.Close() }, nil
		},
	}
}

// TestIndexAtScale is the measurement on demand, at the sizes of $TRADEPREP_INDEX_SCALE
// (comma-separated, increasing): each database's write rate and size, and each read's median
// time at each size with its ratio to the smallest's.
//
//	TRADEPREP_INDEX_SCALE=10000,1000000 TRADEPREP_TEST_NODE=anvil go test -run 'TestIndexAtScale$' -v -timeout 1h ./internal/tooling/indexscale/
func TestIndexAtScale(t *testing.T) {
	spec := os.Getenv("TRADEPREP_INDEX_SCALE")
	if spec == "" {
		t.Skip("a measurement: set TRADEPREP_INDEX_SCALE")
	}
	var sizes []int
	for _, s := range strings.Split(spec, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		require.NoError(t, err)
		sizes = append(sizes, n)
	}
	require.NoError(t, indexscale.CheckSizes(sizes, 0))
	ctx, env := embedded.ForTest(t, embedded.Options{Accounts: 1}, time.Hour)
	dir := t.TempDir()
	dbs := databases(t, dir, pgtest.Start(t, indexscale.PostgresSettings...))
	results, err := indexscale.Run(ctx, scaleEnv(t, env), indexscale.Config{Sizes: sizes, Databases: dbs, Log: testWriter{t}})
	require.NoError(t, err)
	for _, r := range results {
		for _, s := range r.Sizes {
			t.Logf("%s, %d events: written in %s (%.0f a second), %.1f MB (%.0f MB per million events)", r.Database, s.Events,
				s.Fill.Round(time.Millisecond), s.WriteRate(), float64(s.Bytes)/(1<<20), float64(s.Bytes)/(1<<20)*1e6/float64(s.Events))
		}
		last := len(r.Sizes) - 1
		for _, rd := range r.Reads {
			t.Logf("%s, %s: %s at %d events, %s at %d (x%.3f)", r.Database, rd.Read, rd.Median(0), r.Sizes[0].Events, rd.Median(last),
				r.Sizes[last].Events, rd.Median(last).Seconds()/rd.Median(0).Seconds())
		}
	}
}

type ready struct{}

func (ready) Check(context.Context) ([]api.ChainReadiness, bool) { return nil, true }

// What History refuses, before it writes anything: a count that is no whole number of
// positions, or beyond its bound; no accounts, or more than positions; blocks that are not the
// count's.
func TestHistoryRefusesBadInput(t *testing.T) {
	ctx := context.Background()
	d, err := eventdb.Open(ctx, "")
	require.NoError(t, err)
	defer d.Close()
	blocks := func(n int) []eventdb.Block { return make([]eventdb.Block, n) }
	for _, c := range []struct {
		events, accounts, blocks int
		want                     string
	}{
		{0, 1, 0, "positive multiple of 8"},
		{12, 1, 1, "positive multiple of 8"},
		{indexscale.MaxEvents + 8, 1, indexscale.BlocksFor(indexscale.MaxEvents + 8), "at most 10000000"},
		{80, 0, 1, "at least 1"},
		{80, 11, 1, "at most one a position"},
		{800, 1, 3, "800 events take 4 blocks, not 3"},
	} {
		_, err := indexscale.History(ctx, d, 1, blocks(c.blocks), c.events, c.accounts, nil)
		require.ErrorContains(t, err, c.want, "%+v", c)
	}
	last, err := d.LastSeq(ctx)
	require.NoError(t, err)
	require.Zero(t, last, "nothing written")
}

// What the measurement refuses before it writes anything: a size that is no whole number of
// positions, sizes that do not increase, and a size whose accounts would each have no more than
// a page of trades (no deeper page than the first to measure), with the least size that would do.
func TestCheckSizes(t *testing.T) {
	require.NoError(t, indexscale.CheckSizes([]int{10_000, 1_000_000}, 0))
	for _, c := range []struct {
		sizes    []int
		accounts int
		want     string
	}{
		{[]int{10_004}, 0, "positive multiple of 8"},
		{[]int{-8}, 0, "positive multiple of 8"},
		{[]int{20_000, 10_000}, 0, "sizes must increase: 10000 after 20000"},
		{[]int{20_000, 20_000}, 0, "sizes must increase"},
		{[]int{2_000}, 0, "2000 events over 10 accounts leave each account no more than a page (100) of trades: at least 2720 events"},
		{[]int{8_000}, 100, "at least 27200 events"},
	} {
		require.ErrorContains(t, indexscale.CheckSizes(c.sizes, c.accounts), c.want, "%+v", c)
	}
}

// The catch-up measurement reads the whole chain from the deployment into an empty index and
// counts what it recorded: every block from the deployment's to the head, every event of the
// platform there (the embedded platform's deposits and its account's funding). An index that
// is not empty is refused: it would not measure a catch-up.
func TestFollowMeasuresACatchUp(t *testing.T) {
	ctx, env := embedded.ForTest(t, embedded.Options{Accounts: 1}, 3*time.Minute)
	d := env.Manifest.Destination
	cfg := follower.Config{ChainID: d.ChainID, Vault: d.Vault, From: d.DeployBlock, Deposits: env.Manifest}
	url := "sqlite:" + filepath.Join(t.TempDir(), "index.db")
	c, err := indexscale.Follow(ctx, env.Dest.RPC(), cfg, "SQLite", url)
	require.NoError(t, err)
	head, err := env.Dest.Client().BlockNumber(ctx)
	require.NoError(t, err)
	require.Equal(t, head-d.DeployBlock+1, c.Blocks)
	require.Positive(t, c.Steps)
	require.Positive(t, c.BlockRate())

	index, err := eventdb.Open(ctx, url)
	require.NoError(t, err)
	last, err := index.LastSeq(ctx)
	require.NoError(t, err)
	require.Equal(t, uint64(c.Events), last, "every event recorded is counted")
	require.NoError(t, index.Close())

	_, err = indexscale.Follow(ctx, env.Dest.RPC(), cfg, "SQLite", url)
	require.ErrorContains(t, err, "not empty")
}

type testWriter struct{ t *testing.T }

func (w testWriter) Write(p []byte) (int, error) {
	w.t.Helper()
	w.t.Log(string(p))
	return len(p), nil
}
