package api

import (
	"context"
	"math"
	"net/http"
	"strconv"

	"github.com/ethereum/go-ethereum/common"
	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/internal/service/history"
)

// GET /api/trades?address=[&cursor=][&limit=] is an account's trades from the event index,
// newest first: every open, partial close, close and liquidation of its positions with price,
// size, realized PnL, payout and each fee, exact. `cursor` is the page's `nextCursor` (opaque:
// pass it back as it is); limit 1 to 100, 50 by default.

// TradeHistory reads an account's trades and ended positions (internal/service/history.Reader).
type TradeHistory interface {
	Trades(ctx context.Context, account common.Address, cursor uint64, limit int) (history.Page, error)
	Ended(ctx context.Context, account common.Address, status string, cursor uint64, limit int) (history.EndedPage, error)
}

func (s *Server) tradesHandler(c echo.Context) error {
	account, err := s.accountQuery(c)
	if err != nil {
		return err
	}
	cursor, err := uintQuery(c, "cursor", 1, math.MaxInt64, 0)
	if err != nil {
		return err
	}
	limit, err := uintQuery(c, "limit", 1, history.MaxLimit, history.DefaultLimit)
	if err != nil {
		return err
	}
	minBlock, err := minBlockQuery(c)
	if err != nil {
		return err
	}
	if s.history == nil { // after the parameters: bad input is a 400 whatever the service runs with
		return noEventIndex(c)
	}
	if err := s.indexReached(c, minBlock); err != nil {
		return err
	}
	page, err := s.history.Trades(c.Request().Context(), account, cursor, int(limit))
	if err != nil {
		return indexDown(c, err)
	}
	out := tradesPage{Address: account.Hex(), Trades: make([]tradeRow, 0, len(page.Trades))}
	for _, t := range page.Trades {
		out.Trades = append(out.Trades, tradeRowOf(t))
	}
	if page.Next != 0 {
		next := strconv.FormatUint(page.Next, 10)
		out.NextCursor = &next
	}
	return c.JSON(http.StatusOK, out)
}
