import { ClientMessages } from "@/lib/i18n/client-messages";
import type { GalleryItem } from "./gallery-item";
import { Photo } from "./photo";
import { PhotoGrid } from "./photo-grid";

export type { GalleryItem };

/** How wide the first photo is drawn, for the browser to pick its file: the page's width, or its main column. */
const leadPhotoSizes = {
  page: "(max-width: 1152px) 100vw, 1152px",
  column: "(max-width: 960px) 100vw, 768px",
} as const;

/** Photos as a grid, each opening the lightbox; its texts come with it. The photos are drawn here, on the
 * server, so the grid's client code holds no image component. */
export function Gallery({
  items,
  shown = 5,
  lead = "page",
}: {
  items: GalleryItem[];
  shown?: number;
  lead?: keyof typeof leadPhotoSizes;
}) {
  const photos = items
    .filter((item) => item.kind === "image")
    .slice(0, shown)
    .map((photo, i) => (
      <Photo
        key={photo.url}
        src={photo.url}
        alt={photo.alt}
        fill
        priority={i === 0}
        sizes={i === 0 ? leadPhotoSizes[lead] : "(max-width: 767px) 25vw, 288px"}
        className="object-cover transition hover:scale-105"
      />
    ));
  return (
    <ClientMessages namespaces={["Gallery"]}>
      <PhotoGrid items={items} photos={photos} />
    </ClientMessages>
  );
}
