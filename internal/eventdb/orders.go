package eventdb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
)

// ClientOrder is a caller's own id for a prepared call: the operation and body it was given
// with, and the calls (CallHash) prepared under it, which tie it to the events of the
// transaction that lands.
type ClientOrder struct {
	Account   common.Address
	ID        string
	Operation string
	BodyHash  common.Hash
	CreatedAt uint64 // unix seconds
	Calls     []common.Hash
}

// MaxClientOrderCalls bounds the calls one client order id holds: the same body prepared again
// while the chain moves can make another call (a fee, a price), up to this many.
const MaxClientOrderCalls = 16

// Errors of RecordClientOrder.
var (
	ErrClientOrderReused = errors.New("eventdb: the client order id was given with another operation or body")
	ErrClientOrderCalls  = fmt.Errorf("eventdb: the client order id holds %d calls already", MaxClientOrderCalls)
)

// RecordClientOrder records the call under the account's client order id, in one transaction:
// the id's first use records its operation and body; a later use must bring the same
// (ErrClientOrderReused otherwise) and adds its call if it is new (ErrClientOrderCalls past
// MaxClientOrderCalls).
func (d *DB) RecordClientOrder(ctx context.Context, o ClientOrder, call common.Hash) (err error) {
	tx, err := d.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("eventdb: %w", err)
	}
	defer rollbackOnError(tx, &err)
	if _, err := tx.ExecContext(ctx, d.q(`INSERT INTO client_orders (account, client_order_id, operation, body_hash, created_at)
		VALUES (?, ?, ?, ?, ?) ON CONFLICT (account, client_order_id) DO NOTHING`),
		o.Account.Hex(), o.ID, o.Operation, o.BodyHash.Hex(), clampInt64(o.CreatedAt)); err != nil {
		return fmt.Errorf("eventdb: record client order: %w", err)
	}
	var op, body string
	if err := tx.QueryRowContext(ctx, d.q(`SELECT operation, body_hash FROM client_orders WHERE account = ? AND client_order_id = ?`),
		o.Account.Hex(), o.ID).Scan(&op, &body); err != nil {
		return fmt.Errorf("eventdb: record client order: %w", err)
	}
	if op != o.Operation || body != o.BodyHash.Hex() {
		return ErrClientOrderReused
	}
	var n, known int64
	if err := tx.QueryRowContext(ctx, d.q(`SELECT COUNT(*), COALESCE(SUM(CASE WHEN call_hash = ? THEN 1 ELSE 0 END), 0)
		FROM client_order_calls WHERE account = ? AND client_order_id = ?`), call.Hex(), o.Account.Hex(), o.ID).Scan(&n, &known); err != nil {
		return fmt.Errorf("eventdb: record client order: %w", err)
	}
	if known == 0 {
		if n >= MaxClientOrderCalls {
			return ErrClientOrderCalls
		}
		if _, err := tx.ExecContext(ctx, d.q(`INSERT INTO client_order_calls (account, client_order_id, call_hash) VALUES (?, ?, ?)`),
			o.Account.Hex(), o.ID, call.Hex()); err != nil {
			return fmt.Errorf("eventdb: record client order: %w", err)
		}
	}
	return tx.Commit()
}

// PruneClientOrders forgets the client order ids first used before the time (unix seconds)
// none of whose calls landed (no live event carries one of them for the account), with their
// calls: ids prepared and never sent. It answers how many ids went. Ids that landed stay.
func (d *DB) PruneClientOrders(ctx context.Context, before uint64) (n int64, err error) {
	tx, err := d.db.BeginTx(ctx, nil)
	if err != nil {
		return 0, fmt.Errorf("eventdb: prune client orders: %w", err)
	}
	defer rollbackOnError(tx, &err)
	res, err := tx.ExecContext(ctx, d.q(`DELETE FROM client_orders WHERE created_at < ? AND NOT EXISTS (
		SELECT 1 FROM client_order_calls c JOIN events e ON e.call_hash = c.call_hash AND e.account = c.account AND e.removed = 0
		WHERE c.account = client_orders.account AND c.client_order_id = client_orders.client_order_id)`), clampInt64(before))
	if err != nil {
		return 0, fmt.Errorf("eventdb: prune client orders: %w", err)
	}
	if n, err = res.RowsAffected(); err != nil {
		return 0, fmt.Errorf("eventdb: prune client orders: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM client_order_calls WHERE NOT EXISTS (
		SELECT 1 FROM client_orders o WHERE o.account = client_order_calls.account AND o.client_order_id = client_order_calls.client_order_id)`); err != nil {
		return 0, fmt.Errorf("eventdb: prune client orders: %w", err)
	}
	return n, tx.Commit()
}

// ClientOrderOf is the account's client order id as recorded, with its calls (nil: none).
func (d *DB) ClientOrderOf(ctx context.Context, account common.Address, id string) (*ClientOrder, error) {
	o := ClientOrder{Account: account, ID: id}
	var body string
	err := d.db.QueryRowContext(ctx, d.q(`SELECT operation, body_hash, created_at FROM client_orders WHERE account = ? AND client_order_id = ?`),
		account.Hex(), id).Scan(&o.Operation, &body, &o.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("eventdb: client order: %w", err)
	}
	o.BodyHash = common.HexToHash(body)
	rows, err := d.db.QueryContext(ctx, d.q(`SELECT call_hash FROM client_order_calls WHERE account = ? AND client_order_id = ? ORDER BY call_hash LIMIT ?`),
		account.Hex(), id, MaxClientOrderCalls)
	if err != nil {
		return nil, fmt.Errorf("eventdb: client order: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var c string
		if err := rows.Scan(&c); err != nil {
			return nil, fmt.Errorf("eventdb: client order: %w", err)
		}
		o.Calls = append(o.Calls, common.HexToHash(c))
	}
	return &o, rows.Err()
}

// CallEvents are the account's live events of the given kinds that the calls made (their
// transactions' CallHash), oldest first, at most MaxPage.
func (d *DB) CallEvents(ctx context.Context, account common.Address, calls []common.Hash, kinds []string) ([]Event, error) {
	if len(calls) == 0 || len(kinds) == 0 {
		return nil, nil
	}
	if len(calls) > MaxPage {
		return nil, fmt.Errorf("eventdb: %d calls in one lookup, at most %d", len(calls), MaxPage)
	}
	args := []any{account.Hex()}
	for _, k := range kinds {
		args = append(args, k)
	}
	for _, c := range calls {
		args = append(args, c.Hex())
	}
	args = append(args, MaxPage)
	return d.events(ctx, `WHERE account = ? AND kind IN (`+placeholders(len(kinds))+`) AND removed = 0 AND call_hash IN (`+placeholders(len(calls))+`)
		ORDER BY seq LIMIT ?`, args...)
}

// LastOfKinds is the position's newest live event of the given kinds (nil: none).
func (d *DB) LastOfKinds(ctx context.Context, positionID string, kinds []string) (*Event, error) {
	if len(kinds) == 0 {
		return nil, nil
	}
	args := []any{positionID}
	for _, k := range kinds {
		args = append(args, k)
	}
	evs, err := d.events(ctx, `WHERE position_id = ? AND removed = 0 AND kind IN (`+placeholders(len(kinds))+`) ORDER BY seq DESC LIMIT 1`, args...)
	if err != nil || len(evs) == 0 {
		return nil, err
	}
	return &evs[0], nil
}
