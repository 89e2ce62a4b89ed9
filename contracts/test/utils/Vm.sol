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

    /// @notice A signed EIP-7702 authorization: the authority's key delegates its account to
    /// `implementation` (its code becomes 0xef0100 || implementation) at account nonce `nonce`.
    struct SignedDelegation {
        uint8 v; // y-parity of the signature
        bytes32 r;
        bytes32 s;
        uint64 nonce;
        address implementation;
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
    function snapshotState() external returns (uint256 snapshotId);
    function revertToState(uint256 snapshotId) external returns (bool success);
    function getNonce(address account) external view returns (uint64 nonce);

    // --- storage
    function store(address target, bytes32 slot, bytes32 value) external;
    function load(address target, bytes32 slot) external view returns (bytes32 data);
    /// @notice Records every storage read and write from here on (accesses).
    function record() external;
    function accesses(address target) external view returns (bytes32[] memory readSlots, bytes32[] memory writeSlots);

    // --- EIP-7702 (evm_version prague)
    /// @notice Signs an authorization of the key's account for `implementation` at its current nonce.
    function signDelegation(address implementation, uint256 privateKey)
        external
        returns (SignedDelegation memory signedDelegation);
    /// @notice Makes the next call a transaction that carries the authorization.
    function attachDelegation(SignedDelegation calldata signedDelegation) external;
    /// @notice signDelegation, then attachDelegation.
    function signAndAttachDelegation(address implementation, uint256 privateKey)
        external
        returns (SignedDelegation memory signedDelegation);

    // --- caller
    function prank(address msgSender) external;
    function prank(address msgSender, address txOrigin) external;
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
