"use client";

import Lightbox, { type Labels, type Slide } from "yet-another-react-lightbox";
import Fullscreen from "yet-another-react-lightbox/plugins/fullscreen";
import Slideshow from "yet-another-react-lightbox/plugins/slideshow";
import Thumbnails from "yet-another-react-lightbox/plugins/thumbnails";
import Zoom from "yet-another-react-lightbox/plugins/zoom";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/thumbnails.css";
import type { GalleryItem, LightboxLabels } from "./gallery";

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

export default function GalleryLightbox({
  items,
  index,
  labels,
  onClose,
}: {
  items: GalleryItem[];
  index: number;
  labels: LightboxLabels;
  onClose: () => void;
}) {
  const yarlLabels: Labels = {
    Previous: labels.previous,
    Next: labels.next,
    Close: labels.close,
    Lightbox: labels.lightbox,
    Carousel: labels.carousel,
    Slide: labels.slide,
    "Photo gallery": labels.carousel,
    "{index} of {total}": labels.position,
    "Enter Fullscreen": labels.enterFullscreen,
    "Exit Fullscreen": labels.exitFullscreen,
    Play: labels.play,
    Pause: labels.pause,
    Thumbnails: labels.thumbnails,
    "Show thumbnails": labels.showThumbnails,
    "Hide thumbnails": labels.hideThumbnails,
    "Zoom in": labels.zoomIn,
    "Zoom out": labels.zoomOut,
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
