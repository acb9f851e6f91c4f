import { getTranslations } from "next-intl/server";
import { searchQueryString, type SearchParams } from "@/lib/domain/search-params";

/** First, previous, next and last page (spec §2), as plain links that keep the search. */
export async function Pager({
  path,
  params,
  page,
  pages,
}: {
  path: string;
  params: SearchParams;
  page: number;
  pages: number;
}) {
  const t = await getTranslations("Listing");
  if (pages <= 1) return null;
  const href = (n: number) => `${path}${searchQueryString({ ...params, page: n })}`;
  const links = [
    ["first", 1, "«"],
    ["previous", page - 1, "‹"],
    ["next", page + 1, "›"],
    ["last", pages, "»"],
  ] as const;
  return (
    <nav aria-label={t("pager")} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {links.slice(0, 2).map(([key, n, sign]) =>
        page > 1 ? (
          <a
            key={key}
            href={href(n)}
            rel={key === "previous" ? "prev" : undefined}
            className="rounded border border-brand-700 px-3 py-2 text-brand-700"
          >
            <span aria-hidden="true">{sign} </span>
            {t(key)}
          </a>
        ) : null,
      )}
      <span aria-current="page" className="px-3 py-2 font-semibold">
        {t("pageOf", { page, pages })}
      </span>
      {links.slice(2).map(([key, n, sign]) =>
        page < pages ? (
          <a
            key={key}
            href={href(n)}
            rel={key === "next" ? "next" : undefined}
            className="rounded border border-brand-700 px-3 py-2 text-brand-700"
          >
            {t(key)}
            <span aria-hidden="true"> {sign}</span>
          </a>
        ) : null,
      )}
    </nav>
  );
}
