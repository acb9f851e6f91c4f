import { describe, expect, it } from "vitest";
import { refusals } from "./support";

// The ESLint rule that keeps lib/rules, lib/domain and lib/types pure (eslint.config.mjs): every other layer uses
// them, so they import no database, request, setting or framework, only each other and the languages.
async function problems(code: string, filePath: string): Promise<string[]> {
  return (await refusals(code, filePath, ["no-restricted-imports"])).map((m) => `${m.line}`);
}

const forbidden = [
  'import { headers } from "next/headers";',
  'import { notFound } from "next/navigation";',
  'import { unstable_cache } from "next/cache";',
  'import "server-only";',
  'import { config } from "@/lib/config";',
  'import { readProperty } from "@/lib/db/properties";',
  'import { getPrisma } from "@/lib/db/infra/prisma";',
  'import { database } from "@/lib/db/database";',
  'import { buildPath } from "@/lib/i18n/build-path";',
  'import { queued } from "@/lib/mail/outbox";',
  'import { Price } from "@/components/property/price";',
  'import { x } from "../portal/calendar";',
];

const allowed = [
  'import { slugify } from "@/lib/rules";',
  'import { pricePerM2 } from "./price-per-m2";',
  'import { goalOf } from "@/lib/domain";',
  'import type { PortalOwner } from "@/lib/types/portal";',
  'import { locales, type Locale } from "@/lib/i18n/locales";',
  'import { one } from "@/lib/i18n/page-props";',
  'import type { Transaction } from "@/lib/db/database";',
  'import { z } from "zod";',
];

describe("the pure layer's import rule", () => {
  it.each(["lib/rules/example.ts", "lib/domain/example.ts", "lib/types/example.ts"])(
    "refuses the framework's request and cache, settings, the data layer and the other areas in %s",
    async (file) => {
      expect(await problems(`${forbidden.join("\n")}\n`, file)).toEqual(forbidden.map((_, i) => `${i + 1}`));
    },
    60_000,
  );

  it.each(["lib/rules/example.ts", "lib/domain/example.ts", "lib/types/example.ts"])(
    "lets %s import the pure layer, the languages and packages",
    async (file) => {
      expect(await problems(`${allowed.join("\n")}\n`, file)).toEqual([]);
    },
    60_000,
  );
});
