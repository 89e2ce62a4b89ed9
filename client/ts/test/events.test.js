// accountEvents and streamEvents: the SSE rules against a loopback server that writes SSE text
// by hand (the edge cases the real service does not produce on demand), then against the real
// service: bin/tradeprep devnet makes the trades and a bin/tradeprep serve replica on its chains
// streams them; the replica is stopped and started again on the same port and the stream
// resumes with exactly the events it missed. `make ts-client-test` builds bin/tradeprep.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createPublicClient, createWalletClient, defineChain, http } from "viem";
import { privateKeyToAccount, generatePrivateKey } from "viem/accounts";
import {
  EventGapError,
  StreamEndedError,
  StreamError,
  StreamProtocolError,
  accountEvents,
  createClient,
  signableTransaction,
  streamEvents,
} from "../src/index.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const binary = process.env.TRADEPREP_BIN || path.join(repoRoot, "bin", "tradeprep");

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {number} id */
const data = (id) =>
  JSON.stringify({ id: String(id), kind: "OrderCreated", chainId: 1, blockNumber: id, blockHash: "0x" + "0".repeat(64),
    timestamp: 0, txHash: "0x" + "0".repeat(64), logIndex: 0, removed: false, fields: {} });
/** @param {number} id */
const event = (id) => `id: ${id}\nevent: OrderCreated\ndata: ${data(id)}\n\n`;

/**
 * A loopback HTTP server answering each connection with the next script.
 * @param {((req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void)[]} scripts
 */
async function scripted(scripts) {
  /** @type {(string | undefined)[]} */
  const lastIds = [];
  const server = createHttpServer((req, res) => {
    lastIds.push(req.headers["last-event-id"]?.toString());
    assert.equal(req.headers.accept, "text/event-stream");
    const script = scripts[lastIds.length - 1];
    if (!script) return void res.destroy();
    script(req, res);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const addr = server.address();
  const url = `http://127.0.0.1:${addr && typeof addr === "object" ? addr.port : 0}`;
  return { url, lastIds, close: () => { server.closeAllConnections(); return new Promise((r) => server.close(r)); } };
}

/** @param {import("node:http").ServerResponse} res */
const sse = (res) => res.writeHead(200, { "Content-Type": "text/event-stream; charset=utf-8" });

describe("the stream's rules, on SSE text written here", () => {
  test("retry, repeats, a 503, a cut connection, a gap; each reconnection resumes after the last event", async () => {
    const s = await scripted([
      (_, res) => {
        sse(res);
        // a BOM, CRLF and a CR whose LF comes in the next chunk, a repeat, then a clean end
        res.write("\uFEFFretry: 150\r\n\r\n" + event(1).replaceAll("\n", "\r\n") + "id: 2\r");
        setTimeout(() => res.end("\ndata: " + data(2) + "\r\r" + event(2)), 50);
      },
      (_, res) => {
        res.writeHead(503, { "Content-Type": "application/json", "Retry-After": "1" });
        res.end(JSON.stringify({ error: "the event index did not answer; try again shortly", code: "UPSTREAM_ERROR" }));
      },
      (_, res) => {
        sse(res);
        // multi-line data, a comment, an unknown field; then cut inside the next event
        const [head, tail] = [data(3).slice(0, 10), data(3).slice(10)];
        res.write(`: heartbeat\nid: 3\nunknown: x\ndata: ${head}\ndata:${tail}\n\nid: 4\ndata: {"id":`);
        setTimeout(() => res.destroy(), 50);
      },
      (_, res) => {
        sse(res);
        res.end(event(4) + event(6));
      },
    ]);
    /** @type {string[]} */
    const got = [];
    /** @type {[unknown, number][]} */
    const reconnects = [];
    const err = await streamEvents(s.url, "0xabc", {
      onEvent: (e) => void got.push(e.id),
      onReconnect: (cause, wait) => void reconnects.push([cause, wait]),
    }).catch((e) => e);
    await s.close();
    assert.ok(err instanceof EventGapError, String(err));
    assert.equal(err.want, 5n);
    assert.equal(err.got, 6n);
    assert.deepEqual(got, ["1", "2", "3", "4"]);
    assert.deepEqual(s.lastIds, [undefined, "2", "2", "3"]);
    assert.equal(reconnects.length, 3);
    assert.ok(reconnects[0]?.[0] instanceof StreamEndedError);
    assert.equal(reconnects[0]?.[1], 150, "the service's retry after a clean end");
    const unavailable = reconnects[1]?.[0];
    assert.ok(unavailable instanceof StreamError);
    assert.equal(unavailable.status, 503);
    assert.equal(unavailable.body?.code, "UPSTREAM_ERROR");
    assert.equal(reconnects[1]?.[1], 1000, "the 503's Retry-After, over the backoff");
    assert.ok(!(reconnects[2]?.[0] instanceof StreamEndedError), "a cut connection is a failure");
    const wait = reconnects[2]?.[1] ?? 0;
    assert.ok(wait >= 75 && wait <= 150, `wait ${wait}`);
  });

  test("a 4xx is thrown at once; bad data and a silent connection; the signal and a break", async () => {
    const s = await scripted([
      (req, res) => {
        assert.equal(req.headers["last-event-id"], "7", "after is sent as the Last-Event-ID");
        res.writeHead(429, { "Content-Type": "application/json", "Retry-After": "5" });
        res.end(JSON.stringify({ error: "a client may hold at most 4 event streams", code: "TOO_MANY_STREAMS" }));
      },
      (_, res) => (sse(res), res.end(`id: 1\ndata: {"id":"2"}\n\n`)),
      (_, res) => (sse(res), res.end(`data: ${data(1)}\n\n`)),
      (_, res) => (sse(res), res.write(event(1))), // then silence
      (_, res) => (sse(res), res.write(event(2))),
      (_, res) => (sse(res), res.write(event(1) + event(2))),
    ]);
    const refused = await streamEvents(s.url, "0xabc", { after: 7, onEvent: () => {} }).catch((e) => e);
    assert.ok(refused instanceof StreamError);
    assert.equal(refused.status, 429);
    assert.equal(refused.retryAfterMs, 5000);
    assert.equal(refused.body?.code, "TOO_MANY_STREAMS");
    assert.equal(s.lastIds.length, 1, "not retried");

    await assert.rejects(streamEvents(s.url, "0xabc", { onEvent: () => {} }), /event 1 carries data of event "2"/);
    await assert.rejects(streamEvents(s.url, "0xabc", { onEvent: () => {} }), StreamProtocolError, "an event without its id");

    const ac = new AbortController();
    /** @type {unknown[]} */
    const causes = [];
    const silent = await streamEvents(s.url, "0xabc", {
      signal: ac.signal,
      idleTimeoutMs: 200,
      onEvent: (e) => { if (e.id === "2") ac.abort(new Error("done")); },
      onReconnect: (cause) => void causes.push(cause),
    }).catch((e) => e);
    assert.equal(silent.message, "done", "the signal's reason");
    assert.match(String(causes[0]), /idle time-out/);
    assert.deepEqual(s.lastIds.slice(3), [undefined, "1"]);

    for await (const e of accountEvents(s.url, "0xabc")) {
      assert.equal(e.id, "1");
      break; // closes the connection
    }
    await s.close();
  });
});

/** A port free on 127.0.0.1 a moment ago. */
async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const addr = server.address();
      server.close(() => resolve(addr && typeof addr === "object" ? addr.port : 0));
    });
  });
}

/**
 * Runs bin/tradeprep with args until stop, once `${base}/healthz` answers 200.
 * @param {string[]} args
 * @param {string} base
 */
async function launch(args, base) {
  if (!existsSync(binary)) throw new Error(`${binary} does not exist: run "make ts-client-test"`);
  /** @type {NodeJS.ProcessEnv} */
  const env = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith("TRADEPREP_")) env[k] = v;
  const child = spawn(binary, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout?.on("data", (b) => (out += b));
  child.stderr?.on("data", (b) => (out += b));
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  exited.then(() => process.off("exit", killOnExit));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    }
  };
  const deadline = Date.now() + 90_000;
  while (child.exitCode === null && Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).status === 200) return { stop, exited, output: () => out };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await stop();
  throw new Error(`bin/tradeprep ${args[0]} not serving on ${base}; its output:\n${out}`);
}

describe("against bin/tradeprep devnet and a serve replica", { timeout: 240_000 }, () => {
  /** @type {string} */
  let dir;
  /** @type {{ stop: () => Promise<void> }[]} */
  const running = [];
  /** @type {string} */
  let devnetUrl;
  /** @type {string} */
  let chainUrl;
  /** @type {string[]} */
  let replicaArgs;

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "tradeprep-ts-events-"));
    const [api, chain, source] = [await freePort(), await freePort(), await freePort()];
    devnetUrl = `http://127.0.0.1:${api}`;
    chainUrl = `http://127.0.0.1:${chain}`;
    const manifest = path.join(dir, "manifest.json");
    running.push(await launch(["devnet", "--listen", `127.0.0.1:${api}`, "--chain-listen", `127.0.0.1:${chain}`,
      "--source-chain-listen", `127.0.0.1:${source}`, "--manifest-out", manifest, "--log-level", "warn"], devnetUrl));
    const m = JSON.parse(await readFile(manifest, "utf8"));
    replicaArgs = ["serve", "--rpc-url", chainUrl, "--manifest", manifest, "--source-rpc", `${m.sources[0].chainId}=http://127.0.0.1:${source}`,
      "--confirmations", "0", "--follow-interval", "100ms", "--drain-period", "0s", "--log-level", "warn"];
  });

  after(async () => {
    for (const p of running.reverse()) await p.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  test("the stream resumes across a replica's restart with exactly the events it missed; a 4xx is thrown", async () => {
    const api = createClient(devnetUrl);
    const account = privateKeyToAccount(generatePrivateKey());
    const funded = await api.POST("/dev/fund", { body: { address: account.address, eth: "1", usd: "1000" } });
    assert.equal(funded.response.status, 200, JSON.stringify(funded.error));
    const ready = await api.GET("/readyz");
    const chainId = ready.data?.chains.find((c) => c.role === "destination")?.chainId ?? 0;
    const chain = defineChain({ id: chainId, name: "devnet", nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
      rpcUrls: { default: { http: [chainUrl] } } });
    const rpc = createPublicClient({ chain, transport: http(chainUrl), pollingInterval: 100 });
    const wallet = createWalletClient({ account, chain, transport: http(chainUrl) });
    /** @param {import("../src/index.js").PreparedTransaction} prepared */
    const send = async (prepared) => {
      const { chainId: _c, ...fields } = signableTransaction(prepared);
      const nonce = await rpc.getTransactionCount({ address: account.address, blockTag: "pending" });
      const receipt = await rpc.waitForTransactionReceipt({ hash: await wallet.sendTransaction({ ...fields, nonce }), timeout: 60_000 });
      assert.equal(receipt.status, "success");
      const round = await api.POST("/dev/keeper");
      assert.equal(round.response.status, 200, JSON.stringify(round.error));
    };
    const open = async () => {
      const r = await api.POST("/api/newposition", { body: { pair: 1, isLong: true, orderType: "market", margin: "100",
        size: "1000", maxAcceptablePrice: "98000", slippagePercent: 100, userAddress: account.address } });
      assert.equal(r.response.status, 200, JSON.stringify(r.error));
      await send(/** @type {NonNullable<typeof r.data>} */ (r.data).transaction);
    };
    // the devnet's own index, once it holds n events of kind (whole blocks, in order)
    /** @param {string} kind @param {number} n */
    const indexed = async (kind, n) => {
      for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(100)) {
        const page = await api.GET("/api/events", { params: { query: { address: account.address, limit: 1000 } } });
        // the operation's 200 is also text/event-stream (a string): this is the JSON page
        const events = /** @type {import("../src/index.js").Schemas["EventPage"] | undefined} */ (page.data)?.events ?? [];
        if (events.filter((e) => e.kind === kind).length === n) return events;
      }
      throw new Error(`the devnet's index has not ${n} ${kind}`);
    };

    const port = await freePort();
    const replicaUrl = `http://127.0.0.1:${port}`;
    let replica = await launch([...replicaArgs, "--listen", `127.0.0.1:${port}`], replicaUrl);
    running.push(replica);
    /** @type {import("../src/index.js").AccountEvent[]} */
    const got = [];
    /** @type {unknown[]} */
    const causes = [];
    /** @type {(string | null)[]} */
    const lastIds = [];
    const ac = new AbortController();
    const streaming = streamEvents(replicaUrl, account.address, {
      signal: ac.signal,
      maxBackoffMs: 1000,
      fetch: (url, init) => {
        lastIds.push(new Headers(init?.headers).get("Last-Event-ID"));
        return fetch(url, init);
      },
      onEvent: (e) => void got.push(e),
      onReconnect: (cause) => void causes.push(cause),
    }).catch((e) => e);
    /** @param {number} n */
    const until = async (n) => {
      for (const deadline = Date.now() + 30_000; got.length < n; await sleep(20)) {
        assert.ok(Date.now() < deadline, `the stream handed ${got.length} events of ${n}`);
      }
      return got.slice();
    };

    await open();
    let all = await indexed("PositionIncreased", 1);
    assert.deepEqual(await until(all.length), all, "the stream's events are the page's, in order");
    const n1 = all.length;

    await replica.stop(); // the service ends the stream
    for (const deadline = Date.now() + 10_000; causes.length === 0; await sleep(20)) assert.ok(Date.now() < deadline);
    assert.ok(causes[0] instanceof StreamEndedError, String(causes[0]));
    await open(); // while no replica serves
    all = await indexed("PositionIncreased", 2);
    assert.equal(got.length, n1);

    replica = await launch([...replicaArgs, "--listen", `127.0.0.1:${port}`], replicaUrl);
    running.push(replica);
    assert.deepEqual(await until(all.length), all, "exactly the events made while none served, after the first ones");
    await open(); // live again
    all = await indexed("PositionIncreased", 3);
    assert.deepEqual(await until(all.length), all);
    await sleep(1500); // three of the service's polls: nothing more comes
    assert.equal(got.length, all.length);
    assert.deepEqual(lastIds.slice(0, 1), [null]);
    assert.ok(lastIds.slice(1).every((id) => id === String(n1)), `every reconnection resumes after ${n1}: ${lastIds}`);

    const future = await streamEvents(replicaUrl, account.address, { after: all.length + 5, onEvent: () => {} }).catch((e) => e);
    assert.ok(future instanceof StreamError, String(future));
    assert.equal(future.status, 400);
    assert.equal(future.body?.code, "INVALID_FIELD");
    assert.equal(future.body?.field, "Last-Event-ID");

    ac.abort(new Error("test over"));
    assert.equal((await streaming).message, "test over");
  });
});
