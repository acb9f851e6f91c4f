import { expect, test, type Page } from "@playwright/test";
import { seriousViolations, site } from "./support";

// Where this price stands (issue 43): the municipality's Statbel figures of 2024 on the page of a house or an
// apartment for sale, drawn with the page, in French and Dutch, on a phone and a desktop; and the compare row.

const text = {
  fr: {
    antwerp: {
      title: "Prix de vente à Anvers",
      sold: "À Anvers, 5 198 appartements ont été vendus en 2024 : la moitié entre 180 500 € et 300 000 €, prix médian 230 000 €.",
      position:
        "Le prix demandé, 395 000 €, est supérieur au troisième quartile : les trois quarts de ces ventes se sont faites à un prix moins élevé.",
      scale:
        "Échelle des prix de vente de 2024 : premier quartile 180 500 €, prix médian 230 000 €, troisième quartile 300 000 € ; prix demandé 395 000 €.",
    },
    kortrijk: {
      sold: "À Courtrai, 142 maisons quatre façades ou plus ont été vendues en 2024 : la moitié entre 385 000 € et 680 000 €, prix médian 493 500 €.",
      position: "Le prix demandé, 395 000 €, se situe entre le premier quartile et le prix médian.",
    },
    ixelles: {
      sold: "À Ixelles, 957 appartements ont été vendus en 2024 : la moitié entre 235 000 € et 451 000 €, prix médian 340 000 €.",
      unplaced: "Ce prix s'entend hors TVA : il n'est pas situé parmi ces prix de ventes enregistrées.",
    },
    what: "Ce sont les prix des ventes enregistrées dans la commune en 2024",
    source: "Source : Statbel",
    sourceUrl: "https://statbel.fgov.be/fr/themes/logement/prix-de-limmobilier",
    compare: "/fr/comparer/",
    row: "Position du prix dans sa commune",
    cells: ["Au-dessus du 3e quartile (Anvers, 2024)", "— (viager)", "— (ni maison ni appartement)"],
    best: "Meilleur",
  },
  nl: {
    antwerp: {
      title: "Verkoopprijzen in Antwerpen",
      sold: "In Antwerpen werden 5.198 appartementen verkocht in 2024: de helft tussen € 180.500 en € 300.000, mediaanprijs € 230.000.",
      position:
        "De vraagprijs, € 395.000, ligt boven het derde kwartiel: drie kwart van deze verkopen gebeurde tegen een lagere prijs.",
      scale:
        "Schaal van de verkoopprijzen van 2024: eerste kwartiel € 180.500, mediaanprijs € 230.000, derde kwartiel € 300.000; deze vraagprijs € 395.000.",
    },
    kortrijk: {
      sold: "In Kortrijk werden 142 woningen met vier of meer gevels verkocht in 2024: de helft tussen € 385.000 en € 680.000, mediaanprijs € 493.500.",
      position: "De vraagprijs, € 395.000, ligt tussen het eerste kwartiel en de mediaanprijs.",
    },
    ixelles: {
      sold: "In Elsene werden 957 appartementen verkocht in 2024: de helft tussen € 235.000 en € 451.000, mediaanprijs € 340.000.",
      unplaced:
        "Deze prijs is exclusief btw: hij wordt niet tussen deze prijzen van geregistreerde verkopen geplaatst.",
    },
    what: "Dit zijn de prijzen van de verkopen die in 2024 in de gemeente geregistreerd werden",
    source: "Bron: Statbel",
    sourceUrl: "https://statbel.fgov.be/nl/themas/wonen/vastgoedprijzen",
    compare: "/nl/vergelijken/",
    row: "Waar de prijs staat in de gemeente",
    cells: ["Boven het 3e kwartiel (Antwerpen, 2024)", "— (lijfrente)", "— (geen woning of appartement)"],
    best: "Beste",
  },
} as const;

type Lang = keyof typeof text;

/** A demo listing's page: a reference typed in the search jumps to it. */
async function openListing(page: Page, lang: Lang, reference: string, goal: "forSale" | "forRent" = "forSale") {
  await page.goto(`${site[lang][goal]}?q=${reference}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/** A whole text whose spaces may be the no-break ones the page writes before "€" and ":". */
const spaced = (s: string) => new RegExp(`^${s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s")}$`);

const block = (page: Page) => page.locator("[data-market-section]");

for (const lang of Object.keys(text) as Lang[]) {
  const t = text[lang];
  for (const width of [390, 1280]) {
    test.describe(`where the price stands (${lang}, ${width} px)`, () => {
      test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

      test("an apartment's page: the year's figures, the graphic labelled, the price's place and Statbel credited", async ({
        page,
      }) => {
        await openListing(page, lang, "ATR-2013");
        const section = page.getByRole("region", { name: t.antwerp.title });
        await expect(section).toBeVisible();
        await expect(section.locator("[data-market-sold]")).toHaveText(t.antwerp.sold);
        await expect(section.locator("[data-market-position]")).toHaveText(t.antwerp.position);
        await expect(section.getByRole("img")).toHaveAccessibleName(spaced(t.antwerp.scale));
        await expect(section).toContainText(t.what);
        await expect(section).toContainText(t.source);
        await expect(section.getByRole("link", { name: "Statbel" })).toHaveAttribute("href", t.sourceUrl);
        // The price's mark is drawn right of the third quartile's, inside the graphic.
        const graphic = (await section.getByRole("img").boundingBox())!;
        const mark = (await section.locator("[data-price-mark]").boundingBox())!;
        expect(mark.x).toBeGreaterThan(graphic.x + graphic.width * 0.75);
        expect(mark.x + mark.width).toBeLessThanOrEqual(graphic.x + graphic.width + 8);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(await seriousViolations(page)).toEqual([]);
      });

      test("a house with four façades gets that kind's figures; a price before VAT gets the figures without a place", async ({
        page,
      }) => {
        await openListing(page, lang, "ATR-2019");
        await expect(block(page).locator("[data-market-sold]")).toHaveText(t.kortrijk.sold);
        await expect(block(page).locator("[data-market-position]")).toHaveText(t.kortrijk.position);
        await openListing(page, lang, "ATR-2001");
        await expect(block(page).locator("[data-market-sold]")).toHaveText(t.ixelles.sold);
        await expect(block(page).locator("[data-market-position]")).toHaveText(t.ixelles.unplaced);
        await expect(block(page).getByRole("img")).toHaveCount(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });

      test("nothing on a rental's, a viager's or a garage's page", async ({ page }) => {
        for (const [reference, goal] of [
          ["ATR-2005", "forRent"],
          ["ATR-2002", "forSale"],
          ["ATR-2010", "forSale"],
        ] as const) {
          await openListing(page, lang, reference, goal);
          await expect(page.locator("[data-summary]")).toBeVisible();
          await expect(block(page)).toHaveCount(0);
          await expect(page.getByText(t.source)).toHaveCount(0);
        }
      });
    });
  }

  test(`compare: each sale's place in its municipality, a dash and why where none applies, never "best" (${lang})`, async ({
    page,
  }) => {
    const ids: string[] = [];
    for (const reference of ["ATR-2013", "ATR-2002", "ATR-2010"]) {
      await openListing(page, lang, reference);
      ids.push(/\/(\d+)\/$/.exec(new URL(page.url()).pathname)![1]!);
    }
    await page.goto(`${t.compare}?ids=${ids.join(",")}`);
    const row = page
      .getByRole("table")
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: t.row, exact: true }) });
    await expect(row.getByRole("cell")).toHaveText([...t.cells]);
    await expect(row.getByText(t.best)).toHaveCount(0);
  });
}
