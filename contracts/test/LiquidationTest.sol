// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./Fixture.sol";
import {Vm} from "./utils/Vm.sol";
import {Reader} from "../src/Reader.sol";
import {Vault} from "../src/Vault.sol";
import {Settings} from "../src/Settings.sol";
import {IVault} from "../src/interfaces/IVault.sol";
import {IOracle} from "../src/interfaces/IOracle.sol";
import {ISettings} from "../src/interfaces/ISettings.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @notice Liquidation: the rule (net value below the maintenance margin), who gets what, what is
/// cleared, every refusal, the Reader's figures and liquidation price, and that every position
/// event carries its posId as the first indexed topic.
contract LiquidationTest is Fixture {
    uint256 internal constant COLL = 1_000e30;
    uint256 internal constant SIZE = 10_000e30;
    uint256 internal constant MM_RATE = 500; // Settings.DEFAULT_MAINTENANCE_MARGIN, 0.5%
    uint256 internal constant LIQ_FEE_RATE = 100; // Settings.DEFAULT_LIQUIDATION_FEE, 0.1%

    function setUp() public override {
        super.setUp();
        _fund(alice, 100_000e6);
        _fund(bob, 100_000e6);
    }

    // ------------------------------------------------------------------ the worked example

    /// @notice The worked example of docs/contracts.md (Liquidation): a 10x ETH long (collateral
    /// 1,000, size 10,000, entry 3,000) held 24 hours, then liquidated at 2,730 by a third party.
    /// Every figure is exact.
    function test_WorkedExample_LongLiquidatedAfterDrop() public {
        uint256 id = _open(alice, ETH, true, COLL, SIZE);
        uint256 marginAfterOpen = vault.marginBalance(alice);
        _warpFresh(24 hours);

        // fees accrued over 24 h: borrow 0.01%/h x 10,000 / 10,000,000 utilisation = 0.024 USD,
        // funding 0.02%/h at full skew = 48 USD; closing fee 0.1% = 10 USD; MM 0.5% = 50 USD
        Reader.PositionFigures memory r = reader.getPositionFigures(id);
        assertEq(r.borrowFee, 0.024e30, "borrow fee");
        assertEq(r.fundingFee, 48e30, "funding fee");
        assertEq(r.closingFee, 10e30, "closing fee");
        assertEq(r.maintenanceMargin, 50e30, "maintenance margin");
        assertEq(r.netValue, 941.976e30, "net value at 3,000");
        assertEq(r.leverage, 10 * BPS, "10x");
        // buffer 941.976 - 50 = 891.976 USD of loss: 3,000 x 891.976 / 10,000 = 267.5928 below entry
        assertEq(r.liquidationPrice, 2_732.4072e30 - 1, "liquidation price");
        assertFalse(r.liquidatable);

        _setPrice(ETH, 2_730e30);
        r = reader.getPositionFigures(id);
        assertEq(r.pnl, -900e30, "pnl at 2,730");
        assertEq(r.netValue, 41.976e30, "net value at 2,730");
        assertTrue(r.liquidatable);

        uint256 pool = vault.poolAmount();
        uint256 fees = vault.feeReserve();
        uint256 oi = vault.getMarketState(ETH).longOpenInterest;
        vm.expectEmit(true, true, true, true, address(vault));
        emit IVault.PositionLiquidated(id, alice, carol, 2_730e30, 41.976e30, 50e30, 10e30, 31.976e30);
        vm.prank(carol); // anyone may liquidate
        vault.liquidatePosition(id);

        assertEq(vault.marginBalance(carol), 10e30, "fee: 0.1% of the size to the liquidator");
        assertEq(vault.marginBalance(alice), marginAfterOpen + 31.976e30, "the rest of the net value to the owner");
        assertEq(vault.poolAmount(), pool + 900e30 + 48.024e30, "the loss and the accrued fees to the pool");
        assertEq(vault.feeReserve(), fees + 10e30, "the closing fee to the fee reserve");
        assertEq(vault.getMarketState(ETH).longOpenInterest, oi - SIZE, "open interest");
        _assertGone(alice, id);
        _assertStableAccounting();
        _assertNativeAccounting();
        _assertOpenInterestMatchesPositions();
    }

    function test_LiquidateShortAfterRise() public {
        // BTC short, 20x: collateral 500, size 10,000 at 60,000; MM 50, closing fee 8
        uint256 id = _open(bob, BTC, false, 500e30, SIZE);
        uint256 margin = vault.marginBalance(bob);
        Reader.PositionFigures memory r = reader.getPositionFigures(id);
        assertEq(r.netValue, 492e30);
        // buffer 442: 60,000 x 442 / 10,000 = 2,652 above entry; one more unit of loss (1e-30
        // USD) takes 6 units of price (60,000 / 10,000)
        assertEq(r.liquidationPrice, 62_652e30 + 6);
        _setPrice(BTC, 62_652e30 + 5);
        assertFalse(reader.isLiquidatable(id));
        _setPrice(BTC, 62_652e30 + 6);
        assertTrue(reader.isLiquidatable(id));
        _setPrice(BTC, 62_652e30);
        assertFalse(reader.isLiquidatable(id), "at net value == MM: not liquidatable");
        vm.expectRevert(abi.encodeWithSelector(IVault.NotLiquidatable.selector, id, int256(50e30), uint256(50e30)));
        vault.liquidatePosition(id);

        _setPrice(BTC, 62_700e30); // loss 450: net value 42
        uint256 pool = vault.poolAmount();
        vm.expectEmit(true, true, true, true, address(vault));
        emit IVault.PositionLiquidated(id, bob, keeper, 62_700e30, 42e30, 50e30, 10e30, 32e30);
        vm.prank(keeper);
        vault.liquidatePosition(id);
        assertEq(vault.marginBalance(keeper), 10e30);
        assertEq(vault.marginBalance(bob), margin + 32e30);
        assertEq(vault.poolAmount(), pool + 450e30);
        assertEq(vault.getMarketState(BTC).shortOpenInterest, 0);
        _assertGone(bob, id);
        _assertStableAccounting();
    }

    /// @notice Past zero net value the owner gets nothing, the liquidator nothing, and the pool
    /// takes what collateral is left after the closing fee (it bears the shortfall).
    function test_UnderwaterPosition_OwnerAndLiquidatorGetNothing() public {
        uint256 id = _open(alice, ETH, true, COLL, SIZE);
        uint256 margin = vault.marginBalance(alice);
        _setPrice(ETH, 2_600e30); // loss 1,333.33: net value -343.33
        uint256 pool = vault.poolAmount();
        uint256 fees = vault.feeReserve();
        vm.prank(carol);
        vault.liquidatePosition(id);
        assertEq(vault.marginBalance(carol), 0);
        assertEq(vault.marginBalance(alice), margin);
        assertEq(vault.feeReserve(), fees + 10e30, "the closing fee comes first");
        assertEq(vault.poolAmount(), pool + COLL - 10e30, "the pool takes the rest of the collateral");
        _assertGone(alice, id);
        _assertStableAccounting();
    }

    /// @notice A profitable position that is liquidatable only because of its fees: the pool pays
    /// the profit as in a close, and the liquidation fee is capped by what is left.
    function test_FeeCappedByWhatIsLeft() public {
        vm.prank(deployer);
        settings.setLiquidationFee(1000); // 1% = 100 USD, more than the net value left
        uint256 id = _open(alice, ETH, true, COLL, SIZE);
        _setPrice(ETH, 2_718e30); // loss 940: net value 1,000 - 940 - 10 = 50 == MM: healthy
        assertEq(reader.getPositionFigures(id).netValue, 50e30);
        assertFalse(reader.isLiquidatable(id));
        _setPrice(ETH, 2_715e30); // loss 950: net value 40 < 50
        uint256 margin = vault.marginBalance(alice);
        vm.expectEmit(true, true, true, true, address(vault));
        emit IVault.PositionLiquidated(id, alice, carol, 2_715e30, 40e30, 50e30, 40e30, 0);
        vm.prank(carol);
        vault.liquidatePosition(id);
        assertEq(vault.marginBalance(carol), 40e30, "the fee is capped by the net value left");
        assertEq(vault.marginBalance(alice), margin);
        _assertStableAccounting();
    }

    // ------------------------------------------------------------------ what is cleared

    function test_ClearsTriggersAndPendingDecrease_RefundsTheirFees() public {
        (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts) =
            _triggers(true, 3_600e30, BPS, false, 2_500e30, BPS);
        vm.prank(alice);
        vault.newPositionOrderWithTPSL{value: MARKET_FEE + 2 * TRIGGER_FEE}(
            ETH, true, MARKET, _params(ETH_PRICE, 1000, COLL, SIZE), address(0), isTPs, prices, pcts
        );
        uint256 id = vault.lastPosId();
        _exec(id);
        // a decrease the keeper has not executed yet
        _requestDecrease(alice, id, SIZE / 2, 0);
        _setPrice(ETH, 2_700e30);
        assertTrue(vault.getDecrease(id).pending);

        vm.expectEmit(true, true, false, true, address(vault));
        emit IVault.RefundCredited(id, alice, TRIGGER_FEE);
        vm.expectEmit(true, true, false, true, address(vault));
        emit IVault.RefundCredited(id, alice, TRIGGER_FEE);
        vm.expectEmit(true, true, false, true, address(vault));
        emit IVault.RefundCredited(id, alice, MARKET_FEE);
        vm.prank(carol);
        vault.liquidatePosition(id);

        (IVault.Trigger memory tp, IVault.Trigger memory sl) = vault.getTriggers(id);
        assertFalse(tp.active);
        assertFalse(sl.active);
        assertFalse(vault.getDecrease(id).pending);
        assertEq(vault.nativeRefunds(alice), 2 * TRIGGER_FEE + MARKET_FEE, "execution fees back to the owner");
        _assertGone(alice, id);
        _assertNativeAccounting();
        assertEq(_exec(id), 0, "nothing left for the keeper");
    }

    // ------------------------------------------------------------------ refusals

    function test_RefusesHealthyPosition() public {
        uint256 id = _open(alice, ETH, true, COLL, SIZE);
        _setPrice(ETH, 2_800e30); // loss 666.67: net value 323.33
        IVault.Figures memory f = vault.positionFigures(id, 2_800e30);
        assertEq(f.netValue, int256(COLL) + f.pnl - 10e30);
        vm.expectRevert(abi.encodeWithSelector(IVault.NotLiquidatable.selector, id, f.netValue, uint256(50e30)));
        vm.prank(carol);
        vault.liquidatePosition(id);
    }

    function test_RefusesIdThatIsNotAnOpenPosition() public {
        uint256 pending = _placeMarket(alice, ETH, true, ETH_PRICE, 1000, COLL, SIZE);
        vm.expectRevert(abi.encodeWithSelector(IVault.PositionNotFound.selector, pending));
        vault.liquidatePosition(pending);
        vm.expectRevert(abi.encodeWithSelector(IVault.PositionNotFound.selector, 999));
        vault.liquidatePosition(999);
        _exec(pending);
        _requestDecrease(alice, pending, SIZE, 0);
        _exec(pending);
        vm.expectRevert(abi.encodeWithSelector(IVault.PositionNotFound.selector, pending));
        vault.liquidatePosition(pending);
        vm.expectRevert(abi.encodeWithSelector(IVault.PositionNotFound.selector, pending));
        vault.positionFigures(pending, ETH_PRICE);
    }

    function test_RefusesStalePrice() public {
        uint256 id = _open(alice, ETH, true, COLL, SIZE);
        _setPrice(ETH, 2_700e30);
        uint256 pushedAt = block.timestamp;
        vm.warp(block.timestamp + MAX_AGE + 1);
        vm.expectRevert(abi.encodeWithSelector(IOracle.StalePrice.selector, ETH, pushedAt, MAX_AGE));
        vault.liquidatePosition(id);
        assertFalse(reader.getPositionFigures(id).priceFresh);
        assertFalse(reader.getPositionFigures(id).liquidatable, "never liquidatable at a stale price");
        (uint256[] memory ids,) = reader.liquidatableIds(0, 100, 100);
        assertEq(ids.length, 0);
    }

    function test_LiquidatePositionsSkipsWhatIsNotLiquidatable() public {
        uint256 healthy = _open(alice, ETH, true, 5_000e30, SIZE);
        uint256 weak = _open(bob, ETH, true, COLL, SIZE);
        uint256 pending = _placeOrder(alice, ETH, true, LIMIT, _params(2_000e30, 0, COLL, SIZE));
        _setPrice(ETH, 2_700e30);
        (uint256[] memory ids,) = reader.liquidatableIds(0, 100, 100);
        assertEq(ids.length, 1);
        assertEq(ids[0], weak);
        vm.prank(carol);
        assertEq(vault.liquidatePositions(_u(healthy, weak, pending)), 1);
        assertEq(vault.getPosition(weak).size, 0);
        assertEq(vault.getPosition(healthy).size, SIZE);
        vm.prank(carol);
        assertEq(vault.liquidatePositions(_u(weak, 12345)), 0, "closed and unknown ids are skipped");
        // at 1,500 the 2x long is liquidatable too, but a stale price skips it rather than reverts
        _setPrice(ETH, 1_500e30);
        vm.warp(block.timestamp + MAX_AGE + 1);
        vm.prank(carol);
        assertEq(vault.liquidatePositions(_u(healthy)), 0);
        _setPrice(ETH, 1_500e30);
        vm.prank(carol);
        assertEq(vault.liquidatePositions(_u(healthy)), 1);
        _assertStableAccounting();
    }

    /// @notice A referred position's closing fee pays the referrer as in a close.
    function test_ReferredPosition_ClosingFeeDiscountedAndShared() public {
        vm.prank(referrer);
        referrals.registerCode("REF");
        vm.prank(alice);
        referrals.setTraderReferralCode("REF");
        vm.prank(alice);
        vault.newPositionOrder{value: MARKET_FEE}(ETH, true, MARKET, _params(ETH_PRICE, 1000, COLL, SIZE), referrer);
        uint256 id = vault.lastPosId();
        _exec(id);
        uint256 closing = 10e30 - 1e30; // 10% trader discount
        assertEq(vault.positionFigures(id, ETH_PRICE).closingFee, closing);
        _setPrice(ETH, 2_715e30); // loss 950: net value 1,000 - 950 - 9 = 41
        uint256 refBefore = vault.marginBalance(referrer);
        vm.expectEmit(true, true, false, true, address(vault));
        emit IVault.ReferralPaid(id, referrer, closing * REFERRER_SHARE / BPS);
        vm.prank(carol);
        vault.liquidatePosition(id);
        assertEq(vault.marginBalance(referrer), refBefore + closing * REFERRER_SHARE / BPS);
        _assertStableAccounting();
    }

    // ------------------------------------------------------------------ settings

    function test_Settings_DefaultsBoundsAndOwner() public {
        assertEq(settings.maintenanceMargin(ETH), MM_RATE, "every market gets the default");
        assertEq(settings.maintenanceMargin(BTC), MM_RATE);
        assertEq(settings.liquidationFee(), LIQ_FEE_RATE);
        vm.startPrank(deployer);
        vm.expectEmit(true, false, false, true, address(settings));
        emit ISettings.MaintenanceMarginSet(BTC, 1000);
        settings.setMaintenanceMargin(BTC, 1000);
        assertEq(settings.maintenanceMargin(BTC), 1000);
        vm.expectRevert(abi.encodeWithSelector(ISettings.InvalidSetting.selector, "maintenanceMargin", 49));
        settings.setMaintenanceMargin(BTC, 49);
        vm.expectRevert(abi.encodeWithSelector(ISettings.InvalidSetting.selector, "maintenanceMargin", 10001));
        settings.setMaintenanceMargin(BTC, 10001);
        // ETH allows 100x (1% collateral) and charges 0.12%: a margin of 0.88% would make a
        // position opened at 100x liquidatable at once
        vm.expectRevert(abi.encodeWithSelector(ISettings.InvalidSetting.selector, "maintenanceMargin", 880));
        settings.setMaintenanceMargin(ETH, 880);
        settings.setMaintenanceMargin(ETH, 879);
        // and a leverage raise that would do the same is refused
        ISettings.Market memory m = settings.market(BTC); // 50x, MM 1%, fee 0.08%
        m.maxLeverage = 93 * BPS; // 1.075% collateral < 1% + 0.08%
        vm.expectRevert(abi.encodeWithSelector(ISettings.InvalidMarket.selector, BTC, "maintenanceMargin"));
        settings.setMarket(BTC, m);
        vm.expectRevert(abi.encodeWithSelector(ISettings.InvalidTokenId.selector, 0));
        settings.setMaintenanceMargin(0, 500);
        vm.expectEmit(false, false, false, true, address(settings));
        emit ISettings.LiquidationFeeSet(1000);
        settings.setLiquidationFee(1000);
        vm.expectRevert(abi.encodeWithSelector(ISettings.InvalidSetting.selector, "liquidationFee", 1001));
        settings.setLiquidationFee(1001);
        vm.stopPrank();
        vm.startPrank(alice);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        settings.setMaintenanceMargin(BTC, 600);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        settings.setLiquidationFee(0);
        vm.stopPrank();
    }

    /// @notice A raised maintenance margin applies to open positions at once.
    function test_RaisedMaintenanceMarginMakesPositionLiquidatable() public {
        uint256 id = _open(alice, BTC, true, 1_000e30, SIZE); // net value 992 at entry
        _setPrice(BTC, 54_500e30); // loss 916.67: net value 75.33 > 50
        assertFalse(reader.isLiquidatable(id));
        vm.prank(deployer);
        settings.setMaintenanceMargin(BTC, 1000); // 1% = 100
        assertTrue(reader.isLiquidatable(id));
        vault.liquidatePosition(id);
        _assertGone(alice, id);
    }

    // ------------------------------------------------------------------ reader

    function test_Reader_AccountFiguresAndPaging() public {
        uint256 a1 = _open(alice, ETH, true, COLL, SIZE);
        _placeOrder(alice, ETH, true, LIMIT, _params(2_000e30, 0, COLL, SIZE)); // pending: left out
        uint256 a2 = _open(alice, BTC, false, 2_000e30, SIZE);
        uint256 b1 = _open(bob, ETH, true, 500e30, SIZE);
        (,,, Reader.PositionFigures[] memory fs,,) = reader.getAccountPage(alice, 0, 25);
        assertEq(fs.length, 2, "the pending order has no figures");
        assertEq(fs[0].posId, a2, "last of the list first");
        assertEq(fs[1].posId, a1);
        assertEq(fs[0].leverage, 5 * BPS);
        assertEq(fs[0].owner, alice);
        assertFalse(fs[0].isLong);
        assertEq(keccak256(abi.encode(fs[1])), keccak256(abi.encode(reader.getPositionFigures(a1))));
        (,,, fs,,) = reader.getAccountPage(carol, 0, 25);
        assertEq(fs.length, 0);

        _setPrice(ETH, 2_850e30); // bob's 20x long: loss 500 → liquidatable; alice's 10x: healthy
        (uint256[] memory ids, uint256 next) = reader.liquidatableIds(0, 100, 100);
        assertEq(ids.length, 1);
        assertEq(ids[0], b1);
        assertEq(next, 0);
        // a page of 2 work-list entries at a time reaches b1 on the second page
        (ids, next) = reader.liquidatableIds(0, 2, 2);
        assertEq(ids.length, 0);
        assertEq(next, 2);
        (ids, next) = reader.liquidatableIds(next, 2, 2);
        assertEq(ids.length, 1);
        assertEq(ids[0], b1);
        assertEq(next, 0);
        (ids,) = reader.liquidatableIds(0, 100, 0);
        assertEq(ids.length, 0, "max bounds the answer");
    }

    // ------------------------------------------------------------------ fuzz

    /// @notice Above the maintenance margin (net value computed here by hand from the position,
    /// the price and the accrued fees), liquidation is always refused.
    function testFuzz_AboveMaintenanceNeverLiquidatable(
        bool isLong,
        uint256 collateral,
        uint256 leverage,
        uint256 dt,
        uint256 move
    ) public {
        (uint256 id, uint256 liq) = _fuzzPosition(isLong, collateral, leverage, dt);
        IVault.Position memory p = vault.getPosition(id);
        // a price on the healthy side of the liquidation price, up to 30% away from the entry
        uint256 price;
        if (isLong) {
            uint256 lo = liq + 1;
            uint256 hi = p.averagePrice * 13 / 10;
            if (lo > hi) return;
            price = bound(move, lo, hi);
        } else {
            uint256 hi = liq == 0 ? 0 : liq - 1;
            uint256 lo = p.averagePrice * 7 / 10;
            if (lo > hi) return;
            price = bound(move, lo, hi);
        }
        _setPrice(p.tokenId, price);
        (int256 net, uint256 mm) = _handNetValue(id, price);
        assertTrue(net >= int256(mm), "the healthy side of the liquidation price is above maintenance");
        vm.expectRevert(abi.encodeWithSelector(IVault.NotLiquidatable.selector, id, net, mm));
        vm.prank(carol);
        vault.liquidatePosition(id);
    }

    /// @notice Below the maintenance margin, liquidation always succeeds, and pays exactly
    /// min(fee, net value) to the liquidator and the rest of the net value to the owner.
    function testFuzz_BelowMaintenanceAlwaysLiquidatable(
        bool isLong,
        uint256 collateral,
        uint256 leverage,
        uint256 dt,
        uint256 move
    ) public {
        (uint256 id, uint256 liq) = _fuzzPosition(isLong, collateral, leverage, dt);
        IVault.Position memory p = vault.getPosition(id);
        uint256 price;
        if (isLong) {
            if (liq == 0) return;
            price = bound(move, liq - liq / 10, liq);
        } else {
            uint256 lo = liq == 0 ? 1 : liq;
            price = bound(move, lo, lo + lo / 10);
        }
        _setPrice(p.tokenId, price);
        (int256 net, uint256 mm) = _handNetValue(id, price);
        assertLt(net, int256(mm), "beyond the liquidation price is below maintenance");
        uint256 owner = vault.marginBalance(p.owner);
        uint256 fee = p.size * LIQ_FEE_RATE / BPS;
        uint256 left = net > 0 ? uint256(net) : 0;
        if (fee > left) fee = left;
        vm.prank(carol);
        vault.liquidatePosition(id);
        assertEq(vault.marginBalance(carol), fee, "liquidator");
        assertEq(vault.marginBalance(p.owner), owner + left - fee, "owner");
        _assertGone(p.owner, id);
        _assertStableAccounting();
        _assertOpenInterestMatchesPositions();
    }

    /// @notice The Reader's liquidation price is exact: at it the position is liquidatable, one
    /// unit of price on the healthy side it is not.
    function testFuzz_LiquidationPriceIsTheBoundary(bool isLong, uint256 collateral, uint256 leverage, uint256 dt)
        public
    {
        (uint256 id, uint256 liq) = _fuzzPosition(isLong, collateral, leverage, dt);
        uint256 tokenId = vault.getPosition(id).tokenId;
        if (liq == 0 || (!isLong && liq == 1)) {
            // long: liquidatable at no positive price; short: at every price
            _setPrice(tokenId, 1);
            assertEq(reader.isLiquidatable(id), !isLong);
            return;
        }
        _setPrice(tokenId, liq);
        assertTrue(reader.isLiquidatable(id), "at the liquidation price");
        _setPrice(tokenId, isLong ? liq + 1 : liq - 1);
        assertFalse(reader.isLiquidatable(id), "one unit inside");
        _setPrice(tokenId, liq);
        vault.liquidatePosition(id);
        _assertGone(vault.getPosition(id).owner, id);
    }

    function _fuzzPosition(bool isLong, uint256 collateral, uint256 leverage, uint256 dt)
        internal
        returns (uint256 id, uint256 liq)
    {
        uint256 tokenId = isLong ? ETH : BTC;
        collateral = bound(collateral, 10, 20_000) * 1e30;
        uint256 maxLev = settings.market(tokenId).maxLeverage;
        uint256 size = collateral * bound(leverage, BPS, maxLev) / BPS;
        id = _open(isLong ? alice : bob, tokenId, isLong, collateral, size);
        _warpFresh(bound(dt, 0, 30 days));
        liq = reader.getPositionFigures(id).liquidationPrice;
    }

    /// @dev The rule computed here from first principles, with the Vault's accrued fees.
    function _handNetValue(uint256 id, uint256 price) internal view returns (int256 net, uint256 mm) {
        IVault.Position memory p = vault.getPosition(id);
        IVault.Figures memory f = vault.positionFigures(id, price);
        uint256 diff = price > p.averagePrice ? price - p.averagePrice : p.averagePrice - price;
        int256 pnl = int256(p.size * diff / p.averagePrice);
        if ((price < p.averagePrice) == p.isLong) pnl = -pnl;
        uint256 closing = _fee(p.tokenId, p.isLong, p.size);
        net = int256(p.collateral) + pnl - int256(f.borrowFee) - f.fundingFee - int256(closing);
        mm = p.size * MM_RATE / BPS;
        assertEq(f.netValue, net, "the Vault's net value");
        assertEq(f.maintenanceMargin, mm, "the Vault's maintenance margin");
    }

    // ------------------------------------------------------------------ events

    /// @notice Every position and order event of the Vault has the posId as its first indexed
    /// topic (topic 1), over a life that emits each of them.
    function test_PositionEventsCarryPosIdAsFirstTopic() public {
        vm.prank(referrer);
        referrals.registerCode("REF");
        vm.prank(alice);
        referrals.setTraderReferralCode("REF");
        vm.recordLogs();
        (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts) =
            _triggers(true, 3_600e30, BPS, false, 2_500e30, 50000);
        vm.prank(alice);
        vault.newPositionOrderWithTPSL{value: MARKET_FEE + 2 * TRIGGER_FEE}(
            ETH, true, MARKET, _params(ETH_PRICE, 1000, COLL, SIZE), referrer, isTPs, prices, pcts
        );
        uint256 id = vault.lastPosId();
        _exec(id); // OrderCreated, TriggerSet, PositionIncreased, ReferralPaid
        _warpFresh(1 hours);
        _requestDecrease(alice, id, SIZE / 4, 0);
        _exec(id); // DecreaseRequested, FeesSettled, PositionDecreased
        _requestDecrease(alice, id, SIZE / 4, ETH_PRICE);
        _setPrice(ETH, ETH_PRICE + 10e30);
        _exec(id); // DecreaseCanceled
        _addTPSL(alice, id, true, 3_700e30); // RefundCredited
        _setPrice(ETH, 2_400e30);
        _exec(id); // TriggerExecuted (stop-loss, half)
        vm.prank(carol);
        vault.liquidatePosition(id); // PositionLiquidated
        vm.prank(bob);
        vault.newPositionOrder{value: MARKET_FEE}(ETH, true, MARKET, _params(ETH_PRICE, 1000, COLL, SIZE), address(0));
        uint256 other = vault.lastPosId();
        vm.prank(bob);
        vault.cancelPendingOrder(other); // OrderCanceled (before the next push: once a fresh price makes it executable it is the keeper's)
        uint256 closed = _open(bob, ETH, true, COLL, SIZE);
        _requestDecrease(bob, closed, SIZE, 0);
        _exec(closed); // PositionClosed

        bytes32[14] memory positionEvents = [
            IVault.OrderCreated.selector,
            IVault.OrderCanceled.selector,
            IVault.PositionIncreased.selector,
            IVault.PositionDecreased.selector,
            IVault.PositionClosed.selector,
            IVault.DecreaseRequested.selector,
            IVault.DecreaseCanceled.selector,
            IVault.TriggerSet.selector,
            IVault.TriggerExecuted.selector,
            IVault.FeesSettled.selector,
            IVault.ReferralPaid.selector,
            IVault.RefundCredited.selector,
            IVault.PositionLiquidated.selector,
            bytes32(0)
        ];
        bool[14] memory seen;
        Vm.Log[] memory logs = vm.getRecordedLogs();
        for (uint256 i = 0; i < logs.length; i++) {
            if (logs[i].emitter != address(vault)) continue;
            for (uint256 e = 0; e < 13; e++) {
                if (logs[i].topics[0] != positionEvents[e]) continue;
                seen[e] = true;
                assertGe(logs[i].topics.length, 2, "has an indexed posId");
                uint256 posId = uint256(logs[i].topics[1]);
                assertTrue(posId == id || posId == other || posId == closed, "topic 1 is the posId");
            }
        }
        for (uint256 e = 0; e < 13; e++) {
            assertTrue(seen[e], vm.toString(positionEvents[e]));
        }
    }

    function _addTPSL(address trader, uint256 id, bool isTP, uint256 price) internal {
        (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts) = _triggers(isTP, price, BPS);
        vm.prank(trader);
        vault.addTPSL{value: TRIGGER_FEE}(id, isTPs, prices, pcts);
    }

    // ------------------------------------------------------------------ helpers

    function _assertGone(address owner, uint256 id) internal view {
        IVault.Position memory p = vault.getPosition(id);
        assertEq(p.size, 0, "size");
        assertEq(p.collateral, 0, "collateral");
        uint256[] memory mine = _accountIds(owner);
        for (uint256 i = 0; i < mine.length; i++) {
            assertTrue(mine[i] != id, "off the account's list");
        }
        uint256[] memory active = _activeIds();
        for (uint256 i = 0; i < active.length; i++) {
            assertTrue(active[i] != id, "off the work list");
        }
        assertFalse(reader.isLiquidatable(id));
    }
}
