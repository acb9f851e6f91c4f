// /robots.txt, answered by server.mjs before Next and the proxy, as the health endpoints are. It is fixed for a
// running server, since only SITE_URL (read at start) changes it, so it costs what the build's files cost
// (docs/performance.md, "Against the framework"). Written as app/robots.ts it was drawn at build time and named
// the build machine's SITE_URL: a build made without one sent crawlers to http://localhost:3000/sitemap.xml.

export const ROBOTS_PATH = "/robots.txt";

/**
 * The file: the whole site open to crawlers but the API, and where the sitemap is.
 * @param {string} siteUrl the public address, without a trailing slash
 */
export function robotsText(siteUrl) {
  return ["User-Agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
}

/**
 * /robots.txt as a stage of server.mjs (lib/server/stages.mjs) for a server on this public address. A text file
 * loads nothing, so it keeps the policy every answer starts with (lib/http/fixed-headers.mjs).
 * @param {string} siteUrl
 * @returns {import("../server/stages.mjs").AnsweringStage}
 */
export function robotsStage(siteUrl) {
  const body = Buffer.from(robotsText(siteUrl));
  /** @type {import("../server/stages.mjs").AnsweringStage["answers"]} */
  const answers = (req, res) => {
    if ((req.url ?? "").split("?")[0] !== ROBOTS_PATH) return false;
    req.resume();
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return true;
    }
    res
      .writeHead(200, {
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Length": body.length,
        "Cache-Control": "public, max-age=0, must-revalidate",
      })
      .end(req.method === "HEAD" ? undefined : body);
    return true;
  };
  return { name: "robots.txt", answers };
}
