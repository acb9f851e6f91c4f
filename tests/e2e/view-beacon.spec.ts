import { expect, test } from "@playwright/test";

// The view beacon that counts property page views (lib/page-views/beacon-server.ts, answered by server.mjs):
// a property page sends it once shown, empty, and the beacon's address answers an empty POST with 204
// whatever it says and any other method with 405 (a body is refused with 413: body-limits.spec.ts). That the counts reach the owner's portal, and that bots and
// prefetches add nothing, is in owner-portal.spec.ts.

// The page sends its beacon whoever looks at it; the server decides what counts. This test's browser is the
// suite's headless one, so its visit adds nothing to the owner's figures that owner-portal.spec.ts reads. It asks
// for French, as a visitor of the French page does: next-intl then sets no language cookie, and an answer that sets
// one is private (cdn-headers.spec.ts).
test.use({ locale: "fr-BE" });

test("a property page sends one view beacon for its own id; the page's answer stays public", async ({ page }) => {
  const beacons: string[] = [];
  page.on(
    "request",
    (r) => r.url().includes("/api/views/") && beacons.push(`${r.method()} ${new URL(r.url()).pathname}`),
  );
  const first = page.waitForResponse((r) => r.url().includes("/api/views/"));
  const response = await page.goto("/fr/property/1/");
  expect(response?.headers()["cache-control"]).toMatch(/^public/);
  expect((await first).status()).toBe(204);
  expect(beacons).toEqual(["POST /api/views/1/"]);
  // What the server requires of a beacon to count it (lib/page-views/rules.ts), as the browser sends it.
  expect(await (await first).request().headerValue("sec-fetch-site")).toBe("same-origin");
});

test("the beacon's address answers 204 to any empty POST and 405 to other methods, never an error", async ({
  request,
}) => {
  for (const path of ["/api/views/1/", "/api/views/1", "/api/views/999999999/"]) {
    expect((await request.post(path)).status(), path).toBe(204);
  }
  expect((await request.post("/api/views/1/", { headers: { "sec-fetch-site": "cross-site" } })).status()).toBe(204);
  const get = await request.get("/api/views/1/", { maxRedirects: 0 });
  expect(get.status()).toBe(405);
  expect(get.headers().allow).toBe("POST");
  for (const path of ["/api/views/abc/", "/api/views/1/2/", "/api/views/9999999999/"]) {
    expect((await request.post(path, { maxRedirects: 0 })).status(), path).toBeLessThan(500);
  }
});
