// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Vault} from "../Vault.sol";

/// @title BookFiller
/// @notice For load tests only (the bench, the tests, an operator's own load test; never part of
/// a deployment): an account, this contract, that places many orders in one transaction, so that
/// a big book fills in minutes instead of one transaction per order. Its margin is deposited for
/// it (`Vault.deposit` names this contract as the account); the execution fees come with the call.
/// It holds nothing else, and nothing can take it out: its orders and positions stay until the
/// keeper fills, cancels, closes or liquidates them.
contract BookFiller {
    Vault public immutable vault;

    error WrongValue(uint256 expected, uint256 got);

    constructor(Vault vault_) {
        vault = vault_;
    }

    /// @notice Places `count` orders alike, each paid `fee` of the call's value; `first` is the
    /// id of the first (the rest follow it).
    function place(uint256 tokenId, bool isLong, uint8 orderType, uint256[] calldata params, uint256 count, uint256 fee)
        external
        payable
        returns (uint256 first)
    {
        if (msg.value != fee * count) revert WrongValue(fee * count, msg.value);
        first = vault.lastPosId() + 1;
        for (uint256 i = 0; i < count; i++) {
            vault.newPositionOrder{value: fee}(tokenId, isLong, orderType, params, address(0));
        }
    }

    /// @notice Sets the same take-profit and / or stop-loss on each of `ids` (this contract's),
    /// each paid `fee` per trigger of the call's value.
    function addTriggers(
        uint256[] calldata ids,
        bool[] calldata isTPs,
        uint256[] calldata prices,
        uint256[] calldata percents,
        uint256 fee
    ) external payable {
        uint256 each = fee * isTPs.length;
        if (msg.value != each * ids.length) revert WrongValue(each * ids.length, msg.value);
        for (uint256 i = 0; i < ids.length; i++) {
            vault.addTPSL{value: each}(ids[i], isTPs, prices, percents);
        }
    }
}
