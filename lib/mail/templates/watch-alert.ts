import { createTranslator } from "use-intl/core";
import { agency } from "@/lib/agency";
import { config } from "@/lib/config";
import type { Locale } from "@/lib/i18n/locales";
import { propertyPath } from "@/lib/i18n/property-path";
import { displayPrice } from "@/lib/rules/asking-price";
import { formatEuro } from "@/lib/rules/price";
import type { WatchAlert, WatchMailer, WatchMailTokens } from "@/lib/types/watch";
import { queued } from "../outbox";
import { renderMail } from "../template";
import { mailMessages, type MailDraft } from "./frame";
import { oneClickUrl, watchesUrl } from "./links";

// Written in the transaction of a property's change (the staff API, the content sync), outside any request.

/** A watcher's mail about one change, with the one-click way out (`stop`) and the page that stops every watch (`all`). */
export function watchAlertMail(to: string, locale: Locale, alert: WatchAlert, tokens: WatchMailTokens): MailDraft {
  const { property } = alert;
  const t = createTranslator({ locale, messages: mailMessages[locale], namespace: "WatchMail" });
  const m = createTranslator({ locale, messages: mailMessages[locale], namespace: "Mail" });
  const text = property.texts.find((tr) => tr.locale === locale) ?? property.texts[0];
  const title = text?.title ?? property.reference;
  const url = `${config.siteUrl}${propertyPath({ ...property, slug: text?.slug ?? property.reference.toLowerCase() }, locale)}`;
  const euro = (amount: number | null) => (amount ? formatEuro(amount, locale) : "");
  const asked = alert.price
    ? displayPrice({ goal: property.goal, price: alert.price, priceTerms: alert.priceTerms }, locale, [])
    : "";
  const stopUrl = oneClickUrl(tokens.stop);
  const { html, text: plain } = renderMail({
    locale,
    paragraphs: [
      alert.event === "drop"
        ? t("drop", { title, before: euro(alert.before), price: asked })
        : t(alert.event, { title }),
      t("why"),
      t("stopLine", { url: stopUrl }),
      t("stopAllLine", { url: watchesUrl(locale, `all=${tokens.all}`) }),
    ],
    rows: [
      [m("reference"), property.reference],
      [t("price"), asked],
    ],
    link: { href: url, label: m("viewProperty") },
    signature: m("signature", { agency: agency.name }),
    footer: t("footer", { site: new URL(config.siteUrl).host }),
  });
  return {
    to,
    locale,
    subject: t(`subject.${alert.event}`, { title }),
    html,
    text: plain,
    kind: "SUBSCRIBER",
    listUnsubscribe: stopUrl,
    tokens: [tokens.stop, tokens.all],
  };
}

/** The writers of a change (the staff API, the content sync) are given this to queue their watchers' mails. */
export const watchMailer: WatchMailer = (watcher, alert, tokens) =>
  queued(watchAlertMail(watcher.email, watcher.locale, alert, tokens));
