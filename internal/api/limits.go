package api

import (
	"fmt"
	"math"
	"net/http"
	"strconv"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
	"golang.org/x/time/rate"
)

// CodeBusy: every simulation slot stayed taken until the request's deadline.
const CodeBusy = "BUSY"

// rateLimiter answers 429 with Retry-After once a client (by IP) exceeds ratePerSecond with
// the given burst. Probes and metrics are exempt.
func rateLimiter(ratePerSecond float64, burst int) echo.MiddlewareFunc {
	if burst <= 0 {
		burst = int(math.Ceil(ratePerSecond))
	}
	store := middleware.NewRateLimiterMemoryStoreWithConfig(middleware.RateLimiterMemoryStoreConfig{
		Rate: rate.Limit(ratePerSecond), Burst: burst, ExpiresIn: 3 * time.Minute,
	})
	retryAfter := strconv.Itoa(int(math.Max(1, math.Ceil(1/ratePerSecond))))
	deny := func(c echo.Context, _ string, _ error) error {
		c.Response().Header().Set("Retry-After", retryAfter)
		return &Error{Status: http.StatusTooManyRequests, Code: CodeRateLimited,
			Message: fmt.Sprintf("rate limit of %g requests per second exceeded; retry after %s s", ratePerSecond, retryAfter)}
	}
	return middleware.RateLimiterWithConfig(middleware.RateLimiterConfig{
		Skipper: func(c echo.Context) bool {
			switch c.Path() {
			case "/healthz", "/readyz", "/metrics":
				return true
			}
			return false
		},
		Store:               store,
		IdentifierExtractor: func(c echo.Context) (string, error) { return c.RealIP(), nil },
		ErrorHandler:        func(c echo.Context, err error) error { return deny(c, "", err) },
		DenyHandler:         deny,
	})
}

// cors allows the given origins to call the API from browsers.
func cors(origins []string) echo.MiddlewareFunc {
	return middleware.CORSWithConfig(middleware.CORSConfig{
		AllowOrigins:  origins,
		AllowMethods:  []string{http.MethodGet, http.MethodPost, http.MethodOptions},
		AllowHeaders:  []string{echo.HeaderContentType},
		ExposeHeaders: []string{"X-API-Version", echo.HeaderXRequestID, "Retry-After"},
		MaxAge:        600,
	})
}
