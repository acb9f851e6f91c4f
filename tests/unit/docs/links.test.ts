import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every link between the project's own documents leads somewhere: a relative link names a file or folder of
// the repository, and its #anchor a heading of that file (as GitHub writes a heading's anchor). Moving a file
// or renaming a heading fails here, not in a newcomer's browser.

const root = path.resolve(import.meta.dirname, "../../..");

/** The project's own documents: the README, the changelog and docs/. */
function documents(): string[] {
  const docs = fs
    .readdirSync(path.join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`);
  return ["README.md", "CHANGELOG.md", ...docs];
}

/** A document without its fenced code blocks, where a "#" or a link is code. */
const withoutFences = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, "");

/** The text outside fenced code blocks and inline code, where a link is a link. */
const prose = (markdown: string) => withoutFences(markdown).replace(/`[^`\n]*`/g, "");

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of withoutFences(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const text = heading!.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/`/g, "");
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** What is wrong with one document's links, in words; empty when every one leads somewhere. */
function linkProblems(file: string): string[] {
  const markdown = fs.readFileSync(path.join(root, file), "utf8");
  const problems: string[] = [];
  for (const [, target] of prose(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target!)) continue;
    const [where, anchor] = target!.split("#") as [string, string | undefined];
    const linked = where ? path.join(path.dirname(path.join(root, file)), decodeURIComponent(where)) : null;
    if (linked && !fs.existsSync(linked)) {
      problems.push(`${file} links to ${target}, which does not exist`);
      continue;
    }
    if (anchor === undefined) continue;
    const headed = linked ?? path.join(root, file);
    if (!headed.endsWith(".md")) continue;
    if (!anchorsOf(fs.readFileSync(headed, "utf8")).has(anchor))
      problems.push(`${file} links to ${target}, a heading that does not exist`);
  }
  return problems;
}

describe("links between the project's documents", () => {
  it("anchor a heading as GitHub does", () => {
    const anchors = anchorsOf(
      "# The spec's values\n## Health and stopping\n### `npm run demo`\n## Health and stopping\n",
    );
    expect([...anchors]).toEqual(["the-specs-values", "health-and-stopping", "npm-run-demo", "health-and-stopping-1"]);
  });

  it("each lead to a file of the repository, and to a heading of it", () => {
    expect(documents().flatMap(linkProblems)).toEqual([]);
  });
});
