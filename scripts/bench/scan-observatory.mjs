// npm run scan:observatory: Mozilla's HTTP Observatory (npm @mdn/mdn-http-observatory, not a dependency of
// the project: its install downloads certificate lists, so it is installed apart with --ignore-scripts; see
// docs/security.md) against the built site as production serves it: behind an HTTPS front on
// https://localhost (port 443) with a certificate made for the run, and port 80 answering 301 to https, as
// a load balancer does. Runs as root (ports below 1024). Prints the grade, the score and every test that
// cost points. OBSERVATORY_DIR names the scanner's package folder; SCAN_DATA_DIR a seeded embedded database
// (default .data/bench, as the benchmarks).
import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { startHttpsFront } from "./https-front.mjs";
import { startSite } from "../local-settings.mjs";
import { waitForServer } from "./wait-for-server.mjs";

const observatory = process.env.OBSERVATORY_DIR ?? "/tmp/observatory/node_modules/@mdn/mdn-http-observatory";
const dataDir = process.env.SCAN_DATA_DIR ?? ".data/bench";
const port = Number(process.env.SCAN_PORT ?? 3400);

if (!fs.existsSync(path.join(observatory, "src/scan.js")))
  throw new Error(`No scanner in ${observatory} (docs/security.md)`);
if (!fs.existsSync(".next/BUILD_ID")) throw new Error("Build first: npm run build");
if (!fs.existsSync(dataDir)) throw new Error(`No database in ${dataDir}: PGLITE_DATA_DIR=${dataDir} npm run db:seed`);
// The scanner reads the browsers' HSTS preload list from here; localhost is on no such list.
const preload = path.join(observatory, "conf/hsts-preload.json");
if (!fs.existsSync(preload)) fs.writeFileSync(preload, "{}\n");

const server = await startSite(port, dataDir, { env: { SITE_URL: "https://localhost" } });
const redirect = http.createServer((req, res) => res.writeHead(301, { Location: `https://localhost${req.url}` }).end());
let front;
try {
  if (!(await waitForServer(`http://localhost:${port}`, 150))) throw new Error("The server did not start.");
  const started = await startHttpsFront(port, 443);
  front = started.front;
  await new Promise((resolve) => redirect.listen(80, "127.0.0.1", resolve));
  const certificate = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "scan-")), "localhost.pem");
  fs.writeFileSync(certificate, started.cert);
  // Not spawnSync: this process serves the front the scanner asks.
  const scan = await promisify(execFile)(process.execPath, [path.join(observatory, "src/scan.js"), "localhost"], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate },
  });
  const result = JSON.parse(scan.stdout);
  if (result.error) throw new Error(`The scanner failed: ${result.error}\n${scan.stderr}`);
  console.log(
    `Grade ${result.scan.grade}, score ${result.scan.score}/100 (${result.scan.testsPassed}/${result.scan.testsQuantity} tests passed)`,
  );
  for (const [name, test] of Object.entries(result.tests)) {
    const mark = test.scoreModifier < 0 ? "-" : test.scoreModifier > 0 ? "+" : test.pass ? " " : "!";
    console.log(`${mark} ${name.padEnd(32)} ${String(test.scoreModifier).padStart(4)}  ${test.result}`);
  }
} finally {
  front?.close();
  redirect.close();
  process.kill(-server.pid, "SIGTERM");
}
