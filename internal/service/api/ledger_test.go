package api

import (
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/service/ledger"
)

// verdicts runs the ledger until it has compared every recorded event and answers the
// position's verdicts by field.
func verdicts(t *testing.T, h *harness, db *eventdb.DB, position string) map[string]eventdb.Verdict {
	t.Helper()
	h.caughtUp(t, db)
	for range 100 {
		_, done, err := ledger.Ledger{DB: db}.Step(h.ctx)
		require.NoError(t, err)
		if done {
			break
		}
	}
	all, err := db.VerdictsOf(h.ctx, position)
	require.NoError(t, err)
	out := map[string]eventdb.Verdict{}
	for _, v := range all {
		out[v.Field] = v
	}
	return out
}

// Every prepared open and close records what it predicts; once the keeper acts, the ledger
// compares each figure with the Vault's events. Where nothing moved between the simulated block
// and the fill, every figure is exact; a price that moves past the order's slippage before the
// keeper comes makes the predicted fill a cancel, and the ledger says so.
func TestPredictionLedger(t *testing.T) {
	h := newHarness(t, 2)
	db := h.withEventIndex(t, serverOptions{})
	acct := h.env.Accounts[0]
	// a close's borrow and funding fees grow with the seconds the position is open: the blocks
	// are sealed a second apart, as predicted, however long this machine takes between them
	// (on anvil under load the keeper's fill could land a wall-clock second later)
	require.NoError(t, h.env.Dest.SealSecondApart())

	id := h.openFilled(t, acct, true)
	open := verdicts(t, h, db, id.String())
	require.ElementsMatch(t, []string{ledger.FieldStatus, ledger.FieldPrice, ledger.FieldSize, ledger.FieldCollateral, ledger.FieldOpeningFee}, keys(open))
	for field, v := range open {
		require.True(t, v.Exact, "%s: predicted %s, happened %s", field, v.Predicted, v.Actual)
	}
	require.Equal(t, "filled", open[ledger.FieldStatus].Actual)
	require.Equal(t, "3412.25", open[ledger.FieldPrice].Actual)
	require.Equal(t, "0.00", open[ledger.FieldPrice].ErrorBP)

	m := h.closePosition(t, client.ClosePositionRequest{PositionID: id.String(), SizeDelta: ptr("1002"), AllowedPrice: ptr("3500")})
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, m.Transaction).Status)
	require.Equal(t, 1, h.keeper())
	closed := verdicts(t, h, db, id.String())
	for _, field := range []string{ledger.FieldPrice, ledger.FieldSize, ledger.FieldPnL, ledger.FieldClosingFee, ledger.FieldBorrowFee, ledger.FieldFundingFee, ledger.FieldPayout} {
		require.Contains(t, closed, field)
		v := closed[field]
		require.True(t, v.Exact, "%s: predicted %s, happened %s", field, v.Predicted, v.Actual)
	}
	require.Equal(t, "1002", closed[ledger.FieldSize].Actual)

	// GET /api/positions/{id}: the order's prediction and the close's, each beside what happened
	life := ok[client.PositionLife](t, h.typed(h.c.PositionLifeWithResponse(h.ctx, id.String(), nil)))
	require.NotNil(t, life.Predictions)
	require.Len(t, *life.Predictions, 2, "the open and the partial close")
	opened, partial := (*life.Predictions)[0], (*life.Predictions)[1]
	require.Len(t, opened.Figures, 5)
	require.Len(t, partial.Figures, 8)
	for _, f := range append(opened.Figures, partial.Figures...) {
		require.True(t, f.Exact, "%s: %s vs %s", f.Field, f.Predicted, f.Actual)
		require.Equal(t, f.Predicted, f.Actual)
	}

	// the price moves past the order's slippage between the answer and the keeper
	h.setPrice(2, "3412.25")
	r := ok[client.NewPositionResponse](t, h.typed(h.c.NewPositionWithResponse(h.ctx, client.NewPositionRequest{Pair: 2, IsLong: true,
		OrderType: client.NewPositionRequestOrderTypeMarket, Margin: ptr("250.5"), Size: ptr("2505"),
		MaxAcceptablePrice: ptr("3420"), SlippagePercent: ptr("50"), UserAddress: acct.Address.Hex()})))
	require.Equal(t, client.OutcomeStatusFilled, r.Outcome.Status)
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, r.Transaction).Status)
	moved := h.lastPosID(t)
	h.setPrice(2, "3600")
	h.keeper()
	require.Equal(t, platform.StatusCanceled, h.positionInfo(t, moved).Order.Status)
	cancelled := verdicts(t, h, db, moved.String())
	require.Equal(t, []string{ledger.FieldStatus}, keys(cancelled))
	require.False(t, cancelled[ledger.FieldStatus].Exact)
	require.Equal(t, "filled", cancelled[ledger.FieldStatus].Predicted)
	require.Equal(t, "cancelled", cancelled[ledger.FieldStatus].Actual)

	// the same call prepared for another account is that account's prediction: the owner's
	// stays, and the other's says nothing of the owner's order
	other := h.env.Accounts[1]
	h.setPrice(2, "3412.25")
	req := client.NewPositionRequest{Pair: 2, IsLong: true, OrderType: client.NewPositionRequestOrderTypeMarket, Margin: ptr("250.5"), Size: ptr("2505"),
		MaxAcceptablePrice: ptr("3420"), SlippagePercent: ptr("50"), UserAddress: acct.Address.Hex()}
	mine := ok[client.NewPositionResponse](t, h.typed(h.c.NewPositionWithResponse(h.ctx, req)))
	req.UserAddress = other.Address.Hex()
	theirs := ok[client.NewPositionResponse](t, h.typed(h.c.NewPositionWithResponse(h.ctx, req)))
	require.Equal(t, mine.Calldata, theirs.Calldata, "one call, whoever sends it")
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, mine.Transaction).Status)
	filled := h.lastPosID(t)
	require.Equal(t, 1, h.keeper())
	mineV := verdicts(t, h, db, filled.String())
	require.Len(t, mineV, 5)
	for field, v := range mineV {
		require.True(t, v.Exact, "%s: predicted %s, happened %s", field, v.Predicted, v.Actual)
	}
	both, err := db.Predictions(h.ctx, []common.Hash{eventdb.CallHash(h.env.Manifest.Destination.Vault, hexutil.MustDecode(mine.Calldata))})
	require.NoError(t, err)
	require.Len(t, both, 2, "one prediction per account")
}

func keys(m map[string]eventdb.Verdict) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}
