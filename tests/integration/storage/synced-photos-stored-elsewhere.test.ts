import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s3FileStore } from "@/lib/storage/s3-store";

// FILE_STORE=s3: the synced photos live in the bucket under "synced/", and /media/synced/ reads them from there,
// so a photo one server stored is served by every other.

describe("the synced photos' route with FILE_STORE=s3", () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "synced-s3-"));
  const name = `${"ef".repeat(32)}.webp`;
  let s3: S3rver;
  let GET: typeof import("@/app/media/synced/[file]/route").GET;
  const get = (file: string) =>
    GET(new Request(`http://site.test/media/synced/${file}`), { params: Promise.resolve({ file }) });

  beforeAll(async () => {
    s3 = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory: scratch,
      configureBuckets: [{ name: "site-files" }],
    });
    const settings = {
      endpoint: `http://127.0.0.1:${(await s3.run()).port}`,
      region: "eu-west-1",
      bucket: "site-files",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    };
    await s3FileStore(settings).put(`synced/${name}`, Buffer.from("webp-in-the-bucket"), "image/webp");
    Object.assign(process.env, {
      FILE_STORE: "s3",
      S3_ENDPOINT: settings.endpoint,
      S3_REGION: settings.region,
      S3_BUCKET: settings.bucket,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      // The folder the route read before: empty, so a photo found came from the bucket.
      MEDIA_DIR: path.join(scratch, "media"),
    });
    ({ GET } = await import("@/app/media/synced/[file]/route"));
  });
  afterAll(async () => {
    for (const key of [
      "FILE_STORE",
      "S3_ENDPOINT",
      "S3_REGION",
      "S3_BUCKET",
      "S3_ACCESS_KEY_ID",
      "S3_SECRET_ACCESS_KEY",
    ])
      delete process.env[key];
    delete process.env.MEDIA_DIR;
    await s3.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it("serves the photo from the bucket", async () => {
    const response = await get(name);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(await response.text()).toBe("webp-in-the-bucket");
  });

  it("answers 404 for a photo the bucket does not hold", async () => {
    expect((await get(`${"01".repeat(32)}.webp`)).status).toBe(404);
  });
});
