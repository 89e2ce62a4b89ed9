// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IVault} from "./interfaces/IVault.sol";
import {IOracle} from "./interfaces/IOracle.sol";
import {ISettings} from "./interfaces/ISettings.sol";
import {IReferralRegistry} from "./interfaces/IReferralRegistry.sol";
import {Vault} from "./Vault.sol";
import {PositionMath} from "./PositionMath.sol";

/// @title Reader
/// @notice Read-only lens: every market's figures in one call (account-aware when an account is
/// given), an account's balances and positions one bounded page at a time, and the keeper's
/// work list.
contract Reader {
    uint256 public constant BASIS_POINTS_DIVISOR = 100000;
    /// @notice The most ids one `getAccountPage` reads: its cost stays within a few million gas
    /// however many orders the account holds.
    uint256 public constant MAX_ACCOUNT_PAGE = 25;

    struct MarketInfo {
        uint256 tokenId;
        string name;
        bool enabled;
        uint256 price; // 1e30, last pushed
        uint256 priceUpdatedAt;
        bool priceFresh;
        int256 fundingRate; // per hour, 1e18 = 100%; positive: longs pay
        uint256 borrowRateLong; // per hour, 1e18 = 100%
        uint256 borrowRateShort;
        uint256 longOpenInterest; // USD 1e30
        uint256 shortOpenInterest;
        uint256 maxLongOpenInterest;
        uint256 maxShortOpenInterest;
        uint256 longFee; // 1e5 = 100%, after the account's referral discount
        uint256 shortFee;
        uint256 availableLiquidityLong; // USD 1e30
        uint256 availableLiquidityShort;
        uint256 minCollateral; // USD 1e30
        uint256 maxLeverage; // 1e5 = 1x
    }

    struct Summary {
        uint256 blockNumber;
        uint256 timestamp;
        uint256 poolAmount; // USD 1e30
        uint256 marketOrderFee; // wei
        uint256 triggerOrderFee; // wei
        uint256 marginBalance; // USD 1e30, of the account
        bytes32 referralCode; // the code the account trades under
        uint256 traderDiscount; // 1e5 = 100%, applied to the fees above when referralCode is set
    }

    struct PositionInfo {
        uint256 posId;
        IVault.Position position;
        IVault.Order order;
        IVault.Trigger takeProfit;
        IVault.Trigger stopLoss;
        IVault.DecreaseRequest decrease;
    }

    /// @notice An open position's figures at the last pushed price (PositionMath's terms).
    struct PositionFigures {
        uint256 posId;
        address owner;
        uint256 tokenId;
        bool isLong;
        uint256 size; // USD 1e30
        uint256 collateral; // USD 1e30
        uint256 averagePrice; // 1e30
        uint256 markPrice; // 1e30, last pushed
        bool priceFresh; // false: liquidatePosition would revert (stale price)
        int256 pnl; // USD 1e30
        uint256 borrowFee; // accrued, USD 1e30
        int256 fundingFee; // accrued, USD 1e30; positive: the position pays
        uint256 closingFee; // USD 1e30
        int256 netValue; // collateral + pnl - borrowFee - fundingFee - closingFee - feeDebt
        uint256 leverage; // size / collateral, 1e5 = 1x; max uint when the collateral is 0
        uint256 maintenanceMargin; // USD 1e30
        uint256 liquidationPrice; // long: liquidatable at or below; short: at or above (0: see PositionMath)
        bool liquidatable; // netValue < maintenanceMargin and the price is fresh
        uint256 feeDebt; // USD 1e30: fees charged earlier that the collateral could not pay, still owed
    }

    /// @notice What `Vault.addCollateral` and `Vault.removeCollateral` allow on an open position
    /// now (this block's time, the fresh price), all USD 1e30.
    struct MarginBounds {
        uint256 posId;
        uint256 collateral; // after the accrued fees are settled, as both calls settle them first
        uint256 feeDebt; // after that settlement: an added amount pays it first
        uint256 maxAdd; // the most addCollateral takes: the fee debt plus up to a collateral equal to the size (1x)
        uint256 maxRemove; // the most removeCollateral gives back (0: none; 0 on a stale price)
        uint256 minCollateral; // the market's minimum collateral
        uint256 maxLeverage; // the market's maximum leverage, 1e5 = 1x
        uint256 leastCollateral; // the least collateral the maximum leverage allows at this size
        uint256 maintenanceMargin; // the net value a removal must leave
        int256 netValue; // now, at the last pushed price
        bool priceFresh; // false: removeCollateral reverts with the oracle's reason
        uint8 limit; // the bound removing maxRemove + 1 hits: 1 minimum collateral, 2 maximum leverage, 3 maintenance margin, 4 stale price
    }

    /// @notice What the keeper's book keeps of one id of the work list: enough to tell, at a new
    /// price, whether the id may be due. The Vault's `executable` and `isLiquidatable` decide;
    /// the book only spares the keeper the ids no price move makes due.
    struct BookEntry {
        uint256 posId;
        uint256 tokenId;
        bool isLong;
        bool pending; // a pending order; else, when open, an open position
        IVault.OrderType orderType;
        bool stopTriggered;
        uint256 limitPrice; // 1e30
        uint256 stopPrice; // 1e30
        uint256 expiresAt; // a pending order's last second: its good-til-time, or a market order's lifetime; 0: none
        bool open; // an open position
        uint256 liquidationPrice; // 1e30, at the fees accrued up to this block (PositionMath's; 0: see there)
        uint256 takeProfit; // 1e30; 0: none
        uint256 stopLoss; // 1e30; 0: none
        bool decreasePending;
    }

    Vault public immutable vault;
    ISettings public immutable settings;
    IOracle public immutable oracle;
    IReferralRegistry public immutable referrals;

    constructor(Vault vault_) {
        vault = vault_;
        settings = vault_.settings();
        oracle = vault_.oracle();
        referrals = vault_.referrals();
    }

    function getMarkets(address account) external view returns (Summary memory summary, MarketInfo[] memory markets) {
        summary.blockNumber = block.number;
        summary.timestamp = block.timestamp;
        summary.poolAmount = vault.poolAmount();
        summary.marketOrderFee = settings.marketOrderFee();
        summary.triggerOrderFee = settings.triggerOrderFee();
        if (account != address(0)) {
            summary.marginBalance = vault.marginBalance(account);
            summary.referralCode = referrals.userReferrals(account);
        }
        summary.traderDiscount = settings.traderDiscount();
        uint256 discount = summary.referralCode != bytes32(0) ? summary.traderDiscount : 0;

        uint256[] memory ids = settings.marketIds();
        markets = new MarketInfo[](ids.length);
        for (uint256 i = 0; i < ids.length; i++) {
            markets[i] = _market(ids[i], summary.poolAmount, discount);
        }
    }

    function _market(uint256 tokenId, uint256 pool, uint256 discount) private view returns (MarketInfo memory info) {
        ISettings.Market memory m = settings.market(tokenId);
        Vault.MarketState memory s = vault.getMarketState(tokenId);
        info.tokenId = tokenId;
        info.name = m.name;
        info.enabled = m.enabled;
        (info.price, info.priceUpdatedAt) = oracle.latestPrice(tokenId);
        info.priceFresh = info.price != 0 && block.timestamp <= info.priceUpdatedAt + oracle.maxAge();
        (info.fundingRate, info.borrowRateLong, info.borrowRateShort) = vault.currentRates(tokenId);
        info.longOpenInterest = s.longOpenInterest;
        info.shortOpenInterest = s.shortOpenInterest;
        info.maxLongOpenInterest = m.maxLongOpenInterest;
        info.maxShortOpenInterest = m.maxShortOpenInterest;
        info.longFee = m.longFee - m.longFee * discount / BASIS_POINTS_DIVISOR;
        info.shortFee = m.shortFee - m.shortFee * discount / BASIS_POINTS_DIVISOR;
        info.availableLiquidityLong = _available(m.maxLongOpenInterest, s.longOpenInterest, pool);
        info.availableLiquidityShort = _available(m.maxShortOpenInterest, s.shortOpenInterest, pool);
        info.minCollateral = m.minCollateral;
        info.maxLeverage = m.maxLeverage;
    }

    function _available(uint256 cap, uint256 oi, uint256 pool) private pure returns (uint256) {
        uint256 room = cap > oi ? cap - oi : 0;
        return room < pool ? room : pool;
    }

    /// @notice The account's balances and one bounded page of its pending orders and open
    /// positions, walked from the end of its id list (`Vault.accountPositionIdsPage`): the ids at
    /// indexes [max(end - count, 0), end) in descending index order, where `end` is `cursor`, or
    /// the list's length when `cursor` is 0 or past it. `figures` holds the figures of the page's
    /// open positions (pending orders have none), in the page's order; `total` is the list's
    /// length and `next` the cursor of the following page (0: this was the last). `count` is
    /// capped at MAX_ACCOUNT_PAGE. Walking from the end, an id that stays in the list from the
    /// first page to the last is returned at least once even when others leave it meanwhile (a
    /// removal moves the list's last id, already walked, into the gap), never skipped.
    function getAccountPage(address account, uint256 cursor, uint256 count)
        external
        view
        returns (
            uint256 marginBalance,
            uint256 nativeRefund,
            PositionInfo[] memory positions,
            PositionFigures[] memory figures,
            uint256 total,
            uint256 next
        )
    {
        marginBalance = vault.marginBalance(account);
        nativeRefund = vault.nativeRefunds(account);
        (, total) = vault.accountPositionIdsPage(account, 0, 0);
        uint256 end = cursor == 0 || cursor > total ? total : cursor;
        if (count > MAX_ACCOUNT_PAGE) count = MAX_ACCOUNT_PAGE;
        next = end > count ? end - count : 0;
        (uint256[] memory ids,) = vault.accountPositionIdsPage(account, next, end - next);
        positions = new PositionInfo[](ids.length);
        figures = new PositionFigures[](ids.length);
        uint256 n;
        for (uint256 i = 0; i < ids.length; i++) {
            positions[i] = getPositionInfo(ids[ids.length - 1 - i]);
            if (positions[i].position.size != 0) figures[n++] = getPositionFigures(positions[i].posId);
        }
        assembly {
            mstore(figures, n)
        }
    }

    function getPositionInfo(uint256 posId) public view returns (PositionInfo memory info) {
        info.posId = posId;
        info.position = vault.getPosition(posId);
        info.order = vault.getOrder(posId);
        (info.takeProfit, info.stopLoss) = vault.getTriggers(posId);
        info.decrease = vault.getDecrease(posId);
    }

    /// @notice The keeper's book, one bounded page of the work list at a time: the entries of at
    /// most `count` ids from index `cursor`, and the cursor of the next page (0 at the end).
    function getBookPage(uint256 cursor, uint256 count)
        external
        view
        returns (BookEntry[] memory entries, uint256 next)
    {
        (uint256[] memory ids, uint256 total) = vault.activeIdsPage(cursor, count);
        entries = getBookEntries(ids);
        next = cursor + ids.length < total ? cursor + ids.length : 0;
    }

    /// @notice The book entries of the given ids (those the keeper saw an event of), in order. An
    /// id that is neither pending nor open (filled and closed, cancelled, unknown) has neither
    /// `pending` nor `open`: the keeper drops it.
    function getBookEntries(uint256[] memory ids) public view returns (BookEntry[] memory entries) {
        entries = new BookEntry[](ids.length);
        for (uint256 i = 0; i < ids.length; i++) {
            entries[i] = _bookEntry(ids[i]);
        }
    }

    function _bookEntry(uint256 posId) private view returns (BookEntry memory e) {
        e.posId = posId;
        IVault.Position memory p = vault.getPosition(posId);
        (e.tokenId, e.isLong) = (p.tokenId, p.isLong);
        IVault.Order memory o = vault.getOrder(posId);
        if (o.status == IVault.OrderStatus.PENDING) {
            (e.pending, e.orderType, e.stopTriggered) = (true, o.orderType, o.stopTriggered);
            (e.limitPrice, e.stopPrice) = (o.limitPrice, o.stopPrice);
            e.expiresAt = o.orderType == IVault.OrderType.MARKET
                ? o.createdAt + settings.marketOrderTtl()
                : vault.orderExpiry(posId);
            return e;
        }
        if (p.size == 0) return e;
        e.open = true;
        (IVault.Trigger memory tp, IVault.Trigger memory sl) = vault.getTriggers(posId);
        if (tp.active) e.takeProfit = tp.price;
        if (sl.active) e.stopLoss = sl.price;
        e.decreasePending = vault.getDecrease(posId).pending;
        try this.getPositionFigures(posId) returns (PositionFigures memory f) {
            e.liquidationPrice = f.liquidationPrice;
        } catch {}
    }

    /// @notice Of the given ids (the keeper's candidates), those on which `Vault.execute` would act
    /// now, in order: one read however large the book, each check in try/catch like
    /// `executableIds`.
    function executableOf(uint256[] calldata ids) external view returns (uint256[] memory due) {
        due = new uint256[](ids.length);
        uint256 n;
        for (uint256 i = 0; i < ids.length; i++) {
            try vault.executable(ids[i]) returns (bool yes) {
                if (yes) due[n++] = ids[i];
            } catch {}
        }
        assembly {
            mstore(due, n)
        }
    }

    /// @notice Of the given ids, those `Vault.liquidatePosition` would liquidate now, in order.
    function liquidatableOf(uint256[] calldata ids) external view returns (uint256[] memory due) {
        due = new uint256[](ids.length);
        uint256 n;
        for (uint256 i = 0; i < ids.length; i++) {
            try this.isLiquidatable(ids[i]) returns (bool yes) {
                if (yes) due[n++] = ids[i];
            } catch {}
        }
        assembly {
            mstore(due, n)
        }
    }

    /// @notice The keeper's discovery of due work, one bounded page at a time: scans at most
    /// `scan` entries of the Vault's work list from index `cursor` and returns the ids on which
    /// `Vault.execute` would act now (at most `max`), and the cursor of the next page (0 once the
    /// end of the list is reached). One id whose check reverts is skipped, never fails the page,
    /// so no order can stop the keeper for everyone; and a page's cost does not grow with the
    /// number of orders waiting.
    function executableIds(uint256 cursor, uint256 scan, uint256 max)
        external
        view
        returns (uint256[] memory ids, uint256 next)
    {
        (uint256[] memory page, uint256 total) = vault.activeIdsPage(cursor, scan);
        ids = new uint256[](page.length < max ? page.length : max);
        uint256 n;
        uint256 i;
        for (; i < page.length && n < ids.length; i++) {
            try vault.executable(page[i]) returns (bool due) {
                if (due) ids[n++] = page[i];
            } catch {}
        }
        assembly {
            mstore(ids, n)
        }
        next = cursor + i < total ? cursor + i : 0;
    }

    /// @notice An open position's figures at the last pushed price, with the fees accrued up to
    /// this block and its fee debt: the Vault's own `positionFigures` (the liquidation rule), plus
    /// its leverage and liquidation price (PositionMath). Reverts with PositionNotFound when
    /// `posId` is not open.
    function getPositionFigures(uint256 posId) public view returns (PositionFigures memory r) {
        IVault.Position memory p = vault.getPosition(posId);
        (uint256 price, uint256 updatedAt) = oracle.latestPrice(p.tokenId);
        IVault.Figures memory f = vault.positionFigures(posId, price);
        r.posId = posId;
        r.owner = p.owner;
        r.tokenId = p.tokenId;
        r.isLong = p.isLong;
        r.size = p.size;
        r.collateral = p.collateral;
        r.averagePrice = p.averagePrice;
        r.markPrice = price;
        r.priceFresh = price != 0 && block.timestamp <= updatedAt + oracle.maxAge();
        r.pnl = f.pnl;
        r.borrowFee = f.borrowFee;
        r.fundingFee = f.fundingFee;
        r.closingFee = f.closingFee;
        r.netValue = f.netValue;
        r.feeDebt = f.feeDebt;
        r.leverage = p.collateral == 0 ? type(uint256).max : p.size * BASIS_POINTS_DIVISOR / p.collateral;
        r.maintenanceMargin = f.maintenanceMargin;
        // net value = net value at the average price + pnl: the buffer is what the position can
        // lose (the fee debt, in the net value, lowers it)
        int256 buffer = f.netValue - f.pnl - int256(f.maintenanceMargin);
        r.liquidationPrice = PositionMath.liquidationPrice(p.isLong, p.size, p.averagePrice, buffer);
        r.liquidatable = f.liquidatable && r.priceFresh;
    }

    /// @notice The bounds of `Vault.addCollateral` and `Vault.removeCollateral` on the open
    /// position `posId` in this block: both settle the accrued borrow and funding fees first
    /// (from the collateral, a funding credit at most what the pool holds), then an addition
    /// pays the fee debt and adds the rest up to the size (1x), and a removal may leave no less
    /// than the market's minimum collateral, no less than the maximum leverage allows (the
    /// Vault's leverage is size * 1e5 / collateral rounded down), and a net value no lower than
    /// the maintenance margin at the fresh price (a removal lowers the net value by exactly what
    /// it takes). Reverts with PositionNotFound when `posId` is not open.
    function getMarginBounds(uint256 posId) public view returns (MarginBounds memory b) {
        PositionFigures memory f = getPositionFigures(posId);
        ISettings.Market memory m = settings.market(f.tokenId);
        b.posId = posId;
        b.minCollateral = m.minCollateral;
        b.maxLeverage = m.maxLeverage;
        b.maintenanceMargin = f.maintenanceMargin;
        b.netValue = f.netValue;
        b.priceFresh = f.priceFresh;
        int256 owed = int256(f.feeDebt) + int256(f.borrowFee) + f.fundingFee;
        if (owed >= 0) {
            uint256 taken = uint256(owed) < f.collateral ? uint256(owed) : f.collateral;
            (b.collateral, b.feeDebt) = (f.collateral - taken, uint256(owed) - taken);
        } else {
            uint256 pool = vault.poolAmount();
            b.collateral = f.collateral + (uint256(-owed) < pool ? uint256(-owed) : pool);
        }
        b.maxAdd = b.feeDebt + (f.size > b.collateral ? f.size - b.collateral : 0);
        // leverage = size * 1e5 / left, rounded down, <= maxLeverage  <=>  left > size * 1e5 / (maxLeverage + 1)
        b.leastCollateral = f.size * BASIS_POINTS_DIVISOR / (m.maxLeverage + 1) + 1;
        uint256 floor = b.leastCollateral > m.minCollateral ? b.leastCollateral : m.minCollateral;
        uint256 most = b.collateral > floor ? b.collateral - floor : 0;
        uint256 health = f.netValue > int256(f.maintenanceMargin) ? uint256(f.netValue) - f.maintenanceMargin : 0;
        if (health < most) most = health;
        if (!f.priceFresh) most = 0;
        b.maxRemove = most;
        b.limit = f.priceFresh ? _removeLimit(b, m.minCollateral) : 4;
    }

    /// @dev The bound `Vault.removeCollateral` names for one unit past `maxRemove`, in the
    /// Vault's order of checks: the minimum collateral, then the maximum leverage, then the
    /// maintenance margin. A collateral already under both floors (fees settled from it) is
    /// named by the first check it fails, as the Vault does.
    function _removeLimit(MarginBounds memory b, uint256 minCollateral) private pure returns (uint8) {
        uint256 left = b.collateral > b.maxRemove ? b.collateral - b.maxRemove - 1 : 0;
        if (left < minCollateral) return 1;
        if (left < b.leastCollateral) return 2;
        return 3;
    }

    /// @notice The keeper's discovery of liquidatable positions, with `executableIds`' paging:
    /// scans at most `scan` entries of the work list from `cursor`, returns the ids that
    /// `Vault.liquidatePosition` would liquidate now (at most `max`) and the next cursor (0 at the
    /// end). Each check runs in try/catch, so one position whose check reverts cannot stall it.
    function liquidatableIds(uint256 cursor, uint256 scan, uint256 max)
        external
        view
        returns (uint256[] memory ids, uint256 next)
    {
        (uint256[] memory page, uint256 total) = vault.activeIdsPage(cursor, scan);
        ids = new uint256[](page.length < max ? page.length : max);
        uint256 n;
        uint256 i;
        for (; i < page.length && n < ids.length; i++) {
            try this.isLiquidatable(page[i]) returns (bool yes) {
                if (yes) ids[n++] = page[i];
            } catch {}
        }
        assembly {
            mstore(ids, n)
        }
        next = cursor + i < total ? cursor + i : 0;
    }

    /// @notice Whether `Vault.liquidatePosition(posId)` would liquidate now: an open position,
    /// liquidatable at a fresh oracle price. Reverts when the price is stale or missing.
    function isLiquidatable(uint256 posId) public view returns (bool) {
        IVault.Position memory p = vault.getPosition(posId);
        if (p.size == 0) return false;
        return vault.positionFigures(posId, oracle.getPrice(p.tokenId)).liquidatable;
    }
}
