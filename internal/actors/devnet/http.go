package devnet

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/actors/deployer"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform/problem"
	"github.com/tradeprep/tradeprep/internal/service/api"
	"github.com/tradeprep/tradeprep/internal/service/strictjson"
)

// Routes registers the dev controls on the API's Echo instance: their errors go through the
// API's error handler (the one error body) and its middleware (body limit, time-out, rate limit).
func (d *Devnet) Routes(e *echo.Echo) {
	// no control takes a query parameter; bodies are decoded as the API decodes its own
	e.POST("/dev/prices", d.postPrices, api.Query())
	e.POST("/dev/keeper", d.postKeeper, api.Query())
	e.POST("/dev/time", d.postTime, api.Query())
	e.POST("/dev/fund", d.postFund, api.Query())
}

type pricesRequest struct {
	Prices json.RawMessage `json:"prices"`
}

func (d *Devnet) postPrices(c echo.Context) error {
	var req pricesRequest
	if err := api.DecodeJSON(c, &req, false); err != nil {
		return err
	}
	prices, err := d.parsePrices(req.Prices)
	if err != nil {
		return err
	}
	res, err := d.SetPrices(c.Request().Context(), prices)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, res)
}

// parsePrices reads {"<asset id>": "<price in USD>", ...}: keys the devnet's market ids, each
// once; prices exact decimals (strings or JSON numbers) of at most 30 fractional digits.
func (d *Devnet) parsePrices(raw json.RawMessage) (map[uint64]*big.Int, error) {
	if absent(raw) {
		return nil, &problem.Error{Kind: problem.Invalid, Code: api.CodeMissingField, Field: "prices",
			Message: `prices is required: an object of asset ids to prices, e.g. {"1": "50000"}`}
	}
	keys := make([]string, len(d.assets))
	for i, id := range d.assets {
		keys[i] = strconv.FormatUint(id, 10)
	}
	if err := strictjson.Check(raw, keys); err != nil {
		var se *strictjson.Error
		if !errors.As(err, &se) || se.Kind == strictjson.NotObject || se.Kind == strictjson.Trailing {
			return nil, problem.New(problem.Invalid, "prices", `prices must be an object of asset ids to prices, e.g. {"1": "50000"}`)
		}
		field := "prices." + se.Key
		if se.Kind == strictjson.Duplicate {
			return nil, &problem.Error{Kind: problem.Invalid, Code: api.CodeDuplicateField, Field: field, Message: "asset " + strconv.Quote(se.Key) + " appears more than once in prices"}
		}
		return nil, &problem.Error{Kind: problem.Invalid, Code: api.CodeUnknownField, Field: field,
			Message: "unknown asset " + strconv.Quote(se.Key) + " in prices: the devnet's markets are 1 to " + strconv.Itoa(len(d.assets))}
	}
	var byKey map[string]json.RawMessage
	if err := json.Unmarshal(raw, &byKey); err != nil {
		return nil, problem.New(problem.Invalid, "prices", `prices must be an object of asset ids to prices, e.g. {"1": "50000"}`)
	}
	out := make(map[uint64]*big.Int, len(byKey))
	for k, v := range byKey {
		id, _ := strconv.ParseUint(k, 10, 64) // one of keys
		p, err := parseDecimal("prices."+k, v, platform.PriceDecimals)
		if err != nil {
			return nil, err
		}
		out[id] = p
	}
	return out, nil
}

func (d *Devnet) postKeeper(c echo.Context) error {
	var req struct {
		PushPrices json.RawMessage `json:"pushPrices"`
	}
	if err := api.DecodeJSON(c, &req, true); err != nil {
		return err
	}
	push, err := optionalBool("pushPrices", req.PushPrices, true)
	if err != nil {
		return err
	}
	res, err := d.KeeperRound(c.Request().Context(), push)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, res)
}

type timeRequest struct {
	Seconds       json.RawMessage `json:"seconds"`
	RefreshPrices json.RawMessage `json:"refreshPrices"`
}

func (d *Devnet) postTime(c echo.Context) error {
	var req timeRequest
	if err := api.DecodeJSON(c, &req, false); err != nil {
		return err
	}
	if absent(req.Seconds) {
		return &problem.Error{Kind: problem.Invalid, Code: api.CodeMissingField, Field: "seconds", Message: "seconds is required: how far to move the chains' time"}
	}
	seconds, err := strconv.ParseUint(string(req.Seconds), 10, 64)
	if err != nil || seconds < 1 || seconds > MaxSeconds {
		return problem.New(problem.Invalid, "seconds", "seconds must be a whole number from 1 to %d (30 days)", MaxSeconds)
	}
	refresh, err := optionalBool("refreshPrices", req.RefreshPrices, true)
	if err != nil {
		return err
	}
	res, err := d.AdvanceTime(c.Request().Context(), seconds, refresh)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, res)
}

type fundRequest struct {
	Address json.RawMessage `json:"address"`
	ETH     json.RawMessage `json:"eth"`
	USD     json.RawMessage `json:"usd"`
	Tokens  json.RawMessage `json:"tokens"`
}

// tokenKeys are the keys of an entry of /dev/fund's tokens.
var tokenKeys = []string{"chainId", "token", "amount"}

func (d *Devnet) postFund(c echo.Context) error {
	var req fundRequest
	if err := api.DecodeJSON(c, &req, false); err != nil {
		return err
	}
	if absent(req.Address) {
		return &problem.Error{Kind: problem.Invalid, Code: api.CodeMissingField, Field: "address", Message: "address is required: the account to fund"}
	}
	var text string
	if err := json.Unmarshal(req.Address, &text); err != nil {
		return problem.New(problem.Invalid, "address", "address must be a string")
	}
	account, err := parseAddress("address", text)
	if err != nil {
		return err
	}
	tokens, err := parseTokens(req.Tokens)
	if err != nil {
		return err
	}
	if absent(req.ETH) && absent(req.USD) && tokens == nil {
		return &problem.Error{Kind: problem.Invalid, Code: api.CodeMissingField, Field: "eth", Message: "give eth, usd or tokens: what to fund the account with"}
	}
	eth, usd := new(big.Int), new(big.Int)
	if !absent(req.ETH) {
		if eth, err = parseDecimal("eth", req.ETH, 18); err != nil {
			return err
		}
	}
	if !absent(req.USD) {
		if usd, err = parseDecimal("usd", req.USD, deployer.StableDecimals); err != nil {
			return err
		}
	}
	res, err := d.Fund(c.Request().Context(), account, eth, usd, tokens)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, res)
}

// parseTokens reads /dev/fund's tokens: nil when left out or null; else an array of
// {"chainId": <integer>, "token": "<address>", "amount": "<whole tokens>"}, strict as the body
// is (an unknown, case-mismatched or repeated key is refused, naming it).
func parseTokens(raw json.RawMessage) ([]TokenFund, error) {
	if absent(raw) {
		return nil, nil
	}
	const shape = `tokens must be an array of {"chainId": 900001, "token": "0x...", "amount": "1000"}`
	var entries []json.RawMessage
	if err := json.Unmarshal(raw, &entries); err != nil {
		return nil, problem.New(problem.Invalid, "tokens", shape)
	}
	if len(entries) == 0 {
		return nil, problem.New(problem.Invalid, "tokens", "tokens is empty: leave it out, or name a token")
	}
	out := make([]TokenFund, len(entries))
	for i, e := range entries {
		field := "tokens[" + strconv.Itoa(i) + "]"
		if err := strictjson.Check(e, tokenKeys); err != nil {
			var se *strictjson.Error
			if !errors.As(err, &se) || se.Key == "" {
				return nil, problem.New(problem.Invalid, field, "%s", shape)
			}
			code := api.CodeUnknownField
			if se.Kind == strictjson.Duplicate {
				code = api.CodeDuplicateField
			}
			return nil, &problem.Error{Kind: problem.Invalid, Code: code, Field: field + "." + se.Key, Message: field + ": " + se.Error()}
		}
		var entry struct {
			ChainID json.RawMessage `json:"chainId"`
			Token   json.RawMessage `json:"token"`
			Amount  json.RawMessage `json:"amount"`
		}
		if err := json.Unmarshal(e, &entry); err != nil {
			return nil, problem.New(problem.Invalid, field, "%s", shape)
		}
		t, err := parseTokenEntry(field, entry.ChainID, entry.Token, entry.Amount)
		if err != nil {
			return nil, err
		}
		out[i] = t
	}
	return out, nil
}

// parseTokenEntry reads one entry of tokens; the amount is checked against the token's
// decimals once they are read from the chain.
func parseTokenEntry(field string, chainID, token, amount json.RawMessage) (TokenFund, error) {
	for _, f := range []struct {
		key string
		raw json.RawMessage
	}{{"chainId", chainID}, {"token", token}, {"amount", amount}} {
		if absent(f.raw) {
			return TokenFund{}, &problem.Error{Kind: problem.Invalid, Code: api.CodeMissingField, Field: field + "." + f.key,
				Message: fmt.Sprintf("%s.%s is required", field, f.key)}
		}
	}
	var t TokenFund
	id, err := strconv.ParseUint(string(chainID), 10, 64)
	if err != nil {
		return t, problem.New(problem.Invalid, field+".chainId", "%s.chainId must be a whole number: a chain id of the devnet", field)
	}
	var text string
	if err := json.Unmarshal(token, &text); err != nil {
		return t, problem.New(problem.Invalid, field+".token", "%s.token must be a string", field)
	}
	addr, err := parseAddress(field+".token", text)
	if err != nil {
		return t, err
	}
	// the amount as parseDecimal takes it, a string or a JSON number, its digits checked later
	amountText := strings.TrimSpace(string(amount))
	if strings.HasPrefix(amountText, `"`) {
		if err := json.Unmarshal(amount, &amountText); err != nil || amountText != strings.TrimSpace(amountText) || amountText == "" {
			return t, problem.New(problem.Invalid, field+".amount", "%s.amount must be a decimal number without spaces around it", field)
		}
	} else if !(amountText[0] >= '0' && amountText[0] <= '9') && amountText[0] != '-' {
		return t, problem.New(problem.Invalid, field+".amount", "%s.amount must be a decimal number", field)
	}
	return TokenFund{ChainID: id, Token: addr, Amount: amountText}, nil
}

// optionalBool reads the JSON boolean field, def when it is left out or null.
func optionalBool(field string, raw json.RawMessage, def bool) (bool, error) {
	switch {
	case absent(raw):
		return def, nil
	case string(raw) == "true":
		return true, nil
	case string(raw) == "false":
		return false, nil
	}
	return false, problem.New(problem.Invalid, field, "%s must be true or false", field)
}

// absent reports whether a JSON value was left out or sent as null.
func absent(raw json.RawMessage) bool { return len(raw) == 0 || string(raw) == "null" }

// parseDecimal reads a non-negative exact decimal, a JSON string without spaces around it or a
// JSON number, into fixed point with the given number of decimals; more fractional digits are
// refused, never rounded.
func parseDecimal(field string, raw json.RawMessage, decimals int32) (*big.Int, error) {
	text := string(bytes.TrimSpace(raw))
	if strings.HasPrefix(text, `"`) {
		if err := json.Unmarshal(raw, &text); err != nil || text != strings.TrimSpace(text) {
			return nil, problem.New(problem.Invalid, field, "%s must be a decimal number without spaces around it", field)
		}
	} else if text == "" || !(text[0] == '-' || (text[0] >= '0' && text[0] <= '9')) {
		return nil, problem.New(problem.Invalid, field, "%s must be a decimal number", field)
	}
	v, err := fixedpoint.Parse(text, decimals)
	switch {
	case errors.Is(err, fixedpoint.ErrTooPrecise):
		return nil, problem.New(problem.Invalid, field, "%s has more than %d fractional digits", field, decimals)
	case errors.Is(err, fixedpoint.ErrNegative):
		return nil, problem.New(problem.Invalid, field, "%s must not be negative", field)
	case err != nil:
		return nil, problem.New(problem.Invalid, field, "%s is not a valid amount: %v", field, err)
	}
	return v, nil
}

// parseAddress reads an account as the API does: 0x and 40 hex digits, in one case or with its
// EIP-55 checksum; never the zero address.
func parseAddress(field, s string) (common.Address, error) {
	if !common.IsHexAddress(s) || !strings.HasPrefix(s, "0x") && !strings.HasPrefix(s, "0X") {
		return common.Address{}, problem.New(problem.Invalid, field, "%s is not an address (0x followed by 40 hex digits)", field)
	}
	addr, body := common.HexToAddress(s), s[2:]
	if body != strings.ToLower(body) && body != strings.ToUpper(body) && addr.Hex() != "0x"+body {
		return common.Address{}, problem.New(problem.Invalid, field, "%s fails its EIP-55 checksum", field)
	}
	if addr == (common.Address{}) {
		return common.Address{}, problem.New(problem.Invalid, field, "%s must not be the zero address", field)
	}
	return addr, nil
}
