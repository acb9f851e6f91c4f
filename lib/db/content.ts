import "server-only";
import { isSlug } from "@/lib/domain/id";
import { slugsByLocale, type Locale } from "@/lib/i18n/locales";
import type { Block, ContentLink, ContentPage, TeamMember, Testimonial } from "@/lib/types/content";
import { cached, tags } from "./cache";
import { shownContentWhere, shownMemberWhere } from "./content-state";
import { getPrisma } from "./infra/prisma";

type Kind = ContentPage["kind"];

/** A static page, blog post or company value in one language, by its key or its localized slug. */
export const getContent = cached(
  async (kind: Kind, keyOrSlug: string, locale: Locale): Promise<ContentPage | null> => {
    if (!isSlug(keyOrSlug)) return null;
    const row = await getPrisma().content.findFirst({
      where: shownContentWhere(kind, keyOrSlug),
      // The same row the proxy found (lib/db/content-state.ts), should a key be another row's slug.
      orderBy: { id: "asc" },
      // Every language's row: the page's text, and the slugs its alternates link to.
      include: { translations: true },
    });
    const text = row?.translations.find((t) => t.locale === locale);
    if (!row || !text) return null;
    return {
      key: row.key,
      kind: row.kind,
      slug: text.slug,
      slugs: slugsByLocale(row.translations),
      title: text.title,
      description: text.description,
      body: text.body as Block[],
      publishedAt: row.publishedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  },
  "content",
  () => [tags.content],
);

export const listContent = cached(
  async (kind: Kind, locale: Locale): Promise<ContentLink[]> => {
    const rows = await getPrisma().content.findMany({
      where: { kind, unpublishedAt: null },
      orderBy: { publishedAt: "desc" },
      include: { translations: { where: { locale } } },
    });
    return rows.flatMap((row) => {
      const text = row.translations[0];
      return text
        ? [
            {
              key: row.key,
              slug: text.slug,
              title: text.title,
              description: text.description,
              publishedAt: row.publishedAt.toISOString(),
            },
          ]
        : [];
    });
  },
  "content-list",
  () => [tags.content],
);

export const listTestimonials = cached(
  async (locale: Locale, limit: number): Promise<Testimonial[]> => {
    const rows = await getPrisma().testimonial.findMany({
      where: { approved: true, unpublishedAt: null },
      orderBy: { postedAt: "desc" },
      take: limit,
      include: { translations: true },
    });
    return rows.flatMap((row) => {
      const text =
        row.translations.find((t) => t.locale === locale) ??
        row.translations.find((t) => t.locale === row.originalLocale);
      return text
        ? [
            {
              id: row.id,
              name: row.name,
              aboutYou: text.aboutYou,
              opinion: text.opinion,
              rating: row.rating,
              postedAt: row.postedAt.toISOString(),
            },
          ]
        : [];
    });
  },
  "testimonials",
  () => [tags.testimonials],
);

type MemberRow = {
  slug: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  photoUrl: string | null;
};

function toTeamMember(row: MemberRow, text: { role: string; bio: string }): TeamMember {
  const { slug, firstName, lastName, email, phone, photoUrl } = row;
  return { slug, firstName, lastName, email, phone, photoUrl, role: text.role, bio: text.bio };
}

export const getTeamMember = cached(
  async (slug: string, locale: Locale): Promise<TeamMember | null> => {
    if (!isSlug(slug)) return null;
    const row = await getPrisma().teamMember.findUnique({
      where: shownMemberWhere(slug),
      include: { translations: { where: { locale } } },
    });
    const text = row?.translations[0];
    return row && text ? toTeamMember(row, text) : null;
  },
  "team-member",
  () => [tags.team],
);

export const listTeam = cached(
  async (locale: Locale): Promise<TeamMember[]> => {
    const rows = await getPrisma().teamMember.findMany({
      where: { unpublishedAt: null },
      orderBy: { position: "asc" },
      include: { translations: { where: { locale } } },
    });
    return rows.flatMap((row) => (row.translations[0] ? [toTeamMember(row, row.translations[0])] : []));
  },
  "team",
  () => [tags.team],
);

export const getSiteMetadata = cached(
  async (locale: Locale) => {
    const row = await getPrisma().siteMetadata.findUnique({ where: { locale } });
    return row ? { ...row } : null;
  },
  "site-metadata",
  () => [tags.site],
);

/** Slugs of every article in every language, for the sitemap. */
export const listArticleSlugs = cached(
  async () => {
    const rows = await getPrisma().content.findMany({
      where: { kind: { in: ["BLOG_POST", "COMPANY_VALUE"] }, unpublishedAt: null },
      select: { kind: true, updatedAt: true, translations: { select: { locale: true, slug: true } } },
    });
    const team = await getPrisma().teamMember.findMany({ where: { unpublishedAt: null }, select: { slug: true } });
    return {
      articles: rows.map((row) => ({
        kind: row.kind,
        updatedAt: row.updatedAt.toISOString(),
        slugs: slugsByLocale(row.translations),
      })),
      team: team.map((member) => member.slug),
    };
  },
  "article-slugs",
  () => [tags.content, tags.team],
);
