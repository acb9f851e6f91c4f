import { expect, type APIRequestContext, type APIResponse } from "@playwright/test";
import { internalErrorText } from "@/tests/support/hostile";

// What the bad-input specs share: the demo seed's paths, and what every answer to bad input must be.

/** Values of the path segments of the inventory's templates, read from the demo site's own links. */
export type Fixtures = Record<string, string>;

export async function loadFixtures(request: APIRequestContext): Promise<Fixtures> {
  const links = async (path: string, pattern: RegExp) => {
    const html = await (await request.get(path)).text();
    const found = [...html.matchAll(pattern)];
    expect(found.length, `${path} links to ${pattern}`).toBeGreaterThan(0);
    return found[0]!;
  };
  // ATR-2003 takes every request of a property for sale, a document request included; a reference jumps to it.
  const sale = new URL((await request.get("/en/for-sale/?q=ATR-2003")).url()).pathname;
  const [, saleCity, saleSlug, saleId] = /^\/en\/for-sale\/([^/]+)\/([^/]+)\/(\d+)\/$/.exec(sale) ?? [];
  expect(saleId, `ATR-2003 is at ${sale}`).toBeDefined();
  const [, rentCity, rentSlug, rentId] = await links(
    "/en/for-rent/",
    /href="\/en\/for-rent\/([^/"]+)\/([^/"]+)\/(\d+)\/"/g,
  );
  const [, projectSlug, projectId] = await links("/en/projects/", /href="\/en\/projects\/([^/"]+)\/(\d+)\/"/g);
  const [, blogSlug] = await links("/en/blog/", /href="\/en\/blog\/([^/"]+)\/"/g);
  const [, teamSlug] = await links("/en/the-agency/", /href="\/en\/team\/([^/"]+)\/"/g);
  const [, valueSlug] = await links("/en/the-agency/", /href="\/en\/our-values\/([^/"]+)\/"/g);
  return {
    locale: "en",
    rest: "does-not-exist",
    kind: "contact",
    ...{ saleCity: saleCity!, saleSlug: saleSlug!, saleId: saleId!, rentCity: rentCity!, rentSlug: rentSlug! },
    ...{ rentId: rentId!, projectSlug: projectSlug!, projectId: projectId!, blogSlug: blogSlug! },
    ...{ teamSlug: teamSlug!, valueSlug: valueSlug! },
  };
}

export const notFoundHeading = {
  en: "Oops, this page no longer exists",
  fr: "Oups, cette page n’existe plus",
} as const;

/**
 * What every answer to bad input must be: a status below 500 and no trace of a server error in the body.
 * Returns the body for further checks.
 */
export async function expectNoServerError(response: APIResponse, what: string): Promise<string> {
  const body = await response.text();
  expect(response.status(), `${what} answered ${response.status()}: ${body.slice(0, 300)}`).toBeLessThan(500);
  expect(body, `${what}: internal error text in the answer`).not.toMatch(internalErrorText);
  return body;
}

/** The language the served HTML declares. */
export const htmlLang = (body: string) => /<html[^>]*\blang="([^"]+)"/.exec(body)?.[1];
