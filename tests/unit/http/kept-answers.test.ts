import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { cookieList } from "@/lib/consent/cookie-list";
import { LINK_COOKIE } from "@/lib/domain/mailed-link";
import { PUBLIC_PAGE } from "@/lib/http/cache-policy.mjs";
import { answeredFromKept, answerKey, keptAnswersStage, pendingAnswer } from "@/lib/http/kept-answers.mjs";
import { inlineScriptHashes, scriptHashesStage } from "@/lib/http/script-hashes.mjs";
import { shapeAnswer } from "@/lib/server/stages.mjs";
import { rawGet } from "@/tests/support/raw-get";
import { ANSWER_MS, PageBodies } from "@/lib/http/page-bodies.mjs";

// Pages from Next's cache answered again by server.mjs without Next (lib/http/kept-answers.mjs): only for a request
// whose key holds all its answer depends on, only while the answer is fresh and no tag expired.

/** A request as server.mjs receives it. */
const request = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  ({ url, method, headers: { "accept-encoding": "br, gzip", ...headers } }) as unknown as http.IncomingMessage;

describe("answerKey", () => {
  it("holds the address, the language cookie and Accept-Language", () => {
    const key = answerKey(request("/fr/?page=2", { "accept-language": "fr-BE", cookie: "NEXT_LOCALE=fr" }));
    expect(key).toBe("/fr/?page=2\n=fr\nfr-BE\ndocument");
    expect(answerKey(request("/fr/?page=2", { "accept-language": "nl-BE", cookie: "NEXT_LOCALE=fr" }))).not.toBe(key);
    expect(answerKey(request("/fr/?page=2", { "accept-language": "fr-BE" }))).not.toBe(key);
    expect(answerKey(request("/fr/", { "accept-language": "fr-BE", cookie: "NEXT_LOCALE=fr" }))).not.toBe(key);
  });

  it("reads the language cookie as Next does: a name with a space is another cookie, a value is decoded", () => {
    const de = answerKey(request("/de/nicht-gefunden/", { cookie: "NEXT_LOCALE=de" }));
    // Next's parser keeps "NEXT_LOCALE " as a name of its own, which no page reads: not the language cookie.
    expect(answerKey(request("/de/nicht-gefunden/", { cookie: "NEXT_LOCALE =de" }))).not.toBe(de);
    expect(answerKey(request("/de/nicht-gefunden/", { cookie: "consent=1;  NEXT_LOCALE=de" }))).toBe(de);
    expect(answerKey(request("/de/nicht-gefunden/", { cookie: "NEXT_LOCALE=%64e" }))).toBe(de);
    // An empty language cookie is one next-intl replaces; no cookie is one it may not set.
    expect(answerKey(request("/de/nicht-gefunden/", { cookie: "NEXT_LOCALE=" }))).not.toBe(
      answerKey(request("/de/nicht-gefunden/")),
    );
    // A value Next cannot decode is one it drops: left to Next.
    expect(answerKey(request("/de/", { cookie: "NEXT_LOCALE=%E0" }))).toBeNull();
  });

  it("tells navigations from other requests, for which next-intl never sets its cookie", () => {
    const plain = answerKey(request("/fr/", { "accept-language": "nl" }));
    expect(answerKey(request("/fr/", { "accept-language": "nl", "sec-fetch-dest": "document" }))).toBe(plain);
    for (const dest of ["empty", "iframe", "script", "Document"]) {
      expect(answerKey(request("/fr/", { "accept-language": "nl", "sec-fetch-dest": dest })), dest).not.toBe(plain);
    }
  });

  it("accepts the cookies no page answer reads, every one of the cookie list but the mailed link's", () => {
    const names = cookieList({ localeCookieDays: 365, consentDays: 180 })
      .filter((entry) => entry.provider === "site" || entry.name.startsWith("_"))
      .map((entry) => entry.name.replace("<id>", "G-ABC123"));
    expect(names).toContain("consent");
    for (const name of names) {
      const key = answerKey(request("/fr/", { cookie: `${name}=1` }));
      if (name === LINK_COOKIE) expect(key, name).toBeNull();
      else expect(key, name).not.toBeNull();
    }
  });

  it("reads each neutral name whole: a name that only starts or ends like one is another cookie", () => {
    for (const name of ["_ga_G-ABC123", "_pk_id.1.abcd", "_pk_ses.1.abcd", "consent_analytical", "_fbc"]) {
      expect(answerKey(request("/fr/", { cookie: `${name}=1` })), name).not.toBeNull();
    }
    for (const name of ["_gax", "x_ga", "_pk_idx", "consent_", "consents", "XNEXT_LOCALE", "NEXT_LOCALEX", "_fbpx"]) {
      expect(answerKey(request("/fr/", { cookie: `${name}=1` })), name).toBeNull();
    }
  });

  it("leaves to Next a request with any other cookie, two language cookies, Next's router headers or another method", () => {
    expect(answerKey(request("/fr/", { cookie: "consent=1; session=abc" }))).toBeNull();
    expect(answerKey(request("/fr/", { cookie: "__prerender_bypass=1" }))).toBeNull();
    expect(answerKey(request("/fr/", { cookie: "NEXT_LOCALE=fr; NEXT_LOCALE=nl" }))).toBeNull();
    for (const name of [
      "rsc",
      "next-router-state-tree",
      "next-router-prefetch",
      "next-url",
      "x-middleware-subrequest",
    ]) {
      expect(answerKey(request("/fr/", { [name]: "1" })), name).toBeNull();
    }
    expect(answerKey(request("/fr/", {}, "HEAD"))).toBeNull();
    expect(answerKey(request("/fr/", {}, "POST"))).toBeNull();
    expect(answerKey(request("/fr/", { range: "bytes=0-10" }))).toBeNull();
    // Keys are kept: none longer than a kilobyte.
    expect(answerKey(request("/fr/", { "accept-language": `fr;q=0.9, ${"x".repeat(1100)}` }))).toBeNull();
    expect(answerKey(request(`/fr/a-vendre/?q=${"Tournai".repeat(150)}`))).toBeNull();
  });
});

describe("answeredFromKept", () => {
  const page = Buffer.from("<html><body><h1>Maison à Tournai</h1><script>go()</script></body></html>");
  const headers = {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "public, max-age=0, s-maxage=30, stale-while-revalidate=30",
    "content-security-policy": "script-src 'self' 'sha256-x'",
    "x-request-id": "the first answer's",
    date: "Fri, 27 Nov 2026 10:00:00 GMT",
    "content-encoding": "br",
    "content-length": 10,
  };
  let server: http.Server | undefined;
  afterEach(() => server?.close());

  /** Asks a server answering from `pages` (404 "left to Next" otherwise); the answer and whether it was kept. */
  async function ask(pages: PageBodies, url: string, accept = "br") {
    let waiting: ReturnType<typeof pendingAnswer>;
    server = http.createServer((req, res) => {
      res.setHeader("X-Request-Id", "this answer's");
      if (answeredFromKept(req, res, pages)) return;
      waiting = pendingAnswer(req);
      res.writeHead(404).end("left to Next");
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const response = await new Promise<http.IncomingMessage & { body: Buffer }>((resolve, reject) => {
      http
        .get({ port, host: "127.0.0.1", path: url, headers: { "accept-encoding": accept } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve(Object.assign(res, { body: Buffer.concat(chunks) })));
        })
        .on("error", reject);
    });
    server.close();
    return { response, waiting: waiting! };
  }

  /** A store holding the page as Next's answer of `url` left it, kept for that request. */
  async function keptFor(url: string) {
    const pages = new PageBodies(() => ["'sha256-x'"]);
    const { waiting } = await ask(pages, url);
    expect(waiting).toBeDefined();
    pages.answer(url, page, "br");
    pages.keepAnswer(waiting.key, { url, page, status: 200, headers, generation: waiting.generation });
    return pages;
  }

  it("sends the kept answer with its own request id and date, in the encoding asked for", async () => {
    const pages = await keptFor("/fr/");
    const br = (await ask(pages, "/fr/")).response;
    expect(br.statusCode).toBe(200);
    expect(br.headers["x-request-id"]).toBe("this answer's");
    expect(br.headers["date"]).not.toBe(headers.date);
    expect(br.headers["content-security-policy"]).toBe(headers["content-security-policy"]);
    expect(br.headers["cache-control"]).toBe(headers["cache-control"]);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).equals(page)).toBe(true);
    const gzip = (await ask(pages, "/fr/", "gzip")).response;
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).equals(page)).toBe(true);
    // One that takes neither is Next's to answer.
    expect((await ask(pages, "/fr/", "identity")).response.body.toString()).toBe("left to Next");
    expect((await ask(pages, "/nl/")).response.body.toString()).toBe("left to Next");
  });

  it("forgets every answer when tags expire, and keeps none drawn before they did", async () => {
    const pages = await keptFor("/fr/");
    pages.forgetAnswers();
    const { response, waiting } = await ask(pages, "/fr/");
    expect(response.body.toString()).toBe("left to Next");
    // Tags expire while this request is in Next: its answer may show the data before the change.
    pages.forgetAnswers();
    pages.keepAnswer(waiting.key, { url: "/fr/", page, status: 200, headers, generation: waiting.generation });
    expect((await ask(pages, "/fr/")).response.body.toString()).toBe("left to Next");
  });

  it("keeps an answer for ANSWER_MS at most, and none whose page was drawn again since", () => {
    const pages = new PageBodies(() => ["'sha256-x'"]);
    const at = Date.now();
    pages.answer("/fr/", page, "br");
    pages.keepAnswer("key", { url: "/fr/", page, status: 200, headers, generation: pages.generation }, at);
    expect(pages.keptAnswer("key", "br", at + ANSWER_MS - 1)?.status).toBe(200);
    expect(pages.keptAnswer("key", "br", at + ANSWER_MS)).toBeNull();

    pages.keepAnswer("key", { url: "/fr/", page, status: 200, headers, generation: pages.generation }, at);
    const drawnAgain = Buffer.from(page.toString().replace("Tournai", "Tournaj"));
    pages.answer("/fr/", drawnAgain, "br");
    expect(pages.keptAnswer("key", "br", at)).toBeNull();
    // An answer is kept only with the page it sent.
    pages.keepAnswer("key", { url: "/fr/", page, status: 200, headers, generation: pages.generation }, at);
    expect(pages.keptAnswer("key", "br", at)).toBeNull();
  });

  it("never keeps an answer that sets a cookie: sent again, it would give one visitor's cookie to another", () => {
    const pages = new PageBodies(() => []);
    pages.answer("/fr/", page, null);
    const cookie = { ...headers, "set-cookie": ["NEXT_LOCALE=fr; Path=/; SameSite=lax"] };
    pages.keepAnswer("key", { url: "/fr/", page, status: 200, headers: cookie, generation: pages.generation });
    expect(pages.keptAnswer("key", "br")).toBeNull();
    expect(pages.answerCount).toBe(0);
  });

  it("drops the answers of a page dropped beyond the limit of bytes, which would hold it in memory", () => {
    const pages = new PageBodies(() => [], 2 * page.length);
    const other = (n: number) => Buffer.from(page.toString().replace("Tournai", `Tourna${n}`));
    pages.answer("/fr/", page, null);
    pages.keepAnswer("home", { url: "/fr/", page, status: 200, headers, generation: pages.generation });
    expect(pages.keptAnswer("home", "gzip")).not.toBeNull();
    expect(pages.answerCount).toBe(1);
    // The home page's body and its gzip are kept; two other pages come after and leave no room for it.
    pages.answer("/fr/a-vendre/", other(1), null);
    pages.answer("/nl/te-koop/", other(2), null);
    expect(pages.bytes).toBeLessThanOrEqual(2 * page.length);
    expect(pages.answerCount).toBe(0);
  });
});

describe("keptAnswersStage", () => {
  const page = Buffer.from("<html><body><h1>Maison à Mons</h1></body></html>");
  let server: http.Server | undefined;
  afterEach(() => server?.close());

  /** How many of `times` requests of /fr/ reached Next, on a server whose Next answers with `cache` and `control`. */
  async function rendered(times: number, cache: string, control = PUBLIC_PAGE) {
    const pages = new PageBodies(inlineScriptHashes);
    const kept = keptAnswersStage(pages);
    let count = 0;
    server = http.createServer((req, res) => {
      const answer = shapeAnswer(req, res, [scriptHashesStage(pages), kept]);
      if (kept.answers(req, res)) return;
      answer.toNext(() => {
        count++;
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.setHeader("Cache-Control", control);
        res.setHeader("x-nextjs-cache", cache);
        res.end(page);
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (let i = 0; i < times; i++) {
      const answer = await rawGet(origin, "/fr/", { "accept-encoding": "br" });
      expect(answer.status).toBe(200);
    }
    return count;
  }

  it("keeps a public page Next found in its cache once it has gone out, and answers it again without Next", async () => {
    expect(await rendered(3, "HIT")).toBe(1);
  });

  it("keeps no page Next drew for this request, and no private one", async () => {
    expect(await rendered(3, "MISS")).toBe(3);
    expect(await rendered(3, "HIT", "private, no-store")).toBe(3);
  });
});
