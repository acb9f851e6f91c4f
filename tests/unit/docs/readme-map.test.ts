import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The README's "Map of the code" matches the tree: every path it names exists, it names every folder at the
// top of lib/, app/api/ and components/, and where it goes one level deeper (app/api/staff/…) it names every
// folder there.

const root = path.resolve(import.meta.dirname, "../../..");
const mappedRoots = ["lib/", "app/api/", "components/"];

interface Tree {
  exists: (relative: string) => boolean;
  /** The folders directly under a folder, each as `lib/db/`. */
  foldersUnder: (folder: string) => string[];
}

/** The code block under the README's "## Map of the code". */
function mapBlock(readme: string): string {
  return /\n## Map of the code\n+```\n([\s\S]*?)\n```/.exec(readme)?.[1] ?? "";
}

/** The map's entries: the path that starts each line that does not continue the one above. */
function mapEntries(readme: string): string[] {
  return mapBlock(readme)
    .split("\n")
    .filter((line) => /^\S/.test(line))
    .map((line) => line.split(/\s+/)[0]!);
}

/** Paths the descriptions mention (`docs/crm-feed.md`, `lib/http/`), which must exist too. */
function mentionedPaths(readme: string): string[] {
  const text = mapBlock(readme)
    .split("\n")
    .map((line) => (/^\S/.test(line) ? line.replace(/^\S+/, "") : line))
    .join("\n");
  const mention =
    /(?<![\w/.-])((?:app|components|lib|scripts|tests|prisma|content|data|messages|docs)\/[\w.[\]/-]*\w[/]?)/g;
  return [...text.matchAll(mention)].map((m) => m[1]!);
}

/** What is wrong with the map, in words; empty when it matches the tree. */
function mapProblems(readme: string, tree: Tree): string[] {
  const entries = mapEntries(readme);
  const problems: string[] = [];
  if (entries.length === 0) return ["the README has no map of the code"];
  for (const entry of entries) if (!tree.exists(entry)) problems.push(`${entry} is named but does not exist`);
  for (const mention of mentionedPaths(readme)) {
    if (!tree.exists(mention)) problems.push(`${mention} is mentioned but does not exist`);
  }
  const named = (folder: string) => entries.some((entry) => entry === folder || entry.startsWith(folder));
  const goesInto = (folder: string) => entries.some((entry) => entry !== folder && entry.startsWith(folder));
  for (const top of mappedRoots) {
    for (const folder of tree.foldersUnder(top)) {
      if (!named(folder)) problems.push(`${folder} is missing`);
      else if (goesInto(folder)) {
        for (const inner of tree.foldersUnder(folder)) if (!named(inner)) problems.push(`${inner} is missing`);
      }
    }
  }
  return problems;
}

/** Folders git ignores (`lib/generated/`): generated, so not the map's. */
function ignoredFolders(): Set<string> {
  const lines = fs.readFileSync(path.join(root, ".gitignore"), "utf8").split("\n");
  return new Set(lines.map((line) => line.trim()).filter((line) => /^[\w.-]+\/.+\/$/.test(line)));
}

const ignored = ignoredFolders();
const repository: Tree = {
  exists: (relative) => fs.existsSync(path.join(root, relative)),
  foldersUnder: (folder) =>
    fs
      .readdirSync(path.join(root, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${folder}${entry.name}/`)
      .filter((relative) => !ignored.has(relative)),
};

describe("the README's map of the code", () => {
  const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");

  it("finds a missing folder, a folder that is gone, and a missing inner folder (a test that found none could not fail)", () => {
    const folders: Record<string, string[]> = {
      "lib/": ["lib/db/", "lib/rules/"],
      "app/api/": ["app/api/staff/"],
      "app/api/staff/": ["app/api/staff/sync/", "app/api/staff/backup/"],
      "components/": [],
    };
    const files = new Set(["lib/db/", "lib/rules/", "app/api/staff/", "app/api/staff/sync/", "docs/content.md"]);
    const fake: Tree = { exists: (p) => files.has(p), foldersUnder: (f) => folders[f] ?? [] };
    const map = (lines: string[]) => `# X\n\n## Map of the code\n\n\`\`\`\n${lines.join("\n")}\n\`\`\`\n`;

    expect(mapProblems(map(["lib/db/  the data layer (docs/content.md)", "lib/rules/  rules"]), fake)).toEqual([
      "app/api/staff/ is missing",
    ]);
    expect(
      mapProblems(
        map([
          "lib/db/    the data layer, see docs/gone.md",
          "           and lib/old/",
          "lib/cache/ the cache",
          "app/api/staff/sync/  the sync",
        ]),
        fake,
      ),
    ).toEqual([
      "lib/cache/ is named but does not exist",
      "docs/gone.md is mentioned but does not exist",
      "lib/old/ is mentioned but does not exist",
      "lib/rules/ is missing",
      "app/api/staff/backup/ is missing",
    ]);
    expect(mapProblems("# X\n", fake)).toEqual(["the README has no map of the code"]);
  });

  it("leaves out what git ignores", () => {
    expect(ignored.has("lib/generated/")).toBe(true);
    expect(repository.foldersUnder("lib/")).not.toContain("lib/generated/");
  });

  it("names every folder of lib/, app/api/ and components/, and only what exists", () => {
    expect(mapProblems(readme, repository)).toEqual([]);
    expect(mapEntries(readme).length).toBeGreaterThan(40);
  });
});
