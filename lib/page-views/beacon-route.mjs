// The view beacon's address and the hook on globalThis by which the app (lib/page-views/beacon-server.ts,
// registered by the instrumentation hook) hands server.mjs its counter. Plain JavaScript:
// server.mjs runs on Node without Next's compiler, and the browser builds the address from here too.

/**
 * The beacon's address for a property (lib/page-views/beacon-client.ts posts to it).
 * @param {number} propertyId
 */
export const viewBeaconPath = (propertyId) => `/api/views/${propertyId}/`;

/** What server.mjs answers as a beacon: the property id in the first group. */
export const VIEW_BEACON_PATH = /^\/api\/views\/(\d{1,9})\/?$/;

/** globalThis[COUNT_VIEW](request, propertyId): counts the beacon when it counts as a view. */
export const COUNT_VIEW = Symbol.for("immo.countView");

/**
 * globalThis as server.mjs reads it: the hooks are there once the instrumentation hook has run.
 * @typedef {{
 *   [COUNT_VIEW]?: (request: import("node:http").IncomingMessage, propertyId: number) => void,
 * }} ViewHooks
 */
