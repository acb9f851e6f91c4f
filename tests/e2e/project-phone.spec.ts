import { expect, test, type Locator, type Page } from "@playwright/test";
import { seriousViolations } from "./support";

// A project's price list on a phone and a desktop (issue 44): on a phone each lot a short stacked row that
// fits the screen, linked to its listing, with the agency's contact at the bottom; on a desktop the table.
// Lot A07 of Les Jardins de la Cambre is sold as a listing of its own (ATR-2001) and keeps its own code.

const pages = {
  fr: { list: "/fr/projets/", name: "Liste de prix: Les Jardins de la Cambre", bar: "Contacter l'agence" },
  nl: { list: "/nl/projecten/", name: "Prijslijst: Les Jardins de la Cambre", bar: "Contact met het kantoor" },
} as const;
const lots = 12;

async function openCambre(page: Page, list: string) {
  await page.goto(list);
  await page.getByRole("link", { name: "Les Jardins de la Cambre" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Les Jardins de la Cambre");
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** How many lines each lot's code takes: its text's boxes, one per line it runs over. */
const codeLines = (codes: Locator) =>
  codes.evaluateAll((cells) =>
    cells.map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    }),
  );

for (const [locale, words] of Object.entries(pages)) {
  test.describe(`A project's price list (${locale})`, () => {
    test("on a phone: every lot a stacked row with its price and state, A07 linked to its listing", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openCambre(page, words.list);
      const list = page.getByRole("list", { name: words.name });
      await list.scrollIntoViewIfNeeded();
      const rows = list.getByRole("listitem");
      await expect(rows).toHaveCount(lots);
      await page.screenshot({ path: `test-results/project-phone-${locale}-390.png` });
      await expect(page.getByRole("table", { name: words.name })).toBeHidden();
      for (const row of await rows.all()) {
        await expect(row).toBeVisible();
        await expect(row).toContainText(/PRJ-101-[A-Z]\d{2}/);
        const box = (await row.boundingBox())!;
        expect(box.x + box.width, "within the screen").toBeLessThanOrEqual(390);
        expect(box.height, "a short row").toBeLessThan(120);
        // A sold lot shows its state, not its price (spec §9), as a sold listing does.
        if ((await row.getAttribute("data-status")) === "SOLD") {
          await expect(row).toContainText(locale === "fr" ? "Vendu" : "Verkocht");
          await expect(row).not.toContainText("€");
        } else {
          await expect(row).toContainText(locale === "fr" ? /\d{3}\s000\s€ hors TVA/ : /€\s\d{3}\.000 excl\. btw/);
          await expect(row).toContainText(locale === "fr" ? /Disponible|Sous option/ : /Beschikbaar|In optie/);
        }
      }
      await expect(list.locator('li[data-status="SOLD"]').first()).toBeVisible();
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await expect(list).not.toContainText("ATR-2001");

      // Each lot's code on one line.
      expect(await codeLines(list.locator("[data-lot]"))).toEqual(Array(lots).fill(1));
      const a07 = list.getByRole("link", { name: "PRJ-101-A07" });

      const bar = page.getByRole("navigation", { name: words.bar });
      await expect(bar).toBeVisible();
      await expect(bar.getByRole("link").first()).toHaveAttribute("href", /^tel:\+32\d{8,9}$/);
      await expect(bar.getByRole("link").nth(1)).toHaveAttribute("href", /^mailto:.+@/);
      // Nothing of the page hides under the bar at its very end.
      const footerEnd = await page.evaluate(() => {
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
        return [...document.querySelectorAll("footer")].at(-1)!.getBoundingClientRect().bottom;
      });
      expect(footerEnd).toBeLessThanOrEqual((await bar.boundingBox())!.y + 1);
      expect(await seriousViolations(page)).toEqual([]);

      await a07.click();
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Les Jardins de la Cambre");
      await expect(page.locator("main")).toContainText("ATR-2001");
    });

    test("on a desktop: the table, A07 under its own code and linked to its listing, no contact bar", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await openCambre(page, words.list);
      const table = page.getByRole("table", { name: words.name });
      await expect(table).toBeVisible();
      await expect(table.locator("tbody tr")).toHaveCount(lots);
      await expect(page.getByRole("list", { name: words.name })).toBeHidden();
      const a07 = table.getByRole("row", { name: /^PRJ-101-A07/ });
      await expect(a07).toContainText("92 m²");
      await expect(table).not.toContainText("ATR-2001");
      expect(await codeLines(table.locator("tbody th"))).toEqual(Array(lots).fill(1));
      await expect(page.getByRole("navigation", { name: words.bar })).toBeHidden();
      expect(await pageWidth(page)).toBeLessThanOrEqual(1280);
      await table.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/project-phone-${locale}-1280.png` });
      expect(await seriousViolations(page)).toEqual([]);

      await a07.getByRole("link", { name: "PRJ-101-A07" }).click();
      await expect(page.locator("main")).toContainText("ATR-2001");
    });
  });
}
