import { describe, expect, it } from "vitest";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import nl from "@/messages/nl.json";
import { createTranslator } from "use-intl/core";
import { routeMessageKey, routes } from "@/lib/i18n/paths";

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

/** The text at a dotted key of a message file. */
const textAt = (messages: object, key: string): unknown =>
  key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], messages);

const files = { en, nl, fr, de };

describe("message files", () => {
  const reference = keys(en).sort();

  it.each(Object.entries(files))("%s has exactly the keys of en.json", (_, messages) => {
    expect(keys(messages).sort()).toEqual(reference);
  });

  it.each(Object.entries(files))("%s has no empty text", (_, messages) => {
    const empty = keys(messages).filter((key) => !textAt(messages, key));
    expect(empty).toEqual([]);
  });

  // French elides "de" before a vowel ("d'Atrium Immo", "d'Anne"), which a sentence cannot do before a name it
  // does not know: the agency, a listing's title or reference, a person. Such a name follows no bare "de" or "que".
  it("fr never puts a bare 'de' or 'que' before a name that may start with a vowel", () => {
    const texts = keys(fr).map((key) => textAt(fr, key));
    const unelided = texts.filter((text) =>
      /\b(?:de|que) \{(?:agency|title|name|reference|firstName|username)\}/.test(String(text)),
    );
    expect(unelided).toEqual([]);
  });

  it("names every route of the path table for breadcrumbs", () => {
    for (const key of Object.keys(routes)) expect(Object.keys(en.Routes)).toContain(routeMessageKey(key));
  });

  // Issue 44: a thank-you page's heading already thanks; its text goes on from there instead of saying it again.
  it.each(Object.entries(files))("%s thank-you texts do not repeat their heading's thanks", (_, messages) => {
    const thanks = messages.Feedback.title;
    const repeated = Object.entries(messages.Feedback.texts).filter(([, text]) => text.startsWith(`${thanks}.`));
    expect(repeated).toEqual([]);
  });

  // Issue 44: the favourites page's compare button agrees with its count, none and one included.
  it.each([
    ["fr", ["Comparer (aucun bien choisi)", "Comparer (1 bien choisi)", "Comparer (2 biens choisis)"]],
    ["nl", ["Vergelijken (geen pand gekozen)", "Vergelijken (1 pand gekozen)", "Vergelijken (2 panden gekozen)"]],
    ["de", ["Vergleichen (keine ausgewählt)", "Vergleichen (1 ausgewählt)", "Vergleichen (2 ausgewählt)"]],
    ["en", ["Compare (none selected)", "Compare (1 selected)", "Compare (2 selected)"]],
  ] as const)("%s counts the chosen properties in agreement", (locale, expected) => {
    const t = createTranslator({ locale, messages: files[locale], namespace: "Favourites" });
    expect([0, 1, 2].map((count) => t("compare.button", { count }))).toEqual(expected);
  });

  it("uses the spec's Dutch not-found wording", () => {
    expect(nl.NotFound.title).toBe("Pagina niet gevonden");
    expect(nl.NotFound.heading).toBe("Oeps, deze pagina bestaat niet meer");
  });
});
