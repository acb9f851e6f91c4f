import { expect, type Locator, type Page } from "@playwright/test";

// Helpers of the form specs (tests/e2e/forms-*.spec.ts). Each test writes to its own address and reads
// its mails on the demo mailbox page (no SMTP in tests).

export const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.be`;

export async function mailsTo(page: Page, address: string) {
  await page.goto("/en/dev/mailbox/");
  const mails = page.locator("[data-mail]").filter({ has: page.locator("[data-to]", { hasText: address }) });
  return mails;
}

/** The agency's copy of what `address` sent: it names the visitor's address but goes elsewhere. */
export function agencyCopiesFrom(page: Page, address: string) {
  return page
    .locator("[data-mail]")
    .filter({ hasText: address })
    .filter({ has: page.locator("[data-to]", { hasNotText: address }) });
}

/** The captcha is solved by the browser when the form comes into view; the button works after that. */
export async function waitForCaptcha(form: Locator, text: string) {
  await expect(form.getByText(text)).toBeVisible({ timeout: 20_000 });
}

/** A thank-you page reached from a property's form: its address names that property's page (?from=). */
export const thanksFrom = (path: string, id: number) =>
  new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\?from=%2F[^&#]+%2F${id}%2F$`);
