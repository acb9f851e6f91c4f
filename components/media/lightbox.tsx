"use client";

import { useTranslations } from "next-intl";
import Lightbox, { type Labels, type Slide } from "yet-another-react-lightbox";
import Fullscreen from "yet-another-react-lightbox/plugins/fullscreen";
import Slideshow from "yet-another-react-lightbox/plugins/slideshow";
import Thumbnails from "yet-another-react-lightbox/plugins/thumbnails";
import Zoom from "yet-another-react-lightbox/plugins/zoom";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/thumbnails.css";
import type { GalleryItem } from "./gallery-item";

// Loaded only when a visitor opens a photo: the library and its styles stay out of the page's bundle.
declare module "yet-another-react-lightbox" {
  interface PdfSlide extends GenericSlide {
    type: "pdf";
    src: string;
    title: string;
  }
  interface SlideTypes {
    pdf: PdfSlide;
  }
}

function toSlide(item: GalleryItem): Slide {
  return item.kind === "pdf"
    ? { type: "pdf", src: item.url, title: item.alt }
    : { src: item.url, alt: item.alt, width: item.width, height: item.height };
}

/** Needs the Gallery messages in its client tree (the gallery brings them; a page showing plans adds them). */
export default function GalleryLightbox({
  items,
  index,
  onClose,
}: {
  items: GalleryItem[];
  index: number;
  onClose: () => void;
}) {
  const t = useTranslations("Gallery");
  const yarlLabels: Labels = {
    Previous: t("previous"),
    Next: t("next"),
    Close: t("close"),
    Lightbox: t("lightbox"),
    Carousel: t("carousel"),
    Slide: t("slide"),
    "Photo gallery": t("carousel"),
    // The library fills in the slide's position itself.
    "{index} of {total}": t("position", { index: "{index}", total: "{total}" }),
    "Enter Fullscreen": t("enterFullscreen"),
    "Exit Fullscreen": t("exitFullscreen"),
    Play: t("play"),
    Pause: t("pause"),
    Thumbnails: t("thumbnails"),
    "Show thumbnails": t("showThumbnails"),
    "Hide thumbnails": t("hideThumbnails"),
    "Zoom in": t("zoomIn"),
    "Zoom out": t("zoomOut"),
  };
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={items.map(toSlide)}
      labels={yarlLabels}
      plugins={[Thumbnails, Zoom, Fullscreen, Slideshow]}
      carousel={{ finite: items.length < 3 }}
      slideshow={{ delay: 4000 }}
      render={{
        slide: ({ slide }) =>
          slide.type === "pdf" ? (
            <iframe title={slide.title} src={slide.src} className="h-[85vh] w-[min(90vw,64rem)] rounded bg-white" />
          ) : undefined,
        thumbnail: ({ slide }) =>
          slide.type === "pdf" ? <span className="text-xs font-semibold text-white">PDF</span> : undefined,
      }}
    />
  );
}
