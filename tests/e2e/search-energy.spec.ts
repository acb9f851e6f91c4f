import { expect, test, type Page } from "@playwright/test";

// Issue 25: an EPC range and a price per m² range set in the list's form, the per-m² sort, and the summary of
// active filters whose plain links remove one filter and keep the rest.

const text = {
  nl: {
    path: "/nl/te-koop/",
    form: "Panden zoeken",
    more: "Meer filters",
    epcMin: "EPC-label van",
    epcMax: "EPC-label tot en met",
    minPerM2: "Prijs per m² vanaf (€)",
    maxPerM2: "Prijs per m² tot (€)",
    submit: "Zoeken",
    sort: "Sorteren op",
    active: "Actieve filters",
    remove: "Filter verwijderen: ",
    clear: "Alle filters wissen",
  },
  fr: {
    path: "/fr/a-vendre/",
    form: "Rechercher un bien",
    more: "Plus de filtres",
    epcMin: "Label PEB à partir de",
    epcMax: "Label PEB jusqu’à",
    minPerM2: "Prix au m² à partir de (€)",
    maxPerM2: "Prix au m² jusqu’à (€)",
    submit: "Rechercher",
    sort: "Trier par",
    active: "Filtres actifs",
    remove: "Retirer le filtre\u00a0: ",
    clear: "Effacer tous les filtres",
  },
} as const;

/** Each card's EPC letter (A+ … G) and its price per m² from the price and the living area it shows. */
async function cards(page: Page) {
  return page.locator("main article").evaluateAll((articles) =>
    articles.map((article) => {
      const facts = [...article.querySelectorAll(".card-facts li")].map((li) => li.textContent ?? "");
      const price = Number((article.querySelector(".card-price")?.textContent ?? "").replace(/\D/g, ""));
      const area = Number(facts.find((f) => /^\d+\s*m²$/.test(f))?.replace(/\D/g, "") ?? 0);
      const label = facts.map((f) => f.match(/\b([A-G])(\+\+|\+|-)?$/)).find(Boolean);
      return { epc: label ? label[1]! + (label[2] === "++" ? "+" : (label[2] ?? "")) : null, perM2: price / area };
    }),
  );
}

for (const lang of ["nl", "fr"] as const) {
  const t = text[lang];
  test(`(${lang}) filters by an EPC range and a price per m² range, sorts by price per m², and removes a filter`, async ({
    page,
  }) => {
    await page.goto(t.path);
    const form = page.getByRole("search", { name: t.form });
    await form.locator("summary", { hasText: t.more }).click();
    await form.getByLabel(t.epcMin, { exact: true }).selectOption("a");
    await expect(page).toHaveURL(/epcMin=a(&|$)/);
    await form.getByLabel(t.epcMax, { exact: true }).selectOption("c");
    await expect(page).toHaveURL(/epcMax=c(&|$)/);
    await form.getByLabel(t.minPerM2).fill("2000");
    await form.getByLabel(t.maxPerM2).fill("4000");
    await form.getByRole("button", { name: t.submit, exact: true }).click();
    await expect(page).toHaveURL(/minPricePerM2=2000&maxPricePerM2=4000/);

    // Only A and C labels (A- and C+ included: the letter alone counts), and 2,000 to 4,000 € per m²
    // (the card's living area is rounded, so its quotient may stray by a euro or two).
    await expect(async () => {
      const shown = await cards(page);
      expect(shown.length).toBeGreaterThan(2);
      for (const card of shown) {
        expect(["A", "A-", "B+", "B", "B-", "C+", "C", "C-"]).toContain(card.epc);
        expect(card.perM2).toBeGreaterThanOrEqual(1990);
        expect(card.perM2).toBeLessThanOrEqual(4040);
      }
    }).toPass();

    await form.getByLabel(t.sort).selectOption("m2-price-asc");
    await expect(page).toHaveURL(/sort=m2-price-asc/);
    await expect(async () => {
      const perM2 = (await cards(page)).map((c) => c.perM2);
      expect(perM2.length).toBeGreaterThan(2);
      for (let i = 1; i < perM2.length; i++) expect(perM2[i]! * 1.01).toBeGreaterThanOrEqual(perM2[i - 1]!);
    }).toPass();

    const summary = page.getByRole("region", { name: t.active });
    const removeLinks = summary.getByRole("link", { name: t.remove });
    await expect(removeLinks).toHaveCount(4);
    await expect(removeLinks.nth(0)).toHaveAccessibleName(`${t.remove}${t.epcMin}${lang === "fr" ? "\u00a0:" : ":"} A`);
    await expect(removeLinks.nth(1)).toHaveAccessibleName(`${t.remove}${t.epcMax}${lang === "fr" ? "\u00a0:" : ":"} C`);
    const before = (await cards(page)).length;
    // Without "up to C" the D, E and F labels between 2,000 and 4,000 € per m² come in too.
    await removeLinks.nth(1).click();
    await expect(page).not.toHaveURL(/epcMax/);
    await expect(page).toHaveURL(/\?epcMin=a&minPricePerM2=2000&maxPricePerM2=4000&sort=m2-price-asc$/);
    await expect(removeLinks).toHaveCount(3);
    expect((await cards(page)).length).toBeGreaterThan(before);
    await expect(summary.getByRole("link", { name: t.clear })).toHaveAttribute("href", `${t.path}?sort=m2-price-asc`);
  });
}
