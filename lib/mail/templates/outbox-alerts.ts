import { createTranslator } from "use-intl/core";
import { agency } from "@/lib/agency";
import { config } from "@/lib/config";
import type { DeadMail } from "@/lib/db/dead-mail";
import { routing } from "@/lib/i18n/routing";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import nl from "@/messages/nl.json";
import type { OutgoingMail } from "@/lib/types/mail";
import { renderMail } from "../template";

// The outbox's alerts to the agency, in the agency's language. Written by the worker, outside any
// request: the messages are read here, not from the request.
const messages = { en, nl, fr, de };

/** Shown in the alert for each dead mail: enough to find it with `npm run mail:dead`. */
const listed = 50;

function alertMail(subject: string, paragraphs: string[], rows?: Array<[string, string]>): OutgoingMail {
  const locale = routing.defaultLocale;
  const a = createTranslator({ locale, messages: messages[locale], namespace: "MailAlerts" });
  const { html, text } = renderMail({
    locale,
    paragraphs,
    rows,
    signature: a("signature", { agency: agency.name }),
    footer: a("footer", { site: new URL(config.siteUrl).host }),
  });
  return { to: config.mailAlertTo ?? agency.email, locale, subject, html, text, kind: "ALERT" };
}

/** The hourly cap on visitors' mails is reached: mails wait in the outbox. */
export function capAlert(cap: number, waiting: number): OutgoingMail {
  const locale = routing.defaultLocale;
  const a = createTranslator({ locale, messages: messages[locale], namespace: "MailAlerts" });
  return alertMail(a("capSubject", { cap }), [a("capIntro", { cap, waiting }), a("capHint")]);
}

/** Mails given up as dead, with their address, subject and the mail server's last answer. */
export function deadMailAlert(dead: DeadMail[]): OutgoingMail {
  const locale = routing.defaultLocale;
  const a = createTranslator({ locale, messages: messages[locale], namespace: "MailAlerts" });
  const rows = dead
    .slice(0, listed)
    .map((mail): [string, string] => [`${mail.id} · ${mail.to}`, `${mail.subject}\n${mail.lastError ?? ""}`]);
  const more = dead.length > listed ? [a("deadMore", { count: dead.length - listed })] : [];
  return alertMail(a("deadSubject", { count: dead.length }), [a("deadIntro"), a("deadHint"), ...more], rows);
}
