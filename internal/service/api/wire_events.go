package api

import (
	"bytes"
	"encoding/json"
	"strconv"

	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/service/history"
)

// eventPage is GET /api/events's JSON answer.
type eventPage struct {
	Address string        `json:"address"`
	Events  []streamEvent `json:"events"`
	// Last is the account's last event id when the page was read: a page whose last event has
	// it is the end for now.
	Last string `json:"last"`
}

// streamEvent is one event of GET /api/events, a page's or a stream's (history.Event).
type streamEvent struct {
	ID          string          `json:"id"` // the account's sequence number
	Kind        string          `json:"kind"`
	PositionID  string          `json:"positionId,omitempty"`
	DepositID   string          `json:"depositId,omitempty"` // a cross-chain deposit's message id, on both chains
	ChainID     uint64          `json:"chainId"`
	BlockNumber uint64          `json:"blockNumber"`
	BlockHash   string          `json:"blockHash"`
	Timestamp   uint64          `json:"timestamp"`
	TxHash      string          `json:"txHash"`
	LogIndex    uint64          `json:"logIndex"`
	Removed     bool            `json:"removed"`
	Removes     string          `json:"removes,omitempty"` // kind "removed": the id of the event a reorg took back
	Fields      json.RawMessage `json:"fields"`
	Summary     string          `json:"summary"` // what happened, in words (history.Describe)
}

func streamEventOf(e history.Event, summary string) streamEvent {
	out := streamEvent{ID: strconv.FormatUint(e.AccountSeq, 10), Kind: e.Kind, PositionID: e.PositionID, DepositID: e.DepositID, ChainID: e.ChainID,
		BlockNumber: e.Block, BlockHash: e.BlockHash.Hex(), Timestamp: e.BlockTime, TxHash: e.TxHash.Hex(), LogIndex: e.LogIndex,
		Removed: e.Removed, Fields: streamFields(e), Summary: summary}
	if e.Kind == history.KindRemoved {
		out.Removes = strconv.FormatUint(e.Removes, 10)
	}
	if len(out.Fields) == 0 {
		out.Fields = json.RawMessage("{}")
	}
	return out
}

// tradesPage is GET /api/trades's answer.
type tradesPage struct {
	Address    string     `json:"address"`
	Trades     []tradeRow `json:"trades"`
	NextCursor *string    `json:"nextCursor"`
}

// tradeRow is one trade (history.Trade); USD amounts and prices as exact decimal text.
type tradeRow struct {
	ID          string    `json:"id"`
	Kind        string    `json:"kind"`
	PositionID  string    `json:"positionId"`
	Pair        *uint64   `json:"pair,omitempty"`
	IsLong      *bool     `json:"isLong,omitempty"`
	Price       string    `json:"price"`      // at platform.PriceDisplayDigits
	PriceExact  string    `json:"priceExact"` // exact
	Size        string    `json:"size,omitempty"`
	Collateral  string    `json:"collateral,omitempty"`
	PnL         string    `json:"pnl,omitempty"`
	RealizedPnL string    `json:"realizedPnl,omitempty"` // deprecated alias of pnl, for one release
	NetValue    string    `json:"netValue,omitempty"`
	Payout      string    `json:"payout,omitempty"`
	Fees        tradeFees `json:"fees"`
	TxHash      string    `json:"txHash"`
	BlockNumber uint64    `json:"blockNumber"`
	Timestamp   uint64    `json:"timestamp"`
}

type tradeFees struct {
	Opening     string `json:"opening,omitempty"`
	Closing     string `json:"closing,omitempty"`
	Borrow      string `json:"borrow,omitempty"`
	Funding     string `json:"funding,omitempty"`
	Liquidation string `json:"liquidation,omitempty"`
}

func tradeRowOf(t history.Trade) tradeRow {
	row := tradeRow{ID: strconv.FormatUint(t.ID, 10), Kind: t.Kind, PositionID: t.PositionID, IsLong: t.IsLong, Price: t.Price, PriceExact: t.Price,
		Size: t.Size, Collateral: t.Collateral, PnL: t.RealizedPnL, RealizedPnL: t.RealizedPnL, NetValue: t.NetValue, Payout: t.Payout,
		Fees:   tradeFees(t.Fees),
		TxHash: t.TxHash.Hex(), BlockNumber: t.Block, Timestamp: t.Timestamp}
	if pair, err := strconv.ParseUint(t.Pair, 10, 64); err == nil {
		row.Pair = &pair
	}
	if v, err := fixedpoint.Parse(t.Price, platform.PriceDecimals); err == nil {
		row.Price, _ = tradePrice(v)
	}
	return row
}

// streamFields are a recorded event's figures on the wire: its arguments (platform.DecodeArgs
// of its payload) as wireFields writes them, strings with <, > and & escaped (\u003c...) as
// the stream has always shown them. A payload this version cannot read is shown as recorded.
func streamFields(e history.Event) json.RawMessage {
	args, err := platform.DecodeArgs(platform.EventKind(e.Kind), e.Payload)
	if err != nil {
		return json.RawMessage(e.Payload)
	}
	return wireFields(args, true)
}

// wireFields are an event's arguments on the wire (a position's history, an event of
// GET /api/events): a JSON object in name order, each value its exact text as a JSON string
// (USD amounts and prices as exact decimals, basis points, addresses checksummed, hashes and
// bytes in hex, order types and reasons by name), but for bools and unnamed numbers (JSON
// literals) and figures recorded by no rule of this version (as recorded). escapeHTML escapes
// <, > and & in the strings (the event stream's figures).
func wireFields(args platform.Args, escapeHTML bool) json.RawMessage {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, a := range args {
		if i > 0 {
			b.WriteByte(',')
		}
		writeJSONString(&b, a.Name, escapeHTML)
		b.WriteByte(':')
		switch a.Value.Kind {
		case platform.ValueBool, platform.ValueNumber, platform.ValueRaw:
			b.WriteString(a.Value.String())
		default:
			writeJSONString(&b, a.Value.String(), escapeHTML)
		}
	}
	b.WriteByte('}')
	return b.Bytes()
}

func writeJSONString(b *bytes.Buffer, s string, escapeHTML bool) {
	enc := json.NewEncoder(b)
	enc.SetEscapeHTML(escapeHTML)
	_ = enc.Encode(s)       // a string always encodes
	b.Truncate(b.Len() - 1) // Encode's newline
}
