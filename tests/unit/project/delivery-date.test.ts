import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { formatLongDate } from "@/lib/rules/date";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import nl from "@/messages/nl.json";

// Issue 44: a project's delivery is a sentence with its date written out, never a field's "30-9-2027" beside
// a long date; the works' progress below keeps the field form.

const messages = { en, nl, fr, de };

describe("a project's delivery date", () => {
  it.each([
    ["en", "Delivery planned for 30 September 2027", "Delivered on 1 December 2026"],
    ["nl", "Oplevering gepland op 30 september 2027", "Opgeleverd op 1 december 2026"],
    ["fr", "Livraison prévue le 30 septembre 2027", "Livré le 1er décembre 2026"],
    ["de", "Fertigstellung geplant am 30. September 2027", "Fertiggestellt am 1. Dezember 2026"],
  ] as const)("%s", (locale, planned, delivered) => {
    const t = createTranslator({ locale, messages: messages[locale], namespace: "Projects" });
    const line = (status: string, date: string) => t("deliveryOn", { status, date: formatLongDate(date, locale) });
    expect(line("UNDER_CONSTRUCTION", "2027-09-30")).toBe(planned);
    expect(line("PLANNED", "2027-09-30")).toBe(planned);
    expect(line("DELIVERED", "2026-12-01T00:00:00.000Z")).toBe(delivered);
  });
});
