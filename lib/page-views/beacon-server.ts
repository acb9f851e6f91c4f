import "server-only";
import { processHooks } from "@/lib/server/process-hooks.mjs";
import { countPropertyView } from "./counter";

// The server's half of page-view counting. server.mjs answers POST /api/views/{id}/ itself, before Next,
// because a beacon must cost microseconds: Next's routing, proxy and rendering would cost a page's worth
// for each. Next's instrumentation hook (instrumentation.ts) hands it this counter as a process hook
// (lib/server/process-hooks.mjs), so the counting keeps the app's settings, its client address and its database;
// a stopping server writes the last second's views through lib/health/register.ts. Unknown ids are dropped
// when the batch is written (lib/db/page-views.ts).

export function registerViewCounter() {
  processHooks.countView = (request, propertyId) => {
    const get = (name: string) => {
      const value = request.headers[name];
      return (Array.isArray(value) ? value[0] : value) ?? null;
    };
    countPropertyView({ method: request.method, headers: { get } }, propertyId);
  };
}
