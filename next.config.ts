import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { ACTION_BODY_LIMIT_MB } from "./lib/forms/action-request";
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
  reactStrictMode: true,
  // PGlite loads its WebAssembly and data files from its own package folder: keep it out of the bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "pg", "@prisma/adapter-pg"],
  // The optimised images' own policy (Next's default plus what every response of the site carries).
  // Every other answer gets its headers from server.mjs (fixed ones) and the proxy (the full policy).
  images: { formats: ["image/avif", "image/webp"], contentSecurityPolicy: `${LOAD_NOTHING_POLICY}; sandbox` },
  // Forms carry files of up to 5 MB (lib/forms/uploads.ts); the default limit for a server action is 1 MB.
  experimental: { serverActions: { bodySizeLimit: `${ACTION_BODY_LIMIT_MB}mb` } },
};

export default withNextIntl(nextConfig);
