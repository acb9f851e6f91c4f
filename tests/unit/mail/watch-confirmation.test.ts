import { describe, expect, it } from "vitest";
import { watchConfirmationMail } from "@/lib/mail/templates/watch-confirmation";
import { locales } from "@/lib/i18n/locales";

// Issue 44: the confirmation is the mail's one clear action, so it comes before the way out, in both parts.

const property = {
  title: "Appartement neuf 2 chambres",
  reference: "ATR-2001",
  url: "https://example.be/fr/a-vendre/x/y/1/",
};
const tokens = { confirm: "confirm-token", stop: "stop-token" };

describe("the mail that asks to confirm watching a property", () => {
  it.each(locales)("puts the confirmation before the way out, as text and as HTML (%s)", async (locale) => {
    const mail = await watchConfirmationMail("a@example.be", locale, property, tokens);
    for (const part of [mail.text, mail.html]) {
      const confirm = part.indexOf("confirm=confirm-token");
      const stop = part.indexOf("stop-token");
      expect(confirm).toBeGreaterThan(-1);
      expect(stop).toBeGreaterThan(confirm);
    }
    expect(mail.text).toContain(property.title);
  });

  it("names the property in French without a missing elision: « de Appartement » would be wrong", async () => {
    const mail = await watchConfirmationMail("a@example.be", "fr", property, tokens);
    expect(mail.subject).toBe("Confirmez le suivi du bien « Appartement neuf 2 chambres »");
  });
});
