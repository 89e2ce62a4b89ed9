// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IVault} from "../interfaces/IVault.sol";
import {IOracle} from "../interfaces/IOracle.sol";

interface IProbeVault {
    function lastPosId() external view returns (uint256);
    function marginBalance(address account) external view returns (uint256);
    function execute(uint256[] calldata posIds) external returns (uint256 done);
    function getPosition(uint256 posId) external view returns (IVault.Position memory);
}

interface IProbeOracle {
    function setPrices(uint256[] calldata tokenIds, uint256[] calldata prices) external;
}

interface IProbeReader {
    function getPositionFigures(uint256 posId) external view;
}

/// @title KeeperProbe
/// @notice Never deployed. A simulation (eth_simulateV1) places this code at the address of the
/// keeper it runs as (a state override that also makes that address a keeper in Settings) and
/// calls it from that very address, so that the Vault sees the keeper as msg.sender: one keeper
/// round on one position, then what became of the position and of its owner's margin wallet, read
/// in the same simulated block.
contract KeeperProbe {
    struct Result {
        uint256 posId; // the position the keeper ran on
        bool executeOk; // Vault.execute did not revert
        bytes executeReturn; // its return data (done: the number of ids acted on) or revert data
        bool figuresOk; // Reader.getPositionFigures did not revert (it does when the position is not open)
        bytes figures; // its return data
        uint256 margin; // Vault.marginBalance(account) afterwards
        uint256 priceUpdatedAt; // when the oracle price of the position's pair was pushed, before the round
        uint256 maxAge; // the oracle's staleness bound: getPrice reverts after priceUpdatedAt + maxAge
    }

    /// @param posId the position to run on; 0: the last one created (an order placed in an
    /// earlier block of the same simulation)
    /// @param price 0, or a price to push for tokenId first: the figures of an order filled at its
    /// trigger price (the simulation makes this address a feeder of the Oracle too)
    function fill(
        address vault,
        address reader,
        uint256 posId,
        address account,
        address oracle,
        uint256 tokenId,
        uint256 price
    ) external returns (Result memory r) {
        r.posId = posId == 0 ? IProbeVault(vault).lastPosId() : posId;
        if (price != 0) {
            uint256[] memory tokenIds = new uint256[](1);
            uint256[] memory prices = new uint256[](1);
            tokenIds[0] = tokenId;
            prices[0] = price;
            IProbeOracle(oracle).setPrices(tokenIds, prices);
        }
        (, r.priceUpdatedAt) = IOracle(oracle).latestPrice(IProbeVault(vault).getPosition(r.posId).tokenId);
        r.maxAge = IOracle(oracle).maxAge();
        uint256[] memory ids = new uint256[](1);
        ids[0] = r.posId;
        (r.executeOk, r.executeReturn) = vault.call(abi.encodeCall(IProbeVault.execute, (ids)));
        (r.figuresOk, r.figures) = reader.staticcall(abi.encodeCall(IProbeReader.getPositionFigures, (r.posId)));
        r.margin = IProbeVault(vault).marginBalance(account);
    }

    /// the Vault pays the keeper its execution fees
    receive() external payable {}
}
