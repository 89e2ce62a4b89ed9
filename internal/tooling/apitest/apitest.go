// Package apitest is the one test setup of the tests that talk to the API over HTTP: the
// embedded platform started, an API built from it and served on loopback, and the typed client
// (package client) that speaks to it.
//
// It does not build the API itself: the caller passes a function that builds the http.Handler
// from the started platform (internal/service/api's tests their own New, internal/app's tests the
// binary's wiring), so that this package imports neither and sits below both.
package apitest

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"reflect"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
)

// Options are what Start starts; the zero value is one demo account on geth, three minutes.
type Options struct {
	Embedded embedded.Options // the platform; Accounts 0 means 1
	Timeout  time.Duration    // of the returned context; 0 means 3 minutes
	Client   []client.ClientOption
}

// Platform is a started platform with its API served.
type Platform struct {
	Ctx    context.Context // cancelled when the test ends, or after Options.Timeout
	Env    *embedded.Env
	URL    string                      // the API's base URL
	Client *client.ClientWithResponses // speaks to URL
}

// Start starts the embedded platform, serves the handler build makes of it on a loopback test
// server, and returns both with a typed client of that server. Everything is closed when the
// test ends.
func Start(t testing.TB, opts Options, build func(env *embedded.Env) http.Handler) *Platform {
	t.Helper()
	if opts.Timeout == 0 {
		opts.Timeout = 3 * time.Minute
	}
	if opts.Embedded.Accounts == 0 {
		opts.Embedded.Accounts = 1
	}
	ctx, cancel := context.WithTimeout(context.Background(), opts.Timeout)
	t.Cleanup(cancel)
	env, err := embedded.Start(ctx, opts.Embedded)
	require.NoError(t, err)
	t.Cleanup(func() { _ = env.Close() })
	url, c := Serve(t, build(env), opts.Client...)
	return &Platform{Ctx: ctx, Env: env, URL: url, Client: c}
}

// Serve serves h on a loopback test server until the test ends and returns its base URL and
// a typed client of it (with opts, e.g. client.WithRequestEditorFn for a header).
func Serve(t testing.TB, h http.Handler, opts ...client.ClientOption) (string, *client.ClientWithResponses) {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv.URL, NewClient(t, srv.URL, opts...)
}

// RequestTimeout bounds each request of NewClient's client: longer than any answer of a test,
// stream or wait included.
const RequestTimeout = 3 * time.Minute

// NewClient is the typed client of the API at url.
func NewClient(t testing.TB, url string, opts ...client.ClientOption) *client.ClientWithResponses {
	t.Helper()
	// a request that never answers fails its test within RequestTimeout, naming the request,
	// instead of holding the package until go test's -timeout and its goroutine dump; an option
	// of the caller's (client.WithHTTPClient) comes after and wins
	opts = append([]client.ClientOption{client.WithHTTPClient(&http.Client{Timeout: RequestTimeout})}, opts...)
	c, err := client.NewClientWithResponses(url, opts...)
	require.NoError(t, err)
	return c
}

// Header is a client option that sets a header on every request (e.g. X-API-Key).
func Header(key, value string) client.ClientOption {
	return client.WithRequestEditorFn(func(_ context.Context, r *http.Request) error {
		r.Header.Set(key, value)
		return nil
	})
}

// Answer is what an operation of the typed client answered, whatever the operation: the
// status, the header and the body as sent. Tests that compare answers of several operations,
// or check a status the document does not list, read it instead of the typed fields.
type Answer struct {
	Status int
	Header http.Header
	Body   []byte
}

// AnswerOf is the Answer of a typed client's result (a *client.<Operation>Result, which all
// have the fields Body and HTTPResponse); it panics on anything else.
func AnswerOf(res any) Answer {
	v := reflect.ValueOf(res).Elem()
	hr := v.FieldByName("HTTPResponse").Interface().(*http.Response)
	return Answer{Status: hr.StatusCode, Header: hr.Header, Body: v.FieldByName("Body").Bytes()}
}

// Decode is an answer's body as T (a type of package client); fields T does not have are
// ignored, as the typed client ignores them.
func Decode[T any](t testing.TB, a Answer) T {
	t.Helper()
	var v T
	require.NoError(t, json.Unmarshal(a.Body, &v), string(a.Body))
	return v
}
