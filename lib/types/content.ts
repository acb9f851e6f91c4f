import type { Locale } from "@/lib/i18n/locales";

/** A page body: paragraphs, subheadings and bullet lists, as stored in ContentTranslation.body. */
export type Block = { p: string } | { h: string } | { ul: string[] };

export interface ContentPage {
  key: string;
  kind: "PAGE" | "BLOG_POST" | "COMPANY_VALUE";
  slug: string;
  slugs: Partial<Record<Locale, string>>;
  title: string;
  description: string;
  body: Block[];
  publishedAt: string;
  updatedAt: string;
}

export interface ContentLink {
  key: string;
  slug: string;
  title: string;
  description: string;
  publishedAt: string;
}

export interface Testimonial {
  id: number;
  name: string;
  aboutYou: string;
  opinion: string;
  rating: number | null;
  postedAt: string;
}

export interface TeamMember {
  slug: string;
  firstName: string;
  lastName: string;
  role: string;
  bio: string;
  email: string;
  phone: string;
  photoUrl: string | null;
}
