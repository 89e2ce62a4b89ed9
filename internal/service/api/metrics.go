package api

import (
	"fmt"
	"net/http"

	"github.com/labstack/echo-contrib/echoprometheus"
	"github.com/labstack/echo/v4"
	"github.com/prometheus/client_golang/prometheus"
)

// Metricer records what the HTTP layer itself measures: whether GET /api/markets was answered
// from the cache. internal/service/metrics' recorders are Metricers; NoopMetrics records nothing.
type Metricer interface {
	RecordMarketCache(hit bool)
}

// PrometheusMetricer is a Metricer that Prometheus scrapes: given one, the server also counts
// and times every HTTP request (per route and status) and its event streams (open, refused) in
// its registry and serves it all on GET /metrics. One registry serves one Server (New fails on a second).
type PrometheusMetricer interface {
	Metricer
	Registry() *prometheus.Registry
}

// NoopMetrics is a Metricer that records nothing.
type NoopMetrics struct{}

// RecordMarketCache records nothing.
func (NoopMetrics) RecordMarketCache(bool) {}

// observe adds the request middleware of observability: the HTTP series of a
// PrometheusMetricer, the event streams' (open, refused by which cap) and its /metrics handler;
// and the access log.
func (s *Server) observe(e *echo.Echo, m Metricer) error {
	if pm, ok := m.(PrometheusMetricer); ok {
		mw, err := httpMetrics(pm.Registry())
		if err != nil {
			return fmt.Errorf("api: metrics: %w", err)
		}
		e.Use(mw)
		for _, c := range s.streams.collectors() {
			if err := pm.Registry().Register(c); err != nil {
				return fmt.Errorf("api: metrics: %w", err)
			}
		}
		s.scrape = echoprometheus.NewHandlerWithConfig(echoprometheus.HandlerConfig{Gatherer: pm.Registry()})
	}
	e.Use(accessLog(s.log))
	return nil
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
