import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test } from "@playwright/test";
import { rawGet } from "@/tests/support/raw-get";
import { buildScriptOf, site } from "./support";

// Compression (lib/http/compression.mjs, applied by server.mjs instead of Next): pages and the build's
// files are sent with Brotli to a browser that asks for it and gzip to a client that knows only gzip,
// with Vary: Accept-Encoding for caches; a client that asks for neither gets the plain answer. The
// build's files were compressed once by npm run build (scripts/dev/precompress.mjs) and are sent as stored.

const encodingOf = async (path: string, accept: string) => {
  const response = await fetch(new URL(path, test.info().project.use.baseURL), {
    headers: { "accept-encoding": accept },
  });
  const body = await response.text();
  return { encoding: response.headers.get("content-encoding"), vary: response.headers.get("vary") ?? "", body };
};

test("pages and build files are compressed as the client asks, and still read the same", async ({ request }) => {
  const plain = await (await request.get(site.fr.home, { headers: { "accept-encoding": "identity" } })).text();
  expect(plain).toContain("<h1");
  for (const [accept, expected] of [
    ["br, gzip, deflate", "br"],
    ["gzip, deflate", "gzip"],
    ["identity", null],
  ] as const) {
    const page = await encodingOf(site.fr.home, accept);
    expect(page.encoding, accept).toBe(expected);
    expect(page.vary.toLowerCase(), accept).toContain("accept-encoding");
    expect(page.body, accept).toBe(plain);
  }
  const script = buildScriptOf(plain);
  expect((await encodingOf(script, "br, gzip")).encoding).toBe("br");
  expect((await encodingOf(script, "gzip")).encoding).toBe("gzip");
});

const raw = (path: string, accept: string) =>
  rawGet(test.info().project.use.baseURL!, path, { "accept-encoding": accept });

test("the build's files are sent as npm run build compressed them, at Brotli's highest level", async () => {
  const html = await (await fetch(new URL(site.fr.home, test.info().project.use.baseURL))).text();
  const files = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  expect(files.length).toBeGreaterThan(2);
  for (const file of files) {
    const stored = path.join(".next", decodeURIComponent(file.slice("/_next/".length)));
    const response = await raw(file, "br, gzip");
    // The body is the file in Brotli at quality 11 (Node's default), byte for byte: the stored .br.
    expect(response.headers["content-encoding"], file).toBe("br");
    expect(response.body.equals(zlib.brotliCompressSync(fs.readFileSync(stored))), file).toBe(true);
    expect(response.headers["content-type"], file).toMatch(/^text\/(javascript|css); charset=utf-8$/);
    expect(response.headers["cache-control"], file).toBe("public, max-age=31536000, immutable");
  }
});

test("a build file answers other methods than GET and HEAD with 405, and an unknown one with 404", async ({
  request,
}) => {
  const html = await (await request.get(site.fr.home)).text();
  const script = buildScriptOf(html);
  const posted = await request.post(script, { data: "x" });
  expect(posted.status()).toBe(405);
  expect(posted.headers()["allow"]).toBe("GET, HEAD");
  expect((await request.head(script)).status()).toBe(200);
  expect((await request.get("/_next/static/chunks/not-in-this-build.js")).status()).toBe(404);
  for (const outside of ["/_next/static/../../package.json", "/_next/static/%2e%2e/%2e%2e/package.json"]) {
    expect((await raw(outside, "br, gzip")).status, outside).toBe(404);
  }
});
