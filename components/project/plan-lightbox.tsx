"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense } from "react";
import type { GalleryItem, LightboxLabels } from "@/components/media/gallery";

const GalleryLightbox = lazy(() => import("@/components/media/lightbox"));

const keys = [
  "previous",
  "next",
  "close",
  "lightbox",
  "carousel",
  "slide",
  "enterFullscreen",
  "exitFullscreen",
  "play",
  "pause",
  "thumbnails",
  "showThumbnails",
  "hideThumbnails",
  "zoomIn",
  "zoomOut",
] as const;

/** A unit's plans in the photo lightbox, loaded on first use. */
export function PlanLightbox({ plans, onClose }: { plans: GalleryItem[]; onClose: () => void }) {
  const t = useTranslations("Gallery");
  const labels = {
    ...(Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<(typeof keys)[number], string>),
    // The lightbox library fills in {index} and {total} itself.
    position: t.raw("position") as string,
  } satisfies LightboxLabels;
  return (
    <Suspense fallback={null}>
      <GalleryLightbox items={plans} index={0} labels={labels} onClose={onClose} />
    </Suspense>
  );
}
