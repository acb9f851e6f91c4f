import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { ACTION_BODY_LIMIT_MB } from "./lib/forms/action-request";
import { FIXED_HEADERS, LOAD_NOTHING_POLICY } from "./lib/http/security-headers";

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
  images: { formats: ["image/avif", "image/webp"], contentSecurityPolicy: `${LOAD_NOTHING_POLICY}; sandbox` },
  // The proxy sets every security header from the configuration at run time (lib/http/site-headers.ts);
  // these reach the build's scripts and styles, which it never sees. Its headers replace these where both
  // apply. Next's own trailing-slash redirects (308, no body) are answered before either.
  async headers() {
    const headers = { ...FIXED_HEADERS, "Content-Security-Policy": LOAD_NOTHING_POLICY };
    return [{ source: "/:path*", headers: Object.entries(headers).map(([key, value]) => ({ key, value })) }];
  },
  // Forms carry files of up to 5 MB (lib/forms/uploads.ts); the default limit for a server action is 1 MB.
  experimental: { serverActions: { bodySizeLimit: `${ACTION_BODY_LIMIT_MB}mb` } },
};

export default withNextIntl(nextConfig);
