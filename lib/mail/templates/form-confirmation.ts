import "server-only";
import { agency } from "@/lib/agency";
import { config } from "@/lib/config";
import type { Locale } from "@/lib/i18n/locales";
import { renderMail } from "../template";
import { mailFrame, type AboutProperty, type MailDraft, type Rows } from "./frame";
import { sentRows, type SentValues } from "./sent-rows";

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

/** The confirmation to the visitor (or the friend a property is sent to), in their language. */
export async function formConfirmation(options: {
  kind: ConfirmedKind;
  locale: Locale;
  to: string;
  name: string;
  /** What the visitor sent, repeated under "your message"; left out when the mail is not to its sender. */
  values?: SentValues;
  property?: AboutProperty;
  replyTo?: string;
  /** The placeholders of the subject and introduction that the form fills (title, sender, document). */
  fill?: Record<string, string>;
  /** Rows about the request itself (an offer's amount), shown before the sender's details. */
  requestRows?: Rows;
}): Promise<MailDraft> {
  const { m, signature, footer } = await mailFrame(options.locale);
  const fill: Record<string, string> = {
    reference: options.property?.reference ?? "",
    title: options.property?.title ?? "",
    url: "",
    sender: "",
    site: new URL(config.siteUrl).host,
    document: "",
    ...options.fill,
  };
  const rows = options.values
    ? [...(options.requestRows ?? []), ...(await sentRows(options.values, options.locale))]
    : [];
  const { html, text } = renderMail({
    greeting: m("greeting", { name: options.name }),
    paragraphs: [m(`intros.${options.kind}`, fill)],
    rowsTitle: m("yourMessage"),
    rows,
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
