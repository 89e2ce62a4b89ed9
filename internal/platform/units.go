package platform

import (
	"math/big"
	"time"

	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
)

// Unit is what an integer argument of a custom error counts, in the contracts' fixed point.
type Unit int

// Units of custom error arguments.
const (
	UnitUSD       Unit = iota + 1 // USD amount, 1e30 = 1 USD: "100.8 USD"
	UnitPrice                     // price in USD, 1e30 = 1 USD: "97250.5 USD"
	UnitPercent                   // 1e5 = 100%: "50%"
	UnitLeverage                  // 1e5 = 1x: "100x"
	UnitSeconds                   // a duration: "60 s"
	UnitTimestamp                 // a unix time: "2024-01-02T03:04:05Z"
)

// ErrorArgUnits names the unit of every integer argument of the platform's custom errors that
// has one, by "Error.arg" (an argument's name alone is not enough: `amount` is USD in
// AmountOutOfRange, token base units in ConversionFailed, wei in NativeTransferFailed).
var ErrorArgUnits = map[string]Unit{
	// Vault: USD amounts
	"CollateralBelowMinimum.collateral":     UnitUSD,
	"CollateralBelowMinimum.minCollateral":  UnitUSD,
	"LeverageTooLow.size":                   UnitUSD,
	"LeverageTooLow.collateral":             UnitUSD,
	"AmountOutOfRange.amount":               UnitUSD, // collateral or size, bounded by MAX_USD
	"AmountOutOfRange.max":                  UnitUSD,
	"InsufficientMarginBalance.required":    UnitUSD,
	"InsufficientMarginBalance.available":   UnitUSD,
	"InsufficientPoolLiquidity.required":    UnitUSD,
	"InsufficientPoolLiquidity.available":   UnitUSD,
	"OpenInterestCapExceeded.openInterest":  UnitUSD,
	"OpenInterestCapExceeded.sizeDelta":     UnitUSD,
	"OpenInterestCapExceeded.cap":           UnitUSD,
	"SizeDeltaExceedsPosition.sizeDelta":    UnitUSD,
	"SizeDeltaExceedsPosition.size":         UnitUSD,
	"NotLiquidatable.netValue":              UnitUSD, // int256: may be negative
	"NotLiquidatable.maintenanceMargin":     UnitUSD,
	"WouldBeLiquidatable.netValue":          UnitUSD, // int256: may be negative
	"WouldBeLiquidatable.maintenanceMargin": UnitUSD,
	// Vault: prices
	"InvalidTakeProfitPrice.price":          UnitPrice,
	"InvalidTakeProfitPrice.referencePrice": UnitPrice,
	"InvalidStopLossPrice.price":            UnitPrice,
	"InvalidStopLossPrice.referencePrice":   UnitPrice,
	"PriceBeyondAllowed.price":              UnitPrice,
	"PriceBeyondAllowed.allowedPrice":       UnitPrice,
	"OrderExecutable.price":                 UnitPrice,
	"TriggerDue.price":                      UnitPrice,
	"PriceOutOfRange.price":                 UnitPrice,
	"PriceOutOfRange.max":                   UnitPrice,
	// Vault: percentages and leverage (BasisPointsDivisor)
	"InvalidSlippage.slippage":           UnitPercent,
	"InvalidAmountPercent.amountPercent": UnitPercent,
	"LeverageTooHigh.leverage":           UnitLeverage,
	"LeverageTooHigh.maxLeverage":        UnitLeverage,
	// Oracle
	"StalePrice.updatedAt":           UnitTimestamp,
	"InvalidExpiry.expiresAt":        UnitTimestamp,
	"InvalidExpiry.earliest":         UnitTimestamp,
	"InvalidExpiry.latest":           UnitTimestamp,
	"OrderExpired.expiresAt":         UnitTimestamp,
	"StopAlreadyTriggered.stopPrice": UnitPrice,
	"FaucetCooldown.availableAt":     UnitTimestamp,
	"StalePrice.maxAge":              UnitSeconds,
	"InvalidMaxAge.maxAge":           UnitSeconds,
}

// ErrorArgPlain are the integer arguments of the platform's custom errors shown as the raw
// integer on purpose, with why: ids and counts, and amounts whose scale the error does not
// carry (a token's base units) or that the rest of the API already gives raw (wei, gas).
var ErrorArgPlain = map[string]string{
	"MarketNotFound.tokenId":               "id",
	"MarketDisabled.tokenId":               "id",
	"InvalidTokenId.tokenId":               "id",
	"InvalidMarket.tokenId":                "id",
	"OpenInterestCapExceeded.tokenId":      "id",
	"PriceNotAvailable.tokenId":            "id",
	"ZeroPrice.tokenId":                    "id",
	"StalePrice.tokenId":                   "id",
	"UnsupportedOrderType.orderType":       "id (order type)",
	"NotRetryable.status":                  "id (delivery status)",
	"NotPositionOwner.posId":               "id",
	"PositionNotFound.posId":               "id",
	"OrderNotPending.posId":                "id",
	"OrderExpired.posId":                   "id",
	"StopAlreadyTriggered.posId":           "id",
	"OrderExecutable.posId":                "id",
	"OrderExecutable.priceRound":           "id (oracle round)",
	"TriggerDue.posId":                     "id",
	"TriggerDue.priceRound":                "id (oracle round)",
	"DecreaseAlreadyPending.posId":         "id",
	"NotLiquidatable.posId":                "id",
	"WouldBeLiquidatable.posId":            "id",
	"UnsupportedRoute.sourceChainId":       "id (chain)",
	"UnknownDeposit.nonce":                 "id (deposit nonce)",
	"AlreadyRefunded.nonce":                "id (deposit nonce)",
	"InvalidParamsLength.length":           "count",
	"CallFailed.index":                     "index (from 0) of the failed call in the account's batch (BatchExecutor)",
	"LengthMismatch.ids":                   "count",
	"LengthMismatch.prices":                "count",
	"InvalidSetting.value":                 "the setting's own unit, which depends on its name",
	"InvalidExecutionFee.expected":         "wei, as value and requiredGasFee",
	"InvalidExecutionFee.sent":             "wei, as value and requiredGasFee",
	"NativeValueNotAccepted.sent":          "wei",
	"NativeTransferFailed.amount":          "wei",
	"InsufficientGas.available":            "gas",
	"InsufficientGas.required":             "gas",
	"ConversionFailed.amount":              "base units of the deposited token",
	"InsufficientLiquidity.required":       "base units of the stable token",
	"InsufficientLiquidity.available":      "base units of the stable token",
	"AllowanceNotZero.current":             "base units of the token",
	"ERC20InsufficientBalance.balance":     "base units of the token",
	"ERC20InsufficientBalance.needed":      "base units of the token",
	"ERC20InsufficientAllowance.allowance": "base units of the token",
	"ERC20InsufficientAllowance.needed":    "base units of the token",

	// DepositReceiver: a message delivered to another chain than the one it was made for
	"WrongDestinationChain.destinationChainId": "id (chain)",
	"WrongDestinationChain.chainId":            "id (chain)",
}

// FormatErrorArg writes the integer argument argName of the custom error errorName in its unit
// (ErrorArgUnits); ok false when it has none. ErrorDecoder uses it as its simulate.ArgFormatter.
func FormatErrorArg(errorName, argName string, raw *big.Int) (string, bool) {
	u, ok := ErrorArgUnits[errorName+"."+argName]
	if !ok || raw == nil {
		return "", false
	}
	return u.Format(raw)
}

// Format writes raw in the unit, exactly (no rounding); ok false for a value the unit cannot
// show (a timestamp out of range).
func (u Unit) Format(raw *big.Int) (string, bool) {
	switch u {
	case UnitUSD, UnitPrice:
		return fixedpoint.Format(raw, PriceDecimals) + " USD", true
	case UnitPercent:
		return fixedpoint.Format(raw, 3) + "%", true // 1e5 = 100%: 1e3 = 1%
	case UnitLeverage:
		return fixedpoint.Format(raw, 5) + "x", true // 1e5 = 1x
	case UnitSeconds:
		return raw.String() + " s", true
	case UnitTimestamp:
		if !raw.IsInt64() || raw.Sign() < 0 || raw.Int64() > 253402300799 { // year 9999
			return "", false
		}
		return time.Unix(raw.Int64(), 0).UTC().Format(time.RFC3339), true
	}
	return "", false
}
