package trade

import (
	"errors"
	"math/big"
	"time"

	"github.com/tradeprep/tradeprep/internal/platform/problem"
	"github.com/tradeprep/tradeprep/simulate"
)

// No last look. Once a fresh oracle price pushed after an order lets the keeper act on it, the
// Vault refuses its owner's cancel (OrderExecutable); a take-profit or stop-loss due at the
// published price cannot be replaced (TriggerDue). Between the push and the keeper's
// transaction the owner knows the fill price and where the market went since: a cancel or a
// re-set trigger then would be a free option on the pool. The service answers such a request
// with a 409 naming the rule, before anything is signed.

// LastLookRetry is the Retry-After of both refusals: about one keeper round and one price push,
// after which the keeper has acted (the order is filled or cancelled, the trigger fired) or the
// price has moved.
const LastLookRetry = 5 * time.Second

// noLastLook turns the Vault's OrderExecutable and TriggerDue reverts of the simulation into a
// Conflict that says why and when to ask again; any other error is returned as it is.
func noLastLook(err error, posID *big.Int) error {
	var prob *problem.Error
	if !errors.As(err, &prob) || prob.Revert == nil || (prob.Revert.Name != "OrderExecutable" && prob.Revert.Name != "TriggerDue") {
		return err
	}
	rv, name := prob.Revert, prob.Revert.Name
	price, round := argDisplay(rv, "price"), argDisplay(rv, "priceRound")
	raw, _ := rv.Arg("price")
	exact, _ := new(big.Int).SetString(raw, 10)
	e := &problem.Error{Kind: problem.Conflict, Revert: rv, RetryAfter: LastLookRetry,
		Details: problem.Details{OraclePrice: orZero(exact), OracleRound: round}}
	if name == "OrderExecutable" {
		e.Code, e.Field = problem.CodeOrderExecutable, "positionId"
		e.Message = "order " + posID.String() + " can no longer be cancelled or edited: the oracle price " + price + " pushed after it (round " + round +
			") lets the keeper act on it, and the keeper fills it (or cancels it, when that price is beyond the order's terms) in its next round. " +
			"Ask again only if the price moves out of the order's range before that; a market order can always be cancelled once it has expired"
		return e
	}
	which := "stop-loss"
	if isTP, _ := rv.Arg("isTP"); isTP == "true" {
		which = "take-profit"
	}
	e.Code, e.Field = problem.CodeTriggerDue, map[string]string{"take-profit": "takeProfit", "stop-loss": "stopLoss"}[which]
	e.Message = "the " + which + " of position " + posID.String() + " is due at the oracle price " + price + " (round " + round +
		"): the keeper closes at that price in its next round, and it cannot be replaced until it has fired or the price has moved back"
	return e
}

// argDisplay is the named argument of the revert as the API shows it: its display form (a price
// as a decimal), else its value.
func argDisplay(rv *simulate.Revert, name string) string {
	for _, a := range rv.Args {
		if a.Name == name {
			if a.Display != "" {
				return a.Display
			}
			return a.Value
		}
	}
	return ""
}
