package eventdb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// writerLock is the advisory lock key the one writer of a PostgreSQL index holds.
const writerLock = 0x74726164656c6561 // "tradelea"

// leaseCheck is how often a PostgreSQL lease checks that its connection (and so the lock) is
// still there, and leasePing how long a check may take: a connection that does not answer
// within it is taken for dead.
const (
	leaseCheck = time.Second
	leasePing  = 5 * time.Second
)

// Lease is the right to write: while it is held no other process (PostgreSQL) or goroutine
// (SQLite) writes. Every write goes through it.
type Lease struct {
	d    *DB
	conn *sql.Conn // PostgreSQL: the session holding the advisory lock
	q    querier
	// writing is held by each write through the lease for its whole transaction: the watch
	// does not ping the connection meanwhile (the write itself finds a dead one). A ping
	// queued behind a long write on the one connection used to outlast its deadline there,
	// and its cancellation closed the connection under the write (pgx closes a connection
	// whose query is cancelled), so a slow write lost the lease.
	writing sync.Mutex
	lost    chan struct{}
	stop    chan struct{}
	done    chan struct{}
}

// Lead waits until it holds the lease (or ctx ends), trying every retry on PostgreSQL.
func (d *DB) Lead(ctx context.Context, retry time.Duration) (*Lease, error) {
	l := &Lease{d: d, lost: make(chan struct{}), stop: make(chan struct{}), done: make(chan struct{})}
	if d.dialect != postgres {
		locked := make(chan struct{})
		go func() { d.lead.Lock(); close(locked) }()
		select {
		case <-locked:
		case <-ctx.Done():
			go func() { <-locked; d.lead.Unlock() }()
			return nil, ctx.Err()
		}
		l.q = d.db
		close(l.done)
		return l, nil
	}
	for {
		ok, err := d.tryLock(ctx, l)
		if err != nil {
			return nil, err
		}
		if ok {
			go l.watch()
			return l, nil
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(retry):
		}
	}
}

func (d *DB) tryLock(ctx context.Context, l *Lease) (bool, error) {
	conn, err := d.db.Conn(ctx)
	if err != nil {
		return false, fmt.Errorf("eventdb: lease: %w", err)
	}
	var ok bool
	if err := conn.QueryRowContext(ctx, `SELECT pg_try_advisory_lock($1)`, int64(writerLock)).Scan(&ok); err != nil {
		conn.Close()
		return false, fmt.Errorf("eventdb: lease: %w", err)
	}
	if !ok {
		conn.Close()
		return false, nil
	}
	l.conn, l.q = conn, conn
	return true, nil
}

// watch closes Lost when the lease's connection stops answering.
func (l *Lease) watch() {
	defer close(l.done)
	t := time.NewTicker(leaseCheck)
	defer t.Stop()
	for {
		select {
		case <-l.stop:
			return
		case <-t.C:
			if !l.writing.TryLock() {
				continue // a write is using the connection
			}
			ctx, cancel := context.WithTimeout(context.Background(), leasePing)
			err := l.conn.PingContext(ctx)
			cancel()
			l.writing.Unlock()
			if err != nil {
				close(l.lost)
				return
			}
		}
	}
}

// WriterHeld reports whether anyone holds the lease now: on PostgreSQL, any session of any
// replica holding the writer's advisory lock in this database (pg_locks, one query); on SQLite,
// this process (its only writer).
func (d *DB) WriterHeld(ctx context.Context) (bool, error) {
	if d.dialect != postgres {
		if d.lead.TryLock() {
			d.lead.Unlock()
			return false, nil
		}
		return true, nil
	}
	var held bool
	err := d.db.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted
		AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
		AND ((classid::bigint << 32) | objid::bigint) = $1)`, int64(writerLock)).Scan(&held)
	if err != nil {
		return false, fmt.Errorf("eventdb: writer: %w", err)
	}
	return held, nil
}

// Lost is closed when a PostgreSQL lease's connection died: the lock is gone with it, and
// another replica may hold it now. Writes through the lease fail from then on.
func (l *Lease) Lost() <-chan struct{} { return l.lost }

// Release gives the lease up.
func (l *Lease) Release() {
	if l.conn == nil {
		l.d.lead.Unlock()
		return
	}
	close(l.stop)
	<-l.done
	_, _ = l.conn.ExecContext(context.Background(), `SELECT pg_advisory_unlock($1)`, int64(writerLock))
	l.conn.Close()
}

// Append records blocks (increasing numbers, the first one after the cursor's block and its
// child, unless nothing was recorded for the chain yet) and the events of those blocks, and
// moves the chain's cursor to the last block, all at once. Each event gets the next seq and
// its account's next account_seq; the recorded events are answered. A first block whose parent
// is not the cursor's block is ErrReorg, and nothing is written.
func (l *Lease) Append(ctx context.Context, chainID uint64, blocks []Block, events []Event) (recorded []Event, err error) {
	if len(blocks) == 0 {
		return nil, errors.New("eventdb: append: no block")
	}
	for i := 1; i < len(blocks); i++ {
		if blocks[i].Number <= blocks[i-1].Number {
			return nil, fmt.Errorf("eventdb: append: block %d after block %d", blocks[i].Number, blocks[i-1].Number)
		}
	}
	first, last := blocks[0], blocks[len(blocks)-1]
	for _, e := range events {
		if e.ChainID != chainID || e.Block < first.Number || e.Block > last.Number {
			return nil, fmt.Errorf("eventdb: append: an event of chain %d block %d is outside chain %d blocks %d-%d",
				e.ChainID, e.Block, chainID, first.Number, last.Number)
		}
	}
	d := l.d
	l.writing.Lock()
	defer l.writing.Unlock()
	tx, err := l.q.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("eventdb: append: %w", err)
	}
	defer rollbackOnError(tx, &err)
	cur, err := d.cursor(ctx, tx, chainID)
	if err != nil {
		return nil, err
	}
	if cur != nil && (first.Number != cur.Number+1 || first.Parent != cur.Hash) {
		return nil, fmt.Errorf("%w: block %d (parent %s) after recorded block %d (%s)", ErrReorg, first.Number, first.Parent.Hex(), cur.Number, cur.Hash.Hex())
	}
	for _, b := range blocks {
		if _, err := tx.ExecContext(ctx, d.q(`INSERT INTO indexed_blocks (chain_id, number, hash, parent_hash, block_time) VALUES (?, ?, ?, ?, ?)`),
			int64(chainID), clampInt64(b.Number), b.Hash.Hex(), b.Parent.Hex(), clampInt64(b.Time)); err != nil {
			return nil, fmt.Errorf("eventdb: append block %d: %w", b.Number, err)
		}
	}
	if recorded, err = d.insertEvents(ctx, tx, events); err != nil {
		return nil, err
	}
	if _, err := tx.ExecContext(ctx, d.q(`INSERT INTO chain_cursor (chain_id, block_number, block_hash) VALUES (?, ?, ?)
		ON CONFLICT (chain_id) DO UPDATE SET block_number = excluded.block_number, block_hash = excluded.block_hash`),
		int64(chainID), clampInt64(last.Number), last.Hash.Hex()); err != nil {
		return nil, fmt.Errorf("eventdb: append cursor: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return nil, fmt.Errorf("eventdb: append: %w", err)
	}
	return recorded, nil
}

// insertEvents numbers the events (seq, account_seq) and inserts them: each account's last
// number read once and written once, the events insertRows at a time, so that a batch costs a
// few statements per account and per insertRows events, not three per event.
func (d *DB) insertEvents(ctx context.Context, tx *sql.Tx, events []Event) ([]Event, error) {
	if len(events) == 0 {
		return nil, nil
	}
	var seq int64
	if err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(seq), 0) FROM events`).Scan(&seq); err != nil {
		return nil, fmt.Errorf("eventdb: %w", err)
	}
	last, order, err := d.accountSeqs(ctx, tx, events)
	if err != nil {
		return nil, err
	}
	out := make([]Event, len(events))
	for i, e := range events {
		seq++
		last[e.Account]++
		e.Seq, e.AccountSeq = uint64(seq), uint64(last[e.Account])
		out[i] = e
	}
	for _, a := range order {
		if _, err := tx.ExecContext(ctx, d.q(`INSERT INTO account_seqs (account, last) VALUES (?, ?)
			ON CONFLICT (account) DO UPDATE SET last = excluded.last`), a.Hex(), last[a]); err != nil {
			return nil, fmt.Errorf("eventdb: %w", err)
		}
	}
	for first := 0; first < len(out); first += insertRows {
		if err := d.insertRows(ctx, tx, out[first:min(len(out), first+insertRows)]); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// insertRows is how many events one INSERT writes: 17 columns each, well within SQLite's and
// PostgreSQL's bounds on a statement's parameters (32,766 and 65,535).
const insertRows = 100

// accountSeqs are the last account_seq of each account of the events (0 for a new one), read
// in one query per insertRows accounts, and the accounts in their first event's order.
func (d *DB) accountSeqs(ctx context.Context, tx *sql.Tx, events []Event) (map[common.Address]int64, []common.Address, error) {
	last := map[common.Address]int64{}
	var order []common.Address
	for _, e := range events {
		if _, ok := last[e.Account]; !ok {
			last[e.Account] = 0
			order = append(order, e.Account)
		}
	}
	for first := 0; first < len(order); first += insertRows {
		part := order[first:min(len(order), first+insertRows)]
		args := make([]any, len(part))
		for i, a := range part {
			args[i] = a.Hex()
		}
		rows, err := tx.QueryContext(ctx, d.q(`SELECT account, last FROM account_seqs WHERE account IN (`+placeholders(len(part))+`)`), args...)
		if err != nil {
			return nil, nil, fmt.Errorf("eventdb: %w", err)
		}
		for rows.Next() {
			var account string
			var n int64
			if err := rows.Scan(&account, &n); err != nil {
				rows.Close()
				return nil, nil, fmt.Errorf("eventdb: %w", err)
			}
			last[common.HexToAddress(account)] = n
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, nil, fmt.Errorf("eventdb: %w", err)
		}
	}
	return last, order, nil
}

// insertRows inserts numbered events in one statement.
func (d *DB) insertRows(ctx context.Context, tx *sql.Tx, events []Event) error {
	const cols = 17
	args := make([]any, 0, cols*len(events))
	values := make([]string, len(events))
	row := "(" + placeholders(cols) + ")"
	for i, e := range events {
		values[i] = row
		removed := int64(0)
		if e.Removed {
			removed = 1
		}
		call := ""
		if e.CallHash != (common.Hash{}) {
			call = e.CallHash.Hex()
		}
		clientOrder := ""
		if e.ClientOrderHash != (common.Hash{}) {
			clientOrder = e.ClientOrderHash.Hex()
		}
		args = append(args, int64(e.Seq), int64(e.AccountSeq), int64(e.ChainID), clampInt64(e.Block), e.BlockHash.Hex(), clampInt64(e.BlockTime),
			e.TxHash.Hex(), clampInt64(e.LogIndex), e.Account.Hex(), e.Kind, e.PositionID, e.Payload, removed, clampInt64(e.Removes), call,
			e.DepositID, clientOrder)
	}
	if _, err := tx.ExecContext(ctx, d.q(`INSERT INTO events (`+eventColumns+`) VALUES `+strings.Join(values, ", ")), args...); err != nil {
		return fmt.Errorf("eventdb: insert events: %w", err)
	}
	return nil
}

// Rewind undoes what was recorded for the chain above block number to (a reorg dropped those
// blocks): their events are marked removed, each gets a KindRemoved event with the next
// numbers (answered), their headers are forgotten, and the cursor moves to the recorded block
// to, which must be there.
func (l *Lease) Rewind(ctx context.Context, chainID, to uint64) (notices []Event, err error) {
	d := l.d
	l.writing.Lock()
	defer l.writing.Unlock()
	tx, err := l.q.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("eventdb: rewind: %w", err)
	}
	defer rollbackOnError(tx, &err)
	var hash string
	if err := tx.QueryRowContext(ctx, d.q(`SELECT hash FROM indexed_blocks WHERE chain_id = ? AND number = ?`), int64(chainID), clampInt64(to)).Scan(&hash); err != nil {
		return nil, fmt.Errorf("eventdb: rewind to block %d, which is not recorded: %w", to, err)
	}
	rows, err := tx.QueryContext(ctx, d.q(`SELECT account_seq, chain_id, block_number, block_hash, block_time, tx_hash, log_index, account, position_id, deposit_id
		FROM events WHERE chain_id = ? AND block_number > ? AND removed = 0 AND kind <> ? ORDER BY seq`), int64(chainID), clampInt64(to), KindRemoved)
	if err != nil {
		return nil, fmt.Errorf("eventdb: rewind: %w", err)
	}
	var dropped []Event
	for rows.Next() {
		var e Event
		var blockHash, txHash, account string
		if err := rows.Scan(&e.Removes, &e.ChainID, &e.Block, &blockHash, &e.BlockTime, &txHash, &e.LogIndex, &account, &e.PositionID, &e.DepositID); err != nil {
			rows.Close()
			return nil, fmt.Errorf("eventdb: rewind: %w", err)
		}
		e.BlockHash, e.TxHash = common.HexToHash(blockHash), common.HexToHash(txHash)
		e.Account = common.HexToAddress(account)
		e.Kind, e.Payload = KindRemoved, `{}`
		dropped = append(dropped, e)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("eventdb: rewind: %w", err)
	}
	if _, err := tx.ExecContext(ctx, d.q(`UPDATE events SET removed = 1 WHERE chain_id = ? AND block_number > ? AND kind <> ?`),
		int64(chainID), clampInt64(to), KindRemoved); err != nil {
		return nil, fmt.Errorf("eventdb: rewind: %w", err)
	}
	if notices, err = d.insertEvents(ctx, tx, dropped); err != nil {
		return nil, err
	}
	if _, err := tx.ExecContext(ctx, d.q(`DELETE FROM indexed_blocks WHERE chain_id = ? AND number > ?`), int64(chainID), clampInt64(to)); err != nil {
		return nil, fmt.Errorf("eventdb: rewind: %w", err)
	}
	if _, err := tx.ExecContext(ctx, d.q(`UPDATE chain_cursor SET block_number = ?, block_hash = ? WHERE chain_id = ?`),
		clampInt64(to), hash, int64(chainID)); err != nil {
		return nil, fmt.Errorf("eventdb: rewind: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return nil, fmt.Errorf("eventdb: rewind: %w", err)
	}
	return notices, nil
}

// rollbackOnError rolls the transaction back when the function that deferred it fails.
func rollbackOnError(tx *sql.Tx, err *error) {
	if *err != nil {
		_ = tx.Rollback()
	}
}
