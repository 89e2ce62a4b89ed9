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
/// stablecoin and credited to the recipient's margin wallet, or recorded as failed.
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

    struct Delivery {
        Status status;
        address recipient;
        uint256 creditedAmount; // stablecoin units
        bytes reason; // revert data of the last failed conversion or credit
        address token; // the source token of the message, kept so a failed delivery can be retried
        uint256 amount; // its amount, in the source token's units
        uint256 attempts; // credits tried (deliver and each retry)
    }

    error NotRelayer(address caller);
    error AlreadyProcessed(uint256 sourceChainId, uint256 nonce);
    error UnsupportedRoute(uint256 sourceChainId, address token);
    error ConversionFailed(uint256 amount);
    error InsufficientLiquidity(uint256 required, uint256 available);
    error InvalidSetting(string name);
    /// @notice `retry` of a delivery that is not FAILED.
    error NotRetryable(uint256 sourceChainId, uint256 nonce, Status status);
    /// @notice `retry` by an account that is neither a relayer nor the recipient.
    error NotRecipientOrRelayer(address caller);
    /// @notice `requestRefund` by an account other than the recipient.
    error NotRecipient(address caller, address recipient);
    /// @notice The relayer forwarded less gas than a credit needs: the delivery reverts instead of
    /// recording a failure that is the relayer's, not the deposit's.
    error InsufficientGas(uint256 available, uint256 required);

    event RouteSet(uint256 indexed sourceChainId, address indexed token, bool supported);
    event RelayerSet(address indexed relayer, bool allowed);
    event DepositDelivered(
        uint256 indexed sourceChainId, uint256 indexed nonce, address indexed recipient, uint256 creditedAmount
    );
    event DepositFailed(uint256 indexed sourceChainId, uint256 indexed nonce, address indexed recipient, bytes reason);
    event DeliveryRetried(uint256 indexed sourceChainId, uint256 indexed nonce, address indexed caller);
    event RefundRequested(uint256 indexed sourceChainId, uint256 indexed nonce, address indexed recipient);

    function deliver(uint256 sourceChainId, uint256 nonce, address recipient, address token, uint256 amount) external;
    function retry(uint256 sourceChainId, uint256 nonce) external;
    function requestRefund(uint256 sourceChainId, uint256 nonce) external;
    function quote(uint256 sourceChainId, address token, uint256 amount) external view returns (uint256);
    function getDelivery(uint256 sourceChainId, uint256 nonce) external view returns (Delivery memory);
}
