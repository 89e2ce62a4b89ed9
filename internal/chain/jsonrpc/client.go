// Package jsonrpc is the service's JSON-RPC 2.0 client for nodes reached over HTTP: it sends a
// batch as one POST and decodes the answer once, with github.com/goccy/go-json in place of
// encoding/json.
//
// It exists for CPU alone. go-ethereum's rpc.Client reads a batch's answer through a streaming
// encoding/json.Decoder (growing its buffer as it goes), validates every byte again when it
// decodes the envelope into messages, copies each result into a json.RawMessage, and validates
// it a third time when it decodes the result into the caller's value; that was about 45% of the
// service's CPU per prepared order. Here the body is read once into a pooled buffer sized by its
// Content-Length, the envelope (envelope.go) is read in place without copying the results, and
// each result is decoded once by goccy/go-json; the request is written straight into a pooled
// buffer that net/http sends as it is (request.go). The exchange itself is net/http's, through
// the http.Client the caller tunes (keep-alive connections, buffers, compression).
//
// What it answers is go-ethereum's, element for element (FuzzAgainstGoEthereum decodes the same
// bytes through both): the elements are rpc.BatchElem, a node's error answer is an error with
// rpc.Error's ErrorCode and rpc.DataError's ErrorData, a non-2xx status is an rpc.HTTPError, an
// element the node did not answer gets rpc.ErrMissingBatchResponse, and a message with neither
// result nor error gets rpc.ErrNoResult. Websocket and IPC nodes stay with go-ethereum's client.
package jsonrpc

import (
	"bytes"
	"context"
	stdjson "encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"sync"
	"sync/atomic"

	"github.com/ethereum/go-ethereum/rpc"
	json "github.com/goccy/go-json"
)

// MaxAnswer bounds the bytes read of one answer: go-ethereum's HTTP server caps a request at
// 5 MiB and nodes answer far less than this for the batches the service sends; a node that
// streams more is broken or hostile, and the batch fails rather than the process growing.
const MaxAnswer = 64 << 20

// Client sends batches to one node URL. Its zero value is not usable; see New. It is safe for
// concurrent use.
type Client struct {
	url    string
	http   *http.Client
	post   *http.Request // the request every batch copies: URL parsed and head set once
	err    error         // the URL's error, returned by every call
	nextID atomic.Uint64
}

// New returns a client of the node at url (http or https) that sends through hc: its
// transport's settings (dialer, keep-alive connections and buffers, compression, proxy) and
// timeout.
func New(url string, hc *http.Client) *Client {
	if hc == nil {
		hc = http.DefaultClient
	}
	c := &Client{url: url, http: hc}
	c.post, c.err = http.NewRequest(http.MethodPost, url, nil)
	if c.err == nil {
		c.post.Header = http.Header{"Accept": {"application/json"}, "Content-Type": {"application/json"}}
	}
	return c
}

// Close drops the idle keep-alive connections to the node.
func (c *Client) Close() {
	c.http.CloseIdleConnections()
}

// Error is a node's error answer to one call.
type Error struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
	Data    any    `json:"data,omitempty"`
}

func (e *Error) Error() string {
	if e.Message == "" {
		return fmt.Sprintf("json-rpc error %d", e.Code)
	}
	return e.Message
}

// ErrorCode is the JSON-RPC error code (rpc.Error).
func (e *Error) ErrorCode() int { return e.Code }

// ErrorData is the error's data member, as encoding/json decodes it into an any (rpc.DataError).
func (e *Error) ErrorData() any { return e.Data }

var (
	_ rpc.Error     = (*Error)(nil)
	_ rpc.DataError = (*Error)(nil)
)

var buffers = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// CallContext sends one call and decodes its result into result.
func (c *Client) CallContext(ctx context.Context, result any, method string, args ...any) error {
	b := []rpc.BatchElem{{Method: method, Args: args, Result: result}}
	if err := c.BatchCallContext(ctx, b); err != nil {
		return err
	}
	return b[0].Error
}

// BatchCallContext sends b as one JSON-RPC batch and sets each element's Result or Error. The
// error is non-nil only when the batch as a whole failed (encoding, transport, status, an answer
// that is not a JSON array of messages); then no element is set.
func (c *Client) BatchCallContext(ctx context.Context, b []rpc.BatchElem) error {
	if len(b) == 0 {
		return errors.New("empty batch")
	}
	if c.err != nil {
		return c.err
	}
	req := newRequest()
	first := c.nextID.Add(uint64(len(b))) - uint64(len(b)) + 1
	if err := appendBatch(&req.buf, first, b); err != nil {
		req.free()
		return err
	}
	body := buffers.Get().(*bytes.Buffer)
	defer putBuffer(body)
	body.Reset()
	if err := c.send(ctx, req, body); err != nil {
		return err
	}
	msgs, err := envelope(body.Bytes())
	if err == errEnvelope {
		if e := ErrorOf(body.Bytes()); e != nil {
			return &RefusedError{Err: e}
		}
	}
	if err != nil {
		return err
	}
	answered := make([]bool, len(b))
	for i := range msgs {
		m := &msgs[i]
		index, ok := elementOf(m.ID, first, len(b))
		if !ok || answered[index] {
			continue
		}
		answered[index] = true
		elem := &b[index]
		switch {
		case m.Error != nil:
			// the error object with encoding/json, as go-ethereum decodes it: of a data member
			// it cannot decode whole, goccy/go-json keeps other values (a number beyond
			// float64 becomes 0, where encoding/json leaves nil); error answers are small
			e := new(Error)
			_ = stdjson.Unmarshal(m.Error, e)
			elem.Error = e
		case m.Result == nil:
			elem.Error = rpc.ErrNoResult
		default:
			elem.Error = json.Unmarshal(m.Result, elem.Result)
		}
	}
	for i, ok := range answered {
		if !ok {
			b[i].Error = rpc.ErrMissingBatchResponse
		}
	}
	return nil
}

// putBuffer returns a buffer to the pool unless an unusually large answer grew it.
func putBuffer(b *bytes.Buffer) {
	if b.Cap() <= 1<<20 {
		buffers.Put(b)
	}
}

// appendBatch writes b as go-ethereum writes a batch: ids first, first+1, ...; params omitted
// when an element's Args is nil, and encoded as encoding/json.Marshal encodes them (HTML
// characters escaped), straight into w.
func appendBatch(w *bytes.Buffer, first uint64, b []rpc.BatchElem) error {
	enc := json.NewEncoder(w)
	w.WriteByte('[')
	var num [20]byte
	for i := range b {
		if i > 0 {
			w.WriteByte(',')
		}
		w.WriteString(`{"jsonrpc":"2.0","id":`)
		w.Write(strconv.AppendUint(num[:0], first+uint64(i), 10))
		w.WriteString(`,"method":`)
		if err := appendMethod(w, b[i].Method); err != nil {
			return err
		}
		if b[i].Args != nil {
			w.WriteString(`,"params":`)
			if err := enc.Encode(b[i].Args); err != nil {
				return err
			}
			w.Truncate(w.Len() - 1) // the Encoder's newline
		}
		w.WriteByte('}')
	}
	w.WriteByte(']')
	return nil
}

// appendMethod writes the method's name as a JSON string, HTML characters unescaped as
// go-ethereum writes it.
func appendMethod(w *bytes.Buffer, method string) error {
	for i := 0; i < len(method); i++ {
		if c := method[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' {
			text, err := json.MarshalWithOption(method, json.DisableHTMLEscape())
			if err != nil {
				return err
			}
			w.Write(text)
			return nil
		}
	}
	w.WriteByte('"')
	w.WriteString(method)
	w.WriteByte('"')
	return nil
}

// elementOf is the index of the element whose id is raw: a decimal integer in [first,
// first+n), written as this client writes it (go-ethereum matches ids by their bytes too).
func elementOf(raw []byte, first uint64, n int) (int, bool) {
	if len(raw) == 0 || len(raw) > 20 || raw[0] == '0' {
		return 0, false
	}
	var id uint64
	for _, ch := range raw {
		if ch < '0' || ch > '9' {
			return 0, false
		}
		d := uint64(ch - '0')
		if id > (^uint64(0)-d)/10 {
			return 0, false
		}
		id = id*10 + d
	}
	if id < first || id-first >= uint64(n) {
		return 0, false
	}
	return int(id - first), true
}

// send sends req (handing its bytes back to the pool when net/http is done with them: see
// request) and reads a 2xx answer into into; another status is an rpc.HTTPError with the
// answer's body, as go-ethereum's client returns it.
func (c *Client) send(ctx context.Context, req *request, into *bytes.Buffer) error {
	res, err := c.http.Do(req.with(ctx, c.post))
	req.returned(res, err)
	if err != nil {
		return err
	}
	defer func() {
		_, _ = io.Copy(io.Discard, io.LimitReader(res.Body, 4<<10))
		_ = res.Body.Close()
	}()
	if n := res.ContentLength; n > 0 && n <= MaxAnswer {
		into.Grow(int(n))
	}
	_, err = into.ReadFrom(io.LimitReader(res.Body, MaxAnswer+1))
	return answer(res.Status, res.StatusCode, res.Header.Get("Retry-After"), err, into)
}

// answer is the outcome of an exchange whose answer had status, code and Retry-After header
// and whose body was read into into (err: the read's error).
func answer(status string, code int, retryAfter string, err error, into *bytes.Buffer) error {
	if err != nil {
		if code < 200 || code >= 300 {
			return statusError(rpc.HTTPError{Status: status, StatusCode: code}, retryAfter)
		}
		return err
	}
	if code < 200 || code >= 300 {
		return statusError(rpc.HTTPError{Status: status, StatusCode: code, Body: bytes.Clone(into.Bytes())}, retryAfter)
	}
	if into.Len() > MaxAnswer {
		return fmt.Errorf("the node's answer is over %d bytes", MaxAnswer)
	}
	return nil
}
