import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// An operator alerts on the events docs/operations.md ("Logs") lists: every event the code logs is in that
// table, and every event the table names is still logged somewhere.

const root = path.resolve(import.meta.dirname, "../../..");
const sourceFolders = ["app", "components", "lib", "prisma", "scripts"];
const sourceFiles = ["server.mjs", "instrumentation.ts", "proxy.ts", "next.config.ts"];
const skipped = new Set(["lib/generated"]);

function filesUnder(folder: string): string[] {
  if (skipped.has(folder)) return [];
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(relative);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [relative] : [];
  });
}

/** An event as every logger call names it: `{ event: "mail.run", … }`, on the call's line or the object's. */
const EVENT = /\bevent:\s*["'`]([a-z][\w-]*(?:\.[\w-]+)*)["'`]/g;

/** The events the code logs, each with the first file naming it. */
function loggedEvents(files: string[], read = (file: string) => fs.readFileSync(path.join(root, file), "utf8")) {
  const events = new Map<string, string>();
  for (const file of files) {
    for (const [, name] of read(file).matchAll(EVENT)) if (name && !events.has(name)) events.set(name, file);
  }
  return events;
}

/** The first column of the table in docs/operations.md's "Logs" section. */
function documentedEvents(): Set<string> {
  const docs = fs.readFileSync(path.join(root, "docs/operations.md"), "utf8");
  const section = /\n## Logs\n([\s\S]*?)\n## /.exec(docs)?.[1] ?? "";
  const rows = section.split("\n").filter((line) => line.startsWith("| `"));
  return new Set(rows.flatMap((row) => [...(row.split("|")[1] ?? "").matchAll(/`([^`]+)`/g)].map((m) => m[1]!)));
}

const logged = loggedEvents([
  ...sourceFolders.flatMap(filesUnder),
  ...sourceFiles.filter((file) => fs.existsSync(path.join(root, file))),
]);
const documented = documentedEvents();

describe("the log events in docs/operations.md", () => {
  it("finds events however a call is written (a test that found none could not fail)", () => {
    const found = loggedEvents(["a.ts", "b.mjs"], (file) =>
      file === "a.ts"
        ? 'log.error(\n  { event: "mail.dead", mailId },\n  "x",\n);\nconst fields = { event: "sync.ran" };'
        : "log.warn({ event: 'address.missing' }, 'y'); sendPixelEvent(\"Lead\");",
    );
    expect([...found.keys()]).toEqual(["mail.dead", "sync.ran", "address.missing"]);
    expect(logged.size).toBeGreaterThan(20);
    expect(documented.size).toBeGreaterThan(10);
  });

  it("names every event the code logs", () => {
    const undocumented = [...logged]
      .filter(([name]) => !documented.has(name))
      .map(([name, file]) => `${name} (${file})`);
    expect(undocumented).toEqual([]);
  });

  it("names no event that the code no longer logs", () => {
    expect([...documented].filter((name) => !logged.has(name))).toEqual([]);
  });
});
