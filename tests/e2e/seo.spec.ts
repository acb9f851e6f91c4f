import { expect, test } from "@playwright/test";
import { latestOffers } from "./support";

test.describe("Search engines", () => {
  test("robots.txt allows the site and names the sitemap", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    expect(text).toMatch(/User-Agent: \*\s+Allow: \/\s+Disallow: \/api\//);
    // The running server's own address (SITE_URL), not the build machine's (http://localhost:3000 for a build
    // made without one).
    expect(text).toContain(`Sitemap: ${new URL("/sitemap.xml", robots.url())}`);
    expect(robots.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  });

  test("the sitemap lists every language's pages and properties, each with its hreflang alternates", async ({
    page,
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    for (const path of [
      "/en/",
      "/nl/te-koop/",
      "/fr/a-louer/",
      "/de/haftungsausschluss/",
      "/fr/l-agence/mentions-legales/",
    ]) {
      expect(xml).toContain(`${path}</loc>`);
    }
    expect(xml).not.toContain("/feedback/");
    expect(xml).not.toContain("/login/");

    await page.goto("/nl/");
    const [property] = await latestOffers(page, "nl");
    expect(xml).toContain(`${property!.href}</loc>`);
    const entry = xml.split("<url>").find((block) => block.includes(`${property!.href}</loc>`))!;
    for (const lang of ["en", "nl", "fr", "de"]) expect(entry).toContain(`hreflang="${lang}"`);
    expect((xml.match(/<url>/g) ?? []).length).toBeGreaterThan(4 * 34);
  });
});
