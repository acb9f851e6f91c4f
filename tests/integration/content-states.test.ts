import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { announceTagsExpired } from "@/lib/cache/tag-events.mjs";
import type { Connection } from "@/lib/db/infra/connection";
import type { Locale } from "@/lib/i18n/locales";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// What the proxy learns of a blog post's, company value's, stored page's or team member's address before Next
// serves its cached page (lib/db/listing-state.ts): shown when published with a text in the path's language,
// missing (404) when unpublished or unknown; the page finds exactly the same texts (else it would call
// notFound(), whose body Next 16 leaves to the browser). The answer is remembered until its tag expires.

const site = vi.hoisted(() => ({ prisma: null as unknown }));
vi.mock("@/lib/db/infra/prisma", () => ({ getPrisma: () => site.prisma }));
vi.mock("next/cache", () => ({ unstable_cache: (read: () => unknown) => read, revalidateTag: () => {} }));

const { forgetListingStates, listing } = await import("@/lib/db/listing-state");
const { getContent, getTeamMember } = await import("@/lib/db/content");

type Kind = "BLOG_POST" | "COMPANY_VALUE" | "PAGE";
const listingKind = { BLOG_POST: "post", COMPANY_VALUE: "value", PAGE: "page" } as const;
const body = [{ p: "Text" }];

describe(`a text's state for the proxy (${databaseKind})`, () => {
  let db: Connection;

  const createContent = async (kind: Kind, key: string, unpublishedAt: Date | null = null) => {
    await db.prisma.content.create({
      data: {
        kind,
        key,
        unpublishedAt,
        translations: {
          create: [
            { locale: "fr", slug: `${key}-fr`, title: "Titre", description: "Description", body },
            { locale: "nl", slug: `${key}-nl`, title: "Titel", description: "Beschrijving", body },
          ],
        },
      },
    });
  };

  const createMember = async (slug: string, unpublishedAt: Date | null = null) => {
    await db.prisma.teamMember.create({
      data: {
        slug,
        firstName: "Camille",
        lastName: "Lejeune",
        email: `${slug}@example.be`,
        phone: "+3225550000",
        unpublishedAt,
        translations: { create: [{ locale: "fr", role: "Gérante", bio: "Bio" }] },
      },
    });
  };

  /** What the proxy says of a text, after checking that its page would find the same. */
  const stateOf = async (kind: Kind, slug: string, locale: Locale) => {
    const found = await listing(listingKind[kind], { slug, locale });
    const page = await getContent(kind, slug, locale);
    expect(page !== null, `the page of ${kind} ${slug} (${locale}) agrees`).toBe(found.state === "shown");
    return found.state;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    site.prisma = db.prisma;
    await createContent("BLOG_POST", "shown-post");
    await createContent("BLOG_POST", "unpublished-post", new Date());
    await createContent("COMPANY_VALUE", "trust");
    await createContent("COMPANY_VALUE", "discretion", new Date());
    await createContent("PAGE", "/Disclaimer/");
    await createContent("PAGE", "/Gestion/", new Date());
    await createMember("camille-lejeune");
    await createMember("former-agent", new Date());
  });
  afterAll(async () => {
    forgetListingStates();
    await db?.close();
  });

  it.each([
    ["a published post", "BLOG_POST", "shown-post-fr", "fr", "shown"],
    ["another language's slug (the language switcher keeps it)", "BLOG_POST", "shown-post-nl", "fr", "shown"],
    ["a post without a text in the path's language", "BLOG_POST", "shown-post-fr", "en", "missing"],
    ["an unpublished post", "BLOG_POST", "unpublished-post-fr", "fr", "missing"],
    ["an unknown slug", "BLOG_POST", "0", "en", "missing"],
    ["a value's slug asked as a post", "BLOG_POST", "trust-fr", "fr", "missing"],
    ["a published value", "COMPANY_VALUE", "trust-nl", "nl", "shown"],
    ["an unpublished value", "COMPANY_VALUE", "discretion-fr", "fr", "missing"],
    ["an unknown value", "COMPANY_VALUE", "0", "en", "missing"],
    ["a stored page, by its key", "PAGE", "/Disclaimer/", "nl", "shown"],
    ["an unpublished stored page", "PAGE", "/Gestion/", "fr", "missing"],
    ["a slug no record can have", "BLOG_POST", "a\u0000b", "fr", "missing"],
  ] as const)("%s is %s", async (_, kind, slug, locale, expected) => {
    expect(await stateOf(kind, slug, locale)).toBe(expected);
  });

  it.each([
    ["a published member", "camille-lejeune", "fr", "shown"],
    ["a member without a text in the path's language", "camille-lejeune", "de", "missing"],
    ["an unpublished member", "former-agent", "fr", "missing"],
    ["an unknown member", "0", "fr", "missing"],
  ] as const)("%s is %s", async (_, slug, locale, expected) => {
    const found = await listing("member", { slug, locale });
    expect(found.state).toBe(expected);
    expect((await getTeamMember(slug, locale)) !== null).toBe(expected === "shown");
  });

  it("follows a newly synced post once the content tag expires, and only then", async () => {
    expect(await listing("post", { slug: "new-post-fr", locale: "fr" })).toEqual({ state: "missing" });
    await createContent("BLOG_POST", "new-post");
    announceTagsExpired(["team", "properties", "project:1"]);
    expect(await listing("post", { slug: "new-post-fr", locale: "fr" })).toEqual({ state: "missing" });
    announceTagsExpired(["content"]);
    expect(await listing("post", { slug: "new-post-fr", locale: "fr" })).toEqual({ state: "shown" });
  });

  it("follows an unpublished member once the team tag expires, and only then", async () => {
    await createMember("leaving-agent");
    expect(await listing("member", { slug: "leaving-agent", locale: "fr" })).toEqual({ state: "shown" });
    await db.prisma.teamMember.update({ where: { slug: "leaving-agent" }, data: { unpublishedAt: new Date() } });
    announceTagsExpired(["content"]);
    expect(await listing("member", { slug: "leaving-agent", locale: "fr" })).toEqual({ state: "shown" });
    announceTagsExpired(["team"]);
    expect(await listing("member", { slug: "leaving-agent", locale: "fr" })).toEqual({ state: "missing" });
  });

  it("remembers no answer read while its tag expired: the next request reads again", async () => {
    await createContent("COMPANY_VALUE", "patience", new Date());
    const address = { slug: "patience-fr", locale: "fr" } as const;
    const reading = listing("value", address);
    // The sync publishes it and expires the tag while the first answer is still being read.
    await db.prisma.content.updateMany({ where: { key: "patience" }, data: { unpublishedAt: null } });
    announceTagsExpired(["content"]);
    await reading;
    expect(await listing("value", address)).toEqual({ state: "shown" });
  });
});
