package api

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/labstack/echo-contrib/echoprometheus"
	"github.com/labstack/echo/v4"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/tradeprep/tradeprep/simulate"
)

// Metricer records the service's own measurements. Every label value it is given is bounded:
// chain ids of the manifest, the JSON-RPC methods the service itself sends, the fixed results
// and outcomes below, and revert names the platform's ABIs declare ("other" for the rest).
// NoopMetrics records nothing; internal/metrics records into Prometheus.
type Metricer interface {
	// RecordRPC records one call of a JSON-RPC batch: the chain id (decimal), the method, its
	// result (RPCOK, RPCReverted, RPCError or RPCTransport) and the batch's round-trip time.
	RecordRPC(chain, method, result string, d time.Duration)
	// RecordSimulation records one pre-flight simulation (the eth_call of a simulation batch):
	// the chain id, its outcome (SimSuccess, SimReverted, SimInsufficientBalance or SimError),
	// the revert name ("" when it did not revert) and whether it ran under a state override
	// (the re-run that lends a short sender what it lacks).
	RecordSimulation(chain, outcome, revert string, stateOverride bool)
	// RecordMarketCache records whether a markets request was answered from the cache (hit)
	// or needed a read of the Reader contract (miss).
	RecordMarketCache(hit bool)
}

// PrometheusMetricer is a Metricer that Prometheus scrapes: given one, the server also counts
// and times every HTTP request (per route and status) in its registry and serves it all on
// GET /metrics. One registry serves one Server (New fails on a second).
type PrometheusMetricer interface {
	Metricer
	Registry() *prometheus.Registry
}

// Results of one JSON-RPC call.
const (
	RPCOK        = "ok"
	RPCReverted  = "reverted"  // the node says the call reverted: the chain's answer, not a failure
	RPCError     = "error"     // the node answered this call with another error
	RPCTransport = "transport" // the batch got no answer: connection, time-out, garbage
)

// Outcomes of one simulation.
const (
	SimSuccess             = "success"
	SimReverted            = "reverted"
	SimInsufficientBalance = "insufficient_balance" // native funds, or the margin wallet (InsufficientMarginBalance)
	SimError               = "error"                // the node could not simulate
)

// RevertOther is the revert label of a revert no known error names.
const RevertOther = "other"

// NoopMetrics is a Metricer that records nothing.
type NoopMetrics struct{}

func (NoopMetrics) RecordRPC(string, string, string, time.Duration) {}
func (NoopMetrics) RecordSimulation(string, string, string, bool)   {}
func (NoopMetrics) RecordMarketCache(bool)                          {}

// observeChains returns the Metricer to use (NoopMetrics for nil) and the chains' clients
// wrapped so that their calls are recorded.
func observeChains(opts Options, decoder *simulate.ErrorDecoder) (Metricer, simulate.BatchCaller, map[uint64]simulate.BatchCaller) {
	m := opts.Metrics
	if m == nil {
		m = NoopMetrics{}
	}
	wrap := func(id uint64, c simulate.BatchCaller) simulate.BatchCaller {
		return &observedRPC{next: c, chain: strconv.FormatUint(id, 10), metrics: m, decoder: decoder}
	}
	sources := make(map[uint64]simulate.BatchCaller, len(opts.SourceRPC))
	for id, c := range opts.SourceRPC {
		if c != nil {
			sources[id] = wrap(id, c)
		}
	}
	return m, wrap(opts.Manifest.Destination.ChainID, opts.DestinationRPC), sources
}

// observe adds the request middleware of observability: the HTTP series of a
// PrometheusMetricer (and its /metrics handler) and the access log.
func (s *Server) observe(e *echo.Echo, m Metricer) error {
	if pm, ok := m.(PrometheusMetricer); ok {
		mw, err := httpMetrics(pm.Registry())
		if err != nil {
			return fmt.Errorf("api: metrics: %w", err)
		}
		e.Use(mw)
		s.scrape = echoprometheus.NewHandlerWithConfig(echoprometheus.HandlerConfig{Gatherer: pm.Registry()})
	}
	e.Use(accessLog(s.log))
	return nil
}

// observedRPC is a BatchCaller that records each call of the batches it sends (method and
// result) and the simulations among them.
type observedRPC struct {
	next    simulate.BatchCaller
	chain   string
	metrics Metricer
	decoder *simulate.ErrorDecoder
}

func (o *observedRPC) BatchCallContext(ctx context.Context, b []rpc.BatchElem) error {
	start := time.Now()
	err := o.next.BatchCallContext(ctx, b)
	d := time.Since(start)
	for i := range b {
		o.metrics.RecordRPC(o.chain, b[i].Method, rpcResult(err, b[i].Error), d)
	}
	// simulate.Simulator.RunPlan sends each simulated call as eth_call then eth_estimateGas with
	// the same parameters; a plan may simulate several calls (a deposit simulates those it may
	// need before it knows which).
	for i := 0; i+1 < len(b); i++ {
		if b[i].Method == "eth_call" && b[i+1].Method == "eth_estimateGas" {
			outcome, revert := o.simulation(err, b[i].Error)
			o.metrics.RecordSimulation(o.chain, outcome, revert, len(b[i].Args) > 2)
			i++
		}
	}
	return err
}

func rpcResult(batchErr, callErr error) string {
	switch {
	case batchErr != nil:
		return RPCTransport
	case callErr == nil:
		return RPCOK
	case isRevertError(callErr):
		return RPCReverted
	}
	return RPCError
}

// simulation classifies the eth_call of a simulation batch as simulate.Simulator.Run does.
func (o *observedRPC) simulation(batchErr, callErr error) (outcome, revert string) {
	switch {
	case batchErr != nil:
		return SimError, ""
	case callErr == nil:
		return SimSuccess, ""
	case isRevertError(callErr):
		var data []byte
		if d, ok := ethclient.RevertErrorData(callErr); ok {
			data = d
		}
		name := revertLabel(o.decoder.Decode(data))
		if name == "InsufficientMarginBalance" {
			return SimInsufficientBalance, name
		}
		return SimReverted, name
	case strings.Contains(callErr.Error(), "insufficient funds") || strings.Contains(callErr.Error(), "insufficient balance"):
		return SimInsufficientBalance, ""
	}
	return SimError, ""
}

func isRevertError(err error) bool {
	if _, ok := ethclient.RevertErrorData(err); ok {
		return true
	}
	var rpcErr rpc.Error
	return errors.As(err, &rpcErr) && rpcErr.ErrorCode() == 3 || strings.HasPrefix(err.Error(), "execution reverted")
}

// revertLabel is the revert's name when the decoder knows it (a custom error of the platform's
// ABIs, Error or Panic), else RevertOther: the label cannot grow with what a node sends.
func revertLabel(rv *simulate.Revert) string {
	switch rv.Kind {
	case simulate.RevertCustom, simulate.RevertError, simulate.RevertPanic:
		return rv.Name
	}
	return RevertOther
}

// httpMetrics counts and times requests in reg: tradeprep_http_requests_total,
// tradeprep_http_request_duration_seconds, _request_size_bytes and _response_size_bytes, labelled
// by status code, method (known methods, else OTHER) and route (its pattern, "" when none
// matched); the host label is left empty, since clients choose it.
func httpMetrics(reg prometheus.Registerer) (echo.MiddlewareFunc, error) {
	return echoprometheus.MiddlewareConfig{
		Namespace:                 "tradeprep",
		Subsystem:                 "http",
		Registerer:                reg,
		DoNotUseRequestPathFor404: true,
		LabelFuncs: map[string]echoprometheus.LabelValueFunc{
			"host":   func(echo.Context, error) string { return "" },
			"method": func(c echo.Context, _ error) string { return knownMethod(c.Request().Method) },
		},
		StatusCodeResolver: statusOf,
	}.ToMiddleware()
}

func knownMethod(m string) string {
	switch m {
	case http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodPatch,
		http.MethodDelete, http.MethodOptions, http.MethodConnect, http.MethodTrace:
		return m
	}
	return "OTHER"
}

// statusOf is the status a request is answered with: the response's when the error was
// already handled, else the one the error handler will write.
func statusOf(c echo.Context, err error) int {
	if err == nil || c.Response().Committed {
		return c.Response().Status
	}
	return asError(err).Status
}
