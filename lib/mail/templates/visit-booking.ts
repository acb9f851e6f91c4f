import "server-only";
import { getTranslations } from "next-intl/server";
import { agency } from "@/lib/agency";
import { config } from "@/lib/config";
import type { Locale } from "@/lib/i18n/locales";
import { routing } from "@/lib/i18n/routing";
import { formatLongDate, formatTime } from "@/lib/rules/date";
import { calendarInvite, type CalendarEvent } from "../ics";
import { renderMail } from "../template";
import { agencyCopy } from "./agency-copy";
import { mailFrame, type AboutProperty, type MailDraft } from "./frame";
import type { SentValues } from "./sent-rows";

/** The visit's day and hour as the agency announces them, in running text: Brussels time. */
const when = (locale: Locale, startsAt: Date) => ({
  date: formatLongDate(startsAt, locale, { weekday: true }),
  time: formatTime(startsAt),
});

/**
 * A booked visit: the visitor's confirmation with its .ics invitation, and the manager's copy with the
 * same. The visitor's mail and invitation name the property and the chosen slot, nothing typed.
 */
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
  const event: CalendarEvent = {
    uid: `visit-${slot.id}-${values.email}@${new URL(config.siteUrl).hostname}`,
    start: slot.startsAt,
    end: slot.endsAt,
    summary: a("eventSummary", { reference: property.reference, title: property.title }),
    description: property.url,
    location: options.address,
    url: property.url,
    organizer: { name: agency.name, email: property.manager ?? agency.email },
    attendee: { email: values.email },
  };
  const mine = renderMail({
    locale,
    greeting: m("greetingVisitor"),
    paragraphs: [a("mailIntro", { title: property.title, ...when(locale, slot.startsAt) }), m("notRepeated")],
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
      ics: calendarInvite(event),
      kind: "VISITOR",
    },
    { ...copy, subject: agencySubject, ics: calendarInvite({ ...event, attendee: { name, email: values.email } }) },
  ];
}
