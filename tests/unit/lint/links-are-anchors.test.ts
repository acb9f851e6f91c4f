import { describe, expect, it } from "vitest";
import { refusals } from "./support";

// The ESLint rule that keeps links plain anchors (eslint.config.mjs, components/layout/page-link.tsx): the
// client code of next/link and next-intl's Link stays out of every page, components and pages alike.
async function refused(code: string, filePath: string): Promise<string[]> {
  return (await refusals(code, filePath, ["no-restricted-imports"])).map((m) => m.message);
}

const clientLinks = 'import Link from "next/link";\nimport { createNavigation } from "next-intl/navigation";\n';

describe("the links rule", () => {
  for (const filePath of ["components/layout/example.tsx", "app/[locale]/example/page.tsx", "lib/example.ts"]) {
    it(`refuses next/link and next-intl's navigation in ${filePath}`, async () => {
      const messages = await refused(`${clientLinks}export const parts = [Link, createNavigation];\n`, filePath);
      expect(messages).toHaveLength(2);
      for (const message of messages) expect(message).toContain("PageLink");
    }, 60_000);
  }

  it("lets a component link with PageLink", async () => {
    const code = 'import { PageLink } from "@/components/layout/page-link";\nexport const part = PageLink;\n';
    expect(await refused(code, "components/layout/example.tsx")).toEqual([]);
  }, 60_000);
});
