import { randomBytes } from "node:crypto";
import path from "node:path";
import { coreSettings } from "./config/core.mjs";
import { parseLanguageIds } from "./content-sync/crm-source";
import { isLocale, locales, type Locale } from "./i18n/locales";
import { LOG_LEVELS } from "./log.mjs";
import { DEFAULT_RETENTION } from "./rules/retention";

// Every setting the site reads from its environment, in one place (documented in docs/operations.md), and the
// check a server runs at start (settingProblems). Those plain JavaScript reads as well (server.mjs, the log, the
// cache handler, next.config.ts) are read in lib/config/core.mjs and re-exported here; a client component gets a
// value as a prop. ESLint refuses process.env in any other file of the site (docs/architecture.md#settings).

export { nextIsBuilding } from "./config/core.mjs";

type Env = Record<string, string | undefined>;

/** The whole-number settings, so that the start check can name one that is set to something else. */
const intSettings = new Set<string>();

function readInt(name: string, fallback: number): number {
  intSettings.add(name);
  return parsePositiveInt(process.env[name]) ?? fallback;
}

function parsePositiveInt(value: string | undefined): number | null {
  if (!value || !/^\s*\d+\s*$/.test(value)) return null;
  const n = Number.parseInt(value, 10);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
}

/** The retention periods, each in days or months (its name's end), at most a hundred years. */
const retentionSettings = new Set<string>();
const RETENTION_LIMITS = { DAYS: 36_500, MONTHS: 1_200 } as const;

function readRetention(name: `RETENTION_${string}_${keyof typeof RETENTION_LIMITS}`, fallback: number): number {
  retentionSettings.add(name);
  return readInt(name, fallback);
}

function defaultLocaleOf(value: string | undefined): Locale {
  return isLocale(value) ? value : "fr";
}

/**
 * The street as each language writes it (AGENCY_STREET_NL, …). A Brussels street has a French and a Dutch name:
 * the demo agency's Dutch pages show the Dutch one, the others the French one, as the German-speaking Belgian
 * reads Brussels addresses.
 */
function agencyStreets(env: Env): Partial<Record<Locale, string>> {
  const defaultDutchStreet = env.AGENCY_STREET ? undefined : "Waterloosesteenweg 612";
  return Object.fromEntries(
    locales.flatMap((locale) => {
      const street = env[`AGENCY_STREET_${locale.toUpperCase()}`] ?? (locale === "nl" ? defaultDutchStreet : undefined);
      return street === undefined ? [] : [[locale, street]];
    }),
  );
}

const FILE_STORES = ["folder", "postgres", "s3"] as const;

function fileStoreKind(value: string | undefined): (typeof FILE_STORES)[number] {
  return FILE_STORES.find((kind) => kind === value) ?? "folder";
}

export const config = {
  databaseUrl: process.env.DATABASE_URL || undefined,
  databasePoolSize: readInt("DATABASE_POOL_SIZE", 10),
  // Read at run time; the ignore comment keeps Turbopack from tracing the whole project for it.
  embeddedDataDir: path.resolve(/*turbopackIgnore: true*/ process.env.PGLITE_DATA_DIR ?? ".data/pglite"),
  siteUrl: coreSettings.siteUrl,
  // The language when nothing else decides, and how long the NEXT_LOCALE cookie remembers a visitor's choice.
  defaultLocale: defaultLocaleOf(process.env.DEFAULT_LOCALE),
  localeCookieMaxAgeSeconds: readInt("LOCALE_COOKIE_MAX_AGE", 60 * 60 * 24 * 365),
  // With REDIS_URL every web server shares Next's cache and hears every tag expiry (lib/cache/).
  redisUrl: coreSettings.redisUrl,
  // Under `next dev`, whose inline scripts the content security policy lets run.
  development: process.env.NODE_ENV === "development",
  queryLogFile: process.env.DB_QUERY_LOG || undefined,
  // Bearer secrets of the staff and revalidation endpoints: unset keeps an endpoint closed, and one shorter
  // than 32 characters stops the server at start (settingProblems below). The shared secrets: sharedSecret().
  staffApiSecret: process.env.STAFF_API_SECRET || undefined,
  revalidateSecret: process.env.REVALIDATE_SECRET || undefined,
  // Failed sign-ins one address may make in 15 minutes (lib/auth/throttle.ts has the per-account bars).
  loginFailuresPerAddress: readInt("LOGIN_FAILURES_PER_ADDRESS", 5),
  // Sold and rented properties stay in search results (with their marquee, last) unless this is "false".
  searchShowsClosed: process.env.SEARCH_SHOW_CLOSED !== "false",
  // Mail: without SMTP_URL (the demo) mails stay in the outbox and show on /dev/mailbox/.
  smtpUrl: process.env.SMTP_URL || undefined,
  mailFrom: process.env.MAIL_FROM || undefined,
  // The outbox's mails readable on /{lang}/dev/mailbox/: only without SMTP, and in production only when
  // DEV_MAILBOX=true (the demo), since they hold what visitors typed; and only ever from the machine itself.
  devMailbox: !process.env.SMTP_URL && (process.env.NODE_ENV !== "production" || process.env.DEV_MAILBOX === "true"),
  mailWorkerIntervalMs: readInt("MAIL_WORKER_INTERVAL_MS", 5000),
  // Mails to addresses visitors typed, sent in any hour; more wait in the outbox (the agency is alerted).
  visitorMailHourlyCap: readInt("VISITOR_MAIL_HOURLY_CAP", 100),
  // Of those, the mails one source (a client's address) may have sent in any hour; more wait for its next hour.
  visitorMailSourceHourlyCap: readInt("VISITOR_MAIL_SOURCE_HOURLY_CAP", 10),
  // Mails per day to one address that has confirmed nothing (a watch's, the newsletter's, a search's confirmation).
  unconfirmedMailsPerRecipient: readInt("UNCONFIRMED_MAIL_RECIPIENT_LIMIT", 3),
  // Where the outbox's alerts (cap reached, dead mail) go; the agency's address by default.
  mailAlertTo: process.env.MAIL_ALERT_TO || undefined,
  // Submissions one address may send per hour, all forms together.
  formRateLimit: readInt("FORM_RATE_LIMIT", 20),
  // "Send to a friend" mails per day: to one recipient, and from one sender (address, and e-mail).
  friendMailsPerRecipient: readInt("SEND_TO_FRIEND_RECIPIENT_LIMIT", 3),
  friendMailsPerSender: readInt("SEND_TO_FRIEND_SENDER_LIMIT", 10),
  // Visit bookings one address may make per day (and one open booking per e-mail and property).
  visitBookingLimit: readInt("VISIT_BOOKING_LIMIT", 5),
  // Consent choices recorded, and captcha challenges handed out, per address per hour.
  consentRateLimit: readInt("CONSENT_RATE_LIMIT", 60),
  captchaRateLimit: readInt("CAPTCHA_RATE_LIMIT", 300),
  // Documents sent by e-mail on request (EPC certificates, …), outside public/ so nobody downloads them.
  documentDir: path.resolve(/*turbopackIgnore: true*/ process.env.DOCUMENT_DIR ?? ".data/documents"),
  // Uploaded files (CVs, testimonial images) are kept here, outside public/.
  uploadDir: path.resolve(/*turbopackIgnore: true*/ process.env.UPLOAD_DIR ?? ".data/uploads"),
  // What the forms accept in files over 24 hours: per address (files and MB, as stored) and for the site.
  uploadQuota: {
    filesPerAddress: readInt("UPLOAD_DAILY_FILES", 10),
    bytesPerAddress: readInt("UPLOAD_DAILY_MB", 25) * 1024 * 1024,
    bytesSiteWide: readInt("UPLOAD_SITE_DAILY_MB", 500) * 1024 * 1024,
  },
  // Cookie consent: a choice lasts consentMaxAgeDays and is asked again when the policy version changes.
  // Integrations are off unless configured; their scripts load only for an accepted category.
  consent: {
    policyVersion: readInt("COOKIE_POLICY_VERSION", 1),
    maxAgeDays: readInt("CONSENT_MAX_AGE_DAYS", 182),
    googleTagId: process.env.GOOGLE_TAG_ID || undefined,
    googleTagScript: process.env.GOOGLE_TAG_SCRIPT_URL || undefined,
    matomoUrl: process.env.MATOMO_URL || undefined,
    matomoSiteId: process.env.MATOMO_SITE_ID || "1",
    metaPixelId: process.env.META_PIXEL_ID || undefined,
    metaPixelScript: process.env.META_PIXEL_SCRIPT_URL || undefined,
  },
  // The content sync (docs/content.md): the agency's CRM when CRM_URL names it (docs/crm-feed.md), synced every
  // CRM_SYNC_INTERVAL_MINUTES by one server at a time; photos it stores go to MEDIA_DIR.
  crm: {
    url: process.env.CRM_URL || undefined,
    customerName: process.env.CRM_CUSTOMER_NAME ?? "",
    customerPassword: process.env.CRM_CUSTOMER_PASSWORD ?? "",
    languageIds: process.env.CRM_LANGUAGE_IDS || undefined,
    // Hosts its photos may come from, besides CRM_URL's own.
    mediaHosts: (process.env.CRM_MEDIA_HOSTS ?? "")
      .split(",")
      .map((host) => host.trim())
      .filter(Boolean),
    syncIntervalMinutes: readInt("CRM_SYNC_INTERVAL_MINUTES", 15),
  },
  mediaDir: path.resolve(/*turbopackIgnore: true*/ process.env.MEDIA_DIR ?? ".data/media"),
  // Where those three keep their files (lib/storage/): the folders above on one machine, or one store every
  // server reads, PostgreSQL (the site's database) or an S3 bucket.
  fileStore: {
    kind: fileStoreKind(process.env.FILE_STORE),
    s3: {
      endpoint: process.env.S3_ENDPOINT || undefined,
      region: process.env.S3_REGION || "us-east-1",
      bucket: process.env.S3_BUCKET ?? "",
      accessKeyId: process.env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: process.env.S3_SECRET_ACCESS_KEY || undefined,
    },
  },
  // How long personal data is kept before the daily retention job deletes it (lib/rules/retention.ts).
  retention: {
    unconfirmedDays: readRetention("RETENTION_UNCONFIRMED_DAYS", DEFAULT_RETENTION.unconfirmedDays),
    endedDays: readRetention("RETENTION_ENDED_DAYS", DEFAULT_RETENTION.endedDays),
    submissionMonths: readRetention("RETENTION_SUBMISSION_MONTHS", DEFAULT_RETENTION.submissionMonths),
    cvMonths: readRetention("RETENTION_CV_MONTHS", DEFAULT_RETENTION.cvMonths),
    bookingMonths: readRetention("RETENTION_BOOKING_MONTHS", DEFAULT_RETENTION.bookingMonths),
    consentMonths: readRetention("RETENTION_CONSENT_MONTHS", DEFAULT_RETENTION.consentMonths),
    mailDays: readRetention("RETENTION_MAIL_DAYS", DEFAULT_RETENTION.mailDays),
    watchDays: readRetention("RETENTION_WATCH_DAYS", DEFAULT_RETENTION.watchDays),
  },
  mapTiles: {
    url: process.env.MAP_TILE_URL ?? "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
    attribution: process.env.MAP_TILE_ATTRIBUTION ?? "© OpenStreetMap contributors",
  },
  // The agency's identity, shown in the header, footer and mails (lib/agency.ts); the demo agency's by default.
  agency: {
    name: process.env.AGENCY_NAME ?? "Atrium Immo",
    street: process.env.AGENCY_STREET ?? "Chaussée de Waterloo 612",
    streets: agencyStreets(process.env),
    zip: process.env.AGENCY_ZIP ?? "1050",
    city: process.env.AGENCY_CITY ?? "Ixelles",
    phone: process.env.AGENCY_PHONE ?? "026401234",
    email: process.env.AGENCY_EMAIL ?? "info@atrium-immo.be",
    vat: process.env.AGENCY_VAT ?? "BE 0712.345.678",
    ipi: process.env.AGENCY_IPI ?? "512.345",
  },
};

/** This process's environment with `extra` added, for a child process (PostgreSQL's tools read PATH and PG… there). */
export function childEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}

/** next-auth reads its own address only from the environment: the site's, unless NEXTAUTH_URL names another. */
export function tellNextAuthItsAddress(): void {
  process.env.NEXTAUTH_URL ??= `${config.siteUrl}/api/auth`;
}

export const MIN_SECRET_LENGTH = 32;

/** Secrets every server of a production site must share, each at least 32 characters. */
const SHARED_SECRETS = {
  NEXTAUTH_SECRET: "encrypts the owners' session cookies (AUTH_SECRET is read too)",
  RATE_LIMIT_SECRET: "keys the limits' counters",
  CAPTCHA_SECRET: "signs the forms' captcha challenges",
  VIEW_COUNT_SECRET: "keys the page-view counter's daily salt",
} as const;

export type SharedSecret = keyof typeof SHARED_SECRETS;

const drawn = globalThis as unknown as { __drawnSecrets?: Map<SharedSecret, string> };

/**
 * A shared secret as configured (NEXTAUTH_SECRET also under next-auth's other name, AUTH_SECRET). Unset, as
 * in development and tests (production refuses to start), one drawn for this process: a restart then signs
 * owners out and forgets the limits' counts.
 */
export function sharedSecret(name: SharedSecret): string {
  const configured = process.env[name] || (name === "NEXTAUTH_SECRET" ? process.env.AUTH_SECRET : undefined);
  if (configured) return configured;
  const secrets = (drawn.__drawnSecrets ??= new Map());
  if (!secrets.has(name)) secrets.set(name, randomBytes(32).toString("base64url"));
  return secrets.get(name)!;
}

/** Bearer secrets of the staff endpoints: unset keeps an endpoint closed. */
const ENDPOINT_SECRETS = {
  STAFF_API_SECRET: "opens the staff endpoints (PATCH /api/staff/properties/, POST /api/staff/sync/)",
  REVALIDATE_SECRET: "opens POST /api/revalidate/",
} as const;

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
const generate = "(for example: openssl rand -base64 32), the same on every web server";

/**
 * What is missing or weak in the settings, one sentence each; empty when a server may start. Production
 * (NODE_ENV=production, as `npm start`) needs the site's address and every shared secret: without them
 * cookies are not Secure, mails link to localhost, and limits reset at each restart and multiply with servers.
 */
export function settingProblems(env: Env = process.env, production = env.NODE_ENV === "production"): string[] {
  const problems: string[] = [];
  const secrets: Array<[string, string]> = [];
  const secret = (name: string, role: string, value = env[name]) => {
    if (!value) return;
    if (value.length < MIN_SECRET_LENGTH) {
      problems.push(
        `${name} has ${value.length} characters; it needs at least ${MIN_SECRET_LENGTH} (it ${role}). ` +
          `Set a longer one ${generate}.`,
      );
    }
    const twin = secrets.find(([, other]) => other === value);
    if (twin) problems.push(`${name} has the same value as ${twin[0]}; give each secret its own.`);
    secrets.push([name, value]);
  };
  for (const [name, role] of Object.entries(SHARED_SECRETS)) {
    // next-auth reads its secret under either name, NEXTAUTH_SECRET first.
    const setAs = name === "NEXTAUTH_SECRET" && !env.NEXTAUTH_SECRET && env.AUTH_SECRET ? "AUTH_SECRET" : name;
    if (!env[setAs] && production) problems.push(`${name} is not set; it ${role}. Set one ${generate}.`);
    secret(setAs, role);
  }
  for (const [name, role] of Object.entries(ENDPOINT_SECRETS)) secret(name, `${role}; unset keeps it closed`);
  problems.push(...siteUrlProblems(env.SITE_URL, production));
  problems.push(...crmProblems(env));
  problems.push(...fileStoreProblems(env));
  problems.push(...logProblems(env));
  problems.push(...retentionProblems(env));
  if (env.DEFAULT_LOCALE && !isLocale(env.DEFAULT_LOCALE))
    problems.push(`DEFAULT_LOCALE is "${env.DEFAULT_LOCALE}"; it takes ${locales.join(", ")}.`);
  if (env.SHUTDOWN_DRAIN_SECONDS && !/^\s*\d+\s*$/.test(env.SHUTDOWN_DRAIN_SECONDS))
    problems.push(
      `SHUTDOWN_DRAIN_SECONDS is "${env.SHUTDOWN_DRAIN_SECONDS}"; it takes a whole number of seconds, 0 or more.`,
    );
  for (const name of intSettings) {
    const value = env[name];
    if (value && parsePositiveInt(value) === null)
      problems.push(`${name} is "${value}"; it takes a whole number above 0.`);
  }
  return problems;
}

function logProblems(env: Env): string[] {
  const problems: string[] = [];
  if (env.LOG_LEVEL && !LOG_LEVELS.includes(env.LOG_LEVEL))
    problems.push(`LOG_LEVEL is "${env.LOG_LEVEL}"; it takes one of ${LOG_LEVELS.join(", ")}.`);
  if (env.LOG_FORMAT && env.LOG_FORMAT !== "json" && env.LOG_FORMAT !== "pretty")
    problems.push(`LOG_FORMAT is "${env.LOG_FORMAT}"; it takes json or pretty.`);
  return problems;
}

function crmProblems(env: Env): string[] {
  if (!env.CRM_URL) return [];
  const problems: string[] = [];
  const example = "for example CRM_URL=https://crm.example/OmnicasaService.svc/";
  try {
    const url = new URL(env.CRM_URL);
    if (url.protocol !== "https:" && url.protocol !== "http:")
      problems.push(`CRM_URL is not a web address, ${example}.`);
    else if (!url.pathname.endsWith("/")) problems.push(`CRM_URL must end with a slash, ${example}.`);
  } catch {
    problems.push(`CRM_URL "${env.CRM_URL}" is not an address, ${example}.`);
  }
  for (const name of ["CRM_CUSTOMER_NAME", "CRM_CUSTOMER_PASSWORD"]) {
    if (!env[name]) problems.push(`${name} is not set; the CRM at CRM_URL asks for it.`);
  }
  try {
    parseLanguageIds(env.CRM_LANGUAGE_IDS || undefined);
  } catch (error) {
    problems.push((error as Error).message);
  }
  return problems;
}

function fileStoreProblems(env: Env): string[] {
  const kind = env.FILE_STORE;
  if (kind && !FILE_STORES.some((known) => known === kind))
    return [`FILE_STORE is "${kind}"; it takes ${FILE_STORES.join(", ")} (folder when unset).`];
  if (kind !== "s3") return [];
  const problems: string[] = [];
  if (!env.S3_BUCKET) problems.push("S3_BUCKET is not set; FILE_STORE=s3 keeps the files in that bucket.");
  if (env.S3_ENDPOINT && !/^https?:\/\//.test(env.S3_ENDPOINT))
    problems.push(
      `S3_ENDPOINT "${env.S3_ENDPOINT}" is not a web address, for example S3_ENDPOINT=https://s3.example.be.`,
    );
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
    problems.push("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK's own.");
  return problems;
}

function retentionProblems(env: Env): string[] {
  return [...retentionSettings].flatMap((name) => {
    const unit = name.endsWith("_MONTHS") ? "MONTHS" : "DAYS";
    const value = parsePositiveInt(env[name]);
    return value !== null && value > RETENTION_LIMITS[unit]
      ? [
          `${name} is "${env[name]}"; it takes ${unit.toLowerCase()} from 1 to ${RETENTION_LIMITS[unit]} (a hundred years).`,
        ]
      : [];
  });
}

function siteUrlProblems(value: string | undefined, production: boolean): string[] {
  const example = "Set the address visitors use, for example SITE_URL=https://www.example.be.";
  if (!value) return production ? [`SITE_URL is not set. ${example}`] : [];
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return [`SITE_URL "${value}" is not an address. ${example}`];
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    return [`SITE_URL "${value}" is not a web address. ${example}`];
  if (production && url.protocol === "http:" && !LOOPBACK_HOSTS.has(url.hostname)) {
    return [`SITE_URL "${value}" is not https: owners' cookies would not be Secure and no HSTS is sent. ${example}`];
  }
  return [];
}
