package nodes

import (
	"encoding/json"
	"time"

	"github.com/ethereum/go-ethereum/rpc"
)

// Capabilities. Providers differ in what they serve: some have no eth_simulateV1, which the
// service's predictions (outcome, effects) need. A node's support is learnt from its answers to
// the service's own batches and from probes (a Check, and the background probes of a node that
// is not up, while the support is unknown or older than Options.CapabilityTTL); a batch that asks
// eth_simulateV1 goes first to the nodes not known to lack it, and to one that lacks it only
// when no other answers (its refusal is then the answer, as before).

// SimulateMethod is the method whose support a List learns and routes by.
const SimulateMethod = "eth_simulateV1"

// Support of a method by a node.
type Support int32

const (
	SupportUnknown Support = iota // not learnt yet
	Supported                     // the node answered it
	Unsupported                   // the node answered that it has no such method
)

func (s Support) String() string {
	return [...]string{"unknown", "yes", "no"}[s]
}

// DefaultCapabilityTTL is how long a node's learnt support of SimulateMethod is trusted before
// a probe asks again (a provider may add or drop the method): Options.CapabilityTTL's default.
const DefaultCapabilityTTL = 10 * time.Minute

// JSON-RPC codes of a missing method: -32601 (JSON-RPC 2.0, method not found) and -32004
// (EIP-1474, method not supported).
const (
	codeMethodNotFound     = -32601
	codeMethodNotSupported = -32004
)

// CapabilityRecorder is the optional part of a Recorder that records what each node serves.
type CapabilityRecorder interface {
	RecordNodeSimulate(chain string, node int, supported bool)
}

// simulateProbe is the cheapest eth_simulateV1 request: one empty block on the latest.
func simulateProbe(result *json.RawMessage) rpc.BatchElem {
	return rpc.BatchElem{Method: SimulateMethod, Args: []any{map[string]any{"blockStateCalls": []any{map[string]any{"calls": []any{}}}}, "latest"},
		Result: result}
}

// supportOf is what a node's answer to a call says of its support of the method: Supported for
// a result or an error of the call itself (a revert, bad parameters), Unsupported for a missing
// method, SupportUnknown for no answer to the call.
func supportOf(el rpc.BatchElem) Support {
	if el.Error == nil {
		return Supported
	}
	code, ok := codeOf(el.Error)
	switch {
	case !ok:
		return SupportUnknown // a transport failure or an unanswered call
	case code == codeMethodNotFound || code == codeMethodNotSupported:
		return Unsupported
	case code == codeLimitExceeded:
		return SupportUnknown
	}
	return Supported
}

// needsSimulate reports whether the batch asks SimulateMethod.
func needsSimulate(b []rpc.BatchElem) bool {
	for i := range b {
		if b[i].Method == SimulateMethod {
			return true
		}
	}
	return false
}

// simulate is the node's learnt support of SimulateMethod.
func (n *node) simulate() Support { return Support(n.simSupport.Load()) }

// learnSupport records what the node's answers to the batch b say of its support of
// SimulateMethod; a change is logged and recorded.
func (l *List) learnSupport(n *node, b []rpc.BatchElem) {
	for i := range b {
		if b[i].Method != SimulateMethod {
			continue
		}
		if s := supportOf(b[i]); s != SupportUnknown {
			l.setSupport(n, s)
		}
		return
	}
}

func (l *List) setSupport(n *node, s Support) {
	n.simLearnt.Store(time.Now().UnixNano())
	if Support(n.simSupport.Swap(int32(s))) == s {
		return
	}
	if r, ok := l.o.Metrics.(CapabilityRecorder); ok {
		r.RecordNodeSimulate(l.chain, n.index, s == Supported)
	}
	if l.o.Log != nil {
		l.o.Log.Info("rpc node capability", "chain", l.o.ChainID, "node", n.index, "host", n.host, "method", SimulateMethod, "supported", s == Supported)
	}
}

// simulateDue reports whether a probe of n should ask SimulateMethod: its support is unknown,
// or learnt longer than ttl ago.
func (n *node) simulateDue(now time.Time, ttl time.Duration) bool {
	at := n.simLearnt.Load()
	return n.simulate() == SupportUnknown || at == 0 || now.Sub(time.Unix(0, at)) >= ttl
}

// IsProbe reports whether b is a List's probe of a node: its chain id and head, and
// SimulateMethod when the node's support of it is due (for those who count a node's batches).
func IsProbe(b []rpc.BatchElem) bool {
	return len(b) >= 2 && b[0].Method == "eth_chainId" && b[1].Method == "eth_blockNumber" &&
		(len(b) == 2 || len(b) == 3 && b[2].Method == SimulateMethod)
}
