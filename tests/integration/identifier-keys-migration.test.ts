import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasOpenBooking } from "@/lib/db/appointments";
import type { Connection } from "@/lib/db/infra/connection";
import { applyMigrations } from "@/lib/db/infra/migrations";
import { findOwnerAccount } from "@/lib/db/owner-accounts";
import { hasRequestedDocument } from "@/lib/db/submissions";
import { normaliseIdentifier } from "@/lib/rules/identifier";
import { createDatabaseBefore, databaseKind } from "@/tests/support/test-database";

// The migration that added the key columns: every existing owner, submission and booking gets the key
// normaliseIdentifier() would give, and two owners whose names differ only by case both stay, the older
// keeping the name (it already won every sign-in with it), the younger reachable by its other name.

const migration = "20261125205559_identifier_keys";
// Names as they may have been stored before: case, surrounding spaces, width, ligatures, a tab.
const odd = ["ＯＷＮＥＲ．ＷＩＤＥ", "\u00a0Spaced.Owner\u3000", "\tTabbed.Owner\n", "ﬁnn.owner", "Élise.Owner"];

describe(`migration ${migration} (${databaseKind})`, () => {
  let db: Connection;
  let before: string;
  const ids: Record<string, number> = {};
  let propertyId: number;

  beforeAll(async () => {
    ({ db, folder: before } = await createDatabaseBefore(migration));
    const owners: Array<[name: string, username: string, email: string]> = [
      ["older", "Owner.Dupont", "Anne.Dupont@Owner.Example"],
      ["younger", "owner.DUPONT", "second.dupont@owner.example"],
      ["sharedMail", "owner.third", "anne.dupont@owner.example"],
      ...odd.map((username, i): [string, string, string] => [username, username, `odd${i}@owner.example`]),
    ];
    for (const [name, username, email] of owners) {
      const [row] = await db.prisma.$queryRaw<{ id: number }[]>`
        INSERT INTO "Owner" (username, email, "passwordHash", "firstName", "lastName")
        VALUES (${username}, ${email}, 'x', 'A', 'B') RETURNING id`;
      ids[name] = row!.id;
    }
    await db.prisma.$executeRaw`INSERT INTO "Category" (id, name, "webId") VALUES (13, 'Apartment', 1)`;
    const [property] = await db.prisma.$queryRaw<{ id: number }[]>`
      INSERT INTO "Property" (reference, goal, "categoryId", zip, city, "citySlug", "updatedAt")
      VALUES ('ATR-9201', 0, 13, '1050', 'Ixelles', 'ixelles', now()) RETURNING id`;
    propertyId = property!.id;
    await db.prisma.$executeRaw`
      INSERT INTO "FormSubmission" (kind, locale, email, payload, "propertyId")
      VALUES ('DOCUMENT_REQUEST', 'fr', ' Marie.Lambert@Example.BE', '{"documentId": 4}', ${propertyId})`;
    await db.prisma.$executeRaw`
      WITH slot AS (
        INSERT INTO "AppointmentSlot" ("propertyId", "startsAt", "endsAt", capacity, booked)
        VALUES (${propertyId}, now() + interval '1 day', now() + interval '25 hours', 2, 1) RETURNING id)
      INSERT INTO "AppointmentBooking" ("slotId", "firstName", "lastName", email, phone, locale)
      SELECT id, 'Tom', 'Jacobs', 'Tom.Jacobs@Example.BE', '0475', 'nl' FROM slot`;
    await applyMigrations(db.adapter);
  });
  afterAll(async () => {
    await db?.close();
    fs.rmSync(before, { recursive: true, force: true });
  });

  it("keeps every owner, the older of two with one name keeping it", async () => {
    expect(await db.prisma.owner.count()).toBe(3 + odd.length);
    expect(await findOwnerAccount("OWNER.dupont", db.prisma)).toMatchObject({ id: ids.older });
    expect(await findOwnerAccount("anne.dupont@owner.example", db.prisma)).toMatchObject({ id: ids.older });
    expect(await findOwnerAccount("Second.Dupont@owner.example", db.prisma)).toMatchObject({ id: ids.younger });
    expect(await findOwnerAccount("owner.third", db.prisma)).toMatchObject({ id: ids.sharedMail });
    const younger = await db.prisma.owner.findUniqueOrThrow({ where: { id: ids.younger } });
    expect(younger).toMatchObject({ username: "owner.DUPONT", usernameKey: null });
  });

  it("computes in SQL the key normaliseIdentifier() computes", async () => {
    for (const name of odd) {
      const row = await db.prisma.owner.findUniqueOrThrow({ where: { id: ids[name] } });
      expect(row.usernameKey).toBe(normaliseIdentifier(name));
      expect(await findOwnerAccount(name, db.prisma)).toMatchObject({ id: ids[name] });
    }
    expect(await findOwnerAccount("owner.wide", db.prisma)).toMatchObject({ id: ids["ＯＷＮＥＲ．ＷＩＤＥ"] });
  });

  it("keys the visitors' addresses already stored, so their look-ups still find them", async () => {
    const request = { email: "marie.lambert@example.be", propertyId, documentId: 4 };
    expect(await hasRequestedDocument(request, db.prisma)).toBe(true);
    expect(await hasOpenBooking("tom.jacobs@example.be", propertyId, db.prisma)).toBe(true);
  });
});
