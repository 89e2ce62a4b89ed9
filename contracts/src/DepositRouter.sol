// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IDepositRouter} from "./interfaces/ICrossChain.sol";

/// @title DepositRouter
/// @notice Deployed on each source chain. Locks the deposited tokens and emits the message a
/// relayer delivers to the DepositReceiver on the destination chain. A deposit whose recipient
/// gave up its credit on the destination (`DepositReceiver.requestRefund`) is refunded to its
/// sender here, by a relayer, once.
contract DepositRouter is IDepositRouter, Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    uint256 public immutable destinationChainId;
    uint256 public nextNonce;
    mapping(address => bool) public supportedTokens;
    mapping(address => bool) public isRelayer;
    mapping(uint256 => Deposit) private _deposits;
    /// @notice The block of the deposit with this nonce (0: none): where its DepositInitiated
    /// event lies, for readers that ask for bounded log ranges.
    mapping(uint256 => uint256) public depositBlock;

    constructor(address owner_, uint256 destinationChainId_) Ownable(owner_) {
        destinationChainId = destinationChainId_;
    }

    function setTokenSupport(address token, bool supported) external onlyOwner {
        if (token == address(0)) revert ZeroAddress();
        supportedTokens[token] = supported;
        emit TokenSupportSet(token, supported);
    }

    function setRelayer(address relayer, bool allowed) external onlyOwner {
        isRelayer[relayer] = allowed;
        emit RelayerSet(relayer, allowed);
    }

    function getDeposit(uint256 nonce) external view returns (Deposit memory) {
        return _deposits[nonce];
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
        _deposits[nonce] = Deposit(msg.sender, token, amount, false);
        depositBlock[nonce] = block.number;
        emit DepositInitiated(nonce, msg.sender, recipient, token, amount, destinationChainId);
    }

    /// @notice Returns a deposit to its sender. Relayers call it only for a delivery whose status
    /// on the destination is REFUND_REQUESTED, which the recipient alone can set and which ends
    /// every way to credit it there: the tokens are either credited there or returned here,
    /// never both, never neither.
    function refund(uint256 nonce) external nonReentrant {
        if (!isRelayer[msg.sender]) revert NotRelayer(msg.sender);
        Deposit storage d = _deposits[nonce];
        if (d.sender == address(0)) revert UnknownDeposit(nonce);
        if (d.refunded) revert AlreadyRefunded(nonce);
        d.refunded = true;
        IERC20(d.token).safeTransfer(d.sender, d.amount);
        emit DepositRefunded(nonce, d.sender, d.token, d.amount);
    }

    /// @notice Moves locked tokens out (bridge liquidity rebalancing).
    function sweep(address token, address to, uint256 amount) external onlyOwner {
        IERC20(token).safeTransfer(to, amount);
    }
}
