import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { e2eSecrets, site } from "./support";

// Both blocks watch the same server cache: run them one after the other.
test.describe.configure({ mode: "serial" });

// The server appends one line per database query to this file (DB_QUERY_LOG in playwright.config.ts).
function queryLogLines(): number {
  const file = path.resolve(path.dirname(test.info().config.configFile ?? "."), ".data/e2e-queries.log");
  if (!fs.existsSync(file)) return 0;
  return fs.readFileSync(file, "utf8").split("\n").filter(Boolean).length;
}

test.describe("Cache of public pages", () => {
  test("a home page is rendered once, then served from cache without querying the database", async ({ request }) => {
    const first = await request.get(site.de.home);
    expect(first.status()).toBe(200);
    expect(await first.text()).toContain(site.de.heading);

    // The log really records this server's queries: a property id nobody has asked for yet (so in no
    // cache, not even one left in .next by an earlier run) is looked up in the database.
    const beforeControl = queryLogLines();
    const unknownId = 100_000_000 + (Date.now() % 800_000_000);
    await request.get(`/de/property/${unknownId}/`, { maxRedirects: 0 });
    expect(queryLogLines()).toBeGreaterThan(beforeControl);

    // The second request for /de/ must not reach the database. Other test files run in parallel against
    // the same server and may log their own queries meanwhile; retry until a quiet window shows it.
    await expect(async () => {
      const before = queryLogLines();
      const again = await request.get(site.de.home);
      const after = queryLogLines();
      expect(again.status()).toBe(200);
      expect(again.headers()["x-nextjs-cache"]).toBe("HIT");
      expect(await again.text()).toContain(site.de.heading);
      expect(after, "database queries during a cached request").toBe(before);
    }).toPass({ timeout: 20_000 });
  });
});

test.describe("Pages answering mailed links", () => {
  test("come from cache; a visit from a link is drawn for that visit alone", async ({ request }) => {
    for (const path of ["/fr/inscription/", "/nl/nieuwsbrief/"]) {
      await request.get(path);
      const again = await request.get(path);
      expect(again.status()).toBe(200);
      expect(again.headers()["x-nextjs-cache"]).toBe("HIT");
    }
    for (const [path, unknown] of [
      ["/fr/inscription/?search=not-one-of-ours", "Ce lien n&#x27;est plus valable."],
      [
        "/nl/nieuwsbrief/?unsubscribe=not-one-of-ours",
        "Deze link is niet meer geldig. Schrijf u hieronder opnieuw in als u dat wenst.",
      ],
    ]) {
      const link = await request.get(path!);
      expect(link.status()).toBe(200);
      expect(link.headers()["x-nextjs-cache"]).toBeUndefined();
      expect(await link.text()).toContain(unknown);
    }
  });
});

test.describe("Refreshing cached pages when the data changes", () => {
  test("/api/revalidate refuses a caller without the secret", async ({ request }) => {
    expect((await request.post("/api/revalidate/", { data: { tags: ["properties"] } })).status()).toBe(401);
    const wrong = await request.post("/api/revalidate/", {
      data: { tags: ["properties"] },
      headers: { authorization: "Bearer not-the-secret" },
    });
    expect(wrong.status()).toBe(401);
  });

  test("an import script's call makes the next visitor get a freshly rendered home page", async ({ request }) => {
    const auth = { authorization: `Bearer ${e2eSecrets.revalidate}` };
    expect((await request.post("/api/revalidate/", { data: { tags: "nope" }, headers: auth })).status()).toBe(400);

    await request.get(site.en.home);
    expect((await request.get(site.en.home)).headers()["x-nextjs-cache"]).toBe("HIT");
    const expired = await request.post("/api/revalidate/", { data: { tags: ["properties"] }, headers: auth });
    expect(expired.status()).toBe(200);

    const before = queryLogLines();
    const fresh = await request.get(site.en.home);
    expect(fresh.status()).toBe(200);
    expect(fresh.headers()["x-nextjs-cache"]).not.toBe("HIT");
    expect(queryLogLines(), "the page read the database again").toBeGreaterThan(before);
    await expect(async () => {
      expect((await request.get(site.en.home)).headers()["x-nextjs-cache"]).toBe("HIT");
    }).toPass({ timeout: 10_000 });
  });
});
