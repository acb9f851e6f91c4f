import { expect, test } from "@playwright/test";
import { latestOffers, locales, site } from "./support";

test.describe("Legal pages from the footer", () => {
  for (const locale of locales) {
    const text = site[locale];

    test(`${locale}: the disclaimer and the privacy statement open with their heading`, async ({ page }) => {
      for (const legalPage of [text.disclaimer, text.privacy]) {
        await page.goto(text.home);
        const legal = page.getByRole("contentinfo").getByRole("navigation", { name: text.legalNav });
        await legal.getByRole("link", { name: legalPage.link, exact: true }).click();

        await expect(page).toHaveURL(legalPage.path);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(legalPage.heading);
        await expect(page.getByRole("main").getByRole("paragraph").first()).not.toBeEmpty();
        await expect(page).toHaveTitle(new RegExp(`^${legalPage.heading} \\| Atrium Immo$`));
      }
    });
  }

  test("the legal pages answer 200 in every language", async ({ request }) => {
    for (const locale of locales) {
      for (const legalPage of [site[locale].disclaimer, site[locale].privacy]) {
        const response = await request.get(legalPage.path, { maxRedirects: 0 });
        expect(response.status(), legalPage.path).toBe(200);
      }
    }
  });
});

test.describe("Blog", () => {
  test("lists the four posts, each opening as an article", async ({ page }) => {
    await page.goto(site.en.home);
    await page
      .getByRole("contentinfo")
      .getByRole("navigation", { name: site.en.moreNav })
      .getByRole("link", { name: "Blog", exact: true })
      .click();
    await expect(page).toHaveURL("/en/blog/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");

    const posts = page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("link");
    await expect(posts).toHaveCount(4);
    const hrefs = await posts.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    for (const href of hrefs) expect(href).toMatch(/^\/en\/blog\/[a-z0-9-]+\/$/);
    expect(new Set(hrefs).size).toBe(4);

    const title = (await posts.first().textContent())!.trim();
    await posts.first().click();
    await expect(page).toHaveURL(hrefs[0]!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });

  test("lists four posts in every language", async ({ page }) => {
    for (const locale of locales) {
      await page.goto(`/${locale}/blog/`);
      await expect(page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("link")).toHaveCount(4);
    }
  });
});

test.describe("Sold property", () => {
  test("ATR-2007 shows the sold banner", async ({ page }) => {
    // The demo seed numbers its 35 properties in reference order: ATR-2007 is id 7 (checked below).
    const response = await page.goto("/fr/property/7/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/^.*\/fr\/a-vendre\/[^/]+\/[^/]+\/7\/$/);
    await expect(page.getByRole("definition").filter({ hasText: /^ATR-2007$/ })).toHaveCount(1);

    const banner = page.getByRole("status").filter({ hasText: "Ce bien est vendu." });
    await expect(banner).toHaveText("Ce bien est vendu.");
    await expect(banner).toBeVisible();

    await page.getByRole("navigation", { name: site.fr.languageNav }).getByRole("link", { name: /^nl\b/i }).click();
    await expect(page).toHaveURL(/\/nl\/te-koop\/[^/]+\/[^/]+\/7\/$/);
    await expect(page.getByRole("status").filter({ hasText: site.nl.sold })).toHaveText(site.nl.sold);
  });

  test("an available property shows no such banner", async ({ page }) => {
    await page.goto(site.fr.home);
    const [available] = await latestOffers(page, "fr");
    await page.goto(available!.href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(available!.title);
    await expect(page.getByRole("status").filter({ hasText: site.fr.sold })).toHaveCount(0);
    await expect(page.getByText(site.fr.sold)).toHaveCount(0);
  });
});

test.describe("Article alternates", () => {
  test("a company value links each language's own address, which opens the value in that language", async ({
    page,
    browser,
  }) => {
    await page.goto("/fr/l-agence/");
    await page.locator('main a[href^="/fr/nos-valeurs/"]').first().click();
    await expect(page).toHaveURL(/\/fr\/nos-valeurs\/[a-z-]+\/$/);
    const frenchSlug = new URL(page.url()).pathname.split("/")[3];
    const frenchTitle = await page.getByRole("heading", { level: 1 }).textContent();
    const other = await browser.newPage();
    const languages = [
      ["nl", "/nl/onze-waarden/"],
      ["de", "/de/unsere-werte/"],
      ["en", "/en/our-values/"],
    ] as const;
    for (const [lang, prefix] of languages) {
      const href = await page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute("href");
      const path = new URL(href!).pathname;
      expect(path.startsWith(prefix), path).toBe(true);
      const response = await other.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(other.locator("html")).toHaveAttribute("lang", lang);
      await expect(other.getByRole("heading", { level: 1 })).not.toHaveText(frenchTitle!);
      await expect(other).toHaveURL(new RegExp(`${path}$`));
    }
    // At least one language has its own slug (the titles differ), not the French one.
    const slugs = await Promise.all(
      ["nl", "de", "en"].map(
        async (l) =>
          new URL((await page.locator(`link[hreflang="${l}"]`).getAttribute("href"))!).pathname.split("/")[3],
      ),
    );
    expect(slugs.some((slug) => slug !== frenchSlug)).toBe(true);
    await other.close();
  });
});
