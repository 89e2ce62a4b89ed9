package eventdb

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
)

// Client order ids. The id travels in what the account signs: the Vault call carries
// keccak256(id) after its ABI encoding and the Vault emits ClientOrderTagged(posId, caller,
// idHash), which the follower records with the id's hash (Event.ClientOrderHash). The first
// live such event of an account is where the id landed (ClientOrderLanded). What was prepared
// under an id (ClientOrderPrepare) is recorded only to be shown: it reserves nothing, and anyone
// may prepare under any account's id.

// KindClientOrderTagged is the Vault's event of a call that carried a client order id.
const KindClientOrderTagged = "ClientOrderTagged"

// ClientOrderPrepare is one call prepared under an account's client order id: the operation, a
// hash of the request's body, the call (CallHash) and when (unix seconds).
type ClientOrderPrepare struct {
	Operation string
	BodyHash  common.Hash
	Call      common.Hash
	CreatedAt uint64
}

// MaxClientOrderPrepares bounds what is recorded under one account's id: further prepares are
// answered, not recorded. (Two writers racing may each add the last one.)
const MaxClientOrderPrepares = 16

// RecordClientOrder records p under the account's id (whose keccak256 is idHash) unless the same
// operation, body and call are recorded already or the id holds MaxClientOrderPrepares; it
// answers whether it recorded p.
func (d *DB) RecordClientOrder(ctx context.Context, account common.Address, id string, idHash common.Hash, p ClientOrderPrepare) (bool, error) {
	res, err := d.db.ExecContext(ctx, d.q(`INSERT INTO client_order_prepares (account, client_order_id, id_hash, operation, body_hash, call_hash, created_at)
		SELECT ?, ?, ?, ?, ?, ?, CAST(? AS BIGINT)
		WHERE (SELECT COUNT(*) FROM client_order_prepares WHERE account = ? AND client_order_id = ?) < ?
		ON CONFLICT (account, client_order_id, operation, body_hash, call_hash) DO NOTHING`),
		account.Hex(), id, idHash.Hex(), p.Operation, p.BodyHash.Hex(), p.Call.Hex(), clampInt64(p.CreatedAt),
		account.Hex(), id, MaxClientOrderPrepares)
	if err != nil {
		return false, fmt.Errorf("eventdb: record client order: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("eventdb: record client order: %w", err)
	}
	return n > 0, nil
}

// ClientOrderPrepares is what was prepared under the account's id, oldest first.
func (d *DB) ClientOrderPrepares(ctx context.Context, account common.Address, id string) ([]ClientOrderPrepare, error) {
	return queryAll(ctx, d, "client order", `SELECT operation, body_hash, call_hash, created_at FROM client_order_prepares
		WHERE account = ? AND client_order_id = ? ORDER BY created_at, call_hash LIMIT ?`, []any{account.Hex(), id, MaxClientOrderPrepares},
		func(rows *sql.Rows) (ClientOrderPrepare, error) {
			var p ClientOrderPrepare
			var body, call string
			if err := rows.Scan(&p.Operation, &body, &call, &p.CreatedAt); err != nil {
				return p, err
			}
			p.BodyHash, p.Call = common.HexToHash(body), common.HexToHash(call)
			return p, nil
		})
}

// ClientOrderLanded is the account's first live ClientOrderTagged event of the id whose
// keccak256 is idHash (nil: the id has not landed).
func (d *DB) ClientOrderLanded(ctx context.Context, account common.Address, idHash common.Hash) (*Event, error) {
	evs, err := d.events(ctx, `WHERE account = ? AND client_order_hash = ? AND kind = ? AND removed = 0 ORDER BY seq LIMIT 1`,
		account.Hex(), idHash.Hex(), KindClientOrderTagged)
	if err != nil || len(evs) == 0 {
		return nil, err
	}
	return &evs[0], nil
}

// PruneClientOrders forgets what was prepared before the time (unix seconds) under ids that
// have not landed (no live ClientOrderTagged of the account with the id's hash): ids prepared
// and never sent. It answers how many prepares went. What was prepared under an id that landed
// stays (it tells a prepare of the same body again from another).
func (d *DB) PruneClientOrders(ctx context.Context, before uint64) (int64, error) {
	res, err := d.db.ExecContext(ctx, d.q(`DELETE FROM client_order_prepares WHERE created_at < ? AND NOT EXISTS (
		SELECT 1 FROM events e WHERE e.account = client_order_prepares.account AND e.client_order_hash = client_order_prepares.id_hash
		AND e.kind = ? AND e.removed = 0)`), clampInt64(before), KindClientOrderTagged)
	if err != nil {
		return 0, fmt.Errorf("eventdb: prune client orders: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return 0, fmt.Errorf("eventdb: prune client orders: %w", err)
	}
	return n, nil
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
