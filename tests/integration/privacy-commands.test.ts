import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openConnection } from "@/lib/db/infra/connection";
import { applyMigrations } from "@/lib/db/infra/migrations";
import { commandDatabase, type CommandDatabase } from "@/tests/support/command-database";
import { databaseKind } from "@/tests/support/test-database";

// npm run privacy:export and privacy:erase, run as staff run them against this run's database
// (tests/support/command-database.ts), with the uploads in a folder of their own.

const address = "lea.martin@example.be";

describe(`npm run privacy:export and privacy:erase (${databaseKind})`, () => {
  let commands: CommandDatabase;
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), "privacy-command-uploads-"));

  const open = () => commands.open();
  const release = () => commands.release();
  const npm = (...args: string[]) => commands.npm(args);
  const refused = (args: string[], stderr: RegExp, extra: Record<string, string> = {}) =>
    expect(commands.npm(args, extra), args.join(" ")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(stderr),
    });

  beforeAll(async () => {
    commands = await commandDatabase("privacy-commands", { UPLOAD_DIR: uploads, FILE_STORE: "folder" });
    const conn = await open();
    const submission = await conn.prisma.formSubmission.create({
      data: {
        kind: "JOB",
        locale: "nl",
        email: "Lea.Martin@example.be",
        emailKey: address,
        payload: { firstName: "Léa", motivation: "Graag" },
      },
    });
    await conn.prisma.upload.create({
      data: {
        submissionId: submission.id,
        storedName: "lea-cv.pdf",
        originalName: "cv-lea.pdf",
        mimeType: "application/pdf",
        sizeBytes: 3,
      },
    });
    fs.writeFileSync(path.join(uploads, "lea-cv.pdf"), "cv!");
    await conn.prisma.newsletterSubscription.create({ data: { email: address, locale: "nl" } });
    await release();
  });
  afterAll(async () => {
    await commands.close();
    fs.rmSync(uploads, { recursive: true, force: true });
  });

  it("exports the address's data as JSON", async () => {
    const { stdout } = await npm("privacy:export", "--", "LEA.martin@example.be");
    const data = JSON.parse(stdout);
    expect(data).toMatchObject({
      address,
      formSubmissions: [{ kind: "JOB", payload: { motivation: "Graag" }, uploads: [{ originalName: "cv-lea.pdf" }] }],
      newsletterSubscriptions: [{ email: address }],
    });
  });

  it("without --yes says what it would erase and changes nothing; with it, erases and logs counts only", async () => {
    const dry = await npm("privacy:erase", "--", address);
    expect(dry.stdout).toMatch(
      /^Would erase from the .+: 1 form submission, 1 uploaded file, 1 newsletter subscription\. Nothing was changed: run again with --yes to erase\.\n$/,
    );
    expect(fs.existsSync(path.join(uploads, "lea-cv.pdf"))).toBe(true);
    expect(await (await open()).prisma.formSubmission.count()).toBe(1);

    const done = await npm("privacy:erase", "--", address, "--yes");
    const lines = done.stdout.trim().split("\n");
    const logLine = lines.find((line) => line.startsWith("{"));
    const said = lines.filter((line) => line !== logLine);
    expect(said).toEqual([
      expect.stringMatching(/^Erased from the .+: 1 form submission, 1 uploaded file, 1 newsletter subscription\.$/),
    ]);
    expect(JSON.parse(logLine!)).toMatchObject({ event: "privacy.erased", formSubmissions: 1, uploads: 1 });
    expect(done.stdout).not.toMatch(/lea/i);
    expect(fs.existsSync(path.join(uploads, "lea-cv.pdf"))).toBe(false);
    const conn = await open();
    expect(await conn.prisma.formSubmission.count()).toBe(0);
    expect(await conn.prisma.upload.count()).toBe(0);
    expect(await conn.prisma.newsletterSubscription.count()).toBe(0);

    expect((await npm("privacy:erase", "--", address)).stdout).toMatch(
      /^Nothing in the .+ is held under this address\.\n$/,
    );
  });

  it("answers a missing or malformed address in one sentence, and fails", async () => {
    await refused(["privacy:export"], /^Usage: npm run privacy:export -- <e-mail address> \[--site \S+\]\n$/);
    await refused(
      ["privacy:erase", "--", "--yes"],
      /^Usage: npm run privacy:erase -- <e-mail address> \[--yes\] \[--site \S+\]\n$/,
    );
    await refused(["privacy:export", "--", address, "--everything"], /^Usage: npm run privacy:export/);
    await refused(
      ["privacy:export", "--", "lea.martin"],
      /^"lea\.martin" is not an e-mail address: give the address the person wrote from\.\n$/,
    );
    await refused(["privacy:erase", "--", "a@b.be", "c@d.be", "--yes"], /^Usage: npm run privacy:erase/);
    await refused(
      ["privacy:erase", "--", "info@atrium-immo.be", "--yes"],
      /^This is one of the agency's own addresses: .+, so nothing was erased\.\n$/,
    );
  });

  it("answers a database without this release's migrations, or one that does not answer, in one sentence", async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), "unmigrated-"));
    try {
      for (const command of ["privacy:export", "privacy:erase"]) {
        await refused(
          [command, "--", address, "--yes"].slice(0, command === "privacy:export" ? 3 : 4),
          /^The embedded PostgreSQL in \S+ lacks \d+ migration\(s\) of this release: run `npm run db:migrate` first\.\n$/,
          { DATABASE_URL: "", PGLITE_DATA_DIR: empty },
        );
        await refused(
          [command, "--", address],
          /^The PostgreSQL server 127\.0\.0\.1:1\/nothing does not answer: .+\.\n$/,
          { DATABASE_URL: "postgres://postgres@127.0.0.1:1/nothing" },
        );
      }
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  it("asks the site that holds the embedded database, and says in one sentence what it needs for that", async () => {
    const busy = fs.mkdtempSync(path.join(os.tmpdir(), "privacy-held-"));
    const holder = openConnection({ kind: "embedded", dataDir: busy });
    const held = { DATABASE_URL: "", PGLITE_DATA_DIR: busy, STAFF_API_SECRET: "" };
    try {
      await applyMigrations(holder.adapter);
      await refused(
        ["privacy:erase", "--", address, "--yes"],
        /^A running process holds the embedded PostgreSQL in \S+: set STAFF_API_SECRET to the site's, so that the site answers the request\.\n$/,
        held,
      );
      // tests/e2e/privacy-requests-changes.spec.ts asks a running site.
      await refused(
        ["privacy:export", "--", address, "--site", "http://127.0.0.1:1"],
        /^A running process holds the embedded PostgreSQL in \S+, and no site answers at http:\/\/127\.0\.0\.1:1: name the site's address on this machine with --site, or stop that process\.\n$/,
        { ...held, STAFF_API_SECRET: "a-staff-secret-of-32-characters-or-more" },
      );
    } finally {
      await holder.close();
      fs.rmSync(busy, { recursive: true, force: true });
    }
  });
});
