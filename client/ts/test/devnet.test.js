// The TypeScript client against a real devnet (bin/tradeprep devnet: two in-process geth chains
// with the platform deployed): fund a fresh account, prepare a market order through the typed
// client, sign and send the returned transaction with viem exactly as returned, run the keeper,
// and check that /api/positions and /api/userbalances show what `outcome` predicted.
//
// The test builds nothing: `make ts-client-test` builds bin/tradeprep first (TRADEPREP_BIN
// overrides the path).
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPublicClient, createWalletClient, custom, defineChain, http } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { createClient, signableTransaction } from "../src/index.js";
import { fixed30, startDevnet, stopDevnet } from "./devnet-process.js";

describe("signableTransaction", () => {
  /** @type {import("../src/index.js").PreparedTransaction} */
  const tx = {
    chainId: 900161,
    from: "0xD6ae7dC0a0e438ef2b40ecdF908c58A4A88C0022",
    to: "0xADA2588F96BFA6379cF5bB67AcC86D9e21c3eA35",
    data: "0xabcdef",
    value: "250000000000000",
    gas: "612345",
    maxFeePerGas: "2000000002",
    maxPriorityFeePerGas: "1",
    type: "0x2",
  };

  test("keeps every field, wei and gas as bigint", () => {
    assert.deepEqual(signableTransaction(tx), {
      chainId: 900161,
      to: "0xADA2588F96BFA6379cF5bB67AcC86D9e21c3eA35",
      data: "0xabcdef",
      value: 250000000000000n,
      gas: 612345n,
      maxFeePerGas: 2000000002n,
      maxPriorityFeePerGas: 1n,
      type: "eip1559",
    });
  });

  test("refuses what is not of the documented form", () => {
    assert.throws(() => signableTransaction({ ...tx, gas: "0x10" }), /transaction\.gas/);
    assert.throws(() => signableTransaction({ ...tx, value: "-1" }), /transaction\.value/);
    assert.throws(() => signableTransaction({ ...tx, data: "0xabc" }), /transaction\.data/);
    assert.throws(() => signableTransaction({ ...tx, to: "0x1234" }), /transaction\.to/);
    assert.throws(() => signableTransaction(/** @type {any} */ ({ ...tx, type: "0x0" })), /EIP-1559/);
    assert.throws(() => signableTransaction({ ...tx, type: "0x4" }), /nonce/, "a type-4 transaction without its nonce");
    assert.throws(() => signableTransaction({ ...tx, nonce: -1 }), /transaction\.nonce/);
  });

  test("a batch's type-4 transaction keeps its nonce", () => {
    assert.deepEqual(signableTransaction({ ...tx, type: "0x4", nonce: 7 }), {
      chainId: 900161,
      to: "0xADA2588F96BFA6379cF5bB67AcC86D9e21c3eA35",
      data: "0xabcdef",
      value: 250000000000000n,
      gas: 612345n,
      maxFeePerGas: 2000000002n,
      maxPriorityFeePerGas: 1n,
      nonce: 7,
      type: "eip7702",
    });
  });

  test("createClient wants an http(s) URL", () => {
    assert.throws(() => createClient("127.0.0.1:8080"), /baseUrl/);
  });
});

describe("against bin/tradeprep devnet", { timeout: 180_000 }, () => {
  /** @type {string} */
  let dir;
  /** @type {import("./devnet-process.js").Devnet | undefined} */
  let devnet;
  /** @type {import("../src/index.js").TradeprepClient} */
  let api;

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "tradeprep-ts-client-"));
    devnet = await startDevnet(dir);
    api = createClient(devnet.apiUrl);
  });

  after(async () => {
    if (devnet) await stopDevnet(devnet);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  test("a market order: prepare, sign with viem, send, keeper fills it as outcome said", async () => {
    assert.ok(devnet);
    const ready = await api.GET("/readyz");
    assert.equal(ready.response.status, 200);
    const destination = ready.data?.chains.find((c) => c.role === "destination");
    assert.ok(destination, "readyz names the destination chain");

    // A fresh account, funded through the dev control: 1 ETH, 1,000 USD in the margin wallet.
    const account = privateKeyToAccount(generatePrivateKey());
    const funded = await api.POST("/dev/fund", { body: { address: account.address, eth: "1", usd: "1000" } });
    assert.equal(funded.response.status, 200, JSON.stringify(funded.error));
    assert.equal(funded.data?.address, account.address);
    assert.equal(funded.data?.balances.margin, "1000");
    assert.equal(funded.data?.balances.destinationEth, "1");

    const before = await api.GET("/api/userbalances", { params: { query: { address: account.address } } });
    assert.equal(before.error, undefined);
    assert.equal(before.data?.marginBalance, "1000");
    assert.equal(before.data?.nativeBalance, "1000000000000000000");

    const prepared = await api.POST("/api/newposition", {
      body: {
        pair: 1,
        isLong: true,
        orderType: "market",
        margin: "100",
        size: "1000",
        maxAcceptablePrice: "98000",
        slippagePercent: 100,
        userAddress: account.address,
      },
    });
    assert.equal(prepared.response.status, 200, JSON.stringify(prepared.error));
    const order = prepared.data;
    assert.ok(order);
    assert.equal(order.insufficientBalance, false);
    assert.equal(order.simulation.success, true);
    assert.equal(order.transaction.from, account.address);
    assert.equal(order.transaction.to, order.vaultAddress);
    assert.equal(order.transaction.data, order.calldata);
    assert.equal(order.transaction.chainId, destination.chainId);

    const outcome = order.outcome;
    assert.equal(outcome.status, "filled", JSON.stringify(outcome));
    assert.equal(outcome.size, "1000");
    assert.equal(outcome.collateral, "100");
    assert.equal(outcome.price, "97250.5"); // the devnet's fixed BTC/USD price
    assert.equal(outcome.marginBefore, "1000");
    assert.ok(outcome.positionId && outcome.marginAfter && outcome.fees?.opening);
    assert.equal(
      fixed30(outcome.marginBefore) - fixed30(outcome.marginAfter),
      fixed30(outcome.collateral) + fixed30(outcome.fees.opening),
    );

    // Sign and send exactly the returned transaction, with the account's nonce.
    const chain = defineChain({
      id: order.transaction.chainId,
      name: "tradeprep devnet",
      nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
      rpcUrls: { default: { http: [devnet.chainUrl] } },
    });
    const rpc = createPublicClient({ chain, transport: http(devnet.chainUrl), pollingInterval: 200 });
    const wallet = createWalletClient({ account, chain, transport: http(devnet.chainUrl) });
    const { chainId: _chainId, ...fields } = signableTransaction(order.transaction);
    const nonce = await rpc.getTransactionCount({ address: account.address, blockTag: "pending" });
    const hash = await wallet.sendTransaction({ ...fields, nonce });
    const receipt = await rpc.waitForTransactionReceipt({ hash, timeout: 60_000 });
    assert.equal(receipt.status, "success");

    const sent = await rpc.getTransaction({ hash });
    assert.equal(sent.to?.toLowerCase(), fields.to.toLowerCase());
    assert.equal(sent.input, fields.data);
    assert.equal(sent.value, fields.value);
    assert.equal(sent.gas, fields.gas);
    assert.equal(sent.maxFeePerGas, fields.maxFeePerGas);
    assert.equal(sent.maxPriorityFeePerGas, fields.maxPriorityFeePerGas);
    assert.equal(sent.nonce, nonce);
    assert.ok(receipt.gasUsed <= fields.gas);

    // Mined, the order is only queued; the keeper fills it.
    const queued = await api.GET("/api/positions", { params: { query: { address: account.address } } });
    assert.deepEqual(queued.data?.positions.map((p) => [p.positionId, p.status]), [[outcome.positionId, "pending"]]);

    // No last look: once a push makes the order fillable it is the keeper's, and its cancel is
    // refused before anything is signed, with when to ask again.
    assert.ok(outcome.oraclePriceExact);
    const pushed = await api.POST("/dev/prices", { body: { prices: { "1": outcome.oraclePriceExact } } });
    assert.equal(pushed.response.status, 200, JSON.stringify(pushed.error));
    const late = await api.POST("/api/cancelorder", { body: { positionId: outcome.positionId } });
    assert.equal(late.response.status, 409, JSON.stringify(late.error));
    assert.equal(late.error?.code, "ORDER_EXECUTABLE");
    assert.equal(late.error?.oraclePrice, outcome.oraclePriceExact);
    assert.equal(late.response.headers.get("Retry-After"), "5");

    const round = await api.POST("/dev/keeper");
    assert.equal(round.response.status, 200, JSON.stringify(round.error));
    assert.ok(round.data);
    assert.ok(round.data.executed.includes(outcome.positionId), JSON.stringify(round.data));
    assert.deepEqual(round.data.filled, [outcome.positionId]);
    assert.deepEqual(round.data.cancelled, []);

    const positions = await api.GET("/api/positions", { params: { query: { address: account.address } } });
    assert.equal(positions.error, undefined);
    assert.ok(positions.data);
    assert.equal(positions.data.address, account.address);
    assert.equal(positions.data.positions.length, 1);
    const position = positions.data.positions[0];
    assert.ok(position);
    assert.equal(position.positionId, outcome.positionId);
    assert.equal(position.status, "open");
    assert.equal(position.pair, 1);
    assert.equal(position.isLong, true);
    assert.equal(position.size, outcome.size);
    assert.equal(position.collateral, outcome.collateral);
    assert.equal(position.averagePrice, outcome.price);
    assert.equal(position.leverage, outcome.leverage);

    const afterFill = await api.GET("/api/userbalances", { params: { query: { address: account.address } } });
    assert.equal(afterFill.data?.marginBalance, outcome.marginAfter);
  });

  test("a calls batch is what viem's wallet_sendCalls sends for the same calls (EIP-5792)", async () => {
    assert.ok(devnet);
    const account = privateKeyToAccount(generatePrivateKey());
    const funded = await api.POST("/dev/fund", { body: { address: account.address, eth: "1", usd: "1000" } });
    assert.equal(funded.response.status, 200, JSON.stringify(funded.error));
    const prepared = await api.POST("/api/newposition", {
      body: {
        pair: 1, isLong: true, orderType: "market", margin: "100", size: "1000", maxAcceptablePrice: "100000",
        slippagePercent: 100, takeProfit: "150000", takeProfitClosePercent: 10000, userAddress: account.address, batch: "calls",
      },
    });
    assert.equal(prepared.response.status, 200, JSON.stringify(prepared.error));
    const ours = prepared.data?.calls;
    assert.ok(ours, "a calls batch answers wallet_sendCalls's parameters");
    assert.equal(prepared.data?.simulation.success, true);

    // the wallet side: viem builds wallet_sendCalls from the same calls; a transport that
    // answers for the wallet records what it was asked
    /** @type {any[]} */
    const asked = [];
    const chain = defineChain({ id: Number(BigInt(ours.chainId)), name: "devnet", nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 }, rpcUrls: { default: { http: ["http://127.0.0.1:1"] } } });
    const wallet = createWalletClient({
      account, chain,
      transport: custom({ async request({ method, params }) { asked.push({ method, params }); return { id: "0x01" }; } }),
    });
    await wallet.sendCalls({
      forceAtomic: ours.atomicRequired,
      calls: ours.calls.map((c) => ({ to: /** @type {`0x${string}`} */ (c.to), data: /** @type {`0x${string}`} */ (c.data), value: BigInt(c.value) })),
    });
    assert.equal(asked.length, 1);
    assert.equal(asked[0].method, "wallet_sendCalls");
    const viems = asked[0].params[0];
    assert.equal(viems.version, ours.version);
    assert.equal(viems.chainId, ours.chainId);
    assert.equal(viems.from, ours.from);
    assert.equal(viems.atomicRequired, true);
    // viem leaves a zero value out; ours writes 0x0: the same call
    assert.deepEqual(viems.calls, ours.calls.map((c) => ({ to: c.to, data: c.data, value: BigInt(c.value) === 0n ? undefined : c.value })));
  });

  test("a 400 decodes as the error body", async () => {
    const body = {
      pair: 1,
      isLong: true,
      orderType: /** @type {const} */ ("market"),
      margin: "100",
      size: "1000",
      maxAcceptablePrice: "98000",
      slippagePercent: 100,
      userAddress: "0xD6ae7dC0a0e438ef2b40ecdF908c58A4A88C0022",
      stopLos: "90000",
    };
    const { data, error, response } = await api.POST("/api/newposition", { body });
    assert.equal(response.status, 400);
    assert.equal(data, undefined);
    assert.ok(error);
    assert.equal(error.code, "UNKNOWN_FIELD");
    assert.equal(error.field, "stopLos");
    assert.equal(error.didYouMean, "stopLoss");
    assert.match(error.error, /stopLos/);
    assert.equal(error.requestId, response.headers.get("X-Request-Id"));
  });
});
