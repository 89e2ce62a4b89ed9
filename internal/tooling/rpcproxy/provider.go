package rpcproxy

import (
	"bytes"
	"encoding/json"
	"net/http"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"

	"github.com/ethereum/go-ethereum/common/hexutil"
)

// Refusal is how a Provider refuses a batch longer than its cap.
type Refusal int

// The ways hosted providers refuse a batch too long.
const (
	RefuseHTTP413    Refusal = iota // HTTP 413 with a text body
	RefuseObject                    // HTTP 200 with one JSON-RPC error object (-32600) in place of the array
	RefusePerElement                // HTTP 200 with an array answering every call with error -32600
)

// Limit is how a Provider answers a request it rate-limits.
type Limit int

// The ways hosted providers answer a rate-limited request.
const (
	LimitHTTP429 Limit = iota // HTTP 429 with Retry-After
	LimitRPC                  // HTTP 200 answering every call with JSON-RPC error -32005 (EIP-1474)
)

// Provider emulates a hosted JSON-RPC provider's limits in front of a real node: a cap on the
// calls of a batch, and a rate limit on requests. What it lets through is forwarded (Forward).
// Its settings are read at each request and may change while it serves.
type Provider struct {
	Target string
	Client *http.Client // nil: http.DefaultClient

	// MaxBatch, when positive, refuses a batch of more calls, as Refusal says.
	MaxBatch atomic.Int64
	Refusal  atomic.Int64 // a Refusal
	// LimitEvery, when positive, rate-limits every LimitEvery-th request (1: every request),
	// as Limit says, with the Retry-After of SetRetryAfter (HTTP 429 only).
	LimitEvery atomic.Int64
	Limit      atomic.Int64 // a Limit

	// Missing, when set, are methods the provider does not serve: each such call is answered
	// JSON-RPC -32601 (method not found), the others of its batch forwarded.
	Missing atomic.Pointer[[]string]
	// MaxLogRange, when positive, refuses an eth_getLogs over more blocks (fromBlock and toBlock
	// both numbers) with JSON-RPC error LogRangeCode, as providers cap log queries.
	MaxLogRange  atomic.Int64
	LogRangeCode atomic.Int64 // 0: -32602 (invalid params, as most providers); Infura answers -32005

	requests, refused, limited, forwarded, callsRefused atomic.Int64
	mu                                                  sync.Mutex
	longest                                             int    // the longest batch forwarded
	retryAfter                                          string // "": none
}

// SetRetryAfter sets the Retry-After header of a 429 ("": none).
func (p *Provider) SetRetryAfter(v string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.retryAfter = v
}

// Counts are what a Provider did.
type Counts struct {
	Requests, Refused, Limited, Forwarded int64
	CallsRefused                          int64 // calls answered with an error for Missing or MaxLogRange
	Longest                               int   // the longest batch forwarded
}

// Counts is what p did so far.
func (p *Provider) Counts() Counts {
	p.mu.Lock()
	defer p.mu.Unlock()
	return Counts{Requests: p.requests.Load(), Refused: p.refused.Load(), Limited: p.limited.Load(), Forwarded: p.forwarded.Load(),
		CallsRefused: p.callsRefused.Load(), Longest: p.longest}
}

type message struct {
	ID json.RawMessage `json:"id"`
}

func (p *Provider) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var buf bytes.Buffer
	if _, err := buf.ReadFrom(r.Body); err != nil {
		return
	}
	body := buf.Bytes()
	n := p.requests.Add(1)
	var batch []message
	isBatch := json.Unmarshal(body, &batch) == nil
	if every := p.LimitEvery.Load(); every > 0 && n%every == 0 {
		p.limited.Add(1)
		if Limit(p.Limit.Load()) == LimitRPC && isBatch {
			answerEach(w, batch, -32005, "limit exceeded")
			return
		}
		p.mu.Lock()
		retryAfter := p.retryAfter
		p.mu.Unlock()
		if retryAfter != "" {
			w.Header().Set("Retry-After", retryAfter)
		}
		http.Error(w, "too many requests", http.StatusTooManyRequests)
		return
	}
	if max := p.MaxBatch.Load(); max > 0 && isBatch && int64(len(batch)) > max {
		p.refused.Add(1)
		switch Refusal(p.Refusal.Load()) {
		case RefuseObject:
			w.Header().Set("Content-Type", "application/json")
			_, _ = w.Write([]byte(`{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"batch of ` + strconv.Itoa(len(batch)) +
				` exceeds the limit of ` + strconv.FormatInt(max, 10) + `"}}`))
		case RefusePerElement:
			answerEach(w, batch, -32600, "batch too large")
		default:
			http.Error(w, "batch too large", http.StatusRequestEntityTooLarge)
		}
		return
	}
	p.forwarded.Add(1)
	if isBatch {
		p.mu.Lock()
		p.longest = max(p.longest, len(batch))
		p.mu.Unlock()
	}
	if p.Missing.Load() != nil || p.MaxLogRange.Load() > 0 {
		p.serveCalls(w, r, body, isBatch)
		return
	}
	Forward(w, r, p.Client, p.Target, body)
}

// call is a JSON-RPC call as the provider reads it.
type call struct {
	ID     json.RawMessage   `json:"id"`
	Method string            `json:"method"`
	Params []json.RawMessage `json:"params"`
}

// serveCalls answers the calls it refuses (Missing, MaxLogRange) itself and forwards the others,
// as one batch when the request was one.
func (p *Provider) serveCalls(w http.ResponseWriter, r *http.Request, body []byte, isBatch bool) {
	var raws []json.RawMessage
	if isBatch {
		if json.Unmarshal(body, &raws) != nil {
			Forward(w, r, p.Client, p.Target, body)
			return
		}
	} else {
		raws = []json.RawMessage{body}
	}
	var answers, kept []json.RawMessage
	for _, raw := range raws {
		var c call
		if json.Unmarshal(raw, &c) != nil {
			kept = append(kept, raw)
			continue
		}
		code, text, refuse := p.refuse(c)
		if !refuse {
			kept = append(kept, raw)
			continue
		}
		p.callsRefused.Add(1)
		a, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": c.ID, "error": map[string]any{"code": code, "message": text}})
		answers = append(answers, a)
	}
	if len(answers) == 0 {
		Forward(w, r, p.Client, p.Target, body)
		return
	}
	if len(kept) > 0 {
		forward, _ := json.Marshal(kept)
		req, err := http.NewRequestWithContext(r.Context(), http.MethodPost, p.Target, bytes.NewReader(forward))
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		req.Header.Set("Content-Type", "application/json")
		client := p.Client
		if client == nil {
			client = http.DefaultClient
		}
		res, err := client.Do(req)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		defer res.Body.Close()
		var got []json.RawMessage
		if res.StatusCode != http.StatusOK || json.NewDecoder(res.Body).Decode(&got) != nil {
			http.Error(w, "upstream answer unreadable", http.StatusBadGateway)
			return
		}
		answers = append(got, answers...)
	}
	w.Header().Set("Content-Type", "application/json")
	if !isBatch {
		_, _ = w.Write(answers[0])
		return
	}
	out, _ := json.Marshal(answers)
	_, _ = w.Write(out)
}

// refuse says whether the provider refuses the call, and how.
func (p *Provider) refuse(c call) (code int, text string, refused bool) {
	if m := p.Missing.Load(); m != nil && slices.Contains(*m, c.Method) {
		return -32601, "the method " + c.Method + " does not exist/is not available", true
	}
	if max := p.MaxLogRange.Load(); max > 0 && c.Method == "eth_getLogs" && len(c.Params) == 1 {
		var q struct {
			From string `json:"fromBlock"`
			To   string `json:"toBlock"`
		}
		if json.Unmarshal(c.Params[0], &q) != nil {
			return 0, "", false
		}
		from, errFrom := hexutil.DecodeUint64(q.From)
		to, errTo := hexutil.DecodeUint64(q.To)
		if errFrom != nil || errTo != nil || to < from || to-from+1 <= uint64(max) {
			return 0, "", false
		}
		code := int(p.LogRangeCode.Load())
		if code == 0 {
			code = -32602
		}
		return code, "eth_getLogs is limited to a " + strconv.FormatInt(max, 10) + " block range", true
	}
	return 0, "", false
}

// SetMissing sets the methods the provider does not serve (none: nil).
func (p *Provider) SetMissing(methods ...string) {
	if len(methods) == 0 {
		p.Missing.Store(nil)
		return
	}
	p.Missing.Store(&methods)
}

// answerEach answers every call of batch with the error code.
func answerEach(w http.ResponseWriter, batch []message, code int, text string) {
	out := make([]map[string]any, len(batch))
	for i, m := range batch {
		out[i] = map[string]any{"jsonrpc": "2.0", "id": m.ID, "error": map[string]any{"code": code, "message": text}}
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(out)
}
