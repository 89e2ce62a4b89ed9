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
	CreatedAt    *big.Int
	OracleRound  *big.Int
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
	OracleRound     *big.Int
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
	OracleRound   *big.Int
}

// ReaderBookEntry is an auto generated low-level Go binding around an user-defined struct.
type ReaderBookEntry struct {
	PosId            *big.Int
	TokenId          *big.Int
	IsLong           bool
	Pending          bool
	OrderType        uint8
	StopTriggered    bool
	LimitPrice       *big.Int
	StopPrice        *big.Int
	ExpiresAt        *big.Int
	Open             bool
	LiquidationPrice *big.Int
	TakeProfit       *big.Int
	StopLoss         *big.Int
	DecreasePending  bool
}

// ReaderMarginBounds is an auto generated low-level Go binding around an user-defined struct.
type ReaderMarginBounds struct {
	PosId             *big.Int
	Collateral        *big.Int
	FeeDebt           *big.Int
	MaxAdd            *big.Int
	MaxRemove         *big.Int
	MinCollateral     *big.Int
	MaxLeverage       *big.Int
	LeastCollateral   *big.Int
	MaintenanceMargin *big.Int
	NetValue          *big.Int
	PriceFresh        bool
	Limit             uint8
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
	FeeDebt           *big.Int
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
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"vault_\",\"type\":\"address\",\"internalType\":\"contractVault\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"BASIS_POINTS_DIVISOR\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_ACCOUNT_PAGE\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"executableIds\",\"inputs\":[{\"name\":\"cursor\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"scan\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"max\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"ids\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"next\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"executableOf\",\"inputs\":[{\"name\":\"ids\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"due\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getAccountPage\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"cursor\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"count\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"marginBalance\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"nativeRefund\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"positions\",\"type\":\"tuple[]\",\"internalType\":\"structReader.PositionInfo[]\",\"components\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"position\",\"type\":\"tuple\",\"internalType\":\"structIVault.Position\",\"components\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"averagePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"entryFundingIndex\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"entryBorrowIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"refer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"lastUpdated\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"order\",\"type\":\"tuple\",\"internalType\":\"structIVault.Order\",\"components\":[{\"name\":\"orderType\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderType\"},{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderStatus\"},{\"name\":\"stopTriggered\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"acceptablePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"slippage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"limitPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"stopPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"createdAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"oracleRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"takeProfit\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"oracleRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"stopLoss\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"oracleRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"decrease\",\"type\":\"tuple\",\"internalType\":\"structIVault.DecreaseRequest\",\"components\":[{\"name\":\"pending\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"createdAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"oracleRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}]},{\"name\":\"figures\",\"type\":\"tuple[]\",\"internalType\":\"structReader.PositionFigures[]\",\"components\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"averagePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"markPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"priceFresh\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"pnl\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"borrowFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fundingFee\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"closingFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"netValue\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"leverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maintenanceMargin\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"liquidationPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"liquidatable\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"feeDebt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"total\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"next\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getBookEntries\",\"inputs\":[{\"name\":\"ids\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"entries\",\"type\":\"tuple[]\",\"internalType\":\"structReader.BookEntry[]\",\"components\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"pending\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"orderType\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderType\"},{\"name\":\"stopTriggered\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"limitPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"stopPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"expiresAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"open\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"liquidationPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"takeProfit\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"stopLoss\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"decreasePending\",\"type\":\"bool\",\"internalType\":\"bool\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getBookPage\",\"inputs\":[{\"name\":\"cursor\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"count\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"entries\",\"type\":\"tuple[]\",\"internalType\":\"structReader.BookEntry[]\",\"components\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"pending\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"orderType\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderType\"},{\"name\":\"stopTriggered\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"limitPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"stopPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"expiresAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"open\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"liquidationPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"takeProfit\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"stopLoss\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"decreasePending\",\"type\":\"bool\",\"internalType\":\"bool\"}]},{\"name\":\"next\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getMarginBounds\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"b\",\"type\":\"tuple\",\"internalType\":\"structReader.MarginBounds\",\"components\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"feeDebt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxAdd\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxRemove\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"minCollateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxLeverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"leastCollateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maintenanceMargin\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"netValue\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"priceFresh\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"limit\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getMarkets\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"summary\",\"type\":\"tuple\",\"internalType\":\"structReader.Summary\",\"components\":[{\"name\":\"blockNumber\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"timestamp\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"poolAmount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"marketOrderFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"triggerOrderFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"marginBalance\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"referralCode\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"traderDiscount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"markets\",\"type\":\"tuple[]\",\"internalType\":\"structReader.MarketInfo[]\",\"components\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"name\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"enabled\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"priceUpdatedAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"priceFresh\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"fundingRate\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"borrowRateLong\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"borrowRateShort\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"longOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"shortOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxLongOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxShortOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"longFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"shortFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"availableLiquidityLong\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"availableLiquidityShort\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"minCollateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxLeverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getPositionFigures\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"r\",\"type\":\"tuple\",\"internalType\":\"structReader.PositionFigures\",\"components\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"averagePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"markPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"priceFresh\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"pnl\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"borrowFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fundingFee\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"closingFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"netValue\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"leverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maintenanceMargin\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"liquidationPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"liquidatable\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"feeDebt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getPositionInfo\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"info\",\"type\":\"tuple\",\"internalType\":\"structReader.PositionInfo\",\"components\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"position\",\"type\":\"tuple\",\"internalType\":\"structIVault.Position\",\"components\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"averagePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"entryFundingIndex\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"entryBorrowIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"refer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"lastUpdated\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"order\",\"type\":\"tuple\",\"internalType\":\"structIVault.Order\",\"components\":[{\"name\":\"orderType\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderType\"},{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderStatus\"},{\"name\":\"stopTriggered\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"acceptablePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"slippage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"limitPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"stopPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"createdAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"oracleRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"takeProfit\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"oracleRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"stopLoss\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"oracleRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"decrease\",\"type\":\"tuple\",\"internalType\":\"structIVault.DecreaseRequest\",\"components\":[{\"name\":\"pending\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"createdAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"oracleRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"isLiquidatable\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"liquidatableIds\",\"inputs\":[{\"name\":\"cursor\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"scan\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"max\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"ids\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"next\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"liquidatableOf\",\"inputs\":[{\"name\":\"ids\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"due\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"oracle\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIOracle\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"referrals\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIReferralRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"settings\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractISettings\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"vault\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractVault\"}],\"stateMutability\":\"view\"}]",
	ID:  "Reader",
	Bin: "0x610100604052348015610010575f5ffd5b5060405161443e38038061443e83398101604081905261002f916101b6565b6001600160a01b0381166080819052604080516338185d3960e21b8152905163e06174e4916004808201926020929091908290030181865afa158015610077573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061009b91906101b6565b6001600160a01b031660a0816001600160a01b031681525050806001600160a01b0316637dc0d1d06040518163ffffffff1660e01b8152600401602060405180830381865afa1580156100f0573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061011491906101b6565b6001600160a01b031660c0816001600160a01b031681525050806001600160a01b031663d3dc75396040518163ffffffff1660e01b8152600401602060405180830381865afa158015610169573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061018d91906101b6565b6001600160a01b031660e052506101d8565b6001600160a01b03811681146101b3575f5ffd5b50565b5f602082840312156101c6575f5ffd5b81516101d18161019f565b9392505050565b60805160a05160c05160e05161411b6103235f395f818161028d01526118d701525f818161022d0152818161055f015281816106f50152818161087f0152818161222101526122a801525f81816102d501528181610df7015281816117100152818161179901528181611948015281816119e7015281816120ef015261271101525f818161031c015281816104ae0152818161052f0152818161067d015281816107af01528181610a3201528181610b0f01528181610c9501528181610f3f01528181611144015281816111d101528181611260015281816112f20152818161139b015281816115880152818161169c0152818161184a01528181611bf901528181611c8401528181611d1e01528181611ddc0152818161218501528181612356015281816124dd0152818161257e01528181612699015281816127e10152612894015261411b5ff3fe608060405234801561000f575f5ffd5b5060043610610111575f3560e01c8063644cc5ca1161009e578063d60d9bd71161006e578063d60d9bd7146102af578063e06174e4146102d0578063e8bbf5a9146102f7578063fbfa77cf14610317578063fd8616f01461033e575f5ffd5b8063644cc5ca146102155780637dc0d1d014610228578063a3a38bf814610267578063d3dc753914610288575f5ffd5b80633bc86025116100e45780633bc8602514610181578063433b96ba146101a1578063478d726b146101c257806351440806146101d5578063519f5099146101f5575f5ffd5b806304e15fea14610115578063126082cf1461013e57806320dbe08e14610156578063211a44431461015e575b5f5ffd5b610128610123366004612e05565b610363565b6040516101359190612eae565b60405180910390f35b610148620186a081565b604051908152602001610135565b610148601981565b61017161016c366004612ec0565b61048c565b6040519015158152602001610135565b61019461018f366004612ec0565b61065d565b6040516101359190612fd4565b6101b46101af366004612fe9565b610a04565b604051610135929190613012565b6101286101d0366004612e05565b610c42565b6101e86101e3366004612ec0565b610d8b565b6040516101359190613033565b610208610203366004612ec0565b611123565b6040516101359190613308565b6101b4610223366004612fe9565b61136d565b61024f7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610135565b61027a610275366004613317565b61155a565b604051610135929190613439565b61024f7f000000000000000000000000000000000000000000000000000000000000000081565b6102c26102bd366004613462565b611632565b6040516101359291906135f7565b61024f7f000000000000000000000000000000000000000000000000000000000000000081565b61030a610305366004613773565b611b1e565b6040516101359190613808565b61024f7f000000000000000000000000000000000000000000000000000000000000000081565b61035161034c36600461381a565b611bcd565b6040516101359695949392919061384c565b6060816001600160401b0381111561037d5761037d613659565b6040519080825280602002602001820160405280156103a6578160200160208202803683370190505b5090505f805b83811015610483573063211a44438686848181106103cc576103cc613900565b905060200201356040518263ffffffff1660e01b81526004016103f191815260200190565b602060405180830381865afa92505050801561042a575060408051601f3d908101601f1916820190925261042791810190613928565b60015b1561047b5780156104795785858381811061044757610447613900565b9050602002013584848061045a90613955565b95508151811061046c5761046c613900565b6020026020010181815250505b505b6001016103ac565b50815292915050565b60405163eb02c30160e01b8152600481018290525f9081906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063eb02c3019060240161014060405180830381865afa1580156104f4573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906105189190613978565b905080606001515f0361052d57505f92915050565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166322e904a7847f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663e757223085602001516040518263ffffffff1660e01b81526004016105af91815260200190565b602060405180830381865afa1580156105ca573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906105ee9190613a12565b6040516001600160e01b031960e085901b1681526004810192909252602482015260440161012060405180830381865afa15801561062e573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906106529190613a29565b60e001519392505050565b610665612b0a565b60405163eb02c30160e01b8152600481018390525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063eb02c3019060240161014060405180830381865afa1580156106cb573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906106ef9190613978565b90505f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663174ed5cc84602001516040518263ffffffff1660e01b815260040161074591815260200190565b6040805180830381865afa15801561075f573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107839190613aa9565b6040516322e904a760e01b8152600481018890526024810183905291935091505f906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906322e904a79060440161012060405180830381865afa1580156107f5573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906108199190613a29565b86865284516001600160a01b0316602080880191909152850151604080880191909152850151151560608088019190915285015160808088019190915285015160a08088019190915285015160c087015260e086018490529050821580159061090b57507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663687043c56040518163ffffffff1660e01b8152600401602060405180830381865afa1580156108d9573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906108fd9190613a12565b6109079083613acb565b4211155b15156101008087019190915260208201516101208701526040820151610140870152606082015161016087015260808083015161018088015260a08301516101a08801529082015161024087015284015115610988578360800151620186a085606001516109799190613ade565b6109839190613b09565b61098b565b5f195b6101c086015260c0810180516101e087015251602082015160a08301515f92916109b491613b1c565b6109be9190613b1c565b90506109d8856040015186606001518760a0015184612023565b61020087015260e082015180156109f157508561010001515b1515610220870152509395945050505050565b60405163b4e6840d60e01b815260048101849052602481018390526060905f90819081906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063b4e6840d906044015f60405180830381865afa158015610a76573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610a9d9190810190613ba0565b9150915084825110610aaf5784610ab2565b81515b6001600160401b03811115610ac957610ac9613659565b604051908082528060200260200182016040528015610af2578160200160208202803683370190505b5093505f5f5b835181108015610b085750855182105b15610c11577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663c219a785858381518110610b4e57610b4e613900565b60200260200101516040518263ffffffff1660e01b8152600401610b7491815260200190565b602060405180830381865afa925050508015610bad575060408051601f3d908101601f19168201909252610baa91810190613928565b60015b15610bff578015610bfd57848281518110610bca57610bca613900565b6020026020010151878480610bde90613955565b955081518110610bf057610bf0613900565b6020026020010181815250505b505b80610c0981613955565b915050610af8565b81865282610c1f828b613acb565b10610c2a575f610c34565b610c34818a613acb565b945050505050935093915050565b6060816001600160401b03811115610c5c57610c5c613659565b604051908082528060200260200182016040528015610c85578160200160208202803683370190505b5090505f805b83811015610483577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663c219a785868684818110610cd457610cd4613900565b905060200201356040518263ffffffff1660e01b8152600401610cf991815260200190565b602060405180830381865afa925050508015610d32575060408051601f3d908101601f19168201909252610d2f91810190613928565b60015b15610d83578015610d8157858583818110610d4f57610d4f613900565b90506020020135848480610d6290613955565b955081518110610d7457610d74613900565b6020026020010181815250505b505b600101610c8b565b610de86040518061018001604052805f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f151581526020015f60ff1681525090565b5f610df28361065d565b90505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166328861d2283604001516040518263ffffffff1660e01b8152600401610e4791815260200190565b5f60405180830381865afa158015610e61573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610e889190810190613c4e565b8484526101008082015160a08601526101208083015160c08701526101e0850151828701526101a085015190860152830151151561014080860191909152610160840151908401516102408501519293505f92610ee59190613d1e565b610eef9190613d1e565b90505f8112610f3c575f8360a001518210610f0e578360a00151610f10565b815b9050808460a00151610f229190613d45565b610f2c8284613d45565b6040870152602086015250610ff3565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663a693600b6040518163ffffffff1660e01b8152600401602060405180830381865afa158015610f99573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610fbd9190613a12565b905080610fc983613d58565b10610fd45780610fdd565b610fdd82613d58565b8460a00151610fec9190613acb565b6020860152505b8360200151836080015111611008575f61101c565b8360200151836080015161101c9190613d45565b846040015161102b9190613acb565b6060850152610120820151611041906001613acb565b620186a084608001516110549190613ade565b61105e9190613b09565b611069906001613acb565b60e085018190526002610160860152610100830151811015611095575061010082015160016101608601525b5f818660200151116110a7575f6110b7565b8186602001516110b79190613d45565b90505f856101e00151866101a00151136110d1575f6110e7565b856101e00151866101a001516110e79190613d45565b9050818110156110fd5760036101608801529050805b8561010001516111135760046101608801525f91505b5060808601525092949350505050565b61112b612b98565b81815260405163eb02c30160e01b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063eb02c3019060240161014060405180830381865afa158015611192573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906111b69190613978565b602082015260405163d09ef24160e01b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063d09ef241906024016101a060405180830381865afa15801561121f573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906112439190613d80565b604082810191909152516388eb4a1f60e01b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906388eb4a1f9060240161014060405180830381865afa1580156112ae573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906112d29190613eac565b6080830152606082015260405163177e147b60e11b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690632efc28f69060240160c060405180830381865afa15801561133f573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906113639190613ee0565b60a0820152919050565b60405163b4e6840d60e01b815260048101849052602481018390526060905f90819081906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063b4e6840d906044015f60405180830381865afa1580156113df573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526114069190810190613ba0565b9150915084825110611418578461141b565b81515b6001600160401b0381111561143257611432613659565b60405190808252806020026020018201604052801561145b578160200160208202803683370190505b5093505f5f5b8351811080156114715750855182105b15610c1157306001600160a01b031663211a444385838151811061149757611497613900565b60200260200101516040518263ffffffff1660e01b81526004016114bd91815260200190565b602060405180830381865afa9250505080156114f6575060408051601f3d908101601f191682019092526114f391810190613928565b60015b156115485780156115465784828151811061151357611513613900565b602002602001015187848061152790613955565b95508151811061153957611539613900565b6020026020010181815250505b505b8061155281613955565b915050611461565b60405163b4e6840d60e01b815260048101839052602481018290526060905f90819081906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063b4e6840d906044015f60405180830381865afa1580156115cc573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526115f39190810190613ba0565b9150915061160082611b1e565b9350808251876116109190613acb565b1061161b575f611627565b81516116279087613acb565b925050509250929050565b6116726040518061010001604052805f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b438152426020808301919091526040805163a693600b60e01b815290516060926001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169263a693600b92600480830193928290030181865afa1580156116e1573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906117059190613a12565b8260400181815250507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663d8f434536040518163ffffffff1660e01b8152600401602060405180830381865afa15801561176a573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061178e9190613a12565b8260600181815250507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ae0ff2ff6040518163ffffffff1660e01b8152600401602060405180830381865afa1580156117f3573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906118179190613a12565b60808301526001600160a01b038316156119465760405163f1d74c0360e01b81526001600160a01b0384811660048301527f0000000000000000000000000000000000000000000000000000000000000000169063f1d74c0390602401602060405180830381865afa15801561188f573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906118b39190613a12565b60a0830152604051636b277e3760e01b81526001600160a01b0384811660048301527f00000000000000000000000000000000000000000000000000000000000000001690636b277e3790602401602060405180830381865afa15801561191c573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906119409190613a12565b60c08301525b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635426d32a6040518163ffffffff1660e01b8152600401602060405180830381865afa1580156119a2573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906119c69190613a12565b60e083015260c08201515f906119dc575f6119e2565b8260e001515b90505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635c3129426040518163ffffffff1660e01b81526004015f60405180830381865afa158015611a40573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052611a679190810190613f40565b905080516001600160401b03811115611a8257611a82613659565b604051908082528060200260200182016040528015611abb57816020015b611aa8612d16565b815260200190600190039081611aa05790505b5092505f5b8151811015611b1657611af1828281518110611ade57611ade613900565b60200260200101518660400151856120cf565b848281518110611b0357611b03613900565b6020908102919091010152600101611ac0565b505050915091565b606081516001600160401b03811115611b3957611b39613659565b604051908082528060200260200182016040528015611b7257816020015b611b5f612d9a565b815260200190600190039081611b575790505b5090505f5b8251811015611bc757611ba2838281518110611b9557611b95613900565b60200260200101516124ba565b828281518110611bb457611bb4613900565b6020908102919091010152600101611b77565b50919050565b60405163f1d74c0360e01b81526001600160a01b0384811660048301525f9182916060918291849182917f0000000000000000000000000000000000000000000000000000000000000000169063f1d74c0390602401602060405180830381865afa158015611c3e573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611c629190613a12565b6040516323987cb760e01b81526001600160a01b038b811660048301529197507f0000000000000000000000000000000000000000000000000000000000000000909116906323987cb790602401602060405180830381865afa158015611ccb573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611cef9190613a12565b60405163533687d560e11b81526001600160a01b038b811660048301525f6024830181905260448301529196507f00000000000000000000000000000000000000000000000000000000000000009091169063a66d0faa906064015f60405180830381865afa158015611d64573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052611d8b9190810190613ba0565b92505f9050881580611d9c57508289115b611da65788611da8565b825b90506019881115611db857601997505b878111611dc5575f611dcf565b611dcf8882613d45565b91505f6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001663a66d0faa8c85611e0d8187613d45565b6040516001600160e01b031960e086901b1681526001600160a01b039093166004840152602483019190915260448201526064015f60405180830381865afa158015611e5b573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052611e829190810190613ba0565b50905080516001600160401b03811115611e9e57611e9e613659565b604051908082528060200260200182016040528015611ed757816020015b611ec4612b98565b815260200190600190039081611ebc5790505b50955080516001600160401b03811115611ef357611ef3613659565b604051908082528060200260200182016040528015611f2c57816020015b611f19612b0a565b815260200190600190039081611f115790505b5094505f805b825181101561201057611f75838260018651611f4e9190613d45565b611f589190613d45565b81518110611f6857611f68613900565b6020026020010151611123565b888281518110611f8757611f87613900565b6020026020010181905250878181518110611fa457611fa4613900565b602002602001015160200151606001515f1461200857611fdf888281518110611fcf57611fcf613900565b60200260200101515f015161065d565b8783611fea81613955565b945081518110611ffc57611ffc613900565b60200260200101819052505b600101611f32565b5080865250505093975093979195509350565b5f5f8212612076575f61204361203a846001613acb565b85876001612981565b9050851561206c57838110156120625761205d8185613d45565b612064565b5f5b9150506120c7565b6120648185613acb565b5f600161208e61208585613d58565b86886001612981565b6120989190613d45565b905085156120aa576120648185613acb565b838110156120c1576120bc8185613d45565b6120c3565b5f5b9150505b949350505050565b6120d7612d16565b6040516314430e9160e11b8152600481018590525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906328861d22906024015f60405180830381865afa15801561213b573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526121629190810190613c4e565b6040516388b1f1c360e01b8152600481018790529091505f906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906388b1f1c39060240160c060405180830381865afa1580156121ca573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906121ee9190613f71565b86845282516020808601919091528301511515604080860191909152516305d3b57360e21b8152600481018890529091507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063174ed5cc906024016040805180830381865afa15801561226d573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906122919190613aa9565b6080850152606084018190521580159061233957507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663687043c56040518163ffffffff1660e01b8152600401602060405180830381865afa158015612302573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906123269190613a12565b83608001516123359190613acb565b4211155b151560a08401526040516306c0903b60e21b8152600481018790527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690631b0240ec90602401606060405180830381865afa1580156123a3573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906123c79190613fca565b61010086015260e085015260c084015280516101208401526020810151610140840152608082015161016084015260a08201516101808401526040820151620186a090612415908690613ade565b61241f9190613b09565b826040015161242e9190613d45565b6101a08401526060820151620186a090612449908690613ade565b6124539190613b09565b82606001516124629190613d45565b6101c08401526080820151815161247a9190876129cc565b6101e084015260a082015160208201516124959190876129cc565b6102008401525061010081015161022083015261012001516102408201529392505050565b6124c2612d9a565b81815260405163eb02c30160e01b8152600481018390525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063eb02c3019060240161014060405180830381865afa15801561252b573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061254f9190613978565b602081810151604080840151151586820152918501525163d09ef24160e01b8152600481018590529091505f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063d09ef241906024016101a060405180830381865afa1580156125cc573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906125f09190613d80565b905060018160200151600381111561260a5761260a6130d0565b036127ad578051604082015180151560a086015260019190606086016080870183600381111561263c5761263c6130d0565b600381111561264d5761264d6130d0565b9052921515909252505060a081015160c08083015160e08601528401525f8151600381111561267e5761267e6130d0565b1461270f57604051635a78da9f60e11b8152600481018590527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063b4f1b53e90602401602060405180830381865afa1580156126e6573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061270a9190613a12565b61279f565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ce93e6cd6040518163ffffffff1660e01b8152600401602060405180830381865afa15801561276b573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061278f9190613a12565b81610160015161279f9190613acb565b610100840152509092915050565b81606001515f036127bf575050919050565b60016101208401526040516388eb4a1f60e01b8152600481018590525f9081907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906388eb4a1f9060240161014060405180830381865afa15801561282f573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906128539190613eac565b815191935091501561286b5760208201516101608601525b80511561287e5760208101516101808601525b60405163177e147b60e11b8152600481018790527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690632efc28f69060240160c060405180830381865afa1580156128e1573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906129059190613ee0565b5115156101a0860152604051633bc8602560e01b8152600481018790523090633bc860259060240161026060405180830381865afa925050508015612967575060408051601f3d908101601f1916820190925261296491810190613ff5565b60015b156129785761020001516101408601525b50505050919050565b5f6129ae61298e83612a01565b80156129a957505f84806129a4576129a4613af5565b868809115b151590565b6129b9868686612a2d565b6129c39190613acb565b95945050505050565b5f5f8385116129db575f6129e5565b6129e58486613d45565b90508281106129f457826129f6565b805b9150505b9392505050565b5f6002826003811115612a1657612a166130d0565b612a2091906140fa565b60ff166001149050919050565b5f5f5f612a3a8686612add565b91509150815f03612a5e57838181612a5457612a54613af5565b04925050506129fa565b818411612a7557612a756003851502601118612af9565b5f848688095f868103871696879004966002600389028118808a02820302808a02820302808a02820302808a02820302808a02820302808a02909103029181900381900460010185841190960395909502919093039390930492909217029150509392505050565b5f805f1983850993909202808410938190039390930393915050565b634e487b715f52806020526024601cfd5b6040518061026001604052805f81526020015f6001600160a01b031681526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f151581526020015f81525090565b6040518060c001604052805f8152602001612c096040518061014001604052805f6001600160a01b031681526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f6001600160a01b031681526020015f81525090565b8152602001612c6f604080516101a08101909152805f81526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b8152602001612ca36040518060a001604052805f151581526020015f81526020015f81526020015f81526020015f81525090565b8152602001612cd76040518060a001604052805f151581526020015f81526020015f81526020015f81526020015f81525090565b8152602001612d116040518060c001604052805f151581526020015f81526020015f81526020015f81526020015f81526020015f81525090565b905290565b6040518061026001604052805f8152602001606081526020015f151581526020015f81526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b604080516101c0810182525f808252602082018190529181018290526060810182905290608082019081526020015f151581526020015f81526020015f81526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f151581525090565b5f5f60208385031215612e16575f5ffd5b82356001600160401b03811115612e2b575f5ffd5b8301601f81018513612e3b575f5ffd5b80356001600160401b03811115612e50575f5ffd5b8560208260051b8401011115612e64575f5ffd5b6020919091019590945092505050565b5f8151808452602084019350602083015f5b82811015612ea4578151865260209586019590910190600101612e86565b5093949350505050565b602081525f6129fa6020830184612e74565b5f60208284031215612ed0575f5ffd5b5035919050565b805182526020810151612ef560208401826001600160a01b03169052565b50604081015160408301526060810151612f13606084018215159052565b506080810151608083015260a081015160a083015260c081015160c083015260e081015160e0830152610100810151612f5161010084018215159052565b506101208101516101208301526101408101516101408301526101608101516101608301526101808101516101808301526101a08101516101a08301526101c08101516101c08301526101e08101516101e0830152610200810151610200830152610220810151612fc761022084018215159052565b5061024090810151910152565b6102608101612fe38284612ed7565b92915050565b5f5f5f60608486031215612ffb575f5ffd5b505081359360208301359350604090920135919050565b604081525f6130246040830185612e74565b90508260208301529392505050565b5f61018082019050825182526020830151602083015260408301516040830152606083015160608301526080830151608083015260a083015160a083015260c083015160c083015260e083015160e08301526101008301516101008301526101208301516101208301526101408301516130b261014084018215159052565b506101608301516130c961016084018260ff169052565b5092915050565b634e487b7160e01b5f52602160045260245ffd5b6004811061310057634e487b7160e01b5f52602160045260245ffd5b9052565b61310f8282516130e4565b602081015161312160208401826130e4565b506040810151613135604084018215159052565b50606081015160608301526080810151608083015260a081015160a083015260c081015160c083015260e081015160e08301526101008101516101008301526101208101516101208301526101408101516101408301526101608101516101608301526101808101516101808301525050565b8051825260208101516131c76020840182516001600160a01b03169052565b6020810151604084015260408101516131e4606085018215159052565b5060608101516080840152608081015160a084015260a081015160c084015260c081015160e084015260e08101516101008401526101008101516132346101208501826001600160a01b03169052565b5061012001516101408301526040810151613253610160840182613104565b50606081810151805115156103008501526020808201516103208601526040808301516103408701528284015161036087015260809283015161038087015282850151805115156103a0880152808301516103c0880152808201516103e08801528085015161040088015283015161042087015260a0948501518051151561044088015291820151610460870152810151610480860152918201516104a08501528101516104c084015201516104e090910152565b6105008101612fe382846131a8565b5f5f60408385031215613328575f5ffd5b50508035926020909101359150565b5f8151808452602084019350602083015f5b82811015612ea457815180518752602081015160208801526040810151613374604089018215159052565b506060810151613388606089018215159052565b50608081015161339b60808901826130e4565b5060a08101516133af60a089018215159052565b5060c081015160c088015260e081015160e08801526101008101516101008801526101208101516133e561012089018215159052565b506101408101516101408801526101608101516101608801526101808101516101808801526101a081015190506134216101a088018215159052565b506101c0959095019460209190910190600101613349565b604081525f6130246040830185613337565b6001600160a01b038116811461345f575f5ffd5b50565b5f60208284031215613472575f5ffd5b81356129fa8161344b565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b5f82825180855260208501945060208160051b830101602085015f5b838110156135eb57601f19858403018852815180518452602081015161026060208601526134f961026086018261347d565b9050604082015161350e604087018215159052565b50606082015160608601526080820151608086015260a082015161353660a087018215159052565b5060c082015160c086015260e082015160e08601526101008201516101008601526101208201516101208601526101408201516101408601526101608201516101608601526101808201516101808601526101a08201516101a08601526101c08201516101c08601526101e08201516101e086015261020082015161020086015261022082015161022086015261024082015161024086015280945050506020820191506020880197506001810190506134c7565b50909695505050505050565b825181526020830151602082015260408301516040820152606083015160608201526080830151608082015260a083015160a082015260c083015160c082015260e083015160e08201526101206101008201525f6120c76101208301846134ab565b634e487b7160e01b5f52604160045260245ffd5b60405161014081016001600160401b038111828210171561369057613690613659565b60405290565b60405161012081016001600160401b038111828210171561369057613690613659565b6040516101a081016001600160401b038111828210171561369057613690613659565b60405160c081016001600160401b038111828210171561369057613690613659565b60405161026081016001600160401b038111828210171561369057613690613659565b604051601f8201601f191681016001600160401b038111828210171561374957613749613659565b604052919050565b5f6001600160401b0382111561376957613769613659565b5060051b60200190565b5f60208284031215613783575f5ffd5b81356001600160401b03811115613798575f5ffd5b8201601f810184136137a8575f5ffd5b80356137bb6137b682613751565b613721565b8082825260208201915060208360051b8501019250868311156137dc575f5ffd5b6020840193505b828410156137fe5783358252602093840193909101906137e3565b9695505050505050565b602081525f6129fa6020830184613337565b5f5f5f6060848603121561382c575f5ffd5b83356138378161344b565b95602085013595506040909401359392505050565b5f60c0820188835287602084015260c0604084015280875180835260e0850191506020890192505f5b8181101561389f576138888385516131a8565b602093909301926105009290920191600101613875565b50508381036060850152865180825260209182019250908701905f90815b818110156138e7576138d0858551612ed7565b6102609490940193602093909301926001016138bd565b5050505060808301949094525060a00152949350505050565b634e487b7160e01b5f52603260045260245ffd5b80518015158114613923575f5ffd5b919050565b5f60208284031215613938575f5ffd5b6129fa82613914565b634e487b7160e01b5f52601160045260245ffd5b5f6001820161396657613966613941565b5060010190565b80516139238161344b565b5f61014082840312801561398a575f5ffd5b5061399361366d565b61399c8361396d565b8152602083810151908201526139b460408401613914565b6040820152606083810151908201526080808401519082015260a0808401519082015260c0808401519082015260e080840151908201526139f8610100840161396d565b610100820152610120928301519281019290925250919050565b5f60208284031215613a22575f5ffd5b5051919050565b5f610120828403128015613a3b575f5ffd5b50613a44613696565b825181526020808401519082015260408084015190820152606080840151908201526080808401519082015260a0808401519082015260c08084015190820152613a9060e08401613914565b60e0820152610100928301519281019290925250919050565b5f5f60408385031215613aba575f5ffd5b505080516020909101519092909150565b80820180821115612fe357612fe3613941565b8082028115828204841417612fe357612fe3613941565b634e487b7160e01b5f52601260045260245ffd5b5f82613b1757613b17613af5565b500490565b8181035f8312801583831316838312821617156130c9576130c9613941565b5f82601f830112613b4a575f5ffd5b8151613b586137b682613751565b8082825260208201915060208360051b860101925085831115613b79575f5ffd5b602085015b83811015613b96578051835260209283019201613b7e565b5095945050505050565b5f5f60408385031215613bb1575f5ffd5b82516001600160401b03811115613bc6575f5ffd5b613bd285828601613b3b565b602094909401519395939450505050565b5f82601f830112613bf2575f5ffd5b81516001600160401b03811115613c0b57613c0b613659565b613c1e601f8201601f1916602001613721565b818152846020838601011115613c32575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f60208284031215613c5e575f5ffd5b81516001600160401b03811115613c73575f5ffd5b82016101408185031215613c85575f5ffd5b613c8d61366d565b81516001600160401b03811115613ca2575f5ffd5b613cae86828501613be3565b825250613cbd60208301613914565b602082015260408281015190820152606080830151908201526080808301519082015260a0808301519082015260c0808301519082015260e08083015190820152610100808301519082015261012091820151918101919091529392505050565b8082018281125f831280158216821582161715613d3d57613d3d613941565b505092915050565b81810381811115612fe357612fe3613941565b5f600160ff1b8201613d6c57613d6c613941565b505f0390565b805160048110613923575f5ffd5b5f6101a0828403128015613d92575f5ffd5b50613d9b6136b9565b613da483613d72565b8152613db260208401613d72565b6020820152613dc360408401613914565b6040820152606083810151908201526080808401519082015260a0808401519082015260c0808401519082015260e080840151908201526101008084015190820152610120808401519082015261014080840151908201526101608084015190820152610180928301519281019290925250919050565b5f60a08284031215613e4a575f5ffd5b60405160a081016001600160401b0381118282101715613e6c57613e6c613659565b604052905080613e7b83613914565b8152602083810151908201526040808401519082015260608084015190820152608092830151920191909152919050565b5f5f6101408385031215613ebe575f5ffd5b613ec88484613e3a565b9150613ed78460a08501613e3a565b90509250929050565b5f60c0828403128015613ef1575f5ffd5b50613efa6136dc565b613f0383613914565b81526020838101519082015260408084015190820152606080840151908201526080808401519082015260a0928301519281019290925250919050565b5f60208284031215613f50575f5ffd5b81516001600160401b03811115613f65575f5ffd5b6120c784828501613b3b565b5f60c0828403128015613f82575f5ffd5b50613f8b6136dc565b825181526020808401519082015260408084015190820152606080840151908201526080808401519082015260a0928301519281019290925250919050565b5f5f5f60608486031215613fdc575f5ffd5b5050815160208301516040909301519094929350919050565b5f610260828403128015614007575f5ffd5b506140106136fe565b825181526140206020840161396d565b60208201526040838101519082015261403b60608401613914565b60608201526080838101519082015260a0808401519082015260c0808401519082015260e080840151908201526140756101008401613914565b61010082015261012083810151908201526101408084015190820152610160808401519082015261018080840151908201526101a080840151908201526101c080840151908201526101e0808401519082015261020080840151908201526140e06102208401613914565b610220820152610240928301519281019290925250919050565b5f60ff83168061410c5761410c613af5565b8060ff8416069150509291505056",
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

// PackExecutableOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x478d726b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function executableOf(uint256[] ids) view returns(uint256[] due)
func (reader *Reader) PackExecutableOf(ids []*big.Int) []byte {
	enc, err := reader.abi.Pack("executableOf", ids)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecutableOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x478d726b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function executableOf(uint256[] ids) view returns(uint256[] due)
func (reader *Reader) TryPackExecutableOf(ids []*big.Int) ([]byte, error) {
	return reader.abi.Pack("executableOf", ids)
}

// UnpackExecutableOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x478d726b.
//
// Solidity: function executableOf(uint256[] ids) view returns(uint256[] due)
func (reader *Reader) UnpackExecutableOf(data []byte) ([]*big.Int, error) {
	out, err := reader.abi.Unpack("executableOf", data)
	if err != nil {
		return *new([]*big.Int), err
	}
	out0 := *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	return out0, nil
}

// PackGetAccountPage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfd8616f0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getAccountPage(address account, uint256 cursor, uint256 count) view returns(uint256 marginBalance, uint256 nativeRefund, (uint256,(address,uint256,bool,uint256,uint256,uint256,int256,uint256,address,uint256),(uint8,uint8,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256,uint256,uint256))[] positions, (uint256,address,uint256,bool,uint256,uint256,uint256,uint256,bool,int256,uint256,int256,uint256,int256,uint256,uint256,uint256,bool,uint256)[] figures, uint256 total, uint256 next)
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
// Solidity: function getAccountPage(address account, uint256 cursor, uint256 count) view returns(uint256 marginBalance, uint256 nativeRefund, (uint256,(address,uint256,bool,uint256,uint256,uint256,int256,uint256,address,uint256),(uint8,uint8,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256,uint256,uint256))[] positions, (uint256,address,uint256,bool,uint256,uint256,uint256,uint256,bool,int256,uint256,int256,uint256,int256,uint256,uint256,uint256,bool,uint256)[] figures, uint256 total, uint256 next)
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
// Solidity: function getAccountPage(address account, uint256 cursor, uint256 count) view returns(uint256 marginBalance, uint256 nativeRefund, (uint256,(address,uint256,bool,uint256,uint256,uint256,int256,uint256,address,uint256),(uint8,uint8,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256,uint256,uint256))[] positions, (uint256,address,uint256,bool,uint256,uint256,uint256,uint256,bool,int256,uint256,int256,uint256,int256,uint256,uint256,uint256,bool,uint256)[] figures, uint256 total, uint256 next)
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

// PackGetBookEntries is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe8bbf5a9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getBookEntries(uint256[] ids) view returns((uint256,uint256,bool,bool,uint8,bool,uint256,uint256,uint256,bool,uint256,uint256,uint256,bool)[] entries)
func (reader *Reader) PackGetBookEntries(ids []*big.Int) []byte {
	enc, err := reader.abi.Pack("getBookEntries", ids)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetBookEntries is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe8bbf5a9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getBookEntries(uint256[] ids) view returns((uint256,uint256,bool,bool,uint8,bool,uint256,uint256,uint256,bool,uint256,uint256,uint256,bool)[] entries)
func (reader *Reader) TryPackGetBookEntries(ids []*big.Int) ([]byte, error) {
	return reader.abi.Pack("getBookEntries", ids)
}

// UnpackGetBookEntries is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe8bbf5a9.
//
// Solidity: function getBookEntries(uint256[] ids) view returns((uint256,uint256,bool,bool,uint8,bool,uint256,uint256,uint256,bool,uint256,uint256,uint256,bool)[] entries)
func (reader *Reader) UnpackGetBookEntries(data []byte) ([]ReaderBookEntry, error) {
	out, err := reader.abi.Unpack("getBookEntries", data)
	if err != nil {
		return *new([]ReaderBookEntry), err
	}
	out0 := *abi.ConvertType(out[0], new([]ReaderBookEntry)).(*[]ReaderBookEntry)
	return out0, nil
}

// PackGetBookPage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa3a38bf8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getBookPage(uint256 cursor, uint256 count) view returns((uint256,uint256,bool,bool,uint8,bool,uint256,uint256,uint256,bool,uint256,uint256,uint256,bool)[] entries, uint256 next)
func (reader *Reader) PackGetBookPage(cursor *big.Int, count *big.Int) []byte {
	enc, err := reader.abi.Pack("getBookPage", cursor, count)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetBookPage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa3a38bf8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getBookPage(uint256 cursor, uint256 count) view returns((uint256,uint256,bool,bool,uint8,bool,uint256,uint256,uint256,bool,uint256,uint256,uint256,bool)[] entries, uint256 next)
func (reader *Reader) TryPackGetBookPage(cursor *big.Int, count *big.Int) ([]byte, error) {
	return reader.abi.Pack("getBookPage", cursor, count)
}

// GetBookPageOutput serves as a container for the return parameters of contract
// method GetBookPage.
type GetBookPageOutput struct {
	Entries []ReaderBookEntry
	Next    *big.Int
}

// UnpackGetBookPage is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa3a38bf8.
//
// Solidity: function getBookPage(uint256 cursor, uint256 count) view returns((uint256,uint256,bool,bool,uint8,bool,uint256,uint256,uint256,bool,uint256,uint256,uint256,bool)[] entries, uint256 next)
func (reader *Reader) UnpackGetBookPage(data []byte) (GetBookPageOutput, error) {
	out, err := reader.abi.Unpack("getBookPage", data)
	outstruct := new(GetBookPageOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Entries = *abi.ConvertType(out[0], new([]ReaderBookEntry)).(*[]ReaderBookEntry)
	outstruct.Next = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackGetMarginBounds is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51440806.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getMarginBounds(uint256 posId) view returns((uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,int256,bool,uint8) b)
func (reader *Reader) PackGetMarginBounds(posId *big.Int) []byte {
	enc, err := reader.abi.Pack("getMarginBounds", posId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetMarginBounds is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51440806.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getMarginBounds(uint256 posId) view returns((uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,int256,bool,uint8) b)
func (reader *Reader) TryPackGetMarginBounds(posId *big.Int) ([]byte, error) {
	return reader.abi.Pack("getMarginBounds", posId)
}

// UnpackGetMarginBounds is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x51440806.
//
// Solidity: function getMarginBounds(uint256 posId) view returns((uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,int256,bool,uint8) b)
func (reader *Reader) UnpackGetMarginBounds(data []byte) (ReaderMarginBounds, error) {
	out, err := reader.abi.Unpack("getMarginBounds", data)
	if err != nil {
		return *new(ReaderMarginBounds), err
	}
	out0 := *abi.ConvertType(out[0], new(ReaderMarginBounds)).(*ReaderMarginBounds)
	return out0, nil
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
// Solidity: function getPositionFigures(uint256 posId) view returns((uint256,address,uint256,bool,uint256,uint256,uint256,uint256,bool,int256,uint256,int256,uint256,int256,uint256,uint256,uint256,bool,uint256) r)
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
// Solidity: function getPositionFigures(uint256 posId) view returns((uint256,address,uint256,bool,uint256,uint256,uint256,uint256,bool,int256,uint256,int256,uint256,int256,uint256,uint256,uint256,bool,uint256) r)
func (reader *Reader) TryPackGetPositionFigures(posId *big.Int) ([]byte, error) {
	return reader.abi.Pack("getPositionFigures", posId)
}

// UnpackGetPositionFigures is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3bc86025.
//
// Solidity: function getPositionFigures(uint256 posId) view returns((uint256,address,uint256,bool,uint256,uint256,uint256,uint256,bool,int256,uint256,int256,uint256,int256,uint256,uint256,uint256,bool,uint256) r)
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
// Solidity: function getPositionInfo(uint256 posId) view returns((uint256,(address,uint256,bool,uint256,uint256,uint256,int256,uint256,address,uint256),(uint8,uint8,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256,uint256,uint256)) info)
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
// Solidity: function getPositionInfo(uint256 posId) view returns((uint256,(address,uint256,bool,uint256,uint256,uint256,int256,uint256,address,uint256),(uint8,uint8,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256,uint256,uint256)) info)
func (reader *Reader) TryPackGetPositionInfo(posId *big.Int) ([]byte, error) {
	return reader.abi.Pack("getPositionInfo", posId)
}

// UnpackGetPositionInfo is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x519f5099.
//
// Solidity: function getPositionInfo(uint256 posId) view returns((uint256,(address,uint256,bool,uint256,uint256,uint256,int256,uint256,address,uint256),(uint8,uint8,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256,uint256,uint256)) info)
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

// PackLiquidatableOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x04e15fea.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function liquidatableOf(uint256[] ids) view returns(uint256[] due)
func (reader *Reader) PackLiquidatableOf(ids []*big.Int) []byte {
	enc, err := reader.abi.Pack("liquidatableOf", ids)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLiquidatableOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x04e15fea.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function liquidatableOf(uint256[] ids) view returns(uint256[] due)
func (reader *Reader) TryPackLiquidatableOf(ids []*big.Int) ([]byte, error) {
	return reader.abi.Pack("liquidatableOf", ids)
}

// UnpackLiquidatableOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x04e15fea.
//
// Solidity: function liquidatableOf(uint256[] ids) view returns(uint256[] due)
func (reader *Reader) UnpackLiquidatableOf(data []byte) ([]*big.Int, error) {
	out, err := reader.abi.Unpack("liquidatableOf", data)
	if err != nil {
		return *new([]*big.Int), err
	}
	out0 := *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	return out0, nil
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
