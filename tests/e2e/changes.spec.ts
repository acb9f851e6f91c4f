import { expect, test, type APIRequestContext } from "@playwright/test";
import { securityHeadersOf } from "./support/security";
import { e2eSecrets, locationOf } from "./support";

// A property changed through the agency's API: its cached page, the lists and the 404/410 answers follow
// at once (tag-based revalidation from the data layer). Runs after every other test (playwright.config.ts).
test.describe.configure({ mode: "serial" });

const staff = { authorization: `Bearer ${e2eSecrets.staff}` };
const change = (request: APIRequestContext, changes: unknown) =>
  request.patch("/api/staff/properties/", { data: { changes }, headers: staff });

async function canonical(request: APIRequestContext, id: number): Promise<string> {
  const hop = await request.get(`/fr/property/${id}/`, { maxRedirects: 0 });
  return new URL(locationOf(hop)!, "http://localhost").pathname;
}

test.describe("Changing a published property", () => {
  test("refuses callers without the secret and changes it can't read", async ({ request }) => {
    expect((await request.patch("/api/staff/properties/", { data: { changes: [] } })).status()).toBe(401);
    const invalid = await change(request, [{ reference: "ATR-2034", price: -5 }]);
    expect(invalid.status()).toBe(400);
    expect((await invalid.json()).problems[0]).toMatch(/^changes\.0\.price:/);
    expect((await change(request, [{ reference: "ATR-2034", owner: "me" }])).status()).toBe(400);
    const unknown = await change(request, [{ reference: "ATR-9999", price: 100000 }]);
    expect(await unknown.json()).toEqual({ updated: [], unknown: ["ATR-9999"] });
  });

  test("a new price shows at once on the cached page and in the cached search", async ({ request }) => {
    const path = await canonical(request, 34);
    const search = "/fr/a-vendre/?q=Tournai";
    for (const cached of [path, search]) {
      await request.get(cached);
      const again = await request.get(cached);
      expect(again.headers()["x-nextjs-cache"], cached).toBe("HIT");
      expect(await again.text(), cached).toMatch(/315\s000\s€/);
    }
    expect(await (await request.get(path)).text()).toContain("Maison bourgeoise 4 chambres à Tournai");

    expect(await (await change(request, [{ reference: "ATR-2034", price: 299000 }])).json()).toEqual({
      updated: ["ATR-2034"],
      unknown: [],
    });
    const page = await request.get(path);
    expect(page.headers()["x-nextjs-cache"]).not.toBe("HIT");
    expect(await page.text()).toMatch(/299\s000\s€/);
    const list = await request.get(search);
    expect(list.headers()["x-nextjs-cache"]).not.toBe("HIT");
    expect(await list.text()).toMatch(/299\s000\s€/);
  });

  test("a lower price shows as 'price lowered' with the price before, on the card and the page, and in its history", async ({
    page,
  }) => {
    // The drop of the test before: 315 000 to 299 000.
    await page.goto("/fr/a-vendre/?q=Tournai");
    const card = page.getByRole("article").filter({ hasText: "Maison bourgeoise 4 chambres à Tournai" });
    await expect(card).toContainText(/Prix revu à la baisse, auparavant 315\s000\s€/);
    await card.getByRole("link").first().click();
    await expect(page.locator("[data-price-lowered]")).toHaveText(/^Prix revu à la baisse, auparavant 315\s000\s€$/);
    const history = page.getByRole("region", { name: "Historique de ce bien" }).first();
    await expect(history.getByRole("row").nth(1)).toContainText(/Prix baissé de 315\s000\s€ à 299\s000\s€/);

    await page.goto("/en/property/34/");
    await expect(page.locator("[data-price-lowered]")).toHaveText("Price lowered, was €315,000");
    await expect(page.getByRole("region", { name: "History of this listing" }).first()).toContainText(
      "Price lowered from €315,000 to €299,000",
    );
    // Search engines read the current price only.
    const data = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(data).toContain('"price":299000');
    expect(data).not.toContain("315000");
  });

  test("a withdrawn property answers 410 at once, and 200 again when it is back", async ({ request }) => {
    const path = await canonical(request, 34);
    expect((await request.get(path)).status()).toBe(200);
    await change(request, [{ reference: "ATR-2034", status: "WITHDRAWN" }]);
    const gone = await request.get(path);
    expect(gone.status()).toBe(410);
    expect(await gone.text()).toContain("Ce bien n'est plus proposé");
    // The 410 answer carries the security headers like every other (security-headers.spec.ts).
    const headers = securityHeadersOf(gone.headers());
    expect(headers.csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(headers.csp["object-src"]).toEqual(["'none'"]);
    expect([headers.nosniff, headers.referrer]).toEqual(["nosniff", "strict-origin-when-cross-origin"]);
    expect(headers.permissions).toContain("camera=()");
    expect(await (await request.get("/fr/a-vendre/?q=Tournai")).text()).not.toContain(path);

    await change(request, [{ reference: "ATR-2034", status: "SOLD" }]);
    const sold = await request.get(path);
    expect(sold.status()).toBe(200);
    expect(await sold.text()).toContain("Ce bien est vendu.");
  });
});
