package trade

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/internal/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/problem"
	"github.com/tradeprep/tradeprep/simulate"
)

// PositionView is a position or pending order as GET /api/positions shows it. USD amounts and
// prices are decimal strings; percentages basis points (10000 = 100%).
type PositionView struct {
	PositionID string `json:"positionId"`
	Pair       uint64 `json:"pair"`
	IsLong     bool   `json:"isLong"`
	Status     string `json:"status"` // "pending" or "open"
	OrderType  string `json:"orderType"`
	Size       string `json:"size"`
	Collateral string `json:"collateral"`
	// Prices are at the display precision (platform.PriceDisplayDigits), each with its exact
	// value in ...Exact.
	AveragePrice         string `json:"averagePrice,omitempty"`
	AveragePriceExact    string `json:"averagePriceExact,omitempty"`
	LimitPrice           string `json:"limitPrice,omitempty"`
	LimitPriceExact      string `json:"limitPriceExact,omitempty"`
	StopMarketPrice      string `json:"stopMarketPrice,omitempty"`
	StopMarketPriceExact string `json:"stopMarketPriceExact,omitempty"`
	// open positions: their figures at the last pushed price (Reader.getAccountFigures, the
	// Vault's own liquidation rule)
	MarkPrice             string       `json:"markPrice,omitempty"`
	MarkPriceExact        string       `json:"markPriceExact,omitempty"`
	Leverage              string       `json:"leverage,omitempty"` // size / collateral, e.g. "10" for 10x
	PnL                   string       `json:"pnl,omitempty"`
	NetValue              string       `json:"netValue,omitempty"` // collateral + pnl - accrued fees - closing fee - fee debt
	LiquidationPrice      string       `json:"liquidationPrice,omitempty"`
	LiquidationPriceExact string       `json:"liquidationPriceExact,omitempty"`
	MaintenanceMargin     string       `json:"maintenanceMargin,omitempty"`
	AccruedFees           *AccruedFees `json:"accruedFees,omitempty"`
	FeeDebt               string       `json:"feeDebt,omitempty"` // fees charged earlier that the collateral could not pay, still owed
	ClosingFee            string       `json:"closingFee,omitempty"`
	Liquidatable          *bool        `json:"liquidatable,omitempty"`
	PriceFresh            *bool        `json:"priceFresh,omitempty"`
	// pending orders: when the keeper fills them, in words
	Trigger         string        `json:"trigger,omitempty"`
	TakeProfit      *TriggerView  `json:"takeProfit,omitempty"`
	StopLoss        *TriggerView  `json:"stopLoss,omitempty"`
	PendingDecrease *DecreaseView `json:"pendingDecrease,omitempty"`
	Refer           string        `json:"refer,omitempty"`
}

// AccruedFees are the fees a position has accrued since it was opened or last settled: the
// borrow fee, and the funding fee (negative: the position receives it).
type AccruedFees struct {
	Borrow  string `json:"borrow"`
	Funding string `json:"funding"`
}

// TriggerView is a take-profit or stop-loss.
type TriggerView struct {
	Price        string      `json:"price"`
	PriceExact   string      `json:"priceExact"`
	ClosePercent json.Number `json:"closePercent"`
}

// DecreaseView is a queued decrease.
type DecreaseView struct {
	SizeDelta         string `json:"sizeDelta"`
	AllowedPrice      string `json:"allowedPrice,omitempty"`
	AllowedPriceExact string `json:"allowedPriceExact,omitempty"`
}

var orderTypeNames = map[uint8]OrderType{
	platform.OrderMarket: Market, platform.OrderLimit: Limit, platform.OrderStop: StopMarket, platform.OrderStopLimit: StopLimit,
}

// ReadAt names the block a read was answered at.
type ReadAt struct {
	BlockNumber uint64      `json:"blockNumber"`
	BlockHash   common.Hash `json:"blockHash"`
}

// accountRead is an account as one batch read it, at one block.
type accountRead struct {
	out     reader.GetAccountOutput
	figures []reader.ReaderPositionFigures
	native  *big.Int // the account's native balance
	at      ReadAt
}

// accountWith reads the account, its native balance and, with figures, every open position's
// figures, in one batch pinned to one block (simulate.Simulator.RunPlan with reads only).
func (s *Service) accountWith(ctx context.Context, a common.Address, figures bool) (accountRead, error) {
	r := reader.NewReader()
	reads := []simulate.Read{{To: s.dest.Reader, Data: r.PackGetAccount(a)}}
	if figures {
		reads = append(reads, simulate.Read{To: s.dest.Reader, Data: r.PackGetAccountFigures(a)})
	}
	var out accountRead
	pr, err := s.chain.Sim.RunPlan(ctx, simulate.Plan{Sender: a, Reads: reads})
	for i := 0; err == nil && i < len(pr.Reads); i++ {
		err = pr.Reads[i].Err
	}
	if err != nil {
		return out, problem.UpstreamFailure("read account", err)
	}
	out.native, out.at = pr.SenderBalance, ReadAt{BlockNumber: pr.BlockNumber, BlockHash: pr.BlockHash}
	if out.out, err = r.UnpackGetAccount(pr.Reads[0].Data); err != nil {
		return out, problem.UpstreamFailure("decode account", err)
	}
	if figures {
		if out.figures, err = r.UnpackGetAccountFigures(pr.Reads[1].Data); err != nil {
			return out, problem.UpstreamFailure("decode position figures", err)
		}
	}
	return out, nil
}

func triggerView(t reader.IVaultTrigger) *TriggerView {
	if !t.Active {
		return nil
	}
	v := &TriggerView{ClosePercent: json.Number(fixedpoint.Format(t.AmountPercent, 1))}
	v.Price, v.PriceExact = price(t.Price)
	return v
}

// Positions lists the account's open positions, with their figures, and pending orders, with
// the condition that fills them, in one round trip; status "" lists both, StatusOpen or
// StatusPending one kind.
func (s *Service) Positions(ctx context.Context, a common.Address, status string) ([]PositionView, error) {
	views, _, err := s.PositionsAt(ctx, a, status)
	return views, err
}

// PositionsAt is Positions with the block it read.
func (s *Service) PositionsAt(ctx context.Context, a common.Address, status string) ([]PositionView, ReadAt, error) {
	read, err := s.accountWith(ctx, a, true)
	if err != nil {
		return nil, ReadAt{}, err
	}
	acct, figs := read.out, read.figures
	byID := make(map[string]reader.ReaderPositionFigures, len(figs))
	for _, f := range figs {
		byID[f.PosId.String()] = f
	}
	views := make([]PositionView, 0, len(acct.Positions))
	for _, p := range acct.Positions {
		v := PositionView{
			PositionID: p.PosId.String(), Pair: p.Position.TokenId.Uint64(), IsLong: p.Position.IsLong,
			OrderType: string(orderTypeNames[p.Order.OrderType]), TakeProfit: triggerView(p.TakeProfit), StopLoss: triggerView(p.StopLoss),
		}
		if p.Position.Refer != (common.Address{}) {
			v.Refer = p.Position.Refer.Hex()
		}
		if p.Order.Status == platform.StatusPending {
			v.Status, v.Size, v.Collateral = "pending", usd(p.Order.Size), usd(p.Order.Collateral)
			if p.Order.LimitPrice.Sign() > 0 {
				v.LimitPrice, v.LimitPriceExact = price(p.Order.LimitPrice)
			}
			if p.Order.StopPrice.Sign() > 0 {
				v.StopMarketPrice, v.StopMarketPriceExact = price(p.Order.StopPrice)
			}
			v.Trigger = triggerCondition(p.Order, p.Position.IsLong)
		} else {
			v.Status, v.Size, v.Collateral = "open", usd(p.Position.Size), usd(p.Position.Collateral)
			v.AveragePrice, v.AveragePriceExact = price(p.Position.AveragePrice)
			if f, ok := byID[v.PositionID]; ok {
				withFigures(&v, f)
			}
		}
		if status != "" && v.Status != status {
			continue
		}
		if p.Decrease.Pending {
			d := &DecreaseView{SizeDelta: usd(p.Decrease.SizeDelta)}
			if p.Decrease.AllowedPrice.Sign() > 0 {
				d.AllowedPrice, d.AllowedPriceExact = price(p.Decrease.AllowedPrice)
			}
			v.PendingDecrease = d
		}
		views = append(views, v)
	}
	return views, read.at, nil
}

// Balances are an account's balances on the destination chain.
type Balances struct {
	MarginBalance   *big.Int // USD 1e30
	NativeBalance   *big.Int // wei
	ExecutionRefund *big.Int // wei the Vault owes the account for refunded execution fees
	At              ReadAt   // all three at this block
}

// Balances reads the account's margin wallet, refunds owed and native balance, at one block, in
// one round trip.
func (s *Service) Balances(ctx context.Context, a common.Address) (Balances, error) {
	read, err := s.accountWith(ctx, a, false)
	if err != nil {
		return Balances{}, err
	}
	return Balances{MarginBalance: read.out.MarginBalance, NativeBalance: read.native, ExecutionRefund: read.out.NativeRefund, At: read.at}, nil
}

func withFigures(v *PositionView, f reader.ReaderPositionFigures) {
	liquidatable, fresh := f.Liquidatable, f.PriceFresh
	v.MarkPrice, v.MarkPriceExact = price(f.MarkPrice)
	v.PnL, v.NetValue = usd(f.Pnl), usd(f.NetValue)
	v.Leverage = fixedpoint.Format(f.Leverage, 5)
	v.LiquidationPrice, v.LiquidationPriceExact = price(f.LiquidationPrice)
	v.MaintenanceMargin, v.ClosingFee = usd(f.MaintenanceMargin), usd(f.ClosingFee)
	v.AccruedFees = &AccruedFees{Borrow: usd(f.BorrowFee), Funding: usd(f.FundingFee)}
	v.FeeDebt = usd(f.FeeDebt)
	v.Liquidatable, v.PriceFresh = &liquidatable, &fresh
}

// triggerCondition says when the keeper fills a pending order, in words.
func triggerCondition(o reader.IVaultOrder, isLong bool) string {
	below, above := "at or below", "at or above"
	if !isLong {
		below, above = above, below
	}
	switch o.OrderType {
	case platform.OrderMarket:
		return fmt.Sprintf("filled at the next keeper round if the oracle price is within the acceptable price %s and its slippage of %s basis points",
			usd(o.AcceptablePrice), fixedpoint.Format(o.Slippage, 1))
	case platform.OrderLimit:
		return fmt.Sprintf("filled when the oracle price is %s the limit price %s", below, usd(o.LimitPrice))
	case platform.OrderStop:
		return fmt.Sprintf("filled when the oracle price is %s the stop price %s", above, usd(o.StopPrice))
	case platform.OrderStopLimit:
		return fmt.Sprintf("triggered when the oracle price is %s the stop price %s, then filled when it is %s the limit price %s",
			above, usd(o.StopPrice), below, usd(o.LimitPrice))
	}
	return ""
}
