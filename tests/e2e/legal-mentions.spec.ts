import { expect, test, type Page } from "@playwright/test";
import { site } from "./support";

// Issue 42: a listing states the legal mentions its region asks of an advertisement, those its record holds,
// in the region's terms and the visitor's language; a mention the record lacks is not made up.

/** Opens a listing the way a visitor who knows its reference does: typed in the list's search. */
async function openReference(page: Page, list: string, reference: string) {
  await page.goto(`${list}?q=${reference}`);
  await expect(page.getByText(reference, { exact: false }).first()).toBeVisible();
}

/** The value of a mention, by its label, in the page's "legal mentions" list. */
function mention(page: Page, label: string) {
  const mentions = page.locator('[data-group="mentions"]');
  return mentions
    .locator("div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");
}

test.describe("The legal mentions of a listing", () => {
  test("a Flemish sale (nl) states its EPC, the five planning items in the standard wording and its flood scores", async ({
    page,
  }) => {
    await openReference(page, site.nl.forSale, "ATR-2011");
    await expect(page.getByRole("heading", { name: "Wettelijke vermeldingen" })).toBeVisible();
    await expect(mention(page, "EPC-label en energiescore")).toHaveText(/^A.* · 45 kWh\/m² per jaar$/);
    await expect(mention(page, "Unieke code van het EPC")).toHaveText("20241370-2011");
    await expect(mention(page, "Omgevingsvergunning voor stedenbouwkundige handelingen")).toHaveText(
      "Vergunning uitgereikt",
    );
    await expect(mention(page, "Meest recente stedenbouwkundige bestemming")).toHaveText("Woongebied");
    await expect(mention(page, "Dagvaarding of herstelmaatregel")).toHaveText(
      "Geen rechterlijke herstelmaatregel of bestuurlijke maatregel opgelegd",
    );
    await expect(mention(page, "Voorkooprecht")).toHaveText("Geen voorkooprecht ruimtelijke ordening aanwezig");
    await expect(mention(page, "Verkavelingsvergunning")).toHaveText("Geen verkavelingsvergunning");
    await expect(mention(page, "Overstromingsscore van het perceel \\(P-score\\)")).toHaveText(
      "A (geen overstroming gemodelleerd)",
    );
    await expect(mention(page, "Overstromingsscore van het gebouw \\(G-score\\)")).toHaveText(
      "A (geen overstroming gemodelleerd)",
    );
    // Stated once: the planning facts below do not repeat them.
    await expect(page.getByText("Vergunning uitgereikt", { exact: true })).toHaveCount(1);
  });

  test("a Flemish sale (fr) reads in French, and a mention the record lacks is left out", async ({ page }) => {
    await openReference(page, site.fr.forSale, "ATR-2011");
    await expect(page.getByRole("heading", { name: "Mentions légales" })).toBeVisible();
    await expect(mention(page, "Permis d’urbanisme")).toHaveText("Permis délivré");
    await expect(mention(page, "Score d’inondation de la parcelle \\(score P\\)")).toHaveText(
      "A (aucune inondation modélisée)",
    );
    await expect(mention(page, "Permis de lotir")).toHaveText("Pas de permis de lotir");

    // ATR-2017's record does not say whether a subdivision permit applies: the page does not guess.
    await openReference(page, site.fr.forSale, "ATR-2017");
    await expect(page.getByRole("heading", { name: "Mentions légales" })).toBeVisible();
    await expect(mention(page, "Droit de préemption")).toHaveText(
      "Aucun droit de préemption (aménagement du territoire)",
    );
    await expect(mention(page, "Permis de lotir")).toHaveCount(0);
  });

  test("a Brussels rental (fr) states the rent, the charges, the habitable area, the lease type and the reference rent", async ({
    page,
  }) => {
    await openReference(page, site.fr.forRent, "ATR-2005");
    await expect(page.getByRole("heading", { name: "Mentions légales" })).toBeVisible();
    await expect(mention(page, "Loyer")).toHaveText(/^1\s350\s€\s\/\smois$/);
    await expect(mention(page, "Charges communes")).toHaveText(/^\d[\d\s]*\s€\s\/\smois$/);
    await expect(mention(page, "Surface habitable")).toHaveText("68 m²");
    await expect(mention(page, "Type de bail")).toHaveText("Bail de résidence principale (9 ans)");
    await expect(mention(page, "Loyer de référence")).toHaveText(/^1\s090\s€\s\/\smois$/);
    await expect(mention(page, "Classe PEB et consommation d’énergie primaire")).toHaveText(/ · 118 kWh\/m² par an$/);

    // ATR-2009's record has no reference rent yet: none is shown.
    await openReference(page, site.fr.forRent, "ATR-2009");
    await expect(mention(page, "Loyer")).toHaveText(/^2\s400\s€\s\/\smois$/);
    await expect(mention(page, "Loyer de référence")).toHaveCount(0);
  });

  test("a Brussels rental (nl) names them in Dutch", async ({ page }) => {
    await openReference(page, site.nl.forRent, "ATR-2005");
    await expect(page.getByRole("heading", { name: "Wettelijke vermeldingen" })).toBeVisible();
    await expect(mention(page, "Huurprijs")).toHaveText(/^€\s1\.350\s\/\smaand$/);
    await expect(mention(page, "Gemeenschappelijke lasten")).toHaveText(/\s\/\smaand$/);
    await expect(mention(page, "Bewoonbare oppervlakte")).toHaveText("68 m²");
    await expect(mention(page, "Type huurovereenkomst")).toHaveText("Hoofdverblijfplaats (9 jaar)");
    await expect(mention(page, "Referentiehuurprijs")).toHaveText(/^€\s1\.090\s\/\smaand$/);
  });
});
