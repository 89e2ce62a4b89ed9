// The public types of @tradeprep/client (hand-written; the implementation is index.js, checked
// against these declarations by `npm run typecheck`). schema.d.ts is generated: do not edit it.
import type { Client, ClientOptions } from "openapi-fetch";
import type { components, paths } from "./schema.js";

export type { components, operations, paths } from "./schema.js";

/** The schemas of the OpenAPI document, by name: `Schemas["NewPositionResponse"]`. */
export type Schemas = components["schemas"];

/** The one error body of every 4xx and 5xx answer. */
export type ApiError = Schemas["Error"];

/** The prepared transaction of every transaction-preparation answer (EIP-1559, or EIP-7702 for a batch). */
export type PreparedTransaction = Schemas["Transaction"];

/** A typed openapi-fetch client of the tradeprep API. */
export type TradeprepClient = Client<paths>;

/**
 * A client of the tradeprep API at `baseUrl` (e.g. `http://127.0.0.1:8080`). Every call returns
 * `{ data, error, response }`: `data` typed by the operation's 2xx schema, `error` by its error
 * responses (the one error body, `ApiError`).
 */
export declare function createClient(
  baseUrl: string,
  options?: Omit<ClientOptions, "baseUrl">,
): TradeprepClient;

/** A prepared transaction in the form viem's `sendTransaction` and `signTransaction` take. */
export interface SignableTransaction {
  chainId: number;
  to: `0x${string}`;
  data: `0x${string}`;
  value: bigint;
  gas: bigint;
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
  /** Present when the transaction must be sent with this nonce (a batch's). */
  nonce?: number;
  /** "eip7702": send it with the signed `batch.authorization` in `authorizationList`. */
  type: "eip1559" | "eip7702";
}

/**
 * The answer's `transaction` with exactly its fields, wei and gas as bigint, for a wallet library
 * (viem): add the sender's nonce (unless it carries its own) and sign; a type-4 one with the
 * signed authorization in its `authorizationList`. Throws on a field that is not of the
 * documented form.
 */
export declare function signableTransaction(tx: PreparedTransaction): SignableTransaction;

/** An event of an account, as GET /api/events sends it (its `id` is the account's sequence). */
export type AccountEvent = Schemas["AccountEvent"];

/** How accountEvents and streamEvents follow the stream; every field is optional. */
export interface StreamEventsOptions {
  /** Start after this event id (default 0: from the first); sent as Last-Event-ID. */
  after?: number | bigint | string;
  /** Stops the stream: the iterator or the promise rejects with `signal.reason`. */
  signal?: AbortSignal;
  /** Sent with every request (e.g. `X-API-Key`). */
  headers?: Record<string, string>;
  /** The fetch to use (default: the global one). */
  fetch?: typeof globalThis.fetch;
  /** The longest wait between reconnections after failures (default 30 000). */
  maxBackoffMs?: number;
  /** A connection silent (no event, no heartbeat) this long is replaced (default 60 000; 0: never). */
  idleTimeoutMs?: number;
  /**
   * Called before each reconnection with why the connection ended (a StreamEndedError when the
   * service ended it, a StreamError for a 5xx, else the fetch's error) and the wait in ms; what
   * it throws ends the stream with that error.
   */
  onReconnect?: (cause: unknown, waitMs: number) => void;
}

/**
 * The account's events after `options.after`, in order, each exactly once, over GET /api/events
 * as Server-Sent Events: ids 1, 2, 3, ... checked to follow each other (a repeat is skipped, a
 * gap is an EventGapError). When the service ends the stream (it drains) or the connection
 * drops, it waits (the service's `retry:` after a clean end; after failures that doubled up to
 * maxBackoffMs, with jitter, never less than a 5xx's Retry-After) and reconnects with
 * Last-Event-ID. It never ends by itself: it throws `signal.reason` when the signal aborts, a
 * StreamError for a 4xx (not retried), an EventGapError or a StreamProtocolError; leaving the
 * loop (`break`) closes the connection.
 */
export declare function accountEvents(
  baseUrl: string,
  address: string,
  options?: StreamEventsOptions,
): AsyncGenerator<AccountEvent, never, undefined>;

/**
 * accountEvents with a callback: awaits `onEvent` for each event; rejects with what accountEvents
 * throws, or with what `onEvent` throws (the stream then closes). It never resolves.
 */
export declare function streamEvents(
  baseUrl: string,
  address: string,
  options: StreamEventsOptions & { onEvent: (event: AccountEvent) => void | Promise<void> },
): Promise<never>;

/** The service ended the stream cleanly: the cause of the reconnection that follows. */
export declare class StreamEndedError extends Error {}

/** A stream that cannot be trusted (an id not a decimal, data not its event's, not SSE). */
export declare class StreamProtocolError extends Error {}

/** An answer other than 200: a 4xx is thrown at once; a 5xx is retried (seen by onReconnect). */
export declare class StreamError extends Error {
  readonly status: number;
  /** The one error body, when the answer was one. */
  readonly body: ApiError | undefined;
  /** The Retry-After, in ms (0 when none was sent). */
  readonly retryAfterMs: number;
}

/** An event id past the next one expected: the events between are missing. */
export declare class EventGapError extends Error {
  readonly want: bigint;
  readonly got: bigint;
}
