import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every server action of the site goes through the one base (lib/actions/action.ts), under the name of
// its export, which its log lines carry: a copied action that kept another's name would log as that one.

function actionFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : actionFiles(full);
    return /\.tsx?$/.test(entry.name) && /^["']use server["'];/m.test(fs.readFileSync(full, "utf8")) ? [full] : [];
  });
}

const files = [...actionFiles("lib"), ...actionFiles("app"), ...actionFiles("components")];

describe("server actions", () => {
  it("are found", () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files)("%s: each export is built on the base, named as it is exported", (file) => {
    const source = fs.readFileSync(file, "utf8");
    const exported = [...source.matchAll(/^export (?:async function|const) (\w+)/gm)].map(([, name]) => name);
    expect(exported.length, file).toBeGreaterThan(0);
    for (const name of exported) {
      expect(source, `${file}: ${name}`).toMatch(
        new RegExp(`export const ${name} = (serverAction|formAction)\\(\\{\\s*name: "${name}",`),
      );
    }
  });
});
