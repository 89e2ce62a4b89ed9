package api

import (
	"encoding/json"
	"math/big"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/service/trade"
)

// Request fields as types. Each field of a request body has a type that knows its rules: the
// JSON it accepts, its bounds, and its error (message, field and code). A request struct is made
// of them; its validate method asks each field to decode itself, in the request's order of
// checks, so that the first problem reported does not depend on the order of the body's keys.
//
// Every field type embeds rawField, the field's JSON as sent (json.RawMessage): the strict
// decoder (decodeJSON) fills it, a left-out field stays empty, and a request marshals back to
// the same JSON as before (the client order id's body hash is taken from it).

// rawField is a request body's field as sent.
type rawField struct{ json.RawMessage }

// absent: left out or sent as null.
func (f rawField) absent() bool { return absent(f.RawMessage) }

// raw makes a field of JSON text (tests, and requests built in code).
func raw(text string) rawField { return rawField{json.RawMessage(text)} }

// usdField is a dollar amount (margin, size, sizeDelta): a positive decimal, a JSON number or a
// decimal string, read exactly (no floats) into fixed point with platform.PriceDecimals
// decimals, at most 256 bits. Absent: nil.
type usdField struct{ rawField }

func (f usdField) decode(name string) (*big.Int, *Error) { return positiveUSD(name, f.rawField) }

// priceField is a price (limitPrice, stopMarketPrice, maxAcceptablePrice, allowedPrice,
// takeProfit, stopLoss): the same rules as a dollar amount.
type priceField struct{ rawField }

func (f priceField) decode(name string) (*big.Int, *Error) { return positiveUSD(name, f.rawField) }

func positiveUSD(name string, f rawField) (*big.Int, *Error) {
	if f.absent() {
		return nil, nil
	}
	return parseAmount(name, f.RawMessage, platform.PriceDecimals, true)
}

// tokenAmountField is an amount of a token, in whole tokens with the token's decimals (the
// deposit of newposition): positive, exact. Absent: nil.
type tokenAmountField struct{ rawField }

func (f tokenAmountField) decode(name string, decimals uint8) (*big.Int, *Error) {
	if f.absent() {
		return nil, nil
	}
	return parseAmount(name, f.RawMessage, int32(decimals), true)
}

// bpsField is a share in basis points with at most one decimal, in the contract's tenths of a
// basis point (12.5 bps = 125): the close percentage of a take-profit or stop-loss, above zero
// and at most 10000 (100%). Absent: nil.
type bpsField struct{ rawField }

func (f bpsField) decode(name string) (*big.Int, *Error) {
	if f.absent() {
		return nil, nil
	}
	bps, apiErr := parseAmount(name, f.RawMessage, 1, true)
	if apiErr != nil {
		return nil, apiErr
	}
	if bps.Cmp(big.NewInt(platform.BasisPointsDivisor)) > 0 {
		return nil, invalid(name, "%s is in basis points and must be at most 10000 (100%%)", name)
	}
	return bps, nil
}

// slippageField is a market order's slippage in basis points with at most one decimal (12.5
// bps = 125 in contract units): zero or more, below 10000 (100%). Absent: nil.
type slippageField struct{ rawField }

func (f slippageField) decode(name string) (*big.Int, *Error) {
	if f.absent() {
		return nil, nil
	}
	slip, apiErr := parseAmount(name, f.RawMessage, 1, false)
	if apiErr != nil {
		return nil, apiErr
	}
	if slip.Cmp(big.NewInt(platform.BasisPointsDivisor)) >= 0 {
		return nil, invalid(name, "%s is in basis points and must be below 10000 (100%%)", name)
	}
	return slip, nil
}

// addressField is an EVM address sent as a JSON string (see parseAddress for the rules).
type addressField struct{ rawField }

// decode reads an optional address: the zero address when absent.
func (f addressField) decode(name string) (common.Address, *Error) {
	if f.absent() {
		return common.Address{}, nil
	}
	s, apiErr := parseString(name, f.RawMessage)
	if apiErr != nil {
		return common.Address{}, apiErr
	}
	return parseAddress(name, s)
}

// required reads an address that must be given; missingMsg says what it is for.
func (f addressField) required(name, missingMsg string) (common.Address, *Error) {
	if f.absent() {
		return common.Address{}, missing(name, "%s", missingMsg)
	}
	return f.decode(name)
}

// idField is a required position (or order) id: a positive integer of at most 256 bits (a
// larger one would be truncated by the ABI encoding), as a JSON number or decimal string.
type idField struct{ rawField }

func (f idField) decode(name string) (*big.Int, *Error) {
	if f.absent() {
		return nil, missing(name, "%s is required", name)
	}
	id, apiErr := parseAmount(name, f.RawMessage, 0, true)
	if apiErr != nil || id.BitLen() > 256 {
		return nil, badID(name)
	}
	return id, nil
}

func badID(name string) *Error {
	return invalid(name, "%s must be a positive integer of at most 256 bits", name)
}

// pairField is a trading pair id: an integer from 1 to maxPair, required.
type pairField struct{ rawField }

const maxPair = 100

func (f pairField) decode(name string) (uint64, *Error) {
	if f.absent() {
		return 0, missing(name, "%s is required: a trading pair id from 1 to %d", name, maxPair)
	}
	pair, apiErr := parseAmount(name, f.RawMessage, 0, false)
	if apiErr != nil || pair.Sign() == 0 || pair.Cmp(big.NewInt(maxPair)) > 0 {
		return 0, invalid(name, "%s must be an integer from 1 to %d", name, maxPair)
	}
	return pair.Uint64(), nil
}

// boolField is a JSON boolean (a string such as "true" is refused).
type boolField struct{ rawField }

// decode reads an optional boolean: false when absent.
func (f boolField) decode(name string) (bool, *Error) {
	if f.absent() {
		return false, nil
	}
	return parseBool(name, f.RawMessage)
}

// required reads a boolean that must be given; missingMsg says what it means.
func (f boolField) required(name, missingMsg string) (bool, *Error) {
	if f.absent() {
		return false, missing(name, "%s", missingMsg)
	}
	return parseBool(name, f.RawMessage)
}

// stringField is a JSON string.
type stringField struct{ rawField }

// decode reads an optional string: "" when absent.
func (f stringField) decode(name string) (string, *Error) {
	if f.absent() {
		return "", nil
	}
	return parseString(name, f.RawMessage)
}

// batchModeField is "batch": "calls" or "eip7702"; absent, no batch.
type batchModeField struct{ rawField }

func (f batchModeField) decode(name string) (trade.BatchMode, *Error) {
	if f.absent() {
		return trade.NoBatch, nil
	}
	mode, apiErr := parseString(name, f.RawMessage)
	if apiErr != nil {
		return trade.NoBatch, apiErr
	}
	switch trade.BatchMode(mode) {
	case trade.BatchCalls, trade.BatchEIP7702:
		return trade.BatchMode(mode), nil
	}
	return trade.NoBatch, invalid(name, "%s must be \"calls\" (EIP-5792 wallet_sendCalls) or \"eip7702\" (one type-4 transaction)", name)
}

var clientOrderIDPattern = regexp.MustCompile(`^[A-Za-z0-9._:-]{1,64}$`)

// clientOrderIDField is the optional clientOrderId of a request ("" when absent): 1 to 64
// characters A-Z a-z 0-9 . _ : -.
type clientOrderIDField struct{ rawField }

func (f clientOrderIDField) decode(name string) (string, *Error) {
	if f.absent() {
		return "", nil
	}
	var id string
	if err := json.Unmarshal(f.RawMessage, &id); err != nil || !clientOrderIDPattern.MatchString(id) {
		return "", invalid(name, "%s must be a string of 1 to 64 characters A-Z a-z 0-9 . _ : -", name)
	}
	return id, nil
}

// chainIDField is a chain id: a positive integer JSON number written as plain digits (a string
// is refused).
type chainIDField struct{ rawField }

func (f chainIDField) required(name, missingMsg string) (uint64, *Error) {
	if f.absent() {
		return 0, missing(name, "%s", missingMsg)
	}
	text := strings.TrimSpace(string(f.RawMessage))
	if strings.HasPrefix(text, `"`) {
		return 0, invalid(name, "%s must be an integer JSON number, not a string", name)
	}
	return parseDepositChainID(name, text)
}

// baseUnitsField is a token amount in base units (the deposit's amount): a whole, positive
// number below 2^256, as a JSON string or number of plain decimal digits.
type baseUnitsField struct{ rawField }

func (f baseUnitsField) required(name, missingMsg string) (*big.Int, *Error) {
	if f.absent() {
		return nil, missing(name, "%s", missingMsg)
	}
	return parseBaseUnits(name, f.RawMessage)
}

// Query and path parameters: the same rules, read from the URL's text.

// accountQuery is the required query parameter address: the account asked about.
func (s *Server) accountQuery(c echo.Context) (common.Address, error) {
	q := c.QueryParam("address")
	if q == "" {
		return common.Address{}, missing("address", "query parameter address is required")
	}
	a, apiErr := parseAddress("address", q)
	if apiErr != nil {
		return common.Address{}, apiErr
	}
	return a, nil
}

// addressQuery is an optional address query parameter: the zero address when absent or empty.
func addressQuery(c echo.Context, name string) (common.Address, error) {
	q := c.QueryParam(name)
	if q == "" {
		return common.Address{}, nil
	}
	a, apiErr := parseAddress(name, q)
	if apiErr != nil {
		return common.Address{}, apiErr
	}
	return a, nil
}

// uintQuery is the optional query parameter name, a decimal integer from least to most; def when
// it is absent.
func uintQuery(c echo.Context, name string, least, most, def uint64) (uint64, error) {
	values, ok := c.QueryParams()[name]
	if !ok {
		return def, nil
	}
	v, err := strconv.ParseUint(values[0], 10, 64)
	if err != nil || !isDecimalDigits(values[0]) || v < least || v > most {
		return 0, invalid(name, "%s must be an integer from %d to %d", name, least, most)
	}
	return v, nil
}

// idParam is a path parameter holding a position id: plain decimal digits, positive, at most
// 256 bits (the rules of idField).
func idParam(c echo.Context, name string) (*big.Int, error) {
	text := c.Param(name)
	id, ok := new(big.Int).SetString(text, 10)
	if !ok || !isDecimalDigits(text) || id.Sign() == 0 || id.BitLen() > 256 {
		return nil, badID(name)
	}
	return id, nil
}

// expiryField is a good-til-time: Unix seconds, a positive integer as a JSON number or decimal
// string; absent: none (0).
type expiryField struct{ rawField }

// MaxOrderLifetime is how far ahead a good-til-time may be (the Vault's MAX_ORDER_LIFETIME).
const MaxOrderLifetime = 365 * 24 * time.Hour

func (f expiryField) decode(name string) (uint64, *Error) {
	if f.absent() {
		return 0, nil
	}
	v, apiErr := parseAmount(name, f.RawMessage, 0, true)
	if apiErr != nil || !v.IsUint64() {
		return 0, invalid(name, "%s must be a time as Unix seconds (a positive integer)", name)
	}
	return v.Uint64(), nil
}

// expiryBound refuses a good-til-time that is not after now or more than MaxOrderLifetime
// ahead, by the service's clock (the Vault checks it again by the block's).
func expiryBound(name string, expiresAt uint64, now time.Time) *Error {
	if expiresAt == 0 {
		return nil
	}
	earliest, latest := uint64(now.Unix())+1, uint64(now.Add(MaxOrderLifetime).Unix())
	if expiresAt < earliest || expiresAt > latest {
		return invalid(name, "%s must be after now and at most a year ahead: from %d to %d (Unix seconds)", name, earliest, latest)
	}
	return nil
}
