// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @notice Per-pair market parameters and global platform settings.
/// Fees and percentages use BASIS_POINTS_DIVISOR = 100000; rate factors use 1e18 = 100% per hour;
/// USD amounts use 1e30 precision; execution fees are in wei.
interface ISettings {
    struct Market {
        string name; // "BASE/QUOTE"
        bool enabled;
        uint256 longFee; // trading fee for longs, 1e5 = 100%
        uint256 shortFee; // trading fee for shorts, 1e5 = 100%
        uint256 maxLongOpenInterest; // USD, 1e30
        uint256 maxShortOpenInterest; // USD, 1e30
        uint256 fundingFactor; // funding rate per hour at full skew, 1e18 = 100%
        uint256 borrowFactor; // borrow rate per hour at full utilization, 1e18 = 100%
        uint256 minCollateral; // USD, 1e30
        uint256 maxLeverage; // 1e5 = 1x
    }

    error InvalidTokenId(uint256 tokenId);
    error InvalidMarket(uint256 tokenId, string reason);
    error InvalidSetting(string name, uint256 value);

    event MarketSet(uint256 indexed tokenId, string name, bool enabled);
    event ExecutionFeesSet(uint256 marketOrderFee, uint256 triggerOrderFee);
    event ReferralTermsSet(uint256 referrerShare, uint256 traderDiscount);
    event KeeperSet(address indexed keeper, bool allowed);
    event MarketOrderTtlSet(uint256 ttl);
    event MaintenanceMarginSet(uint256 indexed tokenId, uint256 maintenanceMargin);
    event LiquidationFeeSet(uint256 liquidationFee);

    function market(uint256 tokenId) external view returns (Market memory);
    function marketIds() external view returns (uint256[] memory);
    function isKeeper(address account) external view returns (bool);
    function marketOrderFee() external view returns (uint256);
    function triggerOrderFee() external view returns (uint256);
    function referrerShare() external view returns (uint256);
    function traderDiscount() external view returns (uint256);
    function marketOrderTtl() external view returns (uint256);
    /// @notice A market's maintenance margin, a fraction of a position's size (1e5 = 100%): a
    /// position whose net value falls below it may be liquidated.
    function maintenanceMargin(uint256 tokenId) external view returns (uint256);
    /// @notice The liquidation fee, a fraction of the liquidated size (1e5 = 100%), paid to the
    /// liquidator out of what is left of the position.
    function liquidationFee() external view returns (uint256);
}
