// npm run bench:first-visit -- [path…]: what a phone's first visit costs the browser's main thread, beside Next's
// hello page. Starts the built site on the benchmarks' database (BENCH_DATA_DIR, default .data/bench) and the
// hello app (scripts/bench/hello-app.mjs), then loads the hello page and each path (default /en/) FIRST_VISIT_LOADS
// times (default 7), each in a new browser context of Debian's Chromium (CHROME_PATH) with a phone's screen and a
// fourfold CPU slowdown, as Lighthouse's mobile profile. After the load and 2.5 s more, it reads Chrome's own
// counters (Performance.getMetrics) and prints their medians: the main thread's tasks, and within them script,
// style recalculation and layout, in milliseconds of the slowed CPU; the page's DOM nodes (elements and text);
// how many layouts and style recalculations ran; and the blocking time, as Lighthouse counts it (what each task
// longer than 50 ms lasts beyond 50 ms, from the first contentful paint on). Lighthouse's score moves with the machine's load; these
// counters show where a page's work goes. FIRST_VISIT_CSS="pattern|replacement" rewrites every stylesheet on its
// way to the browser (a regular expression, every match), to weigh a CSS change before building it.
// docs/performance.md, "Lighthouse on phones".
import fs from "node:fs";
import { chromium } from "playwright";
import { helloApp, startHello } from "./hello-app.mjs";
import { freePort, startSite } from "../local-settings.mjs";
import { median } from "./median.mjs";
import { waitForServer } from "./wait-for-server.mjs";
import { endRefusalsInOneSentence, CommandError } from "../command-error.mjs";

endRefusalsInOneSentence();

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/en/"];
const loads = Number(process.env.FIRST_VISIT_LOADS ?? 7);
const port = Number(process.env.BENCH_PORT ?? 3250);
const dataDir = process.env.BENCH_DATA_DIR ?? ".data/bench";
const [cssPattern, cssReplacement] = process.env.FIRST_VISIT_CSS?.split("|") ?? [];
if (!fs.existsSync(".next/BUILD_ID")) throw new CommandError("Build first: npm run build");
if (!fs.existsSync(dataDir)) throw new CommandError(`No database in ${dataDir}: seed one (docs/performance.md).`);

const server = await startSite(port, dataDir);
const helloPort = await freePort();
const hello = startHello(await helloApp(), helloPort, "next start");
const base = `http://localhost:${port}`;
const helloBase = `http://localhost:${helloPort}`;

/**
 * Chrome's counters after a first visit of `url`, medians over `loads` visits.
 * @param {import("playwright").Browser} browser
 * @param {string} url
 */
async function firstVisits(browser, url) {
  /** @type {Record<string, number>[]} */
  const visits = [];
  for (let i = 0; i < loads; i++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    if (cssPattern !== undefined) {
      await page.route("**/*.css", async (route) => {
        const response = await route.fetch();
        const css = (await response.text()).replace(new RegExp(cssPattern, "g"), cssReplacement ?? "");
        await route.fulfill({ response, body: css });
      });
    }
    // The long tasks, from the page's first script on (the browser keeps none from before an observer).
    await page.addInitScript(() => {
      const win = /** @type {Window & { longTasks?: [number, number][] }} */ (window);
      win.longTasks = [];
      new PerformanceObserver((list) => {
        for (const task of list.getEntries()) win.longTasks?.push([task.startTime, task.duration]);
      }).observe({ type: "longtask" });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Performance.enable");
    const answer = await page.goto(url, { waitUntil: "load" });
    if (!answer?.ok()) throw new Error(`${url} answered ${answer?.status()}: nothing to measure`);
    await page.waitForTimeout(2500);
    const { metrics } = await cdp.send("Performance.getMetrics");
    const blocking = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
      const tasks = /** @type {Window & { longTasks?: [number, number][] }} */ (window).longTasks ?? [];
      return tasks.reduce((sum, [start, duration]) => (start >= paint ? sum + duration - 50 : sum), 0);
    });
    const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
    visits.push({
      "blocking ms": blocking,
      "tasks ms": m.TaskDuration * 1000,
      "script ms": m.ScriptDuration * 1000,
      "style ms": m.RecalcStyleDuration * 1000,
      "layout ms": m.LayoutDuration * 1000,
      nodes: m.Nodes,
      layouts: m.LayoutCount,
      "style recalcs": m.RecalcStyleCount,
    });
    await context.close();
  }
  return Object.fromEntries(Object.keys(visits[0]).map((k) => [k, Math.round(median(visits.map((v) => v[k])))]));
}

let browser;
try {
  if (!(await waitForServer(base, 300))) throw new Error(`No server at ${base}`);
  if (!(await waitForServer(helloBase, 150))) throw new Error(`The hello app did not start at ${helloBase}`);
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
  // Each page once before it is measured, so that the server answers from its cache.
  for (const path of paths) {
    const answer = await fetch(base + path);
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}: nothing to measure`);
  }
  const rows = [{ page: "hello page", ...(await firstVisits(browser, `${helloBase}/`)) }];
  for (const path of paths) rows.push({ page: path, ...(await firstVisits(browser, base + path)) });
  console.log(
    `First visits, a phone's screen and a fourfold CPU slowdown, median of ${loads}` +
      (cssPattern === undefined ? "" : `, stylesheets rewritten (${cssPattern} → ${cssReplacement ?? ""})`),
  );
  console.table(rows);
} finally {
  await browser?.close();
  if (server.exitCode === null) process.kill(-server.pid);
  if (hello.exitCode === null) process.kill(-hello.pid);
}
