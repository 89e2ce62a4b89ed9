package limit

import (
	"cmp"
	"math"
	"net/netip"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

// DefaultClients is the size of the clients' table unless configured.
const DefaultClients = 10000

// Config is what a Limiter allows.
type Config struct {
	Rate    float64 // requests per second per client address; 0: addresses are not limited
	Burst   int     // requests a client may send at once; 0: Rate rounded up
	Clients int     // the most client addresses remembered (Table); 0: DefaultClients
	Keys    []APIKey
	Now     func() time.Time // default time.Now
}

// Limiter limits requests per API key when they carry a configured one, else per client
// address in a Table.
type Limiter struct {
	rate    float64
	clients *Table // nil when addresses are not limited
	keys    []APIKey
	ring    keyring
	epoch   time.Time
	now     func() time.Time

	mu      sync.Mutex // guards buckets
	buckets []bucket   // one per key
}

// New returns the Limiter of cfg.
func New(cfg Config) *Limiter {
	l := &Limiter{rate: cfg.Rate, keys: cfg.Keys, ring: newKeyring(cfg.Keys), now: cfg.Now, buckets: make([]bucket, len(cfg.Keys))}
	if l.now == nil {
		l.now = time.Now
	}
	l.epoch = l.now()
	for i, k := range cfg.Keys {
		l.buckets[i].tokens = float64(k.Burst)
	}
	if cfg.Rate > 0 {
		burst := cfg.Burst
		if burst <= 0 {
			burst = int(math.Ceil(cfg.Rate))
		}
		l.clients = NewTable(cmp.Or(cfg.Clients, DefaultClients), cfg.Rate, burst)
		l.clients.epoch = l.epoch
	}
	return l
}

// Verdict is the Limiter's answer for one request.
type Verdict struct {
	Allowed    bool
	UnknownKey bool          // an API key was presented that is not configured: refuse it
	Key        string        // the name of the API key presented, "" for none
	Rate       float64       // the rate the request was held to
	Wait       time.Duration // when not allowed: until the next request would be
}

// RetryAfter is Wait in whole seconds, at least 1: the value of a Retry-After header.
func (v Verdict) RetryAfter() int { return max(1, int(math.Ceil(v.Wait.Seconds()))) }

// Allow decides on a request from client presenting apiKey ("": none). With no keys
// configured, apiKey is ignored.
func (l *Limiter) Allow(client netip.Addr, apiKey string) Verdict {
	now := l.now()
	if apiKey != "" && len(l.keys) > 0 {
		i := l.ring.find(apiKey)
		if i < 0 {
			return Verdict{UnknownKey: true}
		}
		k := l.keys[i]
		l.mu.Lock()
		ok, wait := l.buckets[i].take(int64(now.Sub(l.epoch)), k.Rate, float64(k.Burst))
		l.mu.Unlock()
		return Verdict{Allowed: ok, Key: k.Name, Rate: k.Rate, Wait: wait}
	}
	if l.clients == nil {
		return Verdict{Allowed: true}
	}
	ok, wait := l.clients.Allow(ClientKeyOf(client), now)
	return Verdict{Allowed: ok, Rate: l.rate, Wait: wait}
}

// Clients is the table of client addresses; nil when addresses are not limited.
func (l *Limiter) Clients() *Table { return l.clients }

// Collector collects the limiter's series: tradeprep_ratelimit_clients (addresses in the table)
// and tradeprep_ratelimit_evictions_total (addresses that gave their place to a new one).
func (l *Limiter) Collector() prometheus.Collector {
	size, evictions := func() float64 { return 0 }, func() float64 { return 0 }
	if t := l.clients; t != nil {
		size = func() float64 { return float64(t.Len()) }
		evictions = func() float64 { return float64(t.Evictions()) }
	}
	return collectors{
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Namespace: "tradeprep", Subsystem: "ratelimit", Name: "clients",
			Help: "Client addresses in the rate limiter's table (at most rateLimitClients)."}, size),
		prometheus.NewCounterFunc(prometheus.CounterOpts{Namespace: "tradeprep", Subsystem: "ratelimit", Name: "evictions_total",
			Help: "Client addresses the rate limiter forgot to make room for a new one (they come back with a full bucket)."}, evictions),
	}
}

type collectors []prometheus.Collector

func (cs collectors) Describe(ch chan<- *prometheus.Desc) {
	for _, c := range cs {
		c.Describe(ch)
	}
}

func (cs collectors) Collect(ch chan<- prometheus.Metric) {
	for _, c := range cs {
		c.Collect(ch)
	}
}
