import { constants } from "node:zlib";
import compression from "compression";

// Answers are compressed here, not by Next (compress: false in next.config.ts), so pages and the build's
// files can be treated apart. A page is compressed on every answer, cached or not, so it gets the
// fastest levels: Brotli quality 1 (what browsers ask for) and gzip level 1 (nginx's default). Measured on
// a 160 kB list page: Brotli 1 takes 0.3 ms for 18.5 kB, gzip 1 0.6 ms for 21.6 kB, where Next's gzip 6 took
// 1.5 ms for 17.9 kB; the home page (79 kB) 0.6 ms for 14.5 kB with Brotli 1, 1.0 ms with gzip 6. The build's
// hashed files are sent precompressed by lib/http/precompressed.mjs; one it does not hold (a build made without
// that step, or development, where Next's files change as they are edited) gets the library's defaults (Brotli 4,
// gzip 6). A page from Next's cache comes here already compressed, once, and kept (lib/http/page-bodies.mjs): the
// library lets it through and only names Vary.
const pages = compression({ level: 1, brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } } });
const files = compression();

/**
 * Compression as a stage of server.mjs (lib/server/stages.mjs): the library encodes Next's answer beneath the
 * other stages, as the request allows (Accept-Encoding).
 * @type {import("../server/stages.mjs").ShapingStage}
 */
export const compressionStage = {
  name: "compression",
  encoder: (req) => ((req.url ?? "").startsWith("/_next/static/") ? files : pages),
};
