package api

import (
	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/strictjson"
)

// routes lists every route of the API, with the query parameters each takes (any other, or one
// given twice, is refused: see query).
func (s *Server) routes() {
	e := s.echo
	e.POST("/api/newposition", s.newPosition, query())
	e.POST("/api/closeposition", s.closePosition, query())
	e.POST("/api/cancelorder", s.cancelOrder, query())
	e.POST("/api/referrals", s.referrals, query())
	e.POST("/api/crosschaindeposit", s.crossChainDeposit, query())
	e.GET("/api/crosschaindeposit/status", s.crossChainDepositStatus, query("fromChainId", "txHash", "nonce"))
	e.GET("/api/markets", s.marketsHandler, query("address"))
	e.GET("/api/positions", s.positions, query("address", "status", "cursor", "limit"))
	e.GET("/api/positions/:positionId", s.position, query("cursor"))
	e.GET("/api/orders/:clientOrderId", s.clientOrder, query("address"))
	e.GET("/api/userbalances", s.userBalances, query("address"))
	e.GET("/api/events", s.eventsHandler, query("address", "after", "limit"))
	e.GET("/api/trades", s.tradesHandler, query("address", "cursor", "limit"))
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
// with the API's error: for every route of the API, and those others register on its Echo.
func Query(allowed ...string) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			if err := strictjson.Query(c.QueryParams(), allowed); err != nil {
				return strictError(err.(*strictjson.Error))
			}
			return next(c)
		}
	}
}
