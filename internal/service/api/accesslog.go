package api

import (
	"log/slog"
	"net/http"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/service/limit"
)

// isProbe says whether a route is asked every few seconds by the orchestrator or Prometheus:
// its access lines are debug, whatever their status (/readyz logs readiness changes itself).
func isProbe(route string) bool {
	return route == "/healthz" || route == "/readyz" || route == "/metrics"
}

// accessLog writes one JSON line per request: method, route, status, latency and request id;
// at info for success, debug for a client error (never the service's error) and error for 5xx.
// It hands a handler's error to the error handler first, so that the status logged (and the
// one measured by the middleware around it) is the one sent.
func accessLog(log *slog.Logger) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			start := time.Now()
			if err := next(c); err != nil {
				c.Error(err)
			}
			res := c.Response()
			level := slog.LevelInfo
			switch {
			case res.Status >= http.StatusInternalServerError && !isProbe(c.Path()):
				level = slog.LevelError
			case res.Status >= http.StatusBadRequest, isProbe(c.Path()):
				level = slog.LevelDebug
			}
			req := c.Request()
			if !log.Enabled(req.Context(), level) {
				return nil
			}
			attrs := []slog.Attr{
				slog.String("method", req.Method),
				slog.String("route", c.Path()),
				slog.Int("status", res.Status),
				slog.Float64("latency_ms", float64(time.Since(start).Microseconds())/1000),
				slog.Int64("bytes_out", res.Size),
				slog.String("request_id", res.Header().Get(echo.HeaderXRequestID)),
				slog.String("client", c.RealIP()),
			}
			if key, _ := c.Get(limit.HeaderAPIKey).(string); key != "" { // the key's name, never the key
				attrs = append(attrs, slog.String("api_key", key))
			}
			if c.Path() == "" { // no route matched: the path says what was asked
				attrs = append(attrs, slog.String("path", req.URL.Path))
			}
			log.LogAttrs(req.Context(), level, "request", attrs...)
			return nil
		}
	}
}
