import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CrmError, crmSource, parseLanguageIds } from "@/lib/content-sync/crm-source";
import { encodePhoto, fetchPhoto, type EncodedPhoto } from "@/lib/content-sync/photo-fetch";
import type { SourceRecord } from "@/lib/content-sync/source";
import { defaultFixtures, startStandIn, type StandIn } from "@/tests/support/crm-stand-in-server.mjs";

let standIn: StandIn;
const pauses: number[] = [];

function source(password = standIn.password, timeoutMs?: number) {
  const settings = { url: standIn.url, customerName: standIn.customer, customerPassword: password };
  return crmSource(
    { ...settings, languageIds: parseLanguageIds() },
    { sleep: async (ms) => void pauses.push(ms), timeoutMs },
  );
}

async function all(pages: AsyncIterable<SourceRecord[]>) {
  const out: SourceRecord[] = [];
  for await (const page of pages) out.push(...page);
  return out;
}

type Item = Record<string, unknown>;
const byId = (records: SourceRecord[], id: number) => records.find((r) => (r.data as Item).ID === id)!.data as Item;

beforeAll(async () => {
  standIn = await startStandIn({ port: 0 });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.reset();
  pauses.length = 0;
});

describe("the stand-in CRM answers crm-feed.md's methods from the fixtures", () => {
  it("holds 3 staff, 2 owners, 1 project and 5 properties, texts merged into four languages", async () => {
    const crm = source();
    const [users, owners, projects, properties] = await Promise.all([
      crm.users(),
      all(crm.owners()),
      all(crm.projects()),
      all(crm.properties()),
    ]);
    expect([users.length, owners.length, projects.length, properties.length]).toEqual([3, 2, 1, 5]);
    const lux = byId(properties, 4104);
    expect(lux).toMatchObject({ Ident: "ATR-2044", CountryID: 50, EPCLabelText: "C" });
    expect(Object.keys(lux.Title as Item).sort()).toEqual(["de", "en", "fr", "nl"]);
    expect(byId(properties, 4103).PriceUnitText).toEqual({ nl: "/maand", fr: "/mois", en: "/month", de: "/Monat" });
    expect(byId(properties, 4101)).not.toHaveProperty("PriceUnitText");
    expect(byId(properties, 4105).ProjectID).toBe(301);
    expect(byId(projects, 301).Delivery).toMatchObject({ en: "Completion in spring 2028" });
    expect(properties.map((r) => r.origin.where)).toEqual([1, 2, 3, 4, 5].map((n) => `GetPropertyList row ${n}`));
  });

  it("answers the asked language and pages with Limit1 and Limit2", async () => {
    const call = async (params: Item) => {
      const json = encodeURIComponent(
        JSON.stringify({ CustomerName: "stand-in", CustomerPassword: "stand-in-password", ...params }),
      );
      const response = await fetch(`${standIn.url}GetPropertyListJson?json=${json}`);
      return ((await response.json()) as { GetPropertyListJsonResult: { Value: Item } }).GetPropertyListJsonResult;
    };
    const page = (await call({ Limit1: 2, Limit2: 3, LanguageId: 4 })).Value;
    expect(page).toMatchObject({ From: 2, To: 3, RowsCount: 5 });
    const items = page.Items as Item[];
    expect(items.map((i) => i.ID)).toEqual([4102, 4103]);
    expect(items[1]!.Title).toBe("Wohnung zur Miete an der Maas in Namur");
    expect(await call({ Limit1: 1, Limit2: 50, LanguageId: 9 })).toMatchObject({
      Success: false,
      Message: "LanguageId 9 is not a language of this account.",
    });
  });

  it("tells latitude from longitude only by range: the fixtures swap them on some records", async () => {
    const properties = await all(source().properties());
    const latitudeFirst = properties.map((r) => Number((r.data as Item).GoogleX) > 40);
    expect(latitudeFirst).toContain(true);
    expect(latitudeFirst).toContain(false);
  });

  it("answers only what changed since ChangeSince (Brussels time), and the deleted ids since then", async () => {
    const crm = source();
    const since = new Date("2026-11-18T23:00:00Z"); // 19 November, midnight in Brussels
    expect((await all(crm.properties(since))).map((r) => (r.data as Item).ID)).toEqual([4101, 4103]);
    expect(await crm.deleted("property", new Date("2026-11-18T08:30:00Z"), [])).toEqual([4099]);
    expect(await crm.deleted("property", new Date("2026-11-18T08:31:00Z"), [])).toEqual([]);
  });

  it("shows a changed price as a change since the last sync, and a deletion as a deleted id", async () => {
    const crm = source();
    const lastSync = new Date(Date.now() - 60_000);
    expect(await all(crm.properties(lastSync))).toEqual([]);
    const response = await fetch(`${standIn.origin}/_stand-in/records`, {
      method: "POST",
      body: JSON.stringify({ kind: "property", ID: 4101, patch: { Price: 339000 } }),
    });
    expect(response.status).toBe(200);
    standIn.deleteRecord("property", 4102);
    const changed = await all(crm.properties(lastSync));
    expect(changed.map((r) => [(r.data as Item).ID, (r.data as Item).Price])).toEqual([[4101, 339000]]);
    expect(await crm.deleted("property", lastSync, [])).toEqual([4102]);
    expect((await all(crm.properties())).map((r) => (r.data as Item).ID)).not.toContain(4102);
  });

  it("adds a record sent to POST /_stand-in/records, photos relative to the fixtures, until reset", async () => {
    const record = { ID: 4199, Ident: "ATR-2099", Title: { nl: "Nieuw", fr: "Nouveau", en: "New", de: "Neu" } };
    const photos = [{ ID: 1, Url: "properties/photos/atr-2041-front.jpg" }];
    const response = await fetch(`${standIn.origin}/_stand-in/records`, {
      method: "POST",
      body: JSON.stringify({ kind: "property", record: { ...record, XLargePictureItems: photos } }),
    });
    expect(response.status).toBe(200);
    const added = byId(await all(source().properties()), 4199);
    expect(added).toMatchObject({
      ...record,
      XLargePictureItems: [{ ID: 1, Url: `${standIn.origin}/media/${photos[0]!.Url}` }],
    });
    expect(added.LastChangedDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    standIn.reset();
    expect((await all(source().properties())).map((r) => (r.data as Item).ID)).not.toContain(4199);
  });

  it("refuses wrong credentials with Success: false", async () => {
    const error = (await source("guess")
      .users()
      .catch((e: unknown) => e)) as CrmError;
    expect(error).toBeInstanceOf(CrmError);
    expect(error.message).toBe(
      "The CRM refused GetUserList: Access denied: the customer name or password is wrong. (asked 4 times).",
    );
    expect(standIn.requests).toHaveLength(4);
    expect(
      standIn.requests.every((r) => r.params?.CustomerName === "stand-in" && !("CustomerPassword" in r.params)),
    ).toBe(true);
  });
});

describe("the stand-in CRM fails when told to", () => {
  it.each([
    ["success-false", "The CRM refused GetUserList: The stand-in was told to fail."],
    ["broken-envelope", "The CRM's answer to GetUserList lacks its GetUserListJsonResult envelope"],
    ["http-500", "The CRM answered GetUserList with HTTP status 500"],
  ] as const)("%s: the source retries, then reports", async (mode, message) => {
    standIn.fail(mode, 1);
    await expect(source().users()).resolves.toHaveLength(3);
    expect(pauses).toEqual([1000]);
    standIn.fail(mode, 4, "GetUserList");
    await expect(source().users()).rejects.toThrow(message);
  });

  it("timeout: the call is given up after the timeout", async () => {
    const response = await fetch(`${standIn.origin}/_stand-in/fail`, {
      method: "POST",
      body: JSON.stringify({ mode: "timeout", times: 4 }),
    });
    expect(response.status).toBe(200);
    await expect(source(undefined, 50).users()).rejects.toThrow("The CRM did not answer GetUserList within 50 ms");
  });
});

describe("the stand-in CRM's photos", () => {
  it("serves every fixture photo from /media/, each a small JPEG, PNG or WebP that encodePhoto takes", async () => {
    const [properties, projects, users] = await Promise.all([
      all(source().properties()),
      all(source().projects()),
      source().users(),
    ]);
    const urls = [
      ...[...properties, ...projects].flatMap((r) =>
        ((r.data as Item).XLargePictureItems as { Url: string }[]).map((p) => p.Url),
      ),
      ...users.map((r) => (r.data as Item).PictureUrl as string),
    ];
    expect(urls).toHaveLength(5 * 2 + 2 + 3);
    for (const url of urls) {
      expect(url.startsWith(`${standIn.origin}/media/`)).toBe(true);
      const bytes = await fetchPhoto(url, { allowedHosts: [new URL(standIn.url).host] });
      expect(bytes, url).toBeInstanceOf(Buffer);
      expect((bytes as Buffer).length).toBeLessThan(20 * 1024);
      expect(((await encodePhoto(bytes as Buffer)) as EncodedPhoto).width, url).toBeGreaterThan(0);
    }
    expect(standIn.requests.filter((r) => r.path.startsWith("/media/"))).toHaveLength(urls.length);
  });

  it("serves nothing outside the fixture folder", async () => {
    for (const address of ["/media/..%2F..%2F..%2Fpackage.json", "/media/properties/atr-2041-etterbeek.json"]) {
      expect((await fetch(`${standIn.origin}${address}`)).status).toBe(404);
    }
  });

  it("refuses a fixture folder that is not there, in plain words", async () => {
    await expect(startStandIn({ port: 0, fixtures: "/nonexistent/crm" })).rejects.toThrow(
      "The stand-in CRM's fixture folder /nonexistent/crm does not exist.",
    );
  });

  it("keeps every fixture file small", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const file = path.join(dir, name);
        return statSync(file).isDirectory() ? files(file) : [file];
      });
    for (const file of files(defaultFixtures)) expect(statSync(file).size, file).toBeLessThan(20 * 1024);
  });
});
