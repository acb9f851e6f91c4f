import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { stringify } from "yaml";
import { contentFilesStep } from "@/lib/content-sync/content-files";
import { filePictureReader, filesSource } from "@/lib/content-sync/files-source";
import { runSyncJob } from "@/lib/content-sync/job";
import { folderFileStore } from "@/lib/storage/folder-store";
import { syncListings, type SyncReport } from "@/lib/content-sync/sync";
import type { Connection } from "@/lib/db/infra/connection";
import { getContent, getTeamMember, listArticleSlugs, listContent, listTeam, listTestimonials } from "@/lib/db/content";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// A content folder's pages, posts, values, team texts and testimonials (docs/content.md), synced on top of
// its records: added, left alone, changed, unpublished when the file goes (the row kept, the page 404), a
// failing file among good ones, a dry run; and what the site has otherwise, untouched.

const site = vi.hoisted(() => ({ prisma: null as unknown }));
vi.mock("@/lib/db/infra/prisma", () => ({ getPrisma: () => site.prisma }));
vi.mock("next/cache", () => ({ unstable_cache: (read: () => unknown) => read, revalidateTag: () => {} }));

const locales = ["en", "nl", "fr", "de"] as const;
const each = (text: (locale: string) => string) => Object.fromEntries(locales.map((l) => [l, text(l)]));
const bodies = (text: (locale: string) => string) =>
  locales.map((locale) => `# ${locale}\n\n${text(locale)}\n`).join("\n");
const markdown = (front: object, body: string) => `---\n${stringify(front)}---\n\n${body}`;

const disclaimer = () =>
  markdown(
    { key: "/Disclaimer/", title: each((l) => `Disclaimer ${l}`), description: each((l) => `Terms of use (${l}).`) },
    bodies(
      (l) => `This website is published by Atrium Immo (${l}).\n\n## Liability\n\n- no offer\n- indicative photos`,
    ),
  );
const post = (paragraph: string) =>
  markdown(
    {
      title: each((l) => `Renovation obligation ${l}`),
      description: each((l) => `The rule explained (${l}).`),
      slug: "epc-renovation-obligation",
      published: "2026-11-08",
    },
    bodies((l) => `${paragraph} (${l})`),
  );
const value = (text: string) =>
  markdown(
    { title: each((l) => `Trust ${l}`), description: each((l) => `Why trust (${l}).`) },
    bodies(() => text),
  );
const teamTexts = (front: object) =>
  markdown(
    { ...front, role: each((l) => `Sales negotiator (${l})`) },
    bodies((l) => `Bio of the member (${l}).`),
  );
const testimonial = (opinion: string) =>
  markdown(
    { name: "Marie L.", language: "fr", rating: 5, posted: "2026-11-14", aboutYou: { fr: "A vendu", en: "Sold" } },
    `# fr\n\n${opinion}\n\n# en\n\nFlawless.\n`,
  );

describe(`the content sync of Markdown items (${databaseKind})`, () => {
  let db: Connection;
  let folder: string;
  const expired: string[][] = [];

  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), text);
  };
  const remove = (file: string) => fs.rmSync(path.join(folder, file));
  const sync = (options: { dryRun?: boolean } = {}): Promise<SyncReport> => {
    expired.length = 0;
    return syncListings(
      db.prisma,
      filesSource(folder),
      { full: true, dryRun: options.dryRun ?? false },
      {
        store: folderFileStore(path.join(folder, ".media")),
        documentStore: folderFileStore(path.join(folder, ".documents")),
        pictureReader: (record) => filePictureReader(folder, record.origin.where),
        expire: (tags) => void expired.push(tags),
        content: contentFilesStep(folder),
      },
    );
  };
  const page = (key: string) =>
    db.prisma.content.findUniqueOrThrow({
      where: { kind_key: { kind: "PAGE", key } },
      include: { translations: true },
    });

  beforeAll(async () => {
    db = await createTestDatabase();
    site.prisma = db.prisma;
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "content-markdown-"));
    write(
      "users/an-claes.yaml",
      stringify({ ID: 901, FirstName: "An", LastName: "Claes", Email: "an@atrium.example" }),
    );
    write("pages/disclaimer.md", disclaimer());
    write("blog/epc-renovation-obligation.md", post("Since 2023, buyers renovate"));
    write("values/confiance.md", value("Trust is earned."));
    write("team/an-claes.md", teamTexts({ ID: 901, position: 1 }));
    write(
      "team/jo-maes.md",
      teamTexts({ email: "jo@atrium.example", firstName: "Jo", lastName: "Maes", phone: "+32 2 555 01 02" }),
    );
    write("testimonials/marie-l.md", testimonial("Impeccable."));
    // What the site has otherwise: its own page and a visitor's testimonial, which no sync touches.
    await db.prisma.content.create({
      data: {
        kind: "PAGE",
        key: "/Privacy/",
        translations: { create: { locale: "en", slug: "privacy", title: "Privacy", description: "…", body: [] } },
      },
    });
    const submission = await db.prisma.formSubmission.create({
      data: { kind: "TESTIMONIAL", locale: "nl", email: "v@example.be", emailKey: "v@example.be", payload: {} },
    });
    await db.prisma.testimonial.create({
      data: {
        name: "Visitor",
        originalLocale: "nl",
        postedBy: "visitor",
        postedAt: new Date("2026-10-01"),
        approved: true,
        submissionId: submission.id,
        translations: { create: { locale: "nl", aboutYou: "Koper", opinion: "Goed." } },
      },
    });
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("publishes one item of each kind, in four languages, as the site's pages read them", async () => {
    const report = await sync();
    // The users/ record and five files added; An's texts join the member her record just added.
    expect(report).toMatchObject({ added: 6, changed: 1, unchanged: 0, withdrawn: 0, failed: 0, stopped: null });
    expect(report.problems).toEqual([]);

    expect(await getContent("PAGE", "/Disclaimer/", "nl")).toMatchObject({
      slug: "disclaimer-nl",
      title: "Disclaimer nl",
      body: [
        { p: "This website is published by Atrium Immo (nl)." },
        { h: "Liability" },
        { ul: ["no offer", "indicative photos"] },
      ],
    });
    expect(await getContent("BLOG_POST", "epc-renovation-obligation", "de")).toMatchObject({
      title: "Renovation obligation de",
      publishedAt: "2026-11-08T00:00:00.000Z",
    });
    expect((await listContent("COMPANY_VALUE", "fr")).map((v) => [v.slug, v.title])).toEqual([
      ["trust-fr", "Trust fr"],
    ]);
    expect((await listTeam("de")).map((m) => [m.firstName, m.role, m.bio])).toEqual([
      ["Jo", "Sales negotiator (de)", "Bio of the member (de)."],
      ["An", "Sales negotiator (de)", "Bio of the member (de)."],
    ]);
    expect(await db.prisma.teamMember.findUniqueOrThrow({ where: { sourceId: 901 } })).toMatchObject({
      fileKey: "an-claes",
      position: 1,
    });
    expect((await listTestimonials("en", 10)).map((t) => [t.name, t.aboutYou, t.opinion])).toEqual([
      ["Marie L.", "Sold", "Flawless."],
      ["Visitor", "Koper", "Goed."],
    ]);
    expect(new Set(expired.flat())).toEqual(new Set(["team", "content", "testimonials"]));
  });

  it("writes nothing when no file changed", async () => {
    const before = await page("/Disclaimer/");
    const report = await sync();
    expect(report).toMatchObject({ added: 0, changed: 0, unchanged: 7, withdrawn: 0, failed: 0 });
    expect((await page("/Disclaimer/")).updatedAt).toEqual(before.updatedAt);
    expect(expired.flat()).toEqual([]);
  });

  it("changes the item whose file changed, and only its kind's cache", async () => {
    write("blog/epc-renovation-obligation.md", post("Since 1 January 2023, buyers renovate"));
    const report = await sync();
    expect(report).toMatchObject({ changed: 1, unchanged: 6 });
    expect((await getContent("BLOG_POST", "epc-renovation-obligation", "en"))?.body).toEqual([
      { p: "Since 1 January 2023, buyers renovate (en)" },
    ]);
    expect(expired.flat()).toEqual(["content"]);
  });

  it("skips and reports a failing file in words, and writes the others", async () => {
    write("values/ecoute.md", markdown({ title: each((l) => `Listening ${l}`) }, "# en\n\n| a |\n|---|\n| 1 |\n"));
    write("testimonials/broken.md", "---\nname: [unclosed\n---\n# fr\n\nBien.\n");
    remove("testimonials/marie-l.md");
    const report = await sync();
    expect(report).toMatchObject({ failed: 2, unchanged: 6, withdrawn: 0 });
    expect(report.problems).toEqual(
      expect.arrayContaining([
        { record: "ecoute (values/ecoute.md)", field: "description", problem: "is missing" },
        { record: "ecoute (values/ecoute.md)", field: "body.nl", problem: "is missing" },
        {
          record: "ecoute (values/ecoute.md)",
          field: "body.en",
          problem: "holds a table, which a page cannot show: write paragraphs, ## subheadings and - lists only",
        },
        expect.objectContaining({ record: "broken (testimonials/broken.md)", field: "(the file)" }),
      ]),
    );
    // A file that cannot be read may be the one that was removed: nothing in its folder is unpublished.
    expect(report.warnings).toContainEqual({
      record: "testimonials/",
      field: "(the folder)",
      problem: "nothing was unpublished from it, as a file could not be read",
    });
    expect(await db.prisma.content.findFirst({ where: { key: "ecoute" } })).toBeNull();
    expect((await listTestimonials("en", 10)).map((t) => t.name)).toContain("Marie L.");
    remove("values/ecoute.md");
    remove("testimonials/broken.md");
    write("testimonials/marie-l.md", testimonial("Impeccable."));
  });

  it("a dry run says what would change and writes nothing", async () => {
    write("testimonials/marie-l.md", testimonial("Impeccable, du début à la fin."));
    remove("pages/disclaimer.md");
    const report = await sync({ dryRun: true });
    expect(report).toMatchObject({ dryRun: true, changed: 1, withdrawn: 1, failed: 0 });
    expect(await getContent("PAGE", "/Disclaimer/", "en")).not.toBeNull();
    expect((await listTestimonials("fr", 10))[0]?.opinion).toBe("Impeccable.");
    expect(expired.flat()).toEqual([]);
  });

  it("unpublishes an item whose file is gone: its page answers 404, its row stays", async () => {
    remove("team/jo-maes.md");
    remove("testimonials/marie-l.md");
    const report = await sync();
    expect(report).toMatchObject({ withdrawn: 3, failed: 0 });
    expect(await getContent("PAGE", "/Disclaimer/", "en")).toBeNull();
    expect(await getContent("PAGE", "disclaimer-en", "en")).toBeNull();
    expect((await page("/Disclaimer/")).unpublishedAt).not.toBeNull();
    expect((await page("/Disclaimer/")).translations).toHaveLength(4);
    expect(await getTeamMember("jo-maes", "en")).toBeNull();
    expect((await listTeam("en")).map((m) => m.firstName)).toEqual(["An"]);
    expect((await listArticleSlugs()).team).toEqual(["an-claes"]);
    expect(await db.prisma.teamMember.findFirst({ where: { fileKey: "jo-maes" } })).toMatchObject({ lastName: "Maes" });
    expect((await listTestimonials("en", 10)).map((t) => t.name)).toEqual(["Visitor"]);
    expect(await db.prisma.testimonial.count()).toBe(2);
    // What the files never held stays as it was.
    expect(await getContent("PAGE", "/Privacy/", "en")).toMatchObject({ title: "Privacy" });
    expect(await db.prisma.testimonial.findFirstOrThrow({ where: { name: "Visitor" } })).toMatchObject({
      approved: true,
      unpublishedAt: null,
    });
  });

  it("publishes an item again when its file comes back, at the same address", async () => {
    const before = await page("/Disclaimer/");
    write("pages/disclaimer.md", disclaimer());
    const report = await sync();
    expect(report).toMatchObject({ changed: 1, withdrawn: 0 });
    expect(await getContent("PAGE", "disclaimer-en", "en")).toMatchObject({ title: "Disclaimer en" });
    expect((await page("/Disclaimer/")).id).toBe(before.id);
  });

  it("is part of every files sync a command or the staff endpoint asks for", async () => {
    const report = await runSyncJob(db.prisma, { source: "files", folder, dryRun: true }, { expire: () => {} });
    // The users/ record, the page, the post, the value and An's texts.
    expect(report).toMatchObject({ source: "files", unchanged: 5, changed: 0, withdrawn: 0, failed: 0 });
  });
});
