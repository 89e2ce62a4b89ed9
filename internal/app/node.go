package app

import (
	"context"
	"errors"
	"net/http"
	neturl "net/url"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/rpc"

	"github.com/tradeprep/tradeprep/internal/chain/jsonrpc"
	"github.com/tradeprep/tradeprep/internal/chain/nodes"
)

// node is a client of one node URL that dials when first asked and again after a failed dial:
// a node that cannot be reached at start (a websocket URL is dialled at once; HTTP needs no
// connection) must not stop the service, which fails over to the next node meanwhile.
type node struct {
	url     string
	timeout time.Duration
	access  nodeAccess

	mu     sync.Mutex
	client batchClient
	closed bool
}

// batchClient is a node's client as the service uses it: jsonrpc.Client for an HTTP node,
// go-ethereum's rpc.Client for a websocket or IPC one.
type batchClient interface {
	BatchCallContext(ctx context.Context, b []rpc.BatchElem) error
	Close()
}

// dialNode returns the node's client, dialled now when that works.
func dialNode(ctx context.Context, url string, timeout time.Duration, access nodeAccess) *node {
	n := &node{url: url, timeout: timeout, access: access}
	_, _ = n.get(ctx)
	return n
}

func (n *node) get(ctx context.Context) (batchClient, error) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.closed {
		return nil, errors.New("the client is closed")
	}
	if n.client == nil {
		dctx, cancel := context.WithTimeout(ctx, n.timeout)
		c, err := dialBatch(dctx, n.url, n.timeout, n.access)
		cancel()
		if err != nil {
			// the dial error may name the URL, which may hold an API key
			return nil, errors.New("dial: " + nodes.Redacted(err))
		}
		n.client = c
	}
	return n.client, nil
}

func (n *node) BatchCallContext(ctx context.Context, b []rpc.BatchElem) error {
	c, err := n.get(ctx)
	if err != nil {
		return err
	}
	return c.BatchCallContext(ctx, b)
}

func (n *node) Close() {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.closed = true
	if n.client != nil {
		n.client.Close()
	}
}

// dialBatch is the service's client of the node at url: over HTTP(S), the service's own batch
// client (package jsonrpc, the same answers for less CPU); otherwise go-ethereum's.
func dialBatch(ctx context.Context, url string, timeout time.Duration, access nodeAccess) (batchClient, error) {
	if u, err := neturl.Parse(url); err == nil && (u.Scheme == "http" || u.Scheme == "https") {
		return jsonrpc.New(url, rpcHTTPClient(timeout, url, access)), nil
	}
	return dial(ctx, url, timeout, access)
}

// rpcIdleConns is how many idle keep-alive connections to one node the service keeps: enough
// for every simulation in flight and the markets reads beside them. net/http's default of 2
// would open and close a connection for most requests under concurrent load.
const rpcIdleConns = 256

// rpcWriteBuffer is the write buffer of each connection to a node (rpcHTTPClient).
const rpcWriteBuffer = 64 << 10

// rpcHTTPClient is the HTTP client of the node at url: rpcIdleConns keep-alive connections,
// timeout per request, and a write buffer that holds a whole batch (a newposition's is about
// 30 KB, most of it the keeper probe's code): it leaves in one write, where net/http's 4 KB
// buffer made several and a copy buffer allocated per request. access adds the node's headers
// (to requests for its host only) and the CAs its certificate is checked against. Of an https
// node (a hosted one, across the internet) the transport asks for gzip answers and unpacks
// them, as net/http does when a request sets no Accept-Encoding of its own (neither package
// jsonrpc nor go-ethereum sets one); of a plain-http node (beside the service) it does not:
// geth would compress each answer and the service unpack it, CPU on both sides for no gain.
func rpcHTTPClient(timeout time.Duration, url string, access nodeAccess) *http.Client {
	tr := http.DefaultTransport.(*http.Transport).Clone()
	tr.MaxIdleConns, tr.MaxIdleConnsPerHost = rpcIdleConns, rpcIdleConns
	tr.WriteBufferSize = rpcWriteBuffer
	tr.DisableCompression = strings.HasPrefix(strings.ToLower(url), "http:")
	if access.roots != nil {
		tr.TLSClientConfig = tlsWith(access.roots)
	}
	if access.header == nil {
		return &http.Client{Timeout: timeout, Transport: tr}
	}
	return &http.Client{Timeout: timeout, Transport: &withHeaders{base: tr, host: nodes.HostOf(url), header: access.header}}
}
