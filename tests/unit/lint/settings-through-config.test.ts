import { describe, expect, it } from "vitest";
import { eslint, refusals } from "./support";

// The ESLint rule that keeps every setting in lib/config.ts (eslint.config.mjs, docs/architecture.md#settings):
// process.env is refused in the site's code, read or written, but for the config itself and its plain-JavaScript
// core; the commands and tests that set the environment of what they start stay outside.
async function refused(code: string, filePath: string): Promise<number[]> {
  return (await refusals(code, filePath, ["no-restricted-properties"])).map((m) => m.line);
}

const reads = [
  "export const url = process.env.REDIS_URL;",
  'export const street = process.env["AGENCY_STREET"];',
  "const { env } = process;",
  'process.env.NODE_ENV = "production";',
  "export const settings = { env };",
].join("\n");

describe("the settings rule", () => {
  const site = [
    "lib/example.ts",
    "lib/cache/example.mjs",
    "lib/log.mjs",
    "app/[locale]/example/page.tsx",
    "components/layout/example.tsx",
    "proxy.ts",
    "server.mjs",
    "instrumentation.ts",
    "next.config.ts",
  ];
  for (const filePath of site) {
    it(`refuses process.env in ${filePath}`, async () => {
      expect(await refused(reads, filePath)).toEqual([1, 2, 3, 4]);
    }, 60_000);
  }

  for (const filePath of [
    "lib/config.ts",
    "lib/config/core.mjs",
    "scripts/example.mjs",
    "tests/unit/example.test.ts",
  ]) {
    it(`lets ${filePath} read the environment`, async () => {
      expect(await refused(reads, filePath)).toEqual([]);
    }, 60_000);
  }

  it("lets instrumentation.ts test Next's runtime only on the line that says why", async () => {
    const [result] = await eslint.lintFiles(["instrumentation.ts"]);
    expect(result!.messages).toEqual([]);
    expect(result!.suppressedMessages.map((m) => m.ruleId)).toEqual(["no-restricted-properties"]);
  }, 60_000);
});
