package api

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"mime"
	"net/http"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/service/strictjson"
)

// decodeJSON reads the request body into dst strictly: the media type must be JSON, the body
// one object, and every field one dst knows. A misspelt field is an error, never ignored: a
// typo must not drop a stop-loss.
func decodeJSON(c echo.Context, dst any) error { return DecodeJSON(c, dst, false) }

// DecodeJSON is decodeJSON for the routes others register on the API's Echo (Options.Routes:
// tradeprep devnet's /dev/*), with the same errors. With optional, an empty body, whatever
// its media type, is no error and leaves dst as it is.
func DecodeJSON(c echo.Context, dst any, optional bool) error {
	var media *Error
	ct := c.Request().Header.Get(echo.HeaderContentType)
	if mt, _, err := mime.ParseMediaType(ct); err != nil || mt != echo.MIMEApplicationJSON {
		media = &Error{Status: http.StatusUnsupportedMediaType, Code: CodeUnsupportedMedia,
			Message: "Content-Type must be application/json"}
		if !optional {
			return media
		}
	}
	body, err := io.ReadAll(c.Request().Body)
	if err != nil {
		var maxErr *http.MaxBytesError
		if errors.As(err, &maxErr) {
			return &Error{Status: http.StatusRequestEntityTooLarge, Code: CodeBodyTooLarge, Message: "request body too large"}
		}
		return &Error{Status: http.StatusBadRequest, Code: CodeInvalidRequest, Message: "could not read the request body"}
	}
	if len(bytes.TrimSpace(body)) == 0 {
		if optional {
			return nil
		}
		return &Error{Status: http.StatusBadRequest, Code: CodeInvalidRequest, Message: "request body is empty; send a JSON object"}
	}
	if media != nil {
		return media
	}
	if err := strictjson.Check(body, strictjson.Fields(dst)); err != nil {
		return strictError(err.(*strictjson.Error))
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(dst); err != nil {
		return decodeError(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return &Error{Status: http.StatusBadRequest, Code: CodeInvalidRequest, Message: "request body must hold exactly one JSON object"}
	}
	return nil
}

// strictError is the 400 of a body strictjson refuses, naming the key and the field meant.
func strictError(e *strictjson.Error) *Error {
	code := CodeInvalidRequest
	switch e.Kind {
	case strictjson.CaseMismatch, strictjson.Unknown:
		code = CodeUnknownField
	case strictjson.Duplicate:
		code = CodeDuplicateField
	}
	return &Error{Status: http.StatusBadRequest, Code: code, Field: e.Key, Message: e.Error(), Details: e.Details()}
}

func decodeError(err error) *Error {
	msg := err.Error()
	if strings.HasPrefix(msg, "json: unknown field ") {
		field := strings.Trim(strings.TrimPrefix(msg, "json: unknown field "), `"`)
		return &Error{Status: http.StatusBadRequest, Code: CodeUnknownField, Field: field,
			Message: fmt.Sprintf("unknown field %q", field)}
	}
	var typeErr *json.UnmarshalTypeError
	if errors.As(err, &typeErr) {
		if typeErr.Field == "" {
			return &Error{Status: http.StatusBadRequest, Code: CodeInvalidRequest, Message: "request body must be a JSON object"}
		}
		return invalid(typeErr.Field, "%s has the wrong type: %s", typeErr.Field, typeErr.Value)
	}
	var syntaxErr *json.SyntaxError
	if errors.As(err, &syntaxErr) || errors.Is(err, io.ErrUnexpectedEOF) {
		return &Error{Status: http.StatusBadRequest, Code: CodeInvalidRequest, Message: "request body is not valid JSON"}
	}
	return &Error{Status: http.StatusBadRequest, Code: CodeInvalidRequest, Message: "request body could not be decoded", Cause: err}
}

// absent reports whether a JSON value was left out or sent as null.
func absent(raw json.RawMessage) bool {
	return len(raw) == 0 || string(raw) == "null"
}

// decimalText returns the text of a JSON number or of a JSON string holding a decimal.
func decimalText(field string, raw json.RawMessage) (string, *Error) {
	s := strings.TrimSpace(string(raw))
	if strings.HasPrefix(s, `"`) {
		var str string
		if err := json.Unmarshal(raw, &str); err != nil {
			return "", invalid(field, "%s must be a decimal number", field)
		}
		if str != strings.TrimSpace(str) {
			return "", invalid(field, "%s must be a decimal number without spaces around it", field)
		}
		return str, nil
	}
	if s == "" || !(s[0] == '-' || (s[0] >= '0' && s[0] <= '9')) {
		return "", invalid(field, "%s must be a decimal number", field)
	}
	return s, nil
}

// parseAmount reads a non-negative decimal (JSON number or string) into fixed point with the
// given number of decimals, exactly. positive also refuses zero.
func parseAmount(field string, raw json.RawMessage, decimals int32, positive bool) (*big.Int, *Error) {
	text, apiErr := decimalText(field, raw)
	if apiErr != nil {
		return nil, apiErr
	}
	v, err := fixedpoint.Parse(text, decimals)
	if err != nil {
		switch {
		case errors.Is(err, fixedpoint.ErrTooPrecise):
			return nil, invalid(field, "%s has more than %d fractional digits", field, decimals)
		case errors.Is(err, fixedpoint.ErrNegative):
			return nil, invalid(field, "%s must not be negative", field)
		default:
			return nil, invalid(field, "%s is not a valid amount: %v", field, err)
		}
	}
	if positive && v.Sign() == 0 {
		return nil, invalid(field, "%s must be greater than zero", field)
	}
	return v, nil
}

// parseBool reads a JSON boolean; strings such as "true" are refused.
func parseBool(field string, raw json.RawMessage) (bool, *Error) {
	switch string(bytes.TrimSpace(raw)) {
	case "true":
		return true, nil
	case "false":
		return false, nil
	}
	return false, invalid(field, "%s must be true or false", field)
}

// parseString reads a JSON string.
func parseString(field string, raw json.RawMessage) (string, *Error) {
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return "", invalid(field, "%s must be a string", field)
	}
	return s, nil
}

// parseAddress validates an EVM address: 0x and 40 hex digits; a mixed-case address must
// match its EIP-55 checksum; an account (userAddress, address) is not the zero address.
func parseAddress(field, s string) (common.Address, *Error) {
	if !common.IsHexAddress(s) || !strings.HasPrefix(s, "0x") && !strings.HasPrefix(s, "0X") {
		return common.Address{}, invalid(field, "%s is not an address (0x followed by 40 hex digits)", field)
	}
	addr := common.HexToAddress(s)
	body := s[2:]
	if body != strings.ToLower(body) && body != strings.ToUpper(body) && addr.Hex() != "0x"+body {
		return common.Address{}, invalid(field, "%s fails its EIP-55 checksum", field)
	}
	// one rule for the zero address: never an account (no one can sign for it, it holds nothing);
	// as refer / referrer it means no referrer
	if addr == (common.Address{}) && (field == "userAddress" || field == "address") {
		return common.Address{}, invalid(field, "%s must not be the zero address", field)
	}
	return addr, nil
}
