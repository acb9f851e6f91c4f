// Runs in the browser before the page's own code. Zod compiles faster parsers with new Function() when
// the page allows it, and probes for that at its first schema; the site's Content-Security-Policy has no
// 'unsafe-eval', so the probe would only be refused and reported. Parsing works the same without it.
// Zod keeps its settings in this global (what zod/v4/core's config() writes): setting it directly keeps
// zod itself off pages that have no form.
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };
