import { spawnSync } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";
import { agencyCopiesFrom, unique, waitForCaptcha } from "./support/forms";
import { e2eSecrets } from "./support";

// A person's request about their data while the site runs on its embedded database, which it holds
// (docs/operations.md, "Requests about personal data"): npm run privacy:export and privacy:erase ask the running
// site (POST /api/staff/privacy/), so answering needs no stop. The site answers only its own machine, with the
// staff secret.

const message = "Please call me about the flat in Ixelles.";

/** The command as staff run it beside the e2e server: its database folder, which that server holds. */
function npm(script: string, args: string[], secret = e2eSecrets.staff) {
  const run = spawnSync("npm", ["run", "-s", script, "--", ...args], {
    env: { ...process.env, DATABASE_URL: "", PGLITE_DATA_DIR: ".data/e2e", STAFF_API_SECRET: secret },
    encoding: "utf8",
  });
  return { status: run.status, out: run.stdout, err: run.stderr.trim() };
}

async function sendContactMessage(page: Page, email: string) {
  await page.goto("/en/contact/");
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByRole("combobox", { name: "Title" }).selectOption("NONE");
  await form.getByRole("textbox", { name: "First name" }).fill("Noor");
  await form.getByRole("textbox", { name: "Last name" }).fill("Claes");
  await form.getByRole("textbox", { name: "E-mail address" }).fill(email);
  await form.getByRole("textbox", { name: "Your message" }).fill(message);
  await form.getByRole("checkbox", { name: /privacy statement/ }).check();
  await waitForCaptcha(form, "Verified: you are not a robot");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(/\/en\/thank-you\/contact\/$/);
}

test("(en) a visitor's data is exported and erased by the commands through the running site", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const site = baseURL!;
  const email = unique("privacy");
  await sendContactMessage(page, email);
  await page.goto("/en/dev/mailbox/");
  await expect(agencyCopiesFrom(page, email).first()).toContainText(message);

  const exported = npm("privacy:export", [email, "--site", site]);
  expect(exported.status, exported.err).toBe(0);
  expect(exported.err).toBe(`The site at ${site} holds the database: it answered the request.`);
  expect(JSON.parse(exported.out)).toMatchObject({
    address: email,
    formSubmissions: [{ kind: "CONTACT", payload: { remark: message } }],
  });

  const dry = npm("privacy:erase", [email, "--site", site]);
  expect(dry.status, dry.err).toBe(0);
  expect(dry.out).toMatch(
    /^Would erase from the embedded PostgreSQL in \S+: 1 form submission, .+\. Nothing was changed: run again with --yes to erase\.\n$/,
  );
  expect(JSON.parse(npm("privacy:export", [email, "--site", site]).out).formSubmissions).toHaveLength(1);

  const erased = npm("privacy:erase", [email, "--yes", "--site", site]);
  expect(erased.status, erased.err).toBe(0);
  expect(erased.out).toMatch(/^Erased from the embedded PostgreSQL in \S+: 1 form submission, .+\.\n$/);
  expect(erased.out).not.toContain(email);
  await page.goto("/en/dev/mailbox/");
  await expect(page.locator("[data-mail]").first()).toBeVisible();
  await expect(agencyCopiesFrom(page, email)).toHaveCount(0);
  expect(JSON.parse(npm("privacy:export", [email, "--site", site]).out)).toMatchObject({
    address: email,
    formSubmissions: [],
  });
});

test("the site answers a request about personal data only with the staff secret, straight from its machine", async ({
  request,
  baseURL,
}) => {
  const site = baseURL!;
  const ask = (data: unknown, headers: Record<string, string> = {}) =>
    request.post("/api/staff/privacy/", {
      data,
      headers: { authorization: `Bearer ${e2eSecrets.staff}`, ...headers },
      maxRedirects: 0,
    });
  const anne = { action: "export", address: "anne.dupont@owner.example" };
  expect((await ask(anne)).status()).toBe(200);
  expect((await ask(anne, { authorization: `Bearer ${e2eSecrets.revalidate}` })).status()).toBe(401);
  // Passed on by a proxy on this machine: not this machine's request.
  expect((await ask(anne, { "x-forwarded-for": "203.0.113.9" })).status()).toBe(403);
  for (const bad of [null, { action: "export" }, { action: "erase", address: "anne.dupont@owner.example" }]) {
    expect((await ask(bad)).status(), JSON.stringify(bad)).toBe(400);
  }
  const notAnAddress = await ask({ action: "export", address: "anne" });
  expect(notAnAddress.status()).toBe(400);
  expect(await notAnAddress.json()).toEqual({
    error: '"anne" is not an e-mail address: give the address the person wrote from.',
  });

  expect(npm("privacy:export", ["anne.dupont@owner.example", "--site", site], `${e2eSecrets.staff}x`)).toEqual({
    status: 1,
    out: "",
    err: `The site at ${site} refused the request (401): unauthorised.`,
  });
});
