package app

import (
	"context"
	"errors"
	neturl "net/url"
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
// client (package jsonrpc, the same answers for less CPU); otherwise go-ethereum's. A plain-http
// node with headers goes through net/http (jsonrpc's direct path takes only an *http.Transport).
func dialBatch(ctx context.Context, url string, timeout time.Duration, access nodeAccess) (batchClient, error) {
	if u, err := neturl.Parse(url); err == nil && (u.Scheme == "http" || u.Scheme == "https") {
		return jsonrpc.New(url, rpcHTTPClient(timeout, url, access)), nil
	}
	return dial(ctx, url, timeout, access)
}
