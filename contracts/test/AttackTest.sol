// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./Fixture.sol";
import {IVault, IVaultEntryPoints} from "../src/interfaces/IVault.sol";
import {Reader} from "../src/Reader.sol";
import {IDepositRouter, IDepositReceiver} from "../src/interfaces/ICrossChain.sol";

/// @notice The attacks of the security review (issue 11), each written as the attacker would try
/// it through the public entry points. Each test asserts that the harm does not happen (an honest
/// user's order still runs, the attacker earns nothing, the deposit is not stuck), whatever the
/// exact rejection is, so each failed on the code before the fix.
contract AttackTest is Fixture {
    uint256 internal constant COLL = 1_000e30;
    uint256 internal constant SIZE = 10_000e30;

    function setUp() public override {
        super.setUp();
        _fund(alice, 100_000e6);
        _fund(bob, 100_000e6);
        _fund(carol, 100_000e6);
    }

    /// @dev Places an order through a low-level call so that a rejection is a result, not a revert.
    function _try(address from, uint256 value, bytes memory data) internal returns (bool ok) {
        vm.prank(from);
        (ok,) = address(vault).call{value: value}(data);
    }

    /// @dev One keeper round the way the embedded keeper runs it: page through the Reader's due
    /// list and execute every page.
    function _keeperRound() internal {
        uint256 cursor;
        do {
            (uint256[] memory ids, uint256 next) = reader.executableIds(cursor, 100, 50);
            if (ids.length > 0) _execAll(ids);
            cursor = next;
        } while (cursor != 0);
    }

    // ------------------------------------------------------------------ 1. stalling the keeper

    /// @notice Finding 1: a market order with acceptablePrice = 2^255 made `_fillAction` overflow,
    /// so `Reader.executableIds` reverted for everyone and no honest order ever filled.
    function test_Attack_OverflowingPriceCannotStallTheKeeper() public {
        uint256 honest = _placeMarket(alice, BTC, true, BTC_PRICE, 1000, COLL, SIZE);
        uint256[] memory bad = _params(2 ** 255, 1000, COLL, SIZE);
        bool placed = _try(
            bob, MARKET_FEE, abi.encodeCall(IVaultEntryPoints.newPositionOrder, (BTC, true, MARKET, bad, address(0)))
        );
        assertFalse(placed, "an order whose price overflows the fill math is rejected at creation");
        _keeperRound();
        assertEq(uint8(vault.getOrder(honest).status), uint8(IVault.OrderStatus.FILLED), "honest order filled");
    }

    /// @notice Every price and amount a user sets is bounded at creation, with a custom error.
    function test_Attack_ExtremeValuesRejectedWithCustomErrors() public {
        uint256 maxPrice = vault.MAX_PRICE();
        uint256 maxUsd = vault.MAX_USD();
        vm.startPrank(bob);
        vm.expectRevert(
            abi.encodeWithSelector(IVault.PriceOutOfRange.selector, "acceptablePrice", maxPrice + 1, maxPrice)
        );
        vault.newPositionOrder{value: MARKET_FEE}(BTC, true, MARKET, _params(maxPrice + 1, 0, COLL, SIZE), address(0));
        vm.expectRevert(
            abi.encodeWithSelector(IVault.PriceOutOfRange.selector, "limitPrice", type(uint256).max, maxPrice)
        );
        vault.newPositionOrder{value: TRIGGER_FEE}(
            BTC, true, LIMIT, _params(type(uint256).max, 0, COLL, SIZE), address(0)
        );
        vm.expectRevert(abi.encodeWithSelector(IVault.PriceOutOfRange.selector, "stopPrice", 2 ** 200, maxPrice));
        vault.newPositionOrder{value: TRIGGER_FEE}(BTC, true, STOP, _params(0, 2 ** 200, COLL, SIZE), address(0));
        vm.expectRevert(abi.encodeWithSelector(IVault.AmountOutOfRange.selector, "collateral", 2 ** 255, maxUsd));
        vault.newPositionOrder{value: MARKET_FEE}(BTC, true, MARKET, _params(BTC_PRICE, 0, 2 ** 255, SIZE), address(0));
        vm.expectRevert(abi.encodeWithSelector(IVault.AmountOutOfRange.selector, "size", type(uint256).max, maxUsd));
        vault.newPositionOrder{value: MARKET_FEE}(
            BTC, true, MARKET, _params(BTC_PRICE, 0, COLL, type(uint256).max), address(0)
        );
        (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts) = _triggers(true, 2 ** 250, BPS);
        vm.expectRevert(abi.encodeWithSelector(IVault.PriceOutOfRange.selector, "trigger", 2 ** 250, maxPrice));
        vault.newPositionOrderWithTPSL{value: MARKET_FEE + TRIGGER_FEE}(
            BTC, true, MARKET, _params(BTC_PRICE, 0, COLL, SIZE), address(0), isTPs, prices, pcts
        );
        vm.stopPrank();
        uint256 posId = _open(bob, BTC, true, COLL, SIZE);
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(IVault.PriceOutOfRange.selector, "allowedPrice", 2 ** 255, maxPrice));
        vault.decreasePosition{value: MARKET_FEE}(SIZE, 2 ** 255, posId);
    }

    /// @notice Finding 1, second half: `executableIds` looped over every active id, so enough
    /// cheap limit orders pushed the keeper's one read past a node's eth_call gas cap. The read is
    /// paged: one page costs the same however many orders wait, and paging reaches every id.
    function test_Attack_OrderFloodCannotPushDiscoveryPastTheGasCap() public {
        uint256 honest = _placeMarket(alice, BTC, true, BTC_PRICE, 1000, COLL, SIZE);
        uint256 gasSmall = gasleft();
        reader.executableIds(0, 50, 50);
        gasSmall -= gasleft();
        // 600 limit orders far below the price: never due, each one more id to scan
        for (uint256 i = 0; i < 600; i++) {
            _placeOrder(carol, BTC, true, LIMIT, _params(1_000e30, 0, 10e30, 10e30));
        }
        uint256 gasPage = gasleft();
        (uint256[] memory ids, uint256 next) = reader.executableIds(0, 50, 50);
        gasPage -= gasleft();
        assertLt(gasPage, 5 * gasSmall + 2_000_000, "one page's cost does not grow with the flood");
        assertEq(next, 50, "the page ends where it stopped scanning");
        assertEq(ids.length, 1);
        assertEq(ids[0], honest);
        // the last page reaches an order placed after the flood
        uint256 late = _placeMarket(bob, ETH, false, ETH_PRICE, 1000, COLL, SIZE);
        _keeperRound();
        assertEq(uint8(vault.getOrder(honest).status), uint8(IVault.OrderStatus.FILLED));
        assertEq(uint8(vault.getOrder(late).status), uint8(IVault.OrderStatus.FILLED));
    }

    event log_named_uint(string key, uint256 val);

    /// @notice Finding (account reads): 1,000 parked limit orders of 10 USD (collateral and
    /// execution fees come back on cancel: the attack costs gas only) made the one read of the
    /// account, `getAccount` + `getAccountFigures`, cost about 131M gas, past a node's eth_call
    /// gas cap. The account is read in pages (no read of a whole list remains): every page, read
    /// with every slot cold as one eth_call reads it, costs less than 5M gas, and walking the
    /// pages returns every id exactly once.
    function test_Attack_OrderFloodCannotPushAccountReadsPastTheGasCap() public {
        uint256 open = _placeMarket(carol, BTC, true, BTC_PRICE, 1000, COLL, SIZE);
        _warpFresh(1);
        _exec(open);
        assertEq(vault.getPosition(open).size, SIZE);
        for (uint256 i = 0; i < 1_000; i++) {
            _placeOrder(carol, BTC, true, LIMIT, _params(1_000e30, 0, 10e30, 10e30));
        }
        uint256 last = vault.lastPosId();
        bool[] memory seen = new bool[](last + 1);
        uint256 cursor;
        uint256 pages;
        uint256 most;
        uint256 all;
        uint256 ids;
        uint256 withFigures;
        do {
            vm.cool(address(vault));
            vm.cool(address(oracle));
            vm.cool(address(settings));
            vm.cool(address(reader));
            uint256 gas = gasleft();
            (,, Reader.PositionInfo[] memory p, Reader.PositionFigures[] memory f, uint256 total, uint256 next) =
                reader.getAccountPage(carol, cursor, reader.MAX_ACCOUNT_PAGE());
            gas -= gasleft();
            assertLt(gas, 5_000_000, "one page");
            if (gas > most) most = gas;
            all += gas;
            assertEq(total, 1_001);
            for (uint256 i = 0; i < p.length; i++) {
                assertFalse(seen[p[i].posId], "each id once");
                seen[p[i].posId] = true;
                assertEq(p[i].position.owner, carol);
            }
            ids += p.length;
            withFigures += f.length;
            pages++;
            cursor = next;
        } while (cursor != 0);
        emit log_named_uint("costliest page of 1,001 ids, gas", most);
        assertEq(ids, 1_001, "every id");
        assertEq(withFigures, 1, "the open position's figures");
        assertTrue(seen[open]);
        assertEq(pages, (1_001 + reader.MAX_ACCOUNT_PAGE() - 1) / reader.MAX_ACCOUNT_PAGE());
        emit log_named_uint("all pages of the account, gas (one read of the whole list before)", all);
    }

    // ------------------------------------------------------------------ 2. self-referral

    /// @notice Finding 2: a trader passing their own address as `_refer` was paid the referrer
    /// share of their own fee.
    function test_Attack_SelfReferralEarnsNothing() public {
        uint256 before = vault.marginBalance(bob);
        uint256 fee = _fee(BTC, true, SIZE);
        _try(
            bob,
            MARKET_FEE,
            abi.encodeCall(
                IVaultEntryPoints.newPositionOrder, (BTC, true, MARKET, _params(BTC_PRICE, 1000, COLL, SIZE), bob)
            )
        );
        _keeperRound();
        uint256 spent = before - vault.marginBalance(bob);
        // either the order was rejected (nothing spent) or bob paid collateral + the full fee
        if (spent != 0) assertEq(spent, COLL + fee, "no share of the fee comes back to the trader");
    }

    /// @notice Finding 2, the decoupled discount: a trader with a friend's code took the discount
    /// and named a second address of theirs as payee. The share goes only to the owner of the
    /// trader's registered code.
    function test_Attack_DiscountAndPayeeCannotBeSplit() public {
        vm.prank(referrer);
        referrals.registerCode("FRIEND");
        vm.prank(bob);
        referrals.setTraderReferralCode("FRIEND");
        address bobsOtherWallet = makeAddr("bob2");
        _try(
            bob,
            MARKET_FEE,
            abi.encodeCall(
                IVaultEntryPoints.newPositionOrder,
                (BTC, true, MARKET, _params(BTC_PRICE, 1000, COLL, SIZE), bobsOtherWallet)
            )
        );
        _keeperRound();
        assertEq(vault.marginBalance(bobsOtherWallet), 0, "a payee other than the code owner gets nothing");
        // the honest form: no address (or the code owner's) pays the code owner
        uint256 refBefore = vault.marginBalance(referrer);
        uint256 posId = _placeMarket(bob, BTC, true, BTC_PRICE, 1000, COLL, SIZE);
        _exec(posId);
        uint256 fee = _fee(BTC, true, SIZE);
        fee -= fee * TRADER_DISCOUNT / BPS;
        assertEq(vault.marginBalance(referrer) - refBefore, fee * REFERRER_SHARE / BPS, "code owner paid");
        assertEq(vault.getPosition(posId).refer, referrer, "the position records the code owner");
    }

    /// @notice A trader without a code gets no discount and pays no referrer, whatever they pass.
    function test_Attack_NoCodeNoShare() public {
        uint256 refBefore = vault.marginBalance(referrer);
        _try(
            bob,
            MARKET_FEE,
            abi.encodeCall(
                IVaultEntryPoints.newPositionOrder, (BTC, true, MARKET, _params(BTC_PRICE, 1000, COLL, SIZE), referrer)
            )
        );
        _keeperRound();
        assertEq(vault.marginBalance(referrer), refBefore, "no code: nobody is paid a share");
    }

    // ------------------------------------------------------------------ 3. stuck deposits

    /// @notice Finding 3: a delivery that failed (here: the receiver's float was short) was FAILED
    /// for good and `AlreadyProcessed` blocked every retry. Once the float is topped up, the
    /// recipient (or the relayer) retries and is credited.
    function test_Attack_FailedDeliveryIsRetriedAndCredited() public {
        uint256 amount = 2 * FLOAT_USDC;
        vm.prank(relayer);
        receiver.deliver(_message(1, alice, address(usdc), amount));
        assertEq(uint8(receiver.getDelivery(_messageId(1)).status), uint8(IDepositReceiver.Status.FAILED));
        vm.prank(deployer);
        usdc.mint(address(receiver), 10 * amount);
        uint256 before = vault.marginBalance(alice);
        vm.prank(alice);
        (bool ok,) = address(receiver).call(abi.encodeWithSignature("retry(bytes32)", _messageId(1)));
        assertTrue(ok, "the recipient can retry a failed delivery");
        assertEq(uint8(receiver.getDelivery(_messageId(1)).status), uint8(IDepositReceiver.Status.DELIVERED));
        uint256 credited = amount - amount * BRIDGE_FEE / BPS;
        assertEq(vault.marginBalance(alice) - before, credited * SCALE, "credited once");
    }

    /// @notice Finding 3, gas: a relayer that forwards too little gas must not be able to mark a
    /// good deposit FAILED: the delivery reverts instead, and the message stays deliverable.
    function test_Attack_LowGasRelayCannotFailADeposit() public {
        vm.prank(relayer);
        (bool ok,) = address(receiver).call{gas: 120_000}(
            abi.encodeCall(IDepositReceiver.deliver, (_message(2, alice, address(usdc), 1_000e6)))
        );
        assertFalse(ok, "too little gas reverts the delivery");
        assertEq(uint8(receiver.getDelivery(_messageId(2)).status), uint8(IDepositReceiver.Status.NONE));
        vm.prank(relayer);
        receiver.deliver(_message(2, alice, address(usdc), 1_000e6));
        assertEq(uint8(receiver.getDelivery(_messageId(2)).status), uint8(IDepositReceiver.Status.DELIVERED));
    }

    /// @notice Finding 3, a failure that never goes away: 1 wei of WETH converts to 0 USDC
    /// (`ConversionFailed`), so no retry can ever credit it. The recipient gives up the credit
    /// and the relayer refunds the sender on the source chain; nobody else can do either, and
    /// the deposit is refunded once, never credited afterwards.
    function test_Attack_PermanentlyFailedDepositIsRefunded() public {
        vm.prank(deployer);
        weth.mint(alice, 1);
        vm.startPrank(alice);
        weth.approve(address(router), 1);
        uint256 nonce = router.bridgeDeposit(address(weth), 1, alice);
        vm.stopPrank();
        assertEq(weth.balanceOf(alice), 0, "locked on the source chain");
        vm.prank(relayer);
        receiver.deliver(_message(nonce, alice, address(weth), 1));
        bytes32 id = _messageId(nonce);
        assertEq(uint8(receiver.getDelivery(id).status), uint8(IDepositReceiver.Status.FAILED));
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IDepositReceiver.ConversionFailed.selector, 1));
        receiver.retry(id);

        // nobody but the recipient gives up the credit; nobody but a relayer refunds
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(IDepositReceiver.NotRecipient.selector, bob, alice));
        receiver.requestRefund(id);
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(IDepositRouter.NotRelayer.selector, bob));
        router.refund(nonce);

        vm.prank(alice);
        receiver.requestRefund(id);
        IDepositReceiver.Status refundRequested = IDepositReceiver.Status.REFUND_REQUESTED;
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IDepositReceiver.NotRetryable.selector, id, refundRequested));
        receiver.retry(id);

        vm.prank(relayer);
        router.refund(nonce);
        assertEq(weth.balanceOf(alice), 1, "back with the sender");
        assertTrue(router.getDeposit(nonce).refunded);
        vm.prank(relayer);
        vm.expectRevert(abi.encodeWithSelector(IDepositRouter.AlreadyRefunded.selector, nonce));
        router.refund(nonce);
    }

    // ------------------------------------------------------------------ 7. smaller findings

    /// @notice A market order carries a deadline: a keeper cannot fill it arbitrarily late; after
    /// the deadline it is cancelled with the reason "expired" and the trader refunded.
    function test_Attack_LateMarketOrderIsCancelledNotFilled() public {
        uint256 before = vault.marginBalance(alice);
        uint256 posId = _placeMarket(alice, BTC, true, BTC_PRICE, 1000, COLL, SIZE);
        _warpFresh(settings.marketOrderTtl() + 1);
        vm.expectEmit(true, false, false, true, address(vault));
        emit IVault.OrderCanceled(posId, "expired", oracle.getPrice(BTC));
        _keeperRound();
        assertEq(uint8(vault.getOrder(posId).status), uint8(IVault.OrderStatus.CANCELED));
        assertEq(vault.marginBalance(alice), before, "refunded in full");
    }

    /// @notice A pending order on a market the owner disabled is never filled: the keeper cancels
    /// it with a reason and the trader gets collateral and fee back.
    function test_Attack_DisabledMarketFillsNothing() public {
        uint256 before = vault.marginBalance(alice);
        uint256 posId = _placeOrder(alice, SOL, true, LIMIT, _params(SOL_PRICE * 2, 0, COLL, SIZE));
        vm.startPrank(deployer);
        settings.setMarket(SOL, _marketConfig("SOL/USD", false, 100, 100, 100_000e30, 50_000e30, 1e14, 1e14, 20));
        vm.stopPrank();
        uint256 price = oracle.getPrice(SOL);
        vm.expectEmit(true, false, false, true, address(vault));
        emit IVault.OrderCanceled(posId, "market disabled", price);
        _keeperRound();
        assertEq(uint8(vault.getOrder(posId).status), uint8(IVault.OrderStatus.CANCELED));
        assertEq(vault.getPosition(posId).size, 0, "nothing filled");
        assertEq(vault.marginBalance(alice), before);
    }
}
