import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { LinkView } from "@/lib/domain/mailed-link";
import type { Locale } from "@/lib/i18n/locales";
import { alternates } from "@/lib/i18n/metadata";
import type { QueryParams } from "@/lib/i18n/page-props";
import { loadMailedLink } from "./mailed-link";

// The newsletter page (spec §1), drawn for its own address and for a mailed link.

export async function newsletterMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Newsletter" });
  return {
    title: t("title"),
    description: t("description"),
    alternates: alternates("/newsletter", locale),
    robots: { index: false, follow: true },
  };
}

/** The newsletter page opened from a mailed link (?confirm=…, ?unsubscribe=…): the link and its button. */
export function loadNewsletterLink(query: QueryParams): Promise<LinkView | null> {
  return loadMailedLink("/newsletter", query);
}
