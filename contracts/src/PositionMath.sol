// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";

/// @title PositionMath
/// @notice The one place of the liquidation rule: a position's PnL, its net value, its
/// maintenance margin, whether it is liquidatable and the price at which it becomes so. The
/// Vault liquidates with these functions and the Reader reports with them, so the rule and the
/// liquidation price cannot drift apart. USD amounts and prices use 1e30; fractions 1e5 = 100%.
library PositionMath {
    uint256 internal constant BASIS_POINTS_DIVISOR = 100000;

    /// @notice PnL of `size` opened at `averagePrice`, at `price`: size * |price - averagePrice| /
    /// averagePrice, rounded toward zero, positive when the position gains.
    function pnl(bool isLong, uint256 size, uint256 averagePrice, uint256 price) internal pure returns (int256) {
        if (price == averagePrice) return 0;
        uint256 diff = price > averagePrice ? price - averagePrice : averagePrice - price;
        uint256 amount = size * diff / averagePrice;
        bool gain = isLong ? price > averagePrice : price < averagePrice;
        return gain ? int256(amount) : -int256(amount);
    }

    /// @notice What the position is worth to its owner if closed now: collateral + PnL - accrued
    /// borrow fee - accrued funding fee (negative when the position receives funding) - closing
    /// fee - fee debt (fees charged earlier that the collateral could not pay, still owed: the
    /// Vault's `feeDebt`). A full close pays the owner exactly this, floored at 0.
    function netValue(
        uint256 collateral,
        int256 pnl_,
        uint256 borrowFee,
        int256 fundingFee,
        uint256 closingFee,
        uint256 feeDebt
    ) internal pure returns (int256) {
        return int256(collateral) + pnl_ - int256(borrowFee) - fundingFee - int256(closingFee) - int256(feeDebt);
    }

    /// @notice The maintenance margin of `size`: size * rate / 1e5, rounded down.
    function maintenanceMargin(uint256 size, uint256 rate) internal pure returns (uint256) {
        return size * rate / BASIS_POINTS_DIVISOR;
    }

    /// @notice The rule: a position is liquidatable when its net value is below its maintenance
    /// margin.
    function liquidatable(int256 netValue_, uint256 maintenanceMargin_) internal pure returns (bool) {
        return netValue_ < int256(maintenanceMargin_);
    }

    /// @notice The liquidation price: for a long, the highest price at which `liquidatable` holds
    /// (liquidatable exactly when price <= it; 0: at no positive price); for a short, the lowest
    /// (liquidatable exactly when price >= it; 0: at every price). `buffer` is the net value at
    /// the average price (PnL 0, fee debt included) minus the maintenance margin: the loss the
    /// position can take.
    /// Since net value = net value at the average price + PnL, liquidatable(price) is
    /// pnl(price) < -buffer, and the bounds below are that inequality solved exactly for the
    /// rounding of `pnl`.
    function liquidationPrice(bool isLong, uint256 size, uint256 averagePrice, int256 buffer)
        internal
        pure
        returns (uint256)
    {
        if (buffer >= 0) {
            // liquidatable once the loss, size * d / averagePrice rounded down, exceeds buffer:
            // d >= ceil((buffer + 1) * averagePrice / size)
            uint256 d = Math.mulDiv(uint256(buffer) + 1, averagePrice, size, Math.Rounding.Ceil);
            if (isLong) return d >= averagePrice ? 0 : averagePrice - d;
            return averagePrice + d;
        }
        // liquidatable already at the average price, and while the gain, size * d /
        // averagePrice rounded down, stays below -buffer: d <= ceil(-buffer * averagePrice / size) - 1
        uint256 g = Math.mulDiv(uint256(-buffer), averagePrice, size, Math.Rounding.Ceil) - 1;
        if (isLong) return averagePrice + g;
        return g >= averagePrice ? 0 : averagePrice - g;
    }
}
