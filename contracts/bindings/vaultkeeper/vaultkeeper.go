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
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"owner_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"stable_\",\"type\":\"address\",\"internalType\":\"contractIERC20\"},{\"name\":\"settings_\",\"type\":\"address\",\"internalType\":\"contractISettings\"},{\"name\":\"oracle_\",\"type\":\"address\",\"internalType\":\"contractIOracle\"},{\"name\":\"referrals_\",\"type\":\"address\",\"internalType\":\"contractIReferralRegistry\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"BASIS_POINTS_DIVISOR\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"CLOSE_ALL\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_PRICE\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_TRIGGERS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_USD\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"PRICE_PRECISION\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"RATE_PRECISION\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"currentRates\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"fundingRate\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"borrowRateLong\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"borrowRateShort\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"execute\",\"inputs\":[{\"name\":\"posIds\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"done\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"feeDebt\",\"inputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"feeReserve\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"lastPosId\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"liquidatePosition\",\"inputs\":[{\"name\":\"_posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"liquidatePositions\",\"inputs\":[{\"name\":\"_posIds\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"done\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"marginBalance\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"nativeRefunds\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"oracle\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIOracle\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"poolAmount\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"positionBlocks\",\"inputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"positionFigures\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"f\",\"type\":\"tuple\",\"internalType\":\"structIVault.Figures\",\"components\":[{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"pnl\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"borrowFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fundingFee\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"closingFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"netValue\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"maintenanceMargin\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"liquidatable\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"feeDebt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"referrals\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIReferralRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"renounceOwnership\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"settings\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractISettings\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stable\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIERC20\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stableScale\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"totalCollateral\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"totalEscrow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"totalMargin\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"transferOwnership\",\"inputs\":[{\"name\":\"newOwner\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"ClientOrderTagged\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"idHash\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"DecreaseCanceled\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"reason\",\"type\":\"string\",\"indexed\":false,\"internalType\":\"string\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"DecreaseRequested\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Deposit\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"from\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"FeesSettled\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"borrowFee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"fundingFee\",\"type\":\"int256\",\"indexed\":false,\"internalType\":\"int256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"LiquidityAdded\",\"inputs\":[{\"name\":\"from\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"LiquidityRemoved\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OrderCanceled\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"reason\",\"type\":\"string\",\"indexed\":false,\"internalType\":\"string\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OrderCreated\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"orderType\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"enumIVault.OrderType\"},{\"name\":\"params\",\"type\":\"uint256[]\",\"indexed\":false,\"internalType\":\"uint256[]\"},{\"name\":\"refer\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OwnershipTransferred\",\"inputs\":[{\"name\":\"previousOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"newOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PositionClosed\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PositionDecreased\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"realisedPnl\",\"type\":\"int256\",\"indexed\":false,\"internalType\":\"int256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"payout\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PositionIncreased\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"size\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PositionLiquidated\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"liquidator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"netValue\",\"type\":\"int256\",\"indexed\":false,\"internalType\":\"int256\"},{\"name\":\"maintenanceMargin\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"toOwner\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ReferralPaid\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"refer\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"RefundCredited\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"TriggerExecuted\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"isTP\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"TriggerSet\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"isTP\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Withdraw\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"AmountOutOfRange\",\"inputs\":[{\"name\":\"which\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"max\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"CollateralBelowMinimum\",\"inputs\":[{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"minCollateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DecreaseAlreadyPending\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InsufficientMarginBalance\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"available\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InsufficientPoolLiquidity\",\"inputs\":[{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"available\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidAmountPercent\",\"inputs\":[{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidExecutionFee\",\"inputs\":[{\"name\":\"expected\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"sent\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidParamsLength\",\"inputs\":[{\"name\":\"length\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidPrice\",\"inputs\":[{\"name\":\"which\",\"type\":\"string\",\"internalType\":\"string\"}]},{\"type\":\"error\",\"name\":\"InvalidReferrer\",\"inputs\":[{\"name\":\"refer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"codeOwner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"InvalidSlippage\",\"inputs\":[{\"name\":\"slippage\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidStopLossPrice\",\"inputs\":[{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"referencePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidTakeProfitPrice\",\"inputs\":[{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"referencePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidTriggers\",\"inputs\":[{\"name\":\"reason\",\"type\":\"string\",\"internalType\":\"string\"}]},{\"type\":\"error\",\"name\":\"KeeperLogicMismatch\",\"inputs\":[{\"name\":\"keeperLogic\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"LeverageTooHigh\",\"inputs\":[{\"name\":\"leverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxLeverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"LeverageTooLow\",\"inputs\":[{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"MarketDisabled\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"MarketNotFound\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NativeTransferFailed\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NativeValueNotAccepted\",\"inputs\":[{\"name\":\"sent\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotKeeper\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotLiquidatable\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"netValue\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"maintenanceMargin\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotPositionOwner\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NothingToClaim\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"OpenInterestCapExceeded\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"openInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"cap\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"OrderExecutable\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"priceRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"OrderNotPending\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"OwnableInvalidOwner\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"OwnableUnauthorizedAccount\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"PositionNotFound\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"PriceBeyondAllowed\",\"inputs\":[{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"}]},{\"type\":\"error\",\"name\":\"PriceOutOfRange\",\"inputs\":[{\"name\":\"which\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"max\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ReentrancyGuardReentrantCall\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"SizeDeltaExceedsPosition\",\"inputs\":[{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"TriggerDue\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isTP\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"priceRound\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"UnsupportedOrderType\",\"inputs\":[{\"name\":\"orderType\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]},{\"type\":\"error\",\"name\":\"UnsupportedToken\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ZeroAddress\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ZeroAmount\",\"inputs\":[]}]",
	ID:  "VaultKeeper",
	Bin: "0x610120604052348015610010575f5ffd5b5060405161347438038061347483398101604081905261002f916101e8565b8484848484846001600160a01b03811661006257604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b61006b81610182565b50600180556001600160a01b038416158061008d57506001600160a01b038316155b8061009f57506001600160a01b038216155b806100b157506001600160a01b038116155b156100cf5760405163d92e233d60e01b815260040160405180910390fd5b5f846001600160a01b031663313ce5676040518163ffffffff1660e01b8152600401602060405180830381865afa15801561010c573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906101309190610259565b6001600160a01b038616608052905061014d60ff8216601e610294565b61015890600a610390565b60a052506001600160a01b0392831660c05290821660e05216610100525061039b95505050505050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6001600160a01b03811681146101e5575f5ffd5b50565b5f5f5f5f5f60a086880312156101fc575f5ffd5b8551610207816101d1565b6020870151909550610218816101d1565b6040870151909450610229816101d1565b606087015190935061023a816101d1565b608087015190925061024b816101d1565b809150509295509295909350565b5f60208284031215610269575f5ffd5b815160ff81168114610279575f5ffd5b9392505050565b634e487b7160e01b5f52601160045260245ffd5b818103818111156102a7576102a7610280565b92915050565b6001815b60018411156102e8578085048111156102cc576102cc610280565b60018416156102da57908102905b60019390931c9280026102b1565b935093915050565b5f826102fe575060016102a7565b8161030a57505f6102a7565b8160018114610320576002811461032a57610346565b60019150506102a7565b60ff84111561033b5761033b610280565b50506001821b6102a7565b5060208310610133831016604e8410600b8410161715610369575081810a6102a7565b6103755f1984846102ad565b805f190482111561038857610388610280565b029392505050565b5f61027983836102f0565b60805160a05160c05160e0516101005161303a61043a5f395f61044201525f818161039801528181610eb80152818161148c015261154501525f8181610472015281816104f401528181610756015281816108530152818161097501528181610cfb01528181610fa6015281816116690152818161199501528181611bd201528181612215015261249801525f61035e01525f610235015261303a5ff3fe608060405234801561000f575f5ffd5b50600436106101d1575f3560e01c80638da5cb5b116100fe578063c96ba89d1161009e578063e06174e41161006e578063e06174e41461046d578063eaa674d114610494578063f1d74c031461049d578063f2fde38b146104bc575f5ffd5b8063c96ba89d14610422578063cdddd4e51461042a578063d3dc75391461043d578063df2cf17014610464575f5ffd5b8063a3d89844116100d9578063a3d89844146103f1578063a693600b146103fa578063b0a25a54146101d5578063b7631b9014610403575f5ffd5b80638da5cb5b146103ba5780638ef16cd9146103ca57806395082d25146103dd575f5ffd5b80632b3ba681116101745780636691bdcb116101445780636691bdcb14610359578063715018a614610380578063789ff0e11461038a5780637dc0d1d014610393575f5ffd5b80632b3ba6811461030f5780633e5a27601461031e5780634ac8eb5f1461033d5780634d452ec014610346575f5ffd5b80631b0240ec116101af5780631b0240ec1461020257806322be3de11461023057806322e904a71461026f57806323987cb7146102f0575f5ffd5b806301c11d96146101d5578063126082cf146101f0578063192b46e8146101fa575b5f5ffd5b6101dd6104cf565b6040519081526020015b60405180910390f35b6101dd620186a081565b6101dd5f1981565b610215610210366004612ba1565b6104ee565b604080519384526020840192909252908201526060016101e7565b6102577f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016101e7565b61028261027d366004612bb8565b610642565b6040516101e791905f61012082019050825182526020830151602083015260408301516040830152606083015160608301526080830151608083015260a083015160a083015260c083015160c083015260e0830151151560e083015261010083015161010083015292915050565b6101dd6102fe366004612bd8565b60126020525f908152604090205481565b6101dd670de0b6b3a764000081565b6101dd61032c366004612ba1565b60136020525f908152604090205481565b6101dd60105481565b6101dd610354366004612bfe565b6108eb565b6101dd7f000000000000000000000000000000000000000000000000000000000000000081565b61038861094b565b005b6101dd600f5481565b6102577f000000000000000000000000000000000000000000000000000000000000000081565b5f546001600160a01b0316610257565b6101dd6103d8366004612bfe565b61095e565b6101dd6c0c9f2c9cd04674edea4000000081565b6101dd60115481565b6101dd600e5481565b6101dd610411366004612ba1565b60146020525f908152604090205481565b6101dd600281565b610388610438366004612ba1565b610a75565b6102577f000000000000000000000000000000000000000000000000000000000000000081565b6101dd60025481565b6102577f000000000000000000000000000000000000000000000000000000000000000081565b6101dd600d5481565b6101dd6104ab366004612bd8565b600c6020525f908152604090205481565b6103886104ca366004612bd8565b610a95565b6104eb6c0c9f2c9cd04674edea4000000064e8d4a51000612c83565b81565b5f5f5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166328861d22866040518263ffffffff1660e01b815260040161054091815260200190565b5f60405180830381865afa15801561055a573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526105819190810190612d77565b5f868152600b6020526040812080546001820154939450909290916105a68284612e49565b905080156105d557806105b98385612e5c565b8660c001516105c89190612e7b565b6105d29190612ebe565b97505b600e54801561063557808185106105ec57816105ee565b845b8760e001516105fd9190612c83565b6106079190612eea565b9750808184106106175781610619565b835b8760e001516106289190612c83565b6106329190612eea565b96505b5050505050509193909250565b61068a6040518061012001604052805f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f151581526020015f81525090565b5f8381526003602081905260408220908101549091036106c55760405163f715480760e01b8152600481018590526024015b60405180910390fd5b5f5f5f6106d58460010154610acf565b600287015492955090935091506106fd90859060ff166106f557826106f7565b835b85610b9d565b606087015260408601528585526002840154600385015460058601546107289260ff16919089610c28565b6020860152600884015460018501546040516314430e9160e11b81526107e5926001600160a01b03908116927f0000000000000000000000000000000000000000000000000000000000000000909116916328861d229161078f9160040190815260200190565b5f60405180830381865afa1580156107a9573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526107d09190810190612d77565b6002870154600388015460ff90911690610ca9565b608086019081525f888152601360209081526040918290205461010089018190526004880154918901519289015160608a01519451610828959394939192610da0565b60a086015260038401546001850154604051632ac2959b60e01b81526108ce92916001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001691632ac2959b9161088a9160040190815260200190565b602060405180830381865afa1580156108a5573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906108c99190612efd565b610de2565b60c0860181905260a08601511260e0860152509295945050505050565b5f6108f4610e02565b5f5b8281101561093b5761092084848381811061091357610913612f14565b905060200201355f610e2c565b15610933578161092f81612f28565b9250505b6001016108f6565b5061094560018055565b92915050565b61095361110f565b61095c5f61113b565b565b6040516335d2155560e11b81523360048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690636ba42aaa90602401602060405180830381865afa1580156109c2573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906109e69190612f40565b610a055760405163ccf79b6760e01b81523360048201526024016106bc565b610a0d610e02565b5f805b83811015610a6a575f5f610a3b878785818110610a2f57610a2f612f14565b9050602002013561118a565b9092509050610a4a8285612e49565b93508015610a605784610a5c81612f28565b9550505b5050600101610a10565b5061093b33826113f5565b610a7d610e02565b610a88816001610e2c565b50610a9260018055565b50565b610a9d61110f565b6001600160a01b038116610ac657604051631e4fbdf760e01b81525f60048201526024016106bc565b610a928161113b565b5f818152600b60205260409020600281015460038201546004830154600584015492939192909190801580610b0357504281145b15610b0f575050610b96565b5f610b1a8242612f59565b90505f5f5f610b288a6104ee565b91945092509050610e10610b3c8585612e7b565b610b469190612ebe565b610b50908a612f6c565b9850610e10610b5f8584612c83565b610b699190612eea565b610b739089612e49565b9750610e10610b828583612c83565b610b8c9190612eea565b6106329088612e49565b9193909250565b5f5f670de0b6b3a7640000856007015485610bb89190612f59565b8660030154610bc79190612c83565b610bd19190612eea565b9150670de0b6b3a7640000856006015484610bec9190612e5c565b8660030154610bfb9190612e7b565b610c059190612ebe565b600286015490915060ff16610c2057610c1d81612f8b565b90505b935093915050565b5f828203610c3757505f610ca1565b5f838311610c4e57610c498385612f59565b610c58565b610c588484612f59565b90505f84610c668388612c83565b610c709190612eea565b90505f87610c8057858510610c84565b8585115b905080610c9957610c9482612f8b565b610c9b565b815b93505050505b949350505050565b5f620186a083610cbd578460600151610cc3565b84604001515b610ccd9084612c83565b610cd79190612eea565b90505f81118015610cf057506001600160a01b03851615155b15610ca157620186a07f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635426d32a6040518163ffffffff1660e01b8152600401602060405180830381865afa158015610d55573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610d799190612efd565b610d839083612c83565b610d8d9190612eea565b610d979082612f59565b95945050505050565b5f81838587610daf8a8c612f6c565b610db99190612e5c565b610dc39190612e5c565b610dcd9190612e5c565b610dd79190612e5c565b979650505050505050565b5f620186a0610df18385612c83565b610dfb9190612eea565b9392505050565b600260015403610e2557604051633ee5aeb560e01b815260040160405180910390fd5b6002600155565b5f828152600360205260408120600181015482908190610e4b90611487565b509150915082600301545f1480610e60575081155b15610f2b5784610e75575f9350505050610945565b82600301545f03610e9c5760405163f715480760e01b8152600481018790526024016106bc565b6001830154604051630e75722360e41b815260048101919091527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063e757223090602401602060405180830381865afa158015610f05573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610f299190612efd565b505b5f610f368783610642565b90508060e00151610f86578515610f7a5760a081015160c0820151604051633964871d60e21b8152600481018a9052602481019290925260448201526064016106bc565b5f945050505050610945565b5f845f015f9054906101000a90046001600160a01b031690505f620186a07f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663a36a36306040518163ffffffff1660e01b8152600401602060405180830381865afa158015611000573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906110249190612efd565b87600301546110339190612c83565b61103d9190612eea565b90505f61104f8a8860030154876115ba565b925050508082111561105f578091505b611069338361187d565b61107c836110778484612f59565b61187d565b6110868a846118c5565b336001600160a01b0316836001600160a01b03168b7f8e7c7a3df0eb15fd4ee257db730571ebe4eefe4342f2e6c9597551c868b93b82888860a001518960c001518889896110d49190612f59565b604080519586526020860194909452928401919091526060830152608082015260a00160405180910390a45060019998505050505050505050565b5f546001600160a01b0316331461095c5760405163118cdaa760e01b81523360048201526024016106bc565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f81815260036020526040812060018101548291908290819081906111ae90611487565b5f8a8152600460205260409020929550909350915060018154610100900460ff1660038111156111e0576111e0612fa5565b0361127b576111ee81611973565b1561123e578060080154965061122f8860405180604001604052806007815260200166195e1c1a5c995960ca1b81525086611229575f611a2a565b85611a2a565b50949660019650945050505050565b83158061124f575080600a01548211155b1561126357505f9788975095505050505050565b61126d8884611aeb565b965096505050505050915091565b84600301545f0361129557505f9788975095505050505050565b5f888152600760205260409020805460ff1615611335576112b581611bcf565b15611305576112f089866112c9575f6112cb565b855b60405180604001604052806007815260200166195e1c1a5c995960ca1b815250611c5f565b6112fa9089612e49565b975060019650611335565b8480156113155750806005015483115b15611335576113248985611d26565b61132e9089612e49565b9750600196505b8461134557505050505050915091565b5f866003015411801561137657505f8981526005602052604090206002870154611376919060ff1660018787611e60565b156113985761138789600186611eae565b6113919089612e49565b9750600196505b5f86600301541180156113c957505f89815260066020526040812060028801546113c99260ff909116908787611e60565b156113ea576113d9895f86611eae565b6113e39089612e49565b9750600196505b505050505050915091565b805f03611400575050565b5f826001600160a01b0316826040515f6040518083038185875af1925050503d805f8114611449576040519150601f19603f3d011682016040523d82523d5f602084013e61144e565b606091505b50509050806114825760405163296c17bb60e21b81526001600160a01b0384166004820152602481018390526044016106bc565b505050565b5f5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663e7572230856040518263ffffffff1660e01b81526004016114d891815260200190565b602060405180830381865afa925050508015611511575060408051601f3d908101601f1916820190925261150e91810190612efd565b60015b61152257505f915081905080610b96565b604051632574116960e11b81526004810186905260019082906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690634ae822d290602401602060405180830381865afa15801561158a573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906115ae9190612efd565b93509350935050610b96565b5f8381526003602052604081206001810154829182916115d990611f99565b5f6115e48888611fd8565b90505f826003015488146116165782600301548884600401546116079190612c83565b6116119190612eea565b61161c565b82600401545b6002840154600585015491925061163b9160ff909116908a908a610c28565b600884015460018501546040516314430e9160e11b81529298505f926116f1926001600160a01b03908116927f0000000000000000000000000000000000000000000000000000000000000000909116916328861d22916116a29160040190815260200190565b5f60405180830381865afa1580156116bc573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526116e39190810190612d77565b600287015460ff168c610ca9565b90505f5f8813611701575f611703565b875b9050600e548111156117145750600e545b5f5f8912611722575f61172b565b61172b89612f8b565b905081600e5f82825461173e9190612f59565b9091555061174e90508285612e49565b965086831061175d578661175f565b825b975061176b8888612f59565b96506117778582612e49565b90505f8782106117875787611789565b815b90506117958189612f59565b975080600e5f8282546117a89190612e49565b909155505060088701546117c7908e906001600160a01b03168b6121f2565b8460105f8282546117d89190612f59565b9250508190555084876004015f8282546117f29190612f59565b925050819055508b876003015f82825461180c9190612f59565b909155505042600988015560018701545f908152600b60205260409020600288015460ff1615611853578c815f015f8282546118489190612f59565b9091555061186c9050565b8c816001015f8282546118669190612f59565b90915550505b505050505050505093509350939050565b6001600160a01b0382165f908152600c6020526040812080548392906118a4908490612e49565b9250508190555080600d5f8282546118bc9190612e49565b90915550505050565b6118cf8282612323565b5f828152600760205260409020805460ff16156118f5576118f5838383600301546123ce565b5f838152600760209081526040808320805460ff19168155600181018490556002810184905560038101849055600481018490556005018390556001600160a01b03851683526008909152902061194c908461244b565b5061195860098461244b565b5050505f90815260146020526040902080544360801b179055565b5f80825460ff16600481111561198b5761198b612fa5565b14801561094557507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ce93e6cd6040518163ffffffff1660e01b8152600401602060405180830381865afa1580156119ef573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611a139190612efd565b8260090154611a229190612e49565b421192915050565b5f83815260046020908152604080832060039092528220815461ff0019166103001782556007820154600583015492939192611a669190612e49565b90508060115f828254611a799190612f59565b90915550508154611a93906001600160a01b03168261187d565b8154611aa99087906001600160a01b03166118c5565b857f48416a3834171849f68e1edd16ac3e06662024f45e1bc45c41b226e76bccc5fa8686604051611adb929190612fe7565b60405180910390a2505050505050565b5f5f5f5f611af98686612456565b5f888152600460205260408120929450909250836003811115611b1e57611b1e612fa5565b03611b31575f5f94509450505050611bc8565b600881015494506003836003811115611b4c57611b4c612fa5565b03611b8557805462ff0000191662010000178155611b6b600286612eea565b600890910180548290039055935060019250611bc8915050565b6002836003811115611b9957611b99612fa5565b03611bb657611ba9878388611a2a565b5060019250611bc8915050565b611bc087876127a6565b506001925050505b9250929050565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ce93e6cd6040518163ffffffff1660e01b8152600401602060405180830381865afa158015611c2c573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611c509190612efd565b8260040154611a229190612e49565b5f838152600760208181526040808420815160c081018352815460ff811615158252600183018054838701526002840180548487019081526003860180546060870152600487018054608088015260058801805460a08901528f8d529a90995260ff1990941690955590889055879055869055928590559284905591519151909186917f13ff53e385d681e211988ec1b15576ca0b78b3c8688848659414d737ef28a75591611d12918891908890613008565b60405180910390a260600151949350505050565b5f82815260036020818152604080842060078352818520825160c081018452815460ff161515815260018201549481019490945260028101549284018390529384015460608401526004840154608084015260059093015460a083015215801590611da5575060028201546040820151611da59160ff1690869061295a565b15611dea57611de18585604051806040016040528060148152602001731c1c9a58d94818995e5bdb9908185b1b1bddd95960621b815250611c5f565b92505050610945565b5f8581526007602090815260408220805460ff19168155600181018390556002810183905560038082018490556004820184905560059091019290925560608301519184015490830151919450611e5891879110611e4c578260200151611e52565b83600301545b8661296f565b505092915050565b84545f9060ff161580611e77575085600401548211155b15611e8357505f610d97565b83151585151514611e9b578560010154831115611ea4565b85600101548310155b9695505050505050565b5f5f83611ec7575f858152600660205260409020611ed5565b5f8581526005602052604090205b5f868152600360208190526040822060028401549181015493945092620186a091611eff91612c83565b611f099190612eea565b9050801580611f1e5750620186a08360020154145b15611f2a575060038101545b600383018054845460ff191685555f9091556040805188151581526020810188905290810183905290945087907ff2de18ed99b45d7f3c9455b97f2899d0c35120ece3aa3dbd7e7951a1f1a0e0609060600160405180910390a2611f8f87828761296f565b5050509392505050565b5f818152600b602052604090206005810154429003611fb6575050565b611fbf82610acf565b6004840155600383015560028201554260059091015550565b5f82815260036020908152604080832060018101548452600b90925282206002820154839060ff1661200e578160040154612014565b81600301545b90505f5f61202785848660020154610b9d565b600787018590556002860154600688015590925090505f6120488284612f6c565b5f8a81526013602052604081205491925090612065908390612f6c565b90505f5f8213156120e5575f88600401548310612086578860040154612088565b825b90506120948184612f59565b915080896004015f8282546120a99190612f59565b925050819055508060105f8282546120c19190612f59565b9250508190555080600e5f8282546120d99190612e49565b9091555061215d915050565b5f82121561215d575f600e54836120fb90612f8b565b1061210857600e54612111565b61211183612f8b565b905080896004015f8282546121269190612e49565b925050819055508060105f82825461213e9190612e49565b9250508190555080600e5f8282546121569190612f59565b9091555050505b87600301548a146121865760038801546121778b83612c83565b6121819190612eea565b612188565b805b98506121948982612f59565b5f8c81526013602052604090205582156121e45760408051868152602081018690528c917fdc131ff50e58f3423f13fb9786458da88b19339577c718bd4f5e6d1005635a2a910160405180910390a25b505050505050505092915050565b5f6001600160a01b0383161580159061220a57505f82115b156122fe57620186a07f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663a23d00b16040518163ffffffff1660e01b8152600401602060405180830381865afa15801561226f573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906122939190612efd565b61229d9084612c83565b6122a79190612eea565b905080156122fe576122b9838261187d565b826001600160a01b0316847fc4543071547b8a46356a608c7c050fcc6957a8b366ffe1737529b08b629e646b836040516122f591815260200190565b60405180910390a35b6123088183612f59565b600f5f8282546123189190612e49565b909155505050505050565b5f8281526005602090815260408083206006909252909120815460ff161561235457612354848484600301546123ce565b805460ff161561236d5761236d848483600301546123ce565b5050505f908152600560209081526040808320805460ff199081168255600180830186905560028084018790556003808501889055600494850188905560069096529386208054909216825581018590559182018490559181018390550155565b805f036123da57505050565b6001600160a01b0382165f9081526012602052604081208054839290612401908490612e49565b90915550506040518181526001600160a01b0383169084907fe1872a97721553a4eba79b8a15644854ed8617ac50609d0893e90f8197a7213d9060200160405180910390a3505050565b5f610dfb8383612a69565b5f82815260046020818152604080842060039092528084206002810154600182015492516314430e9160e11b815294850192909252606093909160ff169085907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906328861d22906024015f60405180830381865afa1580156124e4573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f1916820160405261250b9190810190612d77565b9050806020015161254d5760026040518060400160405280600f81526020016e1b585c9ad95d08191a5cd8589b1959608a1b8152509550955050505050611bc8565b5f845460ff16600481111561256457612564612fa5565b036126605761257284611973565b156125a657600260405180604001604052806007815260200166195e1c1a5c995960ca1b8152509550955050505050611bc8565b5f826125e157620186a08560020154620186a06125c39190612f59565b86600101546125d29190612c83565b6125dc9190612eea565b612611565b620186a08560020154620186a06125f89190612e49565b86600101546126079190612c83565b6126119190612eea565b90508261262057808810612624565b8088115b1561265a57600260405180604001604052806008815260200167736c69707061676560c01b815250965096505050505050611bc8565b50612737565b5f6001855460ff16600481111561267957612679612fa5565b148061268c5750845462010000900460ff165b9050806126cf57826126a457846004015488116126ac565b846004015488105b156126cf575f60405180602001604052805f815250965096505050505050611bc8565b6002855460ff1660048111156126e7576126e7612fa5565b1461273557826126fd5784600301548810612705565b846003015488115b156127355780612716576003612718565b5f5b60405180602001604052805f815250965096505050505050611bc8565b505b61274b818460010154848760060154612b53565b6127885760026040518060400160405280601181526020017006f70656e20696e7465726573742063617607c1b8152509550955050505050611bc8565b505060408051602081019091525f8152600197909650945050505050565b5f828152600360209081526040808320600490925290912060018201546127cc90611f99565b60018201545f908152600b602052604090206006808301546003850155600580840154600486015584018590556002808301549185019190915583015460ff1661281a578060040154612820565b80600301545b6007840155426009840155600283015460ff1615612859578160060154815f015f82825461284e9190612e49565b909155506128769050565b8160060154816001015f8282546128709190612e49565b90915550505b815461ff001916610200178255600782015460058301546128979190612e49565b60115f8282546128a79190612f59565b90915550506005820154601080545f906128c2908490612e49565b9091555050600883015460078301546128e89187916001600160a01b03909116906121f2565b82546006830154600584015460078501546040516001600160a01b039094169389937fe80a6b78f88f08b92cac13fc3aa5b23cf4753f8fb8bd85e4b356b670634f77f79361294b938b845260208401929092526040830152606082015260800190565b60405180910390a35050505050565b5f8361296857818310610ca1565b5010919050565b5f83815260036020526040812090808061298a8787876115ba565b865492955090935091506129a7906001600160a01b03168261187d565b8354604080518781526020810189905290810185905260608101849052608081018390526001600160a01b039091169088907fe684ec4fbc3c3ad9bff9805beead79d753052a816a31275c7fdc94364ff8e66b9060a00160405180910390a383600301545f03612a60578354612a279088906001600160a01b03166118c5565b83546040516001600160a01b039091169088907fcefaf961c5013063cf501ffd9f9382e9b9c4b15741ad032fe93d7e9c7c733b22905f90a35b50505050505050565b5f8181526001830160205260408120548015612b43575f612a8b600183612f59565b85549091505f90612a9e90600190612f59565b9050808214612afd575f865f018281548110612abc57612abc612f14565b905f5260205f200154905080875f018481548110612adc57612adc612f14565b5f918252602080832090910192909255918252600188019052604090208390555b8554869080612b0e57612b0e613026565b600190038181905f5260205f20015f90559055856001015f8681526020019081526020015f205f905560019350505050610945565b5f915050610945565b5092915050565b5f838152600b602052604081208184612b70578160010154612b73565b81545b905084612b84578660a00151612b8a565b86608001515b612b948583612e49565b1115979650505050505050565b5f60208284031215612bb1575f5ffd5b5035919050565b5f5f60408385031215612bc9575f5ffd5b50508035926020909101359150565b5f60208284031215612be8575f5ffd5b81356001600160a01b0381168114610dfb575f5ffd5b5f5f60208385031215612c0f575f5ffd5b823567ffffffffffffffff811115612c25575f5ffd5b8301601f81018513612c35575f5ffd5b803567ffffffffffffffff811115612c4b575f5ffd5b8560208260051b8401011115612c5f575f5ffd5b6020919091019590945092505050565b634e487b7160e01b5f52601160045260245ffd5b808202811582820484141761094557610945612c6f565b634e487b7160e01b5f52604160045260245ffd5b604051610140810167ffffffffffffffff81118282101715612cd257612cd2612c9a565b60405290565b5f82601f830112612ce7575f5ffd5b815167ffffffffffffffff811115612d0157612d01612c9a565b604051601f8201601f19908116603f0116810167ffffffffffffffff81118282101715612d3057612d30612c9a565b604052818152838201602001851015612d47575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b80518015158114612d72575f5ffd5b919050565b5f60208284031215612d87575f5ffd5b815167ffffffffffffffff811115612d9d575f5ffd5b82016101408185031215612daf575f5ffd5b612db7612cae565b815167ffffffffffffffff811115612dcd575f5ffd5b612dd986828501612cd8565b825250612de860208301612d63565b602082015260408281015190820152606080830151908201526080808301519082015260a0808301519082015260c0808301519082015260e08083015190820152610100808301519082015261012091820151918101919091529392505050565b8082018082111561094557610945612c6f565b8181035f831280158383131683831282161715612b4c57612b4c612c6f565b8082025f8212600160ff1b84141615612e9657612e96612c6f565b818105831482151761094557610945612c6f565b634e487b7160e01b5f52601260045260245ffd5b5f82612ecc57612ecc612eaa565b600160ff1b82145f1984141615612ee557612ee5612c6f565b500590565b5f82612ef857612ef8612eaa565b500490565b5f60208284031215612f0d575f5ffd5b5051919050565b634e487b7160e01b5f52603260045260245ffd5b5f60018201612f3957612f39612c6f565b5060010190565b5f60208284031215612f50575f5ffd5b610dfb82612d63565b8181038181111561094557610945612c6f565b8082018281125f831280158216821582161715611e5857611e58612c6f565b5f600160ff1b8201612f9f57612f9f612c6f565b505f0390565b634e487b7160e01b5f52602160045260245ffd5b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b604081525f612ff96040830185612fb9565b90508260208301529392505050565b838152826020820152606060408201525f610d976060830184612fb9565b634e487b7160e01b5f52603160045260245ffd",
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
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["TriggerDue"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackTriggerDueError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["UnsupportedOrderType"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackUnsupportedOrderTypeError(raw[4:])
	}
	if bytes.Equal(raw[:4], vaultKeeper.abi.Errors["UnsupportedToken"].ID.Bytes()[:4]) {
		return vaultKeeper.UnpackUnsupportedTokenError(raw[4:])
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
