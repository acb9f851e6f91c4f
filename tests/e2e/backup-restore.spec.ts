import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import pg from "pg";
import { until } from "../support/until";
import { agencyCopiesFrom, unique, waitForCaptcha } from "./support/forms";
import { demoOwners, demoPassword, portalPath } from "./support/owner";
import { freePort, startServer, type SpawnedServer } from "./support/spawned-server";
import { consentCookie, e2eSecrets } from "./support";

// Backups that restore (npm run db:backup / db:restore, docs/operations.md): a running demo on its own embedded
// folder receives a contact message and a person's view, is backed up through the site (which holds the folder),
// restored into a new folder, and a server started there shows the message's mail, the owner's sign-in and the
// same view figures; the files' folders come along. A restore into a folder that holds data, or one a running
// server holds, is refused in one sentence. On PostgreSQL: pg_dump and pg_restore into a fresh database.

const adminUrl = process.env.E2E_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
// A person's browser: the suite's own says it is headless and counts no view (playwright.config.ts).
const person = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** The settings naming a site's database and files' folders under `root`. */
const siteIn = (root: string) => ({
  DATABASE_URL: "",
  PGLITE_DATA_DIR: path.join(root, "db"),
  UPLOAD_DIR: path.join(root, "uploads"),
  MEDIA_DIR: path.join(root, "media"),
  DOCUMENT_DIR: path.join(root, "documents"),
});

function npm(script: string, args: string[], env: Record<string, string>) {
  const run = spawnSync("npm", ["run", "-s", script, "--", ...args], {
    env: { ...process.env, STAFF_API_SECRET: e2eSecrets.staff, ...env },
    encoding: "utf8",
  });
  return { status: run.status, out: run.stdout, err: run.stderr.trim() };
}

async function ready(server: SpawnedServer) {
  await until(
    async () => (await fetch(`${server.base}/api/health/ready/`).catch(() => null))?.status === 200,
    90_000,
  ).catch(() => {
    throw new Error(`did not start:\n${server.output()}`);
  });
}

async function sendContactMessage(page: Page, base: string, email: string) {
  await page.goto(`${base}/en/contact/`);
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByRole("combobox", { name: "Title" }).selectOption("NONE");
  await form.getByRole("textbox", { name: "First name" }).fill("Sam");
  await form.getByRole("textbox", { name: "Last name" }).fill("Janssens");
  await form.getByRole("textbox", { name: "E-mail address" }).fill(email);
  await form.getByRole("textbox", { name: "Your message" }).fill("Kept in the backup?");
  await form.getByRole("checkbox", { name: /privacy statement/ }).check();
  await waitForCaptcha(form, "Verified: you are not a robot");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(`${base}/en/thank-you/contact/`);
}

/** Signs the owner in on `base` and answers their first property's portal page and public page. */
async function firstProperty(page: Page, base: string) {
  await page.goto(`${base}/fr/login/?next=${encodeURIComponent(portalPath.fr)}`);
  await page.getByLabel(/nom d.utilisateur ou adresse e-mail/i).fill(demoOwners.dupont.username);
  await page.getByLabel(/^mot de passe$/i).fill(demoPassword);
  await page.getByRole("button", { name: /se connecter/i }).click();
  await expect(page).toHaveURL(`${base}${portalPath.fr}`);
  await page.locator("[data-property]").first().getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const publicPath = await page.getByRole("link", { name: "Voir la page publique" }).first().getAttribute("href");
  return { portal: new URL(page.url()).pathname, publicPath: publicPath! };
}

const figures = async (page: Page) => page.locator("[data-figure] dd").allTextContents();

async function visitAsPerson(browser: Browser, url: string) {
  const context = await browser.newContext({ userAgent: person });
  const page = await context.newPage();
  const beacon = page.waitForResponse((r) => r.url().includes("/api/views/") && r.request().method() === "POST");
  expect((await page.goto(url))?.status()).toBe(200);
  expect((await beacon).status()).toBe(204);
  await context.close();
}

const filesUnder = (dir: string) => fs.readdirSync(dir, { recursive: true }).map(String).sort();

test("a running demo's backup, restored into a new folder, serves its submission, owners and page views", async ({
  page,
  browser,
}) => {
  // Two seeds, two server starts and a browser session: several minutes on two cores.
  test.setTimeout(600_000);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "atrium-backup-"));
  const original = siteIn(path.join(root, "original"));
  const restored = siteIn(path.join(root, "restored"));
  const backup = path.join(root, "site.tar.gz");
  const servers: SpawnedServer[] = [];
  try {
    const seed = npm("db:seed", [], original);
    expect(seed.status, seed.err).toBe(0);
    const a = startServer(await freePort(), { ...original, DEV_MAILBOX: "true" });
    servers.push(a);
    await ready(a);

    const email = unique("backup");
    await sendContactMessage(page, a.base, email);
    const { portal, publicPath } = await firstProperty(page, a.base);
    await visitAsPerson(browser, `${a.base}${publicPath}`);

    // The site holds the folder: the command asks it, and it writes the view it still holds before the copy.
    const made = npm("db:backup", [backup, "--site", a.base], original);
    expect(made.status, made.err).toBe(0);
    expect(made.out).toContain(`taken by the site at ${a.base}`);
    expect(fs.statSync(backup).mode & 0o777).toBe(0o600);
    expect(npm("db:backup", [backup, "--site", a.base], original)).toMatchObject({
      status: 1,
      err: `${backup} exists already: name a new file, so that no backup is overwritten.`,
    });
    await page.goto(`${a.base}${portal}`);
    const before = await figures(page);
    expect(Number(before[0]?.replace(/\D/g, ""))).toBeGreaterThanOrEqual(1);

    // Not into the folder the running server holds.
    const locked = npm("db:restore", [backup, "--yes"], original);
    expect(locked.status, `${locked.out}\n${locked.err}`).toBe(1);
    expect(locked.err).toMatch(
      /^A running process holds the embedded PostgreSQL in .+: stop the site before restoring into its folder\.$/,
    );

    const restore = npm("db:restore", [backup], restored);
    expect(restore.status, restore.err).toBe(0);
    expect(restore.out).toContain(`into the embedded PostgreSQL in ${restored.PGLITE_DATA_DIR}.`);
    const again = npm("db:restore", [backup], restored);
    expect(again.status).toBe(1);
    expect(again.err).toMatch(
      /^The embedded PostgreSQL in .+ and the files' folders hold data \(.*2 owner accounts.*\)\. Nothing was restored\./,
    );
    fs.writeFileSync(path.join(restored.DOCUMENT_DIR, "stray.pdf"), "not in the backup");
    const replaced = npm("db:restore", [backup, "--yes"], restored);
    expect(replaced.status, replaced.err).toBe(0);
    expect(replaced.out).toMatch(/, replacing .*2 owner accounts.*file\(s\) in DOCUMENT_DIR/);
    expect(filesUnder(restored.DOCUMENT_DIR)).toEqual(filesUnder(original.DOCUMENT_DIR));
    expect(filesUnder(restored.MEDIA_DIR)).toEqual(filesUnder(original.MEDIA_DIR));
    expect(filesUnder(restored.DOCUMENT_DIR).length).toBeGreaterThan(0);

    const b = startServer(await freePort(), { ...restored, DEV_MAILBOX: "true" });
    servers.push(b);
    await ready(b);
    await page.goto(`${b.base}/en/dev/mailbox/`);
    await expect(agencyCopiesFrom(page, email).locator("[data-text]")).toContainText("Kept in the backup?");
    // Cookies are the host's, whatever the port: A's session (a row in the backup) would sign the owner in on B.
    await page.context().clearCookies();
    await page.context().addCookies([consentCookie()]);
    const restoredProperty = await firstProperty(page, b.base);
    expect(restoredProperty.portal).toBe(portal);
    expect(await figures(page)).toEqual(before);

    // With no server holding it, the command opens the folder itself.
    await b.stop();
    const direct = npm("db:backup", [path.join(root, "direct.tar.gz")], restored);
    expect(direct.status, direct.err).toBe(0);
    expect(direct.out).toContain("(taken from its folder)");
    const third = npm("db:restore", [path.join(root, "direct.tar.gz")], siteIn(path.join(root, "third")));
    expect(third.status, third.err).toBe(0);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test("a restore says in one sentence that a file is missing or is no backup", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "atrium-backup-"));
  try {
    const target = siteIn(root);
    expect(npm("db:restore", [path.join(root, "none.tar.gz")], target)).toMatchObject({
      status: 1,
      err: `There is no file ${path.join(root, "none.tar.gz")}.`,
    });
    const notABackup = npm("db:restore", ["package.json"], target);
    expect(notABackup.status).toBe(1);
    expect(notABackup.err).toMatch(/^\S+package\.json is not a backup of this site \(.+\)\.$/);
    expect(fs.existsSync(target.PGLITE_DATA_DIR)).toBe(false);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test("on PostgreSQL: pg_dump's backup restored by pg_restore into a fresh database holds the same rows", async () => {
  test.setTimeout(300_000);
  const names = { source: `atrium_e2e_backup_src_${process.pid}`, copy: `atrium_e2e_backup_copy_${process.pid}` };
  const urlOf = (database: string) => Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
  const query = async <T extends pg.QueryResultRow>(url: string, sql: string) => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    await client.connect();
    try {
      return (await client.query<T>(sql)).rows;
    } finally {
      await client.end();
    }
  };
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "atrium-backup-"));
  const backup = path.join(root, "site.tar.gz");
  const on = (database: string, folder: string) => ({
    ...siteIn(path.join(root, folder)),
    DATABASE_URL: urlOf(database),
  });
  const counts = (url: string) =>
    query(
      url,
      `SELECT (SELECT count(*) FROM "FormSubmission") AS submissions, (SELECT count(*) FROM "Owner") AS owners,
              (SELECT count(*) FROM "PropertyPageView") AS views`,
    );
  try {
    for (const name of Object.values(names)) {
      await query(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await query(adminUrl, `CREATE DATABASE ${name}`);
    }
    const seed = npm("db:seed", [], on(names.source, "source"));
    expect(seed.status, seed.err).toBe(0);
    const made = npm("db:backup", [backup], on(names.source, "source"));
    expect(made.status, made.err).toBe(0);
    expect(made.out).toContain("taken with pg_dump");

    // An embedded backup does not go into PostgreSQL, nor this one into a folder: said, not attempted.
    expect(npm("db:restore", [backup], siteIn(path.join(root, "folder"))).err).toBe(
      "This backup holds a PostgreSQL server's database: restore it with DATABASE_URL naming an empty database.",
    );
    // Without PostgreSQL's client tools: said in one sentence, and nothing restored.
    const bin = path.join(root, "bin");
    fs.mkdirSync(bin);
    fs.symlinkSync(process.execPath, path.join(bin, "node"));
    const withoutTools = spawnSync("node_modules/.bin/tsx", ["scripts/ops/db-restore.ts", backup], {
      env: { ...process.env, ...on(names.copy, "copy"), PATH: bin },
      encoding: "utf8",
    });
    expect(withoutTools.status).toBe(1);
    expect(withoutTools.stderr.trim().split("\n").pop()).toBe(
      "pg_restore is not installed on this machine: install PostgreSQL's client tools (on Debian: apt-get install postgresql-client), of the server's version or newer.",
    );
    expect(await query(urlOf(names.copy), "SELECT 1 FROM pg_tables WHERE schemaname = 'public'")).toEqual([]);

    const restore = npm("db:restore", [backup], on(names.copy, "copy"));
    expect(restore.status, restore.err).toBe(0);
    expect(restore.out).toContain(`into the PostgreSQL server 127.0.0.1:5432/${names.copy}.`);
    const [copied] = await counts(urlOf(names.copy));
    expect(copied).toEqual((await counts(urlOf(names.source)))[0]);
    expect(Number(copied!.submissions)).toBeGreaterThan(0);

    const refused = npm("db:restore", [backup], on(names.copy, "copy"));
    expect(refused.status).toBe(1);
    expect(refused.err).toMatch(
      /^The PostgreSQL server .+ and the files' folders hold data \(.*form submissions.*\)\. Nothing was restored\./,
    );
    expect(npm("db:restore", [backup, "--yes"], on(names.copy, "copy")).status).toBe(0);
    expect((await counts(urlOf(names.copy)))[0]).toEqual(copied);
  } finally {
    for (const name of Object.values(names)) await query(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    fs.rmSync(root, { recursive: true, force: true });
  }
});
