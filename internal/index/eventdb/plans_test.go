package eventdb

import (
	"context"
	"database/sql"
	"fmt"

	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/tooling/pgtest"
)

// Every read of events the API makes (an account's page, a stream's resume, a history page, the
// rows of its transactions and positions, a position's history, a deposit's, a client order's
// landing) runs on an index, in SQLite and in PostgreSQL: its plan never scans the events table
// whole, and a page in account order is read in that order from the index, never sorted after
// a scan, so the first and the deepest page cost alike however many events there are. The plans
// are those of the queries the reads send (DB.traced), on a few thousand events of many
// accounts; PostgreSQL is asked with sequential scans disabled, so that a plan with one says no
// index serves the query (on a table this small the planner would otherwise prefer a scan).
// The lists are a page's: a hundred transactions for InTransactions (given the account too,
// SQLite read every event of the account of those kinds instead).
func TestReadsUseIndexes(t *testing.T) {
	pgtest.OnEach(t, func(t *testing.T, url string) {
		d := open(t, url)
		ctx := testCtx(t)
		l := lead(t, d)
		blocks := chain(1, common.Hash{}, 1, 200)
		var evs []Event
		for i, b := range blocks {
			for j := range 10 {
				who := common.BigToAddress(common.Big1.Lsh(common.Big1, uint(8+(i*10+j)%40)))
				if j == 0 {
					who = alice
				}
				e := event(b, uint64(j), who, []string{"OrderCreated", "PositionIncreased", "FeesSettled", "PositionClosed"}[j%4])
				e.PositionID = fmt.Sprint(i*10 + j)
				evs = append(evs, e)
			}
		}
		_, err := l.Append(ctx, 1, blocks, evs)
		require.NoError(t, err)

		var aliceTxs []common.Hash // a trades page's: a hundred of the account's transactions
		for _, e := range evs {
			if e.Account == alice && len(aliceTxs) < 100 {
				aliceTxs = append(aliceTxs, e.TxHash)
			}
		}

		var queries []struct {
			q    string
			args []any
		}
		d.traced = func(q string, args []any) {
			queries = append(queries, struct {
				q    string
				args []any
			}{q, args})
		}
		fills := []string{"PositionIncreased", "PositionDecreased", "PositionClosed", "PositionLiquidated"}
		reads := map[string]func() error{
			"Events":         func() error { _, err := d.Events(ctx, alice, 100, 50); return err },
			"Newest":         func() error { _, err := d.Newest(ctx, alice, fills, 150, 51); return err },
			"InTransactions": func() error { _, err := d.InTransactions(ctx, alice, aliceTxs, fills); return err },
			"OfPositions":    func() error { _, err := d.OfPositions(ctx, []string{"10", "20"}, "OrderCreated"); return err },
			"LatestOfPositions": func() error {
				_, err := d.LatestOfPositions(ctx, []string{"10", "20"}, "FeesSettled", 1500)
				return err
			},
			"PositionEvents":    func() error { _, err := d.PositionEvents(ctx, 1, "10", 1, 200, 50); return err },
			"DepositEvents":     func() error { _, err := d.DepositEvents(ctx, "0x01", 50); return err },
			"ClientOrderLanded": func() error { _, err := d.ClientOrderLanded(ctx, alice, common.Hash{1}); return err },
			"LastOfKinds":       func() error { _, err := d.LastOfKinds(ctx, "10", fills); return err },
		}
		for name, read := range reads {
			queries = queries[:0]
			require.NoError(t, read(), name)
			require.NotEmpty(t, queries, name)
			for _, q := range queries {
				plan := d.plan(t, ctx, q.q, q.args)
				t.Logf("%s:\n%s", name, plan)
				if name == "PositionEvents" {
					require.Contains(t, plan, "events_by_position", "a position's page from its own events")
				}
				if name == "InTransactions" && d.dialect == sqlite {
					// not the account's events of those kinds, which grow with its history
					require.Contains(t, plan, "events_by_tx", "a page's transactions read by their hashes")
				}
				if d.dialect == postgres {
					require.NotRegexp(t, `Seq Scan on events`, plan, "%s: no index serves it", name)
					continue
				}
				require.NotRegexp(t, `(?m)SCAN events( |$)`, plan, "%s: a scan of every event", name)
				if strings.Contains(q.q, "ORDER BY account_seq") || name == "PositionEvents" {
					require.NotContains(t, plan, "TEMP B-TREE", "%s: a page sorted after it was read", name)
				}
			}
		}
	})
}

// plan is the database's plan of the query, one line a step. On PostgreSQL it is the generic
// plan, the one the index's connections run (Open: plan_cache_mode=force_generic_plan), of the
// statement prepared, with sequential scans disabled.
func (d *DB) plan(t *testing.T, ctx context.Context, query string, args []any) string {
	t.Helper()
	if d.dialect == sqlite {
		return d.explain(t, ctx, d.db, "EXPLAIN QUERY PLAN "+query, args)
	}
	conn, err := d.db.Conn(ctx)
	require.NoError(t, err)
	defer conn.Close()
	var mode string
	require.NoError(t, conn.QueryRowContext(ctx, `SHOW plan_cache_mode`).Scan(&mode))
	require.Equal(t, "force_generic_plan", mode)
	for _, stmt := range []string{`SET enable_seqscan = off`, `PREPARE planned AS ` + query} {
		_, err := conn.ExecContext(ctx, stmt)
		require.NoError(t, err, stmt)
	}
	params := make([]string, len(args)) // EXPLAIN EXECUTE takes no parameters: the values written out
	for i, a := range args {
		switch v := a.(type) {
		case string:
			params[i] = "'" + strings.ReplaceAll(v, "'", "''") + "'"
		case int, int64, uint64:
			params[i] = fmt.Sprint(v)
		default:
			t.Fatalf("argument %d of %q: a %T", i, query, a)
		}
	}
	plan := d.explain(t, ctx, conn, "EXPLAIN EXECUTE planned("+strings.Join(params, ", ")+")", nil)
	for _, stmt := range []string{`DEALLOCATE planned`, `RESET enable_seqscan`} {
		_, err := conn.ExecContext(ctx, stmt)
		require.NoError(t, err, stmt)
	}
	require.Contains(t, plan, "$1", "a generic plan names its parameters")
	return plan
}

func (d *DB) explain(t *testing.T, ctx context.Context, q interface {
	QueryContext(context.Context, string, ...any) (*sql.Rows, error)
}, query string, args []any) string {
	t.Helper()
	rows, err := q.QueryContext(ctx, query, args...)
	require.NoError(t, err)
	defer rows.Close()
	cols, err := rows.Columns()
	require.NoError(t, err)
	var lines []string
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		require.NoError(t, rows.Scan(ptrs...))
		lines = append(lines, fmt.Sprint(vals[len(vals)-1]))
	}
	require.NoError(t, rows.Err())
	return strings.Join(lines, "\n")
}
