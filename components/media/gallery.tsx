import { ClientMessages } from "@/lib/i18n/client-messages";
import type { GalleryItem } from "./gallery-item";
import { PhotoGrid, type leadPhotoSizes } from "./photo-grid";

export type { GalleryItem };

/** Photos as a grid, each opening the lightbox; its texts come with it. */
export function Gallery({
  items,
  shown,
  lead,
}: {
  items: GalleryItem[];
  shown?: number;
  lead?: keyof typeof leadPhotoSizes;
}) {
  return (
    <ClientMessages namespaces={["Gallery"]}>
      <PhotoGrid items={items} shown={shown} lead={lead} />
    </ClientMessages>
  );
}
