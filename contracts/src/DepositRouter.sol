// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IDepositRouter} from "./interfaces/ICrossChain.sol";

/// @title DepositRouter
/// @notice Deployed on each source chain. Locks the deposited tokens and emits the message a
/// relayer delivers to the DepositReceiver on the destination chain.
contract DepositRouter is IDepositRouter, Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    uint256 public immutable destinationChainId;
    uint256 public nextNonce;
    mapping(address => bool) public supportedTokens;

    constructor(address owner_, uint256 destinationChainId_) Ownable(owner_) {
        destinationChainId = destinationChainId_;
    }

    function setTokenSupport(address token, bool supported) external onlyOwner {
        if (token == address(0)) revert ZeroAddress();
        supportedTokens[token] = supported;
        emit TokenSupportSet(token, supported);
    }

    function bridgeDeposit(address token, uint256 amount, address recipient)
        external
        nonReentrant
        returns (uint256 nonce)
    {
        if (!supportedTokens[token]) revert UnsupportedToken(token);
        if (amount == 0) revert ZeroAmount();
        if (recipient == address(0)) revert ZeroAddress();
        IERC20(token).safeTransferFrom(msg.sender, address(this), amount);
        nonce = nextNonce++;
        emit DepositInitiated(nonce, msg.sender, recipient, token, amount, destinationChainId);
    }

    /// @notice Moves locked tokens out (bridge liquidity rebalancing).
    function sweep(address token, address to, uint256 amount) external onlyOwner {
        IERC20(token).safeTransfer(to, amount);
    }
}
