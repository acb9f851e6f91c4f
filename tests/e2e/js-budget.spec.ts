import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test } from "@playwright/test";
import { moduleScripts } from "@/scripts/page-scripts.mjs";

// The JavaScript a current browser downloads with a page before the visitor opens anything: the module
// scripts its HTML names (not the noModule polyfills only old browsers fetch), read from the build and
// compressed with gzip. Deterministic for one build; npm run bench:lighthouse shows what it costs a phone.
// Budgets in kB: what the pages weigh now plus a little, so that a regression fails here (docs/performance.md, Budget).

/** The build's files among a page's module scripts, as paths in .next. */
const scriptsOf = (html: string) =>
  moduleScripts(html).flatMap((src) => /^\/_next\/(static\/[^?]+)/.exec(src)?.[1] ?? []);

const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(".next", file))).length / 1024;

test.describe("JavaScript budget", () => {
  for (const [name, at, kB] of [
    ["home page", "/fr/", 155],
    ["for-sale list", "/fr/a-vendre/", 157],
    ["contact page", "/fr/contact/", 202],
    // Their forms' code (the form kit, about 50 kB) comes when the visitor nears them (forms-near.tsx).
    // 161.05 with the watches (issue 25): their two routes in the path table every page carries, about 0.16 kB.
    ["property page", "/fr/property/1/", 162],
    ["project page", "/fr/projets/les-jardins-de-la-cambre/1/", 160],
  ] as const) {
    test(`${name}: at most ${kB} kB gz`, async ({ request }) => {
      const response = await request.get(at);
      expect(response.status()).toBe(200);
      const scripts = scriptsOf(await response.text());
      expect(scripts.length).toBeGreaterThan(0);
      const total = scripts.reduce((sum, file) => sum + gzipKb(file), 0);
      expect(total, scripts.join(" ")).toBeLessThanOrEqual(kB);
    });
  }
});
