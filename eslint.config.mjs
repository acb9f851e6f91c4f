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
  {
    // What a visitor types never becomes a pattern: Prisma's insensitive filters and contains/startsWith/
    // endsWith are LIKE with "_" and "%" live (prisma/prisma#20318). Compare a key column with = instead.
    files: ["app/**", "components/**", "lib/**", "prisma/**", "scripts/**", "proxy.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Property[key.name='mode'][value.value='insensitive']",
          message: "An insensitive Prisma filter is an ILIKE pattern: compare a key (lib/rules/identifier.ts) with =.",
        },
        {
          selector: "Property[key.name=/^(contains|startsWith|endsWith)$/]",
          message: "A Prisma contains/startsWith/endsWith is a LIKE pattern: compare with = or a range instead.",
        },
        {
          selector: "TemplateElement[value.raw=/\\b(I?LIKE|SIMILAR TO)\\b/]",
          message: "SQL LIKE reads _ and % as wildcards: compare with = or a range instead.",
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
