// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {EnumerableSet} from "@openzeppelin/contracts/utils/structs/EnumerableSet.sol";
import {IVault, IVaultEntryPoints, CLIENT_ORDER_TAG} from "./interfaces/IVault.sol";
import {IOracle} from "./interfaces/IOracle.sol";
import {ISettings} from "./interfaces/ISettings.sol";
import {IReferralRegistry} from "./interfaces/IReferralRegistry.sol";
import {PositionMath} from "./PositionMath.sol";

/// @title VaultCore
/// @notice The Vault's storage and every internal step of its logic, shared by the two contracts
/// that run on that storage: `Vault`, the entry point (users' calls, views), and `VaultKeeper`,
/// whose code runs the keeper's `execute` and the liquidations on the Vault's storage through
/// `delegatecall`. The split keeps each contract's code under the EIP-170 size limit (24,576
/// bytes); both inherit this one contract, so their storage layouts are one layout by
/// construction, and neither declares state of its own.
abstract contract VaultCore is IVault, Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;
    using EnumerableSet for EnumerableSet.UintSet;

    uint256 public constant PRICE_PRECISION = 1e30;
    uint256 public constant BASIS_POINTS_DIVISOR = 100000;
    uint256 public constant RATE_PRECISION = 1e18;
    uint256 public constant MAX_TRIGGERS = 2;
    /// @notice `decreasePosition` with this `_sizeDelta` closes the whole position, whatever its
    /// size is when the keeper executes the decrease.
    uint256 public constant CLOSE_ALL = type(uint256).max;
    /// @notice Upper bound of every price a user sets (order, trigger and allowed prices): one
    /// trillion USD per unit. With it, `price * (1e5 + slippage)` and every other fill product
    /// stays far below 2^256, so a user-set value can never make keeper execution revert.
    uint256 public constant MAX_PRICE = 1e12 * PRICE_PRECISION;
    /// @notice Upper bound of every USD amount a user sets (collateral, size): one trillion USD.
    uint256 public constant MAX_USD = 1e12 * PRICE_PRECISION;

    struct MarketState {
        uint256 longOpenInterest; // USD, 1e30
        uint256 shortOpenInterest; // USD, 1e30
        int256 fundingIndex; // cumulative funding paid by longs per unit of size, 1e18
        uint256 borrowIndexLong; // cumulative borrow fee per unit of long size, 1e18
        uint256 borrowIndexShort; // cumulative borrow fee per unit of short size, 1e18
        uint256 lastAccrued; // timestamp
    }

    enum Action {
        NONE,
        FILL,
        CANCEL,
        TRIGGER_STOP
    }

    IERC20 public immutable stable;
    uint256 public immutable stableScale; // 10 ** (30 - stable decimals)
    ISettings public immutable settings;
    IOracle public immutable oracle;
    IReferralRegistry public immutable referrals;

    uint256 public lastPosId;
    mapping(uint256 => Position) internal _positions;
    mapping(uint256 => Order) internal _orders;
    mapping(uint256 => Trigger) internal _takeProfits;
    mapping(uint256 => Trigger) internal _stopLosses;
    mapping(uint256 => DecreaseRequest) internal _decreases;
    mapping(address => EnumerableSet.UintSet) internal _accountIds;
    EnumerableSet.UintSet internal _activeIds;
    mapping(uint256 => MarketState) internal _marketStates;

    mapping(address => uint256) public marginBalance;
    uint256 public totalMargin;
    uint256 public poolAmount;
    uint256 public feeReserve;
    uint256 public totalCollateral;
    uint256 public totalEscrow;
    mapping(address => uint256) public nativeRefunds;
    /// @notice Borrow and funding fees a position was charged that its collateral could not pay
    /// (USD 1e30), by posId. Owed to the pool and never forgiven: a funding credit pays it down
    /// first, and each close charges the closed part its proportional share (all of it on a full
    /// close and on liquidation) from that part's collateral and profit. It counts in the
    /// position's net value, so in its liquidation price and liquidatability.
    mapping(uint256 => uint256) public feeDebt;
    /// @notice The block in which the position's order was created (low 128 bits) and the one in
    /// which it was cancelled, closed or liquidated (high 128 bits; 0 while it is pending or
    /// open; both 0 for an unknown id): where its events lie, for readers of its history that ask
    /// for bounded log ranges.
    mapping(uint256 => uint256) public positionBlocks;
    /// @notice A pending limit, stop or stop-limit order's good-til-time (Unix seconds; 0: none):
    /// once past it the keeper cancels the order and refunds it, as an expired market order.
    mapping(uint256 => uint256) public orderExpiry;
    /// @notice How far ahead a good-til-time may be.
    uint256 public constant MAX_ORDER_LIFETIME = 365 days;

    modifier onlyKeeper() {
        if (!settings.isKeeper(msg.sender)) revert NotKeeper(msg.sender);
        _;
    }

    constructor(address owner_, IERC20 stable_, ISettings settings_, IOracle oracle_, IReferralRegistry referrals_)
        Ownable(owner_)
    {
        if (
            address(stable_) == address(0) || address(settings_) == address(0) || address(oracle_) == address(0)
                || address(referrals_) == address(0)
        ) revert ZeroAddress();
        uint8 decimals = IERC20Metadata(address(stable_)).decimals();
        stable = stable_;
        stableScale = 10 ** (30 - uint256(decimals));
        settings = settings_;
        oracle = oracle_;
        referrals = referrals_;
    }

    // ------------------------------------------------------------------ margin wallet

    function _deposit(address account, address token, uint256 amount) internal {
        if (token != address(stable)) revert UnsupportedToken(token);
        if (amount == 0) revert ZeroAmount();
        if (account == address(0)) revert ZeroAddress();
        stable.safeTransferFrom(msg.sender, address(this), amount);
        uint256 usd = amount * stableScale;
        marginBalance[account] += usd;
        totalMargin += usd;
        emit Deposit(account, msg.sender, token, amount);
    }

    function _debitMargin(address account, uint256 usd) internal {
        uint256 available = marginBalance[account];
        if (available < usd) revert InsufficientMarginBalance(account, usd, available);
        marginBalance[account] = available - usd;
        totalMargin -= usd;
    }

    function _creditMargin(address account, uint256 usd) internal {
        marginBalance[account] += usd;
        totalMargin += usd;
    }

    // ------------------------------------------------------------------ liquidity pool (owner)

    // ------------------------------------------------------------------ orders

    function _orderExecutionFee(uint8 orderType) internal view returns (uint256) {
        if (orderType > uint8(OrderType.STOP_LIMIT)) revert UnsupportedOrderType(orderType);
        return orderType == uint8(OrderType.MARKET) ? settings.marketOrderFee() : settings.triggerOrderFee();
    }

    function _createOrder(
        uint256 tokenId,
        bool isLong,
        uint8 orderType,
        uint256[] memory params,
        address refer,
        uint256 executionFee
    ) internal returns (uint256 posId) {
        ISettings.Market memory m = _market(tokenId);
        if (params.length != 4 && params.length != 5) revert InvalidParamsLength(params.length);
        Order memory o;
        o.orderType = OrderType(orderType);
        o.status = OrderStatus.PENDING;
        if (o.orderType == OrderType.MARKET) {
            _requirePrice("acceptablePrice", params[0]);
            if (params[1] >= BASIS_POINTS_DIVISOR) revert InvalidSlippage(params[1]);
            o.acceptablePrice = params[0];
            o.slippage = params[1];
        } else {
            if (o.orderType != OrderType.STOP) {
                _requirePrice("limitPrice", params[0]);
                o.limitPrice = params[0];
            }
            if (o.orderType != OrderType.LIMIT) {
                _requirePrice("stopPrice", params[1]);
                o.stopPrice = params[1];
            }
        }
        if (params[2] > MAX_USD) revert AmountOutOfRange("collateral", params[2], MAX_USD);
        if (params[3] > MAX_USD) revert AmountOutOfRange("size", params[3], MAX_USD);
        o.collateral = params[2];
        o.size = params[3];
        address payee = _referrerOf(msg.sender);
        if (refer != address(0) && refer != payee) revert InvalidReferrer(refer, payee);
        _validateSize(m, o.collateral, o.size);
        _checkOpenInterest(tokenId, isLong, o.size, m);
        o.fee = _tradingFee(payee, m, isLong, o.size);
        o.executionFee = executionFee;
        o.createdAt = block.timestamp;
        o.oracleRound = oracle.round();

        _debitMargin(msg.sender, o.collateral + o.fee);
        totalEscrow += o.collateral + o.fee;

        posId = ++lastPosId;
        if (params.length == 5 && params[4] != 0) {
            if (o.orderType == OrderType.MARKET) revert InvalidExpiry(params[4], 0, 0);
            orderExpiry[posId] = _checkExpiry(params[4]);
        }
        _positions[posId] = Position(msg.sender, tokenId, isLong, 0, 0, 0, 0, 0, payee, block.timestamp);
        _orders[posId] = o;
        _accountIds[msg.sender].add(posId);
        _activeIds.add(posId);
        positionBlocks[posId] = block.number;
        emit OrderCreated(posId, msg.sender, tokenId, isLong, o.orderType, params, payee);
    }

    function _setTriggers(
        uint256 posId,
        bool[] memory isTPs,
        uint256[] memory prices,
        uint256[] memory amountPercents,
        uint256 referencePrice,
        uint256 feeEach
    ) internal {
        uint256 n = isTPs.length;
        if (prices.length != n || amountPercents.length != n) revert InvalidTriggers("length mismatch");
        if (n == 0 || n > MAX_TRIGGERS) revert InvalidTriggers("count");
        if (n == 2 && isTPs[0] == isTPs[1]) revert InvalidTriggers("duplicate");
        Position storage p = _positions[posId];
        for (uint256 i = 0; i < n; i++) {
            uint256 price = prices[i];
            uint256 pct = amountPercents[i];
            _checkPrice("trigger", price);
            if (pct == 0 || pct > BASIS_POINTS_DIVISOR) revert InvalidAmountPercent(pct);
            if (isTPs[i]) {
                if (price == 0 || (p.isLong ? price <= referencePrice : price >= referencePrice)) {
                    revert InvalidTakeProfitPrice(price, referencePrice);
                }
            } else {
                if (price == 0 || (p.isLong ? price >= referencePrice : price <= referencePrice)) {
                    revert InvalidStopLossPrice(price, referencePrice);
                }
            }
            Trigger storage t = isTPs[i] ? _takeProfits[posId] : _stopLosses[posId];
            if (t.active) {
                _requireNotDue(posId, t, isTPs[i]);
                _creditRefund(posId, p.owner, t.executionFee);
            }
            t.active = true;
            t.price = price;
            t.amountPercent = pct;
            t.executionFee = feeEach;
            t.oracleRound = oracle.round();
            emit TriggerSet(posId, isTPs[i], price, pct);
        }
    }

    /// @dev Reverts with TriggerDue when the active trigger `t` of an open position is due at the
    /// fresh price: it stays as it is and the keeper fires it at that price (re-setting it would
    /// stamp it with the current round, so dodge the price already published).
    function _requireNotDue(uint256 posId, Trigger storage t, bool isTP) internal view {
        Position storage p = _positions[posId];
        if (p.size == 0) return;
        (bool ok, uint256 price, uint256 pushed) = _freshPrice(p.tokenId);
        if (ok && _triggerHit(t, p.isLong, isTP, price, pushed)) revert TriggerDue(posId, isTP, price, pushed);
    }

    function _orderReferencePrice(Order storage o) internal view returns (uint256) {
        if (o.orderType == OrderType.MARKET) return o.acceptablePrice;
        if (o.orderType == OrderType.STOP) return o.stopPrice;
        return o.limitPrice;
    }

    function _ownedPosition(uint256 posId) internal view returns (Position storage p) {
        p = _positions[posId];
        if (p.owner == address(0)) revert PositionNotFound(posId);
        if (p.owner != msg.sender) revert NotPositionOwner(posId, msg.sender, p.owner);
    }

    // ------------------------------------------------------------------ keeper execution

    /// @dev The keeper's work on one id. A pending order is filled or cancelled, and a decrease
    /// runs, only at a fresh oracle price pushed after the request was made (a price of a later
    /// oracle round than the request's `oracleRound`): a price published before the request is
    /// one its sender may already have known to be outdated, and trading at it would let them
    /// draw on the pool without risk. Until such a price comes, the request waits; a market order
    /// or a decrease still waiting after `Settings.marketOrderTtl` expires (the order is refunded,
    /// the decrease dropped), with or without a fresh price. Take-profit / stop-loss triggers fire
    /// at the current fresh price, but only at a price pushed after they were set (else setting a
    /// trigger at a crossed price would be a close at a known, outdated price); liquidation uses
    /// the current fresh price.
    function _executeOne(uint256 posId) internal returns (uint256 earned, bool acted) {
        Position storage p = _positions[posId];
        (bool ok, uint256 price, uint256 pushed) = _freshPrice(p.tokenId);
        Order storage o = _orders[posId];
        if (o.status == OrderStatus.PENDING) {
            if (_expired(posId, o)) {
                earned = o.executionFee;
                _cancelOrder(posId, "expired", ok ? price : 0);
                return (earned, true);
            }
            if (!ok || pushed <= o.oracleRound) return (0, false);
            return _tryFill(posId, price);
        }
        if (p.size == 0) return (0, false);
        DecreaseRequest storage d = _decreases[posId];
        if (d.pending) {
            if (_decreaseExpired(d)) {
                earned += _dropDecrease(posId, ok ? price : 0, "expired");
                acted = true;
            } else if (ok && pushed > d.oracleRound) {
                earned += _runDecrease(posId, price);
                acted = true;
            }
        }
        if (!ok) return (earned, acted);
        if (p.size > 0 && _triggerHit(_takeProfits[posId], p.isLong, true, price, pushed)) {
            earned += _fireTrigger(posId, true, price);
            acted = true;
        }
        if (p.size > 0 && _triggerHit(_stopLosses[posId], p.isLong, false, price, pushed)) {
            earned += _fireTrigger(posId, false, price);
            acted = true;
        }
    }

    /// @dev Whether a fresh price, pushed after the pending order `o` was made, reaches it: any
    /// price for a market order (the keeper fills it, or cancels it for slippage), a price that
    /// fills a limit or stop order or triggers its stop; with that price and its round. The owner
    /// may not cancel such an order (`cancelPendingOrder`).
    /// It reads the same storage and makes the same calls whatever the oracle says: the gas of a
    /// cancel does not depend on the price it lands at, so the gas limit of a cancel prepared
    /// before a push covers it when it lands after the push.
    function _orderDue(uint256 posId, Order storage o) internal view returns (bool due, uint256 price, uint256 pushed) {
        Position storage p = _positions[posId];
        bool ok;
        (ok, price, pushed) = _freshPrice(p.tokenId);
        bool reached = _priceReaches(o, p.isLong, price);
        return (ok && pushed > o.oracleRound && reached, price, pushed);
    }

    /// @dev Whether `price` reaches the pending order `o` (`_orderDue`): the price conditions of
    /// `_fillAction`, without its market and open-interest reads. Every field it uses is read
    /// before any branch.
    function _priceReaches(Order storage o, bool isLong, uint256 price) internal view returns (bool) {
        OrderType orderType = o.orderType;
        bool stopDone = orderType == OrderType.LIMIT || o.stopTriggered;
        uint256 stop = o.stopPrice;
        uint256 limit = o.limitPrice;
        if (orderType == OrderType.MARKET) return true;
        if (!stopDone) return isLong ? price >= stop : price <= stop; // fills or triggers the stop
        return isLong ? price <= limit : price >= limit;
    }

    /// @dev A market order older than the market order lifetime; another order past its
    /// good-til-time.
    function _expired(uint256 posId, Order storage o) internal view returns (bool) {
        if (o.orderType == OrderType.MARKET) return block.timestamp > o.createdAt + settings.marketOrderTtl();
        uint256 expiry = orderExpiry[posId];
        return expiry != 0 && block.timestamp > expiry;
    }

    /// @dev A good-til-time: after this block, at most MAX_ORDER_LIFETIME ahead.
    function _checkExpiry(uint256 expiresAt) internal view returns (uint256) {
        if (expiresAt <= block.timestamp || expiresAt > block.timestamp + MAX_ORDER_LIFETIME) {
            revert InvalidExpiry(expiresAt, block.timestamp + 1, block.timestamp + MAX_ORDER_LIFETIME);
        }
        return expiresAt;
    }

    /// @dev A decrease request older than the market order lifetime.
    function _decreaseExpired(DecreaseRequest storage d) internal view returns (bool) {
        return block.timestamp > d.createdAt + settings.marketOrderTtl();
    }

    /// @dev What the keeper does with a pending order at `price`, and why when it cancels. Never
    /// reverts: every user-set value in it is bounded at creation.
    function _fillAction(uint256 posId, uint256 price) internal view returns (Action, string memory) {
        Order storage o = _orders[posId];
        Position storage p = _positions[posId];
        bool isLong = p.isLong;
        ISettings.Market memory m = settings.market(p.tokenId);
        if (!m.enabled) return (Action.CANCEL, "market disabled");
        if (o.orderType == OrderType.MARKET) {
            if (_expired(posId, o)) return (Action.CANCEL, "expired");
            uint256 bound = isLong
                ? o.acceptablePrice * (BASIS_POINTS_DIVISOR + o.slippage) / BASIS_POINTS_DIVISOR
                : o.acceptablePrice * (BASIS_POINTS_DIVISOR - o.slippage) / BASIS_POINTS_DIVISOR;
            if (isLong ? price > bound : price < bound) return (Action.CANCEL, "slippage");
        } else {
            bool stopDone = o.orderType == OrderType.LIMIT || o.stopTriggered;
            if (!stopDone) {
                if (isLong ? price < o.stopPrice : price > o.stopPrice) return (Action.NONE, "");
            }
            if (o.orderType != OrderType.STOP) {
                if (isLong ? price > o.limitPrice : price < o.limitPrice) {
                    return (stopDone ? Action.NONE : Action.TRIGGER_STOP, "");
                }
            }
        }
        if (!_withinCap(m, p.tokenId, isLong, o.size)) return (Action.CANCEL, "open interest cap");
        return (Action.FILL, "");
    }

    /// @dev Fills, cancels or triggers the stop of a pending order. A stop-limit order whose
    /// stop the price reaches within its limit fills in the same call (`_fillAction`: FILL),
    /// paid the whole fee. When the price is past the limit, the call only triggers the stop
    /// (no event) and the order waits for a price within the limit: that stop trigger is a
    /// keeper transaction of its own and is paid half of the order's execution fee, rounded
    /// down; the rest stays escrowed in `executionFee` for the transaction that ends the order:
    /// the keeper's fill or cancel, or the owner's cancel refund. Half, because the order then
    /// costs a keeper two transactions (the trigger, then the fill or cancel) and each is paid
    /// alike; rounded down, so at least half is left for the one that ends the order and a
    /// keeper still has a reason to fill it. The fee paid at creation is unchanged.
    function _tryFill(uint256 posId, uint256 price) internal returns (uint256 earned, bool acted) {
        (Action action, string memory reason) = _fillAction(posId, price);
        Order storage o = _orders[posId];
        if (action == Action.NONE) return (0, false);
        earned = o.executionFee;
        if (action == Action.TRIGGER_STOP) {
            o.stopTriggered = true;
            earned /= 2;
            unchecked {
                o.executionFee -= earned; // earned is half of it
            }
            return (earned, true);
        }
        if (action == Action.CANCEL) {
            _cancelOrder(posId, reason, price);
            return (earned, true);
        }
        _open(posId, price);
        return (earned, true);
    }

    function _open(uint256 posId, uint256 price) internal {
        Position storage p = _positions[posId];
        Order storage o = _orders[posId];
        _accrue(p.tokenId);
        MarketState storage s = _marketStates[p.tokenId];
        p.size = o.size;
        p.collateral = o.collateral;
        p.averagePrice = price;
        p.entryFundingIndex = s.fundingIndex;
        p.entryBorrowIndex = p.isLong ? s.borrowIndexLong : s.borrowIndexShort;
        p.lastUpdated = block.timestamp;
        if (p.isLong) s.longOpenInterest += o.size;
        else s.shortOpenInterest += o.size;
        o.status = OrderStatus.FILLED;
        totalEscrow -= o.collateral + o.fee;
        totalCollateral += o.collateral;
        _collectFee(posId, p.refer, o.fee);
        emit PositionIncreased(posId, p.owner, price, o.size, o.collateral, o.fee);
    }

    /// price: the oracle price the keeper saw when it cancelled the order; 0 when the owner did.
    function _cancelOrder(uint256 posId, string memory reason, uint256 price) internal {
        Order storage o = _orders[posId];
        Position storage p = _positions[posId];
        o.status = OrderStatus.CANCELED;
        uint256 refund = o.collateral + o.fee;
        totalEscrow -= refund;
        _creditMargin(p.owner, refund);
        _remove(posId, p.owner);
        emit OrderCanceled(posId, reason, price);
    }

    function _runDecrease(uint256 posId, uint256 price) internal returns (uint256 earned) {
        Position storage p = _positions[posId];
        DecreaseRequest memory d = _decreases[posId];
        if (d.allowedPrice != 0 && _beyondAllowed(p.isLong, price, d.allowedPrice)) {
            return _dropDecrease(posId, price, "price beyond allowed");
        }
        delete _decreases[posId];
        earned = d.executionFee;
        _decrease(posId, d.sizeDelta > p.size ? p.size : d.sizeDelta, price);
    }

    /// @dev Cancels the pending decrease of `posId` (the keeper earns its execution fee).
    /// price: the oracle price the keeper saw; 0 when there was no fresh one.
    function _dropDecrease(uint256 posId, uint256 price, string memory reason) internal returns (uint256 earned) {
        DecreaseRequest memory d = _decreases[posId];
        delete _decreases[posId];
        emit DecreaseCanceled(posId, price, d.allowedPrice, reason);
        return d.executionFee;
    }

    function _fireTrigger(uint256 posId, bool isTP, uint256 price) internal returns (uint256 earned) {
        Trigger storage t = isTP ? _takeProfits[posId] : _stopLosses[posId];
        Position storage p = _positions[posId];
        uint256 sizeDelta = p.size * t.amountPercent / BASIS_POINTS_DIVISOR;
        if (sizeDelta == 0 || t.amountPercent == BASIS_POINTS_DIVISOR) sizeDelta = p.size;
        earned = t.executionFee;
        t.active = false;
        t.executionFee = 0;
        emit TriggerExecuted(posId, isTP, price, sizeDelta);
        _decrease(posId, sizeDelta, price);
    }

    function _decrease(uint256 posId, uint256 sizeDelta, uint256 price) internal {
        Position storage p = _positions[posId];
        (int256 pnl, uint256 feePaid, uint256 available) = _settle(posId, sizeDelta, price);
        _creditMargin(p.owner, available);
        emit PositionDecreased(posId, p.owner, price, sizeDelta, pnl, feePaid, available);
        if (p.size == 0) {
            _remove(posId, p.owner);
            emit PositionClosed(posId, p.owner);
        }
    }

    /// @dev The one settlement of closing `sizeDelta` of a position at `price`, for a decrease,
    /// a trigger and a liquidation alike: accrued borrow and funding fees are charged to the
    /// position (`_settleFees`: from the collateral, the rest to the fee debt); of the closed
    /// part's collateral plus its profit (the pool pays at most what it holds), the closing fee
    /// is paid first (referrer share, fee reserve), then the loss and the closed part's share of
    /// the fee debt (to the pool). The share is proportional to the size closed, all of it on a
    /// full close, so closing a position in pieces in one block pays what one close pays: the
    /// rest of the debt stays owed by what stays open. `available` is what is left for the
    /// owner: collateral + PnL - fees - fee debt - closing fee, floored at 0, exactly
    /// PositionMath's net value for a full close.
    function _settle(uint256 posId, uint256 sizeDelta, uint256 price)
        internal
        returns (int256 pnl, uint256 feePaid, uint256 available)
    {
        Position storage p = _positions[posId];
        _accrue(p.tokenId);
        uint256 debtDelta = _settleFees(posId, sizeDelta);

        uint256 collateralDelta = sizeDelta == p.size ? p.collateral : p.collateral * sizeDelta / p.size;
        pnl = PositionMath.pnl(p.isLong, sizeDelta, p.averagePrice, price);
        uint256 closingFee = _tradingFee(p.refer, settings.market(p.tokenId), p.isLong, sizeDelta);

        uint256 profit = pnl > 0 ? uint256(pnl) : 0;
        if (profit > poolAmount) profit = poolAmount; // the pool cannot pay more than it holds
        uint256 loss = pnl < 0 ? uint256(-pnl) : 0;
        poolAmount -= profit;

        available = collateralDelta + profit;
        feePaid = closingFee < available ? closingFee : available;
        available -= feePaid;
        loss += debtDelta; // the closed part's share of the fee debt is paid like a loss
        uint256 lossPaid = loss < available ? loss : available;
        available -= lossPaid;
        poolAmount += lossPaid;
        _collectFee(posId, p.refer, feePaid);

        totalCollateral -= collateralDelta;
        p.collateral -= collateralDelta;
        p.size -= sizeDelta;
        p.lastUpdated = block.timestamp;
        MarketState storage s = _marketStates[p.tokenId];
        if (p.isLong) s.longOpenInterest -= sizeDelta;
        else s.shortOpenInterest -= sizeDelta;
    }

    /// @dev Removes a closed position: refunds the execution fees of its triggers and of a
    /// pending decrease to the owner, and takes it off the work lists. Its fee debt is already
    /// 0: the full close that removes it took all of it (`_settleFees`).
    function _remove(uint256 posId, address owner) internal {
        _clearTriggers(posId, owner);
        DecreaseRequest storage d = _decreases[posId];
        if (d.pending) _creditRefund(posId, owner, d.executionFee);
        delete _decreases[posId];
        _accountIds[owner].remove(posId);
        _activeIds.remove(posId);
        positionBlocks[posId] |= block.number << 128;
    }

    function _clearTriggers(uint256 posId, address owner) internal {
        Trigger storage tp = _takeProfits[posId];
        Trigger storage sl = _stopLosses[posId];
        if (tp.active) _creditRefund(posId, owner, tp.executionFee);
        if (sl.active) _creditRefund(posId, owner, sl.executionFee);
        delete _takeProfits[posId];
        delete _stopLosses[posId];
    }

    function _creditRefund(uint256 posId, address account, uint256 amount) internal {
        if (amount == 0) return;
        nativeRefunds[account] += amount;
        emit RefundCredited(posId, account, amount);
    }

    function _collectFee(uint256 posId, address refer, uint256 fee) internal {
        uint256 share;
        if (refer != address(0) && fee > 0) {
            share = fee * settings.referrerShare() / BASIS_POINTS_DIVISOR;
            if (share > 0) {
                _creditMargin(refer, share);
                emit ReferralPaid(posId, refer, share);
            }
        }
        feeReserve += fee - share;
    }

    // ------------------------------------------------------------------ liquidation

    /// @notice A position's figures at `price` with the fees accrued up to now: PnL, borrow and
    /// funding fees, closing fee, fee debt, net value, maintenance margin and whether it is
    /// liquidatable at that price. Reverts with PositionNotFound when `posId` is not an open
    /// position.
    function positionFigures(uint256 posId, uint256 price) public view returns (Figures memory f) {
        Position storage p = _positions[posId];
        if (p.size == 0) revert PositionNotFound(posId);
        (int256 fundingIndex, uint256 borrowLong, uint256 borrowShort) = _indicesNow(p.tokenId);
        (f.borrowFee, f.fundingFee) = _pendingFees(p, p.isLong ? borrowLong : borrowShort, fundingIndex);
        f.price = price;
        f.pnl = PositionMath.pnl(p.isLong, p.size, p.averagePrice, price);
        f.closingFee = _tradingFee(p.refer, settings.market(p.tokenId), p.isLong, p.size);
        f.feeDebt = feeDebt[posId];
        f.netValue = PositionMath.netValue(p.collateral, f.pnl, f.borrowFee, f.fundingFee, f.closingFee, f.feeDebt);
        f.maintenanceMargin = PositionMath.maintenanceMargin(p.size, settings.maintenanceMargin(p.tokenId));
        f.liquidatable = PositionMath.liquidatable(f.netValue, f.maintenanceMargin);
    }

    /// @dev Liquidates `posId` if it is liquidatable at the fresh oracle price. When it is not
    /// (closed, healthy, stale price): reverts with the reason if `strict`, else returns false.
    function _liquidate(uint256 posId, bool strict) internal returns (bool) {
        Position storage p = _positions[posId];
        (bool fresh, uint256 price,) = _freshPrice(p.tokenId);
        if (p.size == 0 || !fresh) {
            if (!strict) return false;
            if (p.size == 0) revert PositionNotFound(posId);
            oracle.getPrice(p.tokenId); // reverts with the oracle's reason: stale or missing
        }
        Figures memory f = positionFigures(posId, price);
        if (!f.liquidatable) {
            if (strict) revert NotLiquidatable(posId, f.netValue, f.maintenanceMargin);
            return false;
        }
        address owner = p.owner;
        uint256 fee = p.size * settings.liquidationFee() / BASIS_POINTS_DIVISOR;
        (,, uint256 left) = _settle(posId, p.size, price);
        if (fee > left) fee = left;
        _creditMargin(msg.sender, fee);
        _creditMargin(owner, left - fee);
        _remove(posId, owner);
        emit PositionLiquidated(posId, owner, msg.sender, price, f.netValue, f.maintenanceMargin, fee, left - fee);
        return true;
    }

    // ------------------------------------------------------------------ funding and borrow

    /// @notice Current hourly rates of a pair, RATE_PRECISION (1e18 = 100% per hour). A positive
    /// funding rate means longs pay shorts.
    function currentRates(uint256 tokenId)
        public
        view
        returns (int256 fundingRate, uint256 borrowRateLong, uint256 borrowRateShort)
    {
        ISettings.Market memory m = settings.market(tokenId);
        MarketState storage s = _marketStates[tokenId];
        uint256 longOi = s.longOpenInterest;
        uint256 shortOi = s.shortOpenInterest;
        uint256 total = longOi + shortOi;
        if (total > 0) {
            fundingRate = int256(m.fundingFactor) * (int256(longOi) - int256(shortOi)) / int256(total);
        }
        uint256 pool = poolAmount;
        if (pool > 0) {
            borrowRateLong = m.borrowFactor * (longOi < pool ? longOi : pool) / pool;
            borrowRateShort = m.borrowFactor * (shortOi < pool ? shortOi : pool) / pool;
        }
    }

    function _accrue(uint256 tokenId) internal {
        MarketState storage s = _marketStates[tokenId];
        if (s.lastAccrued == block.timestamp) return;
        (s.fundingIndex, s.borrowIndexLong, s.borrowIndexShort) = _indicesNow(tokenId);
        s.lastAccrued = block.timestamp;
    }

    /// @dev A market's funding and borrow indices as `_accrue` would leave them now.
    function _indicesNow(uint256 tokenId)
        internal
        view
        returns (int256 fundingIndex, uint256 borrowIndexLong, uint256 borrowIndexShort)
    {
        MarketState storage s = _marketStates[tokenId];
        (fundingIndex, borrowIndexLong, borrowIndexShort) = (s.fundingIndex, s.borrowIndexLong, s.borrowIndexShort);
        uint256 last = s.lastAccrued;
        if (last == 0 || last == block.timestamp) return (fundingIndex, borrowIndexLong, borrowIndexShort);
        uint256 dt = block.timestamp - last;
        (int256 funding, uint256 borrowLong, uint256 borrowShort) = currentRates(tokenId);
        fundingIndex += funding * int256(dt) / 3600;
        borrowIndexLong += borrowLong * dt / 3600;
        borrowIndexShort += borrowShort * dt / 3600;
    }

    /// @dev Borrow and funding fees a position owes at the given indices (funding negative when
    /// it receives).
    function _pendingFees(Position storage p, uint256 borrowIndex, int256 fundingIndex)
        internal
        view
        returns (uint256 borrowFee, int256 fundingFee)
    {
        borrowFee = p.size * (borrowIndex - p.entryBorrowIndex) / RATE_PRECISION;
        fundingFee = int256(p.size) * (fundingIndex - p.entryFundingIndex) / int256(RATE_PRECISION);
        if (!p.isLong) fundingFee = -fundingFee;
    }

    /// @dev Charges accrued borrow and funding fees to the position, moves its fee indices to the
    /// market's, and takes the share of its fee debt that closing `sizeDelta` of it pays. Fees
    /// flow to or from the pool, so every USD unit stays accounted for. What the position owes,
    /// its fee debt plus the fees (minus a funding credit, which so pays the debt down first), is
    /// paid from the collateral; what the collateral cannot pay stays owed as the new fee debt
    /// (to the pool, never forgiven). A credit above the debt goes to the collateral, at most what
    /// the pool holds. The share is proportional to the size closed, rounded down (the rest stays
    /// owed by what stays open), all of the debt when the whole size closes.
    function _settleFees(uint256 posId, uint256 sizeDelta) internal returns (uint256 debtShare) {
        Position storage p = _positions[posId];
        MarketState storage s = _marketStates[p.tokenId];
        uint256 borrowIndex = p.isLong ? s.borrowIndexLong : s.borrowIndexShort;
        (uint256 borrowFee, int256 fundingFee) = _pendingFees(p, borrowIndex, s.fundingIndex);
        p.entryBorrowIndex = borrowIndex;
        p.entryFundingIndex = s.fundingIndex;
        int256 charge = int256(borrowFee) + fundingFee;
        int256 owed = int256(feeDebt[posId]) + charge;
        uint256 debt;
        if (owed > 0) {
            uint256 taken = uint256(owed) < p.collateral ? uint256(owed) : p.collateral;
            debt = uint256(owed) - taken;
            p.collateral -= taken;
            totalCollateral -= taken;
            poolAmount += taken;
        } else if (owed < 0) {
            uint256 credit = uint256(-owed) < poolAmount ? uint256(-owed) : poolAmount;
            p.collateral += credit;
            totalCollateral += credit;
            poolAmount -= credit;
        }
        debtShare = sizeDelta == p.size ? debt : debt * sizeDelta / p.size;
        feeDebt[posId] = debt - debtShare;
        if (charge != 0) emit FeesSettled(posId, borrowFee, fundingFee);
    }

    // ------------------------------------------------------------------ checks and math

    function _market(uint256 tokenId) internal view returns (ISettings.Market memory m) {
        m = settings.market(tokenId);
        if (bytes(m.name).length == 0) revert MarketNotFound(tokenId);
        if (!m.enabled) revert MarketDisabled(tokenId);
    }

    function _validateSize(ISettings.Market memory m, uint256 collateral, uint256 size) internal pure {
        if (collateral < m.minCollateral) revert CollateralBelowMinimum(collateral, m.minCollateral);
        if (size < collateral) revert LeverageTooLow(size, collateral);
        uint256 leverage = size * BASIS_POINTS_DIVISOR / collateral;
        if (leverage > m.maxLeverage) revert LeverageTooHigh(leverage, m.maxLeverage);
    }

    function _checkOpenInterest(uint256 tokenId, bool isLong, uint256 size, ISettings.Market memory m) internal view {
        if (!_withinCap(m, tokenId, isLong, size)) {
            MarketState storage s = _marketStates[tokenId];
            revert OpenInterestCapExceeded(
                tokenId,
                isLong,
                isLong ? s.longOpenInterest : s.shortOpenInterest,
                size,
                isLong ? m.maxLongOpenInterest : m.maxShortOpenInterest
            );
        }
    }

    function _withinCap(ISettings.Market memory m, uint256 tokenId, bool isLong, uint256 size)
        internal
        view
        returns (bool)
    {
        MarketState storage s = _marketStates[tokenId];
        uint256 oi = isLong ? s.longOpenInterest : s.shortOpenInterest;
        return oi + size <= (isLong ? m.maxLongOpenInterest : m.maxShortOpenInterest);
    }

    function _referrerOf(address account) internal view returns (address) {
        bytes32 code = referrals.userReferrals(account);
        return code == bytes32(0) ? address(0) : referrals.referralCodes(code);
    }

    /// @dev The fee for `size`, with the trader discount exactly when a referrer is paid: the
    /// discount and the payee come from the same registered code and cannot be split.
    function _tradingFee(address payee, ISettings.Market memory m, bool isLong, uint256 size)
        internal
        view
        returns (uint256 fee)
    {
        fee = size * (isLong ? m.longFee : m.shortFee) / BASIS_POINTS_DIVISOR;
        if (fee > 0 && payee != address(0)) {
            fee -= fee * settings.traderDiscount() / BASIS_POINTS_DIVISOR;
        }
    }

    /// @dev An order price: not 0 (InvalidPrice), at most MAX_PRICE.
    function _requirePrice(string memory which, uint256 price) internal pure {
        if (price == 0) revert InvalidPrice(which);
        _checkPrice(which, price);
    }

    function _checkPrice(string memory which, uint256 price) internal pure {
        if (price > MAX_PRICE) revert PriceOutOfRange(which, price, MAX_PRICE);
    }

    function _beyondAllowed(bool isLong, uint256 price, uint256 allowedPrice) internal pure returns (bool) {
        // The interface: allowedPrice is the maximum price for longs and the minimum price for shorts.
        return isLong ? price > allowedPrice : price < allowedPrice;
    }

    function _triggerHit(Trigger storage t, bool isLong, bool isTP, uint256 price, uint256 pushed)
        internal
        view
        returns (bool)
    {
        if (!t.active || pushed <= t.oracleRound) return false;
        // take-profit: long above, short below; stop-loss: long below, short above
        return (isLong == isTP) ? price >= t.price : price <= t.price;
    }

    /// @dev The oracle price of a pair if it is fresh, and the oracle round it was pushed in.
    function _freshPrice(uint256 tokenId) internal view returns (bool ok, uint256 price, uint256 pushed) {
        try oracle.getPrice(tokenId) returns (uint256 p) {
            return (true, p, oracle.priceRound(tokenId));
        } catch {
            return (false, 0, 0);
        }
    }

    function _sendNative(address to, uint256 amount) internal {
        if (amount == 0) return;
        (bool ok,) = to.call{value: amount}("");
        if (!ok) revert NativeTransferFailed(to, amount);
    }

    // ------------------------------------------------------------------ views
}

/// @title Vault
/// @notice Entry point of the platform. Holds the stablecoin behind every internal USD balance:
/// the margin wallets, the liquidity pool, the fee reserve, the collateral of open positions and
/// the escrow of pending orders. All USD amounts use PRICE_PRECISION (1e30); percentages use
/// BASIS_POINTS_DIVISOR (1e5 = 100%); rates and indices use RATE_PRECISION (1e18 = 100%).
///
/// Orders are queued by users and executed by keepers at the oracle price, and only at a price
/// pushed after the order (or decrease request) was made: nobody trades at a price they could
/// know to be outdated. A position is identified by the posId its opening order received.
///
/// `execute`, `liquidatePosition` and `liquidatePositions` run the code of `keeperLogic` (a
/// `VaultKeeper` deployed before the Vault with the same settings) on this Vault's storage and
/// balance, through `delegatecall`: the caller, the value, the events and the reverts are the
/// Vault's own.
contract Vault is VaultCore, IVaultEntryPoints {
    using SafeERC20 for IERC20;
    using EnumerableSet for EnumerableSet.UintSet;

    /// @notice The code `execute` and the liquidations run (VaultKeeper).
    address public immutable keeperLogic;

    /// @param keeperLogic_ a VaultKeeper deployed with the same stablecoin, settings, oracle and
    /// referral registry (checked: it runs on this storage with its own immutables)
    constructor(
        address owner_,
        IERC20 stable_,
        ISettings settings_,
        IOracle oracle_,
        IReferralRegistry referrals_,
        VaultKeeper keeperLogic_
    ) VaultCore(owner_, stable_, settings_, oracle_, referrals_) {
        if (
            address(keeperLogic_) == address(0) || keeperLogic_.stable() != stable_
                || keeperLogic_.settings() != settings_ || keeperLogic_.oracle() != oracle_
                || keeperLogic_.referrals() != referrals_
        ) revert KeeperLogicMismatch(address(keeperLogic_));
        keeperLogic = address(keeperLogic_);
    }

    function depositSelf(address _token, uint256 _amount) external nonReentrant {
        _deposit(msg.sender, _token, _amount);
    }

    function deposit(address _account, address _token, uint256 _amount) external nonReentrant {
        _deposit(_account, _token, _amount);
    }

    function withdraw(address _token, uint256 _amount) external payable nonReentrant {
        if (msg.value != 0) revert NativeValueNotAccepted(msg.value);
        if (_token != address(stable)) revert UnsupportedToken(_token);
        if (_amount == 0) revert ZeroAmount();
        uint256 usd = _amount * stableScale;
        _debitMargin(msg.sender, usd);
        stable.safeTransfer(msg.sender, _amount);
        emit Withdraw(msg.sender, _token, _amount);
    }

    function addLiquidity(uint256 amount) external onlyOwner nonReentrant {
        if (amount == 0) revert ZeroAmount();
        stable.safeTransferFrom(msg.sender, address(this), amount);
        poolAmount += amount * stableScale;
        emit LiquidityAdded(msg.sender, amount);
    }

    function removeLiquidity(address to, uint256 amount) external onlyOwner nonReentrant {
        uint256 usd = amount * stableScale;
        if (usd > poolAmount) revert InsufficientPoolLiquidity(usd, poolAmount);
        poolAmount -= usd;
        stable.safeTransfer(to, amount);
        emit LiquidityRemoved(to, amount);
    }

    /// @notice Sends the collected trading fees (whole stablecoin units) to `to`.
    function withdrawFees(address to) external onlyOwner nonReentrant {
        uint256 amount = feeReserve / stableScale;
        if (amount == 0) revert NothingToClaim();
        feeReserve -= amount * stableScale;
        stable.safeTransfer(to, amount);
    }

    function newPositionOrder(
        uint256 _tokenId,
        bool _isLong,
        uint8 _orderType,
        uint256[] memory _params,
        address _refer
    ) external payable nonReentrant {
        uint256 expected = _orderExecutionFee(_orderType);
        if (msg.value != expected) revert InvalidExecutionFee(expected, msg.value);
        _createOrder(_tokenId, _isLong, _orderType, _params, _refer, msg.value);
        _tagClientOrder(lastPosId);
    }

    function newPositionOrderWithTPSL(
        uint256 _tokenId,
        bool _isLong,
        uint8 _orderType,
        uint256[] memory _params,
        address _refer,
        bool[] memory _isTPs,
        uint256[] memory _prices,
        uint256[] memory _amountPercents
    ) external payable nonReentrant {
        uint256 orderFee = _orderExecutionFee(_orderType);
        uint256 triggerFee = settings.triggerOrderFee();
        uint256 expected = orderFee + triggerFee * _isTPs.length;
        if (msg.value != expected) revert InvalidExecutionFee(expected, msg.value);
        uint256 posId = _createOrder(_tokenId, _isLong, _orderType, _params, _refer, orderFee);
        _setTriggers(posId, _isTPs, _prices, _amountPercents, _orderReferencePrice(_orders[posId]), triggerFee);
        _tagClientOrder(posId);
    }

    /// @notice Sets (or replaces) the take-profit and / or stop-loss of the caller's position or
    /// pending order. A trigger due at the fresh oracle price (pushed after it was set) cannot be
    /// replaced (TriggerDue): the keeper fires it at that price; the owner, who sees the price
    /// before the keeper acts, could otherwise dodge it. Once it has fired or the price has moved
    /// back, it can.
    function addTPSL(uint256 _posId, bool[] memory _isTPs, uint256[] memory _prices, uint256[] memory _amountPercents)
        external
        payable
        nonReentrant
    {
        Position storage p = _ownedPosition(_posId);
        uint256 triggerFee = settings.triggerOrderFee();
        uint256 expected = triggerFee * _isTPs.length;
        if (msg.value != expected) revert InvalidExecutionFee(expected, msg.value);
        uint256 referencePrice;
        if (p.size > 0) {
            referencePrice = p.averagePrice;
        } else if (_orders[_posId].status == OrderStatus.PENDING) {
            referencePrice = _orderReferencePrice(_orders[_posId]);
        } else {
            revert PositionNotFound(_posId);
        }
        _setTriggers(_posId, _isTPs, _prices, _amountPercents, referencePrice, triggerFee);
        _tagClientOrder(_posId);
    }

    /// @notice Cancels the caller's pending order: its collateral and opening fee go back to the
    /// margin wallet and what is left of its execution fee (`Order.executionFee`) to the caller.
    /// Of a stop-limit order whose stop a keeper already triggered, that is the fee less the
    /// keeper's half for the trigger (see `_tryFill`): the owner cannot have the trigger done and
    /// then take the whole fee back.
    /// No last look: once a fresh price pushed after the order reaches it (`_orderDue`: any price
    /// for a market order, which the keeper fills or cancels for slippage; a price that fills a
    /// limit or stop order or triggers its stop), the owner cannot take it back (OrderExecutable)
    /// until the keeper has acted or the price has moved out of the order's range; otherwise the owner,
    /// who sees the fill price before the keeper acts, could keep the fills that turn out well
    /// and cancel the others for free, at the pool's expense. An expired market order can always
    /// be cancelled: the way out of an order the keeper never fills.
    function cancelPendingOrder(uint256 _posId) external nonReentrant {
        _ownedPosition(_posId);
        Order storage o = _orders[_posId];
        if (o.status != OrderStatus.PENDING) revert OrderNotPending(_posId);
        if (!_expired(_posId, o)) {
            (bool due, uint256 price, uint256 pushed) = _orderDue(_posId, o);
            if (due) revert OrderExecutable(_posId, price, pushed);
        }
        uint256 fee = o.executionFee; // what the stop trigger, if any, left of it
        _cancelOrder(_posId, "canceled by owner", 0);
        _sendNative(msg.sender, fee);
        _tagClientOrder(_posId);
    }

    function decreasePosition(uint256 _sizeDelta, uint256 _allowedPrice, uint256 _posId) external payable nonReentrant {
        Position storage p = _ownedPosition(_posId);
        if (p.size == 0) revert PositionNotFound(_posId);
        uint256 expected = settings.marketOrderFee();
        if (msg.value != expected) revert InvalidExecutionFee(expected, msg.value);
        if (_decreases[_posId].pending) revert DecreaseAlreadyPending(_posId);
        if (_sizeDelta == 0) revert ZeroAmount();
        if (_sizeDelta != CLOSE_ALL && _sizeDelta > p.size) revert SizeDeltaExceedsPosition(_sizeDelta, p.size);
        if (_allowedPrice != 0) {
            _checkPrice("allowedPrice", _allowedPrice);
            uint256 price = oracle.getPrice(p.tokenId);
            if (_beyondAllowed(p.isLong, price, _allowedPrice)) {
                revert PriceBeyondAllowed(price, _allowedPrice, p.isLong);
            }
        }
        _decreases[_posId] =
            DecreaseRequest(true, _sizeDelta, _allowedPrice, msg.value, block.timestamp, oracle.round());
        emit DecreaseRequested(_posId, _sizeDelta, _allowedPrice);
        _tagClientOrder(_posId);
    }

    /// @notice Withdraws execution fees refunded for triggers that were replaced or outlived
    /// their position.
    function claimRefunds() external nonReentrant {
        uint256 amount = nativeRefunds[msg.sender];
        if (amount == 0) revert NothingToClaim();
        nativeRefunds[msg.sender] = 0;
        _sendNative(msg.sender, amount);
    }

    /// @notice Whether `execute` would act on `posId` now.
    function executable(uint256 posId) external view returns (bool) {
        Order storage o = _orders[posId];
        Position storage p = _positions[posId];
        if (o.status == OrderStatus.PENDING) {
            if (_expired(posId, o)) return true;
            (bool fresh, uint256 at, uint256 round) = _freshPrice(p.tokenId);
            if (!fresh || round <= o.oracleRound) return false;
            (Action action,) = _fillAction(posId, at);
            return action != Action.NONE;
        }
        if (p.size == 0) return false;
        (bool ok, uint256 price, uint256 pushed) = _freshPrice(p.tokenId);
        DecreaseRequest storage d = _decreases[posId];
        if (d.pending && (_decreaseExpired(d) || (ok && pushed > d.oracleRound))) return true;
        if (!ok) return false;
        return _triggerHit(_takeProfits[posId], p.isLong, true, price, pushed)
            || _triggerHit(_stopLosses[posId], p.isLong, false, price, pushed);
    }

    /// @notice Trading fee for `size` on a pair for a new order of `account`: discounted when the
    /// account trades under a registered referral code.
    function tradingFee(address account, uint256 tokenId, bool isLong, uint256 size) external view returns (uint256) {
        return _tradingFee(_referrerOf(account), settings.market(tokenId), isLong, size);
    }

    /// @notice The address paid the referrer share of `account`'s fees: the owner of the code the
    /// account registered in the ReferralRegistry, or zero. Only it may be passed as `_refer`.
    function referrerOf(address account) external view returns (address) {
        return _referrerOf(account);
    }

    function getPosition(uint256 posId) external view returns (Position memory) {
        return _positions[posId];
    }

    function getOrder(uint256 posId) external view returns (Order memory) {
        return _orders[posId];
    }

    function getTriggers(uint256 posId) external view returns (Trigger memory takeProfit, Trigger memory stopLoss) {
        return (_takeProfits[posId], _stopLosses[posId]);
    }

    function getDecrease(uint256 posId) external view returns (DecreaseRequest memory) {
        return _decreases[posId];
    }

    function getMarketState(uint256 tokenId) external view returns (MarketState memory) {
        return _marketStates[tokenId];
    }

    /// @notice At most `count` of the ids of the account's pending orders and open positions from
    /// index `start` of its list, and the list's length. There is no read of the whole list: one
    /// account can hold any number of orders, and a reader must stay within a node's gas cap.
    /// Removing an id moves the list's last one into its place (EnumerableSet), so a reader that
    /// walks several pages while the list changes walks it from the end (`Reader.getAccountPage`).
    function accountPositionIdsPage(address account, uint256 start, uint256 count)
        external
        view
        returns (uint256[] memory ids, uint256 total)
    {
        return _idsPage(_accountIds[account], start, count);
    }

    /// @notice At most `count` ids of all pending orders and open positions (the keeper's work
    /// list) from index `start`, and the list's length; like the account's list, it is only read
    /// in pages.
    function activeIdsPage(uint256 start, uint256 count) external view returns (uint256[] memory ids, uint256 total) {
        return _idsPage(_activeIds, start, count);
    }

    /// @dev At most `count` ids of `set` from index `start`, and its length.
    function _idsPage(EnumerableSet.UintSet storage set, uint256 start, uint256 count)
        private
        view
        returns (uint256[] memory ids, uint256 total)
    {
        total = set.length();
        if (start > total) start = total;
        uint256 end = total - start < count ? total : start + count;
        ids = new uint256[](end - start);
        unchecked {
            for (uint256 i; i < ids.length; ++i) {
                ids[i] = set.at(start + i);
            }
        }
    }

    // ------------------------------------------------------------------ keeper entry points (VaultKeeper)

    /// @notice Executes whatever is due for each id (VaultKeeper.execute): only a keeper may call.
    function execute(uint256[] calldata) external returns (uint256) {
        _runKeeperLogic();
    }

    /// @notice Liquidates a liquidatable position (VaultKeeper.liquidatePosition); anyone may call.
    function liquidatePosition(uint256) external {
        _runKeeperLogic();
    }

    /// @notice Liquidates each id that is liquidatable now (VaultKeeper.liquidatePositions).
    function liquidatePositions(uint256[] calldata) external returns (uint256) {
        _runKeeperLogic();
    }

    /// @notice Moves margin into the caller's open position (VaultKeeper.addCollateral).
    function addCollateral(uint256, uint256) external {
        _runKeeperLogic();
    }

    /// @notice Moves collateral of the caller's open position back to its margin wallet
    /// (VaultKeeper.removeCollateral).
    function removeCollateral(uint256, uint256) external {
        _runKeeperLogic();
    }

    /// @notice Edits the caller's pending order in place (VaultKeeper.editOrder).
    function editOrder(uint256, uint256[] calldata) external {
        _runKeeperLogic();
    }

    /// @dev Runs the call's own calldata as VaultKeeper's code on this storage and returns or
    /// reverts with what it returned or reverted with.
    function _runKeeperLogic() private {
        address logic = keeperLogic;
        assembly {
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), logic, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            if iszero(ok) { revert(0, returndatasize()) }
            return(0, returndatasize())
        }
    }

    // ------------------------------------------------------------------ client order ids

    /// @dev Emits ClientOrderTagged(posId, msg.sender, idHash) when the call's calldata ends with
    /// `idHash ‖ CLIENT_ORDER_TAG` after its ABI encoding. A canonical encoding of the tagged entry
    /// points never ends with the tag, so an untagged call is never taken for a tagged one: the
    /// last word of each is bounded far below it (2^254 <= tag): a `_params` size (<= MAX_USD) or
    /// good-til-time (<= now + MAX_ORDER_LIFETIME), an `_amountPercents` entry (<= BASIS_POINTS_DIVISOR), else the call reverts; a position id
    /// (<= lastPosId) for `decreasePosition` and `cancelPendingOrder`; an empty array's length
    /// (0) reverts too. msg.sender is the position's owner (every one of those calls checks it),
    /// so only what the owner signed can tag the owner's position.
    function _tagClientOrder(uint256 posId) private {
        if (msg.data.length < 4 + 64) return;
        bytes32 idHash;
        bytes32 tag;
        assembly {
            idHash := calldataload(sub(calldatasize(), 64))
            tag := calldataload(sub(calldatasize(), 32))
        }
        if (tag == CLIENT_ORDER_TAG) emit ClientOrderTagged(posId, msg.sender, idHash);
    }
}

/// @title VaultKeeper
/// @notice The second half of the Vault's code: the keeper's `execute`, the liquidations and the
/// margin of an open position (`addCollateral`, `removeCollateral`). Deployed first and run only
/// through the Vault's `delegatecall`, on the Vault's storage; called directly, it acts on its
/// own empty storage and holds nothing.
contract VaultKeeper is VaultCore {
    using SafeERC20 for IERC20;
    using EnumerableSet for EnumerableSet.UintSet;

    constructor(address owner_, IERC20 stable_, ISettings settings_, IOracle oracle_, IReferralRegistry referrals_)
        VaultCore(owner_, stable_, settings_, oracle_, referrals_)
    {}

    /// @notice Executes whatever is due for each id at the current oracle price: fills or cancels
    /// pending orders and runs pending decreases (each only at a price pushed after its request),
    /// expires market orders and decreases older than the market order lifetime, fires
    /// take-profit / stop-loss triggers. Ids with nothing due are skipped. Execution fees of the
    /// work done go to the keeper.
    function execute(uint256[] calldata posIds) external onlyKeeper nonReentrant returns (uint256 done) {
        uint256 earned;
        for (uint256 i = 0; i < posIds.length; i++) {
            (uint256 fee, bool acted) = _executeOne(posIds[i]);
            earned += fee;
            if (acted) done++;
        }
        _sendNative(msg.sender, earned);
    }

    /// @notice Liquidates an open position whose net value at the oracle price (its fee debt
    /// included) is below its maintenance margin (PositionMath). Anyone may call: the outcome
    /// depends only on the position and the fresh oracle price, not on the caller. The position
    /// is closed exactly as a full decrease settles it, its whole fee debt charged; of what is
    /// left for the owner, the liquidation fee (`Settings.liquidationFee` of the size, at most
    /// what is left) goes to the caller's margin wallet and the rest to the owner's. Triggers and
    /// a pending decrease are removed and their execution fees refunded to the owner.
    function liquidatePosition(uint256 _posId) external nonReentrant {
        _liquidate(_posId, true);
    }

    /// @notice `liquidatePosition` for each id that is liquidatable now; the others (closed,
    /// healthy, stale price) are skipped, so a batch never fails because one id changed.
    function liquidatePositions(uint256[] calldata _posIds) external nonReentrant returns (uint256 done) {
        for (uint256 i = 0; i < _posIds.length; i++) {
            if (_liquidate(_posIds[i], false)) done++;
        }
    }

    // ------------------------------------------------------------------ orders edited in place

    /// @notice Edits the caller's pending limit, stop or stop-limit order `_posId` in place: it
    /// keeps its id, its take-profit / stop-loss and its place among the keeper's work. `_params`
    /// are the order's as `newPositionOrder` takes them, all five: limit price (ignored for a
    /// stop order), stop price (ignored for a limit order; for a stop-limit whose stop already
    /// triggered, it must be the stop price it had), collateral, size and good-til-time (0:
    /// none). The opening fee is that of the new size at the discount the order was made with;
    /// the margin wallet pays or gets back the difference in collateral and fee. The checks of a
    /// new order apply (prices, sizes, leverage, open interest, expiry).
    /// No last look: an order the keeper may already act on at the fresh price pushed after it
    /// (`_orderDue`) cannot be edited (OrderExecutable), as it cannot be cancelled; and the edited
    /// order fills only at a price pushed after the edit, as a new one, so that an owner who sees
    /// a pushed price cannot edit an order into filling at it.
    function editOrder(uint256 _posId, uint256[] calldata _params) external nonReentrant {
        Position storage p = _ownedPosition(_posId);
        Order storage o = _orders[_posId];
        if (o.status != OrderStatus.PENDING) revert OrderNotPending(_posId);
        if (o.orderType == OrderType.MARKET) revert UnsupportedOrderType(uint8(OrderType.MARKET));
        if (_params.length != 5) revert InvalidParamsLength(_params.length);
        if (_expired(_posId, o)) revert OrderExpired(_posId, orderExpiry[_posId]);
        (bool due, uint256 price, uint256 pushed) = _orderDue(_posId, o);
        if (due) revert OrderExecutable(_posId, price, pushed);
        ISettings.Market memory m = _market(p.tokenId);
        if (o.orderType != OrderType.STOP) {
            _requirePrice("limitPrice", _params[0]);
            o.limitPrice = _params[0];
        }
        if (o.orderType != OrderType.LIMIT) {
            if (!o.stopTriggered) {
                _requirePrice("stopPrice", _params[1]);
                o.stopPrice = _params[1];
            } else if (_params[1] != o.stopPrice) {
                revert StopAlreadyTriggered(_posId, o.stopPrice);
            }
        }
        if (_params[2] > MAX_USD) revert AmountOutOfRange("collateral", _params[2], MAX_USD);
        if (_params[3] > MAX_USD) revert AmountOutOfRange("size", _params[3], MAX_USD);
        _validateSize(m, _params[2], _params[3]);
        _checkOpenInterest(p.tokenId, p.isLong, _params[3], m);
        uint256 fee = _tradingFee(p.refer, m, p.isLong, _params[3]);
        uint256 held = o.collateral + o.fee;
        uint256 needed = _params[2] + fee;
        if (needed > held) _debitMargin(msg.sender, needed - held);
        else _creditMargin(msg.sender, held - needed);
        totalEscrow = totalEscrow - held + needed;
        (o.collateral, o.size, o.fee) = (_params[2], _params[3], fee);
        orderExpiry[_posId] = _params[4] == 0 ? 0 : _checkExpiry(_params[4]);
        o.oracleRound = oracle.round();
        emit OrderEdited(_posId, _params, fee);
    }

    // ------------------------------------------------------------------ margin of an open position

    /// @notice Moves `_amount` (USD 1e30) from the caller's margin wallet into the caller's open
    /// position `_posId`. The borrow and funding fees accrued so far are settled first (as every
    /// change of a position settles them); then the amount pays the position's fee debt (to the
    /// pool: what is owed is paid before the position gains margin), and the rest becomes
    /// collateral. Refused when the collateral would exceed the size (leverage below 1x,
    /// LeverageTooLow). Needs no price: more margin never costs the pool, so it is allowed on a
    /// stale price and on a liquidatable position alike.
    function addCollateral(uint256 _posId, uint256 _amount) external nonReentrant {
        Position storage p = _ownedPosition(_posId);
        if (p.size == 0) revert PositionNotFound(_posId);
        if (_amount == 0) revert ZeroAmount();
        if (_amount > MAX_USD) revert AmountOutOfRange("amount", _amount, MAX_USD);
        _debitMargin(msg.sender, _amount);
        _accrue(p.tokenId);
        _settleFees(_posId, 0);
        uint256 debt = feeDebt[_posId];
        uint256 paid = debt < _amount ? debt : _amount;
        feeDebt[_posId] = debt - paid;
        poolAmount += paid;
        uint256 collateral = p.collateral + (_amount - paid);
        if (collateral > p.size) revert LeverageTooLow(p.size, collateral);
        totalCollateral += _amount - paid;
        p.collateral = collateral;
        p.lastUpdated = block.timestamp;
        emit CollateralChanged(_posId, msg.sender, true, _amount, paid, collateral);
    }

    /// @notice Moves `_amount` (USD 1e30) of the caller's open position `_posId`'s collateral
    /// back to the caller's margin wallet. The accrued borrow and funding fees are settled first
    /// (from the collateral; a fee debt is left only when they took all of it). Refused when the
    /// collateral left would be below the market's minimum (CollateralBelowMinimum), the leverage
    /// above its maximum (LeverageTooHigh), or the position liquidatable at the fresh oracle
    /// price (WouldBeLiquidatable); on a stale or missing price, with the oracle's own revert:
    /// a removal is checked against a price the keeper could liquidate at. Unrealised profit
    /// never leaves: the bounds count the collateral alone, and the health check at the fresh
    /// price is the Vault's liquidation rule itself (positionFigures).
    function removeCollateral(uint256 _posId, uint256 _amount) external nonReentrant {
        Position storage p = _ownedPosition(_posId);
        if (p.size == 0) revert PositionNotFound(_posId);
        if (_amount == 0) revert ZeroAmount();
        (bool fresh, uint256 price,) = _freshPrice(p.tokenId);
        if (!fresh) oracle.getPrice(p.tokenId); // reverts with the oracle's reason: stale or missing
        _accrue(p.tokenId);
        _settleFees(_posId, 0);
        if (_amount > p.collateral) revert AmountOutOfRange("amount", _amount, p.collateral);
        uint256 left = p.collateral - _amount;
        ISettings.Market memory m = settings.market(p.tokenId);
        if (left < m.minCollateral) revert CollateralBelowMinimum(left, m.minCollateral);
        if (left == 0) revert LeverageTooHigh(type(uint256).max, m.maxLeverage);
        uint256 leverage = p.size * BASIS_POINTS_DIVISOR / left;
        if (leverage > m.maxLeverage) revert LeverageTooHigh(leverage, m.maxLeverage);
        p.collateral = left;
        totalCollateral -= _amount;
        p.lastUpdated = block.timestamp;
        Figures memory f = positionFigures(_posId, price);
        if (f.liquidatable) revert WouldBeLiquidatable(_posId, f.netValue, f.maintenanceMargin);
        _creditMargin(msg.sender, _amount);
        emit CollateralChanged(_posId, msg.sender, false, _amount, 0, left);
    }
}
