package api

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"io"
	"math/big"
	"net/http"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/actors/pricefeed"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/tooling/apitest"
	"github.com/tradeprep/tradeprep/simulate"
)

// harness is the real service on a real embedded platform: no mock anywhere.
type harness struct {
	t    *testing.T
	ctx  context.Context
	env  *embedded.Env
	url  string                      // the API's base URL
	c    *client.ClientWithResponses // the typed client of url
	api  *Server
	feed *pricefeed.Feed
}

func newHarness(t *testing.T, accounts int) *harness {
	t.Helper()
	return newHarnessWithin(t, accounts, 3*time.Minute)
}

// newHarnessWithin is newHarness with its context's time-out.
func newHarnessWithin(t *testing.T, accounts int, timeout time.Duration) *harness {
	t.Helper()
	var s *Server
	p := apitest.Start(t, apitest.Options{Embedded: embedded.Options{Accounts: accounts}, Timeout: timeout},
		func(env *embedded.Env) http.Handler {
			s = newServer(t, env, serverOptions{})
			return s
		})
	return &harness{t: t, ctx: p.Ctx, env: p.Env, url: p.URL, c: p.Client, api: s,
		feed: pricefeed.New(p.Env.Owner, p.Env.Manifest.Destination.Oracle)}
}

// newServer is the one place the tests build the API: opts with, when env is not nil, the
// embedded platform's manifest and, where opts leave them out, its chains.
func newServer(t testing.TB, env *embedded.Env, opts serverOptions) *Server {
	t.Helper()
	if env == nil {
		s, err := buildServer(opts)
		require.NoError(t, err)
		return s
	}
	if opts.Manifest == nil {
		opts.Manifest = env.Manifest
	}
	if opts.DestinationRPC == nil {
		opts.DestinationRPC = env.Dest.RPC()
	}
	if opts.SourceRPC == nil {
		opts.SourceRPC = map[uint64]simulate.BatchCaller{embedded.SourceChainID: env.Source.RPC()}
	}
	s, err := buildServer(opts)
	require.NoError(t, err)
	return s
}

type response struct {
	Status int
	Body   []byte
	Header http.Header
}

// decode is the response's body as T (a type of package client). Fields T does not know are
// ignored, as the typed client does; the OpenAPI tests check that there are none.
func decode[T any](t testing.TB, r response) T {
	t.Helper()
	var v T
	require.NoError(t, json.Unmarshal(r.Body, &v), string(r.Body))
	return v
}

// strict is decode that fails on a field T does not have: for a test that pins the whole body.
func strict[T any](t testing.TB, r response) T {
	t.Helper()
	var v T
	d := json.NewDecoder(bytes.NewReader(r.Body))
	d.DisallowUnknownFields()
	require.NoError(t, d.Decode(&v), string(r.Body))
	return v
}

// ok requires a 200 and is its body as T.
func ok[T any](t testing.TB, r response) T {
	t.Helper()
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	return decode[T](t, r)
}

// typed is what the typed client answered, as a response; a transport error fails the test.
// res is a *client.<Operation>Result.
func (h *harness) typed(res any, err error) response {
	h.t.Helper()
	require.NoError(h.t, err)
	a := apitest.AnswerOf(res)
	return response{Status: a.Status, Body: a.Body, Header: a.Header}
}

// markets, healthz and metrics are GET /api/markets, /healthz and /metrics through the typed
// client.
func (h *harness) markets() response {
	h.t.Helper()
	return h.typed(h.c.MarketsWithResponse(h.ctx, &client.MarketsParams{}))
}

func (h *harness) healthz() response {
	h.t.Helper()
	return h.typed(h.c.HealthzWithResponse(h.ctx))
}

func (h *harness) metrics() response {
	h.t.Helper()
	return h.typed(h.c.MetricsWithResponse(h.ctx))
}

// do is the one raw helper (with its shorthands post and get): it sends what the typed client
// cannot (malformed or mistyped JSON, unknown or duplicate keys, a wrong content type, an
// oversized body, a method, query or header of its own). Everything else goes through h.c.
func (h *harness) do(method, path, contentType string, body []byte, header ...string) response {
	h.t.Helper()
	req, err := http.NewRequestWithContext(h.ctx, method, h.url+path, bytes.NewReader(body))
	require.NoError(h.t, err)
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	res, err := http.DefaultClient.Do(req)
	require.NoError(h.t, err)
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	require.NoError(h.t, err)
	return response{Status: res.StatusCode, Body: b, Header: res.Header}
}

// rawJSON is a JSON body for do and post: a mistyped, unknown, missing or duplicate field, a
// JSON number where the client sends text, what the typed client's request types cannot say.
type rawJSON map[string]any

// post is do with a JSON body the typed client cannot send: text as it is, anything else
// marshalled.
func (h *harness) post(path string, body any) response {
	h.t.Helper()
	var raw []byte
	switch b := body.(type) {
	case string:
		raw = []byte(b)
	default:
		var err error
		raw, err = json.Marshal(b)
		require.NoError(h.t, err)
	}
	return h.do(http.MethodPost, path, "application/json", raw)
}

// get is do for a GET the typed client cannot send (a malformed query).
func (h *harness) get(path string) response {
	h.t.Helper()
	return h.do(http.MethodGet, path, "", nil)
}

// errorRow is a row of an endpoint's error table: a body, and the error answer it gets.
type errorRow struct {
	name   string
	body   any
	status int
	code   string
	field  string
}

// requireErrorRows posts each row's body to path and requires the row's error answer.
func (h *harness) requireErrorRows(t *testing.T, path string, rows []errorRow) {
	t.Helper()
	for _, c := range rows {
		t.Run(c.name, func(t *testing.T) {
			requireError(t, h.post(path, c.body), c.status, c.code, c.field)
		})
	}
}

// requireError checks status, machine code and, when given, the field named by the error.
func requireError(t *testing.T, r response, status int, code, field string) client.Error {
	t.Helper()
	require.Equal(t, status, r.Status, string(r.Body))
	e := decode[client.Error](t, r)
	require.Equal(t, code, string(e.Code), string(r.Body))
	require.NotEmpty(t, e.Error, string(r.Body))
	if field != "" {
		require.NotNil(t, e.Field, string(r.Body))
		require.Equal(t, field, *e.Field, string(r.Body))
	}
	return e
}

// sendPrepared signs the response's transaction with key exactly as returned (to, data,
// value, gas, fee caps) and sends it; it returns the receipt.
func (h *harness) sendPrepared(eth *ethclient.Client, key *ecdsa.PrivateKey, tx client.Transaction) *types.Receipt {
	h.t.Helper()
	return apitest.Send(h.t, h.ctx, eth, key, tx)
}

// ptr is the address of v, for the typed client's optional fields.
func ptr[T any](v T) *T { return &v }

func usd(text string) *big.Int { return fixedpoint.MustParse(text, platform.PriceDecimals) }

func (h *harness) setPrice(pair uint64, price string) {
	h.t.Helper()
	require.NoError(h.t, h.feed.Push(h.ctx, map[uint64]*big.Int{pair: usd(price)}))
}

func (h *harness) keeper() int {
	h.t.Helper()
	n, err := h.env.RunKeeper(h.ctx, 4)
	require.NoError(h.t, err)
	return n
}

// round is the feed's next round at unchanged prices, then one keeper round and no more: the ids
// it executed, and those its transactions filled (the Vault's PositionIncreased).
func (h *harness) round() (executed, filled []*big.Int) {
	h.t.Helper()
	res, err := h.env.KeeperRound(h.ctx)
	require.NoError(h.t, err)
	require.Empty(h.t, res.Skipped)
	v := vault.NewVault()
	for _, r := range res.Receipts {
		for _, l := range r.Logs {
			if l.Address != h.env.Manifest.Destination.Vault {
				continue
			}
			if ev, err := v.UnpackPositionIncreasedEvent(l); err == nil {
				filled = append(filled, ev.PosId)
			}
		}
	}
	return res.Executed, filled
}
