import { afterEach, describe, expect, it, vi } from "vitest";
import { MIN_SECRET_LENGTH, settingProblems } from "@/lib/config";

// The start check (instrumentation.ts): what a server refuses, with every problem named in one message; and the
// settings once read where they were used, each with its default.

const secret = (n: number) => `${n}`.repeat(MIN_SECRET_LENGTH);
const production = {
  NODE_ENV: "production",
  SITE_URL: "https://www.atrium-immo.example",
  NEXTAUTH_SECRET: secret(1),
  RATE_LIMIT_SECRET: secret(2),
  CAPTCHA_SECRET: secret(3),
  VIEW_COUNT_SECRET: secret(4),
};

describe("settings in production", () => {
  it("start with the site's https address and every shared secret", () => {
    expect(settingProblems(production)).toEqual([]);
  });

  it("refuse to start without them, naming every one that is missing in a single message", () => {
    const refusal = settingProblems({ NODE_ENV: "production" });
    for (const name of ["SITE_URL", "NEXTAUTH_SECRET", "RATE_LIMIT_SECRET", "CAPTCHA_SECRET", "VIEW_COUNT_SECRET"]) {
      expect(refusal).toContainEqual(expect.stringContaining(`${name} is not set`));
    }
    expect(settingProblems({ ...production, CAPTCHA_SECRET: "" })).toEqual([
      expect.stringMatching(/^CAPTCHA_SECRET is not set; it signs the forms' captcha challenges/),
    ]);
  });

  it("take next-auth's other name for the session secret", () => {
    const { NEXTAUTH_SECRET, ...rest } = production;
    expect(settingProblems({ ...rest, AUTH_SECRET: NEXTAUTH_SECRET })).toEqual([]);
    expect(settingProblems({ ...rest, AUTH_SECRET: "short" })).toEqual([
      expect.stringMatching(/^AUTH_SECRET has 5 characters; it needs at least 32/),
    ]);
  });

  it("refuse an http address other than the machine itself, which would send no Secure cookie nor HSTS", () => {
    expect(settingProblems({ ...production, SITE_URL: "http://www.atrium-immo.example" })).toEqual([
      expect.stringMatching(/^SITE_URL "http:\/\/www.atrium-immo.example" is not https/),
    ]);
    for (const local of ["http://localhost:3000", "http://127.0.0.1:3100", "http://[::1]:3000"]) {
      expect(settingProblems({ ...production, SITE_URL: local }), local).toEqual([]);
    }
    expect(settingProblems({ ...production, SITE_URL: "www.atrium-immo.example" })[0]).toMatch(/is not an address/);
    expect(settingProblems({ ...production, SITE_URL: "ftp://atrium-immo.example" })[0]).toMatch(/not a web address/);
  });

  it("refuse one secret used for two jobs", () => {
    expect(settingProblems({ ...production, VIEW_COUNT_SECRET: production.RATE_LIMIT_SECRET })).toEqual([
      "VIEW_COUNT_SECRET has the same value as RATE_LIMIT_SECRET; give each secret its own.",
    ]);
  });
});

describe("settings anywhere", () => {
  it("let a development server start without secrets (each process draws its own) or a site address", () => {
    expect(settingProblems({ NODE_ENV: "development" })).toEqual([]);
    expect(settingProblems({})).toEqual([]);
  });

  it("refuse a secret shorter than 32 characters, naming it, its length and its job", () => {
    const refusal = settingProblems({ STAFF_API_SECRET: "x".repeat(31), REVALIDATE_SECRET: "short" }).join("\n");
    expect(refusal).toContain(
      "STAFF_API_SECRET has 31 characters; it needs at least 32 (it opens the staff endpoints (PATCH /api/staff/properties/, POST /api/staff/sync/); unset keeps it closed)",
    );
    expect(refusal).toContain(
      "REVALIDATE_SECRET has 5 characters; it needs at least 32 (it opens POST /api/revalidate/",
    );
    expect(settingProblems({ STAFF_API_SECRET: "", REVALIDATE_SECRET: secret(5) })).toEqual([]);
    expect(settingProblems({ NEXTAUTH_SECRET: "too-short" })[0]).toContain(
      "NEXTAUTH_SECRET has 9 characters; it needs at least 32 (it encrypts the owners' session cookies",
    );
  });

  it("refuse a whole-number setting set to anything else, instead of quietly using the default", () => {
    expect(settingProblems({ FORM_RATE_LIMIT: "20 per hour", UPLOAD_DAILY_MB: "0" })).toEqual([
      'FORM_RATE_LIMIT is "20 per hour"; it takes a whole number above 0.',
      'UPLOAD_DAILY_MB is "0"; it takes a whole number above 0.',
    ]);
    expect(settingProblems({ FORM_RATE_LIMIT: "20", UPLOAD_DAILY_MB: " 25 " })).toEqual([]);
  });

  it("refuse a file store it does not know, and an S3 store without its bucket or with half its keys", () => {
    expect(settingProblems({ FILE_STORE: "nfs" })).toEqual([
      'FILE_STORE is "nfs"; it takes folder, postgres, s3 (folder when unset).',
    ]);
    expect(settingProblems({ FILE_STORE: "s3", S3_ENDPOINT: "s3.example.be", S3_ACCESS_KEY_ID: "key" })).toEqual([
      "S3_BUCKET is not set; FILE_STORE=s3 keeps the files in that bucket.",
      'S3_ENDPOINT "s3.example.be" is not a web address, for example S3_ENDPOINT=https://s3.example.be.',
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK's own.",
    ]);
    expect(settingProblems({ FILE_STORE: "s3", S3_BUCKET: "site", S3_ENDPOINT: "http://127.0.0.1:9000" })).toEqual([]);
    expect(settingProblems({ FILE_STORE: "postgres" })).toEqual([]);
  });
});

describe("the CRM's settings", () => {
  const crm = {
    CRM_URL: "https://crm.example/OmnicasaService.svc/",
    CRM_CUSTOMER_NAME: "atrium",
    CRM_CUSTOMER_PASSWORD: "kept-in-the-server-settings",
  };

  it("start with the CRM's address, name and password, and the default language ids", () => {
    expect(settingProblems({ ...production, ...crm })).toEqual([]);
    expect(settingProblems({ ...production, ...crm, CRM_LANGUAGE_IDS: "fr:1,nl:2,en:3,de:4" })).toEqual([]);
  });

  it("refuse an address without its closing slash, a missing name or password, and unreadable language ids", () => {
    expect(
      settingProblems({
        ...production,
        CRM_URL: "https://crm.example/OmnicasaService.svc",
        CRM_LANGUAGE_IDS: "nl:1,fr:2",
      }),
    ).toEqual([
      "CRM_URL must end with a slash, for example CRM_URL=https://crm.example/OmnicasaService.svc/.",
      "CRM_CUSTOMER_NAME is not set; the CRM at CRM_URL asks for it.",
      "CRM_CUSTOMER_PASSWORD is not set; the CRM at CRM_URL asks for it.",
      expect.stringMatching(/^CRM_LANGUAGE_IDS lacks an id for en, de/),
    ]);
    expect(settingProblems({ ...production, ...crm, CRM_URL: "ftp://crm.example/" })).toEqual([
      "CRM_URL is not a web address, for example CRM_URL=https://crm.example/OmnicasaService.svc/.",
    ]);
  });

  it("ask nothing of the CRM when none is named", () => {
    expect(settingProblems({ ...production, CRM_LANGUAGE_IDS: "nonsense" })).toEqual([]);
  });
});

describe("the log's settings", () => {
  it("refuse a level or format the log does not know, naming the ones it takes", () => {
    expect(settingProblems({ LOG_LEVEL: "verbose", LOG_FORMAT: "xml" })).toEqual([
      'LOG_LEVEL is "verbose"; it takes one of trace, debug, info, warn, error, fatal, silent.',
      'LOG_FORMAT is "xml"; it takes json or pretty.',
    ]);
    expect(settingProblems({ LOG_LEVEL: "warn", LOG_FORMAT: "pretty" })).toEqual([]);
  });
});

/** lib/config.ts as a server that starts with these settings reads it. */
async function configuredWith(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import("@/lib/config");
}

describe("the settings read in lib/config.ts", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("default to French and a cookie that remembers the language for a year, as next-intl's routing reads them", async () => {
    const { config } = await configuredWith({ DEFAULT_LOCALE: undefined, LOCALE_COOKIE_MAX_AGE: undefined });
    expect(config.defaultLocale).toBe("fr");
    expect(config.localeCookieMaxAgeSeconds).toBe(31_536_000);
    const { localeCookie, routing } = await import("@/lib/i18n/routing");
    expect(routing.defaultLocale).toBe("fr");
    expect(localeCookie.maxAge).toBe(31_536_000);
  });

  it("take a language and a cookie lifetime that are set", async () => {
    const set = await configuredWith({ DEFAULT_LOCALE: "nl", LOCALE_COOKIE_MAX_AGE: "3600" });
    expect([set.config.defaultLocale, set.config.localeCookieMaxAgeSeconds]).toEqual(["nl", 3600]);
    expect((await import("@/lib/i18n/routing")).routing.defaultLocale).toBe("nl");
  });

  it("refuse at start a language, a cookie lifetime or a drain time that is none, instead of quietly using the default", async () => {
    const { settingProblems } = await configuredWith({});
    expect(
      settingProblems({ DEFAULT_LOCALE: "NL", LOCALE_COOKIE_MAX_AGE: "0", SHUTDOWN_DRAIN_SECONDS: "five" }),
    ).toEqual([
      'DEFAULT_LOCALE is "NL"; it takes en, nl, fr, de.',
      'SHUTDOWN_DRAIN_SECONDS is "five"; it takes a whole number of seconds, 0 or more.',
      'LOCALE_COOKIE_MAX_AGE is "0"; it takes a whole number above 0.',
    ]);
    expect(settingProblems({ DEFAULT_LOCALE: "de", LOCALE_COOKIE_MAX_AGE: "60", SHUTDOWN_DRAIN_SECONDS: "0" })).toEqual(
      [],
    );
  });

  it("send the language cookie only over https when the site is served so", async () => {
    await configuredWith({ SITE_URL: "https://www.atrium-immo.example" });
    expect((await import("@/lib/i18n/routing")).localeCookie.secure).toBe(true);
    await configuredWith({ SITE_URL: undefined });
    expect((await import("@/lib/i18n/routing")).localeCookie.secure).toBe(false);
  });

  it("name Redis only when REDIS_URL is set, and development only under next dev", async () => {
    expect((await configuredWith({ REDIS_URL: undefined, NODE_ENV: "production" })).config).toMatchObject({
      redisUrl: undefined,
      development: false,
    });
    expect(
      (await configuredWith({ REDIS_URL: "redis://127.0.0.1:6379/0", NODE_ENV: "development" })).config,
    ).toMatchObject({
      redisUrl: "redis://127.0.0.1:6379/0",
      development: true,
    });
  });

  it("give next-auth the site's address unless NEXTAUTH_URL names another", async () => {
    const { tellNextAuthItsAddress } = await configuredWith({
      SITE_URL: "https://www.atrium-immo.example/",
      NEXTAUTH_URL: undefined,
    });
    tellNextAuthItsAddress();
    expect(process.env.NEXTAUTH_URL).toBe("https://www.atrium-immo.example/api/auth");
    vi.stubEnv("NEXTAUTH_URL", "https://auth.atrium-immo.example/api/auth");
    tellNextAuthItsAddress();
    expect(process.env.NEXTAUTH_URL).toBe("https://auth.atrium-immo.example/api/auth");
  });

  it("hand a child process this one's environment with what it adds", async () => {
    const { childEnvironment } = await configuredWith({ PGSSLMODE: "require" });
    expect(childEnvironment({ PGPASSWORD: "secret" })).toMatchObject({
      PATH: process.env.PATH,
      PGSSLMODE: "require",
      PGPASSWORD: "secret",
    });
    expect(process.env.PGPASSWORD).toBeUndefined();
  });
});
