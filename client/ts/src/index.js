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
  if (tx.type !== "0x2") {
    throw new TypeError(`transaction.type must be 0x2 (EIP-1559), got ${String(tx.type)}`);
  }
  if (!address.test(tx.to)) throw new TypeError(`transaction.to is not an address: ${tx.to}`);
  if (!hexData.test(tx.data)) throw new TypeError(`transaction.data is not 0x hex: ${tx.data}`);
  if (!Number.isSafeInteger(tx.chainId) || tx.chainId <= 0) {
    throw new TypeError(`transaction.chainId must be a positive integer, got ${tx.chainId}`);
  }
  return {
    chainId: tx.chainId,
    to: /** @type {`0x${string}`} */ (tx.to),
    data: /** @type {`0x${string}`} */ (tx.data),
    value: wei("value", tx.value),
    gas: wei("gas", tx.gas),
    maxFeePerGas: wei("maxFeePerGas", tx.maxFeePerGas),
    maxPriorityFeePerGas: wei("maxPriorityFeePerGas", tx.maxPriorityFeePerGas),
    type: "eip1559",
  };
}
