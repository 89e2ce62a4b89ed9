package jsonrpc_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/chain/jsonrpc"
)

// The result types the service decodes, by method (the shapes of simulate's): a fuzzed answer
// is decoded into these, and again into json.RawMessage, by both clients.
type header struct {
	Number     hexutil.Uint64 `json:"number"`
	Hash       common.Hash    `json:"hash"`
	ParentHash common.Hash    `json:"parentHash"`
	BaseFee    *hexutil.Big   `json:"baseFeePerGas"`
	Timestamp  hexutil.Uint64 `json:"timestamp"`
	GasUsed    hexutil.Uint64 `json:"gasUsed"`
	GasLimit   hexutil.Uint64 `json:"gasLimit"`
}

type simLog struct {
	Address common.Address `json:"address"`
	Topics  []common.Hash  `json:"topics"`
	Data    hexutil.Bytes  `json:"data"`
}

type simCall struct {
	Status     hexutil.Uint64 `json:"status"`
	GasUsed    hexutil.Uint64 `json:"gasUsed"`
	ReturnData hexutil.Bytes  `json:"returnData"`
	Logs       []simLog       `json:"logs"`
	Error      *struct {
		Message string `json:"message"`
		Code    int    `json:"code"`
		Data    string `json:"data"`
	} `json:"error"`
}

type simBlock struct {
	Number    hexutil.Uint64 `json:"number"`
	Timestamp hexutil.Uint64 `json:"timestamp"`
	Calls     []simCall      `json:"calls"`
}

func resultFor(method string) any {
	switch method {
	case "eth_getBlockByNumber", "eth_getBlockByHash":
		return new(*header)
	case "eth_getBalance", "eth_maxPriorityFeePerGas", "eth_gasPrice":
		return new(hexutil.Big)
	case "eth_call", "eth_getCode":
		return new(hexutil.Bytes)
	case "eth_estimateGas", "eth_getTransactionCount", "eth_blockNumber", "eth_chainId":
		return new(hexutil.Uint64)
	case "eth_simulateV1":
		return new([]simBlock)
	case "eth_getLogs":
		return new([]types.Log)
	case "eth_getTransactionReceipt":
		return new(*types.Receipt)
	}
	return new(json.RawMessage)
}

// answering is a loopback node that answers whatever it is given.
type answering struct {
	status atomic.Int64
	body   atomic.Pointer[[]byte]
	srv    *httptest.Server
}

func newAnswering(t testing.TB) *answering {
	a := &answering{}
	a.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.Copy(io.Discard, r.Body)
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(int(a.status.Load()))
		_, _ = w.Write(*a.body.Load())
	}))
	t.Cleanup(a.srv.Close)
	return a
}

// both sends the batch of methods through go-ethereum's client and this package's, fresh ones
// so that both number it from 1, to a node answering body, with each result decoded as raw
// says (resultFor, or json.RawMessage).
func (a *answering) both(t testing.TB, status int, body []byte, methods []string, raw bool) (g, o []rpc.BatchElem, gethErr, ourErr error) {
	a.status.Store(int64(status))
	a.body.Store(&body)
	elems := func() []rpc.BatchElem {
		b := make([]rpc.BatchElem, len(methods))
		for i, m := range methods {
			var res any = new(json.RawMessage)
			if !raw {
				res = resultFor(m)
			}
			b[i] = rpc.BatchElem{Method: m, Args: []any{"latest"}, Result: res}
		}
		return b
	}
	ctx := context.Background()
	gc, err := rpc.DialOptions(ctx, a.srv.URL, rpc.WithHTTPClient(a.srv.Client()))
	require.NoError(t, err)
	defer gc.Close()
	oc := jsonrpc.New(a.srv.URL, a.srv.Client())
	g, o = elems(), elems()
	gethErr, ourErr = gc.BatchCallContext(ctx, g), oc.BatchCallContext(ctx, o)
	return g, o, gethErr, ourErr
}

// kind names what an element's error is, for comparing the two clients' answers: the node's
// error answer with its code, message and data; the two sentinels; any other (a result that
// does not decode) as "decode".
func kind(err error) string {
	var re rpc.Error
	switch {
	case err == nil:
		return "none"
	case errors.Is(err, rpc.ErrNoResult):
		return "no result"
	case errors.Is(err, rpc.ErrMissingBatchResponse):
		return "missing"
	case errors.As(err, &re):
		var data any
		var de rpc.DataError
		if errors.As(err, &de) {
			data = de.ErrorData()
		}
		return fmt.Sprintf("node error %d %q %#v", re.ErrorCode(), err.Error(), data)
	}
	return "decode"
}

// sameAnswers fails unless both clients answered alike: the batch failing in both or in
// neither (as an HTTP error of the same status and body in both when it is one), and each
// element with the same kind of error, or the same decoded result.
func sameAnswers(t testing.TB, gethErr, ourErr error, g, o []rpc.BatchElem) {
	t.Helper()
	require.Equal(t, gethErr == nil, ourErr == nil, "batch error: go-ethereum %v, jsonrpc %v", gethErr, ourErr)
	if gethErr != nil {
		var gh, oh rpc.HTTPError
		require.Equal(t, errors.As(gethErr, &gh), errors.As(ourErr, &oh), "HTTP error: go-ethereum %v, jsonrpc %v", gethErr, ourErr)
		require.Equal(t, gh.StatusCode, oh.StatusCode)
		require.Equal(t, string(gh.Body), string(oh.Body))
		return
	}
	for i := range g {
		require.Equal(t, kind(g[i].Error), kind(o[i].Error), "element %d (%s): go-ethereum %v, jsonrpc %v", i, g[i].Method, g[i].Error, o[i].Error)
		if g[i].Error == nil {
			require.True(t, reflect.DeepEqual(g[i].Result, o[i].Result), "element %d (%s): go-ethereum %#v, jsonrpc %#v", i, g[i].Method, g[i].Result, o[i].Result)
		}
	}
}

// FuzzAgainstGoEthereum decodes the same answer through go-ethereum's client and this package's
// and requires the same results and errors, element for element. The seeds
// (testdata/fuzz/FuzzAgainstGoEthereum) are real nodes' answers to the service's batches, on
// geth and on anvil, recorded by internal/tooling/accuracy's TestAnswersAreTheSameThroughEitherClient
// (TRADEPREP_RECORD_RPC); each is a comma-separated list of the batch's methods and the
// answer's bytes.
func FuzzAgainstGoEthereum(f *testing.F) {
	for _, seed := range []struct{ methods, body string }{
		{"eth_blockNumber,eth_call", `[{"jsonrpc":"2.0","id":1,"result":"0x10"},{"jsonrpc":"2.0","id":2,"error":{"code":3,"message":"execution reverted","data":"0x08c379a0"}}]`},
		{"eth_chainId", `[{"jsonrpc":"2.0","id":1,"result":null}]`},
		{"eth_chainId", `[{"jsonrpc":"2.0","id":1,"error":null}]`},
		{"eth_chainId", `[{"jsonrpc":"2.0","id":1}]`},
		{"eth_chainId,eth_chainId", `[null,{"id":2,"result":"0x1"},{"id":2,"result":"0x2"},{"id":"1","result":"0x3"}]`},
		{"eth_chainId", `{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"too big"}}`},
		{"eth_chainId", `[{"id":1,"result":"0x1"}] trailing`},
		{"eth_getBalance", `[{"id":01,"result":"0x1"},{"id":1.0,"result":"0x1"},{"id":1e0,"result":"0x1"}]`},
		{"eth_call", `[{"id":1,"error":{"code":-32000,"message":"x","data":{"a":[1,2.5e300,"\u00e9"]}}}]`},
	} {
		f.Add(seed.methods, []byte(seed.body))
	}
	a := newAnswering(f)
	f.Fuzz(func(t *testing.T, methods string, body []byte) {
		list := strings.Split(methods, ",")
		if len(list) > 16 || len(body) > 1<<20 {
			t.Skip()
		}
		for _, raw := range []bool{false, true} {
			g, o, gethErr, ourErr := a.both(t, http.StatusOK, body, list, raw)
			sameAnswers(t, gethErr, ourErr, g, o)
		}
	})
}

// A status that is not 2xx is an rpc.HTTPError with the status and the body, in both clients.
func TestHTTPErrorsAsGoEthereum(t *testing.T) {
	a := newAnswering(t)
	for _, status := range []int{http.StatusBadRequest, http.StatusTooManyRequests, http.StatusInternalServerError, http.StatusBadGateway} {
		g, o, gethErr, ourErr := a.both(t, status, []byte(`{"error":"slow down"}`), []string{"eth_chainId"}, false)
		require.Error(t, ourErr)
		sameAnswers(t, gethErr, ourErr, g, o)
	}
}

// An empty batch is refused before anything is sent, as go-ethereum refuses it.
func TestEmptyBatch(t *testing.T) {
	require.Error(t, jsonrpc.New("http://127.0.0.1:1", nil).BatchCallContext(context.Background(), nil))
}

// A node that answers more than MaxAnswer bytes fails the batch instead of growing the process.
func TestAnswerIsBounded(t *testing.T) {
	big := make([]byte, jsonrpc.MaxAnswer+10)
	for i := range big {
		big[i] = ' '
	}
	a := newAnswering(t)
	a.status.Store(http.StatusOK)
	a.body.Store(&big)
	err := jsonrpc.New(a.srv.URL, a.srv.Client()).BatchCallContext(context.Background(), []rpc.BatchElem{{Method: "eth_chainId", Result: new(hexutil.Uint64)}})
	require.ErrorContains(t, err, "over")
}

// The request is what go-ethereum sends: the same methods, ids and params, byte for byte, and
// the same head.
func TestRequestAsGoEthereum(t *testing.T) {
	var got [2][]byte
	var heads [2]string
	n := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got[n], _ = io.ReadAll(r.Body)
		heads[n] = fmt.Sprintf("%s %s %s %d %v", r.Method, r.Host, r.RequestURI, r.ContentLength, r.Header)
		n++
		require.Equal(t, "application/json", r.Header.Get("Content-Type"))
		_, _ = w.Write([]byte(`[]`))
	}))
	defer srv.Close()
	batch := func() []rpc.BatchElem {
		return []rpc.BatchElem{
			{Method: "eth_blockNumber", Result: new(hexutil.Uint64)},
			{Method: "eth_call", Args: []any{map[string]any{"to": common.HexToAddress("0x1"), "input": hexutil.Bytes{1, 2, 3}}, "latest"}, Result: new(hexutil.Bytes)},
			{Method: "eth_getBalance", Args: []any{}, Result: new(hexutil.Big)},
			{Method: "m\"<&>\\\n\u00e9", Args: []any{"<tag>", uint64(7), hexutil.Big(*hexutil.MustDecodeBig("0x1234"))}, Result: new(hexutil.Big)},
		}
	}
	ctx := context.Background()
	gc, err := rpc.DialOptions(ctx, srv.URL, rpc.WithHTTPClient(srv.Client()))
	require.NoError(t, err)
	defer gc.Close()
	_ = gc.BatchCallContext(ctx, batch())
	_ = jsonrpc.New(srv.URL, srv.Client()).BatchCallContext(ctx, batch())
	require.Equal(t, string(got[0]), string(got[1]))
	require.Equal(t, heads[0], heads[1])
}

// BenchmarkBatch sends the service's newposition batch (the recorded seed with eth_simulateV1
// in it that has the longest answer) to a loopback node answering the recorded bytes, through
// go-ethereum's client and through this package's, each result decoded as the service decodes
// it. Compare the two with benchstat or by their ns/op and B/op ratio.
func BenchmarkBatch(b *testing.B) {
	methods, body := largestSeed(b)
	a := newAnswering(b)
	a.status.Store(http.StatusOK)
	a.body.Store(&body)
	elems := func() []rpc.BatchElem {
		e := make([]rpc.BatchElem, len(methods))
		for i, m := range methods {
			e[i] = rpc.BatchElem{Method: m, Args: []any{"latest"}, Result: resultFor(m)}
		}
		return e
	}
	ctx := context.Background()
	gc, err := rpc.DialOptions(ctx, a.srv.URL, rpc.WithHTTPClient(a.srv.Client()))
	require.NoError(b, err)
	defer gc.Close()
	oc := jsonrpc.New(a.srv.URL, a.srv.Client())
	for _, c := range []struct {
		name string
		do   func(context.Context, []rpc.BatchElem) error
	}{{"go-ethereum", gc.BatchCallContext}, {"jsonrpc", oc.BatchCallContext}} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				e := elems()
				if err := c.do(ctx, e); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// largestSeed is the recorded seed with eth_simulateV1 whose answer is the longest.
func largestSeed(b *testing.B) ([]string, []byte) {
	dir := filepath.Join("testdata", "fuzz", "FuzzAgainstGoEthereum")
	entries, err := os.ReadDir(dir)
	require.NoError(b, err)
	var methods string
	var body []byte
	for _, e := range entries {
		text, err := os.ReadFile(filepath.Join(dir, e.Name()))
		require.NoError(b, err)
		lines := strings.SplitN(string(text), "\n", 4)
		if len(lines) < 3 || !strings.Contains(lines[1], "eth_simulateV1") {
			continue
		}
		m, err := strconv.Unquote(strings.TrimSuffix(strings.TrimPrefix(lines[1], "string("), ")"))
		require.NoError(b, err)
		a, err := strconv.Unquote(strings.TrimSuffix(strings.TrimPrefix(lines[2], "[]byte("), ")"))
		require.NoError(b, err)
		if len(a) > len(body) {
			methods, body = m, []byte(a)
		}
	}
	require.NotEmpty(b, body, "a recorded seed with eth_simulateV1")
	return strings.Split(methods, ","), body
}
