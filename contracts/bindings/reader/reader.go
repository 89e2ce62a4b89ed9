// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package reader

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

// ReaderMarketInfo is an auto generated low-level Go binding around an user-defined struct.
type ReaderMarketInfo struct {
	TokenId                 *big.Int
	Name                    string
	Enabled                 bool
	Price                   *big.Int
	PriceUpdatedAt          *big.Int
	PriceFresh              bool
	FundingRate             *big.Int
	BorrowRateLong          *big.Int
	BorrowRateShort         *big.Int
	LongOpenInterest        *big.Int
	ShortOpenInterest       *big.Int
	MaxLongOpenInterest     *big.Int
	MaxShortOpenInterest    *big.Int
	LongFee                 *big.Int
	ShortFee                *big.Int
	AvailableLiquidityLong  *big.Int
	AvailableLiquidityShort *big.Int
	MinCollateral           *big.Int
	MaxLeverage             *big.Int
}

// ReaderPositionFigures is an auto generated low-level Go binding around an user-defined struct.
type ReaderPositionFigures struct {
	PosId             *big.Int
	Owner             common.Address
	TokenId           *big.Int
	IsLong            bool
	Size              *big.Int
	Collateral        *big.Int
	AveragePrice      *big.Int
	MarkPrice         *big.Int
	PriceFresh        bool
	Pnl               *big.Int
	BorrowFee         *big.Int
	FundingFee        *big.Int
	ClosingFee        *big.Int
	NetValue          *big.Int
	Leverage          *big.Int
	MaintenanceMargin *big.Int
	LiquidationPrice  *big.Int
	Liquidatable      bool
}

// ReaderPositionInfo is an auto generated low-level Go binding around an user-defined struct.
type ReaderPositionInfo struct {
	PosId      *big.Int
	Position   IVaultPosition
	Order      IVaultOrder
	TakeProfit IVaultTrigger
	StopLoss   IVaultTrigger
	Decrease   IVaultDecreaseRequest
}

// ReaderSummary is an auto generated low-level Go binding around an user-defined struct.
type ReaderSummary struct {
	BlockNumber     *big.Int
	Timestamp       *big.Int
	PoolAmount      *big.Int
	MarketOrderFee  *big.Int
	TriggerOrderFee *big.Int
	MarginBalance   *big.Int
	ReferralCode    [32]byte
	TraderDiscount  *big.Int
}

// ReaderMetaData contains all meta data concerning the Reader contract.
var ReaderMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"vault_\",\"type\":\"address\",\"internalType\":\"contractVault\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"BASIS_POINTS_DIVISOR\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_ACCOUNT_PAGE\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"executableIds\",\"inputs\":[{\"name\":\"cursor\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"scan\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"max\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"ids\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"next\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getAccount\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"marginBalance\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"nativeRefund\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"positions\",\"type\":\"tuple[]\",\"internalType\":\"structReader.PositionInfo[]\",\"components\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"position\",\"type\":\"tuple\",\"internalType\":\"structIVault.Position\",\"components\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"averagePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"entryFundingIndex\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"entryBorrowIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"refer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"lastUpdated\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"order\",\"type\":\"tuple\",\"internalType\":\"structIVault.Order\",\"components\":[{\"name\":\"orderType\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderType\"},{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderStatus\"},{\"name\":\"stopTriggered\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"acceptablePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"slippage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"limitPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"stopPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"createdAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"takeProfit\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"stopLoss\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"decrease\",\"type\":\"tuple\",\"internalType\":\"structIVault.DecreaseRequest\",\"components\":[{\"name\":\"pending\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getAccountFigures\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"figures\",\"type\":\"tuple[]\",\"internalType\":\"structReader.PositionFigures[]\",\"components\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"averagePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"markPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"priceFresh\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"pnl\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"borrowFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fundingFee\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"closingFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"netValue\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"leverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maintenanceMargin\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"liquidationPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"liquidatable\",\"type\":\"bool\",\"internalType\":\"bool\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getAccountPage\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"cursor\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"count\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"marginBalance\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"nativeRefund\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"positions\",\"type\":\"tuple[]\",\"internalType\":\"structReader.PositionInfo[]\",\"components\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"position\",\"type\":\"tuple\",\"internalType\":\"structIVault.Position\",\"components\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"averagePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"entryFundingIndex\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"entryBorrowIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"refer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"lastUpdated\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"order\",\"type\":\"tuple\",\"internalType\":\"structIVault.Order\",\"components\":[{\"name\":\"orderType\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderType\"},{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderStatus\"},{\"name\":\"stopTriggered\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"acceptablePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"slippage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"limitPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"stopPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"createdAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"takeProfit\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"stopLoss\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"decrease\",\"type\":\"tuple\",\"internalType\":\"structIVault.DecreaseRequest\",\"components\":[{\"name\":\"pending\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}]},{\"name\":\"figures\",\"type\":\"tuple[]\",\"internalType\":\"structReader.PositionFigures[]\",\"components\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"averagePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"markPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"priceFresh\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"pnl\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"borrowFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fundingFee\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"closingFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"netValue\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"leverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maintenanceMargin\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"liquidationPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"liquidatable\",\"type\":\"bool\",\"internalType\":\"bool\"}]},{\"name\":\"total\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"next\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getMarkets\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"summary\",\"type\":\"tuple\",\"internalType\":\"structReader.Summary\",\"components\":[{\"name\":\"blockNumber\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"timestamp\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"poolAmount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"marketOrderFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"triggerOrderFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"marginBalance\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"referralCode\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"traderDiscount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"markets\",\"type\":\"tuple[]\",\"internalType\":\"structReader.MarketInfo[]\",\"components\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"name\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"enabled\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"priceUpdatedAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"priceFresh\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"fundingRate\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"borrowRateLong\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"borrowRateShort\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"longOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"shortOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxLongOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxShortOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"longFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"shortFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"availableLiquidityLong\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"availableLiquidityShort\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"minCollateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxLeverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getPositionFigures\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"r\",\"type\":\"tuple\",\"internalType\":\"structReader.PositionFigures\",\"components\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"averagePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"markPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"priceFresh\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"pnl\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"borrowFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fundingFee\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"closingFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"netValue\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"leverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maintenanceMargin\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"liquidationPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"liquidatable\",\"type\":\"bool\",\"internalType\":\"bool\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getPositionInfo\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"info\",\"type\":\"tuple\",\"internalType\":\"structReader.PositionInfo\",\"components\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"position\",\"type\":\"tuple\",\"internalType\":\"structIVault.Position\",\"components\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"averagePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"entryFundingIndex\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"entryBorrowIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"refer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"lastUpdated\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"order\",\"type\":\"tuple\",\"internalType\":\"structIVault.Order\",\"components\":[{\"name\":\"orderType\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderType\"},{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderStatus\"},{\"name\":\"stopTriggered\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"acceptablePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"slippage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"limitPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"stopPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"createdAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"takeProfit\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"stopLoss\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"decrease\",\"type\":\"tuple\",\"internalType\":\"structIVault.DecreaseRequest\",\"components\":[{\"name\":\"pending\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"isLiquidatable\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"liquidatableIds\",\"inputs\":[{\"name\":\"cursor\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"scan\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"max\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"ids\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"next\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"oracle\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIOracle\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"referrals\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIReferralRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"settings\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractISettings\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"vault\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractVault\"}],\"stateMutability\":\"view\"}]",
	ID:  "Reader",
	Bin: "0x610100604052348015610010575f5ffd5b5060405161365438038061365483398101604081905261002f916101b6565b6001600160a01b0381166080819052604080516338185d3960e21b8152905163e06174e4916004808201926020929091908290030181865afa158015610077573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061009b91906101b6565b6001600160a01b031660a0816001600160a01b031681525050806001600160a01b0316637dc0d1d06040518163ffffffff1660e01b8152600401602060405180830381865afa1580156100f0573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061011491906101b6565b6001600160a01b031660c0816001600160a01b031681525050806001600160a01b031663d3dc75396040518163ffffffff1660e01b8152600401602060405180830381865afa158015610169573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061018d91906101b6565b6001600160a01b031660e052506101d8565b6001600160a01b03811681146101b3575f5ffd5b50565b5f602082840312156101c6575f5ffd5b81516101d18161019f565b9392505050565b60805160a05160c05160e0516133546103005f395f8181610214015261136e01525f81816101d5015281816103bf01528181610555015281816106df01528181611e5b0152611ee201525f818161025c015281816111a701528181611230015281816113df0152818161147e0152611d2901525f81816102a50152818161030e0152818161038f015281816104dd0152818161060f015281816108840152818161096101528181610ab501528181610b4201528181610bd101528181610c6301528181610d0201528181610dd201528181610f0a01528181611133015281816112e1015281816115db01528181611668015281816116f701528181611840015281816118cb0152818161196501528181611a2301528181611dbf0152611f9001526133545ff3fe608060405234801561000f575f5ffd5b50600436106100f0575f3560e01c8063644cc5ca11610093578063e06174e411610063578063e06174e414610257578063fbcbc0f11461027e578063fbfa77cf146102a0578063fd8616f0146102c7575f5ffd5b8063644cc5ca146101bd5780637dc0d1d0146101d0578063d3dc75391461020f578063d60d9bd714610236575f5ffd5b80633bc86025116100ce5780633bc860251461013c578063433b96ba1461015c578063519f50991461017d5780635375d3b21461019d575f5ffd5b8063126082cf146100f457806320dbe08e14610111578063211a444314610119575b5f5ffd5b6100fe620186a081565b6040519081526020015b60405180910390f35b6100fe601981565b61012c6101273660046124e9565b6102ec565b6040519015158152602001610108565b61014f61014a3660046124e9565b6104bd565b60405161010891906125f5565b61016f61016a36600461260a565b610856565b604051610108929190612633565b61019061018b3660046124e9565b610a94565b6040516101089190612887565b6101b06101ab3660046128ad565b610cde565b604051610108919061290e565b61016f6101cb36600461260a565b610edc565b6101f77f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610108565b6101f77f000000000000000000000000000000000000000000000000000000000000000081565b6102496102443660046128ad565b6110c9565b604051610108929190612a9a565b6101f77f000000000000000000000000000000000000000000000000000000000000000081565b61029161028c3660046128ad565b6115b5565b60405161010893929190612b38565b6101f77f000000000000000000000000000000000000000000000000000000000000000081565b6102da6102d5366004612b56565b611814565b60405161010896959493929190612b88565b60405163eb02c30160e01b8152600481018290525f9081906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063eb02c3019060240161014060405180830381865afa158015610354573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906103789190612ca0565b905080606001515f0361038d57505f92915050565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166322e904a7847f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663e757223085602001516040518263ffffffff1660e01b815260040161040f91815260200190565b602060405180830381865afa15801561042a573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061044e9190612d3a565b6040516001600160e01b031960e085901b1681526004810192909252602482015260440161010060405180830381865afa15801561048e573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104b29190612d51565b60e001519392505050565b6104c561227d565b60405163eb02c30160e01b8152600481018390525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063eb02c3019060240161014060405180830381865afa15801561052b573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061054f9190612ca0565b90505f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663174ed5cc84602001516040518263ffffffff1660e01b81526004016105a591815260200190565b6040805180830381865afa1580156105bf573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906105e39190612dc4565b6040516322e904a760e01b8152600481018890526024810183905291935091505f906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906322e904a79060440161010060405180830381865afa158015610655573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906106799190612d51565b86865284516001600160a01b0316602080880191909152850151604080880191909152850151151560608088019190915285015160808088019190915285015160a08088019190915285015160c087015260e086018490529050821580159061076b57507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663687043c56040518163ffffffff1660e01b8152600401602060405180830381865afa158015610739573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061075d9190612d3a565b6107679083612dfa565b4211155b151561010086015260208101516101208601526040810151610140860152606081015161016086015260808082015161018087015260a08201516101a0870152840151156107da578360800151620186a085606001516107cb9190612e0d565b6107d59190612e38565b6107dd565b5f195b6101c086015260c0810180516101e087015251602082015160a08301515f929161080691612e4b565b6108109190612e4b565b905061082a856040015186606001518760a0015184611c5d565b61020087015260e0820151801561084357508561010001515b1515610220870152509395945050505050565b60405163b4e6840d60e01b815260048101849052602481018390526060905f90819081906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063b4e6840d906044015f60405180830381865afa1580156108c8573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526108ef9190810190612ef0565b91509150848251106109015784610904565b81515b6001600160401b0381111561091b5761091b612bce565b604051908082528060200260200182016040528015610944578160200160208202803683370190505b5093505f5f5b83518110801561095a5750855182105b15610a63577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663c219a7858583815181106109a0576109a0612f33565b60200260200101516040518263ffffffff1660e01b81526004016109c691815260200190565b602060405180830381865afa9250505080156109ff575060408051601f3d908101601f191682019092526109fc91810190612f47565b60015b15610a51578015610a4f57848281518110610a1c57610a1c612f33565b6020026020010151878480610a3090612f60565b955081518110610a4257610a42612f33565b6020026020010181815250505b505b80610a5b81612f60565b91505061094a565b81865282610a71828b612dfa565b10610a7c575f610a86565b610a86818a612dfa565b945050505050935093915050565b610a9c612305565b81815260405163eb02c30160e01b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063eb02c3019060240161014060405180830381865afa158015610b03573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610b279190612ca0565b602082015260405163d09ef24160e01b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063d09ef2419060240161018060405180830381865afa158015610b90573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610bb49190612f94565b604082810191909152516388eb4a1f60e01b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906388eb4a1f9060240161010060405180830381865afa158015610c1f573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610c4391906130ab565b6080830152606082015260405163177e147b60e11b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690632efc28f690602401608060405180830381865afa158015610cb0573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610cd491906130df565b60a0820152919050565b604051631c538f1b60e01b81526001600160a01b0382811660048301526060915f917f00000000000000000000000000000000000000000000000000000000000000001690631c538f1b906024015f60405180830381865afa158015610d46573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610d6d91908101906130f9565b905080516001600160401b03811115610d8857610d88612bce565b604051908082528060200260200182016040528015610dc157816020015b610dae61227d565b815260200190600190039081610da65790505b5091505f805b8251811015610ed3577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663eb02c301848381518110610e1157610e11612f33565b60200260200101516040518263ffffffff1660e01b8152600401610e3791815260200190565b61014060405180830381865afa158015610e53573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610e779190612ca0565b6060015115610ecb57610ea2838281518110610e9557610e95612f33565b60200260200101516104bd565b8483610ead81612f60565b945081518110610ebf57610ebf612f33565b60200260200101819052505b600101610dc7565b50825250919050565b60405163b4e6840d60e01b815260048101849052602481018390526060905f90819081906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063b4e6840d906044015f60405180830381865afa158015610f4e573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610f759190810190612ef0565b9150915084825110610f875784610f8a565b81515b6001600160401b03811115610fa157610fa1612bce565b604051908082528060200260200182016040528015610fca578160200160208202803683370190505b5093505f5f5b835181108015610fe05750855182105b15610a6357306001600160a01b031663211a444385838151811061100657611006612f33565b60200260200101516040518263ffffffff1660e01b815260040161102c91815260200190565b602060405180830381865afa925050508015611065575060408051601f3d908101601f1916820190925261106291810190612f47565b60015b156110b75780156110b55784828151811061108257611082612f33565b602002602001015187848061109690612f60565b9550815181106110a8576110a8612f33565b6020026020010181815250505b505b806110c181612f60565b915050610fd0565b6111096040518061010001604052805f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b438152426020808301919091526040805163a693600b60e01b815290516060926001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169263a693600b92600480830193928290030181865afa158015611178573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061119c9190612d3a565b8260400181815250507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663d8f434536040518163ffffffff1660e01b8152600401602060405180830381865afa158015611201573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906112259190612d3a565b8260600181815250507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ae0ff2ff6040518163ffffffff1660e01b8152600401602060405180830381865afa15801561128a573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906112ae9190612d3a565b60808301526001600160a01b038316156113dd5760405163f1d74c0360e01b81526001600160a01b0384811660048301527f0000000000000000000000000000000000000000000000000000000000000000169063f1d74c0390602401602060405180830381865afa158015611326573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061134a9190612d3a565b60a0830152604051636b277e3760e01b81526001600160a01b0384811660048301527f00000000000000000000000000000000000000000000000000000000000000001690636b277e3790602401602060405180830381865afa1580156113b3573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906113d79190612d3a565b60c08301525b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635426d32a6040518163ffffffff1660e01b8152600401602060405180830381865afa158015611439573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061145d9190612d3a565b60e083015260c08201515f90611473575f611479565b8260e001515b90505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635c3129426040518163ffffffff1660e01b81526004015f60405180830381865afa1580156114d7573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526114fe91908101906130f9565b905080516001600160401b0381111561151957611519612bce565b60405190808252806020026020018201604052801561155257816020015b61153f612465565b8152602001906001900390816115375790505b5092505f5b81518110156115ad5761158882828151811061157557611575612f33565b6020026020010151866040015185611d09565b84828151811061159a5761159a612f33565b6020908102919091010152600101611557565b505050915091565b60405163f1d74c0360e01b81526001600160a01b0382811660048301525f9182916060917f00000000000000000000000000000000000000000000000000000000000000009091169063f1d74c0390602401602060405180830381865afa158015611622573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906116469190612d3a565b6040516323987cb760e01b81526001600160a01b0386811660048301529194507f0000000000000000000000000000000000000000000000000000000000000000909116906323987cb790602401602060405180830381865afa1580156116af573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906116d39190612d3a565b604051631c538f1b60e01b81526001600160a01b0386811660048301529193505f917f00000000000000000000000000000000000000000000000000000000000000001690631c538f1b906024015f60405180830381865afa15801561173b573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f1916820160405261176291908101906130f9565b905080516001600160401b0381111561177d5761177d612bce565b6040519080825280602002602001820160405280156117b657816020015b6117a3612305565b81526020019060019003908161179b5790505b5091505f5b815181101561180b576117e68282815181106117d9576117d9612f33565b6020026020010151610a94565b8382815181106117f8576117f8612f33565b60209081029190910101526001016117bb565b50509193909250565b60405163f1d74c0360e01b81526001600160a01b0384811660048301525f9182916060918291849182917f0000000000000000000000000000000000000000000000000000000000000000169063f1d74c0390602401602060405180830381865afa158015611885573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906118a99190612d3a565b6040516323987cb760e01b81526001600160a01b038b811660048301529197507f0000000000000000000000000000000000000000000000000000000000000000909116906323987cb790602401602060405180830381865afa158015611912573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906119369190612d3a565b60405163533687d560e11b81526001600160a01b038b811660048301525f6024830181905260448301529196507f00000000000000000000000000000000000000000000000000000000000000009091169063a66d0faa906064015f60405180830381865afa1580156119ab573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526119d29190810190612ef0565b92505f90508815806119e357508289115b6119ed57886119ef565b825b905060198811156119ff57601997505b878111611a0c575f611a16565b611a16888261312a565b91505f6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001663a66d0faa8c85611a54818761312a565b6040516001600160e01b031960e086901b1681526001600160a01b039093166004840152602483019190915260448201526064015f60405180830381865afa158015611aa2573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052611ac99190810190612ef0565b50905080516001600160401b03811115611ae557611ae5612bce565b604051908082528060200260200182016040528015611b1e57816020015b611b0b612305565b815260200190600190039081611b035790505b50955080516001600160401b03811115611b3a57611b3a612bce565b604051908082528060200260200182016040528015611b7357816020015b611b6061227d565b815260200190600190039081611b585790505b5094505f805b8251811015611c4a57611baf838260018651611b95919061312a565b611b9f919061312a565b815181106117d9576117d9612f33565b888281518110611bc157611bc1612f33565b6020026020010181905250878181518110611bde57611bde612f33565b602002602001015160200151606001515f14611c4257611c19888281518110611c0957611c09612f33565b60200260200101515f01516104bd565b8783611c2481612f60565b945081518110611c3657611c36612f33565b60200260200101819052505b600101611b79565b5080865250505093975093979195509350565b5f5f8212611cb0575f611c7d611c74846001612dfa565b858760016120f4565b90508515611ca65783811015611c9c57611c97818561312a565b611c9e565b5f5b915050611d01565b611c9e8185612dfa565b5f6001611cc8611cbf8561313d565b868860016120f4565b611cd2919061312a565b90508515611ce457611c9e8185612dfa565b83811015611cfb57611cf6818561312a565b611cfd565b5f5b9150505b949350505050565b611d11612465565b6040516314430e9160e11b8152600481018590525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906328861d22906024015f60405180830381865afa158015611d75573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052611d9c91908101906131c2565b6040516388b1f1c360e01b8152600481018790529091505f906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906388b1f1c39060240160c060405180830381865afa158015611e04573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611e289190613292565b86845282516020808601919091528301511515604080860191909152516305d3b57360e21b8152600481018890529091507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063174ed5cc906024016040805180830381865afa158015611ea7573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611ecb9190612dc4565b60808501526060840181905215801590611f7357507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663687043c56040518163ffffffff1660e01b8152600401602060405180830381865afa158015611f3c573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611f609190612d3a565b8360800151611f6f9190612dfa565b4211155b151560a08401526040516306c0903b60e21b8152600481018790527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690631b0240ec90602401606060405180830381865afa158015611fdd573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906120019190613308565b61010086015260e085015260c084015280516101208401526020810151610140840152608082015161016084015260a08201516101808401526040820151620186a09061204f908690612e0d565b6120599190612e38565b8260400151612068919061312a565b6101a08401526060820151620186a090612083908690612e0d565b61208d9190612e38565b826060015161209c919061312a565b6101c0840152608082015181516120b491908761213f565b6101e084015260a082015160208201516120cf91908761213f565b6102008401525061010081015161022083015261012001516102408201529392505050565b5f61212161210183612174565b801561211c57505f848061211757612117612e24565b868809115b151590565b61212c8686866121a0565b6121369190612dfa565b95945050505050565b5f5f83851161214e575f612158565b612158848661312a565b90508281106121675782612169565b805b9150505b9392505050565b5f60028260038111156121895761218961267f565b6121939190613333565b60ff166001149050919050565b5f5f5f6121ad8686612250565b91509150815f036121d1578381816121c7576121c7612e24565b049250505061216d565b8184116121e8576121e8600385150260111861226c565b5f848688095f868103871696879004966002600389028118808a02820302808a02820302808a02820302808a02820302808a02820302808a02909103029181900381900460010185841190960395909502919093039390930492909217029150509392505050565b5f805f1983850993909202808410938190039390930393915050565b634e487b715f52806020526024601cfd5b6040518061024001604052805f81526020015f6001600160a01b031681526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f151581525090565b6040518060c001604052805f81526020016123766040518061014001604052805f6001600160a01b031681526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f6001600160a01b031681526020015f81525090565b81526020016123d6604080516101808101909152805f81526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b815260200161240460405180608001604052805f151581526020015f81526020015f81526020015f81525090565b815260200161243260405180608001604052805f151581526020015f81526020015f81526020015f81525090565b815260200161246060405180608001604052805f151581526020015f81526020015f81526020015f81525090565b905290565b6040518061026001604052805f8152602001606081526020015f151581526020015f81526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b5f602082840312156124f9575f5ffd5b5035919050565b80518252602081015161251e60208401826001600160a01b03169052565b5060408101516040830152606081015161253c606084018215159052565b506080810151608083015260a081015160a083015260c081015160c083015260e081015160e083015261010081015161257a61010084018215159052565b506101208101516101208301526101408101516101408301526101608101516101608301526101808101516101808301526101a08101516101a08301526101c08101516101c08301526101e08101516101e08301526102008101516102008301526102208101516125f061022084018215159052565b505050565b61024081016126048284612500565b92915050565b5f5f5f6060848603121561261c575f5ffd5b505081359360208301359350604090920135919050565b604080825283519082018190525f9060208501906060840190835b8181101561266c57835183526020938401939092019160010161264e565b5050602093909301939093525092915050565b634e487b7160e01b5f52602160045260245ffd5b600581106126a3576126a361267f565b9052565b600481106126a3576126a361267f565b6126c2828251612693565b60208101516126d460208401826126a7565b5060408101516126e8604084018215159052565b50606081015160608301526080810151608083015260a081015160a083015260c081015160c083015260e081015160e08301526101008101516101008301526101208101516101208301526101408101516101408301526101608101516101608301525050565b80518252602081015161276e6020840182516001600160a01b03169052565b60208101516040840152604081015161278b606085018215159052565b5060608101516080840152608081015160a084015260a081015160c084015260c081015160e084015260e08101516101008401526101008101516127db6101208501826001600160a01b03169052565b50610120015161014083015260408101516127fa6101608401826126b7565b50606081810151805115156102e08501526020808201516103008601526040808301516103208701529183015161034086015260808401518051151561036087015280820151610380870152808301516103a08701528301516103c086015260a090930151805115156103e086015292830151610400850152820151610420840152015161044090910152565b6104608101612604828461274f565b6001600160a01b03811681146128aa575f5ffd5b50565b5f602082840312156128bd575f5ffd5b813561216d81612896565b5f8151808452602084019350602083015f5b82811015612904576128ed868351612500565b6102409590950194602091909101906001016128da565b5093949350505050565b602081525f61216d60208301846128c8565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b5f82825180855260208501945060208160051b830101602085015f5b83811015612a8e57601f198584030188528151805184526020810151610260602086015261299c610260860182612920565b905060408201516129b1604087018215159052565b50606082015160608601526080820151608086015260a08201516129d960a087018215159052565b5060c082015160c086015260e082015160e08601526101008201516101008601526101208201516101208601526101408201516101408601526101608201516101608601526101808201516101808601526101a08201516101a08601526101c08201516101c08601526101e08201516101e0860152610200820151610200860152610220820151610220860152610240820151610240860152809450505060208201915060208801975060018101905061296a565b50909695505050505050565b825181526020830151602082015260408301516040820152606083015160608201526080830151608082015260a083015160a082015260c083015160c082015260e083015160e08201526101206101008201525f611d0161012083018461294e565b5f8151808452602084019350602083015f5b8281101561290457612b2186835161274f565b610460959095019460209190910190600101612b0e565b838152826020820152606060408201525f6121366060830184612afc565b5f5f5f60608486031215612b68575f5ffd5b8335612b7381612896565b95602085013595506040909401359392505050565b86815285602082015260c060408201525f612ba660c0830187612afc565b8281036060840152612bb881876128c8565b6080840195909552505060a00152949350505050565b634e487b7160e01b5f52604160045260245ffd5b60405161014081016001600160401b0381118282101715612c0557612c05612bce565b60405290565b60405161010081016001600160401b0381118282101715612c0557612c05612bce565b60405161018081016001600160401b0381118282101715612c0557612c05612bce565b604051601f8201601f191681016001600160401b0381118282101715612c7957612c79612bce565b604052919050565b8051612c8c81612896565b919050565b80518015158114612c8c575f5ffd5b5f610140828403128015612cb2575f5ffd5b50612cbb612be2565b612cc483612c81565b815260208381015190820152612cdc60408401612c91565b6040820152606083810151908201526080808401519082015260a0808401519082015260c0808401519082015260e08084015190820152612d206101008401612c81565b610100820152610120928301519281019290925250919050565b5f60208284031215612d4a575f5ffd5b5051919050565b5f610100828403128015612d63575f5ffd5b50612d6c612c0b565b825181526020808401519082015260408084015190820152606080840151908201526080808401519082015260a0808401519082015260c08084015190820152612db860e08401612c91565b60e08201529392505050565b5f5f60408385031215612dd5575f5ffd5b505080516020909101519092909150565b634e487b7160e01b5f52601160045260245ffd5b8082018082111561260457612604612de6565b808202811582820484141761260457612604612de6565b634e487b7160e01b5f52601260045260245ffd5b5f82612e4657612e46612e24565b500490565b8181035f831280158383131683831282161715612e6a57612e6a612de6565b5092915050565b5f82601f830112612e80575f5ffd5b81516001600160401b03811115612e9957612e99612bce565b8060051b612ea960208201612c51565b91825260208185018101929081019086841115612ec4575f5ffd5b6020860192505b83831015612ee6578251825260209283019290910190612ecb565b9695505050505050565b5f5f60408385031215612f01575f5ffd5b82516001600160401b03811115612f16575f5ffd5b612f2285828601612e71565b602094909401519395939450505050565b634e487b7160e01b5f52603260045260245ffd5b5f60208284031215612f57575f5ffd5b61216d82612c91565b5f60018201612f7157612f71612de6565b5060010190565b805160058110612c8c575f5ffd5b805160048110612c8c575f5ffd5b5f610180828403128015612fa6575f5ffd5b50612faf612c2e565b612fb883612f78565b8152612fc660208401612f86565b6020820152612fd760408401612c91565b6040820152606083810151908201526080808401519082015260a0808401519082015260c0808401519082015260e08084015190820152610100808401519082015261012080840151908201526101408084015190820152610160928301519281019290925250919050565b5f60808284031215613053575f5ffd5b604051608081016001600160401b038111828210171561307557613075612bce565b60405290508061308483612c91565b81526020838101519082015260408084015190820152606092830151920191909152919050565b5f5f61010083850312156130bd575f5ffd5b6130c78484613043565b91506130d68460808501613043565b90509250929050565b5f608082840312156130ef575f5ffd5b61216d8383613043565b5f60208284031215613109575f5ffd5b81516001600160401b0381111561311e575f5ffd5b611d0184828501612e71565b8181038181111561260457612604612de6565b5f600160ff1b820161315157613151612de6565b505f0390565b5f82601f830112613166575f5ffd5b81516001600160401b0381111561317f5761317f612bce565b613192601f8201601f1916602001612c51565b8181528460208386010111156131a6575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f602082840312156131d2575f5ffd5b81516001600160401b038111156131e7575f5ffd5b820161014081850312156131f9575f5ffd5b613201612be2565b81516001600160401b03811115613216575f5ffd5b61322286828501613157565b82525061323160208301612c91565b602082015260408281015190820152606080830151908201526080808301519082015260a0808301519082015260c0808301519082015260e08083015190820152610100808301519082015261012091820151918101919091529392505050565b5f60c08284031280156132a3575f5ffd5b5060405160c081016001600160401b03811182821017156132c6576132c6612bce565b604090815283518252602080850151908301528381015190820152606080840151908201526080808401519082015260a0928301519281019290925250919050565b5f5f5f6060848603121561331a575f5ffd5b5050815160208301516040909301519094929350919050565b5f60ff83168061334557613345612e24565b8060ff8416069150509291505056",
}

// Reader is an auto generated Go binding around an Ethereum contract.
type Reader struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *Reader) GetABI() abi.ABI {
	return c.abi
}

// NewReader creates a new instance of Reader.
func NewReader() *Reader {
	parsed, err := ReaderMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &Reader{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *Reader) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address vault_) returns()
func (reader *Reader) PackConstructor(vault_ common.Address) []byte {
	enc, err := reader.abi.Pack("", vault_)
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
func (reader *Reader) PackBASISPOINTSDIVISOR() []byte {
	enc, err := reader.abi.Pack("BASIS_POINTS_DIVISOR")
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
func (reader *Reader) TryPackBASISPOINTSDIVISOR() ([]byte, error) {
	return reader.abi.Pack("BASIS_POINTS_DIVISOR")
}

// UnpackBASISPOINTSDIVISOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x126082cf.
//
// Solidity: function BASIS_POINTS_DIVISOR() view returns(uint256)
func (reader *Reader) UnpackBASISPOINTSDIVISOR(data []byte) (*big.Int, error) {
	out, err := reader.abi.Unpack("BASIS_POINTS_DIVISOR", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXACCOUNTPAGE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x20dbe08e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_ACCOUNT_PAGE() view returns(uint256)
func (reader *Reader) PackMAXACCOUNTPAGE() []byte {
	enc, err := reader.abi.Pack("MAX_ACCOUNT_PAGE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXACCOUNTPAGE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x20dbe08e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_ACCOUNT_PAGE() view returns(uint256)
func (reader *Reader) TryPackMAXACCOUNTPAGE() ([]byte, error) {
	return reader.abi.Pack("MAX_ACCOUNT_PAGE")
}

// UnpackMAXACCOUNTPAGE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x20dbe08e.
//
// Solidity: function MAX_ACCOUNT_PAGE() view returns(uint256)
func (reader *Reader) UnpackMAXACCOUNTPAGE(data []byte) (*big.Int, error) {
	out, err := reader.abi.Unpack("MAX_ACCOUNT_PAGE", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackExecutableIds is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x433b96ba.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function executableIds(uint256 cursor, uint256 scan, uint256 max) view returns(uint256[] ids, uint256 next)
func (reader *Reader) PackExecutableIds(cursor *big.Int, scan *big.Int, max *big.Int) []byte {
	enc, err := reader.abi.Pack("executableIds", cursor, scan, max)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecutableIds is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x433b96ba.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function executableIds(uint256 cursor, uint256 scan, uint256 max) view returns(uint256[] ids, uint256 next)
func (reader *Reader) TryPackExecutableIds(cursor *big.Int, scan *big.Int, max *big.Int) ([]byte, error) {
	return reader.abi.Pack("executableIds", cursor, scan, max)
}

// ExecutableIdsOutput serves as a container for the return parameters of contract
// method ExecutableIds.
type ExecutableIdsOutput struct {
	Ids  []*big.Int
	Next *big.Int
}

// UnpackExecutableIds is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x433b96ba.
//
// Solidity: function executableIds(uint256 cursor, uint256 scan, uint256 max) view returns(uint256[] ids, uint256 next)
func (reader *Reader) UnpackExecutableIds(data []byte) (ExecutableIdsOutput, error) {
	out, err := reader.abi.Unpack("executableIds", data)
	outstruct := new(ExecutableIdsOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Ids = *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	outstruct.Next = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackGetAccount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfbcbc0f1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getAccount(address account) view returns(uint256 marginBalance, uint256 nativeRefund, (uint256,(address,uint256,bool,uint256,uint256,uint256,int256,uint256,address,uint256),(uint8,uint8,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256),(bool,uint256,uint256,uint256),(bool,uint256,uint256,uint256))[] positions)
func (reader *Reader) PackGetAccount(account common.Address) []byte {
	enc, err := reader.abi.Pack("getAccount", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetAccount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfbcbc0f1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getAccount(address account) view returns(uint256 marginBalance, uint256 nativeRefund, (uint256,(address,uint256,bool,uint256,uint256,uint256,int256,uint256,address,uint256),(uint8,uint8,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256),(bool,uint256,uint256,uint256),(bool,uint256,uint256,uint256))[] positions)
func (reader *Reader) TryPackGetAccount(account common.Address) ([]byte, error) {
	return reader.abi.Pack("getAccount", account)
}

// GetAccountOutput serves as a container for the return parameters of contract
// method GetAccount.
type GetAccountOutput struct {
	MarginBalance *big.Int
	NativeRefund  *big.Int
	Positions     []ReaderPositionInfo
}

// UnpackGetAccount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfbcbc0f1.
//
// Solidity: function getAccount(address account) view returns(uint256 marginBalance, uint256 nativeRefund, (uint256,(address,uint256,bool,uint256,uint256,uint256,int256,uint256,address,uint256),(uint8,uint8,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256),(bool,uint256,uint256,uint256),(bool,uint256,uint256,uint256))[] positions)
func (reader *Reader) UnpackGetAccount(data []byte) (GetAccountOutput, error) {
	out, err := reader.abi.Unpack("getAccount", data)
	outstruct := new(GetAccountOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.MarginBalance = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.NativeRefund = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.Positions = *abi.ConvertType(out[2], new([]ReaderPositionInfo)).(*[]ReaderPositionInfo)
	return *outstruct, nil
}

// PackGetAccountFigures is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5375d3b2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getAccountFigures(address account) view returns((uint256,address,uint256,bool,uint256,uint256,uint256,uint256,bool,int256,uint256,int256,uint256,int256,uint256,uint256,uint256,bool)[] figures)
func (reader *Reader) PackGetAccountFigures(account common.Address) []byte {
	enc, err := reader.abi.Pack("getAccountFigures", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetAccountFigures is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5375d3b2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getAccountFigures(address account) view returns((uint256,address,uint256,bool,uint256,uint256,uint256,uint256,bool,int256,uint256,int256,uint256,int256,uint256,uint256,uint256,bool)[] figures)
func (reader *Reader) TryPackGetAccountFigures(account common.Address) ([]byte, error) {
	return reader.abi.Pack("getAccountFigures", account)
}

// UnpackGetAccountFigures is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5375d3b2.
//
// Solidity: function getAccountFigures(address account) view returns((uint256,address,uint256,bool,uint256,uint256,uint256,uint256,bool,int256,uint256,int256,uint256,int256,uint256,uint256,uint256,bool)[] figures)
func (reader *Reader) UnpackGetAccountFigures(data []byte) ([]ReaderPositionFigures, error) {
	out, err := reader.abi.Unpack("getAccountFigures", data)
	if err != nil {
		return *new([]ReaderPositionFigures), err
	}
	out0 := *abi.ConvertType(out[0], new([]ReaderPositionFigures)).(*[]ReaderPositionFigures)
	return out0, nil
}

// PackGetAccountPage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfd8616f0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getAccountPage(address account, uint256 cursor, uint256 count) view returns(uint256 marginBalance, uint256 nativeRefund, (uint256,(address,uint256,bool,uint256,uint256,uint256,int256,uint256,address,uint256),(uint8,uint8,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256),(bool,uint256,uint256,uint256),(bool,uint256,uint256,uint256))[] positions, (uint256,address,uint256,bool,uint256,uint256,uint256,uint256,bool,int256,uint256,int256,uint256,int256,uint256,uint256,uint256,bool)[] figures, uint256 total, uint256 next)
func (reader *Reader) PackGetAccountPage(account common.Address, cursor *big.Int, count *big.Int) []byte {
	enc, err := reader.abi.Pack("getAccountPage", account, cursor, count)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetAccountPage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfd8616f0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getAccountPage(address account, uint256 cursor, uint256 count) view returns(uint256 marginBalance, uint256 nativeRefund, (uint256,(address,uint256,bool,uint256,uint256,uint256,int256,uint256,address,uint256),(uint8,uint8,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256),(bool,uint256,uint256,uint256),(bool,uint256,uint256,uint256))[] positions, (uint256,address,uint256,bool,uint256,uint256,uint256,uint256,bool,int256,uint256,int256,uint256,int256,uint256,uint256,uint256,bool)[] figures, uint256 total, uint256 next)
func (reader *Reader) TryPackGetAccountPage(account common.Address, cursor *big.Int, count *big.Int) ([]byte, error) {
	return reader.abi.Pack("getAccountPage", account, cursor, count)
}

// GetAccountPageOutput serves as a container for the return parameters of contract
// method GetAccountPage.
type GetAccountPageOutput struct {
	MarginBalance *big.Int
	NativeRefund  *big.Int
	Positions     []ReaderPositionInfo
	Figures       []ReaderPositionFigures
	Total         *big.Int
	Next          *big.Int
}

// UnpackGetAccountPage is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfd8616f0.
//
// Solidity: function getAccountPage(address account, uint256 cursor, uint256 count) view returns(uint256 marginBalance, uint256 nativeRefund, (uint256,(address,uint256,bool,uint256,uint256,uint256,int256,uint256,address,uint256),(uint8,uint8,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256),(bool,uint256,uint256,uint256),(bool,uint256,uint256,uint256))[] positions, (uint256,address,uint256,bool,uint256,uint256,uint256,uint256,bool,int256,uint256,int256,uint256,int256,uint256,uint256,uint256,bool)[] figures, uint256 total, uint256 next)
func (reader *Reader) UnpackGetAccountPage(data []byte) (GetAccountPageOutput, error) {
	out, err := reader.abi.Unpack("getAccountPage", data)
	outstruct := new(GetAccountPageOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.MarginBalance = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.NativeRefund = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.Positions = *abi.ConvertType(out[2], new([]ReaderPositionInfo)).(*[]ReaderPositionInfo)
	outstruct.Figures = *abi.ConvertType(out[3], new([]ReaderPositionFigures)).(*[]ReaderPositionFigures)
	outstruct.Total = abi.ConvertType(out[4], new(big.Int)).(*big.Int)
	outstruct.Next = abi.ConvertType(out[5], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackGetMarkets is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd60d9bd7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getMarkets(address account) view returns((uint256,uint256,uint256,uint256,uint256,uint256,bytes32,uint256) summary, (uint256,string,bool,uint256,uint256,bool,int256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256)[] markets)
func (reader *Reader) PackGetMarkets(account common.Address) []byte {
	enc, err := reader.abi.Pack("getMarkets", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetMarkets is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd60d9bd7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getMarkets(address account) view returns((uint256,uint256,uint256,uint256,uint256,uint256,bytes32,uint256) summary, (uint256,string,bool,uint256,uint256,bool,int256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256)[] markets)
func (reader *Reader) TryPackGetMarkets(account common.Address) ([]byte, error) {
	return reader.abi.Pack("getMarkets", account)
}

// GetMarketsOutput serves as a container for the return parameters of contract
// method GetMarkets.
type GetMarketsOutput struct {
	Summary ReaderSummary
	Markets []ReaderMarketInfo
}

// UnpackGetMarkets is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd60d9bd7.
//
// Solidity: function getMarkets(address account) view returns((uint256,uint256,uint256,uint256,uint256,uint256,bytes32,uint256) summary, (uint256,string,bool,uint256,uint256,bool,int256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256)[] markets)
func (reader *Reader) UnpackGetMarkets(data []byte) (GetMarketsOutput, error) {
	out, err := reader.abi.Unpack("getMarkets", data)
	outstruct := new(GetMarketsOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Summary = *abi.ConvertType(out[0], new(ReaderSummary)).(*ReaderSummary)
	outstruct.Markets = *abi.ConvertType(out[1], new([]ReaderMarketInfo)).(*[]ReaderMarketInfo)
	return *outstruct, nil
}

// PackGetPositionFigures is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3bc86025.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getPositionFigures(uint256 posId) view returns((uint256,address,uint256,bool,uint256,uint256,uint256,uint256,bool,int256,uint256,int256,uint256,int256,uint256,uint256,uint256,bool) r)
func (reader *Reader) PackGetPositionFigures(posId *big.Int) []byte {
	enc, err := reader.abi.Pack("getPositionFigures", posId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetPositionFigures is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3bc86025.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getPositionFigures(uint256 posId) view returns((uint256,address,uint256,bool,uint256,uint256,uint256,uint256,bool,int256,uint256,int256,uint256,int256,uint256,uint256,uint256,bool) r)
func (reader *Reader) TryPackGetPositionFigures(posId *big.Int) ([]byte, error) {
	return reader.abi.Pack("getPositionFigures", posId)
}

// UnpackGetPositionFigures is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3bc86025.
//
// Solidity: function getPositionFigures(uint256 posId) view returns((uint256,address,uint256,bool,uint256,uint256,uint256,uint256,bool,int256,uint256,int256,uint256,int256,uint256,uint256,uint256,bool) r)
func (reader *Reader) UnpackGetPositionFigures(data []byte) (ReaderPositionFigures, error) {
	out, err := reader.abi.Unpack("getPositionFigures", data)
	if err != nil {
		return *new(ReaderPositionFigures), err
	}
	out0 := *abi.ConvertType(out[0], new(ReaderPositionFigures)).(*ReaderPositionFigures)
	return out0, nil
}

// PackGetPositionInfo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x519f5099.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getPositionInfo(uint256 posId) view returns((uint256,(address,uint256,bool,uint256,uint256,uint256,int256,uint256,address,uint256),(uint8,uint8,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256),(bool,uint256,uint256,uint256),(bool,uint256,uint256,uint256)) info)
func (reader *Reader) PackGetPositionInfo(posId *big.Int) []byte {
	enc, err := reader.abi.Pack("getPositionInfo", posId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetPositionInfo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x519f5099.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getPositionInfo(uint256 posId) view returns((uint256,(address,uint256,bool,uint256,uint256,uint256,int256,uint256,address,uint256),(uint8,uint8,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256),(bool,uint256,uint256,uint256),(bool,uint256,uint256,uint256)) info)
func (reader *Reader) TryPackGetPositionInfo(posId *big.Int) ([]byte, error) {
	return reader.abi.Pack("getPositionInfo", posId)
}

// UnpackGetPositionInfo is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x519f5099.
//
// Solidity: function getPositionInfo(uint256 posId) view returns((uint256,(address,uint256,bool,uint256,uint256,uint256,int256,uint256,address,uint256),(uint8,uint8,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256),(bool,uint256,uint256,uint256),(bool,uint256,uint256,uint256)) info)
func (reader *Reader) UnpackGetPositionInfo(data []byte) (ReaderPositionInfo, error) {
	out, err := reader.abi.Unpack("getPositionInfo", data)
	if err != nil {
		return *new(ReaderPositionInfo), err
	}
	out0 := *abi.ConvertType(out[0], new(ReaderPositionInfo)).(*ReaderPositionInfo)
	return out0, nil
}

// PackIsLiquidatable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x211a4443.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isLiquidatable(uint256 posId) view returns(bool)
func (reader *Reader) PackIsLiquidatable(posId *big.Int) []byte {
	enc, err := reader.abi.Pack("isLiquidatable", posId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsLiquidatable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x211a4443.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isLiquidatable(uint256 posId) view returns(bool)
func (reader *Reader) TryPackIsLiquidatable(posId *big.Int) ([]byte, error) {
	return reader.abi.Pack("isLiquidatable", posId)
}

// UnpackIsLiquidatable is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x211a4443.
//
// Solidity: function isLiquidatable(uint256 posId) view returns(bool)
func (reader *Reader) UnpackIsLiquidatable(data []byte) (bool, error) {
	out, err := reader.abi.Unpack("isLiquidatable", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackLiquidatableIds is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x644cc5ca.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function liquidatableIds(uint256 cursor, uint256 scan, uint256 max) view returns(uint256[] ids, uint256 next)
func (reader *Reader) PackLiquidatableIds(cursor *big.Int, scan *big.Int, max *big.Int) []byte {
	enc, err := reader.abi.Pack("liquidatableIds", cursor, scan, max)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLiquidatableIds is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x644cc5ca.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function liquidatableIds(uint256 cursor, uint256 scan, uint256 max) view returns(uint256[] ids, uint256 next)
func (reader *Reader) TryPackLiquidatableIds(cursor *big.Int, scan *big.Int, max *big.Int) ([]byte, error) {
	return reader.abi.Pack("liquidatableIds", cursor, scan, max)
}

// LiquidatableIdsOutput serves as a container for the return parameters of contract
// method LiquidatableIds.
type LiquidatableIdsOutput struct {
	Ids  []*big.Int
	Next *big.Int
}

// UnpackLiquidatableIds is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x644cc5ca.
//
// Solidity: function liquidatableIds(uint256 cursor, uint256 scan, uint256 max) view returns(uint256[] ids, uint256 next)
func (reader *Reader) UnpackLiquidatableIds(data []byte) (LiquidatableIdsOutput, error) {
	out, err := reader.abi.Unpack("liquidatableIds", data)
	outstruct := new(LiquidatableIdsOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Ids = *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	outstruct.Next = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackOracle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7dc0d1d0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function oracle() view returns(address)
func (reader *Reader) PackOracle() []byte {
	enc, err := reader.abi.Pack("oracle")
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
func (reader *Reader) TryPackOracle() ([]byte, error) {
	return reader.abi.Pack("oracle")
}

// UnpackOracle is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7dc0d1d0.
//
// Solidity: function oracle() view returns(address)
func (reader *Reader) UnpackOracle(data []byte) (common.Address, error) {
	out, err := reader.abi.Unpack("oracle", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackReferrals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd3dc7539.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function referrals() view returns(address)
func (reader *Reader) PackReferrals() []byte {
	enc, err := reader.abi.Pack("referrals")
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
func (reader *Reader) TryPackReferrals() ([]byte, error) {
	return reader.abi.Pack("referrals")
}

// UnpackReferrals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd3dc7539.
//
// Solidity: function referrals() view returns(address)
func (reader *Reader) UnpackReferrals(data []byte) (common.Address, error) {
	out, err := reader.abi.Unpack("referrals", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSettings is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe06174e4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settings() view returns(address)
func (reader *Reader) PackSettings() []byte {
	enc, err := reader.abi.Pack("settings")
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
func (reader *Reader) TryPackSettings() ([]byte, error) {
	return reader.abi.Pack("settings")
}

// UnpackSettings is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe06174e4.
//
// Solidity: function settings() view returns(address)
func (reader *Reader) UnpackSettings(data []byte) (common.Address, error) {
	out, err := reader.abi.Unpack("settings", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackVault is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfbfa77cf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function vault() view returns(address)
func (reader *Reader) PackVault() []byte {
	enc, err := reader.abi.Pack("vault")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVault is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfbfa77cf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function vault() view returns(address)
func (reader *Reader) TryPackVault() ([]byte, error) {
	return reader.abi.Pack("vault")
}

// UnpackVault is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfbfa77cf.
//
// Solidity: function vault() view returns(address)
func (reader *Reader) UnpackVault(data []byte) (common.Address, error) {
	out, err := reader.abi.Unpack("vault", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}
