import { describe, expect, it } from "vitest";
import { renderMail } from "@/lib/mail/template";
import { mailFrame } from "@/lib/mail/templates/frame";
import { locales } from "@/lib/i18n/locales";

// Every mail is drawn in one frame (lib/mail/template.ts): on a phone's mail app its card narrows to the screen
// rather than holding 600 px, and its footer says an e-mail address, not a street address (issue 44).

describe("the frame every mail is drawn in", () => {
  it("narrows to a phone's screen and stops growing at 600 px", () => {
    const { html } = renderMail({ locale: "fr", paragraphs: ["Bonjour"], signature: "", footer: "" });
    const card = /<table role="presentation"[^>]*max-width:600px[^>]*>/.exec(html)?.[0];
    expect(card).toContain('width="100%"');
    expect(html).not.toMatch(/width="600"/);
  });

  it.each([
    ["en", "this e-mail address"],
    ["nl", "dit e-mailadres"],
    ["fr", "cette adresse e-mail"],
    ["de", "dieser E-Mail-Adresse"],
  ] as const)("says in its footer which e-mail address a form was sent with (%s)", async (locale, words) => {
    expect(locales).toContain(locale);
    const { footer } = await mailFrame(locale);
    expect(footer).toContain(words);
  });
});
