import { processHooks } from "../server/process-hooks.mjs";
import { VIEW_BEACON_PATH } from "./beacon-route.mjs";

// A property page's view beacon (lib/page-views/beacon-client.ts) as a stage of server.mjs (lib/server/stages.mjs),
// answered without Next: 204 at once, the view counted by the counter the instrumentation hook registered
// (lib/page-views/beacon-server.ts). Any other method is refused. Apart from beacon-route.mjs, which the browser
// loads too.

/** @type {import("../server/stages.mjs").AnsweringStage} */
export const viewBeaconStage = {
  name: "view beacon",
  answers(req, res) {
    const match = VIEW_BEACON_PATH.exec((req.url ?? "/").split("?")[0] ?? "/");
    if (!match) return false;
    req.resume();
    if (req.method !== "POST") {
      res.writeHead(405, { Allow: "POST" }).end();
      return true;
    }
    processHooks.countView?.({ method: req.method, headers: req.headers }, Number(match[1]));
    res.writeHead(204).end();
    return true;
  },
};
