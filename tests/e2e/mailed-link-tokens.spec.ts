import { expect, test, type Page } from "@playwright/test";

// A mailed link's token (a password reset, an unsubscribe or a standing search's link) never reaches the
// analytics a visitor accepted: the site trades it for a cookie and shows the page at an address without it.
// The stand-in integrations (third-party-server.mjs) report the page's address as the real ones do.

test.use({ storageState: { cookies: [], origins: [] } });

const token = "Tm90QVRva2VuVGhhdFNob3VsZExlYWs";

/** Every request to another origin, with the Referer it carried. */
function watchThirdParty(page: Page, baseURL: string): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!url.protocol.startsWith("http") || url.origin === new URL(baseURL).origin) return;
    seen.push(request.url(), request.headers()["referer"] ?? "");
  });
  return seen;
}

/** The page address an analytics hit reports (its `dl`). */
function pageAddress(hit: string): URL {
  return new URL(new URL(hit).searchParams.get("dl")!);
}

async function acceptAll(page: Page) {
  await page.goto("/en/");
  await page.getByRole("dialog", { name: "Cookies on this site" }).getByRole("button", { name: "Accept all" }).click();
  await expect.poll(() => page.context().cookies()).toContainEqual(expect.objectContaining({ name: "_ga" }));
}

for (const [path, shows] of [
  [`/nl/nieuwsbrief/?unsubscribe=${token}`, "Deze link is niet meer geldig."],
  [`/fr/inscription/?search=${token}`, "Ce lien n'est plus valable."],
  [`/en/watched-properties/?all=${token}`, "This link is no longer valid."],
  [`/de/login/neues-passwort/?token=${token}`, "Dieser Link funktioniert nicht (mehr)"],
] as const) {
  test(`${path.split("?")[0]}: the link's token reaches neither the address nor the analytics`, async ({
    page,
    baseURL,
  }) => {
    await acceptAll(page);
    const outside = watchThirdParty(page, baseURL!);
    await page.goto(path);
    // The page the link opens, drawn from the token the site kept in a cookie, at an address without it.
    await expect(page.getByRole("main")).toContainText(shows);
    expect(page.url()).toBe(new URL(`${path.split("?")[0]}?via=mail`, baseURL).href);
    // The home page's own hit may still arrive after the watch began: the hit that counts names this page.
    const pageHit = () =>
      outside.find((url) => url.includes("/g/collect") && pageAddress(url).pathname === path.split("?")[0]);
    await expect.poll(pageHit).toBeTruthy();
    expect(pageAddress(pageHit()!).search).toBe("?via=mail");
    expect(outside.filter((seen) => seen.includes(token))).toEqual([]);
    // The cookie holding it is the page's own, unreadable by scripts, and short-lived.
    const cookie = (await page.context().cookies()).find((c) => c.name === "mailed-link");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: path.split("?")[0] });
    expect(cookie!.expires * 1000 - Date.now()).toBeLessThanOrEqual(30 * 60 * 1000);
    expect(await page.evaluate(() => document.cookie)).not.toContain(token);
  });
}
