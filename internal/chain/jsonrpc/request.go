package jsonrpc

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptrace"
	"sync"
)

// request is one batch's request: its bytes, written by appendBatch into a pooled buffer and
// sent by net/http as they are, without a copy.
//
// net/http's Transport writes a request's body on the connection's own goroutine, and may still
// be writing it after Client.Do returns ("RoundTrip must always close the body ... even after
// RoundTrip returns"): a node may answer before it has read the whole request. It may also send
// the request more than once within Do (a redirect, a kept-alive connection found closed). So
// the bytes go back to the pool only when net/http is known to be done with them: Do has
// returned an HTTP/1 answer, and every connection the request got (httptrace's GotConn) has had
// its write end (WroteRequest, called once a write has read and closed the body). Any other case
// (an error; HTTP/2, a hosted https node's, whose streams report their writes their own way)
// leaves the buffer to the garbage collector: an allocation rather than a buffer reused under a
// write.
//
// The body is an io.NopCloser of a *bytes.Reader: a body net/http knows to be in memory, so the
// head and the body leave in one write (transfer.go's isKnownInMemoryReader; another type makes
// it flush the head first, and copy the body through a buffer of its own). GetBody, for a
// request net/http sends again (a redirect, a kept-alive connection the node had closed),
// reads the same bytes.
type request struct {
	buf     bytes.Buffer
	reader  bytes.Reader
	body    io.ReadCloser // io.NopCloser(&reader)
	getBody func() (io.ReadCloser, error)
	trace   httptrace.ClientTrace

	mu     sync.Mutex
	conns  int  // connections the request got
	writes int  // writes of it that ended
	done   bool // Do has returned: no more connections
	keep   bool // the bytes go back to the pool once conns == writes
}

var requests sync.Pool

// newRequest is an empty request from the pool, or a new one.
func newRequest() *request {
	r, _ := requests.Get().(*request)
	if r == nil {
		r = new(request)
		r.body = io.NopCloser(&r.reader)
		r.getBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(r.buf.Bytes())), nil }
		r.trace = httptrace.ClientTrace{GotConn: r.gotConn, WroteRequest: r.wrote}
	}
	r.buf.Reset()
	r.conns, r.writes, r.done, r.keep = 0, 0, false, false
	return r
}

// free hands back a request net/http was never given.
func (r *request) free() {
	if r.buf.Cap() <= 1<<20 {
		requests.Put(r)
	}
}

// with is the HTTP request of r's bytes: post's URL and head, ctx, and r's trace.
func (r *request) with(ctx context.Context, post *http.Request) *http.Request {
	trace := &r.trace
	if httptrace.ContextClientTrace(ctx) != nil {
		// WithClientTrace composes the caller's trace into the one it is given: a copy, so
		// that the pooled one stays as it is
		copied := *trace
		trace = &copied
	}
	hr := post.WithContext(httptrace.WithClientTrace(ctx, trace))
	r.reader.Reset(r.buf.Bytes())
	hr.Body, hr.GetBody, hr.ContentLength = r.body, r.getBody, int64(r.buf.Len())
	return hr
}

func (r *request) gotConn(httptrace.GotConnInfo) {
	r.mu.Lock()
	r.conns++
	r.mu.Unlock()
}

func (r *request) wrote(httptrace.WroteRequestInfo) {
	r.mu.Lock()
	r.writes++
	free := r.done && r.keep && r.writes == r.conns
	r.mu.Unlock()
	if free {
		r.free()
	}
}

// returned records that Do returned res and err: from now on no connection is got for r.
func (r *request) returned(res *http.Response, err error) {
	r.mu.Lock()
	r.done = true
	r.keep = err == nil && res.ProtoMajor == 1
	free := r.keep && r.writes == r.conns
	r.mu.Unlock()
	if free {
		r.free()
	}
}
