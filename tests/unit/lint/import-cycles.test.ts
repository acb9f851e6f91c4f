import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { root, sourcesIn } from "./support";

// No module of the site reaches itself through its imports, type-only ones included: a circle means two
// modules that cannot be understood, tested or moved apart, and at run time one of them sees the other
// half-loaded. ESLint's import/no-cycle would need a resolver for "@/" and reads every file again per rule
// run; TypeScript's own scan of a file's imports (preProcessFile) is exact and takes a second.
const folders = ["app", "components", "lib"];
const rootFiles = ["proxy.ts", "instrumentation.ts", "server.mjs"];
const extensions = [".ts", ".tsx", ".mjs", ".js"];

const isSource = (name: string) => extensions.some((e) => name.endsWith(e)) && !name.endsWith(".d.ts");

function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const resolve = (from: string, specifier: string): string | undefined => {
    const base = specifier.startsWith("@/")
      ? specifier.slice(2)
      : specifier.startsWith(".")
        ? path.posix.join(path.posix.dirname(from), specifier)
        : undefined;
    if (base === undefined) return undefined;
    const candidates = [base, ...extensions.map((e) => base + e), ...extensions.map((e) => `${base}/index${e}`)];
    return candidates.find((candidate) => known.has(candidate));
  };
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(path.join(root, file), "utf8"), true, true);
      const targets = importedFiles.map((i) => resolve(file, i.fileName)).filter((t): t is string => t !== undefined);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** The circles found, at least one in each group of files that reach one another, each from its first file by name. */
function importCycles(graph: Map<string, string[]>): string[][] {
  const cycles = new Map<string, string[]>();
  const done = new Set<string>();
  const visit = (file: string, trail: string[]) => {
    const at = trail.indexOf(file);
    if (at >= 0) {
      const cycle = trail.slice(at);
      const first = cycle.indexOf([...cycle].sort()[0]!);
      const rotated = [...cycle.slice(first), ...cycle.slice(0, first)];
      cycles.set(rotated.join(" → "), rotated);
      return;
    }
    if (done.has(file)) return;
    for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
    done.add(file);
  };
  for (const file of [...graph.keys()].sort()) visit(file, []);
  return [...cycles.values()];
}

describe("the site's imports", () => {
  it("form no circle in app/, components/, lib/ and the root modules", () => {
    const files = [
      ...folders.flatMap((folder) => sourcesIn(folder, isSource, new Set(["lib/generated"]))),
      ...rootFiles.filter((f) => fs.existsSync(path.join(root, f))),
    ];
    const graph = importGraph(files);
    expect(graph.size).toBeGreaterThan(500);
    expect(importCycles(graph).map((cycle) => [...cycle, cycle[0]].join(" → "))).toEqual([]);
  });

  it("finds a circle of three files, and none in a chain", () => {
    const circle = new Map([
      ["lib/b.ts", ["lib/c.ts"]],
      ["lib/c.ts", ["lib/a.ts"]],
      ["lib/a.ts", ["lib/b.ts", "lib/d.ts"]],
      ["lib/d.ts", []],
    ]);
    expect(importCycles(circle)).toEqual([["lib/a.ts", "lib/b.ts", "lib/c.ts"]]);
    expect(importCycles(new Map([...circle, ["lib/c.ts", []]]))).toEqual([]);
  });
});
