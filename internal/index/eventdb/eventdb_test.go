package eventdb

import (
	"context"
	"database/sql"
	"fmt"
	"math"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/tooling/pgtest"
)

func open(t *testing.T, url string) *DB {
	t.Helper()
	d, err := Open(testCtx(t), url)
	require.NoError(t, err)
	t.Cleanup(func() { _ = d.Close() })
	return d
}

func testCtx(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	t.Cleanup(cancel)
	return ctx
}

// onEachLeading runs f on each database (pgtest.OnEach) with the schema open, f's test holding
// the lease.
func onEachLeading(t *testing.T, f func(t *testing.T, d *DB, l *Lease, ctx context.Context)) {
	pgtest.OnEach(t, func(t *testing.T, url string) {
		d := open(t, url)
		f(t, d, lead(t, d), testCtx(t))
	})
}

func lead(t *testing.T, d *DB) *Lease {
	t.Helper()
	l, err := d.Lead(testCtx(t), 50*time.Millisecond)
	require.NoError(t, err)
	t.Cleanup(l.Release)
	return l
}

// chain makes headers n..m of a chain whose hashes carry the fork's tag, each the child of
// the one before (the first's parent is parent).
func chain(fork byte, parent common.Hash, n, m uint64) []Block {
	var out []Block
	for i := n; i <= m; i++ {
		h := common.Hash{fork, byte(i >> 8), byte(i)}
		out = append(out, Block{Number: i, Hash: h, Parent: parent, Time: 1_700_000_000 + i})
		parent = h
	}
	return out
}

var (
	alice = common.HexToAddress("0x00000000000000000000000000000000000a11ce")
	bob   = common.HexToAddress("0x0000000000000000000000000000000000000b0b")
)

func event(b Block, logIndex uint64, who common.Address, kind string) Event {
	return Event{ChainID: 1, Block: b.Number, BlockHash: b.Hash, BlockTime: b.Time, TxHash: common.Hash{0xee, byte(b.Number), byte(logIndex)},
		LogIndex: logIndex, Account: who, Kind: kind, PositionID: fmt.Sprint(b.Number), Payload: `{"size":"2505"}`}
}

func accountSeqs(t *testing.T, d *DB, who common.Address) []uint64 {
	t.Helper()
	evs, err := d.Events(testCtx(t), who, 0, 0)
	require.NoError(t, err)
	return accountSeqsOf(evs)
}

// Open migrates a new database once; opened again it finds the schema applied. A migration that
// fails names itself and leaves nothing of itself behind (it runs in a transaction); the
// steps before it stay.
func TestMigrations(t *testing.T) {
	pgtest.OnEach(t, func(t *testing.T, url string) {
		d := open(t, url)
		v, err := d.Version(testCtx(t))
		require.NoError(t, err)
		require.Equal(t, len(migrations), v)
		again := open(t, url)
		v, err = again.Version(testCtx(t))
		require.NoError(t, err)
		require.Equal(t, len(migrations), v)

		bad := append(append([]migration(nil), migrations...), migration{len(migrations) + 1, "broken", []string{
			`CREATE TABLE half_done (x BIGINT)`, `CREATE TABLE oops (`}})
		err = again.migrateTo(testCtx(t), bad)
		require.ErrorContains(t, err, fmt.Sprintf("migration %d (broken)", len(migrations)+1))
		v, err = again.Version(testCtx(t))
		require.NoError(t, err)
		require.Equal(t, len(migrations), v, "the failed step is not recorded")
		_, err = again.db.ExecContext(testCtx(t), `SELECT x FROM half_done`)
		require.Error(t, err, "nor is anything it did")
	})
}

// Replicas that start together (three handles on one PostgreSQL database, or one SQLite file)
// each open and migrate without an error, and the schema is applied once.
func TestConcurrentOpen(t *testing.T) {
	pgtest.OnEach(t, func(t *testing.T, url string) {
		var wg sync.WaitGroup
		errs := make([]error, 3)
		for i := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				d, err := Open(testCtx(t), url)
				if err == nil {
					d.Close()
				}
				errs[i] = err
			}()
		}
		wg.Wait()
		for _, err := range errs {
			require.NoError(t, err)
		}
		var n int
		require.NoError(t, open(t, url).db.QueryRowContext(testCtx(t), `SELECT COUNT(*) FROM schema_migrations`).Scan(&n))
		require.Equal(t, len(migrations), n)
	})
}

// Each account's events are numbered 1, 2, 3, ... across appends, whatever other accounts do;
// seq orders all of them; the cursor is the last block appended.
func TestAppendNumbersEachAccount(t *testing.T) {
	onEachLeading(t, func(t *testing.T, d *DB, l *Lease, ctx context.Context) {
		cur, err := d.Cursor(ctx, 1)
		require.NoError(t, err)
		require.Nil(t, cur, "nothing recorded yet")

		first := chain(1, common.Hash{0x99}, 100, 104)
		rec, err := l.Append(ctx, 1, first, []Event{event(first[0], 0, alice, "open"), event(first[0], 1, bob, "open"), event(first[2], 0, alice, "fill")})
		require.NoError(t, err)
		require.Equal(t, []uint64{1, 2, 3}, []uint64{rec[0].Seq, rec[1].Seq, rec[2].Seq})
		require.Equal(t, []uint64{1, 1, 2}, []uint64{rec[0].AccountSeq, rec[1].AccountSeq, rec[2].AccountSeq})
		second := chain(1, first[4].Hash, 105, 106)
		_, err = l.Append(ctx, 1, second, []Event{event(second[1], 3, alice, "close"), event(second[1], 4, bob, "fill")})
		require.NoError(t, err)
		require.Equal(t, []uint64{1, 2, 3}, accountSeqs(t, d, alice))
		require.Equal(t, []uint64{1, 2}, accountSeqs(t, d, bob))
		last, err := d.LastAccountSeq(ctx, alice)
		require.NoError(t, err)
		require.Equal(t, uint64(3), last)

		cur, err = d.Cursor(ctx, 1)
		require.NoError(t, err)
		require.Equal(t, second[1], *cur)
		all, err := d.AllEvents(ctx, 0, 0)
		require.NoError(t, err)
		require.Len(t, all, 5)
		for i, e := range all {
			require.Equal(t, uint64(i+1), e.Seq)
		}
		got := all[3]
		want := event(second[1], 3, alice, "close")
		want.Seq, want.AccountSeq = 4, 3
		require.Equal(t, want, got, "every field reads back as written")

		after, err := d.Events(ctx, alice, 2, 0)
		require.NoError(t, err)
		require.Len(t, after, 1)
		require.Equal(t, "close", after[0].Kind)
	})
}

// A first block that is not the child of the cursor's block (another parent, or a gap) is a
// reorg, and nothing of the append is written; blocks out of order and events outside the
// blocks are refused before anything is asked of the database.
func TestAppendRefusesAnotherChain(t *testing.T) {
	onEachLeading(t, func(t *testing.T, d *DB, l *Lease, ctx context.Context) {
		blocks := chain(1, common.Hash{}, 10, 12)
		_, err := l.Append(ctx, 1, blocks, []Event{event(blocks[1], 0, alice, "open")})
		require.NoError(t, err)

		fork := chain(2, common.Hash{0xba, 0xd0}, 13, 14)
		_, err = l.Append(ctx, 1, fork, []Event{event(fork[0], 0, alice, "fill")})
		require.ErrorIs(t, err, ErrReorg)
		gap := chain(1, blocks[2].Hash, 14, 14)
		_, err = l.Append(ctx, 1, gap, nil)
		require.ErrorIs(t, err, ErrReorg, "a gap")
		require.Equal(t, []uint64{1}, accountSeqs(t, d, alice), "nothing written")
		cur, err := d.Cursor(ctx, 1)
		require.NoError(t, err)
		require.Equal(t, blocks[2], *cur)

		next := chain(1, blocks[2].Hash, 13, 14)
		_, err = l.Append(ctx, 1, []Block{next[1], next[0]}, nil)
		require.ErrorContains(t, err, "block 13 after block 14")
		_, err = l.Append(ctx, 1, next, []Event{event(blocks[0], 0, alice, "late")})
		require.ErrorContains(t, err, "outside chain 1 blocks 13-14")
		_, err = l.Append(ctx, 1, nil, nil)
		require.Error(t, err)
		// another chain's cursor is its own
		_, err = l.Append(ctx, 2, chain(3, common.Hash{}, 5, 5), nil)
		require.NoError(t, err)
		cur, err = d.Cursor(ctx, 1)
		require.NoError(t, err)
		require.Equal(t, blocks[2], *cur)
	})
}

// A rewind marks the events above the kept block removed and records for each a "removed"
// event with the account's next number: an account's sequence never repeats a number and has
// no gap, and the events of the branch that replaced the dropped blocks follow.
func TestRewind(t *testing.T) {
	onEachLeading(t, func(t *testing.T, d *DB, l *Lease, ctx context.Context) {
		blocks := chain(1, common.Hash{}, 1, 4)
		_, err := l.Append(ctx, 1, blocks, []Event{event(blocks[0], 0, alice, "open"), event(blocks[2], 0, alice, "fill"), event(blocks[3], 0, bob, "open")})
		require.NoError(t, err)

		notices, err := l.Rewind(ctx, 1, 2)
		require.NoError(t, err)
		require.Len(t, notices, 2)
		require.Equal(t, KindRemoved, notices[0].Kind)
		require.Equal(t, uint64(2), notices[0].Removes, "alice's fill (her event 2)")
		require.Equal(t, uint64(3), notices[0].AccountSeq)
		require.Equal(t, uint64(1), notices[1].Removes, "bob's open (his event 1)")
		require.Equal(t, uint64(2), notices[1].AccountSeq)
		cur, err := d.Cursor(ctx, 1)
		require.NoError(t, err)
		require.Equal(t, blocks[1], *cur)

		evs, err := d.Events(ctx, alice, 0, 0)
		require.NoError(t, err)
		require.Equal(t, []bool{false, true, false}, []bool{evs[0].Removed, evs[1].Removed, evs[2].Removed})

		branch := chain(2, blocks[1].Hash, 3, 5)
		_, err = l.Append(ctx, 1, branch, []Event{event(branch[2], 0, alice, "fill")})
		require.NoError(t, err)
		require.Equal(t, []uint64{1, 2, 3, 4}, accountSeqs(t, d, alice))
		require.Equal(t, []uint64{1, 2}, accountSeqs(t, d, bob))

		older, err := d.Blocks(ctx, 1, 5, 0)
		require.NoError(t, err)
		require.Equal(t, []uint64{4, 3, 2, 1}, []uint64{older[0].Number, older[1].Number, older[2].Number, older[3].Number})
		require.Equal(t, branch[1].Hash, older[0].Hash, "the dropped headers are gone")

		_, err = l.Rewind(ctx, 1, 99)
		require.ErrorContains(t, err, "not recorded")
	})
}

// Hostile reads: a limit of zero, below zero or past MaxPage reads at most MaxPage; a cursor
// past every number (or past int64) reads nothing, without an error.
func TestReadsAreBounded(t *testing.T) {
	onEachLeading(t, func(t *testing.T, d *DB, l *Lease, ctx context.Context) {
		blocks := chain(1, common.Hash{}, 1, 1)
		evs := make([]Event, MaxPage+5)
		for i := range evs {
			evs[i] = event(blocks[0], uint64(i), alice, "open")
		}
		_, err := l.Append(ctx, 1, blocks, evs)
		require.NoError(t, err)
		for _, limit := range []int{0, -1, MaxPage + 1, math.MaxInt} {
			got, err := d.Events(ctx, alice, 0, limit)
			require.NoError(t, err)
			require.Len(t, got, MaxPage, "limit %d", limit)
		}
		got, err := d.Events(ctx, alice, MaxPage, 10)
		require.NoError(t, err)
		require.Len(t, got, 5)
		for _, after := range []uint64{MaxPage + 5, math.MaxInt64, math.MaxUint64} {
			got, err := d.Events(ctx, alice, after, 10)
			require.NoError(t, err)
			require.Empty(t, got)
			got, err = d.AllEvents(ctx, after, 10)
			require.NoError(t, err)
			require.Empty(t, got)
		}
		none, err := d.Events(ctx, bob, 0, 10)
		require.NoError(t, err)
		require.Empty(t, none, "an unknown account has no events")
		_, err = d.Blocks(ctx, 1, math.MaxUint64, -5)
		require.NoError(t, err)
	})
}

func TestOpenRefusesOtherURLs(t *testing.T) {
	for _, url := range []string{"mysql://x", "postgre://x", "file:x.db", "sqlite3:x"} {
		_, err := Open(testCtx(t), url)
		require.ErrorContains(t, err, "unsupported database URL", url)
	}
	_, err := Open(testCtx(t), "postgres://postgres@127.0.0.1:1/none?sslmode=disable&connect_timeout=2")
	require.ErrorContains(t, err, "connect", "a database that is not there fails at Open")
	d, err := Open(testCtx(t), "")
	require.NoError(t, err, "the empty URL is an in-memory SQLite")
	require.NoError(t, d.Close())
}

// One writer at a time. SQLite: a second Lead waits for the first's Release. PostgreSQL, two
// replicas (two pools on one database): the second cannot lead while the first holds the lock;
// when the first's connection dies (the server terminates it, as when its replica is killed)
// its lease is lost, a write through it fails, and the second leads within seconds.
func TestOneWriter(t *testing.T) {
	t.Run("sqlite", func(t *testing.T) {
		d := open(t, "sqlite:"+filepath.Join(t.TempDir(), "events.db"))
		first, err := d.Lead(testCtx(t), 0)
		require.NoError(t, err)
		ctx, cancel := context.WithTimeout(testCtx(t), 200*time.Millisecond)
		defer cancel()
		_, err = d.Lead(ctx, 0)
		require.ErrorIs(t, err, context.DeadlineExceeded)
		first.Release()
		lead(t, d)
	})
	t.Run("postgres", func(t *testing.T) {
		pg := pgtest.Start(t)
		url := pg.NewDatabase(t, "writer")
		a, b := open(t, url), open(t, url)
		la, err := a.Lead(testCtx(t), 50*time.Millisecond)
		require.NoError(t, err)
		ctx, cancel := context.WithTimeout(testCtx(t), time.Second)
		defer cancel()
		_, err = b.Lead(ctx, 50*time.Millisecond)
		require.ErrorIs(t, err, context.DeadlineExceeded, "the lock is held")

		admin, err := sql.Open("pgx", url)
		require.NoError(t, err)
		defer admin.Close()
		var killed int
		require.NoError(t, admin.QueryRowContext(testCtx(t), `SELECT COUNT(pg_terminate_backend(pid)) FROM pg_locks
			WHERE locktype = 'advisory' AND granted AND ((classid::bigint << 32) | objid::bigint) = $1`, int64(writerLock)).Scan(&killed))
		require.Equal(t, 1, killed)
		select {
		case <-la.Lost():
		case <-time.After(5 * leaseCheck):
			t.Fatal("the lease was not lost")
		}
		_, err = la.Append(testCtx(t), 1, chain(1, common.Hash{}, 1, 1), nil)
		require.Error(t, err, "no write through a lost lease")
		la.Release()

		ctx, cancel = context.WithTimeout(testCtx(t), 5*time.Second)
		defer cancel()
		lb, err := b.Lead(ctx, 50*time.Millisecond)
		require.NoError(t, err, "the other replica takes over")
		defer lb.Release()
		_, err = lb.Append(testCtx(t), 1, chain(1, common.Hash{}, 1, 1), nil)
		require.NoError(t, err, "the lost lease wrote nothing: the first block is still the first")
	})
}

// The history reads: an account's live events of some kinds newest first before a cursor; the
// events of some transactions; the events of a kind of some positions. Removed events are left
// out of all three; empty lists ask nothing.
func TestHistoryReads(t *testing.T) {
	onEachLeading(t, func(t *testing.T, d *DB, l *Lease, ctx context.Context) {
		blocks := chain(1, common.Hash{}, 1, 4)
		_, err := l.Append(ctx, 1, blocks, []Event{event(blocks[0], 0, alice, "OrderCreated"), event(blocks[1], 0, alice, "PositionIncreased"),
			event(blocks[2], 0, alice, "FeesSettled"), event(blocks[2], 1, alice, "PositionDecreased"), event(blocks[3], 0, alice, "PositionDecreased"),
			event(blocks[3], 1, bob, "PositionDecreased")})
		require.NoError(t, err)
		fills := []string{"PositionIncreased", "PositionDecreased"}
		got, err := d.Newest(ctx, alice, fills, 0, 10)
		require.NoError(t, err)
		require.Equal(t, []uint64{5, 4, 2}, accountSeqsOf(got), "newest first, alice's only, fills only")
		got, err = d.Newest(ctx, alice, fills, 4, 1)
		require.NoError(t, err)
		require.Equal(t, []uint64{2}, accountSeqsOf(got), "before the cursor, at most the limit")

		tx := event(blocks[2], 0, alice, "").TxHash
		got, err = d.InTransactions(ctx, alice, []common.Hash{tx, {0x01}}, []string{"FeesSettled"})
		require.NoError(t, err)
		require.Equal(t, []uint64{3}, accountSeqsOf(got))
		got, err = d.OfPositions(ctx, []string{"1", "2", "9"}, "OrderCreated")
		require.NoError(t, err)
		require.Len(t, got, 1)
		require.Equal(t, "1", got[0].PositionID)

		_, err = l.Rewind(ctx, 1, 3)
		require.NoError(t, err)
		got, err = d.Newest(ctx, alice, fills, 0, 10)
		require.NoError(t, err)
		require.Equal(t, []uint64{4, 2}, accountSeqsOf(got), "a removed event is no trade")
		for _, empty := range [][]Event{
			must(d.Newest(ctx, alice, nil, 0, 10)), must(d.InTransactions(ctx, alice, nil, fills)), must(d.OfPositions(ctx, nil, "OrderCreated")),
		} {
			require.Empty(t, empty)
		}
	})
}

func accountSeqsOf(evs []Event) []uint64 {
	out := []uint64{}
	for _, e := range evs {
		out = append(out, e.AccountSeq)
	}
	return out
}

func must(evs []Event, err error) []Event {
	if err != nil {
		panic(err)
	}
	return evs
}

// A position's events are read by block range, oldest first, at most the limit; events a
// reorg removed, their notices and other chains' or positions' events are not among them.
func TestPositionEvents(t *testing.T) {
	onEachLeading(t, func(t *testing.T, d *DB, l *Lease, ctx context.Context) {
		blocks := chain(1, common.Hash{}, 1, 5)
		of := func(e Event, pos string) Event { e.PositionID = pos; return e }
		_, err := l.Append(ctx, 1, blocks, []Event{of(event(blocks[0], 0, alice, "OrderCreated"), "7"), of(event(blocks[1], 0, alice, "PositionIncreased"), "7"),
			of(event(blocks[1], 1, bob, "OrderCreated"), "8"), of(event(blocks[2], 0, alice, "TPSLUpdated"), "7"), of(event(blocks[4], 0, alice, "PositionDecreased"), "7")})
		require.NoError(t, err)
		kinds := func(evs []Event) (out []string) {
			for _, e := range evs {
				out = append(out, e.Kind)
			}
			return out
		}
		got := must(d.PositionEvents(ctx, 1, "7", 1, 5, 10))
		require.Equal(t, []string{"OrderCreated", "PositionIncreased", "TPSLUpdated", "PositionDecreased"}, kinds(got))
		require.Equal(t, []string{"PositionIncreased", "TPSLUpdated"}, kinds(must(d.PositionEvents(ctx, 1, "7", 2, 4, 10))))
		require.Equal(t, []string{"OrderCreated", "PositionIncreased"}, kinds(must(d.PositionEvents(ctx, 1, "7", 1, 5, 2))))
		require.Empty(t, must(d.PositionEvents(ctx, 2, "7", 1, 5, 10)), "another chain's")
		require.Empty(t, must(d.PositionEvents(ctx, 1, "9", 1, 5, 10)))

		_, err = l.Rewind(ctx, 1, 2)
		require.NoError(t, err)
		require.Equal(t, []string{"OrderCreated", "PositionIncreased"}, kinds(must(d.PositionEvents(ctx, 1, "7", 1, 1<<63, 10))),
			"a reorg's removed events and its notices are no history")
	})
}

// What is prepared under a client order id is recorded, reserving nothing: any operation and
// body, each (operation, body, call) once, up to MaxClientOrderPrepares per account's id; ids are
// per account. The id lands with the account's first live ClientOrderTagged of its hash: another
// account's, a removed one, or another id's hash do not count.
func TestClientOrders(t *testing.T) {
	onEachLeading(t, func(t *testing.T, d *DB, l *Lease, ctx context.Context) {
		idHash := crypto.Keccak256Hash([]byte("bot:1"))
		p := ClientOrderPrepare{Operation: "newposition", BodyHash: common.Hash{1}, Call: common.Hash{0xca, 1}, CreatedAt: 1_700_000_000}
		recorded := func(account common.Address, p ClientOrderPrepare) bool {
			t.Helper()
			ok, err := d.RecordClientOrder(ctx, account, "bot:1", idHash, p)
			require.NoError(t, err)
			return ok
		}
		require.True(t, recorded(alice, p))
		require.False(t, recorded(alice, p), "the same call again: recorded once")
		other := p
		other.BodyHash, other.Call = common.Hash{2}, common.Hash{0xca, 2}
		require.True(t, recorded(alice, other), "another body: recorded too, nothing is refused")
		other.Operation = "cancelorder"
		require.True(t, recorded(alice, other))
		for i := 3; i < MaxClientOrderPrepares; i++ {
			q := p
			q.Call = common.Hash{0xca, byte(i)}
			require.True(t, recorded(alice, q))
		}
		q := p
		q.Call = common.Hash{0xca, 0xff}
		require.False(t, recorded(alice, q), "past the bound: not recorded")
		got, err := d.ClientOrderPrepares(ctx, alice, "bot:1")
		require.NoError(t, err)
		require.Len(t, got, MaxClientOrderPrepares)
		require.Equal(t, p, got[0])
		none, err := d.ClientOrderPrepares(ctx, bob, "bot:1")
		require.NoError(t, err)
		require.Empty(t, none, "another account's id is its own")
		require.True(t, recorded(bob, p))

		landed, err := d.ClientOrderLanded(ctx, alice, idHash)
		require.NoError(t, err)
		require.Nil(t, landed)
		blocks := chain(1, common.Hash{}, 1, 3)
		tag := func(b Block, who common.Address, h common.Hash) Event {
			e := event(b, 0, who, KindClientOrderTagged)
			e.ClientOrderHash, e.CallHash = h, common.Hash{0xca, byte(b.Number)}
			return e
		}
		_, err = l.Append(ctx, 1, blocks, []Event{tag(blocks[0], bob, idHash), tag(blocks[1], alice, crypto.Keccak256Hash([]byte("bot:2"))),
			tag(blocks[2], alice, idHash)})
		require.NoError(t, err)
		landed, err = d.ClientOrderLanded(ctx, alice, idHash)
		require.NoError(t, err)
		require.NotNil(t, landed)
		require.Equal(t, uint64(3), landed.Block, "alice's own, of this id")
		require.Equal(t, idHash, landed.ClientOrderHash)
		require.Equal(t, common.Hash{0xca, 3}, landed.CallHash)
		more := chain(1, blocks[2].Hash, 4, 4)
		_, err = l.Append(ctx, 1, more, []Event{tag(more[0], alice, idHash)})
		require.NoError(t, err)
		landed, err = d.ClientOrderLanded(ctx, alice, idHash)
		require.NoError(t, err)
		require.Equal(t, uint64(3), landed.Block, "the first one wins")
		_, err = l.Rewind(ctx, 1, 2)
		require.NoError(t, err)
		landed, err = d.ClientOrderLanded(ctx, alice, idHash)
		require.NoError(t, err)
		require.Nil(t, landed, "a reorg took both back")
	})
}

// LatestOfPositions answers each position's newest live event of the kind before seq: one a
// position, however many it has; removed events do not count.
func TestLatestOfPositions(t *testing.T) {
	onEachLeading(t, func(t *testing.T, d *DB, l *Lease, ctx context.Context) {
		blocks := chain(1, common.Hash{}, 1, 6)
		of := func(e Event, pos string) Event { e.PositionID = pos; return e }
		recorded, err := l.Append(ctx, 1, blocks, []Event{
			of(event(blocks[0], 0, alice, "DecreaseRequested"), "7"), of(event(blocks[1], 0, alice, "DecreaseRequested"), "7"),
			of(event(blocks[1], 1, bob, "DecreaseRequested"), "8"), of(event(blocks[2], 0, alice, "PositionDecreased"), "7"),
			of(event(blocks[3], 0, alice, "DecreaseRequested"), "7"), of(event(blocks[5], 0, bob, "DecreaseRequested"), "8")})
		require.NoError(t, err)
		seqs := func(evs []Event) (out []uint64) {
			for _, e := range evs {
				out = append(out, e.Seq)
			}
			return out
		}
		got := must(d.LatestOfPositions(ctx, []string{"7", "8", "9"}, "DecreaseRequested", recorded[4].Seq))
		require.Equal(t, []uint64{recorded[1].Seq, recorded[2].Seq}, seqs(got), "each position's newest before the 5th")
		got = must(d.LatestOfPositions(ctx, []string{"7", "8"}, "DecreaseRequested", 1<<62))
		require.Equal(t, []uint64{recorded[4].Seq, recorded[5].Seq}, seqs(got))
		_, err = l.Rewind(ctx, 1, 5)
		require.NoError(t, err)
		got = must(d.LatestOfPositions(ctx, []string{"8"}, "DecreaseRequested", 1<<62))
		require.Equal(t, []uint64{recorded[2].Seq}, seqs(got), "a removed request is not the latest")
		require.Empty(t, must(d.LatestOfPositions(ctx, nil, "DecreaseRequested", 1<<62)))
		_, err = d.LatestOfPositions(ctx, make([]string, MaxPage+1), "DecreaseRequested", 1)
		require.Error(t, err, "at most a page of positions")
	})
}

// PruneClientOrders forgets what was prepared before the time under ids that have not landed
// for the account; what is recent, and what was prepared under an id that landed, stay.
func TestPruneClientOrders(t *testing.T) {
	onEachLeading(t, func(t *testing.T, d *DB, l *Lease, ctx context.Context) {
		record := func(account common.Address, id string, call byte, at uint64) {
			t.Helper()
			ok, err := d.RecordClientOrder(ctx, account, id, crypto.Keccak256Hash([]byte(id)),
				ClientOrderPrepare{Operation: "newposition", BodyHash: common.Hash{call}, Call: common.Hash{0xca, call}, CreatedAt: at})
			require.NoError(t, err)
			require.True(t, ok)
		}
		record(alice, "old", 1, 100)
		record(alice, "old", 2, 100)
		record(alice, "landed", 3, 100)
		record(alice, "mixed", 4, 100)
		record(alice, "mixed", 5, 5000)
		// "old" landed for bob, not for alice; alice's "landed" did
		blocks := chain(1, common.Hash{}, 1, 1)
		ofBob, ofAlice := event(blocks[0], 0, bob, KindClientOrderTagged), event(blocks[0], 1, alice, KindClientOrderTagged)
		ofBob.ClientOrderHash, ofAlice.ClientOrderHash = crypto.Keccak256Hash([]byte("old")), crypto.Keccak256Hash([]byte("landed"))
		_, err := l.Append(ctx, 1, blocks, []Event{ofBob, ofAlice})
		require.NoError(t, err)

		n, err := d.PruneClientOrders(ctx, 1000)
		require.NoError(t, err)
		require.EqualValues(t, 3, n)
		count := func(id string) int {
			t.Helper()
			got, err := d.ClientOrderPrepares(ctx, alice, id)
			require.NoError(t, err)
			return len(got)
		}
		require.Equal(t, 0, count("old"))
		require.Equal(t, 1, count("landed"))
		require.Equal(t, 1, count("mixed"), "the recent one stays")
	})
}

// A burst of readers against a PostgreSQL index never opens more connections than the pool's
// cap: the readers beyond it wait for a free connection instead of meeting the server's
// "sorry, too many clients" (60 readers, a cap of 4: at most 4 sessions of the index's database,
// and every read answers).
func TestPostgresPoolIsCapped(t *testing.T) {
	server := pgtest.Start(t)
	url := server.NewDatabase(t, pgtest.Name(t))
	ctx := context.Background()
	db, err := Open(ctx, url)
	require.NoError(t, err)
	defer db.Close()
	db.SetMaxConns(4)
	watch, err := sql.Open("pgx", url)
	require.NoError(t, err)
	defer watch.Close()
	sessions := func() int {
		var n int
		require.NoError(t, watch.QueryRowContext(ctx, `SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`).Scan(&n))
		return n
	}
	var wg sync.WaitGroup
	errs := make(chan error, 60)
	for range 60 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := db.db.ExecContext(ctx, `SELECT pg_sleep(0.05)`)
			errs <- err
		}()
	}
	most := 0
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	for waiting := true; waiting; {
		select {
		case <-done:
			waiting = false
		case <-time.After(10 * time.Millisecond):
			most = max(most, sessions())
		}
	}
	close(errs)
	for err := range errs {
		require.NoError(t, err)
	}
	require.LessOrEqual(t, most, 4, "sessions of the index's database")
	require.Positive(t, most)
}

// A write that takes longer than the lease's checks (here it waits 2.5 s on a lock another
// session holds on the events table) keeps the lease: the check does not ping the connection
// under the write. It used to: the ping, queued behind the write past its deadline, lost the
// lease, and its cancellation closed the connection under the write ("conn closed", make race
// on a loaded machine).
func TestSlowWriteKeepsTheLease(t *testing.T) {
	pg := pgtest.Start(t)
	url := pg.NewDatabase(t, "slowwrite")
	d := open(t, url)
	l := lead(t, d)
	admin, err := sql.Open("pgx", url)
	require.NoError(t, err)
	defer admin.Close()
	tx, err := admin.BeginTx(testCtx(t), nil)
	require.NoError(t, err)
	_, err = tx.ExecContext(testCtx(t), `LOCK TABLE events IN ACCESS EXCLUSIVE MODE`)
	require.NoError(t, err)
	const held = 2500 * time.Millisecond
	go func() { time.Sleep(held); _ = tx.Rollback() }()

	began := time.Now()
	_, err = l.Append(testCtx(t), 1, chain(1, common.Hash{}, 1, 1), []Event{event(chain(1, common.Hash{}, 1, 1)[0], 0, alice, "open")})
	require.NoError(t, err)
	require.GreaterOrEqual(t, time.Since(began), held, "the write waited for the lock")
	select {
	case <-l.Lost():
		t.Fatal("a slow write lost the lease")
	case <-time.After(2 * leaseCheck):
	}
	_, err = l.Append(testCtx(t), 1, chain(1, chain(1, common.Hash{}, 1, 1)[0].Hash, 2, 2), nil)
	require.NoError(t, err, "the lease still writes")
}

// Settle leaves a PostgreSQL index analyzed (the planner's statistics count the events just
// written, where before they counted none) and an SQLite one as the service keeps it: without
// the statistics table SQLite's ANALYZE would create.
func TestSettleAnalyzesPostgresAndLeavesSQLiteAlone(t *testing.T) {
	onEachLeading(t, func(t *testing.T, d *DB, l *Lease, ctx context.Context) {
		blocks := chain(1, common.Hash{}, 1, 50)
		var evs []Event
		for _, b := range blocks {
			evs = append(evs, event(b, 0, alice, "OrderCreated"))
		}
		_, err := l.Append(ctx, 1, blocks, evs)
		require.NoError(t, err)
		require.NoError(t, d.Settle(ctx))
		if d.dialect == postgres {
			var analyzed bool
			require.NoError(t, d.db.QueryRowContext(ctx, `SELECT last_analyze IS NOT NULL FROM pg_stat_user_tables WHERE relname = 'events'`).Scan(&analyzed))
			require.True(t, analyzed, "events not analyzed")
			var reltuples float64
			require.NoError(t, d.db.QueryRowContext(ctx, `SELECT reltuples FROM pg_class WHERE relname = 'events'`).Scan(&reltuples))
			require.Equal(t, float64(len(evs)), reltuples, "the planner's statistics count the events written")
			return
		}
		var n int
		require.NoError(t, d.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM sqlite_master WHERE name = 'sqlite_stat1'`).Scan(&n))
		require.Zero(t, n, "SQLite analyzed")
	})
}

// A PostgreSQL index runs its statements on generic plans (planned once per connection, where
// the default mode plans most of them again at every execution on a large index), unless its
// URL says otherwise; the rest of the URL is kept.
func TestPostgresRunsGenericPlansUnlessTheURLSays(t *testing.T) {
	require.Equal(t, "postgres://u:p@127.0.0.1:5432/db?plan_cache_mode=force_generic_plan&sslmode=disable",
		genericPlans("postgres://u:p@127.0.0.1:5432/db?sslmode=disable"))
	require.Equal(t, "postgresql://127.0.0.1/db?plan_cache_mode=force_generic_plan", genericPlans("postgresql://127.0.0.1/db"))
	for _, kept := range []string{"postgres://127.0.0.1/db?plan_cache_mode=auto", "postgres://127.0.0.1/db?options=-c%20plan_cache_mode%3Dauto"} {
		require.Equal(t, kept, genericPlans(kept))
	}
	pg := pgtest.Start(t)
	for url, want := range map[string]string{
		pg.NewDatabase(t, "generic"):                        "force_generic_plan",
		pg.NewDatabase(t, "auto") + "&plan_cache_mode=auto": "auto",
	} {
		d := open(t, url)
		var mode string
		require.NoError(t, d.db.QueryRowContext(testCtx(t), `SHOW plan_cache_mode`).Scan(&mode))
		require.Equal(t, want, mode, url)
	}
}
