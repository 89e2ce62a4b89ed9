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
	CreatedAt    *big.Int
	OracleRound  *big.Int
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
	FeeDebt           *big.Int
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

// VaultCoreMarketState is an auto generated low-level Go binding around an user-defined struct.
type VaultCoreMarketState struct {
	LongOpenInterest  *big.Int
	ShortOpenInterest *big.Int
	FundingIndex      *big.Int
	BorrowIndexLong   *big.Int
	BorrowIndexShort  *big.Int
	LastAccrued       *big.Int
}

// VaultMetaData contains all meta data concerning the Vault contract.
var VaultMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"owner_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"stable_\",\"type\":\"address\",\"internalType\":\"contractIERC20\"},{\"name\":\"settings_\",\"type\":\"address\",\"internalType\":\"contractISettings\"},{\"name\":\"oracle_\",\"type\":\"address\",\"internalType\":\"contractIOracle\"},{\"name\":\"referrals_\",\"type\":\"address\",\"internalType\":\"contractIReferralRegistry\"},{\"name\":\"keeperLogic_\",\"type\":\"address\",\"internalType\":\"contractVaultKeeper\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"BASIS_POINTS_DIVISOR\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"CLOSE_ALL\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_PRICE\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_TRIGGERS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_USD\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"PRICE_PRECISION\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"RATE_PRECISION\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"accountPositionIdsPage\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"start\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"count\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"ids\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"total\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"activeIdsPage\",\"inputs\":[{\"name\":\"start\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"count\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"ids\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"total\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"addLiquidity\",\"inputs\":[{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"addTPSL\",\"inputs\":[{\"name\":\"_posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"_isTPs\",\"type\":\"bool[]\",\"internalType\":\"bool[]\"},{\"name\":\"_prices\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"_amountPercents\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"cancelPendingOrder\",\"inputs\":[{\"name\":\"_posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"claimRefunds\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"currentRates\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"fundingRate\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"borrowRateLong\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"borrowRateShort\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"decreasePosition\",\"inputs\":[{\"name\":\"_sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"_allowedPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"_posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"deposit\",\"inputs\":[{\"name\":\"_account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"_token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"_amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"depositSelf\",\"inputs\":[{\"name\":\"_token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"_amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"executable\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"execute\",\"inputs\":[{\"name\":\"\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"feeDebt\",\"inputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"feeReserve\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getDecrease\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIVault.DecreaseRequest\",\"components\":[{\"name\":\"pending\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"createdAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"oracleRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getMarketState\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structVaultCore.MarketState\",\"components\":[{\"name\":\"longOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"shortOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fundingIndex\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"borrowIndexLong\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"borrowIndexShort\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"lastAccrued\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getOrder\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIVault.Order\",\"components\":[{\"name\":\"orderType\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderType\"},{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderStatus\"},{\"name\":\"stopTriggered\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"acceptablePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"slippage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"limitPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"stopPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"createdAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"oracleRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getPosition\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIVault.Position\",\"components\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"averagePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"entryFundingIndex\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"entryBorrowIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"refer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"lastUpdated\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getTriggers\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"takeProfit\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"oracleRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"stopLoss\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"oracleRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"keeperLogic\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"lastPosId\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"liquidatePosition\",\"inputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"liquidatePositions\",\"inputs\":[{\"name\":\"\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"marginBalance\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"nativeRefunds\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"newPositionOrder\",\"inputs\":[{\"name\":\"_tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"_isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"_orderType\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"_params\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"_refer\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"newPositionOrderWithTPSL\",\"inputs\":[{\"name\":\"_tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"_isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"_orderType\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"_params\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"_refer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"_isTPs\",\"type\":\"bool[]\",\"internalType\":\"bool[]\"},{\"name\":\"_prices\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"_amountPercents\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"oracle\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIOracle\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"poolAmount\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"positionBlocks\",\"inputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"positionFigures\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"f\",\"type\":\"tuple\",\"internalType\":\"structIVault.Figures\",\"components\":[{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"pnl\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"borrowFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fundingFee\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"closingFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"netValue\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"maintenanceMargin\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"liquidatable\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"feeDebt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"referrals\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIReferralRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"referrerOf\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"removeLiquidity\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"renounceOwnership\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"settings\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractISettings\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stable\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIERC20\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stableScale\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"totalCollateral\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"totalEscrow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"totalMargin\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"tradingFee\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"transferOwnership\",\"inputs\":[{\"name\":\"newOwner\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"withdraw\",\"inputs\":[{\"name\":\"_token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"_amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"withdrawFees\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"ClientOrderTagged\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"idHash\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"DecreaseCanceled\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"reason\",\"type\":\"string\",\"indexed\":false,\"internalType\":\"string\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"DecreaseRequested\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Deposit\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"from\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"FeesSettled\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"borrowFee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"fundingFee\",\"type\":\"int256\",\"indexed\":false,\"internalType\":\"int256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"LiquidityAdded\",\"inputs\":[{\"name\":\"from\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"LiquidityRemoved\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OrderCanceled\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"reason\",\"type\":\"string\",\"indexed\":false,\"internalType\":\"string\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OrderCreated\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"orderType\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"enumIVault.OrderType\"},{\"name\":\"params\",\"type\":\"uint256[]\",\"indexed\":false,\"internalType\":\"uint256[]\"},{\"name\":\"refer\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OwnershipTransferred\",\"inputs\":[{\"name\":\"previousOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"newOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PositionClosed\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PositionDecreased\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"realisedPnl\",\"type\":\"int256\",\"indexed\":false,\"internalType\":\"int256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"payout\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PositionIncreased\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"size\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PositionLiquidated\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"liquidator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"netValue\",\"type\":\"int256\",\"indexed\":false,\"internalType\":\"int256\"},{\"name\":\"maintenanceMargin\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"toOwner\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ReferralPaid\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"refer\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"RefundCredited\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"TriggerExecuted\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"isTP\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"TriggerSet\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"isTP\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Withdraw\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"AmountOutOfRange\",\"inputs\":[{\"name\":\"which\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"max\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"CollateralBelowMinimum\",\"inputs\":[{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"minCollateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DecreaseAlreadyPending\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InsufficientMarginBalance\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"available\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InsufficientPoolLiquidity\",\"inputs\":[{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"available\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidAmountPercent\",\"inputs\":[{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidExecutionFee\",\"inputs\":[{\"name\":\"expected\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"sent\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidParamsLength\",\"inputs\":[{\"name\":\"length\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidPrice\",\"inputs\":[{\"name\":\"which\",\"type\":\"string\",\"internalType\":\"string\"}]},{\"type\":\"error\",\"name\":\"InvalidReferrer\",\"inputs\":[{\"name\":\"refer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"codeOwner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"InvalidSlippage\",\"inputs\":[{\"name\":\"slippage\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidStopLossPrice\",\"inputs\":[{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"referencePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidTakeProfitPrice\",\"inputs\":[{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"referencePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidTriggers\",\"inputs\":[{\"name\":\"reason\",\"type\":\"string\",\"internalType\":\"string\"}]},{\"type\":\"error\",\"name\":\"KeeperLogicMismatch\",\"inputs\":[{\"name\":\"keeperLogic\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"LeverageTooHigh\",\"inputs\":[{\"name\":\"leverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxLeverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"LeverageTooLow\",\"inputs\":[{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"MarketDisabled\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"MarketNotFound\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NativeTransferFailed\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NativeValueNotAccepted\",\"inputs\":[{\"name\":\"sent\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotKeeper\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotLiquidatable\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"netValue\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"maintenanceMargin\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotPositionOwner\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NothingToClaim\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"OpenInterestCapExceeded\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"openInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"cap\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"OrderExecutable\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"priceRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"OrderNotPending\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"OwnableInvalidOwner\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"OwnableUnauthorizedAccount\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"PositionNotFound\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PriceBeyondAllowed\",\"inputs\":[{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"}]},{\"type\":\"error\",\"name\":\"PriceOutOfRange\",\"inputs\":[{\"name\":\"which\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"max\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ReentrancyGuardReentrantCall\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"SafeERC20FailedOperation\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"SizeDeltaExceedsPosition\",\"inputs\":[{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"TriggerDue\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isTP\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"priceRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"UnsupportedOrderType\",\"inputs\":[{\"name\":\"orderType\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]},{\"type\":\"error\",\"name\":\"UnsupportedToken\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ZeroAddress\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ZeroAmount\",\"inputs\":[]}]",
	ID:  "Vault",
	Bin: "0x610140604052348015610010575f5ffd5b50604051615db7380380615db783398101604081905261002f91610415565b8585858585846001600160a01b03811661006357604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b61006c816103af565b50600180556001600160a01b038416158061008e57506001600160a01b038316155b806100a057506001600160a01b038216155b806100b257506001600160a01b038116155b156100d05760405163d92e233d60e01b815260040160405180910390fd5b5f846001600160a01b031663313ce5676040518163ffffffff1660e01b8152600401602060405180830381865afa15801561010d573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906101319190610498565b6001600160a01b038616608052905061014e60ff8216601e6104d3565b61015990600a6105cf565b60a052506001600160a01b0392831660c05290821660e05281166101005283161591508190506101fa5750846001600160a01b0316816001600160a01b03166322be3de16040518163ffffffff1660e01b8152600401602060405180830381865afa1580156101ca573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906101ee91906105da565b6001600160a01b031614155b806102765750836001600160a01b0316816001600160a01b031663e06174e46040518163ffffffff1660e01b8152600401602060405180830381865afa158015610246573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061026a91906105da565b6001600160a01b031614155b806102f25750826001600160a01b0316816001600160a01b0316637dc0d1d06040518163ffffffff1660e01b8152600401602060405180830381865afa1580156102c2573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906102e691906105da565b6001600160a01b031614155b8061036e5750816001600160a01b0316816001600160a01b031663d3dc75396040518163ffffffff1660e01b8152600401602060405180830381865afa15801561033e573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061036291906105da565b6001600160a01b031614155b1561039757604051630e52611360e41b81526001600160a01b038216600482015260240161005a565b6001600160a01b031661012052506105f59350505050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6001600160a01b0381168114610412575f5ffd5b50565b5f5f5f5f5f5f60c0878903121561042a575f5ffd5b8651610435816103fe565b6020880151909650610446816103fe565b6040880151909550610457816103fe565b6060880151909450610468816103fe565b6080880151909350610479816103fe565b60a088015190925061048a816103fe565b809150509295509295509295565b5f602082840312156104a8575f5ffd5b815160ff811681146104b8575f5ffd5b9392505050565b634e487b7160e01b5f52601160045260245ffd5b818103818111156104e6576104e66104bf565b92915050565b6001815b60018411156105275780850481111561050b5761050b6104bf565b600184161561051957908102905b60019390931c9280026104f0565b935093915050565b5f8261053d575060016104e6565b8161054957505f6104e6565b816001811461055f576002811461056957610585565b60019150506104e6565b60ff84111561057a5761057a6104bf565b50506001821b6104e6565b5060208310610133831016604e8410600b84101617156105a8575081810a6104e6565b6105b45f1984846104ec565b805f19048211156105c7576105c76104bf565b029392505050565b5f6104b8838361052f565b5f602082840312156105ea575f5ffd5b81516104b8816103fe565b60805160a05160c05160e051610100516101205161567f6107385f395f8181610661015261373a01525f8181610980015281816140b5015261413c01525f81816106bd01528181611d5b01528181611e50015281816128f001528181612ffa01528181613b340152613bed01525f81816109db01528181610ad101528181610cf601528181610f7301528181611070015281816112ff01528181611bcc01528181612210015281816122f50152818161237a015281816135ad015281816138a201528181613ca401528181613fb5015261432201525f818161062e01528181610c2101528181610c7401528181611270015281816117370152818161214701526132ca01525f81816103ff01528181610cbc01528181611243015281816117b3015281816120c601528181612185015281816131ed015261329c015261567f5ff3fe60806040526004361061030c575f3560e01c80638b50fde7116101a3578063cabf4709116100f2578063e06174e411610092578063f1d74c031161006d578063f1d74c0314610a3e578063f2fde38b14610a69578063f3fef3a314610a88578063fd0d14c414610a9b575f5ffd5b8063e06174e4146109ca578063eaa674d1146109fd578063eb02c30114610a12575f5ffd5b8063d21cacdf116100cd578063d21cacdf14610950578063d3dc75391461096f578063da36992a146109a2578063df2cf170146109b5575f5ffd5b8063cabf4709146108f2578063cdddd4e514610905578063d09ef24114610924575f5ffd5b8063a66d0faa1161015d578063b4e6840d11610138578063b4e6840d14610865578063b7631b9014610884578063c219a785146108af578063c96ba89d146108de575f5ffd5b8063a66d0faa14610823578063a693600b14610850578063b0a25a5414610325575f5ffd5b80638b50fde7146107955780638da5cb5b146107b45780638ef16cd9146105cc57806395082d25146107d0578063a201ccf6146107ef578063a3d898441461080e575f5ffd5b80633e5a27601161025f5780636f609f82116102195780637dc0d1d0116101f45780637dc0d1d0146106ac5780638340f549146106df57806388b1f1c3146106fe57806388eb4a1f14610768575f5ffd5b80636f609f8214610650578063715018a614610683578063789ff0e114610697575f5ffd5b80633e5a27601461058c5780634ac8eb5f146105b75780634d452ec0146105cc57806351c6590a146105eb57806359dfabd41461060a5780636691bdcb1461061d575f5ffd5b80631cc75b88116102ca57806323987cb7116102a557806323987cb7146104c65780632b3ba681146104f15780632efc28f61461050c5780633a45e6fd14610578575f5ffd5b80631cc75b88146103cf57806322be3de1146103ee57806322e904a714610439575f5ffd5b80626c09e81461031057806301c11d9614610325578063126082cf1461034c578063164e68de14610362578063192b46e8146103815780631b0240ec14610395575b5f5ffd5b61032361031e366004614cd5565b610aba565b005b348015610330575f5ffd5b50610339610bf0565b6040519081526020015b60405180910390f35b348015610357575f5ffd5b50610339620186a081565b34801561036d575f5ffd5b5061032361037c366004614dc4565b610c0e565b34801561038c575f5ffd5b506103395f1981565b3480156103a0575f5ffd5b506103b46103af366004614ddf565b610cf0565b60408051938452602084019290925290820152606001610343565b3480156103da575f5ffd5b506103236103e9366004614df6565b610e44565b3480156103f9575f5ffd5b506104217f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610343565b348015610444575f5ffd5b50610458610453366004614e20565b610e64565b60405161034391905f61012082019050825182526020830151602083015260408301516040830152606083015160608301526080830151608083015260a083015160a083015260c083015160c083015260e0830151151560e083015261010083015161010083015292915050565b3480156104d1575f5ffd5b506103396104e0366004614dc4565b60126020525f908152604090205481565b3480156104fc575f5ffd5b50610339670de0b6b3a764000081565b348015610517575f5ffd5b5061052b610526366004614ddf565b611108565b60405161034391905f60c0820190508251151582526020830151602083015260408301516040830152606083015160608301526080830151608083015260a083015160a083015292915050565b348015610583575f5ffd5b5061032361119a565b348015610597575f5ffd5b506103396105a6366004614ddf565b60136020525f908152604090205481565b3480156105c2575f5ffd5b5061033960105481565b3480156105d7575f5ffd5b506103396105e6366004614e40565b6111f7565b3480156105f6575f5ffd5b50610323610605366004614ddf565b611206565b610323610618366004614eaf565b6112e8565b348015610628575f5ffd5b506103397f000000000000000000000000000000000000000000000000000000000000000081565b34801561065b575f5ffd5b506104217f000000000000000000000000000000000000000000000000000000000000000081565b34801561068e575f5ffd5b50610323611460565b3480156106a2575f5ffd5b50610339600f5481565b3480156106b7575f5ffd5b506104217f000000000000000000000000000000000000000000000000000000000000000081565b3480156106ea575f5ffd5b506103236106f9366004614f44565b611471565b348015610709575f5ffd5b5061071d610718366004614ddf565b611492565b60405161034391905f60c082019050825182526020830151602083015260408301516040830152606083015160608301526080830151608083015260a083015160a083015292915050565b348015610773575f5ffd5b50610787610782366004614ddf565b61151d565b604051610343929190614f82565b3480156107a0575f5ffd5b506103236107af366004614ddf565b611619565b3480156107bf575f5ffd5b505f546001600160a01b0316610421565b3480156107db575f5ffd5b5061033968327cb2734119d3b7a9601e1b81565b3480156107fa575f5ffd5b50610323610809366004614df6565b611721565b348015610819575f5ffd5b5061033960115481565b34801561082e575f5ffd5b5061084261083d366004614ff6565b611827565b604051610343929190615062565b34801561085b575f5ffd5b50610339600e5481565b348015610870575f5ffd5b5061084261087f366004614e20565b61185a565b34801561088f575f5ffd5b5061033961089e366004614ddf565b60146020525f908152604090205481565b3480156108ba575f5ffd5b506108ce6108c9366004614ddf565b611875565b6040519015158152602001610343565b3480156108e9575f5ffd5b50610339600281565b610323610900366004615083565b611a0f565b348015610910575f5ffd5b5061032361091f366004614ddf565b611a77565b34801561092f575f5ffd5b5061094361093e366004614ddf565b611a7f565b6040516103439190615134565b34801561095b575f5ffd5b5061042161096a366004614dc4565b611b84565b34801561097a575f5ffd5b506104217f000000000000000000000000000000000000000000000000000000000000000081565b6103236109b03660046151e2565b611b8e565b3480156109c0575f5ffd5b5061033960025481565b3480156109d5575f5ffd5b506104217f000000000000000000000000000000000000000000000000000000000000000081565b348015610a08575f5ffd5b50610339600d5481565b348015610a1d575f5ffd5b50610a31610a2c366004614ddf565b611f70565b604051610343919061520b565b348015610a49575f5ffd5b50610339610a58366004614dc4565b600c6020525f908152604090205481565b348015610a74575f5ffd5b50610323610a83366004614dc4565b612061565b610323610a96366004614df6565b61209b565b348015610aa6575f5ffd5b50610339610ab5366004615299565b6121ed565b610ac2612295565b5f610acc876122bf565b90505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ae0ff2ff6040518163ffffffff1660e01b8152600401602060405180830381865afa158015610b2b573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610b4f91906152de565b90505f855182610b5f9190615309565b610b699084615320565b9050803414610b995760405163bc0ca6dd60e01b8152600481018290523460248201526044015b60405180910390fd5b5f610ba88c8c8c8c8c896123f8565b9050610bd081888888610bca60045f8881526020019081526020015f20612c68565b88612cba565b610bd9816130ed565b50505050610be660018055565b5050505050505050565b610c0b68327cb2734119d3b7a9601e1b64e8d4a51000615309565b81565b610c16613160565b610c1e612295565b5f7f0000000000000000000000000000000000000000000000000000000000000000600f54610c4d9190615347565b9050805f03610c6f576040516312d37ee560e31b815260040160405180910390fd5b610c997f000000000000000000000000000000000000000000000000000000000000000082615309565b600f5f828254610ca9919061535a565b90915550610ce390506001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016838361318c565b50610ced60018055565b50565b5f5f5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166328861d22866040518263ffffffff1660e01b8152600401610d4291815260200190565b5f60405180830381865afa158015610d5c573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610d8391908101906153e3565b5f868152600b602052604081208054600182015493945090929091610da88284615320565b90508015610dd75780610dbb83856154b3565b8660c00151610dca91906154d2565b610dd49190615501565b97505b600e548015610e375780818510610dee5781610df0565b845b8760e00151610dff9190615309565b610e099190615347565b975080818410610e195781610e1b565b835b8760e00151610e2a9190615309565b610e349190615347565b96505b5050505050509193909250565b610e4c612295565b610e573383836131eb565b610e6060018055565b5050565b610eac6040518061012001604052805f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f151581526020015f81525090565b5f838152600360208190526040822090810154909103610ee25760405163f715480760e01b815260048101859052602401610b90565b5f5f5f610ef28460010154613387565b60028701549295509093509150610f1a90859060ff16610f125782610f14565b835b85613455565b60608701526040860152858552600284015460038501546005860154610f459260ff169190896134df565b6020860152600884015460018501546040516314430e9160e11b8152611002926001600160a01b03908116927f0000000000000000000000000000000000000000000000000000000000000000909116916328861d2291610fac9160040190815260200190565b5f60405180830381865afa158015610fc6573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610fed91908101906153e3565b6002870154600388015460ff9091169061355b565b608086019081525f888152601360209081526040918290205461010089018190526004880154918901519289015160608a01519451611045959394939192613649565b60a086015260038401546001850154604051632ac2959b60e01b81526110eb92916001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001691632ac2959b916110a79160040190815260200190565b602060405180830381865afa1580156110c2573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906110e691906152de565b61368b565b60c0860181905260a08601511260e0860152509295945050505050565b61113d6040518060c001604052805f151581526020015f81526020015f81526020015f81526020015f81526020015f81525090565b505f90815260076020908152604091829020825160c081018452815460ff1615158152600182015492810192909252600281015492820192909252600382015460608201526004820154608082015260059091015460a082015290565b6111a2612295565b335f90815260126020526040812054908190036111d2576040516312d37ee560e31b815260040160405180910390fd5b335f818152601260205260408120556111eb90826136ab565b506111f560018055565b565b5f611200613738565b92915050565b61120e613160565b611216612295565b805f0361123657604051631f2a200560e01b815260040160405180910390fd5b61126b6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016333084613776565b6112957f000000000000000000000000000000000000000000000000000000000000000082615309565b600e5f8282546112a59190615320565b909155505060405181815233907fc17cea59c2955cb181b03393209566960365771dbba9dc3d510180e7cb3120889060200160405180910390a2610ced60018055565b6112f0612295565b5f6112fa856137af565b90505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ae0ff2ff6040518163ffffffff1660e01b8152600401602060405180830381865afa158015611359573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061137d91906152de565b90505f85518261138d9190615309565b90508034146113b85760405163bc0ca6dd60e01b815260048101829052346024820152604401610b90565b60038301545f90156113cf57506005830154611436565b60015f89815260046020526040902054610100900460ff1660038111156113f8576113f86150fc565b0361141a575f88815260046020526040902061141390612c68565b9050611436565b60405163f715480760e01b815260048101899052602401610b90565b611444888888888588612cba565b61144d886130ed565b5050505061145a60018055565b50505050565b611468613160565b6111f55f613831565b611479612295565b6114848383836131eb565b61148d60018055565b505050565b6114c56040518060c001604052805f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b505f908152600b6020908152604091829020825160c08101845281548152600182015492810192909252600281015492820192909252600382015460608201526004820154608082015260059091015460a082015290565b61154c6040518060a001604052805f151581526020015f81526020015f81526020015f81526020015f81525090565b61157b6040518060a001604052805f151581526020015f81526020015f81526020015f81526020015f81525090565b50505f9081526005602090815260408083206006835292819020815160a08082018452855460ff9081161515835260018088015484880152600280890154858801526003808a015460608088019190915260049a8b015460808089019190915289519687018a528854909516151586529287015498850198909852850154958301959095529483015493810193909352930154918101919091529091565b611621612295565b61162a816137af565b505f81815260046020526040902060018154610100900460ff166003811115611655576116556150fc565b1461167657604051632b8043ab60e11b815260048101839052602401610b90565b61167f81613880565b6116ca575f5f5f6116908585613937565b92509250925082156116c65760405163486e300560e01b8152600481018690526024810183905260448101829052606401610b90565b5050505b600881015460408051808201909152601181527031b0b731b2b632b210313c9037bbb732b960791b60208201526117039084905f61399d565b61170d33826136ab565b611716836130ed565b5050610ced60018055565b611729613160565b611731612295565b5f61175c7f000000000000000000000000000000000000000000000000000000000000000083615309565b9050600e5481111561178f57600e546040516303eb0d9b60e51b8152610b90918391600401918252602082015260400190565b80600e5f8282546117a0919061535a565b909155506117da90506001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016848461318c565b826001600160a01b03167fc2c3f06e49b9f15e7b4af9055e183b0d73362e033ad82a07dec9bf98401717198360405161181591815260200190565b60405180910390a250610e6060018055565b6001600160a01b0383165f9081526008602052604081206060919061184d908585613a5e565b915091505b935093915050565b60605f61186960098585613a5e565b915091505b9250929050565b5f8181526004602090815260408083206003909252822060018254610100900460ff1660038111156118a9576118a96150fc565b0361192d576118b782613880565b156118c6575060019392505050565b5f5f5f6118d68460010154613b2f565b9250925092508215806118ed575084600a01548111155b156118fe57505f9695505050505050565b5f6119098884613c62565b5090505f81600381111561191f5761191f6150fc565b141598975050505050505050565b80600301545f0361194157505f9392505050565b5f5f5f6119518460010154613b2f565b5f8a8152600760205260409020805493965091945092509060ff168015611992575061197c81613fb2565b8061199257508380156119925750806005015482115b156119a557506001979650505050505050565b836119b757505f979650505050505050565b5f88815260056020526040902060028601546119da919060ff1660018686614042565b80611a0357505f8881526006602052604081206002870154611a039260ff909116908686614042565b98975050505050505050565b611a17612295565b5f611a21846122bf565b9050803414611a4c5760405163bc0ca6dd60e01b815260048101829052346024820152604401610b90565b611a5a8686868686346123f8565b50611a666002546130ed565b50611a7060018055565b5050505050565b610ced613738565b611a87614ad3565b5f8281526004602081905260409182902082516101a0810190935280549091839160ff1690811115611abb57611abb6150fc565b6004811115611acc57611acc6150fc565b81528154602090910190610100900460ff166003811115611aef57611aef6150fc565b6003811115611b0057611b006150fc565b8152815462010000900460ff1615156020820152600182015460408201526002820154606082015260038201546080820152600482015460a0820152600582015460c0820152600682015460e0820152600782015461010082015260088201546101208201526009820154610140820152600a909101546101609091015292915050565b5f61120082614092565b611b96612295565b5f611ba0826137af565b905080600301545f03611bc95760405163f715480760e01b815260048101839052602401610b90565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663d8f434536040518163ffffffff1660e01b8152600401602060405180830381865afa158015611c26573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611c4a91906152de565b9050803414611c755760405163bc0ca6dd60e01b815260048101829052346024820152604401610b90565b5f8381526007602052604090205460ff1615611ca75760405163338ce1e560e11b815260048101849052602401610b90565b845f03611cc757604051631f2a200560e01b815260040160405180910390fd5b5f198514158015611cdb5750816003015485115b15611d0957600382015460405163b802af2560e01b8152610b90918791600401918252602082015260400190565b8315611e2257611d3d6040518060400160405280600c81526020016b616c6c6f776564507269636560a01b815250856141ba565b6001820154604051630e75722360e41b81525f916001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169163e757223091611d929160040190815260200190565b602060405180830381865afa158015611dad573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611dd191906152de565b6002840154909150611de79060ff168287614215565b15611e205760028301546040516314492b6360e31b8152600481018390526024810187905260ff90911615156044820152606401610b90565b505b6040518060c001604052806001151581526020018681526020018581526020013481526020014281526020017f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663146ca5316040518163ffffffff1660e01b8152600401602060405180830381865afa158015611eaa573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611ece91906152de565b90525f848152600760209081526040918290208351815460ff1916901515178155838201516001820155838301516002820155606084015160038201556080840151600482015560a090930151600590930192909255805187815291820186905284917f6629c3d02c6c54dedd1b24e09abfd76667388999633e687a855231c206674973910160405180910390a2611f65836130ed565b505061148d60018055565b611fd06040518061014001604052805f6001600160a01b031681526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f6001600160a01b031681526020015f81525090565b505f9081526003602081815260409283902083516101408101855281546001600160a01b039081168252600183015493820193909352600282015460ff1615159481019490945291820154606084015260048201546080840152600582015460a0840152600682015460c0840152600782015460e08401526008820154166101008301526009015461012082015290565b612069613160565b6001600160a01b03811661209257604051631e4fbdf760e01b81525f6004820152602401610b90565b610ced81613831565b6120a3612295565b34156120c457604051632898910160e01b8152346004820152602401610b90565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316826001600160a01b03161461212157604051635f8b555b60e11b81526001600160a01b0383166004820152602401610b90565b805f0361214157604051631f2a200560e01b815260040160405180910390fd5b5f61216c7f000000000000000000000000000000000000000000000000000000000000000083615309565b9050612178338261422a565b6121ac6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016338461318c565b604080516001600160a01b03851681526020810184905233917f9b1bfa7fa9ee420a16e124f794c35ac9f90472acc99140eb2f6447c714cad8eb9101611815565b5f61228a6121fa86614092565b6040516314430e9160e11b8152600481018790527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906328861d22906024015f60405180830381865afa15801561225c573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f1916820160405261228391908101906153e3565b858561355b565b90505b949350505050565b6002600154036122b857604051633ee5aeb560e01b815260040160405180910390fd5b6002600155565b5f600360ff831611156122ea576040516387d9aef360e01b815260ff83166004820152602401610b90565b60ff821615612378577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ae0ff2ff6040518163ffffffff1660e01b8152600401602060405180830381865afa15801561234f573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061237391906152de565b611200565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663d8f434536040518163ffffffff1660e01b8152600401602060405180830381865afa1580156123d4573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061120091906152de565b5f5f612403886142bd565b9050845160041461242c578451604051631e1a3c5b60e01b8152600401610b9091815260200190565b612434614ad3565b8660ff166004811115612449576124496150fc565b8190600481111561245c5761245c6150fc565b9081600481111561246f5761246f6150fc565b9052506001602082015280515f90600481111561248e5761248e6150fc565b03612584576124dd6040518060400160405280600f81526020016e61636365707461626c65507269636560881b815250875f815181106124d0576124d061552d565b60200260200101516143e2565b620186a0866001815181106124f4576124f461552d565b60200260200101511061253857856001815181106125145761251461552d565b6020026020010151604051633ea12f5b60e11b8152600401610b9091815260200190565b855f8151811061254a5761254a61552d565b60200260200101518160600181815250508560018151811061256e5761256e61552d565b6020026020010151816080018181525050612671565b600281516004811115612599576125996150fc565b146125fa576125d66040518060400160405280600a8152602001696c696d6974507269636560b01b815250875f815181106124d0576124d061552d565b855f815181106125e8576125e861552d565b60200260200101518160a00181815250505b60018151600481111561260f5761260f6150fc565b146126715761264c6040518060400160405280600981526020016873746f70507269636560b81b815250876001815181106124d0576124d061552d565b8560018151811061265f5761265f61552d565b60200260200101518160c00181815250505b61268c68327cb2734119d3b7a9601e1b64e8d4a51000615309565b8660028151811061269f5761269f61552d565b6020026020010151111561272857856002815181106126c0576126c061552d565b602002602001015168327cb2734119d3b7a9601e1b64e8d4a510006126e59190615309565b60405163d67237ef60e01b815260606004820152600a60648201526918dbdb1b185d195c985b60b21b60848201526024810192909252604482015260a401610b90565b61274368327cb2734119d3b7a9601e1b64e8d4a51000615309565b866003815181106127565761275661552d565b602002602001015111156127db57856003815181106127775761277761552d565b602002602001015168327cb2734119d3b7a9601e1b64e8d4a5100061279c9190615309565b60405163d67237ef60e01b8152606060048083019190915260648201526373697a6560e01b60848201526024810192909252604482015260a401610b90565b856002815181106127ee576127ee61552d565b60200260200101518160e0018181525050856003815181106128125761281261552d565b6020026020010151816101000181815250505f61282e33614092565b90506001600160a01b0386161580159061285a5750806001600160a01b0316866001600160a01b031614155b1561288b57604051633f58711760e21b81526001600160a01b03808816600483015282166024820152604401610b90565b61289f838360e0015184610100015161440e565b6128b08a8a846101000151866144c2565b6128c181848b85610100015161355b565b6101208301526101408201859052426101608301526040805163146ca53160e01b815290516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169163146ca5319160048083019260209291908290030181865afa158015612939573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061295d91906152de565b61018083015261012082015160e083015161298391339161297e9190615320565b61422a565b8161012001518260e001516129989190615320565b60115f8282546129a89190615320565b9091555050600280545f906129bc90615541565b9190508190559350604051806101400160405280336001600160a01b031681526020018b81526020018a151581526020015f81526020015f81526020015f81526020015f81526020015f8152602001826001600160a01b031681526020014281525060035f8681526020019081526020015f205f820151815f015f6101000a8154816001600160a01b0302191690836001600160a01b03160217905550602082015181600101556040820151816002015f6101000a81548160ff021916908315150217905550606082015181600301556080820151816004015560a0820151816005015560c0820151816006015560e08201518160070155610100820151816008015f6101000a8154816001600160a01b0302191690836001600160a01b0316021790555061012082015181600901559050508160045f8681526020019081526020015f205f820151815f015f6101000a81548160ff02191690836004811115612b2857612b286150fc565b021790555060208201518154829061ff001916610100836003811115612b5057612b506150fc565b02179055506040828101518254901515620100000262ff000019909116178255606083015160018301556080830151600283015560a0830151600383015560c0830151600483015560e0830151600583015561010083015160068301556101208301516007830155610140830151600880840191909155610160840151600984015561018090930151600a90920191909155335f9081526020929092529020612bf99085614540565b50612c05600985614540565b505f8481526014602052604090819020439055825190518b91339187917f9a7a157a9d053f5ca20714e64b81eff3cb8671b5fabce9c60ba40a5b51bd99de91612c53918f918e908990615559565b60405180910390a45050509695505050505050565b5f80825460ff166004811115612c8057612c806150fc565b03612c8d57506001015490565b6002825460ff166004811115612ca557612ca56150fc565b03612cb257506004015490565b506003015490565b8451845181141580612ccd575080845114155b15612d0d576040516354bd2af560e01b815260206004820152600f60248201526e0d8cadccee8d040dad2e6dac2e8c6d608b1b6044820152606401610b90565b801580612d1a5750600281115b15612d50576040516354bd2af560e01b815260206004820152600560248201526418dbdd5b9d60da1b6044820152606401610b90565b806002148015612d96575085600181518110612d6e57612d6e61552d565b60200260200101511515865f81518110612d8a57612d8a61552d565b60200260200101511515145b15612dd0576040516354bd2af560e01b81526020600482015260096024820152686475706c696361746560b81b6044820152606401610b90565b5f878152600360205260408120905b828110156130e2575f878281518110612dfa57612dfa61552d565b602002602001015190505f878381518110612e1757612e1761552d565b60200260200101519050612e4a604051806040016040528060078152602001663a3934b3b3b2b960c91b815250836141ba565b801580612e595750620186a081115b15612e7a5760405163b4fb1d9160e01b815260048101829052602401610b90565b898381518110612e8c57612e8c61552d565b602002602001015115612ee857811580612ebb5750600284015460ff16612eb65786821015612ebb565b868211155b15612ee3576040516356b9037d60e01b81526004810183905260248101889052604401610b90565b612f32565b811580612f0a5750600284015460ff16612f055786821115612f0a565b868210155b15612f3257604051633e73a6d360e01b81526004810183905260248101889052604401610b90565b5f8a8481518110612f4557612f4561552d565b6020026020010151612f63575f8c8152600660205260409020612f71565b5f8c81526005602052604090205b805490915060ff1615612fc057612fa28c828d8781518110612f9557612f9561552d565b602002602001015161454b565b84546003820154612fc0918e916001600160a01b03909116906145df565b805460ff191660019081178255810183905560028101829055600381018790556040805163146ca53160e01b815290516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169163146ca5319160048083019260209291908290030181865afa158015613043573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061306791906152de565b81600401819055508b7f092d2f60ead100cfab978b838f118754af1b8e7808d6a754d92c81e875761a888c86815181106130a3576130a361552d565b602002602001015185856040516130cf9392919092151583526020830191909152604082015260600190565b60405180910390a2505050600101612ddf565b505050505050505050565b60443610156130f95750565b36603f1981013590601f1901357f822623d487b92c49dd5222ce7907347c9ab29c56e5a899bd5938bda7561afb09810161148d576040518290339085907fa58fa15583cb5bf0f8ad99b927d5da5c0333520d1c9352b9c359c6a4b079e9cc905f90a4505050565b5f546001600160a01b031633146111f55760405163118cdaa760e01b8152336004820152602401610b90565b6040516001600160a01b0383811660248301526044820183905261148d91859182169063a9059cbb906064015b604051602081830303815290604052915060e01b6020820180516001600160e01b03838183161783525050505061465c565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316826001600160a01b03161461324857604051635f8b555b60e11b81526001600160a01b0383166004820152602401610b90565b805f0361326857604051631f2a200560e01b815260040160405180910390fd5b6001600160a01b03831661328f5760405163d92e233d60e01b815260040160405180910390fd5b6132c46001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016333084613776565b5f6132ef7f000000000000000000000000000000000000000000000000000000000000000083615309565b6001600160a01b0385165f908152600c602052604081208054929350839290919061331b908490615320565b9250508190555080600d5f8282546133339190615320565b9091555050604080516001600160a01b038581168252602082018590523392908716917f7cfff908a4b583f36430b25d75964c458d8ede8a99bd61be750e97ee1b2f3a96910160405180910390a350505050565b5f818152600b602052604090206002810154600382015460048301546005840154929391929091908015806133bb57504281145b156133c757505061344e565b5f6133d2824261535a565b90505f5f5f6133e08a610cf0565b91945092509050610e106133f485856154d2565b6133fe9190615501565b613408908a615599565b9850610e106134178584615309565b6134219190615347565b61342b9089615320565b9750610e1061343a8583615309565b6134449190615347565b610e349088615320565b9193909250565b5f5f670de0b6b3a7640000856007015485613470919061535a565b866003015461347f9190615309565b6134899190615347565b9150670de0b6b3a76400008560060154846134a491906154b3565b86600301546134b391906154d2565b6134bd9190615501565b600286015490915060ff16611852576134d5816155c0565b9050935093915050565b5f8282036134ee57505f61228d565b5f83831161350557613500838561535a565b61350f565b61350f848461535a565b90505f8461351d8388615309565b6135279190615347565b90505f876135375785851061353b565b8585115b9050806135505761354b826155c0565b611a03565b509695505050505050565b5f620186a08361356f578460600151613575565b84604001515b61357f9084615309565b6135899190615347565b90505f811180156135a257506001600160a01b03851615155b1561228d57620186a07f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635426d32a6040518163ffffffff1660e01b8152600401602060405180830381865afa158015613607573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061362b91906152de565b6136359083615309565b61363f9190615347565b61228a908261535a565b5f818385876136588a8c615599565b61366291906154b3565b61366c91906154b3565b61367691906154b3565b61368091906154b3565b979650505050505050565b5f620186a061369a8385615309565b6136a49190615347565b9392505050565b805f036136b6575050565b5f826001600160a01b0316826040515f6040518083038185875af1925050503d805f81146136ff576040519150601f19603f3d011682016040523d82523d5f602084013e613704565b606091505b505090508061148d5760405163296c17bb60e21b81526001600160a01b038416600482015260248101839052604401610b90565b7f0000000000000000000000000000000000000000000000000000000000000000365f80375f5f365f845af43d5f5f3e80613771573d5ffd5b503d5ff35b6040516001600160a01b03848116602483015283811660448301526064820183905261145a9186918216906323b872dd906084016131b9565b5f81815260036020526040902080546001600160a01b03166137e75760405163f715480760e01b815260048101839052602401610b90565b80546001600160a01b0316331461382c57805460405163373b261560e11b8152600481018490523360248201526001600160a01b039091166044820152606401610b90565b919050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f80825460ff166004811115613898576138986150fc565b14801561120057507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ce93e6cd6040518163ffffffff1660e01b8152600401602060405180830381865afa1580156138fc573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061392091906152de565b826009015461392f9190615320565b421192915050565b5f828152600360205260408120600181015482918291829061395890613b2f565b600285015491965094509091505f9061397690889060ff16876146c8565b9050818015613988575086600a015484115b80156139915750805b95505050509250925092565b5f83815260046020908152604080832060039092528220815461ff00191661030017825560078201546005830154929391926139d99190615320565b90508060115f8282546139ec919061535a565b90915550508154613a06906001600160a01b031682614769565b8154613a1c9087906001600160a01b03166147b1565b857f48416a3834171849f68e1edd16ac3e06662024f45e1bc45c41b226e76bccc5fa8686604051613a4e929190615608565b60405180910390a2505050505050565b60605f613a6a8561485f565b905080841115613a78578093505b5f83613a84868461535a565b10613a9857613a938486615320565b613a9a565b815b9050613aa6858261535a565b6001600160401b03811115613abd57613abd614b59565b604051908082528060200260200182016040528015613ae6578160200160208202803683370190505b5092505f5b8351811015613b2557613b0087878301614868565b848281518110613b1257613b1261552d565b6020908102919091010152600101613aeb565b5050935093915050565b5f5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663e7572230856040518263ffffffff1660e01b8152600401613b8091815260200190565b602060405180830381865afa925050508015613bb9575060408051601f3d908101601f19168201909252613bb6918101906152de565b60015b613bca57505f91508190508061344e565b604051632574116960e11b81526004810186905260019082906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690634ae822d290602401602060405180830381865afa158015613c32573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613c5691906152de565b9350935093505061344e565b5f82815260046020818152604080842060039092528084206002810154600182015492516314430e9160e11b815294850192909252606093909160ff169085907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906328861d22906024015f60405180830381865afa158015613cf0573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052613d1791908101906153e3565b90508060200151613d595760026040518060400160405280600f81526020016e1b585c9ad95d08191a5cd8589b1959608a1b815250955095505050505061186e565b5f845460ff166004811115613d7057613d706150fc565b03613e6c57613d7e84613880565b15613db257600260405180604001604052806007815260200166195e1c1a5c995960ca1b815250955095505050505061186e565b5f82613ded57620186a08560020154620186a0613dcf919061535a565b8660010154613dde9190615309565b613de89190615347565b613e1d565b620186a08560020154620186a0613e049190615320565b8660010154613e139190615309565b613e1d9190615347565b905082613e2c57808810613e30565b8088115b15613e6657600260405180604001604052806008815260200167736c69707061676560c01b81525096509650505050505061186e565b50613f43565b5f6001855460ff166004811115613e8557613e856150fc565b1480613e985750845462010000900460ff165b905080613edb5782613eb05784600401548811613eb8565b846004015488105b15613edb575f60405180602001604052805f81525096509650505050505061186e565b6002855460ff166004811115613ef357613ef36150fc565b14613f415782613f095784600301548810613f11565b846003015488115b15613f415780613f22576003613f24565b5f5b60405180602001604052805f81525096509650505050505061186e565b505b613f57818460010154848760060154614873565b613f945760026040518060400160405280601181526020017006f70656e20696e7465726573742063617607c1b815250955095505050505061186e565b505060408051602081019091525f8152600197909650945050505050565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ce93e6cd6040518163ffffffff1660e01b8152600401602060405180830381865afa15801561400f573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061403391906152de565b826004015461392f9190615320565b84545f9060ff161580614059575085600401548211155b1561406557505f614089565b8315158515151461407d578560010154831115614086565b85600101548310155b90505b95945050505050565b604051636b277e3760e01b81526001600160a01b0382811660048301525f9182917f00000000000000000000000000000000000000000000000000000000000000001690636b277e3790602401602060405180830381865afa1580156140fa573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061411e91906152de565b905080156141b257604051637e64454760e01b8152600481018290527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690637e64454790602401602060405180830381865afa158015614189573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906141ad919061561a565b6136a4565b5f9392505050565b6141d568327cb2734119d3b7a9601e1b64e8d4a51000615309565b811115610e605781816141f968327cb2734119d3b7a9601e1b64e8d4a51000615309565b604051631c55f9df60e31b8152600401610b9093929190615635565b5f836142235781831061228d565b5010919050565b6001600160a01b0382165f908152600c60205260409020548181101561427c5760405163fe385ced60e01b81526001600160a01b03841660048201526024810183905260448101829052606401610b90565b614286828261535a565b6001600160a01b0384165f908152600c6020526040812091909155600d80548492906142b390849061535a565b9091555050505050565b61430c604051806101400160405280606081526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b6040516314430e9160e11b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906328861d22906024015f60405180830381865afa15801561436e573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f1916820160405261439591908101906153e3565b8051519091505f036143bd57604051634cba20ef60e01b815260048101839052602401610b90565b806020015161382c57604051632385d16560e11b815260048101839052602401610b90565b805f0361440457816040516353a1e92b60e11b8152600401610b909190615659565b610e6082826141ba565b82610100015182101561444557610100830151604051635a95ce8f60e01b8152610b90918491600401918252602082015260400190565b818110156144705760405163e3835a2760e01b81526004810182905260248101839052604401610b90565b5f8261447f620186a084615309565b6144899190615347565b905083610120015181111561145a57610120840151604051633b7b1e4b60e01b8152610b90918391600401918252602082015260400190565b6144ce81858585614873565b61145a575f848152600b602052604090208484806144f05782600101546144f3565b82545b8587614503578560a00151614509565b85608001515b604051630386629d60e21b81526004810195909552921515602485015260448401919091526064830152608482015260a401610b90565b5f6136a483836148c1565b5f83815260036020819052604082209081015490910361456b5750505050565b5f5f5f61457b8460010154613b2f565b92509250925082801561459f5750600284015461459f90879060ff16878585614042565b156145d65760405163024bacb560e21b81526004810188905285151560248201526044810183905260648101829052608401610b90565b50505050505050565b805f036145eb57505050565b6001600160a01b0382165f9081526012602052604081208054839290614612908490615320565b90915550506040518181526001600160a01b0383169084907fe1872a97721553a4eba79b8a15644854ed8617ac50609d0893e90f8197a7213d9060200160405180910390a3505050565b5f5f60205f8451602086015f885af18061467b576040513d5f823e3d81fd5b50505f513d9150811561469257806001141561469f565b6001600160a01b0384163b155b1561145a57604051635274afe760e01b81526001600160a01b0385166004820152602401610b90565b82545f9060ff168160018260048111156146e4576146e46150fc565b14806146f75750855462010000900460ff165b60048701546003880154919250905f846004811115614718576147186150fc565b0361472a5760019450505050506136a4565b8261474d578661473d5781861115614742565b818610155b9450505050506136a4565b8661475b5780861015611a03565b909411159695505050505050565b6001600160a01b0382165f908152600c602052604081208054839290614790908490615320565b9250508190555080600d5f8282546147a89190615320565b90915550505050565b6147bb828261490d565b5f828152600760205260409020805460ff16156147e1576147e1838383600301546145df565b5f838152600760209081526040808320805460ff19168155600181018490556002810184905560038101849055600481018490556005018390556001600160a01b03851683526008909152902061483890846149b8565b506148446009846149b8565b5050505f90815260146020526040902080544360801b179055565b5f611200825490565b5f6136a483836149c3565b5f838152600b602052604081208184614890578160010154614893565b81545b9050846148a4578660a001516148aa565b86608001515b6148b48583615320565b1115979650505050505050565b5f81815260018301602052604081205461490657508154600181810184555f848152602080822090930184905584548482528286019093526040902091909155611200565b505f611200565b5f8281526005602090815260408083206006909252909120815460ff161561493e5761493e848484600301546145df565b805460ff161561495757614957848483600301546145df565b5050505f908152600560209081526040808320805460ff199081168255600180830186905560028084018790556003808501889055600494850188905560069096529386208054909216825581018590559182018490559181018390550155565b5f6136a483836149e9565b5f825f0182815481106149d8576149d861552d565b905f5260205f200154905092915050565b5f8181526001830160205260408120548015614ac3575f614a0b60018361535a565b85549091505f90614a1e9060019061535a565b9050808214614a7d575f865f018281548110614a3c57614a3c61552d565b905f5260205f200154905080875f018481548110614a5c57614a5c61552d565b5f918252602080832090910192909255918252600188019052604090208390555b8554869080614a8e57614a8e61566b565b600190038181905f5260205f20015f90559055856001015f8681526020019081526020015f205f905560019350505050611200565b5f915050611200565b5092915050565b604080516101a08101909152805f81526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b8015158114610ced575f5ffd5b803561382c81614b31565b803560ff8116811461382c575f5ffd5b634e487b7160e01b5f52604160045260245ffd5b60405161014081016001600160401b0381118282101715614b9057614b90614b59565b60405290565b604051601f8201601f191681016001600160401b0381118282101715614bbe57614bbe614b59565b604052919050565b5f6001600160401b03821115614bde57614bde614b59565b5060051b60200190565b5f82601f830112614bf7575f5ffd5b8135614c0a614c0582614bc6565b614b96565b8082825260208201915060208360051b860101925085831115614c2b575f5ffd5b602085015b83811015614c48578035835260209283019201614c30565b5095945050505050565b6001600160a01b0381168114610ced575f5ffd5b803561382c81614c52565b5f82601f830112614c80575f5ffd5b8135614c8e614c0582614bc6565b8082825260208201915060208360051b860101925085831115614caf575f5ffd5b602085015b83811015614c48578035614cc781614b31565b835260209283019201614cb4565b5f5f5f5f5f5f5f5f610100898b031215614ced575f5ffd5b88359750614cfd60208a01614b3e565b9650614d0b60408a01614b49565b955060608901356001600160401b03811115614d25575f5ffd5b614d318b828c01614be8565b955050614d4060808a01614c66565b935060a08901356001600160401b03811115614d5a575f5ffd5b614d668b828c01614c71565b93505060c08901356001600160401b03811115614d81575f5ffd5b614d8d8b828c01614be8565b92505060e08901356001600160401b03811115614da8575f5ffd5b614db48b828c01614be8565b9150509295985092959890939650565b5f60208284031215614dd4575f5ffd5b81356136a481614c52565b5f60208284031215614def575f5ffd5b5035919050565b5f5f60408385031215614e07575f5ffd5b8235614e1281614c52565b946020939093013593505050565b5f5f60408385031215614e31575f5ffd5b50508035926020909101359150565b5f5f60208385031215614e51575f5ffd5b82356001600160401b03811115614e66575f5ffd5b8301601f81018513614e76575f5ffd5b80356001600160401b03811115614e8b575f5ffd5b8560208260051b8401011115614e9f575f5ffd5b6020919091019590945092505050565b5f5f5f5f60808587031215614ec2575f5ffd5b8435935060208501356001600160401b03811115614ede575f5ffd5b614eea87828801614c71565b93505060408501356001600160401b03811115614f05575f5ffd5b614f1187828801614be8565b92505060608501356001600160401b03811115614f2c575f5ffd5b614f3887828801614be8565b91505092959194509250565b5f5f5f60608486031215614f56575f5ffd5b8335614f6181614c52565b92506020840135614f7181614c52565b929592945050506040919091013590565b6101408101614fbe8285805115158252602081015160208301526040810151604083015260608101516060830152608081015160808301525050565b8251151560a0830152602083015160c0830152604083015160e0830152606083015161010083015260808301516101208301526136a4565b5f5f5f60608486031215615008575f5ffd5b833561501381614c52565b95602085013595506040909401359392505050565b5f8151808452602084019350602083015f5b8281101561505857815186526020958601959091019060010161503a565b5093949350505050565b604081525f6150746040830185615028565b90508260208301529392505050565b5f5f5f5f5f60a08688031215615097575f5ffd5b8535945060208601356150a981614b31565b93506150b760408701614b49565b925060608601356001600160401b038111156150d1575f5ffd5b6150dd88828901614be8565b92505060808601356150ee81614c52565b809150509295509295909350565b634e487b7160e01b5f52602160045260245ffd5b60058110615120576151206150fc565b9052565b60048110615120576151206150fc565b5f6101a082019050615147828451615110565b60208301516151596020840182615124565b50604083015161516d604084018215159052565b50606083015160608301526080830151608083015260a083015160a083015260c083015160c083015260e083015160e083015261010083015161010083015261012083015161012083015261014083015161014083015261016083015161016083015261018083015161018083015292915050565b5f5f5f606084860312156151f4575f5ffd5b505081359360208301359350604090920135919050565b81516001600160a01b03168152610140810160208301516020830152604083015161523a604084018215159052565b50606083015160608301526080830151608083015260a083015160a083015260c083015160c083015260e083015160e08301526101008301516152896101008401826001600160a01b03169052565b5061012092830151919092015290565b5f5f5f5f608085870312156152ac575f5ffd5b84356152b781614c52565b93506020850135925060408501356152ce81614b31565b9396929550929360600135925050565b5f602082840312156152ee575f5ffd5b5051919050565b634e487b7160e01b5f52601160045260245ffd5b8082028115828204841417611200576112006152f5565b80820180821115611200576112006152f5565b634e487b7160e01b5f52601260045260245ffd5b5f8261535557615355615333565b500490565b81810381811115611200576112006152f5565b5f82601f83011261537c575f5ffd5b81516001600160401b0381111561539557615395614b59565b6153a8601f8201601f1916602001614b96565b8181528460208386010111156153bc575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b805161382c81614b31565b5f602082840312156153f3575f5ffd5b81516001600160401b03811115615408575f5ffd5b8201610140818503121561541a575f5ffd5b615422614b6d565b81516001600160401b03811115615437575f5ffd5b6154438682850161536d565b825250615452602083016153d8565b602082015260408281015190820152606080830151908201526080808301519082015260a0808301519082015260c0808301519082015260e08083015190820152610100808301519082015261012091820151918101919091529392505050565b8181035f831280158383131683831282161715614acc57614acc6152f5565b8082025f8212600160ff1b841416156154ed576154ed6152f5565b8181058314821517611200576112006152f5565b5f8261550f5761550f615333565b600160ff1b82145f1984141615615528576155286152f5565b500590565b634e487b7160e01b5f52603260045260245ffd5b5f60018201615552576155526152f5565b5060010190565b841515815261556b6020820185615110565b608060408201525f6155806080830185615028565b905060018060a01b038316606083015295945050505050565b8082018281125f8312801582168215821617156155b8576155b86152f5565b505092915050565b5f600160ff1b82016155d4576155d46152f5565b505f0390565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b604081525f61507460408301856155da565b5f6020828403121561562a575f5ffd5b81516136a481614c52565b606081525f61564760608301866155da565b60208301949094525060400152919050565b602081525f6136a460208301846155da565b634e487b7160e01b5f52603160045260245ffd",
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
// Solidity: constructor(address owner_, address stable_, address settings_, address oracle_, address referrals_, address keeperLogic_) returns()
func (vault *Vault) PackConstructor(owner_ common.Address, stable_ common.Address, settings_ common.Address, oracle_ common.Address, referrals_ common.Address, keeperLogic_ common.Address) []byte {
	enc, err := vault.abi.Pack("", owner_, stable_, settings_, oracle_, referrals_, keeperLogic_)
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
// Solidity: function execute(uint256[] ) returns(uint256)
func (vault *Vault) PackExecute(arg0 []*big.Int) []byte {
	enc, err := vault.abi.Pack("execute", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8ef16cd9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function execute(uint256[] ) returns(uint256)
func (vault *Vault) TryPackExecute(arg0 []*big.Int) ([]byte, error) {
	return vault.abi.Pack("execute", arg0)
}

// UnpackExecute is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8ef16cd9.
//
// Solidity: function execute(uint256[] ) returns(uint256)
func (vault *Vault) UnpackExecute(data []byte) (*big.Int, error) {
	out, err := vault.abi.Unpack("execute", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackFeeDebt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3e5a2760.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feeDebt(uint256 ) view returns(uint256)
func (vault *Vault) PackFeeDebt(arg0 *big.Int) []byte {
	enc, err := vault.abi.Pack("feeDebt", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeeDebt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3e5a2760.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feeDebt(uint256 ) view returns(uint256)
func (vault *Vault) TryPackFeeDebt(arg0 *big.Int) ([]byte, error) {
	return vault.abi.Pack("feeDebt", arg0)
}

// UnpackFeeDebt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3e5a2760.
//
// Solidity: function feeDebt(uint256 ) view returns(uint256)
func (vault *Vault) UnpackFeeDebt(data []byte) (*big.Int, error) {
	out, err := vault.abi.Unpack("feeDebt", data)
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
// Solidity: function getDecrease(uint256 posId) view returns((bool,uint256,uint256,uint256,uint256,uint256))
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
// Solidity: function getDecrease(uint256 posId) view returns((bool,uint256,uint256,uint256,uint256,uint256))
func (vault *Vault) TryPackGetDecrease(posId *big.Int) ([]byte, error) {
	return vault.abi.Pack("getDecrease", posId)
}

// UnpackGetDecrease is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2efc28f6.
//
// Solidity: function getDecrease(uint256 posId) view returns((bool,uint256,uint256,uint256,uint256,uint256))
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
func (vault *Vault) UnpackGetMarketState(data []byte) (VaultCoreMarketState, error) {
	out, err := vault.abi.Unpack("getMarketState", data)
	if err != nil {
		return *new(VaultCoreMarketState), err
	}
	out0 := *abi.ConvertType(out[0], new(VaultCoreMarketState)).(*VaultCoreMarketState)
	return out0, nil
}

// PackGetOrder is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd09ef241.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getOrder(uint256 posId) view returns((uint8,uint8,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256))
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
// Solidity: function getOrder(uint256 posId) view returns((uint8,uint8,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256))
func (vault *Vault) TryPackGetOrder(posId *big.Int) ([]byte, error) {
	return vault.abi.Pack("getOrder", posId)
}

// UnpackGetOrder is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd09ef241.
//
// Solidity: function getOrder(uint256 posId) view returns((uint8,uint8,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256))
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
// Solidity: function getTriggers(uint256 posId) view returns((bool,uint256,uint256,uint256,uint256) takeProfit, (bool,uint256,uint256,uint256,uint256) stopLoss)
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
// Solidity: function getTriggers(uint256 posId) view returns((bool,uint256,uint256,uint256,uint256) takeProfit, (bool,uint256,uint256,uint256,uint256) stopLoss)
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
// Solidity: function getTriggers(uint256 posId) view returns((bool,uint256,uint256,uint256,uint256) takeProfit, (bool,uint256,uint256,uint256,uint256) stopLoss)
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

// PackKeeperLogic is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6f609f82.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function keeperLogic() view returns(address)
func (vault *Vault) PackKeeperLogic() []byte {
	enc, err := vault.abi.Pack("keeperLogic")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackKeeperLogic is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6f609f82.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function keeperLogic() view returns(address)
func (vault *Vault) TryPackKeeperLogic() ([]byte, error) {
	return vault.abi.Pack("keeperLogic")
}

// UnpackKeeperLogic is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6f609f82.
//
// Solidity: function keeperLogic() view returns(address)
func (vault *Vault) UnpackKeeperLogic(data []byte) (common.Address, error) {
	out, err := vault.abi.Unpack("keeperLogic", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
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
// Solidity: function liquidatePosition(uint256 ) returns()
func (vault *Vault) PackLiquidatePosition(arg0 *big.Int) []byte {
	enc, err := vault.abi.Pack("liquidatePosition", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLiquidatePosition is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcdddd4e5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function liquidatePosition(uint256 ) returns()
func (vault *Vault) TryPackLiquidatePosition(arg0 *big.Int) ([]byte, error) {
	return vault.abi.Pack("liquidatePosition", arg0)
}

// PackLiquidatePositions is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4d452ec0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function liquidatePositions(uint256[] ) returns(uint256)
func (vault *Vault) PackLiquidatePositions(arg0 []*big.Int) []byte {
	enc, err := vault.abi.Pack("liquidatePositions", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLiquidatePositions is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4d452ec0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function liquidatePositions(uint256[] ) returns(uint256)
func (vault *Vault) TryPackLiquidatePositions(arg0 []*big.Int) ([]byte, error) {
	return vault.abi.Pack("liquidatePositions", arg0)
}

// UnpackLiquidatePositions is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4d452ec0.
//
// Solidity: function liquidatePositions(uint256[] ) returns(uint256)
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
// Solidity: function positionFigures(uint256 posId, uint256 price) view returns((uint256,int256,uint256,int256,uint256,int256,uint256,bool,uint256) f)
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
// Solidity: function positionFigures(uint256 posId, uint256 price) view returns((uint256,int256,uint256,int256,uint256,int256,uint256,bool,uint256) f)
func (vault *Vault) TryPackPositionFigures(posId *big.Int, price *big.Int) ([]byte, error) {
	return vault.abi.Pack("positionFigures", posId, price)
}

// UnpackPositionFigures is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x22e904a7.
//
// Solidity: function positionFigures(uint256 posId, uint256 price) view returns((uint256,int256,uint256,int256,uint256,int256,uint256,bool,uint256) f)
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

// VaultClientOrderTagged represents a ClientOrderTagged event raised by the Vault contract.
type VaultClientOrderTagged struct {
	PosId   *big.Int
	Account common.Address
	IdHash  [32]byte
	Raw     *types.Log // Blockchain specific contextual infos
}

const VaultClientOrderTaggedEventName = "ClientOrderTagged"

// ContractEventName returns the user-defined event name.
func (VaultClientOrderTagged) ContractEventName() string {
	return VaultClientOrderTaggedEventName
}

// UnpackClientOrderTaggedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ClientOrderTagged(uint256 indexed posId, address indexed account, bytes32 indexed idHash)
func (vault *Vault) UnpackClientOrderTaggedEvent(log *types.Log) (*VaultClientOrderTagged, error) {
	event := "ClientOrderTagged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultClientOrderTagged)
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
	if bytes.Equal(raw[:4], vault.abi.Errors["KeeperLogicMismatch"].ID.Bytes()[:4]) {
		return vault.UnpackKeeperLogicMismatchError(raw[4:])
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
	if bytes.Equal(raw[:4], vault.abi.Errors["OrderExecutable"].ID.Bytes()[:4]) {
		return vault.UnpackOrderExecutableError(raw[4:])
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
	if bytes.Equal(raw[:4], vault.abi.Errors["TriggerDue"].ID.Bytes()[:4]) {
		return vault.UnpackTriggerDueError(raw[4:])
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

// VaultKeeperLogicMismatch represents a KeeperLogicMismatch error raised by the Vault contract.
type VaultKeeperLogicMismatch struct {
	KeeperLogic common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error KeeperLogicMismatch(address keeperLogic)
func VaultKeeperLogicMismatchErrorID() common.Hash {
	return common.HexToHash("0xe52611301d607bb96b52206b3ae060f402642daf7f45be318769ee13a6904697")
}

// UnpackKeeperLogicMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error KeeperLogicMismatch(address keeperLogic)
func (vault *Vault) UnpackKeeperLogicMismatchError(raw []byte) (*VaultKeeperLogicMismatch, error) {
	out := new(VaultKeeperLogicMismatch)
	if err := vault.abi.UnpackIntoInterface(out, "KeeperLogicMismatch", raw); err != nil {
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

// VaultOrderExecutable represents a OrderExecutable error raised by the Vault contract.
type VaultOrderExecutable struct {
	PosId      *big.Int
	Price      *big.Int
	PriceRound *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OrderExecutable(uint256 posId, uint256 price, uint256 priceRound)
func VaultOrderExecutableErrorID() common.Hash {
	return common.HexToHash("0x486e3005579ef765bf8b9bb2b6d649ae4e910ec30ef123cc1cfb0b6a0274bfa9")
}

// UnpackOrderExecutableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OrderExecutable(uint256 posId, uint256 price, uint256 priceRound)
func (vault *Vault) UnpackOrderExecutableError(raw []byte) (*VaultOrderExecutable, error) {
	out := new(VaultOrderExecutable)
	if err := vault.abi.UnpackIntoInterface(out, "OrderExecutable", raw); err != nil {
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

// VaultTriggerDue represents a TriggerDue error raised by the Vault contract.
type VaultTriggerDue struct {
	PosId      *big.Int
	IsTP       bool
	Price      *big.Int
	PriceRound *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TriggerDue(uint256 posId, bool isTP, uint256 price, uint256 priceRound)
func VaultTriggerDueErrorID() common.Hash {
	return common.HexToHash("0x092eb2d42466e89e1a3acf6a0c7dea766996b3b8f50936fe88cba06e9432da4c")
}

// UnpackTriggerDueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TriggerDue(uint256 posId, bool isTP, uint256 price, uint256 priceRound)
func (vault *Vault) UnpackTriggerDueError(raw []byte) (*VaultTriggerDue, error) {
	out := new(VaultTriggerDue)
	if err := vault.abi.UnpackIntoInterface(out, "TriggerDue", raw); err != nil {
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
