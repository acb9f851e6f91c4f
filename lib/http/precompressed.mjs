import fs from "node:fs";
import path from "node:path";
import sirv from "sirv";
import { log } from "../log.mjs";

// The build's files as scripts/dev/precompress.mjs left them: each text file beside its .br and .gz.

/** The build's folder, as Next writes it. */
export const BUILD_DIR = ".next";
/** Written last by scripts/dev/precompress.mjs, in the build's folder: the BUILD_ID of the build it compressed. */
export const PRECOMPRESSED_MARK = "precompressed";

/**
 * A handler for /_next/static/… that sends a file's .br or .gz as the request accepts, or the file
 * itself, and calls `next` for a path the build does not hold. Null when this build was not
 * precompressed (`next build` run alone): its files are then compressed on every answer.
 * sirv: one well-kept library for what this needs (the encoding a request accepts, Vary, a file index
 * read once, so no path outside the folder is ever opened).
 * @returns {((req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, next: () => void) => void) | null}
 */
export function precompressedFiles(build = BUILD_DIR) {
  const built = fs.readFileSync(path.join(build, "BUILD_ID"), "utf8");
  const mark = path.join(build, PRECOMPRESSED_MARK);
  const marked = fs.existsSync(mark) && fs.readFileSync(mark, "utf8");
  if (marked !== built) {
    log.warn(
      { event: "build.uncompressed" },
      "The build's files are compressed on every answer: npm run build compresses them once.",
    );
    return null;
  }
  const serve = sirv(path.join(build, "static"), {
    brotli: true,
    gzip: true,
    extensions: [],
    // The character set Next names for its own answers of these files.
    setHeaders: (res, pathname) => {
      if (/\.(js|css)$/.test(pathname)) res.setHeader("Content-Type", `${type(pathname)}; charset=utf-8`);
    },
  });
  // sirv reads only the path, the headers and the method of the request it is given.
  return (req, res, next) => {
    const within = { url: (req.url ?? "").slice("/_next/static".length), headers: req.headers, method: req.method };
    serve(/** @type {import("node:http").IncomingMessage} */ (/** @type {unknown} */ (within)), res, next);
  };
}

/** @param {string} pathname */
const type = (pathname) => (pathname.endsWith(".css") ? "text/css" : "text/javascript");

/**
 * The build's files as a stage of server.mjs (lib/server/stages.mjs): a file the build holds is sent as stored,
 * any other goes on to Next (compressed per answer by lib/http/compression.mjs). Answers nothing in development,
 * where Next's files change as they are edited.
 * @param {{ dev: boolean }} options
 * @returns {import("../server/stages.mjs").AnsweringStage}
 */
export function buildFilesStage({ dev }, build = BUILD_DIR) {
  const served = dev ? null : precompressedFiles(build);
  return {
    name: "build files",
    answers(req, res) {
      if (dev || !(req.url ?? "").startsWith("/_next/static/")) return false;
      // Next answers a POST to one of its files with a 500.
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { Allow: "GET, HEAD" }).end();
        return true;
      }
      if (!served) return false;
      // sirv answers at once, or calls on at once for a path the build does not hold.
      let held = true;
      served(req, res, () => {
        held = false;
      });
      return held;
    },
  };
}
