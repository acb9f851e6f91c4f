import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { readMarkdown } from "@/lib/content-sync/markdown";
import { glossary, replacedWords } from "@/lib/i18n/glossary";
import { isLocale, locales, type Locale } from "@/lib/i18n/locales";

// The glossary (lib/i18n/glossary.ts, described in docs/glossary.md) is kept: no message and no text of the
// demo content in a language holds a word the glossary replaces in that language.

type Texts = Array<{ where: string; text: string }>;

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");
}

/** A whole word or phrase, in any case; a space in it also matches a no-break space. */
function wordPattern(word: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, "iu");
}

/** Every replaced word of the language found in the texts, as "where: word (use …)". */
function findings(locale: Locale, texts: Texts): string[] {
  const words = replacedWords(locale).map((w) => ({ ...w, pattern: wordPattern(w.word) }));
  return texts.flatMap(({ where, text }) =>
    words.filter((w) => w.pattern.test(text)).map((w) => `${where}: "${w.word}" (use: ${w.use})`),
  );
}

/** The strings of a nested message file, each with its key ("Facts.labels.realEstateTax"). */
function messageTexts(value: unknown, key = ""): Texts {
  if (typeof value === "string") return [{ where: key, text: value }];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => messageTexts(v, key ? `${key}.${k}` : k));
}

/** Fields of a record that hold a name of a file or a path, not a text. */
const notText = new Set(["locale", "file", "url", "slug", "key"]);

/**
 * The strings of a content record or front matter in one language: the values under a language key
 * (`title: { nl: … }`) and the fields of an item that names its language (`locale: nl`).
 */
function recordTexts(value: unknown, locale: Locale, where: string, inLanguage = false): Texts {
  if (typeof value === "string") return inLanguage ? [{ where, text: value }] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => recordTexts(v, locale, `${where}[${i}]`, inLanguage));
  if (typeof value !== "object" || value === null) return [];
  const record = value as Record<string, unknown>;
  const own = inLanguage || record.locale === locale;
  return Object.entries(record).flatMap(([k, v]) =>
    isLocale(k)
      ? k === locale
        ? recordTexts(v, locale, `${where}.${k}`, true)
        : []
      : recordTexts(v, locale, `${where}.${k}`, own && !notText.has(k)),
  );
}

const contentRoot = path.resolve("content");

function contentFiles(dir = contentRoot): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? contentFiles(path.join(dir, entry.name))
        : /\.(md|ya?ml|json)$/.test(entry.name)
          ? [path.join(dir, entry.name)]
          : [],
    );
}

function contentTexts(locale: Locale): Texts {
  return contentFiles().flatMap((file) => {
    const where = path.relative(process.cwd(), file);
    const source = fs.readFileSync(file, "utf8");
    if (!file.endsWith(".md")) return recordTexts(parseYaml(source), locale, where);
    const read = readMarkdown(source);
    if ("unreadable" in read) throw new Error(`${where} ${read.unreadable}`);
    return [
      ...recordTexts(read.data, locale, where),
      { where: `${where} # ${locale}`, text: JSON.stringify(read.bodies[locale] ?? []) },
    ];
  });
}

const messages = (locale: Locale): unknown =>
  JSON.parse(fs.readFileSync(path.resolve("messages", `${locale}.json`), "utf8"));

describe("the glossary", () => {
  for (const locale of locales) {
    it(`(${locale}) no message holds a word the glossary replaces`, () => {
      expect(findings(locale, messageTexts(messages(locale)))).toEqual([]);
    });

    it(`(${locale}) no text of the demo content holds a word the glossary replaces`, () => {
      const texts = contentTexts(locale);
      expect(texts.length).toBeGreaterThan(100);
      expect(findings(locale, texts)).toEqual([]);
    });
  }

  it("finds a replaced word as a whole word in any case, with a no-break space, and names the message's key", () => {
    const texts = messageTexts({ Facts: { labels: { realEstateTax: "grundsteuer", ok: "Grundsteuerbescheid" } } });
    expect(findings("de", texts)).toEqual([
      'Facts.labels.realEstateTax: "Grundsteuer" (use: Immobiliensteuervorabzug)',
    ]);
    expect(findings("nl", [{ where: "x", text: "Stuur\u00A0je cv" }])).toEqual(['x: "je" (use: u)']);
    expect(findings("fr", [{ where: "x", text: "Permis\u00A0de bâtir obtenu" }])).toHaveLength(1);
    // Another language's word is not a finding: German "je nach Fall" is not Dutch "je".
    expect(findings("de", [{ where: "x", text: "je nach Fall" }])).toEqual([]);
  });

  it("reads a record's texts in one language only, including the items that name their language", () => {
    const record = {
      Title: { nl: "Herenhuis", de: "Herrenhaus" },
      documents: [
        { locale: "de", title: "Übergabeprotokoll" },
        { locale: "nl", title: "Plaatsbeschrijving" },
      ],
    };
    expect(recordTexts(record, "de", "f").map((t) => t.text)).toEqual(["Herrenhaus", "Übergabeprotokoll"]);
    expect(findings("de", recordTexts(record, "de", "f"))).toHaveLength(2);
  });

  it("lists every term in docs/glossary.md, with the words it replaces", () => {
    const doc = fs.readFileSync(path.resolve("docs/glossary.md"), "utf8");
    for (const term of glossary) {
      expect(doc, term.concept).toContain(term.concept);
      for (const words of Object.values(term.replaces)) for (const word of words) expect(doc, word).toContain(word);
    }
  });
});
