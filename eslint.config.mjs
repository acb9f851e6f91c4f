import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // The data layer owns Prisma: pages, components and the rest of lib/ speak domain types.
    files: ["app/**", "components/**", "lib/**", "proxy.ts", "instrumentation.ts"],
    ignores: ["lib/db/**", "lib/generated/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/lib/generated/*", "@/lib/generated/**", "@prisma/*", "**/lib/db/prisma", "@/lib/db/prisma"],
              message: "Only lib/db/ talks to Prisma; add a function there that returns a domain type.",
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    ".next/**",
    "lib/generated/**",
    "public/media/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
  ]),
]);
