package api

// routes lists every route of the API.
func (s *Server) routes() {
	e := s.echo
	e.POST("/api/newposition", s.newPosition)
	e.POST("/api/closeposition", s.closePosition)
	e.POST("/api/cancelorder", s.cancelOrder)
	e.POST("/api/referrals", s.referrals)
	e.POST("/api/crosschaindeposit", s.crossChainDeposit)
	e.GET("/api/crosschaindeposit/status", s.crossChainDepositStatus)
	e.GET("/api/markets", s.marketsHandler)
	e.GET("/api/positions", s.positions)
	e.GET("/api/positions/:positionId", s.position)
	e.GET("/api/userbalances", s.userBalances)
	e.GET("/healthz", s.healthz)
	e.GET("/readyz", s.readyz)
	if s.scrape != nil {
		e.GET("/metrics", s.scrape)
	}
	e.GET("/openapi.json", s.openAPIDocument)
	e.GET("/docs", s.docsPage)
}
