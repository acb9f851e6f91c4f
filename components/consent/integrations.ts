import { CONSENT_APPLIED_EVENT } from "@/lib/consent/pixel";
import type { Integrations } from "@/lib/consent/third-party";

// Loads the configured analytics and pixel only for an accepted category, and tells the Google tag the
// choice through Consent Mode v2 (denied until a choice grants it).

type Command = (...args: unknown[]) => void;
type Pixel = Command & { callMethod?: Command; queue: unknown[]; push: Pixel; loaded: boolean; version: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
    _paq?: unknown[][];
    fbq?: Pixel;
    _fbq?: Pixel;
  }
}

function addScript(src: string) {
  if ([...document.scripts].some((s) => s.src === src)) return;
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

// gtag.js reads commands as `arguments` objects, not arrays.
const gtag = function () {
  window.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
} as Command;

const granted = (yes: boolean) => (yes ? "granted" : "denied");

export function setConsentDefaults(integrations: Integrations) {
  if (!integrations.googleTag) return;
  gtag("consent", "default", {
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: "denied",
    wait_for_update: 500,
  });
}

function startPixel(id: string, script: string) {
  if (!window.fbq) {
    const pixel = ((...args: unknown[]) => {
      if (pixel.callMethod) pixel.callMethod(...args);
      else pixel.queue.push(args);
    }) as Pixel;
    Object.assign(pixel, { push: pixel, loaded: true, version: "2.0", queue: [] });
    window.fbq = window._fbq = pixel;
    pixel("init", id);
    pixel("track", "PageView");
  }
  addScript(script);
}

export function applyConsent(integrations: Integrations, accepted: readonly string[]) {
  const analytical = accepted.includes("analytical");
  const marketing = accepted.includes("marketing");
  const { googleTag, matomo, metaPixel } = integrations;
  if (googleTag) {
    gtag("consent", "update", {
      analytics_storage: granted(analytical),
      ad_storage: granted(marketing),
      ad_user_data: granted(marketing),
      ad_personalization: granted(marketing),
    });
    const src = `${googleTag.script}?id=${encodeURIComponent(googleTag.id)}`;
    if (analytical && ![...document.scripts].some((s) => s.src === src)) {
      gtag("js", new Date());
      gtag("config", googleTag.id);
      addScript(src);
    }
  }
  if (matomo && analytical && !window._paq) {
    window._paq = [["setTrackerUrl", matomo.tracker], ["setSiteId", matomo.siteId], ["trackPageView"]];
    addScript(matomo.script);
  }
  if (metaPixel && marketing) startPixel(metaPixel.id, metaPixel.script);
  window.dispatchEvent(new Event(CONSENT_APPLIED_EVENT));
}
