import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Connection } from "@/lib/db/infra/connection";
import { limitKey } from "@/lib/forms/rate-limit";
import { addressKey, erasePersonalDataOf, exportPersonalData } from "@/lib/privacy/requests";
import { runRetention } from "@/lib/retention/job";
import { fileArea } from "@/lib/storage/file-store";
import { folderFileStore } from "@/lib/storage/folder-store";
import { postgresFileStore } from "@/lib/storage/postgres-store";
import { captureLog } from "@/tests/support/log";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// An access request lists every kind of row that holds the address (however it was typed) and nothing of
// anyone else; an erasure leaves the address in no table and no file, and everyone else's data as it was.

const anne = "anne.dupont@example.be";
const bert = "bert.peeters@example.be";

describe(`requests about personal data (${databaseKind})`, () => {
  let db: Connection;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "privacy-uploads-"));
  const store = folderFileStore(dir);

  /** Everything a visitor and an owner can leave, with the address typed as `typed`. */
  async function leaveData(typed: string, who: string, propertyId: number, slotId: number) {
    const key = typed.normalize("NFKC").trim().toLowerCase();
    const submission = (kind: "CONTACT" | "JOB" | "TESTIMONIAL", payload: object) =>
      db.prisma.formSubmission.create({
        data: { kind, locale: "fr", email: typed, emailKey: key, payload, propertyId },
      });
    const contact = await submission("CONTACT", { firstName: who, message: "Une question", email: typed });
    const job = await submission("JOB", { firstName: who });
    const storedName = `${who.toLowerCase()}-cv.pdf`;
    await store.put(storedName, Buffer.from(`CV of ${who}`), "application/pdf");
    await db.prisma.upload.create({
      data: { submissionId: job.id, storedName, originalName: "cv.pdf", mimeType: "application/pdf", sizeBytes: 9 },
    });
    const testimonial = await submission("TESTIMONIAL", { name: who });
    await db.prisma.testimonial.create({
      data: {
        name: who,
        originalLocale: "fr",
        postedBy: "visitor",
        submissionId: testimonial.id,
        translations: { create: { locale: "fr", aboutYou: `${who}, acheteur`, opinion: "Très bien" } },
      },
    });
    const mail = { locale: "fr" as const, html: "<p>Merci</p>", text: "Merci" };
    await db.prisma.outboxMail.createMany({
      data: [
        { ...mail, messageId: `<c-${who}>`, toAddress: typed, subject: "Votre demande", submissionId: contact.id },
        {
          ...mail,
          messageId: `<a-${who}>`,
          toAddress: "info@atrium.test",
          replyTo: typed,
          subject: `Contact de ${who}`,
          kind: "AGENCY",
          status: "SENT",
          sentAt: new Date(),
        },
      ],
    });
    const subscription = await db.prisma.newsletterSubscription.create({ data: { email: key, locale: "fr" } });
    await db.prisma.mailedLink.create({
      data: { tokenHash: `${who}`.padEnd(64, "0"), purpose: "CONFIRM_NEWSLETTER", subscriptionId: subscription.id },
    });
    await db.prisma.standingSearch.create({ data: { email: typed, locale: "fr", goal: 0, minPrice: 200000 } });
    await db.prisma.propertyWatch.create({ data: { email: key, locale: "fr", propertyId } });
    await db.prisma.appointmentBooking.create({
      data: {
        slotId,
        firstName: who,
        lastName: "X",
        email: typed,
        emailKey: key,
        phone: "+32 470 00 00 00",
        locale: "fr",
      },
    });
    await db.prisma.appointmentSlot.update({ where: { id: slotId }, data: { booked: { increment: 1 } } });
    const owner = await db.prisma.owner.create({
      data: {
        username: `${who.toLowerCase()}.owner`,
        email: typed,
        emailKey: key,
        usernameKey: `${who.toLowerCase()}.owner`,
        firstName: who,
        lastName: "X",
        source: "crm",
        sourceId: who === "Anne" ? 1 : 2,
        sessions: { create: { idHash: `s${who}`.padEnd(64, "0") } },
        reports: { create: { month: "2026-10" } },
      },
    });
    await db.prisma.property.update({ where: { id: propertyId }, data: { ownerId: owner.id } });
    await db.prisma.rateLimit.create({ data: { key: `friend-to:${limitKey({ email: typed })}`, points: 1 } });
    return { storedName, owner };
  }

  /** The rows of every table, by table: what "nothing else changed" compares. */
  async function everyRow(): Promise<Record<string, number>> {
    const tables = await db.prisma.$queryRaw<{ name: string }[]>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`;
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const [row] = await db.prisma.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "${name}"`);
      counts[name] = Number(row!.n);
    }
    return counts;
  }

  /** Every text, JSON and array column of every table that holds the text, as "Table.column". */
  async function findable(text: string): Promise<string[]> {
    const columns = await db.prisma.$queryRaw<{ table: string; column: string }[]>`
      SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY')`;
    const found: string[] = [];
    for (const { table, column } of columns) {
      const [row] = await db.prisma.$queryRawUnsafe<{ n: bigint }[]>(
        `SELECT count(*) AS n FROM "${table}" WHERE strpos(lower("${column}"::text), $1) > 0`,
        text,
      );
      if (Number(row!.n) > 0) found.push(`${table}.${column}`);
    }
    return found;
  }

  let anneFile = "";
  let bertFile = "";

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.prisma.category.create({ data: { id: 1, name: "House", webId: 1 } });
    const property = (reference: string) =>
      db.prisma.property.create({
        data: { reference, goal: 0, categoryId: 1, zip: "7500", city: "Tournai", citySlug: "tournai" },
      });
    const [first, second] = [await property("ATR-7001"), await property("ATR-7002")];
    const slot = await db.prisma.appointmentSlot.create({
      data: {
        propertyId: first.id,
        startsAt: new Date(Date.now() + 86_400_000),
        endsAt: new Date(Date.now() + 90_000_000),
        capacity: 4,
      },
    });
    // Anne typed her address differently each time; look-ups compare it as one.
    anneFile = (await leaveData("Anne.Dupont@Example.BE ", "Anne", first.id, slot.id)).storedName;
    bertFile = (await leaveData(bert, "Bert", second.id, slot.id)).storedName;
    // Bert sent a property to Anne: his form names her; it is his, not hers.
    const sent = await db.prisma.formSubmission.create({
      data: {
        kind: "SEND_TO_FRIEND",
        locale: "fr",
        email: bert,
        emailKey: bert,
        payload: { firstName: "Bert", friendEmail: "ANNE.dupont@example.be", message: "Pour toi" },
      },
    });
    await db.prisma.outboxMail.create({
      data: {
        messageId: "<friend-copy>",
        submissionId: sent.id,
        locale: "fr",
        kind: "AGENCY",
        toAddress: "info@atrium.test",
        replyTo: bert,
        subject: "Envoyé à un ami",
        text: "Ami : anne.dupont@example.be.",
        html: '<p>Ami : <a href="mailto:anne.dupont@example.be">anne.dupont@example.be</a></p>',
      },
    });
    await db.prisma.consentRecord.create({
      data: {
        consentId: "5b0f1c3e-8f5c-4a53-9d8e-2c1f0a6b7d9e",
        policyVersion: 1,
        accepted: ["necessary"],
        rejected: [],
      },
    });
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("takes an address as look-ups compare it, and refuses what is not one", () => {
    expect(addressKey(" Anne.Dupont@Example.BE")).toBe(anne);
    expect(addressKey("ａｎｎｅ@example.be")).toBe("anne@example.be");
    for (const bad of [undefined, "", "anne", "anne@", "@example.be", "a b@example.be", "anne@example.be\u0000"]) {
      expect(addressKey(bad), String(bad)).toBeNull();
    }
  });

  it("exports each kind held under the address, and nothing of anyone else", async () => {
    const data = await exportPersonalData(anne, db.prisma);
    expect(data.address).toBe(anne);
    expect(data.formSubmissions.map((s) => s.kind).sort()).toEqual(["CONTACT", "JOB", "TESTIMONIAL"]);
    expect(data.formSubmissions.find((s) => s.kind === "CONTACT")).toMatchObject({
      property: "ATR-7001",
      payload: { message: "Une question" },
    });
    expect(data.formSubmissions.find((s) => s.kind === "JOB")?.uploads).toEqual([
      expect.objectContaining({ originalName: "cv.pdf", mimeType: "application/pdf" }),
    ]);
    expect(data.formSubmissions.find((s) => s.kind === "TESTIMONIAL")?.testimonial).toMatchObject({
      name: "Anne",
      texts: [{ aboutYou: "Anne, acheteur", opinion: "Très bien" }],
    });
    expect(data.mentionedInSubmissions).toEqual([
      expect.objectContaining({ kind: "SEND_TO_FRIEND", fields: ["friendEmail"] }),
    ]);
    expect(data.newsletterSubscriptions).toEqual([expect.objectContaining({ email: anne, confirmedAt: null })]);
    expect(data.standingSearches).toEqual([expect.objectContaining({ goal: 0, minPrice: "200000" })]);
    expect(data.propertyWatches).toEqual([expect.objectContaining({ property: "ATR-7001" })]);
    expect(data.appointmentBookings).toEqual([
      expect.objectContaining({ property: "ATR-7001", firstName: "Anne", phone: "+32 470 00 00 00" }),
    ]);
    expect(data.mails.map((m) => m.subject).sort()).toEqual(["Contact de Anne", "Votre demande"]);
    expect(data.mentionedInMails).toEqual([expect.objectContaining({ kind: "AGENCY", status: "PENDING" })]);
    expect(data.mails[0]).not.toHaveProperty("html");
    expect(data.ownerAccounts).toHaveLength(1);
    expect(data.ownerAccounts[0]).toMatchObject({
      username: "anne.owner",
      source: "crm",
      hasPassword: false,
      properties: ["ATR-7001"],
      reportsQueued: ["2026-10"],
    });
    expect(data.ownerAccounts[0]?.sessions).toHaveLength(1);
    expect(data.consentRecords).toMatch(/no consent record can be tied to this address/);
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/bert/i);
    expect(text).not.toContain("ATR-7002");
    expect(text).not.toContain("Pour toi");
  });

  it("without apply, counts what it would erase and changes nothing", async () => {
    const before = await everyRow();
    const plan = await erasePersonalDataOf(anne, { apply: false, store }, db.prisma);
    expect(plan).toMatchObject({
      applied: false,
      syncedOwners: 1,
      counts: {
        formSubmissions: 3,
        uploads: 1,
        testimonials: 1,
        mentions: 2,
        newsletterSubscriptions: 1,
        standingSearches: 1,
        propertyWatches: 1,
        appointmentBookings: 1,
        mails: 2,
        ownerAccounts: 1,
        ownerSessions: 1,
        rateLimitCounters: 1,
      },
    });
    expect(await everyRow()).toEqual(before);
    expect(fs.existsSync(path.join(dir, anneFile))).toBe(true);
  });

  it("erases every row and file of the address, and leaves everyone else's", async () => {
    const bertBefore = await exportPersonalData(bert, db.prisma);
    const erased = await erasePersonalDataOf("  ANNE.DUPONT@example.be", { apply: true, store }, db.prisma);
    expect(erased).toMatchObject({ applied: true, filesLeft: [], counts: { formSubmissions: 3, mails: 2 } });

    expect(await findable(anne)).toEqual([]);
    expect(await findable("anne.owner")).toEqual([]);
    expect(await db.prisma.testimonial.count({ where: { name: "Anne" } })).toBe(0);
    expect(await db.prisma.rateLimit.count({ where: { key: `friend-to:${limitKey({ email: anne })}` } })).toBe(0);
    expect(fs.existsSync(path.join(dir, anneFile))).toBe(false);
    expect(await exportPersonalData(anne, db.prisma)).toMatchObject({
      formSubmissions: [],
      mentionedInSubmissions: [],
      newsletterSubscriptions: [],
      standingSearches: [],
      propertyWatches: [],
      appointmentBookings: [],
      mails: [],
      ownerAccounts: [],
    });

    // Her property stays, without an owner; her place in the slot is free again; the consent record stays.
    expect(await db.prisma.property.findUniqueOrThrow({ where: { reference: "ATR-7001" } })).toMatchObject({
      ownerId: null,
    });
    expect(await db.prisma.appointmentSlot.findFirstOrThrow()).toMatchObject({ booked: 1 });
    expect(await db.prisma.consentRecord.count()).toBe(1);

    // Bert's data is as it was, but for Anne's address in his form and in its copy to the agency.
    const erasedFromForm = (s: (typeof bertBefore.formSubmissions)[number]) =>
      s.kind === "SEND_TO_FRIEND" ? { ...s, payload: { ...(s.payload as object), friendEmail: "[erased]" } } : s;
    expect(await exportPersonalData(bert, db.prisma)).toEqual({
      ...bertBefore,
      generatedAt: expect.any(Date),
      formSubmissions: bertBefore.formSubmissions.map(erasedFromForm),
    });
    expect(fs.existsSync(path.join(dir, bertFile))).toBe(true);
    expect(await db.prisma.rateLimit.count({ where: { key: `friend-to:${limitKey({ email: bert })}` } })).toBe(1);
    const sent = await db.prisma.formSubmission.findFirstOrThrow({ where: { kind: "SEND_TO_FRIEND" } });
    expect(sent.payload).toEqual({ firstName: "Bert", friendEmail: "[erased]", message: "Pour toi" });
    expect(await db.prisma.outboxMail.findUniqueOrThrow({ where: { messageId: "<friend-copy>" } })).toMatchObject({
      replyTo: bert,
      text: "Ami : [erased].",
      html: '<p>Ami : <a href="mailto:[erased]">[erased]</a></p>',
    });
  });

  it("shows a staff member's profile, and refuses to erase a staff or agency address (their mails hold others' forms)", async () => {
    await db.prisma.teamMember.create({
      data: { slug: "chloe", firstName: "Chloé", lastName: "M", email: "Chloe@Atrium.test", phone: "+32 2 000 00 00" },
    });
    await db.prisma.outboxMail.create({
      data: {
        messageId: "<to-chloe>",
        locale: "fr",
        kind: "AGENCY",
        toAddress: "chloe@atrium.test",
        subject: "Nouveau contact",
        text: "…",
        html: "…",
      },
    });
    expect((await exportPersonalData("chloe@atrium.test", db.prisma)).staffProfiles).toEqual([
      expect.objectContaining({ slug: "chloe" }),
    ]);
    const before = await everyRow();
    for (const [address, refused] of [
      ["chloe@atrium.test", "staff"],
      ["INFO@atrium-immo.be", "agency"],
    ] as const) {
      for (const apply of [false, true]) {
        const outcome = await erasePersonalDataOf(address, { apply, store }, db.prisma);
        expect(outcome, address).toMatchObject({ applied: false, refused });
      }
    }
    expect(await everyRow()).toEqual(before);
  });

  it("lists every owner account the address names, by e-mail or by user name, as erase deletes each", async () => {
    const typed = "dirk.owner@example.be";
    const common = { firstName: "Dirk", lastName: "Y", source: "crm" as const };
    await db.prisma.owner.create({
      data: { ...common, username: "dirk", usernameKey: "dirk", email: typed, emailKey: typed, sourceId: 71 },
    });
    await db.prisma.owner.create({
      data: {
        ...common,
        username: typed,
        usernameKey: typed,
        email: "other@example.be",
        emailKey: "other@example.be",
        sourceId: 72,
      },
    });
    const accounts = (await exportPersonalData(typed, db.prisma)).ownerAccounts;
    expect(accounts.map((account) => account.username)).toEqual(["dirk", typed]);
  });

  it("removes the files from the database when it is the file store (FILE_STORE=postgres)", async () => {
    const inDatabase = fileArea(postgresFileStore(db.prisma), "uploads");
    const carla = "carla@example.be";
    await db.prisma.formSubmission.create({
      data: {
        kind: "RENTAL_APPLICATION",
        locale: "nl",
        email: carla,
        emailKey: carla,
        payload: { firstName: "Carla" },
        uploads: {
          create: {
            storedName: "carla-payslip.pdf",
            originalName: "loon.pdf",
            mimeType: "application/pdf",
            sizeBytes: 4,
          },
        },
      },
    });
    await inDatabase.put("carla-payslip.pdf", Buffer.from("loon"), "application/pdf");
    await erasePersonalDataOf(carla, { apply: true, store: inDatabase }, db.prisma);
    expect(await db.prisma.storedFile.count({ where: { key: "uploads/carla-payslip.pdf" } })).toBe(0);
    expect(await findable(carla)).toEqual([]);
  });

  it("names a file the store would not remove and leaves it to the retention job, and removes no one else's", async () => {
    const dirk = "dirk@example.be";
    const upload = (storedName: string) => ({
      create: { storedName, originalName: "cv.pdf", mimeType: "application/pdf", sizeBytes: 4 },
    });
    await db.prisma.formSubmission.create({
      data: { kind: "JOB", locale: "nl", email: dirk, emailKey: dirk, payload: {}, uploads: upload("dirk-cv.pdf") },
    });
    // Another person's file, queued by a deletion whose files are not yet removed.
    const other = await db.prisma.formSubmission.create({
      data: {
        kind: "JOB",
        locale: "nl",
        email: "eva@example.be",
        emailKey: "eva@example.be",
        payload: {},
        uploads: upload("eva-cv.pdf"),
      },
    });
    await db.prisma.formSubmission.delete({ where: { id: other.id } });
    for (const name of ["dirk-cv.pdf", "eva-cv.pdf"]) await store.put(name, Buffer.from("cv"), "application/pdf");
    const refusing = { ...store, delete: () => Promise.reject(new Error("read-only file system")) };
    const error = captureLog("error");
    captureLog("info");
    const erased = await erasePersonalDataOf(dirk, { apply: true, store: refusing }, db.prisma);
    expect(erased.filesLeft).toEqual(["dirk-cv.pdf"]);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ event: "privacy.file-left", file: "dirk-cv.pdf" }),
      "Erasure: upload dirk-cv.pdf not removed",
    );
    expect(await findable(dirk)).toEqual([]);
    const queued = await db.prisma.uploadRemoval.findMany({ orderBy: { storedName: "asc" } });
    expect(queued.map((row) => row.storedName)).toEqual(["dirk-cv.pdf", "eva-cv.pdf"]);
    expect(await runRetention({ db: db.prisma, store, now: new Date() })).toMatchObject({ files: 2, filesKept: 0 });
    expect([fs.existsSync(path.join(dir, "dirk-cv.pdf")), fs.existsSync(path.join(dir, "eva-cv.pdf"))]).toEqual([
      false,
      false,
    ]);
    vi.restoreAllMocks();
  });
});
