// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./Fixture.sol";
import {TestToken} from "../src/test-tokens/TestToken.sol";
import {TestAggregator} from "../src/test-feeds/TestAggregator.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

contract TestTokenTest is Fixture {
    function test_Faucet_MintsOncePerPeriod() public {
        uint256 before = usdc.balanceOf(alice);
        vm.prank(alice);
        uint256 got = usdc.faucet();
        assertEq(got, 10_000e6);
        assertEq(usdc.balanceOf(alice), before + 10_000e6);
        assertEq(usdc.faucetAvailableAt(alice), block.timestamp + 1 days);

        // a second call within the period reverts and mints nothing
        vm.warp(block.timestamp + 1 days - 1);
        vm.expectRevert(abi.encodeWithSelector(TestToken.FaucetCooldown.selector, alice, usdc.faucetAvailableAt(alice)));
        vm.prank(alice);
        usdc.faucet();

        // another account is not held back by alice's period
        vm.prank(bob);
        usdc.faucet();

        vm.warp(block.timestamp + 1);
        vm.prank(alice);
        usdc.faucet();
        assertEq(usdc.balanceOf(alice), before + 20_000e6);
    }

    function test_Faucet_ScalesWithDecimals() public {
        vm.prank(alice);
        assertEq(weth.faucet(), 10_000e18);
    }
}

contract TestAggregatorTest is Fixture {
    function test_Answer_SetByOwnerOnly() public {
        TestAggregator a = new TestAggregator(8, "BTC / USD", carol);
        assertEq(a.decimals(), 8);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        a.setAnswer(1, 0);

        vm.warp(1_000_000);
        vm.prank(carol);
        a.setAnswer(61_000e8, 0);
        (uint80 roundId, int256 answer,, uint256 updatedAt, uint80 answeredIn) = a.latestRoundData();
        assertEq(roundId, 1);
        assertEq(answer, 61_000e8);
        assertEq(updatedAt, 1_000_000);
        assertEq(answeredIn, 1);

        vm.prank(carol);
        a.setAnswer(60_000e8, 999_000);
        (roundId, answer,, updatedAt,) = a.latestRoundData();
        assertEq(roundId, 2);
        assertEq(updatedAt, 999_000);
    }
}
