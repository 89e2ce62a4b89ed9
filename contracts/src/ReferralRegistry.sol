// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IReferralRegistry} from "./interfaces/IReferralRegistry.sol";

/// @title ReferralRegistry
/// @notice Referral codes keyed by bytes32, claimed first come first served.
contract ReferralRegistry is IReferralRegistry {
    mapping(bytes32 => address) public referralCodes;
    mapping(address => bytes32) public userReferrals;

    function registerCode(bytes32 code) external {
        if (code == bytes32(0)) revert InvalidCode();
        address owner = referralCodes[code];
        if (owner != address(0)) revert CodeAlreadyClaimed(code, owner);
        referralCodes[code] = msg.sender;
        emit CodeRegistered(code, msg.sender);
    }

    function setTraderReferralCode(bytes32 code) external {
        if (code == bytes32(0)) revert InvalidCode();
        address owner = referralCodes[code];
        if (owner == address(0)) revert CodeNotClaimed(code);
        if (owner == msg.sender) revert OwnCode(code);
        userReferrals[msg.sender] = code;
        emit TraderReferralCodeSet(msg.sender, code);
    }
}
