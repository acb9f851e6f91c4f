import fs from "node:fs/promises";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { PHOTO_MAX_BYTES, PhotoProblem } from "./photo-fetch";
import type { SourcePicture } from "./mapping";
import type { ListingSource, RecordKind, SourceRecord } from "./source";

// Records kept as files by staff (docs/content.md, "Records in files"): one JSON or YAML file per record,
// in a folder per kind, texts per language, photos as paths relative to the file. Layout:
//
//   <folder>/users/*.yaml       staff, as GetUserList's records
//   <folder>/owners/*.yaml      owners, as GetOwnerList's (they are invited to the portal)
//   <folder>/projects/*.yaml    projects
//   <folder>/properties/*.yaml  properties, each beside its photos (e.g. properties/atr-2041/front.jpg)

export const folderOfKind: Record<RecordKind, string> = {
  user: "users",
  owner: "owners",
  project: "projects",
  property: "properties",
};

const recordFile = /\.(json|ya?ml)$/i;
const pageSize = 50;

async function recordFiles(root: string, folder: string): Promise<string[]> {
  const dir = path.join(root, folder);
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return names
    .filter((name) => recordFile.test(name))
    .sort()
    .map((name) => path.join(folder, name));
}

/** One file's record; a file that cannot be read as JSON or YAML becomes a record whose problem says why. */
async function readRecordFile(root: string, kind: RecordKind, file: string): Promise<SourceRecord> {
  const origin = { source: "files" as const, where: file };
  const text = await fs.readFile(path.join(root, file), "utf8");
  try {
    const data: unknown = /\.json$/i.test(file) ? JSON.parse(text) : parseYaml(text, { prettyErrors: true });
    return { kind, origin, data };
  } catch (error) {
    const reason = (error as Error).message.split("\n")[0];
    return {
      kind,
      origin,
      data: undefined,
      unreadable: `is not valid ${/\.json$/i.test(file) ? "JSON" : "YAML"}: ${reason}`,
    };
  }
}

function idOf(record: SourceRecord): number | null {
  const id = (record.data as { ID?: unknown } | undefined)?.ID;
  return typeof id === "number" && Number.isInteger(id) ? id : null;
}

/** The records of a folder. Every kind is read whole each time: files have no "changed since". */
export function filesSource(root: string): ListingSource {
  const held: Record<"property" | "project", Set<number>> = { property: new Set(), project: new Set() };

  async function* pages(kind: "property" | "project"): AsyncIterable<SourceRecord[]> {
    const files = await recordFiles(root, folderOfKind[kind]);
    held[kind].clear();
    for (let i = 0; i < files.length; i += pageSize) {
      const page = await Promise.all(files.slice(i, i + pageSize).map((file) => readRecordFile(root, kind, file)));
      for (const record of page) {
        const id = idOf(record);
        if (id !== null) held[kind].add(id);
      }
      yield page;
    }
  }

  return {
    name: "files",
    async users() {
      const files = await recordFiles(root, folderOfKind.user);
      return Promise.all(files.map((file) => readRecordFile(root, "user", file)));
    },
    async *owners() {
      const files = await recordFiles(root, folderOfKind.owner);
      for (let i = 0; i < files.length; i += pageSize) {
        yield await Promise.all(files.slice(i, i + pageSize).map((file) => readRecordFile(root, "owner", file)));
      }
    },
    projects: () => pages("project"),
    properties: () => pages("property"),
    // Whatever the site holds from these files and the folder no longer has (read after the pages).
    async deleted(kind, _since, known) {
      return known.filter((id) => !held[kind].has(id));
    },
  };
}

/**
 * Reads a record's photo from beside its file: a path inside the folder only (never `..` out of it, never
 * an absolute path), at most the size a CRM photo may have.
 */
export function filePictureReader(root: string, recordFile: string) {
  const base = path.resolve(root);
  return async (picture: SourcePicture): Promise<Buffer | PhotoProblem> => {
    const problem = (why: string) => new PhotoProblem(`Photo ${picture.id} (${picture.url}): ${why}.`);
    if (/^[a-z][a-z0-9+.-]*:/i.test(picture.url) || path.isAbsolute(picture.url)) {
      return problem("a file's photo is a path relative to its file");
    }
    const file = path.resolve(base, path.dirname(recordFile), picture.url);
    if (!file.startsWith(base + path.sep)) return problem("the path leads out of the folder");
    try {
      const stat = await fs.stat(file);
      if (!stat.isFile()) return problem("is not a file");
      if (stat.size > PHOTO_MAX_BYTES) return problem("is larger than 25 MB");
      return await fs.readFile(file);
    } catch {
      return problem("no such file");
    }
  };
}
