import { openConnection, type Target } from "@/lib/db/infra/connection";
import { runSearch } from "@/lib/db/search";
import { mapPoints } from "@/lib/db/search-map";
import { placeKeysSql, suggestPlaces } from "@/lib/db/suggest";
import { searchSchema, type SearchParams } from "@/lib/domain/search-params";
import { buildOrder, buildWhere } from "@/lib/db/search-sql";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";

// npm run bench:search: the searches of spec §1 through the data layer the pages use, on a database
// of BENCH_PROPERTIES properties (default 100 000; seeded first when it has fewer), embedded and, when
// one answers, on the PostgreSQL server. Prints median and p95 per query and each query's plan.

const want = Number(process.env.BENCH_PROPERTIES ?? 100_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 60);
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/immo_bench";
const p = (raw: Record<string, unknown>): SearchParams => searchSchema.parse(raw);

const cases: { name: string; goal: "sale" | "rent"; params: SearchParams }[] = [
  { name: "unfiltered page 1 (newest first)", goal: "sale", params: p({}) },
  {
    name: "filtered and sorted (Flanders, 3+ bedrooms, <= 500 000, price up)",
    goal: "sale",
    params: p({ region: "flanders", minBedrooms: "3", maxPrice: "500000", sort: "price-asc" }),
  },
  { name: "deep page (page 1000)", goal: "sale", params: p({ page: "1000" }) },
  { name: "rent, city prefix, price down", goal: "rent", params: p({ q: "Liège", sort: "price-desc" }) },
];

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, p95: sorted[Math.floor(sorted.length * 0.95)]! };
}

async function time(fn: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return stats(times);
}

async function plan(prisma: PrismaClient, sql: Prisma.Sql): Promise<string> {
  const rows = await prisma.$queryRaw<{ "QUERY PLAN": string }[]>`EXPLAIN ${sql}`;
  return rows.map((r) => `      ${r["QUERY PLAN"]}`).join("\n");
}

async function ensureSeeded(target: Target) {
  const connection = openConnection(target);
  const [table] = await connection.prisma.$queryRaw<
    { exists: boolean }[]
  >`SELECT to_regclass('"Property"') IS NOT NULL AS exists`;
  const count = table?.exists ? await connection.prisma.property.count() : 0;
  await connection.close();
  if (count >= want) return;
  console.log(`Seeding ${want} properties first (found ${count})…`);
  const { spawnSync } = await import("node:child_process");
  const env = {
    ...process.env,
    ...(target.kind === "server"
      ? { DATABASE_URL: target.url }
      : { PGLITE_DATA_DIR: (target as { dataDir: string }).dataDir, DATABASE_URL: "" }),
  };
  const seeded = spawnSync("npx", ["tsx", "prisma/seed/index.ts", "--properties", String(want)], {
    env,
    stdio: "inherit",
  });
  if (seeded.status !== 0) throw new Error("seeding failed");
}

async function bench(label: string, target: Target) {
  await ensureSeeded(target);
  const connection = openConnection(target);
  const prisma = connection.prisma;
  const total = await prisma.property.count();
  console.log(`\n## ${label}: ${total} properties, ${rounds} rounds per query\n`);
  const rows: Record<string, string | number>[] = [];
  const plans: string[] = [];
  for (const c of cases) {
    const r = await runSearch(c.goal, c.params, "fr", { showClosed: true }, prisma);
    const t = await time(() => runSearch(c.goal, c.params, "fr", { showClosed: true }, prisma));
    rows.push({
      query: c.name,
      "median ms": t.median.toFixed(2),
      "p95 ms": t.p95.toFixed(2),
      results: `${r.exact ? "" : "about "}${r.total}`,
      page: `${r.page}/${r.pages}`,
    });
    const where = buildWhere(c.params, { goal: c.goal, showClosed: true });
    plans.push(
      `  ${c.name}\n${await plan(prisma, Prisma.sql`SELECT p."id" FROM "Property" p WHERE ${where} ORDER BY ${buildOrder(c.params.sort)} LIMIT 24 OFFSET ${(r.page - 1) * 24}`)}`,
    );
  }
  const extra: [string, () => Promise<unknown>, (r: unknown) => string][] = [
    ['city-prefix suggestion ("lie")', () => suggestPlaces("lie", prisma), (r) => `${(r as unknown[]).length} places`],
    [
      "map viewport (Brussels, all goals' filters off)",
      () => mapPoints("sale", p({}), "fr", [50.76, 4.25, 50.92, 4.48], true, prisma),
      (r) => `${(r as { points: unknown[] }).points.length} markers or clusters`,
    ],
    [
      "map of all Belgium (first view)",
      () => mapPoints("sale", p({}), "fr", undefined, true, prisma),
      (r) => `${(r as { points: unknown[] }).points.length} markers or clusters`,
    ],
  ];
  for (const [name, run, describeResult] of extra) {
    const result = await run();
    const t = await time(run);
    rows.push({
      query: name,
      "median ms": t.median.toFixed(2),
      "p95 ms": t.p95.toFixed(2),
      results: describeResult(result),
      page: "-",
    });
  }
  const brussels = buildWhere(p({}), { goal: "sale", showClosed: true, bbox: [50.76, 4.25, 50.92, 4.48] });
  plans.push(`  city-prefix suggestion\n${await plan(prisma, placeKeysSql("lie")!.sql)}`);
  plans.push(
    `  map viewport (the markers probe)\n${await plan(prisma, Prisma.sql`SELECT p."id" FROM "Property" p WHERE ${brussels} ORDER BY p."goal", p."latitude" LIMIT 301`)}`,
  );
  console.table(rows);
  console.log("Plans of the page queries:\n" + plans.join("\n"));
  await connection.close();
}

await bench("embedded (PGlite)", { kind: "embedded", dataDir: process.env.BENCH_DATA_DIR ?? ".data/bench" });
const pg = await import("pg");
const probe = new pg.default.Client({
  connectionString: serverUrl.replace(/\/[^/]*$/, "/postgres"),
  connectionTimeoutMillis: 3000,
});
try {
  await probe.connect();
  const name = new URL(serverUrl).pathname.slice(1);
  const exists = await probe.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  if (!exists.rowCount) await probe.query(`CREATE DATABASE "${name}"`);
  await probe.end();
  await bench(`PostgreSQL server (${new URL(serverUrl).host})`, { kind: "server", url: serverUrl });
} catch (error) {
  console.log(`\nNo PostgreSQL server answered at ${new URL(serverUrl).host}: ${(error as Error).message}`);
}
