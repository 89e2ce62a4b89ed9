// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IDepositReceiver} from "./interfaces/ICrossChain.sol";
import {IOracle} from "./interfaces/IOracle.sol";
import {Vault} from "./Vault.sol";

/// @title DepositReceiver
/// @notice Deployed on the destination chain. Converts each delivered deposit to the stablecoin
/// (decimals normalised; other tokens at the oracle price, less the bridge fee) out of its own
/// stablecoin float and credits the recipient's margin wallet through `Vault.deposit`. A message
/// is delivered once, by its id (source chain, source router, nonce), and only on the chain its
/// deposit was made for.
contract DepositReceiver is IDepositReceiver, Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    uint256 public constant BASIS_POINTS_DIVISOR = 100000;
    uint256 public constant PRICE_PRECISION = 1e30;
    /// @notice Gas forwarded to one credit (conversion and Vault.deposit; about 130k used).
    uint256 public constant CREDIT_GAS = 400_000;
    /// @notice Gas `deliver` must have left when it starts the credit: CREDIT_GAS undiminished by
    /// the 63/64 rule, plus what recording a failure (its revert data) costs afterwards.
    uint256 public constant DELIVER_GAS_FLOOR = CREDIT_GAS + CREDIT_GAS / 63 + 150_000;

    Vault public immutable vault;
    IERC20 public immutable stable;
    uint8 public immutable stableDecimals;
    IOracle public immutable oracle;
    uint256 public bridgeFee; // 1e5 = 100%

    mapping(address => bool) public isRelayer;
    mapping(uint256 => mapping(address => Route)) private _routes;
    mapping(bytes32 => Delivery) private _deliveries; // by message id

    modifier onlyRelayer() {
        if (!isRelayer[msg.sender]) revert NotRelayer(msg.sender);
        _;
    }

    constructor(address owner_, Vault vault_, IOracle oracle_, uint256 bridgeFee_) Ownable(owner_) {
        vault = vault_;
        stable = vault_.stable();
        stableDecimals = IERC20Metadata(address(stable)).decimals();
        oracle = oracle_;
        _setBridgeFee(bridgeFee_);
    }

    function setRelayer(address relayer, bool allowed) external onlyOwner {
        isRelayer[relayer] = allowed;
        emit RelayerSet(relayer, allowed);
    }

    function setRoute(uint256 sourceChainId, address token, Route calldata route) external onlyOwner {
        if (route.decimals > 36) revert InvalidSetting("decimals");
        if (route.supported && !route.isStable && route.priceTokenId == 0) revert InvalidSetting("priceTokenId");
        _routes[sourceChainId][token] = route;
        emit RouteSet(sourceChainId, token, route.supported);
    }

    function setBridgeFee(uint256 bridgeFee_) external onlyOwner {
        _setBridgeFee(bridgeFee_);
    }

    function _setBridgeFee(uint256 bridgeFee_) private {
        if (bridgeFee_ > BASIS_POINTS_DIVISOR / 10) revert InvalidSetting("bridgeFee");
        bridgeFee = bridgeFee_;
    }

    function getRoute(uint256 sourceChainId, address token) external view returns (Route memory) {
        return _routes[sourceChainId][token];
    }

    function getDelivery(bytes32 messageId) external view returns (Delivery memory) {
        return _deliveries[messageId];
    }

    /// @notice The id of deposit `nonce` of the router `sourceRouter` on chain `sourceChainId`.
    /// The router is part of it: a redeployed router counts its nonces from 0 again, and its
    /// deposits must not be taken for those of the router it replaced.
    function messageIdOf(uint256 sourceChainId, address sourceRouter, uint256 nonce) public pure returns (bytes32) {
        return keccak256(abi.encode(sourceChainId, sourceRouter, nonce));
    }

    /// @notice Stablecoin units credited for `amount` of `token` from `sourceChainId` now.
    function quote(uint256 sourceChainId, address token, uint256 amount) public view returns (uint256) {
        Route memory r = _routes[sourceChainId][token];
        if (!r.supported) revert UnsupportedRoute(sourceChainId, token);
        uint256 usd; // 1e30
        if (r.isStable) {
            usd = r.decimals <= 30 ? amount * 10 ** (30 - r.decimals) : amount / 10 ** (r.decimals - 30);
        } else {
            usd = amount * oracle.getPrice(r.priceTokenId) / 10 ** r.decimals;
        }
        uint256 out = usd / 10 ** (30 - stableDecimals);
        return out - out * bridgeFee / BASIS_POINTS_DIVISOR;
    }

    /// @notice Delivers one bridge message. A message made for another destination chain is
    /// refused (`WrongDestinationChain`): it is that chain's to credit. A message is delivered
    /// once, known by its id (`messageIdOf`); a conversion or credit that fails (no liquidity, a
    /// stale price) is recorded as FAILED with its revert data instead of reverting, so the
    /// relayer moves on and the failure is visible, and it stays retryable with `retry`. A relayer
    /// that forwards too little gas for the credit makes the delivery revert (`InsufficientGas`):
    /// running out of gas is never recorded as the deposit's failure.
    function deliver(Message calldata m) external onlyRelayer nonReentrant {
        if (m.destinationChainId != block.chainid) revert WrongDestinationChain(m.destinationChainId, block.chainid);
        bytes32 id = messageIdOf(m.sourceChainId, m.sourceRouter, m.nonce);
        Delivery storage d = _deliveries[id];
        if (d.status != Status.NONE) revert AlreadyProcessed(id);
        emit MessageReceived(id, m.sourceChainId, m.sourceRouter, m.nonce);
        d.recipient = m.recipient;
        d.token = m.token;
        d.amount = m.amount;
        d.attempts = 1;
        d.sourceChainId = m.sourceChainId;
        uint256 available = gasleft();
        if (available < DELIVER_GAS_FLOOR) revert InsufficientGas(available, DELIVER_GAS_FLOOR);
        try this.credit{gas: CREDIT_GAS}(m.sourceChainId, m.recipient, m.token, m.amount) returns (uint256 credited) {
            d.status = Status.DELIVERED;
            d.creditedAmount = credited;
            emit DepositDelivered(id, m.recipient, credited);
        } catch (bytes memory reason) {
            d.status = Status.FAILED;
            d.reason = reason;
            emit DepositFailed(id, m.recipient, reason);
        }
    }

    /// @notice Credits a FAILED delivery again, now: callable by a relayer or by the recipient
    /// (who need not wait for anyone once the cause, such as a short float, is gone). Reverts
    /// with the credit's own error when it fails again; the delivery then stays FAILED and
    /// retryable.
    function retry(bytes32 messageId) external nonReentrant {
        Delivery storage d = _deliveries[messageId];
        if (d.status != Status.FAILED) revert NotRetryable(messageId, d.status);
        if (!isRelayer[msg.sender] && msg.sender != d.recipient) revert NotRecipientOrRelayer(msg.sender);
        d.attempts += 1;
        uint256 credited = _credit(d.sourceChainId, d.recipient, d.token, d.amount);
        d.status = Status.DELIVERED;
        d.creditedAmount = credited;
        delete d.reason;
        emit DeliveryRetried(messageId, msg.sender);
        emit DepositDelivered(messageId, d.recipient, credited);
    }

    /// @notice Gives up the credit of a FAILED delivery for a refund of the deposit to its sender on
    /// the source chain (the relayer sees REFUND_REQUESTED and calls DepositRouter.refund). Only
    /// the recipient may: the credit is theirs to give up. Final: no retry afterwards.
    function requestRefund(bytes32 messageId) external {
        Delivery storage d = _deliveries[messageId];
        if (d.status != Status.FAILED) revert NotRetryable(messageId, d.status);
        if (msg.sender != d.recipient) revert NotRecipient(msg.sender, d.recipient);
        d.status = Status.REFUND_REQUESTED;
        emit RefundRequested(messageId, d.recipient);
    }

    /// @dev External so that `deliver` can catch its failure; callable only by this contract.
    function credit(uint256 sourceChainId, address recipient, address token, uint256 amount)
        external
        returns (uint256 credited)
    {
        if (msg.sender != address(this)) revert NotRelayer(msg.sender);
        return _credit(sourceChainId, recipient, token, amount);
    }

    function _credit(uint256 sourceChainId, address recipient, address token, uint256 amount)
        private
        returns (uint256 credited)
    {
        credited = quote(sourceChainId, token, amount);
        if (credited == 0) revert ConversionFailed(amount);
        uint256 available = stable.balanceOf(address(this));
        if (available < credited) revert InsufficientLiquidity(credited, available);
        stable.forceApprove(address(vault), credited);
        vault.deposit(recipient, address(stable), credited);
    }
}
