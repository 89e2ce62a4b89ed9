// @tradeprep/client: a typed client of the tradeprep API. The types are in index.d.ts and the
// generated schema.d.ts; `npm run typecheck` checks this file against them.
import createFetchClient from "openapi-fetch";

/** @type {typeof import("./index.js").createClient} */
export function createClient(baseUrl, options = {}) {
  if (typeof baseUrl !== "string" || !/^https?:\/\//.test(baseUrl)) {
    throw new TypeError(`tradeprep client: baseUrl must be an http(s) URL, got ${String(baseUrl)}`);
  }
  return createFetchClient({ ...options, baseUrl: baseUrl.replace(/\/+$/, "") });
}

const hexData = /^0x([0-9a-fA-F]{2})*$/;
const address = /^0x[0-9a-fA-F]{40}$/;
const decimalInteger = /^[0-9]+$/;

/**
 * @param {string} name
 * @param {string} value
 * @returns {bigint}
 */
function wei(name, value) {
  if (typeof value !== "string" || !decimalInteger.test(value)) {
    throw new TypeError(`transaction.${name} must be a decimal integer string, got ${String(value)}`);
  }
  return BigInt(value);
}

/** @type {typeof import("./index.js").signableTransaction} */
export function signableTransaction(tx) {
  if (tx.type !== "0x2" && tx.type !== "0x4") {
    throw new TypeError(`transaction.type must be 0x2 (EIP-1559) or 0x4 (EIP-7702), got ${String(tx.type)}`);
  }
  if (!address.test(tx.to)) throw new TypeError(`transaction.to is not an address: ${tx.to}`);
  if (!hexData.test(tx.data)) throw new TypeError(`transaction.data is not 0x hex: ${tx.data}`);
  if (!Number.isSafeInteger(tx.chainId) || tx.chainId <= 0) {
    throw new TypeError(`transaction.chainId must be a positive integer, got ${tx.chainId}`);
  }
  if (tx.nonce !== undefined && (!Number.isSafeInteger(tx.nonce) || tx.nonce < 0)) {
    throw new TypeError(`transaction.nonce must be a non-negative integer, got ${tx.nonce}`);
  }
  if (tx.type === "0x4" && tx.nonce === undefined) {
    throw new TypeError("a type-4 transaction is prepared with its nonce (its authorization is signed over the next one); this one has none");
  }
  return {
    chainId: tx.chainId,
    to: /** @type {`0x${string}`} */ (tx.to),
    data: /** @type {`0x${string}`} */ (tx.data),
    value: wei("value", tx.value),
    gas: wei("gas", tx.gas),
    maxFeePerGas: wei("maxFeePerGas", tx.maxFeePerGas),
    maxPriorityFeePerGas: wei("maxPriorityFeePerGas", tx.maxPriorityFeePerGas),
    ...(tx.nonce === undefined ? {} : { nonce: tx.nonce }),
    type: tx.type === "0x4" ? "eip7702" : "eip1559",
  };
}

// GET /api/events with Accept: text/event-stream is a Server-Sent Events stream, which
// openapi-fetch cannot follow (it reads a whole body). accountEvents reads it over fetch() and
// its ReadableStream, parsed as the WHATWG HTML standard says (no browser EventSource: it can
// neither send headers such as X-API-Key nor tell a 4xx from a dropped connection), and
// reconnects with Last-Event-ID whenever the stream ends, so that the consumer sees every event
// after `after` exactly once, in order. The rules are the Go client's StreamEvents'.

const defaultRetryMs = 1000; // until the service sends its own retry (tradeprep: 1000)
const minRetryMs = 100; // a service that ends every stream at once cannot make the client spin
const maxLine = 1 << 20; // an AccountEvent is well under a kilobyte

/** The service ended the stream cleanly (it drains, or restarts): the cause of that reconnection. */
export class StreamEndedError extends Error {
  constructor() {
    super("the service ended the event stream");
    this.name = "StreamEndedError";
  }
}

/** A stream that cannot be trusted; never retried (the same service would send the same). */
export class StreamProtocolError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(`event stream: ${message}`);
    this.name = "StreamProtocolError";
  }
}

/** An answer other than 200: a 4xx is thrown at once; a 5xx is retried (seen by onReconnect). */
export class StreamError extends Error {
  /**
   * @param {number} status
   * @param {import("./index.js").ApiError | undefined} body
   * @param {number} retryAfterMs
   */
  constructor(status, body, retryAfterMs) {
    super(body ? `event stream: ${status} ${body.code}: ${body.error}` : `event stream: ${status}`);
    this.name = "StreamError";
    this.status = status;
    this.body = body;
    this.retryAfterMs = retryAfterMs;
  }
}

/** An id past the next one expected: events are missing, the stream cannot resume exactly. */
export class EventGapError extends Error {
  /**
   * @param {bigint} want
   * @param {bigint} got
   */
  constructor(want, got) {
    super(`event stream: event ${got} after ${want - 1n}: events ${want} to ${got - 1n} are missing`);
    this.name = "EventGapError";
    this.want = want;
    this.got = got;
  }
}

class IdleError extends Error {
  constructor() {
    super("event stream: no event and no heartbeat within the idle time-out");
    this.name = "IdleError";
  }
}

/**
 * Retry-After as milliseconds: seconds or an HTTP date; 0 when absent or unreadable.
 * @param {string | null} v
 */
function retryAfterMs(v) {
  if (!v) return 0;
  if (decimalInteger.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? 0 : Math.max(at - Date.now(), 0);
}

/**
 * The wait after the n-th consecutive failure: retry doubled n-1 times, capped, then drawn from
 * its upper half so that clients cut off together do not return together.
 * @param {number} retry
 * @param {number} n
 * @param {number} limit
 */
function backoff(retry, n, limit) {
  const d = Math.min(retry * 2 ** Math.min(n - 1, 30), limit);
  return d / 2 + Math.random() * (d / 2);
}

/**
 * @param {number} ms
 * @param {AbortSignal | undefined} signal
 * @returns {Promise<void>}
 */
function sleep(ms, signal) {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * The WHATWG "interpreting an event stream" rules over decoded text: lines end in CRLF, LF or CR
 * (a CR at the end of one chunk and an LF at the start of the next are one line end); a line
 * starting with a colon is a comment; a field's value loses one leading space; data lines
 * accumulate; an empty line dispatches the event if it has data; an id with a NUL is ignored;
 * retry takes only digits; an unknown field is ignored. (The BOM is TextDecoder's to drop.)
 */
class SSEParser {
  constructor() {
    this.buf = "";
    this.skipLF = false;
    this.data = "";
    this.hasData = false;
    this.kind = "";
    this.id = "";
    this.ownID = false; // the event set its id itself: one without is refused, never a repeat
    /** @type {number | undefined} */
    this.retry = undefined;
  }

  /**
   * Feeds a chunk of text; returns the events it completes.
   * @param {string} text
   * @returns {{ id: string, ownID: boolean, kind: string, data: string }[]}
   */
  push(text) {
    const out = [];
    let pos = 0;
    if (this.skipLF && text.startsWith("\n")) pos = 1;
    this.skipLF = false;
    const ends = /[\r\n]/g;
    ends.lastIndex = pos;
    for (let m = ends.exec(text); m; m = ends.exec(text)) {
      const line = this.buf + text.slice(pos, m.index);
      this.buf = "";
      pos = m.index + 1;
      if (m[0] === "\r") {
        if (pos === text.length) this.skipLF = true;
        else if (text[pos] === "\n") pos++;
      }
      ends.lastIndex = pos;
      const ev = this.line(line);
      if (ev) out.push(ev);
    }
    this.buf += text.slice(pos);
    if (this.buf.length > maxLine) throw new StreamProtocolError(`a line longer than ${maxLine} characters`);
    return out;
  }

  /** @param {string} line */
  line(line) {
    if (line === "") {
      if (!this.hasData) {
        this.kind = "";
        this.ownID = false;
        return undefined;
      }
      const ev = { id: this.id, ownID: this.ownID, kind: this.kind || "message", data: this.data.slice(0, -1) };
      this.data = "";
      this.hasData = false;
      this.kind = "";
      this.ownID = false;
      return ev;
    }
    if (line.startsWith(":")) return undefined; // a comment: the service's heartbeat
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    switch (field) {
      case "event":
        this.kind = value;
        break;
      case "data":
        this.data += value + "\n";
        this.hasData = true;
        break;
      case "id":
        if (!value.includes("\0")) {
          this.id = value;
          this.ownID = true;
        }
        break;
      case "retry":
        if (decimalInteger.test(value) && Number(value) <= 3_600_000) this.retry = Number(value);
        break;
    }
    return undefined;
  }
}

/**
 * @param {unknown} after
 * @returns {bigint}
 */
function startId(after) {
  if (after === undefined) return 0n;
  if (typeof after === "bigint" && after >= 0n) return after;
  if (typeof after === "number" && Number.isSafeInteger(after) && after >= 0) return BigInt(after);
  if (typeof after === "string" && decimalInteger.test(after)) return BigInt(after);
  throw new TypeError(`streamEvents: after must be a non-negative integer, got ${String(after)}`);
}

/** @type {typeof import("./index.js").accountEvents} */
export async function* accountEvents(baseUrl, address, options = {}) {
  if (typeof baseUrl !== "string" || !/^https?:\/\//.test(baseUrl)) {
    throw new TypeError(`tradeprep client: baseUrl must be an http(s) URL, got ${String(baseUrl)}`);
  }
  const url = `${baseUrl.replace(/\/+$/, "")}/api/events?address=${encodeURIComponent(address)}`;
  const { signal, onReconnect } = options;
  const fetchFn = options.fetch ?? globalThis.fetch;
  const maxBackoffMs = options.maxBackoffMs ?? 30_000;
  const idleTimeoutMs = options.idleTimeoutMs ?? 60_000;
  let last = startId(options.after);
  let retryMs = defaultRetryMs;
  let failures = 0;
  for (;;) {
    signal?.throwIfAborted();
    const conn = new AbortController();
    const onAbort = () => conn.abort(signal?.reason);
    signal?.addEventListener("abort", onAbort, { once: true });
    /** @type {unknown} */
    let cause;
    let waitAtLeast = 0;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let idle;
    const alive = () => {
      if (idleTimeoutMs <= 0) return;
      clearTimeout(idle);
      idle = setTimeout(() => conn.abort(new IdleError()), idleTimeoutMs);
    };
    try {
      /** @type {Record<string, string>} */
      const headers = { ...options.headers, Accept: "text/event-stream", "Cache-Control": "no-cache" };
      if (last > 0n) headers["Last-Event-ID"] = last.toString();
      /** @type {Response | undefined} */
      let res;
      try {
        res = await fetchFn(url, { headers, signal: conn.signal });
      } catch (err) {
        if (signal?.aborted) throw signal.reason;
        cause = err;
      }
      if (res && !res.ok) {
        const text = await res.text().catch(() => "");
        /** @type {import("./index.js").ApiError | undefined} */
        let body;
        try {
          const parsed = JSON.parse(text);
          if (parsed && typeof parsed === "object" && typeof parsed.code === "string") body = parsed;
        } catch {
          // not the error body
        }
        const e = new StreamError(res.status, body, retryAfterMs(res.headers.get("Retry-After")));
        if (res.status < 500) throw e;
        cause = e;
        waitAtLeast = e.retryAfterMs;
      } else if (res) {
        const type = (res.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase();
        if (type !== "text/event-stream" || !res.body) {
          await res.body?.cancel();
          throw new StreamProtocolError(`a 200 of Content-Type ${res.headers.get("Content-Type")}, not text/event-stream`);
        }
        failures = 0; // a connection answered 200 starts the count again
        const reader = res.body.getReader();
        const decoder = new TextDecoder("utf-8");
        const parser = new SSEParser();
        alive();
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) {
              cause = parser.buf === "" ? new StreamEndedError() : new Error("event stream: cut off inside a line");
              break;
            }
            const events = parser.push(decoder.decode(value, { stream: true }));
            if (parser.retry !== undefined) retryMs = Math.max(parser.retry, minRetryMs);
            alive();
            for (const ev of events) {
              if (!ev.ownID || !decimalInteger.test(ev.id)) {
                throw new StreamProtocolError(`event id ${JSON.stringify(ev.id)} is not a decimal integer`);
              }
              const id = BigInt(ev.id);
              if (id <= last) continue; // a repeat: handled already
              if (id !== last + 1n) throw new EventGapError(last + 1n, id);
              /** @type {import("./index.js").AccountEvent} */
              let event;
              try {
                event = JSON.parse(ev.data);
              } catch (err) {
                throw new StreamProtocolError(`event ${id}: data is not JSON: ${String(err)}`);
              }
              if (!event || typeof event !== "object" || event.id !== ev.id) {
                throw new StreamProtocolError(`event ${id} carries data of event ${JSON.stringify(event?.id)}`);
              }
              yield event;
              last = id;
            }
          }
        } catch (err) {
          if (signal?.aborted) throw signal.reason;
          if (err instanceof StreamProtocolError || err instanceof EventGapError) throw err;
          // the connection dropped, or went silent (conn aborted with an IdleError)
          cause = conn.signal.aborted ? conn.signal.reason : err;
        }
      }
    } finally {
      clearTimeout(idle);
      signal?.removeEventListener("abort", onAbort);
      conn.abort(); // the consumer left, or the connection is replaced: let it go
    }
    let wait = retryMs;
    if (!(cause instanceof StreamEndedError)) {
      failures++;
      wait = backoff(retryMs, failures, maxBackoffMs);
    }
    wait = Math.max(wait, waitAtLeast);
    onReconnect?.(cause, wait);
    await sleep(wait, signal);
  }
}

/** @type {typeof import("./index.js").streamEvents} */
export async function streamEvents(baseUrl, address, options) {
  for await (const event of accountEvents(baseUrl, address, options)) {
    await options.onEvent(event);
  }
  throw new Error("unreachable: the event stream ended"); // accountEvents only ends by throwing
}
