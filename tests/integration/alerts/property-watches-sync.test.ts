import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { succeeded } from "@/lib/content-sync/sync";
import type { Connection } from "@/lib/db/infra/connection";
import { followLink, newLinkToken } from "@/lib/db/mailed-links";
import { recordWatch } from "@/lib/db/property-watches";
import { syncFolder } from "@/tests/support/sync-folder";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";
import { asDelivered } from "@/tests/support/delivered";

// A watched property's price lowered in its content file: the sync's change queues the watcher's mail in
// its own transaction, as the staff API's does (tests/integration/alerts/property-watches.test.ts).

const texts = (text: string) => ({ en: text, nl: text, fr: text, de: text });

const listing = (price: number) => ({
  ID: 4301,
  Ident: "ATR-4301",
  Goal: 0,
  Status: 1,
  WebID: 1,
  TypeDescription: { nl: "Appartement" },
  Title: texts("Appartement aan de Vaart"),
  Price: price,
  PublishPrice: true,
  Street: "Vaartstraat",
  HouseNumber: "12",
  Zip: "3000",
  City: "Leuven",
  CountryID: 10,
});

describe(`a watched property changed by the content sync (${databaseKind})`, () => {
  let db: Connection;
  let folder: string;
  const write = (price: number) => {
    fs.mkdirSync(path.join(folder, "properties"), { recursive: true });
    fs.writeFileSync(path.join(folder, "properties/atr-4301.yaml"), stringify(listing(price)));
  };
  const sync = () => syncFolder(db.prisma, folder);

  beforeAll(async () => {
    db = await createTestDatabase();
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "watch-sync-"));
    await db.prisma.category.create({ data: { id: 1, name: "Residential", webId: 1 } });
    await db.prisma.category.create({ data: { id: 13, parentId: 1, name: "Apartment", webId: 1 } });
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("a lower price in the file mails the confirmed watcher once, with its one-click unsubscribe", async () => {
    write(345000);
    expect(succeeded(await sync())).toBe(true);
    const { id: propertyId } = await db.prisma.property.findUniqueOrThrow({ where: { reference: "ATR-4301" } });
    const tokens = { confirm: newLinkToken(), stop: newLinkToken() };
    await db.prisma.$transaction((tx) =>
      recordWatch({ email: "jan@example.be", locale: "nl", propertyId }, tokens, tx),
    );
    expect(await followLink("CONFIRM_WATCH", tokens.confirm, undefined, db.prisma)).toBe("done");

    write(329000);
    expect(await sync()).toMatchObject({ changed: 1, failed: 0 });
    const mails = await db.prisma.outboxMail.findMany({ where: { toAddress: "jan@example.be" } });
    expect(mails.map((m) => m.subject)).toEqual(["Prijsdaling: Appartement aan de Vaart"]);
    expect(asDelivered(mails[0]!).listUnsubscribe).toMatch(/\/api\/watches\/unsubscribe\/\?token=[\w-]+$/);

    // The same file again changes nothing and mails nothing.
    await sync();
    expect(await db.prisma.outboxMail.count({ where: { toAddress: "jan@example.be" } })).toBe(1);
  });
});
