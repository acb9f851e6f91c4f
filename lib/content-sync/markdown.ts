import matter from "gray-matter";
import { Lexer, type Token, type Tokens } from "marked";
import { parse as parseYaml } from "yaml";
import { isLocale, locales, type Locale } from "@/lib/i18n/locales";
import type { Block } from "@/lib/types/content";
import type { FieldProblem } from "./records";

// A content file as staff write it (docs/content.md, "Pages, posts, team, testimonials and values"): YAML
// front matter, then the text in each language under a top-level heading naming it (`# en`, `# nl` …).
// The site shows paragraphs, subheadings and bullet lists (lib/types/content.ts), so that is what a body
// may hold: anything else is a problem of the file, never silently dropped.

export interface MarkdownFile {
  /** The front matter's fields, unchecked. */
  data: Record<string, unknown>;
  /** The blocks under each language's heading. */
  bodies: Partial<Record<Locale, Block[]>>;
  /** What the body holds that the site cannot show. */
  problems: FieldProblem[];
  /** What the body holds that the site shows in a simpler way (a link shows as its text). */
  warnings: FieldProblem[];
}

const languageList = locales.map((locale) => `# ${locale}`).join(", ");

/** What a body may not hold, in words. */
const unsupported: Partial<Record<Token["type"], string>> = {
  code: "a code block",
  blockquote: "a quotation (>)",
  table: "a table",
  html: "HTML",
  hr: "a horizontal rule (---)",
  image: "an image",
  def: "a link definition",
};

class BodyReader {
  problems: FieldProblem[] = [];
  warnings: FieldProblem[] = [];

  constructor(private field: string) {}

  refuse(token: Token) {
    const what = unsupported[token.type] ?? `a ${token.type}`;
    this.problems.push({
      field: this.field,
      problem: `holds ${what}, which a page cannot show: write paragraphs, ## subheadings and - lists only`,
    });
  }

  /** The plain text of inline tokens: emphasis is dropped, a link keeps its text. */
  inline(tokens: Token[] | undefined, fallback: string): string {
    if (!tokens) return fallback;
    return tokens
      .map((token): string => {
        switch (token.type) {
          case "text":
            return "tokens" in token && token.tokens ? this.inline(token.tokens, token.text) : token.text;
          case "escape":
          case "codespan":
            return token.text;
          case "br":
            return " ";
          case "strong":
          case "em":
          case "del":
            return this.inline(token.tokens, token.text);
          case "link":
            // An address written out (info@atrium-immo.be, https://…) shows as written: nothing is lost.
            if (token.raw === token.text) return token.text;
            this.warnings.push({
              field: this.field,
              problem: `the link to ${token.href} shows as its text only: a page holds no links`,
            });
            return this.inline(token.tokens, token.text);
          default:
            this.refuse(token);
            return "";
        }
      })
      .join("");
  }

  item(item: Tokens.ListItem): string {
    const parts: string[] = [];
    for (const token of item.tokens) {
      if (token.type === "text" || token.type === "paragraph") parts.push(this.inline(token.tokens, token.text));
      else if (token.type === "list") {
        this.problems.push({ field: this.field, problem: "holds a list inside a list: a page shows one level only" });
      } else if (token.type !== "space") this.refuse(token);
    }
    return tidy(parts.join(" "));
  }

  blocks(tokens: Token[]): Block[] {
    const blocks: Block[] = [];
    for (const token of tokens) {
      if (token.type === "space") continue;
      if (token.type === "heading") blocks.push({ h: tidy(this.inline(token.tokens, token.text)) });
      else if (token.type === "paragraph") blocks.push({ p: tidy(this.inline(token.tokens, token.text)) });
      else if (token.type === "list") blocks.push({ ul: (token as Tokens.List).items.map((item) => this.item(item)) });
      else this.refuse(token);
    }
    return blocks;
  }
}

/** Lines of a paragraph joined as one, as a browser shows them. */
function tidy(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Splits the body at its language headings and reads each part into blocks. */
function readBodies(content: string): Omit<MarkdownFile, "data"> {
  const bodies: Partial<Record<Locale, Block[]>> = {};
  const problems: FieldProblem[] = [];
  const warnings: FieldProblem[] = [];
  let locale: Locale | null = null;
  let part: Token[] = [];
  let stray = false;
  const close = () => {
    if (!locale) return;
    const reader = new BodyReader(`body.${locale}`);
    bodies[locale] = reader.blocks(part);
    problems.push(...reader.problems);
    warnings.push(...reader.warnings);
  };
  for (const token of new Lexer().lex(content)) {
    if (token.type === "heading" && token.depth === 1) {
      const name = token.text.trim().toLowerCase();
      if (!isLocale(name)) {
        problems.push({
          field: "body",
          problem: `has the heading "# ${token.text}": a top-level heading names a language (${languageList}); write ## for a subheading`,
        });
        continue;
      }
      close();
      if (bodies[name]) problems.push({ field: "body", problem: `has "# ${name}" twice` });
      locale = name;
      part = [];
    } else if (locale) part.push(token);
    else if (token.type !== "space" && !stray) {
      stray = true;
      problems.push({
        field: "body",
        problem: `has text before its first language heading: start each language's text with ${languageList}`,
      });
    }
  }
  close();
  return { bodies, problems, warnings };
}

/** Reads a content file, or says why it cannot be read at all (its front matter is not YAML). */
export function readMarkdown(text: string): MarkdownFile | { unreadable: string } {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // Front matter is read by the same YAML parser as the record files (YAML 1.2: `no` stays a word).
    parsed = matter(text, { engines: { yaml: (source) => parseYaml(source, { prettyErrors: true }) as object } });
  } catch (error) {
    return { unreadable: `has front matter that is not valid YAML: ${(error as Error).message.split("\n")[0]}` };
  }
  const data: unknown = parsed.data;
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    return { unreadable: "has front matter that is not a list of fields (name: value)" };
  }
  return { data: data as Record<string, unknown>, ...readBodies(parsed.content) };
}

/** A body as one plain text (a bio, an opinion): paragraphs only, kept apart by a blank line. */
export function plainText(blocks: Block[], field: string): { text: string } | { problem: FieldProblem } {
  if (blocks.some((block) => !("p" in block))) {
    return { problem: { field, problem: "holds a heading or a list: write plain paragraphs here" } };
  }
  return { text: blocks.map((block) => ("p" in block ? block.p : "")).join("\n\n") };
}
