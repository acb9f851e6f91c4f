import "server-only";
import type { ContentItem, TeamTexts, TestimonialItem } from "@/lib/content-sync/content-records";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { slugify } from "@/lib/rules/slug";
import { tags } from "./cache-tags";
import type { WriteOutcome } from "@/lib/content-sync/outcome";

// The content folder's pages, posts, values, team texts and testimonials (lib/content-sync/content-files.ts
// decides what to write). Each item in a transaction of its own; an item the folder no longer holds is
// unpublished (its page answers 404) and its row kept. Only what the files wrote is ever unpublished, and a
// visitor's testimonial is never touched.

type Tx = Prisma.TransactionClient;
type Options = { now: Date; dryRun: boolean };

const refused = (field: string, problem: string): WriteOutcome => ({ outcome: "refused", problem: { field, problem } });

function sameRows<W extends { locale: string }>(
  had: Array<{ locale: string }>,
  wanted: W[],
  fields: Array<keyof W & string>,
): boolean {
  const byLocale = new Map(had.map((row) => [row.locale, row as Record<string, unknown>]));
  return (
    had.length === wanted.length &&
    wanted.every((row) => {
      const current = byLocale.get(row.locale);
      return current && fields.every((field) => JSON.stringify(current[field]) === JSON.stringify(row[field]));
    })
  );
}

/** Writes a page, blog post or company value by its kind and key: added, changed where it differs, or left alone. */
export async function writeContentItem(prisma: PrismaClient, item: ContentItem, { now, dryRun }: Options) {
  return prisma.$transaction(async (tx): Promise<WriteOutcome> => {
    const current = await tx.content.findUnique({
      where: { kind_key: { kind: item.kind, key: item.key } },
      include: { translations: true },
    });
    // Pages are found by their slug as well as their key: two shown items never share one.
    const clash = await tx.contentTranslation.findFirst({
      where: {
        OR: item.translations.map(({ locale, slug }) => ({ locale, slug })),
        content: { kind: item.kind, unpublishedAt: null, NOT: { key: item.key } },
      },
      select: { locale: true, slug: true, content: { select: { key: true } } },
    });
    if (clash) return refused(`slug.${clash.locale}`, `${clash.slug} is already the address of ${clash.content.key}`);
    const translations = item.translations.map((t) => ({ ...t, body: t.body as Prisma.InputJsonValue }));

    if (!current) {
      if (dryRun) return { outcome: "added", id: 0, tags: [] };
      const created = await tx.content.create({
        data: {
          kind: item.kind,
          key: item.key,
          source: "files",
          publishedAt: item.publishedAt ?? now,
          translations: { create: translations },
        },
      });
      return { outcome: "added", id: created.id, tags: [tags.content] };
    }
    const same =
      current.source === "files" &&
      current.unpublishedAt === null &&
      (!item.publishedAt || current.publishedAt.getTime() === item.publishedAt.getTime()) &&
      sameRows(current.translations, item.translations, ["slug", "title", "description", "body"]);
    if (same) return { outcome: "unchanged", id: current.id, tags: [] };
    if (dryRun) return { outcome: "changed", id: current.id, tags: [] };
    // An item the site had before under the same key (the demo's) is the file's from now on.
    await tx.content.update({
      where: { id: current.id },
      data: { source: "files", unpublishedAt: null, ...(item.publishedAt ? { publishedAt: item.publishedAt } : {}) },
    });
    for (const t of translations) {
      await tx.contentTranslation.upsert({
        where: { contentId_locale: { contentId: current.id, locale: t.locale } },
        create: { contentId: current.id, ...t },
        update: t,
      });
    }
    return { outcome: "changed", id: current.id, tags: [tags.content] };
  });
}

const memberInclude = { translations: true } as const;

/** The member a team file describes: the one it described before, else by the users/ record's ID or the e-mail. */
async function memberOf(tx: Tx, texts: TeamTexts) {
  const described = await tx.teamMember.findUnique({ where: { fileKey: texts.fileKey }, include: memberInclude });
  if (described) return described;
  if (texts.sourceId !== null) {
    return tx.teamMember.findUnique({ where: { sourceId: texts.sourceId }, include: memberInclude });
  }
  return tx.teamMember.findFirst({
    where: { email: texts.email! },
    orderBy: { id: "asc" },
    include: memberInclude,
  });
}

async function freeSlug(tx: Tx, wanted: string): Promise<string> {
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? wanted : `${wanted}-${n}`;
    if (!(await tx.teamMember.findUnique({ where: { slug }, select: { id: true } }))) return slug;
  }
}

/**
 * Writes a member's texts (role and bio per language, their place in the list). A member no users/ record
 * or CRM keeps is the file's own: it also gives their name, e-mail and phone, and creates them.
 */
export async function writeTeamTexts(prisma: PrismaClient, texts: TeamTexts, { dryRun }: Options) {
  return prisma.$transaction(async (tx): Promise<WriteOutcome> => {
    const member = await memberOf(tx, texts);
    const by = texts.sourceId !== null ? "ID" : "email";
    if (!member && texts.sourceId !== null) {
      return refused("ID", `${texts.sourceId} is not a member of staff the site knows (users/)`);
    }
    if (member?.fileKey && member.fileKey !== texts.fileKey) {
      return refused(by, `names the member that team/${member.fileKey}.md already describes`);
    }
    const { firstName, lastName, phone } = texts.person;
    if (!member) {
      if (!firstName || !lastName) {
        return refused(
          firstName ? "lastName" : "firstName",
          "is missing: no member has this e-mail, and a new one needs a name",
        );
      }
      if (dryRun) return { outcome: "added", id: 0, tags: [] };
      const created = await tx.teamMember.create({
        data: {
          slug: await freeSlug(tx, slugify(`${firstName} ${lastName}`) || texts.fileKey),
          source: "files",
          fileKey: texts.fileKey,
          firstName,
          lastName,
          email: texts.email!,
          phone: phone ?? "",
          position: texts.position ?? 0,
          handlesSales: texts.handlesSales,
          handlesRentals: texts.handlesRentals,
          translations: { create: texts.translations },
        },
      });
      return { outcome: "added", id: created.id, tags: [tags.team] };
    }
    const ownPerson = member.sourceId === null;
    const personKept = !ownPerson && Boolean(firstName || lastName || phone);
    const columns = {
      fileKey: texts.fileKey,
      unpublishedAt: null,
      handlesSales: texts.handlesSales,
      handlesRentals: texts.handlesRentals,
      ...(texts.position !== null ? { position: texts.position } : {}),
      ...(ownPerson && firstName ? { firstName } : {}),
      ...(ownPerson && lastName ? { lastName } : {}),
      ...(ownPerson && phone ? { phone } : {}),
      ...(ownPerson && texts.email ? { email: texts.email } : {}),
    };
    const had = member as unknown as Record<string, unknown>;
    const same =
      Object.entries(columns).every(([key, value]) => had[key] === value) &&
      sameRows(member.translations, texts.translations, ["role", "bio"]);
    if (same) return { outcome: "unchanged", id: member.id, tags: [], personKept };
    if (dryRun) return { outcome: "changed", id: member.id, tags: [], personKept };
    await tx.teamMember.update({ where: { id: member.id }, data: columns });
    for (const t of texts.translations) {
      await tx.teamMemberTranslation.upsert({
        where: { memberId_locale: { memberId: member.id, locale: t.locale } },
        create: { memberId: member.id, ...t },
        update: t,
      });
    }
    return { outcome: "changed", id: member.id, tags: [tags.team], personKept };
  });
}

/** Writes a testimonial the agency keeps as a file: shown as approved, in the languages the file gives. */
export async function writeTestimonial(prisma: PrismaClient, item: TestimonialItem, { now, dryRun }: Options) {
  return prisma.$transaction(async (tx): Promise<WriteOutcome> => {
    const current = await tx.testimonial.findUnique({
      where: { fileKey: item.fileKey },
      include: { translations: true },
    });
    const columns = {
      name: item.name,
      website: item.website,
      rating: item.rating,
      originalLocale: item.originalLocale,
      approved: true,
      unpublishedAt: null,
      ...(item.postedAt ? { postedAt: item.postedAt } : {}),
    };
    if (!current) {
      if (dryRun) return { outcome: "added", id: 0, tags: [] };
      const created = await tx.testimonial.create({
        data: {
          ...columns,
          fileKey: item.fileKey,
          postedBy: "agency",
          postedAt: item.postedAt ?? now,
          translations: { create: item.translations },
        },
      });
      return { outcome: "added", id: created.id, tags: [tags.testimonials] };
    }
    const had = current as unknown as Record<string, unknown>;
    const same =
      Object.entries(columns).every(([key, value]) =>
        value instanceof Date ? (had[key] as Date).getTime() === value.getTime() : had[key] === value,
      ) && sameRows(current.translations, item.translations, ["aboutYou", "opinion"]);
    if (same) return { outcome: "unchanged", id: current.id, tags: [] };
    if (dryRun) return { outcome: "changed", id: current.id, tags: [] };
    await tx.testimonial.update({ where: { id: current.id }, data: columns });
    await tx.testimonialTranslation.deleteMany({
      where: { testimonialId: current.id, locale: { notIn: item.translations.map((t) => t.locale) } },
    });
    for (const t of item.translations) {
      await tx.testimonialTranslation.upsert({
        where: { testimonialId_locale: { testimonialId: current.id, locale: t.locale } },
        create: { testimonialId: current.id, ...t },
        update: t,
      });
    }
    return { outcome: "changed", id: current.id, tags: [tags.testimonials] };
  });
}

export type Unpublished = { withdrawn: number; tags: string[] };

/** Unpublishes the pages, posts or values of a kind that the files wrote and no longer hold. */
export async function unpublishContent(
  prisma: PrismaClient,
  kind: ContentItem["kind"],
  kept: string[],
  { now, dryRun }: Options,
): Promise<Unpublished> {
  const where = { kind, source: "files", unpublishedAt: null, key: { notIn: kept } };
  if (dryRun) return { withdrawn: await prisma.content.count({ where }), tags: [] };
  const { count } = await prisma.content.updateMany({ where, data: { unpublishedAt: now } });
  return { withdrawn: count, tags: count ? [tags.content] : [] };
}

/** Unpublishes the members whose team/ file is gone; their rows, listings and statistics stay. */
export async function unpublishTeam(prisma: PrismaClient, kept: string[], { now, dryRun }: Options) {
  const where = { fileKey: { not: null, notIn: kept }, unpublishedAt: null };
  if (dryRun) return { withdrawn: await prisma.teamMember.count({ where }), tags: [] };
  const { count } = await prisma.teamMember.updateMany({ where, data: { unpublishedAt: now } });
  return { withdrawn: count, tags: count ? [tags.team] : [] };
}

/** Unpublishes the testimonials whose file is gone; a visitor's is never among them. */
export async function unpublishTestimonials(prisma: PrismaClient, kept: string[], { now, dryRun }: Options) {
  const where = { fileKey: { not: null, notIn: kept }, submissionId: null, unpublishedAt: null };
  if (dryRun) return { withdrawn: await prisma.testimonial.count({ where }), tags: [] };
  const { count } = await prisma.testimonial.updateMany({ where, data: { unpublishedAt: now } });
  return { withdrawn: count, tags: count ? [tags.testimonials] : [] };
}
