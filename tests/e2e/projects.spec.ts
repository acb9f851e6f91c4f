import { expect, test } from "@playwright/test";
import { holdScripts, seriousViolations } from "./support";

// New-build projects: the list and a project's page with its price list, plans and empty states.

test.describe("Projects", () => {
  test("the list (fr) shows each project with its status, delivery and units", async ({ page }) => {
    await page.goto("/fr/projets/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Projets neufs");
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(3);
    await expect(cards.first()).toContainText("En construction");
    await expect(cards.first()).toContainText(/Livraison prévue le \d{1,2}(er)? [a-zéû]+ \d{4}/);
    await expect(page.getByRole("region", { name: "Carte des projets" })).toBeVisible();
  });

  test("a project (fr) has a sortable price list with sold units greyed and plans in the lightbox", async ({
    page,
  }) => {
    await page.goto("/fr/projets/");
    await page.getByRole("link", { name: "Les Jardins de la Cambre" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Les Jardins de la Cambre");
    await expect(page.getByRole("heading", { name: "Avancement des travaux" })).toBeVisible();
    await expect(page.getByRole("progressbar").first()).toBeVisible();
    await expect(page.getByRole("link", { name: /Télécharger Plans des appartements/ })).toHaveAttribute(
      "href",
      /\.pdf$/,
    );

    const table = page.getByRole("table", { name: /Liste de prix/ });
    const prices = async () =>
      (await table.locator("tbody tr td:nth-child(5)").allTextContents()).map((t) => Number(t.replace(/\D/g, "")));
    await table.getByRole("button", { name: "Trier par Prix" }).click();
    await expect(table.getByRole("columnheader", { name: /Prix/ })).toHaveAttribute("aria-sort", "ascending");
    // A sold lot shows no price (0 here): last, whichever way the column is sorted.
    const ascending = await prices();
    const shown = ascending.filter((price) => price > 0);
    const noPrice = ascending.filter((price) => price === 0);
    expect(noPrice.length).toBeGreaterThan(0);
    expect(ascending).toEqual([...[...shown].sort((a, b) => a - b), ...noPrice]);
    await table.getByRole("button", { name: "Trier par Prix" }).click();
    await expect(table.getByRole("columnheader", { name: /Prix/ })).toHaveAttribute("aria-sort", "descending");
    expect(await prices()).toEqual([...[...shown].sort((a, b) => b - a), ...noPrice]);

    // New builds are sold under VAT: the list says what its prices leave out.
    await expect(page.getByText("Prix hors TVA, droits d'enregistrement et frais de notaire.")).toBeVisible();
    // A unit offered as a listing of its own is in the list with its figures, linked to its page.
    const listed = table.getByRole("row", { name: /^PRJ-101-A07/ });
    await expect(listed).toContainText("92 m²");
    await expect(listed).toContainText(/465\s000\s€/);
    await expect(listed.getByRole("link", { name: "PRJ-101-A07" })).toHaveAttribute(
      "href",
      /^\/fr\/a-vendre\/ixelles\/[a-z0-9-]+\/\d+\/$/,
    );

    // A sold lot shows its state, not its price (spec §9), as a sold listing does.
    const sold = table.locator('tr[data-status="SOLD"]').first();
    await expect(sold).toContainText("Vendu");
    await expect(sold).not.toContainText("€");
    await expect(sold).toHaveClass(/bg-slate-100/);

    await table
      .getByRole("button", { name: /^Plans du lot / })
      .first()
      .click();
    const viewer = page.getByRole("dialog", { name: "Visionneuse de photos" });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole("group", { name: "1 sur 2" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(viewer.locator("iframe[src$='.pdf']")).toBeVisible();
    await page.keyboard.press("Escape");

    await expect(page.getByRole("region", { name: "Autres projets" }).getByRole("article")).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("(fr) its buttons wait for the page's script, so an early click is not lost", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/fr/projets/les-jardins-de-la-cambre/1/", { waitUntil: "commit" });
    const table = page.getByRole("table", { name: /Liste de prix/ });
    const sort = table.getByRole("button", { name: "Trier par Prix" });
    await expect(sort).toBeDisabled();
    await expect(page.getByRole("button", { name: /^Agrandir la photo 1 sur/ })).toBeDisabled();
    release();
    await sort.click();
    await expect(table.getByRole("columnheader", { name: /Prix/ })).toHaveAttribute("aria-sort", "ascending");
  });

  test("a project without photos, constructions or documents says so (en)", async ({ page }) => {
    await page.goto("/en/projects/");
    const card = page.getByRole("main").getByRole("article").filter({ hasText: "No photos" });
    await card.getByRole("link").click();
    await expect(page.getByText("No construction updates yet")).toBeVisible();
    await expect(page.getByText("No documents")).toBeVisible();
    await expect(page.getByText("No photos")).toBeVisible();
    await expect(page.getByRole("table")).toBeVisible();
  });
});
