// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./Fixture.sol";
import {IVault} from "../src/interfaces/IVault.sol";

/// @notice Take-profit and stop-loss triggers: validation, escrowed execution fees, partial
/// close percentages (1e5 = 100%) and keeper execution.
contract TriggersTest is Fixture {
    uint256 internal constant COLL = 1_000e30;
    uint256 internal constant SIZE = 10_000e30;

    function setUp() public override {
        super.setUp();
        _fund(alice, 10_000e6);
        _fund(bob, 10_000e6);
    }

    function _openWithTPSL(
        address trader,
        uint256 tokenId,
        bool isLong,
        uint256 tp,
        uint256 tpPct,
        uint256 sl,
        uint256 slPct
    ) internal returns (uint256 id) {
        (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts) =
            _triggers(true, tp, tpPct, false, sl, slPct);
        uint256 price = oracle.getPrice(tokenId);
        vm.prank(trader);
        vault.newPositionOrderWithTPSL{value: MARKET_FEE + 2 * TRIGGER_FEE}(
            tokenId, isLong, MARKET, _params(price, 1000, COLL, SIZE), address(0), isTPs, prices, pcts
        );
        id = vault.lastPosId();
        _exec(id);
    }

    function _addTPSL(address trader, uint256 id, bool isTP, uint256 price, uint256 pct) internal {
        (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts) = _triggers(isTP, price, pct);
        vm.prank(trader);
        vault.addTPSL{value: TRIGGER_FEE}(id, isTPs, prices, pcts);
    }

    // ------------------------------------------------------------------ creation

    function test_NewPositionWithTPSL_SetsTriggersAndEscrowsFees() public {
        (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts) =
            _triggers(true, 66_000e30, 50000, false, 57_000e30, BPS);
        vm.expectEmit(true, false, false, true, address(vault));
        emit IVault.TriggerSet(1, true, 66_000e30, 50000);
        vm.expectEmit(true, false, false, true, address(vault));
        emit IVault.TriggerSet(1, false, 57_000e30, BPS);
        vm.prank(alice);
        vault.newPositionOrderWithTPSL{value: MARKET_FEE + 2 * TRIGGER_FEE}(
            BTC, true, MARKET, _params(BTC_PRICE, 1000, COLL, SIZE), address(0), isTPs, prices, pcts
        );
        (IVault.Trigger memory tp, IVault.Trigger memory sl) = vault.getTriggers(1);
        assertTrue(tp.active);
        assertEq(tp.price, 66_000e30);
        assertEq(tp.amountPercent, 50000);
        assertEq(tp.executionFee, TRIGGER_FEE);
        assertTrue(sl.active);
        assertEq(sl.price, 57_000e30);
        assertEq(sl.amountPercent, BPS);
        assertEq(sl.executionFee, TRIGGER_FEE);
        assertEq(vault.getOrder(1).executionFee, MARKET_FEE);
        assertEq(address(vault).balance, MARKET_FEE + 2 * TRIGGER_FEE);
        _assertNativeAccounting();
        // filling the order keeps the triggers; the keeper only earns the order's fee
        _exec(1);
        (tp, sl) = vault.getTriggers(1);
        assertTrue(tp.active && sl.active);
        assertEq(keeper.balance, MARKET_FEE);
        _assertNativeAccounting();
    }

    function test_NewPositionWithTPSL_OnLimitOrderUsesLimitPrice() public {
        (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts) = _triggers(true, 59_000e30, BPS);
        vm.prank(alice);
        vault.newPositionOrderWithTPSL{value: 2 * TRIGGER_FEE}(
            BTC, true, LIMIT, _params(58_000e30, 0, COLL, SIZE), address(0), isTPs, prices, pcts
        );
        (IVault.Trigger memory tp,) = vault.getTriggers(1);
        assertEq(tp.price, 59_000e30, "TP above the limit price, below the market price");
        (isTPs, prices, pcts) = _triggers(false, 62_500e30, BPS);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidStopLossPrice.selector, 62_500e30, 62_000e30));
        vault.newPositionOrderWithTPSL{value: 2 * TRIGGER_FEE}(
            BTC, true, STOP, _params(0, 62_000e30, COLL, SIZE), address(0), isTPs, prices, pcts
        );
    }

    // ------------------------------------------------------------------ execution

    function test_TakeProfitLong_ClosesHalfThenStopLossClosesRest() public {
        uint256 id = _openWithTPSL(alice, BTC, true, 66_000e30, 50000, 56_500e30, BPS);
        uint256 marginAfterOpen = vault.marginBalance(alice);

        _setPrice(BTC, 63_000e30);
        assertFalse(vault.executable(id));
        assertEq(_exec(id), 0, "neither trigger hit");

        _setPrice(BTC, 66_000e30);
        assertTrue(vault.executable(id));
        vm.expectEmit(true, false, false, true, address(vault));
        emit IVault.TriggerExecuted(id, true, 66_000e30, 5_000e30);
        // half: collateral 500 + profit 5000 * 10% = 500 - closing fee 4
        vm.expectEmit(true, true, false, true, address(vault));
        emit IVault.PositionDecreased(id, alice, 66_000e30, 5_000e30, 500e30, 4e30, 996e30);
        assertEq(_exec(id), 1);
        IVault.Position memory p = vault.getPosition(id);
        assertEq(p.size, 5_000e30);
        assertEq(p.collateral, 500e30);
        assertEq(vault.marginBalance(alice), marginAfterOpen + 996e30);
        (IVault.Trigger memory tp, IVault.Trigger memory sl) = vault.getTriggers(id);
        assertFalse(tp.active);
        assertEq(tp.executionFee, 0);
        assertTrue(sl.active);
        assertEq(keeper.balance, MARKET_FEE + TRIGGER_FEE);
        _assertNativeAccounting();

        _setPrice(BTC, 56_000e30);
        uint256 half = 5_000e30;
        uint256 loss = half * 4_000e30 / 60_000e30;
        vm.expectEmit(true, true, false, true, address(vault));
        emit IVault.PositionDecreased(id, alice, 56_000e30, 5_000e30, -int256(loss), 4e30, 500e30 - 4e30 - loss);
        vm.expectEmit(true, true, false, false, address(vault));
        emit IVault.PositionClosed(id, alice);
        assertEq(_exec(id), 1);
        assertEq(vault.getPosition(id).size, 0);
        assertEq(vault.marginBalance(alice), marginAfterOpen + 996e30 + 500e30 - 4e30 - loss);
        assertEq(keeper.balance, MARKET_FEE + 2 * TRIGGER_FEE);
        assertEq(_activeIds().length, 0);
        assertEq(vault.getMarketState(BTC).longOpenInterest, 0);
        _assertStableAccounting();
        _assertNativeAccounting();
    }

    function test_StopLossShort_ClosesQuarter() public {
        uint256 id = _openWithTPSL(alice, ETH, false, 2_700e30, BPS, 3_300e30, 25000);
        _setPrice(ETH, 3_299e30);
        assertEq(_exec(id), 0);
        _setPrice(ETH, 3_400e30);
        vm.expectEmit(true, false, false, true, address(vault));
        emit IVault.TriggerExecuted(id, false, 3_400e30, 2_500e30);
        assertEq(_exec(id), 1);
        IVault.Position memory p = vault.getPosition(id);
        assertEq(p.size, 7_500e30);
        assertEq(p.collateral, 750e30);
        (IVault.Trigger memory tp, IVault.Trigger memory sl) = vault.getTriggers(id);
        assertTrue(tp.active);
        assertFalse(sl.active);
        assertEq(vault.getMarketState(ETH).shortOpenInterest, 7_500e30);
        _assertStableAccounting();
        _assertNativeAccounting();
    }

    function test_TakeProfitShort_ClosesAllAndRefundsStopLossFee() public {
        uint256 id = _openWithTPSL(alice, ETH, false, 2_700e30, BPS, 3_300e30, BPS);
        uint256 marginBefore = vault.marginBalance(alice);
        _setPrice(ETH, 2_650e30);
        vm.expectEmit(true, true, false, true, address(vault));
        emit IVault.RefundCredited(id, alice, TRIGGER_FEE);
        assertEq(_exec(id), 1);
        assertEq(vault.getPosition(id).size, 0);
        // profit: 10_000 * 350 / 3_000; short closing fee 0.12%
        uint256 profit = SIZE * 350e30 / 3_000e30;
        assertEq(vault.marginBalance(alice), marginBefore + COLL + profit - 12e30);
        assertEq(vault.nativeRefunds(alice), TRIGGER_FEE, "the untouched stop-loss fee is refunded");
        _assertStableAccounting();
        _assertNativeAccounting();
    }

    function test_DecreaseAndTakeProfitInOneCall() public {
        uint256 id = _openWithTPSL(alice, BTC, true, 62_000e30, 50000, 55_000e30, BPS);
        _requestDecrease(alice, id, 5_000e30, 0);
        _setPrice(BTC, 62_000e30);
        assertEq(_exec(id), 1);
        // the decrease runs first (5_000), then the take-profit closes half of what is left
        assertEq(vault.getPosition(id).size, 2_500e30);
        assertEq(keeper.balance, 2 * MARKET_FEE + TRIGGER_FEE);
        _assertStableAccounting();
        _assertNativeAccounting();
    }

    function testFuzz_TriggerClosesItsPercentage(uint256 pct, bool isTP, bool isLong) public {
        pct = bound(pct, 1, BPS);
        uint256 id = _open(alice, BTC, isLong, COLL, SIZE);
        uint256 price = isTP == isLong ? 61_000e30 : 59_000e30;
        _addTPSL(alice, id, isTP, price, pct);
        _setPrice(BTC, price);
        assertEq(_exec(id), 1);
        uint256 closed = SIZE * pct / BPS;
        if (closed == 0 || pct == BPS) closed = SIZE;
        assertEq(vault.getPosition(id).size, SIZE - closed);
        assertEq(keeper.balance, MARKET_FEE + TRIGGER_FEE);
        _assertStableAccounting();
        _assertNativeAccounting();
        _assertOpenInterestMatchesPositions();
    }

    // ------------------------------------------------------------------ addTPSL

    function test_AddTPSL_ReplacesTriggerAndCreditsOldFee() public {
        uint256 id = _open(alice, BTC, true, COLL, SIZE);
        _addTPSL(alice, id, true, 65_000e30, 50000);
        vm.expectEmit(true, true, false, true, address(vault));
        emit IVault.RefundCredited(id, alice, TRIGGER_FEE);
        vm.expectEmit(true, false, false, true, address(vault));
        emit IVault.TriggerSet(id, true, 67_000e30, BPS);
        _addTPSL(alice, id, true, 67_000e30, BPS);
        (IVault.Trigger memory tp,) = vault.getTriggers(id);
        assertEq(tp.price, 67_000e30);
        assertEq(tp.amountPercent, BPS);
        assertEq(vault.nativeRefunds(alice), TRIGGER_FEE);
        assertEq(address(vault).balance, 2 * TRIGGER_FEE);
        _assertNativeAccounting();
    }

    function test_AddTPSL_ValidatesAgainstEntryPrice() public {
        _setPrice(BTC, 60_000e30);
        uint256 id = _open(alice, BTC, true, COLL, SIZE);
        _setPrice(BTC, 64_000e30);
        // a take-profit between entry and the current price is accepted and fires at the next
        // push (a trigger fires only at a price pushed after it was set)
        _addTPSL(alice, id, true, 62_000e30, BPS);
        assertFalse(vault.executable(id));
        _pushAgain();
        assertTrue(vault.executable(id));
        (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts) = _triggers(false, 61_000e30, BPS);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidStopLossPrice.selector, 61_000e30, 60_000e30));
        vault.addTPSL{value: TRIGGER_FEE}(id, isTPs, prices, pcts);
    }

    function test_AddTPSL_OnPendingOrder() public {
        uint256 id = _placeOrder(alice, BTC, true, LIMIT, _params(58_000e30, 0, COLL, SIZE));
        _addTPSL(alice, id, false, 57_000e30, BPS);
        (, IVault.Trigger memory sl) = vault.getTriggers(id);
        assertTrue(sl.active);
        (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts) = _triggers(false, 58_500e30, BPS);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidStopLossPrice.selector, 58_500e30, 58_000e30));
        vault.addTPSL{value: TRIGGER_FEE}(id, isTPs, prices, pcts);
    }

    function test_AddTPSL_RevertsOnOwnershipAndState() public {
        uint256 id = _placeOrder(alice, BTC, true, LIMIT, _params(58_000e30, 0, COLL, SIZE));
        (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts) = _triggers(false, 57_000e30, BPS);
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(IVault.NotPositionOwner.selector, id, bob, alice));
        vault.addTPSL{value: TRIGGER_FEE}(id, isTPs, prices, pcts);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.PositionNotFound.selector, 77));
        vault.addTPSL{value: TRIGGER_FEE}(77, isTPs, prices, pcts);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidExecutionFee.selector, TRIGGER_FEE, 0));
        vault.addTPSL(id, isTPs, prices, pcts);

        vm.prank(alice);
        vault.cancelPendingOrder(id);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.PositionNotFound.selector, id));
        vault.addTPSL{value: TRIGGER_FEE}(id, isTPs, prices, pcts);

        uint256 closed = _open(alice, BTC, true, COLL, SIZE);
        _requestDecrease(alice, closed, SIZE, 0);
        _exec(closed);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.PositionNotFound.selector, closed));
        vault.addTPSL{value: TRIGGER_FEE}(closed, isTPs, prices, pcts);
    }

    function test_Triggers_RevertOnShape() public {
        uint256 id = _open(alice, BTC, true, COLL, SIZE);
        bool[] memory two = new bool[](2);
        two[0] = true;
        vm.startPrank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidTriggers.selector, "length mismatch"));
        vault.addTPSL{value: 2 * TRIGGER_FEE}(id, two, _u(65_000e30), _u(BPS, BPS));
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidTriggers.selector, "length mismatch"));
        vault.addTPSL{value: 2 * TRIGGER_FEE}(id, two, _u(65_000e30, 55_000e30), _u(BPS));
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidTriggers.selector, "count"));
        vault.addTPSL(id, new bool[](0), new uint256[](0), new uint256[](0));
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidTriggers.selector, "count"));
        vault.addTPSL{value: 3 * TRIGGER_FEE}(id, new bool[](3), _u(55_000e30, 54_000e30, 53_000e30), _u(BPS, BPS, BPS));
        two[1] = true;
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidTriggers.selector, "duplicate"));
        vault.addTPSL{value: 2 * TRIGGER_FEE}(id, two, _u(65_000e30, 66_000e30), _u(BPS, BPS));
        vm.stopPrank();

        // the same checks guard order creation
        (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts) =
            _triggers(false, 55_000e30, BPS, false, 54_000e30, BPS);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidTriggers.selector, "duplicate"));
        vault.newPositionOrderWithTPSL{value: MARKET_FEE + 2 * TRIGGER_FEE}(
            BTC, true, MARKET, _params(BTC_PRICE, 1000, COLL, SIZE), address(0), isTPs, prices, pcts
        );
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidTriggers.selector, "count"));
        vault.newPositionOrderWithTPSL{value: MARKET_FEE}(
            BTC,
            true,
            MARKET,
            _params(BTC_PRICE, 1000, COLL, SIZE),
            address(0),
            new bool[](0),
            new uint256[](0),
            new uint256[](0)
        );
    }

    function test_Triggers_RevertOnPrices() public {
        uint256 longId = _open(alice, BTC, true, COLL, SIZE); // entry 60_000
        uint256 shortId = _open(bob, BTC, false, COLL, SIZE);
        _tpslReverts(
            longId,
            true,
            60_000e30,
            abi.encodeWithSelector(IVault.InvalidTakeProfitPrice.selector, 60_000e30, BTC_PRICE)
        );
        _tpslReverts(longId, true, 0, abi.encodeWithSelector(IVault.InvalidTakeProfitPrice.selector, 0, BTC_PRICE));
        _tpslReverts(
            longId, false, 60_000e30, abi.encodeWithSelector(IVault.InvalidStopLossPrice.selector, 60_000e30, BTC_PRICE)
        );
        _tpslReverts(longId, false, 0, abi.encodeWithSelector(IVault.InvalidStopLossPrice.selector, 0, BTC_PRICE));
        _tpslReverts(
            shortId,
            true,
            60_001e30,
            abi.encodeWithSelector(IVault.InvalidTakeProfitPrice.selector, 60_001e30, BTC_PRICE)
        );
        _tpslReverts(shortId, true, 0, abi.encodeWithSelector(IVault.InvalidTakeProfitPrice.selector, 0, BTC_PRICE));
        _tpslReverts(
            shortId,
            false,
            59_999e30,
            abi.encodeWithSelector(IVault.InvalidStopLossPrice.selector, 59_999e30, BTC_PRICE)
        );
    }

    function _tpslReverts(uint256 id, bool isTP, uint256 price, bytes memory err) internal {
        (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts) = _triggers(isTP, price, BPS);
        vm.prank(vault.getPosition(id).owner);
        vm.expectRevert(err);
        vault.addTPSL{value: TRIGGER_FEE}(id, isTPs, prices, pcts);
    }

    function test_Triggers_RevertOnAmountPercent() public {
        uint256 id = _open(alice, BTC, true, COLL, SIZE);
        (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts) = _triggers(true, 65_000e30, 0);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidAmountPercent.selector, 0));
        vault.addTPSL{value: TRIGGER_FEE}(id, isTPs, prices, pcts);
        pcts[0] = BPS + 1;
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidAmountPercent.selector, BPS + 1));
        vault.addTPSL{value: TRIGGER_FEE}(id, isTPs, prices, pcts);
    }

    function test_TriggersClearedWhenPositionClosedByOwner() public {
        uint256 id = _openWithTPSL(alice, BTC, true, 66_000e30, 50000, 55_000e30, BPS);
        _requestDecrease(alice, id, SIZE, 0);
        _exec(id);
        assertEq(vault.nativeRefunds(alice), 2 * TRIGGER_FEE);
        (IVault.Trigger memory tp, IVault.Trigger memory sl) = vault.getTriggers(id);
        assertFalse(tp.active || sl.active);
        assertEq(tp.executionFee + sl.executionFee, 0);
        _setPrice(BTC, 70_000e30);
        assertEq(_exec(id), 0, "cleared triggers never fire");
        _assertNativeAccounting();
    }
}
