import "server-only";
import { getTranslations } from "next-intl/server";
import type { SearchTokens } from "@/lib/db/standing-searches";
import { CONFIRMATION_DAYS } from "@/lib/domain/mailed-link";
import type { Locale } from "@/lib/i18n/locales";
import { renderMail } from "../template";
import { mailFrame, type MailDraft } from "./frame";
import { manageSearchUrl } from "./links";

/**
 * Asks a new standing search's owner to confirm it, with the link that changes or stops it later. The
 * address is not confirmed yet, so nothing typed is repeated (no name: the digests greet by first name).
 */
export async function searchConfirmationMail(to: string, locale: Locale, tokens: SearchTokens): Promise<MailDraft> {
  const [s, { m, signature, footer }] = await Promise.all([
    getTranslations({ locale, namespace: "StandingSearch" }),
    mailFrame(locale),
  ]);
  const { html, text } = renderMail({
    locale,
    greeting: m("greetingVisitor"),
    paragraphs: [
      s("confirmIntro"),
      m("confirmWithin", { days: CONFIRMATION_DAYS }),
      s("manageLine", { url: manageSearchUrl(locale, `search=${tokens.manage}`) }),
    ],
    link: { href: manageSearchUrl(locale, `confirm=${tokens.confirm}`), label: s("confirmLink") },
    signature,
    footer,
  });
  return { to, locale, subject: s("confirmSubject"), html, text, tokens: [tokens.confirm, tokens.manage] };
}
