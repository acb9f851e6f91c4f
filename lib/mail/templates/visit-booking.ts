import "server-only";
import { createFormatter } from "next-intl";
import { getTranslations } from "next-intl/server";
import { agency } from "@/lib/agency";
import { config } from "@/lib/config";
import type { Locale } from "@/lib/i18n/locales";
import { belgianLocale } from "@/lib/rules";
import { routing } from "@/lib/i18n/routing";
import { calendarInvite } from "../ics";
import { renderMail } from "../template";
import { agencyCopy } from "./agency-copy";
import { mailFrame, type AboutProperty, type MailDraft } from "./frame";
import { sentRows, type SentValues } from "./sent-rows";

/** The visit's day and hour as the agency announces them: Belgian style, Brussels time. */
function when(locale: Locale, startsAt: Date) {
  // next-intl types its locale as the site's languages; Intl takes their Belgian variants as well.
  const format = createFormatter({ locale: belgianLocale(locale) as Locale, timeZone: "Europe/Brussels" });
  return {
    date: format.dateTime(startsAt, { weekday: "long", day: "numeric", month: "long", year: "numeric" }),
    time: format.dateTime(startsAt, { hour: "2-digit", minute: "2-digit" }),
  };
}

/** A booked visit: the visitor's confirmation with its .ics invitation, and the manager's copy with the same. */
export async function visitBookingMails(options: {
  locale: Locale;
  values: SentValues & { firstName: string; lastName: string; email: string };
  property: AboutProperty & { manager: string | null };
  slot: { id: number; startsAt: Date; endsAt: Date };
  address: string;
}): Promise<MailDraft[]> {
  const { locale, values, property, slot } = options;
  const agencyLocale = routing.defaultLocale;
  const [a, aa, { m, signature, footer }] = await Promise.all([
    getTranslations({ locale, namespace: "Appointments" }),
    getTranslations({ locale: agencyLocale, namespace: "Appointments" }),
    mailFrame(locale),
  ]);
  const name = `${values.firstName} ${values.lastName}`;
  const ics = calendarInvite({
    uid: `visit-${slot.id}-${values.email}@${new URL(config.siteUrl).hostname}`,
    start: slot.startsAt,
    end: slot.endsAt,
    summary: a("eventSummary", { reference: property.reference, title: property.title }),
    description: property.url,
    location: options.address,
    url: property.url,
    organizer: { name: agency.name, email: property.manager ?? agency.email },
    attendee: { name, email: values.email },
  });
  const mine = renderMail({
    greeting: m("greeting", { name }),
    paragraphs: [a("mailIntro", { title: property.title, ...when(locale, slot.startsAt) })],
    rowsTitle: m("yourMessage"),
    rows: await sentRows(values, locale),
    link: { href: property.url, label: m("viewProperty") },
    signature,
    footer,
  });
  const copy = await agencyCopy({
    kind: "VISIT_REQUEST",
    to: property.manager ?? undefined,
    replyTo: values.email,
    values,
    property,
  });
  const agencySubject = aa("agencySubject", {
    reference: property.reference,
    name,
    ...when(agencyLocale, slot.startsAt),
  });
  return [
    {
      to: values.email,
      replyTo: property.manager ?? agency.email,
      locale,
      subject: a("mailSubject", { reference: property.reference, ...when(locale, slot.startsAt) }),
      ...mine,
      ics,
    },
    { ...copy, subject: agencySubject, ics },
  ];
}
