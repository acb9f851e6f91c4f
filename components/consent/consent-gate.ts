import { CONSENT_COOKIE } from "@/lib/consent/neutral-cookies.mjs";
import { PREVIEW_PARAMETER } from "@/lib/i18n/preview";

// The consent dialog's first layer is in every page's HTML (components/consent/first-layer.tsx) and is shown
// only while <html> has ASK_CLASS. An inline script right after it (consentGate) decides that before the
// first paint, from the visitor's own cookie, so the cached page is the same for everyone. After, not
// before: a paint in the middle of parsing the layer would draw it half-built, then grown (a layout shift).

export const FIRST_LAYER_ID = "consent-layer";
export const ASK_CLASS = "consent-ask";
/** Set on <html> once the library has run: from then on the layer shows only if the choice must be made. */
export const READY_ATTRIBUTE = "data-consent-ready";
/** Dispatched on window when a button with a `data-consent-action` attribute is clicked. */
export const CONSENT_ACTION_EVENT = "consent:action";

export const CONSENT_ACTIONS = ["accept-all", "reject-all", "preferences"] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

declare global {
  interface Window {
    /** Clicks on the consent buttons not yet applied: the library may still be loading. */
    consentActions?: string[];
  }
}

interface GateOptions {
  cookie: string;
  preview: string;
  layer: string;
  ask: string;
  event: string;
}

/**
 * The gate, run inline before the first paint: asks when the visitor has no recorded choice (the library checks
 * its revision once loaded) and moves focus into the layer, keeps the clicks made before the library is there,
 * and keeps Tab in the layer until a choice. Its code is a text, not a function's toString(): every bundle that
 * reads it (the pages', and the proxy's, which names it in the script policy by its hash, lib/http/site-headers.ts)
 * then holds the same bytes, where each bundle's minifier wrote a function its own way. It may use only its
 * argument and the browser's globals; tests/unit/consent/consent-gate.test.ts runs it.
 */
export const CONSENT_GATE = `function (o) {
  const root = document.documentElement;
  const chosen = document.cookie.split("; ").some((c) => c.startsWith(o.cookie + "="));
  if (!chosen && !new URLSearchParams(location.search).has(o.preview)) {
    root.classList.add(o.ask);
    document.getElementById(o.layer)?.focus({ preventScroll: true });
  }
  const asking = () => root.classList.contains(o.ask) && !root.classList.contains("show--preferences");
  const queue = (window.consentActions ??= []);
  document.addEventListener("click", (event) => {
    const action = event.target?.closest?.("[data-consent-action]")?.getAttribute("data-consent-action");
    if (!action) return;
    queue.push(action);
    window.dispatchEvent(new Event(o.event));
  });
  document.addEventListener("keydown", (event) => {
    const layer = document.getElementById(o.layer);
    if (event.key !== "Tab" || !layer || !asking()) return;
    const items = Array.from(layer.querySelectorAll("a[href], button"));
    const active = document.activeElement;
    const edge = event.shiftKey ? [items[0], layer] : [items[items.length - 1]];
    if (layer.contains(active) && !edge.includes(active)) return;
    event.preventDefault();
    (event.shiftKey ? items[items.length - 1] : items[0])?.focus();
  });
}`;

/** The inline script that runs the gate with this site's names. */
export function consentGateScript(): string {
  const options: GateOptions = {
    cookie: CONSENT_COOKIE,
    preview: PREVIEW_PARAMETER,
    layer: FIRST_LAYER_ID,
    ask: ASK_CLASS,
    event: CONSENT_ACTION_EVENT,
  };
  return `(${CONSENT_GATE})(${JSON.stringify(options)})`;
}

/** Says on <html> that the library has run, so that whoever waits for it (the tests) need not guess. */
export function markConsentReady() {
  document.documentElement.setAttribute(READY_ATTRIBUTE, "");
}

/** Shows or hides the first layer once the library knows whether the visitor's choice still holds. */
export function askForConsent(ask: boolean) {
  const shown = document.documentElement.classList.contains(ASK_CLASS);
  document.documentElement.classList.toggle(ASK_CLASS, ask);
  if (ask && !shown) document.getElementById(FIRST_LAYER_ID)?.focus({ preventScroll: true });
}
