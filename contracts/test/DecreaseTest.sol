// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./Fixture.sol";
import {Vault} from "../src/Vault.sol";
import {IVault} from "../src/interfaces/IVault.sol";
import {IOracle} from "../src/interfaces/IOracle.sol";

/// @notice decreasePosition: partial and full closes, PnL both ways, the allowedPrice guard at
/// request and at execution, and borrow / funding accrual over time.
contract DecreaseTest is Fixture {
    uint256 internal constant COLL = 1_000e30;
    uint256 internal constant SIZE = 10_000e30;
    uint256 internal constant BTC_FEE = 8e30;

    function setUp() public override {
        super.setUp();
        _fund(alice, 100_000e6);
        _fund(bob, 100_000e6);
    }

    /// @dev Closes `sizeDelta` of `id` at `price` and returns what the owner's margin received.
    function _closeAt(uint256 id, uint256 sizeDelta, uint256 price) internal returns (uint256 payout) {
        address owner = vault.getPosition(id).owner;
        _requestDecrease(owner, id, sizeDelta, 0);
        _setPrice(vault.getPosition(id).tokenId, price);
        uint256 before = vault.marginBalance(owner);
        assertEq(_exec(id), 1);
        payout = vault.marginBalance(owner) - before;
    }

    // ------------------------------------------------------------------ partial and full

    function test_DecreasePartial_PaysProportionalCollateralAndPnl() public {
        uint256 id = _open(alice, BTC, true, COLL, SIZE);
        vm.expectEmit(true, false, false, true, address(vault));
        emit IVault.DecreaseRequested(id, 4_000e30, 0);
        _requestDecrease(alice, id, 4_000e30, 0);
        IVault.DecreaseRequest memory d = vault.getDecrease(id);
        assertTrue(d.pending);
        assertEq(d.sizeDelta, 4_000e30);
        assertEq(d.allowedPrice, 0);
        assertEq(d.executionFee, MARKET_FEE);
        assertTrue(vault.executable(id));
        _assertNativeAccounting();

        _setPrice(BTC, 63_000e30);
        // collateral 400 + profit 4_000 * 5% = 200 - fee 3.2
        vm.expectEmit(true, true, false, true, address(vault));
        emit IVault.PositionDecreased(id, alice, 63_000e30, 4_000e30, 200e30, 3.2e30, 596.8e30);
        uint256 before = vault.marginBalance(alice);
        assertEq(_exec(id), 1);
        assertEq(vault.marginBalance(alice) - before, 596.8e30);
        IVault.Position memory p = vault.getPosition(id);
        assertEq(p.size, 6_000e30);
        assertEq(p.collateral, 600e30);
        assertEq(p.averagePrice, BTC_PRICE);
        assertFalse(vault.getDecrease(id).pending);
        assertEq(vault.getMarketState(BTC).longOpenInterest, 6_000e30);
        assertEq(vault.poolAmount(), POOL_USDC * SCALE - 200e30);
        assertEq(keeper.balance, 2 * MARKET_FEE);
        _assertStableAccounting();
        _assertNativeAccounting();
    }

    function test_DecreaseFull_ClosesPosition() public {
        uint256 id = _open(alice, BTC, true, COLL, SIZE);
        _requestDecrease(alice, id, SIZE, 0);
        vm.expectEmit(true, true, false, false, address(vault));
        emit IVault.PositionClosed(id, alice);
        _exec(id);
        IVault.Position memory p = vault.getPosition(id);
        assertEq(p.size, 0);
        assertEq(p.collateral, 0);
        assertEq(vault.totalCollateral(), 0);
        assertEq(_activeIds().length, 0);
        assertEq(_accountIds(alice).length, 0);
        assertEq(vault.marginBalance(alice), 100_000e30 - 2 * BTC_FEE);
        assertFalse(vault.executable(id));
        assertEq(_exec(id), 0);
        _assertStableAccounting();
        _assertNativeAccounting();
    }

    function test_Pnl_LongWin() public {
        uint256 id = _open(alice, BTC, true, COLL, SIZE);
        assertEq(_closeAt(id, SIZE, 66_000e30), COLL + 1_000e30 - BTC_FEE);
        assertEq(vault.poolAmount(), POOL_USDC * SCALE - 1_000e30);
        _assertStableAccounting();
    }

    function test_Pnl_LongLose() public {
        uint256 id = _open(alice, BTC, true, COLL, SIZE);
        assertEq(_closeAt(id, SIZE, 57_000e30), COLL - 500e30 - BTC_FEE);
        assertEq(vault.poolAmount(), POOL_USDC * SCALE + 500e30);
        _assertStableAccounting();
    }

    function test_Pnl_ShortWin() public {
        uint256 id = _open(alice, BTC, false, COLL, SIZE);
        assertEq(_closeAt(id, SIZE, 57_000e30), COLL + 500e30 - BTC_FEE);
        assertEq(vault.poolAmount(), POOL_USDC * SCALE - 500e30);
        _assertStableAccounting();
    }

    function test_Pnl_ShortLose() public {
        uint256 id = _open(alice, BTC, false, COLL, SIZE);
        assertEq(_closeAt(id, SIZE, 63_000e30), COLL - 500e30 - BTC_FEE);
        assertEq(vault.poolAmount(), POOL_USDC * SCALE + 500e30);
        _assertStableAccounting();
    }

    function test_Pnl_LossBeyondCollateralPaysNothing() public {
        uint256 id = _open(alice, BTC, true, COLL, 40_000e30); // 40x, fee 32
        uint256 reserve = vault.feeReserve();
        // loss 2_000 > collateral 1_000: the fee is taken first, the pool gets the rest
        _requestDecrease(alice, id, 40_000e30, 0);
        _setPrice(BTC, 57_000e30);
        uint256 margin = vault.marginBalance(alice);
        vm.expectEmit(true, true, false, true, address(vault));
        emit IVault.PositionDecreased(id, alice, 57_000e30, 40_000e30, -2_000e30, 32e30, 0);
        _exec(id);
        assertEq(vault.marginBalance(alice), margin);
        assertEq(vault.feeReserve(), reserve + 32e30);
        assertEq(vault.poolAmount(), POOL_USDC * SCALE + COLL - 32e30);
        _assertStableAccounting();
    }

    function test_Pnl_ProfitCappedByPool() public {
        uint256 id = _open(alice, BTC, true, COLL, SIZE);
        vm.prank(deployer);
        vault.removeLiquidity(deployer, POOL_USDC - 100e6);
        assertEq(vault.poolAmount(), 100e30);
        assertEq(_closeAt(id, SIZE, 66_000e30), COLL + 100e30 - BTC_FEE, "profit limited to the pool");
        assertEq(vault.poolAmount(), 0);
        _assertStableAccounting();
    }

    function testFuzz_CloseAtAnyPrice(uint256 exitPrice, uint256 sizeDelta, bool isLong) public {
        exitPrice = bound(exitPrice, 30_000e30, 90_000e30);
        sizeDelta = bound(sizeDelta, 1e30, SIZE);
        uint256 id = _open(alice, BTC, isLong, COLL, SIZE);
        uint256 pool = vault.poolAmount();
        uint256 payout = _closeAt(id, sizeDelta, exitPrice);

        uint256 collDelta = sizeDelta == SIZE ? COLL : COLL * sizeDelta / SIZE;
        uint256 diff = exitPrice > BTC_PRICE ? exitPrice - BTC_PRICE : BTC_PRICE - exitPrice;
        uint256 amount = sizeDelta * diff / BTC_PRICE;
        bool gain = isLong ? exitPrice > BTC_PRICE : exitPrice < BTC_PRICE;
        uint256 fee = sizeDelta * 80 / BPS;
        uint256 expected;
        if (gain) {
            expected = collDelta + amount - fee;
            assertEq(vault.poolAmount(), pool - amount);
        } else {
            uint256 afterFee = collDelta > fee ? collDelta - fee : 0;
            expected = afterFee > amount ? afterFee - amount : 0;
        }
        assertEq(payout, expected, "payout");
        assertEq(vault.getPosition(id).size, SIZE - sizeDelta);
        _assertStableAccounting();
        _assertNativeAccounting();
        _assertOpenInterestMatchesPositions();
    }

    function test_CloseAll_ClosesWholePositionAtExecution() public {
        uint256 closeAll = vault.CLOSE_ALL();
        assertEq(closeAll, type(uint256).max);
        uint256 id = _open(alice, BTC, true, COLL, SIZE);
        vm.expectEmit(true, false, false, true, address(vault));
        emit IVault.DecreaseRequested(id, closeAll, 0);
        _requestDecrease(alice, id, closeAll, 0);
        assertEq(vault.getDecrease(id).sizeDelta, closeAll);
        _setPrice(BTC, 63_000e30);
        vm.expectEmit(true, true, false, true, address(vault));
        emit IVault.PositionDecreased(id, alice, 63_000e30, SIZE, 500e30, BTC_FEE, COLL + 500e30 - BTC_FEE);
        assertEq(_exec(id), 1);
        assertEq(vault.getPosition(id).size, 0);
        assertEq(_activeIds().length, 0);
        _assertStableAccounting();
        _assertNativeAccounting();
        _assertOpenInterestMatchesPositions();
    }

    function test_CloseAll_AfterPartialCloseAndWithGuard() public {
        uint256 id = _open(alice, BTC, false, COLL, SIZE);
        _requestDecrease(alice, id, 4_000e30, 0);
        _exec(id);
        // the guard cancels the first attempt; the position is untouched
        _requestDecrease(alice, id, type(uint256).max, 59_000e30);
        _setPrice(BTC, 58_000e30);
        _exec(id);
        assertEq(vault.getPosition(id).size, 6_000e30);
        // without a guard it closes the 6_000 that are left
        _requestDecrease(alice, id, type(uint256).max, 0);
        _exec(id);
        assertEq(vault.getPosition(id).size, 0);
        assertEq(vault.getMarketState(BTC).shortOpenInterest, 0);
        // any other size above the position is still rejected
        uint256 other = _open(bob, BTC, true, COLL, SIZE);
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(IVault.SizeDeltaExceedsPosition.selector, type(uint256).max - 1, SIZE));
        vault.decreasePosition{value: MARKET_FEE}(type(uint256).max - 1, 0, other);
        _assertStableAccounting();
    }

    // ------------------------------------------------------------------ allowedPrice guard

    function test_AllowedPrice_RevertsAtRequestForLong() public {
        uint256 id = _open(alice, BTC, true, COLL, SIZE);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.PriceBeyondAllowed.selector, BTC_PRICE, 59_000e30, true));
        vault.decreasePosition{value: MARKET_FEE}(SIZE, 59_000e30, id);
        _requestDecrease(alice, id, SIZE, BTC_PRICE); // at the limit is fine
    }

    function test_AllowedPrice_RevertsAtRequestForShort() public {
        uint256 id = _open(alice, BTC, false, COLL, SIZE);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.PriceBeyondAllowed.selector, BTC_PRICE, 61_000e30, false));
        vault.decreasePosition{value: MARKET_FEE}(SIZE, 61_000e30, id);
    }

    function test_AllowedPrice_RequestNeedsFreshPrice() public {
        uint256 id = _open(alice, BTC, true, COLL, SIZE);
        uint256 updatedAt = block.timestamp;
        vm.warp(block.timestamp + MAX_AGE + 1);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IOracle.StalePrice.selector, BTC, updatedAt, MAX_AGE));
        vault.decreasePosition{value: MARKET_FEE}(SIZE, 61_000e30, id);
        // without a guard no price is needed at request time
        _requestDecrease(alice, id, SIZE, 0);
    }

    function test_AllowedPrice_CanceledAtExecutionForLong() public {
        uint256 id = _open(alice, BTC, true, COLL, SIZE);
        _requestDecrease(alice, id, SIZE, 61_000e30);
        _setPrice(BTC, 61_500e30);
        assertTrue(vault.executable(id));
        uint256 margin = vault.marginBalance(alice);
        vm.expectEmit(true, false, false, true, address(vault));
        emit IVault.DecreaseCanceled(id, 61_500e30, 61_000e30, "price beyond allowed");
        assertEq(_exec(id), 1);
        IVault.Position memory p = vault.getPosition(id);
        assertEq(p.size, SIZE, "position unchanged");
        assertEq(p.collateral, COLL);
        assertEq(vault.marginBalance(alice), margin);
        assertFalse(vault.getDecrease(id).pending);
        assertEq(keeper.balance, 2 * MARKET_FEE, "keeper still earns the fee");
        assertFalse(vault.executable(id));
        _assertStableAccounting();
        _assertNativeAccounting();
    }

    function test_AllowedPrice_CanceledAtExecutionForShort() public {
        uint256 id = _open(alice, BTC, false, COLL, SIZE);
        _requestDecrease(alice, id, 5_000e30, 59_000e30);
        _setPrice(BTC, 58_999e30);
        vm.expectEmit(true, false, false, true, address(vault));
        emit IVault.DecreaseCanceled(id, 58_999e30, 59_000e30, "price beyond allowed");
        _exec(id);
        assertEq(vault.getPosition(id).size, SIZE);
    }

    function test_AllowedPrice_ExecutesWithinGuard() public {
        uint256 id = _open(alice, BTC, true, COLL, SIZE);
        _requestDecrease(alice, id, 5_000e30, 61_000e30);
        _setPrice(BTC, 61_000e30);
        _exec(id);
        assertEq(vault.getPosition(id).size, 5_000e30);
    }

    // ------------------------------------------------------------------ request validation

    function test_Decrease_Reverts() public {
        uint256 pending = _placeOrder(alice, BTC, true, LIMIT, _params(50_000e30, 0, COLL, SIZE));
        vm.startPrank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.PositionNotFound.selector, pending));
        vault.decreasePosition{value: MARKET_FEE}(SIZE, 0, pending);
        vm.expectRevert(abi.encodeWithSelector(IVault.PositionNotFound.selector, 50));
        vault.decreasePosition{value: MARKET_FEE}(SIZE, 0, 50);
        vm.stopPrank();

        uint256 id = _open(alice, BTC, true, COLL, SIZE);
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(IVault.NotPositionOwner.selector, id, bob, alice));
        vault.decreasePosition{value: MARKET_FEE}(SIZE, 0, id);

        vm.startPrank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidExecutionFee.selector, MARKET_FEE, 0));
        vault.decreasePosition(SIZE, 0, id);
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidExecutionFee.selector, MARKET_FEE, TRIGGER_FEE));
        vault.decreasePosition{value: TRIGGER_FEE}(SIZE, 0, id);
        vm.expectRevert(abi.encodeWithSelector(IVault.ZeroAmount.selector));
        vault.decreasePosition{value: MARKET_FEE}(0, 0, id);
        vm.expectRevert(abi.encodeWithSelector(IVault.SizeDeltaExceedsPosition.selector, SIZE + 1, SIZE));
        vault.decreasePosition{value: MARKET_FEE}(SIZE + 1, 0, id);
        vault.decreasePosition{value: MARKET_FEE}(1e30, 0, id);
        vm.expectRevert(abi.encodeWithSelector(IVault.DecreaseAlreadyPending.selector, id));
        vault.decreasePosition{value: MARKET_FEE}(1e30, 0, id);
        vm.stopPrank();
    }

    function test_Decrease_KeeperSkipsStalePrice() public {
        vm.prank(deployer);
        settings.setMarketOrderTtl(1 hours); // the price goes stale before the decrease expires
        uint256 id = _open(alice, BTC, true, COLL, SIZE);
        _requestDecrease(alice, id, SIZE, 0);
        vm.warp(block.timestamp + MAX_AGE + 1);
        assertFalse(vault.executable(id));
        assertEq(_exec(id), 0);
        assertTrue(vault.getDecrease(id).pending);
        assertEq(vault.getPosition(id).size, SIZE);
        _setPrice(BTC, BTC_PRICE);
        assertEq(_exec(id), 1);
        assertEq(vault.getPosition(id).size, 0);
    }

    // ------------------------------------------------------------------ borrow and funding

    function test_Accrual_LongPaysBorrowAndFundingOverTime() public {
        uint256 early = _open(alice, BTC, true, COLL, SIZE);
        uint256 late = _open(bob, BTC, true, COLL, SIZE);
        uint256 earlyPayout = _closeAt(early, SIZE, BTC_PRICE);
        assertEq(earlyPayout, COLL - BTC_FEE, "no time, no accrual");

        (int256 f, uint256 bl,) = vault.currentRates(BTC);
        assertEq(f, 1e14, "a long-only market pays the full funding factor");
        uint256 dt = 10 days;
        _warpFresh(dt);
        uint256 borrow = SIZE * (bl * dt / 3600) / 1e18;
        int256 funding = int256(SIZE) * (f * int256(dt) / 3600) / 1e18;
        assertGt(borrow, 0);
        _requestDecrease(bob, late, SIZE, 0);
        uint256 margin = vault.marginBalance(bob);
        vm.expectEmit(true, false, false, true, address(vault));
        emit IVault.FeesSettled(late, borrow, funding);
        _exec(late);
        uint256 latePayout = vault.marginBalance(bob) - margin;
        assertEq(latePayout, COLL - borrow - uint256(funding) - BTC_FEE);
        assertLt(latePayout, earlyPayout);
        _assertStableAccounting();
    }

    function test_Accrual_ShortReceivesFundingWhenLongsDominate() public {
        uint256 longId = _open(alice, ETH, true, 2_000e30, 100_000e30);
        uint256 shortId = _open(bob, ETH, false, COLL, SIZE);
        (int256 f,, uint256 bs) = vault.currentRates(ETH);
        assertGt(f, 0, "longs pay");
        uint256 pool = vault.poolAmount();
        _warpFresh(1 days);
        uint256 shortPayout = _closeAt(shortId, SIZE, ETH_PRICE);
        uint256 shortFee = SIZE * 120 / BPS;
        uint256 borrow = SIZE * (bs * 1 days / 3600) / 1e18;
        uint256 credit = SIZE * uint256(f * 1 days / 3600) / 1e18;
        assertEq(shortPayout, COLL + credit - borrow - shortFee);
        assertGt(shortPayout, COLL - shortFee, "funding received exceeds borrow paid");
        assertEq(vault.poolAmount(), pool - credit + borrow);

        uint256 longPayout = _closeAt(longId, 100_000e30, ETH_PRICE);
        assertLt(longPayout, 2_000e30 - 100e30, "the long paid funding and borrow");
        _assertStableAccounting();
    }

    function test_Accrual_ChargeCappedAtCollateral() public {
        uint256 id = _open(alice, BTC, true, COLL, 50_000e30); // 50x
        _warpFresh(60 days);
        uint256 reserve = vault.feeReserve();
        assertEq(_closeAt(id, 50_000e30, BTC_PRICE), 0);
        assertEq(vault.feeReserve(), reserve, "nothing left to pay the closing fee");
        assertEq(vault.poolAmount(), POOL_USDC * SCALE + COLL);
        _assertStableAccounting();
    }

    function testFuzz_Accrual_PayoutFallsWithTime(uint256 dt) public {
        dt = bound(dt, 1 hours, 30 days);
        uint256 id = _open(alice, BTC, true, COLL, SIZE);
        (int256 f, uint256 bl,) = vault.currentRates(BTC);
        _warpFresh(dt);
        uint256 payout = _closeAt(id, SIZE, BTC_PRICE);
        uint256 charge = SIZE * (bl * dt / 3600) / 1e18 + uint256(int256(SIZE) * (f * int256(dt) / 3600) / 1e18);
        assertEq(payout, COLL - charge - BTC_FEE);
        assertLt(payout, COLL - BTC_FEE);
        _assertStableAccounting();
    }

    function test_MarketState_IndicesGrow() public {
        _open(alice, BTC, true, COLL, SIZE);
        Vault.MarketState memory s0 = vault.getMarketState(BTC);
        assertEq(s0.lastAccrued, block.timestamp);
        _warpFresh(1 hours);
        uint256 id2 = _open(bob, BTC, false, COLL, SIZE); // accrues before adding OI
        Vault.MarketState memory s1 = vault.getMarketState(BTC);
        assertEq(s1.fundingIndex, 1e14, "one hour at full long skew");
        assertGt(s1.borrowIndexLong, 0);
        assertEq(s1.borrowIndexShort, 0);
        assertEq(vault.getPosition(id2).entryFundingIndex, 1e14);
        assertEq(s1.lastAccrued, block.timestamp);
    }
}
