// npm run bench:views: does counting page views slow the cached property page? The built site on its
// own embedded database (BENCH_DATA_DIR, default .data/bench; seed it first, e.g.
// PGLITE_DATA_DIR=.data/bench npm run db:seed). A probe requests one property page one request at a time
// and reports its p50/p95 in three runs: alone; beside BENCH_VIEW_RATE (1 000) requests per second of
// other property pages by a bot (served, not counted); and beside the same rate by distinct browsers,
// each one a new counted view. The last two differ only by the counting. Figures, not a pass/fail test.
import { spawn } from "node:child_process";
import fs from "node:fs";

const port = Number(process.env.BENCH_PORT ?? 3201);
const dataDir = process.env.BENCH_DATA_DIR ?? ".data/bench";
const rate = Number(process.env.BENCH_VIEW_RATE ?? 1000);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const base = `http://localhost:${port}`;
const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

if (!fs.existsSync(".next/BUILD_ID")) throw new Error("Build first: npm run build");
if (!fs.existsSync(dataDir)) throw new Error(`No database in ${dataDir}: seed it first (see the comment at the top).`);

const server = spawn("node", ["server.mjs", "-p", String(port)], {
  env: { ...process.env, PGLITE_DATA_DIR: dataDir, DATABASE_URL: "", VIEW_COUNT_SECRET: "b".repeat(32) },
  stdio: "ignore",
  detached: true,
});

/** The canonical page of property `id` (the spec's /property/{id}/ redirects there). */
async function canonical(id) {
  const response = await fetch(`${base}/fr/property/${id}/`, { redirect: "manual" });
  return response.headers.get("location");
}

// The load: a child process sending `rate` requests per second to other property pages, at most 256 open.
const loadScript = `
const [base, rate, seconds, counted, ...paths] = process.argv.slice(1);
const agent = (n) => counted === "1" ? "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0." + n + " Safari/537.36" : "Googlebot/2.1 (+http://www.google.com/bot.html)";
let sent = 0, done = 0, open = 0, n = 0;
const end = Date.now() + Number(seconds) * 1000;
const timer = setInterval(() => {
  if (Date.now() > end) { clearInterval(timer); const wait = setInterval(() => { if (open === 0) { clearInterval(wait); console.log(JSON.stringify({ sent, done })); } }, 50); return; }
  for (let i = 0; i < Number(rate) / 100; i++) {
    if (open >= 256) continue;
    open++; sent++;
    fetch(base + paths[n % paths.length], { headers: { "user-agent": agent(n++) } })
      .then((r) => r.arrayBuffer()).then(() => done++, () => {}).finally(() => open--);
  }
}, 10);`;

function startLoad(paths, counted) {
  const child = spawn("node", ["-e", loadScript, base, String(rate), String(seconds), counted ? "1" : "0", ...paths], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk) => (out += chunk));
  return new Promise((resolve) => child.on("exit", () => resolve(JSON.parse(out || "{}"))));
}

async function probe(path, ms) {
  const times = [];
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const start = performance.now();
    const response = await fetch(base + path, { headers: { "user-agent": browser } });
    await response.arrayBuffer();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  return { requests: times.length, p50: at(0.5), p95: at(0.95) };
}

try {
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${base}/fr/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 300));
  }
  const probed = await canonical(1);
  const others = (await Promise.all([2, 3, 4, 5, 6, 7, 8, 9].map(canonical))).filter(Boolean);
  for (const path of [probed, ...others]) for (let i = 0; i < 3; i++) await fetch(base + path);
  const rows = [];
  rows.push({ run: "alone", ...(await probe(probed, seconds * 1000)), load: "-" });
  for (const counted of [false, true]) {
    const load = startLoad(others, counted);
    const result = await probe(probed, seconds * 1000);
    const { sent, done } = await load;
    rows.push({
      run: counted ? "beside counted views" : "beside bot requests",
      ...result,
      load: `${Math.round(done / seconds)}/s answered of ${Math.round(sent / seconds)}/s sent`,
    });
  }
  console.log(`Cached property page ${probed}, probe one request at a time, ${seconds} s per run:`);
  console.table(rows);
  const [, bot, counted] = rows;
  console.log(
    `p95 beside counted views / beside the same bot load: ${(Number(counted.p95) / Number(bot.p95)).toFixed(2)}`,
  );
} finally {
  process.kill(-server.pid);
}
