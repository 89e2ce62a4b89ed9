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

// IVaultFigures is an auto generated low-level Go binding around an user-defined struct.
type IVaultFigures struct {
	Price             *big.Int
	Pnl               *big.Int
	BorrowFee         *big.Int
	FundingFee        *big.Int
	ClosingFee        *big.Int
	NetValue          *big.Int
	MaintenanceMargin *big.Int
	Liquidatable      bool
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
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"owner_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"stable_\",\"type\":\"address\",\"internalType\":\"contractIERC20\"},{\"name\":\"settings_\",\"type\":\"address\",\"internalType\":\"contractISettings\"},{\"name\":\"oracle_\",\"type\":\"address\",\"internalType\":\"contractIOracle\"},{\"name\":\"referrals_\",\"type\":\"address\",\"internalType\":\"contractIReferralRegistry\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"BASIS_POINTS_DIVISOR\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"CLOSE_ALL\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_PRICE\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_TRIGGERS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_USD\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"PRICE_PRECISION\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"RATE_PRECISION\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"accountPositionIds\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"accountPositionIdsPage\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"start\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"count\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"ids\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"total\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"activeIds\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"activeIdsPage\",\"inputs\":[{\"name\":\"start\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"count\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"ids\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"total\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"addLiquidity\",\"inputs\":[{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"addTPSL\",\"inputs\":[{\"name\":\"_posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"_isTPs\",\"type\":\"bool[]\",\"internalType\":\"bool[]\"},{\"name\":\"_prices\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"_amountPercents\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"cancelPendingOrder\",\"inputs\":[{\"name\":\"_posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"claimRefunds\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"currentRates\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"fundingRate\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"borrowRateLong\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"borrowRateShort\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"decreasePosition\",\"inputs\":[{\"name\":\"_sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"_allowedPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"_posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"deposit\",\"inputs\":[{\"name\":\"_account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"_token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"_amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"depositSelf\",\"inputs\":[{\"name\":\"_token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"_amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"executable\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"execute\",\"inputs\":[{\"name\":\"posIds\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"done\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"feeReserve\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getDecrease\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIVault.DecreaseRequest\",\"components\":[{\"name\":\"pending\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getMarketState\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structVault.MarketState\",\"components\":[{\"name\":\"longOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"shortOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fundingIndex\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"borrowIndexLong\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"borrowIndexShort\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"lastAccrued\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getOrder\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIVault.Order\",\"components\":[{\"name\":\"orderType\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderType\"},{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderStatus\"},{\"name\":\"stopTriggered\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"acceptablePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"slippage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"limitPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"stopPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"createdAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getPosition\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIVault.Position\",\"components\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"averagePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"entryFundingIndex\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"entryBorrowIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"refer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"lastUpdated\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getTriggers\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"takeProfit\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"stopLoss\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"lastPosId\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"liquidatePosition\",\"inputs\":[{\"name\":\"_posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"liquidatePositions\",\"inputs\":[{\"name\":\"_posIds\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"done\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"marginBalance\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"nativeRefunds\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"newPositionOrder\",\"inputs\":[{\"name\":\"_tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"_isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"_orderType\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"_params\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"_refer\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"newPositionOrderWithTPSL\",\"inputs\":[{\"name\":\"_tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"_isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"_orderType\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"_params\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"_refer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"_isTPs\",\"type\":\"bool[]\",\"internalType\":\"bool[]\"},{\"name\":\"_prices\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"_amountPercents\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"oracle\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIOracle\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"poolAmount\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"positionBlocks\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"created\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"ended\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"positionFigures\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"f\",\"type\":\"tuple\",\"internalType\":\"structIVault.Figures\",\"components\":[{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"pnl\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"borrowFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fundingFee\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"closingFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"netValue\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"maintenanceMargin\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"liquidatable\",\"type\":\"bool\",\"internalType\":\"bool\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"referrals\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIReferralRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"referrerOf\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"removeLiquidity\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"renounceOwnership\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"settings\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractISettings\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stable\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIERC20\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stableScale\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"totalCollateral\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"totalEscrow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"totalMargin\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"tradingFee\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"transferOwnership\",\"inputs\":[{\"name\":\"newOwner\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"withdraw\",\"inputs\":[{\"name\":\"_token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"_amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"withdrawFees\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"DecreaseCanceled\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"reason\",\"type\":\"string\",\"indexed\":false,\"internalType\":\"string\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"DecreaseRequested\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Deposit\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"from\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"FeesSettled\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"borrowFee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"fundingFee\",\"type\":\"int256\",\"indexed\":false,\"internalType\":\"int256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"LiquidityAdded\",\"inputs\":[{\"name\":\"from\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"LiquidityRemoved\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OrderCanceled\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"reason\",\"type\":\"string\",\"indexed\":false,\"internalType\":\"string\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OrderCreated\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"orderType\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"enumIVault.OrderType\"},{\"name\":\"params\",\"type\":\"uint256[]\",\"indexed\":false,\"internalType\":\"uint256[]\"},{\"name\":\"refer\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OwnershipTransferred\",\"inputs\":[{\"name\":\"previousOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"newOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PositionClosed\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PositionDecreased\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"realisedPnl\",\"type\":\"int256\",\"indexed\":false,\"internalType\":\"int256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"payout\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PositionIncreased\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"size\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PositionLiquidated\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"liquidator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"netValue\",\"type\":\"int256\",\"indexed\":false,\"internalType\":\"int256\"},{\"name\":\"maintenanceMargin\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"toOwner\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ReferralPaid\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"refer\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"RefundCredited\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"TriggerExecuted\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"isTP\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"TriggerSet\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"isTP\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Withdraw\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"AmountOutOfRange\",\"inputs\":[{\"name\":\"which\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"max\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"CollateralBelowMinimum\",\"inputs\":[{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"minCollateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DecreaseAlreadyPending\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InsufficientMarginBalance\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"available\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InsufficientPoolLiquidity\",\"inputs\":[{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"available\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidAmountPercent\",\"inputs\":[{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidExecutionFee\",\"inputs\":[{\"name\":\"expected\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"sent\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidParamsLength\",\"inputs\":[{\"name\":\"length\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidPrice\",\"inputs\":[{\"name\":\"which\",\"type\":\"string\",\"internalType\":\"string\"}]},{\"type\":\"error\",\"name\":\"InvalidReferrer\",\"inputs\":[{\"name\":\"refer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"codeOwner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"InvalidSlippage\",\"inputs\":[{\"name\":\"slippage\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidStopLossPrice\",\"inputs\":[{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"referencePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidTakeProfitPrice\",\"inputs\":[{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"referencePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidTriggers\",\"inputs\":[{\"name\":\"reason\",\"type\":\"string\",\"internalType\":\"string\"}]},{\"type\":\"error\",\"name\":\"LeverageTooHigh\",\"inputs\":[{\"name\":\"leverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxLeverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"LeverageTooLow\",\"inputs\":[{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"MarketDisabled\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"MarketNotFound\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NativeTransferFailed\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NativeValueNotAccepted\",\"inputs\":[{\"name\":\"sent\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotKeeper\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotLiquidatable\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"netValue\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"maintenanceMargin\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotPositionOwner\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NothingToClaim\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"OpenInterestCapExceeded\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"openInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"cap\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"OrderNotPending\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"OwnableInvalidOwner\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"OwnableUnauthorizedAccount\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"PositionNotFound\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PriceBeyondAllowed\",\"inputs\":[{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"}]},{\"type\":\"error\",\"name\":\"PriceOutOfRange\",\"inputs\":[{\"name\":\"which\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"max\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ReentrancyGuardReentrantCall\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"SafeERC20FailedOperation\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"SizeDeltaExceedsPosition\",\"inputs\":[{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"UnsupportedOrderType\",\"inputs\":[{\"name\":\"orderType\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]},{\"type\":\"error\",\"name\":\"UnsupportedToken\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ZeroAddress\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ZeroAmount\",\"inputs\":[]}]",
	ID:  "Vault",
	Bin: "0x610120604052348015610010575f5ffd5b506040516166ad3803806166ad83398101604081905261002f916101de565b846001600160a01b03811661005d57604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b61006681610178565b50600180556001600160a01b038416158061008857506001600160a01b038316155b8061009a57506001600160a01b038216155b806100ac57506001600160a01b038116155b156100ca5760405163d92e233d60e01b815260040160405180910390fd5b5f846001600160a01b031663313ce5676040518163ffffffff1660e01b8152600401602060405180830381865afa158015610107573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061012b919061024f565b6001600160a01b038616608052905061014860ff8216601e61028a565b61015390600a610386565b60a052506001600160a01b0392831660c05290821660e0521661010052506103919050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6001600160a01b03811681146101db575f5ffd5b50565b5f5f5f5f5f60a086880312156101f2575f5ffd5b85516101fd816101c7565b602087015190955061020e816101c7565b604087015190945061021f816101c7565b6060870151909350610230816101c7565b6080870151909250610241816101c7565b809150509295509295909350565b5f6020828403121561025f575f5ffd5b815160ff8116811461026f575f5ffd5b9392505050565b634e487b7160e01b5f52601160045260245ffd5b8181038181111561029d5761029d610276565b92915050565b6001815b60018411156102de578085048111156102c2576102c2610276565b60018416156102d057908102905b60019390931c9280026102a7565b935093915050565b5f826102f45750600161029d565b8161030057505f61029d565b816001811461031657600281146103205761033c565b600191505061029d565b60ff84111561033157610331610276565b50506001821b61029d565b5060208310610133831016604e8410600b841016171561035f575081810a61029d565b61036b5f1984846102a3565b805f190482111561037e5761037e610276565b029392505050565b5f61026f83836102e6565b60805160a05160c05160e051610100516161ea6104c35f395f818161096401528181614182015261420901525f818161063f01528181611f13015281816137040152613cd001525f81816109bf01528181610ab501528181610cd101528181610f710152818161104f01528181611309015281816116b701528181611d8401528181612316015281816123fb015281816124800152818161350b015281816137f201528181613d8e01528181613e61015281816143ef0152818161480801526150d301525f81816105e301528181610bfc01528181610c4f0152818161127a015281816117cd0152818161224d015261322501525f818161042b01528181610c970152818161124d01528181611849015281816121cc0152818161228b0152818161314801526131f701526161ea5ff3fe60806040526004361061030c575f3560e01c80638da5cb5b116101a3578063cabf4709116100f2578063e06174e411610092578063f1d74c031161006d578063f1d74c0314610a22578063f2fde38b14610a4d578063f3fef3a314610a6c578063fd0d14c414610a7f575f5ffd5b8063e06174e4146109ae578063eaa674d1146109e1578063eb02c301146109f6575f5ffd5b8063d21cacdf116100cd578063d21cacdf14610934578063d3dc753914610953578063da36992a14610986578063df2cf17014610999575f5ffd5b8063cabf4709146108d6578063cdddd4e5146108e9578063d09ef24114610908575f5ffd5b8063a693600b1161015d578063b4e6840d11610138578063b4e6840d1461081a578063b7631b9014610839578063c219a78514610893578063c96ba89d146108c2575f5ffd5b8063a693600b146107f1578063b0a25a5414610325578063b198ce4614610806575f5ffd5b80638da5cb5b146107365780638ef16cd91461075257806395082d2514610771578063a201ccf614610790578063a3d89844146107af578063a66d0faa146107c4575f5ffd5b80633a45e6fd1161025f578063715018a6116102195780638340f549116101f45780638340f5491461066157806388b1f1c31461068057806388eb4a1f146106ea5780638b50fde714610717575f5ffd5b8063715018a614610605578063789ff0e1146106195780637dc0d1d01461062e575f5ffd5b80633a45e6fd146105585780634ac8eb5f1461056c5780634d452ec01461058157806351c6590a146105a057806359dfabd4146105bf5780636691bdcb146105d2575f5ffd5b80631c538f1b116102ca57806322e904a7116102a557806322e904a71461046557806323987cb7146104e65780632b3ba681146105115780632efc28f61461052c575f5ffd5b80631c538f1b146103cf5780631cc75b88146103fb57806322be3de11461041a575f5ffd5b80626c09e81461031057806301c11d9614610325578063126082cf1461034c578063164e68de14610362578063192b46e8146103815780631b0240ec14610395575b5f5ffd5b61032361031e36600461581e565b610a9e565b005b348015610330575f5ffd5b50610339610bcb565b6040519081526020015b60405180910390f35b348015610357575f5ffd5b50610339620186a081565b34801561036d575f5ffd5b5061032361037c36600461590d565b610be9565b34801561038c575f5ffd5b506103395f1981565b3480156103a0575f5ffd5b506103b46103af366004615928565b610ccb565b60408051938452602084019290925290820152606001610343565b3480156103da575f5ffd5b506103ee6103e936600461590d565b610e1f565b6040516103439190615979565b348015610406575f5ffd5b5061032361041536600461598b565b610e48565b348015610425575f5ffd5b5061044d7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610343565b348015610470575f5ffd5b5061048461047f3660046159b5565b610e68565b60405161034391905f61010082019050825182526020830151602083015260408301516040830152606083015160608301526080830151608083015260a083015160a083015260c083015160c083015260e0830151151560e083015292915050565b3480156104f1575f5ffd5b5061033961050036600461590d565b60126020525f908152604090205481565b34801561051c575f5ffd5b50610339670de0b6b3a764000081565b348015610537575f5ffd5b5061054b610546366004615928565b6110e7565b60405161034391906159d5565b348015610563575f5ffd5b50610323611159565b348015610577575f5ffd5b5061033960105481565b34801561058c575f5ffd5b5061033961059b366004615a02565b6111b6565b3480156105ab575f5ffd5b506103236105ba366004615928565b611210565b6103236105cd366004615a71565b6112f2565b3480156105dd575f5ffd5b506103397f000000000000000000000000000000000000000000000000000000000000000081565b348015610610575f5ffd5b50610323611461565b348015610624575f5ffd5b50610339600f5481565b348015610639575f5ffd5b5061044d7f000000000000000000000000000000000000000000000000000000000000000081565b34801561066c575f5ffd5b5061032361067b366004615b06565b611472565b34801561068b575f5ffd5b5061069f61069a366004615928565b611493565b60405161034391905f60c082019050825182526020830151602083015260408301516040830152606083015160608301526080830151608083015260a083015160a083015292915050565b3480156106f5575f5ffd5b50610709610704366004615928565b61151e565b604051610343929190615b44565b348015610722575f5ffd5b50610323610731366004615928565b6115f5565b348015610741575f5ffd5b505f546001600160a01b031661044d565b34801561075d575f5ffd5b5061033961076c366004615a02565b6116a0565b34801561077c575f5ffd5b5061033968327cb2734119d3b7a9601e1b81565b34801561079b575f5ffd5b506103236107aa36600461598b565b6117b7565b3480156107ba575f5ffd5b5061033960115481565b3480156107cf575f5ffd5b506107e36107de366004615b94565b6118bd565b604051610343929190615bc6565b3480156107fc575f5ffd5b50610339600e5481565b348015610811575f5ffd5b506103ee6119bf565b348015610825575f5ffd5b506107e36108343660046159b5565b6119d0565b348015610844575f5ffd5b5061087e610853366004615928565b5f908152601360205260409020546fffffffffffffffffffffffffffffffff81169160809190911c90565b60408051928352602083019190915201610343565b34801561089e575f5ffd5b506108b26108ad366004615928565b611ab9565b6040519015158152602001610343565b3480156108cd575f5ffd5b50610339600281565b6103236108e4366004615be7565b611bd2565b3480156108f4575f5ffd5b50610323610903366004615928565b611c2f565b348015610913575f5ffd5b50610927610922366004615928565b611c42565b6040516103439190615c98565b34801561093f575f5ffd5b5061044d61094e36600461590d565b611d3c565b34801561095e575f5ffd5b5061044d7f000000000000000000000000000000000000000000000000000000000000000081565b610323610994366004615d3a565b611d46565b3480156109a4575f5ffd5b5061033960025481565b3480156109b9575f5ffd5b5061044d7f000000000000000000000000000000000000000000000000000000000000000081565b3480156109ec575f5ffd5b50610339600d5481565b348015610a01575f5ffd5b50610a15610a10366004615928565b612076565b6040516103439190615d63565b348015610a2d575f5ffd5b50610339610a3c36600461590d565b600c6020525f908152604090205481565b348015610a58575f5ffd5b50610323610a6736600461590d565b612167565b610323610a7a36600461598b565b6121a1565b348015610a8a575f5ffd5b50610339610a99366004615df1565b6122f3565b610aa661239b565b5f610ab0876123c5565b90505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ae0ff2ff6040518163ffffffff1660e01b8152600401602060405180830381865afa158015610b0f573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610b339190615e36565b90505f855182610b439190615e61565b610b4d9084615e78565b9050803414610b7d5760405163bc0ca6dd60e01b8152600481018290523460248201526044015b60405180910390fd5b5f610b8c8c8c8c8c8c896124fe565b9050610bb481888888610bae60045f8881526020019081526020015f20612cd2565b88612d24565b50505050610bc160018055565b5050505050505050565b610be668327cb2734119d3b7a9601e1b64e8d4a51000615e61565b81565b610bf16130a8565b610bf961239b565b5f7f0000000000000000000000000000000000000000000000000000000000000000600f54610c289190615e9f565b9050805f03610c4a576040516312d37ee560e31b815260040160405180910390fd5b610c747f000000000000000000000000000000000000000000000000000000000000000082615e61565b600f5f828254610c849190615eb2565b90915550610cbe90506001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001683836130d4565b50610cc860018055565b50565b5f5f5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166328861d22866040518263ffffffff1660e01b8152600401610d1d91815260200190565b5f60405180830381865afa158015610d37573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610d5e9190810190615f3b565b5f868152600b602052604081208054600182015493945090929091610d838284615e78565b90508015610db25780610d96838561600b565b8660c00151610da5919061602a565b610daf9190616059565b97505b600e548015610e125780818510610dc95781610dcb565b845b8760e00151610dda9190615e61565b610de49190615e9f565b975080818410610df45781610df6565b835b8760e00151610e059190615e61565b610e0f9190615e9f565b96505b5050505050509193909250565b6001600160a01b0381165f908152600860205260409020606090610e4290613133565b92915050565b610e5061239b565b610e5b338383613146565b610e6460018055565b5050565b610eaa6040518061010001604052805f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f151581525090565b5f838152600360208190526040822090810154909103610ee05760405163f715480760e01b815260048101859052602401610b74565b5f5f5f610ef084600101546132e2565b60028701549295509093509150610f1890859060ff16610f105782610f12565b835b856133b0565b60608701526040860152858552600284015460038501546005860154610f439260ff1691908961343a565b6020860152600884015460018501546040516314430e9160e11b8152611000926001600160a01b03908116927f0000000000000000000000000000000000000000000000000000000000000000909116916328861d2291610faa9160040190815260200190565b5f60405180830381865afa158015610fc4573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610feb9190810190615f3b565b6002870154600388015460ff909116906134b9565b608086018190526004850154602087015160408801516060890151611024946135a7565b60a086015260038401546001850154604051632ac2959b60e01b81526110ca92916001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001691632ac2959b916110869160040190815260200190565b602060405180830381865afa1580156110a1573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906110c59190615e36565b6135d3565b60c0860181905260a08601511260e0860152509295945050505050565b61111060405180608001604052805f151581526020015f81526020015f81526020015f81525090565b505f908152600760209081526040918290208251608081018452815460ff1615158152600182015492810192909252600281015492820192909252600390910154606082015290565b61116161239b565b335f9081526012602052604081205490819003611191576040516312d37ee560e31b815260040160405180910390fd5b335f818152601260205260408120556111aa90826135ec565b506111b460018055565b565b5f6111bf61239b565b5f5b82811015611206576111eb8484838181106111de576111de616085565b905060200201355f613679565b156111fe57816111fa81616099565b9250505b6001016111c1565b50610e4260018055565b6112186130a8565b61122061239b565b805f0361124057604051631f2a200560e01b815260040160405180910390fd5b6112756001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001633308461395b565b61129f7f000000000000000000000000000000000000000000000000000000000000000082615e61565b600e5f8282546112af9190615e78565b909155505060405181815233907fc17cea59c2955cb181b03393209566960365771dbba9dc3d510180e7cb3120889060200160405180910390a2610cc860018055565b6112fa61239b565b5f61130485613994565b90505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ae0ff2ff6040518163ffffffff1660e01b8152600401602060405180830381865afa158015611363573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906113879190615e36565b90505f8551826113979190615e61565b90508034146113c25760405163bc0ca6dd60e01b815260048101829052346024820152604401610b74565b60038301545f90156113d957506005830154611440565b60015f89815260046020526040902054610100900460ff16600381111561140257611402615c60565b03611424575f88815260046020526040902061141d90612cd2565b9050611440565b60405163f715480760e01b815260048101899052602401610b74565b61144e888888888588612d24565b5050505061145b60018055565b50505050565b6114696130a8565b6111b45f613a16565b61147a61239b565b611485838383613146565b61148e60018055565b505050565b6114c66040518060c001604052805f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b505f908152600b6020908152604091829020825160c08101845281548152600182015492810192909252600281015492820192909252600382015460608201526004820154608082015260059091015460a082015290565b61154760405180608001604052805f151581526020015f81526020015f81526020015f81525090565b61157060405180608001604052805f151581526020015f81526020015f81526020015f81525090565b50505f9081526005602090815260408083206006835292819020815160808082018452855460ff9081161515835260018088015484880152600280890154858801526003988901546060808701919091528751948501885286549093161515845290850154968301969096529483015493810193909352930154918101919091529091565b6115fd61239b565b61160681613994565b505f81815260046020526040902060018154610100900460ff16600381111561163157611631615c60565b1461165257604051632b8043ab60e11b815260048101839052602401610b74565b600881015460408051808201909152601181527031b0b731b2b632b210313c9037bbb732b960791b602082015261168b9084905f613a65565b61169533826135ec565b5050610cc860018055565b6040516335d2155560e11b81523360048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690636ba42aaa90602401602060405180830381865afa158015611704573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061172891906160b1565b6117475760405163ccf79b6760e01b8152336004820152602401610b74565b61174f61239b565b5f805b838110156117ac575f5f61177d87878581811061177157611771616085565b90506020020135613b26565b909250905061178c8285615e78565b935080156117a2578461179e81616099565b9550505b5050600101611752565b5061120633826135ec565b6117bf6130a8565b6117c761239b565b5f6117f27f000000000000000000000000000000000000000000000000000000000000000083615e61565b9050600e5481111561182557600e546040516303eb0d9b60e51b8152610b74918391600401918252602082015260400190565b80600e5f8282546118369190615eb2565b9091555061187090506001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001684846130d4565b826001600160a01b03167fc2c3f06e49b9f15e7b4af9055e183b0d73362e033ad82a07dec9bf9840171719836040516118ab91815260200190565b60405180910390a250610e6460018055565b6001600160a01b0383165f908152600860205260408120606091906118e181613c9a565b91508185106119005750604080515f81526020810190915291506119b7565b5f8461190c8785615eb2565b106119205761191b8587615e78565b611922565b825b905061192e8682615eb2565b6001600160401b03811115611945576119456156a2565b60405190808252806020026020018201604052801561196e578160200160208202803683370190505b509350855b818110156119b3576119858382613ca3565b856119908984615eb2565b815181106119a0576119a0616085565b6020908102919091010152600101611973565b5050505b935093915050565b60606119cb6009613133565b905090565b60605f6119dd6009613c9a565b90508084106119fb57604080515f8152602081019091529150611ab2565b5f83611a078684615eb2565b10611a1b57611a168486615e78565b611a1d565b815b9050611a298582615eb2565b6001600160401b03811115611a4057611a406156a2565b604051908082528060200260200182016040528015611a69578160200160208202803683370190505b509250845b81811015611aaf57611a81600982613ca3565b84611a8c8884615eb2565b81518110611a9c57611a9c616085565b6020908102919091010152600101611a6e565b50505b9250929050565b5f81815260046020908152604080832060039092528220600181015483908190611ae290613cae565b9150915081611af657505f95945050505050565b60018454610100900460ff166003811115611b1357611b13615c60565b03611b46575f611b238783613d4c565b5090505f816003811115611b3957611b39615c60565b1415979650505050505050565b82600301545f03611b5c57505f95945050505050565b5f8681526007602052604090205460ff1615611b7e5750600195945050505050565b5f8681526005602052604090206002840154611ba0919060ff16600184614124565b80611bc857505f8681526006602052604081206002850154611bc89260ff9091169084614124565b9695505050505050565b611bda61239b565b5f611be4846123c5565b9050803414611c0f5760405163bc0ca6dd60e01b815260048101829052346024820152604401610b74565b611c1d8686868686346124fe565b5050611c2860018055565b5050505050565b611c3761239b565b610cbe816001613679565b611c4a615622565b5f828152600460208190526040918290208251610180810190935280549091839160ff1690811115611c7e57611c7e615c60565b6004811115611c8f57611c8f615c60565b81528154602090910190610100900460ff166003811115611cb257611cb2615c60565b6003811115611cc357611cc3615c60565b8152815462010000900460ff1615156020820152600182015460408201526002820154606082015260038201546080820152600482015460a0820152600582015460c0820152600682015460e0820152600782015461010082015260088201546101208201526009909101546101409091015292915050565b5f610e428261415f565b611d4e61239b565b5f611d5882613994565b905080600301545f03611d815760405163f715480760e01b815260048101839052602401610b74565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663d8f434536040518163ffffffff1660e01b8152600401602060405180830381865afa158015611dde573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611e029190615e36565b9050803414611e2d5760405163bc0ca6dd60e01b815260048101829052346024820152604401610b74565b5f8381526007602052604090205460ff1615611e5f5760405163338ce1e560e11b815260048101849052602401610b74565b845f03611e7f57604051631f2a200560e01b815260040160405180910390fd5b5f198514158015611e935750816003015485115b15611ec157600382015460405163b802af2560e01b8152610b74918791600401918252602082015260400190565b8315611fda57611ef56040518060400160405280600c81526020016b616c6c6f776564507269636560a01b81525085614287565b6001820154604051630e75722360e41b81525f916001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169163e757223091611f4a9160040190815260200190565b602060405180830381865afa158015611f65573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611f899190615e36565b6002840154909150611f9f9060ff1682876142e2565b15611fd85760028301546040516314492b6360e31b8152600481018390526024810187905260ff90911615156044820152606401610b74565b505b604080516080810182526001808252602080830189815283850189815234606086019081525f8a8152600785528790209551865460ff1916901515178655915193850193909355915160028401559051600390920191909155815187815290810186905284917f6629c3d02c6c54dedd1b24e09abfd76667388999633e687a855231c206674973910160405180910390a2505061148e60018055565b6120d66040518061014001604052805f6001600160a01b031681526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f6001600160a01b031681526020015f81525090565b505f9081526003602081815260409283902083516101408101855281546001600160a01b039081168252600183015493820193909352600282015460ff1615159481019490945291820154606084015260048201546080840152600582015460a0840152600682015460c0840152600782015460e08401526008820154166101008301526009015461012082015290565b61216f6130a8565b6001600160a01b03811661219857604051631e4fbdf760e01b81525f6004820152602401610b74565b610cc881613a16565b6121a961239b565b34156121ca57604051632898910160e01b8152346004820152602401610b74565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316826001600160a01b03161461222757604051635f8b555b60e11b81526001600160a01b0383166004820152602401610b74565b805f0361224757604051631f2a200560e01b815260040160405180910390fd5b5f6122727f000000000000000000000000000000000000000000000000000000000000000083615e61565b905061227e33826142f7565b6122b26001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001633846130d4565b604080516001600160a01b03851681526020810184905233917f9b1bfa7fa9ee420a16e124f794c35ac9f90472acc99140eb2f6447c714cad8eb91016118ab565b5f6123906123008661415f565b6040516314430e9160e11b8152600481018790527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906328861d22906024015f60405180830381865afa158015612362573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526123899190810190615f3b565b85856134b9565b90505b949350505050565b6002600154036123be57604051633ee5aeb560e01b815260040160405180910390fd5b6002600155565b5f600360ff831611156123f0576040516387d9aef360e01b815260ff83166004820152602401610b74565b60ff82161561247e577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ae0ff2ff6040518163ffffffff1660e01b8152600401602060405180830381865afa158015612455573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906124799190615e36565b610e42565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663d8f434536040518163ffffffff1660e01b8152600401602060405180830381865afa1580156124da573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610e429190615e36565b5f5f6125098861438a565b90508451600414612532578451604051631e1a3c5b60e01b8152600401610b7491815260200190565b61253a615622565b8660ff16600481111561254f5761254f615c60565b8190600481111561256257612562615c60565b9081600481111561257557612575615c60565b9052506001602082015280515f90600481111561259457612594615c60565b0361268a576125e36040518060400160405280600f81526020016e61636365707461626c65507269636560881b815250875f815181106125d6576125d6616085565b60200260200101516144af565b620186a0866001815181106125fa576125fa616085565b60200260200101511061263e578560018151811061261a5761261a616085565b6020026020010151604051633ea12f5b60e11b8152600401610b7491815260200190565b855f8151811061265057612650616085565b60200260200101518160600181815250508560018151811061267457612674616085565b6020026020010151816080018181525050612777565b60028151600481111561269f5761269f615c60565b14612700576126dc6040518060400160405280600a8152602001696c696d6974507269636560b01b815250875f815181106125d6576125d6616085565b855f815181106126ee576126ee616085565b60200260200101518160a00181815250505b60018151600481111561271557612715615c60565b14612777576127526040518060400160405280600981526020016873746f70507269636560b81b815250876001815181106125d6576125d6616085565b8560018151811061276557612765616085565b60200260200101518160c00181815250505b61279268327cb2734119d3b7a9601e1b64e8d4a51000615e61565b866002815181106127a5576127a5616085565b6020026020010151111561282e57856002815181106127c6576127c6616085565b602002602001015168327cb2734119d3b7a9601e1b64e8d4a510006127eb9190615e61565b60405163d67237ef60e01b815260606004820152600a60648201526918dbdb1b185d195c985b60b21b60848201526024810192909252604482015260a401610b74565b61284968327cb2734119d3b7a9601e1b64e8d4a51000615e61565b8660038151811061285c5761285c616085565b602002602001015111156128e1578560038151811061287d5761287d616085565b602002602001015168327cb2734119d3b7a9601e1b64e8d4a510006128a29190615e61565b60405163d67237ef60e01b8152606060048083019190915260648201526373697a6560e01b60848201526024810192909252604482015260a401610b74565b856002815181106128f4576128f4616085565b60200260200101518160e00181815250508560038151811061291857612918616085565b6020026020010151816101000181815250505f6129343361415f565b90506001600160a01b038616158015906129605750806001600160a01b0316866001600160a01b031614155b1561299157604051633f58711760e21b81526001600160a01b03808816600483015282166024820152604401610b74565b6129a5838360e001518461010001516144db565b6129b68a8a8461010001518661458f565b6129c781848b8561010001516134b9565b610120830181905261014083018690524261016084015260e08301516129f89133916129f39190615e78565b6142f7565b8161012001518260e00151612a0d9190615e78565b60115f828254612a1d9190615e78565b9091555050600280545f90612a3190616099565b9190508190559350604051806101400160405280336001600160a01b031681526020018b81526020018a151581526020015f81526020015f81526020015f81526020015f81526020015f8152602001826001600160a01b031681526020014281525060035f8681526020019081526020015f205f820151815f015f6101000a8154816001600160a01b0302191690836001600160a01b03160217905550602082015181600101556040820151816002015f6101000a81548160ff021916908315150217905550606082015181600301556080820151816004015560a0820151816005015560c0820151816006015560e08201518160070155610100820151816008015f6101000a8154816001600160a01b0302191690836001600160a01b0316021790555061012082015181600901559050508160045f8681526020019081526020015f205f820151815f015f6101000a81548160ff02191690836004811115612b9d57612b9d615c60565b021790555060208201518154829061ff001916610100836003811115612bc557612bc5615c60565b02179055506040828101518254901515620100000262ff000019909116178255606083015160018301556080830151600283015560a0830151600383015560c0830151600483015560e083015160058301556101008301516006830155610120830151600783015561014083015160088084019190915561016090930151600990920191909155335f9081526020929092529020612c63908561460d565b50612c6f60098561460d565b505f8481526013602052604090819020439055825190518b91339187917f9a7a157a9d053f5ca20714e64b81eff3cb8671b5fabce9c60ba40a5b51bd99de91612cbd918f918e9089906160cc565b60405180910390a45050509695505050505050565b5f80825460ff166004811115612cea57612cea615c60565b03612cf757506001015490565b6002825460ff166004811115612d0f57612d0f615c60565b03612d1c57506004015490565b506003015490565b8451845181141580612d37575080845114155b15612d77576040516354bd2af560e01b815260206004820152600f60248201526e0d8cadccee8d040dad2e6dac2e8c6d608b1b6044820152606401610b74565b801580612d845750600281115b15612dba576040516354bd2af560e01b815260206004820152600560248201526418dbdd5b9d60da1b6044820152606401610b74565b806002148015612e00575085600181518110612dd857612dd8616085565b60200260200101511515865f81518110612df457612df4616085565b60200260200101511515145b15612e3a576040516354bd2af560e01b81526020600482015260096024820152686475706c696361746560b81b6044820152606401610b74565b5f878152600360205260408120905b8281101561309d575f878281518110612e6457612e64616085565b602002602001015190505f878381518110612e8157612e81616085565b60200260200101519050612eb4604051806040016040528060078152602001663a3934b3b3b2b960c91b81525083614287565b801580612ec35750620186a081115b15612ee45760405163b4fb1d9160e01b815260048101829052602401610b74565b898381518110612ef657612ef6616085565b602002602001015115612f5257811580612f255750600284015460ff16612f205786821015612f25565b868211155b15612f4d576040516356b9037d60e01b81526004810183905260248101889052604401610b74565b612f9c565b811580612f745750600284015460ff16612f6f5786821115612f74565b868210155b15612f9c57604051633e73a6d360e01b81526004810183905260248101889052604401610b74565b5f8a8481518110612faf57612faf616085565b6020026020010151612fcd575f8c8152600660205260409020612fdb565b5f8c81526005602052604090205b805490915060ff16156130065784546003820154613006918e916001600160a01b0390911690614618565b805460ff191660019081178255810183905560028101829055600381018790558a518c907f092d2f60ead100cfab978b838f118754af1b8e7808d6a754d92c81e875761a88908d908790811061305e5761305e616085565b6020026020010151858560405161308a9392919092151583526020830191909152604082015260600190565b60405180910390a2505050600101612e49565b505050505050505050565b5f546001600160a01b031633146111b45760405163118cdaa760e01b8152336004820152602401610b74565b6040516001600160a01b0383811660248301526044820183905261148e91859182169063a9059cbb906064015b604051602081830303815290604052915060e01b6020820180516001600160e01b038381831617835250505050614695565b60605f61313f83614701565b9392505050565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316826001600160a01b0316146131a357604051635f8b555b60e11b81526001600160a01b0383166004820152602401610b74565b805f036131c357604051631f2a200560e01b815260040160405180910390fd5b6001600160a01b0383166131ea5760405163d92e233d60e01b815260040160405180910390fd5b61321f6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001633308461395b565b5f61324a7f000000000000000000000000000000000000000000000000000000000000000083615e61565b6001600160a01b0385165f908152600c6020526040812080549293508392909190613276908490615e78565b9250508190555080600d5f82825461328e9190615e78565b9091555050604080516001600160a01b038581168252602082018590523392908716917f7cfff908a4b583f36430b25d75964c458d8ede8a99bd61be750e97ee1b2f3a96910160405180910390a350505050565b5f818152600b6020526040902060028101546003820154600483015460058401549293919290919080158061331657504281145b156133225750506133a9565b5f61332d8242615eb2565b90505f5f5f61333b8a610ccb565b91945092509050610e1061334f858561602a565b6133599190616059565b613363908a61610c565b9850610e106133728584615e61565b61337c9190615e9f565b6133869089615e78565b9750610e106133958583615e61565b61339f9190615e9f565b610e0f9088615e78565b9193909250565b5f5f670de0b6b3a76400008560070154856133cb9190615eb2565b86600301546133da9190615e61565b6133e49190615e9f565b9150670de0b6b3a76400008560060154846133ff919061600b565b866003015461340e919061602a565b6134189190616059565b600286015490915060ff166119b7576134308161612b565b9050935093915050565b5f82820361344957505f612393565b5f8383116134605761345b8385615eb2565b61346a565b61346a8484615eb2565b90505f846134788388615e61565b6134829190615e9f565b90505f8761349257858510613496565b8585115b9050806134ab576134a68261612b565b6134ad565b815b98975050505050505050565b5f620186a0836134cd5784606001516134d3565b84604001515b6134dd9084615e61565b6134e79190615e9f565b90505f8111801561350057506001600160a01b03851615155b1561239357620186a07f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635426d32a6040518163ffffffff1660e01b8152600401602060405180830381865afa158015613565573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906135899190615e36565b6135939083615e61565b61359d9190615e9f565b6123909082615eb2565b5f8183856135b5888a61610c565b6135bf919061600b565b6135c9919061600b565b611bc8919061600b565b5f620186a06135e28385615e61565b61313f9190615e9f565b805f036135f7575050565b5f826001600160a01b0316826040515f6040518083038185875af1925050503d805f8114613640576040519150601f19603f3d011682016040523d82523d5f602084013e613645565b606091505b505090508061148e5760405163296c17bb60e21b81526001600160a01b038416600482015260248101839052604401610b74565b5f82815260036020526040812060018101548290819061369890613cae565b9150915082600301545f14806136ac575081155b1561377757846136c1575f9350505050610e42565b82600301545f036136e85760405163f715480760e01b815260048101879052602401610b74565b6001830154604051630e75722360e41b815260048101919091527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063e757223090602401602060405180830381865afa158015613751573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906137759190615e36565b505b5f6137828783610e68565b90508060e001516137d25785156137c65760a081015160c0820151604051633964871d60e21b8152600481018a905260248101929092526044820152606401610b74565b5f945050505050610e42565b5f845f015f9054906101000a90046001600160a01b031690505f620186a07f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663a36a36306040518163ffffffff1660e01b8152600401602060405180830381865afa15801561384c573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906138709190615e36565b876003015461387f9190615e61565b6138899190615e9f565b90505f61389b8a88600301548761475a565b92505050808211156138ab578091505b6138b53383614a1c565b6138c8836138c38484615eb2565b614a1c565b6138d28a84614a64565b336001600160a01b0316836001600160a01b03168b7f8e7c7a3df0eb15fd4ee257db730571ebe4eefe4342f2e6c9597551c868b93b82888860a001518960c001518889896139209190615eb2565b604080519586526020860194909452928401919091526060830152608082015260a00160405180910390a45060019998505050505050505050565b6040516001600160a01b03848116602483015283811660448301526064820183905261145b9186918216906323b872dd90608401613101565b5f81815260036020526040902080546001600160a01b03166139cc5760405163f715480760e01b815260048101839052602401610b74565b80546001600160a01b03163314613a1157805460405163373b261560e11b8152600481018490523360248201526001600160a01b039091166044820152606401610b74565b919050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f83815260046020908152604080832060039092528220815461ff0019166103001782556007820154600583015492939192613aa19190615e78565b90508060115f828254613ab49190615eb2565b90915550508154613ace906001600160a01b031682614a1c565b8154613ae49087906001600160a01b0316614a64565b857f48416a3834171849f68e1edd16ac3e06662024f45e1bc45c41b226e76bccc5fa8686604051613b16929190616173565b60405180910390a2505050505050565b5f818152600360205260408120600181015482919082908190613b4890613cae565b9150915081613b5e57505f958695509350505050565b5f86815260046020526040902060018154610100900460ff166003811115613b8857613b88615c60565b03613ba457613b978783614b04565b9550955050505050915091565b83600301545f03613bbd57505f96879650945050505050565b5f8781526007602052604090205460ff1615613bee57613bdd8783614bd1565b613be79087615e78565b9550600194505b5f8460030154118015613c1e57505f8781526005602052604090206002850154613c1e919060ff16600185614124565b15613c4057613c2f87600184614d12565b613c399087615e78565b9550600194505b5f8460030154118015613c7057505f8781526006602052604081206002860154613c709260ff9091169085614124565b15613c9157613c80875f84614d12565b613c8a9087615e78565b9550600194505b50505050915091565b5f610e42825490565b5f61313f8383614dfd565b604051630e75722360e41b8152600481018290525f9081906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063e757223090602401602060405180830381865afa925050508015613d33575060408051601f3d908101601f19168201909252613d3091810190615e36565b60015b613d4157505f928392509050565b600194909350915050565b5f82815260046020818152604080842060039092528084206002810154600182015492516314430e9160e11b815294850192909252606093909160ff169085907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906328861d22906024015f60405180830381865afa158015613dda573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052613e019190810190615f3b565b90508060200151613e435760026040518060400160405280600f81526020016e1b585c9ad95d08191a5cd8589b1959608a1b8152509550955050505050611ab2565b5f845460ff166004811115613e5a57613e5a615c60565b03613fde577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ce93e6cd6040518163ffffffff1660e01b8152600401602060405180830381865afa158015613ebb573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613edf9190615e36565b8460090154613eee9190615e78565b421115613f2457600260405180604001604052806007815260200166195e1c1a5c995960ca1b8152509550955050505050611ab2565b5f82613f5f57620186a08560020154620186a0613f419190615eb2565b8660010154613f509190615e61565b613f5a9190615e9f565b613f8f565b620186a08560020154620186a0613f769190615e78565b8660010154613f859190615e61565b613f8f9190615e9f565b905082613f9e57808810613fa2565b8088115b15613fd857600260405180604001604052806008815260200167736c69707061676560c01b815250965096505050505050611ab2565b506140b5565b5f6001855460ff166004811115613ff757613ff7615c60565b148061400a5750845462010000900460ff165b90508061404d5782614022578460040154881161402a565b846004015488105b1561404d575f60405180602001604052805f815250965096505050505050611ab2565b6002855460ff16600481111561406557614065615c60565b146140b3578261407b5784600301548810614083565b846003015488115b156140b35780614094576003614096565b5f5b60405180602001604052805f815250965096505050505050611ab2565b505b6140c9818460010154848760060154614e23565b6141065760026040518060400160405280601181526020017006f70656e20696e7465726573742063617607c1b8152509550955050505050611ab2565b505060408051602081019091525f8152600197909650945050505050565b83545f9060ff1661413657505f612393565b8215158415151461414e578460010154821115612390565b506001909301549092101592915050565b604051636b277e3760e01b81526001600160a01b0382811660048301525f9182917f00000000000000000000000000000000000000000000000000000000000000001690636b277e3790602401602060405180830381865afa1580156141c7573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906141eb9190615e36565b9050801561427f57604051637e64454760e01b8152600481018290527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690637e64454790602401602060405180830381865afa158015614256573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061427a9190616185565b61313f565b5f9392505050565b6142a268327cb2734119d3b7a9601e1b64e8d4a51000615e61565b811115610e645781816142c668327cb2734119d3b7a9601e1b64e8d4a51000615e61565b604051631c55f9df60e31b8152600401610b74939291906161a0565b5f836142f057818310612393565b5010919050565b6001600160a01b0382165f908152600c6020526040902054818110156143495760405163fe385ced60e01b81526001600160a01b03841660048201526024810183905260448101829052606401610b74565b6143538282615eb2565b6001600160a01b0384165f908152600c6020526040812091909155600d8054849290614380908490615eb2565b9091555050505050565b6143d9604051806101400160405280606081526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b6040516314430e9160e11b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906328861d22906024015f60405180830381865afa15801561443b573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526144629190810190615f3b565b8051519091505f0361448a57604051634cba20ef60e01b815260048101839052602401610b74565b8060200151613a1157604051632385d16560e11b815260048101839052602401610b74565b805f036144d157816040516353a1e92b60e11b8152600401610b7491906161c4565b610e648282614287565b82610100015182101561451257610100830151604051635a95ce8f60e01b8152610b74918491600401918252602082015260400190565b8181101561453d5760405163e3835a2760e01b81526004810182905260248101839052604401610b74565b5f8261454c620186a084615e61565b6145569190615e9f565b905083610120015181111561145b57610120840151604051633b7b1e4b60e01b8152610b74918391600401918252602082015260400190565b61459b81858585614e23565b61145b575f848152600b602052604090208484806145bd5782600101546145c0565b82545b85876145d0578560a001516145d6565b85608001515b604051630386629d60e21b81526004810195909552921515602485015260448401919091526064830152608482015260a401610b74565b5f61313f8383614e71565b805f0361462457505050565b6001600160a01b0382165f908152601260205260408120805483929061464b908490615e78565b90915550506040518181526001600160a01b0383169084907fe1872a97721553a4eba79b8a15644854ed8617ac50609d0893e90f8197a7213d9060200160405180910390a3505050565b5f5f60205f8451602086015f885af1806146b4576040513d5f823e3d81fd5b50505f513d915081156146cb5780600114156146d8565b6001600160a01b0384163b155b1561145b57604051635274afe760e01b81526001600160a01b0385166004820152602401610b74565b6060815f0180548060200260200160405190810160405280929190818152602001828054801561474e57602002820191905f5260205f20905b81548152602001906001019080831161473a575b50505050509050919050565b5f83815260036020526040812060018101548291829161477990614ebd565b5f61478388614efc565b90505f826003015488146147b55782600301548884600401546147a69190615e61565b6147b09190615e9f565b6147bb565b82600401545b600284015460058501549192506147da9160ff909116908a908a61343a565b600884015460018501546040516314430e9160e11b81529298505f92614890926001600160a01b03908116927f0000000000000000000000000000000000000000000000000000000000000000909116916328861d22916148419160040190815260200190565b5f60405180830381865afa15801561485b573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526148829190810190615f3b565b600287015460ff168c6134b9565b90505f5f88136148a0575f6148a2565b875b9050600e548111156148b35750600e545b5f5f89126148c1575f6148ca565b6148ca8961612b565b905081600e5f8282546148dd9190615eb2565b909155506148ed90508285615e78565b96508683106148fc57866148fe565b825b975061490a8888615eb2565b96506149168582615e78565b90505f8782106149265787614928565b815b90506149348189615eb2565b975080600e5f8282546149479190615e78565b90915550506008870154614966908e906001600160a01b03168b6150b0565b8460105f8282546149779190615eb2565b9250508190555084876004015f8282546149919190615eb2565b925050819055508b876003015f8282546149ab9190615eb2565b909155505042600988015560018701545f908152600b60205260409020600288015460ff16156149f2578c815f015f8282546149e79190615eb2565b90915550614a0b9050565b8c816001015f828254614a059190615eb2565b90915550505b505050505050505093509350939050565b6001600160a01b0382165f908152600c602052604081208054839290614a43908490615e78565b9250508190555080600d5f828254614a5b9190615e78565b90915550505050565b614a6e82826151e1565b5f828152600760205260409020805460ff1615614a9457614a9483838360030154614618565b5f838152600760209081526040808320805460ff1916815560018101849055600281018490556003018390556001600160a01b038516835260089091529020614add908461527f565b50614ae960098461527f565b5050505f90815260136020526040902080544360801b179055565b5f5f5f5f614b128686613d4c565b5f888152600460205260408120929450909250836003811115614b3757614b37615c60565b03614b4a575f5f94509450505050611ab2565b6003836003811115614b5e57614b5e615c60565b03614b8157805462ff0000191662010000179055505f925060019150611ab29050565b600881015494506002836003811115614b9c57614b9c615c60565b03614bb957614bac878388613a65565b5060019250611ab2915050565b614bc3878761528a565b506001925050509250929050565b5f82815260036020818152604080842060078084528286208351608081018552815460ff811615158252600183018054838901526002840180549784019788529884018054606085019081528d8c529590985260ff199091169092559087905594869055949092559251925190919015801590614c62575060028201546040820151614c629160ff169086906142e2565b15614ce157847f13ff53e385d681e211988ec1b15576ca0b78b3c8688848659414d737ef28a755858360400151604051614cd29291909182526020820152606060408201819052601490820152731c1c9a58d94818995e5bdb9908185b1b1bddd95960621b608082015260a00190565b60405180910390a25050610e42565b614d0a858360030154836020015111614cfe578260200151614d04565b83600301545b8661543e565b505092915050565b5f5f83614d2b575f858152600660205260409020614d39565b5f8581526005602052604090205b5f868152600360208190526040822060028401549181015493945092620186a091614d6391615e61565b614d6d9190615e9f565b9050801580614d825750620186a08360020154145b15614d8e575060038101545b600383018054845460ff191685555f9091556040805188151581526020810188905290810183905290945087907ff2de18ed99b45d7f3c9455b97f2899d0c35120ece3aa3dbd7e7951a1f1a0e0609060600160405180910390a2614df387828761543e565b5050509392505050565b5f825f018281548110614e1257614e12616085565b905f5260205f200154905092915050565b5f838152600b602052604081208184614e40578160010154614e43565b81545b905084614e54578660a00151614e5a565b86608001515b614e648583615e78565b1115979650505050505050565b5f818152600183016020526040812054614eb657508154600181810184555f848152602080822090930184905584548482528286019093526040902091909155610e42565b505f610e42565b5f818152600b602052604090206005810154429003614eda575050565b614ee3826132e2565b6004840155600383015560028201554260059091015550565b5f81815260036020908152604080832060018101548452600b90925282206002820154839060ff16614f32578160040154614f38565b81600301545b90505f5f614f4b858486600201546133b0565b600787018590556002860154600688015590925090505f614f6c828461610c565b90505f811315614feb575f86600401548210614f8c578660040154614f8e565b815b9050614f9a8183615eb2565b975080876004015f828254614faf9190615eb2565b925050819055508060105f828254614fc79190615eb2565b9250508190555080600e5f828254614fdf9190615e78565b90915550615063915050565b5f811215615063575f600e54826150019061612b565b1061500e57600e54615017565b6150178261612b565b905080876004015f82825461502c9190615e78565b925050819055508060105f8282546150449190615e78565b9250508190555080600e5f82825461505c9190615eb2565b9091555050505b80156150a557604080518481526020810184905289917fdc131ff50e58f3423f13fb9786458da88b19339577c718bd4f5e6d1005635a2a910160405180910390a25b505050505050919050565b5f6001600160a01b038316158015906150c857505f82115b156151bc57620186a07f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663a23d00b16040518163ffffffff1660e01b8152600401602060405180830381865afa15801561512d573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906151519190615e36565b61515b9084615e61565b6151659190615e9f565b905080156151bc576151778382614a1c565b826001600160a01b0316847fc4543071547b8a46356a608c7c050fcc6957a8b366ffe1737529b08b629e646b836040516151b391815260200190565b60405180910390a35b6151c68183615eb2565b600f5f8282546151d69190615e78565b909155505050505050565b5f8281526005602090815260408083206006909252909120815460ff16156152125761521284848460030154614618565b805460ff161561522b5761522b84848360030154614618565b5050505f908152600560209081526040808320805460ff1990811682556001808301869055600280840187905560039384018790556006909552928520805490911681559182018490559181018390550155565b5f61313f8383615538565b5f828152600360209081526040808320600490925290912060018201546152b090614ebd565b60018201545f908152600b602052604090206006808301546003850155600580840154600486015584018590556002808301549185019190915583015460ff166152fe578060040154615304565b80600301545b6007840155426009840155600283015460ff161561533d578160060154815f015f8282546153329190615e78565b9091555061535a9050565b8160060154816001015f8282546153549190615e78565b90915550505b815461ff0019166102001782556007820154600583015461537b9190615e78565b60115f82825461538b9190615eb2565b90915550506005820154601080545f906153a6908490615e78565b9091555050600883015460078301546153cc9187916001600160a01b03909116906150b0565b82546006830154600584015460078501546040516001600160a01b039094169389937fe80a6b78f88f08b92cac13fc3aa5b23cf4753f8fb8bd85e4b356b670634f77f79361542f938b845260208401929092526040830152606082015260800190565b60405180910390a35050505050565b5f83815260036020526040812090808061545987878761475a565b86549295509093509150615476906001600160a01b031682614a1c565b8354604080518781526020810189905290810185905260608101849052608081018390526001600160a01b039091169088907fe684ec4fbc3c3ad9bff9805beead79d753052a816a31275c7fdc94364ff8e66b9060a00160405180910390a383600301545f0361552f5783546154f69088906001600160a01b0316614a64565b83546040516001600160a01b039091169088907fcefaf961c5013063cf501ffd9f9382e9b9c4b15741ad032fe93d7e9c7c733b22905f90a35b50505050505050565b5f8181526001830160205260408120548015615612575f61555a600183615eb2565b85549091505f9061556d90600190615eb2565b90508082146155cc575f865f01828154811061558b5761558b616085565b905f5260205f200154905080875f0184815481106155ab576155ab616085565b5f918252602080832090910192909255918252600188019052604090208390555b85548690806155dd576155dd6161d6565b600190038181905f5260205f20015f90559055856001015f8681526020019081526020015f205f905560019350505050610e42565b5f915050610e42565b5092915050565b604080516101808101909152805f81526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b8015158114610cc8575f5ffd5b8035613a118161567a565b803560ff81168114613a11575f5ffd5b634e487b7160e01b5f52604160045260245ffd5b60405161014081016001600160401b03811182821017156156d9576156d96156a2565b60405290565b604051601f8201601f191681016001600160401b0381118282101715615707576157076156a2565b604052919050565b5f6001600160401b03821115615727576157276156a2565b5060051b60200190565b5f82601f830112615740575f5ffd5b813561575361574e8261570f565b6156df565b8082825260208201915060208360051b860101925085831115615774575f5ffd5b602085015b83811015615791578035835260209283019201615779565b5095945050505050565b6001600160a01b0381168114610cc8575f5ffd5b8035613a118161579b565b5f82601f8301126157c9575f5ffd5b81356157d761574e8261570f565b8082825260208201915060208360051b8601019250858311156157f8575f5ffd5b602085015b838110156157915780356158108161567a565b8352602092830192016157fd565b5f5f5f5f5f5f5f5f610100898b031215615836575f5ffd5b8835975061584660208a01615687565b965061585460408a01615692565b955060608901356001600160401b0381111561586e575f5ffd5b61587a8b828c01615731565b95505061588960808a016157af565b935060a08901356001600160401b038111156158a3575f5ffd5b6158af8b828c016157ba565b93505060c08901356001600160401b038111156158ca575f5ffd5b6158d68b828c01615731565b92505060e08901356001600160401b038111156158f1575f5ffd5b6158fd8b828c01615731565b9150509295985092959890939650565b5f6020828403121561591d575f5ffd5b813561313f8161579b565b5f60208284031215615938575f5ffd5b5035919050565b5f8151808452602084019350602083015f5b8281101561596f578151865260209586019590910190600101615951565b5093949350505050565b602081525f61313f602083018461593f565b5f5f6040838503121561599c575f5ffd5b82356159a78161579b565b946020939093013593505050565b5f5f604083850312156159c6575f5ffd5b50508035926020909101359150565b81511515815260208083015190820152604080830151908201526060808301519082015260808101610e42565b5f5f60208385031215615a13575f5ffd5b82356001600160401b03811115615a28575f5ffd5b8301601f81018513615a38575f5ffd5b80356001600160401b03811115615a4d575f5ffd5b8560208260051b8401011115615a61575f5ffd5b6020919091019590945092505050565b5f5f5f5f60808587031215615a84575f5ffd5b8435935060208501356001600160401b03811115615aa0575f5ffd5b615aac878288016157ba565b93505060408501356001600160401b03811115615ac7575f5ffd5b615ad387828801615731565b92505060608501356001600160401b03811115615aee575f5ffd5b615afa87828801615731565b91505092959194509250565b5f5f5f60608486031215615b18575f5ffd5b8335615b238161579b565b92506020840135615b338161579b565b929592945050506040919091013590565b8251151581526020808401518183015260408085015181840152606080860151818501528451151560808501529184015160a084015283015160c083015282015160e0820152610100810161313f565b5f5f5f60608486031215615ba6575f5ffd5b8335615bb18161579b565b95602085013595506040909401359392505050565b604081525f615bd8604083018561593f565b90508260208301529392505050565b5f5f5f5f5f60a08688031215615bfb575f5ffd5b853594506020860135615c0d8161567a565b9350615c1b60408701615692565b925060608601356001600160401b03811115615c35575f5ffd5b615c4188828901615731565b9250506080860135615c528161579b565b809150509295509295909350565b634e487b7160e01b5f52602160045260245ffd5b60058110615c8457615c84615c60565b9052565b60048110615c8457615c84615c60565b5f61018082019050615cab828451615c74565b6020830151615cbd6020840182615c88565b506040830151615cd1604084018215159052565b50606083015160608301526080830151608083015260a083015160a083015260c083015160c083015260e083015160e083015261010083015161010083015261012083015161012083015261014083015161014083015261016083015161016083015292915050565b5f5f5f60608486031215615d4c575f5ffd5b505081359360208301359350604090920135919050565b81516001600160a01b031681526101408101602083015160208301526040830151615d92604084018215159052565b50606083015160608301526080830151608083015260a083015160a083015260c083015160c083015260e083015160e0830152610100830151615de16101008401826001600160a01b03169052565b5061012092830151919092015290565b5f5f5f5f60808587031215615e04575f5ffd5b8435615e0f8161579b565b9350602085013592506040850135615e268161567a565b9396929550929360600135925050565b5f60208284031215615e46575f5ffd5b5051919050565b634e487b7160e01b5f52601160045260245ffd5b8082028115828204841417610e4257610e42615e4d565b80820180821115610e4257610e42615e4d565b634e487b7160e01b5f52601260045260245ffd5b5f82615ead57615ead615e8b565b500490565b81810381811115610e4257610e42615e4d565b5f82601f830112615ed4575f5ffd5b81516001600160401b03811115615eed57615eed6156a2565b615f00601f8201601f19166020016156df565b818152846020838601011115615f14575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b8051613a118161567a565b5f60208284031215615f4b575f5ffd5b81516001600160401b03811115615f60575f5ffd5b82016101408185031215615f72575f5ffd5b615f7a6156b6565b81516001600160401b03811115615f8f575f5ffd5b615f9b86828501615ec5565b825250615faa60208301615f30565b602082015260408281015190820152606080830151908201526080808301519082015260a0808301519082015260c0808301519082015260e08083015190820152610100808301519082015261012091820151918101919091529392505050565b8181035f83128015838313168383128216171561561b5761561b615e4d565b8082025f8212600160ff1b8414161561604557616045615e4d565b8181058314821517610e4257610e42615e4d565b5f8261606757616067615e8b565b600160ff1b82145f198414161561608057616080615e4d565b500590565b634e487b7160e01b5f52603260045260245ffd5b5f600182016160aa576160aa615e4d565b5060010190565b5f602082840312156160c1575f5ffd5b815161313f8161567a565b84151581526160de6020820185615c74565b608060408201525f6160f3608083018561593f565b905060018060a01b038316606083015295945050505050565b8082018281125f831280158216821582161715614d0a57614d0a615e4d565b5f600160ff1b820161613f5761613f615e4d565b505f0390565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b604081525f615bd86040830185616145565b5f60208284031215616195575f5ffd5b815161313f8161579b565b606081525f6161b26060830186616145565b60208301949094525060400152919050565b602081525f61313f6020830184616145565b634e487b7160e01b5f52603160045260245ffd",
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

// PackMAXPRICE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01c11d96.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_PRICE() view returns(uint256)
func (vault *Vault) PackMAXPRICE() []byte {
	enc, err := vault.abi.Pack("MAX_PRICE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXPRICE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01c11d96.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_PRICE() view returns(uint256)
func (vault *Vault) TryPackMAXPRICE() ([]byte, error) {
	return vault.abi.Pack("MAX_PRICE")
}

// UnpackMAXPRICE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x01c11d96.
//
// Solidity: function MAX_PRICE() view returns(uint256)
func (vault *Vault) UnpackMAXPRICE(data []byte) (*big.Int, error) {
	out, err := vault.abi.Unpack("MAX_PRICE", data)
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

// PackMAXUSD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb0a25a54.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_USD() view returns(uint256)
func (vault *Vault) PackMAXUSD() []byte {
	enc, err := vault.abi.Pack("MAX_USD")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXUSD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb0a25a54.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_USD() view returns(uint256)
func (vault *Vault) TryPackMAXUSD() ([]byte, error) {
	return vault.abi.Pack("MAX_USD")
}

// UnpackMAXUSD is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb0a25a54.
//
// Solidity: function MAX_USD() view returns(uint256)
func (vault *Vault) UnpackMAXUSD(data []byte) (*big.Int, error) {
	out, err := vault.abi.Unpack("MAX_USD", data)
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

// PackAccountPositionIdsPage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa66d0faa.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function accountPositionIdsPage(address account, uint256 start, uint256 count) view returns(uint256[] ids, uint256 total)
func (vault *Vault) PackAccountPositionIdsPage(account common.Address, start *big.Int, count *big.Int) []byte {
	enc, err := vault.abi.Pack("accountPositionIdsPage", account, start, count)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAccountPositionIdsPage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa66d0faa.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function accountPositionIdsPage(address account, uint256 start, uint256 count) view returns(uint256[] ids, uint256 total)
func (vault *Vault) TryPackAccountPositionIdsPage(account common.Address, start *big.Int, count *big.Int) ([]byte, error) {
	return vault.abi.Pack("accountPositionIdsPage", account, start, count)
}

// AccountPositionIdsPageOutput serves as a container for the return parameters of contract
// method AccountPositionIdsPage.
type AccountPositionIdsPageOutput struct {
	Ids   []*big.Int
	Total *big.Int
}

// UnpackAccountPositionIdsPage is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa66d0faa.
//
// Solidity: function accountPositionIdsPage(address account, uint256 start, uint256 count) view returns(uint256[] ids, uint256 total)
func (vault *Vault) UnpackAccountPositionIdsPage(data []byte) (AccountPositionIdsPageOutput, error) {
	out, err := vault.abi.Unpack("accountPositionIdsPage", data)
	outstruct := new(AccountPositionIdsPageOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Ids = *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	outstruct.Total = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
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

// PackActiveIdsPage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb4e6840d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function activeIdsPage(uint256 start, uint256 count) view returns(uint256[] ids, uint256 total)
func (vault *Vault) PackActiveIdsPage(start *big.Int, count *big.Int) []byte {
	enc, err := vault.abi.Pack("activeIdsPage", start, count)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackActiveIdsPage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb4e6840d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function activeIdsPage(uint256 start, uint256 count) view returns(uint256[] ids, uint256 total)
func (vault *Vault) TryPackActiveIdsPage(start *big.Int, count *big.Int) ([]byte, error) {
	return vault.abi.Pack("activeIdsPage", start, count)
}

// ActiveIdsPageOutput serves as a container for the return parameters of contract
// method ActiveIdsPage.
type ActiveIdsPageOutput struct {
	Ids   []*big.Int
	Total *big.Int
}

// UnpackActiveIdsPage is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb4e6840d.
//
// Solidity: function activeIdsPage(uint256 start, uint256 count) view returns(uint256[] ids, uint256 total)
func (vault *Vault) UnpackActiveIdsPage(data []byte) (ActiveIdsPageOutput, error) {
	out, err := vault.abi.Unpack("activeIdsPage", data)
	outstruct := new(ActiveIdsPageOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Ids = *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	outstruct.Total = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
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

// PackLiquidatePosition is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcdddd4e5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function liquidatePosition(uint256 _posId) returns()
func (vault *Vault) PackLiquidatePosition(posId *big.Int) []byte {
	enc, err := vault.abi.Pack("liquidatePosition", posId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLiquidatePosition is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcdddd4e5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function liquidatePosition(uint256 _posId) returns()
func (vault *Vault) TryPackLiquidatePosition(posId *big.Int) ([]byte, error) {
	return vault.abi.Pack("liquidatePosition", posId)
}

// PackLiquidatePositions is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4d452ec0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function liquidatePositions(uint256[] _posIds) returns(uint256 done)
func (vault *Vault) PackLiquidatePositions(posIds []*big.Int) []byte {
	enc, err := vault.abi.Pack("liquidatePositions", posIds)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLiquidatePositions is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4d452ec0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function liquidatePositions(uint256[] _posIds) returns(uint256 done)
func (vault *Vault) TryPackLiquidatePositions(posIds []*big.Int) ([]byte, error) {
	return vault.abi.Pack("liquidatePositions", posIds)
}

// UnpackLiquidatePositions is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4d452ec0.
//
// Solidity: function liquidatePositions(uint256[] _posIds) returns(uint256 done)
func (vault *Vault) UnpackLiquidatePositions(data []byte) (*big.Int, error) {
	out, err := vault.abi.Unpack("liquidatePositions", data)
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

// PackPositionBlocks is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb7631b90.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function positionBlocks(uint256 posId) view returns(uint256 created, uint256 ended)
func (vault *Vault) PackPositionBlocks(posId *big.Int) []byte {
	enc, err := vault.abi.Pack("positionBlocks", posId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPositionBlocks is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb7631b90.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function positionBlocks(uint256 posId) view returns(uint256 created, uint256 ended)
func (vault *Vault) TryPackPositionBlocks(posId *big.Int) ([]byte, error) {
	return vault.abi.Pack("positionBlocks", posId)
}

// PositionBlocksOutput serves as a container for the return parameters of contract
// method PositionBlocks.
type PositionBlocksOutput struct {
	Created *big.Int
	Ended   *big.Int
}

// UnpackPositionBlocks is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb7631b90.
//
// Solidity: function positionBlocks(uint256 posId) view returns(uint256 created, uint256 ended)
func (vault *Vault) UnpackPositionBlocks(data []byte) (PositionBlocksOutput, error) {
	out, err := vault.abi.Unpack("positionBlocks", data)
	outstruct := new(PositionBlocksOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Created = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Ended = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackPositionFigures is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x22e904a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function positionFigures(uint256 posId, uint256 price) view returns((uint256,int256,uint256,int256,uint256,int256,uint256,bool) f)
func (vault *Vault) PackPositionFigures(posId *big.Int, price *big.Int) []byte {
	enc, err := vault.abi.Pack("positionFigures", posId, price)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPositionFigures is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x22e904a7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function positionFigures(uint256 posId, uint256 price) view returns((uint256,int256,uint256,int256,uint256,int256,uint256,bool) f)
func (vault *Vault) TryPackPositionFigures(posId *big.Int, price *big.Int) ([]byte, error) {
	return vault.abi.Pack("positionFigures", posId, price)
}

// UnpackPositionFigures is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x22e904a7.
//
// Solidity: function positionFigures(uint256 posId, uint256 price) view returns((uint256,int256,uint256,int256,uint256,int256,uint256,bool) f)
func (vault *Vault) UnpackPositionFigures(data []byte) (IVaultFigures, error) {
	out, err := vault.abi.Unpack("positionFigures", data)
	if err != nil {
		return *new(IVaultFigures), err
	}
	out0 := *abi.ConvertType(out[0], new(IVaultFigures)).(*IVaultFigures)
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

// PackReferrerOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd21cacdf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function referrerOf(address account) view returns(address)
func (vault *Vault) PackReferrerOf(account common.Address) []byte {
	enc, err := vault.abi.Pack("referrerOf", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReferrerOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd21cacdf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function referrerOf(address account) view returns(address)
func (vault *Vault) TryPackReferrerOf(account common.Address) ([]byte, error) {
	return vault.abi.Pack("referrerOf", account)
}

// UnpackReferrerOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd21cacdf.
//
// Solidity: function referrerOf(address account) view returns(address)
func (vault *Vault) UnpackReferrerOf(data []byte) (common.Address, error) {
	out, err := vault.abi.Unpack("referrerOf", data)
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
	Price  *big.Int
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
// Solidity: event OrderCanceled(uint256 indexed posId, string reason, uint256 price)
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

// VaultPositionLiquidated represents a PositionLiquidated event raised by the Vault contract.
type VaultPositionLiquidated struct {
	PosId             *big.Int
	Account           common.Address
	Liquidator        common.Address
	Price             *big.Int
	NetValue          *big.Int
	MaintenanceMargin *big.Int
	Fee               *big.Int
	ToOwner           *big.Int
	Raw               *types.Log // Blockchain specific contextual infos
}

const VaultPositionLiquidatedEventName = "PositionLiquidated"

// ContractEventName returns the user-defined event name.
func (VaultPositionLiquidated) ContractEventName() string {
	return VaultPositionLiquidatedEventName
}

// UnpackPositionLiquidatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PositionLiquidated(uint256 indexed posId, address indexed account, address indexed liquidator, uint256 price, int256 netValue, uint256 maintenanceMargin, uint256 fee, uint256 toOwner)
func (vault *Vault) UnpackPositionLiquidatedEvent(log *types.Log) (*VaultPositionLiquidated, error) {
	event := "PositionLiquidated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultPositionLiquidated)
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
	PosId  *big.Int
	Refer  common.Address
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
// Solidity: event ReferralPaid(uint256 indexed posId, address indexed refer, uint256 amount)
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
	PosId   *big.Int
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
// Solidity: event RefundCredited(uint256 indexed posId, address indexed account, uint256 amount)
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
	if bytes.Equal(raw[:4], vault.abi.Errors["AmountOutOfRange"].ID.Bytes()[:4]) {
		return vault.UnpackAmountOutOfRangeError(raw[4:])
	}
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
	if bytes.Equal(raw[:4], vault.abi.Errors["InvalidReferrer"].ID.Bytes()[:4]) {
		return vault.UnpackInvalidReferrerError(raw[4:])
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
	if bytes.Equal(raw[:4], vault.abi.Errors["NotLiquidatable"].ID.Bytes()[:4]) {
		return vault.UnpackNotLiquidatableError(raw[4:])
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
	if bytes.Equal(raw[:4], vault.abi.Errors["PriceOutOfRange"].ID.Bytes()[:4]) {
		return vault.UnpackPriceOutOfRangeError(raw[4:])
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

// VaultAmountOutOfRange represents a AmountOutOfRange error raised by the Vault contract.
type VaultAmountOutOfRange struct {
	Which  string
	Amount *big.Int
	Max    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AmountOutOfRange(string which, uint256 amount, uint256 max)
func VaultAmountOutOfRangeErrorID() common.Hash {
	return common.HexToHash("0xd67237efe39511603b27be681f0f9d60b0d5f0e4e9b90071a677a4ffcd753a19")
}

// UnpackAmountOutOfRangeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AmountOutOfRange(string which, uint256 amount, uint256 max)
func (vault *Vault) UnpackAmountOutOfRangeError(raw []byte) (*VaultAmountOutOfRange, error) {
	out := new(VaultAmountOutOfRange)
	if err := vault.abi.UnpackIntoInterface(out, "AmountOutOfRange", raw); err != nil {
		return nil, err
	}
	return out, nil
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

// VaultInvalidReferrer represents a InvalidReferrer error raised by the Vault contract.
type VaultInvalidReferrer struct {
	Refer     common.Address
	CodeOwner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidReferrer(address refer, address codeOwner)
func VaultInvalidReferrerErrorID() common.Hash {
	return common.HexToHash("0xfd61c45c969dfda3fd3bbc5ad21bb25da5f31973d4f678529acc7ae48799cc99")
}

// UnpackInvalidReferrerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidReferrer(address refer, address codeOwner)
func (vault *Vault) UnpackInvalidReferrerError(raw []byte) (*VaultInvalidReferrer, error) {
	out := new(VaultInvalidReferrer)
	if err := vault.abi.UnpackIntoInterface(out, "InvalidReferrer", raw); err != nil {
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

// VaultNotLiquidatable represents a NotLiquidatable error raised by the Vault contract.
type VaultNotLiquidatable struct {
	PosId             *big.Int
	NetValue          *big.Int
	MaintenanceMargin *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotLiquidatable(uint256 posId, int256 netValue, uint256 maintenanceMargin)
func VaultNotLiquidatableErrorID() common.Hash {
	return common.HexToHash("0xe5921c74062b3ac52a7698d091a4441bcb6a1af9256d0ebfd2b40808c2f8443b")
}

// UnpackNotLiquidatableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotLiquidatable(uint256 posId, int256 netValue, uint256 maintenanceMargin)
func (vault *Vault) UnpackNotLiquidatableError(raw []byte) (*VaultNotLiquidatable, error) {
	out := new(VaultNotLiquidatable)
	if err := vault.abi.UnpackIntoInterface(out, "NotLiquidatable", raw); err != nil {
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

// VaultPriceOutOfRange represents a PriceOutOfRange error raised by the Vault contract.
type VaultPriceOutOfRange struct {
	Which string
	Price *big.Int
	Max   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PriceOutOfRange(string which, uint256 price, uint256 max)
func VaultPriceOutOfRangeErrorID() common.Hash {
	return common.HexToHash("0xe2afcef859723ea564527eec647c00fe1bc2a4333840a5ec5a46ac77fe0352c5")
}

// UnpackPriceOutOfRangeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PriceOutOfRange(string which, uint256 price, uint256 max)
func (vault *Vault) UnpackPriceOutOfRangeError(raw []byte) (*VaultPriceOutOfRange, error) {
	out := new(VaultPriceOutOfRange)
	if err := vault.abi.UnpackIntoInterface(out, "PriceOutOfRange", raw); err != nil {
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
