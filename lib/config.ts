import path from "node:path";

// Every setting the site reads from its environment, in one place (documented in the README); the
// language settings are in lib/i18n/routing.ts, which client code reads too.
function readInt(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? "", 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

export const config = {
  databaseUrl: process.env.DATABASE_URL || undefined,
  databasePoolSize: readInt(process.env.DATABASE_POOL_SIZE, 10),
  // Read at run time; the ignore comment keeps Turbopack from tracing the whole project for it.
  embeddedDataDir: path.resolve(/*turbopackIgnore: true*/ process.env.PGLITE_DATA_DIR ?? ".data/pglite"),
  siteUrl: (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/$/, ""),
  queryLogFile: process.env.DB_QUERY_LOG || undefined,
  // Bearer secrets of the staff and revalidation endpoints: unset keeps an endpoint closed, and one shorter
  // than 32 characters stops the server at start (lib/auth/secrets.ts, instrumentation.ts).
  staffApiSecret: process.env.STAFF_API_SECRET || undefined,
  revalidateSecret: process.env.REVALIDATE_SECRET || undefined,
  // Encrypts the owners' session cookies (next-auth); the same on every web server, at least 32 characters.
  // Unset (the demo, one server), each process uses its own random secret: a restart signs owners out.
  authSecret: process.env.NEXTAUTH_SECRET || process.env.AUTH_SECRET || undefined,
  // Failed sign-ins one address may make in 15 minutes (one account allows 5, fixed).
  loginFailuresPerAddress: readInt(process.env.LOGIN_FAILURES_PER_ADDRESS, 5),
  // Sold and rented properties stay in search results (with their marquee, last) unless this is "false".
  searchShowsClosed: process.env.SEARCH_SHOW_CLOSED !== "false",
  // Mail: without SMTP_URL (the demo) mails stay in the outbox and show on /dev/mailbox/.
  smtpUrl: process.env.SMTP_URL || undefined,
  mailFrom: process.env.MAIL_FROM || undefined,
  // The outbox's mails readable on /{lang}/dev/mailbox/: only without SMTP, and in production only when
  // DEV_MAILBOX=true (the demo), since they hold what visitors typed; and only ever from the machine itself.
  devMailbox: !process.env.SMTP_URL && (process.env.NODE_ENV !== "production" || process.env.DEV_MAILBOX === "true"),
  mailWorkerIntervalMs: readInt(process.env.MAIL_WORKER_INTERVAL_MS, 5000),
  // Mails to addresses visitors typed, sent in any hour; more wait in the outbox (the agency is alerted).
  visitorMailHourlyCap: readInt(process.env.VISITOR_MAIL_HOURLY_CAP, 100),
  // Where the outbox's alerts (cap reached, dead mail) go; the agency's address by default.
  mailAlertTo: process.env.MAIL_ALERT_TO || undefined,
  // Signs captcha challenges; every web server of one site needs the same value.
  captchaSecret: process.env.CAPTCHA_SECRET || undefined,
  // Keys the rate-limit counters (an HMAC of each address or e-mail); the same on every web server.
  rateLimitSecret: process.env.RATE_LIMIT_SECRET || undefined,
  // Keys the daily salt of the page-view counter (lib/portal/view-count.ts); the same on every web server,
  // or a visitor who reaches two servers on one day counts twice.
  viewCountSecret: process.env.VIEW_COUNT_SECRET || undefined,
  // Submissions one address may send per hour, all forms together.
  formRateLimit: readInt(process.env.FORM_RATE_LIMIT, 20),
  // "Send to a friend" mails per day: to one recipient, and from one sender (address, and e-mail).
  friendMailsPerRecipient: readInt(process.env.SEND_TO_FRIEND_RECIPIENT_LIMIT, 3),
  friendMailsPerSender: readInt(process.env.SEND_TO_FRIEND_SENDER_LIMIT, 10),
  // Visit bookings one address may make per day (and one open booking per e-mail and property).
  visitBookingLimit: readInt(process.env.VISIT_BOOKING_LIMIT, 5),
  // Consent choices recorded, and captcha challenges handed out, per address per hour.
  consentRateLimit: readInt(process.env.CONSENT_RATE_LIMIT, 60),
  captchaRateLimit: readInt(process.env.CAPTCHA_RATE_LIMIT, 300),
  // Documents sent by e-mail on request (EPC certificates, …), outside public/ so nobody downloads them.
  documentDir: path.resolve(/*turbopackIgnore: true*/ process.env.DOCUMENT_DIR ?? ".data/documents"),
  // Uploaded files (CVs, testimonial images) are kept here, outside public/.
  uploadDir: path.resolve(/*turbopackIgnore: true*/ process.env.UPLOAD_DIR ?? ".data/uploads"),
  // What the forms accept in files over 24 hours: per address (files and MB, as stored) and for the site.
  uploadQuota: {
    filesPerAddress: readInt(process.env.UPLOAD_DAILY_FILES, 10),
    bytesPerAddress: readInt(process.env.UPLOAD_DAILY_MB, 25) * 1024 * 1024,
    bytesSiteWide: readInt(process.env.UPLOAD_SITE_DAILY_MB, 500) * 1024 * 1024,
  },
  // Cookie consent: a choice lasts consentMaxAgeDays and is asked again when the policy version changes.
  // Integrations are off unless configured; their scripts load only for an accepted category.
  consent: {
    policyVersion: readInt(process.env.COOKIE_POLICY_VERSION, 1),
    maxAgeDays: readInt(process.env.CONSENT_MAX_AGE_DAYS, 182),
    googleTagId: process.env.GOOGLE_TAG_ID || undefined,
    googleTagScript: process.env.GOOGLE_TAG_SCRIPT_URL || undefined,
    matomoUrl: process.env.MATOMO_URL || undefined,
    matomoSiteId: process.env.MATOMO_SITE_ID || "1",
    metaPixelId: process.env.META_PIXEL_ID || undefined,
    metaPixelScript: process.env.META_PIXEL_SCRIPT_URL || undefined,
  },
  mapTiles: {
    url: process.env.MAP_TILE_URL ?? "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
    attribution: process.env.MAP_TILE_ATTRIBUTION ?? "© OpenStreetMap contributors",
  },
};
