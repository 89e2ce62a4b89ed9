// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./Fixture.sol";
import {Vm} from "./utils/Vm.sol";
import {BatchExecutor} from "../src/account/BatchExecutor.sol";
import {IVault} from "../src/interfaces/IVault.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";

/// @notice A contract a batch calls: counts its calls, fails on demand.
contract Target {
    error Boom(uint256 index);

    uint256 public calls;
    uint256 public received;

    function bump() external payable {
        calls++;
        received += msg.value;
    }

    function boom(uint256 index) external pure {
        revert Boom(index);
    }
}

/// @notice A contract a batch calls that calls the account's `execute` back, with a batch of its
/// own choosing: it bubbles the refusal up (`reenter`) or records it and returns (`reenterQuietly`).
contract Reenterer {
    bytes public lastRevert;
    bool public lastOk;

    function reenter(address account, bytes calldata executionData) external {
        BatchExecutor(payable(account)).execute(_mode(), executionData);
    }

    function reenterQuietly(address account, bytes calldata executionData) external {
        try BatchExecutor(payable(account)).execute(_mode(), executionData) {
            lastOk = true;
        } catch (bytes memory reason) {
            lastRevert = reason;
        }
    }

    function _mode() private pure returns (bytes32) {
        return bytes32(uint256(1) << 248);
    }
}

/// @notice The EIP-7702 batch executor (BatchExecutor): a trader's EOA delegates to it and trades
/// in one transaction (approve, depositSelf, order with TP/SL); a failing call reverts the whole
/// batch; no one but the account itself makes it act (other EOAs, contracts, the keeper, the
/// executor at its own address, a contract re-entering from the batch, another delegated
/// account); only ERC-7821's batch mode; the account's storage untouched; ETH still received.
contract BatchExecutorTest is Fixture {
    /// @dev DSTest's log event: forge prints it with -vv.
    event log_named_uint(string key, uint256 val);

    bytes32 internal constant MODE_BATCH = 0x0100000000000000000000000000000000000000000000000000000000000000;
    uint256 internal constant TRADER_KEY = uint256(keccak256("batch executor trader"));
    uint256 internal constant OTHER_KEY = uint256(keccak256("batch executor other account"));
    uint256 internal constant DEPOSIT = 1_000e6; // USDC
    uint256 internal constant COLL = 500e30;
    uint256 internal constant SIZE = 5_000e30;
    uint256 internal constant OPEN_FEE = 4e30; // 0.08% of SIZE on BTC longs
    uint256 internal constant TP_PRICE = 70_000e30;
    uint256 internal constant SL_PRICE = 58_000e30;

    BatchExecutor internal executor;
    Target internal target;
    Reenterer internal reenterer;
    address internal trader;
    address internal other;
    address internal attacker;

    function setUp() public override {
        super.setUp();
        executor = new BatchExecutor();
        target = new Target();
        reenterer = new Reenterer();
        vm.label(address(executor), "BatchExecutor");
        trader = vm.addr(TRADER_KEY);
        vm.label(trader, "trader7702");
        other = vm.addr(OTHER_KEY);
        vm.label(other, "other7702");
        attacker = makeAddr("attacker");
        // a fresh EOA: stablecoins and ETH, nothing in the Vault, no code
        vm.prank(deployer);
        usdc.mint(trader, DEPOSIT);
        vm.deal(trader, 1 ether);
        vm.prank(deployer);
        usdc.mint(other, DEPOSIT);
        vm.deal(other, 1 ether);
    }

    // ------------------------------------------------------------------ helpers

    /// @notice Delegates the key's account to the executor (its code becomes 0xef0100 || executor).
    function _delegate(uint256 key) internal returns (address account) {
        account = vm.addr(key);
        vm.signAndAttachDelegation(address(executor), key);
        assertEq(account.code, abi.encodePacked(hex"ef0100", address(executor)), "delegation designator");
    }

    function _call(address to, uint256 value, bytes memory data) internal pure returns (BatchExecutor.Call memory) {
        return BatchExecutor.Call({to: to, value: value, data: data});
    }

    function _one(BatchExecutor.Call memory c) internal pure returns (BatchExecutor.Call[] memory calls) {
        calls = new BatchExecutor.Call[](1);
        calls[0] = c;
    }

    /// @notice The account sends itself execute(MODE_BATCH, abi.encode(calls)): the EIP-7702
    /// transaction (msg.sender == address(this) == the account).
    function _send(address account, BatchExecutor.Call[] memory calls) internal {
        vm.prank(account);
        BatchExecutor(payable(account)).execute(MODE_BATCH, abi.encode(calls));
    }

    /// @notice The whole trade: approve the Vault, deposit into the margin wallet, and a market
    /// long on BTC with a take profit and a stop loss (each on the whole position), its
    /// execution fees paid from the account's ETH.
    function _tradeCalls(uint256 orderValue) internal view returns (BatchExecutor.Call[] memory calls) {
        (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts) =
            _triggers(true, TP_PRICE, BPS, false, SL_PRICE, BPS);
        calls = new BatchExecutor.Call[](3);
        calls[0] = _call(address(usdc), 0, abi.encodeCall(usdc.approve, (address(vault), DEPOSIT)));
        calls[1] = _call(address(vault), 0, abi.encodeCall(vault.depositSelf, (address(usdc), DEPOSIT)));
        calls[2] = _call(
            address(vault),
            orderValue,
            abi.encodeCall(
                vault.newPositionOrderWithTPSL,
                (BTC, true, MARKET, _params(BTC_PRICE, 500, COLL, SIZE), address(0), isTPs, prices, pcts)
            )
        );
    }

    /// @notice A batch that would empty the trader's stablecoins into the attacker's wallet.
    function _drain() internal view returns (bytes memory) {
        return abi.encode(_one(_call(address(usdc), 0, abi.encodeCall(usdc.transfer, (attacker, DEPOSIT)))));
    }

    function _assertNothingMoved() internal view {
        assertEq(usdc.balanceOf(trader), DEPOSIT, "the trader's USDC stays");
        assertEq(usdc.balanceOf(attacker), 0, "the attacker got nothing");
        assertEq(target.calls(), 0, "no call ran");
    }

    // ------------------------------------------------------------------ (a) one transaction, the whole trade

    /// A fresh EOA delegates and, in the same transaction, approves, deposits and places a market
    /// order with TP/SL; the keeper fills it like any other order.
    function test_OneTransaction_ApproveDepositOrderWithTPSL_ThenFilled() public {
        assertEq(trader.code.length, 0, "a plain EOA");
        assertEq(vault.marginBalance(trader), 0);
        assertEq(usdc.allowance(trader, address(vault)), 0);
        uint256 fees = MARKET_FEE + 2 * TRIGGER_FEE;
        bytes memory data = abi.encode(_tradeCalls(fees));
        uint256 ethBefore = trader.balance;

        // as a new transaction would find them: every account and slot cold
        vm.cool(address(usdc));
        vm.cool(address(vault));
        vm.cool(address(settings));
        vm.cool(address(oracle));
        vm.cool(address(referrals));
        vm.cool(address(executor));
        vm.cool(trader);
        // one EIP-7702 transaction: the authorization and the call to itself
        vm.signAndAttachDelegation(address(executor), TRADER_KEY);
        vm.expectEmit(true, true, false, true, address(vault));
        emit IVault.Deposit(trader, trader, address(usdc), DEPOSIT);
        vm.expectEmit(true, true, true, false, address(vault));
        emit IVault.OrderCreated(1, trader, BTC, true, IVault.OrderType.MARKET, new uint256[](0), address(0));
        vm.prank(trader);
        uint256 gas = gasleft();
        BatchExecutor(payable(trader)).execute(MODE_BATCH, data);
        gas -= gasleft();
        emit log_named_uint(
            "gas of execute, 3 calls (approve, depositSelf, order with TP/SL), cold, the Vault's first order", gas
        );
        assertLt(gas, 1_000_000, "the Vault's order with two triggers is most of it (about 800k)");

        assertEq(trader.code, abi.encodePacked(hex"ef0100", address(executor)), "delegated");
        assertEq(usdc.balanceOf(trader), 0, "deposited");
        assertEq(usdc.allowance(trader, address(vault)), 0, "the allowance is spent");
        assertEq(vault.marginBalance(trader), DEPOSIT * SCALE - COLL - OPEN_FEE, "margin after the order's escrow");
        assertEq(trader.balance, ethBefore - fees, "execution fees from the account's ETH");
        uint256 posId = vault.lastPosId();
        assertEq(posId, 1);
        IVault.Position memory p = vault.getPosition(posId);
        assertEq(p.owner, trader, "the account owns the order, not the executor");
        assertEq(uint8(vault.getOrder(posId).status), uint8(IVault.OrderStatus.PENDING));
        (IVault.Trigger memory tp, IVault.Trigger memory sl) = vault.getTriggers(posId);
        assertTrue(tp.active && sl.active, "TP and SL set with the order");
        assertEq(tp.price, TP_PRICE);
        assertEq(sl.price, SL_PRICE);

        // the keeper fills it as any order
        assertEq(_exec(posId), 1);
        p = vault.getPosition(posId);
        assertEq(p.size, SIZE, "position open");
        assertEq(p.collateral, COLL);
        assertEq(uint8(vault.getOrder(posId).status), uint8(IVault.OrderStatus.FILLED));
        assertEq(keeper.balance, MARKET_FEE, "the keeper is paid");
        (tp, sl) = vault.getTriggers(posId);
        assertTrue(tp.active && sl.active, "the triggers stay on the open position");
        _assertStableAccounting();

        // and the stop loss closes it later, as any position's
        _setPrice(BTC, 57_900e30);
        _exec(posId);
        assertEq(vault.getPosition(posId).size, 0, "closed by its stop loss");
    }

    function _coolPlatform() internal {
        vm.cool(address(usdc));
        vm.cool(address(vault));
        vm.cool(address(settings));
        vm.cool(address(oracle));
        vm.cool(address(referrals));
        vm.cool(address(executor));
        vm.cool(trader);
        vm.cool(other);
    }

    /// What the executor adds: the batch against the same three calls sent as three
    /// transactions (each from cold accounts, as a transaction finds them; their 21,000 gas of
    /// intrinsic cost each is not counted, nor the batch's one 21,000 and its authorization).
    function test_Gas_BatchAgainstThreeTransactions() public {
        // the Vault's first order ever writes zero slots (lastPosId, totals) the later ones find
        // set: one order before both, so that they compare
        _fund(alice, 10_000e6);
        _placeMarket(alice, ETH, true, ETH_PRICE, 500, COLL, SIZE);
        address account = _delegate(TRADER_KEY);
        BatchExecutor.Call[] memory calls = _tradeCalls(MARKET_FEE + 2 * TRIGGER_FEE);
        bytes memory data = abi.encode(calls);
        _coolPlatform();
        vm.prank(account);
        uint256 batch = gasleft();
        BatchExecutor(payable(account)).execute(MODE_BATCH, data);
        batch -= gasleft();

        uint256 separate;
        for (uint256 i = 0; i < calls.length; i++) {
            _coolPlatform();
            vm.prank(other);
            uint256 g = gasleft();
            (bool ok,) = calls[i].to.call{value: calls[i].value}(calls[i].data);
            separate += g - gasleft();
            assertTrue(ok);
        }
        assertEq(abi.encode(vault.getOrder(2)), abi.encode(vault.getOrder(3)), "the same order");
        emit log_named_uint("gas of the 3-call batch", batch);
        emit log_named_uint("gas of the 3 calls, one transaction each", separate);
        if (batch <= separate) {
            emit log_named_uint("the batch saves (warm accounts after the first call)", separate - batch);
        } else {
            emit log_named_uint("the executor adds", batch - separate);
        }
        assertLe(batch, separate + 20_000, "the executor adds little: decoding and three calls");
    }

    /// The same trade as three transactions is what the batch saves: same end state.
    function test_Batch_SameStateAsSeparateTransactions() public {
        _send(_delegate(TRADER_KEY), _tradeCalls(MARKET_FEE + 2 * TRIGGER_FEE));
        (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts) =
            _triggers(true, TP_PRICE, BPS, false, SL_PRICE, BPS);
        vm.startPrank(other);
        usdc.approve(address(vault), DEPOSIT);
        vault.depositSelf(address(usdc), DEPOSIT);
        vault.newPositionOrderWithTPSL{value: MARKET_FEE + 2 * TRIGGER_FEE}(
            BTC, true, MARKET, _params(BTC_PRICE, 500, COLL, SIZE), address(0), isTPs, prices, pcts
        );
        vm.stopPrank();
        assertEq(vault.marginBalance(trader), vault.marginBalance(other));
        assertEq(trader.balance, other.balance);
        IVault.Order memory a = vault.getOrder(1);
        IVault.Order memory b = vault.getOrder(2);
        assertEq(abi.encode(a), abi.encode(b), "the same order");
    }

    // ------------------------------------------------------------------ (b) atomic

    /// The order's fee is short: the third call fails, the batch reverts with its index and the
    /// Vault's error, and the approval and the deposit before it are undone.
    function test_FailingCall_RevertsWholeBatch() public {
        address account = _delegate(TRADER_KEY);
        uint256 ethBefore = account.balance;
        bytes memory reason =
            abi.encodeWithSelector(IVault.InvalidExecutionFee.selector, MARKET_FEE + 2 * TRIGGER_FEE, MARKET_FEE);
        vm.prank(account);
        vm.expectRevert(abi.encodeWithSelector(BatchExecutor.CallFailed.selector, 2, reason));
        BatchExecutor(payable(account)).execute(MODE_BATCH, abi.encode(_tradeCalls(MARKET_FEE)));

        assertEq(usdc.allowance(account, address(vault)), 0, "approval undone");
        assertEq(usdc.balanceOf(account), DEPOSIT, "deposit undone");
        assertEq(vault.marginBalance(account), 0);
        assertEq(vault.lastPosId(), 0, "no order");
        assertEq(account.balance, ethBefore);
        _assertStableAccounting();
    }

    /// A deposit above the approval fails in the token: index 1, the token's error as reason.
    function test_FailingCall_ReasonIsTheCalleesRevertData() public {
        address account = _delegate(TRADER_KEY);
        BatchExecutor.Call[] memory calls = _tradeCalls(MARKET_FEE + 2 * TRIGGER_FEE);
        calls[0].data = abi.encodeCall(usdc.approve, (address(vault), DEPOSIT - 1));
        bytes memory reason = abi.encodeWithSelector(
            IERC20Errors.ERC20InsufficientAllowance.selector, address(vault), DEPOSIT - 1, DEPOSIT
        );
        vm.prank(account);
        vm.expectRevert(abi.encodeWithSelector(BatchExecutor.CallFailed.selector, 1, reason));
        BatchExecutor(payable(account)).execute(MODE_BATCH, abi.encode(calls));
        assertEq(usdc.allowance(account, address(vault)), 0, "approval undone");
    }

    /// A call whose value the account cannot pay fails without revert data.
    function test_FailingCall_ValueAboveBalance() public {
        address account = _delegate(TRADER_KEY);
        BatchExecutor.Call[] memory calls = new BatchExecutor.Call[](2);
        calls[0] = _call(address(target), 0, abi.encodeCall(Target.bump, ()));
        calls[1] = _call(address(target), account.balance + 1, abi.encodeCall(Target.bump, ()));
        vm.prank(account);
        vm.expectRevert(abi.encodeWithSelector(BatchExecutor.CallFailed.selector, 1, ""));
        BatchExecutor(payable(account)).execute(MODE_BATCH, abi.encode(calls));
        assertEq(target.calls(), 0);
    }

    /// Any call of any batch failing: the batch reverts with that index and reason, and nothing
    /// of the calls before it persists.
    function testFuzz_FailingCall_RevertsWholeBatch(uint256 n, uint256 failAt, uint96 value) public {
        n = bound(n, 1, 8);
        failAt = bound(failAt, 0, n - 1);
        address account = _delegate(TRADER_KEY);
        uint256 each = bound(value, 0, account.balance / n);
        BatchExecutor.Call[] memory calls = new BatchExecutor.Call[](n);
        for (uint256 i = 0; i < n; i++) {
            calls[i] = i == failAt
                ? _call(address(target), 0, abi.encodeCall(Target.boom, (i)))
                : _call(address(target), each, abi.encodeCall(Target.bump, ()));
        }
        uint256 ethBefore = account.balance;
        vm.prank(account);
        vm.expectRevert(
            abi.encodeWithSelector(
                BatchExecutor.CallFailed.selector, failAt, abi.encodeWithSelector(Target.Boom.selector, failAt)
            )
        );
        BatchExecutor(payable(account)).execute(MODE_BATCH, abi.encode(calls));
        assertEq(target.calls(), 0, "no call persists");
        assertEq(address(target).balance, 0);
        assertEq(account.balance, ethBefore);

        // without the failing call the same batch runs in full
        calls[failAt] = _call(address(target), each, abi.encodeCall(Target.bump, ()));
        _send(account, calls);
        assertEq(target.calls(), n);
        assertEq(target.received(), each * n);
        assertEq(account.balance, ethBefore - each * n);
    }

    // ------------------------------------------------------------------ (c) no one else

    /// Another EOA, the keeper, the deployer, a contract (this test), the executor's own address
    /// and the Vault as caller: each is refused, nothing moves.
    function test_OtherCallers_Unauthorized() public {
        address account = _delegate(TRADER_KEY);
        address[6] memory callers = [bob, keeper, deployer, address(this), address(executor), address(vault)];
        for (uint256 i = 0; i < callers.length; i++) {
            vm.prank(callers[i]);
            vm.expectRevert(BatchExecutor.Unauthorized.selector);
            BatchExecutor(payable(account)).execute(MODE_BATCH, _drain());
        }
        // a contract that calls the account on its own (not a prank: a real call from a contract)
        vm.expectRevert(BatchExecutor.Unauthorized.selector);
        reenterer.reenter(account, _drain());
        _assertNothingMoved();
    }

    /// The executor at its own address (no delegation) refuses everyone, the trader included: it
    /// acts for no account, and never as itself.
    function test_ExecutorCalledDirectly_Unauthorized() public {
        _delegate(TRADER_KEY);
        address[3] memory callers = [trader, bob, address(this)];
        for (uint256 i = 0; i < callers.length; i++) {
            vm.prank(callers[i]);
            vm.expectRevert(BatchExecutor.Unauthorized.selector);
            executor.execute(MODE_BATCH, _drain());
        }
        _assertNothingMoved();
    }

    function testFuzz_AnyOtherSender_Unauthorized(address caller, bytes32 mode, uint96 value) public {
        address account = _delegate(TRADER_KEY);
        vm.assume(caller != account && caller != address(vm));
        vm.deal(caller, value);
        vm.prank(caller);
        vm.expectRevert(BatchExecutor.Unauthorized.selector);
        BatchExecutor(payable(account)).execute{value: value}(mode, _drain());
        _assertNothingMoved();
    }

    // ------------------------------------------------------------------ (d) re-entry

    /// A contract the batch calls re-enters the account's execute: msg.sender is that contract,
    /// not the account, so it is refused, and the batch fails with the refusal at its index.
    function test_Reentry_Refused() public {
        address account = _delegate(TRADER_KEY);
        BatchExecutor.Call[] memory calls = new BatchExecutor.Call[](2);
        calls[0] = _call(address(target), 0, abi.encodeCall(Target.bump, ()));
        calls[1] = _call(address(reenterer), 0, abi.encodeCall(Reenterer.reenter, (account, _drain())));
        vm.prank(account);
        vm.expectRevert(
            abi.encodeWithSelector(
                BatchExecutor.CallFailed.selector, 1, abi.encodeWithSelector(BatchExecutor.Unauthorized.selector)
            )
        );
        BatchExecutor(payable(account)).execute(MODE_BATCH, abi.encode(calls));
        _assertNothingMoved();
    }

    /// The same contract swallowing the refusal: the batch goes on, the re-entered batch never ran.
    function test_Reentry_SwallowedRefusalRunsNothing() public {
        address account = _delegate(TRADER_KEY);
        _send(
            account, _one(_call(address(reenterer), 0, abi.encodeCall(Reenterer.reenterQuietly, (account, _drain()))))
        );
        assertFalse(reenterer.lastOk());
        assertEq(reenterer.lastRevert(), abi.encodeWithSelector(BatchExecutor.Unauthorized.selector));
        _assertNothingMoved();
    }

    /// A call of the account's own batch to the account itself is the account acting: allowed.
    function test_NestedBatchOfTheAccountItself_Runs() public {
        address account = _delegate(TRADER_KEY);
        bytes memory inner = abi.encode(_one(_call(address(target), 0, abi.encodeCall(Target.bump, ()))));
        BatchExecutor.Call[] memory calls = new BatchExecutor.Call[](2);
        calls[0] = _call(account, 0, abi.encodeCall(BatchExecutor.execute, (MODE_BATCH, inner)));
        calls[1] = _call(address(target), 0, abi.encodeCall(Target.bump, ()));
        _send(account, calls);
        assertEq(target.calls(), 2);
    }

    // ------------------------------------------------------------------ (e) batch mode only

    function test_Modes_OnlyBatch() public {
        address account = _delegate(TRADER_KEY);
        assertEq(executor.MODE_BATCH(), MODE_BATCH);
        assertTrue(BatchExecutor(payable(account)).supportsExecutionMode(MODE_BATCH));
        assertTrue(executor.supportsExecutionMode(MODE_BATCH));
        bytes32[5] memory others = [
            bytes32(0), // single call
            bytes32(0x0101000000000000000000000000000000000000000000000000000000000000), // batch, try
            bytes32(0x0100000000007821000100000000000000000000000000000000000000000000), // batch with opData
            bytes32(0x0100000000007821000200000000000000000000000000000000000000000000), // batch of batches
            bytes32(0xff00000000000000000000000000000000000000000000000000000000000000) // delegatecall
        ];
        bytes memory calls = abi.encode(_one(_call(address(target), 0, abi.encodeCall(Target.bump, ()))));
        for (uint256 i = 0; i < others.length; i++) {
            assertFalse(BatchExecutor(payable(account)).supportsExecutionMode(others[i]));
            vm.prank(account);
            vm.expectRevert(BatchExecutor.UnsupportedExecutionMode.selector);
            BatchExecutor(payable(account)).execute(others[i], calls);
        }
        assertEq(target.calls(), 0);
    }

    function testFuzz_Modes_OtherModesRefused(bytes32 mode) public {
        vm.assume(mode != MODE_BATCH);
        address account = _delegate(TRADER_KEY);
        assertFalse(BatchExecutor(payable(account)).supportsExecutionMode(mode));
        vm.prank(account);
        vm.expectRevert(BatchExecutor.UnsupportedExecutionMode.selector);
        BatchExecutor(payable(account)).execute(mode, _drain());
        _assertNothingMoved();
    }

    /// executionData that is not abi.encode(Call[]) reverts (the decoder's empty revert) and
    /// runs nothing; an empty batch is a no-op.
    function test_MalformedOrEmptyBatch() public {
        address account = _delegate(TRADER_KEY);
        vm.prank(account);
        vm.expectRevert();
        BatchExecutor(payable(account)).execute(MODE_BATCH, hex"1234");
        _send(account, new BatchExecutor.Call[](0));
        _assertNothingMoved();
    }

    // ------------------------------------------------------------------ (f) the account's alone

    /// A second delegated account cannot make the first act: not by calling it, not from its own
    /// batch. Sending the first account's batch from the second runs it on the second's own
    /// funds: a batch is no authorization another sender can carry. (The same signed
    /// transaction cannot be replayed: its nonce is spent; the executor keeps no nonce of its own.)
    function test_SecondDelegatedAccount_CannotExecuteForTheFirst() public {
        address account = _delegate(TRADER_KEY);
        // the second account signs its own authorization (at its own nonce), then attaches it
        address second = other;
        Vm.SignedDelegation memory auth = vm.signDelegation(address(executor), OTHER_KEY);
        assertEq(auth.implementation, address(executor));
        assertEq(auth.nonce, vm.getNonce(second), "bound to the authority's nonce");
        vm.attachDelegation(auth);
        assertEq(second.code, abi.encodePacked(hex"ef0100", address(executor)), "delegated");

        vm.prank(second);
        vm.expectRevert(BatchExecutor.Unauthorized.selector);
        BatchExecutor(payable(account)).execute(MODE_BATCH, _drain());

        BatchExecutor.Call[] memory calls =
            _one(_call(account, 0, abi.encodeCall(BatchExecutor.execute, (MODE_BATCH, _drain()))));
        vm.prank(second);
        vm.expectRevert(
            abi.encodeWithSelector(
                BatchExecutor.CallFailed.selector, 0, abi.encodeWithSelector(BatchExecutor.Unauthorized.selector)
            )
        );
        BatchExecutor(payable(second)).execute(MODE_BATCH, abi.encode(calls));
        _assertNothingMoved();

        // the first account's batch, sent by the second account to itself: the second acts
        bytes memory batch = abi.encode(_one(_call(address(usdc), 0, abi.encodeCall(usdc.approve, (bob, 1)))));
        vm.prank(account);
        BatchExecutor(payable(account)).execute(MODE_BATCH, batch);
        vm.prank(second);
        BatchExecutor(payable(second)).execute(MODE_BATCH, batch);
        assertEq(usdc.allowance(account, bob), 1);
        assertEq(usdc.allowance(second, bob), 1, "its own allowance, not the first account's");
    }

    // ------------------------------------------------------------------ (g) storage

    /// What the account held in storage before it delegated is there after delegating and after
    /// a batch; the executor reads and writes no slot of the account, nor of its own.
    function testFuzz_Delegation_KeepsStorage(bytes32 slot, bytes32 value) public {
        vm.assume(slot != bytes32(0));
        vm.store(trader, bytes32(0), bytes32(uint256(0xbeef)));
        vm.store(trader, slot, value);
        address account = _delegate(TRADER_KEY);
        assertEq(vm.load(account, slot), value);
        vm.record();
        _send(account, _one(_call(address(target), 0, abi.encodeCall(Target.bump, ()))));
        (bytes32[] memory reads, bytes32[] memory writes) = vm.accesses(account);
        assertEq(reads.length, 0, "no slot of the account read");
        assertEq(writes.length, 0, "no slot of the account written");
        (reads, writes) = vm.accesses(address(executor));
        assertEq(reads.length + writes.length, 0, "the executor has no storage");
        assertEq(vm.load(account, slot), value, "slot kept");
        assertEq(vm.load(account, bytes32(0)), bytes32(uint256(0xbeef)), "slot 0 kept");
        assertEq(target.calls(), 1);
    }

    // ------------------------------------------------------------------ (h) ETH

    function testFuzz_ReceivesEth(uint96 amount) public {
        address account = _delegate(TRADER_KEY);
        uint256 before = account.balance;
        vm.deal(bob, amount);
        vm.prank(bob);
        (bool ok,) = account.call{value: amount}("");
        assertTrue(ok, "plain transfer");
        // transfer's 2,300 gas suffice: receive() is empty
        vm.deal(address(this), amount);
        payable(account).transfer(amount);
        assertEq(account.balance, before + 2 * uint256(amount));
    }

    /// The Vault pays the account back in ETH (a cancelled order's execution fee), during the
    /// account's own batch.
    function test_ReceivesVaultRefundInBatch() public {
        address account = _delegate(TRADER_KEY);
        _send(account, _tradeCalls(MARKET_FEE + 2 * TRIGGER_FEE));
        uint256 before = account.balance;
        _send(account, _one(_call(address(vault), 0, abi.encodeCall(vault.cancelPendingOrder, (1)))));
        assertEq(uint8(vault.getOrder(1).status), uint8(IVault.OrderStatus.CANCELED));
        assertEq(account.balance, before + MARKET_FEE, "the order's execution fee is back");
        assertEq(vault.marginBalance(account), DEPOSIT * SCALE, "collateral and fee back in the margin wallet");
    }
}
