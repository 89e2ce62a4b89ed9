package eventdb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
)

// Prediction is what the service told a caller its prepared call would do once the keeper
// acts: the figures of the outcome it simulated, exact decimal text by name, recorded under the
// call (CallHash) so that the index can find it when the call lands.
type Prediction struct {
	CallHash   common.Hash
	Account    common.Address
	Operation  string // "open" or "close"
	PositionID string // a close's position; an open's predicted id
	PreparedAt uint64 // unix seconds
	Block      uint64 // the simulated block the keeper acted in
	Figures    string // JSON object of field name to decimal text (status: a word)
}

// Verdict compares one predicted figure with what happened.
type Verdict struct {
	CallHash   common.Hash
	EventSeq   uint64 // the event that told what happened (its seq)
	PositionID string
	Field      string
	Predicted  string
	Actual     string
	Exact      bool
	ErrorBP    string // |predicted - actual| / |actual| in basis points, decimal text ("" when not a number)
}

// MaxPredictionsPerLookup bounds one Predictions read.
const MaxPredictionsPerLookup = MaxPage

// RecordPrediction records a prediction; the same call predicted again for the same account
// replaces it (the last one the caller saw before signing is the one to compare). Another
// account's prediction of the same call is its own: no caller can overwrite another's.
func (d *DB) RecordPrediction(ctx context.Context, p Prediction) error {
	_, err := d.db.ExecContext(ctx, d.q(`INSERT INTO predictions (call_hash, account, operation, position_id, prepared_at, block_number, figures)
		VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (call_hash, account) DO UPDATE SET operation = excluded.operation,
		position_id = excluded.position_id, prepared_at = excluded.prepared_at, block_number = excluded.block_number, figures = excluded.figures`),
		p.CallHash.Hex(), p.Account.Hex(), p.Operation, p.PositionID, clampInt64(p.PreparedAt), clampInt64(p.Block), p.Figures)
	if err != nil {
		return fmt.Errorf("eventdb: record prediction: %w", err)
	}
	return nil
}

// PredictionKey names a prediction: the call, for the account.
type PredictionKey struct {
	Call    common.Hash
	Account common.Address
}

// Predictions are the recorded predictions of the calls, every account's (at most
// MaxPredictionsPerLookup calls).
func (d *DB) Predictions(ctx context.Context, calls []common.Hash) (map[PredictionKey]Prediction, error) {
	out := map[PredictionKey]Prediction{}
	if len(calls) == 0 {
		return out, nil
	}
	args, err := callArgs("prediction", calls)
	if err != nil {
		return nil, err
	}
	rows, err := d.db.QueryContext(ctx, d.q(`SELECT call_hash, account, operation, position_id, prepared_at, block_number, figures
		FROM predictions WHERE call_hash IN (`+placeholders(len(calls))+`)`), args...)
	if err != nil {
		return nil, fmt.Errorf("eventdb: predictions: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var p Prediction
		var call, account string
		if err := rows.Scan(&call, &account, &p.Operation, &p.PositionID, &p.PreparedAt, &p.Block, &p.Figures); err != nil {
			return nil, fmt.Errorf("eventdb: predictions: %w", err)
		}
		p.CallHash, p.Account = common.HexToHash(call), common.HexToAddress(account)
		out[PredictionKey{p.CallHash, p.Account}] = p
	}
	return out, rows.Err()
}

// callArgs are the calls' hashes as the arguments of a query; more than
// MaxPredictionsPerLookup calls are refused, what names the lookup.
func callArgs(what string, calls []common.Hash) ([]any, error) {
	if len(calls) > MaxPredictionsPerLookup {
		return nil, fmt.Errorf("eventdb: %d calls in one %s lookup, at most %d", len(calls), what, MaxPredictionsPerLookup)
	}
	args := make([]any, len(calls))
	for i, c := range calls {
		args[i] = c.Hex()
	}
	return args, nil
}

// PrunePredictions deletes the predictions prepared before the time (unix seconds) that no
// verdict names: calls never sent. It answers how many went.
func (d *DB) PrunePredictions(ctx context.Context, before uint64) (int64, error) {
	res, err := d.db.ExecContext(ctx, d.q(`DELETE FROM predictions WHERE prepared_at < ?
		AND NOT EXISTS (SELECT 1 FROM prediction_results r WHERE r.call_hash = predictions.call_hash)`), clampInt64(before))
	if err != nil {
		return 0, fmt.Errorf("eventdb: prune predictions: %w", err)
	}
	return res.RowsAffected()
}

// LedgerCursor is the seq of the last event the ledger compared (0 before the first).
func (d *DB) LedgerCursor(ctx context.Context) (uint64, error) {
	var seq int64
	err := d.db.QueryRowContext(ctx, d.q(`SELECT seq FROM ledger_cursor WHERE id = 1`)).Scan(&seq)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("eventdb: ledger cursor: %w", err)
	}
	return uint64(seq), nil
}

// RecordVerdicts writes the verdicts and moves the ledger's cursor to seq, in one transaction;
// a verdict already recorded stays as it was (a replica that took over may compare an event
// again). It answers the verdicts that were new.
func (d *DB) RecordVerdicts(ctx context.Context, verdicts []Verdict, seq uint64) (recorded []Verdict, err error) {
	tx, err := d.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("eventdb: %w", err)
	}
	defer rollbackOnError(tx, &err)
	for _, v := range verdicts {
		exact := int64(0)
		if v.Exact {
			exact = 1
		}
		res, err := tx.ExecContext(ctx, d.q(`INSERT INTO prediction_results (call_hash, event_seq, position_id, field, predicted, actual, exact, error_bp)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (call_hash, event_seq, field) DO NOTHING`),
			v.CallHash.Hex(), clampInt64(v.EventSeq), v.PositionID, v.Field, v.Predicted, v.Actual, exact, v.ErrorBP)
		if err != nil {
			return nil, fmt.Errorf("eventdb: record verdict: %w", err)
		}
		if n, _ := res.RowsAffected(); n > 0 {
			recorded = append(recorded, v)
		}
	}
	if _, err := tx.ExecContext(ctx, d.q(`INSERT INTO ledger_cursor (id, seq) VALUES (1, ?)
		ON CONFLICT (id) DO UPDATE SET seq = CASE WHEN excluded.seq > ledger_cursor.seq THEN excluded.seq ELSE ledger_cursor.seq END`), clampInt64(seq)); err != nil {
		return nil, fmt.Errorf("eventdb: ledger cursor: %w", err)
	}
	return recorded, tx.Commit()
}

// VerdictsOf are the verdicts of the position's predictions, in the order of the events that
// told them, at most MaxPage.
func (d *DB) VerdictsOf(ctx context.Context, positionID string) ([]Verdict, error) {
	return d.verdicts(ctx, `WHERE position_id = ? ORDER BY event_seq, field LIMIT ?`, positionID, MaxPage)
}

func (d *DB) verdicts(ctx context.Context, where string, args ...any) ([]Verdict, error) {
	return queryAll(ctx, d, "verdicts", `SELECT call_hash, event_seq, position_id, field, predicted, actual, exact, error_bp
		FROM prediction_results `+where, args, func(rows *sql.Rows) (Verdict, error) {
		var v Verdict
		var call string
		var exact int64
		if err := rows.Scan(&call, &v.EventSeq, &v.PositionID, &v.Field, &v.Predicted, &v.Actual, &exact, &v.ErrorBP); err != nil {
			return v, err
		}
		v.CallHash, v.Exact = common.HexToHash(call), exact != 0
		return v, nil
	})
}

// InTxs are the live events of the given kinds in the given transactions, whoever's, oldest
// first.
func (d *DB) InTxs(ctx context.Context, txs []common.Hash, kinds []string) ([]Event, error) {
	return d.inTxs(ctx, "", nil, txs, kinds)
}

// VerdictsOfCalls are the verdicts of the calls' predictions (at most MaxPredictionsPerLookup
// calls), in the order of the events that told them.
func (d *DB) VerdictsOfCalls(ctx context.Context, calls []common.Hash) ([]Verdict, error) {
	if len(calls) == 0 {
		return nil, nil
	}
	args, err := callArgs("verdict", calls)
	if err != nil {
		return nil, err
	}
	return d.verdicts(ctx, `WHERE call_hash IN (`+placeholders(len(calls))+`) ORDER BY event_seq, field`, args...)
}

// VerdictTally counts a field's verdicts: how many were compared, how many exact.
type VerdictTally struct{ Compared, Exact uint64 }

// VerdictTotals counts every verdict recorded, by field: the ledger's figures.
func (d *DB) VerdictTotals(ctx context.Context) (map[string]VerdictTally, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT field, COUNT(*), CAST(SUM(exact) AS BIGINT) FROM prediction_results GROUP BY field`)
	if err != nil {
		return nil, fmt.Errorf("eventdb: verdict totals: %w", err)
	}
	defer rows.Close()
	out := map[string]VerdictTally{}
	for rows.Next() {
		var field string
		var t VerdictTally
		if err := rows.Scan(&field, &t.Compared, &t.Exact); err != nil {
			return nil, fmt.Errorf("eventdb: verdict totals: %w", err)
		}
		out[field] = t
	}
	return out, rows.Err()
}
