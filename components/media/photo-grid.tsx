"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { ScriptButton } from "@/components/layout/script-button";
import type { GalleryItem } from "./gallery-item";

const GalleryLightbox = lazy(() => import("./lightbox"));

/** Photos as a grid (the first one large and loaded first), each opening the lightbox and its slideshow.
 * `photos` are the first photos, drawn by the server (gallery.tsx). */
export function PhotoGrid({ items, photos }: { items: GalleryItem[]; photos: ReactNode[] }) {
  const t = useTranslations("Gallery");
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="gallery">
      <div className="grid grid-cols-4 gap-2">
        {photos.map((photo, i) => (
          <ScriptButton
            key={i}
            onClick={() => setOpen(i)}
            aria-label={t("open", { n: i + 1, total: items.length })}
            className={`relative overflow-hidden rounded-lg bg-brand-100 focus-visible:outline-offset-2 ${
              i === 0
                ? "col-span-4 aspect-[3/2] tablet:aspect-[2/1]"
                : // A phone shows the first photo and the button to all of them: the figures come into the first screen.
                  `hidden aspect-[3/2] tablet:block ${i > 3 ? "print:hidden" : "print:block"}`
            }`}
          >
            {photo}
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
