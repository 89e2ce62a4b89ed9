// Package eventdb is the event index's storage: the platform's events as the follower records
// them once they are confirmed, each account's events numbered without a gap, the follower's
// cursor per chain and the headers it checks a reorg against.
//
// One schema and one set of statements serve two databases:
//
//   - PostgreSQL (through pgx), named by a postgres:// or postgresql:// URL. Replicas share it;
//     exactly one of them writes at a time: the writer holds a session advisory lock on a
//     connection of its own and writes only through that connection (Lease), so a replica that
//     lost the lock (its connection died) cannot write another row.
//   - SQLite compiled to pure Go (modernc.org/sqlite), the embedded default: "sqlite::memory:"
//     (also the empty URL) or "sqlite:PATH" for a file. One process uses it; its lease is the
//     process's.
//
// Open runs the migrations (schema_migrations records each), under an advisory lock on
// PostgreSQL so that replicas starting together apply each once.
//
// Sequence numbers: seq orders every recorded event; account_seq numbers an account's events
// 1, 2, 3, ... with no gap and never twice. A reorg deeper than the confirmations removes
// nothing: the events of the dropped blocks are marked removed and each gets a "removed" event
// of its own, with the next numbers, so a client following an account's sequence learns of it.
package eventdb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	neturl "net/url"
	"strconv"
	"strings"
	"sync"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	_ "github.com/jackc/pgx/v5/stdlib" // database/sql driver "pgx"
	_ "modernc.org/sqlite"             // database/sql driver "sqlite"
)

// MaxPage bounds the events one read answers.
const MaxPage = 1000

// KindRemoved is the kind of the event recorded for each event of a block a reorg dropped; its
// Removes names the dropped event by its account_seq.
const KindRemoved = "removed"

// Block is a header the follower checked: its number, hash, parent hash and time.
type Block struct {
	Number uint64
	Hash   common.Hash
	Parent common.Hash
	Time   uint64
}

// Event is a platform event as recorded. Seq and AccountSeq are assigned when it is recorded.
type Event struct {
	Seq        uint64
	AccountSeq uint64
	ChainID    uint64
	Block      uint64
	BlockHash  common.Hash
	BlockTime  uint64
	TxHash     common.Hash
	LogIndex   uint64
	Account    common.Address
	Kind       string
	PositionID string // decimal; empty when the event is of no position
	// DepositID, for a cross-chain deposit's event (on either chain), is the deposit's message
	// id (0x and 64 hex digits); empty for the others.
	DepositID string
	Payload   string // the event's figures, JSON
	Removed   bool   // a reorg dropped its block
	Removes   uint64 // for a KindRemoved event: the account_seq of the event it removes (the same account's)
	// CallHash, for the event a user's call emits (an order, a close request), is CallHash of
	// its transaction's to and input: what ties it to the call the service prepared (zero for
	// the others).
	CallHash common.Hash
	// ClientOrderHash, for a ClientOrderTagged event, is the keccak256 of the client order id
	// the call carried (zero for the others).
	ClientOrderHash common.Hash
}

// CallHash is keccak256(to ‖ input): the call a prepared transaction makes, whatever its gas,
// fee, nonce and signature.
func CallHash(to common.Address, input []byte) common.Hash {
	return crypto.Keccak256Hash(to.Bytes(), input)
}

// ErrReorg is Append's error when the first block's parent is not the cursor's block: the chain
// the follower read is not the one it recorded. Nothing was written.
var ErrReorg = errors.New("eventdb: the block's parent is not the recorded cursor (reorg)")

type dialect int

const (
	sqlite dialect = iota
	postgres
)

// DB is an open event index database.
type DB struct {
	db      *sql.DB
	dialect dialect
	lead    sync.Mutex // SQLite's lease: the process's
	// traced, when set (by a test), hears each query of queryAll before it runs: the reads of
	// events whose plans TestReadsUseIndexes checks
	traced func(query string, args []any)
}

// CheckURL says whether Open takes the URL, without opening anything (a configuration check).
func CheckURL(url string) error {
	_, _, _, err := source(url)
	return err
}

// source is the database/sql driver, data source name and dialect of a URL Open takes.
func source(url string) (driver, dsn string, dl dialect, err error) {
	switch {
	case strings.HasPrefix(url, "postgres://"), strings.HasPrefix(url, "postgresql://"):
		return "pgx", genericPlans(url), postgres, nil
	case url == "", strings.HasPrefix(url, "sqlite:"):
		path := strings.TrimPrefix(url, "sqlite:")
		if path == "" {
			path = ":memory:"
		}
		return "sqlite", "file:" + path + "?_pragma=busy_timeout(5000)&_pragma=foreign_keys(1)&_txlock=immediate", sqlite, nil
	}
	return "", "", 0, errors.New("want postgres://…, postgresql://…, sqlite:PATH or sqlite::memory: (empty: an in-memory SQLite)")
}

// genericPlans adds plan_cache_mode=force_generic_plan, a run-time parameter pgx sends when
// it connects, to a PostgreSQL URL that does not set plan_cache_mode itself. Every read of the
// index is a statement pgx prepares once per connection; in PostgreSQL's default mode, a
// statement whose generic plan is costed above the plans made for its arguments is planned
// again at every execution. On a large index that is most of them: at a million events each
// cost some 60 µs more than at ten thousand (an order's lookup by client order id 120 µs
// against 65), all of it planning, for the same index scan. The generic plans are the ones
// TestReadsUseIndexes checks.
func genericPlans(dsn string) string {
	u, err := neturl.Parse(dsn)
	if err != nil || strings.Contains(u.RawQuery, "plan_cache_mode") {
		return dsn // pgx reports what it cannot parse; a URL that says its mode keeps it
	}
	q := u.Query()
	q.Set("plan_cache_mode", "force_generic_plan")
	u.RawQuery = q.Encode()
	return u.String()
}

// Open opens (and migrates) the database the URL names: postgres:// or postgresql:// for
// PostgreSQL (its statements run on generic plans unless the URL sets plan_cache_mode),
// "sqlite:PATH", "sqlite::memory:" or "" for the embedded SQLite.
func Open(ctx context.Context, url string) (*DB, error) {
	driver, dsn, dl, err := source(url)
	if err != nil {
		return nil, fmt.Errorf("eventdb: unsupported database URL (%w)", err)
	}
	db, err := sql.Open(driver, dsn)
	if err != nil {
		return nil, fmt.Errorf("eventdb: %w", err)
	}
	if dl == sqlite {
		// one connection: an in-memory database is per connection, and SQLite has one writer
		db.SetMaxOpenConns(1)
	} else {
		// a bounded pool: a burst of readers (event streams, pages) waits for a connection
		// rather than opening more than PostgreSQL's max_connections allows the replicas
		db.SetMaxOpenConns(DefaultMaxConns)
		db.SetMaxIdleConns(DefaultMaxConns)
	}
	d := &DB{db: db, dialect: dl}
	if err := d.db.PingContext(ctx); err != nil {
		d.db.Close()
		return nil, fmt.Errorf("eventdb: connect: %w", err)
	}
	if err := d.migrate(ctx); err != nil {
		d.db.Close()
		return nil, err
	}
	return d, nil
}

// DefaultMaxConns is how many connections one process opens to a PostgreSQL index at most
// (SetMaxConns changes it); the writer's lease holds one of them.
const DefaultMaxConns = 10

// SetMaxConns bounds the connections to a PostgreSQL index (n >= 2: the lease's and one to read);
// past it a query waits for a connection, up to its context's end. An SQLite index keeps its one.
func (d *DB) SetMaxConns(n int) {
	if d.dialect != postgres {
		return
	}
	n = max(n, 2)
	d.db.SetMaxOpenConns(n)
	d.db.SetMaxIdleConns(n)
}

// Stats are the connection pool's statistics (connections open, in use and idle, its bound,
// the waits for a free one): tradeprep_event_index_db_* (metrics.DBPool).
func (d *DB) Stats() sql.DBStats { return d.db.Stats() }

// Size is how many bytes the database takes: its pages in SQLite (of an in-memory database
// too), pg_database_size in PostgreSQL (the whole database: its tables, indexes and their
// free space).
func (d *DB) Size(ctx context.Context) (int64, error) {
	var n int64
	var err error
	if d.dialect == postgres {
		err = d.db.QueryRowContext(ctx, `SELECT pg_database_size(current_database())`).Scan(&n)
	} else {
		err = d.db.QueryRowContext(ctx, `SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()`).Scan(&n)
	}
	if err != nil {
		return 0, fmt.Errorf("eventdb: size: %w", err)
	}
	return n, nil
}

// Settle brings a PostgreSQL index to the state its autovacuum keeps it in as it grows: its
// tables vacuumed and their planner statistics current (VACUUM ANALYZE). An index filled at
// once and read at once would otherwise be planned on the statistics of the empty one, and then
// replanned whenever autovacuum got to it. On SQLite it does nothing: SQLite keeps no
// statistics unless asked, and the service never asks. For a measurement of a filled index.
func (d *DB) Settle(ctx context.Context) error {
	if d.dialect != postgres {
		return nil
	}
	if _, err := d.db.ExecContext(ctx, `VACUUM ANALYZE`); err != nil {
		return fmt.Errorf("eventdb: vacuum analyze: %w", err)
	}
	return nil
}

// Close closes the database.
func (d *DB) Close() error { return d.db.Close() }

// Ping answers whether the database answers.
func (d *DB) Ping(ctx context.Context) error { return d.db.PingContext(ctx) }

// q rewrites a statement written with ? placeholders for the dialect ($1, $2, ... on PostgreSQL).
func (d *DB) q(stmt string) string {
	if d.dialect != postgres {
		return stmt
	}
	var b strings.Builder
	n := 0
	for _, r := range stmt {
		if r == '?' {
			n++
			b.WriteString("$" + strconv.Itoa(n))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// querier is what both a *sql.DB and a lease's *sql.Conn offer.
type querier interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
	BeginTx(ctx context.Context, opts *sql.TxOptions) (*sql.Tx, error)
}

// Cursor is the last block recorded for the chain, or nil before the first.
func (d *DB) Cursor(ctx context.Context, chainID uint64) (*Block, error) {
	return d.cursor(ctx, d.db, chainID)
}

func (d *DB) cursor(ctx context.Context, q interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}, chainID uint64) (*Block, error) {
	var b Block
	var hash, parent string
	err := q.QueryRowContext(ctx, d.q(`SELECT c.block_number, c.block_hash, b.parent_hash, b.block_time
		FROM chain_cursor c JOIN indexed_blocks b ON b.chain_id = c.chain_id AND b.number = c.block_number
		WHERE c.chain_id = ?`), int64(chainID)).Scan(&b.Number, &hash, &parent, &b.Time)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("eventdb: cursor: %w", err)
	}
	b.Hash, b.Parent = common.HexToHash(hash), common.HexToHash(parent)
	return &b, nil
}

// Blocks are the recorded headers of the chain below the given number, newest first, at most
// limit (MaxPage): where the follower looks for the newest block a reorg kept.
func (d *DB) Blocks(ctx context.Context, chainID, below uint64, limit int) ([]Block, error) {
	return queryAll(ctx, d, "blocks", `SELECT number, hash, parent_hash, block_time FROM indexed_blocks
		WHERE chain_id = ? AND number < ? ORDER BY number DESC LIMIT ?`, []any{int64(chainID), clampInt64(below), bound(limit)}, func(rows *sql.Rows) (Block, error) {
		var b Block
		var hash, parent string
		if err := rows.Scan(&b.Number, &hash, &parent, &b.Time); err != nil {
			return b, err
		}
		b.Hash, b.Parent = common.HexToHash(hash), common.HexToHash(parent)
		return b, nil
	})
}

// queryAll runs the query (through d.q) and answers its rows, each read by scan: nil and the
// error, named what, when the query or a scan fails; the rows read and the error when reading
// the rows fails.
func queryAll[T any](ctx context.Context, d *DB, what, query string, args []any, scan func(*sql.Rows) (T, error)) ([]T, error) {
	if d.traced != nil {
		d.traced(d.q(query), args)
	}
	rows, err := d.db.QueryContext(ctx, d.q(query), args...)
	if err != nil {
		return nil, fmt.Errorf("eventdb: %s: %w", what, err)
	}
	defer rows.Close()
	var out []T
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, fmt.Errorf("eventdb: %s: %w", what, err)
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

// Events are the account's events after its sequence number after, oldest first, at most limit
// (MaxPage), removed ones and their removal notices included.
func (d *DB) Events(ctx context.Context, account common.Address, after uint64, limit int) ([]Event, error) {
	return d.events(ctx, `WHERE account = ? AND account_seq > ? ORDER BY account_seq LIMIT ?`, account.Hex(), clampInt64(after), bound(limit))
}

// LastSeq is the seq of the last event recorded (0 before the first).
func (d *DB) LastSeq(ctx context.Context) (uint64, error) {
	var n int64
	if err := d.db.QueryRowContext(ctx, `SELECT COALESCE(MAX(seq), 0) FROM events`).Scan(&n); err != nil {
		return 0, fmt.Errorf("eventdb: last seq: %w", err)
	}
	return uint64(n), nil
}

// AllEvents are every account's events after seq, oldest first, at most limit (MaxPage).
func (d *DB) AllEvents(ctx context.Context, after uint64, limit int) ([]Event, error) {
	return d.events(ctx, `WHERE seq > ? ORDER BY seq LIMIT ?`, clampInt64(after), bound(limit))
}

// LastAccountSeq is the account's last sequence number (0 before its first event).
func (d *DB) LastAccountSeq(ctx context.Context, account common.Address) (uint64, error) {
	var last int64
	err := d.db.QueryRowContext(ctx, d.q(`SELECT last FROM account_seqs WHERE account = ?`), account.Hex()).Scan(&last)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("eventdb: %w", err)
	}
	return uint64(last), nil
}

// Newest are the account's live events (not removed, no removal notices) of the given kinds
// whose account_seq is below before (0: from the newest), newest first, at most limit
// (MaxPage): a history page.
func (d *DB) Newest(ctx context.Context, account common.Address, kinds []string, before uint64, limit int) ([]Event, error) {
	if len(kinds) == 0 {
		return nil, nil
	}
	if before == 0 {
		before = 1<<63 - 1
	}
	args := []any{account.Hex(), clampInt64(before)}
	for _, k := range kinds {
		args = append(args, k)
	}
	args = append(args, bound(limit))
	return d.events(ctx, `WHERE account = ? AND account_seq < ? AND removed = 0 AND kind IN (`+placeholders(len(kinds))+`)
		ORDER BY account_seq DESC LIMIT ?`, args...)
}

// CountLive counts the account's live events of the kind (an index range: events_by_account_kind).
func (d *DB) CountLive(ctx context.Context, account common.Address, kind string) (uint64, error) {
	var n int64
	err := d.db.QueryRowContext(ctx, d.q(`SELECT COUNT(*) FROM events WHERE account = ? AND kind = ? AND removed = 0`), account.Hex(), kind).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("eventdb: count: %w", err)
	}
	return uint64(n), nil
}

// InTransactions are the account's live events of the given kinds in the given transactions,
// oldest first. The events are read by their transactions alone (events_by_tx) and the account
// is kept here: given the account in the query, SQLite's planner reads every event of the
// account of those kinds (events_by_account_kind) for a page of a hundred transactions, which
// grows with the account's history (a 146 ms page at a million events, measured).
func (d *DB) InTransactions(ctx context.Context, account common.Address, txs []common.Hash, kinds []string) ([]Event, error) {
	evs, err := d.inTxs(ctx, "", nil, txs, kinds)
	if err != nil {
		return nil, err
	}
	out := evs[:0]
	for _, e := range evs {
		if e.Account == account {
			out = append(out, e)
		}
	}
	return out, nil
}

// inTxs are the live events of the given kinds in the given transactions, oldest first, that
// also meet the condition (a WHERE clause's start, "" or ending in AND, with its arguments).
func (d *DB) inTxs(ctx context.Context, cond string, args []any, txs []common.Hash, kinds []string) ([]Event, error) {
	if len(txs) == 0 || len(kinds) == 0 {
		return nil, nil
	}
	for _, h := range txs {
		args = append(args, h.Hex())
	}
	for _, k := range kinds {
		args = append(args, k)
	}
	return d.events(ctx, `WHERE `+cond+`removed = 0 AND tx_hash IN (`+placeholders(len(txs))+`) AND kind IN (`+placeholders(len(kinds))+`)
		ORDER BY seq`, args...)
}

// OfPositions are the live events of the given kind of the given positions (at most MaxPage),
// oldest first: for a kind a position has once (OrderCreated), so the answer is bounded by the
// positions asked; LatestOfPositions reads a kind a position can have many of.
func (d *DB) OfPositions(ctx context.Context, positions []string, kind string) ([]Event, error) {
	if len(positions) == 0 {
		return nil, nil
	}
	if len(positions) > MaxPage {
		return nil, fmt.Errorf("eventdb: %d positions asked at once, more than %d", len(positions), MaxPage)
	}
	args := []any{kind}
	for _, p := range positions {
		args = append(args, p)
	}
	return d.events(ctx, `WHERE kind = ? AND removed = 0 AND position_id IN (`+placeholders(len(positions))+`) ORDER BY seq`, args...)
}

// LatestOfPositions is, of each of the given positions (at most MaxPage), its newest live event
// of the kind recorded before seq: one event a position at most, however many it has (a
// position's close requests, say).
func (d *DB) LatestOfPositions(ctx context.Context, positions []string, kind string, before uint64) ([]Event, error) {
	if len(positions) == 0 {
		return nil, nil
	}
	if len(positions) > MaxPage {
		return nil, fmt.Errorf("eventdb: %d positions asked at once, more than %d", len(positions), MaxPage)
	}
	args := []any{kind, clampInt64(before)}
	for _, p := range positions {
		args = append(args, p)
	}
	return d.events(ctx, `WHERE seq IN (SELECT MAX(seq) FROM events WHERE kind = ? AND removed = 0 AND seq < ?
		AND position_id IN (`+placeholders(len(positions))+`) GROUP BY position_id) ORDER BY seq`, args...)
}

// PositionEvents are the live events of the position (neither removed nor removal notices) in
// blocks from..to of the chain, oldest first, at most limit (MaxPage): a page of its history.
func (d *DB) PositionEvents(ctx context.Context, chainID uint64, positionID string, from, to uint64, limit int) ([]Event, error) {
	// +chain_id and +block_number keep the planner off events_by_block, which both SQLite and
	// PostgreSQL took for the block range: every event of the range read and sorted for one
	// position's page; events_by_position gives the position's events in seq order, LIMIT stops
	// the read (TestReadsUseIndexes)
	return d.events(ctx, `WHERE position_id = ? AND +chain_id = ? AND removed = 0 AND kind <> ? AND +block_number BETWEEN ? AND ?
		ORDER BY seq LIMIT ?`, positionID, int64(chainID), KindRemoved, clampInt64(from), clampInt64(to), bound(limit))
}

func placeholders(n int) string {
	return strings.TrimSuffix(strings.Repeat("?, ", n), ", ")
}

// PositionAccount is the account of the position's order (its OrderCreated event), if it is
// recorded and not removed.
func (d *DB) PositionAccount(ctx context.Context, positionID string) (common.Address, bool, error) {
	var account string
	err := d.db.QueryRowContext(ctx, d.q(`SELECT account FROM events WHERE position_id = ? AND kind = 'OrderCreated' AND removed = 0
		ORDER BY seq DESC LIMIT 1`), positionID).Scan(&account)
	if errors.Is(err, sql.ErrNoRows) {
		return common.Address{}, false, nil
	}
	if err != nil {
		return common.Address{}, false, fmt.Errorf("eventdb: %w", err)
	}
	return common.HexToAddress(account), true, nil
}

// DepositAccount is the account of a deposit's recorded events on the chain (the sender on a
// source chain, the recipient on the destination), if any is recorded and not removed.
func (d *DB) DepositAccount(ctx context.Context, chainID uint64, depositID string) (common.Address, bool, error) {
	var account string
	err := d.db.QueryRowContext(ctx, d.q(`SELECT account FROM events WHERE deposit_id = ? AND chain_id = ? AND removed = 0 AND kind <> ?
		ORDER BY seq DESC LIMIT 1`), depositID, int64(chainID), KindRemoved).Scan(&account)
	if errors.Is(err, sql.ErrNoRows) {
		return common.Address{}, false, nil
	}
	if err != nil {
		return common.Address{}, false, fmt.Errorf("eventdb: %w", err)
	}
	return common.HexToAddress(account), true, nil
}

// DepositEvents are the live events of the deposit (its message id) on every chain, in the
// order recorded, at most limit (bounded by MaxPage).
func (d *DB) DepositEvents(ctx context.Context, depositID string, limit int) ([]Event, error) {
	return d.events(ctx, `WHERE deposit_id = ? AND removed = 0 AND kind <> ? ORDER BY seq LIMIT ?`, depositID, KindRemoved, bound(limit))
}

const eventColumns = `seq, account_seq, chain_id, block_number, block_hash, block_time, tx_hash, log_index,
	account, kind, position_id, payload, removed, removes, call_hash, deposit_id, client_order_hash`

func (d *DB) events(ctx context.Context, where string, args ...any) ([]Event, error) {
	return queryAll(ctx, d, "events", `SELECT `+eventColumns+` FROM events `+where, args, func(rows *sql.Rows) (Event, error) {
		var e Event
		var blockHash, txHash, account, call, clientOrder string
		var removed int64
		if err := rows.Scan(&e.Seq, &e.AccountSeq, &e.ChainID, &e.Block, &blockHash, &e.BlockTime, &txHash, &e.LogIndex,
			&account, &e.Kind, &e.PositionID, &e.Payload, &removed, &e.Removes, &call, &e.DepositID, &clientOrder); err != nil {
			return e, err
		}
		if call != "" {
			e.CallHash = common.HexToHash(call)
		}
		if clientOrder != "" {
			e.ClientOrderHash = common.HexToHash(clientOrder)
		}
		e.BlockHash, e.TxHash, e.Account = common.HexToHash(blockHash), common.HexToHash(txHash), common.HexToAddress(account)
		e.Removed = removed != 0
		return e, nil
	})
}

func bound(limit int) int {
	if limit <= 0 || limit > MaxPage {
		return MaxPage
	}
	return limit
}

// clampInt64 is v as a database integer: the columns are signed 64-bit, and a number past them
// (a hostile cursor) reads as the largest.
func clampInt64(v uint64) int64 {
	if v > 1<<63-1 {
		return 1<<63 - 1
	}
	return int64(v)
}
