import { expect, test, type Locator, type Page } from "@playwright/test";
import { encodePolygon } from "@/lib/rules/polygon";
import { seriousViolations, site } from "./support";

// The search map on a phone and a desktop (issue 44): its controls stand clear of one another and of the zoom
// buttons, which are named in the page's language; price labels never cover one another; an area with nothing
// in it keeps the map, so that another can be drawn.

// Brussels and its first ring of communes, where the demo agency's listings crowd.
const brussels = encodePolygon([
  [50.78, 4.28],
  [50.78, 4.46],
  [50.9, 4.46],
  [50.9, 4.28],
])!;
// A few hundred metres of the Hertogenwald forest, where nothing is for sale.
const forest = encodePolygon([
  [50.58, 6.1],
  [50.58, 6.105],
  [50.583, 6.105],
  [50.583, 6.1],
])!;

const screens = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
];
const languages = [
  {
    locale: "fr" as const,
    zoomIn: "Zoomer",
    zoomOut: "Dézoomer",
    draw: "Dessiner une zone",
    redraw: "Dessiner une autre zone",
    stop: "Arrêter de dessiner",
    searchArea: "Rechercher dans cette zone",
    hint: /premier coin/,
    empty: /Aucun bien ne répond à votre recherche dans cette zone/,
  },
  {
    locale: "nl" as const,
    zoomIn: "Inzoomen",
    zoomOut: "Uitzoomen",
    draw: "Zoekgebied tekenen",
    redraw: "Ander zoekgebied tekenen",
    stop: "Stoppen met tekenen",
    searchArea: "Zoeken in deze zone",
    hint: /eerste hoek/,
    empty: /Geen enkel pand in dit zoekgebied/,
  },
];

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Each control's box, in view and at least 44 px each way, none overlapping another. */
async function expectApart(page: Page, controls: Locator[]) {
  const boxes: Box[] = [];
  for (const control of controls) {
    await expect(control).toBeVisible();
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    boxes.push(box);
  }
  for (const [i, a] of boxes.entries()) for (const b of boxes.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
  for (const box of boxes) expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
}

/** The boxes of the markers as drawn (price labels and clusters), with how many properties each stands for. */
const markerBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll(".leaflet-marker-icon > span")].map((span) => ({
      ...span.getBoundingClientRect().toJSON(),
      count: span.parentElement?.classList.contains("map-cluster") ? Number(span.textContent) : 1,
    })),
  ) as Promise<(Box & { count: number })[]>;

for (const screen of screens)
  test.describe(`The search map on a ${screen.name} (${screen.viewport.width} px)`, () => {
    test.use({ viewport: screen.viewport });

    for (const lang of languages) {
      test(`(${lang.locale}) controls apart and in the language, price labels clustered`, async ({ page }) => {
        await page.goto(`${site[lang.locale].forSale}?view=map&polygon=${encodeURIComponent(brussels)}`);
        const map = page.locator(".leaflet-container");
        await map.scrollIntoViewIfNeeded();
        const zoomIn = page.getByRole("button", { name: lang.zoomIn, exact: true });
        const zoomOut = page.getByRole("button", { name: lang.zoomOut, exact: true });
        await expect(zoomIn).toHaveAttribute("title", lang.zoomIn);
        await expect(zoomOut).toHaveAttribute("title", lang.zoomOut);
        const redraw = page.getByRole("button", { name: lang.redraw });
        await expectApart(page, [zoomIn, zoomOut, redraw]);

        // The fitted area's markers: every property is shown, and no label covers another.
        await expect(page.locator(".map-cluster").first()).toBeVisible();
        const total = Number((await page.locator("[data-search-count]").textContent())!.replace(/\D/g, ""));
        await expect.poll(async () => (await markerBoxes(page)).reduce((n, m) => n + m.count, 0)).toBe(total);
        const markers = await markerBoxes(page);
        for (const [i, a] of markers.entries())
          for (const b of markers.slice(i + 1)) expect(overlaps(a, b), JSON.stringify([a, b])).toBe(false);

        // Moving the map offers to search there, beside the drawing button, not over it. (A move made while the map
        // still fits itself to the area counts as the map's own: the drag is repeated until it is the visitor's.)
        const box = (await map.boundingBox())!;
        const searchArea = page.getByRole("button", { name: lang.searchArea });
        await expect(async () => {
          await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
          await page.mouse.down();
          await page.mouse.move(box.x + box.width / 2 - 40, box.y + box.height / 2 - 30, { steps: 5 });
          await page.mouse.up();
          await expect(searchArea).toBeVisible({ timeout: 1000 });
        }).toPass();
        await expectApart(page, [zoomIn, zoomOut, searchArea, redraw]);

        // While drawing, the hint covers neither the zoom buttons nor the way to stop.
        await redraw.click();
        const hint = page.getByRole("status").filter({ hasText: lang.hint });
        await expect(hint).toBeVisible();
        const stop = page.getByRole("button", { name: lang.stop });
        await expectApart(page, [zoomIn, zoomOut, stop]);
        const hintBox = (await hint.boundingBox())!;
        for (const control of [zoomIn, zoomOut, stop])
          expect(overlaps(hintBox, (await control.boundingBox())!)).toBe(false);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          screen.viewport.width,
        );
        await page.screenshot({ path: `test-results/search-map-${screen.name}-${lang.locale}.png` });
      });

      test(`(${lang.locale}) an area with nothing in it keeps the map and says so`, async ({ page }) => {
        await page.goto(`${site[lang.locale].forSale}?view=map&polygon=${encodeURIComponent(forest)}`);
        await expect(page.getByRole("status").filter({ hasText: lang.empty })).toBeVisible();
        await expect(page.locator(".leaflet-container")).toBeVisible();
        await expect(page.locator(".leaflet-overlay-pane path")).toHaveCount(1);
        await expect(page.locator(".leaflet-marker-icon")).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: `test-results/search-map-empty-${screen.name}-${lang.locale}.png` });
        await page.getByRole("button", { name: lang.redraw }).click();
        await expect(page.getByRole("status").filter({ hasText: lang.hint })).toBeVisible();
      });
    }
  });
