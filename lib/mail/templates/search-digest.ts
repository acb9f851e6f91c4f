import { createTranslator } from "use-intl/core";
import { agency } from "@/lib/agency";
import { config } from "@/lib/config";
import type { DueDigest } from "@/lib/db/standing-search-alerts";
import type { Locale } from "@/lib/i18n/locales";
import { propertyPath } from "@/lib/i18n/property-path";
import { cityName } from "@/lib/rules/city-name";
import { displayPrice } from "@/lib/rules/asking-price";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import nl from "@/messages/nl.json";
import { renderMail } from "../template";
import type { MailDraft } from "./frame";
import { manageSearchUrl } from "./links";

// Written by the digest job, outside any request: the messages are read here, not from the request.
const messages = { en, nl, fr, de };

/**
 * A subscriber's daily mail: the properties still on the market, with their price and link, and a new
 * change-or-stop link (`manageToken`, stored hashed with the mail); null when no property is left.
 */
export function searchDigestMail(digest: DueDigest, locale: Locale, manageToken: string): MailDraft | null {
  const t = createTranslator({ locale, messages: messages[locale], namespace: "StandingSearch" });
  const m = createTranslator({ locale, messages: messages[locale], namespace: "Mail" });
  const rows: Array<[string, string]> = digest.items
    .filter((item) => item.available)
    .map((p) => {
      const text = p.texts.find((tr) => tr.locale === locale) ?? p.texts[0];
      const path = propertyPath(
        { id: p.propertyId, goal: p.goal, citySlug: p.citySlug, slug: text?.slug ?? p.reference.toLowerCase() },
        locale,
      );
      const price = p.price > 0 ? displayPrice(p, locale, []) : "";
      return [
        `${text?.title ?? p.reference} (${p.zip} ${cityName(p.city, locale)})`,
        [price, `${config.siteUrl}${path}`].filter(Boolean).join("\n"),
      ];
    });
  if (rows.length === 0) return null;
  const { html, text } = renderMail({
    locale,
    greeting: digest.firstName ? m("greeting", { name: digest.firstName }) : undefined,
    paragraphs: [t("digestIntro", { count: rows.length })],
    rows,
    link: { href: manageSearchUrl(locale, `search=${manageToken}`), label: t("manageLink") },
    signature: m("signature", { agency: agency.name }),
    footer: m("footer", { site: new URL(config.siteUrl).host }),
  });
  return {
    to: digest.email,
    locale,
    subject: t("digestSubject", { count: rows.length }),
    html,
    text,
    kind: "SUBSCRIBER",
    tokens: [manageToken],
  };
}
