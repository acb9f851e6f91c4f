import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { until } from "../support/until";
import { unique, waitForCaptcha } from "./support/forms";
import { serverSettings } from "./support";

// The client's address as the site's server (server.mjs) finds it, on a server of its own behind one
// trusted proxy (TRUST_PROXY_HOPS=1) with a limit of two forms an hour: whatever a visitor writes in
// X-Forwarded-For before the proxy's own entry changes nothing, and without that entry nothing passes.
// The proxy is played by the browser's request interception, which writes the whole header.

const port = Number(process.env.E2E_PROXIED_PORT ?? 3101);
const site = `http://localhost:${port}`;
const dataDir = ".data/e2e-proxied";
let server: ChildProcess;

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const env = { ...process.env, PGLITE_DATA_DIR: dataDir, DATABASE_URL: "" };
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(`${dataDir}.lock`, { recursive: true, force: true });
  expect(spawnSync("npx", ["tsx", "scripts/ops/db-migrate.ts"], { env, stdio: "inherit" }).status).toBe(0);
  server = spawn("node", ["server.mjs", "-p", String(port)], {
    env: { ...env, ...serverSettings(site), TRUST_PROXY_HOPS: "1", FORM_RATE_LIMIT: "2", DEV_MAILBOX: "true" },
    stdio: "inherit",
  });
  await until(async () => (await fetch(`${site}/en/`).catch(() => null))?.ok === true, 60_000);
});

test.afterAll(async () => {
  server?.kill();
});

/** Every request of the page reaches the site with this X-Forwarded-For (none when null). */
async function behindProxy(page: Page, forwardedFor: () => string | null) {
  await page.route(`${site}/**`, (route) => {
    const headers = route.request().headers();
    delete headers["x-forwarded-for"];
    const value = forwardedFor();
    return route.continue({ headers: value === null ? headers : { ...headers, "x-forwarded-for": value } });
  });
}

/** Sends the contact form in English; resolves once the server has answered. */
async function sendContact(page: Page) {
  await page.goto(`${site}/en/contact/`);
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByRole("combobox", { name: "Title" }).selectOption("MS");
  await form.getByRole("textbox", { name: "First name" }).fill("Eva");
  await form.getByRole("textbox", { name: "Last name", exact: true }).fill("Claes");
  await form.getByRole("textbox", { name: "E-mail address" }).fill(unique("eva"));
  await form.getByRole("textbox", { name: "Phone number" }).fill("0475123456");
  await form.getByRole("textbox", { name: "Your message" }).fill("I am looking for a flat in Ghent.");
  await form.getByRole("checkbox", { name: /privacy statement/ }).check();
  await waitForCaptcha(form, "Verified: you are not a robot");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(form.getByRole("alert").or(page.getByRole("heading", { name: "Thank you" }))).toBeVisible();
  return form;
}

test("(en) a spoofed, rotating X-Forwarded-For does not escape the hourly limit of the proxy's address", async ({
  page,
}) => {
  let n = 0;
  // The visitor writes a new address (or several) on every request; the proxy appends the real one.
  await behindProxy(page, () => `198.51.100.${++n % 250}, 10.${n % 250}.0.1, 203.0.113.50`);
  for (let sent = 0; sent < 2; sent++) {
    await sendContact(page);
    await expect(page).toHaveURL(`${site}/en/thank-you/contact/`);
  }
  const third = await sendContact(page);
  await expect(third.getByRole("alert")).toHaveText(
    "Too many messages were sent from your connection. Please try again in an hour.",
  );
  await expect(page).toHaveURL(`${site}/en/contact/`);

  // Another client behind the same proxy has a limit of its own.
  await page.unrouteAll();
  await behindProxy(page, () => "198.51.100.1, 203.0.113.51");
  await sendContact(page);
  await expect(page).toHaveURL(`${site}/en/thank-you/contact/`);
});

test("(en) a request without the proxy's entry, or with one that is no address, is refused", async ({ page }) => {
  for (const forwardedFor of [null, "unknown"]) {
    await page.unrouteAll();
    await behindProxy(page, () => forwardedFor);
    const form = await sendContact(page);
    await expect(form.getByRole("alert")).toHaveText(
      "Your connection could not be identified, so the form cannot be sent. Please contact us by phone or e-mail.",
    );
  }
});

test("the dev mailbox answers only the machine itself: a request any proxy passed on is refused, whatever it names", async ({
  request,
}) => {
  const status = async (headers: Record<string, string>) =>
    (await request.get(`${site}/en/dev/mailbox/`, { headers })).status();
  expect(await status({})).toBe(200);
  for (const forwardedFor of [
    "203.0.113.50",
    "127.0.0.1, 203.0.113.50",
    "2001:db8::1",
    "203.0.113.50, 127.0.0.1",
    "::1",
  ]) {
    expect(await status({ "x-forwarded-for": forwardedFor }), forwardedFor).toBe(404);
  }
  // A proxy on this machine that adds neither X-Forwarded-For nor X-Real-IP, only where it came from.
  expect(await status({ via: "1.1 front", "x-forwarded-host": "www.atrium-immo.example" })).toBe(404);
});
