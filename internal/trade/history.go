package trade

import (
	"context"
	"fmt"
	"math/big"
	"sort"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/internal/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/problem"
)

// Statuses of a position's life.
const (
	StatusPending    = "pending"
	StatusOpen       = "open"
	StatusClosed     = "closed"
	StatusCancelled  = "cancelled"
	StatusLiquidated = "liquidated"
)

// Event is one event of a position's history, as the Vault emitted it. Fields holds its
// decoded arguments: USD amounts and prices as exact decimal strings, percentages in basis
// points, addresses checksummed.
type Event struct {
	Type        string         `json:"type"`
	BlockNumber uint64         `json:"blockNumber"`
	TxHash      common.Hash    `json:"txHash"`
	LogIndex    uint           `json:"logIndex"`
	Timestamp   uint64         `json:"timestamp"`
	Fields      map[string]any `json:"fields"`
}

// Life is where a position stands and how it got there.
type Life struct {
	PositionID string  `json:"positionId"`
	Status     string  `json:"status"`
	Reason     string  `json:"reason,omitempty"` // cancelled only: why, in words
	Owner      string  `json:"owner"`
	Pair       uint64  `json:"pair"`
	IsLong     bool    `json:"isLong"`
	History    []Event `json:"history"` // oldest first
}

// Position reads a position's life in one round trip: every Vault event with the position's id
// as its first indexed topic since the platform was deployed, and the position as the Reader
// has it now. An unknown id is NotFound.
func (s *Service) Position(ctx context.Context, posID *big.Int) (*Life, error) {
	events := platform.PositionEvents()
	ids := make([]common.Hash, 0, len(events))
	for id := range events {
		ids = append(ids, id)
	}
	r := reader.NewReader()
	var (
		logs []types.Log
		info hexutil.Bytes
	)
	batch := []rpc.BatchElem{
		{Method: "eth_getLogs", Args: []any{map[string]any{
			"address": s.dest.Vault, "fromBlock": hexutil.EncodeUint64(s.dest.DeployBlock), "toBlock": "latest",
			"topics": [][]common.Hash{ids, {common.BigToHash(posID)}},
		}}, Result: &logs},
		{Method: "eth_call", Args: []any{map[string]any{"to": s.dest.Reader, "input": hexutil.Bytes(r.PackGetPositionInfo(posID))}, "latest"}, Result: &info},
	}
	if err := s.chain.Sim.RPC().BatchCallContext(ctx, batch); err != nil {
		return nil, problem.UpstreamFailure("read the position's history", err)
	}
	for _, el := range batch {
		if el.Error != nil {
			return nil, problem.UpstreamFailure("read the position's history", el.Error)
		}
	}
	pos, err := r.UnpackGetPositionInfo(info)
	if err != nil {
		return nil, problem.UpstreamFailure("decode position", err)
	}
	if pos.Position.Owner == (common.Address{}) {
		return nil, problem.New(problem.NotFound, "positionId", "position %s not found", posID)
	}
	life := &Life{PositionID: posID.String(), Owner: pos.Position.Owner.Hex(), Pair: pos.Position.TokenId.Uint64(), IsLong: pos.Position.IsLong,
		History: make([]Event, 0, len(logs))}
	for _, l := range logs {
		if l.Removed || len(l.Topics) < 2 || l.Topics[1] != common.BigToHash(posID) {
			continue
		}
		if _, ok := events[l.Topics[0]]; !ok {
			continue
		}
		ev, fields, err := decodeFields(l)
		if err != nil {
			return nil, problem.UpstreamFailure("decode the position's history", err)
		}
		life.History = append(life.History, Event{Type: ev.Name, BlockNumber: l.BlockNumber, TxHash: l.TxHash, LogIndex: l.Index,
			Timestamp: l.BlockTimestamp, Fields: fields})
	}
	sort.SliceStable(life.History, func(i, j int) bool {
		a, b := life.History[i], life.History[j]
		return a.BlockNumber < b.BlockNumber || a.BlockNumber == b.BlockNumber && a.LogIndex < b.LogIndex
	})
	if err := s.fillTimestamps(ctx, life.History); err != nil {
		return nil, err
	}
	life.Status, life.Reason = status(pos, life.History)
	return life, nil
}

// fillTimestamps reads the timestamps of the events' blocks when the node left them out of the
// logs (nodes before blockTimestamp in logs): one more round trip, only then.
func (s *Service) fillTimestamps(ctx context.Context, events []Event) error {
	need := map[uint64][]int{}
	for i, e := range events {
		if e.Timestamp == 0 {
			need[e.BlockNumber] = append(need[e.BlockNumber], i)
		}
	}
	if len(need) == 0 {
		return nil
	}
	var batch []rpc.BatchElem
	var numbers []uint64
	for n := range need {
		var h struct {
			Time hexutil.Uint64 `json:"timestamp"`
		}
		batch = append(batch, rpc.BatchElem{Method: "eth_getBlockByNumber", Args: []any{hexutil.EncodeUint64(n), false}, Result: &h})
		numbers = append(numbers, n)
	}
	if err := s.chain.Sim.RPC().BatchCallContext(ctx, batch); err != nil {
		return problem.UpstreamFailure("read block timestamps", err)
	}
	for i, el := range batch {
		if el.Error != nil {
			return problem.UpstreamFailure("read block timestamps", el.Error)
		}
		t := uint64(el.Result.(*struct {
			Time hexutil.Uint64 `json:"timestamp"`
		}).Time)
		for _, j := range need[numbers[i]] {
			events[j].Timestamp = t
		}
	}
	return nil
}

func decodeFields(l types.Log) (abi.Event, map[string]any, error) {
	ev, values, err := platform.DecodePositionEvent(l)
	if err != nil {
		return ev, nil, err
	}
	out := make(map[string]any, len(values))
	for name, v := range values {
		out[name] = fieldText(ev.Name, name, v)
	}
	if ev.Name == "OrderCreated" {
		orderParams(out, values)
	}
	return ev, out, nil
}

// fieldText is an event argument as the API shows it.
func fieldText(event, name string, v any) any {
	switch x := v.(type) {
	case *big.Int:
		switch {
		case platform.IsUSDEventArg(event, name):
			return fixedpoint.Format(x, platform.PriceDecimals)
		case name == "amountPercent":
			return fixedpoint.Format(x, 1) // basis points
		}
		return x.String()
	case common.Address:
		return x.Hex()
	case uint8:
		if name == "orderType" {
			if t, ok := orderTypeNames[x]; ok {
				return string(t)
			}
		}
		return x
	}
	return v
}

// orderParams names OrderCreated's params as the order type reads them.
func orderParams(out, values map[string]any) {
	params, _ := values["params"].([]*big.Int)
	t, _ := values["orderType"].(uint8)
	if len(params) != 4 {
		return
	}
	delete(out, "params")
	names := platform.OrderParamNames(t)
	for i, p := range params {
		switch {
		case names[i] == "slippage":
			out[names[i]] = fixedpoint.Format(p, 1) // basis points
		case i < 2 && t != platform.OrderMarket && p.Sign() == 0:
			// a limit order has no stop price, a stop-market order no limit price
		default:
			out[names[i]] = usd(p)
		}
	}
}

// status reads where the position stands from the Reader's view and its history; for a
// cancelled order, why in words.
func status(pos reader.ReaderPositionInfo, history []Event) (string, string) {
	switch {
	case pos.Order.Status == platform.StatusPending:
		return StatusPending, ""
	case pos.Order.Status == platform.StatusCanceled:
		return StatusCancelled, cancelReason(history)
	case pos.Position.Size.Sign() > 0:
		return StatusOpen, ""
	}
	for _, e := range history {
		if e.Type == "PositionLiquidated" {
			return StatusLiquidated, ""
		}
	}
	return StatusClosed, ""
}

// cancelReason explains the order's OrderCanceled event, with the prices where the rule is one
// of price.
func cancelReason(history []Event) string {
	var created, canceled map[string]any
	for _, e := range history {
		switch e.Type {
		case "OrderCreated":
			created = e.Fields
		case "OrderCanceled":
			canceled = e.Fields
		}
	}
	if canceled == nil {
		return "cancelled"
	}
	reason, _ := canceled["reason"].(string)
	price, _ := canceled["price"].(string)
	switch reason {
	case "slippage":
		if created != nil {
			acceptable, _ := created["acceptablePrice"].(string)
			slippage, _ := created["slippage"].(string)
			return fmt.Sprintf("slippage: the keeper cancelled the market order because the oracle price %s was beyond the acceptable price %s "+
				"with its slippage of %s basis points", price, acceptable, slippage)
		}
		return fmt.Sprintf("slippage: the keeper cancelled the market order because the oracle price %s was beyond its acceptable price with slippage", price)
	case "expired":
		return fmt.Sprintf("expired: the market order was not filled within its time to live; the keeper cancelled it at the oracle price %s", price)
	case "open interest cap":
		return fmt.Sprintf("open interest cap: filling the order at the oracle price %s would have exceeded the market's open interest cap", price)
	case "market disabled":
		return "market disabled: the market was disabled before the order was filled"
	case "canceled by owner":
		return "cancelled by its owner"
	}
	return reason
}
