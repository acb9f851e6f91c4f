import { createTranslator } from "next-intl";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { compareBarWords } from "@/components/favourites/compare-bar";
import { CompareBarView } from "@/components/favourites/compare-bar-panel";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import nl from "@/messages/nl.json";

// Issue 44: the bar under a list's cards names how many properties are chosen, its noun agreeing with the count.

const messages = { en, nl, fr, de } as const;
type Locale = keyof typeof messages;

const words = (locale: Locale) =>
  compareBarWords(createTranslator({ locale, messages: messages[locale], namespace: "Favourites" }));
const render = (locale: Locale, chosen: number[]) =>
  renderToStaticMarkup(
    createElement(CompareBarView, { chosen, comparePath: "/compare/", words: words(locale), onClear: () => {} }),
  );

describe("the comparison's bar", () => {
  it.each([
    [
      "fr",
      ["Comparer (1 bien choisi)", "Comparer (2 biens choisis)", "Comparer (4 biens choisis)"],
      "Vider la sélection",
    ],
    [
      "nl",
      ["Vergelijken (1 pand gekozen)", "Vergelijken (2 panden gekozen)", "Vergelijken (4 panden gekozen)"],
      "Keuze wissen",
    ],
    ["en", ["Compare (1 selected)", "Compare (2 selected)", "Compare (4 selected)"], "Clear the selection"],
    [
      "de",
      ["Vergleichen (1 ausgewählt)", "Vergleichen (2 ausgewählt)", "Vergleichen (4 ausgewählt)"],
      "Auswahl aufheben",
    ],
  ] as const)(
    "%s counts one, two and four chosen and offers to empty the choice",
    (locale, [one, two, four], clear) => {
      expect(render(locale, [7])).toContain(`>${one}</button>`);
      expect(render(locale, [7, 9])).toContain(`>${two}</button>`);
      expect(render(locale, [1, 2, 3, 4])).toContain(`>${four}</button>`);
      expect(render(locale, [7, 9])).toContain(`>${clear}</button>`);
    },
  );

  it("is disabled below two, the hint saying why, and sends the chosen ids once two are chosen", () => {
    const one = render("fr", [7]);
    expect(one).toMatch(/<button type="submit" class="compare-bar-go" disabled="" aria-describedby="([^"]+)">/);
    const hint = /aria-describedby="([^"]+)"/.exec(one)![1];
    expect(one).toContain(
      `<p id="${hint}" class="w-full text-sm text-slate-700">Choisissez deux à quatre biens pour les comparer.</p>`,
    );
    const two = render("fr", [7, 9]);
    expect(two).not.toContain("disabled");
    expect(two).not.toContain("Choisissez");
    expect(two).toContain('action="/compare/" method="get"');
    expect(two).toContain('<input type="hidden" name="ids" value="7,9"/>');
  });

  it("is not drawn while nothing is chosen", () => {
    expect(render("nl", [])).toBe("");
  });
});
