import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { ACTION_BODY_LIMIT_MB } from "./lib/forms/action-request";

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
  images: { formats: ["image/avif", "image/webp"] },
  // Forms carry files of up to 5 MB (lib/forms/uploads.ts); the default limit for a server action is 1 MB.
  experimental: { serverActions: { bodySizeLimit: `${ACTION_BODY_LIMIT_MB}mb` } },
};

export default withNextIntl(nextConfig);
