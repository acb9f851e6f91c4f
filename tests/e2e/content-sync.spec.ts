import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { startStandIn, type StandIn } from "../../scripts/crm-stand-in-server.mjs";
import { until } from "../support/until";
import { e2eSecrets, serverSettings } from "./support";

// A sync from the agency's CRM (the stand-in, tests/fixtures/crm) while the site runs on its own embedded
// database: `npm run crm:sync` hands the sync to the site, which holds the database; a new price shows on the
// property's page and in the list within 2 s of the command's end, its photo is served from MEDIA_DIR, and a
// property or a project the CRM deleted answers 410 (a sold-out project keeps its page); a project's unit
// properties make its price list; an owner it lists is invited, chooses a password from the mail and finds
// their property in the portal. Runs after the tests on the suite's server, beside the other specs with servers of
// their own (playwright.config.ts).

const dataDir = ".data/e2e-sync";
const etterbeek = { id: 4101, title: "Appartement lumineux deux chambres près du Cinquantenaire" };
let standIn: StandIn;
let server: ChildProcess;
let site: string;
let mediaDir: string;
let serverOutput = "";

/** E2E_SYNC_PORT, or a port the system has free. */
async function freePort(): Promise<number> {
  if (process.env.E2E_SYNC_PORT) return Number(process.env.E2E_SYNC_PORT);
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Runs a command to its end without blocking this process, where the stand-in answers the site's calls. */
function run(
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output })));
}

const databaseEnv = () => ({ PGLITE_DATA_DIR: dataDir, DATABASE_URL: "" });
const crmEnv = () => ({
  CRM_URL: standIn.url,
  CRM_CUSTOMER_NAME: standIn.customer,
  CRM_CUSTOMER_PASSWORD: standIn.password,
});

/** `npm run crm:sync` as staff run it beside the site: the site runs the sync and the command prints its report. */
async function crmSync(): Promise<string> {
  const { code, output } = await run("npm", ["run", "crm:sync"], {
    ...databaseEnv(),
    ...crmEnv(),
    SITE_URL: site,
    STAFF_API_SECRET: e2eSecrets.staff,
  });
  expect(output).toContain(`The site at ${site} holds the database: it runs the sync.`);
  expect(code, output).toBe(0);
  return output;
}

/** The property's card in the for-sale list of its town, on a fresh load. */
async function etterbeekCard(page: Page) {
  await page.goto(`${site}/fr/a-vendre/?q=Etterbeek`, { waitUntil: "domcontentloaded" });
  return page.getByRole("article").filter({ has: page.getByRole("link", { name: etterbeek.title }) });
}

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(360_000);
  standIn = await startStandIn({ port: 0 });
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-sync-media-"));
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(`${dataDir}.lock`, { recursive: true, force: true });
  const seeded = await run("npm", ["run", "db:seed"], databaseEnv());
  expect(seeded.code, seeded.output).toBe(0);
  const port = await freePort();
  site = `http://localhost:${port}`;
  server = spawn("node", ["server.mjs", "-p", String(port)], {
    env: {
      ...process.env,
      ...databaseEnv(),
      ...serverSettings(site),
      ...crmEnv(),
      MEDIA_DIR: mediaDir,
      DEV_MAILBOX: "true",
      DB_QUERY_LOG: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  server.stdout!.on("data", (chunk: Buffer) => (serverOutput += chunk.toString()));
  server.stderr!.on("data", (chunk: Buffer) => (serverOutput += chunk.toString()));
  await until(async () => (await fetch(`${site}/fr/`).catch(() => null))?.ok === true, 90_000).catch(() => {
    throw new Error(`${site} did not start:\n${serverOutput}`);
  });
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    process.kill(-server.pid!, "SIGTERM");
    await exited;
  }
  await standIn?.close();
  if (mediaDir) fs.rmSync(mediaDir, { recursive: true, force: true });
});

test("(fr) a sync while the site runs shows a new price on the page and in the list within 2 s, and a deletion answers 410", async ({
  page,
  request,
}) => {
  const first = await crmSync();
  // Three staff members, two owners, a project and five properties; both owners are invited.
  expect(first).toMatch(/Sync of the CRM \(everything\): 11 added, .* 0 failed/);
  expect(first).toContain("Owners: 2 invited to choose a password, 0 no longer listed (disabled).");

  // The synced property, as a visitor finds it: in the list of its town, then on its page.
  const card = await etterbeekCard(page);
  await expect(card.locator(".card-price")).toHaveText(/345\s000\s€/);
  await card.getByRole("link", { name: etterbeek.title }).click();
  await expect(page).toHaveURL(/\/fr\/a-vendre\/etterbeek\/[^/]+\/\d+\/$/);
  const propertyUrl = page.url();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(etterbeek.title);
  await expect(page.locator("[data-price]")).toHaveText(/345\s000\s€/);

  // Its photos, fetched from the CRM and re-encoded, are served by the site.
  const html = await (await request.get(propertyUrl)).text();
  // Named as is, or inside an optimised image's address.
  const hash = /(?:\/|%2F)media(?:\/|%2F)synced(?:\/|%2F)([0-9a-f]{64})\.webp/i.exec(html)?.[1];
  expect(hash, "the page shows a synced photo").toBeTruthy();
  const served = await request.get(`${site}/media/synced/${hash}.webp`);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");

  // Staff lower the price in the CRM; the next sync shows it everywhere within 2 s.
  standIn.patchRecord("property", etterbeek.id, { Price: 339_000 });
  expect(await crmSync()).toMatch(/Sync of the CRM \(changes since .*\): 0 added, 1 changed, .* 0 failed/);
  await expect(async () => {
    await page.goto(propertyUrl, { waitUntil: "domcontentloaded" });
    await expect(page.locator("[data-price]")).toHaveText(/339\s000\s€/, { timeout: 100 });
    const listed = await etterbeekCard(page);
    await expect(listed.locator(".card-price")).toHaveText(/339\s000\s€/, { timeout: 100 });
  }).toPass({ timeout: 2_000, intervals: [50] });

  // Staff delete it in the CRM; after the next sync its address answers 410 Gone.
  standIn.deleteRecord("property", etterbeek.id);
  expect(await crmSync()).toMatch(/: 0 added, 0 changed, .* 1 withdrawn, 0 failed/);
  await expect
    .poll(async () => (await request.get(propertyUrl, { maxRedirects: 0 })).status(), {
      timeout: 2_000,
      intervals: [50],
    })
    .toBe(410);
});

test("(fr) a project from the CRM lists its unit properties in its price list, each linked to its page", async ({
  page,
}) => {
  // The CRM gives a project no units of its own: ATR-2045 names project 301 (ProjectID).
  await page.goto(`${site}/fr/projets/`, { waitUntil: "domcontentloaded" });
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: "Résidence Kouter" }) });
  await expect(card).toContainText("1 lot · 1 disponible");
  await expect(card).toContainText(/À partir de 289\s000\s€/);
  await card.getByRole("link", { name: "Résidence Kouter" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Résidence Kouter");

  const row = page.getByRole("table", { name: /Liste de prix/ }).getByRole("row", { name: /ATR-2045/ });
  await expect(row).toContainText(/289\s000\s€/);
  await expect(row).toContainText("Disponible");
  await row.getByRole("link", { name: "ATR-2045" }).click();
  await expect(page).toHaveURL(/\/fr\/a-vendre\/leuven\/[^/]+\/\d+\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Résidence Kouter, appartement A1.2 avec terrasse");
});

test("(nl, de) a project the CRM sells out keeps its page; one it deletes answers 410 with a page saying so", async ({
  page,
  request,
}) => {
  const kouter = { nl: "Residentie Kouter", de: "Residenz Kouter" };
  const addressIn = async (list: string, name: string) => {
    await page.goto(`${site}${list}`, { waitUntil: "domcontentloaded" });
    const href = await page.getByRole("main").getByRole("link", { name, exact: true }).first().getAttribute("href");
    expect(href, `${name} in ${list}`).toBeTruthy();
    return `${site}${href}`;
  };
  const nl = await addressIn("/nl/projecten/", kouter.nl);
  const de = await addressIn("/de/projekte/", kouter.de);

  // Sold out in the CRM: the page stays.
  standIn.patchRecord("project", 301, { Status: 2 });
  expect(await crmSync()).toMatch(/: 0 added, 1 changed, .* 0 failed/);
  for (const [address, name] of [
    [nl, kouter.nl],
    [de, kouter.de],
  ] as const) {
    const response = await page.goto(address);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  }

  // Deleted in the CRM: after the next sync its address answers 410 Gone, in every language, with the
  // gone page in the served HTML and a way to the projects that are still offered.
  standIn.deleteRecord("project", 301);
  expect(await crmSync()).toMatch(/: 0 added, 0 changed, .* 1 withdrawn, 0 failed/);
  await expect
    .poll(async () => (await request.get(nl, { maxRedirects: 0 })).status(), { timeout: 2_000, intervals: [50] })
    .toBe(410);
  for (const [address, name, heading, list, listLink] of [
    [
      nl,
      kouter.nl,
      "Dit project wordt niet meer aangeboden",
      "/nl/projecten/",
      "Bekijk onze actuele nieuwbouwprojecten",
    ],
    [
      de,
      kouter.de,
      "Dieses Projekt wird nicht mehr angeboten",
      "/de/projekte/",
      "Zu unseren aktuellen Neubauprojekten",
    ],
  ] as const) {
    const served = await request.get(address, { maxRedirects: 0 });
    expect(served.status()).toBe(410);
    expect(await served.text()).toContain(heading);
    const response = await page.goto(address);
    expect(response?.status()).toBe(410);
    await expect(page).toHaveURL(address);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("main")).toContainText(name);
    await expect(page.getByRole("main").getByRole("link", { name: listLink })).toHaveAttribute("href", list);
    // Cached like the project's page was: the next visitor gets it without a render.
    await expect(async () => {
      const again = await request.get(address, { maxRedirects: 0 });
      expect(again.status()).toBe(410);
      expect(again.headers()["x-nextjs-cache"]).toBe("HIT");
    }).toPass({ timeout: 10_000 });
  }
  // Taken out of the list (the seeded projects stay).
  await page.goto(`${site}/nl/projecten/`);
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: kouter.nl })).toHaveCount(0);
});

test("(nl) an owner the CRM lists chooses a password from the invitation and finds their property in the portal", async ({
  page,
}) => {
  const marc = { email: "marc.dewilde@example.net", password: "tuinhuis-aan-de-alzette-31" };
  let link = "";
  await expect
    .poll(async () => {
      await page.goto(`${site}/en/dev/mailbox/`);
      const texts = await page
        .locator("[data-mail]")
        .filter({ has: page.locator("[data-to]", { hasText: marc.email }) })
        .filter({ hasText: "Uw account op het eigenaarsportaal van" })
        .locator("[data-text]")
        .allTextContents();
      link =
        texts.flatMap((text) => text.match(/http\S+\/nl\/login\/nieuw-wachtwoord\/\?token=[\w-]+/g) ?? [])[0] ?? "";
      return link;
    })
    .not.toBe("");

  // Not before the password is chosen.
  await page.goto(`${site}/nl/login/`);
  await page.getByLabel("Gebruikersnaam of e-mailadres").fill(marc.email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(marc.password);
  await page.getByRole("button", { name: "Aanmelden" }).click();
  await expect(page).toHaveURL(/\/nl\/login\//);

  await page.goto(link);
  await page.getByLabel("Nieuw wachtwoord", { exact: true }).fill(marc.password);
  await page.getByLabel("Bevestig het nieuwe wachtwoord").fill(marc.password);
  await page.getByRole("button", { name: "Nieuw wachtwoord bewaren" }).click();
  await expect(page).toHaveURL(/\/nl\/login\/\?status=password-changed/);

  await page.getByLabel("Gebruikersnaam of e-mailadres").fill(marc.email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(marc.password);
  await page.getByRole("button", { name: "Aanmelden" }).click();
  await expect(page).toHaveURL(`${site}/nl/eigenaarsportaal/`);
  // His property in Esch-sur-Alzette (the one in Etterbeek was deleted in the CRM above).
  await expect(page.getByRole("main")).toContainText("ATR-2044");
});
