package api

import (
	"fmt"
	"net/http"
	"net/netip"
	"strconv"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"

	"github.com/tradeprep/tradeprep/internal/service/limit"
)

// clientLimits answers 429 with Retry-After once a client exceeds its rate: per API key when
// it sends a known one in X-API-Key, else per address (echo's IPExtractor: the TCP peer unless
// it is a trusted proxy); 401 for a key that is not configured. Probes and metrics are exempt.
func clientLimits(l *limit.Limiter) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			if isProbe(c.Path()) {
				return next(c)
			}
			v := l.Allow(clientAddr(c), c.Request().Header.Get(limit.HeaderAPIKey))
			c.Set(limit.HeaderAPIKey, v.Key) // its name, for the access log
			if v.UnknownKey {
				return &Error{Status: http.StatusUnauthorized, Code: CodeUnknownAPIKey, Message: "unknown API key (X-API-Key)"}
			}
			if !v.Allowed {
				secs := v.RetryAfter()
				c.Response().Header().Set("Retry-After", strconv.Itoa(secs))
				return &Error{Status: http.StatusTooManyRequests, Code: CodeRateLimited,
					Message: fmt.Sprintf("rate limit of %s requests per second exceeded; retry after %d s", strconv.FormatFloat(v.Rate, 'f', -1, 64), secs)}
			}
			return next(c)
		}
	}
}

// clientAddr is the address a request comes from: echo's IPExtractor (Options.TrustedProxies'
// ExtractIP: the TCP peer unless it is a trusted proxy); the zero Addr when there is none. The
// rate limit and the event streams' cap both key a client on limit.ClientKeyOf of it.
func clientAddr(c echo.Context) netip.Addr {
	a, _ := netip.ParseAddr(c.RealIP())
	return a
}

// cors allows the given origins to call the API from browsers.
func cors(origins []string) echo.MiddlewareFunc {
	return middleware.CORSWithConfig(middleware.CORSConfig{
		AllowOrigins:  origins,
		AllowMethods:  []string{http.MethodGet, http.MethodPost, http.MethodOptions},
		AllowHeaders:  []string{echo.HeaderContentType, limit.HeaderAPIKey},
		ExposeHeaders: []string{"X-API-Version", echo.HeaderXRequestID, "Retry-After", "Deprecation", "Warning"},
		MaxAge:        600,
	})
}
