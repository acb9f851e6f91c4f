import { presentation, searchQueryString, searchSchema, type SearchParams } from "@/lib/domain/search-params";

// The list's summary of active filters: each filter the search schema knows, with the address of the same search
// without it. Driven by the schema, so a new filter shows there as soon as the summary can word it.

export type FilterKey = Exclude<keyof SearchParams, "sort" | "page" | "view">;

export interface ActiveFilter<K extends FilterKey = FilterKey> {
  key: K;
  value: NonNullable<SearchParams[K]>;
  /** The query string of the search without this filter, back on page 1 (empty for the plain list). */
  without: string;
}

const filterKeys = (Object.keys(searchSchema.shape) as (keyof SearchParams)[]).filter(
  (key): key is FilterKey => !presentation.has(key),
);

/** The filters a search sets, in the schema's order. */
export function activeFilters(params: SearchParams): ActiveFilter[] {
  return filterKeys.flatMap((key) => {
    const value = params[key];
    if (value === undefined) return [];
    return [{ key, value, without: searchQueryString({ ...params, [key]: undefined, page: 1 }) } as ActiveFilter];
  });
}

/** The query string of the same list with no filter: its order and view stay. */
export const withoutFilters = (params: SearchParams): string =>
  searchQueryString({ sort: params.sort, view: params.view });
