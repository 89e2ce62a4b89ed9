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

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/actors/pricefeed"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/service/openapi"
	"github.com/tradeprep/tradeprep/internal/tooling/apitest"
)

// These tests hold the OpenAPI document (internal/service/openapi) to what the server really answers:
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
	require.Equal(t, Version, doc.Info.Version, "info.version of internal/service/openapi/openapi.yaml must equal api.Version")
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
	return &oaFixture{t: t, ctx: h.ctx, env: h.env, srv: h.api, url: h.url, spec: newOASpec(t), feed: h.feed}
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

// oaDoer sends the typed client's requests and checks every exchange against the document
// (the request too when the answer is a 2xx), as call does for raw requests.
type oaDoer struct {
	t    *testing.T
	spec *oaSpec
}

func (d oaDoer) Do(req *http.Request) (*http.Response, error) {
	var reqBody []byte
	if req.Body != nil {
		b, err := io.ReadAll(req.Body)
		if err != nil {
			return nil, err
		}
		reqBody = b
		req.Body = io.NopCloser(bytes.NewReader(b))
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		return nil, err
	}
	res.Body = io.NopCloser(bytes.NewReader(b))
	x := oaExchange{method: req.Method, path: req.URL.RequestURI(), contentType: req.Header.Get("Content-Type"),
		reqBody: reqBody, status: res.StatusCode, header: res.Header, body: b}
	if p := d.spec.problems(x, x.status < 300); len(p) > 0 {
		d.t.Errorf("%s\ndoes not match the OpenAPI document:\n%s", x, strings.Join(p, "\n"))
	}
	return res, nil
}

// client is the typed client of the fixture's server, every exchange checked against the
// document (failing t).
func (f *oaFixture) client(t *testing.T) *client.ClientWithResponses {
	t.Helper()
	return apitest.NewClient(t, f.url, client.WithHTTPClient(oaDoer{t: t, spec: f.spec}))
}

// oaStatus is the body of /healthz and the status of /readyz.
type oaStatus struct {
	Status string `json:"status"`
}

// expect checks a typed client's answer (res and err of a call): no transport error and the
// status given; the client's oaDoer checks it against the document.
func expect(t *testing.T, status int) func(res any, err error) apitest.Answer {
	return func(res any, err error) apitest.Answer {
		t.Helper()
		require.NoError(t, err)
		a := apitest.AnswerOf(res)
		require.Equal(t, status, a.Status, "%s", a.Body)
		return a
	}
}

// oaAs is an answer's body as T.
func oaAs[T any](t *testing.T, a apitest.Answer) T {
	t.Helper()
	return apitest.Decode[T](t, a)
}

// oaAnswer is an answer as a response.
func oaAnswer(a apitest.Answer) response {
	return response{Status: a.Status, Body: a.Body, Header: a.Header}
}

// requireRevertName checks the error's decoded revert.
func requireRevertName(t *testing.T, e client.Error, name string) {
	t.Helper()
	require.NotNil(t, e.Revert)
	require.Equal(t, ptr(name), e.Revert.Name)
}

// oaDecode is the exchange's body as T.
func oaDecode[T any](t *testing.T, x oaExchange) T {
	t.Helper()
	return decode[T](t, response{Status: x.status, Body: x.body, Header: x.header})
}

// send signs the transaction exactly as returned, sends it and waits for a successful receipt.
func (f *oaFixture) send(t *testing.T, eth *ethclient.Client, key *ecdsa.PrivateKey, tx client.Transaction) *types.Receipt {
	t.Helper()
	return apitest.SignAndSend(t, f.ctx, eth, key, tx)
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
	var ids []string
	for _, p := range oaDecode[client.PositionsResponse](t, f.call(t, http.MethodGet, "/api/positions?address="+a.Hex(), nil, 200)).Positions {
		ids = append(ids, p.PositionID)
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
		c := f.client(t)
		require.Equal(t, oaStatus{Status: "ok"}, strict[oaStatus](t, oaAnswer(expect(t, 200)(c.HealthzWithResponse(f.ctx)))))
		require.Equal(t, "ready", oaAs[oaStatus](t, expect(t, 200)(c.ReadyzWithResponse(f.ctx))).Status)
		x := f.call(t, http.MethodGet, "/openapi.json", nil, 200)
		require.Equal(t, "application/json", strings.Split(x.header.Get("Content-Type"), ";")[0])
		require.JSONEq(t, string(openapi.Document()), string(x.body))
		x = f.call(t, http.MethodGet, "/docs", nil, 200)
		require.Equal(t, "text/html", strings.Split(x.header.Get("Content-Type"), ";")[0])
	})

	t.Run("markets", func(t *testing.T) {
		c := f.client(t)
		m := oaAs[client.MarketsResponse](t, expect(t, 200)(c.MarketsWithResponse(f.ctx, &client.MarketsParams{})))
		require.Nil(t, m.Account)
		require.Equal(t, 12, m.MarketsCount)
		m = oaAs[client.MarketsResponse](t, expect(t, 200)(c.MarketsWithResponse(f.ctx, &client.MarketsParams{Address: ptr(trader.Address.Hex())})))
		require.NotNil(t, m.Account)
		expect(t, 400)(c.MarketsWithResponse(f.ctx, &client.MarketsParams{Address: ptr("0x1234")}))
	})

	var posID string
	t.Run("newposition", func(t *testing.T) {
		c := f.client(t)
		market := func(edit func(r *client.NewPositionRequest)) client.NewPositionRequest {
			r := client.NewPositionRequest{Pair: 2, IsLong: true, OrderType: client.NewPositionRequestOrderTypeMarket, Margin: ptr("250.5"),
				Size: ptr("2505"), MaxAcceptablePrice: ptr("3420"), SlippagePercent: ptr("50"), UserAddress: trader.Address.Hex()}
			if edit != nil {
				edit(&r)
			}
			return r
		}
		// market with take-profit and stop-loss, sent and filled by the keeper
		// a referral address other than the owner of the trader's registered code is refused
		// by the Vault (no self-referral, no payee of one's choosing): 422 naming the rule
		e := oaAs[client.Error](t, expect(t, 422)(c.NewPositionWithResponse(f.ctx, market(func(r *client.NewPositionRequest) { r.Refer = ptr(other.Address.Hex()) }))))
		requireRevertName(t, e, "InvalidReferrer")
		// numbers as JSON numbers and as strings: raw
		m := oaDecode[client.NewPositionResponse](t, f.call(t, http.MethodPost, "/api/newposition", oaMarket(trader.Address, "takeProfit", "4000", "takeProfitClosePercent", 10000,
			"stopLoss", "3000", "stopLossClosePercent", "5000.5"), 200))
		require.Equal(t, false, m.InsufficientBalance)
		f.send(t, dest, trader.Key, m.Transaction)
		require.Equal(t, 1, f.runKeeper(t))
		ids := f.positionIDs(t, trader.Address)
		require.Len(t, ids, 1)
		posID = ids[0]

		// limit, stop-market and stop-limit, numbers as JSON numbers and as strings
		m = oaDecode[client.NewPositionResponse](t, f.call(t, http.MethodPost, "/api/newposition", oaMarket(trader.Address, "orderType", "limit",
			"maxAcceptablePrice", nil, "slippagePercent", nil, "limitPrice", 3300, "margin", 100, "size", 1000), 200))
		f.send(t, dest, trader.Key, m.Transaction) // stays a pending order
		expect(t, 200)(c.NewPositionWithResponse(f.ctx, market(func(r *client.NewPositionRequest) {
			r.OrderType, r.MaxAcceptablePrice, r.SlippagePercent = client.NewPositionRequestOrderTypeStopMarket, nil, nil
			r.StopMarketPrice, r.IsLong, r.Referrer = ptr("3500"), true, ptr("0x0000000000000000000000000000000000000000")
		})))
		expect(t, 200)(c.NewPositionWithResponse(f.ctx, market(func(r *client.NewPositionRequest) {
			r.OrderType, r.MaxAcceptablePrice, r.SlippagePercent = client.NewPositionRequestOrderTypeStopLimit, nil, nil
			r.StopMarketPrice, r.LimitPrice, r.IsLong, r.SkipBalanceCheck = ptr("3300"), ptr("3290"), false, ptr(true)
		})))

		// insufficient margin: still 200, with the message in `error`
		m = oaAs[client.NewPositionResponse](t, expect(t, 200)(c.NewPositionWithResponse(f.ctx, market(func(r *client.NewPositionRequest) {
			r.Margin, r.Size = ptr("200000"), ptr("400000")
		}))))
		require.Equal(t, true, m.InsufficientBalance)
		require.NotNil(t, m.Error)
		require.NotEmpty(t, *m.Error)
		require.Equal(t, false, m.Simulation.Success, "it fails as returned")
		require.NotNil(t, m.Simulation.WithOverride, "the run with the margin lent, as documented")

		// 400s, 415, 413, 422
		e = oaAs[client.Error](t, expect(t, 400)(c.NewPositionWithResponse(f.ctx, market(func(r *client.NewPositionRequest) { r.Pair = 0 }))))
		require.Equal(t, CodeInvalidField, string(e.Code))
		e = oaDecode[client.Error](t, f.call(t, http.MethodPost, "/api/newposition", oaMarket(trader.Address, "stopLos", "3000"), 400))
		require.Equal(t, CodeUnknownField, string(e.Code))
		e = oaDecode[client.Error](t, f.call(t, http.MethodPost, "/api/newposition", oaMarket(trader.Address, "userAddress", nil), 400))
		require.Equal(t, CodeMissingField, string(e.Code))
		f.call(t, http.MethodPost, "/api/newposition", "{pair:", 400)
		x := f.exchange(t, http.MethodPost, "/api/newposition", "text/plain", []byte(`{}`))
		require.Equal(t, http.StatusUnsupportedMediaType, x.status, x.String())
		f.requireValid(t, x, false)
		x = f.exchange(t, http.MethodPost, "/api/newposition", "application/json", []byte(`{"pair":"`+strings.Repeat("1", 70<<10)+`"}`))
		require.Equal(t, http.StatusRequestEntityTooLarge, x.status, x.String())
		f.requireValid(t, x, false)
		e = oaAs[client.Error](t, expect(t, 422)(c.NewPositionWithResponse(f.ctx, market(func(r *client.NewPositionRequest) {
			r.Margin, r.Size = ptr("10"), ptr("1000") // 100x, above the 50x maximum
		}))))
		requireRevertName(t, e, "LeverageTooHigh")
	})

	t.Run("positions and balances", func(t *testing.T) {
		c := f.client(t)
		positions := func(status int, edit func(p *client.PositionsParams)) apitest.Answer {
			t.Helper()
			p := client.PositionsParams{Address: trader.Address.Hex()}
			if edit != nil {
				edit(&p)
			}
			return expect(t, status)(c.PositionsWithResponse(f.ctx, &p))
		}
		m := oaAs[client.PositionsResponse](t, positions(200, nil))
		require.Len(t, m.Positions, 2) // the pending limit order and the open position, the list's last first
		open := m.Positions[1]
		require.Equal(t, "open", string(open.Status))
		require.Equal(t, ptr("10"), open.Leverage)
		require.NotNil(t, open.LiquidationPrice)
		require.NotEmpty(t, *open.LiquidationPrice)
		require.NotNil(t, m.Positions[0].Trigger)
		require.NotEmpty(t, *m.Positions[0].Trigger)
		require.Nil(t, m.NextCursor)
		m = oaAs[client.PositionsResponse](t, positions(200, func(p *client.PositionsParams) { p.Limit = ptr(1) }))
		require.Equal(t, ptr("1"), m.NextCursor, "a page with a next cursor matches the document too")
		m = oaAs[client.PositionsResponse](t, positions(200, func(p *client.PositionsParams) { p.Limit, p.Cursor = ptr(1), ptr("1") }))
		require.Nil(t, m.NextCursor)
		require.Equal(t, ptr("limit"), oaAs[client.Error](t, positions(400, func(p *client.PositionsParams) { p.Limit = ptr(0) })).Field)
		require.Equal(t, ptr("cursor"), oaAs[client.Error](t, positions(400, func(p *client.PositionsParams) { p.Cursor = ptr("x") })).Field)
		m = oaAs[client.PositionsResponse](t, positions(200, func(p *client.PositionsParams) { p.Status = ptr(client.PositionsParamsStatus("pending")) }))
		require.Len(t, m.Positions, 1)
		e := oaAs[client.Error](t, positions(400, func(p *client.PositionsParams) { p.Status = ptr(client.PositionsParamsStatus("ended")) }))
		require.Equal(t, ptr("status"), e.Field)
		// the ended ones come from the event index, which this service runs without
		e = oaAs[client.Error](t, positions(503, func(p *client.PositionsParams) { p.Status = ptr(client.PositionsParamsStatus("closed")) }))
		require.Equal(t, client.ErrorCodeNOEVENTINDEX, e.Code)
		f.call(t, http.MethodGet, "/api/positions", nil, 400) // no address: the typed client always sends one
		positions(400, func(p *client.PositionsParams) { p.Address = "nope" })
		b := oaAs[client.UserBalancesResponse](t, expect(t, 200)(c.UserBalancesWithResponse(f.ctx, &client.UserBalancesParams{Address: trader.Address.Hex()})))
		require.Equal(t, "USD", string(b.MarginToken))
		f.call(t, http.MethodGet, "/api/userbalances", nil, 400)

		life := oaAs[client.PositionLife](t, expect(t, 200)(c.PositionLifeWithResponse(f.ctx, posID, &client.PositionLifeParams{})))
		require.Equal(t, "open", string(life.Status))
		require.Equal(t, trader.Address.Hex(), life.Owner)
		require.Equal(t, "OrderCreated", life.History[0].Type)
		expect(t, 404)(c.PositionLifeWithResponse(f.ctx, "999999", &client.PositionLifeParams{}))
		for _, bad := range []string{"abc", "0", "-1", "1.5", "0x10", strings.Repeat("9", 80)} {
			e := oaAs[client.Error](t, expect(t, 400)(c.PositionLifeWithResponse(f.ctx, bad, &client.PositionLifeParams{})))
			require.Equal(t, ptr("positionId"), e.Field, bad)
		}
	})

	t.Run("closeposition", func(t *testing.T) {
		require.NotEmpty(t, posID)
		c := f.client(t)
		closing := func(status int, r client.ClosePositionRequest) apitest.Answer {
			t.Helper()
			return expect(t, status)(c.ClosePositionWithResponse(f.ctx, r))
		}
		m := oaAs[client.ClosePositionResponse](t, closing(200, client.ClosePositionRequest{PositionID: posID, TakeProfit: ptr("4100"), TakeProfitClosePercent: ptr("10000")}))
		require.Equal(t, "modify-tpsl", string(m.Action))
		m = oaAs[client.ClosePositionResponse](t, closing(200, client.ClosePositionRequest{PositionID: posID, SizeDelta: ptr("1002"), AllowedPrice: ptr("3500"),
			UserAddress: ptr(trader.Address.Hex())}))
		require.Equal(t, "partial-close", string(m.Action))
		// allowedPrice as a JSON number: raw
		m = oaDecode[client.ClosePositionResponse](t, f.call(t, http.MethodPost, "/api/closeposition", map[string]any{"positionId": posID, "allowedPrice": 3500}, 200))
		require.Equal(t, "close", string(m.Action))

		closing(404, client.ClosePositionRequest{PositionID: "999"})
		e := oaAs[client.Error](t, closing(403, client.ClosePositionRequest{PositionID: posID, UserAddress: ptr(other.Address.Hex())}))
		require.Equal(t, ptr(trader.Address.Hex()), e.Owner)
		e = oaAs[client.Error](t, closing(400, client.ClosePositionRequest{PositionID: posID, SizeDelta: ptr("999999")}))
		require.NotNil(t, e.PositionSize)
		e = oaAs[client.Error](t, closing(422, client.ClosePositionRequest{PositionID: posID, AllowedPrice: ptr("3400")}))
		requireRevertName(t, e, "PriceBeyondAllowed")
		f.call(t, http.MethodPost, "/api/closeposition", map[string]any{"positionId": posID, "size": "1"}, 400) // an unknown field: raw

		// close it for real; a closed position is a 409. The queued close of the whole position
		// and its history entry (wholePosition, the size closed) match the document.
		f.send(t, dest, trader.Key, m.Transaction)
		var queued *client.Position
		for _, p := range oaAs[client.PositionsResponse](t, expect(t, 200)(c.PositionsWithResponse(f.ctx, &client.PositionsParams{Address: trader.Address.Hex()}))).Positions {
			if p.PositionID == posID {
				queued = &p
			}
		}
		require.NotNil(t, queued)
		require.NotNil(t, queued.PendingDecrease)
		require.Equal(t, ptr(true), queued.PendingDecrease.WholePosition)
		require.Equal(t, "2505", queued.PendingDecrease.SizeDelta, "the position's size now")
		require.Equal(t, 1, f.runKeeper(t))
		closing(409, client.ClosePositionRequest{PositionID: posID})
		life := oaAs[client.PositionLife](t, expect(t, 200)(c.PositionLifeWithResponse(f.ctx, posID, &client.PositionLifeParams{})))
		require.Equal(t, "closed", string(life.Status))
		var request, want client.PositionEvent
		for _, e := range life.History {
			if e.Type == "DecreaseRequested" {
				request = e
			}
		}
		want.Fields.PosID, want.Fields.SizeDelta, want.Fields.WholePosition, want.Fields.AllowedPrice = &posID, ptr("2505"), ptr(true), ptr("3500")
		require.Equal(t, want.Fields, request.Fields)
	})

	t.Run("referrals", func(t *testing.T) {
		c := f.client(t)
		referrals := func(status int, r client.ReferralsRequest) apitest.Answer {
			t.Helper()
			return expect(t, status)(c.ReferralsWithResponse(f.ctx, r))
		}
		info := client.ReferralsRequest{Action: client.ReferralsRequestActionGetCodeInfo, Code: "openapi"}
		require.Equal(t, "Code not claimed", oaAs[client.ReferralCodeInfo](t, referrals(200, info)).Owner)
		claim := oaAs[client.ReferralClaim](t, referrals(200, client.ReferralsRequest{Action: client.ReferralsRequestActionClaimCode, Code: "openapi",
			UserAddress: ptr(trader.Address.Hex())}))
		f.send(t, dest, trader.Key, claim.Transaction)
		require.Equal(t, true, oaAs[client.ReferralCodeInfo](t, referrals(200, info)).IsClaimed)
		use := oaAs[client.ReferralUse](t, referrals(200, client.ReferralsRequest{Action: client.ReferralsRequestActionUseCode, Code: "openapi",
			UserAddress: ptr(other.Address.Hex())}))
		require.Equal(t, trader.Address.Hex(), use.Referrer)

		// missing and unknown actions: raw bodies
		for _, c := range []struct {
			body   rawJSON
			status int
			msg    string
		}{
			{rawJSON{"code": "openapi"}, 400, "Missing action"},
			{rawJSON{"action": "getCodeInfo"}, 400, "Missing code"},
			{rawJSON{"action": "claimCode", "code": "x"}, 400, "Missing code or userAddress"},
			{rawJSON{"action": "claimCode", "code": "x", "userAddress": "0x12"}, 400, "Invalid userAddress"},
			{rawJSON{"action": "claimCode", "code": "openapi", "userAddress": other.Address.Hex()}, 409, "Referral code is already claimed"},
			{rawJSON{"action": "dance", "code": "x"}, 400, "Invalid action"},
			{rawJSON{"action": "useCode", "code": "nobody", "userAddress": other.Address.Hex()}, 400, "Referral code is not claimed"},
			{rawJSON{"action": "useCode", "code": "openapi", "userAddress": trader.Address.Hex()}, 400, "A trader cannot use their own referral code"},
			{rawJSON{"action": "getCodeInfo", "code": strings.Repeat("x", 33)}, 400, "Invalid code: referral code is longer than 32 bytes"},
		} {
			e := oaDecode[client.Error](t, f.call(t, http.MethodPost, "/api/referrals", c.body, c.status))
			require.Equal(t, c.msg, e.Error)
		}
		e := oaDecode[client.Error](t, f.call(t, http.MethodPost, "/api/referrals", rawJSON{"action": "getCodeInfo", "code": "x", "user": "y"}, 400))
		require.Equal(t, CodeUnknownField, string(e.Code))
	})

	t.Run("crosschaindeposit", func(t *testing.T) {
		c := f.client(t)
		src := f.env.Manifest.Sources[0]
		var usdc common.Address
		for _, tok := range src.Tokens {
			if tok.Symbol == "USDC" {
				usdc = tok.Address
			}
		}
		deposit := func(status int, edit func(r *client.CrossChainDepositRequest)) apitest.Answer {
			t.Helper()
			r := client.CrossChainDepositRequest{UserAddress: depositor.Address.Hex(), FromChainID: int(src.ChainID), Amount: "1000000", TokenAddress: usdc.Hex()}
			if edit != nil {
				edit(&r)
			}
			return expect(t, status)(c.CrossChainDepositWithResponse(f.ctx, r))
		}
		approval := oaAs[client.DepositApprovalResponse](t, deposit(200, nil))
		require.Equal(t, client.DepositApprovalResponseNeedsApproval(true), approval.NeedsApproval)
		f.send(t, f.env.Source.Client(), depositor.Key, approval.ApprovalTransaction)
		ready := oaAs[client.DepositReadyResponse](t, deposit(200, nil))
		require.Equal(t, client.DepositReadyResponseNeedsApproval(false), ready.NeedsApproval)
		require.NotNil(t, ready.Transaction)
		receipt := f.send(t, f.env.Source.Client(), depositor.Key, *ready.Transaction)

		status := func(code int, p client.CrossChainDepositStatusParams) client.DepositStatus {
			t.Helper()
			return oaAs[client.DepositStatus](t, expect(t, code)(c.CrossChainDepositStatusWithResponse(f.ctx, &p)))
		}
		byTx := client.CrossChainDepositStatusParams{FromChainID: fmt.Sprint(src.ChainID), TxHash: ptr(receipt.TxHash.Hex())}
		require.Equal(t, "pending", string(status(200, byTx).Status))
		_, err := f.env.Relayer.RunOnce(f.ctx)
		require.NoError(t, err)
		done := status(200, byTx)
		require.Equal(t, "delivered", string(done.Status))
		require.NotEmpty(t, done.Nonce)
		status(200, client.CrossChainDepositStatusParams{FromChainID: fmt.Sprint(src.ChainID), Nonce: &done.Nonce})

		// a balance short of the amount: 200 without a transaction
		short := oaAs[client.DepositReadyResponse](t, deposit(200, func(r *client.CrossChainDepositRequest) { r.Amount = "1000000000000000" }))
		require.Equal(t, true, short.InsufficientBalance)

		e := oaAs[client.Error](t, deposit(400, func(r *client.CrossChainDepositRequest) { r.FromChainID, r.Amount = 5, "1" }))
		require.Equal(t, CodeUnsupported, string(e.Code))
		e = oaAs[client.Error](t, deposit(400, func(r *client.CrossChainDepositRequest) { r.Amount, r.TokenAddress = "1", depositor.Address.Hex() }))
		require.NotNil(t, e.SupportedTokens)
		e = oaAs[client.Error](t, deposit(400, func(r *client.CrossChainDepositRequest) {
			r.FromChainID, r.Amount = int(embedded.DestinationChainID), "1"
		}))
		require.NotNil(t, e.VaultAddress)
		deposit(400, func(r *client.CrossChainDepositRequest) { r.Amount = "1.5" })
		status(404, client.CrossChainDepositStatusParams{FromChainID: fmt.Sprint(src.ChainID), TxHash: ptr(fmt.Sprintf("0x%064x", 1))})
		status(400, client.CrossChainDepositStatusParams{FromChainID: fmt.Sprint(src.ChainID)})
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
	s := newServer(t, f.env, serverOptions{RequestTimeout: time.Nanosecond})
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
		m["error"] = "Code missing" // not one of the fixed referral messages
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
					continue // a message (the fixed referral texts), not a machine code
				}
				found++
				require.True(t, documented[value], "%s (%s, %s) is not in the ErrorCode enum of the OpenAPI document", value, id.Name, name)
			}
			return true
		})
	}
	require.Greater(t, found, 15, "the error codes were not found")
}
