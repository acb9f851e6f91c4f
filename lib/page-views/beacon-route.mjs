// The view beacon's address. Plain JavaScript: server.mjs runs on Node without Next's compiler, and the browser
// builds the address from here too. The app (lib/page-views/beacon-server.ts, from the instrumentation hook) hands
// server.mjs its counter as a process hook (lib/server/process-hooks.mjs).

/**
 * The beacon's address for a property (lib/page-views/beacon-client.ts posts to it).
 * @param {number} propertyId
 */
export const viewBeaconPath = (propertyId) => `/api/views/${propertyId}/`;

/** What server.mjs answers as a beacon: the property id in the first group. */
export const VIEW_BEACON_PATH = /^\/api\/views\/(\d{1,9})\/?$/;
