import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// docs/operations.md's table of settings is the one list: every variable lib/config.ts and its core read is in
// it, so that a setting added there without its line fails here.

const root = path.resolve(import.meta.dirname, "../../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

/** Set by Next itself (its phase): no operator sets it. */
const notSettings = new Set(["NEXT_PHASE"]);

/** The variables a source reads: env.NAME, readInt("NAME", …), the secrets' tables (NAME: "what it does"). */
function variablesRead(source: string): string[] {
  const patterns = [
    /\benv\.([A-Z][A-Z0-9_]+)\b/g,
    /\bread(?:Int|Retention)\(\s*"([A-Z][A-Z0-9_]+)"/g,
    /^\s+([A-Z][A-Z0-9_]+): "/gm,
    /\benv\[`([A-Z][A-Z0-9_]+)_\$\{/g,
  ];
  return [...new Set(patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((m) => m[1]!)))];
}

function settingsTable(operations: string): string {
  return /\n### Every setting\n([\s\S]*?)\n## /.exec(operations)?.[1] ?? "";
}

describe("the list of settings", () => {
  const source = read("lib/config.ts") + read("lib/config/core.mjs");

  it("finds what the config reads, in each of the ways it reads", () => {
    const found = variablesRead(source);
    for (const name of [
      "SITE_URL",
      "REDIS_URL",
      "FORM_RATE_LIMIT",
      "RETENTION_CV_MONTHS",
      "CAPTCHA_SECRET",
      "AGENCY_STREET",
    ]) {
      expect(found).toContain(name);
    }
    expect(found.length).toBeGreaterThan(80);
  });

  it("names in docs/operations.md's table every variable lib/config.ts and lib/config/core.mjs read", () => {
    const table = settingsTable(read("docs/operations.md"));
    const missing = variablesRead(source).filter((name) => !notSettings.has(name) && !table.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
