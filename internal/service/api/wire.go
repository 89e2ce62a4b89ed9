package api

import (
	"encoding/json"
	"strconv"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform/problem"
	"github.com/tradeprep/tradeprep/internal/service/deposit"
	"github.com/tradeprep/tradeprep/internal/service/trade"
)

// Revert is a decoded revert on the wire (the error body's "revert"): its kind (custom, error,
// panic, raw, empty), the custom error's name, signature and arguments, a message and the raw
// revert data.
type Revert struct {
	Kind      string        `json:"kind"`
	Name      string        `json:"name,omitempty"`
	Signature string        `json:"signature,omitempty"`
	Args      []RevertArg   `json:"args,omitempty"`
	Message   string        `json:"message"`
	Data      hexutil.Bytes `json:"data"`
}

// RevertArg is one argument of a custom error: its value as a decimal or hex string, and, for
// an integer of a known unit, as a person reads it.
type RevertArg struct {
	Name    string `json:"name"`
	Type    string `json:"type"`
	Value   string `json:"value"`
	Display string `json:"display,omitempty"`
}

// revertOf is the wire form of the revert p carries; nil when it carries none.
func revertOf(p *problem.Error) *Revert {
	rv := p.Revert
	if rv == nil {
		return nil
	}
	out := &Revert{Kind: rv.Kind, Name: rv.Name, Signature: rv.Signature, Message: rv.Message, Data: rv.Data}
	for _, a := range rv.Args {
		out.Args = append(out.Args, RevertArg{Name: a.Name, Type: a.Type, Value: a.Value, Display: a.Display})
	}
	return out
}

// positionLife is GET /api/positions/{positionId}'s answer: where the position stands and how
// it got there (trade.Life).
type positionLife struct {
	PositionID       string         `json:"positionId"`
	Status           string         `json:"status"`
	Reason           string         `json:"reason,omitempty"`
	Owner            string         `json:"owner"`
	Pair             uint64         `json:"pair"`
	IsLong           bool           `json:"isLong"`
	History          []historyEvent `json:"history"`
	CreatedBlock     uint64         `json:"createdBlock"`
	EndedBlock       uint64         `json:"endedBlock,omitempty"`
	HistoryFromBlock uint64         `json:"historyFromBlock"`
	HistoryToBlock   uint64         `json:"historyToBlock"`
	NextCursor       *string        `json:"nextCursor,omitempty"`
	Predictions      []prediction   `json:"predictions,omitempty"`
	// BlockNumber is the block the position was read at (the node's latest).
	BlockNumber uint64 `json:"blockNumber"`
	// Forecast (open positions): where the liquidation price goes at today's price and rates.
	Forecast *liquidationForecast `json:"forecast,omitempty"`
}

// prediction is what the service predicted for one of the position's calls (its order, a
// close) beside what the keeper then did, figure by figure (trade.Verdict).
type prediction struct {
	CallHash common.Hash      `json:"callHash"`
	Figures  []predictedField `json:"figures"`
}

type predictedField struct {
	Field     string `json:"field"`
	Predicted string `json:"predicted"`
	Actual    string `json:"actual"`
	Exact     bool   `json:"exact"`
	ErrorBP   string `json:"errorBp,omitempty"`
}

// predictionsOf groups the verdicts by call and event, in order.
func predictionsOf(vs []trade.Verdict) []prediction {
	var out []prediction
	var lastSeq uint64
	for _, v := range vs {
		if len(out) == 0 || out[len(out)-1].CallHash != v.CallHash || v.EventSeq != lastSeq {
			out = append(out, prediction{CallHash: v.CallHash})
		}
		lastSeq = v.EventSeq
		p := &out[len(out)-1]
		p.Figures = append(p.Figures, predictedField{Field: v.Field, Predicted: v.Predicted, Actual: v.Actual, Exact: v.Exact, ErrorBP: v.ErrorBP})
	}
	return out
}

// historyEvent is one event of a position's history (trade.Event).
type historyEvent struct {
	Type        string          `json:"type"`
	BlockNumber uint64          `json:"blockNumber"`
	TxHash      common.Hash     `json:"txHash"`
	LogIndex    uint            `json:"logIndex"`
	Timestamp   uint64          `json:"timestamp"`
	Fields      json.RawMessage `json:"fields"` // wireFields
}

func positionLifeOf(l *trade.Life) positionLife {
	out := positionLife{PositionID: l.PositionID.String(), Status: string(l.Status), Reason: l.Reason, Owner: l.Owner.Hex(),
		Pair: l.Pair, IsLong: l.IsLong, CreatedBlock: l.CreatedBlock, EndedBlock: l.EndedBlock,
		HistoryFromBlock: l.HistoryFromBlock, HistoryToBlock: l.HistoryToBlock, Predictions: predictionsOf(l.Verdicts), BlockNumber: l.Head,
		Forecast: forecastOf(l.Forecast)}
	if l.History != nil {
		out.History = make([]historyEvent, len(l.History))
	}
	for i, e := range l.History {
		out.History[i] = historyEvent{Type: string(e.Type), BlockNumber: e.BlockNumber, TxHash: e.TxHash, LogIndex: e.LogIndex, Timestamp: e.Timestamp,
			Fields: wireFields(e.Fields, false)}
	}
	if l.NextCursor != 0 {
		next := strconv.FormatUint(l.NextCursor, 10)
		out.NextCursor = &next
	}
	return out
}

// depositStatus is GET /api/crosschaindeposit/status's answer (deposit.Status).
type depositStatus struct {
	Status             string         `json:"status"`
	Nonce              string         `json:"nonce"`
	Router             string         `json:"router"`
	MessageID          string         `json:"messageId"`
	FromChainID        uint64         `json:"fromChainId"`
	DestinationChainID uint64         `json:"destinationChainId"`
	Recipient          string         `json:"recipient,omitempty"`
	CreditedAmount     *tokenAmount   `json:"creditedAmount,omitempty"`
	Reason             *Revert        `json:"reason,omitempty"`
	Retry              *depositRetry  `json:"retry,omitempty"`
	Deposit            *depositSource `json:"deposit,omitempty"`
	Destination        *landedTx      `json:"destinationTransaction,omitempty"`
	Refund             *landedTx      `json:"refundTransaction,omitempty"`
}

// landedTx is where one of a deposit's events landed (deposit.Landed).
type landedTx struct {
	Event       string `json:"event"`
	TxHash      string `json:"txHash"`
	BlockNumber uint64 `json:"blockNumber"`
	Timestamp   uint64 `json:"timestamp"`
}

func landedOf(l *deposit.Landed) *landedTx {
	if l == nil {
		return nil
	}
	return &landedTx{Event: l.Event, TxHash: l.TxHash.Hex(), BlockNumber: l.BlockNumber, Timestamp: l.Timestamp}
}

// tokenAmount is an amount of a token: base units, the token's symbol and decimals, and the
// amount in whole tokens.
type tokenAmount struct {
	Amount    string `json:"amount"`
	Token     string `json:"token"`
	Decimals  uint8  `json:"decimals"`
	Formatted string `json:"formatted"`
	Note      string `json:"note,omitempty"`
}

// depositRetry is how to credit a failed delivery again, or give it up for a refund.
type depositRetry struct {
	ChainID    uint64 `json:"chainId"`
	To         string `json:"to"`
	Data       string `json:"data"`
	Attempts   string `json:"attempts"`
	RefundData string `json:"refundData"`
}

// depositSource is the source-chain side of a deposit.
type depositSource struct {
	TxHash       string `json:"txHash"`
	BlockNumber  uint64 `json:"blockNumber"`
	Sender       string `json:"sender"`
	TokenAddress string `json:"tokenAddress"`
	TokenSymbol  string `json:"tokenSymbol,omitempty"`
	Amount       string `json:"amount"`
}

func depositStatusOf(st *deposit.Status) depositStatus {
	out := depositStatus{Status: st.Status, Nonce: st.Nonce.String(), Router: st.Router.Hex(), MessageID: st.MessageID.Hex(),
		FromChainID: st.FromChainID, DestinationChainID: st.DestinationChainID}
	if st.Recipient != (common.Address{}) {
		out.Recipient = st.Recipient.Hex()
	}
	if st.Credited != nil {
		out.CreditedAmount = &tokenAmount{Amount: st.Credited.String(), Token: st.Stable.Symbol, Decimals: st.Stable.Decimals,
			Formatted: fixedpoint.Format(st.Credited, int32(st.Stable.Decimals))}
	}
	if st.Reason != nil {
		out.Reason = revertOf(problem.Revert(st.Reason))
	}
	if r := st.Retry; r != nil {
		out.Retry = &depositRetry{ChainID: r.ChainID, To: r.To.Hex(), Data: hexData(r.Data), Attempts: r.Attempts.String(), RefundData: hexData(r.RefundData)}
	}
	if d := st.Deposit; d != nil {
		out.Deposit = &depositSource{TxHash: d.TxHash.Hex(), BlockNumber: d.BlockNumber, Sender: d.Sender.Hex(),
			TokenAddress: d.Token.Hex(), TokenSymbol: d.TokenSymbol, Amount: d.Amount.String()}
	}
	out.Destination, out.Refund = landedOf(st.Destination), landedOf(st.Refund)
	return out
}
