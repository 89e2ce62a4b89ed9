package api

import (
	"errors"
	"math"
	"math/big"
	"net/http"
	"strconv"

	"github.com/ethereum/go-ethereum/common"
	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/service/history"
	"github.com/tradeprep/tradeprep/internal/service/trade"
)

func usdText(v *big.Int) string { return fixedpoint.Format(v, platform.PriceDecimals) }

// positions answers GET /api/positions: one page of the account's orders and positions.
func (s *Server) positions(c echo.Context) error {
	a, err := s.accountQuery(c)
	if err != nil {
		return err
	}
	status := trade.PositionStatus(c.QueryParam("status"))
	if _, given := c.QueryParams()["status"]; given && status == "" {
		return invalid("status", "status is empty: give open, pending, closed, cancelled or liquidated, or leave it out")
	}
	if status != "" && status != trade.StatusOpen && status != trade.StatusPending && !history.IsEnded(string(status)) {
		return invalid("status", "status must be open, pending, closed, cancelled or liquidated")
	}
	cursor, err := uintQuery(c, "cursor", 1, math.MaxUint64, 0)
	if err != nil {
		return err
	}
	limit, err := uintQuery(c, "limit", 1, trade.MaxPageLimit, trade.DefaultPageLimit)
	if err != nil {
		return err
	}
	minBlock, err := minBlockQuery(c)
	if err != nil {
		return err
	}
	if history.IsEnded(string(status)) {
		if err := s.indexReached(c, minBlock); err != nil {
			return err
		}
		return s.endedPositions(c, a, string(status), cursor, int(limit))
	}
	page, err := s.trade.AccountPage(c.Request().Context(), a, cursor, int(limit))
	if err != nil {
		return err
	}
	if err := reached(minBlock, page.At.BlockNumber, "the node"); err != nil {
		return err
	}
	var next *string
	if page.Next != 0 {
		text := strconv.FormatUint(page.Next, 10)
		next = &text
	}
	return c.JSON(http.StatusOK, map[string]any{"success": true, "address": a.Hex(), "positions": positionViewsOf(page.Filter(status)),
		"total": page.Total, "limit": limit, "nextCursor": next, "blockNumber": page.At.BlockNumber, "blockHash": page.At.BlockHash})
}

// endedPositions answers GET /api/positions?status=closed|cancelled|liquidated from the event
// index: the account's positions that ended so, newest first, as of the index's last block.
func (s *Server) endedPositions(c echo.Context, a common.Address, status string, cursor uint64, limit int) error {
	if s.history == nil {
		return noEventIndex(c)
	}
	page, err := s.history.Ended(c.Request().Context(), a, status, cursor, limit)
	if err != nil {
		return indexDown(c, err)
	}
	if page.Block == nil {
		c.Response().Header().Set("Retry-After", "5")
		return &Error{Status: http.StatusServiceUnavailable, Code: CodeUpstream, Message: "the event index has not recorded a block yet; try again shortly"}
	}
	views := make([]positionView, 0, len(page.Positions))
	for _, p := range page.Positions {
		views = append(views, endedView(p))
	}
	var next *string
	if page.Next != 0 {
		text := strconv.FormatUint(page.Next, 10)
		next = &text
	}
	return c.JSON(http.StatusOK, map[string]any{"success": true, "address": a.Hex(), "positions": views,
		"total": page.Total, "limit": limit, "nextCursor": next, "blockNumber": page.Block.Number, "blockHash": page.Block.Hash})
}

func (s *Server) userBalances(c echo.Context) error {
	a, err := s.accountQuery(c)
	if err != nil {
		return err
	}
	minBlock, err := minBlockQuery(c)
	if err != nil {
		return err
	}
	b, err := s.trade.Balances(c.Request().Context(), a)
	if err != nil {
		return err
	}
	if err := reached(minBlock, b.At.BlockNumber, "the node"); err != nil {
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
	id, err := idParam(c, "positionId")
	if err != nil {
		return err
	}
	cursor, err := uintQuery(c, "cursor", 1, math.MaxUint64, 0)
	if err != nil {
		return err
	}
	minBlock, err := minBlockQuery(c)
	if err != nil {
		return err
	}
	life, err := s.trade.Position(c.Request().Context(), id, cursor, minBlock)
	var behind *trade.NotReachedError
	if errors.As(err, &behind) {
		return reached(minBlock, behind.At, "the node")
	}
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, positionLifeOf(life))
}
