import type { Locale } from "@/lib/i18n/locales";

// Mails on their way to the outbox: what a template draws (OutgoingMail), and the row the data layer writes
// once lib/mail/outbox.ts has decided its Message-ID and its kind (QueuedMail).

/** Who a mail is for (see MailKind in prisma/schema.prisma); a visitor's is counted by the hourly cap. */
export type MailKind = "VISITOR" | "AGENCY" | "SUBSCRIBER" | "ALERT";

export interface MailAttachment {
  /** A plain file name among the agency's documents (the file store's documents area). */
  file: string;
  /** The name the receiver sees. */
  name: string;
}

export interface OutgoingMail {
  to: string;
  replyTo?: string | null;
  locale: Locale;
  subject: string;
  html: string;
  text: string;
  /** An iCalendar invitation, attached as invite.ics. */
  ics?: string | null;
  /** The agency's documents to attach (the file store's documents area). */
  attachments?: MailAttachment[];
  submissionId?: number | null;
  /** Who the mail is for; unmarked, it is a visitor's and capped. */
  kind?: MailKind;
  /** The one-click unsubscribe address (RFC 8058), sent as List-Unsubscribe with List-Unsubscribe-Post. */
  listUnsubscribe?: string | null;
  /** The tokens its links carry: kept out of the stored bodies, sealed (lib/mail/sealed-tokens.ts). */
  tokens?: readonly string[];
  /** Who queued a visitor's mail: the limits' key of the form's client, counted by the hourly cap per source. */
  source?: string | null;
}

/** A mail ready for the outbox (queued() in lib/mail/outbox.ts): its bodies hold no token. */
export interface QueuedMail extends Omit<OutgoingMail, "tokens"> {
  /** The tokens of its links, encrypted; the bodies hold placeholders for them. */
  sealedTokens: string | null;
  /** The idempotency key: a retried mail keeps it, so a receiver can drop a copy. */
  messageId: string;
  kind: MailKind;
}
