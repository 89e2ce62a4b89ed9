package jsonrpc

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"sync"
	"syscall"
	"time"
)

// direct carries a batch to a plain-http node on the calling goroutine: it writes the request's
// head and body in one writev on a kept-alive connection and reads the answer there, with
// http.ReadResponse. net/http's Transport hands every request to a connection's write goroutine
// and every answer back from its read goroutine, and may read the body after RoundTrip returns,
// so the body would need a copy of its own (see Client.post); here the caller's pooled bytes
// are free again when post returns. In `make bench` with 20 ms per node round trip the service
// spent 682-752 µs of CPU per newposition this way, against 817-848 µs through net/http with a
// body it did not know to be in memory.
//
// Only the plain case takes this path (newDirect): an http URL without user info, through an
// *http.Transport (or none) that sends it to no proxy and with no cookie jar. HTTPS nodes,
// proxies and any other client go through net/http. The request is the one net/http sends for
// the same http.Request, less "Accept-Encoding: gzip" (nothing here would unpack it). A redirect
// answer is followed by net/http (errRedirect), as go-ethereum's client follows it.
type direct struct {
	addr    string // host:port to dial
	head    []byte // the request's head up to the Content-Length value
	dial    func(ctx context.Context, network, addr string) (net.Conn, error)
	timeout time.Duration // http.Client.Timeout: the whole exchange, 0 for none
	maxIdle int           // idle connections kept; 0 when the transport disables keep-alives
	idleFor time.Duration // an idle connection older than this is closed, not used; 0 for no limit

	mu   sync.Mutex
	idle []*conn // most recently used last
}

type conn struct {
	nc    net.Conn
	br    *bufio.Reader
	head  []byte    // the request's head, written anew for each request
	since time.Time // idle since
}

// errRedirect is a 3xx answer that net/http should follow.
var errRedirect = errors.New("jsonrpc: redirect")

// postRequest is what http.ReadResponse is told was asked: a POST (not a HEAD: the answer has a
// body).
var postRequest = &http.Request{Method: http.MethodPost}

// newDirect is the direct path to rawURL through hc, or nil when net/http must carry the
// request (see direct).
func newDirect(rawURL string, hc *http.Client) *direct {
	u, err := url.Parse(rawURL)
	if err != nil || u.Scheme != "http" || u.User != nil || u.Host == "" || u.Opaque != "" || hc.Jar != nil {
		return nil
	}
	tr, ok := hc.Transport.(*http.Transport)
	if hc.Transport == nil {
		tr, ok = http.DefaultTransport.(*http.Transport)
	}
	if !ok {
		return nil
	}
	if tr.Proxy != nil {
		proxy, err := tr.Proxy(&http.Request{Method: http.MethodPost, URL: u, Header: http.Header{}})
		if err != nil || proxy != nil {
			return nil
		}
	}
	d := &direct{addr: u.Host, timeout: hc.Timeout, idleFor: tr.IdleConnTimeout, dial: tr.DialContext}
	if u.Port() == "" {
		d.addr = net.JoinHostPort(u.Hostname(), "80")
	}
	if d.dial == nil {
		d.dial = (&net.Dialer{Timeout: 30 * time.Second, KeepAlive: 30 * time.Second}).DialContext
	}
	if !tr.DisableKeepAlives {
		d.maxIdle = tr.MaxIdleConnsPerHost
		if d.maxIdle == 0 {
			d.maxIdle = http.DefaultMaxIdleConnsPerHost
		}
	}
	head := "POST " + u.RequestURI() + " HTTP/1.1\r\nHost: " + u.Host + "\r\nUser-Agent: Go-http-client/1.1\r\n" +
		"Accept: application/json\r\nContent-Type: application/json\r\n"
	if d.maxIdle == 0 {
		head += "Connection: close\r\n"
	}
	d.head = []byte(head + "Content-Length: ")
	return d
}

// post sends body and reads the answer's body into into, returning its status and its
// Retry-After header ("" when it has none). A connection
// that was kept alive and that the node closed before answering is replaced once, as net/http
// does for a request it can send again: the batches are reads.
func (d *direct) post(ctx context.Context, rawURL string, body []byte, into *bytes.Buffer) (status string, code int, retryAfter string, err error) {
	if d.timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, d.timeout)
		defer cancel()
	}
	for attempt := 0; ; attempt++ {
		if err := ctx.Err(); err != nil {
			return "", 0, "", &url.Error{Op: "Post", URL: rawURL, Err: err}
		}
		cn, reused, err := d.get(ctx)
		if err != nil {
			return "", 0, "", &url.Error{Op: "Post", URL: rawURL, Err: err}
		}
		status, code, retryAfter, stale, err := d.exchange(ctx, cn, body, into)
		if stale && reused && attempt == 0 {
			into.Reset()
			continue
		}
		if err != nil && err != errRedirect {
			err = &url.Error{Op: "Post", URL: rawURL, Err: err}
		}
		return status, code, retryAfter, err
	}
}

// exchange writes the request on cn and reads the answer; cn goes back to the idle list or is
// closed. stale is true when the node closed the connection before a byte of the answer.
func (d *direct) exchange(ctx context.Context, cn *conn, body []byte, into *bytes.Buffer) (status string, code int, retryAfter string, stale bool, err error) {
	stop := context.AfterFunc(ctx, func() { _ = cn.nc.SetDeadline(time.Unix(1, 0)) })
	keep := false
	defer func() {
		if !stop() { // cancelled or out of time: whatever happened on the connection after that is ctx's doing
			status, code, retryAfter, keep, stale, err = "", 0, "", false, false, ctx.Err()
		}
		if keep {
			d.put(cn)
		} else {
			_ = cn.nc.Close()
		}
	}()
	cn.head = append(strconv.AppendInt(append(cn.head[:0], d.head...), int64(len(body)), 10), "\r\n\r\n"...)
	bufs := net.Buffers{cn.head, body}
	if _, err := bufs.WriteTo(cn.nc); err != nil {
		return "", 0, "", closedBefore(err), err
	}
	if _, err := cn.br.Peek(1); err != nil {
		return "", 0, "", closedBefore(err), err
	}
	res, err := http.ReadResponse(cn.br, postRequest)
	for err == nil && res.StatusCode >= 100 && res.StatusCode < 200 && res.StatusCode != http.StatusSwitchingProtocols {
		res, err = http.ReadResponse(cn.br, postRequest) // an informational answer comes before the answer
	}
	if err != nil {
		return "", 0, "", false, err
	}
	switch res.StatusCode {
	case http.StatusMovedPermanently, http.StatusFound, http.StatusSeeOther, http.StatusTemporaryRedirect, http.StatusPermanentRedirect:
		return res.Status, res.StatusCode, "", false, errRedirect
	}
	retryAfter = res.Header.Get("Retry-After")
	if n := res.ContentLength; n > 0 && n <= MaxAnswer {
		into.Grow(int(n))
	}
	if _, err := into.ReadFrom(io.LimitReader(res.Body, MaxAnswer+1)); err != nil {
		return res.Status, res.StatusCode, retryAfter, false, err
	}
	// at most MaxAnswer bytes read means the body ended: the connection is ready for the next
	keep = into.Len() <= MaxAnswer && !res.Close && d.maxIdle > 0
	return res.Status, res.StatusCode, retryAfter, false, nil
}

// closedBefore reports whether err is the node closing or resetting a connection.
func closedBefore(err error) bool {
	return errors.Is(err, io.EOF) || errors.Is(err, syscall.ECONNRESET) || errors.Is(err, syscall.EPIPE)
}

// get is an idle connection (reused) or a new one.
func (d *direct) get(ctx context.Context) (cn *conn, reused bool, err error) {
	d.mu.Lock()
	for len(d.idle) > 0 {
		cn = d.idle[len(d.idle)-1]
		d.idle[len(d.idle)-1] = nil
		d.idle = d.idle[:len(d.idle)-1]
		if d.idleFor > 0 && time.Since(cn.since) > d.idleFor {
			_ = cn.nc.Close()
			continue
		}
		d.mu.Unlock()
		return cn, true, nil
	}
	d.mu.Unlock()
	nc, err := d.dial(ctx, "tcp", d.addr)
	if err != nil {
		return nil, false, err
	}
	return &conn{nc: nc, br: bufio.NewReader(nc)}, false, nil
}

// put keeps cn for the next request, or closes it when maxIdle are kept already.
func (d *direct) put(cn *conn) {
	_ = cn.nc.SetDeadline(time.Time{})
	cn.since = time.Now()
	d.mu.Lock()
	if len(d.idle) >= d.maxIdle {
		d.mu.Unlock()
		_ = cn.nc.Close()
		return
	}
	d.idle = append(d.idle, cn)
	d.mu.Unlock()
}

// closeIdle closes the idle connections.
func (d *direct) closeIdle() {
	d.mu.Lock()
	idle := d.idle
	d.idle = nil
	d.mu.Unlock()
	for _, cn := range idle {
		_ = cn.nc.Close()
	}
}
