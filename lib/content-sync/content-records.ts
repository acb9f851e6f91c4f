import { z } from "zod";
import { goals } from "@/lib/domain/goal";
import { contentKeys } from "@/lib/pages/content-keys";
import { locales, type Locale } from "@/lib/i18n/locales";
import { slugify } from "@/lib/rules/slug";
import type { Block } from "@/lib/types/content";
import type { ContentKind } from "@/lib/types/content-files";
import { plainText, type MarkdownFile } from "./markdown";
import { readRecord, type FieldProblem } from "./records";

// The content files' fields as the sync checks them (docs/content.md), each problem in plain words, and
// what each file becomes in the schema. The body (the text under `# en`, `# nl` …) is checked as `body`.

const languages = locales.join(", ");
const perLanguage = (issue: { code: string; keys?: string[] }) =>
  issue.code === "unrecognized_keys"
    ? `names a language the site does not have (${issue.keys?.join(", ")}): use ${languages}`
    : `must give the text per language, e.g. { en: …, nl: …, fr: …, de: … }`;

const text = (max: number) =>
  z.string({ error: "must be text" }).trim().min(1, "is empty").max(max, `is longer than ${max} characters`);
/** A text in every language the site has. */
const everyLanguage = (max: number) => z.record(z.enum(locales), text(max), { error: perLanguage });
/** A text in some languages. */
const someLanguages = (max: number) => z.partialRecord(z.enum(locales), text(max), { error: perLanguage });

const slugText = z
  .string({ error: "must be text" })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case letters, digits and hyphens, e.g. buying-in-flanders")
  .max(200, "is longer than 200 characters");

/** `2026-11-08`, or a date and time. */
const date = z
  .string({ error: "must be a date such as 2026-11-08" })
  .regex(
    /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/,
    "must be a date such as 2026-11-08",
  )
  .refine((value) => !Number.isNaN(Date.parse(value)), "is not a date of the calendar")
  .transform((value) => new Date(value));

const blocks = z.array(z.custom<Block>(), { error: "must be text" }).min(1, "is empty");

export const articleFile = z.object({
  key: text(200)
    .regex(/^[^\p{Cc}]+$/u, "holds a control character")
    .optional(),
  title: everyLanguage(300),
  description: everyLanguage(300),
  slug: z
    .union([slugText, z.partialRecord(z.enum(locales), slugText)], {
      error: "must be one slug (buying-in-flanders) or one per language ({ nl: kopen-in-vlaanderen, … })",
    })
    .optional(),
  published: date.optional(),
  body: z.record(z.enum(locales), blocks, { error: perLanguage }),
});

export const teamFile = z
  .object({
    ID: z
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .positive("must be above 0")
      .optional(),
    email: z.email({ error: "must be an e-mail address" }).max(200, "is too long").optional(),
    firstName: text(60).optional(),
    lastName: text(60).optional(),
    phone: text(40).optional(),
    position: z
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(0, "cannot be negative")
      .max(999, "is above 999")
      .optional(),
    role: everyLanguage(100),
    // Which listings the member is the contact for; left out, every kind (a project's units are sales).
    handles: z
      .array(z.enum(goals, { error: "must be sale or rent" }), { error: "must be a list such as [sale, rent]" })
      .min(1, "is empty: name sale, rent or both, or leave it out for both")
      .optional(),
    body: z.record(z.enum(locales), blocks, { error: perLanguage }),
  })
  .refine((file) => file.ID !== undefined || file.email !== undefined, {
    path: ["ID"],
    error: "is missing: name the member by the ID of their users/ record or by their e-mail (email)",
  });

export const testimonialFile = z
  .object({
    name: text(100),
    language: z.enum(locales, { error: `must be the language it was written in: ${languages}` }),
    rating: z
      .number({ error: "must be a whole number from 1 to 5" })
      .int("must be a whole number from 1 to 5")
      .min(1, "must be a whole number from 1 to 5")
      .max(5, "must be a whole number from 1 to 5")
      .optional(),
    website: z.url({ error: "must be a web address such as https://example.be" }).max(500, "is too long").optional(),
    posted: date.optional(),
    aboutYou: someLanguages(200),
    body: z.partialRecord(z.enum(locales), blocks, { error: perLanguage }),
  })
  .superRefine((file, context) => {
    if (!file.body[file.language]) {
      context.addIssue({
        code: "custom",
        path: ["body", file.language],
        message: "is missing: the language it was written in",
      });
    }
    for (const locale of locales) {
      if (file.body[locale] && !file.aboutYou[locale]) {
        context.addIssue({
          code: "custom",
          path: ["aboutYou", locale],
          message: "is missing: the opinion has this language",
        });
      }
    }
  });

export interface ContentItem {
  kind: ContentKind;
  key: string;
  publishedAt: Date | null;
  translations: Array<{ locale: Locale; slug: string; title: string; description: string; body: Block[] }>;
}

export interface TeamTexts {
  fileKey: string;
  sourceId: number | null;
  email: string | null;
  /** Written only to a member the file itself created: a users/ record keeps the others'. */
  person: { firstName: string | null; lastName: string | null; phone: string | null };
  position: number | null;
  handlesSales: boolean;
  handlesRentals: boolean;
  translations: Array<{ locale: Locale; role: string; bio: string }>;
}

export interface TestimonialItem {
  fileKey: string;
  name: string;
  website: string | null;
  rating: number | null;
  originalLocale: Locale;
  postedAt: Date | null;
  translations: Array<{ locale: Locale; aboutYou: string; opinion: string }>;
}

/** A file's item, with the front matter's fields the site does not read; or every problem it has. */
export type Read<T> = { ok: true; value: T; ignored: string[] } | { ok: false; problems: FieldProblem[] };

/** The front matter and body together, as one record to check. */
const fieldsOf = (file: MarkdownFile) => ({ ...file.data, body: file.bodies });

export function readArticle(file: MarkdownFile, kind: ContentKind, fileKey: string): Read<ContentItem> {
  const read = readRecord(articleFile, fieldsOf(file));
  if (!read.ok) return read;
  const { key, title, description, slug, published, body } = read.value;
  const pageKeys: string[] = Object.values(contentKeys);
  if (kind === "PAGE" && !pageKeys.includes(key ?? fileKey)) {
    const problem = `${key ?? fileKey} is not a page of the site: give one of ${pageKeys.join(", ")}`;
    return { ok: false, problems: [{ field: "key", problem }] };
  }
  const slugOf = (locale: Locale) =>
    (typeof slug === "string" ? slug : slug?.[locale]) ?? (slugify(title[locale], locale) || slugify(key ?? fileKey));
  return {
    ok: true,
    ignored: read.ignored,
    value: {
      kind,
      key: key ?? fileKey,
      publishedAt: published ?? null,
      translations: locales.map((locale) => ({
        locale,
        slug: slugOf(locale),
        title: title[locale],
        description: description[locale],
        body: body[locale],
      })),
    },
  };
}

/** Each language's body as one plain text, or the problems of those that are not. */
function plainTexts(body: Partial<Record<Locale, Block[]>>): Read<Partial<Record<Locale, string>>> {
  const texts: Partial<Record<Locale, string>> = {};
  const problems: FieldProblem[] = [];
  for (const locale of locales) {
    const blocksOf = body[locale];
    if (!blocksOf) continue;
    const plain = plainText(blocksOf, `body.${locale}`);
    if ("problem" in plain) problems.push(plain.problem);
    else texts[locale] = plain.text;
  }
  return problems.length ? { ok: false, problems } : { ok: true, value: texts, ignored: [] };
}

export function readTeamTexts(file: MarkdownFile, fileKey: string): Read<TeamTexts> {
  const read = readRecord(teamFile, fieldsOf(file));
  if (!read.ok) return read;
  const { ID, email, firstName, lastName, phone, position, role, handles, body } = read.value;
  const bios = plainTexts(body);
  if (!bios.ok) return bios;
  return {
    ok: true,
    ignored: read.ignored,
    value: {
      fileKey,
      sourceId: ID ?? null,
      email: email ?? null,
      person: { firstName: firstName ?? null, lastName: lastName ?? null, phone: phone ?? null },
      position: position ?? null,
      handlesSales: handles?.includes("sale") ?? true,
      handlesRentals: handles?.includes("rent") ?? true,
      translations: locales.map((locale) => ({ locale, role: role[locale], bio: bios.value[locale] ?? "" })),
    },
  };
}

export function readTestimonial(file: MarkdownFile, fileKey: string): Read<TestimonialItem> {
  const read = readRecord(testimonialFile, fieldsOf(file));
  if (!read.ok) return read;
  const { name, language, rating, website, posted, aboutYou, body } = read.value;
  const opinions = plainTexts(body);
  if (!opinions.ok) return opinions;
  return {
    ok: true,
    ignored: read.ignored,
    value: {
      fileKey,
      name,
      website: website ?? null,
      rating: rating ?? null,
      originalLocale: language,
      postedAt: posted ?? null,
      translations: locales.flatMap((locale) => {
        const opinion = opinions.value[locale];
        const about = aboutYou[locale];
        return opinion && about ? [{ locale, aboutYou: about, opinion }] : [];
      }),
    },
  };
}
