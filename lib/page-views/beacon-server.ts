import "server-only";
import { countPropertyView } from "./counter";
import { COUNT_VIEW } from "./beacon-route.mjs";

// The server's half of page-view counting. server.mjs answers POST /api/views/{id}/ itself, before Next,
// because a beacon must cost microseconds: Next's routing, proxy and rendering would cost a page's worth
// for each. Next's instrumentation hook (instrumentation.ts) hands it this counter through a symbol, so
// the counting keeps the app's settings, its client address and its database; a stopping server writes the
// last second's views through lib/health/stop.ts. Unknown ids are dropped
// when the batch is written (lib/db/page-views.ts).

/** The request as server.mjs has it: Node's header object, names in lower case. */
export interface BeaconRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
}

export function registerViewCounter() {
  (globalThis as Record<symbol, unknown>)[COUNT_VIEW] = (request: BeaconRequest, propertyId: number) => {
    const get = (name: string) => {
      const value = request.headers[name];
      return (Array.isArray(value) ? value[0] : value) ?? null;
    };
    countPropertyView({ method: request.method, headers: { get } }, propertyId);
  };
}
