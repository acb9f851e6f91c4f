import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "@/lib/db/infra/connection";
import { sendMonthlyReports } from "@/lib/portal/monthly-report";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// The owners' monthly report on this run's database: last month's figures, in each owner's language,
// once per owner and month however many servers (or `npm run owners:report`) try; none after opting out.

describe(`owner monthly reports (${databaseKind})`, () => {
  let db: Connection;
  const now = new Date("2026-11-01T06:00:00Z"); // 07:00 on 1 November in Brussels
  const mailsTo = (to: string) => db.prisma.outboxMail.findMany({ where: { toAddress: to } });

  beforeAll(async () => {
    db = await createTestDatabase();
    const p = db.prisma;
    await p.category.create({ data: { id: 11, name: "House", webId: 1 } });
    const owner = (username: string, locale: "fr" | "nl", monthlyReport = true) =>
      p.owner.create({
        data: {
          username,
          email: `${username}@owner.example`,
          passwordHash: "x",
          firstName: username,
          lastName: "Owner",
          locale,
          monthlyReport,
        },
      });
    const anne = await owner("anne", "fr");
    const jan = await owner("jan", "nl");
    const stopped = await owner("stopped", "fr", false);
    await owner("nothing", "fr"); // no property: no report
    let n = 0;
    for (const o of [anne, jan, stopped]) {
      const property = await p.property.create({
        data: {
          reference: `ATR-77${++n}`,
          goal: 0,
          categoryId: 11,
          zip: "9000",
          city: "Gent",
          citySlug: "gent",
          ownerId: o.id,
          translations: { create: [{ locale: "fr", title: "Maison", slug: "maison", description: "…" }] },
        },
      });
      await p.propertyPageView.createMany({
        data: [
          { propertyId: property.id, day: new Date("2026-09-30T00:00:00Z"), views: 1000 },
          { propertyId: property.id, day: new Date("2026-10-01T00:00:00Z"), views: 30 },
          { propertyId: property.id, day: new Date("2026-10-31T00:00:00Z"), views: 12 },
          { propertyId: property.id, day: new Date("2026-11-01T00:00:00Z"), views: 5 },
        ],
      });
      await p.formSubmission.createMany({
        data: [
          // 23:30 on 31 October in Brussels (22:30 UTC): October's.
          {
            kind: "VISIT_REQUEST",
            locale: "fr",
            email: "a@example.be",
            emailKey: "a@example.be",
            payload: {},
            propertyId: property.id,
            createdAt: new Date("2026-10-31T22:30:00Z"),
          },
          // 00:30 on 1 November in Brussels (23:30 UTC on 31 October): November's.
          {
            kind: "MORE_INFO",
            locale: "fr",
            email: "b@example.be",
            emailKey: "b@example.be",
            payload: {},
            propertyId: property.id,
            createdAt: new Date("2026-10-31T23:30:00Z"),
          },
        ],
      });
    }
  });
  afterAll(async () => {
    await db.close();
  });

  it("queues one report per owner who wants it, with October's figures, in the owner's language", async () => {
    expect(await sendMonthlyReports(db.prisma, now)).toBe(2);
    const [fr] = await mailsTo("anne@owner.example");
    expect(fr?.subject).toBe("Vos biens en octobre 2026");
    // The total is at the end of the month reported: 1 November's 5 views wait for next month's report.
    expect(fr?.text).toContain("42 vues de l'annonce en octobre 2026 (1\u202f042 au total jusqu'au 31 octobre 2026)");
    expect(fr?.text).toContain("1 demande par le site en octobre 2026");
    // Counted when the report was made, on 1 November in Brussels, and said so (issue 42).
    expect(fr?.text).toContain("0 recherche correspondante le 1er novembre 2026");
    expect(fr?.text).not.toContain("aujourd'hui");
    expect(fr?.text).toContain("/fr/espace-proprietaire/");
    const [nl] = await mailsTo("jan@owner.example");
    expect(nl?.subject).toBe("Uw panden in oktober 2026");
    expect(nl?.text).toContain(
      "42 weergaven van de advertentie in oktober 2026 (1.042 in totaal tot en met 31 oktober 2026)",
    );
    expect(nl?.text).toContain("0 passende zoekopdrachten op 1 november 2026");
    expect(nl?.text).not.toMatch(/\bvandaag\b/);
    expect(await mailsTo("stopped@owner.example")).toHaveLength(0);
    expect(await mailsTo("nothing@owner.example")).toHaveLength(0);
  });

  it("sends no second report for the month, even when several servers try at once", async () => {
    await db.prisma.owner.update({ where: { username: "stopped" }, data: { monthlyReport: true } });
    const queued = await Promise.all([1, 2, 3].map(() => sendMonthlyReports(db.prisma, now)));
    expect(queued.reduce((a, b) => a + b, 0)).toBe(1); // only the owner who just switched it back on
    expect(await mailsTo("anne@owner.example")).toHaveLength(1);
    expect(await mailsTo("stopped@owner.example")).toHaveLength(1);
  });

  it("stops after the owner opts out, and reports the next month to those who stay", async () => {
    await db.prisma.owner.update({ where: { username: "jan" }, data: { monthlyReport: false } });
    expect(await sendMonthlyReports(db.prisma, new Date("2026-12-01T08:00:00Z"))).toBe(2);
    expect(await mailsTo("jan@owner.example")).toHaveLength(1);
    expect(await mailsTo("anne@owner.example")).toHaveLength(2);
  });
});
