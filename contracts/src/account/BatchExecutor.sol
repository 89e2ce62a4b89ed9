// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title BatchExecutor
/// @notice A minimal ERC-7821 executor for EIP-7702 accounts: an EOA that delegates to this
/// code (its code becomes 0xef0100 || address(BatchExecutor)) sends one transaction to itself,
/// `execute(MODE_BATCH, abi.encode(calls))`, and the calls run in order from the EOA, one
/// signature for the whole trade: the stablecoin's `approve`, the Vault's `depositSelf` and the
/// order, say. Each call's msg.sender is the EOA, so the Vault and the token see the trader, as
/// when the trader sends them one transaction each.
///
/// Security model:
/// - Only the account itself may execute: `msg.sender == address(this)`. Under a delegation,
///   address(this) is the EOA, and msg.sender is the EOA only when the EOA signed the
///   transaction (a transaction's sender is the key that signed it) or when a call of one of its
///   own batches targets it. No signature, nonce or other key is read: the transaction's
///   signature is the authorization, and its nonce is the replay protection (the same signed
///   transaction cannot be included twice, and no one but the key's holder can sign another).
/// - No re-entrancy path: a contract called by the batch that calls the account's `execute`
///   back does so with msg.sender = itself, not the account, and is refused (Unauthorized); the
///   batch then fails or goes on as that contract decides, never with calls it did not list.
/// - Called at its own address (not through a delegation), `execute` needs msg.sender to be this
///   contract, which never calls itself except from a batch that passed that very check: it is
///   inert. ETH sent to it there stays there (it has no owner and no way out).
/// - No storage at all: delegating leaves the account's storage as it was, reads none of it and
///   writes none, so another delegation before or after finds it untouched.
/// - A batch is atomic: the first call that fails reverts the whole batch with
///   `CallFailed(index, reason)`, the index of the call in the batch and its revert data, so no
///   earlier call of the batch persists.
/// - A call to an address without code succeeds (as a plain transfer of `value` would): the
///   calls are the account's own choice, checked by whoever builds them.
contract BatchExecutor {
    /// @notice One call of a batch, in ERC-7821's order: target, native value (wei, from the
    /// account's balance) and calldata.
    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    /// @notice ERC-7821's single-batch mode: call type 0x01 (batch), exec type 0x00 (revert on
    /// failure), no mode selector, no opData. The only mode this executor supports.
    bytes32 public constant MODE_BATCH = 0x0100000000000000000000000000000000000000000000000000000000000000;

    /// @notice `execute` was called by another account than the delegated account itself.
    error Unauthorized();
    /// @notice `execute` was called with another mode than MODE_BATCH.
    error UnsupportedExecutionMode();
    /// @notice Call `index` (from 0) of the batch reverted with `reason`; the whole batch is reverted.
    error CallFailed(uint256 index, bytes reason);

    /// @notice Runs `executionData`, abi.encode(Call[]), in order, from the account. Only the
    /// account itself may call it (msg.sender == address(this)); mode must be MODE_BATCH.
    function execute(bytes32 mode, bytes calldata executionData) external payable {
        if (msg.sender != address(this)) revert Unauthorized();
        if (mode != MODE_BATCH) revert UnsupportedExecutionMode();
        Call[] memory calls = abi.decode(executionData, (Call[]));
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory reason) = calls[i].to.call{value: calls[i].value}(calls[i].data);
            if (!ok) revert CallFailed(i, reason);
        }
    }

    /// @notice ERC-7821: whether `execute` accepts `mode`; true for MODE_BATCH alone. `view`
    /// as ERC-7821 declares it (virtual: an executor built on this one may read state here).
    function supportsExecutionMode(bytes32 mode) external view virtual returns (bool) {
        return mode == MODE_BATCH;
    }

    /// @notice The account keeps receiving native ETH (refunds of execution fees, payouts,
    /// transfers) while it delegates here.
    receive() external payable {}
}
