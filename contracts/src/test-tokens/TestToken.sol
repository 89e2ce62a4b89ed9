// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title TestToken
/// @notice ERC-20 with configurable decimals and an owner-only mint, for dev chains and tests.
contract TestToken is ERC20, Ownable {
    uint8 private immutable _decimals;

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
