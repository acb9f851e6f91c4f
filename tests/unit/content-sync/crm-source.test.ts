import { describe, expect, it } from "vitest";
import { CrmError, crmSource, parseLanguageIds } from "@/lib/content-sync/crm-source";
import type { SourceRecord } from "@/lib/content-sync/source";

const languageIds = parseLanguageIds("nl:1,fr:2,en:3,de:4");
const settings = { url: "https://crm.example/svc/", customerName: "atrium", customerPassword: "pw", languageIds };

type Params = Record<string, unknown>;
type Item = Record<string, unknown>;

/** A CRM holding `lists` per method, one list per language where `LanguageId` is asked. */
function fakeCrm(lists: Record<string, Item[] | Record<number, Item[]>>, extra: Record<string, unknown> = {}) {
  const calls: { method: string; params: Params }[] = [];
  const fetch = async (input: string | URL | Request): Promise<Response> => {
    const url = new URL(String(input));
    const method = url.pathname.split("/").pop()!.replace(/Json$/, "");
    const params = JSON.parse(url.searchParams.get("json")!) as Params;
    calls.push({ method, params });
    const result = (Value: unknown) =>
      new Response(JSON.stringify({ [`${method}JsonResult`]: { Code: 0, Message: "", Success: true, Value } }));
    if (method in extra) return result(extra[method]);
    const list = lists[method] ?? [];
    const rows = Array.isArray(list) ? list : (list[params.LanguageId as number] ?? []);
    const from = params.Limit1 as number;
    const to = Math.min(params.Limit2 as number, rows.length);
    return result({ From: from, To: to, RowsCount: rows.length, Items: rows.slice(from - 1, to) });
  };
  const source = crmSource(settings, { fetch, sleep: async () => {} });
  return { source, calls, fetch };
}

async function all(pages: AsyncIterable<SourceRecord[]>) {
  const out: SourceRecord[][] = [];
  for await (const page of pages) out.push(page);
  return out;
}

const property = (ID: number, lang: string, more: Item = {}): Item => ({
  ID,
  Ident: `ATR-${ID}`,
  Price: 250000 + ID,
  Title: `Title ${ID} ${lang}`,
  DescriptionA: `Text ${ID} ${lang}`,
  TypeDescription: `Type ${lang}`,
  WebIDName: `Group ${lang}`,
  PriceUnitText: null,
  MarqueeName: `Marker ${lang}`,
  ...more,
});

describe("parseLanguageIds", () => {
  it("reads CRM_LANGUAGE_IDS, nl 1, fr 2, en 3, de 4 by default", () => {
    expect(parseLanguageIds()).toEqual({ nl: 1, fr: 2, en: 3, de: 4 });
    expect(parseLanguageIds(" fr:7 , NL:12,de:3,en:9")).toEqual({ fr: 7, nl: 12, de: 3, en: 9 });
    expect(Object.keys(parseLanguageIds("fr:7,nl:12,de:3,en:9"))[0]).toBe("fr");
  });

  it.each([
    ["nl=1,fr:2,en:3,de:4", 'CRM_LANGUAGE_IDS: "nl=1" is not a language and an id, for example nl:1,fr:2,en:3,de:4.'],
    ["nl:1,fr:2,en:3,es:4", 'CRM_LANGUAGE_IDS: "es" is not a language of the site'],
    ["nl:1,fr:2,en:3", "CRM_LANGUAGE_IDS lacks an id for de"],
    ["nl:1,fr:2,en:3,nl:4", "CRM_LANGUAGE_IDS names nl twice"],
    ["nl:1,fr:1,en:3,de:4", "CRM_LANGUAGE_IDS gives nl and fr the same id 1"],
    ["", 'CRM_LANGUAGE_IDS: "" is not a language and an id'],
    ["nl:one,fr:2,en:3,de:4", 'CRM_LANGUAGE_IDS: "nl:one" is not a language and an id'],
  ])("refuses %j in plain words", (value, message) => {
    expect(() => parseLanguageIds(value)).toThrow(message);
  });
});

describe("properties and projects", () => {
  it("asks each language once and merges the texts by ID; other fields come from the first language", async () => {
    const { source, calls } = fakeCrm({
      GetPropertyList: {
        1: [property(11, "nl"), property(12, "nl")],
        2: [property(12, "fr", { Price: 1 }), property(11, "fr")],
        3: [property(11, "en")],
        4: [property(11, "de"), property(12, "de")],
      },
    });
    const [page] = await all(source.properties());
    expect(calls.map((c) => c.params.LanguageId)).toEqual([2, 3, 4, 1]);
    expect(page!.map((r) => r.origin)).toEqual([
      { source: "crm", where: "GetPropertyList row 1" },
      { source: "crm", where: "GetPropertyList row 2" },
    ]);
    const [first, second] = page!.map((r) => r.data as Item);
    expect(first).toMatchObject({
      ID: 11,
      Ident: "ATR-11",
      Price: 250011,
      Title: { nl: "Title 11 nl", fr: "Title 11 fr", en: "Title 11 en", de: "Title 11 de" },
      TypeDescription: { nl: "Type nl", fr: "Type fr", en: "Type en", de: "Type de" },
    });
    // English lacks record 12; a field no language gave is left out, as the CRM left it out.
    expect(second!.Title).toEqual({ nl: "Title 12 nl", fr: "Title 12 fr", de: "Title 12 de" });
    expect(second!.Price).toBe(250012);
    expect(second).not.toHaveProperty("PriceUnitText");
    expect(page!.every((r) => r.kind === "property")).toBe(true);
  });

  it("keeps the first language named in CRM_LANGUAGE_IDS as the one every other field comes from", async () => {
    const ids = parseLanguageIds("fr:2,nl:1,en:3,de:4");
    const lists = { 1: [property(11, "nl", { Price: 100 })], 2: [property(11, "fr", { Price: 200 })] };
    const { fetch } = fakeCrm({ GetPropertyList: lists });
    const source = crmSource({ ...settings, languageIds: ids }, { fetch, sleep: async () => {} });
    const [page] = await all(source.properties());
    expect((page![0]!.data as Item).Price).toBe(200);
  });

  it("merges a project's Title, DescriptionA and Delivery", async () => {
    const project = (lang: string) => ({
      ID: 5,
      Ident: "PRJ-5",
      Title: `P ${lang}`,
      Delivery: `D ${lang}`,
      Zip: "3000",
    });
    const { source } = fakeCrm({
      GetProjectList: { 1: [project("nl")], 2: [project("fr")], 3: [project("en")], 4: [project("de")] },
    });
    const [page] = await all(source.projects());
    expect(page![0]).toMatchObject({ kind: "project", origin: { where: "GetProjectList row 1" } });
    expect(page![0]!.data).toEqual({
      ID: 5,
      Ident: "PRJ-5",
      Zip: "3000",
      Title: { nl: "P nl", fr: "P fr", en: "P en", de: "P de" },
      Delivery: { nl: "D nl", fr: "D fr", en: "D en", de: "D de" },
    });
  });

  it("yields the first language page by page, with each row's number", async () => {
    const many = (lang: string) => Array.from({ length: 120 }, (_, i) => property(i + 1, lang));
    const { source } = fakeCrm({ GetPropertyList: { 1: many("nl"), 2: many("fr"), 3: many("en"), 4: many("de") } });
    const pages = await all(source.properties());
    expect(pages.map((p) => p.length)).toEqual([50, 50, 20]);
    expect(pages[2]![0]!.origin.where).toBe("GetPropertyList row 101");
    expect((pages[2]![19]!.data as Item).Title).toMatchObject({ de: "Title 120 de" });
  });

  it("asks with ChangeSince in Brussels time when given a time, and without it otherwise", async () => {
    const { source, calls } = fakeCrm({ GetPropertyList: {}, GetProjectList: {}, GetOwnerList: [] });
    await all(source.properties(new Date("2026-11-25T09:00:00Z")));
    await all(source.projects(new Date("2026-07-01T09:00:00Z")));
    await all(source.owners(new Date("2026-07-01T09:00:00Z")));
    await all(source.properties());
    expect(calls.slice(0, 4).every((c) => c.params.ChangeSince === "2026-11-25T10:00:00")).toBe(true);
    expect(calls.slice(4, 8).every((c) => c.params.ChangeSince === "2026-07-01T11:00:00")).toBe(true);
    expect(calls[8]).toMatchObject({ method: "GetOwnerList", params: { ChangeSince: "2026-07-01T11:00:00" } });
    expect(calls[8]!.params).not.toHaveProperty("LanguageId");
    expect(calls.slice(9).every((c) => !("ChangeSince" in c.params))).toBe(true);
  });

  it("hands a row that is not an object to the sync as it came, for its report", async () => {
    const { source } = fakeCrm({ GetPropertyList: { 1: ["junk" as unknown as Item] } });
    const [page] = await all(source.properties());
    expect(page).toEqual([
      { kind: "property", origin: { source: "crm", where: "GetPropertyList row 1" }, data: "junk" },
    ]);
  });
});

describe("staff, owners and deletions", () => {
  it("reads every staff member with GetUserList, unpaged", async () => {
    const users = [
      { ID: 3, FirstName: "Lotte" },
      { ID: 4, FirstName: "Julien" },
    ];
    const { source, calls } = fakeCrm({}, { GetUserList: users });
    const records = await source.users();
    expect(calls).toEqual([{ method: "GetUserList", params: { CustomerName: "atrium", CustomerPassword: "pw" } }]);
    expect(records).toEqual([
      { kind: "user", origin: { source: "crm", where: "GetUserList row 1" }, data: users[0] },
      { kind: "user", origin: { source: "crm", where: "GetUserList row 2" }, data: users[1] },
    ]);
  });

  it("refuses a GetUserList that is not a list", async () => {
    const { source } = fakeCrm({}, { GetUserList: { Items: [] } });
    await expect(source.users()).rejects.toBeInstanceOf(CrmError);
  });

  it("pages through GetOwnerList", async () => {
    const owners = Array.from({ length: 51 }, (_, i) => ({ ID: i + 1, LanguageId: 2 }));
    const { source } = fakeCrm({ GetOwnerList: owners });
    const pages = await all(source.owners());
    expect(pages.map((p) => p.length)).toEqual([50, 1]);
    expect(pages[1]![0]).toEqual({
      kind: "owner",
      origin: { source: "crm", where: "GetOwnerList row 51" },
      data: { ID: 51, LanguageId: 2 },
    });
  });

  it("asks deleted ids since a time, bare or as { ID }", async () => {
    const { source, calls } = fakeCrm(
      {},
      { GetDeletedPropertyIDs: [17, { ID: 18 }, "19"], GetDeletedProjectIDs: [{ ID: 5 }] },
    );
    const since = new Date("2026-01-10T12:00:00Z");
    await expect(source.deleted("property", since, [])).resolves.toEqual([17, 18, 19]);
    await expect(source.deleted("project", since, [])).resolves.toEqual([5]);
    expect(calls.map((c) => [c.method, c.params.ChangeSince])).toEqual([
      ["GetDeletedPropertyIDs", "2026-01-10T13:00:00"],
      ["GetDeletedProjectIDs", "2026-01-10T13:00:00"],
    ]);
  });

  it("answers no deletions without asking when there is no time to ask since (a full sync compares)", async () => {
    const { source, calls } = fakeCrm({}, { GetDeletedPropertyIDs: [17] });
    await expect(source.deleted("property", undefined, [17, 20])).resolves.toEqual([]);
    expect(calls).toEqual([]);
  });

  it("stops on deleted ids it cannot read rather than miss a deletion", async () => {
    const { source } = fakeCrm({}, { GetDeletedPropertyIDs: [17, { Id: 18 }] });
    await expect(source.deleted("property", new Date(), [])).rejects.toThrow(
      "The CRM answered GetDeletedPropertyIDs with something other than a list of ids.",
    );
  });
});
