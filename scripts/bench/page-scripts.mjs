import zlib from "node:zlib";

// The JavaScript a current browser downloads with a page before the visitor opens anything (the map, the
// lightbox and the players come later): the module scripts its HTML names, not the noModule polyfills
// that only old browsers fetch. Read by tests/e2e/js-budget.spec.ts and the benchmarks.

/**
 * The `src` of each module script the page's HTML names, once each.
 * @param {string} html
 * @returns {string[]}
 */
export function moduleScripts(html) {
  return [
    ...new Set(
      [...html.matchAll(/<script\b([^>]*)>/g)]
        .map(([, attributes = ""]) => attributes)
        .filter((attributes) => !/\bnomodule\b/i.test(attributes))
        .flatMap((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1] ?? []),
    ),
  ];
}

/**
 * Their weight as `base` serves them, compressed with gzip (the measure), in bytes.
 * @param {string} base
 * @param {string} html
 */
export async function scriptBytes(base, html) {
  let bytes = 0;
  for (const src of moduleScripts(html)) {
    bytes += zlib.gzipSync(Buffer.from(await (await fetch(base + src)).arrayBuffer())).length;
  }
  return bytes;
}

/**
 * The same in whole kB.
 * @param {string} base
 * @param {string} html
 */
export async function scriptKb(base, html) {
  return Math.round((await scriptBytes(base, html)) / 1024);
}
