import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { html, portalPageUrls, publicPageUrls, type PageUrls } from "./support/page-types";
import { locales, type Locale } from "./support";

// The W3C checker (vnu-jar, run on Java) finds no error on any type of page, in the four languages: the
// public pages, every thank-you page, the not-found page, the sign-in pages and the owner portal signed in.
// One checker run per language, on all its pages at once (starting Java is most of its time).

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The error messages of the W3C checker on the given pages, as "file:line: message «extract»". */
function checkerErrors(locale: Locale, pages: Record<string, string>): string[] {
  const folder = mkdtempSync(path.join(tmpdir(), "html-validity-"));
  try {
    const files = Object.entries(pages).map(([name, source]) => {
      const file = path.join(folder, `${locale}-${name}.html`);
      writeFileSync(file, source);
      return file;
    });
    const vnu = spawnSync(
      "java",
      ["-jar", "node_modules/vnu-jar/build/dist/vnu.jar", "--errors-only", "--format", "json", ...files],
      { encoding: "utf8", maxBuffer: 32 * 1024 * 1024 },
    );
    expect(vnu.error, "java runs the checker").toBeUndefined();
    const { messages } = JSON.parse(vnu.stderr || vnu.stdout) as { messages: VnuMessage[] };
    return messages
      .filter((m) => m.type === "error" || m.type === "non-document-error")
      .map((m) => `${path.basename(m.url)}:${m.lastLine ?? "?"}: ${m.message} ${m.extract ? `«${m.extract}»` : ""}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

// A message a client part was not handed shows as its key ("Property.whatsapp"): none may reach a visitor.
const namespaces = Object.keys(JSON.parse(readFileSync("messages/en.json", "utf8")) as object);
const messageKey = new RegExp(`\\b(?:${namespaces.join("|")})\\.[A-Za-z_][\\w.]*`, "g");

for (const locale of locales) {
  test(`every type of page is valid HTML, shows no message key instead of its text and dials from abroad (${locale})`, async ({
    page,
  }) => {
    // About 45 pages fetched, a sign-in and one run of the checker: about 30 s on two cores.
    test.setTimeout(150_000);
    const urls: PageUrls = { ...(await publicPageUrls(page.request, locale)), ...(await portalPageUrls(page, locale)) };
    const pages = Object.fromEntries(
      await Promise.all(
        Object.entries(urls).map(
          async ([name, { url, status }]) => [name, await html(page.request, url, status)] as const,
        ),
      ),
    );

    const errors = checkerErrors(locale, pages);
    expect(errors, errors.join("\n")).toEqual([]);
    for (const [name, source] of Object.entries(pages)) {
      const text = source.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ");
      expect(text.match(messageKey) ?? [], `${locale} ${name}`).toEqual([]);
    }

    // Every phone link dials from any country, with the country code (lib/rules/phone.ts): the footer's on
    // every page, the contact page's address, a team member's number, the owner's contact person.
    const dialled = Object.entries(pages).flatMap(([name, source]) =>
      [...source.matchAll(/href="(tel:[^"]*)"/g)].map((m) => `${name} ${m[1]}`),
    );
    for (const name of ["contact", "team"]) {
      expect(dialled.filter((link) => link.startsWith(`${name} `)).length, name).toBeGreaterThanOrEqual(2);
    }
    expect(dialled.filter((link) => !/ tel:\+\d{8,15}$/.test(link))).toEqual([]);
  });
}
