import { expect, test } from "@playwright/test";
import { site } from "./support";

// Compression (lib/http/compression.mjs, applied by server.mjs instead of Next): pages and the build's
// files are sent with Brotli to a browser that asks for it and gzip to a client that knows only gzip,
// with Vary: Accept-Encoding for caches; a client that asks for neither gets the plain answer.

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
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(plain)![1]!;
  expect((await encodingOf(script, "br, gzip")).encoding).toBe("br");
  expect((await encodingOf(script, "gzip")).encoding).toBe("gzip");
});
