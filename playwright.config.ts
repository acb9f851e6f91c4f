import { defineConfig, devices } from "@playwright/test";
import { consentCookie, consentPolicy, serverSettings } from "./tests/e2e/support";

// End-to-end tests drive Debian's Chromium (Playwright's own browser download is not available here)
// against the site's server (server.mjs, as `npm start`) on its own embedded database, seeded with the demo agency.
const port = Number(process.env.E2E_PORT ?? 3100);
export const queryLog = ".data/e2e-queries.log";
// Stands in for the analytics and pixel providers (tests/support/third-party-server.mjs).
export const thirdParty = `http://127.0.0.1:${Number(process.env.E2E_THIRD_PARTY_PORT ?? 3199)}`;
// The test of documented-commands.spec.ts that runs the benchmarks, by its title.
const benchmarks = /the benchmarks, at a small size/;

// A desktop Chromium that says it is headless, as it is: the site counts no page view from it (isbot), so
// the tests' own visits never reach an owner's statistics, whichever test runs beside which. (Playwright's
// "Desktop Chrome" names a person's browser, and contexts a test opens itself take it too.) The tests
// that count views give their visitors a person's user agent.
const desktop = {
  ...devices["Desktop Chrome"],
  channel: undefined,
  userAgent: devices["Desktop Chrome"].userAgent.replace(" Chrome/", " HeadlessChrome/"),
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // A test is a visitor's whole journey (a newsletter's double opt-in: two subscriptions with their captchas and
  // eight pages), 20–33 s beside another worker on a slow 2-core machine: a minute each. Every wait within a
  // test keeps Playwright's own 5 s.
  timeout: 60_000,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    // Visitors have already answered the consent dialog (rejected all), except in consent.spec.ts.
    storageState: { cookies: [consentCookie()], origins: [] },
    // No trace: recording one for every test (to keep a failing one's) took a third of the run's time on a 2-core
    // machine (4.9 minutes against 3.4 for four specs). A failure still prints its error, the calls before it and
    // the page as it stood (error-context.md); to follow it step by step, run the spec again with
    // `--trace retain-on-failure` and open the trace with `npx playwright show-trace`.
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: desktop,
      testIgnore:
        /changes\.spec\.ts|upload-bomb\.spec\.ts|client-address\.spec\.ts|several-servers\.spec\.ts|content-sync\.spec\.ts|documented-commands\.spec\.ts/,
    },
    // Tests that change the demo data run alone, after the others, so no other test sees their changes.
    // Each is a whole journey (mail round trips, several sign-ins with Argon2): 10–30 s on a loaded machine.
    {
      name: "data changes",
      use: desktop,
      testMatch: /changes\.spec\.ts/,
      testIgnore: /owner-guessing-changes\.spec\.ts/,
      dependencies: ["desktop"],
    },
    // Guessing takes owner.dupont past the account's bar, where every sign-in needs the captcha: after the
    // data changes, which sign in as that owner too.
    {
      name: "owner guessing",
      use: desktop,
      testMatch: /owner-guessing-changes\.spec\.ts/,
      dependencies: ["data changes"],
    },
    // A zip bomb sent to the suite's server while the health endpoint is timed: alone, so no other page shares
    // the server's thread.
    {
      name: "alone with the server",
      use: desktop,
      testMatch: /upload-bomb\.spec\.ts/,
      dependencies: ["owner guessing"],
    },
    // Specs with servers and databases of their own, none asking the suite's server: the client's address behind a
    // proxy (client-address.spec.ts: .data/e2e-proxied, port 3101), two servers on one PostgreSQL database and one
    // Redis (several-servers.spec.ts: a database named after its process, Redis database 5, ports 3102–3104), a sync
    // from the stand-in CRM (content-sync.spec.ts: .data/e2e-sync, a free port), the commands the docs name that act
    // on data (documented-commands.spec.ts: folders under a new temporary one). No folder, database or port in
    // common; after the tests on the suite's server, as they fill the build's cache beside it. One at a time: their
    // seeds and server starts keep both cores busy, so two at once gained little, and a sync's "new price within
    // 2 s" then missed its deadline on a slow machine (2026-12-07).
    {
      name: "servers of their own",
      use: desktop,
      workers: 1,
      testMatch:
        /client-address\.spec\.ts|several-servers\.spec\.ts|content-sync\.spec\.ts|documented-commands\.spec\.ts/,
      grepInvert: benchmarks,
      dependencies: ["alone with the server"],
    },
    // The benchmarks the docs name, at a small size: alone at the very end, as they load the machine (and the
    // cache-fill one the build's cache) and would slow the tests beside them.
    {
      name: "benchmarks",
      use: desktop,
      testMatch: /documented-commands\.spec\.ts/,
      grep: benchmarks,
      dependencies: ["servers of their own"],
    },
  ],
  webServer: [
    {
      // Pages rendered at run time are kept in .next across restarts: start from an empty cache.
      command: `rm -rf .data/e2e .data/e2e.lock .data/e2e-uploads .data/e2e-media .data/e2e-documents ${queryLog} .next/server/route-cache .next/cache/fetch-cache && npm run db:seed && node server.mjs -p ${port}`,
      url: `http://localhost:${port}/fr/`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PGLITE_DATA_DIR: ".data/e2e",
        DB_QUERY_LOG: queryLog,
        ...serverSettings(`http://localhost:${port}`),
        // No SMTP server: mails stay in the outbox and the tests read them on the demo mailbox page.
        DEV_MAILBOX: "true",
        // Every test's browser comes from one address; the limits are tested on their own
        // (client-address.spec.ts, integration tests).
        FORM_RATE_LIMIT: "10000",
        UPLOAD_DAILY_FILES: "10000",
        UPLOAD_DIR: ".data/e2e-uploads",
        // The demo's photos and documents, as the seed's content sync stores them.
        MEDIA_DIR: ".data/e2e-media",
        DOCUMENT_DIR: ".data/e2e-documents",
        VISIT_BOOKING_LIMIT: "10000",
        SEND_TO_FRIEND_SENDER_LIMIT: "10000",
        CONSENT_RATE_LIMIT: "10000",
        CAPTCHA_RATE_LIMIT: "10000",
        // The account limit (5 failures) still holds; the address limit is tested on its own (integration).
        LOGIN_FAILURES_PER_ADDRESS: "10000",
        DATABASE_URL: "",
        // No tile server is reachable from tests: the map must work without its background.
        MAP_TILE_URL: "/tiles-offline/{z}/{x}/{y}.png",
        DEFAULT_LOCALE: "fr",
        // Every integration configured, pointed at the local stand-in; a policy version above the first.
        COOKIE_POLICY_VERSION: String(consentPolicy.version),
        CONSENT_MAX_AGE_DAYS: String(consentPolicy.days),
        GOOGLE_TAG_ID: "G-TEST123",
        GOOGLE_TAG_SCRIPT_URL: `${thirdParty}/gtag/js`,
        MATOMO_URL: `${thirdParty}/matomo/`,
        MATOMO_SITE_ID: "1",
        META_PIXEL_ID: "1234567890",
        META_PIXEL_SCRIPT_URL: `${thirdParty}/fbevents.js`,
      },
    },
    {
      command: "node tests/support/third-party-server.mjs",
      url: `${thirdParty}/health`,
      reuseExistingServer: false,
      env: { PORT: new URL(thirdParty).port },
    },
  ],
});
