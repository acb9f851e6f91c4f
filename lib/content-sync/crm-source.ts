// The CRM as a source of listings (docs/crm-feed.md). The CRM answers one language per call, so
// properties and projects are asked once per language and their texts merged by `ID`: the other languages'
// texts are read first into a map (small), then the first language's pages stream past, one page in memory.
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { brusselsTime, crmClient, CrmError, type CrmClient, type CrmDeps, type CrmRow } from "./crm-client";
import {
  projectTextFields,
  propertyTextFields,
  type ListingSource,
  type RecordKind,
  type SourceRecord,
} from "./source";

export { CrmError, brusselsTime } from "./crm-client";

export interface CrmSettings {
  url: string;
  customerName: string;
  customerPassword: string;
  /** The CRM account's language ids; the first one named answers every field that is not a text. */
  languageIds: Record<Locale, number>;
}

export const defaultLanguageIds = "nl:1,fr:2,en:3,de:4";

/** `CRM_LANGUAGE_IDS`, e.g. `nl:1,fr:2,en:3,de:4`: every language of the site, each with its own id. */
export function parseLanguageIds(value: string = defaultLanguageIds): Record<Locale, number> {
  const example = `, for example ${defaultLanguageIds}`;
  const ids: Partial<Record<Locale, number>> = {};
  for (const entry of value.split(",")) {
    const match = /^\s*([a-z]{2})\s*:\s*(\d+)\s*$/i.exec(entry);
    if (!match) throw new Error(`CRM_LANGUAGE_IDS: "${entry.trim()}" is not a language and an id${example}.`);
    const locale = match[1]!.toLowerCase();
    const id = Number(match[2]);
    if (!isLocale(locale)) throw new Error(`CRM_LANGUAGE_IDS: "${locale}" is not a language of the site${example}.`);
    if (ids[locale] !== undefined) throw new Error(`CRM_LANGUAGE_IDS names ${locale} twice${example}.`);
    const other = Object.entries(ids).find(([, taken]) => taken === id);
    if (other) throw new Error(`CRM_LANGUAGE_IDS gives ${other[0]} and ${locale} the same id ${id}${example}.`);
    ids[locale] = id;
  }
  const missing = (["nl", "fr", "en", "de"] as const).filter((locale) => ids[locale] === undefined);
  if (missing.length) throw new Error(`CRM_LANGUAGE_IDS lacks an id for ${missing.join(", ")}${example}.`);
  return ids as Record<Locale, number>;
}

type Item = Record<string, unknown>;
type Texts = Partial<Record<string, unknown>>;

function isItem(value: unknown): value is Item {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function toRecord(kind: RecordKind, method: string, { row, item }: CrmRow): SourceRecord {
  return { kind, origin: { source: "crm", where: `${method} row ${row}` }, data: item };
}

/** The text fields of one language's item, without the ones it left empty. */
function textsOf(item: Item, fields: readonly string[]): Texts {
  return Object.fromEntries(fields.filter((field) => item[field] != null).map((field) => [field, item[field]]));
}

async function* localizedRecords(
  crm: CrmClient,
  settings: CrmSettings,
  kind: "property" | "project",
  since: Date | undefined,
): AsyncGenerator<SourceRecord[]> {
  const method = kind === "property" ? "GetPropertyList" : "GetProjectList";
  const fields: readonly string[] = kind === "property" ? propertyTextFields : projectTextFields;
  const changeSince = since ? { ChangeSince: brusselsTime(since) } : {};
  const [first, ...others] = Object.entries(settings.languageIds) as [Locale, number][];
  if (!first) return;

  const otherTexts = new Map<Locale, Map<unknown, Texts>>();
  for (const [locale, LanguageId] of others) {
    const byId = new Map<unknown, Texts>();
    for await (const page of crm.pages(method, { ...changeSince, LanguageId })) {
      for (const { item } of page) if (isItem(item) && item.ID != null) byId.set(item.ID, textsOf(item, fields));
    }
    otherTexts.set(locale, byId);
  }

  for await (const page of crm.pages(method, { ...changeSince, LanguageId: first[1] })) {
    yield page.map(({ row, item }) => {
      if (!isItem(item)) return toRecord(kind, method, { row, item });
      const merged: Item = { ...item };
      const perLocale: [Locale, Texts][] = [
        [first[0], textsOf(item, fields)],
        ...others.map(([locale]): [Locale, Texts] => [locale, otherTexts.get(locale)?.get(item.ID) ?? {}]),
      ];
      for (const field of fields) {
        const texts = perLocale.filter(([, t]) => t[field] !== undefined).map(([locale, t]) => [locale, t[field]]);
        if (texts.length) merged[field] = Object.fromEntries(texts);
        else delete merged[field];
      }
      return toRecord(kind, method, { row, item: merged });
    });
  }
}

/** `GetDeleted…IDs` answers ids, bare or as `{ ID }`; anything else would hide a deletion, so it stops the sync. */
function deletedIds(method: string, value: unknown): number[] {
  const refuse = () => new CrmError(method, `The CRM answered ${method} with something other than a list of ids.`);
  if (!Array.isArray(value)) throw refuse();
  return value.map((entry) => {
    const id = isItem(entry) ? entry.ID : entry;
    const number = typeof id === "string" && /^\d+$/.test(id) ? Number(id) : id;
    if (typeof number !== "number" || !Number.isInteger(number)) throw refuse();
    return number;
  });
}

export function crmSource(settings: CrmSettings, deps: CrmDeps = {}): ListingSource {
  const crm = crmClient(settings, deps);
  return {
    name: "crm",
    async users() {
      const value = await crm.call("GetUserList");
      if (!Array.isArray(value)) {
        throw new CrmError("GetUserList", "The CRM answered GetUserList with something other than a list.");
      }
      return value.map((item, i) => toRecord("user", "GetUserList", { row: i + 1, item }));
    },
    async *owners(since) {
      const changeSince = since ? { ChangeSince: brusselsTime(since) } : {};
      for await (const page of crm.pages("GetOwnerList", changeSince)) {
        yield page.map((row) => toRecord("owner", "GetOwnerList", row));
      }
    },
    projects: (since) => localizedRecords(crm, settings, "project", since),
    properties: (since) => localizedRecords(crm, settings, "property", since),
    async deleted(kind, since) {
      // A full sync withdraws what it no longer received; only a sync since a time asks for deletions.
      if (!since) return [];
      const method = kind === "property" ? "GetDeletedPropertyIDs" : "GetDeletedProjectIDs";
      return deletedIds(method, await crm.call(method, { ChangeSince: brusselsTime(since) }));
    },
  };
}
