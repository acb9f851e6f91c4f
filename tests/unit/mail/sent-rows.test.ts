import { createTranslator } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { sentRows } from "@/lib/mail/templates/sent-rows";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import nl from "@/messages/nl.json";

// The agency's copy names the visitor with the title chosen: a submission stored with Miss, before it was
// dropped, must still read (as Ms, today's word), and the neutral choice adds no title at all.

const messages = { en, nl, fr, de };
vi.mock("next-intl/server", () => ({
  getTranslations: async ({ locale, namespace }: { locale: keyof typeof messages; namespace: string }) =>
    createTranslator({ locale, messages: messages[locale], namespace: namespace as "Forms" }),
}));

const nameIn = async (title: string | undefined, locale: keyof typeof messages) =>
  (await sentRows({ title, firstName: "An", lastName: "Peeters" }, locale))[0]?.[1];

describe("the visitor's name in the agency's copy", () => {
  it.each([
    ["MR", "en", "Mr An Peeters"],
    ["MS", "nl", "Mevr. An Peeters"],
    ["MISS", "fr", "Madame An Peeters"],
    ["MISS", "de", "Frau An Peeters"],
    ["NONE", "fr", "An Peeters"],
    ["DR", "en", "An Peeters"],
    [undefined, "en", "An Peeters"],
  ] as const)("title %s in %s reads %s", async (title, locale, name) => {
    expect(await nameIn(title, locale)).toBe(name);
  });

  it.each(Object.keys(messages) as Array<keyof typeof messages>)("%s no longer offers Miss", (locale) => {
    expect(Object.keys(messages[locale].Forms.titles)).toEqual(["MR", "MS", "NONE"]);
  });
});
