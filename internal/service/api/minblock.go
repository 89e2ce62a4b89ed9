package api

import (
	"fmt"
	"math"
	"net/http"

	"github.com/labstack/echo/v4"
)

// Every read of one chain takes minBlock, a block number: it answers only as of that block or
// a later one. A caller that just saw its transaction mined at block N asks with minBlock=N
// and never reads the world from before it. Until the read (the node's head, or the event
// index's last recorded block for what the index serves) reaches it, the answer is a 409
// BLOCK_NOT_REACHED with Retry-After and the block the read stands at; a minBlock more than
// MaxBlocksAhead past that block is a 400, as no read will reach it soon (a timestamp, or a
// block number of another chain).

// MaxBlocksAhead bounds how far past the block a read stands at its minBlock may be: enough
// for an index catching up after an outage, not for a number that names no near block.
const MaxBlocksAhead = 100_000

// minBlockQuery is the read's minBlock, 0 when not given.
func minBlockQuery(c echo.Context) (uint64, error) {
	return uintQuery(c, "minBlock", 1, math.MaxInt64, 0)
}

// reached refuses an answer that stands at block at when the request wants minBlock or later;
// source names what stands there ("the node", "the event index").
func reached(minBlock, at uint64, source string) error {
	if minBlock == 0 || at >= minBlock {
		return nil
	}
	gap := minBlock - at
	if gap > MaxBlocksAhead {
		return &Error{Status: http.StatusBadRequest, Code: CodeInvalidField, Field: "minBlock", Details: map[string]any{"blockNumber": at},
			Message: fmt.Sprintf("minBlock %d is %d blocks past block %d, where %s stands: at most %d blocks ahead", minBlock, gap, at, source, MaxBlocksAhead)}
	}
	retry := 1
	if gap > 5 {
		retry = 5
	}
	return &Error{Status: http.StatusConflict, Code: CodeBlockNotReached, Field: "minBlock", RetryAfter: retry, Details: map[string]any{"blockNumber": at},
		Message: fmt.Sprintf("minBlock is %d but %s stands at block %d; try again shortly", minBlock, source, at)}
}

// indexReached refuses a read of the event index for a minBlock the index has not recorded
// yet (its last block of the destination chain).
func (s *Server) indexReached(c echo.Context, minBlock uint64) error {
	if minBlock == 0 {
		return nil
	}
	if s.events == nil {
		return noEventIndex(c)
	}
	b, err := s.events.Cursor(c.Request().Context(), s.dest.ChainID)
	if err != nil {
		return indexDown(c, err)
	}
	var at uint64
	if b != nil {
		at = b.Number
	}
	return reached(minBlock, at, "the event index")
}
