import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";

// What a visitor types never becomes a pattern: Prisma's insensitive filters and contains/startsWith/
// endsWith are LIKE with "_" and "%" live (prisma/prisma#20318). Compare a key column with = instead.
const noLikePatterns = [
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
];

const notData =
  "lib/db reads, writes and reshapes into domain types only: who asks is an argument, and mail, URLs, the " +
  "session and cache expiry belong to the caller's area (lib/<area>/).";

// One rule replaces another of the same name for the same files, so the components' rule repeats these.
const onlyDataLayerTalksToPrisma = {
  group: ["@/lib/generated/*", "@/lib/generated/**", "@prisma/*", "**/lib/db/infra/prisma", "@/lib/db/infra/prisma"],
  message: "Only lib/db/ talks to Prisma; add a function there that returns a domain type.",
};

const pureMessage =
  "lib/rules, lib/domain and lib/types are pure: they import each other, lib/i18n/locales and lib/i18n/page-props " +
  "only (and the database's Transaction as a type), so that every layer may use them (eslint.config.mjs).";

// Links are plain anchors written on the server (components/layout/page-link.tsx): next/link and next-intl's
// Link would bring about 5 kB gz of client code to every page, and prefetch each page the header names.
const linksAreAnchors = ["next/link", "next-intl/navigation"].map((name) => ({
  name,
  message: "Link with PageLink (components/layout/page-link.tsx) or an <a> whose href buildPath wrote on the server.",
}));

// What lib/db may import of the site's own code. Each "!" lets a path through; a folder is let through level by
// level (gitignore's rule).
const dataLayerOnly = {
  group: [
    "@/*",
    "!@/lib",
    "@/lib/*",
    // The layer itself and Prisma's generated client.
    "!@/lib/db",
    "!@/lib/generated",
    // Pure rules, the product's values and the domain types the layer returns.
    "!@/lib/rules",
    "!@/lib/domain",
    "!@/lib/types",
    // The database's settings: its address, pool, embedded folder and query log.
    "!@/lib/config",
    // The site's languages, which translated rows are keyed by (a module that imports nothing).
    "!@/lib/i18n",
    "@/lib/i18n/*",
    "!@/lib/i18n/locales",
    // What listing-state.ts remembers of which records exist is forgotten when a tag expires; the
    // event it listens to (a module that imports only the log) is the one every server hears.
    "!@/lib/cache",
    "@/lib/cache/*",
    "!@/lib/cache/tag-events.mjs",
    // The rest of the site is reached through "@/", which the list above names.
    "../*",
  ],
  message: `${notData} lib/db imports lib/db, lib/generated, lib/rules, lib/domain, lib/types, lib/config, lib/i18n/locales and lib/cache/tag-events.mjs only (eslint.config.mjs).`,
};

const dataLayerPaths = [
  { name: "next/headers", message: notData },
  { name: "next/navigation", message: notData },
  { name: "next/cache", importNames: ["revalidateTag", "revalidatePath", "updateTag", "refresh"], message: notData },
];

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
          paths: linksAreAnchors,
          patterns: [onlyDataLayerTalksToPrisma],
        },
      ],
    },
  },
  {
    files: ["app/**", "components/**", "lib/**", "prisma/**", "scripts/**", "proxy.ts"],
    rules: { "no-restricted-syntax": ["error", ...noLikePatterns] },
  },
  {
    // A form's schema, and zod with it (about 23 kB gz), comes to the browser when the visitor starts on the
    // form (ManagedForm's loadSchema), not with the page: components import the schemas' values only that way.
    files: ["components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: linksAreAnchors,
          patterns: [
            onlyDataLayerTalksToPrisma,
            {
              group: ["@/lib/forms/schemas", "@/lib/forms/schemas/*", "@/lib/forms/fields", "zod", "zod/*"],
              allowTypeImports: true,
              message:
                "Load a form's schema with ManagedForm's loadSchema (a dynamic import); the choices are in @/lib/forms/choices.",
            },
          ],
        },
      ],
    },
  },
  {
    // The data layer does data only (docs/architecture.md#the-data-layer): no request, session, mail, URL
    // building or cache expiry; the caller passes who asks and does what follows a write. It imports packages
    // and, of the site's own code, only what is on the list above (dataLayerOnly), so that no area it serves is
    // also one it reads from (tests/unit/lint/import-cycles.test.ts holds the files to no circle at all). It
    // imports nothing of the content sync, not even a type: the sync decides what to write and hands lib/db rows
    // in the site's own shapes (lib/types/content-sync.ts, lib/types/content-files.ts).
    files: ["lib/db/**"],
    rules: {
      "no-restricted-imports": ["error", { paths: dataLayerPaths, patterns: [dataLayerOnly] }],
      "no-restricted-syntax": [
        "error",
        ...noLikePatterns,
        { selector: "MemberExpression[property.name='siteUrl']", message: notData },
      ],
    },
  },
  {
    // The pure layer: business rules, the product's values and the domain types, which every other layer may use.
    // It reads no database, request, setting or framework, so it imports only itself, the languages and a page's
    // query types; lib/types names the transaction a submission's extra work runs in, as a type only.
    files: ["lib/rules/**", "lib/domain/**", "lib/types/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["next/headers", "next/navigation", "next/cache", "next/server", "server-only"].map((name) => ({
            name,
            message: pureMessage,
          })),
          patterns: [
            {
              group: [
                "@/*",
                "!@/lib",
                "@/lib/*",
                "!@/lib/rules",
                "!@/lib/domain",
                "!@/lib/types",
                "!@/lib/i18n",
                "@/lib/i18n/*",
                "!@/lib/i18n/locales",
                "!@/lib/i18n/page-props",
                "!@/lib/db",
                "@/lib/db/*",
                "!@/lib/db/database",
                "../*",
              ],
              message: pureMessage,
            },
            { group: ["@/lib/db/database"], allowTypeImports: true, message: pureMessage },
          ],
        },
      ],
    },
  },
  {
    // Every setting is read in lib/config.ts, or in lib/config/core.mjs for what plain JavaScript reads before
    // Next (docs/architecture.md#settings); anything else asks them, and a client component gets a value as a prop.
    // scripts/ and tests/ set the environment of the servers and commands they start, and stay outside.
    files: ["app/**", "components/**", "lib/**", "proxy.ts", "server.mjs", "instrumentation.ts", "next.config.ts"],
    ignores: ["lib/config.ts", "lib/config/**", "lib/generated/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read settings from lib/config.ts (config, or a function there); add a new setting there.",
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
