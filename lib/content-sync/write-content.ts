import { tags } from "@/lib/db/cache-tags";
import {
  createContent,
  createMember,
  createTestimonial,
  findMember,
  memberSlugTaken,
  slugHolder,
  storedContent,
  storedTestimonial,
  unkeptContent,
  unkeptMembers,
  unkeptTestimonials,
  unpublishContent,
  unpublishMembers,
  unpublishTestimonials,
  updateContent,
  updateMember,
  updateTestimonial,
} from "@/lib/db/content-files";
import { inTransaction, type Database, type Transaction } from "@/lib/db/database";
import type { ContentKind } from "@/lib/types/content-files";
import type { ContentItem, TeamTexts, TestimonialItem } from "./content-records";
import { decideContent, decideMember, decideTestimonial, type Decision, type Update } from "./decide-content";
import type { WriteOutcome } from "./outcome";

// Each content file's item is read against what is stored, decided (decide-content.ts) and, unless the run
// is a dry one, written: the three in one transaction of the item's own. An item the folder no longer
// holds is unpublished (its page answers 404) and its row kept.

export type Options = { now: Date; dryRun: boolean };

interface Writer<New, Columns, Translation> {
  create(row: New): Promise<number>;
  update(id: number, update: Update<Columns, Translation>): Promise<void>;
}

/** What the report says of a decision, and the decision written unless the run is a dry one. */
async function settle<New, Columns, Translation>(
  decision: Decision<New, Columns, Translation>,
  dryRun: boolean,
  tag: string,
  write: Writer<New, Columns, Translation>,
): Promise<WriteOutcome> {
  if (decision.outcome === "refused") return decision;
  if (decision.outcome === "unchanged") return { ...decision, tags: [] };
  const expired = dryRun ? [] : [tag];
  if (decision.outcome === "added") {
    return { outcome: "added", id: dryRun ? 0 : await write.create(decision.create), tags: expired };
  }
  const { update, ...said } = decision;
  if (!dryRun) await write.update(decision.id, update);
  return { ...said, tags: expired };
}

/** Writes a page, blog post or company value by its kind and key. */
export function writeArticle(item: ContentItem, { now, dryRun }: Options, db: Database): Promise<WriteOutcome> {
  return inTransaction(async (tx) => {
    const stored = await storedContent(item.kind, item.key, tx);
    // Pages are found by their slug as well as their key: two shown items never share one.
    const holder = await slugHolder(item.kind, item.key, item.translations, tx);
    return settle(decideContent(item, stored, holder, now), dryRun, tags.content, {
      create: (row) => createContent(row, tx),
      update: (id, { columns, translations }) => updateContent(id, columns, translations, tx),
    });
  }, db);
}

async function freeSlug(wanted: string, tx: Transaction): Promise<string> {
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? wanted : `${wanted}-${n}`;
    if (!(await memberSlugTaken(slug, tx))) return slug;
  }
}

/** Writes a member's team texts, the member found by the file it described before, else by ID or e-mail. */
export function writeTeamTexts(texts: TeamTexts, { dryRun }: Options, db: Database): Promise<WriteOutcome> {
  return inTransaction(async (tx) => {
    const named = texts.sourceId !== null ? { sourceId: texts.sourceId } : { email: texts.email! };
    const member = (await findMember({ fileKey: texts.fileKey }, tx)) ?? (await findMember(named, tx));
    return settle(decideMember(texts, member), dryRun, tags.team, {
      create: async (row) => createMember({ ...row, slug: await freeSlug(row.slug, tx) }, tx),
      update: (id, { columns, translations }) => updateMember(id, columns, translations, tx),
    });
  }, db);
}

/** Writes a testimonial the agency keeps as a file. */
export function writeTestimonial(item: TestimonialItem, { now, dryRun }: Options, db: Database): Promise<WriteOutcome> {
  return inTransaction(async (tx) => {
    const stored = await storedTestimonial(item.fileKey, tx);
    return settle(decideTestimonial(item, stored, now), dryRun, tags.testimonials, {
      create: (row) => createTestimonial(row, tx),
      update: (id, { columns, translations }) => updateTestimonial(id, columns, translations, tx),
    });
  }, db);
}

export type Unpublished = { withdrawn: number; tags: string[] };

/** Unpublishes, unless the run is a dry one, the rows lib/db finds gone; both in one transaction. */
function unpublishGone(
  gone: (tx: Transaction) => Promise<number[]>,
  unpublish: (ids: number[], now: Date, tx: Transaction) => Promise<number>,
  tag: string,
  { now, dryRun }: Options,
  db: Database,
): Promise<Unpublished> {
  return inTransaction(async (tx) => {
    const ids = await gone(tx);
    if (dryRun || !ids.length) return { withdrawn: ids.length, tags: [] };
    const withdrawn = await unpublish(ids, now, tx);
    return { withdrawn, tags: withdrawn ? [tag] : [] };
  }, db);
}

/** The pages, posts or values of a kind that the files wrote and no longer hold. */
export function unpublishGoneArticles(kind: ContentKind, kept: string[], options: Options, db: Database) {
  return unpublishGone((tx) => unkeptContent(kind, kept, tx), unpublishContent, tags.content, options, db);
}

/** The members whose team/ file is gone; their rows, listings and statistics stay. */
export function unpublishGoneMembers(kept: string[], options: Options, db: Database) {
  return unpublishGone((tx) => unkeptMembers(kept, tx), unpublishMembers, tags.team, options, db);
}

/** The testimonials whose file is gone; a visitor's is never among them. */
export function unpublishGoneTestimonials(kept: string[], options: Options, db: Database) {
  return unpublishGone((tx) => unkeptTestimonials(kept, tx), unpublishTestimonials, tags.testimonials, options, db);
}
