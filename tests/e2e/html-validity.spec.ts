import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { detailPathPattern, site, type Locale } from "./support";

// The W3C checker (vnu-jar, run on Java) finds no error in the pages a visitor sees most.

const pages = {
  fr: { projects: "/fr/projets/", contact: "/fr/contact/", demandRegister: "/fr/inscription/" },
  nl: { projects: "/nl/projecten/", contact: "/nl/contact/", demandRegister: "/nl/inschrijving/" },
} as const satisfies Partial<Record<Locale, Record<string, string>>>;

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

async function html(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return response.text();
}

/** The first link in a page's HTML whose path matches, so the test needs no ids from the seed. */
function firstLink(source: string, pattern: RegExp): string {
  const href = [...source.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!).find((h) => pattern.test(h));
  expect(href, `a link matching ${pattern}`).toBeTruthy();
  return href!;
}

async function pagesOf(request: APIRequestContext, locale: keyof typeof pages): Promise<Record<string, string>> {
  const home = await html(request, site[locale].home);
  const projects = await html(request, pages[locale].projects);
  const project = firstLink(projects, new RegExp(`^${pages[locale].projects}[^/]+/\\d+/$`));
  const property = firstLink(home, detailPathPattern(locale));
  const urls = {
    home: site[locale].home,
    forSale: site[locale].forSale,
    property,
    project,
    contact: pages[locale].contact,
    demandRegister: pages[locale].demandRegister,
  };
  const entries = await Promise.all(
    Object.entries(urls).map(async ([name, url]) => [
      name,
      url === site[locale].home ? home : await html(request, url),
    ]),
  );
  return Object.fromEntries(entries);
}

test("home, lists, a property, a project, contact and the demand register are valid HTML (fr, nl)", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const folder = mkdtempSync(path.join(tmpdir(), "html-validity-"));
  try {
    const files: string[] = [];
    for (const locale of ["fr", "nl"] as const) {
      for (const [name, source] of Object.entries(await pagesOf(request, locale))) {
        const file = path.join(folder, `${locale}-${name}.html`);
        writeFileSync(file, source);
        files.push(file);
      }
    }
    const vnu = spawnSync(
      "java",
      ["-jar", "node_modules/vnu-jar/build/dist/vnu.jar", "--errors-only", "--format", "json", ...files],
      { encoding: "utf8", maxBuffer: 16 * 1024 * 1024 },
    );
    expect(vnu.error, "java runs the checker").toBeUndefined();
    const { messages } = JSON.parse(vnu.stderr || vnu.stdout) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type === "error" || m.type === "non-document-error")
      .map((m) => `${path.basename(m.url)}:${m.lastLine ?? "?"}: ${m.message} ${m.extract ? `«${m.extract}»` : ""}`);
    expect(errors, errors.join("\n")).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

// A message a client part was not handed shows as its key ("Property.whatsapp"): none may reach a visitor.
test("the same pages show no message key instead of its text (fr, nl)", async ({ request }) => {
  const namespaces = Object.keys(JSON.parse(readFileSync("messages/en.json", "utf8")) as object);
  const key = new RegExp(`\\b(?:${namespaces.join("|")})\\.[A-Za-z_][\\w.]*`, "g");
  for (const locale of ["fr", "nl"] as const) {
    for (const [name, source] of Object.entries(await pagesOf(request, locale))) {
      const text = source.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ");
      expect(text.match(key) ?? [], `${locale} ${name}`).toEqual([]);
    }
  }
});
