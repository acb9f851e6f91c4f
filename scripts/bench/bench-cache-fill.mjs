// npm run bench:cache-fill: how much the cache grows when someone sends searches nobody else makes
// (issue 21, finding 5). Starts the built site (build first) on a fresh embedded database of its own,
// sends BENCH_REQUESTS (default 10 000) distinct junk searches on loopback — list searches with random
// prices, surfaces, pages and orders, map areas at random places and sizes, suggestion texts — with
// BENCH_CONNECTIONS (default 8) at once, for at most BENCH_SECONDS (default 900), then prints how much
// .next grew (and Redis's memory, with REDIS_URL). Fails above BENCH_LIMIT_MB (default 50).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "redis";
import { localSettings, startSite } from "../local-settings.mjs";
import { waitForServer } from "./wait-for-server.mjs";
import { endRefusalsInOneSentence, CommandError } from "../command-error.mjs";

endRefusalsInOneSentence();

const port = Number(process.env.BENCH_PORT ?? 3210);
const total = Number(process.env.BENCH_REQUESTS ?? 10_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const seconds = Number(process.env.BENCH_SECONDS ?? 900);
const limitMb = Number(process.env.BENCH_LIMIT_MB ?? 50);
const base = `http://127.0.0.1:${port}`;
const MB = 1024 * 1024;

if (!fs.existsSync(".next/BUILD_ID")) throw new CommandError("Build first: npm run build");

/** The bytes of every file under a folder. */
function sizeOf(folder) {
  let bytes = 0;
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return bytes;
}

async function redisMemory(client) {
  const info = await client.info("memory");
  return Number(/used_memory:(\d+)/.exec(info)?.[1] ?? 0);
}

// A seeded random sequence, so two runs send the same searches.
let seed = 21;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const between = (low, high) => Math.floor(low + random() * (high - low));

/** The n-th junk request: a list search, a map area or a suggestion text. */
function junk(n) {
  const kind = n % 10;
  if (kind < 6) {
    const [list, goal] = random() < 0.5 ? ["/fr/a-vendre/", "sale"] : ["/nl/te-huur/", "rent"];
    const price = goal === "sale" ? 2_000_000 : 5_000;
    const query = new URLSearchParams({
      minPrice: String(between(0, price)),
      maxPrice: String(between(price, price * 3)),
      minLivingArea: String(between(0, 400)),
      minPlotArea: String(between(0, 5000)),
      // Half on the list's own pages (each drawn), half past its last (each sent there).
      page: String(random() < 0.5 ? between(1, 3) : between(1, 100_000)),
      sort: ["date", "price-asc", "price-desc", "type", "city"][between(0, 5)],
    });
    return `${list}?${query}`;
  }
  if (kind < 9) {
    const span = 0.002 * 2 ** between(0, 12) * (1 + random());
    const south = 49.5 + random() * 2;
    const west = 2.5 + random() * 4;
    const area = [south, west, south + span / 2, west + span].map((n) => n.toFixed(5)).join(",");
    return `/api/search/map/?goal=sale&locale=fr&area=${area}&minPrice=${between(0, 2_000_000)}`;
  }
  return `/api/suggest/?q=${encodeURIComponent(
    random()
      .toString(36)
      .slice(2, 2 + between(1, 12))
      .repeat(between(1, 4)),
  )}`;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-cache-fill-"));
const env = { ...process.env, ...localSettings(port), PGLITE_DATA_DIR: path.join(dataDir, "db"), DATABASE_URL: "" };
const seeded = spawnSync("npm", ["run", "db:seed"], { env, stdio: "ignore" });
if (seeded.status !== 0) throw new Error("Seeding the bench's database failed");

// The seed's settings, secrets included.
const server = await startSite(port, env.PGLITE_DATA_DIR, { env, stdio: "ignore" });
const redis = process.env.REDIS_URL ? createClient({ url: process.env.REDIS_URL }) : null;
try {
  if (!(await waitForServer(base, 300))) throw new Error("The server did not start");
  await redis?.connect();
  const nextBefore = sizeOf(".next");
  const redisBefore = redis ? await redisMemory(redis) : 0;
  const statuses = {};
  const end = Date.now() + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < total && Date.now() < end) {
        const response = await fetch(base + junk(next++), { redirect: "manual" });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    }),
  );
  // Next writes the cache after it answers: measure once .next stops growing.
  let nextAfter = sizeOf(".next");
  for (let settled = 0; settled < 3;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = sizeOf(".next");
    settled = now === nextAfter ? settled + 1 : 0;
    nextAfter = now;
  }
  const grewMb = (nextAfter - nextBefore) / MB;
  const redisMb = redis ? ((await redisMemory(redis)) - redisBefore) / MB : null;
  console.log(`${next} junk requests (answers: ${JSON.stringify(statuses)}), ${connections} at once`);
  console.log(`.next grew by ${grewMb.toFixed(1)} MB`);
  if (redisMb !== null) console.log(`Redis's memory grew by ${redisMb.toFixed(1)} MB`);
  const grew = Math.max(grewMb, redisMb ?? 0);
  if (grew > limitMb) {
    console.error(`More than ${limitMb} MB: the cache is not bounded`);
    process.exitCode = 1;
  }
} finally {
  await redis?.quit().catch(() => {});
  try {
    process.kill(-server.pid);
  } catch {
    // The server already left.
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
