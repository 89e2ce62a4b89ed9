// Package trade is the trading domain: it turns validated requests to open, close or change a
// position into the Vault's calls ({To, Data, Value}; this file, pure), pre-flights them on the
// destination chain with the execution fees the Vault demands and the position's state read
// in the same batch (service.go), and reads positions and balances (positions.go). It knows
// nothing of HTTP; amounts are in the contracts' fixed point (prices and USD 1e30,
// percentages 1e5 = 100%).
package trade

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/service/prepare"
)

// OrderType is the API's name of an order type.
type OrderType string

// Order types of POST /api/newposition (the names of platform.OrderTypeNames).
const (
	Market     OrderType = "market"
	Limit      OrderType = "limit"
	StopMarket OrderType = "stop-market"
	StopLimit  OrderType = "stop-limit"
)

// Code is the Vault's uint8 for the order type.
func (t OrderType) Code() (uint8, bool) {
	switch t {
	case Market:
		return platform.OrderMarket, true
	case Limit:
		return platform.OrderLimit, true
	case StopMarket:
		return platform.OrderStop, true
	case StopLimit:
		return platform.OrderStopLimit, true
	}
	return 0, false
}

// Trigger is a take-profit or stop-loss.
type Trigger struct {
	Price   *big.Int // 1e30
	Percent *big.Int // share of the position closed, 1e5 = 100%
}

// Fees are the exact keeper execution fees the Vault demands, in wei.
type Fees struct {
	MarketOrder  *big.Int // market orders and decreases
	TriggerOrder *big.Int // limit / stop orders and each take-profit / stop-loss
}

// OpenOrder is a validated request to open a position.
type OpenOrder struct {
	Pair            uint64
	IsLong          bool
	Type            OrderType
	Collateral      *big.Int // USD 1e30
	Size            *big.Int // USD 1e30
	AcceptablePrice *big.Int // market
	Slippage        *big.Int // market, 1e5 = 100%
	LimitPrice      *big.Int // limit, stop-limit
	StopPrice       *big.Int // stop-market, stop-limit
	TakeProfit      *Trigger
	StopLoss        *Trigger
	Refer           common.Address
	// Deposit (stable token units; nil: none) is moved into the margin wallet before the order,
	// in the same batch: Batch must ask for one.
	Deposit *big.Int
	Batch   Batching
	// ClientOrderID ("": none) is carried by the order's Vault call (platform.TagClientOrder),
	// so that the Vault's ClientOrderTagged names it for the account that sends it.
	ClientOrderID string
	// ExpiresAt (Unix seconds; 0: none) is a limit, stop-market or stop-limit order's
	// good-til-time: the keeper cancels and refunds it once past.
	ExpiresAt uint64
}

var (
	vaultABI = vault.NewVault()
)

func orZero(v *big.Int) *big.Int {
	if v == nil {
		return new(big.Int)
	}
	return v
}

// Open builds Vault.newPositionOrder, or newPositionOrderWithTPSL when a take-profit or a
// stop-loss is set, carrying o's client order id if any. Value is the execution fee: the order's own plus one trigger fee per
// take-profit / stop-loss.
func Open(vaultAddr common.Address, o OpenOrder, fees Fees) (prepare.Tx, error) {
	code, ok := o.Type.Code()
	if !ok {
		return prepare.Tx{}, fmt.Errorf("unknown order type %q", o.Type)
	}
	var params []*big.Int
	value := new(big.Int)
	if o.Type == Market {
		params = []*big.Int{orZero(o.AcceptablePrice), orZero(o.Slippage), orZero(o.Collateral), orZero(o.Size)}
		value.Set(fees.MarketOrder)
	} else {
		params = []*big.Int{orZero(o.LimitPrice), orZero(o.StopPrice), orZero(o.Collateral), orZero(o.Size)}
		if o.ExpiresAt != 0 {
			params = append(params, new(big.Int).SetUint64(o.ExpiresAt))
		}
		value.Set(fees.TriggerOrder)
	}
	isTPs, prices, percents := triggers(o.TakeProfit, o.StopLoss)
	pair := new(big.Int).SetUint64(o.Pair)
	if len(isTPs) == 0 {
		data := vaultABI.PackNewPositionOrder(pair, o.IsLong, code, params, o.Refer)
		return prepare.Tx{To: vaultAddr, Data: platform.TagClientOrder(data, o.ClientOrderID), Value: value}, nil
	}
	value.Add(value, new(big.Int).Mul(fees.TriggerOrder, big.NewInt(int64(len(isTPs)))))
	data := vaultABI.PackNewPositionOrderWithTPSL(pair, o.IsLong, code, params, o.Refer, isTPs, prices, percents)
	return prepare.Tx{To: vaultAddr, Data: platform.TagClientOrder(data, o.ClientOrderID), Value: value}, nil
}

// Tagged is tx with its data carrying the client order id (platform.TagClientOrder; "": tx as
// it is).
func Tagged(tx prepare.Tx, clientOrderID string) prepare.Tx {
	tx.Data = platform.TagClientOrder(tx.Data, clientOrderID)
	return tx
}

func triggers(tp, sl *Trigger) ([]bool, []*big.Int, []*big.Int) {
	var isTPs []bool
	var prices, percents []*big.Int
	if tp != nil {
		isTPs, prices, percents = append(isTPs, true), append(prices, tp.Price), append(percents, tp.Percent)
	}
	if sl != nil {
		isTPs, prices, percents = append(isTPs, false), append(prices, sl.Price), append(percents, sl.Percent)
	}
	return isTPs, prices, percents
}

// CloseAll is the Vault's sizeDelta that closes a whole position, whatever its size is when
// the keeper executes the decrease (Vault.CLOSE_ALL, 2^256-1): platform.CloseAll.
var CloseAll = platform.CloseAll

// Decrease builds Vault.decreasePosition; allowedPrice 0 means no price guard.
func Decrease(vaultAddr common.Address, posID, sizeDelta, allowedPrice *big.Int, fees Fees) prepare.Tx {
	return prepare.Tx{To: vaultAddr, Data: vaultABI.PackDecreasePosition(sizeDelta, orZero(allowedPrice), posID), Value: new(big.Int).Set(fees.MarketOrder)}
}

// SetTriggers builds Vault.addTPSL, replacing the position's take-profit and/or stop-loss.
func SetTriggers(vaultAddr common.Address, posID *big.Int, tp, sl *Trigger, fees Fees) (prepare.Tx, error) {
	isTPs, prices, percents := triggers(tp, sl)
	if len(isTPs) == 0 {
		return prepare.Tx{}, errors.New("no take-profit or stop-loss given")
	}
	value := new(big.Int).Mul(fees.TriggerOrder, big.NewInt(int64(len(isTPs))))
	return prepare.Tx{To: vaultAddr, Data: vaultABI.PackAddTPSL(posID, isTPs, prices, percents), Value: value}, nil
}
