// The platform as an operator runs it and a user meets it, on plain anvil: two anvil chains (a
// destination and a source), `tradeprep deploy` on both, then `serve`, `keeper`, `relayer` and
// `pricefeed` as separate processes of bin/tradeprep, each with its own key. A viem client then
// does what a user of a test deployment does, every transaction signed here and sent as the API
// prepared it:
//
//   1. funds a fresh account: ETH from another account, then the destination's test USDC from its
//      public faucet(), approved to the Vault and moved into the margin wallet (Vault.depositSelf);
//   2. registers a referral code (POST /api/referrals claimCode, from a second fresh account) and
//      trades under it (useCode);
//   3. opens a market long with `refer` (POST /api/newposition); it stays pending until the price
//      feed pushes a new price (the prices file moves BTC/USD), then the keeper process fills it
//      at that price and the referrer is paid the share the answer's `effects` predicted;
//   4. deposits from the source chain (POST /api/crosschaindeposit, approval then deposit), which
//      the relayer process delivers to the margin wallet (GET /api/crosschaindeposit/status);
//   5. a fresh account holding USDC and ETH only approves, deposits and opens with TP/SL in one
//      EIP-7702 transaction (POST /api/newposition with "batch": "eip7702"), signed with viem;
//      the keeper fills it as the answer predicted;
//   6. moves the destination's clock on by more than the Oracle's maxAge (an hour), in steps
//      below the feed's heartbeat, and checks after each that every market's price is fresh.
//
// Nothing of the platform runs in this process: it only starts the processes, talks HTTP and
// JSON-RPC to them, and stops them (and removes its temporary directory, anvil's homes in it) in
// the after hook, also after a failure, whose message carries the tail of every process's output.
//
// To see it fail as it should: PLATFORM_TEST_WITHOUT=keeper (or relayer, or pricefeed; a comma
// list) leaves that actor out, and the step that needs it fails within its time-out.
//
// `make ts-client-test` builds bin/tradeprep first (TRADEPREP_BIN overrides the path); `make
// toolchain` installs anvil (ANVIL_BIN overrides its path).
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  getAddress,
  http,
  parseAbi,
  parseEther,
} from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { createClient, signableTransaction } from "../src/index.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const binary = process.env.TRADEPREP_BIN || path.join(repoRoot, "bin", "tradeprep");
const anvilBinary =
  process.env.ANVIL_BIN || path.join(repoRoot, "node_modules", "@foundry-rs", "anvil-linux-amd64", "bin", "anvil");
const without = new Set((process.env.PLATFORM_TEST_WITHOUT ?? "").split(",").filter(Boolean));

// anvil's dev accounts (mnemonic "test test ... junk"): the deployer, one account per actor (an
// account sends from one process only: each keeps its own nonce), and one that hands out ETH.
const DEV_KEYS = /** @type {const} */ ({
  deployer: "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
  keeper: "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
  relayer: "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",
  feeder: "0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6",
  bank: "0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6",
});
const DEST_CHAIN_ID = 31337;
const SOURCE_CHAIN_ID = 31338;

// The twelve markets tradeprep deploy configures, at their first prices (internal/actors/deployer/markets.go).
const INITIAL_PRICES = {
  "BTC/USD": "97250.5",
  "ETH/USD": "3412.25",
  "SOL/USD": "182.4",
  "ARB/USD": "0.7215",
  "LINK/USD": "18.93",
  "DOGE/USD": "0.1642",
  "AVAX/USD": "36.15",
  "OP/USD": "1.874",
  "XRP/USD": "2.315",
  "BNB/USD": "655.2",
  "EUR/USD": "1.0842",
  "XAU/USD": "2654.3",
};

const erc20Abi = parseAbi([
  "function faucet() returns (uint256)",
  "function approve(address spender, uint256 value) returns (bool)",
  "function balanceOf(address account) view returns (uint256)",
]);
const vaultAbi = parseAbi(["function depositSelf(address token, uint256 amount)"]);
const oracleAbi = parseAbi(["function maxAge() view returns (uint256)"]);

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks check every interval until it answers something other than undefined, and returns that;
 * throws after ms with what, and the last thing check threw.
 * @template T
 * @param {string} what
 * @param {number} ms
 * @param {() => Promise<T | undefined>} check
 * @returns {Promise<T>}
 */
async function eventually(what, ms, check, interval = 250) {
  const deadline = Date.now() + ms;
  let last = "";
  for (;;) {
    try {
      const v = await check();
      if (v !== undefined) return v;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s${last ? ` (last error: ${last})` : ""}`);
    await sleep(interval);
  }
}

/**
 * A child process whose output (stdout and stderr, interleaved) is kept, the last 256 KB.
 * @typedef {{
 *   name: string,
 *   child: import("node:child_process").ChildProcess,
 *   output: () => string,
 *   exited: Promise<number | null>,
 * }} Proc
 */

/** @type {Proc[]} */
const procs = [];

/** The environment of a child: the caller's without any TRADEPREP_ setting, plus extra. */
function childEnv(/** @type {Record<string, string>} */ extra = {}) {
  /** @type {NodeJS.ProcessEnv} */
  const env = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (!k.startsWith("TRADEPREP_")) env[k] = v;
  }
  return { ...env, ...extra };
}

/**
 * Starts a process; it is stopped by stopAll (and killed should this process exit first).
 * @param {string} name
 * @param {string} file
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {Proc}
 */
function startProcess(name, file, args, env) {
  const child = spawn(file, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  /** @param {Buffer} b */
  const keep = (b) => {
    out += b.toString();
    if (out.length > 256 << 10) out = out.slice(-(192 << 10));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => {
    child.on("exit", (code) => resolve(code));
    child.on("error", (err) => {
      out += `\n(spawn failed: ${err.message})`;
      resolve(-1);
    });
  });
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  exited.then(() => process.off("exit", killOnExit));
  const p = { name, child, output: () => out, exited };
  procs.push(p);
  return p;
}

/**
 * The first match of re in p's output, waited for up to ms; fails when p exits first.
 * @param {Proc} p
 * @param {RegExp} re
 * @param {number} ms
 */
async function waitForOutput(p, re, ms) {
  let done = false;
  p.exited.then(() => (done = true));
  const deadline = Date.now() + ms;
  for (;;) {
    const m = re.exec(p.output());
    if (m) return m;
    if (done) throw new Error(`${p.name} exited (status ${p.child.exitCode}) before printing ${re}`);
    if (Date.now() > deadline) throw new Error(`${p.name} did not print ${re} within ${ms / 1000} s`);
    await sleep(100);
  }
}

/** Runs a process to its end (up to ms) and returns its output; fails unless its status is 0. */
async function run(/** @type {string} */ name, /** @type {string[]} */ args, /** @type {NodeJS.ProcessEnv} */ env, ms = 120_000) {
  const p = startProcess(name, binary, args, env);
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const code = await Promise.race([p.exited, new Promise((resolve) => (timer = setTimeout(resolve, ms, "timeout")))]);
  clearTimeout(timer);
  if (code !== 0) throw new Error(`${name}: ${code === "timeout" ? `not done within ${ms / 1000} s` : `exit status ${code}`}`);
  return p.output();
}

/** Stops every process still running: SIGTERM, then SIGKILL after 15 s. */
async function stopAll() {
  await Promise.all(
    procs.map(async (p) => {
      if (p.child.exitCode !== null || p.child.signalCode !== null) return;
      p.child.kill("SIGTERM");
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      const stopped = await Promise.race([p.exited.then(() => true), new Promise((r) => (timer = setTimeout(r, 15_000, false)))]);
      clearTimeout(timer);
      if (!stopped) {
        p.child.kill("SIGKILL");
        await p.exited;
      }
    }),
  );
}

/** The last lines of every process's output, for a failure's message. */
function tails(lines = 25) {
  return procs
    .map((p) => {
      const state = p.child.exitCode !== null || p.child.signalCode !== null ? `exited ${p.child.exitCode ?? p.child.signalCode}` : "running";
      // anvil logs every JSON-RPC method it serves, a line each: only the rest is kept here
      const kept = p.output().split("\n").filter((l) => l.trim() !== "" && !/^(eth|net|web3|anvil|evm)_[A-Za-z]+$/.test(l));
      const text = kept.slice(-lines).join("\n");
      return `----- ${p.name} (${state}), last ${lines} lines:\n${text}`;
    })
    .join("\n");
}

/**
 * A test whose failure carries the processes' output.
 * @param {string} name
 * @param {() => Promise<void>} fn
 */
function step(name, fn) {
  test(name, async () => {
    try {
      await fn();
    } catch (err) {
      if (err instanceof Error) err.message += `\n${tails()}`;
      throw err;
    }
  });
}

/**
 * An exact decimal string ("-12.5") as an integer of 10^-30 units, for exact sums.
 * @param {string} s
 */
function fixed30(s) {
  const m = /^(-?)([0-9]+)(?:\.([0-9]{1,30}))?$/.exec(s);
  assert.ok(m, `not a decimal string: ${s}`);
  const v = BigInt((m[2] ?? "") + (m[3] ?? "").padEnd(30, "0"));
  return m[1] ? -v : v;
}

/**
 * A counter or gauge of a Prometheus text page: the sum over the series of name whose labels
 * include every given one.
 * @param {string} page
 * @param {string} name
 * @param {Record<string, string>} labels
 */
function metric(page, name, labels = {}) {
  let sum = 0;
  for (const line of page.split("\n")) {
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? "").matchAll(/([a-zA-Z_]+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) sum += Number(m[3]);
  }
  return sum;
}

describe("the platform on anvil: deploy, serve, keeper, relayer and pricefeed as processes, used with viem", { timeout: 600_000 }, () => {
  /** @type {string} */
  let dir;
  /** @type {string} */
  let pricesPath;
  /** @type {any} */
  let manifest;
  /** @type {import("../src/index.js").TradeprepClient} */
  let api;
  /** @type {Record<string, string>} actor name to its health and metrics base URL */
  const actorUrls = {};
  /** @type {Record<string, string>} */
  const prices = { ...INITIAL_PRICES };

  /** @param {string} url @param {number} id @param {string} name */
  const chainOf = (url, id, name) =>
    defineChain({ id, name, nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 }, rpcUrls: { default: { http: [url] } } });
  /** @type {{ chain: import("viem").Chain, url: string, rpc: import("viem").PublicClient }} */
  let dest;
  /** @type {{ chain: import("viem").Chain, url: string, rpc: import("viem").PublicClient }} */
  let source;

  const trader = privateKeyToAccount(generatePrivateKey());
  const referrer = privateKeyToAccount(generatePrivateKey());
  const code = "PLATFORM-E2E";

  /** @param {import("viem").PrivateKeyAccount} account @param {{ chain: import("viem").Chain, url: string }} side */
  const wallet = (account, side) => createWalletClient({ account, chain: side.chain, transport: http(side.url) });

  /**
   * Signs and sends a transaction the API prepared, exactly as returned, on the chain it names;
   * returns its receipt, which must be a success.
   * @param {import("viem").PrivateKeyAccount} account
   * @param {import("../src/index.js").PreparedTransaction} tx
   */
  async function sendPrepared(account, tx) {
    const side = tx.chainId === dest.chain.id ? dest : source;
    assert.equal(tx.chainId, side.chain.id, `a transaction for chain ${tx.chainId}`);
    assert.equal(getAddress(tx.from), account.address);
    const { chainId: _chainId, ...fields } = signableTransaction(tx);
    const nonce = await side.rpc.getTransactionCount({ address: account.address, blockTag: "pending" });
    const hash = await wallet(account, side).sendTransaction({ ...fields, nonce });
    const receipt = await side.rpc.waitForTransactionReceipt({ hash, timeout: 60_000 });
    assert.equal(receipt.status, "success", `transaction ${hash} to ${tx.to}`);
    return receipt;
  }

  /**
   * Calls a contract from account with viem (what no endpoint prepares: the faucet, the
   * approval and deposit into the Vault) and waits for its success.
   * @param {import("viem").PrivateKeyAccount} account
   * @param {{ chain: import("viem").Chain, url: string, rpc: import("viem").PublicClient }} side
   * @param {any} call
   */
  async function write(account, side, call) {
    const hash = await wallet(account, side).writeContract(call);
    const receipt = await side.rpc.waitForTransactionReceipt({ hash, timeout: 60_000 });
    assert.equal(receipt.status, "success", `${call.functionName} on ${call.address}`);
    return receipt;
  }

  /** The margin wallet of address, USD as a decimal string. */
  async function margin(/** @type {`0x${string}`} */ address) {
    const r = await api.GET("/api/userbalances", { params: { query: { address } } });
    assert.equal(r.response.status, 200, JSON.stringify(r.error));
    assert.ok(r.data);
    return r.data.marginBalance;
  }

  /** An actor's /metrics page. */
  async function metrics(/** @type {string} */ actor) {
    const res = await fetch(`${actorUrls[actor]}/metrics`);
    assert.equal(res.status, 200);
    return res.text();
  }

  /** Prices the feed pushed for reason (0 when it does not run). */
  async function pushes(/** @type {string} */ reason) {
    return actorUrls.pricefeed ? metric(await metrics("pricefeed"), "tradeprep_pricefeed_pushed_total", { reason }) : 0;
  }

  /** Waits until actor ended n more rounds well (at once when it does not run). */
  async function rounds(/** @type {string} */ actor, n = 2) {
    if (!actorUrls[actor]) return;
    const ok = async () => metric(await metrics(actor), "tradeprep_actor_rounds_total", { result: "ok" });
    const from = await ok();
    await eventually(`${n} rounds of the ${actor}`, 30_000, async () => ((await ok()) >= from + n ? true : undefined));
  }

  /** Writes the prices file the feed reads, whole at once (a rename: never half a file). */
  async function writePrices() {
    const tmp = `${pricesPath}.tmp`;
    await writeFile(tmp, JSON.stringify(prices));
    await rename(tmp, pricesPath);
  }

  before(async () => {
    for (const [what, file] of [["bin/tradeprep", binary], ["anvil", anvilBinary]]) {
      if (!existsSync(/** @type {string} */ (file))) {
        throw new Error(`${what} (${file}) does not exist: run "make ts-client-test" (it runs make toolchain and builds bin/tradeprep)`);
      }
    }
    dir = await mkdtemp(path.join(tmpdir(), "tradeprep-platform-test-"));
    try {
      // two plain anvil chains; anvil keeps old states below its home and never removes them:
      // its home is in dir
      const anvilHome = path.join(dir, "anvil-home");
      await mkdir(anvilHome);
      const anvilEnv = { ...childEnv(), HOME: anvilHome, FOUNDRY_HOME: anvilHome };
      /** @param {string} name @param {number} id */
      const anvil = async (name, id) => {
        const p = startProcess(name, anvilBinary, ["--host", "127.0.0.1", "--port", "0", "--chain-id", String(id)], anvilEnv);
        const m = await waitForOutput(p, /Listening on (127\.0\.0\.1:[0-9]+)/, 60_000);
        const url = `http://${m[1]}`;
        const chain = chainOf(url, id, name);
        return { chain, url, rpc: /** @type {import("viem").PublicClient} */ (createPublicClient({ chain, transport: http(url), pollingInterval: 100 })) };
      };
      [dest, source] = await Promise.all([anvil("anvil (destination)", DEST_CHAIN_ID), anvil("anvil (source)", SOURCE_CHAIN_ID)]);

      const addr = (/** @type {`0x${string}`} */ key) => privateKeyToAccount(key).address;
      const manifestPath = path.join(dir, "manifest.json");
      await run("tradeprep deploy", [
        "deploy", "--rpc-url", dest.url, "--source-rpc-url", source.url, "--out", manifestPath,
        "--keeper", addr(DEV_KEYS.keeper), "--relayer", addr(DEV_KEYS.relayer), "--feeder", addr(DEV_KEYS.feeder),
      ], childEnv({ TRADEPREP_DEPLOYER_KEY: DEV_KEYS.deployer }));
      manifest = JSON.parse(await readFile(manifestPath, "utf8"));
      assert.deepEqual(
        manifest.destination.markets.map((/** @type {{name: string}} */ m) => m.name).sort(),
        Object.keys(INITIAL_PRICES).sort(),
        "the deployed markets are the ones this test prices",
      );

      // every market gets a source: one JSON file, a key per market
      pricesPath = path.join(dir, "prices.json");
      await writePrices();
      const sourcesPath = path.join(dir, "sources.json");
      await writeFile(sourcesPath, JSON.stringify({
        markets: Object.keys(INITIAL_PRICES).map((market) => ({
          market, min: "0.0001", max: "10000000", json: { url: `file://${pricesPath}`, path: market },
        })),
      }));

      const common = ["--rpc-url", dest.url, "--manifest", manifestPath];
      const sourceRpc = `${SOURCE_CHAIN_ID}=${source.url}`;
      const serve = startProcess("tradeprep serve", binary, [
        "serve", ...common, "--source-rpc", sourceRpc, "--listen", "127.0.0.1:0", "--drain-period", "0", "--log-level", "warn",
      ], childEnv());
      /** @type {[string, string[], string, string][]} */
      const actors = [
        ["keeper", ["--every", "1s"], "TRADEPREP_KEEPER_KEY", DEV_KEYS.keeper],
        ["relayer", ["--every", "1s", "--source-rpc", sourceRpc, "--confirmations", "0"], "TRADEPREP_RELAYER_KEY", DEV_KEYS.relayer],
        ["pricefeed", ["--every", "1s", "--sources", sourcesPath], "TRADEPREP_FEEDER_KEY", DEV_KEYS.feeder],
      ];
      const started = actors
        .filter(([name]) => !without.has(name))
        .map(([name, args, keyEnv, key]) => {
          const p = startProcess(`tradeprep ${name}`, binary, [name, ...common, ...args, "--listen", "127.0.0.1:0", "--grace", "5s"], childEnv({ [keyEnv]: key }));
          return { name, p };
        });
      const serveUrl = (await waitForOutput(serve, /serving on (http:\/\/127\.0\.0\.1:[0-9]+)/, 60_000))[1];
      for (const { name, p } of started) {
        actorUrls[name] = (await waitForOutput(p, /health and metrics on (http:\/\/127\.0\.0\.1:[0-9]+)/, 60_000))[1] ?? "";
      }
      api = createClient(/** @type {string} */ (serveUrl));
      await eventually("serve's /readyz answers 200", 60_000, async () => ((await api.GET("/readyz")).response.status === 200 ? true : undefined));
      for (const name of Object.keys(actorUrls)) {
        await eventually(`${name}'s /healthz answers 200`, 60_000, async () => ((await fetch(`${actorUrls[name]}/healthz`)).status === 200 ? true : undefined));
      }
    } catch (err) {
      if (err instanceof Error) err.message += `\n${tails()}`;
      throw err;
    }
  });

  after(async () => {
    await stopAll();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  step("a fresh account is funded: ETH, then test USDC from the faucet into the margin wallet", async () => {
    const bank = privateKeyToAccount(DEV_KEYS.bank);
    for (const [to, side] of [[trader.address, dest], [referrer.address, dest], [trader.address, source]]) {
      const s = /** @type {typeof dest} */ (side);
      const hash = await wallet(bank, s).sendTransaction({ to: /** @type {`0x${string}`} */ (to), value: parseEther("10") });
      assert.equal((await s.rpc.waitForTransactionReceipt({ hash })).status, "success");
    }
    const stable = getAddress(manifest.destination.stable.address);
    const vault = getAddress(manifest.destination.vault);
    assert.equal(await margin(trader.address), "0");

    await write(trader, dest, { address: stable, abi: erc20Abi, functionName: "faucet" });
    const units = 10n ** BigInt(manifest.destination.stable.decimals);
    assert.equal(await dest.rpc.readContract({ address: stable, abi: erc20Abi, functionName: "balanceOf", args: [trader.address] }), 10_000n * units);
    await write(trader, dest, { address: stable, abi: erc20Abi, functionName: "approve", args: [vault, 2_000n * units] });
    await write(trader, dest, { address: vault, abi: vaultAbi, functionName: "depositSelf", args: [stable, 2_000n * units] });
    assert.equal(await margin(trader.address), "2000");
  });

  step("a referral code is claimed, and the trader trades under it", async () => {
    const claim = await api.POST("/api/referrals", { body: { action: "claimCode", code, userAddress: referrer.address } });
    assert.equal(claim.response.status, 200, JSON.stringify(claim.error));
    assert.ok(claim.data && "transaction" in claim.data);
    assert.equal(claim.data.simulation.success, true);
    await sendPrepared(referrer, claim.data.transaction);

    const info = await api.POST("/api/referrals", { body: { action: "getCodeInfo", code } });
    assert.equal(info.response.status, 200, JSON.stringify(info.error));
    assert.ok(info.data && "isClaimed" in info.data);
    assert.equal(info.data.isClaimed, true);
    assert.equal(getAddress(String(info.data.owner)), referrer.address);

    const use = await api.POST("/api/referrals", { body: { action: "useCode", code, userAddress: trader.address } });
    assert.equal(use.response.status, 200, JSON.stringify(use.error));
    assert.ok(use.data && "referrer" in use.data);
    assert.equal(getAddress(use.data.referrer), referrer.address);
    assert.equal(use.data.simulation.success, true);
    await sendPrepared(trader, use.data.transaction);
  });

  step("a market order with refer stays pending until the feed pushes a new price, then the keeper fills it", async () => {
    const prepared = await api.POST("/api/newposition", {
      body: {
        pair: 1, isLong: true, orderType: "market", margin: "100", size: "1000",
        maxAcceptablePrice: "99000", slippagePercent: 100, refer: referrer.address, userAddress: trader.address,
      },
    });
    assert.equal(prepared.response.status, 200, JSON.stringify(prepared.error));
    const order = prepared.data;
    assert.ok(order);
    assert.equal(order.simulation.success, true);
    assert.equal(order.outcome.status, "filled", JSON.stringify(order.outcome));
    assert.equal(order.outcome.price, INITIAL_PRICES["BTC/USD"]);
    const positionId = order.outcome.positionId;
    assert.ok(positionId);
    // the referrer's share of the opening fee: the fee is a fraction of the size (USD), so it
    // does not depend on the fill price
    const paid = order.effects.find((e) => e.account !== "keeper" && getAddress(e.account) === referrer.address && e.asset === "margin wallet (USD)");
    assert.ok(paid && fixed30(paid.delta) > 0n, `effects name the referrer's share: ${JSON.stringify(order.effects)}`);

    await sendPrepared(trader, order.transaction);
    // no price was pushed after the order: two keeper rounds later, it still waits
    await rounds("keeper");
    const queued = await api.GET("/api/positions", { params: { query: { address: trader.address } } });
    assert.deepEqual(queued.data?.positions.map((p) => [p.positionId, p.status]), [[positionId, "pending"]]);

    // BTC/USD moves 0.77%, more than the feed's deviation (50 bps) and less than its max jump
    prices["BTC/USD"] = "98000";
    await writePrices();
    const position = await eventually("the keeper fills the order", 60_000, async () => {
      const r = await api.GET("/api/positions", { params: { query: { address: trader.address } } });
      const p = r.data?.positions.find((x) => x.positionId === positionId);
      return p?.status === "open" ? p : undefined;
    });
    assert.equal(position.averagePrice, "98000", "filled at the price the feed pushed after the order");
    assert.equal(position.size, "1000");
    assert.equal(position.collateral, "100");
    assert.equal(await margin(referrer.address), paid.delta, "the referrer got the share the answer predicted");
    // the keeper counts the id once its receipt is back, which may be after the API saw the fill
    await eventually("the keeper counts the order it executed", 30_000, async () =>
      metric(await metrics("keeper"), "tradeprep_keeper_ids_total", { what: "executed" }) >= 1 ? true : undefined);
  });

  step("a cross-chain deposit is approved, sent on the source chain and delivered by the relayer", async () => {
    const token = manifest.sources[0].tokens.find((/** @type {{symbol: string}} */ t) => t.symbol === "USDC");
    assert.ok(token, "the source chain has test USDC");
    const tokenAddress = getAddress(token.address);
    await write(trader, source, { address: tokenAddress, abi: erc20Abi, functionName: "faucet" });
    const before = await margin(trader.address);

    const body = { userAddress: trader.address, fromChainId: SOURCE_CHAIN_ID, amount: String(250n * 10n ** BigInt(token.decimals)), tokenAddress };
    let answer = await api.POST("/api/crosschaindeposit", { body });
    assert.equal(answer.response.status, 200, JSON.stringify(answer.error));
    assert.ok(answer.data);
    assert.equal(answer.data.needsApproval, true, "a fresh account has no allowance");
    for (let i = 0; answer.data?.needsApproval && i < 3; i++) {
      await sendPrepared(trader, answer.data.approvalTransaction);
      answer = await api.POST("/api/crosschaindeposit", { body });
      assert.equal(answer.response.status, 200, JSON.stringify(answer.error));
    }
    const ready = answer.data;
    assert.ok(ready && !ready.needsApproval && ready.transaction, JSON.stringify(ready));
    assert.equal(ready.simulation.success, true);
    const receipt = await sendPrepared(trader, ready.transaction);

    const status = await eventually("the relayer delivers the deposit", 60_000, async () => {
      const r = await api.GET("/api/crosschaindeposit/status", {
        params: { query: { fromChainId: String(SOURCE_CHAIN_ID), txHash: receipt.transactionHash } },
      });
      assert.notEqual(r.data?.status, "failed", JSON.stringify(r.data));
      return r.data?.status === "delivered" ? r.data : undefined;
    });
    assert.equal(getAddress(String(status.recipient)), trader.address);
    assert.equal(status.creditedAmount?.amount, ready.expectedCredit.amount);
    assert.equal(fixed30(await margin(trader.address)) - fixed30(before), fixed30(ready.expectedCredit.formatted));
  });

  step("one EIP-7702 transaction of a fresh account approves, deposits and opens with TP/SL; the keeper fills it as predicted", async () => {
    // a fresh account that holds ETH and the faucet's USDC, nothing else
    const owner = privateKeyToAccount(generatePrivateKey());
    const bank = privateKeyToAccount(DEV_KEYS.bank);
    const funded = await wallet(bank, dest).sendTransaction({ to: owner.address, value: parseEther("1") });
    assert.equal((await dest.rpc.waitForTransactionReceipt({ hash: funded })).status, "success");
    const stable = getAddress(manifest.destination.stable.address);
    await write(owner, dest, { address: stable, abi: erc20Abi, functionName: "faucet" });
    const units = 10n ** BigInt(manifest.destination.stable.decimals);
    const tokensBefore = await dest.rpc.readContract({ address: stable, abi: erc20Abi, functionName: "balanceOf", args: [owner.address] });
    assert.equal(await margin(owner.address), "0");
    assert.equal(await dest.rpc.getCode({ address: owner.address }), undefined, "a plain account");

    // The Vault fills a market order at a price pushed after it, within the order's time to live
    // (5 minutes), and the answer predicts the fill at the price pushed again. The feed pushes
    // the same price again on its heartbeat (a third of the Oracle's maxAge, in chain time):
    // the clock goes on to just before ETH/USD's heartbeat falls due, the order is sent, and
    // then the clock passes the heartbeat.
    const maxAge = Number(await dest.rpc.readContract({ address: getAddress(manifest.destination.oracle), abi: oracleAbi, functionName: "maxAge" }));
    const heartbeat = maxAge / 3;
    const testClient = createTestClient({ mode: "anvil", chain: dest.chain, transport: http(dest.url) });
    const markets = await api.GET("/api/markets");
    assert.equal(markets.response.status, 200, JSON.stringify(markets.error));
    const eth = markets.data?.markets.find((m) => m.pair === "ETH/USD");
    assert.ok(eth);
    const head = await dest.rpc.getBlock();
    const age = Number(head.timestamp) - eth.priceUpdatedAt;
    if (heartbeat - age - 20 > 0) {
      await testClient.increaseTime({ seconds: heartbeat - age - 20 });
      await testClient.mine({ blocks: 1 });
    }

    const prepared = await api.POST("/api/newposition", {
      body: {
        pair: 2, isLong: true, orderType: "market", margin: "100", size: "1000", maxAcceptablePrice: "3500", slippagePercent: 100,
        takeProfit: "4000", takeProfitClosePercent: 10000, stopLoss: "3000", stopLossClosePercent: 10000,
        userAddress: owner.address, batch: "eip7702", deposit: "500",
      },
    });
    assert.equal(prepared.response.status, 200, JSON.stringify(prepared.error));
    const order = prepared.data;
    assert.ok(order && order.batch);
    assert.equal(order.simulation.success, true);
    assert.equal(order.insufficientBalance, false, order.error);
    assert.deepEqual(order.batch.steps.map((s) => s.name), ["approve", "depositSelf", "order"]);
    assert.equal(order.transaction.type, "0x4");
    assert.equal(getAddress(order.transaction.to), owner.address, "the account's call to itself");
    const auth = order.batch.authorization;
    assert.ok(auth, "a plain account delegates in the same transaction");
    assert.equal(getAddress(auth.address), getAddress(manifest.destination.batchExecutor));
    assert.equal(auth.nonce, Number(order.transaction.nonce) + 1);
    assert.equal(order.outcome.status, "filled", JSON.stringify(order.outcome));

    // the one signature of the trade (the authorization is part of the transaction it signs)
    const w = wallet(owner, dest);
    const authorization = await w.signAuthorization({ account: owner, address: getAddress(auth.address), chainId: auth.chainId, nonce: auth.nonce });
    const { chainId: _chainId, type, ...fields } = signableTransaction(order.transaction);
    assert.equal(type, "eip7702");
    const hash = await w.sendTransaction({ ...fields, type: "eip7702", authorizationList: [authorization] });
    const receipt = await dest.rpc.waitForTransactionReceipt({ hash, timeout: 60_000 });
    assert.equal(receipt.status, "success", `transaction ${hash}`);
    assert.equal(receipt.type, "eip7702");
    assert.ok(receipt.gasUsed <= BigInt(order.transaction.gas) && BigInt(order.transaction.gas) * 100n <= receipt.gasUsed * 125n,
      `gas used ${receipt.gasUsed}, limit ${order.transaction.gas}`);
    assert.equal(
      await dest.rpc.readContract({ address: stable, abi: erc20Abi, functionName: "balanceOf", args: [owner.address] }),
      tokensBefore - 500n * units,
    );

    // the heartbeat falls due: the feed pushes the same prices again, the keeper fills
    await testClient.increaseTime({ seconds: 40 });
    await testClient.mine({ blocks: 1 });
    const positionId = order.outcome.positionId;
    const position = await eventually("the keeper fills the batch's order", 60_000, async () => {
      const r = await api.GET("/api/positions", { params: { query: { address: owner.address } } });
      const p = r.data?.positions.find((x) => x.positionId === positionId);
      return p?.status === "open" ? p : undefined;
    });
    assert.equal(position.size, order.outcome.size);
    assert.equal(position.collateral, order.outcome.collateral);
    assert.equal(position.averagePriceExact, order.outcome.priceExact);
    assert.equal(await margin(owner.address), order.outcome.marginAfter, "the margin, fees taken, is the predicted one");
    assert.ok(position.takeProfit && position.stopLoss, JSON.stringify(position));
  });

  step("every market's price stays fresh over more than an hour of chain time", async () => {
    const maxAge = Number(await dest.rpc.readContract({ address: getAddress(manifest.destination.oracle), abi: oracleAbi, functionName: "maxAge" }));
    assert.equal(maxAge, 3600);
    // the feed's heartbeat is a third of maxAge by default: with steps of half of it, a price
    // falls due every other step, and is at most 1.5 heartbeats (half of maxAge) old at a jump
    const heartbeat = maxAge / 3;
    const stepSeconds = heartbeat / 2;
    const testClient = createTestClient({ mode: "anvil", chain: dest.chain, transport: http(dest.url) });
    const startHead = await dest.rpc.getBlock();
    const heartbeats = () => pushes("heartbeat");
    const heartbeatsBefore = await heartbeats();
    for (let advanced = stepSeconds; advanced <= maxAge + stepSeconds; advanced += stepSeconds) {
      await testClient.increaseTime({ seconds: stepSeconds });
      await testClient.mine({ blocks: 1 });
      const jump = await dest.rpc.getBlockNumber();
      // at the jump's block or a later one (GET /api/markets may answer from the block it saw
      // last, for up to --markets-max-age), every price is fresh, and younger than the heartbeat
      // once the feed had its round: those that fell due were pushed
      await eventually(`after ${advanced} s of chain time, every price fresh and pushed within the heartbeat (${heartbeat} s)`, 30_000, async () => {
        const markets = await api.GET("/api/markets");
        assert.equal(markets.response.status, 200, JSON.stringify(markets.error));
        assert.ok(markets.data);
        if (BigInt(markets.data.blockNumber) < jump) return undefined;
        assert.equal(markets.data.markets.length, Object.keys(INITIAL_PRICES).length);
        const block = await dest.rpc.getBlock({ blockNumber: BigInt(markets.data.blockNumber) });
        /** @type {string[]} */
        const stale = [];
        /** @type {string[]} */
        const wrong = [];
        /** @type {string[]} */
        const due = [];
        for (const m of markets.data.markets) {
          const age = Number(block.timestamp) - m.priceUpdatedAt;
          if (!m.priceFresh || age > maxAge) stale.push(`${m.pair} ${age} s old`);
          if (fixed30(m.priceExact) !== fixed30(prices[m.pair] ?? "0")) wrong.push(`${m.pair} ${m.price}, the source ${prices[m.pair]}`);
          if (age >= heartbeat) due.push(`${m.pair} ${age} s old`);
        }
        const at = `block ${block.number} (${advanced} s on)`;
        assert.deepEqual(stale, [], `stale prices (maxAge ${maxAge} s) at ${at}: ${stale.join(", ")}`);
        assert.deepEqual(wrong, [], `the Oracle's prices are not the sources' at ${at}: ${wrong.join(", ")}`);
        assert.deepEqual(due, [], `not pushed on the heartbeat at ${at}: ${due.join(", ")}`);
        return true;
      });
    }
    const endHead = await dest.rpc.getBlock();
    assert.ok(Number(endHead.timestamp - startHead.timestamp) > maxAge, "more than maxAge of chain time went by");
    const pushed = (await heartbeats()) - heartbeatsBefore;
    assert.ok(pushed >= 2 * Object.keys(INITIAL_PRICES).length, `every market pushed on heartbeats, at least twice: ${pushed} pushes`);
    for (const name of Object.keys(actorUrls)) {
      const res = await fetch(`${actorUrls[name]}/healthz`);
      assert.equal(res.status, 200, `${name}: ${await res.text()}`);
    }
  });
});
