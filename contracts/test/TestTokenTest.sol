// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./Fixture.sol";
import {TestToken} from "../src/test-tokens/TestToken.sol";
import {TestAggregator} from "../src/test-feeds/TestAggregator.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @notice Calls the faucet once from its own address, in its constructor, and hands the tokens
/// to whoever deployed it: one throwaway account per faucet call.
contract FaucetChild {
    constructor(TestToken token) {
        uint256 amount = token.faucet();
        token.transfer(msg.sender, amount);
    }
}

/// @notice The attack on a faucet keyed on its caller: one transaction deploys n children, each a
/// fresh caller of `faucet`.
contract FaucetFarm {
    function farm(TestToken token, uint256 n) external {
        for (uint256 i; i < n; ++i) {
            new FaucetChild(token);
        }
        token.transfer(msg.sender, token.balanceOf(address(this)));
    }
}

contract TestTokenTest is Fixture {
    function test_Faucet_MintsOncePerPeriod() public {
        uint256 before = usdc.balanceOf(alice);
        vm.prank(alice, alice);
        uint256 got = usdc.faucet();
        assertEq(got, 10_000e6);
        assertEq(usdc.balanceOf(alice), before + 10_000e6);
        assertEq(usdc.faucetAvailableAt(alice), block.timestamp + 1 days);

        // a second call within the period reverts and mints nothing
        vm.warp(block.timestamp + 1 days - 1);
        vm.expectRevert(abi.encodeWithSelector(TestToken.FaucetCooldown.selector, alice, usdc.faucetAvailableAt(alice)));
        vm.prank(alice, alice);
        usdc.faucet();

        // another account is not held back by alice's period
        vm.prank(bob, bob);
        usdc.faucet();

        vm.warp(block.timestamp + 1);
        vm.prank(alice, alice);
        usdc.faucet();
        assertEq(usdc.balanceOf(alice), before + 20_000e6);
    }

    function test_Faucet_ScalesWithDecimals() public {
        vm.prank(alice, alice);
        assertEq(weth.faucet(), 10_000e18);
    }

    /// One transaction deploying 20 contracts that each call the faucet is served once: the
    /// first child is, every other reverts on the origin's period and the transaction with it.
    function test_Faucet_OncePerOriginWhateverContractCalls() public {
        FaucetFarm farm = new FaucetFarm();
        uint256 before = usdc.balanceOf(alice);
        uint256 availableAt = block.timestamp + 1 days;
        vm.expectRevert(abi.encodeWithSelector(TestToken.FaucetCooldown.selector, alice, availableAt));
        vm.prank(alice, alice);
        farm.farm(usdc, 20);
        assertEq(usdc.balanceOf(alice), before, "nothing minted: the transaction reverted");

        // one child is served, once, and then the origin waits its period like any caller
        vm.prank(alice, alice);
        farm.farm(usdc, 1);
        assertEq(usdc.balanceOf(alice), before + 10_000e6);
        assertEq(usdc.faucetAvailableAt(alice), availableAt);
        vm.expectRevert(abi.encodeWithSelector(TestToken.FaucetCooldown.selector, alice, availableAt));
        vm.prank(alice, alice);
        usdc.faucet();
        vm.expectRevert(abi.encodeWithSelector(TestToken.FaucetCooldown.selector, alice, availableAt));
        vm.prank(alice, alice);
        farm.farm(usdc, 1);

        // another origin is not held back, and after the period the origin is served again
        vm.prank(bob, bob);
        farm.farm(usdc, 1);
        vm.warp(availableAt);
        vm.prank(alice, alice);
        farm.farm(usdc, 1);
        assertEq(usdc.balanceOf(alice), before + 20_000e6);
    }

    /// The period of an account holds whether it calls itself or is the origin of a contract's
    /// call: served directly, an origin gets nothing through a contract within the period.
    function test_Faucet_DirectThenThroughAContract() public {
        vm.prank(carol, carol);
        usdc.faucet();
        FaucetFarm farm = new FaucetFarm();
        vm.expectRevert(abi.encodeWithSelector(TestToken.FaucetCooldown.selector, carol, block.timestamp + 1 days));
        vm.prank(carol, carol);
        farm.farm(usdc, 1);
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
