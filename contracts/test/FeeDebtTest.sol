// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./Fixture.sol";
import {IVault} from "../src/interfaces/IVault.sol";
import {Reader} from "../src/Reader.sol";
import {PositionMath} from "../src/PositionMath.sol";

/// @notice Fees a position owes are never forgiven. What its collateral cannot pay stays owed as
/// its fee debt (`Vault.feeDebt`): each close charges the closed part its share, in proportion to
/// the size closed (all of it on a full close and on a liquidation); the debt counts in the net
/// value, the liquidation price and liquidatability; a funding credit pays it down first. The
/// invariant behind it: closing a position in any number of pieces in one block pays in total
/// what one close pays.
///
/// Every order and decrease runs the way the keeper may execute it under either rule (any fresh
/// price, or only a price pushed after the request): requested, then 1 s later the price is
/// pushed again and the keeper executes. A close "at t" is requested at t - 1 and executed at t,
/// so that every piece of a split close executes at the same timestamp as the one close it is
/// compared with.
contract FeeDebtTest is Fixture {
    uint256 internal constant TOL = 1e24; // 1e-6 USD
    uint256 internal constant COLL = 2_000e30;
    uint256 internal constant SIZE = 100_000e30; // 50x
    uint256 internal constant ONE_USD = 1e30;

    event log_named_decimal_uint(string key, uint256 val, uint256 decimals);

    function setUp() public override {
        super.setUp();
        _fund(alice, 1_000_000e6);
        _fund(bob, 1_000_000e6);
        _fund(carol, 1_000_000e6);
    }

    // ------------------------------------------------------------------ helpers

    /// @dev Market orders of `t0` and, unless zero, `t1`, identical, at the current price; 1 s
    /// later the price is pushed again and the keeper fills both.
    function _openEach(address t0, address t1, uint256 tokenId, bool isLong, uint256 coll, uint256 size)
        internal
        returns (uint256 a, uint256 b)
    {
        uint256 price = oracle.getPrice(tokenId);
        a = _placeMarket(t0, tokenId, isLong, price, 1000, coll, size);
        if (t1 != address(0)) b = _placeMarket(t1, tokenId, isLong, price, 1000, coll, size);
        vm.warp(block.timestamp + 1);
        _setPrice(tokenId, price);
        _execAll(t1 == address(0) ? _u(a) : _u(a, b));
        assertEq(vault.getPosition(a).size, size, "filled");
        if (t1 != address(0)) assertEq(vault.getPosition(b).size, size, "filled");
    }

    /// @dev Closes `sizeDelta` of `posId` at `price`, executed at timestamp `t`: requested at
    /// t - 1, the price pushed at t, then the keeper executes. Returns what the owner was paid and
    /// the pool's change.
    function _closeAt(uint256 posId, uint256 sizeDelta, uint256 t, uint256 price)
        internal
        returns (uint256 payout, int256 poolDelta)
    {
        IVault.Position memory p = vault.getPosition(posId);
        vm.warp(t - 1);
        _requestDecrease(p.owner, posId, sizeDelta, 0);
        vm.warp(t);
        _setPrice(p.tokenId, price);
        uint256 margin = vault.marginBalance(p.owner);
        uint256 pool = vault.poolAmount();
        assertEq(_exec(posId), 1, "decrease executed");
        payout = vault.marginBalance(p.owner) - margin;
        poolDelta = int256(vault.poolAmount()) - int256(pool);
        assertEq(vault.getPosition(posId).size, p.size - sizeDelta, "closed");
    }

    /// @dev How much poorer the pool is after `split` than after `whole` (0 if not poorer).
    function _shortfall(int256 whole, int256 split) internal pure returns (uint256) {
        return whole > split ? uint256(whole - split) : 0;
    }

    /// @notice The Vault's runtime code stays within EIP-170's 24,576 bytes, which every chain
    /// enforces at deployment (forge's test EVM does not): the fee debt first took it past it.
    function test_VaultFitsTheCodeSizeLimit() public view {
        assertLe(address(vault).code.length, 24_576, "Vault runtime code size (EIP-170)");
    }

    // ------------------------------------------------------------------ the attack

    /// @notice The attack as it was found: two identical 50x BTC longs (2,000 USD collateral,
    /// 100,000 USD size), held 20 days (fees of about 4,848 USD each, above the collateral),
    /// price +15%. One closed whole pays about 12,072 USD; the other, closed 1 USD of size first
    /// and then the rest, paid about 14,920 USD before the fix: the first close dropped the
    /// 2,848 USD of fees the collateral could not pay, and the pool paid them. Now the split
    /// pays what one close pays, to 1e-6 USD, and the pool is not poorer for it.
    function test_Attack_TinyPartialCloseForgivesNoFees() public {
        (uint256 whole, uint256 split) = _openEach(alice, carol, BTC, true, COLL, SIZE);
        uint256 t = block.timestamp + 20 days;
        uint256 price = BTC_PRICE * 115 / 100;
        vm.warp(t);
        _setPrice(BTC, price);
        IVault.Figures memory f = vault.positionFigures(whole, price);
        assertGt(f.borrowFee + uint256(f.fundingFee), COLL, "the fees are above the collateral");

        (uint256 paidWhole, int256 poolWhole) = _closeAt(whole, SIZE, t, price);
        assertEq(paidWhole, uint256(f.netValue), "one close pays the net value");
        assertApproxEqAbs(paidWhole, 12_072e30, 1e30, "one close pays about 12,072 USD");

        (uint256 paid1, int256 pool1) = _closeAt(split, ONE_USD, t, price);
        (uint256 paid2, int256 pool2) = _closeAt(split, SIZE - ONE_USD, t, price);
        emit log_named_decimal_uint("one close pays (USD)", paidWhole, 30);
        emit log_named_decimal_uint("1 USD, then the rest, pays (USD)", paid1 + paid2, 30);
        assertApproxEqAbs(paid1 + paid2, paidWhole, TOL, "1 USD first, then the rest, pays what one close pays");
        assertLe(_shortfall(poolWhole, pool1 + pool2), TOL, "the pool is not poorer in the split case");
        _assertStableAccounting();
    }

    /// @notice The invariant: for any split of a position into up to 8 closes of random sizes
    /// (1e-30 USD to all that is left), any hold time and price move, long or short, with or
    /// without a position on the other side (so that the position may pay or receive funding),
    /// the pieces executed in one block pay in total what one close of an identical position pays
    /// in that block, to 1e-6 USD, and the pool is not poorer for the split.
    function testFuzz_SplitClosePaysAsOneClose(
        bool isLong,
        bool eth,
        uint256 sizing,
        uint256 hold,
        uint256 move,
        uint256 counter,
        uint256 split
    ) public {
        uint256 tokenId = eth ? ETH : BTC;
        (uint256 whole, uint256 pieces, uint256 size) = _openTwins(tokenId, isLong, sizing, counter);
        uint256 t = block.timestamp + bound(hold, 1, 60 days);
        uint256 price = oracle.getPrice(tokenId) * bound(move, BPS * 7 / 10, BPS * 13 / 10) / BPS;
        (uint256 paidWhole, int256 poolWhole) = _closeAt(whole, size, t, price);
        (uint256 paidSplit, int256 poolSplit) = _closeInPieces(pieces, size, t, price, split);
        assertApproxEqAbs(paidSplit, paidWhole, TOL, "the pieces pay what one close pays");
        assertLe(_shortfall(poolWhole, poolSplit), TOL, "the pool is not poorer in the split case");
        _assertStableAccounting();
    }

    /// @dev Two identical positions (alice's and carol's): collateral 10 to 5,000 USD, leverage
    /// 2x to the market's maximum; and bob's on the other side, 0 to 3 times their size (none
    /// below 100 USD), at 10x.
    function _openTwins(uint256 tokenId, bool isLong, uint256 sizing, uint256 counter)
        internal
        returns (uint256 a, uint256 b, uint256 size)
    {
        uint256 coll = bound(sizing % 2 ** 128, 10, 5_000) * ONE_USD;
        size = coll * bound(sizing >> 128, 2 * BPS, settings.market(tokenId).maxLeverage) / BPS;
        uint256 price = oracle.getPrice(tokenId);
        a = _placeMarket(alice, tokenId, isLong, price, 1000, coll, size);
        b = _placeMarket(carol, tokenId, isLong, price, 1000, coll, size);
        uint256 counterSize = bound(counter, 0, 3 * size);
        if (counterSize >= 100e30) _placeMarket(bob, tokenId, !isLong, price, 1000, counterSize / 10, counterSize);
        vm.warp(block.timestamp + 1);
        _setPrice(tokenId, price);
        _execAll(_activeIds());
        assertEq(vault.getPosition(a).size, size, "filled");
        assertEq(vault.getPosition(b).size, size, "filled");
    }

    /// @dev Closes all `size` of `posId` at t in up to 8 pieces (the last one all that is left):
    /// one in three of 1e-30 to 1 USD, the others of 1e-30 USD to all that is left.
    function _closeInPieces(uint256 posId, uint256 size, uint256 t, uint256 price, uint256 split)
        internal
        returns (uint256 paid, int256 poolDelta)
    {
        uint256 n = bound(split, 1, 8);
        uint256 left = size;
        for (uint256 i = 0; left > 0; i++) {
            uint256 r = uint256(keccak256(abi.encode(split, i)));
            uint256 piece = r % 3 == 0 ? bound(r >> 2, 1, ONE_USD) : bound(r >> 2, 1, left);
            if (piece > left || i + 1 >= n) piece = left;
            (uint256 p, int256 d) = _closeAt(posId, piece, t, price);
            paid += p;
            poolDelta += d;
            left -= piece;
        }
    }

    // ------------------------------------------------------------------ figures and liquidation

    /// @notice After a 1 USD close has emptied its collateral, the position's debt shows in the
    /// Reader's figures: `feeDebt`, a net value that subtracts it, a liquidation price it moves,
    /// and liquidatability (without it the position would look healthy: 2,920 USD of net value
    /// against 500 USD of maintenance margin, its fees gone). A liquidation charges it in full.
    function test_DebtShowsInFiguresAndLiquidationChargesIt() public {
        (uint256 id,) = _openEach(alice, address(0), BTC, true, COLL, SIZE);
        uint256 t = block.timestamp + 20 days;
        uint256 price = BTC_PRICE * 1032 / 1000; // +3.2%
        vm.warp(t);
        _setPrice(BTC, price);
        Reader.PositionFigures memory r = reader.getPositionFigures(id);
        assertEq(r.feeDebt, 0, "no debt yet");
        uint256 debt = r.borrowFee + uint256(r.fundingFee) - COLL; // what the collateral cannot pay

        _closeAt(id, ONE_USD, t, price);
        uint256 left = debt - debt / 100_000; // the 1 USD took 1 / 100,000 of it
        assertEq(vault.feeDebt(id), left, "the rest of the debt stays owed");

        uint256 size = SIZE - ONE_USD;
        int256 pnl = PositionMath.pnl(true, size, BTC_PRICE, price);
        r = reader.getPositionFigures(id);
        assertEq(r.collateral, 0, "the collateral went to the fees");
        assertEq(r.borrowFee, 0, "no fee accrued since, in this block");
        assertEq(r.fundingFee, 0, "no fee accrued since, in this block");
        assertEq(r.feeDebt, left, "the Reader shows the debt");
        assertEq(r.pnl, pnl);
        assertEq(r.closingFee, _fee(BTC, true, size));
        assertEq(r.netValue, pnl - int256(r.closingFee) - int256(left), "net value = pnl - closing fee - fee debt");
        assertTrue(r.liquidatable, "liquidatable: its net value is below the maintenance margin");
        assertFalse(
            PositionMath.liquidatable(r.netValue + int256(left), r.maintenanceMargin),
            "it would not be without the debt"
        );
        assertTrue(reader.isLiquidatable(id));
        // the liquidation price is the highest price at which it is liquidatable, debt included
        assertTrue(vault.positionFigures(id, r.liquidationPrice).liquidatable, "liquidatable at it");
        assertFalse(vault.positionFigures(id, r.liquidationPrice + 1).liquidatable, "not above it");
        int256 bufferWithoutDebt = r.netValue + int256(left) - r.pnl - int256(r.maintenanceMargin);
        assertGt(
            r.liquidationPrice,
            PositionMath.liquidationPrice(true, size, BTC_PRICE, bufferWithoutDebt),
            "the debt raises a long's liquidation price"
        );

        _liquidateAndCheck(id, r, left);
    }

    /// @dev Bob liquidates alice's `id` (figures `r`, fee debt `debt`): the liquidation fee and
    /// what is left for alice add up to the net value, the pool is paid the whole debt, and the
    /// debt is deleted with the position.
    function _liquidateAndCheck(uint256 id, Reader.PositionFigures memory r, uint256 debt) internal {
        uint256 pool = vault.poolAmount();
        uint256 ownerBefore = vault.marginBalance(alice);
        uint256 liquidatorBefore = vault.marginBalance(bob);
        vm.prank(bob);
        vault.liquidatePosition(id);
        uint256 fee = vault.marginBalance(bob) - liquidatorBefore;
        uint256 rest = vault.marginBalance(alice) - ownerBefore;
        assertEq(fee, r.size * settings.liquidationFee() / BPS, "the liquidation fee");
        assertGt(rest, 0);
        assertEq(fee + rest, uint256(r.netValue), "the liquidator and the owner get the net value: the debt was paid");
        assertEq(vault.poolAmount(), pool - uint256(r.pnl) + debt, "the pool paid the profit and was paid the debt");
        assertEq(vault.feeDebt(id), 0, "deleted with the position");
        _assertStableAccounting();
    }

    /// @notice A position whose collateral is 0 does not escape later fees: each later accrual
    /// adds to its debt, and the full close pays exactly its net value, the whole debt charged.
    function test_LaterFeesOfAnEmptiedPositionAddToItsDebt() public {
        (uint256 id,) = _openEach(alice, address(0), BTC, true, COLL, SIZE);
        uint256 t = block.timestamp + 20 days;
        uint256 price = BTC_PRICE * 115 / 100;
        vm.warp(t);
        _setPrice(BTC, price);
        _closeAt(id, ONE_USD, t, price);
        uint256 debt = vault.feeDebt(id);
        assertGt(debt, 0);
        assertEq(vault.getPosition(id).collateral, 0);

        t += 10 days;
        vm.warp(t);
        _setPrice(BTC, price);
        Reader.PositionFigures memory r = reader.getPositionFigures(id);
        uint256 fees = r.borrowFee + uint256(r.fundingFee);
        assertGt(fees, 0, "10 more days of fees");
        assertEq(r.feeDebt, debt);
        uint256 size = SIZE - ONE_USD;
        _closeAt(id, ONE_USD, t, price);
        debt += fees;
        debt -= debt * ONE_USD / size;
        assertEq(vault.feeDebt(id), debt, "the later fees were added to the debt");

        r = reader.getPositionFigures(id);
        assertEq(r.feeDebt, debt);
        (uint256 paid,) = _closeAt(id, size - ONE_USD, t, price);
        assertGt(r.netValue, 0, "solvent");
        assertEq(paid, uint256(r.netValue), "the full close pays the net value, debt included");
        assertEq(vault.feeDebt(id), 0, "deleted with the position");
        _assertStableAccounting();
    }

    // ------------------------------------------------------------------ funding credit

    /// @notice A funding credit pays the debt down before any of it reaches the collateral, and
    /// no USD moves for the part that pays the debt (the pool is owed less); once the debt is
    /// paid, the rest of the credit goes to the collateral.
    function test_FundingCreditPaysTheDebtDown() public {
        (uint256 id,) = _openEach(alice, address(0), BTC, true, COLL, SIZE);
        uint256 t = block.timestamp + 20 days;
        uint256 price = BTC_PRICE * 115 / 100;
        vm.warp(t);
        _setPrice(BTC, price);
        _closeAt(id, ONE_USD, t, price);
        uint256 debt = vault.feeDebt(id);
        assertGt(debt, 0);

        // from now on the shorts outweigh the long: the long receives funding
        _openEach(bob, address(0), BTC, false, 100_000e30, 1_000_000e30);

        // 5 days: the credit pays part of the debt
        t = block.timestamp + 5 days;
        vm.warp(t);
        _setPrice(BTC, price);
        Reader.PositionFigures memory r = reader.getPositionFigures(id);
        int256 charge = int256(r.borrowFee) + r.fundingFee;
        assertLt(charge, 0, "the long receives more funding than it pays borrow fee");
        uint256 credit = uint256(-charge);
        assertLt(credit, debt);
        assertEq(r.feeDebt, debt);
        assertEq(
            r.netValue, r.pnl - charge - int256(r.closingFee) - int256(debt), "the net value counts credit and debt"
        );
        uint256 size = vault.getPosition(id).size;
        (, int256 poolDelta) = _closeAt(id, ONE_USD, t, price);
        uint256 owed = debt - credit;
        uint256 share = owed * ONE_USD / size;
        assertEq(vault.feeDebt(id), owed - share, "the credit paid the debt down, then the close took its share");
        assertEq(vault.getPosition(id).collateral, 0, "none of the credit reached the collateral");
        int256 slicePnl = PositionMath.pnl(true, ONE_USD, BTC_PRICE, price);
        assertEq(poolDelta, int256(share) - slicePnl, "the pool paid nothing for the credit that paid the debt");

        // 30 more days: the credit outgrows the debt, the rest goes to the collateral
        debt = vault.feeDebt(id);
        size = vault.getPosition(id).size;
        t += 30 days;
        vm.warp(t);
        _setPrice(BTC, price);
        r = reader.getPositionFigures(id);
        charge = int256(r.borrowFee) + r.fundingFee;
        assertLt(charge, 0, "still a credit");
        credit = uint256(-charge);
        assertGt(credit, debt);
        (, poolDelta) = _closeAt(id, ONE_USD, t, price);
        uint256 extra = credit - debt;
        assertEq(vault.feeDebt(id), 0, "paid off");
        assertEq(
            vault.getPosition(id).collateral, extra - extra * ONE_USD / size, "the rest of the credit is collateral"
        );
        assertEq(poolDelta, -int256(extra) - slicePnl, "the pool paid the rest of the credit and the slice's profit");
        _assertStableAccounting();
    }
}
