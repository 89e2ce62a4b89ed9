// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ISettings} from "./interfaces/ISettings.sol";

/// @title Settings
/// @notice Market parameters for up to 100 trading pairs and global platform settings.
contract Settings is ISettings, Ownable {
    uint256 public constant BASIS_POINTS_DIVISOR = 100000;
    uint256 public constant MAX_TOKEN_ID = 100;
    uint256 public constant MAX_TRADING_FEE = 1000; // 1%
    uint256 public constant MAX_RATE_FACTOR = 1e16; // 1% per hour
    uint256 public constant MAX_LEVERAGE_CAP = 100 * BASIS_POINTS_DIVISOR; // 100x
    uint256 public constant MAX_EXECUTION_FEE = 0.01 ether;
    /// @notice Default life of a market order: a keeper that has not filled it within this many
    /// seconds of its creation cancels it ("expired") instead of filling it late.
    uint256 public constant DEFAULT_MARKET_ORDER_TTL = 5 minutes;
    uint256 public constant MIN_MARKET_ORDER_TTL = 10 seconds;
    uint256 public constant MAX_MARKET_ORDER_TTL = 1 days;
    /// @notice Maintenance margin a market gets when it is first set: 0.5% of the size.
    uint256 public constant DEFAULT_MAINTENANCE_MARGIN = 500;
    uint256 public constant MIN_MAINTENANCE_MARGIN = 50; // 0.05%
    uint256 public constant MAX_MAINTENANCE_MARGIN = 10000; // 10%
    /// @notice Default liquidation fee: 0.1% of the liquidated size.
    uint256 public constant DEFAULT_LIQUIDATION_FEE = 100;
    uint256 public constant MAX_LIQUIDATION_FEE = 1000; // 1%

    mapping(uint256 => Market) private _markets;
    uint256[] private _marketIds;
    mapping(address => bool) public isKeeper;

    uint256 public marketOrderFee;
    uint256 public triggerOrderFee;
    uint256 public referrerShare; // share of the trading fee paid to the refer, 1e5 = 100%
    uint256 public traderDiscount; // discount on trading fees for traders with a referral code, 1e5 = 100%
    uint256 public marketOrderTtl = DEFAULT_MARKET_ORDER_TTL; // seconds
    mapping(uint256 => uint256) public maintenanceMargin; // by market, 1e5 = 100% of size
    uint256 public liquidationFee = DEFAULT_LIQUIDATION_FEE; // 1e5 = 100% of size

    constructor(address owner_) Ownable(owner_) {}

    function setMarketOrderTtl(uint256 ttl) external onlyOwner {
        if (ttl < MIN_MARKET_ORDER_TTL || ttl > MAX_MARKET_ORDER_TTL) revert InvalidSetting("marketOrderTtl", ttl);
        marketOrderTtl = ttl;
        emit MarketOrderTtlSet(ttl);
    }

    function setMarket(uint256 tokenId, Market calldata m) external onlyOwner {
        if (tokenId == 0 || tokenId > MAX_TOKEN_ID) revert InvalidTokenId(tokenId);
        if (bytes(m.name).length == 0) revert InvalidMarket(tokenId, "name");
        if (m.longFee > MAX_TRADING_FEE || m.shortFee > MAX_TRADING_FEE) revert InvalidMarket(tokenId, "fee");
        if (m.fundingFactor > MAX_RATE_FACTOR || m.borrowFactor > MAX_RATE_FACTOR) {
            revert InvalidMarket(tokenId, "rate");
        }
        if (m.maxLeverage < BASIS_POINTS_DIVISOR || m.maxLeverage > MAX_LEVERAGE_CAP) {
            revert InvalidMarket(tokenId, "leverage");
        }
        if (m.minCollateral == 0) revert InvalidMarket(tokenId, "minCollateral");
        uint256 mm = maintenanceMargin[tokenId];
        if (mm == 0) mm = DEFAULT_MAINTENANCE_MARGIN;
        if (!_openableAtMaxLeverage(m, mm)) revert InvalidMarket(tokenId, "maintenanceMargin");
        if (bytes(_markets[tokenId].name).length == 0) _marketIds.push(tokenId);
        _markets[tokenId] = m;
        emit MarketSet(tokenId, m.name, m.enabled);
        if (maintenanceMargin[tokenId] == 0) {
            maintenanceMargin[tokenId] = mm;
            emit MaintenanceMarginSet(tokenId, mm);
        }
    }

    /// @notice Sets a market's maintenance margin (1e5 = 100% of size), between 0.05% and 10%,
    /// and low enough that a position opened at the market's maximum leverage is not
    /// liquidatable at once (see `_openableAtMaxLeverage`).
    function setMaintenanceMargin(uint256 tokenId, uint256 mm) external onlyOwner {
        if (tokenId == 0 || tokenId > MAX_TOKEN_ID) revert InvalidTokenId(tokenId);
        if (mm < MIN_MAINTENANCE_MARGIN || mm > MAX_MAINTENANCE_MARGIN) {
            revert InvalidSetting("maintenanceMargin", mm);
        }
        Market storage m = _markets[tokenId];
        if (bytes(m.name).length != 0 && !_openableAtMaxLeverage(m, mm)) {
            revert InvalidSetting("maintenanceMargin", mm);
        }
        maintenanceMargin[tokenId] = mm;
        emit MaintenanceMarginSet(tokenId, mm);
    }

    /// @notice Sets the liquidation fee (1e5 = 100% of the liquidated size), at most 1%.
    function setLiquidationFee(uint256 fee) external onlyOwner {
        if (fee > MAX_LIQUIDATION_FEE) revert InvalidSetting("liquidationFee", fee);
        liquidationFee = fee;
        emit LiquidationFeeSet(fee);
    }

    /// @dev A position opened at the maximum leverage holds 1e10 / maxLeverage of its size as
    /// collateral (in 1e5 units) and owes the closing fee: the maintenance margin plus that fee
    /// must stay below it, or such a position would be liquidatable as soon as it is filled.
    function _openableAtMaxLeverage(Market memory m, uint256 mm) private pure returns (bool) {
        uint256 fee = m.longFee > m.shortFee ? m.longFee : m.shortFee;
        return mm + fee < BASIS_POINTS_DIVISOR * BASIS_POINTS_DIVISOR / m.maxLeverage;
    }

    function setExecutionFees(uint256 marketOrderFee_, uint256 triggerOrderFee_) external onlyOwner {
        if (marketOrderFee_ > MAX_EXECUTION_FEE) revert InvalidSetting("marketOrderFee", marketOrderFee_);
        if (triggerOrderFee_ > MAX_EXECUTION_FEE) revert InvalidSetting("triggerOrderFee", triggerOrderFee_);
        marketOrderFee = marketOrderFee_;
        triggerOrderFee = triggerOrderFee_;
        emit ExecutionFeesSet(marketOrderFee_, triggerOrderFee_);
    }

    function setReferralTerms(uint256 referrerShare_, uint256 traderDiscount_) external onlyOwner {
        if (referrerShare_ > BASIS_POINTS_DIVISOR / 2) revert InvalidSetting("referrerShare", referrerShare_);
        if (traderDiscount_ > BASIS_POINTS_DIVISOR / 2) revert InvalidSetting("traderDiscount", traderDiscount_);
        referrerShare = referrerShare_;
        traderDiscount = traderDiscount_;
        emit ReferralTermsSet(referrerShare_, traderDiscount_);
    }

    function setKeeper(address keeper, bool allowed) external onlyOwner {
        isKeeper[keeper] = allowed;
        emit KeeperSet(keeper, allowed);
    }

    function market(uint256 tokenId) external view returns (Market memory) {
        return _markets[tokenId];
    }

    function marketIds() external view returns (uint256[] memory) {
        return _marketIds;
    }
}
