import "server-only";
import { agency } from "@/lib/agency";
import { routing } from "@/lib/i18n/routing";
import { renderMail } from "../template";
import { mailFrame, type AboutProperty, type MailDraft, type Rows } from "./frame";
import type { ConfirmedKind } from "./form-confirmation";
import { sentRows, type SentValues } from "./sent-rows";

/** The copy of a submission for the agency (the property's manager when there is one), in the agency's language. */
export async function agencyCopy(options: {
  kind: ConfirmedKind;
  to?: string;
  replyTo: string;
  values: SentValues;
  property?: AboutProperty;
  extraRows?: Rows;
}): Promise<MailDraft> {
  const locale = routing.defaultLocale;
  const { m, signature, footer } = await mailFrame(locale);
  const name = [options.values.firstName, options.values.lastName].filter(Boolean).join(" ");
  const subject = m("newSubmission", { form: m(`forms.${options.kind}`), name });
  const { property } = options;
  const rows: Rows = [
    ...(property ? [[m("reference"), `${property.reference} · ${property.title}`] as [string, string]] : []),
    ...(await sentRows(options.values, locale)),
    ...(options.extraRows ?? []),
  ];
  const { html, text } = renderMail({
    locale,
    paragraphs: [subject],
    rows,
    link: property ? { href: property.url, label: m("viewProperty") } : undefined,
    signature,
    footer,
  });
  return {
    to: options.to ?? agency.email,
    replyTo: options.replyTo,
    locale,
    subject: property ? `${subject} · ${property.reference}` : subject,
    html,
    text,
    kind: "AGENCY",
  };
}
