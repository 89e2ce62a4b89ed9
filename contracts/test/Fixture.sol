// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Test} from "./utils/Test.sol";
import {Vault, VaultKeeper} from "../src/Vault.sol";
import {Oracle} from "../src/Oracle.sol";
import {Settings} from "../src/Settings.sol";
import {ReferralRegistry} from "../src/ReferralRegistry.sol";
import {DepositRouter} from "../src/DepositRouter.sol";
import {DepositReceiver} from "../src/DepositReceiver.sol";
import {Reader} from "../src/Reader.sol";
import {TestToken, TestTetherToken} from "../src/test-tokens/TestToken.sol";
import {IVault} from "../src/interfaces/IVault.sol";
import {ISettings} from "../src/interfaces/ISettings.sol";
import {IDepositReceiver} from "../src/interfaces/ICrossChain.sol";

/// @notice Refuses native ETH: used as a trader or keeper whose ETH transfers fail.
contract EthRejecter {
    function exec(address target, uint256 value, bytes calldata data) external returns (bytes memory) {
        (bool ok, bytes memory ret) = target.call{value: value}(data);
        if (!ok) {
            assembly {
                revert(add(ret, 32), mload(ret))
            }
        }
        return ret;
    }

    function approve(address token, address spender, uint256 amount) external {
        TestToken(token).approve(spender, amount);
    }
}

/// @notice Deploys the whole platform the way the deployer does: a 6-decimal USDC-like stablecoin,
/// Settings with four markets (one disabled), an Oracle with a feeder, the ReferralRegistry, the
/// Vault with a funded liquidity pool, the Reader, a DepositRouter on the "source chain" taking
/// USDC, a USDT-like token, an 18-decimal stablecoin and WETH, and a DepositReceiver with routes
/// for all four and a stablecoin float. A keeper is registered in Settings.
abstract contract Fixture is Test {
    uint256 internal constant P = 1e30; // PRICE_PRECISION and USD precision
    uint256 internal constant BPS = 100000; // BASIS_POINTS_DIVISOR
    uint256 internal constant SCALE = 1e24; // USD 1e30 per USDC unit

    uint256 internal constant BTC = 1;
    uint256 internal constant ETH = 2;
    uint256 internal constant SOL = 3;
    uint256 internal constant DOGE = 4; // disabled
    uint256 internal constant MISSING = 5; // never configured

    uint256 internal constant BTC_PRICE = 60_000e30;
    uint256 internal constant ETH_PRICE = 3_000e30;
    uint256 internal constant SOL_PRICE = 150e30;
    uint256 internal constant DOGE_PRICE = 1e29;

    uint256 internal constant MARKET_FEE = 0.0003 ether;
    uint256 internal constant TRIGGER_FEE = 0.0005 ether;
    uint256 internal constant REFERRER_SHARE = 20000; // 20%
    uint256 internal constant TRADER_DISCOUNT = 10000; // 10%
    uint256 internal constant MAX_AGE = 300;
    uint256 internal constant BRIDGE_FEE = 100; // 0.1%
    uint256 internal constant POOL_USDC = 10_000_000e6;
    uint256 internal constant FLOAT_USDC = 1_000_000e6;
    uint256 internal constant SOURCE_CHAIN = 10;
    uint256 internal constant DEST_CHAIN = 42161;

    uint8 internal constant MARKET = 0;
    uint8 internal constant LIMIT = 1;
    uint8 internal constant STOP = 2;
    uint8 internal constant STOP_LIMIT = 3;
    uint8 internal constant NO_SUCH_TYPE = 4; // the first past IVault.OrderType (no trailing stop)

    address internal deployer;
    address internal feeder;
    address internal keeper;
    address internal relayer;
    address internal alice;
    address internal bob;
    address internal carol;
    address internal referrer;

    TestToken internal usdc;
    TestTetherToken internal usdt;
    TestToken internal dai;
    TestToken internal weth;
    Settings internal settings;
    Oracle internal oracle;
    ReferralRegistry internal referrals;
    Vault internal vault;
    Reader internal reader;
    DepositRouter internal router;
    DepositReceiver internal receiver;

    address[] internal actors;

    function setUp() public virtual {
        vm.warp(1_700_000_000);
        vm.roll(100);
        vm.chainId(DEST_CHAIN); // the platform's chain: the receiver delivers only deposits made for it
        deployer = makeAddr("deployer");
        feeder = makeAddr("feeder");
        keeper = makeAddr("keeper");
        relayer = makeAddr("relayer");
        alice = makeAddr("alice");
        bob = makeAddr("bob");
        carol = makeAddr("carol");
        referrer = makeAddr("referrer");
        actors.push(alice);
        actors.push(bob);
        actors.push(carol);
        actors.push(referrer);

        vm.startPrank(deployer);
        usdc = new TestToken("USD Coin", "USDC", 6, deployer);
        usdt = new TestTetherToken(deployer);
        dai = new TestToken("Dai Stablecoin", "DAI", 18, deployer);
        weth = new TestToken("Wrapped Ether", "WETH", 18, deployer);

        settings = new Settings(deployer);
        settings.setMarket(BTC, _marketConfig("BTC/USD", true, 80, 80, 5_000_000e30, 5_000_000e30, 1e14, 5e13, 50));
        settings.setMarket(ETH, _marketConfig("ETH/USD", true, 100, 120, 2_000_000e30, 2_000_000e30, 2e14, 1e14, 100));
        settings.setMarket(SOL, _marketConfig("SOL/USD", true, 100, 100, 100_000e30, 50_000e30, 1e14, 1e14, 20));
        settings.setMarket(DOGE, _marketConfig("DOGE/USD", false, 100, 100, 100_000e30, 100_000e30, 1e14, 1e14, 20));
        settings.setExecutionFees(MARKET_FEE, TRIGGER_FEE);
        settings.setReferralTerms(REFERRER_SHARE, TRADER_DISCOUNT);
        settings.setKeeper(keeper, true);

        oracle = new Oracle(deployer, MAX_AGE);
        oracle.setFeeder(feeder, true);
        referrals = new ReferralRegistry();
        vault = new Vault(
            deployer, usdc, settings, oracle, referrals, new VaultKeeper(deployer, usdc, settings, oracle, referrals)
        );
        reader = new Reader(vault);

        usdc.mint(deployer, POOL_USDC);
        usdc.approve(address(vault), POOL_USDC);
        vault.addLiquidity(POOL_USDC);

        router = new DepositRouter(deployer, DEST_CHAIN);
        router.setTokenSupport(address(usdc), true);
        router.setTokenSupport(address(usdt), true);
        router.setTokenSupport(address(dai), true);
        router.setTokenSupport(address(weth), true);
        router.setRelayer(relayer, true);

        receiver = new DepositReceiver(deployer, vault, oracle, BRIDGE_FEE);
        receiver.setRelayer(relayer, true);
        receiver.setRoute(SOURCE_CHAIN, address(usdc), IDepositReceiver.Route(true, 6, true, 0));
        receiver.setRoute(SOURCE_CHAIN, address(usdt), IDepositReceiver.Route(true, 6, true, 0));
        receiver.setRoute(SOURCE_CHAIN, address(dai), IDepositReceiver.Route(true, 18, true, 0));
        receiver.setRoute(SOURCE_CHAIN, address(weth), IDepositReceiver.Route(true, 18, false, ETH));
        usdc.mint(address(receiver), FLOAT_USDC);
        vm.stopPrank();

        vm.label(address(vault), "Vault");
        vm.label(address(settings), "Settings");
        vm.label(address(oracle), "Oracle");
        vm.label(address(reader), "Reader");
        vm.label(address(router), "DepositRouter");
        vm.label(address(receiver), "DepositReceiver");
        vm.label(address(usdc), "USDC");

        _pushAllPrices();
        for (uint256 i = 0; i < actors.length; i++) {
            vm.deal(actors[i], 100 ether);
        }
    }

    // ------------------------------------------------------------------ configuration helpers

    function _marketConfig(
        string memory name,
        bool enabled,
        uint256 longFee,
        uint256 shortFee,
        uint256 maxLongOi,
        uint256 maxShortOi,
        uint256 fundingFactor,
        uint256 borrowFactor,
        uint256 maxLeverageX
    ) internal pure returns (ISettings.Market memory m) {
        m = ISettings.Market({
            name: name,
            enabled: enabled,
            longFee: longFee,
            shortFee: shortFee,
            maxLongOpenInterest: maxLongOi,
            maxShortOpenInterest: maxShortOi,
            fundingFactor: fundingFactor,
            borrowFactor: borrowFactor,
            minCollateral: 10e30,
            maxLeverage: maxLeverageX * BPS
        });
    }

    // ------------------------------------------------------------------ prices

    function _pushAllPrices() internal {
        uint256[] memory ids = new uint256[](4);
        uint256[] memory prices = new uint256[](4);
        (ids[0], ids[1], ids[2], ids[3]) = (BTC, ETH, SOL, DOGE);
        (prices[0], prices[1], prices[2], prices[3]) = (BTC_PRICE, ETH_PRICE, SOL_PRICE, DOGE_PRICE);
        vm.prank(feeder);
        oracle.setPrices(ids, prices);
    }

    function _setPrice(uint256 tokenId, uint256 price) internal {
        vm.prank(feeder);
        oracle.setPrices(_u(tokenId), _u(price));
    }

    /// @notice The feed's next round at unchanged prices, in the same block: every pair's last
    /// price pushed again. Requests are filled only at prices pushed after them; the helpers that
    /// make a request call this after it, as a live feed would push its next round.
    function _pushAgain() internal {
        uint256[] memory ids = settings.marketIds();
        uint256[] memory prices = new uint256[](ids.length);
        uint256 n;
        for (uint256 i = 0; i < ids.length; i++) {
            (uint256 price,) = oracle.latestPrice(ids[i]);
            if (price == 0) continue;
            (ids[n], prices[n]) = (ids[i], price);
            n++;
        }
        assembly {
            mstore(ids, n)
            mstore(prices, n)
        }
        vm.prank(feeder);
        oracle.setPrices(ids, prices);
    }

    /// @notice Moves time forward and re-pushes the last prices so they stay fresh.
    function _warpFresh(uint256 dt) internal {
        vm.warp(block.timestamp + dt);
        uint256[] memory ids = settings.marketIds();
        uint256[] memory prices = new uint256[](ids.length);
        for (uint256 i = 0; i < ids.length; i++) {
            (prices[i],) = oracle.latestPrice(ids[i]);
        }
        vm.prank(feeder);
        oracle.setPrices(ids, prices);
    }

    // ------------------------------------------------------------------ money

    /// @notice Mints `amount` USDC (6 decimals) to `trader` and deposits it into the margin wallet.
    function _fund(address trader, uint256 amount) internal {
        vm.prank(deployer);
        usdc.mint(trader, amount);
        vm.startPrank(trader);
        usdc.approve(address(vault), amount);
        vault.depositSelf(address(usdc), amount);
        vm.stopPrank();
    }

    function _fee(uint256 tokenId, bool isLong, uint256 size) internal view returns (uint256) {
        ISettings.Market memory m = settings.market(tokenId);
        return size * (isLong ? m.longFee : m.shortFee) / BPS;
    }

    // ------------------------------------------------------------------ bridge

    /// @notice The bridge message of deposit `nonce` of the Fixture's router, for this chain.
    function _message(uint256 nonce, address recipient, address token, uint256 amount)
        internal
        view
        returns (IDepositReceiver.Message memory)
    {
        return IDepositReceiver.Message(SOURCE_CHAIN, address(router), nonce, DEST_CHAIN, recipient, token, amount);
    }

    /// @notice The id of deposit `nonce` of the Fixture's router, by its definition
    /// (keccak256(abi.encode(sourceChainId, sourceRouter, nonce))); computed here, not asked of
    /// the receiver: a call would take a pending prank.
    function _messageId(uint256 nonce) internal view returns (bytes32) {
        return keccak256(abi.encode(SOURCE_CHAIN, address(router), nonce));
    }

    // ------------------------------------------------------------------ orders

    function _params(uint256 a, uint256 b, uint256 c, uint256 d) internal pure returns (uint256[] memory p) {
        p = new uint256[](4);
        (p[0], p[1], p[2], p[3]) = (a, b, c, d);
    }

    function _placeMarket(
        address trader,
        uint256 tokenId,
        bool isLong,
        uint256 acceptablePrice,
        uint256 slippage,
        uint256 collateral,
        uint256 size
    ) internal returns (uint256 posId) {
        vm.prank(trader);
        vault.newPositionOrder{value: MARKET_FEE}(
            tokenId, isLong, MARKET, _params(acceptablePrice, slippage, collateral, size), address(0)
        );
        posId = vault.lastPosId();
        _pushAgain();
    }

    function _placeOrder(address trader, uint256 tokenId, bool isLong, uint8 orderType, uint256[] memory params)
        internal
        returns (uint256 posId)
    {
        uint256 fee = orderType == MARKET ? MARKET_FEE : TRIGGER_FEE;
        vm.prank(trader);
        vault.newPositionOrder{value: fee}(tokenId, isLong, orderType, params, address(0));
        posId = vault.lastPosId();
        _pushAgain();
    }

    /// @notice Places a market order at the current price (1% slippage) and has the keeper fill it.
    function _open(address trader, uint256 tokenId, bool isLong, uint256 collateral, uint256 size)
        internal
        returns (uint256 posId)
    {
        uint256 price = oracle.getPrice(tokenId);
        posId = _placeMarket(trader, tokenId, isLong, price, 1000, collateral, size);
        _exec(posId);
        assertEq(vault.getPosition(posId).size, size, "opened");
    }

    function _requestDecrease(address trader, uint256 posId, uint256 sizeDelta, uint256 allowedPrice) internal {
        vm.prank(trader);
        vault.decreasePosition{value: MARKET_FEE}(sizeDelta, allowedPrice, posId);
        _pushAgain();
    }

    /// @notice The keeper executes `posId`. When the position's request (order, decrease or
    /// trigger) is as recent as the oracle's last round, the feed's next round comes first
    /// (`_pushAgain`): the Vault acts only at a price pushed after the request.
    function _exec(uint256 posId) internal returns (uint256 done) {
        if (_waitsForPush(posId)) _pushAgain();
        vm.prank(keeper);
        done = vault.execute(_u(posId));
    }

    /// @notice The keeper executes `posId` at the prices on chain, without a new push.
    function _execNoPush(uint256 posId) internal returns (uint256 done) {
        vm.prank(keeper);
        done = vault.execute(_u(posId));
    }

    /// @notice Whether a request on `posId` was made in the oracle's current round.
    function _waitsForPush(uint256 posId) internal view returns (bool) {
        uint256 r = oracle.round();
        IVault.Order memory o = vault.getOrder(posId);
        if (o.status == IVault.OrderStatus.PENDING) return o.oracleRound >= r;
        IVault.DecreaseRequest memory d = vault.getDecrease(posId);
        if (d.pending && d.oracleRound >= r) return true;
        (IVault.Trigger memory tp, IVault.Trigger memory sl) = vault.getTriggers(posId);
        return (tp.active && tp.oracleRound >= r) || (sl.active && sl.oracleRound >= r);
    }

    /// @notice The first page of the keeper's due list (the Reader scans up to 1000 entries).
    function _due(uint256 max) internal view returns (uint256[] memory ids) {
        (ids,) = reader.executableIds(0, 1000, max);
    }

    /// @notice The whole work list, one page (the Vault has no read of a whole list).
    function _activeIds() internal view returns (uint256[] memory ids) {
        (ids,) = vault.activeIdsPage(0, type(uint256).max);
    }

    /// @notice The whole list of an account's ids, one page.
    function _accountIds(address account) internal view returns (uint256[] memory ids) {
        (ids,) = vault.accountPositionIdsPage(account, 0, type(uint256).max);
    }

    function _execAll(uint256[] memory posIds) internal returns (uint256 done) {
        for (uint256 i = 0; i < posIds.length; i++) {
            if (_waitsForPush(posIds[i])) {
                _pushAgain();
                break;
            }
        }
        vm.prank(keeper);
        done = vault.execute(posIds);
    }

    function _triggers(bool isTP0, uint256 price0, uint256 pct0)
        internal
        pure
        returns (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts)
    {
        isTPs = new bool[](1);
        isTPs[0] = isTP0;
        prices = _u(price0);
        pcts = _u(pct0);
    }

    function _triggers(bool isTP0, uint256 price0, uint256 pct0, bool isTP1, uint256 price1, uint256 pct1)
        internal
        pure
        returns (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts)
    {
        isTPs = new bool[](2);
        (isTPs[0], isTPs[1]) = (isTP0, isTP1);
        prices = _u(price0, price1);
        pcts = _u(pct0, pct1);
    }

    function _u(uint256 a) internal pure returns (uint256[] memory arr) {
        arr = new uint256[](1);
        arr[0] = a;
    }

    function _u(uint256 a, uint256 b) internal pure returns (uint256[] memory arr) {
        arr = new uint256[](2);
        (arr[0], arr[1]) = (a, b);
    }

    function _u(uint256 a, uint256 b, uint256 c) internal pure returns (uint256[] memory arr) {
        arr = new uint256[](3);
        (arr[0], arr[1], arr[2]) = (a, b, c);
    }

    // ------------------------------------------------------------------ invariants

    /// @notice Every stablecoin unit the Vault holds is owed to exactly one internal balance.
    function _assertStableAccounting() internal view {
        uint256 held = usdc.balanceOf(address(vault)) * vault.stableScale();
        uint256 owed = vault.totalMargin() + vault.poolAmount() + vault.feeReserve() + vault.totalCollateral()
            + vault.totalEscrow();
        assertEq(held, owed, "stable held == margin + pool + fees + collateral + escrow");
    }

    /// @notice Native ETH held by the Vault equals the execution fees it still owes to a keeper or
    /// a trader: pending orders, active triggers, pending decreases and credited refunds.
    function _assertNativeAccounting() internal view {
        assertEq(address(vault).balance, _owedNative(), "ETH held == fees owed");
    }

    function _owedNative() internal view returns (uint256 owed) {
        uint256 last = vault.lastPosId();
        for (uint256 id = 1; id <= last; id++) {
            IVault.Order memory o = vault.getOrder(id);
            if (o.status == IVault.OrderStatus.PENDING) owed += o.executionFee;
            (IVault.Trigger memory tp, IVault.Trigger memory sl) = vault.getTriggers(id);
            if (tp.active) owed += tp.executionFee;
            if (sl.active) owed += sl.executionFee;
            IVault.DecreaseRequest memory d = vault.getDecrease(id);
            if (d.pending) owed += d.executionFee;
        }
        for (uint256 i = 0; i < actors.length; i++) {
            owed += vault.nativeRefunds(actors[i]);
        }
    }

    function _assertOpenInterestWithinCaps() internal view {
        uint256[] memory ids = settings.marketIds();
        for (uint256 i = 0; i < ids.length; i++) {
            ISettings.Market memory m = settings.market(ids[i]);
            Vault.MarketState memory s = vault.getMarketState(ids[i]);
            assertLe(s.longOpenInterest, m.maxLongOpenInterest, "long OI <= cap");
            assertLe(s.shortOpenInterest, m.maxShortOpenInterest, "short OI <= cap");
        }
    }

    /// @notice Open interest equals the sum of the sizes of open positions.
    function _assertOpenInterestMatchesPositions() internal view {
        uint256[] memory ids = settings.marketIds();
        uint256 last = vault.lastPosId();
        for (uint256 i = 0; i < ids.length; i++) {
            uint256 longs;
            uint256 shorts;
            for (uint256 id = 1; id <= last; id++) {
                IVault.Position memory p = vault.getPosition(id);
                if (p.tokenId != ids[i]) continue;
                if (p.isLong) longs += p.size;
                else shorts += p.size;
            }
            Vault.MarketState memory s = vault.getMarketState(ids[i]);
            assertEq(s.longOpenInterest, longs, "long OI == sum of long sizes");
            assertEq(s.shortOpenInterest, shorts, "short OI == sum of short sizes");
        }
    }
}
