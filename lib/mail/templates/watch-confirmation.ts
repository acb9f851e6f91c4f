import "server-only";
import { createTranslator } from "use-intl/core";
import { agency } from "@/lib/agency";
import type { WatchTokens } from "@/lib/db/property-watches";
import { CONFIRMATION_DAYS } from "@/lib/domain/mailed-link";
import type { Locale } from "@/lib/i18n/locales";
import { renderMail } from "../template";
import { mailFrame, mailMessages, type AboutProperty, type MailDraft } from "./frame";
import { oneClickUrl, watchesUrl } from "./links";

/** Asks the owner of an address to confirm watching a property; the mail carries the way out too. */
export async function watchConfirmationMail(
  to: string,
  locale: Locale,
  property: AboutProperty,
  tokens: WatchTokens,
): Promise<MailDraft> {
  const { m, signature, footer } = await mailFrame(locale);
  const t = createTranslator({ locale, messages: mailMessages[locale], namespace: "WatchMail" });
  const { html, text } = renderMail({
    locale,
    paragraphs: [
      t("confirmIntro", { agency: agency.name, title: property.title }),
      m("confirmWithin", { days: CONFIRMATION_DAYS }),
    ],
    rows: [
      [m("reference"), property.reference],
      [m("viewProperty"), property.url],
    ],
    link: { href: watchesUrl(locale, `confirm=${tokens.confirm}`), label: t("confirmButton") },
    afterLink: [t("stopLine", { url: oneClickUrl(tokens.stop) })],
    signature,
    footer,
  });
  return {
    to,
    locale,
    subject: t("confirmSubject", { title: property.title }),
    html,
    text,
    listUnsubscribe: oneClickUrl(tokens.stop),
    tokens: [tokens.confirm, tokens.stop],
  };
}
