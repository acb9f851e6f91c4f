import "server-only";
import { agency } from "@/lib/agency";
import { config } from "@/lib/config";
import type { Locale } from "@/lib/i18n/locales";
import { formatDate } from "@/lib/rules";
import { renderMail } from "../template";
import { mailFrame, type AboutProperty, type MailDraft } from "./frame";

/** The forms whose visitor gets a confirmation (Mail.intros and Mail.subjects). */
export type ConfirmedKind =
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

/**
 * The confirmation to the visitor, in their language. Nobody has confirmed the address it goes to, so it
 * repeats nothing the visitor typed (not even a name): only what the agency knows (the form, the property,
 * the day) and what happens next. The visitor's own words go to the agency's copy only.
 */
export async function formConfirmation(options: {
  kind: ConfirmedKind;
  locale: Locale;
  to: string;
  property?: AboutProperty;
  replyTo?: string;
  /** Agency data the subject and introduction name (a project's or a document's title). */
  fill?: Record<string, string>;
  now?: Date;
}): Promise<MailDraft> {
  const { locale, property } = options;
  const { m, signature, footer } = await mailFrame(locale);
  const fill: Record<string, string> = {
    reference: property?.reference ?? "",
    title: property?.title ?? "",
    url: "",
    sender: "",
    site: new URL(config.siteUrl).host,
    document: "",
    ...options.fill,
  };
  const received = formatDate(options.now ?? new Date());
  const { html, text } = renderMail({
    locale,
    greeting: m("greetingVisitor"),
    paragraphs: [m(`intros.${options.kind}`, fill), m("notRepeated")],
    rowsTitle: m("yourRequest"),
    rows: [
      [m("form"), m(`forms.${options.kind}`)],
      [m("reference"), property ? `${property.reference} · ${property.title}` : ""],
      [m("receivedOn"), received],
    ],
    link: property ? { href: property.url, label: m("viewProperty") } : undefined,
    signature,
    footer,
  });
  return {
    to: options.to,
    replyTo: options.replyTo ?? agency.email,
    locale,
    subject: m(`subjects.${options.kind}`, fill),
    html,
    text,
    kind: "VISITOR",
  };
}
