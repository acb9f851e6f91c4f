import { routing } from "@/lib/i18n/routing";
import "server-only";
import { getTranslations } from "next-intl/server";
import { agency } from "@/lib/agency";
import { config } from "@/lib/config";
import type { FormKind } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locales";
import type { OutgoingMail } from "@/lib/mail/outbox";
import { calendarInvite } from "@/lib/mail/ics";
import { renderMail } from "@/lib/mail/template";
import { formatPhone } from "@/lib/rules";

// The mails a form sends: a confirmation in the visitor's language and the agency's copy in the
// agency's language (DEFAULT_LOCALE), with the property's reference and link.

type MailKind =
  | "CONTACT"
  | "VISIT_REQUEST"
  | "MORE_INFO"
  | "DOCUMENT_REQUEST"
  | "SEND_TO_FRIEND"
  | "VALUATION"
  | "PROJECT_CONTACT"
  | "MANAGED_PROPERTY"
  | "ONLINE_VALUATION"
  | "PURCHASE_OFFER"
  | "JOB"
  | "TESTIMONIAL"
  | "RENTAL_APPLICATION"
  | "INSURANCE";

export interface SentValues {
  title?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  street?: string;
  houseNumber?: string;
  zip?: string;
  city?: string;
  remark?: string;
  contactSlots?: string[];
  newsletter?: boolean;
  goal?: string;
}

export interface AboutProperty {
  reference: string;
  title: string;
  url: string;
}

/** What the visitor sent, as label and value rows in `locale`. */
async function rowsOf(values: SentValues, locale: Locale): Promise<Array<[string, string]>> {
  const f = await getTranslations({ locale, namespace: "Forms" });
  const facts = await getTranslations({ locale, namespace: "Facts" });
  const name = [values.title ? f(`titles.${values.title as "MR"}`) : "", values.firstName, values.lastName]
    .filter(Boolean)
    .join(" ");
  const rows: Array<[string, string]> = [
    [f("labels.lastName"), name],
    [f("labels.email"), values.email ?? ""],
    [f("labels.phone"), values.phone ? formatPhone(values.phone) : ""],
    [
      f("labels.street"),
      [
        [values.street, values.houseNumber].filter(Boolean).join(" "),
        [values.zip, values.city].filter(Boolean).join(" "),
      ]
        .filter(Boolean)
        .join(", "),
    ],
    [f("labels.contactSlots"), (values.contactSlots ?? []).map((s) => f(`slots.${s as "10-13"}`)).join(", ")],
    [f("labels.goal"), values.goal ? f(`goals.${values.goal as "SELL"}`) : ""],
    [f("labels.remark"), values.remark ?? ""],
  ];
  if (values.newsletter !== undefined) {
    rows.push([f("labels.newsletter"), values.newsletter ? facts("yes") : facts("no")]);
  }
  return rows;
}

async function frame(locale: Locale) {
  const m = await getTranslations({ locale, namespace: "Mail" });
  return {
    m,
    signature: m("signature", { agency: agency.name }),
    footer: m("footer", { site: new URL(config.siteUrl).host }),
  };
}

/** The confirmation to the visitor, in their language. */
export async function confirmation(options: {
  kind: MailKind;
  locale: Locale;
  to: string;
  name: string;
  values: SentValues;
  property?: AboutProperty;
  replyTo?: string;
  extra?: Record<string, string>;
  /** Rows about the request itself (an offer's amount), shown before the sender's details. */
  extraRows?: Array<[string, string]>;
}): Promise<Omit<OutgoingMail, "submissionId">> {
  const { m, signature, footer } = await frame(options.locale);
  // Every placeholder a subject or introduction may use; the form gives the ones it has.
  const fill: Record<string, string> = {
    reference: options.property?.reference ?? "",
    title: options.property?.title ?? "",
    url: "",
    sender: "",
    site: new URL(config.siteUrl).host,
    document: "",
    ...options.extra,
  };
  const { html, text } = renderMail({
    greeting: m("greeting", { name: options.name }),
    paragraphs: [m(`intros.${options.kind}`, fill)],
    rowsTitle: m("yourMessage"),
    rows:
      options.kind === "SEND_TO_FRIEND"
        ? []
        : [...(options.extraRows ?? []), ...(await rowsOf(options.values, options.locale))],
    link: options.property ? { href: options.property.url, label: m("viewProperty") } : undefined,
    signature,
    footer,
  });
  return {
    to: options.to,
    replyTo: options.replyTo ?? agency.email,
    locale: options.locale,
    subject: m(`subjects.${options.kind}`, fill),
    html,
    text,
  };
}

/** The copy for the agency (the property's manager when there is one), in the agency's language. */
export async function agencyCopy(options: {
  kind: FormKind & MailKind;
  to?: string;
  replyTo: string;
  values: SentValues;
  property?: AboutProperty;
  extraRows?: Array<[string, string]>;
}): Promise<Omit<OutgoingMail, "submissionId">> {
  const locale = routing.defaultLocale;
  const { m, signature, footer } = await frame(locale);
  const name = [options.values.firstName, options.values.lastName].filter(Boolean).join(" ");
  const subject = m("newSubmission", { form: m(`forms.${options.kind}`), name });
  const rows = [
    ...(options.property
      ? [[m("reference"), `${options.property.reference} · ${options.property.title}`] as [string, string]]
      : []),
    ...(await rowsOf(options.values, locale)),
    ...(options.extraRows ?? []),
  ];
  const { html, text } = renderMail({
    paragraphs: [subject],
    rows,
    link: options.property ? { href: options.property.url, label: m("viewProperty") } : undefined,
    signature,
    footer,
  });
  return {
    to: options.to ?? agency.email,
    replyTo: options.replyTo,
    locale,
    subject: options.property ? `${subject} · ${options.property.reference}` : subject,
    html,
    text,
  };
}

const brussels = (locale: Locale, options: Intl.DateTimeFormatOptions) => (date: Date) =>
  new Intl.DateTimeFormat(`${locale}-BE`, { timeZone: "Europe/Brussels", ...options }).format(date);

/** A booked visit: the visitor's confirmation with its .ics invitation, and the manager's copy. */
export async function bookingMails(options: {
  locale: Locale;
  values: SentValues & { firstName: string; lastName: string; email: string };
  property: AboutProperty & { manager: string | null };
  slot: { id: number; startsAt: Date; endsAt: Date };
  address: string;
}): Promise<Array<Omit<OutgoingMail, "submissionId">>> {
  const { locale, values, property, slot } = options;
  const agencyLocale = routing.defaultLocale;
  const [a, aa] = await Promise.all([
    getTranslations({ locale, namespace: "Appointments" }),
    getTranslations({ locale: agencyLocale, namespace: "Appointments" }),
  ]);
  const when = (l: Locale) => ({
    date: brussels(l, { weekday: "long", day: "numeric", month: "long", year: "numeric" })(slot.startsAt),
    time: brussels(l, { hour: "2-digit", minute: "2-digit" })(slot.startsAt),
  });
  const name = `${values.firstName} ${values.lastName}`;
  const { m, signature, footer } = await frame(locale);
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
    paragraphs: [a("mailIntro", { title: property.title, ...when(locale) })],
    rowsTitle: m("yourMessage"),
    rows: await rowsOf(values, locale),
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
  return [
    {
      to: values.email,
      replyTo: property.manager ?? agency.email,
      locale,
      subject: a("mailSubject", { reference: property.reference, ...when(locale) }),
      ...mine,
      ics,
    },
    { ...copy, subject: aa("agencySubject", { reference: property.reference, name, ...when(agencyLocale) }), ics },
  ];
}
