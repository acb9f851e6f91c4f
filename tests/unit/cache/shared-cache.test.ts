import { describe, expect, it } from "vitest";
import { decodeEntry, encodeEntry, tagsOf } from "@/lib/cache/cache-entry.mjs";
import { SharedCache, ttlSeconds, type CacheStore } from "@/lib/cache/shared-cache.mjs";

/** One Redis as several servers see it: entries and tag times in memory; `down` makes every call fail. */
function memoryStore() {
  const entries = new Map<string, { text: string; ttl: number }>();
  const tagTimes = new Map<string, number>();
  const store = {
    down: false,
    entries,
    times: tagTimes,
    async read(key: string) {
      if (store.down) throw new Error("connect ECONNREFUSED");
      return entries.get(key)?.text ?? null;
    },
    async write(key: string, text: string, ttl: number) {
      if (store.down) throw new Error("connect ECONNREFUSED");
      entries.set(key, { text, ttl });
    },
    async tagTimes(tags: string[]) {
      if (store.down) throw new Error("connect ECONNREFUSED");
      return tags.map((tag) => tagTimes.get(tag) ?? null);
    },
    async expireTags(tags: string[], at: number) {
      if (store.down) throw new Error("connect ECONNREFUSED");
      for (const tag of tags) tagTimes.set(tag, at);
    },
    async startTagTimes(at: number) {
      if (store.down) throw new Error("connect ECONNREFUSED");
      if (!tagTimes.has("$since")) tagTimes.set("$since", at);
    },
  } satisfies CacheStore & Record<string, unknown>;
  return store;
}

function server(store: CacheStore, clock: { now: number }, namespace = "build-1") {
  const errors: string[] = [];
  const cache = new SharedCache(store, {
    namespace,
    now: () => clock.now,
    log: { error: (fields: object, message: string) => errors.push(`${message} ${JSON.stringify(fields)}`) },
  });
  return { cache, errors };
}

const page = (html: string, tags: string) => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from(`rsc of ${html}`),
  segmentData: new Map([["/_tree", Buffer.from("tree")]]),
  headers: { "x-next-cache-tags": tags },
  status: 200,
});
const data = (body: string) => ({
  kind: "FETCH",
  data: { headers: {}, body, status: 200, url: "" },
  revalidate: false,
});

describe("the shared cache (several web servers, one Redis)", () => {
  it("serves on server B a page server A rendered, with its bytes, segments and lifetime", async () => {
    const store = memoryStore();
    const clock = { now: 1_000 };
    const a = server(store, clock).cache;
    const b = server(store, clock).cache;
    expect(await a.get("/en/", { softTags: [] })).toBeNull();
    await a.set("/en/", page("<h1>Home</h1>", "properties,_N_T_/en"), {
      cacheControl: { revalidate: false, expire: 31_536_000 },
    });
    const hit = await b.get("/en/", { softTags: ["_N_T_/layout"] });
    expect(hit).toMatchObject({ lastModified: 1_000, cacheControl: { revalidate: false, expire: 31_536_000 } });
    const value = hit!.value as ReturnType<typeof page>;
    expect(value.html).toBe("<h1>Home</h1>");
    expect(Buffer.isBuffer(value.rscData) && value.rscData.toString()).toBe("rsc of <h1>Home</h1>");
    expect(value.segmentData.get("/_tree")?.toString()).toBe("tree");
  });

  it("a tag expired on server A is a miss on server B for every entry that carried it, and only those", async () => {
    const store = memoryStore();
    const clock = { now: 1_000 };
    const a = server(store, clock).cache;
    const b = server(store, clock).cache;
    await b.get("/en/for-sale/x/y/7/");
    await b.set("/en/for-sale/x/y/7/", page("old price", "properties,property:7"), {});
    await b.get("/en/team/");
    await b.set("/en/team/", page("team", "team"), {});
    await b.get("detail-7");
    await b.set("detail-7", data("old"), { tags: ["properties", "property:7"] });
    clock.now = 2_000;
    await a.revalidateTag(["properties", "property:7"]);
    clock.now = 2_500;
    expect(await b.get("/en/for-sale/x/y/7/")).toBeNull();
    expect(await b.get("detail-7", { tags: ["properties", "property:7"] })).toBeNull();
    expect(await b.get("/en/team/")).not.toBeNull();
    // Rendered again after the change: a hit again, on both servers.
    await b.set("/en/for-sale/x/y/7/", page("new price", "properties,property:7"), {});
    expect(((await a.get("/en/for-sale/x/y/7/"))!.value as { html: string }).html).toBe("new price");
  });

  it("a page asked for before its data changed, stored after, is already expired", async () => {
    const store = memoryStore();
    const clock = { now: 1_000 };
    const a = server(store, clock).cache;
    const b = server(store, clock).cache;
    expect(await b.get("/en/")).toBeNull();
    clock.now = 1_100;
    await a.revalidateTag("properties");
    clock.now = 1_200;
    await b.set("/en/", page("rendered from the old data", "properties"), {});
    expect(await b.get("/en/")).toBeNull();
  });

  it("checks the soft tags Next gives with a request (the page's paths)", async () => {
    const store = memoryStore();
    const clock = { now: 1_000 };
    const { cache } = server(store, clock);
    await cache.set("/en/", page("home", ""), {});
    clock.now = 2_000;
    await cache.revalidateTag("_N_T_/en/layout");
    expect(await cache.get("/en/", { softTags: ["_N_T_/en/layout"] })).toBeNull();
  });

  it("keeps builds apart: another build's entries are not served", async () => {
    const store = memoryStore();
    const clock = { now: 1_000 };
    await server(store, clock, "build-1").cache.set("/en/", page("old build", ""), {});
    expect(await server(store, clock, "build-2").cache.get("/en/")).toBeNull();
  });

  it("while the store is unavailable, every read is a miss, nothing throws, and it is logged once a minute", async () => {
    const store = memoryStore();
    const clock = { now: 1_000 };
    const { cache, errors } = server(store, clock);
    await cache.set("/en/", page("home", "properties"), {});
    store.down = true;
    expect(await cache.get("/en/")).toBeNull();
    await expect(cache.set("/en/", page("home", "properties"), {})).resolves.toBeUndefined();
    expect(await cache.get("/nl/")).toBeNull();
    expect(errors).toEqual([expect.stringMatching(/the shared cache is unavailable.*"reason":"connect ECONNREFUSED"/)]);
    clock.now += 61_000;
    expect(await cache.get("/en/")).toBeNull();
    expect(errors).toHaveLength(2);
    store.down = false;
    expect(await cache.get("/en/")).not.toBeNull();
  });

  it("a tag expiry that cannot reach the store is logged with what it means", async () => {
    const store = memoryStore();
    const { cache, errors } = server(store, { now: 1_000 });
    store.down = true;
    await expect(cache.revalidateTag(["properties", "property:3"])).resolves.toBeUndefined();
    expect(errors[0]).toMatch(
      /could not be expired.*other servers may show the old pages.*"tags":\["properties","property:3"\]/,
    );
  });

  it("reads an unreadable entry as a miss", async () => {
    const store = memoryStore();
    const { cache } = server(store, { now: 1_000 });
    store.entries.set("build-1:/en/", { text: "{not json", ttl: 60 });
    expect(await cache.get("/en/")).toBeNull();
  });

  it.each([
    [undefined, 30 * 24 * 3600],
    [{ revalidate: false as const }, 30 * 24 * 3600],
    [{ revalidate: 60, expire: 31_536_000 }, 30 * 24 * 3600],
    [{ revalidate: 10, expire: 300 }, 300],
    [{ revalidate: 1, expire: 5 }, 60],
  ])("keeps an entry with cache control %j for %i s", (cacheControl, seconds) => {
    expect(ttlSeconds(cacheControl)).toBe(seconds);
  });
});

describe("cache entries as text", () => {
  it("round-trips Buffers, Uint8Arrays and Maps", () => {
    const entry = {
      lastModified: 5,
      tags: ["a"],
      value: { body: new Uint8Array([1, 2, 250]), segments: new Map([["/a", Buffer.from("x")]]), n: null },
    };
    const back = decodeEntry(encodeEntry(entry)) as unknown as {
      value: { body: Buffer; segments: Map<string, Buffer> };
    };
    expect([...back.value.body]).toEqual([1, 2, 250]);
    expect(back.value.segments.get("/a")?.toString()).toBe("x");
  });

  it("takes a page's tags from its header and a data value's from Next's context", () => {
    expect(tagsOf(page("p", "properties,property:1"), {})).toEqual(["properties", "property:1"]);
    expect(tagsOf(data("d"), { tags: ["team"] })).toEqual(["team"]);
    expect(tagsOf(null, undefined)).toEqual([]);
  });
});

describe("the shared cache when Redis evicts (maxmemory with an LRU policy)", () => {
  it("an entry stored before the tag times were lost is a miss, not a page that outlived its tag's expiry", async () => {
    const store = memoryStore();
    const clock = { now: 1_000 };
    const { cache } = server(store, clock);
    await cache.get("/en/for-sale/x/y/7/");
    await cache.set("/en/for-sale/x/y/7/", page("old price", "properties"), {});
    clock.now = 2_000;
    await cache.revalidateTag("properties");
    // Redis evicts the hash of tag times (allkeys-lru) while the old page's entry survives.
    store.times.clear();
    clock.now = 3_000;
    expect(await cache.get("/en/for-sale/x/y/7/")).toBeNull();
    // Drawn again, the page is a hit from then on.
    await cache.set("/en/for-sale/x/y/7/", page("new price", "properties"), {});
    expect(((await cache.get("/en/for-sale/x/y/7/"))!.value as { html: string }).html).toBe("new price");
  });
});
