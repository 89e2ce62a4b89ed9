package api

import (
	"context"
	"math/big"
	"net/http"

	"github.com/ethereum/go-ethereum/common/math"
	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/service/trade"
)

// withdrawRequest is POST /api/withdraw's body: amount, in the stable token (the margin
// wallet's token, markets' `stableToken`), out of userAddress's margin wallet.
type withdrawRequest struct {
	UserAddress       addressField     `json:"userAddress"`
	Amount            tokenAmountField `json:"amount"`
	Batch             batchModeField   `json:"batch"`
	ReplaceDelegation boolField        `json:"replaceDelegation"`
}

// claimRefundsRequest is POST /api/claimrefunds's body.
type claimRefundsRequest struct {
	UserAddress       addressField   `json:"userAddress"`
	Batch             batchModeField `json:"batch"`
	ReplaceDelegation boolField      `json:"replaceDelegation"`
}

// withdrawResponse is what both answer: the prepared call and, with it, the token and amount
// the sender's wallet receives.
type withdrawResponse struct {
	tradeAnswer
	Token       string `json:"token"`       // the token paid: the stable token, or "ETH" for refunds
	Amount      string `json:"amount"`      // in the token's units (ether for ETH), exact
	AmountUnits string `json:"amountUnits"` // the same in its smallest unit (wei for ETH)
}

func (s *Server) withdrawValidate(r *withdrawRequest) (trade.Withdraw, *Error) {
	return validateWithdraw(r, s.dest.Stable)
}

// validateWithdraw reads a withdraw of stable, the margin wallet's token.
func validateWithdraw(r *withdrawRequest, stable deployment.Token) (trade.Withdraw, *Error) {
	var o trade.Withdraw
	var apiErr *Error
	if o.User, apiErr = r.UserAddress.required("userAddress", "userAddress is required: the account whose margin wallet pays"); apiErr != nil {
		return o, apiErr
	}
	if r.Amount.absent() {
		return o, missing("amount", "amount is required: how much of %s to withdraw", stable.Symbol)
	}
	decimals := stable.Decimals
	if o.Amount, apiErr = r.Amount.decode("amount", decimals); apiErr != nil {
		return o, apiErr
	}
	// the Vault counts the amount in USD with platform.PriceDecimals: what does not fit in 256
	// bits there cannot be withdrawn (it would revert with an overflow)
	most := new(big.Int).Div(math.MaxBig256, trade.StableScale(decimals))
	if o.Amount.Cmp(most) > 0 {
		return o, invalid("amount", "amount must be at most %s %s (the Vault counts it in USD with %d decimals, in 256 bits)",
			fixedpoint.Format(most, int32(decimals)), stable.Symbol, platform.PriceDecimals)
	}
	o.Batch, apiErr = parseBatching(r.Batch, r.ReplaceDelegation)
	return o, apiErr
}

func (r *claimRefundsRequest) validate() (trade.ClaimRefunds, *Error) {
	var o trade.ClaimRefunds
	var apiErr *Error
	if o.User, apiErr = r.UserAddress.required("userAddress", "userAddress is required: the account the Vault refunded"); apiErr != nil {
		return o, apiErr
	}
	o.Batch, apiErr = parseBatching(r.Batch, r.ReplaceDelegation)
	return o, apiErr
}

// withdraw prepares Vault.withdraw: the margin wallet's stable token back to the account's
// wallet, in one round trip.
func (s *Server) withdraw(c echo.Context) error {
	var req withdrawRequest
	o, err := decodeValid(c, &req, s.withdrawValidate)
	if err != nil {
		return err
	}
	a, _, err := s.prepareTrade(c, "", "", nil, o.Batch.Mode, func(ctx context.Context) (preparedTrade, error) {
		w, err := s.trade.Withdraw(ctx, o)
		if err != nil {
			return preparedTrade{}, err
		}
		return preparedTrade{Tx: w.Tx, Prepared: w.Prepared, Execution: w.Execution, Outcome: w.Outcome, Effects: w.Effects}, nil
	})
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, withdrawResponse{tradeAnswer: a, Token: s.dest.Stable.Address.Hex(),
		Amount: fixedpoint.Format(o.Amount, int32(s.dest.Stable.Decimals)), AmountUnits: o.Amount.String()})
}

// claimRefunds prepares Vault.claimRefunds: every execution fee the Vault refunded to the
// account, in one round trip that also reads how much that is.
func (s *Server) claimRefunds(c echo.Context) error {
	var req claimRefundsRequest
	o, err := decodeValid(c, &req, (*claimRefundsRequest).validate)
	if err != nil {
		return err
	}
	var held *big.Int
	a, _, err := s.prepareTrade(c, "", "", nil, o.Batch.Mode, func(ctx context.Context) (preparedTrade, error) {
		w, err := s.trade.ClaimRefunds(ctx, o)
		if err != nil {
			return preparedTrade{}, err
		}
		held = w.Refunds
		return preparedTrade{Tx: w.Tx, Prepared: w.Prepared, Execution: w.Execution, Outcome: w.Outcome, Effects: w.Effects}, nil
	})
	if err != nil {
		return err
	}
	if held == nil {
		held = new(big.Int)
	}
	return c.JSON(http.StatusOK, withdrawResponse{tradeAnswer: a, Token: "ETH",
		Amount: fixedpoint.Format(held, 18), AmountUnits: held.String()})
}
