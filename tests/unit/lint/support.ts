import fs from "node:fs";
import path from "node:path";
import { ESLint, type Linter } from "eslint";

// What the lint tests share: the repository's root, its source files, and ESLint's verdict on a sample of code.

/** The repository's root: the tests read its files by their paths from there. */
export const root = path.resolve(import.meta.dirname, "../../..");

/** The project's ESLint, with its eslint.config.mjs. */
export const eslint = new ESLint();

/**
 * What the project's ESLint rules refuse in `code` placed at `filePath` (eslint.config.mjs applies its rules by
 * path): the messages of the rules named.
 */
export async function refusals(code: string, filePath: string, rules: string[]): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId !== null && rules.includes(m.ruleId));
}

/** The files under `folder` (a path from the root) whose names `keep` takes, but for the paths in `skip`. */
export function sourcesIn(folder: string, keep: (name: string) => boolean, skip: ReadonlySet<string> = new Set()) {
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.posix.join(dir, entry.name);
      if (skip.has(relative)) return [];
      if (entry.isDirectory()) return walk(relative);
      return keep(entry.name) ? [relative] : [];
    });
  return walk(folder);
}
