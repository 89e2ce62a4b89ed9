package api

import (
	"net/http"
	"sync"

	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/service/openapi"
)

// GET /openapi.json serves the embedded OpenAPI document; GET /docs a self-contained page that
// renders it (internal/service/openapi builds it).

var openAPIJSON = sync.OnceValue(openapi.Document)

func (s *Server) openAPIDocument(c echo.Context) error {
	return c.JSONBlob(http.StatusOK, openAPIJSON())
}

func (s *Server) docsPage(c echo.Context) error {
	p := openapi.Docs()
	c.Response().Header().Set("Content-Security-Policy", p.CSP)
	return c.HTMLBlob(http.StatusOK, p.HTML)
}
