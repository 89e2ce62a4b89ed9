// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @notice Price oracle: one price per trading pair, 1e30 precision, pushed by authorised feeders.
interface IOracle {
    error NotFeeder(address caller);
    error LengthMismatch(uint256 ids, uint256 prices);
    error ZeroPrice(uint256 tokenId);
    error PriceNotAvailable(uint256 tokenId);
    error StalePrice(uint256 tokenId, uint256 updatedAt, uint256 maxAge);
    error InvalidMaxAge(uint256 maxAge);

    event PriceUpdated(uint256 indexed tokenId, uint256 price, uint256 timestamp);
    event FeederSet(address indexed feeder, bool allowed);
    event MaxAgeSet(uint256 maxAge);

    /// @notice Fresh price of a pair; reverts when missing or older than maxAge.
    function getPrice(uint256 tokenId) external view returns (uint256);

    /// @notice Last pushed price and its timestamp, without any freshness check.
    function latestPrice(uint256 tokenId) external view returns (uint256 price, uint256 updatedAt);

    /// @notice The number of `setPrices` calls so far: the round a request made now is behind.
    function round() external view returns (uint256);

    /// @notice The round in which the pair's last price was pushed (0: never).
    function priceRound(uint256 tokenId) external view returns (uint256);

    function maxAge() external view returns (uint256);
}
