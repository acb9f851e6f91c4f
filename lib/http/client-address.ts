import "server-only";
import { log } from "@/lib/log.mjs";
import { processHooks } from "@/lib/server/process-hooks.mjs";

// The client's address for server actions, route handlers and pages, as server.mjs established it
// from the connection and TRUST_PROXY_HOPS (lib/http/trusted-address.mjs). Headers are never read
// here: whoever runs the site without server.mjs (`next start`, `next dev`) gets no address at all,
// so forms are refused and the dev mailbox stays shut rather than trusting what a visitor wrote.

const holder = globalThis as unknown as { __clientAddressWarned?: boolean };

/** The address of the client this request is for, or null when it cannot be told. */
export function clientAddress(): string | null {
  const store = processHooks.requests?.getStore();
  if (!store && !holder.__clientAddressWarned) {
    holder.__clientAddressWarned = true;
    log.warn(
      { event: "address.missing" },
      "No client address: the site must be started with server.mjs (npm start, npm run dev).",
    );
  }
  return store?.address ?? null;
}

/**
 * Whether this request came straight from this machine: a loopback connection that carries no forwarding header
 * (X-Forwarded-*, Forwarded, Via, X-Real-IP…), so no proxy, even one on this machine, passed it on. Headers alone
 * can never make it so (lib/http/trusted-address.mjs).
 */
export function fromThisMachine(): boolean {
  return processHooks.requests?.getStore()?.local ?? false;
}
