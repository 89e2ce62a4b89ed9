// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title TestToken
/// @notice ERC-20 with configurable decimals, an owner-only mint and a public faucet, for dev
/// chains, test deployments and tests. Never the token of a platform that holds real value.
contract TestToken is ERC20, Ownable {
    /// @notice Whole tokens one `faucet` call mints (times 10**decimals).
    uint256 public constant FAUCET_UNITS = 10_000;
    /// @notice Seconds an account waits between two `faucet` calls.
    uint256 public constant FAUCET_PERIOD = 1 days;

    uint8 private immutable _decimals;
    /// @notice When an account may be served by `faucet` again (0: now): as its caller, or as the
    /// origin of the transaction that calls it, whatever contract calls.
    mapping(address => uint256) public faucetAvailableAt;

    error FaucetCooldown(address account, uint256 availableAt);

    event Faucet(address indexed account, uint256 amount);

    constructor(string memory name_, string memory symbol_, uint8 decimals_, address owner_)
        ERC20(name_, symbol_)
        Ownable(owner_)
    {
        _decimals = decimals_;
    }

    function decimals() public view override returns (uint8) {
        return _decimals;
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    /// @notice Mints FAUCET_UNITS whole tokens to the caller, at most once per FAUCET_PERIOD per
    /// account: how a user of a test deployment gets margin without the owner's key. The period
    /// holds for the caller and for the transaction's origin (`tx.origin`) alike, so that one
    /// transaction whose contracts each call `faucet` is served once, not once per contract:
    /// `FaucetCooldown` names whichever of the two is still waiting, the caller first. (A
    /// contract called through a relayer that sends many users' transactions shares the
    /// relayer's period.)
    function faucet() external returns (uint256 amount) {
        uint256 at = faucetAvailableAt[msg.sender];
        if (block.timestamp < at) revert FaucetCooldown(msg.sender, at);
        uint256 originAt = faucetAvailableAt[tx.origin];
        if (block.timestamp < originAt) revert FaucetCooldown(tx.origin, originAt);
        uint256 next = block.timestamp + FAUCET_PERIOD;
        faucetAvailableAt[msg.sender] = next;
        faucetAvailableAt[tx.origin] = next;
        amount = FAUCET_UNITS * 10 ** uint256(_decimals);
        _mint(msg.sender, amount);
        emit Faucet(msg.sender, amount);
    }
}

/// @title TestTetherToken
/// @notice Like USDT: changing a non-zero allowance to another non-zero value reverts, so an
/// approval must first reset the allowance to zero.
contract TestTetherToken is TestToken {
    error AllowanceNotZero(address owner, address spender, uint256 current);

    constructor(address owner_) TestToken("Test Tether USD", "USDT", 6, owner_) {}

    function approve(address spender, uint256 value) public override returns (bool) {
        uint256 current = allowance(msg.sender, spender);
        if (value != 0 && current != 0) revert AllowanceNotZero(msg.sender, spender, current);
        return super.approve(spender, value);
    }
}
