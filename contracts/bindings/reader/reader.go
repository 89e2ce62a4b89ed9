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
	Bin: "0x610100604052348015610010575f5ffd5b506040516144bc3803806144bc83398101604081905261002f916101b6565b6001600160a01b0381166080819052604080516338185d3960e21b8152905163e06174e4916004808201926020929091908290030181865afa158015610077573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061009b91906101b6565b6001600160a01b031660a0816001600160a01b031681525050806001600160a01b0316637dc0d1d06040518163ffffffff1660e01b8152600401602060405180830381865afa1580156100f0573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061011491906101b6565b6001600160a01b031660c0816001600160a01b031681525050806001600160a01b031663d3dc75396040518163ffffffff1660e01b8152600401602060405180830381865afa158015610169573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061018d91906101b6565b6001600160a01b031660e052506101d8565b6001600160a01b03811681146101b3575f5ffd5b50565b5f602082840312156101c6575f5ffd5b81516101d18161019f565b9392505050565b60805160a05160c05160e0516141996103235f395f818161028d01526118ee01525f818161022d0152818161055f015281816106f50152818161087f015281816122a5015261232c01525f81816102d501528181610df701528181611727015281816117b00152818161195f015281816119fe01528181612173015261279501525f818161031c015281816104ae0152818161052f0152818161067d015281816107af01528181610a3201528181610b0f01528181610c9501528181610f3f0152818161115b015281816111e80152818161127701528181611309015281816113b20152818161159f015281816116b30152818161186101528181611c1001528181611c9b01528181611d3501528181611df301528181612209015281816123da01528181612561015281816126020152818161271d01528181612865015261291801526141995ff3fe608060405234801561000f575f5ffd5b5060043610610111575f3560e01c8063644cc5ca1161009e578063d60d9bd71161006e578063d60d9bd7146102af578063e06174e4146102d0578063e8bbf5a9146102f7578063fbfa77cf14610317578063fd8616f01461033e575f5ffd5b8063644cc5ca146102155780637dc0d1d014610228578063a3a38bf814610267578063d3dc753914610288575f5ffd5b80633bc86025116100e45780633bc8602514610181578063433b96ba146101a1578063478d726b146101c257806351440806146101d5578063519f5099146101f5575f5ffd5b806304e15fea14610115578063126082cf1461013e57806320dbe08e14610156578063211a44431461015e575b5f5ffd5b610128610123366004612e89565b610363565b6040516101359190612f32565b60405180910390f35b610148620186a081565b604051908152602001610135565b610148601981565b61017161016c366004612f44565b61048c565b6040519015158152602001610135565b61019461018f366004612f44565b61065d565b6040516101359190613058565b6101b46101af366004613067565b610a04565b604051610135929190613090565b6101286101d0366004612e89565b610c42565b6101e86101e3366004612f44565b610d8b565b60405161013591906130b1565b610208610203366004612f44565b61113a565b6040516101359190613386565b6101b4610223366004613067565b611384565b61024f7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610135565b61027a610275366004613395565b611571565b6040516101359291906134b7565b61024f7f000000000000000000000000000000000000000000000000000000000000000081565b6102c26102bd3660046134e0565b611649565b604051610135929190613675565b61024f7f000000000000000000000000000000000000000000000000000000000000000081565b61030a6103053660046137f1565b611b35565b6040516101359190613886565b61024f7f000000000000000000000000000000000000000000000000000000000000000081565b61035161034c366004613898565b611be4565b604051610135969594939291906138ca565b6060816001600160401b0381111561037d5761037d6136d7565b6040519080825280602002602001820160405280156103a6578160200160208202803683370190505b5090505f805b83811015610483573063211a44438686848181106103cc576103cc61397e565b905060200201356040518263ffffffff1660e01b81526004016103f191815260200190565b602060405180830381865afa92505050801561042a575060408051601f3d908101601f19168201909252610427918101906139a6565b60015b1561047b578015610479578585838181106104475761044761397e565b9050602002013584848061045a906139d3565b95508151811061046c5761046c61397e565b6020026020010181815250505b505b6001016103ac565b50815292915050565b60405163eb02c30160e01b8152600481018290525f9081906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063eb02c3019060240161014060405180830381865afa1580156104f4573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061051891906139f6565b905080606001515f0361052d57505f92915050565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166322e904a7847f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663e757223085602001516040518263ffffffff1660e01b81526004016105af91815260200190565b602060405180830381865afa1580156105ca573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906105ee9190613a90565b6040516001600160e01b031960e085901b1681526004810192909252602482015260440161012060405180830381865afa15801561062e573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906106529190613aa7565b60e001519392505050565b610665612b8e565b60405163eb02c30160e01b8152600481018390525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063eb02c3019060240161014060405180830381865afa1580156106cb573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906106ef91906139f6565b90505f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663174ed5cc84602001516040518263ffffffff1660e01b815260040161074591815260200190565b6040805180830381865afa15801561075f573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107839190613b27565b6040516322e904a760e01b8152600481018890526024810183905291935091505f906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906322e904a79060440161012060405180830381865afa1580156107f5573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906108199190613aa7565b86865284516001600160a01b0316602080880191909152850151604080880191909152850151151560608088019190915285015160808088019190915285015160a08088019190915285015160c087015260e086018490529050821580159061090b57507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663687043c56040518163ffffffff1660e01b8152600401602060405180830381865afa1580156108d9573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906108fd9190613a90565b6109079083613b49565b4211155b15156101008087019190915260208201516101208701526040820151610140870152606082015161016087015260808083015161018088015260a08301516101a08801529082015161024087015284015115610988578360800151620186a085606001516109799190613b5c565b6109839190613b87565b61098b565b5f195b6101c086015260c0810180516101e087015251602082015160a08301515f92916109b491613b9a565b6109be9190613b9a565b90506109d8856040015186606001518760a001518461203a565b61020087015260e082015180156109f157508561010001515b1515610220870152509395945050505050565b60405163b4e6840d60e01b815260048101849052602481018390526060905f90819081906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063b4e6840d906044015f60405180830381865afa158015610a76573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610a9d9190810190613c1e565b9150915084825110610aaf5784610ab2565b81515b6001600160401b03811115610ac957610ac96136d7565b604051908082528060200260200182016040528015610af2578160200160208202803683370190505b5093505f5f5b835181108015610b085750855182105b15610c11577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663c219a785858381518110610b4e57610b4e61397e565b60200260200101516040518263ffffffff1660e01b8152600401610b7491815260200190565b602060405180830381865afa925050508015610bad575060408051601f3d908101601f19168201909252610baa918101906139a6565b60015b15610bff578015610bfd57848281518110610bca57610bca61397e565b6020026020010151878480610bde906139d3565b955081518110610bf057610bf061397e565b6020026020010181815250505b505b80610c09816139d3565b915050610af8565b81865282610c1f828b613b49565b10610c2a575f610c34565b610c34818a613b49565b945050505050935093915050565b6060816001600160401b03811115610c5c57610c5c6136d7565b604051908082528060200260200182016040528015610c85578160200160208202803683370190505b5090505f805b83811015610483577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663c219a785868684818110610cd457610cd461397e565b905060200201356040518263ffffffff1660e01b8152600401610cf991815260200190565b602060405180830381865afa925050508015610d32575060408051601f3d908101601f19168201909252610d2f918101906139a6565b60015b15610d83578015610d8157858583818110610d4f57610d4f61397e565b90506020020135848480610d62906139d3565b955081518110610d7457610d7461397e565b6020026020010181815250505b505b600101610c8b565b610de86040518061018001604052805f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f151581526020015f60ff1681525090565b5f610df28361065d565b90505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166328861d2283604001516040518263ffffffff1660e01b8152600401610e4791815260200190565b5f60405180830381865afa158015610e61573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610e889190810190613ccc565b8484526101008082015160a08601526101208083015160c08701526101e0850151828701526101a085015190860152830151151561014080860191909152610160840151908401516102408501519293505f92610ee59190613d9c565b610eef9190613d9c565b90505f8112610f3c575f8360a001518210610f0e578360a00151610f10565b815b9050808460a00151610f229190613dc3565b610f2c8284613dc3565b6040870152602086015250610ff3565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663a693600b6040518163ffffffff1660e01b8152600401602060405180830381865afa158015610f99573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610fbd9190613a90565b905080610fc983613dd6565b10610fd45780610fdd565b610fdd82613dd6565b8460a00151610fec9190613b49565b6020860152505b8360200151836080015111611008575f61101c565b8360200151836080015161101c9190613dc3565b846040015161102b9190613b49565b6060850152610120820151611041906001613b49565b620186a084608001516110549190613b5c565b61105e9190613b87565b611069906001613b49565b60e085018190526101008301515f91116110885782610100015161108e565b8460e001515b90505f818660200151116110a2575f6110b2565b8186602001516110b29190613dc3565b90505f856101e00151866101a00151136110cc575f6110e2565b856101e00151866101a001516110e29190613dc3565b9050818110156110f0578091505b8561010001516110fe575f91505b60808701829052610100860151611116576004611125565b611125878661010001516120e6565b60ff1661016088015250949695505050505050565b611142612c1c565b81815260405163eb02c30160e01b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063eb02c3019060240161014060405180830381865afa1580156111a9573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906111cd91906139f6565b602082015260405163d09ef24160e01b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063d09ef241906024016101a060405180830381865afa158015611236573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061125a9190613dfe565b604082810191909152516388eb4a1f60e01b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906388eb4a1f9060240161014060405180830381865afa1580156112c5573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906112e99190613f2a565b6080830152606082015260405163177e147b60e11b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690632efc28f69060240160c060405180830381865afa158015611356573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061137a9190613f5e565b60a0820152919050565b60405163b4e6840d60e01b815260048101849052602481018390526060905f90819081906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063b4e6840d906044015f60405180830381865afa1580156113f6573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f1916820160405261141d9190810190613c1e565b915091508482511061142f5784611432565b81515b6001600160401b03811115611449576114496136d7565b604051908082528060200260200182016040528015611472578160200160208202803683370190505b5093505f5f5b8351811080156114885750855182105b15610c1157306001600160a01b031663211a44438583815181106114ae576114ae61397e565b60200260200101516040518263ffffffff1660e01b81526004016114d491815260200190565b602060405180830381865afa92505050801561150d575060408051601f3d908101601f1916820190925261150a918101906139a6565b60015b1561155f57801561155d5784828151811061152a5761152a61397e565b602002602001015187848061153e906139d3565b9550815181106115505761155061397e565b6020026020010181815250505b505b80611569816139d3565b915050611478565b60405163b4e6840d60e01b815260048101839052602481018290526060905f90819081906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063b4e6840d906044015f60405180830381865afa1580156115e3573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f1916820160405261160a9190810190613c1e565b9150915061161782611b35565b9350808251876116279190613b49565b10611632575f61163e565b815161163e9087613b49565b925050509250929050565b6116896040518061010001604052805f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b438152426020808301919091526040805163a693600b60e01b815290516060926001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169263a693600b92600480830193928290030181865afa1580156116f8573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061171c9190613a90565b8260400181815250507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663d8f434536040518163ffffffff1660e01b8152600401602060405180830381865afa158015611781573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906117a59190613a90565b8260600181815250507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ae0ff2ff6040518163ffffffff1660e01b8152600401602060405180830381865afa15801561180a573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061182e9190613a90565b60808301526001600160a01b0383161561195d5760405163f1d74c0360e01b81526001600160a01b0384811660048301527f0000000000000000000000000000000000000000000000000000000000000000169063f1d74c0390602401602060405180830381865afa1580156118a6573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906118ca9190613a90565b60a0830152604051636b277e3760e01b81526001600160a01b0384811660048301527f00000000000000000000000000000000000000000000000000000000000000001690636b277e3790602401602060405180830381865afa158015611933573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906119579190613a90565b60c08301525b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635426d32a6040518163ffffffff1660e01b8152600401602060405180830381865afa1580156119b9573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906119dd9190613a90565b60e083015260c08201515f906119f3575f6119f9565b8260e001515b90505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635c3129426040518163ffffffff1660e01b81526004015f60405180830381865afa158015611a57573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052611a7e9190810190613fbe565b905080516001600160401b03811115611a9957611a996136d7565b604051908082528060200260200182016040528015611ad257816020015b611abf612d9a565b815260200190600190039081611ab75790505b5092505f5b8151811015611b2d57611b08828281518110611af557611af561397e565b6020026020010151866040015185612153565b848281518110611b1a57611b1a61397e565b6020908102919091010152600101611ad7565b505050915091565b606081516001600160401b03811115611b5057611b506136d7565b604051908082528060200260200182016040528015611b8957816020015b611b76612e1e565b815260200190600190039081611b6e5790505b5090505f5b8251811015611bde57611bb9838281518110611bac57611bac61397e565b602002602001015161253e565b828281518110611bcb57611bcb61397e565b6020908102919091010152600101611b8e565b50919050565b60405163f1d74c0360e01b81526001600160a01b0384811660048301525f9182916060918291849182917f0000000000000000000000000000000000000000000000000000000000000000169063f1d74c0390602401602060405180830381865afa158015611c55573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611c799190613a90565b6040516323987cb760e01b81526001600160a01b038b811660048301529197507f0000000000000000000000000000000000000000000000000000000000000000909116906323987cb790602401602060405180830381865afa158015611ce2573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611d069190613a90565b60405163533687d560e11b81526001600160a01b038b811660048301525f6024830181905260448301529196507f00000000000000000000000000000000000000000000000000000000000000009091169063a66d0faa906064015f60405180830381865afa158015611d7b573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052611da29190810190613c1e565b92505f9050881580611db357508289115b611dbd5788611dbf565b825b90506019881115611dcf57601997505b878111611ddc575f611de6565b611de68882613dc3565b91505f6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001663a66d0faa8c85611e248187613dc3565b6040516001600160e01b031960e086901b1681526001600160a01b039093166004840152602483019190915260448201526064015f60405180830381865afa158015611e72573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052611e999190810190613c1e565b50905080516001600160401b03811115611eb557611eb56136d7565b604051908082528060200260200182016040528015611eee57816020015b611edb612c1c565b815260200190600190039081611ed35790505b50955080516001600160401b03811115611f0a57611f0a6136d7565b604051908082528060200260200182016040528015611f4357816020015b611f30612b8e565b815260200190600190039081611f285790505b5094505f805b825181101561202757611f8c838260018651611f659190613dc3565b611f6f9190613dc3565b81518110611f7f57611f7f61397e565b602002602001015161113a565b888281518110611f9e57611f9e61397e565b6020026020010181905250878181518110611fbb57611fbb61397e565b602002602001015160200151606001515f1461201f57611ff6888281518110611fe657611fe661397e565b60200260200101515f015161065d565b8783612001816139d3565b9450815181106120135761201361397e565b60200260200101819052505b600101611f49565b5080865250505093975093979195509350565b5f5f821261208d575f61205a612051846001613b49565b85876001612a05565b905085156120835783811015612079576120748185613dc3565b61207b565b5f5b9150506120de565b61207b8185613b49565b5f60016120a561209c85613dd6565b86886001612a05565b6120af9190613dc3565b905085156120c15761207b8185613b49565b838110156120d8576120d38185613dc3565b6120da565b5f5b9150505b949350505050565b5f5f83608001518460200151116120fd575f61211d565b6001846080015185602001516121139190613dc3565b61211d9190613dc3565b90508281101561213157600191505061214d565b8360e0015181101561214757600291505061214d565b60039150505b92915050565b61215b612d9a565b6040516314430e9160e11b8152600481018590525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906328861d22906024015f60405180830381865afa1580156121bf573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526121e69190810190613ccc565b6040516388b1f1c360e01b8152600481018790529091505f906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906388b1f1c39060240160c060405180830381865afa15801561224e573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906122729190613fef565b86845282516020808601919091528301511515604080860191909152516305d3b57360e21b8152600481018890529091507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063174ed5cc906024016040805180830381865afa1580156122f1573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906123159190613b27565b608085015260608401819052158015906123bd57507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663687043c56040518163ffffffff1660e01b8152600401602060405180830381865afa158015612386573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906123aa9190613a90565b83608001516123b99190613b49565b4211155b151560a08401526040516306c0903b60e21b8152600481018790527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690631b0240ec90602401606060405180830381865afa158015612427573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061244b9190614048565b61010086015260e085015260c084015280516101208401526020810151610140840152608082015161016084015260a08201516101808401526040820151620186a090612499908690613b5c565b6124a39190613b87565b82604001516124b29190613dc3565b6101a08401526060820151620186a0906124cd908690613b5c565b6124d79190613b87565b82606001516124e69190613dc3565b6101c0840152608082015181516124fe919087612a50565b6101e084015260a08201516020820151612519919087612a50565b6102008401525061010081015161022083015261012001516102408201529392505050565b612546612e1e565b81815260405163eb02c30160e01b8152600481018390525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063eb02c3019060240161014060405180830381865afa1580156125af573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906125d391906139f6565b602081810151604080840151151586820152918501525163d09ef24160e01b8152600481018590529091505f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063d09ef241906024016101a060405180830381865afa158015612650573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906126749190613dfe565b905060018160200151600381111561268e5761268e61314e565b03612831578051604082015180151560a08601526001919060608601608087018360038111156126c0576126c061314e565b60038111156126d1576126d161314e565b9052921515909252505060a081015160c08083015160e08601528401525f815160038111156127025761270261314e565b1461279357604051635a78da9f60e11b8152600481018590527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063b4f1b53e90602401602060405180830381865afa15801561276a573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061278e9190613a90565b612823565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ce93e6cd6040518163ffffffff1660e01b8152600401602060405180830381865afa1580156127ef573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906128139190613a90565b8161016001516128239190613b49565b610100840152509092915050565b81606001515f03612843575050919050565b60016101208401526040516388eb4a1f60e01b8152600481018590525f9081907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906388eb4a1f9060240161014060405180830381865afa1580156128b3573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906128d79190613f2a565b81519193509150156128ef5760208201516101608601525b8051156129025760208101516101808601525b60405163177e147b60e11b8152600481018790527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690632efc28f69060240160c060405180830381865afa158015612965573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906129899190613f5e565b5115156101a0860152604051633bc8602560e01b8152600481018790523090633bc860259060240161026060405180830381865afa9250505080156129eb575060408051601f3d908101601f191682019092526129e891810190614073565b60015b156129fc5761020001516101408601525b50505050919050565b5f612a32612a1283612a85565b8015612a2d57505f8480612a2857612a28613b73565b868809115b151590565b612a3d868686612ab1565b612a479190613b49565b95945050505050565b5f5f838511612a5f575f612a69565b612a698486613dc3565b9050828110612a785782612a7a565b805b9150505b9392505050565b5f6002826003811115612a9a57612a9a61314e565b612aa49190614178565b60ff166001149050919050565b5f5f5f612abe8686612b61565b91509150815f03612ae257838181612ad857612ad8613b73565b0492505050612a7e565b818411612af957612af96003851502601118612b7d565b5f848688095f868103871696879004966002600389028118808a02820302808a02820302808a02820302808a02820302808a02820302808a02909103029181900381900460010185841190960395909502919093039390930492909217029150509392505050565b5f805f1983850993909202808410938190039390930393915050565b634e487b715f52806020526024601cfd5b6040518061026001604052805f81526020015f6001600160a01b031681526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f151581526020015f81525090565b6040518060c001604052805f8152602001612c8d6040518061014001604052805f6001600160a01b031681526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f6001600160a01b031681526020015f81525090565b8152602001612cf3604080516101a08101909152805f81526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b8152602001612d276040518060a001604052805f151581526020015f81526020015f81526020015f81526020015f81525090565b8152602001612d5b6040518060a001604052805f151581526020015f81526020015f81526020015f81526020015f81525090565b8152602001612d956040518060c001604052805f151581526020015f81526020015f81526020015f81526020015f81526020015f81525090565b905290565b6040518061026001604052805f8152602001606081526020015f151581526020015f81526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b604080516101c0810182525f808252602082018190529181018290526060810182905290608082019081526020015f151581526020015f81526020015f81526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f151581525090565b5f5f60208385031215612e9a575f5ffd5b82356001600160401b03811115612eaf575f5ffd5b8301601f81018513612ebf575f5ffd5b80356001600160401b03811115612ed4575f5ffd5b8560208260051b8401011115612ee8575f5ffd5b6020919091019590945092505050565b5f8151808452602084019350602083015f5b82811015612f28578151865260209586019590910190600101612f0a565b5093949350505050565b602081525f612a7e6020830184612ef8565b5f60208284031215612f54575f5ffd5b5035919050565b805182526020810151612f7960208401826001600160a01b03169052565b50604081015160408301526060810151612f97606084018215159052565b506080810151608083015260a081015160a083015260c081015160c083015260e081015160e0830152610100810151612fd561010084018215159052565b506101208101516101208301526101408101516101408301526101608101516101608301526101808101516101808301526101a08101516101a08301526101c08101516101c08301526101e08101516101e083015261020081015161020083015261022081015161304b61022084018215159052565b5061024090810151910152565b610260810161214d8284612f5b565b5f5f5f60608486031215613079575f5ffd5b505081359360208301359350604090920135919050565b604081525f6130a26040830185612ef8565b90508260208301529392505050565b5f61018082019050825182526020830151602083015260408301516040830152606083015160608301526080830151608083015260a083015160a083015260c083015160c083015260e083015160e083015261010083015161010083015261012083015161012083015261014083015161313061014084018215159052565b5061016083015161314761016084018260ff169052565b5092915050565b634e487b7160e01b5f52602160045260245ffd5b6004811061317e57634e487b7160e01b5f52602160045260245ffd5b9052565b61318d828251613162565b602081015161319f6020840182613162565b5060408101516131b3604084018215159052565b50606081015160608301526080810151608083015260a081015160a083015260c081015160c083015260e081015160e08301526101008101516101008301526101208101516101208301526101408101516101408301526101608101516101608301526101808101516101808301525050565b8051825260208101516132456020840182516001600160a01b03169052565b602081015160408401526040810151613262606085018215159052565b5060608101516080840152608081015160a084015260a081015160c084015260c081015160e084015260e08101516101008401526101008101516132b26101208501826001600160a01b03169052565b50610120015161014083015260408101516132d1610160840182613182565b50606081810151805115156103008501526020808201516103208601526040808301516103408701528284015161036087015260809283015161038087015282850151805115156103a0880152808301516103c0880152808201516103e08801528085015161040088015283015161042087015260a0948501518051151561044088015291820151610460870152810151610480860152918201516104a08501528101516104c084015201516104e090910152565b610500810161214d8284613226565b5f5f604083850312156133a6575f5ffd5b50508035926020909101359150565b5f8151808452602084019350602083015f5b82811015612f28578151805187526020810151602088015260408101516133f2604089018215159052565b506060810151613406606089018215159052565b5060808101516134196080890182613162565b5060a081015161342d60a089018215159052565b5060c081015160c088015260e081015160e088015261010081015161010088015261012081015161346361012089018215159052565b506101408101516101408801526101608101516101608801526101808101516101808801526101a0810151905061349f6101a088018215159052565b506101c09590950194602091909101906001016133c7565b604081525f6130a260408301856133b5565b6001600160a01b03811681146134dd575f5ffd5b50565b5f602082840312156134f0575f5ffd5b8135612a7e816134c9565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b5f82825180855260208501945060208160051b830101602085015f5b8381101561366957601f19858403018852815180518452602081015161026060208601526135776102608601826134fb565b9050604082015161358c604087018215159052565b50606082015160608601526080820151608086015260a08201516135b460a087018215159052565b5060c082015160c086015260e082015160e08601526101008201516101008601526101208201516101208601526101408201516101408601526101608201516101608601526101808201516101808601526101a08201516101a08601526101c08201516101c08601526101e08201516101e08601526102008201516102008601526102208201516102208601526102408201516102408601528094505050602082019150602088019750600181019050613545565b50909695505050505050565b825181526020830151602082015260408301516040820152606083015160608201526080830151608082015260a083015160a082015260c083015160c082015260e083015160e08201526101206101008201525f6120de610120830184613529565b634e487b7160e01b5f52604160045260245ffd5b60405161014081016001600160401b038111828210171561370e5761370e6136d7565b60405290565b60405161012081016001600160401b038111828210171561370e5761370e6136d7565b6040516101a081016001600160401b038111828210171561370e5761370e6136d7565b60405160c081016001600160401b038111828210171561370e5761370e6136d7565b60405161026081016001600160401b038111828210171561370e5761370e6136d7565b604051601f8201601f191681016001600160401b03811182821017156137c7576137c76136d7565b604052919050565b5f6001600160401b038211156137e7576137e76136d7565b5060051b60200190565b5f60208284031215613801575f5ffd5b81356001600160401b03811115613816575f5ffd5b8201601f81018413613826575f5ffd5b8035613839613834826137cf565b61379f565b8082825260208201915060208360051b85010192508683111561385a575f5ffd5b6020840193505b8284101561387c578335825260209384019390910190613861565b9695505050505050565b602081525f612a7e60208301846133b5565b5f5f5f606084860312156138aa575f5ffd5b83356138b5816134c9565b95602085013595506040909401359392505050565b5f60c0820188835287602084015260c0604084015280875180835260e0850191506020890192505f5b8181101561391d57613906838551613226565b6020939093019261050092909201916001016138f3565b50508381036060850152865180825260209182019250908701905f90815b818110156139655761394e858551612f5b565b61026094909401936020939093019260010161393b565b5050505060808301949094525060a00152949350505050565b634e487b7160e01b5f52603260045260245ffd5b805180151581146139a1575f5ffd5b919050565b5f602082840312156139b6575f5ffd5b612a7e82613992565b634e487b7160e01b5f52601160045260245ffd5b5f600182016139e4576139e46139bf565b5060010190565b80516139a1816134c9565b5f610140828403128015613a08575f5ffd5b50613a116136eb565b613a1a836139eb565b815260208381015190820152613a3260408401613992565b6040820152606083810151908201526080808401519082015260a0808401519082015260c0808401519082015260e08084015190820152613a7661010084016139eb565b610100820152610120928301519281019290925250919050565b5f60208284031215613aa0575f5ffd5b5051919050565b5f610120828403128015613ab9575f5ffd5b50613ac2613714565b825181526020808401519082015260408084015190820152606080840151908201526080808401519082015260a0808401519082015260c08084015190820152613b0e60e08401613992565b60e0820152610100928301519281019290925250919050565b5f5f60408385031215613b38575f5ffd5b505080516020909101519092909150565b8082018082111561214d5761214d6139bf565b808202811582820484141761214d5761214d6139bf565b634e487b7160e01b5f52601260045260245ffd5b5f82613b9557613b95613b73565b500490565b8181035f831280158383131683831282161715613147576131476139bf565b5f82601f830112613bc8575f5ffd5b8151613bd6613834826137cf565b8082825260208201915060208360051b860101925085831115613bf7575f5ffd5b602085015b83811015613c14578051835260209283019201613bfc565b5095945050505050565b5f5f60408385031215613c2f575f5ffd5b82516001600160401b03811115613c44575f5ffd5b613c5085828601613bb9565b602094909401519395939450505050565b5f82601f830112613c70575f5ffd5b81516001600160401b03811115613c8957613c896136d7565b613c9c601f8201601f191660200161379f565b818152846020838601011115613cb0575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f60208284031215613cdc575f5ffd5b81516001600160401b03811115613cf1575f5ffd5b82016101408185031215613d03575f5ffd5b613d0b6136eb565b81516001600160401b03811115613d20575f5ffd5b613d2c86828501613c61565b825250613d3b60208301613992565b602082015260408281015190820152606080830151908201526080808301519082015260a0808301519082015260c0808301519082015260e08083015190820152610100808301519082015261012091820151918101919091529392505050565b8082018281125f831280158216821582161715613dbb57613dbb6139bf565b505092915050565b8181038181111561214d5761214d6139bf565b5f600160ff1b8201613dea57613dea6139bf565b505f0390565b8051600481106139a1575f5ffd5b5f6101a0828403128015613e10575f5ffd5b50613e19613737565b613e2283613df0565b8152613e3060208401613df0565b6020820152613e4160408401613992565b6040820152606083810151908201526080808401519082015260a0808401519082015260c0808401519082015260e080840151908201526101008084015190820152610120808401519082015261014080840151908201526101608084015190820152610180928301519281019290925250919050565b5f60a08284031215613ec8575f5ffd5b60405160a081016001600160401b0381118282101715613eea57613eea6136d7565b604052905080613ef983613992565b8152602083810151908201526040808401519082015260608084015190820152608092830151920191909152919050565b5f5f6101408385031215613f3c575f5ffd5b613f468484613eb8565b9150613f558460a08501613eb8565b90509250929050565b5f60c0828403128015613f6f575f5ffd5b50613f7861375a565b613f8183613992565b81526020838101519082015260408084015190820152606080840151908201526080808401519082015260a0928301519281019290925250919050565b5f60208284031215613fce575f5ffd5b81516001600160401b03811115613fe3575f5ffd5b6120de84828501613bb9565b5f60c0828403128015614000575f5ffd5b5061400961375a565b825181526020808401519082015260408084015190820152606080840151908201526080808401519082015260a0928301519281019290925250919050565b5f5f5f6060848603121561405a575f5ffd5b5050815160208301516040909301519094929350919050565b5f610260828403128015614085575f5ffd5b5061408e61377c565b8251815261409e602084016139eb565b6020820152604083810151908201526140b960608401613992565b60608201526080838101519082015260a0808401519082015260c0808401519082015260e080840151908201526140f36101008401613992565b61010082015261012083810151908201526101408084015190820152610160808401519082015261018080840151908201526101a080840151908201526101c080840151908201526101e08084015190820152610200808401519082015261415e6102208401613992565b610220820152610240928301519281019290925250919050565b5f60ff83168061418a5761418a613b73565b8060ff8416069150509291505056",
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
