package app

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/tooling/pgtest"
)

// Whether anyone writes the index, as /readyz asks it, on SQLite and PostgreSQL: nobody at the
// start, within the grace; beyond it once the grace has passed with no writer; a lease taken
// (on PostgreSQL by another replica's connection to the same database) is seen at once; given
// up, the grace runs again from then.
func TestIndexWriterTellsWhenNobodyWrites(t *testing.T) {
	const grace = 2 * time.Second // far above a query on a loaded machine
	pgtest.OnEach(t, func(t *testing.T, url string) {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		index, err := eventdb.Open(ctx, url)
		require.NoError(t, err)
		defer index.Close()
		writer := index // SQLite: one process writes; PostgreSQL: another replica, below
		if !strings.HasPrefix(url, "sqlite:") {
			writer, err = eventdb.Open(ctx, url)
			require.NoError(t, err)
			defer writer.Close()
		}
		asked := indexWriter(index, grace)
		ask := func() (bool, time.Duration, bool) {
			t.Helper()
			held, absent, beyond, err := asked(ctx)
			require.NoError(t, err)
			return held, absent, beyond
		}

		held, _, beyond := ask()
		require.False(t, held)
		require.False(t, beyond, "within the grace from the start")
		time.Sleep(grace + 50*time.Millisecond)
		held, absent, beyond := ask()
		require.False(t, held)
		require.True(t, beyond, "nobody has written for %v", absent)
		require.Greater(t, absent, grace)

		l, err := writer.Lead(ctx, 10*time.Millisecond)
		require.NoError(t, err)
		held, absent, beyond = ask()
		require.True(t, held, "the lease is seen at once")
		require.Zero(t, absent)
		require.False(t, beyond)

		l.Release()
		held, _, beyond = ask()
		require.False(t, held, "given up")
		require.False(t, beyond, "the grace runs again from the last writer seen")
		time.Sleep(grace + 50*time.Millisecond)
		_, _, beyond = ask()
		require.True(t, beyond)
	})
}
