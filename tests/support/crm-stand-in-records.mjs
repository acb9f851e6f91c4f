// The stand-in CRM's records: read from a fixture folder in the files' shape (one JSON file per record in
// users/, owners/, projects/ and properties/, texts per language, photo paths relative to the file, and
// deleted.json), answered in one language at a time as the CRM does (docs/crm-feed.md).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** @typedef {"property" | "project" | "user" | "owner"} Kind */
/** @typedef {Record<string, unknown> & { ID: number }} CrmRecord */

export const kinds = /** @type {const} */ (["property", "project", "user", "owner"]);
const folders = { property: "properties", project: "projects", user: "users", owner: "owners" };
const locales = ["nl", "fr", "en", "de"];

const brussels = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Brussels",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The CRM's clock: Brussels wall-clock time, `YYYY-MM-DDTHH:mm:ss` (as lib/content-sync/crm-client.ts writes it). */
export function brusselsNow(date = new Date()) {
  const part = Object.fromEntries(brussels.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
}

/** A text given per language in the fixtures: `{ "nl": "…", "fr": "…" }`. */
function isLocalized(value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => locales.includes(key));
}

/** The record as the CRM answers it in `locale`: each text in that language, null where it has none. */
export function inLanguage(record, locale) {
  return Object.fromEntries(
    Object.entries(record).map(([field, value]) => [field, isLocalized(value) ? (value[locale] ?? null) : value]),
  );
}

/**
 * Photo paths relative to `baseDir` become addresses under `${origin}/media/`, as a CRM's media host serves them.
 * @param {CrmRecord} record @param {string} baseDir @param {string} root @param {string} origin
 */
function withMediaUrls(record, baseDir, root, origin) {
  const address = (url) => {
    if (typeof url !== "string" || /^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
    const relative = path.relative(root, path.resolve(baseDir, url)).split(path.sep).map(encodeURIComponent);
    return `${origin}/media/${relative.join("/")}`;
  };
  const out = { ...record };
  if (Array.isArray(out.XLargePictureItems)) {
    out.XLargePictureItems = out.XLargePictureItems.map((item) => ({ ...item, Url: address(item?.Url) }));
  }
  if ("PictureUrl" in out) out.PictureUrl = address(out.PictureUrl);
  return out;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`The stand-in CRM cannot read ${file}: ${error.message}`);
  }
}

/**
 * The records of a fixture folder, keyed by kind and ID, and the deletions it lists.
 * @param {string} root @param {string} origin
 */
export function loadFixtures(root, origin) {
  if (!existsSync(root)) throw new Error(`The stand-in CRM's fixture folder ${root} does not exist.`);
  /** @type {Record<Kind, Map<number, CrmRecord>>} */
  const records = { property: new Map(), project: new Map(), user: new Map(), owner: new Map() };
  for (const kind of kinds) {
    const dir = path.join(root, folders[kind]);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)
      .filter((n) => n.endsWith(".json"))
      .sort()) {
      const record = readJson(path.join(dir, name));
      if (!Number.isInteger(record?.ID)) throw new Error(`${path.join(dir, name)} has no integer ID.`);
      records[kind].set(record.ID, withMediaUrls(record, dir, root, origin));
    }
  }
  const deletedFile = path.join(root, "deleted.json");
  const deleted = existsSync(deletedFile) ? readJson(deletedFile) : {};
  return {
    records,
    /** @type {Record<"property" | "project", { ID: number, at: string }[]>} */
    deleted: { property: [...(deleted.properties ?? [])], project: [...(deleted.projects ?? [])] },
    /** A record sent to the admin endpoint: its photo paths are relative to the fixture folder. */
    prepare: (record) => withMediaUrls(record, root, root, origin),
  };
}
