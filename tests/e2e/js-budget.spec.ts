import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test } from "@playwright/test";
import { moduleScripts } from "@/scripts/bench/page-scripts.mjs";

// The JavaScript a current browser downloads with a page before the visitor opens anything: the module
// scripts its HTML names (not the noModule polyfills only old browsers fetch), read from the build and
// compressed with gzip. Deterministic for one build; npm run bench:lighthouse shows what it costs a phone.
// Budgets in kB against the framework: Next 16's static hello page, built with the same next and react, sends
// 131.8 kB gz this way, and issue 26 allows the site's own code beyond it: +15 on the home and the lists, +25
// on a property's (or a project's) page, +40 on a form page (docs/performance.md, Budget). Every page meets its
// allowance, which is its budget here.

/** The build's files among a page's module scripts, as paths in .next. */
const scriptsOf = (html: string) =>
  moduleScripts(html).flatMap((src) => /^\/_next\/(static\/[^?]+)/.exec(src)?.[1] ?? []);

const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(".next", file))).length / 1024;

test.describe("JavaScript budget", () => {
  for (const [name, at, kB] of [
    // Own 12.0 kB: the layout's client code (next-intl's runtime, the language switcher with the path table,
    // the consent layer, the favourites' count) is 8.6 of it on every page; links are plain anchors
    // (components/layout/page-link.tsx). Allowed +15 (146.8).
    ["home page", "/fr/", 146.8],
    // Own 12.7 kB. Allowed +15 (146.8).
    ["for-sale list", "/fr/a-vendre/", 146.8],
    // Own 29.9 kB, react-hook-form 12.4 of it; the schema and zod (about 30 kB gz more) load when the visitor
    // first focuses or touches the form (ManagedForm's loadSchema). Allowed +40 (171.8), as on every form page.
    ["contact page", "/fr/contact/", 171.8],
    // Own 30.2 kB: the free valuation, in steps.
    ["free valuation", "/nl/gratis-schatting/", 171.8],
    // Own 33.5 kB: the demand register (keep me informed).
    ["demand register", "/fr/inscription/", 171.8],
    // Own 30.0 kB: the agency page with its job application.
    ["agency page", "/de/die-agentur/", 171.8],
    // Own 15.7 kB; their forms' code (the form kit) comes when the visitor nears them (forms-near.tsx).
    ["property page", "/fr/property/1/", 156.8],
    // Own 13.9 kB.
    ["project page", "/fr/projets/les-jardins-de-la-cambre/1/", 156.8],
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
