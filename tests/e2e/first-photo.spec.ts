import { expect, test, type Page } from "@playwright/test";

// A phone's first visit (issue 44): on the lists and a property page the largest paint is the first photo, so
// the HTML names it before anything else the page loads (a preload at the head's top, asked for at high
// priority), the photo itself is neither lazy nor low priority, and the browser fetches the size the screen
// needs, not a larger one. `npm run bench:lighthouse` measures what this gives a phone (docs/performance.md).

const pages = [
  { name: "the for-sale list", fr: "/fr/a-vendre/", nl: "/nl/te-koop/" },
  { name: "a property page", fr: "/fr/property/1/", nl: "/nl/property/1/" },
] as const;

const screens = [
  { name: "a phone", viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
  { name: "a desktop", viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
] as const;

/** The first photo of the page's main content as the server wrote it, and the head's first image preload. */
async function writtenFirstPhoto(page: Page, path: string) {
  const answer = await page.request.get(path);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const main = html.slice(html.indexOf("<main"));
  const img = /<img [^>]*>/.exec(main)?.[0] ?? "";
  const attribute = (tag: string, name: string) =>
    new RegExp(` ${name}="([^"]*)"`, "i").exec(tag)?.[1]?.replaceAll("&amp;", "&") ?? null;
  const firstRequest = /<link rel="preload"[^>]*>|<link rel="stylesheet"[^>]*>|<script src[^>]*>/.exec(head)?.[0] ?? "";
  return {
    srcSet: attribute(img, "srcSet"),
    fetchPriority: attribute(img, "fetchPriority"),
    loading: attribute(img, "loading"),
    firstRequest: {
      as: attribute(firstRequest, "as"),
      srcSet: attribute(firstRequest, "imageSrcSet"),
      fetchPriority: attribute(firstRequest, "fetchPriority"),
    },
  };
}

/** The browser's largest paint, and what it chose from the first photo's candidates for this screen. */
async function paintedFirstPhoto(page: Page) {
  return page.evaluate(async () => {
    const entry = await new Promise<PerformanceEntry & { url: string; element: Element | null }>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1) as never)).observe({
        type: "largest-contentful-paint",
        buffered: true,
      }),
    );
    const img = document.querySelector("main img") as HTMLImageElement;
    await img.decode();
    const candidates = img.srcset.split(", ").map((c) => Number(c.split(" ")[1]?.replace("w", "")));
    const needed = img.getBoundingClientRect().width * devicePixelRatio;
    return {
      largestIsFirstPhoto: entry.element === img,
      chosen: Number(new URL(img.currentSrc).searchParams.get("w")),
      needed: Math.min(...candidates.filter((w) => w >= needed), Math.max(...candidates)),
    };
  });
}

for (const screen of screens) {
  test.describe(`The first photo on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor });

    for (const { name, ...paths } of pages) {
      for (const [locale, path] of Object.entries(paths)) {
        test(`${name} (${locale}): named first in the head, at high priority, in the size the screen needs`, async ({
          page,
        }) => {
          await page.goto(path);
          const written = await writtenFirstPhoto(page, new URL(page.url()).pathname);
          expect(written.srcSet, "a first photo in the main content").toBeTruthy();
          expect(written.firstRequest, "the head's first request is that photo, at high priority").toEqual({
            as: "image",
            srcSet: written.srcSet,
            fetchPriority: "high",
          });
          expect(written.fetchPriority).toBe("high");
          expect(written.loading, "not lazy").toBeNull();

          const painted = await paintedFirstPhoto(page);
          if (screen.name === "a phone") expect(painted.largestIsFirstPhoto, "the largest paint").toBe(true);
          expect(painted.chosen).toBe(painted.needed);
        });
      }
    }
  });
}
