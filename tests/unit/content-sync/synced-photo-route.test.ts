import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// /media/synced/<hash>.webp: the sync's stored photos, read from MEDIA_DIR, kept a year by browsers.

describe("the synced photos' route", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "synced-media-"));
  const name = `${"ab".repeat(32)}.webp`;
  let GET: typeof import("@/app/media/synced/[file]/route").GET;
  const get = (file: string) =>
    GET(new Request(`http://site.test/media/synced/${file}`), { params: Promise.resolve({ file }) });

  beforeAll(async () => {
    fs.writeFileSync(path.join(dir, name), "RIFF-webp-bytes");
    fs.writeFileSync(path.join(dir, "secret.txt"), "not a photo");
    process.env.MEDIA_DIR = dir;
    ({ GET } = await import("@/app/media/synced/[file]/route"));
  });
  afterAll(() => {
    delete process.env.MEDIA_DIR;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("answers a stored photo as WebP, cached for a year", async () => {
    const response = await get(name);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe("RIFF-webp-bytes");
  });

  it("answers 404 for a photo it does not have, and for any other name in the folder or outside it", async () => {
    for (const file of [`${"cd".repeat(32)}.webp`, "secret.txt", "..%2Fsecret.txt", `../${name}`, name.toUpperCase()]) {
      expect((await get(file)).status, file).toBe(404);
    }
  });
});
