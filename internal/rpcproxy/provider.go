package rpcproxy

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strconv"
	"sync"
	"sync/atomic"
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

	requests, refused, limited, forwarded atomic.Int64
	mu                                    sync.Mutex
	longest                               int    // the longest batch forwarded
	retryAfter                            string // "": none
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
	Longest                               int // the longest batch forwarded
}

// Counts is what p did so far.
func (p *Provider) Counts() Counts {
	p.mu.Lock()
	defer p.mu.Unlock()
	return Counts{Requests: p.requests.Load(), Refused: p.refused.Load(), Limited: p.limited.Load(), Forwarded: p.forwarded.Load(),
		Longest: p.longest}
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
	Forward(w, r, p.Client, p.Target, body)
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
