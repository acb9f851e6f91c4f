import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { site } from "./support";

// The header is drawn only once it is whole. A browser draws a page while it is still reading the HTML
// (a slow phone, a busy machine, a network that delivers it in parts); a header drawn half-read grows when the
// rest arrives: its right-hand group widens to the left and the logo moves down to centre on both rows, a layout
// shift a visitor sees (0.004 in an end-to-end run on a busy machine, 2026-12-07; 0.013 here at 390 px). So the
// header is hidden until the page's <main> after it exists (app/globals.css). Here the site's HTML is delivered in
// two parts, cut inside the header, the second after a pause: the browser draws the page in between.

const PAUSE_MS = 1_000;

/**
 * A server in front of the site that answers the page's address with its HTML in two parts, the second after a
 * pause, and passes every other request through.
 */
async function inTwoParts(siteUrl: string, pagePath: string, parts: [string, string]) {
  const server = http.createServer((request, response) => {
    if (request.url === pagePath) {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.write(parts[0]);
      setTimeout(() => response.end(parts[1]), PAUSE_MS);
      return;
    }
    const headers = { ...request.headers, host: new URL(siteUrl).host };
    const upstream = http.request(new URL(request.url!, siteUrl), { method: request.method, headers }, (answer) => {
      response.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(response);
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  return { origin: `http://localhost:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

for (const width of [390, 1280]) {
  test(`at ${width} px, a header delivered in two parts is drawn once, whole: no layout shift`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // Cut before the header's language links.
    const html = await (await page.request.get(site.nl.home)).text();
    const header = html.indexOf("<header");
    const cut = html.indexOf("<nav", header);
    expect(header, "the page has a header").toBeGreaterThan(0);
    expect(cut, "the header has its language links").toBeGreaterThan(header);
    const front = await inTwoParts(baseURL!, site.nl.home, [html.slice(0, cut), html.slice(cut)]);
    try {
      await page.goto(`${front.origin}${site.nl.home}`);
      await expect(page.getByRole("navigation", { name: "Taal" })).toBeVisible();
      const { shifts, firstPaint, headerRead } = await page.evaluate(
        () =>
          new Promise<{ shifts: number; firstPaint: number; headerRead: number }>((resolve) => {
            let total = 0;
            const add = (entries: PerformanceEntryList) => {
              for (const e of entries as unknown as { value: number; hadRecentInput: boolean }[])
                if (!e.hadRecentInput) total += e.value;
            };
            const observer = new PerformanceObserver((list) => add(list.getEntries()));
            observer.observe({ type: "layout-shift", buffered: true });
            // Two frames after the load, so that a shift of the last frame is reported.
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                add(observer.takeRecords());
                const paint = performance.getEntriesByName("first-paint")[0]?.startTime ?? -1;
                const response = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
                resolve({ shifts: total, firstPaint: paint, headerRead: response.responseStart });
              }),
            );
          }),
      );
      expect(shifts).toBe(0);
      // The browser did draw the page while it waited for the header's second part.
      expect(firstPaint).toBeGreaterThan(0);
      expect(firstPaint - headerRead).toBeLessThan(PAUSE_MS);
    } finally {
      front.close();
    }
  });
}
