package e2e

import (
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/actors/keeper"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
)

// positionJSON is one entry of GET /api/positions, as the suite reads it: its own field names,
// so that a renamed field fails here instead of decoding into the service's own type.
type positionJSON struct {
	PositionID            string `json:"positionId"`
	Pair                  uint64 `json:"pair"`
	IsLong                bool   `json:"isLong"`
	Status                string `json:"status"`
	Size                  string `json:"size"`
	Collateral            string `json:"collateral"`
	AveragePrice          string `json:"averagePrice"`
	MarkPrice             string `json:"markPrice"`
	Leverage              string `json:"leverage"`
	PnL                   string `json:"pnl"`
	NetValue              string `json:"netValue"`
	LiquidationPrice      string `json:"liquidationPrice"`
	LiquidationPriceExact string `json:"liquidationPriceExact"`
	MaintenanceMargin     string `json:"maintenanceMargin"`
	ClosingFee            string `json:"closingFee"`
	FeeDebt               string `json:"feeDebt"`
	AccruedFees           *struct {
		Borrow  string `json:"borrow"`
		Funding string `json:"funding"`
	} `json:"accruedFees"`
	Liquidatable *bool  `json:"liquidatable"`
	PriceFresh   *bool  `json:"priceFresh"`
	Trigger      string `json:"trigger"`
}

// lifeJSON is GET /api/positions/{positionId}.
type lifeJSON struct {
	PositionID string `json:"positionId"`
	Status     string `json:"status"`
	Reason     string `json:"reason"`
	Owner      string `json:"owner"`
	History    []struct {
		Type        string      `json:"type"`
		BlockNumber uint64      `json:"blockNumber"`
		TxHash      common.Hash `json:"txHash"`
		Fields      struct {
			Price      string `json:"price"`
			Fee        string `json:"fee"`
			Reason     string `json:"reason"`
			ToOwner    string `json:"toOwner"`
			Liquidator string `json:"liquidator"`
		} `json:"fields"`
	} `json:"history"`
}

// txOf returns the hash of the first event of type typ in the history (zero when none).
func (l lifeJSON) txOf(typ string) common.Hash {
	for _, e := range l.History {
		if e.Type == typ {
			return e.TxHash
		}
	}
	return common.Hash{}
}

func (l lifeJSON) types() []string {
	out := make([]string, len(l.History))
	for i, e := range l.History {
		out[i] = e.Type
	}
	return out
}

// openPositions is GET /api/positions?address=a[&status=status].
func (s *suite) openPositions(a common.Address, status string) []positionJSON {
	s.t.Helper()
	params := &client.PositionsParams{Address: a.Hex()}
	if status != "" {
		params.Status = ptr(client.PositionsParamsStatus(status))
	}
	ans := s.answer(s.c.PositionsWithResponse(s.ctx, params))
	code, b := ans.Status, ans.Body
	require.Equal(s.t, 200, code, string(b))
	var out struct {
		Success   bool           `json:"success"`
		Address   string         `json:"address"`
		Positions []positionJSON `json:"positions"`
	}
	require.NoError(s.t, json.Unmarshal(b, &out), string(b))
	require.True(s.t, out.Success)
	require.Equal(s.t, a.Hex(), out.Address)
	return out.Positions
}

// life is GET /api/positions/{id}.
func (s *suite) life(id *big.Int) lifeJSON {
	s.t.Helper()
	ans := s.answer(s.c.PositionLifeWithResponse(s.ctx, id.String(), &client.PositionLifeParams{}))
	code, b := ans.Status, ans.Body
	require.Equal(s.t, 200, code, string(b))
	var l lifeJSON
	require.NoError(s.t, json.Unmarshal(b, &l), string(b))
	require.Equal(s.t, id.String(), l.PositionID)
	return l
}

// round is the feed's next round at unchanged prices, then one keeper round; it requires that
// no id was skipped.
func (s *suite) round() keeper.Result {
	s.t.Helper()
	s.pushAgain()
	return s.roundNoPush()
}

// roundNoPush is one keeper round at the prices pushed so far; it requires that no id was
// skipped.
func (s *suite) roundNoPush() keeper.Result {
	s.t.Helper()
	res, err := s.env.Keeper.Round(s.ctx)
	require.NoError(s.t, err)
	require.Empty(s.t, res.Skipped, "keeper skipped ids")
	return res
}

// signedUSD reads an API USD amount, which may be negative, at 1e30.
func signedUSD(t *testing.T, text string) *big.Int {
	t.Helper()
	neg := strings.HasPrefix(text, "-")
	v, err := fixedpoint.Parse(strings.TrimPrefix(text, "-"), platform.PriceDecimals)
	require.NoError(t, err, text)
	if neg {
		v.Neg(v)
	}
	return v
}

func ids(v []*big.Int) []string {
	out := make([]string, len(v))
	for i, id := range v {
		out[i] = id.String()
	}
	return out
}

// books are the Vault's stable holdings and what it owes, read at one block.
type books struct {
	Block                                  uint64
	Held                                   *big.Int // stable.balanceOf(vault) x stableScale
	Margin, Pool, Fees, Collateral, Escrow *big.Int
	marginOf                               map[common.Address]*big.Int
}

func (s *suite) uintAt(block *big.Int, to common.Address, data []byte) *big.Int {
	s.t.Helper()
	out, err := s.env.Dest.CallContract(s.ctx, callMsg(to, data), block)
	require.NoError(s.t, err)
	require.Len(s.t, out, 32)
	return new(big.Int).SetBytes(out)
}

// readBooks reads the Vault's books and the margin wallets of accounts at the head block, and
// requires the forge invariant's identity (contracts/test/Fixture.sol _assertStableAccounting):
// stable held x stableScale == totalMargin + poolAmount + feeReserve + totalCollateral +
// totalEscrow, to the unit.
func (s *suite) readBooks(label string, accounts ...common.Address) books {
	s.t.Helper()
	head, err := s.env.Dest.BlockNumber(s.ctx)
	require.NoError(s.t, err)
	at := new(big.Int).SetUint64(head)
	v, tok := vault.NewVault(), testtoken.NewTestToken()
	va := s.env.Manifest.Destination.Vault
	out, err := s.env.Dest.CallContract(s.ctx, callMsg(va, v.PackStable()), at)
	require.NoError(s.t, err)
	stable, err := v.UnpackStable(out)
	require.NoError(s.t, err)
	b := books{Block: head, marginOf: map[common.Address]*big.Int{}}
	b.Held = new(big.Int).Mul(s.uintAt(at, stable, tok.PackBalanceOf(va)), s.uintAt(at, va, v.PackStableScale()))
	b.Margin = s.uintAt(at, va, v.PackTotalMargin())
	b.Pool = s.uintAt(at, va, v.PackPoolAmount())
	b.Fees = s.uintAt(at, va, v.PackFeeReserve())
	b.Collateral = s.uintAt(at, va, v.PackTotalCollateral())
	b.Escrow = s.uintAt(at, va, v.PackTotalEscrow())
	for _, a := range accounts {
		b.marginOf[a] = s.uintAt(at, va, v.PackMarginBalance(a))
	}
	owed := new(big.Int).Add(b.Margin, b.Pool)
	owed.Add(owed, b.Fees).Add(owed, b.Collateral).Add(owed, b.Escrow)
	require.Equal(s.t, b.Held.String(), owed.String(),
		"%s (block %d): stable held x scale != totalMargin %s + poolAmount %s + feeReserve %s + totalCollateral %s + totalEscrow %s",
		label, head, b.Margin, b.Pool, b.Fees, b.Collateral, b.Escrow)
	return b
}

func (b books) margin(a common.Address) *big.Int { return b.marginOf[a] }

// openFilled opens a 10x market long of 3000 USD on ETH/USD at 3412.25 through the service,
// has the keeper fill it and returns its id, the user's order receipt and the keeper's.
func (s *suite) openFilled(name, user string) (*big.Int, *types.Receipt, *types.Receipt) {
	s.t.Helper()
	s.price(2, "3412.25")
	order := s.execute(name, user, s.prepare(s.open(market(2, user, "300", "3000", "3420", "50"))), "transaction")
	id := s.lastPosID()
	res := s.round()
	require.Equal(s.t, []string{id.String()}, ids(res.Executed))
	require.NotNil(s.t, res.Receipt)
	info := s.position(id)
	require.Equal(s.t, platform.StatusFilled, info.Order.Status)
	require.Equal(s.t, usd("3412.25"), info.Position.AveragePrice)
	return id, order, res.Receipt
}

// positionFigures: a market long filled by the keeper, half an hour of fees later, as GET
// /api/positions shows it (leverage, liquidation price, PnL, fees, net value, each equal to the
// Reader's figures at the same block) and GET /api/positions/{id} (open, its history carrying
// the user's and the keeper's transaction hashes).
func (s *suite) positionFigures(t *testing.T) {
	user := Users[3]
	id, order, fill := s.openFilled("open market long (figures)", user)

	// fees accrue for 30 minutes; then a fresh price above the entry
	require.NoError(t, s.env.Dest.Client().CallContext(s.ctx, nil, "evm_increaseTime", hexutil.EncodeUint64(1800)))
	s.price(2, "3450")

	views := s.openPositions(Addr(user), "")
	require.Len(t, views, 1)
	v := views[0]
	require.Equal(t, id.String(), v.PositionID)
	require.Equal(t, "open", v.Status)
	require.Equal(t, uint64(2), v.Pair)
	require.True(t, v.IsLong)
	require.Equal(t, "3000", v.Size)
	require.Equal(t, "300", v.Collateral)
	require.Equal(t, "3412.25", v.AveragePrice)
	require.Equal(t, "3450", v.MarkPrice)
	requireDisplayed(t, v.LiquidationPrice, v.LiquidationPriceExact)

	// leverage = size / collateral
	size, coll, lev := new(big.Rat), new(big.Rat), new(big.Rat)
	_, ok1 := size.SetString(v.Size)
	_, ok2 := coll.SetString(v.Collateral)
	_, ok3 := lev.SetString(v.Leverage)
	require.True(t, ok1 && ok2 && ok3, "%+v", v)
	require.Zero(t, lev.Cmp(new(big.Rat).Quo(size, coll)), "leverage %s != size %s / collateral %s", v.Leverage, v.Size, v.Collateral)
	require.Equal(t, "10", v.Leverage)

	// liquidation price below the entry, above entry x (1 - 1/leverage)
	entry := usd("3412.25")
	liq := signedUSD(t, v.LiquidationPrice)
	require.Negative(t, liq.Cmp(entry), "liquidation price %s not below the entry", v.LiquidationPrice)
	require.Positive(t, liq.Cmp(usd("3071.025")), "liquidation price %s not within 10x of the entry", v.LiquidationPrice)

	// PnL = size x (mark - entry) / entry, rounded toward zero
	pnl := new(big.Int).Quo(new(big.Int).Mul(usd("3000"), new(big.Int).Sub(usd("3450"), entry)), entry)
	require.Equal(t, pnl.String(), signedUSD(t, v.PnL).String(), "pnl %s", v.PnL)

	// fees: half an hour of borrow and funding (the only long: full skew, longs pay), and the
	// closing fee, the market's fee on the size like the opening fee the keeper charged
	require.NotNil(t, v.AccruedFees)
	borrow, funding := signedUSD(t, v.AccruedFees.Borrow), signedUSD(t, v.AccruedFees.Funding)
	require.Positive(t, borrow.Sign(), "borrow fee after 30 minutes")
	require.Positive(t, funding.Sign(), "funding fee after 30 minutes of a long-only market")
	closing := signedUSD(t, v.ClosingFee)
	require.Equal(t, "2.4", v.ClosingFee, "the 0.08% fee on 3000")
	net := new(big.Int).Add(usd("300"), pnl)
	net.Sub(net, borrow).Sub(net, funding).Sub(net, closing)
	require.Equal(t, net.String(), signedUSD(t, v.NetValue).String(), "netValue = collateral + pnl - borrow - funding - closing fee")
	require.Equal(t, "0", v.FeeDebt, "no fee settled yet: nothing owed beyond the accrued fees")
	require.Equal(t, "30", v.MaintenanceMargin, "1% of 3000")
	require.NotNil(t, v.Liquidatable)
	require.False(t, *v.Liquidatable)
	require.NotNil(t, v.PriceFresh)
	require.True(t, *v.PriceFresh)

	// the same figures as the Reader's at the same block (no block is mined in between)
	r := reader.NewReader()
	f, err := r.UnpackGetPositionFigures(s.call(s.env.Manifest.Destination.Reader, r.PackGetPositionFigures(id)))
	require.NoError(t, err)
	for _, c := range []struct {
		name string
		api  string
		got  *big.Int
	}{
		{"pnl", v.PnL, f.Pnl}, {"borrow", v.AccruedFees.Borrow, f.BorrowFee}, {"funding", v.AccruedFees.Funding, f.FundingFee},
		{"netValue", v.NetValue, f.NetValue}, {"liquidationPrice", v.LiquidationPriceExact, f.LiquidationPrice},
		{"closingFee", v.ClosingFee, f.ClosingFee}, {"maintenanceMargin", v.MaintenanceMargin, f.MaintenanceMargin},
		{"feeDebt", v.FeeDebt, f.FeeDebt},
	} {
		require.Equal(t, c.got.String(), signedUSD(t, c.api).String(), "%s: API %s, Reader %s", c.name, c.api, c.got)
	}

	l := s.life(id)
	require.Equal(t, "open", l.Status)
	require.Equal(t, Addr(user).Hex(), l.Owner)
	require.Equal(t, []string{"OrderCreated", "PositionIncreased"}, l.types())
	require.Equal(t, order.TxHash, l.txOf("OrderCreated"), "the user's order transaction")
	require.Equal(t, fill.TxHash, l.txOf("PositionIncreased"), "the keeper's fill")
	require.Equal(t, "3412.25", l.History[1].Fields.Price)
	require.Equal(t, v.ClosingFee, l.History[1].Fields.Fee, "closing fee == opening fee")
	s.add(record{Name: "GET /api/positions: 10x long after 30 min", Simulated: "-",
		Outcome: fmt.Sprintf("pnl %s, fees %s + %s, liq. price %s", v.PnL, v.AccruedFees.Borrow, v.AccruedFees.Funding, v.LiquidationPrice)})
}

// slippageCancel: a market long sent with an acceptable price (and slippage) already below the
// oracle price is cancelled by the keeper's round; the position's status says why and its
// history holds the user's order and the keeper's cancel; margin and fee come back.
func (s *suite) slippageCancel(t *testing.T) {
	user := Users[4]
	s.price(2, "3412.25")
	before := s.readBooks("before the order", Addr(user)).margin(Addr(user))
	body := market(2, user, "300", "3000", "3400", "10") // bound 3403.4 < 3412.25
	order := s.execute("open market long beyond its acceptable price", user, s.prepare(s.open(body)), "transaction")
	id := s.lastPosID()
	require.Equal(t, "pending", s.life(id).Status)

	res := s.round()
	require.Equal(t, []string{id.String()}, ids(res.Executed))
	require.NotNil(t, res.Receipt)
	require.Equal(t, platform.StatusCanceled, s.position(id).Order.Status)

	l := s.life(id)
	require.Equal(t, "cancelled", l.Status)
	require.True(t, strings.HasPrefix(l.Reason, "slippage:"), "reason %q", l.Reason)
	require.Contains(t, l.Reason, "3412.25", "the oracle price the keeper saw")
	require.Contains(t, l.Reason, "3400", "the acceptable price")
	require.Equal(t, []string{"OrderCreated", "OrderCanceled"}, l.types())
	require.Equal(t, order.TxHash, l.txOf("OrderCreated"), "the user's order transaction")
	require.Equal(t, res.Receipt.TxHash, l.txOf("OrderCanceled"), "the keeper's transaction")
	require.Equal(t, "slippage", l.History[1].Fields.Reason)
	require.Empty(t, s.openPositions(Addr(user), ""))
	after := s.readBooks("after the cancel", Addr(user)).margin(Addr(user))
	require.Equal(t, before.String(), after.String(), "margin and opening fee refunded")
	s.add(record{Name: "keeper round on the market long beyond its price", Simulated: "-", Outcome: "cancelled: " + l.Reason})
}

// liquidation: a 10x long driven below its liquidation price by the price feeder is liquidated
// by the keeper's round; the Vault's books add up to the unit before and after, and the owner
// and the liquidator (the keeper) are credited exactly what PositionLiquidated says.
func (s *suite) liquidation(t *testing.T) {
	user := Users[5]
	owner, liquidator := Addr(user), Addr("keeper")
	id, order, _ := s.openFilled("open market long (to be liquidated)", user)
	views := s.openPositions(owner, "open")
	require.Len(t, views, 1)
	liq := signedUSD(t, views[0].LiquidationPrice)
	require.Negative(t, liq.Cmp(usd("3412.25")))

	// one dollar above it the position is healthy: the keeper leaves it
	require.NoError(t, s.env.Feed.Push(s.ctx, map[uint64]*big.Int{2: new(big.Int).Add(liq, usd("1"))}))
	views = s.openPositions(owner, "open")
	require.Len(t, views, 1)
	require.False(t, *views[0].Liquidatable, "one dollar above the liquidation price %s", fixedpoint.Format(liq, 30))
	res := s.round()
	require.Empty(t, res.Liquidated)
	require.Empty(t, res.Executed)

	// half a dollar below it: liquidatable
	price := new(big.Int).Sub(liq, usd("0.5"))
	require.NoError(t, s.env.Feed.Push(s.ctx, map[uint64]*big.Int{2: price}))
	views = s.openPositions(owner, "open")
	require.Len(t, views, 1)
	require.True(t, *views[0].Liquidatable, "half a dollar below the liquidation price %s", fixedpoint.Format(liq, 30))
	before := s.readBooks("before the liquidation", owner, liquidator)
	require.Positive(t, before.Collateral.Sign())

	res = s.round()
	require.Empty(t, res.Executed)
	require.Equal(t, []string{id.String()}, ids(res.Liquidated))
	require.Len(t, res.Liquidations, 1)
	ev := res.Liquidations[0]
	after := s.readBooks("after the liquidation", owner, liquidator)

	require.Equal(t, owner, ev.Account)
	require.Equal(t, liquidator, ev.Liquidator)
	require.Equal(t, price.String(), ev.Price.String())
	require.Equal(t, usd("30").String(), ev.MaintenanceMargin.String())
	require.Positive(t, ev.NetValue.Sign(), "liquidated just below the line: net value left")
	require.Negative(t, ev.NetValue.Cmp(ev.MaintenanceMargin))
	require.Equal(t, usd("3").String(), ev.Fee.String(), "0.1% of the size")
	require.Equal(t, ev.NetValue.String(), new(big.Int).Add(ev.Fee, ev.ToOwner).String(), "fee + toOwner == net value")
	require.Equal(t, new(big.Int).Add(before.margin(owner), ev.ToOwner).String(), after.margin(owner).String(),
		"owner's margin wallet grew by exactly toOwner %s", ev.ToOwner)
	require.Equal(t, new(big.Int).Add(before.margin(liquidator), ev.Fee).String(), after.margin(liquidator).String(),
		"liquidator's margin wallet grew by exactly fee %s", ev.Fee)
	require.Equal(t, before.Held.String(), after.Held.String(), "no stable left or entered the Vault")
	require.Zero(t, after.Collateral.Sign(), "the only position's collateral is gone from totalCollateral")
	require.Zero(t, s.position(id).Position.Size.Sign())

	l := s.life(id)
	require.Equal(t, "liquidated", l.Status)
	require.Equal(t, order.TxHash, l.txOf("OrderCreated"))
	last := l.History[len(l.History)-1]
	require.Equal(t, "PositionLiquidated", last.Type, "history %v", l.types())
	require.Equal(t, res.Receipt.TxHash, last.TxHash, "the keeper's liquidation transaction")
	require.Equal(t, fixedpoint.Format(ev.Fee, 30), last.Fields.Fee)
	require.Equal(t, fixedpoint.Format(ev.ToOwner, 30), last.Fields.ToOwner)
	require.Equal(t, liquidator.Hex(), last.Fields.Liquidator)
	require.Empty(t, s.openPositions(owner, ""))
	s.add(record{Name: "keeper round at " + fixedpoint.Format(price, 30), Simulated: "-",
		Outcome: fmt.Sprintf("liquidated: fee %s, toOwner %s, books balanced", fixedpoint.Format(ev.Fee, 30), fixedpoint.Format(ev.ToOwner, 30))})
}

// cancelOrder: a pending limit order cancelled through POST /api/cancelorder, signed and sent;
// the margin wallet gets back exactly what the order took, the sender its execution fee, and
// GET /api/positions/{id} says cancelled by its owner.
func (s *suite) cancelOrder(t *testing.T) {
	user := Users[6]
	a := Addr(user)
	s.price(2, "3412.25")
	before := s.readBooks("before the order", a).margin(a)
	body := client.NewPositionRequest{Pair: 2, IsLong: true, OrderType: client.NewPositionRequestOrderTypeLimit, LimitPrice: ptr("3300"),
		Margin: ptr("300"), Size: ptr("3000"), UserAddress: a.Hex()}
	order := s.execute("open limit long (to be cancelled)", user, s.prepare(s.open(body)), "transaction")
	id := s.lastPosID()
	require.Empty(t, s.round().Executed, "a limit at 3300 with the price at 3412.25")
	pending := s.openPositions(a, "pending")
	require.Len(t, pending, 1)
	require.Equal(t, id.String(), pending[0].PositionID)
	info := s.position(id)
	taken := new(big.Int).Add(info.Order.Collateral, info.Order.Fee)
	require.Equal(t, new(big.Int).Sub(before, taken).String(), s.readBooks("order pending", a).margin(a).String())

	wei, err := s.env.Dest.BalanceAt(s.ctx, a, nil)
	require.NoError(t, err)
	cancelReq := client.CancelOrderRequest{PositionID: id.String(), UserAddress: ptr(a.Hex())}
	resp := s.prepare(s.c.CancelOrderWithResponse(s.ctx, cancelReq))
	require.Equal(t, id.String(), as[client.CancelOrderResponse](t, resp.Body).PositionID)
	cancel := s.execute("cancel pending limit order", user, resp, "transaction")
	after := s.readBooks("after the cancel", a).margin(a)
	require.Equal(t, before.String(), after.String(), "margin refunded exactly: collateral + opening fee")
	weiAfter, err := s.env.Dest.BalanceAt(s.ctx, a, nil)
	require.NoError(t, err)
	gas := new(big.Int).Mul(new(big.Int).SetUint64(cancel.GasUsed), cancel.EffectiveGasPrice)
	require.Equal(t, new(big.Int).Add(new(big.Int).Sub(wei, gas), info.Order.ExecutionFee).String(), weiAfter.String(),
		"execution fee %s wei back to the sender", info.Order.ExecutionFee)

	l := s.life(id)
	require.Equal(t, "cancelled", l.Status)
	require.Equal(t, "cancelled by its owner", l.Reason)
	require.Equal(t, []string{"OrderCreated", "OrderCanceled"}, l.types())
	require.Equal(t, order.TxHash, l.txOf("OrderCreated"))
	require.Equal(t, cancel.TxHash, l.txOf("OrderCanceled"))
	require.Empty(t, s.openPositions(a, ""))

	// a second cancel is refused up front: the order is no longer pending
	again := s.answer(s.c.CancelOrderWithResponse(s.ctx, cancelReq))
	require.Equal(t, http.StatusConflict, again.Status, "%s", again.Body)
	s.add(record{Name: "cancel the cancelled order again", Simulated: as[client.Error](t, again.Body).Error, Outcome: "refused (409)"})
}
