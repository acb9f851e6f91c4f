import { afterEach, describe, expect, it, vi } from "vitest";

// The settings plain JavaScript reads before Next (lib/config/core.mjs): server.mjs, the log, the cache handler
// and next.config.ts get the same defaults as the app, and server.mjs sets NODE_ENV as Next's own commands do.

const names = [
  "SITE_URL",
  "REDIS_URL",
  "PORT",
  "TRUST_PROXY_HOPS",
  "SHUTDOWN_DRAIN_SECONDS",
  "LOG_LEVEL",
  "LOG_FORMAT",
];

async function core(env: Record<string, string> = {}) {
  vi.resetModules();
  for (const name of names) vi.stubEnv(name, env[name]);
  return import("@/lib/config/core.mjs");
}

afterEach(() => vi.unstubAllEnvs());

describe("the core settings", () => {
  it("read the site's address without a trailing slash, next dev's by default", async () => {
    const { siteUrlOf } = await core();
    expect(siteUrlOf({ SITE_URL: "https://www.atrium-immo.example/" })).toBe("https://www.atrium-immo.example");
    expect(siteUrlOf({})).toBe("http://localhost:3000");
  });

  it("default to next dev's address, no Redis, port 3000, no proxy, a 5-second drain and the log's own level", async () => {
    expect((await core()).coreSettings).toEqual({
      siteUrl: "http://localhost:3000",
      redisUrl: undefined,
      port: "3000",
      trustProxyHops: undefined,
      shutdownDrainMs: 5000,
      log: { level: undefined, format: undefined },
    });
  });

  it("take what is set, the site's address without its trailing slash", async () => {
    const { coreSettings } = await core({
      SITE_URL: "https://www.atrium-immo.example/",
      REDIS_URL: "redis://127.0.0.1:6379/0",
      PORT: "3100",
      TRUST_PROXY_HOPS: "1",
      SHUTDOWN_DRAIN_SECONDS: "15",
      LOG_LEVEL: "warn",
      LOG_FORMAT: "pretty",
    });
    expect(coreSettings).toEqual({
      siteUrl: "https://www.atrium-immo.example",
      redisUrl: "redis://127.0.0.1:6379/0",
      port: "3100",
      trustProxyHops: "1",
      shutdownDrainMs: 15_000,
      log: { level: "warn", format: "pretty" },
    });
  });

  it("read an empty REDIS_URL as none, and a drain of 0, a negative or an unreadable number as no drain", async () => {
    expect((await core({ REDIS_URL: "" })).coreSettings.redisUrl).toBeUndefined();
    for (const drain of ["0", "-3", "soon"]) {
      expect((await core({ SHUTDOWN_DRAIN_SECONDS: drain })).coreSettings.shutdownDrainMs, drain).toBe(0);
    }
    expect((await core({ SHUTDOWN_DRAIN_SECONDS: "2.5" })).coreSettings.shutdownDrainMs).toBe(2500);
  });
});

describe("what server.mjs tells the app", () => {
  it("sets NODE_ENV as next start and next dev do, unless it is given", async () => {
    const { defaultNodeEnv } = await core();
    vi.stubEnv("NODE_ENV", undefined);
    defaultNodeEnv(false);
    expect(process.env.NODE_ENV).toBe("production");
    vi.stubEnv("NODE_ENV", undefined);
    defaultNodeEnv(true);
    expect(process.env.NODE_ENV).toBe("development");
    vi.stubEnv("NODE_ENV", "test");
    defaultNodeEnv(false);
    expect(process.env.NODE_ENV).toBe("test");
  });

  it("knows next build, which opens no database", async () => {
    const { nextIsBuilding } = await core();
    vi.stubEnv("NEXT_PHASE", "phase-production-build");
    expect(nextIsBuilding()).toBe(true);
    vi.stubEnv("NEXT_PHASE", "phase-production-server");
    expect(nextIsBuilding()).toBe(false);
  });
});
