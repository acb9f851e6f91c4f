import { expect, test, type Page } from "@playwright/test";
import { demoOwners, signInAsOwner } from "./support/owner";
import { seriousViolations } from "./support";

// The municipality's sale prices in the owner portal (issue 43), in French and Dutch, on a phone and a desktop:
// the property page's summary and position, the median line drawn and the table of Statbel's figures from 2010 to
// 2024 beside it; nothing beside a rental or a viager; the page never wider than the screen.

const NB = "\u00a0";
const NN = "\u202f";

const cases = {
  fr: {
    owner: demoOwners.dupont,
    // A villa with four façades in Woluwe-Saint-Pierre, 1 250 000 €.
    reference: "ATR-2003",
    title: "Prix de vente à Woluwe-Saint-Pierre",
    sold: `À Woluwe-Saint-Pierre, 39 maisons quatre façades ou plus ont été vendues en 2024${NB}: la moitié entre 800${NN}000${NB}€ et 1${NN}300${NN}000${NB}€, prix médian 1${NN}080${NN}000${NB}€.`,
    position: `Le prix demandé, 1${NN}250${NN}000${NB}€, se situe entre le prix médian et le troisième quartile.`,
    history: `Woluwe-Saint-Pierre${NB}: prix médian des maisons quatre façades ou plus vendues, 2010–2024`,
    caption: `Woluwe-Saint-Pierre${NB}: ventes de maisons quatre façades ou plus et leurs prix par année, 2010–2024`,
    header: ["Année", "Ventes", "Premier quartile", "Prix médian", "Troisième quartile"],
    first: ["2010", "32", `540${NN}000${NB}€`, `700${NN}000${NB}€`, `980${NN}000${NB}€`],
    last: ["2024", "39", `800${NN}000${NB}€`, `1${NN}080${NN}000${NB}€`, `1${NN}300${NN}000${NB}€`],
    source: `Source${NB}: Statbel, ventes enregistrées de 2010 à 2024 (licence CC BY 4.0).`,
    // A viager in Uccle: no figures apply.
    without: "ATR-2002",
  },
  nl: {
    owner: demoOwners.peeters,
    // A house with two façades in Schaerbeek, € 685.000.
    reference: "ATR-2004",
    title: "Verkoopprijzen in Schaarbeek",
    sold: `In Schaarbeek werden 137 woningen met twee of drie gevels verkocht in 2024: de helft tussen €${NB}351.000 en €${NB}625.000, mediaanprijs €${NB}480.000.`,
    position: `De vraagprijs, €${NB}685.000, ligt boven het derde kwartiel: drie kwart van deze verkopen gebeurde tegen een lagere prijs.`,
    history: "Schaarbeek: mediaanprijs van verkochte woningen met twee of drie gevels, 2010–2024",
    caption: "Schaarbeek: verkopen van woningen met twee of drie gevels en hun prijzen per jaar, 2010–2024",
    header: ["Jaar", "Verkopen", "Eerste kwartiel", "Mediaan", "Derde kwartiel"],
    first: ["2010", "132", `€${NB}222.500`, `€${NB}275.000`, `€${NB}385.000`],
    last: ["2024", "137", `€${NB}351.000`, `€${NB}480.000`, `€${NB}625.000`],
    source: "Bron: Statbel, verkopen geregistreerd van 2010 tot 2024 (licentie CC BY 4.0).",
    // A flat to let in Etterbeek: no figures apply.
    without: "ATR-2005",
  },
} as const;

/** From the overview, the portal page of one of the owner's properties. */
async function openInPortal(page: Page, reference: string) {
  await page.locator(`[data-property="${reference}"]`).getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

for (const [locale, c] of Object.entries(cases) as [keyof typeof cases, (typeof cases)[keyof typeof cases]][]) {
  for (const width of [390, 1280]) {
    test.describe(`the municipality's sale prices in the owner portal (${locale}, ${width} px)`, () => {
      test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

      test("the property's position, the median line and its table, and nothing beside a listing without figures", async ({
        page,
      }) => {
        // A sign-in (Argon2) and axe on a long page: about 15 s on two loaded cores.
        test.slow();
        await signInAsOwner(page, locale, c.owner.username);
        await openInPortal(page, c.reference);
        const section = page.getByRole("region", { name: c.title });
        await expect(section).toBeVisible();
        await expect(section.locator("[data-market-sold]")).toHaveText(c.sold);
        await expect(section.locator("[data-market-position]")).toHaveText(c.position);
        await expect(section.getByRole("heading", { level: 3 })).toHaveText(c.history);

        const table = section.getByRole("table", { name: c.caption });
        await expect(table.getByRole("columnheader")).toHaveText([...c.header]);
        const rows = table.locator("tbody tr");
        await expect(rows).toHaveCount(15);
        await expect(rows.first().locator("th, td")).toHaveText([...c.first]);
        await expect(rows.last().locator("th, td")).toHaveText([...c.last]);
        await expect(section).toContainText(c.source);

        // recharts, loaded once the page is in the browser, draws one unbroken line: every year has a median.
        const line = section.locator("[data-market-chart] svg .recharts-line-curve");
        await expect(line).toBeVisible();
        expect((await line.getAttribute("d"))?.match(/M/g)).toHaveLength(1);
        const chart = (await section.locator("[data-market-chart]").boundingBox())!;
        const tableBox = (await table.boundingBox())!;
        // Beside the table on a desktop, above it on a phone.
        if (width === 1280) expect(tableBox.x).toBeGreaterThan(chart.x + chart.width);
        else expect(tableBox.y).toBeGreaterThan(chart.y + chart.height);

        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        // Even a million's figures fit the phone: the table is read without scrolling sideways.
        const region = section.getByRole("region", { name: c.caption });
        expect(await region.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(1);
        expect(await seriousViolations(page)).toEqual([]);

        await page.goBack();
        await openInPortal(page, c.without);
        await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
        await expect(page.locator("[data-market-section]")).toHaveCount(0);
        await expect(page.getByText("Statbel")).toHaveCount(0);
      });
    });
  }
}
