import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";
import { afterEach, describe, expect, it } from "vitest";
import LocalCacheHandler from "@/lib/cache/local-cache-handler.mjs";

// Without Redis, Next keeps its cache in .next: what anyone can ask for in countless variants (searches,
// map areas, suggestions) must not be written there, or a few hundred thousand requests fill the disk
// (finding 5 of issue 21). Everything else is still written, so a restart serves it at once.

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function handler() {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "local-cache-"));
  folders.push(dist);
  const serverDistDir = path.join(dist, "server");
  const cache = new LocalCacheHandler({
    fs: nodeFs,
    serverDistDir,
    flushToDisk: true,
    maxMemoryCacheSize: 10_000_000,
    revalidatedTags: [],
  } as never);
  const files = () =>
    (fs.readdirSync(dist, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dist, f)).isFile());
  return { cache, files };
}

// Next's types name each kind with an enum of the same string: values and contexts are passed `as never`.
const page = (html: string) => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from(`rsc of ${html}`),
  headers: { "x-next-cache-tags": "properties" },
  status: 200,
});
const pageContext = {
  kind: "APP_PAGE",
  isRoutePPREnabled: false,
  isFallback: false,
  cacheControl: { revalidate: false },
};
const data = (body: string) => ({
  kind: "FETCH",
  data: { headers: {}, body, status: 200, url: "" },
  revalidate: 31536000,
});
const dataContext = { kind: "FETCH", fetchCache: true, tags: ["properties"] };

describe("the cache without Redis", () => {
  it("writes the page of a search to no file, and still serves it from memory", async () => {
    const { cache, files } = handler();
    const key = "/en/search-results/sale/bWluUHJpY2U9MTIwMDAw";
    await cache.set(key, page("<h1>120 000</h1>") as never, pageContext as never);
    expect(files()).toEqual([]);
    const hit = await cache.get(key, pageContext as never);
    expect((hit?.value as unknown as ReturnType<typeof page>).html).toBe("<h1>120 000</h1>");
  });

  it("writes cached data (searches, map areas, suggestions) to no file, and still serves it", async () => {
    const { cache, files } = handler();
    await cache.set("0123abcd", data('{"points":[]}') as never, dataContext as never);
    expect(files()).toEqual([]);
    const hit = await cache.get("0123abcd", dataContext as never);
    expect((hit?.value as unknown as ReturnType<typeof data>).data.body).toBe('{"points":[]}');
  });

  it("still writes every other page to disk, where a restarted server finds it", async () => {
    const { cache, files } = handler();
    await cache.set("/en/contact", page("<h1>Contact</h1>") as never, pageContext as never);
    expect(files().sort()).toEqual(
      ["server/app/en/contact.html", "server/app/en/contact.meta", "server/app/en/contact.rsc"].map((f) =>
        f.split("/").join(path.sep),
      ),
    );
  });
});
