package api

import (
	"context"
	"encoding/json"

	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/prepare"
	"github.com/tradeprep/tradeprep/internal/trade"
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
	Tx        trade.Tx
	Prepared  *prepare.Prepared
	Execution string
	Outcome   *trade.Outcome
	Effects   []prepare.Effect
}

// prepareTrade is the flow the endpoints that prepare a Vault transaction share, once their
// request is valid: the client order id (clientOrderID) is checked, run prepares the
// transaction, the id is recorded with body (the request without its id) under operation, and
// the common answer is made, batched as mode asks.
func (s *Server) prepareTrade(c echo.Context, clientOrderID json.RawMessage, operation string, body any, mode trade.BatchMode,
	run func(context.Context) (preparedTrade, error)) (tradeAnswer, preparedTrade, error) {
	cid, apiErr := parseClientOrderID(clientOrderID)
	if apiErr != nil {
		return tradeAnswer{}, preparedTrade{}, apiErr
	}
	if err := s.needClientOrders(c, cid); err != nil {
		return tradeAnswer{}, preparedTrade{}, err
	}
	t, err := run(c.Request().Context())
	if err != nil {
		return tradeAnswer{}, preparedTrade{}, err
	}
	p := t.Prepared
	if err := s.recordClientOrder(c, cid, operation, p.Transaction.From, t.Tx.To, t.Tx.Data, body); err != nil {
		return tradeAnswer{}, preparedTrade{}, err
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
