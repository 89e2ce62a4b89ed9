// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package vaultkeeper

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

// VaultKeeperMetaData contains all meta data concerning the VaultKeeper contract.
var VaultKeeperMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"owner_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"stable_\",\"type\":\"address\",\"internalType\":\"contractIERC20\"},{\"name\":\"settings_\",\"type\":\"address\",\"internalType\":\"contractISettings\"},{\"name\":\"oracle_\",\"type\":\"address\",\"internalType\":\"contractIOracle\"},{\"name\":\"referrals_\",\"type\":\"address\",\"internalType\":\"contractIReferralRegistry\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"BASIS_POINTS_DIVISOR\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"CLOSE_ALL\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_ORDER_LIFETIME\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_PRICE\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_TRIGGERS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_USD\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"PRICE_PRECISION\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"RATE_PRECISION\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"addCollateral\",\"inputs\":[{\"name\":\"_posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"_amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"currentRates\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"fundingRate\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"borrowRateLong\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"borrowRateShort\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"editOrder\",\"inputs\":[{\"name\":\"_posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"_params\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"execute\",\"inputs\":[{\"name\":\"posIds\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"done\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"feeDebt\",\"inputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"feeReserve\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"lastPosId\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"liquidatePosition\",\"inputs\":[{\"name\":\"_posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"liquidatePositions\",\"inputs\":[{\"name\":\"_posIds\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"done\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"marginBalance\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"nativeRefunds\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"oracle\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIOracle\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"orderExpiry\",\"inputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"poolAmount\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"positionBlocks\",\"inputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"positionFigures\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"f\",\"type\":\"tuple\",\"internalType\":\"structIVault.Figures\",\"components\":[{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"pnl\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"borrowFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fundingFee\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"closingFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"netValue\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"maintenanceMargin\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"liquidatable\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"feeDebt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"referrals\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIReferralRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"removeCollateral\",\"inputs\":[{\"name\":\"_posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"_amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"renounceOwnership\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"settings\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractISettings\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stable\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIERC20\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stableScale\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"totalCollateral\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"totalEscrow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"totalMargin\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"transferOwnership\",\"inputs\":[{\"name\":\"newOwner\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"ClientOrderTagged\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"idHash\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"CollateralChanged\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"added\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"feeDebtPaid\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"DecreaseCanceled\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"reason\",\"type\":\"string\",\"indexed\":false,\"internalType\":\"string\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"DecreaseRequested\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Deposit\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"from\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"FeesSettled\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"borrowFee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"fundingFee\",\"type\":\"int256\",\"indexed\":false,\"internalType\":\"int256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"LiquidityAdded\",\"inputs\":[{\"name\":\"from\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"LiquidityRemoved\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OrderCanceled\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"reason\",\"type\":\"string\",\"indexed\":false,\"internalType\":\"string\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OrderCreated\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"orderType\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"enumIVault.OrderType\"},{\"name\":\"params\",\"type\":\"uint256[]\",\"indexed\":false,\"internalType\":\"uint256[]\"},{\"name\":\"refer\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OrderEdited\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"params\",\"type\":\"uint256[]\",\"indexed\":false,\"internalType\":\"uint256[]\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OwnershipTransferred\",\"inputs\":[{\"name\":\"previousOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"newOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PositionClosed\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PositionDecreased\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"realisedPnl\",\"type\":\"int256\",\"indexed\":false,\"internalType\":\"int256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"payout\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PositionIncreased\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"size\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PositionLiquidated\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"liquidator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"netValue\",\"type\":\"int256\",\"indexed\":false,\"internalType\":\"int256\"},{\"name\":\"maintenanceMargin\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"toOwner\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ReferralPaid\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"refer\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"RefundCredited\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"TriggerExecuted\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"isTP\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"TriggerSet\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"isTP\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Withdraw\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"AmountOutOfRange\",\"inputs\":[{\"name\":\"which\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"max\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"CollateralBelowMinimum\",\"inputs\":[{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"minCollateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DecreaseAlreadyPending\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InsufficientMarginBalance\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"available\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InsufficientPoolLiquidity\",\"inputs\":[{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"available\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidAmountPercent\",\"inputs\":[{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidExecutionFee\",\"inputs\":[{\"name\":\"expected\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"sent\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidExpiry\",\"inputs\":[{\"name\":\"expiresAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"earliest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"latest\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidParamsLength\",\"inputs\":[{\"name\":\"length\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidPrice\",\"inputs\":[{\"name\":\"which\",\"type\":\"string\",\"internalType\":\"string\"}]},{\"type\":\"error\",\"name\":\"InvalidReferrer\",\"inputs\":[{\"name\":\"refer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"codeOwner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"InvalidSlippage\",\"inputs\":[{\"name\":\"slippage\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidStopLossPrice\",\"inputs\":[{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"referencePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidTakeProfitPrice\",\"inputs\":[{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"referencePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidTriggers\",\"inputs\":[{\"name\":\"reason\",\"type\":\"string\",\"internalType\":\"string\"}]},{\"type\":\"error\",\"name\":\"KeeperLogicMismatch\",\"inputs\":[{\"name\":\"keeperLogic\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"LeverageTooHigh\",\"inputs\":[{\"name\":\"leverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxLeverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"LeverageTooLow\",\"inputs\":[{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"MarketDisabled\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"MarketNotFound\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NativeTransferFailed\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NativeValueNotAccepted\",\"inputs\":[{\"name\":\"sent\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotKeeper\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotLiquidatable\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"netValue\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"maintenanceMargin\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotPositionOwner\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NothingToClaim\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"OpenInterestCapExceeded\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"openInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"cap\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"OrderExecutable\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"priceRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"OrderExpired\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"expiresAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"OrderNotPending\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"OwnableInvalidOwner\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"OwnableUnauthorizedAccount\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"PositionNotFound\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PriceBeyondAllowed\",\"inputs\":[{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"}]},{\"type\":\"error\",\"name\":\"PriceOutOfRange\",\"inputs\":[{\"name\":\"which\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"max\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ReentrancyGuardReentrantCall\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"SizeDeltaExceedsPosition\",\"inputs\":[{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"StopAlreadyTriggered\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"stopPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"TriggerDue\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isTP\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"priceRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"UnsupportedOrderType\",\"inputs\":[{\"name\":\"orderType\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]},{\"type\":\"error\",\"name\":\"UnsupportedToken\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"WouldBeLiquidatable\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"netValue\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"maintenanceMargin\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ZeroAddress\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ZeroAmount\",\"inputs\":[]}]",
	ID:  "VaultKeeper",
	Bin: "0x610120604052348015610010575f5ffd5b506040516147f63803806147f683398101604081905261002f916101e8565b8484848484846001600160a01b03811661006257604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b61006b81610182565b50600180556001600160a01b038416158061008d57506001600160a01b038316155b8061009f57506001600160a01b038216155b806100b157506001600160a01b038116155b156100cf5760405163d92e233d60e01b815260040160405180910390fd5b5f846001600160a01b031663313ce5676040518163ffffffff1660e01b8152600401602060405180830381865afa15801561010c573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906101309190610259565b6001600160a01b038616608052905061014d60ff8216601e610294565b61015890600a610390565b60a052506001600160a01b0392831660c05290821660e05216610100525061039b95505050505050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6001600160a01b03811681146101e5575f5ffd5b50565b5f5f5f5f5f60a086880312156101fc575f5ffd5b8551610207816101d1565b6020870151909550610218816101d1565b6040870151909450610229816101d1565b606087015190935061023a816101d1565b608087015190925061024b816101d1565b809150509295509295909350565b5f60208284031215610269575f5ffd5b815160ff81168114610279575f5ffd5b9392505050565b634e487b7160e01b5f52601160045260245ffd5b818103818111156102a7576102a7610280565b92915050565b6001815b60018411156102e8578085048111156102cc576102cc610280565b60018416156102da57908102905b60019390931c9280026102b1565b935093915050565b5f826102fe575060016102a7565b8161030a57505f6102a7565b8160018114610320576002811461032a57610346565b60019150506102a7565b60ff84111561033b5761033b610280565b50506001821b6102a7565b5060208310610133831016604e8410600b8410161715610369575081810a6102a7565b6103755f1984846102ad565b805f190482111561038857610388610280565b029392505050565b5f61027983836102f0565b60805160a05160c05160e051610100516143a06104565f395f6104db01525f81816103e201528181610a730152818161148701528181611ba201528181611e7b0152611f3401525f818161050b0152818161058c015281816107ee015281816108eb01528181610b4101528181610d95015281816119e501528181611c90015281816125dd0152818161275f01528181612b2e01528181612f98015281816134d7015261375a01525f61039501525f61026c01526143a05ff3fe608060405234801561000f575f5ffd5b5060043610610208575f3560e01c80638db7b5bc1161011f578063b7631b90116100a9578063df2cf17011610079578063df2cf170146104fd578063e06174e414610506578063eaa674d11461052d578063f1d74c0314610536578063f2fde38b14610555575f5ffd5b8063b7631b901461049c578063c96ba89d146104bb578063cdddd4e5146104c3578063d3dc7539146104d6575f5ffd5b8063a3d89844116100ef578063a3d8984414610458578063a693600b14610461578063a8f35adf1461046a578063b0a25a541461020c578063b4f1b53e1461047d575f5ffd5b80638db7b5bc146104145780638ef16cd91461041f57806395082d25146104325780639e3e7dd914610445575f5ffd5b80633e5a2760116101a05780636a9b1891116101705780636a9b1891146103b7578063715018a6146103cc578063789ff0e1146103d45780637dc0d1d0146103dd5780638da5cb5b14610404575f5ffd5b80633e5a2760146103555780634ac8eb5f146103745780634d452ec01461037d5780636691bdcb14610390575f5ffd5b806322be3de1116101db57806322be3de11461026757806322e904a7146102a657806323987cb7146103275780632b3ba68114610346575f5ffd5b806301c11d961461020c578063126082cf14610227578063192b46e8146102315780631b0240ec14610239575b5f5ffd5b610214610568565b6040519081526020015b60405180910390f35b610214620186a081565b6102145f1981565b61024c610247366004613e16565b610586565b6040805193845260208401929092529082015260600161021e565b61028e7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b03909116815260200161021e565b6102b96102b4366004613e2d565b6106da565b60405161021e91905f61012082019050825182526020830151602083015260408301516040830152606083015160608301526080830151608083015260a083015160a083015260c083015160c083015260e0830151151560e083015261010083015161010083015292915050565b610214610335366004613e4d565b60126020525f908152604090205481565b610214670de0b6b3a764000081565b610214610363366004613e16565b60136020525f908152604090205481565b61021460105481565b61021461038b366004613eb4565b610983565b6102147f000000000000000000000000000000000000000000000000000000000000000081565b6103ca6103c5366004613e2d565b6109e3565b005b6103ca610d6b565b610214600f5481565b61028e7f000000000000000000000000000000000000000000000000000000000000000081565b5f546001600160a01b031661028e565b6102146301e1338081565b61021461042d366004613eb4565b610d7e565b61021468327cb2734119d3b7a9601e1b81565b6103ca610453366004613ef3565b610e95565b61021460115481565b610214600e5481565b6103ca610478366004613e2d565b61155f565b61021461048b366004613e16565b60156020525f908152604090205481565b6102146104aa366004613e16565b60146020525f908152604090205481565b610214600281565b6103ca6104d1366004613e16565b61175f565b61028e7f000000000000000000000000000000000000000000000000000000000000000081565b61021460025481565b61028e7f000000000000000000000000000000000000000000000000000000000000000081565b610214600d5481565b610214610544366004613e4d565b600c6020525f908152604090205481565b6103ca610563366004613e4d565b61177f565b61058368327cb2734119d3b7a9601e1b64e8d4a51000613f4f565b81565b5f5f5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166328861d22866040518263ffffffff1660e01b81526004016105d891815260200190565b5f60405180830381865afa1580156105f2573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610619919081019061403e565b5f868152600b60205260408120805460018201549394509092909161063e8284614110565b9050801561066d57806106518385614123565b8660c001516106609190614142565b61066a9190614185565b97505b600e5480156106cd57808185106106845781610686565b845b8760e001516106959190613f4f565b61069f91906141b1565b9750808184106106af57816106b1565b835b8760e001516106c09190613f4f565b6106ca91906141b1565b96505b5050505050509193909250565b6107226040518061012001604052805f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f151581526020015f81525090565b5f83815260036020819052604082209081015490910361075d5760405163f715480760e01b8152600481018590526024015b60405180910390fd5b5f5f5f61076d84600101546117b9565b6002870154929550909350915061079590859060ff1661078d578261078f565b835b85611887565b606087015260408601528585526002840154600385015460058601546107c09260ff16919089611912565b6020860152600884015460018501546040516314430e9160e11b815261087d926001600160a01b03908116927f0000000000000000000000000000000000000000000000000000000000000000909116916328861d22916108279160040190815260200190565b5f60405180830381865afa158015610841573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610868919081019061403e565b6002870154600388015460ff90911690611993565b608086019081525f888152601360209081526040918290205461010089018190526004880154918901519289015160608a015194516108c0959394939192611a8a565b60a086015260038401546001850154604051632ac2959b60e01b815261096692916001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001691632ac2959b916109229160040190815260200190565b602060405180830381865afa15801561093d573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061096191906141c4565b611acc565b60c0860181905260a08601511260e0860152509295945050505050565b5f61098c611aec565b5f5b828110156109d3576109b88484838181106109ab576109ab6141db565b905060200201355f611b16565b156109cb57816109c7816141ef565b9250505b60010161098e565b506109dd60018055565b92915050565b6109eb611aec565b5f6109f583611df4565b905080600301545f03610a1e5760405163f715480760e01b815260048101849052602401610754565b815f03610a3e57604051631f2a200560e01b815260040160405180910390fd5b5f5f610a4d8360010154611e76565b509150915081610ae6576001830154604051630e75722360e41b815260048101919091527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063e757223090602401602060405180830381865afa158015610ac0573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610ae491906141c4565b505b610af38360010154611fa9565b610afd855f611fe8565b508260040154841115610b2b5783836004015460405163d67237ef60e01b8152600401610754929190614207565b5f848460040154610b3c9190614234565b90505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166328861d2286600101546040518263ffffffff1660e01b8152600401610b9191815260200190565b5f60405180830381865afa158015610bab573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610bd2919081019061403e565b9050806101000151821015610c0b57610100810151604051635a95ce8f60e01b8152610754918491600401918252602082015260400190565b815f03610c3c57610120810151604051633b7b1e4b60e01b81525f1960048201526024810191909152604401610754565b5f82620186a08760030154610c519190613f4f565b610c5b91906141b1565b9050816101200151811115610c9457610120820151604051633b7b1e4b60e01b8152610754918391600401918252602082015260400190565b8286600401819055508660105f828254610cae9190614234565b90915550504260098701555f610cc489866106da565b90508060e0015115610d035760a081015160c08201516040516351c92b3560e01b8152600481018c905260248101929092526044820152606401610754565b610d0d3389612202565b604080515f808252602082018b90528183015260608101869052905133918b917f0fe33339e5e9977a513096fae8d86284b8c606fbb4f6bba219d416dcb1c2c6ab9181900360800190a350505050505050610d6760018055565b5050565b610d7361224a565b610d7c5f612276565b565b6040516335d2155560e11b81523360048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690636ba42aaa90602401602060405180830381865afa158015610de2573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610e069190614247565b610e255760405163ccf79b6760e01b8152336004820152602401610754565b610e2d611aec565b5f805b83811015610e8a575f5f610e5b878785818110610e4f57610e4f6141db565b905060200201356122c5565b9092509050610e6a8285614110565b93508015610e805784610e7c816141ef565b9550505b5050600101610e30565b506109d33382612531565b610e9d611aec565b5f610ea784611df4565b5f85815260046020526040902090915060018154610100900460ff166003811115610ed457610ed4614260565b14610ef557604051632b8043ab60e11b815260048101869052602401610754565b5f815460ff166003811115610f0c57610f0c614260565b03610f2c576040516387d9aef360e01b81525f6004820152602401610754565b60058314610f5057604051631e1a3c5b60e01b815260048101849052602401610754565b610f5a85826125be565b15610f92575f8581526015602052604090819020549051634b2d84db60e01b8152610754918791600401918252602082015260400190565b5f5f5f610f9f8885612694565b9250925092508215610fd55760405163486e300560e01b8152600481018990526024810183905260448101829052606401610754565b5f610fe386600101546126fa565b90506002855460ff166003811115610ffd57610ffd614260565b14611067576110466040518060400160405280600a8152602001696c696d6974507269636560b01b81525089895f81811061103a5761103a6141db565b9050602002013561281f565b87875f818110611058576110586141db565b60200291909101356003870155505b6001855460ff16600381111561107f5761107f614260565b1461113b57845462010000900460ff166110f1576110cb6040518060400160405280600981526020016873746f70507269636560b81b8152508989600181811061103a5761103a6141db565b878760018181106110de576110de6141db565b602002919091013560048701555061113b565b846004015488886001818110611109576111096141db565b905060200201351461113b57600480860154604051630ad3164160e41b81529182018b90526024820152604401610754565b61115668327cb2734119d3b7a9601e1b64e8d4a51000613f4f565b88886002818110611169576111696141db565b9050602002013511156111f05787876002818110611189576111896141db565b9050602002013568327cb2734119d3b7a9601e1b64e8d4a510006111ad9190613f4f565b60405163d67237ef60e01b815260606004820152600a60648201526918dbdb1b185d195c985b60b21b60848201526024810192909252604482015260a401610754565b61120b68327cb2734119d3b7a9601e1b64e8d4a51000613f4f565b8888600381811061121e5761121e6141db565b9050602002013511156112a1578787600381811061123e5761123e6141db565b9050602002013568327cb2734119d3b7a9601e1b64e8d4a510006112629190613f4f565b60405163d67237ef60e01b8152606060048083019190915260648201526373697a6560e01b60848201526024810192909252604482015260a401610754565b6112de81898960028181106112b8576112b86141db565b905060200201358a8a60038181106112d2576112d26141db565b9050602002013561284b565b60018601546002870154611310919060ff168a8a6003818110611303576113036141db565b9050602002013584612905565b600886015460028701545f91611350916001600160a01b0390911690849060ff168c8c6003818110611344576113446141db565b90506020020135611993565b90505f866007015487600501546113679190614110565b90505f828b8b600281811061137e5761137e6141db565b9050602002013561138f9190614110565b9050818111156113b1576113ac336113a78484614234565b612983565b6113c4565b6113c4336113bf8385614234565b612202565b80826011546113d39190614234565b6113dd9190614110565b6011558a8a60028181106113f3576113f36141db565b905060200201358b8b600381811061140d5761140d6141db565b60078c01879055602002919091013560068b01555060058901558a8a600481811061143a5761143a6141db565b905060200201355f1461146e576114698b8b600481811061145d5761145d6141db565b90506020020135612a16565b611470565b5f5b60155f8e81526020019081526020015f20819055507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663146ca5316040518163ffffffff1660e01b8152600401602060405180830381865afa1580156114e1573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061150591906141c4565b600a8901556040518c907f7db0aa65e1abfba427952c59de8c3e7fc3dc43f6c3ee7dd904aa788705dbd0a190611540908e908e908890614274565b60405180910390a250505050505050505061155a60018055565b505050565b611567611aec565b5f61157183611df4565b905080600301545f0361159a5760405163f715480760e01b815260048101849052602401610754565b815f036115ba57604051631f2a200560e01b815260040160405180910390fd5b6115d568327cb2734119d3b7a9601e1b64e8d4a51000613f4f565b82111561161357816115f868327cb2734119d3b7a9601e1b64e8d4a51000613f4f565b60405163d67237ef60e01b8152600401610754929190614207565b61161d3383612983565b61162a8160010154611fa9565b611634835f611fe8565b505f83815260136020526040812054908382106116515783611653565b815b905061165f8183614234565b5f86815260136020526040812091909155600e8054839290611682908490614110565b909155505f90506116938286614234565b84600401546116a29190614110565b905083600301548111156116d957600384015460405163e3835a2760e01b8152600481019190915260248101829052604401610754565b6116e38286614234565b60105f8282546116f39190614110565b90915550506004840181905542600985015560408051600181526020810187905290810183905260608101829052339087907f0fe33339e5e9977a513096fae8d86284b8c606fbb4f6bba219d416dcb1c2c6ab9060800160405180910390a350505050610d6760018055565b611767611aec565b611772816001611b16565b5061177c60018055565b50565b61178761224a565b6001600160a01b0381166117b057604051631e4fbdf760e01b81525f6004820152602401610754565b61177c81612276565b5f818152600b602052604090206002810154600382015460048301546005840154929391929091908015806117ed57504281145b156117f9575050611880565b5f6118048242614234565b90505f5f5f6118128a610586565b91945092509050610e106118268585614142565b6118309190614185565b61183a908a6142b0565b9850610e106118498584613f4f565b61185391906141b1565b61185d9089614110565b9750610e1061186c8583613f4f565b61187691906141b1565b6106ca9088614110565b9193909250565b5f5f670de0b6b3a76400008560070154856118a29190614234565b86600301546118b19190613f4f565b6118bb91906141b1565b9150670de0b6b3a76400008560060154846118d69190614123565b86600301546118e59190614142565b6118ef9190614185565b600286015490915060ff1661190a57611907816142cf565b90505b935093915050565b5f82820361192157505f61198b565b5f838311611938576119338385614234565b611942565b6119428484614234565b90505f846119508388613f4f565b61195a91906141b1565b90505f8761196a5785851061196e565b8585115b9050806119835761197e826142cf565b611985565b815b93505050505b949350505050565b5f620186a0836119a75784606001516119ad565b84604001515b6119b79084613f4f565b6119c191906141b1565b90505f811180156119da57506001600160a01b03851615155b1561198b57620186a07f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635426d32a6040518163ffffffff1660e01b8152600401602060405180830381865afa158015611a3f573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611a6391906141c4565b611a6d9083613f4f565b611a7791906141b1565b611a819082614234565b95945050505050565b5f81838587611a998a8c6142b0565b611aa39190614123565b611aad9190614123565b611ab79190614123565b611ac19190614123565b979650505050505050565b5f620186a0611adb8385613f4f565b611ae591906141b1565b9392505050565b600260015403611b0f57604051633ee5aeb560e01b815260040160405180910390fd5b6002600155565b5f828152600360205260408120600181015482908190611b3590611e76565b509150915082600301545f1480611b4a575081155b15611c155784611b5f575f93505050506109dd565b82600301545f03611b865760405163f715480760e01b815260048101879052602401610754565b6001830154604051630e75722360e41b815260048101919091527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063e757223090602401602060405180830381865afa158015611bef573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611c1391906141c4565b505b5f611c2087836106da565b90508060e00151611c70578515611c645760a081015160c0820151604051633964871d60e21b8152600481018a905260248101929092526044820152606401610754565b5f9450505050506109dd565b5f845f015f9054906101000a90046001600160a01b031690505f620186a07f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663a36a36306040518163ffffffff1660e01b8152600401602060405180830381865afa158015611cea573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611d0e91906141c4565b8760030154611d1d9190613f4f565b611d2791906141b1565b90505f611d398a886003015487612a7f565b9250505080821115611d49578091505b611d533383612202565b611d61836113bf8484614234565b611d6b8a84612d42565b336001600160a01b0316836001600160a01b03168b7f8e7c7a3df0eb15fd4ee257db730571ebe4eefe4342f2e6c9597551c868b93b82888860a001518960c00151888989611db99190614234565b604080519586526020860194909452928401919091526060830152608082015260a00160405180910390a45060019998505050505050505050565b5f81815260036020526040902080546001600160a01b0316611e2c5760405163f715480760e01b815260048101839052602401610754565b80546001600160a01b03163314611e7157805460405163373b261560e11b8152600481018490523360248201526001600160a01b039091166044820152606401610754565b919050565b5f5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663e7572230856040518263ffffffff1660e01b8152600401611ec791815260200190565b602060405180830381865afa925050508015611f00575060408051601f3d908101601f19168201909252611efd918101906141c4565b60015b611f1157505f915081905080611880565b604051632574116960e11b81526004810186905260019082906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690634ae822d290602401602060405180830381865afa158015611f79573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611f9d91906141c4565b93509350935050611880565b5f818152600b602052604090206005810154429003611fc6575050565b611fcf826117b9565b6004840155600383015560028201554260059091015550565b5f82815260036020908152604080832060018101548452600b90925282206002820154839060ff1661201e578160040154612024565b81600301545b90505f5f61203785848660020154611887565b600787018590556002860154600688015590925090505f61205882846142b0565b5f8a815260136020526040812054919250906120759083906142b0565b90505f5f8213156120f5575f88600401548310612096578860040154612098565b825b90506120a48184614234565b915080896004015f8282546120b99190614234565b925050819055508060105f8282546120d19190614234565b9250508190555080600e5f8282546120e99190614110565b9091555061216d915050565b5f82121561216d575f600e548361210b906142cf565b1061211857600e54612121565b612121836142cf565b905080896004015f8282546121369190614110565b925050819055508060105f82825461214e9190614110565b9250508190555080600e5f8282546121669190614234565b9091555050505b87600301548a146121965760038801546121878b83613f4f565b61219191906141b1565b612198565b805b98506121a48982614234565b5f8c81526013602052604090205582156121f45760408051868152602081018690528c917fdc131ff50e58f3423f13fb9786458da88b19339577c718bd4f5e6d1005635a2a910160405180910390a25b505050505050505092915050565b6001600160a01b0382165f908152600c602052604081208054839290612229908490614110565b9250508190555080600d5f8282546122419190614110565b90915550505050565b5f546001600160a01b03163314610d7c5760405163118cdaa760e01b8152336004820152602401610754565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f81815260036020526040812060018101548291908290819081906122e990611e76565b5f8a8152600460205260409020929550909350915060018154610100900460ff16600381111561231b5761231b614260565b036123b75761232a88826125be565b1561237a578060080154965061236b8860405180604001604052806007815260200166195e1c1a5c995960ca1b81525086612365575f612df0565b85612df0565b50949660019650945050505050565b83158061238b575080600a01548211155b1561239f57505f9788975095505050505050565b6123a98884612eb1565b965096505050505050915091565b84600301545f036123d157505f9788975095505050505050565b5f888152600760205260409020805460ff1615612471576123f181612f95565b156124415761242c8986612405575f612407565b855b60405180604001604052806007815260200166195e1c1a5c995960ca1b81525061302d565b6124369089614110565b975060019650612471565b8480156124515750806005015483115b156124715761246089856130f4565b61246a9089614110565b9750600196505b8461248157505050505050915091565b5f86600301541180156124b257505f89815260056020526040902060028701546124b2919060ff166001878761322e565b156124d4576124c38960018661327c565b6124cd9089614110565b9750600196505b5f866003015411801561250557505f89815260066020526040812060028801546125059260ff90911690878761322e565b1561252657612515895f8661327c565b61251f9089614110565b9750600196505b505050505050915091565b805f0361253c575050565b5f826001600160a01b0316826040515f6040518083038185875af1925050503d805f8114612585576040519150601f19603f3d011682016040523d82523d5f602084013e61258a565b606091505b505090508061155a5760405163296c17bb60e21b81526001600160a01b038416600482015260248101839052604401610754565b5f80825460ff1660038111156125d6576125d6614260565b03612673577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ce93e6cd6040518163ffffffff1660e01b8152600401602060405180830381865afa158015612637573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061265b91906141c4565b826009015461266a9190614110565b421190506109dd565b5f83815260156020526040902054801580159061198b575042119392505050565b5f82815260036020526040812060018101548291829182906126b590611e76565b600285015491965094509091505f906126d390889060ff1687613367565b90508180156126e5575086600a015484115b80156126ee5750805b95505050509250925092565b612749604051806101400160405280606081526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b6040516314430e9160e11b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906328861d22906024015f60405180830381865afa1580156127ab573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526127d2919081019061403e565b8051519091505f036127fa57604051634cba20ef60e01b815260048101839052602401610754565b8060200151611e7157604051632385d16560e11b815260048101839052602401610754565b805f0361284157816040516353a1e92b60e11b81526004016107549190614317565b610d67828261340b565b82610100015182101561288257610100830151604051635a95ce8f60e01b8152610754918491600401918252602082015260400190565b818110156128ad5760405163e3835a2760e01b81526004810182905260248101839052604401610754565b5f826128bc620186a084613f4f565b6128c691906141b1565b90508361012001518111156128ff57610120840151604051633b7b1e4b60e01b8152610754918391600401918252602082015260400190565b50505050565b61291181858585613466565b6128ff575f848152600b60205260409020848480612933578260010154612936565b82545b8587612946578560a0015161294c565b85608001515b604051630386629d60e21b81526004810195909552921515602485015260448401919091526064830152608482015260a401610754565b6001600160a01b0382165f908152600c6020526040902054818110156129d55760405163fe385ced60e01b81526001600160a01b03841660048201526024810183905260448101829052606401610754565b6129df8282614234565b6001600160a01b0384165f908152600c6020526040812091909155600d8054849290612a0c908490614234565b9091555050505050565b5f4282111580612a325750612a2f6301e1338042614110565b82115b15612a7b5781612a43426001614110565b612a516301e1338042614110565b60405163266d1e8b60e21b8152600481019390935260248301919091526044820152606401610754565b5090565b5f838152600360205260408120600181015482918291612a9e90611fa9565b5f612aa98888611fe8565b90505f82600301548814612adb578260030154888460040154612acc9190613f4f565b612ad691906141b1565b612ae1565b82600401545b60028401546005850154919250612b009160ff909116908a908a611912565b600884015460018501546040516314430e9160e11b81529298505f92612bb6926001600160a01b03908116927f0000000000000000000000000000000000000000000000000000000000000000909116916328861d2291612b679160040190815260200190565b5f60405180830381865afa158015612b81573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052612ba8919081019061403e565b600287015460ff168c611993565b90505f5f8813612bc6575f612bc8565b875b9050600e54811115612bd95750600e545b5f5f8912612be7575f612bf0565b612bf0896142cf565b905081600e5f828254612c039190614234565b90915550612c1390508285614110565b9650868310612c225786612c24565b825b9750612c308888614234565b9650612c3c8582614110565b90505f878210612c4c5787612c4e565b815b9050612c5a8189614234565b975080600e5f828254612c6d9190614110565b90915550506008870154612c8c908e906001600160a01b03168b6134b4565b8460105f828254612c9d9190614234565b9250508190555084876004015f828254612cb79190614234565b925050819055508b876003015f828254612cd19190614234565b909155505042600988015560018701545f908152600b60205260409020600288015460ff1615612d18578c815f015f828254612d0d9190614234565b90915550612d319050565b8c816001015f828254612d2b9190614234565b90915550505b505050505050505093509350939050565b612d4c82826135e5565b5f828152600760205260409020805460ff1615612d7257612d7283838360030154613690565b5f838152600760209081526040808320805460ff19168155600181018490556002810184905560038101849055600481018490556005018390556001600160a01b038516835260089091529020612dc9908461370d565b50612dd560098461370d565b5050505f90815260146020526040902080544360801b179055565b5f83815260046020908152604080832060039092528220815461ff0019166103001782556007820154600583015492939192612e2c9190614110565b90508060115f828254612e3f9190614234565b90915550508154612e59906001600160a01b031682612202565b8154612e6f9087906001600160a01b0316612d42565b857f48416a3834171849f68e1edd16ac3e06662024f45e1bc45c41b226e76bccc5fa8686604051612ea1929190614329565b60405180910390a2505050505050565b5f5f5f5f612ebf8686613718565b5f888152600460205260408120929450909250836003811115612ee457612ee4614260565b03612ef7575f5f94509450505050612f8e565b600881015494506003836003811115612f1257612f12614260565b03612f4b57805462ff0000191662010000178155612f316002866141b1565b600890910180548290039055935060019250612f8e915050565b6002836003811115612f5f57612f5f614260565b03612f7c57612f6f878388612df0565b5060019250612f8e915050565b612f868787613a69565b506001925050505b9250929050565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ce93e6cd6040518163ffffffff1660e01b8152600401602060405180830381865afa158015612ff2573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061301691906141c4565b82600401546130259190614110565b421192915050565b5f838152600760208181526040808420815160c081018352815460ff811615158252600183018054838701526002840180548487019081526003860180546060870152600487018054608088015260058801805460a08901528f8d529a90995260ff1990941690955590889055879055869055928590559284905591519151909186917f13ff53e385d681e211988ec1b15576ca0b78b3c8688848659414d737ef28a755916130e091889190889061434a565b60405180910390a260600151949350505050565b5f82815260036020818152604080842060078352818520825160c081018452815460ff161515815260018201549481019490945260028101549284018390529384015460608401526004840154608084015260059093015460a0830152158015906131735750600282015460408201516131739160ff16908690613c1d565b156131b8576131af8585604051806040016040528060148152602001731c1c9a58d94818995e5bdb9908185b1b1bddd95960621b81525061302d565b925050506109dd565b5f8581526007602090815260408220805460ff191681556001810183905560028101839055600380820184905560048201849055600590910192909255606083015191840154908301519194506132269187911061321a578260200151613220565b83600301545b86613c32565b505092915050565b84545f9060ff161580613245575085600401548211155b1561325157505f611a81565b83151585151514613269578560010154831115613272565b85600101548310155b9695505050505050565b5f5f83613295575f8581526006602052604090206132a3565b5f8581526005602052604090205b5f868152600360208190526040822060028401549181015493945092620186a0916132cd91613f4f565b6132d791906141b1565b90508015806132ec5750620186a08360020154145b156132f8575060038101545b600383018054845460ff191685555f9091556040805188151581526020810188905290810183905290945087907ff2de18ed99b45d7f3c9455b97f2899d0c35120ece3aa3dbd7e7951a1f1a0e0609060600160405180910390a261335d878287613c32565b5050509392505050565b82545f9060ff1681600182600381111561338357613383614260565b14806133965750855462010000900460ff165b60048701546003880154919250905f8460038111156133b7576133b7614260565b036133c9576001945050505050611ae5565b826133ec57866133dc57818611156133e1565b818610155b945050505050611ae5565b866133fa57808610156133ff565b808611155b98975050505050505050565b61342668327cb2734119d3b7a9601e1b64e8d4a51000613f4f565b811115610d6757818161344a68327cb2734119d3b7a9601e1b64e8d4a51000613f4f565b604051631c55f9df60e31b815260040161075493929190614368565b5f838152600b602052604081208184613483578160010154613486565b81545b905084613497578660a0015161349d565b86608001515b6134a78583614110565b1115979650505050505050565b5f6001600160a01b038316158015906134cc57505f82115b156135c057620186a07f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663a23d00b16040518163ffffffff1660e01b8152600401602060405180830381865afa158015613531573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061355591906141c4565b61355f9084613f4f565b61356991906141b1565b905080156135c05761357b8382612202565b826001600160a01b0316847fc4543071547b8a46356a608c7c050fcc6957a8b366ffe1737529b08b629e646b836040516135b791815260200190565b60405180910390a35b6135ca8183614234565b600f5f8282546135da9190614110565b909155505050505050565b5f8281526005602090815260408083206006909252909120815460ff16156136165761361684848460030154613690565b805460ff161561362f5761362f84848360030154613690565b5050505f908152600560209081526040808320805460ff199081168255600180830186905560028084018790556003808501889055600494850188905560069096529386208054909216825581018590559182018490559181018390550155565b805f0361369c57505050565b6001600160a01b0382165f90815260126020526040812080548392906136c3908490614110565b90915550506040518181526001600160a01b0383169084907fe1872a97721553a4eba79b8a15644854ed8617ac50609d0893e90f8197a7213d9060200160405180910390a3505050565b5f611ae58383613d2c565b5f82815260046020818152604080842060039092528084206002810154600182015492516314430e9160e11b815294850192909252606093909160ff169085907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906328861d22906024015f60405180830381865afa1580156137a6573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526137cd919081019061403e565b9050806020015161380f5760026040518060400160405280600f81526020016e1b585c9ad95d08191a5cd8589b1959608a1b8152509550955050505050612f8e565b5f845460ff16600381111561382657613826614260565b036139235761383588856125be565b1561386957600260405180604001604052806007815260200166195e1c1a5c995960ca1b8152509550955050505050612f8e565b5f826138a457620186a08560020154620186a06138869190614234565b86600101546138959190613f4f565b61389f91906141b1565b6138d4565b620186a08560020154620186a06138bb9190614110565b86600101546138ca9190613f4f565b6138d491906141b1565b9050826138e3578088106138e7565b8088115b1561391d57600260405180604001604052806008815260200167736c69707061676560c01b815250965096505050505050612f8e565b506139fa565b5f6001855460ff16600381111561393c5761393c614260565b148061394f5750845462010000900460ff165b9050806139925782613967578460040154881161396f565b846004015488105b15613992575f60405180602001604052805f815250965096505050505050612f8e565b6002855460ff1660038111156139aa576139aa614260565b146139f857826139c057846003015488106139c8565b846003015488115b156139f857806139d95760036139db565b5f5b60405180602001604052805f815250965096505050505050612f8e565b505b613a0e818460010154848760060154613466565b613a4b5760026040518060400160405280601181526020017006f70656e20696e7465726573742063617607c1b8152509550955050505050612f8e565b505060408051602081019091525f8152600197909650945050505050565b5f82815260036020908152604080832060049092529091206001820154613a8f90611fa9565b60018201545f908152600b602052604090206006808301546003850155600580840154600486015584018590556002808301549185019190915583015460ff16613add578060040154613ae3565b80600301545b6007840155426009840155600283015460ff1615613b1c578160060154815f015f828254613b119190614110565b90915550613b399050565b8160060154816001015f828254613b339190614110565b90915550505b815461ff00191661020017825560078201546005830154613b5a9190614110565b60115f828254613b6a9190614234565b90915550506005820154601080545f90613b85908490614110565b909155505060088301546007830154613bab9187916001600160a01b03909116906134b4565b82546006830154600584015460078501546040516001600160a01b039094169389937fe80a6b78f88f08b92cac13fc3aa5b23cf4753f8fb8bd85e4b356b670634f77f793613c0e938b845260208401929092526040830152606082015260800190565b60405180910390a35050505050565b5f83613c2b5781831061198b565b5010919050565b5f838152600360205260408120908080613c4d878787612a7f565b86549295509093509150613c6a906001600160a01b031682612202565b8354604080518781526020810189905290810185905260608101849052608081018390526001600160a01b039091169088907fe684ec4fbc3c3ad9bff9805beead79d753052a816a31275c7fdc94364ff8e66b9060a00160405180910390a383600301545f03613d23578354613cea9088906001600160a01b0316612d42565b83546040516001600160a01b039091169088907fcefaf961c5013063cf501ffd9f9382e9b9c4b15741ad032fe93d7e9c7c733b22905f90a35b50505050505050565b5f8181526001830160205260408120548015613e06575f613d4e600183614234565b85549091505f90613d6190600190614234565b9050808214613dc0575f865f018281548110613d7f57613d7f6141db565b905f5260205f200154905080875f018481548110613d9f57613d9f6141db565b5f918252602080832090910192909255918252600188019052604090208390555b8554869080613dd157613dd161438c565b600190038181905f5260205f20015f90559055856001015f8681526020019081526020015f205f9055600193505050506109dd565b5f9150506109dd565b5092915050565b5f60208284031215613e26575f5ffd5b5035919050565b5f5f60408385031215613e3e575f5ffd5b50508035926020909101359150565b5f60208284031215613e5d575f5ffd5b81356001600160a01b0381168114611ae5575f5ffd5b5f5f83601f840112613e83575f5ffd5b50813567ffffffffffffffff811115613e9a575f5ffd5b6020830191508360208260051b8501011115612f8e575f5ffd5b5f5f60208385031215613ec5575f5ffd5b823567ffffffffffffffff811115613edb575f5ffd5b613ee785828601613e73565b90969095509350505050565b5f5f5f60408486031215613f05575f5ffd5b83359250602084013567ffffffffffffffff811115613f22575f5ffd5b613f2e86828701613e73565b9497909650939450505050565b634e487b7160e01b5f52601160045260245ffd5b80820281158282048414176109dd576109dd613f3b565b634e487b7160e01b5f52604160045260245ffd5b604051610140810167ffffffffffffffff81118282101715613f9e57613f9e613f66565b60405290565b5f82601f830112613fb3575f5ffd5b815167ffffffffffffffff811115613fcd57613fcd613f66565b604051601f8201601f19908116603f0116810167ffffffffffffffff81118282101715613ffc57613ffc613f66565b604052818152838201602001851015614013575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b80518015158114611e71575f5ffd5b5f6020828403121561404e575f5ffd5b815167ffffffffffffffff811115614064575f5ffd5b82016101408185031215614076575f5ffd5b61407e613f7a565b815167ffffffffffffffff811115614094575f5ffd5b6140a086828501613fa4565b8252506140af6020830161402f565b602082015260408281015190820152606080830151908201526080808301519082015260a0808301519082015260c0808301519082015260e08083015190820152610100808301519082015261012091820151918101919091529392505050565b808201808211156109dd576109dd613f3b565b8181035f831280158383131683831282161715613e0f57613e0f613f3b565b8082025f8212600160ff1b8414161561415d5761415d613f3b565b81810583148215176109dd576109dd613f3b565b634e487b7160e01b5f52601260045260245ffd5b5f8261419357614193614171565b600160ff1b82145f19841416156141ac576141ac613f3b565b500590565b5f826141bf576141bf614171565b500490565b5f602082840312156141d4575f5ffd5b5051919050565b634e487b7160e01b5f52603260045260245ffd5b5f6001820161420057614200613f3b565b5060010190565b606080825260069082015265185b5bdd5b9d60d21b60808201526020810192909252604082015260a00190565b818103818111156109dd576109dd613f3b565b5f60208284031215614257575f5ffd5b611ae58261402f565b634e487b7160e01b5f52602160045260245ffd5b604080825281018390525f6001600160fb1b03841115614292575f5ffd5b8360051b808660608501376020830193909352500160600192915050565b8082018281125f83128015821682158216171561322657613226613f3b565b5f600160ff1b82016142e3576142e3613f3b565b505f0390565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f611ae560208301846142e9565b604081525f61433b60408301856142e9565b90508260208301529392505050565b838152826020820152606060408201525f611a8160608301846142e9565b606081525f61437a60608301866142e9565b60208301949094525060400152919050565b634e487b7160e01b5f52603160045260245ffd",
}

// VaultKeeper is an auto generated Go binding around an Ethereum contract.
type VaultKeeper struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *VaultKeeper) GetABI() abi.ABI {
	return c.abi
}

// NewVaultKeeper creates a new instance of VaultKeeper.
func NewVaultKeeper() *VaultKeeper {
	parsed, err := VaultKeeperMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &VaultKeeper{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *VaultKeeper) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address owner_, address stable_, address settings_, address oracle_, address referrals_) returns()
func (vaultKeeper *VaultKeeper) PackConstructor(owner_ common.Address, stable_ common.Address, settings_ common.Address, oracle_ common.Address, referrals_ common.Address) []byte {
	enc, err := vaultKeeper.abi.Pack("", owner_, stable_, settings_, oracle_, referrals_)
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
func (vaultKeeper *VaultKeeper) PackBASISPOINTSDIVISOR() []byte {
	enc, err := vaultKeeper.abi.Pack("BASIS_POINTS_DIVISOR")
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
func (vaultKeeper *VaultKeeper) TryPackBASISPOINTSDIVISOR() ([]byte, error) {
	return vaultKeeper.abi.Pack("BASIS_POINTS_DIVISOR")
}

// UnpackBASISPOINTSDIVISOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x126082cf.
//
// Solidity: function BASIS_POINTS_DIVISOR() view returns(uint256)
func (vaultKeeper *VaultKeeper) UnpackBASISPOINTSDIVISOR(data []byte) (*big.Int, error) {
	out, err := vaultKeeper.abi.Unpack("BASIS_POINTS_DIVISOR", data)
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
func (vaultKeeper *VaultKeeper) PackCLOSEALL() []byte {
	enc, err := vaultKeeper.abi.Pack("CLOSE_ALL")
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
func (vaultKeeper *VaultKeeper) TryPackCLOSEALL() ([]byte, error) {
	return vaultKeeper.abi.Pack("CLOSE_ALL")
}

// UnpackCLOSEALL is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x192b46e8.
//
// Solidity: function CLOSE_ALL() view returns(uint256)
func (vaultKeeper *VaultKeeper) UnpackCLOSEALL(data []byte) (*big.Int, error) {
	out, err := vaultKeeper.abi.Unpack("CLOSE_ALL", data)
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
func (vaultKeeper *VaultKeeper) PackMAXORDERLIFETIME() []byte {
	enc, err := vaultKeeper.abi.Pack("MAX_ORDER_LIFETIME")
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
func (vaultKeeper *VaultKeeper) TryPackMAXORDERLIFETIME() ([]byte, error) {
	return vaultKeeper.abi.Pack("MAX_ORDER_LIFETIME")
}

// UnpackMAXORDERLIFETIME is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8db7b5bc.
//
// Solidity: function MAX_ORDER_LIFETIME() view returns(uint256)
func (vaultKeeper *VaultKeeper) UnpackMAXORDERLIFETIME(data []byte) (*big.Int, error) {
	out, err := vaultKeeper.abi.Unpack("MAX_ORDER_LIFETIME", data)
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
func (vaultKeeper *VaultKeeper) PackMAXPRICE() []byte {
	enc, err := vaultKeeper.abi.Pack("MAX_PRICE")
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
func (vaultKeeper *VaultKeeper) TryPackMAXPRICE() ([]byte, error) {
	return vaultKeeper.abi.Pack("MAX_PRICE")
}

// UnpackMAXPRICE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x01c11d96.
//
// Solidity: function MAX_PRICE() view returns(uint256)
func (vaultKeeper *VaultKeeper) UnpackMAXPRICE(data []byte) (*big.Int, error) {
	out, err := vaultKeeper.abi.Unpack("MAX_PRICE", data)
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
func (vaultKeeper *VaultKeeper) PackMAXTRIGGERS() []byte {
	enc, err := vaultKeeper.abi.Pack("MAX_TRIGGERS")
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
func (vaultKeeper *VaultKeeper) TryPackMAXTRIGGERS() ([]byte, error) {
	return vaultKeeper.abi.Pack("MAX_TRIGGERS")
}

// UnpackMAXTRIGGERS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc96ba89d.
//
// Solidity: function MAX_TRIGGERS() view returns(uint256)
func (vaultKeeper *VaultKeeper) UnpackMAXTRIGGERS(data []byte) (*big.Int, error) {
	out, err := vaultKeeper.abi.Unpack("MAX_TRIGGERS", data)
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
func (vaultKeeper *VaultKeeper) PackMAXUSD() []byte {
	enc, err := vaultKeeper.abi.Pack("MAX_USD")
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
func (vaultKeeper *VaultKeeper) TryPackMAXUSD() ([]byte, error) {
	return vaultKeeper.abi.Pack("MAX_USD")
}

// UnpackMAXUSD is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb0a25a54.
//
// Solidity: function MAX_USD() view returns(uint256)
func (vaultKeeper *VaultKeeper) UnpackMAXUSD(data []byte) (*big.Int, error) {
	out, err := vaultKeeper.abi.Unpack("MAX_USD", data)
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
func (vaultKeeper *VaultKeeper) PackPRICEPRECISION() []byte {
	enc, err := vaultKeeper.abi.Pack("PRICE_PRECISION")
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
func (vaultKeeper *VaultKeeper) TryPackPRICEPRECISION() ([]byte, error) {
	return vaultKeeper.abi.Pack("PRICE_PRECISION")
}

// UnpackPRICEPRECISION is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95082d25.
//
// Solidity: function PRICE_PRECISION() view returns(uint256)
func (vaultKeeper *VaultKeeper) UnpackPRICEPRECISION(data []byte) (*big.Int, error) {
	out, err := vaultKeeper.abi.Unpack("PRICE_PRECISION", data)
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
func (vaultKeeper *VaultKeeper) PackRATEPRECISION() []byte {
	enc, err := vaultKeeper.abi.Pack("RATE_PRECISION")
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
func (vaultKeeper *VaultKeeper) TryPackRATEPRECISION() ([]byte, error) {
	return vaultKeeper.abi.Pack("RATE_PRECISION")
}

// UnpackRATEPRECISION is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2b3ba681.
//
// Solidity: function RATE_PRECISION() view returns(uint256)
func (vaultKeeper *VaultKeeper) UnpackRATEPRECISION(data []byte) (*big.Int, error) {
	out, err := vaultKeeper.abi.Unpack("RATE_PRECISION", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAddCollateral is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa8f35adf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function addCollateral(uint256 _posId, uint256 _amount) returns()
func (vaultKeeper *VaultKeeper) PackAddCollateral(posId *big.Int, amount *big.Int) []byte {
	enc, err := vaultKeeper.abi.Pack("addCollateral", posId, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAddCollateral is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa8f35adf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function addCollateral(uint256 _posId, uint256 _amount) returns()
func (vaultKeeper *VaultKeeper) TryPackAddCollateral(posId *big.Int, amount *big.Int) ([]byte, error) {
	return vaultKeeper.abi.Pack("addCollateral", posId, amount)
}

// PackCurrentRates is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1b0240ec.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function currentRates(uint256 tokenId) view returns(int256 fundingRate, uint256 borrowRateLong, uint256 borrowRateShort)
func (vaultKeeper *VaultKeeper) PackCurrentRates(tokenId *big.Int) []byte {
	enc, err := vaultKeeper.abi.Pack("currentRates", tokenId)
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
func (vaultKeeper *VaultKeeper) TryPackCurrentRates(tokenId *big.Int) ([]byte, error) {
	return vaultKeeper.abi.Pack("currentRates", tokenId)
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
func (vaultKeeper *VaultKeeper) UnpackCurrentRates(data []byte) (CurrentRatesOutput, error) {
	out, err := vaultKeeper.abi.Unpack("currentRates", data)
	outstruct := new(CurrentRatesOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.FundingRate = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.BorrowRateLong = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.BorrowRateShort = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackEditOrder is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9e3e7dd9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function editOrder(uint256 _posId, uint256[] _params) returns()
func (vaultKeeper *VaultKeeper) PackEditOrder(posId *big.Int, params []*big.Int) []byte {
	enc, err := vaultKeeper.abi.Pack("editOrder", posId, params)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEditOrder is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9e3e7dd9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function editOrder(uint256 _posId, uint256[] _params) returns()
func (vaultKeeper *VaultKeeper) TryPackEditOrder(posId *big.Int, params []*big.Int) ([]byte, error) {
	return vaultKeeper.abi.Pack("editOrder", posId, params)
}

// PackExecute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8ef16cd9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function execute(uint256[] posIds) returns(uint256 done)
func (vaultKeeper *VaultKeeper) PackExecute(posIds []*big.Int) []byte {
	enc, err := vaultKeeper.abi.Pack("execute", posIds)
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
func (vaultKeeper *VaultKeeper) TryPackExecute(posIds []*big.Int) ([]byte, error) {
	return vaultKeeper.abi.Pack("execute", posIds)
}

// UnpackExecute is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8ef16cd9.
//
// Solidity: function execute(uint256[] posIds) returns(uint256 done)
func (vaultKeeper *VaultKeeper) UnpackExecute(data []byte) (*big.Int, error) {
	out, err := vaultKeeper.abi.Unpack("execute", data)
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
func (vaultKeeper *VaultKeeper) PackFeeDebt(arg0 *big.Int) []byte {
	enc, err := vaultKeeper.abi.Pack("feeDebt", arg0)
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
func (vaultKeeper *VaultKeeper) TryPackFeeDebt(arg0 *big.Int) ([]byte, error) {
	return vaultKeeper.abi.Pack("feeDebt", arg0)
}

// UnpackFeeDebt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3e5a2760.
//
// Solidity: function feeDebt(uint256 ) view returns(uint256)
func (vaultKeeper *VaultKeeper) UnpackFeeDebt(data []byte) (*big.Int, error) {
	out, err := vaultKeeper.abi.Unpack("feeDebt", data)
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
func (vaultKeeper *VaultKeeper) PackFeeReserve() []byte {
	enc, err := vaultKeeper.abi.Pack("feeReserve")
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
func (vaultKeeper *VaultKeeper) TryPackFeeReserve() ([]byte, error) {
	return vaultKeeper.abi.Pack("feeReserve")
}

// UnpackFeeReserve is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x789ff0e1.
//
// Solidity: function feeReserve() view returns(uint256)
func (vaultKeeper *VaultKeeper) UnpackFeeReserve(data []byte) (*big.Int, error) {
	out, err := vaultKeeper.abi.Unpack("feeReserve", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackLastPosId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdf2cf170.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lastPosId() view returns(uint256)
func (vaultKeeper *VaultKeeper) PackLastPosId() []byte {
	enc, err := vaultKeeper.abi.Pack("lastPosId")
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
func (vaultKeeper *VaultKeeper) TryPackLastPosId() ([]byte, error) {
	return vaultKeeper.abi.Pack("lastPosId")
}

// UnpackLastPosId is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdf2cf170.
//
// Solidity: function lastPosId() view returns(uint256)
func (vaultKeeper *VaultKeeper) UnpackLastPosId(data []byte) (*big.Int, error) {
	out, err := vaultKeeper.abi.Unpack("lastPosId", data)
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
func (vaultKeeper *VaultKeeper) PackLiquidatePosition(posId *big.Int) []byte {
	enc, err := vaultKeeper.abi.Pack("liquidatePosition", posId)
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
func (vaultKeeper *VaultKeeper) TryPackLiquidatePosition(posId *big.Int) ([]byte, error) {
	return vaultKeeper.abi.Pack("liquidatePosition", posId)
}

// PackLiquidatePositions is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4d452ec0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function liquidatePositions(uint256[] _posIds) returns(uint256 done)
func (vaultKeeper *VaultKeeper) PackLiquidatePositions(posIds []*big.Int) []byte {
	enc, err := vaultKeeper.abi.Pack("liquidatePositions", posIds)
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
func (vaultKeeper *VaultKeeper) TryPackLiquidatePositions(posIds []*big.Int) ([]byte, error) {
	return vaultKeeper.abi.Pack("liquidatePositions", posIds)
}

// UnpackLiquidatePositions is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4d452ec0.
//
// Solidity: function liquidatePositions(uint256[] _posIds) returns(uint256 done)
func (vaultKeeper *VaultKeeper) UnpackLiquidatePositions(data []byte) (*big.Int, error) {
	out, err := vaultKeeper.abi.Unpack("liquidatePositions", data)
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
func (vaultKeeper *VaultKeeper) PackMarginBalance(arg0 common.Address) []byte {
	enc, err := vaultKeeper.abi.Pack("marginBalance", arg0)
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
func (vaultKeeper *VaultKeeper) TryPackMarginBalance(arg0 common.Address) ([]byte, error) {
	return vaultKeeper.abi.Pack("marginBalance", arg0)
}

// UnpackMarginBalance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf1d74c03.
//
// Solidity: function marginBalance(address ) view returns(uint256)
func (vaultKeeper *VaultKeeper) UnpackMarginBalance(data []byte) (*big.Int, error) {
	out, err := vaultKeeper.abi.Unpack("marginBalance", data)
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
func (vaultKeeper *VaultKeeper) PackNativeRefunds(arg0 common.Address) []byte {
	enc, err := vaultKeeper.abi.Pack("nativeRefunds", arg0)
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
func (vaultKeeper *VaultKeeper) TryPackNativeRefunds(arg0 common.Address) ([]byte, error) {
	return vaultKeeper.abi.Pack("nativeRefunds", arg0)
}

// UnpackNativeRefunds is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23987cb7.
//
// Solidity: function nativeRefunds(address ) view returns(uint256)
func (vaultKeeper *VaultKeeper) UnpackNativeRefunds(data []byte) (*big.Int, error) {
	out, err := vaultKeeper.abi.Unpack("nativeRefunds", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackOracle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7dc0d1d0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function oracle() view returns(address)
func (vaultKeeper *VaultKeeper) PackOracle() []byte {
	enc, err := vaultKeeper.abi.Pack("oracle")
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
func (vaultKeeper *VaultKeeper) TryPackOracle() ([]byte, error) {
	return vaultKeeper.abi.Pack("oracle")
}

// UnpackOracle is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7dc0d1d0.
//
// Solidity: function oracle() view returns(address)
func (vaultKeeper *VaultKeeper) UnpackOracle(data []byte) (common.Address, error) {
	out, err := vaultKeeper.abi.Unpack("oracle", data)
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
func (vaultKeeper *VaultKeeper) PackOrderExpiry(arg0 *big.Int) []byte {
	enc, err := vaultKeeper.abi.Pack("orderExpiry", arg0)
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
func (vaultKeeper *VaultKeeper) TryPackOrderExpiry(arg0 *big.Int) ([]byte, error) {
	return vaultKeeper.abi.Pack("orderExpiry", arg0)
}

// UnpackOrderExpiry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb4f1b53e.
//
// Solidity: function orderExpiry(uint256 ) view returns(uint256)
func (vaultKeeper *VaultKeeper) UnpackOrderExpiry(data []byte) (*big.Int, error) {
	out, err := vaultKeeper.abi.Unpack("orderExpiry", data)
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
func (vaultKeeper *VaultKeeper) PackOwner() []byte {
	enc, err := vaultKeeper.abi.Pack("owner")
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
func (vaultKeeper *VaultKeeper) TryPackOwner() ([]byte, error) {
	return vaultKeeper.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (vaultKeeper *VaultKeeper) UnpackOwner(data []byte) (common.Address, error) {
	out, err := vaultKeeper.abi.Unpack("owner", data)
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
func (vaultKeeper *VaultKeeper) PackPoolAmount() []byte {
	enc, err := vaultKeeper.abi.Pack("poolAmount")
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
func (vaultKeeper *VaultKeeper) TryPackPoolAmount() ([]byte, error) {
	return vaultKeeper.abi.Pack("poolAmount")
}

// UnpackPoolAmount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa693600b.
//
// Solidity: function poolAmount() view returns(uint256)
func (vaultKeeper *VaultKeeper) UnpackPoolAmount(data []byte) (*big.Int, error) {
	out, err := vaultKeeper.abi.Unpack("poolAmount", data)
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
func (vaultKeeper *VaultKeeper) PackPositionBlocks(arg0 *big.Int) []byte {
	enc, err := vaultKeeper.abi.Pack("positionBlocks", arg0)
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
func (vaultKeeper *VaultKeeper) TryPackPositionBlocks(arg0 *big.Int) ([]byte, error) {
	return vaultKeeper.abi.Pack("positionBlocks", arg0)
}

// UnpackPositionBlocks is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb7631b90.
//
// Solidity: function positionBlocks(uint256 ) view returns(uint256)
func (vaultKeeper *VaultKeeper) UnpackPositionBlocks(data []byte) (*big.Int, error) {
	out, err := vaultKeeper.abi.Unpack("positionBlocks", data)
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
func (vaultKeeper *VaultKeeper) PackPositionFigures(posId *big.Int, price *big.Int) []byte {
	enc, err := vaultKeeper.abi.Pack("positionFigures", posId, price)
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
func (vaultKeeper *VaultKeeper) TryPackPositionFigures(posId *big.Int, price *big.Int) ([]byte, error) {
	return vaultKeeper.abi.Pack("positionFigures", posId, price)
}

// UnpackPositionFigures is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x22e904a7.
//
// Solidity: function positionFigures(uint256 posId, uint256 price) view returns((uint256,int256,uint256,int256,uint256,int256,uint256,bool,uint256) f)
func (vaultKeeper *VaultKeeper) UnpackPositionFigures(data []byte) (IVaultFigures, error) {
	out, err := vaultKeeper.abi.Unpack("positionFigures", data)
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
func (vaultKeeper *VaultKeeper) PackReferrals() []byte {
	enc, err := vaultKeeper.abi.Pack("referrals")
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
func (vaultKeeper *VaultKeeper) TryPackReferrals() ([]byte, error) {
	return vaultKeeper.abi.Pack("referrals")
}

// UnpackReferrals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd3dc7539.
//
// Solidity: function referrals() view returns(address)
func (vaultKeeper *VaultKeeper) UnpackReferrals(data []byte) (common.Address, error) {
	out, err := vaultKeeper.abi.Unpack("referrals", data)
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
// Solidity: function removeCollateral(uint256 _posId, uint256 _amount) returns()
func (vaultKeeper *VaultKeeper) PackRemoveCollateral(posId *big.Int, amount *big.Int) []byte {
	enc, err := vaultKeeper.abi.Pack("removeCollateral", posId, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRemoveCollateral is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6a9b1891.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function removeCollateral(uint256 _posId, uint256 _amount) returns()
func (vaultKeeper *VaultKeeper) TryPackRemoveCollateral(posId *big.Int, amount *big.Int) ([]byte, error) {
	return vaultKeeper.abi.Pack("removeCollateral", posId, amount)
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (vaultKeeper *VaultKeeper) PackRenounceOwnership() []byte {
	enc, err := vaultKeeper.abi.Pack("renounceOwnership")
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
func (vaultKeeper *VaultKeeper) TryPackRenounceOwnership() ([]byte, error) {
	return vaultKeeper.abi.Pack("renounceOwnership")
}

// PackSettings is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe06174e4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settings() view returns(address)
func (vaultKeeper *VaultKeeper) PackSettings() []byte {
	enc, err := vaultKeeper.abi.Pack("settings")
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
func (vaultKeeper *VaultKeeper) TryPackSettings() ([]byte, error) {
	return vaultKeeper.abi.Pack("settings")
}

// UnpackSettings is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe06174e4.
//
// Solidity: function settings() view returns(address)
func (vaultKeeper *VaultKeeper) UnpackSettings(data []byte) (common.Address, error) {
	out, err := vaultKeeper.abi.Unpack("settings", data)
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
func (vaultKeeper *VaultKeeper) PackStable() []byte {
	enc, err := vaultKeeper.abi.Pack("stable")
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
func (vaultKeeper *VaultKeeper) TryPackStable() ([]byte, error) {
	return vaultKeeper.abi.Pack("stable")
}

// UnpackStable is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x22be3de1.
//
// Solidity: function stable() view returns(address)
func (vaultKeeper *VaultKeeper) UnpackStable(data []byte) (common.Address, error) {
	out, err := vaultKeeper.abi.Unpack("stable", data)
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
func (vaultKeeper *VaultKeeper) PackStableScale() []byte {
	enc, err := vaultKeeper.abi.Pack("stableScale")
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
func (vaultKeeper *VaultKeeper) TryPackStableScale() ([]byte, error) {
	return vaultKeeper.abi.Pack("stableScale")
}

// UnpackStableScale is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6691bdcb.
//
// Solidity: function stableScale() view returns(uint256)
func (vaultKeeper *VaultKeeper) UnpackStableScale(data []byte) (*big.Int, error) {
	out, err := vaultKeeper.abi.Unpack("stableScale", data)
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
func (vaultKeeper *VaultKeeper) PackTotalCollateral() []byte {
	enc, err := vaultKeeper.abi.Pack("totalCollateral")
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
func (vaultKeeper *VaultKeeper) TryPackTotalCollateral() ([]byte, error) {
	return vaultKeeper.abi.Pack("totalCollateral")
}

// UnpackTotalCollateral is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4ac8eb5f.
//
// Solidity: function totalCollateral() view returns(uint256)
func (vaultKeeper *VaultKeeper) UnpackTotalCollateral(data []byte) (*big.Int, error) {
	out, err := vaultKeeper.abi.Unpack("totalCollateral", data)
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
func (vaultKeeper *VaultKeeper) PackTotalEscrow() []byte {
	enc, err := vaultKeeper.abi.Pack("totalEscrow")
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
func (vaultKeeper *VaultKeeper) TryPackTotalEscrow() ([]byte, error) {
	return vaultKeeper.abi.Pack("totalEscrow")
}

// UnpackTotalEscrow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa3d89844.
//
// Solidity: function totalEscrow() view returns(uint256)
func (vaultKeeper *VaultKeeper) UnpackTotalEscrow(data []byte) (*big.Int, error) {
	out, err := vaultKeeper.abi.Unpack("totalEscrow", data)
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
func (vaultKeeper *VaultKeeper) PackTotalMargin() []byte {
	enc, err := vaultKeeper.abi.Pack("totalMargin")
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
func (vaultKeeper *VaultKeeper) TryPackTotalMargin() ([]byte, error) {
	return vaultKeeper.abi.Pack("totalMargin")
}

// UnpackTotalMargin is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xeaa674d1.
//
// Solidity: function totalMargin() view returns(uint256)
func (vaultKeeper *VaultKeeper) UnpackTotalMargin(data []byte) (*big.Int, error) {
	out, err := vaultKeeper.abi.Unpack("totalMargin", data)
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
func (vaultKeeper *VaultKeeper) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := vaultKeeper.abi.Pack("transferOwnership", newOwner)
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
func (vaultKeeper *VaultKeeper) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return vaultKeeper.abi.Pack("transferOwnership", newOwner)
}

// VaultKeeperClientOrderTagged represents a ClientOrderTagged event raised by the VaultKeeper contract.
type VaultKeeperClientOrderTagged struct {
	PosId   *big.Int
	Account common.Address
	IdHash  [32]byte
	Raw     *types.Log // Blockchain specific contextual infos
}

const VaultKeeperClientOrderTaggedEventName = "ClientOrderTagged"

// ContractEventName returns the user-defined event name.
func (VaultKeeperClientOrderTagged) ContractEventName() string {
	return VaultKeeperClientOrderTaggedEventName
}

// UnpackClientOrderTaggedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ClientOrderTagged(uint256 indexed posId, address indexed account, bytes32 indexed idHash)
func (vaultKeeper *VaultKeeper) UnpackClientOrderTaggedEvent(log *types.Log) (*VaultKeeperClientOrderTagged, error) {
	event := "ClientOrderTagged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vaultKeeper.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultKeeperClientOrderTagged)
	if len(log.Data) > 0 {
		if err := vaultKeeper.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vaultKeeper.abi.Events[event].Inputs {
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

// VaultKeeperCollateralChanged represents a CollateralChanged event raised by the VaultKeeper contract.
type VaultKeeperCollateralChanged struct {
	PosId       *big.Int
	Account     common.Address
	Added       bool
	Amount      *big.Int
	FeeDebtPaid *big.Int
	Collateral  *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const VaultKeeperCollateralChangedEventName = "CollateralChanged"

// ContractEventName returns the user-defined event name.
func (VaultKeeperCollateralChanged) ContractEventName() string {
	return VaultKeeperCollateralChangedEventName
}

// UnpackCollateralChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CollateralChanged(uint256 indexed posId, address indexed account, bool added, uint256 amount, uint256 feeDebtPaid, uint256 collateral)
func (vaultKeeper *VaultKeeper) UnpackCollateralChangedEvent(log *types.Log) (*VaultKeeperCollateralChanged, error) {
	event := "CollateralChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vaultKeeper.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultKeeperCollateralChanged)
	if len(log.Data) > 0 {
		if err := vaultKeeper.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vaultKeeper.abi.Events[event].Inputs {
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

// VaultKeeperDecreaseCanceled represents a DecreaseCanceled event raised by the VaultKeeper contract.
type VaultKeeperDecreaseCanceled struct {
	PosId        *big.Int
	Price        *big.Int
	AllowedPrice *big.Int
	Reason       string
	Raw          *types.Log // Blockchain specific contextual infos
}

const VaultKeeperDecreaseCanceledEventName = "DecreaseCanceled"

// ContractEventName returns the user-defined event name.
func (VaultKeeperDecreaseCanceled) ContractEventName() string {
	return VaultKeeperDecreaseCanceledEventName
}

// UnpackDecreaseCanceledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DecreaseCanceled(uint256 indexed posId, uint256 price, uint256 allowedPrice, string reason)
func (vaultKeeper *VaultKeeper) UnpackDecreaseCanceledEvent(log *types.Log) (*VaultKeeperDecreaseCanceled, error) {
	event := "DecreaseCanceled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vaultKeeper.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultKeeperDecreaseCanceled)
	if len(log.Data) > 0 {
		if err := vaultKeeper.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vaultKeeper.abi.Events[event].Inputs {
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

// VaultKeeperDecreaseRequested represents a DecreaseRequested event raised by the VaultKeeper contract.
type VaultKeeperDecreaseRequested struct {
	PosId        *big.Int
	SizeDelta    *big.Int
	AllowedPrice *big.Int
	Raw          *types.Log // Blockchain specific contextual infos
}

const VaultKeeperDecreaseRequestedEventName = "DecreaseRequested"

// ContractEventName returns the user-defined event name.
func (VaultKeeperDecreaseRequested) ContractEventName() string {
	return VaultKeeperDecreaseRequestedEventName
}

// UnpackDecreaseRequestedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DecreaseRequested(uint256 indexed posId, uint256 sizeDelta, uint256 allowedPrice)
func (vaultKeeper *VaultKeeper) UnpackDecreaseRequestedEvent(log *types.Log) (*VaultKeeperDecreaseRequested, error) {
	event := "DecreaseRequested"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vaultKeeper.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultKeeperDecreaseRequested)
	if len(log.Data) > 0 {
		if err := vaultKeeper.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vaultKeeper.abi.Events[event].Inputs {
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

// VaultKeeperDeposit represents a Deposit event raised by the VaultKeeper contract.
type VaultKeeperDeposit struct {
	Account common.Address
	From    common.Address
	Token   common.Address
	Amount  *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const VaultKeeperDepositEventName = "Deposit"

// ContractEventName returns the user-defined event name.
func (VaultKeeperDeposit) ContractEventName() string {
	return VaultKeeperDepositEventName
}

// UnpackDepositEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Deposit(address indexed account, address indexed from, address token, uint256 amount)
func (vaultKeeper *VaultKeeper) UnpackDepositEvent(log *types.Log) (*VaultKeeperDeposit, error) {
	event := "Deposit"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vaultKeeper.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultKeeperDeposit)
	if len(log.Data) > 0 {
		if err := vaultKeeper.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vaultKeeper.abi.Events[event].Inputs {
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

// VaultKeeperFeesSettled represents a FeesSettled event raised by the VaultKeeper contract.
type VaultKeeperFeesSettled struct {
	PosId      *big.Int
	BorrowFee  *big.Int
	FundingFee *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const VaultKeeperFeesSettledEventName = "FeesSettled"

// ContractEventName returns the user-defined event name.
func (VaultKeeperFeesSettled) ContractEventName() string {
	return VaultKeeperFeesSettledEventName
}

// UnpackFeesSettledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event FeesSettled(uint256 indexed posId, uint256 borrowFee, int256 fundingFee)
func (vaultKeeper *VaultKeeper) UnpackFeesSettledEvent(log *types.Log) (*VaultKeeperFeesSettled, error) {
	event := "FeesSettled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vaultKeeper.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultKeeperFeesSettled)
	if len(log.Data) > 0 {
		if err := vaultKeeper.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vaultKeeper.abi.Events[event].Inputs {
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

// VaultKeeperLiquidityAdded represents a LiquidityAdded event raised by the VaultKeeper contract.
type VaultKeeperLiquidityAdded struct {
	From   common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const VaultKeeperLiquidityAddedEventName = "LiquidityAdded"

// ContractEventName returns the user-defined event name.
func (VaultKeeperLiquidityAdded) ContractEventName() string {
	return VaultKeeperLiquidityAddedEventName
}

// UnpackLiquidityAddedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event LiquidityAdded(address indexed from, uint256 amount)
func (vaultKeeper *VaultKeeper) UnpackLiquidityAddedEvent(log *types.Log) (*VaultKeeperLiquidityAdded, error) {
	event := "LiquidityAdded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vaultKeeper.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultKeeperLiquidityAdded)
	if len(log.Data) > 0 {
		if err := vaultKeeper.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vaultKeeper.abi.Events[event].Inputs {
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

// VaultKeeperLiquidityRemoved represents a LiquidityRemoved event raised by the VaultKeeper contract.
type VaultKeeperLiquidityRemoved struct {
	To     common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const VaultKeeperLiquidityRemovedEventName = "LiquidityRemoved"

// ContractEventName returns the user-defined event name.
func (VaultKeeperLiquidityRemoved) ContractEventName() string {
	return VaultKeeperLiquidityRemovedEventName
}

// UnpackLiquidityRemovedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event LiquidityRemoved(address indexed to, uint256 amount)
func (vaultKeeper *VaultKeeper) UnpackLiquidityRemovedEvent(log *types.Log) (*VaultKeeperLiquidityRemoved, error) {
	event := "LiquidityRemoved"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vaultKeeper.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultKeeperLiquidityRemoved)
	if len(log.Data) > 0 {
		if err := vaultKeeper.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vaultKeeper.abi.Events[event].Inputs {
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

// VaultKeeperOrderCanceled represents a OrderCanceled event raised by the VaultKeeper contract.
type VaultKeeperOrderCanceled struct {
	PosId  *big.Int
	Reason string
	Price  *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const VaultKeeperOrderCanceledEventName = "OrderCanceled"

// ContractEventName returns the user-defined event name.
func (VaultKeeperOrderCanceled) ContractEventName() string {
	return VaultKeeperOrderCanceledEventName
}

// UnpackOrderCanceledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OrderCanceled(uint256 indexed posId, string reason, uint256 price)
func (vaultKeeper *VaultKeeper) UnpackOrderCanceledEvent(log *types.Log) (*VaultKeeperOrderCanceled, error) {
	event := "OrderCanceled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vaultKeeper.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultKeeperOrderCanceled)
	if len(log.Data) > 0 {
		if err := vaultKeeper.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vaultKeeper.abi.Events[event].Inputs {
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

// VaultKeeperOrderCreated represents a OrderCreated event raised by the VaultKeeper contract.
type VaultKeeperOrderCreated struct {
	PosId     *big.Int
	Account   common.Address
	TokenId   *big.Int
	IsLong    bool
	OrderType uint8
	Params    []*big.Int
	Refer     common.Address
	Raw       *types.Log // Blockchain specific contextual infos
}

const VaultKeeperOrderCreatedEventName = "OrderCreated"

// ContractEventName returns the user-defined event name.
func (VaultKeeperOrderCreated) ContractEventName() string {
	return VaultKeeperOrderCreatedEventName
}

// UnpackOrderCreatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OrderCreated(uint256 indexed posId, address indexed account, uint256 indexed tokenId, bool isLong, uint8 orderType, uint256[] params, address refer)
func (vaultKeeper *VaultKeeper) UnpackOrderCreatedEvent(log *types.Log) (*VaultKeeperOrderCreated, error) {
	event := "OrderCreated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vaultKeeper.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultKeeperOrderCreated)
	if len(log.Data) > 0 {
		if err := vaultKeeper.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vaultKeeper.abi.Events[event].Inputs {
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

// VaultKeeperOrderEdited represents a OrderEdited event raised by the VaultKeeper contract.
type VaultKeeperOrderEdited struct {
	PosId  *big.Int
	Params []*big.Int
	Fee    *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const VaultKeeperOrderEditedEventName = "OrderEdited"

// ContractEventName returns the user-defined event name.
func (VaultKeeperOrderEdited) ContractEventName() string {
	return VaultKeeperOrderEditedEventName
}

// UnpackOrderEditedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OrderEdited(uint256 indexed posId, uint256[] params, uint256 fee)
func (vaultKeeper *VaultKeeper) UnpackOrderEditedEvent(log *types.Log) (*VaultKeeperOrderEdited, error) {
	event := "OrderEdited"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vaultKeeper.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultKeeperOrderEdited)
	if len(log.Data) > 0 {
		if err := vaultKeeper.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vaultKeeper.abi.Events[event].Inputs {
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

// VaultKeeperOwnershipTransferred represents a OwnershipTransferred event raised by the VaultKeeper contract.
type VaultKeeperOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const VaultKeeperOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (VaultKeeperOwnershipTransferred) ContractEventName() string {
	return VaultKeeperOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (vaultKeeper *VaultKeeper) UnpackOwnershipTransferredEvent(log *types.Log) (*VaultKeeperOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vaultKeeper.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultKeeperOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := vaultKeeper.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vaultKeeper.abi.Events[event].Inputs {
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

// VaultKeeperPositionClosed represents a PositionClosed event raised by the VaultKeeper contract.
type VaultKeeperPositionClosed struct {
	PosId   *big.Int
	Account common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const VaultKeeperPositionClosedEventName = "PositionClosed"

// ContractEventName returns the user-defined event name.
func (VaultKeeperPositionClosed) ContractEventName() string {
	return VaultKeeperPositionClosedEventName
}

// UnpackPositionClosedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PositionClosed(uint256 indexed posId, address indexed account)
func (vaultKeeper *VaultKeeper) UnpackPositionClosedEvent(log *types.Log) (*VaultKeeperPositionClosed, error) {
	event := "PositionClosed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vaultKeeper.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultKeeperPositionClosed)
	if len(log.Data) > 0 {
		if err := vaultKeeper.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vaultKeeper.abi.Events[event].Inputs {
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

// VaultKeeperPositionDecreased represents a PositionDecreased event raised by the VaultKeeper contract.
type VaultKeeperPositionDecreased struct {
	PosId       *big.Int
	Account     common.Address
	Price       *big.Int
	SizeDelta   *big.Int
	RealisedPnl *big.Int
	Fee         *big.Int
	Payout      *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const VaultKeeperPositionDecreasedEventName = "PositionDecreased"

// ContractEventName returns the user-defined event name.
func (VaultKeeperPositionDecreased) ContractEventName() string {
	return VaultKeeperPositionDecreasedEventName
}

// UnpackPositionDecreasedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PositionDecreased(uint256 indexed posId, address indexed account, uint256 price, uint256 sizeDelta, int256 realisedPnl, uint256 fee, uint256 payout)
func (vaultKeeper *VaultKeeper) UnpackPositionDecreasedEvent(log *types.Log) (*VaultKeeperPositionDecreased, error) {
	event := "PositionDecreased"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vaultKeeper.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultKeeperPositionDecreased)
	if len(log.Data) > 0 {
		if err := vaultKeeper.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vaultKeeper.abi.Events[event].Inputs {
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

// VaultKeeperPositionIncreased represents a PositionIncreased event raised by the VaultKeeper contract.
type VaultKeeperPositionIncreased struct {
	PosId      *big.Int
	Account    common.Address
	Price      *big.Int
	Size       *big.Int
	Collateral *big.Int
	Fee        *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const VaultKeeperPositionIncreasedEventName = "PositionIncreased"

// ContractEventName returns the user-defined event name.
func (VaultKeeperPositionIncreased) ContractEventName() string {
	return VaultKeeperPositionIncreasedEventName
}

// UnpackPositionIncreasedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PositionIncreased(uint256 indexed posId, address indexed account, uint256 price, uint256 size, uint256 collateral, uint256 fee)
func (vaultKeeper *VaultKeeper) UnpackPositionIncreasedEvent(log *types.Log) (*VaultKeeperPositionIncreased, error) {
	event := "PositionIncreased"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vaultKeeper.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultKeeperPositionIncreased)
	if len(log.Data) > 0 {
		if err := vaultKeeper.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vaultKeeper.abi.Events[event].Inputs {
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

// VaultKeeperPositionLiquidated represents a PositionLiquidated event raised by the VaultKeeper contract.
type VaultKeeperPositionLiquidated struct {
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

const VaultKeeperPositionLiquidatedEventName = "PositionLiquidated"

// ContractEventName returns the user-defined event name.
func (VaultKeeperPositionLiquidated) ContractEventName() string {
	return VaultKeeperPositionLiquidatedEventName
}

// UnpackPositionLiquidatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PositionLiquidated(uint256 indexed posId, address indexed account, address indexed liquidator, uint256 price, int256 netValue, uint256 maintenanceMargin, uint256 fee, uint256 toOwner)
func (vaultKeeper *VaultKeeper) UnpackPositionLiquidatedEvent(log *types.Log) (*VaultKeeperPositionLiquidated, error) {
	event := "PositionLiquidated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vaultKeeper.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultKeeperPositionLiquidated)
	if len(log.Data) > 0 {
		if err := vaultKeeper.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vaultKeeper.abi.Events[event].Inputs {
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

// VaultKeeperReferralPaid represents a ReferralPaid event raised by the VaultKeeper contract.
type VaultKeeperReferralPaid struct {
	PosId  *big.Int
	Refer  common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const VaultKeeperReferralPaidEventName = "ReferralPaid"

// ContractEventName returns the user-defined event name.
func (VaultKeeperReferralPaid) ContractEventName() string {
	return VaultKeeperReferralPaidEventName
}

// UnpackReferralPaidEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ReferralPaid(uint256 indexed posId, address indexed refer, uint256 amount)
func (vaultKeeper *VaultKeeper) UnpackReferralPaidEvent(log *types.Log) (*VaultKeeperReferralPaid, error) {
	event := "ReferralPaid"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vaultKeeper.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultKeeperReferralPaid)
	if len(log.Data) > 0 {
		if err := vaultKeeper.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vaultKeeper.abi.Events[event].Inputs {
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

// VaultKeeperRefundCredited represents a RefundCredited event raised by the VaultKeeper contract.
type VaultKeeperRefundCredited struct {
	PosId   *big.Int
	Account common.Address
	Amount  *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const VaultKeeperRefundCreditedEventName = "RefundCredited"

// ContractEventName returns the user-defined event name.
func (VaultKeeperRefundCredited) ContractEventName() string {
	return VaultKeeperRefundCreditedEventName
}

// UnpackRefundCreditedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RefundCredited(uint256 indexed posId, address indexed account, uint256 amount)
func (vaultKeeper *VaultKeeper) UnpackRefundCreditedEvent(log *types.Log) (*VaultKeeperRefundCredited, error) {
	event := "RefundCredited"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vaultKeeper.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultKeeperRefundCredited)
	if len(log.Data) > 0 {
		if err := vaultKeeper.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vaultKeeper.abi.Events[event].Inputs {
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

// VaultKeeperTriggerExecuted represents a TriggerExecuted event raised by the VaultKeeper contract.
type VaultKeeperTriggerExecuted struct {
	PosId     *big.Int
	IsTP      bool
	Price     *big.Int
	SizeDelta *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const VaultKeeperTriggerExecutedEventName = "TriggerExecuted"

// ContractEventName returns the user-defined event name.
func (VaultKeeperTriggerExecuted) ContractEventName() string {
	return VaultKeeperTriggerExecutedEventName
}

// UnpackTriggerExecutedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TriggerExecuted(uint256 indexed posId, bool isTP, uint256 price, uint256 sizeDelta)
func (vaultKeeper *VaultKeeper) UnpackTriggerExecutedEvent(log *types.Log) (*VaultKeeperTriggerExecuted, error) {
	event := "TriggerExecuted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vaultKeeper.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultKeeperTriggerExecuted)
	if len(log.Data) > 0 {
		if err := vaultKeeper.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vaultKeeper.abi.Events[event].Inputs {
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

// VaultKeeperTriggerSet represents a TriggerSet event raised by the VaultKeeper contract.
type VaultKeeperTriggerSet struct {
	PosId         *big.Int
	IsTP          bool
	Price         *big.Int
	AmountPercent *big.Int
	Raw           *types.Log // Blockchain specific contextual infos
}

const VaultKeeperTriggerSetEventName = "TriggerSet"

// ContractEventName returns the user-defined event name.
func (VaultKeeperTriggerSet) ContractEventName() string {
	return VaultKeeperTriggerSetEventName
}

// UnpackTriggerSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TriggerSet(uint256 indexed posId, bool isTP, uint256 price, uint256 amountPercent)
func (vaultKeeper *VaultKeeper) UnpackTriggerSetEvent(log *types.Log) (*VaultKeeperTriggerSet, error) {
	event := "TriggerSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vaultKeeper.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultKeeperTriggerSet)
	if len(log.Data) > 0 {
		if err := vaultKeeper.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vaultKeeper.abi.Events[event].Inputs {
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

// VaultKeeperWithdraw represents a Withdraw event raised by the VaultKeeper contract.
type VaultKeeperWithdraw struct {
	Account common.Address
	Token   common.Address
	Amount  *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const VaultKeeperWithdrawEventName = "Withdraw"

// ContractEventName returns the user-defined event name.
func (VaultKeeperWithdraw) ContractEventName() string {
	return VaultKeeperWithdrawEventName
}

// UnpackWithdrawEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Withdraw(address indexed account, address token, uint256 amount)
func (vaultKeeper *VaultKeeper) UnpackWithdrawEvent(log *types.Log) (*VaultKeeperWithdraw, error) {
	event := "Withdraw"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != vaultKeeper.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VaultKeeperWithdraw)
	if len(log.Data) > 0 {
		if err := vaultKeeper.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range vaultKeeper.abi.Events[event].Inputs {
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
func (vaultKeeper *VaultKeeper) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["AmountOutOfRange"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackAmountOutOfRangeError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["CollateralBelowMinimum"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackCollateralBelowMinimumError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["DecreaseAlreadyPending"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackDecreaseAlreadyPendingError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["InsufficientMarginBalance"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackInsufficientMarginBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["InsufficientPoolLiquidity"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackInsufficientPoolLiquidityError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["InvalidAmountPercent"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackInvalidAmountPercentError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["InvalidExecutionFee"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackInvalidExecutionFeeError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["InvalidExpiry"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackInvalidExpiryError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["InvalidParamsLength"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackInvalidParamsLengthError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["InvalidPrice"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackInvalidPriceError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["InvalidReferrer"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackInvalidReferrerError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["InvalidSlippage"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackInvalidSlippageError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["InvalidStopLossPrice"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackInvalidStopLossPriceError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["InvalidTakeProfitPrice"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackInvalidTakeProfitPriceError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["InvalidTriggers"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackInvalidTriggersError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["KeeperLogicMismatch"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackKeeperLogicMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["LeverageTooHigh"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackLeverageTooHighError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["LeverageTooLow"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackLeverageTooLowError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["MarketDisabled"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackMarketDisabledError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["MarketNotFound"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackMarketNotFoundError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["NativeTransferFailed"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackNativeTransferFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["NativeValueNotAccepted"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackNativeValueNotAcceptedError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["NotKeeper"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackNotKeeperError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["NotLiquidatable"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackNotLiquidatableError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["NotPositionOwner"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackNotPositionOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["NothingToClaim"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackNothingToClaimError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["OpenInterestCapExceeded"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackOpenInterestCapExceededError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["OrderExecutable"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackOrderExecutableError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["OrderExpired"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackOrderExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["OrderNotPending"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackOrderNotPendingError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["PositionNotFound"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackPositionNotFoundError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["PriceBeyondAllowed"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackPriceBeyondAllowedError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["PriceOutOfRange"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackPriceOutOfRangeError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["SizeDeltaExceedsPosition"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackSizeDeltaExceedsPositionError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["StopAlreadyTriggered"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackStopAlreadyTriggeredError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["TriggerDue"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackTriggerDueError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["UnsupportedOrderType"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackUnsupportedOrderTypeError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["UnsupportedToken"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackUnsupportedTokenError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["WouldBeLiquidatable"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackWouldBeLiquidatableError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackZeroAddressError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["ZeroAmount"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackZeroAmountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// VaultKeeperAmountOutOfRange represents a AmountOutOfRange error raised by the VaultKeeper contract.
type VaultKeeperAmountOutOfRange struct {
	Which  string
	Amount *big.Int
	Max    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AmountOutOfRange(string which, uint256 amount, uint256 max)
func VaultKeeperAmountOutOfRangeErrorID() common.Hash {
	return common.HexToHash("0xd67237efe39511603b27be681f0f9d60b0d5f0e4e9b90071a677a4ffcd753a19")
}

// UnpackAmountOutOfRangeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AmountOutOfRange(string which, uint256 amount, uint256 max)
func (vaultKeeper *VaultKeeper) UnpackAmountOutOfRangeError(raw []byte) (*VaultKeeperAmountOutOfRange, error) {
	out := new(VaultKeeperAmountOutOfRange)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "AmountOutOfRange", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperCollateralBelowMinimum represents a CollateralBelowMinimum error raised by the VaultKeeper contract.
type VaultKeeperCollateralBelowMinimum struct {
	Collateral    *big.Int
	MinCollateral *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CollateralBelowMinimum(uint256 collateral, uint256 minCollateral)
func VaultKeeperCollateralBelowMinimumErrorID() common.Hash {
	return common.HexToHash("0x5a95ce8fc762cbf54b1723d436fc7f30fa147cd425d5c4b1829a4f31080d36ef")
}

// UnpackCollateralBelowMinimumError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CollateralBelowMinimum(uint256 collateral, uint256 minCollateral)
func (vaultKeeper *VaultKeeper) UnpackCollateralBelowMinimumError(raw []byte) (*VaultKeeperCollateralBelowMinimum, error) {
	out := new(VaultKeeperCollateralBelowMinimum)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "CollateralBelowMinimum", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperDecreaseAlreadyPending represents a DecreaseAlreadyPending error raised by the VaultKeeper contract.
type VaultKeeperDecreaseAlreadyPending struct {
	PosId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DecreaseAlreadyPending(uint256 posId)
func VaultKeeperDecreaseAlreadyPendingErrorID() common.Hash {
	return common.HexToHash("0x6719c3ca4269370314ed8e55281535bfbb5f0cd60d0f0b9bb7b536e9b5ef9ae4")
}

// UnpackDecreaseAlreadyPendingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DecreaseAlreadyPending(uint256 posId)
func (vaultKeeper *VaultKeeper) UnpackDecreaseAlreadyPendingError(raw []byte) (*VaultKeeperDecreaseAlreadyPending, error) {
	out := new(VaultKeeperDecreaseAlreadyPending)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "DecreaseAlreadyPending", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperInsufficientMarginBalance represents a InsufficientMarginBalance error raised by the VaultKeeper contract.
type VaultKeeperInsufficientMarginBalance struct {
	Account   common.Address
	Required  *big.Int
	Available *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientMarginBalance(address account, uint256 required, uint256 available)
func VaultKeeperInsufficientMarginBalanceErrorID() common.Hash {
	return common.HexToHash("0xfe385ced8df7330e0eff246ec7f2356c3723d2e3d227acf8ea55d8b74349677d")
}

// UnpackInsufficientMarginBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientMarginBalance(address account, uint256 required, uint256 available)
func (vaultKeeper *VaultKeeper) UnpackInsufficientMarginBalanceError(raw []byte) (*VaultKeeperInsufficientMarginBalance, error) {
	out := new(VaultKeeperInsufficientMarginBalance)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "InsufficientMarginBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperInsufficientPoolLiquidity represents a InsufficientPoolLiquidity error raised by the VaultKeeper contract.
type VaultKeeperInsufficientPoolLiquidity struct {
	Required  *big.Int
	Available *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientPoolLiquidity(uint256 required, uint256 available)
func VaultKeeperInsufficientPoolLiquidityErrorID() common.Hash {
	return common.HexToHash("0x7d61b3608e16d3719b9645489edee421c34e033a31a220cd06d2b04002a915dd")
}

// UnpackInsufficientPoolLiquidityError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientPoolLiquidity(uint256 required, uint256 available)
func (vaultKeeper *VaultKeeper) UnpackInsufficientPoolLiquidityError(raw []byte) (*VaultKeeperInsufficientPoolLiquidity, error) {
	out := new(VaultKeeperInsufficientPoolLiquidity)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "InsufficientPoolLiquidity", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperInvalidAmountPercent represents a InvalidAmountPercent error raised by the VaultKeeper contract.
type VaultKeeperInvalidAmountPercent struct {
	AmountPercent *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidAmountPercent(uint256 amountPercent)
func VaultKeeperInvalidAmountPercentErrorID() common.Hash {
	return common.HexToHash("0xb4fb1d91efb739ec838058f8ff47d7077027be8583f50d88b136e94d5fb16695")
}

// UnpackInvalidAmountPercentError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidAmountPercent(uint256 amountPercent)
func (vaultKeeper *VaultKeeper) UnpackInvalidAmountPercentError(raw []byte) (*VaultKeeperInvalidAmountPercent, error) {
	out := new(VaultKeeperInvalidAmountPercent)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "InvalidAmountPercent", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperInvalidExecutionFee represents a InvalidExecutionFee error raised by the VaultKeeper contract.
type VaultKeeperInvalidExecutionFee struct {
	Expected *big.Int
	Sent     *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidExecutionFee(uint256 expected, uint256 sent)
func VaultKeeperInvalidExecutionFeeErrorID() common.Hash {
	return common.HexToHash("0xbc0ca6dd60054908bd56d2c810fcc2ae4a1d6cbe92c06532028179191d215692")
}

// UnpackInvalidExecutionFeeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidExecutionFee(uint256 expected, uint256 sent)
func (vaultKeeper *VaultKeeper) UnpackInvalidExecutionFeeError(raw []byte) (*VaultKeeperInvalidExecutionFee, error) {
	out := new(VaultKeeperInvalidExecutionFee)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "InvalidExecutionFee", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperInvalidExpiry represents a InvalidExpiry error raised by the VaultKeeper contract.
type VaultKeeperInvalidExpiry struct {
	ExpiresAt *big.Int
	Earliest  *big.Int
	Latest    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidExpiry(uint256 expiresAt, uint256 earliest, uint256 latest)
func VaultKeeperInvalidExpiryErrorID() common.Hash {
	return common.HexToHash("0x99b47a2cc98c01f8fb030be387d21ba5aa1dc09323caa4339ca69059ffefe63f")
}

// UnpackInvalidExpiryError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidExpiry(uint256 expiresAt, uint256 earliest, uint256 latest)
func (vaultKeeper *VaultKeeper) UnpackInvalidExpiryError(raw []byte) (*VaultKeeperInvalidExpiry, error) {
	out := new(VaultKeeperInvalidExpiry)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "InvalidExpiry", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperInvalidParamsLength represents a InvalidParamsLength error raised by the VaultKeeper contract.
type VaultKeeperInvalidParamsLength struct {
	Length *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidParamsLength(uint256 length)
func VaultKeeperInvalidParamsLengthErrorID() common.Hash {
	return common.HexToHash("0x1e1a3c5b7faf652070d27dccd2d3c3098a8ab435789e2381f85d7c7e500a6015")
}

// UnpackInvalidParamsLengthError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidParamsLength(uint256 length)
func (vaultKeeper *VaultKeeper) UnpackInvalidParamsLengthError(raw []byte) (*VaultKeeperInvalidParamsLength, error) {
	out := new(VaultKeeperInvalidParamsLength)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "InvalidParamsLength", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperInvalidPrice represents a InvalidPrice error raised by the VaultKeeper contract.
type VaultKeeperInvalidPrice struct {
	Which string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidPrice(string which)
func VaultKeeperInvalidPriceErrorID() common.Hash {
	return common.HexToHash("0xa743d2566b99573ec3cf7ffe34b028a5e6a940f316ada13bd144fd3488baf482")
}

// UnpackInvalidPriceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidPrice(string which)
func (vaultKeeper *VaultKeeper) UnpackInvalidPriceError(raw []byte) (*VaultKeeperInvalidPrice, error) {
	out := new(VaultKeeperInvalidPrice)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "InvalidPrice", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperInvalidReferrer represents a InvalidReferrer error raised by the VaultKeeper contract.
type VaultKeeperInvalidReferrer struct {
	Refer     common.Address
	CodeOwner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidReferrer(address refer, address codeOwner)
func VaultKeeperInvalidReferrerErrorID() common.Hash {
	return common.HexToHash("0xfd61c45c969dfda3fd3bbc5ad21bb25da5f31973d4f678529acc7ae48799cc99")
}

// UnpackInvalidReferrerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidReferrer(address refer, address codeOwner)
func (vaultKeeper *VaultKeeper) UnpackInvalidReferrerError(raw []byte) (*VaultKeeperInvalidReferrer, error) {
	out := new(VaultKeeperInvalidReferrer)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "InvalidReferrer", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperInvalidSlippage represents a InvalidSlippage error raised by the VaultKeeper contract.
type VaultKeeperInvalidSlippage struct {
	Slippage *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidSlippage(uint256 slippage)
func VaultKeeperInvalidSlippageErrorID() common.Hash {
	return common.HexToHash("0x7d425eb6def1efec2751a49aa00cd611b1b9062db66e2bfd37b50a4abfd4d5f1")
}

// UnpackInvalidSlippageError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidSlippage(uint256 slippage)
func (vaultKeeper *VaultKeeper) UnpackInvalidSlippageError(raw []byte) (*VaultKeeperInvalidSlippage, error) {
	out := new(VaultKeeperInvalidSlippage)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "InvalidSlippage", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperInvalidStopLossPrice represents a InvalidStopLossPrice error raised by the VaultKeeper contract.
type VaultKeeperInvalidStopLossPrice struct {
	Price          *big.Int
	ReferencePrice *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidStopLossPrice(uint256 price, uint256 referencePrice)
func VaultKeeperInvalidStopLossPriceErrorID() common.Hash {
	return common.HexToHash("0x3e73a6d32d178dd8254c283d9814f6a719494716b31f6c388b9468da560ef82b")
}

// UnpackInvalidStopLossPriceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidStopLossPrice(uint256 price, uint256 referencePrice)
func (vaultKeeper *VaultKeeper) UnpackInvalidStopLossPriceError(raw []byte) (*VaultKeeperInvalidStopLossPrice, error) {
	out := new(VaultKeeperInvalidStopLossPrice)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "InvalidStopLossPrice", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperInvalidTakeProfitPrice represents a InvalidTakeProfitPrice error raised by the VaultKeeper contract.
type VaultKeeperInvalidTakeProfitPrice struct {
	Price          *big.Int
	ReferencePrice *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidTakeProfitPrice(uint256 price, uint256 referencePrice)
func VaultKeeperInvalidTakeProfitPriceErrorID() common.Hash {
	return common.HexToHash("0x56b9037d445b94602adbf71752b8dd714a3ad4c477bfe3091bf109c5fa7dc3e9")
}

// UnpackInvalidTakeProfitPriceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidTakeProfitPrice(uint256 price, uint256 referencePrice)
func (vaultKeeper *VaultKeeper) UnpackInvalidTakeProfitPriceError(raw []byte) (*VaultKeeperInvalidTakeProfitPrice, error) {
	out := new(VaultKeeperInvalidTakeProfitPrice)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "InvalidTakeProfitPrice", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperInvalidTriggers represents a InvalidTriggers error raised by the VaultKeeper contract.
type VaultKeeperInvalidTriggers struct {
	Reason string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidTriggers(string reason)
func VaultKeeperInvalidTriggersErrorID() common.Hash {
	return common.HexToHash("0x54bd2af572f5247d4f721da81f5e90e1fa9f7d120ce5278583465e7c5809dc16")
}

// UnpackInvalidTriggersError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidTriggers(string reason)
func (vaultKeeper *VaultKeeper) UnpackInvalidTriggersError(raw []byte) (*VaultKeeperInvalidTriggers, error) {
	out := new(VaultKeeperInvalidTriggers)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "InvalidTriggers", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperKeeperLogicMismatch represents a KeeperLogicMismatch error raised by the VaultKeeper contract.
type VaultKeeperKeeperLogicMismatch struct {
	KeeperLogic common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error KeeperLogicMismatch(address keeperLogic)
func VaultKeeperKeeperLogicMismatchErrorID() common.Hash {
	return common.HexToHash("0xe52611301d607bb96b52206b3ae060f402642daf7f45be318769ee13a6904697")
}

// UnpackKeeperLogicMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error KeeperLogicMismatch(address keeperLogic)
func (vaultKeeper *VaultKeeper) UnpackKeeperLogicMismatchError(raw []byte) (*VaultKeeperKeeperLogicMismatch, error) {
	out := new(VaultKeeperKeeperLogicMismatch)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "KeeperLogicMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperLeverageTooHigh represents a LeverageTooHigh error raised by the VaultKeeper contract.
type VaultKeeperLeverageTooHigh struct {
	Leverage    *big.Int
	MaxLeverage *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LeverageTooHigh(uint256 leverage, uint256 maxLeverage)
func VaultKeeperLeverageTooHighErrorID() common.Hash {
	return common.HexToHash("0x3b7b1e4b92966ce91299f84f1f754afa3f39d79956f8f0e20e96b9ad57d82650")
}

// UnpackLeverageTooHighError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LeverageTooHigh(uint256 leverage, uint256 maxLeverage)
func (vaultKeeper *VaultKeeper) UnpackLeverageTooHighError(raw []byte) (*VaultKeeperLeverageTooHigh, error) {
	out := new(VaultKeeperLeverageTooHigh)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "LeverageTooHigh", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperLeverageTooLow represents a LeverageTooLow error raised by the VaultKeeper contract.
type VaultKeeperLeverageTooLow struct {
	Size       *big.Int
	Collateral *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LeverageTooLow(uint256 size, uint256 collateral)
func VaultKeeperLeverageTooLowErrorID() common.Hash {
	return common.HexToHash("0xe3835a27d7716827c7a21639c6a12c694b0b8525da46ae5404a8a06480a7a908")
}

// UnpackLeverageTooLowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LeverageTooLow(uint256 size, uint256 collateral)
func (vaultKeeper *VaultKeeper) UnpackLeverageTooLowError(raw []byte) (*VaultKeeperLeverageTooLow, error) {
	out := new(VaultKeeperLeverageTooLow)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "LeverageTooLow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperMarketDisabled represents a MarketDisabled error raised by the VaultKeeper contract.
type VaultKeeperMarketDisabled struct {
	TokenId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error MarketDisabled(uint256 tokenId)
func VaultKeeperMarketDisabledErrorID() common.Hash {
	return common.HexToHash("0x470ba2ca4de0f2837c78f39436f70f01684c27bfd82b96ed82df3c2b9df0464c")
}

// UnpackMarketDisabledError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error MarketDisabled(uint256 tokenId)
func (vaultKeeper *VaultKeeper) UnpackMarketDisabledError(raw []byte) (*VaultKeeperMarketDisabled, error) {
	out := new(VaultKeeperMarketDisabled)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "MarketDisabled", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperMarketNotFound represents a MarketNotFound error raised by the VaultKeeper contract.
type VaultKeeperMarketNotFound struct {
	TokenId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error MarketNotFound(uint256 tokenId)
func VaultKeeperMarketNotFoundErrorID() common.Hash {
	return common.HexToHash("0x4cba20ef5d5b0162fd61df8556d295cfea82767d541858d76ca08a0dc9868836")
}

// UnpackMarketNotFoundError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error MarketNotFound(uint256 tokenId)
func (vaultKeeper *VaultKeeper) UnpackMarketNotFoundError(raw []byte) (*VaultKeeperMarketNotFound, error) {
	out := new(VaultKeeperMarketNotFound)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "MarketNotFound", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperNativeTransferFailed represents a NativeTransferFailed error raised by the VaultKeeper contract.
type VaultKeeperNativeTransferFailed struct {
	To     common.Address
	Amount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NativeTransferFailed(address to, uint256 amount)
func VaultKeeperNativeTransferFailedErrorID() common.Hash {
	return common.HexToHash("0xa5b05eec8040da65485bf3ab248b47c42271aa50a9234ed8f116e568dc285cc6")
}

// UnpackNativeTransferFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NativeTransferFailed(address to, uint256 amount)
func (vaultKeeper *VaultKeeper) UnpackNativeTransferFailedError(raw []byte) (*VaultKeeperNativeTransferFailed, error) {
	out := new(VaultKeeperNativeTransferFailed)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "NativeTransferFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperNativeValueNotAccepted represents a NativeValueNotAccepted error raised by the VaultKeeper contract.
type VaultKeeperNativeValueNotAccepted struct {
	Sent *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NativeValueNotAccepted(uint256 sent)
func VaultKeeperNativeValueNotAcceptedErrorID() common.Hash {
	return common.HexToHash("0x289891015320bed006da31de9f4469d41160b1fbae087650cabf06a0600160c5")
}

// UnpackNativeValueNotAcceptedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NativeValueNotAccepted(uint256 sent)
func (vaultKeeper *VaultKeeper) UnpackNativeValueNotAcceptedError(raw []byte) (*VaultKeeperNativeValueNotAccepted, error) {
	out := new(VaultKeeperNativeValueNotAccepted)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "NativeValueNotAccepted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperNotKeeper represents a NotKeeper error raised by the VaultKeeper contract.
type VaultKeeperNotKeeper struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotKeeper(address caller)
func VaultKeeperNotKeeperErrorID() common.Hash {
	return common.HexToHash("0xccf79b67be4db0b0fabcb5c1c5161ff892f8f47e29b3cb839fac684cf1193a00")
}

// UnpackNotKeeperError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotKeeper(address caller)
func (vaultKeeper *VaultKeeper) UnpackNotKeeperError(raw []byte) (*VaultKeeperNotKeeper, error) {
	out := new(VaultKeeperNotKeeper)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "NotKeeper", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperNotLiquidatable represents a NotLiquidatable error raised by the VaultKeeper contract.
type VaultKeeperNotLiquidatable struct {
	PosId             *big.Int
	NetValue          *big.Int
	MaintenanceMargin *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotLiquidatable(uint256 posId, int256 netValue, uint256 maintenanceMargin)
func VaultKeeperNotLiquidatableErrorID() common.Hash {
	return common.HexToHash("0xe5921c74062b3ac52a7698d091a4441bcb6a1af9256d0ebfd2b40808c2f8443b")
}

// UnpackNotLiquidatableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotLiquidatable(uint256 posId, int256 netValue, uint256 maintenanceMargin)
func (vaultKeeper *VaultKeeper) UnpackNotLiquidatableError(raw []byte) (*VaultKeeperNotLiquidatable, error) {
	out := new(VaultKeeperNotLiquidatable)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "NotLiquidatable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperNotPositionOwner represents a NotPositionOwner error raised by the VaultKeeper contract.
type VaultKeeperNotPositionOwner struct {
	PosId  *big.Int
	Caller common.Address
	Owner  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotPositionOwner(uint256 posId, address caller, address owner)
func VaultKeeperNotPositionOwnerErrorID() common.Hash {
	return common.HexToHash("0x6e764c2ac44ee5494e6d64cf4bbbe3bea5984a8c5f9c3beace5f72b204e07e4a")
}

// UnpackNotPositionOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotPositionOwner(uint256 posId, address caller, address owner)
func (vaultKeeper *VaultKeeper) UnpackNotPositionOwnerError(raw []byte) (*VaultKeeperNotPositionOwner, error) {
	out := new(VaultKeeperNotPositionOwner)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "NotPositionOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperNothingToClaim represents a NothingToClaim error raised by the VaultKeeper contract.
type VaultKeeperNothingToClaim struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingToClaim()
func VaultKeeperNothingToClaimErrorID() common.Hash {
	return common.HexToHash("0x969bf7288f744225521096ebffff657851af77dd4c63700d76b8d1cf6481d1f1")
}

// UnpackNothingToClaimError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingToClaim()
func (vaultKeeper *VaultKeeper) UnpackNothingToClaimError(raw []byte) (*VaultKeeperNothingToClaim, error) {
	out := new(VaultKeeperNothingToClaim)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "NothingToClaim", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperOpenInterestCapExceeded represents a OpenInterestCapExceeded error raised by the VaultKeeper contract.
type VaultKeeperOpenInterestCapExceeded struct {
	TokenId      *big.Int
	IsLong       bool
	OpenInterest *big.Int
	SizeDelta    *big.Int
	Cap          *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OpenInterestCapExceeded(uint256 tokenId, bool isLong, uint256 openInterest, uint256 sizeDelta, uint256 cap)
func VaultKeeperOpenInterestCapExceededErrorID() common.Hash {
	return common.HexToHash("0x0e198a7405c5d586a7b39144ceb74e038575b3d94e101c9ef935603efbe7bbae")
}

// UnpackOpenInterestCapExceededError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OpenInterestCapExceeded(uint256 tokenId, bool isLong, uint256 openInterest, uint256 sizeDelta, uint256 cap)
func (vaultKeeper *VaultKeeper) UnpackOpenInterestCapExceededError(raw []byte) (*VaultKeeperOpenInterestCapExceeded, error) {
	out := new(VaultKeeperOpenInterestCapExceeded)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "OpenInterestCapExceeded", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperOrderExecutable represents a OrderExecutable error raised by the VaultKeeper contract.
type VaultKeeperOrderExecutable struct {
	PosId      *big.Int
	Price      *big.Int
	PriceRound *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OrderExecutable(uint256 posId, uint256 price, uint256 priceRound)
func VaultKeeperOrderExecutableErrorID() common.Hash {
	return common.HexToHash("0x486e3005579ef765bf8b9bb2b6d649ae4e910ec30ef123cc1cfb0b6a0274bfa9")
}

// UnpackOrderExecutableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OrderExecutable(uint256 posId, uint256 price, uint256 priceRound)
func (vaultKeeper *VaultKeeper) UnpackOrderExecutableError(raw []byte) (*VaultKeeperOrderExecutable, error) {
	out := new(VaultKeeperOrderExecutable)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "OrderExecutable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperOrderExpired represents a OrderExpired error raised by the VaultKeeper contract.
type VaultKeeperOrderExpired struct {
	PosId     *big.Int
	ExpiresAt *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OrderExpired(uint256 posId, uint256 expiresAt)
func VaultKeeperOrderExpiredErrorID() common.Hash {
	return common.HexToHash("0x4b2d84db364a91e770868e6b301e0987c2210f5bf1b235bc37f0ef66abb7f3e2")
}

// UnpackOrderExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OrderExpired(uint256 posId, uint256 expiresAt)
func (vaultKeeper *VaultKeeper) UnpackOrderExpiredError(raw []byte) (*VaultKeeperOrderExpired, error) {
	out := new(VaultKeeperOrderExpired)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "OrderExpired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperOrderNotPending represents a OrderNotPending error raised by the VaultKeeper contract.
type VaultKeeperOrderNotPending struct {
	PosId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OrderNotPending(uint256 posId)
func VaultKeeperOrderNotPendingErrorID() common.Hash {
	return common.HexToHash("0x5700875692ec70272f1f1cae2ae48092b18e25f1546f04acf662afa70f3c0d5d")
}

// UnpackOrderNotPendingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OrderNotPending(uint256 posId)
func (vaultKeeper *VaultKeeper) UnpackOrderNotPendingError(raw []byte) (*VaultKeeperOrderNotPending, error) {
	out := new(VaultKeeperOrderNotPending)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "OrderNotPending", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the VaultKeeper contract.
type VaultKeeperOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func VaultKeeperOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (vaultKeeper *VaultKeeper) UnpackOwnableInvalidOwnerError(raw []byte) (*VaultKeeperOwnableInvalidOwner, error) {
	out := new(VaultKeeperOwnableInvalidOwner)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the VaultKeeper contract.
type VaultKeeperOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func VaultKeeperOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (vaultKeeper *VaultKeeper) UnpackOwnableUnauthorizedAccountError(raw []byte) (*VaultKeeperOwnableUnauthorizedAccount, error) {
	out := new(VaultKeeperOwnableUnauthorizedAccount)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperPositionNotFound represents a PositionNotFound error raised by the VaultKeeper contract.
type VaultKeeperPositionNotFound struct {
	PosId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PositionNotFound(uint256 posId)
func VaultKeeperPositionNotFoundErrorID() common.Hash {
	return common.HexToHash("0xf7154807bcead9c8ed4eb32af1b39d8b3568ffd677deb2e8870921d72f212164")
}

// UnpackPositionNotFoundError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PositionNotFound(uint256 posId)
func (vaultKeeper *VaultKeeper) UnpackPositionNotFoundError(raw []byte) (*VaultKeeperPositionNotFound, error) {
	out := new(VaultKeeperPositionNotFound)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "PositionNotFound", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperPriceBeyondAllowed represents a PriceBeyondAllowed error raised by the VaultKeeper contract.
type VaultKeeperPriceBeyondAllowed struct {
	Price        *big.Int
	AllowedPrice *big.Int
	IsLong       bool
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PriceBeyondAllowed(uint256 price, uint256 allowedPrice, bool isLong)
func VaultKeeperPriceBeyondAllowedErrorID() common.Hash {
	return common.HexToHash("0xa2495b18e18d532d22d1beb50ab3f8ea10bd33aebeff1d6b7b295c8abdfc48dd")
}

// UnpackPriceBeyondAllowedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PriceBeyondAllowed(uint256 price, uint256 allowedPrice, bool isLong)
func (vaultKeeper *VaultKeeper) UnpackPriceBeyondAllowedError(raw []byte) (*VaultKeeperPriceBeyondAllowed, error) {
	out := new(VaultKeeperPriceBeyondAllowed)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "PriceBeyondAllowed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperPriceOutOfRange represents a PriceOutOfRange error raised by the VaultKeeper contract.
type VaultKeeperPriceOutOfRange struct {
	Which string
	Price *big.Int
	Max   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PriceOutOfRange(string which, uint256 price, uint256 max)
func VaultKeeperPriceOutOfRangeErrorID() common.Hash {
	return common.HexToHash("0xe2afcef859723ea564527eec647c00fe1bc2a4333840a5ec5a46ac77fe0352c5")
}

// UnpackPriceOutOfRangeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PriceOutOfRange(string which, uint256 price, uint256 max)
func (vaultKeeper *VaultKeeper) UnpackPriceOutOfRangeError(raw []byte) (*VaultKeeperPriceOutOfRange, error) {
	out := new(VaultKeeperPriceOutOfRange)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "PriceOutOfRange", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the VaultKeeper contract.
type VaultKeeperReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func VaultKeeperReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (vaultKeeper *VaultKeeper) UnpackReentrancyGuardReentrantCallError(raw []byte) (*VaultKeeperReentrancyGuardReentrantCall, error) {
	out := new(VaultKeeperReentrancyGuardReentrantCall)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperSizeDeltaExceedsPosition represents a SizeDeltaExceedsPosition error raised by the VaultKeeper contract.
type VaultKeeperSizeDeltaExceedsPosition struct {
	SizeDelta *big.Int
	Size      *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SizeDeltaExceedsPosition(uint256 sizeDelta, uint256 size)
func VaultKeeperSizeDeltaExceedsPositionErrorID() common.Hash {
	return common.HexToHash("0xb802af25c1ee8feeafaf6cc9fbf4f49c48f986ef1fd0a5680522f6e37dee626a")
}

// UnpackSizeDeltaExceedsPositionError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SizeDeltaExceedsPosition(uint256 sizeDelta, uint256 size)
func (vaultKeeper *VaultKeeper) UnpackSizeDeltaExceedsPositionError(raw []byte) (*VaultKeeperSizeDeltaExceedsPosition, error) {
	out := new(VaultKeeperSizeDeltaExceedsPosition)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "SizeDeltaExceedsPosition", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperStopAlreadyTriggered represents a StopAlreadyTriggered error raised by the VaultKeeper contract.
type VaultKeeperStopAlreadyTriggered struct {
	PosId     *big.Int
	StopPrice *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StopAlreadyTriggered(uint256 posId, uint256 stopPrice)
func VaultKeeperStopAlreadyTriggeredErrorID() common.Hash {
	return common.HexToHash("0xad3164106fb6c2baeb49d1af59420950dd2b7bb2d001ee0898d2d9d4f47f409a")
}

// UnpackStopAlreadyTriggeredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StopAlreadyTriggered(uint256 posId, uint256 stopPrice)
func (vaultKeeper *VaultKeeper) UnpackStopAlreadyTriggeredError(raw []byte) (*VaultKeeperStopAlreadyTriggered, error) {
	out := new(VaultKeeperStopAlreadyTriggered)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "StopAlreadyTriggered", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperTriggerDue represents a TriggerDue error raised by the VaultKeeper contract.
type VaultKeeperTriggerDue struct {
	PosId      *big.Int
	IsTP       bool
	Price      *big.Int
	PriceRound *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TriggerDue(uint256 posId, bool isTP, uint256 price, uint256 priceRound)
func VaultKeeperTriggerDueErrorID() common.Hash {
	return common.HexToHash("0x092eb2d42466e89e1a3acf6a0c7dea766996b3b8f50936fe88cba06e9432da4c")
}

// UnpackTriggerDueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TriggerDue(uint256 posId, bool isTP, uint256 price, uint256 priceRound)
func (vaultKeeper *VaultKeeper) UnpackTriggerDueError(raw []byte) (*VaultKeeperTriggerDue, error) {
	out := new(VaultKeeperTriggerDue)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "TriggerDue", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperUnsupportedOrderType represents a UnsupportedOrderType error raised by the VaultKeeper contract.
type VaultKeeperUnsupportedOrderType struct {
	OrderType uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnsupportedOrderType(uint8 orderType)
func VaultKeeperUnsupportedOrderTypeErrorID() common.Hash {
	return common.HexToHash("0x87d9aef351e530c04819018a1bd0bee2cd812dd5f1cccfce3bd06a72823206b4")
}

// UnpackUnsupportedOrderTypeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnsupportedOrderType(uint8 orderType)
func (vaultKeeper *VaultKeeper) UnpackUnsupportedOrderTypeError(raw []byte) (*VaultKeeperUnsupportedOrderType, error) {
	out := new(VaultKeeperUnsupportedOrderType)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "UnsupportedOrderType", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperUnsupportedToken represents a UnsupportedToken error raised by the VaultKeeper contract.
type VaultKeeperUnsupportedToken struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnsupportedToken(address token)
func VaultKeeperUnsupportedTokenErrorID() common.Hash {
	return common.HexToHash("0xbf16aab68b533663bda39930f665a3aca274d1ce9b11695c6d6218cb23bba198")
}

// UnpackUnsupportedTokenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnsupportedToken(address token)
func (vaultKeeper *VaultKeeper) UnpackUnsupportedTokenError(raw []byte) (*VaultKeeperUnsupportedToken, error) {
	out := new(VaultKeeperUnsupportedToken)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "UnsupportedToken", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperWouldBeLiquidatable represents a WouldBeLiquidatable error raised by the VaultKeeper contract.
type VaultKeeperWouldBeLiquidatable struct {
	PosId             *big.Int
	NetValue          *big.Int
	MaintenanceMargin *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WouldBeLiquidatable(uint256 posId, int256 netValue, uint256 maintenanceMargin)
func VaultKeeperWouldBeLiquidatableErrorID() common.Hash {
	return common.HexToHash("0x51c92b350f27a97d0655004666b5730e3e7b3bfc07651b048322971706d52407")
}

// UnpackWouldBeLiquidatableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WouldBeLiquidatable(uint256 posId, int256 netValue, uint256 maintenanceMargin)
func (vaultKeeper *VaultKeeper) UnpackWouldBeLiquidatableError(raw []byte) (*VaultKeeperWouldBeLiquidatable, error) {
	out := new(VaultKeeperWouldBeLiquidatable)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "WouldBeLiquidatable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperZeroAddress represents a ZeroAddress error raised by the VaultKeeper contract.
type VaultKeeperZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress()
func VaultKeeperZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xd92e233df2717d4a40030e20904abd27b68fcbeede117eaaccbbdac9618c8c73")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress()
func (vaultKeeper *VaultKeeper) UnpackZeroAddressError(raw []byte) (*VaultKeeperZeroAddress, error) {
	out := new(VaultKeeperZeroAddress)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VaultKeeperZeroAmount represents a ZeroAmount error raised by the VaultKeeper contract.
type VaultKeeperZeroAmount struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAmount()
func VaultKeeperZeroAmountErrorID() common.Hash {
	return common.HexToHash("0x1f2a2005cb66a8e145327e8814e243a0996aec9bfe1e15a495778b1236dbd485")
}

// UnpackZeroAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAmount()
func (vaultKeeper *VaultKeeper) UnpackZeroAmountError(raw []byte) (*VaultKeeperZeroAmount, error) {
	out := new(VaultKeeperZeroAmount)
	if err := vaultKeeper.abi.UnpackIntoInterface(out, "ZeroAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}
