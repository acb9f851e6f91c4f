import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// A benchmark that cannot run here says why in one sentence and exits 1, as the data commands do; a fault
// keeps Node's stack trace, which is what the engineer then needs.

const scripts = path.resolve("scripts");
const benchmarks = path.join(scripts, "bench");
const empty = fs.mkdtempSync(path.join(os.tmpdir(), "no-build-"));
afterAll(() => fs.rmSync(empty, { recursive: true, force: true }));

const node = (args: string[]) => spawnSync("node", args, { cwd: empty, encoding: "utf8", timeout: 60_000 });

describe("a benchmark's refusal", () => {
  it.each(["first-visit.mjs", "bench-pages.mjs", "bench-lighthouse.mjs", "profile-page.mjs"])(
    "%s, run where nothing is built, says so in one line",
    (script) => {
      const run = node([path.join(benchmarks, script)]);
      expect(run.status).toBe(1);
      expect(run.stderr).toBe("Build first: npm run build\n");
    },
  );

  it("leaves a fault its stack trace", () => {
    const fault = `import { endRefusalsInOneSentence } from ${JSON.stringify(path.join(scripts, "command-error.mjs"))};
      endRefusalsInOneSentence();
      await Promise.resolve();
      throw new Error("the figures do not add up");`;
    const run = node(["--input-type=module", "-e", fault]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^Error: the figures do not add up\n\s+at /);
  });
});
