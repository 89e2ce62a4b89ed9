package api

import (
	"encoding/json"
	"errors"
	"net/http"

	"github.com/ethereum/go-ethereum/common"
	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/service/orders"
)

// Client order ids (internal/service/orders owns them): newposition, closeposition and
// cancelorder take an optional clientOrderId, the caller's own name for the call, 1 to 64
// characters of A-Z a-z 0-9 . _ : -. Preparing under an id reserves nothing; once the id landed,
// a prepare with it is answered only when it is the order that landed (the same operation and
// body), else it is a 409 CLIENT_ORDER_ID_REUSED. GET /api/orders/{clientOrderId} shows it.

// The operations a client order id names, as the endpoints name them.
const (
	opNewPosition   = orders.NewPosition
	opClosePosition = orders.ClosePosition
	opCancelOrder   = orders.CancelOrder
)

// needClientOrders refuses a clientOrderId on a service without an event index before anything
// is prepared.
func (s *Server) needClientOrders(c echo.Context, id string) error {
	if id != "" && s.orders == nil {
		return noEventIndex(c)
	}
	return nil
}

// clientOrderClaim is the request's client order id (cid) for the operation, with its body (the
// request without its id, as the API encodes it) for the orders service to hash.
func clientOrderClaim(cid string, operation orders.Operation, body any) (orders.Claim, error) {
	text, err := json.Marshal(body)
	if err != nil {
		return orders.Claim{}, err
	}
	return orders.NewClaim(cid, operation, text), nil
}

// clientOrderPrepared hands the call prepared for account under the claim to the orders
// service: recorded under an id that has not landed; under one that landed, a 409
// CLIENT_ORDER_ID_REUSED unless it is the order that landed. An index that does not answer is
// a 503.
func (s *Server) clientOrderPrepared(c echo.Context, cl orders.Claim, account, to common.Address, data []byte) error {
	err := s.orders.Prepared(c.Request().Context(), cl, account, to, data)
	var reused *orders.ReusedError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &reused):
		return &Error{Status: http.StatusConflict, Code: CodeClientOrderIDReused, Field: "clientOrderId", Message: reused.Error()}
	}
	return indexDown(c, err)
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
	if !orders.ValidID(id) {
		return invalid("clientOrderId", "clientOrderId must be 1 to 64 characters A-Z a-z 0-9 . _ : -")
	}
	account, err := s.accountQuery(c)
	if err != nil {
		return err
	}
	minBlock, err := minBlockQuery(c)
	if err != nil {
		return err
	}
	if err := s.indexReached(c, minBlock); err != nil {
		return err
	}
	o, err := s.orders.Find(c.Request().Context(), account, id)
	if err != nil {
		return indexDown(c, err)
	}
	if o == nil {
		return &Error{Status: http.StatusNotFound, Code: CodeNotFound, Field: "clientOrderId", Message: "no clientOrderId " + id + " for " + account.Hex()}
	}
	return c.JSON(http.StatusOK, clientOrderViewOf(o))
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

func clientOrderViewOf(o *orders.Order) clientOrderView {
	out := clientOrderView{ClientOrderID: o.ID, Address: o.Account.Hex(), Status: string(o.Status), Prepared: make([]clientOrderPrepareView, len(o.Prepared))}
	for i, p := range o.Prepared {
		out.Prepared[i] = clientOrderPrepareView{Operation: string(p.Operation), PreparedAt: p.PreparedAt, Call: p.Call}
	}
	if l := o.Landed; l != nil {
		out.Operation, out.PositionID, out.TxHash, out.BlockNumber = string(l.Operation), l.PositionID, &l.TxHash, l.Block
		out.Call, out.PositionStatus = l.Call, string(l.PositionStatus)
	}
	return out
}

// clientOrderPrepareView is one call prepared under the id.
type clientOrderPrepareView struct {
	Operation  string      `json:"operation"`
	PreparedAt uint64      `json:"preparedAt"`
	Call       common.Hash `json:"call"`
}
