import type { Prisma } from "@/lib/generated/prisma/client";
import { isSlug } from "@/lib/domain/id";
import type { Locale } from "@/lib/i18n/locales";
import type { ContentPage } from "@/lib/types/content";
import type { Database } from "./database";
import { getPrisma } from "./infra/prisma";

// Which stored text or team member a path shows, asked the same way by its page (lib/db/content.ts) and by the
// proxy (lib/db/listing-state.ts): were they to disagree, a page the proxy lets through would call notFound(),
// whose 404 body Next 16 leaves to the browser.

/** A published page, blog post or company value whose key or slug (in any language) is the given one. */
export function shownContentWhere(kind: ContentPage["kind"], keyOrSlug: string): Prisma.ContentWhereInput {
  return { kind, unpublishedAt: null, OR: [{ key: keyOrSlug }, { translations: { some: { slug: keyOrSlug } } }] };
}

/** A published team member with that slug. */
export function shownMemberWhere(slug: string): Prisma.TeamMemberWhereUniqueInput {
  return { slug, unpublishedAt: null };
}

/** Whether the text a content path names is shown in the path's language (another language's slug finds it too). */
export async function isContentShown(
  kind: ContentPage["kind"],
  keyOrSlug: string,
  locale: Locale,
  db: Database = getPrisma(),
): Promise<boolean> {
  if (!isSlug(keyOrSlug)) return false;
  const row = await db.content.findFirst({
    where: shownContentWhere(kind, keyOrSlug),
    orderBy: { id: "asc" },
    select: { translations: { where: { locale }, select: { locale: true } } },
  });
  return (row?.translations.length ?? 0) > 0;
}

/** Whether a team member's page is shown in the path's language. */
export async function isMemberShown(slug: string, locale: Locale, db: Database = getPrisma()): Promise<boolean> {
  if (!isSlug(slug)) return false;
  const row = await db.teamMember.findUnique({
    where: shownMemberWhere(slug),
    select: { translations: { where: { locale }, select: { locale: true } } },
  });
  return (row?.translations.length ?? 0) > 0;
}
