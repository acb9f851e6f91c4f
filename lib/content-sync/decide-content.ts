import { slugify } from "@/lib/rules/slug";
import type {
  ContentColumns,
  ContentTranslationRow,
  MemberColumns,
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
import type { ContentItem, TeamTexts, TestimonialItem } from "./content-records";
import { differing } from "./compare";
import type { FieldProblem } from "./records";

// What a content file's item does to what is stored: refused (in words for staff), added, changed or left
// alone, and what to write for it. Pure: write-content.ts reads the stored rows and writes what is decided.

export interface Update<Columns, Translation> {
  columns: Columns;
  translations: Translation[];
}

export type Decision<New, Columns, Translation> =
  | { outcome: "refused"; problem: FieldProblem }
  | { outcome: "added"; create: New }
  | { outcome: "changed"; id: number; update: Update<Columns, Translation>; personKept?: boolean }
  | { outcome: "unchanged"; id: number; personKept?: boolean };

const refused = (field: string, problem: string) => ({ outcome: "refused", problem: { field, problem } }) as const;

/** Whether every column has the value stored, each compared as the listings' are (./compare.ts). */
const sameColumns = (stored: object, columns: object) => differing(stored, columns).length === 0;

/** Whether the stored texts are the wanted ones, language by language, in these fields. */
function sameRows<W extends { locale: string }>(
  had: Array<{ locale: string }>,
  wanted: W[],
  fields: Array<keyof W & string>,
): boolean {
  const byLocale = new Map(had.map((row) => [row.locale, row as Record<string, unknown>]));
  const only = (row: Record<string, unknown>) => Object.fromEntries(fields.map((field) => [field, row[field]]));
  return (
    had.length === wanted.length &&
    wanted.every((row) => {
      const current = byLocale.get(row.locale);
      return current !== undefined && sameColumns(current, only(row));
    })
  );
}

/** A page, blog post or company value; `holder` is a shown item of its kind at one of its addresses. */
export function decideContent(
  item: ContentItem,
  stored: StoredContent | null,
  holder: SlugHolder | null,
  now: Date,
): Decision<NewContent, ContentColumns, ContentTranslationRow> {
  if (holder) return refused(`slug.${holder.locale}`, `${holder.slug} is already the address of ${holder.key}`);
  const { kind, key, publishedAt, translations } = item;
  if (!stored)
    return { outcome: "added", create: { kind, key, source: "files", publishedAt: publishedAt ?? now, translations } };
  // An item the site had before under the same key (the demo's) is the file's from now on.
  const columns = { source: "files", unpublishedAt: null, ...(publishedAt ? { publishedAt } : {}) };
  const same =
    sameColumns(stored, columns) &&
    sameRows(stored.translations, translations, ["slug", "title", "description", "body"]);
  if (same) return { outcome: "unchanged", id: stored.id };
  return { outcome: "changed", id: stored.id, update: { columns, translations } };
}

/**
 * A member's texts (role and bio per language, their place in the list). A member no users/ record or CRM
 * keeps is the file's own: it also gives their name, e-mail and phone, and creates them. A new member's slug
 * is the one wanted; the writer takes the first of it, it-2, it-3 … that is free.
 */
export function decideMember(
  texts: TeamTexts,
  member: StoredMember | null,
): Decision<NewMember, Partial<MemberColumns>, MemberTranslationRow> {
  const by = texts.sourceId !== null ? "ID" : "email";
  if (!member && texts.sourceId !== null) {
    return refused("ID", `${texts.sourceId} is not a member of staff the site knows (users/)`);
  }
  if (member?.fileKey && member.fileKey !== texts.fileKey) {
    return refused(by, `names the member that team/${member.fileKey}.md already describes`);
  }
  const { fileKey, email, position, handlesSales, handlesRentals, translations } = texts;
  const { firstName, lastName, phone } = texts.person;
  if (!member) {
    if (!firstName || !lastName) {
      return refused(
        firstName ? "lastName" : "firstName",
        "is missing: no member has this e-mail, and a new one needs a name",
      );
    }
    const slug = slugify(`${firstName} ${lastName}`) || fileKey;
    const columns = { fileKey, firstName, lastName, email: email!, phone: phone ?? "", position: position ?? 0 };
    return {
      outcome: "added",
      create: { ...columns, slug, source: "files", handlesSales, handlesRentals, translations },
    };
  }
  const ownPerson = member.sourceId === null;
  const personKept = !ownPerson && Boolean(firstName || lastName || phone);
  const columns = {
    fileKey,
    unpublishedAt: null,
    handlesSales,
    handlesRentals,
    ...(position !== null ? { position } : {}),
    ...(ownPerson && firstName ? { firstName } : {}),
    ...(ownPerson && lastName ? { lastName } : {}),
    ...(ownPerson && phone ? { phone } : {}),
    ...(ownPerson && email ? { email } : {}),
  };
  if (sameColumns(member, columns) && sameRows(member.translations, translations, ["role", "bio"])) {
    return { outcome: "unchanged", id: member.id, personKept };
  }
  return { outcome: "changed", id: member.id, update: { columns, translations }, personKept };
}

/** A testimonial the agency keeps as a file: shown as approved, in the languages the file gives. */
export function decideTestimonial(
  item: TestimonialItem,
  stored: StoredTestimonial | null,
  now: Date,
): Decision<NewTestimonial, TestimonialColumns, TestimonialTranslationRow> {
  const { fileKey, name, website, rating, originalLocale, postedAt, translations } = item;
  const columns = {
    name,
    website,
    rating,
    originalLocale,
    approved: true,
    unpublishedAt: null,
    ...(postedAt ? { postedAt } : {}),
  };
  if (!stored) {
    const create = { ...columns, fileKey, postedBy: "agency", postedAt: postedAt ?? now, translations };
    return { outcome: "added", create };
  }
  if (sameColumns(stored, columns) && sameRows(stored.translations, translations, ["aboutYou", "opinion"])) {
    return { outcome: "unchanged", id: stored.id };
  }
  return { outcome: "changed", id: stored.id, update: { columns, translations } };
}
