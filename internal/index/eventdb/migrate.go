package eventdb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// migration is one step of the schema. Its statements are the same on both databases: plain
// types (BIGINT, TEXT) and no identity columns, the writer numbering events itself.
type migration struct {
	version    int
	name       string
	statements []string
}

var migrations = []migration{
	{1, "events, cursor and headers", []string{
		`CREATE TABLE chain_cursor (
			chain_id     BIGINT PRIMARY KEY,
			block_number BIGINT NOT NULL,
			block_hash   TEXT   NOT NULL)`,
		`CREATE TABLE indexed_blocks (
			chain_id    BIGINT NOT NULL,
			number      BIGINT NOT NULL,
			hash        TEXT   NOT NULL,
			parent_hash TEXT   NOT NULL,
			block_time  BIGINT NOT NULL,
			PRIMARY KEY (chain_id, number))`,
		`CREATE TABLE events (
			seq          BIGINT PRIMARY KEY,
			account_seq  BIGINT NOT NULL,
			chain_id     BIGINT NOT NULL,
			block_number BIGINT NOT NULL,
			block_hash   TEXT   NOT NULL,
			block_time   BIGINT NOT NULL,
			tx_hash      TEXT   NOT NULL,
			log_index    BIGINT NOT NULL,
			account      TEXT   NOT NULL,
			kind         TEXT   NOT NULL,
			position_id  TEXT   NOT NULL,
			payload      TEXT   NOT NULL,
			removed      BIGINT NOT NULL DEFAULT 0,
			removes      BIGINT NOT NULL DEFAULT 0,
			UNIQUE (account, account_seq))`,
		`CREATE INDEX events_by_block ON events (chain_id, block_number)`,
		`CREATE INDEX events_by_position ON events (position_id, seq)`,
		`CREATE TABLE account_seqs (
			account TEXT PRIMARY KEY,
			last    BIGINT NOT NULL)`,
	}},
	{2, "events by transaction", []string{
		`CREATE INDEX events_by_tx ON events (tx_hash)`,
	}},
	{3, "events by account and kind", []string{
		`CREATE INDEX events_by_account_kind ON events (account, kind, account_seq)`,
	}},
	{4, "the call of an order's or a close request's transaction", []string{
		`ALTER TABLE events ADD COLUMN call_hash TEXT NOT NULL DEFAULT ''`,
		`CREATE INDEX events_by_call ON events (call_hash)`,
	}},
	{5, "the prediction ledger", []string{
		`CREATE TABLE predictions (
			call_hash    TEXT   NOT NULL,
			account      TEXT   NOT NULL,
			operation    TEXT   NOT NULL,
			position_id  TEXT   NOT NULL,
			prepared_at  BIGINT NOT NULL,
			block_number BIGINT NOT NULL,
			figures      TEXT   NOT NULL,
			PRIMARY KEY (call_hash, account))`,
		`CREATE INDEX predictions_by_time ON predictions (prepared_at)`,
		`CREATE TABLE prediction_results (
			call_hash   TEXT   NOT NULL,
			event_seq   BIGINT NOT NULL,
			position_id TEXT   NOT NULL,
			field       TEXT   NOT NULL,
			predicted   TEXT   NOT NULL,
			actual      TEXT   NOT NULL,
			exact       BIGINT NOT NULL,
			error_bp    TEXT   NOT NULL,
			PRIMARY KEY (call_hash, event_seq, field))`,
		`CREATE INDEX prediction_results_by_position ON prediction_results (position_id, event_seq)`,
		`CREATE TABLE ledger_cursor (
			id  BIGINT PRIMARY KEY,
			seq BIGINT NOT NULL)`,
	}},
	{6, "client order ids", []string{
		`CREATE TABLE client_orders (
			account         TEXT   NOT NULL,
			client_order_id TEXT   NOT NULL,
			operation       TEXT   NOT NULL,
			body_hash       TEXT   NOT NULL,
			created_at      BIGINT NOT NULL,
			PRIMARY KEY (account, client_order_id))`,
		`CREATE TABLE client_order_calls (
			account         TEXT NOT NULL,
			client_order_id TEXT NOT NULL,
			call_hash       TEXT NOT NULL,
			PRIMARY KEY (account, client_order_id, call_hash))`,
	}},
	{7, "cross-chain deposits", []string{
		`ALTER TABLE events ADD COLUMN deposit_id TEXT NOT NULL DEFAULT ''`,
		`CREATE INDEX events_by_deposit ON events (deposit_id, chain_id, seq)`,
	}},
	// client order ids bound to the owner's transaction: the id's hash of a ClientOrderTagged
	// event, and what was prepared under an id (anyone's, reserving nothing). The tables of
	// migration 6 are left as they were, unused (an id had no hash there; a replica of the
	// version before may still write them while replicas are replaced).
	{8, "client order ids carried by the owner's transaction", []string{
		`ALTER TABLE events ADD COLUMN client_order_hash TEXT NOT NULL DEFAULT ''`,
		`CREATE INDEX events_by_client_order ON events (account, client_order_hash, seq)`,
		`CREATE TABLE client_order_prepares (
			account         TEXT   NOT NULL,
			client_order_id TEXT   NOT NULL,
			id_hash         TEXT   NOT NULL,
			operation       TEXT   NOT NULL,
			body_hash       TEXT   NOT NULL,
			call_hash       TEXT   NOT NULL,
			created_at      BIGINT NOT NULL,
			PRIMARY KEY (account, client_order_id, operation, body_hash, call_hash))`,
		`CREATE INDEX client_order_prepares_by_time ON client_order_prepares (created_at)`,
	}},
}

// migrationLock is the advisory lock key under which PostgreSQL replicas migrate, one at a time.
const migrationLock = 0x7472616465707265 // "tradepre"

func (d *DB) migrate(ctx context.Context) error {
	return d.migrateTo(ctx, migrations)
}

func (d *DB) migrateTo(ctx context.Context, steps []migration) error {
	var q querier = d.db
	if d.dialect == postgres {
		// replicas starting together migrate one at a time: the others wait here, then find
		// each step applied
		conn, err := d.db.Conn(ctx)
		if err != nil {
			return fmt.Errorf("eventdb: migrations: %w", err)
		}
		defer conn.Close()
		if _, err := conn.ExecContext(ctx, `SELECT pg_advisory_lock($1)`, int64(migrationLock)); err != nil {
			return fmt.Errorf("eventdb: migrations lock: %w", err)
		}
		defer conn.ExecContext(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock($1)`, int64(migrationLock)) //nolint:errcheck // closing the connection releases it too
		q = conn
	}
	if _, err := q.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (version BIGINT PRIMARY KEY, name TEXT NOT NULL)`); err != nil {
		return fmt.Errorf("eventdb: migrations table: %w", err)
	}
	for _, m := range steps {
		if err := d.apply(ctx, q, m); err != nil {
			return fmt.Errorf("eventdb: migration %d (%s): %w", m.version, m.name, err)
		}
	}
	return nil
}

// apply runs one migration in a transaction, unless it was applied before.
func (d *DB) apply(ctx context.Context, q querier, m migration) (err error) {
	tx, err := q.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer rollbackOnError(tx, &err)
	var name string
	err = tx.QueryRowContext(ctx, d.q(`SELECT name FROM schema_migrations WHERE version = ?`), m.version).Scan(&name)
	switch {
	case err == nil:
		return tx.Rollback()
	case !errors.Is(err, sql.ErrNoRows):
		return err
	}
	for _, s := range m.statements {
		if _, err := tx.ExecContext(ctx, s); err != nil {
			return err
		}
	}
	if _, err := tx.ExecContext(ctx, d.q(`INSERT INTO schema_migrations (version, name) VALUES (?, ?)`), m.version, m.name); err != nil {
		return err
	}
	return tx.Commit()
}

// Version is the newest migration applied.
func (d *DB) Version(ctx context.Context) (int, error) {
	var v sql.NullInt64
	if err := d.db.QueryRowContext(ctx, `SELECT MAX(version) FROM schema_migrations`).Scan(&v); err != nil {
		return 0, fmt.Errorf("eventdb: %w", err)
	}
	return int(v.Int64), nil
}
