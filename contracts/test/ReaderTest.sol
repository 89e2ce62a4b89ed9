// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./Fixture.sol";
import {Reader} from "../src/Reader.sol";
import {Vault} from "../src/Vault.sol";
import {IVault} from "../src/interfaces/IVault.sol";
import {ISettings} from "../src/interfaces/ISettings.sol";

/// @notice The Reader's figures agree with Settings, Oracle and Vault, and its keeper work list
/// agrees with what `execute` actually does.
contract ReaderTest is Fixture {
    uint256 internal constant COLL = 1_000e30;
    uint256 internal constant SIZE = 10_000e30;

    function setUp() public override {
        super.setUp();
        _fund(alice, 100_000e6);
        _fund(bob, 100_000e6);
    }

    function test_Constructor() public view {
        assertEq(address(reader.vault()), address(vault));
        assertEq(address(reader.settings()), address(settings));
        assertEq(address(reader.oracle()), address(oracle));
        assertEq(address(reader.referrals()), address(referrals));
        assertEq(reader.BASIS_POINTS_DIVISOR(), BPS);
    }

    function _assertMarketConsistent(Reader.MarketInfo memory info, uint256 pool) internal view {
        ISettings.Market memory m = settings.market(info.tokenId);
        Vault.MarketState memory s = vault.getMarketState(info.tokenId);
        assertEq(info.name, m.name);
        assertEq(info.enabled, m.enabled);
        (uint256 price, uint256 updatedAt) = oracle.latestPrice(info.tokenId);
        assertEq(info.price, price);
        assertEq(info.priceUpdatedAt, updatedAt);
        assertEq(info.priceFresh, block.timestamp <= updatedAt + MAX_AGE);
        (int256 f, uint256 bl, uint256 bs) = vault.currentRates(info.tokenId);
        assertEq(info.fundingRate, f);
        assertEq(info.borrowRateLong, bl);
        assertEq(info.borrowRateShort, bs);
        assertEq(info.longOpenInterest, s.longOpenInterest);
        assertEq(info.shortOpenInterest, s.shortOpenInterest);
        assertEq(info.maxLongOpenInterest, m.maxLongOpenInterest);
        assertEq(info.maxShortOpenInterest, m.maxShortOpenInterest);
        uint256 roomLong = m.maxLongOpenInterest - s.longOpenInterest;
        uint256 roomShort = m.maxShortOpenInterest - s.shortOpenInterest;
        assertEq(info.availableLiquidityLong, roomLong < pool ? roomLong : pool);
        assertEq(info.availableLiquidityShort, roomShort < pool ? roomShort : pool);
        assertEq(info.minCollateral, m.minCollateral);
        assertEq(info.maxLeverage, m.maxLeverage);
    }

    function test_GetMarkets_MatchesContracts() public {
        _open(alice, BTC, true, COLL, 30_000e30);
        _open(bob, BTC, false, COLL, SIZE);
        _open(bob, SOL, true, 2_000e30, 40_000e30);
        vm.roll(block.number + 5);
        (Reader.Summary memory s, Reader.MarketInfo[] memory markets) = reader.getMarkets(address(0));
        assertEq(s.blockNumber, block.number);
        assertEq(s.timestamp, block.timestamp);
        assertEq(s.poolAmount, vault.poolAmount());
        assertEq(s.marketOrderFee, MARKET_FEE);
        assertEq(s.triggerOrderFee, TRIGGER_FEE);
        assertEq(s.marginBalance, 0);
        assertEq(s.referralCode, bytes32(0));
        assertEq(s.traderDiscount, TRADER_DISCOUNT);
        assertEq(markets.length, 4);
        for (uint256 i = 0; i < markets.length; i++) {
            assertEq(markets[i].tokenId, settings.marketIds()[i]);
            _assertMarketConsistent(markets[i], s.poolAmount);
        }
        assertEq(markets[0].longOpenInterest, 30_000e30);
        assertEq(markets[0].shortOpenInterest, SIZE);
        assertEq(markets[0].fundingRate, 5e13, "1e14 * (30k - 10k) / 40k");
        assertEq(markets[0].longFee, 80, "no discount without an account");
        assertEq(markets[2].availableLiquidityLong, 60_000e30);
        assertFalse(markets[3].enabled);
    }

    function test_GetMarkets_AccountAwareAndFreshness() public {
        vm.prank(referrer);
        referrals.registerCode("REF");
        vm.prank(alice);
        referrals.setTraderReferralCode("REF");
        (Reader.Summary memory s, Reader.MarketInfo[] memory markets) = reader.getMarkets(alice);
        assertEq(s.marginBalance, 100_000e30);
        assertEq(s.referralCode, bytes32("REF"));
        assertEq(markets[0].longFee, 72);
        assertEq(markets[1].shortFee, 108);
        assertTrue(markets[0].priceFresh);

        vm.warp(block.timestamp + MAX_AGE + 1);
        _setPrice(ETH, 3_100e30);
        (, markets) = reader.getMarkets(alice);
        assertFalse(markets[0].priceFresh);
        assertTrue(markets[1].priceFresh);
        assertEq(markets[1].price, 3_100e30);
        _assertMarketConsistent(markets[0], vault.poolAmount());
    }

    function test_GetMarkets_AvailableLiquidityLimitedByPool() public {
        vm.prank(deployer);
        vault.removeLiquidity(deployer, POOL_USDC - 20_000e6);
        (, Reader.MarketInfo[] memory markets) = reader.getMarkets(address(0));
        assertEq(markets[0].availableLiquidityLong, 20_000e30);
        assertEq(markets[2].availableLiquidityShort, 20_000e30);
        (, uint256 bl,) = vault.currentRates(BTC);
        assertEq(bl, 0);
    }

    function test_GetAccountPage_ListsOrdersPositionsTriggersAndDecreases() public {
        uint256 open = _open(alice, BTC, true, COLL, SIZE);
        (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts) = _triggers(true, 66_000e30, 50000);
        vm.startPrank(alice);
        vault.addTPSL{value: TRIGGER_FEE}(open, isTPs, prices, pcts);
        vault.addTPSL{value: TRIGGER_FEE}(open, isTPs, prices, pcts); // replaced: one fee credited
        vm.stopPrank();
        _requestDecrease(alice, open, 2_000e30, 0);
        uint256 pending = _placeOrder(alice, ETH, false, LIMIT, _params(3_300e30, 0, COLL, SIZE));
        uint256 canceled = _placeOrder(alice, ETH, true, LIMIT, _params(2_000e30, 0, COLL, SIZE));
        vm.prank(alice);
        vault.cancelPendingOrder(canceled);

        (uint256 margin, uint256 refund, Reader.PositionInfo[] memory positions,,,) =
            reader.getAccountPage(alice, 0, 25);
        assertEq(margin, vault.marginBalance(alice));
        assertEq(refund, TRIGGER_FEE);
        assertEq(positions.length, 2, "the canceled order is gone");
        assertEq(positions[1].posId, open);
        assertEq(positions[1].position.size, SIZE);
        assertEq(positions[1].position.owner, alice);
        assertEq(uint8(positions[1].order.status), uint8(IVault.OrderStatus.FILLED));
        assertTrue(positions[1].takeProfit.active);
        assertEq(positions[1].takeProfit.price, 66_000e30);
        assertFalse(positions[1].stopLoss.active);
        assertTrue(positions[1].decrease.pending);
        assertEq(positions[1].decrease.sizeDelta, 2_000e30);
        assertEq(positions[0].posId, pending);
        assertEq(uint8(positions[0].order.status), uint8(IVault.OrderStatus.PENDING));
        assertEq(positions[0].order.limitPrice, 3_300e30);
        assertEq(positions[0].position.size, 0);

        Reader.PositionInfo memory c = reader.getPositionInfo(canceled);
        assertEq(uint8(c.order.status), uint8(IVault.OrderStatus.CANCELED));
        assertEq(c.position.owner, alice);

        (margin, refund, positions,,,) = reader.getAccountPage(carol, 0, 25);
        assertEq(margin, 0);
        assertEq(refund, 0);
        assertEq(positions.length, 0);
    }

    event log_named_uint(string key, uint256 val);

    function _page(address account, uint256 cursor, uint256 count)
        internal
        view
        returns (
            Reader.PositionInfo[] memory positions,
            Reader.PositionFigures[] memory figures,
            uint256 total,
            uint256 next
        )
    {
        (,, positions, figures, total, next) = reader.getAccountPage(account, cursor, count);
    }

    /// @notice Pages walk the account's list from its end, each id once, figures for the open
    /// positions only, and the balances of `getAccount`.
    function test_GetAccountPage_WalksTheListFromItsEnd() public {
        uint256[] memory ids = new uint256[](5);
        ids[0] = _placeOrder(alice, ETH, false, LIMIT, _params(3_300e30, 0, COLL, SIZE));
        ids[1] = _open(alice, BTC, true, COLL, SIZE);
        ids[2] = _placeOrder(alice, BTC, true, LIMIT, _params(50_000e30, 0, COLL, SIZE));
        ids[3] = _open(alice, ETH, false, COLL, SIZE);
        ids[4] = _placeOrder(alice, SOL, true, LIMIT, _params(50e30, 0, COLL, SIZE));
        (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts) = _triggers(true, 66_000e30, 50000);
        vm.prank(alice);
        vault.addTPSL{value: TRIGGER_FEE}(ids[1], isTPs, prices, pcts);

        (uint256 margin, uint256 refund,,,,) = reader.getAccountPage(alice, 0, 2);
        assertEq(margin, vault.marginBalance(alice));
        assertEq(refund, vault.nativeRefunds(alice));
        (Reader.PositionInfo[] memory p, Reader.PositionFigures[] memory f, uint256 total, uint256 next) =
            _page(alice, 0, 2);
        assertEq(total, 5);
        assertEq(next, 3, "the page held indexes 4 and 3");
        assertEq(p.length, 2);
        assertEq(p[0].posId, ids[4]);
        assertEq(p[1].posId, ids[3]);
        assertEq(f.length, 1, "the pending order has no figures");
        assertEq(f[0].posId, ids[3]);
        Reader.PositionFigures memory one = reader.getPositionFigures(ids[3]);
        assertEq(f[0].netValue, one.netValue);
        assertEq(f[0].liquidationPrice, one.liquidationPrice);

        (p, f, total, next) = _page(alice, next, 2);
        assertEq(next, 1);
        assertEq(p[0].posId, ids[2]);
        assertEq(p[1].posId, ids[1]);
        assertEq(f.length, 1);
        assertEq(f[0].posId, ids[1]);
        assertTrue(p[1].takeProfit.active);
        assertEq(p[1].takeProfit.price, 66_000e30);

        (p, f, total, next) = _page(alice, next, 2);
        assertEq(next, 0, "the last page");
        assertEq(p.length, 1);
        assertEq(p[0].posId, ids[0]);
        assertEq(f.length, 0);

        // a cursor past the list reads from its end; a count past the cap reads the cap
        (p,,, next) = _page(alice, 1_000, 2);
        assertEq(p[0].posId, ids[4]);
        assertEq(next, 3);
        for (uint256 i = 0; i < 30; i++) {
            _placeOrder(alice, SOL, true, LIMIT, _params(50e30, 0, 10e30, 10e30));
        }
        (p,, total, next) = _page(alice, 0, 1_000);
        assertEq(total, 35);
        assertEq(p.length, reader.MAX_ACCOUNT_PAGE());
        assertEq(next, 35 - reader.MAX_ACCOUNT_PAGE());
        (p,, total, next) = _page(carol, 0, 10);
        assertEq(p.length, 0);
        assertEq(total, 0);
        assertEq(next, 0);
    }

    /// @notice Ids that leave the list between two pages (a removal moves the list's last id into
    /// the gap) can make an id already returned come again, never one still in the list go missing.
    function test_GetAccountPage_RemovalsBetweenPagesSkipNoId() public {
        uint256[] memory ids = new uint256[](8);
        for (uint256 i = 0; i < ids.length; i++) {
            ids[i] = _placeOrder(alice, BTC, true, LIMIT, _params(50_000e30, 0, 10e30, 10e30));
        }
        bool[] memory seen = new bool[](ids[ids.length - 1] + 1);
        (Reader.PositionInfo[] memory p,,, uint256 next) = _page(alice, 0, 3);
        for (uint256 i = 0; i < p.length; i++) {
            seen[p[i].posId] = true;
        }
        // two orders not walked yet leave, and one already walked
        vm.startPrank(alice);
        vault.cancelPendingOrder(ids[1]);
        vault.cancelPendingOrder(ids[3]);
        vault.cancelPendingOrder(ids[7]);
        vm.stopPrank();
        while (next != 0) {
            (p,,, next) = _page(alice, next, 3);
            for (uint256 i = 0; i < p.length; i++) {
                seen[p[i].posId] = true;
            }
        }
        for (uint256 i = 0; i < ids.length; i++) {
            if (i == 1 || i == 3 || i == 7) continue;
            assertTrue(seen[ids[i]], vm.toString(ids[i]));
        }
    }

    /// @notice The costliest page there is: MAX_ACCOUNT_PAGE open positions, each with a take-profit,
    /// a stop-loss and a pending decrease, read with every slot cold (as one eth_call), stays
    /// well within 5M gas.
    function test_GetAccountPage_CostliestPageWithinGas() public {
        uint256 n = reader.MAX_ACCOUNT_PAGE();
        uint256[] memory ids = new uint256[](n);
        for (uint256 i = 0; i < n; i++) {
            ids[i] = _placeMarket(alice, BTC, true, BTC_PRICE, 1000, COLL, SIZE);
        }
        _warpFresh(1);
        _execAll(ids);
        (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts) =
            _triggers(true, 66_000e30, 50000, false, 54_000e30, 100000);
        vm.startPrank(alice);
        for (uint256 i = 0; i < n; i++) {
            assertEq(vault.getPosition(ids[i]).size, SIZE);
            vault.addTPSL{value: 2 * TRIGGER_FEE}(ids[i], isTPs, prices, pcts);
            vault.decreasePosition{value: MARKET_FEE}(1_000e30, 0, ids[i]);
        }
        vm.stopPrank();
        vm.cool(address(vault));
        vm.cool(address(oracle));
        vm.cool(address(settings));
        vm.cool(address(reader));
        uint256 gas = gasleft();
        (Reader.PositionInfo[] memory p, Reader.PositionFigures[] memory f,,) = _page(alice, 0, n);
        gas -= gasleft();
        emit log_named_uint("gas of the costliest page", gas);
        assertEq(p.length, n);
        assertEq(f.length, n);
        assertLt(gas, 5_000_000);
    }

    /// @notice The Vault records the block of a position's order and of its end, packed in one
    /// slot: the order's in the low 128 bits, the end's in the high ones.
    function test_PositionBlocks() public {
        vm.roll(1_000);
        uint256 posId = _placeOrder(alice, ETH, false, LIMIT, _params(3_300e30, 0, COLL, SIZE));
        vm.roll(1_500);
        assertEq(vault.positionBlocks(posId), 1_000, "pending: no end");
        vm.prank(alice);
        vault.cancelPendingOrder(posId);
        assertEq(vault.positionBlocks(posId), 1_000 | (1_500 << 128));
        assertEq(vault.positionBlocks(posId + 1), 0, "unknown id");
    }

    function test_ExecutableIds_MatchVaultAndExecute() public {
        uint256 a = _placeOrder(alice, BTC, true, LIMIT, _params(59_000e30, 0, COLL, SIZE));
        uint256 b = _placeOrder(alice, BTC, true, LIMIT, _params(55_000e30, 0, COLL, SIZE));
        uint256 c = _placeMarket(bob, ETH, false, ETH_PRICE, 500, COLL, SIZE);
        uint256 d = _placeOrder(bob, BTC, false, STOP, _params(0, 58_000e30, COLL, SIZE));
        _setPrice(BTC, 58_500e30);
        uint256[] memory ids = _due(10);
        assertEq(ids.length, 2);
        assertEq(ids[0], a);
        assertEq(ids[1], c);
        assertFalse(vault.executable(b));
        assertFalse(vault.executable(d));

        uint256[] memory first = _due(1);
        assertEq(first.length, 1);
        assertEq(first[0], a);
        assertEq(_due(0).length, 0);

        assertEq(_execAll(ids), ids.length);
        assertEq(_due(10).length, 0);

        vm.warp(block.timestamp + MAX_AGE + 1);
        _setPrice(BTC, 50_000e30);
        ids = _due(10);
        assertEq(ids.length, 2, "b and d; the ETH position has a stale price but nothing due anyway");
        assertEq(ids[0], b);
        assertEq(ids[1], d);
    }

    function testFuzz_ExecutableIds_AgreeWithExecute(uint256 price, uint256 seed) public {
        price = bound(price, 50_000e30, 70_000e30);
        for (uint256 i = 0; i < 6; i++) {
            uint256 r = uint256(keccak256(abi.encode(seed, i)));
            bool isLong = r % 2 == 0;
            uint256 level = 52_000e30 + (r >> 8) % 16 * 1_000e30;
            if (r % 3 == 0) {
                _placeOrder(alice, BTC, isLong, LIMIT, _params(level, 0, COLL, SIZE));
            } else if (r % 3 == 1) {
                _placeOrder(alice, BTC, isLong, STOP, _params(0, level, COLL, SIZE));
            } else {
                _placeOrder(alice, BTC, isLong, STOP_LIMIT, _params(level, level, COLL, SIZE));
            }
        }
        _setPrice(BTC, price);
        uint256[] memory ids = _due(100);
        uint256[] memory active = _activeIds();
        uint256 n;
        for (uint256 i = 0; i < active.length; i++) {
            if (vault.executable(active[i])) n++;
        }
        assertEq(ids.length, n);
        assertEq(_execAll(ids), ids.length, "every listed id is acted on");
        assertEq(_execAll(active), 0, "nothing else was due");
        _assertStableAccounting();
        _assertNativeAccounting();
    }

    /// @notice The keeper's book: each id of the work list with what tells whether a price may
    /// make it due, and the candidates' checks agree with `executable` and `isLiquidatable`.
    function test_BookEntries_DescribeTheWorkList() public {
        uint256 lim = _placeOrder(alice, BTC, true, LIMIT, _params(59_000e30, 0, COLL, SIZE));
        uint256 stp = _placeOrder(bob, BTC, false, STOP_LIMIT, _params(57_000e30, 58_000e30, COLL, SIZE));
        uint256 open = _open(alice, ETH, true, COLL, SIZE);
        bool[] memory isTPs = new bool[](2);
        uint256[] memory prices = new uint256[](2);
        uint256[] memory pcts = new uint256[](2);
        (isTPs[0], prices[0], pcts[0]) = (true, ETH_PRICE * 11 / 10, BPS);
        (isTPs[1], prices[1], pcts[1]) = (false, ETH_PRICE * 95 / 100, BPS);
        vm.prank(alice);
        vault.addTPSL{value: 2 * TRIGGER_FEE}(open, isTPs, prices, pcts);

        (Reader.BookEntry[] memory page, uint256 next) = reader.getBookPage(0, 2);
        assertEq(page.length, 2);
        assertEq(next, 2, "a third id follows");
        assertEq(page[0].posId, lim);
        assertTrue(page[0].pending && !page[0].open);
        assertEq(uint8(page[0].orderType), LIMIT);
        assertEq(page[0].limitPrice, 59_000e30);
        assertEq(page[0].tokenId, BTC);
        assertTrue(page[0].isLong);
        assertEq(page[0].expiresAt, 0, "no good-til-time");
        assertEq(page[1].posId, stp);
        assertEq(page[1].stopPrice, 58_000e30);
        assertFalse(page[1].isLong);
        (page, next) = reader.getBookPage(2, 2);
        assertEq(page.length, 1);
        assertEq(next, 0, "the end");
        Reader.BookEntry memory e = page[0];
        assertEq(e.posId, open);
        assertTrue(e.open && !e.pending);
        assertEq(e.takeProfit, prices[0]);
        assertEq(e.stopLoss, prices[1]);
        assertFalse(e.decreasePending);
        assertEq(e.liquidationPrice, reader.getPositionFigures(open).liquidationPrice);

        // a closed id is neither pending nor open: the keeper drops it
        vm.prank(bob);
        vault.cancelPendingOrder(stp);
        uint256[] memory ids = new uint256[](3);
        (ids[0], ids[1], ids[2]) = (lim, stp, open);
        Reader.BookEntry[] memory entries = reader.getBookEntries(ids);
        assertTrue(entries[0].pending);
        assertFalse(entries[1].pending || entries[1].open);
        assertTrue(entries[2].open);

        // the checks of candidates: only what execute or liquidatePositions would act on
        _setPrice(BTC, 58_500e30);
        uint256[] memory due = reader.executableOf(ids);
        assertEq(due.length, 1);
        assertEq(due[0], lim);
        assertEq(reader.liquidatableOf(ids).length, 0);
        _setPrice(ETH, e.liquidationPrice);
        uint256[] memory liq = reader.liquidatableOf(ids);
        assertEq(liq.length, 1);
        assertEq(liq[0], open);
        due = reader.executableOf(ids);
        assertEq(due.length, 2, "the limit, and the stop-loss the drop reached");
        assertEq(due[1], open);
    }

    /// @notice executableOf over the whole list finds what executableIds finds, whatever the orders
    /// and the price.
    function testFuzz_ExecutableOf_AgreesWithExecutableIds(uint256 price, uint256 seed) public {
        price = bound(price, 50_000e30, 70_000e30);
        for (uint256 i = 0; i < 6; i++) {
            uint256 r = uint256(keccak256(abi.encode(seed, i)));
            bool isLong = r % 2 == 0;
            uint256 level = 52_000e30 + (r >> 8) % 16 * 1_000e30;
            uint8 kind = uint8(1 + r % 3);
            _placeOrder(
                alice, BTC, isLong, kind, _params(kind == STOP ? 0 : level, kind == LIMIT ? 0 : level, COLL, SIZE)
            );
        }
        _setPrice(BTC, price);
        uint256[] memory active = _activeIds();
        uint256[] memory byList = _due(100);
        uint256[] memory byIds = reader.executableOf(active);
        assertEq(byIds.length, byList.length);
        for (uint256 i = 0; i < byIds.length; i++) {
            assertEq(byIds[i], byList[i]);
        }
        Reader.BookEntry[] memory entries = reader.getBookEntries(active);
        for (uint256 i = 0; i < entries.length; i++) {
            assertTrue(entries[i].pending, "every order waits");
        }
    }
}
