// Where the site keeps files every web server must read (synced photos, visitors' uploads, the agency's
// documents): a folder of this machine, PostgreSQL or S3-compatible object storage (FILE_STORE, lib/config.ts).

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

export interface FileStore {
  /** Stores the bytes under the key, replacing what it held; a reader never sees half a file. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file under the key, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file under the key; a key that holds nothing is no error. */
  delete(key: string): Promise<void>;
}

export class FileKeyRefused extends Error {
  constructor(key: string) {
    super(
      `"${key}" is not a file key: names of letters, digits, ".", "_" and "-" joined by "/", none starting with a dot.`,
    );
  }
}

// Each part starts with a letter or digit: no "..", no absolute path, no hidden file, nothing that leaves the store.
const fileKey = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** The key itself when it names a file inside the store; throws FileKeyRefused for any other. */
export function checkedKey(key: string): string {
  if (key.length > 512 || !fileKey.test(key)) throw new FileKeyRefused(key);
  return key;
}

/** The same store with every key inside one area ("synced/…", "uploads/…"). */
export function fileArea(store: FileStore, area: string): FileStore {
  const inArea = (key: string) => `${area}/${checkedKey(key)}`;
  return {
    put: async (key, bytes, contentType) => store.put(inArea(key), bytes, contentType),
    get: async (key) => store.get(inArea(key)),
    delete: async (key) => store.delete(inArea(key)),
  };
}
