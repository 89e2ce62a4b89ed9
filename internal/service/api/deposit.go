package api

import (
	"encoding/json"
	"math/big"
	"net/http"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/service/deposit"
	"github.com/tradeprep/tradeprep/internal/service/prepare"
	"github.com/tradeprep/tradeprep/internal/service/trade"
)

// POST /api/crosschaindeposit prepares a deposit into the margin wallet from a source chain,
// and GET /api/crosschaindeposit/status follows it to the destination chain.
//
// Choices this API makes:
//   - amount is a whole number of the token's base units ("1000000" = 1 USDC), as a JSON
//     string or a JSON number written as plain digits; fractions, signs, exponents, hex and
//     zero are "amount in invalid format".
//   - fromChainId is a JSON number (a string is refused); the destination chain itself is
//     unsupported, with a pointer to Vault.depositSelf.
//   - userAddress must not be the zero address: the router refuses it as recipient.
//   - The approval is for exactly the amount, never unlimited. A token that refuses to change
//     a non-zero allowance to another non-zero value (USDT) is first reset to zero.
//   - A token balance below the amount is not an error: the answer is 200 with
//     insufficientBalance true and the reason in `error` (as newposition does for the margin
//     wallet), because the calldata is still the right one once the user holds the tokens.
//     The ready answer then carries no transaction (a transfer of tokens the sender does not
//     hold cannot be gas-estimated) and its simulation shows the token's revert
//     (OpenZeppelin's ERC20InsufficientBalance); the approval answer shows it in
//     depositSimulation.
//   - The status answer's amounts are DepositAmount objects; nonces are decimal strings.

// depositRequest is the body of POST /api/crosschaindeposit. Each field is of a type that
// checks its exact JSON type (fields.go).
type depositRequest struct {
	UserAddress  addressField   `json:"userAddress"`
	FromChainID  chainIDField   `json:"fromChainId"`
	Amount       baseUnitsField `json:"amount"`
	TokenAddress addressField   `json:"tokenAddress"`
	// batch: the approvals and the deposit as one batch (see batch.go)
	Batch             batchModeField `json:"batch"`
	ReplaceDelegation boolField      `json:"replaceDelegation"`
}

func isDecimalDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// parseDepositChainID reads a chain id: a positive integer written as plain digits.
func parseDepositChainID(field, text string) (uint64, *Error) {
	id, err := strconv.ParseUint(text, 10, 64)
	if !isDecimalDigits(text) || err != nil || id == 0 {
		return 0, invalid(field, "%s must be a positive integer chain id, such as 42161", field)
	}
	return id, nil
}

// parseBaseUnits reads an amount of base units: a whole, positive number below 2^256, sent as
// a JSON string or number of plain decimal digits.
func parseBaseUnits(field string, raw json.RawMessage) (*big.Int, *Error) {
	bad := func(why string) (*big.Int, *Error) {
		return nil, invalid(field, "%s: %s; %s is a whole number of the token's base units, including decimals, "+
			`written in decimal digits ("1000000" is 1 USDC)`, deposit.MsgAmountFormat, why, field)
	}
	text := strings.TrimSpace(string(raw))
	if strings.HasPrefix(text, `"`) {
		if err := json.Unmarshal(raw, &text); err != nil {
			return bad("it is not a valid string")
		}
	} else if text == "" || !(text[0] == '-' || text[0] >= '0' && text[0] <= '9') {
		return bad("it must be a string or a number")
	}
	switch {
	case text == "":
		return bad("it is empty")
	case strings.HasPrefix(text, "-"):
		return bad("it is negative")
	case strings.Contains(text, ".") && isDecimalDigits(strings.Replace(text, ".", "", 1)):
		return bad("it has a fractional part")
	case !isDecimalDigits(text):
		return bad("it is not a whole number in decimal digits")
	}
	v, err := fixedpoint.Parse(text, 0)
	if err != nil {
		return bad("it does not fit in 256 bits")
	}
	if v.Sign() == 0 {
		return bad("it must be greater than zero")
	}
	return v, nil
}

// validate reads the request and resolves it to a deposit on a supported source chain and
// token; it returns the first problem found.
func (r *depositRequest) validate(m *deployment.Manifest) (deposit.Order, error) {
	var d deposit.Order
	var apiErr *Error
	if d.User, apiErr = r.UserAddress.required("userAddress",
		"userAddress is required: the address that sends the deposit and whose margin wallet is credited"); apiErr != nil {
		return d, apiErr
	}
	chainID, apiErr := r.FromChainID.required("fromChainId", "fromChainId is required: the chain id of the chain the tokens are on")
	if apiErr != nil {
		return d, apiErr
	}
	if d.Amount, apiErr = r.Amount.required("amount",
		`amount is required: the number of base units of the token, including decimals ("1000000" is 1 USDC)`); apiErr != nil {
		return d, apiErr
	}
	tokenAddr, apiErr := r.TokenAddress.required("tokenAddress", "tokenAddress is required: the token's contract address on the source chain")
	if apiErr != nil {
		return d, apiErr
	}

	return deposit.Resolve(m, d.User, chainID, tokenAddr, d.Amount)
}

func (s *Server) crossChainDeposit(c echo.Context) error {
	var req depositRequest
	if err := decodeJSON(c, &req); err != nil {
		return err
	}
	d, err := req.validate(s.manifest)
	if err != nil {
		return err
	}
	b, apiErr := parseBatching(req.Batch, req.ReplaceDelegation)
	if apiErr != nil {
		return apiErr
	}
	if b.Mode != trade.NoBatch {
		ready, batch, err := s.deposits.PrepareBatch(c.Request().Context(), deposit.BatchOrder{Order: d,
			Authorize: b.Mode == trade.BatchEIP7702, ReplaceDelegation: b.ReplaceDelegation})
		if err != nil {
			return err
		}
		out := depositReadyOf(ready)
		out.Batch, out.Calls = batchOf(b.Mode, prepare.Tx{Batch: batch}, &prepare.Prepared{Transaction: *ready.Transaction, Delegation: ready.Delegation})
		return c.JSON(http.StatusOK, out)
	}
	approval, ready, err := s.deposits.Prepare(c.Request().Context(), d)
	if err != nil {
		return err
	}
	if approval != nil {
		return c.JSON(http.StatusOK, depositApprovalOf(approval))
	}
	return c.JSON(http.StatusOK, depositReadyOf(ready))
}

func (s *Server) crossChainDepositStatus(c echo.Context) error {
	q := c.QueryParam("fromChainId")
	if q == "" {
		return missing("fromChainId", "query parameter fromChainId is required: the chain the deposit was sent on")
	}
	chainID, apiErr := parseDepositChainID("fromChainId", q)
	if apiErr != nil {
		return apiErr
	}
	if _, err := deposit.CheckSource(s.manifest, chainID); err != nil {
		return err
	}
	hashText, nonceText := c.QueryParam("txHash"), c.QueryParam("nonce")
	var (
		hash  *common.Hash
		nonce *big.Int
	)
	switch {
	case hashText == "" && nonceText == "":
		return missing("txHash", "query parameter txHash (the deposit transaction's hash) or nonce (the deposit's nonce) is required")
	case hashText != "" && nonceText != "":
		return invalid("nonce", "give txHash or nonce, not both")
	case hashText != "":
		if len(hashText) != 66 || !strings.HasPrefix(hashText, "0x") || !isHexDigits(hashText[2:]) {
			return invalid("txHash", "txHash must be 0x followed by 64 hex digits")
		}
		h := common.HexToHash(hashText)
		hash = &h
	default:
		if len(nonceText) > 78 || !isDecimalDigits(nonceText) {
			return invalid("nonce", "nonce must be a non-negative integer")
		}
		nonce, _ = new(big.Int).SetString(nonceText, 10)
	}
	st, err := s.deposits.Status(c.Request().Context(), chainID, hash, nonce)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, depositStatusOf(st))
}

func isHexDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		ch := s[i]
		if !(ch >= '0' && ch <= '9' || ch >= 'a' && ch <= 'f' || ch >= 'A' && ch <= 'F') {
			return false
		}
	}
	return true
}
