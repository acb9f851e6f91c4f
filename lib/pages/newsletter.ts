import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { confirmSubscription, subscriptionByToken } from "@/lib/forms/newsletter";
import type { Locale } from "@/lib/i18n/locales";
import { alternates } from "@/lib/i18n/metadata";
import { one, type QueryParams } from "@/lib/i18n/page-props";

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

/** What a mailed link did: ?confirm=… confirms the subscription, ?unsubscribe=… offers to leave. */
export interface NewsletterLinkView {
  /** Whether the subscription is now confirmed; null without that link. */
  confirmed: boolean | null;
  /** The subscription to leave: its token and address, or null when the token is unknown. */
  leaving: { token: string; email: string | null } | null;
}

export async function loadNewsletterLink(link: QueryParams): Promise<NewsletterLinkView> {
  const confirm = one(link.confirm);
  const token = one(link.unsubscribe);
  const [confirmed, subscription] = await Promise.all([
    confirm ? confirmSubscription(confirm) : null,
    token ? subscriptionByToken(token) : null,
  ]);
  return { confirmed, leaving: token ? { token, email: subscription?.email ?? null } : null };
}
