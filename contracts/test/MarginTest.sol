// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./Fixture.sol";
import {IVault} from "../src/interfaces/IVault.sol";
import {IOracle} from "../src/interfaces/IOracle.sol";
import {Reader} from "../src/Reader.sol";

/// @notice The margin of an open position: `addCollateral` moves margin into it (its fee debt
/// paid first), `removeCollateral` takes collateral back, refused below the market's minimum
/// collateral, beyond its maximum leverage, or when the position would be liquidatable at the
/// fresh price. The invariant behind both: moving margin in and out never pays a trader more
/// than closing without moving it pays, and the pool is never poorer for it.
contract MarginTest is Fixture {
    uint256 internal constant COLL = 10_000e30;
    uint256 internal constant SIZE = 100_000e30; // 10x; BTC allows 50x
    uint256 internal constant TOL = 1e24; // 1e-6 USD

    function setUp() public override {
        super.setUp();
        _fund(alice, 1_000_000e6);
        _fund(bob, 1_000_000e6);
        _fund(carol, 1_000_000e6);
    }

    function _add(address who, uint256 posId, uint256 amount) internal {
        vm.prank(who);
        vault.addCollateral(posId, amount);
    }

    function _removeCall(uint256 posId, uint256 amount) internal {
        vm.prank(alice);
        vault.removeCollateral(posId, amount);
    }

    /// @notice The VaultKeeper, which now also holds the margin entry points, stays within
    /// EIP-170's 24,576 bytes, as the Vault does.
    function test_VaultKeeperFitsTheCodeSizeLimit() public view {
        assertLe(vault.keeperLogic().code.length, 24_576, "VaultKeeper runtime code size (EIP-170)");
        assertLe(address(vault).code.length, 24_576, "Vault runtime code size (EIP-170)");
    }

    /// @dev Gas of alice's call `data` to the Vault, with every contract's storage cold, as in a
    /// transaction of its own.
    function _coldGasOf(bytes memory data) internal returns (uint256 used) {
        vm.cool(address(vault));
        vm.cool(vault.keeperLogic());
        vm.cool(address(settings));
        vm.cool(address(oracle));
        vm.cool(address(referrals));
        vm.prank(alice);
        uint256 g = gasleft();
        (bool ok,) = address(vault).call(data);
        used = g - gasleft();
        assertTrue(ok, "the margin change passes");
    }

    /// @notice What the service's gas headroom covers. A margin change settles its market's
    /// funding and borrow indices (`_accrue`) unless the market was settled earlier in the same
    /// second, so its gas depends on whether another change of the market comes first in the
    /// block it lands in, which no simulation can know (nor when the sender will sign). The worst
    /// case is a market's first settlement after its first fill (indices 0 to nonzero, the
    /// position's entry indices too): the difference must stay within the 150,000 gas the
    /// service adds to the limit of every margin change (trade.MarginSettlementGas).
    function test_SettlementGasWithinTheServicesHeadroom() public {
        uint256 headroom = 150_000;
        uint256 sol = _open(alice, SOL, true, 1_000e30, 10_000e30); // the market's first position
        uint256 eth = _open(alice, ETH, false, 1_000e30, 10_000e30);
        uint256 addSame = _coldGasOf(abi.encodeCall(vault.addCollateral, (sol, 1e30)));
        uint256 removeSame = _coldGasOf(abi.encodeCall(vault.removeCollateral, (eth, 1e30)));
        vm.warp(block.timestamp + 1);
        _pushAgain();
        uint256 addLater = _coldGasOf(abi.encodeCall(vault.addCollateral, (sol, 1e30)));
        uint256 removeLater = _coldGasOf(abi.encodeCall(vault.removeCollateral, (eth, 1e30)));
        emit log_named_uint("addCollateral, market settled earlier in the second", addSame);
        emit log_named_uint("addCollateral, first settlement of the market", addLater);
        emit log_named_uint("removeCollateral, market settled earlier in the second", removeSame);
        emit log_named_uint("removeCollateral, first settlement of the market", removeLater);
        assertLe(addLater - addSame, headroom, "addCollateral's settlement within the headroom");
        assertLe(removeLater - removeSame, headroom, "removeCollateral's settlement within the headroom");
    }

    event log_named_uint(string key, uint256 val);

    /// @notice Adding margin an hour after the fill: the accrued fees are settled from the
    /// collateral first, then the whole amount becomes collateral; the margin wallet pays exactly
    /// the amount; the leverage and the liquidation price fall; every unit stays accounted for.
    function test_AddCollateralLowersLeverageAndLiquidationPrice() public {
        uint256 id = _open(alice, BTC, true, COLL, SIZE);
        _warpFresh(1 hours);
        Reader.PositionFigures memory before = reader.getPositionFigures(id);
        uint256 margin = vault.marginBalance(alice);
        uint256 fees = before.borrowFee + uint256(before.fundingFee > 0 ? before.fundingFee : int256(0));
        assertGt(fees, 0, "fees accrued in the hour");

        vm.expectEmit(true, true, true, true, address(vault));
        emit IVault.CollateralChanged(id, alice, true, 5_000e30, 0, COLL - fees + 5_000e30);
        _add(alice, id, 5_000e30);

        Reader.PositionFigures memory later = reader.getPositionFigures(id);
        assertEq(vault.marginBalance(alice), margin - 5_000e30, "the margin wallet paid the amount");
        assertEq(later.collateral, COLL - fees + 5_000e30, "fees settled, then the amount added");
        assertEq(later.borrowFee, 0, "the accrued fees were settled");
        assertEq(later.leverage, SIZE * BPS / later.collateral, "leverage");
        assertLt(later.leverage, before.leverage, "leverage fell");
        assertLt(later.liquidationPrice, before.liquidationPrice, "a long's liquidation price fell");
        _assertStableAccounting();
    }

    /// @notice A position whose fees outgrew its collateral owes a fee debt; margin added pays the
    /// debt first (to the pool), and only the rest becomes collateral.
    function test_AddCollateralPaysTheFeeDebtFirst() public {
        uint256 id = _open(alice, BTC, true, 2_000e30, SIZE); // 50x
        _open(bob, BTC, true, 2_000e30, SIZE); // longs pay funding
        _warpFresh(20 days);
        _setPrice(BTC, BTC_PRICE * 115 / 100); // in profit: not liquidatable, the fees above the collateral
        IVault.Figures memory f = vault.positionFigures(id, BTC_PRICE * 115 / 100);
        uint256 owed = f.borrowFee + uint256(f.fundingFee) - 2_000e30; // what the collateral cannot pay
        uint256 pool = vault.poolAmount();

        _add(alice, id, owed + 3_000e30);

        assertEq(vault.feeDebt(id), 0, "the debt is paid");
        assertEq(vault.getPosition(id).collateral, 3_000e30, "the rest is collateral");
        assertEq(vault.poolAmount(), pool + f.borrowFee + uint256(f.fundingFee), "the pool got every fee, the debt too");
        _assertStableAccounting();

        // an amount below the debt pays part of it and adds nothing
        uint256 id2 = _open(carol, BTC, true, 2_000e30, SIZE);
        _warpFresh(20 days);
        f = vault.positionFigures(id2, oracle.getPrice(BTC));
        uint256 owed2 = f.borrowFee + uint256(f.fundingFee) - 2_000e30;
        vm.prank(carol);
        vault.addCollateral(id2, owed2 / 2);
        assertEq(vault.feeDebt(id2), owed2 - owed2 / 2, "half the debt is left");
        assertEq(vault.getPosition(id2).collateral, 0, "nothing added while the debt lasts");
        _assertStableAccounting();
    }

    /// @notice What adding refuses: a position that is not the caller's, a pending order, 0, more
    /// than the margin wallet holds, an amount beyond MAX_USD, and collateral above the size.
    function test_AddCollateralBounds() public {
        uint256 id = _open(alice, BTC, true, COLL, SIZE);
        vm.expectRevert(abi.encodeWithSelector(IVault.NotPositionOwner.selector, id, bob, alice));
        _add(bob, id, 1e30);
        vm.expectRevert(IVault.ZeroAmount.selector);
        _add(alice, id, 0);
        uint256 max = vault.MAX_USD();
        vm.expectRevert(abi.encodeWithSelector(IVault.AmountOutOfRange.selector, "amount", max + 1, max));
        _add(alice, id, max + 1);
        uint256 held = vault.marginBalance(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.InsufficientMarginBalance.selector, alice, held + 1, held));
        _add(alice, id, held + 1);
        vm.expectRevert(abi.encodeWithSelector(IVault.LeverageTooLow.selector, SIZE, SIZE + 1));
        _add(alice, id, SIZE - COLL + 1);
        _add(alice, id, SIZE - COLL); // exactly 1x is allowed

        uint256 pending = _placeMarket(bob, BTC, true, BTC_PRICE, 1000, COLL, SIZE);
        vm.expectRevert(abi.encodeWithSelector(IVault.PositionNotFound.selector, pending));
        _add(bob, pending, 1e30);
        uint256 unknown = vault.lastPosId() + 1;
        vm.expectRevert(abi.encodeWithSelector(IVault.PositionNotFound.selector, unknown));
        _add(bob, unknown, 1e30);
        _assertStableAccounting();
    }

    /// @notice Removal down to exactly the maximum leverage passes; a unit more is refused with
    /// the leverage it would have; below the minimum collateral, more than the collateral, on a
    /// stale price and when the position would be liquidatable at the fresh price, it is refused
    /// with the bound in the revert.
    function test_RemoveCollateralBounds() public {
        uint256 id = _open(alice, BTC, true, COLL, SIZE);
        uint256 maxLeverage = settings.market(BTC).maxLeverage; // 50x
        // the least collateral at 50x: the Vault's leverage is size * 1e5 / collateral rounded
        // down, so a collateral a hair under 2,000 USD still counts as 50x
        uint256 floor = SIZE * BPS / (maxLeverage + 1) + 1;
        assertEq(floor, reader.getMarginBounds(id).leastCollateral, "the Reader's bound");
        vm.expectRevert(abi.encodeWithSelector(IVault.NotPositionOwner.selector, id, bob, alice));
        vm.prank(bob);
        vault.removeCollateral(id, 1e30);
        vm.expectRevert(IVault.ZeroAmount.selector);
        _removeCall(id, 0);
        vm.expectRevert(abi.encodeWithSelector(IVault.AmountOutOfRange.selector, "amount", COLL + 1, COLL));
        _removeCall(id, COLL + 1);
        vm.expectRevert(abi.encodeWithSelector(IVault.CollateralBelowMinimum.selector, 0, 10e30));
        _removeCall(id, COLL);
        uint256 over = SIZE * BPS / (floor - 1);
        vm.expectRevert(abi.encodeWithSelector(IVault.LeverageTooHigh.selector, over, maxLeverage));
        _removeCall(id, COLL - floor + 1);

        uint256 margin = vault.marginBalance(alice);
        vm.expectEmit(true, true, true, true, address(vault));
        emit IVault.CollateralChanged(id, alice, false, COLL - floor, 0, floor);
        _removeCall(id, COLL - floor);
        assertEq(vault.marginBalance(alice), margin + COLL - floor, "the margin wallet got the amount");
        assertEq(reader.getPositionFigures(id).leverage, maxLeverage, "exactly the maximum leverage");
        assertFalse(reader.getPositionFigures(id).liquidatable, "healthy at the fill price");
        _assertStableAccounting();

        // the price falls 1.5%: 50x is within the leverage bound, but the loss leaves less than
        // the maintenance margin: a removal that would leave it liquidatable is refused
        uint256 id2 = _open(carol, BTC, true, COLL, SIZE);
        uint256 down = BTC_PRICE * 985 / 1000;
        _setPrice(BTC, down);
        IVault.Figures memory f = vault.positionFigures(id2, down);
        int256 after_ = f.netValue - int256(COLL - floor);
        assertLt(after_, int256(f.maintenanceMargin), "liquidatable if it kept only about 2,000 USD");
        vm.expectRevert(abi.encodeWithSelector(IVault.WouldBeLiquidatable.selector, id2, after_, f.maintenanceMargin));
        vm.prank(carol);
        vault.removeCollateral(id2, COLL - floor);

        // a stale price: the oracle's own revert
        vm.warp(block.timestamp + MAX_AGE + 1);
        (, uint256 updatedAt) = oracle.latestPrice(BTC);
        vm.expectRevert(abi.encodeWithSelector(IOracle.StalePrice.selector, BTC, updatedAt, MAX_AGE));
        vm.prank(carol);
        vault.removeCollateral(id2, 1e30);
        // adding needs no price
        vm.prank(carol);
        vault.addCollateral(id2, 1e30);
        _assertStableAccounting();
    }

    /// @notice Unrealised profit never leaves through a removal: a position 50% in profit can give
    /// back no more than its collateral down to the leverage bound, which counts the collateral
    /// alone.
    function test_Attack_ProfitCannotBeRemoved() public {
        uint256 id = _open(alice, BTC, true, COLL, SIZE);
        uint256 up = BTC_PRICE * 150 / 100;
        _setPrice(BTC, up);
        assertGt(vault.positionFigures(id, up).pnl, int256(COLL), "the profit is above the collateral");
        vm.expectRevert(abi.encodeWithSelector(IVault.AmountOutOfRange.selector, "amount", COLL + 1, COLL));
        _removeCall(id, COLL + 1);
        uint256 floor = reader.getMarginBounds(id).leastCollateral;
        vm.expectRevert();
        _removeCall(id, COLL - floor + 1);
        _removeCall(id, COLL - floor);
        _assertStableAccounting();
    }

    /// @notice Twins: two identical positions, one closed as it is, the other after margin was
    /// added and removed (any amounts, any hold time and price move within 10%; the moves the
    /// Vault refuses are skipped) one second before the close. Closed in one block, the mover is
    /// paid no more, in total, than the twin (its margin wallet's change counted whole): moving
    /// margin never draws on the pool.
    function testFuzz_MovingMarginPaysNothingExtra(
        uint256 addAmount,
        uint256 removeAmount,
        uint256 hold,
        uint256 move,
        bool isLong,
        bool removeFirst
    ) public {
        (uint256 a, uint256 b) = _openTwins(isLong);
        uint256 t = block.timestamp + bound(hold, 2, 30 days);
        uint256 newPrice = BTC_PRICE * bound(move, 90_000, 110_000) / BPS;
        vm.warp(t - 1);
        _setPrice(BTC, newPrice);

        uint256 marginA = vault.marginBalance(alice);
        _moveMargin(a, bound(addAmount, 1, 50_000e30), bound(removeAmount, 1, COLL + 50_000e30), removeFirst);
        uint256 marginB = vault.marginBalance(carol);
        _requestDecrease(alice, a, type(uint256).max, 0);
        _requestDecrease(carol, b, type(uint256).max, 0);
        vm.warp(t);
        _setPrice(BTC, newPrice);
        _execAll(_u(a, b));
        assertEq(vault.getPosition(a).size, 0, "closed");
        assertEq(vault.getPosition(b).size, 0, "closed");
        int256 gotA = int256(vault.marginBalance(alice)) - int256(marginA);
        int256 gotB = int256(vault.marginBalance(carol)) - int256(marginB);
        assertTrue(gotA <= gotB + int256(TOL), "moving margin pays no more than not moving it");
        // the stable accounting holds, so what the mover was not paid stayed in the Vault: the
        // pool (or the fee reserve) is no poorer for the moves
        _assertStableAccounting();
    }

    /// @dev Two identical positions at BTC_PRICE, alice's and carol's, filled by the keeper.
    function _openTwins(bool isLong) internal returns (uint256 a, uint256 b) {
        a = _placeMarket(alice, BTC, isLong, BTC_PRICE, 1000, COLL, SIZE);
        b = _placeMarket(carol, BTC, isLong, BTC_PRICE, 1000, COLL, SIZE);
        vm.warp(block.timestamp + 1);
        _setPrice(BTC, BTC_PRICE);
        _execAll(_u(a, b));
    }

    /// @dev Alice adds and removes margin on `posId` in either order; a move the Vault refuses
    /// is skipped.
    function _moveMargin(uint256 posId, uint256 addAmount, uint256 removeAmount, bool removeFirst) internal {
        if (removeFirst) _tryRemove(posId, removeAmount);
        vm.prank(alice);
        (bool ok,) = address(vault).call(abi.encodeCall(vault.addCollateral, (posId, addAmount)));
        ok; // refused when it would take the collateral above the size: skipped
        if (!removeFirst) _tryRemove(posId, removeAmount);
    }

    /// @notice The Reader's margin bounds are exact: for any position (leverage, side, hold time,
    /// price move), removing `maxRemove` passes and one unit more is refused, and adding `maxAdd`
    /// passes and one unit more is refused; the bound named (`limit`) is the one the Vault
    /// reverts with.
    function testFuzz_MarginBoundsAreExact(uint256 leverage, bool isLong, uint256 hold, uint256 move, uint256 coll)
        public
    {
        _fund(alice, 5_000_000e6);
        coll = bound(coll, 10e30, 10_000e30);
        uint256 size = coll * bound(leverage, BPS, settings.market(ETH).maxLeverage) / BPS;
        uint256 id = _open(alice, ETH, isLong, coll, size);
        _open(bob, ETH, !isLong, 10e30, 10e30); // the other side: funding both ways
        _warpFresh(bound(hold, 0, 60 days));
        _setPrice(ETH, ETH_PRICE * bound(move, 95_000, 105_000) / BPS);
        if (reader.isLiquidatable(id)) return;
        Reader.MarginBounds memory b = reader.getMarginBounds(id);
        assertTrue(b.priceFresh);
        _checkRemoveBound(id, b);
        _checkAddBound(id, b, size);
    }

    /// @notice The case CI's fuzzer found: 60 days of funding settle a long's collateral to below
    /// both the minimum collateral and the collateral its leverage needs. Nothing can be
    /// removed, and the bound named is the minimum collateral, the Vault's first check.
    function test_MarginBoundsUnderBothFloorsNameTheFirstCheck() public {
        testFuzz_MarginBoundsAreExact(
            3535149460187336884687498238897979779,
            true,
            8003002316182544224076613592567504726043814910,
            38512283745713989426959463728,
            10379776042423268317691431098827749566943838159687472427410
        );
        Reader.MarginBounds memory b = reader.getMarginBounds(1);
        assertEq(b.maxRemove, 0, "nothing to remove");
        assertLt(b.collateral, b.minCollateral, "the settled collateral is under the minimum");
        assertLt(b.collateral, b.leastCollateral, "and under what the leverage needs");
        assertEq(b.limit, 1, "named as the Vault names it: minimum collateral");
    }

    function _checkRemoveBound(uint256 id, Reader.MarginBounds memory b) internal {
        uint256 snap = vm.snapshotState();
        if (b.maxRemove > 0) {
            _removeCall(id, b.maxRemove);
            assertEq(vault.getPosition(id).collateral, b.collateral - b.maxRemove, "the bound's collateral");
            vm.revertToState(snap);
        }
        bytes4 limit = b.limit == 1
            ? IVault.CollateralBelowMinimum.selector
            : b.limit == 2 ? IVault.LeverageTooHigh.selector : IVault.WouldBeLiquidatable.selector;
        vm.prank(alice);
        (bool ok, bytes memory ret) = address(vault).call(abi.encodeCall(vault.removeCollateral, (id, b.maxRemove + 1)));
        assertFalse(ok, "one unit past the bound is refused");
        if (b.maxRemove + 1 <= b.collateral) assertEq(bytes4(ret) == limit, true, "the bound named is the one hit");
        vm.revertToState(snap);
    }

    function _checkAddBound(uint256 id, Reader.MarginBounds memory b, uint256 size) internal {
        uint256 snap = vm.snapshotState();
        if (b.maxAdd > 0 && b.maxAdd <= vault.marginBalance(alice)) {
            _add(alice, id, b.maxAdd);
            assertEq(vault.getPosition(id).collateral, size, "collateral up to the size (1x)");
            assertEq(vault.feeDebt(id), 0, "the debt paid");
            vm.revertToState(snap);
        }
        if (b.maxAdd < vault.marginBalance(alice)) {
            vm.expectRevert(abi.encodeWithSelector(IVault.LeverageTooLow.selector, size, size + 1));
            _add(alice, id, b.maxAdd + 1);
        }
    }

    function _tryRemove(uint256 posId, uint256 amount) internal {
        vm.prank(alice);
        (bool ok,) = address(vault).call(abi.encodeCall(vault.removeCollateral, (posId, amount)));
        if (ok) assertFalse(reader.isLiquidatable(posId), "a removal never leaves the position liquidatable");
    }
}
