// npm run bench:lighthouse: Lighthouse's mobile profile (default throttling) on the built site, in
// Debian's Chromium (CHROME_PATH, default /usr/bin/chromium): the home page, the for-sale list, a property
// page and the contact page in each language, LIGHTHOUSE_RUNS times each (default 3; the median is
// printed), after one plain request that puts the page and its images in the server's cache. Prints the
// performance score, LCP, TBT, CLS and the JavaScript a browser downloads with the page (module scripts,
// gzip). It starts the server on its own database (LIGHTHOUSE_DATA_DIR, default .data/bench), or measures
// the one at LIGHTHOUSE_URL. A benchmark, not a test: figures on a shared machine vary from run to run.
//
// Since total blocking time follows the machine's load, the site is measured against the framework itself
// (issue 26): Next's hello app (scripts/bench/hello-app.mjs, `next start`) with the same settings and the same
// front, LIGHTHOUSE_RUNS times before the site's pages and as many after; its median over those runs is the
// reference. Goals: each page's median score within 3 points of it, and the largest paint of the list and the
// property page (their first photo, which the HTML's head preloads at high priority) under 2.5 s, the mark
// Google's Web Vitals call good (issue 44). Exit status: 0 when every goal is met, 2 when one is not (the
// figures are printed all the same), 1 when the benchmark itself failed.
//
// Lighthouse asks through HTTPS and HTTP/2, as a phone reaches the site in production behind its TLS
// load balancer or CDN (docs/operations.md, Running on several servers): a front on LIGHTHOUSE_TLS_PORT (default
// 3443) with a certificate made for the run, which this Chromium is told to accept. Lighthouse's
// simulated slow 4G charges every request on an HTTP/1.1 connection a round trip, and a page asks for
// about fourteen files; HTTP/2 carries them on one connection. LIGHTHOUSE_HTTP1=1 measures the Node
// server itself over HTTP/1.1 instead.
import fs from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { reportGoals } from "./bench-goals.mjs";
import { median } from "./median.mjs";
import { helloApp, nextVersion, startHello } from "./hello-app.mjs";
import { startHttpsFront } from "./https-front.mjs";
import { scriptKb } from "./page-scripts.mjs";
import { freePort, startSite } from "../local-settings.mjs";
import { waitForServer } from "./wait-for-server.mjs";
import { endRefusalsInOneSentence, CommandError } from "../command-error.mjs";

endRefusalsInOneSentence();

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const dataDir = process.env.LIGHTHOUSE_DATA_DIR ?? ".data/bench";
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// How many points below the hello page's median a page's median may score (issue 26).
const margin = 3;
// The largest paint a photo-led page may take, in seconds (issue 44), and the pages it applies to.
const lcpLimit = 2.5;
const photoLed = new Set(["for-sale list", "property page"]);
const given = process.env.LIGHTHOUSE_URL;
const only = process.env.LIGHTHOUSE_LOCALES?.split(",") ?? ["en", "nl", "fr", "de"];
const tlsPort = Number(process.env.LIGHTHOUSE_TLS_PORT ?? 3443);
const overHttp2 = !given && process.env.LIGHTHOUSE_HTTP1 !== "1";
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // The front's certificate is made for this run (overHttp2).
  ...(overHttp2 ? ["--ignore-certificate-errors"] : []),
];
const paths = {
  en: { list: "/en/for-sale/", contact: "/en/contact/" },
  nl: { list: "/nl/te-koop/", contact: "/nl/contact/" },
  fr: { list: "/fr/a-vendre/", contact: "/fr/contact/" },
  de: { list: "/de/zu-verkaufen/", contact: "/de/kontakt/" },
};

if (!given && !fs.existsSync(".next/BUILD_ID")) throw new CommandError("Build first: npm run build");
if (!given && !fs.existsSync(dataDir))
  throw new CommandError(`No database in ${dataDir}: seed one (docs/performance.md).`);
const server = given ? null : await startSite(port, dataDir);
const base = given ? given.replace(/\/$/, "") : `http://localhost:${port}`;
/** Where Lighthouse asks: the HTTPS and HTTP/2 front, or the server itself. */
const measured = overHttp2 ? `https://localhost:${tlsPort}` : base;
const helloDir = await helloApp();
const helloPort = await freePort();
const helloServer = startHello(helloDir, helloPort, "next start");
const hello = `http://localhost:${helloPort}`;
const helloTlsPort = await freePort();
/** The same for the hello app, behind a front of its own. */
const helloMeasured = overHttp2 ? `https://localhost:${helloTlsPort}` : hello;

/** The property page the spec's original path of property 1 leads to, in a language. */
async function propertyPage(locale) {
  const hop = await fetch(`${base}/${locale}/property/1/`, { redirect: "manual" });
  return new URL(hop.headers.get("location").split(", ")[0], base).pathname;
}

const sources = (html, pattern) => [...html.matchAll(pattern)].map((m) => m[1].replaceAll("&amp;", "&"));

/**
 * Asks for the page and every optimised image it names (/_next/image/?url=…), in the format Chromium
 * accepts (AVIF: Next keeps one file per format), so that Lighthouse measures cached answers.
 */
async function warm(path) {
  const answer = await fetch(base + path);
  // Lighthouse would measure an error page, and its audits of it have no figures.
  if (!answer.ok) {
    throw new CommandError(
      `${path} answered ${answer.status}: see the server's log (a database without this release's migrations: npm run db:migrate).`,
    );
  }
  const html = await answer.text();
  const images = new Set(sources(html, /(\/_next\/image\/?\?[^"\s,]+)/g));
  const accept = { accept: "image/avif,image/webp,image/apng,image/*,*/*;q=0.8" };
  await Promise.all([...images].map((src) => fetch(base + src, { headers: accept }).then((r) => r.arrayBuffer())));
  return html;
}

/** Lighthouse's measure of this machine's speed at each run (higher is quicker), printed with the figures. */
const benchmarkIndexes = [];

/** Lighthouse on `url`, `runs` times: score, LCP, TBT and CLS of each run. */
async function lighthouseRuns(url) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    benchmarkIndexes.push(lhr.environment.benchmarkIndex);
    results.push({
      score: Math.round(lhr.categories.performance.score * 100),
      lcp: lhr.audits["largest-contentful-paint"].numericValue,
      tbt: lhr.audits["total-blocking-time"].numericValue,
      cls: lhr.audits["cumulative-layout-shift"].numericValue,
    });
  }
  return results;
}

/** A row of the table: the medians of the runs, every run's score, the slowest LCP. */
function row(page, path, results, jsKb) {
  const of = (key) => median(results.map((r) => r[key]));
  return {
    page,
    path,
    score: of("score"),
    scores: results.map((r) => r.score).join(" "),
    "LCP s": (of("lcp") / 1000).toFixed(2),
    "worst LCP s": (Math.max(...results.map((r) => r.lcp)) / 1000).toFixed(2),
    "TBT ms": Math.round(of("tbt")),
    CLS: of("cls").toFixed(3),
    "JS kB gz": jsKb,
  };
}

let chrome;
const fronts = [];
try {
  if (!(await waitForServer(base, 150))) throw new Error(`No server at ${base}`);
  if (!(await waitForServer(hello, 150))) throw new Error(`The hello app did not start at ${hello}`);
  if (overHttp2) {
    fronts.push((await startHttpsFront(port, tlsPort)).front);
    fronts.push((await startHttpsFront(helloPort, helloTlsPort)).front);
  }
  chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags });
  const helloHtml = await (await fetch(`${hello}/`)).text();
  const helloJs = await scriptKb(hello, helloHtml);
  const helloBefore = await lighthouseRuns(`${helloMeasured}/`);
  const rows = [];
  const photoLedRows = [];
  for (const locale of only) {
    const pages = [
      ["home", `/${locale}/`],
      ["for-sale list", paths[locale].list],
      ["property page", await propertyPage(locale)],
      ["contact", paths[locale].contact],
    ];
    for (const [name, path] of pages) {
      const html = await warm(path);
      const measuredRow = row(
        `${locale} ${name}`,
        path,
        await lighthouseRuns(measured + path),
        await scriptKb(base, html),
      );
      rows.push(measuredRow);
      if (photoLed.has(name)) photoLedRows.push(measuredRow);
    }
  }
  const helloAfter = await lighthouseRuns(`${helloMeasured}/`);
  const helloRow = row(`hello page (Next ${nextVersion})`, "/", [...helloBefore, ...helloAfter], helloJs);
  const via = overHttp2 ? "HTTPS and HTTP/2" : "HTTP/1.1";
  console.log(
    `Lighthouse, mobile profile, default throttling: median of ${runs} run(s) per page, ${measured} (${via}); the hello page ${runs} run(s) before the site's pages and ${runs} after, ${helloMeasured}`,
  );
  // The machine's speed moves with its load, and the score's curve turns the same work into more points on a slower one.
  console.log(
    `Lighthouse's benchmark index of this machine over the runs: ${Math.min(...benchmarkIndexes)} to ${Math.max(...benchmarkIndexes)}`,
  );
  console.table(
    [helloRow, ...rows].map((r) => ({ ...r, "vs hello": r === helloRow ? "-" : r.score - helloRow.score })),
  );
  reportGoals([
    ...rows.map((r) => ({
      goal: `${r.page}: median score at most ${margin} points below the hello page's`,
      measured: `${r.score} against ${helloRow.score}`,
      met: r.score >= helloRow.score - margin,
    })),
    ...photoLedRows.map((r) => ({
      goal: `${r.page}: median largest paint under ${lcpLimit} s`,
      measured: `${r["LCP s"]} s`,
      met: Number(r["LCP s"]) < lcpLimit,
    })),
  ]);
} finally {
  await chrome?.kill();
  for (const front of fronts) front.close();
  // A server that could not start (its database held by another process) has left already.
  if (server && server.exitCode === null) process.kill(-server.pid);
  if (helloServer.exitCode === null) process.kill(-helloServer.pid);
}
