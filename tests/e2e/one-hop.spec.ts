import { expect, test } from "@playwright/test";
import { rawGet, type RawAnswer } from "@/tests/support/raw-get";

// A property asked for under another address than its own — the spec's /property/{id}/, with or without
// a language, or a detail path whose town or title slug is outdated — answers ONE 301 to the canonical
// address with exactly one Location header, the first time (nothing cached) as the second. The raw
// headers are read with node:http: fetch would join two Location headers into one broken address.

/** The Location headers of an answer, each as it came. */
const locations = ({ rawHeaders: raw }: RawAnswer) =>
  raw.flatMap((name, i) => (i % 2 === 0 && name.toLowerCase() === "location" ? [raw[i + 1]!] : []));

/** A detail page's address per language, of a property the home pages list, read from the served HTML. */
async function addressesOf(baseURL: string, request: import("@playwright/test").APIRequestContext) {
  const en = await (await request.get(`${baseURL}/en/`)).text();
  const nl = await (await request.get(`${baseURL}/nl/`)).text();
  const english = [...en.matchAll(/href="(\/en\/for-sale\/([^"/]+)\/([^"/]+)\/(\d+)\/)"/g)];
  // The last card: the one other tests are least likely to have opened.
  const [, enPath, city, , id] = english.at(-1)!;
  const nlPath = new RegExp(`href="(/nl/te-koop/[^"/]+/[^"/]+/${id}/)"`).exec(nl)?.[1];
  expect(nlPath, `property ${id} on the Dutch home page`).toBeDefined();
  return { id: id!, city: city!, paths: { en: enPath!, nl: nlPath! } };
}

test("every other address of a property answers one 301 with one Location, first and second time", async ({
  baseURL,
  request,
}) => {
  const { id, city, paths } = await addressesOf(baseURL!, request);
  const cases: Array<[string, Record<string, string>, string]> = [
    [`/property/${id}/`, { "accept-language": "en-GB,en;q=0.9" }, paths.en],
    [`/property/${id}/`, { "accept-language": "nl-BE,nl;q=0.9" }, paths.nl],
    [`/en/property/${id}/`, {}, paths.en],
    [`/nl/property/${id}/`, {}, paths.nl],
    [`/en/for-sale/${city}/an-outdated-title/${id}/`, {}, paths.en],
    [`/nl/te-koop/${city}/een-oude-titel/${id}/`, {}, paths.nl],
    [`/en/for-sale/another-town/${paths.en.split("/")[4]}/${id}/`, {}, paths.en],
    [`/en/for-rent/${city}/${paths.en.split("/")[4]}/${id}/`, {}, paths.en],
  ];
  for (const [path, headers, canonical] of cases) {
    for (const visit of ["first", "second"]) {
      const answer = await rawGet(baseURL!, path, headers);
      expect(answer.status, `${visit} ${path}`).toBe(301);
      expect(locations(answer), `${visit} ${path}`).toEqual([canonical]);
    }
  }
  // The canonical address itself is the page, not another hop; a query string goes along with a redirect.
  expect((await rawGet(baseURL!, paths.en)).status).toBe(200);
  expect(locations(await rawGet(baseURL!, `/en/property/${id}/?utm_source=mail`))).toEqual([
    `${paths.en}?utm_source=mail`,
  ]);
});

test("a page number past the last answers one 307 to the last page, first and second time", async ({ baseURL }) => {
  // The seed lists 27 properties for sale: 2 pages. The last page moves as properties come and go.
  for (const [path, last] of [
    ["/fr/a-vendre/?page=99&sort=price-asc", "/fr/a-vendre/?sort=price-asc&page=2"],
    ["/en/for-sale/?page=100000", "/en/for-sale/?page=2"],
  ] as const) {
    for (const visit of ["first", "second"]) {
      const answer = await rawGet(baseURL!, path);
      expect(answer.status, `${visit} ${path}`).toBe(307);
      expect(locations(answer), `${visit} ${path}`).toEqual([last]);
    }
    expect((await rawGet(baseURL!, last)).status).toBe(200);
  }
});

test("the home's Rent choice answers one 307 to the for-rent list; a reference goes straight to its property", async ({
  baseURL,
}) => {
  for (const visit of ["first", "second"]) {
    const answer = await rawGet(baseURL!, "/fr/a-vendre/?goal=rent&q=Gent");
    expect(answer.status, visit).toBe(307);
    expect(locations(answer), visit).toEqual(["/fr/a-louer/?q=Gent"]);
  }
  expect((await rawGet(baseURL!, "/fr/a-louer/?q=Gent")).status).toBe(200);
  // ATR-2001 is for sale: whichever goal was chosen, one hop to its page, which is the page itself.
  const reference = await rawGet(baseURL!, "/fr/a-vendre/?goal=rent&q=ATR-2001");
  expect(reference.status).toBe(307);
  const [property] = locations(reference);
  expect(property).toMatch(/^\/fr\/a-vendre\/[^/]+\/[^/]+\/1\/$/);
  expect((await rawGet(baseURL!, property!)).status).toBe(200);
});
