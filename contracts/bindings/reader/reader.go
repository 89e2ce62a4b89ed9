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
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"vault_\",\"type\":\"address\",\"internalType\":\"contractVault\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"BASIS_POINTS_DIVISOR\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_ACCOUNT_PAGE\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"executableIds\",\"inputs\":[{\"name\":\"cursor\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"scan\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"max\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"ids\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"next\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getAccountPage\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"cursor\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"count\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"marginBalance\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"nativeRefund\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"positions\",\"type\":\"tuple[]\",\"internalType\":\"structReader.PositionInfo[]\",\"components\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"position\",\"type\":\"tuple\",\"internalType\":\"structIVault.Position\",\"components\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"averagePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"entryFundingIndex\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"entryBorrowIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"refer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"lastUpdated\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"order\",\"type\":\"tuple\",\"internalType\":\"structIVault.Order\",\"components\":[{\"name\":\"orderType\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderType\"},{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderStatus\"},{\"name\":\"stopTriggered\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"acceptablePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"slippage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"limitPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"stopPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"createdAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"oracleRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"takeProfit\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"oracleRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"stopLoss\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"oracleRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"decrease\",\"type\":\"tuple\",\"internalType\":\"structIVault.DecreaseRequest\",\"components\":[{\"name\":\"pending\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"createdAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"oracleRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}]},{\"name\":\"figures\",\"type\":\"tuple[]\",\"internalType\":\"structReader.PositionFigures[]\",\"components\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"averagePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"markPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"priceFresh\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"pnl\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"borrowFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fundingFee\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"closingFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"netValue\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"leverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maintenanceMargin\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"liquidationPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"liquidatable\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"feeDebt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"total\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"next\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getMarginBounds\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"b\",\"type\":\"tuple\",\"internalType\":\"structReader.MarginBounds\",\"components\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"feeDebt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxAdd\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxRemove\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"minCollateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxLeverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"leastCollateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maintenanceMargin\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"netValue\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"priceFresh\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"limit\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getMarkets\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"summary\",\"type\":\"tuple\",\"internalType\":\"structReader.Summary\",\"components\":[{\"name\":\"blockNumber\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"timestamp\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"poolAmount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"marketOrderFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"triggerOrderFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"marginBalance\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"referralCode\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"traderDiscount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"markets\",\"type\":\"tuple[]\",\"internalType\":\"structReader.MarketInfo[]\",\"components\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"name\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"enabled\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"priceUpdatedAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"priceFresh\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"fundingRate\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"borrowRateLong\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"borrowRateShort\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"longOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"shortOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxLongOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxShortOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"longFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"shortFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"availableLiquidityLong\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"availableLiquidityShort\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"minCollateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxLeverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getPositionFigures\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"r\",\"type\":\"tuple\",\"internalType\":\"structReader.PositionFigures\",\"components\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"averagePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"markPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"priceFresh\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"pnl\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"borrowFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fundingFee\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"closingFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"netValue\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"leverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maintenanceMargin\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"liquidationPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"liquidatable\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"feeDebt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getPositionInfo\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"info\",\"type\":\"tuple\",\"internalType\":\"structReader.PositionInfo\",\"components\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"position\",\"type\":\"tuple\",\"internalType\":\"structIVault.Position\",\"components\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"averagePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"entryFundingIndex\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"entryBorrowIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"refer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"lastUpdated\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"order\",\"type\":\"tuple\",\"internalType\":\"structIVault.Order\",\"components\":[{\"name\":\"orderType\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderType\"},{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderStatus\"},{\"name\":\"stopTriggered\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"acceptablePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"slippage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"limitPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"stopPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"createdAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"oracleRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"takeProfit\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"oracleRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"stopLoss\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"oracleRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"decrease\",\"type\":\"tuple\",\"internalType\":\"structIVault.DecreaseRequest\",\"components\":[{\"name\":\"pending\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"createdAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"oracleRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"isLiquidatable\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"liquidatableIds\",\"inputs\":[{\"name\":\"cursor\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"scan\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"max\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"ids\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"next\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"oracle\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIOracle\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"referrals\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIReferralRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"settings\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractISettings\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"vault\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractVault\"}],\"stateMutability\":\"view\"}]",
	ID:  "Reader",
	Bin: "0x610100604052348015610010575f5ffd5b5060405161369c38038061369c83398101604081905261002f916101b6565b6001600160a01b0381166080819052604080516338185d3960e21b8152905163e06174e4916004808201926020929091908290030181865afa158015610077573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061009b91906101b6565b6001600160a01b031660a0816001600160a01b031681525050806001600160a01b0316637dc0d1d06040518163ffffffff1660e01b8152600401602060405180830381865afa1580156100f0573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061011491906101b6565b6001600160a01b031660c0816001600160a01b031681525050806001600160a01b031663d3dc75396040518163ffffffff1660e01b8152600401602060405180830381865afa158015610169573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061018d91906101b6565b6001600160a01b031660e052506101d8565b6001600160a01b03811681146101b3575f5ffd5b50565b5f602082840312156101c6575f5ffd5b81516101d18161019f565b9392505050565b60805160a05160c05160e0516133b16102eb5f395f818161020901526114e901525f81816101ca0152818161039201528181610528015281816106b201528181611d840152611e0b01525f818161025101528181610ae101528181611322015281816113ab0152818161155a015281816115f90152611c5201525f8181610278015281816102e101528181610362015281816104b0015281816105e2015281816108650152818161094201528181610c2901528181610e2e01528181610ebb01528181610f4a01528181610fdc01528181611085015281816112ae0152818161145c0152818161175c015281816117e7015281816118810152818161193f01528181611ce80152611eb901526133b15ff3fe608060405234801561000f575f5ffd5b50600436106100e5575f3560e01c8063644cc5ca11610088578063d60d9bd711610063578063d60d9bd71461022b578063e06174e41461024c578063fbfa77cf14610273578063fd8616f01461029a575f5ffd5b8063644cc5ca146101b25780637dc0d1d0146101c5578063d3dc753914610204575f5ffd5b80633bc86025116100c35780633bc8602514610131578063433b96ba146101515780635144080614610172578063519f509914610192575f5ffd5b8063126082cf146100e957806320dbe08e14610106578063211a44431461010e575b5f5ffd5b6100f3620186a081565b6040519081526020015b60405180910390f35b6100f3601981565b61012161011c366004612436565b6102bf565b60405190151581526020016100fd565b61014461013f366004612436565b610490565b6040516100fd919061254a565b61016461015f36600461255f565b610837565b6040516100fd929190612588565b610185610180366004612436565b610a75565b6040516100fd91906125d4565b6101a56101a0366004612436565b610e0d565b6040516100fd91906128a9565b6101646101c036600461255f565b611057565b6101ec7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016100fd565b6101ec7f000000000000000000000000000000000000000000000000000000000000000081565b61023e6102393660046128cf565b611244565b6040516100fd929190612a64565b6101ec7f000000000000000000000000000000000000000000000000000000000000000081565b6101ec7f000000000000000000000000000000000000000000000000000000000000000081565b6102ad6102a8366004612ac6565b611730565b6040516100fd96959493929190612af8565b60405163eb02c30160e01b8152600481018290525f9081906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063eb02c3019060240161014060405180830381865afa158015610327573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061034b9190612ca0565b905080606001515f0361036057505f92915050565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166322e904a7847f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663e757223085602001516040518263ffffffff1660e01b81526004016103e291815260200190565b602060405180830381865afa1580156103fd573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104219190612d3a565b6040516001600160e01b031960e085901b1681526004810192909252602482015260440161012060405180830381865afa158015610461573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104859190612d51565b60e001519392505050565b6104986121a6565b60405163eb02c30160e01b8152600481018390525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063eb02c3019060240161014060405180830381865afa1580156104fe573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906105229190612ca0565b90505f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663174ed5cc84602001516040518263ffffffff1660e01b815260040161057891815260200190565b6040805180830381865afa158015610592573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906105b69190612dd1565b6040516322e904a760e01b8152600481018890526024810183905291935091505f906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906322e904a79060440161012060405180830381865afa158015610628573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061064c9190612d51565b86865284516001600160a01b0316602080880191909152850151604080880191909152850151151560608088019190915285015160808088019190915285015160a08088019190915285015160c087015260e086018490529050821580159061073e57507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663687043c56040518163ffffffff1660e01b8152600401602060405180830381865afa15801561070c573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107309190612d3a565b61073a9083612e07565b4211155b15156101008087019190915260208201516101208701526040820151610140870152606082015161016087015260808083015161018088015260a08301516101a088015290820151610240870152840151156107bb578360800151620186a085606001516107ac9190612e1a565b6107b69190612e45565b6107be565b5f195b6101c086015260c0810180516101e087015251602082015160a08301515f92916107e791612e58565b6107f19190612e58565b905061080b856040015186606001518760a0015184611b86565b61020087015260e0820151801561082457508561010001515b1515610220870152509395945050505050565b60405163b4e6840d60e01b815260048101849052602481018390526060905f90819081906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063b4e6840d906044015f60405180830381865afa1580156108a9573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526108d09190810190612ef6565b91509150848251106108e257846108e5565b81515b6001600160401b038111156108fc576108fc612bac565b604051908082528060200260200182016040528015610925578160200160208202803683370190505b5093505f5f5b83518110801561093b5750855182105b15610a44577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663c219a78585838151811061098157610981612f39565b60200260200101516040518263ffffffff1660e01b81526004016109a791815260200190565b602060405180830381865afa9250505080156109e0575060408051601f3d908101601f191682019092526109dd91810190612f4d565b60015b15610a32578015610a30578482815181106109fd576109fd612f39565b6020026020010151878480610a1190612f66565b955081518110610a2357610a23612f39565b6020026020010181815250505b505b80610a3c81612f66565b91505061092b565b81865282610a52828b612e07565b10610a5d575f610a67565b610a67818a612e07565b945050505050935093915050565b610ad26040518061018001604052805f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f151581526020015f60ff1681525090565b5f610adc83610490565b90505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166328861d2283604001516040518263ffffffff1660e01b8152600401610b3191815260200190565b5f60405180830381865afa158015610b4b573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610b729190810190612fe9565b8484526101008082015160a08601526101208083015160c08701526101e0850151828701526101a085015190860152830151151561014080860191909152610160840151908401516102408501519293505f92610bcf91906130b9565b610bd991906130b9565b90505f8112610c26575f8360a001518210610bf8578360a00151610bfa565b815b9050808460a00151610c0c91906130e0565b610c1682846130e0565b6040870152602086015250610cdd565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663a693600b6040518163ffffffff1660e01b8152600401602060405180830381865afa158015610c83573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610ca79190612d3a565b905080610cb3836130f3565b10610cbe5780610cc7565b610cc7826130f3565b8460a00151610cd69190612e07565b6020860152505b8360200151836080015111610cf2575f610d06565b83602001518360800151610d0691906130e0565b8460400151610d159190612e07565b6060850152610120820151610d2b906001612e07565b620186a08460800151610d3e9190612e1a565b610d489190612e45565b610d53906001612e07565b60e085018190526002610160860152610100830151811015610d7f575061010082015160016101608601525b5f81866020015111610d91575f610da1565b818660200151610da191906130e0565b90505f856101e00151866101a0015113610dbb575f610dd1565b856101e00151866101a00151610dd191906130e0565b905081811015610de75760036101608801529050805b856101000151610dfd5760046101608801525f91505b5060808601525092949350505050565b610e15612234565b81815260405163eb02c30160e01b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063eb02c3019060240161014060405180830381865afa158015610e7c573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610ea09190612ca0565b602082015260405163d09ef24160e01b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063d09ef241906024016101a060405180830381865afa158015610f09573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610f2d919061311b565b604082810191909152516388eb4a1f60e01b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906388eb4a1f9060240161014060405180830381865afa158015610f98573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610fbc9190613247565b6080830152606082015260405163177e147b60e11b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690632efc28f69060240160c060405180830381865afa158015611029573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061104d919061327b565b60a0820152919050565b60405163b4e6840d60e01b815260048101849052602481018390526060905f90819081906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063b4e6840d906044015f60405180830381865afa1580156110c9573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526110f09190810190612ef6565b91509150848251106111025784611105565b81515b6001600160401b0381111561111c5761111c612bac565b604051908082528060200260200182016040528015611145578160200160208202803683370190505b5093505f5f5b83518110801561115b5750855182105b15610a4457306001600160a01b031663211a444385838151811061118157611181612f39565b60200260200101516040518263ffffffff1660e01b81526004016111a791815260200190565b602060405180830381865afa9250505080156111e0575060408051601f3d908101601f191682019092526111dd91810190612f4d565b60015b15611232578015611230578482815181106111fd576111fd612f39565b602002602001015187848061121190612f66565b95508151811061122357611223612f39565b6020026020010181815250505b505b8061123c81612f66565b91505061114b565b6112846040518061010001604052805f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b438152426020808301919091526040805163a693600b60e01b815290516060926001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169263a693600b92600480830193928290030181865afa1580156112f3573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906113179190612d3a565b8260400181815250507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663d8f434536040518163ffffffff1660e01b8152600401602060405180830381865afa15801561137c573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906113a09190612d3a565b8260600181815250507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ae0ff2ff6040518163ffffffff1660e01b8152600401602060405180830381865afa158015611405573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906114299190612d3a565b60808301526001600160a01b038316156115585760405163f1d74c0360e01b81526001600160a01b0384811660048301527f0000000000000000000000000000000000000000000000000000000000000000169063f1d74c0390602401602060405180830381865afa1580156114a1573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906114c59190612d3a565b60a0830152604051636b277e3760e01b81526001600160a01b0384811660048301527f00000000000000000000000000000000000000000000000000000000000000001690636b277e3790602401602060405180830381865afa15801561152e573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906115529190612d3a565b60c08301525b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635426d32a6040518163ffffffff1660e01b8152600401602060405180830381865afa1580156115b4573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906115d89190612d3a565b60e083015260c08201515f906115ee575f6115f4565b8260e001515b90505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635c3129426040518163ffffffff1660e01b81526004015f60405180830381865afa158015611652573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f1916820160405261167991908101906132db565b905080516001600160401b0381111561169457611694612bac565b6040519080825280602002602001820160405280156116cd57816020015b6116ba6123b2565b8152602001906001900390816116b25790505b5092505f5b8151811015611728576117038282815181106116f0576116f0612f39565b6020026020010151866040015185611c32565b84828151811061171557611715612f39565b60209081029190910101526001016116d2565b505050915091565b60405163f1d74c0360e01b81526001600160a01b0384811660048301525f9182916060918291849182917f0000000000000000000000000000000000000000000000000000000000000000169063f1d74c0390602401602060405180830381865afa1580156117a1573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906117c59190612d3a565b6040516323987cb760e01b81526001600160a01b038b811660048301529197507f0000000000000000000000000000000000000000000000000000000000000000909116906323987cb790602401602060405180830381865afa15801561182e573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906118529190612d3a565b60405163533687d560e11b81526001600160a01b038b811660048301525f6024830181905260448301529196507f00000000000000000000000000000000000000000000000000000000000000009091169063a66d0faa906064015f60405180830381865afa1580156118c7573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526118ee9190810190612ef6565b92505f90508815806118ff57508289115b611909578861190b565b825b9050601988111561191b57601997505b878111611928575f611932565b61193288826130e0565b91505f6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001663a66d0faa8c8561197081876130e0565b6040516001600160e01b031960e086901b1681526001600160a01b039093166004840152602483019190915260448201526064015f60405180830381865afa1580156119be573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526119e59190810190612ef6565b50905080516001600160401b03811115611a0157611a01612bac565b604051908082528060200260200182016040528015611a3a57816020015b611a27612234565b815260200190600190039081611a1f5790505b50955080516001600160401b03811115611a5657611a56612bac565b604051908082528060200260200182016040528015611a8f57816020015b611a7c6121a6565b815260200190600190039081611a745790505b5094505f805b8251811015611b7357611ad8838260018651611ab191906130e0565b611abb91906130e0565b81518110611acb57611acb612f39565b6020026020010151610e0d565b888281518110611aea57611aea612f39565b6020026020010181905250878181518110611b0757611b07612f39565b602002602001015160200151606001515f14611b6b57611b42888281518110611b3257611b32612f39565b60200260200101515f0151610490565b8783611b4d81612f66565b945081518110611b5f57611b5f612f39565b60200260200101819052505b600101611a95565b5080865250505093975093979195509350565b5f5f8212611bd9575f611ba6611b9d846001612e07565b8587600161201d565b90508515611bcf5783811015611bc557611bc081856130e0565b611bc7565b5f5b915050611c2a565b611bc78185612e07565b5f6001611bf1611be8856130f3565b8688600161201d565b611bfb91906130e0565b90508515611c0d57611bc78185612e07565b83811015611c2457611c1f81856130e0565b611c26565b5f5b9150505b949350505050565b611c3a6123b2565b6040516314430e9160e11b8152600481018590525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906328861d22906024015f60405180830381865afa158015611c9e573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052611cc59190810190612fe9565b6040516388b1f1c360e01b8152600481018790529091505f906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906388b1f1c39060240160c060405180830381865afa158015611d2d573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611d51919061330c565b86845282516020808601919091528301511515604080860191909152516305d3b57360e21b8152600481018890529091507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063174ed5cc906024016040805180830381865afa158015611dd0573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611df49190612dd1565b60808501526060840181905215801590611e9c57507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663687043c56040518163ffffffff1660e01b8152600401602060405180830381865afa158015611e65573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611e899190612d3a565b8360800151611e989190612e07565b4211155b151560a08401526040516306c0903b60e21b8152600481018790527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690631b0240ec90602401606060405180830381865afa158015611f06573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611f2a9190613365565b61010086015260e085015260c084015280516101208401526020810151610140840152608082015161016084015260a08201516101808401526040820151620186a090611f78908690612e1a565b611f829190612e45565b8260400151611f9191906130e0565b6101a08401526060820151620186a090611fac908690612e1a565b611fb69190612e45565b8260600151611fc591906130e0565b6101c084015260808201518151611fdd919087612068565b6101e084015260a08201516020820151611ff8919087612068565b6102008401525061010081015161022083015261012001516102408201529392505050565b5f61204a61202a8361209d565b801561204557505f848061204057612040612e31565b868809115b151590565b6120558686866120c9565b61205f9190612e07565b95945050505050565b5f5f838511612077575f612081565b61208184866130e0565b90508281106120905782612092565b805b9150505b9392505050565b5f60028260038111156120b2576120b2612671565b6120bc9190613390565b60ff166001149050919050565b5f5f5f6120d68686612179565b91509150815f036120fa578381816120f0576120f0612e31565b0492505050612096565b818411612111576121116003851502601118612195565b5f848688095f868103871696879004966002600389028118808a02820302808a02820302808a02820302808a02820302808a02820302808a02909103029181900381900460010185841190960395909502919093039390930492909217029150509392505050565b5f805f1983850993909202808410938190039390930393915050565b634e487b715f52806020526024601cfd5b6040518061026001604052805f81526020015f6001600160a01b031681526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f151581526020015f81525090565b6040518060c001604052805f81526020016122a56040518061014001604052805f6001600160a01b031681526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f6001600160a01b031681526020015f81525090565b815260200161230b604080516101a08101909152805f81526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b815260200161233f6040518060a001604052805f151581526020015f81526020015f81526020015f81526020015f81525090565b81526020016123736040518060a001604052805f151581526020015f81526020015f81526020015f81526020015f81525090565b81526020016123ad6040518060c001604052805f151581526020015f81526020015f81526020015f81526020015f81526020015f81525090565b905290565b6040518061026001604052805f8152602001606081526020015f151581526020015f81526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b5f60208284031215612446575f5ffd5b5035919050565b80518252602081015161246b60208401826001600160a01b03169052565b50604081015160408301526060810151612489606084018215159052565b506080810151608083015260a081015160a083015260c081015160c083015260e081015160e08301526101008101516124c761010084018215159052565b506101208101516101208301526101408101516101408301526101608101516101608301526101808101516101808301526101a08101516101a08301526101c08101516101c08301526101e08101516101e083015261020081015161020083015261022081015161253d61022084018215159052565b5061024090810151910152565b6102608101612559828461244d565b92915050565b5f5f5f60608486031215612571575f5ffd5b505081359360208301359350604090920135919050565b604080825283519082018190525f9060208501906060840190835b818110156125c15783518352602093840193909201916001016125a3565b5050602093909301939093525092915050565b5f61018082019050825182526020830151602083015260408301516040830152606083015160608301526080830151608083015260a083015160a083015260c083015160c083015260e083015160e083015261010083015161010083015261012083015161012083015261014083015161265361014084018215159052565b5061016083015161266a61016084018260ff169052565b5092915050565b634e487b7160e01b5f52602160045260245ffd5b600481106126a157634e487b7160e01b5f52602160045260245ffd5b9052565b6126b0828251612685565b60208101516126c26020840182612685565b5060408101516126d6604084018215159052565b50606081015160608301526080810151608083015260a081015160a083015260c081015160c083015260e081015160e08301526101008101516101008301526101208101516101208301526101408101516101408301526101608101516101608301526101808101516101808301525050565b8051825260208101516127686020840182516001600160a01b03169052565b602081015160408401526040810151612785606085018215159052565b5060608101516080840152608081015160a084015260a081015160c084015260c081015160e084015260e08101516101008401526101008101516127d56101208501826001600160a01b03169052565b50610120015161014083015260408101516127f46101608401826126a5565b50606081810151805115156103008501526020808201516103208601526040808301516103408701528284015161036087015260809283015161038087015282850151805115156103a0880152808301516103c0880152808201516103e08801528085015161040088015283015161042087015260a0948501518051151561044088015291820151610460870152810151610480860152918201516104a08501528101516104c084015201516104e090910152565b61050081016125598284612749565b6001600160a01b03811681146128cc575f5ffd5b50565b5f602082840312156128df575f5ffd5b8135612096816128b8565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b5f82825180855260208501945060208160051b830101602085015f5b83811015612a5857601f19858403018852815180518452602081015161026060208601526129666102608601826128ea565b9050604082015161297b604087018215159052565b50606082015160608601526080820151608086015260a08201516129a360a087018215159052565b5060c082015160c086015260e082015160e08601526101008201516101008601526101208201516101208601526101408201516101408601526101608201516101608601526101808201516101808601526101a08201516101a08601526101c08201516101c08601526101e08201516101e08601526102008201516102008601526102208201516102208601526102408201516102408601528094505050602082019150602088019750600181019050612934565b50909695505050505050565b825181526020830151602082015260408301516040820152606083015160608201526080830151608082015260a083015160a082015260c083015160c082015260e083015160e08201526101206101008201525f611c2a610120830184612918565b5f5f5f60608486031215612ad8575f5ffd5b8335612ae3816128b8565b95602085013595506040909401359392505050565b5f60c0820188835287602084015260c0604084015280875180835260e0850191506020890192505f5b81811015612b4b57612b34838551612749565b602093909301926105009290920191600101612b21565b50508381036060850152865180825260209182019250908701905f90815b81811015612b9357612b7c85855161244d565b610260949094019360209390930192600101612b69565b5050505060808301949094525060a00152949350505050565b634e487b7160e01b5f52604160045260245ffd5b60405161014081016001600160401b0381118282101715612be357612be3612bac565b60405290565b60405161012081016001600160401b0381118282101715612be357612be3612bac565b6040516101a081016001600160401b0381118282101715612be357612be3612bac565b60405160c081016001600160401b0381118282101715612be357612be3612bac565b604051601f8201601f191681016001600160401b0381118282101715612c7957612c79612bac565b604052919050565b8051612c8c816128b8565b919050565b80518015158114612c8c575f5ffd5b5f610140828403128015612cb2575f5ffd5b50612cbb612bc0565b612cc483612c81565b815260208381015190820152612cdc60408401612c91565b6040820152606083810151908201526080808401519082015260a0808401519082015260c0808401519082015260e08084015190820152612d206101008401612c81565b610100820152610120928301519281019290925250919050565b5f60208284031215612d4a575f5ffd5b5051919050565b5f610120828403128015612d63575f5ffd5b50612d6c612be9565b825181526020808401519082015260408084015190820152606080840151908201526080808401519082015260a0808401519082015260c08084015190820152612db860e08401612c91565b60e0820152610100928301519281019290925250919050565b5f5f60408385031215612de2575f5ffd5b505080516020909101519092909150565b634e487b7160e01b5f52601160045260245ffd5b8082018082111561255957612559612df3565b808202811582820484141761255957612559612df3565b634e487b7160e01b5f52601260045260245ffd5b5f82612e5357612e53612e31565b500490565b8181035f83128015838313168383128216171561266a5761266a612df3565b5f82601f830112612e86575f5ffd5b81516001600160401b03811115612e9f57612e9f612bac565b8060051b612eaf60208201612c51565b91825260208185018101929081019086841115612eca575f5ffd5b6020860192505b83831015612eec578251825260209283019290910190612ed1565b9695505050505050565b5f5f60408385031215612f07575f5ffd5b82516001600160401b03811115612f1c575f5ffd5b612f2885828601612e77565b602094909401519395939450505050565b634e487b7160e01b5f52603260045260245ffd5b5f60208284031215612f5d575f5ffd5b61209682612c91565b5f60018201612f7757612f77612df3565b5060010190565b5f82601f830112612f8d575f5ffd5b81516001600160401b03811115612fa657612fa6612bac565b612fb9601f8201601f1916602001612c51565b818152846020838601011115612fcd575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f60208284031215612ff9575f5ffd5b81516001600160401b0381111561300e575f5ffd5b82016101408185031215613020575f5ffd5b613028612bc0565b81516001600160401b0381111561303d575f5ffd5b61304986828501612f7e565b82525061305860208301612c91565b602082015260408281015190820152606080830151908201526080808301519082015260a0808301519082015260c0808301519082015260e08083015190820152610100808301519082015261012091820151918101919091529392505050565b8082018281125f8312801582168215821617156130d8576130d8612df3565b505092915050565b8181038181111561255957612559612df3565b5f600160ff1b820161310757613107612df3565b505f0390565b805160048110612c8c575f5ffd5b5f6101a082840312801561312d575f5ffd5b50613136612c0c565b61313f8361310d565b815261314d6020840161310d565b602082015261315e60408401612c91565b6040820152606083810151908201526080808401519082015260a0808401519082015260c0808401519082015260e080840151908201526101008084015190820152610120808401519082015261014080840151908201526101608084015190820152610180928301519281019290925250919050565b5f60a082840312156131e5575f5ffd5b60405160a081016001600160401b038111828210171561320757613207612bac565b60405290508061321683612c91565b8152602083810151908201526040808401519082015260608084015190820152608092830151920191909152919050565b5f5f6101408385031215613259575f5ffd5b61326384846131d5565b91506132728460a085016131d5565b90509250929050565b5f60c082840312801561328c575f5ffd5b50613295612c2f565b61329e83612c91565b81526020838101519082015260408084015190820152606080840151908201526080808401519082015260a0928301519281019290925250919050565b5f602082840312156132eb575f5ffd5b81516001600160401b03811115613300575f5ffd5b611c2a84828501612e77565b5f60c082840312801561331d575f5ffd5b50613326612c2f565b825181526020808401519082015260408084015190820152606080840151908201526080808401519082015260a0928301519281019290925250919050565b5f5f5f60608486031215613377575f5ffd5b5050815160208301516040909301519094929350919050565b5f60ff8316806133a2576133a2612e31565b8060ff8416069150509291505056",
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
