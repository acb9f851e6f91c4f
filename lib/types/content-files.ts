import type { Locale } from "@/lib/i18n/locales";
import type { Block } from "./content";

// The rows a content folder's items are stored as (lib/db/content-files.ts): what the content sync reads to
// decide, and what it hands back to be written.

export type ContentKind = "PAGE" | "BLOG_POST" | "COMPANY_VALUE";

export interface ContentTranslationRow {
  locale: Locale;
  slug: string;
  title: string;
  description: string;
  body: Block[];
}

/** What an update of a page, post or value sets besides its texts. */
export interface ContentColumns {
  source: string | null;
  unpublishedAt: Date | null;
  publishedAt?: Date;
}

export interface StoredContent extends ContentColumns {
  id: number;
  publishedAt: Date;
  translations: ContentTranslationRow[];
}

export interface NewContent {
  kind: ContentKind;
  key: string;
  source: string;
  publishedAt: Date;
  translations: ContentTranslationRow[];
}

/** A shown item of the same kind that already has one of the addresses asked for. */
export interface SlugHolder {
  locale: Locale;
  slug: string;
  key: string;
}

export interface MemberTranslationRow {
  locale: Locale;
  role: string;
  bio: string;
}

export interface MemberColumns {
  fileKey: string | null;
  unpublishedAt: Date | null;
  handlesSales: boolean;
  handlesRentals: boolean;
  position: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface StoredMember extends MemberColumns {
  id: number;
  sourceId: number | null;
  translations: MemberTranslationRow[];
}

export interface NewMember extends Omit<MemberColumns, "unpublishedAt"> {
  slug: string;
  source: string;
  translations: MemberTranslationRow[];
}

/** How a team file names its member: by the file, the users/ record's ID or the e-mail. */
export type MemberKey = { fileKey: string } | { sourceId: number } | { email: string };

export interface TestimonialTranslationRow {
  locale: Locale;
  aboutYou: string;
  opinion: string;
}

export interface TestimonialColumns {
  name: string;
  website: string | null;
  rating: number | null;
  originalLocale: Locale;
  approved: boolean;
  unpublishedAt: Date | null;
  postedAt?: Date;
}

export interface StoredTestimonial extends TestimonialColumns {
  id: number;
  postedAt: Date;
  translations: TestimonialTranslationRow[];
}

export interface NewTestimonial extends TestimonialColumns {
  fileKey: string;
  postedBy: string;
  postedAt: Date;
  translations: TestimonialTranslationRow[];
}
