package api

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"net/http"
	"regexp"
	"slices"

	"github.com/ethereum/go-ethereum/common"
	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/platform"
)

// Client order ids: newposition, closeposition and cancelorder take an optional clientOrderId,
// the caller's own name for the call, 1 to 64 characters of A-Z a-z 0-9 . _ : -. The trade
// service puts it in the Vault call (keccak256(id) after the ABI encoding), so the id travels in
// what the account signs and the Vault emits ClientOrderTagged(posId, account, keccak256(id)).
// Preparing reserves nothing: anyone may prepare with any userAddress and id. The id lands with
// the account's first transaction that carries it (the event index's first live
// ClientOrderTagged of the account with the id's hash). What is prepared under an id before it
// lands is recorded (operation, body hash, call; up to eventdb.MaxClientOrderPrepares) to be
// shown, never to refuse another prepare. Once it landed, a prepare with the id is answered only
// when the landed transaction's call is one recorded under the id with the same operation and
// body (the same order prepared again); else it is a 409 CLIENT_ORDER_ID_REUSED.

// ClientOrders records and finds client order ids (internal/index/eventdb.DB).
type ClientOrders interface {
	RecordClientOrder(ctx context.Context, account common.Address, id string, idHash common.Hash, p eventdb.ClientOrderPrepare) (bool, error)
	ClientOrderPrepares(ctx context.Context, account common.Address, id string) ([]eventdb.ClientOrderPrepare, error)
	ClientOrderLanded(ctx context.Context, account common.Address, idHash common.Hash) (*eventdb.Event, error)
	InTransactions(ctx context.Context, account common.Address, txs []common.Hash, kinds []string) ([]eventdb.Event, error)
	LastOfKinds(ctx context.Context, positionID string, kinds []string) (*eventdb.Event, error)
}

// CodeClientOrderIDReused: the client order id landed with another operation or body.
const CodeClientOrderIDReused = "CLIENT_ORDER_ID_REUSED"

// Operations a client order id names.
const (
	opNewPosition   = "newposition"
	opClosePosition = "closeposition"
	opCancelOrder   = "cancelorder"
)

var clientOrderIDPattern = regexp.MustCompile(`^[A-Za-z0-9._:-]{1,64}$`)

// parseClientOrderID is the optional clientOrderId of a request ("" when absent).
func parseClientOrderID(raw json.RawMessage) (string, *Error) {
	if absent(raw) {
		return "", nil
	}
	var id string
	if err := json.Unmarshal(raw, &id); err != nil || !clientOrderIDPattern.MatchString(id) {
		return "", invalid("clientOrderId", "clientOrderId must be a string of 1 to 64 characters A-Z a-z 0-9 . _ : -")
	}
	return id, nil
}

// needClientOrders refuses a clientOrderId on a service without an event index before anything
// is prepared.
func (s *Server) needClientOrders(c echo.Context, id string) error {
	if id != "" && s.orders == nil {
		return noEventIndex(c)
	}
	return nil
}

// clientOrderClaim is a request's client order id on its way through prepareTrade.
type clientOrderClaim struct {
	id, operation string
	idHash        common.Hash
	body          common.Hash // of the operation and the request without its id
}

// checkClientOrder answers whether the request may be prepared under its id for account: an id
// that has not landed may always be; one that landed only when the landed transaction's call is
// one prepared under the id with the same operation and body (409 CLIENT_ORDER_ID_REUSED
// otherwise). The answer says whether the id landed. An index that does not answer is a 503.
func (s *Server) checkClientOrder(c echo.Context, cl clientOrderClaim, account common.Address) (landed bool, err error) {
	ctx := c.Request().Context()
	e, err := s.orders.ClientOrderLanded(ctx, account, cl.idHash)
	if err != nil {
		return false, indexDown(c, err)
	}
	if e == nil {
		return false, nil
	}
	prepares, err := s.orders.ClientOrderPrepares(ctx, account, cl.id)
	if err != nil {
		return true, indexDown(c, err)
	}
	for _, p := range prepares {
		if p.Call == e.CallHash && e.CallHash != (common.Hash{}) && p.Operation == cl.operation && p.BodyHash == cl.body {
			return true, nil
		}
	}
	return true, &Error{Status: http.StatusConflict, Code: CodeClientOrderIDReused, Field: "clientOrderId",
		Message: "clientOrderId " + cl.id + " has landed for " + account.Hex() + " (transaction " + e.TxHash.Hex() + ", position " + e.PositionID +
			") and this request is not the one that landed: use a new id"}
}

// claimOf is the request's client order id with the hash of its operation and body (the request
// without its id).
func claimOf(id, operation string, body any) (clientOrderClaim, error) {
	text, err := json.Marshal(body)
	if err != nil {
		return clientOrderClaim{}, err
	}
	return clientOrderClaim{id: id, operation: operation, idHash: platform.ClientOrderIDHash(id),
		body: sha256.Sum256(append([]byte(operation+"\n"), text...))}, nil
}

// recordClientOrder records the prepared call under the account's id, to be shown by GET
// /api/orders/{clientOrderId}; past eventdb.MaxClientOrderPrepares it is answered unrecorded.
// An index that does not answer is a 503.
func (s *Server) recordClientOrder(c echo.Context, cl clientOrderClaim, account, to common.Address, data []byte) error {
	_, err := s.orders.RecordClientOrder(c.Request().Context(), account, cl.id, cl.idHash, eventdb.ClientOrderPrepare{
		Operation: cl.operation, BodyHash: cl.body, Call: eventdb.CallHash(to, data), CreatedAt: uint64(s.now().Unix())})
	if err != nil {
		return indexDown(c, err)
	}
	return nil
}

// what each operation's transaction emits for the account besides ClientOrderTagged: what names
// the operation that landed (an order with a take-profit / stop-loss emits OrderCreated first)
var operationOf = []struct{ kind, operation string }{
	{"OrderCreated", opNewPosition}, {"OrderCanceled", opCancelOrder}, {"DecreaseRequested", opClosePosition}, {"TriggerSet", opClosePosition},
}

// clientOrder answers GET /api/orders/{clientOrderId}?address=: once a transaction of the
// account carrying the id lands (as the event index records it), the position it made or
// changed and its status; until then what was prepared under the id (anyone's: it reserves
// nothing); 404 when there is neither.
func (s *Server) clientOrder(c echo.Context) error {
	if s.orders == nil {
		return noEventIndex(c)
	}
	id := c.Param("clientOrderId")
	if !clientOrderIDPattern.MatchString(id) {
		return invalid("clientOrderId", "clientOrderId must be 1 to 64 characters A-Z a-z 0-9 . _ : -")
	}
	account, err := s.accountQuery(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	landed, err := s.orders.ClientOrderLanded(ctx, account, platform.ClientOrderIDHash(id))
	if err != nil {
		return indexDown(c, err)
	}
	prepares, err := s.orders.ClientOrderPrepares(ctx, account, id)
	if err != nil {
		return indexDown(c, err)
	}
	if landed == nil && len(prepares) == 0 {
		return &Error{Status: http.StatusNotFound, Code: CodeNotFound, Field: "clientOrderId", Message: "no clientOrderId " + id + " for " + account.Hex()}
	}
	out := clientOrderView{ClientOrderID: id, Address: account.Hex(), Status: "prepared", Prepared: make([]clientOrderPrepareView, len(prepares))}
	for i, p := range prepares {
		out.Prepared[i] = clientOrderPrepareView{Operation: p.Operation, PreparedAt: p.CreatedAt, Call: p.Call}
	}
	if landed == nil {
		return c.JSON(http.StatusOK, out)
	}
	e := landed
	out.Status, out.PositionID, out.TxHash, out.BlockNumber = "landed", e.PositionID, &e.TxHash, e.Block
	if e.CallHash != (common.Hash{}) {
		out.Call = &e.CallHash
	}
	kinds := make([]string, len(operationOf))
	for i, k := range operationOf {
		kinds[i] = k.kind
	}
	made, err := s.orders.InTransactions(ctx, account, []common.Hash{e.TxHash}, kinds)
	if err != nil {
		return indexDown(c, err)
	}
	for _, k := range operationOf {
		if out.Operation == "" && slices.ContainsFunc(made, func(m eventdb.Event) bool { return m.Kind == k.kind && m.PositionID == e.PositionID }) {
			out.Operation = k.operation
		}
	}
	ended, err := s.orders.LastOfKinds(ctx, e.PositionID, []string{"PositionClosed", "PositionLiquidated", "OrderCanceled", "PositionIncreased"})
	if err != nil {
		return indexDown(c, err)
	}
	out.PositionStatus = "pending"
	if ended != nil {
		out.PositionStatus = string(platform.StatusAfter(platform.EventKind(ended.Kind)))
	}
	return c.JSON(http.StatusOK, out)
}

// clientOrderView is GET /api/orders/{clientOrderId}'s answer.
type clientOrderView struct {
	ClientOrderID  string                   `json:"clientOrderId"`
	Address        string                   `json:"address"`
	Status         string                   `json:"status"` // prepared, landed
	Operation      string                   `json:"operation,omitempty"`
	PositionID     string                   `json:"positionId,omitempty"`
	TxHash         *common.Hash             `json:"txHash,omitempty"`
	BlockNumber    uint64                   `json:"blockNumber,omitempty"`
	Call           *common.Hash             `json:"call,omitempty"`
	PositionStatus string                   `json:"positionStatus,omitempty"`
	Prepared       []clientOrderPrepareView `json:"prepared"`
}

// clientOrderPrepareView is one call prepared under the id.
type clientOrderPrepareView struct {
	Operation  string      `json:"operation"`
	PreparedAt uint64      `json:"preparedAt"`
	Call       common.Hash `json:"call"`
}
