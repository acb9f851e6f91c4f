import { isForSale } from "@/lib/domain/goal";
import type { Locale } from "./locales";
import { buildPath } from "./build-path";

/** The canonical detail path of a property (spec §2): /{lang}/{for-sale|for-rent}/{city}/{title-slug}/{id}/ */
export function propertyPath(p: { id: number; goal: number; citySlug: string; slug: string }, locale: Locale): string {
  return buildPath(isForSale(p.goal) ? "/for-sale/[city]/[slug]/[id]" : "/for-rent/[city]/[slug]/[id]", locale, {
    city: p.citySlug,
    slug: p.slug,
    id: p.id,
  });
}
