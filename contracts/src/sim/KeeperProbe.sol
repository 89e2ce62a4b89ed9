// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IVault} from "../interfaces/IVault.sol";
import {IOracle} from "../interfaces/IOracle.sol";

interface IProbeVault {
    function lastPosId() external view returns (uint256);
    function marginBalance(address account) external view returns (uint256);
    function execute(uint256[] calldata posIds) external returns (uint256 done);
    function getPosition(uint256 posId) external view returns (IVault.Position memory);
    function getOrder(uint256 posId) external view returns (IVault.Order memory);
    function getDecrease(uint256 posId) external view returns (IVault.DecreaseRequest memory);
}

interface IProbeOracle {
    function setPrices(uint256[] calldata tokenIds, uint256[] calldata prices) external;
}

interface IProbeReader {
    function getPositionFigures(uint256 posId) external view;
}

/// @title KeeperProbe
/// @notice Never deployed. A simulation (eth_simulateV1) places this code at the address of the
/// keeper it runs as (a state override that also makes that address a keeper in Settings and a
/// feeder of the Oracle) and calls it from that very address, so that the Vault sees the keeper as
/// msg.sender: one keeper round on one position, then what became of the position and of its
/// owner's margin wallet, read in the same simulated block.
///
/// The Vault fills a request only at a price pushed after it: `repush`, in a block of its own
/// after the request, is the feed's next round (the pair's last price pushed again, if it is
/// fresh), and `fill` runs the keeper in the block after that. Before the round, `fill` can try it
/// at other prices (`probes`), each in a call that reverts with what it saw, so that none of them
/// changes the state the real round runs on.
contract KeeperProbe {
    struct Result {
        uint256 posId; // the position the keeper ran on
        bool executeOk; // Vault.execute did not revert
        bytes executeReturn; // its return data (done: the number of ids acted on) or revert data
        bool figuresOk; // Reader.getPositionFigures did not revert (it does when the position is not open)
        bytes figures; // its return data
        uint256 margin; // Vault.marginBalance(account) afterwards
        uint256 priceUpdatedAt; // when the oracle price of the position's pair was pushed last before the round
        uint256 maxAge; // the oracle's staleness bound: getPrice reverts after priceUpdatedAt + maxAge
        uint256 pushed; // the price pushed for the round (0: none)
    }

    /// @notice What a keeper round at one probed price did, read before the probe is undone.
    struct Probe {
        bool ran; // false: the probe itself failed (then nothing else is set)
        bool executeOk; // Vault.execute did not revert
        uint8 orderStatus; // IVault.OrderStatus of the position's order afterwards
        bool stopTriggered; // the order's stop has triggered
        bool decreasePending; // a decrease request is still pending afterwards
        uint256 size; // the position's size afterwards
    }

    /// @param posId the position to run on; 0: the last one created (an order placed in an
    /// earlier block of the same simulation)
    /// @param price the price to push for the position's pair before the round; 0: none
    /// @param probes prices at which the round is tried first, each undone
    function fill(
        address vault,
        address reader,
        uint256 posId,
        address account,
        address oracle,
        uint256 price,
        uint256[] calldata probes
    ) external returns (Result memory r, Probe[] memory probed) {
        r.posId = posId == 0 ? IProbeVault(vault).lastPosId() : posId;
        uint256 pair = IProbeVault(vault).getPosition(r.posId).tokenId;
        probed = new Probe[](probes.length);
        for (uint256 i = 0; i < probes.length; i++) {
            try this.probeAt(vault, r.posId, oracle, pair, probes[i]) {}
            catch (bytes memory data) {
                if (data.length == 192) probed[i] = abi.decode(data, (Probe));
            }
        }
        (, r.priceUpdatedAt) = IOracle(oracle).latestPrice(pair);
        r.maxAge = IOracle(oracle).maxAge();
        if (price != 0) {
            _push(oracle, pair, price);
            r.pushed = price;
        }
        uint256[] memory ids = new uint256[](1);
        ids[0] = r.posId;
        (r.executeOk, r.executeReturn) = vault.call(abi.encodeCall(IProbeVault.execute, (ids)));
        (r.figuresOk, r.figures) = reader.staticcall(abi.encodeCall(IProbeReader.getPositionFigures, (r.posId)));
        r.margin = IProbeVault(vault).marginBalance(account);
    }

    /// @notice The feed's next round for the pair of `posId` (0: the last one created): its last
    /// price pushed again if it is fresh. Returns the price pushed (0: none, it was stale or
    /// missing), when the price on chain before it was pushed and the oracle's staleness bound.
    function repush(address vault, uint256 posId, address oracle)
        external
        returns (uint256 pushed, uint256 updatedAt, uint256 maxAge)
    {
        uint256 id = posId == 0 ? IProbeVault(vault).lastPosId() : posId;
        uint256 pair = IProbeVault(vault).getPosition(id).tokenId;
        uint256 last;
        (last, updatedAt) = IOracle(oracle).latestPrice(pair);
        maxAge = IOracle(oracle).maxAge();
        if (last == 0 || block.timestamp > updatedAt + maxAge) return (0, updatedAt, maxAge);
        _push(oracle, pair, last);
        return (last, updatedAt, maxAge);
    }

    /// @notice One keeper round on `posId` after pushing `price`, then a revert carrying the
    /// Probe (abi-encoded, 192 bytes) so that the round leaves no trace. Only this contract may
    /// call it (from `fill`).
    function probeAt(address vault, uint256 posId, address oracle, uint256 tokenId, uint256 price) external {
        require(msg.sender == address(this));
        _push(oracle, tokenId, price);
        uint256[] memory ids = new uint256[](1);
        ids[0] = posId;
        Probe memory p;
        p.ran = true;
        (p.executeOk,) = vault.call(abi.encodeCall(IProbeVault.execute, (ids)));
        IVault.Order memory o = IProbeVault(vault).getOrder(posId);
        p.orderStatus = uint8(o.status);
        p.stopTriggered = o.stopTriggered;
        p.decreasePending = IProbeVault(vault).getDecrease(posId).pending;
        p.size = IProbeVault(vault).getPosition(posId).size;
        bytes memory out = abi.encode(p);
        assembly {
            revert(add(out, 32), mload(out))
        }
    }

    /// @notice Reader.getPositionFigures of `posId` (0: the last position created) in this
    /// block, and whether it answered (it reverts when the position is not open): the figures of a
    /// later block of the simulation, where the fees have accrued for the time between.
    function figures(address vault, address reader, uint256 posId) external view returns (bool ok, bytes memory data) {
        uint256 id = posId == 0 ? IProbeVault(vault).lastPosId() : posId;
        (ok, data) = reader.staticcall(abi.encodeCall(IProbeReader.getPositionFigures, (id)));
    }

    function _push(address oracle, uint256 tokenId, uint256 price) private {
        uint256[] memory tokenIds = new uint256[](1);
        uint256[] memory prices = new uint256[](1);
        tokenIds[0] = tokenId;
        prices[0] = price;
        IProbeOracle(oracle).setPrices(tokenIds, prices);
    }

    /// the Vault pays the keeper its execution fees
    receive() external payable {}
}
