import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { listWatches, propertyOfWatchLink, type WatchedProperty } from "@/lib/db/property-watches";
import type { LinkView } from "@/lib/domain/mailed-link";
import type { Locale } from "@/lib/i18n/locales";
import { propertyPath } from "@/lib/i18n/property-path";
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

/** A watched property as the page names it, with the address of its page. */
export type WatchesPageProperty = Pick<WatchedProperty, "reference" | "title"> & { href: string };

export interface WatchesLink {
  link: LinkView;
  /** For "stop all": the running watches of the link's address, which its button stops. */
  watches: WatchesPageProperty[];
  /** For confirming or stopping one watch: the property it is about (null when the token names none). */
  property: WatchesPageProperty | null;
}

const named =
  (locale: Locale) =>
  (p: WatchedProperty): WatchesPageProperty => ({
    reference: p.reference,
    title: p.title,
    href: propertyPath(p, locale),
  });

/** The page opened from a mailed link (?confirm=…, ?stop=…, ?all=…); reads only. */
export async function loadWatchesLink(locale: Locale, query: QueryParams): Promise<WatchesLink | null> {
  const link = await loadMailedLink("/watches", query);
  if (!link) return null;
  const listed = link.purpose === "STOP_WATCHES" && link.state === "open" && link.email;
  const watches = listed ? (await listWatches(link.email!, locale)).map(named(locale)) : [];
  const { purpose } = link;
  const one = purpose === "CONFIRM_WATCH" || purpose === "STOP_WATCH";
  const property = one ? await propertyOfWatchLink(purpose, link.token, locale) : null;
  return { link, watches, property: property && named(locale)(property) };
}
