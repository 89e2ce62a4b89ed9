package trade

import (
	"context"
	"encoding/json"
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
	PositionID      string        `json:"positionId"`
	Pair            uint64        `json:"pair"`
	IsLong          bool          `json:"isLong"`
	Status          string        `json:"status"` // "pending" or "open"
	OrderType       string        `json:"orderType"`
	Size            string        `json:"size"`
	Collateral      string        `json:"collateral"`
	AveragePrice    string        `json:"averagePrice,omitempty"`
	LimitPrice      string        `json:"limitPrice,omitempty"`
	StopMarketPrice string        `json:"stopMarketPrice,omitempty"`
	TakeProfit      *TriggerView  `json:"takeProfit,omitempty"`
	StopLoss        *TriggerView  `json:"stopLoss,omitempty"`
	PendingDecrease *DecreaseView `json:"pendingDecrease,omitempty"`
	Refer           string        `json:"refer,omitempty"`
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
	r := reader.NewReader()
	res, err := s.chain.Sim.Reads(ctx, simulate.Read{To: s.dest.Reader, Data: r.PackGetAccount(a)})
	if err == nil {
		err = res[0].Err
	}
	if err != nil {
		return reader.GetAccountOutput{}, problem.UpstreamFailure("read account", err)
	}
	out, err := r.UnpackGetAccount(res[0].Data)
	if err != nil {
		return out, problem.UpstreamFailure("decode account", err)
	}
	return out, nil
}

func triggerView(t reader.IVaultTrigger) *TriggerView {
	if !t.Active {
		return nil
	}
	return &TriggerView{Price: usd(t.Price), ClosePercent: json.Number(fixedpoint.Format(t.AmountPercent, 1))}
}

// Positions lists the account's open positions and pending orders, in one read.
func (s *Service) Positions(ctx context.Context, a common.Address) ([]PositionView, error) {
	acct, err := s.account(ctx, a)
	if err != nil {
		return nil, err
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
		} else {
			v.Status, v.Size, v.Collateral = "open", usd(p.Position.Size), usd(p.Position.Collateral)
			v.AveragePrice = usd(p.Position.AveragePrice)
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
