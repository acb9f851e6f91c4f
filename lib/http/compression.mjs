import { constants } from "node:zlib";
import compression from "compression";
import { precompressedFiles } from "./precompressed.mjs";

// Answers are compressed here, not by Next (compress: false in next.config.ts), so pages and the build's
// files can be treated apart. A page is compressed on every answer, cached or not, so it gets the
// fastest levels: Brotli quality 1 (what browsers ask for) and gzip level 1 (nginx's default). Measured on
// a 160 kB list page: Brotli 1 takes 0.3 ms for 18.5 kB, gzip 1 0.6 ms for 21.6 kB, where Next's gzip 6 took
// 1.5 ms for 17.9 kB; the home page (79 kB) 0.6 ms for 14.5 kB with Brotli 1, 1.0 ms with gzip 6. A cached
// search now answers nearly as fast as the home page. The build's hashed files are most of what a phone
// downloads and change only with a release: npm run build compresses them once at the highest levels
// (scripts/dev/precompress.mjs) and they are sent as they are; a build made without that step gets the
// library's defaults (Brotli 4, gzip 6) on every answer. A page from Next's cache comes here already
// compressed, once, and kept (lib/http/page-bodies.mjs): the library lets it through and only names Vary.
const pages = compression({ level: 1, brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } } });
const files = compression();

/**
 * The handler that runs `next` with its answer compressed as the request allows (Accept-Encoding), or
 * sends the build's precompressed file itself. In development Next's files change as they are edited:
 * everything is compressed per answer.
 * @param {{ dev: boolean }} options
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, next: () => void) => void}
 */
export function compressionFor({ dev }) {
  const built = dev ? null : precompressedFiles();
  return (req, res, next) => {
    const url = req.url ?? "";
    if (!url.startsWith("/_next/static/")) return pages(req, res, next);
    const viaFiles = () => files(req, res, next);
    if (dev) return viaFiles();
    // Next answers a POST to one of its files with a 500.
    if (req.method !== "GET" && req.method !== "HEAD") return res.writeHead(405, { Allow: "GET, HEAD" }).end();
    if (built) return built(req, res, viaFiles);
    viaFiles();
  };
}
