import { expect, test, type Page } from "@playwright/test";
import { portalPageUrls, publicPageUrls } from "./support/page-types";
import { locales, site } from "./support";

// What a visitor on a phone sees: no page wider than the screen, the property's key figures under its
// first photo, and the agency's contact at the bottom of the screen, never over the consent dialog or a
// field being typed in. On a desktop the key figures stand beside the gallery.

const phones = [360, 390] as const;

/** The page's width, and the elements whose content runs out of their box (a long word, a wide table). */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const spilling = [...document.body.querySelectorAll("*")]
      .filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX === "visible")
      .map((e) => `<${e.tagName.toLowerCase()}> ${(e.textContent ?? "").trim().slice(0, 40)}`);
    return { scrollWidth: document.documentElement.scrollWidth, spilling: spilling.slice(-3).join("; ") };
  });
}

for (const locale of locales) {
  test(`every type of page fits a phone's width (${locale})`, async ({ page }) => {
    // About 48 pages, each opened at the narrower width, then measured again as the screen widens (the
    // browser lays it out anew; the page's scripts see the resize as a turned phone's do).
    test.setTimeout(180_000);
    const urls = { ...(await publicPageUrls(page.request, locale)), ...(await portalPageUrls(page, locale)) };
    for (const [name, { url }] of Object.entries(urls)) {
      await page.setViewportSize({ width: phones[0], height: 800 });
      await page.goto(url);
      for (const width of phones) {
        await page.setViewportSize({ width, height: 800 });
        const { scrollWidth, spilling } = await overflow(page);
        expect(scrollWidth, `${name} at ${width} px (${url}): ${spilling}`).toBeLessThanOrEqual(width);
      }
    }
  });
}

test.describe("A property on a phone (390 × 844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows price, bedrooms, living area, EPC label and address in the first screen, under the first photo", async ({
    page,
  }) => {
    await page.goto(`${site.en.forSale}?q=ATR-2003`);
    const photo = page.getByRole("button", { name: /^Enlarge photo 1 of/ });
    const summary = page.locator("[data-summary]");
    await expect(summary.locator("[data-price]")).toHaveText("€1,250,000");
    const figures = summary.getByRole("list", { name: "At a glance" });
    await expect(figures).toHaveText(/5 bedrooms\s*290 m²\s*EPB C-/);
    await expect(summary).toContainText("Avenue Orban 96, 1150 Woluwe-Saint-Pierre");

    const photoBox = (await photo.boundingBox())!;
    const bar = (await page.getByRole("navigation", { name: "Contact the agency" }).boundingBox())!;
    for (const part of [summary.locator("[data-price]"), figures, summary.getByText("Avenue Orban 96")]) {
      const box = (await part.boundingBox())!;
      expect(box.y, "under the first photo").toBeGreaterThanOrEqual(photoBox.y + photoBox.height);
      expect(box.y + box.height, "within the first screen, above the contact bar").toBeLessThanOrEqual(bar.y);
    }
  });

  test("keeps call, e-mail and book-a-viewing at the bottom of the screen; the viewing link leads to the calendar", async ({
    page,
  }) => {
    await page.goto(`${site.nl.forSale}?q=ATR-2003`);
    const bar = page.getByRole("navigation", { name: "Contact met het kantoor" });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("link", { name: "Bellen" })).toHaveAttribute("href", /^tel:\+32\d{8,9}$/);
    await expect(bar.getByRole("link", { name: "E-mailen" })).toHaveAttribute("href", /^mailto:.+@/);
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBe(844);

    // Still there once scrolled far down, and nothing of the page hides under it at the very end.
    // Scrolled at once: Chromium animates a keyboard scroll, and a busy machine measured it halfway.
    const footerEnd = () =>
      page.evaluate(() => {
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
        return [...document.querySelectorAll("footer")].at(-1)!.getBoundingClientRect().bottom;
      });
    expect(await footerEnd(), "the footer's end above the bar").toBeLessThanOrEqual(box.y + 1);
    await expect(bar).toBeInViewport();

    await bar.getByRole("link", { name: "Bezoek plannen" }).click();
    await expect(page).toHaveURL(/#book-visit$/);
    await expect(page.locator("#book-visit")).toBeInViewport();
  });

  test("steps aside while a field is typed in", async ({ page }) => {
    await page.goto(`${site.fr.forSale}?q=ATR-2003`);
    const bar = page.getByRole("navigation", { name: "Contacter l'agence" });
    await expect(bar).toBeVisible();
    const message = page.getByRole("form", { name: "Se renseigner sur ce bien" }).getByRole("textbox").first();
    await message.focus();
    await expect(bar).toBeHidden();
    await message.blur();
    await expect(bar).toBeVisible();
  });

  test("a sold property offers no viewing", async ({ page }) => {
    await page.goto(`${site.en.forSale}?q=ATR-2007`);
    await expect(page.getByRole("status").filter({ hasText: site.en.sold })).toBeVisible();
    const bar = page.getByRole("navigation", { name: "Contact the agency" });
    await expect(bar.getByRole("link")).toHaveText(["Call", "E-mail"]);
  });
});

test.describe("Before the visitor has answered the consent dialog, on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, storageState: { cookies: [], origins: [] } });

  test("the dialog lies within the screen, above no contact bar, and its buttons answer", async ({ page }) => {
    await page.goto(`${site.de.forSale}?q=ATR-2003`);
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Kontakt aufnehmen" })).toBeHidden();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await dialog.getByRole("button").nth(1).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Kontakt aufnehmen" })).toBeVisible();
  });
});

test("on a desktop the key figures stand beside the gallery, and no contact bar shows", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${site.en.forSale}?q=ATR-2003`);
  const photo = (await page.getByRole("button", { name: /^Enlarge photo 1 of/ }).boundingBox())!;
  const summary = (await page.locator("[data-summary]").boundingBox())!;
  expect(summary.x, "right of the photos").toBeGreaterThanOrEqual(photo.x + photo.width);
  expect(summary.y, "level with the photos").toBeLessThan(photo.y + photo.height);
  await expect(page.getByRole("navigation", { name: "Contact the agency" })).toBeHidden();
});
