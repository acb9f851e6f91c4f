import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readArticle, readTeamTexts, readTestimonial } from "@/lib/content-sync/content-records";
import { readMarkdown, type MarkdownFile } from "@/lib/content-sync/markdown";

// Content files as staff write them (docs/content.md): front matter, then each language under `# en` …,
// read into the blocks a page shows, every problem named by its field in plain words.

function read(text: string): MarkdownFile {
  const file = readMarkdown(text);
  if ("unreadable" in file) throw new Error(file.unreadable);
  return file;
}

const fourLanguages = (text: (locale: string) => string) =>
  ["en", "nl", "fr", "de"].map((locale) => `# ${locale}\n\n${text(locale)}\n`).join("\n");

const article = (front: string, body = fourLanguages((l) => `Text in ${l}.`)) => `---\n${front}\n---\n\n${body}`;

const articleFront = [
  "title:",
  "  en: Buying in Flanders",
  "  nl: Kopen in Vlaanderen",
  "  fr: Acheter en Flandre",
  "  de: Kaufen in Flandern",
  "description:",
  "  en: What the renovation obligation means.",
  "  nl: Wat de renovatieplicht betekent.",
  "  fr: Ce que l’obligation implique.",
  "  de: Was die Pflicht bedeutet.",
].join("\n");

describe("reading a content file's body", () => {
  it("reads paragraphs, subheadings and lists per language, as a browser shows their text", () => {
    const file = read(
      article(
        articleFront,
        [
          "# en",
          "",
          "A *first* paragraph",
          "on two lines, with **bold** and \\*stars\\*.",
          "",
          "## What it means",
          "",
          "- roof insulation",
          "- new glazing,",
          "  on two lines",
          "",
          "1. first",
          "2. second",
          "",
          "# nl",
          "",
          "Tekst.",
        ].join("\n"),
      ),
    );
    expect(file.problems).toEqual([]);
    expect(file.bodies.en).toEqual([
      { p: "A first paragraph on two lines, with bold and *stars*." },
      { h: "What it means" },
      { ul: ["roof insulation", "new glazing, on two lines"] },
      { ul: ["first", "second"] },
    ]);
    expect(file.bodies.nl).toEqual([{ p: "Tekst." }]);
    expect(file.data.title).toMatchObject({ nl: "Kopen in Vlaanderen" });
  });

  it("keeps a link's text and warns that its address is not shown", () => {
    const file = read(article(articleFront, "# en\n\nSee [the premiums](https://www.vlaanderen.be/premies).\n"));
    expect(file.bodies.en).toEqual([{ p: "See the premiums." }]);
    expect(file.warnings).toEqual([
      {
        field: "body.en",
        problem: "the link to https://www.vlaanderen.be/premies shows as its text only: a page holds no links",
      },
    ]);
  });

  it("shows an address written out as written, without a warning", () => {
    const file = read(
      article(articleFront, "# en\n\nWrite to privacy@atrium-immo.be or see https://atrium.example/.\n"),
    );
    expect(file.bodies.en).toEqual([{ p: "Write to privacy@atrium-immo.be or see https://atrium.example/." }]);
    expect(file.warnings).toEqual([]);
  });

  it("names what a page cannot show, per language", () => {
    const file = read(
      article(articleFront, "# en\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n# fr\n\n> Une citation\n\n- a\n  - b\n"),
    );
    expect(file.problems).toEqual([
      {
        field: "body.en",
        problem: "holds a table, which a page cannot show: write paragraphs, ## subheadings and - lists only",
      },
      {
        field: "body.fr",
        problem: "holds a quotation (>), which a page cannot show: write paragraphs, ## subheadings and - lists only",
      },
      { field: "body.fr", problem: "holds a list inside a list: a page shows one level only" },
    ]);
  });

  it("says when a top-level heading is not a language, comes twice, or text comes before the first", () => {
    const file = read(article(articleFront, "Stray text.\n\n# en\n\nOne.\n\n# Welcome\n\nTwo.\n\n# en\n\nThree.\n"));
    expect(file.problems).toEqual([
      {
        field: "body",
        problem: "has text before its first language heading: start each language's text with # en, # nl, # fr, # de",
      },
      {
        field: "body",
        problem:
          'has the heading "# Welcome": a top-level heading names a language (# en, # nl, # fr, # de); write ## for a subheading',
      },
      { field: "body", problem: 'has "# en" twice' },
    ]);
  });

  it("says why front matter cannot be read", () => {
    expect(readMarkdown("---\ntitle: [unclosed\n---\n# en\n\nText.\n")).toEqual({
      unreadable: expect.stringMatching(/^has front matter that is not valid YAML: /),
    });
  });
});

describe("checking a page, post or value", () => {
  it("gives every language its title, slug, description and body; the key is the file's name unless given", () => {
    const item = readArticle(read(article(`${articleFront}\nslug: buying-in-flanders`)), "BLOG_POST", "epc");
    expect(item).toMatchObject({ ok: true, value: { kind: "BLOG_POST", key: "epc", publishedAt: null } });
    if (!item.ok) return;
    expect(item.value.translations.map((t) => [t.locale, t.slug, t.title])).toEqual([
      ["en", "buying-in-flanders", "Buying in Flanders"],
      ["nl", "buying-in-flanders", "Kopen in Vlaanderen"],
      ["fr", "buying-in-flanders", "Acheter en Flandre"],
      ["de", "buying-in-flanders", "Kaufen in Flandern"],
    ]);
    const page = readArticle(read(article(`key: "/L'agence/"\n${articleFront}\npublished: 2026-11-08`)), "PAGE", "x");
    expect(page).toMatchObject({ ok: true, value: { key: "/L'agence/", publishedAt: new Date("2026-11-08") } });
    if (page.ok)
      expect(page.value.translations[1]).toMatchObject({ slug: "kopen-in-vlaanderen", body: [{ p: "Text in nl." }] });
  });

  it("refuses a page key the site shows no page for", () => {
    expect(readArticle(read(article(`key: /Disclamer/\n${articleFront}`)), "PAGE", "disclaimer")).toEqual({
      ok: false,
      problems: [
        {
          field: "key",
          problem: expect.stringMatching(/^\/Disclamer\/ is not a page of the site: give one of \/L'agence\/, /),
        },
      ],
    });
  });

  it("names every problem by its field, in plain words", () => {
    const file = read(
      article(
        [
          "title: Buying in Flanders",
          "description:",
          "  en: ''",
          "  nl: Wat.",
          "  fr: Ce que.",
          "  es: Lo que.",
          "slug: Kopen In Vlaanderen",
          "published: 8 November",
          "author: An",
        ].join("\n"),
        "# en\n\nText.\n\n# nl\n\nTekst.\n",
      ),
    );
    const item = readArticle(file, "PAGE", "x");
    expect(item.ok).toBe(false);
    if (item.ok) return;
    expect(item.problems).toEqual([
      { field: "title", problem: "must give the text per language, e.g. { en: …, nl: …, fr: …, de: … }" },
      { field: "description.en", problem: "is empty" },
      { field: "description.de", problem: "is missing" },
      { field: "description", problem: "names a language the site does not have (es): use en, nl, fr, de" },
      { field: "slug", problem: "must be lower-case letters, digits and hyphens, e.g. buying-in-flanders" },
      { field: "published", problem: "must be a date such as 2026-11-08" },
      { field: "body.fr", problem: "is missing" },
      { field: "body.de", problem: "is missing" },
    ]);
  });
});

describe("checking a team member's texts", () => {
  const team = (front: string, body = fourLanguages((l) => `Bio in ${l}.`)) =>
    `---\n${front}\nrole:\n  en: Rental Manager\n  nl: Verantwoordelijke verhuur\n  fr: Responsable location\n  de: Leiterin Vermietung\n---\n\n${body}`;

  it("reads role and bio per language, matched by the users/ record's ID", () => {
    const texts = readTeamTexts(read(team("ID: 901\nposition: 2")), "elke-janssens");
    expect(texts).toMatchObject({ ok: true, value: { fileKey: "elke-janssens", sourceId: 901, position: 2 } });
    if (texts.ok)
      expect(texts.value.translations[1]).toEqual({
        locale: "nl",
        role: "Verantwoordelijke verhuur",
        bio: "Bio in nl.",
      });
  });

  it("asks for an ID or an e-mail, and plain paragraphs in a bio", () => {
    const texts = readTeamTexts(
      read(
        team(
          "position: 2",
          fourLanguages(() => "## Heading\n\nBio."),
        ),
      ),
      "x",
    );
    expect(texts).toEqual({
      ok: false,
      problems: [
        {
          field: "ID",
          problem: "is missing: name the member by the ID of their users/ record or by their e-mail (email)",
        },
      ],
    });
    const bio = readTeamTexts(
      read(
        team(
          "email: elke@atrium.example",
          fourLanguages(() => "- a list"),
        ),
      ),
      "x",
    );
    expect(bio).toMatchObject({
      ok: false,
      problems: expect.arrayContaining([
        { field: "body.en", problem: "holds a heading or a list: write plain paragraphs here" },
      ]),
    });
  });
});

describe("checking a testimonial", () => {
  const testimonial = (front: string, body: string) => `---\nname: Marie L.\n${front}\n---\n\n${body}`;

  it("keeps the languages it was written in and translated to", () => {
    const item = readTestimonial(
      read(
        testimonial(
          "language: fr\nrating: 5\naboutYou:\n  fr: A vendu une maison\n  en: Sold a house",
          "# fr\n\nImpeccable.\n\n# en\n\nFlawless.\n",
        ),
      ),
      "marie-l",
    );
    expect(item).toMatchObject({
      ok: true,
      value: {
        fileKey: "marie-l",
        originalLocale: "fr",
        rating: 5,
        translations: [
          { locale: "en", aboutYou: "Sold a house", opinion: "Flawless." },
          { locale: "fr", aboutYou: "A vendu une maison", opinion: "Impeccable." },
        ],
      },
    });
  });

  it("asks for the original language's opinion and every language's 'about you'", () => {
    const item = readTestimonial(
      read(testimonial("language: nl\nrating: 6\naboutYou:\n  fr: A vendu", "# fr\n\nBien.\n\n# en\n\nGood.\n")),
      "x",
    );
    expect(item).toMatchObject({
      ok: false,
      problems: expect.arrayContaining([
        { field: "rating", problem: "must be a whole number from 1 to 5" },
        { field: "body.nl", problem: "is missing: the language it was written in" },
        { field: "aboutYou.en", problem: "is missing: the opinion has this language" },
      ]),
    });
  });
});

describe("the examples of docs/content.md", () => {
  const docs = fs.readFileSync(path.join(import.meta.dirname, "../../../docs/content.md"), "utf8");
  const section = docs.slice(docs.indexOf("## Pages, posts, team, testimonials and values"));
  const example = (heading: string) => {
    const from = section.indexOf(`### ${heading}`);
    const start = section.indexOf("```markdown\n", from) + "```markdown\n".length;
    return read(section.slice(start, section.indexOf("\n```", start)));
  };

  it("read as the sync reads them, without a problem", () => {
    for (const [heading, kind] of [
      ["A page", "PAGE"],
      ["A blog post", "BLOG_POST"],
      ["A company value", "COMPANY_VALUE"],
    ] as const) {
      const file = example(heading);
      expect([heading, file.problems]).toEqual([heading, []]);
      expect([heading, readArticle(file, kind, "example")]).toMatchObject([heading, { ok: true }]);
    }
    expect(readArticle(example("A page"), "PAGE", "disclaimer")).toMatchObject({ value: { key: "/Disclaimer/" } });
    expect(readTeamTexts(example("A team member"), "sophie-dubois")).toMatchObject({
      ok: true,
      value: { sourceId: 12 },
    });
    expect(readTestimonial(example("A testimonial"), "marie-l")).toMatchObject({ ok: true, value: { rating: 5 } });
  });
});
