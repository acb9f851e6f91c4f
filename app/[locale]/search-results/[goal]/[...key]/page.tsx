import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { SearchList } from "@/components/search/search-list";
import { listCategories } from "@/lib/db/categories";
import { listTowns } from "@/lib/db/towns";
import type { Locale } from "@/lib/i18n/locales";
import { listPageMetadata, loadListPage, redirectPastLastPage, redirectToReference } from "@/lib/pages/list";
import { isGoal } from "@/lib/search/list-routes";
import { searchFromKey } from "@/lib/search/search-key";

// The for-sale and for-rent lists. The proxy sends each search here with its normalized query as the
// path (lib/search/search-rewrite.ts): every distinct search is drawn on its first request, then served
// from the page cache until the properties change. Requested directly, this path is not found.
type Props = { params: Promise<{ locale: Locale; goal: string; key: string[] }> };
// Drawn again at most a day after it was last drawn, so that a "price lowered" ends on its 30th day
// (lib/rules/price-drop.ts); a literal, as Next reads segment settings without running the module.
export const revalidate = 86400;

export function generateStaticParams() {
  return [];
}

async function load({ params }: Props) {
  const { locale, goal, key } = await params;
  const search = isGoal(goal) ? searchFromKey(goal, key) : null;
  if (!isGoal(goal) || !search) notFound();
  return loadListPage(goal, locale, search);
}

export async function generateMetadata(props: Props) {
  return listPageMetadata(await load(props));
}

export default async function SearchResultsPage(props: Props) {
  const list = await load(props);
  setRequestLocale(list.locale);
  redirectPastLastPage(list);
  await redirectToReference(list);
  const [categories, towns] = await Promise.all([listCategories(list.locale), listTowns(list.goal)]);
  return <SearchList {...list} categories={categories} towns={towns} />;
}
