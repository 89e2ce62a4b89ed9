package api

import (
	"math/big"
	"net/http"

	"github.com/ethereum/go-ethereum/common"
	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/trade"
)

func (s *Server) accountQuery(c echo.Context) (common.Address, error) {
	q := c.QueryParam("address")
	if q == "" {
		return common.Address{}, missing("address", "query parameter address is required")
	}
	a, apiErr := parseAddress("address", q)
	if apiErr != nil {
		return common.Address{}, apiErr
	}
	return a, nil
}

func usdText(v *big.Int) string { return fixedpoint.Format(v, platform.PriceDecimals) }

func (s *Server) positions(c echo.Context) error {
	a, err := s.accountQuery(c)
	if err != nil {
		return err
	}
	status := c.QueryParam("status")
	if status != "" && status != trade.StatusOpen && status != trade.StatusPending {
		return invalid("status", "status must be open or pending (GET /api/positions/{positionId} tells a closed, cancelled or liquidated one)")
	}
	views, at, err := s.trade.PositionsAt(c.Request().Context(), a, status)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"success": true, "address": a.Hex(), "positions": views,
		"blockNumber": at.BlockNumber, "blockHash": at.BlockHash})
}

func (s *Server) userBalances(c echo.Context) error {
	a, err := s.accountQuery(c)
	if err != nil {
		return err
	}
	b, err := s.trade.Balances(c.Request().Context(), a)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{
		"success": true, "address": a.Hex(),
		"marginBalance": usdText(b.MarginBalance), "marginToken": "USD",
		"nativeBalance": b.NativeBalance.String(), "claimableExecutionFeeRefund": b.ExecutionRefund.String(),
		"blockNumber": b.At.BlockNumber, "blockHash": b.At.BlockHash,
	})
}

// position answers GET /api/positions/{positionId}: its status and history.
func (s *Server) position(c echo.Context) error {
	text := c.Param("positionId")
	id, ok := new(big.Int).SetString(text, 10)
	if !ok || !isDecimalDigits(text) || id.Sign() == 0 || id.BitLen() > 256 {
		return invalid("positionId", "positionId must be a positive integer of at most 256 bits")
	}
	life, err := s.trade.Position(c.Request().Context(), id)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, life)
}
