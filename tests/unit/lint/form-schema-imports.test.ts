import { describe, expect, it } from "vitest";
import { refusals } from "./support";

// The ESLint rule that keeps zod out of a page's JavaScript (eslint.config.mjs): components load a form's schema
// with ManagedForm's loadSchema, a dynamic import, and may import the schemas' types and the forms' choices.
async function problems(code: string, filePath: string): Promise<string[]> {
  return (await refusals(code, filePath, ["no-restricted-imports"])).map((m) => `${m.line}`);
}

describe("the components' import rule for schemas", () => {
  it("refuses a schema, the fields' rules or zod itself in a component, and Prisma still", async () => {
    const forbidden = [
      'import { contactSchema } from "@/lib/forms/schemas/contact";',
      'import { rentalThresholds } from "@/lib/forms/schemas";',
      'import { goals } from "@/lib/forms/fields";',
      'import * as z from "zod/mini";',
      'import { z } from "zod";',
      'import { prisma } from "@/lib/db/infra/prisma";',
    ];
    const code = `${forbidden.join("\n")}\nexport const all = [contactSchema, rentalThresholds, goals, z, prisma];\n`;
    expect(await problems(code, "components/forms/example.tsx")).toEqual(forbidden.map((_, i) => `${i + 1}`));
  }, 60_000);

  it("lets components import types, the choices and a schema by dynamic import, and pages the schemas", async () => {
    const code = [
      'import type { ErrorKey } from "@/lib/forms/fields";',
      'import type { DemandRegisterValues } from "@/lib/forms/schemas/demand-register";',
      'import { goals } from "@/lib/forms/choices";',
      'export const load = () => import("@/lib/forms/schemas/contact").then((m) => m.contactSchema);',
      "export const all: [ErrorKey?, DemandRegisterValues?, typeof goals?] = [];",
      "",
    ].join("\n");
    expect(await problems(code, "components/forms/example.tsx")).toEqual([]);
    const page = 'import { rentalThresholds } from "@/lib/forms/schemas";\nexport const t = rentalThresholds;\n';
    expect(await problems(page, "app/[locale]/example/page.tsx")).toEqual([]);
  }, 60_000);
});
