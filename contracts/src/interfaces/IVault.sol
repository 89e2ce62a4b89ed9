// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

// The last word of a Vault call that carries a client order id: the call's calldata is
// its ABI encoding followed by `keccak256(bytes(clientOrderId)) ‖ CLIENT_ORDER_TAG` (64 bytes,
// which the ABI decoder ignores), and the Vault then emits `ClientOrderTagged` for the caller.
// (A file-level constant: an interface cannot declare one.) Its value is above 2^254.
bytes32 constant CLIENT_ORDER_TAG = keccak256("tradeprep.clientOrderId");

/// @notice The Vault's types, errors and events: what every contract running on its storage
/// shares (its entry points: IVaultEntryPoints).
interface IVault {
    /// @dev No trailing stop: its trigger is the peak price since it was placed, and the Oracle
    /// keeps only each pair's latest price, so the peak would be the keeper's word. Proving it
    /// from the Oracle's own records would make every push store its price for the sake of one
    /// order type; a take-profit / stop-loss moved by the owner covers the need meanwhile.
    enum OrderType {
        MARKET,
        LIMIT,
        STOP,
        STOP_LIMIT
    }

    enum OrderStatus {
        NONE,
        PENDING,
        FILLED,
        CANCELED
    }

    struct Position {
        address owner;
        uint256 tokenId;
        bool isLong;
        uint256 size; // USD, 1e30
        uint256 collateral; // USD, 1e30
        uint256 averagePrice; // 1e30
        int256 entryFundingIndex;
        uint256 entryBorrowIndex;
        address refer;
        uint256 lastUpdated;
    }

    struct Order {
        OrderType orderType;
        OrderStatus status;
        bool stopTriggered;
        uint256 acceptablePrice; // market only, 1e30
        uint256 slippage; // market only, 1e5 = 100%
        uint256 limitPrice; // 1e30
        uint256 stopPrice; // 1e30
        uint256 collateral; // USD, 1e30
        uint256 size; // USD, 1e30
        uint256 fee; // opening fee reserved, USD 1e30
        uint256 executionFee; // wei still escrowed: a stop-limit's stop trigger paid the keeper half
        uint256 createdAt; // timestamp
        uint256 oracleRound; // the oracle's round when it was made: filled or cancelled only at a price of a later round
    }

    struct Trigger {
        bool active;
        uint256 price; // 1e30
        uint256 amountPercent; // 1e5 = 100%
        uint256 executionFee; // wei, escrowed
        uint256 oracleRound; // the oracle's round when it was set: it fires only at a price of a later round
    }

    struct DecreaseRequest {
        bool pending;
        uint256 sizeDelta; // USD, 1e30
        uint256 allowedPrice; // 1e30; 0 = no guard
        uint256 executionFee; // wei
        uint256 createdAt; // timestamp
        uint256 oracleRound; // the oracle's round when it was made: it runs only at a price of a later round
    }

    /// @notice A position's figures at a mark price: the terms of the liquidation rule
    /// (PositionMath). Fees are those accrued up to the current block; `feeDebt` is what earlier
    /// charges left unpaid (Vault.feeDebt), owed on top of them.
    struct Figures {
        uint256 price; // mark price, 1e30
        int256 pnl; // USD 1e30, positive: gain
        uint256 borrowFee; // accrued, USD 1e30
        int256 fundingFee; // accrued, USD 1e30; positive: the position pays
        uint256 closingFee; // USD 1e30, after the referral discount
        int256 netValue; // collateral + pnl - borrowFee - fundingFee - closingFee - feeDebt
        uint256 maintenanceMargin; // USD 1e30
        bool liquidatable; // netValue < maintenanceMargin
        uint256 feeDebt; // USD 1e30: fees charged earlier that the collateral could not pay, still owed
    }

    // --- errors: input
    error UnsupportedToken(address token);
    error ZeroAmount();
    error ZeroAddress();
    error MarketNotFound(uint256 tokenId);
    error MarketDisabled(uint256 tokenId);
    error UnsupportedOrderType(uint8 orderType);
    error InvalidParamsLength(uint256 length);
    error InvalidPrice(string which);
    error InvalidSlippage(uint256 slippage);
    error CollateralBelowMinimum(uint256 collateral, uint256 minCollateral);
    error LeverageTooLow(uint256 size, uint256 collateral);
    error LeverageTooHigh(uint256 leverage, uint256 maxLeverage);
    error InvalidTriggers(string reason);
    error InvalidTakeProfitPrice(uint256 price, uint256 referencePrice);
    error InvalidStopLossPrice(uint256 price, uint256 referencePrice);
    error InvalidAmountPercent(uint256 amountPercent);
    /// @notice A price a user set is 0 or above MAX_PRICE (bounded so that no fill math can overflow).
    error PriceOutOfRange(string which, uint256 price, uint256 max);
    /// @notice A USD amount a user set is above MAX_USD.
    error AmountOutOfRange(string which, uint256 amount, uint256 max);
    /// @notice `_refer` is neither zero nor the owner of the trader's registered referral code.
    error InvalidReferrer(address refer, address codeOwner);
    // --- errors: state
    error InsufficientMarginBalance(address account, uint256 required, uint256 available);
    error InvalidExecutionFee(uint256 expected, uint256 sent);
    error NativeValueNotAccepted(uint256 sent);
    error OpenInterestCapExceeded(uint256 tokenId, bool isLong, uint256 openInterest, uint256 sizeDelta, uint256 cap);
    error NotPositionOwner(uint256 posId, address caller, address owner);
    error PositionNotFound(uint256 posId);
    error OrderNotPending(uint256 posId);
    /// @notice The keeper may act on the order now, at the fresh oracle price `price` pushed in
    /// oracle round `priceRound` after the order was made (fill it, trigger its stop or cancel it):
    /// its owner can no longer take it back. Asked again once the keeper has acted, the price has
    /// moved out of the order's range, or a market order has expired.
    error OrderExecutable(uint256 posId, uint256 price, uint256 priceRound);
    /// @notice The take-profit (`isTP`) or stop-loss of the position is due at the fresh oracle
    /// price `price` of round `priceRound`: the keeper fires it at that price, and it cannot be
    /// replaced until it has fired or the price has moved back.
    error TriggerDue(uint256 posId, bool isTP, uint256 price, uint256 priceRound);
    error DecreaseAlreadyPending(uint256 posId);
    error SizeDeltaExceedsPosition(uint256 sizeDelta, uint256 size);
    error PriceBeyondAllowed(uint256 price, uint256 allowedPrice, bool isLong);
    error InsufficientPoolLiquidity(uint256 required, uint256 available);
    error NotKeeper(address caller);
    error NothingToClaim();
    error NativeTransferFailed(address to, uint256 amount);
    /// @notice The position's net value is not below its maintenance margin.
    error NotLiquidatable(uint256 posId, int256 netValue, uint256 maintenanceMargin);
    /// @notice The Vault's keeper logic is missing or was deployed with other contracts.
    error KeeperLogicMismatch(address keeperLogic);
    /// @notice Removing collateral would leave the position liquidatable at the fresh oracle
    /// price: its net value after the removal would be below its maintenance margin.
    error WouldBeLiquidatable(uint256 posId, int256 netValue, uint256 maintenanceMargin);
    /// @notice A good-til-time expiry that is not in the future, or more than a year ahead, or
    /// one given to a market order (which expires after `Settings.marketOrderTtl`).
    error InvalidExpiry(uint256 expiresAt, uint256 earliest, uint256 latest);
    /// @notice The pending order expired (its good-til-time passed): the keeper cancels it.
    error OrderExpired(uint256 posId, uint256 expiresAt);
    /// @notice The stop of the stop-limit order already triggered: its stop price is history.
    error StopAlreadyTriggered(uint256 posId, uint256 stopPrice);

    // --- events
    event Deposit(address indexed account, address indexed from, address token, uint256 amount);
    event Withdraw(address indexed account, address token, uint256 amount);
    event OrderCreated(
        uint256 indexed posId,
        address indexed account,
        uint256 indexed tokenId,
        bool isLong,
        OrderType orderType,
        uint256[] params,
        address refer
    );
    /// price: the oracle price the keeper saw when it cancelled the order (slippage, expiry,
    /// open interest cap, disabled market); 0 when the owner cancelled it.
    event OrderCanceled(uint256 indexed posId, string reason, uint256 price);
    event PositionIncreased(
        uint256 indexed posId, address indexed account, uint256 price, uint256 size, uint256 collateral, uint256 fee
    );
    event PositionDecreased(
        uint256 indexed posId,
        address indexed account,
        uint256 price,
        uint256 sizeDelta,
        int256 realisedPnl,
        uint256 fee,
        uint256 payout
    );
    event PositionClosed(uint256 indexed posId, address indexed account);
    event DecreaseRequested(uint256 indexed posId, uint256 sizeDelta, uint256 allowedPrice);
    event DecreaseCanceled(uint256 indexed posId, uint256 price, uint256 allowedPrice, string reason);
    event TriggerSet(uint256 indexed posId, bool isTP, uint256 price, uint256 amountPercent);
    event TriggerExecuted(uint256 indexed posId, bool isTP, uint256 price, uint256 sizeDelta);
    event FeesSettled(uint256 indexed posId, uint256 borrowFee, int256 fundingFee);
    event ReferralPaid(uint256 indexed posId, address indexed refer, uint256 amount);
    event LiquidityAdded(address indexed from, uint256 amount);
    event LiquidityRemoved(address indexed to, uint256 amount);
    event RefundCredited(uint256 indexed posId, address indexed account, uint256 amount);
    /// @notice A position was liquidated at `price`: its net value was below its maintenance
    /// margin. `fee` went to the liquidator's margin wallet, `toOwner` to the owner's.
    event PositionLiquidated(
        uint256 indexed posId,
        address indexed account,
        address indexed liquidator,
        uint256 price,
        int256 netValue,
        uint256 maintenanceMargin,
        uint256 fee,
        uint256 toOwner
    );
    /// @notice The caller's call on position `posId` (`newPositionOrder[WithTPSL]`,
    /// `decreasePosition`, `addTPSL`, `cancelPendingOrder`) carried a client order id, whose
    /// keccak256 is `idHash` (see CLIENT_ORDER_TAG). `account` is the caller: only the position's
    /// owner (or its account code) makes those calls, so the id is bound by what the owner signed.
    event ClientOrderTagged(uint256 indexed posId, address indexed account, bytes32 indexed idHash);
    /// @notice The owner moved margin into (`added`) or out of the open position `posId`'s
    /// collateral: `amount` left or entered the margin wallet (USD 1e30); of an added amount,
    /// `feeDebtPaid` paid the position's fee debt (to the pool) and the rest became collateral;
    /// `collateral` is the position's collateral after the change. The accrued borrow and funding
    /// fees were settled first (FeesSettled).
    /// @notice The owner edited the pending order `posId` in place (`Vault.editOrder`): `params`
    /// as the call gave them (limit price, stop price, collateral, size, expiry), `fee` the
    /// opening fee it now reserves.
    event OrderEdited(uint256 indexed posId, uint256[] params, uint256 fee);
    event CollateralChanged(
        uint256 indexed posId,
        address indexed account,
        bool added,
        uint256 amount,
        uint256 feeDebtPaid,
        uint256 collateral
    );
}

/// @notice The trading entry point: margin wallet, position orders, take-profit / stop-loss
/// triggers, decreases, and keeper execution. Entry-point signatures match the live vault.
interface IVaultEntryPoints is IVault {
    // --- entry points of the live vault (exact signatures)
    function newPositionOrder(
        uint256 _tokenId,
        bool _isLong,
        uint8 _orderType,
        uint256[] memory _params,
        address _refer
    ) external payable;

    function newPositionOrderWithTPSL(
        uint256 _tokenId,
        bool _isLong,
        uint8 _orderType,
        uint256[] memory _params,
        address _refer,
        bool[] memory _isTPs,
        uint256[] memory _prices,
        uint256[] memory _amountPercents
    ) external payable;

    function decreasePosition(uint256 _sizeDelta, uint256 _allowedPrice, uint256 _posId) external payable;

    function addTPSL(uint256 _posId, bool[] memory _isTPs, uint256[] memory _prices, uint256[] memory _amountPercents)
        external
        payable;

    function cancelPendingOrder(uint256 _posId) external;

    function liquidatePosition(uint256 _posId) external;

    function depositSelf(address _token, uint256 _amount) external;

    function deposit(address _account, address _token, uint256 _amount) external;

    function withdraw(address _token, uint256 _amount) external payable;

    // --- entry points this platform adds: the margin of an open position
    function addCollateral(uint256 _posId, uint256 _amount) external;

    function removeCollateral(uint256 _posId, uint256 _amount) external;
    /// @notice Edits the caller's pending limit, stop or stop-limit order in place.
    function editOrder(uint256 _posId, uint256[] calldata _params) external;
}
