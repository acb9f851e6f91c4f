import "server-only";
import { getTranslations } from "next-intl/server";
import { agency } from "@/lib/agency";
import type { OptInTokens } from "@/lib/db/newsletter";
import { CONFIRMATION_DAYS } from "@/lib/domain/mailed-link";
import type { Locale } from "@/lib/i18n/locales";
import { renderMail } from "../template";
import { mailFrame, type MailDraft } from "./frame";
import { newsletterUrl } from "./links";

/** Asks the owner of an address to confirm the newsletter; every mail carries the link to leave. */
export async function newsletterOptInMail(to: string, locale: Locale, tokens: OptInTokens): Promise<MailDraft> {
  const [n, { m, signature, footer }] = await Promise.all([
    getTranslations({ locale, namespace: "Newsletter" }),
    mailFrame(locale),
  ]);
  const { html, text } = renderMail({
    locale,
    paragraphs: [
      n("mailIntro", { agency: agency.name }),
      m("confirmWithin", { days: CONFIRMATION_DAYS }),
      n("unsubscribeLine", { url: newsletterUrl(locale, `unsubscribe=${tokens.leave}`) }),
    ],
    link: { href: newsletterUrl(locale, `confirm=${tokens.confirm}`), label: n("confirmLink") },
    signature,
    footer,
  });
  return { to, locale, subject: n("mailSubject"), html, text, tokens: [tokens.confirm, tokens.leave] };
}
