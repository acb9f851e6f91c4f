import { getTranslations } from "next-intl/server";
import { TableSection } from "@/components/layout/table-section";
import type { Locale } from "@/lib/i18n/locales";
import { fixedWord, mediaStatuses, noteSources, ownMedia } from "@/lib/portal/agency-words";
import type { PortalPropertyDetail } from "@/lib/types/portal";
import { formatDate, formatDateTime, formatLongDate } from "@/lib/rules/date";
import { formatEuro } from "@/lib/rules/price";
import { AgencyText } from "./agency-text";

type Props = { property: PortalPropertyDetail; locale: Locale };

/**
 * Spec §3 rows: what visitors asked through the site's forms and the agency's own entries. The agency's
 * fixed words (its sources) are translated; its own text is shown as written, with its language marked.
 */
export async function Communications({ property, locale }: Props) {
  const t = await getTranslations({ locale, namespace: "OwnerPortal" });
  const c = (key: "date" | "type" | "contact" | "subject" | "comment" | "status" | "source") => t(`columns.${key}`);
  return (
    <TableSection
      id="communications"
      title={t("communicationsTitle")}
      columns={[c("date"), c("type"), c("contact"), c("subject"), c("comment"), c("status"), c("source")]}
      empty={t("noCommunications")}
      rows={property.communications.map((r) => {
        const text = (value: string | null, marked = false) => (
          <AgencyText
            text={value}
            lang={r.lang}
            locale={locale}
            marker={marked && r.lang ? t("writtenIn", { language: r.lang }) : undefined}
          />
        );
        const source = fixedWord(noteSources, r.source);
        return [
          formatDateTime(r.at),
          t(`kinds.${r.kind}`),
          r.contact ?? "",
          r.subject === null ? t(`kinds.${r.kind}`) : text(r.subject, true),
          r.amount !== null ? t("offerAmount", { amount: formatEuro(r.amount, locale) }) : text(r.comment),
          r.kind === "AGENCY" ? text(r.status) : (r.status ?? t("received")),
          source ? t(`sources.${source}`) : r.source === null ? t("website") : text(r.source),
        ];
      })}
    />
  );
}

/** Where and since when the property is published, and its price changes. */
export async function MediaHistory({ property, locale }: Props) {
  const t = await getTranslations({ locale, namespace: "OwnerPortal" });
  const price = (n: number | null) => (n === null ? t("priceOnRequest") : formatEuro(n, locale));
  return (
    <>
      <TableSection
        id="media"
        title={t("mediaTitle")}
        intro={
          <p className="mt-2 text-slate-700">
            {t("publishedOnSite", { date: formatLongDate(property.publishedAt, locale) })}
          </p>
        }
        columns={[t("medium"), t("since"), t("columns.status"), t("columns.comment")]}
        empty={t("noMedia")}
        rows={property.media.map((m) => {
          const own = fixedWord(ownMedia, m.medium);
          const status = fixedWord(mediaStatuses, m.status);
          return [
            own ? t(`ownMedia.${own}`) : m.medium,
            formatDate(m.since),
            status ? t(`mediaStatuses.${status}`) : <AgencyText text={m.status} lang={m.lang} locale={locale} />,
            <AgencyText
              key="comment"
              text={m.comment}
              lang={m.lang}
              locale={locale}
              marker={t("writtenIn", { language: m.lang })}
            />,
          ];
        })}
      />
      <TableSection
        id="prices"
        title={t("priceChangesTitle")}
        columns={[t("columns.date"), t("before"), t("after")]}
        empty={t("noPriceChanges")}
        rows={property.priceChanges.map((p) => [formatDate(p.at), price(p.from), price(p.to)])}
      />
    </>
  );
}

/** Viewings booked in the appointment calendar, with their status, and the agency's feedback after them. */
export async function CalendarHistory({ property, locale }: Props) {
  const t = await getTranslations({ locale, namespace: "OwnerPortal" });
  return (
    <>
      <TableSection
        id="visits"
        title={t("visitsTitle")}
        columns={[t("columns.date"), t("columns.contact"), t("columns.status")]}
        empty={t("noVisits")}
        rows={property.visits.map((v) => [formatDateTime(v.at), v.contact, t(`visitStatuses.${v.status}`)])}
      />
      <TableSection
        id="feedback"
        title={t("feedbackTitle")}
        columns={[t("columns.date"), t("columns.contact"), t("columns.subject"), t("columns.comment")]}
        empty={t("noFeedback")}
        rows={property.feedback.map((f) => [
          formatDate(f.at),
          f.contact ?? "",
          <AgencyText
            key="subject"
            text={f.subject}
            lang={f.lang}
            locale={locale}
            marker={t("writtenIn", { language: f.lang })}
          />,
          <AgencyText key="comment" text={f.comment} lang={f.lang} locale={locale} />,
        ])}
      />
    </>
  );
}
