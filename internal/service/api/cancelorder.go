package api

import (
	"context"
	"fmt"
	"math/big"
	"net/http"

	"github.com/ethereum/go-ethereum/common"
	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/service/orders"
	"github.com/tradeprep/tradeprep/internal/service/trade"
)

// POST /api/cancelorder cancels a pending order, named by its positionId or by the
// clientOrderId it was placed under (with userAddress, whose id it is). Given beside
// positionId, clientOrderId keeps its old meaning for one release, the cancel's own tag
// (deprecated: the answer says so in a Deprecation header).

type cancelOrderRequest struct {
	PositionID        idField            `json:"positionId"`
	UserAddress       addressField       `json:"userAddress"`
	ClientOrderID     clientOrderIDField `json:"clientOrderId"`
	Batch             batchModeField     `json:"batch"`
	ReplaceDelegation boolField          `json:"replaceDelegation"`
}

type cancelOrderResponse struct {
	tradeAnswer
	PositionID string `json:"positionId"`
	// ClientOrderID is the id the order was found by (a cancel by clientOrderId).
	ClientOrderID string `json:"clientOrderId,omitempty"`
}

// cancelOrder is a valid cancel request: the cancel, and the client order id of the order to
// cancel when the request names it so (PosID is nil until it is found).
type cancelOrder struct {
	trade.CancelOrder
	byClientOrderID string
}

func (r *cancelOrderRequest) validate() (cancelOrder, *Error) {
	var o cancelOrder
	var apiErr *Error
	if o.User, apiErr = r.UserAddress.decode("userAddress"); apiErr != nil {
		return o, apiErr
	}
	if o.Batch, apiErr = parseBatching(r.Batch, r.ReplaceDelegation); apiErr != nil {
		return o, apiErr
	}
	id, apiErr := r.ClientOrderID.decode("clientOrderId")
	if apiErr != nil {
		return o, apiErr
	}
	if r.PositionID.absent() && id != "" {
		if o.User == (common.Address{}) {
			return o, missing("userAddress", "userAddress is required to cancel by clientOrderId: an id is its account's")
		}
		o.byClientOrderID = id
		return o, nil
	}
	if r.PositionID.absent() {
		return o, missing("positionId", "positionId is required, or clientOrderId with userAddress to cancel the order placed under that id")
	}
	o.PosID, apiErr = r.PositionID.decode("positionId")
	o.ClientOrderID = id
	return o, apiErr
}

func (s *Server) cancelOrder(c echo.Context) error {
	var req cancelOrderRequest
	o, err := decodeValid(c, &req, (*cancelOrderRequest).validate)
	if err != nil {
		return err
	}
	if o.byClientOrderID != "" {
		if o.PosID, err = s.clientOrderPosition(c, o.User, o.byClientOrderID); err != nil {
			return err
		}
	} else if o.ClientOrderID != "" {
		c.Response().Header().Set("Deprecation", "true")
		c.Response().Header().Set("Warning", `299 - "clientOrderId beside positionId tags the cancel itself, which is deprecated: `+
			`without positionId, clientOrderId names the order to cancel"`)
	}
	body := req
	body.ClientOrderID = clientOrderIDField{}
	a, _, err := s.prepareTrade(c, o.ClientOrderID, opCancelOrder, body, o.Batch.Mode, func(ctx context.Context) (preparedTrade, error) {
		cn, err := s.trade.Cancel(ctx, o.CancelOrder)
		if err != nil {
			return preparedTrade{}, err
		}
		return preparedTrade{Tx: cn.Tx, Prepared: cn.Prepared, Execution: cn.Execution, Outcome: cn.Outcome, Effects: cn.Effects}, nil
	})
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, cancelOrderResponse{tradeAnswer: a, PositionID: o.PosID.String(), ClientOrderID: o.byClientOrderID})
}

// clientOrderPosition is the position of the order the account placed under the client order
// id, as the event index has it: the position its newposition transaction made. An id the
// index does not know for the account is a 404; one prepared but not landed yet a 409
// CLIENT_ORDER_NOT_LANDED with Retry-After (its transaction may be on its way); one that
// landed with a close or a cancel a 409 naming what it was.
func (s *Server) clientOrderPosition(c echo.Context, account common.Address, id string) (*big.Int, error) {
	if s.orders == nil {
		return nil, noEventIndex(c)
	}
	o, err := s.orders.Find(c.Request().Context(), account, id)
	if err != nil {
		return nil, indexDown(c, err)
	}
	switch {
	case o == nil:
		return nil, &Error{Status: http.StatusNotFound, Code: CodeNotFound, Field: "clientOrderId",
			Message: "no clientOrderId " + id + " for " + account.Hex() + ": nothing was prepared under it and no transaction of the account carrying it is indexed"}
	case o.Landed == nil:
		return nil, &Error{Status: http.StatusConflict, Code: CodeClientOrderNotLanded, Field: "clientOrderId", RetryAfter: 2,
			Message: fmt.Sprintf("clientOrderId %s was prepared for %s but no transaction of the account carrying it is indexed yet: "+
				"try again once it is mined, or cancel by positionId", id, account.Hex())}
	case o.Landed.Operation != orders.NewPosition:
		what := string(o.Landed.Operation)
		if what == "" {
			what = "a transaction that placed no order"
		}
		return nil, &Error{Status: http.StatusConflict, Code: CodeConflict, Field: "clientOrderId",
			Message: fmt.Sprintf("clientOrderId %s landed for %s with %s (position %s, transaction %s), not with a newposition: it names no order to cancel",
				id, account.Hex(), what, o.Landed.PositionID, o.Landed.TxHash.Hex())}
	}
	pos, ok := new(big.Int).SetString(o.Landed.PositionID, 10)
	if !ok {
		return nil, fmt.Errorf("the event index holds position id %q for clientOrderId %s", o.Landed.PositionID, id)
	}
	return pos, nil
}
