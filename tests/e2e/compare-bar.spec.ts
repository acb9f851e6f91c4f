import { expect, test, type Locator, type Page } from "@playwright/test";
import { consentCookie, seriousViolations, site } from "./support";

// Issue 44: a card chosen for comparison says so, and a bar at the foot of the screen offers to compare the
// chosen properties or to empty the choice, on a phone and a desktop, without covering the page's content.

const text = {
  fr: {
    add: "Ajouter à la comparaison",
    chosen: "Choisi pour la comparaison",
    bar: "Votre comparaison",
    compare: (n: number) => (n === 1 ? "Comparer (1 bien choisi)" : `Comparer (${n} biens choisis)`),
    hint: "Choisissez deux à quatre biens pour les comparer.",
    clear: "Vider la sélection",
    comparePage: /\/fr\/comparer\/\?ids=(\d+)%2C(\d+)$/,
  },
  nl: {
    add: "Toevoegen aan vergelijking",
    chosen: "Gekozen om te vergelijken",
    bar: "Uw vergelijking",
    compare: (n: number) => (n === 1 ? "Vergelijken (1 pand gekozen)" : `Vergelijken (${n} panden gekozen)`),
    hint: "Kies twee tot vier panden om ze te vergelijken.",
    clear: "Keuze wissen",
    comparePage: /\/nl\/vergelijken\/\?ids=(\d+)%2C(\d+)$/,
  },
} as const;

type Lang = keyof typeof text;

const pricedCards = (page: Page) => page.getByRole("main").getByRole("article").filter({ hasText: "€" });
const barOf = (page: Page, lang: Lang) => page.getByRole("region", { name: text[lang].bar });

/** Chooses a card's property from its menu, then closes the menu. */
async function choose(card: Locator, lang: Lang) {
  await card.locator("summary").click();
  await card.getByRole("button", { name: text[lang].add }).click();
  await card.page().keyboard.press("Escape");
}

async function noSideScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.use({ storageState: { cookies: [consentCookie()], origins: [] } });

for (const width of [390, 1280]) {
  test.describe(`the compare bar at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    for (const lang of Object.keys(text) as Lang[]) {
      test(`${lang}: two cards chosen, the bar compares them, and emptying it takes the choice away`, async ({
        page,
      }, testInfo) => {
        await page.goto(site[lang].forSale);
        const cards = pricedCards(page);
        const bar = barOf(page, lang);
        await expect(cards.first().getByRole("button", { name: text[lang].add })).toHaveCount(0);
        await expect(bar).toHaveCount(0);

        const titles = [];
        for (const card of [cards.nth(0), cards.nth(1)]) titles.push((await card.getByRole("heading").textContent())!);
        await choose(cards.nth(0), lang);
        await expect(cards.nth(0).getByText(text[lang].chosen)).toBeVisible();
        await expect(cards.nth(1).getByText(text[lang].chosen)).toHaveCount(0);
        const one = bar.getByRole("button", { name: text[lang].compare(1) });
        await expect(one).toBeDisabled();
        await expect(one).toHaveAccessibleDescription(text[lang].hint);

        await choose(cards.nth(1), lang);
        await expect(cards.nth(1).getByText(text[lang].chosen)).toBeVisible();
        const two = bar.getByRole("button", { name: text[lang].compare(2) });
        await expect(two).toBeEnabled();
        await expect(bar.getByText(text[lang].hint)).toHaveCount(0);
        await page.screenshot({ path: testInfo.outputPath(`chosen-cards-${lang}-${width}.png`) });

        // In view at the screen's foot halfway down the list, resting after the last card at the end.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
        await expect(bar).toBeInViewport({ ratio: 1 });
        const box = (await bar.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
        await page.screenshot({ path: testInfo.outputPath(`compare-bar-${lang}-${width}.png`) });
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(bar).toBeInViewport({ ratio: 1 });
        const last = (await cards.last().boundingBox())!;
        expect(last.y + last.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
        await noSideScroll(page);
        expect(await seriousViolations(page)).toEqual([]);

        await two.click();
        await expect(page).toHaveURL(text[lang].comparePage);
        const table = page.getByRole("table");
        for (const title of titles) await expect(table.getByRole("columnheader", { name: title.trim() })).toBeVisible();

        await page.goBack();
        await expect(bar.getByRole("button", { name: text[lang].compare(2) })).toBeVisible();
        await bar.getByRole("button", { name: text[lang].clear }).click();
        await expect(bar).toHaveCount(0);
        await expect(page.getByText(text[lang].chosen)).toHaveCount(0);
        await page.reload();
        await expect(pricedCards(page).first().locator("summary")).toBeVisible();
        await expect(page.getByText(text[lang].chosen)).toHaveCount(0);
        await expect(bar).toHaveCount(0);
      });
    }
  });
}

test.describe("the compare bar on a property page on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("it stands above the contact bar, clear of it", async ({ page }) => {
    await page.goto(site.fr.forSale);
    const cards = pricedCards(page);
    await choose(cards.nth(0), "fr");
    await choose(cards.nth(1), "fr");
    await cards.nth(2).getByRole("heading").getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const bar = barOf(page, "fr");
    await expect(bar.getByRole("button", { name: text.fr.compare(2) })).toBeEnabled();
    const contact = page.locator(".contact-bar");
    await expect(contact).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect(bar).toBeInViewport({ ratio: 1 });
    const above = (await bar.boundingBox())!;
    expect(above.y + above.height).toBeLessThanOrEqual((await contact.boundingBox())!.y);
    await noSideScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
