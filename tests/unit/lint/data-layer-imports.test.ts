import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The ESLint rule that keeps lib/db to data (eslint.config.mjs): the request, the session, mail, URL
// building and cache expiry are refused there, while the rest of the site may use them.
const eslint = new ESLint();

async function problems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId?.startsWith("no-restricted-")).map((m) => `${m.line}:${m.ruleId}`);
}

const forbidden = [
  'import { headers } from "next/headers";',
  'import { redirect } from "next/navigation";',
  'import { revalidateTag } from "next/cache";',
  'import { queued } from "@/lib/mail/outbox";',
  'import { currentOwner } from "@/lib/auth/owner-session";',
  'import { clientAddress } from "@/lib/http/client-address";',
  'import { expire } from "@/lib/cache/expire";',
  'import { propertyPath } from "@/lib/i18n/property-path";',
  'import { buildPath } from "../i18n/build-path";',
  'import { buildPath } from "@/lib/i18n/build-path";',
];

describe("the data layer's import rule", () => {
  it("refuses the request, the session, mail, URL builders and cache expiry in lib/db", async () => {
    const code = `${forbidden.join("\n")}\nconst site = config.siteUrl;\n`;
    expect(await problems(code, "lib/db/example.ts")).toEqual([
      ...forbidden.map((_, i) => `${i + 1}:no-restricted-imports`),
      `${forbidden.length + 1}:no-restricted-syntax`,
    ]);
  }, 60_000);

  it("lets lib/db tag its reads and read the database settings, and other areas use what it may not", async () => {
    const data = 'import { unstable_cache } from "next/cache";\nimport { config } from "@/lib/config";\n';
    expect(
      await problems(`${data}export const read = [unstable_cache, config.databaseUrl];\n`, "lib/db/example.ts"),
    ).toEqual([]);
    expect(await problems(`${forbidden.join("\n")}\n`, "lib/portal/example.ts")).toEqual([]);
  }, 60_000);
});
