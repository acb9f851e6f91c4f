"use client";

import { useEffect } from "react";
import { CONSENT_APPLIED_EVENT, sendPixelEvent } from "@/lib/consent/pixel";

/** Sends one pixel event for this page, once the visitor's consent has started the pixel (if ever). */
export function PixelEvent({ event }: { event: string }) {
  useEffect(() => {
    if (sendPixelEvent(event)) return;
    const onApplied = () => {
      if (sendPixelEvent(event)) window.removeEventListener(CONSENT_APPLIED_EVENT, onApplied);
    };
    window.addEventListener(CONSENT_APPLIED_EVENT, onApplied);
    return () => window.removeEventListener(CONSENT_APPLIED_EVENT, onApplied);
  }, [event]);
  return null;
}
