package jsonrpc

import (
	"io"
	"net/http"
	"time"
)

// RateLimitRetry is an http.RoundTripper for a JSON-RPC client whose calls are few and must go
// through (an actor's: the keeper, the relayer, the price feed): an answer HTTP 429 is waited
// out, for the time its Retry-After asks (DefaultRateLimitWait when it names none, at most
// MaxWait), and the request sent again, up to Tries times in all. Sending a JSON-RPC request
// again is safe: the provider refused it without running it, and eth_sendRawTransaction of the
// same signed transaction is the same transaction. A JSON-RPC -32005 inside a 200 answer is
// the caller's to see (its error); the service's node lists handle both (internal/chain/nodes).
type RateLimitRetry struct {
	Base    http.RoundTripper // nil: http.DefaultTransport
	Tries   int               // 0: DefaultRateLimitTries
	MaxWait time.Duration     // 0: DefaultRateLimitMaxWait
}

// Defaults of RateLimitRetry.
const (
	DefaultRateLimitTries   = 6
	DefaultRateLimitWait    = time.Second
	DefaultRateLimitMaxWait = 10 * time.Second
)

// RoundTrip sends req, again after each 429 while tries are left and the request's context lives.
func (t *RateLimitRetry) RoundTrip(req *http.Request) (*http.Response, error) {
	base, tries, maxWait := t.Base, t.Tries, t.MaxWait
	if base == nil {
		base = http.DefaultTransport
	}
	if tries <= 0 {
		tries = DefaultRateLimitTries
	}
	if maxWait <= 0 {
		maxWait = DefaultRateLimitMaxWait
	}
	for try := 1; ; try++ {
		res, err := base.RoundTrip(req)
		if err != nil || res.StatusCode != http.StatusTooManyRequests || try >= tries || (req.Body != nil && req.GetBody == nil) {
			return res, err
		}
		wait, ok := ParseRetryAfter(res.Header.Get("Retry-After"), time.Now())
		if !ok {
			wait = DefaultRateLimitWait
		}
		wait = min(wait, maxWait)
		_, _ = io.Copy(io.Discard, io.LimitReader(res.Body, 64<<10))
		res.Body.Close()
		timer := time.NewTimer(wait)
		select {
		case <-req.Context().Done():
			timer.Stop()
			return nil, req.Context().Err()
		case <-timer.C:
		}
		next := req.Clone(req.Context())
		if req.GetBody != nil {
			if next.Body, err = req.GetBody(); err != nil {
				return nil, err
			}
		}
		req = next
	}
}
