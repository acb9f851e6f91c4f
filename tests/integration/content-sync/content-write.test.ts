import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ContentItem, TeamTexts } from "@/lib/content-sync/content-records";
import {
  unpublishGoneArticles,
  unpublishGoneTestimonials,
  writeArticle,
  writeTeamTexts,
} from "@/lib/content-sync/write-content";
import type { Connection } from "@/lib/db/infra/connection";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// What the sync writes of a content file's item once it has decided (lib/content-sync/write-content.ts): on
// the database it is handed, never the site's; a dry run writes nothing; a refused item writes nothing.

vi.mock("@/lib/db/infra/prisma", () => ({
  getPrisma: () => {
    throw new Error("the content sync writes to the database it is handed");
  },
}));

const locales = ["en", "nl", "fr", "de"] as const;
const now = new Date("2026-12-07T02:00:00Z");
const wet = { now, dryRun: false };
const dry = { now, dryRun: true };

const post = (key: string, slug: string): ContentItem => ({
  kind: "BLOG_POST",
  key,
  publishedAt: null,
  translations: locales.map((locale) => ({
    locale,
    slug: `${slug}-${locale}`,
    title: `${key} ${locale}`,
    description: `About ${key}.`,
    body: [{ p: `Text of ${key}.` }],
  })),
});

const member = (fileKey: string, email: string): TeamTexts => ({
  fileKey,
  sourceId: null,
  email,
  person: { firstName: "Jo", lastName: "Maes", phone: null },
  position: null,
  handlesSales: true,
  handlesRentals: true,
  translations: locales.map((locale) => ({ locale, role: `Agent ${locale}`, bio: "" })),
});

describe(`the content sync's writes of content files (${databaseKind})`, () => {
  let db: Connection;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it("adds nothing in a dry run, and says it would add", async () => {
    expect(await writeArticle(post("renovation", "renovation"), dry, db.prisma)).toEqual({
      outcome: "added",
      id: 0,
      tags: [],
    });
    expect(await db.prisma.content.count()).toBe(0);
  });

  it("adds a post, and refuses another at its address without writing it", async () => {
    const added = await writeArticle(post("renovation", "renovation"), wet, db.prisma);
    expect(added).toMatchObject({ outcome: "added", tags: ["content"] });
    expect(await writeArticle(post("renovation-2", "renovation"), wet, db.prisma)).toEqual({
      outcome: "refused",
      problem: { field: "slug.en", problem: "renovation-en is already the address of renovation" },
    });
    expect(await db.prisma.content.count()).toBe(1);
    expect(await writeArticle(post("renovation", "renovation"), wet, db.prisma)).toMatchObject({
      outcome: "unchanged",
      tags: [],
    });
  });

  it("gives a new member the first free slug of their name", async () => {
    const first = await writeTeamTexts(member("jo-maes", "jo@atrium.example"), wet, db.prisma);
    const second = await writeTeamTexts(member("jo-maes-sales", "jo.maes@atrium.example"), wet, db.prisma);
    const slugs = await db.prisma.teamMember.findMany({ orderBy: { id: "asc" }, select: { id: true, slug: true } });
    expect(slugs).toEqual([
      { id: first.outcome === "added" ? first.id : -1, slug: "jo-maes" },
      { id: second.outcome === "added" ? second.id : -1, slug: "jo-maes-2" },
    ]);
  });

  it("unpublishes only in a wet run what the files wrote and no longer hold", async () => {
    const submission = await db.prisma.formSubmission.create({
      data: { kind: "TESTIMONIAL", locale: "nl", email: "v@example.be", emailKey: "v@example.be", payload: {} },
    });
    await db.prisma.testimonial.create({
      data: { name: "Visitor", originalLocale: "nl", approved: true, submissionId: submission.id },
    });
    await db.prisma.testimonial.create({ data: { name: "File", originalLocale: "nl", fileKey: "file" } });

    expect(await unpublishGoneArticles("BLOG_POST", [], dry, db.prisma)).toEqual({ withdrawn: 1, tags: [] });
    expect(await db.prisma.content.count({ where: { unpublishedAt: null } })).toBe(1);
    expect(await unpublishGoneArticles("PAGE", [], wet, db.prisma)).toEqual({ withdrawn: 0, tags: [] });
    expect(await unpublishGoneArticles("BLOG_POST", [], wet, db.prisma)).toEqual({ withdrawn: 1, tags: ["content"] });
    expect(await db.prisma.content.findFirst({ select: { unpublishedAt: true } })).toEqual({ unpublishedAt: now });

    expect(await unpublishGoneTestimonials([], wet, db.prisma)).toEqual({ withdrawn: 1, tags: ["testimonials"] });
    const shown = await db.prisma.testimonial.findMany({ where: { unpublishedAt: null }, select: { name: true } });
    expect(shown).toEqual([{ name: "Visitor" }]);
  });
});
