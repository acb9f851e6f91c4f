import { spawn } from "node:child_process";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Connection } from "@/lib/db/infra/connection";
import { recordViews } from "@/lib/db/page-views";
import { countPropertyView } from "@/lib/page-views/counter";
import { flushViews } from "@/lib/page-views/buffer";
import { createTestDatabase, databaseKind, serverUrl } from "@/tests/support/test-database";

// Page views as the view beacon counts them, written to this run's database: once per address (IPv6: per
// /64) and day whatever the browser says it is, bots, prefetches, beacons not from the site's own page and
// requests without an address left out, and increments from two web servers at once
// (two processes on the PostgreSQL server) all kept.

const site = vi.hoisted(() => ({ prisma: null as unknown, address: null as string | null }));
vi.mock("@/lib/db/infra/prisma", () => ({ getPrisma: () => site.prisma }));
vi.mock("@/lib/http/client-address", () => ({ clientAddress: () => site.address }));

const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0";

describe(`page views (${databaseKind})`, () => {
  let db: Connection;
  let propertyId: number;
  const views = async (day: string) =>
    (
      await db.prisma.propertyPageView.findUnique({
        where: { propertyId_day: { propertyId, day: new Date(`${day}T00:00:00Z`) } },
      })
    )?.views ?? 0;
  const open = (agent: string, headers: Record<string, string> = {}, at = "2026-11-23T10:00:00Z") =>
    countPropertyView(
      { method: "POST", headers: new Headers({ "user-agent": agent, "sec-fetch-site": "same-origin", ...headers }) },
      propertyId,
      new Date(at),
    );

  // The same batches as tests/support/count-views.ts: 20 views, half by visitors both servers see.
  const batch = (name: string, b: number) =>
    Array.from({ length: 20 }, (_, i) => ({
      day: "2026-11-23",
      propertyId,
      key: i % 2 === 0 ? `shared-${b}-${i}` : `${name}-${b}-${i}`,
    }));

  beforeAll(async () => {
    db = await createTestDatabase();
    site.prisma = db.prisma;
    await db.prisma.category.create({ data: { id: 13, name: "Apartment", webId: 1 } });
    propertyId = (
      await db.prisma.property.create({
        data: { reference: "ATR-9301", goal: 0, categoryId: 13, zip: "1050", city: "Ixelles", citySlug: "ixelles" },
      })
    ).id;
  });
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    site.address = "203.0.113.7";
    await db.prisma.propertyPageView.deleteMany();
    await db.prisma.pageVisitor.deleteMany();
  });

  it("counts a visitor once a day, again the next day, and each other address", async () => {
    open(chrome);
    open(chrome, {}, "2026-11-23T18:00:00Z");
    await flushViews();
    open(chrome, {}, "2026-11-23T21:00:00Z"); // 22:00 in Brussels: still the 23rd
    await flushViews();
    expect(await views("2026-11-23")).toBe(1);
    open(firefox);
    site.address = "198.51.100.4";
    open(chrome);
    await flushViews();
    expect(await views("2026-11-23")).toBe(2);
    site.address = "203.0.113.7";
    open(chrome, {}, "2026-11-23T23:30:00Z"); // 00:30 on the 24th in Brussels
    await flushViews();
    expect(await views("2026-11-24")).toBe(1);
  });

  it("counts 20 beacons from one address with 20 browser names once, and from two addresses twice", async () => {
    const agents = Array.from({ length: 20 }, (_, i) => chrome.replace("130.0.0.0", `${110 + i}.0.0.0`));
    for (const agent of agents) open(agent);
    await flushViews();
    expect(await views("2026-11-23")).toBe(1);
    site.address = "198.51.100.4";
    for (const agent of agents) open(agent);
    await flushViews();
    expect(await views("2026-11-23")).toBe(2);
  });

  it("counts two IPv6 addresses of one /64 once, and one of another /64 again", async () => {
    for (const address of ["2001:db8:aa:bb::1", "2001:db8:aa:bb:9f3:1:2:3", "2001:db8:aa:bc::1"]) {
      site.address = address;
      open(chrome);
    }
    await flushViews();
    expect(await views("2026-11-23")).toBe(2);
  });

  it("counts no beacon without Sec-Fetch-Site: same-origin (a script or another site's page)", async () => {
    countPropertyView({ method: "POST", headers: new Headers({ "user-agent": chrome }) }, propertyId, new Date());
    open(chrome, { "sec-fetch-site": "cross-site" });
    open(chrome, { "sec-fetch-site": "none" });
    await flushViews();
    expect(await db.prisma.propertyPageView.count()).toBe(0);
  });

  it("counts no bot, no prefetch and no request without an address", async () => {
    open("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)");
    open(chrome, { "next-router-prefetch": "1" });
    open(chrome, { "sec-purpose": "prefetch" });
    open(chrome, { purpose: "prefetch" });
    site.address = null;
    open(chrome);
    await flushViews();
    expect(await db.prisma.propertyPageView.count()).toBe(0);
    expect(await db.prisma.pageVisitor.count()).toBe(0);
  });

  it("stores no address, and drops earlier days' visitor keys", async () => {
    open(chrome, {}, "2026-11-22T10:00:00Z");
    await flushViews();
    open(chrome, {}, "2026-11-23T10:00:00Z");
    await flushViews();
    const keys = await db.prisma.pageVisitor.findMany();
    expect(keys.map((k) => k.day.toISOString().slice(0, 10))).toEqual(["2026-11-23"]);
    expect(JSON.stringify(keys)).not.toMatch(/203\.0\.113|Chrome/);
    expect(await views("2026-11-22")).toBe(1);
  });

  it("keeps every increment of concurrent flushes, and counts a visitor seen by two of them once", async () => {
    const batch = (name: string, b: number) =>
      Array.from({ length: 20 }, (_, i) => ({
        day: "2026-11-23",
        propertyId,
        key: i % 2 === 0 ? `shared-${b}-${i}` : `${name}-${b}-${i}`,
      }));
    const added = await Promise.all(
      Array.from({ length: 20 }, (_, b) => [
        recordViews(batch("one", b), db.prisma),
        recordViews(batch("two", b), db.prisma),
      ]).flat(),
    );
    // 20 batches × (10 keys of each server + 10 shared keys): 20 × 30.
    expect(await views("2026-11-23")).toBe(600);
    expect(added.reduce((n, a) => n + a, 0)).toBe(600);
  });

  // Two web servers are two processes on a PostgreSQL server; an embedded database has one owner process
  // (lib/db/infra/folder-lock.ts), so there the two "servers" are two concurrent flush loops of that process.
  const twoServers = serverUrl ? "two processes" : "two flush loops of the one process that owns it";
  it(`keeps every increment when ${twoServers} flush into one database at once`, async () => {
    const run = (name: string) => {
      if (db.target.kind !== "server") return flushLoop(name);
      const url = db.target.url;
      return new Promise<string>((resolve, reject) => {
        const args = ["tsx", "tests/support/count-views.ts", url, String(propertyId), "2026-11-23", name, "40"];
        const child = spawn("npx", args, {
          env: { ...process.env, NODE_OPTIONS: "--conditions=react-server" },
          stdio: ["ignore", "pipe", "inherit"],
        });
        let out = "";
        child.stdout.on("data", (chunk) => (out += chunk));
        child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}`))));
      });
    };
    const flushLoop = async (name: string) => {
      for (let b = 0; b < 40; b += 4) {
        await Promise.all([b, b + 1, b + 2, b + 3].map((n) => recordViews(batch(name, n), db.prisma)));
      }
      return "done\n";
    };
    expect(await Promise.all([run("one"), run("two")])).toEqual(["done\n", "done\n"]);
    // 40 batches × (10 keys of each server + 10 shared keys) = 1 200.
    expect(await views("2026-11-23")).toBe(1200);
  });
});
