import { expect, test } from "@playwright/test";
import { latestOffers } from "./support";

test.describe("Search engines", () => {
  test("robots.txt allows the site and names the sitemap", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    expect(text).toMatch(/User-Agent: \*\s+Allow: \/\s+Disallow: \/api\//);
    expect(text).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
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
