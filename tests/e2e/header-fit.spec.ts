import { expect, test, type Locator } from "@playwright/test";
import { buildPath } from "@/lib/i18n/build-path";
import { locales, site } from "./support";

// The header at a desktop's, a small laptop's, a tablet's and a small phone's width, in the four languages: no link wraps onto
// a second line, nothing is wider than the screen, and every section of the site stays one click away, in the
// navigation bar where it fits, else in the Menu disclosure.

const destinations = ["/for-sale", "/for-rent", "/projects", "/free-valuation", "/contact", "/login"] as const;

/** Whether an element's text takes more than one line: its content box is taller than one line box. */
const wraps = (element: Locator) =>
  element.evaluate((el) => {
    const style = getComputedStyle(el);
    const px = (value: string) => parseFloat(value) || 0;
    const content =
      el.getBoundingClientRect().height -
      px(style.paddingTop) -
      px(style.paddingBottom) -
      px(style.borderTopWidth) -
      px(style.borderBottomWidth);
    return content > px(style.lineHeight) * 1.5;
  });

for (const width of [1280, 1024, 768, 360]) {
  test.describe(`Header at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const locale of locales) {
      test(`${locale}: fits on one line per link, within the screen, every section reachable`, async ({ page }) => {
        const text = site[locale];
        await page.goto(text.home);
        const header = page.getByRole("banner");

        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await header.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

        await expect(header.getByRole("link", { name: "Atrium Immo" })).toBeVisible();
        await expect(header.getByRole("navigation", { name: text.languageNav })).toBeVisible();
        const nav = header.getByRole("navigation", { name: text.mainNav });
        const menu = header.locator("details > summary");
        // From 961 px (the spec's desktop) the sections show as a bar in every language; below, behind Menu.
        if (width > 960) {
          await expect(nav).toBeVisible();
          await expect(menu).toBeHidden();
        } else {
          await expect(nav).toHaveCount(0);
          await expect(menu).toBeVisible();
          expect(await wraps(menu)).toBe(false);
          await menu.click();
          await expect(nav).toBeVisible();
        }

        for (const route of destinations) {
          const link = header.locator(`a[href="${buildPath(route, locale)}"]`).filter({ visible: true });
          await expect(link, route).toHaveCount(1);
          expect(await wraps(link), `${route} on one line`).toBe(false);
        }
        for (const link of await header.getByRole("navigation", { name: text.languageNav }).getByRole("link").all()) {
          expect(await wraps(link)).toBe(false);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      });
    }
  });
}
