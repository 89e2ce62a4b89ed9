// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./Fixture.sol";
import {IVault} from "../src/interfaces/IVault.sol";

/// @notice No last look. The push of a price and the keeper's fill at it are two transactions;
/// between them the owner of an order knows the fill price and sees where the market went since.
/// Each test is the attack as a trader who watches the chain tries it through the public entry
/// points: cancel an order the keeper may already fill when the market moved against it, or
/// re-set a take-profit / stop-loss that is due at the published price so that it waits for the
/// next push. Before the rule each succeeded (a free option on the pool); now each is refused and
/// the keeper acts at the published price.
contract LastLookTest is Fixture {
    uint256 internal constant MARGIN = 2_000e30;
    uint256 internal constant SIZE = 100_000e30; // 50x

    function setUp() public override {
        super.setUp();
        _fund(alice, 1_000_000e6);
    }

    /// @dev A market order at the current price with 3% slippage, no push after it.
    function _market(bool isLong) internal returns (uint256 id) {
        vm.prank(alice);
        vault.newPositionOrder{value: MARKET_FEE}(
            ETH, isLong, MARKET, _params(ETH_PRICE, 3000, MARGIN, SIZE), address(0)
        );
        id = vault.lastPosId();
    }

    /// @dev A limit order 1% away from the current price (long below, short above), no push.
    function _limit(bool isLong) internal returns (uint256 id) {
        uint256 limit = isLong ? ETH_PRICE * 99 / 100 : ETH_PRICE * 101 / 100;
        vm.prank(alice);
        vault.newPositionOrder{value: TRIGGER_FEE}(ETH, isLong, LIMIT, _params(limit, 0, MARGIN, SIZE), address(0));
        id = vault.lastPosId();
    }

    function _cancel(uint256 id) internal {
        vm.prank(alice);
        vault.cancelPendingOrder(id);
    }

    function _expectExecutable(uint256 id, uint256 price) internal {
        vm.expectRevert(abi.encodeWithSelector(IVault.OrderExecutable.selector, id, price, oracle.round()));
        _cancel(id);
    }

    /// The review's attack: ETH 50x, 100,000 USD. After the push the owner knows the fill price
    /// (3,000) and that the market is already at 2,970 (long) or 3,030 (short): cancel, and lose
    /// nothing but gas. Now the cancel is refused and the keeper fills at the published price.
    function _marketAfterPush(bool isLong) internal {
        uint256 id = _market(isLong);
        _setPrice(ETH, ETH_PRICE); // the next round: the fill price is public
        assertTrue(vault.executable(id));
        uint256 marginBefore = vault.marginBalance(alice);
        _expectExecutable(id, ETH_PRICE);
        assertEq(vault.marginBalance(alice), marginBefore, "nothing refunded");
        assertEq(_execNoPush(id), 1);
        assertEq(vault.getPosition(id).averagePrice, ETH_PRICE, "filled at the published price");
        // the market moved against the trader before the keeper acted: the trader bears it
        _setPrice(ETH, isLong ? ETH_PRICE * 99 / 100 : ETH_PRICE * 101 / 100);
        vm.prank(alice);
        vault.decreasePosition{value: MARKET_FEE}(type(uint256).max, 0, id);
        _exec(id);
        // an escape would have left marginBefore + MARGIN + the opening fee; the 1% move against
        // the 100,000 USD position costs 1,000 USD, borne by the trader, not the pool
        assertLt(vault.marginBalance(alice), marginBefore + MARGIN - 900e30, "the adverse move was the trader's");
        _assertStableAccounting();
    }

    function test_MarketLong_CancelAfterThePushIsRefused() public {
        _marketAfterPush(true);
    }

    function test_MarketShort_CancelAfterThePushIsRefused() public {
        _marketAfterPush(false);
    }

    /// A limit order that the new price crosses: refused; once the price moves back out of the
    /// order's range (the keeper did not act), the owner may cancel again.
    function _limitAfterPush(bool isLong) internal {
        uint256 id = _limit(isLong);
        uint256 inRange = isLong ? ETH_PRICE * 98 / 100 : ETH_PRICE * 102 / 100;
        _setPrice(ETH, inRange);
        assertTrue(vault.executable(id));
        _expectExecutable(id, inRange);
        _setPrice(ETH, ETH_PRICE); // back out of range before any keeper round
        assertFalse(vault.executable(id));
        uint256 before = vault.marginBalance(alice);
        _cancel(id);
        assertEq(uint8(vault.getOrder(id).status), uint8(IVault.OrderStatus.CANCELED));
        assertGt(vault.marginBalance(alice), before, "collateral and fee back");
    }

    function test_LimitLong_CancelWhileFillableIsRefused() public {
        _limitAfterPush(true);
    }

    function test_LimitShort_CancelWhileFillableIsRefused() public {
        _limitAfterPush(false);
    }

    /// A limit order the keeper fills at the published price after the refused cancel.
    function test_Limit_KeeperFillsAfterTheRefusedCancel() public {
        uint256 id = _limit(true);
        _setPrice(ETH, ETH_PRICE * 98 / 100);
        _expectExecutable(id, ETH_PRICE * 98 / 100);
        assertEq(_execNoPush(id), 1);
        assertEq(vault.getPosition(id).averagePrice, ETH_PRICE * 98 / 100);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.OrderNotPending.selector, id));
        vault.cancelPendingOrder(id);
    }

    /// Before any push after the order, and while the price stays out of a limit order's range,
    /// the owner cancels as before: nothing is public yet that the keeper would act on.
    function test_CancelBeforeThePushOrOutOfRangeStillWorks() public {
        uint256 m = _market(true);
        uint256 l = _limit(true);
        assertFalse(vault.executable(m));
        _cancel(m);
        _setPrice(ETH, ETH_PRICE); // pushed, but 1% above the long's limit
        assertFalse(vault.executable(l));
        _cancel(l);
        assertEq(uint8(vault.getOrder(m).status), uint8(IVault.OrderStatus.CANCELED));
        assertEq(uint8(vault.getOrder(l).status), uint8(IVault.OrderStatus.CANCELED));
    }

    /// @dev The gas `cancelPendingOrder(id)` uses from alice on the current state, which it leaves
    /// as it was.
    function _cancelGas(uint256 id) internal returns (uint256 used) {
        uint256 snap = vm.snapshotState();
        // as in a transaction of its own: nothing the test touched before is warm
        vm.cool(address(vault));
        vm.cool(address(oracle));
        vm.cool(address(settings));
        vm.cool(alice);
        vm.prank(alice);
        uint256 left = gasleft();
        vault.cancelPendingOrder(id);
        used = left - gasleft();
        vm.revertToState(snap);
    }

    /// A cancel is prepared (and its gas limit set) before a push and may land after it. The check
    /// that refuses an executable order must then not need more gas than it did: it reads the same
    /// storage whatever the price. Measured for a limit long and a stop-limit short, each on the
    /// state it was made on, after a push that does not reach it, and with the price stale.
    function test_CancelGasDoesNotDependOnThePush() public {
        uint256 l = _limit(true);
        vm.prank(alice);
        vault.newPositionOrder{value: TRIGGER_FEE}(
            ETH, false, STOP_LIMIT, _params(ETH_PRICE * 97 / 100, ETH_PRICE * 98 / 100, MARGIN, SIZE), address(0)
        );
        uint256 sl = vault.lastPosId();
        uint256[2] memory ids = [l, sl];
        uint256[2] memory asMade;
        for (uint256 i; i < 2; i++) {
            asMade[i] = _cancelGas(ids[i]);
        }
        _setPrice(ETH, ETH_PRICE * 1005 / 1000); // a fresh round that reaches neither
        assertFalse(vault.executable(l));
        assertFalse(vault.executable(sl));
        for (uint256 i; i < 2; i++) {
            // a few gas for the comparisons the fresh round evaluates, none for storage or calls
            // (a cold slot is 2,100, a cold call 2,600; the API's gas margin is 10%, ~14,000 here)
            assertLe(_cancelGas(ids[i]), asMade[i] + 50, "the same gas after a push that does not reach the order");
        }
        vm.warp(block.timestamp + oracle.maxAge() + 1); // the feed stopped
        for (uint256 i; i < 2; i++) {
            assertLe(_cancelGas(ids[i]), asMade[i], "no more gas with a stale price");
        }
    }

    /// An order in a market since disabled: the owner may cancel it while the price is out of
    /// its range; at a price in its range it is the keeper's, which cancels it (no price fills
    /// it) and refunds its collateral and fee, as the owner's cancel would have.
    function test_OrderInADisabledMarket() public {
        uint256 id = _limit(true);
        uint256 other = _limit(true);
        vm.prank(deployer);
        settings.setMarket(ETH, _marketConfig("ETH/USD", false, 100, 120, 2_000_000e30, 2_000_000e30, 2e14, 1e14, 100));
        _setPrice(ETH, ETH_PRICE); // out of both orders' range
        _cancel(other);
        uint256 inRange = ETH_PRICE * 98 / 100;
        _setPrice(ETH, inRange);
        assertTrue(vault.executable(id), "the keeper cancels it");
        _expectExecutable(id, inRange);
        uint256 before = vault.marginBalance(alice);
        assertEq(_execNoPush(id), 1);
        assertEq(uint8(vault.getOrder(id).status), uint8(IVault.OrderStatus.CANCELED));
        assertGt(vault.marginBalance(alice), before, "collateral and fee back");
        assertEq(vault.getPosition(id).size, 0, "nothing filled");
    }

    /// The way out of a market order the keeper never fills: once it has expired, its owner may
    /// cancel it (and so may the keeper) whatever the price.
    function test_ExpiredMarketOrderCanBeCancelled() public {
        uint256 id = _market(true);
        _setPrice(ETH, ETH_PRICE);
        _expectExecutable(id, ETH_PRICE);
        vm.warp(block.timestamp + settings.marketOrderTtl() + 1);
        _setPrice(ETH, ETH_PRICE); // fresh, and the order is fillable but expired
        uint256 before = alice.balance;
        _cancel(id);
        assertEq(alice.balance, before + MARKET_FEE, "the whole execution fee back");
    }

    /// A market order the keeper would cancel (the price beyond its slippage) is the keeper's to
    /// cancel: the owner cannot take the execution fee back first.
    function test_CancelRefusedWhenTheKeeperWouldCancel() public {
        uint256 id = _market(true);
        uint256 far = ETH_PRICE * 110 / 100; // beyond 3% slippage
        _setPrice(ETH, far);
        _expectExecutable(id, far);
        assertEq(_execNoPush(id), 1);
        assertEq(uint8(vault.getOrder(id).status), uint8(IVault.OrderStatus.CANCELED));
    }

    /// The trigger dodge: a take-profit (or stop-loss) due at the published price is re-set by
    /// the owner, which stamped it with the current round so that it waited for the next push.
    /// Now the re-set is refused and the keeper fires it at the published price.
    function _triggerDue(bool isLong, bool isTP) internal {
        vm.prank(alice);
        vault.newPositionOrder{value: MARKET_FEE}(
            ETH, isLong, MARKET, _params(ETH_PRICE, 1000, MARGIN, SIZE), address(0)
        );
        uint256 id = vault.lastPosId();
        _exec(id);
        bool above = isTP == isLong;
        uint256 at = above ? ETH_PRICE * 101 / 100 : ETH_PRICE * 99 / 100;
        (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts) = _triggers(isTP, at, BPS);
        vm.prank(alice);
        vault.addTPSL{value: TRIGGER_FEE}(id, isTPs, prices, pcts);
        _setPrice(ETH, at); // due at the published price
        assertTrue(vault.executable(id));
        prices[0] = above ? ETH_PRICE * 105 / 100 : ETH_PRICE * 95 / 100; // try to move it away
        vm.expectRevert(abi.encodeWithSelector(IVault.TriggerDue.selector, id, isTP, at, oracle.round()));
        vm.prank(alice);
        vault.addTPSL{value: TRIGGER_FEE}(id, isTPs, prices, pcts);
        // the other trigger can still be set: only the due one is held
        (bool[] memory other, uint256[] memory otherPrices, uint256[] memory otherPcts) =
            _triggers(!isTP, above ? ETH_PRICE * 90 / 100 : ETH_PRICE * 110 / 100, BPS);
        vm.prank(alice);
        vault.addTPSL{value: TRIGGER_FEE}(id, other, otherPrices, otherPcts);
        assertEq(_execNoPush(id), 1);
        assertEq(vault.getPosition(id).size, 0, "fired at the published price");
        _assertStableAccounting();
    }

    function test_LongTakeProfitDueCannotBeDodged() public {
        _triggerDue(true, true);
    }

    function test_LongStopLossDueCannotBeDodged() public {
        _triggerDue(true, false);
    }

    function test_ShortTakeProfitDueCannotBeDodged() public {
        _triggerDue(false, true);
    }

    function test_ShortStopLossDueCannotBeDodged() public {
        _triggerDue(false, false);
    }

    /// Once the price has moved back (the trigger is not due any more), the owner may replace it.
    function test_TriggerCanBeReplacedOnceThePriceMovedBack() public {
        vm.prank(alice);
        vault.newPositionOrder{value: MARKET_FEE}(ETH, true, MARKET, _params(ETH_PRICE, 1000, MARGIN, SIZE), address(0));
        uint256 id = vault.lastPosId();
        _exec(id);
        (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts) =
            _triggers(true, ETH_PRICE * 101 / 100, BPS);
        vm.prank(alice);
        vault.addTPSL{value: TRIGGER_FEE}(id, isTPs, prices, pcts);
        _setPrice(ETH, ETH_PRICE * 101 / 100);
        prices[0] = ETH_PRICE * 105 / 100;
        vm.expectRevert(
            abi.encodeWithSelector(IVault.TriggerDue.selector, id, true, ETH_PRICE * 101 / 100, oracle.round())
        );
        vm.prank(alice);
        vault.addTPSL{value: TRIGGER_FEE}(id, isTPs, prices, pcts);
        _setPrice(ETH, ETH_PRICE);
        vm.prank(alice);
        vault.addTPSL{value: TRIGGER_FEE}(id, isTPs, prices, pcts);
        (IVault.Trigger memory tp,) = vault.getTriggers(id);
        assertEq(tp.price, ETH_PRICE * 105 / 100);
    }
}
