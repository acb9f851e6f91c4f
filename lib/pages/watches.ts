import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { listWatches, type WatchedProperty } from "@/lib/db/property-watches";
import type { LinkView } from "@/lib/forms/mailed-link";
import type { Locale } from "@/lib/i18n/locales";
import { alternates } from "@/lib/i18n/metadata";
import type { QueryParams } from "@/lib/i18n/page-props";
import { loadMailedLink } from "./mailed-link";

// The watched properties' page: opened from a watch's mails (confirm, stop one, stop all), never indexed.

export async function watchesMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Watch" });
  return {
    title: t("pageTitle"),
    description: t("description"),
    alternates: alternates("/watches", locale),
    robots: { index: false, follow: false },
  };
}

export interface WatchesLink {
  link: LinkView;
  /** For "stop all": the running watches of the link's address, which its button stops. */
  watches: WatchedProperty[];
}

/** The page opened from a mailed link (?confirm=…, ?stop=…, ?all=…); reads only. */
export async function loadWatchesLink(locale: Locale, query: QueryParams): Promise<WatchesLink | null> {
  const link = await loadMailedLink("/watches", query);
  if (!link) return null;
  const listed = link.purpose === "STOP_WATCHES" && link.state === "open" && link.email;
  return { link, watches: listed ? await listWatches(link.email!, locale) : [] };
}
