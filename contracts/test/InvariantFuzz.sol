// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Fixture} from "./Fixture.sol";
import {Vm} from "./utils/Vm.sol";
import {Vault} from "../src/Vault.sol";
import {Oracle} from "../src/Oracle.sol";
import {Settings} from "../src/Settings.sol";
import {DepositReceiver} from "../src/DepositReceiver.sol";
import {Reader} from "../src/Reader.sol";
import {DepositRouter} from "../src/DepositRouter.sol";
import {IDepositReceiver} from "../src/interfaces/ICrossChain.sol";
import {TestToken} from "../src/test-tokens/TestToken.sol";
import {IVault, IVaultEntryPoints} from "../src/interfaces/IVault.sol";
import {ISettings} from "../src/interfaces/ISettings.sol";

/// @notice Drives the platform with bounded random actions: deposits, withdrawals, orders of every
/// type (some with TP/SL), price moves, keeper runs, decreases (some guarded), trigger changes,
/// cancels, time warps (some leaving prices stale), refund claims, bridge deliveries, owner
/// pool / fee operations, split closes (two identical positions, one closed whole, the other in
/// pieces, in one block) and margin moved into and out of open positions, often past a bound.
/// Every action goes through a low-level call, so an action the platform
/// rejects is simply skipped.
contract Handler {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));
    uint256 internal constant BPS = 100000;
    uint256 internal constant MAX_MOVE = 15000; // 15% per price move

    Vault public immutable vault;
    Oracle public immutable oracle;
    Settings public immutable settings;
    TestToken public immutable usdc;
    DepositReceiver public immutable receiver;
    address public immutable deployer;
    address public immutable feeder;
    address public immutable keeper;
    address public immutable relayer;
    address[] public actors;
    uint256[] public initialPrices; // by market index
    uint256[3] public markets;

    mapping(bytes32 => uint256) public calls; // action name => successful calls
    uint256 public nonce;

    Reader public immutable reader;
    address public immutable weth;
    DepositRouter public immutable router;
    uint256 public immutable destinationChainId; // the router's: its messages are for this chain
    uint256[] public failedNonces; // deliveries recorded FAILED, retried by `retryDeliveries`
    uint256[] public dustNonces; // router deposits that can never be credited: refunded instead
    uint256 public roundFailures; // honest market orders still pending after a full keeper round
    uint256 public frontRunEarly; // a front-runner's order or close the Vault acted on before the next push
    uint256 public frontRunGains; // front-runners who ended richer for knowing the next push
    uint256 public lastLookEscapes; // orders or due triggers taken back after the push that made them due
    uint256 public liquidationFailures; // positions still liquidatable after a full keeper round
    uint256 public hostileAccepted; // hostile orders the Vault accepted (all within bounds)
    uint256 public maxSplitPayoutDiff; // `splitClose`: largest |one close - the pieces| paid, USD 1e30
    uint256 public maxSplitPoolShortfall; // `splitClose`: largest amount the pool ended poorer after the pieces
    uint256 public unsafeRemovals; // collateral removals the Vault accepted that left the position liquidatable
    uint256 public lastLookEdits; // edits the Vault accepted of an order the keeper could already act on

    constructor(
        Vault vault_,
        TestToken usdc_,
        DepositReceiver receiver_,
        address deployer_,
        address feeder_,
        address keeper_,
        address relayer_,
        address[] memory actors_,
        Reader reader_,
        address weth_,
        DepositRouter router_
    ) {
        router = router_;
        destinationChainId = router_.destinationChainId();
        reader = reader_;
        weth = weth_;
        nonce = 1_000_000; // the handler's own bridge messages stay clear of the router's nonces
        vault = vault_;
        oracle = Oracle(address(vault_.oracle()));
        settings = Settings(address(vault_.settings()));
        usdc = usdc_;
        receiver = receiver_;
        deployer = deployer_;
        feeder = feeder_;
        keeper = keeper_;
        relayer = relayer_;
        actors = actors_;
        markets = [uint256(1), 2, 3];
        for (uint256 i = 0; i < 3; i++) {
            (uint256 p,) = oracle.latestPrice(markets[i]);
            initialPrices.push(p);
        }
    }

    // ------------------------------------------------------------------ helpers

    function _bound(uint256 x, uint256 min, uint256 max) internal pure returns (uint256) {
        if (x >= min && x <= max) return x;
        return min + x % (max - min + 1);
    }

    function _actor(uint256 seed) internal view returns (address) {
        return actors[seed % actors.length];
    }

    function _call(address from, uint256 value, bytes memory data, bytes32 name) internal returns (bool ok) {
        vm.prank(from);
        (ok,) = address(vault).call{value: value}(data);
        if (ok) calls[name]++;
    }

    function _activeId(uint256 seed) internal view returns (bool found, uint256 id) {
        uint256[] memory ids = _activeIds();
        if (ids.length == 0) return (false, 0);
        return (true, ids[seed % ids.length]);
    }

    function _price(uint256 tokenId) internal view returns (uint256 p) {
        (p,) = oracle.latestPrice(tokenId);
    }

    function _params(uint256 a, uint256 b, uint256 c, uint256 d) internal pure returns (uint256[] memory p) {
        p = new uint256[](4);
        (p[0], p[1], p[2], p[3]) = (a, b, c, d);
    }

    /// @dev A close percentage, 100% one time in three.
    function _percent(uint256 seed) internal pure returns (uint256) {
        return seed % 3 == 0 ? BPS : _bound(seed >> 2, 1, BPS);
    }

    function _sizing(uint256 tokenId, uint256 collateral, uint256 leverage)
        internal
        view
        returns (uint256 coll, uint256 size)
    {
        ISettings.Market memory m = settings.market(tokenId);
        coll = _bound(collateral, 10, 5_000) * 1e30;
        size = coll * _bound(leverage, BPS, m.maxLeverage) / BPS;
    }

    // ------------------------------------------------------------------ actions

    function deposit(uint256 actorSeed, uint256 amount) public {
        address a = _actor(actorSeed);
        amount = _bound(amount, 1e6, 200_000e6);
        vm.prank(deployer);
        usdc.mint(a, amount);
        vm.prank(a);
        usdc.approve(address(vault), amount);
        _call(a, 0, abi.encodeCall(IVaultEntryPoints.depositSelf, (address(usdc), amount)), "deposit");
    }

    function withdraw(uint256 actorSeed, uint256 fraction) public {
        address a = _actor(actorSeed);
        uint256 units = vault.marginBalance(a) / vault.stableScale() * _bound(fraction, 1, 100) / 100;
        _call(a, 0, abi.encodeCall(IVaultEntryPoints.withdraw, (address(usdc), units)), "withdraw");
    }

    function openMarket(
        uint256 actorSeed,
        uint256 marketSeed,
        bool isLong,
        uint256 collateral,
        uint256 leverage,
        uint256 slippage,
        uint256 tpslSeed
    ) public {
        address a = _actor(actorSeed);
        uint256 tokenId = markets[marketSeed % 3];
        (uint256 coll, uint256 size) = _sizing(tokenId, collateral, leverage);
        uint256[] memory params = _params(_price(tokenId), _bound(slippage, 0, 3000), coll, size);
        address refer = tpslSeed % 3 == 0 ? actors[3] : address(0);
        if (tpslSeed % 2 == 0) {
            _call(
                a,
                settings.marketOrderFee(),
                abi.encodeCall(IVaultEntryPoints.newPositionOrder, (tokenId, isLong, 0, params, refer)),
                "market"
            );
        } else {
            _call(
                a,
                settings.marketOrderFee() + 2 * settings.triggerOrderFee(),
                _withTPSL(tokenId, isLong, params, refer, tpslSeed),
                "marketTPSL"
            );
        }
    }

    function _withTPSL(uint256 tokenId, bool isLong, uint256[] memory params, address refer, uint256 seed)
        internal
        pure
        returns (bytes memory)
    {
        (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts) = _tpsl(isLong, params[0], seed);
        return abi.encodeCall(
            IVaultEntryPoints.newPositionOrderWithTPSL, (tokenId, isLong, 0, params, refer, isTPs, prices, pcts)
        );
    }

    function _tpsl(bool isLong, uint256 price, uint256 seed)
        internal
        pure
        returns (bool[] memory isTPs, uint256[] memory prices, uint256[] memory pcts)
    {
        isTPs = new bool[](2);
        prices = new uint256[](2);
        pcts = new uint256[](2);
        uint256 tpOff = _bound(seed >> 8, 100, 20000);
        uint256 slOff = _bound(seed >> 40, 100, 20000);
        isTPs[0] = true;
        prices[0] = isLong ? price * (BPS + tpOff) / BPS : price * (BPS - tpOff) / BPS;
        prices[1] = isLong ? price * (BPS - slOff) / BPS : price * (BPS + slOff) / BPS;
        pcts[0] = _percent(seed >> 80);
        pcts[1] = _percent(seed >> 120);
    }

    function placeTriggerOrder(
        uint256 actorSeed,
        uint256 marketSeed,
        bool isLong,
        uint256 typeSeed,
        uint256 offsetA,
        uint256 offsetB,
        uint256 collateral,
        uint256 leverage
    ) public {
        uint256 tokenId = markets[marketSeed % 3];
        uint8 orderType = uint8(1 + typeSeed % 3);
        uint256[] memory params = _triggerParams(tokenId, orderType, offsetA, offsetB);
        (params[2], params[3]) = _sizing(tokenId, collateral, leverage);
        if ((typeSeed >> 64) % 3 == 0) {
            params = _withExpiry(params, block.timestamp + _bound(typeSeed >> 100, 1, 3 days));
        }
        _call(
            _actor(actorSeed),
            settings.triggerOrderFee(),
            abi.encodeCall(IVaultEntryPoints.newPositionOrder, (tokenId, isLong, orderType, params, address(0))),
            "triggerOrder"
        );
    }

    /// @dev Limit and stop prices within 10% of the current price.
    function _triggerParams(uint256 tokenId, uint8 orderType, uint256 offsetA, uint256 offsetB)
        internal
        view
        returns (uint256[] memory)
    {
        uint256 price = _price(tokenId);
        uint256 limitPrice = price * _bound(offsetA, BPS * 9 / 10, BPS * 11 / 10) / BPS;
        uint256 stopPrice = price * _bound(offsetB, BPS * 9 / 10, BPS * 11 / 10) / BPS;
        return _params(orderType == 2 ? 0 : limitPrice, orderType == 1 ? 0 : stopPrice, 0, 0);
    }

    function movePrice(uint256 marketSeed, uint256 move) public {
        uint256 i = marketSeed % 3;
        uint256 price = _price(markets[i]);
        move = _bound(move, 0, 2 * MAX_MOVE);
        price = price * (BPS - MAX_MOVE + move) / BPS;
        uint256 lo = initialPrices[i] / 4;
        uint256 hi = initialPrices[i] * 4;
        if (price < lo) price = lo;
        if (price > hi) price = hi;
        uint256[] memory ids = new uint256[](1);
        uint256[] memory prices = new uint256[](1);
        (ids[0], prices[0]) = (markets[i], price);
        vm.prank(feeder);
        oracle.setPrices(ids, prices);
        calls["movePrice"]++;
    }

    /// @notice A move of up to 60% either way in one push: enough to take leveraged positions far
    /// past their liquidation price, some past zero net value.
    function crash(uint256 marketSeed, uint256 move) public {
        uint256 i = marketSeed % 3;
        uint256 price = _price(markets[i]) * _bound(move, BPS * 4 / 10, BPS * 16 / 10) / BPS;
        uint256 lo = initialPrices[i] / 4;
        uint256 hi = initialPrices[i] * 4;
        if (price < lo) price = lo;
        if (price > hi) price = hi;
        vm.prank(feeder);
        oracle.setPrices(_one(markets[i]), _one(price));
        calls["crash"]++;
    }

    function _one(uint256 x) internal pure returns (uint256[] memory a) {
        a = new uint256[](1);
        a[0] = x;
    }

    /// @notice Anyone (an actor or the keeper) tries to liquidate an open position, healthy or
    /// not: the Vault refuses a healthy one (NotLiquidatable) and a stale price.
    function liquidate(uint256 callerSeed, uint256 idSeed) public {
        (bool found, uint256 id) = _openId(idSeed);
        if (!found) return;
        address caller = callerSeed % 5 == 4 ? keeper : _actor(callerSeed);
        _call(caller, 0, abi.encodeCall(IVaultEntryPoints.liquidatePosition, (id)), "liquidate");
    }

    function execute(uint256 seed) public {
        uint256[] memory ids = _activeIds();
        if (seed % 4 == 0 && ids.length > 1) {
            // a partial batch, in another order
            uint256[] memory some = new uint256[](ids.length / 2);
            for (uint256 i = 0; i < some.length; i++) {
                some[i] = ids[ids.length - 1 - i];
            }
            ids = some;
        }
        vm.prank(keeper);
        vault.execute(ids);
        calls["execute"]++;
    }

    function _openId(uint256 seed) internal view returns (bool, uint256) {
        uint256[] memory ids = _activeIds();
        for (uint256 i = 0; i < ids.length; i++) {
            uint256 id = ids[(seed % ids.length + i) % ids.length];
            if (vault.getPosition(id).size > 0) return (true, id);
        }
        return (false, 0);
    }

    function decrease(uint256 idSeed, uint256 fraction, uint256 guardSeed) public {
        (bool found, uint256 id) = _openId(idSeed);
        if (!found) return;
        IVault.Position memory p = vault.getPosition(id);
        uint256 sizeDelta = fraction % 3 == 0 ? p.size : p.size * _bound(fraction >> 2, 1, 100) / 100;
        if (fraction % 7 == 0) sizeDelta = type(uint256).max; // CLOSE_ALL
        uint256 guard;
        if (guardSeed % 2 == 0) {
            // a guard near the current price: sometimes rejected now, sometimes later
            uint256 price = _price(p.tokenId);
            uint256 slack = _bound(guardSeed >> 8, 0, 200); // up to 0.2% of room
            guard = p.isLong ? price * (BPS + slack) / BPS : price * (BPS - slack) / BPS;
            if ((guardSeed >> 64) % 5 == 0) guard = p.isLong ? price - 1 : price + 1; // rejected at once
        }
        _call(
            p.owner,
            settings.marketOrderFee(),
            abi.encodeCall(IVaultEntryPoints.decreasePosition, (sizeDelta, guard, id)),
            "decrease"
        );
    }

    function addTPSL(uint256 idSeed, bool isTP, uint256 offset, uint256 pct) public {
        (bool found, uint256 id) = _activeId(idSeed);
        if (!found) return;
        IVault.Position memory p = vault.getPosition(id);
        uint256 ref = p.size > 0 ? p.averagePrice : _price(p.tokenId);
        uint256 off = _bound(offset, 50, 30000);
        bool above = isTP == p.isLong;
        bool[] memory isTPs = new bool[](1);
        isTPs[0] = isTP;
        uint256[] memory prices = new uint256[](1);
        prices[0] = above ? ref * (BPS + off) / BPS : ref * (BPS - off) / BPS;
        uint256[] memory pcts = new uint256[](1);
        pcts[0] = _percent(pct);
        _call(
            p.owner,
            settings.triggerOrderFee(),
            abi.encodeCall(IVaultEntryPoints.addTPSL, (id, isTPs, prices, pcts)),
            "addTPSL"
        );
    }

    function _withExpiry(uint256[] memory params, uint256 expiresAt) internal pure returns (uint256[] memory p) {
        p = new uint256[](5);
        (p[0], p[1], p[2], p[3], p[4]) = (params[0], params[1], params[2], params[3], expiresAt);
    }

    /// @notice Edits a pending order in place with any new prices, sizing and good-til-time
    /// (often refused: a market order, a due or expired one, sizes past the bounds); an edit the
    /// Vault accepts of an order the keeper could already act on would be a last look.
    function editOrder(uint256 idSeed, uint256 offsets, uint256 collateral, uint256 leverage, uint256 expirySeed)
        public
    {
        (bool found, uint256 id) = _activeId(idSeed);
        if (!found) return;
        IVault.Position memory p = vault.getPosition(id);
        IVault.Order memory o = vault.getOrder(id);
        if (o.status != IVault.OrderStatus.PENDING) return;
        uint256[] memory params = _triggerParams(p.tokenId, uint8(o.orderType), offsets, offsets >> 128);
        (params[2], params[3]) = _sizing(p.tokenId, collateral, leverage);
        params = _withExpiry(params, expirySeed % 2 == 0 ? 0 : block.timestamp + _bound(expirySeed >> 1, 0, 2 days));
        bool due = vault.executable(id);
        if (_call(p.owner, 0, abi.encodeCall(IVaultEntryPoints.editOrder, (id, params)), "edit") && due) {
            lastLookEdits++;
        }
    }

    function cancel(uint256 idSeed) public {
        (bool found, uint256 id) = _activeId(idSeed);
        if (!found) return;
        _call(vault.getPosition(id).owner, 0, abi.encodeCall(IVaultEntryPoints.cancelPendingOrder, (id)), "cancel");
    }

    function warp(uint256 dt, bool refresh) public {
        dt = _bound(dt, 1, 3 days);
        vm.warp(block.timestamp + dt);
        if (refresh) _refreshPrices();
        calls["warp"]++;
    }

    /// @notice Moves margin into or out of an open position, any amount: often past a bound
    /// (collateral above the size, below the minimum, beyond the maximum leverage, a position
    /// left liquidatable, a stale price), which the Vault must refuse; what it accepts must keep
    /// every invariant, and a removal it accepts never leaves the position liquidatable.
    function moveMargin(uint256 idSeed, uint256 amountSeed, bool add) public {
        (bool found, uint256 id) = _openId(idSeed);
        if (!found) return;
        IVault.Position memory p = vault.getPosition(id);
        if (add) {
            uint256 amount = _bound(amountSeed, 1, p.size);
            _call(p.owner, 0, abi.encodeCall(IVaultEntryPoints.addCollateral, (id, amount)), "marginAdd");
            return;
        }
        uint256 take = _bound(amountSeed, 1, p.collateral + 1);
        if (_call(p.owner, 0, abi.encodeCall(IVaultEntryPoints.removeCollateral, (id, take)), "marginRemove")) {
            if (reader.isLiquidatable(id)) unsafeRemovals++;
        }
    }

    function claimRefunds(uint256 actorSeed) public {
        _call(_actor(actorSeed), 0, abi.encodeCall(Vault.claimRefunds, ()), "claim");
    }

    function bridgeIn(uint256 actorSeed, uint256 amount) public {
        amount = _bound(amount, 0, 100_000e6);
        vm.prank(relayer);
        receiver.deliver(_message(nonce++, _actor(actorSeed), address(usdc), amount));
        calls["bridgeIn"]++;
    }

    // ------------------------------------------------------------------ hostile actions

    /// @notice What an attacker tries: orders with extreme prices, sizes and slippage (2^255,
    /// type(uint256).max, just past the bounds, exactly at them), self-referral and a payee of
    /// their own choosing, TP/SL at absurd prices. The Vault rejects what is out of bounds with a
    /// custom error; whatever it accepts must never stop the keeper (checked by the invariants
    /// and by `keeperRound`).
    function hostileOrder(uint256 actorSeed, uint256 kind, uint256 v, uint256 w) public {
        address a = _actor(actorSeed);
        uint256 tokenId = markets[w % 3];
        uint256 maxPrice = vault.MAX_PRICE();
        uint256[6] memory extremes =
            [type(uint256).max, 2 ** 255, maxPrice + 1, maxPrice, 2 ** 128 + (v >> 128), 1 + (v % maxPrice)];
        uint256 x = extremes[v % 6];
        uint256 y = extremes[(v >> 8) % 6];
        uint256 k = kind % 6;
        uint256 fee = settings.marketOrderFee();
        bytes memory data;
        if (k == 0) {
            // absurd acceptable price and the largest slippage
            data = abi.encodeCall(
                IVaultEntryPoints.newPositionOrder,
                (tokenId, w % 2 == 0, 0, _params(x, BPS - 1, 10e30, 20e30), address(0))
            );
        } else if (k == 1) {
            // absurd limit and stop prices
            fee = settings.triggerOrderFee();
            data = abi.encodeCall(
                IVaultEntryPoints.newPositionOrder,
                (tokenId, w % 2 == 0, uint8(1 + w % 3), _params(x, y, 10e30, 20e30), address(0))
            );
        } else if (k == 2) {
            // absurd collateral and size
            data = abi.encodeCall(
                IVaultEntryPoints.newPositionOrder,
                (tokenId, w % 2 == 0, 0, _params(_price(tokenId), 1000, x, y), address(0))
            );
        } else if (k == 3) {
            // self-referral
            data = abi.encodeCall(
                IVaultEntryPoints.newPositionOrder,
                (tokenId, w % 2 == 0, 0, _params(_price(tokenId), 1000, 10e30, 20e30), a)
            );
        } else if (k == 4) {
            // a payee of the attacker's choosing
            data = abi.encodeCall(
                IVaultEntryPoints.newPositionOrder,
                (tokenId, w % 2 == 0, 0, _params(_price(tokenId), 1000, 10e30, 20e30), address(uint160(v)))
            );
        } else {
            // take-profit / stop-loss at absurd prices
            bool[] memory isTPs = new bool[](2);
            (isTPs[0], isTPs[1]) = (true, false);
            uint256[] memory prices = new uint256[](2);
            (prices[0], prices[1]) = (x, y % (maxPrice + 1));
            uint256[] memory pcts = new uint256[](2);
            (pcts[0], pcts[1]) = (BPS, BPS);
            fee += 2 * settings.triggerOrderFee();
            data = abi.encodeCall(
                IVaultEntryPoints.newPositionOrderWithTPSL,
                (tokenId, true, 0, _params(_price(tokenId), 1000, 10e30, 20e30), address(0), isTPs, prices, pcts)
            );
        }
        if (_call(a, fee, data, "hostile")) hostileAccepted++;
    }

    /// @notice The fee-forgiveness attack, generalised: two identical positions of one actor,
    /// held for up to 30 days (their fees often above their collateral) while the price moves up
    /// to 30% either way; then, in one block, one is closed whole and the other in up to 8
    /// pieces of random sizes (1e-30 USD to all that is left). Records the largest difference
    /// between what the two paid the owner and how much poorer the pool ended in the split case
    /// (the invariant keeps both within 1e-6 USD). Each close is requested at t - 1 and executed
    /// at t, after the price is pushed again: valid whether the keeper may act on any fresh price
    /// or only on one pushed after the request.
    function splitClose(
        uint256 actorSeed,
        uint256 marketSeed,
        bool isLong,
        uint256 sizing,
        uint256 hold,
        uint256 move,
        uint256 split
    ) public {
        Twins memory w;
        w.owner = _actor(actorSeed);
        uint256 i = marketSeed % 3;
        uint256 coll;
        (coll, w.size) = _sizing(markets[i], sizing, sizing >> 128);
        bool ok;
        (ok, w.whole, w.pieces) = _openTwins(w.owner, markets[i], isLong, coll, w.size);
        if (!ok) return;
        w.t = block.timestamp + _bound(hold, 1, 30 days);
        w.price = _price(markets[i]) * _bound(move, BPS * 7 / 10, BPS * 13 / 10) / BPS;
        if (w.price < initialPrices[i] / 4) w.price = initialPrices[i] / 4;
        if (w.price > initialPrices[i] * 4) w.price = initialPrices[i] * 4;
        _compareCloses(w, split);
    }

    /// @dev Two identical open positions of `owner`, closed at timestamp `t` and `price`.
    struct Twins {
        address owner;
        uint256 whole; // closed in one piece
        uint256 pieces; // closed in up to 8
        uint256 size;
        uint256 t;
        uint256 price;
    }

    function _compareCloses(Twins memory w, uint256 split) internal {
        (bool closed, uint256 paidWhole, int256 poolWhole) = _closeAt(w.owner, w.whole, w.size, w.t, w.price);
        if (!closed) return;
        (bool done, uint256 paidSplit, int256 poolSplit) = _closeInPieces(w, split);
        if (!done) return;
        uint256 diff = paidWhole > paidSplit ? paidWhole - paidSplit : paidSplit - paidWhole;
        if (diff > maxSplitPayoutDiff) maxSplitPayoutDiff = diff;
        uint256 shortfall = poolWhole > poolSplit ? uint256(poolWhole - poolSplit) : 0;
        if (shortfall > maxSplitPoolShortfall) maxSplitPoolShortfall = shortfall;
        calls["splitClose"]++;
    }

    /// @dev Closes all of `w.pieces` in up to 8 pieces (`_piece`).
    function _closeInPieces(Twins memory w, uint256 split) internal returns (bool ok, uint256 paid, int256 poolDelta) {
        uint256 left = w.size;
        for (uint256 k = 0; left > 0; k++) {
            uint256 piece = _piece(split, k, left);
            (bool done, uint256 p, int256 d) = _closeAt(w.owner, w.pieces, piece, w.t, w.price);
            if (!done) return (false, paid, poolDelta);
            paid += p;
            poolDelta += d;
            left -= piece;
        }
        ok = true;
    }

    /// @dev The k-th piece of a split into 1 to 8 pieces: 1e-30 USD to all that is `left` (one in
    /// three at most 1 USD); the last one all that is left.
    function _piece(uint256 split, uint256 k, uint256 left) internal pure returns (uint256 piece) {
        uint256 r = uint256(keccak256(abi.encode(split, k)));
        piece = r % 3 == 0 ? _bound(r >> 2, 1, 1e30) : _bound(r >> 2, 1, left);
        if (piece > left || k + 1 >= _bound(split, 1, 8)) piece = left;
    }

    /// @dev Funds `a` for two identical market orders, places them, and 1 s later pushes the
    /// prices again and has the keeper fill both. ok: both are open (an order the Vault refuses
    /// or the keeper cancels, e.g. at the open interest cap, ends the attempt).
    function _openTwins(address a, uint256 tokenId, bool isLong, uint256 coll, uint256 size)
        internal
        returns (bool ok, uint256 x, uint256 y)
    {
        uint256 units = 2 * (coll + vault.tradingFee(a, tokenId, isLong, size)) / vault.stableScale() + 1;
        vm.prank(deployer);
        usdc.mint(a, units);
        vm.prank(a);
        usdc.approve(address(vault), units);
        _call(a, 0, abi.encodeCall(IVaultEntryPoints.depositSelf, (address(usdc), units)), "deposit");
        bytes memory order = abi.encodeCall(
            IVaultEntryPoints.newPositionOrder,
            (tokenId, isLong, 0, _params(_price(tokenId), 1000, coll, size), address(0))
        );
        if (!_call(a, settings.marketOrderFee(), order, "splitOpen")) return (false, 0, 0);
        x = vault.lastPosId();
        if (_call(a, settings.marketOrderFee(), order, "splitOpen")) y = vault.lastPosId();
        vm.warp(block.timestamp + 1);
        _refreshPrices();
        uint256[] memory ids = new uint256[](2);
        (ids[0], ids[1]) = (x, y);
        vm.prank(keeper);
        vault.execute(ids);
        ok = y != 0 && vault.getPosition(x).size == size && vault.getPosition(y).size == size;
    }

    /// @dev `a` closes `sizeDelta` of `id` at `price`, executed at timestamp `t`: requested at
    /// t - 1, the price pushed at t, then the keeper executes. Returns whether it closed, what the
    /// owner was paid and the pool's change.
    function _closeAt(address a, uint256 id, uint256 sizeDelta, uint256 t, uint256 price)
        internal
        returns (bool ok, uint256 payout, int256 poolDelta)
    {
        if (!_requestAt(a, id, sizeDelta, t, price)) return (false, 0, 0);
        uint256 size = vault.getPosition(id).size;
        uint256 margin = vault.marginBalance(a);
        uint256 pool = vault.poolAmount();
        vm.prank(keeper);
        vault.execute(_one(id));
        ok = vault.getPosition(id).size == size - sizeDelta;
        payout = vault.marginBalance(a) - margin;
        poolDelta = int256(vault.poolAmount()) - int256(pool);
    }

    /// @dev `a` requests the decrease at t - 1; at t the price of `id`'s market is pushed.
    function _requestAt(address a, uint256 id, uint256 sizeDelta, uint256 t, uint256 price)
        internal
        returns (bool requested)
    {
        vm.warp(t - 1);
        bytes memory data = abi.encodeCall(IVaultEntryPoints.decreasePosition, (sizeDelta, 0, id));
        requested = _call(a, settings.marketOrderFee(), data, "splitDecrease");
        vm.warp(t);
        uint256 tokenId = vault.getPosition(id).tokenId;
        vm.prank(feeder);
        oracle.setPrices(_one(tokenId), _one(price));
    }

    /// @notice One keeper round as the embedded keeper runs it, after the feed's next round (every
    /// fresh price pushed again: the Vault fills only at a price pushed after the request): read
    /// every page of the due list (reads first, so executions do not reshuffle the list under the
    /// cursor), execute it in batches of 50, then check that no market order is still pending on
    /// a market with a fresh price: each was filled or cancelled with a reason.
    function keeperRound() public {
        _feedRound();
        uint256[] memory due = new uint256[](0);
        uint256 cursor;
        do {
            (uint256[] memory ids, uint256 next) = reader.executableIds(cursor, 64, 64);
            due = _concat(due, ids);
            cursor = next;
        } while (cursor != 0);
        for (uint256 i = 0; i < due.length; i += 50) {
            uint256 n = due.length - i < 50 ? due.length - i : 50;
            uint256[] memory batch = new uint256[](n);
            for (uint256 j = 0; j < n; j++) {
                batch[j] = due[i + j];
            }
            vm.prank(keeper);
            vault.execute(batch);
        }
        _liquidationRound();
        uint256[] memory active = _activeIds();
        for (uint256 i = 0; i < active.length; i++) {
            IVault.Order memory o = vault.getOrder(active[i]);
            if (o.status != IVault.OrderStatus.PENDING || o.orderType != IVault.OrderType.MARKET) continue;
            try oracle.getPrice(vault.getPosition(active[i]).tokenId) returns (uint256) {
                roundFailures++;
            } catch {}
        }
        calls["keeperRound"]++;
    }

    /// @notice The keeper's liquidation pass, after its executions (as internal/actors/keeper runs it):
    /// read every page of `Reader.liquidatableIds`, liquidate in batches of 50, then check that no
    /// open position with a fresh price is still liquidatable.
    function _liquidationRound() internal {
        uint256[] memory due = new uint256[](0);
        uint256 cursor;
        do {
            (uint256[] memory ids, uint256 next) = reader.liquidatableIds(cursor, 64, 64);
            due = _concat(due, ids);
            cursor = next;
        } while (cursor != 0);
        for (uint256 i = 0; i < due.length; i += 50) {
            uint256 n = due.length - i < 50 ? due.length - i : 50;
            uint256[] memory batch = new uint256[](n);
            for (uint256 j = 0; j < n; j++) {
                batch[j] = due[i + j];
            }
            vm.prank(keeper);
            calls["liquidated"] += vault.liquidatePositions(batch);
        }
        uint256[] memory active = _activeIds();
        for (uint256 i = 0; i < active.length; i++) {
            try reader.isLiquidatable(active[i]) returns (bool yes) {
                if (yes) liquidationFailures++;
            } catch {} // a stale price: nobody can liquidate until the next push
        }
    }

    function _concat(uint256[] memory a, uint256[] memory b) internal pure returns (uint256[] memory c) {
        c = new uint256[](a.length + b.length);
        for (uint256 i = 0; i < a.length; i++) {
            c[i] = a[i];
        }
        for (uint256 i = 0; i < b.length; i++) {
            c[a.length + i] = b[i];
        }
    }

    /// @notice A delivery that fails on the destination: more than the receiver's float, or a
    /// WETH deposit while the ETH price is stale. Recorded FAILED; `retryDeliveries` and the
    /// after-run check must get every one credited.
    function failingDelivery(uint256 actorSeed, uint256 kind) public {
        address recipient = _actor(actorSeed);
        uint256 n = nonce++;
        vm.startPrank(relayer);
        if (kind % 2 == 0) {
            receiver.deliver(_message(n, recipient, address(usdc), usdc.balanceOf(address(receiver)) * 2 + 1e6));
        } else {
            vm.warp(block.timestamp + oracle.maxAge() + 1);
            receiver.deliver(_message(n, recipient, weth, 1e18));
        }
        vm.stopPrank();
        if (receiver.getDelivery(messageId(n)).status == IDepositReceiver.Status.FAILED) {
            failedNonces.push(n);
            calls["failedDelivery"]++;
        }
    }

    /// @notice A real deposit through the source router that can never be credited: 1 wei of WETH
    /// converts to 0 USDC (`ConversionFailed`). The after-run check has the recipient give up the
    /// credit and the relayer refund the sender.
    function dustDeposit(uint256 actorSeed) public {
        address a = _actor(actorSeed);
        vm.prank(deployer);
        TestToken(weth).mint(a, 1);
        vm.startPrank(a);
        TestToken(weth).approve(address(router), 1);
        uint256 n = router.bridgeDeposit(weth, 1, a);
        vm.stopPrank();
        vm.prank(relayer);
        receiver.deliver(_message(n, a, weth, 1));
        dustNonces.push(n);
        calls["dustDeposit"]++;
    }

    /// @notice The bridge message of deposit `n` of the source router (chain 10), made for the
    /// router's destination, as the relayer reads it (no call: a call would take a pending prank).
    function _message(uint256 n, address recipient, address token, uint256 amount)
        internal
        view
        returns (IDepositReceiver.Message memory)
    {
        return IDepositReceiver.Message(10, address(router), n, destinationChainId, recipient, token, amount);
    }

    /// @notice The id of deposit `n` of the source router, by its definition (no call: a call
    /// would take a pending prank).
    function messageId(uint256 n) public view returns (bytes32) {
        return keccak256(abi.encode(uint256(10), address(router), n));
    }

    function dustCount() external view returns (uint256) {
        return dustNonces.length;
    }

    /// @notice Fixes the causes (tops up the float, pushes fresh prices) and retries every failed
    /// delivery, half of them as the recipient, half as the relayer.
    function retryDeliveries(uint256 seed) public {
        for (uint256 i = 0; i < failedNonces.length; i++) {
            uint256 n = failedNonces[i];
            IDepositReceiver.Delivery memory d = receiver.getDelivery(messageId(n));
            if (d.status != IDepositReceiver.Status.FAILED) continue;
            _refreshPrices();
            vm.prank(deployer);
            usdc.mint(address(receiver), d.amount * 2 + 10_000e6);
            vm.prank((seed % 2 + i) % 2 == 0 ? d.recipient : relayer);
            receiver.retry(messageId(n));
            calls["retry"]++;
        }
    }

    function failedCount() external view returns (uint256) {
        return failedNonces.length;
    }

    /// @dev The feed's next round at unchanged prices: every market whose price is fresh.
    function _feedRound() internal {
        uint256[] memory ids = new uint256[](3);
        uint256[] memory prices = new uint256[](3);
        uint256 n;
        for (uint256 i = 0; i < 3; i++) {
            try oracle.getPrice(markets[i]) returns (uint256 p) {
                (ids[n], prices[n]) = (markets[i], p);
                n++;
            } catch {}
        }
        if (n == 0) return;
        assembly {
            mstore(ids, n)
            mstore(prices, n)
        }
        vm.prank(feeder);
        oracle.setPrices(ids, prices);
    }

    /// @notice A hostile trader who knows the next oracle push. Seeing the market elsewhere
    /// already `move` (up to 2%) in their favour, they open a position at the price still on
    /// chain, with slippage wide enough to accept the coming price; the keeper runs before the
    /// push and after it. Then, knowing the following push goes `move` against them, they ask to
    /// close, and the keeper again runs before and after that push. The Vault must act on neither
    /// request before the push that follows it, and the trader must not end richer than they
    /// started (they pay the fees and gain nothing from what they knew).
    function frontRun(uint256 actorSeed, uint256 marketSeed, bool isLong, uint256 collateral, uint256 move) public {
        address a = _actor(actorSeed);
        uint256 tokenId = markets[marketSeed % 3];
        try oracle.getPrice(tokenId) returns (uint256) {}
        catch {
            return;
        }
        uint256 p0 = _price(tokenId);
        move = _bound(move, 1, 200); // 0.001% .. 0.2% of BPS (1e5), i.e. up to 2% below
        move *= 10;
        uint256 p1 = isLong ? p0 * (BPS + move) / BPS : p0 * (BPS - move) / BPS; // the push they know of
        uint256 p2 = isLong ? p1 * (BPS - move) / BPS : p1 * (BPS + move) / BPS; // and the one after
        uint256 before = vault.marginBalance(a);
        (uint256 coll, uint256 size) = _sizing(tokenId, collateral, type(uint256).max);
        uint256[] memory params = _params(p0, 3000, coll, size); // 3% slippage: accepts p1
        if (!_call(
                a,
                settings.marketOrderFee(),
                abi.encodeCall(IVaultEntryPoints.newPositionOrder, (tokenId, isLong, 0, params, address(0))),
                "frontRun"
            )) {
            return;
        }
        uint256 id = vault.lastPosId();
        vm.prank(keeper);
        vault.execute(_one(id)); // before the push: nothing may happen
        if (vault.getOrder(id).status != IVault.OrderStatus.PENDING) frontRunEarly++;
        vm.prank(feeder);
        oracle.setPrices(_one(tokenId), _one(p1));
        vm.prank(keeper);
        vault.execute(_one(id));
        if (vault.getPosition(id).size == 0) return; // cancelled (e.g. open interest cap): refunded
        if (vault.getPosition(id).averagePrice != p1) frontRunEarly++;
        uint256 fee = settings.marketOrderFee();
        vm.prank(a);
        vault.decreasePosition{value: fee}(type(uint256).max, 0, id);
        vm.prank(keeper);
        vault.execute(_one(id)); // before the push: nothing may happen
        if (vault.getPosition(id).size == 0) frontRunEarly++;
        vm.prank(feeder);
        oracle.setPrices(_one(tokenId), _one(p2));
        vm.prank(keeper);
        vault.execute(_one(id));
        if (vault.getPosition(id).size != 0) frontRunEarly++;
        if (vault.marginBalance(a) > before) frontRunGains++;
    }

    /// @notice A trader who watches the chain and acts between the push and the keeper. After the
    /// push that lets the keeper fill their market or limit order, they see the market move
    /// against them and try to cancel before the keeper acts (a free option on the pool if it
    /// worked); once filled, after the push that makes their take-profit or stop-loss due, they
    /// try to move it away so that it waits for the next push. Neither may succeed: the keeper
    /// fills at the published price and fires the trigger at it.
    function lastLook(uint256 actorSeed, uint256 marketSeed, bool isLong, uint256 sizing, bool limit) public {
        address a = _actor(actorSeed);
        uint256 tokenId = markets[marketSeed % 3];
        try oracle.getPrice(tokenId) returns (uint256) {}
        catch {
            return;
        }
        uint256 p0 = _price(tokenId);
        (uint256 coll, uint256 size) = _sizing(tokenId, sizing, sizing >> 64);
        uint256[] memory params = limit
            ? _params(isLong ? p0 * 101 / 100 : p0 * 99 / 100, 0, coll, size)  // fillable at p0
            : _params(p0, 3000, coll, size);
        if (!_call(
                a,
                limit ? settings.triggerOrderFee() : settings.marketOrderFee(),
                abi.encodeCall(
                    IVaultEntryPoints.newPositionOrder, (tokenId, isLong, limit ? 1 : 0, params, address(0))
                ),
                "lastLook"
            )) {
            return;
        }
        uint256 id = vault.lastPosId();
        vm.prank(feeder);
        oracle.setPrices(_one(tokenId), _one(p0)); // the fill price is public, the keeper not there yet
        if (!vault.executable(id)) return;
        vm.prank(a);
        (bool ok,) = address(vault).call(abi.encodeCall(IVaultEntryPoints.cancelPendingOrder, (id)));
        if (ok) {
            lastLookEscapes++;
            return;
        }
        vm.prank(keeper);
        vault.execute(_one(id));
        if (vault.getPosition(id).size == 0) return; // the keeper cancelled it (open interest cap)
        bool isTP = sizing % 2 == 0;
        bool above = isTP == isLong;
        bool[] memory isTPs = new bool[](1);
        isTPs[0] = isTP;
        uint256[] memory prices = _one(above ? p0 * 1005 / 1000 : p0 * 995 / 1000);
        uint256 fee = settings.triggerOrderFee();
        bytes memory setIt = abi.encodeCall(IVaultEntryPoints.addTPSL, (id, isTPs, prices, _one(BPS)));
        if (!_call(a, fee, setIt, "lastLookTrigger")) return;
        vm.prank(feeder);
        oracle.setPrices(_one(tokenId), prices); // the trigger is due at the published price
        if (!vault.executable(id)) return;
        prices[0] = above ? prices[0] * 110 / 100 : prices[0] * 90 / 100;
        vm.prank(a);
        (ok,) =
            address(vault).call{value: fee}(abi.encodeCall(IVaultEntryPoints.addTPSL, (id, isTPs, prices, _one(BPS))));
        if (ok) lastLookEscapes++;
    }

    function _refreshPrices() internal {
        uint256[] memory ids = new uint256[](3);
        uint256[] memory prices = new uint256[](3);
        for (uint256 i = 0; i < 3; i++) {
            ids[i] = markets[i];
            prices[i] = _price(markets[i]);
        }
        vm.prank(feeder);
        oracle.setPrices(ids, prices);
    }

    function ownerOps(uint256 op, uint256 amount) public {
        amount = _bound(amount, 1, 100_000e6);
        if (op % 3 == 0) {
            _call(deployer, 0, abi.encodeCall(Vault.withdrawFees, (deployer)), "withdrawFees");
        } else if (op % 3 == 1) {
            vm.prank(deployer);
            usdc.mint(deployer, amount);
            vm.prank(deployer);
            usdc.approve(address(vault), amount);
            _call(deployer, 0, abi.encodeCall(Vault.addLiquidity, (amount)), "addLiquidity");
        } else {
            _call(deployer, 0, abi.encodeCall(Vault.removeLiquidity, (deployer, amount)), "removeLiquidity");
        }
    }

    function _activeIds() internal view returns (uint256[] memory ids) {
        (ids,) = vault.activeIdsPage(0, type(uint256).max);
    }
}

/// @notice Money invariants under random action sequences, both as plain fuzz tests (a seed
/// expands into a sequence, invariants checked after every step) and with forge's invariant runner
/// calling the handler directly. The runner fails on any handler revert: the platform's own
/// rejections are absorbed by the handler's low-level calls, so a revert would mean that keeper
/// execution, a price push or a bridge delivery itself reverted.
contract InvariantFuzz is Fixture {
    Handler internal handler;

    function setUp() public override {
        super.setUp();
        handler = new Handler(
            vault, usdc, receiver, deployer, feeder, keeper, relayer, actors, reader, address(weth), router
        );
        for (uint256 i = 0; i < actors.length; i++) {
            _fund(actors[i], 50_000e6);
        }
        // alice and bob trade under the referrer's code; carol has none: an order of hers naming
        // a payee, and any self-referral, is an attack the Vault must reject
        vm.prank(referrer);
        referrals.registerCode("REF");
        vm.prank(alice);
        referrals.setTraderReferralCode("REF");
        vm.prank(bob);
        referrals.setTraderReferralCode("REF");
        targetContract(address(handler));
    }

    /// @notice Collateral and escrow totals are the sums of the open positions' collateral and of
    /// the pending orders' collateral and fee.
    function _assertBookSums() internal view {
        uint256 collateral;
        uint256 escrow;
        uint256 last = vault.lastPosId();
        for (uint256 id = 1; id <= last; id++) {
            collateral += vault.getPosition(id).collateral;
            IVault.Order memory o = vault.getOrder(id);
            if (o.status == IVault.OrderStatus.PENDING) escrow += o.collateral + o.fee;
        }
        assertEq(vault.totalCollateral(), collateral, "total collateral == sum of positions' collateral");
        assertEq(vault.totalEscrow(), escrow, "total escrow == sum of pending orders");
    }

    function _checkAll() internal view {
        _assertKeeperDiscoveryNeverReverts();
        assertEq(handler.roundFailures(), 0, "every market order settled within one keeper round");
        assertEq(handler.liquidationFailures(), 0, "no position liquidatable after a keeper round");
        assertEq(handler.frontRunEarly(), 0, "no request acted on before the push after it");
        assertEq(handler.frontRunGains(), 0, "no trader richer for knowing the next push");
        assertEq(handler.lastLookEscapes(), 0, "no order or due trigger taken back after the push");
        assertEq(handler.unsafeRemovals(), 0, "no collateral removal left a position liquidatable");
        assertEq(handler.lastLookEdits(), 0, "no edit of an order the keeper could act on");
        _assertStableAccounting();
        _assertBookSums();
        _assertMarginSum();
        _assertNativeAccounting();
        _assertOpenInterestWithinCaps();
        _assertOpenInterestMatchesPositions();
        _assertSplitClosesPayAsOneClose();
    }

    function _step(uint256 r) internal {
        uint256 action = r % 24;
        uint256 a = uint256(keccak256(abi.encode(r, 1)));
        uint256 b = uint256(keccak256(abi.encode(r, 2)));
        uint256 c = uint256(keccak256(abi.encode(r, 3)));
        uint256 d = uint256(keccak256(abi.encode(r, 4)));
        if (action == 0) handler.deposit(a, b);
        else if (action == 1) handler.withdraw(a, b);
        else if (action == 2 || action == 3) handler.openMarket(a, b, c % 2 == 0, c >> 1, d, d >> 128, r >> 8);
        else if (action == 4) handler.placeTriggerOrder(a, b, c % 2 == 0, c >> 1, d, d >> 128, r >> 8, r >> 128);
        else if (action == 5 || action == 6) handler.movePrice(a, b);
        else if (action == 7 || action == 8) handler.execute(a);
        else if (action == 9) handler.decrease(a, b, c);
        else if (action == 10) handler.addTPSL(a, c % 2 == 0, b, d);
        else if (action == 11) handler.cancel(a);
        else if (action == 12) handler.warp(a % 2 == 0 ? b % 1 hours : b, c % 4 != 0);
        else if (action == 22) handler.frontRun(a, b, c % 2 == 0, c >> 1, d);
        else if (action == 14) handler.hostileOrder(a, b, c, d);
        else if (action == 15) handler.keeperRound();
        else if (action == 16) handler.failingDelivery(a, b);
        else if (action == 17) handler.retryDeliveries(a);
        else if (action == 18) handler.dustDeposit(a);
        else if (action == 19) handler.crash(a, b);
        else if (action == 20) handler.liquidate(a, b);
        else if (action == 21) handler.keeperRound();
        else if (action == 23) handler.splitClose(a, b, c % 2 == 0, d, c >> 1, r >> 8, r >> 128);
        else if (c % 6 == 5) handler.editOrder(a, b, c, d, r >> 8); // action 13 from here on
        else if (c % 5 == 0) handler.claimRefunds(a);
        else if (c % 5 == 1) handler.bridgeIn(a, b);
        else if (c % 5 == 2) handler.ownerOps(a, b);
        else if (c % 5 == 3) handler.moveMargin(a, b, (c >> 3) % 2 == 0);
        else handler.lastLook(a, b, d % 2 == 0, d >> 1, (c >> 2) % 2 == 0);
    }

    /// @notice Invariants (1) stable accounting, (2) open interest within caps, (3) native ETH
    /// accounting, (4) split closes pay what one close pays, after every step of a random 40-step
    /// sequence.
    function testFuzz_RandomSequenceKeepsInvariants(uint256 seed) public {
        for (uint256 i = 0; i < 40; i++) {
            _step(uint256(keccak256(abi.encode(seed, i))));
            _checkAll();
        }
    }

    /// @notice A trading-heavy sequence: many orders and price moves, few deposits.
    function testFuzz_TradingSequenceKeepsInvariants(uint256 seed, uint256 drift) public {
        for (uint256 i = 0; i < 30; i++) {
            uint256 r = uint256(keccak256(abi.encode(seed, i)));
            if (i % 3 == 0) handler.openMarket(r, r >> 2, r % 2 == 0, r >> 16, r >> 32, r >> 48, r >> 64);
            else if (i % 3 == 1) handler.movePrice(r, drift % 20001 + (r >> 8) % 10001); // drift biases the direction
            else handler.execute(r);
            if (i % 5 == 4) handler.decrease(r >> 1, r >> 3, r >> 5);
            if (i % 7 == 6) handler.warp(r >> 7, true);
            _checkAll();
        }
        // everything closes out: no stable unit and no wei is left unaccounted for
        handler.warp(1, true);
        _execAll(_activeIds()); // settles every pending decrease (executed or canceled)
        uint256[] memory ids = _activeIds();
        for (uint256 i = 0; i < ids.length; i++) {
            IVault.Position memory p = vault.getPosition(ids[i]);
            assertFalse(vault.getDecrease(ids[i]).pending);
            vm.prank(p.owner);
            if (p.size == 0) vault.cancelPendingOrder(ids[i]);
            else vault.decreasePosition{value: MARKET_FEE}(p.size, 0, ids[i]);
        }
        _execAll(_activeIds());
        assertEq(_activeIds().length, 0);
        assertEq(vault.totalCollateral(), 0);
        assertEq(vault.totalEscrow(), 0);
        _checkAll();
        for (uint256 i = 0; i < actors.length; i++) {
            if (vault.nativeRefunds(actors[i]) > 0) {
                vm.prank(actors[i]);
                vault.claimRefunds();
            }
        }
        assertEq(address(vault).balance, 0, "all ETH paid out");
    }

    /// @notice The action mix really reaches every path the invariants are meant to cover: within
    /// at most 2_000 steps of one fixed sequence, every one of these events shows up and every
    /// kind of action succeeds at least once.
    function test_SequenceCoversEveryPath() public {
        bytes32[13] memory topics = [
            IVault.PositionIncreased.selector,
            IVault.PositionDecreased.selector,
            IVault.PositionClosed.selector,
            IVault.TriggerExecuted.selector,
            IVault.DecreaseCanceled.selector,
            IVault.OrderCanceled.selector,
            IVault.FeesSettled.selector,
            IVault.ReferralPaid.selector,
            IVault.RefundCredited.selector,
            IVault.Withdraw.selector,
            IVault.PositionLiquidated.selector,
            IVault.CollateralChanged.selector,
            IVault.OrderEdited.selector
        ];
        bytes32[26] memory names = [
            bytes32("deposit"),
            "withdraw",
            "market",
            "marketTPSL",
            "triggerOrder",
            "decrease",
            "addTPSL",
            "cancel",
            "claim",
            "withdrawFees",
            "removeLiquidity",
            "keeperRound",
            "failedDelivery",
            "retry",
            "hostile",
            "dustDeposit",
            "crash",
            "liquidate",
            "liquidated",
            "frontRun",
            "splitClose",
            "lastLook",
            "lastLookTrigger",
            "marginAdd",
            "marginRemove",
            "edit"
        ];
        bool[13] memory seen;
        uint256 missing = topics.length;
        vm.recordLogs();
        for (uint256 chunk = 0; chunk < 20 && (missing > 0 || _uncalled(names) > 0); chunk++) {
            for (uint256 i = 0; i < 100; i++) {
                _step(uint256(keccak256(abi.encode("coverage", chunk, i))));
            }
            Vm.Log[] memory logs = vm.getRecordedLogs();
            for (uint256 i = 0; i < logs.length; i++) {
                if (logs[i].emitter != address(vault)) continue;
                for (uint256 t = 0; t < topics.length; t++) {
                    if (!seen[t] && logs[i].topics[0] == topics[t]) {
                        seen[t] = true;
                        missing--;
                    }
                }
            }
            _checkAll();
        }
        for (uint256 t = 0; t < topics.length; t++) {
            assertTrue(seen[t], vm.toString(topics[t]));
        }
        for (uint256 i = 0; i < names.length; i++) {
            assertGt(handler.calls(names[i]), 0, string(abi.encodePacked(names[i])));
        }
    }

    function _uncalled(bytes32[26] memory names) internal view returns (uint256 n) {
        for (uint256 i = 0; i < names.length; i++) {
            if (handler.calls(names[i]) == 0) n++;
        }
    }

    // ------------------------------------------------------------------ forge invariant runner

    /// @notice The keeper's whole discovery, page after page, never reverts, whatever hostile
    /// orders are waiting (a revert here fails the run).
    function _assertKeeperDiscoveryNeverReverts() internal view {
        uint256 cursor;
        uint256 pages;
        do {
            (, cursor) = reader.executableIds(cursor, 64, 64);
            pages++;
        } while (cursor != 0 && pages < 1000);
        assertEq(cursor, 0, "paging reaches the end");
    }

    /// forge-config: default.invariant.runs = 48
    /// forge-config: default.invariant.depth = 40
    /// forge-config: ci.invariant.runs = 128
    /// forge-config: ci.invariant.depth = 60
    /// forge-config: default.invariant.fail-on-revert = true
    /// forge-config: ci.invariant.fail-on-revert = true
    function invariant_KeeperDiscoveryNeverReverts() public view {
        _assertKeeperDiscoveryNeverReverts();
    }

    /// forge-config: default.invariant.runs = 48
    /// forge-config: default.invariant.depth = 40
    /// forge-config: ci.invariant.runs = 128
    /// forge-config: ci.invariant.depth = 60
    /// forge-config: default.invariant.fail-on-revert = true
    /// forge-config: ci.invariant.fail-on-revert = true
    function invariant_FrontRunnersGainNothing() public view {
        assertEq(handler.frontRunEarly(), 0, "a request was acted on before the push after it");
        assertEq(handler.frontRunGains(), 0, "a trader ended richer for knowing the next push");
        assertEq(handler.lastLookEscapes(), 0, "an order or due trigger was taken back after the push");
    }

    function invariant_HonestOrdersSettleWithinOneRound() public view {
        assertEq(handler.roundFailures(), 0, "a market order stayed pending after a keeper round");
    }

    /// @notice After every run: no deposit stays locked. Every delivery that failed is credited by
    /// a retry once its cause is gone, and the recipient's margin grew by what was credited.
    function afterInvariant() public {
        handler.retryDeliveries(1);
        for (uint256 i = 0; i < handler.failedCount(); i++) {
            IDepositReceiver.Delivery memory d = receiver.getDelivery(handler.messageId(handler.failedNonces(i)));
            assertEq(uint8(d.status), uint8(IDepositReceiver.Status.DELIVERED), "no deposit stays locked");
            assertGt(d.creditedAmount, 0);
        }
        for (uint256 i = 0; i < handler.dustCount(); i++) {
            uint256 n = handler.dustNonces(i);
            bytes32 id = handler.messageId(n);
            IDepositReceiver.Delivery memory d = receiver.getDelivery(id);
            assertEq(uint8(d.status), uint8(IDepositReceiver.Status.FAILED), "a dust deposit can only fail");
            uint256 before = weth.balanceOf(d.recipient);
            vm.prank(d.recipient);
            receiver.requestRefund(id);
            vm.prank(relayer);
            router.refund(n);
            assertEq(weth.balanceOf(d.recipient), before + 1, "no deposit stays locked: refunded to its sender");
        }
        _assertStableAccounting();
    }

    /// forge-config: default.invariant.runs = 48
    /// forge-config: default.invariant.depth = 40
    /// forge-config: ci.invariant.runs = 128
    /// forge-config: ci.invariant.depth = 60
    /// forge-config: default.invariant.fail-on-revert = true
    /// forge-config: ci.invariant.fail-on-revert = true
    function invariant_StableAccounting() public view {
        _assertStableAccounting();
    }

    /// forge-config: default.invariant.runs = 48
    /// forge-config: default.invariant.depth = 40
    /// forge-config: ci.invariant.runs = 128
    /// forge-config: ci.invariant.depth = 60
    /// forge-config: default.invariant.fail-on-revert = true
    /// forge-config: ci.invariant.fail-on-revert = true
    function invariant_OpenInterestWithinCaps() public view {
        _assertOpenInterestWithinCaps();
        _assertOpenInterestMatchesPositions();
    }

    /// forge-config: default.invariant.runs = 48
    /// forge-config: default.invariant.depth = 40
    /// forge-config: ci.invariant.runs = 128
    /// forge-config: ci.invariant.depth = 60
    /// forge-config: default.invariant.fail-on-revert = true
    /// forge-config: ci.invariant.fail-on-revert = true
    function invariant_NativeAccounting() public view {
        _assertNativeAccounting();
    }

    /// forge-config: default.invariant.runs = 48
    /// forge-config: default.invariant.depth = 40
    /// forge-config: ci.invariant.runs = 128
    /// forge-config: ci.invariant.depth = 60
    /// forge-config: default.invariant.fail-on-revert = true
    /// forge-config: ci.invariant.fail-on-revert = true
    function invariant_NoPositionLiquidatableAfterKeeperRound() public view {
        assertEq(handler.liquidationFailures(), 0, "a position stayed liquidatable after a keeper round");
    }

    /// forge-config: default.invariant.runs = 48
    /// forge-config: default.invariant.depth = 40
    /// forge-config: ci.invariant.runs = 128
    /// forge-config: ci.invariant.depth = 60
    /// forge-config: default.invariant.fail-on-revert = true
    /// forge-config: ci.invariant.fail-on-revert = true
    function invariant_BooksMatchTheirParts() public view {
        _assertBookSums();
        _assertMarginSum();
    }

    /// forge-config: default.invariant.runs = 48
    /// forge-config: default.invariant.depth = 40
    /// forge-config: ci.invariant.runs = 128
    /// forge-config: ci.invariant.depth = 60
    /// forge-config: default.invariant.fail-on-revert = true
    /// forge-config: ci.invariant.fail-on-revert = true
    function invariant_SplitClosesPayAsOneClose() public view {
        _assertSplitClosesPayAsOneClose();
    }

    /// @notice Closing a position in pieces in one block pays in total what one close of an
    /// identical position pays, to 1e-6 USD (1e24 in USD 1e30), and leaves the pool no poorer:
    /// no fee is forgiven by a split (`Handler.splitClose`).
    function _assertSplitClosesPayAsOneClose() internal view {
        assertLe(handler.maxSplitPayoutDiff(), 1e24, "pieces pay what one close pays");
        assertLe(handler.maxSplitPoolShortfall(), 1e24, "the pool is not poorer after the pieces");
    }

    /// @notice The margin total is the sum of the wallets: actors (traders, the referrer) and the
    /// keeper, the only other account credited (liquidation fees).
    function _assertMarginSum() internal view {
        uint256 sum = vault.marginBalance(keeper);
        for (uint256 i = 0; i < actors.length; i++) {
            sum += vault.marginBalance(actors[i]);
        }
        assertEq(vault.totalMargin(), sum, "total margin == sum of margin wallets");
    }
}
