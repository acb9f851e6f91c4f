"use client";

import { useTranslations } from "next-intl";
import Image from "next/image";
import { lazy, Suspense, useState } from "react";
import { ScriptButton } from "@/components/layout/script-button";
import type { GalleryItem } from "./gallery-item";

const GalleryLightbox = lazy(() => import("./lightbox"));

/** How wide the first photo is drawn, for the browser to pick its file: the page's width, or its main column. */
export const leadPhotoSizes = {
  page: "(max-width: 1152px) 100vw, 1152px",
  column: "(max-width: 960px) 100vw, 768px",
} as const;

/** Photos as a grid (the first one large and loaded first), each opening the lightbox and its slideshow. */
export function PhotoGrid({
  items,
  shown = 5,
  lead = "page",
}: {
  items: GalleryItem[];
  shown?: number;
  lead?: keyof typeof leadPhotoSizes;
}) {
  const t = useTranslations("Gallery");
  const [open, setOpen] = useState<number | null>(null);
  const images = items.filter((item) => item.kind === "image");
  return (
    <div className="gallery">
      <div className="grid grid-cols-4 gap-2">
        {images.slice(0, shown).map((photo, i) => (
          <ScriptButton
            key={photo.url}
            onClick={() => setOpen(i)}
            aria-label={t("open", { n: i + 1, total: items.length })}
            className={`relative overflow-hidden rounded-lg bg-brand-100 focus-visible:outline-offset-2 ${
              i === 0
                ? "col-span-4 aspect-[3/2] tablet:aspect-[2/1]"
                : // A phone shows the first photo and the button to all of them: the figures come into the first screen.
                  `hidden aspect-[3/2] tablet:block ${i > 3 ? "print:hidden" : "print:block"}`
            }`}
          >
            <Image
              src={photo.url}
              alt={photo.alt}
              fill
              priority={i === 0}
              fetchPriority={i === 0 ? "high" : undefined}
              sizes={i === 0 ? leadPhotoSizes[lead] : "(max-width: 767px) 25vw, 288px"}
              className="object-cover transition hover:scale-105"
            />
          </ScriptButton>
        ))}
      </div>
      {items.length > 1 && (
        <ScriptButton
          onClick={() => setOpen(0)}
          className="mt-2 rounded border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 print:hidden"
        >
          {t("all", { count: items.length })}
        </ScriptButton>
      )}
      {open !== null && (
        <Suspense fallback={null}>
          <GalleryLightbox items={items} index={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}
