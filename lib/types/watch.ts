import type { Locale } from "@/lib/i18n/locales";
import type { PriceTerms } from "@/lib/rules/asking-price";
import type { WatchEvent } from "@/lib/rules/watch";
import type { QueuedMail } from "./mail";

// A watched property's change as its watchers' mails tell it (lib/db/property-watches.ts decides who and
// when, lib/mail/templates/watch-alert.ts what the mail says).

export interface WatchAlert {
  event: WatchEvent;
  property: {
    id: number;
    goal: number;
    reference: string;
    citySlug: string;
    texts: Array<{ locale: string; slug: string; title: string }>;
  };
  /** The price now (after the drop), null when not published. */
  price: number | null;
  /** The price before a drop. */
  before: number | null;
  /** What is paid beyond the price, as the property's pages say it. */
  priceTerms: PriceTerms;
}

/** The tokens of a watcher's mail: the one-click stop of this watch, and the page that stops every watch of the address. */
export interface WatchMailTokens {
  stop: string;
  all: string;
}

/** Draws a watcher's mail, ready for the outbox: passed to the writers of a change by their callers. */
export type WatchMailer = (
  watcher: { email: string; locale: Locale },
  alert: WatchAlert,
  tokens: WatchMailTokens,
) => QueuedMail;
