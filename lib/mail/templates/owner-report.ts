import { createTranslator } from "use-intl/core";
import { agency } from "@/lib/agency";
import { config } from "@/lib/config";
import { buildPath } from "@/lib/i18n/build-path";
import { monthEnd } from "@/lib/rules/calendar";
import type { OwnerReportData } from "@/lib/types/portal";
import { formatLongDate, formatMonth } from "@/lib/rules/date";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import nl from "@/messages/nl.json";
import { renderMail } from "../template";
import type { MailDraft } from "./frame";

// Written by the report job, outside any request: the messages are read here, in the owner's language.
const messages = { en, nl, fr, de };

/**
 * An owner's monthly report: per property, the month's listing views, requests and booked viewings, the
 * views in total up to the month's last day, and the matching searches on the day the report was made.
 * Each figure names its period: the mail is read days after it was made.
 */
export function ownerReportMail(report: OwnerReportData): MailDraft {
  const { locale } = report;
  const t = createTranslator({ locale, messages: messages[locale], namespace: "OwnerPortal" });
  const m = createTranslator({ locale, messages: messages[locale], namespace: "Mail" });
  const month = formatMonth(report.month, locale);
  const periods = {
    month,
    monthEnd: formatLongDate(monthEnd(report.month), locale),
    madeOn: formatLongDate(report.madeOn, locale),
  };
  const rows: Array<[string, string]> = report.properties.map((p) => [
    `${p.title} (${p.reference})`,
    t("mailRow", {
      ...periods,
      monthViews: p.monthViews,
      totalViews: p.totalViews,
      requests: p.requests,
      visits: p.visits,
      matching: p.matchingSearches,
    }),
  ]);
  const { html, text } = renderMail({
    locale,
    greeting: m("greeting", { name: report.firstName }),
    paragraphs: [t("mailIntro", { month })],
    rows,
    link: { href: `${config.siteUrl}${buildPath("/owner", locale)}`, label: t("mailLink") },
    signature: m("signature", { agency: agency.name }),
    footer: t("mailFooter", { agency: agency.name }),
  });
  return { to: report.email, locale, subject: t("mailSubject", { month }), html, text, kind: "SUBSCRIBER" };
}
