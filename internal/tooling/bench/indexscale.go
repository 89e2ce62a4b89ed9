package bench

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/tradeprep/tradeprep/internal/index/follower"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/tooling/indexscale"
	"github.com/tradeprep/tradeprep/internal/tooling/pgtest"
	"github.com/tradeprep/tradeprep/simulate"
)

// TargetIndexScale bounds each read of the event index at the largest size against the
// smallest (IndexScale): flat in the number of events.
const TargetIndexScale = 1.2

// indexDatabases are the databases the index is measured in: SQLite files in the work folder,
// and databases on a throwaway PostgreSQL server (stopped by the returned function).
func (e *env) indexDatabases() ([]indexscale.Database, func(), error) {
	pg, stop, err := pgtest.Launch(indexscale.PostgresSettings...)
	if err != nil {
		return nil, nil, err
	}
	return []indexscale.Database{
		{Name: "SQLite", URL: func(_ context.Context, n int) (string, error) {
			return "sqlite:" + filepath.Join(e.cfg.WorkDir, fmt.Sprintf("index-%d.db", n)), nil
		}},
		{Name: "PostgreSQL", URL: func(_ context.Context, n int) (string, error) { return pg.CreateDatabase(fmt.Sprintf("index_%d", n)) }},
	}, stop, nil
}

// measureIndexScale fills indexes of the sizes of Config.IndexScale for the benchmark's
// destination chain, in blocks it mines there, starts the service binary on each (its follower
// follows on from the filled index's cursor) and times the reads on all of them in turn.
func (e *env) measureIndexScale(ctx context.Context, res *Result) {
	began := time.Now()
	dbs, stop, err := e.indexDatabases()
	if err != nil {
		res.fail("index at scale: %v", err)
		return
	}
	defer stop()
	env := indexscale.Env{
		RPC: e.destC.Client(), ChainID: platform.SessionDestChainID,
		Mine: func(ctx context.Context, n int) error {
			return e.destC.Client().CallContext(ctx, nil, "anvil_mine", hexutil.EncodeUint64(uint64(n)))
		},
		Serve: func(ctx context.Context, url string) (string, func(), error) {
			svc, err := e.indexedService(ctx, fmt.Sprintf("service-index-%d.log", len(res.IndexScale)), url)
			if err != nil {
				return "", nil, err
			}
			return svc.URL, func() { _ = svc.Stop() }, nil
		},
	}
	rounds := 0            // indexscale's default
	if e.cfg.Rounds == 1 { // -short
		rounds = 3
	}
	res.IndexScale, err = indexscale.Run(ctx, env, indexscale.Config{Sizes: e.cfg.IndexScale, Rounds: rounds, Databases: dbs, Log: e.cfg.Log})
	res.IndexScaleTook = time.Since(began)
	if err != nil {
		res.fail("index at scale: %v", err)
	}
}

// indexedService is the service with the event index in the database at url, following the
// destination chain.
func (e *env) indexedService(ctx context.Context, logName, url string) (*Process, error) {
	args := []string{"serve", "--listen", "{addr}", "--rpc-url", e.dest.RPCURL(), "--manifest", e.manifestPath,
		"--source-rpc", fmt.Sprintf("%d=%s", platform.SessionSourceChainID, e.src.RPCURL()), "--rate-limit", "0", "--drain-period", "0s",
		"--log-level", "info", "--database-url", url}
	return StartProcess(ctx, e.cfg.ServiceBin, args, e.cfg.ServiceEnv, filepath.Join(e.cfg.WorkDir, logName), "/readyz")
}

// measureCatchUp has a follower read the keeper-at-scale chain (its big book's events) from the
// deployment into an empty index in each database.
func (e *env) measureCatchUp(ctx context.Context, res *Result, cfg follower.Config, node simulate.BatchCaller) {
	dbs, stop, err := e.indexDatabases()
	if err != nil {
		res.fail("index catch-up: %v", err)
		return
	}
	defer stop()
	for _, db := range dbs {
		url, err := db.URL(ctx, 0)
		if err != nil {
			res.fail("index catch-up: %s: %v", db.Name, err)
			return
		}
		fmt.Fprintf(e.cfg.Log, "bench: the follower catches up with the keeper-at-scale chain into %s\n", db.Name)
		c, err := indexscale.Follow(ctx, node, cfg, db.Name, url)
		if err != nil {
			res.fail("index catch-up: %s: %v", db.Name, err)
			return
		}
		res.CatchUp = append(res.CatchUp, c)
	}
}

// indexScaleChecks: each read at the largest size within TargetIndexScale of the smallest's.
func (r *Result) indexScaleChecks() []Check {
	var out []Check
	for _, db := range r.IndexScale {
		last := len(db.Sizes) - 1
		if last < 1 {
			continue
		}
		for _, rd := range db.Reads {
			x := ratio(rd.Median(last), rd.Median(0))
			out = append(out, check(fmt.Sprintf("index at scale, %s: %s, %d vs %d events", db.Database, rd.Read, db.Sizes[last].Events, db.Sizes[0].Events),
				fmt.Sprintf("%.3fx", x), fmt.Sprintf("<= %.2fx", TargetIndexScale), x > 0 && x <= TargetIndexScale))
		}
	}
	return out
}

func ratio(a, b time.Duration) float64 {
	if b <= 0 {
		return 0
	}
	return a.Seconds() / b.Seconds()
}

// writeIndexScale is the report's "Index at scale" section.
func (r *Result) writeIndexScale(w io.Writer) {
	if len(r.IndexScale) == 0 && len(r.CatchUp) == 0 {
		return
	}
	p := func(format string, args ...any) { fmt.Fprintf(w, format+"\n", args...) }
	p("")
	p("## Index at scale")
	p("")
	p("The event index (`internal/tooling/indexscale`) filled through its own write path (`eventdb.Lease.Append`, what the")
	p("follower writes with) with positions' lives (an order tagged with a client order id, its fill, a partial close, a")
	p("close, each with its fee settlement: 8 events, 3 of them trades) spread over 10 accounts, in blocks mined on the")
	p("benchmark's anvil; then the service binary started on each index (its follower follows on from the filled cursor), and")
	p("the reads of one account, whose history grows with the index, timed on every size in turn (median of the rounds, every")
	p("answer checked): the first and the deepest page of `/api/trades` (100 trades), the first and the newest page of")
	p("`/api/events` (100 events), a stream resumed with `Last-Event-ID` 100 events before the end (until the 100th event")
	p("came), and `GET /api/orders/{id}` of the account's oldest client order. SQLite is a file; PostgreSQL a local server")
	p("sized for the index (%s). Took %s in all.", strings.Join(indexscale.PostgresSettings, ", "), r.IndexScaleTook.Round(time.Second))
	for _, db := range r.IndexScale {
		p("")
		p("### %s", db.Database)
		p("")
		p("| events | the account's events | written in | events written a second | database size | growth per million events |")
		p("|---|---|---|---|---|---|")
		for i, s := range db.Sizes {
			growth := "" // over the size before: the empty database's own pages left out
			if i > 0 {
				prev := db.Sizes[i-1]
				growth = fmt.Sprintf("%.0f MB", float64(s.Bytes-prev.Bytes)/(1<<20)*1e6/float64(s.Events-prev.Events))
			}
			p("| %d | %d | %s | %.0f | %.1f MB | %s |", s.Events, s.ProbeEvents, s.Fill.Round(time.Millisecond), s.WriteRate(),
				float64(s.Bytes)/(1<<20), growth)
		}
		p("")
		head := "| read |"
		rule := "|---|"
		for _, s := range db.Sizes {
			head += fmt.Sprintf(" %d events |", s.Events)
			rule += "---|"
		}
		p("%s x |", head)
		p("%s---|", rule)
		for _, rd := range db.Reads {
			row := "| " + rd.Read + " |"
			for i := range db.Sizes {
				row += " " + ms(float64(rd.Median(i))) + " |"
			}
			p("%s %.3f |", row, ratio(rd.Median(len(db.Sizes)-1), rd.Median(0)))
		}
	}
	if len(r.CatchUp) > 0 {
		p("")
		p("### The follower's catch-up")
		p("")
		p("A follower reading the keeper-at-scale chain (its book's orders, fills and liquidations) from the platform's deployment")
		p("to the head into an empty index, as a service started on a chain with history does.")
		p("")
		p("| database | blocks | events | took | blocks a second | events a second | steps |")
		p("|---|---|---|---|---|---|---|")
		for _, c := range r.CatchUp {
			p("| %s | %d | %d | %s | %.0f | %.0f | %d |", c.Database, c.Blocks, c.Events, c.Took.Round(time.Millisecond), c.BlockRate(), c.EventRate(), c.Steps)
		}
	}
}
