// Package ledger keeps the ledger of the service's own predictions: every prepared open and
// close records the outcome it predicted (eventdb.Prediction, under the call it prepares), and
// when the keeper acts on that call the ledger compares each predicted figure with what the
// Vault's events say happened, field by field (eventdb.Verdict): exact, or off by so many basis
// points. The comparison follows the event index: Step reads the events recorded since its
// cursor, ties each fill, close or cancel to its call through the event of the user's own
// transaction (an order's OrderCreated, a close's DecreaseRequested, whose call the follower
// records), and writes the verdicts and its cursor in one transaction.
package ledger

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/platform"
)

// Operations of a prediction.
const (
	OperationOpen  = "open"
	OperationClose = "close"
)

// The fields a prediction holds and a verdict compares. USD amounts and prices are exact
// decimal text; the status is "filled" or "cancelled".
const (
	FieldStatus     = "status"
	FieldPrice      = "price"
	FieldSize       = "size"
	FieldCollateral = "collateral"
	FieldOpeningFee = "openingFee"
	FieldClosingFee = "closingFee"
	FieldBorrowFee  = "borrowFee"
	FieldFundingFee = "fundingFee"
	FieldPnL        = "pnl"
	FieldPayout     = "payout"
)

// Statuses as a prediction and a verdict say them.
const (
	StatusFilled    = "filled"
	StatusCancelled = "cancelled"
)

// Page is the most events one Step compares.
const Page = 500

// Ledger compares the predictions recorded in an event index with what happened.
type Ledger struct{ DB *eventdb.DB }

// Step compares the events recorded after the ledger's cursor (at most Page) with the
// predictions of the calls they answer, and records the verdicts and the new cursor: it answers
// the verdicts that were new and whether it has compared every event recorded.
func (l Ledger) Step(ctx context.Context) ([]eventdb.Verdict, bool, error) {
	after, err := l.DB.LedgerCursor(ctx)
	if err != nil {
		return nil, false, err
	}
	evs, err := l.DB.AllEvents(ctx, after, Page)
	if err != nil {
		return nil, false, err
	}
	if len(evs) == 0 {
		return nil, true, nil
	}
	verdicts, err := l.compare(ctx, evs)
	if err != nil {
		return nil, false, err
	}
	recorded, err := l.DB.RecordVerdicts(ctx, verdicts, evs[len(evs)-1].Seq)
	return recorded, len(evs) < Page, err
}

// outcomes are the events that tell what the keeper did with a call.
var outcomes = map[string]bool{"PositionIncreased": true, "OrderCanceled": true, "PositionDecreased": true, "DecreaseCanceled": true}

// compare is the verdicts of a page of events: each outcome of a call prepared here (an
// open's order, a close's request) against what was predicted for it, field by field.
func (l Ledger) compare(ctx context.Context, evs []eventdb.Event) ([]eventdb.Verdict, error) {
	var positions []string
	var txs []common.Hash
	seen := map[string]bool{}
	for _, e := range evs {
		if e.Removed || !outcomes[e.Kind] {
			continue
		}
		if !seen[e.PositionID] {
			seen[e.PositionID] = true
			positions = append(positions, e.PositionID)
		}
		txs = append(txs, e.TxHash)
	}
	if len(positions) == 0 {
		return nil, nil
	}
	orders, err := l.DB.OfPositions(ctx, positions, "OrderCreated")
	if err != nil {
		return nil, err
	}
	// the close requests an event of the page can have run: each position's latest before the
	// page, and the page's own (a read bounded by the page, however many requests a position has)
	requests, err := l.DB.LatestOfPositions(ctx, positions, "DecreaseRequested", evs[0].Seq)
	if err != nil {
		return nil, err
	}
	for _, e := range evs {
		if e.Kind == "DecreaseRequested" && !e.Removed && seen[e.PositionID] {
			requests = append(requests, e)
		}
	}
	beside, err := l.DB.InTxs(ctx, txs, []string{"FeesSettled", "TriggerExecuted"})
	if err != nil {
		return nil, err
	}
	settled, triggered := map[txPosition]eventdb.Event{}, map[txPosition]bool{}
	for _, b := range beside {
		switch b.Kind {
		case "FeesSettled":
			settled[txPosition{b.TxHash, b.PositionID}] = b
		case "TriggerExecuted":
			triggered[txPosition{b.TxHash, b.PositionID}] = true
		}
	}
	calls, asked := callsOf(evs, orders, requests, triggered)
	predictions, err := l.DB.Predictions(ctx, unique(asked))
	if err != nil {
		return nil, err
	}
	return verdicts(evs, calls, predictions, settled)
}

// txPosition is a position's events in one transaction.
type txPosition struct {
	tx  common.Hash
	pos string
}

// callsOf is each event's call (zero: none of a user's): an open's order, or the close request
// it ran (the latest request before it: a position has at most one request queued), and the
// calls asked, in the events' order.
func callsOf(evs, orders, requests []eventdb.Event, triggered map[txPosition]bool) (calls, asked []common.Hash) {
	orderCall := map[string]common.Hash{}
	for _, o := range orders {
		orderCall[o.PositionID] = o.CallHash
	}
	calls = make([]common.Hash, len(evs))
	for i, e := range evs {
		if e.Removed || !outcomes[e.Kind] {
			continue
		}
		switch e.Kind {
		case "PositionIncreased", "OrderCanceled":
			calls[i] = orderCall[e.PositionID]
		case "PositionDecreased", "DecreaseCanceled":
			if triggered[txPosition{e.TxHash, e.PositionID}] {
				continue // a take-profit or stop-loss, no request of the user's
			}
			for _, r := range requests {
				if r.PositionID == e.PositionID && r.Seq < e.Seq {
					calls[i] = r.CallHash
				}
			}
		}
		if calls[i] != (common.Hash{}) {
			asked = append(asked, calls[i])
		}
	}
	return calls, asked
}

// verdicts compares each event whose call (calls[i]) was predicted for its account with the
// prediction, field by field.
func verdicts(evs []eventdb.Event, calls []common.Hash, predictions map[eventdb.PredictionKey]eventdb.Prediction, settled map[txPosition]eventdb.Event) ([]eventdb.Verdict, error) {
	var out []eventdb.Verdict
	for i, e := range evs {
		p, ok := predictions[eventdb.PredictionKey{Call: calls[i], Account: e.Account}]
		if calls[i] == (common.Hash{}) || !ok {
			continue // not prepared here for this account (the same call prepared for someone else is theirs)
		}
		var predicted map[string]string
		if err := json.Unmarshal([]byte(p.Figures), &predicted); err != nil {
			return nil, fmt.Errorf("ledger: the prediction of call %s: %w", p.CallHash.Hex(), err)
		}
		actual, err := happened(e, settled[txPosition{e.TxHash, e.PositionID}])
		if err != nil {
			return nil, err
		}
		if actual == nil {
			continue // the owner's own cancel: nothing was predicted about it
		}
		for _, field := range fieldsOf(actual) {
			want, ok := predicted[field]
			if !ok {
				continue
			}
			out = append(out, verdict(p.CallHash, e, field, want, actual[field]))
		}
	}
	return out, nil
}

// happened are the figures of what the event tells happened, by field (nil: nothing to compare).
func happened(e, settled eventdb.Event) (map[string]string, error) {
	f, err := platform.DecodeArgs(platform.EventKind(e.Kind), e.Payload)
	if err != nil {
		return nil, fmt.Errorf("ledger: event %d: %w", e.Seq, err)
	}
	s := f.Text
	switch e.Kind {
	case "PositionIncreased":
		return map[string]string{FieldStatus: StatusFilled, FieldPrice: s("price"), FieldSize: s("size"), FieldCollateral: s("collateral"), FieldOpeningFee: s("fee")}, nil
	case "OrderCanceled":
		if s("reason") == "canceled by owner" {
			return nil, nil
		}
		return map[string]string{FieldStatus: StatusCancelled}, nil
	case "DecreaseCanceled":
		return map[string]string{FieldStatus: StatusCancelled}, nil
	case "PositionDecreased":
		out := map[string]string{FieldStatus: StatusFilled, FieldPrice: s("price"), FieldSize: s("sizeDelta"), FieldPnL: s("realisedPnl"),
			FieldClosingFee: s("fee"), FieldPayout: s("payout"), FieldBorrowFee: "0", FieldFundingFee: "0"}
		if settled.Payload != "" {
			fs, err := platform.DecodeArgs(platform.EventKind(settled.Kind), settled.Payload)
			if err != nil {
				return nil, fmt.Errorf("ledger: event %d: %w", settled.Seq, err)
			}
			out[FieldBorrowFee], out[FieldFundingFee] = fs.Text("borrowFee"), fs.Text("fundingFee")
		}
		return out, nil
	}
	return nil, nil
}

// fieldOrder is the order verdicts of one event are written in.
var fieldOrder = []string{FieldStatus, FieldPrice, FieldSize, FieldCollateral, FieldOpeningFee, FieldClosingFee, FieldBorrowFee, FieldFundingFee, FieldPnL, FieldPayout}

func fieldsOf(m map[string]string) []string {
	var out []string
	for _, f := range fieldOrder {
		if _, ok := m[f]; ok {
			out = append(out, f)
		}
	}
	return out
}

// verdict compares a predicted figure with the actual one: exact when equal (as numbers for
// amounts: "1.50" is "1.5"); the error in basis points of the actual value, exact decimal text
// to two places ("" when the actual value is zero or the figures are not numbers).
func verdict(call common.Hash, e eventdb.Event, field, predicted, actual string) eventdb.Verdict {
	v := eventdb.Verdict{CallHash: call, EventSeq: e.Seq, PositionID: e.PositionID, Field: field, Predicted: predicted, Actual: actual}
	p, okP := new(big.Rat).SetString(predicted)
	a, okA := new(big.Rat).SetString(actual)
	if field == FieldStatus || !okP || !okA {
		v.Exact = predicted == actual
		return v
	}
	v.Exact = p.Cmp(a) == 0
	if a.Sign() != 0 {
		diff := new(big.Rat).Sub(p, a)
		ratio := new(big.Rat).Quo(diff.Abs(diff), new(big.Rat).Abs(a))
		v.ErrorBP = ratio.Mul(ratio, big.NewRat(10_000, 1)).FloatString(2)
	} else if v.Exact {
		v.ErrorBP = "0.00"
	}
	return v
}

func unique(hs []common.Hash) []common.Hash {
	seen := map[common.Hash]bool{}
	var out []common.Hash
	for _, h := range hs {
		if !seen[h] {
			seen[h] = true
			out = append(out, h)
		}
	}
	return out
}
