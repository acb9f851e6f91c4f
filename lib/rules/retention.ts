// How long the site keeps what visitors give it (GDPR art. 5(1)(e)): the daily retention job
// (lib/retention/job.ts) deletes whatever is older than its cut-off. Each period is a setting
// (lib/config.ts, docs/operations.md#retention-of-personal-data); the defaults are the privacy statement's.

export interface RetentionPeriods {
  /** Unconfirmed newsletter subscriptions and standing searches, after their last confirmation link expired. */
  unconfirmedDays: number;
  /** Newsletter subscriptions left and standing searches stopped, after leaving or stopping. */
  endedDays: number;
  /** Form submissions and their files, after the last submission from the same address. */
  submissionMonths: number;
  /** Files sent with job applications (CVs), after they were sent. */
  cvMonths: number;
  /** Visit bookings, after the visit's end. */
  bookingMonths: number;
  /** Records of cookie choices, after the choice. */
  consentMonths: number;
  /** Mails in the outbox, after they were sent or given up (their bodies hold what visitors typed). */
  mailDays: number;
  /** Property watches, after they were stopped or their confirmation was asked for and never given. */
  watchDays: number;
}

export const DEFAULT_RETENTION: RetentionPeriods = {
  unconfirmedDays: 7,
  endedDays: 30,
  submissionMonths: 24,
  cvMonths: 6,
  bookingMonths: 12,
  consentMonths: 36,
  mailDays: 90,
  watchDays: 90,
};

/** Expired mailed links still answer "expired" this long (not "unknown"), then go; they name nobody. */
export const EXPIRED_LINK_DAYS = 90;

/** What is older than each of these is deleted (strictly older: a row at the cut-off stays one more day). */
export interface RetentionCutoffs {
  /** Unconfirmed subscriptions and searches whose confirmation links all expired before this. */
  confirmationExpired: Date;
  /** Newsletter subscriptions left, and standing searches stopped, before this. */
  ended: Date;
  /** Submissions of an address whose latest submission is older than this, with their files. */
  lastContact: Date;
  /** Job applications' files sent before this. */
  cvSent: Date;
  /** Bookings of visits that ended before this. */
  visitEnded: Date;
  /** Cookie choices made before this. */
  consentGiven: Date;
  /** Outbox mails sent, or given up as dead, before this. */
  mailFinished: Date;
  /** Watches stopped, or unconfirmed and last asked to confirm, before this. */
  watchEnded: Date;
  /** Mailed links that expired before this. */
  linkExpired: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** The same time of day `months` calendar months earlier; a day the month lacks becomes its last (31 Aug → 28 Feb). */
export function monthsBefore(now: Date, months: number): Date {
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(now.getUTCFullYear(), month + 1, 0)).getUTCDate();
  const at = new Date(now);
  at.setUTCFullYear(now.getUTCFullYear(), month, Math.min(now.getUTCDate(), lastDay));
  return at;
}

/** Each kind's cut-off at `now` under these periods. */
export function retentionCutoffs(periods: RetentionPeriods, now: Date): RetentionCutoffs {
  return {
    confirmationExpired: daysBefore(now, periods.unconfirmedDays),
    ended: daysBefore(now, periods.endedDays),
    lastContact: monthsBefore(now, periods.submissionMonths),
    cvSent: monthsBefore(now, periods.cvMonths),
    visitEnded: monthsBefore(now, periods.bookingMonths),
    consentGiven: monthsBefore(now, periods.consentMonths),
    mailFinished: daysBefore(now, periods.mailDays),
    watchEnded: daysBefore(now, periods.watchDays),
    linkExpired: daysBefore(now, EXPIRED_LINK_DAYS),
  };
}

/** The job looks every hour and works once a day: a run's turn lasts this long from its start. */
export const RETENTION_TURN_MS = DAY_MS;

/** When the next run is due after one that started at `startedAt`. */
export const nextRetentionRun = (startedAt: Date) => new Date(startedAt.getTime() + RETENTION_TURN_MS);
