import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Connection } from "@/lib/db/infra/connection";
import type { LinkPurpose } from "@/lib/domain/mailed-link";
import type { FormKind } from "@/lib/types/submission";
import { runRetention } from "@/lib/retention/job";
import { normaliseIdentifier } from "@/lib/rules/identifier";
import { DEFAULT_RETENTION, retentionCutoffs } from "@/lib/rules/retention";
import { folderFileStore } from "@/lib/storage/folder-store";
import { captureLog } from "@/tests/support/log";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// Each kind of personal data at its boundary, on a real database: a row one millisecond past its period is
// deleted by the retention job, one at the cut-off stays, and what is confirmed or running stays however old.

const now = new Date("2027-06-15T10:00:00.000Z");
const cut = retentionCutoffs(DEFAULT_RETENTION, now);
const past = (at: Date) => new Date(at.getTime() - 1);
const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * 86_400_000);
const longAgo = new Date("2020-01-01T00:00:00.000Z");

describe(`retention of personal data (${databaseKind})`, () => {
  let db: Connection;
  let propertyId: number;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "retention-"));
  const store = folderFileStore(dir);
  /** A run of the job at `now`, its day's turn freed first, as if the last run were a day old. */
  const run = async () => {
    await db.prisma.contentSyncLease.deleteMany();
    const report = await runRetention({ db: db.prisma, store, now });
    if (!report) throw new Error("the run did not get its turn");
    return report;
  };
  let tokenCount = 0;
  const link = (purpose: LinkPurpose, expiresAt: Date | null, createdAt = longAgo) => ({
    tokenHash: (++tokenCount).toString(16).padStart(64, "0"),
    purpose,
    expiresAt,
    createdAt,
  });

  beforeAll(async () => {
    captureLog("info");
    db = await createTestDatabase();
    await db.prisma.category.create({ data: { id: 1, name: "House", webId: 1 } });
    ({ id: propertyId } = await db.prisma.property.create({
      data: { reference: "ATR-7001", goal: 0, categoryId: 1, zip: "1050", city: "Ixelles", citySlug: "ixelles" },
    }));
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("deletes newsletter subscriptions 7 days after their last confirmation link expired, and 30 after leaving", async () => {
    const subscribe = (email: string, data: object, links: ReturnType<typeof link>[]) =>
      db.prisma.newsletterSubscription.create({
        data: { email, locale: "fr", createdAt: longAgo, ...data, links: { create: links } },
      });
    await subscribe("expired@example.be", {}, [link("CONFIRM_NEWSLETTER", past(cut.confirmationExpired))]);
    await subscribe("inside@example.be", {}, [link("CONFIRM_NEWSLETTER", cut.confirmationExpired)]);
    // Came back: a fresh opt-in mailed a new link to the same row.
    await subscribe("again@example.be", {}, [
      link("CONFIRM_NEWSLETTER", longAgo),
      link("CONFIRM_NEWSLETTER", daysBefore(now, -3)),
    ]);
    await subscribe("reader@example.be", { confirmedAt: longAgo }, [link("LEAVE_NEWSLETTER", null)]);
    await subscribe("left@example.be", { confirmedAt: longAgo, unsubscribedAt: past(cut.ended) }, []);
    await subscribe("just-left@example.be", { confirmedAt: longAgo, unsubscribedAt: cut.ended }, []);

    const report = await run();
    expect(report).toMatchObject({ unconfirmedSubscriptions: 1, endedSubscriptions: 1 });
    const kept = await db.prisma.newsletterSubscription.findMany({ orderBy: { id: "asc" } });
    expect(kept.map((s) => s.email)).toEqual([
      "inside@example.be",
      "again@example.be",
      "reader@example.be",
      "just-left@example.be",
    ]);
  });

  it("deletes standing searches 7 days after their last confirmation link expired, and 30 after stopping", async () => {
    const search = (email: string, data: object, links: ReturnType<typeof link>[]) =>
      db.prisma.standingSearch.create({
        data: {
          email,
          locale: "nl",
          goal: 0,
          categoryIds: [],
          regions: [],
          zips: [],
          cities: [],
          createdAt: longAgo,
          ...data,
          links: { create: links },
        },
      });
    await search("expired@example.be", {}, [link("CONFIRM_SEARCH", past(cut.confirmationExpired))]);
    await search("inside@example.be", {}, [link("CONFIRM_SEARCH", cut.confirmationExpired)]);
    await search("running@example.be", { confirmedAt: longAgo }, [link("MANAGE_SEARCH", longAgo)]);
    await search("stopped@example.be", { confirmedAt: longAgo, stoppedAt: past(cut.ended) }, []);
    await search("just-stopped@example.be", { confirmedAt: longAgo, stoppedAt: cut.ended }, []);

    const report = await run();
    expect(report).toMatchObject({ unconfirmedSearches: 1, stoppedSearches: 1 });
    const kept = await db.prisma.standingSearch.findMany({ orderBy: { id: "asc" } });
    expect(kept.map((s) => s.email)).toEqual(["inside@example.be", "running@example.be", "just-stopped@example.be"]);
  });

  it("deletes watches 90 days after they stopped or their confirmation was asked for", async () => {
    const watch = (email: string, data: object, links: ReturnType<typeof link>[] = []) =>
      db.prisma.propertyWatch.create({
        data: { email, locale: "fr", propertyId, createdAt: longAgo, ...data, links: { create: links } },
      });
    await watch("stopped@example.be", { confirmedAt: longAgo, stoppedAt: past(cut.watchEnded) });
    await watch("just-stopped@example.be", { confirmedAt: longAgo, stoppedAt: cut.watchEnded });
    await watch("unconfirmed@example.be", { createdAt: past(cut.watchEnded) }, [
      link("CONFIRM_WATCH", daysBefore(cut.watchEnded, -7), past(cut.watchEnded)),
    ]);
    // Watching again keeps the row and its first createdAt: the new confirmation mail counts.
    await watch("asked-again@example.be", {}, [link("CONFIRM_WATCH", daysBefore(cut.watchEnded, -7), cut.watchEnded)]);
    await watch("watching@example.be", { confirmedAt: longAgo });

    expect(await run()).toMatchObject({ watches: 2 });
    const kept = await db.prisma.propertyWatch.findMany({ orderBy: { id: "asc" } });
    expect(kept.map((w) => w.email)).toEqual([
      "just-stopped@example.be",
      "asked-again@example.be",
      "watching@example.be",
    ]);
  });

  /** A submission from `email` at `at`, with one uploaded file written to the store. */
  async function submit(email: string, at: Date, kind: FormKind = "CONTACT", file?: string) {
    if (file) await store.put(file, Buffer.from(`file of ${email}`), "application/pdf");
    const uploads = file
      ? {
          create: {
            storedName: file,
            originalName: "cv.pdf",
            mimeType: "application/pdf",
            sizeBytes: 9,
            createdAt: at,
          },
        }
      : undefined;
    return db.prisma.formSubmission.create({
      data: { kind, locale: "fr", email, emailKey: normaliseIdentifier(email), payload: {}, createdAt: at, uploads },
    });
  }
  const stored = (file: string) => fs.existsSync(path.join(dir, file));

  it("deletes an address's submissions and their files 2 years after its last contact", async () => {
    await submit("gone@example.be", longAgo, "VALUATION", "gone-1.pdf");
    await submit("Gone@Example.be", past(cut.lastContact), "CONTACT", "gone-2.pdf");
    // An old submission stays while the same address wrote again within the period.
    await submit("back@example.be", longAgo, "VALUATION", "back-1.pdf");
    await submit("back@example.be", cut.lastContact);
    const testimonial = await submit("praise@example.be", past(cut.lastContact), "TESTIMONIAL");
    await db.prisma.testimonial.create({
      data: { name: "Anne", originalLocale: "fr", approved: true, submissionId: testimonial.id },
    });
    const unpublished = await submit("draft@example.be", past(cut.lastContact), "TESTIMONIAL");
    await db.prisma.testimonial.create({
      data: {
        name: "Bruno",
        originalLocale: "fr",
        submissionId: unpublished.id,
        translations: { create: { locale: "fr", aboutYou: "Acheteur", opinion: "Très bien" } },
      },
    });

    const report = await run();
    expect(report).toMatchObject({ submissions: 4, testimonials: 1, uploads: 2, files: 2, filesKept: 0 });
    const kept = await db.prisma.formSubmission.findMany({ orderBy: { id: "asc" } });
    expect(kept.map((s) => s.email)).toEqual(["back@example.be", "back@example.be"]);
    expect(await db.prisma.upload.findMany({ select: { storedName: true } })).toEqual([{ storedName: "back-1.pdf" }]);
    expect([stored("gone-1.pdf"), stored("gone-2.pdf"), stored("back-1.pdf")]).toEqual([false, false, true]);
    // A published testimonial stays, no longer tied to a submission; one never published goes with its texts.
    expect(await db.prisma.testimonial.findMany()).toEqual([
      expect.objectContaining({ name: "Anne", submissionId: null }),
    ]);
    expect(await db.prisma.testimonialTranslation.count()).toBe(0);
  });

  it("deletes the files of a job or rental application after 6 months, and keeps the application and other files", async () => {
    await submit("applicant@example.be", past(cut.cvSent), "JOB", "cv-old.pdf");
    await submit("tenant@example.be", past(cut.cvSent), "RENTAL_APPLICATION", "payslip-old.pdf");
    await submit("recent@example.be", cut.cvSent, "JOB", "cv-recent.pdf");
    await submit("photo@example.be", longAgo, "TESTIMONIAL", "photo.jpg");
    await submit("photo@example.be", now);

    expect(await run()).toMatchObject({ cvs: 2, submissions: 0, files: 2 });
    const uploads = await db.prisma.upload.findMany({ orderBy: { id: "asc" }, select: { storedName: true } });
    expect(uploads.map((u) => u.storedName)).toEqual(["back-1.pdf", "cv-recent.pdf", "photo.jpg"]);
    expect([stored("cv-old.pdf"), stored("payslip-old.pdf"), stored("cv-recent.pdf"), stored("photo.jpg")]).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(await db.prisma.formSubmission.count({ where: { email: "applicant@example.be" } })).toBe(1);
  });

  it("deletes a visit booking a year after the visit, and keeps the slot and later bookings", async () => {
    const book = async (email: string, endsAt: Date) => {
      const slot = await db.prisma.appointmentSlot.create({
        data: { propertyId, startsAt: new Date(endsAt.getTime() - 45 * 60_000), endsAt, booked: 1 },
      });
      const emailKey = normaliseIdentifier(email);
      await db.prisma.appointmentBooking.create({
        data: { slotId: slot.id, firstName: "A", lastName: "B", email, emailKey, phone: "0470", locale: "fr" },
      });
    };
    await book("visited@example.be", past(cut.visitEnded));
    await book("inside@example.be", cut.visitEnded);
    await book("coming@example.be", daysBefore(now, -2));

    expect(await run()).toMatchObject({ bookings: 1 });
    const kept = await db.prisma.appointmentBooking.findMany({ orderBy: { id: "asc" } });
    expect(kept.map((b) => b.email)).toEqual(["inside@example.be", "coming@example.be"]);
    expect(await db.prisma.appointmentSlot.count()).toBe(3);
  });

  it("deletes consent records after 3 years", async () => {
    const consentId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
    await db.prisma.consentRecord.createMany({
      data: [past(cut.consentGiven), cut.consentGiven].map((createdAt) => ({
        consentId,
        createdAt,
        policyVersion: 1,
        accepted: [],
        rejected: ["marketing"],
      })),
    });
    expect(await run()).toMatchObject({ consentRecords: 1 });
    expect(await db.prisma.consentRecord.findMany({ select: { createdAt: true } })).toEqual([
      { createdAt: cut.consentGiven },
    ]);
  });

  it("deletes outbox mails 90 days after they were sent or given up, and never one still to send", async () => {
    const mail = (subject: string, data: object) =>
      db.prisma.outboxMail.create({
        data: {
          messageId: `<${subject}@atrium.test>`,
          locale: "fr",
          toAddress: "visitor@example.be",
          subject,
          html: "<p>…</p>",
          text: "…",
          createdAt: longAgo,
          ...data,
        },
      });
    await mail("sent-past", { status: "SENT", sentAt: past(cut.mailFinished) });
    await mail("sent-inside", { status: "SENT", sentAt: cut.mailFinished });
    await mail("dead-past", { status: "DEAD", deadAt: past(cut.mailFinished) });
    await mail("dead-inside", { status: "DEAD", deadAt: cut.mailFinished });
    await mail("pending", { status: "PENDING" });
    await mail("sending", { status: "SENDING" });

    expect(await run()).toMatchObject({ mails: 2 });
    const kept = await db.prisma.outboxMail.findMany({ orderBy: { id: "asc" } });
    expect(kept.map((m) => m.subject)).toEqual(["sent-inside", "dead-inside", "pending", "sending"]);
  });

  it("deletes mailed links 90 days after they expired, and never a link that does not expire", async () => {
    const { id: subscriptionId } = await db.prisma.newsletterSubscription.findFirstOrThrow({
      where: { email: "reader@example.be" },
    });
    const links = [link("CONFIRM_NEWSLETTER", past(cut.linkExpired)), link("CONFIRM_NEWSLETTER", cut.linkExpired)];
    await db.prisma.mailedLink.createMany({ data: links.map((l) => ({ ...l, subscriptionId })) });

    expect(await run()).toMatchObject({ links: 1 });
    const kept = await db.prisma.mailedLink.findMany({ where: { subscriptionId }, orderBy: { expiresAt: "asc" } });
    expect(kept.map((l) => [l.purpose, l.expiresAt])).toEqual([
      ["CONFIRM_NEWSLETTER", cut.linkExpired],
      ["LEAVE_NEWSLETTER", null],
    ]);
  });

  it("keeps statistics and audit rows however old: they hold no personal data", async () => {
    await db.prisma.propertyPageView.create({ data: { propertyId, day: longAgo, views: 12 } });
    await db.prisma.staffAudit.create({ data: { at: longAgo, action: "property.change", reference: "ATR-7001" } });
    await db.prisma.propertyHistory.create({
      data: { propertyId, at: longAgo, field: "price", before: "1", after: "2", source: "staff" },
    });
    const report = await run();
    expect(Object.values(report).every((n) => n === 0)).toBe(true);
    expect(await db.prisma.propertyPageView.count()).toBe(1);
    expect(await db.prisma.staffAudit.count()).toBe(1);
    expect(await db.prisma.propertyHistory.count()).toBe(1);
  });
});
