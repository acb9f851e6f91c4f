import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import vm from "node:vm";

// The inline scripts React writes into a page whose Suspense boundaries were filled in after its shell: its
// runtime (functions named $RB, $RC, $RS, $RR, $RX, $RV, $RT…, constant texts of react-dom) and calls of it with
// JSON arguments, `$RC("B:1","S:1")`. The runtime is read from the react-dom that Next renders with, when this
// module loads, so a new React's runtime is known without a change here.

/** react-dom's server renderers as Next bundles them (the stable channel, and the experimental one). */
const RENDERERS = ["react-dom", "react-dom-experimental"].flatMap((channel) =>
  ["node", "edge"].map((runtime) =>
    path.join("dist/compiled", channel, `cjs/react-dom-server.${runtime}.production.js`),
  ),
);
/** A text react-dom sends as it is: `stringToPrecomputedChunk('…')`. */
const CHUNK = /stringToPrecomputedChunk\(\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")\s*\)/g;
/** The start of a call a runtime text may end with, its arguments written after it. */
const CALL_START = /\$R[A-Z]\("$/;

/**
 * The runtime texts of every react-dom server renderer found, longest first, each without the call it may end with.
 * @returns {string[]}
 */
function readRuntimes() {
  const next = path.dirname(createRequire(import.meta.url).resolve("next/package.json"));
  /** @type {Set<string>} */
  const texts = new Set();
  for (const renderer of RENDERERS) {
    const file = path.join(next, renderer);
    if (!fs.existsSync(file)) continue;
    for (const [, literal = "''"] of fs.readFileSync(file, "utf8").matchAll(CHUNK)) {
      // A string literal of the file, matched whole: evaluating it only decodes its escapes.
      const text = String(vm.runInNewContext(literal)).replace(CALL_START, "");
      if (/^(\$R[A-Z]=|requestAnimationFrame\()/.test(text)) texts.add(text);
    }
  }
  return [...texts].sort((a, b) => b.length - a.length);
}

const RUNTIMES = readRuntimes();

/**
 * Whether an inline script is one React wrote: runtime texts of react-dom, then at most one call of it whose
 * arguments are JSON.
 * @param {string} text the script (read as Latin-1: the runtime and JSON's syntax are ASCII)
 */
export function isReactScript(text) {
  let rest = text;
  let runtime = false;
  for (let found = true; found;) {
    const known = RUNTIMES.find((candidate) => rest.startsWith(candidate));
    found = known !== undefined;
    if (known) {
      rest = rest.slice(known.length).replace(/^;+/, "");
      runtime = true;
    }
  }
  if (rest === "") return runtime;
  const call = /^\$R[A-Z]\(([\s\S]*)\)$/.exec(rest);
  if (!call) return false;
  try {
    return Array.isArray(JSON.parse(`[${call[1]}]`));
  } catch {
    return false;
  }
}

/** How many runtime texts were read (none: the pages' React scripts would be refused). */
export const reactRuntimeCount = RUNTIMES.length;
