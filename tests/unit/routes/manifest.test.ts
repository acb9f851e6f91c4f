import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listingKinds } from "@/lib/db/cache-tags";
import { locales } from "@/lib/i18n/locales";
import { bodyLimit } from "@/lib/http/body-limit.mjs";
import {
  apiRouteOf,
  apiRoutes,
  NOT_FOUND_PAGE,
  records,
  routes,
  routeTypes,
  type ApiEntry,
  type RouteEntry,
} from "@/lib/routes/manifest.mjs";

// The route manifest (lib/routes/manifest.mjs) against the app it describes: what the proxy, the body limits and
// the cache policy read there must name real pages and routes, and leave none out.

const entries = Object.entries(routes as Record<string, RouteEntry>);
const pageFile = (folder: string) => path.join("app/[locale]", folder, "page.tsx");

/** Each folder under app/api with a route.ts, as its path (/api/owner/visits/[id]), with the route's source. */
function apiFolders(): Map<string, string> {
  const files = readdirSync("app/api", { recursive: true, encoding: "utf8" }).filter(
    (file) => path.basename(file) === "route.ts",
  );
  return new Map(
    files.map((file) => [
      `/api/${path.dirname(file).split(path.sep).join("/")}`,
      readFileSync(`app/api/${file}`, "utf8"),
    ]),
  );
}

const takesBody = (source: string) =>
  /export\s+(?:async\s+)?(?:function|const)\s+(?:POST|PUT|PATCH|DELETE)\b/.test(source);

describe("the pages of the route manifest", () => {
  it.each(locales)("(%s) give every route its own path", (locale) => {
    // A value's name does not tell two paths apart: /a/[slug] and /a/[id] are one path.
    const paths = entries.map(([, entry]) => entry.paths[locale].replace(/\[\w+\]/g, "[]").toLowerCase());
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it("give every route a type the cache policy knows, and a parent that is a route", () => {
    for (const [key, entry] of entries) {
      expect(Object.keys(routeTypes), key).toContain(entry.type);
      if (entry.parent) expect(Object.keys(routes), key).toContain(entry.parent);
    }
  });

  it("name a real page for each record's unknown (404) and withdrawn (410) address", () => {
    expect(Object.keys(records).sort()).toEqual([...listingKinds].sort());
    for (const [kind, answer] of Object.entries(records) as [string, { missing: string; gone?: string }][]) {
      expect(existsSync(pageFile(answer.missing)), `${kind}: ${answer.missing}`).toBe(true);
      if (answer.gone) expect(existsSync(pageFile(`${answer.gone}/[id]`)), `${kind}: ${answer.gone}`).toBe(true);
    }
    expect(existsSync(pageFile(NOT_FOUND_PAGE))).toBe(true);
  });

  it("find a record by the id or slug its path holds", () => {
    const recorded = entries.filter(([, entry]) => entry.record);
    expect(recorded.length).toBeGreaterThan(0);
    for (const [key, entry] of recorded) {
      const { by } = records[entry.record!];
      if (by === "id") expect(key, key).toMatch(/\[id\]$/);
      if (by === "slug") expect(key, key).toMatch(/\[slug\]$/);
      if (by === "key") expect(key, key).not.toMatch(/\[/);
    }
  });
});

describe("the API routes of the route manifest", () => {
  const folders = apiFolders();
  const listed = Object.entries(apiRoutes as Record<string, ApiEntry>);

  it("list every route under app/api, and only those (but the ones server.mjs answers itself)", () => {
    const served = listed.filter(([, entry]) => !entry.server).map(([key]) => key);
    expect(served.sort()).toEqual([...folders.keys()].sort());
    for (const [key, entry] of listed) expect(folders.has(key), key).toBe(!entry.server);
  });

  it("give a body limit to every route that takes a body (POST, PUT, PATCH, DELETE), and none to the others", () => {
    const withBody = [...folders].filter(([, source]) => takesBody(source)).map(([key]) => key);
    expect(withBody).toContain("/api/consent");
    for (const [key, { body }] of listed) {
      expect(body > 0, `${key}: ${body} bytes`).toBe(withBody.includes(key));
    }
  });

  it("call shared exactly the routes whose answers say a shared cache may keep them", () => {
    const sayPublic = [...folders].filter(([, source]) => /["']public, max-age=\d+/i.test(source)).map(([key]) => key);
    expect(sayPublic).toContain("/api/suggest");
    for (const [key, { cache }] of listed) expect(cache === "shared", key).toBe(sayPublic.includes(key));
  });

  it("are what server.mjs applies, for their paths with or without a trailing slash", () => {
    for (const [key, { body }] of listed) {
      const sample = key.replace("[...nextauth]", "callback/credentials").replace("[id]", "12");
      expect(bodyLimit("POST", sample), sample).toBe(body);
      expect(bodyLimit("POST", `${sample}/`), sample).toBe(body);
      expect(apiRouteOf(`${sample}/`), sample).toBe(apiRoutes[key as keyof typeof apiRoutes]);
    }
  });
});
