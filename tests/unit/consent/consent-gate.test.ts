import { afterEach, describe, expect, it, vi } from "vitest";
import { ASK_CLASS, CONSENT_ACTION_EVENT, CONSENT_GATE, consentGateScript } from "@/components/consent/consent-gate";

// The inline script that decides, before the first paint, whether the first layer of the consent dialog
// shows, and keeps the clicks made before the library has loaded. A stand-in for the browser's globals.

type Listener = (event: unknown) => void;

function browser(cookie: string, search = "") {
  const classes = new Set<string>();
  const listeners: Record<string, Listener[]> = {};
  const dispatched: string[] = [];
  const focused: unknown[] = [];
  const layer = { focus: (options: unknown) => focused.push(options) };
  const window: { consentActions?: string[]; dispatchEvent: (e: Event) => boolean } = {
    dispatchEvent: (e) => dispatched.push(e.type) > 0,
  };
  vi.stubGlobal("window", window);
  vi.stubGlobal("location", { search });
  vi.stubGlobal("document", {
    cookie,
    documentElement: { classList: { add: (c: string) => classes.add(c), contains: (c: string) => classes.has(c) } },
    addEventListener: (type: string, listener: Listener) => (listeners[type] ??= []).push(listener),
    getElementById: (id: string) => (id === "consent-layer" ? layer : null),
  });
  const click = (action: string | null) => {
    const target = { closest: () => (action ? { getAttribute: () => action } : null) };
    for (const listener of listeners.click ?? []) listener({ target });
  };
  return { classes, dispatched, focused, window, click };
}

const options = {
  cookie: "consent",
  preview: "preview",
  layer: "consent-layer",
  ask: ASK_CLASS,
  event: "consent:action",
};
/** The gate's text run as the browser runs it, with these options. */
const consentGate = (o: typeof options) =>
  (new Function(`return (${CONSENT_GATE})`) as () => (o: unknown) => void)()(o);
const recorded = encodeURIComponent(JSON.stringify({ categories: ["functional"], revision: 2 }));

afterEach(() => vi.unstubAllGlobals());

describe("consentGate", () => {
  it.each([
    ["a first visit (no cookie)", "", "", true],
    ["a first visit with only the language cookie", "NEXT_LOCALE=fr", "", true],
    ["a category cookie without the choice's record", "consent_analytical=true", "", true],
    ["a visitor who has chosen", `NEXT_LOCALE=fr; consent=${recorded}`, "", false],
    ["a visitor who has chosen, the record first", `consent=${recorded}; NEXT_LOCALE=fr`, "", false],
    ["a preview path (spec §2)", "", "?preview=draft-42", false],
  ])("%s: asks = %s", (_, cookie, search, asks) => {
    const page = browser(cookie, search);
    consentGate(options);
    expect(page.classes.has(ASK_CLASS)).toBe(asks);
    // Focus moves into the layer only when it shows, without scrolling the page.
    expect(page.focused).toEqual(asks ? [{ preventScroll: true }] : []);
  });

  it("keeps a click on a consent button made before the library has loaded, and announces it", () => {
    const page = browser("");
    consentGate(options);
    page.click(null);
    page.click("reject-all");
    expect(page.window.consentActions).toEqual(["reject-all"]);
    expect(page.dispatched).toEqual(["consent:action"]);
  });
});

describe("consentGateScript", () => {
  it("is self-contained: the inline text alone asks a first visitor and keeps their clicks", () => {
    const page = browser("NEXT_LOCALE=nl");
    new Function(consentGateScript())();
    expect(page.classes.has(ASK_CLASS)).toBe(true);
    page.click("accept-all");
    expect(page.window.consentActions).toEqual(["accept-all"]);
    expect(page.dispatched).toEqual([CONSENT_ACTION_EVENT]);
  });

  it("carries the site's names: the choice's cookie, the preview parameter, the layer's id", () => {
    expect(consentGateScript()).toContain(JSON.stringify({ ...options, event: CONSENT_ACTION_EVENT }).slice(1, -1));
  });
});
