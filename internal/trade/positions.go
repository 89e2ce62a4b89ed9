package trade

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/internal/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/problem"
	"github.com/tradeprep/tradeprep/simulate"
)

// PositionView is a position or pending order as GET /api/positions shows it. USD amounts and
// prices are decimal strings; percentages basis points (10000 = 100%).
type PositionView struct {
	PositionID      string `json:"positionId"`
	Pair            uint64 `json:"pair"`
	IsLong          bool   `json:"isLong"`
	Status          string `json:"status"` // "pending" or "open"
	OrderType       string `json:"orderType"`
	Size            string `json:"size"`
	Collateral      string `json:"collateral"`
	AveragePrice    string `json:"averagePrice,omitempty"`
	LimitPrice      string `json:"limitPrice,omitempty"`
	StopMarketPrice string `json:"stopMarketPrice,omitempty"`
	// open positions: their figures at the last pushed price (Reader.getAccountFigures, the
	// Vault's own liquidation rule)
	MarkPrice         string       `json:"markPrice,omitempty"`
	Leverage          string       `json:"leverage,omitempty"` // size / collateral, e.g. "10" for 10x
	PnL               string       `json:"pnl,omitempty"`
	NetValue          string       `json:"netValue,omitempty"` // collateral + pnl - accrued fees - closing fee
	LiquidationPrice  string       `json:"liquidationPrice,omitempty"`
	MaintenanceMargin string       `json:"maintenanceMargin,omitempty"`
	AccruedFees       *AccruedFees `json:"accruedFees,omitempty"`
	ClosingFee        string       `json:"closingFee,omitempty"`
	Liquidatable      *bool        `json:"liquidatable,omitempty"`
	PriceFresh        *bool        `json:"priceFresh,omitempty"`
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
	ClosePercent json.Number `json:"closePercent"`
}

// DecreaseView is a queued decrease.
type DecreaseView struct {
	SizeDelta    string `json:"sizeDelta"`
	AllowedPrice string `json:"allowedPrice,omitempty"`
}

var orderTypeNames = map[uint8]OrderType{
	platform.OrderMarket: Market, platform.OrderLimit: Limit, platform.OrderStop: StopMarket, platform.OrderStopLimit: StopLimit,
}

func (s *Service) account(ctx context.Context, a common.Address) (reader.GetAccountOutput, error) {
	out, _, err := s.accountWith(ctx, a, false)
	return out, err
}

// accountWith reads the account and, with figures, every open position's figures, in one batch.
func (s *Service) accountWith(ctx context.Context, a common.Address, figures bool) (reader.GetAccountOutput, []reader.ReaderPositionFigures, error) {
	r := reader.NewReader()
	reads := []simulate.Read{{To: s.dest.Reader, Data: r.PackGetAccount(a)}}
	if figures {
		reads = append(reads, simulate.Read{To: s.dest.Reader, Data: r.PackGetAccountFigures(a)})
	}
	res, err := s.chain.Sim.Reads(ctx, reads...)
	for i := 0; err == nil && i < len(res); i++ {
		err = res[i].Err
	}
	if err != nil {
		return reader.GetAccountOutput{}, nil, problem.UpstreamFailure("read account", err)
	}
	out, err := r.UnpackGetAccount(res[0].Data)
	if err != nil {
		return out, nil, problem.UpstreamFailure("decode account", err)
	}
	if !figures {
		return out, nil, nil
	}
	figs, err := r.UnpackGetAccountFigures(res[1].Data)
	if err != nil {
		return out, nil, problem.UpstreamFailure("decode position figures", err)
	}
	return out, figs, nil
}

func triggerView(t reader.IVaultTrigger) *TriggerView {
	if !t.Active {
		return nil
	}
	return &TriggerView{Price: usd(t.Price), ClosePercent: json.Number(fixedpoint.Format(t.AmountPercent, 1))}
}

// Positions lists the account's open positions, with their figures, and pending orders, with
// the condition that fills them, in one round trip; status "" lists both, StatusOpen or
// StatusPending one kind.
func (s *Service) Positions(ctx context.Context, a common.Address, status string) ([]PositionView, error) {
	acct, figs, err := s.accountWith(ctx, a, true)
	if err != nil {
		return nil, err
	}
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
				v.LimitPrice = usd(p.Order.LimitPrice)
			}
			if p.Order.StopPrice.Sign() > 0 {
				v.StopMarketPrice = usd(p.Order.StopPrice)
			}
			v.Trigger = triggerCondition(p.Order, p.Position.IsLong)
		} else {
			v.Status, v.Size, v.Collateral = "open", usd(p.Position.Size), usd(p.Position.Collateral)
			v.AveragePrice = usd(p.Position.AveragePrice)
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
				d.AllowedPrice = usd(p.Decrease.AllowedPrice)
			}
			v.PendingDecrease = d
		}
		views = append(views, v)
	}
	return views, nil
}

// Balances are an account's balances on the destination chain.
type Balances struct {
	MarginBalance   *big.Int // USD 1e30
	NativeBalance   *big.Int // wei
	ExecutionRefund *big.Int // wei the Vault owes the account for refunded execution fees
}

// Balances reads the account's margin wallet, refunds owed and native balance.
func (s *Service) Balances(ctx context.Context, a common.Address) (Balances, error) {
	acct, err := s.account(ctx, a)
	if err != nil {
		return Balances{}, err
	}
	var bal hexutil.Big
	batch := []rpc.BatchElem{{Method: "eth_getBalance", Args: []any{a, "latest"}, Result: &bal}}
	if err := s.chain.Sim.RPC().BatchCallContext(ctx, batch); err != nil || batch[0].Error != nil {
		if err == nil {
			err = batch[0].Error
		}
		return Balances{}, problem.UpstreamFailure("read balance", err)
	}
	return Balances{MarginBalance: acct.MarginBalance, NativeBalance: bal.ToInt(), ExecutionRefund: acct.NativeRefund}, nil
}

func withFigures(v *PositionView, f reader.ReaderPositionFigures) {
	liquidatable, fresh := f.Liquidatable, f.PriceFresh
	v.MarkPrice, v.PnL, v.NetValue = usd(f.MarkPrice), usd(f.Pnl), usd(f.NetValue)
	v.Leverage = fixedpoint.Format(f.Leverage, 5)
	v.LiquidationPrice, v.MaintenanceMargin, v.ClosingFee = usd(f.LiquidationPrice), usd(f.MaintenanceMargin), usd(f.ClosingFee)
	v.AccruedFees = &AccruedFees{Borrow: usd(f.BorrowFee), Funding: usd(f.FundingFee)}
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
