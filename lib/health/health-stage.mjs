import { processHooks } from "../server/process-hooks.mjs";
import { HEALTH_PATH } from "./health-route.mjs";

// The health endpoints as a stage of server.mjs (lib/server/stages.mjs), answered without Next: whether this
// process lives, and whether it can serve (the app's readiness check, or 503 while it starts or stops). JSON, never
// cached.

/**
 * @param {() => boolean} stopping whether the server was told to stop: readiness answers 503 from then on
 * @returns {import("../server/stages.mjs").AnsweringStage}
 */
export function healthStage(stopping) {
  return {
    name: "health",
    answers(req, res) {
      const match = HEALTH_PATH.exec((req.url ?? "/").split("?")[0] ?? "/");
      if (!match) return false;
      req.resume();
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { Allow: "GET, HEAD" }).end();
        return true;
      }
      /** @param {number} status @param {object} body */
      const send = (status, body) =>
        res
          .writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" })
          .end(req.method === "HEAD" ? undefined : JSON.stringify(body));
      const check = processHooks.checkReady;
      if (!match[1]) send(200, { status: "live" });
      else if (stopping()) send(503, { status: "stopping" });
      else if (!check) send(503, { status: "starting" });
      else
        check().then(
          ({ ready, failing }) =>
            send(ready ? 200 : 503, ready ? { status: "ready" } : { status: "not ready", failing }),
          () => send(503, { status: "not ready", failing: ["check"] }),
        );
      return true;
    },
  };
}
