// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture, EthRejecter} from "./Fixture.sol";
import {Vault} from "../src/Vault.sol";
import {IVault, IVaultEntryPoints} from "../src/interfaces/IVault.sol";
import {ISettings} from "../src/interfaces/ISettings.sol";

/// @notice Order creation, its validation, and keeper fills of market, limit, stop-market and
/// stop-limit orders.
contract OrdersTest is Fixture {
    uint256 internal constant COLL = 1_000e30;
    uint256 internal constant SIZE = 10_000e30;
    uint256 internal constant BTC_FEE = 8e30; // 0.08% of SIZE

    function setUp() public override {
        super.setUp();
        _fund(alice, 10_000e6);
        _fund(bob, 10_000e6);
    }

    // ------------------------------------------------------------------ creation

    function test_MarketOrder_CreatesPendingOrderAndEscrow() public {
        uint256[] memory params = _params(BTC_PRICE, 500, COLL, SIZE);
        vm.expectEmit(true, true, true, true, address(vault));
        emit IVault.OrderCreated(1, alice, BTC, true, IVault.OrderType.MARKET, params, address(0));
        vm.prank(alice);
        vault.newPositionOrder{value: MARKET_FEE}(BTC, true, MARKET, params, address(0));

        assertEq(vault.lastPosId(), 1);
        assertEq(vault.marginBalance(alice), 10_000e30 - COLL - BTC_FEE);
        assertEq(vault.totalEscrow(), COLL + BTC_FEE);
        IVault.Order memory o = vault.getOrder(1);
        assertEq(uint8(o.orderType), MARKET);
        assertEq(uint8(o.status), uint8(IVault.OrderStatus.PENDING));
        assertEq(o.acceptablePrice, BTC_PRICE);
        assertEq(o.slippage, 500);
        assertEq(o.collateral, COLL);
        assertEq(o.size, SIZE);
        assertEq(o.fee, BTC_FEE);
        assertEq(o.executionFee, MARKET_FEE);
        assertEq(o.createdAt, block.timestamp);
        IVault.Position memory p = vault.getPosition(1);
        assertEq(p.owner, alice);
        assertEq(p.tokenId, BTC);
        assertTrue(p.isLong);
        assertEq(p.size, 0);
        assertEq(p.refer, address(0), "no registered code: no payee");
        assertEq(_activeIds().length, 1);
        assertEq(_accountIds(alice)[0], 1);
        assertEq(address(vault).balance, MARKET_FEE);
        _assertStableAccounting();
        _assertNativeAccounting();
    }

    function test_Create_RevertsOnWrongExecutionFee() public {
        uint256[] memory params = _params(BTC_PRICE, 500, COLL, SIZE);
        vm.startPrank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidExecutionFee.selector, MARKET_FEE, TRIGGER_FEE));
        vault.newPositionOrder{value: TRIGGER_FEE}(BTC, true, MARKET, params, address(0));
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidExecutionFee.selector, MARKET_FEE, 0));
        vault.newPositionOrder(BTC, true, MARKET, params, address(0));
        params = _params(58_000e30, 0, COLL, SIZE);
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidExecutionFee.selector, TRIGGER_FEE, MARKET_FEE));
        vault.newPositionOrder{value: MARKET_FEE}(BTC, true, LIMIT, params, address(0));
        (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts) =
            _triggers(true, 70_000e30, BPS, false, 50_000e30, BPS);
        vm.expectRevert(
            abi.encodeWithSelector(IVault.InvalidExecutionFee.selector, TRIGGER_FEE + 2 * TRIGGER_FEE, TRIGGER_FEE)
        );
        vault.newPositionOrderWithTPSL{value: TRIGGER_FEE}(BTC, true, LIMIT, params, address(0), isTPs, prices, pcts);
        vm.stopPrank();
    }

    function test_Create_RevertsOnUnsupportedOrderType() public {
        uint256[] memory params = _params(BTC_PRICE, 500, COLL, SIZE);
        vm.startPrank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.UnsupportedOrderType.selector, NO_SUCH_TYPE));
        vault.newPositionOrder{value: TRIGGER_FEE}(BTC, true, NO_SUCH_TYPE, params, address(0));
        vm.expectRevert(abi.encodeWithSelector(IVault.UnsupportedOrderType.selector, 255));
        vault.newPositionOrder(BTC, true, 255, params, address(0));
        vm.stopPrank();
    }

    function test_Create_RevertsOnUnknownOrDisabledMarket() public {
        uint256[] memory params = _params(BTC_PRICE, 500, COLL, SIZE);
        vm.startPrank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.MarketNotFound.selector, MISSING));
        vault.newPositionOrder{value: MARKET_FEE}(MISSING, true, MARKET, params, address(0));
        vm.expectRevert(abi.encodeWithSelector(IVault.MarketNotFound.selector, 0));
        vault.newPositionOrder{value: MARKET_FEE}(0, true, MARKET, params, address(0));
        vm.expectRevert(abi.encodeWithSelector(IVault.MarketDisabled.selector, DOGE));
        vault.newPositionOrder{value: MARKET_FEE}(DOGE, true, MARKET, params, address(0));
        vm.stopPrank();
    }

    function test_Create_RevertsOnParamsLength() public {
        uint256[] memory three = _u(BTC_PRICE, 500, COLL);
        uint256[] memory six = new uint256[](6);
        vm.startPrank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidParamsLength.selector, 3));
        vault.newPositionOrder{value: MARKET_FEE}(BTC, true, MARKET, three, address(0));
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidParamsLength.selector, 6));
        vault.newPositionOrder{value: MARKET_FEE}(BTC, true, MARKET, six, address(0));
        vm.stopPrank();
    }

    function test_Create_RevertsOnMissingPrices() public {
        vm.startPrank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidPrice.selector, "acceptablePrice"));
        vault.newPositionOrder{value: MARKET_FEE}(BTC, true, MARKET, _params(0, 500, COLL, SIZE), address(0));
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidPrice.selector, "limitPrice"));
        vault.newPositionOrder{value: TRIGGER_FEE}(BTC, true, LIMIT, _params(0, 0, COLL, SIZE), address(0));
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidPrice.selector, "limitPrice"));
        vault.newPositionOrder{value: TRIGGER_FEE}(BTC, true, STOP_LIMIT, _params(0, 62_000e30, COLL, SIZE), address(0));
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidPrice.selector, "stopPrice"));
        vault.newPositionOrder{value: TRIGGER_FEE}(BTC, true, STOP, _params(0, 0, COLL, SIZE), address(0));
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidPrice.selector, "stopPrice"));
        vault.newPositionOrder{value: TRIGGER_FEE}(BTC, true, STOP_LIMIT, _params(62_500e30, 0, COLL, SIZE), address(0));
        vm.stopPrank();
    }

    function test_Create_RevertsOnSlippage() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidSlippage.selector, BPS));
        vault.newPositionOrder{value: MARKET_FEE}(BTC, true, MARKET, _params(BTC_PRICE, BPS, COLL, SIZE), address(0));
    }

    function test_Create_RevertsOnSizeLimits() public {
        vm.startPrank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.CollateralBelowMinimum.selector, 9e30, 10e30));
        vault.newPositionOrder{value: MARKET_FEE}(BTC, true, MARKET, _params(BTC_PRICE, 500, 9e30, 90e30), address(0));
        vm.expectRevert(abi.encodeWithSelector(IVault.LeverageTooLow.selector, 999e30, COLL));
        vault.newPositionOrder{value: MARKET_FEE}(BTC, true, MARKET, _params(BTC_PRICE, 500, COLL, 999e30), address(0));
        vm.expectRevert(abi.encodeWithSelector(IVault.LeverageTooHigh.selector, 51 * BPS, 50 * BPS));
        vault.newPositionOrder{value: MARKET_FEE}(
            BTC, true, MARKET, _params(BTC_PRICE, 500, COLL, 51_000e30), address(0)
        );
        vm.stopPrank();
        // exactly 1x and exactly the maximum leverage are accepted
        _placeMarket(alice, BTC, true, BTC_PRICE, 500, COLL, COLL);
        _placeMarket(bob, BTC, true, BTC_PRICE, 500, 100e30, 5_000e30);
    }

    function test_Create_RevertsOnInsufficientMargin() public {
        vm.prank(carol);
        vm.expectRevert(abi.encodeWithSelector(IVault.InsufficientMarginBalance.selector, carol, COLL + BTC_FEE, 0));
        vault.newPositionOrder{value: MARKET_FEE}(BTC, true, MARKET, _params(BTC_PRICE, 500, COLL, SIZE), address(0));
    }

    function test_Create_RevertsWhenOpenInterestCapReached() public {
        _fund(alice, 100_000e6);
        _open(alice, SOL, true, 3_000e30, 60_000e30);
        vm.prank(bob);
        vm.expectRevert(
            abi.encodeWithSelector(IVault.OpenInterestCapExceeded.selector, SOL, true, 60_000e30, 50_000e30, 100_000e30)
        );
        vault.newPositionOrder{value: MARKET_FEE}(
            SOL, true, MARKET, _params(SOL_PRICE, 500, 2_500e30, 50_000e30), address(0)
        );
        // the short side has its own cap (50k)
        vm.prank(bob);
        vm.expectRevert(
            abi.encodeWithSelector(IVault.OpenInterestCapExceeded.selector, SOL, false, 0, 50_001e30, 50_000e30)
        );
        vault.newPositionOrder{value: MARKET_FEE}(
            SOL, false, MARKET, _params(SOL_PRICE, 500, 2_600e30, 50_001e30), address(0)
        );
    }

    // ------------------------------------------------------------------ market orders

    function test_MarketLong_FilledWithinSlippage() public {
        uint256 id = _placeMarket(alice, BTC, true, BTC_PRICE, 500, COLL, SIZE);
        _setPrice(BTC, 60_250e30); // bound is 60_300
        assertTrue(vault.executable(id));
        vm.expectEmit(true, true, false, true, address(vault));
        emit IVault.PositionIncreased(id, alice, 60_250e30, SIZE, COLL, BTC_FEE);
        assertEq(_exec(id), 1);

        IVault.Position memory p = vault.getPosition(id);
        assertEq(p.size, SIZE);
        assertEq(p.collateral, COLL);
        assertEq(p.averagePrice, 60_250e30);
        assertEq(uint8(vault.getOrder(id).status), uint8(IVault.OrderStatus.FILLED));
        assertEq(keeper.balance, MARKET_FEE);
        assertEq(vault.getMarketState(BTC).longOpenInterest, SIZE);
        assertEq(vault.totalCollateral(), COLL);
        assertEq(vault.totalEscrow(), 0);
        assertEq(vault.feeReserve(), BTC_FEE);
        assertFalse(vault.executable(id));
        _assertStableAccounting();
        _assertNativeAccounting();
    }

    function test_MarketLong_CanceledBeyondSlippage() public {
        uint256 id = _placeMarket(alice, BTC, true, BTC_PRICE, 500, COLL, SIZE);
        _setPrice(BTC, 60_301e30);
        vm.expectEmit(true, false, false, true, address(vault));
        emit IVault.OrderCanceled(id, "slippage", 60_301e30);
        assertEq(_exec(id), 1);
        assertEq(uint8(vault.getOrder(id).status), uint8(IVault.OrderStatus.CANCELED));
        assertEq(vault.marginBalance(alice), 10_000e30, "collateral and fee refunded");
        assertEq(keeper.balance, MARKET_FEE, "keeper earns the execution fee");
        assertEq(vault.getPosition(id).size, 0);
        assertEq(_activeIds().length, 0);
        assertEq(_accountIds(alice).length, 0);
        assertEq(vault.getMarketState(BTC).longOpenInterest, 0);
        _assertStableAccounting();
        _assertNativeAccounting();
    }

    function test_MarketShort_FilledWithinSlippageAndCanceledBelow() public {
        uint256 a = _placeMarket(alice, BTC, false, BTC_PRICE, 500, COLL, SIZE); // floor 59_700
        uint256 b = _placeMarket(bob, BTC, false, 59_800e30, 500, COLL, SIZE); // floor 59_501
        _setPrice(BTC, 59_600e30);
        assertEq(_execAll(_u(a, b)), 2);
        assertEq(uint8(vault.getOrder(a).status), uint8(IVault.OrderStatus.CANCELED));
        assertEq(uint8(vault.getOrder(b).status), uint8(IVault.OrderStatus.FILLED));
        assertEq(vault.getPosition(b).averagePrice, 59_600e30);
        assertEq(vault.getMarketState(BTC).shortOpenInterest, SIZE);
        assertEq(vault.marginBalance(alice), 10_000e30);
        assertEq(keeper.balance, 2 * MARKET_FEE);
        _assertStableAccounting();
    }

    function testFuzz_MarketOrder_FillsIffWithinSlippage(uint256 price, uint256 slippage, bool isLong) public {
        slippage = bound(slippage, 0, 10_000);
        price = bound(price, 40_000e30, 80_000e30);
        uint256 id = _placeMarket(alice, BTC, isLong, BTC_PRICE, slippage, COLL, SIZE);
        _setPrice(BTC, price);
        uint256 limit = isLong ? BTC_PRICE * (BPS + slippage) / BPS : BTC_PRICE * (BPS - slippage) / BPS;
        bool ok = isLong ? price <= limit : price >= limit;
        assertEq(_exec(id), 1);
        IVault.Order memory o = vault.getOrder(id);
        assertEq(uint8(o.status), uint8(ok ? IVault.OrderStatus.FILLED : IVault.OrderStatus.CANCELED));
        assertEq(vault.getPosition(id).size, ok ? SIZE : 0);
        assertEq(keeper.balance, MARKET_FEE);
        _assertStableAccounting();
        _assertNativeAccounting();
    }

    // ------------------------------------------------------------------ limit orders

    function test_LimitLong_FillsOnlyAtOrBelowLimit() public {
        uint256 id = _placeOrder(alice, BTC, true, LIMIT, _params(58_000e30, 0, COLL, SIZE));
        assertFalse(vault.executable(id));
        assertEq(_exec(id), 0, "60k is above the limit");
        _setPrice(BTC, 58_001e30);
        assertEq(_exec(id), 0);
        assertEq(keeper.balance, 0);
        assertEq(uint8(vault.getOrder(id).status), uint8(IVault.OrderStatus.PENDING));
        _setPrice(BTC, 57_500e30);
        assertTrue(vault.executable(id));
        assertEq(_exec(id), 1);
        assertEq(vault.getPosition(id).averagePrice, 57_500e30, "filled at the oracle price");
        assertEq(keeper.balance, TRIGGER_FEE);
        _assertStableAccounting();
        _assertNativeAccounting();
    }

    function test_LimitShort_FillsOnlyAtOrAboveLimit() public {
        uint256 id = _placeOrder(alice, BTC, false, LIMIT, _params(62_000e30, 0, COLL, SIZE));
        _setPrice(BTC, 61_999e30);
        assertEq(_exec(id), 0);
        _setPrice(BTC, 62_000e30);
        assertEq(_exec(id), 1);
        assertEq(vault.getPosition(id).averagePrice, 62_000e30);
        assertEq(vault.getMarketState(BTC).shortOpenInterest, SIZE);
    }

    function testFuzz_LimitOrder_FillsOnlyWhenCrossed(uint256 price, bool isLong) public {
        price = bound(price, 50_000e30, 70_000e30);
        uint256 limit = isLong ? 58_000e30 : 62_000e30;
        uint256 id = _placeOrder(alice, BTC, isLong, LIMIT, _params(limit, 0, COLL, SIZE));
        _setPrice(BTC, price);
        bool crossed = isLong ? price <= limit : price >= limit;
        assertEq(vault.executable(id), crossed);
        assertEq(_exec(id), crossed ? 1 : 0);
        assertEq(vault.getPosition(id).size, crossed ? SIZE : 0);
        assertEq(keeper.balance, crossed ? TRIGGER_FEE : 0);
    }

    // ------------------------------------------------------------------ stop-market orders

    function test_StopMarketLong_FillsWhenPriceReachesStop() public {
        uint256 id = _placeOrder(alice, BTC, true, STOP, _params(0, 62_000e30, COLL, SIZE));
        _setPrice(BTC, 61_999e30);
        assertEq(_exec(id), 0);
        _setPrice(BTC, 62_100e30);
        assertEq(_exec(id), 1);
        assertEq(vault.getPosition(id).averagePrice, 62_100e30);
    }

    function test_StopMarketShort_FillsWhenPriceFallsToStop() public {
        uint256 id = _placeOrder(alice, BTC, false, STOP, _params(0, 58_000e30, COLL, SIZE));
        _setPrice(BTC, 58_500e30);
        assertEq(_exec(id), 0);
        _setPrice(BTC, 57_900e30);
        assertEq(_exec(id), 1);
        assertEq(vault.getPosition(id).averagePrice, 57_900e30);
        assertFalse(vault.getPosition(id).isLong);
    }

    // ------------------------------------------------------------------ stop-limit orders

    function test_StopLimitLong_FillsInOneCallBetweenStopAndLimit() public {
        uint256 id = _placeOrder(alice, BTC, true, STOP_LIMIT, _params(62_500e30, 62_000e30, COLL, SIZE));
        _setPrice(BTC, 62_200e30);
        assertEq(_exec(id), 1);
        assertEq(vault.getPosition(id).averagePrice, 62_200e30);
        assertEq(keeper.balance, TRIGGER_FEE);
    }

    function test_StopLimitLong_StopThenLimitInTwoCalls() public {
        uint256 id = _placeOrder(alice, BTC, true, STOP_LIMIT, _params(62_500e30, 62_000e30, COLL, SIZE));
        _setPrice(BTC, 63_000e30); // gap through the stop, above the limit
        assertTrue(vault.executable(id));
        assertEq(_exec(id), 1, "stop triggered");
        IVault.Order memory o = vault.getOrder(id);
        assertTrue(o.stopTriggered);
        assertEq(uint8(o.status), uint8(IVault.OrderStatus.PENDING));
        assertEq(keeper.balance, TRIGGER_FEE / 2, "half the fee for triggering the stop");
        _setPrice(BTC, 62_800e30);
        assertFalse(vault.executable(id));
        assertEq(_exec(id), 0, "still above the limit");
        _setPrice(BTC, 61_000e30); // below the stop too: the stop already fired
        assertEq(_exec(id), 1);
        assertEq(vault.getPosition(id).averagePrice, 61_000e30);
        assertEq(keeper.balance, TRIGGER_FEE);
        _assertNativeAccounting();
    }

    function test_StopLimitShort_StopThenLimitInTwoCalls() public {
        uint256 id = _placeOrder(alice, BTC, false, STOP_LIMIT, _params(57_500e30, 58_000e30, COLL, SIZE));
        _setPrice(BTC, 58_001e30);
        assertEq(_exec(id), 0, "stop not reached");
        _setPrice(BTC, 57_000e30);
        assertEq(_exec(id), 1);
        assertTrue(vault.getOrder(id).stopTriggered);
        assertEq(vault.getPosition(id).size, 0);
        _setPrice(BTC, 57_600e30);
        assertEq(_exec(id), 1);
        assertEq(vault.getPosition(id).averagePrice, 57_600e30);
        assertEq(vault.getMarketState(BTC).shortOpenInterest, SIZE);
    }

    /// @notice Abuse: the owner lets the keeper do the stop-trigger transaction of a stop-limit,
    /// then cancels and takes the whole execution fee back, so the keeper worked for nothing.
    /// The trigger pays the keeper half of the fee (rounded down); the owner's cancel sends back
    /// only the rest, and every wei of the fee is accounted for. The fee is odd so the rounding
    /// shows.
    function test_StopLimit_TriggerPaysKeeperOwnerCancelRefundsOnlyTheRest() public {
        uint256 fee = TRIGGER_FEE + 1;
        vm.prank(deployer);
        settings.setExecutionFees(MARKET_FEE, fee);
        vm.prank(alice);
        vault.newPositionOrder{value: fee}(BTC, true, STOP_LIMIT, _params(62_500e30, 62_000e30, COLL, SIZE), address(0));
        uint256 id = vault.lastPosId();
        uint256 keeperShare = fee / 2;
        uint256 rest = fee - keeperShare;

        vm.warp(block.timestamp + 1);
        _setPrice(BTC, 63_000e30); // through the stop, above the limit: the stop triggers, no fill
        assertEq(_exec(id), 1, "stop triggered");
        IVault.Order memory o = vault.getOrder(id);
        assertTrue(o.stopTriggered);
        assertEq(uint8(o.status), uint8(IVault.OrderStatus.PENDING));
        assertEq(keeper.balance, keeperShare, "the keeper is paid for the trigger");
        assertEq(o.executionFee, rest, "the rest stays escrowed for the fill or a cancel");
        assertEq(address(vault).balance, rest);
        _assertNativeAccounting();

        uint256 ethBefore = alice.balance;
        vm.prank(alice);
        vault.cancelPendingOrder(id);
        assertEq(alice.balance, ethBefore + rest, "the owner gets only the rest back");
        assertEq(keeper.balance + (alice.balance - ethBefore), fee, "the fee is split, none lost or made");
        assertEq(address(vault).balance, 0, "nothing left in the Vault");
        assertEq(vault.marginBalance(alice), 10_000e30, "collateral and opening fee back");
        _assertStableAccounting();
        _assertNativeAccounting();
    }

    /// @notice After the stop trigger, the keeper's own cancel (here: the market was disabled)
    /// earns what the trigger left, not the whole fee again.
    function test_StopLimit_KeeperCancelAfterTriggerEarnsTheRest() public {
        uint256 id = _placeOrder(alice, BTC, true, STOP_LIMIT, _params(62_500e30, 62_000e30, COLL, SIZE));
        vm.warp(block.timestamp + 1);
        _setPrice(BTC, 63_000e30);
        assertEq(_exec(id), 1, "stop triggered");
        assertEq(keeper.balance, TRIGGER_FEE / 2);
        ISettings.Market memory m = settings.market(BTC);
        m.enabled = false;
        vm.prank(deployer);
        settings.setMarket(BTC, m);
        vm.warp(block.timestamp + 1);
        _setPrice(BTC, 62_000e30);
        assertEq(_exec(id), 1, "canceled: market disabled");
        assertEq(uint8(vault.getOrder(id).status), uint8(IVault.OrderStatus.CANCELED));
        assertEq(keeper.balance, TRIGGER_FEE, "half for the trigger, the rest for the cancel");
        assertEq(address(vault).balance, 0);
        _assertNativeAccounting();
    }

    // ------------------------------------------------------------------ open interest cap at fill

    function test_Fill_CanceledWhenOpenInterestCapReached() public {
        _fund(alice, 100_000e6);
        _fund(bob, 100_000e6);
        uint256 a = _placeOrder(alice, SOL, true, LIMIT, _params(140e30, 0, 3_000e30, 60_000e30));
        uint256 b = _placeOrder(bob, SOL, true, LIMIT, _params(140e30, 0, 3_000e30, 60_000e30));
        uint256 c = _placeMarket(bob, SOL, true, SOL_PRICE, 500, 2_001e30, 40_001e30);
        _setPrice(SOL, 139e30);
        uint256 bobMargin = vault.marginBalance(bob);
        vm.expectEmit(true, false, false, true, address(vault));
        emit IVault.OrderCanceled(b, "open interest cap", 139e30);
        vm.expectEmit(true, false, false, true, address(vault));
        emit IVault.OrderCanceled(c, "open interest cap", 139e30);
        assertEq(_execAll(_u(a, b, c)), 3);
        assertEq(vault.getPosition(a).size, 60_000e30);
        assertEq(uint8(vault.getOrder(b).status), uint8(IVault.OrderStatus.CANCELED));
        assertEq(uint8(vault.getOrder(c).status), uint8(IVault.OrderStatus.CANCELED));
        uint256 refund = 3_000e30 + 60e30 + 2_001e30 + 40.001e30; // collateral + 0.1% fee
        assertEq(vault.marginBalance(bob), bobMargin + refund);
        assertEq(vault.marginBalance(bob), 110_000e30, "bob is whole again");
        assertEq(keeper.balance, 2 * TRIGGER_FEE + MARKET_FEE);
        assertEq(vault.getMarketState(SOL).longOpenInterest, 60_000e30);
        _assertOpenInterestWithinCaps();
        _assertStableAccounting();
        _assertNativeAccounting();
    }

    // ------------------------------------------------------------------ owner cancel

    function test_CancelPendingOrder_RefundsMarginFeeAndTriggers() public {
        (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts) = _triggers(false, 55_000e30, BPS);
        vm.prank(alice);
        vault.newPositionOrderWithTPSL{value: TRIGGER_FEE + TRIGGER_FEE}(
            BTC, true, LIMIT, _params(58_000e30, 0, COLL, SIZE), address(0), isTPs, prices, pcts
        );
        uint256 id = vault.lastPosId();
        uint256 ethBefore = alice.balance;
        vm.expectEmit(true, true, false, true, address(vault));
        emit IVault.RefundCredited(id, alice, TRIGGER_FEE);
        vm.expectEmit(true, false, false, true, address(vault));
        emit IVault.OrderCanceled(id, "canceled by owner", 0);
        vm.prank(alice);
        vault.cancelPendingOrder(id);
        assertEq(alice.balance, ethBefore + TRIGGER_FEE, "order fee sent back");
        assertEq(vault.nativeRefunds(alice), TRIGGER_FEE, "trigger fee credited");
        assertEq(vault.marginBalance(alice), 10_000e30);
        assertEq(vault.totalEscrow(), 0);
        (IVault.Trigger memory tp, IVault.Trigger memory sl) = vault.getTriggers(id);
        assertFalse(tp.active);
        assertFalse(sl.active);
        assertEq(_activeIds().length, 0);
        assertEq(_exec(id), 0, "nothing left to do");
        _assertStableAccounting();
        _assertNativeAccounting();
    }

    function test_CancelPendingOrder_Reverts() public {
        uint256 id = _placeMarket(alice, BTC, true, BTC_PRICE, 500, COLL, SIZE);
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(IVault.NotPositionOwner.selector, id, bob, alice));
        vault.cancelPendingOrder(id);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.PositionNotFound.selector, 99));
        vault.cancelPendingOrder(99);
        _exec(id);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.OrderNotPending.selector, id));
        vault.cancelPendingOrder(id);
    }

    function test_CancelPendingOrder_RevertsWhenRefundTransferFails() public {
        EthRejecter trader = new EthRejecter();
        vm.deal(address(trader), 1 ether);
        _fund(address(trader), 10_000e6);
        trader.exec(
            address(vault),
            MARKET_FEE,
            abi.encodeCall(
                IVaultEntryPoints.newPositionOrder, (BTC, true, MARKET, _params(BTC_PRICE, 500, COLL, SIZE), address(0))
            )
        );
        vm.expectRevert(abi.encodeWithSelector(IVault.NativeTransferFailed.selector, address(trader), MARKET_FEE));
        trader.exec(address(vault), 0, abi.encodeCall(IVaultEntryPoints.cancelPendingOrder, (1)));
    }

    // ------------------------------------------------------------------ keeper

    function test_Execute_RevertsForNonKeeper() public {
        uint256 id = _placeMarket(alice, BTC, true, BTC_PRICE, 500, COLL, SIZE);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.NotKeeper.selector, alice));
        vault.execute(_u(id));
        vm.prank(deployer);
        settings.setKeeper(keeper, false);
        vm.prank(keeper);
        vm.expectRevert(abi.encodeWithSelector(IVault.NotKeeper.selector, keeper));
        vault.execute(_u(id));
    }

    function test_Execute_RevertsWhenKeeperRejectsFee() public {
        EthRejecter k = new EthRejecter();
        vm.prank(deployer);
        settings.setKeeper(address(k), true);
        vm.prank(deployer);
        settings.setMarketOrderTtl(1 hours); // the price goes stale before the order expires
        uint256 id = _placeMarket(alice, BTC, true, BTC_PRICE, 500, COLL, SIZE);
        vm.expectRevert(abi.encodeWithSelector(IVault.NativeTransferFailed.selector, address(k), MARKET_FEE));
        k.exec(address(vault), 0, abi.encodeCall(Vault.execute, (_u(id))));
        // with nothing earned there is no transfer, so the call succeeds
        _setPrice(BTC, 70_000e30);
        vm.warp(block.timestamp + MAX_AGE + 1);
        k.exec(address(vault), 0, abi.encodeCall(Vault.execute, (_u(id))));
    }

    function test_Execute_SkipsStalePrice() public {
        vm.prank(deployer);
        settings.setMarketOrderTtl(1 hours); // the price goes stale before the order expires
        uint256 id = _placeMarket(alice, BTC, true, BTC_PRICE, 500, COLL, SIZE);
        vm.warp(block.timestamp + MAX_AGE + 1);
        assertFalse(vault.executable(id));
        assertEq(_due(10).length, 0);
        assertEq(_exec(id), 0);
        assertEq(uint8(vault.getOrder(id).status), uint8(IVault.OrderStatus.PENDING));
        assertEq(keeper.balance, 0);
        _setPrice(BTC, BTC_PRICE);
        assertEq(_exec(id), 1);
        assertEq(vault.getPosition(id).size, SIZE);
    }

    function test_Execute_SkipsUnknownAndDuplicateIds() public {
        uint256 id = _placeMarket(alice, BTC, true, BTC_PRICE, 500, COLL, SIZE);
        assertFalse(vault.executable(42));
        assertEq(_execAll(_u(42, id, id)), 1, "the second occurrence has nothing to do");
        assertEq(keeper.balance, MARKET_FEE, "paid once");
        assertEq(_execAll(new uint256[](0)), 0);
    }
}
