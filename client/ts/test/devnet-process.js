// bin/tradeprep devnet as a child process of a test, on loopback ports: shared by the tests of
// client/ts/test (not a test file itself: node --test runs *.test.js).
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createClient } from "../src/index.js";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const binary = process.env.TRADEPREP_BIN || path.join(repoRoot, "bin", "tradeprep");

/** A port free on 127.0.0.1 a moment ago. */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const addr = server.address();
      const port = addr && typeof addr === "object" ? addr.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One devnet process on loopback ports.
 * @typedef {{
 *   child: import("node:child_process").ChildProcess,
 *   apiUrl: string,
 *   chainUrl: string,
 *   sourceChainUrl: string,
 *   manifestPath: string,
 *   output: () => string,
 *   exited: Promise<number | null>,
 * }} Devnet
 */

/** The line the devnet prints once its chains run: their ids and JSON-RPC URLs. */
const readyLine = /^Devnet ready: destination chain \d+ at (\S+), source chain \d+ at (\S+)$/m;

/**
 * Starts bin/tradeprep devnet and waits until /readyz answers 200. On geth (the default) its
 * API and both chains listen on free loopback ports chosen here; on anvil (node "anvil", Foundry's
 * anvil in a container of the local image) the chains pick their own and the devnet prints them.
 * A port taken between the probe and the start makes the process exit: then it tries new ports.
 * @param {string} dir
 * @param {{ node?: "geth" | "anvil" }} [opts]
 * @returns {Promise<Devnet>}
 */
export async function startDevnet(dir, opts = {}) {
  if (!existsSync(binary)) {
    throw new Error(`${binary} does not exist: run "make ts-client-test" (it builds bin/tradeprep)`);
  }
  const node = opts.node ?? "geth";
  /** @type {NodeJS.ProcessEnv} */
  const env = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (!k.startsWith("TRADEPREP_")) env[k] = v; // no configuration from the caller's shell
  }
  let lastError = "";
  for (let attempt = 0; attempt < 3; attempt++) {
    const ports = new Set();
    while (ports.size < 3) ports.add(await freePort());
    const [api, chain, source] = [...ports];
    const manifestPath = path.join(dir, `manifest-${node}-${attempt}.json`);
    const args = ["devnet", "--listen", `127.0.0.1:${api}`, "--manifest-out", manifestPath, "--log-level", "warn"];
    if (node === "anvil") args.push("--devnet-node", "anvil");
    else args.push("--chain-listen", `127.0.0.1:${chain}`, "--source-chain-listen", `127.0.0.1:${source}`);
    const child = spawn(binary, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout?.on("data", (b) => (out += b));
    child.stderr?.on("data", (b) => (out += b));
    /** @type {Promise<number | null>} */
    const exited = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
    let done = false;
    exited.then(() => (done = true));
    // Should this process end without the after hook (an uncaught error), the devnet ends too.
    const killOnExit = () => child.kill("SIGKILL");
    process.once("exit", killOnExit);
    exited.then(() => process.off("exit", killOnExit));

    const apiUrl = `http://127.0.0.1:${api}`;
    const client = createClient(apiUrl);
    const deadline = Date.now() + 120_000;
    while (!done && Date.now() < deadline) {
      const m = readyLine.exec(out);
      try {
        const { response } = m ? await client.GET("/readyz") : { response: { status: 0 } };
        if (m && response.status === 200) {
          const [, chainUrl = "", sourceChainUrl = ""] = m;
          return { child, apiUrl, chainUrl, sourceChainUrl, manifestPath, output: () => out, exited };
        }
      } catch {
        // not listening yet
      }
      await sleep(200);
    }
    if (!done) {
      await stopDevnet({ child, exited });
      throw new Error(`devnet (${node}) not ready after 120 s; its output:\n${out}`);
    }
    lastError = out;
    if (!/address already in use/i.test(out)) break;
  }
  throw new Error(`devnet (${node}) exited before it was ready; its output:\n${lastError}`);
}

/** @param {{ child: import("node:child_process").ChildProcess, exited: Promise<number | null> }} devnet */
export async function stopDevnet(devnet) {
  if (devnet.child.exitCode !== null || devnet.child.signalCode !== null) return;
  devnet.child.kill("SIGTERM");
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((resolve) => (timer = setTimeout(resolve, 15_000, false)));
  const stopped = await Promise.race([devnet.exited.then(() => true), timeout]);
  clearTimeout(timer);
  if (!stopped) {
    devnet.child.kill("SIGKILL");
    await devnet.exited;
  }
}

/**
 * An exact decimal string ("-12.5") as an integer of 10^-30 units, for exact sums.
 * @param {string} s
 */
export function fixed30(s) {
  const m = /^(-?)([0-9]+)(?:\.([0-9]{1,30}))?$/.exec(s);
  assert.ok(m, `not a decimal string: ${s}`);
  const v = BigInt((m[2] ?? "") + (m[3] ?? "").padEnd(30, "0"));
  return m[1] ? -v : v;
}

/**
 * An integer of 10^-30 units as the shortest exact decimal string (fixed30's inverse).
 * @param {bigint} v
 */
export function format30(v) {
  const neg = v < 0n;
  const digits = (neg ? -v : v).toString().padStart(31, "0");
  const int = digits.slice(0, -30);
  const frac = digits.slice(-30).replace(/0+$/, "");
  return `${neg ? "-" : ""}${int}${frac ? `.${frac}` : ""}`;
}
