package api

import (
	"net/http"

	"github.com/labstack/echo/v4"
)

func (s *Server) marketsHandler(c echo.Context) error {
	account, err := addressQuery(c, "address")
	if err != nil {
		return err
	}
	minBlock, err := minBlockQuery(c)
	if err != nil {
		return err
	}
	snap, stale, hit, err := s.markets.Get(c.Request().Context(), account)
	if err != nil {
		return err
	}
	if err := reached(minBlock, snap.Block(), "the node"); err != nil {
		return err
	}
	if !stale {
		s.metrics.RecordMarketCache(hit)
	}
	if stale {
		c.Response().Header().Set("Warning", `110 - "stale: the node did not answer; figures as of the last block read"`)
	}
	body, err := marketsBody(snap, s.now().UnixMilli(), stale)
	if err != nil {
		return err
	}
	return c.Blob(http.StatusOK, echo.MIMEApplicationJSON, body)
}

func (s *Server) healthz(c echo.Context) error {
	return c.JSON(http.StatusOK, map[string]string{"status": "ok"})
}
