import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    "lib/generated/**",
    "public/media/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
  ]),
]);
