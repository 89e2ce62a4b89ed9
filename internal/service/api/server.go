// Package api is tradeprep's HTTP layer: it decodes and validates requests, has the domain
// services it is given (internal/service/backend builds them) build and pre-flight the call, and writes
// the answer or the one error body.
package api

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	gojson "github.com/goccy/go-json"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"

	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/service/deposit"
	"github.com/tradeprep/tradeprep/internal/service/limit"
	"github.com/tradeprep/tradeprep/internal/service/market"
	"github.com/tradeprep/tradeprep/internal/service/orders"
	"github.com/tradeprep/tradeprep/internal/service/referral"
	"github.com/tradeprep/tradeprep/internal/service/trade"
)

// Version of the API, sent in the X-API-Version header and in the OpenAPI document.
const Version = "0.3.0"

// Services are what the server serves: the domain services and the readiness of the chains
// they use (internal/service/backend builds them all; the binary hands them over). Manifest, Trade, Deposit, Referral, Market and
// Ready are required.
type Services struct {
	Manifest *deployment.Manifest
	Trade    *trade.Service
	Deposit  *deposit.Service
	Referral *referral.Service
	Market   *market.Cache
	Ready    Readiness
	// Events is the event index GET /api/events reads, History the trades GET /api/trades reads
	// from it; nil: they answer 503 NO_EVENT_INDEX.
	Events EventLog
	// IndexCatchingUp, when not nil, says that this service's follower holds the index's lease
	// and has not yet read every chain up to its confirmed head since it took it: an event id
	// beyond the account's last may then be one the index has not recorded again yet (a
	// replica restarted on a fresh database), and GET /api/events answers 503 with Retry-After
	// rather than 400.
	IndexCatchingUp func() bool
	// IndexLag, when not nil, says how far the event index trails the chain (the destination's
	// head against the last block the index recorded, in the chain's time) and whether that is
	// beyond the service's bound: /readyz is then not ready, saying so. The index is shared by
	// the replicas, so a lag beyond the bound means that no replica writes it (every writer
	// lost its database or its node), or that the one that does cannot keep up.
	IndexLag func(ctx context.Context) (lag time.Duration, beyond bool, err error)
	// IndexWriter, when not nil, says whether any replica holds the index's lease (writes it)
	// now, how long none has, and whether that is beyond the service's grace: /readyz is then
	// not ready, saying that nobody writes the index.
	IndexWriter func(ctx context.Context) (held bool, absent time.Duration, beyond bool, err error)
	History     TradeHistory
	// Orders records and finds client order ids and records what each prepared open and close
	// predicts (the prediction ledger); nil: a clientOrderId is a 503 NO_EVENT_INDEX and no
	// prediction is recorded.
	Orders *orders.Service
}

// Options are the server's HTTP settings.
type Options struct {
	Logger         *slog.Logger
	BodyLimit      string        // default "64K"
	RequestTimeout time.Duration // default 15s
	Now            func() time.Time

	// Metrics records market cache use; nil: NoopMetrics. A PrometheusMetricer also gets the
	// HTTP series and GET /metrics.
	Metrics Metricer
	// Limiter limits requests per client address or API key (X-API-Key): over it 429 with
	// Retry-After, an unknown key 401; nil: no limits. Probes and metrics are exempt.
	Limiter *limit.Limiter
	// TrustedProxies: only their X-Forwarded-For / X-Real-IP name the client (limits, access log).
	TrustedProxies limit.Proxies
	// Draining, when it says true, has /readyz answer 503 DRAINING: the service is stopping.
	Draining func() bool
	// CORSOrigins are the origins allowed by CORS; empty: CORS off.
	CORSOrigins []string
	// Routes, when set, registers more routes on the server's Echo (tradeprep devnet's /dev/*).
	Routes func(*echo.Echo)
	// StreamPoll is how often an event stream asks the index for new events (default
	// DefaultStreamPoll); StreamHeartbeat how long it stays silent before a heartbeat comment
	// (DefaultStreamHeartbeat); MaxStreamsPerClient how many streams one client may hold, a
	// client keyed as the rate limiter keys it (its address through TrustedProxies; an IPv6
	// address by its /64) (DefaultMaxStreamsPerClient); MaxStreams how many this server holds
	// in all (DefaultMaxStreams).
	StreamPoll          time.Duration
	StreamHeartbeat     time.Duration
	MaxStreamsPerClient int
	MaxStreams          int
	// EncodingJSON has the answers written by encoding/json rather than by goccy/go-json (the
	// default, the same bytes for less CPU); for comparing the two.
	EncodingJSON bool
}

// Server serves the API.
type Server struct {
	echo       *echo.Echo
	log        *slog.Logger
	manifest   *deployment.Manifest
	dest       deployment.Destination
	now        func() time.Time
	trade      *trade.Service
	deposits   *deposit.Service
	codes      *referral.Service
	markets    *market.Cache
	readiness  Readiness
	metrics    Metricer
	draining   func() bool
	scrape     echo.HandlerFunc // GET /metrics; nil without a PrometheusMetricer
	events     EventLog
	catchingUp func() bool
	hub        *eventHub // the replica's one reader of new events for its streams (nil: each stream polls)
	indexLag   func(ctx context.Context) (time.Duration, bool, error)
	writer     func(ctx context.Context) (bool, time.Duration, bool, error)
	history    TradeHistory
	orders     *orders.Service
	streams    *streams

	streamPoll, streamHeartbeat time.Duration
}

// New checks the services and options and returns the server.
func New(svc Services, opts Options) (*Server, error) {
	if svc.Manifest == nil {
		return nil, errors.New("api: a deployment manifest is required")
	}
	if svc.Trade == nil || svc.Deposit == nil || svc.Referral == nil || svc.Market == nil || svc.Ready == nil {
		return nil, errors.New("api: every service is required")
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.NewJSONHandler(io.Discard, nil))
	}
	if opts.BodyLimit == "" {
		opts.BodyLimit = "64K"
	}
	if opts.RequestTimeout == 0 {
		opts.RequestTimeout = 15 * time.Second
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.Metrics == nil {
		opts.Metrics = NoopMetrics{}
	}
	if opts.StreamPoll <= 0 {
		opts.StreamPoll = DefaultStreamPoll
	}
	if opts.StreamHeartbeat <= 0 {
		opts.StreamHeartbeat = DefaultStreamHeartbeat
	}
	if opts.MaxStreamsPerClient <= 0 {
		opts.MaxStreamsPerClient = DefaultMaxStreamsPerClient
	}
	if opts.MaxStreams <= 0 {
		opts.MaxStreams = DefaultMaxStreams
	}
	s := &Server{
		log:       opts.Logger,
		manifest:  svc.Manifest,
		dest:      svc.Manifest.Destination,
		now:       opts.Now,
		trade:     svc.Trade,
		deposits:  svc.Deposit,
		codes:     svc.Referral,
		markets:   svc.Market,
		readiness: svc.Ready,
		metrics:   opts.Metrics,
		draining:  opts.Draining,
		events:    svc.Events, catchingUp: svc.IndexCatchingUp, indexLag: svc.IndexLag, writer: svc.IndexWriter,
		history: svc.History,
		orders:  svc.Orders,
		streams: newStreams(opts.MaxStreamsPerClient, opts.MaxStreams),

		streamPoll: opts.StreamPoll, streamHeartbeat: opts.StreamHeartbeat,
	}

	if feed, ok := svc.Events.(NewEvents); ok {
		s.hub = newEventHub(feed, s.streamPoll, s.log)
	}

	e := echo.New()
	e.HideBanner, e.HidePort = true, true
	e.HTTPErrorHandler = errorHandler(s.log)
	e.IPExtractor = opts.TrustedProxies.ExtractIP
	e.JSONSerializer = jsonSerializer{std: opts.EncodingJSON}
	// every response names the API version, those of earlier middleware (413, 429) included
	e.Pre(func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			c.Response().Header().Set("X-API-Version", Version)
			return next(c)
		}
	})
	e.Use(middleware.RequestID())
	if err := s.observe(e, opts.Metrics); err != nil {
		return nil, err
	}
	e.Use(middleware.RecoverWithConfig(middleware.RecoverConfig{DisableStackAll: true, LogErrorFunc: func(c echo.Context, err error, stack []byte) error {
		s.log.Error("panic", "err", err.Error(), "stack", string(stack))
		return err
	}}))
	if len(opts.CORSOrigins) > 0 {
		e.Use(cors(opts.CORSOrigins))
	}
	if opts.Limiter != nil {
		e.Use(clientLimits(opts.Limiter))
	}
	e.Use(middleware.BodyLimit(opts.BodyLimit))
	e.Use(middleware.ContextTimeoutWithConfig(middleware.ContextTimeoutConfig{Timeout: opts.RequestTimeout,
		// an event stream lasts as long as its client stays
		Skipper: func(c echo.Context) bool { return c.Path() == "/api/events" && wantsStream(c) }}))
	s.echo = e
	s.routes()
	if opts.Routes != nil {
		opts.Routes(e)
	}
	return s, nil
}

// ServeHTTP makes the server an http.Handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.echo.ServeHTTP(w, r) }

// jsonSerializer writes JSON without HTML escaping, so that "&" in a URL stays "&".
// jsonSerializer writes answers as encoding/json would, HTML characters unescaped: through
// goccy/go-json unless std (internal/tooling/accuracy's TestAnswersAreTheSameThroughEitherClient shows
// both write the same bytes).
type jsonSerializer struct{ std bool }

var answerBuffers = sync.Pool{New: func() any { return new(bytes.Buffer) }}

func (s jsonSerializer) Serialize(c echo.Context, i any, indent string) error {
	if !s.std {
		// the whole answer in one write with its length: no chunked encoding, and one syscall
		// where the 4 KB buffers of net/http made several
		buf := answerBuffers.Get().(*bytes.Buffer)
		defer func() {
			if buf.Cap() <= 1<<20 {
				answerBuffers.Put(buf)
			}
		}()
		buf.Reset()
		enc := gojson.NewEncoder(buf)
		enc.SetEscapeHTML(false)
		if indent != "" {
			enc.SetIndent("", indent)
		}
		if err := enc.Encode(i); err != nil {
			return err
		}
		c.Response().Header().Set(echo.HeaderContentLength, strconv.Itoa(buf.Len()))
		_, err := c.Response().Write(buf.Bytes())
		return err
	}
	enc := json.NewEncoder(c.Response())
	enc.SetEscapeHTML(false)
	if indent != "" {
		enc.SetIndent("", indent)
	}
	return enc.Encode(i)
}

func (jsonSerializer) Deserialize(c echo.Context, i any) error {
	return echo.NewHTTPError(http.StatusInternalServerError, "use decodeJSON")
}

func hexData(b []byte) string { return hexutil.Encode(b) }
