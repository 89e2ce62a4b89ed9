// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./Fixture.sol";
import {Vm} from "./utils/Vm.sol";
import {BatchExecutor} from "../src/account/BatchExecutor.sol";
import {IVault, CLIENT_ORDER_TAG} from "../src/interfaces/IVault.sol";

/// @notice Client order ids: a Vault call whose calldata ends with `keccak256(id) ‖
/// CLIENT_ORDER_TAG` emits ClientOrderTagged(posId, caller, keccak256(id)) from every tagged entry
/// point (an order with and without TP/SL, a decrease, a TP/SL change, an owner's cancel); an
/// untagged call, or one whose trailer ends with another word, emits none; another account cannot
/// tag a victim's position (only the owner may call on it) and its own order is tagged under its
/// own address; an EIP-7702 batch's inner call is tagged for the account.
contract ClientOrderTest is Fixture {
    bytes32 internal constant MODE_BATCH = 0x0100000000000000000000000000000000000000000000000000000000000000;
    uint256 internal constant TRADER_KEY = uint256(keccak256("client order trader"));
    uint256 internal constant COLL = 1_000e30;
    uint256 internal constant SIZE = 10_000e30;

    bytes32 internal immutable TAGGED = keccak256("ClientOrderTagged(uint256,address,bytes32)");

    function setUp() public override {
        super.setUp();
        _fund(alice, 10_000e6);
        _fund(bob, 10_000e6);
    }

    function _tag(bytes memory data, string memory id) internal pure returns (bytes memory) {
        return abi.encodePacked(data, keccak256(bytes(id)), CLIENT_ORDER_TAG);
    }

    function _market() internal view returns (bytes memory) {
        return
            abi.encodeCall(vault.newPositionOrder, (BTC, true, MARKET, _params(BTC_PRICE, 500, COLL, SIZE), address(0)));
    }

    function _limit() internal view returns (bytes memory) {
        return abi.encodeCall(vault.newPositionOrder, (BTC, true, LIMIT, _params(50_000e30, 0, COLL, SIZE), address(0)));
    }

    /// @dev Sends data to the Vault as `from` and answers the ClientOrderTagged events it emitted.
    function _send(address from, uint256 value, bytes memory data) internal returns (Vm.Log[] memory tagged) {
        vm.recordLogs();
        vm.prank(from);
        (bool ok, bytes memory ret) = address(vault).call{value: value}(data);
        if (!ok) {
            assembly {
                revert(add(ret, 32), mload(ret))
            }
        }
        Vm.Log[] memory logs = vm.getRecordedLogs();
        uint256 n;
        for (uint256 i = 0; i < logs.length; i++) {
            if (logs[i].topics[0] == TAGGED) n++;
        }
        tagged = new Vm.Log[](n);
        n = 0;
        for (uint256 i = 0; i < logs.length; i++) {
            if (logs[i].topics[0] == TAGGED) tagged[n++] = logs[i];
        }
    }

    function _assertTagged(Vm.Log[] memory tagged, uint256 posId, address account, string memory id) internal view {
        assertEq(tagged.length, 1, "one ClientOrderTagged");
        assertEq(tagged[0].emitter, address(vault));
        assertEq(tagged[0].topics[1], bytes32(posId), "posId");
        assertEq(tagged[0].topics[2], bytes32(uint256(uint160(account))), "account");
        assertEq(tagged[0].topics[3], keccak256(bytes(id)), "idHash");
    }

    function test_Tag_IsAboveEveryLastWord() public view {
        assertEq(CLIENT_ORDER_TAG, keccak256("tradeprep.clientOrderId"));
        assertGt(uint256(CLIENT_ORDER_TAG), 2 ** 254);
        assertGt(uint256(CLIENT_ORDER_TAG), vault.MAX_PRICE());
        assertGt(uint256(CLIENT_ORDER_TAG), vault.MAX_USD());
    }

    function test_EveryEntryPoint_TaggedForTheCaller() public {
        // an order, filled; a TP/SL change, then a decrease on it
        Vm.Log[] memory t = _send(alice, MARKET_FEE, _tag(_market(), "bot:open.1"));
        uint256 posId = vault.lastPosId();
        _assertTagged(t, posId, alice, "bot:open.1");
        _pushAgain();
        _exec(posId);
        (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts) = _triggers(true, 70_000e30, BPS);
        t = _send(alice, TRIGGER_FEE, _tag(abi.encodeCall(vault.addTPSL, (posId, isTPs, prices, pcts)), "bot:tpsl.1"));
        _assertTagged(t, posId, alice, "bot:tpsl.1");
        t = _send(alice, MARKET_FEE, _tag(abi.encodeCall(vault.decreasePosition, (SIZE, 0, posId)), "bot:close.1"));
        _assertTagged(t, posId, alice, "bot:close.1");

        // an order with TP/SL, then its owner's cancel
        bytes memory withTPSL = abi.encodeCall(
            vault.newPositionOrderWithTPSL,
            (BTC, true, LIMIT, _params(50_000e30, 0, COLL, SIZE), address(0), isTPs, prices, pcts)
        );
        t = _send(alice, 2 * TRIGGER_FEE, _tag(withTPSL, "bot:open.2"));
        uint256 pending = vault.lastPosId();
        _assertTagged(t, pending, alice, "bot:open.2");
        t = _send(alice, 0, _tag(abi.encodeCall(vault.cancelPendingOrder, (pending)), "bot:cancel.1"));
        _assertTagged(t, pending, alice, "bot:cancel.1");
    }

    function test_Untagged_EmitsNone() public {
        assertEq(_send(alice, TRIGGER_FEE, _limit()).length, 0, "plain calldata");
        uint256 posId = vault.lastPosId();
        // a trailer whose last word is not the tag
        bytes memory other = abi.encodePacked(_limit(), keccak256("x"), keccak256("not the tag"));
        assertEq(_send(alice, TRIGGER_FEE, other).length, 0, "another trailer");
        // a cancel's calldata is shorter than a trailer: nothing read below the selector
        assertEq(_send(alice, 0, abi.encodeCall(vault.cancelPendingOrder, (posId))).length, 0, "short calldata");
    }

    function test_AnotherAccount_CannotTagTheVictimsPosition() public {
        _send(alice, TRIGGER_FEE, _tag(_limit(), "alice:1"));
        uint256 posId = vault.lastPosId();
        // bob's tagged calls on alice's position revert: no event for alice from bob
        vm.prank(bob);
        (bool ok,) =
            address(vault).call{value: MARKET_FEE}(_tag(abi.encodeCall(vault.cancelPendingOrder, (posId)), "alice:2"));
        assertFalse(ok, "bob cannot cancel alice's order");
        (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts) = _triggers(true, 70_000e30, BPS);
        vm.prank(bob);
        (ok,) = address(vault).call{value: TRIGGER_FEE}(
            _tag(abi.encodeCall(vault.addTPSL, (posId, isTPs, prices, pcts)), "alice:2")
        );
        assertFalse(ok, "bob cannot change alice's triggers");
        // bob's own order with alice's next id is tagged under bob
        Vm.Log[] memory t = _send(bob, TRIGGER_FEE, _tag(_limit(), "alice:2"));
        _assertTagged(t, vault.lastPosId(), bob, "alice:2");
    }

    function test_EIP7702Batch_TaggedForTheAccount() public {
        BatchExecutor executor = new BatchExecutor();
        address trader = vm.addr(TRADER_KEY);
        _fund(trader, 10_000e6);
        vm.deal(trader, 1 ether);
        vm.signAndAttachDelegation(address(executor), TRADER_KEY);
        BatchExecutor.Call[] memory calls = new BatchExecutor.Call[](1);
        calls[0] = BatchExecutor.Call({to: address(vault), value: TRIGGER_FEE, data: _tag(_limit(), "batch:1")});
        vm.recordLogs();
        vm.prank(trader);
        BatchExecutor(payable(trader)).execute(MODE_BATCH, abi.encode(calls));
        Vm.Log[] memory logs = vm.getRecordedLogs();
        uint256 found;
        for (uint256 i = 0; i < logs.length; i++) {
            if (logs[i].topics[0] != TAGGED) continue;
            found++;
            assertEq(logs[i].topics[1], bytes32(vault.lastPosId()));
            assertEq(logs[i].topics[2], bytes32(uint256(uint160(trader))), "the account");
            assertEq(logs[i].topics[3], keccak256("batch:1"));
        }
        assertEq(found, 1);
    }
}
