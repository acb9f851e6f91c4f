import path from "node:path";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { coreSettings } from "./lib/config/core.mjs";
import { ACTION_BODY_LIMIT_MB } from "./lib/routes/manifest.mjs";
import { LOAD_NOTHING_POLICY } from "./lib/http/fixed-headers.mjs";

// Messages are precompiled at build time, so the browser gets no ICU parser (about 10 kB gz less on
// every page); the format-only runtime formats them.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

const nextConfig: NextConfig = {
  trailingSlash: true,
  poweredByHeader: false,
  // Next hashes every page's HTML for an ETag on every answer, cached or not (in JavaScript: about 0.2 ms
  // for a 150 kB list page, a tenth of what serving it costs). Public pages are cached by the origin and
  // for 30 s by a CDN, and a browser asking again gets the page at cache speed, so no ETag is made.
  generateEtags: false,
  // server.mjs compresses every answer, at a level for pages and another for the build's files (lib/http/compression.mjs).
  compress: false,
  reactStrictMode: true,
  // PGlite loads its WebAssembly and data files from its own package folder: keep it out of the bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "pg", "@prisma/adapter-pg"],
  // The optimised images' own policy (Next's default plus what every response of the site carries).
  // Every other answer gets its headers from server.mjs (fixed ones) and the proxy (the full policy).
  images: {
    formats: ["image/avif", "image/webp"],
    contentSecurityPolicy: `${LOAD_NOTHING_POLICY}; sandbox`,
    // Five screen widths instead of Next's eight: phones (640, 828, 1080), tablets and laptops (1536), the
    // gallery's first photo (1 152 px wide) on a 2× screen (2304). Each photo's srcset is written twice in
    // a page (its HTML and React's payload): a list of 20 cards is 160 kB with Next's eight, up to 3840 px.
    deviceSizes: [640, 828, 1080, 1536, 2304],
    // Fixed-width images (a manager's photo, 64 px) draw from these. A card's srcset (33vw) takes every
    // width from a third of the smallest screen (211 px) up: all of these stay under it, so it lists five.
    imageSizes: [32, 64, 96, 128, 200],
  },
  // Forms carry files of up to 5 MB (lib/forms/uploads.ts); the default limit for a server action is 1 MB.
  // server.mjs refuses a larger body before Next reads it (lib/http/body-limit.mjs).
  experimental: { serverActions: { bodySizeLimit: `${ACTION_BODY_LIMIT_MB}mb` } },
  // With REDIS_URL (read when the server starts), every web server keeps Next's cache of pages and data in
  // one Redis and hears every tag expiry (lib/cache/; Redis's maxmemory bounds it). Without it, Next's own
  // cache in .next/, but searches and data only in memory, capped at 50 MB, so that no visitor can fill the disk.
  ...(coreSettings.redisUrl
    ? { cacheHandler: path.resolve("lib/cache/cache-handler.mjs"), cacheMaxMemorySize: 0 }
    : { cacheHandler: path.resolve("lib/cache/local-cache-handler.mjs"), cacheMaxMemorySize: 50 * 1024 * 1024 }),
};

export default withNextIntl(nextConfig);
