package jsonrpc_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/chain/jsonrpc"
)

func chainID() []rpc.BatchElem {
	return []rpc.BatchElem{{Method: "eth_chainId", Result: new(hexutil.Uint64)}}
}

// rawNode is a loopback node written by hand: serve gets each connection, already accepted.
func rawNode(t *testing.T, serve func(c net.Conn)) (url string, conns *atomic.Int64) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	t.Cleanup(func() { _ = ln.Close() })
	conns = new(atomic.Int64)
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			conns.Add(1)
			go func() {
				defer func() { _ = c.Close() }()
				serve(c)
			}()
		}
	}()
	return "http://" + ln.Addr().String(), conns
}

// readRequest reads one request off br, as a node does, and the answer to it: 0x7 to the
// batch's first call.
func readRequest(br *bufio.Reader) (*http.Request, string, error) {
	req, err := http.ReadRequest(br)
	if err != nil {
		return nil, "", err
	}
	body, err := io.ReadAll(req.Body)
	if err != nil {
		return nil, "", err
	}
	var batch []struct {
		ID uint64 `json:"id"`
	}
	if err := json.Unmarshal(body, &batch); err != nil || len(batch) == 0 {
		return nil, "", fmt.Errorf("not a batch: %q", body)
	}
	return req, fmt.Sprintf(`[{"jsonrpc":"2.0","id":%d,"result":"0x7"}]`, batch[0].ID), nil
}

const oneAnswer = `[{"jsonrpc":"2.0","id":1,"result":"0x7"}]`

func writeAnswer(c net.Conn, extra string, body string) error {
	_, err := fmt.Fprintf(c, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n%sContent-Length: %d\r\n\r\n%s", extra, len(body), body)
	return err
}

// A node that closes a kept-alive connection after each answer (without saying so, as a node's
// idle timeout does) costs no request: the next goes on a new connection.
func TestKeptAliveConnectionTheNodeClosed(t *testing.T) {
	node, conns := rawNode(t, func(c net.Conn) {
		if _, answer, err := readRequest(bufio.NewReader(c)); err == nil {
			_ = writeAnswer(c, "", answer)
		}
	})
	c := jsonrpc.New(node, &http.Client{Transport: &http.Transport{}})
	defer c.Close()
	for i := range 5 {
		b := chainID()
		require.NoError(t, c.BatchCallContext(context.Background(), b), "call %d", i)
		require.NoError(t, b[0].Error)
		require.Equal(t, hexutil.Uint64(7), *b[0].Result.(*hexutil.Uint64))
		time.Sleep(20 * time.Millisecond) // the node's close has arrived
	}
	require.Equal(t, int64(5), conns.Load())
}

// A node that closes the connection before it answers a request on a new connection gets no
// second try: the failure is the caller's to see.
func TestNewConnectionClosedBeforeTheAnswer(t *testing.T) {
	node, conns := rawNode(t, func(c net.Conn) { _, _, _ = readRequest(bufio.NewReader(c)) })
	c := jsonrpc.New(node, &http.Client{Transport: &http.Transport{}})
	defer c.Close()
	err := c.BatchCallContext(context.Background(), chainID())
	var ue *url.Error
	require.ErrorAs(t, err, &ue)
	require.Equal(t, int64(1), conns.Load())
}

// One connection carries every request while the node keeps it alive; an answer with
// "Connection: close" is the connection's last (this node would read another), and a transport
// without keep-alives asks for that itself.
func TestConnectionsKeptAliveAndClosed(t *testing.T) {
	var asked atomic.Value
	serve := func(closeAfter bool) func(c net.Conn) {
		return func(c net.Conn) {
			br := bufio.NewReader(c)
			for {
				req, answer, err := readRequest(br)
				if err != nil {
					return
				}
				asked.Store(req.Header.Get("Connection"))
				extra := ""
				if closeAfter {
					extra = "Connection: close\r\n"
				}
				if writeAnswer(c, extra, answer) != nil { // after "Connection: close" too: the client must not send again

					return
				}
			}
		}
	}
	for _, tc := range []struct {
		name                   string
		closeAfter, noKeepAliv bool
		conns                  int64
		connection             string
	}{
		{"kept alive", false, false, 1, ""},
		{"node closes", true, false, 4, ""},
		{"no keep-alives", false, true, 4, "close"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			node, conns := rawNode(t, serve(tc.closeAfter))
			c := jsonrpc.New(node, &http.Client{Transport: &http.Transport{DisableKeepAlives: tc.noKeepAliv}})
			defer c.Close()
			for range 4 {
				require.NoError(t, c.BatchCallContext(context.Background(), chainID()))
			}
			require.Equal(t, tc.conns, conns.Load())
			require.Equal(t, tc.connection, asked.Load())
		})
	}
}

// A node that answers the head and then nothing, or nothing at all, holds the caller no longer
// than its context or the http.Client's timeout allows, and the error says it ran out of time;
// the connection is not used again.
func TestSilentNodeTimesOut(t *testing.T) {
	release := make(chan struct{})
	defer close(release)
	var first atomic.Bool
	node, conns := rawNode(t, func(c net.Conn) {
		br := bufio.NewReader(c)
		for {
			_, answer, err := readRequest(br)
			if err != nil {
				return
			}
			if first.CompareAndSwap(false, true) {
				_, _ = io.WriteString(c, "HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n[")
				<-release
				return
			}
			if writeAnswer(c, "", answer) != nil {
				return
			}
		}
	})
	for _, via := range []string{"context", "client timeout"} {
		t.Run(via, func(t *testing.T) {
			first.Store(false)
			ctx := context.Background()
			hc := &http.Client{Transport: &http.Transport{}}
			if via == "context" {
				var cancel context.CancelFunc
				ctx, cancel = context.WithTimeout(ctx, 200*time.Millisecond)
				defer cancel()
			} else {
				hc.Timeout = 200 * time.Millisecond
			}
			c := jsonrpc.New(node, hc)
			defer c.Close()
			began := time.Now()
			err := c.BatchCallContext(ctx, chainID())
			require.ErrorIs(t, err, context.DeadlineExceeded)
			require.Less(t, time.Since(began), 5*time.Second)
			before := conns.Load()
			require.NoError(t, c.BatchCallContext(context.Background(), chainID()))
			require.Equal(t, before+1, conns.Load(), "a new connection, not the one that timed out")
		})
	}
}

// A cancelled context ends the call at once with context.Canceled.
func TestCancelledCall(t *testing.T) {
	release := make(chan struct{})
	defer close(release)
	node, _ := rawNode(t, func(c net.Conn) {
		_, _, _ = readRequest(bufio.NewReader(c))
		<-release
	})
	c := jsonrpc.New(node, &http.Client{Transport: &http.Transport{}})
	defer c.Close()
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	err := c.BatchCallContext(ctx, chainID())
	require.ErrorIs(t, err, context.Canceled)
	require.ErrorIs(t, c.BatchCallContext(ctx, chainID()), context.Canceled)
}

// A redirect is followed, as go-ethereum's client (net/http) follows it, with the same answer.
func TestRedirectFollowedAsGoEthereum(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.Copy(io.Discard, r.Body)
		if r.URL.Path == "/old" {
			http.Redirect(w, r, "/new", http.StatusTemporaryRedirect)
			return
		}
		_, _ = io.WriteString(w, oneAnswer)
	}))
	defer srv.Close()
	ctx := context.Background()
	gc, err := rpc.DialOptions(ctx, srv.URL+"/old", rpc.WithHTTPClient(srv.Client()))
	require.NoError(t, err)
	defer gc.Close()
	g, o := chainID(), chainID()
	require.NoError(t, gc.BatchCallContext(ctx, g))
	require.NoError(t, jsonrpc.New(srv.URL+"/old", srv.Client()).BatchCallContext(ctx, o))
	sameAnswers(t, nil, nil, g, o)
}

// A malformed answer head is an error, never a panic or a result.
func TestMalformedAnswerHead(t *testing.T) {
	for _, head := range []string{
		"HTTP/1.1 2000 OK\r\n\r\n",
		"garbage\r\n\r\n",
		"HTTP/1.1 200 OK\r\nContent-Length: -5\r\n\r\n",
		"HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\n[]",
		"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
	} {
		node, _ := rawNode(t, func(c net.Conn) {
			if _, _, err := readRequest(bufio.NewReader(c)); err == nil {
				_, _ = io.WriteString(c, head)
			}
		})
		c := jsonrpc.New(node, &http.Client{Transport: &http.Transport{}})
		require.Error(t, c.BatchCallContext(context.Background(), chainID()), "%q", head)
		c.Close()
	}
}

// Through a proxy the request goes to the proxy.
func TestProxyIsUsed(t *testing.T) {
	var proxied atomic.Int64
	proxy := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		proxied.Add(1)
		_, _ = io.Copy(io.Discard, r.Body)
		require.True(t, strings.HasPrefix(r.RequestURI, "http://node.invalid/"), r.RequestURI)
		_, _ = io.WriteString(w, oneAnswer)
	}))
	defer proxy.Close()
	pu, err := url.Parse(proxy.URL)
	require.NoError(t, err)
	c := jsonrpc.New("http://node.invalid/", &http.Client{Transport: &http.Transport{Proxy: http.ProxyURL(pu)}})
	defer c.Close()
	require.NoError(t, c.BatchCallContext(context.Background(), chainID()))
	require.Equal(t, int64(1), proxied.Load())
}

// Concurrent calls on one client each get their own answer (run with -race).
func TestConcurrentCalls(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req []struct {
			ID     uint64 `json:"id"`
			Params []any  `json:"params"`
		}
		body, _ := io.ReadAll(r.Body)
		if err := json.Unmarshal(body, &req); err != nil || len(req) != 1 {
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		_, _ = fmt.Fprintf(w, `[{"jsonrpc":"2.0","id":%d,"result":"%s"}]`, req[0].ID, req[0].Params[0])
	}))
	defer srv.Close()
	tr := &http.Transport{MaxIdleConnsPerHost: 4}
	c := jsonrpc.New(srv.URL, &http.Client{Transport: tr})
	defer c.Close()
	errs := make(chan error, 16)
	for g := range 16 {
		go func() {
			for i := range 50 {
				want := hexutil.EncodeUint64(uint64(g*1000 + i))
				var got hexutil.Uint64
				if err := c.CallContext(context.Background(), &got, "echo", want); err != nil {
					errs <- err
					return
				}
				if hexutil.EncodeUint64(uint64(got)) != want {
					errs <- fmt.Errorf("asked %s, got %s", want, hexutil.EncodeUint64(uint64(got)))
					return
				}
			}
			errs <- nil
		}()
	}
	for range 16 {
		require.NoError(t, <-errs)
	}
}

// A node that answers before it has read the request (the write still under way when Do
// returns) gets every request whole, its own bytes: a request's pooled bytes are not reused
// while net/http may still be writing them (run with -race).
func TestAnswerBeforeTheRequestIsRead(t *testing.T) {
	node, _ := rawNode(t, func(c net.Conn) {
		_ = c.(*net.TCPConn).SetReadBuffer(4 << 10)
		br := bufio.NewReader(c)
		for {
			req, err := http.ReadRequest(br)
			if err != nil {
				return
			}
			// the id, and the answer with it, before the rest of the body is read
			rb := bufio.NewReader(req.Body)
			jsonrpc, err := rb.ReadString(',')
			if err != nil {
				return
			}
			head, _ := rb.ReadString(',')
			id := strings.TrimSuffix(strings.TrimPrefix(head, `"id":`), ",")
			if writeAnswer(c, "", `[{"jsonrpc":"2.0","id":`+id+`,"result":"0x7"}]`) != nil {
				return
			}
			time.Sleep(20 * time.Millisecond)
			rest, err := io.ReadAll(rb)
			if err != nil {
				return
			}
			body := append([]byte(jsonrpc+head), rest...)
			var batch []struct {
				Params []string `json:"params"`
			}
			if json.Unmarshal(body, &batch) != nil || len(batch) != 1 || len(batch[0].Params) != 1 ||
				strings.Trim(batch[0].Params[0], batch[0].Params[0][:1]) != "" {
				panic(fmt.Sprintf("a request not whole or mixed: %.80q", body))
			}
		}
	})
	dial := func(ctx context.Context, network, addr string) (net.Conn, error) {
		c, err := new(net.Dialer).DialContext(ctx, network, addr)
		if err == nil {
			_ = c.(*net.TCPConn).SetWriteBuffer(4 << 10)
		}
		return c, err
	}
	c := jsonrpc.New(node, &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 4, DialContext: dial}})
	defer c.Close()
	errs := make(chan error, 4)
	for g := range 4 {
		go func() {
			param := strings.Repeat(string(rune('a'+g)), 512<<10) // more than the sockets hold
			for range 3 {
				var got hexutil.Uint64
				if err := c.CallContext(context.Background(), &got, "echo", param); err != nil {
					errs <- err
					return
				}
			}
			errs <- nil
		}()
	}
	for range 4 {
		require.NoError(t, <-errs)
	}
}
