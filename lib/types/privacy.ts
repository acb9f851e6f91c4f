import type { Locale } from "@/lib/i18n/locales";

// What the site holds about one e-mail address (an access request, GDPR art. 15), as lib/db/privacy.ts
// finds it, and what erasing it (art. 17) removed. Dates stay dates; amounts are text, as stored.

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export interface HeldUpload {
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  createdAt: Date;
}

export interface HeldSubmission {
  id: number;
  kind: string;
  locale: Locale;
  email: string;
  createdAt: Date;
  property: string | null;
  project: string | null;
  payload: Json;
  uploads: HeldUpload[];
  testimonial: {
    name: string;
    website: string | null;
    approved: boolean;
    texts: { aboutYou: string; opinion: string }[];
  } | null;
}

/** Another person's submission that names this address (a friend a property was sent to): only where. */
export interface Mention {
  id: number;
  kind: string;
  createdAt: Date;
  fields: string[];
}

export interface HeldMail {
  id: number;
  kind: string;
  to: string;
  replyTo: string | null;
  subject: string;
  status: string;
  attachments: string[];
  createdAt: Date;
  sentAt: Date | null;
  deadAt: Date | null;
}

export interface HeldOwner {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  locale: Locale;
  /** Where the account comes from: "crm" or "files" bring it back at the next sync unless removed there. */
  source: string | null;
  hasPassword: boolean;
  disabledAt: Date | null;
  lastLoginAt: Date | null;
  monthlyReport: boolean;
  createdAt: Date;
  properties: string[];
  sessions: { createdAt: Date; lastSeenAt: Date }[];
  reportsQueued: string[];
}

export interface PersonalData {
  /** The address as every look-up compares it (lib/rules/identifier.ts). */
  address: string;
  formSubmissions: HeldSubmission[];
  mentionedInSubmissions: Mention[];
  /** One per address as written (look-ups compare them alike, so two spellings are both this person's). */
  newsletterSubscriptions: {
    email: string;
    locale: Locale;
    createdAt: Date;
    confirmedAt: Date | null;
    unsubscribedAt: Date | null;
  }[];
  standingSearches: Record<string, Json | Date>[];
  propertyWatches: {
    property: string;
    locale: Locale;
    createdAt: Date;
    confirmedAt: Date | null;
    stoppedAt: Date | null;
    lastMailedAt: Date | null;
  }[];
  appointmentBookings: {
    property: string;
    startsAt: Date;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    locale: Locale;
    status: string;
    createdAt: Date;
  }[];
  mails: HeldMail[];
  /** Another person's mail that names this address: only which one (its address is replaced on erasure). */
  mentionedInMails: { id: number; kind: string; status: string; createdAt: Date; sentAt: Date | null }[];
  /** Accounts whose e-mail or user name is this address: erase deletes each. */
  ownerAccounts: HeldOwner[];
  staffProfiles: { slug: string; firstName: string; lastName: string; email: string; phone: string }[];
}

/** How many of each kind an erasure removed (or would remove). */
export interface ErasedCounts {
  formSubmissions: number;
  uploads: number;
  testimonials: number;
  mentions: number;
  newsletterSubscriptions: number;
  standingSearches: number;
  propertyWatches: number;
  appointmentBookings: number;
  mails: number;
  ownerAccounts: number;
  ownerSessions: number;
  rateLimitCounters: number;
}
