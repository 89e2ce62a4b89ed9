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

    mapping(uint256 => Market) private _markets;
    uint256[] private _marketIds;
    mapping(address => bool) public isKeeper;

    uint256 public marketOrderFee;
    uint256 public triggerOrderFee;
    uint256 public referrerShare; // share of the trading fee paid to the refer, 1e5 = 100%
    uint256 public traderDiscount; // discount on trading fees for traders with a referral code, 1e5 = 100%
    uint256 public marketOrderTtl = DEFAULT_MARKET_ORDER_TTL; // seconds

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
        if (bytes(_markets[tokenId].name).length == 0) _marketIds.push(tokenId);
        _markets[tokenId] = m;
        emit MarketSet(tokenId, m.name, m.enabled);
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
