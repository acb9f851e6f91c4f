import { colon } from "@/lib/rules/text";

// One layout for every mail: a heading, paragraphs, a table of what was sent and a link, as HTML and as
// plain text (multipart). Everything that comes from a visitor is escaped.

export interface MailContent {
  greeting?: string;
  paragraphs: string[];
  rows?: Array<[label: string, value: string]>;
  rowsTitle?: string;
  link?: { href: string; label: string };
  /** What comes after the link, such as the way out: the link stays the one clear action, first. */
  afterLink?: string[];
  signature: string;
  footer: string;
  /** The mail's language: French puts a no-break space before the colons of the plain text. */
  locale?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const lines = (text: string) => escapeHtml(text).replace(/\n/g, "<br>");

export function renderMail(content: MailContent): { html: string; text: string } {
  const rows = content.rows?.filter(([, value]) => value.trim() !== "") ?? [];
  const html = `<!doctype html><html><body style="margin:0;background:#f3f7fa;font-family:Arial,Helvetica,sans-serif;color:#1c2530">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 24px 8px;font-size:15px;line-height:1.5">
${content.greeting ? `<p>${escapeHtml(content.greeting)}</p>` : ""}
${content.paragraphs.map((p) => `<p>${lines(p)}</p>`).join("\n")}
${
  rows.length
    ? `${content.rowsTitle ? `<h2 style="font-size:16px;color:#17324d">${escapeHtml(content.rowsTitle)}</h2>` : ""}
<table role="presentation" cellpadding="6" cellspacing="0" style="border-collapse:collapse;width:100%">
${rows.map(([label, value]) => `<tr><td style="border-bottom:1px solid #e1e9f0;color:#4b5563;vertical-align:top">${escapeHtml(label)}</td><td style="border-bottom:1px solid #e1e9f0">${lines(value)}</td></tr>`).join("\n")}
</table>`
    : ""
}
${content.link ? `<p><a href="${escapeHtml(content.link.href)}" style="display:inline-block;background:#9a3f1c;color:#ffffff;padding:10px 16px;border-radius:4px;text-decoration:none;font-weight:bold">${escapeHtml(content.link.label)}</a></p>` : ""}
${(content.afterLink ?? []).map((p) => `<p>${lines(p)}</p>`).join("\n")}
<p>${lines(content.signature)}</p>
</td></tr>
<tr><td style="padding:8px 24px 24px;font-size:12px;color:#4b5563">${escapeHtml(content.footer)}</td></tr>
</table></td></tr></table></body></html>`;

  const sep = colon(content.locale ?? "en");
  const text = [
    content.greeting,
    ...content.paragraphs,
    rows.length
      ? [content.rowsTitle, ...rows.map(([label, value]) => `${label}${sep} ${value}`)].filter(Boolean).join("\n")
      : "",
    content.link ? `${content.link.label}${sep} ${content.link.href}` : "",
    ...(content.afterLink ?? []),
    content.signature,
    "--",
    content.footer,
  ]
    .filter((part) => part)
    .join("\n\n");
  return { html, text };
}
