import { createTranslator } from "use-intl/core";
import { agency } from "@/lib/agency";
import { config } from "@/lib/config";
import { MANAGE_DAYS } from "@/lib/domain/mailed-link";
import type { Locale } from "@/lib/i18n/locales";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import nl from "@/messages/nl.json";
import { renderMail } from "../template";
import type { MailDraft } from "./frame";
import { manageSearchUrl } from "./links";

// In the search's language, not the visitor's: the messages are read here, as for the digests.
const messages = { en, nl, fr, de };

/** A fresh change-or-stop link for a running search, asked for from an expired one. */
export function searchLinkMail(to: string, locale: Locale, manageToken: string): MailDraft {
  const t = createTranslator({ locale, messages: messages[locale], namespace: "StandingSearch" });
  const m = createTranslator({ locale, messages: messages[locale], namespace: "Mail" });
  const { html, text } = renderMail({
    locale,
    greeting: m("greetingVisitor"),
    paragraphs: [t("newLinkIntro", { days: MANAGE_DAYS })],
    link: { href: manageSearchUrl(locale, `search=${manageToken}`), label: t("manageLink") },
    signature: m("signature", { agency: agency.name }),
    footer: m("footer", { site: new URL(config.siteUrl).host }),
  });
  return { to, locale, subject: t("newLinkSubject"), html, text, kind: "SUBSCRIBER", tokens: [manageToken] };
}
