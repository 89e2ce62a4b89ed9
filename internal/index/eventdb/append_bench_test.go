package eventdb

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tradeprep/tradeprep/internal/tooling/pgtest"
)

// BenchmarkAppend is the follower's write path: an Append of 25 blocks of 200 events each (a
// busy chain's page), the events of 10 accounts in turn, into an index that grows with every
// iteration, in SQLite (a file) and in PostgreSQL; it reports the events recorded a second.
//
//	go test -run '^$' -bench BenchmarkAppend -benchtime 40x ./internal/index/eventdb/
func BenchmarkAppend(b *testing.B) {
	for _, db := range []struct {
		name string
		url  func(b *testing.B) string
	}{
		{"sqlite", func(b *testing.B) string { return "sqlite:" + filepath.Join(b.TempDir(), "events.db") }},
		{"postgres", func(b *testing.B) string { return pgtest.Start(b).NewDatabase(b, "bench") }},
	} {
		b.Run(db.name, func(b *testing.B) {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
			defer cancel()
			d, err := Open(ctx, db.url(b))
			if err != nil {
				b.Fatal(err)
			}
			defer d.Close()
			l, err := d.Lead(ctx, 50*time.Millisecond)
			if err != nil {
				b.Fatal(err)
			}
			defer l.Release()
			const blocks, perBlock = 25, 200
			var accounts [10]common.Address
			for i := range accounts {
				accounts[i] = common.BigToAddress(common.Big1.Lsh(common.Big1, uint(100+i)))
			}
			parent := common.Hash{}
			next := uint64(1)
			b.ResetTimer()
			for range b.N {
				hs := chain(1, parent, next, next+blocks-1)
				var evs []Event
				for _, h := range hs {
					for j := range perBlock {
						evs = append(evs, event(h, uint64(j), accounts[(len(evs))%len(accounts)], "PositionIncreased"))
					}
				}
				if _, err := l.Append(ctx, 1, hs, evs); err != nil {
					b.Fatal(err)
				}
				parent, next = hs[len(hs)-1].Hash, next+blocks
			}
			b.ReportMetric(float64(b.N*blocks*perBlock)/b.Elapsed().Seconds(), "events/s")
		})
	}
}
