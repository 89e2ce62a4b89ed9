package api

import (
	"context"

	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/service/orders"
	"github.com/tradeprep/tradeprep/internal/service/prepare"
	"github.com/tradeprep/tradeprep/internal/service/trade"
)

// tradeAnswer is what every answer that prepares a Vault transaction holds first: the call,
// whether its sender can pay, its simulation, and what the keeper's round after it does.
type tradeAnswer struct {
	Calldata            string        `json:"calldata"`
	VaultAddress        string        `json:"vaultAddress"`
	InsufficientBalance bool          `json:"insufficientBalance"`
	RequiredGasFee      string        `json:"requiredGasFee"`
	Error               string        `json:"error,omitempty"`
	Transaction         Transaction   `json:"transaction"`
	Simulation          Simulation    `json:"simulation"`
	Execution           string        `json:"execution"`
	Outcome             *tradeOutcome `json:"outcome"`
	Effects             []Effect      `json:"effects"`
	Batch               *Batch        `json:"batch,omitempty"`
	Calls               *SendCalls    `json:"calls,omitempty"`
}

// decodeValid decodes the body into req and validates it.
func decodeValid[R, O any](c echo.Context, req *R, validate func(*R) (O, *Error)) (O, error) {
	var o O
	if err := decodeJSON(c, req); err != nil {
		return o, err
	}
	o, apiErr := validate(req)
	if apiErr != nil {
		return o, apiErr
	}
	return o, nil
}

// preparedTrade is what the trade service prepared for one of those answers.
type preparedTrade struct {
	Tx        prepare.Tx
	Prepared  *prepare.Prepared
	Execution string
	Outcome   *trade.Outcome
	Effects   []prepare.Effect
}

// prepareTrade is the flow the endpoints that prepare a Vault transaction share, once their
// request is valid: run prepares the transaction (the Vault call carrying the client order id
// cid, if any, which the request's validation put in the order); the call is handed to the
// orders service under the id with body (the request without its id) and operation
// (clientOrderPrepared); and the common answer is made, batched as mode asks.
func (s *Server) prepareTrade(c echo.Context, cid string, operation orders.Operation, body any, mode trade.BatchMode,
	run func(context.Context) (preparedTrade, error)) (tradeAnswer, preparedTrade, error) {
	if err := s.needClientOrders(c, cid); err != nil {
		return tradeAnswer{}, preparedTrade{}, err
	}
	var claim orders.Claim
	if cid != "" {
		var err error
		if claim, err = clientOrderClaim(cid, operation, body); err != nil {
			return tradeAnswer{}, preparedTrade{}, err
		}
	}
	t, err := run(c.Request().Context())
	if err != nil {
		return tradeAnswer{}, preparedTrade{}, err
	}
	p := t.Prepared
	if cid != "" {
		if err := s.clientOrderPrepared(c, claim, p.Transaction.From, t.Tx.To, t.Tx.Data); err != nil {
			return tradeAnswer{}, preparedTrade{}, err
		}
	}
	a := tradeAnswer{
		Calldata:            hexData(t.Tx.Data),
		VaultAddress:        s.dest.Vault.Hex(),
		InsufficientBalance: p.InsufficientBalance,
		RequiredGasFee:      p.RequiredGasFee.String(),
		Error:               p.Error(),
		Transaction:         transactionOf(p.Transaction),
		Simulation:          simulationOf(p.Simulation),
		Execution:           t.Execution,
		Outcome:             outcomeOf(t.Outcome),
		Effects:             effectsOf(t.Effects),
	}
	a.Batch, a.Calls = batchOf(mode, t.Tx, p)
	return a, t, nil
}
