// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./Fixture.sol";
import {Oracle} from "../src/Oracle.sol";
import {IOracle} from "../src/interfaces/IOracle.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

contract OracleTest is Fixture {
    function test_Constructor() public {
        Oracle o = new Oracle(carol, 60);
        assertEq(o.owner(), carol);
        assertEq(o.maxAge(), 60);
        assertEq(o.PRICE_PRECISION(), 1e30);
        assertTrue(oracle.isFeeder(feeder));
        assertFalse(oracle.isFeeder(alice));
    }

    function test_Constructor_RevertsOnInvalidMaxAge() public {
        vm.expectRevert(abi.encodeWithSelector(IOracle.InvalidMaxAge.selector, 0));
        new Oracle(carol, 0);
        vm.expectRevert(abi.encodeWithSelector(IOracle.InvalidMaxAge.selector, 7 days + 1));
        new Oracle(carol, 7 days + 1);
        new Oracle(carol, 7 days);
    }

    function test_SetPrices_StoresAndEmits() public {
        vm.warp(block.timestamp + 10);
        vm.expectEmit(true, false, false, true, address(oracle));
        emit IOracle.PriceUpdated(BTC, 61_000e30, block.timestamp);
        vm.expectEmit(true, false, false, true, address(oracle));
        emit IOracle.PriceUpdated(ETH, 3_100e30, block.timestamp);
        vm.prank(feeder);
        oracle.setPrices(_u(BTC, ETH), _u(61_000e30, 3_100e30));
        assertEq(oracle.getPrice(BTC), 61_000e30);
        (uint256 price, uint256 updatedAt) = oracle.latestPrice(ETH);
        assertEq(price, 3_100e30);
        assertEq(updatedAt, block.timestamp);
    }

    function test_SetPrices_RevertsForNonFeeder() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IOracle.NotFeeder.selector, alice));
        oracle.setPrices(_u(BTC), _u(1e30));
    }

    function test_SetPrices_RevertsOnLengthMismatch() public {
        vm.prank(feeder);
        vm.expectRevert(abi.encodeWithSelector(IOracle.LengthMismatch.selector, 2, 1));
        oracle.setPrices(_u(BTC, ETH), _u(1e30));
    }

    function test_SetPrices_RevertsOnZeroPrice() public {
        vm.prank(feeder);
        vm.expectRevert(abi.encodeWithSelector(IOracle.ZeroPrice.selector, ETH));
        oracle.setPrices(_u(BTC, ETH), _u(1e30, 0));
        assertEq(oracle.getPrice(BTC), BTC_PRICE, "the whole batch reverted");
    }

    function test_GetPrice_RevertsWhenMissing() public {
        vm.expectRevert(abi.encodeWithSelector(IOracle.PriceNotAvailable.selector, 42));
        oracle.getPrice(42);
        (uint256 price, uint256 updatedAt) = oracle.latestPrice(42);
        assertEq(price, 0);
        assertEq(updatedAt, 0);
    }

    function test_GetPrice_StaleAfterMaxAge() public {
        uint256 t0 = block.timestamp;
        vm.warp(t0 + MAX_AGE);
        assertEq(oracle.getPrice(BTC), BTC_PRICE, "fresh at exactly maxAge");
        vm.warp(t0 + MAX_AGE + 1);
        vm.expectRevert(abi.encodeWithSelector(IOracle.StalePrice.selector, BTC, t0, MAX_AGE));
        oracle.getPrice(BTC);
        (uint256 price, uint256 updatedAt) = oracle.latestPrice(BTC);
        assertEq(price, BTC_PRICE, "latestPrice has no freshness check");
        assertEq(updatedAt, t0);
    }

    function testFuzz_GetPrice_Freshness(uint256 age, uint256 maxAge) public {
        maxAge = bound(maxAge, 1, 7 days);
        age = bound(age, 0, 14 days);
        vm.prank(deployer);
        oracle.setMaxAge(maxAge);
        uint256 t0 = block.timestamp;
        vm.warp(t0 + age);
        if (age > maxAge) {
            vm.expectRevert(abi.encodeWithSelector(IOracle.StalePrice.selector, SOL, t0, maxAge));
            oracle.getPrice(SOL);
        } else {
            assertEq(oracle.getPrice(SOL), SOL_PRICE);
        }
    }

    function test_SetFeeder_GrantsAndRevokes() public {
        vm.expectEmit(true, false, false, true, address(oracle));
        emit IOracle.FeederSet(alice, true);
        vm.prank(deployer);
        oracle.setFeeder(alice, true);
        vm.prank(alice);
        oracle.setPrices(_u(BTC), _u(1e30));
        vm.prank(deployer);
        oracle.setFeeder(alice, false);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IOracle.NotFeeder.selector, alice));
        oracle.setPrices(_u(BTC), _u(1e30));
    }

    function test_SetMaxAge() public {
        vm.expectEmit(false, false, false, true, address(oracle));
        emit IOracle.MaxAgeSet(600);
        vm.prank(deployer);
        oracle.setMaxAge(600);
        assertEq(oracle.maxAge(), 600);
        vm.startPrank(deployer);
        vm.expectRevert(abi.encodeWithSelector(IOracle.InvalidMaxAge.selector, 0));
        oracle.setMaxAge(0);
        vm.expectRevert(abi.encodeWithSelector(IOracle.InvalidMaxAge.selector, 8 days));
        oracle.setMaxAge(8 days);
        vm.stopPrank();
    }

    function test_OwnerOnly() public {
        vm.startPrank(feeder);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, feeder));
        oracle.setFeeder(feeder, true);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, feeder));
        oracle.setMaxAge(60);
        vm.stopPrank();
    }
}
