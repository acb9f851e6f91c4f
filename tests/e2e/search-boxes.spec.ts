import { expect, test, type Page } from "@playwright/test";
import { detailPathPattern, locales, site } from "./support";

// One search box per page (the header has none); the home's search chooses buy or rent, with or without
// JavaScript; the search fields' placeholders fit their box in every language, on a phone and a desktop.

const searchForms = (html: string) => html.match(/<form\b[^>]*\brole="search"/g)?.length ?? 0;

test.describe("One search box per page", () => {
  for (const locale of locales) {
    test(`${locale}: one on the home, a list and the not-found page, none on a property page`, async ({ request }) => {
      const text = site[locale];
      const home = await (await request.get(text.home)).text();
      const property = new RegExp(`href="(${detailPathPattern(locale).source.slice(1, -1)})"`).exec(home)?.[1];
      expect(property).toBeDefined();
      const notFound = await request.get(text.notFound.unknown);
      expect(notFound.status()).toBe(404);
      expect({
        home: searchForms(home),
        list: searchForms(await (await request.get(text.forSale)).text()),
        property: searchForms(await (await request.get(property!)).text()),
        notFound: searchForms(await notFound.text()),
      }).toEqual({ home: 1, list: 1, property: 0, notFound: 1 });
    });
  }
});

/** Rent chosen with the keyboard (arrow keys move a radio group's choice), a town typed, the search sent. */
async function searchToRent(page: Page, buy: string, rent: string, place: string) {
  const search = page.getByRole("main").getByRole("search");
  await expect(search.getByRole("radio", { name: buy, exact: true })).toBeChecked();
  await search.getByRole("radio", { name: buy, exact: true }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(search.getByRole("radio", { name: rent, exact: true })).toBeChecked();
  await search.getByRole("combobox").fill(place);
  await search.getByRole("button").click();
}

test.describe("The home's search chooses buy or rent", () => {
  const choices = [
    ["en", "Buy or rent", "Buy", "Rent", "Properties for rent"],
    ["nl", "Kopen of huren", "Kopen", "Huren", "Panden te huur"],
    ["fr", "Acheter ou louer", "Acheter", "Louer", "Biens à louer"],
    ["de", "Kaufen oder mieten", "Kaufen", "Mieten", "Immobilien zu vermieten"],
  ] as const;

  for (const [locale, legend, buy, rent, heading] of choices) {
    test(`${locale}: Rent with a town lands on the for-rent list filtered by it`, async ({ page }) => {
      await page.goto(site[locale].home);
      await expect(page.getByRole("main").getByRole("group", { name: legend })).toBeVisible();
      await searchToRent(page, buy, rent, "Gent");
      await expect(page).toHaveURL(`${site[locale].forRent}?q=Gent`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      // Gent's postal code: the town's name may be written in the page's language.
      const cards = page.locator("main article");
      await expect(cards.first()).toContainText("9000");
      for (const card of await cards.all()) await expect(card).toContainText("9000");
      for (const href of await cards.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href"))))
        expect(href).toMatch(new RegExp(`^${site[locale].forRent}`));
    });
  }

  test("works without JavaScript (fr): one redirect to the for-rent list with the same search", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.fr.home);
    await searchToRent(page, "Acheter", "Louer", "Gent");
    await expect(page).toHaveURL(`${site.fr.forRent}?q=Gent`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Biens à louer");
    await expect(page.locator("main article").first()).toContainText("9000");
    await context.close();
  });

  test("Buy, the default, searches the for-sale list; a reference still jumps to its property", async ({ page }) => {
    await page.goto(site.en.home);
    const search = page.getByRole("main").getByRole("search");
    await search.getByRole("combobox").fill("Ixelles");
    await search.getByRole("button").click();
    await expect(page).toHaveURL(`${site.en.forSale}?goal=sale&q=Ixelles`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Properties for sale");

    await page.goto(site.en.home);
    await search.getByText("Rent", { exact: true }).click();
    await search.getByRole("combobox").fill("ATR-2001");
    await search.getByRole("button").click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/en\/for-sale\/[^/]+\/[^/]+\/1\/$/);
  });
});

/** Each visible search field whose placeholder is wider than its content box, as "id: text (needed > room)". */
const cutPlaceholders = (page: Page) =>
  page.locator("form[role=search] input[placeholder]").evaluateAll((inputs) =>
    inputs
      .filter((input) => input.getClientRects().length > 0 && input.clientWidth > 0)
      .map((input) => {
        const style = getComputedStyle(input);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const needed = context.measureText((input as HTMLInputElement).placeholder).width;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { id: input.id, text: (input as HTMLInputElement).placeholder, needed, room };
      }),
  );

for (const width of [390, 1280]) {
  test.describe(`Search placeholders at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    for (const locale of locales) {
      test(`${locale}: fit their field on the home, a list and the not-found page`, async ({ page }) => {
        const text = site[locale];
        const measured = [];
        for (const path of [text.home, text.forSale, text.notFound.unknown]) {
          await page.goto(path);
          // On a phone the list's form waits behind its Filters button.
          const filters = page.locator("details.filters > summary");
          if (path === text.forSale && (await filters.isVisible())) await filters.click();
          const fields = await cutPlaceholders(page);
          expect(fields, path).toHaveLength(1);
          measured.push(...fields.map((field) => ({ path, ...field })));
        }
        expect(measured.filter((field) => field.needed > field.room)).toEqual([]);
      });
    }
  });
}
