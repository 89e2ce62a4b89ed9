// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./Fixture.sol";
import {IVault} from "../src/interfaces/IVault.sol";

/// @notice Good-til-time orders and orders edited in place (Vault.editOrder): expiry refunds as
/// a market order's does, an edit keeps the order's id and triggers and settles the difference in
/// collateral and fee with the margin wallet, and neither gives the owner a last look.
contract OrderEditTest is Fixture {
    uint256 internal constant COLL = 1_000e30;
    uint256 internal constant SIZE = 10_000e30;

    function setUp() public override {
        super.setUp();
        _fund(alice, 100_000e6);
        _fund(bob, 100_000e6);
    }

    function _p5(uint256 a, uint256 b, uint256 c, uint256 d, uint256 e) internal pure returns (uint256[] memory p) {
        p = new uint256[](5);
        (p[0], p[1], p[2], p[3], p[4]) = (a, b, c, d, e);
    }

    /// @dev A long limit order 5% under the price, good until `expiresAt` (0: none).
    function _limit(address trader, uint256 expiresAt) internal returns (uint256 id) {
        id = _placeOrder(trader, ETH, true, LIMIT, _p5(ETH_PRICE * 95 / 100, 0, COLL, SIZE, expiresAt));
    }

    // ------------------------------------------------------------------ good-til-time

    function test_GoodTilTime_ExpiresAndRefundsAsAMarketOrder() public {
        uint256 expiry = block.timestamp + 1 hours;
        uint256 before = vault.marginBalance(alice);
        uint256 id = _limit(alice, expiry);
        assertEq(vault.orderExpiry(id), expiry);
        assertFalse(vault.executable(id), "waits for its price until it expires");
        _warpFresh(1 hours);
        assertFalse(vault.executable(id), "good through its last second");
        _warpFresh(1);
        assertTrue(vault.executable(id), "past it, the keeper's to cancel");
        uint256 keeperBefore = keeper.balance;
        vm.expectEmit(true, true, true, true, address(vault));
        emit IVault.OrderCanceled(id, "expired", ETH_PRICE);
        assertEq(_execNoPush(id), 1);
        assertEq(uint8(vault.getOrder(id).status), uint8(IVault.OrderStatus.CANCELED));
        assertEq(vault.marginBalance(alice), before, "collateral and opening fee back");
        assertEq(
            keeper.balance, keeperBefore + TRIGGER_FEE, "the keeper earns the execution fee, as for a market order"
        );
        _assertStableAccounting();
        _assertNativeAccounting();
    }

    function test_GoodTilTime_ExpiredOrderNeverFillsAndTheOwnerMayCancel() public {
        uint256 id = _limit(alice, block.timestamp + 10);
        _warpFresh(11);
        _setPrice(ETH, ETH_PRICE * 90 / 100); // would fill: expiry comes first
        assertEq(_execNoPush(id), 1);
        assertEq(uint8(vault.getOrder(id).status), uint8(IVault.OrderStatus.CANCELED), "cancelled, not filled");
        uint256 other = _limit(bob, block.timestamp + 10);
        _warpFresh(11);
        _setPrice(ETH, ETH_PRICE * 90 / 100); // in range: a live order could not be cancelled
        vm.prank(bob);
        vault.cancelPendingOrder(other);
        assertEq(uint8(vault.getOrder(other).status), uint8(IVault.OrderStatus.CANCELED));
    }

    function test_GoodTilTime_Bounds() public {
        vm.startPrank(alice);
        uint256 earliest = block.timestamp + 1;
        uint256 latest = block.timestamp + 365 days;
        uint256[2] memory bad = [block.timestamp, latest + 1];
        for (uint256 i = 0; i < bad.length; i++) {
            vm.expectRevert(abi.encodeWithSelector(IVault.InvalidExpiry.selector, bad[i], earliest, latest));
            vault.newPositionOrder{value: TRIGGER_FEE}(
                ETH, true, LIMIT, _p5(ETH_PRICE, 0, COLL, SIZE, bad[i]), address(0)
            );
        }
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidExpiry.selector, earliest, 0, 0));
        vault.newPositionOrder{value: MARKET_FEE}(
            ETH, true, MARKET, _p5(ETH_PRICE, 100, COLL, SIZE, earliest), address(0)
        );
        vault.newPositionOrder{value: TRIGGER_FEE}(ETH, true, LIMIT, _p5(ETH_PRICE, 0, COLL, SIZE, latest), address(0));
        assertEq(vault.orderExpiry(vault.lastPosId()), latest, "a year ahead is allowed");
        vault.newPositionOrder{value: MARKET_FEE}(ETH, true, MARKET, _p5(ETH_PRICE, 100, COLL, SIZE, 0), address(0));
        assertEq(vault.orderExpiry(vault.lastPosId()), 0, "five params with no expiry: as four");
        vm.stopPrank();
    }

    // ------------------------------------------------------------------ edits

    function test_Edit_PriceSizeAndExpiryInPlace() public {
        uint256 id = _limit(alice, 0);
        (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts) =
            _triggers(true, ETH_PRICE * 12 / 10, BPS);
        vm.prank(alice);
        vault.addTPSL{value: TRIGGER_FEE}(id, isTPs, prices, pcts);
        uint256 before = vault.marginBalance(alice);
        uint256 escrow = vault.totalEscrow();
        uint256 expiry = block.timestamp + 1 days;
        uint256[] memory params = _p5(ETH_PRICE * 97 / 100, 0, 2 * COLL, 2 * SIZE, expiry);
        uint256 fee = _fee(ETH, true, 2 * SIZE);
        vm.expectEmit(true, true, true, true, address(vault));
        emit IVault.OrderEdited(id, params, fee);
        vm.prank(alice);
        vault.editOrder(id, params);
        IVault.Order memory o = vault.getOrder(id);
        assertEq(o.limitPrice, ETH_PRICE * 97 / 100);
        assertEq(o.collateral, 2 * COLL);
        assertEq(o.size, 2 * SIZE);
        assertEq(o.fee, fee);
        assertEq(o.oracleRound, oracle.round(), "fills only at a price pushed after the edit");
        assertEq(vault.orderExpiry(id), expiry);
        assertEq(vault.lastPosId(), id, "the same order, no new one");
        (IVault.Trigger memory tp,) = vault.getTriggers(id);
        assertTrue(tp.active, "its take-profit stays");
        uint256 paid = COLL + fee - _fee(ETH, true, SIZE);
        assertEq(vault.marginBalance(alice), before - paid, "the margin wallet pays the difference");
        assertEq(vault.totalEscrow(), escrow + paid);
        // smaller again: the difference comes back
        vm.prank(alice);
        vault.editOrder(id, _p5(ETH_PRICE * 97 / 100, 0, COLL, SIZE, 0));
        assertEq(vault.marginBalance(alice), before, "back where it was");
        assertEq(vault.orderExpiry(id), 0, "expiry removed");
        _setPrice(ETH, ETH_PRICE * 96 / 100);
        assertEq(_execNoPush(id), 1);
        assertEq(vault.getPosition(id).size, SIZE, "filled as edited");
        _assertStableAccounting();
        _assertNativeAccounting();
    }

    /// The last look through an edit: the pushed price fills the order, the owner sees it and
    /// edits (to escape, or to fill more at a price known to be good). Refused, as a cancel is.
    function test_Edit_RefusedOnceThePushedPriceReachesTheOrder() public {
        uint256 id = _limit(alice, 0);
        uint256 inRange = ETH_PRICE * 94 / 100;
        _setPrice(ETH, inRange);
        vm.expectRevert(abi.encodeWithSelector(IVault.OrderExecutable.selector, id, inRange, oracle.round()));
        vm.prank(alice);
        vault.editOrder(id, _p5(ETH_PRICE * 90 / 100, 0, COLL, SIZE, 0));
        vm.expectRevert(abi.encodeWithSelector(IVault.OrderExecutable.selector, id, inRange, oracle.round()));
        vm.prank(alice);
        vault.editOrder(id, _p5(ETH_PRICE * 95 / 100, 0, COLL, 5 * SIZE, 0));
        assertEq(_execNoPush(id), 1);
        assertEq(vault.getPosition(id).size, SIZE, "the keeper filled the order as it was");
    }

    /// An order edited so that the price already on chain fills it does not fill at that price:
    /// only at a later push, which the owner does not know.
    function test_Edit_IntoRangeWaitsForTheNextPush() public {
        uint256 id = _limit(alice, 0);
        _setPrice(ETH, ETH_PRICE * 96 / 100); // not in range of 95%
        vm.prank(alice);
        vault.editOrder(id, _p5(ETH_PRICE * 97 / 100, 0, COLL, SIZE, 0));
        assertFalse(vault.executable(id), "the price on chain was pushed before the edit");
        assertEq(_execNoPush(id), 0);
        _pushAgain();
        assertEq(_execNoPush(id), 1);
    }

    function test_Edit_Refusals() public {
        uint256 id = _limit(alice, 0);
        uint256[] memory ok = _p5(ETH_PRICE * 95 / 100, 0, COLL, SIZE, 0);
        vm.expectRevert(abi.encodeWithSelector(IVault.NotPositionOwner.selector, id, bob, alice));
        vm.prank(bob);
        vault.editOrder(id, ok);
        vm.startPrank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidParamsLength.selector, 4));
        vault.editOrder(id, _params(ETH_PRICE * 95 / 100, 0, COLL, SIZE));
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidPrice.selector, "limitPrice"));
        vault.editOrder(id, _p5(0, 0, COLL, SIZE, 0));
        vm.expectRevert(abi.encodeWithSelector(IVault.LeverageTooLow.selector, COLL / 2, COLL));
        vault.editOrder(id, _p5(ETH_PRICE * 95 / 100, 0, COLL, COLL / 2, 0));
        vm.expectRevert(
            abi.encodeWithSelector(
                IVault.InvalidExpiry.selector, block.timestamp, block.timestamp + 1, block.timestamp + 365 days
            )
        );
        vault.editOrder(id, _p5(ETH_PRICE * 95 / 100, 0, COLL, SIZE, block.timestamp));
        vm.stopPrank();
        uint256 market = _placeMarket(alice, ETH, true, ETH_PRICE, 100, COLL, SIZE);
        vm.expectRevert(abi.encodeWithSelector(IVault.UnsupportedOrderType.selector, MARKET));
        vm.prank(alice);
        vault.editOrder(market, ok);
        _exec(market);
        vm.expectRevert(abi.encodeWithSelector(IVault.OrderNotPending.selector, market));
        vm.prank(alice);
        vault.editOrder(market, ok);
        uint256 gtt = _limit(alice, block.timestamp + 5);
        _warpFresh(6);
        vm.expectRevert(abi.encodeWithSelector(IVault.OrderExpired.selector, gtt, block.timestamp - 1));
        vm.prank(alice);
        vault.editOrder(gtt, ok);
    }

    function test_Edit_TriggeredStopKeepsItsStopPrice() public {
        uint256 stop = ETH_PRICE * 102 / 100;
        uint256 limit = ETH_PRICE * 103 / 100;
        uint256 id = _placeOrder(alice, ETH, true, STOP_LIMIT, _params(limit, stop, COLL, SIZE));
        _setPrice(ETH, ETH_PRICE * 104 / 100); // triggers the stop, beyond the limit
        assertEq(_execNoPush(id), 1);
        assertTrue(vault.getOrder(id).stopTriggered);
        _setPrice(ETH, ETH_PRICE * 105 / 100); // out of the limit's range: editable
        vm.expectRevert(abi.encodeWithSelector(IVault.StopAlreadyTriggered.selector, id, stop));
        vm.prank(alice);
        vault.editOrder(id, _p5(limit, stop + 1, COLL, SIZE, 0));
        vm.prank(alice);
        vault.editOrder(id, _p5(ETH_PRICE * 106 / 100, stop, COLL, SIZE, 0));
        assertEq(vault.getOrder(id).limitPrice, ETH_PRICE * 106 / 100);
    }
}
