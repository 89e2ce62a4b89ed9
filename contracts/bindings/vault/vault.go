// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package vault

import (
	"bytes"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Reference imports to suppress errors if they are not otherwise used.
var (
	_ = bytes.Equal
	_ = errors.New
	_ = big.NewInt
	_ = common.Big1
	_ = types.BloomLookup
	_ = abi.ConvertType
)

// IVaultDecreaseRequest is an auto generated low-level Go binding around an user-defined struct.
type IVaultDecreaseRequest struct {
	Pending      bool
	SizeDelta    *big.Int
	AllowedPrice *big.Int
	ExecutionFee *big.Int
}

// IVaultOrder is an auto generated low-level Go binding around an user-defined struct.
type IVaultOrder struct {
	OrderType       uint8
	Status          uint8
	StopTriggered   bool
	AcceptablePrice *big.Int
	Slippage        *big.Int
	LimitPrice      *big.Int
	StopPrice       *big.Int
	Collateral      *big.Int
	Size            *big.Int
	Fee             *big.Int
	ExecutionFee    *big.Int
	CreatedAt       *big.Int
}

// IVaultPosition is an auto generated low-level Go binding around an user-defined struct.
type IVaultPosition struct {
	Owner             common.Address
	TokenId           *big.Int
	IsLong            bool
	Size              *big.Int
	Collateral        *big.Int
	AveragePrice      *big.Int
	EntryFundingIndex *big.Int
	EntryBorrowIndex  *big.Int
	Refer             common.Address
	LastUpdated       *big.Int
}

// IVaultTrigger is an auto generated low-level Go binding around an user-defined struct.
type IVaultTrigger struct {
	Active        bool
	Price         *big.Int
	AmountPercent *big.Int
	ExecutionFee  *big.Int
}

// VaultMarketState is an auto generated low-level Go binding around an user-defined struct.
type VaultMarketState struct {
	LongOpenInterest  *big.Int
	ShortOpenInterest *big.Int
	FundingIndex      *big.Int
	BorrowIndexLong   *big.Int
	BorrowIndexShort  *big.Int
	LastAccrued       *big.Int
}

// VaultMetaData contains all meta data concerning the Vault contract.
var VaultMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"owner_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"stable_\",\"type\":\"address\",\"internalType\":\"contractIERC20\"},{\"name\":\"settings_\",\"type\":\"address\",\"internalType\":\"contractISettings\"},{\"name\":\"oracle_\",\"type\":\"address\",\"internalType\":\"contractIOracle\"},{\"name\":\"referrals_\",\"type\":\"address\",\"internalType\":\"contractIReferralRegistry\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"BASIS_POINTS_DIVISOR\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"CLOSE_ALL\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_TRIGGERS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"PRICE_PRECISION\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"RATE_PRECISION\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"accountPositionIds\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"activeIds\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"addLiquidity\",\"inputs\":[{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"addTPSL\",\"inputs\":[{\"name\":\"_posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"_isTPs\",\"type\":\"bool[]\",\"internalType\":\"bool[]\"},{\"name\":\"_prices\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"_amountPercents\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"cancelPendingOrder\",\"inputs\":[{\"name\":\"_posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"claimRefunds\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"currentRates\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"fundingRate\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"borrowRateLong\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"borrowRateShort\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"decreasePosition\",\"inputs\":[{\"name\":\"_sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"_allowedPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"_posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"deposit\",\"inputs\":[{\"name\":\"_account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"_token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"_amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"depositSelf\",\"inputs\":[{\"name\":\"_token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"_amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"executable\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"execute\",\"inputs\":[{\"name\":\"posIds\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"done\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"feeReserve\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getDecrease\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIVault.DecreaseRequest\",\"components\":[{\"name\":\"pending\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getMarketState\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structVault.MarketState\",\"components\":[{\"name\":\"longOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"shortOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fundingIndex\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"borrowIndexLong\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"borrowIndexShort\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"lastAccrued\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getOrder\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIVault.Order\",\"components\":[{\"name\":\"orderType\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderType\"},{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderStatus\"},{\"name\":\"stopTriggered\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"acceptablePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"slippage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"limitPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"stopPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"createdAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getPosition\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIVault.Position\",\"components\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"averagePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"entryFundingIndex\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"entryBorrowIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"refer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"lastUpdated\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getTriggers\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"takeProfit\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"stopLoss\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"lastPosId\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"marginBalance\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"nativeRefunds\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"newPositionOrder\",\"inputs\":[{\"name\":\"_tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"_isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"_orderType\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"_params\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"_refer\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"newPositionOrderWithTPSL\",\"inputs\":[{\"name\":\"_tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"_isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"_orderType\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"_params\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"_refer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"_isTPs\",\"type\":\"bool[]\",\"internalType\":\"bool[]\"},{\"name\":\"_prices\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"_amountPercents\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"oracle\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIOracle\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"poolAmount\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"referrals\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIReferralRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"removeLiquidity\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"renounceOwnership\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"settings\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractISettings\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stable\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIERC20\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stableScale\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"totalCollateral\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"totalEscrow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"totalMargin\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"tradingFee\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"transferOwnership\",\"inputs\":[{\"name\":\"newOwner\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"withdraw\",\"inputs\":[{\"name\":\"_token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"_amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"withdrawFees\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"DecreaseCanceled\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"reason\",\"type\":\"string\",\"indexed\":false,\"internalType\":\"string\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"DecreaseRequested\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Deposit\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"from\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"FeesSettled\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"borrowFee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"fundingFee\",\"type\":\"int256\",\"indexed\":false,\"internalType\":\"int256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"LiquidityAdded\",\"inputs\":[{\"name\":\"from\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"LiquidityRemoved\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OrderCanceled\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"reason\",\"type\":\"string\",\"indexed\":false,\"internalType\":\"string\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OrderCreated\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"orderType\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"enumIVault.OrderType\"},{\"name\":\"params\",\"type\":\"uint256[]\",\"indexed\":false,\"internalType\":\"uint256[]\"},{\"name\":\"refer\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OwnershipTransferred\",\"inputs\":[{\"name\":\"previousOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"newOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PositionClosed\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PositionDecreased\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"realisedPnl\",\"type\":\"int256\",\"indexed\":false,\"internalType\":\"int256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"payout\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PositionIncreased\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"size\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ReferralPaid\",\"inputs\":[{\"name\":\"refer\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"RefundCredited\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"TriggerExecuted\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"isTP\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"TriggerSet\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"isTP\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Withdraw\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"CollateralBelowMinimum\",\"inputs\":[{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"minCollateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DecreaseAlreadyPending\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InsufficientMarginBalance\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"available\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InsufficientPoolLiquidity\",\"inputs\":[{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"available\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidAmountPercent\",\"inputs\":[{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidExecutionFee\",\"inputs\":[{\"name\":\"expected\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"sent\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidParamsLength\",\"inputs\":[{\"name\":\"length\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidPrice\",\"inputs\":[{\"name\":\"which\",\"type\":\"string\",\"internalType\":\"string\"}]},{\"type\":\"error\",\"name\":\"InvalidSlippage\",\"inputs\":[{\"name\":\"slippage\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidStopLossPrice\",\"inputs\":[{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"referencePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidTakeProfitPrice\",\"inputs\":[{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"referencePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidTriggers\",\"inputs\":[{\"name\":\"reason\",\"type\":\"string\",\"internalType\":\"string\"}]},{\"type\":\"error\",\"name\":\"LeverageTooHigh\",\"inputs\":[{\"name\":\"leverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxLeverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"LeverageTooLow\",\"inputs\":[{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"MarketDisabled\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"MarketNotFound\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NativeTransferFailed\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NativeValueNotAccepted\",\"inputs\":[{\"name\":\"sent\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotKeeper\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotPositionOwner\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NothingToClaim\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"OpenInterestCapExceeded\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"openInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"cap\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"OrderNotPending\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"OwnableInvalidOwner\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"OwnableUnauthorizedAccount\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"PositionNotFound\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PriceBeyondAllowed\",\"inputs\":[{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"}]},{\"type\":\"error\",\"name\":\"ReentrancyGuardReentrantCall\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"SafeERC20FailedOperation\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"SizeDeltaExceedsPosition\",\"inputs\":[{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"UnsupportedOrderType\",\"inputs\":[{\"name\":\"orderType\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]},{\"type\":\"error\",\"name\":\"UnsupportedToken\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ZeroAddress\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ZeroAmount\",\"inputs\":[]}]",
	ID:  "Vault",
	Bin: "0x610120604052348015610010575f5ffd5b506040516156ab3803806156ab83398101604081905261002f916101de565b846001600160a01b03811661005d57604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b61006681610178565b50600180556001600160a01b038416158061008857506001600160a01b038316155b8061009a57506001600160a01b038216155b806100ac57506001600160a01b038116155b156100ca5760405163d92e233d60e01b815260040160405180910390fd5b5f846001600160a01b031663313ce5676040518163ffffffff1660e01b8152600401602060405180830381865afa158015610107573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061012b919061024f565b6001600160a01b038616608052905061014860ff8216601e61028a565b61015390600a610386565b60a052506001600160a01b0392831660c05290821660e0521661010052506103919050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6001600160a01b03811681146101db575f5ffd5b50565b5f5f5f5f5f60a086880312156101f2575f5ffd5b85516101fd816101c7565b602087015190955061020e816101c7565b604087015190945061021f816101c7565b6060870151909350610230816101c7565b6080870151909250610241816101c7565b809150509295509295909350565b5f6020828403121561025f575f5ffd5b815160ff8116811461026f575f5ffd5b9392505050565b634e487b7160e01b5f52601160045260245ffd5b8181038181111561029d5761029d610276565b92915050565b6001815b60018411156102de578085048111156102c2576102c2610276565b60018416156102d057908102905b60019390931c9280026102a7565b935093915050565b5f826102f45750600161029d565b8161030057505f61029d565b816001811461031657600281146103205761033c565b600191505061029d565b60ff84111561033157610331610276565b50506001821b61029d565b5060208310610133831016604e8410600b841016171561035f575081810a61029d565b61036b5f1984846102a3565b805f190482111561037e5761037e610276565b029392505050565b5f61026f83836102e6565b60805160a05160c05160e051610100516152126104995f395f818161071f015261313601525f81816104dd015281816117a40152612dc901525f818161077a0152818161087001528181610a6e01528181610dcd0152818161117a0152818161164301528181611b8b01528181611c8a01528181611d0f015281816131af015281816132b001528181613acb01528181613f14015261438b01525f818161048101528181610999015281816109ec01528181610d3e0152818161129a01528181611ade01526128f201525f818161036901528181610a3401528181610d110152818161131601528181611a5d01528181611b1c0152818161281501526128c401526152125ff3fe60806040526004361061025e575f3560e01c80638b50fde71161013f578063d09ef241116100b3578063eaa674d111610078578063eaa674d11461079c578063eb02c301146107b1578063f1d74c03146107dd578063f2fde38b14610808578063f3fef3a314610827578063fd0d14c41461083a575f5ffd5b8063d09ef241146106e2578063d3dc75391461070e578063da36992a14610741578063df2cf17014610754578063e06174e414610769575f5ffd5b8063a3d8984411610104578063a3d898441461064e578063a693600b14610663578063b198ce4614610678578063c219a7851461068c578063c96ba89d146106bb578063cabf4709146106cf575f5ffd5b80638b50fde7146105b55780638da5cb5b146105d45780638ef16cd9146105f057806395082d251461060f578063a201ccf61461062f575f5ffd5b80633a45e6fd116101d6578063715018a61161019b578063715018a6146104a3578063789ff0e1146104b75780637dc0d1d0146104cc5780638340f549146104ff57806388b1f1c31461051e57806388eb4a1f14610588575f5ffd5b80633a45e6fd146104155780634ac8eb5f1461042957806351c6590a1461043e57806359dfabd41461045d5780636691bdcb14610470575f5ffd5b80631c538f1b116102275780631c538f1b1461030d5780631cc75b881461033957806322be3de11461035857806323987cb7146103a35780632b3ba681146103ce5780632efc28f6146103e9575f5ffd5b80626c09e814610262578063126082cf14610277578063164e68de146102a0578063192b46e8146102bf5780631b0240ec146102d3575b5f5ffd5b610275610270366004614923565b610859565b005b348015610282575f5ffd5b5061028d620186a081565b6040519081526020015b60405180910390f35b3480156102ab575f5ffd5b506102756102ba366004614a12565b610986565b3480156102ca575f5ffd5b5061028d5f1981565b3480156102de575f5ffd5b506102f26102ed366004614a2b565b610a68565b60408051938452602084019290925290820152606001610297565b348015610318575f5ffd5b5061032c610327366004614a12565b610bbc565b6040516102979190614a7c565b348015610344575f5ffd5b50610275610353366004614a8e565b610be5565b348015610363575f5ffd5b5061038b7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610297565b3480156103ae575f5ffd5b5061028d6103bd366004614a12565b60126020525f908152604090205481565b3480156103d9575f5ffd5b5061028d670de0b6b3a764000081565b3480156103f4575f5ffd5b50610408610403366004614a2b565b610c05565b6040516102979190614ab6565b348015610420575f5ffd5b50610275610c77565b348015610434575f5ffd5b5061028d60105481565b348015610449575f5ffd5b50610275610458366004614a2b565b610cd4565b61027561046b366004614ae3565b610db6565b34801561047b575f5ffd5b5061028d7f000000000000000000000000000000000000000000000000000000000000000081565b3480156104ae575f5ffd5b50610275610f25565b3480156104c2575f5ffd5b5061028d600f5481565b3480156104d7575f5ffd5b5061038b7f000000000000000000000000000000000000000000000000000000000000000081565b34801561050a575f5ffd5b50610275610519366004614b78565b610f36565b348015610529575f5ffd5b5061053d610538366004614a2b565b610f57565b60405161029791905f60c082019050825182526020830151602083015260408301516040830152606083015160608301526080830151608083015260a083015160a083015292915050565b348015610593575f5ffd5b506105a76105a2366004614a2b565b610fe2565b604051610297929190614bb2565b3480156105c0575f5ffd5b506102756105cf366004614a2b565b6110b9565b3480156105df575f5ffd5b505f546001600160a01b031661038b565b3480156105fb575f5ffd5b5061028d61060a366004614c02565b611163565b34801561061a575f5ffd5b5061028d6c0c9f2c9cd04674edea4000000081565b34801561063a575f5ffd5b50610275610649366004614a8e565b611284565b348015610659575f5ffd5b5061028d60115481565b34801561066e575f5ffd5b5061028d600e5481565b348015610683575f5ffd5b5061032c61138a565b348015610697575f5ffd5b506106ab6106a6366004614a2b565b61139b565b6040519015158152602001610297565b3480156106c6575f5ffd5b5061028d600281565b6102756106dd366004614c71565b6114ae565b3480156106ed575f5ffd5b506107016106fc366004614a2b565b61150b565b6040516102979190614d1e565b348015610719575f5ffd5b5061038b7f000000000000000000000000000000000000000000000000000000000000000081565b61027561074f366004614dc0565b611605565b34801561075f575f5ffd5b5061028d60025481565b348015610774575f5ffd5b5061038b7f000000000000000000000000000000000000000000000000000000000000000081565b3480156107a7575f5ffd5b5061028d600d5481565b3480156107bc575f5ffd5b506107d06107cb366004614a2b565b611907565b6040516102979190614de9565b3480156107e8575f5ffd5b5061028d6107f7366004614a12565b600c6020525f908152604090205481565b348015610813575f5ffd5b50610275610822366004614a12565b6119f8565b610275610835366004614a8e565b611a32565b348015610845575f5ffd5b5061028d610854366004614e77565b611b84565b610861611c2a565b5f61086b87611c54565b90505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ae0ff2ff6040518163ffffffff1660e01b8152600401602060405180830381865afa1580156108ca573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906108ee9190614eba565b90505f8551826108fe9190614ee5565b6109089084614efc565b90508034146109385760405163bc0ca6dd60e01b8152600481018290523460248201526044015b60405180910390fd5b5f6109478c8c8c8c8c89611d8d565b905061096f8188888861096960045f8881526020019081526020015f206123cb565b8861241d565b5050505061097c60018055565b5050505050505050565b61098e612775565b610996611c2a565b5f7f0000000000000000000000000000000000000000000000000000000000000000600f546109c59190614f23565b9050805f036109e7576040516312d37ee560e31b815260040160405180910390fd5b610a117f000000000000000000000000000000000000000000000000000000000000000082614ee5565b600f5f828254610a219190614f36565b90915550610a5b90506001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001683836127a1565b50610a6560018055565b50565b5f5f5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166328861d22866040518263ffffffff1660e01b8152600401610aba91815260200190565b5f60405180830381865afa158015610ad4573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610afb9190810190614fbf565b5f868152600b602052604081208054600182015493945090929091610b208284614efc565b90508015610b4f5780610b33838561508f565b8660c00151610b4291906150ae565b610b4c91906150dd565b97505b600e548015610baf5780818510610b665781610b68565b845b8760e00151610b779190614ee5565b610b819190614f23565b975080818410610b915781610b93565b835b8760e00151610ba29190614ee5565b610bac9190614f23565b96505b5050505050509193909250565b6001600160a01b0381165f908152600860205260409020606090610bdf90612800565b92915050565b610bed611c2a565b610bf8338383612813565b610c0160018055565b5050565b610c2e60405180608001604052805f151581526020015f81526020015f81526020015f81525090565b505f908152600760209081526040918290208251608081018452815460ff1615158152600182015492810192909252600281015492820192909252600390910154606082015290565b610c7f611c2a565b335f9081526012602052604081205490819003610caf576040516312d37ee560e31b815260040160405180910390fd5b335f81815260126020526040812055610cc890826129af565b50610cd260018055565b565b610cdc612775565b610ce4611c2a565b805f03610d0457604051631f2a200560e01b815260040160405180910390fd5b610d396001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016333084612a3c565b610d637f000000000000000000000000000000000000000000000000000000000000000082614ee5565b600e5f828254610d739190614efc565b909155505060405181815233907fc17cea59c2955cb181b03393209566960365771dbba9dc3d510180e7cb3120889060200160405180910390a2610a6560018055565b610dbe611c2a565b5f610dc885612a75565b90505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ae0ff2ff6040518163ffffffff1660e01b8152600401602060405180830381865afa158015610e27573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610e4b9190614eba565b90505f855182610e5b9190614ee5565b9050803414610e865760405163bc0ca6dd60e01b81526004810182905234602482015260440161092f565b60038301545f9015610e9d57506005830154610f04565b60015f89815260046020526040902054610100900460ff166003811115610ec657610ec6614ce6565b03610ee8575f888152600460205260409020610ee1906123cb565b9050610f04565b60405163f715480760e01b81526004810189905260240161092f565b610f1288888888858861241d565b50505050610f1f60018055565b50505050565b610f2d612775565b610cd25f612af7565b610f3e611c2a565b610f49838383612813565b610f5260018055565b505050565b610f8a6040518060c001604052805f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b505f908152600b6020908152604091829020825160c08101845281548152600182015492810192909252600281015492820192909252600382015460608201526004820154608082015260059091015460a082015290565b61100b60405180608001604052805f151581526020015f81526020015f81526020015f81525090565b61103460405180608001604052805f151581526020015f81526020015f81526020015f81525090565b50505f9081526005602090815260408083206006835292819020815160808082018452855460ff9081161515835260018088015484880152600280890154858801526003988901546060808701919091528751948501885286549093161515845290850154968301969096529483015493810193909352930154918101919091529091565b6110c1611c2a565b6110ca81612a75565b505f81815260046020526040902060018154610100900460ff1660038111156110f5576110f5614ce6565b1461111657604051632b8043ab60e11b81526004810183905260240161092f565b600881015460408051808201909152601181527031b0b731b2b632b210313c9037bbb732b960791b602082015261114e908490612b46565b61115833826129af565b5050610a6560018055565b6040516335d2155560e11b81523360048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690636ba42aaa90602401602060405180830381865afa1580156111c7573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906111eb9190615109565b61120a5760405163ccf79b6760e01b815233600482015260240161092f565b611212611c2a565b5f805b8381101561126f575f5f61124087878581811061123457611234615124565b90506020020135612c33565b909250905061124f8285614efc565b93508015611265578461126181615138565b9550505b5050600101611215565b5061127a33826129af565b50610bdf60018055565b61128c612775565b611294611c2a565b5f6112bf7f000000000000000000000000000000000000000000000000000000000000000083614ee5565b9050600e548111156112f257600e546040516303eb0d9b60e51b815261092f918391600401918252602082015260400190565b80600e5f8282546113039190614f36565b9091555061133d90506001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001684846127a1565b826001600160a01b03167fc2c3f06e49b9f15e7b4af9055e183b0d73362e033ad82a07dec9bf98401717198360405161137891815260200190565b60405180910390a250610c0160018055565b60606113966009612800565b905090565b5f818152600460209081526040808320600390925282206001810154839081906113c490612da7565b91509150816113d857505f95945050505050565b60018454610100900460ff1660038111156113f5576113f5614ce6565b03611422575f6114058783612e45565b600381111561141657611416614ce6565b14159695505050505050565b82600301545f0361143857505f95945050505050565b5f8681526007602052604090205460ff161561145a5750600195945050505050565b5f868152600560205260409020600284015461147c919060ff16600184612ff8565b806114a457505f86815260066020526040812060028501546114a49260ff9091169084612ff8565b9695505050505050565b6114b6611c2a565b5f6114c084611c54565b90508034146114eb5760405163bc0ca6dd60e01b81526004810182905234602482015260440161092f565b6114f9868686868634611d8d565b505061150460018055565b5050505050565b611513614730565b5f828152600460208190526040918290208251610180810190935280549091839160ff169081111561154757611547614ce6565b600481111561155857611558614ce6565b81528154602090910190610100900460ff16600381111561157b5761157b614ce6565b600381111561158c5761158c614ce6565b8152815462010000900460ff1615156020820152600182015460408201526002820154606082015260038201546080820152600482015460a0820152600582015460c0820152600682015460e0820152600782015461010082015260088201546101208201526009909101546101409091015292915050565b61160d611c2a565b5f61161782612a75565b905080600301545f036116405760405163f715480760e01b81526004810183905260240161092f565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663d8f434536040518163ffffffff1660e01b8152600401602060405180830381865afa15801561169d573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906116c19190614eba565b90508034146116ec5760405163bc0ca6dd60e01b81526004810182905234602482015260440161092f565b5f8381526007602052604090205460ff161561171e5760405163338ce1e560e11b81526004810184905260240161092f565b845f0361173e57604051631f2a200560e01b815260040160405180910390fd5b5f1985141580156117525750816003015485115b1561178057600382015460405163b802af2560e01b815261092f918791600401918252602082015260400190565b831561186b576001820154604051630e75722360e41b81525f916001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169163e7572230916117db9160040190815260200190565b602060405180830381865afa1580156117f6573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061181a9190614eba565b60028401549091506118309060ff168287613033565b156118695760028301546040516314492b6360e31b8152600481018390526024810187905260ff9091161515604482015260640161092f565b505b604080516080810182526001808252602080830189815283850189815234606086019081525f8a8152600785528790209551865460ff1916901515178655915193850193909355915160028401559051600390920191909155815187815290810186905284917f6629c3d02c6c54dedd1b24e09abfd76667388999633e687a855231c206674973910160405180910390a25050610f5260018055565b6119676040518061014001604052805f6001600160a01b031681526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f6001600160a01b031681526020015f81525090565b505f9081526003602081815260409283902083516101408101855281546001600160a01b039081168252600183015493820193909352600282015460ff1615159481019490945291820154606084015260048201546080840152600582015460a0840152600682015460c0840152600782015460e08401526008820154166101008301526009015461012082015290565b611a00612775565b6001600160a01b038116611a2957604051631e4fbdf760e01b81525f600482015260240161092f565b610a6581612af7565b611a3a611c2a565b3415611a5b57604051632898910160e01b815234600482015260240161092f565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316826001600160a01b031614611ab857604051635f8b555b60e11b81526001600160a01b038316600482015260240161092f565b805f03611ad857604051631f2a200560e01b815260040160405180910390fd5b5f611b037f000000000000000000000000000000000000000000000000000000000000000083614ee5565b9050611b0f3382613048565b611b436001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001633846127a1565b604080516001600160a01b03851681526020810184905233917f9b1bfa7fa9ee420a16e124f794c35ac9f90472acc99140eb2f6447c714cad8eb9101611378565b5f611c1f857f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166328861d22876040518263ffffffff1660e01b8152600401611bd791815260200190565b5f60405180830381865afa158015611bf1573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052611c189190810190614fbf565b85856130db565b90505b949350505050565b600260015403611c4d57604051633ee5aeb560e01b815260040160405180910390fd5b6002600155565b5f600360ff83161115611c7f576040516387d9aef360e01b815260ff8316600482015260240161092f565b60ff821615611d0d577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ae0ff2ff6040518163ffffffff1660e01b8152600401602060405180830381865afa158015611ce4573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611d089190614eba565b610bdf565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663d8f434536040518163ffffffff1660e01b8152600401602060405180830381865afa158015611d69573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610bdf9190614eba565b5f5f611d988861324b565b90508451600414611dc1578451604051631e1a3c5b60e01b815260040161092f91815260200190565b611dc9614730565b8660ff166004811115611dde57611dde614ce6565b81906004811115611df157611df1614ce6565b90816004811115611e0457611e04614ce6565b9052506001602082015280515f906004811115611e2357611e23614ce6565b03611f2a57855f81518110611e3a57611e3a615124565b60200260200101515f03611e83576040516353a1e92b60e11b815260206004820152600f60248201526e61636365707461626c65507269636560881b604482015260640161092f565b620186a086600181518110611e9a57611e9a615124565b602002602001015110611ede5785600181518110611eba57611eba615124565b6020026020010151604051633ea12f5b60e11b815260040161092f91815260200190565b855f81518110611ef057611ef0615124565b602002602001015181606001818152505085600181518110611f1457611f14615124565b6020026020010151816080018181525050612053565b600281516004811115611f3f57611f3f614ce6565b14611fbe57855f81518110611f5657611f56615124565b60200260200101515f03611f9a576040516353a1e92b60e11b815260206004820152600a6024820152696c696d6974507269636560b01b604482015260640161092f565b855f81518110611fac57611fac615124565b60200260200101518160a00181815250505b600181516004811115611fd357611fd3614ce6565b146120535785600181518110611feb57611feb615124565b60200260200101515f0361202e576040516353a1e92b60e11b815260206004820152600960248201526873746f70507269636560b81b604482015260640161092f565b8560018151811061204157612041615124565b60200260200101518160c00181815250505b8560028151811061206657612066615124565b60200260200101518160e00181815250508560038151811061208a5761208a615124565b6020026020010151816101000181815250506120b0828260e00151836101000151613370565b6120c1898983610100015185613424565b6120d233838a8461010001516130db565b610120820181905261014082018590524261016083015260e08201516121039133916120fe9190614efc565b613048565b8061012001518160e001516121189190614efc565b60115f8282546121289190614efc565b9091555050600280545f9061213c90615138565b9190508190559250604051806101400160405280336001600160a01b031681526020018a815260200189151581526020015f81526020015f81526020015f81526020015f81526020015f8152602001866001600160a01b031681526020014281525060035f8581526020019081526020015f205f820151815f015f6101000a8154816001600160a01b0302191690836001600160a01b03160217905550602082015181600101556040820151816002015f6101000a81548160ff021916908315150217905550606082015181600301556080820151816004015560a0820151816005015560c0820151816006015560e08201518160070155610100820151816008015f6101000a8154816001600160a01b0302191690836001600160a01b0316021790555061012082015181600901559050508060045f8581526020019081526020015f205f820151815f015f6101000a81548160ff021916908360048111156122a8576122a8614ce6565b021790555060208201518154829061ff0019166101008360038111156122d0576122d0614ce6565b02179055506040828101518254901515620100000262ff000019909116178255606083015160018301556080830151600283015560a0830151600383015560c0830151600483015560e083015160058301556101008301516006830155610120830151600783015561014083015160088084019190915561016090930151600990920191909155335f908152602092909252902061236e90846134b1565b5061237a6009846134b1565b5080516040518a91339186917f9a7a157a9d053f5ca20714e64b81eff3cb8671b5fabce9c60ba40a5b51bd99de916123b7918e918d908d90615150565b60405180910390a450509695505050505050565b5f80825460ff1660048111156123e3576123e3614ce6565b036123f057506001015490565b6002825460ff16600481111561240857612408614ce6565b0361241557506004015490565b506003015490565b8451845181141580612430575080845114155b15612470576040516354bd2af560e01b815260206004820152600f60248201526e0d8cadccee8d040dad2e6dac2e8c6d608b1b604482015260640161092f565b80158061247d5750600281115b156124b3576040516354bd2af560e01b815260206004820152600560248201526418dbdd5b9d60da1b604482015260640161092f565b8060021480156124f95750856001815181106124d1576124d1615124565b60200260200101511515865f815181106124ed576124ed615124565b60200260200101511515145b15612533576040516354bd2af560e01b81526020600482015260096024820152686475706c696361746560b81b604482015260640161092f565b5f878152600360205260408120905b8281101561276a575f87828151811061255d5761255d615124565b602002602001015190505f87838151811061257a5761257a615124565b60200260200101519050805f14806125945750620186a081115b156125b55760405163b4fb1d9160e01b81526004810182905260240161092f565b8983815181106125c7576125c7615124565b602002602001015115612623578115806125f65750600284015460ff166125f157868210156125f6565b868211155b1561261e576040516356b9037d60e01b8152600481018390526024810188905260440161092f565b61266d565b8115806126455750600284015460ff166126405786821115612645565b868210155b1561266d57604051633e73a6d360e01b8152600481018390526024810188905260440161092f565b5f8a848151811061268057612680615124565b602002602001015161269e575f8c81526006602052604090206126ac565b5f8c81526005602052604090205b805490915060ff16156126d357845460038201546126d3916001600160a01b0316906134bc565b805460ff191660019081178255810183905560028101829055600381018790558a518c907f092d2f60ead100cfab978b838f118754af1b8e7808d6a754d92c81e875761a88908d908790811061272b5761272b615124565b602002602001015185856040516127579392919092151583526020830191909152604082015260600190565b60405180910390a2505050600101612542565b505050505050505050565b5f546001600160a01b03163314610cd25760405163118cdaa760e01b815233600482015260240161092f565b6040516001600160a01b03838116602483015260448201839052610f5291859182169063a9059cbb906064015b604051602081830303815290604052915060e01b6020820180516001600160e01b038381831617835250505050613535565b60605f61280c836135a1565b9392505050565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316826001600160a01b03161461287057604051635f8b555b60e11b81526001600160a01b038316600482015260240161092f565b805f0361289057604051631f2a200560e01b815260040160405180910390fd5b6001600160a01b0383166128b75760405163d92e233d60e01b815260040160405180910390fd5b6128ec6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016333084612a3c565b5f6129177f000000000000000000000000000000000000000000000000000000000000000083614ee5565b6001600160a01b0385165f908152600c6020526040812080549293508392909190612943908490614efc565b9250508190555080600d5f82825461295b9190614efc565b9091555050604080516001600160a01b038581168252602082018590523392908716917f7cfff908a4b583f36430b25d75964c458d8ede8a99bd61be750e97ee1b2f3a96910160405180910390a350505050565b805f036129ba575050565b5f826001600160a01b0316826040515f6040518083038185875af1925050503d805f8114612a03576040519150601f19603f3d011682016040523d82523d5f602084013e612a08565b606091505b5050905080610f525760405163296c17bb60e21b81526001600160a01b03841660048201526024810183905260440161092f565b6040516001600160a01b038481166024830152838116604483015260648201839052610f1f9186918216906323b872dd906084016127ce565b5f81815260036020526040902080546001600160a01b0316612aad5760405163f715480760e01b81526004810183905260240161092f565b80546001600160a01b03163314612af257805460405163373b261560e11b8152600481018490523360248201526001600160a01b03909116604482015260640161092f565b919050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f82815260046020908152604080832060039092528220815461ff0019166103001782556007820154600583015492939192612b829190614efc565b90508060115f828254612b959190614f36565b90915550508154612baf906001600160a01b0316826135fa565b8154612bc59086906001600160a01b0316613642565b81546001600160a01b03165f908152600860205260409020612be790866136de565b50612bf36009866136de565b50847fa297a4076d454bf3ae23d73dcb835bca9e24b88d5f3c5af9d59998f7579a958185604051612c249190615190565b60405180910390a25050505050565b5f818152600360205260408120600181015482919082908190612c5590612da7565b9150915081612c6b57505f958695509350505050565b5f86815260046020526040902060018154610100900460ff166003811115612c9557612c95614ce6565b03612cb157612ca487836136e9565b9550955050505050915091565b83600301545f03612cca57505f96879650945050505050565b5f8781526007602052604090205460ff1615612cfb57612cea878361387d565b612cf49087614efc565b9550600194505b5f8460030154118015612d2b57505f8781526005602052604090206002850154612d2b919060ff16600185612ff8565b15612d4d57612d3c876001846139be565b612d469087614efc565b9550600194505b5f8460030154118015612d7d57505f8781526006602052604081206002860154612d7d9260ff9091169085612ff8565b15612d9e57612d8d875f846139be565b612d979087614efc565b9550600194505b50505050915091565b604051630e75722360e41b8152600481018290525f9081906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063e757223090602401602060405180830381865afa925050508015612e2c575060408051601f3d908101601f19168201909252612e2991810190614eba565b60015b612e3a57505f928392509050565b600194909350915050565b5f82815260046020908152604080832060039092528220600281015460ff1683835460ff166004811115612e7b57612e7b614ce6565b03612f16575f81612ebb57620186a08460020154620186a0612e9d9190614f36565b8560010154612eac9190614ee5565b612eb69190614f23565b612eeb565b620186a08460020154620186a0612ed29190614efc565b8560010154612ee19190614ee5565b612eeb9190614f23565b905081612efa57808610612efe565b8086115b15612f10576002945050505050610bdf565b50612fc9565b5f6001845460ff166004811115612f2f57612f2f614ce6565b1480612f425750835462010000900460ff165b905080612f735781612f5a5783600401548611612f62565b836004015486105b15612f73575f945050505050610bdf565b6002845460ff166004811115612f8b57612f8b614ce6565b14612fc75781612fa15783600301548610612fa9565b836003015486115b15612fc75780612fba576003612fbc565b5f5b945050505050610bdf565b505b612fdc8260010154828560060154613aa9565b612fec5760029350505050610bdf565b50600195945050505050565b83545f9060ff1661300a57505f611c22565b82151584151514613022578460010154821115611c1f565b506001909301549092101592915050565b5f8361304157818310611c22565b5010919050565b6001600160a01b0382165f908152600c60205260409020548181101561309a5760405163fe385ced60e01b81526001600160a01b0384166004820152602481018390526044810182905260640161092f565b6130a48282614f36565b6001600160a01b0384165f908152600c6020526040812091909155600d80548492906130d1908490614f36565b9091555050505050565b5f620186a0836130ef5784606001516130f5565b84604001515b6130ff9084614ee5565b6131099190614f23565b90505f811180156131a45750604051636b277e3760e01b81526001600160a01b0386811660048301525f917f000000000000000000000000000000000000000000000000000000000000000090911690636b277e3790602401602060405180830381865afa15801561317d573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906131a19190614eba565b14155b15611c2257620186a07f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635426d32a6040518163ffffffff1660e01b8152600401602060405180830381865afa158015613209573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061322d9190614eba565b6132379083614ee5565b6132419190614f23565b611c1f9082614f36565b61329a604051806101400160405280606081526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b6040516314430e9160e11b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906328861d22906024015f60405180830381865afa1580156132fc573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526133239190810190614fbf565b8051519091505f0361334b57604051634cba20ef60e01b81526004810183905260240161092f565b8060200151612af257604051632385d16560e11b81526004810183905260240161092f565b8261010001518210156133a757610100830151604051635a95ce8f60e01b815261092f918491600401918252602082015260400190565b818110156133d25760405163e3835a2760e01b8152600481018290526024810183905260440161092f565b5f826133e1620186a084614ee5565b6133eb9190614f23565b9050836101200151811115610f1f57610120840151604051633b7b1e4b60e01b815261092f918391600401918252602082015260400190565b5f848152600b602052604081209084613441578160010154613444565b81545b90505f85613456578360a0015161345c565b83608001515b9050806134698684614efc565b11156134a857604051630386629d60e21b815260048101889052861515602482015260448101839052606481018690526084810182905260a40161092f565b50505050505050565b5f61280c8383613b86565b805f036134c7575050565b6001600160a01b0382165f90815260126020526040812080548392906134ee908490614efc565b90915550506040518181526001600160a01b038316907f57b31d08aad1b08f38687f5d1a07c24f3c09768a493b5b11f4de021a3ac6fbb99060200160405180910390a25050565b5f5f60205f8451602086015f885af180613554576040513d5f823e3d81fd5b50505f513d9150811561356b578060011415613578565b6001600160a01b0384163b155b15610f1f57604051635274afe760e01b81526001600160a01b038516600482015260240161092f565b6060815f018054806020026020016040519081016040528092919081815260200182805480156135ee57602002820191905f5260205f20905b8154815260200190600101908083116135da575b50505050509050919050565b6001600160a01b0382165f908152600c602052604081208054839290613621908490614efc565b9250508190555080600d5f8282546136399190614efc565b90915550505050565b5f8281526005602090815260408083206006909252909120815460ff1615613672576136728383600301546134bc565b805460ff161561368a5761368a8382600301546134bc565b5050505f908152600560209081526040808320805460ff1990811682556001808301869055600280840187905560039384018790556006909552928520805490911681559182018490559181018390550155565b5f61280c8383613bd2565b5f5f5f6136f68585612e45565b5f86815260046020526040812091925082600381111561371857613718614ce6565b0361372a575f5f935093505050613876565b600382600381111561373e5761373e614ce6565b0361375f57805462ff0000191662010000179055505f915060019050613876565b60088101549350600282600381111561377a5761377a614ce6565b03613865575f80825460ff16600481111561379757613797614ce6565b5f8981526003602052604081206001810154600290910154600687015494909314945090926137c99260ff1690613aa9565b15905061385788826138285783613802576040518060400160405280600a815260200169756e66696c6c61626c6560b01b815250612b46565b60405180604001604052806008815260200167736c69707061676560c01b815250612b46565b6040518060400160405280601181526020017006f70656e20696e7465726573742063617607c1b815250612b46565b506001935061387692505050565b61386f8686613cbc565b5060019150505b9250929050565b5f82815260036020818152604080842060078084528286208351608081018552815460ff811615158252600183018054838901526002840180549784019788529884018054606085019081528d8c529590985260ff19909116909255908790559486905594909255925192519091901580159061390e57506002820154604082015161390e9160ff16908690613033565b1561398d57847f13ff53e385d681e211988ec1b15576ca0b78b3c8688848659414d737ef28a75585836040015160405161397e9291909182526020820152606060408201819052601490820152731c1c9a58d94818995e5bdb9908185b1b1bddd95960621b608082015260a00190565b60405180910390a25050610bdf565b6139b68583600301548360200151116139aa5782602001516139b0565b83600301545b86613e70565b505092915050565b5f5f836139d7575f8581526006602052604090206139e5565b5f8581526005602052604090205b5f868152600360208190526040822060028401549181015493945092620186a091613a0f91614ee5565b613a199190614f23565b9050801580613a2e5750620186a08360020154145b15613a3a575060038101545b600383018054845460ff191685555f9091556040805188151581526020810188905290810183905290945087907ff2de18ed99b45d7f3c9455b97f2899d0c35120ece3aa3dbd7e7951a1f1a0e0609060600160405180910390a2613a9f878287613e70565b5050509392505050565b6040516314430e9160e11b8152600481018490525f9081906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906328861d22906024015f60405180830381865afa158015613b0f573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052613b369190810190614fbf565b5f868152600b6020526040812091925085613b55578160010154613b58565b81545b905085613b69578260a00151613b6f565b82608001515b613b798683614efc565b1115979650505050505050565b5f818152600183016020526040812054613bcb57508154600181810184555f848152602080822090930184905584548482528286019093526040902091909155610bdf565b505f610bdf565b5f8181526001830160205260408120548015613cac575f613bf4600183614f36565b85549091505f90613c0790600190614f36565b9050808214613c66575f865f018281548110613c2557613c25615124565b905f5260205f200154905080875f018481548110613c4557613c45615124565b5f918252602080832090910192909255918252600188019052604090208390555b8554869080613c7757613c776151c5565b600190038181905f5260205f20015f90559055856001015f8681526020019081526020015f205f905560019350505050610bdf565b5f915050610bdf565b5092915050565b5f82815260036020908152604080832060049092529091206001820154613ce290614286565b60018201545f908152600b602052604090206006808301546003850155600580840154600486015584018590556002808301549185019190915583015460ff16613d30578060040154613d36565b80600301545b6007840155426009840155600283015460ff1615613d6f578160060154815f015f828254613d649190614efc565b90915550613d8c9050565b8160060154816001015f828254613d869190614efc565b90915550505b815461ff00191661020017825560078201546005830154613dad9190614efc565b60115f828254613dbd9190614f36565b90915550506005820154601080545f90613dd8908490614efc565b909155505060088301546007830154613dfe9187916001600160a01b0390911690614368565b82546006830154600584015460078501546040516001600160a01b039094169389937fe80a6b78f88f08b92cac13fc3aa5b23cf4753f8fb8bd85e4b356b670634f77f793613e61938b845260208401929092526040830152606082015260800190565b60405180910390a35050505050565b5f8381526003602052604090206001810154613e8b90614286565b613e9484614499565b5f81600301548414613ec4578160030154848360040154613eb59190614ee5565b613ebf9190614f23565b613eca565b81600401545b600283015460058401549192505f91613ee99160ff16908790876146b1565b835460018501546040516314430e9160e11b81529293505f92613f9c926001600160a01b03908116927f0000000000000000000000000000000000000000000000000000000000000000909116916328861d2291613f4d9160040190815260200190565b5f60405180830381865afa158015613f67573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052613f8e9190810190614fbf565b600287015460ff16896130db565b90505f5f8313613fac575f613fae565b825b9050600e54811115613fbf5750600e545b5f5f8412613fcd575f613fd6565b613fd6846151d9565b905081600e5f828254613fe99190614f36565b909155505f9050613ffa8387614efc565b90505f81851061400a578161400c565b845b90506140188183614f36565b91505f828410614028578261402a565b835b90506140368184614f36565b925080600e5f8282546140499190614efc565b90915550506008890154614068908d906001600160a01b031684614368565b885461407d906001600160a01b0316846135fa565b8760105f82825461408e9190614f36565b9250508190555087896004015f8282546140a89190614f36565b925050819055508a896003015f8282546140c29190614f36565b90915550504260098a015560018901545f908152600b6020526040902060028a015460ff1615614109578b815f015f8282546140fe9190614f36565b909155506141229050565b8b816001015f82825461411c9190614f36565b90915550505b8954604080518d8152602081018f90529081018a905260608101859052608081018690526001600160a01b03909116908e907fe684ec4fbc3c3ad9bff9805beead79d753052a816a31275c7fdc94364ff8e66b9060a00160405180910390a389600301545f036142775760048a0154156141d157896004015460105f8282546141ab9190614f36565b9091555050895460048b01546141ca916001600160a01b0316906135fa565b5f60048b01555b89546141e7908e906001600160a01b0316613642565b5f8d8152600760209081526040808320805460ff1916815560018101849055600281018490556003018390558c546001600160a01b0316835260089091529020614231908e6136de565b5061423d60098e6136de565b5089546040516001600160a01b03909116908e907fcefaf961c5013063cf501ffd9f9382e9b9c4b15741ad032fe93d7e9c7c733b22905f90a35b50505050505050505050505050565b5f818152600b60205260409020600581018054429091558015806142a957504281145b156142b357505050565b5f6142be8242614f36565b90505f5f5f6142cc87610a68565b91945092509050610e106142e085856150ae565b6142ea91906150dd565b866002015f8282546142fc91906151f3565b90915550610e10905061430f8584614ee5565b6143199190614f23565b866003015f82825461432b9190614efc565b90915550610e10905061433e8583614ee5565b6143489190614f23565b866004015f82825461435a9190614efc565b909155505050505050505050565b5f6001600160a01b0383161580159061438057505f82115b1561447457620186a07f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663a23d00b16040518163ffffffff1660e01b8152600401602060405180830381865afa1580156143e5573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906144099190614eba565b6144139084614ee5565b61441d9190614f23565b905080156144745761442f83826135fa565b83836001600160a01b03167f307467eaab72db5e0de08cf4d437762923af7f0de59469fcd5917801425249098360405161446b91815260200190565b60405180910390a35b61447e8183614f36565b600f5f82825461448e9190614efc565b909155505050505050565b5f81815260036020908152604080832060018101548452600b909252822060028201549192909160ff166144d15781600401546144d7565b81600301545b90505f670de0b6b3a76400008460070154836144f39190614f36565b85600301546145029190614ee5565b61450c9190614f23565b90505f670de0b6b3a76400008560060154856002015461452c919061508f565b866003015461453b91906150ae565b61454591906150dd565b600286015490915060ff166145605761455d816151d9565b90505b60078501839055600284015460068601555f61457c82846151f3565b90505f8113156145ef575f8660040154821061459c57866004015461459e565b815b905080876004015f8282546145b39190614f36565b925050819055508060105f8282546145cb9190614f36565b9250508190555080600e5f8282546145e39190614efc565b90915550614667915050565b5f811215614667575f600e5482614605906151d9565b1061461257600e5461461b565b61461b826151d9565b905080876004015f8282546146309190614efc565b925050819055508060105f8282546146489190614efc565b9250508190555080600e5f8282546146609190614f36565b9091555050505b80156134a857604080518481526020810184905288917fdc131ff50e58f3423f13fb9786458da88b19339577c718bd4f5e6d1005635a2a910160405180910390a250505050505050565b5f8282036146c057505f611c22565b5f8383116146d7576146d28385614f36565b6146e1565b6146e18484614f36565b90505f846146ef8388614ee5565b6146f99190614f23565b90505f876147095785851061470d565b8585115b9050806147225761471d826151d9565b614724565b815b98975050505050505050565b604080516101808101909152805f81526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b8015158114610a65575f5ffd5b8035612af281614788565b803560ff81168114612af2575f5ffd5b634e487b7160e01b5f52604160045260245ffd5b60405161014081016001600160401b03811182821017156147e7576147e76147b0565b60405290565b604051601f8201601f191681016001600160401b0381118282101715614815576148156147b0565b604052919050565b5f6001600160401b03821115614835576148356147b0565b5060051b60200190565b5f82601f83011261484e575f5ffd5b813561486161485c8261481d565b6147ed565b8082825260208201915060208360051b860101925085831115614882575f5ffd5b602085015b8381101561489f578035835260209283019201614887565b5095945050505050565b80356001600160a01b0381168114612af2575f5ffd5b5f82601f8301126148ce575f5ffd5b81356148dc61485c8261481d565b8082825260208201915060208360051b8601019250858311156148fd575f5ffd5b602085015b8381101561489f57803561491581614788565b835260209283019201614902565b5f5f5f5f5f5f5f5f610100898b03121561493b575f5ffd5b8835975061494b60208a01614795565b965061495960408a016147a0565b955060608901356001600160401b03811115614973575f5ffd5b61497f8b828c0161483f565b95505061498e60808a016148a9565b935060a08901356001600160401b038111156149a8575f5ffd5b6149b48b828c016148bf565b93505060c08901356001600160401b038111156149cf575f5ffd5b6149db8b828c0161483f565b92505060e08901356001600160401b038111156149f6575f5ffd5b614a028b828c0161483f565b9150509295985092959890939650565b5f60208284031215614a22575f5ffd5b61280c826148a9565b5f60208284031215614a3b575f5ffd5b5035919050565b5f8151808452602084019350602083015f5b82811015614a72578151865260209586019590910190600101614a54565b5093949350505050565b602081525f61280c6020830184614a42565b5f5f60408385031215614a9f575f5ffd5b614aa8836148a9565b946020939093013593505050565b81511515815260208083015190820152604080830151908201526060808301519082015260808101610bdf565b5f5f5f5f60808587031215614af6575f5ffd5b8435935060208501356001600160401b03811115614b12575f5ffd5b614b1e878288016148bf565b93505060408501356001600160401b03811115614b39575f5ffd5b614b458782880161483f565b92505060608501356001600160401b03811115614b60575f5ffd5b614b6c8782880161483f565b91505092959194509250565b5f5f5f60608486031215614b8a575f5ffd5b614b93846148a9565b9250614ba1602085016148a9565b929592945050506040919091013590565b8251151581526020808401518183015260408085015181840152606080860151818501528451151560808501529184015160a084015283015160c083015282015160e0820152610100810161280c565b5f5f60208385031215614c13575f5ffd5b82356001600160401b03811115614c28575f5ffd5b8301601f81018513614c38575f5ffd5b80356001600160401b03811115614c4d575f5ffd5b8560208260051b8401011115614c61575f5ffd5b6020919091019590945092505050565b5f5f5f5f5f60a08688031215614c85575f5ffd5b853594506020860135614c9781614788565b9350614ca5604087016147a0565b925060608601356001600160401b03811115614cbf575f5ffd5b614ccb8882890161483f565b925050614cda608087016148a9565b90509295509295909350565b634e487b7160e01b5f52602160045260245ffd5b60058110614d0a57614d0a614ce6565b9052565b60048110614d0a57614d0a614ce6565b5f61018082019050614d31828451614cfa565b6020830151614d436020840182614d0e565b506040830151614d57604084018215159052565b50606083015160608301526080830151608083015260a083015160a083015260c083015160c083015260e083015160e083015261010083015161010083015261012083015161012083015261014083015161014083015261016083015161016083015292915050565b5f5f5f60608486031215614dd2575f5ffd5b505081359360208301359350604090920135919050565b81516001600160a01b031681526101408101602083015160208301526040830151614e18604084018215159052565b50606083015160608301526080830151608083015260a083015160a083015260c083015160c083015260e083015160e0830152610100830151614e676101008401826001600160a01b03169052565b5061012092830151919092015290565b5f5f5f5f60808587031215614e8a575f5ffd5b614e93856148a9565b9350602085013592506040850135614eaa81614788565b9396929550929360600135925050565b5f60208284031215614eca575f5ffd5b5051919050565b634e487b7160e01b5f52601160045260245ffd5b8082028115828204841417610bdf57610bdf614ed1565b80820180821115610bdf57610bdf614ed1565b634e487b7160e01b5f52601260045260245ffd5b5f82614f3157614f31614f0f565b500490565b81810381811115610bdf57610bdf614ed1565b5f82601f830112614f58575f5ffd5b81516001600160401b03811115614f7157614f716147b0565b614f84601f8201601f19166020016147ed565b818152846020838601011115614f98575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b8051612af281614788565b5f60208284031215614fcf575f5ffd5b81516001600160401b03811115614fe4575f5ffd5b82016101408185031215614ff6575f5ffd5b614ffe6147c4565b81516001600160401b03811115615013575f5ffd5b61501f86828501614f49565b82525061502e60208301614fb4565b602082015260408281015190820152606080830151908201526080808301519082015260a0808301519082015260c0808301519082015260e08083015190820152610100808301519082015261012091820151918101919091529392505050565b8181035f831280158383131683831282161715613cb557613cb5614ed1565b8082025f8212600160ff1b841416156150c9576150c9614ed1565b8181058314821517610bdf57610bdf614ed1565b5f826150eb576150eb614f0f565b600160ff1b82145f198414161561510457615104614ed1565b500590565b5f60208284031215615119575f5ffd5b815161280c81614788565b634e487b7160e01b5f52603260045260245ffd5b5f6001820161514957615149614ed1565b5060010190565b84151581526151626020820185614cfa565b608060408201525f6151776080830185614a42565b905060018060a01b038316606083015295945050505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b634e487b7160e01b5f52603160045260245ffd5b5f600160ff1b82016151ed576151ed614ed1565b505f0390565b8082018281125f8312801582168215821617156139b6576139b6614ed156",
}

// Vault is an auto generated Go binding around an Ethereum contract.
type Vault struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *Vault) GetABI() abi.ABI {
	return c.abi
}

// NewVault creates a new instance of Vault.
func NewVault() *Vault {
	parsed, err := VaultMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &Vault{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *Vault) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address owner_, address stable_, address settings_, address oracle_, address referrals_) returns()
func (vault *Vault) PackConstructor(owner_ common.Address, stable_ common.Address, settings_ common.Address, oracle_ common.Address, referrals_ common.Address) []byte {
	enc, err := vault.abi.Pack("", owner_, stable_, settings_, oracle_, referrals_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackBASISPOINTSDIVISOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x126082cf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function BASIS_POINTS_DIVISOR() view returns(uint256)
func (vault *Vault) PackBASISPOINTSDIVISOR() []byte {
	enc, err := vault.abi.Pack("BASIS_POINTS_DIVISOR")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBASISPOINTSDIVISOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x126082cf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function BASIS_POINTS_DIVISOR() view returns(uint256)
func (vault *Vault) TryPackBASISPOINTSDIVISOR() ([]byte, error) {
	return vault.abi.Pack("BASIS_POINTS_DIVISOR")
}

// UnpackBASISPOINTSDIVISOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x126082cf.
//
// Solidity: function BASIS_POINTS_DIVISOR() view returns(uint256)
func (vault *Vault) UnpackBASISPOINTSDIVISOR(data []byte) (*big.Int, error) {
	out, err := vault.abi.Unpack("BASIS_POINTS_DIVISOR", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCLOSEALL is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x192b46e8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function CLOSE_ALL() view returns(uint256)
func (vault *Vault) PackCLOSEALL() []byte {
	enc, err := vault.abi.Pack("CLOSE_ALL")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCLOSEALL is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x192b46e8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function CLOSE_ALL() view returns(uint256)
func (vault *Vault) TryPackCLOSEALL() ([]byte, error) {
	return vault.abi.Pack("CLOSE_ALL")
}

// UnpackCLOSEALL is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x192b46e8.
//
// Solidity: function CLOSE_ALL() view returns(uint256)
func (vault *Vault) UnpackCLOSEALL(data []byte) (*big.Int, error) {
	out, err := vault.abi.Unpack("CLOSE_ALL", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXTRIGGERS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc96ba89d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_TRIGGERS() view returns(uint256)
func (vault *Vault) PackMAXTRIGGERS() []byte {
	enc, err := vault.abi.Pack("MAX_TRIGGERS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXTRIGGERS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc96ba89d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_TRIGGERS() view returns(uint256)
func (vault *Vault) TryPackMAXTRIGGERS() ([]byte, error) {
	return vault.abi.Pack("MAX_TRIGGERS")
}

// UnpackMAXTRIGGERS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc96ba89d.
//
// Solidity: function MAX_TRIGGERS() view returns(uint256)
func (vault *Vault) UnpackMAXTRIGGERS(data []byte) (*big.Int, error) {
	out, err := vault.abi.Unpack("MAX_TRIGGERS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPRICEPRECISION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95082d25.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PRICE_PRECISION() view returns(uint256)
func (vault *Vault) PackPRICEPRECISION() []byte {
	enc, err := vault.abi.Pack("PRICE_PRECISION")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPRICEPRECISION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95082d25.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PRICE_PRECISION() view returns(uint256)
func (vault *Vault) TryPackPRICEPRECISION() ([]byte, error) {
	return vault.abi.Pack("PRICE_PRECISION")
}

// UnpackPRICEPRECISION is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95082d25.
//
// Solidity: function PRICE_PRECISION() view returns(uint256)
func (vault *Vault) UnpackPRICEPRECISION(data []byte) (*big.Int, error) {
	out, err := vault.abi.Unpack("PRICE_PRECISION", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRATEPRECISION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2b3ba681.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function RATE_PRECISION() view returns(uint256)
func (vault *Vault) PackRATEPRECISION() []byte {
	enc, err := vault.abi.Pack("RATE_PRECISION")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRATEPRECISION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2b3ba681.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function RATE_PRECISION() view returns(uint256)
func (vault *Vault) TryPackRATEPRECISION() ([]byte, error) {
	return vault.abi.Pack("RATE_PRECISION")
}

// UnpackRATEPRECISION is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2b3ba681.
//
// Solidity: function RATE_PRECISION() view returns(uint256)
func (vault *Vault) UnpackRATEPRECISION(data []byte) (*big.Int, error) {
	out, err := vault.abi.Unpack("RATE_PRECISION", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAccountPositionIds is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1c538f1b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function accountPositionIds(address account) view returns(uint256[])
func (vault *Vault) PackAccountPositionIds(account common.Address) []byte {
	enc, err := vault.abi.Pack("accountPositionIds", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAccountPositionIds is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1c538f1b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function accountPositionIds(address account) view returns(uint256[])
func (vault *Vault) TryPackAccountPositionIds(account common.Address) ([]byte, error) {
	return vault.abi.Pack("accountPositionIds", account)
}

// UnpackAccountPositionIds is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1c538f1b.
//
// Solidity: function accountPositionIds(address account) view returns(uint256[])
func (vault *Vault) UnpackAccountPositionIds(data []byte) ([]*big.Int, error) {
	out, err := vault.abi.Unpack("accountPositionIds", data)
	if err != nil {
		return *new([]*big.Int), err
	}
	out0 := *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	return out0, nil
}

// PackActiveIds is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb198ce46.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function activeIds() view returns(uint256[])
func (vault *Vault) PackActiveIds() []byte {
	enc, err := vault.abi.Pack("activeIds")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackActiveIds is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb198ce46.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function activeIds() view returns(uint256[])
func (vault *Vault) TryPackActiveIds() ([]byte, error) {
	return vault.abi.Pack("activeIds")
}

// UnpackActiveIds is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb198ce46.
//
// Solidity: function activeIds() view returns(uint256[])
func (vault *Vault) UnpackActiveIds(data []byte) ([]*big.Int, error) {
	out, err := vault.abi.Unpack("activeIds", data)
	if err != nil {
		return *new([]*big.Int), err
	}
	out0 := *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	return out0, nil
}

// PackAddLiquidity is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51c6590a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function addLiquidity(uint256 amount) returns()
func (vault *Vault) PackAddLiquidity(amount *big.Int) []byte {
	enc, err := vault.abi.Pack("addLiquidity", amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAddLiquidity is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51c6590a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function addLiquidity(uint256 amount) returns()
func (vault *Vault) TryPackAddLiquidity(amount *big.Int) ([]byte, error) {
	return vault.abi.Pack("addLiquidity", amount)
}

// PackAddTPSL is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x59dfabd4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function addTPSL(uint256 _posId, bool[] _isTPs, uint256[] _prices, uint256[] _amountPercents) payable returns()
func (vault *Vault) PackAddTPSL(posId *big.Int, isTPs []bool, prices []*big.Int, amountPercents []*big.Int) []byte {
	enc, err := vault.abi.Pack("addTPSL", posId, isTPs, prices, amountPercents)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAddTPSL is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x59dfabd4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function addTPSL(uint256 _posId, bool[] _isTPs, uint256[] _prices, uint256[] _amountPercents) payable returns()
func (vault *Vault) TryPackAddTPSL(posId *big.Int, isTPs []bool, prices []*big.Int, amountPercents []*big.Int) ([]byte, error) {
	return vault.abi.Pack("addTPSL", posId, isTPs, prices, amountPercents)
}

// PackCancelPendingOrder is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8b50fde7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function cancelPendingOrder(uint256 _posId) returns()
func (vault *Vault) PackCancelPendingOrder(posId *big.Int) []byte {
	enc, err := vault.abi.Pack("cancelPendingOrder", posId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCancelPendingOrder is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8b50fde7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function cancelPendingOrder(uint256 _posId) returns()
func (vault *Vault) TryPackCancelPendingOrder(posId *big.Int) ([]byte, error) {
	return vault.abi.Pack("cancelPendingOrder", posId)
}

// PackClaimRefunds is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3a45e6fd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claimRefunds() returns()
func (vault *Vault) PackClaimRefunds() []byte {
	enc, err := vault.abi.Pack("claimRefunds")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaimRefunds is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3a45e6fd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claimRefunds() returns()
func (vault *Vault) TryPackClaimRefunds() ([]byte, error) {
	return vault.abi.Pack("claimRefunds")
}

// PackCurrentRates is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1b0240ec.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function currentRates(uint256 tokenId) view returns(int256 fundingRate, uint256 borrowRateLong, uint256 borrowRateShort)
func (vault *Vault) PackCurrentRates(tokenId *big.Int) []byte {
	enc, err := vault.abi.Pack("currentRates", tokenId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCurrentRates is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1b0240ec.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function currentRates(uint256 tokenId) view returns(int256 fundingRate, uint256 borrowRateLong, uint256 borrowRateShort)
func (vault *Vault) TryPackCurrentRates(tokenId *big.Int) ([]byte, error) {
	return vault.abi.Pack("currentRates", tokenId)
}

// CurrentRatesOutput serves as a container for the return parameters of contract
// method CurrentRates.
type CurrentRatesOutput struct {
	FundingRate     *big.Int
	BorrowRateLong  *big.Int
	BorrowRateShort *big.Int
}

// UnpackCurrentRates is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1b0240ec.
//
// Solidity: function currentRates(uint256 tokenId) view returns(int256 fundingRate, uint256 borrowRateLong, uint256 borrowRateShort)
func (vault *Vault) UnpackCurrentRates(data []byte) (CurrentRatesOutput, error) {
	out, err := vault.abi.Unpack("currentRates", data)
	outstruct := new(CurrentRatesOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.FundingRate = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.BorrowRateLong = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.BorrowRateShort = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackDecreasePosition is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xda36992a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decreasePosition(uint256 _sizeDelta, uint256 _allowedPrice, uint256 _posId) payable returns()
func (vault *Vault) PackDecreasePosition(sizeDelta *big.Int, allowedPrice *big.Int, posId *big.Int) []byte {
	enc, err := vault.abi.Pack("decreasePosition", sizeDelta, allowedPrice, posId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecreasePosition is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xda36992a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decreasePosition(uint256 _sizeDelta, uint256 _allowedPrice, uint256 _posId) payable returns()
func (vault *Vault) TryPackDecreasePosition(sizeDelta *big.Int, allowedPrice *big.Int, posId *big.Int) ([]byte, error) {
	return vault.abi.Pack("decreasePosition", sizeDelta, allowedPrice, posId)
}

// PackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8340f549.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deposit(address _account, address _token, uint256 _amount) returns()
func (vault *Vault) PackDeposit(account common.Address, token common.Address, amount *big.Int) []byte {
	enc, err := vault.abi.Pack("deposit", account, token, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8340f549.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deposit(address _account, address _token, uint256 _amount) returns()
func (vault *Vault) TryPackDeposit(account common.Address, token common.Address, amount *big.Int) ([]byte, error) {
	return vault.abi.Pack("deposit", account, token, amount)
}

// PackDepositSelf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1cc75b88.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function depositSelf(address _token, uint256 _amount) returns()
func (vault *Vault) PackDepositSelf(token common.Address, amount *big.Int) []byte {
	enc, err := vault.abi.Pack("depositSelf", token, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDepositSelf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1cc75b88.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function depositSelf(address _token, uint256 _amount) returns()
func (vault *Vault) TryPackDepositSelf(token common.Address, amount *big.Int) ([]byte, error) {
	return vault.abi.Pack("depositSelf", token, amount)
}

// PackExecutable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc219a785.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function executable(uint256 posId) view returns(bool)
func (vault *Vault) PackExecutable(posId *big.Int) []byte {
	enc, err := vault.abi.Pack("executable", posId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecutable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc219a785.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function executable(uint256 posId) view returns(bool)
func (vault *Vault) TryPackExecutable(posId *big.Int) ([]byte, error) {
	return vault.abi.Pack("executable", posId)
}

// UnpackExecutable is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc219a785.
//
// Solidity: function executable(uint256 posId) view returns(bool)
func (vault *Vault) UnpackExecutable(data []byte) (bool, error) {
	out, err := vault.abi.Unpack("executable", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackExecute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8ef16cd9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function execute(uint256[] posIds) returns(uint256 done)
func (vault *Vault) PackExecute(posIds []*big.Int) []byte {
	enc, err := vault.abi.Pack("execute", posIds)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8ef16cd9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function execute(uint256[] posIds) returns(uint256 done)
func (vault *Vault) TryPackExecute(posIds []*big.Int) ([]byte, error) {
	return vault.abi.Pack("execute", posIds)
}

// UnpackExecute is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8ef16cd9.
//
// Solidity: function execute(uint256[] posIds) returns(uint256 done)
func (vault *Vault) UnpackExecute(data []byte) (*big.Int, error) {
	out, err := vault.abi.Unpack("execute", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackFeeReserve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x789ff0e1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feeReserve() view returns(uint256)
func (vault *Vault) PackFeeReserve() []byte {
	enc, err := vault.abi.Pack("feeReserve")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeeReserve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x789ff0e1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feeReserve() view returns(uint256)
func (vault *Vault) TryPackFeeReserve() ([]byte, error) {
	return vault.abi.Pack("feeReserve")
}

// UnpackFeeReserve is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x789ff0e1.
//
// Solidity: function feeReserve() view returns(uint256)
func (vault *Vault) UnpackFeeReserve(data []byte) (*big.Int, error) {
	out, err := vault.abi.Unpack("feeReserve", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetDecrease is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2efc28f6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getDecrease(uint256 posId) view returns((bool,uint256,uint256,uint256))
func (vault *Vault) PackGetDecrease(posId *big.Int) []byte {
	enc, err := vault.abi.Pack("getDecrease", posId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetDecrease is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2efc28f6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getDecrease(uint256 posId) view returns((bool,uint256,uint256,uint256))
func (vault *Vault) TryPackGetDecrease(posId *big.Int) ([]byte, error) {
	return vault.abi.Pack("getDecrease", posId)
}

// UnpackGetDecrease is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2efc28f6.
//
// Solidity: function getDecrease(uint256 posId) view returns((bool,uint256,uint256,uint256))
func (vault *Vault) UnpackGetDecrease(data []byte) (IVaultDecreaseRequest, error) {
	out, err := vault.abi.Unpack("getDecrease", data)
	if err != nil {
		return *new(IVaultDecreaseRequest), err
	}
	out0 := *abi.ConvertType(out[0], new(IVaultDecreaseRequest)).(*IVaultDecreaseRequest)
	return out0, nil
}

// PackGetMarketState is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x88b1f1c3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getMarketState(uint256 tokenId) view returns((uint256,uint256,int256,uint256,uint256,uint256))
func (vault *Vault) PackGetMarketState(tokenId *big.Int) []byte {
	enc, err := vault.abi.Pack("getMarketState", tokenId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetMarketState is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x88b1f1c3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getMarketState(uint256 tokenId) view returns((uint256,uint256,int256,uint256,uint256,uint256))
func (vault *Vault) TryPackGetMarketState(tokenId *big.Int) ([]byte, error) {
	return vault.abi.Pack("getMarketState", tokenId)
}

// UnpackGetMarketState is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x88b1f1c3.
//
// Solidity: function getMarketState(uint256 tokenId) view returns((uint256,uint256,int256,uint256,uint256,uint256))
func (vault *Vault) UnpackGetMarketState(data []byte) (VaultMarketState, error) {
	out, err := vault.abi.Unpack("getMarketState", data)
	if err != nil {
		return *new(VaultMarketState), err
	}
	out0 := *abi.ConvertType(out[0], new(VaultMarketState)).(*VaultMarketState)
	return out0, nil
}

// PackGetOrder is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd09ef241.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getOrder(uint256 posId) view returns((uint8,uint8,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256))
func (vault *Vault) PackGetOrder(posId *big.Int) []byte {
	enc, err := vault.abi.Pack("getOrder", posId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetOrder is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd09ef241.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getOrder(uint256 posId) view returns((uint8,uint8,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256))
func (vault *Vault) TryPackGetOrder(posId *big.Int) ([]byte, error) {
	return vault.abi.Pack("getOrder", posId)
}

// UnpackGetOrder is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd09ef241.
//
// Solidity: function getOrder(uint256 posId) view returns((uint8,uint8,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256))
func (vault *Vault) UnpackGetOrder(data []byte) (IVaultOrder, error) {
	out, err := vault.abi.Unpack("getOrder", data)
	if err != nil {
		return *new(IVaultOrder), err
	}
	out0 := *abi.ConvertType(out[0], new(IVaultOrder)).(*IVaultOrder)
	return out0, nil
}

// PackGetPosition is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeb02c301.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getPosition(uint256 posId) view returns((address,uint256,bool,uint256,uint256,uint256,int256,uint256,address,uint256))
func (vault *Vault) PackGetPosition(posId *big.Int) []byte {
	enc, err := vault.abi.Pack("getPosition", posId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetPosition is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeb02c301.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getPosition(uint256 posId) view returns((address,uint256,bool,uint256,uint256,uint256,int256,uint256,address,uint256))
func (vault *Vault) TryPackGetPosition(posId *big.Int) ([]byte, error) {
	return vault.abi.Pack("getPosition", posId)
}

// UnpackGetPosition is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xeb02c301.
//
// Solidity: function getPosition(uint256 posId) view returns((address,uint256,bool,uint256,uint256,uint256,int256,uint256,address,uint256))
func (vault *Vault) UnpackGetPosition(data []byte) (IVaultPosition, error) {
	out, err := vault.abi.Unpack("getPosition", data)
	if err != nil {
		return *new(IVaultPosition), err
	}
	out0 := *abi.ConvertType(out[0], new(IVaultPosition)).(*IVaultPosition)
	return out0, nil
}

// PackGetTriggers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x88eb4a1f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getTriggers(uint256 posId) view returns((bool,uint256,uint256,uint256) takeProfit, (bool,uint256,uint256,uint256) stopLoss)
func (vault *Vault) PackGetTriggers(posId *big.Int) []byte {
	enc, err := vault.abi.Pack("getTriggers", posId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetTriggers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x88eb4a1f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getTriggers(uint256 posId) view returns((bool,uint256,uint256,uint256) takeProfit, (bool,uint256,uint256,uint256) stopLoss)
func (vault *Vault) TryPackGetTriggers(posId *big.Int) ([]byte, error) {
	return vault.abi.Pack("getTriggers", posId)
}

// GetTriggersOutput serves as a container for the return parameters of contract
// method GetTriggers.
type GetTriggersOutput struct {
	TakeProfit IVaultTrigger
	StopLoss   IVaultTrigger
}

// UnpackGetTriggers is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x88eb4a1f.
//
// Solidity: function getTriggers(uint256 posId) view returns((bool,uint256,uint256,uint256) takeProfit, (bool,uint256,uint256,uint256) stopLoss)
func (vault *Vault) UnpackGetTriggers(data []byte) (GetTriggersOutput, error) {
	out, err := vault.abi.Unpack("getTriggers", data)
	outstruct := new(GetTriggersOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.TakeProfit = *abi.ConvertType(out[0], new(IVaultTrigger)).(*IVaultTrigger)
	outstruct.StopLoss = *abi.ConvertType(out[1], new(IVaultTrigger)).(*IVaultTrigger)
	return *outstruct, nil
}

// PackLastPosId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdf2cf170.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lastPosId() view returns(uint256)
func (vault *Vault) PackLastPosId() []byte {
	enc, err := vault.abi.Pack("lastPosId")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLastPosId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdf2cf170.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lastPosId() view returns(uint256)
func (vault *Vault) TryPackLastPosId() ([]byte, error) {
	return vault.abi.Pack("lastPosId")
}

// UnpackLastPosId is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdf2cf170.
//
// Solidity: function lastPosId() view returns(uint256)
func (vault *Vault) UnpackLastPosId(data []byte) (*big.Int, error) {
	out, err := vault.abi.Unpack("lastPosId", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMarginBalance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf1d74c03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function marginBalance(address ) view returns(uint256)
func (vault *Vault) PackMarginBalance(arg0 common.Address) []byte {
	enc, err := vault.abi.Pack("marginBalance", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMarginBalance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf1d74c03.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function marginBalance(address ) view returns(uint256)
func (vault *Vault) TryPackMarginBalance(arg0 common.Address) ([]byte, error) {
	return vault.abi.Pack("marginBalance", arg0)
}

// UnpackMarginBalance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf1d74c03.
//
// Solidity: function marginBalance(address ) view returns(uint256)
func (vault *Vault) UnpackMarginBalance(data []byte) (*big.Int, error) {
	out, err := vault.abi.Unpack("marginBalance", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackNativeRefunds is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23987cb7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nativeRefunds(address ) view returns(uint256)
func (vault *Vault) PackNativeRefunds(arg0 common.Address) []byte {
	enc, err := vault.abi.Pack("nativeRefunds", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNativeRefunds is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23987cb7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nativeRefunds(address ) view returns(uint256)
func (vault *Vault) TryPackNativeRefunds(arg0 common.Address) ([]byte, error) {
	return vault.abi.Pack("nativeRefunds", arg0)
}

// UnpackNativeRefunds is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23987cb7.
//
// Solidity: function nativeRefunds(address ) view returns(uint256)
func (vault *Vault) UnpackNativeRefunds(data []byte) (*big.Int, error) {
	out, err := vault.abi.Unpack("nativeRefunds", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackNewPositionOrder is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcabf4709.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function newPositionOrder(uint256 _tokenId, bool _isLong, uint8 _orderType, uint256[] _params, address _refer) payable returns()
func (vault *Vault) PackNewPositionOrder(tokenId *big.Int, isLong bool, orderType uint8, params []*big.Int, refer common.Address) []byte {
	enc, err := vault.abi.Pack("newPositionOrder", tokenId, isLong, orderType, params, refer)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNewPositionOrder is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcabf4709.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function newPositionOrder(uint256 _tokenId, bool _isLong, uint8 _orderType, uint256[] _params, address _refer) payable returns()
func (vault *Vault) TryPackNewPositionOrder(tokenId *big.Int, isLong bool, orderType uint8, params []*big.Int, refer common.Address) ([]byte, error) {
	return vault.abi.Pack("newPositionOrder", tokenId, isLong, orderType, params, refer)
}

// PackNewPositionOrderWithTPSL is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x006c09e8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function newPositionOrderWithTPSL(uint256 _tokenId, bool _isLong, uint8 _orderType, uint256[] _params, address _refer, bool[] _isTPs, uint256[] _prices, uint256[] _amountPercents) payable returns()
func (vault *Vault) PackNewPositionOrderWithTPSL(tokenId *big.Int, isLong bool, orderType uint8, params []*big.Int, refer common.Address, isTPs []bool, prices []*big.Int, amountPercents []*big.Int) []byte {
	enc, err := vault.abi.Pack("newPositionOrderWithTPSL", tokenId, isLong, orderType, params, refer, isTPs, prices, amountPercents)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNewPositionOrderWithTPSL is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x006c09e8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function newPositionOrderWithTPSL(uint256 _tokenId, bool _isLong, uint8 _orderType, uint256[] _params, address _refer, bool[] _isTPs, uint256[] _prices, uint256[] _amountPercents) payable returns()
func (vault *Vault) TryPackNewPositionOrderWithTPSL(tokenId *big.Int, isLong bool, orderType uint8, params []*big.Int, refer common.Address, isTPs []bool, prices []*big.Int, amountPercents []*big.Int) ([]byte, error) {
	return vault.abi.Pack("newPositionOrderWithTPSL", tokenId, isLong, orderType, params, refer, isTPs, prices, amountPercents)
}

// PackOracle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7dc0d1d0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function oracle() view returns(address)
func (vault *Vault) PackOracle() []byte {
	enc, err := vault.abi.Pack("oracle")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOracle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7dc0d1d0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function oracle() view returns(address)
func (vault *Vault) TryPackOracle() ([]byte, error) {
	return vault.abi.Pack("oracle")
}

// UnpackOracle is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7dc0d1d0.
//
// Solidity: function oracle() view returns(address)
func (vault *Vault) UnpackOracle(data []byte) (common.Address, error) {
	out, err := vault.abi.Unpack("oracle", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (vault *Vault) PackOwner() []byte {
	enc, err := vault.abi.Pack("owner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owner() view returns(address)
func (vault *Vault) TryPackOwner() ([]byte, error) {
	return vault.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (vault *Vault) UnpackOwner(data []byte) (common.Address, error) {
	out, err := vault.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPoolAmount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa693600b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function poolAmount() view returns(uint256)
func (vault *Vault) PackPoolAmount() []byte {
	enc, err := vault.abi.Pack("poolAmount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPoolAmount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa693600b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function poolAmount() view returns(uint256)
func (vault *Vault) TryPackPoolAmount() ([]byte, error) {
	return vault.abi.Pack("poolAmount")
}

// UnpackPoolAmount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa693600b.
//
// Solidity: function poolAmount() view returns(uint256)
func (vault *Vault) UnpackPoolAmount(data []byte) (*big.Int, error) {
	out, err := vault.abi.Unpack("poolAmount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackReferrals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd3dc7539.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function referrals() view returns(address)
func (vault *Vault) PackReferrals() []byte {
	enc, err := vault.abi.Pack("referrals")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReferrals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd3dc7539.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function referrals() view returns(address)
func (vault *Vault) TryPackReferrals() ([]byte, error) {
	return vault.abi.Pack("referrals")
}

// UnpackReferrals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd3dc7539.
//
// Solidity: function referrals() view returns(address)
func (vault *Vault) UnpackReferrals(data []byte) (common.Address, error) {
	out, err := vault.abi.Unpack("referrals", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRemoveLiquidity is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa201ccf6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function removeLiquidity(address to, uint256 amount) returns()
func (vault *Vault) PackRemoveLiquidity(to common.Address, amount *big.Int) []byte {
	enc, err := vault.abi.Pack("removeLiquidity", to, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRemoveLiquidity is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa201ccf6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function removeLiquidity(address to, uint256 amount) returns()
func (vault *Vault) TryPackRemoveLiquidity(to common.Address, amount *big.Int) ([]byte, error) {
	return vault.abi.Pack("removeLiquidity", to, amount)
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (vault *Vault) PackRenounceOwnership() []byte {
	enc, err := vault.abi.Pack("renounceOwnership")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renounceOwnership() returns()
func (vault *Vault) TryPackRenounceOwnership() ([]byte, error) {
	return vault.abi.Pack("renounceOwnership")
}

// PackSettings is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe06174e4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settings() view returns(address)
func (vault *Vault) PackSettings() []byte {
	enc, err := vault.abi.Pack("settings")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSettings is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe06174e4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function settings() view returns(address)
func (vault *Vault) TryPackSettings() ([]byte, error) {
	return vault.abi.Pack("settings")
}

// UnpackSettings is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe06174e4.
//
// Solidity: function settings() view returns(address)
func (vault *Vault) UnpackSettings(data []byte) (common.Address, error) {
	out, err := vault.abi.Unpack("settings", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackStable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x22be3de1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stable() view returns(address)
func (vault *Vault) PackStable() []byte {
	enc, err := vault.abi.Pack("stable")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x22be3de1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stable() view returns(address)
func (vault *Vault) TryPackStable() ([]byte, error) {
	return vault.abi.Pack("stable")
}

// UnpackStable is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x22be3de1.
//
// Solidity: function stable() view returns(address)
func (vault *Vault) UnpackStable(data []byte) (common.Address, error) {
	out, err := vault.abi.Unpack("stable", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackStableScale is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6691bdcb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stableScale() view returns(uint256)
func (vault *Vault) PackStableScale() []byte {
	enc, err := vault.abi.Pack("stableScale")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStableScale is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6691bdcb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stableScale() view returns(uint256)
func (vault *Vault) TryPackStableScale() ([]byte, error) {
	return vault.abi.Pack("stableScale")
}

// UnpackStableScale is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6691bdcb.
//
// Solidity: function stableScale() view returns(uint256)
func (vault *Vault) UnpackStableScale(data []byte) (*big.Int, error) {
	out, err := vault.abi.Unpack("stableScale", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTotalCollateral is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ac8eb5f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalCollateral() view returns(uint256)
func (vault *Vault) PackTotalCollateral() []byte {
	enc, err := vault.abi.Pack("totalCollateral")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalCollateral is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ac8eb5f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalCollateral() view returns(uint256)
func (vault *Vault) TryPackTotalCollateral() ([]byte, error) {
	return vault.abi.Pack("totalCollateral")
}

// UnpackTotalCollateral is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4ac8eb5f.
//
// Solidity: function totalCollateral() view returns(uint256)
func (vault *Vault) UnpackTotalCollateral(data []byte) (*big.Int, error) {
	out, err := vault.abi.Unpack("totalCollateral", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTotalEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa3d89844.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalEscrow() view returns(uint256)
func (vault *Vault) PackTotalEscrow() []byte {
	enc, err := vault.abi.Pack("totalEscrow")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa3d89844.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalEscrow() view returns(uint256)
func (vault *Vault) TryPackTotalEscrow() ([]byte, error) {
	return vault.abi.Pack("totalEscrow")
}

// UnpackTotalEscrow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa3d89844.
//
// Solidity: function totalEscrow() view returns(uint256)
func (vault *Vault) UnpackTotalEscrow(data []byte) (*big.Int, error) {
	out, err := vault.abi.Unpack("totalEscrow", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTotalMargin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeaa674d1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalMargin() view returns(uint256)
func (vault *Vault) PackTotalMargin() []byte {
	enc, err := vault.abi.Pack("totalMargin")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalMargin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeaa674d1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalMargin() view returns(uint256)
func (vault *Vault) TryPackTotalMargin() ([]byte, error) {
	return vault.abi.Pack("totalMargin")
}

// UnpackTotalMargin is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xeaa674d1.
//
// Solidity: function totalMargin() view returns(uint256)
func (vault *Vault) UnpackTotalMargin(data []byte) (*big.Int, error) {
	out, err := vault.abi.Unpack("totalMargin", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTradingFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfd0d14c4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function tradingFee(address account, uint256 tokenId, bool isLong, uint256 size) view returns(uint256)
func (vault *Vault) PackTradingFee(account common.Address, tokenId *big.Int, isLong bool, size *big.Int) []byte {
	enc, err := vault.abi.Pack("tradingFee", account, tokenId, isLong, size)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTradingFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfd0d14c4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function tradingFee(address account, uint256 tokenId, bool isLong, uint256 size) view returns(uint256)
func (vault *Vault) TryPackTradingFee(account common.Address, tokenId *big.Int, isLong bool, size *big.Int) ([]byte, error) {
	return vault.abi.Pack("tradingFee", account, tokenId, isLong, size)
}

// UnpackTradingFee is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfd0d14c4.
//
// Solidity: function tradingFee(address account, uint256 tokenId, bool isLong, uint256 size) view returns(uint256)
func (vault *Vault) UnpackTradingFee(data []byte) (*big.Int, error) {
	out, err := vault.abi.Unpack("tradingFee", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (vault *Vault) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := vault.abi.Pack("transferOwnership", newOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (vault *Vault) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return vault.abi.Pack("transferOwnership", newOwner)
}

// PackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf3fef3a3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdraw(address _token, uint256 _amount) payable returns()
func (vault *Vault) PackWithdraw(token common.Address, amount *big.Int) []byte {
	enc, err := vault.abi.Pack("withdraw", token, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf3fef3a3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdraw(address _token, uint256 _amount) payable returns()
func (vault *Vault) TryPackWithdraw(token common.Address, amount *big.Int) ([]byte, error) {
	return vault.abi.Pack("withdraw", token, amount)
}

// PackWithdrawFees is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x164e68de.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawFees(address to) returns()
func (vault *Vault) PackWithdrawFees(to common.Address) []byte {
	enc, err := vault.abi.Pack("withdrawFees", to)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdrawFees is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x164e68de.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdrawFees(address to) returns()
func (vault *Vault) TryPackWithdrawFees(to common.Address) ([]byte, error) {
	return vault.abi.Pack("withdrawFees", to)
}

// VaultDecreaseCanceled represents a DecreaseCanceled event raised by the Vault contract.
type VaultDecreaseCanceled struct {
	PosId        *big.Int
	Price        *big.Int
	AllowedPrice *big.Int
	Reason       string
	Raw          *types.Log // Blockchain specific contextual infos
}

const VaultDecreaseCanceledEventName = "DecreaseCanceled"

// ContractEventName returns the user-defined event name.
func (VaultDecreaseCanceled) ContractEventName() string {
	return VaultDecreaseCanceledEventName
}

// UnpackDecreaseCanceledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DecreaseCanceled(uint256 indexed posId, uint256 price, uint256 allowedPrice, string reason)
func (vault *Vault) UnpackDecreaseCanceledEvent(log *types.Log) (*VaultDecreaseCanceled, error) {
	event := "DecreaseCanceled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultDecreaseCanceled)
	if len(log.Data) > 0 {
		if err := vault.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vault.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// VaultDecreaseRequested represents a DecreaseRequested event raised by the Vault contract.
type VaultDecreaseRequested struct {
	PosId        *big.Int
	SizeDelta    *big.Int
	AllowedPrice *big.Int
	Raw          *types.Log // Blockchain specific contextual infos
}

const VaultDecreaseRequestedEventName = "DecreaseRequested"

// ContractEventName returns the user-defined event name.
func (VaultDecreaseRequested) ContractEventName() string {
	return VaultDecreaseRequestedEventName
}

// UnpackDecreaseRequestedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DecreaseRequested(uint256 indexed posId, uint256 sizeDelta, uint256 allowedPrice)
func (vault *Vault) UnpackDecreaseRequestedEvent(log *types.Log) (*VaultDecreaseRequested, error) {
	event := "DecreaseRequested"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultDecreaseRequested)
	if len(log.Data) > 0 {
		if err := vault.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vault.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// VaultDeposit represents a Deposit event raised by the Vault contract.
type VaultDeposit struct {
	Account common.Address
	From    common.Address
	Token   common.Address
	Amount  *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const VaultDepositEventName = "Deposit"

// ContractEventName returns the user-defined event name.
func (VaultDeposit) ContractEventName() string {
	return VaultDepositEventName
}

// UnpackDepositEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Deposit(address indexed account, address indexed from, address token, uint256 amount)
func (vault *Vault) UnpackDepositEvent(log *types.Log) (*VaultDeposit, error) {
	event := "Deposit"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultDeposit)
	if len(log.Data) > 0 {
		if err := vault.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vault.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// VaultFeesSettled represents a FeesSettled event raised by the Vault contract.
type VaultFeesSettled struct {
	PosId      *big.Int
	BorrowFee  *big.Int
	FundingFee *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const VaultFeesSettledEventName = "FeesSettled"

// ContractEventName returns the user-defined event name.
func (VaultFeesSettled) ContractEventName() string {
	return VaultFeesSettledEventName
}

// UnpackFeesSettledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event FeesSettled(uint256 indexed posId, uint256 borrowFee, int256 fundingFee)
func (vault *Vault) UnpackFeesSettledEvent(log *types.Log) (*VaultFeesSettled, error) {
	event := "FeesSettled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultFeesSettled)
	if len(log.Data) > 0 {
		if err := vault.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vault.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// VaultLiquidityAdded represents a LiquidityAdded event raised by the Vault contract.
type VaultLiquidityAdded struct {
	From   common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const VaultLiquidityAddedEventName = "LiquidityAdded"

// ContractEventName returns the user-defined event name.
func (VaultLiquidityAdded) ContractEventName() string {
	return VaultLiquidityAddedEventName
}

// UnpackLiquidityAddedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event LiquidityAdded(address indexed from, uint256 amount)
func (vault *Vault) UnpackLiquidityAddedEvent(log *types.Log) (*VaultLiquidityAdded, error) {
	event := "LiquidityAdded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultLiquidityAdded)
	if len(log.Data) > 0 {
		if err := vault.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vault.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// VaultLiquidityRemoved represents a LiquidityRemoved event raised by the Vault contract.
type VaultLiquidityRemoved struct {
	To     common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const VaultLiquidityRemovedEventName = "LiquidityRemoved"

// ContractEventName returns the user-defined event name.
func (VaultLiquidityRemoved) ContractEventName() string {
	return VaultLiquidityRemovedEventName
}

// UnpackLiquidityRemovedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event LiquidityRemoved(address indexed to, uint256 amount)
func (vault *Vault) UnpackLiquidityRemovedEvent(log *types.Log) (*VaultLiquidityRemoved, error) {
	event := "LiquidityRemoved"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultLiquidityRemoved)
	if len(log.Data) > 0 {
		if err := vault.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vault.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// VaultOrderCanceled represents a OrderCanceled event raised by the Vault contract.
type VaultOrderCanceled struct {
	PosId  *big.Int
	Reason string
	Raw    *types.Log // Blockchain specific contextual infos
}

const VaultOrderCanceledEventName = "OrderCanceled"

// ContractEventName returns the user-defined event name.
func (VaultOrderCanceled) ContractEventName() string {
	return VaultOrderCanceledEventName
}

// UnpackOrderCanceledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OrderCanceled(uint256 indexed posId, string reason)
func (vault *Vault) UnpackOrderCanceledEvent(log *types.Log) (*VaultOrderCanceled, error) {
	event := "OrderCanceled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultOrderCanceled)
	if len(log.Data) > 0 {
		if err := vault.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vault.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// VaultOrderCreated represents a OrderCreated event raised by the Vault contract.
type VaultOrderCreated struct {
	PosId     *big.Int
	Account   common.Address
	TokenId   *big.Int
	IsLong    bool
	OrderType uint8
	Params    []*big.Int
	Refer     common.Address
	Raw       *types.Log // Blockchain specific contextual infos
}

const VaultOrderCreatedEventName = "OrderCreated"

// ContractEventName returns the user-defined event name.
func (VaultOrderCreated) ContractEventName() string {
	return VaultOrderCreatedEventName
}

// UnpackOrderCreatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OrderCreated(uint256 indexed posId, address indexed account, uint256 indexed tokenId, bool isLong, uint8 orderType, uint256[] params, address refer)
func (vault *Vault) UnpackOrderCreatedEvent(log *types.Log) (*VaultOrderCreated, error) {
	event := "OrderCreated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultOrderCreated)
	if len(log.Data) > 0 {
		if err := vault.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vault.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// VaultOwnershipTransferred represents a OwnershipTransferred event raised by the Vault contract.
type VaultOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const VaultOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (VaultOwnershipTransferred) ContractEventName() string {
	return VaultOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (vault *Vault) UnpackOwnershipTransferredEvent(log *types.Log) (*VaultOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := vault.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vault.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// VaultPositionClosed represents a PositionClosed event raised by the Vault contract.
type VaultPositionClosed struct {
	PosId   *big.Int
	Account common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const VaultPositionClosedEventName = "PositionClosed"

// ContractEventName returns the user-defined event name.
func (VaultPositionClosed) ContractEventName() string {
	return VaultPositionClosedEventName
}

// UnpackPositionClosedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PositionClosed(uint256 indexed posId, address indexed account)
func (vault *Vault) UnpackPositionClosedEvent(log *types.Log) (*VaultPositionClosed, error) {
	event := "PositionClosed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultPositionClosed)
	if len(log.Data) > 0 {
		if err := vault.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vault.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// VaultPositionDecreased represents a PositionDecreased event raised by the Vault contract.
type VaultPositionDecreased struct {
	PosId       *big.Int
	Account     common.Address
	Price       *big.Int
	SizeDelta   *big.Int
	RealisedPnl *big.Int
	Fee         *big.Int
	Payout      *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const VaultPositionDecreasedEventName = "PositionDecreased"

// ContractEventName returns the user-defined event name.
func (VaultPositionDecreased) ContractEventName() string {
	return VaultPositionDecreasedEventName
}

// UnpackPositionDecreasedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PositionDecreased(uint256 indexed posId, address indexed account, uint256 price, uint256 sizeDelta, int256 realisedPnl, uint256 fee, uint256 payout)
func (vault *Vault) UnpackPositionDecreasedEvent(log *types.Log) (*VaultPositionDecreased, error) {
	event := "PositionDecreased"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultPositionDecreased)
	if len(log.Data) > 0 {
		if err := vault.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vault.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// VaultPositionIncreased represents a PositionIncreased event raised by the Vault contract.
type VaultPositionIncreased struct {
	PosId      *big.Int
	Account    common.Address
	Price      *big.Int
	Size       *big.Int
	Collateral *big.Int
	Fee        *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const VaultPositionIncreasedEventName = "PositionIncreased"

// ContractEventName returns the user-defined event name.
func (VaultPositionIncreased) ContractEventName() string {
	return VaultPositionIncreasedEventName
}

// UnpackPositionIncreasedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PositionIncreased(uint256 indexed posId, address indexed account, uint256 price, uint256 size, uint256 collateral, uint256 fee)
func (vault *Vault) UnpackPositionIncreasedEvent(log *types.Log) (*VaultPositionIncreased, error) {
	event := "PositionIncreased"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultPositionIncreased)
	if len(log.Data) > 0 {
		if err := vault.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vault.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// VaultReferralPaid represents a ReferralPaid event raised by the Vault contract.
type VaultReferralPaid struct {
	Refer  common.Address
	PosId  *big.Int
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const VaultReferralPaidEventName = "ReferralPaid"

// ContractEventName returns the user-defined event name.
func (VaultReferralPaid) ContractEventName() string {
	return VaultReferralPaidEventName
}

// UnpackReferralPaidEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ReferralPaid(address indexed refer, uint256 indexed posId, uint256 amount)
func (vault *Vault) UnpackReferralPaidEvent(log *types.Log) (*VaultReferralPaid, error) {
	event := "ReferralPaid"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultReferralPaid)
	if len(log.Data) > 0 {
		if err := vault.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vault.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// VaultRefundCredited represents a RefundCredited event raised by the Vault contract.
type VaultRefundCredited struct {
	Account common.Address
	Amount  *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const VaultRefundCreditedEventName = "RefundCredited"

// ContractEventName returns the user-defined event name.
func (VaultRefundCredited) ContractEventName() string {
	return VaultRefundCreditedEventName
}

// UnpackRefundCreditedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RefundCredited(address indexed account, uint256 amount)
func (vault *Vault) UnpackRefundCreditedEvent(log *types.Log) (*VaultRefundCredited, error) {
	event := "RefundCredited"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultRefundCredited)
	if len(log.Data) > 0 {
		if err := vault.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vault.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// VaultTriggerExecuted represents a TriggerExecuted event raised by the Vault contract.
type VaultTriggerExecuted struct {
	PosId     *big.Int
	IsTP      bool
	Price     *big.Int
	SizeDelta *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const VaultTriggerExecutedEventName = "TriggerExecuted"

// ContractEventName returns the user-defined event name.
func (VaultTriggerExecuted) ContractEventName() string {
	return VaultTriggerExecutedEventName
}

// UnpackTriggerExecutedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TriggerExecuted(uint256 indexed posId, bool isTP, uint256 price, uint256 sizeDelta)
func (vault *Vault) UnpackTriggerExecutedEvent(log *types.Log) (*VaultTriggerExecuted, error) {
	event := "TriggerExecuted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultTriggerExecuted)
	if len(log.Data) > 0 {
		if err := vault.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vault.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// VaultTriggerSet represents a TriggerSet event raised by the Vault contract.
type VaultTriggerSet struct {
	PosId         *big.Int
	IsTP          bool
	Price         *big.Int
	AmountPercent *big.Int
	Raw           *types.Log // Blockchain specific contextual infos
}

const VaultTriggerSetEventName = "TriggerSet"

// ContractEventName returns the user-defined event name.
func (VaultTriggerSet) ContractEventName() string {
	return VaultTriggerSetEventName
}

// UnpackTriggerSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TriggerSet(uint256 indexed posId, bool isTP, uint256 price, uint256 amountPercent)
func (vault *Vault) UnpackTriggerSetEvent(log *types.Log) (*VaultTriggerSet, error) {
	event := "TriggerSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultTriggerSet)
	if len(log.Data) > 0 {
		if err := vault.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vault.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// VaultWithdraw represents a Withdraw event raised by the Vault contract.
type VaultWithdraw struct {
	Account common.Address
	Token   common.Address
	Amount  *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const VaultWithdrawEventName = "Withdraw"

// ContractEventName returns the user-defined event name.
func (VaultWithdraw) ContractEventName() string {
	return VaultWithdrawEventName
}

// UnpackWithdrawEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Withdraw(address indexed account, address token, uint256 amount)
func (vault *Vault) UnpackWithdrawEvent(log *types.Log) (*VaultWithdraw, error) {
	event := "Withdraw"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultWithdraw)
	if len(log.Data) > 0 {
		if err := vault.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vault.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (vault *Vault) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], vault.abi.Errors["CollateralBelowMinimum"].ID.Bytes()[:4]) {
		return vault.UnpackCollateralBelowMinimumError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["DecreaseAlreadyPending"].ID.Bytes()[:4]) {
		return vault.UnpackDecreaseAlreadyPendingError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["InsufficientMarginBalance"].ID.Bytes()[:4]) {
		return vault.UnpackInsufficientMarginBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["InsufficientPoolLiquidity"].ID.Bytes()[:4]) {
		return vault.UnpackInsufficientPoolLiquidityError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["InvalidAmountPercent"].ID.Bytes()[:4]) {
		return vault.UnpackInvalidAmountPercentError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["InvalidExecutionFee"].ID.Bytes()[:4]) {
		return vault.UnpackInvalidExecutionFeeError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["InvalidParamsLength"].ID.Bytes()[:4]) {
		return vault.UnpackInvalidParamsLengthError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["InvalidPrice"].ID.Bytes()[:4]) {
		return vault.UnpackInvalidPriceError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["InvalidSlippage"].ID.Bytes()[:4]) {
		return vault.UnpackInvalidSlippageError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["InvalidStopLossPrice"].ID.Bytes()[:4]) {
		return vault.UnpackInvalidStopLossPriceError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["InvalidTakeProfitPrice"].ID.Bytes()[:4]) {
		return vault.UnpackInvalidTakeProfitPriceError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["InvalidTriggers"].ID.Bytes()[:4]) {
		return vault.UnpackInvalidTriggersError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["LeverageTooHigh"].ID.Bytes()[:4]) {
		return vault.UnpackLeverageTooHighError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["LeverageTooLow"].ID.Bytes()[:4]) {
		return vault.UnpackLeverageTooLowError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["MarketDisabled"].ID.Bytes()[:4]) {
		return vault.UnpackMarketDisabledError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["MarketNotFound"].ID.Bytes()[:4]) {
		return vault.UnpackMarketNotFoundError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["NativeTransferFailed"].ID.Bytes()[:4]) {
		return vault.UnpackNativeTransferFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["NativeValueNotAccepted"].ID.Bytes()[:4]) {
		return vault.UnpackNativeValueNotAcceptedError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["NotKeeper"].ID.Bytes()[:4]) {
		return vault.UnpackNotKeeperError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["NotPositionOwner"].ID.Bytes()[:4]) {
		return vault.UnpackNotPositionOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["NothingToClaim"].ID.Bytes()[:4]) {
		return vault.UnpackNothingToClaimError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["OpenInterestCapExceeded"].ID.Bytes()[:4]) {
		return vault.UnpackOpenInterestCapExceededError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["OrderNotPending"].ID.Bytes()[:4]) {
		return vault.UnpackOrderNotPendingError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return vault.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return vault.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["PositionNotFound"].ID.Bytes()[:4]) {
		return vault.UnpackPositionNotFoundError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["PriceBeyondAllowed"].ID.Bytes()[:4]) {
		return vault.UnpackPriceBeyondAllowedError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return vault.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return vault.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["SizeDeltaExceedsPosition"].ID.Bytes()[:4]) {
		return vault.UnpackSizeDeltaExceedsPositionError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["UnsupportedOrderType"].ID.Bytes()[:4]) {
		return vault.UnpackUnsupportedOrderTypeError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["UnsupportedToken"].ID.Bytes()[:4]) {
		return vault.UnpackUnsupportedTokenError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return vault.UnpackZeroAddressError(raw[4:])
	}
	if bytes.Equal(raw[:4], vault.abi.Errors["ZeroAmount"].ID.Bytes()[:4]) {
		return vault.UnpackZeroAmountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// VaultCollateralBelowMinimum represents a CollateralBelowMinimum error raised by the Vault contract.
type VaultCollateralBelowMinimum struct {
	Collateral    *big.Int
	MinCollateral *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CollateralBelowMinimum(uint256 collateral, uint256 minCollateral)
func VaultCollateralBelowMinimumErrorID() common.Hash {
	return common.HexToHash("0x5a95ce8fc762cbf54b1723d436fc7f30fa147cd425d5c4b1829a4f31080d36ef")
}

// UnpackCollateralBelowMinimumError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CollateralBelowMinimum(uint256 collateral, uint256 minCollateral)
func (vault *Vault) UnpackCollateralBelowMinimumError(raw []byte) (*VaultCollateralBelowMinimum, error) {
	out := new(VaultCollateralBelowMinimum)
	if err := vault.abi.UnpackIntoInterface(out, "CollateralBelowMinimum", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultDecreaseAlreadyPending represents a DecreaseAlreadyPending error raised by the Vault contract.
type VaultDecreaseAlreadyPending struct {
	PosId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DecreaseAlreadyPending(uint256 posId)
func VaultDecreaseAlreadyPendingErrorID() common.Hash {
	return common.HexToHash("0x6719c3ca4269370314ed8e55281535bfbb5f0cd60d0f0b9bb7b536e9b5ef9ae4")
}

// UnpackDecreaseAlreadyPendingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DecreaseAlreadyPending(uint256 posId)
func (vault *Vault) UnpackDecreaseAlreadyPendingError(raw []byte) (*VaultDecreaseAlreadyPending, error) {
	out := new(VaultDecreaseAlreadyPending)
	if err := vault.abi.UnpackIntoInterface(out, "DecreaseAlreadyPending", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultInsufficientMarginBalance represents a InsufficientMarginBalance error raised by the Vault contract.
type VaultInsufficientMarginBalance struct {
	Account   common.Address
	Required  *big.Int
	Available *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientMarginBalance(address account, uint256 required, uint256 available)
func VaultInsufficientMarginBalanceErrorID() common.Hash {
	return common.HexToHash("0xfe385ced8df7330e0eff246ec7f2356c3723d2e3d227acf8ea55d8b74349677d")
}

// UnpackInsufficientMarginBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientMarginBalance(address account, uint256 required, uint256 available)
func (vault *Vault) UnpackInsufficientMarginBalanceError(raw []byte) (*VaultInsufficientMarginBalance, error) {
	out := new(VaultInsufficientMarginBalance)
	if err := vault.abi.UnpackIntoInterface(out, "InsufficientMarginBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultInsufficientPoolLiquidity represents a InsufficientPoolLiquidity error raised by the Vault contract.
type VaultInsufficientPoolLiquidity struct {
	Required  *big.Int
	Available *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientPoolLiquidity(uint256 required, uint256 available)
func VaultInsufficientPoolLiquidityErrorID() common.Hash {
	return common.HexToHash("0x7d61b3608e16d3719b9645489edee421c34e033a31a220cd06d2b04002a915dd")
}

// UnpackInsufficientPoolLiquidityError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientPoolLiquidity(uint256 required, uint256 available)
func (vault *Vault) UnpackInsufficientPoolLiquidityError(raw []byte) (*VaultInsufficientPoolLiquidity, error) {
	out := new(VaultInsufficientPoolLiquidity)
	if err := vault.abi.UnpackIntoInterface(out, "InsufficientPoolLiquidity", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultInvalidAmountPercent represents a InvalidAmountPercent error raised by the Vault contract.
type VaultInvalidAmountPercent struct {
	AmountPercent *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidAmountPercent(uint256 amountPercent)
func VaultInvalidAmountPercentErrorID() common.Hash {
	return common.HexToHash("0xb4fb1d91efb739ec838058f8ff47d7077027be8583f50d88b136e94d5fb16695")
}

// UnpackInvalidAmountPercentError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidAmountPercent(uint256 amountPercent)
func (vault *Vault) UnpackInvalidAmountPercentError(raw []byte) (*VaultInvalidAmountPercent, error) {
	out := new(VaultInvalidAmountPercent)
	if err := vault.abi.UnpackIntoInterface(out, "InvalidAmountPercent", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultInvalidExecutionFee represents a InvalidExecutionFee error raised by the Vault contract.
type VaultInvalidExecutionFee struct {
	Expected *big.Int
	Sent     *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidExecutionFee(uint256 expected, uint256 sent)
func VaultInvalidExecutionFeeErrorID() common.Hash {
	return common.HexToHash("0xbc0ca6dd60054908bd56d2c810fcc2ae4a1d6cbe92c06532028179191d215692")
}

// UnpackInvalidExecutionFeeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidExecutionFee(uint256 expected, uint256 sent)
func (vault *Vault) UnpackInvalidExecutionFeeError(raw []byte) (*VaultInvalidExecutionFee, error) {
	out := new(VaultInvalidExecutionFee)
	if err := vault.abi.UnpackIntoInterface(out, "InvalidExecutionFee", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultInvalidParamsLength represents a InvalidParamsLength error raised by the Vault contract.
type VaultInvalidParamsLength struct {
	Length *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidParamsLength(uint256 length)
func VaultInvalidParamsLengthErrorID() common.Hash {
	return common.HexToHash("0x1e1a3c5b7faf652070d27dccd2d3c3098a8ab435789e2381f85d7c7e500a6015")
}

// UnpackInvalidParamsLengthError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidParamsLength(uint256 length)
func (vault *Vault) UnpackInvalidParamsLengthError(raw []byte) (*VaultInvalidParamsLength, error) {
	out := new(VaultInvalidParamsLength)
	if err := vault.abi.UnpackIntoInterface(out, "InvalidParamsLength", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultInvalidPrice represents a InvalidPrice error raised by the Vault contract.
type VaultInvalidPrice struct {
	Which string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidPrice(string which)
func VaultInvalidPriceErrorID() common.Hash {
	return common.HexToHash("0xa743d2566b99573ec3cf7ffe34b028a5e6a940f316ada13bd144fd3488baf482")
}

// UnpackInvalidPriceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidPrice(string which)
func (vault *Vault) UnpackInvalidPriceError(raw []byte) (*VaultInvalidPrice, error) {
	out := new(VaultInvalidPrice)
	if err := vault.abi.UnpackIntoInterface(out, "InvalidPrice", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultInvalidSlippage represents a InvalidSlippage error raised by the Vault contract.
type VaultInvalidSlippage struct {
	Slippage *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidSlippage(uint256 slippage)
func VaultInvalidSlippageErrorID() common.Hash {
	return common.HexToHash("0x7d425eb6def1efec2751a49aa00cd611b1b9062db66e2bfd37b50a4abfd4d5f1")
}

// UnpackInvalidSlippageError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidSlippage(uint256 slippage)
func (vault *Vault) UnpackInvalidSlippageError(raw []byte) (*VaultInvalidSlippage, error) {
	out := new(VaultInvalidSlippage)
	if err := vault.abi.UnpackIntoInterface(out, "InvalidSlippage", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultInvalidStopLossPrice represents a InvalidStopLossPrice error raised by the Vault contract.
type VaultInvalidStopLossPrice struct {
	Price          *big.Int
	ReferencePrice *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidStopLossPrice(uint256 price, uint256 referencePrice)
func VaultInvalidStopLossPriceErrorID() common.Hash {
	return common.HexToHash("0x3e73a6d32d178dd8254c283d9814f6a719494716b31f6c388b9468da560ef82b")
}

// UnpackInvalidStopLossPriceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidStopLossPrice(uint256 price, uint256 referencePrice)
func (vault *Vault) UnpackInvalidStopLossPriceError(raw []byte) (*VaultInvalidStopLossPrice, error) {
	out := new(VaultInvalidStopLossPrice)
	if err := vault.abi.UnpackIntoInterface(out, "InvalidStopLossPrice", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultInvalidTakeProfitPrice represents a InvalidTakeProfitPrice error raised by the Vault contract.
type VaultInvalidTakeProfitPrice struct {
	Price          *big.Int
	ReferencePrice *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidTakeProfitPrice(uint256 price, uint256 referencePrice)
func VaultInvalidTakeProfitPriceErrorID() common.Hash {
	return common.HexToHash("0x56b9037d445b94602adbf71752b8dd714a3ad4c477bfe3091bf109c5fa7dc3e9")
}

// UnpackInvalidTakeProfitPriceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidTakeProfitPrice(uint256 price, uint256 referencePrice)
func (vault *Vault) UnpackInvalidTakeProfitPriceError(raw []byte) (*VaultInvalidTakeProfitPrice, error) {
	out := new(VaultInvalidTakeProfitPrice)
	if err := vault.abi.UnpackIntoInterface(out, "InvalidTakeProfitPrice", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultInvalidTriggers represents a InvalidTriggers error raised by the Vault contract.
type VaultInvalidTriggers struct {
	Reason string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidTriggers(string reason)
func VaultInvalidTriggersErrorID() common.Hash {
	return common.HexToHash("0x54bd2af572f5247d4f721da81f5e90e1fa9f7d120ce5278583465e7c5809dc16")
}

// UnpackInvalidTriggersError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidTriggers(string reason)
func (vault *Vault) UnpackInvalidTriggersError(raw []byte) (*VaultInvalidTriggers, error) {
	out := new(VaultInvalidTriggers)
	if err := vault.abi.UnpackIntoInterface(out, "InvalidTriggers", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultLeverageTooHigh represents a LeverageTooHigh error raised by the Vault contract.
type VaultLeverageTooHigh struct {
	Leverage    *big.Int
	MaxLeverage *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LeverageTooHigh(uint256 leverage, uint256 maxLeverage)
func VaultLeverageTooHighErrorID() common.Hash {
	return common.HexToHash("0x3b7b1e4b92966ce91299f84f1f754afa3f39d79956f8f0e20e96b9ad57d82650")
}

// UnpackLeverageTooHighError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LeverageTooHigh(uint256 leverage, uint256 maxLeverage)
func (vault *Vault) UnpackLeverageTooHighError(raw []byte) (*VaultLeverageTooHigh, error) {
	out := new(VaultLeverageTooHigh)
	if err := vault.abi.UnpackIntoInterface(out, "LeverageTooHigh", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultLeverageTooLow represents a LeverageTooLow error raised by the Vault contract.
type VaultLeverageTooLow struct {
	Size       *big.Int
	Collateral *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LeverageTooLow(uint256 size, uint256 collateral)
func VaultLeverageTooLowErrorID() common.Hash {
	return common.HexToHash("0xe3835a27d7716827c7a21639c6a12c694b0b8525da46ae5404a8a06480a7a908")
}

// UnpackLeverageTooLowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LeverageTooLow(uint256 size, uint256 collateral)
func (vault *Vault) UnpackLeverageTooLowError(raw []byte) (*VaultLeverageTooLow, error) {
	out := new(VaultLeverageTooLow)
	if err := vault.abi.UnpackIntoInterface(out, "LeverageTooLow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultMarketDisabled represents a MarketDisabled error raised by the Vault contract.
type VaultMarketDisabled struct {
	TokenId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error MarketDisabled(uint256 tokenId)
func VaultMarketDisabledErrorID() common.Hash {
	return common.HexToHash("0x470ba2ca4de0f2837c78f39436f70f01684c27bfd82b96ed82df3c2b9df0464c")
}

// UnpackMarketDisabledError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error MarketDisabled(uint256 tokenId)
func (vault *Vault) UnpackMarketDisabledError(raw []byte) (*VaultMarketDisabled, error) {
	out := new(VaultMarketDisabled)
	if err := vault.abi.UnpackIntoInterface(out, "MarketDisabled", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultMarketNotFound represents a MarketNotFound error raised by the Vault contract.
type VaultMarketNotFound struct {
	TokenId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error MarketNotFound(uint256 tokenId)
func VaultMarketNotFoundErrorID() common.Hash {
	return common.HexToHash("0x4cba20ef5d5b0162fd61df8556d295cfea82767d541858d76ca08a0dc9868836")
}

// UnpackMarketNotFoundError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error MarketNotFound(uint256 tokenId)
func (vault *Vault) UnpackMarketNotFoundError(raw []byte) (*VaultMarketNotFound, error) {
	out := new(VaultMarketNotFound)
	if err := vault.abi.UnpackIntoInterface(out, "MarketNotFound", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultNativeTransferFailed represents a NativeTransferFailed error raised by the Vault contract.
type VaultNativeTransferFailed struct {
	To     common.Address
	Amount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NativeTransferFailed(address to, uint256 amount)
func VaultNativeTransferFailedErrorID() common.Hash {
	return common.HexToHash("0xa5b05eec8040da65485bf3ab248b47c42271aa50a9234ed8f116e568dc285cc6")
}

// UnpackNativeTransferFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NativeTransferFailed(address to, uint256 amount)
func (vault *Vault) UnpackNativeTransferFailedError(raw []byte) (*VaultNativeTransferFailed, error) {
	out := new(VaultNativeTransferFailed)
	if err := vault.abi.UnpackIntoInterface(out, "NativeTransferFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultNativeValueNotAccepted represents a NativeValueNotAccepted error raised by the Vault contract.
type VaultNativeValueNotAccepted struct {
	Sent *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NativeValueNotAccepted(uint256 sent)
func VaultNativeValueNotAcceptedErrorID() common.Hash {
	return common.HexToHash("0x289891015320bed006da31de9f4469d41160b1fbae087650cabf06a0600160c5")
}

// UnpackNativeValueNotAcceptedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NativeValueNotAccepted(uint256 sent)
func (vault *Vault) UnpackNativeValueNotAcceptedError(raw []byte) (*VaultNativeValueNotAccepted, error) {
	out := new(VaultNativeValueNotAccepted)
	if err := vault.abi.UnpackIntoInterface(out, "NativeValueNotAccepted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultNotKeeper represents a NotKeeper error raised by the Vault contract.
type VaultNotKeeper struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotKeeper(address caller)
func VaultNotKeeperErrorID() common.Hash {
	return common.HexToHash("0xccf79b67be4db0b0fabcb5c1c5161ff892f8f47e29b3cb839fac684cf1193a00")
}

// UnpackNotKeeperError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotKeeper(address caller)
func (vault *Vault) UnpackNotKeeperError(raw []byte) (*VaultNotKeeper, error) {
	out := new(VaultNotKeeper)
	if err := vault.abi.UnpackIntoInterface(out, "NotKeeper", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultNotPositionOwner represents a NotPositionOwner error raised by the Vault contract.
type VaultNotPositionOwner struct {
	PosId  *big.Int
	Caller common.Address
	Owner  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotPositionOwner(uint256 posId, address caller, address owner)
func VaultNotPositionOwnerErrorID() common.Hash {
	return common.HexToHash("0x6e764c2ac44ee5494e6d64cf4bbbe3bea5984a8c5f9c3beace5f72b204e07e4a")
}

// UnpackNotPositionOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotPositionOwner(uint256 posId, address caller, address owner)
func (vault *Vault) UnpackNotPositionOwnerError(raw []byte) (*VaultNotPositionOwner, error) {
	out := new(VaultNotPositionOwner)
	if err := vault.abi.UnpackIntoInterface(out, "NotPositionOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultNothingToClaim represents a NothingToClaim error raised by the Vault contract.
type VaultNothingToClaim struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingToClaim()
func VaultNothingToClaimErrorID() common.Hash {
	return common.HexToHash("0x969bf7288f744225521096ebffff657851af77dd4c63700d76b8d1cf6481d1f1")
}

// UnpackNothingToClaimError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingToClaim()
func (vault *Vault) UnpackNothingToClaimError(raw []byte) (*VaultNothingToClaim, error) {
	out := new(VaultNothingToClaim)
	if err := vault.abi.UnpackIntoInterface(out, "NothingToClaim", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultOpenInterestCapExceeded represents a OpenInterestCapExceeded error raised by the Vault contract.
type VaultOpenInterestCapExceeded struct {
	TokenId      *big.Int
	IsLong       bool
	OpenInterest *big.Int
	SizeDelta    *big.Int
	Cap          *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OpenInterestCapExceeded(uint256 tokenId, bool isLong, uint256 openInterest, uint256 sizeDelta, uint256 cap)
func VaultOpenInterestCapExceededErrorID() common.Hash {
	return common.HexToHash("0x0e198a7405c5d586a7b39144ceb74e038575b3d94e101c9ef935603efbe7bbae")
}

// UnpackOpenInterestCapExceededError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OpenInterestCapExceeded(uint256 tokenId, bool isLong, uint256 openInterest, uint256 sizeDelta, uint256 cap)
func (vault *Vault) UnpackOpenInterestCapExceededError(raw []byte) (*VaultOpenInterestCapExceeded, error) {
	out := new(VaultOpenInterestCapExceeded)
	if err := vault.abi.UnpackIntoInterface(out, "OpenInterestCapExceeded", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultOrderNotPending represents a OrderNotPending error raised by the Vault contract.
type VaultOrderNotPending struct {
	PosId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OrderNotPending(uint256 posId)
func VaultOrderNotPendingErrorID() common.Hash {
	return common.HexToHash("0x5700875692ec70272f1f1cae2ae48092b18e25f1546f04acf662afa70f3c0d5d")
}

// UnpackOrderNotPendingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OrderNotPending(uint256 posId)
func (vault *Vault) UnpackOrderNotPendingError(raw []byte) (*VaultOrderNotPending, error) {
	out := new(VaultOrderNotPending)
	if err := vault.abi.UnpackIntoInterface(out, "OrderNotPending", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the Vault contract.
type VaultOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func VaultOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (vault *Vault) UnpackOwnableInvalidOwnerError(raw []byte) (*VaultOwnableInvalidOwner, error) {
	out := new(VaultOwnableInvalidOwner)
	if err := vault.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the Vault contract.
type VaultOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func VaultOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (vault *Vault) UnpackOwnableUnauthorizedAccountError(raw []byte) (*VaultOwnableUnauthorizedAccount, error) {
	out := new(VaultOwnableUnauthorizedAccount)
	if err := vault.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultPositionNotFound represents a PositionNotFound error raised by the Vault contract.
type VaultPositionNotFound struct {
	PosId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PositionNotFound(uint256 posId)
func VaultPositionNotFoundErrorID() common.Hash {
	return common.HexToHash("0xf7154807bcead9c8ed4eb32af1b39d8b3568ffd677deb2e8870921d72f212164")
}

// UnpackPositionNotFoundError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PositionNotFound(uint256 posId)
func (vault *Vault) UnpackPositionNotFoundError(raw []byte) (*VaultPositionNotFound, error) {
	out := new(VaultPositionNotFound)
	if err := vault.abi.UnpackIntoInterface(out, "PositionNotFound", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultPriceBeyondAllowed represents a PriceBeyondAllowed error raised by the Vault contract.
type VaultPriceBeyondAllowed struct {
	Price        *big.Int
	AllowedPrice *big.Int
	IsLong       bool
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PriceBeyondAllowed(uint256 price, uint256 allowedPrice, bool isLong)
func VaultPriceBeyondAllowedErrorID() common.Hash {
	return common.HexToHash("0xa2495b18e18d532d22d1beb50ab3f8ea10bd33aebeff1d6b7b295c8abdfc48dd")
}

// UnpackPriceBeyondAllowedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PriceBeyondAllowed(uint256 price, uint256 allowedPrice, bool isLong)
func (vault *Vault) UnpackPriceBeyondAllowedError(raw []byte) (*VaultPriceBeyondAllowed, error) {
	out := new(VaultPriceBeyondAllowed)
	if err := vault.abi.UnpackIntoInterface(out, "PriceBeyondAllowed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the Vault contract.
type VaultReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func VaultReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (vault *Vault) UnpackReentrancyGuardReentrantCallError(raw []byte) (*VaultReentrancyGuardReentrantCall, error) {
	out := new(VaultReentrancyGuardReentrantCall)
	if err := vault.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the Vault contract.
type VaultSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func VaultSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (vault *Vault) UnpackSafeERC20FailedOperationError(raw []byte) (*VaultSafeERC20FailedOperation, error) {
	out := new(VaultSafeERC20FailedOperation)
	if err := vault.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultSizeDeltaExceedsPosition represents a SizeDeltaExceedsPosition error raised by the Vault contract.
type VaultSizeDeltaExceedsPosition struct {
	SizeDelta *big.Int
	Size      *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SizeDeltaExceedsPosition(uint256 sizeDelta, uint256 size)
func VaultSizeDeltaExceedsPositionErrorID() common.Hash {
	return common.HexToHash("0xb802af25c1ee8feeafaf6cc9fbf4f49c48f986ef1fd0a5680522f6e37dee626a")
}

// UnpackSizeDeltaExceedsPositionError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SizeDeltaExceedsPosition(uint256 sizeDelta, uint256 size)
func (vault *Vault) UnpackSizeDeltaExceedsPositionError(raw []byte) (*VaultSizeDeltaExceedsPosition, error) {
	out := new(VaultSizeDeltaExceedsPosition)
	if err := vault.abi.UnpackIntoInterface(out, "SizeDeltaExceedsPosition", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultUnsupportedOrderType represents a UnsupportedOrderType error raised by the Vault contract.
type VaultUnsupportedOrderType struct {
	OrderType uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnsupportedOrderType(uint8 orderType)
func VaultUnsupportedOrderTypeErrorID() common.Hash {
	return common.HexToHash("0x87d9aef351e530c04819018a1bd0bee2cd812dd5f1cccfce3bd06a72823206b4")
}

// UnpackUnsupportedOrderTypeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnsupportedOrderType(uint8 orderType)
func (vault *Vault) UnpackUnsupportedOrderTypeError(raw []byte) (*VaultUnsupportedOrderType, error) {
	out := new(VaultUnsupportedOrderType)
	if err := vault.abi.UnpackIntoInterface(out, "UnsupportedOrderType", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultUnsupportedToken represents a UnsupportedToken error raised by the Vault contract.
type VaultUnsupportedToken struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnsupportedToken(address token)
func VaultUnsupportedTokenErrorID() common.Hash {
	return common.HexToHash("0xbf16aab68b533663bda39930f665a3aca274d1ce9b11695c6d6218cb23bba198")
}

// UnpackUnsupportedTokenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnsupportedToken(address token)
func (vault *Vault) UnpackUnsupportedTokenError(raw []byte) (*VaultUnsupportedToken, error) {
	out := new(VaultUnsupportedToken)
	if err := vault.abi.UnpackIntoInterface(out, "UnsupportedToken", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultZeroAddress represents a ZeroAddress error raised by the Vault contract.
type VaultZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress()
func VaultZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xd92e233df2717d4a40030e20904abd27b68fcbeede117eaaccbbdac9618c8c73")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress()
func (vault *Vault) UnpackZeroAddressError(raw []byte) (*VaultZeroAddress, error) {
	out := new(VaultZeroAddress)
	if err := vault.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultZeroAmount represents a ZeroAmount error raised by the Vault contract.
type VaultZeroAmount struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAmount()
func VaultZeroAmountErrorID() common.Hash {
	return common.HexToHash("0x1f2a2005cb66a8e145327e8814e243a0996aec9bfe1e15a495778b1236dbd485")
}

// UnpackZeroAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAmount()
func (vault *Vault) UnpackZeroAmountError(raw []byte) (*VaultZeroAmount, error) {
	out := new(VaultZeroAmount)
	if err := vault.abi.UnpackIntoInterface(out, "ZeroAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}
