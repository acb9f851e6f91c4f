import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { READY_ATTRIBUTE } from "@/components/consent/consent-gate";
import { consentCookie, consentPolicy, holdScripts, locales, seriousViolations, site, type Locale } from "./support";

// Cookie consent as the Belgian data-protection authority expects it (spec §1, §2, §4, §7). The server
// runs with every integration pointed at the local stand-in (playwright.config.ts).

test.use({ storageState: { cookies: [], origins: [] } });

const text = {
  en: {
    title: "Cookies on this site",
    accept: "Accept all",
    reject: "Reject all",
    prefs: "Preferences",
    says: ["analytical cookies", "marketing cookies", "6 months", "30 minutes to 2 years", "withdraw"],
  },
  nl: {
    title: "Cookies op deze site",
    accept: "Alles aanvaarden",
    reject: "Alles weigeren",
    prefs: "Voorkeuren",
    says: ["analytische cookies", "marketingcookies", "6 maanden", "30 minuten tot 2 jaar", "intrekken"],
  },
  fr: {
    title: "Les cookies sur ce site",
    accept: "Tout accepter",
    reject: "Tout refuser",
    prefs: "Préférences",
    says: ["cookies analytiques", "cookies marketing", "6 mois", "30 minutes à 2 ans", "retirer"],
  },
  de: {
    title: "Cookies auf dieser Website",
    accept: "Alle akzeptieren",
    reject: "Alle ablehnen",
    prefs: "Einstellungen",
    says: ["Analyse-Cookies", "Marketing-Cookies", "6 Monate", "30 Minuten bis 2 Jahre", "widerrufen"],
  },
} as const satisfies Record<Locale, unknown>;

const essential = ["NEXT_LOCALE", "consent"];

/** Every request the page makes that leaves the site's origin. */
function watchThirdParty(page: Page, baseURL: string): string[] {
  const outside: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.protocol.startsWith("http") && url.origin !== new URL(baseURL).origin) outside.push(r.url());
  });
  return outside;
}

/** Waits until the consent library has run: the layer is then shown or hidden for good. */
async function libraryRan(page: Page) {
  await expect(page.locator(`html[${READY_ATTRIBUTE}]`)).toBeAttached();
}

async function cookieNames(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((c) => c.name).sort();
}

function consentPost(page: Page) {
  return page.waitForResponse((r) => r.url().endsWith("/api/consent/") && r.request().method() === "POST");
}

/** Records the server has written (DB_QUERY_LOG in playwright.config.ts logs each insert). */
function recordsWritten(): number {
  const file = path.resolve(path.dirname(test.info().config.configFile ?? "."), ".data/e2e-queries.log");
  if (!fs.existsSync(file)) return 0;
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.startsWith('INSERT INTO "public"."ConsentRecord"')).length;
}

/** The categories a choice reports to the server, which stores it (204, and an insert in its log). */
async function acceptedInRecord(page: Page, click: () => Promise<void>): Promise<string[]> {
  const before = recordsWritten();
  const [response] = await Promise.all([consentPost(page), click()]);
  expect(response.status()).toBe(204);
  expect(recordsWritten()).toBeGreaterThan(before);
  return (response.request().postDataJSON() as { accepted: string[] }).accepted.sort();
}

/** The same, for a choice after which the page reloads (a withdrawal): the request is what is seen. */
async function acceptedInRequest(page: Page, click: () => Promise<void>): Promise<string[]> {
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith("/api/consent/") && r.method() === "POST"),
    click(),
  ]);
  return (request.postDataJSON() as { accepted: string[] }).accepted.sort();
}

for (const locale of locales) {
  const t = text[locale];

  test(`${locale}: the dialog offers three equal choices, keeps focus, and nothing non-essential runs before or after "reject all"`, async ({
    page,
    baseURL,
  }) => {
    const outside = watchThirdParty(page, baseURL!);
    await page.goto(site[locale].home);
    const dialog = page.getByRole("dialog", { name: t.title });
    await expect(dialog).toBeVisible();
    // It names the purposes, how long cookies live, and that consent can be withdrawn.
    for (const words of t.says) await expect(dialog).toContainText(words);

    const buttons = [t.accept, t.reject, t.prefs].map((name) => dialog.getByRole("button", { name, exact: true }));
    const looks = await Promise.all(
      buttons.map((b) =>
        b.evaluate((el) => {
          const s = getComputedStyle(el);
          const box = el.getBoundingClientRect();
          return [s.fontSize, s.fontWeight, s.backgroundColor, s.color, s.borderStyle, Math.round(box.height)].join();
        }),
      ),
    );
    expect(new Set(looks).size, looks.join(" | ")).toBe(1);

    // Focus moves into the dialog and Tab keeps it there; the page behind stays in place (not a wall).
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site[locale].heading);
    expect(await seriousViolations(page)).toEqual([]);
    // Every shift from the end of the HTML's parsing (when the scripts start and the dialog can come) up to the
    // library's run (the last change to the layer), reported by the next frame. Before that, a machine under load
    // can paint a half-received header, whose completion is the network's doing, not the dialog's.
    await libraryRan(page);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const parsed = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).domInteractive;
          let total = 0;
          const add = (entries: PerformanceEntryList) => {
            for (const e of entries as unknown as { value: number; hadRecentInput: boolean; startTime: number }[])
              if (!e.hadRecentInput && e.startTime >= parsed) total += e.value;
          };
          const observer = new PerformanceObserver((list) => add(list.getEntries()));
          observer.observe({ type: "layout-shift", buffered: true });
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              add(observer.takeRecords());
              resolve(total);
            }),
          );
        }),
    );
    expect(shift).toBe(0);

    expect(outside).toEqual([]);
    expect((await cookieNames(page)).filter((n) => !essential.includes(n))).toEqual([]);

    // Keyboard only: Tab to "Reject all", Enter.
    for (let i = 0; i < 8 && !(await buttons[1]!.evaluate((b) => b === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(buttons[1]!).toBeFocused();
    expect(await acceptedInRecord(page, () => page.keyboard.press("Enter"))).toEqual(["functional"]);
    await expect(dialog).toBeHidden();
    await page.reload();
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await libraryRan(page);
    await expect(dialog).toBeHidden();
    expect(outside).toEqual([]);
    expect((await cookieNames(page)).filter((n) => !essential.includes(n))).toEqual([]);
    expect(await page.evaluate(() => typeof window.fbq)).toBe("undefined");
  });
}

test("the first layer is in the page's HTML, first in the body, followed by the inline script that shows it", async ({
  request,
}) => {
  for (const locale of locales) {
    const t = text[locale];
    const html = await (await request.get(site[locale].home)).text();
    const layer = html.lastIndexOf("<div", html.indexOf('id="consent-layer"'));
    expect(layer, locale).toBeGreaterThan(0);
    // Right after it, the gate: the layer is whole when it shows, before the page's content is painted.
    const gate = html.indexOf("<script>", layer);
    expect(gate, locale).toBeLessThan(html.indexOf("<header"));
    expect(html.slice(gate, html.indexOf("</script>", gate) + 9), locale).toMatch(
      /^<script>[^<]*"layer":"consent-layer"[^<]*<\/script>$/,
    );
    const markup = html.slice(layer, gate);
    expect(markup).toMatch(/^<div [^>]*role="dialog" aria-modal="true" aria-labelledby="consent-title"[\s\S]*<\/div>$/);
    for (const words of [t.title, t.accept, t.reject, t.prefs, ...t.says]) expect(markup, locale).toContain(words);
  }
});

test("scripts held back: a first visit sees the first layer, a visitor who has chosen never does", async ({
  browser,
  baseURL,
}) => {
  const host = new URL(baseURL!).hostname;
  for (const [visitor, cookies, shown] of [
    ["first visit", [], true],
    ["chose before", [consentCookie(["functional"], consentPolicy.version, host)], false],
  ] as const) {
    const context = await browser.newContext({ storageState: { cookies: [...cookies], origins: [] } });
    const page = await context.newPage();
    // Neither React nor the library runs: only the inline gate can show or hide the layer.
    await page.route("**/_next/static/**/*.js", (route) => route.abort());
    await page.goto("/en/");
    const dialog = page.getByRole("dialog", { name: text.en.title });
    if (shown) await expect(dialog, visitor).toBeVisible();
    else await expect(dialog, visitor).toBeHidden();
    if (shown) await expect.poll(() => dialog.evaluate((d) => d === document.activeElement)).toBe(true);
    await context.close();
  }
});

test("a click on Reject all before the page's scripts have loaded is applied once they have", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/nl/", { waitUntil: "domcontentloaded" });
  const dialog = page.getByRole("dialog", { name: text.nl.title });
  await dialog.getByRole("button", { name: text.nl.reject, exact: true }).click();
  const accepted = await acceptedInRecord(page, async () => release());
  expect(accepted).toEqual(["functional"]);
  await expect(dialog).toBeHidden();
  expect((await cookieNames(page)).filter((n) => !essential.includes(n))).toEqual([]);
});

test("accept all loads the configured analytics and pixel, grants Consent Mode and records the choice", async ({
  page,
  baseURL,
}) => {
  const outside = watchThirdParty(page, baseURL!);
  await page.goto("/en/");
  const dialog = page.getByRole("dialog", { name: text.en.title });
  // Before a choice the Google tag's Consent Mode signals are all denied.
  await expect.poll(() => page.evaluate(() => JSON.stringify(window.dataLayer ?? []))).toContain('"denied"');
  const defaults = await page.evaluate(() => Array.from((window.dataLayer?.[0] ?? []) as ArrayLike<unknown>));
  expect(defaults.slice(0, 2)).toEqual(["consent", "default"]);
  expect(defaults[2]).toMatchObject({ analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied" });

  const accepted = await acceptedInRecord(page, () => dialog.getByRole("button", { name: "Accept all" }).click());
  expect(accepted).toEqual(["analytical", "functional", "marketing", "social_media", "unclassified"]);
  await expect
    .poll(() => outside.map((u) => new URL(u).pathname))
    .toEqual(expect.arrayContaining(["/gtag/js", "/matomo/matomo.js", "/fbevents.js", "/tr"]));
  const update = await page.evaluate(() =>
    (window.dataLayer ?? []).map((e) => Array.from(e as ArrayLike<unknown>)).find((e) => e[1] === "update"),
  );
  expect(update?.[2]).toMatchObject({
    analytics_storage: "granted",
    ad_storage: "granted",
    ad_personalization: "granted",
  });
  await expect.poll(() => cookieNames(page)).toEqual(expect.arrayContaining(["_ga", "_fbp", "consent_analytical"]));

  // The server can read the choice: one cookie per category whose value is "true".
  const cookies = await page.context().cookies();
  for (const category of ["analytical", "marketing", "social_media", "unclassified"]) {
    expect(cookies.find((c) => c.name === `consent_${category}`)?.value).toBe("true");
  }
  // The choice lasts six months (CONSENT_MAX_AGE_DAYS), the category cookies as long.
  const days = (name: string) =>
    ((cookies.find((c) => c.name === name)?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days("consent")).toBeGreaterThan(consentPolicy.days - 1);
  expect(days("consent")).toBeLessThanOrEqual(consentPolicy.days);
  expect(Math.abs(days("consent_analytical") - days("consent"))).toBeLessThan(1 / 24);

  // Spec §7: the pixel function exists now, and a thank-you page sends its event.
  await page.goto("/en/feedback/contact-me/");
  await expect.poll(() => outside.some((u) => u.includes("/tr?ev=Lead"))).toBe(true);
});

test("preferences: nothing pre-ticked, and saving one category allows exactly that one", async ({ page, baseURL }) => {
  const outside = watchThirdParty(page, baseURL!);
  await page.goto("/nl/");
  await page.getByRole("dialog", { name: text.nl.title }).getByRole("button", { name: "Voorkeuren" }).click();
  const prefs = page.getByRole("dialog", { name: "Cookievoorkeuren" });
  await expect(prefs).toBeVisible();
  const functional = prefs.getByRole("checkbox", { name: "Functionele cookies (altijd aan)" });
  await expect(functional).toBeChecked();
  await expect(functional).toBeDisabled();
  for (const name of [
    "Analytische cookies",
    "Marketingcookies",
    "Socialemediacookies",
    "Niet-geclassificeerde cookies",
  ]) {
    await expect(prefs.getByRole("checkbox", { name })).not.toBeChecked();
  }
  // A category opens on its list of cookies, drawn from the site's cookie list.
  await prefs.getByRole("button", { name: "Analytische cookies" }).click();
  await expect(prefs.getByRole("cell", { name: "_ga_<id>" })).toBeVisible();
  await expect(prefs.getByRole("cell", { name: "_pk_ses.<id>" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await prefs.getByRole("checkbox", { name: "Analytische cookies" }).check({ force: true });
  const accepted = await acceptedInRecord(page, () =>
    prefs.getByRole("button", { name: "Mijn keuze bewaren" }).click(),
  );
  expect(accepted).toEqual(["analytical", "functional"]);
  await expect
    .poll(() => outside.map((u) => new URL(u).pathname))
    .toEqual(expect.arrayContaining(["/gtag/js", "/matomo/matomo.js"]));
  expect(outside.filter((u) => u.includes("fbevents") || u.includes("/tr"))).toEqual([]);
  const names = await cookieNames(page);
  expect(names).toContain("consent_analytical");
  expect(names).not.toContain("consent_marketing");
  expect(await page.evaluate(() => typeof window.fbq)).toBe("undefined");
});

test("the footer's cookie settings reopen the preferences, and withdrawing removes the category's cookies", async ({
  page,
}) => {
  await page.goto("/fr/");
  await page.getByRole("dialog", { name: text.fr.title }).getByRole("button", { name: "Tout accepter" }).click();
  await expect.poll(() => cookieNames(page)).toEqual(expect.arrayContaining(["_ga", "_pk_id.1.abcd", "_fbp"]));

  await page.getByRole("contentinfo").getByRole("button", { name: "Paramètres des cookies" }).click();
  const prefs = page.getByRole("dialog", { name: "Préférences en matière de cookies" });
  await expect(prefs).toBeVisible();
  await expect(prefs.getByRole("checkbox", { name: "Cookies analytiques" })).toBeChecked();
  await prefs.getByRole("checkbox", { name: "Cookies analytiques" }).uncheck({ force: true });
  await prefs.getByRole("checkbox", { name: "Cookies marketing" }).uncheck({ force: true });
  const accepted = await acceptedInRequest(page, () =>
    prefs.getByRole("button", { name: "Enregistrer mes choix" }).click(),
  );
  expect(accepted).toEqual(["functional", "social_media", "unclassified"]);

  // Withdrawn: the categories' cookies are gone from the site's domain, and so is the server's "true".
  await expect.poll(() => cookieNames(page)).not.toEqual(expect.arrayContaining(["_ga"]));
  const names = await cookieNames(page);
  for (const gone of [
    "_ga",
    "_ga_TEST123",
    "_pk_id.1.abcd",
    "_pk_ses.1.abcd",
    "_fbp",
    "consent_analytical",
    "consent_marketing",
  ]) {
    expect(names).not.toContain(gone);
  }
  expect(names).toContain("consent_social_media");
});

test("a choice made under an older cookie policy is asked again, and the server no longer sees it", async ({
  page,
  baseURL,
}) => {
  const outside = watchThirdParty(page, baseURL!);
  const host = new URL(baseURL!).hostname;
  const all = ["functional", "analytical", "marketing", "social_media", "unclassified"];
  await page
    .context()
    .addCookies([
      consentCookie(all, consentPolicy.version - 1, host),
      { ...consentCookie(all, consentPolicy.version - 1, host), name: "consent_analytical", value: "true" },
    ]);
  await page.goto("/de/");
  const dialog = page.getByRole("dialog", { name: text.de.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Unsere Cookie-Richtlinie hat sich seit Ihrer letzten Auswahl geändert");
  await expect.poll(() => cookieNames(page)).not.toContain("consent_analytical");
  expect(outside).toEqual([]);
  // The new answer is recorded under the current version.
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith("/api/consent/") && r.method() === "POST"),
    dialog.getByRole("button", { name: text.de.reject, exact: true }).click(),
  ]);
  expect(request.postDataJSON()).toMatchObject({ revision: consentPolicy.version, accepted: ["functional"] });
});

test("a preview path (spec §2) does not show the dialog, but cookie settings still open", async ({ page }) => {
  await page.goto("/fr/?preview=draft-42");
  await libraryRan(page);
  await expect(page.getByRole("dialog", { name: text.fr.title })).toBeHidden();
  await page.getByRole("contentinfo").getByRole("button", { name: "Paramètres des cookies" }).click();
  await expect(page.getByRole("dialog", { name: "Préférences en matière de cookies" })).toBeVisible();
});

test("the dialog's texts come written from the server: a first visit's page builds no Intl formatter, library included", async ({
  page,
  request,
}) => {
  // Each formatter a message's plural or number would need, counted from before the page's first script.
  await page.addInitScript(() => {
    const built: string[] = [];
    (window as unknown as { intlBuilt: string[] }).intlBuilt = built;
    for (const name of ["PluralRules", "NumberFormat", "DateTimeFormat"] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      Object.defineProperty(Intl, name, {
        value: new Proxy(Original, { construct: (target, args) => (built.push(name), new target(...args)) }),
      });
    }
  });
  await page.goto("/nl/");
  const dialog = page.getByRole("dialog", { name: text.nl.title });
  await expect(dialog).toContainText("6 maanden");
  await libraryRan(page);
  expect(await page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt)).toEqual([]);
  await dialog.getByRole("button", { name: text.nl.prefs, exact: true }).click();
  const preferences = page.getByRole("dialog", { name: "Cookievoorkeuren" });
  await expect(preferences).toBeVisible();
  // Its tables, folded under each category, say how long each cookie lasts.
  await expect(preferences).toContainText("6 maanden");

  // What the library reads: the settings, and with a language the texts they make in it.
  const nl = await request.get("/api/consent/?lang=nl");
  expect(nl.status()).toBe(200);
  expect(nl.headers()["cache-control"]).toBe("public, max-age=300");
  const body = (await nl.json()) as { consentDays: number; texts: { description: string; dialog: object } };
  expect(body.consentDays).toBe(consentPolicy.days);
  expect(body.texts.description).toContain("Uw keuze wordt 6 maanden bewaard");
  expect(body.texts.dialog).toMatchObject({ preferencesModal: { title: "Cookievoorkeuren" } });
  // A page of an earlier release asks without a language: the settings alone.
  expect(await (await request.get("/api/consent/")).json()).not.toHaveProperty("texts");
  for (const lang of ["xx", "", "nl-BE", "<script>"]) {
    const refused = await request.get(`/api/consent/?lang=${encodeURIComponent(lang)}`);
    expect(refused.status(), lang).toBe(400);
    expect(await refused.json()).toEqual({ error: "expected ?lang= one of en, nl, fr, de" });
  }
});

test("a first visit's page gets no stylesheet after it has loaded: the preferences bring theirs, and show styled", async ({
  page,
}) => {
  // A sheet added to a loaded page restyles all of it (the library's sets its variables on :root).
  await page.addInitScript(() =>
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { sheetsParsed: number }).sheetsParsed = document.styleSheets.length;
    }),
  );
  await page.goto("/de/");
  await libraryRan(page);
  const sheets = () => page.evaluate(() => document.styleSheets.length);
  const parsed = await page.evaluate(() => (window as unknown as { sheetsParsed: number }).sheetsParsed);
  expect(await sheets()).toBe(parsed);
  // The only dialog is the site's own first layer: the library's empty one stays hidden.
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await page.getByRole("dialog", { name: text.de.title }).getByRole("button", { name: text.de.prefs }).click();
  const preferences = page.getByRole("dialog", { name: "Cookie-Einstellungen" });
  await expect(preferences).toBeVisible();
  expect(await sheets()).toBeGreaterThan(parsed);
  // Drawn by the library's stylesheet: a box fixed over the page, its three buttons alike (consent.css).
  await expect(preferences).toHaveCSS("position", "fixed");
  const colours = await preferences
    .locator("button.pm__btn")
    .evaluateAll((buttons) => buttons.map((b) => getComputedStyle(b).backgroundColor));
  expect(colours).toHaveLength(3);
  expect(new Set(colours).size).toBe(1);
});

test("the consent record endpoint refuses bad input with 400", async ({ request }) => {
  for (const data of [
    {},
    { consentId: "not-a-uuid", revision: 2, accepted: [] },
    { consentId: "00000000-0000-4000-8000-000000000000", revision: 2, accepted: ["everything"] },
  ]) {
    expect((await request.post("/api/consent/", { data })).status()).toBe(400);
  }
  const bad = await request.post("/api/consent/", { data: "{", headers: { "content-type": "application/json" } });
  expect(bad.status()).toBe(400);
});

for (const locale of locales) {
  test(`${locale}: the cookie policy lists every cookie the site can set`, async ({ page }) => {
    const path = {
      en: "/en/cookie-policy/",
      nl: "/nl/cookiebeleid/",
      fr: "/fr/politique-cookies/",
      de: "/de/cookie-richtlinie/",
    }[locale];
    await page.goto(path);
    const table = page.getByRole("table");
    for (const name of ["NEXT_LOCALE", "consent", "consent_marketing", "mailed-link", "_ga", "_pk_ses.<id>", "_fbp"]) {
      await expect(table.getByRole("rowheader", { name, exact: true })).toBeVisible();
    }
    await expect(table.getByRole("row")).toHaveCount(15);
  });
}
