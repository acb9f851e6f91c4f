import { config } from "zod/v4/core";

// Runs in the browser before the page's own code. Zod compiles faster parsers with new Function() when
// the page allows it, and probes for that at its first schema; the site's Content-Security-Policy has no
// 'unsafe-eval', so the probe would only be refused and reported. Parsing works the same without it.
config({ jitless: true });
