package accuracy_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/rpc"
	"github.com/labstack/echo/v4"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/app"
	"github.com/tradeprep/tradeprep/internal/chain/jsonrpc"
	"github.com/tradeprep/tradeprep/internal/service/api"
	"github.com/tradeprep/tradeprep/internal/service/backend"
	"github.com/tradeprep/tradeprep/internal/tooling/accuracy"
	"github.com/tradeprep/tradeprep/internal/tooling/apitest"
	"github.com/tradeprep/tradeprep/simulate"
)

// The answers are byte for byte what they were before the service's own JSON-RPC client and
// answer encoder replaced go-ethereum's client and encoding/json: every request of a random
// trading session (opens of every kind, closes, TP/SL changes, cancels, each executed for real
// by the keeper), then reads, deposits, referrals and refusals, goes to two APIs on the same
// chains at the same moment:
//   - before: go-ethereum's rpc.Client over HTTP, Echo's encoding/json serializer;
//   - after: the binary's wiring, package jsonrpc over HTTP and the API's own encoder.
//
// Their statuses and bodies must be equal. The session's state changes only by the runner's own
// transactions, between requests; a pair that differs is asked again once, in case a wall-clock
// second turned between its two halves.
//
// With TRADEPREP_RECORD_RPC=1 the nodes' answers to the after API's batches are written as seeds
// of internal/chain/jsonrpc's FuzzAgainstGoEthereum (two per batch shape and node).
func TestAnswersAreTheSameThroughEitherClient(t *testing.T) {
	t.Parallel()
	cmp := &comparing{t: t}
	rec := &recorder{enabled: os.Getenv("TRADEPREP_RECORD_RPC") != "", seen: map[string]int{}}
	p := apitest.Start(t, apitest.Options{
		Embedded: embedded.Options{Accounts: 1, DestHTTP: "127.0.0.1:0", SourceHTTP: "127.0.0.1:0"},
		Timeout:  12 * time.Minute,
	}, func(env *embedded.Env) http.Handler {
		ctx := context.Background()
		rec.node = string(env.Node)
		gethClient := func(url string) simulate.BatchCaller {
			c, err := rpc.DialOptions(ctx, url, rpc.WithHTTPClient(&http.Client{Timeout: time.Minute}))
			require.NoError(t, err)
			t.Cleanup(c.Close)
			return c
		}
		ours := func(url string) simulate.BatchCaller {
			hc := &http.Client{Timeout: time.Minute}
			if rec.enabled {
				hc.Transport = rec // the recorder wraps net/http's transport
			}
			return jsonrpc.New(url, hc)
		}
		build := func(client func(string) simulate.BatchCaller, opts api.Options) http.Handler {
			s, err := app.NewServer(backend.Options{Manifest: env.Manifest, DestinationRPC: client(env.Dest.HTTPURL()),
				SourceRPC: map[uint64]simulate.BatchCaller{embedded.SourceChainID: client(env.Source.HTTPURL())}}, opts, nil)
			require.NoError(t, err)
			return s
		}
		cmp.before = build(gethClient, api.Options{EncodingJSON: true, Now: cmp.now})
		cmp.after = build(ours, api.Options{Now: cmp.now})
		return cmp
	})

	showSealingInOneSecond(t, p, cmp)
	_, err := accuracy.Run(p.Ctx, accuracy.Config{Env: p.Env, Service: p.URL, Steps: 48, Seed: 7, Traders: 6, Logf: t.Logf})
	require.NoError(t, err)

	// reads, deposits, referrals and refusals, beside the session
	user := p.Env.Accounts[0].Address.Hex()
	src := p.Env.Manifest.Sources[0]
	for _, r := range []struct{ method, path, body string }{
		{"GET", "/api/markets", ""},
		{"GET", "/api/markets?address=" + user, ""},
		{"GET", "/api/positions?address=" + user, ""},
		{"GET", "/api/positions/1", ""},
		{"GET", "/api/userbalances?address=" + user, ""},
		{"GET", "/healthz", ""},
		{"GET", "/openapi.json", ""},
		{"POST", "/api/crosschaindeposit", fmt.Sprintf(`{"userAddress":%q,"fromChainId":%d,"amount":"1000000000","tokenAddress":%q}`, user, src.ChainID, src.Tokens[0].Address.Hex())},
		{"POST", "/api/crosschaindeposit", fmt.Sprintf(`{"userAddress":%q,"fromChainId":%d,"amount":"1000000000","tokenAddress":%q,"batch":"calls"}`, user, src.ChainID, src.Tokens[1].Address.Hex())},
		{"POST", "/api/referrals", `{"action":"getCodeInfo","code":"welcome"}`},
		{"POST", "/api/referrals", fmt.Sprintf(`{"action":"claimCode","code":"golden7","userAddress":%q}`, user)},
		{"POST", "/api/newposition", fmt.Sprintf(`{"pair":1,"isLong":true,"orderType":"market","margin":"100","size":"1000","maxAcceptablePrice":"1000000","slippagePercent":100,"takeProfit":"1000000","takeProfitClosePercent":10000,"userAddress":%q,"batch":"eip7702","deposit":"5"}`, user)},
		{"POST", "/api/newposition", fmt.Sprintf(`{"pair":1,"isLong":false,"orderType":"limit","margin":"100000000","size":"1000000000","limitPrice":"1","userAddress":%q}`, user)},
		{"POST", "/api/newposition", `{"pair":1,"isLong":true,"orderType":"market","margin":"1","size":"10","userAddress":"0x0000000000000000000000000000000000000001","stopLos":"1"}`},
		{"POST", "/api/closeposition", fmt.Sprintf(`{"userAddress":%q,"positionId":"999999"}`, user)},
	} {
		req, err := http.NewRequestWithContext(p.Ctx, r.method, p.URL+r.path, strings.NewReader(r.body))
		require.NoError(t, err)
		if r.body != "" {
			req.Header.Set("Content-Type", "application/json")
		}
		res, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		_, _ = io.Copy(io.Discard, res.Body)
		_ = res.Body.Close()
	}

	cmp.mu.Lock()
	defer cmp.mu.Unlock()
	t.Logf("%d answers compared (%d pairs asked again), %s", cmp.compared, cmp.retried, cmp.kinds())
	require.Empty(t, cmp.differ, "answers that differ")
	require.Greater(t, cmp.compared, 48, "every request compared")
	if rec.enabled {
		require.NoError(t, rec.err)
		t.Logf("%d seeds written", rec.written)
	}
}

// comparing serves each request through before and after and answers before's answer, keeping
// the requests whose answers differ.
// showSealingInOneSecond has both APIs see anvil seal a block in its parent's second before the
// session (apitest.ShowSealingInOneSecond), each preparing a parked order after each block, not
// compared: the comparison is of two clients and encoders, not of what each happened to see
// (rehearsal 12: four pairs in a row a second apart).
func showSealingInOneSecond(t *testing.T, p *apitest.Platform, cmp *comparing) {
	t.Helper()
	user := p.Env.Accounts[0].Address.Hex()
	apitest.ShowSealingInOneSecond(t, p.Ctx, p.Env, func() {
		cmp.at.Store(time.Now().UnixNano())
		for _, h := range []http.Handler{cmp.before, cmp.after} {
			req := httptest.NewRequestWithContext(p.Ctx, http.MethodPost, "/api/newposition", strings.NewReader(fmt.Sprintf(
				`{"pair":1,"isLong":false,"orderType":"limit","margin":"100","size":"1000","limitPrice":"1000000000","userAddress":%q}`, user)))
			req.Header.Set("Content-Type", "application/json")
			w := httptest.NewRecorder()
			h.ServeHTTP(w, req)
			require.Equal(t, http.StatusOK, w.Code, w.Body.String())
		}
	})
}

type comparing struct {
	t             *testing.T
	before, after http.Handler

	// at is the clock both APIs read (Options.Now): the time the pair of requests began
	at atomic.Int64

	mu                sync.Mutex
	compared, retried int
	differ            []string
	statuses          map[string]int
}

type recorded struct {
	status int
	ctype  string
	body   []byte
}

func (c *comparing) now() time.Time { return time.Unix(0, c.at.Load()) }

// serve serves one half of a pair, with the same request id as the other half.
func (c *comparing) serve(h http.Handler, r *http.Request, body []byte) recorded {
	req := r.Clone(r.Context())
	req.Header.Set(echo.HeaderXRequestID, "compared-request")
	req.Body = io.NopCloser(bytes.NewReader(body))
	w := httptest.NewRecorder()
	h.ServeHTTP(w, req)
	return recorded{w.Code, w.Header().Get("Content-Type"), w.Body.Bytes()}
}

func (c *comparing) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	c.at.Store(time.Now().UnixNano())
	b, a := c.serve(c.before, r, body), c.serve(c.after, r, body)
	same := func() bool { return b.status == a.status && b.ctype == a.ctype && bytes.Equal(b.body, a.body) }
	c.mu.Lock()
	defer c.mu.Unlock()
	c.compared++
	if c.statuses == nil {
		c.statuses = map[string]int{}
	}
	c.statuses[r.URL.Path+" "+strconv.Itoa(b.status)]++
	// a pair can straddle a new block or, on anvil, a second of the next block's timestamp (a
	// loaded machine's pair did, twice in a row): asked again until a pair agrees, a few times;
	// a real difference differs every time
	for try := 1; !same(); try++ {
		if try == pairTries {
			c.differ = append(c.differ, fmt.Sprintf("%s %s %s (%d pairs)\nbefore %d %s %s\nafter  %d %s %s", r.Method, r.URL.Path, body, try,
				b.status, b.ctype, b.body, a.status, a.ctype, a.body))
			break
		}
		c.retried++
		c.at.Store(time.Now().UnixNano())
		b, a = c.serve(c.before, r, body), c.serve(c.after, r, body)
	}
	w.Header().Set("Content-Type", b.ctype)
	w.WriteHeader(b.status)
	_, _ = w.Write(b.body)
}

// pairTries is how many pairs of answers one request may take to agree.
const pairTries = 4

func (c *comparing) kinds() string {
	var parts []string
	for k, n := range c.statuses {
		parts = append(parts, fmt.Sprintf("%s: %d", k, n))
	}
	return strings.Join(parts, ", ")
}

// recorder is the after API's transport: when enabled, it writes the nodes' answers as fuzz
// seeds of internal/chain/jsonrpc.
type recorder struct {
	enabled bool
	node    string

	mu      sync.Mutex
	seen    map[string]int
	written int
	err     error
}

func (r *recorder) RoundTrip(req *http.Request) (*http.Response, error) {
	if !r.enabled {
		return http.DefaultTransport.RoundTrip(req)
	}
	sent, err := io.ReadAll(req.Body)
	if err != nil {
		return nil, err
	}
	req.Body = io.NopCloser(bytes.NewReader(sent))
	res, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		return nil, err
	}
	answer, err := io.ReadAll(res.Body)
	_ = res.Body.Close()
	res.Body = io.NopCloser(bytes.NewReader(answer))
	if err != nil {
		return res, nil
	}
	var calls []struct {
		Method string `json:"method"`
	}
	if json.Unmarshal(sent, &calls) != nil {
		return res, nil
	}
	methods := make([]string, len(calls))
	for i, c := range calls {
		methods[i] = c.Method
	}
	list := strings.Join(methods, ",")
	r.mu.Lock()
	defer r.mu.Unlock()
	key := r.node + " " + list
	if r.seen[key] >= 2 {
		return res, nil
	}
	r.seen[key]++
	seed := fmt.Sprintf("go test fuzz v1\nstring(%s)\n[]byte(%s)\n", strconv.Quote(list), strconv.Quote(string(answer)))
	name := fmt.Sprintf("%s-%02d", r.node, len(r.seen))
	if r.seen[key] == 2 {
		name += "b"
	}
	dir := filepath.Join("..", "..", "chain", "jsonrpc", "testdata", "fuzz", "FuzzAgainstGoEthereum")
	if err := os.WriteFile(filepath.Join(dir, name), []byte(seed), 0o644); err != nil && r.err == nil {
		r.err = err
	}
	r.written++
	return res, nil
}
