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
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"owner_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"stable_\",\"type\":\"address\",\"internalType\":\"contractIERC20\"},{\"name\":\"settings_\",\"type\":\"address\",\"internalType\":\"contractISettings\"},{\"name\":\"oracle_\",\"type\":\"address\",\"internalType\":\"contractIOracle\"},{\"name\":\"referrals_\",\"type\":\"address\",\"internalType\":\"contractIReferralRegistry\"},{\"name\":\"keeperLogic_\",\"type\":\"address\",\"internalType\":\"contractVaultKeeper\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"BASIS_POINTS_DIVISOR\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"CLOSE_ALL\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_ORDER_LIFETIME\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_PRICE\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_TRIGGERS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_USD\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"PRICE_PRECISION\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"RATE_PRECISION\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"accountPositionIdsPage\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"start\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"count\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"ids\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"total\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"activeIdsPage\",\"inputs\":[{\"name\":\"start\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"count\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"ids\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"total\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"addCollateral\",\"inputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"addLiquidity\",\"inputs\":[{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"addTPSL\",\"inputs\":[{\"name\":\"_posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"_isTPs\",\"type\":\"bool[]\",\"internalType\":\"bool[]\"},{\"name\":\"_prices\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"_amountPercents\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"cancelPendingOrder\",\"inputs\":[{\"name\":\"_posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"claimRefunds\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"currentRates\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"fundingRate\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"borrowRateLong\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"borrowRateShort\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"decreasePosition\",\"inputs\":[{\"name\":\"_sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"_allowedPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"_posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"deposit\",\"inputs\":[{\"name\":\"_account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"_token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"_amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"depositSelf\",\"inputs\":[{\"name\":\"_token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"_amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"editOrder\",\"inputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"executable\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"execute\",\"inputs\":[{\"name\":\"\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"feeDebt\",\"inputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"feeReserve\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getDecrease\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIVault.DecreaseRequest\",\"components\":[{\"name\":\"pending\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"createdAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"oracleRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getMarketState\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structVaultCore.MarketState\",\"components\":[{\"name\":\"longOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"shortOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fundingIndex\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"borrowIndexLong\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"borrowIndexShort\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"lastAccrued\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getOrder\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIVault.Order\",\"components\":[{\"name\":\"orderType\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderType\"},{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderStatus\"},{\"name\":\"stopTriggered\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"acceptablePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"slippage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"limitPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"stopPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"createdAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"oracleRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getPosition\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIVault.Position\",\"components\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"averagePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"entryFundingIndex\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"entryBorrowIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"refer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"lastUpdated\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getTriggers\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"takeProfit\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"oracleRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"stopLoss\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"oracleRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"keeperLogic\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"lastPosId\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"liquidatePosition\",\"inputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"liquidatePositions\",\"inputs\":[{\"name\":\"\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"marginBalance\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"nativeRefunds\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"newPositionOrder\",\"inputs\":[{\"name\":\"_tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"_isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"_orderType\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"_params\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"_refer\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"newPositionOrderWithTPSL\",\"inputs\":[{\"name\":\"_tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"_isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"_orderType\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"_params\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"_refer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"_isTPs\",\"type\":\"bool[]\",\"internalType\":\"bool[]\"},{\"name\":\"_prices\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"_amountPercents\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"oracle\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIOracle\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"orderExpiry\",\"inputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"poolAmount\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"positionBlocks\",\"inputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"positionFigures\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"f\",\"type\":\"tuple\",\"internalType\":\"structIVault.Figures\",\"components\":[{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"pnl\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"borrowFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fundingFee\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"closingFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"netValue\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"maintenanceMargin\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"liquidatable\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"feeDebt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"referrals\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIReferralRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"referrerOf\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"removeCollateral\",\"inputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"removeLiquidity\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"renounceOwnership\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"settings\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractISettings\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stable\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIERC20\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stableScale\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"totalCollateral\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"totalEscrow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"totalMargin\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"tradingFee\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"transferOwnership\",\"inputs\":[{\"name\":\"newOwner\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"withdraw\",\"inputs\":[{\"name\":\"_token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"_amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"withdrawFees\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"ClientOrderTagged\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"idHash\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"CollateralChanged\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"added\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"feeDebtPaid\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"DecreaseCanceled\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"reason\",\"type\":\"string\",\"indexed\":false,\"internalType\":\"string\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"DecreaseRequested\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Deposit\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"from\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"FeesSettled\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"borrowFee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"fundingFee\",\"type\":\"int256\",\"indexed\":false,\"internalType\":\"int256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"LiquidityAdded\",\"inputs\":[{\"name\":\"from\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"LiquidityRemoved\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OrderCanceled\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"reason\",\"type\":\"string\",\"indexed\":false,\"internalType\":\"string\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OrderCreated\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"orderType\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"enumIVault.OrderType\"},{\"name\":\"params\",\"type\":\"uint256[]\",\"indexed\":false,\"internalType\":\"uint256[]\"},{\"name\":\"refer\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OrderEdited\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"params\",\"type\":\"uint256[]\",\"indexed\":false,\"internalType\":\"uint256[]\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OwnershipTransferred\",\"inputs\":[{\"name\":\"previousOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"newOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PositionClosed\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PositionDecreased\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"realisedPnl\",\"type\":\"int256\",\"indexed\":false,\"internalType\":\"int256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"payout\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PositionIncreased\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"size\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PositionLiquidated\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"liquidator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"netValue\",\"type\":\"int256\",\"indexed\":false,\"internalType\":\"int256\"},{\"name\":\"maintenanceMargin\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"toOwner\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ReferralPaid\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"refer\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"RefundCredited\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"TriggerExecuted\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"isTP\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"TriggerSet\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"isTP\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Withdraw\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"AmountOutOfRange\",\"inputs\":[{\"name\":\"which\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"max\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"CollateralBelowMinimum\",\"inputs\":[{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"minCollateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DecreaseAlreadyPending\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InsufficientMarginBalance\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"available\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InsufficientPoolLiquidity\",\"inputs\":[{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"available\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidAmountPercent\",\"inputs\":[{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidExecutionFee\",\"inputs\":[{\"name\":\"expected\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"sent\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidExpiry\",\"inputs\":[{\"name\":\"expiresAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"earliest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"latest\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidParamsLength\",\"inputs\":[{\"name\":\"length\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidPrice\",\"inputs\":[{\"name\":\"which\",\"type\":\"string\",\"internalType\":\"string\"}]},{\"type\":\"error\",\"name\":\"InvalidReferrer\",\"inputs\":[{\"name\":\"refer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"codeOwner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"InvalidSlippage\",\"inputs\":[{\"name\":\"slippage\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidStopLossPrice\",\"inputs\":[{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"referencePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidTakeProfitPrice\",\"inputs\":[{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"referencePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidTriggers\",\"inputs\":[{\"name\":\"reason\",\"type\":\"string\",\"internalType\":\"string\"}]},{\"type\":\"error\",\"name\":\"KeeperLogicMismatch\",\"inputs\":[{\"name\":\"keeperLogic\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"LeverageTooHigh\",\"inputs\":[{\"name\":\"leverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxLeverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"LeverageTooLow\",\"inputs\":[{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"MarketDisabled\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"MarketNotFound\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NativeTransferFailed\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NativeValueNotAccepted\",\"inputs\":[{\"name\":\"sent\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotKeeper\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotLiquidatable\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"netValue\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"maintenanceMargin\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotPositionOwner\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NothingToClaim\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"OpenInterestCapExceeded\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"openInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"cap\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"OrderExecutable\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"priceRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"OrderExpired\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"expiresAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"OrderNotPending\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"OwnableInvalidOwner\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"OwnableUnauthorizedAccount\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"PositionNotFound\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PriceBeyondAllowed\",\"inputs\":[{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"}]},{\"type\":\"error\",\"name\":\"PriceOutOfRange\",\"inputs\":[{\"name\":\"which\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"max\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ReentrancyGuardReentrantCall\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"SafeERC20FailedOperation\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"SizeDeltaExceedsPosition\",\"inputs\":[{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"StopAlreadyTriggered\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"stopPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"TriggerDue\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isTP\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"priceRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"UnsupportedOrderType\",\"inputs\":[{\"name\":\"orderType\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]},{\"type\":\"error\",\"name\":\"UnsupportedToken\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"WouldBeLiquidatable\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"netValue\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"maintenanceMargin\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ZeroAddress\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ZeroAmount\",\"inputs\":[]}]",
	ID:  "Vault",
	Bin: "0x610140604052348015610010575f5ffd5b5060405161606b38038061606b83398101604081905261002f91610415565b8585858585846001600160a01b03811661006357604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b61006c816103af565b50600180556001600160a01b038416158061008e57506001600160a01b038316155b806100a057506001600160a01b038216155b806100b257506001600160a01b038116155b156100d05760405163d92e233d60e01b815260040160405180910390fd5b5f846001600160a01b031663313ce5676040518163ffffffff1660e01b8152600401602060405180830381865afa15801561010d573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906101319190610498565b6001600160a01b038616608052905061014e60ff8216601e6104d3565b61015990600a6105cf565b60a052506001600160a01b0392831660c05290821660e05281166101005283161591508190506101fa5750846001600160a01b0316816001600160a01b03166322be3de16040518163ffffffff1660e01b8152600401602060405180830381865afa1580156101ca573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906101ee91906105da565b6001600160a01b031614155b806102765750836001600160a01b0316816001600160a01b031663e06174e46040518163ffffffff1660e01b8152600401602060405180830381865afa158015610246573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061026a91906105da565b6001600160a01b031614155b806102f25750826001600160a01b0316816001600160a01b0316637dc0d1d06040518163ffffffff1660e01b8152600401602060405180830381865afa1580156102c2573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906102e691906105da565b6001600160a01b031614155b8061036e5750816001600160a01b0316816001600160a01b031663d3dc75396040518163ffffffff1660e01b8152600401602060405180830381865afa15801561033e573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061036291906105da565b6001600160a01b031614155b1561039757604051630e52611360e41b81526001600160a01b038216600482015260240161005a565b6001600160a01b031661012052506105f59350505050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6001600160a01b0381168114610412575f5ffd5b50565b5f5f5f5f5f5f60c0878903121561042a575f5ffd5b8651610435816103fe565b6020880151909650610446816103fe565b6040880151909550610457816103fe565b6060880151909450610468816103fe565b6080880151909350610479816103fe565b60a088015190925061048a816103fe565b809150509295509295509295565b5f602082840312156104a8575f5ffd5b815160ff811681146104b8575f5ffd5b9392505050565b634e487b7160e01b5f52601160045260245ffd5b818103818111156104e6576104e66104bf565b92915050565b6001815b60018411156105275780850481111561050b5761050b6104bf565b600184161561051957908102905b60019390931c9280026104f0565b935093915050565b5f8261053d575060016104e6565b8161054957505f6104e6565b816001811461055f576002811461056957610585565b60019150506104e6565b60ff84111561057a5761057a6104bf565b50506001821b6104e6565b5060208310610133831016604e8410600b84101617156105a8575081810a6104e6565b6105b45f1984846104ec565b805f19048211156105c7576105c76104bf565b029392505050565b5f6104b8838361052f565b5f602082840312156105ea575f5ffd5b81516104b8816103fe565b60805160a05160c05160e05161010051610120516159336107385f395f81816106e4015261390001525f8181610a64015281816142a3015261432a01525f818161074001528181611e4e01528181611f43015281816129f3015281816131c001528181613d190152613dd201525f8181610abf01528181610bb501528181610dda0152818161105701528181611154015281816113e301528181611cbf01528181612303015281816123e80152818161246d0152818161377301528181613a6501528181613e890152818161419b015261451001525f818161069201528181610d0501528181610d58015281816113540152818161182c0152818161223a015261349001525f818161046301528181610da001528181611327015281816118a8015281816121b901528181612278015281816133b3015261346201526159335ff3fe608060405260043610610370575f3560e01c80638db7b5bc116101c8578063c96ba89d116100fd578063df2cf1701161009d578063f1d74c031161006d578063f1d74c0314610b22578063f2fde38b14610b4d578063f3fef3a314610b6c578063fd0d14c414610b7f575f5ffd5b8063df2cf17014610a99578063e06174e414610aae578063eaa674d114610ae1578063eb02c30114610af6575f5ffd5b8063d09ef241116100d8578063d09ef24114610a08578063d21cacdf14610a34578063d3dc753914610a53578063da36992a14610a86575f5ffd5b8063c96ba89d146109c2578063cabf4709146109d6578063cdddd4e5146109e9575f5ffd5b8063a693600b11610168578063b4e6840d11610143578063b4e6840d1461091e578063b4f1b53e1461093d578063b7631b9014610968578063c219a78514610993575f5ffd5b8063a693600b14610909578063a8f35adf146106b4578063b0a25a5414610389575f5ffd5b80639e3e7dd9116101a35780639e3e7dd914610889578063a201ccf6146108a8578063a3d89844146108c7578063a66d0faa146108dc575f5ffd5b80638db7b5bc146108535780638ef16cd91461063057806395082d251461086a575f5ffd5b80634ac8eb5f116102a9578063715018a61161024957806388b1f1c31161021957806388b1f1c31461078157806388eb4a1f146107eb5780638b50fde7146108185780638da5cb5b14610837575f5ffd5b8063715018a614610706578063789ff0e11461071a5780637dc0d1d01461072f5780638340f54914610762575f5ffd5b806359dfabd41161028457806359dfabd41461066e5780636691bdcb146106815780636a9b1891146106b45780636f609f82146106d3575f5ffd5b80634ac8eb5f1461061b5780634d452ec01461063057806351c6590a1461064f575f5ffd5b806322be3de1116103145780632b3ba681116102ef5780632b3ba681146105555780632efc28f6146105705780633a45e6fd146105dc5780633e5a2760146105f0575f5ffd5b806322be3de11461045257806322e904a71461049d57806323987cb71461052a575f5ffd5b8063164e68de1161034f578063164e68de146103c6578063192b46e8146103e55780631b0240ec146103f95780631cc75b8814610433575f5ffd5b80626c09e81461037457806301c11d9614610389578063126082cf146103b0575b5f5ffd5b610387610382366004614f2c565b610b9e565b005b348015610394575f5ffd5b5061039d610cd4565b6040519081526020015b60405180910390f35b3480156103bb575f5ffd5b5061039d620186a081565b3480156103d1575f5ffd5b506103876103e036600461501b565b610cf2565b3480156103f0575f5ffd5b5061039d5f1981565b348015610404575f5ffd5b50610418610413366004615036565b610dd4565b604080519384526020840192909252908201526060016103a7565b34801561043e575f5ffd5b5061038761044d36600461504d565b610f28565b34801561045d575f5ffd5b506104857f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016103a7565b3480156104a8575f5ffd5b506104bc6104b7366004615077565b610f48565b6040516103a791905f61012082019050825182526020830151602083015260408301516040830152606083015160608301526080830151608083015260a083015160a083015260c083015160c083015260e0830151151560e083015261010083015161010083015292915050565b348015610535575f5ffd5b5061039d61054436600461501b565b60126020525f908152604090205481565b348015610560575f5ffd5b5061039d670de0b6b3a764000081565b34801561057b575f5ffd5b5061058f61058a366004615036565b6111ec565b6040516103a791905f60c0820190508251151582526020830151602083015260408301516040830152606083015160608301526080830151608083015260a083015160a083015292915050565b3480156105e7575f5ffd5b5061038761127e565b3480156105fb575f5ffd5b5061039d61060a366004615036565b60136020525f908152604090205481565b348015610626575f5ffd5b5061039d60105481565b34801561063b575f5ffd5b5061039d61064a3660046150d7565b6112db565b34801561065a575f5ffd5b50610387610669366004615036565b6112ea565b61038761067c366004615115565b6113cc565b34801561068c575f5ffd5b5061039d7f000000000000000000000000000000000000000000000000000000000000000081565b3480156106bf575f5ffd5b506103876106ce366004615077565b611544565b3480156106de575f5ffd5b506104857f000000000000000000000000000000000000000000000000000000000000000081565b348015610711575f5ffd5b5061038761154c565b348015610725575f5ffd5b5061039d600f5481565b34801561073a575f5ffd5b506104857f000000000000000000000000000000000000000000000000000000000000000081565b34801561076d575f5ffd5b5061038761077c3660046151aa565b61155d565b34801561078c575f5ffd5b506107a061079b366004615036565b61157e565b6040516103a791905f60c082019050825182526020830151602083015260408301516040830152606083015160608301526080830151608083015260a083015160a083015292915050565b3480156107f6575f5ffd5b5061080a610805366004615036565b611609565b6040516103a79291906151e8565b348015610823575f5ffd5b50610387610832366004615036565b611705565b348015610842575f5ffd5b505f546001600160a01b0316610485565b34801561085e575f5ffd5b5061039d6301e1338081565b348015610875575f5ffd5b5061039d68327cb2734119d3b7a9601e1b81565b348015610894575f5ffd5b506103876108a336600461525c565b61180e565b3480156108b3575f5ffd5b506103876108c236600461504d565b611816565b3480156108d2575f5ffd5b5061039d60115481565b3480156108e7575f5ffd5b506108fb6108f63660046152a3565b61191c565b6040516103a792919061530f565b348015610914575f5ffd5b5061039d600e5481565b348015610929575f5ffd5b506108fb610938366004615077565b61194f565b348015610948575f5ffd5b5061039d610957366004615036565b60156020525f908152604090205481565b348015610973575f5ffd5b5061039d610982366004615036565b60146020525f908152604090205481565b34801561099e575f5ffd5b506109b26109ad366004615036565b61196a565b60405190151581526020016103a7565b3480156109cd575f5ffd5b5061039d600281565b6103876109e4366004615330565b611b05565b3480156109f4575f5ffd5b50610387610a03366004615036565b611b6d565b348015610a13575f5ffd5b50610a27610a22366004615036565b611b75565b6040516103a791906153e6565b348015610a3f575f5ffd5b50610485610a4e36600461501b565b611c77565b348015610a5e575f5ffd5b506104857f000000000000000000000000000000000000000000000000000000000000000081565b610387610a94366004615494565b611c81565b348015610aa4575f5ffd5b5061039d60025481565b348015610ab9575f5ffd5b506104857f000000000000000000000000000000000000000000000000000000000000000081565b348015610aec575f5ffd5b5061039d600d5481565b348015610b01575f5ffd5b50610b15610b10366004615036565b612063565b6040516103a791906154bd565b348015610b2d575f5ffd5b5061039d610b3c36600461501b565b600c6020525f908152604090205481565b348015610b58575f5ffd5b50610387610b6736600461501b565b612154565b610387610b7a36600461504d565b61218e565b348015610b8a575f5ffd5b5061039d610b9936600461554b565b6122e0565b610ba6612388565b5f610bb0876123b2565b90505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ae0ff2ff6040518163ffffffff1660e01b8152600401602060405180830381865afa158015610c0f573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610c339190615590565b90505f855182610c4391906155bb565b610c4d90846155d2565b9050803414610c7d5760405163bc0ca6dd60e01b8152600481018290523460248201526044015b60405180910390fd5b5f610c8c8c8c8c8c8c896124eb565b9050610cb481888888610cae60045f8881526020019081526020015f20612e2e565b88612e80565b610cbd816132b3565b50505050610cca60018055565b5050505050505050565b610cef68327cb2734119d3b7a9601e1b64e8d4a510006155bb565b81565b610cfa613326565b610d02612388565b5f7f0000000000000000000000000000000000000000000000000000000000000000600f54610d3191906155f9565b9050805f03610d53576040516312d37ee560e31b815260040160405180910390fd5b610d7d7f0000000000000000000000000000000000000000000000000000000000000000826155bb565b600f5f828254610d8d919061560c565b90915550610dc790506001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168383613352565b50610dd160018055565b50565b5f5f5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166328861d22866040518263ffffffff1660e01b8152600401610e2691815260200190565b5f60405180830381865afa158015610e40573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610e679190810190615695565b5f868152600b602052604081208054600182015493945090929091610e8c82846155d2565b90508015610ebb5780610e9f8385615765565b8660c00151610eae9190615784565b610eb891906157b3565b97505b600e548015610f1b5780818510610ed25781610ed4565b845b8760e00151610ee391906155bb565b610eed91906155f9565b975080818410610efd5781610eff565b835b8760e00151610f0e91906155bb565b610f1891906155f9565b96505b5050505050509193909250565b610f30612388565b610f3b3383836133b1565b610f4460018055565b5050565b610f906040518061012001604052805f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f151581526020015f81525090565b5f838152600360208190526040822090810154909103610fc65760405163f715480760e01b815260048101859052602401610c74565b5f5f5f610fd6846001015461354d565b60028701549295509093509150610ffe90859060ff16610ff65782610ff8565b835b8561361b565b606087015260408601528585526002840154600385015460058601546110299260ff169190896136a5565b6020860152600884015460018501546040516314430e9160e11b81526110e6926001600160a01b03908116927f0000000000000000000000000000000000000000000000000000000000000000909116916328861d22916110909160040190815260200190565b5f60405180830381865afa1580156110aa573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526110d19190810190615695565b6002870154600388015460ff90911690613721565b608086019081525f888152601360209081526040918290205461010089018190526004880154918901519289015160608a0151945161112995939493919261380f565b60a086015260038401546001850154604051632ac2959b60e01b81526111cf92916001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001691632ac2959b9161118b9160040190815260200190565b602060405180830381865afa1580156111a6573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906111ca9190615590565b613851565b60c0860181905260a08601511260e0860152509295945050505050565b6112216040518060c001604052805f151581526020015f81526020015f81526020015f81526020015f81526020015f81525090565b505f90815260076020908152604091829020825160c081018452815460ff1615158152600182015492810192909252600281015492820192909252600382015460608201526004820154608082015260059091015460a082015290565b611286612388565b335f90815260126020526040812054908190036112b6576040516312d37ee560e31b815260040160405180910390fd5b335f818152601260205260408120556112cf9082613871565b506112d960018055565b565b5f6112e46138fe565b92915050565b6112f2613326565b6112fa612388565b805f0361131a57604051631f2a200560e01b815260040160405180910390fd5b61134f6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001633308461393c565b6113797f0000000000000000000000000000000000000000000000000000000000000000826155bb565b600e5f82825461138991906155d2565b909155505060405181815233907fc17cea59c2955cb181b03393209566960365771dbba9dc3d510180e7cb3120889060200160405180910390a2610dd160018055565b6113d4612388565b5f6113de85613975565b90505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ae0ff2ff6040518163ffffffff1660e01b8152600401602060405180830381865afa15801561143d573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906114619190615590565b90505f85518261147191906155bb565b905080341461149c5760405163bc0ca6dd60e01b815260048101829052346024820152604401610c74565b60038301545f90156114b35750600583015461151a565b60015f89815260046020526040902054610100900460ff1660038111156114dc576114dc6153a9565b036114fe575f8881526004602052604090206114f790612e2e565b905061151a565b60405163f715480760e01b815260048101899052602401610c74565b611528888888888588612e80565b611531886132b3565b5050505061153e60018055565b50505050565b610f446138fe565b611554613326565b6112d95f6139f7565b611565612388565b6115708383836133b1565b61157960018055565b505050565b6115b16040518060c001604052805f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b505f908152600b6020908152604091829020825160c08101845281548152600182015492810192909252600281015492820192909252600382015460608201526004820154608082015260059091015460a082015290565b6116386040518060a001604052805f151581526020015f81526020015f81526020015f81526020015f81525090565b6116676040518060a001604052805f151581526020015f81526020015f81526020015f81526020015f81525090565b50505f9081526005602090815260408083206006835292819020815160a08082018452855460ff9081161515835260018088015484880152600280890154858801526003808a015460608088019190915260049a8b015460808089019190915289519687018a528854909516151586529287015498850198909852850154958301959095529483015493810193909352930154918101919091529091565b61170d612388565b61171681613975565b505f81815260046020526040902060018154610100900460ff166003811115611741576117416153a9565b1461176257604051632b8043ab60e11b815260048101839052602401610c74565b61176c8282613a46565b6117b7575f5f5f61177d8585613b1c565b92509250925082156117b35760405163486e300560e01b8152600481018690526024810183905260448101829052606401610c74565b5050505b600881015460408051808201909152601181527031b0b731b2b632b210313c9037bbb732b960791b60208201526117f09084905f613b82565b6117fa3382613871565b611803836132b3565b5050610dd160018055565b6115796138fe565b61181e613326565b611826612388565b5f6118517f0000000000000000000000000000000000000000000000000000000000000000836155bb565b9050600e5481111561188457600e546040516303eb0d9b60e51b8152610c74918391600401918252602082015260400190565b80600e5f828254611895919061560c565b909155506118cf90506001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168484613352565b826001600160a01b03167fc2c3f06e49b9f15e7b4af9055e183b0d73362e033ad82a07dec9bf98401717198360405161190a91815260200190565b60405180910390a250610f4460018055565b6001600160a01b0383165f90815260086020526040812060609190611942908585613c43565b915091505b935093915050565b60605f61195e60098585613c43565b915091505b9250929050565b5f8181526004602090815260408083206003909252822060018254610100900460ff16600381111561199e5761199e6153a9565b03611a23576119ad8483613a46565b156119bc575060019392505050565b5f5f5f6119cc8460010154613d14565b9250925092508215806119e3575084600a01548111155b156119f457505f9695505050505050565b5f6119ff8884613e47565b5090505f816003811115611a1557611a156153a9565b141598975050505050505050565b80600301545f03611a3757505f9392505050565b5f5f5f611a478460010154613d14565b5f8a8152600760205260409020805493965091945092509060ff168015611a885750611a7281614198565b80611a885750838015611a885750806005015482115b15611a9b57506001979650505050505050565b83611aad57505f979650505050505050565b5f8881526005602052604090206002860154611ad0919060ff1660018686614230565b80611af957505f8881526006602052604081206002870154611af99260ff909116908686614230565b98975050505050505050565b611b0d612388565b5f611b17846123b2565b9050803414611b425760405163bc0ca6dd60e01b815260048101829052346024820152604401610c74565b611b508686868686346124eb565b50611b5c6002546132b3565b50611b6660018055565b5050505050565b610dd16138fe565b611b7d614d2a565b5f828152600460205260409081902081516101a081019092528054829060ff166003811115611bae57611bae6153a9565b6003811115611bbf57611bbf6153a9565b81528154602090910190610100900460ff166003811115611be257611be26153a9565b6003811115611bf357611bf36153a9565b8152815462010000900460ff1615156020820152600182015460408201526002820154606082015260038201546080820152600482015460a0820152600582015460c0820152600682015460e0820152600782015461010082015260088201546101208201526009820154610140820152600a909101546101609091015292915050565b5f6112e482614280565b611c89612388565b5f611c9382613975565b905080600301545f03611cbc5760405163f715480760e01b815260048101839052602401610c74565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663d8f434536040518163ffffffff1660e01b8152600401602060405180830381865afa158015611d19573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611d3d9190615590565b9050803414611d685760405163bc0ca6dd60e01b815260048101829052346024820152604401610c74565b5f8381526007602052604090205460ff1615611d9a5760405163338ce1e560e11b815260048101849052602401610c74565b845f03611dba57604051631f2a200560e01b815260040160405180910390fd5b5f198514158015611dce5750816003015485115b15611dfc57600382015460405163b802af2560e01b8152610c74918791600401918252602082015260400190565b8315611f1557611e306040518060400160405280600c81526020016b616c6c6f776564507269636560a01b815250856143a8565b6001820154604051630e75722360e41b81525f916001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169163e757223091611e859160040190815260200190565b602060405180830381865afa158015611ea0573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611ec49190615590565b6002840154909150611eda9060ff168287614403565b15611f135760028301546040516314492b6360e31b8152600481018390526024810187905260ff90911615156044820152606401610c74565b505b6040518060c001604052806001151581526020018681526020018581526020013481526020014281526020017f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663146ca5316040518163ffffffff1660e01b8152600401602060405180830381865afa158015611f9d573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611fc19190615590565b90525f848152600760209081526040918290208351815460ff1916901515178155838201516001820155838301516002820155606084015160038201556080840151600482015560a090930151600590930192909255805187815291820186905284917f6629c3d02c6c54dedd1b24e09abfd76667388999633e687a855231c206674973910160405180910390a2612058836132b3565b505061157960018055565b6120c36040518061014001604052805f6001600160a01b031681526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f6001600160a01b031681526020015f81525090565b505f9081526003602081815260409283902083516101408101855281546001600160a01b039081168252600183015493820193909352600282015460ff1615159481019490945291820154606084015260048201546080840152600582015460a0840152600682015460c0840152600782015460e08401526008820154166101008301526009015461012082015290565b61215c613326565b6001600160a01b03811661218557604051631e4fbdf760e01b81525f6004820152602401610c74565b610dd1816139f7565b612196612388565b34156121b757604051632898910160e01b8152346004820152602401610c74565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316826001600160a01b03161461221457604051635f8b555b60e11b81526001600160a01b0383166004820152602401610c74565b805f0361223457604051631f2a200560e01b815260040160405180910390fd5b5f61225f7f0000000000000000000000000000000000000000000000000000000000000000836155bb565b905061226b3382614418565b61229f6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000163384613352565b604080516001600160a01b03851681526020810184905233917f9b1bfa7fa9ee420a16e124f794c35ac9f90472acc99140eb2f6447c714cad8eb910161190a565b5f61237d6122ed86614280565b6040516314430e9160e11b8152600481018790527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906328861d22906024015f60405180830381865afa15801561234f573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526123769190810190615695565b8585613721565b90505b949350505050565b6002600154036123ab57604051633ee5aeb560e01b815260040160405180910390fd5b6002600155565b5f600360ff831611156123dd576040516387d9aef360e01b815260ff83166004820152602401610c74565b60ff82161561246b577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ae0ff2ff6040518163ffffffff1660e01b8152600401602060405180830381865afa158015612442573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906124669190615590565b6112e4565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663d8f434536040518163ffffffff1660e01b8152600401602060405180830381865afa1580156124c7573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906112e49190615590565b5f5f6124f6886144ab565b9050845160041415801561250c57508451600514155b1561252f578451604051631e1a3c5b60e01b8152600401610c7491815260200190565b612537614d2a565b8660ff16600381111561254c5761254c6153a9565b8190600381111561255f5761255f6153a9565b90816003811115612572576125726153a9565b9052506001602082015280515f906003811115612591576125916153a9565b03612687576125e06040518060400160405280600f81526020016e61636365707461626c65507269636560881b815250875f815181106125d3576125d36157df565b60200260200101516145d0565b620186a0866001815181106125f7576125f76157df565b60200260200101511061263b5785600181518110612617576126176157df565b6020026020010151604051633ea12f5b60e11b8152600401610c7491815260200190565b855f8151811061264d5761264d6157df565b602002602001015181606001818152505085600181518110612671576126716157df565b6020026020010151816080018181525050612774565b60028151600381111561269c5761269c6153a9565b146126fd576126d96040518060400160405280600a8152602001696c696d6974507269636560b01b815250875f815181106125d3576125d36157df565b855f815181106126eb576126eb6157df565b60200260200101518160a00181815250505b600181516003811115612712576127126153a9565b146127745761274f6040518060400160405280600981526020016873746f70507269636560b81b815250876001815181106125d3576125d36157df565b85600181518110612762576127626157df565b60200260200101518160c00181815250505b61278f68327cb2734119d3b7a9601e1b64e8d4a510006155bb565b866002815181106127a2576127a26157df565b6020026020010151111561282b57856002815181106127c3576127c36157df565b602002602001015168327cb2734119d3b7a9601e1b64e8d4a510006127e891906155bb565b60405163d67237ef60e01b815260606004820152600a60648201526918dbdb1b185d195c985b60b21b60848201526024810192909252604482015260a401610c74565b61284668327cb2734119d3b7a9601e1b64e8d4a510006155bb565b86600381518110612859576128596157df565b602002602001015111156128de578560038151811061287a5761287a6157df565b602002602001015168327cb2734119d3b7a9601e1b64e8d4a5100061289f91906155bb565b60405163d67237ef60e01b8152606060048083019190915260648201526373697a6560e01b60848201526024810192909252604482015260a401610c74565b856002815181106128f1576128f16157df565b60200260200101518160e001818152505085600381518110612915576129156157df565b6020026020010151816101000181815250505f61293133614280565b90506001600160a01b0386161580159061295d5750806001600160a01b0316866001600160a01b031614155b1561298e57604051633f58711760e21b81526001600160a01b03808816600483015282166024820152604401610c74565b6129a2838360e001518461010001516145fc565b6129b38a8a846101000151866146b0565b6129c481848b856101000151613721565b6101208301526101408201859052426101608301526040805163146ca53160e01b815290516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169163146ca5319160048083019260209291908290030181865afa158015612a3c573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612a609190615590565b61018083015261012082015160e0830151612a86913391612a8191906155d2565b614418565b8161012001518260e00151612a9b91906155d2565b60115f828254612aab91906155d2565b9091555050600280545f90612abf906157f3565b919050819055935086516005148015612af2575086600481518110612ae657612ae66157df565b60200260200101515f14155b15612b8a575f82516003811115612b0b57612b0b6153a9565b03612b585786600481518110612b2357612b236157df565b602090810291909101015160405163266d1e8b60e21b815260048101919091525f602482018190526044820152606401610c74565b612b7b87600481518110612b6e57612b6e6157df565b602002602001015161472e565b5f858152601560205260409020555b604051806101400160405280336001600160a01b031681526020018b81526020018a151581526020015f81526020015f81526020015f81526020015f81526020015f8152602001826001600160a01b031681526020014281525060035f8681526020019081526020015f205f820151815f015f6101000a8154816001600160a01b0302191690836001600160a01b03160217905550602082015181600101556040820151816002015f6101000a81548160ff021916908315150217905550606082015181600301556080820151816004015560a0820151816005015560c0820151816006015560e08201518160070155610100820151816008015f6101000a8154816001600160a01b0302191690836001600160a01b0316021790555061012082015181600901559050508160045f8681526020019081526020015f205f820151815f015f6101000a81548160ff02191690836003811115612cee57612cee6153a9565b021790555060208201518154829061ff001916610100836003811115612d1657612d166153a9565b02179055506040828101518254901515620100000262ff000019909116178255606083015160018301556080830151600283015560a0830151600383015560c0830151600483015560e0830151600583015561010083015160068301556101208301516007830155610140830151600880840191909155610160840151600984015561018090930151600a90920191909155335f9081526020929092529020612dbf9085614797565b50612dcb600985614797565b505f8481526014602052604090819020439055825190518b91339187917f9a7a157a9d053f5ca20714e64b81eff3cb8671b5fabce9c60ba40a5b51bd99de91612e19918f918e90899061580b565b60405180910390a45050509695505050505050565b5f80825460ff166003811115612e4657612e466153a9565b03612e5357506001015490565b6002825460ff166003811115612e6b57612e6b6153a9565b03612e7857506004015490565b506003015490565b8451845181141580612e93575080845114155b15612ed3576040516354bd2af560e01b815260206004820152600f60248201526e0d8cadccee8d040dad2e6dac2e8c6d608b1b6044820152606401610c74565b801580612ee05750600281115b15612f16576040516354bd2af560e01b815260206004820152600560248201526418dbdd5b9d60da1b6044820152606401610c74565b806002148015612f5c575085600181518110612f3457612f346157df565b60200260200101511515865f81518110612f5057612f506157df565b60200260200101511515145b15612f96576040516354bd2af560e01b81526020600482015260096024820152686475706c696361746560b81b6044820152606401610c74565b5f878152600360205260408120905b828110156132a8575f878281518110612fc057612fc06157df565b602002602001015190505f878381518110612fdd57612fdd6157df565b60200260200101519050613010604051806040016040528060078152602001663a3934b3b3b2b960c91b815250836143a8565b80158061301f5750620186a081115b156130405760405163b4fb1d9160e01b815260048101829052602401610c74565b898381518110613052576130526157df565b6020026020010151156130ae578115806130815750600284015460ff1661307c5786821015613081565b868211155b156130a9576040516356b9037d60e01b81526004810183905260248101889052604401610c74565b6130f8565b8115806130d05750600284015460ff166130cb57868211156130d0565b868210155b156130f857604051633e73a6d360e01b81526004810183905260248101889052604401610c74565b5f8a848151811061310b5761310b6157df565b6020026020010151613129575f8c8152600660205260409020613137565b5f8c81526005602052604090205b805490915060ff1615613186576131688c828d878151811061315b5761315b6157df565b60200260200101516147a2565b84546003820154613186918e916001600160a01b0390911690614836565b805460ff191660019081178255810183905560028101829055600381018790556040805163146ca53160e01b815290516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169163146ca5319160048083019260209291908290030181865afa158015613209573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061322d9190615590565b81600401819055508b7f092d2f60ead100cfab978b838f118754af1b8e7808d6a754d92c81e875761a888c8681518110613269576132696157df565b602002602001015185856040516132959392919092151583526020830191909152604082015260600190565b60405180910390a2505050600101612fa5565b505050505050505050565b60443610156132bf5750565b36603f1981013590601f1901357f822623d487b92c49dd5222ce7907347c9ab29c56e5a899bd5938bda7561afb098101611579576040518290339085907fa58fa15583cb5bf0f8ad99b927d5da5c0333520d1c9352b9c359c6a4b079e9cc905f90a4505050565b5f546001600160a01b031633146112d95760405163118cdaa760e01b8152336004820152602401610c74565b6040516001600160a01b0383811660248301526044820183905261157991859182169063a9059cbb906064015b604051602081830303815290604052915060e01b6020820180516001600160e01b0383818316178352505050506148b3565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316826001600160a01b03161461340e57604051635f8b555b60e11b81526001600160a01b0383166004820152602401610c74565b805f0361342e57604051631f2a200560e01b815260040160405180910390fd5b6001600160a01b0383166134555760405163d92e233d60e01b815260040160405180910390fd5b61348a6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001633308461393c565b5f6134b57f0000000000000000000000000000000000000000000000000000000000000000836155bb565b6001600160a01b0385165f908152600c60205260408120805492935083929091906134e19084906155d2565b9250508190555080600d5f8282546134f991906155d2565b9091555050604080516001600160a01b038581168252602082018590523392908716917f7cfff908a4b583f36430b25d75964c458d8ede8a99bd61be750e97ee1b2f3a96910160405180910390a350505050565b5f818152600b6020526040902060028101546003820154600483015460058401549293919290919080158061358157504281145b1561358d575050613614565b5f613598824261560c565b90505f5f5f6135a68a610dd4565b91945092509050610e106135ba8585615784565b6135c491906157b3565b6135ce908a61584d565b9850610e106135dd85846155bb565b6135e791906155f9565b6135f190896155d2565b9750610e1061360085836155bb565b61360a91906155f9565b610f1890886155d2565b9193909250565b5f5f670de0b6b3a7640000856007015485613636919061560c565b866003015461364591906155bb565b61364f91906155f9565b9150670de0b6b3a764000085600601548461366a9190615765565b86600301546136799190615784565b61368391906157b3565b600286015490915060ff166119475761369b81615874565b9050935093915050565b5f8282036136b457505f612380565b5f8383116136cb576136c6838561560c565b6136d5565b6136d5848461560c565b90505f846136e383886155bb565b6136ed91906155f9565b90505f876136fd57858510613701565b8585115b9050806137165761371182615874565b611af9565b509695505050505050565b5f620186a08361373557846060015161373b565b84604001515b61374590846155bb565b61374f91906155f9565b90505f8111801561376857506001600160a01b03851615155b1561238057620186a07f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635426d32a6040518163ffffffff1660e01b8152600401602060405180830381865afa1580156137cd573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906137f19190615590565b6137fb90836155bb565b61380591906155f9565b61237d908261560c565b5f8183858761381e8a8c61584d565b6138289190615765565b6138329190615765565b61383c9190615765565b6138469190615765565b979650505050505050565b5f620186a061386083856155bb565b61386a91906155f9565b9392505050565b805f0361387c575050565b5f826001600160a01b0316826040515f6040518083038185875af1925050503d805f81146138c5576040519150601f19603f3d011682016040523d82523d5f602084013e6138ca565b606091505b50509050806115795760405163296c17bb60e21b81526001600160a01b038416600482015260248101839052604401610c74565b7f0000000000000000000000000000000000000000000000000000000000000000365f80375f5f365f845af43d5f5f3e80613937573d5ffd5b503d5ff35b6040516001600160a01b03848116602483015283811660448301526064820183905261153e9186918216906323b872dd9060840161337f565b5f81815260036020526040902080546001600160a01b03166139ad5760405163f715480760e01b815260048101839052602401610c74565b80546001600160a01b031633146139f257805460405163373b261560e11b8152600481018490523360248201526001600160a01b039091166044820152606401610c74565b919050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f80825460ff166003811115613a5e57613a5e6153a9565b03613afb577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ce93e6cd6040518163ffffffff1660e01b8152600401602060405180830381865afa158015613abf573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613ae39190615590565b8260090154613af291906155d2565b421190506112e4565b5f838152601560205260409020548015801590612380575042119392505050565b5f8281526003602052604081206001810154829182918290613b3d90613d14565b600285015491965094509091505f90613b5b90889060ff168761491f565b9050818015613b6d575086600a015484115b8015613b765750805b95505050509250925092565b5f83815260046020908152604080832060039092528220815461ff0019166103001782556007820154600583015492939192613bbe91906155d2565b90508060115f828254613bd1919061560c565b90915550508154613beb906001600160a01b0316826149c0565b8154613c019087906001600160a01b0316614a08565b857f48416a3834171849f68e1edd16ac3e06662024f45e1bc45c41b226e76bccc5fa8686604051613c339291906158bc565b60405180910390a2505050505050565b60605f613c4f85614ab6565b905080841115613c5d578093505b5f83613c69868461560c565b10613c7d57613c7884866155d2565b613c7f565b815b9050613c8b858261560c565b6001600160401b03811115613ca257613ca2614db0565b604051908082528060200260200182016040528015613ccb578160200160208202803683370190505b5092505f5b8351811015613d0a57613ce587878301614abf565b848281518110613cf757613cf76157df565b6020908102919091010152600101613cd0565b5050935093915050565b5f5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663e7572230856040518263ffffffff1660e01b8152600401613d6591815260200190565b602060405180830381865afa925050508015613d9e575060408051601f3d908101601f19168201909252613d9b91810190615590565b60015b613daf57505f915081905080613614565b604051632574116960e11b81526004810186905260019082906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690634ae822d290602401602060405180830381865afa158015613e17573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613e3b9190615590565b93509350935050613614565b5f82815260046020818152604080842060039092528084206002810154600182015492516314430e9160e11b815294850192909252606093909160ff169085907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906328861d22906024015f60405180830381865afa158015613ed5573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052613efc9190810190615695565b90508060200151613f3e5760026040518060400160405280600f81526020016e1b585c9ad95d08191a5cd8589b1959608a1b8152509550955050505050611963565b5f845460ff166003811115613f5557613f556153a9565b0361405257613f648885613a46565b15613f9857600260405180604001604052806007815260200166195e1c1a5c995960ca1b8152509550955050505050611963565b5f82613fd357620186a08560020154620186a0613fb5919061560c565b8660010154613fc491906155bb565b613fce91906155f9565b614003565b620186a08560020154620186a0613fea91906155d2565b8660010154613ff991906155bb565b61400391906155f9565b90508261401257808810614016565b8088115b1561404c57600260405180604001604052806008815260200167736c69707061676560c01b815250965096505050505050611963565b50614129565b5f6001855460ff16600381111561406b5761406b6153a9565b148061407e5750845462010000900460ff165b9050806140c15782614096578460040154881161409e565b846004015488105b156140c1575f60405180602001604052805f815250965096505050505050611963565b6002855460ff1660038111156140d9576140d96153a9565b1461412757826140ef57846003015488106140f7565b846003015488115b15614127578061410857600361410a565b5f5b60405180602001604052805f815250965096505050505050611963565b505b61413d818460010154848760060154614aca565b61417a5760026040518060400160405280601181526020017006f70656e20696e7465726573742063617607c1b8152509550955050505050611963565b505060408051602081019091525f8152600197909650945050505050565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ce93e6cd6040518163ffffffff1660e01b8152600401602060405180830381865afa1580156141f5573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906142199190615590565b826004015461422891906155d2565b421192915050565b84545f9060ff161580614247575085600401548211155b1561425357505f614277565b8315158515151461426b578560010154831115614274565b85600101548310155b90505b95945050505050565b604051636b277e3760e01b81526001600160a01b0382811660048301525f9182917f00000000000000000000000000000000000000000000000000000000000000001690636b277e3790602401602060405180830381865afa1580156142e8573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061430c9190615590565b905080156143a057604051637e64454760e01b8152600481018290527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690637e64454790602401602060405180830381865afa158015614377573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061439b91906158ce565b61386a565b5f9392505050565b6143c368327cb2734119d3b7a9601e1b64e8d4a510006155bb565b811115610f445781816143e768327cb2734119d3b7a9601e1b64e8d4a510006155bb565b604051631c55f9df60e31b8152600401610c74939291906158e9565b5f8361441157818310612380565b5010919050565b6001600160a01b0382165f908152600c60205260409020548181101561446a5760405163fe385ced60e01b81526001600160a01b03841660048201526024810183905260448101829052606401610c74565b614474828261560c565b6001600160a01b0384165f908152600c6020526040812091909155600d80548492906144a190849061560c565b9091555050505050565b6144fa604051806101400160405280606081526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b6040516314430e9160e11b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906328861d22906024015f60405180830381865afa15801561455c573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526145839190810190615695565b8051519091505f036145ab57604051634cba20ef60e01b815260048101839052602401610c74565b80602001516139f257604051632385d16560e11b815260048101839052602401610c74565b805f036145f257816040516353a1e92b60e11b8152600401610c74919061590d565b610f4482826143a8565b82610100015182101561463357610100830151604051635a95ce8f60e01b8152610c74918491600401918252602082015260400190565b8181101561465e5760405163e3835a2760e01b81526004810182905260248101839052604401610c74565b5f8261466d620186a0846155bb565b61467791906155f9565b905083610120015181111561153e57610120840151604051633b7b1e4b60e01b8152610c74918391600401918252602082015260400190565b6146bc81858585614aca565b61153e575f848152600b602052604090208484806146de5782600101546146e1565b82545b85876146f1578560a001516146f7565b85608001515b604051630386629d60e21b81526004810195909552921515602485015260448401919091526064830152608482015260a401610c74565b5f428211158061474a57506147476301e13380426155d2565b82115b15614793578161475b4260016155d2565b6147696301e13380426155d2565b60405163266d1e8b60e21b8152600481019390935260248301919091526044820152606401610c74565b5090565b5f61386a8383614b18565b5f8381526003602081905260408220908101549091036147c25750505050565b5f5f5f6147d28460010154613d14565b9250925092508280156147f6575060028401546147f690879060ff16878585614230565b1561482d5760405163024bacb560e21b81526004810188905285151560248201526044810183905260648101829052608401610c74565b50505050505050565b805f0361484257505050565b6001600160a01b0382165f90815260126020526040812080548392906148699084906155d2565b90915550506040518181526001600160a01b0383169084907fe1872a97721553a4eba79b8a15644854ed8617ac50609d0893e90f8197a7213d9060200160405180910390a3505050565b5f5f60205f8451602086015f885af1806148d2576040513d5f823e3d81fd5b50505f513d915081156148e95780600114156148f6565b6001600160a01b0384163b155b1561153e57604051635274afe760e01b81526001600160a01b0385166004820152602401610c74565b82545f9060ff1681600182600381111561493b5761493b6153a9565b148061494e5750855462010000900460ff165b60048701546003880154919250905f84600381111561496f5761496f6153a9565b0361498157600194505050505061386a565b826149a457866149945781861115614999565b818610155b94505050505061386a565b866149b25780861015611af9565b909411159695505050505050565b6001600160a01b0382165f908152600c6020526040812080548392906149e79084906155d2565b9250508190555080600d5f8282546149ff91906155d2565b90915550505050565b614a128282614b64565b5f828152600760205260409020805460ff1615614a3857614a3883838360030154614836565b5f838152600760209081526040808320805460ff19168155600181018490556002810184905560038101849055600481018490556005018390556001600160a01b038516835260089091529020614a8f9084614c0f565b50614a9b600984614c0f565b5050505f90815260146020526040902080544360801b179055565b5f6112e4825490565b5f61386a8383614c1a565b5f838152600b602052604081208184614ae7578160010154614aea565b81545b905084614afb578660a00151614b01565b86608001515b614b0b85836155d2565b1115979650505050505050565b5f818152600183016020526040812054614b5d57508154600181810184555f8481526020808220909301849055845484825282860190935260409020919091556112e4565b505f6112e4565b5f8281526005602090815260408083206006909252909120815460ff1615614b9557614b9584848460030154614836565b805460ff1615614bae57614bae84848360030154614836565b5050505f908152600560209081526040808320805460ff199081168255600180830186905560028084018790556003808501889055600494850188905560069096529386208054909216825581018590559182018490559181018390550155565b5f61386a8383614c40565b5f825f018281548110614c2f57614c2f6157df565b905f5260205f200154905092915050565b5f8181526001830160205260408120548015614d1a575f614c6260018361560c565b85549091505f90614c759060019061560c565b9050808214614cd4575f865f018281548110614c9357614c936157df565b905f5260205f200154905080875f018481548110614cb357614cb36157df565b5f918252602080832090910192909255918252600188019052604090208390555b8554869080614ce557614ce561591f565b600190038181905f5260205f20015f90559055856001015f8681526020019081526020015f205f9055600193505050506112e4565b5f9150506112e4565b5092915050565b604080516101a08101909152805f81526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b8015158114610dd1575f5ffd5b80356139f281614d88565b803560ff811681146139f2575f5ffd5b634e487b7160e01b5f52604160045260245ffd5b60405161014081016001600160401b0381118282101715614de757614de7614db0565b60405290565b604051601f8201601f191681016001600160401b0381118282101715614e1557614e15614db0565b604052919050565b5f6001600160401b03821115614e3557614e35614db0565b5060051b60200190565b5f82601f830112614e4e575f5ffd5b8135614e61614e5c82614e1d565b614ded565b8082825260208201915060208360051b860101925085831115614e82575f5ffd5b602085015b83811015614e9f578035835260209283019201614e87565b5095945050505050565b6001600160a01b0381168114610dd1575f5ffd5b80356139f281614ea9565b5f82601f830112614ed7575f5ffd5b8135614ee5614e5c82614e1d565b8082825260208201915060208360051b860101925085831115614f06575f5ffd5b602085015b83811015614e9f578035614f1e81614d88565b835260209283019201614f0b565b5f5f5f5f5f5f5f5f610100898b031215614f44575f5ffd5b88359750614f5460208a01614d95565b9650614f6260408a01614da0565b955060608901356001600160401b03811115614f7c575f5ffd5b614f888b828c01614e3f565b955050614f9760808a01614ebd565b935060a08901356001600160401b03811115614fb1575f5ffd5b614fbd8b828c01614ec8565b93505060c08901356001600160401b03811115614fd8575f5ffd5b614fe48b828c01614e3f565b92505060e08901356001600160401b03811115614fff575f5ffd5b61500b8b828c01614e3f565b9150509295985092959890939650565b5f6020828403121561502b575f5ffd5b813561386a81614ea9565b5f60208284031215615046575f5ffd5b5035919050565b5f5f6040838503121561505e575f5ffd5b823561506981614ea9565b946020939093013593505050565b5f5f60408385031215615088575f5ffd5b50508035926020909101359150565b5f5f83601f8401126150a7575f5ffd5b5081356001600160401b038111156150bd575f5ffd5b6020830191508360208260051b8501011115611963575f5ffd5b5f5f602083850312156150e8575f5ffd5b82356001600160401b038111156150fd575f5ffd5b61510985828601615097565b90969095509350505050565b5f5f5f5f60808587031215615128575f5ffd5b8435935060208501356001600160401b03811115615144575f5ffd5b61515087828801614ec8565b93505060408501356001600160401b0381111561516b575f5ffd5b61517787828801614e3f565b92505060608501356001600160401b03811115615192575f5ffd5b61519e87828801614e3f565b91505092959194509250565b5f5f5f606084860312156151bc575f5ffd5b83356151c781614ea9565b925060208401356151d781614ea9565b929592945050506040919091013590565b61014081016152248285805115158252602081015160208301526040810151604083015260608101516060830152608081015160808301525050565b8251151560a0830152602083015160c0830152604083015160e08301526060830151610100830152608083015161012083015261386a565b5f5f5f6040848603121561526e575f5ffd5b8335925060208401356001600160401b0381111561528a575f5ffd5b61529686828701615097565b9497909650939450505050565b5f5f5f606084860312156152b5575f5ffd5b83356152c081614ea9565b95602085013595506040909401359392505050565b5f8151808452602084019350602083015f5b828110156153055781518652602095860195909101906001016152e7565b5093949350505050565b604081525f61532160408301856152d5565b90508260208301529392505050565b5f5f5f5f5f60a08688031215615344575f5ffd5b85359450602086013561535681614d88565b935061536460408701614da0565b925060608601356001600160401b0381111561537e575f5ffd5b61538a88828901614e3f565b925050608086013561539b81614ea9565b809150509295509295909350565b634e487b7160e01b5f52602160045260245ffd5b60048110610dd157634e487b7160e01b5f52602160045260245ffd5b6153e2816153bd565b9052565b5f6101a0820190506153f98284516153d9565b602083015161540b60208401826153d9565b50604083015161541f604084018215159052565b50606083015160608301526080830151608083015260a083015160a083015260c083015160c083015260e083015160e083015261010083015161010083015261012083015161012083015261014083015161014083015261016083015161016083015261018083015161018083015292915050565b5f5f5f606084860312156154a6575f5ffd5b505081359360208301359350604090920135919050565b81516001600160a01b0316815261014081016020830151602083015260408301516154ec604084018215159052565b50606083015160608301526080830151608083015260a083015160a083015260c083015160c083015260e083015160e083015261010083015161553b6101008401826001600160a01b03169052565b5061012092830151919092015290565b5f5f5f5f6080858703121561555e575f5ffd5b843561556981614ea9565b935060208501359250604085013561558081614d88565b9396929550929360600135925050565b5f602082840312156155a0575f5ffd5b5051919050565b634e487b7160e01b5f52601160045260245ffd5b80820281158282048414176112e4576112e46155a7565b808201808211156112e4576112e46155a7565b634e487b7160e01b5f52601260045260245ffd5b5f82615607576156076155e5565b500490565b818103818111156112e4576112e46155a7565b5f82601f83011261562e575f5ffd5b81516001600160401b0381111561564757615647614db0565b61565a601f8201601f1916602001614ded565b81815284602083860101111561566e575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b80516139f281614d88565b5f602082840312156156a5575f5ffd5b81516001600160401b038111156156ba575f5ffd5b820161014081850312156156cc575f5ffd5b6156d4614dc4565b81516001600160401b038111156156e9575f5ffd5b6156f58682850161561f565b8252506157046020830161568a565b602082015260408281015190820152606080830151908201526080808301519082015260a0808301519082015260c0808301519082015260e08083015190820152610100808301519082015261012091820151918101919091529392505050565b8181035f831280158383131683831282161715614d2357614d236155a7565b8082025f8212600160ff1b8414161561579f5761579f6155a7565b81810583148215176112e4576112e46155a7565b5f826157c1576157c16155e5565b600160ff1b82145f19841416156157da576157da6155a7565b500590565b634e487b7160e01b5f52603260045260245ffd5b5f60018201615804576158046155a7565b5060010190565b8415158152615819846153bd565b836020820152608060408201525f61583460808301856152d5565b905060018060a01b038316606083015295945050505050565b8082018281125f83128015821682158216171561586c5761586c6155a7565b505092915050565b5f600160ff1b8201615888576158886155a7565b505f0390565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b604081525f615321604083018561588e565b5f602082840312156158de575f5ffd5b815161386a81614ea9565b606081525f6158fb606083018661588e565b60208301949094525060400152919050565b602081525f61386a602083018461588e565b634e487b7160e01b5f52603160045260245ffd",
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

// PackMAXORDERLIFETIME is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8db7b5bc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_ORDER_LIFETIME() view returns(uint256)
func (vault *Vault) PackMAXORDERLIFETIME() []byte {
	enc, err := vault.abi.Pack("MAX_ORDER_LIFETIME")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXORDERLIFETIME is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8db7b5bc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_ORDER_LIFETIME() view returns(uint256)
func (vault *Vault) TryPackMAXORDERLIFETIME() ([]byte, error) {
	return vault.abi.Pack("MAX_ORDER_LIFETIME")
}

// UnpackMAXORDERLIFETIME is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8db7b5bc.
//
// Solidity: function MAX_ORDER_LIFETIME() view returns(uint256)
func (vault *Vault) UnpackMAXORDERLIFETIME(data []byte) (*big.Int, error) {
	out, err := vault.abi.Unpack("MAX_ORDER_LIFETIME", data)
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

// PackAddCollateral is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa8f35adf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function addCollateral(uint256 , uint256 ) returns()
func (vault *Vault) PackAddCollateral(arg0 *big.Int, arg1 *big.Int) []byte {
	enc, err := vault.abi.Pack("addCollateral", arg0, arg1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAddCollateral is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa8f35adf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function addCollateral(uint256 , uint256 ) returns()
func (vault *Vault) TryPackAddCollateral(arg0 *big.Int, arg1 *big.Int) ([]byte, error) {
	return vault.abi.Pack("addCollateral", arg0, arg1)
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

// PackEditOrder is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9e3e7dd9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function editOrder(uint256 , uint256[] ) returns()
func (vault *Vault) PackEditOrder(arg0 *big.Int, arg1 []*big.Int) []byte {
	enc, err := vault.abi.Pack("editOrder", arg0, arg1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEditOrder is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9e3e7dd9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function editOrder(uint256 , uint256[] ) returns()
func (vault *Vault) TryPackEditOrder(arg0 *big.Int, arg1 []*big.Int) ([]byte, error) {
	return vault.abi.Pack("editOrder", arg0, arg1)
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

// PackOrderExpiry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb4f1b53e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function orderExpiry(uint256 ) view returns(uint256)
func (vault *Vault) PackOrderExpiry(arg0 *big.Int) []byte {
	enc, err := vault.abi.Pack("orderExpiry", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOrderExpiry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb4f1b53e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function orderExpiry(uint256 ) view returns(uint256)
func (vault *Vault) TryPackOrderExpiry(arg0 *big.Int) ([]byte, error) {
	return vault.abi.Pack("orderExpiry", arg0)
}

// UnpackOrderExpiry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb4f1b53e.
//
// Solidity: function orderExpiry(uint256 ) view returns(uint256)
func (vault *Vault) UnpackOrderExpiry(data []byte) (*big.Int, error) {
	out, err := vault.abi.Unpack("orderExpiry", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
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

// PackRemoveCollateral is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6a9b1891.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function removeCollateral(uint256 , uint256 ) returns()
func (vault *Vault) PackRemoveCollateral(arg0 *big.Int, arg1 *big.Int) []byte {
	enc, err := vault.abi.Pack("removeCollateral", arg0, arg1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRemoveCollateral is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6a9b1891.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function removeCollateral(uint256 , uint256 ) returns()
func (vault *Vault) TryPackRemoveCollateral(arg0 *big.Int, arg1 *big.Int) ([]byte, error) {
	return vault.abi.Pack("removeCollateral", arg0, arg1)
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

// VaultCollateralChanged represents a CollateralChanged event raised by the Vault contract.
type VaultCollateralChanged struct {
	PosId       *big.Int
	Account     common.Address
	Added       bool
	Amount      *big.Int
	FeeDebtPaid *big.Int
	Collateral  *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const VaultCollateralChangedEventName = "CollateralChanged"

// ContractEventName returns the user-defined event name.
func (VaultCollateralChanged) ContractEventName() string {
	return VaultCollateralChangedEventName
}

// UnpackCollateralChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CollateralChanged(uint256 indexed posId, address indexed account, bool added, uint256 amount, uint256 feeDebtPaid, uint256 collateral)
func (vault *Vault) UnpackCollateralChangedEvent(log *types.Log) (*VaultCollateralChanged, error) {
	event := "CollateralChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultCollateralChanged)
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

// VaultOrderEdited represents a OrderEdited event raised by the Vault contract.
type VaultOrderEdited struct {
	PosId  *big.Int
	Params []*big.Int
	Fee    *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const VaultOrderEditedEventName = "OrderEdited"

// ContractEventName returns the user-defined event name.
func (VaultOrderEdited) ContractEventName() string {
	return VaultOrderEditedEventName
}

// UnpackOrderEditedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OrderEdited(uint256 indexed posId, uint256[] params, uint256 fee)
func (vault *Vault) UnpackOrderEditedEvent(log *types.Log) (*VaultOrderEdited, error) {
	event := "OrderEdited"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultOrderEdited)
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
	if bytes.Equal(raw[:4], vault.abi.Errors["InvalidExpiry"].ID.Bytes()[:4]) {
		return vault.UnpackInvalidExpiryError(raw[4:])
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
	if bytes.Equal(raw[:4], vault.abi.Errors["OrderExpired"].ID.Bytes()[:4]) {
		return vault.UnpackOrderExpiredError(raw[4:])
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
	if bytes.Equal(raw[:4], vault.abi.Errors["StopAlreadyTriggered"].ID.Bytes()[:4]) {
		return vault.UnpackStopAlreadyTriggeredError(raw[4:])
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
	if bytes.Equal(raw[:4], vault.abi.Errors["WouldBeLiquidatable"].ID.Bytes()[:4]) {
		return vault.UnpackWouldBeLiquidatableError(raw[4:])
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

// VaultInvalidExpiry represents a InvalidExpiry error raised by the Vault contract.
type VaultInvalidExpiry struct {
	ExpiresAt *big.Int
	Earliest  *big.Int
	Latest    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidExpiry(uint256 expiresAt, uint256 earliest, uint256 latest)
func VaultInvalidExpiryErrorID() common.Hash {
	return common.HexToHash("0x99b47a2cc98c01f8fb030be387d21ba5aa1dc09323caa4339ca69059ffefe63f")
}

// UnpackInvalidExpiryError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidExpiry(uint256 expiresAt, uint256 earliest, uint256 latest)
func (vault *Vault) UnpackInvalidExpiryError(raw []byte) (*VaultInvalidExpiry, error) {
	out := new(VaultInvalidExpiry)
	if err := vault.abi.UnpackIntoInterface(out, "InvalidExpiry", raw); err != nil {
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

// VaultOrderExpired represents a OrderExpired error raised by the Vault contract.
type VaultOrderExpired struct {
	PosId     *big.Int
	ExpiresAt *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OrderExpired(uint256 posId, uint256 expiresAt)
func VaultOrderExpiredErrorID() common.Hash {
	return common.HexToHash("0x4b2d84db364a91e770868e6b301e0987c2210f5bf1b235bc37f0ef66abb7f3e2")
}

// UnpackOrderExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OrderExpired(uint256 posId, uint256 expiresAt)
func (vault *Vault) UnpackOrderExpiredError(raw []byte) (*VaultOrderExpired, error) {
	out := new(VaultOrderExpired)
	if err := vault.abi.UnpackIntoInterface(out, "OrderExpired", raw); err != nil {
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

// VaultStopAlreadyTriggered represents a StopAlreadyTriggered error raised by the Vault contract.
type VaultStopAlreadyTriggered struct {
	PosId     *big.Int
	StopPrice *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StopAlreadyTriggered(uint256 posId, uint256 stopPrice)
func VaultStopAlreadyTriggeredErrorID() common.Hash {
	return common.HexToHash("0xad3164106fb6c2baeb49d1af59420950dd2b7bb2d001ee0898d2d9d4f47f409a")
}

// UnpackStopAlreadyTriggeredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StopAlreadyTriggered(uint256 posId, uint256 stopPrice)
func (vault *Vault) UnpackStopAlreadyTriggeredError(raw []byte) (*VaultStopAlreadyTriggered, error) {
	out := new(VaultStopAlreadyTriggered)
	if err := vault.abi.UnpackIntoInterface(out, "StopAlreadyTriggered", raw); err != nil {
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

// VaultWouldBeLiquidatable represents a WouldBeLiquidatable error raised by the Vault contract.
type VaultWouldBeLiquidatable struct {
	PosId             *big.Int
	NetValue          *big.Int
	MaintenanceMargin *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WouldBeLiquidatable(uint256 posId, int256 netValue, uint256 maintenanceMargin)
func VaultWouldBeLiquidatableErrorID() common.Hash {
	return common.HexToHash("0x51c92b350f27a97d0655004666b5730e3e7b3bfc07651b048322971706d52407")
}

// UnpackWouldBeLiquidatableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WouldBeLiquidatable(uint256 posId, int256 netValue, uint256 maintenanceMargin)
func (vault *Vault) UnpackWouldBeLiquidatableError(raw []byte) (*VaultWouldBeLiquidatable, error) {
	out := new(VaultWouldBeLiquidatable)
	if err := vault.abi.UnpackIntoInterface(out, "WouldBeLiquidatable", raw); err != nil {
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
