// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Vm} from "./Vm.sol";

/// @notice Minimal test base: the cheatcode handle, assertions that revert with a message on
/// failure (forge fails a test that reverts), a `bound` helper for fuzz inputs, and the hooks
/// forge's invariant runner reads.
abstract contract Test {
    bool public IS_TEST = true;

    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    struct FuzzSelector {
        address addr;
        bytes4[] selectors;
    }

    address[] private _targetContracts;
    FuzzSelector[] private _targetSelectors;

    // ------------------------------------------------------------------ invariant hooks

    function targetContracts() public view returns (address[] memory) {
        return _targetContracts;
    }

    function targetSelectors() public view returns (FuzzSelector[] memory) {
        return _targetSelectors;
    }

    function targetContract(address target) internal {
        _targetContracts.push(target);
    }

    function targetSelector(FuzzSelector memory selector) internal {
        _targetSelectors.push(selector);
    }

    // ------------------------------------------------------------------ helpers

    function makeAddr(string memory name) internal returns (address a) {
        a = vm.addr(uint256(keccak256(bytes(name))));
        vm.label(a, name);
    }

    /// @notice Maps `x` into [min, max] without rejecting it (values already inside stay put).
    function bound(uint256 x, uint256 min, uint256 max) internal pure returns (uint256) {
        require(min <= max, "bound: min > max");
        if (x >= min && x <= max) return x;
        uint256 size = max - min + 1;
        if (size == 0) return x; // the whole uint256 range
        return min + x % size;
    }

    // ------------------------------------------------------------------ assertions

    function fail(string memory message) internal pure {
        revert(message);
    }

    function assertTrue(bool c) internal pure {
        if (!c) revert("assertTrue failed");
    }

    function assertTrue(bool c, string memory message) internal pure {
        if (!c) revert(string.concat("assertTrue failed: ", message));
    }

    function assertFalse(bool c) internal pure {
        if (c) revert("assertFalse failed");
    }

    function assertFalse(bool c, string memory message) internal pure {
        if (c) revert(string.concat("assertFalse failed: ", message));
    }

    function assertEq(uint256 a, uint256 b) internal pure {
        assertEq(a, b, "");
    }

    function assertEq(uint256 a, uint256 b, string memory message) internal pure {
        if (a != b) revert(_msg("assertEq(uint)", vm.toString(a), vm.toString(b), message));
    }

    function assertEq(int256 a, int256 b) internal pure {
        assertEq(a, b, "");
    }

    function assertEq(int256 a, int256 b, string memory message) internal pure {
        if (a != b) revert(_msg("assertEq(int)", vm.toString(a), vm.toString(b), message));
    }

    function assertEq(address a, address b) internal pure {
        assertEq(a, b, "");
    }

    function assertEq(address a, address b, string memory message) internal pure {
        if (a != b) revert(_msg("assertEq(address)", vm.toString(a), vm.toString(b), message));
    }

    function assertEq(bool a, bool b) internal pure {
        assertEq(a, b, "");
    }

    function assertEq(bool a, bool b, string memory message) internal pure {
        if (a != b) revert(_msg("assertEq(bool)", vm.toString(a), vm.toString(b), message));
    }

    function assertEq(bytes32 a, bytes32 b) internal pure {
        assertEq(a, b, "");
    }

    function assertEq(bytes32 a, bytes32 b, string memory message) internal pure {
        if (a != b) revert(_msg("assertEq(bytes32)", vm.toString(a), vm.toString(b), message));
    }

    function assertEq(bytes memory a, bytes memory b) internal pure {
        assertEq(a, b, "");
    }

    function assertEq(bytes memory a, bytes memory b, string memory message) internal pure {
        if (keccak256(a) != keccak256(b)) revert(_msg("assertEq(bytes)", vm.toString(a), vm.toString(b), message));
    }

    function assertEq(string memory a, string memory b) internal pure {
        assertEq(a, b, "");
    }

    function assertEq(string memory a, string memory b, string memory message) internal pure {
        if (keccak256(bytes(a)) != keccak256(bytes(b))) revert(_msg("assertEq(string)", a, b, message));
    }

    function assertGt(uint256 a, uint256 b) internal pure {
        assertGt(a, b, "");
    }

    function assertGt(uint256 a, uint256 b, string memory message) internal pure {
        if (a <= b) revert(_msg("assertGt", vm.toString(a), vm.toString(b), message));
    }

    function assertGe(uint256 a, uint256 b) internal pure {
        assertGe(a, b, "");
    }

    function assertGe(uint256 a, uint256 b, string memory message) internal pure {
        if (a < b) revert(_msg("assertGe", vm.toString(a), vm.toString(b), message));
    }

    function assertLt(uint256 a, uint256 b) internal pure {
        assertLt(a, b, "");
    }

    function assertLt(uint256 a, uint256 b, string memory message) internal pure {
        if (a >= b) revert(_msg("assertLt", vm.toString(a), vm.toString(b), message));
    }

    function assertLe(uint256 a, uint256 b) internal pure {
        assertLe(a, b, "");
    }

    function assertLe(uint256 a, uint256 b, string memory message) internal pure {
        if (a > b) revert(_msg("assertLe", vm.toString(a), vm.toString(b), message));
    }

    function assertGt(int256 a, int256 b, string memory message) internal pure {
        if (a <= b) revert(_msg("assertGt(int)", vm.toString(a), vm.toString(b), message));
    }

    function assertLt(int256 a, int256 b, string memory message) internal pure {
        if (a >= b) revert(_msg("assertLt(int)", vm.toString(a), vm.toString(b), message));
    }

    function assertApproxEqAbs(uint256 a, uint256 b, uint256 maxDelta, string memory message) internal pure {
        uint256 delta = a > b ? a - b : b - a;
        if (delta > maxDelta) {
            revert(
                _msg(
                    "assertApproxEqAbs",
                    vm.toString(a),
                    vm.toString(b),
                    string.concat(message, " delta ", vm.toString(delta))
                )
            );
        }
    }

    function _msg(string memory what, string memory a, string memory b, string memory message)
        private
        pure
        returns (string memory)
    {
        string memory s = string.concat(what, " failed: ", a, " != ", b);
        return bytes(message).length == 0 ? s : string.concat(s, " (", message, ")");
    }
}
