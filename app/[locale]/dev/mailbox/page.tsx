import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { config } from "@/lib/config";
import { listRecentMails } from "@/lib/db/outbox";
import { fromThisMachine } from "@/lib/http/client-address";
import type { Locale } from "@/lib/i18n/locales";
import { linkFiller } from "@/lib/mail/sealed-tokens";

// The demo's mailbox: without SMTP settings mails stay in the outbox, and here is what they say.
// Switched off whenever SMTP is configured (lib/config.ts devMailbox), and shown to the machine itself
// only (a loopback connection no proxy passed on, as server.mjs found it, whatever the settings). Read per request,
// never cached.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Mailbox", robots: { index: false, follow: false } };

export default async function Mailbox({ params }: { params: Promise<{ locale: Locale }> }) {
  setRequestLocale((await params).locale);
  if (!config.devMailbox || !fromThisMachine()) notFound();
  // Shown as the receiver would get them: the links' tokens are filled in here, never stored in the bodies.
  const mails = (await listRecentMails(50)).map((mail) => {
    const { fill } = linkFiller(mail.sealedTokens);
    return { ...mail, text: fill(mail.text), listUnsubscribe: mail.listUnsubscribe && fill(mail.listUnsubscribe) };
  });
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Mailbox</h1>
      <p className="mt-2 text-slate-700">
        No SMTP server is configured (SMTP_URL): the site keeps its mails in the outbox. The newest 50:
      </p>
      {mails.length === 0 && <p className="mt-6">No mail yet.</p>}
      <ol className="mt-6 space-y-6">
        {mails.map((mail) => (
          <li key={mail.id} className="rounded-lg border border-brand-100 bg-white p-4" data-mail={mail.id}>
            <dl className="grid grid-cols-[7rem_1fr] gap-x-3 text-sm">
              <dt className="text-slate-700">To</dt>
              <dd data-to>{mail.to}</dd>
              <dt className="text-slate-700">Subject</dt>
              <dd className="font-semibold" data-subject>
                {mail.subject}
              </dd>
              <dt className="text-slate-700">Language</dt>
              <dd>{mail.locale}</dd>
              <dt className="text-slate-700">Status</dt>
              <dd>{mail.status}</dd>
              {mail.attachmentNames.length > 0 && (
                <>
                  <dt className="text-slate-700">Attachments</dt>
                  <dd data-attachments>{mail.attachmentNames.join(", ")}</dd>
                </>
              )}
              {mail.listUnsubscribe && (
                <>
                  <dt className="text-slate-700">List-Unsubscribe</dt>
                  <dd className="break-all" data-list-unsubscribe>
                    {mail.listUnsubscribe}
                  </dd>
                </>
              )}
              {mail.hasInvitation && (
                <>
                  <dt className="text-slate-700">Invitation</dt>
                  <dd>invite.ics</dd>
                </>
              )}
            </dl>
            <pre className="mt-3 whitespace-pre-wrap rounded bg-brand-50 p-3 text-sm" data-text>
              {mail.text}
            </pre>
          </li>
        ))}
      </ol>
    </>
  );
}
