import { describe, expect, it } from "vitest";
import { refusals } from "./support";

// The ESLint rule that keeps lib/db to data (eslint.config.mjs): the request, the session, mail, URL
// building and cache expiry are refused there, while the rest of the site may use them; of the site's own
// code, lib/db imports only what its list names.
async function problems(code: string, filePath: string): Promise<string[]> {
  const found = await refusals(code, filePath, [
    "no-restricted-imports",
    "no-restricted-properties",
    "no-restricted-syntax",
  ]);
  return found.map((m) => `${m.line}:${m.ruleId}`);
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
  'import { maskedContact } from "@/lib/portal/x";',
  'import { digest } from "@/lib/standing-search/digest";',
  'import { storePictures } from "@/lib/content-sync/photos";',
  'import type { MappedProperty } from "@/lib/content-sync/mapping";',
  'import { Price } from "@/components/property/price";',
  'import { marketContextOf } from "../market/context";',
  'import { localeNames } from "@/lib/i18n/routing";',
];

// What the list lets through: the layer, Prisma's client, rules, values, types (the rows the content sync hands
// over among them), the database settings, the languages and the expiry event. Of the sync itself, not even a
// type: it decides what to write and hands lib/db rows in the site's shapes.
const allowed = [
  'import { getPrisma } from "@/lib/db/infra/prisma";',
  'import { tags } from "./cache-tags";',
  'import type { PrismaClient } from "@/lib/generated/prisma/client";',
  'import { slugify } from "@/lib/rules";',
  'import { brusselsDay } from "@/lib/rules/calendar";',
  'import { goalOf } from "@/lib/domain";',
  'import { PAGE_SIZE } from "@/lib/domain/search-params";',
  'import type { PortalOwner } from "@/lib/types/portal";',
  'import { locales } from "@/lib/i18n/locales";',
  'import { onTagsExpired } from "@/lib/cache/tag-events.mjs";',
  'import type { StoredPhoto } from "@/lib/types/content-sync";',
];

describe("the data layer's import rule", () => {
  it("refuses the request, the session, mail, URL builders, cache expiry and every area off its list in lib/db", async () => {
    const code = `${forbidden.join("\n")}\nconst site = config.siteUrl;\n`;
    expect(await problems(code, "lib/db/example.ts")).toEqual([
      ...forbidden.map((_, i) => `${i + 1}:no-restricted-imports`),
      `${forbidden.length + 1}:no-restricted-syntax`,
    ]);
  }, 60_000);

  it("lets lib/db import what its list names", async () => {
    expect(await problems(`${allowed.join("\n")}\n`, "lib/db/example.ts")).toEqual([]);
    expect(await problems(`${allowed.join("\n")}\n`, "lib/db/infra/example.ts")).toEqual([]);
  }, 60_000);

  it("lets lib/db tag its reads and read the database settings, and other areas use what it may not", async () => {
    const data = 'import { unstable_cache } from "next/cache";\nimport { config } from "@/lib/config";\n';
    expect(
      await problems(`${data}export const read = [unstable_cache, config.databaseUrl];\n`, "lib/db/example.ts"),
    ).toEqual([]);
    expect(await problems(`${forbidden.join("\n")}\n`, "lib/portal/example.ts")).toEqual([]);
  }, 60_000);
});
