package api

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/pb33f/libopenapi"
	validator "github.com/pb33f/libopenapi-validator"
	"github.com/pb33f/libopenapi-validator/config"
	liberrors "github.com/pb33f/libopenapi-validator/errors"
	"github.com/pb33f/libopenapi-validator/schema_validation"
	"github.com/pb33f/libopenapi/datamodel/high/base"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/embedded"
	"github.com/tradeprep/tradeprep/internal/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/openapi"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/prepare"
	"github.com/tradeprep/tradeprep/internal/pricefeed"
	"github.com/tradeprep/tradeprep/internal/sender"
	"github.com/tradeprep/tradeprep/simulate"
)

// These tests hold the OpenAPI document (internal/openapi) to what the server really answers:
// real requests to the real server on the embedded platform, every response validated against
// the document with libopenapi-validator in strict mode (an undocumented field, header or
// status code fails, not only a wrong type).

func TestOpenAPIVersionIsAPIVersion(t *testing.T) {
	var doc struct {
		Info struct {
			Version string `json:"version"`
		} `json:"info"`
	}
	require.NoError(t, json.Unmarshal(openapi.Document(), &doc))
	require.Equal(t, Version, doc.Info.Version, "info.version of internal/openapi/openapi.yaml must equal api.Version")
}

// oaSpec validates requests and responses against the document.
type oaSpec struct {
	strict   validator.Validator // every undeclared property or header is an error
	loose    validator.Validator // for /openapi.json, whose body is the document itself
	errorSch *base.Schema
	version  string
}

func newOASpec(t *testing.T) *oaSpec {
	t.Helper()
	build := func(opts ...config.Option) validator.Validator {
		doc, err := libopenapi.NewDocument(openapi.Document())
		require.NoError(t, err)
		v, errs := validator.NewValidator(doc, opts...)
		require.Empty(t, errs)
		return v
	}
	doc, err := libopenapi.NewDocument(openapi.Document())
	require.NoError(t, err)
	model, err := doc.BuildV3Model()
	require.NoError(t, err)
	errProxy := model.Model.Components.Schemas.GetOrZero("Error")
	require.NotNil(t, errProxy)
	return &oaSpec{
		strict:   build(config.WithStrictMode()),
		loose:    build(),
		errorSch: errProxy.Schema(),
		version:  model.Model.Info.Version,
	}
}

// oaExchange is one request and the server's answer.
type oaExchange struct {
	method, path, contentType string
	reqBody                   []byte
	status                    int
	header                    http.Header
	body                      []byte
}

func (x oaExchange) json(t *testing.T) map[string]any {
	t.Helper()
	var m map[string]any
	require.NoError(t, json.Unmarshal(x.body, &m), string(x.body))
	return m
}

func (x oaExchange) String() string {
	return fmt.Sprintf("%s %s -> %d %s", x.method, x.path, x.status, x.body)
}

func formatValidationErrors(errs []*liberrors.ValidationError) []string {
	var out []string
	for _, e := range errs {
		msg := e.Message
		if e.Reason != "" {
			msg += ": " + e.Reason
		}
		for _, se := range e.SchemaValidationErrors {
			msg += fmt.Sprintf("\n    - %s (at %s, schema %s)", se.Reason, se.FieldPath, se.KeywordLocation)
		}
		out = append(out, msg)
	}
	return out
}

// problems returns what does not match the document: the response always (status code
// documented for the operation, media type, body schema, headers, strictly), the request too
// when withRequest is set.
func (s *oaSpec) problems(x oaExchange, withRequest bool) []string {
	req, _ := http.NewRequest(x.method, "http://tradeprep.test"+x.path, bytes.NewReader(x.reqBody))
	if x.contentType != "" {
		req.Header.Set("Content-Type", x.contentType)
	}
	res := &http.Response{StatusCode: x.status, Header: x.header.Clone(), Body: io.NopCloser(bytes.NewReader(x.body)), Request: req}
	v := s.strict
	if x.path == "/openapi.json" {
		v = s.loose
	}
	var out []string
	if withRequest {
		if ok, errs := v.ValidateHttpRequest(req); !ok {
			out = append(out, "request: "+strings.Join(formatValidationErrors(errs), "\n"))
		}
		req, _ = http.NewRequest(x.method, "http://tradeprep.test"+x.path, bytes.NewReader(x.reqBody))
		if x.contentType != "" {
			req.Header.Set("Content-Type", x.contentType)
		}
	}
	if ok, errs := v.ValidateHttpResponse(req, res); !ok {
		out = append(out, "response: "+strings.Join(formatValidationErrors(errs), "\n"))
	}
	// where the header is required the document says so; wherever it is sent it is the version
	if got := x.header.Get("X-API-Version"); got != "" && got != s.version {
		out = append(out, fmt.Sprintf("X-API-Version is %q, the document's version %q", got, s.version))
	}
	return out
}

// errorBodyProblems checks a body against the Error schema alone, for answers to paths the
// document cannot list (unknown paths, other methods): schema and no undeclared field.
func (s *oaSpec) errorBodyProblems(body []byte) []string {
	var out []string
	if ok, errs := schema_validation.NewSchemaValidator().ValidateSchemaBytes(s.errorSch, body); !ok {
		out = append(out, formatValidationErrors(errs)...)
	}
	var m map[string]any
	if err := json.Unmarshal(body, &m); err != nil {
		return append(out, err.Error())
	}
	for k := range m {
		if _, ok := s.errorSch.Properties.Get(k); !ok {
			out = append(out, "undeclared error field "+k)
		}
	}
	return out
}

// oaFixture is the real server on the embedded platform, with the document's validator.
type oaFixture struct {
	t    *testing.T
	ctx  context.Context
	env  *embedded.Env
	srv  *Server
	url  string
	spec *oaSpec
	feed *pricefeed.Feed
}

func newOAFixture(t *testing.T, accounts int) *oaFixture {
	t.Helper()
	h := newHarnessWithin(t, accounts, 4*time.Minute)
	return &oaFixture{t: t, ctx: h.ctx, env: h.env, srv: h.api, url: h.srv.URL, spec: newOASpec(t), feed: h.feed}
}

func (f *oaFixture) exchange(t *testing.T, method, path, contentType string, body []byte) oaExchange {
	t.Helper()
	req, err := http.NewRequestWithContext(f.ctx, method, f.url+path, bytes.NewReader(body))
	require.NoError(t, err)
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	return oaExchange{method: method, path: path, contentType: contentType, reqBody: body, status: res.StatusCode, header: res.Header, body: b}
}

// call sends the request and requires the answer to have the status and to match the
// document; a request meant to be valid (2xx) must match the document too.
func (f *oaFixture) call(t *testing.T, method, path string, body any, status int) oaExchange {
	t.Helper()
	var raw []byte
	contentType := ""
	switch b := body.(type) {
	case nil:
	case string:
		raw, contentType = []byte(b), "application/json"
	default:
		var err error
		raw, err = json.Marshal(b)
		require.NoError(t, err)
		contentType = "application/json"
	}
	x := f.exchange(t, method, path, contentType, raw)
	require.Equal(t, status, x.status, x.String())
	f.requireValid(t, x, status < 300)
	return x
}

func (f *oaFixture) requireValid(t *testing.T, x oaExchange, withRequest bool) {
	t.Helper()
	if p := f.spec.problems(x, withRequest); len(p) > 0 {
		t.Fatalf("%s\ndoes not match the OpenAPI document:\n%s", x, strings.Join(p, "\n"))
	}
}

func (f *oaFixture) post(t *testing.T, path string, body any, status int) map[string]any {
	t.Helper()
	return f.call(t, http.MethodPost, path, body, status).json(t)
}

func (f *oaFixture) get(t *testing.T, path string, status int) map[string]any {
	t.Helper()
	return f.call(t, http.MethodGet, path, nil, status).json(t)
}

// send signs the response's transaction (under key txField) exactly as returned, as a
// DynamicFeeTx, sends it and waits for a successful receipt.
func (f *oaFixture) send(t *testing.T, client *ethclient.Client, key *ecdsa.PrivateKey, resp map[string]any, txField string) *types.Receipt {
	t.Helper()
	raw, err := json.Marshal(resp[txField])
	require.NoError(t, err)
	var tx prepare.Transaction
	require.NoError(t, json.Unmarshal(raw, &tx))
	dec := func(s string) *big.Int {
		v, ok := new(big.Int).SetString(s, 10)
		require.True(t, ok, "decimal %q", s)
		return v
	}
	nonce, err := client.PendingNonceAt(f.ctx, common.HexToAddress(tx.From))
	require.NoError(t, err)
	to := common.HexToAddress(tx.To)
	chainID := new(big.Int).SetUint64(tx.ChainID)
	signed, err := types.SignNewTx(key, types.LatestSignerForChainID(chainID), &types.DynamicFeeTx{
		ChainID: chainID, Nonce: nonce, To: &to, Data: tx.Data, Value: dec(tx.Value),
		Gas: dec(tx.Gas).Uint64(), GasFeeCap: dec(tx.MaxFeePerGas), GasTipCap: dec(tx.MaxPriorityFeePerGas),
	})
	require.NoError(t, err)
	require.NoError(t, client.SendTransaction(f.ctx, signed))
	receipt, err := sender.WaitMined(f.ctx, client, signed.Hash(), 10*time.Millisecond)
	require.NoError(t, err)
	require.Equal(t, types.ReceiptStatusSuccessful, receipt.Status)
	return receipt
}

func (f *oaFixture) runKeeper(t *testing.T) int {
	t.Helper()
	n, err := f.env.RunKeeper(f.ctx, 4)
	require.NoError(t, err)
	return n
}

// positionIDs lists the account's positions through the API (validated too).
func (f *oaFixture) positionIDs(t *testing.T, a common.Address) []string {
	t.Helper()
	m := f.get(t, "/api/positions?address="+a.Hex(), 200)
	var ids []string
	for _, p := range m["positions"].([]any) {
		ids = append(ids, p.(map[string]any)["positionId"].(string))
	}
	return ids
}

func oaMarket(user common.Address, kv ...any) map[string]any {
	m := map[string]any{
		"pair": 2, "isLong": true, "orderType": "market", "margin": "250.5", "size": "2505",
		"maxAcceptablePrice": "3420", "slippagePercent": 50, "userAddress": user.Hex(),
	}
	for i := 0; i+1 < len(kv); i += 2 {
		if kv[i+1] == nil {
			delete(m, kv[i].(string))
		} else {
			m[kv[i].(string)] = kv[i+1]
		}
	}
	return m
}

// Every kind of answer of every endpoint, from the real server, matches the document.
func TestOpenAPIResponsesMatchTheDocument(t *testing.T) {
	f := newOAFixture(t, 3)
	trader, other, depositor := f.env.Accounts[0], f.env.Accounts[1], f.env.Accounts[2]
	dest := f.env.Dest.Client()
	require.NoError(t, f.feed.Push(f.ctx, map[uint64]*big.Int{2: fixedpoint.MustParse("3412.25", platform.PriceDecimals)}))

	t.Run("meta", func(t *testing.T) {
		require.Equal(t, map[string]any{"status": "ok"}, f.get(t, "/healthz", 200))
		require.Equal(t, "ready", f.get(t, "/readyz", 200)["status"])
		x := f.call(t, http.MethodGet, "/openapi.json", nil, 200)
		require.Equal(t, "application/json", strings.Split(x.header.Get("Content-Type"), ";")[0])
		require.JSONEq(t, string(openapi.Document()), string(x.body))
		x = f.call(t, http.MethodGet, "/docs", nil, 200)
		require.Equal(t, "text/html", strings.Split(x.header.Get("Content-Type"), ";")[0])
	})

	t.Run("markets", func(t *testing.T) {
		m := f.get(t, "/api/markets", 200)
		require.NotContains(t, m, "account")
		require.EqualValues(t, 12, m["marketsCount"])
		m = f.get(t, "/api/markets?address="+trader.Address.Hex(), 200)
		require.Contains(t, m, "account")
		f.get(t, "/api/markets?address=0x1234", 400)
	})

	var posID string
	t.Run("newposition", func(t *testing.T) {
		// market with take-profit and stop-loss, sent and filled by the keeper
		// a referral address other than the owner of the trader's registered code is refused
		// by the Vault (no self-referral, no payee of one's choosing): 422 naming the rule
		e := f.post(t, "/api/newposition", oaMarket(trader.Address, "refer", other.Address.Hex()), 422)
		require.Equal(t, "InvalidReferrer", e["revert"].(map[string]any)["name"])
		m := f.post(t, "/api/newposition", oaMarket(trader.Address, "takeProfit", "4000", "takeProfitClosePercent", 10000,
			"stopLoss", "3000", "stopLossClosePercent", "5000.5"), 200)
		require.Equal(t, false, m["insufficientBalance"])
		f.send(t, dest, trader.Key, m, "transaction")
		require.Equal(t, 1, f.runKeeper(t))
		ids := f.positionIDs(t, trader.Address)
		require.Len(t, ids, 1)
		posID = ids[0]

		// limit, stop-market and stop-limit, numbers as JSON numbers and as strings
		m = f.post(t, "/api/newposition", oaMarket(trader.Address, "orderType", "limit", "maxAcceptablePrice", nil, "slippagePercent", nil,
			"limitPrice", 3300, "margin", 100, "size", 1000), 200)
		f.send(t, dest, trader.Key, m, "transaction") // stays a pending order
		f.post(t, "/api/newposition", oaMarket(trader.Address, "orderType", "stop-market", "maxAcceptablePrice", nil, "slippagePercent", nil,
			"stopMarketPrice", "3500", "isLong", true, "referrer", "0x0000000000000000000000000000000000000000"), 200)
		f.post(t, "/api/newposition", oaMarket(trader.Address, "orderType", "stop-limit", "maxAcceptablePrice", nil, "slippagePercent", nil,
			"stopMarketPrice", "3300", "limitPrice", "3290", "isLong", false, "skipBalanceCheck", true), 200)

		// insufficient margin: still 200, with the message in `error`
		m = f.post(t, "/api/newposition", oaMarket(trader.Address, "margin", "200000", "size", "400000"), 200)
		require.Equal(t, true, m["insufficientBalance"])
		require.NotEmpty(t, m["error"])
		sim := m["simulation"].(map[string]any)
		require.Equal(t, false, sim["success"], "it fails as returned")
		require.Contains(t, sim, "withOverride", "the run with the margin lent, as documented")

		// 400s, 415, 413, 422
		e = f.post(t, "/api/newposition", oaMarket(trader.Address, "pair", 0), 400)
		require.Equal(t, CodeInvalidField, e["code"])
		e = f.post(t, "/api/newposition", oaMarket(trader.Address, "stopLos", "3000"), 400)
		require.Equal(t, CodeUnknownField, e["code"])
		e = f.post(t, "/api/newposition", oaMarket(trader.Address, "userAddress", nil), 400)
		require.Equal(t, CodeMissingField, e["code"])
		f.post(t, "/api/newposition", "{pair:", 400)
		x := f.exchange(t, http.MethodPost, "/api/newposition", "text/plain", []byte(`{}`))
		require.Equal(t, http.StatusUnsupportedMediaType, x.status, x.String())
		f.requireValid(t, x, false)
		x = f.exchange(t, http.MethodPost, "/api/newposition", "application/json", []byte(`{"pair":"`+strings.Repeat("1", 70<<10)+`"}`))
		require.Equal(t, http.StatusRequestEntityTooLarge, x.status, x.String())
		f.requireValid(t, x, false)
		e = f.post(t, "/api/newposition", oaMarket(trader.Address, "margin", "10", "size", "1000"), 422) // 100x, above the 50x maximum
		require.Equal(t, "LeverageTooHigh", e["revert"].(map[string]any)["name"])
	})

	t.Run("positions and balances", func(t *testing.T) {
		m := f.get(t, "/api/positions?address="+trader.Address.Hex(), 200)
		require.Len(t, m["positions"], 2) // the pending limit order and the open position, the list's last first
		open := m["positions"].([]any)[1].(map[string]any)
		require.Equal(t, "open", open["status"])
		require.Equal(t, "10", open["leverage"])
		require.NotEmpty(t, open["liquidationPrice"])
		require.NotEmpty(t, m["positions"].([]any)[0].(map[string]any)["trigger"])
		require.Nil(t, m["nextCursor"])
		m = f.get(t, "/api/positions?limit=1&address="+trader.Address.Hex(), 200)
		require.Equal(t, "1", m["nextCursor"], "a page with a next cursor matches the document too")
		m = f.get(t, "/api/positions?limit=1&cursor=1&address="+trader.Address.Hex(), 200)
		require.Nil(t, m["nextCursor"])
		require.Equal(t, "limit", f.get(t, "/api/positions?limit=0&address="+trader.Address.Hex(), 400)["field"])
		require.Equal(t, "cursor", f.get(t, "/api/positions?cursor=x&address="+trader.Address.Hex(), 400)["field"])
		m = f.get(t, "/api/positions?status=pending&address="+trader.Address.Hex(), 200)
		require.Len(t, m["positions"], 1)
		e := f.get(t, "/api/positions?status=closed&address="+trader.Address.Hex(), 400)
		require.Equal(t, "status", e["field"])
		f.get(t, "/api/positions", 400)
		f.get(t, "/api/positions?address=nope", 400)
		m = f.get(t, "/api/userbalances?address="+trader.Address.Hex(), 200)
		require.Equal(t, "USD", m["marginToken"])
		f.get(t, "/api/userbalances", 400)

		life := f.get(t, "/api/positions/"+posID, 200)
		require.Equal(t, "open", life["status"])
		require.Equal(t, trader.Address.Hex(), life["owner"])
		history := life["history"].([]any)
		require.Equal(t, "OrderCreated", history[0].(map[string]any)["type"])
		f.get(t, "/api/positions/999999", 404)
		for _, bad := range []string{"abc", "0", "-1", "1.5", "0x10", strings.Repeat("9", 80)} {
			e := f.get(t, "/api/positions/"+bad, 400)
			require.Equal(t, "positionId", e["field"], bad)
		}
	})

	t.Run("closeposition", func(t *testing.T) {
		require.NotEmpty(t, posID)
		m := f.post(t, "/api/closeposition", map[string]any{"positionId": posID, "takeProfit": "4100", "takeProfitClosePercent": 10000}, 200)
		require.Equal(t, "modify-tpsl", m["action"])
		m = f.post(t, "/api/closeposition", map[string]any{"positionId": posID, "sizeDelta": "1002", "allowedPrice": "3500", "userAddress": trader.Address.Hex()}, 200)
		require.Equal(t, "partial-close", m["action"])
		m = f.post(t, "/api/closeposition", map[string]any{"positionId": posID, "allowedPrice": 3500}, 200)
		require.Equal(t, "close", m["action"])

		f.post(t, "/api/closeposition", map[string]any{"positionId": "999"}, 404)
		e := f.post(t, "/api/closeposition", map[string]any{"positionId": posID, "userAddress": other.Address.Hex()}, 403)
		require.Equal(t, trader.Address.Hex(), e["owner"])
		e = f.post(t, "/api/closeposition", map[string]any{"positionId": posID, "sizeDelta": "999999"}, 400)
		require.Contains(t, e, "positionSize")
		e = f.post(t, "/api/closeposition", map[string]any{"positionId": posID, "allowedPrice": "3400"}, 422)
		require.Equal(t, "PriceBeyondAllowed", e["revert"].(map[string]any)["name"])
		f.post(t, "/api/closeposition", map[string]any{"positionId": posID, "size": "1"}, 400)

		// close it for real; a closed position is a 409. The queued close of the whole position
		// and its history entry (wholePosition, the size closed) match the document.
		f.send(t, dest, trader.Key, m, "transaction")
		var queued map[string]any
		for _, p := range f.get(t, "/api/positions?address="+trader.Address.Hex(), 200)["positions"].([]any) {
			if p.(map[string]any)["positionId"] == posID {
				queued = p.(map[string]any)["pendingDecrease"].(map[string]any)
			}
		}
		require.Equal(t, true, queued["wholePosition"])
		require.Equal(t, "2505", queued["sizeDelta"], "the position's size now")
		require.Equal(t, 1, f.runKeeper(t))
		f.post(t, "/api/closeposition", map[string]any{"positionId": posID}, 409)
		life := f.get(t, "/api/positions/"+posID, 200)
		require.Equal(t, "closed", life["status"])
		var request map[string]any
		for _, e := range life["history"].([]any) {
			if e.(map[string]any)["type"] == "DecreaseRequested" {
				request = e.(map[string]any)["fields"].(map[string]any)
			}
		}
		require.Equal(t, map[string]any{"posId": posID, "sizeDelta": "2505", "wholePosition": true, "allowedPrice": "3500"}, request)
	})

	t.Run("referrals", func(t *testing.T) {
		m := f.post(t, "/api/referrals", map[string]any{"action": "getCodeInfo", "code": "openapi"}, 200)
		require.Equal(t, "Code not claimed", m["owner"])
		m = f.post(t, "/api/referrals", map[string]any{"action": "claimCode", "code": "openapi", "userAddress": trader.Address.Hex()}, 200)
		f.send(t, dest, trader.Key, m, "transaction")
		m = f.post(t, "/api/referrals", map[string]any{"action": "getCodeInfo", "code": "openapi"}, 200)
		require.Equal(t, true, m["isClaimed"])

		for _, c := range []struct {
			body   map[string]any
			status int
			msg    string
		}{
			{map[string]any{"code": "openapi"}, 400, "Missing action"},
			{map[string]any{"action": "getCodeInfo"}, 400, "Missing code"},
			{map[string]any{"action": "claimCode", "code": "x"}, 400, "Missing code or userAddress"},
			{map[string]any{"action": "claimCode", "code": "x", "userAddress": "0x12"}, 400, "Invalid userAddress"},
			{map[string]any{"action": "claimCode", "code": "openapi", "userAddress": other.Address.Hex()}, 409, "Referral code is already claimed"},
			{map[string]any{"action": "dance", "code": "x"}, 400, "Invalid action"},
			{map[string]any{"action": "getCodeInfo", "code": strings.Repeat("x", 33)}, 400, "Invalid code: referral code is longer than 32 bytes"},
		} {
			e := f.post(t, "/api/referrals", c.body, c.status)
			require.Equal(t, c.msg, e["error"])
		}
		e := f.post(t, "/api/referrals", map[string]any{"action": "getCodeInfo", "code": "x", "user": "y"}, 400)
		require.Equal(t, CodeUnknownField, e["code"])
	})

	t.Run("crosschaindeposit", func(t *testing.T) {
		src := f.env.Manifest.Sources[0]
		var usdc common.Address
		for _, tok := range src.Tokens {
			if tok.Symbol == "USDC" {
				usdc = tok.Address
			}
		}
		body := map[string]any{"userAddress": depositor.Address.Hex(), "fromChainId": src.ChainID, "amount": "1000000", "tokenAddress": usdc.Hex()}
		m := f.post(t, "/api/crosschaindeposit", body, 200)
		require.Equal(t, true, m["needsApproval"])
		f.send(t, f.env.Source.Client(), depositor.Key, m, "approvalTransaction")
		m = f.post(t, "/api/crosschaindeposit", body, 200)
		require.Equal(t, false, m["needsApproval"])
		receipt := f.send(t, f.env.Source.Client(), depositor.Key, m, "transaction")

		status := fmt.Sprintf("/api/crosschaindeposit/status?fromChainId=%d&txHash=%s", src.ChainID, receipt.TxHash.Hex())
		require.Equal(t, "pending", f.get(t, status, 200)["status"])
		_, err := f.env.Relayer.RunOnce(f.ctx)
		require.NoError(t, err)
		done := f.get(t, status, 200)
		require.Equal(t, "delivered", done["status"])
		f.get(t, fmt.Sprintf("/api/crosschaindeposit/status?fromChainId=%d&nonce=%s", src.ChainID, done["nonce"]), 200)

		// a balance short of the amount: 200 without a transaction
		m = f.post(t, "/api/crosschaindeposit", map[string]any{"userAddress": depositor.Address.Hex(), "fromChainId": src.ChainID,
			"amount": "1000000000000000", "tokenAddress": usdc.Hex()}, 200)
		require.Equal(t, true, m["insufficientBalance"])

		e := f.post(t, "/api/crosschaindeposit", map[string]any{"userAddress": depositor.Address.Hex(), "fromChainId": 5,
			"amount": "1", "tokenAddress": usdc.Hex()}, 400)
		require.Equal(t, CodeUnsupported, e["code"])
		e = f.post(t, "/api/crosschaindeposit", map[string]any{"userAddress": depositor.Address.Hex(), "fromChainId": src.ChainID,
			"amount": "1", "tokenAddress": depositor.Address.Hex()}, 400)
		require.Contains(t, e, "supportedTokens")
		e = f.post(t, "/api/crosschaindeposit", map[string]any{"userAddress": depositor.Address.Hex(), "fromChainId": embedded.DestinationChainID,
			"amount": "1", "tokenAddress": usdc.Hex()}, 400)
		require.Contains(t, e, "vaultAddress")
		f.post(t, "/api/crosschaindeposit", map[string]any{"userAddress": depositor.Address.Hex(), "fromChainId": src.ChainID,
			"amount": "1.5", "tokenAddress": usdc.Hex()}, 400)
		f.get(t, fmt.Sprintf("/api/crosschaindeposit/status?fromChainId=%d&txHash=0x%064x", src.ChainID, 1), 404)
		f.get(t, fmt.Sprintf("/api/crosschaindeposit/status?fromChainId=%d", src.ChainID), 400)
	})

	t.Run("errors outside the document's paths", func(t *testing.T) {
		for _, c := range []struct {
			method, path string
			status       int
		}{
			{http.MethodGet, "/api/nothing-here", http.StatusNotFound},
			{http.MethodGet, "/api/newposition", http.StatusMethodNotAllowed},
		} {
			x := f.exchange(t, c.method, c.path, "", nil)
			require.Equal(t, c.status, x.status, x.String())
			require.Empty(t, f.spec.errorBodyProblems(x.body), x.String())
			require.Equal(t, f.spec.version, x.header.Get("X-API-Version"))
		}
	})
}

// When the request's time budget runs out, the answer is a documented status (504 as a rule)
// with the error body.
func TestOpenAPITimeoutAnswerMatchesTheDocument(t *testing.T) {
	f := newOAFixture(t, 1)
	s, err := newServer(serverOptions{
		Manifest:       f.env.Manifest,
		DestinationRPC: f.env.Dest.RPC(),
		SourceRPC:      map[uint64]simulate.BatchCaller{embedded.SourceChainID: f.env.Source.RPC()},
		RequestTimeout: time.Nanosecond,
	})
	require.NoError(t, err)
	hs := httptest.NewServer(s)
	t.Cleanup(hs.Close)
	f.url = hs.URL
	x := f.exchange(t, http.MethodGet, "/api/markets", "", nil)
	require.GreaterOrEqual(t, x.status, 500, x.String())
	t.Logf("time-out answer: %s", x)
	require.Contains(t, []any{CodeUpstreamTimeout, CodeUpstream}, x.json(t)["code"], x.String())
	f.requireValid(t, x, true)
}

// The validation has teeth: a wrong type, an undeclared field, a missing required field, an
// undocumented status code, a wrong media type and a missing version header each fail.
func TestOpenAPIValidationRejectsTamperedResponses(t *testing.T) {
	f := newOAFixture(t, 1)
	real := f.call(t, http.MethodGet, "/api/markets", nil, 200)
	require.Empty(t, f.spec.problems(real, true))

	tamper := func(edit func(m map[string]any)) oaExchange {
		m := real.json(t)
		edit(m)
		b, err := json.Marshal(m)
		require.NoError(t, err)
		x := real
		x.body = b
		return x
	}
	cases := map[string]oaExchange{
		"marketsCount as a string": tamper(func(m map[string]any) { m["marketsCount"] = "12" }),
		"undeclared field":         tamper(func(m map[string]any) { m["surprise"] = true }),
		"undeclared nested field":  tamper(func(m map[string]any) { m["markets"].([]any)[0].(map[string]any)["extra"] = 1 }),
		"required field missing":   tamper(func(m map[string]any) { delete(m["markets"].([]any)[0].(map[string]any), "price") }),
		"price not a decimal":      tamper(func(m map[string]any) { m["markets"].([]any)[0].(map[string]any)["price"] = "97,250.5" }),
	}
	teapot := real
	teapot.status = http.StatusTeapot
	cases["undocumented status code"] = teapot
	text := real
	text.header = real.header.Clone()
	text.header.Set("Content-Type", "text/plain")
	cases["undocumented media type"] = text
	noVersion := real
	noVersion.header = real.header.Clone()
	noVersion.header.Del("X-API-Version")
	cases["no X-API-Version header"] = noVersion
	for name, x := range cases {
		t.Run(name, func(t *testing.T) {
			require.NotEmpty(t, f.spec.problems(x, false), "a tampered response passed validation")
		})
	}

	t.Run("tampered error body", func(t *testing.T) {
		x := f.call(t, http.MethodPost, "/api/referrals", map[string]any{"action": "getCodeInfo"}, 400)
		var m map[string]any
		require.NoError(t, json.Unmarshal(x.body, &m))
		m["error"] = "Code missing" // not SPEC's message
		x.body, _ = json.Marshal(m)
		require.NotEmpty(t, f.spec.problems(x, false))
		require.NotEmpty(t, f.spec.errorBodyProblems([]byte(`{"error":"x"}`)), "code is required")
		require.NotEmpty(t, f.spec.errorBodyProblems([]byte(`{"error":"x","code":"NOT_A_CODE"}`)))
	})
	t.Run("invalid request", func(t *testing.T) {
		x := f.exchange(t, http.MethodPost, "/api/newposition", "application/json", []byte(`{"pair":1,"isLong":true,"orderType":"market","margin":"1","size":"10","maxAcceptablePrice":"1","slippagePercent":1,"userAddress":"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed","limitPrice":"5"}`))
		require.Equal(t, 400, x.status)
		require.NotEmpty(t, f.spec.problems(x, true), "limitPrice on a market order is refused by the document too")
	})
}

// Every route echo serves is in the document, and every operation of the document is served.
func TestOpenAPIDocumentsEveryRoute(t *testing.T) {
	f := newOAFixture(t, 1)
	var doc struct {
		Paths map[string]map[string]json.RawMessage `json:"paths"`
	}
	require.NoError(t, json.Unmarshal(openapi.Document(), &doc))
	documented := map[string]bool{}
	optional := map[string]bool{} // served only when configured (x-tradeprep-optional)
	for path, item := range doc.Paths {
		for method, raw := range item {
			switch method {
			case "get", "put", "post", "delete", "options", "head", "patch", "trace":
				op := strings.ToUpper(method) + " " + path
				documented[op] = true
				var ext struct {
					Optional bool `json:"x-tradeprep-optional"`
				}
				require.NoError(t, json.Unmarshal(raw, &ext))
				optional[op] = ext.Optional
			}
		}
	}
	served := map[string]bool{}
	for _, r := range f.srv.echo.Routes() {
		// echo writes path parameters as :name, OpenAPI as {name}
		path := regexp.MustCompile(`:([A-Za-z0-9_]+)`).ReplaceAllString(r.Path, "{$1}")
		served[r.Method+" "+path] = true
	}
	keys := func(m map[string]bool) []string {
		var out []string
		for k := range m {
			out = append(out, k)
		}
		sort.Strings(out)
		return out
	}
	require.NotEmpty(t, served)
	for _, r := range keys(served) {
		require.True(t, documented[r], "route %s is served but not in the OpenAPI document", r)
	}
	for _, r := range keys(documented) {
		require.True(t, served[r] || optional[r], "operation %s is in the OpenAPI document but not served", r)
	}
}

// GET /docs renders the document without loading anything from elsewhere: no external
// script, style, image or frame, and a Content-Security-Policy that allows only the page's own
// inline script and style, by hash.
func TestOpenAPIDocsPageIsSelfContained(t *testing.T) {
	f := newOAFixture(t, 1)
	x := f.call(t, http.MethodGet, "/docs", nil, 200)
	page := string(x.body)
	for _, banned := range []string{"<script src", "<link", "<img", "<iframe", "@import", "url("} {
		require.NotContains(t, page, banned)
	}
	csp := x.header.Get("Content-Security-Policy")
	require.Contains(t, csp, "default-src 'none'")
	require.Contains(t, csp, "connect-src 'none'")
	hashOf := func(s string) string {
		sum := sha256.Sum256([]byte(s))
		return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
	}
	script := regexp.MustCompile(`(?s)<script>(.*?)</script>`).FindStringSubmatch(page)
	style := regexp.MustCompile(`(?s)<style>(.*?)</style>`).FindStringSubmatch(page)
	require.Len(t, script, 2)
	require.Len(t, style, 2)
	require.Contains(t, csp, "script-src "+hashOf(script[1]))
	require.Contains(t, csp, "style-src "+hashOf(style[1]))
	// the inline document is the served one, and "</" cannot close its script block
	data := regexp.MustCompile(`(?s)<script type="application/json" id="openapi">(.*?)</script>`).FindStringSubmatch(page)
	require.Len(t, data, 2)
	require.JSONEq(t, string(openapi.Document()), data[1])
	require.NotContains(t, data[1], "</")
}

// Every example of a component schema is valid against that schema: the outcome examples the
// docs show (a fill, a slippage cancellation) cannot drift from the schema the answers obey.
func TestSchemaExamplesAreValid(t *testing.T) {
	doc, err := libopenapi.NewDocument(openapi.Document())
	require.NoError(t, err)
	model, err := doc.BuildV3Model()
	require.NoError(t, err)
	checked := 0
	for name, proxy := range model.Model.Components.Schemas.FromOldest() {
		sch := proxy.Schema()
		for i, ex := range sch.Examples {
			var v any
			require.NoError(t, ex.Decode(&v), "%s example %d", name, i)
			body, err := json.Marshal(v)
			require.NoError(t, err)
			ok, errs := schema_validation.NewSchemaValidator().ValidateSchemaBytes(sch, body)
			require.True(t, ok, "%s example %d: %v", name, i, formatValidationErrors(errs))
			checked++
		}
	}
	out, _ := model.Model.Components.Schemas.Get("Outcome")
	require.Len(t, out.Schema().Examples, 2, "a fill and a slippage cancellation")
	require.GreaterOrEqual(t, checked, 2)
}

// Every error code the package declares (a string constant named Code… or code… whose value is an upper-case code) is in the
// document's ErrorCode enum, so a client generated from the document can decode every error.
func TestOpenAPIErrorCodesAreDocumented(t *testing.T) {
	var doc struct {
		Components struct {
			Schemas struct {
				ErrorCode struct {
					Enum []string `json:"enum"`
				} `json:"ErrorCode"`
			} `json:"schemas"`
		} `json:"components"`
	}
	require.NoError(t, json.Unmarshal(openapi.Document(), &doc))
	documented := map[string]bool{}
	for _, c := range doc.Components.Schemas.ErrorCode.Enum {
		documented[c] = true
	}
	fset := token.NewFileSet()
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	found := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		require.NoError(t, err)
		ast.Inspect(f, func(n ast.Node) bool {
			spec, ok := n.(*ast.ValueSpec)
			if !ok {
				return true
			}
			for i, id := range spec.Names {
				if !strings.HasPrefix(strings.ToLower(id.Name), "code") || i >= len(spec.Values) {
					continue
				}
				lit, ok := spec.Values[i].(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					continue
				}
				value, err := strconv.Unquote(lit.Value)
				require.NoError(t, err)
				if !regexp.MustCompile(`^[A-Z][A-Z_]+$`).MatchString(value) {
					continue // a message (SPEC's referral texts), not a machine code
				}
				found++
				require.True(t, documented[value], "%s (%s, %s) is not in the ErrorCode enum of the OpenAPI document", value, id.Name, name)
			}
			return true
		})
	}
	require.Greater(t, found, 15, "the error codes were not found")
}
