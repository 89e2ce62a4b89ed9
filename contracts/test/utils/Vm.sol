// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @notice The subset of forge's cheatcodes this suite uses. The cheatcode contract lives at
/// address(uint160(uint256(keccak256("hevm cheat code")))).
interface Vm {
    struct Log {
        bytes32[] topics;
        bytes data;
        address emitter;
    }

    // --- environment
    function warp(uint256 newTimestamp) external;
    function roll(uint256 newHeight) external;
    function chainId(uint256 newChainId) external;
    function deal(address account, uint256 newBalance) external;
    function etch(address target, bytes calldata newRuntimeBytecode) external;
    function label(address account, string calldata newLabel) external;
    function addr(uint256 privateKey) external pure returns (address keyAddr);
    /// @notice Marks the account and every storage slot of it cold again, as in a new transaction.
    function cool(address target) external;

    // --- caller
    function prank(address msgSender) external;
    function startPrank(address msgSender) external;
    function stopPrank() external;

    // --- expectations
    function expectRevert() external;
    function expectRevert(bytes4 revertData) external;
    function expectRevert(bytes calldata revertData) external;
    function expectEmit() external;
    function expectEmit(bool checkTopic1, bool checkTopic2, bool checkTopic3, bool checkData) external;
    function expectEmit(bool checkTopic1, bool checkTopic2, bool checkTopic3, bool checkData, address emitter) external;
    function expectCall(address callee, bytes calldata data) external;
    function recordLogs() external;
    function getRecordedLogs() external returns (Log[] memory logs);

    // --- fuzzing
    function assume(bool condition) external pure;

    // --- formatting
    function toString(uint256 value) external pure returns (string memory);
    function toString(int256 value) external pure returns (string memory);
    function toString(address value) external pure returns (string memory);
    function toString(bool value) external pure returns (string memory);
    function toString(bytes32 value) external pure returns (string memory);
    function toString(bytes calldata value) external pure returns (string memory);
}
