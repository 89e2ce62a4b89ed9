// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title TestAggregator
/// @notice A Chainlink-compatible price aggregator (AggregatorV3Interface's read functions) whose
/// answer the owner sets: the price source of the price feed's tests and of test deployments.
contract TestAggregator is Ownable {
    uint8 public immutable decimals;
    string public description;
    uint256 public constant version = 4;

    uint80 private _roundId;
    int256 private _answer;
    uint256 private _updatedAt;

    event AnswerUpdated(int256 indexed current, uint256 indexed roundId, uint256 updatedAt);

    constructor(uint8 decimals_, string memory description_, address owner_) Ownable(owner_) {
        decimals = decimals_;
        description = description_;
    }

    /// @notice Sets the answer as of `updatedAt` (0: now) in a new round.
    function setAnswer(int256 answer, uint256 updatedAt) external onlyOwner {
        _roundId++;
        _answer = answer;
        _updatedAt = updatedAt == 0 ? block.timestamp : updatedAt;
        emit AnswerUpdated(answer, _roundId, _updatedAt);
    }

    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)
    {
        return (_roundId, _answer, _updatedAt, _updatedAt, _roundId);
    }

    function latestAnswer() external view returns (int256) {
        return _answer;
    }
}
