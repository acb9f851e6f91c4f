import { AsyncLocalStorage } from "node:async_hooks";
import { isIP } from "node:net";
import { processHooks } from "../server/process-hooks.mjs";
import { isLoopback } from "./ip.mjs";

// The client's address, established by server.mjs from the connection and a configured number of
// trusted proxies, never from a header the visitor writes alone. Plain JavaScript: server.mjs runs on
// Node without Next's compiler. The app reads the result through lib/http/client-address.ts, from the request store
// this module registers as a process hook (lib/server/process-hooks.mjs).

/**
 * TRUST_PROXY_HOPS: how many proxies in front of the site append to X-Forwarded-For (0: none).
 * @param {string | undefined} value
 */
export function readHops(value) {
  if (value === undefined || value.trim() === "") return 0;
  if (!/^\d+$/.test(value.trim()))
    throw new Error(
      `TRUST_PROXY_HOPS is "${value}"; it must be a whole number ≥ 0, the proxies in front of the site (0: none).`,
    );
  return Number(value.trim());
}

/**
 * One hop as proxies write it ("203.0.113.7", "[2001:db8::1]:443", "203.0.113.7:5000"), or null.
 * @param {string} hop
 */
function addressOf(hop) {
  const text = hop.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text);
  const address = bracketed?.[1] ?? withPort?.[1] ?? text;
  return isIP(address) ? address : null;
}

/**
 * The address `hops` places from the right of X-Forwarded-For, the connection's own address being the
 * last hop: 0 is the connection itself, 1 the last address a single proxy appended. Whatever the
 * visitor wrote sits further left and is never reached. Null when the chain is too short or the hop
 * is not an address.
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor
 * @param {number} hops
 * @returns {string | null}
 */
export function resolveClientAddress(socketAddress, forwardedFor, hops) {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  const chain = [...header.split(",").filter((hop) => hop.trim() !== ""), socketAddress ?? ""];
  const hop = chain[chain.length - 1 - hops];
  return hop === undefined ? null : addressOf(hop);
}

/** Headers through which an address could reach the app other than the one set here. */
const addressHeaders = [
  "x-forwarded-for",
  "x-real-ip",
  "forwarded",
  "x-client-ip",
  "true-client-ip",
  "cf-connecting-ip",
];

/**
 * Headers a proxy adds when it passes a request on (addresses, the host and scheme asked for, its own name).
 * A proxy on this machine connects from loopback: any one of them says the request is not this machine's own,
 * whatever address it names or leaves out.
 */
const FORWARDING_HEADER =
  /^(forwarded|via|x-forwarded-.+|x-real-ip|x-client-ip|true-client-ip|cf-connecting-ip|fastly-client-ip|x-cluster-client-ip|x-original-(forwarded-for|host|url))$/;

/**
 * Whether a request came straight from this machine: a loopback connection carrying no forwarding header. Decided
 * from the connection alone: with TRUST_PROXY_HOPS, whatever the proxies say about the client is a forwarding
 * header, so a request they passed on is never this machine's, even from a client on the proxy's machine.
 * @param {import("node:http").IncomingMessage} req
 */
export function isFromThisMachine(req) {
  const socketAddress = req.socket.remoteAddress;
  if (socketAddress === undefined || !isLoopback(socketAddress)) return false;
  for (const name in req.headers) if (FORWARDING_HEADER.test(name)) return false;
  return true;
}

/**
 * Runs `next` with the request's client address and id in reach of the app (clientAddress(), the log's
 * lines), after replacing every address header the visitor could have written, so Next and the app see this
 * value only.
 * @template T
 * @param {import("node:http").IncomingMessage} req
 * @param {number} hops
 * @param {string} requestId
 * @param {() => T} next
 * @returns {T}
 */
export function withClientAddress(req, hops, requestId, next) {
  const address = resolveClientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], hops);
  const local = isFromThisMachine(req);
  for (const name of addressHeaders) delete req.headers[name];
  // Next fills an absent X-Forwarded-For from the socket; an empty one says "unknown" instead.
  req.headers["x-forwarded-for"] = address ?? "";
  const store = (processHooks.requests ??= new AsyncLocalStorage());
  return store.run({ address, requestId, local }, next);
}
