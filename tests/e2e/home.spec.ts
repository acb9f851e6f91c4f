import { expect, test } from "@playwright/test";
import { latestOffers, locales, site } from "./support";

test.describe("Home page in each language", () => {
  for (const locale of locales) {
    const text = site[locale];

    test(`${locale}: heading, language, latest offers, sections, header and footer`, async ({ page }) => {
      const response = await page.goto(text.home);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(text.home);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);

      // One h1, in the page's language.
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.heading);

      // Six property cards from the database, each with an h3 link to a canonical detail page.
      const latest = page.getByRole("region", { name: text.latest });
      await expect(latest.getByRole("article")).toHaveCount(6);
      await expect(latest.getByRole("heading", { level: 3 })).toHaveCount(6);
      const cards = await latestOffers(page, locale);
      expect(new Set(cards.map((c) => c.id)).size).toBe(6);
      for (const card of cards) expect(card.title).not.toBe("");

      await expect(page.getByRole("region", { name: text.services }).getByRole("listitem")).toHaveCount(4);
      await expect(page.getByRole("region", { name: text.testimonials }).locator("blockquote")).not.toHaveCount(0);

      // Header: the language switcher, the current language marked.
      const switcher = page.getByRole("navigation", { name: text.languageNav });
      await expect(switcher.getByRole("link")).toHaveCount(4);
      for (const other of locales) {
        const link = switcher.getByRole("link", { name: new RegExp(`^${other}\\b`, "i") });
        await expect(link).toHaveCSS("text-transform", "uppercase");
        if (other === locale) await expect(link).toHaveAttribute("aria-current", "true");
        else await expect(link).not.toHaveAttribute("aria-current");
      }

      // Footer: the agency's address, in Dutch on Dutch pages (a Brussels street has two names), and the legal links.
      const footer = page.getByRole("contentinfo");
      for (const line of text.address) await expect(footer.locator("address")).toContainText(line);
      const legal = footer.getByRole("navigation", { name: text.legalNav });
      await expect(legal.getByRole("link", { name: text.disclaimer.link, exact: true })).toHaveAttribute(
        "href",
        text.disclaimer.path,
      );
      await expect(legal.getByRole("link", { name: text.privacy.link, exact: true })).toHaveAttribute(
        "href",
        text.privacy.path,
      );
    });

    test(`${locale}: title, description, canonical and hreflang alternates`, async ({ page, baseURL }) => {
      await page.goto(text.home);
      await expect(page).toHaveTitle(text.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", text.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/${locale}/`);

      const alternates = page.locator('link[rel="alternate"][hreflang]');
      await expect(alternates).toHaveCount(5);
      const found = await alternates.evaluateAll((links) =>
        Object.fromEntries(links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")])),
      );
      expect(found).toEqual({
        en: `${baseURL}/en/`,
        nl: `${baseURL}/nl/`,
        fr: `${baseURL}/fr/`,
        de: `${baseURL}/de/`,
        "x-default": `${baseURL}/fr/`,
      });
    });
  }
});

test.describe("Header on a phone (390 × 844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the desktop navigation is hidden and the Menu disclosure opens the links", async ({ page }) => {
    const text = site.fr;
    await page.goto(text.home);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.heading);

    // Both the desktop bar and the closed menu keep their links out of sight.
    const header = page.getByRole("banner");
    await expect(header.getByRole("navigation", { name: text.mainNav })).toHaveCount(0);
    const forSale = header.getByRole("link", { name: "À vendre", exact: true });
    await expect(forSale).toBeHidden();

    const menu = header.getByText("Menu", { exact: true });
    await expect(menu).toBeVisible();
    await menu.click();

    const nav = header.getByRole("navigation", { name: text.mainNav });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link", { name: "À vendre", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "À vendre", exact: true })).toHaveAttribute("href", text.forSale);
    await expect(nav.getByRole("link", { name: "À louer", exact: true })).toHaveAttribute("href", text.forRent);
    // The five sections and the owners' login; the favourites' heart stays in the header, outside the menu.
    await expect(nav.getByRole("link")).toHaveCount(6);
    await expect(nav.getByRole("link", { name: /^Favoris/ })).toHaveCount(0);
    await expect(header.getByRole("link", { name: /^Favoris/ })).toBeVisible();

    // A second tap closes it again.
    await menu.click();
    await expect(header.getByRole("navigation", { name: text.mainNav })).toHaveCount(0);
  });
});

test.describe("Header on a desktop screen", () => {
  test("the navigation bar is shown and the Menu button is not", async ({ page }) => {
    const text = site.en;
    await page.goto(text.home);
    const nav = page.getByRole("banner").getByRole("navigation", { name: text.mainNav });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link", { name: "For sale", exact: true })).toHaveAttribute("href", text.forSale);
    await expect(page.getByRole("banner").getByText("Menu", { exact: true })).toBeHidden();
  });
});

test.describe("Keyboard", () => {
  test("the first Tab focuses the skip-to-content link, which leads to the main content", async ({ page }) => {
    const text = site.nl;
    await page.goto(text.home);
    const skip = page.getByRole("link", { name: text.skip });
    const width = async () => (await skip.boundingBox())?.width ?? 0;
    expect(await width()).toBeLessThanOrEqual(1); // visually hidden until focused

    await page.keyboard.press("Tab");
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expect.poll(width).toBeGreaterThan(10);
    await expect(skip).toHaveAttribute("href", "#main");
    await expect(page.locator("main#main")).toHaveCount(1);

    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${text.home}#main`);
  });
});
