// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @notice Referral codes keyed by bytes32. A code is claimed once by `registerCode`; a trader may
/// then adopt a claimed code with `setTraderReferralCode` and pays discounted trading fees.
interface IReferralRegistry {
    error InvalidCode();
    error CodeAlreadyClaimed(bytes32 code, address owner);
    error CodeNotClaimed(bytes32 code);
    error OwnCode(bytes32 code);

    event CodeRegistered(bytes32 indexed code, address indexed owner);
    event TraderReferralCodeSet(address indexed trader, bytes32 indexed code);

    function registerCode(bytes32 code) external;
    function setTraderReferralCode(bytes32 code) external;
    /// @notice Owner of a code, or the zero address when unclaimed.
    function referralCodes(bytes32 code) external view returns (address owner);
    /// @notice The code a trader trades under, or zero.
    function userReferrals(address trader) external view returns (bytes32);
}
