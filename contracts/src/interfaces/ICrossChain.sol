// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @notice Source side of the cross-chain deposit: pulls a supported token (an approval is needed
/// first) and emits a bridge message for the relayer.
interface IDepositRouter {
    /// @notice A locked deposit: kept so that a deposit the destination could not credit can be
    /// refunded to its sender.
    struct Deposit {
        address sender;
        address token;
        uint256 amount;
        bool refunded;
    }

    error UnsupportedToken(address token);
    error ZeroAmount();
    error ZeroAddress();
    error NotRelayer(address caller);
    error UnknownDeposit(uint256 nonce);
    error AlreadyRefunded(uint256 nonce);

    event TokenSupportSet(address indexed token, bool supported);
    event RelayerSet(address indexed relayer, bool allowed);
    event DepositRefunded(uint256 indexed nonce, address indexed sender, address token, uint256 amount);
    event DepositInitiated(
        uint256 indexed nonce,
        address indexed sender,
        address indexed recipient,
        address token,
        uint256 amount,
        uint256 destinationChainId
    );

    function bridgeDeposit(address token, uint256 amount, address recipient) external returns (uint256 nonce);
    function supportedTokens(address token) external view returns (bool);
    function destinationChainId() external view returns (uint256);
    function nextNonce() external view returns (uint256);
    function getDeposit(uint256 nonce) external view returns (Deposit memory);
    function refund(uint256 nonce) external;
}

/// @notice Destination side: a relayer delivers bridge messages; each is converted to the
/// stablecoin and credited to the recipient's margin wallet, or recorded as failed. A message is
/// known by its id, `messageIdOf(sourceChainId, sourceRouter, nonce)`: a router's nonces start at
/// 0, so the router is part of the id and a redeployed router's deposits are messages of their
/// own, never taken for those of the router it replaced.
interface IDepositReceiver {
    enum Status {
        NONE,
        DELIVERED,
        FAILED,
        REFUND_REQUESTED // the recipient gave up the credit; the relayer refunds the sender on the source chain
    }

    struct Route {
        bool supported;
        uint8 decimals;
        bool isStable;
        uint256 priceTokenId; // oracle pair id pricing the token in USD, when not a stablecoin
    }

    /// @notice A bridge message: one DepositInitiated event of a DepositRouter, as the relayer
    /// read it on the source chain.
    struct Message {
        uint256 sourceChainId;
        address sourceRouter; // the DepositRouter that emitted it
        uint256 nonce; // the router's deposit nonce
        uint256 destinationChainId; // the chain the deposit was made for: only that chain delivers it
        address recipient;
        address token; // the source token
        uint256 amount; // in the source token's units
    }

    struct Delivery {
        Status status;
        address recipient;
        uint256 creditedAmount; // stablecoin units
        bytes reason; // revert data of the last failed conversion or credit
        address token; // the source token of the message, kept so a failed delivery can be retried
        uint256 amount; // its amount, in the source token's units
        uint256 attempts; // credits tried (deliver and each retry)
        uint256 sourceChainId; // the source chain of the message, whose route a retry converts by
    }

    error NotRelayer(address caller);
    error AlreadyProcessed(bytes32 messageId);
    error UnsupportedRoute(uint256 sourceChainId, address token);
    error ConversionFailed(uint256 amount);
    error InsufficientLiquidity(uint256 required, uint256 available);
    error InvalidSetting(string name);
    /// @notice `deliver` of a message whose deposit was made for another destination chain: it
    /// is that chain's to deliver, never this one's.
    error WrongDestinationChain(uint256 destinationChainId, uint256 chainId);
    /// @notice `retry` of a delivery that is not FAILED.
    error NotRetryable(bytes32 messageId, Status status);
    /// @notice `retry` by an account that is neither a relayer nor the recipient.
    error NotRecipientOrRelayer(address caller);
    /// @notice `requestRefund` by an account other than the recipient.
    error NotRecipient(address caller, address recipient);
    /// @notice The relayer forwarded less gas than a credit needs: the delivery reverts instead of
    /// recording a failure that is the relayer's, not the deposit's.
    error InsufficientGas(uint256 available, uint256 required);

    event RouteSet(uint256 indexed sourceChainId, address indexed token, bool supported);
    event RelayerSet(address indexed relayer, bool allowed);
    /// @notice A message delivered for the first time: what its id stands for.
    event MessageReceived(
        bytes32 indexed messageId, uint256 indexed sourceChainId, address indexed sourceRouter, uint256 nonce
    );
    event DepositDelivered(bytes32 indexed messageId, address indexed recipient, uint256 creditedAmount);
    event DepositFailed(bytes32 indexed messageId, address indexed recipient, bytes reason);
    event DeliveryRetried(bytes32 indexed messageId, address indexed caller);
    event RefundRequested(bytes32 indexed messageId, address indexed recipient);

    function deliver(Message calldata message) external;
    function retry(bytes32 messageId) external;
    function requestRefund(bytes32 messageId) external;
    function quote(uint256 sourceChainId, address token, uint256 amount) external view returns (uint256);
    function getDelivery(bytes32 messageId) external view returns (Delivery memory);
    /// @notice The id of deposit `nonce` of the router `sourceRouter` on chain `sourceChainId`:
    /// keccak256(abi.encode(sourceChainId, sourceRouter, nonce)).
    function messageIdOf(uint256 sourceChainId, address sourceRouter, uint256 nonce) external pure returns (bytes32);
}
