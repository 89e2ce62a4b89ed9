// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./Fixture.sol";
import {Vault, VaultKeeper} from "../src/Vault.sol";
import {Oracle} from "../src/Oracle.sol";
import {Settings} from "../src/Settings.sol";
import {DepositRouter} from "../src/DepositRouter.sol";
import {DepositReceiver} from "../src/DepositReceiver.sol";
import {TestToken, TestTetherToken} from "../src/test-tokens/TestToken.sol";
import {IVault, IVaultEntryPoints} from "../src/interfaces/IVault.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";

/// @notice Re-enters the Vault when it receives ETH and keeps the revert data it got back.
contract Reenterer {
    Vault internal immutable vault;
    bytes public lastError;
    bytes internal reentry;

    constructor(Vault vault_) {
        vault = vault_;
    }

    function exec(address target, uint256 value, bytes calldata data, bytes calldata reentry_) external {
        reentry = reentry_;
        (bool ok, bytes memory ret) = target.call{value: value}(data);
        if (!ok) {
            assembly {
                revert(add(ret, 32), mload(ret))
            }
        }
    }

    receive() external payable {
        if (reentry.length == 0) return;
        (bool ok, bytes memory ret) = address(vault).call(reentry);
        if (!ok) lastError = ret;
    }
}

/// @notice Ownership of every owned contract, the ERC-20 surface of the test tokens, and the
/// reentrancy guard.
contract AccessTest is Fixture {
    function _owned() internal view returns (Ownable[6] memory list) {
        list = [
            Ownable(address(vault)),
            Ownable(address(oracle)),
            Ownable(address(settings)),
            Ownable(address(router)),
            Ownable(address(receiver)),
            Ownable(address(usdc))
        ];
    }

    function test_Ownership_TransferAndRenounce() public {
        Ownable[6] memory list = _owned();
        for (uint256 i = 0; i < list.length; i++) {
            Ownable c = list[i];
            assertEq(c.owner(), deployer);
            vm.prank(alice);
            vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
            c.transferOwnership(alice);
            vm.prank(deployer);
            vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableInvalidOwner.selector, address(0)));
            c.transferOwnership(address(0));

            vm.expectEmit(true, true, false, false, address(c));
            emit Ownable.OwnershipTransferred(deployer, carol);
            vm.prank(deployer);
            c.transferOwnership(carol);
            assertEq(c.owner(), carol);

            vm.prank(deployer);
            vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, deployer));
            c.renounceOwnership();
            vm.prank(carol);
            c.renounceOwnership();
            assertEq(c.owner(), address(0));
        }
        // nobody can configure a renounced contract any more
        vm.prank(carol);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, carol));
        settings.setKeeper(carol, true);
    }

    function test_Ownership_NewOwnerConfigures() public {
        vm.prank(deployer);
        settings.transferOwnership(carol);
        vm.prank(carol);
        settings.setKeeper(bob, true);
        assertTrue(settings.isKeeper(bob));
        vm.prank(deployer);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, deployer));
        settings.setKeeper(bob, false);
    }

    function test_Constructors_RejectZeroOwner() public {
        bytes memory err = abi.encodeWithSelector(Ownable.OwnableInvalidOwner.selector, address(0));
        VaultKeeper logic = VaultKeeper(vault.keeperLogic());
        vm.expectRevert(err);
        new Vault(address(0), usdc, settings, oracle, referrals, logic);
        vm.expectRevert(err);
        new VaultKeeper(address(0), usdc, settings, oracle, referrals);
        vm.expectRevert(err);
        new Oracle(address(0), 60);
        vm.expectRevert(err);
        new Settings(address(0));
        vm.expectRevert(err);
        new DepositRouter(address(0), 1);
        vm.expectRevert(err);
        new DepositReceiver(address(0), vault, oracle, 0);
        vm.expectRevert(err);
        new TestToken("T", "T", 6, address(0));
        vm.expectRevert(err);
        new TestTetherToken(address(0));
    }

    // ------------------------------------------------------------------ test tokens

    function test_TestToken_Erc20Surface() public {
        assertEq(usdc.name(), "USD Coin");
        assertEq(usdc.symbol(), "USDC");
        assertEq(weth.decimals(), 18);
        uint256 supply = usdc.totalSupply();
        vm.prank(deployer);
        usdc.mint(alice, 100e6);
        assertEq(usdc.totalSupply(), supply + 100e6);

        vm.expectEmit(true, true, false, true, address(usdc));
        emit IERC20.Transfer(alice, bob, 30e6);
        vm.prank(alice);
        assertTrue(usdc.transfer(bob, 30e6));
        assertEq(usdc.balanceOf(bob), 30e6);

        vm.prank(alice);
        usdc.approve(carol, 50e6);
        assertEq(usdc.allowance(alice, carol), 50e6);
        vm.prank(carol);
        assertTrue(usdc.transferFrom(alice, carol, 20e6));
        assertEq(usdc.allowance(alice, carol), 30e6);
        assertEq(usdc.balanceOf(alice), 50e6);
    }

    function test_TestToken_Errors() public {
        vm.prank(deployer);
        usdc.mint(alice, 10e6);
        vm.startPrank(alice);
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InsufficientBalance.selector, alice, 10e6, 11e6));
        usdc.transfer(bob, 11e6);
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InvalidReceiver.selector, address(0)));
        usdc.transfer(address(0), 1);
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InvalidSpender.selector, address(0)));
        usdc.approve(address(0), 1);
        vm.stopPrank();
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InsufficientAllowance.selector, bob, 0, 1));
        usdc.transferFrom(alice, bob, 1);
        vm.prank(deployer);
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InvalidReceiver.selector, address(0)));
        usdc.mint(address(0), 1);
        // the Tether-like token checks its own rule first, then the standard ones
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InvalidSpender.selector, address(0)));
        usdt.approve(address(0), 1);
    }

    // ------------------------------------------------------------------ reentrancy

    function test_Reentrancy_RefundPayoutCannotReenter() public {
        Reenterer r = new Reenterer(vault);
        vm.deal(address(r), 1 ether);
        _fund(address(r), 10_000e6);
        bytes memory order = abi.encodeCall(
            IVaultEntryPoints.newPositionOrder,
            (BTC, true, MARKET, _params(BTC_PRICE, 500, 1_000e30, 10_000e30), address(0))
        );
        r.exec(address(vault), MARKET_FEE, order, "");
        // cancelling pays the execution fee back to the trader, who tries to take it twice
        r.exec(
            address(vault),
            0,
            abi.encodeCall(IVaultEntryPoints.cancelPendingOrder, (1)),
            abi.encodeCall(IVaultEntryPoints.cancelPendingOrder, (1))
        );
        assertEq(r.lastError(), abi.encodeWithSelector(ReentrancyGuard.ReentrancyGuardReentrantCall.selector));
        assertEq(uint8(vault.getOrder(1).status), uint8(IVault.OrderStatus.CANCELED));
        assertEq(address(vault).balance, 0);
    }

    function test_Reentrancy_KeeperPayoutCannotReenter() public {
        Reenterer k = new Reenterer(vault);
        vm.prank(deployer);
        settings.setKeeper(address(k), true);
        _fund(alice, 10_000e6);
        uint256 id = _placeMarket(alice, BTC, true, BTC_PRICE, 500, 1_000e30, 10_000e30);
        k.exec(address(vault), 0, abi.encodeCall(Vault.execute, (_u(id))), abi.encodeCall(Vault.execute, (_u(id))));
        assertEq(k.lastError(), abi.encodeWithSelector(ReentrancyGuard.ReentrancyGuardReentrantCall.selector));
        assertEq(address(k).balance, MARKET_FEE);
        assertEq(vault.getPosition(id).size, 10_000e30);
    }
}
