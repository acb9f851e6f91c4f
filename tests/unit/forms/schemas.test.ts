import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { errorKeys, fieldErrors } from "@/lib/forms/fields";
import { contactSchema, propertyRequestSchema, sendToFriendSchema, valuationSchema } from "@/lib/forms/schemas";
import { renderMail } from "@/lib/mail/template";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import nl from "@/messages/nl.json";

const messages = { en, nl, fr, de } as const;
type Locale = keyof typeof messages;
const errorsIn = (locale: Locale) =>
  createTranslator({ locale, messages: messages[locale], namespace: "Forms.errors" });

/** The messages a schema gives for `input`, in `locale`, per field. */
function messagesFor(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
  input: unknown,
  locale: Locale,
) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const t = errorsIn(locale);
  return Object.fromEntries(
    Object.entries(fieldErrors(result.error as Parameters<typeof fieldErrors>[0])).map(([field, key]) => [
      field,
      t(key),
    ]),
  );
}

const person = {
  title: "MS",
  firstName: "An",
  lastName: "Peeters",
  email: "an@example.be",
  phone: "0475 12 34 56",
  remark: "Graag meer info.",
  privacy: "on",
};

describe("form schemas", () => {
  it("accept a complete contact form, reading checkboxes as a browser sends them", () => {
    const parsed = contactSchema.parse({ ...person, contactSlots: "13-16", newsletter: "on" });
    expect(parsed).toMatchObject({ contactSlots: ["13-16"], newsletter: true, privacy: true, email: "an@example.be" });
    expect(contactSchema.parse({ ...person, firstName: "  An  " }).firstName).toBe("An");
  });

  it("give the spec's Dutch wording (spec §5)", () => {
    expect(messagesFor(contactSchema, { ...person, email: "an@" }, "nl")).toEqual({
      email: "E-mailadres is niet geldig",
    });
    expect(messagesFor(contactSchema, {}, "nl")).toMatchObject({
      title: "Aanspreking is verplicht",
      firstName: "Voornaam is verplicht",
      lastName: "Naam is verplicht",
      email: "E-mailadres is verplicht",
      privacy: "U moet akkoord gaan met de privacyverklaring",
    });
    // A plain message needs no phone; a valuation, where an agent calls, does.
    expect(messagesFor(contactSchema, {}, "nl")).not.toHaveProperty("phone");
    expect(messagesFor(valuationSchema, {}, "nl")).toMatchObject({ phone: "Telefoonnummer is verplicht" });
  });

  it.each([
    ["en", "E-mail address is not valid", "First name is required"],
    ["nl", "E-mailadres is niet geldig", "Voornaam is verplicht"],
    ["fr", "L'adresse e-mail n'est pas valide", "Le prénom est obligatoire"],
    ["de", "Die E-Mail-Adresse ist ungültig", "Der Vorname ist erforderlich"],
  ] as const)("speak %s", (locale, invalidEmail, missingFirstName) => {
    expect(
      messagesFor(propertyRequestSchema, { ...person, propertyId: 3, email: "x@y", firstName: "" }, locale),
    ).toEqual({
      email: invalidEmail,
      firstName: missingFirstName,
    });
  });

  it("refuse a phone number that is not one, a title outside the spec's, a text too long", () => {
    expect(messagesFor(contactSchema, { ...person, phone: "call me" }, "en")).toEqual({
      phone: "Phone number is not valid",
    });
    expect(messagesFor(contactSchema, { ...person, title: "DR" }, "en")).toEqual({ title: "Title is required" });
    expect(messagesFor(contactSchema, { ...person, remark: "x".repeat(4001) }, "fr")).toEqual({
      remark: "Ce texte est trop long",
    });
    expect(messagesFor(contactSchema, { ...person, contactSlots: ["9-10"] }, "en")).toHaveProperty("contactSlots");
  });

  it("check the friend's address with its own message (spec §5)", () => {
    const friend = { firstName: "Lena", email: "lena@example.de", privacy: "on", propertyId: 7 };
    expect(messagesFor(sendToFriendSchema, { ...friend, friendEmail: "" }, "de")).toEqual({
      friendEmail: "Die E-Mail-Adresse Ihres Freundes fehlt oder ist ungültig",
    });
    expect(messagesFor(sendToFriendSchema, { ...friend, friendEmail: "jonas@" }, "nl")).toEqual({
      friendEmail: "Het e-mailadres van uw vriend ontbreekt of is niet geldig",
    });
    expect(sendToFriendSchema.safeParse({ ...friend, friendEmail: "jonas@example.de" }).success).toBe(true);
  });

  it("keep the sender's first name, the only typed text the friend reads, to a short name", () => {
    const friend = { email: "lena@example.de", friendEmail: "jonas@example.de", privacy: "on", propertyId: 7 };
    for (const firstName of ["Lena", "Jean-Marie", "Zoë", "D'Artagnan", "Anne Sophie", "Éloïse", "Łukasz"]) {
      expect(sendToFriendSchema.safeParse({ ...friend, firstName }).success, firstName).toBe(true);
    }
    for (const firstName of [
      "Lena www.cheap-pills.example",
      "http://evil.example",
      "Lena: call 0475123456",
      "Buy cheap pills today now",
      "Lena\nSubject",
      "L3na",
      "Lena <b>",
    ]) {
      expect(messagesFor(sendToFriendSchema, { ...friend, firstName }, "en"), firstName).toEqual({
        firstName: "A first name has letters only (with spaces, hyphens or apostrophes), 30 characters at most",
      });
    }
    expect(messagesFor(sendToFriendSchema, { ...friend, firstName: "A".repeat(31) }, "en")).toEqual({
      firstName: "This text is too long",
    });
  });

  it.each(Object.keys(messages) as Locale[])("%s has a message for every error, the captcha's included", (locale) => {
    const t = errorsIn(locale) as unknown as { has: (key: string) => boolean };
    for (const key of errorKeys) expect(t.has(key), key).toBe(true);
  });

  it("keep the spec's captcha and summary wording in Dutch", () => {
    const t = createTranslator({ locale: "nl", messages: nl, namespace: "Forms" });
    expect(t("errors.captchaEmpty")).toBe("Bevestig dat u geen robot bent");
    expect(t("notSent")).toBe("Uw mail wordt niet verzonden. Probeer het opnieuw");
    expect(t("errors.valuationAddress")).toBe("Geef het adres van uw eigendom in");
    expect(t("errors.types")).toBe("U moet minstens een type pand selecteren");
  });
});

describe("renderMail", () => {
  it("writes the same content as HTML and as text, escaping what the visitor typed", () => {
    const { html, text } = renderMail({
      greeting: "Beste An,",
      paragraphs: ["Bedankt."],
      rowsTitle: "Wat u ons stuurde",
      rows: [
        ["Bericht", "<script>alert(1)</script>\nTweede regel"],
        ["Leeg", " "],
      ],
      link: { href: "https://example.be/nl/te-koop/x/y/1/", label: "Bekijk het pand" },
      signature: "Met vriendelijke groeten",
      footer: "Voetnoot",
    });
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;<br>Tweede regel");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("Leeg");
    expect(text).toContain("Bericht: <script>alert(1)</script>\nTweede regel");
    expect(text).toContain("Bekijk het pand: https://example.be/nl/te-koop/x/y/1/");
    expect(text.startsWith("Beste An,")).toBe(true);
  });
});
