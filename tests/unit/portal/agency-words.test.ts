import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { AgencyText } from "@/components/portal/agency-text";
import { locales } from "@/lib/i18n/locales";
import { fixedWord, mediaStatuses, noteSources, ownMedia } from "@/lib/portal/agency-words";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import nl from "@/messages/nl.json";

// The owner portal read in another language than the agency wrote in (issue 24): its fixed words are
// translated, its own notes shown as written with their language said.

const messages = { en, nl, fr, de } as const;
const portal = (locale: keyof typeof messages) =>
  createTranslator({ locale, messages: messages[locale], namespace: "OwnerPortal" });

describe("fixedWord", () => {
  it.each([
    ["phone", "phone"],
    [" Phone ", "phone"],
    ["EMAIL", "email"],
    ["agency", "agency"],
    ["téléphone", null],
    ["a call from the notary", null],
    [null, null],
  ] as const)("source %j → %j", (stored, code) => {
    expect(fixedWord(noteSources, stored)).toBe(code);
  });

  it("tells the agency's own media from brands, and media states from free text", () => {
    expect(fixedWord(ownMedia, "newsletter")).toBe("newsletter");
    expect(fixedWord(ownMedia, "Immoweb")).toBeNull();
    expect(fixedWord(mediaStatuses, "online")).toBe("online");
    expect(fixedWord(mediaStatuses, "en ligne")).toBeNull();
  });
});

describe("the fixed words in each language", () => {
  it.each(locales)("%s has a word for every code, none left in another language", (locale) => {
    const t = portal(locale);
    const words = [
      ...noteSources.map((code) => t(`sources.${code}`)),
      ...mediaStatuses.map((code) => t(`mediaStatuses.${code}`)),
      ...ownMedia.map((code) => t(`ownMedia.${code}`)),
    ];
    expect(words.every((word) => word.length > 0)).toBe(true);
    if (locale !== "fr") expect(words.join(" ")).not.toMatch(/agence|téléphone|en ligne|notre/i);
  });

  it.each([
    ["de", "fr", "(auf Französisch)"],
    ["en", "fr", "(in French)"],
    ["fr", "nl", "(en néerlandais)"],
    ["nl", "de", "(in het Duits)"],
    ["de", "en", "(auf Englisch)"],
  ] as const)("a note read in %s, written in %s, says %j", (page, written, marker) => {
    expect(portal(page)("writtenIn", { language: written })).toBe(marker);
  });
});

describe("AgencyText", () => {
  const render = (props: Parameters<typeof AgencyText>[0]) => renderToStaticMarkup(createElement(AgencyText, props));

  it("in the page's language: the text alone", () => {
    expect(render({ text: "Appel du notaire", lang: "fr", locale: "fr", marker: "(en français)" })).toBe(
      "Appel du notaire",
    );
  });

  it("in another language: the text with its lang attribute, and which language it is in", () => {
    expect(render({ text: "Appel du notaire", lang: "fr", locale: "de", marker: "(auf Französisch)" })).toBe(
      '<span lang="fr">Appel du notaire</span> <span class="text-xs text-slate-600" data-written-in="fr">(auf Französisch)</span>',
    );
    expect(render({ text: "Appel du notaire", lang: "fr", locale: "de" })).toBe(
      '<span lang="fr">Appel du notaire</span>',
    );
  });

  it("nothing for no text", () => {
    expect(render({ text: null, lang: "fr", locale: "de", marker: "(auf Französisch)" })).toBe("");
  });
});
