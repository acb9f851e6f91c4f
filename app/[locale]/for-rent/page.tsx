import { setRequestLocale } from "next-intl/server";
import { SearchList } from "@/components/search/search-list";
import { listCategories } from "@/lib/db/categories";
import type { QueryPageProps } from "@/lib/i18n/page-props";
import { listPageMetadata, loadListPage, redirectToReference } from "@/lib/search/list-page";

// Drawn per request, as it reads the query; each search's results come from the cache.
export async function generateMetadata(props: QueryPageProps) {
  return listPageMetadata(await loadListPage("rent", props));
}

export default async function ForRentPage(props: QueryPageProps) {
  const list = await loadListPage("rent", props);
  setRequestLocale(list.locale);
  await redirectToReference(list);
  const categories = await listCategories(list.locale);
  return <SearchList {...list} categories={categories} />;
}
