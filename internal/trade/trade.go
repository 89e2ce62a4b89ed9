// Package trade turns validated trading requests into the calls the platform's contracts
// take: {To, Data, Value}. It knows nothing of HTTP or RPC; amounts are already in the
// contracts' fixed point (prices and USD 1e30, percentages 1e5 = 100%).
package trade

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tradeprep/tradeprep/contracts/bindings/depositrouter"
	"github.com/tradeprep/tradeprep/contracts/bindings/referralregistry"
	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/platform"
)

// Tx is an unsigned call.
type Tx struct {
	To    common.Address
	Data  []byte
	Value *big.Int
}

// OrderType is the API's name of an order type.
type OrderType string

// Order types of POST /api/newposition.
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
}

var (
	vaultABI    = vault.NewVault()
	registryABI = referralregistry.NewReferralRegistry()
	routerABI   = depositrouter.NewDepositRouter()
	tokenABI    = testtoken.NewTestToken()
)

func orZero(v *big.Int) *big.Int {
	if v == nil {
		return new(big.Int)
	}
	return v
}

// Open builds Vault.newPositionOrder, or newPositionOrderWithTPSL when a take-profit or a
// stop-loss is set. Value is the execution fee: the order's own plus one trigger fee per
// take-profit / stop-loss.
func Open(vaultAddr common.Address, o OpenOrder, fees Fees) (Tx, error) {
	code, ok := o.Type.Code()
	if !ok {
		return Tx{}, fmt.Errorf("unknown order type %q", o.Type)
	}
	var params []*big.Int
	value := new(big.Int)
	if o.Type == Market {
		params = []*big.Int{orZero(o.AcceptablePrice), orZero(o.Slippage), orZero(o.Collateral), orZero(o.Size)}
		value.Set(fees.MarketOrder)
	} else {
		params = []*big.Int{orZero(o.LimitPrice), orZero(o.StopPrice), orZero(o.Collateral), orZero(o.Size)}
		value.Set(fees.TriggerOrder)
	}
	isTPs, prices, percents := triggers(o.TakeProfit, o.StopLoss)
	pair := new(big.Int).SetUint64(o.Pair)
	if len(isTPs) == 0 {
		return Tx{To: vaultAddr, Data: vaultABI.PackNewPositionOrder(pair, o.IsLong, code, params, o.Refer), Value: value}, nil
	}
	value.Add(value, new(big.Int).Mul(fees.TriggerOrder, big.NewInt(int64(len(isTPs)))))
	data := vaultABI.PackNewPositionOrderWithTPSL(pair, o.IsLong, code, params, o.Refer, isTPs, prices, percents)
	return Tx{To: vaultAddr, Data: data, Value: value}, nil
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
// the keeper executes the decrease (Vault.CLOSE_ALL, 2^256-1).
var CloseAll = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))

// Decrease builds Vault.decreasePosition; allowedPrice 0 means no price guard.
func Decrease(vaultAddr common.Address, posID, sizeDelta, allowedPrice *big.Int, fees Fees) Tx {
	return Tx{To: vaultAddr, Data: vaultABI.PackDecreasePosition(sizeDelta, orZero(allowedPrice), posID), Value: new(big.Int).Set(fees.MarketOrder)}
}

// SetTriggers builds Vault.addTPSL, replacing the position's take-profit and/or stop-loss.
func SetTriggers(vaultAddr common.Address, posID *big.Int, tp, sl *Trigger, fees Fees) (Tx, error) {
	isTPs, prices, percents := triggers(tp, sl)
	if len(isTPs) == 0 {
		return Tx{}, errors.New("no take-profit or stop-loss given")
	}
	value := new(big.Int).Mul(fees.TriggerOrder, big.NewInt(int64(len(isTPs))))
	return Tx{To: vaultAddr, Data: vaultABI.PackAddTPSL(posID, isTPs, prices, percents), Value: value}, nil
}

// Errors of ReferralCode.
var (
	ErrCodeEmpty    = errors.New("referral code is empty")
	ErrCodeTooLong  = errors.New("referral code is longer than 32 bytes")
	ErrCodeNotASCII = errors.New("referral code must be printable ASCII")
)

// ReferralCode is the bytes32 form of a referral code: its ASCII bytes, right-padded with
// zeros. Codes are printable ASCII of 1 to 32 bytes.
func ReferralCode(code string) ([32]byte, error) {
	var out [32]byte
	if code == "" {
		return out, ErrCodeEmpty
	}
	if len(code) > 32 {
		return out, ErrCodeTooLong
	}
	for i := 0; i < len(code); i++ {
		if code[i] < 0x20 || code[i] > 0x7e {
			return out, ErrCodeNotASCII
		}
	}
	copy(out[:], code)
	return out, nil
}

// ClaimCode builds ReferralRegistry.registerCode.
func ClaimCode(registry common.Address, code [32]byte) Tx {
	return Tx{To: registry, Data: registryABI.PackRegisterCode(code), Value: new(big.Int)}
}

// Approve builds ERC20.approve(spender, amount).
func Approve(token, spender common.Address, amount *big.Int) Tx {
	return Tx{To: token, Data: tokenABI.PackApprove(spender, amount), Value: new(big.Int)}
}

// BridgeDeposit builds DepositRouter.bridgeDeposit(token, amount, recipient).
func BridgeDeposit(router, token common.Address, amount *big.Int, recipient common.Address) Tx {
	return Tx{To: router, Data: routerABI.PackBridgeDeposit(token, amount, recipient), Value: new(big.Int)}
}

// Storage slots of the Vault used for state overrides (checked against the chain by tests).
const (
	vaultMarginBalanceSlot = 12
	vaultTotalMarginSlot   = 13
)

// MarginBalanceSlot is the Vault storage slot of marginBalance[account].
func MarginBalanceSlot(account common.Address) common.Hash {
	return crypto.Keccak256Hash(common.LeftPadBytes(account.Bytes(), 32), common.LeftPadBytes(big.NewInt(vaultMarginBalanceSlot).Bytes(), 32))
}

// TotalMarginSlot is the Vault storage slot of totalMargin.
func TotalMarginSlot() common.Hash {
	return common.BigToHash(big.NewInt(vaultTotalMarginSlot))
}
