package metrics_test

import (
	"context"
	"database/sql"
	"errors"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/service/metrics"
	"github.com/tradeprep/tradeprep/internal/tooling/pgtest"
)

// The pool's series follow a real PostgreSQL pool: its bound, the connections held, and a
// query that waited for one once every connection was taken.
func TestDBPoolOnPostgreSQL(t *testing.T) {
	srv := pgtest.Start(t)
	db, err := sql.Open("pgx", srv.NewDatabase(t, pgtest.Name(t)))
	require.NoError(t, err)
	defer db.Close()
	db.SetMaxOpenConns(2)
	reg := prometheus.NewRegistry()
	reg.MustRegister(metrics.DBPool(db.Stats))
	value := func(name string) float64 {
		t.Helper()
		families, err := reg.Gather()
		require.NoError(t, err)
		for _, f := range families {
			if f.GetName() == name {
				m := f.GetMetric()[0]
				if m.GetCounter() != nil {
					return m.GetCounter().GetValue()
				}
				return m.GetGauge().GetValue()
			}
		}
		t.Fatalf("no series %s", name)
		return 0
	}
	families, err := reg.Gather()
	require.NoError(t, err)
	require.Len(t, families, 6)
	require.Equal(t, 2.0, value("tradeprep_event_index_db_max_open_connections"))

	ctx := context.Background()
	var held []*sql.Conn
	for range 2 {
		c, err := db.Conn(ctx)
		require.NoError(t, err)
		require.NoError(t, c.PingContext(ctx))
		held = append(held, c)
	}
	require.Equal(t, 2.0, value("tradeprep_event_index_db_in_use_connections"))
	require.Equal(t, 2.0, value("tradeprep_event_index_db_open_connections"))
	require.Equal(t, 0.0, value("tradeprep_event_index_db_idle_connections"))
	require.Equal(t, 0.0, value("tradeprep_event_index_db_wait_count_total"))

	// the pool is exhausted: a query waits for a connection until its context ends
	short, cancel := context.WithTimeout(ctx, 200*time.Millisecond)
	defer cancel()
	_, err = db.ExecContext(short, "SELECT 1")
	require.True(t, errors.Is(err, context.DeadlineExceeded), "%v", err)
	require.Equal(t, 1.0, value("tradeprep_event_index_db_wait_count_total"))
	require.Greater(t, value("tradeprep_event_index_db_wait_duration_seconds_total"), 0.1)

	for _, c := range held {
		require.NoError(t, c.Close())
	}
	require.Equal(t, 0.0, value("tradeprep_event_index_db_in_use_connections"))
	require.Equal(t, 2.0, value("tradeprep_event_index_db_idle_connections"))
}
