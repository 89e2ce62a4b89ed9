package api

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"net/http"
	"regexp"

	"github.com/ethereum/go-ethereum/common"
	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/eventdb"
)

// Client order ids: newposition, closeposition and cancelorder take an optional clientOrderId,
// the caller's own name for the call, 1 to 64 characters of A-Z a-z 0-9 . _ : -. The service
// records it, per account, with the operation, a hash of the request's body and the call it
// prepared (eventdb.CallHash); the event index records the call of every order's, close
// request's and owner's cancel's transaction, so GET /api/orders/{clientOrderId}?address= finds
// the position the call made or changed once it lands, and its status. Given again with the
// same body it is answered as before (the call added if the chain made it another); with
// another operation or body it is a 409 CLIENT_ORDER_ID_REUSED, and nothing is recorded.

// ClientOrders records and finds client order ids (internal/eventdb.DB).
type ClientOrders interface {
	RecordClientOrder(ctx context.Context, o eventdb.ClientOrder, call common.Hash) error
	ClientOrderOf(ctx context.Context, account common.Address, id string) (*eventdb.ClientOrder, error)
	CallEvents(ctx context.Context, account common.Address, calls []common.Hash, kinds []string) ([]eventdb.Event, error)
	LastOfKinds(ctx context.Context, positionID string, kinds []string) (*eventdb.Event, error)
}

// CodeClientOrderIDReused: the client order id was given before with another operation or body.
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

// recordClientOrder records the prepared call under the account's client order id; body is the
// request without its clientOrderId. An id given before with another operation or body, or
// holding eventdb.MaxClientOrderCalls calls, is a 409; an index that does not answer a 503
// (the caller must not take the id as recorded).
func (s *Server) recordClientOrder(c echo.Context, id, operation string, account, to common.Address, data []byte, body any) error {
	if id == "" {
		return nil
	}
	text, err := json.Marshal(body)
	if err != nil {
		return err
	}
	sum := sha256.Sum256(append([]byte(operation+"\n"), text...))
	err = s.orders.RecordClientOrder(c.Request().Context(), eventdb.ClientOrder{Account: account, ID: id, Operation: operation,
		BodyHash: common.Hash(sum), CreatedAt: uint64(s.now().Unix())}, eventdb.CallHash(to, data))
	switch {
	case errors.Is(err, eventdb.ErrClientOrderReused):
		return &Error{Status: http.StatusConflict, Code: CodeClientOrderIDReused, Field: "clientOrderId",
			Message: "clientOrderId " + id + " was given before with another operation or body"}
	case errors.Is(err, eventdb.ErrClientOrderCalls):
		return &Error{Status: http.StatusConflict, Code: CodeClientOrderIDReused, Field: "clientOrderId",
			Message: "clientOrderId " + id + " was prepared as many times as it may be; use a new one"}
	case err != nil:
		return indexDown(c, err)
	}
	return nil
}

// what each operation's transaction emits for the account: the events that tie it to a position
// (a closeposition either requests a decrease or changes the take-profit / stop-loss)
var landedKinds = map[string][]string{opNewPosition: {"OrderCreated"}, opClosePosition: {"DecreaseRequested", "TriggerSet"}, opCancelOrder: {"OrderCanceled"}}

// clientOrder answers GET /api/orders/{clientOrderId}?address=: the call recorded under the
// id, and once its transaction lands (as the event index records it) the position and its
// status.
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
	o, err := s.orders.ClientOrderOf(ctx, account, id)
	if err != nil {
		return indexDown(c, err)
	}
	if o == nil {
		return &Error{Status: http.StatusNotFound, Code: CodeNotFound, Field: "clientOrderId", Message: "no clientOrderId " + id + " for " + account.Hex()}
	}
	out := clientOrderView{ClientOrderID: id, Address: account.Hex(), Operation: o.Operation, Status: "prepared", PreparedAt: o.CreatedAt,
		Calls: o.Calls}
	landed, err := s.orders.CallEvents(ctx, account, o.Calls, landedKinds[o.Operation])
	if err != nil {
		return indexDown(c, err)
	}
	if len(landed) > 0 {
		e := landed[0]
		out.Status, out.PositionID, out.TxHash, out.BlockNumber = "landed", e.PositionID, &e.TxHash, e.Block
		ended, err := s.orders.LastOfKinds(ctx, e.PositionID, []string{"PositionClosed", "PositionLiquidated", "OrderCanceled", "PositionIncreased"})
		if err != nil {
			return indexDown(c, err)
		}
		out.PositionStatus = "pending"
		if ended != nil {
			out.PositionStatus = map[string]string{"PositionClosed": "closed", "PositionLiquidated": "liquidated", "OrderCanceled": "cancelled", "PositionIncreased": "open"}[ended.Kind]
		}
	}
	return c.JSON(http.StatusOK, out)
}

// clientOrderView is GET /api/orders/{clientOrderId}'s answer.
type clientOrderView struct {
	ClientOrderID  string        `json:"clientOrderId"`
	Address        string        `json:"address"`
	Operation      string        `json:"operation"`
	Status         string        `json:"status"` // prepared, landed
	PreparedAt     uint64        `json:"preparedAt"`
	Calls          []common.Hash `json:"calls"`
	PositionID     string        `json:"positionId,omitempty"`
	TxHash         *common.Hash  `json:"txHash,omitempty"`
	BlockNumber    uint64        `json:"blockNumber,omitempty"`
	PositionStatus string        `json:"positionStatus,omitempty"`
}
