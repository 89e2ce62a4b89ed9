// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture, EthRejecter} from "./Fixture.sol";
import {Vault, VaultKeeper} from "../src/Vault.sol";
import {TestToken} from "../src/test-tokens/TestToken.sol";
import {IVault, IVaultEntryPoints} from "../src/interfaces/IVault.sol";
import {ISettings} from "../src/interfaces/ISettings.sol";
import {IOracle} from "../src/interfaces/IOracle.sol";
import {IReferralRegistry} from "../src/interfaces/IReferralRegistry.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @notice Margin wallet, liquidity pool, fee reserve, native refunds and the constructor.
contract VaultTest is Fixture {
    // ------------------------------------------------------------------ constructor

    function test_Constructor_WiresDependencies() public view {
        assertEq(address(vault.stable()), address(usdc));
        assertEq(vault.stableScale(), SCALE);
        assertEq(address(vault.settings()), address(settings));
        assertEq(address(vault.oracle()), address(oracle));
        assertEq(address(vault.referrals()), address(referrals));
        assertEq(vault.owner(), deployer);
        assertEq(vault.PRICE_PRECISION(), 1e30);
        assertEq(vault.BASIS_POINTS_DIVISOR(), BPS);
        assertEq(vault.RATE_PRECISION(), 1e18);
        assertEq(vault.MAX_TRIGGERS(), 2);
        assertEq(vault.poolAmount(), POOL_USDC * SCALE);
        assertEq(vault.lastPosId(), 0);
    }

    /// @notice forge deploys contracts of any size, a chain does not: a Vault over EIP-170's
    /// 24,576 bytes of runtime code passes every test here and fails to deploy anywhere else.
    function test_Constructor_RuntimeWithinEip170() public view {
        assertLe(address(vault).code.length, 24_576, "Vault runtime code over the EIP-170 limit");
        assertLe(vault.keeperLogic().code.length, 24_576, "VaultKeeper runtime code over the EIP-170 limit");
        assertLe(address(receiver).code.length, 24_576, "DepositReceiver runtime code over the EIP-170 limit");
    }

    function test_Constructor_ScalesAnyStableDecimals() public {
        TestToken t18 = new TestToken("D", "D", 18, deployer);
        Vault v = new Vault(
            deployer, t18, settings, oracle, referrals, new VaultKeeper(deployer, t18, settings, oracle, referrals)
        );
        assertEq(v.stableScale(), 1e12);
    }

    function test_Constructor_RevertsOnZeroAddress() public {
        VaultKeeper k = VaultKeeper(vault.keeperLogic());
        vm.expectRevert(abi.encodeWithSelector(IVault.ZeroAddress.selector));
        new Vault(deployer, IERC20(address(0)), settings, oracle, referrals, k);
        vm.expectRevert(abi.encodeWithSelector(IVault.ZeroAddress.selector));
        new Vault(deployer, usdc, ISettings(address(0)), oracle, referrals, k);
        vm.expectRevert(abi.encodeWithSelector(IVault.ZeroAddress.selector));
        new Vault(deployer, usdc, settings, IOracle(address(0)), referrals, k);
        vm.expectRevert(abi.encodeWithSelector(IVault.ZeroAddress.selector));
        new Vault(deployer, usdc, settings, oracle, IReferralRegistry(address(0)), k);
    }

    /// The keeper logic runs on the Vault's storage with its own immutables: one built for other
    /// contracts (another stablecoin here), or none, is refused.
    function test_Constructor_RevertsOnForeignKeeperLogic() public {
        TestToken t18 = new TestToken("D", "D", 18, deployer);
        VaultKeeper other = new VaultKeeper(deployer, t18, settings, oracle, referrals);
        vm.expectRevert(abi.encodeWithSelector(IVault.KeeperLogicMismatch.selector, address(other)));
        new Vault(deployer, usdc, settings, oracle, referrals, other);
        vm.expectRevert(abi.encodeWithSelector(IVault.KeeperLogicMismatch.selector, address(0)));
        new Vault(deployer, usdc, settings, oracle, referrals, VaultKeeper(address(0)));
    }

    /// Called directly, the keeper logic acts on its own empty storage: nothing to execute, no
    /// position to liquidate, and no keeper rights of its own.
    function test_KeeperLogicCalledDirectlyTouchesNothing() public {
        VaultKeeper k = VaultKeeper(vault.keeperLogic());
        vm.prank(keeper);
        assertEq(k.execute(_u(1)), 0);
        vm.expectRevert(abi.encodeWithSelector(IVault.PositionNotFound.selector, 1));
        k.liquidatePosition(1);
        vm.expectRevert(abi.encodeWithSelector(IVault.NotKeeper.selector, alice));
        vm.prank(alice);
        k.execute(_u(1));
    }

    // ------------------------------------------------------------------ deposits

    function test_DepositSelf_CreditsMarginWallet() public {
        vm.prank(deployer);
        usdc.mint(alice, 500e6);
        vm.startPrank(alice);
        usdc.approve(address(vault), 500e6);
        vm.expectEmit(true, true, false, true, address(vault));
        emit IVault.Deposit(alice, alice, address(usdc), 500e6);
        vault.depositSelf(address(usdc), 500e6);
        vm.stopPrank();
        assertEq(vault.marginBalance(alice), 500e30);
        assertEq(vault.totalMargin(), 500e30);
        assertEq(usdc.balanceOf(address(vault)), POOL_USDC + 500e6);
        _assertStableAccounting();
    }

    function test_Deposit_CreditsAnotherAccount() public {
        vm.prank(deployer);
        usdc.mint(bob, 250e6);
        vm.startPrank(bob);
        usdc.approve(address(vault), 250e6);
        vm.expectEmit(true, true, false, true, address(vault));
        emit IVault.Deposit(alice, bob, address(usdc), 250e6);
        vault.deposit(alice, address(usdc), 250e6);
        vm.stopPrank();
        assertEq(vault.marginBalance(alice), 250e30);
        assertEq(vault.marginBalance(bob), 0);
        _assertStableAccounting();
    }

    function test_Deposit_RevertsOnUnsupportedToken() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.UnsupportedToken.selector, address(usdt)));
        vault.depositSelf(address(usdt), 1e6);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.UnsupportedToken.selector, address(dai)));
        vault.deposit(bob, address(dai), 1e6);
    }

    function test_Deposit_RevertsOnZeroAmount() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.ZeroAmount.selector));
        vault.depositSelf(address(usdc), 0);
    }

    function test_Deposit_RevertsOnZeroAccount() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.ZeroAddress.selector));
        vault.deposit(address(0), address(usdc), 1e6);
    }

    function test_Deposit_RevertsWithoutApproval() public {
        vm.prank(deployer);
        usdc.mint(alice, 1e6);
        vm.prank(alice);
        vm.expectRevert(
            abi.encodeWithSelector(IERC20Errors.ERC20InsufficientAllowance.selector, address(vault), 0, 1e6)
        );
        vault.depositSelf(address(usdc), 1e6);
    }

    // ------------------------------------------------------------------ withdrawals

    function test_Withdraw_PaysOutMargin() public {
        _fund(alice, 1_000e6);
        vm.expectEmit(true, false, false, true, address(vault));
        emit IVault.Withdraw(alice, address(usdc), 400e6);
        vm.prank(alice);
        vault.withdraw(address(usdc), 400e6);
        assertEq(vault.marginBalance(alice), 600e30);
        assertEq(usdc.balanceOf(alice), 400e6);
        _assertStableAccounting();
    }

    function test_Withdraw_RevertsOnNativeValue() public {
        _fund(alice, 1_000e6);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.NativeValueNotAccepted.selector, 1 wei));
        vault.withdraw{value: 1 wei}(address(usdc), 1e6);
    }

    function test_Withdraw_RevertsOnUnsupportedToken() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.UnsupportedToken.selector, address(weth)));
        vault.withdraw(address(weth), 1e6);
    }

    function test_Withdraw_RevertsOnZeroAmount() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.ZeroAmount.selector));
        vault.withdraw(address(usdc), 0);
    }

    function test_Withdraw_RevertsOnInsufficientMargin() public {
        _fund(alice, 100e6);
        vm.prank(alice);
        vm.expectRevert(
            abi.encodeWithSelector(IVault.InsufficientMarginBalance.selector, alice, 100e30 + SCALE, 100e30)
        );
        vault.withdraw(address(usdc), 100e6 + 1);
    }

    function testFuzz_DepositWithdrawRoundTrip(uint256 amount, uint256 out) public {
        amount = bound(amount, 1, 1e15);
        out = bound(out, 1, amount);
        _fund(alice, amount);
        vm.prank(alice);
        vault.withdraw(address(usdc), out);
        assertEq(vault.marginBalance(alice), (amount - out) * SCALE);
        assertEq(usdc.balanceOf(alice), out);
        _assertStableAccounting();
    }

    // ------------------------------------------------------------------ liquidity pool

    function test_AddLiquidity_GrowsPool() public {
        vm.startPrank(deployer);
        usdc.mint(deployer, 1_000e6);
        usdc.approve(address(vault), 1_000e6);
        vm.expectEmit(true, false, false, true, address(vault));
        emit IVault.LiquidityAdded(deployer, 1_000e6);
        vault.addLiquidity(1_000e6);
        vm.stopPrank();
        assertEq(vault.poolAmount(), (POOL_USDC + 1_000e6) * SCALE);
        _assertStableAccounting();
    }

    function test_AddLiquidity_RevertsOnZeroAmount() public {
        vm.prank(deployer);
        vm.expectRevert(abi.encodeWithSelector(IVault.ZeroAmount.selector));
        vault.addLiquidity(0);
    }

    function test_RemoveLiquidity_ShrinksPool() public {
        vm.expectEmit(true, false, false, true, address(vault));
        emit IVault.LiquidityRemoved(carol, 1_000e6);
        vm.prank(deployer);
        vault.removeLiquidity(carol, 1_000e6);
        assertEq(usdc.balanceOf(carol), 1_000e6);
        assertEq(vault.poolAmount(), (POOL_USDC - 1_000e6) * SCALE);
        _assertStableAccounting();
    }

    function test_RemoveLiquidity_RevertsBeyondPool() public {
        vm.prank(deployer);
        vm.expectRevert(
            abi.encodeWithSelector(
                IVault.InsufficientPoolLiquidity.selector, (POOL_USDC + 1) * SCALE, POOL_USDC * SCALE
            )
        );
        vault.removeLiquidity(deployer, POOL_USDC + 1);
    }

    function test_OwnerOnly_PoolAndFees() public {
        vm.startPrank(alice);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        vault.addLiquidity(1);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        vault.removeLiquidity(alice, 1);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        vault.withdrawFees(alice);
        vm.stopPrank();
    }

    // ------------------------------------------------------------------ fee reserve

    function test_WithdrawFees_SendsWholeUnits() public {
        _fund(alice, 10_000e6);
        _open(alice, BTC, true, 1_000e30, 10_000e30); // fee $8
        uint256 reserve = vault.feeReserve();
        assertEq(reserve, 8e30);
        vm.prank(deployer);
        vault.withdrawFees(carol);
        assertEq(usdc.balanceOf(carol), 8e6);
        assertEq(vault.feeReserve(), 0);
        _assertStableAccounting();

        vm.prank(deployer);
        vm.expectRevert(abi.encodeWithSelector(IVault.NothingToClaim.selector));
        vault.withdrawFees(carol);
    }

    function test_WithdrawFees_RevertsWhenNothingCollected() public {
        vm.prank(deployer);
        vm.expectRevert(abi.encodeWithSelector(IVault.NothingToClaim.selector));
        vault.withdrawFees(deployer);
    }

    // ------------------------------------------------------------------ native refunds

    function test_ClaimRefunds_PaysCreditedTriggerFees() public {
        _fund(alice, 10_000e6);
        (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts) =
            _triggers(true, 70_000e30, BPS, false, 50_000e30, BPS);
        vm.prank(alice);
        vault.newPositionOrderWithTPSL{value: MARKET_FEE + 2 * TRIGGER_FEE}(
            BTC, true, MARKET, _params(BTC_PRICE, 1000, 1_000e30, 10_000e30), address(0), isTPs, prices, pcts
        );
        uint256 id = vault.lastPosId();
        vm.prank(alice);
        vault.cancelPendingOrder(id); // the two trigger fees are credited, not sent
        assertEq(vault.nativeRefunds(alice), 2 * TRIGGER_FEE);
        _assertNativeAccounting();

        uint256 before = alice.balance;
        vm.prank(alice);
        vault.claimRefunds();
        assertEq(alice.balance, before + 2 * TRIGGER_FEE);
        assertEq(vault.nativeRefunds(alice), 0);
        assertEq(address(vault).balance, 0);

        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVault.NothingToClaim.selector));
        vault.claimRefunds();
    }

    function test_ClaimRefunds_RevertsWhenTransferFails() public {
        EthRejecter trader = new EthRejecter();
        vm.deal(address(trader), 1 ether);
        _fund(address(trader), 10_000e6);
        (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts) = _triggers(true, 70_000e30, BPS);
        trader.exec(
            address(vault),
            MARKET_FEE + TRIGGER_FEE,
            abi.encodeCall(
                IVaultEntryPoints.newPositionOrderWithTPSL,
                (BTC, true, MARKET, _params(BTC_PRICE, 1000, 1_000e30, 10_000e30), address(0), isTPs, prices, pcts)
            )
        );
        _exec(1);
        // the owner closes the position: the trigger fee is credited as a refund
        trader.exec(address(vault), MARKET_FEE, abi.encodeCall(IVaultEntryPoints.decreasePosition, (10_000e30, 0, 1)));
        _exec(1);
        assertEq(vault.nativeRefunds(address(trader)), TRIGGER_FEE);
        vm.expectRevert(abi.encodeWithSelector(IVault.NativeTransferFailed.selector, address(trader), TRIGGER_FEE));
        trader.exec(address(vault), 0, abi.encodeCall(Vault.claimRefunds, ()));
    }

    // ------------------------------------------------------------------ views

    function test_TradingFee_AppliesReferralDiscount() public {
        assertEq(vault.tradingFee(alice, ETH, true, 10_000e30), 10e30);
        assertEq(vault.tradingFee(alice, ETH, false, 10_000e30), 12e30);
        vm.prank(referrer);
        referrals.registerCode("REF");
        vm.prank(alice);
        referrals.setTraderReferralCode("REF");
        assertEq(vault.tradingFee(alice, ETH, true, 10_000e30), 9e30);
        assertEq(vault.tradingFee(alice, ETH, false, 10_000e30), 10.8e30);
        assertEq(vault.tradingFee(bob, ETH, true, 10_000e30), 10e30);
    }

    function test_CurrentRates_FollowSkewAndUtilization() public {
        (int256 f, uint256 bl, uint256 bs) = vault.currentRates(BTC);
        assertEq(f, 0);
        assertEq(bl, 0);
        assertEq(bs, 0);

        _fund(alice, 100_000e6);
        _fund(bob, 100_000e6);
        _open(alice, BTC, true, 10_000e30, 300_000e30);
        _open(bob, BTC, false, 10_000e30, 100_000e30);
        (f, bl, bs) = vault.currentRates(BTC);
        // funding: factor * (L - S) / (L + S) = 1e14 * 200k / 400k
        assertEq(f, 5e13);
        // borrow: factor * OI / pool
        assertEq(bl, 5e13 * 300_000e30 / vault.poolAmount());
        assertEq(bs, 5e13 * 100_000e30 / vault.poolAmount());

        _fund(carol, 100_000e6);
        _open(carol, BTC, false, 10_000e30, 400_000e30);
        (f,,) = vault.currentRates(BTC);
        // shorts dominate now: negative funding, shorts pay longs
        assertEq(f, -2.5e13);
    }
}
