import { expect, test, type Page } from "@playwright/test";
import type { MapMarkers } from "@/lib/search/map-markers";
import { decodePolygon, encodePolygon, ringContains } from "@/lib/rules/polygon";
import { mailsTo, unique, waitForCaptcha } from "./support/forms";
import { seriousViolations } from "./support";

// A search area drawn on the map with the mouse (issue 25), and its keyboard alternative, communes from a list.

/**
 * Where each marker points on screen (a price marker's box starts at its point, a cluster's is centred on it), by
 * title, with how many properties it stands for.
 */
const markerPoints = (page: Page) =>
  page.locator(".leaflet-marker-icon").evaluateAll((nodes) =>
    nodes.map((n) => {
      const box = n.getBoundingClientRect();
      const cluster = n.classList.contains("map-cluster");
      return {
        title: n.getAttribute("title") ?? "",
        x: box.x + (cluster ? box.width / 2 : 0),
        y: box.y + (cluster ? box.height / 2 : 0),
        count: cluster ? Number(n.textContent) : 1,
      };
    }),
  ) as Promise<{ title: string; x: number; y: number; count: number }[]>;
const properties = (markers: { count: number }[]) => markers.reduce((n, m) => n + m.count, 0);

type Point = { x: number; y: number; count?: number };

/**
 * A rectangle near the given one (left, top, right, bottom, in pixels) whose sides pass at least 12 px from every
 * marker's point, so that none is on an edge, and whose corners miss the markers' price labels (drawn above and
 * around their point), so that a click there lands on the map.
 */
function clearRectangle(markers: Point[], [left, top, right, bottom]: number[]): Point[] {
  // Only the markers beside a side's own stretch matter: a horizontal side's between its ends, and so on.
  const clearLine = (from: number, step: number, axis: "x" | "y", ok: (v: number) => boolean = () => true) => {
    const across = axis === "x" ? "y" : "x";
    const [low, high] = axis === "x" ? [top!, bottom!] : [left!, right!];
    const near = markers.filter((m) => m[across] >= low - 60 && m[across] <= high + 60);
    // A click on a cluster would zoom in: a side keeps clear of its round marker.
    const clear = (m: Point, v: number) => Math.abs(m[axis] - v) >= ((m.count ?? 1) > 1 ? 36 : 12);
    for (let v = from, i = 0; i < 60; i++, v += step) if (near.every((m) => clear(m, v)) && ok(v)) return v;
    throw new Error(`no clear ${axis} near ${from}`);
  };
  const onLabel = (c: Point) =>
    markers.some((m) =>
      (m.count ?? 1) > 1
        ? Math.hypot(m.x - c.x, m.y - c.y) <= 36
        : c.y >= m.y - 30 && c.y <= m.y + 6 && Math.abs(m.x - c.x) <= 60,
    );
  const x1 = clearLine(left!, 5, "x");
  const x2 = clearLine(right!, -5, "x");
  const y1 = clearLine(top!, 5, "y", (y) => !onLabel({ x: x1, y }) && !onLabel({ x: x2, y }));
  const y2 = clearLine(bottom!, -5, "y", (y) => !onLabel({ x: x1, y }) && !onLabel({ x: x2, y }));
  return [
    { x: x1, y: y1 },
    { x: x2, y: y1 },
    { x: x2, y: y2 },
    { x: x1, y: y2 },
  ];
}

const drawing = [
  {
    locale: "en",
    path: "/en/for-sale/",
    draw: "Draw an area",
    hint: /click the first corner again/,
    list: "List",
    view: "View",
    remove: "Remove the area",
    count: (n: number) => `${n} ${n === 1 ? "property" : "properties"}`,
  },
  {
    locale: "nl",
    path: "/nl/te-koop/",
    draw: "Zoekgebied tekenen",
    hint: /klik daarna opnieuw op de eerste hoek/,
    list: "Lijst",
    view: "Weergave",
    remove: "Zoekgebied verwijderen",
    count: (n: number) => `${n} ${n === 1 ? "pand" : "panden"}`,
  },
];

for (const lang of drawing) {
  test(`(${lang.locale}) an area drawn with the mouse filters the map and the list, and a link removes it`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") scripts.push(await response.text().catch(() => ""));
    });
    // Every property the map has, with its place: which are in the drawn area is known from there.
    const all = page.waitForResponse((r) => r.url().includes("/api/search/map/") && !r.url().includes("area="));
    await page.goto(`${lang.path}?view=map`);
    const located = ((await (await all).json()) as MapMarkers).points.flatMap((p) =>
      p.kind === "property" ? [p] : [],
    );
    const map = page.locator(".leaflet-container");
    await expect(map).toBeVisible();
    await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible();
    // The mouse reaches what is on screen: the whole map, then where its markers are.
    await map.scrollIntoViewIfNeeded();
    const before = await markerPoints(page);
    // The drawing tool is not part of the map's first load.
    expect(scripts.some((s) => s.includes("leaflet-pm-toolbar"))).toBe(false);

    // A rectangle over the eastern half of the map, drawn corner by corner, closed on its first corner, clear of
    // the attribution (bottom right) and every marker.
    const box = (await map.boundingBox())!;
    const corners = clearRectangle(before, [
      box.x + 0.56 * box.width,
      box.y + 0.38 * box.height,
      box.x + 0.9 * box.width,
      box.y + 0.85 * box.height,
    ]);
    const [west, north] = [corners[0]!.x, corners[0]!.y];
    const [east, south] = [corners[2]!.x, corners[2]!.y];
    expect(before.some((m) => m.x > west && m.x < east && m.y > north && m.y < south)).toBe(true);

    await page.getByRole("button", { name: lang.draw }).click();
    await expect(page.getByRole("status").filter({ hasText: lang.hint })).toBeVisible();
    await expect.poll(() => scripts.some((s) => s.includes("leaflet-pm-toolbar"))).toBe(true);
    for (const corner of [...corners, corners[0]!]) await page.mouse.click(corner.x, corner.y);

    await expect(page).toHaveURL(/[?&]polygon=[^&]+/);
    await expect(page).not.toHaveURL(/bbox=/);
    await expect(page.locator(".leaflet-overlay-pane path")).toHaveCount(1);
    const ring = decodePolygon(new URL(page.url()).searchParams.get("polygon")!)!;
    const inside = located.filter((p) => ringContains(ring, [p.lat, p.lng]));
    expect(inside.length).toBeGreaterThan(0);
    expect(inside.length).toBeLessThan(located.length);
    // Those properties, each alone or in a cluster, and no other.
    await expect.poll(async () => properties(await markerPoints(page))).toBe(inside.length);
    const titles = (await markerPoints(page)).filter((m) => m.count === 1).map((m) => m.title);
    // A marker's title may lead with its marquee ("Sold: …").
    for (const title of titles)
      expect(inside.some((p) => title === p.title || title.endsWith(`: ${p.title}`))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("navigation", { name: lang.view }).getByRole("link", { name: lang.list }).click();
    await expect(page).toHaveURL(/polygon=/);
    await expect(page.getByRole("status").filter({ hasText: lang.count(inside.length) })).toBeVisible();
    await expect(page.locator("main article")).toHaveCount(Math.min(inside.length, 24));

    await page.getByRole("link", { name: lang.remove }).click();
    await expect(page).not.toHaveURL(/polygon=/);
    await expect(page.getByRole("status").filter({ hasText: lang.count(located.length) })).toBeVisible();
  });
}

test("(fr) communes chosen from a list by keyboard filter the list", async ({ page }) => {
  await page.goto("/fr/a-vendre/");
  const summary = page.locator("summary", { hasText: "Communes" });
  await summary.focus();
  await page.keyboard.press("Enter");
  const boxes = page.getByRole("group", { name: "Communes" }).getByRole("checkbox");
  await expect(boxes.first()).toBeVisible();
  const [first, second] = [await boxes.nth(0).getAttribute("value"), await boxes.nth(1).getAttribute("value")];
  // Each card names its postal code and town, as the list names each commune: "Anderlecht (1070)".
  const placeOf = async (n: number) => {
    const [, name, zip] = /^\s*(.+) \((\d{4})\)\s*$/.exec((await boxes.nth(n).locator("xpath=..").textContent())!)!;
    return `${zip} ${name}`;
  };
  const names = [await placeOf(0), await placeOf(1)];

  await page.keyboard.press("Tab");
  await expect(boxes.nth(0)).toBeFocused();
  await page.keyboard.press("Space");
  const towns = () => new URL(page.url()).searchParams.getAll("towns");
  await expect.poll(towns).toEqual([first]);
  await expect(boxes.nth(0)).toBeChecked();
  await expect(boxes.nth(0)).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(boxes.nth(1)).toBeFocused();
  await page.keyboard.press("Space");
  await expect.poll(towns).toEqual([first, second]);

  // The new list has arrived when every card is in one of the two communes.
  const cards = page.locator("main article");
  await expect
    .poll(async () => {
      const texts = await cards.allTextContents();
      return texts.length > 0 && texts.every((text) => names.some((name) => text.includes(name)));
    })
    .toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
});

test("(en) 'Get alerts for this area' carries the drawn area into a standing search, which keeps it", async ({
  page,
}) => {
  // Brussels' south-east: Ixelles, Uccle, Auderghem, Woluwe-Saint-Pierre.
  const polygon = encodePolygon([
    [50.79, 4.35],
    [50.79, 4.44],
    [50.85, 4.44],
    [50.85, 4.35],
  ])!;
  await page.goto(`/en/for-sale/?polygon=${encodeURIComponent(polygon)}`);
  await page.getByRole("link", { name: "Get alerts for this area" }).click();
  const form = page.getByRole("form", { name: "Keep me informed" });
  const step = (n: number) => form.getByRole("group", { name: new RegExp(`^Step ${n} of 3`) });
  await step(1).getByRole("checkbox", { name: "House", exact: true }).check();
  await form.getByRole("button", { name: "Next" }).click();
  // The area stands for a zone: no region, postal code or town is needed beside it.
  await expect(step(2).getByText("The area drawn on the map")).toBeVisible();
  await form.getByRole("button", { name: "Next" }).click();

  const email = unique("area");
  await step(3).getByRole("combobox", { name: "Title" }).selectOption("MS");
  await step(3).getByRole("textbox", { name: "First name" }).fill("Anna");
  await step(3).getByRole("textbox", { name: "Last name" }).fill("Peeters");
  await step(3).getByRole("textbox", { name: "E-mail address" }).fill(email);
  await step(3)
    .getByRole("checkbox", { name: /privacy statement/ })
    .check();
  await waitForCaptcha(form, "Verified: you are not a robot");
  const sent = page.waitForRequest((r) => r.method() === "POST");
  await form.getByRole("button", { name: "Register my search" }).click();
  expect((await sent).postData()).toContain(polygon);
  await expect(page).toHaveURL("/en/thank-you/keep-me-informed/");

  const text = (await (await mailsTo(page, email)).first().locator("[data-text]").textContent()) ?? "";
  const manage = new URL(/Change or stop your search at any time: (\S+)/.exec(text)![1]!);
  await page.goto(manage.pathname + manage.search);
  const saved = page.getByRole("form", { name: "Keep me informed" });
  await saved.getByRole("button", { name: "Next" }).click();
  await expect(saved.getByText("The area drawn on the map")).toBeVisible();
  await saved.getByRole("button", { name: "Remove the area" }).click();
  await expect(saved.getByText("The area drawn on the map")).toHaveCount(0);
});
