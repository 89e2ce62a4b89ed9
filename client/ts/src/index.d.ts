// The public types of @tradeprep/client (hand-written; the implementation is index.js, checked
// against these declarations by `npm run typecheck`). schema.d.ts is generated: do not edit it.
import type { Client, ClientOptions } from "openapi-fetch";
import type { components, paths } from "./schema.js";

export type { components, operations, paths } from "./schema.js";

/** The schemas of the OpenAPI document, by name: `Schemas["NewPositionResponse"]`. */
export type Schemas = components["schemas"];

/** The one error body of every 4xx and 5xx answer. */
export type ApiError = Schemas["Error"];

/** The prepared EIP-1559 transaction of every transaction-preparation answer. */
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
  type: "eip1559";
}

/**
 * The answer's `transaction` with exactly its fields, wei and gas as bigint, for a wallet library
 * (viem): add the sender's nonce and sign. Throws on a field that is not of the documented form.
 */
export declare function signableTransaction(tx: PreparedTransaction): SignableTransaction;
