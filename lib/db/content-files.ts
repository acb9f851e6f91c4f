import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Block } from "@/lib/types/content";
import type {
  ContentColumns,
  ContentKind,
  ContentTranslationRow,
  MemberColumns,
  MemberKey,
  MemberTranslationRow,
  NewContent,
  NewMember,
  NewTestimonial,
  SlugHolder,
  StoredContent,
  StoredMember,
  StoredTestimonial,
  TestimonialColumns,
  TestimonialTranslationRow,
} from "@/lib/types/content-files";
import type { Client, Transaction } from "./database";
import { getPrisma } from "./infra/prisma";

// The rows of a content folder's pages, posts, values, team texts and testimonials. The content sync
// (lib/content-sync/write-content.ts) reads them, decides, and hands back what to write; this module writes
// exactly that. Only what the files wrote is ever unpublished, and a visitor's testimonial is never touched.

const json = (body: Block[]) => body as unknown as Prisma.InputJsonValue;

/** A page, blog post or company value by its kind and key, with its texts. */
export async function storedContent(
  kind: ContentKind,
  key: string,
  db: Client = getPrisma(),
): Promise<StoredContent | null> {
  const row = await db.content.findUnique({
    where: { kind_key: { kind, key } },
    select: {
      id: true,
      source: true,
      publishedAt: true,
      unpublishedAt: true,
      translations: { select: { locale: true, slug: true, title: true, description: true, body: true } },
    },
  });
  if (!row) return null;
  return { ...row, translations: row.translations.map((t) => ({ ...t, body: t.body as unknown as Block[] })) };
}

/** The shown item of the kind, other than `key`, that already has one of these addresses. */
export async function slugHolder(
  kind: ContentKind,
  key: string,
  slugs: Array<Pick<ContentTranslationRow, "locale" | "slug">>,
  db: Client = getPrisma(),
): Promise<SlugHolder | null> {
  const clash = await db.contentTranslation.findFirst({
    where: {
      OR: slugs.map(({ locale, slug }) => ({ locale, slug })),
      content: { kind, unpublishedAt: null, NOT: { key } },
    },
    select: { locale: true, slug: true, content: { select: { key: true } } },
  });
  return clash && { locale: clash.locale, slug: clash.slug, key: clash.content.key };
}

export async function createContent(row: NewContent, db: Client = getPrisma()): Promise<number> {
  const { translations, ...columns } = row;
  const created = await db.content.create({
    data: { ...columns, translations: { create: translations.map((t) => ({ ...t, body: json(t.body) })) } },
    select: { id: true },
  });
  return created.id;
}

export async function updateContent(
  id: number,
  columns: ContentColumns,
  translations: ContentTranslationRow[],
  tx: Transaction,
): Promise<void> {
  await tx.content.update({ where: { id }, data: columns });
  for (const t of translations) {
    const row = { ...t, body: json(t.body) };
    await tx.contentTranslation.upsert({
      where: { contentId_locale: { contentId: id, locale: t.locale } },
      create: { contentId: id, ...row },
      update: row,
    });
  }
}

const memberSelect = {
  id: true,
  sourceId: true,
  fileKey: true,
  unpublishedAt: true,
  handlesSales: true,
  handlesRentals: true,
  position: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  translations: { select: { locale: true, role: true, bio: true } },
} as const;

/** The member a file, users/ record ID or e-mail names (of two with one e-mail, the older). */
export async function findMember(by: MemberKey, db: Client = getPrisma()): Promise<StoredMember | null> {
  return db.teamMember.findFirst({ where: by, orderBy: { id: "asc" }, select: memberSelect });
}

export async function memberSlugTaken(slug: string, db: Client = getPrisma()): Promise<boolean> {
  return (await db.teamMember.findUnique({ where: { slug }, select: { id: true } })) !== null;
}

export async function createMember(row: NewMember, db: Client = getPrisma()): Promise<number> {
  const { translations, ...columns } = row;
  const created = await db.teamMember.create({
    data: { ...columns, translations: { create: translations } },
    select: { id: true },
  });
  return created.id;
}

export async function updateMember(
  id: number,
  columns: Partial<MemberColumns>,
  translations: MemberTranslationRow[],
  tx: Transaction,
): Promise<void> {
  await tx.teamMember.update({ where: { id }, data: columns });
  for (const t of translations) {
    await tx.teamMemberTranslation.upsert({
      where: { memberId_locale: { memberId: id, locale: t.locale } },
      create: { memberId: id, ...t },
      update: t,
    });
  }
}

/** The testimonial a testimonials/ file wrote. */
export async function storedTestimonial(fileKey: string, db: Client = getPrisma()): Promise<StoredTestimonial | null> {
  return db.testimonial.findUnique({
    where: { fileKey },
    select: {
      id: true,
      name: true,
      website: true,
      rating: true,
      originalLocale: true,
      approved: true,
      unpublishedAt: true,
      postedAt: true,
      translations: { select: { locale: true, aboutYou: true, opinion: true } },
    },
  });
}

export async function createTestimonial(row: NewTestimonial, db: Client = getPrisma()): Promise<number> {
  const { translations, ...columns } = row;
  const created = await db.testimonial.create({
    data: { ...columns, translations: { create: translations } },
    select: { id: true },
  });
  return created.id;
}

/** Sets the columns and the texts handed; a language not among them is removed. */
export async function updateTestimonial(
  id: number,
  columns: TestimonialColumns,
  translations: TestimonialTranslationRow[],
  tx: Transaction,
): Promise<void> {
  await tx.testimonial.update({ where: { id }, data: columns });
  await tx.testimonialTranslation.deleteMany({
    where: { testimonialId: id, locale: { notIn: translations.map((t) => t.locale) } },
  });
  for (const t of translations) {
    await tx.testimonialTranslation.upsert({
      where: { testimonialId_locale: { testimonialId: id, locale: t.locale } },
      create: { testimonialId: id, ...t },
      update: t,
    });
  }
}

const idsOf = (rows: Array<{ id: number }>) => rows.map((row) => row.id);

/** The shown pages, posts or values of a kind that the files wrote, with a key not among `kept`. */
export async function unkeptContent(kind: ContentKind, kept: string[], db: Client = getPrisma()): Promise<number[]> {
  const where = { kind, source: "files", unpublishedAt: null, key: { notIn: kept } };
  return idsOf(await db.content.findMany({ where, select: { id: true }, orderBy: { id: "asc" } }));
}

/** The shown members a team/ file described, with a file not among `kept`. */
export async function unkeptMembers(kept: string[], db: Client = getPrisma()): Promise<number[]> {
  const where = { fileKey: { not: null, notIn: kept }, unpublishedAt: null };
  return idsOf(await db.teamMember.findMany({ where, select: { id: true }, orderBy: { id: "asc" } }));
}

/** The shown testimonials a file wrote, with a file not among `kept`; a visitor's is never among them. */
export async function unkeptTestimonials(kept: string[], db: Client = getPrisma()): Promise<number[]> {
  const where = { fileKey: { not: null, notIn: kept }, submissionId: null, unpublishedAt: null };
  return idsOf(await db.testimonial.findMany({ where, select: { id: true }, orderBy: { id: "asc" } }));
}

/** Unpublishes these pages, posts or values (they answer 404); their rows stay. Returns how many. */
export async function unpublishContent(ids: number[], now: Date, db: Client = getPrisma()) {
  const { count } = await db.content.updateMany({
    where: { id: { in: ids }, unpublishedAt: null },
    data: { unpublishedAt: now },
  });
  return count;
}

/** Unpublishes these members; their rows, listings and statistics stay. Returns how many. */
export async function unpublishMembers(ids: number[], now: Date, db: Client = getPrisma()) {
  const { count } = await db.teamMember.updateMany({
    where: { id: { in: ids }, unpublishedAt: null },
    data: { unpublishedAt: now },
  });
  return count;
}

/** Unpublishes these testimonials; their rows stay. Returns how many. */
export async function unpublishTestimonials(ids: number[], now: Date, db: Client = getPrisma()) {
  const { count } = await db.testimonial.updateMany({
    where: { id: { in: ids }, unpublishedAt: null },
    data: { unpublishedAt: now },
  });
  return count;
}
