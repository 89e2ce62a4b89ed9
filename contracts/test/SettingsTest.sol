// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./Fixture.sol";
import {Settings} from "../src/Settings.sol";
import {ISettings} from "../src/interfaces/ISettings.sol";
import {IVault} from "../src/interfaces/IVault.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

contract SettingsTest is Fixture {
    function test_Deployment() public view {
        assertEq(settings.owner(), deployer);
        uint256[] memory ids = settings.marketIds();
        assertEq(ids.length, 4);
        assertEq(ids[0], BTC);
        assertEq(ids[3], DOGE);
        ISettings.Market memory m = settings.market(ETH);
        assertEq(m.name, "ETH/USD");
        assertTrue(m.enabled);
        assertEq(m.longFee, 100);
        assertEq(m.shortFee, 120);
        assertEq(m.maxLongOpenInterest, 2_000_000e30);
        assertEq(m.fundingFactor, 2e14);
        assertEq(m.borrowFactor, 1e14);
        assertEq(m.minCollateral, 10e30);
        assertEq(m.maxLeverage, 100 * BPS);
        assertFalse(settings.market(DOGE).enabled);
        assertEq(bytes(settings.market(MISSING).name).length, 0);
        assertEq(settings.marketOrderFee(), MARKET_FEE);
        assertEq(settings.triggerOrderFee(), TRIGGER_FEE);
        assertEq(settings.referrerShare(), REFERRER_SHARE);
        assertEq(settings.traderDiscount(), TRADER_DISCOUNT);
        assertTrue(settings.isKeeper(keeper));
        assertFalse(settings.isKeeper(alice));
        assertEq(settings.BASIS_POINTS_DIVISOR(), BPS);
        assertEq(settings.MAX_TOKEN_ID(), 100);
        assertEq(settings.MAX_TRADING_FEE(), 1000);
        assertEq(settings.MAX_RATE_FACTOR(), 1e16);
        assertEq(settings.MAX_LEVERAGE_CAP(), 100 * BPS);
        assertEq(settings.MAX_EXECUTION_FEE(), 0.01 ether);
    }

    function test_SetMarket_AddsThenUpdates() public {
        ISettings.Market memory m = _marketConfig("ARB/USD", true, 50, 60, 1e36, 1e36, 0, 0, 10);
        vm.expectEmit(true, false, false, true, address(settings));
        emit ISettings.MarketSet(100, "ARB/USD", true);
        vm.prank(deployer);
        settings.setMarket(100, m);
        assertEq(settings.marketIds().length, 5);
        assertEq(settings.marketIds()[4], 100);

        m.enabled = false;
        m.longFee = 70;
        vm.prank(deployer);
        settings.setMarket(100, m);
        assertEq(settings.marketIds().length, 5, "an update does not list the id twice");
        assertFalse(settings.market(100).enabled);
        assertEq(settings.market(100).longFee, 70);
    }

    function test_SetMarket_DisablingStopsNewOrders() public {
        ISettings.Market memory m = settings.market(BTC);
        m.enabled = false;
        vm.prank(deployer);
        settings.setMarket(BTC, m);
        _fund(alice, 10_000e6);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.MarketDisabled.selector, BTC));
        vault.newPositionOrder{value: MARKET_FEE}(
            BTC, true, MARKET, _params(BTC_PRICE, 500, 100e30, 1_000e30), address(0)
        );
    }

    function test_SetMarket_RevertsOnTokenId() public {
        ISettings.Market memory m = settings.market(BTC);
        vm.startPrank(deployer);
        vm.expectRevert(abi.encodeWithSelector(ISettings.InvalidTokenId.selector, 0));
        settings.setMarket(0, m);
        vm.expectRevert(abi.encodeWithSelector(ISettings.InvalidTokenId.selector, 101));
        settings.setMarket(101, m);
        vm.stopPrank();
    }

    function test_SetMarket_RevertsOnInvalidFields() public {
        ISettings.Market memory m = settings.market(BTC);
        _expectInvalidMarket(m, "name", 0);
        _expectInvalidMarket(m, "fee", 1);
        _expectInvalidMarket(m, "fee", 2);
        _expectInvalidMarket(m, "rate", 3);
        _expectInvalidMarket(m, "rate", 4);
        _expectInvalidMarket(m, "leverage", 5);
        _expectInvalidMarket(m, "leverage", 6);
        _expectInvalidMarket(m, "minCollateral", 7);
    }

    function _expectInvalidMarket(ISettings.Market memory base, string memory reason, uint256 which) internal {
        ISettings.Market memory m = ISettings.Market(
            base.name,
            base.enabled,
            base.longFee,
            base.shortFee,
            base.maxLongOpenInterest,
            base.maxShortOpenInterest,
            base.fundingFactor,
            base.borrowFactor,
            base.minCollateral,
            base.maxLeverage
        );
        if (which == 0) m.name = "";
        if (which == 1) m.longFee = 1001;
        if (which == 2) m.shortFee = 1001;
        if (which == 3) m.fundingFactor = 1e16 + 1;
        if (which == 4) m.borrowFactor = 1e16 + 1;
        if (which == 5) m.maxLeverage = BPS - 1;
        if (which == 6) m.maxLeverage = 100 * BPS + 1;
        if (which == 7) m.minCollateral = 0;
        vm.prank(deployer);
        vm.expectRevert(abi.encodeWithSelector(ISettings.InvalidMarket.selector, 7, reason));
        settings.setMarket(7, m);
    }

    function test_SetExecutionFees() public {
        vm.expectEmit(false, false, false, true, address(settings));
        emit ISettings.ExecutionFeesSet(0.001 ether, 0.002 ether);
        vm.prank(deployer);
        settings.setExecutionFees(0.001 ether, 0.002 ether);
        assertEq(settings.marketOrderFee(), 0.001 ether);
        assertEq(settings.triggerOrderFee(), 0.002 ether);
        // the vault demands the new amounts at once
        _fund(alice, 10_000e6);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.InvalidExecutionFee.selector, 0.001 ether, MARKET_FEE));
        vault.newPositionOrder{value: MARKET_FEE}(
            BTC, true, MARKET, _params(BTC_PRICE, 500, 100e30, 1_000e30), address(0)
        );
    }

    function test_SetExecutionFees_RevertsAboveMaximum() public {
        vm.startPrank(deployer);
        vm.expectRevert(abi.encodeWithSelector(ISettings.InvalidSetting.selector, "marketOrderFee", 0.01 ether + 1));
        settings.setExecutionFees(0.01 ether + 1, 0);
        vm.expectRevert(abi.encodeWithSelector(ISettings.InvalidSetting.selector, "triggerOrderFee", 1 ether));
        settings.setExecutionFees(0, 1 ether);
        vm.stopPrank();
    }

    function testFuzz_SetExecutionFees(uint256 marketFee, uint256 triggerFee) public {
        marketFee = bound(marketFee, 0, 0.02 ether);
        triggerFee = bound(triggerFee, 0, 0.02 ether);
        vm.prank(deployer);
        if (marketFee > 0.01 ether) {
            vm.expectRevert(abi.encodeWithSelector(ISettings.InvalidSetting.selector, "marketOrderFee", marketFee));
        } else if (triggerFee > 0.01 ether) {
            vm.expectRevert(abi.encodeWithSelector(ISettings.InvalidSetting.selector, "triggerOrderFee", triggerFee));
        }
        settings.setExecutionFees(marketFee, triggerFee);
        if (marketFee <= 0.01 ether && triggerFee <= 0.01 ether) {
            assertEq(settings.marketOrderFee(), marketFee);
            assertEq(settings.triggerOrderFee(), triggerFee);
        }
    }

    function test_SetReferralTerms() public {
        vm.expectEmit(false, false, false, true, address(settings));
        emit ISettings.ReferralTermsSet(50000, 50000);
        vm.prank(deployer);
        settings.setReferralTerms(50000, 50000);
        assertEq(settings.referrerShare(), 50000);
        assertEq(settings.traderDiscount(), 50000);
        vm.startPrank(deployer);
        vm.expectRevert(abi.encodeWithSelector(ISettings.InvalidSetting.selector, "referrerShare", 50001));
        settings.setReferralTerms(50001, 0);
        vm.expectRevert(abi.encodeWithSelector(ISettings.InvalidSetting.selector, "traderDiscount", 50001));
        settings.setReferralTerms(0, 50001);
        vm.stopPrank();
    }

    function test_SetKeeper() public {
        vm.expectEmit(true, false, false, true, address(settings));
        emit ISettings.KeeperSet(bob, true);
        vm.prank(deployer);
        settings.setKeeper(bob, true);
        assertTrue(settings.isKeeper(bob));
        vm.prank(deployer);
        settings.setKeeper(bob, false);
        assertFalse(settings.isKeeper(bob));
    }

    function test_OwnerOnly() public {
        ISettings.Market memory m = settings.market(BTC);
        vm.startPrank(alice);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        settings.setMarket(BTC, m);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        settings.setExecutionFees(0, 0);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        settings.setReferralTerms(0, 0);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        settings.setKeeper(alice, true);
        vm.stopPrank();
        Settings fresh = new Settings(carol);
        assertEq(fresh.owner(), carol);
        assertEq(fresh.marketIds().length, 0);
    }
}
