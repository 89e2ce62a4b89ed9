// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IOracle} from "./interfaces/IOracle.sol";

/// @title Oracle
/// @notice Prices per trading pair at 1e30 precision, pushed by authorised feeders, with a
/// staleness bound enforced on `getPrice`. Every `setPrices` call is a new round; each price
/// remembers its round, so that the Vault can tell a price pushed after a request from one
/// pushed before it, even within one block.
contract Oracle is IOracle, Ownable {
    uint256 public constant PRICE_PRECISION = 1e30;

    struct Entry {
        uint256 price;
        uint256 updatedAt;
        uint256 round;
    }

    mapping(uint256 => Entry) private _prices;
    mapping(address => bool) public isFeeder;
    uint256 public maxAge;
    uint256 public round;

    constructor(address owner_, uint256 maxAge_) Ownable(owner_) {
        _setMaxAge(maxAge_);
    }

    function setFeeder(address feeder, bool allowed) external onlyOwner {
        isFeeder[feeder] = allowed;
        emit FeederSet(feeder, allowed);
    }

    function setMaxAge(uint256 maxAge_) external onlyOwner {
        _setMaxAge(maxAge_);
    }

    function setPrices(uint256[] calldata tokenIds, uint256[] calldata prices) external {
        if (!isFeeder[msg.sender]) revert NotFeeder(msg.sender);
        if (tokenIds.length != prices.length) revert LengthMismatch(tokenIds.length, prices.length);
        uint256 r = ++round;
        for (uint256 i = 0; i < tokenIds.length; i++) {
            if (prices[i] == 0) revert ZeroPrice(tokenIds[i]);
            _prices[tokenIds[i]] = Entry(prices[i], block.timestamp, r);
            emit PriceUpdated(tokenIds[i], prices[i], block.timestamp);
        }
    }

    function getPrice(uint256 tokenId) external view returns (uint256) {
        Entry memory e = _prices[tokenId];
        if (e.price == 0) revert PriceNotAvailable(tokenId);
        if (block.timestamp > e.updatedAt + maxAge) revert StalePrice(tokenId, e.updatedAt, maxAge);
        return e.price;
    }

    function latestPrice(uint256 tokenId) external view returns (uint256 price, uint256 updatedAt) {
        Entry memory e = _prices[tokenId];
        return (e.price, e.updatedAt);
    }

    function priceRound(uint256 tokenId) external view returns (uint256) {
        return _prices[tokenId].round;
    }

    function _setMaxAge(uint256 maxAge_) private {
        if (maxAge_ == 0 || maxAge_ > 7 days) revert InvalidMaxAge(maxAge_);
        maxAge = maxAge_;
        emit MaxAgeSet(maxAge_);
    }
}
