import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test } from "@playwright/test";
import { PRIVATE, PUBLIC_PAGE } from "@/lib/http/cache-policy.mjs";
import { notFoundHeading } from "./support/bad-input";
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

/** A GET with exactly these headers (no cookie jar, no header of a client's own), its body decompressed. */
function ask(base: string, url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const target = new URL(base);
    http
      .get(
        { host: target.hostname, port: target.port, path: url, headers: { "accept-encoding": "gzip", ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const raw = Buffer.concat(chunks);
            const body = res.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(raw) : raw;
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString() });
          });
        },
      )
      .on("error", reject);
  });
}

const langOf = (html: string) => /<html[^>]* lang="([a-z]+)"/.exec(html)?.[1];

// server.mjs answers a page it has just sent again to the same request without Next (lib/http/kept-answers.mjs):
// asked three times, an answer that may be kept is.
test.describe("Answers kept whole by the server", () => {
  test("a language cookie Next does not read ('NEXT_LOCALE =de') never gets its page to one it reads", async ({
    baseURL,
  }) => {
    // A path naming nothing: the not-found page in the language of the cookie Next reads, else French.
    const nothing = "/x%00kept/";
    for (let i = 0; i < 3; i++) {
      const spaced = await ask(baseURL!, nothing, { cookie: "NEXT_LOCALE =de" });
      expect([spaced.status, langOf(spaced.body)]).toEqual([404, "fr"]);
    }
    const german = await ask(baseURL!, nothing, { cookie: "NEXT_LOCALE=de" });
    expect([german.status, langOf(german.body)]).toEqual([404, "de"]);
  });

  test("next-intl's language cookie, set on navigations only, is never replayed to another request nor shared", async ({
    baseURL,
  }) => {
    // A French page for a browser that asks for Dutch: a navigation gets the cookie that keeps French.
    const dutch = { "accept-language": "nl-BE, nl;q=0.9, da;q=0.1" };
    const background = () => ask(baseURL!, site.fr.home, { ...dutch, "sec-fetch-dest": "empty" });
    const navigation = () => ask(baseURL!, site.fr.home, { ...dutch, "sec-fetch-dest": "document" });
    for (const asked of [background, navigation, background]) {
      for (let i = 0; i < 3; i++) {
        const answer = await asked();
        expect(answer.status).toBe(200);
        if (asked === navigation) {
          expect(answer.headers["set-cookie"]).toEqual([expect.stringMatching(/^NEXT_LOCALE=fr;/)]);
          // A CDN must not hand it to the next visitor.
          expect(answer.headers["cache-control"]).toBe(PRIVATE);
        } else {
          expect(answer.headers["set-cookie"]).toBeUndefined();
          expect(answer.headers["cache-control"]).toBe(PUBLIC_PAGE);
        }
      }
    }
  });
});

test.describe("Cache of searches", () => {
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

  test("a repeated search, in any order and with unknown parameters, is served from cache without querying the database", async ({
    request,
  }) => {
    // A search nobody has made yet, so in no cache (not even one left in .next by an earlier run), on
    // the form's step (a price off it names the page of the step below).
    const minPrice = 5_000 * (1 + (Date.now() % 19_999));
    const before = queryLogLines();
    const first = await request.get(`/en/for-sale/?minPrice=${minPrice}&sort=price-asc`);
    expect(first.status()).toBe(200);
    expect(first.headers()["x-nextjs-cache"]).not.toBe("HIT");
    expect(queryLogLines(), "the first search reads the database").toBeGreaterThan(before);
    const body = await first.text();
    expect(body).toContain(`value="${minPrice}"`);

    await expect(async () => {
      const before = queryLogLines();
      const again = await request.get(`/en/for-sale/?utm_source=mail&sort=price-asc&page=1&minPrice=${minPrice}`);
      const after = queryLogLines();
      expect(again.status()).toBe(200);
      expect(again.headers()["x-nextjs-cache"]).toBe("HIT");
      expect(titleOf(await again.text())).toBe(titleOf(body));
      expect(after, "database queries during a cached search").toBe(before);
    }).toPass({ timeout: 20_000 });
  });

  test("pages, the map view and nonsense parameters are cached searches too", async ({ request }) => {
    for (const [path, same] of [
      ["/nl/te-koop/?view=map&minBedrooms=2", "/nl/te-koop/?minBedrooms=2&view=map&lng=xx"],
      ["/fr/a-vendre/?page=2", "/fr/a-vendre/?page=2&sort=date"],
      ["/de/zu-vermieten/", "/de/zu-vermieten/?page=-3&sort=drop&view=table&minPrice=abc"],
    ] as const) {
      expect((await request.get(path)).status()).toBe(200);
      await expect(async () => {
        const again = await request.get(same);
        expect(again.status()).toBe(200);
        expect(again.headers()["x-nextjs-cache"]).toBe("HIT");
      }).toPass({ timeout: 10_000 });
    }
  });

  test("the internal route of cached searches is not a second address: it is not found", async ({ request }) => {
    for (const [path, heading] of [
      ["/en/search-results/sale/all/", notFoundHeading.en],
      ["/fr/search-results/rent/cGFnZT0y/", notFoundHeading.fr],
      ["/en/search-results/", notFoundHeading.en],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain(heading);
    }
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
