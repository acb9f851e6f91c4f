import { createTranslator } from "next-intl";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { hashPassword } from "@/lib/auth/password";
import { signInWithCredentials } from "@/lib/auth/sign-in";
import { hasOpenBooking, takePlace } from "@/lib/db/appointments";
import type { Connection } from "@/lib/db/infra/connection";
import { findOwnerAccount } from "@/lib/db/owner-accounts";
import { hasRequestedDocument, storeSubmission } from "@/lib/db/submissions";
import { ownerKeys } from "@/lib/rules/identifier";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import nl from "@/messages/nl.json";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// Every look-up by what a visitor typed as a username or an e-mail, asked with LIKE's wildcards ("_", "%")
// and its escape ("\"): each finds only the row whose key is that very text, trimmed, NFKC and in lower
// case, and no answer shows an address the visitor did not type (issue 21, finding 1).

const site = vi.hoisted(() => ({
  prisma: null as unknown,
  address: "203.0.113.1",
  after: [] as Array<() => Promise<void>>,
}));
vi.mock("@/lib/db/infra/prisma", () => ({ getPrisma: () => site.prisma }));
vi.mock("@/lib/http/client-address", () => ({ clientAddress: () => site.address }));
vi.mock("@/lib/mail/worker", () => ({ wakeMailWorker: () => {} }));
vi.mock("next/server", async (original) => ({
  ...(await original<object>()),
  after: (task: () => Promise<void>) => site.after.push(task),
}));
const messages = { en, nl, fr, de };
vi.mock("next-intl/server", () => ({
  getTranslations: async ({ locale, namespace }: { locale: keyof typeof messages; namespace: string }) =>
    createTranslator({ locale, messages: messages[locale], namespace: namespace as "Mail" }),
}));
// The document request's handler itself, with its property and document as the page would find them.
vi.mock("@/lib/forms/form-action", () => ({ formAction: () => ({ action: (handler: unknown) => handler }) }));
vi.mock("@/lib/forms/listing", () => ({
  aboutProperty: async (id: number) => ({
    id,
    reference: "ATR-9101",
    title: "Flat in Ixelles",
    url: "https://atrium.test/en/for-sale/ixelles/flat/1/",
    manager: "camille@atrium.test",
    detail: { id, status: "AVAILABLE", goal: 0, zip: "1050", city: "Ixelles", address: {}, prices: {}, rooms: {} },
  }),
}));
vi.mock("@/lib/db/documents", () => ({
  findRequestableDocument: async () => ({ file: "epc.pdf", title: "EPC certificate" }),
}));

const { requestPasswordReset } = await import("@/lib/auth/actions/request-reset");
const { requestDocument } = await import("@/lib/forms/actions/document-request");

const password = "atrium-demo-2026";
const victim = "victim.person@example.com";
// Each is LIKE's reading of owner.dupont, anne.dupont@owner.example or the victim's address (or of anyone).
const wildcards = {
  username: ["owner.dup_nt", "owner.dupon%", "OWNER.DUP_NT", "%", "%%", "_%", "owner.dupon\\t", "owner\\.dupont"],
  email: ["anne.dupont@owner.exampl_", "%@owner.example", "ANNE.DUPONT@%", "anne.dupon\\t@owner.example"],
  visitor: ["_____________@example.com", "victim.perso_@example.com", "%@example.com", "victim.perso\\n@example.com"],
};

describe(`look-ups by username or e-mail, never a pattern (${databaseKind})`, () => {
  let db: Connection;
  let dupont: number;
  let propertyId: number;
  let client = 0;
  const nextClient = () => `198.51.100.${++client}`;
  const signIn = (identifier: string) =>
    signInWithCredentials({ identifier, password, client: nextClient() }, db.prisma);

  beforeAll(async () => {
    db = await createTestDatabase();
    site.prisma = db.prisma;
    const passwordHash = await hashPassword(password);
    for (const [username, email, firstName] of [
      ["owner.dupont", "anne.dupont@owner.example", "Anne"],
      ["owner.peeters", "jan.peeters@owner.example", "Jan"],
    ] as const) {
      const owner = await db.prisma.owner.create({
        data: { username, email, ...ownerKeys({ username, email }), passwordHash, firstName, lastName: "Owner" },
      });
      if (firstName === "Anne") dupont = owner.id;
    }
    await db.prisma.category.create({ data: { id: 13, name: "Apartment", webId: 1 } });
    propertyId = (
      await db.prisma.property.create({
        data: { reference: "ATR-9101", goal: 0, categoryId: 13, zip: "1050", city: "Ixelles", citySlug: "ixelles" },
      })
    ).id;
  });
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    await db.prisma.rateLimit.deleteMany();
  });

  describe("signing in", () => {
    it.each([...wildcards.username, ...wildcards.email])("opens nobody's session as %j", async (name) => {
      expect(await findOwnerAccount(name, db.prisma)).toBeNull();
      expect(await signIn(name)).toEqual({ status: "invalid" });
    });

    it.each([
      "owner.dupont",
      "OWNER.DUPONT",
      "  owner.dupont ",
      "ｏｗｎｅｒ．ｄｕｐｏｎｔ",
      "ANNE.DUPONT@OWNER.EXAMPLE",
    ])("still signs owner.dupont in as %j (case, spaces and width aside)", async (name) => {
      const result = await signIn(name);
      expect(result.status).toBe("ok");
      expect(result.status === "ok" && result.owner.id).toBe(dupont);
    });
  });

  describe("asking for a new password", () => {
    const ask = async (identifier: string) => {
      site.address = nextClient();
      const form = new FormData();
      form.set("identifier", identifier);
      const state = await requestPasswordReset({ status: "idle" } as never, form);
      for (const task of site.after.splice(0)) await task();
      return state.status;
    };
    const links = () => db.prisma.mailedLink.count({ where: { purpose: "RESET_PASSWORD" } });
    beforeEach(async () => {
      await db.prisma.mailedLink.deleteMany();
      await db.prisma.outboxMail.deleteMany();
    });

    it("mails no owner a link for a wildcard", async () => {
      for (const name of [...wildcards.username, ...wildcards.email, "%%%"]) expect(await ask(name)).toBe("sent");
      expect(await links()).toBe(0);
      // The negative control: the owner's own name does reach the owner.
      expect(await ask("owner.dupont")).toBe("sent");
      expect(await db.prisma.mailedLink.count({ where: { ownerId: dupont } })).toBe(1);
    });

    it("counts one name for the hourly cap however it is written", async () => {
      for (const name of ["owner.dupont", "OWNER.DUPONT ", "ｏｗｎｅｒ．ｄｕｐｏｎｔ"])
        expect(await ask(name)).toBe("sent");
      expect(await ask("Owner.Dupont")).toBe("error");
      expect(await links()).toBe(3);
    });

    it("mails one owner at most 3 links an hour, whichever of its names is typed", async () => {
      for (const name of ["owner.dupont", "owner.dupont", "anne.dupont@owner.example", "Anne.Dupont@owner.example"]) {
        expect(await ask(name)).toBe("sent");
      }
      expect(await db.prisma.outboxMail.count({ where: { toAddress: "anne.dupont@owner.example" } })).toBe(3);
    });
  });

  describe("asking for a document already asked for", () => {
    const documentId = 4;
    type Handler = (input: { values: object; ctx: { locale: string } }) => Promise<unknown>;
    const ask = (email: string) =>
      (requestDocument as unknown as Handler)({
        values: { title: "MS", firstName: "Eve", lastName: "Spy", email, phone: "0475123456", propertyId, documentId },
        ctx: { locale: "en" },
      });

    beforeAll(async () => {
      await storeSubmission({
        kind: "DOCUMENT_REQUEST",
        locale: "fr",
        email: victim,
        payload: { documentId },
        propertyId,
        mails: [],
      });
    });

    it.each(wildcards.visitor)("neither finds nor shows the earlier visitor's address for %j", async (email) => {
      const answer = await ask(email);
      expect(JSON.stringify(answer)).not.toContain(victim);
      expect(answer).not.toMatchObject({ status: "notice" });
      expect(await hasRequestedDocument({ email, propertyId, documentId }, db.prisma)).toBe(false);
    });

    it("answers the same address, written otherwise, with only the address typed now", async () => {
      expect(await ask("VICTIM.Person@example.com")).toEqual({
        status: "notice",
        text: expect.stringContaining("VICTIM.Person@example.com"),
      });
      expect(JSON.stringify(await ask("VICTIM.Person@example.com"))).not.toContain(victim);
    });
  });

  describe("booking a visit", () => {
    beforeAll(async () => {
      const soon = Date.now() + 24 * 3_600_000;
      const slot = await db.prisma.appointmentSlot.create({
        data: { propertyId, startsAt: new Date(soon), endsAt: new Date(soon + 3_600_000), capacity: 9 },
      });
      const person = { firstName: "Victim", lastName: "Person", email: victim, phone: "0475", locale: "fr" as const };
      expect(await db.prisma.$transaction((tx) => takePlace(slot.id, person, null, tx))).toBe("booked");
    });

    it.each(wildcards.visitor)("tells nothing of another visitor's booking for %j", async (email) => {
      expect(await hasOpenBooking(email, propertyId, db.prisma)).toBe(false);
    });

    it("still finds the visitor's own booking, case and spaces aside", async () => {
      expect(await hasOpenBooking(" VICTIM.Person@example.com", propertyId, db.prisma)).toBe(true);
    });
  });
});
