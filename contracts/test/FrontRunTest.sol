// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./Fixture.sol";
import {IVault} from "../src/interfaces/IVault.sol";

/// @notice A trader who knows the next oracle push before the chain does (the market elsewhere
/// has already moved) tries to trade at the price still on chain. Each test is the attack as the
/// review ran it, through the public entry points, and asserts that the harm does not happen: the
/// Vault acts on an order, a close or a new trigger only at a price pushed after it, so what the
/// trader knew is worth nothing. Each failed on the code before the rule (the keeper then filled
/// or settled at the older price).
contract FrontRunTest is Fixture {
    uint256 internal constant MARGIN = 2_000e30;
    uint256 internal constant SIZE = 100_000e30; // 50x

    function setUp() public override {
        super.setUp();
        _fund(alice, 1_000_000e6);
        _fund(bob, 1_000_000e6);
    }

    /// @dev The keeper's run on `id` without any new push in between.
    function _keeperNow(uint256 id) internal returns (uint256) {
        return _execNoPush(id);
    }

    function _order(address trader, bool isLong, uint256 acceptable, uint256 slippage) internal returns (uint256 id) {
        vm.prank(trader);
        vault.newPositionOrder{value: MARKET_FEE}(
            BTC, isLong, MARKET, _params(acceptable, slippage, MARGIN, SIZE), address(0)
        );
        id = vault.lastPosId();
    }

    /// The review's open: BTC 60,000 pushed at t0; at t0 + 60 s the trader, who knows the next
    /// push says 61,200 (+2%), opens a 50x long. Before: filled at 60,000 and closed after the push
    /// for +1,840 USD, paid by the pool. Now the keeper does nothing until the push, fills at
    /// 61,200, and the round trip costs the trader its fees.
    function test_FrontRunOpen_LongFillsOnlyAtThePushAfterIt() public {
        vm.warp(block.timestamp + 60);
        uint256 startMargin = vault.marginBalance(alice);
        uint256 poolBefore = vault.poolAmount();
        uint256 id = _order(alice, true, BTC_PRICE, 3000); // 3% slippage: accepts 61,200
        assertFalse(vault.executable(id), "nothing due before the next push");
        assertEq(_keeperNow(id), 0, "the keeper cannot fill at the price pushed before the order");
        assertEq(uint8(vault.getOrder(id).status), uint8(IVault.OrderStatus.PENDING));

        _setPrice(BTC, 61_200e30);
        assertTrue(vault.executable(id));
        assertEq(_keeperNow(id), 1);
        assertEq(vault.getPosition(id).averagePrice, 61_200e30, "filled at the price pushed after the order");

        // and the close after the next push (the price stays): the trader paid the fees, gained nothing
        vm.prank(alice);
        vault.decreasePosition{value: MARKET_FEE}(type(uint256).max, 0, id);
        _setPrice(BTC, 61_200e30);
        assertEq(_keeperNow(id), 1);
        assertEq(vault.getPosition(id).size, 0);
        assertLt(vault.marginBalance(alice), startMargin, "no gain from knowing the next push");
        assertGe(vault.poolAmount(), poolBefore, "the pool paid nothing");
        _assertStableAccounting();
    }

    /// The short side of the same attack: the trader knows the next push is 2% lower.
    function test_FrontRunOpen_ShortFillsOnlyAtThePushAfterIt() public {
        uint256 startMargin = vault.marginBalance(alice);
        uint256 id = _order(alice, false, BTC_PRICE, 3000);
        assertEq(_keeperNow(id), 0);
        _setPrice(BTC, 58_800e30);
        assertEq(_keeperNow(id), 1);
        assertEq(vault.getPosition(id).averagePrice, 58_800e30);
        vm.prank(alice);
        vault.decreasePosition{value: MARKET_FEE}(type(uint256).max, 0, id);
        _setPrice(BTC, 58_800e30);
        _keeperNow(id);
        assertLt(vault.marginBalance(alice), startMargin);
    }

    /// The review's close: the trader learns of a coming drop that makes the position worthless
    /// and asks to close while the older, higher price is still on chain. Before: settled at the
    /// old price (19,196.5 USD returned in the review's forge run). Now the close waits for the
    /// push and settles at the lower price: the position's loss is the trader's, not the pool's.
    function test_FrontRunClose_SettlesAtThePushAfterTheRequest() public {
        uint256 id = _open(alice, BTC, true, MARGIN, SIZE);
        uint256 marginBefore = vault.marginBalance(alice);
        uint256 poolBefore = vault.poolAmount();
        vm.prank(alice);
        vault.decreasePosition{value: MARKET_FEE}(type(uint256).max, 0, id);
        assertFalse(vault.executable(id));
        assertEq(_keeperNow(id), 0, "the close does not run at the price pushed before it");
        assertEq(vault.getPosition(id).size, SIZE);

        _setPrice(BTC, 58_800e30); // -2% at 50x: all the collateral is lost
        vm.recordLogs();
        assertEq(_keeperNow(id), 1);
        assertEq(vault.getPosition(id).size, 0);
        assertEq(vault.marginBalance(alice), marginBefore, "nothing returned for a position worth nothing");
        assertGt(vault.poolAmount(), poolBefore, "the pool took the loss, it paid nothing");
        _assertStableAccounting();
    }

    /// A partial close is the same request: it waits for the push after it.
    function test_FrontRunPartialClose_Waits() public {
        uint256 id = _open(alice, BTC, false, MARGIN, SIZE);
        vm.prank(alice);
        vault.decreasePosition{value: MARKET_FEE}(SIZE / 2, 0, id);
        assertEq(_keeperNow(id), 0);
        _setPrice(BTC, 61_000e30);
        vm.recordLogs();
        assertEq(_keeperNow(id), 1);
        assertEq(vault.getPosition(id).size, SIZE / 2);
        assertFalse(vault.getDecrease(id).pending);
    }

    /// A take-profit set at a price the chain's price has already crossed would be a close at the
    /// older price by another door: the trader, knowing of a coming drop, sets a take-profit just
    /// above the entry while the on-chain price is higher. It fires only at a price pushed after it
    /// was set, and then only if that price still crosses it.
    function test_FrontRunTrigger_FiresOnlyAtAPushAfterIt() public {
        uint256 id = _open(alice, BTC, true, MARGIN, SIZE);
        _setPrice(BTC, 61_200e30);
        (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts) = _triggers(true, 60_001e30, BPS);
        vm.prank(alice);
        vault.addTPSL{value: TRIGGER_FEE}(id, isTPs, prices, pcts);
        assertFalse(vault.executable(id), "a new trigger does not fire at the price pushed before it");
        assertEq(_keeperNow(id), 0);
        _setPrice(BTC, 59_000e30); // the drop the trader knew of: the take-profit is not hit
        assertEq(_keeperNow(id), 0);
        assertEq(vault.getPosition(id).size, SIZE, "still open: no exit at the older price");
        _setPrice(BTC, 60_500e30); // a later push that crosses it fires it
        assertEq(_keeperNow(id), 1);
        assertEq(vault.getPosition(id).size, 0);
    }

    /// A trigger set before a push fires at that push, as before: honest take-profits are untouched.
    function test_TriggerSetEarlierFiresAtTheCurrentPrice() public {
        uint256 id = _open(alice, BTC, true, MARGIN, SIZE);
        (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts) = _triggers(true, 61_000e30, BPS);
        vm.prank(alice);
        vault.addTPSL{value: TRIGGER_FEE}(id, isTPs, prices, pcts);
        _setPrice(BTC, 61_500e30);
        assertEq(_keeperNow(id), 1);
        assertEq(vault.getPosition(id).size, 0);
    }

    /// A price pushed in the same block as the order, but before it, is not after it: the rule is
    /// by oracle round, not by timestamp, so it holds within a block.
    function test_PushEarlierInTheSameBlockDoesNotCount() public {
        _setPrice(BTC, 60_000e30);
        uint256 id = _order(alice, true, BTC_PRICE, 3000);
        assertEq(_keeperNow(id), 0);
        _setPrice(BTC, 60_100e30); // same timestamp, later round
        assertEq(_keeperNow(id), 1);
        assertEq(vault.getPosition(id).averagePrice, 60_100e30);
    }

    /// The order's own slippage bound is checked against the price after it: a trader cannot
    /// have it cancelled (and refunded) at an older price either.
    function test_CancelOnlyAtThePushAfterIt() public {
        uint256 id = _order(alice, true, BTC_PRICE, 100); // 0.1%
        _setPrice(BTC, 62_000e30);
        vm.recordLogs();
        assertEq(_keeperNow(id), 1);
        assertEq(uint8(vault.getOrder(id).status), uint8(IVault.OrderStatus.CANCELED));
    }

    /// A market order whose fresh price never comes expires after the market order lifetime and is
    /// refunded, even while the price is stale: its refund is never stuck.
    function test_OrderWithoutFreshPriceExpiresAndRefunds() public {
        uint256 marginBefore = vault.marginBalance(alice);
        uint256 id = _order(alice, true, BTC_PRICE, 3000);
        vm.warp(block.timestamp + MAX_AGE + 1); // stale price, and past the 5 minute lifetime
        assertTrue(vault.executable(id), "an expired order is due");
        vm.expectEmit(true, false, false, true, address(vault));
        emit IVault.OrderCanceled(id, "expired", 0);
        assertEq(_keeperNow(id), 1);
        assertEq(vault.marginBalance(alice), marginBefore, "collateral and opening fee refunded");
        assertEq(keeper.balance, MARKET_FEE, "the keeper earned the execution fee");
        _assertStableAccounting();
        _assertNativeAccounting();
    }

    /// A close whose fresh price never comes expires too: the position stays as it is and a new
    /// close can be asked for.
    function test_DecreaseWithoutFreshPriceExpires() public {
        uint256 id = _open(alice, BTC, true, MARGIN, SIZE);
        vm.prank(alice);
        vault.decreasePosition{value: MARKET_FEE}(type(uint256).max, 0, id);
        vm.warp(block.timestamp + MAX_AGE + 1);
        assertTrue(vault.executable(id));
        vm.expectEmit(true, false, false, true, address(vault));
        emit IVault.DecreaseCanceled(id, 0, 0, "expired");
        assertEq(_keeperNow(id), 1);
        assertFalse(vault.getDecrease(id).pending);
        assertEq(vault.getPosition(id).size, SIZE, "the position stays");
        _warpFresh(1);
        vm.prank(alice);
        vault.decreasePosition{value: MARKET_FEE}(type(uint256).max, 0, id);
        _warpFresh(1);
        assertEq(_keeperNow(id), 1);
        assertEq(vault.getPosition(id).size, 0);
        _assertNativeAccounting();
    }

    /// The oracle's round count and each price's round.
    function test_OracleRounds() public {
        uint256 r = oracle.round();
        _setPrice(ETH, 3_100e30);
        assertEq(oracle.round(), r + 1);
        assertEq(oracle.priceRound(ETH), r + 1);
        assertLt(oracle.priceRound(BTC), r + 1);
        assertEq(oracle.priceRound(MISSING), 0);
    }

    /// Fuzz: whatever the next push is, a trader who ordered before it ends with the position
    /// opened exactly at it, never at the price on chain when they ordered.
    function testFuzz_FillPriceIsThePushAfterTheOrder(bool isLong, uint256 moveBps) public {
        moveBps = bound(moveBps, 0, 3_000); // up to 3% (1e5 = 100%), the order's slippage
        uint256 next = isLong ? BTC_PRICE * (BPS + moveBps) / BPS : BTC_PRICE * (BPS - moveBps) / BPS;
        uint256 id = _order(bob, isLong, BTC_PRICE, 3000);
        assertEq(_keeperNow(id), 0);
        _setPrice(BTC, next);
        assertEq(_keeperNow(id), 1);
        assertEq(vault.getPosition(id).averagePrice, next);
    }
}
