import { getTranslations } from "next-intl/server";
import type { GalleryLabels } from "./gallery";

/** The gallery's and lightbox's texts in the page's language, for the client component. */
export async function galleryLabels(): Promise<GalleryLabels> {
  const t = await getTranslations("Gallery");
  return {
    open: t.raw("open") as string,
    all: t.raw("all") as string,
    lightbox: {
      previous: t("previous"),
      next: t("next"),
      close: t("close"),
      lightbox: t("lightbox"),
      carousel: t("carousel"),
      slide: t("slide"),
      position: t.raw("position") as string,
      enterFullscreen: t("enterFullscreen"),
      exitFullscreen: t("exitFullscreen"),
      play: t("play"),
      pause: t("pause"),
      thumbnails: t("thumbnails"),
      showThumbnails: t("showThumbnails"),
      hideThumbnails: t("hideThumbnails"),
      zoomIn: t("zoomIn"),
      zoomOut: t("zoomOut"),
    },
  };
}
