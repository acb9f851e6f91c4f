import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { seriousViolations, site } from "./support";

// The compare page compares like with like (issue 42): a sale and a rental are never ranked in one table,
// energy is ranked on one region's scale only, a year to come is a delivery, a garage's area is no living area.

const text = {
  fr: {
    compare: "/fr/comparer/",
    mixed: "Les biens à vendre et à louer ne sont pas classés dans un même tableau\u00a0: un prix n’est pas un loyer.",
    sales: "Comparer les 2 biens à vendre",
    rentals: "Comparer les 2 biens à louer",
    best: "Meilleur",
    epc: "Label énergétique et consommation",
    year: "Année de construction",
    livingArea: "Surface habitable",
    totalCost: "Coût total (estimation)",
    perM2: "Prix au m² habitable",
    price: "Prix",
    brussels: /^PEB A- · 38 kWh\/m²\/an \(Bruxelles\)$/,
    wallonia: /^PEB A · 60 kWh\/m²\/an \(Wallonie\)$/,
    scalesDiffer: /La consommation d’énergie n’est pas classée/,
    delivery: "livraison 2028",
    whyTotal: "le coût total le plus bas",
    garage: /^15 m² de surface au sol \(Garage\), pas une surface habitable$/,
    viager: "Sans objet pour un viager",
  },
  nl: {
    compare: "/nl/vergelijken/",
    mixed: "Panden te koop en te huur worden niet in één tabel gerangschikt: een prijs is geen huurprijs.",
    sales: "De 2 panden te koop vergelijken",
    rentals: "De 2 panden te huur vergelijken",
    best: "Beste",
    epc: "Energielabel en energieverbruik",
    year: "Bouwjaar",
    livingArea: "Bewoonbare oppervlakte",
    totalCost: "Totale kostprijs (raming)",
    perM2: "Prijs per m² bewoonbare oppervlakte",
    price: "Prijs",
    brussels: /^EPB A- · 38 kWh\/m²\/jaar \(Brussel\)$/,
    wallonia: /^EPB A · 60 kWh\/m²\/jaar \(Wallonië\)$/,
    scalesDiffer: /Het energieverbruik wordt niet gerangschikt/,
    delivery: "oplevering 2028",
    whyTotal: "de laagste totale kostprijs",
    garage: /^15 m² vloeroppervlakte \(Garage\), geen bewoonbare oppervlakte$/,
    viager: "Niet van toepassing op een lijfrente",
  },
} as const;

type Lang = keyof typeof text;

/** The site's id of a demo listing: a reference typed in the search jumps to its page. */
async function idOf(request: APIRequestContext, lang: Lang, reference: string, goal: "forSale" | "forRent") {
  const path = new URL((await request.get(`${site[lang][goal]}?q=${reference}`)).url()).pathname;
  const id = /\/(\d+)\/$/.exec(path)?.[1];
  expect(id, `${reference} is at ${path}`).toBeDefined();
  return id!;
}

const rowOf = (page: Page, name: string) =>
  page
    .getByRole("table")
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name, exact: true }) });

for (const lang of Object.keys(text) as Lang[]) {
  test.describe(`compare (${lang})`, () => {
    test("sales and rentals chosen together are not ranked: a sentence and a link to compare each kind", async ({
      page,
      request,
    }) => {
      const [sale1, rent1, sale2, rent2] = await Promise.all([
        idOf(request, lang, "ATR-2004", "forSale"),
        idOf(request, lang, "ATR-2009", "forRent"),
        idOf(request, lang, "ATR-2007", "forSale"),
        idOf(request, lang, "ATR-2005", "forRent"),
      ]);
      await page.goto(`${text[lang].compare}?ids=${[sale1, rent1, sale2, rent2].join(",")}`);
      await expect(page.getByText(text[lang].mixed)).toBeVisible();
      await expect(page.getByRole("table")).toHaveCount(0);
      const sales = page.getByRole("link", { name: text[lang].sales });
      await expect(sales).toHaveAttribute("href", `${text[lang].compare}?ids=${sale1}%2C${sale2}`);
      await expect(page.getByRole("link", { name: text[lang].rentals })).toHaveAttribute(
        "href",
        `${text[lang].compare}?ids=${rent1}%2C${rent2}`,
      );
      expect(await seriousViolations(page)).toEqual([]);

      await sales.click();
      await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(3);
      await expect(page.getByText(text[lang].mixed)).toHaveCount(0);
    });

    test("new builds of three regions: energy not ranked across scales, a year to come is a delivery", async ({
      page,
      request,
    }) => {
      const ids = await Promise.all(
        ["ATR-2001", "ATR-2011", "ATR-2023"].map((ref) => idOf(request, lang, ref, "forSale")),
      );
      await page.goto(`${text[lang].compare}?ids=${ids.join(",")}`);
      const energy = rowOf(page, text[lang].epc).getByRole("cell");
      await expect(energy.nth(0)).toHaveText(text[lang].brussels);
      await expect(energy.nth(2)).toHaveText(text[lang].wallonia);
      await expect(energy.filter({ hasText: text[lang].best })).toHaveCount(0);
      await expect(page.getByText(text[lang].scalesDiffer)).toBeVisible();

      const years = rowOf(page, text[lang].year).getByRole("cell");
      await expect(years.nth(2)).toHaveText(text[lang].delivery);
      await expect(years.filter({ hasText: text[lang].best })).toHaveCount(0);

      // The total cost ranks them (all under VAT here); each mark is explained, to screen readers too.
      const best = rowOf(page, text[lang].totalCost).getByRole("cell").filter({ hasText: text[lang].best });
      await expect(best).toHaveCount(1);
      await expect(best).toContainText(text[lang].whyTotal);
      await expect(page.getByRole("listitem").filter({ hasText: text[lang].totalCost })).toContainText(
        text[lang].whyTotal,
      );
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("a garage's area is no living area, its price does not compete with a home's, a viager wins no price", async ({
      page,
      request,
    }) => {
      const ids = await Promise.all(
        ["ATR-2010", "ATR-2002", "ATR-2004"].map((ref) => idOf(request, lang, ref, "forSale")),
      );
      await page.goto(`${text[lang].compare}?ids=${ids.join(",")}`);
      const area = rowOf(page, text[lang].livingArea).getByRole("cell");
      await expect(area.nth(0)).toHaveText(text[lang].garage);
      await expect(area.nth(2)).toContainText(text[lang].best);
      await expect(area.filter({ hasText: text[lang].best })).toHaveCount(1);
      const perM2 = rowOf(page, text[lang].perM2).getByRole("cell");
      await expect(perM2.nth(1)).toHaveText(text[lang].viager);
      await expect(perM2.filter({ hasText: text[lang].best })).toHaveCount(0);
      await expect(rowOf(page, text[lang].price).getByRole("cell").filter({ hasText: text[lang].best })).toHaveCount(0);
      await expect(
        rowOf(page, text[lang].totalCost).getByRole("cell").filter({ hasText: text[lang].best }),
      ).toHaveCount(0);
    });
  });
}
