import { createTranslator } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { formConfirmation } from "@/lib/mail/templates/form-confirmation";
import { passwordChangedMail } from "@/lib/mail/templates/owner-mails";
import { visitBookingMails } from "@/lib/mail/templates/visit-booking";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import nl from "@/messages/nl.json";

// Issue 44: a mail's rows are fields (the spec's day-month-year), its sentences write the date out.

const messages = { en, nl, fr, de };
vi.mock("next-intl/server", () => ({
  getTranslations: async ({ locale, namespace }: { locale: keyof typeof messages; namespace: string }) =>
    createTranslator({ locale, messages: messages[locale], namespace: namespace as "Mail" }),
}));

const at = new Date("2026-12-01T13:30:00Z"); // 14:30 on Tuesday 1 December in Brussels
const property = { reference: "ATR-2003", title: "Villa", url: "https://atrium.test/fr/a-vendre/x/villa/3/" };
const owner = { firstName: "Anne", lastName: "Dupont", username: "owner.dupont", email: "anne@example.be" };

describe("dates in mails", () => {
  it.each(["en", "nl", "fr", "de"] as const)(
    "a form's confirmation says the day it was received as a field (%s)",
    async (locale) => {
      const mail = await formConfirmation({ kind: "CONTACT", locale, to: "a@example.be", now: at });
      expect(mail.text).toMatch(/\b1-12-2026\b/);
    },
  );

  it.each([
    ["en", "on 1 December 2026 at 14:30"],
    ["nl", "op 1 december 2026 om 14:30"],
    ["fr", "le 1er décembre 2026 à 14:30"],
    ["de", "am 1. Dezember 2026 um 14:30 geändert"],
  ] as const)("a sentence writes its moment out, in Brussels time (%s)", async (locale, expected) => {
    const mail = await passwordChangedMail({ ...owner, locale }, at);
    expect(mail.text).toContain(expected);
  });

  it.each([
    ["en", "Tuesday, 1 December 2026 at 14:30"],
    ["fr", "mardi 1er décembre 2026 à 14:30"],
  ] as const)("a booked viewing names its weekday, day and hour (%s)", async (locale, expected) => {
    const [mine] = await visitBookingMails({
      locale,
      values: { firstName: "Jan", lastName: "Peeters", email: "jan@example.be" },
      property: { ...property, manager: null },
      slot: { id: 1, startsAt: at, endsAt: new Date(at.getTime() + 1_800_000) },
      address: "Avenue Orban 96, 1150 Woluwe-Saint-Pierre",
    });
    expect(mine!.subject).toContain(expected);
  });
});
