import "server-only";
import { agency } from "@/lib/agency";
import { config } from "@/lib/config";
import type { Locale } from "@/lib/i18n/locales";
import { displayPrice, MARQUEE_IGNORE } from "@/lib/rules";
import type { PropertyDetail } from "@/lib/types/property";
import { renderMail } from "../template";
import { mailFrame, type AboutProperty, type MailDraft } from "./frame";

/**
 * "Send to a friend": a fixed mail about the property (title, reference, place, price, link). The only
 * typed text is the sender's first name, which the schema keeps to letters (plainFirstName); the
 * subject is the agency's, and replies go to the agency, not to an address the sender typed.
 */
export async function friendMail(options: {
  locale: Locale;
  to: string;
  senderFirstName: string;
  property: AboutProperty & { detail: PropertyDetail };
}): Promise<MailDraft> {
  const { locale, property } = options;
  const { m, signature } = await mailFrame(locale);
  const site = new URL(config.siteUrl).host;
  const fill = { reference: property.reference, title: property.title, sender: options.senderFirstName, site };
  const { html, text } = renderMail({
    locale,
    greeting: m("greetingVisitor"),
    paragraphs: [m("intros.SEND_TO_FRIEND", fill)],
    rows: [
      [m("reference"), `${property.reference} · ${property.title}`],
      [m("price"), displayPrice(property.detail, locale, MARQUEE_IGNORE)],
    ],
    link: { href: property.url, label: m("viewProperty") },
    signature,
    footer: m("friendFooter", { site }),
  });
  return {
    to: options.to,
    replyTo: agency.email,
    locale,
    subject: m("subjects.SEND_TO_FRIEND", fill),
    html,
    text,
    kind: "VISITOR",
  };
}
