package api

import (
	"context"
	"encoding/json"
	"math/big"
	"net/http"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/internal/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/simulate"
)

// PositionView is a position or pending order of GET /api/positions. USD amounts and prices
// are decimal strings; percentages basis points (10000 = 100%).
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

var orderTypeNames = map[uint8]string{
	platform.OrderMarket: "market", platform.OrderLimit: "limit", platform.OrderStop: "stop-market", platform.OrderStopLimit: "stop-limit",
}

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

func (s *Server) account(ctx context.Context, a common.Address) (reader.GetAccountOutput, error) {
	r := reader.NewReader()
	res, err := s.destChain.sim.Reads(ctx, simulate.Read{To: s.dest.Reader, Data: r.PackGetAccount(a)})
	if err != nil {
		return reader.GetAccountOutput{}, upstream("read account", err)
	}
	if res[0].Err != nil {
		return reader.GetAccountOutput{}, upstream("read account", res[0].Err)
	}
	out, err := r.UnpackGetAccount(res[0].Data)
	if err != nil {
		return out, upstream("decode account", err)
	}
	return out, nil
}

func usdText(v *big.Int) string { return fixedpoint.Format(v, platform.PriceDecimals) }

func triggerView(t reader.IVaultTrigger) *TriggerView {
	if !t.Active {
		return nil
	}
	return &TriggerView{Price: usdText(t.Price), ClosePercent: num(t.AmountPercent, 1)}
}

func (s *Server) positions(c echo.Context) error {
	a, err := s.accountQuery(c)
	if err != nil {
		return err
	}
	acct, err := s.account(c.Request().Context(), a)
	if err != nil {
		return err
	}
	views := make([]PositionView, 0, len(acct.Positions))
	for _, p := range acct.Positions {
		v := PositionView{
			PositionID: p.PosId.String(), Pair: p.Position.TokenId.Uint64(), IsLong: p.Position.IsLong,
			OrderType: orderTypeNames[p.Order.OrderType], TakeProfit: triggerView(p.TakeProfit), StopLoss: triggerView(p.StopLoss),
		}
		if p.Position.Refer != (common.Address{}) {
			v.Refer = p.Position.Refer.Hex()
		}
		if p.Order.Status == platform.StatusPending {
			v.Status, v.Size, v.Collateral = "pending", usdText(p.Order.Size), usdText(p.Order.Collateral)
			if p.Order.LimitPrice.Sign() > 0 {
				v.LimitPrice = usdText(p.Order.LimitPrice)
			}
			if p.Order.StopPrice.Sign() > 0 {
				v.StopMarketPrice = usdText(p.Order.StopPrice)
			}
		} else {
			v.Status, v.Size, v.Collateral = "open", usdText(p.Position.Size), usdText(p.Position.Collateral)
			v.AveragePrice = usdText(p.Position.AveragePrice)
		}
		if p.Decrease.Pending {
			d := &DecreaseView{SizeDelta: usdText(p.Decrease.SizeDelta)}
			if p.Decrease.AllowedPrice.Sign() > 0 {
				d.AllowedPrice = usdText(p.Decrease.AllowedPrice)
			}
			v.PendingDecrease = d
		}
		views = append(views, v)
	}
	return c.JSON(http.StatusOK, map[string]any{"success": true, "address": a.Hex(), "positions": views})
}

func (s *Server) userBalances(c echo.Context) error {
	a, err := s.accountQuery(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	acct, err := s.account(ctx, a)
	if err != nil {
		return err
	}
	var bal hexutil.Big
	batch := []rpc.BatchElem{{Method: "eth_getBalance", Args: []any{a, "latest"}, Result: &bal}}
	if err := s.destChain.sim.RPC().BatchCallContext(ctx, batch); err != nil || batch[0].Error != nil {
		if err == nil {
			err = batch[0].Error
		}
		return upstream("read balance", err)
	}
	return c.JSON(http.StatusOK, map[string]any{
		"success": true, "address": a.Hex(),
		"marginBalance": usdText(acct.MarginBalance), "marginToken": "USD",
		"nativeBalance": bal.ToInt().String(), "claimableExecutionFeeRefund": acct.NativeRefund.String(),
	})
}
