package bench

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tradeprep/tradeprep/internal/tooling/rpcproxy"
)

// Proxy is a counting JSON-RPC proxy in front of a node: every HTTP request it forwards is one
// round trip. It keeps the bodies it forwarded since the last Reset, so that the benchmark can
// both count a request's round trips and replay its exact batch with a direct client. A
// delaying proxy (StartDelayedProxy) also holds every request for a fixed time before it
// forwards it: the latency of a node that is not on this machine, paid once per round trip.
type Proxy struct {
	target string
	delay  time.Duration
	client *http.Client
	srv    *http.Server
	url    string

	mu     sync.Mutex
	bodies [][]byte
}

// StartProxy listens on a loopback port and forwards to target.
func StartProxy(target string) (*Proxy, error) { return StartDelayedProxy(target, 0) }

// StartDelayedProxy is StartProxy holding each request for delay before it forwards it.
// Requests are held concurrently: n clients at once each wait delay, not n x delay.
func StartDelayedProxy(target string, delay time.Duration) (*Proxy, error) {
	if delay < 0 {
		return nil, fmt.Errorf("proxy delay %s: want 0 or more", delay)
	}
	// loopback only: the proxy stands for the network, and must not be on it
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	p := &Proxy{target: target, delay: delay, client: newHTTPClient(0), url: "http://" + ln.Addr().String()}
	p.srv = &http.Server{Handler: p}
	go func() { _ = p.srv.Serve(ln) }()
	return p, nil
}

// URL is the proxy's address.
func (p *Proxy) URL() string { return p.url }

// Delay is how long the proxy holds each request before it forwards it.
func (p *Proxy) Delay() time.Duration { return p.delay }

// Close stops the proxy.
func (p *Proxy) Close() error { return p.srv.Close() }

func (p *Proxy) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	p.mu.Lock()
	p.bodies = append(p.bodies, body)
	p.mu.Unlock()
	if p.delay > 0 {
		t := time.NewTimer(p.delay)
		select {
		case <-t.C:
		case <-r.Context().Done():
			t.Stop()
			http.Error(w, r.Context().Err().Error(), http.StatusBadGateway)
			return
		}
	}
	rpcproxy.Forward(w, r, p.client, p.target, body)
}

// Reset forgets the bodies seen so far.
func (p *Proxy) Reset() {
	p.mu.Lock()
	p.bodies = nil
	p.mu.Unlock()
}

// Count is the number of round trips since the last Reset.
func (p *Proxy) Count() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.bodies)
}

// Bodies returns the bodies forwarded since the last Reset: one per round trip.
func (p *Proxy) Bodies() [][]byte {
	p.mu.Lock()
	defer p.mu.Unlock()
	return slices.Clone(p.bodies)
}

// Call is one JSON-RPC call of a batch, as sent.
type Call struct {
	Method string            `json:"method"`
	Params []json.RawMessage `json:"params"`
}

// ParseBatch reads a JSON-RPC body (a batch or a single call) into its calls.
func ParseBatch(body []byte) ([]Call, error) {
	trimmed := bytes.TrimSpace(body)
	if len(trimmed) > 0 && trimmed[0] == '{' {
		var c Call
		if err := json.Unmarshal(trimmed, &c); err != nil {
			return nil, err
		}
		return []Call{c}, nil
	}
	var calls []Call
	err := json.Unmarshal(trimmed, &calls)
	return calls, err
}

// Methods lists the methods of a body's calls, in order.
func Methods(body []byte) []string {
	calls, _ := ParseBatch(body)
	out := make([]string, len(calls))
	for i, c := range calls {
		out[i] = c.Method
	}
	return out
}

// CallsTo counts the eth_call elements of the bodies whose target is to.
func CallsTo(bodies [][]byte, to common.Address) int {
	n := 0
	for _, b := range bodies {
		calls, _ := ParseBatch(b)
		for _, c := range calls {
			if c.Method != "eth_call" || len(c.Params) == 0 {
				continue
			}
			var args struct {
				To *common.Address `json:"to"`
			}
			if json.Unmarshal(c.Params[0], &args) == nil && args.To != nil && *args.To == to {
				n++
			}
		}
	}
	return n
}

// methodList formats methods for the report.
func methodList(bodies [][]byte) string {
	var parts []string
	for _, b := range bodies {
		parts = append(parts, "["+strings.Join(Methods(b), ", ")+"]")
	}
	return strings.Join(parts, " ")
}
