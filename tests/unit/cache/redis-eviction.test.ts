import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// With REDIS_URL, Redis bounds Next's cache: maxmemory with an LRU policy (issue 21, finding 5). A private
// redis-server with little memory, written far past it through the real cache handler: the handler keeps
// working, the oldest entries go, the newest are served, and no page outlives its tag's expiry.

const MAXMEMORY = 4 * 1024 * 1024;
let redis: ChildProcess;
let url: string;

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  url = `redis://127.0.0.1:${port}/0`;
  redis = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"].concat([
      "--maxmemory",
      String(MAXMEMORY),
      "--maxmemory-policy",
      "allkeys-lru",
    ]),
    { stdio: "ignore" },
  );
  process.env.REDIS_URL = url;
});

afterAll(async () => {
  const { redisStore } = await import("@/lib/cache/redis-store.mjs");
  await redisStore(url).close();
  redis.kill();
});

const page = (n: number) => ({
  kind: "APP_PAGE",
  html: `<h1>search ${n}</h1>${"x".repeat(40_000)}`,
  rscData: Buffer.from(`rsc ${n}`),
  headers: { "x-next-cache-tags": "properties" },
  status: 200,
});
const html = (hit: { value: unknown } | null) => (hit?.value as { html?: string } | undefined)?.html?.split("</h1>")[0];

describe("the cache handler on a Redis with maxmemory and allkeys-lru", () => {
  it("keeps working when written far past its memory: old entries evicted, new ones served, tags honoured", async () => {
    const { default: RedisCacheHandler } = await import("@/lib/cache/cache-handler.mjs");
    const handler = new RedisCacheHandler({ serverDistDir: "/nonexistent/server" });
    const store = async (key: string, n: number) => {
      await handler.get(key, { softTags: [] });
      await handler.set(key, page(n), { cacheControl: { revalidate: false } });
    };
    await vi.waitFor(
      async () => {
        await store("/probe", 0);
        expect(await handler.get("/probe", {})).not.toBeNull();
      },
      { timeout: 10_000, interval: 100 },
    );
    const errors = vi.spyOn(console, "error");

    await store("/before-change", -1);
    await handler.revalidateTag(["properties"]);
    const count = 300;
    for (let n = 0; n < count; n++) await store(`/search/${n}`, n);

    expect(errors).not.toHaveBeenCalled();
    expect(await handler.get("/search/0", {})).toBeNull();
    expect(html(await handler.get(`/search/${count - 1}`, {}))).toBe(`<h1>search ${count - 1}`);
    expect(await handler.get("/before-change", {})).toBeNull();
    const client = await createClient({ url }).connect();
    const info = await client.info("stats");
    await client.quit();
    expect(Number(/evicted_keys:(\d+)/.exec(info)?.[1])).toBeGreaterThan(0);
  });
});
