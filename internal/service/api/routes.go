package api

import (
	"net/http"
	"net/url"
	"strings"

	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/service/strictjson"
)

// routes lists every route of the API, with the query parameters each takes (any other, or one
// given twice, is refused: see query).
func (s *Server) routes() {
	e := s.echo
	e.POST("/api/newposition", s.newPosition, query())
	e.POST("/api/closeposition", s.closePosition, query())
	e.POST("/api/cancelorder", s.cancelOrder, query())
	e.POST("/api/editorder", s.editOrder, query())
	e.POST("/api/withdraw", s.withdraw, query())
	e.POST("/api/claimrefunds", s.claimRefunds, query())
	e.POST("/api/positionmargin", s.positionMargin, query())
	e.POST("/api/referrals", s.referrals, query())
	e.POST("/api/crosschaindeposit", s.crossChainDeposit, query())
	e.GET("/api/crosschaindeposit/status", s.crossChainDepositStatus, query("fromChainId", "txHash", "nonce"))
	e.GET("/api/markets", s.marketsHandler, query("address", "minBlock"))
	e.GET("/api/positions", s.positions, query("address", "status", "cursor", "limit", "minBlock"))
	e.GET("/api/positions/:positionId", s.position, query("cursor", "minBlock"))
	e.GET("/api/orders/:clientOrderId", s.clientOrder, query("address", "minBlock"))
	e.GET("/api/userbalances", s.userBalances, query("address", "minBlock"))
	e.GET("/api/events", s.eventsHandler, query("address", "after", "limit", "minBlock"))
	e.GET("/api/trades", s.tradesHandler, query("address", "cursor", "limit", "minBlock"))
	e.GET("/healthz", s.healthz)
	e.GET("/readyz", s.readyz)
	if s.scrape != nil {
		e.GET("/metrics", s.scrape)
	}
	e.GET("/openapi.json", s.openAPIDocument)
	e.GET("/docs", s.docsPage)
}

func query(allowed ...string) echo.MiddlewareFunc { return Query(allowed...) }

// Query refuses a query parameter the route does not take, or one given twice (strictjson.Query),
// with the API's error: for every route of the API, and those others register on its Echo. It
// reads the query and the path's parameters as HTTP says, strictly: a malformed percent-escape
// (or a ';' separator) is a 400 naming the parameter, where Go's query parser would drop the
// pair and the route would answer as if it had not been sent; a percent-encoded path parameter
// (/api/orders/desk%3A42, /api/positions/%31) is decoded, as every HTTP client may send it.
func Query(allowed ...string) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			if err := checkEscapes(c.Request().URL.RawQuery); err != nil {
				return err
			}
			if err := strictjson.Query(c.QueryParams(), allowed); err != nil {
				return strictError(err.(*strictjson.Error))
			}
			if err := decodePathParams(c); err != nil {
				return err
			}
			return next(c)
		}
	}
}

// checkEscapes refuses a query whose pairs do not all decode: the first such pair's parameter is
// named (its raw text when the name itself does not decode).
func checkEscapes(raw string) error {
	for raw != "" {
		var pair string
		pair, raw, _ = strings.Cut(raw, "&")
		if strings.Contains(pair, ";") {
			return &Error{Status: http.StatusBadRequest, Code: CodeInvalidRequest,
				Message: "the query separates its parameters with ';': only '&' separates them"}
		}
		key, value, _ := strings.Cut(pair, "=")
		name, err := url.QueryUnescape(key)
		if err != nil {
			return invalid(key, "the query parameter %q is not valid percent-encoding", key)
		}
		if _, err := url.QueryUnescape(value); err != nil {
			return invalid(name, "the value of %s is not valid percent-encoding", name)
		}
	}
	return nil
}

// decodePathParams decodes the route's path parameters once. Echo routes on the raw path when
// the request's path has escapes Go would write otherwise (URL.RawPath), and then hands the
// parameters over still escaped; otherwise they are decoded already.
func decodePathParams(c echo.Context) error {
	if c.Request().URL.RawPath == "" {
		return nil
	}
	names, values := c.ParamNames(), c.ParamValues()
	decoded := make([]string, len(values))
	for i, v := range values {
		d, err := url.PathUnescape(v)
		if err != nil {
			name := "path"
			if i < len(names) {
				name = names[i]
			}
			return invalid(name, "%s is not valid percent-encoding", name)
		}
		decoded[i] = d
	}
	c.SetParamValues(decoded...)
	return nil
}
