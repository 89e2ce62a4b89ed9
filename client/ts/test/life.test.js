// An account's whole life through the API, with viem, on `tradeprep devnet` on geth and on anvil:
// it deposits and opens in one signature (EIP-7702), adds margin and removes some, edits a
// limit order in place, lets a good-til-time order expire, cancels one by its client order id,
// closes, withdraws everything and claims its refunds. Every transaction is the prepared one,
// signed and sent as returned; after each, what `outcome` and `effects` predicted is compared
// with what the chain did, and at the end the wallet holds what the predictions added up to.
//
// The test builds nothing: `make ts-client-test` builds bin/tradeprep (and the local anvil image).
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPublicClient, createWalletClient, defineChain, erc20Abi, getAddress, http } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { createClient, signableTransaction } from "../src/index.js";
import { fixed30, format30, sleep, startDevnet, stopDevnet } from "./devnet-process.js";

/** @typedef {import("../src/index.js").components["schemas"]} Schemas */

/**
 * The signed change of `asset` for `account` in a prepared call's effects ("0" when none).
 * @param {Schemas["Effects"]} effects
 * @param {string} account
 * @param {string} asset
 */
function effectOf(effects, account, asset) {
  const e = effects.filter((x) => x.account.toLowerCase() === account.toLowerCase() && x.asset === asset);
  assert.ok(e.length <= 1, `one ${asset} effect for ${account}: ${JSON.stringify(effects)}`);
  return e[0]?.delta ?? "0";
}

/** The whole life, on one node. @param {"geth" | "anvil"} node */
function life(node) {
  describe(`an account's whole life on tradeprep devnet on ${node}`, { timeout: 300_000 }, () => {
    /** @type {string} */
    let dir;
    /** @type {import("./devnet-process.js").Devnet | undefined} */
    let devnet;
    /** @type {import("../src/index.js").TradeprepClient} */
    let api;
    const account = privateKeyToAccount(generatePrivateKey());
    /** @type {any} */
    let rpc;
    /** @type {any} */
    let wallet;
    /** @type {`0x${string}`} */
    let stable = "0x";
    let stableSymbol = "";
    let stableDecimals = 0;
    /** What the predictions say the wallet's stable tokens are (10^-30 units). */
    let walletPredicted = 0n;
    /** The open position and the orders, by what they are. */
    let positionId = "";
    let limitId = "";

    /** The margin wallet, exact USD. */
    const margin = async () => {
      const b = await api.GET("/api/userbalances", { params: { query: { address: account.address } } });
      assert.equal(b.response.status, 200, JSON.stringify(b.error));
      assert.ok(b.data);
      return b.data;
    };
    /** The account's stable tokens in its wallet, exact whole tokens (10^-30 units). */
    const walletTokens = async () => {
      const units = await rpc.readContract({ address: stable, abi: erc20Abi, functionName: "balanceOf", args: [account.address] });
      return BigInt(units) * 10n ** BigInt(30 - stableDecimals);
    };
    /**
     * Signs and sends a prepared transaction as returned (a type-4 one with the authorization
     * the answer asks for), and waits for its receipt.
     * @param {Schemas["Transaction"]} tx
     * @param {Schemas["Authorization"] | null | undefined} [auth]
     */
    const send = async (tx, auth) => {
      const { chainId: _chainId, type, ...fields } = signableTransaction(tx);
      let hash;
      if (type === "eip7702") {
        assert.ok(auth, "a type-4 transaction comes with the authorization to sign");
        const authorization = await wallet.signAuthorization({ account, address: getAddress(auth.address), chainId: auth.chainId, nonce: auth.nonce });
        hash = await wallet.sendTransaction({ ...fields, type, authorizationList: [authorization] });
      } else {
        const nonce = await rpc.getTransactionCount({ address: account.address, blockTag: "pending" });
        hash = await wallet.sendTransaction({ ...fields, nonce });
      }
      const receipt = await rpc.waitForTransactionReceipt({ hash, timeout: 60_000 });
      assert.equal(receipt.status, "success", `transaction ${hash}`);
      assert.ok(receipt.gasUsed <= BigInt(tx.gas));
      return receipt;
    };
    /** One keeper round (the devnet pushes the standing prices first). */
    const keeper = async () => {
      const r = await api.POST("/dev/keeper");
      assert.equal(r.response.status, 200, JSON.stringify(r.error));
      assert.ok(r.data);
      return r.data;
    };
    /** @param {string} id */
    const position = async (id) => {
      const r = await api.GET("/api/positions", { params: { query: { address: account.address } } });
      assert.equal(r.response.status, 200, JSON.stringify(r.error));
      return r.data?.positions.find((p) => p.positionId === id);
    };
    /**
     * A request the service answers 409 with Retry-After until its event index has the block
     * asked for (code): asked again after Retry-After, as a client does.
     * @template {{ response: Response, error?: any }} R
     * @param {string} code
     * @param {() => Promise<R>} ask
     * @returns {Promise<R>}
     */
    const once = async (code, ask) => {
      for (let i = 0; ; i++) {
        const r = await ask();
        if (r.response.status !== 409 || r.error?.code !== code || i === 30) return r;
        const wait = r.response.headers.get("Retry-After");
        assert.ok(wait, "a 409 says when to ask again");
        await sleep(1000 * Number(wait));
      }
    };
    /** The margin wallet after a step is the one its outcome predicted. @param {Schemas["Outcome"]} o */
    const marginIsPredicted = async (o) => {
      assert.ok(o.marginAfter, JSON.stringify(o));
      assert.equal((await margin()).marginBalance, o.marginAfter, "the margin wallet is the predicted one");
    };

    before(async () => {
      dir = await mkdtemp(path.join(tmpdir(), `tradeprep-life-${node}-`));
      devnet = await startDevnet(dir, { node });
      api = createClient(devnet.apiUrl);
      const manifest = JSON.parse(await readFile(devnet.manifestPath, "utf8"));
      stable = getAddress(manifest.destination.stable.address);
      stableSymbol = manifest.destination.stable.symbol;
      stableDecimals = manifest.destination.stable.decimals;
      const chain = defineChain({
        id: manifest.destination.chainId, name: `tradeprep devnet (${node})`,
        nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 }, rpcUrls: { default: { http: [devnet.chainUrl] } },
      });
      rpc = createPublicClient({ chain, transport: http(devnet.chainUrl), pollingInterval: 100 });
      wallet = createWalletClient({ account, chain, transport: http(devnet.chainUrl) });

      // a fresh account: ether for gas and fees, 2,000 of the stable token in its wallet
      const funded = await api.POST("/dev/fund", {
        body: { address: account.address, eth: "1", tokens: [{ chainId: manifest.destination.chainId, token: stable, amount: "2000" }] },
      });
      assert.equal(funded.response.status, 200, JSON.stringify(funded.error));
      walletPredicted = fixed30("2000");
      assert.equal(await walletTokens(), walletPredicted);
      assert.equal((await margin()).marginBalance, "0");
    });

    after(async () => {
      if (devnet) await stopDevnet(devnet);
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    test("deposit and open in one signature (EIP-7702), with a take-profit and a stop-loss", async () => {
      const r = await api.POST("/api/newposition", {
        body: {
          pair: 1, isLong: true, orderType: "market", margin: "300", size: "3000", maxAcceptablePrice: "98000", slippagePercent: 100,
          takeProfit: "150000", takeProfitClosePercent: 10000, stopLoss: "50000", stopLossClosePercent: 10000,
          userAddress: account.address, batch: "eip7702", deposit: "1500",
        },
      });
      assert.equal(r.response.status, 200, JSON.stringify(r.error));
      const order = r.data;
      assert.ok(order && order.batch);
      assert.equal(order.insufficientBalance, false, order.error);
      assert.deepEqual(order.batch.steps.map((s) => s.name), ["approve", "depositSelf", "order"]);
      const o = order.outcome;
      assert.equal(o.status, "filled", JSON.stringify(o));
      // marginBefore is read before the whole transaction: before + deposit - after = collateral + opening fee
      assert.equal(o.marginBefore, "0");
      assert.ok(o.marginAfter && o.collateral && o.fees?.opening);
      assert.equal(fixed30(o.marginBefore) + fixed30("1500") - fixed30(o.marginAfter), fixed30(o.collateral) + fixed30(o.fees.opening ?? ""));
      const tokens = effectOf(order.effects, account.address, stableSymbol);
      assert.equal(tokens, "-1500");

      await send(order.transaction, order.batch.authorization);
      walletPredicted += fixed30(tokens);
      assert.equal(await walletTokens(), walletPredicted, "the wallet paid the deposit");
      const round = await keeper();
      assert.ok(o.positionId);
      assert.deepEqual(round.filled, [o.positionId]);
      positionId = o.positionId;
      const p = await position(positionId);
      assert.ok(p);
      assert.equal(p.status, "open");
      assert.equal(p.size, o.size);
      assert.equal(p.collateral, o.collateral);
      assert.equal(p.averagePriceExact, o.priceExact);
      assert.equal(p.leverage, o.leverage);
      assert.ok(p.takeProfit && p.stopLoss, JSON.stringify(p));
      await marginIsPredicted(o);
    });

    test("add margin, then remove some: the collateral, leverage and margin wallet predicted", async () => {
      for (const [action, amount] of /** @type {const} */ ([["add", "200"], ["remove", "150"]])) {
        const before = fixed30((await margin()).marginBalance);
        const r = await api.POST("/api/positionmargin", { body: { positionId, action, amount, userAddress: account.address } });
        assert.equal(r.response.status, 200, JSON.stringify(r.error));
        assert.ok(r.data);
        const o = r.data.outcome;
        assert.equal(o.status, "marginChanged", JSON.stringify(o));
        const moved = action === "add" ? -fixed30(amount) : fixed30(amount);
        assert.equal(effectOf(r.data.effects, account.address, "margin wallet (USD)"), format30(moved));
        await send(r.data.transaction);
        const p = await position(positionId);
        assert.ok(p);
        assert.equal(p.collateral, o.collateral, `${action}: the collateral predicted`);
        assert.equal(p.leverage, o.leverage, `${action}: the leverage predicted`);
        await marginIsPredicted(o);
        assert.equal(fixed30((await margin()).marginBalance), before + moved);
      }
    });

    test("a limit order edited in place keeps its id; it waits for its price", async () => {
      const placed = await api.POST("/api/newposition", {
        body: { pair: 1, isLong: true, orderType: "limit", limitPrice: "80000", margin: "50", size: "500", clientOrderId: "life-limit", userAddress: account.address },
      });
      assert.equal(placed.response.status, 200, JSON.stringify(placed.error));
      assert.ok(placed.data?.outcome.positionId);
      await send(placed.data.transaction);
      await marginIsPredicted(placed.data.outcome);
      limitId = placed.data.outcome.positionId;

      const edited = await api.POST("/api/editorder", {
        body: { positionId: limitId, limitPrice: "85000", margin: "60", size: "700", userAddress: account.address },
      });
      assert.equal(edited.response.status, 200, JSON.stringify(edited.error));
      assert.ok(edited.data);
      assert.equal(edited.data.outcome.status, "edited", JSON.stringify(edited.data.outcome));
      await send(edited.data.transaction);
      await marginIsPredicted(edited.data.outcome);
      const p = await position(limitId);
      assert.ok(p);
      assert.equal(p.status, "pending");
      assert.equal(p.limitPrice, "85000");
      assert.equal(p.size, "700");
      assert.equal(p.collateral, "60");
      const round = await keeper();
      assert.ok(!round.filled.includes(limitId) && !round.cancelled.some((c) => c.positionId === limitId), JSON.stringify(round));
    });

    test("a good-til-time order expires: the keeper cancels it and refunds it", async () => {
      const head = await rpc.getBlock();
      const placed = await api.POST("/api/newposition", {
        body: {
          pair: 1, isLong: false, orderType: "limit", limitPrice: "120000", margin: "40", size: "400",
          expiresAt: Number(head.timestamp) + 3600, userAddress: account.address,
        },
      });
      assert.equal(placed.response.status, 200, JSON.stringify(placed.error));
      assert.ok(placed.data?.outcome.positionId, JSON.stringify(placed.data?.outcome));
      const o = placed.data.outcome;
      assert.equal(o.status, "queued", JSON.stringify(o));
      assert.ok(o.marginBefore && o.marginAfter);
      // what the order takes now (collateral and opening fee), and gives back when it expires
      const taken = fixed30(o.marginBefore) - fixed30(o.marginAfter);
      assert.ok(taken > fixed30("40"), "the collateral and an opening fee");
      await send(placed.data.transaction);
      await marginIsPredicted(o);
      const id = /** @type {string} */ (o.positionId);
      const waited = await keeper();
      assert.ok(!waited.cancelled.some((c) => c.positionId === id), "not before its time");

      const jumped = await api.POST("/dev/time", { body: { seconds: 3700 } });
      assert.equal(jumped.response.status, 200, JSON.stringify(jumped.error));
      const before = fixed30((await margin()).marginBalance);
      const round = await keeper();
      assert.deepEqual(round.cancelled.filter((c) => c.positionId === id).map((c) => c.reason), ["expired"], JSON.stringify(round));
      const life = await api.GET("/api/positions/{positionId}", { params: { path: { positionId: id } } });
      assert.equal(life.data?.status, "cancelled", JSON.stringify(life.data ?? life.error));
      assert.match(life.data?.reason ?? "", /expired/);
      assert.equal(fixed30((await margin()).marginBalance) - before, taken, "the refund is what the order took");
    });

    test("cancel by client order id", async () => {
      // by the id the account gave it: the event index must have seen the order land first
      const r = await once("CLIENT_ORDER_NOT_LANDED", () =>
        api.POST("/api/cancelorder", { body: { clientOrderId: "life-limit", userAddress: account.address } }));
      assert.equal(r.response.status, 200, JSON.stringify(r.error));
      assert.ok(r.data);
      assert.equal(r.data.positionId, limitId, "the account's order under that id");
      await send(r.data.transaction);
      await marginIsPredicted(r.data.outcome);
      const life = await api.GET("/api/positions/{positionId}", { params: { path: { positionId: limitId } } });
      assert.equal(life.data?.status, "cancelled");
    });

    test("close: the payout predicted; the triggers' execution fees become refunds", async (t) => {
      const r = await api.POST("/api/closeposition", { body: { positionId, userAddress: account.address } });
      assert.equal(r.response.status, 200, JSON.stringify(r.error));
      assert.ok(r.data);
      const o = r.data.outcome;
      assert.equal(o.status, "filled", JSON.stringify(o));
      await send(r.data.transaction);
      const round = await keeper();
      assert.ok(round.closed.includes(positionId) || round.decreased.includes(positionId), JSON.stringify(round));
      // borrow and funding accrue by the second: a round that ran in a later second than the
      // predicted block (a second boundary passed between the request and the round, as on a
      // loaded machine) rightly pays slightly less, and the payout is then not compared (the
      // accuracy run's rule); the keeper's block is never earlier than the predicted one
      const executed = round.transactions.find((tx) => tx.what === "Vault.execute");
      assert.ok(executed, JSON.stringify(round.transactions));
      assert.ok(o.timestamp, JSON.stringify(o));
      const mined = Number((await rpc.getBlock({ blockNumber: BigInt(executed.blockNumber) })).timestamp);
      assert.ok(mined >= o.timestamp, `the keeper's block at ${mined}, before the predicted ${o.timestamp}`);
      if (mined === o.timestamp) {
        await marginIsPredicted(o);
      } else {
        t.diagnostic(`the keeper's block at ${mined}, the prediction's at ${o.timestamp}: a second boundary passed, the payout is not compared`);
      }
      const life = await api.GET("/api/positions/{positionId}", { params: { path: { positionId } } });
      assert.equal(life.data?.status, "closed");
      // the event index as of the keeper's block at least (minBlock: a 409 with Retry-After until then)
      const minBlock = Number(await rpc.getBlockNumber());
      const trades = await once("BLOCK_NOT_REACHED", () => api.GET("/api/trades", { params: { query: { address: account.address, minBlock } } }));
      const close = trades.data?.trades.find((t) => t.positionId === positionId && t.kind === "close");
      assert.ok(close, JSON.stringify(trades.data ?? trades.error));
      assert.equal(close.pnl, o.pnl);
      assert.equal(close.priceExact, o.priceExact);
      assert.ok(BigInt((await margin()).claimableExecutionFeeRefund) > 0n, "the take-profit's and stop-loss's fees are refunds");
    });

    test("withdraw everything, claim the refunds: the wallet ends where the predictions said", async () => {
      const balances = await margin();
      // whole tokens: what is below one token unit (10^-decimals) stays in the margin wallet
      const unit = 10n ** BigInt(30 - stableDecimals);
      const all = (fixed30(balances.marginBalance) / unit) * unit;
      const w = await api.POST("/api/withdraw", { body: { userAddress: account.address, amount: format30(all) } });
      assert.equal(w.response.status, 200, JSON.stringify(w.error));
      assert.ok(w.data);
      assert.equal(w.data.insufficientBalance, false);
      const tokens = effectOf(w.data.effects, account.address, stableSymbol);
      assert.equal(fixed30(tokens), all);
      await send(w.data.transaction);
      walletPredicted += fixed30(tokens);
      await marginIsPredicted(w.data.outcome);
      assert.ok(fixed30((await margin()).marginBalance) < unit, "less than one token unit left");

      const refunds = BigInt((await margin()).claimableExecutionFeeRefund);
      const c = await api.POST("/api/claimrefunds", { body: { userAddress: account.address } });
      assert.equal(c.response.status, 200, JSON.stringify(c.error));
      assert.ok(c.data);
      assert.equal(BigInt(c.data.amountUnits), refunds);
      const eth = effectOf(c.data.effects, account.address, "ETH");
      const ethBefore = await rpc.getBalance({ address: account.address });
      const receipt = await send(c.data.transaction);
      const ethAfter = await rpc.getBalance({ address: account.address });
      assert.equal(ethAfter - ethBefore + receipt.gasUsed * receipt.effectiveGasPrice, refunds);
      assert.equal(fixed30(eth), refunds * 10n ** 12n, "the effect in ether is the refund in wei");
      const ethEffect = c.data.effects.find((e) => e.account.toLowerCase() === account.address.toLowerCase() && e.asset === "ETH");
      assert.equal(ethEffect?.deltaUnits, refunds.toString(), "and its wei beside it");
      assert.equal((await margin()).claimableExecutionFeeRefund, "0");

      assert.equal(await walletTokens(), walletPredicted, "the wallet holds what the predictions added up to");
      assert.equal(walletPredicted, fixed30("2000") - fixed30("1500") + all);
    });
  });
}

life("geth");
life("anvil");
