import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AddressOf, ListingKind } from "@/lib/db/listing-state";

// The proxy answers a record's address from what the data layer says of it (lib/db/listing-state.ts,
// stood in for here): a withdrawn property or project answers 410 with its gone page, an unknown one 404,
// and so does an unknown or unpublished text (blog post, company value, team member, stored page); a shown
// one is left to its cached page. The record states are per kind and id, or per kind, language and slug.

const states = vi.hoisted(() => new Map<string, { state: string }>());
const asked = vi.hoisted(() => [] as string[]);
vi.mock("@/lib/db/listing-state", () => ({
  listing: async (kind: ListingKind, address: AddressOf[ListingKind]) => {
    const key = `${kind}:${typeof address === "number" ? address : `${address.locale}/${address.slug}`}`;
    asked.push(key);
    return states.get(key) ?? { state: "missing" };
  },
}));

const { default: proxy } = await import("@/proxy");
const site = "http://localhost:3000";

async function visit(path: string) {
  const response = await proxy(new NextRequest(`${site}${path}`));
  const rewrite = response.headers.get("x-middleware-rewrite");
  return { status: response.status, rewrite: rewrite && new URL(rewrite, site).pathname };
}

beforeEach(() => {
  states.clear();
  asked.length = 0;
  states.set("project:7", { state: "gone" });
  states.set("project:8", { state: "shown" });
  states.set("property:7", { state: "shown" });
  states.set("property:35", { state: "gone" });
  states.set("post:en/epc-renovation-obligation", { state: "shown" });
  states.set("value:fr/confiance", { state: "shown" });
  states.set("member:fr/sophie-dubois", { state: "shown" });
  states.set("page:nl//Disclaimer/", { state: "shown" });
});

describe("a project's address", () => {
  it.each([
    ["en", "/en/projects/kouter-residence/7/"],
    ["nl", "/nl/projecten/residentie-kouter/7/"],
    ["fr", "/fr/projets/residence-kouter/7/"],
    ["de", "/de/projekte/residenz-kouter/7/"],
  ])("(%s) answers 410 with the project-gone page once the project is withdrawn", async (locale, path) => {
    expect(await visit(path)).toEqual({ status: 410, rewrite: `/${locale}/project-gone/7/` });
    expect(asked).toEqual(["project:7"]);
  });

  it("is left to the project's cached page while it is shown (on sale or sold out), whatever its slug", async () => {
    // (next-intl serves a localized path from its internal one.)
    expect(await visit("/fr/projets/residence-kouter/8/")).toEqual({
      status: 200,
      rewrite: "/fr/projects/residence-kouter/8/",
    });
    expect(await visit("/nl/projecten/oude-naam/8/")).toEqual({ status: 200, rewrite: "/nl/projects/oude-naam/8/" });
  });

  it("answers 404 with the not-found page for an id no project has, or one that is not a number", async () => {
    expect(await visit("/de/projekte/residenz-kouter/9/")).toEqual({ status: 404, rewrite: "/de/page-not-found/" });
    expect(await visit("/nl/projecten/residentie-kouter/%E5%AD%87/")).toEqual({
      status: 404,
      rewrite: "/nl/page-not-found/",
    });
  });
});

describe("a property's address, through the same answer", () => {
  it("answers 410 with the property-gone page when withdrawn, 404 when unknown", async () => {
    expect(await visit("/en/property/35/")).toEqual({ status: 410, rewrite: "/en/property-gone/35/" });
    expect(await visit("/fr/a-vendre/x/y/36/")).toEqual({ status: 404, rewrite: "/fr/property-not-found/" });
    // The property with a project's id is asked about as a property.
    expect(asked).toEqual(["property:35", "property:36"]);
  });
});

describe("a text's address (blog post, company value, team member, stored page)", () => {
  it.each([
    ["en", "/en/blog/0/", "post:en/0"],
    ["de", "/de/blog/no-such-post/", "post:de/no-such-post"],
    ["en", "/en/our-values/0/", "value:en/0"],
    ["nl", "/nl/onze-waarden/vertrouwen/", "value:nl/vertrouwen"],
    ["fr", "/fr/equipe/personne/", "member:fr/personne"],
    ["de", "/de/team/sophie-dubois/", "member:de/sophie-dubois"],
    // A stored page is asked for by its key in the agency software, in the path's language.
    ["fr", "/fr/avertissement/", "page:fr//Disclaimer/"],
    ["en", "/en/the-agency/legal-notice/", "page:en//L'agence/Mentions-légales/"],
  ])("(%s) %s answers 404 with the not-found page when unknown or unpublished", async (locale, path, record) => {
    expect(await visit(path)).toEqual({ status: 404, rewrite: `/${locale}/page-not-found/` });
    expect(asked).toEqual([record]);
  });

  it("is left to the text's cached page while it is shown", async () => {
    // (next-intl rewrites a localized path to its internal one; blog and disclaimer paths are their own.)
    expect(await visit("/en/blog/epc-renovation-obligation/")).toEqual({ status: 200, rewrite: null });
    expect(await visit("/fr/nos-valeurs/confiance/")).toEqual({ status: 200, rewrite: "/fr/values/confiance/" });
    expect(await visit("/fr/equipe/sophie-dubois/")).toEqual({ status: 200, rewrite: "/fr/team/sophie-dubois/" });
    expect(await visit("/nl/disclaimer/")).toEqual({ status: 200, rewrite: null });
    expect(asked).toEqual([
      "post:en/epc-renovation-obligation",
      "value:fr/confiance",
      "member:fr/sophie-dubois",
      "page:nl//Disclaimer/",
    ]);
  });

  it("asks for the slug as the page reads it, decoded", async () => {
    await visit("/fr/blog/%C3%A9t%C3%A9-2026/");
    expect(asked).toEqual(["post:fr/été-2026"]);
  });
});
