import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { isReactScript, reactRuntimeCount } from "@/lib/http/react-scripts.mjs";

// React's inline scripts for Suspense boundaries filled in after the shell (lib/http/react-scripts.mjs), drawn by
// the react-dom that Next renders with: each one the page holds is of React's shapes; nothing else is.

/** The inline scripts react-dom writes for a boundary that resolves after the shell, one that fails, and the timing. */
async function reactScripts(): Promise<string[]> {
  const require = createRequire(import.meta.url);
  const { createElement, Suspense } = require("next/dist/compiled/react") as typeof import("react");
  const { renderToPipeableStream } =
    require("next/dist/compiled/react-dom/server.node") as typeof import("react-dom/server");
  let release = () => {};
  const later = new Promise<void>((resolve) => (release = resolve));
  let ready = false;
  const Late = () => {
    if (!ready) throw later.then(() => (ready = true));
    return createElement("p", null, "late");
  };
  const Failing = () => {
    if (!ready) throw later.then(() => (ready = true));
    throw new Error("boom");
  };
  const page = createElement(
    "html",
    null,
    createElement(
      "body",
      null,
      createElement(Suspense, { fallback: "…" }, createElement(Late)),
      createElement(Suspense, { fallback: "…" }, createElement(Failing)),
    ),
  );
  const html = await new Promise<string>((resolve, reject) => {
    let text = "";
    const { pipe } = renderToPipeableStream(page, {
      onShellReady() {
        const sink = new (require("node:stream").Writable)({
          write(chunk: Buffer, _: string, done: () => void) {
            text += chunk.toString();
            done();
          },
          final(done: () => void) {
            resolve(text);
            done();
          },
        });
        pipe(sink);
        release();
      },
      onShellError: reject,
      onError: () => {},
    });
  });
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
}

describe("isReactScript", () => {
  it("reads React's runtime from the react-dom Next renders with", () => {
    expect(reactRuntimeCount).toBeGreaterThanOrEqual(5);
  });

  it("knows every inline script react-dom writes for late and failed boundaries", async () => {
    const scripts = await reactScripts();
    expect(scripts.some((script) => script.includes('$RC("'))).toBe(true);
    expect(scripts.some((script) => script.includes('$RX("'))).toBe(true);
    for (const script of scripts) expect(isReactScript(script), script.slice(0, 80)).toBe(true);
  });

  it("knows nothing else: a call of it must carry JSON, the runtime must be React's to the byte", async () => {
    const [runtime] = (await reactScripts()).filter((script) => script.startsWith("$RB="));
    expect(runtime).toBeDefined();
    for (const script of [
      "alert(1)",
      '$RC("B:1","S:1");alert(1)',
      '$RC("B:1",alert(1))',
      '$RC("B:1")+alert(1)',
      '$RC("B:1"]);alert(1);f(["x")',
      "$RB=[];alert(1)",
      `${runtime!.replace("$RT=performance.now()", "alert(1)")}`,
      `${runtime!}alert(1)`,
      "",
    ]) {
      expect(isReactScript(script), script.slice(0, 80)).toBe(false);
    }
  });
});
