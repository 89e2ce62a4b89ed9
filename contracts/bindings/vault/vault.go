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
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"owner_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"stable_\",\"type\":\"address\",\"internalType\":\"contractIERC20\"},{\"name\":\"settings_\",\"type\":\"address\",\"internalType\":\"contractISettings\"},{\"name\":\"oracle_\",\"type\":\"address\",\"internalType\":\"contractIOracle\"},{\"name\":\"referrals_\",\"type\":\"address\",\"internalType\":\"contractIReferralRegistry\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"BASIS_POINTS_DIVISOR\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"CLOSE_ALL\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_PRICE\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_TRIGGERS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_USD\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"PRICE_PRECISION\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"RATE_PRECISION\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"accountPositionIdsPage\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"start\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"count\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"ids\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"total\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"activeIdsPage\",\"inputs\":[{\"name\":\"start\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"count\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"ids\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"total\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"addLiquidity\",\"inputs\":[{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"addTPSL\",\"inputs\":[{\"name\":\"_posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"_isTPs\",\"type\":\"bool[]\",\"internalType\":\"bool[]\"},{\"name\":\"_prices\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"_amountPercents\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"cancelPendingOrder\",\"inputs\":[{\"name\":\"_posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"claimRefunds\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"currentRates\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"fundingRate\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"borrowRateLong\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"borrowRateShort\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"decreasePosition\",\"inputs\":[{\"name\":\"_sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"_allowedPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"_posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"deposit\",\"inputs\":[{\"name\":\"_account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"_token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"_amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"depositSelf\",\"inputs\":[{\"name\":\"_token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"_amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"executable\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"execute\",\"inputs\":[{\"name\":\"posIds\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"done\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"feeReserve\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getDecrease\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIVault.DecreaseRequest\",\"components\":[{\"name\":\"pending\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getMarketState\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structVault.MarketState\",\"components\":[{\"name\":\"longOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"shortOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fundingIndex\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"borrowIndexLong\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"borrowIndexShort\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"lastAccrued\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getOrder\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIVault.Order\",\"components\":[{\"name\":\"orderType\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderType\"},{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderStatus\"},{\"name\":\"stopTriggered\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"acceptablePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"slippage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"limitPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"stopPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"createdAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getPosition\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIVault.Position\",\"components\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"averagePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"entryFundingIndex\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"entryBorrowIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"refer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"lastUpdated\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getTriggers\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"takeProfit\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"stopLoss\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"lastPosId\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"liquidatePosition\",\"inputs\":[{\"name\":\"_posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"liquidatePositions\",\"inputs\":[{\"name\":\"_posIds\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"done\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"marginBalance\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"nativeRefunds\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"newPositionOrder\",\"inputs\":[{\"name\":\"_tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"_isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"_orderType\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"_params\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"_refer\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"newPositionOrderWithTPSL\",\"inputs\":[{\"name\":\"_tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"_isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"_orderType\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"_params\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"_refer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"_isTPs\",\"type\":\"bool[]\",\"internalType\":\"bool[]\"},{\"name\":\"_prices\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"_amountPercents\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"oracle\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIOracle\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"poolAmount\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"positionBlocks\",\"inputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"positionFigures\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"f\",\"type\":\"tuple\",\"internalType\":\"structIVault.Figures\",\"components\":[{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"pnl\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"borrowFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fundingFee\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"closingFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"netValue\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"maintenanceMargin\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"liquidatable\",\"type\":\"bool\",\"internalType\":\"bool\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"referrals\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIReferralRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"referrerOf\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"removeLiquidity\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"renounceOwnership\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"settings\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractISettings\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stable\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIERC20\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stableScale\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"totalCollateral\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"totalEscrow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"totalMargin\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"tradingFee\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"transferOwnership\",\"inputs\":[{\"name\":\"newOwner\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"withdraw\",\"inputs\":[{\"name\":\"_token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"_amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"withdrawFees\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"DecreaseCanceled\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"reason\",\"type\":\"string\",\"indexed\":false,\"internalType\":\"string\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"DecreaseRequested\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Deposit\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"from\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"FeesSettled\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"borrowFee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"fundingFee\",\"type\":\"int256\",\"indexed\":false,\"internalType\":\"int256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"LiquidityAdded\",\"inputs\":[{\"name\":\"from\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"LiquidityRemoved\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OrderCanceled\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"reason\",\"type\":\"string\",\"indexed\":false,\"internalType\":\"string\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OrderCreated\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"orderType\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"enumIVault.OrderType\"},{\"name\":\"params\",\"type\":\"uint256[]\",\"indexed\":false,\"internalType\":\"uint256[]\"},{\"name\":\"refer\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OwnershipTransferred\",\"inputs\":[{\"name\":\"previousOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"newOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PositionClosed\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PositionDecreased\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"realisedPnl\",\"type\":\"int256\",\"indexed\":false,\"internalType\":\"int256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"payout\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PositionIncreased\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"size\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PositionLiquidated\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"liquidator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"netValue\",\"type\":\"int256\",\"indexed\":false,\"internalType\":\"int256\"},{\"name\":\"maintenanceMargin\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"toOwner\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ReferralPaid\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"refer\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"RefundCredited\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"TriggerExecuted\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"isTP\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"TriggerSet\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"isTP\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Withdraw\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"AmountOutOfRange\",\"inputs\":[{\"name\":\"which\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"max\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"CollateralBelowMinimum\",\"inputs\":[{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"minCollateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DecreaseAlreadyPending\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InsufficientMarginBalance\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"available\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InsufficientPoolLiquidity\",\"inputs\":[{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"available\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidAmountPercent\",\"inputs\":[{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidExecutionFee\",\"inputs\":[{\"name\":\"expected\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"sent\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidParamsLength\",\"inputs\":[{\"name\":\"length\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidPrice\",\"inputs\":[{\"name\":\"which\",\"type\":\"string\",\"internalType\":\"string\"}]},{\"type\":\"error\",\"name\":\"InvalidReferrer\",\"inputs\":[{\"name\":\"refer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"codeOwner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"InvalidSlippage\",\"inputs\":[{\"name\":\"slippage\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidStopLossPrice\",\"inputs\":[{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"referencePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidTakeProfitPrice\",\"inputs\":[{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"referencePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidTriggers\",\"inputs\":[{\"name\":\"reason\",\"type\":\"string\",\"internalType\":\"string\"}]},{\"type\":\"error\",\"name\":\"LeverageTooHigh\",\"inputs\":[{\"name\":\"leverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxLeverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"LeverageTooLow\",\"inputs\":[{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"MarketDisabled\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"MarketNotFound\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NativeTransferFailed\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NativeValueNotAccepted\",\"inputs\":[{\"name\":\"sent\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotKeeper\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotLiquidatable\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"netValue\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"maintenanceMargin\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotPositionOwner\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NothingToClaim\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"OpenInterestCapExceeded\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"openInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"cap\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"OrderNotPending\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"OwnableInvalidOwner\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"OwnableUnauthorizedAccount\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"PositionNotFound\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PriceBeyondAllowed\",\"inputs\":[{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"}]},{\"type\":\"error\",\"name\":\"PriceOutOfRange\",\"inputs\":[{\"name\":\"which\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"max\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ReentrancyGuardReentrantCall\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"SafeERC20FailedOperation\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"SizeDeltaExceedsPosition\",\"inputs\":[{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"UnsupportedOrderType\",\"inputs\":[{\"name\":\"orderType\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]},{\"type\":\"error\",\"name\":\"UnsupportedToken\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ZeroAddress\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ZeroAmount\",\"inputs\":[]}]",
	ID:  "Vault",
	Bin: "0x610120604052348015610010575f5ffd5b5060405161649338038061649383398101604081905261002f916101de565b846001600160a01b03811661005d57604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b61006681610178565b50600180556001600160a01b038416158061008857506001600160a01b038316155b8061009a57506001600160a01b038216155b806100ac57506001600160a01b038116155b156100ca5760405163d92e233d60e01b815260040160405180910390fd5b5f846001600160a01b031663313ce5676040518163ffffffff1660e01b8152600401602060405180830381865afa158015610107573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061012b919061024f565b6001600160a01b038616608052905061014860ff8216601e61028a565b61015390600a610386565b60a052506001600160a01b0392831660c05290821660e0521661010052506103919050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6001600160a01b03811681146101db575f5ffd5b50565b5f5f5f5f5f60a086880312156101f2575f5ffd5b85516101fd816101c7565b602087015190955061020e816101c7565b604087015190945061021f816101c7565b6060870151909350610230816101c7565b6080870151909250610241816101c7565b809150509295509295909350565b5f6020828403121561025f575f5ffd5b815160ff8116811461026f575f5ffd5b9392505050565b634e487b7160e01b5f52601160045260245ffd5b8181038181111561029d5761029d610276565b92915050565b6001815b60018411156102de578085048111156102c2576102c2610276565b60018416156102d057908102905b60019390931c9280026102a7565b935093915050565b5f826102f45750600161029d565b8161030057505f61029d565b816001811461031657600281146103205761033c565b600191505061029d565b60ff84111561033157610331610276565b50506001821b61029d565b5060208310610133831016604e8410600b841016171561035f575081810a61029d565b61036b5f1984846102a3565b805f190482111561037e5761037e610276565b029392505050565b5f61026f83836102e6565b60805160a05160c05160e05161010051615fd06104c35f395f81816108c101528181613fbf015261404601525f81816105df01528181611c9f015281816134840152613b0d01525f818161091c01528181610a1201528181610c2e01528181610ea501528181610f8301528181611243015281816115f101528181611b10015281816120a2015281816121870152818161220c015281816132840152818161357201528181613bcb01528181613c9e0152818161422c015281816145ec0152614ea501525f818161058301528181610b5901528181610bac015281816111b40152818161170701528181611fd90152612f9e01525f81816103cb01528181610bf4015281816111870152818161178301528181611f580152818161201701528181612ec10152612f700152615fd05ff3fe6080604052600436106102d8575f3560e01c80638da5cb5b11610189578063cdddd4e5116100d8578063e06174e411610092578063f1d74c031161006d578063f1d74c031461097f578063f2fde38b146109aa578063f3fef3a3146109c9578063fd0d14c4146109dc575f5ffd5b8063e06174e41461090b578063eaa674d11461093e578063eb02c30114610953575f5ffd5b8063cdddd4e514610846578063d09ef24114610865578063d21cacdf14610891578063d3dc7539146108b0578063da36992a146108e3578063df2cf170146108f6575f5ffd5b8063a693600b11610143578063b7631b901161011e578063b7631b90146107c5578063c219a785146107f0578063c96ba89d1461081f578063cabf470914610833575f5ffd5b8063a693600b14610791578063b0a25a54146102f1578063b4e6840d146107a6575f5ffd5b80638da5cb5b146106d65780638ef16cd9146106f257806395082d2514610711578063a201ccf614610730578063a3d898441461074f578063a66d0faa14610764575f5ffd5b80633a45e6fd11610245578063715018a6116101ff5780638340f549116101da5780638340f5491461060157806388b1f1c31461062057806388eb4a1f1461068a5780638b50fde7146106b7575f5ffd5b8063715018a6146105a5578063789ff0e1146105b95780637dc0d1d0146105ce575f5ffd5b80633a45e6fd146104f85780634ac8eb5f1461050c5780634d452ec01461052157806351c6590a1461054057806359dfabd41461055f5780636691bdcb14610572575f5ffd5b80631cc75b88116102965780631cc75b881461039b57806322be3de1146103ba57806322e904a71461040557806323987cb7146104865780632b3ba681146104b15780632efc28f6146104cc575f5ffd5b80626c09e8146102dc57806301c11d96146102f1578063126082cf14610318578063164e68de1461032e578063192b46e81461034d5780631b0240ec14610361575b5f5ffd5b6102ef6102ea366004615616565b6109fb565b005b3480156102fc575f5ffd5b50610305610b28565b6040519081526020015b60405180910390f35b348015610323575f5ffd5b50610305620186a081565b348015610339575f5ffd5b506102ef610348366004615705565b610b46565b348015610358575f5ffd5b506103055f1981565b34801561036c575f5ffd5b5061038061037b366004615720565b610c28565b6040805193845260208401929092529082015260600161030f565b3480156103a6575f5ffd5b506102ef6103b5366004615737565b610d7c565b3480156103c5575f5ffd5b506103ed7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b03909116815260200161030f565b348015610410575f5ffd5b5061042461041f366004615761565b610d9c565b60405161030f91905f61010082019050825182526020830151602083015260408301516040830152606083015160608301526080830151608083015260a083015160a083015260c083015160c083015260e0830151151560e083015292915050565b348015610491575f5ffd5b506103056104a0366004615705565b60126020525f908152604090205481565b3480156104bc575f5ffd5b50610305670de0b6b3a764000081565b3480156104d7575f5ffd5b506104eb6104e6366004615720565b61101b565b60405161030f9190615781565b348015610503575f5ffd5b506102ef61108d565b348015610517575f5ffd5b5061030560105481565b34801561052c575f5ffd5b5061030561053b3660046157ae565b6110ea565b34801561054b575f5ffd5b506102ef61055a366004615720565b61114a565b6102ef61056d36600461581d565b61122c565b34801561057d575f5ffd5b506103057f000000000000000000000000000000000000000000000000000000000000000081565b3480156105b0575f5ffd5b506102ef61139b565b3480156105c4575f5ffd5b50610305600f5481565b3480156105d9575f5ffd5b506103ed7f000000000000000000000000000000000000000000000000000000000000000081565b34801561060c575f5ffd5b506102ef61061b3660046158b2565b6113ac565b34801561062b575f5ffd5b5061063f61063a366004615720565b6113cd565b60405161030f91905f60c082019050825182526020830151602083015260408301516040830152606083015160608301526080830151608083015260a083015160a083015292915050565b348015610695575f5ffd5b506106a96106a4366004615720565b611458565b60405161030f9291906158f0565b3480156106c2575f5ffd5b506102ef6106d1366004615720565b61152f565b3480156106e1575f5ffd5b505f546001600160a01b03166103ed565b3480156106fd575f5ffd5b5061030561070c3660046157ae565b6115da565b34801561071c575f5ffd5b5061030568327cb2734119d3b7a9601e1b81565b34801561073b575f5ffd5b506102ef61074a366004615737565b6116f1565b34801561075a575f5ffd5b5061030560115481565b34801561076f575f5ffd5b5061078361077e366004615940565b6117f7565b60405161030f9291906159ac565b34801561079c575f5ffd5b50610305600e5481565b3480156107b1575f5ffd5b506107836107c0366004615761565b61182a565b3480156107d0575f5ffd5b506103056107df366004615720565b60136020525f908152604090205481565b3480156107fb575f5ffd5b5061080f61080a366004615720565b611845565b604051901515815260200161030f565b34801561082a575f5ffd5b50610305600281565b6102ef6108413660046159cd565b61195e565b348015610851575f5ffd5b506102ef610860366004615720565b6119bb565b348015610870575f5ffd5b5061088461087f366004615720565b6119ce565b60405161030f9190615a7e565b34801561089c575f5ffd5b506103ed6108ab366004615705565b611ac8565b3480156108bb575f5ffd5b506103ed7f000000000000000000000000000000000000000000000000000000000000000081565b6102ef6108f1366004615b20565b611ad2565b348015610901575f5ffd5b5061030560025481565b348015610916575f5ffd5b506103ed7f000000000000000000000000000000000000000000000000000000000000000081565b348015610949575f5ffd5b50610305600d5481565b34801561095e575f5ffd5b5061097261096d366004615720565b611e02565b60405161030f9190615b49565b34801561098a575f5ffd5b50610305610999366004615705565b600c6020525f908152604090205481565b3480156109b5575f5ffd5b506102ef6109c4366004615705565b611ef3565b6102ef6109d7366004615737565b611f2d565b3480156109e7575f5ffd5b506103056109f6366004615bd7565b61207f565b610a03612127565b5f610a0d87612151565b90505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ae0ff2ff6040518163ffffffff1660e01b8152600401602060405180830381865afa158015610a6c573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610a909190615c1c565b90505f855182610aa09190615c47565b610aaa9084615c5e565b9050803414610ada5760405163bc0ca6dd60e01b8152600481018290523460248201526044015b60405180910390fd5b5f610ae98c8c8c8c8c8961228a565b9050610b1181888888610b0b60045f8881526020019081526020015f20612a5e565b88612ab0565b50505050610b1e60018055565b5050505050505050565b610b4368327cb2734119d3b7a9601e1b64e8d4a51000615c47565b81565b610b4e612e34565b610b56612127565b5f7f0000000000000000000000000000000000000000000000000000000000000000600f54610b859190615c85565b9050805f03610ba7576040516312d37ee560e31b815260040160405180910390fd5b610bd17f000000000000000000000000000000000000000000000000000000000000000082615c47565b600f5f828254610be19190615c98565b90915550610c1b90506001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168383612e60565b50610c2560018055565b50565b5f5f5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166328861d22866040518263ffffffff1660e01b8152600401610c7a91815260200190565b5f60405180830381865afa158015610c94573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610cbb9190810190615d21565b5f868152600b602052604081208054600182015493945090929091610ce08284615c5e565b90508015610d0f5780610cf38385615df1565b8660c00151610d029190615e10565b610d0c9190615e3f565b97505b600e548015610d6f5780818510610d265781610d28565b845b8760e00151610d379190615c47565b610d419190615c85565b975080818410610d515781610d53565b835b8760e00151610d629190615c47565b610d6c9190615c85565b96505b5050505050509193909250565b610d84612127565b610d8f338383612ebf565b610d9860018055565b5050565b610dde6040518061010001604052805f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f151581525090565b5f838152600360208190526040822090810154909103610e145760405163f715480760e01b815260048101859052602401610ad1565b5f5f5f610e24846001015461305b565b60028701549295509093509150610e4c90859060ff16610e445782610e46565b835b85613129565b60608701526040860152858552600284015460038501546005860154610e779260ff169190896131b3565b6020860152600884015460018501546040516314430e9160e11b8152610f34926001600160a01b03908116927f0000000000000000000000000000000000000000000000000000000000000000909116916328861d2291610ede9160040190815260200190565b5f60405180830381865afa158015610ef8573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610f1f9190810190615d21565b6002870154600388015460ff90911690613232565b608086018190526004850154602087015160408801516060890151610f5894613320565b60a086015260038401546001850154604051632ac2959b60e01b8152610ffe92916001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001691632ac2959b91610fba9160040190815260200190565b602060405180830381865afa158015610fd5573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610ff99190615c1c565b61334c565b60c0860181905260a08601511260e0860152509295945050505050565b61104460405180608001604052805f151581526020015f81526020015f81526020015f81525090565b505f908152600760209081526040918290208251608081018452815460ff1615158152600182015492810192909252600281015492820192909252600390910154606082015290565b611095612127565b335f90815260126020526040812054908190036110c5576040516312d37ee560e31b815260040160405180910390fd5b335f818152601260205260408120556110de908261336c565b506110e860018055565b565b5f6110f3612127565b5f5b8281101561113a5761111f84848381811061111257611112615e6b565b905060200201355f6133f9565b15611132578161112e81615e7f565b9250505b6001016110f5565b5061114460018055565b92915050565b611152612e34565b61115a612127565b805f0361117a57604051631f2a200560e01b815260040160405180910390fd5b6111af6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000163330846136db565b6111d97f000000000000000000000000000000000000000000000000000000000000000082615c47565b600e5f8282546111e99190615c5e565b909155505060405181815233907fc17cea59c2955cb181b03393209566960365771dbba9dc3d510180e7cb3120889060200160405180910390a2610c2560018055565b611234612127565b5f61123e85613714565b90505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ae0ff2ff6040518163ffffffff1660e01b8152600401602060405180830381865afa15801561129d573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906112c19190615c1c565b90505f8551826112d19190615c47565b90508034146112fc5760405163bc0ca6dd60e01b815260048101829052346024820152604401610ad1565b60038301545f90156113135750600583015461137a565b60015f89815260046020526040902054610100900460ff16600381111561133c5761133c615a46565b0361135e575f88815260046020526040902061135790612a5e565b905061137a565b60405163f715480760e01b815260048101899052602401610ad1565b611388888888888588612ab0565b5050505061139560018055565b50505050565b6113a3612e34565b6110e85f613796565b6113b4612127565b6113bf838383612ebf565b6113c860018055565b505050565b6114006040518060c001604052805f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b505f908152600b6020908152604091829020825160c08101845281548152600182015492810192909252600281015492820192909252600382015460608201526004820154608082015260059091015460a082015290565b61148160405180608001604052805f151581526020015f81526020015f81526020015f81525090565b6114aa60405180608001604052805f151581526020015f81526020015f81526020015f81525090565b50505f9081526005602090815260408083206006835292819020815160808082018452855460ff9081161515835260018088015484880152600280890154858801526003988901546060808701919091528751948501885286549093161515845290850154968301969096529483015493810193909352930154918101919091529091565b611537612127565b61154081613714565b505f81815260046020526040902060018154610100900460ff16600381111561156b5761156b615a46565b1461158c57604051632b8043ab60e11b815260048101839052602401610ad1565b600881015460408051808201909152601181527031b0b731b2b632b210313c9037bbb732b960791b60208201526115c59084905f6137e5565b6115cf338261336c565b5050610c2560018055565b6040516335d2155560e11b81523360048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690636ba42aaa90602401602060405180830381865afa15801561163e573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906116629190615e97565b6116815760405163ccf79b6760e01b8152336004820152602401610ad1565b611689612127565b5f805b838110156116e6575f5f6116b78787858181106116ab576116ab615e6b565b905060200201356138a6565b90925090506116c68285615c5e565b935080156116dc57846116d881615e7f565b9550505b505060010161168c565b5061113a338261336c565b6116f9612e34565b611701612127565b5f61172c7f000000000000000000000000000000000000000000000000000000000000000083615c47565b9050600e5481111561175f57600e546040516303eb0d9b60e51b8152610ad1918391600401918252602082015260400190565b80600e5f8282546117709190615c98565b909155506117aa90506001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168484612e60565b826001600160a01b03167fc2c3f06e49b9f15e7b4af9055e183b0d73362e033ad82a07dec9bf9840171719836040516117e591815260200190565b60405180910390a250610d9860018055565b6001600160a01b0383165f9081526008602052604081206060919061181d908585613a1a565b915091505b935093915050565b60605f61183960098585613a1a565b915091505b9250929050565b5f8181526004602090815260408083206003909252822060018101548390819061186e90613aeb565b915091508161188257505f95945050505050565b60018454610100900460ff16600381111561189f5761189f615a46565b036118d2575f6118af8783613b89565b5090505f8160038111156118c5576118c5615a46565b1415979650505050505050565b82600301545f036118e857505f95945050505050565b5f8681526007602052604090205460ff161561190a5750600195945050505050565b5f868152600560205260409020600284015461192c919060ff16600184613f61565b8061195457505f86815260066020526040812060028501546119549260ff9091169084613f61565b9695505050505050565b611966612127565b5f61197084612151565b905080341461199b5760405163bc0ca6dd60e01b815260048101829052346024820152604401610ad1565b6119a986868686863461228a565b50506119b460018055565b5050505050565b6119c3612127565b610c1b8160016133f9565b6119d661541a565b5f828152600460208190526040918290208251610180810190935280549091839160ff1690811115611a0a57611a0a615a46565b6004811115611a1b57611a1b615a46565b81528154602090910190610100900460ff166003811115611a3e57611a3e615a46565b6003811115611a4f57611a4f615a46565b8152815462010000900460ff1615156020820152600182015460408201526002820154606082015260038201546080820152600482015460a0820152600582015460c0820152600682015460e0820152600782015461010082015260088201546101208201526009909101546101409091015292915050565b5f61114482613f9c565b611ada612127565b5f611ae482613714565b905080600301545f03611b0d5760405163f715480760e01b815260048101839052602401610ad1565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663d8f434536040518163ffffffff1660e01b8152600401602060405180830381865afa158015611b6a573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611b8e9190615c1c565b9050803414611bb95760405163bc0ca6dd60e01b815260048101829052346024820152604401610ad1565b5f8381526007602052604090205460ff1615611beb5760405163338ce1e560e11b815260048101849052602401610ad1565b845f03611c0b57604051631f2a200560e01b815260040160405180910390fd5b5f198514158015611c1f5750816003015485115b15611c4d57600382015460405163b802af2560e01b8152610ad1918791600401918252602082015260400190565b8315611d6657611c816040518060400160405280600c81526020016b616c6c6f776564507269636560a01b815250856140c4565b6001820154604051630e75722360e41b81525f916001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169163e757223091611cd69160040190815260200190565b602060405180830381865afa158015611cf1573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611d159190615c1c565b6002840154909150611d2b9060ff16828761411f565b15611d645760028301546040516314492b6360e31b8152600481018390526024810187905260ff90911615156044820152606401610ad1565b505b604080516080810182526001808252602080830189815283850189815234606086019081525f8a8152600785528790209551865460ff1916901515178655915193850193909355915160028401559051600390920191909155815187815290810186905284917f6629c3d02c6c54dedd1b24e09abfd76667388999633e687a855231c206674973910160405180910390a250506113c860018055565b611e626040518061014001604052805f6001600160a01b031681526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f6001600160a01b031681526020015f81525090565b505f9081526003602081815260409283902083516101408101855281546001600160a01b039081168252600183015493820193909352600282015460ff1615159481019490945291820154606084015260048201546080840152600582015460a0840152600682015460c0840152600782015460e08401526008820154166101008301526009015461012082015290565b611efb612e34565b6001600160a01b038116611f2457604051631e4fbdf760e01b81525f6004820152602401610ad1565b610c2581613796565b611f35612127565b3415611f5657604051632898910160e01b8152346004820152602401610ad1565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316826001600160a01b031614611fb357604051635f8b555b60e11b81526001600160a01b0383166004820152602401610ad1565b805f03611fd357604051631f2a200560e01b815260040160405180910390fd5b5f611ffe7f000000000000000000000000000000000000000000000000000000000000000083615c47565b905061200a3382614134565b61203e6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000163384612e60565b604080516001600160a01b03851681526020810184905233917f9b1bfa7fa9ee420a16e124f794c35ac9f90472acc99140eb2f6447c714cad8eb91016117e5565b5f61211c61208c86613f9c565b6040516314430e9160e11b8152600481018790527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906328861d22906024015f60405180830381865afa1580156120ee573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526121159190810190615d21565b8585613232565b90505b949350505050565b60026001540361214a57604051633ee5aeb560e01b815260040160405180910390fd5b6002600155565b5f600360ff8316111561217c576040516387d9aef360e01b815260ff83166004820152602401610ad1565b60ff82161561220a577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ae0ff2ff6040518163ffffffff1660e01b8152600401602060405180830381865afa1580156121e1573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906122059190615c1c565b611144565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663d8f434536040518163ffffffff1660e01b8152600401602060405180830381865afa158015612266573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906111449190615c1c565b5f5f612295886141c7565b905084516004146122be578451604051631e1a3c5b60e01b8152600401610ad191815260200190565b6122c661541a565b8660ff1660048111156122db576122db615a46565b819060048111156122ee576122ee615a46565b9081600481111561230157612301615a46565b9052506001602082015280515f90600481111561232057612320615a46565b036124165761236f6040518060400160405280600f81526020016e61636365707461626c65507269636560881b815250875f8151811061236257612362615e6b565b60200260200101516142ec565b620186a08660018151811061238657612386615e6b565b6020026020010151106123ca57856001815181106123a6576123a6615e6b565b6020026020010151604051633ea12f5b60e11b8152600401610ad191815260200190565b855f815181106123dc576123dc615e6b565b60200260200101518160600181815250508560018151811061240057612400615e6b565b6020026020010151816080018181525050612503565b60028151600481111561242b5761242b615a46565b1461248c576124686040518060400160405280600a8152602001696c696d6974507269636560b01b815250875f8151811061236257612362615e6b565b855f8151811061247a5761247a615e6b565b60200260200101518160a00181815250505b6001815160048111156124a1576124a1615a46565b14612503576124de6040518060400160405280600981526020016873746f70507269636560b81b8152508760018151811061236257612362615e6b565b856001815181106124f1576124f1615e6b565b60200260200101518160c00181815250505b61251e68327cb2734119d3b7a9601e1b64e8d4a51000615c47565b8660028151811061253157612531615e6b565b602002602001015111156125ba578560028151811061255257612552615e6b565b602002602001015168327cb2734119d3b7a9601e1b64e8d4a510006125779190615c47565b60405163d67237ef60e01b815260606004820152600a60648201526918dbdb1b185d195c985b60b21b60848201526024810192909252604482015260a401610ad1565b6125d568327cb2734119d3b7a9601e1b64e8d4a51000615c47565b866003815181106125e8576125e8615e6b565b6020026020010151111561266d578560038151811061260957612609615e6b565b602002602001015168327cb2734119d3b7a9601e1b64e8d4a5100061262e9190615c47565b60405163d67237ef60e01b8152606060048083019190915260648201526373697a6560e01b60848201526024810192909252604482015260a401610ad1565b8560028151811061268057612680615e6b565b60200260200101518160e0018181525050856003815181106126a4576126a4615e6b565b6020026020010151816101000181815250505f6126c033613f9c565b90506001600160a01b038616158015906126ec5750806001600160a01b0316866001600160a01b031614155b1561271d57604051633f58711760e21b81526001600160a01b03808816600483015282166024820152604401610ad1565b612731838360e00151846101000151614318565b6127428a8a846101000151866143cc565b61275381848b856101000151613232565b610120830181905261014083018690524261016084015260e083015161278491339161277f9190615c5e565b614134565b8161012001518260e001516127999190615c5e565b60115f8282546127a99190615c5e565b9091555050600280545f906127bd90615e7f565b9190508190559350604051806101400160405280336001600160a01b031681526020018b81526020018a151581526020015f81526020015f81526020015f81526020015f81526020015f8152602001826001600160a01b031681526020014281525060035f8681526020019081526020015f205f820151815f015f6101000a8154816001600160a01b0302191690836001600160a01b03160217905550602082015181600101556040820151816002015f6101000a81548160ff021916908315150217905550606082015181600301556080820151816004015560a0820151816005015560c0820151816006015560e08201518160070155610100820151816008015f6101000a8154816001600160a01b0302191690836001600160a01b0316021790555061012082015181600901559050508160045f8681526020019081526020015f205f820151815f015f6101000a81548160ff0219169083600481111561292957612929615a46565b021790555060208201518154829061ff00191661010083600381111561295157612951615a46565b02179055506040828101518254901515620100000262ff000019909116178255606083015160018301556080830151600283015560a0830151600383015560c0830151600483015560e083015160058301556101008301516006830155610120830151600783015561014083015160088084019190915561016090930151600990920191909155335f90815260209290925290206129ef908561444a565b506129fb60098561444a565b505f8481526013602052604090819020439055825190518b91339187917f9a7a157a9d053f5ca20714e64b81eff3cb8671b5fabce9c60ba40a5b51bd99de91612a49918f918e908990615eb2565b60405180910390a45050509695505050505050565b5f80825460ff166004811115612a7657612a76615a46565b03612a8357506001015490565b6002825460ff166004811115612a9b57612a9b615a46565b03612aa857506004015490565b506003015490565b8451845181141580612ac3575080845114155b15612b03576040516354bd2af560e01b815260206004820152600f60248201526e0d8cadccee8d040dad2e6dac2e8c6d608b1b6044820152606401610ad1565b801580612b105750600281115b15612b46576040516354bd2af560e01b815260206004820152600560248201526418dbdd5b9d60da1b6044820152606401610ad1565b806002148015612b8c575085600181518110612b6457612b64615e6b565b60200260200101511515865f81518110612b8057612b80615e6b565b60200260200101511515145b15612bc6576040516354bd2af560e01b81526020600482015260096024820152686475706c696361746560b81b6044820152606401610ad1565b5f878152600360205260408120905b82811015612e29575f878281518110612bf057612bf0615e6b565b602002602001015190505f878381518110612c0d57612c0d615e6b565b60200260200101519050612c40604051806040016040528060078152602001663a3934b3b3b2b960c91b815250836140c4565b801580612c4f5750620186a081115b15612c705760405163b4fb1d9160e01b815260048101829052602401610ad1565b898381518110612c8257612c82615e6b565b602002602001015115612cde57811580612cb15750600284015460ff16612cac5786821015612cb1565b868211155b15612cd9576040516356b9037d60e01b81526004810183905260248101889052604401610ad1565b612d28565b811580612d005750600284015460ff16612cfb5786821115612d00565b868210155b15612d2857604051633e73a6d360e01b81526004810183905260248101889052604401610ad1565b5f8a8481518110612d3b57612d3b615e6b565b6020026020010151612d59575f8c8152600660205260409020612d67565b5f8c81526005602052604090205b805490915060ff1615612d925784546003820154612d92918e916001600160a01b0390911690614455565b805460ff191660019081178255810183905560028101829055600381018790558a518c907f092d2f60ead100cfab978b838f118754af1b8e7808d6a754d92c81e875761a88908d9087908110612dea57612dea615e6b565b60200260200101518585604051612e169392919092151583526020830191909152604082015260600190565b60405180910390a2505050600101612bd5565b505050505050505050565b5f546001600160a01b031633146110e85760405163118cdaa760e01b8152336004820152602401610ad1565b6040516001600160a01b038381166024830152604482018390526113c891859182169063a9059cbb906064015b604051602081830303815290604052915060e01b6020820180516001600160e01b0383818316178352505050506144d2565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316826001600160a01b031614612f1c57604051635f8b555b60e11b81526001600160a01b0383166004820152602401610ad1565b805f03612f3c57604051631f2a200560e01b815260040160405180910390fd5b6001600160a01b038316612f635760405163d92e233d60e01b815260040160405180910390fd5b612f986001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000163330846136db565b5f612fc37f000000000000000000000000000000000000000000000000000000000000000083615c47565b6001600160a01b0385165f908152600c6020526040812080549293508392909190612fef908490615c5e565b9250508190555080600d5f8282546130079190615c5e565b9091555050604080516001600160a01b038581168252602082018590523392908716917f7cfff908a4b583f36430b25d75964c458d8ede8a99bd61be750e97ee1b2f3a96910160405180910390a350505050565b5f818152600b6020526040902060028101546003820154600483015460058401549293919290919080158061308f57504281145b1561309b575050613122565b5f6130a68242615c98565b90505f5f5f6130b48a610c28565b91945092509050610e106130c88585615e10565b6130d29190615e3f565b6130dc908a615ef2565b9850610e106130eb8584615c47565b6130f59190615c85565b6130ff9089615c5e565b9750610e1061310e8583615c47565b6131189190615c85565b610d6c9088615c5e565b9193909250565b5f5f670de0b6b3a76400008560070154856131449190615c98565b86600301546131539190615c47565b61315d9190615c85565b9150670de0b6b3a76400008560060154846131789190615df1565b86600301546131879190615e10565b6131919190615e3f565b600286015490915060ff16611822576131a981615f11565b9050935093915050565b5f8282036131c257505f61211f565b5f8383116131d9576131d48385615c98565b6131e3565b6131e38484615c98565b90505f846131f18388615c47565b6131fb9190615c85565b90505f8761320b5785851061320f565b8585115b9050806132245761321f82615f11565b613226565b815b98975050505050505050565b5f620186a08361324657846060015161324c565b84604001515b6132569084615c47565b6132609190615c85565b90505f8111801561327957506001600160a01b03851615155b1561211f57620186a07f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635426d32a6040518163ffffffff1660e01b8152600401602060405180830381865afa1580156132de573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906133029190615c1c565b61330c9083615c47565b6133169190615c85565b61211c9082615c98565b5f81838561332e888a615ef2565b6133389190615df1565b6133429190615df1565b6119549190615df1565b5f620186a061335b8385615c47565b6133659190615c85565b9392505050565b805f03613377575050565b5f826001600160a01b0316826040515f6040518083038185875af1925050503d805f81146133c0576040519150601f19603f3d011682016040523d82523d5f602084013e6133c5565b606091505b50509050806113c85760405163296c17bb60e21b81526001600160a01b038416600482015260248101839052604401610ad1565b5f82815260036020526040812060018101548290819061341890613aeb565b9150915082600301545f148061342c575081155b156134f75784613441575f9350505050611144565b82600301545f036134685760405163f715480760e01b815260048101879052602401610ad1565b6001830154604051630e75722360e41b815260048101919091527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063e757223090602401602060405180830381865afa1580156134d1573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906134f59190615c1c565b505b5f6135028783610d9c565b90508060e001516135525785156135465760a081015160c0820151604051633964871d60e21b8152600481018a905260248101929092526044820152606401610ad1565b5f945050505050611144565b5f845f015f9054906101000a90046001600160a01b031690505f620186a07f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663a36a36306040518163ffffffff1660e01b8152600401602060405180830381865afa1580156135cc573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906135f09190615c1c565b87600301546135ff9190615c47565b6136099190615c85565b90505f61361b8a88600301548761453e565b925050508082111561362b578091505b6136353383614800565b613648836136438484615c98565b614800565b6136528a84614848565b336001600160a01b0316836001600160a01b03168b7f8e7c7a3df0eb15fd4ee257db730571ebe4eefe4342f2e6c9597551c868b93b82888860a001518960c001518889896136a09190615c98565b604080519586526020860194909452928401919091526060830152608082015260a00160405180910390a45060019998505050505050505050565b6040516001600160a01b0384811660248301528381166044830152606482018390526113959186918216906323b872dd90608401612e8d565b5f81815260036020526040902080546001600160a01b031661374c5760405163f715480760e01b815260048101839052602401610ad1565b80546001600160a01b0316331461379157805460405163373b261560e11b8152600481018490523360248201526001600160a01b039091166044820152606401610ad1565b919050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f83815260046020908152604080832060039092528220815461ff00191661030017825560078201546005830154929391926138219190615c5e565b90508060115f8282546138349190615c98565b9091555050815461384e906001600160a01b031682614800565b81546138649087906001600160a01b0316614848565b857f48416a3834171849f68e1edd16ac3e06662024f45e1bc45c41b226e76bccc5fa8686604051613896929190615f59565b60405180910390a2505050505050565b5f8181526003602052604081206001810154829190829081906138c890613aeb565b91509150816138de57505f958695509350505050565b5f86815260046020526040902060018154610100900460ff16600381111561390857613908615a46565b036139245761391787836148e8565b9550955050505050915091565b83600301545f0361393d57505f96879650945050505050565b5f8781526007602052604090205460ff161561396e5761395d87836149b5565b6139679087615c5e565b9550600194505b5f846003015411801561399e57505f878152600560205260409020600285015461399e919060ff16600185613f61565b156139c0576139af87600184614af6565b6139b99087615c5e565b9550600194505b5f84600301541180156139f057505f87815260066020526040812060028601546139f09260ff9091169085613f61565b15613a1157613a00875f84614af6565b613a0a9087615c5e565b9550600194505b50505050915091565b60605f613a2685614be1565b905080841115613a34578093505b5f83613a408684615c98565b10613a5457613a4f8486615c5e565b613a56565b815b9050613a628582615c98565b6001600160401b03811115613a7957613a7961549a565b604051908082528060200260200182016040528015613aa2578160200160208202803683370190505b5092505f5b8351811015613ae157613abc87878301614bea565b848281518110613ace57613ace615e6b565b6020908102919091010152600101613aa7565b5050935093915050565b604051630e75722360e41b8152600481018290525f9081906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063e757223090602401602060405180830381865afa925050508015613b70575060408051601f3d908101601f19168201909252613b6d91810190615c1c565b60015b613b7e57505f928392509050565b600194909350915050565b5f82815260046020818152604080842060039092528084206002810154600182015492516314430e9160e11b815294850192909252606093909160ff169085907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906328861d22906024015f60405180830381865afa158015613c17573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052613c3e9190810190615d21565b90508060200151613c805760026040518060400160405280600f81526020016e1b585c9ad95d08191a5cd8589b1959608a1b815250955095505050505061183e565b5f845460ff166004811115613c9757613c97615a46565b03613e1b577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ce93e6cd6040518163ffffffff1660e01b8152600401602060405180830381865afa158015613cf8573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613d1c9190615c1c565b8460090154613d2b9190615c5e565b421115613d6157600260405180604001604052806007815260200166195e1c1a5c995960ca1b815250955095505050505061183e565b5f82613d9c57620186a08560020154620186a0613d7e9190615c98565b8660010154613d8d9190615c47565b613d979190615c85565b613dcc565b620186a08560020154620186a0613db39190615c5e565b8660010154613dc29190615c47565b613dcc9190615c85565b905082613ddb57808810613ddf565b8088115b15613e1557600260405180604001604052806008815260200167736c69707061676560c01b81525096509650505050505061183e565b50613ef2565b5f6001855460ff166004811115613e3457613e34615a46565b1480613e475750845462010000900460ff165b905080613e8a5782613e5f5784600401548811613e67565b846004015488105b15613e8a575f60405180602001604052805f81525096509650505050505061183e565b6002855460ff166004811115613ea257613ea2615a46565b14613ef05782613eb85784600301548810613ec0565b846003015488115b15613ef05780613ed1576003613ed3565b5f5b60405180602001604052805f81525096509650505050505061183e565b505b613f06818460010154848760060154614bf5565b613f435760026040518060400160405280601181526020017006f70656e20696e7465726573742063617607c1b815250955095505050505061183e565b505060408051602081019091525f8152600197909650945050505050565b83545f9060ff16613f7357505f61211f565b82151584151514613f8b57846001015482111561211c565b506001909301549092101592915050565b604051636b277e3760e01b81526001600160a01b0382811660048301525f9182917f00000000000000000000000000000000000000000000000000000000000000001690636b277e3790602401602060405180830381865afa158015614004573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906140289190615c1c565b905080156140bc57604051637e64454760e01b8152600481018290527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690637e64454790602401602060405180830381865afa158015614093573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906140b79190615f6b565b613365565b5f9392505050565b6140df68327cb2734119d3b7a9601e1b64e8d4a51000615c47565b811115610d9857818161410368327cb2734119d3b7a9601e1b64e8d4a51000615c47565b604051631c55f9df60e31b8152600401610ad193929190615f86565b5f8361412d5781831061211f565b5010919050565b6001600160a01b0382165f908152600c6020526040902054818110156141865760405163fe385ced60e01b81526001600160a01b03841660048201526024810183905260448101829052606401610ad1565b6141908282615c98565b6001600160a01b0384165f908152600c6020526040812091909155600d80548492906141bd908490615c98565b9091555050505050565b614216604051806101400160405280606081526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b6040516314430e9160e11b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906328861d22906024015f60405180830381865afa158015614278573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f1916820160405261429f9190810190615d21565b8051519091505f036142c757604051634cba20ef60e01b815260048101839052602401610ad1565b806020015161379157604051632385d16560e11b815260048101839052602401610ad1565b805f0361430e57816040516353a1e92b60e11b8152600401610ad19190615faa565b610d9882826140c4565b82610100015182101561434f57610100830151604051635a95ce8f60e01b8152610ad1918491600401918252602082015260400190565b8181101561437a5760405163e3835a2760e01b81526004810182905260248101839052604401610ad1565b5f82614389620186a084615c47565b6143939190615c85565b905083610120015181111561139557610120840151604051633b7b1e4b60e01b8152610ad1918391600401918252602082015260400190565b6143d881858585614bf5565b611395575f848152600b602052604090208484806143fa5782600101546143fd565b82545b858761440d578560a00151614413565b85608001515b604051630386629d60e21b81526004810195909552921515602485015260448401919091526064830152608482015260a401610ad1565b5f6133658383614c43565b805f0361446157505050565b6001600160a01b0382165f9081526012602052604081208054839290614488908490615c5e565b90915550506040518181526001600160a01b0383169084907fe1872a97721553a4eba79b8a15644854ed8617ac50609d0893e90f8197a7213d9060200160405180910390a3505050565b5f5f60205f8451602086015f885af1806144f1576040513d5f823e3d81fd5b50505f513d91508115614508578060011415614515565b6001600160a01b0384163b155b1561139557604051635274afe760e01b81526001600160a01b0385166004820152602401610ad1565b5f83815260036020526040812060018101548291829161455d90614c8f565b5f61456788614cce565b90505f8260030154881461459957826003015488846004015461458a9190615c47565b6145949190615c85565b61459f565b82600401545b600284015460058501549192506145be9160ff909116908a908a6131b3565b600884015460018501546040516314430e9160e11b81529298505f92614674926001600160a01b03908116927f0000000000000000000000000000000000000000000000000000000000000000909116916328861d22916146259160040190815260200190565b5f60405180830381865afa15801561463f573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526146669190810190615d21565b600287015460ff168c613232565b90505f5f8813614684575f614686565b875b9050600e548111156146975750600e545b5f5f89126146a5575f6146ae565b6146ae89615f11565b905081600e5f8282546146c19190615c98565b909155506146d190508285615c5e565b96508683106146e057866146e2565b825b97506146ee8888615c98565b96506146fa8582615c5e565b90505f87821061470a578761470c565b815b90506147188189615c98565b975080600e5f82825461472b9190615c5e565b9091555050600887015461474a908e906001600160a01b03168b614e82565b8460105f82825461475b9190615c98565b9250508190555084876004015f8282546147759190615c98565b925050819055508b876003015f82825461478f9190615c98565b909155505042600988015560018701545f908152600b60205260409020600288015460ff16156147d6578c815f015f8282546147cb9190615c98565b909155506147ef9050565b8c816001015f8282546147e99190615c98565b90915550505b505050505050505093509350939050565b6001600160a01b0382165f908152600c602052604081208054839290614827908490615c5e565b9250508190555080600d5f82825461483f9190615c5e565b90915550505050565b6148528282614fb3565b5f828152600760205260409020805460ff16156148785761487883838360030154614455565b5f838152600760209081526040808320805460ff1916815560018101849055600281018490556003018390556001600160a01b0385168352600890915290206148c19084615051565b506148cd600984615051565b5050505f90815260136020526040902080544360801b179055565b5f5f5f5f6148f68686613b89565b5f88815260046020526040812092945090925083600381111561491b5761491b615a46565b0361492e575f5f9450945050505061183e565b600383600381111561494257614942615a46565b0361496557805462ff0000191662010000179055505f92506001915061183e9050565b60088101549450600283600381111561498057614980615a46565b0361499d576149908783886137e5565b506001925061183e915050565b6149a7878761505c565b506001925050509250929050565b5f82815260036020818152604080842060078084528286208351608081018552815460ff811615158252600183018054838901526002840180549784019788529884018054606085019081528d8c529590985260ff199091169092559087905594869055949092559251925190919015801590614a46575060028201546040820151614a469160ff1690869061411f565b15614ac557847f13ff53e385d681e211988ec1b15576ca0b78b3c8688848659414d737ef28a755858360400151604051614ab69291909182526020820152606060408201819052601490820152731c1c9a58d94818995e5bdb9908185b1b1bddd95960621b608082015260a00190565b60405180910390a25050611144565b614aee858360030154836020015111614ae2578260200151614ae8565b83600301545b86615210565b505092915050565b5f5f83614b0f575f858152600660205260409020614b1d565b5f8581526005602052604090205b5f868152600360208190526040822060028401549181015493945092620186a091614b4791615c47565b614b519190615c85565b9050801580614b665750620186a08360020154145b15614b72575060038101545b600383018054845460ff191685555f9091556040805188151581526020810188905290810183905290945087907ff2de18ed99b45d7f3c9455b97f2899d0c35120ece3aa3dbd7e7951a1f1a0e0609060600160405180910390a2614bd7878287615210565b5050509392505050565b5f611144825490565b5f613365838361530a565b5f838152600b602052604081208184614c12578160010154614c15565b81545b905084614c26578660a00151614c2c565b86608001515b614c368583615c5e565b1115979650505050505050565b5f818152600183016020526040812054614c8857508154600181810184555f848152602080822090930184905584548482528286019093526040902091909155611144565b505f611144565b5f818152600b602052604090206005810154429003614cac575050565b614cb58261305b565b6004840155600383015560028201554260059091015550565b5f81815260036020908152604080832060018101548452600b90925282206002820154839060ff16614d04578160040154614d0a565b81600301545b90505f5f614d1d85848660020154613129565b600787018590556002860154600688015590925090505f614d3e8284615ef2565b90505f811315614dbd575f86600401548210614d5e578660040154614d60565b815b9050614d6c8183615c98565b975080876004015f828254614d819190615c98565b925050819055508060105f828254614d999190615c98565b9250508190555080600e5f828254614db19190615c5e565b90915550614e35915050565b5f811215614e35575f600e5482614dd390615f11565b10614de057600e54614de9565b614de982615f11565b905080876004015f828254614dfe9190615c5e565b925050819055508060105f828254614e169190615c5e565b9250508190555080600e5f828254614e2e9190615c98565b9091555050505b8015614e7757604080518481526020810184905289917fdc131ff50e58f3423f13fb9786458da88b19339577c718bd4f5e6d1005635a2a910160405180910390a25b505050505050919050565b5f6001600160a01b03831615801590614e9a57505f82115b15614f8e57620186a07f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663a23d00b16040518163ffffffff1660e01b8152600401602060405180830381865afa158015614eff573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190614f239190615c1c565b614f2d9084615c47565b614f379190615c85565b90508015614f8e57614f498382614800565b826001600160a01b0316847fc4543071547b8a46356a608c7c050fcc6957a8b366ffe1737529b08b629e646b83604051614f8591815260200190565b60405180910390a35b614f988183615c98565b600f5f828254614fa89190615c5e565b909155505050505050565b5f8281526005602090815260408083206006909252909120815460ff1615614fe457614fe484848460030154614455565b805460ff1615614ffd57614ffd84848360030154614455565b5050505f908152600560209081526040808320805460ff1990811682556001808301869055600280840187905560039384018790556006909552928520805490911681559182018490559181018390550155565b5f6133658383615330565b5f8281526003602090815260408083206004909252909120600182015461508290614c8f565b60018201545f908152600b602052604090206006808301546003850155600580840154600486015584018590556002808301549185019190915583015460ff166150d05780600401546150d6565b80600301545b6007840155426009840155600283015460ff161561510f578160060154815f015f8282546151049190615c5e565b9091555061512c9050565b8160060154816001015f8282546151269190615c5e565b90915550505b815461ff0019166102001782556007820154600583015461514d9190615c5e565b60115f82825461515d9190615c98565b90915550506005820154601080545f90615178908490615c5e565b90915550506008830154600783015461519e9187916001600160a01b0390911690614e82565b82546006830154600584015460078501546040516001600160a01b039094169389937fe80a6b78f88f08b92cac13fc3aa5b23cf4753f8fb8bd85e4b356b670634f77f793615201938b845260208401929092526040830152606082015260800190565b60405180910390a35050505050565b5f83815260036020526040812090808061522b87878761453e565b86549295509093509150615248906001600160a01b031682614800565b8354604080518781526020810189905290810185905260608101849052608081018390526001600160a01b039091169088907fe684ec4fbc3c3ad9bff9805beead79d753052a816a31275c7fdc94364ff8e66b9060a00160405180910390a383600301545f036153015783546152c89088906001600160a01b0316614848565b83546040516001600160a01b039091169088907fcefaf961c5013063cf501ffd9f9382e9b9c4b15741ad032fe93d7e9c7c733b22905f90a35b50505050505050565b5f825f01828154811061531f5761531f615e6b565b905f5260205f200154905092915050565b5f818152600183016020526040812054801561540a575f615352600183615c98565b85549091505f9061536590600190615c98565b90508082146153c4575f865f01828154811061538357615383615e6b565b905f5260205f200154905080875f0184815481106153a3576153a3615e6b565b5f918252602080832090910192909255918252600188019052604090208390555b85548690806153d5576153d5615fbc565b600190038181905f5260205f20015f90559055856001015f8681526020019081526020015f205f905560019350505050611144565b5f915050611144565b5092915050565b604080516101808101909152805f81526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b8015158114610c25575f5ffd5b803561379181615472565b803560ff81168114613791575f5ffd5b634e487b7160e01b5f52604160045260245ffd5b60405161014081016001600160401b03811182821017156154d1576154d161549a565b60405290565b604051601f8201601f191681016001600160401b03811182821017156154ff576154ff61549a565b604052919050565b5f6001600160401b0382111561551f5761551f61549a565b5060051b60200190565b5f82601f830112615538575f5ffd5b813561554b61554682615507565b6154d7565b8082825260208201915060208360051b86010192508583111561556c575f5ffd5b602085015b83811015615589578035835260209283019201615571565b5095945050505050565b6001600160a01b0381168114610c25575f5ffd5b803561379181615593565b5f82601f8301126155c1575f5ffd5b81356155cf61554682615507565b8082825260208201915060208360051b8601019250858311156155f0575f5ffd5b602085015b8381101561558957803561560881615472565b8352602092830192016155f5565b5f5f5f5f5f5f5f5f610100898b03121561562e575f5ffd5b8835975061563e60208a0161547f565b965061564c60408a0161548a565b955060608901356001600160401b03811115615666575f5ffd5b6156728b828c01615529565b95505061568160808a016155a7565b935060a08901356001600160401b0381111561569b575f5ffd5b6156a78b828c016155b2565b93505060c08901356001600160401b038111156156c2575f5ffd5b6156ce8b828c01615529565b92505060e08901356001600160401b038111156156e9575f5ffd5b6156f58b828c01615529565b9150509295985092959890939650565b5f60208284031215615715575f5ffd5b813561336581615593565b5f60208284031215615730575f5ffd5b5035919050565b5f5f60408385031215615748575f5ffd5b823561575381615593565b946020939093013593505050565b5f5f60408385031215615772575f5ffd5b50508035926020909101359150565b81511515815260208083015190820152604080830151908201526060808301519082015260808101611144565b5f5f602083850312156157bf575f5ffd5b82356001600160401b038111156157d4575f5ffd5b8301601f810185136157e4575f5ffd5b80356001600160401b038111156157f9575f5ffd5b8560208260051b840101111561580d575f5ffd5b6020919091019590945092505050565b5f5f5f5f60808587031215615830575f5ffd5b8435935060208501356001600160401b0381111561584c575f5ffd5b615858878288016155b2565b93505060408501356001600160401b03811115615873575f5ffd5b61587f87828801615529565b92505060608501356001600160401b0381111561589a575f5ffd5b6158a687828801615529565b91505092959194509250565b5f5f5f606084860312156158c4575f5ffd5b83356158cf81615593565b925060208401356158df81615593565b929592945050506040919091013590565b8251151581526020808401518183015260408085015181840152606080860151818501528451151560808501529184015160a084015283015160c083015282015160e08201526101008101613365565b5f5f5f60608486031215615952575f5ffd5b833561595d81615593565b95602085013595506040909401359392505050565b5f8151808452602084019350602083015f5b828110156159a2578151865260209586019590910190600101615984565b5093949350505050565b604081525f6159be6040830185615972565b90508260208301529392505050565b5f5f5f5f5f60a086880312156159e1575f5ffd5b8535945060208601356159f381615472565b9350615a016040870161548a565b925060608601356001600160401b03811115615a1b575f5ffd5b615a2788828901615529565b9250506080860135615a3881615593565b809150509295509295909350565b634e487b7160e01b5f52602160045260245ffd5b60058110615a6a57615a6a615a46565b9052565b60048110615a6a57615a6a615a46565b5f61018082019050615a91828451615a5a565b6020830151615aa36020840182615a6e565b506040830151615ab7604084018215159052565b50606083015160608301526080830151608083015260a083015160a083015260c083015160c083015260e083015160e083015261010083015161010083015261012083015161012083015261014083015161014083015261016083015161016083015292915050565b5f5f5f60608486031215615b32575f5ffd5b505081359360208301359350604090920135919050565b81516001600160a01b031681526101408101602083015160208301526040830151615b78604084018215159052565b50606083015160608301526080830151608083015260a083015160a083015260c083015160c083015260e083015160e0830152610100830151615bc76101008401826001600160a01b03169052565b5061012092830151919092015290565b5f5f5f5f60808587031215615bea575f5ffd5b8435615bf581615593565b9350602085013592506040850135615c0c81615472565b9396929550929360600135925050565b5f60208284031215615c2c575f5ffd5b5051919050565b634e487b7160e01b5f52601160045260245ffd5b808202811582820484141761114457611144615c33565b8082018082111561114457611144615c33565b634e487b7160e01b5f52601260045260245ffd5b5f82615c9357615c93615c71565b500490565b8181038181111561114457611144615c33565b5f82601f830112615cba575f5ffd5b81516001600160401b03811115615cd357615cd361549a565b615ce6601f8201601f19166020016154d7565b818152846020838601011115615cfa575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b805161379181615472565b5f60208284031215615d31575f5ffd5b81516001600160401b03811115615d46575f5ffd5b82016101408185031215615d58575f5ffd5b615d606154ae565b81516001600160401b03811115615d75575f5ffd5b615d8186828501615cab565b825250615d9060208301615d16565b602082015260408281015190820152606080830151908201526080808301519082015260a0808301519082015260c0808301519082015260e08083015190820152610100808301519082015261012091820151918101919091529392505050565b8181035f83128015838313168383128216171561541357615413615c33565b8082025f8212600160ff1b84141615615e2b57615e2b615c33565b818105831482151761114457611144615c33565b5f82615e4d57615e4d615c71565b600160ff1b82145f1984141615615e6657615e66615c33565b500590565b634e487b7160e01b5f52603260045260245ffd5b5f60018201615e9057615e90615c33565b5060010190565b5f60208284031215615ea7575f5ffd5b815161336581615472565b8415158152615ec46020820185615a5a565b608060408201525f615ed96080830185615972565b905060018060a01b038316606083015295945050505050565b8082018281125f831280158216821582161715614aee57614aee615c33565b5f600160ff1b8201615f2557615f25615c33565b505f0390565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b604081525f6159be6040830185615f2b565b5f60208284031215615f7b575f5ffd5b815161336581615593565b606081525f615f986060830186615f2b565b60208301949094525060400152919050565b602081525f6133656020830184615f2b565b634e487b7160e01b5f52603160045260245ffd",
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
// Solidity: function positionBlocks(uint256 ) view returns(uint256)
func (vault *Vault) PackPositionBlocks(arg0 *big.Int) []byte {
	enc, err := vault.abi.Pack("positionBlocks", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPositionBlocks is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb7631b90.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function positionBlocks(uint256 ) view returns(uint256)
func (vault *Vault) TryPackPositionBlocks(arg0 *big.Int) ([]byte, error) {
	return vault.abi.Pack("positionBlocks", arg0)
}

// UnpackPositionBlocks is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb7631b90.
//
// Solidity: function positionBlocks(uint256 ) view returns(uint256)
func (vault *Vault) UnpackPositionBlocks(data []byte) (*big.Int, error) {
	out, err := vault.abi.Unpack("positionBlocks", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
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
