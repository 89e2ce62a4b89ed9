// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./Fixture.sol";
import {DepositRouter} from "../src/DepositRouter.sol";
import {DepositReceiver} from "../src/DepositReceiver.sol";
import {TestToken, TestTetherToken} from "../src/test-tokens/TestToken.sol";
import {IVault} from "../src/interfaces/IVault.sol";
import {IOracle} from "../src/interfaces/IOracle.sol";
import {IDepositRouter, IDepositReceiver} from "../src/interfaces/ICrossChain.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @notice Source-chain router (approval, USDT-style allowance, locking) and destination-chain
/// receiver (conversion of 6 / 18 decimals and of non-stable tokens at the oracle price less the
/// bridge fee, margin credit, replay protection and recorded failures).
contract CrossChainTest is Fixture {
    function _mint(TestToken token, address to, uint256 amount) internal {
        vm.prank(deployer);
        token.mint(to, amount);
    }

    function _deliver(uint256 nonce, address recipient, address token, uint256 amount) internal {
        vm.prank(relayer);
        receiver.deliver(_message(nonce, recipient, token, amount));
    }

    function _assertFailed(uint256 nonce, address recipient, bytes memory reason) internal view {
        IDepositReceiver.Delivery memory d = receiver.getDelivery(_messageId(nonce));
        assertEq(uint8(d.status), uint8(IDepositReceiver.Status.FAILED));
        assertEq(d.recipient, recipient);
        assertEq(d.creditedAmount, 0);
        assertEq(d.reason, reason);
    }

    // ------------------------------------------------------------------ router

    function test_Router_Deployment() public view {
        assertEq(router.owner(), deployer);
        assertEq(router.destinationChainId(), DEST_CHAIN);
        assertEq(router.nextNonce(), 0);
        assertTrue(router.supportedTokens(address(usdc)));
        assertTrue(router.supportedTokens(address(usdt)));
        assertTrue(router.supportedTokens(address(dai)));
        assertTrue(router.supportedTokens(address(weth)));
    }

    function test_Router_SetTokenSupport() public {
        TestToken other = new TestToken("Other", "OTH", 8, deployer);
        vm.expectEmit(true, false, false, true, address(router));
        emit IDepositRouter.TokenSupportSet(address(other), true);
        vm.prank(deployer);
        router.setTokenSupport(address(other), true);
        assertTrue(router.supportedTokens(address(other)));
        vm.prank(deployer);
        router.setTokenSupport(address(other), false);
        assertFalse(router.supportedTokens(address(other)));

        vm.prank(deployer);
        vm.expectRevert(abi.encodeWithSelector(IDepositRouter.ZeroAddress.selector));
        router.setTokenSupport(address(0), true);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        router.setTokenSupport(address(other), true);
    }

    function test_BridgeDeposit_RevertsWithoutApproval() public {
        _mint(usdc, alice, 100e6);
        vm.prank(alice);
        vm.expectRevert(
            abi.encodeWithSelector(IERC20Errors.ERC20InsufficientAllowance.selector, address(router), 0, 100e6)
        );
        router.bridgeDeposit(address(usdc), 100e6, alice);
    }

    function test_BridgeDeposit_LocksTokensAndEmits() public {
        _mint(usdc, alice, 300e6);
        vm.startPrank(alice);
        usdc.approve(address(router), 300e6);
        vm.expectEmit(true, true, true, true, address(router));
        emit IDepositRouter.DepositInitiated(0, alice, bob, address(usdc), 100e6, DEST_CHAIN);
        assertEq(router.bridgeDeposit(address(usdc), 100e6, bob), 0);
        assertEq(router.bridgeDeposit(address(usdc), 200e6, alice), 1);
        vm.stopPrank();
        assertEq(router.nextNonce(), 2);
        assertEq(router.depositBlock(0), block.number, "the block of each deposit, by nonce");
        assertEq(router.depositBlock(1), block.number);
        assertEq(router.depositBlock(2), 0);
        assertEq(usdc.balanceOf(address(router)), 300e6);
        assertEq(usdc.balanceOf(alice), 0);
    }

    function test_BridgeDeposit_RevertsOnInput() public {
        TestToken other = new TestToken("Other", "OTH", 8, deployer);
        vm.startPrank(alice);
        vm.expectRevert(abi.encodeWithSelector(IDepositRouter.UnsupportedToken.selector, address(other)));
        router.bridgeDeposit(address(other), 1, alice);
        vm.expectRevert(abi.encodeWithSelector(IDepositRouter.ZeroAmount.selector));
        router.bridgeDeposit(address(usdc), 0, alice);
        vm.expectRevert(abi.encodeWithSelector(IDepositRouter.ZeroAddress.selector));
        router.bridgeDeposit(address(usdc), 1, address(0));
        vm.stopPrank();
    }

    function test_Usdt_ApprovalMustBeResetToZero() public {
        _mint(usdt, alice, 1_000e6);
        vm.startPrank(alice);
        usdt.approve(address(router), 100e6);
        vm.expectRevert(
            abi.encodeWithSelector(TestTetherToken.AllowanceNotZero.selector, alice, address(router), 100e6)
        );
        usdt.approve(address(router), 500e6);
        usdt.approve(address(router), 0);
        usdt.approve(address(router), 500e6);
        assertEq(usdt.allowance(alice, address(router)), 500e6);
        router.bridgeDeposit(address(usdt), 400e6, alice);
        // 100 left over: another non-zero approval still needs a reset first
        vm.expectRevert(
            abi.encodeWithSelector(TestTetherToken.AllowanceNotZero.selector, alice, address(router), 100e6)
        );
        usdt.approve(address(router), 600e6);
        router.bridgeDeposit(address(usdt), 100e6, alice);
        usdt.approve(address(router), 600e6); // allowance was used up: a fresh approval works
        vm.stopPrank();
        assertEq(usdt.balanceOf(address(router)), 500e6);
        assertEq(usdt.decimals(), 6);
    }

    function test_Router_Sweep() public {
        _mint(usdc, alice, 100e6);
        vm.startPrank(alice);
        usdc.approve(address(router), 100e6);
        router.bridgeDeposit(address(usdc), 100e6, alice);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        router.sweep(address(usdc), alice, 100e6);
        vm.stopPrank();
        vm.prank(deployer);
        router.sweep(address(usdc), address(receiver), 100e6);
        assertEq(usdc.balanceOf(address(receiver)), FLOAT_USDC + 100e6);
    }

    function test_TestToken_MintIsOwnerOnly() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        usdc.mint(alice, 1);
        assertEq(usdc.decimals(), 6);
        assertEq(dai.decimals(), 18);
        assertEq(usdt.symbol(), "USDT");
    }

    // ------------------------------------------------------------------ receiver configuration

    function test_Receiver_Deployment() public view {
        assertEq(address(receiver.vault()), address(vault));
        assertEq(address(receiver.stable()), address(usdc));
        assertEq(receiver.stableDecimals(), 6);
        assertEq(address(receiver.oracle()), address(oracle));
        assertEq(receiver.bridgeFee(), BRIDGE_FEE);
        assertTrue(receiver.isRelayer(relayer));
        IDepositReceiver.Route memory r = receiver.getRoute(SOURCE_CHAIN, address(weth));
        assertTrue(r.supported);
        assertEq(r.decimals, 18);
        assertFalse(r.isStable);
        assertEq(r.priceTokenId, ETH);
        assertFalse(receiver.getRoute(1, address(weth)).supported);
    }

    function test_Receiver_Constructor_RevertsOnBridgeFee() public {
        vm.expectRevert(abi.encodeWithSelector(IDepositReceiver.InvalidSetting.selector, "bridgeFee"));
        new DepositReceiver(deployer, vault, oracle, BPS / 10 + 1);
    }

    function test_Receiver_Settings() public {
        vm.startPrank(deployer);
        vm.expectEmit(true, false, false, true, address(receiver));
        emit IDepositReceiver.RelayerSet(alice, true);
        receiver.setRelayer(alice, true);
        assertTrue(receiver.isRelayer(alice));

        vm.expectEmit(true, true, false, true, address(receiver));
        emit IDepositReceiver.RouteSet(1, address(weth), true);
        receiver.setRoute(1, address(weth), IDepositReceiver.Route(true, 18, false, ETH));
        assertTrue(receiver.getRoute(1, address(weth)).supported);
        // a disabled non-stable route needs no price id
        receiver.setRoute(1, address(dai), IDepositReceiver.Route(false, 18, false, 0));

        vm.expectRevert(abi.encodeWithSelector(IDepositReceiver.InvalidSetting.selector, "decimals"));
        receiver.setRoute(1, address(dai), IDepositReceiver.Route(true, 37, true, 0));
        vm.expectRevert(abi.encodeWithSelector(IDepositReceiver.InvalidSetting.selector, "priceTokenId"));
        receiver.setRoute(1, address(weth), IDepositReceiver.Route(true, 18, false, 0));

        receiver.setBridgeFee(BPS / 10);
        assertEq(receiver.bridgeFee(), BPS / 10);
        vm.expectRevert(abi.encodeWithSelector(IDepositReceiver.InvalidSetting.selector, "bridgeFee"));
        receiver.setBridgeFee(BPS / 10 + 1);
        vm.stopPrank();

        vm.startPrank(alice);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        receiver.setRelayer(alice, true);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        receiver.setRoute(1, address(weth), IDepositReceiver.Route(true, 18, false, ETH));
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        receiver.setBridgeFee(0);
        vm.stopPrank();
    }

    // ------------------------------------------------------------------ conversion and credit

    function test_Deliver_SixDecimalStable() public {
        assertEq(receiver.quote(SOURCE_CHAIN, address(usdc), 1_000e6), 999e6);
        vm.expectEmit(true, true, true, true, address(receiver));
        emit IDepositReceiver.MessageReceived(_messageId(7), SOURCE_CHAIN, address(router), 7);
        vm.expectEmit(true, true, true, true, address(vault));
        emit IVault.Deposit(alice, address(receiver), address(usdc), 999e6);
        vm.expectEmit(true, true, true, true, address(receiver));
        emit IDepositReceiver.DepositDelivered(_messageId(7), alice, 999e6);
        _deliver(7, alice, address(usdc), 1_000e6);
        assertEq(vault.marginBalance(alice), 999e30);
        assertEq(usdc.balanceOf(address(receiver)), FLOAT_USDC - 999e6);
        IDepositReceiver.Delivery memory d = receiver.getDelivery(_messageId(7));
        assertEq(uint8(d.status), uint8(IDepositReceiver.Status.DELIVERED));
        assertEq(d.recipient, alice);
        assertEq(d.creditedAmount, 999e6);
        assertEq(d.reason.length, 0);
        assertEq(d.sourceChainId, SOURCE_CHAIN);
        assertEq(usdc.allowance(address(receiver), address(vault)), 0, "approval fully used");
        _assertStableAccounting();
    }

    function test_Deliver_TetherAndEighteenDecimalStable() public {
        _deliver(1, alice, address(usdt), 250e6);
        assertEq(vault.marginBalance(alice), 249.75e30);
        assertEq(receiver.quote(SOURCE_CHAIN, address(dai), 500e18), 499.5e6);
        _deliver(2, bob, address(dai), 500e18);
        assertEq(vault.marginBalance(bob), 499.5e30);
        _assertStableAccounting();
    }

    function test_Deliver_NonStableAtOraclePriceLessFee() public {
        assertEq(receiver.quote(SOURCE_CHAIN, address(weth), 2e18), 5_994e6);
        _deliver(3, alice, address(weth), 2e18);
        assertEq(vault.marginBalance(alice), 5_994e30);
        _setPrice(ETH, 2_500e30);
        _deliver(4, alice, address(weth), 1e17);
        assertEq(vault.marginBalance(alice), 5_994e30 + 249.75e30);
    }

    function test_Deliver_EndToEndFromRouter() public {
        _mint(usdt, alice, 250e6);
        vm.startPrank(alice);
        usdt.approve(address(router), 250e6);
        uint256 nonce = router.bridgeDeposit(address(usdt), 250e6, bob);
        vm.stopPrank();
        _deliver(nonce, bob, address(usdt), 250e6);
        assertEq(vault.marginBalance(bob), 249.75e30);
        _fund(bob, 0.25e6);
        vm.prank(bob);
        vault.withdraw(address(usdc), 250e6);
        assertEq(usdc.balanceOf(bob), 250e6);
    }

    function test_Deliver_RevertsOnSecondDelivery() public {
        _deliver(5, alice, address(usdc), 100e6);
        vm.prank(relayer);
        vm.expectRevert(abi.encodeWithSelector(IDepositReceiver.AlreadyProcessed.selector, _messageId(5)));
        receiver.deliver(_message(5, alice, address(usdc), 100e6));
        // a failed delivery is final too
        _deliver(6, alice, address(usdc), 10_000_000e6);
        vm.prank(relayer);
        vm.expectRevert(abi.encodeWithSelector(IDepositReceiver.AlreadyProcessed.selector, _messageId(6)));
        receiver.deliver(_message(6, alice, address(usdc), 100e6));
        assertEq(vault.marginBalance(alice), 99.9e30);
    }

    function test_Deliver_RevertsForNonRelayer() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IDepositReceiver.NotRelayer.selector, alice));
        receiver.deliver(_message(1, alice, address(usdc), 100e6));
        vm.prank(relayer);
        vm.expectRevert(abi.encodeWithSelector(IDepositReceiver.NotRelayer.selector, relayer));
        receiver.credit(SOURCE_CHAIN, alice, address(usdc), 100e6);
    }

    function test_Deliver_StalePriceRecordedAsFailed() public {
        uint256 t0 = block.timestamp;
        vm.warp(t0 + MAX_AGE + 1);
        bytes memory reason = abi.encodeWithSelector(IOracle.StalePrice.selector, ETH, t0, MAX_AGE);
        vm.expectEmit(true, true, true, true, address(receiver));
        emit IDepositReceiver.DepositFailed(_messageId(9), alice, reason);
        _deliver(9, alice, address(weth), 1e18);
        _assertFailed(9, alice, reason);
        assertEq(vault.marginBalance(alice), 0);
        assertEq(usdc.balanceOf(address(receiver)), FLOAT_USDC);
        // stablecoins need no price and still go through
        _deliver(10, alice, address(usdc), 100e6);
        assertEq(vault.marginBalance(alice), 99.9e30);
    }

    function test_Deliver_InsufficientFloatRecordedAsFailed() public {
        uint256 credited = 1_998_000e6;
        _deliver(11, alice, address(usdc), 2_000_000e6);
        _assertFailed(
            11, alice, abi.encodeWithSelector(IDepositReceiver.InsufficientLiquidity.selector, credited, FLOAT_USDC)
        );
        assertEq(usdc.balanceOf(address(receiver)), FLOAT_USDC);
    }

    function test_Deliver_DustRecordedAsConversionFailed() public {
        _deliver(12, alice, address(dai), 1e11); // below one USDC unit
        _assertFailed(12, alice, abi.encodeWithSelector(IDepositReceiver.ConversionFailed.selector, 1e11));
        // the inner step reverts with the same error when called by the receiver itself
        vm.prank(address(receiver));
        vm.expectRevert(abi.encodeWithSelector(IDepositReceiver.ConversionFailed.selector, 1e11));
        receiver.credit(SOURCE_CHAIN, alice, address(dai), 1e11);
    }

    function test_Deliver_UnsupportedRouteRecordedAsFailed() public {
        vm.expectRevert(abi.encodeWithSelector(IDepositReceiver.UnsupportedRoute.selector, 1, address(usdc)));
        receiver.quote(1, address(usdc), 1e6);
        vm.prank(relayer);
        receiver.deliver(IDepositReceiver.Message(1, address(router), 0, DEST_CHAIN, alice, address(usdc), 1e6));
        IDepositReceiver.Delivery memory d = receiver.getDelivery(receiver.messageIdOf(1, address(router), 0));
        assertEq(uint8(d.status), uint8(IDepositReceiver.Status.FAILED));
        assertEq(d.reason, abi.encodeWithSelector(IDepositReceiver.UnsupportedRoute.selector, 1, address(usdc)));
    }

    // ------------------------------------------------------------------ message ids and destination

    /// @notice Abuse: a router on the source chain made for another destination chain (id 1)
    /// takes a deposit; a relayer delivers its message here. The receiver refuses it: it is the
    /// other chain's to credit, and crediting it here too would pay it twice.
    function test_Deliver_RefusesMessageForAnotherDestination() public {
        vm.prank(deployer);
        DepositRouter elsewhere = new DepositRouter(deployer, 1);
        vm.prank(deployer);
        elsewhere.setTokenSupport(address(usdc), true);
        _mint(usdc, alice, 100e6);
        vm.startPrank(alice);
        usdc.approve(address(elsewhere), 100e6);
        uint256 nonce = elsewhere.bridgeDeposit(address(usdc), 100e6, alice);
        vm.stopPrank();

        IDepositReceiver.Message memory m = IDepositReceiver.Message(
            SOURCE_CHAIN, address(elsewhere), nonce, elsewhere.destinationChainId(), alice, address(usdc), 100e6
        );
        vm.prank(relayer);
        vm.expectRevert(abi.encodeWithSelector(IDepositReceiver.WrongDestinationChain.selector, 1, DEST_CHAIN));
        receiver.deliver(m);
        bytes32 id = receiver.messageIdOf(SOURCE_CHAIN, address(elsewhere), nonce);
        assertEq(uint8(receiver.getDelivery(id).status), uint8(IDepositReceiver.Status.NONE));
        assertEq(vault.marginBalance(alice), 0);
        assertEq(usdc.balanceOf(address(receiver)), FLOAT_USDC);
        // the same message for this chain is delivered: only the destination was wrong
        m.destinationChainId = DEST_CHAIN;
        vm.prank(relayer);
        receiver.deliver(m);
        assertEq(vault.marginBalance(alice), 99.9e30);
    }

    /// @notice Abuse: the router is redeployed on the same source chain and counts its nonces
    /// from 0 again. Its deposit 0 is not the old router's deposit 0: the ids differ, both are
    /// delivered and credited with their own amounts, and each id is delivered once.
    function test_MessageId_RedeployedRouterDeliversItsOwnNonces() public {
        vm.prank(deployer);
        DepositRouter redeployed = new DepositRouter(deployer, DEST_CHAIN);
        vm.prank(deployer);
        redeployed.setTokenSupport(address(usdc), true);
        _mint(usdc, alice, 300e6);
        vm.startPrank(alice);
        usdc.approve(address(router), 100e6);
        usdc.approve(address(redeployed), 200e6);
        assertEq(router.bridgeDeposit(address(usdc), 100e6, alice), 0);
        assertEq(redeployed.bridgeDeposit(address(usdc), 200e6, alice), 0);
        vm.stopPrank();

        bytes32 oldId = _messageId(0);
        bytes32 newId = receiver.messageIdOf(SOURCE_CHAIN, address(redeployed), 0);
        assertEq(oldId, keccak256(abi.encode(SOURCE_CHAIN, address(router), uint256(0))));
        assertEq(newId, keccak256(abi.encode(SOURCE_CHAIN, address(redeployed), uint256(0))));
        assertTrue(oldId != newId, "same chain, same nonce, another router: another message");
        assertTrue(oldId != receiver.messageIdOf(SOURCE_CHAIN + 1, address(router), 0), "another chain");
        assertTrue(oldId != _messageId(1), "another nonce");

        _deliver(0, alice, address(usdc), 100e6);
        vm.prank(relayer);
        receiver.deliver(
            IDepositReceiver.Message(SOURCE_CHAIN, address(redeployed), 0, DEST_CHAIN, alice, address(usdc), 200e6)
        );
        IDepositReceiver.Delivery memory d = receiver.getDelivery(oldId);
        assertEq(uint8(d.status), uint8(IDepositReceiver.Status.DELIVERED));
        assertEq(d.creditedAmount, 99.9e6);
        d = receiver.getDelivery(newId);
        assertEq(uint8(d.status), uint8(IDepositReceiver.Status.DELIVERED));
        assertEq(d.creditedAmount, 199.8e6);
        assertEq(vault.marginBalance(alice), 299.7e30, "both credited");

        vm.prank(relayer);
        vm.expectRevert(abi.encodeWithSelector(IDepositReceiver.AlreadyProcessed.selector, newId));
        receiver.deliver(
            IDepositReceiver.Message(SOURCE_CHAIN, address(redeployed), 0, DEST_CHAIN, alice, address(usdc), 200e6)
        );
        _assertStableAccounting();
    }

    /// @notice A retry, named by the message id alone, converts by the route of the message's own
    /// source chain: a deposit from chain 1 failed for want of a route is credited once the route
    /// is set.
    function test_Retry_ConvertsByTheMessagesSourceChain() public {
        IDepositReceiver.Message memory m =
            IDepositReceiver.Message(1, address(router), 0, DEST_CHAIN, alice, address(dai), 50e18);
        bytes32 id = receiver.messageIdOf(1, address(router), 0);
        vm.prank(relayer);
        receiver.deliver(m);
        assertEq(uint8(receiver.getDelivery(id).status), uint8(IDepositReceiver.Status.FAILED));
        assertEq(receiver.getDelivery(id).sourceChainId, 1);
        vm.prank(deployer);
        receiver.setRoute(1, address(dai), IDepositReceiver.Route(true, 18, true, 0));
        vm.expectEmit(true, true, false, true, address(receiver));
        emit IDepositReceiver.DeliveryRetried(id, alice);
        vm.expectEmit(true, true, false, true, address(receiver));
        emit IDepositReceiver.DepositDelivered(id, alice, 49.95e6);
        vm.prank(alice);
        receiver.retry(id);
        assertEq(vault.marginBalance(alice), 49.95e30);
        assertEq(uint8(receiver.getDelivery(_messageId(0)).status), uint8(IDepositReceiver.Status.NONE), "chain 10's 0");
    }

    function test_Deliver_ZeroRecipientRecordedAsFailed() public {
        _deliver(13, address(0), address(usdc), 1e6);
        _assertFailed(13, address(0), abi.encodeWithSelector(IVault.ZeroAddress.selector));
        assertEq(usdc.balanceOf(address(receiver)), FLOAT_USDC);
    }

    function testFuzz_Quote(uint256 amount, uint256 price, uint256 fee) public {
        fee = bound(fee, 0, BPS / 10);
        vm.prank(deployer);
        receiver.setBridgeFee(fee);
        uint256 a6 = bound(amount, 0, 1e18);
        uint256 out = a6 - a6 * fee / BPS;
        assertEq(receiver.quote(SOURCE_CHAIN, address(usdc), a6), out);
        assertEq(receiver.quote(SOURCE_CHAIN, address(dai), a6 * 1e12), out);
        price = bound(price, 1e28, 1e35);
        _setPrice(ETH, price);
        uint256 a18 = bound(amount, 0, 1e30);
        uint256 usd6 = a18 * price / 1e18 / 1e24;
        assertEq(receiver.quote(SOURCE_CHAIN, address(weth), a18), usd6 - usd6 * fee / BPS);
    }

    function testFuzz_Deliver_CreditsQuote(uint256 amount, uint256 nonce) public {
        amount = bound(amount, 0, 2 * FLOAT_USDC);
        uint256 q = receiver.quote(SOURCE_CHAIN, address(usdt), amount);
        _deliver(nonce, carol, address(usdt), amount);
        IDepositReceiver.Delivery memory d = receiver.getDelivery(_messageId(nonce));
        if (q == 0 || q > FLOAT_USDC) {
            assertEq(uint8(d.status), uint8(IDepositReceiver.Status.FAILED));
            assertEq(vault.marginBalance(carol), 0);
        } else {
            assertEq(uint8(d.status), uint8(IDepositReceiver.Status.DELIVERED));
            assertEq(vault.marginBalance(carol), q * SCALE);
        }
        assertEq(usdc.balanceOf(address(receiver)) + vault.marginBalance(carol) / SCALE, FLOAT_USDC);
        _assertStableAccounting();
    }
}
